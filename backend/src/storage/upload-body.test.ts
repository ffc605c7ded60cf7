import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StorageError } from './errors';
import { receiveUpload } from './upload-body';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'upload-body-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const md5 = (data: Uint8Array): string => createHash('md5').update(data).digest('hex');

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    pull(controller) {
      const next = chunks.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
}

test('a raw body lands in a temp file with its size, hash, head, type, cache control and metadata', async () => {
  const data = new TextEncoder().encode('shalom bayit');
  const request = new Request('http://local/upload', {
    method: 'POST',
    body: data,
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'cache-control': 'max-age=3600',
      'x-metadata': Buffer.from(JSON.stringify({ a: 1 })).toString('base64'),
    },
  });
  const received = await receiveUpload(request, dir, 1024);
  expect(received).toMatchObject({
    size: data.length,
    md5: md5(data),
    declaredContentType: 'text/plain;charset=UTF-8',
    cacheControl: 'max-age=3600',
    userMetadata: { a: 1 },
  });
  expect(received.head).toEqual(data);
  expect(new Uint8Array(readFileSync(received.tempPath))).toEqual(data);
});

test('multipart takes the file part, its type and the cacheControl and metadata fields', async () => {
  const data = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
  const form = new FormData();
  form.append('cacheControl', '60');
  form.append('metadata', JSON.stringify({ album: 'shabbat' }));
  form.append('', new Blob([data], { type: 'image/png' }), 'photo.png');
  const received = await receiveUpload(new Request('http://local/upload', { method: 'POST', body: form }), dir, 1024);
  expect(received).toMatchObject({
    size: data.length,
    md5: md5(data),
    declaredContentType: 'image/png',
    cacheControl: 'max-age=60',
    userMetadata: { album: 'shabbat' },
  });
  expect(new Uint8Array(readFileSync(received.tempPath))).toEqual(data);
});

test.each([
  ['raw, declared length', () => new Request('http://local/u', { method: 'POST', body: new Uint8Array(2048) })],
  [
    'raw, streamed without a length',
    () =>
      new Request('http://local/u', {
        method: 'POST',
        body: streamOf([new Uint8Array(700), new Uint8Array(700)]),
        duplex: 'half',
      } as RequestInit),
  ],
  [
    'multipart',
    () => {
      const form = new FormData();
      form.append('', new Blob([new Uint8Array(2048)]), 'big.bin');
      return new Request('http://local/u', { method: 'POST', body: form });
    },
  ],
])('over the limit (%s): EntityTooLarge and no file left behind', async (_label, makeRequest) => {
  await expect(receiveUpload(makeRequest(), dir, 1024)).rejects.toMatchObject({ code: 'EntityTooLarge', statusCode: 413 });
  expect(readdirSync(dir)).toEqual([]);
});

test('metadata that is not a JSON object is refused', async () => {
  const request = new Request('http://local/u', {
    method: 'POST',
    body: 'x',
    headers: { 'x-metadata': Buffer.from('[1,2]').toString('base64') },
  });
  await expect(receiveUpload(request, dir, 1024)).rejects.toBeInstanceOf(StorageError);
  expect(readdirSync(dir)).toEqual([]);
});

test('a multipart body without a file part is refused', async () => {
  const form = new FormData();
  form.append('cacheControl', '60');
  await expect(receiveUpload(new Request('http://local/u', { method: 'POST', body: form }), dir, 1024)).rejects.toMatchObject({
    code: 'InvalidRequest',
  });
  expect(readdirSync(dir)).toEqual([]);
});
