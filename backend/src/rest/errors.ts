// PostgREST's error bodies and status codes. Every failure of /rest/v1 leaves through RestError so
// the client always gets `{code, details, hint, message}` (nulls kept), never a bare 500.
import type { ApiRole, JwtFailure } from '../context';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: JsonValue = null,
    readonly hint: JsonValue = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body(): { code: string; details: JsonValue; hint: JsonValue; message: string } {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

// ---- ApiRequest errors (PGRST1xx) ----

/** PGRST100: a query parameter the grammar does not accept. */
export function queryParamError(message: string, details: string): RestError {
  return new RestError(400, 'PGRST100', message, details);
}

export function invalidBody(message: string): RestError {
  return new RestError(400, 'PGRST102', message);
}

export function invalidRange(details: string): RestError {
  return new RestError(416, 'PGRST103', 'Requested range not satisfiable', details);
}

export function outOfRange(offset: number, total: number): RestError {
  return invalidRange(`An offset of ${offset} was requested, but there are only ${total} rows.`);
}

export function unacceptableSchema(schema: string, exposed: readonly string[]): RestError {
  return new RestError(406, 'PGRST106', `Invalid schema: ${schema}`, null, `Only the following schemas are exposed: ${exposed.join(', ')}`);
}

/** PGRST125: a path PostgREST does not serve (`/a/b`, `/t/`): only `/`, `/<table>` and `/rpc/<function>`. */
export function invalidResourcePath(): RestError {
  return new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
}

export function mediaTypeError(types: string[]): RestError {
  return new RestError(406, 'PGRST107', `None of these media types are available: ${types.join(', ')}`);
}

export function notEmbedded(resource: string): RestError {
  return new RestError(
    400,
    'PGRST108',
    `'${resource}' is not an embedded resource in this request`,
    null,
    `Verify that '${resource}' is included in the 'select' query parameter.`,
  );
}

export function singularityError(rows: number): RestError {
  return new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`);
}

export function unsupportedMethod(method: string): RestError {
  return new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
}

export function relatedOrderNotToOne(origin: string, target: string): RestError {
  return new RestError(
    400,
    'PGRST118',
    `A related order on '${target}' is not possible`,
    `'${origin}' and '${target}' do not form a many-to-one or one-to-one relationship`,
  );
}

export function unacceptableFilter(target: string): RestError {
  return new RestError(
    400,
    'PGRST120',
    `Bad operator on the '${target}' embedded resource`,
    'Only is null or not is null filters are allowed on embedded resources',
  );
}

export function invalidPreferences(prefs: string[]): RestError {
  return new RestError(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${prefs.join(', ')}`);
}

export function maxAffectedViolation(rows: number): RestError {
  return new RestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${rows} rows`);
}

/** PGRST128 (PostgREST 13): max-affected with handling=strict on a function that returns no set. */
export function maxAffectedNeedsSet(): RestError {
  return new RestError(400, 'PGRST128', 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict');
}

/** PGRST105: PUT's filters must be exactly the primary key, each with eq. */
export function invalidPutFilters(): RestError {
  return new RestError(400, 'PGRST105', "Filters must include all and only primary key columns with 'eq' operators");
}

/** PGRST114: PUT touches one row, so limit/offset make no sense. */
export function putRangeNotAllowed(): RestError {
  return new RestError(400, 'PGRST114', 'limit/offset querystring parameters are not allowed for PUT');
}

/** PGRST115: the body's primary key differs from the URL's (nothing is written). */
export function putMatchingPk(): RestError {
  return new RestError(400, 'PGRST115', 'Payload values do not match URL in primary key column(s)');
}

/**
 * PGRST413 (not a PostgREST code: PostgREST leaves body size to its proxy): a body over the size
 * limit, or an insert of more rows than one request may carry.
 */
export function payloadTooLarge(details: string, hint: string): RestError {
  return new RestError(413, 'PGRST413', 'Payload Too Large', details, hint);
}

export function bodyTooLarge(maxBytes: number): RestError {
  return payloadTooLarge(`The request body is larger than ${maxBytes} bytes, the most this server accepts`, 'Send less data in one request');
}

export function tooManyValues(maxValues: number): RestError {
  return payloadTooLarge(`The body holds more than ${maxValues} JSON values, the most one request may carry`, 'Send the data in smaller requests');
}

export function tooManyRows(maxRows: number): RestError {
  return payloadTooLarge(`The body holds more than ${maxRows} rows, the most one request may insert`, `Insert the rows in batches of at most ${maxRows}`);
}

export function invalidRpcMethod(method: string): RestError {
  return new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
}

// ---- Schema cache errors (PGRST2xx) ----

export function columnNotFound(relation: string, column: string): RestError {
  return new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${relation}' in the schema cache`);
}

export function tableNotFound(schema: string, name: string, suggestion: string | null): RestError {
  return new RestError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${name}' in the schema cache`,
    null,
    suggestion === null ? null : `Perhaps you meant the table '${schema}.${suggestion}'`,
  );
}

/** Postgres' own wording for an unknown column, as PostgREST passes it through (42703, 400). */
export function undefinedColumn(relation: string, column: string): RestError {
  return new RestError(400, '42703', `column ${relation}.${column} does not exist`);
}

// ---- JWT errors (PGRST3xx) ----

export function jwtError(code: 'PGRST301' | 'PGRST302' | 'PGRST303', message: string, details: string | null = null): RestError {
  const header = code === 'PGRST302' ? 'Bearer' : `Bearer error="invalid_token", error_description=${JSON.stringify(message)}`;
  return new RestError(401, code, message, details, null, { 'WWW-Authenticate': header });
}

/** PostgREST's answer for a bearer token refused for this reason (its JwtDecodeErr / JwtClaimsErr). */
export function jwtFailureError(failure: JwtFailure): RestError {
  switch (failure.kind) {
    case 'empty':
      return jwtError('PGRST301', 'Empty JWT is sent in Authorization header');
    case 'parts':
      return jwtError('PGRST301', `Expected 3 parts in JWT; got ${failure.parts}`);
    case 'key':
      return jwtError('PGRST301', 'No suitable key or wrong key type', 'None of the keys was able to decode the JWT');
    case 'algorithm':
      return jwtError('PGRST301', 'Wrong or unsupported encoding algorithm', failure.detail);
    case 'crypto':
      return jwtError('PGRST301', 'JWT cryptographic operation failed');
    case 'expired':
      return jwtError('PGRST303', 'JWT expired');
    case 'claim':
      if (failure.problem === 'not-a-number') return jwtError('PGRST303', `The JWT '${failure.claim}' claim must be a number`);
      return jwtError('PGRST303', failure.claim === 'nbf' ? 'JWT not yet valid' : 'JWT issued at future');
    case 'claims':
      return jwtError('PGRST303', 'Parsing claims failed');
    case 'role':
      // PostgREST would try the role and fail in the database; this server only ever takes the
      // three API roles, so the token is refused before any SQL runs.
      return jwtError('PGRST301', 'The JWT role claim must be anon, authenticated or service_role');
  }
}

// ---- Postgres errors ----

interface PgLikeError {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
}

function isPgError(error: unknown): error is PgLikeError & { code: string; message: string } {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as PgLikeError;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof message === 'string';
}

/**
 * The HTTP status PostgREST gives a SQLSTATE (Error.hs mapSQLtoHTTP), with one deliberate change:
 * classes PostgREST answers with 503 get 500 here, because postgrest-js retries GET/HEAD on 503.
 */
export function statusForSqlState(state: string, message: string, authenticated: boolean): number {
  const cls = state.slice(0, 2);
  switch (state) {
    case '23503':
    case '23505':
      return 409;
    case '25006':
      return 405;
    case '21000':
      return message.endsWith('requires a WHERE clause') ? 400 : 500;
    case '22023':
      return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
    case '53400':
      return 500;
    case '54001':
    case '54000':
    case '54011':
    case '54023':
      // PostgREST answers 500; here these only come from what a client sent (a too-deep query,
      // too many columns or arguments), so they are the client's error.
      return 400;
    case 'P0001':
      return 400;
    case '42883':
      return message.startsWith('function xmlagg(') ? 406 : 404;
    case '42P01':
      return 404;
    case '42P17':
      return 500;
    case '42501':
      return authenticated ? 403 : 401;
  }
  if (cls === 'PT') {
    const status = Number(state.slice(2));
    return Number.isInteger(status) && status >= 100 && status <= 599 && status !== 503 ? status : 500;
  }
  switch (cls) {
    case '08':
    case '53':
    case '09':
    case '25':
    case '2D':
    case '38':
    case '39':
    case '3B':
    case '40':
    case '54':
    case '55':
    case '57':
    case '58':
    case 'F0':
    case 'HV':
    case 'P0':
    case 'XX':
      return 500;
    case '0L':
    case '0P':
    case '28':
      return 403;
    default:
      return 400;
  }
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * `RAISE SQLSTATE 'PGRST' USING MESSAGE = '{"code":…,"message":…}', DETAIL = '{"status":…,"headers":{…}}'`
 * lets a function choose the whole response, as on PostgREST.
 */
function raisedPgrst(message: string, detail: string | null): RestError {
  const parseFailure = (details: string, hint: string) => new RestError(500, 'PGRST121', `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`, details, hint);
  let msg: unknown;
  try {
    msg = JSON.parse(message);
  } catch {
    msg = undefined;
  }
  const m = msg as Record<string, unknown> | undefined;
  if (typeof m !== 'object' || m === null || typeof m.code !== 'string' || typeof m.message !== 'string') {
    return parseFailure(
      `Invalid JSON value for MESSAGE: '${message}'`,
      "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.",
    );
  }
  const detailHint = "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.";
  if (detail === null) return parseFailure('DETAIL is missing in the RAISE statement', detailHint);
  let det: unknown;
  try {
    det = JSON.parse(detail);
  } catch {
    det = undefined;
  }
  const d = det as Record<string, unknown> | undefined;
  if (typeof d !== 'object' || d === null || typeof d.status !== 'number' || typeof d.headers !== 'object' || d.headers === null) {
    return parseFailure(`Invalid JSON value for DETAIL: '${detail}'`, detailHint);
  }
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(d.headers as Record<string, unknown>)) {
    if (typeof v === 'string' && /^[A-Za-z0-9-]+$/.test(k)) headers[k] = v;
  }
  const status = Number.isInteger(d.status) && d.status >= 200 && d.status <= 599 && d.status !== 503 ? d.status : 500;
  return new RestError(
    status,
    m.code,
    m.message,
    typeof m.details === 'string' ? m.details : null,
    typeof m.hint === 'string' ? m.hint : null,
    headers,
  );
}

/** Turns whatever the database threw into PostgREST's answer. Unknown throwables become a 500. */
export function toRestError(error: unknown, role: ApiRole): RestError {
  if (error instanceof RestError) return error;
  if (isPgError(error)) {
    const detail = text(error.detail);
    if (error.code === 'PGRST') return raisedPgrst(error.message, detail);
    const authenticated = role !== 'anon';
    const status = statusForSqlState(error.code, error.message, authenticated);
    const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
    return new RestError(status, error.code, error.message, detail, text(error.hint), headers);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new RestError(500, 'PGRSTX00', message);
}
