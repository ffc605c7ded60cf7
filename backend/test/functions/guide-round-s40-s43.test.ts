// Answers rounds S40–S43 (session 53, 2026-12-07): newlyweds' first year, parents of grown children,
// work and learning against home, grief in the family — read on first sight at 031d289 (S40: 44/60
// answers spoke to their question, 45/60 follow-ups; S41 39/60, 33/60; S42 38/60, 37/60; S43 36/60,
// 30/60, 57 of 120 taken by the safety or law layer — a miscarriage's unknown grave and a mother buried
// abroad read as threats, a child's "are you going to die too?" as a wish to die). Held here in new words.
import { answerQuestion } from '../../../supabase/functions/_shared/guide/index.ts';
import { understand } from '../../../supabase/functions/_shared/guide/understand.ts';

const thingsOf = (message: string): string[] => understand(message, [], null).things.map((t) => t.id);
const topicsOf = (message: string): string[] => understand(message, [], null).topics.map((t) => t.id);

describe('what the first year, grief and work ask of the answer', () => {
  test.each([
    ["Our 5 year old keeps asking when Zaidy is coming back from the cemetery. What do we tell him?", 'child_asks_about_death'],
    ['הבן שלנו בן 6 שאל אם לסבא קר באדמה. מה עונים?', 'child_asks_about_death'],
    ['Both our mothers want us every Friday night, his in Ashdod and mine in Modiin. How do we split the Shabbatot fairly?', 'shabbat_between_families'],
    ['אמא שלו רוצה אותנו כל שבת ואמא שלי נעלבת. איך מחליטים אצל מי נהיה?', 'shabbat_between_families'],
    ['The baby has an ear infection and daycare won\'t take her. I have a board meeting, my wife has surgery patients. Who stays home with her?', 'sick_child_who_stays_home'],
    ['הקטנה עם חום ושנינו לא יכולים להפסיד עוד יום עבודה. מי נשאר איתה בבית?', 'sick_child_who_stays_home'],
    ["I've been a widow for four years and I'm engaged again. My sons barely talk to him. What do I do?", 'telling_children_remarriage'],
    ['My husband just started night shifts at the factory. How do we split the housework now?', 'night_shifts'],
  ])('%s → %s', (message, thing) => {
    expect(thingsOf(message)).toContain(thing);
  });

  test.each([
    ['My wife asked if the leftover soup is dead or still fine to eat'],
    ['My husband\'s parents come to us every Shabbat and I am worn out'],
    ['My husband is sick of staying home since he was laid off'],
  ])('%s → neither a child\'s question of death, a Shabbat split nor a sick child at home', (message) => {
    expect(thingsOf(message)).not.toContain('child_asks_about_death');
    expect(thingsOf(message)).not.toContain('shabbat_between_families');
    expect(thingsOf(message)).not.toContain('sick_child_who_stays_home');
  });

  test('a night shift at work is no new baby, and a daughter\'s mother is no in-law', () => {
    const topics = topicsOf("I work night shifts as a nurse and our 15 year old son goes out when his father is asleep. What do we do?");
    expect(topics).not.toContain('new_baby');
    expect(topics).not.toContain('in_laws');
  });

  test('shampoo bottles bought on sale are no baby\'s bottle', () => {
    expect(topicsOf('אשתי קונה עשרה בקבוקי שמפו בכל מבצע והארון מתפוצץ. איך מדברים על זה?')).not.toContain('new_baby');
  });
});

describe('answers rounds S36, S40–S41: the words said back', () => {
  test('a couple\'s agreement is said back in the second person plural', async () => {
    const { response } = await answerQuestion({ message: 'בעלי ואני הסכמנו שנעבור לגור ליד ההורים שלו, ועכשיו אני לא בטוחה. איך אני אומרת לו?' });
    expect(response).toContain('הסכמתם');
    expect(response).not.toContain('הסכמנו');
  });

  test('a son named Itai between commas keeps his name', async () => {
    const { response } = await answerQuestion({ message: 'הבן האמצעי שלנו, איתי, עבר לגור בתל אביב והבית שקט. איך מתרגלים?' });
    expect(response).toContain('איתי');
    expect(response).not.toContain('איתך,');
  });

  test('a wife\'s health is not "his health"', async () => {
    const { response } = await answerQuestion({
      message: 'It was diabetes. She is scared of the injections.',
      history: [
        { role: 'user', content: 'My wife got a diagnosis last week and everyone gives me advice' },
        { role: 'assistant', content: 'That is a lot at once.' },
      ],
    });
    expect(response).not.toContain('his health');
  });
});

describe('answers rounds S40, S41, S43: who is spoken to, and of whom', () => {
  test('"אני פשוט" says nothing of the writer\'s gender; "בעלי" does', async () => {
    const { response } = await answerQuestion({ message: 'בעלי אומר שאני מסודרת מדי, ושגם כשהוא מקפל כביסה אני עושה הכול מחדש. אני פשוט אוהבת סדר. מי צודק?' });
    expect(response).toContain('את ');
    expect(response).not.toMatch(/שאתה|ואתה פשוט/);
  });

  test('"my father-in-law" and a first-person future are said to the reader', async () => {
    const { response } = await answerQuestion({ message: 'חמי נפטר בשבוע שעבר. לא היינו קרובים, ובעלי מצפה שאבכה איתו בשבעה. אני מרגישה צבועה.' });
    expect(response).toContain('חמיך');
    expect(response).toContain('שתבכי');
  });

  test('"we lost" after "my wife and I" is said back once, in the second person', async () => {
    const { response } = await answerQuestion({ message: 'אשתי ואני איבדנו את אבא שלה לפני שנה. היא מדברת עליו כל הזמן ואני שותק. מה עושים?' });
    expect(response).toContain('איבדתם');
    expect(response).not.toContain('תיבדתם');
  });

  test('"he" after a question about a son who was drafted goes on with the son', () => {
    const first = 'הבן הבכור שלנו, יונתן, התגייס לפני חודשיים והבית ריק. אני ובעלי לא יודעים מה לעשות עם הערבים. איך מתרגלים?';
    const u = understand('הוא בא הביתה רק פעם בשלושה שבועות, ואני מרגישה שאני רק מכבסת ומבשלת לו. זה מה שנשאר לי?', [
      { role: 'user', content: first },
      { role: 'assistant', content: 'x'.repeat(400) },
    ], null);
    expect(u.followUp).not.toBeNull();
  });
});

describe('answers round S43: a long message that names nothing of its own asks on', () => {
  test('"What exactly do I say? …" after a question about an old loss goes on with it', () => {
    const first = "My wife lost a pregnancy ten years ago. Last week she mentioned, almost in passing, that the baby would have started school this year. I said nothing. Should I raise it?";
    const u = understand("What exactly should I say to her? I really don't want to make her cry in front of the children at supper.", [
      { role: 'user', content: first },
      { role: 'assistant', content: 'x'.repeat(400) },
    ], null);
    expect(u.followUp).not.toBeNull();
  });

  test('a new situation told in full is still a new question', () => {
    const u = understand('My neighbour just lost her job and her husband is away on reserve duty for a month. How can our family help her without making her feel like a charity case?', [
      { role: 'user', content: 'My wife and I argue about whose turn it is to do the dishes every single night.' },
      { role: 'assistant', content: 'x'.repeat(400) },
    ], null);
    expect(u.followUp).toBeNull();
  });
});
