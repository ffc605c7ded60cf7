import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { retryFailedImports } from './retryableLazy';

interface QuietLazyProps {
  children: ReactNode;
  /**
   * When else to try a piece that could not load (besides the browser coming back online):
   * subscribes `retry`, returns the unsubscribe.
   */
  retryWhen?: (retry: () => void) => () => void;
  /** Told each time the piece could not load (or render). */
  onFailure?: (error: Error) => void;
}

interface QuietLazyState {
  failed: boolean;
  attempt: number;
}

/**
 * For small on-demand pieces of chrome (header controls, the toaster): render nothing while they
 * load or if they cannot load, so the page around them is never blanked. A piece that failed (the
 * visitor was offline, the network blipped) is tried again when the browser is back online, and
 * whenever `retryWhen` asks; its lazy component must import again then (retryableLazy does).
 */
export class QuietLazy extends Component<QuietLazyProps, QuietLazyState> {
  override state: QuietLazyState = { failed: false, attempt: 0 };
  private stopRetryWhen: (() => void) | undefined;

  static getDerivedStateFromError(): Partial<QuietLazyState> {
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
    console.error('[shell] could not load a header or toaster piece', error, info.componentStack);
    this.props.onFailure?.(error);
  }

  /** Renders the piece again, with a fresh import, if it had failed (a retry while it loads changes nothing). */
  private readonly retry = () => {
    if (!this.state.failed) return;
    retryFailedImports();
    this.setState((state) => ({ failed: false, attempt: state.attempt + 1 }));
  };

  override render() {
    if (this.state.failed) return null;
    return (
      <Suspense key={this.state.attempt} fallback={null}>
        {this.props.children}
      </Suspense>
    );
  }
}
