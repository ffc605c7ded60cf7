// The six test-chat models through supabase-js against the real backend: each answers through the
// one guide engine with its own persona and corpus slice, in the body shape it takes; safety comes
// first for every one; the caller is the JWT user; each is rate limited per user.
import { FunctionsHttpError } from '@supabase/supabase-js';
import { CORPUS } from '../../../supabase/functions/_shared/corpus';
import { TEST_CHAT_MODELS, type TestChatModel } from '../../../supabase/functions/_shared/test-chat';
import { startBackend, type SignedUpUser, type TestBackend } from '../harness';
import { withProfile } from './partner-support';

interface Source {
  id: string;
  ref: string;
  text: string;
  licence: string;
}

interface ModelAnswer {
  response: string;
  torah_sources: Source[];
  halachic_context_used: boolean;
  rabbi_consultation_suggested: boolean;
  safety: { category: string; resources: { contact: string }[] } | null;
  model: { function: string; persona: string; writer: string };
}

const MODELS: TestChatModel[] = Object.values(TEST_CHAT_MODELS);
const BY_ID = new Map(CORPUS.map((entry) => [entry.id, entry]));

function bodyFor(model: TestChatModel, text: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return model.body === 'jewish'
    ? { message: text, userId: '00000000-0000-4000-8000-000000000001', relationshipId: null, halachicCategory: null, ...extra }
    : { prompt: text, partnerUserId: '00000000-0000-4000-8000-000000000002', relationshipId: null, ...extra };
}

async function ask(person: SignedUpUser, model: TestChatModel, text: string, extra: Record<string, unknown> = {}): Promise<ModelAnswer> {
  const { data, error } = await person.client.functions.invoke<ModelAnswer>(model.functionName, { body: bodyFor(model, text, extra) });
  if (error) throw error;
  return data!;
}

function inSlice(model: TestChatModel, sourceId: string): boolean {
  const entry = BY_ID.get(sourceId);
  if (!entry) return false;
  const slice = model.corpusSlice as { collections?: readonly string[]; tags?: readonly string[] };
  if (slice.collections && !slice.collections.includes(entry.collection)) return false;
  if (slice.tags && !entry.tags.some((tag) => slice.tags!.includes(tag))) return false;
  return true;
}

describe('test-chat models', () => {
  let backend: TestBackend;
  let tester: SignedUpUser;
  const saved = process.env.AI_RATE_LIMIT_PER_MINUTE;

  beforeAll(async () => {
    process.env.AI_RATE_LIMIT_PER_MINUTE = '1000';
    backend = await startBackend();
    tester = await backend.signUpUser();
    await withProfile(backend, tester, { name: 'Tester', location: 'United States' });
  });

  afterAll(async () => {
    await backend?.stop();
    if (saved === undefined) delete process.env.AI_RATE_LIMIT_PER_MINUTE;
    else process.env.AI_RATE_LIMIT_PER_MINUTE = saved;
  });

  test('there are six, with distinct names, personas and slices', () => {
    expect(MODELS).toHaveLength(6);
    expect(new Set(MODELS.map((model) => model.functionName)).size).toBe(6);
    expect(new Set(MODELS.map((model) => model.persona.id)).size).toBe(6);
    expect(MODELS.filter((model) => model.body === 'jewish')).toHaveLength(3);
  });

  test.each(MODELS.map((model) => [model.functionName, model] as const))(
    '%s answers an ordinary question from its own slice of the corpus',
    async (_name, model) => {
      const answer = await ask(tester, model, 'We keep arguing about money and I feel my husband does not listen to me. What can I do?');
      expect(answer.response.length).toBeGreaterThan(80);
      expect(answer.safety).toBeNull();
      expect(answer.model).toMatchObject({ function: model.functionName, persona: model.persona.name, writer: 'embedded composer' });
      expect(answer.torah_sources.length).toBeGreaterThan(0);
      for (const source of answer.torah_sources) {
        expect(BY_ID.get(source.id)).toMatchObject({ ref: source.ref });
        expect(inSlice(model, source.id)).toBe(true);
      }
    },
  );

  test.each(MODELS.map((model) => [model.functionName, model] as const))('%s puts safety first', async (_name, model) => {
    const answer = await ask(tester, model, 'My husband hit me again last night and took my phone.');
    expect(answer.safety).not.toBeNull();
    expect(answer.safety!.resources.map((resource) => resource.contact)).toContain('1-800-799-7233');
  });

  test('a halachic question on the halachic model: sources and a rabbi, never a ruling', async () => {
    const model = TEST_CHAT_MODELS.halachicBackground;
    const answer = await ask(tester, model, 'My rabbi said to tell me: am I permitted to go to the mikvah early?', { halachicCategory: 'mikvah' });
    expect(answer).toMatchObject({ halachic_context_used: true, rabbi_consultation_suggested: true });
    expect(answer.response).not.toMatch(/\byou (?:are|may be) permitted\b|\bit is forbidden\b|\byes,? you may\b/i);
  });

  test('the perspective field, not a body userId, says whose view the model takes; no session is 401', async () => {
    const answer = await ask(tester, TEST_CHAT_MODELS.torahGuide, 'How can I show my wife more appreciation?', { perspective: 'male' });
    expect(answer.response.length).toBeGreaterThan(40);
    // Without a perspective the tester is the one asking, by name; with one, a test person is.
    const asTester = await ask(tester, TEST_CHAT_MODELS.communicationCoach, 'How do I tell my wife I need a quiet evening?');
    expect(asTester.response).toMatch(/^Tester\b/);
    for (const perspective of ['male', 'female']) {
      const asTestPerson = await ask(tester, TEST_CHAT_MODELS.communicationCoach, 'How do I tell my wife I need a quiet evening?', { perspective });
      expect(asTestPerson.response).not.toMatch(/Tester/);
    }
    const anonymous = await backend.client().functions.invoke(TEST_CHAT_MODELS.torahGuide.functionName, {
      body: bodyFor(TEST_CHAT_MODELS.torahGuide, 'hello'),
    });
    expect(((anonymous.error as FunctionsHttpError).context as Response).status).toBe(401);
    const empty = await tester.client.functions.invoke(TEST_CHAT_MODELS.conflictMediator.functionName, { body: { prompt: '  ' } });
    const response = (empty.error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: '"prompt" is required: a non-empty string' });
  });

  test('each model is rate limited per user', async () => {
    process.env.AI_RATE_LIMIT_TEST_MODEL_FAMILY_COUNSELOR_PER_MINUTE = '1';
    try {
      const model = TEST_CHAT_MODELS.familyCounselor;
      const someone = await backend.signUpUser();
      await ask(someone, model, 'How do we set boundaries with my parents?');
      const limited = await someone.client.functions.invoke(model.functionName, { body: bodyFor(model, 'And with my in-laws?') });
      expect(((limited.error as FunctionsHttpError).context as Response).status).toBe(429);
      // Another model of the same user is counted apart.
      await expect(ask(someone, TEST_CHAT_MODELS.conflictMediator, 'How do we stop shouting?')).resolves.toMatchObject({ safety: null });
    } finally {
      delete process.env.AI_RATE_LIMIT_TEST_MODEL_FAMILY_COUNSELOR_PER_MINUTE;
    }
  });
});
