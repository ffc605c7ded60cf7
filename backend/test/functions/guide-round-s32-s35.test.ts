// Answers rounds S32–S35 (session 51, 2026-12-07): husbands and fathers in their own voice, and later
// life, read on first sight (S32: 36/60 answers spoke to their question, 30/60 follow-ups, and two
// answers repeated a step of an earlier plan under another label; S33: 40/60 and 46/60). "Or am I
// just hoping?" (מקווה) was answered about the mikveh; a father's plan for time with each of his
// sons was the couple's evening; "she starts listing what I didn't do" was not criticism; a couple
// trying for a baby heard about a newborn's broken sleep. Held here in new words.
import { answerQuestion, type Turn } from '../../../supabase/functions/_shared/guide/index.ts';
import { namedThings } from '../../../supabase/functions/_shared/guide/things.ts';
import { understand } from '../../../supabase/functions/_shared/guide/understand.ts';

describe('a step of a plan is said once in a chat, whatever its label', () => {
  test('two plans in one chat share no step', async () => {
    const history: Turn[] = [];
    const steps: string[][] = [];
    for (const message of [
      'We both work long shifts and barely see each other. Can you give me a plan to get some couple time back?',
      'My husband and I feel like flatmates lately. I want a step-by-step plan for the next few weeks.',
    ]) {
      const reply = (await answerQuestion({ message, history: [...history] })).response;
      history.push({ role: 'user', content: message }, { role: 'assistant', content: reply });
      steps.push(reply.split('\n').filter((line) => /^• (?:This week|Next|In a fortnight|Then): /.test(line)).map((line) => line.replace(/^• [^:]+: /, '')));
    }
    expect(steps[0]!.length).toBeGreaterThan(0);
    expect(steps[1]!.filter((step) => steps[0]!.includes(step))).toEqual([]);
  });
});

describe('what a message is about', () => {
  test('a father of sons is asking about his children', () => {
    expect(understand('I have two sons and a daughter and I want to spend time alone with each of them. How?', [], null).topics.map((t) => t.id)).toContain('parenting');
  });

  test.each([
    ['As soon as I get home she starts listing everything I forgot to do. Nothing I do is ever good enough for her.'],
    ['אשתי מעירה לי על כל דבר קטן ואני כבר מתגונן אוטומטית'],
  ])('%s → criticism', (message) => {
    expect(understand(message, [], null).topics.map((t) => t.id)).toContain('criticism');
  });

  test('waking the children is not criticism', () => {
    expect(understand('אני מעירה את הילדים כל בוקר בשש ומכינה סנדוויצ׳ים', [], null).topics.map((t) => t.id)).not.toContain('criticism');
  });

  test('a baby hoped for is not a newborn in the house', () => {
    expect(namedThings('We have been trying for a baby for two years and my husband shuts down when I bring it up').map((t) => t.id)).not.toContain('baby');
    expect(namedThings('Since the baby came my husband sleeps on the couch').map((t) => t.id)).toContain('baby');
  });
});

describe('"hoping" is not the mikveh', () => {
  test('"אני סתם מקווה" after a son asked for a ride is not about the mikveh', async () => {
    const first = 'הבת שלי בת 16 כמעט לא מדברת איתי. אני מרגיש שאיבדתי אותה.';
    const reply = (await answerQuestion({ message: first })).response;
    const history: Turn[] = [
      { role: 'user', content: first },
      { role: 'assistant', content: reply },
    ];
    const answer = await answerQuestion({ message: 'היום היא ביקשה שאקפיץ אותה לחברה. זה סימן, או שאני סתם מקווה?', history });
    expect(answer.rabbi_consultation_suggested).toBe(false);
    expect(answer.response).not.toMatch(/מקווה וטבילה|הטבילה|בלנית/);
  });
});

// Answers rounds S34–S35 (the path to marriage; couples on the edge of separation and after), read on
// first sight (S34: 40/60 answers spoke to their question; S35: 25/60, with 34 of 120 taken by the
// safety or law layer). A couple weighing separation heard "a big decision you see differently…";
// parents telling their children of a divorce heard "Educate a child according to his way".
describe('separation and divorce is a matter of its own', () => {
  test.each([
    ['My wife and I are deciding whether to stay together. How do we keep from drifting for months?'],
    ['We are telling the kids about the divorce on Sunday. What do we say first?'],
    ['אני שוקלת פרידה ולא יודעת איך לומר את זה לבעלי בלי שזה יישמע כמו איום'],
    ['My ex sends me angry texts about the kids late at night. How should I answer?'],
  ])('%s', (message) => {
    expect(understand(message, [], null).topics[0]?.id).toBe('separation');
  });

  test('children told of a divorce hear that it is not their fault', async () => {
    const answer = await answerQuestion({ message: 'We are telling our two kids, 8 and 11, this weekend that we are separating. What do we actually say?' });
    expect(answer.safety).toBeNull();
    expect(answer.response).toMatch(/not (?:their|your) fault|not because of anything you did/i);
  });

  test('a separate bedroom or a separate account names no separation', () => {
    for (const message of ['He snores so we sleep in separate bedrooms now. Can we still feel close?', 'Should we keep separate bank accounts as newlyweds?']) {
      expect(understand(message, [], null).topics.map((t) => t.id)).not.toContain('separation');
    }
  });
});
