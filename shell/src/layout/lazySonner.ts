import type { BusEventOf } from '@shalom/shared';
import { reportUnshownToast } from './reportUnshownToast';
import { whenToasterMounted } from './toasterMount';

type Sonner = typeof import('sonner');
type Toast = Sonner['toast'];

/*
 * sonner (9 KB gz, and the work of mounting its toaster) is not needed to show a page, only a
 * toast, so it loads when the first toast is asked for or the visitor first acts on the page
 * (every toast but the service worker's update offer follows an action; see AppToaster). Before
 * that no toast can be lost: start-up subscribes to the bus's toasts as it makes the bus
 * (platform/busToasts.ts), and a toast asked for while sonner or the toaster downloads is shown
 * once both have arrived (sonner replays the toasts created before its toaster mounted).
 *
 * This module is what toasts are made with; the toaster itself (AppToaster.tsx) stays in its own
 * chunk.
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

/** For AppToaster (useSyncExternalStore): sonner's arrival. */
export function subscribeSonner(listener: () => void): () => void {
  sonnerListeners.add(listener);
  return () => sonnerListeners.delete(listener);
}

export const getSonner = (): Sonner | null => sonnerModule;

/**
 * Shows a toast made by `create`: loads sonner, then makes sure the page's toaster is mounted (if
 * its chunk failed, the layout tries it again). A toast that cannot be shown is reported.
 */
export function showToast(create: (toast: Toast) => unknown): Promise<void> {
  return loadSonner()
    .then(({ toast }) => {
      create(toast);
      return whenToasterMounted();
    })
    .catch(reportUnshownToast);
}

/** A toast published on the bus by any app (remotes bundle no sonner, so they publish instead). */
export function showBusToast({ title, description, variant = 'default' }: BusEventOf<'toast'>): Promise<void> {
  const options = description ? { description } : undefined;
  return showToast((toast) => {
    switch (variant) {
      case 'destructive':
        return toast.error(title, options);
      case 'success':
        return toast.success(title, options);
      case 'info':
        return toast.info(title, options);
      default:
        return toast(title, options);
    }
  });
}

/**
 * sonner's `toast` for shell code, without sonner in its chunk: each call loads sonner (once, see
 * loadSonner) and then shows the toast; the action that caused it has already started the download.
 */
export const lazyToast = {
  success: (...args: Parameters<Toast['success']>): void => void showToast((toast) => toast.success(...args)),
  error: (...args: Parameters<Toast['error']>): void => void showToast((toast) => toast.error(...args)),
  info: (...args: Parameters<Toast['info']>): void => void showToast((toast) => toast.info(...args)),
};
