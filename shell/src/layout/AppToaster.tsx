import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import type { BusEventOf } from '@shalom/shared';
import { useLocale } from '@shalom/shared/i18n';
import { usePlatform } from '../platform/platform';

/** Shows a toast published on the bus by any app (remotes bundle their own sonner, so they publish instead). */
export function showBusToast({ title, description, variant = 'default' }: BusEventOf<'toast'>): void {
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

/** The page's one toaster: shell pages call sonner's `toast` directly, remotes go through the bus. */
export function AppToaster() {
  // sonner reads the document's direction only when it mounts; this follows a language switch.
  const { dir } = useLocale();
  // The bus exists once the platform runs (remotes publish only after that); a visitor's landing
  // page mounts the toaster without it, so sonner alone is loaded there.
  const platform = usePlatform();
  const bus = platform.phase === 'ready' ? platform.bus : null;
  useEffect(() => {
    if (!bus) return;
    const subscription = bus.on('toast').subscribe(showBusToast);
    return () => subscription.unsubscribe();
  }, [bus]);
  return <Toaster position="top-center" dir={dir} richColors closeButton toastOptions={{ classNames: { toast: 'font-sans' } }} />;
}
