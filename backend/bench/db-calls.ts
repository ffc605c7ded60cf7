// Counts the server's round trips to its database during a bench, by what they carry: a batch of
// requests' implicit transactions (how many per call), the realtime feed's take, its visibility
// test, anything else. At a given rate, fewer and fuller calls mean less fixed cost per message
// (a trivial call into PGlite costs ~40 µs): this shows how full they are.
import type { Database } from '../src/context';
import { REQUEST_SETTINGS_SQL } from '../src/caller/as-caller';
import { observeRoundTrips } from '../src/db/round-trips';

export interface DbCallCounts {
  calls: number;
  /** Calls that carried request transactions, and how many transactions they carried. */
  requestCalls: number;
  requestTransactions: number;
  feedTakes: number;
  visibilityTests: number;
}

/** Starts counting; the returned function stops and gives the counts. */
export function countDbCalls(db: Database): () => DbCallCounts {
  const counts: DbCallCounts = { calls: 0, requestCalls: 0, requestTransactions: 0, feedTakes: 0, visibilityTests: 0 };
  const stop = observeRoundTrips(db, (statements) => {
    counts.calls += 1;
    let transactions = 0;
    for (const sql of statements) {
      if (sql === REQUEST_SETTINGS_SQL) transactions += 1;
      else if (sql.includes('realtime.take_changes(')) counts.feedTakes += 1;
      else if (sql.includes('realtime.visible_groups(')) counts.visibilityTests += 1;
    }
    if (transactions > 0) {
      counts.requestCalls += 1;
      counts.requestTransactions += transactions;
    }
  });
  return () => {
    stop();
    return { ...counts };
  };
}

/** "412 calls/s: 160/s with requests (12.4 transactions each), feed takes 120/s, visibility tests 120/s". */
export function describeDbCalls(counts: DbCallCounts, seconds: number): string {
  const perSecond = (n: number) => `${Math.round(n / seconds)}/s`;
  const each = counts.requestCalls === 0 ? 0 : counts.requestTransactions / counts.requestCalls;
  return (
    `${perSecond(counts.calls)} calls: ${perSecond(counts.requestCalls)} with requests (${each.toFixed(1)} transactions each), ` +
    `feed takes ${perSecond(counts.feedTakes)}, visibility tests ${perSecond(counts.visibilityTests)}`
  );
}
