import { isRemoteLoadFailure } from './remoteLoadFailure';

/** single-spa lifecycles a remote exposes as `./lifecycles`. */
export interface RemoteLifecycles {
  bootstrap(props: object): Promise<unknown>;
  mount(props: object): Promise<unknown>;
  unmount(props: object): Promise<unknown>;
  update?(props: object): Promise<unknown>;
}

export type RemoteLoadState =
  | { status: 'idle' }
  | { status: 'loading'; attempt: number }
  | { status: 'ready'; attempt: number; lifecycles: RemoteLifecycles }
  | { status: 'error'; attempt: number; error: Error };

/** The part of the federation runtime the registry uses (the enhanced runtime instance). */
export interface FederationHost {
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export interface RegistryEntry {
  /** Federation container name, e.g. mf_messages. */
  containerName: string;
  /** URL of the remote's mf-manifest.json (from /config.json), or undefined if not listed. */
  manifestUrl: string | undefined;
}

const EXPOSED_MODULE = 'lifecycles';
// One object, so getState() is stable for useSyncExternalStore while nothing happened yet.
const IDLE: RemoteLoadState = { status: 'idle' };

function isLifecycles(value: unknown): value is RemoteLifecycles {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return ['bootstrap', 'mount', 'unmount'].every((name) => typeof candidate[name] === 'function');
}

/**
 * Remotes registered at run time from /config.json: nothing is fetched until a route needs it,
 * a failed load becomes an error state (never an exception into React), and retry() forgets
 * everything the runtime cached about that remote before loading it again.
 */
export class RemoteRegistry {
  private readonly states = new Map<string, RemoteLoadState>();
  private readonly inFlight = new Map<string, Promise<RemoteLoadState>>();
  private readonly registered = new Set<string>();
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly host: FederationHost,
    private readonly entries: Record<string, RegistryEntry>,
  ) {}

  getState(remote: string): RemoteLoadState {
    return this.states.get(remote) ?? IDLE;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Loads a remote's lifecycles once; concurrent callers share the same attempt. */
  load(remote: string): Promise<RemoteLoadState> {
    const state = this.getState(remote);
    if (state.status === 'ready' || state.status === 'error') return Promise.resolve(state);
    return this.inFlight.get(remote) ?? this.attempt(remote, false);
  }

  /** Loads again from the network, even if the last attempt failed or succeeded. */
  retry(remote: string): Promise<RemoteLoadState> {
    return this.inFlight.get(remote) ?? this.attempt(remote, true);
  }

  private attempt(remote: string, force: boolean): Promise<RemoteLoadState> {
    const previous = this.getState(remote);
    const attempt = previous.status === 'idle' ? 1 : previous.attempt + 1;
    this.setState(remote, { status: 'loading', attempt });
    const run = this.fetchLifecycles(remote, force)
      .then(
        (lifecycles): RemoteLoadState => ({ status: 'ready', attempt, lifecycles }),
        (cause: unknown): RemoteLoadState => {
          const error = cause instanceof Error ? cause : new Error(String(cause));
          console.error(`[remotes] ${remote} is unavailable (attempt ${attempt})`, error);
          return { status: 'error', attempt, error };
        },
      )
      .then((next) => {
        this.inFlight.delete(remote);
        this.setState(remote, next);
        return next;
      });
    this.inFlight.set(remote, run);
    return run;
  }

  private async fetchLifecycles(remote: string, force: boolean): Promise<RemoteLifecycles> {
    const entry = this.entries[remote];
    if (!entry?.manifestUrl) throw new Error(`${remote} is not listed in /config.json "remotes"`);
    if (force || !this.registered.has(remote)) {
      // force: drop the runtime's cached manifest, container and module so the retry is real.
      this.host.registerRemotes([{ name: entry.containerName, entry: entry.manifestUrl }], { force: this.registered.has(remote) });
      this.registered.add(remote);
    }
    const loaded = await this.host.loadRemote<unknown>(`${entry.containerName}/${EXPOSED_MODULE}`);
    if (isRemoteLoadFailure(loaded)) throw loaded.error;
    if (!isLifecycles(loaded)) throw new Error(`${remote} does not expose single-spa lifecycles as ./${EXPOSED_MODULE}`);
    return loaded;
  }

  private setState(remote: string, state: RemoteLoadState) {
    this.states.set(remote, state);
    for (const listener of [...this.listeners]) listener();
  }
}
