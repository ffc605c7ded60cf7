// Answers rounds S28–S29 (session 50, 2026-12-07): teenagers and young adults at home, and families
// put together again, read on first sight (S28: 41/60 answers spoke to their question, 38/60
// follow-ups; S29: 34/60 and 36/60). A mother whose daughter of 16 is on her phone and will not talk
// to her heard "Disagreeing about the children is painful…", "I don't want to argue about this in
// front of the kids" and "put both phones in another room"; a son leaving yeshiva got "ask for time
// beside his learning"; a divorced father telling his daughter of his wedding got the guest list.
// Held here in new words.
import { answerQuestion } from '../../../supabase/functions/_shared/guide/index.ts';
import { namedThings } from '../../../supabase/functions/_shared/guide/things.ts';
import { understand } from '../../../supabase/functions/_shared/guide/understand.ts';

const answer = async (message: string): Promise<string> => (await answerQuestion({ message })).response;
const thingIds = (message: string): string[] => namedThings(message).map((t) => t.id);

describe('a teenager at home is the parent and the teen', () => {
  test.each([
    ['My 14 year old daughter hardly says a word to me anymore and spends every evening in her room. How do I get through to her?'],
    ['הבן שלי בן 15 מסתגר בחדר ועונה לי רק במילה אחת. איך מתחילים לדבר איתו?'],
  ])('%s', async (message) => {
    const u = understand(message, [], null);
    expect(u.topics[0]?.id).toBe('teenager');
    const text = await answer(message);
    expect(text).not.toMatch(/Disagreeing about the children|in front of the kids|מחלוקות על הילדים|מול הילדים/);
  });

  test('two parents at odds over the teenager keep "parenting together" first', () => {
    const u = understand("My wife and I can't agree on our 15 year old's curfew: she says ten, I say midnight.", [], null);
    expect(u.topics[0]?.id).toBe('parenting');
    expect(u.topics.map((t) => t.id)).toContain('teenager');
  });

  test('"my 16 year old son" is the son, not "your children"', () => {
    expect(understand('My 16 year old son failed his driving test and won\'t talk about it', [], null).whoName.en).toBe('your son');
  });
});

describe("a child's phone, a child leaving yeshiva", () => {
  test.each([
    ['הבת שלי בת 12 כל הערב בטיקטוק ולא עושה שיעורים'],
    ['Our 13 year old is on his phone until 2am every night'],
  ])('%s → the child\'s phone, not the couple\'s', (message) => {
    const ids = thingIds(message);
    expect(ids).toContain('child_screens');
    expect(ids).not.toContain('phones');
  });

  test.each([
    ['My husband scrolls his phone through dinner while the kids try to tell him about their day'],
    ["I'm on my phone too much and my kids have started to complain"],
  ])('%s → the couple\'s phone habit', (message) => {
    expect(thingIds(message)).not.toContain('child_screens');
  });

  test.each([
    ['My son, 16, says he wants to quit yeshiva and start working. How do I talk to him?'],
    ['הבן שלנו בן 17 רוצה לעזוב את הישיבה באמצע השנה'],
  ])('%s → leaving the yeshiva, not a spouse\'s learning', (message) => {
    const ids = thingIds(message);
    expect(ids).toContain('leaving_yeshiva');
    expect(ids).not.toContain('learning');
  });

  test("a husband's kollel beside the children stays his learning", () => {
    expect(thingIds('My husband is in kollel until late and our son barely sees him')).toContain('learning');
  });

  test("a teenager going to a friend's party is a night out, not a celebration to plan", () => {
    const ids = thingIds('Our 16 year old wants to go to a party on Thursday night and my wife already said no');
    expect(ids).not.toContain('bar_mitzvah');
    expect(ids).toContain('teen_curfew');
  });
});

describe('families put together again', () => {
  test.each([
    ['אני אלמנה ומתחתנת בקיץ. איך אני מספרת לבנים שלי, בני 10 ו-13?', /בעצמך/],
    ["I'm divorced and getting married again in the spring. My daughter is 8 and doesn't know yet. How do I tell her?", /yourself/],
  ])('%s → telling the children, not the wedding\'s size', async (message, expected) => {
    expect(thingIds(message)).toContain('telling_children_remarriage');
    const text = await answer(message);
    expect(text).toMatch(expected);
    expect(text).not.toMatch(/guest list|רשימת המוזמנים|the size usually follows|הגודל בדרך כלל/);
  });

  test.each([
    ["We're both widowed and getting remarried; each of us has a house and grown children. How do we make sure nobody fights over the house later?", /lawyer/],
    ['אנחנו מתחתנים בשנית, ולכל אחד מאיתנו יש דירה משלו. איך עושים צוואות כך שהילדים לא יריבו?', /עורך דין/],
  ])('%s → their own wills and prenup', async (message, expected) => {
    expect(thingIds(message)).toContain('own_second_marriage_estate');
    expect(await answer(message)).toMatch(expected);
  });

  test('a boy named Itai is not "with me"', async () => {
    const text = await answer('הגרוש שלי מתחתן, והבן שלנו, איתי בן 9, שואל אם מותר לו לשמוח. מה אני עונה?');
    expect(text).toMatch(/איתי בן 9/);
    expect(text).not.toMatch(/איתך בן 9/);
  });
});

describe('what they told, said back as theirs', () => {
  test('"it bothers me … am I petty?" is answered about the feeling', () => {
    expect(understand("My stepfather signs the kids' cards 'Zaidy'. It really bothers me. Am I being petty?", [], null).wonders).toBe('feeling');
  });

  test('a sentence someone said, quoted in Hebrew, gives no subject', async () => {
    const text = await answer("הבת שלי בת 15 צעקה עליי 'את אף פעם לא מקשיבה לי ולא הקשבת' וטרקה את הדלת. זה נורמלי?");
    expect(text).not.toMatch(/סביב הקשבת/);
  });

  test('Shabbat named only as the time of a party is no question of Shabbat', () => {
    expect(thingIds('הבן שלנו בן 16 רוצה ללכת למסיבה במוצאי שבת עד מאוחר')).not.toContain('shabbat');
  });
});
