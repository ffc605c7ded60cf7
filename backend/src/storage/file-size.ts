// Bucket and server size limits as Supabase accepts them: a byte count, or "20GB" / "20MB" /
// "30KB" / "3B" in decimal multiples, as Supabase Storage's parser reads them ("20mb" is
// 20,000,000 bytes), and "50MiB" / "1GiB" / "30KiB" in binary ones, as the CLI's config.toml
// writes its limits.

const UNITS: Record<string, number> = {
  b: 1,
  kb: 1000,
  mb: 1000 ** 2,
  gb: 1000 ** 3,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
};

/** Bytes, or undefined when the value is not a size. */
export function parseFileSizeLimit(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb|kib|mib|gib)?\s*$/i.exec(value);
  if (!match) return undefined;
  const bytes = Math.round(Number(match[1]) * UNITS[(match[2] ?? 'b').toLowerCase()]!);
  return Number.isSafeInteger(bytes) ? bytes : undefined;
}
