import { useEffect } from 'react';
import type { RemoteMountProps } from './remoteMountProps';
import { ErrorFallback } from '../ui/ErrorFallback';

export interface RemoteRenderFailureProps {
  error: unknown;
  mountProps: Partial<RemoteMountProps>;
}

/**
 * What a remote's error boundary renders (single-spa-react `errorBoundary`). Inside the shell it
 * hands the error to the shell, which replaces the remote with its fallback and Retry; when the
 * remote runs alone it shows the same fallback itself, retrying with a reload.
 */
export function RemoteRenderFailure({ error, mountProps }: RemoteRenderFailureProps) {
  const reportError = mountProps.reportError;
  useEffect(() => {
    console.error(`[${mountProps.remoteName ?? 'remote'}] failed to render`, error);
    reportError?.(error);
  }, [error, reportError, mountProps.remoteName]);
  if (reportError) return null;
  return <ErrorFallback onRetry={() => window.location.reload()} />;
}
