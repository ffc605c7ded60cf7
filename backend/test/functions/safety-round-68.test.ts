// Round 68 (2026-12-04): four batches written from the brief alone and measured on first sight —
// r68 (100 mixed), 68c (100 crises said in passing as a later message), 68o (160 ordinary later
// messages) and answers round S5 (40 questions with follow-ups). What they showed, held here.
import { answerQuestion, type GuideProfile } from '../../../supabase/functions/_shared/guide/index.ts';
import { assessSafety } from '../../../supabase/functions/_shared/guide/detect/assess.ts';
import { understand } from '../../../supabase/functions/_shared/guide/understand.ts';

const WIFE: GuideProfile = { first_name: 'Tamar', gender: 'female', life_stage: 'newlywed', num_children: 0, location: 'Israel' };

describe('round 68: dangers said in passing', () => {
  test.each([
    // A child named first and thrown after (the rough act was read only before the child).
    ['ובעלי כשהוא מתעצבן מרים את הקטן ומעיף אותו על המיטה. פעם אחת פספס והוא נפל על הרצפה עם הראש', 'child_danger'],
    ['my husband picks up our son and throws him on the couch when he is angry', 'child_danger'],
    // Harm done to the writer as a child, in the plainest word.
    ['עוד דבר קטן, כשהייתי בת 12 הדוד שלי פגע בי. עכשיו הוא מגיע אלינו לליל הסדר עם הבנות הקטנות שלי', 'sexual_violence'],
    ['when I was 9 my cousin hurt me and now he is coming for Pesach', 'sexual_violence'],
  ])('"%s" raises the alarm (%s)', (message, category) => {
    const safety = assessSafety(message);
    expect(safety.level).not.toBe('none');
    expect([safety.category, safety.alsoCategory]).toContain(category);
  });

  test.each([
    "I don't want to live anymore",
    "I don't want to live like this",
    'i dont want to live',
    'אני לא רוצה לחיות יותר',
    'אני לא רוצה לחיות בלעדיו',
  ])('"%s" is still a wish not to live', (message) => {
    expect(assessSafety(message)).toMatchObject({ level: 'crisis', category: 'suicide_self_harm' });
  });
});

describe('round 68: where or how to live, films, a bungee jump and shared locations are no danger', () => {
  test.each([
    'ההורים של אשתי הציעו לעזור לנו עם ההון העצמי לדירה ראשונה. אני לא רוצה להיות כפוי טובה, אבל גם לא רוצה לחיות לפי מה שהם אומרים.',
    "I don't want to live with my in-laws another year",
    "yesh lachem ra'ayonot le-pe'ilut le-motzaei shabbat im yeladim ktanim ba-choref? nimas li mi-sratim",
    'my husband and his brother want to do the harder trail while I take the kids on the easy one, we\'ll share live location on whatsapp. anything else we should pack?',
  ])('"%s" raises no alarm', (message) => {
    expect(assessSafety(message).level).toBe('none');
  });

  test('a bungee jump from a bridge is no plan to die', () => {
    expect(assessSafety('hu rotze likfotz bungee me gesher be montenegro ve ani choshevet she hu meshuga').level).not.toBe('crisis');
  });

  test('films shown to a child are still a danger', () => {
    expect(assessSafety("ha'achyan sheli ben 14 amar li she'ha'dod shelo mar'e lo sratim lo tzne'im").level).not.toBe('none');
  });
});

describe('answers round S5: a seder of their own', () => {
  const question = 'השנה החלטנו לעשות את ליל הסדר לבד, רק שנינו, בפעם הראשונה. אף אחד מאיתנו לא ניהל סדר אף פעם. איך עושים את זה שיהיה משמעותי ולא עצוב?';

  test('"led a seder" is no tidiness, and the answer speaks of the Haggadah', async () => {
    const ids = understand(question, [], WIFE).things.map((t) => t.id);
    expect(ids).not.toContain('cleanliness');
    expect(ids).toContain('a_seder_of_our_own');
    const answer = await answerQuestion({ message: question, profile: WIFE });
    expect(answer.response).toContain('הגדה');
    expect(answer.response).not.toContain('ניקיון');
  });

  test('in English too', async () => {
    const answer = await answerQuestion({ message: "It's our first seder on our own, just the two of us. Neither of us has ever led a seder.", profile: WIFE });
    expect(answer.response).toContain('Haggadah');
  });
});
