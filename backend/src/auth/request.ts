// Reading GoTrue request bodies defensively: any malformed or hostile input becomes a 4xx
// AuthError before it reaches Postgres (which would refuse NUL characters, lone surrogates or
// absurd nesting with a 500-class error) or argon2 (which would hash a lone surrogate as U+FFFD,
// so two different passwords would match).
import type { Context } from 'hono';
import { AuthError, badJson, validationFailed } from './errors';

export type JsonObject = Record<string, unknown>;

const MAX_DEPTH = 32;

/**
 * A UTF-16 surrogate that is not half of a pair. JSON may spell one ("\ud800"), but it is not
 * Unicode text: jsonb refuses it and UTF-8 cannot encode it.
 */
const LONE_SURROGATE = /\p{Surrogate}/u;

const INVALID_EMAIL = 'Unable to validate email address: invalid format';

function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The refusal for text that is not valid Unicode, naming the field (GoTrue's message for email). */
function notUnicode(topLevelField: string | undefined): AuthError {
  if (topLevelField === 'email') return validationFailed(INVALID_EMAIL);
  const where = topLevelField ?? 'A key of the request body';
  return validationFailed(`${where} must be valid Unicode text (it contains an unpaired UTF-16 surrogate)`);
}

/**
 * Rejects NUL characters and lone surrogates anywhere, and deep nesting. `field` is the top-level
 * field the value sits under, for the error message.
 */
function checkJsonValue(value: unknown, depth: number, field: string | undefined): void {
  if (depth > MAX_DEPTH) throw badJson(`nesting deeper than ${MAX_DEPTH} levels`);
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw badJson('strings must not contain NUL characters');
    if (LONE_SURROGATE.test(value)) throw notUnicode(field);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) checkJsonValue(item, depth + 1, field);
    return;
  }
  if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) throw badJson('keys must not contain NUL characters');
      if (LONE_SURROGATE.test(key)) throw notUnicode(depth === 0 ? undefined : field);
      checkJsonValue(item, depth + 1, depth === 0 ? key : field);
    }
  }
}

export async function readBody(c: Context): Promise<JsonObject> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw badJson(error instanceof Error ? error.message : 'invalid JSON');
  }
  if (!isPlainObject(parsed)) throw badJson('the body must be a JSON object');
  checkJsonValue(parsed, 0, undefined);
  return parsed;
}

export function optionalString(body: JsonObject, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw validationFailed(`${field} must be a string`);
  return value;
}

export function optionalObject(body: JsonObject, field: string): JsonObject | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value)) throw validationFailed(`${field} must be a JSON object`);
  return value;
}

export function optionalBoolean(body: JsonObject, field: string): boolean | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw validationFailed(`${field} must be true or false`);
  return value;
}

// GoTrue's format check: dot-separated atoms of letters, digits, !#$%&'*+-/=?^_`{|}~ (and
// non-ASCII letters) before the @, dot-separated labels after it. "a:b@x.y" is refused.
const ATOM = "[a-z0-9!#$%&'*+/=?^_`{|}~\\u00a0-\\uffef-]+";
const LABEL = '[a-z0-9\\u00a0-\\uffef](?:[a-z0-9\\u00a0-\\uffef-]*[a-z0-9\\u00a0-\\uffef])?';
const EMAIL = new RegExp(`^${ATOM}(?:\\.${ATOM})*@${LABEL}(?:\\.${LABEL})+$`, 'u');

/** GoTrue's check and message; addresses are kept in lower case. */
export function normaliseEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length > 255 || !EMAIL.test(email) || LONE_SURROGATE.test(email)) throw validationFailed(INVALID_EMAIL);
  return email;
}

export const MAX_PASSWORD_LENGTH = 1024;

export function checkPasswordLength(password: string): void {
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw new AuthError(422, 'validation_failed', `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters.`);
  }
}

