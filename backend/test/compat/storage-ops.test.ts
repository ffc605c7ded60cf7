// storage-js operations beyond upload/download, through the stock client: move, copy, signed
// upload URLs, list-v2, bucket update / empty, ISO timestamps. The fixture project's RLS decides.
import { join } from 'node:path';
import type { SupabaseClient, User } from '@supabase/supabase-js';
import { startBackend, type TestBackend } from '../harness';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|\+00:00)$/;

let backend: TestBackend;
let alice: { client: SupabaseClient; user: User };
let bob: { client: SupabaseClient; user: User };

beforeAll(async () => {
  backend = await startBackend({ supabaseDir: join(__dirname, '..', 'fixtures', 'storage') });
  alice = await backend.signUpUser();
  bob = await backend.signUpUser();
});

afterAll(async () => {
  await backend?.stop();
});

const text = (value: string) => new Blob([value], { type: 'text/plain' });

describe('move and copy', () => {
  it('moves an object within the caller\'s folder: the old key is gone, the bytes are at the new one', async () => {
    const docs = alice.client.storage.from('documents');
    const from = `${alice.user.id}/draft.txt`;
    const to = `${alice.user.id}/final/letter.txt`;
    expect((await docs.upload(from, text('shalom'))).error).toBeNull();
    const moved = await docs.move(from, to);
    expect(moved.error).toBeNull();
    expect(moved.data).toEqual({ message: 'Successfully moved' });
    expect(await (await docs.download(to)).data!.text()).toBe('shalom');
    expect((await docs.download(from)).error).not.toBeNull();
  });

  it('refuses to move into another user\'s folder (their policy) and keeps the object where it was', async () => {
    const docs = alice.client.storage.from('documents');
    const from = `${alice.user.id}/stay.txt`;
    await docs.upload(from, text('mine'));
    const moved = await docs.move(from, `${bob.user.id}/stolen.txt`);
    expect(moved.error).not.toBeNull();
    expect(await (await docs.download(from)).data!.text()).toBe('mine');
    const bobs = await bob.client.storage.from('documents').list(bob.user.id);
    expect(bobs.data?.map((o) => o.name)).not.toContain('stolen.txt');
  });

  it('moving an object the caller cannot see answers as for one that does not exist', async () => {
    await bob.client.storage.from('documents').upload(`${bob.user.id}/private.txt`, text('bob'));
    const moved = await alice.client.storage.from('documents').move(`${bob.user.id}/private.txt`, `${alice.user.id}/took.txt`);
    expect(moved.error).toMatchObject({ message: 'Object not found' });
  });

  it('a move onto itself is refused, and two opposite moves at once both finish', async () => {
    const docs = alice.client.storage.from('documents');
    const p = `${alice.user.id}/p.txt`;
    const q = `${alice.user.id}/q.txt`;
    await docs.upload(p, text('p'));
    await docs.upload(q, text('q'));
    const self = await docs.move(p, p);
    expect(self.error).toMatchObject({ message: 'The source and destination of a move must differ' });
    const [one, two] = await Promise.all([docs.move(p, q), docs.move(q, p)]);
    // Each destination exists, so both are refused; what matters is that neither waits forever.
    expect(one.error).not.toBeNull();
    expect(two.error).not.toBeNull();
    expect(await (await docs.download(p)).data!.text()).toBe('p');
    expect(await (await docs.download(q)).data!.text()).toBe('q');
  });

  it('copies an object with its content type and metadata; the source stays', async () => {
    const docs = alice.client.storage.from('documents');
    const from = `${alice.user.id}/notes.txt`;
    await docs.upload(from, text('copy me'), { metadata: { label: 'orig' } });
    const copied = await docs.copy(from, `${alice.user.id}/notes-copy.txt`);
    expect(copied.error).toBeNull();
    expect(copied.data).toEqual({ path: `documents/${alice.user.id}/notes-copy.txt` });
    expect(await (await docs.download(`${alice.user.id}/notes-copy.txt`)).data!.text()).toBe('copy me');
    expect(await (await docs.download(from)).data!.text()).toBe('copy me');
    const info = await docs.info(`${alice.user.id}/notes-copy.txt`);
    expect(info.data).toMatchObject({ contentType: 'text/plain', metadata: { label: 'orig' } });
  });

  it('copy into a bucket that does not take the type is refused', async () => {
    await alice.client.storage.from('documents').upload(`${alice.user.id}/plain.txt`, text('not a picture'));
    const copied = await alice.client.storage
      .from('documents')
      .copy(`${alice.user.id}/plain.txt`, `${alice.user.id}/plain.png`, { destinationBucket: 'avatars' });
    expect(copied.error).toMatchObject({ message: expect.stringMatching(/mime type text\/plain is not supported/i) });
  });
});

describe('signed upload URLs', () => {
  it('createSignedUploadUrl + uploadToSignedUrl stores the object as the signer; the token works only for that path', async () => {
    const path = `${alice.user.id}/via-signed-url.png`;
    const signed = await alice.client.storage.from('avatars').createSignedUploadUrl(path);
    expect(signed.error).toBeNull();
    expect(signed.data!.signedUrl).toContain(`/storage/v1/object/upload/sign/avatars/${path}?token=`);

    // Anyone holding the URL may upload: a client without a session here.
    const uploaded = await backend.client().storage.from('avatars').uploadToSignedUrl(path, signed.data!.token, new Blob([PNG], { type: 'image/png' }));
    expect(uploaded.error).toBeNull();
    expect(uploaded.data).toEqual({ path, fullPath: `avatars/${path}` });
    const listed = await alice.client.storage.from('avatars').list(alice.user.id);
    expect(listed.data?.map((o) => o.name)).toContain('via-signed-url.png');
    const [row] = (await backend.sql<{ owner_id: string }>('select owner_id from storage.objects where name = $1', [path])).rows;
    expect(row?.owner_id).toBe(alice.user.id);

    // Used again without upsert: the object exists.
    const again = await backend.client().storage.from('avatars').uploadToSignedUrl(path, signed.data!.token, new Blob([PNG], { type: 'image/png' }));
    expect(again.error).not.toBeNull();
    // Another path with the same token: refused.
    const elsewhere = await backend
      .client()
      .storage.from('avatars')
      .uploadToSignedUrl(`${alice.user.id}/other.png`, signed.data!.token, new Blob([PNG], { type: 'image/png' }));
    expect(elsewhere.error).not.toBeNull();
    // And the upload token is no download token.
    const download = await fetch(`${backend.url}/storage/v1/object/sign/avatars/${path}?token=${signed.data!.token}`);
    expect(download.status).toBe(400);
  });

  it('is not signed for a path the caller may not upload to (their policies are tried first)', async () => {
    const signed = await alice.client.storage.from('avatars').createSignedUploadUrl(`${bob.user.id}/planted.png`);
    expect(signed.error).toMatchObject({ message: 'new row violates row-level security policy' });
  });

  it('the bucket\'s type rule still holds for a signed upload', async () => {
    const path = `${alice.user.id}/fake.png`;
    const signed = await alice.client.storage.from('avatars').createSignedUploadUrl(path);
    const lie = await backend
      .client()
      .storage.from('avatars')
      .uploadToSignedUrl(path, signed.data!.token, new Blob(['<html><script>alert(1)</script></html>'], { type: 'image/png' }));
    expect(lie.error).not.toBeNull();
  });
});

describe('list-v2', () => {
  it('pages through keys in order with a cursor, and folds folders with the delimiter', async () => {
    const docs = alice.client.storage.from('documents');
    const base = `${alice.user.id}/v2`;
    for (const name of ['a.txt', 'b.txt', 'c.txt', 'sub/d.txt', 'sub/e.txt']) {
      expect((await docs.upload(`${base}/${name}`, text(name))).error).toBeNull();
    }
    const first = await docs.listV2({ prefix: `${base}/`, limit: 2 });
    expect(first.error).toBeNull();
    expect(first.data!.objects.map((o) => o.name)).toEqual([`${base}/a.txt`, `${base}/b.txt`]);
    expect(first.data!.hasNext).toBe(true);
    const second = await docs.listV2({ prefix: `${base}/`, limit: 10, cursor: first.data!.nextCursor });
    expect(second.data!.objects.map((o) => o.name)).toEqual([`${base}/c.txt`, `${base}/sub/d.txt`, `${base}/sub/e.txt`]);
    expect(second.data!.hasNext).toBe(false);

    const folded = await docs.listV2({ prefix: `${base}/`, with_delimiter: true });
    expect(folded.data!.folders.map((f) => f.name)).toEqual([`${base}/sub/`]);
    expect(folded.data!.objects.map((o) => o.name)).toEqual([`${base}/a.txt`, `${base}/b.txt`, `${base}/c.txt`]);
    expect(folded.data!.objects[0]).toMatchObject({ id: expect.any(String), created_at: expect.stringMatching(ISO), metadata: { size: 5 } });

    // Others' objects are not listed (RLS).
    const bobs = await bob.client.storage.from('documents').listV2({ prefix: `${base}/` });
    expect(bobs.data!.objects).toEqual([]);
  });
});

describe('buckets and timestamps', () => {
  it('updates a bucket\'s settings and empties it (service role)', async () => {
    const admin = backend.client({ key: 'service_role' });
    expect((await admin.storage.createBucket('scratch', { public: false })).error).toBeNull();
    const updated = await admin.storage.updateBucket('scratch', { public: true, fileSizeLimit: '1MB', allowedMimeTypes: ['text/plain'] });
    expect(updated.error).toBeNull();
    const bucket = await admin.storage.getBucket('scratch');
    expect(bucket.data).toMatchObject({ public: true, file_size_limit: 1_000_000, allowed_mime_types: ['text/plain'] });
    expect(bucket.data!.created_at).toMatch(ISO);
    await admin.storage.from('scratch').upload('one.txt', text('1'));
    await admin.storage.from('scratch').upload('dir/two.txt', text('2'));
    // Emptied before the answer, so the answer says so (not Storage's "has been queued").
    expect(await admin.storage.emptyBucket('scratch')).toEqual({ data: { message: 'Successfully emptied' }, error: null });
    expect((await admin.storage.from('scratch').list('')).data).toEqual([]);
    expect((await admin.storage.deleteBucket('scratch')).error).toBeNull();
  });

  it('gives ISO 8601 timestamps in list and info', async () => {
    const docs = alice.client.storage.from('documents');
    await docs.upload(`${alice.user.id}/time.txt`, text('t'));
    const listed = await docs.list(alice.user.id, { search: 'time' });
    expect(listed.data![0]).toMatchObject({ created_at: expect.stringMatching(ISO), updated_at: expect.stringMatching(ISO) });
    const info = await docs.info(`${alice.user.id}/time.txt`);
    expect(info.data!.createdAt).toMatch(ISO);
    expect(info.data!.lastModified).toMatch(ISO);
  });
});

describe('declared content type', () => {
  it('is kept when the bucket allows it, even when the bytes look like something else harmless', async () => {
    const docs = alice.client.storage.from('documents');
    const csv = await docs.upload(`${alice.user.id}/data.csv`, new Blob(['a,b\n1,2\n'], { type: 'text/csv' }));
    expect(csv.error).toBeNull();
    expect((await docs.info(`${alice.user.id}/data.csv`)).data).toMatchObject({ contentType: 'text/csv' });
    // A PNG sent as application/octet-stream stays octet-stream (what the uploader said).
    await docs.upload(`${alice.user.id}/raw.bin`, new Blob([PNG], { type: 'application/octet-stream' }));
    expect((await docs.info(`${alice.user.id}/raw.bin`)).data).toMatchObject({ contentType: 'application/octet-stream' });
  });

  it('a lie about an image is still refused in an image bucket', async () => {
    const upload = await alice.client.storage
      .from('avatars')
      .upload(`${alice.user.id}/lie.png`, new Blob(['MZ not a picture at all'], { type: 'image/png' }));
    expect(upload.error).not.toBeNull();
  });
});
