// discard-feedback-uploads through supabase-js `functions.invoke` against the real backend and the
// repo's function: the answer's shape, what it refuses and how, and that a refusal looks the same
// whether or not the path exists. (The storage rules around it: supabase/tests/feedback-submissions.test.ts.)
import { randomUUID } from 'node:crypto';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import type discardHandler from '../../../supabase/functions/discard-feedback-uploads/handler';
import { startBackend, type TestBackend } from '../harness';

/** Typechecks the handler with the suite (backend tsc reaches supabase/ only through imports). */
export type DiscardFeedbackUploadsHandler = typeof discardHandler;

const BUCKET = 'feedback-images';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 0]);

interface Discarded {
  removed: string[];
  kept: string[];
}

let backend: TestBackend;
let sequence = 0;
const fileName = () => `${Date.now()}${(sequence += 1)}-0.png`;

async function uploaded(client: SupabaseClient, folder: string): Promise<string> {
  const name = `${folder}/${fileName()}`;
  const { error } = await client.storage.from(BUCKET).upload(name, PNG, { contentType: 'image/png' });
  if (error) throw error;
  return name;
}

async function exists(name: string): Promise<boolean> {
  const { rows } = await backend.sql('select 1 from storage.objects where bucket_id = $1 and name = $2', [BUCKET, name]);
  return rows.length === 1;
}

async function refusal(client: SupabaseClient, body: unknown): Promise<{ status: number; body: unknown }> {
  const { error } = await client.functions.invoke('discard-feedback-uploads', { body: body as Record<string, unknown> });
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  backend = await startBackend();
});

afterAll(async () => {
  await backend?.stop();
});

describe('discard-feedback-uploads', () => {
  test('an anonymous caller removes up to five of its uploads in one call; the answer names each path once', async () => {
    const visitor = backend.client();
    const folder = `anonymous/${randomUUID()}`;
    const names = [await uploaded(visitor, folder), await uploaded(visitor, folder), await uploaded(visitor, folder)];
    const { data, error } = await visitor.functions.invoke<Discarded>('discard-feedback-uploads', { body: { paths: [...names, names[0]] } });
    expect(error).toBeNull();
    expect(data).toEqual({ removed: names, kept: [] });
    for (const name of names) expect(await exists(name)).toBe(false);
  });

  test('a refused path gets the same answer whether or not it exists', async () => {
    const ada = await backend.signUpUser();
    const ben = await backend.signUpUser();
    const real = await uploaded(ada.client, ada.user.id);
    const missing = `${ada.user.id}/${fileName()}`;
    const { data } = await ben.client.functions.invoke<Discarded>('discard-feedback-uploads', { body: { paths: [real, missing] } });
    expect(data).toEqual({ removed: [], kept: [real, missing] });
    // The owner asking about a path that is not there: kept, like one that is there but in use.
    const own = await ada.client.functions.invoke<Discarded>('discard-feedback-uploads', { body: { paths: [missing] } });
    expect(own.data).toEqual({ removed: [], kept: [missing] });
    expect(await exists(real)).toBe(true);
  });

  test('only names in the two discardable folder shapes are looked at: no bare anonymous/, nothing deeper, no tricks', async () => {
    const visitor = backend.client();
    const ada = await backend.signUpUser();
    const flat = await uploaded(visitor, 'anonymous');
    const paths = [flat, `${ada.user.id}/../anonymous/${flat.split('/')[1]}`, `anonymous/${randomUUID()}/../../${flat}`, `${ada.user.id}/a/b.png`];
    const { data } = await ada.client.functions.invoke<Discarded>('discard-feedback-uploads', { body: { paths } });
    expect(data).toEqual({ removed: [], kept: paths });
    expect(await exists(flat)).toBe(true);
  });

  test('a bad body is refused with a clear { error }', async () => {
    const visitor = backend.client();
    expect(await refusal(visitor, { paths: 'anonymous/x.png' })).toEqual({ status: 400, body: { error: '"paths" is required: a list of image paths' } });
    expect(await refusal(visitor, { paths: [1] })).toEqual({ status: 400, body: { error: '"paths" is required: a list of image paths' } });
    const six = [0, 1, 2, 3, 4, 5].map((i) => `anonymous/${randomUUID()}/1-${i}.png`);
    expect(await refusal(visitor, { paths: six })).toEqual({ status: 400, body: { error: '"paths" may name at most 5 images' } });
    const none = await visitor.functions.invoke<Discarded>('discard-feedback-uploads', { body: { paths: [] } });
    expect(none.data).toEqual({ removed: [], kept: [] });
  });

  test('a signed-in caller is limited to 10 calls a minute, with a clear 429', async () => {
    const ada = await backend.signUpUser();
    for (let i = 0; i < 10; i += 1) {
      expect((await ada.client.functions.invoke('discard-feedback-uploads', { body: { paths: [] } })).error).toBeNull();
    }
    const limited = await refusal(ada.client, { paths: [] });
    expect(limited).toEqual({
      status: 429,
      body: { error: "You're sending requests too quickly. Please wait a moment and try again.", code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) },
    });
    // Someone else is not held up.
    const ben = await backend.signUpUser();
    expect((await ben.client.functions.invoke('discard-feedback-uploads', { body: { paths: [] } })).error).toBeNull();
  });
});
