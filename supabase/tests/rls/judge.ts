// Compares what a runner observed with what the matrix says, as a single readable verdict.
import type { Outcome } from './sql-runner';
import type { Cell, Values } from './matrix';
import { NOT_NULL, resolvePeople } from './matrix';

const isSubset = (expected: unknown, actual: unknown): boolean => {
  if (expected === NOT_NULL) return actual !== null && actual !== undefined;
  if (expected && typeof expected === 'object' && !Array.isArray(expected)) {
    if (!actual || typeof actual !== 'object' || Array.isArray(actual)) return false;
    return Object.entries(expected as Values).every(([k, v]) => isSubset(v, (actual as Values)[k]));
  }
  return JSON.stringify(expected) === JSON.stringify(actual);
};

/** 'as expected' or a description of the difference. */
export function judge(cell: Cell, outcome: Outcome, after: Values | null | undefined, people: Record<string, string>): string {
  const e = resolvePeople(cell.expect, people);
  const seen = outcome.ok
    ? `ok with ${outcome.rows.length} row(s) ${JSON.stringify(outcome.rows).slice(0, 300)}${'value' in outcome ? ` value ${JSON.stringify(outcome.value)}` : ''}`
    : `error ${outcome.code}: ${outcome.message}`;
  let verdict = 'as expected';
  switch (e.kind) {
    case 'rows':
      if (!outcome.ok || outcome.rows.length !== e.n) verdict = `expected ${e.n} row(s), got ${seen}`;
      else if (e.first && !isSubset(e.first, outcome.rows[0])) verdict = `first row differs: ${seen}`;
      else if (e.keys && JSON.stringify(Object.keys(outcome.rows[0] ?? {}).sort()) !== JSON.stringify([...e.keys].sort()))
        verdict = `returned columns differ: ${seen}`;
      break;
    case 'ok':
      if (!outcome.ok) verdict = `expected success, got ${seen}`;
      break;
    case 'error':
      if (outcome.ok || outcome.code !== e.code) verdict = `expected error ${e.code}, got ${seen}`;
      else if (e.message !== undefined && outcome.message !== e.message) verdict = `expected the message "${e.message}", got ${seen}`;
      break;
    case 'value':
      if (!outcome.ok || outcome.value !== e.value) verdict = `expected value ${String(e.value)}, got ${seen}`;
      break;
    case 'storage':
      if (e.allowed !== outcome.ok || (!outcome.ok && outcome.code !== 'denied'))
        verdict = `expected ${e.allowed ? 'allowed' : 'denied'}, got ${seen}`;
      break;
  }
  if (verdict === 'as expected' && cell.after) {
    const want = resolvePeople(cell.after.is, people);
    if (want === null ? after !== null : !isSubset(want, after)) {
      verdict = `afterwards ${cell.after.table} ${cell.after.id} is ${JSON.stringify(after)}, expected ${JSON.stringify(want)}`;
    }
  }
  return verdict;
}
