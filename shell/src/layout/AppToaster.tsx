import { useEffect, useSyncExternalStore } from 'react';
import { useLocale } from '@shalom/shared/i18n';
import { getSonner, loadSonner, subscribeSonner } from './lazySonner';
import { markToasterMounted } from './toasterMount';

/** The first pointer press or key press on the page: what most toasts answer. */
function onFirstAction(then: () => void): () => void {
  const events = ['pointerdown', 'keydown'] as const;
  const handle = () => {
    stop();
    then();
  };
  function stop() {
    for (const type of events) window.removeEventListener(type, handle, true);
  }
  for (const type of events) window.addEventListener(type, handle, { capture: true, passive: true });
  return stop;
}

/**
 * Toasts open under the header (its height and its bottom border, then a gap), at every width:
 * at the top they covered its language picker, and on a phone, where a toast spans the width, its
 * icons. Where there is no header (the intro) they are as far down, which covers nothing either.
 */
const BELOW_HEADER = { top: 'calc(var(--shell-header-height) + 1px + 0.75rem)' };

/**
 * The page's one toaster: shell code calls lazyToast or showToast (lazySonner.ts), remotes publish
 * on the bus (busToasts.ts). sonner's <Toaster/> mounts once sonner is here: on the first toast or
 * the visitor's first action.
 */
export function AppToaster() {
  // sonner reads the document's direction only when it mounts; this follows a language switch.
  const { dir } = useLocale();
  const sonner = useSyncExternalStore(subscribeSonner, getSonner, getSonner);
  useEffect(markToasterMounted, []);
  useEffect(() => {
    if (sonner) return;
    return onFirstAction(() => void loadSonner().catch(() => undefined));
  }, [sonner]);
  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
    <Toaster
      position="top-center"
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER}
      dir={dir}
      richColors
      closeButton
      toastOptions={{ classNames: { toast: 'font-sans' } }}
    />
  );
}
