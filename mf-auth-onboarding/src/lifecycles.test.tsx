import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountRootParcel, type Parcel } from 'single-spa';
import { createMemoryShellNavigation, getEventBus, type RemoteMountProps } from '@shalom/shared';
import { bootstrap, mount, unmount } from './lifecycles';

const supabase = {} as RemoteMountProps['supabase'];

function mountRemote(path: string, reportError: (error: unknown) => void = () => undefined) {
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const navigation = createMemoryShellNavigation(path);
  const props: RemoteMountProps & { domElement: HTMLElement } = {
    domElement,
    bus: getEventBus(),
    supabase,
    navigation,
    remoteName: 'mf-auth-onboarding',
    reportError,
  };
  const parcel: Parcel = mountRootParcel({ bootstrap, mount, unmount }, props);
  return { parcel, navigation, domElement };
}

// single-spa mounts the React root on its own schedule (not inside act), like in the browser.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

describe('mf-auth-onboarding lifecycles', () => {
  it('mounts on /auth and renders its heading', async () => {
    const { parcel, domElement } = mountRemote('/auth');
    await parcel.mountPromise;
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    await parcel.unmount();
    expect(domElement).toBeEmptyDOMElement();
  });

  it('follows the shell history and navigates through it', async () => {
    const { parcel, navigation } = mountRemote('/auth');
    await parcel.mountPromise;
    await userEvent.click(await screen.findByRole('link', { name: 'Return to Home' }));
    expect(navigation.getSnapshot().location.pathname).toBe('/');

    navigation.navigate('/onboarding');
    expect(await screen.findByRole('heading', { level: 1, name: 'Onboarding' })).toBeInTheDocument();
    navigation.go(-1);
    await waitFor(() => expect(navigation.getSnapshot().location.pathname).toBe('/'));
    await parcel.unmount();
  });

  it('shows the section fallback when mounted without the shell props', async () => {
    const domElement = document.createElement('div');
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const parcel = mountRootParcel({ bootstrap, mount, unmount }, { domElement });
    await parcel.mountPromise;
    expect(domElement).toHaveTextContent('This section could not load');
    await parcel.unmount();
    consoleError.mockRestore();
  });
});
