// Storage as a hostile stranger probes it (issue 16): odd HTTP methods, buckets they may not see,
// and signed URLs asked to live for ever. Default settings; the fixture project's buckets.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import type { SupabaseClient, User } from '@supabase/supabase-js';
import { signObjectToken } from '../../src/storage/signed-url';
import { startBackend, type TestBackend } from '../harness';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);
const FEEDBACK_BUCKET = 'feedback-drop';
const SEVEN_DAYS = 604_800;

const NO_SUCH_BUCKET = { statusCode: '404', code: 'NoSuchBucket', error: 'Bucket not found', message: 'Bucket not found' };

let backend: TestBackend;
let alice: { client: SupabaseClient; user: User; token: string };

beforeAll(async () => {
  backend = await startBackend({ supabaseDir: join(__dirname, '..', 'fixtures', 'storage') });
  const a = await backend.signUpUser();
  alice = { client: a.client, user: a.user, token: a.session.access_token };
});

afterAll(async () => {
  await backend?.stop();
});

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request with any method and a path sent exactly as given (fetch refuses TRACE). */
function send(method: string, path: string, token: string, body?: string): Promise<RawResponse> {
  const { hostname, port } = new URL(backend.url);
  const headers: Record<string, string> = { apikey: backend.anonKey, authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: hostname, port, method, path, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('odd HTTP methods', () => {
  test('TRACE and WebDAV verbs on storage paths are a JSON 4xx, never a 500', async () => {
    const paths = [
      '/storage/v1/bucket',
      `/storage/v1/bucket/${FEEDBACK_BUCKET}`,
      `/storage/v1/object/${FEEDBACK_BUCKET}/anonymous/x.png`,
      `/storage/v1/object/sign/${FEEDBACK_BUCKET}/anonymous/x.png`,
      `/storage/v1/object/list/${FEEDBACK_BUCKET}`,
    ];
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'LOCK', 'PURGE', 'SEARCH']) {
      for (const path of paths) {
        const response = await send(method, path, backend.anonKey);
        expect({ method, path, status: response.status }).toEqual({ method, path, status: expect.any(Number) });
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(() => JSON.parse(response.body)).not.toThrow();
      }
    }
    // Node's parser refuses TRACK and made-up methods itself.
    expect((await send('TRACK', '/storage/v1/bucket', backend.anonKey)).status).toBe(400);
    expect((await send('FROBNICATE', '/storage/v1/bucket', backend.anonKey)).status).toBe(400);
  });
});

describe('a bucket the caller cannot see answers exactly as one that does not exist', () => {
  const madeUp = `no-such-bucket-${randomUUID().slice(0, 8)}`;

  /** Every operation storage-js has on one bucket, as raw requests. */
  const operations: Array<{ name: string; method: string; path: (bucket: string) => string; body?: string }> = [
    { name: 'delete', method: 'DELETE', path: (bucket) => `/storage/v1/bucket/${bucket}` },
    { name: 'get', method: 'GET', path: (bucket) => `/storage/v1/bucket/${bucket}` },
    {
      name: 'update',
      method: 'PUT',
      path: (bucket) => `/storage/v1/bucket/${bucket}`,
      body: JSON.stringify({ id: 'x', name: 'x', public: true, file_size_limit: null, allowed_mime_types: null }),
    },
    { name: 'empty', method: 'POST', path: (bucket) => `/storage/v1/bucket/${bucket}/empty`, body: '{}' },
  ];

  beforeAll(async () => {
    // The bucket holds an object, so a leaking delete would say "not empty".
    const { error } = await backend.client().storage.from(FEEDBACK_BUCKET).upload(`anonymous/${randomUUID()}.png`, PNG, {
      contentType: 'image/png',
    });
    expect(error).toBeNull();
  });

  test.each([
    ['anon', () => backend.anonKey],
    ['a signed-in user', () => alice.token],
  ])('over raw HTTP, as %s', async (_who, token) => {
    for (const operation of operations) {
      const real = await send(operation.method, operation.path(FEEDBACK_BUCKET), token(), operation.body);
      const fake = await send(operation.method, operation.path(madeUp), token(), operation.body);
      const seen = (response: RawResponse): unknown => ({ operation: operation.name, status: response.status, body: JSON.parse(response.body) });
      expect(seen(real)).toEqual(seen(fake));
      expect(seen(real)).toEqual({ operation: operation.name, status: 400, body: NO_SUCH_BUCKET });
    }
  });

  test.each([
    ['anon', () => backend.client()],
    ['a signed-in user', () => alice.client],
  ])('through supabase-js, as %s', async (_who, client) => {
    const storage = client().storage;
    const calls: Array<[string, (bucket: string) => Promise<{ error: unknown }>]> = [
      ['deleteBucket', (bucket) => storage.deleteBucket(bucket)],
      ['getBucket', (bucket) => storage.getBucket(bucket)],
      ['updateBucket', (bucket) => storage.updateBucket(bucket, { public: true })],
      ['emptyBucket', (bucket) => storage.emptyBucket(bucket)],
    ];
    for (const [name, call] of calls) {
      const real = await call(FEEDBACK_BUCKET);
      const fake = await call(madeUp);
      expect({ name, error: real.error }).toEqual({ name, error: fake.error });
      expect({ name, error: real.error }).toEqual({ name, error: expect.objectContaining({ statusCode: '404', message: 'Bucket not found' }) });
    }
  });

  test('and the bucket, its settings and its object are untouched', async () => {
    const admin = backend.client({ key: 'service_role' });
    const bucket = await admin.storage.getBucket(FEEDBACK_BUCKET);
    expect(bucket.data).toMatchObject({ id: FEEDBACK_BUCKET, public: false });
    const { rows } = await backend.sql<{ count: number }>(
      'select count(*)::int as count from storage.objects where bucket_id = $1',
      [FEEDBACK_BUCKET],
    );
    expect(rows[0]!.count).toBeGreaterThan(0);
  });

  test('the service role, who sees it, updates, empties and deletes; a full bucket is "not empty" to it', async () => {
    const admin = backend.client({ key: 'service_role' });
    const id = `scratch-${randomUUID().slice(0, 8)}`;
    expect((await admin.storage.createBucket(id, { public: false })).error).toBeNull();
    const path = 'folder/file.png';
    expect((await admin.storage.from(id).upload(path, PNG, { contentType: 'image/png' })).error).toBeNull();

    const full = await admin.storage.deleteBucket(id);
    expect(full.error).toMatchObject({ statusCode: '409', message: 'The bucket you tried to delete is not empty' });

    const updated = await admin.storage.updateBucket(id, { public: true, fileSizeLimit: '1MB', allowedMimeTypes: ['image/png'] });
    expect(updated).toEqual({ data: { message: 'Successfully updated' }, error: null });
    expect((await admin.storage.getBucket(id)).data).toMatchObject({
      id,
      public: true,
      file_size_limit: 1_000_000,
      allowed_mime_types: ['image/png'],
    });

    const emptied = await admin.storage.emptyBucket(id);
    expect(emptied).toEqual({ data: { message: 'Successfully emptied' }, error: null });
    expect(existsSync(join(backend.dataDir, 'storage', id, 'folder', 'file.png'))).toBe(false);

    expect(await admin.storage.deleteBucket(id)).toEqual({ data: { message: 'Successfully deleted' }, error: null });
    expect((await admin.storage.getBucket(id)).error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  test('an update with a bad size or type list is refused before anything changes', async () => {
    const admin = backend.client({ key: 'service_role' });
    const bad = await send(
      'PUT',
      `/storage/v1/bucket/${FEEDBACK_BUCKET}`,
      backend.serviceRoleKey,
      JSON.stringify({ public: true, file_size_limit: 'lots' }),
    );
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body)).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });
    const types = await send('PUT', `/storage/v1/bucket/${FEEDBACK_BUCKET}`, backend.serviceRoleKey, JSON.stringify({ allowed_mime_types: 'image/png' }));
    expect(JSON.parse(types.body)).toMatchObject({ statusCode: '400', code: 'InvalidParameter' });
    expect((await admin.storage.getBucket(FEEDBACK_BUCKET)).data).toMatchObject({ public: false, file_size_limit: 1048576 });
  });
});

describe('signed URL lifetime', () => {
  const path = (): string => `${alice.user.id}/signed.txt`;
  const tooLong = `expiresIn must be a whole number of seconds between 1 and ${SEVEN_DAYS}`;

  beforeAll(async () => {
    const { error } = await alice.client.storage.from('documents').upload(path(), new TextEncoder().encode('shalom'), {
      contentType: 'text/plain',
    });
    expect(error).toBeNull();
  });

  test('createSignedUrl refuses a lifetime over 7 days, or one that is not a positive whole number', async () => {
    for (const expiresIn of [1e12, SEVEN_DAYS + 1, Number.MAX_SAFE_INTEGER, 0, -5, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      const { data, error } = await alice.client.storage.from('documents').createSignedUrl(path(), expiresIn);
      expect({ expiresIn, data }).toEqual({ expiresIn, data: null });
      expect({ expiresIn, error }).toEqual({
        expiresIn,
        error: expect.objectContaining({ statusCode: '400', message: tooLong }),
      });
    }
    const raw = await send('POST', `/storage/v1/object/sign/documents/${path()}`, alice.token, JSON.stringify({ expiresIn: 1e12 }));
    expect(raw.status).toBe(400);
    expect(JSON.parse(raw.body)).toEqual({ statusCode: '400', code: 'InvalidRequest', error: 'InvalidRequest', message: tooLong });
    for (const expiresIn of ['forever', '1e12', null, true, {}]) {
      const odd = await send('POST', `/storage/v1/object/sign/documents/${path()}`, alice.token, JSON.stringify({ expiresIn }));
      expect({ expiresIn, body: JSON.parse(odd.body) }).toEqual({ expiresIn, body: expect.objectContaining({ code: 'InvalidRequest', message: tooLong }) });
    }
  });

  test('exactly 7 days is allowed, and the URL works', async () => {
    const { data, error } = await alice.client.storage.from('documents').createSignedUrl(path(), SEVEN_DAYS);
    expect(error).toBeNull();
    const response = await fetch(data!.signedUrl);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('shalom');
  });

  test('createSignedUrls is capped the same way', async () => {
    const { data, error } = await alice.client.storage.from('documents').createSignedUrls([path()], 1e12);
    expect(data).toBeNull();
    expect(error).toMatchObject({ statusCode: '400', message: tooLong });
    const fine = await alice.client.storage.from('documents').createSignedUrls([path()], 60);
    expect(fine.error).toBeNull();
  });

  test('a URL minted with a longer lifetime (before the cap existed) no longer opens', async () => {
    const token = await signObjectToken(backend.context().config.jwtSecret, 'documents', path(), 1e12);
    const response = await fetch(`${backend.url}/storage/v1/object/sign/documents/${path()}?token=${token}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '400',
      code: 'InvalidJWT',
      error: 'InvalidJWT',
      message: `signed URL lifetime is over the ${SEVEN_DAYS}-second maximum`,
    });
  });
});
