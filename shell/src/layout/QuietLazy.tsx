import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';

/**
 * For small on-demand pieces of chrome (header controls, the toaster): render nothing while they
 * load or if they cannot load, so the page around them is never blanked.
 */
export class QuietLazy extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[shell] could not load a header or toaster piece', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return null;
    return <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
