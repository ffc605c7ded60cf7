import { Component, useState, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback, Spinner } from '@shalom/shared';
import { useProductTitle } from '../pages/common/useProductTitle';
import { restartPlatform, usePlatform } from '../platform/platform';
import { shellNavigation } from '../routes/shellNavigation';
import type { RemoteKey } from '../routes/routeTable';
import RemoteOutlet from './RemoteOutlet';

interface BoundaryProps {
  children: ReactNode;
  onRetry(): void;
}

/** Render layer of failure isolation: anything thrown while rendering this area stays here. */
class RemoteAreaBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[remotes] section crashed', error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <ErrorFallback
          onRetry={() => {
            this.setState({ error: null });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}

export interface RemoteAreaProps {
  remote: RemoteKey;
}

/** The part of the layout where the remote owning the current route lives. */
export function RemoteArea({ remote }: RemoteAreaProps) {
  const platform = usePlatform();
  const [generation, setGeneration] = useState(0);
  useProductTitle();

  if (platform.phase === 'starting') return <Spinner fullArea />;
  if (platform.phase === 'failed') return <ErrorFallback onRetry={restartPlatform} />;
  return (
    <RemoteAreaBoundary key={generation} onRetry={() => setGeneration((n) => n + 1)}>
      <RemoteOutlet remote={remote} config={platform.config} supabase={platform.supabase} navigation={shellNavigation} />
    </RemoteAreaBoundary>
  );
}
