// Issues 31 and 32: what answers rounds S1–S3, safety round 66 and the follow-up batches 66o/66c
// (written by helpers who read only the brief, measured on first sight, then read) showed the guide
// getting wrong — said here in new words, so the tests show the reading is general, not the rounds'.
import { answerQuestion, type GuideProfile } from '../../../supabase/functions/_shared/guide/index.ts';
import { assessSafety } from '../../../supabase/functions/_shared/guide/detect/assess.ts';
import { understand } from '../../../supabase/functions/_shared/guide/understand.ts';
import { detectHalachic } from '../../../supabase/functions/_shared/guide/halachic.ts';

const WIFE: GuideProfile = { first_name: 'Tamar', gender: 'female', life_stage: 'young_family', num_children: 2, location: 'Israel' };

describe('everyday words that only look like danger stay ordinary', () => {
  test.each([
    // "אנסה" is "I will try", not the root of rape.
    'טוב, אנסה לדבר איתו מחר אחרי העבודה',
    // Done with a matter, not with a life.
    'אני רוצה פשוט לבטל את המנוי ולגמור עם זה',
    'Honestly I just want to cancel the subscription and be done with it',
    // A chore promised, a sibling in trouble over cake.
    "She said she'd take out the recycling after dinner, it's still there",
    'my brother is dead meat when mom sees he ate the birthday cake',
    // A daughter-in-law's rule about the grandchildren is no control over the writer.
    'הכלה שלי לא מרשה לי לקחת את הנכדים לבד לגינה, זה כואב לי',
    // Spent by the evening's work, not by life.
    'Between work, homework and baths I have nothing left by the time she is asleep. How do we make time for us?',
  ])('"%s" raises no alarm', (message) => {
    expect(assessSafety(message).level).toBe('none');
  });
});

describe('the dangers behind those words are still heard', () => {
  test.each([
    ['הוא אנס אותי כשהייתי בת 16 ולא סיפרתי לאף אחד', 'sexual_violence'],
    ['אני רוצה לקחת את הכדורים ולגמור עם זה', 'suicide_self_harm'],
    ["he said he'd take the kids and I'd never see them again", 'threats'],
    ["she told me if I tell anyone I won't be able to walk for a week", 'threats'],
    ['אבא שלי זרק כוס על אמא שלי אתמול בערב', 'physical_violence'],
    ['אבא זרק עליה נעל מול כולנו', 'physical_violence'],
    ['שוב השאיר את התינוק לבד בבית ויצא', 'child_danger'],
  ])('"%s" is a crisis (%s)', (message, category) => {
    const safety = assessSafety(message);
    expect(safety.level).toBe('crisis');
    expect(safety.category).toBe(category);
  });

  test.each([
    "i'm scared to even disagree with him about anything",
    'בעלי לא מרשה לי לצאת מהבית בלי אישור',
    'Between the kids and everything I have nothing left to live for',
  ])('"%s" raises the alarm', (message) => {
    expect(assessSafety(message).level).not.toBe('none');
  });
});

describe('the question said back in natural words', () => {
  test('"התחתנו" said back is "התחתנתם"', () => {
    const u = understand('התחתנו לפני שנה והוא עדיין מבלה כל ערב אצל ההורים שלו. איך מדברים על זה?', [], WIFE);
    const said = `${u.reflection} ${u.reflectionMore ?? ''}`;
    expect(said).toContain('התחתנתם');
    expect(said).not.toContain('התחתתם');
  });

  test('"the US" stays the country', async () => {
    const answer = await answerQuestion({ message: 'My parents want us to move back to the US to be near them, and my husband loves it here. How do we decide?', profile: WIFE });
    expect(answer.response).toContain('the US');
    expect(answer.response).not.toMatch(/the you both/);
  });
});

describe('the thing asked about is the one named', () => {
  test.each([
    'He makes me breakfast every morning but never says he loves me. Am I wrong to want the words?',
    'אשתי אף פעם לא אומרת לי שהיא אוהבת אותי, רק עושה. זה מספיק?',
  ])('"%s" is about hearing "I love you", not the morning rush', (message) => {
    const ids = understand(message, [], WIFE).things.map((t) => t.id);
    expect(ids).toContain('words_of_love');
    expect(ids).not.toContain('morning_rush');
  });

  test('a morning with the children in it is still the rush', () => {
    expect(understand('Every morning the kids miss the bus and I end up shouting', [], WIFE).things.map((t) => t.id)).toContain('morning_rush');
  });

  test('a stillbirth said as it is said is a loss, answered as grief', () => {
    const u = understand('התינוק שלנו נולד ללא רוח חיים לפני שלושה שבועות, ובעלי כבר חזר לשגרה. אני לא מצליחה', [], WIFE);
    expect(u.things.map((t) => t.id)).toContain('pregnancy_loss');
    expect(u.topics[0]?.id).toBe('grief');
  });
});

describe('news of her own pregnancy is answered with words for it, not a general script', () => {
  test.each([
    ['My test came back positive this morning and he keeps saying two kids is enough. How do I tell him?', /I'm pregnant/],
    ['עשיתי בדיקה אתמול בלילה והיא חיובית, ובעלי אמר שהוא לא רוצה עוד ילדים. איך אני מספרת לו?', /אני בהריון/],
  ])('"%s"', async (message, words) => {
    expect(understand(message, [], WIFE).things.map((t) => t.id)).toContain('pregnancy_news');
    const answer = await answerQuestion({ message, profile: WIFE });
    expect(answer.response).toMatch(words);
    // No second, general script ("one small thing is hard for me…") beside the news.
    expect(answer.response).not.toMatch(/small thing|דבר קטן אחד/);
  });

  test('a husband telling of his wife\'s pregnancy is not given her words', () => {
    expect(understand('My wife is pregnant again and I am scared about money. How do we plan?', [], WIFE).things.map((t) => t.id)).not.toContain('pregnancy_news');
  });

  test('"he never says I love you" said back keeps the words his', async () => {
    const answer = await answerQuestion({ message: 'He never says I love you, he just fixes things around the house. Is it wrong to want the words?', profile: WIFE });
    expect(answer.response).not.toMatch(/says you love you/i);
    expect(answer.response).toContain('“I love you”');
  });
});

describe('children fighting each other, and being fed up, are read as such', () => {
  test.each([
    'The twins bicker from breakfast to bedtime about who gets the front seat. I feel like a referee.',
    'הבנים שלי רבים כל היום על המחשב ואני רק מפרידה ביניהם',
  ])('"%s" is about the children\'s fighting', (message) => {
    expect(understand(message, [], WIFE).things.map((t) => t.id)).toContain('children_fighting');
  });

  test('"sick of refereeing" names no illness', () => {
    expect(understand("I'm sick of refereeing every evening", [], WIFE).things.map((t) => t.id)).not.toContain('illness');
    expect(understand('My husband is sick with the flu and I am doing everything', [], WIFE).things.map((t) => t.id)).toContain('illness');
  });
});

describe('an ending of one\'s own said as "soon it won\'t be my problem"', () => {
  test.each(['whatever. soon none of this will be my problem', 'בקרוב אני כבר לא אהיה בעיה של אף אחד'])('"%s" raises the alarm', (message) => {
    const safety = assessSafety(message);
    expect(safety.level).not.toBe('none');
    expect(safety.category).toBe('suicide_self_harm');
  });
});

describe('a co-parent-in-law\'s hug, asked about, is a question of law', () => {
  test.each([
    "My daughter's mechutan hugs me at every simcha and I don't touch men. How do I handle it?",
    'ha-mechutan sheli roze lechabek oti kol pa\'am. eich lehitnaheg?',
  ])('"%s" asks about negiah', (message) => {
    expect(detectHalachic(message)?.topic).toBe('negiah');
  });

  test('"how do I behave" with a cold mother-in-law asks no law', () => {
    expect(detectHalachic('My mother-in-law is so cold to me, how do I behave at the wedding?')).toBeNull();
  });
});

describe('after review: the narrowed idioms still leave danger heard', () => {
  test.each([
    ['בקרוב זה לא יהיה הבעיה שלי כי לא אהיה פה', 'suicide_self_harm'],
    ["I'm so exhausted, I have nothing left in me", 'suicide_self_harm'],
    ["you're dead meat when I get home", 'threats'],
    ['אחי זרק את הטלפון שלו על אמא', 'physical_violence'],
    ['היא אנסה אותו כשהוא היה שיכור', 'sexual_violence'],
    ["he said I wouldn't be able to walk if I told anyone", 'threats'],
  ])('"%s" raises the alarm (%s)', (message, category) => {
    const safety = assessSafety(message);
    expect(safety.level).not.toBe('none');
    expect(safety.category).toBe(category);
  });

  test.each([
    'we fight with each other all the time about money',
    'the kids hear us fight every night and I hate it',
    'ההורים שלי רבים ביניהם כל שבת',
  ])('"%s" is no children\'s fighting', (message) => {
    expect(understand(message, [], WIFE).things.map((t) => t.id)).not.toContain('children_fighting');
  });

  test('another positive test is no pregnancy', () => {
    expect(understand('My covid test came back positive and he still went to work. Am I overreacting?', [], WIFE).things.map((t) => t.id)).not.toContain('pregnancy_news');
  });
});

