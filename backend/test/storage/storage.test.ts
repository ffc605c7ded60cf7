// Storage through the unmodified supabase-js (storage-js 2.x) against the real backend: RLS
// policies from the fixture project's migration decide, bytes live under DATA_DIR.
import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import type { SupabaseClient, User } from '@supabase/supabase-js';
import { signObjectToken } from '../../src/storage/signed-url';
import { startBackendWithModules, type ModuleBackend } from './start-backend-with-modules';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 9, 9]);
/** The start of a Windows executable: what an .exe renamed .png really is. */
const EXE = Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]);

function bytesOf(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

async function blobBytes(blob: Blob | null): Promise<Uint8Array> {
  return new Uint8Array(await blob!.arrayBuffer());
}

interface StorageErrorShape {
  statusCode?: string;
  status?: number;
  message: string;
}

let backend: ModuleBackend;
let alice: { client: SupabaseClient; user: User; token: string };
let bob: { client: SupabaseClient; user: User; token: string };

beforeAll(async () => {
  backend = await startBackendWithModules({ supabaseDir: join(__dirname, '..', 'fixtures', 'storage') });
  const a = await backend.signUpUser();
  const b = await backend.signUpUser();
  alice = { client: a.client, user: a.user, token: a.session.access_token };
  bob = { client: b.client, user: b.user, token: b.session.access_token };
});

afterAll(async () => {
  await backend?.stop();
});

/** Files of one object on disk: one per stored version. */
function versionFiles(bucket: string, name: string): string[] {
  const dir = join(backend.dataDir, 'storage', bucket, ...name.split('/'));
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

/** A request whose path goes on the wire exactly as given (fetch would normalise it first). */
function rawHttp(method: string, path: string, headers: Record<string, string>, body: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(backend.url);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: hostname,
        port,
        method,
        path,
        headers: { ...headers, apikey: backend.anonKey, authorization: `Bearer ${alice.token}` },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function rawFetch(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('apikey', backend.anonKey);
  headers.set('Authorization', `Bearer ${init.token ?? backend.anonKey}`);
  return fetch(`${backend.url}/storage/v1${path}`, { ...init, headers });
}

describe('upload and download', () => {
  test('a user uploads into their own folder and downloads the same bytes with the stored type', async () => {
    const path = `${alice.user.id}/me.png`;
    const { data, error } = await alice.client.storage.from('avatars').upload(path, PNG, { contentType: 'image/png' });
    expect(error).toBeNull();
    expect(data).toEqual({ path, id: expect.stringMatching(/^[0-9a-f-]{36}$/), fullPath: `avatars/${path}` });

    const download = await alice.client.storage.from('avatars').download(path);
    expect(download.error).toBeNull();
    expect(await blobBytes(download.data)).toEqual(PNG);
    expect(download.data!.type).toBe('image/png');
    expect(versionFiles('avatars', path)).toHaveLength(1);
  });

  test('a Blob upload (multipart, as browsers send files) is typed from its bytes', async () => {
    const path = `${alice.user.id}/photo.jpg`;
    const file = new Blob([JPEG], { type: 'image/jpeg' });
    const { error } = await alice.client.storage.from('avatars').upload(path, file, { cacheControl: '120' });
    expect(error).toBeNull();
    const response = await rawFetch(`/object/avatars/${path}`, { token: alice.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('max-age=120');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(JPEG);
  });

  test('user metadata and object info come back', async () => {
    const path = `${alice.user.id}/notes.txt`;
    const { error } = await alice.client.storage
      .from('documents')
      .upload(path, bytesOf('shalom'), { contentType: 'text/plain', metadata: { purpose: 'test' } });
    expect(error).toBeNull();
    const info = await alice.client.storage.from('documents').info(path);
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({ name: path, size: 6, contentType: 'text/plain', metadata: { purpose: 'test' } });
    const exists = await alice.client.storage.from('documents').exists(path);
    expect(exists.data).toBe(true);
  });

  test('uploading to an existing path without upsert is refused as a duplicate', async () => {
    const path = `${alice.user.id}/dup.txt`;
    expect((await alice.client.storage.from('documents').upload(path, bytesOf('one'))).error).toBeNull();
    const { error } = await alice.client.storage.from('documents').upload(path, bytesOf('two'));
    expect(error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    expect((error as unknown as StorageErrorShape).status).toBe(400);
    const kept = await alice.client.storage.from('documents').download(path);
    expect(await kept.data!.text()).toBe('one');
  });

  test('upsert replaces the bytes and leaves one version on disk', async () => {
    const path = `${alice.user.id}/replace.txt`;
    expect((await alice.client.storage.from('documents').upload(path, bytesOf('first'))).error).toBeNull();
    const upserted = await alice.client.storage.from('documents').upload(path, bytesOf('second'), { upsert: true });
    expect(upserted.error).toBeNull();
    expect(await (await alice.client.storage.from('documents').download(path)).data!.text()).toBe('second');
    const updated = await alice.client.storage.from('documents').update(path, bytesOf('third'));
    expect(updated.error).toBeNull();
    expect(await (await alice.client.storage.from('documents').download(path)).data!.text()).toBe('third');
    expect(versionFiles('documents', path)).toHaveLength(1);
  });

  test('concurrent upserts of one object leave one consistent version', async () => {
    const path = `${alice.user.id}/race.txt`;
    const bodies = Array.from({ length: 8 }, (_, i) => `version ${i}`);
    const results = await Promise.all(
      bodies.map((body) => alice.client.storage.from('documents').upload(path, bytesOf(body), { upsert: true })),
    );
    expect(results.map((result) => result.error)).toEqual(bodies.map(() => null));
    const final = await (await alice.client.storage.from('documents').download(path)).data!.text();
    expect(bodies).toContain(final);
    expect(versionFiles('documents', path)).toHaveLength(1);
    const info = await alice.client.storage.from('documents').info(path);
    expect(info.data?.size).toBe(final.length);
  });

  test('upsert without an UPDATE policy is refused by RLS and the original stays', async () => {
    const path = `${alice.user.id}/drop.txt`;
    expect((await alice.client.storage.from('dropbox').upload(path, bytesOf('original'))).error).toBeNull();
    const { error } = await alice.client.storage.from('dropbox').upload(path, bytesOf('changed'), { upsert: true });
    expect(error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
    expect(await (await alice.client.storage.from('dropbox').download(path)).data!.text()).toBe('original');
    expect(versionFiles('dropbox', path)).toHaveLength(1);
  });

  test('a missing object is NoSuchKey, HTTP 400 with the real status in the body', async () => {
    const response = await rawFetch(`/object/documents/${alice.user.id}/nothing-here.txt`, { token: alice.token });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    });
  });

  test('a bad or missing token is InvalidJWT, before anything is read', async () => {
    const forged = await rawFetch(`/object/documents/${alice.user.id}/notes.txt`, { token: `${alice.token}x` });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ statusCode: '401', code: 'InvalidJWT' });
    const none = await fetch(`${backend.url}/storage/v1/object/documents/${alice.user.id}/notes.txt`);
    expect(await none.json()).toMatchObject({ statusCode: '401', code: 'InvalidJWT' });
  });

  test('createSignedUrl needs a positive whole expiresIn', async () => {
    for (const expiresIn of [0, -5, 1.5]) {
      const { error } = await alice.client.storage.from('documents').createSignedUrl(`${alice.user.id}/notes.txt`, expiresIn);
      expect(error).toMatchObject({ statusCode: '400', message: 'expiresIn must be a whole number of seconds between 1 and 604800' });
    }
  });

  test('an unknown bucket is NoSuchBucket', async () => {
    const { error } = await alice.client.storage.from('no-such-bucket').upload(`${alice.user.id}/x.txt`, bytesOf('x'));
    expect(error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });
});

describe('policies', () => {
  test("uploading into another user's folder is refused by the INSERT policy", async () => {
    const { error } = await bob.client.storage.from('documents').upload(`${alice.user.id}/intruder.txt`, bytesOf('hi'));
    expect(error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
    const response = await rawFetch(`/object/documents/${alice.user.id}/intruder.txt`, {
      method: 'POST',
      token: bob.token,
      headers: { 'content-type': 'text/plain' },
      body: 'hi',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: 'new row violates row-level security policy',
    });
    expect(versionFiles('documents', `${alice.user.id}/intruder.txt`)).toHaveLength(0);
  });

  test("another user's object cannot be read, signed, listed or removed", async () => {
    const path = `${alice.user.id}/private.txt`;
    expect((await alice.client.storage.from('documents').upload(path, bytesOf('secret'))).error).toBeNull();

    const download = await bob.client.storage.from('documents').download(path);
    expect(download.data).toBeNull();
    const downloadBody = await rawFetch(`/object/documents/${path}`, { token: bob.token });
    expect(await downloadBody.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });

    const signed = await bob.client.storage.from('documents').createSignedUrl(path, 60);
    expect(signed.error).toMatchObject({ statusCode: '404', message: 'Object not found' });

    const listed = await bob.client.storage.from('documents').list(alice.user.id);
    expect(listed.data).toEqual([]);

    const removed = await bob.client.storage.from('documents').remove([path]);
    expect(removed.data).toEqual([]);
    expect(await (await alice.client.storage.from('documents').download(path)).data!.text()).toBe('secret');

    const anonymous = await backend.client().storage.from('documents').download(path);
    expect(anonymous.data).toBeNull();
  });
});

describe('signed URLs', () => {
  const path = (): string => `${alice.user.id}/signed.txt`;

  beforeAll(async () => {
    const { error } = await alice.client.storage.from('documents').upload(path(), bytesOf('signed bytes'), { upsert: true });
    if (error) throw error;
  });

  test('createSignedUrl gives a URL anyone can fetch without credentials, valid for expiresIn', async () => {
    const { data, error } = await alice.client.storage.from('documents').createSignedUrl(path(), 120);
    expect(error).toBeNull();
    const url = new URL(data!.signedUrl);
    expect(url.pathname).toBe(`/storage/v1/object/sign/documents/${path()}`);
    const claims = decodeJwt(url.searchParams.get('token')!);
    expect(claims).toEqual({ url: `documents/${path()}`, iat: expect.any(Number), exp: expect.any(Number) });
    expect(claims.exp! - claims.iat!).toBe(120);

    const response = await fetch(data!.signedUrl);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('signed bytes');
    expect(response.headers.get('content-disposition')).toBeNull();
  });

  test('download option makes it an attachment', async () => {
    const named = await alice.client.storage.from('documents').createSignedUrl(path(), 60, { download: 'שלום.txt' });
    const response = await fetch(named.data!.signedUrl);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="____.txt"; filename*=UTF-8''${encodeURIComponent('שלום.txt')}`,
    );
    const plain = await alice.client.storage.from('documents').createSignedUrl(path(), 60, { download: true });
    const plainResponse = await fetch(plain.data!.signedUrl);
    expect(plainResponse.headers.get('content-disposition')).toContain('filename="signed.txt"');
  });

  test('an expired token is refused', async () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    const token = await signObjectToken(backend.jwtSecret, 'documents', path(), 60, past);
    const response = await fetch(`${backend.url}/storage/v1/object/sign/documents/${path()}?token=${token}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ statusCode: '400', code: 'InvalidJWT', error: 'InvalidJWT', message: 'jwt expired' });
  });

  test('a tampered token, a token for another object, and no token are refused', async () => {
    const { data } = await alice.client.storage.from('documents').createSignedUrl(path(), 60);
    const token = new URL(data!.signedUrl).searchParams.get('token')!;
    const tampered = `${token.slice(0, -4)}${token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    const bad = await fetch(`${backend.url}/storage/v1/object/sign/documents/${path()}?token=${tampered}`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'InvalidJWT', message: 'invalid signature' });

    const other = await fetch(`${backend.url}/storage/v1/object/sign/documents/${alice.user.id}/notes.txt?token=${token}`);
    expect(await other.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' });

    const foreignSecret = await signObjectToken('another-secret-that-is-at-least-32-chars!!', 'documents', path(), 60);
    const forged = await fetch(`${backend.url}/storage/v1/object/sign/documents/${path()}?token=${foreignSecret}`);
    expect(await forged.json()).toMatchObject({ code: 'InvalidJWT', message: 'invalid signature' });

    // A user's access token is signed with the same secret but names no object.
    const session = await fetch(`${backend.url}/storage/v1/object/sign/documents/${path()}?token=${alice.token}`);
    expect(await session.json()).toMatchObject({ code: 'InvalidSignature' });

    const none = await fetch(`${backend.url}/storage/v1/object/sign/documents/${path()}`);
    expect(none.status).toBe(400);
  });

  test('createSignedUrls signs what the caller may see and reports the rest', async () => {
    const missing = `${alice.user.id}/missing.txt`;
    const { data, error } = await alice.client.storage.from('documents').createSignedUrls([path(), missing], 60);
    expect(error).toBeNull();
    expect(data).toEqual([
      { error: null, path: path(), signedURL: expect.stringContaining('?token='), signedUrl: expect.stringContaining('?token=') },
      {
        error: 'Either the object does not exist or you do not have access to it',
        path: missing,
        signedURL: null,
        signedUrl: null,
      },
    ]);
    expect(await (await fetch(data![0]!.signedUrl!)).text()).toBe('signed bytes');
  });

  test('a single range is served for media players', async () => {
    const { data } = await alice.client.storage.from('documents').createSignedUrl(path(), 60);
    const response = await fetch(data!.signedUrl, { headers: { Range: 'bytes=0-5' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 0-5/12');
    expect(await response.text()).toBe('signed');
  });
});

describe('bucket limits', () => {
  test('a file over the bucket limit is refused with EntityTooLarge, raw or multipart, and nothing is kept', async () => {
    const big = new Uint8Array(70 * 1024);
    big.set(PNG);
    const raw = await alice.client.storage.from('avatars').upload(`${alice.user.id}/big.png`, big, { contentType: 'image/png' });
    expect(raw.error).toMatchObject({ statusCode: '413' });
    const multipart = await alice.client.storage
      .from('avatars')
      .upload(`${alice.user.id}/big2.png`, new Blob([big], { type: 'image/png' }));
    expect(multipart.error).toMatchObject({ statusCode: '413' });

    const response = await rawFetch(`/object/avatars/${alice.user.id}/big3.png`, {
      method: 'POST',
      token: alice.token,
      headers: { 'content-type': 'image/png' },
      body: big,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '413', code: 'EntityTooLarge', error: 'Payload too large' });

    // Streamed without a Content-Length: refused once the limit is passed.
    const chunks = [big.subarray(0, 40 * 1024), big.subarray(40 * 1024)];
    const streamed = await rawFetch(`/object/avatars/${alice.user.id}/big4.png`, {
      method: 'POST',
      token: alice.token,
      headers: { 'content-type': 'image/png' },
      body: new ReadableStream<Uint8Array>({
        pull(controller) {
          const next = chunks.shift();
          if (next) controller.enqueue(next);
          else controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit & { token: string });
    expect(await streamed.json()).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });

    expect(versionFiles('avatars', `${alice.user.id}/big.png`)).toHaveLength(0);
    expect(versionFiles('avatars', `${alice.user.id}/big4.png`)).toHaveLength(0);
    expect(versionFiles('avatars', `${alice.user.id}/big2.png`)).toHaveLength(0);
    expect(readdirSync(join(backend.dataDir, 'storage-tmp'))).toEqual([]);
  });

  test('an .exe renamed .png is refused from its bytes, whatever the header says', async () => {
    const { error } = await alice.client.storage
      .from('avatars')
      .upload(`${alice.user.id}/evil.png`, EXE, { contentType: 'image/png' });
    expect(error).toMatchObject({ statusCode: '415', message: 'mime type application/x-msdownload is not supported' });

    const asFile = await alice.client.storage
      .from('avatars')
      .upload(`${alice.user.id}/evil2.png`, new Blob([EXE], { type: 'image/png' }));
    expect(asFile.error).toMatchObject({ statusCode: '415' });

    const response = await rawFetch(`/object/avatars/${alice.user.id}/evil3.png`, {
      method: 'POST',
      token: alice.token,
      headers: { 'content-type': 'image/png' },
      body: EXE,
    });
    expect(await response.json()).toEqual({
      statusCode: '415',
      code: 'InvalidMimeType',
      error: 'invalid_mime_type',
      message: 'mime type application/x-msdownload is not supported',
    });
    expect(versionFiles('avatars', `${alice.user.id}/evil.png`)).toHaveLength(0);
  });

  test('a declared type outside the bucket list is refused too', async () => {
    const { error } = await alice.client.storage.from('avatars').upload(`${alice.user.id}/a.txt`, bytesOf('text'));
    expect(error).toMatchObject({ statusCode: '415', message: 'mime type text/plain is not supported' });
  });

  test('bytes that do not prove a claimed picture type are not stored as one', async () => {
    const { error } = await alice.client.storage
      .from('avatars')
      .upload(`${alice.user.id}/fake.png`, bytesOf('not a picture at all'), { contentType: 'image/png' });
    expect(error).toMatchObject({ statusCode: '415', message: 'mime type application/octet-stream is not supported' });
  });
});

describe('paths', () => {
  // Each survives URL normalisation (the client's and the server's) and reaches the key check.
  const hostile = [
    ['parent segments behind encoded slashes', '..%2F..%2Fetc%2Fpasswd'],
    ['a parent segment inside the user folder', 'USER/..%2F..%2Fescape.txt'],
    ['a backslash', 'USER/..%5C..%5Cescape.txt'],
    ['a control character', 'USER/bad%01name.txt'],
    ['a NUL byte', 'USER/bad%00name.txt'],
    ['an absolute path', '%2Fetc%2Fpasswd'],
    ['an empty segment', 'USER//double.txt'],
  ] as const;

  test.each(hostile)('a key with %s is refused as InvalidKey', async (_label, encodedPath) => {
    const path = encodedPath.replace('USER', alice.user.id);
    const response = await rawFetch(`/object/documents/${path}`, {
      method: 'POST',
      token: alice.token,
      headers: { 'content-type': 'text/plain' },
      body: 'payload',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
    const download = await rawFetch(`/object/documents/${path}`, { token: alice.token });
    expect(await download.json()).toMatchObject({ code: 'InvalidKey' });
  });

  test('percent-encoded dot segments sent raw on the wire never leave the bucket', async () => {
    for (const raw of [
      `/storage/v1/object/documents/${alice.user.id}/%2e%2e/%2e%2e/%2e%2e/%2e%2e/outside.txt`,
      `/storage/v1/object/documents/%2E%2E/%2E%2E/outside.txt`,
    ]) {
      const response = await rawHttp('POST', raw, { 'content-type': 'text/plain' }, 'payload');
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    expect(existsSync(join(backend.dataDir, 'outside.txt'))).toBe(false);
    expect(existsSync(join(backend.dataDir, 'storage', 'outside.txt'))).toBe(false);
    expect(existsSync(join(backend.dataDir, 'storage', 'documents', 'outside.txt'))).toBe(false);
  });

  test('nothing is written outside the storage directory, whatever the client does', async () => {
    const attempts = ['../../outside.txt', `${alice.user.id}/../../outside.txt`, `${alice.user.id}/..\\..\\outside.txt`];
    for (const attempt of attempts) {
      const { data, error } = await alice.client.storage.from('documents').upload(attempt, bytesOf('x'));
      expect(data).toBeNull();
      expect(error).not.toBeNull();
    }
    expect(existsSync(join(backend.dataDir, 'outside.txt'))).toBe(false);
    expect(existsSync(join(backend.dataDir, 'storage', 'outside.txt'))).toBe(false);
    expect(readdirSync(join(backend.dataDir, 'storage')).sort()).toEqual(
      readdirSync(join(backend.dataDir, 'storage')).filter((name) => ['avatars', 'documents', 'dropbox', 'public-assets'].includes(name)).sort(),
    );
  });

  test('a bad prefix in remove or list is refused', async () => {
    const removed = await alice.client.storage.from('documents').remove(['../secrets']);
    expect(removed.error).toMatchObject({ statusCode: '400' });
    const listed = await alice.client.storage.from('documents').list('../..');
    expect(listed.error).toMatchObject({ statusCode: '400' });
  });

  test('Hebrew and spaces are fine in names', async () => {
    const path = `${alice.user.id}/תמונות משפחה/שבת שלום.txt`;
    const { error } = await alice.client.storage.from('documents').upload(path, bytesOf('shabbat'));
    expect(error).toBeNull();
    expect(await (await alice.client.storage.from('documents').download(path)).data!.text()).toBe('shabbat');
    const signed = await alice.client.storage.from('documents').createSignedUrl(path, 60);
    expect(await (await fetch(signed.data!.signedUrl)).text()).toBe('shabbat');
  });
});

describe('list and remove', () => {
  test('list shows one level: folders first, then files, with sort, search and paging', async () => {
    const folder = `${alice.user.id}/album`;
    for (const name of ['b.txt', 'a.txt', 'c.txt', 'sub/deep.txt', 'sub/deeper/x.txt', 'other/y.txt']) {
      const { error } = await alice.client.storage.from('documents').upload(`${folder}/${name}`, bytesOf(name), { upsert: true });
      expect(error).toBeNull();
    }
    const { data, error } = await alice.client.storage.from('documents').list(folder);
    expect(error).toBeNull();
    expect(data!.map((entry) => entry.name)).toEqual(['other', 'sub', 'a.txt', 'b.txt', 'c.txt']);
    expect(data![0]).toMatchObject({ name: 'other', id: null, metadata: null });
    expect(data![2]).toMatchObject({ name: 'a.txt', id: expect.any(String), metadata: { size: 5, mimetype: 'text/plain' } });

    const descending = await alice.client.storage.from('documents').list(folder, { sortBy: { column: 'name', order: 'desc' } });
    expect(descending.data!.map((entry) => entry.name)).toEqual(['sub', 'other', 'c.txt', 'b.txt', 'a.txt']);

    const paged = await alice.client.storage.from('documents').list(folder, { limit: 2, offset: 2 });
    expect(paged.data!.map((entry) => entry.name)).toEqual(['a.txt', 'b.txt']);

    const searched = await alice.client.storage.from('documents').list(folder, { search: 'b' });
    expect(searched.data!.map((entry) => entry.name)).toEqual(['b.txt']);

    const nested = await alice.client.storage.from('documents').list(`${folder}/sub/`);
    expect(nested.data!.map((entry) => entry.name)).toEqual(['deeper', 'deep.txt']);
  });

  test('remove deletes the rows the DELETE policy allows and their bytes', async () => {
    const paths = [`${alice.user.id}/rm/one.txt`, `${alice.user.id}/rm/two.txt`];
    for (const path of paths) {
      expect((await alice.client.storage.from('documents').upload(path, bytesOf('bye'))).error).toBeNull();
    }
    const { data, error } = await alice.client.storage.from('documents').remove([...paths, `${alice.user.id}/rm/none.txt`]);
    expect(error).toBeNull();
    expect(data!.map((row) => row.name).sort()).toEqual(paths);
    for (const path of paths) {
      expect((await alice.client.storage.from('documents').download(path)).data).toBeNull();
      expect(versionFiles('documents', path)).toHaveLength(0);
    }
    expect(existsSync(join(backend.dataDir, 'storage', 'documents', alice.user.id, 'rm'))).toBe(false);
  });
});

describe('public buckets', () => {
  test('objects of a public bucket are served at the public URL without credentials', async () => {
    const admin = backend.client(undefined, 'service_role');
    const { error } = await admin.storage.from('public-assets').upload('logo.png', PNG, { contentType: 'image/png' });
    expect(error).toBeNull();
    const { data } = backend.client().storage.from('public-assets').getPublicUrl('logo.png');
    const response = await fetch(data.publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
  });

  test('a private bucket has no public URL', async () => {
    const { data } = backend.client().storage.from('documents').getPublicUrl(`${alice.user.id}/signed.txt`);
    const response = await fetch(data.publicUrl);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' });
  });

  test('anon cannot upload to the public bucket (no INSERT policy)', async () => {
    const { error } = await backend.client().storage.from('public-assets').upload('x.txt', bytesOf('x'));
    expect(error).toMatchObject({ statusCode: '403' });
  });
});

describe('buckets', () => {
  test('the service role creates, reads and lists buckets; users see none without a policy', async () => {
    const admin = backend.client(undefined, 'service_role');
    const created = await admin.storage.createBucket('feedback-test', {
      public: false,
      fileSizeLimit: '1MB',
      allowedMimeTypes: ['image/*'],
    });
    expect(created).toEqual({ data: { name: 'feedback-test' }, error: null });
    const bucket = await admin.storage.getBucket('feedback-test');
    expect(bucket.data).toMatchObject({ id: 'feedback-test', public: false, file_size_limit: 1_000_000, allowed_mime_types: ['image/*'] });
    const again = await admin.storage.createBucket('feedback-test');
    expect(again.error).toMatchObject({ statusCode: '409' });
    const list = await admin.storage.listBuckets();
    expect(list.data!.map((b) => b.id)).toContain('feedback-test');

    const asUser = await alice.client.storage.listBuckets();
    expect(asUser.data).toEqual([]);
    const userCreate = await alice.client.storage.createBucket('mine');
    expect(userCreate.error).toMatchObject({ statusCode: '403' });
  });
});
