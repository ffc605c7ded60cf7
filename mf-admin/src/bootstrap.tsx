import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { RemoteServicesProvider, startStandalone } from '@shalom/shared';
import './styles.css';
import { AdminRoutes } from './routes/AdminRoutes';

// Standalone mode (`npm run dev -w mf-admin`): this remote plays the shell's part for itself.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

void startStandalone().then((services) => {
  root.render(
    <StrictMode>
      <RemoteServicesProvider services={services}>
        <BrowserRouter>
          <main className="min-h-dvh bg-background text-foreground">
            <AdminRoutes />
          </main>
        </BrowserRouter>
      </RemoteServicesProvider>
    </StrictMode>,
  );
});
