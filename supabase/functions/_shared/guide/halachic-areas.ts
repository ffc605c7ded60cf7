// Areas of halacha the catch-all flag ('general') and the laws of marriage do not name on their
// own: a question about telling one's parents of a marriage's troubles is lashon hara, "what does
// the halacha expect of me towards a critical mother-in-law" is honouring parents, "a husband's
// obligations" are the ketubah's. Named, the answer says which area it is, gives that area's
// background, and cites the area's own sources instead of the catch-all's generic verses (answers
// rounds L1-L2: the catch-all answered all three with "it depends on details" and Genesis 26:8).
import type { HalachicTopic } from './halachic.ts';

export interface HalachicArea {
  id: 'speech' | 'a_parent_who_hurt_you' | 'honouring_parents' | 'honouring_step_parents' | 'marital_duties' | 'inheritance' | 'truth_and_peace' | 'no_force_in_marriage' | 'not_your_sin' | 'no_fear_at_home' | 'protecting_a_child' | 'guarding_life' | 'a_threat_to_their_own_life';
  label: { en: string; he: string };
  background: { en: string; he: string };
  /** Corpus ids, most to the point first. */
  sources: string[];
}

const NOT_LETTER = '(?<![\\u05D0-\\u05EA])';

const AREAS: Array<HalachicArea & { match: RegExp; within: HalachicTopic[] }> = [
  {
    id: 'speech',
    within: ['general'],
    match: new RegExp(
      String.raw`\b(?:lashon ?ha-?ra|loshon ?ho-?ra|rechilu[ts]|gossip\w*|(?:tell|telling|talk|talking|speak|speaking|share|sharing|vent|venting|complain|complaining)(?: \w+){0,3} (?:to|with) (?:my|our|his|her) (?:parents|mother|mom|mum|father|dad|sisters?|brothers?|friends?|family|in-laws)\b[^.?!]{0,40}\b(?:marriage|problems?|fights?|issues|husband|wife|him|her)|(?:tell|telling|talk|talking|share|sharing) (?:my|our|his|her) (?:parents|mother|mom|mum|father|dad|sisters?|friends?|family) about (?:our|my|the|his|her) (?:marriage|problems?|fights?|issues|husband|wife))\b` +
        `|${NOT_LETTER}(?:ו?(?:לשון הרע|רכילות)|ל(?:ספר|דבר|שתף)(?: \S+){0,2} (?:ל|עם )(?:ה)?(?:הורים|הוריי|אמא|אמי|אבא|אבי|אחותי|אחי|חברות|חברים|חברה|משפחה)[^.?!]{0,40}(?:נישואים|נישואין|בעיות|ריבים|מריבות|בעלי|אשתי|בינינו))`,
      'iu',
    ),
    label: { en: 'lashon hara and the laws of speech', he: 'לשון הרע והלכות דיבור' },
    background: {
      en: 'Speaking about another person, even saying true things, is governed by the laws of lashon hara and rechilut. Those same laws also allow speaking for a constructive purpose — to get advice or help, or to protect someone — under conditions (the purpose, the listener, saying no more than needed) that a rabbi can weigh with you.',
      he: 'דיבור על אדם אחר, גם כשהדברים נכונים, נוגע בהלכות לשון הרע ורכילות. אותן הלכות גם מתירות לדבר לתועלת — כדי לקבל עצה או עזרה, או כדי להגן על מישהו — בתנאים (המטרה, מי השומע, לא יותר מהנדרש) שרב יכול לשקול יחד איתך.',
    },
    sources: ['leviticus-19-16', 'psalms-34-14', 'proverbs-18-21'],
  },
  {
    // Answers round P1: "is it ever permitted to lie to keep the peace? she asked about her haircut".
    id: 'truth_and_peace',
    within: ['general'],
    match: /\b(?:(?:a |to |white )?li(?:e|es|ed|ing)\b[^.?!]{0,60}\b(?:peace|shalom|feelings|hurt)|(?:peace|shalom)\b[^.?!]{0,40}\b(?:li(?:e|es|ed|ing)|untruth|truth)|white lies?|shinui mipnei (?:ha)?shalom|mipnei darkei shalom)\b|(?:לשקר|שקר לבן|שקרים לבנים|לשנות מפני השלום|משנים מפני השלום|(?:שקר|לשקר|אמת)[^.?!]{0,40}שלום בית|שלום בית[^.?!]{0,40}(?:שקר|לשקר|אמת))/iu,
    label: { en: 'truth and peace', he: 'אמת ושלום' },
    background: {
      en: "The Talmud (Yevamot 65b) teaches that one may alter the facts for the sake of peace, learning it from how God repeated Sarah's words to Abraham without the part that would hurt him; Beit Hillel praise every bride as beautiful and gracious (Ketubot 17a). Many teach that this is for sparing feelings, not for hiding what the other needs to know — where the line runs in your home is a question for a rabbi, and trust is rebuilt by saying so openly.",
      he: 'הגמרא (יבמות סה ע"ב) מלמדת שמותר לשנות מפני השלום, ולומדת זאת מכך שהקב"ה מסר לאברהם את דברי שרה בלי החלק שהיה פוגע בו; ובית הלל אומרים על כל כלה "כלה נאה וחסודה" (כתובות יז ע"א). רבים מלמדים שזה נועד לחסוך פגיעה, לא להסתיר את מה שהשני צריך לדעת — היכן עובר הגבול בבית שלכם זו שאלה לרב, ואמון נבנה מחדש כשמדברים על זה בגלוי.',
    },
    sources: ['yevamot-65b'],
  },
  {
    // Answers round O1: "is there any source that a stepson has to honour his stepfather?"
    id: 'honouring_step_parents',
    within: ['general'],
    match: /\b(?:step-?(?:son|daughter|child(?:ren)?|kids?|father|mother|dad|mom|mum|parents?)|(?:my |his |her )?(?:father|mother|dad|mom)'?s (?:new )?(?:wife|husband)|(?:wife|husband)'s (?:son|daughter|kids|children))\b(?=[^]*\b(?:hono(?:u)?r|respect|kibbud|obligat\w*|source|halach\w*)\b)|(?:(?:בן|בת|ילד|ילדים|אב|אם|הורה) (?:ה)?חורג(?:ת|ים)?|אשת אבי|בעל אמי)(?=[^]*(?:כיבוד|לכבד|כבוד|חייב|חייבת|מקור|הלכה))/iu,
    label: { en: 'honouring a step-parent', he: 'כיבוד הורה חורג' },
    background: {
      en: "The Talmud (Ketubot 103a) reads \"honour your father and your mother\" as including a father's wife and a mother's husband, and the Shulchan Aruch (Yoreh De'ah 240:21) brings it as the law while the parent one is married to is alive. How it applies in your home — and what it asks of the step-parent in return — is for a rabbi who knows the family.",
      he: 'הגמרא (כתובות קג ע"א) דורשת את "כבד את אביך ואת אמך" גם על אשת האב ועל בעל האם, והשולחן ערוך (יורה דעה רמ, כא) מביא זאת להלכה כל זמן שההורה הנשוי להם בחיים. איך זה חל בבית שלכם — ומה זה מבקש גם מההורה החורג — זו שאלה לרב שמכיר את המשפחה.',
    },
    sources: ['ketubot-103a', 'exodus-20-12'],
  },
  {
    // Round 79: "My mother was abusive when I was growing up. Now she's elderly and wants me to be her
    // caregiver. Is there a halachic obligation to take her in, or can I pay for care instead?" —
    // "Honour your father and mother" quoted alone, to a child a parent hurt, reads as blame.
    id: 'a_parent_who_hurt_you',
    within: ['general'],
    match: new RegExp(
      String.raw`\b(?:my|our|his|her) (?:mother|father|mom|mum|dad|parents?)\b(?=[^]*\b(?:abus\w*|cruel\w*|violent|hit (?:me|us)|beat (?:me|us)|hurt (?:me|us)|terrori[sz]\w*|screamed at (?:me|us)|toxic|narcissist\w*)\b)(?=[^]*\b(?:obligat\w*|owe|duty|halach\w*|mitzv\w*|kibbud|hono(?:u)?r(?:ing)?|required|have to (?:visit|care|take|see|call|host|invite|look after))\b)` +
        `|${NOT_LETTER}(?:אמא שלי|אבא שלי|אמי|אבי|ההורים שלי|הוריי)(?=[^]*(?:התעלל|אלים|אלימה|היכה|הכה|הכתה|הרביץ|הרביצה|אכזרי|אכזרית|פגע בי|פגעה בי|רעיל|רעילה))(?=[^]*(?:חייב|חייבת|חובה|מחויב|מחויבת|הלכה|הלכתית|מצווה|כיבוד|לכבד))`,
      'iu',
    ),
    label: { en: 'honouring a parent who hurt you', he: 'כיבוד הורים כשההורה פגע' },
    background: {
      en: 'The sources define honouring parents as care — food, clothing, help coming and going (Kiddushin 31b) — and the Rambam writes of a child who cannot bear to be with a parent that they may leave and charge others to care for the parent properly. How this applies after what you lived through, and what you owe your own healing, is a question for a rabbi who hears the whole story; what happened to you deserves support of its own.',
      he: 'המקורות מגדירים כיבוד הורים כדאגה — מאכיל ומשקה, מלביש ומכסה, מכניס ומוציא (קידושין לא ע"ב) — והרמב"ם כותב על ילד שאינו יכול לעמוד במצב ההורה שהוא רשאי להניחו ולצוות אחרים לטפל בו כראוי. איך זה חל אחרי מה שעברת, ומה מגיע גם להחלמה שלך — זו שאלה לרב ששומע את כל הסיפור; ומה שקרה לך ראוי לתמיכה משלו.',
    },
    sources: ['mishneh-torah-mamrim-6-10', 'kiddushin-31b'],
  },
  {
    id: 'honouring_parents',
    within: ['general'],
    match: new RegExp(
      String.raw`\b(?:kib+ud(?: av| horim)?|kibbud|hono(?:u)?r(?:s|ed|ing)? (?:thy |your |my |his |her |our |a |one'?s )?(?:father|mother|parents?|mother[- ]in[- ]law|father[- ]in[- ]law|in-?laws)|(?:treat|respect)(?:ing)? (?:a |my |his |her |your |one'?s )?(?:mother[- ]in[- ]law|father[- ]in[- ]law|mil|fil|in-?laws|(?:elderly |aging |ageing )?parents?))\b` +
        `|${NOT_LETTER}(?:כיבוד (?:אב|הורים)|כבוד (?:אב|הורים|אבא|אמא)|ל?כבד את (?:ה)?(?:אמא|אבא|הורים|הוריי|הוריו|הוריה|אבי|אמי|חמותי|חמות|חמי|חותני|חותנת)|מצוות כיבוד)`,
      'iu',
    ),
    label: { en: "honouring parents (kibbud av va'em)", he: 'כיבוד הורים' },
    background: {
      en: "Honouring parents (kibbud av va'em) is a great mitzvah, and it has defined limits: it is about how parents are treated and cared for, not about obeying against one's conscience or one's marriage. Honouring in-laws belongs to it too, and there are particular rules where a parent was harsh or hurtful. How it applies to you is for a rabbi who hears the details.",
      he: 'כיבוד הורים הוא מצווה גדולה, ויש לה גבולות מוגדרים: היא עוסקת ביחס ובדאגה להורים, לא בציות נגד המצפון או על חשבון הנישואים. גם כיבוד חמות וחותן נכלל בה, ויש דינים מיוחדים כשהורה פגע או היה קשה. איך זה חל עליך — זו שאלה לרב ששומע את הפרטים.',
    },
    sources: ['exodus-20-12', 'kiddushin-31b', 'leviticus-19-3'],
  },
  {
    id: 'marital_duties',
    within: ['general', 'marriage_law'],
    match:
      /\b(?:(?:husband|wife|spouse)'?s? (?:obligations?|duties|responsibilities)|obligations? (?:of|to) (?:a |the |my )?(?:husband|wife|spouse)|what (?:a|the) (?:husband|wife) owes|ketub+a[hs]? (?:obligations?|says)|onah)\b|(?:חובות (?:הבעל|האישה|האשה|בעל|אישה)|חיובי (?:הבעל|האישה|האשה)|חובת הבעל|מה הבעל חייב|שאר כסות ועונה|מצוות עונה)/iu,
    label: { en: 'the mutual obligations of husband and wife', he: 'חובות הבעל והאישה זה לזה' },
    background: {
      en: "The Torah names a husband's obligations to his wife — food, clothing and conjugal time (Exodus 21:10) — and the ketubah spells them out; the sages add that a husband should love his wife as himself and honour her more than himself, and the Rambam asks the same honour of the wife. How they apply in a given marriage is a question for your rabbi, or for your chatan or kallah teacher before the wedding.",
      he: 'התורה מונה את חובות הבעל לאשתו — שאר, כסות ועונה (שמות כא, י) — והכתובה מפרטת אותן; חז"ל מוסיפים שהבעל אוהב את אשתו כגופו ומכבדה יותר מגופו, והרמב"ם מבקש כבוד דומה מן האישה. איך הן חלות בנישואים מסוימים — זו שאלה לרב, או למדריך החתנים ולמדריכת הכלות לפני החתונה.',
    },
    sources: ['exodus-21-10', 'yevamot-62b', 'mishneh-torah-ishut-15-19'],
  },
  {
    // Answers round N1: "my brother says according to halacha daughters don't inherit when there are sons".
    id: 'inheritance',
    within: ['general'],
    match: /\b(?:inherit\w*|inheritance|(?:his|her|the|my|our|father'?s|mother'?s|dad'?s|mom'?s) will (?:leaves|left|says|said|divides|gives|gave)|(?:updat\w*|writ\w*|rewrit\w*|chang\w*|mak\w*|made|draft\w*) (?:a|her|his|their|my|our|the) (?:new )?will|(?:with|in|under) (?:his|her|the|their) will\b(?! (?:be|not|never|have|get|go|come|take|make|say|do)\b)|(?:house|home|apartment|flat|property)\b[^.?!]{0,60}\b(?:would|will|should|to) (?:go|pass) to (?:us|the (?:kids|children)|my (?:kids|children))|what does (?:his|her) (?:second |new )?(?:wife|husband|widow) get|(?<!real )estate|yerusha\w*|heirs?|chatzi zachar)\b|(?<![\u05D0-\u05EA])(?:ו|ה|ב|ל|מ|וה|שה)?(?:(?:דירה|בית|נכס)[^.?!]{0,30}(?:תעבור|יעבור|תגיע|יגיע|תישאר|יישאר) ל(?:ילדים|ילדי|הילדים)|ירושה|הירושה|ירושת|צוואה|הצוואה|צוואת|לרשת|יורש|יורשת|יורשים|יורשות|חצי זכר)(?![\u05D0-\u05EA])/iu,
    label: { en: 'the laws of inheritance (yerushah)', he: 'דיני ירושה' },
    background: {
      en: "The Torah sets an order of inheritance — sons, and a daughter where there is no son — and the daughters of Zelophehad, who asked for their father's share, were told they spoke rightly. A wife is not among the heirs, but her ketubah is a debt of her husband's estate, and his widow is supported from the estate until she collects it — so a second wife's rights and the children's share meet there. Many parents today write a will in a form the halacha recognises (such as a shtar chatzi zachar, or gifts made in life) so that daughters and sons share as the parents wished; how a particular will and the civil law apply together is a question for a rabbi or a beit din and a lawyer who see the documents.",
      he: 'התורה קובעת סדר ירושה — הבנים, והבת כשאין בן — ובנות צלפחד, שביקשו את חלק אביהן, שמעו ש"כן בנות צלפחד דוברות". האישה אינה בין היורשים, אבל הכתובה שלה היא חוב של העיזבון, והאלמנה ניזונה מהעיזבון עד שהיא גובה אותה — ושם נפגשות הזכויות של אישה שנייה וחלק הילדים. הורים רבים כותבים היום צוואה בצורה שההלכה מכירה בה (כמו שטר חצי זכר, או מתנה בחיים) כדי שבנות ובנים יחלקו כפי שההורים רצו; איך צוואה מסוימת והחוק האזרחי חלים יחד — זו שאלה לרב או לבית דין ולעורך דין שרואים את המסמכים.',
    },
    sources: ['numbers-27-8', 'numbers-27-7'],
  },
];

/** The area of halacha a question names, where its flag alone does not say it (read only for a
 *  message already flagged halachic, so the area's words need not ask about the law again). */
export function halachicAreaOf(text: string, topic: HalachicTopic): HalachicArea | null {
  const area = AREAS.find((a) => a.within.includes(topic) && a.match.test(text));
  return area ? named(area) : null;
}

function named(area: (typeof AREAS)[number]): HalachicArea {
  const { match: _match, within: _within, ...rest } = area;
  return rest;
}

/** The area for a question about honouring a parent who hurt the asker (law-beside-danger.ts). */
export const A_PARENT_WHO_HURT_YOU: HalachicArea = named(AREAS.find((a) => a.id === 'a_parent_who_hurt_you')!);
