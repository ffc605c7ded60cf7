// Upload throttling (issue 16): anyone may drop files into the public feedback folder, so anonymous
// uploads are limited per client IP, by count and by bytes per window, and each signed-in user by
// count. Refusals are 429 in storage's error shape with Retry-After. The client IP is the socket's
// peer (X-Forwarded-For is not trusted), so the suite sends from other loopback addresses
// (127.0.0.2, ...) to act as other clients. Small limits, set through the environment.
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { startBackend, type TestBackend } from '../harness';

const FEEDBACK_BUCKET = 'feedback-drop';
const ANON_UPLOADS = 5;
const ANON_BYTES = 4000;
const USER_UPLOADS = 3;
const WINDOW_SECONDS = 600;
const SIGNED_URL_MAX = 3600;

/** A PNG signature followed by zeros: `size` bytes the bucket accepts as image/png. */
function png(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  return bytes;
}

let backend: TestBackend;

beforeAll(async () => {
  backend = await startBackend({
    supabaseDir: join(__dirname, '..', 'fixtures', 'storage'),
    env: {
      STORAGE_ANON_UPLOADS_PER_WINDOW: String(ANON_UPLOADS),
      STORAGE_ANON_UPLOAD_BYTES_PER_WINDOW: String(ANON_BYTES),
      STORAGE_ANON_UPLOAD_WINDOW_SECONDS: String(WINDOW_SECONDS),
      STORAGE_USER_UPLOADS_PER_WINDOW: String(USER_UPLOADS),
      STORAGE_SIGNED_URL_MAX_EXPIRES_IN: String(SIGNED_URL_MAX),
    },
  });
});

afterAll(async () => {
  await backend?.stop();
});

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

interface RawUpload {
  /** The client's address: another loopback address is another client. */
  from: string;
  name: string;
  body: Uint8Array;
  /** Streamed in two chunks without a Content-Length. */
  chunked?: boolean;
  headers?: Record<string, string>;
  token?: string;
}

/** An upload into the feedback bucket as storage-js sends raw bytes, from a chosen client address. */
function rawUpload(upload: RawUpload): Promise<RawResponse> {
  const { hostname, port } = new URL(backend.url);
  const headers: Record<string, string> = {
    apikey: backend.anonKey,
    authorization: `Bearer ${upload.token ?? backend.anonKey}`,
    'content-type': 'image/png',
    ...upload.headers,
  };
  if (!upload.chunked) headers['content-length'] = String(upload.body.byteLength);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: hostname,
        port,
        localAddress: upload.from,
        method: 'POST',
        path: `/storage/v1/object/${FEEDBACK_BUCKET}/${upload.name}`,
        headers,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    // The server may answer before it has read the body; what is still being sent does not matter.
    request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    if (upload.chunked) {
      const half = Math.floor(upload.body.byteLength / 2);
      request.write(upload.body.subarray(0, half));
      request.end(upload.body.subarray(half));
    } else {
      request.end(upload.body);
    }
  });
}

async function storedNames(prefix: string): Promise<string[]> {
  const { rows } = await backend.sql<{ name: string }>(
    'select name from storage.objects where bucket_id = $1 and name like $2 order by name',
    [FEEDBACK_BUCKET, `${prefix}%`],
  );
  return rows.map((row) => row.name);
}

function expectTooMany(response: RawResponse): void {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
  expect(JSON.parse(response.body)).toEqual({
    statusCode: '429',
    code: 'TooManyRequests',
    error: 'Too Many Requests',
    message: `Too many uploads from this client; try again in ${retryAfter} seconds`,
  });
}

describe('anonymous uploads', () => {
  test('each client IP gets the configured number per window, then 429 with Retry-After (supabase-js)', async () => {
    const anon = backend.client().storage.from(FEEDBACK_BUCKET);
    const tag = randomUUID().slice(0, 8);
    for (let i = 0; i < ANON_UPLOADS; i++) {
      const { error } = await anon.upload(`anonymous/${tag}-${i}.png`, png(20), { contentType: 'image/png' });
      expect({ i, error }).toEqual({ i, error: null });
    }
    const refused = await anon.upload(`anonymous/${tag}-over.png`, png(20), { contentType: 'image/png' });
    expect(refused.data).toBeNull();
    expect(refused.error).toMatchObject({ statusCode: '429', message: expect.stringMatching(/^Too many uploads from this client/) });
    expect(await storedNames(`anonymous/${tag}`)).toHaveLength(ANON_UPLOADS);
  });

  test('X-Forwarded-For does not buy a new allowance: the socket address counts', async () => {
    const response = await rawUpload({
      from: '127.0.0.1',
      name: `anonymous/${randomUUID()}.png`,
      body: png(20),
      headers: { 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.9', forwarded: 'for=203.0.113.9' },
    });
    expectTooMany(response);
  });

  test('another client address has its own allowance', async () => {
    const response = await rawUpload({ from: '127.0.0.3', name: `anonymous/${randomUUID()}.png`, body: png(20) });
    expect(response.status).toBe(200);
  });

  test('a byte budget per window: a declared body that does not fit, or a stream that passes it, is 429 and not stored', async () => {
    const from = '127.0.0.2';
    const tag = randomUUID().slice(0, 8);
    // 2500 of 4000 bytes.
    expect((await rawUpload({ from, name: `anonymous/${tag}-1.png`, body: png(2500) })).status).toBe(200);
    // Declared 2500, 1500 left: refused before a byte is read.
    expectTooMany(await rawUpload({ from, name: `anonymous/${tag}-2.png`, body: png(2500) }));
    // Streamed without a length: refused once it passes what is left.
    expectTooMany(await rawUpload({ from, name: `anonymous/${tag}-3.png`, body: png(2000), chunked: true }));
    // What fits still goes through: 3500 of 4000.
    expect((await rawUpload({ from, name: `anonymous/${tag}-4.png`, body: png(1000), chunked: true })).status).toBe(200);
    expectTooMany(await rawUpload({ from, name: `anonymous/${tag}-5.png`, body: png(600) }));

    expect(await storedNames(`anonymous/${tag}`)).toEqual([`anonymous/${tag}-1.png`, `anonymous/${tag}-4.png`]);
    // Nothing of the refused bodies stays behind, not even in the temporary folder.
    expect(readdirSync(join(backend.dataDir, 'storage-tmp'))).toEqual([]);
  });

  test('bytes of uploads that were refused for another reason are not spent', async () => {
    const from = '127.0.0.4';
    const tag = randomUUID().slice(0, 8);
    // Not a picture: refused by the bucket's type list, after the bytes were received.
    const text = new TextEncoder().encode('x'.repeat(3000));
    const wrongType = await rawUpload({ from, name: `anonymous/${tag}-a.txt`, body: text, headers: { 'content-type': 'text/plain' } });
    expect(JSON.parse(wrongType.body)).toMatchObject({ statusCode: '415' });
    // A folder the policy does not allow: refused by RLS.
    const wrongFolder = await rawUpload({ from, name: `elsewhere/${tag}-b.png`, body: png(3000) });
    expect(JSON.parse(wrongFolder.body)).toMatchObject({ statusCode: '403' });
    // The whole budget is still there.
    expect((await rawUpload({ from, name: `anonymous/${tag}-c.png`, body: png(ANON_BYTES) })).status).toBe(200);
  });
});

describe('signed-in uploads', () => {
  test('each user gets the configured number per window; other users and the service role are not affected', async () => {
    const first = await backend.signUpUser();
    const own = first.client.storage.from(FEEDBACK_BUCKET);
    for (let i = 0; i < USER_UPLOADS; i++) {
      const { error } = await own.upload(`${first.user.id}/${i}.png`, png(20), { contentType: 'image/png' });
      expect({ i, error }).toEqual({ i, error: null });
    }
    const refused = await own.upload(`${first.user.id}/over.png`, png(20), { contentType: 'image/png' });
    expect(refused.error).toMatchObject({ statusCode: '429' });

    // Same client address, but counted per user: the anonymous allowance of 127.0.0.1 is spent
    // already and does not matter either.
    const second = await backend.signUpUser();
    const other = await second.client.storage.from(FEEDBACK_BUCKET).upload(`${second.user.id}/0.png`, png(20), { contentType: 'image/png' });
    expect(other.error).toBeNull();

    const admin = backend.client({ key: 'service_role' }).storage.from(FEEDBACK_BUCKET);
    for (let i = 0; i < ANON_UPLOADS + USER_UPLOADS; i++) {
      const { error } = await admin.upload(`anonymous/admin-${randomUUID()}.png`, png(20), { contentType: 'image/png' });
      expect({ i, error }).toEqual({ i, error: null });
    }
  });

  test('a refused user upload answers 429 with Retry-After over raw HTTP too', async () => {
    const user = await backend.signUpUser();
    for (let i = 0; i < USER_UPLOADS; i++) {
      const response = await rawUpload({ from: '127.0.0.5', name: `${user.user.id}/${i}.png`, body: png(20), token: user.session.access_token });
      expect(response.status).toBe(200);
    }
    expectTooMany(await rawUpload({ from: '127.0.0.6', name: `${user.user.id}/x.png`, body: png(20), token: user.session.access_token }));
  });
});

describe('signed URL ceiling from the environment', () => {
  test('STORAGE_SIGNED_URL_MAX_EXPIRES_IN sets the longest lifetime a signed URL may have', async () => {
    const user = await backend.signUpUser();
    const path = `${user.user.id}/doc.txt`;
    const documents = user.client.storage.from('documents');
    expect((await documents.upload(path, new TextEncoder().encode('shalom'), { contentType: 'text/plain' })).error).toBeNull();
    const over = await documents.createSignedUrl(path, SIGNED_URL_MAX + 1);
    expect(over.error).toMatchObject({
      statusCode: '400',
      message: `expiresIn must be a whole number of seconds between 1 and ${SIGNED_URL_MAX}`,
    });
    const atMost = await documents.createSignedUrl(path, SIGNED_URL_MAX);
    expect(atMost.error).toBeNull();
    expect((await fetch(atMost.data!.signedUrl)).status).toBe(200);
  });
});
