// What the classifier trainers share: the same fixed shuffle for their folds, and the threshold that
// keeps a share of alarms on lines that should raise none.

/** The lines in a fixed shuffled order, so the folds (and the file written) are the same on every run. */
export function foldOrder<T>(lines: readonly T[]): T[] {
  return lines.map((line, i) => ({ line, key: (i * 2654435761) % 4294967296 })).sort((a, b) => a.key - b.key).map((x) => x.line);
}

/** The smallest threshold that keeps the share of alarms on these odds at or under `share`. */
export function thresholdFor(negativeOdds: number[], share: number): number {
  const sorted = [...negativeOdds].sort((a, b) => b - a);
  const allowed = Math.floor(sorted.length * share);
  return sorted[allowed] ?? 0;
}
