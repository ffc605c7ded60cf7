// Storage image transformations through the stock storage-js: `download` / `getPublicUrl` /
// `createSignedUrl` with `transform`, served by /render/image/{authenticated,public,sign}. The
// fixture project's RLS decides who may read, exactly as for a plain download; the signed token
// fixes the transformations; non-images and oversized sources get Storage's error shape.
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { SupabaseClient, User } from '@supabase/supabase-js';
import { startBackend, type TestBackend } from '../harness';

let backend: TestBackend;
let alice: { client: SupabaseClient; user: User };
let bob: { client: SupabaseClient; user: User };
let admin: SupabaseClient;

/** A 200 × 100 photo-like JPEG (a gradient, so quality changes its size). */
let landscape: Buffer;

const MAX_PIXELS = 1_000_000;
const MAX_SOURCE_BYTES = 200_000;

beforeAll(async () => {
  backend = await startBackend({
    supabaseDir: join(__dirname, '..', 'fixtures', 'storage'),
    env: {
      STORAGE_IMAGE_TRANSFORM_MAX_PIXELS: String(MAX_PIXELS),
      STORAGE_IMAGE_TRANSFORM_MAX_SOURCE_BYTES: String(MAX_SOURCE_BYTES),
    },
  });
  alice = await backend.signUpUser();
  bob = await backend.signUpUser();
  admin = backend.client({ key: 'service_role' });
  landscape = await gradient(200, 100).jpeg({ quality: 95 }).toBuffer();
});

afterAll(async () => {
  await backend?.stop();
});

function gradient(width: number, height: number): Sharp {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = ((x ^ y) * 7) % 256;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

async function sizeOf(bytes: Blob | ArrayBuffer | Buffer): Promise<{ width?: number; height?: number; format?: string }> {
  const buffer = bytes instanceof Blob ? Buffer.from(await bytes.arrayBuffer()) : Buffer.from(bytes as ArrayBuffer);
  const { width, height, format } = await sharp(buffer).metadata();
  return { width, height, format };
}

const jpeg = (bytes: Buffer) => new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });

async function aliceImage(name: string, bytes = landscape, cacheControl?: string): Promise<string> {
  const path = `${alice.user.id}/${name}`;
  const { error } = await alice.client.storage.from('documents').upload(path, jpeg(bytes), cacheControl ? { cacheControl } : {});
  expect(error).toBeNull();
  return path;
}

describe('download with transform (/render/image/authenticated)', () => {
  it('resizes under the caller\'s policies; cover (default) crops to the exact box, contain fits inside, fill stretches', async () => {
    const path = await aliceImage('photo.jpg');
    const docs = alice.client.storage.from('documents');

    const cover = await docs.download(path, { transform: { width: 40, height: 40 } });
    expect(cover.error).toBeNull();
    expect(cover.data!.type).toBe('image/jpeg');
    expect(await sizeOf(cover.data!)).toEqual({ width: 40, height: 40, format: 'jpeg' });

    const contain = await docs.download(path, { transform: { width: 40, height: 40, resize: 'contain' } });
    expect(await sizeOf(contain.data!)).toEqual({ width: 40, height: 20, format: 'jpeg' });

    const fill = await docs.download(path, { transform: { width: 40, height: 40, resize: 'fill' } });
    expect(await sizeOf(fill.data!)).toEqual({ width: 40, height: 40, format: 'jpeg' });

    // One side given: the other follows the aspect ratio. Never enlarged past the source.
    expect(await sizeOf((await docs.download(path, { transform: { width: 50 } })).data!)).toMatchObject({ width: 50, height: 25 });
    expect(await sizeOf((await docs.download(path, { transform: { width: 800, height: 400 } })).data!)).toMatchObject({ width: 200, height: 100 });
  });

  it('answers an object the caller may not read as Storage does for its download: Object not found', async () => {
    const path = await aliceImage('private.jpg');
    const asBob = await bob.client.storage.from('documents').download(path, { transform: { width: 20 } });
    expect(asBob.error).toMatchObject({ message: 'Object not found' });
    const asAnon = await backend.client().storage.from('documents').download(path, { transform: { width: 20 } });
    expect(asAnon.error).toMatchObject({ message: 'Object not found' });
  });

  it('quality changes the bytes (lower is smaller); 20–100 only, refused outside with Storage\'s validation message', async () => {
    const path = await aliceImage('quality.jpg');
    const docs = alice.client.storage.from('documents');
    const low = await docs.download(path, { transform: { width: 200, quality: 20 } });
    const high = await docs.download(path, { transform: { width: 200, quality: 100 } });
    expect(low.data!.size).toBeLessThan(high.data!.size);

    const tooLow = await docs.download(path, { transform: { width: 200, quality: 10 } });
    expect(tooLow.error).toMatchObject({ message: 'querystring/quality must be >= 20' });
    const response = await fetch(`${backend.url}/storage/v1/render/image/authenticated/documents/${path}?resize=stretch`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${(await alice.client.auth.getSession()).data.session!.access_token}` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '400',
      code: 'InvalidRequest',
      error: 'InvalidRequest',
      message: 'querystring/resize must be equal to one of the allowed values',
    });
  });

  it('converts to WebP when the client accepts it and no format is asked; format origin keeps the source\'s', async () => {
    const path = await aliceImage('webp.jpg');
    const session = (await alice.client.auth.getSession()).data.session!;
    const url = `${backend.url}/storage/v1/render/image/authenticated/documents/${path}?width=30`;
    const headers = { apikey: backend.anonKey, authorization: `Bearer ${session.access_token}`, accept: 'image/avif,image/webp,*/*' };

    const negotiated = await fetch(url, { headers });
    expect(negotiated.status).toBe(200);
    expect(negotiated.headers.get('content-type')).toBe('image/webp');
    expect(negotiated.headers.get('vary')).toMatch(/\bAccept\b/);
    expect(await sizeOf(await negotiated.arrayBuffer())).toMatchObject({ width: 30, format: 'webp' });

    const origin = await fetch(`${url}&format=origin`, { headers });
    expect(origin.headers.get('content-type')).toBe('image/jpeg');
    expect(origin.headers.get('vary') ?? '').not.toMatch(/\bAccept\b/);

    const plainAccept = await fetch(url, { headers: { ...headers, accept: '*/*' } });
    expect(plainAccept.headers.get('content-type')).toBe('image/jpeg');
  });

  it('sends the download\'s cache headers (the upload\'s Cache-Control), an ETag per rendition, and 304 for a rendition held', async () => {
    const path = await aliceImage('cached.jpg', landscape, '3600');
    const session = (await alice.client.auth.getSession()).data.session!;
    const headers = { apikey: backend.anonKey, authorization: `Bearer ${session.access_token}` };
    const url = `${backend.url}/storage/v1/render/image/authenticated/documents/${path}`;

    const small = await fetch(`${url}?width=20`, { headers });
    expect(small.headers.get('cache-control')).toBe('max-age=3600');
    expect(small.headers.get('last-modified')).toBeTruthy();
    expect(small.headers.get('x-content-type-options')).toBe('nosniff');
    expect(small.headers.get('x-transformations')).toBe('width:20,resizing_type:fill');
    const etag = small.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const larger = await fetch(`${url}?width=30`, { headers });
    expect(larger.headers.get('etag')).not.toBe(etag);

    const revalidated = await fetch(`${url}?width=20`, { headers: { ...headers, 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
  });

  it('refuses a non-image and oversized sources with Storage\'s ImageProcessingError', async () => {
    const docs = alice.client.storage.from('documents');
    const textPath = `${alice.user.id}/notes.txt`;
    await docs.upload(textPath, new Blob(['not a picture'], { type: 'text/plain' }));
    const session = (await alice.client.auth.getSession()).data.session!;
    const render = (path: string): Promise<Response> =>
      fetch(`${backend.url}/storage/v1/render/image/authenticated/documents/${path}?width=20`, {
        headers: { apikey: backend.anonKey, authorization: `Bearer ${session.access_token}` },
      });

    const notImage = await render(textPath);
    expect(notImage.status).toBe(400);
    expect(await notImage.json()).toEqual({
      statusCode: '400',
      code: 'ImageProcessingError',
      error: 'ImageProcessingError',
      message: 'The source image is invalid or unsupported for rendering',
    });
    // The plain download of the same object is unaffected.
    expect(await (await docs.download(textPath)).data!.text()).toBe('not a picture');

    // Over the pixel limit (STORAGE_IMAGE_TRANSFORM_MAX_PIXELS), though small in bytes.
    const wide = await aliceImage('wide.png', await sharp({ create: { width: 1200, height: 1000, channels: 3, background: '#336699' } }).png().toBuffer());
    expect(((await (await render(wide)).json()) as { message: string }).message).toBe('The source image resolution is too large to process');

    // Over the byte limit (STORAGE_IMAGE_TRANSFORM_MAX_SOURCE_BYTES), though small in pixels.
    const heavy = await gradient(600, 600).png({ compressionLevel: 0 }).toBuffer();
    expect(heavy.length).toBeGreaterThan(MAX_SOURCE_BYTES);
    const heavyPath = await aliceImage('heavy.png', heavy);
    expect(((await (await render(heavyPath)).json()) as { message: string }).message).toBe('The source image file is too large to process');
  });
});

describe('getPublicUrl with transform (/render/image/public)', () => {
  it('renders objects of a public bucket for anyone; a private bucket is not found', async () => {
    expect((await admin.storage.from('public-assets').upload('banner.jpg', jpeg(landscape), { upsert: true })).error).toBeNull();
    const { publicUrl } = backend.client().storage.from('public-assets').getPublicUrl('banner.jpg', { transform: { width: 100, height: 20 } }).data;
    expect(publicUrl).toContain('/render/image/public/public-assets/banner.jpg?width=100&height=20');
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(await sizeOf(await response.arrayBuffer())).toMatchObject({ width: 100, height: 20 });

    const path = await aliceImage('not-public.jpg');
    const hidden = await fetch(alice.client.storage.from('documents').getPublicUrl(path, { transform: { width: 10 } }).data.publicUrl);
    expect(await hidden.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });
});

describe('createSignedUrl with transform (/render/image/sign)', () => {
  it('signs a rendition: the URL renders those options for anyone holding it, and says so in X-Transformations', async () => {
    const path = await aliceImage('signed.jpg');
    const signed = await alice.client.storage.from('documents').createSignedUrl(path, 600, { transform: { width: 60, height: 60, quality: 60 } });
    expect(signed.error).toBeNull();
    expect(signed.data!.signedUrl).toContain(`/storage/v1/render/image/sign/documents/${path}?token=`);

    const response = await fetch(signed.data!.signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-transformations')).toBe('height:60,width:60,resizing_type:fill,quality:60');
    expect(await sizeOf(await response.arrayBuffer())).toMatchObject({ width: 60, height: 60 });
  });

  it('binds the transformations to the token: query options are ignored, and the token does not open the original', async () => {
    const path = await aliceImage('bound.jpg');
    const signed = await alice.client.storage.from('documents').createSignedUrl(path, 600, { transform: { width: 20, height: 10 } });
    const tampered = await fetch(`${signed.data!.signedUrl}&width=200&height=100`);
    expect(await sizeOf(await tampered.arrayBuffer())).toMatchObject({ width: 20, height: 10 });

    const original = await fetch(signed.data!.signedUrl.replace('/render/image/sign/', '/object/sign/'));
    expect(original.status).toBe(400);
    expect(await original.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' });

    // A plain signed URL still serves the original, untouched.
    const plain = await alice.client.storage.from('documents').createSignedUrl(path, 600, { transform: {} });
    expect(plain.data!.signedUrl).toContain('/object/sign/');
    expect(await sizeOf(await (await fetch(plain.data!.signedUrl)).arrayBuffer())).toMatchObject({ width: 200, height: 100 });
  });

  it('signs only what the caller may read, as without transform', async () => {
    const path = await aliceImage('not-for-bob.jpg');
    const signed = await bob.client.storage.from('documents').createSignedUrl(path, 600, { transform: { width: 20 } });
    expect(signed.error).toMatchObject({ message: 'Object not found' });
    const badOptions = await alice.client.storage.from('documents').createSignedUrl(path, 600, { transform: { width: -5 } });
    expect(badOptions.error).toMatchObject({ message: 'body/transform/width must be >= 0' });
  });
});
