import type { BusEventOf, EventBus } from '@shalom/shared';
import { reportUnshownToast } from '../layout/reportUnshownToast';

type ToastModule = Pick<typeof import('../layout/lazySonner'), 'showBusToast'>;

// The toaster's chunk: what shows a toast arrives with what mounts the toaster.
const loadToastModule = (): Promise<ToastModule> => import(/* webpackChunkName: "visitor-toaster" */ '../layout/lazySonner');

/**
 * Shows every toast an app publishes on the bus (remotes bundle no sonner, so they publish). It
 * is subscribed the moment start-up makes the bus, not when the toaster's chunk has arrived:
 * toast events are not replayed, and under load a remote's form can answer a click before that
 * chunk is here. sonner keeps toasts made before its toaster mounts and shows them when it does.
 */
export function showBusToasts(bus: EventBus, loadToasts: () => Promise<ToastModule> = loadToastModule): () => void {
  const show = (event: BusEventOf<'toast'>) => loadToasts().then(({ showBusToast }) => showBusToast(event), reportUnshownToast);
  const subscription = bus.on('toast').subscribe((event) => void show(event));
  return () => subscription.unsubscribe();
}
