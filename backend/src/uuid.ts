// The one test of "is this a UUID" (user ids, session ids from token claims): callers use it to
// refuse malformed ids before they reach SQL, where a cast would fail with a less useful error.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
