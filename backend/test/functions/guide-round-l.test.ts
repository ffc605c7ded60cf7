// Issue 32, answers rounds L1-L4 (ordinary questions nobody here wrote, measured on first sight,
// then read): what those rounds showed the guide getting wrong, said in new words here so the tests
// show the reading is general, not the rounds' lines.
import { answerQuestion } from '../../../supabase/functions/_shared/guide/index.ts';
import { detectHalachic } from '../../../supabase/functions/_shared/guide/halachic.ts';
import { namedThings } from '../../../supabase/functions/_shared/guide/things.ts';
import { understand } from '../../../supabase/functions/_shared/guide/understand.ts';

describe('a halachic question in an area its flag does not name gets that area, its background and its sources', () => {
  test('telling a friend about the marriage: the laws of speech, Leviticus 19:16', async () => {
    const message = 'Is it allowed to vent to my sister about the fights with my husband, or is that lashon hara?';
    expect(detectHalachic(message)).toMatchObject({ topic: 'general', area: { id: 'speech' } });
    const answer = await answerQuestion({ message });
    expect(answer.rabbi_consultation_suggested).toBe(true);
    expect(answer.response).toMatch(/lashon hara/i);
    expect(answer.torah_sources.map((s) => s.ref)).toContain('Leviticus 19:16');
  });

  test('in Hebrew: telling one\'s mother about the quarrels is לשון הרע, with Hebrew source names', async () => {
    const answer = await answerQuestion({ message: 'מותר לי לספר לאמא שלי על המריבות עם בעלי? יש על זה הלכה?' });
    expect(answer.response).toMatch(/לשון הרע/);
    expect(answer.response).toMatch(/ויקרא יט, טז/);
  });

  test("how the halacha asks me to treat a father-in-law: honouring parents, the fifth commandment", async () => {
    const message = 'What does halacha expect of me in how I treat my father-in-law? He is rude to me at every visit.';
    expect(detectHalachic(message)?.area?.id).toBe('honouring_parents');
    const answer = await answerQuestion({ message });
    expect(answer.response).toMatch(/kibbud av|honouring parents/i);
    expect(answer.torah_sources.map((s) => s.ref)).toEqual(expect.arrayContaining(['Exodus 20:12', 'Kiddushin 31b']));
  });

  test("a wife's obligations asked for by their sources: the ketubah, Exodus 21:10, before any verse that only shares a word", async () => {
    const answer = await answerQuestion({ message: "Where are a wife's obligations to her husband written? I want the actual sources before our wedding." });
    expect(answer.rabbi_consultation_suggested).toBe(true);
    expect(answer.response).toMatch(/ketubah/);
    expect(answer.torah_sources[0]?.ref).toBe('Exodus 21:10');
  });

  test('a question of halacha with no area named keeps the catch-all', () => {
    const flag = detectHalachic('Is it permitted to use the dishwasher on Yom Tov?');
    expect(flag?.area ?? null).toBeNull();
  });
});

describe('a son now after a daughter before is another child: a new question, not a follow-up', () => {
  test('"our son of 4 wakes every night" after a daughter\'s wedding costs is read alone', () => {
    const history = [
      { role: 'user' as const, content: 'Our daughter is getting married in the summer and the other side wants 400 guests while we planned 200. How do we raise it?' },
      { role: 'assistant' as const, content: 'A long answer about the wedding. '.repeat(30) },
    ];
    const u = understand('Our son is 4 and comes into our bed every night. We have not slept well for half a year.', history, null);
    expect(u.followUp).toBeFalsy();
  });
});

describe('"none of my business" is an idiom, not a job', () => {
  test.each(["He says it's his family and it's none of my business.", 'She told me to mind my own business about her brother.'])('"%s" names no job', (message) => {
    expect(namedThings(message).map((t) => t.id)).not.toContain('job');
  });

  test('a business opened with a brother is still work', () => {
    expect(namedThings('My husband wants to open a business with his brother.').map((t) => t.id)).toContain('job');
  });
});

describe('"בתי" is my daughter only as a word of its own', () => {
  test.each(['כתבתי לו שאני מתגעגע, והוא ענה שהוא עמוס.', 'הילדים לומדים בבתי ספר שונים ואני מתרוצצת כל בוקר.'])('"%s" names no daughter', (message) => {
    expect(understand(message, [], null).whoName.en).not.toBe('your daughter');
  });

  test.each(['בתי בת 15 ולא מדברת איתי כבר שבוע.', 'ולבתי יש חבר חדש שאני לא מכירה.'])('"%s" does', (message) => {
    expect(understand(message, [], null).whoName.en).toBe('your daughter');
  });
});

describe("the answers bench's boilerplate figure", () => {
  test("a safety answer's resource lines are references, as a source's text is: not counted as repeated prose", async () => {
    const { ownSentences } = await import('../../bench/answers/evaluate.ts');
    const answer = 'Before anything else: are you safe right now, you and anyone with you?\n• Emergency services: 911 — If you are in danger right now, call them first';
    expect(ownSentences(answer, ['911'])).toEqual(['before anything else: are you safe right now, you and anyone with you?']);
    expect(ownSentences(answer)).toHaveLength(2);
  });
});

describe('a chat of many halachic questions', () => {
  const questions = [
    'Is it permitted to use the dishwasher on Yom Tov?',
    'Can we eat at my in-laws if they do not keep kosher?',
    'Is it allowed to vent to my sister about the fights with my husband, or is that lashon hara?',
    'What does halacha expect of me in how I treat my father-in-law?',
    "Where are a wife's obligations to her husband written?",
  ];

  test('no sentence of an opening, a heading or a closing is said twice, and every answer still sends to a rabbi', async () => {
    const { ownSentences } = await import('../../bench/answers/evaluate.ts');
    const history: Array<{ role: 'user' | 'assistant'; content: string }> = [];
    const seen = new Set<string>();
    for (const message of questions) {
      const answer = await answerQuestion({ message, history: [...history] });
      expect(answer.rabbi_consultation_suggested).toBe(true);
      expect(answer.response).toMatch(/rabbi/i);
      for (const sentence of ownSentences(answer.response)) {
        expect(seen.has(sentence) ? sentence : null).toBeNull();
        seen.add(sentence);
      }
      history.push({ role: 'user', content: message }, { role: 'assistant', content: answer.response });
    }
  });

  test.each(questions)('a first halachic answer never opens as if it were another one: "%s"', async (message) => {
    const answer = await answerQuestion({ message });
    expect(answer.response.split('\n')[0]).not.toMatch(/\b(?:too|again|another)\b/i);
  });
});

describe('weeks after a birth, crying and not sleeping: postpartum mood is named, and where to turn', () => {
  test.each([
    'Our son was born five weeks ago. Since then I cry most evenings and cannot sleep even when he sleeps. My wife thinks I am just tired, but I do not feel like myself.',
    'ילדתי לפני חודש, אני לבד כל היום עם התינוקת, בוכה הרבה ולא מצליחה לישון גם כשהיא ישנה.',
  ])('"%s"', async (message) => {
    const answer = await answerQuestion({ message });
    expect(answer.response).toMatch(/postpartum depression|דיכאון אחרי לידה/);
    expect(answer.response).toMatch(/doctor|midwife|רופאה|מיילדת|טיפת חלב/);
  });

  test('a new baby without tears or sleeplessness is not told about depression', () => {
    expect(namedThings('Our baby was born two weeks ago and we want to plan the brit and who to invite.').map((t) => t.id)).not.toContain('postpartum_mood');
  });
});
