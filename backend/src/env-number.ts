// A whole-number setting from the environment, refused with a message naming it when malformed.

/** `env[name]` as a whole number of at least `minimum`; `fallback` when unset or blank. */
export function wholeNumber(env: Record<string, string | undefined>, name: string, fallback: number, minimum: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < minimum) {
    throw new Error(`${name} must be a whole number of at least ${minimum}, got "${raw}"`);
  }
  return value;
}
