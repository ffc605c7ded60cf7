// Supabase Storage's HTTP API (`/storage/v1`), as storage-js 2.x calls it: objects and buckets,
// metadata in storage.objects under the project's RLS, bytes on disk under DATA_DIR.
import { randomUUID } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import { Hono, type Context } from 'hono';
import { CallerError, type BackendContext, type Caller, type Queryable } from '../context';
import { clientIp } from '../http/client-ip';
import { effectiveContentType, essence, isAllowedContentType } from './content-type';
import { StorageError, storageErrorFromDatabase, storageErrors } from './errors';
import { ObjectFiles } from './object-files';
import { objectResponse } from './object-response';
import { isUuid } from '../uuid';
import {
  currentVersion,
  deleteAllObjects,
  deleteBucket,
  deleteObjects,
  findBucket,
  findObject,
  insertBucket,
  insertObject,
  listBuckets,
  listLevel,
  listV2,
  listV2Cursor,
  parseListV2Cursor,
  moveObject,
  updateBucket,
  upsertObject,
  visibleNames,
  type BucketChanges,
  type BucketRow,
  type ListOptions,
  type NewObject,
  type ObjectMetadata,
  type StoredObjectRow,
} from './objects-sql';
import { assertBucketName, assertObjectName, isValidBucketName, objectNameProblem } from './paths';
import { signObjectToken, signRenderToken, signUploadToken, verifyObjectToken, verifyRenderToken, verifyUploadToken } from './signed-url';
import { ImageRenderer } from './image-renderer';
import { renderImageResponse } from './render-image';
import { decodeTransformations, encodeTransformations, parseTransformBody, parseTransformOptions, type TransformOptions } from './transform-options';
import { receiveUpload, type ReceivedUpload } from './upload-body';
import { parseFileSizeLimit } from './file-size';
import { storageOptionsFromEnv, type StorageOptions } from './options';
import { UploadThrottle } from './upload-throttle';
import { sharedLimitsDatabase } from '../http/shared-rate-limit';

export { StorageError, storageErrors } from './errors';
export { DEFAULT_MAX_FILE_SIZE, DEFAULT_STORAGE_OPTIONS, storageOptionsFromEnv, type StorageOptions } from './options';

const SIGN_ERROR = 'Either the object does not exist or you do not have access to it';
const SORT_COLUMNS = new Set<ListOptions['sortColumn']>(['name', 'updated_at', 'created_at', 'last_accessed_at']);
const MAX_BATCH = 1000;

type JsonBody = Record<string, unknown>;

export function storageRoutes(ctx: BackendContext, options: StorageOptions = storageOptionsFromEnv()): Hono {
  const app = new Hono();
  const files = new ObjectFiles(ctx.config.dataDir);
  // In the database on PostgreSQL, so instances sharing it share the budgets.
  const throttle = new UploadThrottle(options, sharedLimitsDatabase(ctx.db));
  const renderer = new ImageRenderer(options.imageTransform);

  /** Runs a handler, rendering failures as Supabase Storage does. */
  const handle =
    (fn: (c: Context) => Promise<Response>) =>
    async (c: Context): Promise<Response> => {
      try {
        return await fn(c);
      } catch (error) {
        const storageError = toStorageError(error);
        if (storageError.statusCode >= 500) ctx.log.error({ err: error, path: c.req.path }, 'storage request failed');
        return c.json(storageError.toBody(), storageError.httpStatus, storageError.headers);
      }
    };

  async function callerOf(c: Context): Promise<Caller> {
    try {
      return await ctx.resolveCaller(c.req.raw);
    } catch (error) {
      if (error instanceof CallerError) {
        // Storage itself answers a request with no key and no token with the JWT library's words
        // (storage-js's own suite expects them through the CLI's gateway).
        const bare = !c.req.header('apikey') && !c.req.header('authorization') && !c.req.query('apikey');
        throw new StorageError(error.status, 'InvalidJWT', 'InvalidJWT', bare ? 'Invalid Compact JWS' : error.message);
      }
      throw error;
    }
  }

  /** Bucket and object name from the route, validated before any use. */
  function objectParams(c: Context): { bucket: string; name: string } {
    return { bucket: assertBucketName(param(c, 'bucket')), name: assertObjectName(param(c, 'path')) };
  }

  async function jsonBody(c: Context): Promise<JsonBody> {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw storageErrors.invalidRequest('Body must be a JSON object');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw storageErrors.invalidRequest('Body must be a JSON object');
    }
    return body as JsonBody;
  }

  /** Serves an object row's current bytes, or NoSuchKey when there are none. */
  async function serveObject(c: Context, row: StoredObjectRow | undefined): Promise<Response> {
    if (!row?.version) throw storageErrors.noSuchKey();
    const opened = await files.open(row.bucket_id, row.name, row.version);
    if (!opened) throw storageErrors.noSuchKey();
    return objectResponse({
      file: opened.file,
      size: opened.size,
      metadata: row.metadata,
      name: row.name,
      download: downloadName(c.req.query('download')),
      rangeHeader: c.req.header('range') ?? null,
      method: c.req.method,
    });
  }

  async function upload(c: Context, upsert: boolean, signedCaller?: Caller): Promise<Response> {
    const caller = signedCaller ?? (await callerOf(c));
    // Counted before anything else is looked at, so refused attempts use up the allowance too.
    const permit = await throttle.admit(caller, clientIp(c));
    const { bucket, name } = objectParams(c);
    const bucketRow = await findBucket(ctx.db, bucket);
    if (!bucketRow) throw storageErrors.noSuchBucket();
    const limit = bucketLimit(bucketRow, options.maxFileSizeBytes);
    const declared = declaredLength(c.req.raw);
    // Too big is too big, whatever budget is left: say so before reserving any of it.
    if (declared !== undefined && declared > limit && !isMultipart(c.req.raw)) throw storageErrors.entityTooLarge();
    const budget = await permit.reserveBytes(limit, declared);

    let received: ReceivedUpload;
    try {
      received = await receiveUpload(c.req.raw, files.tempDirectory, budget.maxBytes);
    } catch (error) {
      throw await budget.failed(error);
    }
    let id: string;
    try {
      id = await store(caller, bucketRow, name, received, upsert);
    } catch (error) {
      throw await budget.failed(error);
    }
    await budget.stored(received.size);
    return c.json({ Id: id, Key: `${bucket}/${name}` });
  }

  /** Checks the received bytes' type, puts them in place and writes the row; returns the row id. */
  async function store(caller: Caller, bucketRow: BucketRow, name: string, received: ReceivedUpload, upsert: boolean): Promise<string> {
    const bucket = bucketRow.id;
    let contentType: string;
    try {
      // Supabase checks the declared type; the bytes must then prove a type the bucket accepts too.
      const declaredType = essence(received.declaredContentType);
      if (declaredType && !isAllowedContentType(declaredType, bucketRow.allowed_mime_types)) {
        throw storageErrors.invalidMimeType(declaredType);
      }
      contentType = effectiveContentType(received.declaredContentType, received.head);
      if (!isAllowedContentType(contentType, bucketRow.allowed_mime_types)) {
        throw storageErrors.invalidMimeType(contentType);
      }
    } catch (error) {
      await unlink(received.tempPath).catch(() => undefined);
      throw error;
    }

    const sub = typeof caller.claims.sub === 'string' && isUuid(caller.claims.sub) ? caller.claims.sub : null;
    const version = files.newVersion();
    const metadata: ObjectMetadata = {
      eTag: `"${received.md5}"`,
      size: received.size,
      mimetype: contentType,
      cacheControl: received.cacheControl ?? 'no-cache',
      lastModified: new Date().toISOString(),
      contentLength: received.size,
      httpStatusCode: 200,
    };
    const object: NewObject = {
      id: randomUUID(),
      bucket,
      name,
      owner: sub,
      version,
      metadata,
      userMetadata: received.userMetadata ?? null,
    };

    return files.withObjectLock(bucket, name, async () => {
      try {
        await files.place(received.tempPath, bucket, name, version);
      } catch (error) {
        await unlink(received.tempPath).catch(() => undefined);
        throw error;
      }
      let objectId: string;
      try {
        objectId = await ctx.asCaller(caller, (tx) => (upsert ? upsertObject(tx, object) : insertObject(tx, object)));
      } catch (error) {
        // The row did not change: drop the new version, keep whatever is current.
        await files.prune(bucket, name, await currentVersion(ctx.db, bucket, name));
        throw error;
      }
      // Committed: older versions are no longer named by any row.
      await files.prune(bucket, name, version).catch((error: unknown) => ctx.log.warn({ err: error }, 'storage prune failed'));
      return objectId;
    });
  }

  /** After rows were deleted (committed): their bytes go, unless the name was uploaded again meanwhile. */
  async function pruneDeleted(bucket: string, deleted: StoredObjectRow[]): Promise<void> {
    await Promise.all(
      deleted.map((row) =>
        files
          .withObjectLock(bucket, row.name, async () => files.prune(bucket, row.name, await currentVersion(ctx.db, bucket, row.name)))
          .catch((error: unknown) => ctx.log.warn({ err: error }, 'storage prune failed')),
      ),
    );
  }

  // ---- buckets ---------------------------------------------------------------------------------

  app.get(
    '/bucket',
    handle(async (c) => {
      const caller = await callerOf(c);
      const rows = await ctx.asCaller(caller, (tx) => listBuckets(tx), { readOnly: true });
      return c.json(rows.map(renderBucket));
    }),
  );

  app.get(
    '/bucket/:id',
    handle(async (c) => {
      const caller = await callerOf(c);
      const id = param(c, 'id');
      if (!isValidBucketName(id)) throw storageErrors.noSuchBucket();
      const row = await ctx.asCaller(caller, (tx) => findBucket(tx, id), { readOnly: true });
      if (!row) throw storageErrors.noSuchBucket();
      return c.json(renderBucket(row));
    }),
  );

  app.post(
    '/bucket',
    handle(async (c) => {
      const caller = await callerOf(c);
      const body = await jsonBody(c);
      const id = typeof body.id === 'string' ? body.id : typeof body.name === 'string' ? body.name : '';
      const name = typeof body.name === 'string' ? body.name : id;
      assertBucketName(id);
      assertBucketName(name);
      const settings = parseBucketChanges(body);
      const sub = typeof caller.claims.sub === 'string' && isUuid(caller.claims.sub) ? caller.claims.sub : null;
      try {
        await ctx.asCaller(caller, (tx) =>
          insertBucket(tx, {
            id,
            name,
            owner: sub,
            public: settings.public === true,
            fileSizeLimit: settings.fileSizeLimit ?? null,
            allowedMimeTypes: settings.allowedMimeTypes ?? null,
          }),
        );
      } catch (error) {
        if ((error as { code?: string }).code === '23505') throw storageErrors.bucketAlreadyExists();
        throw error;
      }
      return c.json({ name: id });
    }),
  );

  // A bucket the caller's policies hide is answered exactly as one that does not exist: every
  // bucket route first looks it up as the caller, before anything else about it is told.
  const bucketIdParam = (c: Context): string => {
    const id = param(c, 'id');
    if (!isValidBucketName(id)) throw storageErrors.noSuchBucket();
    return id;
  };
  const assertVisible = async (tx: Queryable, id: string): Promise<void> => {
    if (!(await findBucket(tx, id))) throw storageErrors.noSuchBucket();
  };

  app.put(
    '/bucket/:id',
    handle(async (c) => {
      const caller = await callerOf(c);
      const id = bucketIdParam(c);
      // The id and name in the body are ignored: a bucket cannot be renamed, as on Supabase.
      const changes = parseBucketChanges(await jsonBody(c));
      await ctx.asCaller(caller, async (tx) => {
        await assertVisible(tx, id);
        if (!(await updateBucket(tx, id, changes))) throw storageErrors.accessDenied('You may not change this bucket');
      });
      return c.json({ message: 'Successfully updated' });
    }),
  );

  app.post(
    '/bucket/:id/empty',
    handle(async (c) => {
      const caller = await callerOf(c);
      const id = bucketIdParam(c);
      const deleted = await ctx.asCaller(caller, async (tx) => {
        await assertVisible(tx, id);
        return deleteAllObjects(tx, id);
      });
      await pruneDeleted(id, deleted);
      return c.json({ message: 'Successfully emptied' });
    }),
  );

  app.delete(
    '/bucket/:id',
    handle(async (c) => {
      const caller = await callerOf(c);
      const id = bucketIdParam(c);
      try {
        await ctx.asCaller(caller, async (tx) => {
          await assertVisible(tx, id);
          if (!(await deleteBucket(tx, id))) throw storageErrors.accessDenied('You may not delete this bucket');
        });
      } catch (error) {
        // Only reached by a caller allowed to delete the bucket: objects still point at it.
        if ((error as { code?: string }).code === '23503') throw storageErrors.bucketNotEmpty();
        throw error;
      }
      return c.json({ message: 'Successfully deleted' });
    }),
  );

  // ---- objects: routes with a fixed second segment first, so they win over /object/:bucket ----

  // list-v2: byte-ordered keys after a cursor, optionally folded into folders at "/".
  app.post(
    '/object/list-v2/:bucket',
    handle(async (c) => {
      const caller = await callerOf(c);
      const bucket = assertBucketName(param(c, 'bucket'));
      const body = await jsonBody(c);
      const prefix = optionalText(body, 'prefix');
      const cursor = optionalText(body, 'cursor');
      const limit = body.limit === undefined || body.limit === null ? 1000 : body.limit;
      if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > 1000) throw storageErrors.invalidParameter('limit');
      if (body.with_delimiter !== undefined && typeof body.with_delimiter !== 'boolean') {
        throw storageErrors.invalidParameter('with_delimiter');
      }
      const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
      if (typeof sortBy !== 'object' || Array.isArray(sortBy)) throw storageErrors.invalidParameter('sortBy');
      const sortColumn = sortBy.column ?? 'name';
      if (sortColumn !== 'name' && sortColumn !== 'created_at' && sortColumn !== 'updated_at') {
        throw storageErrors.invalidParameter('sortBy.column');
      }
      const sortOrder = sortBy.order ?? 'asc';
      if (sortOrder !== 'asc' && sortOrder !== 'desc') throw storageErrors.invalidParameter('sortBy.order');
      const byName = sortColumn === 'name';
      const position = parseListV2Cursor(cursor, byName);
      if (cursor !== '' && !position) throw storageErrors.invalidParameter('cursor');
      const withDelimiter = body.with_delimiter === true;
      const rows = await ctx.asCaller(
        caller,
        (tx) => listV2(tx, bucket, { prefix, cursor: position, limit, withDelimiter, sortColumn, sortOrder }),
        { readOnly: true },
      );
      const page = rows.slice(0, limit);
      const hasNext = rows.length > limit;
      return c.json({
        hasNext,
        // Storage names a folder by its path with the slash ("a/b/") and keys it without ("a/b").
        folders: page.filter((row) => row.kind === 'folder').map((row) => ({ name: row.key, key: row.key.replace(/\/$/, '') })),
        objects: page
          .filter((row) => row.kind === 'object')
          .map((row) => ({
            name: row.key,
            key: row.key,
            id: row.id,
            updated_at: isoTime(row.updated_at),
            created_at: isoTime(row.created_at),
            last_accessed_at: isoTime(row.last_accessed_at),
            metadata: row.metadata,
          })),
        ...(hasNext ? { nextCursor: listV2Cursor(page.at(-1)!, byName) } : {}),
      });
    }),
  );

  /** The source and destination of a move or copy, validated. */
  const transferParams = (body: JsonBody) => {
    const bucket = assertBucketName(requiredText(body, 'bucketId'));
    const sourceKey = assertObjectName(requiredText(body, 'sourceKey'));
    const destinationKey = assertObjectName(requiredText(body, 'destinationKey'));
    const destinationBucket =
      body.destinationBucket === undefined || body.destinationBucket === null
        ? bucket
        : assertBucketName(requiredText(body, 'destinationBucket'));
    return { bucket, sourceKey, destinationBucket, destinationKey };
  };

  /** A bucket objects are moved or copied into must exist and take the object's type and size. */
  const checkDestination = async (destinationBucket: string, row: StoredObjectRow): Promise<void> => {
    const bucketRow = await findBucket(ctx.db, destinationBucket);
    if (!bucketRow) throw storageErrors.noSuchBucket();
    const mimetype = row.metadata?.mimetype ?? 'application/octet-stream';
    if (!isAllowedContentType(mimetype, bucketRow.allowed_mime_types)) throw storageErrors.invalidMimeType(mimetype);
    if ((row.metadata?.size ?? 0) > bucketLimit(bucketRow, options.maxFileSizeBytes)) throw storageErrors.entityTooLarge();
  };

  // move: the row is renamed as the caller (their UPDATE policy, before and after), the bytes follow.
  app.post(
    '/object/move',
    handle(async (c) => {
      const caller = await callerOf(c);
      const { bucket, sourceKey, destinationBucket, destinationKey } = transferParams(await jsonBody(c));
      const row = await ctx.asCaller(caller, (tx) => findObject(tx, bucket, sourceKey), { readOnly: true });
      if (!row?.version) throw storageErrors.noSuchKey();
      await checkDestination(destinationBucket, row);
      if (bucket === destinationBucket && sourceKey === destinationKey) {
        throw storageErrors.invalidRequest('The source and destination of a move must differ');
      }
      const version = files.newVersion();
      // Both objects are locked, always in the same order, so two opposite moves cannot wait on each other.
      const [first, second] = [
        { bucket, name: sourceKey },
        { bucket: destinationBucket, name: destinationKey },
      ].sort((a, b) => (`${a.bucket}\u0000${a.name}` < `${b.bucket}\u0000${b.name}` ? -1 : 1));
      await files.withObjectLock(first!.bucket, first!.name, () =>
        files.withObjectLock(second!.bucket, second!.name, async () => {
          await files.place(await files.copyToTemp(bucket, sourceKey, row.version!), destinationBucket, destinationKey, version);
          let moved = false;
          try {
            moved = await ctx.asCaller(caller, (tx) =>
              moveObject(tx, { bucket, name: sourceKey }, { bucket: destinationBucket, name: destinationKey, version }),
            );
          } finally {
            if (!moved) await files.prune(destinationBucket, destinationKey, await currentVersion(ctx.db, destinationBucket, destinationKey));
          }
          if (!moved) throw storageErrors.noSuchKey();
          await files.prune(bucket, sourceKey, await currentVersion(ctx.db, bucket, sourceKey));
          await files.prune(destinationBucket, destinationKey, version);
        }),
      );
      return c.json({ message: 'Successfully moved' });
    }),
  );

  // copy: read as the caller (SELECT), written as the caller (INSERT) with the source's metadata.
  app.post(
    '/object/copy',
    handle(async (c) => {
      const caller = await callerOf(c);
      const body = await jsonBody(c);
      const { bucket, sourceKey, destinationBucket, destinationKey } = transferParams(body);
      const upsert = c.req.header('x-upsert') === 'true';
      const row = await ctx.asCaller(caller, (tx) => findObject(tx, bucket, sourceKey), { readOnly: true });
      if (!row?.version || !row.metadata) throw storageErrors.noSuchKey();
      await checkDestination(destinationBucket, row);
      const userMetadata =
        body.copyMetadata === false
          ? typeof body.metadata === 'object' && body.metadata !== null && !Array.isArray(body.metadata)
            ? (body.metadata as Record<string, unknown>)
            : null
          : row.user_metadata;
      const sub = typeof caller.claims.sub === 'string' && isUuid(caller.claims.sub) ? caller.claims.sub : null;
      const version = files.newVersion();
      const object: NewObject = {
        id: randomUUID(),
        bucket: destinationBucket,
        name: destinationKey,
        owner: sub,
        version,
        metadata: { ...row.metadata, lastModified: new Date().toISOString() },
        userMetadata,
      };
      const id = await files.withObjectLock(destinationBucket, destinationKey, async () => {
        await files.place(await files.copyToTemp(bucket, sourceKey, row.version!), destinationBucket, destinationKey, version);
        let objectId: string;
        try {
          objectId = await ctx.asCaller(caller, (tx) => (upsert ? upsertObject(tx, object) : insertObject(tx, object)));
        } catch (error) {
          await files.prune(destinationBucket, destinationKey, await currentVersion(ctx.db, destinationBucket, destinationKey));
          throw error;
        }
        await files.prune(destinationBucket, destinationKey, version);
        return objectId;
      });
      return c.json({ Id: id, Key: `${destinationBucket}/${destinationKey}`, name: destinationKey, bucket_id: destinationBucket });
    }),
  );

  // Signed upload URLs: signing needs the caller's right to upload there (tried, then rolled
  // back); the URL then lets its holder upload that one path as the signer for two hours.
  app.post(
    '/object/upload/sign/:bucket/:path{.+}',
    handle(async (c) => {
      const caller = await callerOf(c);
      const { bucket, name } = objectParams(c);
      const upsert = c.req.header('x-upsert') === 'true';
      const bucketRow = await findBucket(ctx.db, bucket);
      if (!bucketRow) throw storageErrors.noSuchBucket();
      const sub = typeof caller.claims.sub === 'string' && isUuid(caller.claims.sub) ? caller.claims.sub : null;
      await probeUpload(caller, bucket, name, sub, upsert);
      const role = caller.role === 'service_role' ? 'service_role' : sub ? 'authenticated' : 'anon';
      const token = await signUploadToken(ctx.config.jwtSecret, bucket, name, { owner: sub, upsert, role });
      return c.json({ url: `/object/upload/sign/${bucket}/${name}?token=${token}`, token });
    }),
  );

  app.put(
    '/object/upload/sign/:bucket/:path{.+}',
    handle(async (c) => {
      const { bucket, name } = objectParams(c);
      const grant = await verifyUploadToken(ctx.config.jwtSecret, c.req.query('token'), bucket, name);
      // The upload runs as the signer, so the project's policies decide again, as for any upload
      // (a service-role signer's upload bypasses them, as its own uploads do).
      const role = grant.role ?? (grant.owner ? 'authenticated' : 'anon');
      const signer: Caller = { role, claims: { role, ...(grant.owner ? { sub: grant.owner } : {}) }, token: '' };
      return upload(c, grant.upsert, signer);
    }),
  );

  /** Tries the insert (or upsert) the upload would make, as the caller, and rolls it back. */
  async function probeUpload(caller: Caller, bucket: string, name: string, owner: string | null, upsert: boolean): Promise<void> {
    const rollback = new Error('probe rolled back');
    const probe: NewObject = {
      id: randomUUID(),
      bucket,
      name,
      owner,
      version: files.newVersion(),
      metadata: { eTag: '""', size: 0, mimetype: 'application/octet-stream', cacheControl: 'no-cache', lastModified: '', contentLength: 0, httpStatusCode: 200 },
      userMetadata: null,
    };
    try {
      await ctx.asCaller(caller, async (tx) => {
        await (upsert ? upsertObject(tx, probe) : insertObject(tx, probe));
        throw rollback;
      });
    } catch (error) {
      if (error !== rollback) throw error;
    }
  }

  app.post(
    '/object/list/:bucket',
    handle(async (c) => {
      const caller = await callerOf(c);
      const bucket = assertBucketName(param(c, 'bucket'));
      const listOptions = parseListBody(await jsonBody(c));
      const rows = await ctx.asCaller(caller, (tx) => listLevel(tx, bucket, listOptions), { readOnly: true });
      return c.json(
        rows.map((row) => ({
          ...row,
          updated_at: isoTime(row.updated_at),
          created_at: isoTime(row.created_at),
          last_accessed_at: isoTime(row.last_accessed_at),
        })),
      );
    }),
  );

  app.post(
    '/object/sign/:bucket',
    handle(async (c) => {
      const caller = await callerOf(c);
      const bucket = assertBucketName(param(c, 'bucket'));
      const body = await jsonBody(c);
      const expiresIn = parseExpiresIn(body.expiresIn, options.maxSignedUrlExpiresIn);
      const paths = body.paths;
      if (!Array.isArray(paths) || paths.length === 0 || paths.length > MAX_BATCH || !paths.every((p) => typeof p === 'string')) {
        throw storageErrors.invalidParameter('paths');
      }
      const names = paths as string[];
      const valid = names.filter((name) => objectNameProblem(name) === undefined);
      const visible = await ctx.asCaller(caller, (tx) => visibleNames(tx, bucket, valid), { readOnly: true });
      const result = await Promise.all(
        names.map(async (path) => {
          if (!visible.has(path)) return { error: SIGN_ERROR, path, signedURL: null };
          const token = await signObjectToken(ctx.config.jwtSecret, bucket, path, expiresIn);
          return { error: null, path, signedURL: `/object/sign/${bucket}/${path}?token=${token}` };
        }),
      );
      return c.json(result);
    }),
  );

  app.post(
    '/object/sign/:bucket/:path{.+}',
    handle(async (c) => {
      const caller = await callerOf(c);
      const { bucket, name } = objectParams(c);
      const body = await jsonBody(c);
      const expiresIn = parseExpiresIn(body.expiresIn, options.maxSignedUrlExpiresIn);
      const transform = parseTransformBody(body.transform);
      const row = await ctx.asCaller(caller, (tx) => findObject(tx, bucket, name), { readOnly: true });
      if (!row) throw storageErrors.noSuchKey();
      if (transform) {
        // As Storage: a URL with transformations is a rendition's URL, its options signed in.
        const token = await signRenderToken(ctx.config.jwtSecret, bucket, name, expiresIn, encodeTransformations(transform));
        return c.json({ signedURL: `/render/image/sign/${bucket}/${name}?token=${token}` });
      }
      const token = await signObjectToken(ctx.config.jwtSecret, bucket, name, expiresIn);
      return c.json({ signedURL: `/object/sign/${bucket}/${name}?token=${token}` });
    }),
  );

  // The signed URL itself: the token is the only credential.
  app.get(
    '/object/sign/:bucket/:path{.+}',
    handle(async (c) => {
      const { bucket, name } = objectParams(c);
      await verifyObjectToken(ctx.config.jwtSecret, c.req.query('token'), bucket, name, options.maxSignedUrlExpiresIn);
      return serveObject(c, await findObject(ctx.db, bucket, name));
    }),
  );

  app.get(
    '/object/public/:bucket/:path{.+}',
    handle(async (c) => {
      const { bucket, name } = objectParams(c);
      const bucketRow = await findBucket(ctx.db, bucket);
      if (!bucketRow?.public) throw storageErrors.noSuchBucket();
      return serveObject(c, await findObject(ctx.db, bucket, name));
    }),
  );

  // ---- image transformations: each route reads the object as its download twin does ----------

  const renderResponse = (c: Context, row: StoredObjectRow | undefined, transform: TransformOptions): Promise<Response> =>
    renderImageResponse(files, renderer, {
      row,
      options: transform,
      accept: c.req.header('accept'),
      ifNoneMatch: c.req.header('if-none-match'),
      download: downloadName(c.req.query('download')),
      method: c.req.method,
    });

  app.get(
    '/render/image/authenticated/:bucket/:path{.+}',
    handle(async (c) => {
      const caller = await callerOf(c);
      const { bucket, name } = objectParams(c);
      const transform = parseTransformOptions(c.req.query(), 'querystring');
      const row = await ctx.asCaller(caller, (tx) => findObject(tx, bucket, name), { readOnly: true });
      return renderResponse(c, row, transform);
    }),
  );

  app.get(
    '/render/image/public/:bucket/:path{.+}',
    handle(async (c) => {
      const { bucket, name } = objectParams(c);
      const transform = parseTransformOptions(c.req.query(), 'querystring');
      const bucketRow = await findBucket(ctx.db, bucket);
      if (!bucketRow?.public) throw storageErrors.noSuchBucket();
      return renderResponse(c, await findObject(ctx.db, bucket, name), transform);
    }),
  );

  // The token is the only credential, and it fixes the transformations: query options are ignored.
  app.get(
    '/render/image/sign/:bucket/:path{.+}',
    handle(async (c) => {
      const { bucket, name } = objectParams(c);
      const encoded = await verifyRenderToken(ctx.config.jwtSecret, c.req.query('token'), bucket, name, options.maxSignedUrlExpiresIn);
      return renderResponse(c, await findObject(ctx.db, bucket, name), decodeTransformations(encoded));
    }),
  );

  app.get(
    '/object/info/:bucket/:path{.+}',
    handle(async (c) => {
      const caller = await callerOf(c);
      const { bucket, name } = objectParams(c);
      const row = await ctx.asCaller(caller, (tx) => findObject(tx, bucket, name), { readOnly: true });
      if (!row) throw storageErrors.noSuchKey();
      return c.json({
        id: row.id,
        name: row.name,
        version: row.version,
        bucket_id: row.bucket_id,
        size: row.metadata?.size ?? null,
        content_type: row.metadata?.mimetype ?? null,
        cache_control: row.metadata?.cacheControl ?? null,
        etag: row.metadata?.eTag ?? null,
        metadata: row.user_metadata ?? {},
        last_modified: isoTime(row.updated_at),
        created_at: isoTime(row.created_at),
      });
    }),
  );

  const download = handle(async (c) => {
    const caller = await callerOf(c);
    const { bucket, name } = objectParams(c);
    const row = await ctx.asCaller(caller, (tx) => findObject(tx, bucket, name), { readOnly: true });
    return serveObject(c, row);
  });
  app.get('/object/authenticated/:bucket/:path{.+}', download);

  app.post('/object/:bucket/:path{.+}', handle((c) => upload(c, c.req.header('x-upsert') === 'true')));
  // PUT replaces (storage-js `update`), which Supabase runs as an upsert.
  app.put('/object/:bucket/:path{.+}', handle((c) => upload(c, true)));
  app.get('/object/:bucket/:path{.+}', download);

  const remove = async (c: Context, bucket: string, names: string[]): Promise<StoredObjectRow[]> => {
    const caller = await callerOf(c);
    const deleted = await ctx.asCaller(caller, (tx) => deleteObjects(tx, bucket, names));
    await pruneDeleted(bucket, deleted);
    return deleted;
  };

  app.delete(
    '/object/:bucket',
    handle(async (c) => {
      const bucket = assertBucketName(param(c, 'bucket'));
      const prefixes = (await jsonBody(c)).prefixes;
      if (
        !Array.isArray(prefixes) ||
        prefixes.length === 0 ||
        prefixes.length > MAX_BATCH ||
        !prefixes.every((p) => typeof p === 'string')
      ) {
        throw storageErrors.invalidParameter('prefixes');
      }
      const names = (prefixes as string[]).map((p) => assertObjectName(p));
      return c.json(await remove(c, bucket, names));
    }),
  );

  app.delete(
    '/object/:bucket/:path{.+}',
    handle(async (c) => {
      const { bucket, name } = objectParams(c);
      const deleted = await remove(c, bucket, [name]);
      if (deleted.length === 0) throw storageErrors.noSuchKey();
      return c.json({ message: 'Successfully deleted' });
    }),
  );

  return app;
}

function toStorageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  return storageErrorFromDatabase(error) ?? storageErrors.internal();
}

function bucketLimit(bucket: BucketRow, globalLimit: number): number {
  const own = bucket.file_size_limit === null ? NaN : Number(bucket.file_size_limit);
  return Number.isFinite(own) && own > 0 ? Math.min(own, globalLimit) : globalLimit;
}

function renderBucket(row: BucketRow): Record<string, unknown> {
  return {
    id: row.id,
    name: row.name,
    owner: row.owner_id ?? row.owner ?? '',
    public: row.public,
    file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit),
    allowed_mime_types: row.allowed_mime_types,
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
  };
}

/**
 * A signed URL's lifetime: whole seconds from 1 to `max`, refused (never clamped) otherwise, so a
 * caller asking for longer learns that they did not get it. A numeric string counts, as Supabase's
 * schema coerces it.
 */
function parseExpiresIn(value: unknown, max: number): number {
  const seconds = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof seconds !== 'number' || !Number.isSafeInteger(seconds) || seconds < 1 || seconds > max) {
    throw storageErrors.expiresInOutOfRange(max);
  }
  return seconds;
}

/** Bucket settings as create and update take them; an absent field is undefined (left as is). */
function parseBucketChanges(body: JsonBody): BucketChanges {
  const changes: BucketChanges = {};
  if (body.public !== undefined) {
    if (typeof body.public !== 'boolean') throw storageErrors.invalidParameter('public');
    changes.public = body.public;
  }
  if (body.file_size_limit !== undefined) {
    const limit = body.file_size_limit === null ? null : parseFileSizeLimit(body.file_size_limit);
    if (limit === undefined) throw storageErrors.invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
    changes.fileSizeLimit = limit;
  }
  const allowed = body.allowed_mime_types;
  if (allowed !== undefined) {
    if (allowed !== null && !(Array.isArray(allowed) && allowed.every((t) => typeof t === 'string'))) {
      throw storageErrors.invalidParameter('allowed_mime_types');
    }
    changes.allowedMimeTypes = allowed as string[] | null;
  }
  return changes;
}

/** The request's Content-Length, when it gives a usable one. */
function declaredLength(request: Request): number | undefined {
  const header = request.headers.get('content-length');
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  const length = Number(header);
  return Number.isSafeInteger(length) ? length : undefined;
}

function isMultipart(request: Request): boolean {
  return (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
}

function parseListBody(body: JsonBody): ListOptions {
  const prefix = body.prefix === undefined || body.prefix === null ? '' : body.prefix;
  if (typeof prefix !== 'string') throw storageErrors.invalidParameter('prefix');
  const trimmed = prefix.replace(/\/+$/, '');
  if (trimmed !== '' && objectNameProblem(trimmed) !== undefined) throw storageErrors.invalidKey(prefix);
  const limit = body.limit === undefined ? 100 : body.limit;
  const offset = body.offset === undefined ? 0 : body.offset;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > 1000) {
    throw storageErrors.invalidParameter('limit');
  }
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0) throw storageErrors.invalidParameter('offset');
  const search = body.search === undefined || body.search === null ? '' : body.search;
  if (typeof search !== 'string') throw storageErrors.invalidParameter('search');
  const sortBy = (typeof body.sortBy === 'object' && body.sortBy !== null ? body.sortBy : {}) as Record<string, unknown>;
  const column = typeof sortBy.column === 'string' && SORT_COLUMNS.has(sortBy.column as ListOptions['sortColumn'])
    ? (sortBy.column as ListOptions['sortColumn'])
    : 'name';
  const order = sortBy.order === 'desc' ? 'desc' : 'asc';
  return { prefix: trimmed === '' ? '' : `${trimmed}/`, limit, offset, search, sortColumn: column, sortOrder: order };
}

function optionalText(body: JsonBody, field: string): string {
  const value = body[field];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw storageErrors.invalidParameter(field);
  return value;
}

function requiredText(body: JsonBody, field: string): string {
  const value = optionalText(body, field);
  if (value === '') throw storageErrors.invalidParameter(field);
  return value;
}

/** Timestamps as Storage sends them: ISO 8601 in UTC ("2024-05-01T10:00:00.000Z"). */
export function isoTime(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

/** A route parameter, decoded by Hono; '' when absent. */
function param(c: Context, name: string): string {
  return c.req.param(name) ?? '';
}

/**
 * `?download=` as storage-js builds it: URLSearchParams-encoded, then passed through encodeURI,
 * so a non-ASCII name arrives encoded twice. One extra decode recovers the name.
 */
function downloadName(value: string | undefined): string | undefined {
  if (value === undefined || !/%[0-9A-Fa-f]{2}/.test(value)) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
