import { useEffect, useSyncExternalStore } from 'react';
import type { BusEventOf } from '@shalom/shared';
import { useLocale } from '@shalom/shared/i18n';
import { reportUnshownToast } from './reportUnshownToast';

type Sonner = typeof import('sonner');

/*
 * sonner (9 KB gz, and the work of mounting its toaster) is not needed to show a page, only a
 * toast, so it loads when the first toast is asked for or the visitor first acts on the page
 * (every toast but the service worker's update offer follows an action). Before that no toast can
 * be lost: start-up subscribes to the bus's toasts as it makes the bus (platform/busToasts.ts),
 * and a toast asked for while sonner downloads is shown once it has arrived (sonner replays toasts
 * created before its toaster mounted).
 */
let sonnerModule: Sonner | null = null;
let sonnerLoading: Promise<Sonner> | undefined;
const sonnerListeners = new Set<() => void>();

/** sonner, loaded once; the toaster mounts when it is here. */
export function loadSonner(): Promise<Sonner> {
  sonnerLoading ??= import(/* webpackChunkName: "sonner" */ 'sonner').then(
    (module) => {
      sonnerModule = module;
      for (const listener of [...sonnerListeners]) listener();
      return module;
    },
    (error: unknown) => {
      // Offline before the worker had it, or a redeploy: the next toast or action tries again.
      sonnerLoading = undefined;
      throw error;
    },
  );
  return sonnerLoading;
}

function subscribeSonner(listener: () => void): () => void {
  sonnerListeners.add(listener);
  return () => sonnerListeners.delete(listener);
}

const getSonner = () => sonnerModule;

/** Shows a toast published on the bus by any app (remotes bundle no sonner, so they publish instead). */
export function showBusToast({ toast }: Pick<Sonner, 'toast'>, { title, description, variant = 'default' }: BusEventOf<'toast'>): void {
  const options = description ? { description } : undefined;
  switch (variant) {
    case 'destructive':
      toast.error(title, options);
      break;
    case 'success':
      toast.success(title, options);
      break;
    case 'info':
      toast.info(title, options);
      break;
    default:
      toast(title, options);
  }
}

type Toast = Sonner['toast'];

/**
 * sonner's `toast` for shell code, without sonner in its chunk: each call loads sonner (once, see
 * loadSonner) and then shows the toast; the action that caused it has already started the download.
 */
export const lazyToast = {
  success: (...args: Parameters<Toast['success']>): void => void loadSonner().then(({ toast }) => toast.success(...args), reportUnshownToast),
  error: (...args: Parameters<Toast['error']>): void => void loadSonner().then(({ toast }) => toast.error(...args), reportUnshownToast),
  info: (...args: Parameters<Toast['info']>): void => void loadSonner().then(({ toast }) => toast.info(...args), reportUnshownToast),
};

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

/** The page's one toaster: shell code calls lazyToast, remotes publish on the bus (busToasts.ts). */
export function AppToaster() {
  // sonner reads the document's direction only when it mounts; this follows a language switch.
  const { dir } = useLocale();
  const sonner = useSyncExternalStore(subscribeSonner, getSonner, getSonner);
  useEffect(() => {
    if (sonner) return;
    return onFirstAction(() => void loadSonner().catch(() => undefined));
  }, [sonner]);
  if (!sonner) return null;
  const { Toaster } = sonner;
  return <Toaster position="top-center" dir={dir} richColors closeButton toastOptions={{ classNames: { toast: 'font-sans' } }} />;
}
