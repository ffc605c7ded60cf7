// Sources chosen for the point they support, each with one line saying why it is there. Ordinary
// questions no longer take whatever the full-text search ranks first: a topic (or a named thing)
// lists the few sources that fit it, and for whom; a topic with none gets none. A source that
// could be read as blaming the asker is listed only for the side it fits — "slow to anger" for
// someone asking about their own temper, never for someone describing being shouted at, and
// "honour your father and mother" never at a spouse troubled by an in-law.
import { getEntry, searchCorpus, searchCorpusTerms, type CorpusEntry } from '../corpus/index.ts';
import { containsRuling } from './halachic.ts';
import type { Understanding } from './understand.ts';

/** Who a source is for: the one doing the thing asked about, the one it is done to, or anyone. */
type Side = 'self' | 'other' | 'any';

interface PointSource {
  id: string;
  side: Side;
  why: { en: string; he: string };
  /** Only where the conversation speaks of this (a burden carried: care, illness, a load). */
  when?: RegExp;
}

// A load being carried — the point of "you cannot do it alone".
const CARRYING = /\b(?:care\w*|caring|caregiv\w*|elderly|aging|ageing|dementia|stroke|nursing home|hospital\w*|appointments?|ill|illness|sick|alone|exhausted|burn(?:ed|t)? out|too much|overwhelm\w*)\b|(?:טיפול|טיפולים|מטפל|מטפלת|מבוגר|דמנציה|אירוע מוחי|בית אבות|בית חולים|חולה|מחלה|סיעוד|לבד|מותש|מותשת|עומס|יותר מדי)/i;

// Peace in the home named as what is at stake ("is shalom bayit more important than…").
const SHALOM_BAYIT = /\b(?:shalom bayi?t|shalom bayis|peace (?:at|in) (?:the |our )?home|domestic peace)\b|(?:שלום בית|שלום הבית|השלום בבית)/i;

// Two levels of observance in one home. Answers round M1: asked whether the sources put shalom
// bayit before a stringency — the Shabbat lamp before Chanukah's, the Name erased for peace.
const OBSERVANCE_APART: PointSource[] = [
  { id: 'shabbat-23b', side: 'any', why: { en: 'where two mitzvot compete, the lamp that brings peace to the home comes first.', he: 'כששתי מצוות מתחרות, הנר שמביא שלום לבית קודם.' }, when: SHALOM_BAYIT },
  { id: 'chullin-141a', side: 'any', why: { en: 'peace between husband and wife is so great that God\u2019s own name is erased for it.', he: 'השלום בין איש לאשתו גדול כל כך, שאפילו השם נמחק בשבילו.' }, when: SHALOM_BAYIT },
  { id: 'pirkei-avot-5-17', side: 'any', why: { en: 'a disagreement for the sake of Heaven can last without breaking the home.', he: 'מחלוקת לשם שמים יכולה להתקיים בלי לשבור את הבית.' } },
];

const BY_TOPIC: Record<string, PointSource[]> = {
  anger: [
    { id: 'proverbs-16-32', side: 'self', why: { en: 'mastering your own temper is called strength, not weakness.', he: 'השליטה בכעס של עצמך נקראת גבורה, לא חולשה.' } },
    { id: 'proverbs-15-1', side: 'self', why: { en: 'a lower voice changes the whole exchange.', he: 'קול נמוך משנה את כל השיחה.' } },
    { id: 'proverbs-12-18', side: 'other', why: { en: 'it names how deeply harsh words wound — what you feel is real.', he: 'הפסוק מכיר בכך שמילים קשות פוצעות באמת — מה שמרגישים אמיתי.' } },
  ],
  listening: [
    { id: 'proverbs-20-5', side: 'any', why: { en: 'listening means drawing the other person out, not waiting for your turn.', he: 'הקשבה היא לדלות את מה שבלב השני, לא לחכות לתור לדבר.' } },
    { id: 'pirkei-avot-5-7', side: 'any', why: { en: 'not interrupting is counted among the marks of wisdom.', he: 'לא להיכנס לדברי חברו נמנה בין סימני החכם.' } },
  ],
  criticism: [
    { id: 'bava-metzia-58b', side: 'other', why: { en: 'being put down in front of others is taken very seriously; your hurt is not oversensitivity.', he: 'הלבנת פנים ברבים נחשבת חמורה מאוד; הכאב שלך אינו רגישות יתר.' } },
    { id: 'proverbs-16-24', side: 'self', why: { en: 'kind words do more than corrections to change a home.', he: 'מילים נעימות משנות בית יותר מהערות.' } },
  ],
  apology: [
    { id: 'proverbs-28-13', side: 'self', why: { en: 'owning a mistake plainly is what opens the way back.', he: 'הודאה פשוטה בטעות היא מה שפותח את הדרך חזרה.' } },
    { id: 'leviticus-19-17', side: 'other', why: { en: 'the Torah prefers saying what hurt over carrying it silently.', he: 'התורה מעדיפה לומר מה פגע על פני לשאת את זה בשתיקה.' } },
    { id: 'siddur-bedtime-shema-ribbono-shel-olam', side: 'other', why: { en: 'forgiveness is framed as a choice made for your own peace, in your own time.', he: 'הסליחה מוצגת כבחירה שעושים למען השקט של עצמך, בזמן שלך.' } },
  ],
  // The parent of one of the couple: the couple's home is its own, and the bond can be built.
  married_children: [
    { id: 'proverbs-17-6', side: 'any', why: { en: 'grandchildren are called a crown — and that closeness reaches them best through their parents.', he: 'הנכדים נקראים עטרה — והקרבה אליהם עוברת הכי טוב דרך ההורים שלהם.' } },
    { id: 'genesis-2-24', side: 'any', why: { en: 'a married child is meant to build a home of their own; a parent\u2019s place is honoured beside it, not inside it.', he: 'ילד נשוי אמור לבנות בית משלו; המקום של ההורה מכובד לצידו, לא בתוכו.' } },
    { id: 'ruth-1-16', side: 'any', why: { en: 'Naomi and Ruth show how deep the bond with a child\u2019s spouse can grow, in time.', he: 'נעמי ורות מראות כמה עמוק יכול לגדול הקשר עם בן או בת הזוג של הילד, עם הזמן.' } },
  ],
  in_laws: [
    { id: 'genesis-2-24', side: 'any', why: { en: 'your marriage is the first unit; parents are honoured, not put in charge of your home.', he: 'הזוגיות היא היחידה הראשונה; את ההורים מכבדים, אבל הם לא מנהלים את הבית.' } },
    { id: 'genesis-13-8', side: 'any', why: { en: 'Abraham made peace in the family by proposing an arrangement, not by winning.', he: 'אברהם עשה שלום במשפחה בהצעת הסדר, לא בניצחון בוויכוח.' } },
  ],
  parents: [
    { id: 'kiddushin-31b', side: 'any', why: { en: 'honour is described as practical care, not as agreeing with everything.', he: 'כבוד מתואר כדאגה מעשית, לא כהסכמה לכל דבר.' } },
    { id: 'exodus-18-18', side: 'any', why: { en: 'even Moses was told he could not carry it alone.', he: 'גם למשה נאמר שאינו יכול לשאת את זה לבדו.' }, when: CARRYING },
  ],
  teenager: [
    { id: 'proverbs-22-6', side: 'any', why: { en: 'each child is raised according to their own way, and a teenager\'s own way is just becoming visible.', he: 'כל ילד מתחנך לפי דרכו, ודרכו של מתבגר רק מתחילה להתגלות.' } },
    { id: 'sotah-47a', side: 'any', why: { en: 'firmness and warmth belong together: one hand sets the limit while the other draws near.', he: 'תקיפות וחום הולכים יחד: יד אחת מציבה גבול והשנייה מקרבת.' } },
  ],
  parenting: [
    { id: 'proverbs-22-6', side: 'any', why: { en: 'each child is raised according to their own way.', he: 'כל ילד מתחנך לפי דרכו שלו.' } },
    { id: 'sotah-47a', side: 'any', why: { en: 'firmness and warmth belong together.', he: 'תקיפות וחום הולכים יחד.' } },
  ],
  // A step-parent's place (answers line aS10-015): raising a child not one's own by birth counts.
  stepfamily: [
    { id: 'sanhedrin-19b', side: 'any', why: { en: 'the Talmud counts raising a child who is not yours by birth as if you had borne them; your place in their life is real, even when it is slow to be felt.', he: 'התלמוד רואה במי שמגדל ילד שאינו שלו כאילו ילד אותו; המקום שלכם בחיים שלו אמיתי, גם כשלוקח זמן להרגיש אותו.' } },
    { id: 'proverbs-22-6', side: 'any', why: { en: 'each child is raised according to their own way, and at their own pace.', he: 'כל ילד מתחנך לפי דרכו שלו, ובקצב שלו.' } },
  ],
  siblings: [
    { id: 'genesis-33-4', side: 'any', why: { en: 'even the Torah\'s most estranged brothers ran to embrace again.', he: 'גם האחים שהתרחקו הכי הרבה בתורה רצו זה אל זה שוב.' } },
    { id: 'psalms-133-1', side: 'any', why: { en: 'it names what you are hoping to get back.', he: 'הפסוק מתאר את מה שמקווים להחזיר.' } },
  ],
  money: [
    { id: 'proverbs-17-1', side: 'any', why: { en: 'quiet at home is worth more than anything money buys.', he: 'שקט בבית שווה יותר מכל מה שכסף קונה.' } },
    { id: 'shabbat-25b', side: 'any', why: { en: 'wealth is measured by peace of mind, which is what a shared plan gives.', he: 'עושר נמדד בשלוות נפש, וזה מה שתוכנית משותפת נותנת.' } },
  ],
  chores: [
    { id: 'ecclesiastes-4-9', side: 'any', why: { en: 'a home is a shared task, and it goes better as one.', he: 'בית הוא משימה משותפת, והיא מצליחה יותר ביחד.' } },
  ],
  time: [
    { id: 'deuteronomy-24-5', side: 'any', why: { en: 'the Torah itself set time aside, even from duties, for a couple\'s joy.', he: 'התורה עצמה פינתה זמן, אפילו מחובות, לשמחת בני הזוג.' } },
    { id: 'song-of-songs-2-10', side: 'any', why: { en: 'closeness begins with an invitation to come away together.', he: 'קרבה מתחילה בהזמנה לצאת יחד.' } },
  ],
  intimacy: [
    { id: 'sanhedrin-7a', side: 'any', why: { en: 'closeness depends on the love around it more than on circumstances.', he: 'הקרבה תלויה באהבה שסביבה יותר מאשר בנסיבות.' } },
  ],
  trust: [
    { id: 'hosea-2-22', side: 'any', why: { en: 'faithfulness is the ground a marriage stands on.', he: 'נאמנות היא הקרקע שעליה עומדים הנישואים.' } },
  ],
  appreciation: [
    { id: 'proverbs-16-24', side: 'any', why: { en: 'kind, specific words heal more than we expect.', he: 'מילים טובות ומדויקות מרפאות יותר משנדמה.' } },
    { id: 'proverbs-31-28', side: 'any', why: { en: 'praise is meant to be said aloud, in front of the family.', he: 'שבח נועד להיאמר בקול, מול המשפחה.' } },
  ],
  gratitude: [
    { id: 'proverbs-31-28', side: 'any', why: { en: 'praise is meant to be said aloud, in front of the family.', he: 'שבח נועד להיאמר בקול, מול המשפחה.' } },
    { id: 'proverbs-16-24', side: 'any', why: { en: 'kind, specific words heal more than we expect.', he: 'מילים טובות ומדויקות מרפאות יותר משנדמה.' } },
  ],
  religious_differences: [
    ...OBSERVANCE_APART,
  ],
  newlywed: [
    { id: 'deuteronomy-24-5', side: 'any', why: { en: 'the first year is meant for building joy together.', he: 'השנה הראשונה נועדה לבנות שמחה משותפת.' } },
    { id: 'genesis-2-24', side: 'any', why: { en: 'two homes become one, and you decide together how.', he: 'משני בתים נבנה בית אחד, ואתם מחליטים יחד איך.' } },
  ],
  dating: [
    { id: 'proverbs-31-30', side: 'any', why: { en: 'character outlasts first impressions.', he: 'אופי מחזיק מעמד יותר מרושם ראשון.' } },
    { id: 'genesis-29-20', side: 'any', why: { en: 'love can grow with time and patience.', he: 'אהבה יכולה לגדול עם זמן וסבלנות.' } },
  ],
  loneliness: [
    { id: 'genesis-2-18', side: 'any', why: { en: 'being alone is the first thing the Torah calls "not good".', he: 'להיות לבד הוא הדבר הראשון שהתורה קוראת לו "לא טוב".' } },
    { id: 'ecclesiastes-4-10', side: 'any', why: { en: 'partners are meant to lift each other up.', he: 'בני זוג נועדו להרים זה את זה.' } },
  ],
  stress: [
    { id: 'exodus-18-18', side: 'any', why: { en: 'asking for help is what Moses was told to do, too.', he: 'לבקש עזרה — זה מה שנאמר גם למשה.' } },
    { id: 'psalms-118-5', side: 'any', why: { en: 'a narrow place can open out.', he: 'גם מן המצר אפשר לצאת למרחב.' } },
  ],
  grief: [
    { id: 'job-2-13', side: 'any', why: { en: 'comfort is often simply sitting together in silence.', he: 'נחמה היא לעיתים קרובות פשוט לשבת יחד בשתיקה.' } },
    { id: 'psalms-147-3', side: 'any', why: { en: 'broken hearts are spoken of as healing, in time.', he: 'על לב שבור נאמר שהוא נרפא, עם הזמן.' } },
  ],
  speech: [
    { id: 'leviticus-19-16', side: 'other', why: { en: 'carrying tales is named as wrong in the Torah itself — you are right to be hurt.', he: 'הליכת רכיל נאסרה בתורה עצמה — הפגיעה שלך מוצדקת.' } },
  ],
  shabbat_home: [
    { id: 'shabbat-23b', side: 'any', why: { en: 'peace at home comes before other beautiful things.', he: 'שלום הבית קודם לדברים יפים אחרים.' } },
  ],
  infertility: [
    { id: 'genesis-25-21', side: 'any', why: { en: 'Isaac prayed facing his wife: the waiting is carried together.', he: 'יצחק התפלל לנוכח אשתו: את ההמתנה נושאים יחד.' } },
    { id: 'proverbs-13-12', side: 'any', why: { en: 'it names how heavy the waiting is.', he: 'הפסוק מכיר בכובד ההמתנה.' } },
  ],
  conflict: [
    { id: 'pirkei-avot-5-17', side: 'any', why: { en: 'a disagreement held for the right reasons, with respect, can end well for both.', he: 'מחלוקת שמתנהלת לשם שמים ובכבוד יכולה להסתיים טוב לשניים.' } },
    { id: 'proverbs-10-12', side: 'any', why: { en: 'love is what covers over the old quarrels, not winning them.', he: 'האהבה היא שמכסה על הריבים הישנים, לא הניצחון בהם.' } },
  ],
  decisions: [
    { id: 'ecclesiastes-4-9', side: 'any', why: { en: 'two deciding together see more than one.', he: 'שניים שמחליטים יחד רואים יותר מאחד.' } },
    { id: 'pirkei-avot-5-17', side: 'any', why: { en: 'a disagreement held with respect can end well for both.', he: 'מחלוקת שמתנהלת בכבוד יכולה להסתיים טוב לשניים.' } },
  ],
  honesty: [
    { id: 'proverbs-25-11', side: 'any', why: { en: 'a true word lands best at the right moment.', he: 'מילת אמת נקלטת הכי טוב ברגע הנכון.' } },
    { id: 'yevamot-65b', side: 'any', why: { en: 'the sages let tact weigh heavily for the sake of peace.', he: 'חז"ל נתנו משקל רב לעדינות למען השלום.' } },
  ],
};

/** A named thing whose point is sharper than its topic's. */
const BY_THING: Record<string, PointSource[]> = {
  // (The stepfamily topic's "raising a child not yours by birth" had stood beside a widower telling
  // his grown children of his wedding — answers round S29.)
  telling_children_remarriage: [
    { id: 'ecclesiastes-3-1', side: 'any', why: { en: 'there is a season for grief and a season for a new beginning, and your children may need time to reach the second.', he: 'יש עת לאבל ועת להתחלה חדשה, וייתכן שהילדים צריכים זמן כדי להגיע לשנייה.' } },
  ],
  // (The parenting topic's "each child is raised according to their own way" had stood beside a
  // mother crying three weeks after a birth — answers round S25.)
  postpartum_mood: [
    { id: 'exodus-18-18', side: 'any', why: { en: 'even Moses was told the load was too heavy to carry alone; the nights are for sharing.', he: 'גם למשה נאמר שהמשא כבד מכדי לשאת אותו לבד; את הלילות מחלקים.' } },
  ],
  observance_change: OBSERVANCE_APART,
  hair_covering: OBSERVANCE_APART,
  kindness: [
    { id: 'psalms-89-3', side: 'any', why: { en: 'the world itself is described as built on kindness — and so is a home.', he: 'העולם עצמו מתואר כבנוי על חסד — וכך גם בית.' } },
    { id: 'yevamot-62b', side: 'any', why: { en: 'the sages describe a husband who loves his wife as himself and honours her more than himself.', he: 'חז"ל מתארים בעל שאוהב את אשתו כגופו ומכבדה יותר מגופו.' } },
  ],
  funeral: [{ id: 'genesis-50-21', side: 'any', why: { en: 'after their father\'s burial, Joseph spoke kindly to his brothers — grief can be where reconciling begins.', he: 'אחרי קבורת אביהם, יוסף דיבר על לב אחיו — האבל יכול להיות המקום שבו מתחילה השלמה.' } }],
  learning: [{ id: 'deuteronomy-24-5', side: 'any', why: { en: 'the Torah itself frees a husband from duties to bring joy to his wife: time together is part of a Torah home, not its rival.', he: 'התורה עצמה פוטרת חתן מחובות כדי לשמח את אשתו: זמן משותף הוא חלק מבית של תורה, לא מתחרה בו.' } }],
  comparing: [
    { id: 'shabbat-10b', side: 'any', why: { en: 'the sages warn a parent never to single out one child: Joseph\'s coat began it all.', he: 'חז"ל מזהירים שלא לשנות ילד אחד בין הילדים: כתונת הפסים של יוסף היא שהתחילה הכול.' } },
    { id: 'genesis-37-4', side: 'any', why: { en: 'Joseph\'s story shows what favouring one child does between siblings.', he: 'סיפור יוסף מראה מה העדפת ילד אחד עושה בין האחים.' } },
  ],
  kippah: [{ id: 'proverbs-22-6', side: 'any', why: { en: 'each child\'s path is his own, and the relationship keeps the door open.', he: 'לכל ילד דרך משלו, והקשר הוא שמשאיר את הדלת פתוחה.' } }],
  illness: [{ id: 'ecclesiastes-4-10', side: 'any', why: { en: 'when one falls, the other lifts — and the lifter needs lifting too.', he: 'כשאחד נופל השני מרים — וגם מי שמרים צריך שירימו אותו.' } }],
  job_loss: [{ id: 'psalms-118-5', side: 'any', why: { en: 'a narrow place can open out.', he: 'גם מן המצר אפשר לצאת למרחב.' } }],
  army: [{ id: 'psalms-121-1', side: 'any', why: { en: 'it gives words to worry that looks for help.', he: 'הפסוק נותן מילים לדאגה שמחפשת עזרה.' } }],
  visits: [{ id: 'proverbs-25-17', side: 'any', why: { en: 'even warm relationships keep some distance.', he: 'גם קשרים חמים שומרים על מרחק מסוים.' } }],
  guests: [{ id: 'shabbat-127a', side: 'any', why: { en: 'hospitality is a great value — and so is the peace of the hosts.', he: 'הכנסת אורחים היא ערך גדול — וגם שלום המארחים.' } }],
  embarrassment: [{ id: 'bava-metzia-58b', side: 'any', why: { en: 'embarrassing someone in front of others is taken seriously, which is why the apology matters.', he: 'הלבנת פנים ברבים חמורה, ולכן ההתנצלות חשובה.' } }],
};

/** The topic's point, read from who does what: "I yell" is the asker's own anger. */
function askerActs(message: string): boolean {
  return /\bI\b[^.?!]{0,25}\b(?:yell|shout|scream|snap|lose my temper|get (?:so )?(?:angry|mad)|criticis|critiz|nag|forgot|said something|hurt (?:him|her)|embarrass)/i.test(message) || /אני\s+(?:כל הזמן\s+)?(?:צועק|צועקת|כועס|כועסת|מבקר|מבקרת|מתפרץ|מתפרצת)|שכחתי|הבכתי|פגעתי/.test(message);
}

export interface ChosenSource {
  entry: CorpusEntry;
  why: { en: string; he: string };
}

/**
 * Up to `limit` sources that fit this question's point, skipping any already quoted in the
 * conversation's window (`alreadyQuoted` holds their refs); none when nothing fits.
 */
export function sourcesForPoint(u: Understanding, message: string, alreadyQuoted: (entry: CorpusEntry) => boolean, limit: number): ChosenSource[] {
  const side: Side = askerActs(message) ? 'self' : 'other';
  const candidates: PointSource[] = [];
  for (const thing of u.things) candidates.push(...(BY_THING[thing.id] ?? []));
  for (const topic of u.topics) candidates.push(...(BY_TOPIC[topic.id] ?? []));
  // Shalom bayit named as what is at stake, whatever the topic ("what does shalom bayit actually
  // mean? … is there a source I can show her?" — answers round N2): the places that say how great it is.
  if (SHALOM_BAYIT.test(`${u.followUp?.previous.message ?? ''}\n${message}`)) candidates.unshift(...OBSERVANCE_APART.slice(0, 2));
  const chosen: ChosenSource[] = [];
  const seen = new Set<string>();
  for (const c of candidates) {
    if (chosen.length >= limit) break;
    if (seen.has(c.id) || (c.side !== 'any' && c.side !== side)) continue;
    if (c.when && !c.when.test(`${u.followUp?.previous.message ?? ''}\n${message}`)) continue;
    seen.add(c.id);
    const entry = getEntry(c.id);
    // A verse that reads like a ruling ("you cannot…") is not quoted in an ordinary answer.
    if (!entry || alreadyQuoted(entry) || containsRuling(`${entry.en} ${c.why.en}`) || containsRuling(`${entry.he} ${c.why.he}`)) continue;
    chosen.push({ entry, why: c.why });
  }
  return chosen;
}

const ASKED_WHY = [
  { en: 'you asked what the sources say; this is one place they speak to it.', he: 'שאלת מה אומרים המקורות; זה אחד המקומות שבהם הם מדברים על כך.' },
  { en: 'another place, from another part of the tradition.', he: 'מקום נוסף, מחלק אחר של המסורת.' },
  { en: 'and a third, to read beside the others.', he: 'ועוד אחד, לקרוא לצד האחרים.' },
];

/**
 * When the person asks for sources and the point's own list gives fewer than `limit`, the corpus
 * is searched for the question's own words — a different body of writing first (a verse, then the
 * Talmud or the Rambam), never a source listed for one side only (it could blame the asker), never
 * one that reads as a ruling or was already quoted.
 */
export function sourcesAskedFor(u: Understanding, message: string, alreadyQuoted: (entry: CorpusEntry) => boolean, have: ChosenSource[], limit: number): ChosenSource[] {
  if (u.asks !== 'sources' || have.length >= limit) return [];
  const oneSided = new Set([...Object.values(BY_TOPIC), ...Object.values(BY_THING)].flat().filter((s) => s.side !== 'any').map((s) => s.id));
  const query = [message, ...u.subjects.map((s) => s.head), ...u.topics.map((t) => t.query)].join(' ');
  const taken = new Set(have.map((c) => c.entry.id));
  const found = searchCorpus(query, { limit: 12, exclude: taken }).filter(
    (e) => !oneSided.has(e.id) && !alreadyQuoted(e) && !containsRuling(e.en) && !containsRuling(e.he),
  );
  const collections = new Set(have.map((c) => c.entry.collection));
  const fresh = [...found.filter((e) => !collections.has(e.collection)), ...found.filter((e) => collections.has(e.collection))];
  const added: ChosenSource[] = [];
  for (const entry of fresh) {
    if (have.length + added.length >= limit) break;
    if (added.some((a) => a.entry.collection === entry.collection) && fresh.some((e) => !added.some((a) => a.entry.id === e.id) && !collections.has(e.collection) && !added.some((a) => a.entry.collection === e.collection))) continue;
    added.push({ entry, why: ASKED_WHY[Math.min(added.length, ASKED_WHY.length - 1)]! });
  }
  return added;
}

// The words of asking ("where is it written", "a Torah idea", "מה המקור") say nothing of which source.
const ASKING_WORDS = /\b(?:where|written|write|source|sources|say|says|said|come|comes|from|idea|torah|jewish|judaism|tradition|teaching|verse|pasuk|quote|mention\w*|someone|always|exactly|actually|really|mean|meaning|learn)\b|(?<![\u05D0-\u05EA])(?:ו?(?:איפה|כתוב|מקור|המקור|מקורות|המקורות|מהמקורות|ביהדות|היהדות|תמיד|בדיוק|הכוונה|האמיתית|מה|ומה|יש|פסוק|אומרים|אומרת|אומר|הייתה|היה|ללמוד|משהו))(?![\u05D0-\u05EA])/gi;

// A message that points at a particular text: quotes it, asks where it is written or what its
// source is, says it was heard or remembered, or names a figure of the Torah.
const REFERS_TO_TEXT = /["“'‘][^"”'’]{6,}["”'’]|\bwhere (?:is (?:it|that) written|does it say|does (?:it|that|this) come from|is (?:it|that) from)\b|\b(?:what(?:'s| is) the source|source (?:for|of) (?:the|that|this)|i (?:heard|read|remember|was told)|someone (?:said|told)|the (?:saying|verse|pasuk|story|line) (?:about|that|where|of))\b|\b(?:Adam|Chava|Eve|Avraham|Abraham|Sarah|Yitzchak|Isaac|Rivka|Rebecca|Yaakov|Jacob|Rachel|Leah|Yosef|Joseph|Moshe|Moses|Aharon|Aaron|Miriam|Ruth|Naomi|Boaz|Hannah|Elkanah|David|Avigail|Abigail|Esther|Hillel|Shammai|Akiva|Beruria)\b|(?<![\u05D0-\u05EA])(?:איפה (?:זה )?כתוב|מה המקור|מאיפה זה|שמעתי|זוכר|זוכרת|הפסוק|המימרא|הסיפור על|אדם וחוה|אברהם|שרה|יצחק|רבקה|יעקב|רחל|לאה|יוסף|משה|אהרן|מרים|רות|נעמי|בועז|חנה|אלקנה|דוד|אביגיל|אסתר|הלל|שמאי|רבי עקיבא|ברוריה)(?![\u05D0-\u05EA])/;

/**
 * Asked where something is written, or for sources on words the person gives ("a wise woman
 * builds her home", "Isaac and Rebecca"): the sources whose own text has two or more of those
 * words come first — the place itself, not a verse about the topic in general.
 */
export function sourcesQuoted(u: Understanding, message: string, alreadyQuoted: (entry: CorpusEntry) => boolean, limit: number): ChosenSource[] {
  if (u.asks !== 'sources') return [];
  // Only when the person points at a text of their own — a quotation, "where is it written that…",
  // "I heard / remember…", a figure by name: two common words shared with a verse ("time",
  // "home") do not make it "the words you have in mind".
  const pointsAtText = REFERS_TO_TEXT.test(message);
  const oneSided = new Set([...Object.values(BY_TOPIC), ...Object.values(BY_THING)].flat().filter((s) => s.side !== 'any').map((s) => s.id));
  // Words the person put in quotation marks are the words they have in mind: only those are searched.
  const quotedWords = [...message.matchAll(/["“'‘]([^"”'’]{6,})["”'’]/g)].map((m) => m[1]!).filter((q) => q.trim().split(/\s+/).length >= 2);
  const words = (quotedWords.length > 0 ? quotedWords.join(' ') : message).replace(ASKING_WORDS, ' ');
  const found: ChosenSource[] = [];
  let firstMatched = 0;
  for (const { entry, terms } of searchCorpusTerms(words, { limit: 8 })) {
    if (found.length >= limit) break;
    const matched = new Set(terms).size;
    // "The same words in another place" only when they are nearly as many: a verse that shares
    // two common words with a saying of five ("איש", "אשה") is another matter (a divorce verse).
    if (found.length > 0 && matched < firstMatched - 1) continue;
    // A source listed for one side only is given when the person quoted it (three of its words):
    // they asked for that text, it is not said at them.
    if (matched < (pointsAtText ? 2 : 3) || (oneSided.has(entry.id) && matched < 3) || alreadyQuoted(entry) || containsRuling(entry.en) || containsRuling(entry.he)) continue;
    if (found.length === 0) firstMatched = matched;
    found.push({
      entry,
      why: found.length === 0 ? { en: 'these are the words you have in mind, where they are written.', he: 'כאן כתובים הדברים שהזכרת.' } : { en: 'the same words, said in another place.', he: 'אותם דברים, במקום נוסף.' },
    });
  }
  return found;
}

/** Every listed source must resolve (checked by the tests through this list). */
export function listedSourceIds(): string[] {
  return [...Object.values(BY_TOPIC), ...Object.values(BY_THING)].flat().map((s) => s.id);
}
