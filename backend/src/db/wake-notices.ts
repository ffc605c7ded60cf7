// NOTICEs that stand in for NOTIFY on PGlite.
//
// PGlite has one connection, and every statement reaches it through our adapter, so a listener in
// this process needs no shared queue: a NOTICE that a statement raises comes back in the answer of
// the very call that ran it. pg_notify, by contrast, goes through Postgres's asynchronous
// notification queue at every commit; in the soak that cost ~40 µs of a ~350 µs insert, and more
// as the run went on (scratch measurements, 2026-11-28). So the realtime capture trigger, when it
// is installed on PGlite, says "changes committed" with `RAISE NOTICE` carrying WAKE_NOTICE_CODE
// and the channel as its message, and the adapter calls that channel's listeners once per call
// that carried one. A NOTICE raised by a transaction that then fails to commit only causes a read
// that finds nothing, which is harmless; one is never missed, as the call that commits is the
// call that carries it.
import type { messages } from '@electric-sql/pglite';

type Notice = Pick<messages.NoticeMessage, 'code' | 'message'>;

/** SQLSTATE of a wake NOTICE (a class of its own, used by nothing in Postgres). */
export const WAKE_NOTICE_CODE = 'SBW01';

export class WakeNotices {
  private readonly listeners = new Map<string, Set<() => void>>();

  /** Calls onWake for every call whose answer carries a wake NOTICE for channel; returns how to stop. */
  add(channel: string, onWake: () => void): () => void {
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
    }
    set.add(onWake);
    return () => {
      set.delete(onWake);
      if (set.size === 0) this.listeners.delete(channel);
    };
  }

  /** A collector for one call's notices (a no-op when nobody listens). */
  collector(): WakeCollector {
    return new WakeCollector(this.listeners.size > 0 ? this.listeners : undefined);
  }
}

/** The wake NOTICEs of one call into PGlite (its onNotice), fired once each after the call. */
export class WakeCollector {
  private channels: Set<string> | undefined;

  constructor(private readonly listeners: ReadonlyMap<string, ReadonlySet<() => void>> | undefined) {}

  readonly onNotice = (notice: Notice): void => {
    if (this.listeners === undefined || notice.code !== WAKE_NOTICE_CODE || notice.message === undefined) return;
    (this.channels ??= new Set()).add(notice.message);
  };

  /** Runs each woken channel's listeners once, through run (the adapter runs them outside its lock). */
  fire(run: (listener: () => void) => void): void {
    const channels = this.channels;
    if (channels === undefined || this.listeners === undefined) return;
    this.channels = undefined;
    for (const channel of channels) {
      for (const listener of this.listeners.get(channel) ?? []) run(listener);
    }
  }
}
