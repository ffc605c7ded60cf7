// Bucket and server size limits as Supabase accepts them: a byte count, or "20GB" / "20MB" /
// "30KB" / "3B" (binary multiples, as Supabase's parser uses).

const UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** Bytes, or undefined when the value is not a size. */
export function parseFileSizeLimit(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(value);
  if (!match) return undefined;
  const bytes = Math.floor(Number(match[1]) * UNITS[(match[2] ?? 'b').toLowerCase()]!);
  return Number.isSafeInteger(bytes) ? bytes : undefined;
}
