// What goes to the database in each round trip (one call into PGlite's WASM, one write to
// PostgreSQL that is answered before the next depends on it): the statements' SQL, in order.
// For tests that count round trips rather than time them; nothing watches in production, and an
// adapter with no observer pays one size check per round trip.
import type { Database } from '../context';

export type RoundTripObserver = (statements: readonly string[]) => void;

/** An adapter that reports its round trips (both of ours do). */
export interface ObservableDatabase {
  observeRoundTrips(observer: RoundTripObserver): () => void;
}

/** Calls observer with the statements of every round trip from now on; returns the way to stop. */
export function observeRoundTrips(db: Database, observer: RoundTripObserver): () => void {
  const observable = db as Partial<ObservableDatabase>;
  if (typeof observable.observeRoundTrips !== 'function') throw new Error(`The ${db.kind} adapter does not report its round trips`);
  return observable.observeRoundTrips(observer);
}

/** The observers of one adapter. */
export class RoundTripObservers {
  private readonly observers = new Set<RoundTripObserver>();

  add(observer: RoundTripObserver): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }

  /** Statements being gathered into one round trip (see gather). */
  private gathering: string[] | undefined;

  report(statements: () => readonly string[]): void {
    if (this.observers.size === 0) return;
    if (this.gathering !== undefined) {
      this.gathering.push(...statements());
      return;
    }
    const sent = statements();
    for (const observer of this.observers) observer(sent);
  }

  /** Whatever send reports is one round trip (several transactions in one write). */
  gather<T>(send: () => T): T {
    if (this.observers.size === 0 || this.gathering !== undefined) return send();
    this.gathering = [];
    try {
      return send();
    } finally {
      const sent = this.gathering;
      this.gathering = undefined;
      if (sent.length > 0) for (const observer of this.observers) observer(sent);
    }
  }
}
