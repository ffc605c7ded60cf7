import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLocale, initialLocale } from '@shalom/shared/i18n';
import './styles.css';
import { App } from './App';
import { captureInstallPrompt } from './pwa/installPromptCapture';

// The browser offers installation once, early: caught before React starts (spec §2 install prompt).
captureInstallPrompt();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The shell owns the language: the visitor's choice on this device, else the browser's. English is
// already in this bundle; any other language's messages are fetched before the first render, so
// the first paint is in the visitor's language and direction.
void activateLocale(initialLocale()).then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
