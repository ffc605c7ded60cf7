// tone-coach through supabase-js against the real backend: a blaming message comes back in the
// first person and the same language, a kind one unchanged, a bad body is a clear 400, and a
// configured model is used only when its rewrite passes the checks (else the offline rewrite).
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { startBackend, type TestBackend } from '../harness';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server';
// Type-only: puts the handler (loaded by the host at run time) under the backend typecheck.
import type toneCoachHandler from '../../../supabase/functions/tone-coach/handler.ts';

const handlerUnderTypecheck: typeof toneCoachHandler | undefined = undefined;
void handlerUnderTypecheck;

interface ToneAnswer {
  rewrite: string;
  rewrittenText: string;
  changed: boolean;
  source: 'embedded' | 'model';
  safety: null | { category: string; location: string; resources: Array<{ contact: string }>; partner_outreach: boolean };
}

async function errorOf(error: unknown): Promise<{ status: number; body: { error?: string } }> {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: (await response.json()) as { error?: string } };
}

describe('tone-coach', () => {
  let backend: TestBackend;
  let client: SupabaseClient;
  let fake: FakeOpenAiServer;
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    delete process.env.AI_BASE_URL;
    process.env.AI_RATE_LIMIT_PER_MINUTE = '1000';
    backend = await startBackend({ env: { FUNCTIONS_RATE_LIMIT: '1000' } });
    ({ client } = await backend.signUpUser());
    fake = await startFakeOpenAiServer();
  });

  afterEach(() => {
    for (const name of ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL', 'AI_TIMEOUT_MS']) {
      if (savedEnv[name] === undefined) delete process.env[name];
      else process.env[name] = savedEnv[name];
    }
  });

  afterAll(async () => {
    delete process.env.AI_RATE_LIMIT_PER_MINUTE;
    await fake?.stop();
    await backend?.stop();
  });

  async function coach(text: unknown): Promise<ToneAnswer> {
    const { data, error } = await client.functions.invoke<ToneAnswer>('tone-coach', { body: { text } });
    expect(error).toBeNull();
    return data as ToneAnswer;
  }

  test('a blaming English message becomes "I feel … when … Could we …?" and keeps what it is about', async () => {
    const answer = await coach("You never help with the dishes, you're so lazy!");
    expect(answer.changed).toBe(true);
    expect(answer.source).toBe('embedded');
    expect(answer.rewrite).toMatch(/^I feel /);
    expect(answer.rewrite).toContain('when');
    expect(answer.rewrite).toContain('help with the dishes');
    expect(answer.rewrite).toMatch(/Could we [^?]+\?$/);
    expect(answer.rewrite).not.toMatch(/lazy/i);
    expect(answer.rewrittenText).toBe(answer.rewrite);
  });

  test('"you always" loses the generalisation; a neutral sentence is kept word for word and no fact is added', async () => {
    const answer = await coach('You always interrupt me. We had plans at 7.');
    expect(answer.rewrite).toContain('when you interrupt me');
    expect(answer.rewrite).not.toMatch(/\balways\b/i);
    expect(answer.rewrite).toContain('We had plans at 7.');
    expect(answer.rewrite.match(/\d+/g)).toEqual(['7']);
  });

  test('a Hebrew message is rewritten in Hebrew, in the first person, without the insult', async () => {
    const answer = await coach('את אף פעם לא מקשיבה לי, זה מעצבן.');
    expect(answer.changed).toBe(true);
    expect(answer.rewrite).toMatch(/[\u05D0-\u05EA]/);
    expect(answer.rewrite).not.toMatch(/[A-Za-z]/);
    expect(answer.rewrite).toContain('מקשיבה לי');
    expect(answer.rewrite).toMatch(/לי/);
    expect(answer.rewrite).toMatch(/\?$/);
  });

  test('kind and neutral messages come back exactly as written', async () => {
    for (const text of ['Thank you for dinner, it was lovely ❤️', 'Can you pick up milk on the way home?', 'תודה על הערב, היה מקסים']) {
      const answer = await coach(text);
      expect(answer).toEqual({ rewrite: text, rewrittenText: text, changed: false, source: 'embedded', safety: null });
    }
  });

  test('a message about crisis or abuse is not softened: it comes back unchanged with resources', async () => {
    const text = 'You hit me again last night. He hit me and I am scared.';
    const answer = await coach(text);
    expect(answer).toMatchObject({ rewrite: text, changed: false, safety: { category: 'physical_violence', location: 'Other', partner_outreach: false } });
    expect(answer.safety!.resources.length).toBeGreaterThan(0);
    expect((await coach('You never help with the dishes')).safety).toBeNull();
  });

  test('a missing, empty or non-string text is a 400 that says what is wrong', async () => {
    for (const body of [{}, { text: '' }, { text: '   ' }, { text: 42 }]) {
      const { error } = await client.functions.invoke('tone-coach', { body });
      const { status, body: errorBody } = await errorOf(error);
      expect(status).toBe(400);
      expect(errorBody.error).toBe('"text" is required: a non-empty string');
    }
    const tooLong = await client.functions.invoke('tone-coach', { body: { text: 'you never listen '.repeat(400) } });
    expect((await errorOf(tooLong.error)).body.error).toBe('"text" is longer than 4000 characters');
  });

  test('without a signed-in user it answers 401 with a reason', async () => {
    const { error } = await backend.client().functions.invoke('tone-coach', { body: { text: 'You never listen' } });
    const { status, body } = await errorOf(error);
    expect(status).toBe(401);
    expect(body.error).toBe('Sign in to use the Tone Coach');
  });

  test('with a model configured, its rewrite is used when it passes the checks', async () => {
    process.env.AI_BASE_URL = fake.baseUrl;
    process.env.AI_API_KEY = 'test-key';
    process.env.AI_MODEL = 'fake-model';
    fake.behave({ kind: 'reply', content: () => 'I feel unheard when I am talking and get cut off. Could we take turns?' });
    const answer = await coach('You always interrupt me!');
    expect(answer).toMatchObject({ source: 'model', rewrite: 'I feel unheard when I am talking and get cut off. Could we take turns?' });
    const sent = fake.requests[fake.requests.length - 1]!;
    expect(sent.model).toBe('fake-model');
    expect(sent.messages[sent.messages.length - 1]).toEqual({ role: 'user', content: 'You always interrupt me!' });
    expect(fake.authorizations[fake.authorizations.length - 1]).toBe('Bearer test-key');
  });

  test('a model rewrite that still blames, changes language or invents a number falls back to the offline rewrite', async () => {
    process.env.AI_BASE_URL = fake.baseUrl;
    for (const bad of ["You're so lazy, you never help.", 'אני מרגיש רע', 'I feel hurt when you come home at 11. Could we talk?']) {
      fake.behave({ kind: 'reply', content: () => bad });
      const answer = await coach('You never help with the dishes!');
      expect(answer.source).toBe('embedded');
      expect(answer.rewrite).toMatch(/^I feel .* help with the dishes/);
    }
  });

  test('a model error or timeout falls back to the offline rewrite; a kind message never reaches the model', async () => {
    process.env.AI_BASE_URL = fake.baseUrl;
    process.env.AI_TIMEOUT_MS = '300';
    fake.behave({ kind: 'status', status: 500 });
    expect((await coach('You never listen to me')).source).toBe('embedded');
    fake.behave({ kind: 'hang' });
    const answer = await coach('You never listen to me');
    expect(answer.source).toBe('embedded');
    expect(answer.rewrite).toMatch(/^I feel unheard when it feels like you never listen to me\./);
    const before = fake.requests.length;
    await coach('Thank you, habibi');
    expect(fake.requests.length).toBe(before);
  });
});
