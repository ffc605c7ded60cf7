import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { RemoteServicesProvider, startStandalone } from '@shalom/shared';
import './styles.css';
import { AiGuidanceRoutes } from './routes/AiGuidanceRoutes';

// Standalone mode (`npm run dev -w mf-ai-guidance`): this remote plays the shell's part for itself.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

void startStandalone().then((services) => {
  root.render(
    <StrictMode>
      <RemoteServicesProvider services={services}>
        <BrowserRouter>
          <main className="min-h-dvh bg-background text-foreground">
            <AiGuidanceRoutes />
          </main>
        </BrowserRouter>
      </RemoteServicesProvider>
    </StrictMode>,
  );
});
