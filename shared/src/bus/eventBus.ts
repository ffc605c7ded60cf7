import { Observable, filter, map } from 'rxjs';
import {
  BUS_PROTOCOL_VERSION,
  STICKY_EVENT_TYPES,
  isKnownBusEvent,
  type BusEvent,
  type BusEventInput,
  type BusEventOf,
  type BusEventType,
  type SessionSnapshot,
  type StickyEventType,
} from './busEvents';

/**
 * The wire is the only thing stored on globalThis. It is plain JS with no library types, so two
 * different builds of @shalom/shared (a remote that fell back to its own copy, or two versions)
 * still meet on the same wire, and each wraps it with its own typed façade and its own idea of
 * which events it understands.
 */
interface BusWire {
  readonly protocol: number;
  emit(event: unknown): void;
  listen(listener: (event: unknown) => void): () => void;
  latest(type: string): unknown;
}

const WIRE_KEY = Symbol.for('shalom-bayit.event-bus.wire.v1');

function createWire(): BusWire {
  const listeners = new Set<(event: unknown) => void>();
  const latestByType = new Map<string, unknown>();
  const sticky = new Set<string>(STICKY_EVENT_TYPES);
  return {
    protocol: BUS_PROTOCOL_VERSION,
    emit(event) {
      const type = typeof event === 'object' && event !== null ? (event as { type?: unknown }).type : undefined;
      if (typeof type === 'string' && sticky.has(type)) latestByType.set(type, event);
      // Copy first: a listener may unsubscribe (or subscribe) while we iterate.
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          // One broken subscriber (say, in a remote) must not stop delivery to the others.
          console.error('[event-bus] subscriber failed', error);
        }
      }
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    latest(type) {
      return latestByType.get(type);
    },
  };
}

function getWire(): BusWire {
  const holder = globalThis as typeof globalThis & { [WIRE_KEY]?: BusWire };
  holder[WIRE_KEY] ??= createWire();
  return holder[WIRE_KEY];
}

export interface EventBus {
  /** Publish an event; the bus stamps the protocol version. */
  publish(event: BusEventInput): void;
  /** Every event this build understands, from now on (no replay). */
  readonly events$: Observable<BusEvent>;
  /** Events of one type. Sticky types (session, partner, unread) replay their latest value first. */
  on<T extends BusEventType>(type: T): Observable<BusEventOf<T>>;
  /** The session, latest value replayed to late subscribers. */
  readonly session$: Observable<SessionSnapshot>;
  /** Latest value of a sticky event type, if one was published. */
  latest<T extends StickyEventType>(type: T): BusEventOf<T> | undefined;
}

function isSticky(type: string): type is StickyEventType {
  return (STICKY_EVENT_TYPES as readonly string[]).includes(type);
}

function createFacade(wire: BusWire): EventBus {
  const rawEvents$ = new Observable<unknown>((subscriber) => wire.listen((event) => subscriber.next(event)));
  const events$ = rawEvents$.pipe(filter(isKnownBusEvent));

  const latest = <T extends StickyEventType>(type: T): BusEventOf<T> | undefined => {
    const event = wire.latest(type);
    return isKnownBusEvent(event) && event.type === type ? (event as BusEventOf<T>) : undefined;
  };

  const on = <T extends BusEventType>(type: T): Observable<BusEventOf<T>> =>
    new Observable<BusEventOf<T>>((subscriber) => {
      if (isSticky(type)) {
        const last = latest(type);
        if (last) subscriber.next(last as BusEventOf<T>);
      }
      const subscription = events$
        .pipe(filter((event): event is BusEventOf<T> => event.type === type))
        .subscribe(subscriber);
      return () => subscription.unsubscribe();
    });

  return {
    publish(event) {
      wire.emit({ ...event, v: BUS_PROTOCOL_VERSION });
    },
    events$,
    on,
    session$: on('session.changed').pipe(map((event) => event.session)),
    latest,
  };
}

let facade: EventBus | undefined;

/**
 * The page's one event bus. However many copies of @shalom/shared a page loads, they all share one
 * wire on globalThis, so an event published by any app reaches every app.
 */
export function getEventBus(): EventBus {
  facade ??= createFacade(getWire());
  return facade;
}
