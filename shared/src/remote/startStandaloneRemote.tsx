import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { RemoteServicesProvider, startStandalone } from '@shalom/shared';

/**
 * Standalone mode (`npm run dev -w <remote>`): the remote plays the shell's part for itself and
 * renders its routes into #root with its own browser history.
 */
export function startStandaloneRemote(Routes: ComponentType): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);

  return startStandalone().then((services) => {
    root.render(
      <StrictMode>
        <RemoteServicesProvider services={services}>
          <BrowserRouter>
            <main className="min-h-dvh bg-background text-foreground">
              <Routes />
            </main>
          </BrowserRouter>
        </RemoteServicesProvider>
      </StrictMode>,
    );
  });
}
