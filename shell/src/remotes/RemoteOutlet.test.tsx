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

function registryOver(federation: FederationHost) {
  return new RemoteRegistry(federation, {
    'mf-messages': { containerName: 'mf_messages', manifestUrl: 'https://cdn.example/messages/mf-manifest.json' },
  });
}

function outlet(registry: RemoteRegistry) {
  return (
    <RemoteOutlet
      remote="mf-messages"
      config={config}
      supabase={supabase}
      navigation={createMemoryShellNavigation('/messages')}
      registry={registry}
    />
  );
}

function renderOutlet(federation: FederationHost) {
  return render(outlet(registryOver(federation)));
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

describe('RemoteOutlet back online', () => {
  const unavailable = () => createRemoteLoadFailure('mf_messages/lifecycles', new Error('Failed to fetch mf-manifest.json'));
  const attemptsFailed = () => consoleError.mock.calls.filter(([first]) => String(first).startsWith('[remotes] mf-messages is unavailable')).length;
  const backOnline = () => void window.dispatchEvent(new Event('online'));
  /** Lets every pending load settle and React commit what follows. */
  const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

  /** The fallback as a user sees it: its words and its Retry; returns its text. */
  async function expectFallbackShown() {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This section could not load');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Messages' })).toBeNull();
    return alert.textContent;
  }

  /** `online` listeners added to window (and not removed) since the test began. */
  let onlineListeners: () => number;
  let spies: jest.SpyInstance[];
  beforeEach(() => {
    const add = jest.spyOn(window, 'addEventListener');
    const remove = jest.spyOn(window, 'removeEventListener');
    spies = [add, remove];
    const online = (spy: jest.SpyInstance) => spy.mock.calls.filter(([type]) => type === 'online').map(([, listener]) => listener as unknown);
    onlineListeners = () => {
      const removed = online(remove);
      return online(add).filter((listener) => !removed.includes(listener)).length;
    };
  });
  afterEach(() => spies.forEach((spy) => spy.mockRestore()));

  it('loads a remote that could not be loaded again when the browser is back online, and shows it without Retry', async () => {
    const federation = federationAnswering(unavailable(), healthy);
    renderOutlet(federation);
    await expectFallbackShown();
    expect(federation.loads).toBe(1);

    backOnline();

    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(federation.loads).toBe(2);
  });

  it('shows the same fallback when the load back online fails too: one attempt per online event, not a loop', async () => {
    const federation = federationAnswering(unavailable(), unavailable(), healthy);
    renderOutlet(federation);
    const firstText = await expectFallbackShown();
    expect(attemptsFailed()).toBe(1);

    // `online` fired, but the remote still cannot be fetched (the connection is not really back).
    backOnline();
    await waitFor(() => expect(attemptsFailed()).toBe(2));
    expect(await expectFallbackShown()).toBe(firstText);
    await settle();
    expect(federation.loads).toBe(2);
    expect(attemptsFailed()).toBe(2);
    // Still one listener, for the next event.
    expect(onlineListeners()).toBe(1);

    backOnline();
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(federation.loads).toBe(3);
  });

  it('does not load a failed remote again without an online event', async () => {
    const federation = federationAnswering(unavailable(), healthy);
    const registry = registryOver(federation);
    const { rerender } = render(outlet(registry));
    await expectFallbackShown();

    // The layout renders again and the browser reports going offline: nothing is fetched.
    rerender(outlet(registry));
    rerender(outlet(registry));
    window.dispatchEvent(new Event('offline'));
    await settle();

    await expectFallbackShown();
    expect(federation.loads).toBe(1);
  });

  it('gives outlets of the same failed remote one shared attempt for one online event', async () => {
    const federation = federationAnswering(unavailable(), healthy);
    const registry = registryOver(federation);
    render(
      <>
        {outlet(registry)}
        {outlet(registry)}
      </>,
    );
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(federation.loads).toBe(1);
    expect(onlineListeners()).toBe(2);

    backOnline();

    await waitFor(() => expect(screen.getAllByRole('heading', { name: 'Messages' })).toHaveLength(2));
    expect(federation.loads).toBe(2);
  });

  it('stops listening for online once the remote has loaded', async () => {
    const federation = federationAnswering(unavailable(), healthy);
    renderOutlet(federation);
    await expectFallbackShown();
    expect(onlineListeners()).toBe(1);

    backOnline();
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(onlineListeners()).toBe(0);

    backOnline();
    await settle();
    expect(federation.loads).toBe(2);
    expect(screen.getByRole('heading', { name: 'Messages' })).toBeInTheDocument();
  });

  it('loads nothing more for an online event once the remote has loaded fine, and keeps no listener', async () => {
    const federation = federationAnswering(healthy);
    renderOutlet(federation);
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    backOnline();
    await settle();
    expect(federation.loads).toBe(1);
    expect(onlineListeners()).toBe(0);
  });

  /** A federation whose first load answers only when `answerFirst` is called; later loads answer `later`. */
  function federationHoldingFirst(later: unknown) {
    let answerFirst!: (answer: unknown) => void;
    const first = new Promise<unknown>((resolve) => (answerFirst = resolve));
    const host = {
      loads: 0,
      registerRemotes: () => undefined,
      loadRemote: async <T,>() => {
        host.loads += 1;
        return (host.loads === 1 ? await first : later) as T;
      },
    };
    return { federation: host, answerFirst };
  }

  it('tries once more a load that was under way when the browser came back online and then failed (offline and back in one step)', async () => {
    const { federation, answerFirst } = federationHoldingFirst(healthy);
    renderOutlet(federation);
    await waitFor(() => expect(federation.loads).toBe(1));
    await settle();

    backOnline();
    answerFirst(unavailable());

    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(federation.loads).toBe(2);
  });

  it('does not try a failed load again when no online event came while it was under way', async () => {
    const { federation, answerFirst } = federationHoldingFirst(healthy);
    renderOutlet(federation);
    await waitFor(() => expect(federation.loads).toBe(1));
    answerFirst(unavailable());
    await expectFallbackShown();
    await settle();
    expect(federation.loads).toBe(1);
  });

  it('gives one online event during a load one more try only: a second failure shows the fallback', async () => {
    const { federation, answerFirst } = federationHoldingFirst(unavailable());
    renderOutlet(federation);
    await waitFor(() => expect(federation.loads).toBe(1));
    await settle();
    backOnline();
    answerFirst(unavailable());
    await waitFor(() => expect(federation.loads).toBe(2));
    await expectFallbackShown();
    await settle();
    expect(federation.loads).toBe(2);
  });

  it('stops listening for online when it unmounts', async () => {
    const federation = federationAnswering(unavailable(), healthy);
    const { unmount } = renderOutlet(federation);
    await expectFallbackShown();
    unmount();
    expect(onlineListeners()).toBe(0);

    backOnline();
    await settle();
    expect(federation.loads).toBe(1);
  });

  it('does not mount a remote whose mount threw again when the browser is back online (a crash, not the network)', async () => {
    const throwingMount: RemoteLifecycles = {
      bootstrap: async () => undefined,
      mount: async () => {
        throw new Error('mount exploded');
      },
      unmount: async () => undefined,
    };
    const federation = federationAnswering(throwingMount, healthy);
    renderOutlet(federation);
    await expectFallbackShown();

    backOnline();
    await settle();

    await expectFallbackShown();
    expect(federation.loads).toBe(1);
    expect(onlineListeners()).toBe(0);
  });

  it('does not load a remote that crashed while rendering again when the browser is back online', async () => {
    const Broken = (): React.ReactElement => {
      throw new Error('render exploded');
    };
    const federation = federationAnswering(remoteRendering(Broken), healthy);
    renderOutlet(federation);
    await expectFallbackShown();

    backOnline();
    await settle();

    await expectFallbackShown();
    expect(federation.loads).toBe(1);
    expect(onlineListeners()).toBe(0);
  });
});
