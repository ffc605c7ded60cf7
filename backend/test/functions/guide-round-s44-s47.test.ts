// Answers rounds S44–S47 (session 54, 2026-12-07): moving, siblings and large families, closeness in
// a long marriage, grandparents — read on first sight at 947d9a4 (S44: 57/60 answers spoke to their
// question, 50/60 follow-ups; S45 43/60, 33/60; S46 40/60, 39/60; S47 39/60, 34/60). Most of S45's
// lost follow-ups named the earlier question's people by name or by "him" only, and were answered as
// new questions: "Bubby is coming for all of Pesach…" after a question about what Bubby says to the
// twins; "סבתא אומרת שאני מפנקת אותו" after one about Oriya, 3. Held here in new words.
import { type Turn } from '../../../supabase/functions/_shared/guide/conversation.ts';
import { answerQuestion } from '../../../supabase/functions/_shared/guide/index.ts';
import { givenNamesOf, sentencesOfMessage, understand } from '../../../supabase/functions/_shared/guide/understand.ts';

async function chat(first: string, second: string) {
  const answer = await answerQuestion({ message: first });
  const history: Turn[] = [
    { role: 'user', content: first },
    { role: 'assistant', content: answer.response },
  ];
  return { understood: understand(second, history, null), answer: await answerQuestion({ message: second, history }) };
}

describe('the names a message gives its people', () => {
  test.each([
    ['My daughters, Tova and Leah, share a room and fight every night.', ['Tova', 'Leah']],
    ['My brother Yossi has not called me since the levaya.', ['Yossi']],
    ['הבן הצעיר שלנו, נועם, בן 8 ומרגיש שאף אחד לא רואה אותו', ['נועם']],
    ['שירה בת 5 מרביצה לאחותה', ['שירה']],
    ['We moved in August and the kids hate it.', []],
  ])('%s', (message, names) => {
    expect([...givenNamesOf(message)].sort()).toEqual([...names].sort());
  });

  test('a title\'s full stop does not end the sentence', () => {
    expect(sentencesOfMessage('Should I write to the teacher? Her name is Mrs. Adler. What do I say?')).toEqual([
      'Should I write to the teacher?',
      'Her name is Mrs. Adler.',
      'What do I say?',
    ]);
  });
});

describe('a follow-up that names the earlier question\'s people goes on with it', () => {
  test('someone named before, named again with a matter of the day', async () => {
    const { understood, answer } = await chat(
      'My boys, Ari and Dov, are 9 and 12. Dov reads everything and Ari hates school. My father, their Saba, keeps telling Ari to be more like his brother. How do I ask him to stop?',
      'Saba is staying with us for all of Sukkot this year. What do I do if he starts again at the table, with all the cousins there?',
    );
    expect(understood.followUp).not.toBeNull();
    expect(answer.response).toMatch(/Ari/);
  });

  test('a grandmother\'s view of the child named before', async () => {
    const { understood, answer } = await chat(
      'מאז שהתינוק נולד, נועה בת 4 חזרה לדבר כמו תינוקת ומבקשת בקבוק. מה עושים?',
      'סבתא אומרת שאני מפנקת אותה ושצריך להתעלם. היא צודקת?',
    );
    expect(understood.followUp).not.toBeNull();
    expect(answer.response).toMatch(/נועה/);
    expect(answer.response).not.toMatch(/הוא צודק/);
  });

  test('whom the question judges keeps its gender', async () => {
    const { answer } = await chat(
      'מאז שנולדה התינוקת, יונתן בן 3 חזר להרטיב בלילה. הוא היה גמול לגמרי. מה עושים?',
      'אמא שלי אומרת שאני מפנקת אותו ושצריך להעניש. היא צודקת?',
    );
    expect(answer.response).toMatch(/יונתן/);
    expect(answer.response).not.toMatch(/הוא צודק/);
  });

  test('a new question in the same chat about someone else stays new', async () => {
    const { understood } = await chat(
      'My daughter Rina, 7, cries every morning before school since we moved to Haifa. What can I do?',
      'Different question: my husband and I have not had a real evening out in two years, and I miss him. How do we start again?',
    );
    expect(understood.followUp).toBeNull();
  });
});
