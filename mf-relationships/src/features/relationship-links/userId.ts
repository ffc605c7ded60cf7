const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * User ids are uuids. Checking the shape first keeps a pasted fragment or a broken link from
 * reaching the database, which would answer with a type error nobody can act on.
 */
export function isUserId(value: string): boolean {
  return UUID_PATTERN.test(value);
}
