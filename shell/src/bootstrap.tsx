import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { activateLocale, initialLocale } from '@shalom/shared/i18n';
import './styles.css';
import { App } from './App';
import { followPrerenderedLinks, takeOverPrerenderedAuth } from './prerender/authHandover';
import { canHydrateLanding, canTakeOverAuth, canTakeOverDashboard, discardPrerender, dropPrerenderMarks, keepUntilFirstCommit } from './prerender/hydration';
import { captureInstallPrompt } from './pwa/installPromptCapture';
import { shellNavigation } from './routes/shellNavigation';

// The browser offers installation once, early: caught before React starts (spec §2 install prompt).
captureInstallPrompt();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The shell owns the language: the visitor's choice on this device, else the browser's. English is
// already in this bundle; any other language's messages are fetched before the first render, so
// the first paint is in the visitor's language and direction.
const locale = initialLocale();
void activateLocale(locale).then(() => {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // index.html carries the landing page prerendered at build time (src/prerender/): a visitor
  // without a session has already seen it in their language (English or Hebrew), and React takes it
  // over. Everyone else gets a fresh render, as before. The hydration is a transition, so React
  // hydrates in slices that yield to the browser instead of one long task right after the paint (a
  // click or key on the landing meanwhile makes React finish it at once, then handles it).
  if (canHydrateLanding(container, locale)) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  // Or the sign-in screen (/auth): its form is the remote's, mounted later in its own root, so the
  // app renders beside it, hidden, and takes its place once the live form is there, with what the
  // visitor typed (authHandover.ts). Nothing shows the hidden render: it may yield to input.
  if (canTakeOverAuth(container, locale)) {
    const live = document.createElement('div');
    live.hidden = true;
    container.after(live);
    // A link clicked on the prerender (its logo, "Sign up") is this app's navigation, made now if it
    // came before the app, at once if it comes while the app renders.
    const stopFollowing = followPrerenderedLinks((href, replace) => shellNavigation.navigate(href, { replace }));
    takeOverPrerenderedAuth(container, live, () => {
      stopFollowing();
      dropPrerenderMarks();
    });
    const root = createRoot(live);
    startTransition(() => root.render(app));
    return;
  }
  // Or the dashboard's frame (/dashboard on a device with a session): the app's first render draws
  // the same frame (header, heading, intro, Loading) while the guard reads the session, so it
  // renders into #root as it is and its first commit replaces the prerender in one step.
  if (canTakeOverDashboard(container, locale)) {
    keepUntilFirstCommit(container);
    const root = createRoot(container);
    startTransition(() => root.render(app));
    return;
  }
  discardPrerender(container);
  // A link the visitor may have clicked on a prerender this visit does not take over.
  followPrerenderedLinks((href, replace) => shellNavigation.navigate(href, { replace }))();
  // A transition: React renders the first screen in slices that yield to the browser (input,
  // network callbacks) instead of one long task, and commits it whole, as before.
  const root = createRoot(container);
  startTransition(() => root.render(app));
});
