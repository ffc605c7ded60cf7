// The model adapter and the engine's model path, against a local fake server that speaks the
// OpenAI chat-completions protocol: the request is well formed, errors and timeouts become one
// error type, and the engine keeps a model's answer only when its citations resolve to the
// retrieved sources and it gives no ruling — otherwise it falls back to the composer.
import { startFakeOpenAiServer, type ChatRequestBody, type FakeOpenAiServer } from './fake-openai-server';
import { getEntry } from '../../../supabase/functions/_shared/corpus/index.ts';
import { answerQuestion, containsRuling } from '../../../supabase/functions/_shared/guide/index.ts';
import { chatComplete, modelConfigFromEnv, ModelError, type ModelConfig } from '../../../supabase/functions/_shared/model-adapter/index.ts';

function envOf(values: Record<string, string>): { get(name: string): string | undefined } {
  return { get: (name) => values[name] };
}

/** The sources the engine offered the model, as "[ref]" lines of the system prompt. */
function offeredRefs(request: ChatRequestBody): string[] {
  const system = request.messages.find((m) => m.role === 'system')?.content ?? '';
  return [...system.matchAll(/^\[([^\]]+)\]/gm)].map((m) => m[1]!);
}

describe('model adapter', () => {
  let fake: FakeOpenAiServer;
  let model: ModelConfig;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    model = modelConfigFromEnv(envOf({ AI_BASE_URL: fake.baseUrl, AI_API_KEY: 'k-123', AI_MODEL: 'llama-test', AI_TIMEOUT_MS: '300' }))!;
  });

  afterAll(async () => {
    await fake?.stop();
  });

  test('config comes from AI_BASE_URL, AI_API_KEY, AI_MODEL and AI_TIMEOUT_MS; no base URL means no model', () => {
    expect(modelConfigFromEnv(envOf({}))).toBeNull();
    expect(model).toMatchObject({ baseUrl: fake.baseUrl, apiKey: 'k-123', model: 'llama-test', timeoutMs: 300 });
    expect(modelConfigFromEnv(envOf({ AI_BASE_URL: 'http://127.0.0.1:11434/v1/' }))).toMatchObject({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: null,
      model: 'llama3.1',
      timeoutMs: 8000,
      label: 'llama3.1 via 127.0.0.1:11434',
    });
  });

  test('a chat completion is POSTed with the model, the messages and the bearer key', async () => {
    fake.behave({ kind: 'reply', content: () => '  Shalom.  ' });
    const text = await chatComplete(model, [{ role: 'user', content: 'hello' }]);
    expect(text).toBe('Shalom.');
    const sent = fake.requests[fake.requests.length - 1]!;
    expect(sent).toMatchObject({ model: 'llama-test', messages: [{ role: 'user', content: 'hello' }], stream: false });
    expect(fake.authorizations[fake.authorizations.length - 1]).toBe('Bearer k-123');
  });

  test('HTTP errors, non-JSON bodies, timeouts and refused connections are ModelErrors with a reason', async () => {
    const reasonOf = async (config: ModelConfig): Promise<string> => {
      try {
        await chatComplete(config, [{ role: 'user', content: 'x' }]);
        return 'no error';
      } catch (error) {
        expect(error).toBeInstanceOf(ModelError);
        return (error as ModelError).reason;
      }
    };
    fake.behave({ kind: 'status', status: 503 });
    expect(await reasonOf(model)).toBe('http');
    fake.behave({ kind: 'garbage' });
    expect(await reasonOf(model)).toBe('bad_response');
    fake.behave({ kind: 'reply', content: () => '' });
    expect(await reasonOf(model)).toBe('bad_response');
    fake.behave({ kind: 'hang' });
    expect(await reasonOf(model)).toBe('timeout');
    expect(await reasonOf({ ...model, baseUrl: 'http://127.0.0.1:9/v1' })).toBe('network');
  });

  describe('the engine with a model', () => {
    const question = 'How can I stop yelling at my husband when I am tired?';

    test('an answer citing the retrieved sources is kept, and its sources are the ones it cited', async () => {
      fake.behave({
        kind: 'reply',
        content: (request) => `Anger often hides exhaustion. Try a pause word you both agree on. As [${offeredRefs(request)[0]}] teaches, a soft answer calms.`,
      });
      const answer = await answerQuestion({ message: question, model });
      expect(answer.engine).toMatchObject({ writer: 'model', fallback: null, model: 'llama-test via ' + new URL(fake.baseUrl).host });
      expect(answer.response).toMatch(/^Anger often hides exhaustion/);
      expect(answer.torah_sources).toHaveLength(1);
      expect(getEntry(answer.torah_sources[0]!.id)?.ref).toBe(answer.torah_sources[0]!.ref);
      const system = fake.requests[fake.requests.length - 1]!.messages[0]!.content;
      expect(system).toContain('No partner context');
    });

    test('a citation that is not in the corpus, or not among the retrieved sources, falls back to the composer', async () => {
      for (const bad of ['As [Berakhot 5a] says, be kind.', 'As Proverbs 99:1 says, be kind.', 'As [Ruth 1:16] says, go together.']) {
        fake.behave({ kind: 'reply', content: () => `Anger is hard. ${bad}` });
        const answer = await answerQuestion({ message: question, model });
        expect(answer.engine).toMatchObject({ writer: 'composer', fallback: 'unresolved_citation' });
        expect(answer.response).not.toContain(bad);
        for (const source of answer.torah_sources) expect(getEntry(source.id)).toBeDefined();
      }
    });

    test('ruling language is removed from a halachic answer, or the composer answers when nothing else is left', async () => {
      const halachic = 'My rabbi said to tell me: can we go to the mikvah a day late?';
      fake.behave({ kind: 'reply', content: () => 'Yes, you may go a day late. It is permitted.' });
      const ruled = await answerQuestion({ message: halachic, model });
      expect(ruled.engine).toMatchObject({ writer: 'composer', fallback: 'ruling_language' });
      expect(containsRuling(ruled.response)).toBe(false);
      expect(ruled.rabbi_consultation_suggested).toBe(true);

      fake.behave({
        kind: 'reply',
        content: (request) =>
          `Timing of immersion raises real questions, and communities differ in how they approach a delay. It is permitted to wait. The background is discussed around [${offeredRefs(request)[0]}], and a yoetzet halacha can talk it through with you.`,
      });
      const cleaned = await answerQuestion({ message: halachic, model });
      expect(cleaned.engine.writer).toBe('model');
      expect(cleaned.response).not.toContain('It is permitted');
      expect(cleaned.response).toMatch(/rabbi/i);
      expect(cleaned.halachic_context_used).toBe(true);
    });

    test('a timeout or an error falls back to the composer; a crisis never reaches the model', async () => {
      fake.behave({ kind: 'hang' });
      const slow = await answerQuestion({ message: question, model });
      expect(slow.engine).toMatchObject({ writer: 'composer', fallback: 'timeout' });
      expect(slow.response).toContain('• ');
      fake.behave({ kind: 'status', status: 500 });
      expect((await answerQuestion({ message: question, model })).engine.fallback).toBe('http');

      const before = fake.requests.length;
      const crisis = await answerQuestion({ message: 'He choked me last night', model, profile: { location: 'Israel' } });
      expect(crisis.safety?.category).toBe('physical_violence');
      expect(fake.requests.length).toBe(before);
    });

    test('partner context reaches the model only when the caller passes it', async () => {
      fake.behave({ kind: 'reply', content: (request) => `Pick a quiet time. [${offeredRefs(request)[0]}]` });
      const answer = await answerQuestion({ message: question, model, partnerContext: { name: 'Avi', communication_style: 'needs time' } });
      const system = fake.requests[fake.requests.length - 1]!.messages[0]!.content;
      expect(system).toContain('Avi');
      expect(system).toContain('needs time');
      expect(answer.relationship_context_used).toBe(true);
    });
  });
});
