/**
 * What the federation runtime hands back instead of a module when a remote cannot be loaded
 * (errorLoadRemote fallback). Recognised by the registry, which turns it into an error state.
 */
const FAILURE_MARK = Symbol.for('shalom-bayit.remote-load-failure');

export interface RemoteLoadFailure {
  readonly [FAILURE_MARK]: true;
  readonly id: string;
  readonly error: Error;
}

export function createRemoteLoadFailure(id: string, cause: unknown): RemoteLoadFailure {
  const error = cause instanceof Error ? cause : new Error(String(cause));
  return { [FAILURE_MARK]: true, id, error };
}

export function isRemoteLoadFailure(value: unknown): value is RemoteLoadFailure {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[FAILURE_MARK] === true;
}
