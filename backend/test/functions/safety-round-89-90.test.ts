// Safety rounds 89–90 and answers rounds S32–S33 (session 51, 2026-12-07): soldiers' and reservists'
// families, addictions in a family, husbands in their own voice and later life — written from the
// briefs alone and read on first sight (r89: 59/60 crises, 41/45 questions of law, 5/45 false
// alarms; r90: 60/60, 34/45, 3/45; S33 lost 25 of 120 answers to the safety or law layer, among
// them a 40th-anniversary letter and separate bedrooms for snoring answered as danger to a child).
// Held here in new words, each beside the danger it must not hide.
import { assessSafety } from '../../../supabase/functions/_shared/guide/detect/assess.ts';
import { undisguise } from '../../../supabase/functions/_shared/guide/detect/normalise.ts';
import { detectHalachic } from '../../../supabase/functions/_shared/guide/halachic.ts';

describe('round 89: small children left to the street, hungry', () => {
  test.each([
    ['הילדים של אחותי, בני 4 ו-6, משוטטים לבד ברחוב כל אחר הצהריים ולפעמים אין להם מה לאכול בבית'],
    ['הבת שלהם בת 5 מסתובבת לבד ברחובות עד מאוחר ואף אחד לא בא לקחת אותה'],
  ])('%s → a child in danger', (text) => {
    expect(assessSafety(text)).toMatchObject({ level: 'crisis', category: 'child_danger' });
  });

  test('children who complain there is nothing to eat are picky, not neglected', () => {
    expect(assessSafety('הילדים שלי בני 8 ו-10 מתלוננים שאין להם מה לאכול כשאין פיצה').level).toBe('none');
  });
});

describe('rounds 89–90: a regression with its cause, alcohol that is not there', () => {
  test.each([
    ['הבת שלנו בת 4 מרטיבה שוב מאז שבעלי גויס למילואים. איך עוזרים לה?'],
    ["Our 5 year old started wetting the bed again since his dad got called up. Is that common?"],
    ['Any ideas for a Shabbat kiddush without alcohol that little kids will enjoy too?'],
    ['ma osim be-simchat torah im yeladim ktanim, ve-bli alkohol ba-bayit?'],
  ])('%s → no danger', (text) => {
    expect(assessSafety(text).level).toBe('none');
  });

  test.each([
    // The regression beside what it warns of still warns.
    ["since his dad left for the army the neighbour babysits, and our son (6) wets the bed again and won't stay alone with him"],
    ['הבן שלי בן 5 התחיל להרטיב שוב ולא מוכן להישאר לבד עם השכן'],
    // A child given drink.
    ['my husband gives our 3 year old whisky so she sleeps through the night'],
  ])('%s → a child in danger', (text) => {
    expect(assessSafety(text)).toMatchObject({ level: 'crisis', category: 'child_danger' });
  });
});

describe('round S32: joining one who died, not joining a conversation', () => {
  test.each([['אני רק רוצה להצטרף לאבא שלי. מאז הלוויה אין לי סיבה לקום בבוקר'], ['רוצה להצטרף לבעלי ז"ל, אין לי כוח בלעדיו']])(
    '%s → a wish to die',
    (text) => {
      expect(assessSafety(text)).toMatchObject({ level: 'crisis', category: 'suicide_self_harm' });
    },
  );

  test.each([['רציתי להצטרף לשיחה שלהן במטבח והן שתקו'], ['אני רוצה להצטרף לאבא שלי לטיול השנתי של העבודה']])('%s → no danger', (text) => {
    expect(assessSafety(text).level).toBe('none');
  });
});

describe('round S33: a life\'s ordinary words', () => {
  test('"strange" is a word, not a misspelt "strangle"', () => {
    expect(undisguise('my kids think it is strange')).not.toContain('strangle');
    expect(assessSafety("My son thinks it's strange that I keep his late mother's picture up. Is it?").level).toBe('none');
    expect(assessSafety('he tried to strangel me last night').level).toBe('crisis');
  });

  test('sleeping in a grown son\'s old room is snoring, not a danger', () => {
    expect(assessSafety("His snoring is so loud that I moved into our daughter's old room. Can we still feel close?").level).toBe('none');
    expect(assessSafety("my husband keeps sleeping in our daughter's room and closes the door").level).toBe('crisis');
  });

  test('"when I fell" is a fall; "I said I fell" is the excuse for a blow', () => {
    expect(assessSafety('כשנפלתי ושברתי את היד הוא טיפל בי במסירות, ואני רוצה להודות לו בנאום').level).toBe('none');
    expect(assessSafety('אמרתי לאחות שנפלתי, אבל הוא זה שדחף אותי').level).toBe('crisis');
  });
});

describe('rounds 89–90 and S32–S33: the law asked by its own name or its situation', () => {
  test.each([
    ['Is it geneivat daat if I hide what I spend on the kids from my husband?'],
    ["Am I allowed to read my husband's emails? Someone said there's a cherem of Rabbeinu Gershom on it."],
    ['עד כמה אני חייב בשמירת עיניים כשאני בעבודה מול מחשב?'],
    ['Do I have to tell my kallah about my past as part of doing teshuva?'],
    ['Is grape juice fine for the four cups if I am in recovery?'],
    ['Is my son allowed to go into a church for his friend\'s concert?'],
    ['What do the poskim say about vaping?'],
    ['מה הפוסקים אומרים על עישון בבית כשיש תינוק?'],
    ['יש בזה איסור של חבלה אם אני מעשנת בהריון?'],
    // The question asks the law in its own word, its practice named before it.
    ['We are shomer negiah and he leaves for the base tonight. Is holding hands at the bus station really assur?'],
    ['He lands Friday afternoon and wants a shower and a haircut first; how late is the cut off before shkia?'],
    ['My mother is a widow and wants to remarry six months after my father died. What does halacha say about the timing?'],
  ])('%s → the law', (text) => {
    expect(detectHalachic(text)).not.toBeNull();
  });

  test('a widow remarrying is no question of a get; a husband missing is the agunah\'s', () => {
    expect(detectHalachic('My father is a widower and wants to remarry this year. Is that too soon according to the tradition?')?.topic).toBe('marriage_law');
    expect(detectHalachic('My husband has been missing since the war. Can I ever remarry?')?.topic).toBe('get_agunah');
  });

  test.each([
    // מקווה the verb.
    ['הוא התקשר היום סוף סוף. אני מקווה שזה סימן טוב?'],
    ['מקווה שהיא תסלח לי. מה עוד אפשר לעשות?'],
    // A boycott in class, a letter for a bat mitzvah, a flight home for a festival.
    ['הבת שלי בחרם בכיתה, מותר לי לפנות להורים של הבנות?'],
    ['What could I write in a letter to my daughter for her bat mitzvah? I am not good with words.'],
    ['Should we fly home for Sukkot this year, or will it only make my mother sadder when we leave?'],
  ])('%s → not law', (text) => {
    expect(detectHalachic(text)).toBeNull();
  });

  test('the mikveh itself stays the law', () => {
    expect(detectHalachic('מותר ללכת למקווה אם יש לי עדיין תפרים?')?.topic).toBe('mikvah');
  });
});

// Rounds r91–r92 and S34–S35 (converts and their families; illness of the mind and children with
// special needs; the path to marriage; separation and after), read on first sight (r91: 59/60 crises,
// 11/45 ordinary lines read as law; r92: 60/60, 43/45, 4/45; S35 lost 34 of 120 answers to the
// safety or law layer, among them "another real chance" (צ'אנס) read as rape).
describe('rounds r91–r92: what was missed and what was misread as danger', () => {
  test.each([
    ['My sister married into a very closed family, and whenever I call she whispers "I can\'t talk now, he\'s home" and hangs up'],
    ["אחותי תמיד עונה לי 'אני לא יכולה לדבר עכשיו, הוא בבית' ומנתקת"],
  ])('%s → asked whether she is safe', (text) => {
    expect(assessSafety(text)).toMatchObject({ level: 'possible', category: 'coercive_control' });
  });

  test.each([
    // Not wanting to be religious like a parent is no wish to die; not wanting to be at all still is.
    ["ha'bat sheli lo rotza lihiyot datia kmo'ni. eich medabrim ita?", 'none'],
    ['ani lo rotza lihiyot yoter. nimas li mehakol', 'crisis'],
    // A chance given again is no rape.
    ["החלטנו לתת לנישואים שלנו עוד צ'אנס. איך מתחילים?", 'none'],
    // "I'll regret it" of one's own choice is no threat; "he said I'll regret it" still is.
    ["I keep thinking about leaving, but I'm scared I'll regret it. How do I know?", 'not crisis'],
    ["He said if I go to my sister's I'll regret it, and he took my keys", 'crisis'],
    // Telling the other side in a shidduch is no afterlife.
    ['Do we have to tell the other side that our son takes antidepressants?', 'none'],
    // Choking on soup while laughing, words that sound like an attack, stage fright.
    ['My husband laughed so hard he almost choked on his soup — the first laugh in weeks', 'none'],
    ["How do I raise it with my ex without it sounding like I'm attacking his new wife?", 'none'],
    ['I was asked to give a toast at the sheva brachot and I froze completely', 'none'],
  ])('%s → %s', (text, expected) => {
    const level = assessSafety(text).level;
    if (expected === 'not crisis') expect(level).not.toBe('crisis');
    else expect(level).toBe(expected);
  });

  test('freezing when touched stays a danger', () => {
    expect(assessSafety('when he touches me I froze and could not say anything').level).not.toBe('none');
  });
});

describe('rounds r91–r92 and S34–S35: the law, and what only looks like it', () => {
  test.each([
    // A question asked without its mark.
    ['I have OCD about checking and my rav told me to stop but I can\'t. what is the halacha exactly'],
    ['Can the beis din for my conversion ask about my husband\'s Shabbat?'],
    ['How long should we wait before trying to conceive again after the birth?'],
  ])('%s → the law', (text) => {
    expect(detectHalachic(text)).not.toBeNull();
  });

  test.each([
    // A convert's life asked about as life; a conversion's beit din meeting; a mikveh fee in a budget.
    ["I'm a convert and my in-laws are polite but cold. How can I get closer to them without pushing?"],
    ['I missed my beis din appointment again and feel awful. How do I apologize to the rabbi?'],
    ['Between the mikvah fee, the wedding and rent we are broke. Any budgeting tips?'],
    // Custody split 50/50, telling the children, a son allowed to be glad at his father's.
    ['My ex wants 50/50 custody, week on week off, and our son is 3. Is that too long away from each of us?'],
    ['אנחנו צריכים לספר לילדים על הפרידה. לספר להם יחד או כל אחד לחוד?'],
    ['הבן שלנו עצוב מאז הפרידה. איך לעזור לו להרגיש שמותר לו לשמוח כשהוא אצל אבא שלו?'],
    // Waiting before making up is no family planning; explaining to a mother without hurting her.
    ['How long should I wait before trying to make up with him after a fight like that?'],
    ['אצל ההורים שלי לא כשר ואנחנו לא אוכלים שם. איך מסבירים להם בלי לפגוע?'],
  ])('%s → not law', (text) => {
    expect(detectHalachic(text)).toBeNull();
  });
});
