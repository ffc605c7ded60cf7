import { config as rxjsConfig } from 'rxjs';
import { getEventBus, type EventBus } from './eventBus';
import type { BusEvent } from './busEvents';

/** Loads a fresh copy of the bus module, as a second remote bundling @shalom/shared would. */
function loadSeparateModuleInstance(): { getEventBus: () => EventBus } {
  let loaded: { getEventBus: () => EventBus } | undefined;
  jest.isolateModules(() => {
    loaded = require('./eventBus') as { getEventBus: () => EventBus };
  });
  if (!loaded) throw new Error('module did not load');
  return loaded;
}

describe('event bus', () => {
  it('is one bus per page even when the module is loaded twice', () => {
    const busOfShell = loadSeparateModuleInstance().getEventBus();
    const busOfRemote = loadSeparateModuleInstance().getEventBus();
    const received: BusEvent[] = [];
    const subscription = busOfRemote.events$.subscribe((event) => received.push(event));

    busOfShell.publish({ type: 'toast', title: 'Signed out', description: 'You have been logged out.' });

    expect(received).toEqual([
      { type: 'toast', v: 1, title: 'Signed out', description: 'You have been logged out.' },
    ]);
    subscription.unsubscribe();
  });

  it('replays the latest session to a late subscriber, then delivers live changes', () => {
    const bus = loadSeparateModuleInstance().getEventBus();
    bus.publish({ type: 'session.changed', session: { status: 'signed-out', user: null } });
    bus.publish({
      type: 'session.changed',
      session: { status: 'signed-in', user: { id: 'user-replay', email: 'a@example.com' } },
    });

    const lateRemote = loadSeparateModuleInstance().getEventBus();
    const seen: string[] = [];
    const subscription = lateRemote.session$.subscribe((session) =>
      seen.push(session.status === 'signed-in' ? `in:${session.user.id}` : session.status),
    );
    expect(seen).toEqual(['in:user-replay']);

    bus.publish({ type: 'session.changed', session: { status: 'signed-out', user: null } });
    expect(seen).toEqual(['in:user-replay', 'signed-out']);
    expect(lateRemote.latest('session.changed')?.session.status).toBe('signed-out');
    subscription.unsubscribe();
  });

  it('does not replay non-sticky events such as toasts', () => {
    const bus = loadSeparateModuleInstance().getEventBus();
    bus.publish({ type: 'toast', title: 'Earlier toast' });
    const titles: string[] = [];
    const subscription = bus.on('toast').subscribe((event) => titles.push(event.title));
    expect(titles).toEqual([]);
    bus.publish({ type: 'toast', title: 'Later toast' });
    expect(titles).toEqual(['Later toast']);
    subscription.unsubscribe();
  });

  it('narrows events by type for subscribers', () => {
    const bus = loadSeparateModuleInstance().getEventBus();
    const counts: number[] = [];
    const subscription = bus.on('unread.count').subscribe((event) => counts.push(event.count));
    bus.publish({ type: 'navigate', to: '/messages' });
    bus.publish({ type: 'unread.count', count: 4 });
    expect(counts.at(-1)).toBe(4);
    subscription.unsubscribe();
  });

  it('ignores unknown or malformed events from other builds instead of passing them on', () => {
    const bus = loadSeparateModuleInstance().getEventBus();
    const received: BusEvent[] = [];
    const subscription = bus.events$.subscribe((event) => received.push(event));
    const publishUntyped = bus.publish as (event: unknown) => void;

    publishUntyped({ type: 'calendar.synced', calendarId: 'c1' });
    publishUntyped({ type: 'toast' });
    bus.publish({ type: 'partner.selected', partner: null });

    expect(received.map((event) => event.type)).toEqual(['partner.selected']);
    subscription.unsubscribe();
  });

  it('keeps delivering to other subscribers when one throws, and reports the error', async () => {
    // This module's own copy, so the rxjs config below is the one its subscribers report to.
    const bus = getEventBus();
    const reported: unknown[] = [];
    const previousHandler = rxjsConfig.onUnhandledError;
    rxjsConfig.onUnhandledError = (error) => reported.push(error);
    const broken = bus.on('navigate').subscribe(() => {
      throw new Error('remote bug');
    });
    const targets: string[] = [];
    const healthy = bus.on('navigate').subscribe((event) => targets.push(event.to));

    bus.publish({ type: 'navigate', to: '/dashboard' });
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(targets).toEqual(['/dashboard']);
    expect(reported).toEqual([new Error('remote bug')]);
    broken.unsubscribe();
    healthy.unsubscribe();
    rxjsConfig.onUnhandledError = previousHandler;
  });

  it('rejects wrongly shaped events at compile time', () => {
    const bus = loadSeparateModuleInstance().getEventBus();
    const published: string[] = [];
    const subscription = bus.events$.subscribe((event) => published.push(event.type));
    // @ts-expect-error a toast needs a title
    bus.publish({ type: 'toast', description: 'no title' });
    // @ts-expect-error count is a number
    bus.publish({ type: 'unread.count', count: 'three' });
    // @ts-expect-error unknown event types are not part of the contract
    bus.publish({ type: 'made.up' });
    expect(published).toEqual([]);
    subscription.unsubscribe();
  });
});
