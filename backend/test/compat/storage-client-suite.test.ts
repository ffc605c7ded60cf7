// Storage gaps that storage-js's own suite found (backend/compat/run-client-suites.ts), each
// proved here through the stock client: upload URLs signed by a server with the service key,
// Storage's decimal size units, list-v2's folder keys and its sort orders with cursor paging, and
// the message for a request with no key at all.
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startBackend, type TestBackend } from '../harness';

let backend: TestBackend;
let admin: SupabaseClient;

beforeAll(async () => {
  backend = await startBackend({ supabaseDir: join(__dirname, '..', 'fixtures', 'storage') });
  admin = backend.client({ key: 'service_role' });
  expect((await admin.storage.createBucket('suite-gaps', { public: false })).error).toBeNull();
});

afterAll(async () => {
  await backend?.stop();
});

const text = (value: string) => new Blob([value], { type: 'text/plain' });

it('an upload URL signed with the service key lets its holder upload that path once (no RLS policy needed)', async () => {
  const path = 'server-made/upload.txt';
  const signed = await admin.storage.from('suite-gaps').createSignedUploadUrl(path);
  expect(signed.error).toBeNull();

  // The holder has no session: a browser given the URL by the project's server.
  const holder = backend.client().storage.from('suite-gaps');
  const uploaded = await holder.uploadToSignedUrl(path, signed.data!.token, text('from the browser'));
  expect(uploaded.error).toBeNull();
  expect(uploaded.data).toEqual({ path, fullPath: `suite-gaps/${path}` });
  expect(await (await admin.storage.from('suite-gaps').download(path)).data!.text()).toBe('from the browser');

  const again = await holder.uploadToSignedUrl(path, signed.data!.token, text('twice'));
  expect(again.error).toMatchObject({ message: 'The resource already exists' });
  // and the token is for that path only
  const elsewhere = await holder.uploadToSignedUrl('server-made/other.txt', signed.data!.token, text('x'));
  expect(elsewhere.error).not.toBeNull();
});

it('bucket size limits use Storage\'s decimal units ("20mb" = 20,000,000 bytes)', async () => {
  expect((await admin.storage.updateBucket('suite-gaps', { public: false, fileSizeLimit: '20mb' })).error).toBeNull();
  expect((await admin.storage.getBucket('suite-gaps')).data!.file_size_limit).toBe(20_000_000);
  expect((await admin.storage.updateBucket('suite-gaps', { public: false, fileSizeLimit: '2KB' })).error).toBeNull();
  const big = await admin.storage.from('suite-gaps').upload('too-big.txt', text('x'.repeat(2_001)));
  expect(big.error).toMatchObject({ statusCode: '413' });
  expect((await admin.storage.from('suite-gaps').upload('fits.txt', text('x'.repeat(2_000)))).error).toBeNull();
  expect((await admin.storage.updateBucket('suite-gaps', { public: false, fileSizeLimit: null as unknown as string })).error).toBeNull();
});

describe('list-v2', () => {
  const base = 'sorted';
  const suffixes = ['zz', 'bb', 'xx', 'ww', 'cc', 'aa'];

  beforeAll(async () => {
    // One after the other, so created_at follows this order.
    for (const suffix of suffixes) {
      expect((await admin.storage.from('suite-gaps').upload(`${base}/file-${suffix}.txt`, text(suffix))).error).toBeNull();
    }
    expect((await admin.storage.from('suite-gaps').upload(`${base}/inner/deep.txt`, text('deep'))).error).toBeNull();
  });

  const pageThrough = async (sortBy?: { column: string; order: string }): Promise<string[]> => {
    const names: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page++) {
      const res = await admin.storage.from('suite-gaps').listV2({
        prefix: `${base}/file-`,
        limit: 2,
        ...(cursor ? { cursor } : {}),
        ...(sortBy ? { sortBy: sortBy as never } : {}),
      });
      expect(res.error).toBeNull();
      names.push(...res.data!.objects.map((o) => o.name.slice(`${base}/file-`.length, -'.txt'.length)));
      if (!res.data!.hasNext) return names;
      cursor = res.data!.nextCursor;
    }
    throw new Error('did not end');
  };

  it('pages in name order, either way, and in creation order, either way', async () => {
    expect(await pageThrough()).toEqual([...suffixes].sort());
    expect(await pageThrough({ column: 'name', order: 'desc' })).toEqual([...suffixes].sort().reverse());
    expect(await pageThrough({ column: 'created_at', order: 'asc' })).toEqual(suffixes);
    expect(await pageThrough({ column: 'created_at', order: 'desc' })).toEqual([...suffixes].reverse());
  });

  it('names a folder "a/b/" and keys it "a/b", as Storage does; refuses an unknown sort column', async () => {
    const res = await admin.storage.from('suite-gaps').listV2({ prefix: `${base}/`, with_delimiter: true });
    expect(res.error).toBeNull();
    expect(res.data!.folders).toEqual([{ name: `${base}/inner/`, key: `${base}/inner` }]);
    const bad = await admin.storage.from('suite-gaps').listV2({ sortBy: { column: 'size' as never, order: 'asc' } });
    expect(bad.error).not.toBeNull();
  });
});

it('a request with neither key nor token is refused with Storage\'s "Invalid Compact JWS"', async () => {
  // The stock storage client with no headers at all, as storage-js's suite builds it.
  const { StorageClient } = await import('@supabase/storage-js');
  const storage = new StorageClient(`${backend.url}/storage/v1`);
  const { data, error } = await storage.listBuckets();
  expect(data).toBeNull();
  expect(error?.message).toBe('Invalid Compact JWS');
  // With a key, the usual answers.
  const keyless = new StorageClient(`${backend.url}/storage/v1`, { Authorization: 'Bearer not-a-jwt' });
  expect((await keyless.listBuckets()).error?.message).not.toBe('Invalid Compact JWS');
  expect((await backend.client().storage.listBuckets()).error).toBeNull();
});
