import { Component, Suspense, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { retryFailedImports } from './retryableLazy';

interface RetryingSuspenseProps {
  children: ReactNode;
  /** Shown while the children load. */
  fallback: ReactNode;
  /** Shown instead of children that could not load (or render); `retry` tries them again. */
  failure(retry: () => void): ReactNode;
  /** Logged (console.error, with the error) each time the children could not load (or render). */
  failureLog: string;
  /** Told each time the children could not load (or render). */
  onFailure?: (error: Error) => void;
  /** When else to try failed children again: subscribes `retry`, returns the unsubscribe. */
  retryWhen?: (retry: () => void) => () => void;
}

interface RetryingSuspenseState {
  failed: boolean;
  attempt: number;
}

/**
 * Suspense plus an error boundary for code loaded on demand through retryableLazy (LazyArea's
 * pages and remote area, QuietLazy's pieces of chrome). Children that could not load (offline, a
 * network blip) are tried again, with a fresh import, when `failure`'s retry is called, when the
 * browser is back online (`online`), and whenever `retryWhen` asks — once each time, and only
 * while failed: never by itself while the network is down, so a failure is fetched once, not in a
 * loop, and one that fails again shows `failure` again. The browser can also come back online
 * while the children are still loading (offline for a moment, or back in one step): when that load
 * then fails, it is tried once more, since no later `online` may come to fetch it.
 */
export class RetryingSuspense extends Component<RetryingSuspenseProps, RetryingSuspenseState> {
  override state: RetryingSuspenseState = { failed: false, attempt: 0 };
  private stopRetryWhen: (() => void) | undefined;
  /** `online` came while this attempt's children were still loading. */
  private onlineWhileLoading = false;

  static getDerivedStateFromError(): Partial<RetryingSuspenseState> {
    return { failed: true };
  }

  override componentDidMount() {
    window.addEventListener('online', this.onOnline);
    this.stopRetryWhen = this.props.retryWhen?.(this.retry);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.onOnline);
    this.stopRetryWhen?.();
  }

  override componentDidUpdate(_props: RetryingSuspenseProps, previous: RetryingSuspenseState) {
    // retry() forgets the `online` it answers.
    if (!previous.failed && this.state.failed && this.onlineWhileLoading) this.retry();
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(this.props.failureLog, error, info.componentStack);
    this.props.onFailure?.(error);
  }

  /** Renders the children again, with a fresh import, if they had failed (a retry while they load changes nothing). */
  private readonly retry = () => {
    if (!this.state.failed) return;
    this.onlineWhileLoading = false;
    retryFailedImports();
    this.setState((state) => ({ failed: false, attempt: state.attempt + 1 }));
  };

  private readonly onOnline = () => {
    if (this.state.failed) this.retry();
    else this.onlineWhileLoading = true;
  };

  /** The children are on screen: an `online` before now ended no load of theirs. */
  private readonly loaded = () => {
    this.onlineWhileLoading = false;
  };

  override render() {
    if (this.state.failed) return this.props.failure(this.retry);
    return (
      <Suspense key={this.state.attempt} fallback={this.props.fallback}>
        {this.props.children}
        <OnCommit run={this.loaded} />
      </Suspense>
    );
  }
}

/** Calls `run` once its Suspense boundary has committed, i.e. once every sibling has loaded. */
function OnCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}
