// Building PostgREST's responses: Content-Range, range statuses, error bodies (CSV is built by
// Postgres: sql/read-sql.ts).
import type { RestError } from '../errors';
import { outOfRange } from '../errors';

/** RangeQuery.contentRangeH: `0-9/57`, `0-9/*`, `*\/0`, `*\/*`. */
export function contentRange(lower: number, upper: number, total: number | null): string {
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total === null ? '*' : total}`;
}

/** RangeQuery.rangeStatusHeader: 416 past the end, 206 for a partial page, else 200. */
export function rangeStatus(offset: number, pageRows: number, total: number | null): number {
  if (total === null) return 200;
  if (offset > total) throw outOfRange(offset, total);
  return pageRows < total ? 206 : 200;
}

export function errorResponse(error: RestError, head: boolean): Response {
  const body = JSON.stringify(error.body());
  const headers = new Headers({ 'Content-Type': 'application/json; charset=utf-8', ...error.headers });
  headers.set('Proxy-Status', `PostgREST; error=${error.code}`);
  return new Response(head ? null : body, { status: error.status, headers });
}

export function respond(status: number, body: string | null, headers: Record<string, string>, head: boolean): Response {
  const noBody = head || status === 204 || body === null;
  return new Response(noBody ? null : body, { status, headers });
}
