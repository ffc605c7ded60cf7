import { http, HttpResponse } from 'msw';
import type { FeedbackRow } from '../feedback-model/feedbackModel';

/**
 * An in-memory stand-in for what the feedback screens call, in the wire format supabase-js speaks
 * (shared/reference/supabase-wire-protocol.md): the feedback table through PostgREST (filters,
 * or-search, order, offset/limit, count=exact in Content-Range, HEAD counts, update with
 * return=representation) and the feedback-images bucket (upload, remove, batch signing). Tests
 * drive the real supabase-js client against it, make parts of it fail, and read `calls`.
 */

export const SUPABASE_URL = 'http://backend.test';
const REST = `${SUPABASE_URL}/rest/v1`;
const STORAGE = `${SUPABASE_URL}/storage/v1`;

export interface RecordedCall {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
}

export interface FakeFailures {
  /** The feedback insert answers this PostgREST error. */
  insert?: { status: number; code: string; message: string };
  /** Uploads with these indexes (0-based, in arrival order) are refused. */
  uploadNumbers?: number[];
  /** Reads of feedback answer 500. */
  read?: boolean;
  /** Updates answer 403 (RLS). */
  update?: boolean;
  /** These paths cannot be signed. */
  signPaths?: string[];
}

export interface FakeFeedbackBackend {
  rows: FeedbackRow[];
  /** Stored object names in feedback-images. */
  objects: Set<string>;
  calls: RecordedCall[];
  fail: FakeFailures;
  handlers: ReturnType<typeof http.get>[];
}

function likeToRegExp(pattern: string): RegExp {
  const text = pattern.replace(/^"|"$/g, '');
  const escaped = text.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`, 'i');
}

/** Applies the PostgREST filters these screens send. */
function matches(row: FeedbackRow, params: URLSearchParams): boolean {
  for (const [key, value] of params) {
    if (key === 'select' || key === 'order' || key === 'offset' || key === 'limit') continue;
    if (key === 'or') {
      const inner = value.replace(/^\(|\)$/g, '');
      const terms = inner.match(/(\w+)\.ilike\.("(?:[^"\\]|\\.)*"|[^,]+)/g) ?? [];
      const ok = terms.some((term) => {
        const [, column = '', pattern = ''] = /^(\w+)\.ilike\.(.*)$/.exec(term) ?? [];
        const cell = row[column as keyof FeedbackRow];
        return typeof cell === 'string' && likeToRegExp(pattern).test(cell);
      });
      if (!ok) return false;
      continue;
    }
    const [op, ...rest] = value.split('.');
    const operand = rest.join('.');
    const cell = row[key as keyof FeedbackRow];
    if (op === 'eq' && String(cell) !== operand) return false;
    if (op === 'gte' && !(new Date(String(cell)) >= new Date(operand))) return false;
    if (op === 'lt' && !(new Date(String(cell)) < new Date(operand))) return false;
  }
  return true;
}

function ordered(rows: FeedbackRow[], order: string | null): FeedbackRow[] {
  const ascending = order?.startsWith('created_at.asc') ?? false;
  return [...rows].sort((a, b) => (ascending ? 1 : -1) * a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
}

function pgError(status: number, code: string, message: string) {
  return HttpResponse.json({ code, message, details: null, hint: null }, { status });
}

export function createFakeFeedbackBackend(): FakeFeedbackBackend {
  const backend: FakeFeedbackBackend = { rows: [], objects: new Set(), calls: [], fail: {}, handlers: [] };
  let uploads = 0;

  const record = async (request: Request, body?: unknown) => {
    const url = new URL(request.url);
    backend.calls.push({ method: request.method, path: url.pathname, params: url.searchParams, body });
  };

  const select = async ({ request }: { request: Request }) => {
    await record(request);
    if (backend.fail.read) return pgError(500, 'XX000', 'database unavailable');
    const params = new URL(request.url).searchParams;
    const all = ordered(backend.rows.filter((row) => matches(row, params)), params.get('order'));
    const offset = Number(params.get('offset') ?? 0);
    const limit = params.has('limit') ? Number(params.get('limit')) : all.length;
    const page = all.slice(offset, offset + limit);
    const counted = (request.headers.get('prefer') ?? '').includes('count=exact');
    // As PostgREST: with an exact count, an offset past the last row is refused (416, PGRST103).
    if (counted && offset > all.length) {
      return HttpResponse.json(
        { code: 'PGRST103', message: 'Requested range not satisfiable', details: `An offset of ${offset} was requested, but there are only ${all.length} rows.`, hint: null },
        { status: 416 },
      );
    }
    const range = page.length === 0 ? '*' : `${offset}-${offset + page.length - 1}`;
    const headers = { 'Content-Range': `${range}/${counted ? all.length : '*'}` };
    if (request.method === 'HEAD') return new HttpResponse(null, { status: 200, headers });
    return HttpResponse.json(page, { headers });
  };

  backend.handlers = [
    http.get(`${REST}/feedback`, select),
    http.head(`${REST}/feedback`, select),
    http.post(`${REST}/feedback`, async ({ request }) => {
      const body = (await request.json()) as Partial<FeedbackRow>;
      await record(request, body);
      if (backend.fail.insert) return pgError(backend.fail.insert.status, backend.fail.insert.code, backend.fail.insert.message);
      backend.rows.push({
        id: `fb-${backend.rows.length + 1}`,
        user_id: null,
        name: null,
        email: null,
        feedback_type: 'general',
        images: [],
        page_url: null,
        user_agent: null,
        admin_notes: null,
        ...body,
        subject: body.subject ?? '',
        message: body.message ?? '',
        status: 'new',
        created_at: new Date().toISOString(),
      } as FeedbackRow);
      return new HttpResponse(null, { status: 201 });
    }),
    http.patch(`${REST}/feedback`, async ({ request }) => {
      const body = (await request.json()) as Partial<FeedbackRow>;
      await record(request, body);
      if (backend.fail.update) return pgError(403, '42501', 'new row violates row-level security policy');
      const id = new URL(request.url).searchParams.get('id')?.replace(/^eq\./, '');
      const row = backend.rows.find((candidate) => candidate.id === id);
      if (!row) return HttpResponse.json([]);
      Object.assign(row, body);
      return HttpResponse.json([{ id: row.id }]);
    }),
    http.post(`${STORAGE}/object/sign/feedback-images`, async ({ request }) => {
      const body = (await request.json()) as { expiresIn: number; paths: string[] };
      await record(request, body);
      return HttpResponse.json(
        body.paths.map((path) =>
          backend.fail.signPaths?.includes(path) || !backend.objects.has(path)
            ? { path, signedURL: null, error: 'Object not found' }
            : { path, signedURL: `/object/sign/feedback-images/${path}?token=t-${encodeURIComponent(path)}`, error: null },
        ),
      );
    }),
    http.post(`${STORAGE}/object/feedback-images/*`, async ({ request }) => {
      const path = decodeURIComponent(new URL(request.url).pathname.split('/object/feedback-images/')[1] ?? '');
      // storage-js sends a Blob as multipart form data, other bodies raw with their content type.
      const contentType = request.headers.get('content-type') ?? '';
      let type = contentType;
      let size = 0;
      if (contentType.startsWith('multipart/form-data')) {
        const file = Array.from((await request.formData()).values()).find((value): value is File => typeof value !== 'string');
        type = file?.type ?? '';
        size = file?.size ?? 0;
      } else {
        size = (await request.arrayBuffer()).byteLength;
      }
      await record(request, { path, type, size });
      const number = uploads;
      uploads += 1;
      if (backend.fail.uploadNumbers?.includes(number)) {
        return HttpResponse.json({ statusCode: '429', code: 'TooManyRequests', error: 'Too Many Requests', message: 'Too many uploads' }, { status: 429 });
      }
      backend.objects.add(path);
      return HttpResponse.json({ Id: `obj-${number}`, Key: `feedback-images/${path}` });
    }),
    http.delete(`${STORAGE}/object/feedback-images`, async ({ request }) => {
      const body = (await request.json()) as { prefixes: string[] };
      await record(request, body);
      const removed = body.prefixes.filter((name) => backend.objects.delete(name));
      return HttpResponse.json(removed.map((name) => ({ name, bucket_id: 'feedback-images' })));
    }),
  ];
  return backend;
}

/** A stored feedback row for the dashboard's tests. */
export function feedbackRow(overrides: Partial<FeedbackRow> & { id: string }): FeedbackRow {
  return {
    user_id: null,
    name: null,
    email: null,
    feedback_type: 'general',
    subject: `Subject ${overrides.id}`,
    message: `Message ${overrides.id}`,
    images: [],
    page_url: 'http://app.test/dashboard',
    user_agent: 'Mozilla/5.0 (test)',
    status: 'new',
    admin_notes: null,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
