// Issue 32 (and 31's false alarms), answers rounds O1-O2 and safety round 62 (written by helpers
// who read only the brief, measured on first sight, then read): what those rounds showed the guide
// getting wrong, said in new words here so the tests show the reading is general, not the rounds'.
import { answerQuestion, type GuideProfile } from '../../../supabase/functions/_shared/guide/index.ts';
import { assessSafety } from '../../../supabase/functions/_shared/guide/detect/assess.ts';
import { detectHalachic } from '../../../supabase/functions/_shared/guide/halachic.ts';
import { namedThings } from '../../../supabase/functions/_shared/guide/things.ts';
import { understand } from '../../../supabase/functions/_shared/guide/understand.ts';

const WIFE: GuideProfile = { first_name: 'Rivka', gender: 'female', life_stage: 'established_family', num_children: 3, location: 'Israel' };
const HUSBAND: GuideProfile = { first_name: 'Eli', gender: 'male', life_stage: 'established_family', num_children: 3, location: 'Israel' };
const thingIds = (text: string): string[] => namedThings(text).map((t) => t.id);

describe('idioms of the body, of money and of sport raise no alarm', () => {
  test.each([
    'I put my back out carrying the sukkah panels and now I can barely move. How do I ask my sons for help?',
    'How do I keep up my learning without making the kids and my wife pay for it?',
    "Someone has to host the kiddush — who'll do it if we don't?",
    "These stairs to our fourth-floor walk-up are trying to kill me now that I'm pregnant. Should we move?",
    'Quitting now would be career suicide, but I never see my family. What do I do?',
    'Is refinancing suicide for our credit score? My wife and I disagree.',
    'At self-defence class my son learned to disarm an attacker with a knife and now he shows everyone at dinner.',
    'The caterer cancelled, the hall is double-booked, I could honestly strangle somebody. How do we calm down before the wedding?',
    'חתכתי את עצמי עם הסכין החדשה בזמן שקילפתי גזר, איפה שומרים סכינים כשיש פעוט?',
    'I cry at every bar mitzvah and my kids tease me. Is that normal?',
    "My brother only calls when he needs a loan, and honestly I feel used. How do I say no?",
    'My father-in-law passed away in the summer and my wife wants to be with her mother for every chag now. How do we divide the holidays?',
    'Sunday is my only time to go to the market alone. How do I tell my husband I need it?',
  ])('"%s" is ordinary', (message) => {
    expect(assessSafety(message).level).toBe('none');
  });

  test.each([
    "He said I'll pay for it if I tell anyone what happens here.",
    'My husband leaves his gun on the table when we argue and taps it while he talks.',
    'בעלי מניח את האקדח על השולחן כשאנחנו רבים ואומר לי לזכור מה יש פה',
    "When I cry he doesn't stop, he just keeps going.",
    "It's time to go. I have the pills ready.",
    'I just want to be with her. She passed in the spring and I see no point anymore.',
    'I feel used. He takes what he wants at night and never asks.',
  ])('"%s" still raises the alarm', (message) => {
    expect(assessSafety(message).level).not.toBe('none');
  });
});

describe('money set aside and comfort asked for are no questions of law', () => {
  test.each([
    'כמה כדאי להפריש מהמשכורת לחיסכון כל חודש? אנחנו זוג צעיר',
    'Another round of IVF failed today. I am not looking for advice, I just need someone to tell me it is okay to be sad.',
  ])('"%s" asks nothing of halacha', (message) => {
    expect(detectHalachic(message)).toBeNull();
  });

  test('separating challah is still asked of the law', () => {
    expect(detectHalachic('אפיתי עם קילו וחצי קמח, צריך להפריש חלה?')).not.toBeNull();
  });
});

describe('a blended family is read as one', () => {
  test('after a husband\'s daughter is named, "her father" is the husband, not a father-in-law', () => {
    const u = understand("My husband's daughter is 12 and stays with us on alternate weekends. She only talks to her father and ignores me.", [], WIFE);
    expect(u.who).not.toBe('in_law');
    expect(u.things.map((t) => t.id)).toContain('stepchildren');
    expect(u.things.map((t) => t.id)).not.toContain('shift_work');
  });

  test('"calls me by my name" is not a phone call', () => {
    expect(thingIds('My stepson calls me by my first name and never looks at me. How do I get closer?')).not.toContain('calls');
  });

  test('a parent dating someone with young children is helped to introduce the children', () => {
    expect(thingIds("I'm a widower dating a divorcee with two little kids. When do I introduce her to my teenagers?")).toContain('new_partner_introductions');
  });

  test('a child told that the other parent "left us for" someone gets words that do not attack the other parent', async () => {
    const answer = await answerQuestion({ message: "My daughter (8) came home and said 'Daddy says you left us for Mark.' I met Mark long after the divorce. What do I tell her?", profile: WIFE });
    expect(answer.response).toMatch(/you can love both of us|never have to choose/i);
    expect(answer.response).not.toMatch(/against (?:his|her) (?:mother|father) is|Daddy is lying/i);
  });

  test('a husband who wants the children to call him "Abba" while their father is close is answered about the name', async () => {
    const answer = await answerQuestion({ message: "בעלי השני מבקש שהילדים יקראו לו 'אבא', אבל אבא שלהם בקשר טוב איתם. מה לעשות?", profile: WIFE });
    expect(answer.response).toMatch(/לקרוא/);
    expect(answer.response).toMatch(/כינוי|בשם/);
  });

  test('"מעבר למזונות" is beyond the alimony, not a move', () => {
    expect(thingIds('גיליתי שבעלי מעביר לגרושה שלו כסף מעבר למזונות ולא סיפר לי')).not.toContain('move');
    expect(thingIds('גיליתי שבעלי מעביר לגרושה שלו כסף מעבר למזונות ולא סיפר לי')).toContain('money_to_ex');
  });

  test('"my late father" is grief, not coming home late', () => {
    expect(thingIds('My late father always said the house would be ours, and now Mom is remarrying. How do I raise her will?')).not.toContain('late_home');
    expect(thingIds('My late father always said the house would be ours, and now Mom is remarrying. How do I raise her will?')).toContain('remarriage_estate');
  });

  test('a widowed father remarrying, and the brothers who will not come, is answered about the parent who died', async () => {
    const answer = await answerQuestion({ message: 'אמא שלי התאלמנה לפני שנתיים והיא מתחתנת שוב בחורף. אחי לא מוכן לבוא. איך אני מדבר איתו?', profile: HUSBAND });
    expect(answer.response).toMatch(/לא מחליף את אמא|אבל/);
  });
});

describe('the calendar of a religious home', () => {
  test.each([
    ['He gets wasted at the Purim seudah every year and the kids are frightened. How do I bring it up?', 'purim_drinking'],
    ['בכל ניקיון פסח אנחנו רבים, הוא רוצה לנקות כל ספר', 'pesach_cleaning'],
    ["Every year I put up the sukkah alone while her brothers just come to eat.", 'sukkah_help'],
    ['I cook for three families from shul and run a gemach, and my own kids eat toast for dinner.', 'chessed_overload'],
    ['On fast days my wife is cranky by noon and we always end up fighting.', 'fast_day_mood'],
    ['Every Friday I do all the cooking for Shabbos while he is at his chavrusa until one.', 'erev_shabbat_load'],
    ['He says Sunday morning is the only time he is alone with himself, and I feel shut out.', 'alone_time'],
    ['בגלל הגעגועים אשתי בוכה כל הדרך הביתה מההורים שלה', 'homesick_spouse'],
  ])('"%s" names %s', (message, id) => {
    expect(thingIds(message)).toContain(id);
  });

  test('a question about the law of Purim drinking is answered by the halachic layer, and still names the drinking', async () => {
    const answer = await answerQuestion({ message: 'Is it really a mitzvah to get drunk on Purim? My husband says so. What do the poskim say?', profile: WIFE });
    expect(answer.rabbi_consultation_suggested).toBe(true);
    expect(answer.response).toMatch(/Purim/);
  });
});

describe('both sides of a disagreement are said back, or neither', () => {
  test('"I want X" is said back with "my husband wants Y"', () => {
    const u = understand('Our son finishes 8th grade this year. My husband wants a yeshiva high school. I want a school with a full matriculation. Every dinner becomes a fight. How do we decide?', [], WIFE);
    const said = `${u.reflection ?? ''} ${u.reflectionMore ?? ''}`;
    expect(said).toMatch(/yeshiva/);
    expect(said).toMatch(/matriculation/);
  });
});

describe('a step-parent and a second wife, asked of the law', () => {
  test('honouring a stepfather is answered with Ketubot 103a', async () => {
    const answer = await answerQuestion({ message: "Is there a source in halacha that a stepdaughter should respect her stepmother? My husband's daughter is 20 and ignores me.", profile: WIFE });
    expect(answer.rabbi_consultation_suggested).toBe(true);
    expect(answer.torah_sources.map((s) => s.ref)).toContain('Ketubot 103a');
  });

  test("a widow's rights under the will are answered with her ketubah", async () => {
    const answer = await answerQuestion({ message: 'Under halacha what does my stepmother get from my father\'s estate when he dies, and how does his will interact with it?', profile: HUSBAND });
    expect(answer.response).toMatch(/ketubah/i);
  });
});

describe('answers round P1 (measured after round O): a few more readings, said in new words', () => {
  test.each([
    "Grandpa is 88 and still drives to shul; he backed into a pole last week. I'm worried he's going to kill someone. How do I raise it?",
    "We asked them to keep their boy quiet after ten. They laughed: 'what do you want us to do, tie him down?'",
  ])('"%s" is ordinary', (message) => {
    expect(assessSafety(message).level).toBe('none');
  });

  test.each([
    "I'm scared he's going to kill me when he finds out I told my mother.",
    'My husband ties him down to the bed when he cries at night.',
  ])('"%s" still raises the alarm', (message) => {
    expect(assessSafety(message).level).not.toBe('none');
  });

  test('"לידה" after sitting is "next to her", not a birth', () => {
    expect(detectHalachic('בעלי יושב לידה ברכב כשהיא לומדת נהיגה וצועק עליה כל הזמן. איך אני מרגיעה את המצב?')).toBeNull();
    expect(detectHalachic('אחרי הלידה אני עדיין מדממת, מתי אפשר להתחיל לספור?')).not.toBeNull();
  });

  test('a teen who stopped believing, with a phone on Shabbat, is a family question', () => {
    expect(detectHalachic("Our 15-year-old says he doesn't believe in any of it anymore and we found his phone on over Shabbos. What do we do as parents?")).toBeNull();
  });

  test('a host can be either spouse: the guests advice names neither as the host', async () => {
    const answer = await answerQuestion({ message: 'I love bringing guests for Shabbat — students, lone soldiers. My wife says she is exhausted and wants one quiet Shabbat a month. Isn\'t hosting a big mitzvah?', profile: HUSBAND });
    expect(answer.response).not.toMatch(/value for her and rest is a real need for you/);
    expect(answer.response).toMatch(/one of you/);
  });

  test.each([
    ['He wants to swap our minivan for a used Tesla. We have five kids.', 'car_driving'],
    ['בעלי הזמין לנו שלושה לילות באילת בלי הילדים ואני רק דואגת מי ישמור עליהם', 'trip'],
  ])('"%s" names %s', (message, id) => {
    expect(thingIds(message)).toContain(id);
  });
});

describe('a white lie for peace, asked of the law, gets the Talmud on altering for peace', () => {
  test('Yevamot 65b is among the sources, and a rabbi is suggested', async () => {
    const answer = await answerQuestion({ message: "My husband asked if I liked the gift and I said yes though I didn't. Is a white lie allowed in halacha to keep shalom bayit? Any sources?", profile: WIFE });
    expect(answer.rabbi_consultation_suggested).toBe(true);
    expect(answer.torah_sources.map((s) => s.ref)).toContain('Yevamot 65b');
  });
});

describe('answers round P2 (measured after P1): a word that means something else is read as it is meant', () => {
  test.each([
    ['הבן שלי בן 12 ואומר שהוא כבר לא תינוק ורוצה לחזור לבד מהחוג', 'baby'],
    ['He says I treat him like a baby because I check his homework', 'baby'],
    ['הבת שלנו רוצה לעבור לתיכון אחר בגלל החברות', 'move'],
  ])('"%s" does not name %s', (message, id) => {
    expect(thingIds(message)).not.toContain(id);
  });

  test.each([
    ['my husband sends his mother money every month and never asks me', 'helping_parent_money'],
    ['אני מארחת את כל המשפחה בכל חג ואף אחד לא מביא כלום', 'guests'],
    ['My wife told me she is not sure she still believes. She keeps everything for the kids.', 'faith_doubts'],
    ['אחרי שאמא נפטרה נשארה הדירה שלה, ואחי גר בה ולא מוכן למכור', 'parents_home_estate'],
  ])('"%s" names %s', (message, id) => {
    expect(thingIds(message)).toContain(id);
  });
});

describe('a follow-up names what the earlier question made clear', () => {
  test('"he left the stove on twice" after "my father can\'t manage on his own" is the father\'s memory', async () => {
    const first = "my father can't manage on his own anymore";
    const answer = await answerQuestion({ message: first, profile: WIFE });
    const history = [
      { role: 'user' as const, content: first },
      { role: 'assistant' as const, content: answer.response },
    ];
    const u = understand("he left the stove on twice last week. he won't hear about moving. my brothers live abroad", history, WIFE);
    expect(u.things.map((t) => t.id)).toContain('parent_memory_driving');
  });

  test('money sent "without asking" is not a visit; a visit "without asking" still is', () => {
    expect(thingIds('he sends his parents money every month without asking me')).not.toContain('visits');
    expect(thingIds('his mother shows up without asking on Friday afternoons')).toContain('visits');
  });
});
