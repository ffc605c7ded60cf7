// The "Perhaps you meant …" hints of PostgREST's errors come from a fuzzy set (the `fuzzyset`
// algorithm: character n-grams of sizes 3 then 2, cosine similarity, the best 50 rescored by
// Levenshtein distance, nothing under a score of 0.33). Matching its scoring is what makes our
// hint name the same candidate PostgREST's would.

const GRAM_SIZES = [3, 2];
const MIN_SCORE = 0.33;
const RESCORED = 50;

/** Lower case, only letters, digits, spaces and commas, as the fuzzy set normalises. */
function normalise(value: string): string {
  return value.toLowerCase().replace(/[^\p{L}\p{N} ,]+/gu, '');
}

function gramCounts(value: string, size: number): Map<string, number> {
  let padded = `-${normalise(value)}-`;
  while (padded.length < size) padded += '-';
  const counts = new Map<string, number>();
  for (let i = 0; i + size <= padded.length; i++) {
    const gram = padded.slice(i, i + size);
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

function magnitude(counts: Map<string, number>): number {
  let sum = 0;
  for (const n of counts.values()) sum += n * n;
  return Math.sqrt(sum);
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
    }
    previous = current;
  }
  return previous[b.length] as number;
}

/** Levenshtein on the values as given (lower-cased), not the normalised grams' text. */
function similarity(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const longest = Math.max(x.length, y.length);
  return longest === 0 ? 1 : 1 - levenshtein(x, y) / longest;
}

/** The candidate closest to `wanted`, or null when none scores at least 0.33 (the exact name wins). */
export function closestName(candidates: Iterable<string>, wanted: string): string | null {
  // Nothing left to compare once normalised (e.g. `()`): PostgREST offers no hint then.
  if (normalise(wanted) === '') return null;
  const names = [...new Set(candidates)];
  const exact = names.find((name) => name.toLowerCase() === wanted.toLowerCase());
  if (exact !== undefined) return exact;
  for (const size of GRAM_SIZES) {
    const want = gramCounts(wanted, size);
    const wantMagnitude = magnitude(want);
    const scored: { name: string; score: number }[] = [];
    for (const name of names) {
      const have = gramCounts(name, size);
      let dot = 0;
      for (const [gram, n] of want) dot += n * (have.get(gram) ?? 0);
      if (dot > 0) scored.push({ name, score: dot / (wantMagnitude * magnitude(have)) });
    }
    scored.sort((a, b) => b.score - a.score);
    const rescored = scored
      .slice(0, RESCORED)
      .map(({ name }) => ({ name, score: similarity(wanted, name) }))
      .filter((r) => r.score >= MIN_SCORE)
      .sort((a, b) => b.score - a.score);
    if (rescored.length > 0) return (rescored[0] as { name: string }).name;
  }
  return null;
}
