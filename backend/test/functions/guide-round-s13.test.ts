// Answers rounds S13–S15 (2026-12-05) and development line aS10-015: a stepfamily is its own matter,
// and what was tried since goes on with the earlier question.
// A stepson who will not come for Shabbat had been given in-law and hosting advice, and "Should I
// be the one to talk to him, or leave it to his dad?" was read as a new question about a
// father-in-law (and "be the one" as dating). Held here in new words, both directions.
import { answerQuestion } from '../../../supabase/functions/_shared/guide/index.ts';
import { detectTopics } from '../../../supabase/functions/_shared/guide/topics.ts';
import type { Turn } from '../../../supabase/functions/_shared/guide/conversation.ts';

const topicIds = (text: string): string[] => detectTopics(text).map((t) => t.id);

describe('a stepfamily is named as one', () => {
  test.each([
    "My husband's two girls are with us every other weekend and they won't eat anything I cook.",
    'my stepdaughter (13) only talks to her dad when she is at our place',
    "I'm marrying Dvora in the spring, who has a 9-year-old son, and he keeps testing me.",
    'I married a widower with three boys and the middle one ignores me completely.',
    'הבן של אשתי, בן 15, לא מוכן לשבת איתנו לארוחת שישי.',
    'התחתנתי עם גרושה עם שני ילדים והם קוראים לי בשם בלבד',
    'במשפחה המשולבת שלנו יש חמישה ילדים ואין רגע של שקט',
  ])('"%s"', (message) => {
    expect(topicIds(message)[0]).toBe('stepfamily');
  });

  test.each([
    // One's own child, one's own parents, a spouse's parents.
    'my 14 year old daughter only talks to her dad lately, never to me',
    "my husband's mother comes over every day without calling",
    'My dad is getting remarried and I am not ready for it',
  ])('"%s" is not', (message) => {
    expect(topicIds(message)).not.toContain('stepfamily');
  });
});

describe("a stepfamily's follow-up keeps its people", () => {
  async function chat(first: string, second: string): Promise<string> {
    const history: Turn[] = [];
    const one = await answerQuestion({ message: first, history: [] });
    history.push({ role: 'user', content: first }, { role: 'assistant', content: one.response });
    return (await answerQuestion({ message: second, history })).response;
  }

  test("'his dad' after a stepson is the boy's father, not a father-in-law", async () => {
    const answer = await chat(
      "My husband's son is 15 and won't join us for Friday night dinner when he's with us. He says we have too many rules. What can we do?",
      'Should I be the one to raise it with him, or leave it to his dad?',
    );
    expect(answer).toMatch(/\bEarlier you wrote\b|\bhis dad\b/);
    expect(answer).toMatch(/step-parent|own parent|child's parent/i);
    expect(answer).not.toMatch(/handles your own parents|father-in-law|in-laws/i);
    expect(answer).not.toMatch(/soulmate|dating|choosing a (?:life )?partner/i);
  });

  test('a word quoted as a word is no one named', async () => {
    const answer = await chat(
      "I'm engaged to Tamar, who has a 6-year-old daughter. Last night she asked me if she has to call me 'Abba' and I froze. What should I have said?",
      'And what if her dad finds out she asked?',
    );
    expect(answer).not.toMatch(/your mother|your father-in-law/i);
  });

  test('"be the one to" is no question of dating', () => {
    expect(topicIds('Should I be the one to call the plumber or leave it to my husband?')).not.toContain('dating');
    expect(topicIds('How do I know if he is the one?')).toContain('dating');
  });

  test('a first answer about a stepchild speaks of the stepfamily, with its own source', async () => {
    const answer = (await answerQuestion({ message: "My stepson is 12 and says 'you're not my mom' whenever I ask him to do anything. How do I handle it?" })).response;
    expect(answer).toMatch(/step-parent|loyalty|their own parent|own parent/i);
    expect(answer).not.toMatch(/handles your own parents/);
  });
});

describe('what was tried since goes on with the earlier question (round S14)', () => {
  async function second(first: string, next: string): Promise<string> {
    const one = await answerQuestion({ message: first });
    const history: Turn[] = [
      { role: 'user', content: first },
      { role: 'assistant', content: one.response },
    ];
    return (await answerQuestion({ message: next, history })).response;
  }

  test.each([
    [
      'My husband Avi had a bypass in March and the cardiologist said no more fried food and a walk every day. He kept it up a month and now he is back on the couch with chips. Every time I mention it we fight.',
      'I stopped bringing up food and invited him for a walk after dinner instead. He agreed. What if he quits again?',
    ],
    [
      "My wife Dina says she carries the whole mental load — the dentist, school forms, her mother's birthday present, when we're out of milk. I do dishes every night and think that's my share.",
      "ok so I told her I'd take over everything to do with the school — forms, lunches, the class group chat, all of it. She said 'you'll forget in a week.' That stung. How do I show her I mean it?",
    ],
    [
      'אני ונועה נשואים 8 שנים, שלושה ילדים. היא אומרת שכל עבודות הבית והסידורים עליה, ושאני רק מבצע משימות כשהיא מבקשת.',
      'השבוע לקחתי על עצמי את הקניות. שכחתי ביצים והיא אמרה "בגלל זה אני עושה הכל לבד". מה עכשיו?',
    ],
  ])('the follow-up after "%s" recalls it', async (first, next) => {
    const answer = await second(first, next);
    expect(answer).toMatch(/Earlier you wrote|קודם כתבת/);
  });

  test("'my two brothers' are the people 'them' points back to", async () => {
    const answer = await second(
      "My mother has Alzheimer's. My two brothers live in London, so I'm the one at every appointment. I'm worn out and angry at them.",
      'How do I ask them for more help without a fight?',
    );
    expect(answer).toMatch(/brothers/);
  });
});
