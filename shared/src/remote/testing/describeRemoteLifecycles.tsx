import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountRootParcel, type Parcel } from 'single-spa';
import { createMemoryShellNavigation, getEventBus, type RemoteMountProps } from '@shalom/shared';
import { activateLocale } from '@shalom/shared/i18n';
import type { RemoteLifecycles } from '../createRemoteLifecycles';

const supabase = {} as RemoteMountProps['supabase'];

/** Mounts a remote's lifecycles as the shell does: a root parcel with the shell's custom props. */
export function mountRemoteForTest(
  lifecycles: RemoteLifecycles,
  remoteName: string,
  path: string,
  reportError: (error: unknown) => void = () => undefined,
) {
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const navigation = createMemoryShellNavigation(path);
  const props: RemoteMountProps & { domElement: HTMLElement } = {
    domElement,
    bus: getEventBus(),
    supabase,
    navigation,
    remoteName,
    reportError,
  };
  const { bootstrap, mount, unmount } = lifecycles;
  const parcel: Parcel = mountRootParcel({ bootstrap, mount, unmount }, props);
  return { parcel, navigation, domElement };
}

/** A route of the remote and the level-1 heading its screen shows. */
export interface RouteHeading {
  path: string;
  heading: string;
}

export interface RemoteLifecyclesSpec {
  /** The remote's public name, e.g. "mf-admin". */
  name: string;
  lifecycles: RemoteLifecycles;
  /** Where the remote is first mounted, and the heading it must render there. */
  mountsOn: RouteHeading;
  /** A link on that screen that leaves through the shell's history, and where it leads. */
  linkOut: { name: string; to: string };
  /**
   * Another owned route reached by shell navigation after the link (then Back returns). `load`
   * imports its screen when it is a lazy chunk: jest compiles that module graph on first import,
   * which on a busy CI machine took longer than any fixed wait (2026-11-28).
   */
  alsoOwns?: RouteHeading & { load?: () => Promise<unknown> };
  /** The heading on `mountsOn.path` in Hebrew: the remote follows the language the shell chose. */
  hebrewHeading?: string;
}

/**
 * The contract every remote's `./lifecycles` keeps with the shell, as a jest suite: it mounts on
 * its route and unmounts cleanly, follows and drives the shell's history, and shows the section
 * fallback instead of crashing when mounted without the shell's props.
 */
export function describeRemoteLifecycles({ name, lifecycles, mountsOn, linkOut, alsoOwns, hebrewHeading }: RemoteLifecyclesSpec) {
  const { bootstrap, mount, unmount } = lifecycles;

  describe(`${name} lifecycles`, () => {
    // single-spa mounts the React root on its own schedule (not inside act), like in the browser.
    beforeAll(() => {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    });

    it(`mounts on ${mountsOn.path} and renders its heading`, async () => {
      const { parcel, domElement } = mountRemoteForTest(lifecycles, name, mountsOn.path);
      await parcel.mountPromise;
      expect(await screen.findByRole('heading', { level: 1, name: mountsOn.heading })).toBeInTheDocument();
      await parcel.unmount();
      expect(domElement).toBeEmptyDOMElement();
    });

    it('follows the shell history and navigates through it', async () => {
      const { parcel, navigation } = mountRemoteForTest(lifecycles, name, mountsOn.path);
      await parcel.mountPromise;
      await userEvent.click(await screen.findByRole('link', { name: linkOut.name }));
      expect(navigation.getSnapshot().location.pathname).toBe(linkOut.to);

      if (alsoOwns) {
        await alsoOwns.load?.();
        navigation.navigate(alsoOwns.path);
        expect(await screen.findByRole('heading', { level: 1, name: alsoOwns.heading }, { timeout: 10_000 })).toBeInTheDocument();
        navigation.go(-1);
        await waitFor(() => expect(navigation.getSnapshot().location.pathname).toBe(linkOut.to));
      }
      await parcel.unmount();
    });

    if (hebrewHeading) {
      it("speaks the shell's language: mounts in Hebrew, and follows a switch back to English", async () => {
        await activateLocale('he');
        const { parcel } = mountRemoteForTest(lifecycles, name, mountsOn.path);
        await parcel.mountPromise;
        expect(await screen.findByRole('heading', { level: 1, name: hebrewHeading })).toBeInTheDocument();
        await activateLocale('en');
        expect(await screen.findByRole('heading', { level: 1, name: mountsOn.heading })).toBeInTheDocument();
        await parcel.unmount();
      });
    }

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
}
