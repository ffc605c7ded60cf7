import { useSyncExternalStore } from 'react';
import { Download, X } from 'lucide-react';
import { Button } from '@shalom/shared';
import { pwaCatalog } from './i18n/catalog';
import {
  acceptInstallPrompt,
  dismissInstallPrompt,
  getInstallPromptState,
  subscribeInstallPrompt,
} from './installPromptCapture';
import { isInstalledMode } from './installedMode';

/** Spec §2 install prompt: offered 5 s after the browser offers installation; hidden once installed. */
export function InstallPrompt() {
  const state = useSyncExternalStore(subscribeInstallPrompt, getInstallPromptState, getInstallPromptState);
  const t = pwaCatalog.useT();
  if (state.kind !== 'offer' || isInstalledMode()) return null;
  return (
    <aside
      role="dialog"
      aria-modal="false"
      aria-labelledby="install-prompt-title"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-md rounded-card border border-border bg-surface p-4 shadow-card sm:inset-x-auto sm:end-6 sm:bottom-6"
    >
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-serif text-lg font-bold text-primary-foreground">
          ש
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="install-prompt-title" className="font-serif text-lg font-semibold">
            {t('install.title')}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('install.body')}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button onClick={() => void acceptInstallPrompt().catch((error: unknown) => console.error('[pwa] install failed', error))}>
              <Download aria-hidden="true" className="size-4" />
              {t('install.accept')}
            </Button>
            <Button variant="secondary" onClick={dismissInstallPrompt}>
              {t('install.dismiss')}
            </Button>
          </div>
        </div>
        <button
          type="button"
          onClick={dismissInstallPrompt}
          aria-label={t('install.dismiss')}
          className="inline-flex size-8 items-center justify-center rounded-control text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </aside>
  );
}
