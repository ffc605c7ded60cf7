import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
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
 * loop, and one that fails again shows `failure` again.
 */
export class RetryingSuspense extends Component<RetryingSuspenseProps, RetryingSuspenseState> {
  override state: RetryingSuspenseState = { failed: false, attempt: 0 };
  private stopRetryWhen: (() => void) | undefined;

  static getDerivedStateFromError(): Partial<RetryingSuspenseState> {
    return { failed: true };
  }

  override componentDidMount() {
    window.addEventListener('online', this.retry);
    this.stopRetryWhen = this.props.retryWhen?.(this.retry);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
    this.stopRetryWhen?.();
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(this.props.failureLog, error, info.componentStack);
    this.props.onFailure?.(error);
  }

  /** Renders the children again, with a fresh import, if they had failed (a retry while they load changes nothing). */
  private readonly retry = () => {
    if (!this.state.failed) return;
    retryFailedImports();
    this.setState((state) => ({ failed: false, attempt: state.attempt + 1 }));
  };

  override render() {
    if (this.state.failed) return this.props.failure(this.retry);
    return (
      <Suspense key={this.state.attempt} fallback={this.props.fallback}>
        {this.props.children}
      </Suspense>
    );
  }
}
