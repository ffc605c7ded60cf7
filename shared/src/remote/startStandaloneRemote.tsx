import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { RemoteServicesProvider, Spinner, startStandalone } from '@shalom/shared';
import { activateLocale, initialLocale } from '@shalom/shared/i18n';

/**
 * Standalone mode (`npm run dev -w <remote>`): the remote plays the shell's part for itself and
 * renders its routes into #root with its own browser history.
 */
export function startStandaloneRemote(Routes: ComponentType): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);

  // Alone, the remote also plays the shell's part for the language: the visitor's choice or browser.
  return Promise.all([startStandalone(), activateLocale(initialLocale())]).then(([services]) => {
    root.render(
      <StrictMode>
        <RemoteServicesProvider services={services}>
          <BrowserRouter>
            <main className="min-h-dvh bg-background text-foreground">
              <Suspense fallback={<Spinner fullArea />}>
                <Routes />
              </Suspense>
            </main>
          </BrowserRouter>
        </RemoteServicesProvider>
      </StrictMode>,
    );
  });
}
