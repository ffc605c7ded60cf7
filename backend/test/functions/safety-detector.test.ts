// The safety detector's parts (issue 31): disguises undone, concepts that meet in a sentence, the
// graded verdict, halachic questions asked by their situation, and a configured model's verdict
// that may raise the level but never lower it. The evaluation sets are measured in
// guide-safety-eval.test.ts.
import { answerQuestion } from '../../../supabase/functions/_shared/guide/index.ts';
import { assessSafety } from '../../../supabase/functions/_shared/guide/detect/assess.ts';
import { undisguise } from '../../../supabase/functions/_shared/guide/detect/normalise.ts';
import { detectHalachic } from '../../../supabase/functions/_shared/guide/halachic.ts';
import type { ModelConfig } from '../../../supabase/functions/_shared/model-adapter/index.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server';

describe('undisguise', () => {
  test.each([
    ['I want to k1ll mys3lf', 'i want to kill myself'],
    ['i w a n t t o d i e', 'i want to die'],
    ['I wаnt tо dіе', 'i want to die'], // Cyrillic а, о, і, е
    ['wanna kiiiill myseeelf', 'wanna kill myself'],
    ['sucide', 'suicide'],
    ['ל מ ו ת', 'למות'],
    ['לָמוּת', 'למות'],
    ['k.i.l.l m.y.s.e.l.f', 'kill myself'],
  ])('%s → %s', (written, undone) => {
    expect(undisguise(written)).toBe(undone);
  });

  test('numbers that are numbers stay numbers', () => {
    expect(undisguise('We have 2 kids and I work 24/7!')).toBe('we have 2 kids and i work 24/7!');
  });
});

describe('assessSafety', () => {
  test.each([
    ["I've been saving up my pills. I don't see the point of going on.", 'suicide_self_harm'],
    ['My husband forces himself on me even when I tell him no.', 'sexual_violence'],
    ['He grabs my arm hard when we argue and it leaves marks. How can I be a better wife?', 'physical_violence'],
    ['i w4nt t0 d1e', 'suicide_self_harm'],
    ['בעלי תפס לי את היד חזק והשאיר סימנים', 'physical_violence'],
    ['כשאני אומרת לא הוא לא מפסיק', 'sexual_violence'],
    ['He said if I leave he will kill himself', 'partner_self_harm_threat'],
    ['He keeps a gun in the nightstand and showed it to me when I talked about leaving', 'threats'],
  ])('caught: %s', (message, category) => {
    const verdict = assessSafety(message);
    expect(verdict.level).not.toBe('none');
    expect(verdict.category).toBe(category);
  });

  test.each([
    'This commute is killing me and we never see each other',
    'I could kill for a coffee before the kids wake up',
    "He'd die for the kids, but he never asks how I am",
    'We hit it off at my cousin\'s wedding — how do I ask her out again?',
    'I am dying to plan a surprise for our anniversary',
    'My mother-in-law will kill me if we skip Pesach at her house',
    'הפקקים הורגים אותי, אנחנו לא רואים אחד את השני',
    'Our son got hit by a ball at school and my wife blames me',
  ])('ordinary: %s', (message) => {
    expect(assessSafety(message)).toMatchObject({ level: 'none' });
  });

  test('a possible crisis gets the resources and one gentle question first, and no tips', async () => {
    const answer = await answerQuestion({ message: "I don't know how much longer I can keep going like this.", profile: { location: 'Israel' } });
    expect(answer.safety).toMatchObject({ level: 'possible', partner_outreach: false });
    expect(answer.response).toMatch(/are you safe right now/i);
    expect(answer.response).toContain('1201');
    expect(answer.torah_sources).toEqual([]);
  });
});

describe('halachic questions by their situation', () => {
  test.each([
    'I found a spot of blood during my clean days, what do I do?',
    'Can my husband hold my hand in the delivery room?',
    'My fiancé is a kohen and I converted two years ago',
    'Is it a problem if I am alone in the car with my colleague every morning?',
    'מצאתי כתם בתחתונים ביום השלישי של הספירה',
    'We want to wait two years before another baby — is that ok?',
    'My in-laws are not kosher, can we eat there if they use paper plates?',
    'האם מותר לנסוע לבית חולים בשבת כשהצירים מתחילים?',
  ])('%s', (message) => {
    expect(detectHalachic(message)).not.toBeNull();
  });
});

describe('the model reads each message for danger too', () => {
  let fake: FakeOpenAiServer;
  let model: ModelConfig;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    model = { baseUrl: fake.baseUrl, apiKey: null, model: 'screen-test', timeoutMs: 2000, label: 'screen-test' };
  });
  afterAll(() => fake.stop());

  test('its verdict raises an ordinary reading to a possible crisis', async () => {
    fake.behave({ kind: 'reply', content: (req) => (req.messages[0]?.content.startsWith('You screen') ? '{"level":"possible","category":"suicide_self_harm"}' : 'A warm answer.') });
    const answer = await answerQuestion({ message: 'Everything feels grey lately and I am so tired of it all.', model });
    expect(answer.safety).toMatchObject({ level: 'possible', category: 'suicide_self_harm' });
  });

  test('its "none" never lowers what the rules found', async () => {
    fake.behave({ kind: 'reply', content: () => '{"level":"none","category":null}' });
    const answer = await answerQuestion({ message: 'He slapped me again last night', model });
    expect(answer.safety).toMatchObject({ level: 'crisis', category: 'physical_violence' });
  });

  test('a model that fails adds nothing and takes nothing away', async () => {
    fake.behave({ kind: 'status', status: 500 });
    const ordinary = await answerQuestion({ message: 'How do we plan a calmer Friday night?', model });
    expect(ordinary.safety).toBeNull();
    const crisis = await answerQuestion({ message: 'i want to d i e', model });
    expect(crisis.safety).not.toBeNull();
  });
});
