// The SQL behind the storage endpoints. Statements on storage.objects run inside ctx.asCaller, so
// the project's RLS policies decide exactly as on Supabase: insert for upload, select for
// download/list/sign, update (with select) for upsert, delete for remove. Every value is bound.
import type { Queryable } from '../context';

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  public: boolean;
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
}

/** What Supabase keeps in storage.objects.metadata, read back by clients (size, mimetype, ...). */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface StoredObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

const OBJECT_COLUMNS =
  'id, bucket_id, name, owner, owner_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at';

const BUCKET_COLUMNS = 'id, name, owner, owner_id, public, file_size_limit, allowed_mime_types, created_at, updated_at';

export async function findBucket(db: Queryable, id: string): Promise<BucketRow | undefined> {
  const result = await db.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
  return result.rows[0];
}

export async function listBuckets(db: Queryable): Promise<BucketRow[]> {
  return (await db.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets order by name`)).rows;
}

export async function insertBucket(
  db: Queryable,
  bucket: { id: string; name: string; owner: string | null; public: boolean; fileSizeLimit: number | null; allowedMimeTypes: string[] | null },
): Promise<void> {
  await db.query(
    `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
     values ($1, $2, $3::uuid, $3::text, $4, $5, $6::text[])`,
    [bucket.id, bucket.name, bucket.owner, bucket.public, bucket.fileSizeLimit, bucket.allowedMimeTypes],
  );
}

export interface NewObject {
  id: string;
  bucket: string;
  name: string;
  owner: string | null;
  version: string;
  metadata: ObjectMetadata;
  userMetadata: Record<string, unknown> | null;
}

/** Plain upload: needs an INSERT policy only (no RETURNING, which would also need SELECT). */
export async function insertObject(db: Queryable, object: NewObject): Promise<string> {
  await db.query(
    `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
     values ($1, $2, $3, $4::uuid, $4::text, $5::jsonb, $6::jsonb, $7)`,
    [
      object.id,
      object.bucket,
      object.name,
      object.owner,
      JSON.stringify(object.metadata),
      object.userMetadata === null ? null : JSON.stringify(object.userMetadata),
      object.version,
    ],
  );
  return object.id;
}

/** Upsert (x-upsert: true, or PUT): replacing an existing row needs its SELECT and UPDATE policies. */
export async function upsertObject(db: Queryable, object: NewObject): Promise<string> {
  const result = await db.query<{ id: string }>(
    `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
     values ($1, $2, $3, $4::uuid, $4::text, $5::jsonb, $6::jsonb, $7)
     on conflict (bucket_id, name) do update set
       owner = excluded.owner,
       owner_id = excluded.owner_id,
       metadata = excluded.metadata,
       user_metadata = excluded.user_metadata,
       version = excluded.version,
       updated_at = now(),
       last_accessed_at = now()
     returning id`,
    [
      object.id,
      object.bucket,
      object.name,
      object.owner,
      JSON.stringify(object.metadata),
      object.userMetadata === null ? null : JSON.stringify(object.userMetadata),
      object.version,
    ],
  );
  return result.rows[0]?.id ?? object.id;
}

export async function findObject(db: Queryable, bucket: string, name: string): Promise<StoredObjectRow | undefined> {
  const result = await db.query<StoredObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, name],
  );
  return result.rows[0];
}

/** Which of `names` the caller can see (for createSignedUrls). */
export async function visibleNames(db: Queryable, bucket: string, names: string[]): Promise<Set<string>> {
  const result = await db.query<{ name: string }>(
    'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
    [bucket, names],
  );
  return new Set(result.rows.map((row) => row.name));
}

/** Deletes the named objects the caller's DELETE (and SELECT) policies allow; returns them. */
export async function deleteObjects(db: Queryable, bucket: string, names: string[]): Promise<StoredObjectRow[]> {
  const result = await db.query<StoredObjectRow>(
    `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
    [bucket, names],
  );
  return result.rows;
}

export async function currentVersion(db: Queryable, bucket: string, name: string): Promise<string | undefined> {
  const result = await db.query<{ version: string | null }>(
    'select version from storage.objects where bucket_id = $1 and name = $2',
    [bucket, name],
  );
  return result.rows[0]?.version ?? undefined;
}

/** Deletes every object of the bucket the caller's DELETE (and SELECT) policies allow; returns them. */
export async function deleteAllObjects(db: Queryable, bucket: string): Promise<StoredObjectRow[]> {
  const result = await db.query<StoredObjectRow>(
    `delete from storage.objects where bucket_id = $1 returning ${OBJECT_COLUMNS}`,
    [bucket],
  );
  return result.rows;
}

/**
 * Deletes the bucket if the caller's policies allow; false when they do not. A bucket that still
 * holds objects fails with the foreign key's 23503, checked by Postgres whatever the policies.
 */
export async function deleteBucket(db: Queryable, id: string): Promise<boolean> {
  return (await db.query('delete from storage.buckets where id = $1 returning id', [id])).rows.length > 0;
}

export interface BucketChanges {
  public?: boolean;
  fileSizeLimit?: number | null;
  allowedMimeTypes?: string[] | null;
}

/** Applies the given settings (absent ones stay) if the caller's policies allow; false when not. */
export async function updateBucket(db: Queryable, id: string, changes: BucketChanges): Promise<boolean> {
  // Column names come from this fixed list, never from the request.
  const assignments = ['updated_at = now()'];
  const values: unknown[] = [id];
  const set = (column: string, value: unknown, cast = ''): void => {
    values.push(value);
    assignments.push(`${column} = $${values.length}${cast}`);
  };
  if (changes.public !== undefined) set('public', changes.public);
  if (changes.fileSizeLimit !== undefined) set('file_size_limit', changes.fileSizeLimit);
  if (changes.allowedMimeTypes !== undefined) set('allowed_mime_types', changes.allowedMimeTypes, '::text[]');
  const result = await db.query(`update storage.buckets set ${assignments.join(', ')} where id = $1 returning id`, values);
  return result.rows.length > 0;
}

export interface ListOptions {
  prefix: string;
  limit: number;
  offset: number;
  search: string;
  sortColumn: 'name' | 'updated_at' | 'created_at' | 'last_accessed_at';
  sortOrder: 'asc' | 'desc';
}

export interface ListEntry {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: ObjectMetadata | null;
}

/** LIKE pattern for a literal text: % _ and \ escaped. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * One level of a bucket, as Supabase's storage.search returns it: the "folders" under `prefix`
 * (name only, other fields null) first, then the files at that level, then limit/offset.
 * `search` filters names that start with it at that level, case-insensitively. Runs as the
 * caller, so only objects their SELECT policies show are listed (or give rise to a folder).
 */
export async function listLevel(db: Queryable, bucket: string, options: ListOptions): Promise<ListEntry[]> {
  const prefix = options.prefix === '' || options.prefix.endsWith('/') ? options.prefix : `${options.prefix}/`;
  const level = prefix === '' ? 1 : prefix.split('/').length;
  const pattern = `${likeLiteral(prefix)}${likeLiteral(options.search)}%`;
  // Column and direction come from fixed lists, never from request text.
  const orderBy = `${options.sortColumn} ${options.sortOrder}, name ${options.sortOrder}`;
  const result = await db.query<ListEntry>(
    `with matching as (
       select path_tokens, id, updated_at, created_at, last_accessed_at, metadata
       from storage.objects
       where bucket_id = $1 and name ilike $2 escape '\\'
     ),
     folders as (
       select path_tokens[$3] as folder from matching
       where array_length(path_tokens, 1) > $3
       group by folder
     )
     (select folder as name, null::uuid as id, null::timestamptz as updated_at, null::timestamptz as created_at,
             null::timestamptz as last_accessed_at, null::jsonb as metadata, 0 as kind
      from folders)
     union all
     (select path_tokens[$3] as name, id, updated_at, created_at, last_accessed_at, metadata, 1 as kind
      from matching where array_length(path_tokens, 1) = $3)
     order by kind, ${orderBy}
     limit $4 offset $5`,
    [bucket, pattern, level, options.limit, options.offset],
  );
  return result.rows.map(({ name, id, updated_at, created_at, last_accessed_at, metadata }) => ({
    name,
    id,
    updated_at,
    created_at,
    last_accessed_at,
    metadata,
  }));
}

/**
 * Renames an object (move): needs the caller's UPDATE policy on the row as it is and as it will
 * be. Returns false when no row was changed (absent, or hidden by the policies).
 */
export async function moveObject(
  db: Queryable,
  from: { bucket: string; name: string },
  to: { bucket: string; name: string; version: string },
): Promise<boolean> {
  const result = await db.query(
    `update storage.objects set bucket_id = $3, name = $4, version = $5, updated_at = now(), last_accessed_at = now()
      where bucket_id = $1 and name = $2`,
    [from.bucket, from.name, to.bucket, to.name, to.version],
  );
  return (result.affectedRows ?? 0) > 0;
}

export type ListV2SortColumn = 'name' | 'created_at' | 'updated_at';

export interface ListV2Options {
  prefix: string;
  /** Where the previous page ended: the page starts after it (see `listV2Cursor`). */
  cursor: ListV2Position | undefined;
  limit: number;
  withDelimiter: boolean;
  sortColumn: ListV2SortColumn;
  sortOrder: 'asc' | 'desc';
}

/** A place in a list-v2 order: the entry's key, and its sort value when not sorted by name. */
export interface ListV2Position {
  key: string;
  value: string | null;
}

export interface ListV2Entry {
  key: string;
  kind: 'folder' | 'object';
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: ObjectMetadata | null;
  /** The value it is sorted by (null when sorted by name). */
  sort_value: string | Date | null;
}

/**
 * Storage's list-v2: keys under `prefix` in the asked order (byte order of the key by default;
 * by created_at / updated_at with the key breaking ties), after `cursor`, `limit` of them (one
 * more is read to tell whether there is a next page). With the delimiter, keys below the next "/"
 * are folded into one folder entry ("prefix/folder/"), placed by the earliest value inside it.
 * Runs as the caller, like list.
 */
export async function listV2(db: Queryable, bucket: string, options: ListV2Options): Promise<ListV2Entry[]> {
  const byName = options.sortColumn === 'name';
  const dir = options.sortOrder === 'desc' ? 'desc' : 'asc';
  const after = dir === 'desc' ? '<' : '>';
  // The column comes from a fixed list, never from the request's text.
  const column = byName ? 'null::timestamptz' : options.sortColumn === 'created_at' ? 'created_at' : 'updated_at';
  const cursorCondition = !options.cursor
    ? `$3::text = ''`
    : byName
      ? `key collate "C" ${after} $3 collate "C"`
      : `(sort_value, key collate "C") ${after} ($6::timestamptz, $3 collate "C")`;
  const result = await db.query<ListV2Entry>(
    `with matching as (
       select name, id, updated_at, created_at, last_accessed_at, metadata, ${column} as sort_value,
              case when $4 and strpos(substr(name, length($2) + 1), '/') > 0
                   then $2 || split_part(substr(name, length($2) + 1), '/', 1) || '/'
                   else name end as key
         from storage.objects
        where bucket_id = $1 and left(name, length($2)) = $2
     ),
     entries as (
       select key, 'object' as kind, id, updated_at, created_at, last_accessed_at, metadata, sort_value
         from matching where key = name
       union all
       select key, 'folder', null, null, null, null, null, min(sort_value)
         from matching where key <> name group by key
     )
     select key, kind, id, updated_at, created_at, last_accessed_at, metadata, sort_value
       from entries
      where ${cursorCondition}
      order by ${byName ? '' : `sort_value ${dir},`} key collate "C" ${dir}, kind
      limit $5`,
    [bucket, options.prefix, options.cursor?.key ?? '', options.withDelimiter, options.limit + 1, ...(byName || !options.cursor ? [] : [options.cursor.value])],
  );
  return result.rows;
}

/**
 * The opaque cursor list-v2 hands out: the last key itself when sorted by name (so a cursor is a
 * key, as before), else the key and its sort value, base64url-encoded JSON.
 */
export function listV2Cursor(entry: { key: string; sort_value: string | Date | null }, byName: boolean): string {
  if (byName) return entry.key;
  const value = entry.sort_value instanceof Date ? entry.sort_value.toISOString() : entry.sort_value;
  return Buffer.from(JSON.stringify([entry.key, value])).toString('base64url');
}

/** The position a cursor names, or undefined when it is not one of ours. */
export function parseListV2Cursor(cursor: string, byName: boolean): ListV2Position | undefined {
  if (cursor === '') return undefined;
  if (byName) return { key: cursor, value: null };
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 2 && typeof parsed[0] === 'string' && (parsed[1] === null || typeof parsed[1] === 'string')) {
      return { key: parsed[0], value: parsed[1] };
    }
  } catch {
    // not ours
  }
  return undefined;
}
