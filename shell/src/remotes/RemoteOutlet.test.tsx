import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import {
  RemoteRenderFailure,
  createMemoryShellNavigation,
  type RemoteMountProps,
  type RuntimeConfig,
  type ShalomSupabaseClient,
} from '@shalom/shared';
import RemoteOutlet from './RemoteOutlet';
import { createRemoteLoadFailure } from './remoteLoadFailure';
import { RemoteRegistry, type FederationHost, type RemoteLifecycles } from './remoteRegistry';

// single-spa mounts React roots on its own schedule, as in the browser.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const config: RuntimeConfig = { supabaseUrl: 'http://localhost:54321', supabaseAnonKey: 'anon', remotes: {} };
const supabase = {} as ShalomSupabaseClient;

/** A remote built the way every remote is: single-spa-react with the shared failure boundary. */
function remoteRendering(Content: () => React.ReactElement): RemoteLifecycles {
  return singleSpaReact<Partial<RemoteMountProps>>({
    React,
    ReactDOMClient,
    rootComponent: Content,
    renderType: 'createRoot',
    errorBoundary: (error, _info, props) => <RemoteRenderFailure error={error} mountProps={props} />,
  });
}

/**
 * Stands in for the federation runtime: answers loadRemote with the next module of a script
 * (what the runtime returns after fetching manifest and container).
 */
function federationAnswering(...answers: unknown[]): FederationHost & { loads: number } {
  const host = {
    loads: 0,
    registerRemotes: () => undefined,
    loadRemote: async <T,>() => {
      const answer = answers[Math.min(host.loads, answers.length - 1)];
      host.loads += 1;
      return answer as T;
    },
  };
  return host;
}

function renderOutlet(federation: FederationHost) {
  const registry = new RemoteRegistry(federation, {
    'mf-messages': { containerName: 'mf_messages', manifestUrl: 'https://cdn.example/messages/mf-manifest.json' },
  });
  return render(
    <RemoteOutlet
      remote="mf-messages"
      config={config}
      supabase={supabase}
      navigation={createMemoryShellNavigation('/messages')}
      registry={registry}
    />,
  );
}

const healthy = remoteRendering(() => <h1>Messages</h1>);

describe('RemoteOutlet', () => {
  it('mounts the remote in place with the shell props', async () => {
    let received: Partial<RemoteMountProps> = {};
    const remote = remoteRendering(() => <h1>Messages</h1>);
    const spying: RemoteLifecycles = {
      ...remote,
      mount: (props) => {
        received = props as Partial<RemoteMountProps>;
        return remote.mount(props);
      },
    };
    const { container } = renderOutlet(federationAnswering(spying));
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(container.querySelector('[data-remote="mf-messages"]')).toContainElement(screen.getByRole('heading'));
    expect(received.remoteName).toBe('mf-messages');
    expect(received.supabase).toBe(supabase);
    expect(typeof received.bus?.publish).toBe('function');
    expect(typeof received.navigation?.navigate).toBe('function');
  });

  it('shows the fallback when the remote could not be loaded, and Retry loads it again', async () => {
    const federation = federationAnswering(
      createRemoteLoadFailure('mf_messages/lifecycles', new Error('manifest 404')),
      healthy,
    );
    renderOutlet(federation);

    expect(await screen.findByRole('heading', { name: 'This section could not load' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(federation.loads).toBe(2);
  });

  it('shows the fallback when the mount lifecycle throws', async () => {
    const throwingMount: RemoteLifecycles = {
      bootstrap: async () => undefined,
      mount: async () => {
        throw new Error('mount exploded');
      },
      unmount: async () => undefined,
    };
    const federation = federationAnswering(throwingMount, healthy);
    renderOutlet(federation);

    expect(await screen.findByRole('heading', { name: 'This section could not load' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('mf-messages failed while mounting'), expect.anything());

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
  });

  it('shows the fallback when the remote throws while rendering', async () => {
    const Broken = (): React.ReactElement => {
      throw new Error('render exploded');
    };
    renderOutlet(federationAnswering(remoteRendering(Broken), healthy));

    expect(await screen.findByRole('heading', { name: 'This section could not load' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Messages' })).toBeInTheDocument());
  });

  it('shows the fallback when the module is not single-spa lifecycles', async () => {
    renderOutlet(federationAnswering({ default: () => null }));
    expect(await screen.findByRole('heading', { name: 'This section could not load' })).toBeInTheDocument();
  });
});
