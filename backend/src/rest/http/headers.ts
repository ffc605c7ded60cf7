// Request headers PostgREST reads: Prefer, Accept, Range and the schema profile headers.
import { invalidPreferences, invalidRange, mediaTypeError, unacceptableSchema } from '../errors';

export interface Preferences {
  return?: 'representation' | 'minimal' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  tx?: 'commit' | 'rollback';
  maxAffected?: number;
  params?: 'single-object';
  /** The preferences as they were given, for Preference-Applied. */
  applied: string[];
  /** Preferences not understood: refused with `handling=strict` (checkStrictPreferences), else ignored. */
  invalid: string[];
}

const PREFERENCE_VALUES: Record<string, readonly string[]> = {
  return: ['representation', 'minimal', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
  tx: ['commit', 'rollback'],
  params: ['single-object'],
};

/** Several Prefer headers arrive joined by `, `; postgrest-js' rpc() also joins with a bare `,`. */
export function parsePrefer(header: string | null): Preferences {
  const prefs: Preferences = { applied: [], invalid: [] };
  const { invalid } = prefs;
  const record = prefs as unknown as Record<string, unknown>;
  for (const raw of (header ?? '').split(',')) {
    const item = raw.trim();
    if (item === '') continue;
    const eq = item.indexOf('=');
    const key = eq === -1 ? item : item.slice(0, eq).trim();
    const value = eq === -1 ? '' : item.slice(eq + 1).trim();
    if (key === 'max-affected') {
      if (/^[0-9]+$/.test(value) && prefs.maxAffected === undefined) {
        prefs.maxAffected = Number(value);
        prefs.applied.push(item);
      } else if (!/^[0-9]+$/.test(value)) {
        invalid.push(item);
      }
      continue;
    }
    const allowed = PREFERENCE_VALUES[key];
    if (allowed === undefined || !allowed.includes(value)) {
      invalid.push(item);
      continue;
    }
    const prop = key === 'return' ? 'return' : key;
    if (record[prop] === undefined) {
      record[prop] = value;
      prefs.applied.push(`${key}=${value}`);
    }
  }
  return prefs;
}

/**
 * `handling=strict` refuses preferences it does not understand (400 PGRST122). Checked where
 * PostgREST checks it, once the table or function and the plan are known (see the handlers).
 */
export function checkStrictPreferences(prefs: Preferences): void {
  if (prefs.handling === 'strict' && prefs.invalid.length > 0) throw invalidPreferences(prefs.invalid);
}

export type MediaKind = 'json' | 'object' | 'csv';

export interface Media {
  kind: MediaKind;
  stripNulls: boolean;
}

interface AcceptEntry {
  type: string;
  params: Record<string, string>;
  q: number;
  index: number;
}

function parseAccept(header: string): AcceptEntry[] {
  return header
    .split(',')
    .map((part, index) => {
      const [type = '', ...rest] = part.split(';').map((s) => s.trim());
      const params: Record<string, string> = {};
      for (const p of rest) {
        const eq = p.indexOf('=');
        if (eq > 0) params[p.slice(0, eq).trim().toLowerCase()] = p.slice(eq + 1).trim();
      }
      const q = params.q === undefined ? 1 : Number(params.q);
      return { type: type.toLowerCase(), params, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((e) => e.type !== '' && e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
}

/** The media type an Accept entry names, if this server produces it (the plan aside). */
function mediaOf(e: AcceptEntry): Media | null {
  const strip = e.params.nulls === 'stripped';
  switch (e.type) {
    case '*/*':
    case 'application/*':
    case 'application/json':
      return { kind: 'json', stripNulls: false };
    case 'application/vnd.pgrst.array+json':
    case 'application/vnd.pgrst.array':
      return { kind: 'json', stripNulls: strip };
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.object':
      return { kind: 'object', stripNulls: strip };
    case 'text/csv':
    case 'text/*':
      return { kind: 'csv', stripNulls: false };
  }
  return null;
}

/**
 * Picks the response format from Accept, as PostgREST negotiates it; 406 PGRST107 when none fits.
 * With `planEnabled` (PostgREST's db-plan-enabled), an execution plan may be what fits first.
 */
export function negotiateMedia(header: string | null, planEnabled = false): Media {
  if (header === null || header.trim() === '') return { kind: 'json', stripNulls: false };
  const entries = parseAccept(header);
  for (const e of entries) {
    const media = mediaOf(e) ?? (planEnabled ? planOf(e) : null);
    if (media !== null) return media;
  }
  throw mediaTypeError(entries.length > 0 ? entries.map(mimeOf) : [header.trim()]);
}

const PLAN_TYPES: Record<string, 'text' | 'json'> = {
  'application/vnd.pgrst.plan': 'text',
  'application/vnd.pgrst.plan+text': 'text',
  'application/vnd.pgrst.plan+json': 'json',
};

/** EXPLAIN's options a plan media type may ask for, in the order PostgREST writes them. */
export const PLAN_OPTIONS = ['analyze', 'verbose', 'settings', 'buffers', 'wal'] as const;
export type PlanOption = (typeof PLAN_OPTIONS)[number];

/**
 * `.explain()`: `application/vnd.pgrst.plan[+json|+text]; for="<media type>"; options=a|b`. The
 * answer is EXPLAIN of the statement that would answer `for` (application/json when not given).
 */
export interface PlanMedia extends Media {
  plan: { format: 'text' | 'json'; options: PlanOption[]; contentType: string };
}

export function isPlan(media: Media): media is PlanMedia {
  return (media as Partial<PlanMedia>).plan !== undefined;
}

function planParts(entry: AcceptEntry): { format: 'text' | 'json'; forType: string; options: PlanOption[] } | null {
  const format = PLAN_TYPES[entry.type];
  if (format === undefined) return null;
  const forType = (entry.params.for ?? '').replace(/^"|"$/g, '').split(';')[0]?.trim().toLowerCase() || 'application/json';
  const asked = new Set((entry.params.options ?? '').replace(/^"|"$/g, '').split('|'));
  return { format, forType, options: PLAN_OPTIONS.filter((o) => asked.has(o)) };
}

const planMime = (format: string, forType: string, options: readonly string[]): string =>
  `application/vnd.pgrst.plan+${format}; for="${forType}"${options.length > 0 ? `; options=${options.join('|')}` : ''}`;

/** A plan of a media type this server produces (JSON, a single object, CSV); else none. */
function planOf(entry: AcceptEntry): PlanMedia | null {
  const parts = planParts(entry);
  if (parts === null) return null;
  const target = mediaOf({ type: parts.forType, params: {}, q: 1, index: 0 });
  if (target === null) return null;
  const forMime = target.kind === 'object' ? 'application/vnd.pgrst.object+json' : target.kind === 'csv' ? 'text/csv' : 'application/json';
  return { ...target, plan: { format: parts.format, options: parts.options, contentType: `${planMime(parts.format, forMime, parts.options)}; charset=utf-8` } };
}

/**
 * How PostgREST names a media type it cannot produce. The execution plan (`.explain()`) is one
 * unless the database enables it (`pgrst.db_plan_enabled`, PostgREST's db-plan-enabled, off by
 * default), and is named with its format, its `for` type and options, as PostgREST prints it.
 */
function mimeOf(entry: AcceptEntry): string {
  const parts = planParts(entry);
  return parts === null ? entry.type : planMime(parts.format, parts.forType, parts.options);
}

export function contentTypeFor(media: Media): string {
  if (media.kind === 'csv') return 'text/csv; charset=utf-8';
  const base = media.kind === 'object' ? 'application/vnd.pgrst.object+json' : 'application/json';
  return media.stripNulls ? `${base}; nulls=stripped; charset=utf-8` : `${base}; charset=utf-8`;
}

/** `Range: 0-9` (optionally `items=0-9`) on GET: the rows the client wants. */
export function parseRangeHeader(header: string | null): { offset: number; limit?: number } | null {
  if (header === null) return null;
  const m = /^\s*(?:items=)?([0-9]+)-([0-9]*)\s*$/.exec(header);
  if (m === null) return null;
  const from = Number(m[1]);
  if (m[2] === '') return { offset: from };
  const to = Number(m[2]);
  if (from > to) throw invalidRange('The lower boundary must be lower than or equal to the upper boundary in the Range header.');
  return { offset: from, limit: to - from + 1 };
}

/**
 * The exposed schema a request addresses: `Accept-Profile` on GET/HEAD, `Content-Profile` on the
 * other methods (RPC included), else the first exposed one; PGRST106 for any other schema.
 */
export function requestedSchema(method: string, headers: Headers, exposed: readonly string[]): string {
  const name = method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile';
  const profile = headers.get(name)?.trim();
  if (profile === undefined || profile === '') return exposed[0] as string;
  if (!exposed.includes(profile)) throw unacceptableSchema(profile, exposed);
  return profile;
}
