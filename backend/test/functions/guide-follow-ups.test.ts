// Issue 32: what a question asks and what a follow-up points back to, on the embedded composer —
// the asker's own wrong is answered with repair, a follow-up recalls what the person wanted (not
// only the story), and the moves a conversation makes ("and if it isn't working?", "shorter",
// "how do we stay in touch?") get a sentence of their own. Phrasings here are new, not the
// bench's development lines, so the tests show the reading is general.
import { answerQuestion, type Turn } from '../../../supabase/functions/_shared/guide/index.ts';
import { recallOf } from '../../../supabase/functions/_shared/guide/understand.ts';
import { detectTopics } from '../../../supabase/functions/_shared/guide/topics.ts';
import { namedThings } from '../../../supabase/functions/_shared/guide/things.ts';

import { SLASH, chat } from './guide-chat.ts';

describe("the asker's own wrong is answered with repair", () => {
  test('English: words to say after yelling at a child are an apology', async () => {
    const [answer] = await chat(['I yelled at my daughter over her homework last night and she cried herself to sleep. What do I say to her?'], { gender: 'female' });
    expect(answer).toMatch(/sorry|apolog/i);
  });

  test('Hebrew: after hiding something from a spouse, the answer is about repair', async () => {
    const [answer] = await chat(['הסתרתי מבעלי שקניתי מתנה יקרה לאחותי, והוא גילה. מה אני אומרת לו?'], { gender: 'female' });
    expect(answer).toMatch(/סליחה|התנצל/);
    expect(answer).not.toMatch(SLASH);
  });
});

describe('a follow-up recalls what the person wanted', () => {
  test('the wish is recalled beside the story', () => {
    const message = "My husband's parents come every Sunday for the whole day. I would like one Sunday a month for just our family. How do I raise it?";
    expect(recallOf(message)).toEqual(["My husband's parents come every Sunday for the whole day.", 'I would like one Sunday a month for just our family.']);
  });

  test('"what if he says…" is answered with the wish in view', async () => {
    const [, second] = await chat(["My husband's parents come every Sunday for the whole day. I would like one Sunday a month for just our family. How do I raise it?", "What if he says they'll be hurt?"], { gender: 'female' });
    expect(second).toContain('one Sunday a month for just our family');
  });
});

describe('the moves of a conversation get a sentence of their own', () => {
  test('"and if it is not working?" gets a check-in date and an alternative', async () => {
    const [, second] = await chat(["My wife's father is moving in with us after his surgery and I want to plan it well.", "And if it isn't working after a month?"], { gender: 'male' });
    expect(second).toMatch(/check-in/);
    expect(second).toMatch(/alternative/);
  });

  test('"too formal, make it sound like me" gets the short, plain version', async () => {
    const [, second] = await chat(["Help me write a few words for my husband's 50th birthday, I want to tell him what he means to me.", 'Too formal. Make it sound like me.'], { gender: 'female' });
    expect(second).toMatch(/short and plain/);
  });

  test('Hebrew: an agreement broken gets a consequence agreed in advance, in the reader’s gender', async () => {
    const [, second] = await chat(['הבת שלנו בת 15 חוזרת מאוחר מדי בלילה, ואנחנו רוצים לקבוע איתה שעת חזרה.', 'ומה אם היא לא תעמוד בזה?'], { gender: 'male' });
    expect(second).toMatch(/ההשלכה/);
    expect(second).not.toMatch(SLASH);
  });

  test('Hebrew: staying in touch with a child away gets a small fixed rhythm', async () => {
    const [, second] = await chat(['הבן שלי מתגייס בשבוע הבא ואני לחוצה מאוד.', 'איך שומרים על קשר כשהוא בבסיס?'], { gender: 'female' });
    expect(second).toMatch(/טלפון|הודעה/);
  });

  test('"no money" about a bill is not answered with free dates; about going out it is', async () => {
    const [, bills] = await chat(['We fight about the credit card bill every single month.', 'What if there is really no money?']);
    expect(bills).not.toMatch(/Time together does not have to cost money/);
    const [, dates] = await chat(['We have not gone out alone once since the baby was born and I want us to have a date night.', 'What if there is really no money?']);
    expect(dates).toMatch(/Time together does not have to cost money/);
  });

  test('shame about a failure gets its own line; being ashamed to say a feeling does not', async () => {
    const [failure] = await chat(['My business failed and I lost our savings. I cannot look my wife in the eyes.']);
    expect(failure).toMatch(/shame grows in hiding/);
    const [feeling] = await chat(["I feel invisible at home and I'm ashamed to even say it."]);
    expect(feeling).not.toMatch(/shame grows in hiding/);
  });

  test('a move is answered even when the rest is not yet clear, and not twice in a chat', async () => {
    const [first, second] = await chat(["My husband asks 'what do you want me to do' and I go blank.", "He asked again tonight, 'what do you want me to do', and I still didn't know."], { gender: 'female' });
    expect(first).toMatch(/list of concrete tasks/);
    expect(second).not.toMatch(/list of concrete tasks/);
  });
});

describe('"the words you have in mind" only for a text the person points at', () => {
  test('a quoted saying finds its place first, and no verse that only shares two of its words', async () => {
    for (const message of ["I'm giving a dvar torah at my friend's wedding on \"if a man and woman are worthy, the Divine Presence is between them\". Where is it written?", "אני נותן דבר תורה בחתונה של חבר על 'איש ואשה זכו שכינה ביניהם'. איפה זה כתוב?"]) {
      const answer = await answerQuestion({ message });
      expect(answer.torah_sources[0]?.id).toBe('sotah-17a');
      expect(answer.torah_sources.map((s) => s.id)).not.toContain('deuteronomy-24-1');
    }
  });

  test('asking for sources on a matter, without pointing at a text, is not told a verse is "the words you have in mind"', async () => {
    const answer = await answerQuestion({ message: "Are there Jewish sources about husbands and the housework? My husband says cleaning is 'not his job' and I'd like to know what is written before we talk." });
    expect(answer.response).not.toMatch(/the words you have in mind/);
    expect(answer.torah_sources.length).toBeGreaterThan(0);
  });
});

describe('a word read in its sense', () => {
  test('"it isn\'t working", "make it work", "זה לא עובד" name no job; a job still does', async () => {
    const { understand } = await import('../../../supabase/functions/_shared/guide/understand.ts');
    for (const message of ["We tried a weekly budget meeting but it isn't working.", 'How do we make it work with two toddlers and one car?', 'ניסינו לדבר כל ערב וזה לא עובד לנו.']) {
      expect(understand(message, [], null).things.map((t) => t.id)).not.toContain('job');
    }
    for (const message of ['My husband lost his job and we argue about money.', 'אשתי עובדת עד מאוחר כל ערב.']) {
      expect(understand(message, [], null).things.map((t) => t.id)).toContain('job');
    }
  });
});

describe('a longer message said back with the sentence that sets the scene', () => {
  test('a short opening ("two years we have been waiting") is kept when the key sentence comes later', async () => {
    const [answer] = await chat(["שנתיים אנחנו מחכים לדירה. כל חודש דוחים את המסירה. אשתי אומרת שנעבור להורים שלה בינתיים ואני לא מסוגל. מה עושים?"], { gender: 'male' });
    expect(answer).toMatch(/שנתיים/);
  });

  test('a wish stays before the opening', async () => {
    const [answer] = await chat(["I'm 68. My husband and I have been married 45 years. I want to write him a few lines for Shabbat, something small. I'm not good with words."], { gender: 'female' });
    expect(answer).toMatch(/write him a few lines/);
  });
});

describe("a spouse's anxiety or low mood is a matter of its own", () => {
  test('English and Hebrew: supporting the spouse, not the asker told to ask for help with their own load', async () => {
    const [en] = await chat(['My wife has had panic attacks for a few months and I never know what to do when one starts.'], { gender: 'male' });
    expect(en).toMatch(/what helps most|check-in times|look after yourself/i);
    const [he] = await chat(['בעלי בדיכאון כבר חצי שנה, הוא בקושי מדבר איתי. איך אני עוזרת לו?'], { gender: 'female' });
    expect(he).toMatch(/איך לעזור|עזרה המקצועית|לשמור גם על עצמך/);
    expect(he).not.toMatch(SLASH);
  });

  test("a child's anxiety, or the asker's own stress, is not read as the spouse's", async () => {
    const { understand } = await import('../../../supabase/functions/_shared/guide/understand.ts');
    expect(understand('My daughter has anxiety before every exam and my husband says to ignore it.', [], null).topics[0]?.id).not.toBe('partner_struggling');
    expect(understand("I'm so stressed and anxious with work that I snap at my husband.", [], null).topics.map((t) => t.id)).not.toContain('partner_struggling');
    expect(understand("My husband doesn't understand why I'm anxious all the time.", [], null).topics.map((t) => t.id)).not.toContain('partner_struggling');
    expect(understand('My husband has been depressed since he lost his job.', [], null).topics[0]?.id).toBe('partner_struggling');
  });
});

// The kinds of follow-up that push on what was suggested — still no agreement, a promise kept for a
// few days, "it's not enough", "is that enough?", an answer that may or may not be a yes, how to
// start, wanting to go back — each get a sentence that answers that kind, in either language.
describe('a follow-up that pushes on the advice is answered for its kind', () => {
  test('still no agreement: a middle way for now, and a trial', async () => {
    const [, second] = await chat(['My wife wants to move closer to her parents and I want to stay near my work. How do we decide?', 'And if we still disagree after talking it through?'], { gender: 'male' });
    expect(second).toMatch(/middle|compromis/i);
    expect(second).toMatch(/trial|meanwhile|for now/i);
  });

  test('Hebrew: still no agreement, in the reader’s gender', async () => {
    const [, second] = await chat(['אשתי רוצה לעבור לגור ליד ההורים שלה ואני רוצה להישאר ליד העבודה. איך מחליטים דבר כזה?', 'ומה אם לא נצליח להסכים?'], { gender: 'male' });
    expect(second).toMatch(/דרך ביניים|פשרה/);
    expect(second).toMatch(/בינתיים|ניסיון/);
    expect(second).not.toMatch(SLASH);
  });

  test('agreed and then slipped back: a lapse expected, a gentle signal and a check-in', async () => {
    const [, second] = await chat(['My husband leaves his dishes in the sink every night. How do I ask him to clear them?', 'What if he promises and then goes back to leaving them after a week?'], { gender: 'female' });
    expect(second).toMatch(/slip|lapse/i);
    expect(second).toMatch(/remind|signal|check in/i);
  });

  // (Worded so the safety layer stays out of it: the classifier retrained in f6555a4 reads "she says
  // sorry is not enough" as a possible danger — a false alarm kept, recall first, and noted.)
  test('"she says it\'s not enough": what would show understanding, and a change she can see', async () => {
    const [, second] = await chat(["I missed our son's school play because of a work meeting and my wife is annoyed with me. How do I fix it?", 'I apologised twice and she says an apology is not enough.'], { gender: 'male' });
    expect(second).toMatch(/enough/i);
    expect(second).toMatch(/understand/i);
    expect(second).toMatch(/chang/i);
  });

  test('Hebrew: "it is still not enough" asks what is expected', async () => {
    const [, second] = await chat(['בעלי אומר שאני לא מקשיבה לו כשהוא מספר על העבודה. מה אני יכולה לעשות?', 'ניסיתי להקשיב יותר אבל הוא אומר שזה עדיין לא מספיק'], { gender: 'female' });
    expect(second).toMatch(/מספיק/);
    expect(second).toMatch(/ציפיות|לשאול/);
    expect(second).not.toMatch(SLASH);
  });

  test('"is that enough?" about a step offered: enough to start, kept consistently', async () => {
    const [, second] = await chat(['My husband works until late every night and I barely see him. How do I tell him I miss him?', 'He offered to come home early one evening a week. Is that enough?'], { gender: 'female' });
    expect(second).toMatch(/start|first step/i);
    expect(second).toMatch(/consisten|steady/i);
  });

  test('"does that mean yes?" after a mumble: not a real yes, come back later without pressure', async () => {
    const [, second] = await chat(["I'd like to spend Sukkot with my sisters this year and my husband wasn't happy when I mentioned it.", "He mumbled 'if you must'. Does that mean yes?"], { gender: 'female' });
    expect(second).toMatch(/yes/i);
    expect(second).toMatch(/later|pressure/i);
  });

  test('Hebrew: how to start the conversation gets a first sentence, in the reader’s gender', async () => {
    const [, second] = await chat(['אמא שלי מתקשרת אליי חמש פעמים ביום ובעלי כבר מתעצבן. אני לא יודעת מה לעשות.', 'איך אני פותחת איתה את השיחה?'], { gender: 'female' });
    expect(second).toMatch(/להתחיל|לפתוח/);
    expect(second).toMatch(/מרגישה/);
    expect(second).not.toMatch(SLASH);
  });

  test('wanting to go back is answered as something to talk over together', async () => {
    const [, second] = await chat(["We moved to a new city for my husband's job a year ago and I'm lonely. He's happy here.", 'What if I want to move back?'], { gender: 'female' });
    expect(second).toMatch(/go back|return/i);
    expect(second).toMatch(/together/i);
  });
});

describe('a follow-up that asks whom to turn to, or whose side to take, keeps the earlier matter', () => {
  test('a short "tell my son?" after a grandparent’s question is a follow-up, not a new unclear one', async () => {
    const { understand } = await import('../../../supabase/functions/_shared/guide/understand.ts');
    const first = 'My daughter-in-law never lets me babysit the grandchildren, she always calls her own mother.';
    const u = understand('Should I bring it up with my son?', [{ role: 'user', content: first }, { role: 'assistant', content: 'ok' }], null);
    expect(u.followUp).not.toBeNull();
    expect(u.topics.map((t) => t.id)).toContain('married_children');
    const he = understand('לדבר על זה עם הבת שלי?', [{ role: 'user', content: 'אני סבא, והחתן שלי לא נותן לי לקחת את הנכדים לבית הכנסת.' }, { role: 'assistant', content: 'ok' }], null);
    expect(he.followUp).not.toBeNull();
  });

  test('whether to back the other parent in front of the child: one front, the disagreement in private', async () => {
    const [, second] = await chat(['My son wants to quit the piano after six years and my husband says absolutely not. They argue at every dinner.', 'Do I back my husband up in front of him even if I think he is wrong?'], { gender: 'female' });
    expect(second).toMatch(/united|one front|together/i);
    expect(second).toMatch(/in private|later/i);
    const [, he] = await chat(['הבת שלנו רוצה לעזוב את החוג ואשתי מתעקשת שתמשיך. הן רבות על זה כל שבוע.', 'להיות בצד של אשתי מול הילדים?'], { gender: 'male' });
    expect(he).toMatch(/חזית אחת|יחד/);
    expect(he).toMatch(/בפרטיות/);
    expect(he).not.toMatch(SLASH);
  });

  test('a grandparent asked to keep the parents’ rules: theirs to decide, and a way of one’s own', async () => {
    const [, second] = await chat(["My son and his wife don't let me buy the grandkids any toys with batteries. I find it a bit much.", 'So I should just go along with everything they say?'], { gender: 'female' });
    expect(second).toMatch(/parents decide|rules/i);
    expect(second).toMatch(/your own|tradition|special/i);
  });
});

describe('what the other side answers back is answered for what it asks', () => {
  test('"like his mother" is a simile: the matter stays the money, not a mother-in-law', async () => {
    const { understand } = await import('../../../supabase/functions/_shared/guide/understand.ts');
    const u = understand('My husband orders takeaway every night. How do I raise it without sounding like his mother?', [], null);
    expect(u.topics.map((t) => t.id)).not.toContain('in_laws');
    expect(u.who).not.toBe('in_law');
    const he = understand('בעלי משאיר כלים בכיור כל ערב. איך אני מבקשת בלי להישמע כמו אמא שלו?', [], null);
    expect(he.who).not.toBe('in_law');
    expect(understand('His mother calls every morning at seven.', [], null).topics.map((t) => t.id)).toContain('in_laws');
  });

  test('"you don\'t get it" / "you don\'t understand" is answered with listening, in both languages', async () => {
    const [, en] = await chat(['My wife has been exhausted since her father got sick and she snaps at everyone. How do I help her?', "She says I don't get it. What do I do?"], { gender: 'male' });
    expect(en).toMatch(/listen/i);
    expect(en).toMatch(/without correcting|what you heard/i);
    const [, he] = await chat(['בעלי לחוץ מאוד בעבודה החדשה וחוזר הביתה עצבני. איך אני עוזרת לו?', 'הוא אומר שאני לא מבינה אותו. מה עושים?'], { gender: 'female' });
    expect(he).toMatch(/להקשיב/);
    expect(he).toMatch(/לשמוע|ששמעת/);
    expect(he).not.toMatch(SLASH);
  });

  test('Hebrew: a child who answers "הכול בסדר" gets side-by-side talk and time', async () => {
    const [, second] = await chat(['הבן שלי בן 15 והוא כמעט לא מספר לנו כלום על בית הספר. פעם הוא סיפר הכול.', "ואם אני שואל אותו והוא עונה 'הכול בסדר'?"], { gender: 'male' });
    expect(second).toMatch(/זה לצד זה|בנסיעה|זמן/);
    expect(second).not.toMatch(SLASH);
  });

  test('afraid a wish will sound unsupportive: both said together, support first', async () => {
    const [, en] = await chat(["My wife started training for a marathon and she's out every evening and every Sunday morning. I barely see her.", "What if she thinks I'm not supportive?"], { gender: 'male' });
    expect(en).toMatch(/proud|support/i);
    expect(en).toMatch(/time together/i);
    const [, he] = await chat(['אשתי התחילה להתאמן לריצה ויוצאת כל ערב וכל שבת בבוקר. אני כמעט לא רואה אותה.', 'ואם היא תחשוב שאני לא תומך בה?'], { gender: 'male' });
    expect(he).toMatch(/גאה|תומך/);
    expect(he).toMatch(/זמן ביחד/);
    expect(he).not.toMatch(SLASH);
  });
});

describe('a follow-up that asks for someone or something concrete gets it', () => {
  test('whom to ask for help, without feeling a burden: specific people, the community', async () => {
    const [, he] = await chat(['אמא שלי שברה את הירך ואני מטפלת בה כל יום אחרי העבודה. הבית מוזנח ואני עייפה מאוד.', 'ממי אני יכולה לבקש עזרה בלי להרגיש שאני מטרידה?'], { gender: 'female' });
    expect(he).toMatch(/שכנים|קהילה/);
    expect(he).not.toMatch(SLASH);
    const [, en] = await chat(["My husband broke his leg and I'm doing everything at home with three kids. I'm exhausted.", "Who can I ask for help without feeling like I'm imposing?"], { gender: 'female' });
    expect(en).toMatch(/neighbou?rs|community/i);
  });

  test('a carer asking whom to talk to gets people outside the home and a caregivers’ group', async () => {
    const [, en] = await chat(['My husband has had Parkinson’s for three years and I do everything for him. Lately I feel angry and then guilty.', 'Who do I even talk to about this?'], { gender: 'female' });
    expect(en).toMatch(/caregiver|carer/i);
    expect(en).toMatch(/counsell?or|friend|rabbi/i);
  });

  test('getting the other parent on board: the concern and the evidence, a step agreed together', async () => {
    const [, en] = await chat(["Our 10 year old plays video games until midnight and my wife thinks it's harmless.", 'How can I get her on board?'], { gender: 'male' });
    expect(en).toMatch(/concern|evidence/i);
    expect(en).toMatch(/together/i);
  });

  test('snapping at each other when exhausted: a pause word and turns at night', async () => {
    const [, en] = await chat(['We have a newborn and a toddler and we are both so tired we fight about everything.', 'How do we stop yelling at each other in the middle of the night?'], { gender: 'female' });
    expect(en).toMatch(/code word|pause/i);
    expect(en).toMatch(/turns|shifts/i);
  });

  test('a retired spouse with "nothing to do" gets things with a purpose of their own', async () => {
    const [, en] = await chat(['My wife retired from teaching in June and now she follows me around the house all day.', "She says she has nothing to do. What can I suggest?"], { gender: 'male' });
    expect(en).toMatch(/volunteer|class|shiur|project/i);
  });
});

describe('the earlier matter is read, so the follow-up after it has something to stand on', () => {
  test('housework, a spouse’s children from a first marriage and chemotherapy are understood in either language', async () => {
    const { understand } = await import('../../../supabase/functions/_shared/guide/understand.ts');
    expect(understand('בעלי לא שם לב מה צריך לעשות בבית, ואני נשארת עם הכול.', [], null).understood).toBe(true);
    expect(understand('Her son from her first marriage lives with us half the week and ignores me.', [], null).understood).toBe(true);
    expect(understand('אני נשוי בשנית, והבנים של אשתי מנישואים קודמים לא מדברים איתי.', [], null).understood).toBe(true);
    expect(understand('My wife started chemo last month and she won’t let me come to the appointments.', [], null).understood).toBe(true);
  });

  test('a child in danger in front of a grandparent: stop it at once, talk to the parents later', async () => {
    const [, he] = await chat(['אני סבתא, והבת שלי נותנת לילדים שלה לעשות מה שהם רוצים. קשה לי לראות את זה.', 'ומה אם הנכד מטפס על משהו מסוכן כשאני שם?'], { gender: 'female' });
    expect(he).toMatch(/לעצור/);
    expect(he).toMatch(/בפרטיות|אחר כך/);
    expect(he).not.toMatch(SLASH);
  });

  test('"each of us takes one" gets one routine and turns', async () => {
    const [, en] = await chat(['Our two boys share a room and bedtime takes two hours every night. My husband and I argue about how to do it.', 'What if each of us takes one?'], { gender: 'female' });
    expect(en).toMatch(/routine/i);
    expect(en).toMatch(/turns/i);
  });

  test('"you\'re not my mother" in a second marriage is answered as true, with a place of one’s own', async () => {
    const [, en] = await chat(["I remarried two years ago and my husband's daughter is cold to me. She's 14.", "She told me 'you're not my mom'. How do I answer?"], { gender: 'female' });
    expect(en).toMatch(/not replacing/i);
    expect(en).toMatch(/respect/i);
  });

  test('money talks that end in tears, and a budget that feels like a cage', async () => {
    const [, he] = await chat(['כל פעם שאנחנו מדברים על ההוצאות של החודש אני מתחילה לבכות ובעלי נסגר.', 'איך מדברים על כסף בלי שזה מגיע לבכי?'], { gender: 'female' });
    expect(he).toMatch(/הפסקה|זמן סיום/);
    expect(he).not.toMatch(SLASH);
    const [, en] = await chat(['My husband spends and I save, and we fight about it every month.', 'How do we make a budget that doesn’t feel restrictive?'], { gender: 'female' });
    expect(en).toMatch(/personal sum|fun money/i);
  });

  test('a retiree who "has earned a rest" still gets something with a purpose', async () => {
    const [, he] = await chat(['אשתי יצאה לגמלאות לפני שלושה חודשים והיא לא יוצאת מהבית בכלל. אני דואג לה.', 'ואם היא אומרת שמגיע לה לנוח אחרי כל השנים?'], { gender: 'male' });
    expect(he).toMatch(/התנדבות|משמעות|חוג/);
    expect(he).not.toMatch(SLASH);
  });
});

describe('a follow-up about how to raise it, or what the arrangement is, gets the concrete thing', () => {
  test('raising something intimate without embarrassment: the awkwardness said out loud, with closeness', async () => {
    const [, he] = await chat(['מאז שהתחלתי את הטיפול התרופתי אין לי חשק, ובעלי מתחיל להיעלב. אני לא יודעת מה לעשות.', 'איך אני מעלה את זה בלי להיות נבוכה?'], { gender: 'female' });
    expect(he).toMatch(/מביך|מבוכה/);
    expect(he).toMatch(/קרבה|חיבוק/);
    expect(he).not.toMatch(SLASH);
  });

  test('a grown child back home: a written arrangement with a contribution and a monthly review', async () => {
    const [, en] = await chat(['Our 25 year old daughter moved back home after her lease ended and she sleeps till noon. My husband and I disagree on what to ask of her.', 'What should the rules with her be?'], { gender: 'female' });
    expect(en).toMatch(/rent|contribution/i);
    expect(en).toMatch(/review/i);
  });
});

describe('a follow-up move is answered even when the earlier question was not yet clear', () => {
  test('"is that a yes?" after an unclear first message still gets its answer', async () => {
    const [, second] = await chat(["I told my husband I'd like to start a class on Tuesday nights and he said 'maybe'.", 'Does that mean yes?'], { gender: 'female' });
    expect(second).toMatch(/yes/i);
    expect(second).toMatch(/later|without pressure/i);
  });

  test('an agreement one of them keeps skipping is a lapse to plan for', async () => {
    const [, second] = await chat(['We agreed to a walk together every Friday morning.', 'What if one of us keeps skipping it?'], { gender: 'female' });
    expect(second).toMatch(/lapse|slips/i);
    expect(second).toMatch(/remind|signal|check in/i);
  });
});

describe("a child's sister is not a sister-in-law", () => {
  test('"my son hits his sister" / "הבן שלי מרביץ לאחותו" names no sister-in-law; "בעלי… אחותו" still does', async () => {
    const { understand } = await import('../../../supabase/functions/_shared/guide/understand.ts');
    const he = understand('הבן שלי בן 6 לוקח לאחותו את הצעצועים כל הזמן, ואני ובעלי חלוקים מה לעשות.', [], { gender: 'female' });
    expect(he.people.map((p) => p.en)).not.toContain('your sister-in-law');
    const en = understand('My daughter keeps teasing her brother at dinner and my wife and I disagree on what to do.', [], { gender: 'male' });
    expect(en.people.map((p) => p.en)).not.toContain('your brother-in-law');
    expect(understand('בעלי לא מדבר עם אחותו כבר שנה.', [], { gender: 'female' }).who).toBe('in_law');
  });
});

describe('asked-for words shaped by what they must do, whatever the topic', () => {
  test('words to a child who is hurting comfort her; news a parent will not like is said as a decision with love', async () => {
    const [comfort] = await chat(['Our 15 year old son got cut from the basketball team today and has been in his room all evening. What do I say to him?'], { gender: 'male' });
    expect(comfort).toMatch(/sorry|I'm here/i);
    const [news] = await chat(["This year we want to stay home for Pesach instead of flying to my in-laws. How do I tell my mother-in-law without breaking her heart?"], { gender: 'female' });
    expect(news).toMatch(/we've decided/i);
    expect(news).toMatch(/love you/i);
  });

  test('Hebrew: asking for an evening of one’s own offers one to the other too, in the reader’s gender', async () => {
    const [answer] = await chat(['איך אני אומרת לבעלי שאני רוצה ערב אחד בשבוע לחוג ציור, בלי שהוא ירגיש שאני משאירה אותו לבד עם הילדים?'], { gender: 'female' });
    expect(answer).toMatch(/גם לך/);
    expect(answer).not.toMatch(SLASH);
  });

  test('words for neighbours who ask are one short sentence that closes the subject', async () => {
    const [, second] = await chat(['Our son and his fiancée called off the wedding last month.', 'What do I tell the neighbours who keep asking?'], { gender: 'female' });
    expect(second).toMatch(/one short, true sentence/);
  });
});

describe('a third message in a chain of follow-ups keeps the matter', () => {
  test('"how do I start that conversation" after "we visited both…" still knows it is about the schools', async () => {
    const [, , third] = await chat(['My husband and I cannot agree which school to send our daughter to next year.', 'We toured both and he still prefers the bigger one.', 'How do I even start that conversation?'], { gender: 'female' });
    expect(third).toMatch(/school/i);
    expect(third).toMatch(/To start, pick a calm moment/);
  });
});

describe('spending time is not spending money', () => {
  test('"spends every Saturday night at the gym" is about time together, not a budget', async () => {
    const [answer] = await chat(['My husband spends every Saturday night at the gym with his friends and I sit home alone. Is it unfair to ask him to come home earlier?'], { gender: 'female' });
    expect(answer).not.toMatch(/money|budget/i);
    expect(answer).toMatch(/time/i);
  });
});

describe('Hebrew words read whole', () => {
  test('"חושבת", "מתחשבת" are not Shabbat, and "בבני ברק" is not "my son"', async () => {
    const [first, second] = await chat(['בעלי רוצה שנעבור לגור ליד אחותו בבני ברק, ואני חושבת שזה רחוק מדי מהעבודה שלי', 'הוא אומר שאני לא מתחשבת בהורים שלו שמזדקנים'], { gender: 'female' });
    expect(first).toContain('בבני ברק');
    expect(first).not.toMatch(/בבנך|השבת/);
    expect(second).not.toMatch(/השבת/);
    expect(second).not.toMatch(SLASH);
  });

  test('a topic or thing word inside another word does not count; a word with its prefixes and endings does', () => {
    const topics = (text: string): string[] => detectTopics(text).map((t) => t.id);
    expect(topics('אני אוהבת אותו אבל קשה לי')).not.toContain('parenting');
    expect(topics('היא יוצאת עם חברות כל יום חמישי')).not.toContain('in_laws');
    expect(topics('אני תמיד זאת שמוותרת')).not.toContain('grief');
    expect(topics('אשתי כל הזמן ביקורתית כלפיי')).toContain('criticism');
    expect(topics('מה אם כל אחד מהאחים יארח יום אחד')).toContain('siblings');
    expect(topics('אשתי מעירה לי על איך שאני מסדר את המטבח')).not.toContain('shabbat_home');
    expect(topics('איך מתכננים את ליל הסדר עם שתי המשפחות')).toContain('shabbat_home');
    expect(namedThings('הבן שלי מתנהג יפה').map((t) => t.id)).not.toContain('gifts');
    expect(namedThings('הילדים מדברים עברית').map((t) => t.id)).not.toContain('bar_mitzvah');
  });
});

describe('words asked for in a chain, by pronoun, serve the matter told before', () => {
  test('Hebrew: "so what do I say to her?" after a mother who calls too often gets a fixed time for calls, in the reader’s gender', async () => {
    const [, , third] = await chat(['אמא שלי מתקשרת אליי עשר פעמים ביום, גם באמצע ישיבות בעבודה', 'ניסיתי לרמוז לה והיא נעלבה', 'אז מה אני אומרת לה?'], { gender: 'female' });
    expect(third).toMatch(/שיחה קבועה|זמן קבוע/);
    expect(third).toMatch(/אני אוהבת לשמוע ממך|חשוב לי הקשר איתך/);
    expect(third).not.toMatch(SLASH);
  });

  test('"my sister in law" is an in-law, not a sister', async () => {
    const [, second] = await chat(['My sister in law keeps commenting on how we raise our kids.', 'My husband thinks I should ignore it'], { gender: 'female' });
    expect(second).not.toMatch(/your sister\b(?!-in-law)/);
  });
});

describe('a follow-up that proposes a middle way, or asks who should say it', () => {
  test('"what if we compromise on…" is met as a step toward each other; "myself or let my husband" gets who says it', async () => {
    const [, compromise] = await chat(['My husband wants to move to a bigger city and I want to stay near my parents.', 'What if we compromise on a town halfway between?'], { gender: 'female' });
    expect(compromise).toMatch(/middle way you offer/);
    const [, who] = await chat(['My mother in law comments on everything I cook.', 'Should I say something to her myself or let my husband handle it?'], { gender: 'female' });
    expect(who).toMatch(/the one closest to them says it/);
  });

  test('"how much time I spend at the gym" is time together, not money', async () => {
    const [answer] = await chat(['My wife and I keep arguing about how much time I spend at the gym.'], { gender: 'male' });
    expect(answer).not.toMatch(/money|budget|financ/i);
    expect(answer).not.toMatch(/competing with the game/);
    expect(answer).toMatch(/Training that keeps someone well/);
  });
});

describe('what happened next is told on from what was said', () => {
  test('"he bought flowers the next day but it felt like an afterthought" is a follow-up about the birthday, not a purchase', async () => {
    const [, second] = await chat(['My husband forgot our anniversary for the second year running.', 'He bought me flowers the next day but it felt like an afterthought'], { gender: 'female' });
    expect(second).toMatch(/Earlier you wrote/);
    expect(second).toMatch(/anniversary/);
    expect(second).not.toMatch(/money|budget|spend without asking/i);
  });
});

describe('a follow-up that narrows to where it already works', () => {
  test('"only on long drives does he open up" builds on that time, and the next question keeps the matter', async () => {
    const [, second, third] = await chat(['Our 15 year old son barely says a word to us at home.', 'Only on long drives does he open up a bit.', 'How do I start a real conversation with him?'], { gender: 'female' });
    expect(second).toMatch(/Start from where it already works/);
    expect(third).toMatch(/son/);
  });

  test('Hebrew: "רק בשבתות היא קצת יותר פתוחה" builds on that time', async () => {
    const [, second] = await chat(['הבת שלנו בת 14 סגורה בחדר כל היום ולא משתפת אותנו בכלום', 'רק בשבתות היא קצת יותר פתוחה'], { gender: 'male' });
    expect(second).toMatch(/כדאי להתחיל ממה שכבר עובד/);
    expect(second).not.toMatch(SLASH);
  });
});

describe('a short question naming only someone to turn to goes on with the matter', () => {
  test('"should we tell my parents at least?" after a job loss is a follow-up, and "כמה זמן" of screens is not "how long it takes"', async () => {
    const [, second] = await chat(['My wife lost her job two weeks ago and she has not told anyone yet.', 'Should we tell my parents at least?'], { gender: 'male' });
    expect(second).toMatch(/Earlier you wrote/);
    const [screens] = await chat(['אשתי ואני רבים על כמה זמן הילדים יושבים מול מסכים'], { gender: 'male' });
    expect(screens).not.toMatch(/נמדד בחודשים/);
  });
});

describe('plain questions are answered, not sent to the clarifying question', () => {
  test('a spouse drinking too much, and another child (EN + HE), are understood', async () => {
    const [drinking] = await chat(['I am worried my wife drinks too much wine every evening.'], { gender: 'male' });
    expect(drinking).not.toMatch(/I do not know enough yet|Who is this about/);
    expect(drinking).toMatch(/habit that has a hold|professional help/);
    const [another] = await chat(['My husband wants a fourth baby and I am not sure we can manage it.'], { gender: 'female' });
    expect(another).toMatch(/another child/);
    const [he] = await chat(['בעלי רוצה עוד ילד ואני לא בטוחה שנעמוד בזה'], { gender: 'female' });
    expect(he).toMatch(/ילד נוסף/);
    expect(he).not.toMatch(SLASH);
  });
});

describe('lateness, initiative and "בי"', () => {
  test('"always late" is not late evenings at work; "never initiates anything" is the load of planning; "בי" is said back as "בך"', async () => {
    const [late] = await chat(['My husband is always late to everything and I am tired of waiting.'], { gender: 'female' });
    expect(late).not.toMatch(/late evenings are the rule/);
    expect(late).toMatch(/different sense of time/);
    const [plan] = await chat(['My wife never plans anything, I always organise everything for the family.'], { gender: 'male' });
    expect(plan).not.toMatch(/I do not know enough yet/);
    const [he] = await chat(['בעלי מזלזל בי ליד ההורים שלו'], { gender: 'female' });
    expect(he).toMatch(/בך/);
    expect(he).not.toMatch(/מזלזל בי /);
  });
});

describe('words to explain a need to be with someone who is ill', () => {
  test('Hebrew: "how do I explain I must be there now" gets words for being there, not choosing against the spouse', async () => {
    const [, second] = await chat(['אמא שלי אושפזה ואני אצלה כל ערב, ובעלי מתלונן שאני אף פעם לא בבית', 'איך אני מסבירה לו שאני חייבת להיות שם עכשיו?'], { gender: 'female' });
    expect(second).toMatch(/אפשר להסביר את זה כך/);
    expect(second).toMatch(/צריכה להיות שם/);
    expect(second).not.toMatch(SLASH);
  });
});

describe('an objection to the advice is a follow-up', () => {
  test('"that won\'t work, no family nearby and sitters are too expensive" goes on with time together and pieces care together', async () => {
    const [, second] = await chat(['Since the baby came my wife and I have had no time alone at all.', "That won't work for us, we have no family nearby and sitters are too expensive."], { gender: 'male' });
    expect(second).toMatch(/Earlier you wrote/);
    expect(second).toMatch(/pieced together/);
    expect(second).not.toMatch(/the grandchildren/);
  });
});

describe('a new person after an answer that did not ask back is a new question', () => {
  test('after sources for a blessing, "My son went quiet." asks about the son, not the blessing', async () => {
    const history: Turn[] = [];
    for (const message of ['Is there a verse grandparents say when they bless a grandchild at a bar mitzvah?', 'and a few lines of my own with his name?']) {
      const answer = await answerQuestion({ message, profile: null, history: [...history] });
      history.push({ role: 'user', content: message }, { role: 'assistant', content: answer.response });
    }
    // The bench's shape: a long answer (sources, or a reply of the safety layer), then a new matter.
    history[history.length - 1] = { role: 'assistant', content: `${'Sources to read with your rabbi. '.repeat(30)}` };
    const answer = await answerQuestion({ message: 'My son went quiet.', profile: null, history });
    expect(answer.response).not.toMatch(/lines|his name|blessing/i);
  });

  test('Hebrew: an age said of one\'s parents ("בני 75") stays an age when said back', async () => {
    const [answer] = await chat(['אנחנו עוברים לבאר שבע בגלל העבודה של בעלי. ההורים שלי בני 80 ורגילים שאנחנו באים כל שישי. איך אני מספרת להם?'], { gender: 'female' });
    expect(answer).not.toMatch(/בנך 80/);
  });
});

describe('"is something wrong with me?" and "is it me?" are answered plainly', () => {
  test('English: a year after a loss, "is something wrong with me?" hears that nothing is', async () => {
    const [answer] = await chat(["My mother died a year ago and I still can't open her closet. My sister already gave her things away. Is something wrong with me?"], { gender: 'female' });
    expect(answer).toMatch(/Nothing is wrong with you/);
  });

  test('Hebrew: a cat that died this week is a loss, and crying over it is natural', async () => {
    const [answer] = await chat(['החתולה שלנו מתה השבוע אחרי 12 שנה ואני לא מפסיקה לבכות. זה נורמלי?'], { gender: 'female' });
    expect(answer).toMatch(/טבעית/);
    expect(answer).toMatch(/אובדן|אבל/);
    expect(answer).not.toMatch(SLASH);
  });

  test('"is it me?" about a repeated clash is met in earnest', async () => {
    const [answer] = await chat(['We argue about how to fold the laundry every single week and now she refuses to do it at all. Is it me?'], { gender: 'male' });
    expect(answer).toMatch(/rarely one person alone/);
  });
});

describe('time of one\'s own is a matter the guide knows', () => {
  test('English: "a night to myself" gets words for it, not a clarifying question', async () => {
    const [answer] = await chat(['I adore my wife but I need one night a week to myself, no kids, no errands. How do I ask without her taking it personally?'], { gender: 'male' });
    expect(answer).toMatch(/evening|night/i);
    expect(answer).toMatch(/need/i);
    expect(answer).not.toMatch(/^Before I suggest anything/);
  });

  test('Hebrew: "ערב רק לעצמי" is understood, and its follow-up stays with it', async () => {
    const answers = await chat(['אני אוהב את אשתי אבל אני צריך ערב אחד בשבוע רק לעצמי. איך אני אומר לה את זה?', "היא ענתה 'ומתי אני אקבל ערב כזה?'"], { gender: 'male' });
    expect(answers[0]).toMatch(/ערב/);
    expect(answers[1]).toMatch(/ערב/);
    expect(answers.join('\n')).not.toMatch(SLASH);
  });
});
