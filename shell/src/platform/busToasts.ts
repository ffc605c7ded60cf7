import type { BusEventOf, EventBus } from '@shalom/shared';
import { reportUnshownToast } from '../layout/reportUnshownToast';

type ToasterModule = Pick<typeof import('../layout/AppToaster'), 'loadSonner' | 'showBusToast'>;

const loadToasterModule = (): Promise<ToasterModule> => import(/* webpackChunkName: "visitor-toaster" */ '../layout/AppToaster');

/**
 * Shows every toast an app publishes on the bus (remotes bundle no sonner, so they publish). It
 * is subscribed the moment start-up makes the bus, not when the toaster's chunk has arrived:
 * toast events are not replayed, and under load a remote's form can answer a click before that
 * chunk is here. sonner keeps toasts made before its toaster mounts and shows them when it does.
 */
export function showBusToasts(bus: EventBus, loadToaster: () => Promise<ToasterModule> = loadToasterModule): () => void {
  const show = (event: BusEventOf<'toast'>) =>
    loadToaster()
      .then(({ loadSonner, showBusToast }) => loadSonner().then((sonner) => showBusToast(sonner, event)))
      .catch(reportUnshownToast);
  const subscription = bus.on('toast').subscribe((event) => void show(event));
  return () => subscription.unsubscribe();
}
