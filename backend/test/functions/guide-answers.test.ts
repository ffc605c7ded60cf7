// Issue 32: the guide answers the person in front of it — the question understood and answered by
// name, follow-ups answered from the conversation's window, sources for the point (none that blames
// the asker), natural Hebrew for one reader — on the embedded composer and, with a model, through
// the prompt (a recorded two-turn conversation against the fake OpenAI server).
import { startFakeOpenAiServer, type ChatRequestBody, type FakeOpenAiServer } from './fake-openai-server';
import { getEntry } from '../../../supabase/functions/_shared/corpus/index.ts';
import { answerQuestion, boundedHistory, containsRuling, HISTORY_TURNS, type GuideProfile, type Turn } from '../../../supabase/functions/_shared/guide/index.ts';
import { inflect, isolateForeignRuns } from '../../../supabase/functions/_shared/guide/hebrew-text.ts';
import { listedSourceIds } from '../../../supabase/functions/_shared/guide/point-sources.ts';
import { THINGS } from '../../../supabase/functions/_shared/guide/things.ts';
import { TOPICS_HE } from '../../../supabase/functions/_shared/guide/topics-he.ts';
import { TOPICS } from '../../../supabase/functions/_shared/guide/topics.ts';
import { modelConfigFromEnv, type ModelConfig } from '../../../supabase/functions/_shared/model-adapter/index.ts';

const SLASH = /[\u05D0-\u05EA]\/[\u05D0-\u05EA]/;

async function chat(messages: string[], profile: GuideProfile | null = null, extra: { partnerContext?: Parameters<typeof answerQuestion>[0]['partnerContext'] } = {}) {
  const history: Turn[] = [];
  const answers = [];
  for (const message of messages) {
    const answer = await answerQuestion({ message, profile, history: [...history], ...extra });
    history.push({ role: 'user', content: message }, { role: 'assistant', content: answer.response });
    answers.push(answer);
  }
  return answers;
}

describe('the guide answers the question asked (issue 32)', () => {
  test('the yeshiva question is answered about learning, with a source for that point and why it is there', async () => {
    const [answer] = await chat(['I feel like my husband cares more about his yeshiva learning than about me.']);
    expect(answer!.response).toMatch(/yeshiva/i);
    expect(answer!.response).toMatch(/learning/i);
    expect(answer!.torah_sources.map((s) => s.ref)).toEqual(['Deuteronomy 24:5']);
    expect(answer!.response).toMatch(/Deuteronomy 24:5: “.+” — .+/);
  });

  test('drifting apart on phones in Hebrew is about the phones and the evening, not the children', async () => {
    const [answer] = await chat(['אני מרגישה שאנחנו מתרחקים, כל ערב כל אחד יושב עם הטלפון שלו.']);
    expect(answer!.response).toMatch(/טלפון/);
    expect(answer!.response).toMatch(/ערב/);
    expect(answer!.response).not.toMatch(/מחלוקות על הילדים/);
    expect(answer!.response).not.toMatch(SLASH);
  });

  test('a question not understood gets one clarifying question, not an essay', async () => {
    const [answer] = await chat(["It's complicated."]);
    expect(answer!.response.match(/\?/g)).toHaveLength(1);
    expect(answer!.response.length).toBeLessThan(200);
    expect(answer!.torah_sources).toEqual([]);
  });

  test('life stage only where it bears on the question; no sentence repeats across a chat', async () => {
    const profile: GuideProfile = { first_name: 'Noa', life_stage: 'young_family', num_children: 2 };
    const answers = await chat(
      [
        'My mother-in-law criticises how I cook every time we visit.',
        'I yell at my kids in the morning rush and then feel terrible.',
        'My husband spends money on gadgets without telling me.',
        'We disagree about screen time for our kids; I want limits and my husband doesn\'t care.',
      ],
      profile,
    );
    expect(answers[0]!.response).not.toMatch(/2 children/);
    expect(answers[1]!.response).toMatch(/2 children/);
    const seen = new Map<string, number>();
    answers.forEach((a, i) => {
      for (const sentence of a.response.split(/\n+|(?<=[.!?])\s+/).map((s) => s.replace(/^•\s*/, '').trim()).filter((s) => s.split(' ').length >= 5)) {
        if (a.torah_sources.some((source) => sentence.includes(source.text))) continue;
        expect([sentence, seen.get(sentence) ?? i]).toEqual([sentence, i]);
        seen.set(sentence, i);
      }
    });
  });

  test('children "at home" are not said to someone whose children have left home', async () => {
    const message = 'I yell at my husband when I am exhausted after work and then feel terrible.';
    const [young] = await chat([message], { life_stage: 'young_family', num_children: 3 });
    const [emptyNest] = await chat([message], { life_stage: 'empty_nest', num_children: 3 });
    expect(young!.response).toMatch(/3 children at home/);
    expect(emptyNest!.response).not.toMatch(/children at home/);
    const [hebrew] = await chat(['אני צועקת על בעלי כשאני מותשת אחרי העבודה ואז מרגישה נורא.'], { life_stage: 'empty_nest', num_children: 3 });
    expect(hebrew!.response).not.toMatch(/ילדים בבית/);
  });

  test('a follow-up is answered as a follow-up: it keeps what the conversation was about', async () => {
    const [, followUp] = await chat(['I feel like my husband cares more about his yeshiva learning than about me.', 'What if he says his learning comes first?']);
    expect(followUp!.response).toMatch(/^If he says his learning comes first/);
    expect(followUp!.response).toMatch(/time together/i);
    // Without the conversation, the same words are a new question.
    const [alone] = await chat(['What if he says his learning comes first?']);
    expect(alone!.response).not.toEqual(followUp!.response);
  });

  test('the window is bounded: only the newest turns count', () => {
    const turns: Turn[] = Array.from({ length: 40 }, (_, i) => ({ role: i % 2 === 0 ? 'user' : 'assistant', content: `turn ${i}` }));
    const window = boundedHistory(turns);
    expect(window.length).toBeLessThanOrEqual(HISTORY_TURNS);
    expect(window[0]!.role).toBe('user');
    expect(window[window.length - 1]!.content).toBe('turn 39');
  });
});

describe('sources chosen for the point', () => {
  test('every listed source resolves, and none reads as a ruling', () => {
    for (const id of listedSourceIds()) expect(getEntry(id)).toBeDefined();
  });

  test('a wife whose mother-in-law criticises her is not told to honour her parents', async () => {
    const [answer] = await chat(['My mother-in-law criticises how I cook every time we visit.']);
    expect(answer!.torah_sources.map((s) => s.id)).not.toEqual(expect.arrayContaining(['exodus-20-12']));
    expect(answer!.torah_sources.every((s) => !/honou?r your father/i.test(s.text))).toBe(true);
  });

  test('"slow to anger" is for one asking about their own temper, never for one being shouted at', async () => {
    const [mine] = await chat(['How can I stop yelling at my husband when I am tired?']);
    const [theirs] = await chat(['My husband yells at me when he is tired and it really hurts.']);
    expect(mine!.torah_sources.map((s) => s.id)).toContain('proverbs-16-32');
    expect(theirs!.torah_sources.map((s) => s.id)).not.toContain('proverbs-16-32');
    expect(theirs!.response).not.toMatch(/slow to anger/i);
  });

  test('Hebrew answers show Hebrew source names and text', async () => {
    const [answer] = await chat(['בעלי לומד בכולל כל היום ואני מרגישה שהלימוד חשוב לו יותר ממני.']);
    expect(answer!.response).toContain('דברים כד, ה');
    expect(answer!.response).not.toContain('Deuteronomy');
  });
});

describe('natural Hebrew for one reader', () => {
  test('gendered to the profile, never a slash form, the singular', async () => {
    const message = 'איך אפשר לדבר עם בעלי על כסף בלי שזה יהפוך לריב?';
    const [female] = await chat([message], { gender: 'female' });
    const [male] = await chat(['איך אפשר לדבר עם אשתי על כסף בלי שזה יהפוך לריב?'], { gender: 'male' });
    for (const answer of [female!, male!]) {
      expect(answer.response).not.toMatch(SLASH);
      expect(answer.response).not.toMatch(/(?:^|\s)(?:תספרו|רוצים|קבעו|הסכימו|דברו|בחרו)(?=\s|$)/);
    }
    expect(inflect('{אתה מרגיש|את מרגישה|יש תחושה}', 'f')).toBe('את מרגישה');
    expect(inflect('{אתה מרגיש|את מרגישה|יש תחושה}', 'n')).toBe('יש תחושה');
  });

  test('the safety answer addresses the reader in words with no gender, not both forms joined by "or"', async () => {
    // ("כשתרצה או תרצי": the profile's gender is not passed to the safety layer, so neither form.)
    const BOTH_FORMS = /(?<![\u05D0-\u05EA])(?:כש|ש|ו)?([\u05D0-\u05EA]{2,})ה? או (?:כש|ש|ו)?\1י(?![\u05D0-\u05EA])/;
    const [answer] = await chat(['בעלי היכה אותי אתמול ואני מפחדת לחזור הביתה.'], { gender: 'female' });
    expect(answer!.engine.kind).toBe('crisis');
    expect(answer!.response).toMatch(/בקצב שלך/);
    expect(answer!.response).not.toMatch(BOTH_FORMS);
    expect('כשתרצה או תרצי').toMatch(BOTH_FORMS);
  });

  test('no template anywhere writes a slash form; no composer line reads as a ruling', () => {
    const hebrew = [...THINGS.map((t) => t.adviceHe), ...Object.values(TOPICS_HE).flatMap((t) => [...t.empathy, ...t.tips, ...t.scripts])];
    for (const template of hebrew) for (const g of ['m', 'f', 'n'] as const) expect(inflect(template, g)).not.toMatch(SLASH);
    const all = [...hebrew, ...THINGS.map((t) => t.adviceEn), ...TOPICS.flatMap((t) => [...t.empathy.en, ...t.tips.en, ...t.scripts.en])];
    expect(all.filter((line) => containsRuling(line))).toEqual([]);
  });

  test("the partner's English notes are summarised, not pasted, and a Latin name is isolated", async () => {
    const partnerContext = { name: 'David', communication_style: 'Quiet, needs time to think before answering', preferences: 'Loves Friday-night walks' };
    const [answer] = await chat(['איך אפשר לדבר עם בעלי על כסף בלי שזה יהפוך לריב?'], { gender: 'female' }, { partnerContext });
    expect(answer!.relationship_context_used).toBe(true);
    expect(answer!.response).not.toMatch(/Quiet|needs time|Friday-night/);
    expect(answer!.response).toContain('\u2068David\u2069');
    expect(answer!.response).toMatch(/זמן לחשוב/);
    expect(isolateForeignRuns('שלום David כהן')).toBe('שלום \u2068David\u2069 כהן');
  });

  test("the partner's notes are introduced in words with no gender: a wife is not 'מתקשר'", async () => {
    for (const partnerContext of [
      { name: 'רבקה', communication_style: 'שקטה, צריכה זמן לחשוב לפני שהיא עונה' },
      { name: 'Rivka', communication_style: 'Direct and practical, to the point' },
    ]) {
      const [answer] = await chat(['איך אפשר לדבר עם אשתי על כסף בלי שזה יהפוך לריב?'], { gender: 'male' }, { partnerContext });
      expect(answer!.relationship_context_used).toBe(true);
      expect(answer!.response).not.toMatch(/(?<![\u05D0-\u05EA])מתקשר(?![\u05D0-\u05EA])/);
      expect(answer!.response).toMatch(/סגנון התקשורת של/);
    }
  });

  test('English partner notes are quoted as notes, not pasted into a sentence', async () => {
    const partnerContext = { name: 'David', preferences: 'Loves Friday-night walks' };
    const [answer] = await chat(['How can I talk to my husband about money without a fight?'], null, { partnerContext });
    expect(answer!.response).not.toMatch(/enjoys Loves/);
    expect(answer!.response).toContain('("Loves Friday-night walks")');
  });
});

describe('with a model: the same understanding, memory and sources in the prompt', () => {
  let fake: FakeOpenAiServer;
  let model: ModelConfig;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    model = modelConfigFromEnv({ get: (name: string) => ({ AI_BASE_URL: fake.baseUrl, AI_MODEL: 'llama-test', AI_TIMEOUT_MS: '2000' })[name] })!;
  });

  afterAll(async () => {
    await fake?.stop();
  });

  /** The writer's request (the safety classifier makes its own call first). */
  const writerRequests = (): ChatRequestBody[] => fake.requests.filter((r) => r.messages[0]?.content.includes('shalom bayit'));

  test('a recorded two-turn conversation: understanding and sources with why in the prompt, the first turn in the second request', async () => {
    const recorded = [
      'Learning matters to him, and you matter too. Ask for one fixed evening after his seder that is only yours [Deuteronomy 24:5].',
      'If he says learning comes first, acknowledge it and ask for a small start: twenty minutes together after the night seder, for two weeks, then talk again.',
    ];
    let turn = 0;
    fake.behave({ kind: 'reply', content: (request) => (request.messages[0]?.content.includes('shalom bayit') ? recorded[turn++]! : '{"level":"none"}') });
    const first = 'I feel like my husband cares more about his yeshiva learning than about me.';
    const second = 'What if he says his learning comes first?';
    const history: Turn[] = [];
    const one = await answerQuestion({ message: first, model, history });
    history.push({ role: 'user', content: first }, { role: 'assistant', content: one.response });
    const two = await answerQuestion({ message: second, model, history });

    expect(one.engine).toMatchObject({ writer: 'model', fallback: null });
    expect(one.response).toBe(recorded[0]);
    expect(one.torah_sources.map((s) => s.ref)).toEqual(['Deuteronomy 24:5']);
    expect(two.engine).toMatchObject({ writer: 'model', fallback: null });
    expect(two.response).toBe(recorded[1]);

    const [request1, request2] = writerRequests().slice(-2);
    const system1 = request1!.messages[0]!.content;
    expect(system1).toMatch(/Named things to speak to by name: his learning/);
    expect(system1).toMatch(/About: the user's husband/);
    expect(system1).toMatch(/\[Deuteronomy 24:5\] .+ \(why: .+\)/);
    expect(request1!.messages.map((m) => m.role)).toEqual(['system', 'user']);
    // The second request carries the first turn, and says it is a follow-up.
    expect(request2!.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(request2!.messages[1]!.content).toBe(first);
    expect(request2!.messages[2]!.content).toBe(recorded[0]);
    expect(request2!.messages[3]!.content).toBe(second);
    expect(request2!.messages[0]!.content).toMatch(/follows on from the previous question \(pushback\)/);
  });

  test('a Hebrew answer with a slash form falls back to the composer; Latin runs are isolated', async () => {
    fake.behave({ kind: 'reply', content: (request) => (request.messages[0]?.content.includes('shalom bayit') ? 'אני מבין/ה שקשה לך. כדאי לדבר בערב.' : '{"level":"none"}') });
    const slashed = await answerQuestion({ message: 'אני מרגישה שאנחנו מתרחקים, כל ערב כל אחד יושב עם הטלפון שלו.', model });
    expect(slashed.engine).toMatchObject({ writer: 'composer', fallback: 'unnatural_hebrew' });
    expect(slashed.response).not.toMatch(SLASH);
    fake.behave({ kind: 'reply', content: (request) => (request.messages[0]?.content.includes('shalom bayit') ? 'כדאי לדבר עם David בערב, בלי טלפונים, על מה שחסר לך.' : '{"level":"none"}') });
    const isolated = await answerQuestion({ message: 'אני מרגישה שאנחנו מתרחקים, כל ערב כל אחד יושב עם הטלפון שלו.', model });
    expect(isolated.engine.writer).toBe('model');
    expect(isolated.response).toContain('\u2068David\u2069');
  });
});
