// The embedded composer: writes the answer with no model at all, from an understanding of the
// question (understand.ts: who, what happened, what is asked for, the things named, a follow-up),
// sources chosen for the point (point-sources.ts), the user's profile, the conversation's earlier
// turns and — only when the caller passes it — the partner context.
//
// Every sentence is about this question: the question in the answer's own words, advice about the
// things it names, steps from its topic, words to say that fit the asker's side, sources with the
// reason they are there, and a question back. No sentence an earlier answer in the conversation's
// window already said is said again (source texts aside), and a question not understood gets one
// clarifying question instead of an essay. Wording varies by a hash of the message (stable tests).
import type { CorpusEntry } from '../corpus/index.ts';
import { hebrewRef } from '../corpus/hebrew-ref.ts';
import { sentencesOf, type Turn } from './conversation.ts';
import { inflect, isolateForeignRuns } from './hebrew-text.ts';
import { withoutRulingSentences, type HalachicFlag, type HalachicTopic } from './halachic.ts';
import { detectLanguage, pick, type GuideLanguage } from './language.ts';
import type { ChosenSource } from './point-sources.ts';
import { joinNames, type Subject } from './subjects.ts';
import { thingWordIn, type Thing } from './things.ts';
import { TOPICS_HE } from './topics-he.ts';
import { PARENTS_AT_ODDS } from './topics.ts';
import { asksForWords, keySentence, recallOf, type FollowKind, type Reaction, type Understanding } from './understand.ts';
import type { GuideProfile, PartnerContext } from './types.ts';

export interface ComposeInput {
  message: string;
  language: GuideLanguage;
  seed: number;
  understanding: Understanding;
  sources: ChosenSource[];
  profile: GuideProfile | null;
  partner: PartnerContext | null;
  history: Turn[];
  /** Earlier turns whose answers' sentences are not said again (a wider window; else history). */
  said?: Turn[];
}

export interface Composed {
  text: string;
  usedPartner: boolean;
}

/** Sentences already said in the conversation's window, so they are not said again. */
/**
 * The question said back, unless the same words were already said back in this chat ("you are
 * looking for what to say to him." after two different follow-ups ending "what do I say to him?"
 * — answers round M2): then the person's own words are quoted instead, which differ.
 */
function notAgain(line: string, message: string, language: GuideLanguage, said: Said): string {
  if (!said.has(line)) return line;
  const asked = clip(message.trim(), 160);
  return language === 'he' ? `כתבת: "${asked}"` : `You wrote: “${asked}”`;
}

class Said {
  private readonly sentences = new Set<string>();
  constructor(history: Turn[]) {
    for (const turn of history) if (turn.role === 'assistant') for (const s of sentencesOf(turn.content)) this.sentences.add(s);
  }
  has(text: string): boolean {
    return sentencesOf(text).some((s) => this.sentences.has(s));
  }
  /** Whether an earlier answer said something in any of its wordings. */
  matches(pattern: RegExp): boolean {
    for (const s of this.sentences) if (pattern.test(s)) return true;
    return false;
  }
  /** The first option (from a rotation) not yet said; null when all were. */
  fresh(options: readonly string[], seed: number): string | null {
    const rotated = rotate([...options], seed);
    return rotated.find((o) => !this.has(o)) ?? null;
  }
  freshMany(options: readonly string[], seed: number, count: number): string[] {
    return rotate([...options], seed)
      .filter((o) => !this.has(o))
      .slice(0, count);
  }
}

function rotate<T>(items: T[], seed: number): T[] {
  if (items.length === 0) return items;
  const start = seed % items.length;
  return [...items.slice(start), ...items.slice(0, start)];
}

// A full stop added after a sentence that already ends ("…?" + "." or a closing quotation's own "."):
// the one it has is kept. After a closing ” alone the stop is dropped too (English quotes it inside);
// a Hebrew quotation in plain "…" takes its stop after it.
const DOUBLED_STOP = /([.?!]["”]?|”)\.$/;
const DOUBLED_STOP_HE = /([.?!]["”]?)\.$/;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

/**
 * What the answer calls the matter: the named things; when none was recognised, what the message
 * itself names (its subjects, in its own words); only then the topic's label.
 */
/**
 * A thing named in Hebrew the way the person named it ("הטלפון", "כולל") when the answer's own
 * name for it does not contain their word: a plural or a synonym would not read as theirs.
 */
function hebrewName(thing: Thing, u: Understanding): string {
  const word = thingWordIn(thing, u.message) ?? (u.followUp ? thingWordIn(thing, u.followUp.previous.message) : null);
  if (!word || /\s/.test(word.trim()) || word.length < 3 || thing.he.includes(word.replace(/^ה/, ''))) return thing.he;
  // A word of theirs without the article is often a verb or an adjective (נפטר, חולה, לומד): "בעניין
  // חולה" does not read as a name, so only a word with the article (הטלפון, הכלב) stands for the thing.
  if (!/^ה/.test(word)) return thing.he;
  // Only a whole word of theirs: "עובד" read inside "עובדת" is a verb, not a name for the work.
  const source = `${u.message}\n${u.followUp?.previous.message ?? ''}`;
  if (!new RegExp(`(?<![\u05D0-\u05EA])(?:[ושלבמכה]|וה|וב|ול|ומ|וש|כש|שה|מה|לה|של)?${word}(?![\u05D0-\u05EA])`).test(source)) return thing.he;
  return word;
}

/** A thing's English name, "his" made "her" when the person spoken of is a woman ("her learning"). */
function englishName(thing: Thing, u: Understanding): string {
  return u.otherGender === 'f' ? thing.en.replace(/^his /, 'her ') : thing.en;
}

function thingNames(u: Understanding, language: GuideLanguage): string {
  // Two things may share a name ("the sleepless nights": one's own, and a spouse's since retiring):
  // each name is said once.
  const names = [...new Set(u.things.slice(0, u.followUp ? 2 : 3).map((t) => (u.elder && t.elder?.name ? t.elder.name[language] : language === 'he' ? hebrewName(t, u) : englishName(t, u))))];
  const covered = (subject: Subject): boolean => names.some((n) => n.toLowerCase().includes(subject.head.toLowerCase())) || u.things.some((t) => t.match.test(subject.text));
  if (u.followUp) {
    // A follow-up keeps the earlier question's own words beside what the new message names.
    for (const subject of [u.followUp.previous.ownSubjects[0], u.ownSubjects[0]]) if (subject && !covered(subject) && names.length < 3) names.push(subject.text);
  } else if (names.length === 0) {
    for (const subject of u.subjects.slice(0, 2)) if (!covered(subject)) names.push(subject.text);
  }
  if (names.length === 0) return language === 'he' ? u.topics[0]!.label.he : u.topics[0]!.label.en;
  return joinNames(names, language);
}

/**
 * The rest of what the person named, said back once ("You also mention the savings and the
 * mortgage."): the subjects that neither the reflection nor the named things already say.
 */
function echoOthers(u: Understanding, language: GuideLanguage, already: string): string | null {
  const said = already.toLowerCase();
  const thingWords = u.things.map((t) => (language === 'he' ? t.he : t.en).toLowerCase());
  const rest = u.ownSubjects.filter((s) => !said.includes(s.head.toLowerCase()) && !thingWords.some((w) => w.includes(s.head.toLowerCase()))).slice(0, 3);
  if (rest.length === 0) return null;
  if (language === 'he') return `כתבת גם על ${rest.map((s) => s.text).join(', ').replace(/, ([^,]+)$/, ' ועל $1')}.`;
  return `You also mention ${joinNames(rest.map((s) => s.text), 'en')}.`;
}

/** In a follow-up, the earlier person too when it was not the spouse ("… with your mother-in-law"). */
function followAbout(u: Understanding, language: GuideLanguage): string {
  const about = thingNames(u, language);
  const previous = u.followUp?.previous;
  if (!previous) return about;
  const people = previous.people.filter((p) => !/husband|wife|partner/.test(p.en)).map((p) => (language === 'he' ? p.he : p.en));
  if (people.length === 0) return about;
  const joined = people.length === 1 ? people[0]! : language === 'he' ? `${people.slice(0, -1).join(', ')} ו${people[people.length - 1]}` : `${people.slice(0, -1).join(', ')} and ${people[people.length - 1]}`;
  return language === 'he' ? `${about} מול ${joined}` : `${about} with ${joined}`;
}

/**
 * What a message that only the classifier took for a danger said, and what the conversation was
 * about, for the check's last line ("If I have read too much into it: you wrote that he just
 * laughed and said you're being dramatic, about your mother-in-law and the kitchen…"): the person
 * hears that their words were read, without tips after a check that may have been right.
 */
export function misreadNote(u: Understanding, language: GuideLanguage): { said: string; matter: string | null; reader: Understanding['readerGender'] } | null {
  if (!u.understood || !u.reflection || /^(?:if|אם) /i.test(u.reflection)) return null;
  // The reflection alone (its second sentence may come first in time), without a leading "oh," or "so,".
  const said = u.reflection.replace(/^(?:(?:oh|ah|ok(?:ay)?|so|well|also|and|but|אה|או|אוקיי|טוב|אז|וגם|אבל)[,.]?\s+)+/i, '').replace(/^ו(?=(?:עכשיו|היום|אתמול|אז|גם|בסוף|פתאום)(?![\u05D0-\u05EA]))/, '');
  if (said.trim() === '') return null;
  // The matter is the earlier question's when this follows one; a first message's own words are said already.
  const matter = u.followUp ? followAbout(u, language) : null;
  return { said, matter, reader: u.readerGender };
}

// What to do when the other person resists, for the goal each topic's advice works toward.
const PUSHBACK: Record<string, { en: string; he: string }> = {
  time: { en: 'The time together can start very small — twenty minutes a week that are only yours — and grow once it feels safe.', he: 'הזמן יחד יכול להתחיל קטן מאוד — עשרים דקות בשבוע שהן רק שלכם — ולגדול כשזה מרגיש בטוח.' },
  listening: { en: 'Ask for one conversation, not a new habit: ten minutes tonight where you talk and they only listen.', he: 'כדאי לבקש שיחה אחת ולא הרגל חדש: עשר דקות הערב שבהן מדברים ורק מקשיבים.' },
  married_children: { en: 'A "no" from a married child is usually about keeping their own home steady, not about loving you less; accept it warmly, and keep one small, regular offer open.', he: '"לא" מילד נשוי נוגע בדרך כלל לשמירה על הבית שלו, ולא לכמה הוא אוהב; כדאי לקבל אותו בחום, ולהשאיר הצעה אחת קטנה וקבועה פתוחה.' },
  in_laws: { en: 'Your spouse can be loyal to a parent and still stand with you; ask for one specific thing, not for a side to be taken.', he: 'אפשר להיות נאמן להורה ועדיין לעמוד לצד בן או בת הזוג; כדאי לבקש דבר אחד מוגדר, לא לבחור צד.' },
  parents: { en: 'Write down who does what for your parent this month and share it; a plain list is harder to refuse than a plea.', he: 'כדאי לכתוב מי עושה מה בשביל ההורה החודש ולשתף; רשימה פשוטה קשה יותר לסרב לה מאשר לתחינה.' },
  teenager: { en: 'A teenager who shrugs you off today is still listening; keep the door open without chasing: a short, warm word now and then, and time together that asks nothing of them.', he: 'מתבגר שמתנער היום עדיין מקשיב; כדאי להשאיר את הדלת פתוחה בלי לרדוף — מילה קצרה וחמה מדי פעם, וזמן יחד שלא דורש ממנו כלום.' },
  parenting: { en: 'Agree on the one rule you both can back in front of the children, and leave the rest for a calmer week.', he: 'כדאי להסכים על כלל אחד ששני ההורים יכולים לעמוד מאחוריו מול הילדים, ואת השאר להשאיר לשבוע רגוע יותר.' },
  money: { en: 'Shared money decisions can start with one joint goal; that makes it "ours" before anyone argues whose.', he: 'החלטות על כסף משותף יכולות להתחיל במטרה משותפת אחת; כך זה הופך ל"שלנו" לפני שמתווכחים של מי.' },
  chores: { en: 'Put the week’s tasks on paper side by side; when the list is visible, the hours argument usually softens.', he: 'כדאי לכתוב את מטלות השבוע זו לצד זו; כשהרשימה גלויה, הוויכוח על השעות בדרך כלל מתרכך.' },
  anger: { en: 'Keep the pause word even if only you use it at first; calm is contagious over time.', he: 'כדאי להמשיך עם מילת העצירה גם אם בהתחלה רק צד אחד משתמש בה; רוגע מדבק לאורך זמן.' },
  criticism: { en: 'You can decline the criticism without fighting it: "I hear you; I am going to do it my way this time."', he: 'אפשר לא לקבל את הביקורת בלי להילחם בה: "שמעתי; הפעם אעשה את זה בדרך שלי."' },
  siblings: { en: 'A sibling who refuses today may answer a short, warm message next month; keep the door open without chasing.', he: 'אח או אחות שמסרבים היום עשויים לענות להודעה קצרה וחמה בחודש הבא; כדאי להשאיר את הדלת פתוחה בלי לרדוף.' },
  apology: { en: 'Give it time and keep small, steady kindness going; repair often comes days after the words.', he: 'כדאי לתת לזה זמן ולהמשיך בחסד קטן ויציב; התיקון מגיע לעיתים ימים אחרי המילים.' },
  trust: { en: 'Trust grows from what is done more than what is said; agree on one checkable step and see how it goes.', he: 'אמון נבנה ממעשים יותר ממילים; כדאי להסכים על צעד אחד שאפשר לבדוק ולראות איך זה הולך.' },
  conflict: { en: 'If they will not talk about it now, agree on when you will; a fixed time is easier to accept than a demand in the middle of a fight.', he: 'אם הצד השני לא מוכן לדבר על זה עכשיו, כדאי להסכים מתי כן; זמן קבוע קל יותר לקבל מדרישה באמצע ריב.' },
  decisions: { en: 'When neither of you can agree, set a date to decide and gather one more piece of information each before it.', he: 'כשאין הסכמה, כדאי לקבוע תאריך להחלטה ושכל אחד יביא עד אז עוד פיסת מידע אחת.' },
  loneliness: { en: 'Keep reaching out in small ways; connection is often rebuilt by the one who keeps the door open.', he: 'כדאי להמשיך לפנות בדרכים קטנות; הקשר נבנה לעיתים קרובות בידי מי שמשאיר את הדלת פתוחה.' },
  stress: { en: 'If help is refused, cut something from your own list instead; your strength is part of the family’s.', he: 'אם העזרה לא מגיעה, כדאי להוריד משהו מהרשימה של עצמך; הכוח שלך הוא חלק מהכוח של המשפחה.' },
  grief: { en: 'People grieve at different speeds; say what you need once, clearly, and let them come to it in their time.', he: 'אנשים מתאבלים בקצב שונה; כדאי לומר פעם אחת, בבירור, מה נחוץ לך, ולתת לצד השני להגיע לזה בזמנו.' },
  religious_differences: { en: 'Respect for each other’s practice can come before agreement on it; start with what you will both protect at home.', he: 'כבוד לדרך של השני יכול לבוא לפני הסכמה עליה; כדאי להתחיל במה ששניכם תשמרו בבית.' },
  shabbat_home: { en: 'Plan one Shabbat your way and one the other’s way, and talk afterwards about what each felt.', he: 'כדאי לתכנן שבת אחת בדרך שלך ואחת בדרך של הצד השני, ולדבר אחר כך על מה כל אחד הרגיש.' },
  appreciation: { en: 'If praise is brushed off ("oh, it was nothing"), say it anyway and leave it there; being seen takes getting used to.', he: 'אם הפרגון נדחה בביטול ("נו, זה כלום"), כדאי לומר אותו בכל זאת ולהשאיר אותו שם; לוקח זמן להתרגל לכך שרואים אותך.' },
  gratitude: { en: 'Keep noticing out loud what they do well; appreciation given tends to come back.', he: 'כדאי להמשיך לומר בקול מה נעשה טוב; הערכה שנותנים נוטה לחזור.' },
  honesty: { en: 'If the truth is met with hurt, stay with it kindly rather than taking it back: "I said it because I care, and I want us to be able to say hard things to each other."', he: 'אם האמת נתקלת בפגיעה, כדאי להישאר איתה בעדינות ולא לחזור ממנה: "אמרתי את זה כי אכפת לי, ואני רוצה שנוכל לומר זה לזה גם דברים קשים."' },
  intimacy: { en: 'If closeness is turned down, neither press nor withdraw: keep small, safe touch and warmth going without expectation, and ask at a calm moment what would make closeness feel good and safe for you both.', he: 'אם הקרבה נדחית, כדאי לא ללחוץ וגם לא להתרחק: להמשיך במגע קטן ובטוח ובחום בלי ציפייה, ולשאול ברגע רגוע מה יעזור לקרבה להרגיש טובה ובטוחה לשניכם.' },
  newlywed: { en: 'In the first year, resistance is often about not yet knowing how the other works; keep the request small and warm, and treat it as learning each other, not as winning.', he: 'בשנה הראשונה, התנגדות נובעת לעיתים קרובות מכך שעוד לא מכירים איך השני עובד; כדאי להשאיר את הבקשה קטנה וחמה, ולראות בזה היכרות ולא ניצחון.' },
  speech: { en: 'If the talk about others goes on, you need not argue each time: change the subject kindly, or say once that you would rather not hear it — and keep your own words clean.', he: 'אם הדיבור על אחרים ממשיך, לא צריך להתווכח בכל פעם: אפשר להעביר נושא בעדינות, או לומר פעם אחת שמעדיפים לא לשמוע — ולשמור על הדיבור של עצמך נקי.' },
  partner_struggling: { en: 'If help is refused, stay close without pushing: say once that you are there and that help exists, keep daily life gentle, and look after your own support too.', he: 'אם העזרה נדחית, כדאי להישאר קרוב בלי ללחוץ: לומר פעם אחת שאפשר לפנות לעזרה ושאין צורך לעבור את זה לבד, לשמור על יום־יום רך, ולדאוג גם לתמיכה של עצמך.' },
  infertility: { en: 'You may grieve and cope differently, and neither way is wrong; agree together how much you talk about it, and when you both need a break from it.', he: 'ייתכן שכל אחד מכם מתאבל ומתמודד אחרת, ואף דרך אינה שגויה; כדאי להסכים יחד כמה מדברים על זה, ומתי שניכם צריכים הפסקה ממנו.' },
  general: { en: 'When the answer is no, ask what lies behind it before trying again; one small step you can both accept is worth more than the whole request refused.', he: 'כשהתשובה היא "לא", כדאי לשאול מה עומד מאחוריה לפני שמנסים שוב; צעד קטן אחד ששניכם מקבלים שווה יותר מבקשה שלמה שנדחתה.' },
  dating: { en: 'A shadchan hears this often; telling them honestly what you feel helps them help you.', he: 'שדכנים שומעים את זה הרבה; לספר בכנות מה מרגישים עוזר להם לעזור.' },
};

// A second line for the goals people most often meet resistance on, so a second follow-up in the
// same chat does not repeat the first.
const PUSHBACK_MORE: Record<string, { en: string; he: string }> = {
  time: { en: 'Ask for the time together as something you both get, not something taken from the other: "I want more of you", not "less of that".', he: 'כדאי לבקש את הזמן יחד כמשהו ששניכם מקבלים ולא כמשהו שנלקח: "אני רוצה יותר ממך", לא "פחות מזה".' },
  married_children: { en: 'If your child\u2019s spouse keeps their distance, keep yours warm and steady: a short greeting, a kind word about them to your child, and patience — closeness with a child-in-law is built over years.', he: 'אם בן או בת הזוג של הילד שומרים מרחק, כדאי להישאר חמים ויציבים: ברכה קצרה, מילה טובה עליהם באוזני הילד שלך, וסבלנות — קרבה עם כלה או חתן נבנית לאורך שנים.' },
  in_laws: { en: 'If your spouse will not speak to their family yet, agree on what the two of you do at the next visit, so you are not alone in it.', he: 'אם בן או בת הזוג עוד לא מוכנים לדבר עם המשפחה, כדאי להסכים ביניכם מה עושים בביקור הבא, כדי שלא תהיה לבד בזה.' },
  parents: { en: 'Name a specific day and task for each person; a general request for help is easy to miss, a Tuesday lift is not.', he: 'כדאי לתת לכל אחד יום ומשימה מוגדרים; בקשה כללית לעזרה קל לפספס, הסעה ביום שלישי — לא.' },
  money: { en: 'Separate "yours, mine, ours": a shared pot for the home and a small personal sum each, so no one has to justify every purchase.', he: 'כדאי להפריד בין "שלך, שלי, שלנו": קופה משותפת לבית וסכום אישי קטן לכל אחד, כדי שאף אחד לא יצטרך להצדיק כל קנייה.' },
  chores: { en: 'Trade tasks rather than hours: each takes the jobs they mind least, and the rest are shared by turns.', he: 'כדאי להחליף משימות ולא שעות: כל אחד לוקח את מה שפחות מפריע לו, ואת השאר עושים בתורות.' },
  teenager: { en: 'If a rule is refused, ask your teenager to propose the rule instead, and what happens if it is broken; rules they shaped are kept better.', he: 'אם כלל נדחה, כדאי לבקש מהמתבגר להציע את הכלל בעצמו, ומה קורה אם הוא לא נשמר; כללים שהוא עיצב נשמרים טוב יותר.' },
  parenting: { en: 'When one of you disagrees, try the other\u2019s way for two weeks and then look at it together.', he: 'כשאחד לא מסכים, אפשר לנסות את הדרך של השני שבועיים ואז לבחון יחד.' },
  listening: { en: 'If talking face to face is hard, a walk side by side often makes listening easier.', he: 'אם קשה לדבר פנים אל פנים, הליכה זה לצד זה מקלה לעיתים קרובות על ההקשבה.' },
  anger: { en: 'Helping someone calm down starts with your own calm: lower your voice, sit down, and let them finish before you answer.', he: 'להרגיע מישהו מתחיל ברוגע של עצמך: להנמיך את הקול, לשבת, ולתת לו לסיים לפני שעונים.' },
};

/**
 * A follow-up recalls, in the person's own words, what the earlier question said — its key
 * sentence, cut at a word near 140 characters — so the answer stands on the whole conversation.
 */
function recall(u: Understanding, language: GuideLanguage): string | null {
  if (!u.followUp || !u.followUp.previous.understood) return null;
  const cut = (sentence: string, max: number): string => {
    const bare = sentence.replace(/[.…]+$/, '');
    return bare.length > max ? `${bare.slice(0, max).replace(/\s+\S*$/, '')}…` : bare;
  };
  const [first, ...rest] = recallOf(u.followUp.previous.message);
  const words = [cut(first ?? '', 140), ...rest.map((s) => cut(s, 110))].filter((w) => w.length >= 12);
  if (words.length === 0) return null;
  // Two sentences of theirs are joined as they wrote them, with an ellipsis where words were left out.
  const joined = words.join(language === 'he' ? ' … ' : ' … ');
  return language === 'he' ? `קודם כתבת: "${joined}".` : `Earlier you wrote: “${joined}”`;
}

/** The topics a follow-up brings that the earlier question did not (its own matter). */
function newTopics(u: Understanding): Understanding['topics'] {
  if (!u.followUp) return [];
  return u.topics.filter((t) => t.id !== 'general' && !u.followUp!.previous.topics.some((p) => p.id === t.id)).slice(0, 2);
}

/**
 * Whether the message's own words show its main topic: a topic reached only through a named thing
 * (a missed invitation is filed under siblings) does not get that topic's feeling said for it —
 * "siblings have a long history" to someone whose friend left her husband off the guest list.
 */
function topicInWords(topic: Understanding['topics'][number], u: Understanding): boolean {
  if (topic.id === 'general') return true;
  const words = `${u.followUp?.previous.message ?? ''}\n${u.message}`;
  return topic.match.test(words) || u.things.some((t) => t.topic === topic.id && t.id !== 'invitation' && t.match.test(words));
}

// A parent named for a holiday plan or a visit is not a parent being cared for: the caregiving
// lines of the parents topic ("inside the caregiving", "share the load with siblings") are said
// only when the conversation speaks of care.
const CARE = /\b(?:care\w*|caring|caregiv\w*|elderly|aging|ageing|dementia|stroke|nursing home|assisted living|hospital\w*|admitted|diagnos\w*|appointments?|illness|ill|sick|frail|falls?|medication)\b|(?:טיפול|טיפולים|מטפל|מטפלת|מבוגר|מבוגרים|מבוגרת|דמנציה|אירוע מוחי|בית אבות|בית חולים|חולה|מחלה|תרופות|סיעוד|נפל|נפלה|אושפז|אושפזה|מאושפז|מאושפזת|אבחנה|אובחן|אובחנה)/i;
const CARE_LINE = /caregiv|caring for a parent|carrying it all|share the load|be there for abba|טיפול|לדאוג להורה|העומס|עושה הכול|להיות שם בשבילם/i;

// The line for the one told they do not listen, and the 'not feeling heard' lines said from the side of the one unheard.
const LISTENER_SIDE_LINE = /Being told you don't listen|לשמוע שלא מקשיבים/;
const UNHEARD_SIDE_LINE = /unheard by the person|who interrupt or drift off|just listen, and then|Lead with the feeling|makes listening hard for them|talking to myself|Can you tell me back|לא שומע — זו בדידות|מי שקוטע או מתנתק|רק מקשיבים לי|עשר דקות שבהן|לפתוח ברגש ובדוגמה|פתחו ברגש|לספר לך משהו, וחשוב לי|מדבר\/ת לעצמי/;

// A teenager who has pulled away: silence, a closed door, a shrug, a phone in place of talk.
const TEEN_PULLED_AWAY = /\b(?:(?:barely|hardly|won'?t|doesn'?t|does not|never|stopped) (?:talk|talks|talking|speak|speaks|speaking|tell|tells|say|says) (?:to|with)? ?(?:me|us)|shuts? (?:himself|herself|me|us|the door)|(?:in|to) (?:his|her) room|ignor\w*|grunts?|shrugs?|one-word answers?|pull(?:ed|ing|s)? away|distant|withdrawn|closed off|shut down)\b|(?<![\u05D0-\u05EA])(?:לא (?:מדבר|מדברת|מספר|מספרת|עונה) (?:איתי|איתנו|לי|לנו)|מסתגר|מסתגרת|סגור בחדר|סגורה בחדר|בחדר שלו|בחדר שלה|מתעלם|מתעלמת|מתרחק|מתרחקת|מתנער|מתנערת|טורק|טורקת|טרק|טרקה)(?![\u05D0-\u05EA])/i;

// A line of 'parenting together' about the two parents' disagreement: said only when they disagree.
const AT_ODDS_LINE = /disagree|argue|your position|both will|only one of you|how each of you was raised|מחלוקות|להתווכח|ששני ההורים|שההורים יסכימו|הבדל בדרך שבה כל אחד גדל/i;

// Telling the children of a separation: asked about, and the lines that give the words for it.
const TELLING_CHILDREN =
  /\b(?:tell|telling|told|explain\w*|say to|break it to) (?:it to )?(?:the |our |my |both )?(?:(?:two|three|four|\d) )?(?:kids|children|sons?|daughters?|boys|girls)\b|\bwhat (?:do|should|will|can) (?:we|i) (?:actually |really |even )?(?:say|tell)\b|(?:לספר|להגיד|להסביר|לבשר)\s+(?:ל)?(?:ילדים|לילדים|לבן|לבת)|מה (?:להגיד|לומר|אומרים) (?:ל)?(?:ילדים|לילדים)/i;
const TELLING_CHILDREN_LINE = /Mom and Dad have decided|Tell the children together|אמא ואבא החליטו|לספר לילדים יחד/;
// (…and, while they are told, not the words for deciding whether to part.)
const DECIDING_LINE = /decide this carefully|Before deciding|Give the decision a shape|נחליט את זה בזהירות|לפני שמחליטים|לתת להחלטה מסגרת/;

function fitting(topic: Understanding['topics'][number], lines: readonly string[], u: Understanding): string[] {
  const conversation = `${u.followUp?.previous.message ?? ''}\n${u.message}`;
  // Answers rounds S28–S29: a divorced father telling his daughter of his wedding, a mother whose
  // teenager will not talk to her, heard "Disagreeing about the children is painful…" and "I don't
  // want to argue about this in front of the kids".
  if (topic.id === 'parenting') return PARENTS_AT_ODDS.test(conversation) ? [...lines] : lines.filter((line) => !AT_ODDS_LINE.test(line));
  // The one told they do not listen hears how to listen, not how to ask to be heard (answers round S30).
  if (topic.id === 'listening') return u.things.some((t) => t.id === 'told_i_dont_listen') ? lines.filter((line) => !UNHEARD_SIDE_LINE.test(line)) : lines.filter((line) => !LISTENER_SIDE_LINE.test(line));
  // "Being shut out by a teenager…" only where the teenager has pulled away, not for a party's plan.
  if (topic.id === 'teenager' && !TEEN_PULLED_AWAY.test(conversation)) return lines.filter((line) => !/shut out|להרגיש בחוץ/.test(line));
  // Words for telling the children of a separation only where the children are being told (answers round S35).
  if (topic.id === 'separation') return lines.filter((line) => !(TELLING_CHILDREN.test(conversation) ? DECIDING_LINE : TELLING_CHILDREN_LINE).test(line));
  if (topic.id !== 'parents' || CARE.test(conversation)) return [...lines];
  return lines.filter((line) => !CARE_LINE.test(line));
}

/**
 * The named things whose advice this answer shows (at most two, none said in an earlier answer), with
 * that advice as shown. When one of them carries words of its own for this very matter ("I'm
 * pregnant", "I'd love to hear it in words too"), the topic's general script is left out: a second,
 * general one beside them ("one small thing is hard for me…") would speak past the person.
 */
function shownAdvice(u: Understanding, said: Said, language: GuideLanguage, render: (line: string) => string = (line) => line): { lines: string[]; ownWords: boolean } {
  const shown = u.things.map((thing) => ({ thing, line: render(adviceOf(thing, u, language)) })).filter(({ line }) => !said.has(line)).slice(0, 2);
  return { lines: shown.map(({ line }) => line), ownWords: shown.some(({ thing }) => thing.ownWords) };
}

/** A named thing's advice, from the asker's side: the couple's, or their parent's (u.elder). */
function adviceOf(thing: Thing, u: Understanding, language: GuideLanguage): string {
  const side = u.elder ? thing.elder : undefined;
  return language === 'he' ? (side?.he ?? thing.adviceHe) : (side?.en ?? thing.adviceEn);
}

/**
 * What a profile's children at home bear on in this question, read from the message itself: its
 * money, the house's work, time and energy, or the children. Null when it bears on none of them
 * (an anniversary letter, a remark by a mother-in-law, "what if she says no?"), when the asker
 * speaks as the parent of a married couple or of grown children, or when the children have left home.
 */
type StageReason = 'money' | 'home' | 'time' | 'children';
const STAGE_REASONS: ReadonlyArray<[StageReason, RegExp]> = [
  ['money', /\b(?:money|budget\w*|afford\w*|expensive|costs?|salary|salaries|income|bills|debts?|mortgage|rent|savings?|overdraft|spend(?:s|ing)?|spent)\b|(?<![\u05D0-\u05EA])(?:[הבלו]|של)?(?:כסף|תקציב|משכורת|משכורות|חובות|חוב|הוצאות|משכנתא|שכר דירה|חיסכון|לחסוך|יוקר המחיה)(?![\u05D0-\u05EA])/i],
  ['home', /\b(?:chores?|laundry|dishes|dishwasher|housework|house ?work|cleaning|tidy\w*|groceries|grocery|errands|mental load|household|(?:the|all the|do the|does the|doing the) cooking|cooks? (?:dinner|supper))\b|(?<![\u05D0-\u05EA])(?:[הבלו]|של)?(?:כביסה|כביסות|כלים|ניקיון|ניקיונות|מטלות|סידורים|קניות|עבודות הבית|עבודת הבית|מדיח|לבשל|בישול|לנקות|לסדר את הבית)(?![\u05D0-\u05EA])/i],
  ['time', /\b(?:no|free|alone|quality|family|couple|enough|spare|spend(?:ing)?|find(?:ing)?|make|making)\s+time\b|\btime (?:together|alone|for (?:us|each other|ourselves|myself|me|him|her)|with (?:me|us|him|her|each other|the kids|the children))\b|\b(?:evenings?|tired|exhausted|drained|worn out|burn(?:ed|t) out|no energy|overwhelmed|busy|schedules?|hours|weekends?|date nights?|bedtime|sleep(?:ing|less)?|mornings?|rush\w*|overtime|shifts?|late (?:every|each|at night|home))\b|(?<![\u05D0-\u05EA])(?:אין (?:לי|לנו|לו|לה) זמן|זמן (?:יחד|לבד|איכות|פנוי|זוגי|משפחתי|לעצמי|לעצמנו|לנו|בשבילי|בשבילנו|איתי|איתו|איתה)|(?:[הבלו]|של)?(?:ערב|ערבים|בערבים|עייף|עייפה|עייפים|מותש|מותשת|גמור|גמורה|עסוק|עסוקה|עסוקים|לו"ז|שעות|סופ"ש|סוף השבוע|שינה|לישון|בוקר|הבוקר|בבקרים|משמרות|מאוחר|כוח|כוחות|אנרגיה|עומס))(?![\u05D0-\u05EA])/i],
  ['children', /\b(?:bedtimes?|homework|daycare|nursery|school runs?|(?:school )?pick-?ups?|drop-?offs?|screen time|babysit\w*|toddlers?|newborn|nap\w*|put(?:ting)? (?:the )?(?:kids|children|baby) to bed)\b|(?<![\u05D0-\u05EA])(?:[הבלו]|של)?(?:השכבה|להשכיב|שיעורי בית|מעון|פעוט|פעוטה|תינוק|תינוקת|בייביסיטר|שמרטף|שמרטפית|איסוף מהגן|מסכים)(?![\u05D0-\u05EA])/i],
];
// Children who are not at home: grandchildren, or a son or daughter grown (18 and over).
const GROWN_CHILDREN = /\b(?:grand(?:kids?|children|child|sons?|daughters?)|(?:grown|grown-up|adult|married) (?:kids|children|sons?|daughters?)|(?:kids|children) (?:are |mostly |all )*(?:grown|married|out of the house)|(?:moved|left) (?:out|home)|(?:son|daughter|kids?|children)\b[^.?!]{0,30}\b(?:1[89]|[2-9]\d)\b|(?:1[89]|[2-9]\d)[- ]?(?:year[- ]olds?|yo)\b)|(?<![\u05D0-\u05EA])(?:נכד|נכדה|נכדים|נכדות|הנכדים)(?![\u05D0-\u05EA])|(?<!אני )(?:בן|בת|בני|בנות) (?:1[89]|[2-9]\d)(?!\d)/i;

const OWN_COUNT = /\b(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:little |young |small )?(?:kids|children|boys|girls|sons|daughters|little ones)\b|(?<![\u05D0-\u05EA])(?:\d{1,2}|שני|שתי|שלושה|שלוש|ארבעה|ארבע|חמישה|חמש|שישה|שש|שבעה|שבע|שמונה|תשעה|עשרה) (?:ילדים|ילדות|בנים|בנות|קטנים)(?![\u05D0-\u05EA])/i;

function lifeStageReason(u: Understanding, profile: GuideProfile | null): StageReason | null {
  // A parent of a married couple, or one whose children have left home, has no children at home
  // to fit the step around (the profile's count is of children, not of children at home).
  if ((profile?.num_children ?? 0) <= 0 || u.elder || profile?.life_stage === 'empty_nest' || GROWN_CHILDREN.test(u.message)) return null;
  // A message that says how many children there are already says it (and may count differently).
  if (OWN_COUNT.test(u.message)) return null;
  return STAGE_REASONS.find(([, words]) => words.test(u.message))?.[0] ?? null;
}

// The line in any of its wordings, so a chat hears it once.
// (Said keeps sentences without their leading digits: "2 children at home…" is "children at home…".)
const STAGE_SAID = /^(?:with )?(?:\d+ )?(?:a child|children) at home\b|^(?:עם )?(?:\d+ )?(?:ילד אחד|ילדים) בבית/i;

/**
 * The profile's children at home, said where they bear on what was asked — in words that fit why
 * (the money, the house, the time, the children themselves), and once in a chat.
 */
function lifeStageLine(u: Understanding, profile: GuideProfile | null, language: GuideLanguage, about: string, said: Said, seed: number): string | null {
  const reason = lifeStageReason(u, profile);
  if (!reason || said.matches(STAGE_SAID)) return null;
  const n = profile!.num_children!;
  if (language === 'he') {
    const kids = n === 1 ? 'ילד אחד' : `${n} ילדים`;
    const lines: Record<StageReason, string[]> = {
      money: [`עם ${kids} בבית כל החלטה על כסף נוגעת בכולם; כדאי להסכים על סכום חודשי קטן שכל אחד מוציא בלי לשאול, ועל השאר לדבר יחד.`, `${kids} בבית מותחים כל תקציב, ולכן שיחת כסף קצרה וקבועה — באותו יום בכל חודש — עובדת טוב יותר משיחה גדולה כשמשהו כבר השתבש.`],
      home: [`עם ${kids} בבית, עבודת הבית גדלה מהר יותר ממה שמישהו רואה; כדאי לכתוב אותה פעם אחת, יחד, לפני שמחלקים אותה.`, `${kids} בבית הופכים את הבית לעבודה שנייה; חלוקה לפי תחומים שלמים (בקרים, כביסה, קניות) חוסכת משא ומתן יומי.`],
      time: [`עם ${kids} בבית, כדאי שהצעד הראשון סביב ${about} יהיה קטן מספיק כדי לקרות גם בערב עייף.`, `${kids} בבית משאירים מעט זמן פנוי ומעט כוח, ולכן כדאי לקבוע לעניין ${about} זמן קצר וקבוע שמתאים גם לערב עייף, ולא לחכות לערב פנוי.`],
      children: [`עם ${kids} בבית, כדאי לבחור שינוי שאפשר לעמוד בו גם בשבוע רגיל של גן ובית ספר, לא רק ביום טוב, ולהסכים עליו קודם ביניכם, לא מול הילדים.`, `${kids} בבית יבחנו כל שגרה חדשה בשבוע הראשון שלה; כדאי שתהיה קטנה מספיק כדי להחזיק גם בערבים הקשים, ולהחזיק בה יחד.`],
    };
    // (One child takes the first wording: the second makes the children its plural subject.)
    return lines[reason][n === 1 ? 0 : seed % 2]!;
  }
  const kids = n === 1 ? 'a child' : `${n} children`;
  const lines: Record<StageReason, string[]> = {
    money: [`With ${kids} at home, every money decision touches everyone; agree on a small monthly sum each of you spends without asking, and talk through the rest together.`, `${capitalise(kids)} at home stretch any budget, so a short, regular money talk — the same day each month — works better than a big one when something has already gone wrong.`],
    home: [`With ${kids} at home, the house's work grows faster than anyone notices; write it down once, together, before dividing it.`, `${capitalise(kids)} at home make the house a second job; dividing it by whole areas (mornings, laundry, shopping) spares a negotiation every day.`],
    time: [`With ${kids} at home, make the first step around ${about} small enough to happen on a tired evening.`, `${capitalise(kids)} at home leave little spare time and less energy, so set a short, fixed slot for ${about} that still works when you are tired, rather than waiting for a free evening.`],
    children: [`With ${kids} at home, choose a change you can keep through an ordinary school week, not only on a good day, and agree on it out of their hearing first.`, `${capitalise(kids)} at home will test any new routine in its first week; keep it small enough to hold on the hard evenings, and hold it together.`],
  };
  return lines[reason][n === 1 ? 0 : seed % 2]!;
}

/**
 * A question that asks for a judgement gets one first ("is it normal…?" — it is common): the
 * person asked something plain, and the steps after it mean more once it is answered.
 */
function judgement(u: Understanding, language: GuideLanguage, about: string, who: string): string | null {
  if (!u.wonders) return null;
  if (language === 'he') {
    const line: Record<NonNullable<Understanding['wonders']>, string> = {
      normal: `זה טבעי, ונפוץ יותר ממה שנדמה: הרבה אנשים במקום הזה מרגישים בדיוק כך סביב ${about}, וזה לא אומר שמשהו שבור; לספר את זה לחבר או למישהו קרוב עוזר לשאת את זה.`,
      right: `ייתכן ש[הוא צודק|היא צודקת|הצד השני צודק] בחלק מהדברים, וגם לך יש נקודה: שני הדברים יכולים להיות נכונים יחד, והשאלה המועילה היא מה כל אחד צריך.`,
      fair: `השאלה אם זה הוגן היא פחות פסק דין ויותר הסדר: כדאי שכל אחד יאמר מה הוא נושא בעניין ${about}, ולחפש חלוקה ששניכם יכולים לחיות איתה.`,
      okay: `זה בסדר לבקש את מה שנחוץ לך בעניין ${about}, וזה לא אנוכי; מה שחשוב הוא לבקש בבהירות ובעדינות, עם מקום גם לצרכים של הצד השני.`,
      feeling: 'אין שום דבר פסול בלהרגיש את זה, וזה מובן: רגש הוא לא אשמה, והרבה אנשים במקומך מרגישים בדיוק כך. מה שחשוב הוא מה עושים איתו, ולשתף בו בכנות מישהו קרוב — לא פעם את בן או בת הזוג — בדרך כלל מקל על שניכם.',
    };
    // Whom the question judges, where it says so ("היא צודקת?" of a grandmother after a question about a
    // son — answers round S45), else the one the answer is about.
    const judged = /(?<![\u05D0-\u05EA])(?:ו|ש)?היא (?:באמת |בכלל )?צודקת(?![\u05D0-\u05EA])/.test(u.message) ? 'f' : /(?<![\u05D0-\u05EA])(?:ו|ש)?הוא (?:באמת |בכלל )?צודק(?![\u05D0-\u05EA])/.test(u.message) ? 'm' : u.otherGender;
    return inflect(line[u.wonders], u.readerGender, u.wonders === 'right' ? judged : u.otherGender);
  }
  const line: Record<NonNullable<Understanding['wonders']>, string> = {
    normal: `It is more common than it feels: many people in your place feel exactly this around ${about}, and it does not mean something is broken; saying it to a friend or someone you trust helps carry it.`,
    right: `${capitalise(who)} may be partly right, and so may you: both can be true at once, and the more useful question is what each of you needs.`,
    fair: `Whether it is fair is less a verdict than an arrangement: say what each of you carries around ${about}, and look for a share you can both live with.`,
    okay: `Asking for what you need around ${about} is not wrong or selfish; what matters is asking clearly and kindly, with room for the other side's needs too.`,
    feeling: 'It is not wrong or petty to feel this, and it is understandable: a feeling is not a fault, and many people in your place feel the same. What matters is what you do with it, and sharing it honestly with someone close — often your spouse — usually makes it lighter for both of you.',
  };
  return line[u.wonders];
}

/**
 * Moves of a conversation that ask something of their own, whatever the matter: how long it takes,
 * who should say it, what to tell the children, what a short reply means, whether to tell others.
 * Each gets one plain sentence, said before the steps (and never twice in a chat).
 */
const MOVES: Array<{
  match: RegExp;
  en: string;
  he: string;
  context?: RegExp;
  /** Not when the message matches this (the move would answer the wrong person). */
  unless?: RegExp;
  /** Only for the parent of one of a married couple (understand.ts: elder). */
  elder?: true;
  /** Other words for the same move, for its second time in a chat. */ more?: Array<{ en: string; he: string }>;
  /** Only in a follow-up: it pushes on what the earlier answer suggested. */
  followOnly?: true;
}> = [
  // Follow-ups that push on the advice, whatever the matter: still no agreement, a promise that
  // slips, "it's not enough", "is that enough?", an answer that may be a yes, how to start, wanting
  // to go back. Each is answered for its kind before anything else.
  {
    followOnly: true,
    match: /\b(?:(?:can'?t|cannot|couldn'?t|don'?t|do not|won'?t|will not|still (?:can'?t|don'?t|do not)) (?:\w+ )?(?:agree|decide|reach an agreement)|still disagree|(?:never|not|no) (?:reach(?:ing)? )?(?:an )?agreement|(?:are|were|'re) (?:basically |completely |totally |pretty much |just )?(?:opposite|opposites|the opposite)|(?:completely|totally) different (?:lists|answers|ideas|views))\b|(?<![\u05D0-\u05EA])(?:לא (?:נצליח|מצליחים|נגיע|מגיעים|נוכל|יכולים) (?:להסכים|להחליט|להכריע|להסכמה)|לא נסכים|(?:עדיין )?לא מסכימים|אין (?:לנו )?הסכמה)(?![\u05D0-\u05EA])/i,
    en: 'If you still cannot agree, you do not have to settle all of it now: look for a middle way for the meantime — a trial for a few weeks, a partial step, a compromise each of you can live with — and set a date to look at it together again.',
    he: 'אם עדיין לא מסכימים, לא חייבים להכריע הכול עכשיו: כדאי לחפש דרך ביניים לבינתיים — ניסיון לכמה שבועות, צעד חלקי, פשרה ששניכם יכולים לחיות איתה — ולקבוע מועד לבחון את זה שוב יחד.',
  },
  {
    followOnly: true,
    match: /\b(?:agrees?|agreed|promises?|promised|says? yes|said yes|says? (?:he|she)(?:'ll| will) (?:try|stop|change))\b[^.?!]{0,40}\b(?:then|after)\b[^.?!]{0,40}\b(?:again|back|stop(?:s|ped)?|quit|forgets?|forgot)\b|\b(?:goes|went|slips?|slides?|falls?|drifts?) back (?:to|into)\b|\bkeeps? (?:skipping|missing|forgetting|cancel\w*|putting (?:it )?off)\b|(?<![\u05D0-\u05EA])(?:(?:מסכים|מסכימה|מבטיח|מבטיחה|הסכים|הסכימה|הבטיח|הבטיחה)[^.?!]{0,30}(?:ואז|ואחרי|אחרי|ושוב)[^.?!]{0,30}(?:שוב|חוזר|חוזרת|חזר|חזרה|שוכח|שוכחת)|(?:חוזר|חוזרת|חוזרים) (?:לסורו|לסורה|להרגלים|לאותו דבר|למה שהיה))(?![\u05D0-\u05EA])/i,
    en: 'If the promise holds for a few days and then slips, expect it: a lapse is not a no, and old habits come back before new ones settle. Agree in advance on a gentle reminder or a signal between you, and check in together after a week or two to revisit what is working.',
    he: 'אם ההבטחה מחזיקה כמה ימים ואז נשחקת, זה צפוי: מעידה היא לא סירוב, והרגלים ישנים חוזרים לפני שחדשים מתייצבים. כדאי להסכים מראש על תזכורת עדינה או סימן ביניכם, ולבדוק יחד אחרי שבוע או שבועיים מה עובד.',
  },
  {
    followOnly: true,
    match: /\b(?:not|never|isn'?t|wasn'?t) (?:really |quite |yet )?enough(?: for (?:her|him|them|me|us))?(?=\s*(?:[.?!,;:"'”’]|$))|(?<![\u05D0-\u05EA])לא מספיק(?:ה)?(?:\s+(?:בשבילה|בשבילו|בשבילי|לה|לו|לי))?(?=\s*(?:[.?!,;:"'״]|$))/i,
    en: 'When what you did is "not enough", it is rarely about its size: ask what would help them feel you understand the hurt, listen to the whole answer, and let them see a change over time — the same care again and again, not one big gesture.',
    he: 'כשמה שעשית עדיין "לא מספיק", זה כמעט אף פעם לא עניין של כמות: כדאי לשאול בשקט מה יראה לצד השני שהבנת, לדבר על הציפיות של שניכם, ולתת לראות שינוי לאורך זמן — אותה תשומת לב שוב ושוב, לא מחווה גדולה אחת.',
  },
  {
    followOnly: true,
    match: /\b(?:is|would|will) (?:that|this|it)(?: really| even)? (?:be )?enough\b|\benough (?:to start|for (?:now|a start|a first step))\b|(?<![\u05D0-\u05EA])(?<!לא )(?:(?:זה|זאת) )?(?:מספיק|מספיקה)\s*\?|מספיק (?:בשביל|כדי) להתחיל/i,
    en: 'As a first step, it can be enough: what counts is less the size of the step than keeping it steady and consistent over time. Start there, and look at it together again in a few weeks to see what else is needed.',
    he: 'כצעד ראשון זה יכול להספיק: מה שקובע הוא פחות גודל הצעד ויותר היציבות שלו לאורך זמן. כדאי להתחיל ממנו, ולבחון יחד בעוד כמה שבועות מה עוד חסר.',
  },
  {
    followOnly: true,
    match: /\b(?:is (?:that|this|it) (?:a )?yes|does (?:that|this|it) mean (?:a )?yes|(?:take|count) (?:that|this|it) as a yes|(?:a )?yes or (?:a )?no\s*\?)|(?<![\u05D0-\u05EA])(?:זה (?:אומר )?כן\s*\?|זה אומר ש(?:הוא|היא) (?:מסכים|מסכימה)|זה נחשב כן|כן או לא\s*\?)/i,
    en: 'A "yes" said while turning away — "do what you want", "fine, whatever" — is rarely a real yes; more often it means not now, or "I don\'t feel heard". Do not act on it as agreement: come back to it later, calmly and without pressure, and ask what they really think.',
    he: '"כן" שנאמר תוך כדי התרחקות — "בסדר, שיהיה", "כמו שבא לך" — הוא כמעט אף פעם לא הסכמה אמיתית; לרוב זה אומר "לא עכשיו" או "לא מקשיבים לי". כדאי לא לפעול על פיו כהסכמה, אלא לחזור לזה מאוחר יותר, ברוגע ובלי לחץ, ולשאול מה הצד השני באמת חושב.',
  },
  {
    followOnly: true,
    match: /\bhow (?:do|can|should) (?:i|we) (?:even )?(?:start|begin|open)\b(?! (?:over|again|afresh))|\bwhere (?:do|should) (?:i|we) (?:even )?(?:start|begin)\b|\bhow to (?:start|begin|open) (?:the|that|this|a) (?:conversation|talk)\b|(?<![\u05D0-\u05EA])(?:איך (?:אני |אנחנו )?(?:מתחיל|מתחילה|מתחילים|להתחיל|פותח|פותחת|פותחים|לפתוח)|מאיפה (?:אני )?(?:מתחיל|מתחילה|מתחילים|להתחיל)|איך עושים את השיחה)(?![\u05D0-\u05EA])(?!\s*מחדש)/i,
    en: 'To start, pick a calm moment with time ahead of you, not the middle of a tense one; open with one thing you value in them, then say in one sentence what you feel and need — "I feel…", not "you always…" — and ask for one small step. A first conversation does not have to settle everything.',
    he: 'כדי להתחיל את השיחה, כדאי לבחור רגע רגוע שיש בו זמן, לא באמצע מתח; לפתוח בדבר אחד שמעריכים, ואז לומר במשפט אחד מה את{ה|} מרגיש{|ה|} ומה חסר לך — "אני מרגיש{|ה|}…", לא "את[ה|] תמיד…" — ולבקש צעד אחד קטן ביחד. שיחה ראשונה לא חייבת לסגור הכול.',
  },
  // When to say it ("at night or some other time?"): a calm, private moment with time ahead, not in
  // bed when tired or right after a quarrel (answers round J12).
  {
    match: /\b(?:when (?:should|do|would|can) (?:i|we) (?:bring|raise|talk|say|tell|ask|have|do)|when (?:is|would be) (?:a |the )?(?:good|best|right|better) (?:time|moment)|(?:a|the) (?:good|best|right|better) (?:time|moment) to (?:bring|raise|talk|say|tell|ask|have)|is (?:now|tonight|shabbos|shabbat|friday night) (?:a )?(?:good|bad|the right) (?:time|moment)|(?:bring|raise|say) (?:it|this|that) (?:up )?(?:\w+ ){0,2}(?:at night|in bed|tonight|before bed|before sleep|on (?:shabbos|shabbat|friday))|at night or (?:is it )?(?:better )?(?:some )?(?:other|another|a different) time|(?:better|best) (?:at )?(?:some )?(?:other|another|a different) time|(?:another|other|a different) (?:time|moment|day) (?:would )?(?:be )?better)\b|(?<![\u05D0-\u05EA])(?:מתי (?:כדאי|הכי טוב|עדיף|נכון) (?:לדבר|להעלות|להגיד|לומר|לספר|לפתוח|לבקש)|מתי (?:להעלות|לדבר על זה|להגיד|לספר)|(?:זמן|רגע) (?:טוב|מתאים|נכון) (?:לדבר|להעלות|להגיד|לספר)|(?:הזמן|הרגע) (?:הנכון|המתאים)|בלילה או (?:ב|ש)?(?:זמן|שעה|בוקר|יום)|עדיף בזמן אחר)(?![\u05D0-\u05EA])/i,
    en: 'A good moment is a calm and private one, when you are both rested and have time ahead — a walk, a quiet coffee in the daytime — not late at night when you are both tired, not in bed, and not right after a disagreement. You can also ask ahead: "Can we find a time this week to talk about something that matters to me?"',
    he: 'רגע טוב הוא רגע רגוע ופרטי, כששניכם נחים ויש זמן — הליכה, קפה שקט ביום — ולא מאוחר בלילה כששניכם עייפים, לא במיטה, ולא מיד אחרי ויכוח. אפשר גם לבקש מראש: "אפשר שנמצא זמן השבוע לדבר על משהו שחשוב לי?"',
  },
  // Putting a decision off ("revisit it in a year — is that kicking the can?"): a delay with a date
  // and what each needs to see by then is a decision; one without them is the argument moved.
  {
    match: /\b(?:revisit (?:it|this|that|the \w+)|kick(?:ing)? the can|put(?:ting)? (?:it|this|the decision) off|postpon\w*|(?:decide|decision) (?:later|next year|in a year)|(?:wait|waiting) (?:a|another|one) (?:year|few months))\b|(?<![\u05D0-\u05EA])(?:לדחות את (?:ההחלטה|זה)|נדחה את (?:ההחלטה|זה)|להחליט (?:בעוד|בשנה הבאה|אחר כך)|לחכות (?:עוד )?(?:שנה|כמה חודשים)|נחזור לזה (?:בעוד|בשנה))(?![\u05D0-\u05EA])/i,
    en: 'Waiting can be a real decision rather than kicking the can, if it has a date and a question: agree now on the date you will revisit it, and on what each of you would need to see by then — specific, honest criteria, written down — so the delay is a plan you both commit to and not the same argument later.',
    he: 'לחכות יכולה להיות החלטה של ממש ולא דחייה, אם יש לה מועד ושאלה: כדאי להסכים כבר עכשיו על התאריך שבו תחזרו לזה, ועל מה שכל אחד מכם צריך לראות עד אז — דברים ברורים וכנים, כתובים — כך שההמתנה היא תוכנית ששניכם מחויבים לה ולא אותו ויכוח בעוד שנה.',
  },
  // A child or teen who refuses the move, the wedding, the visit ("he says he is not moving no
  // matter what", "what if the eldest won't come to the wedding?"): heard first, never forced.
  {
    match: /\b(?:(?:he|she|my (?:son|daughter|eldest|oldest|teen\w*)|the (?:eldest|oldest|kids?|teen\w*))(?:'s| is| says| said)? (?:\w+ ){0,2}(?:won'?t|will not|refuses? to|isn'?t|is not|not) (?:come|coming|going|go|move|moving)(?: to (?:the|my|our) (?:wedding|simcha|bar mitzvah|event))?)\b(?=[^.?!]*(?:wedding|simcha|bar mitzvah|move|moving|no matter what|at all))|(?<![\u05D0-\u05EA])(?:(?:הוא|היא|הבן|הבת|הגדול|הגדולה|הילדים)[^.?!]{0,30}(?:לא (?:בא|באה|יבוא|תבוא|מגיע|מגיעה|יגיע|תגיע|באים|יבואו) (?:ל)?(?:חתונה|שמחה|אירוע|בר המצווה)|לא (?:עובר|עוברת|עוברים|יעבור|תעבור)(?: (?:בשום מצב|בחיים|איתנו))?|מסרב(?:ת)? (?:לבוא|לעבור)))(?![\u05D0-\u05EA])/i,
    en: 'If a child says no — to the wedding, to the move — do not force it or make it a test of loyalty: listen first to what is behind it (anger, loss, loyalty to the other parent, friends and a place they would lose), tell them you love them and want them with you, give them a say in the parts they can shape, and leave the door open with time to come round.',
    he: 'אם ילד אומר "לא" — לחתונה, למעבר — כדאי לא לכפות ולא להפוך את זה למבחן נאמנות: קודם להקשיב למה שמאחורי זה (כעס, אובדן, נאמנות להורה השני, חברים ומקום שהוא עלול לאבד), לומר לו שאוהבים אותו ורוצים אותו איתכם, לתת לו מילה בחלקים שהוא יכול להשפיע עליהם, ולהשאיר את הדלת פתוחה, עם זמן.',
  },
  // "So I should just never bring it up??": not never — the door left open, and the other leads.
  {
    match: /\b(?:should i|do i|so i|(?:so )?i should|i shouldn'?t) (?:just )?(?:never|not|stop|ever) (?:bring(?:ing)? it up|mention(?:ing)? it|ask(?:ing)?|rais(?:e|ing) it|talk(?:ing)? about it)|never (?:bring it up|mention it|ask) again\b|(?<![\u05D0-\u05EA])(?:אז )?(?:פשוט )?(?:לא|אף פעם לא|להפסיק) (?:להעלות|להזכיר|לשאול|לדבר על זה)(?: את זה)?(?: יותר| בכלל| אף פעם)?\s*\?/i,
    en: 'Not never — but let them lead. Say once, warmly, that the door is open and you would love to hear whenever they want to share, then stop raising it yourself for a while; a subject the other person brings up lands very differently from one that keeps being asked.',
    he: 'לא "אף פעם" — אבל כדאי לתת לצד השני להוביל. אפשר לומר פעם אחת, בחום, שהדלת פתוחה ושתשמח{|י|} לשמוע מתי שירצו לשתף, ואז להפסיק להעלות את זה לזמן מה; נושא שהצד השני פותח בעצמו נשמע אחרת לגמרי מנושא שחוזרים ושואלים עליו.',
  },
  // A parent coming to live with the couple, and the fear of losing a home of their own: what stays
  // the couple's is agreed before the move.
  {
    match: /\b(?:(?:our|a) (?:own )?(?:home|house|space|place) (?:of our own|anymore|to ourselves)|privacy|(?:time|space) (?:to|for) ourselves|lose (?:our|the) (?:home|house|privacy|space))\b|(?<![\u05D0-\u05EA])(?:בית משלנו|בית משלכם|פרטיות|לבד בבית|זמן (?:לבד|זוגי)|מרחב (?:משלנו|זוגי|פרטי))(?![\u05D0-\u05EA])/i,
    context: /\b(?:move (?:in )?with us|moving in|live with us|living with us|come to live)\b|(?<![\u05D0-\u05EA])(?:לגור (?:אצלנו|איתנו)|תעבור (?:לגור )?(?:אלינו|אצלנו)|יעבור (?:לגור )?(?:אלינו|אצלנו)|יעברו (?:לגור )?(?:אלינו|אצלנו))(?![\u05D0-\u05EA])/i,
    en: 'That fear is fair, and it is better said now than felt later: agree before the move on what stays yours as a couple — your bedroom and a corner of the home, an evening a week out or alone, how meals and guests will work — and set a date a few months in to look at it together again.',
    he: 'החשש הזה הוגן, ועדיף לומר אותו עכשיו מאשר להרגיש אותו אחר כך: כדאי להסכים לפני המעבר מה נשאר שלכם כזוג — חדר השינה ופינה בבית, ערב אחד בשבוע של זמן זוגי, איך יתנהלו ארוחות ואורחים — ולקבוע מועד אחרי כמה חודשים לבחון את זה יחד שוב.',
  },
  // Who covers the pickups once a parent goes back to work: a planning question, and a fair one.
  {
    match: /\bwho(?:'ll| will| is going to| would)? (?:pick up|collect|get|take) (?:the )?(?:kids|children|little ones|baby)\b|(?<![\u05D0-\u05EA])מי (?:י|ת)?(?:אסוף|יאסוף|תאסוף|ייקח|יקח|תיקח) את (?:ה)?(?:ילדים|ילדה|ילד|קטנים|קטן|קטנה)(?![\u05D0-\u05EA])/i,
    en: 'That is a planning question, and a fair one: sit down together with the week in front of you and write who covers each pickup — an after-school programme, a grandparent, a sitter, or a change in one of your hours — so the answer is a plan you make together, not a reason not to start.',
    he: 'זו שאלה של תכנון, והיא הוגנת: כדאי לשבת יחד מול השבוע ולכתוב מי מכסה כל איסוף — צהרון, סבא או סבתא, בייביסיטר, או שינוי בשעות של אחד מכם — כך שהתשובה היא תוכנית שאתם בונים ביחד, ולא סיבה לא להתחיל.',
  },
  // A sibling far away and an ageing parent: the one abroad can still carry a real part.
  {
    match: /\b(?:lives?|living|is) (?:abroad|overseas|far away|in another country|across the country|out of state)\b|(?<![\u05D0-\u05EA])(?:גר|גרה|גרים) (?:בחו"ל|בחו״ל|בחוץ לארץ|רחוק|באמריקה|בארצות הברית)(?![\u05D0-\u05EA])/i,
    // (Or a brother or sister who says they cannot help because of it: the parent was named earlier.)
    context: /\b(?:mother|father|mom|mum|dad|parents?|grand(?:ma|pa|mother|father))\b|(?<![\u05D0-\u05EA])(?:[ולבמש]|וה|של)?(?:אמא|אבא|ההורים|הורים|אמי|אבי|סבא|סבתא)(?![\u05D0-\u05EA])|\b(?:brothers?|sisters?|siblings?)\b[^.?!]{0,40}\b(?:can'?t|cannot|won'?t|help)\b|(?<![\u05D0-\u05EA])(?:אחי|אחותי|האח|האחות|אח שלי|אחות שלי)(?![\u05D0-\u05EA])[^.?!]{0,40}(?:לא (?:יכול|יכולה)|לעזור|יעזור|תעזור)/i,
    en: 'Someone far away can still carry a real share: a regular phone or video call with the parent, paying for or arranging help (a carer, cleaning, meals), handling appointments, bills and paperwork from afar, and coming for set visits so the one nearby gets a real break. Ask for one of these by name.',
    he: 'גם מי שגר רחוק יכול לשאת חלק של ממש: שיחת טלפון או וידאו קבועה עם ההורה, מימון או ארגון של עזרה (מטפלת, ניקיון, ארוחות), טיפול בתורים לרופא, בתשלומים ובסידורים מרחוק, וביקורים קבועים שבהם מי שקרוב מקבל הפסקה אמיתית. כדאי לבקש דבר אחד מאלה במפורש.',
  },
  // "Should I push her?" about someone withdrawn (in bed, low, not talking): presence rather than
  // pressure, and a doctor when it lasts.
  {
    match: /\bshould (?:i|we) (?:push|pressure|press|nudge|force|make) (?:her|him|them)\b|\b(?:push|pressure|press) (?:her|him|them)\b[^.?!]{0,30}\bor (?:give|let|leave|wait)\b|(?<![\u05D0-\u05EA])(?:ללחוץ (?:עליה|עליו|עליהם)|לדחוף (?:אותה|אותו|אותם)|ללחוץ או לתת)(?![\u05D0-\u05EA])/i,
    context: /\b(?:bed|depress\w*|withdrawn|won'?t (?:talk|get up|eat)|(?:doesn'?t|does not) want to talk|shut (?:down|herself|himself)|in (?:her|his) room)\b|(?:במיטה|דיכאון|מדוכא|מדוכאת|לא רוצה לדבר|מסתגר|מסתגרת|לא קם|לא קמה)/i,
    en: 'Pushing rarely gets someone out of bed; gentle presence does more: sit with them without demands, offer one small thing (a short walk, a meal together), and keep the invitation open without pressure. If it lasts more than two weeks, or sleep and eating suffer, help them see a doctor or a therapist — that is care, not pushing.',
    he: 'לחץ כמעט אף פעם לא מוציא מישהו מהמיטה; נוכחות עדינה עושה יותר: לשבת [לידו|לידה|לידו] בלי דרישות, להציע דבר קטן אחד — הליכה קצרה, ארוחה יחד — ולהמשיך להזמין בלי לחץ. אם זה נמשך יותר משבועיים, או שהשינה והאכילה נפגעות, כדאי לעזור [לו|לה|לו] להגיע לרופא או לאיש מקצוע — פסיכולוג או מטפל; זו דאגה, לא לחץ.',
  },
  // "He went back to work like nothing happened — does he even care?": carrying on is often coping.
  {
    match: /\blike nothing (?:happened|was wrong)\b|\bdoes (?:he|she) (?:even |really |actually )?care\b|\b(?:he|she) (?:doesn'?t|does not) (?:even |seem to )?care\b|(?<![\u05D0-\u05EA])(?:כאילו (?:כלום|שום דבר) לא קרה|(?:בכלל )?אכפת (?:לו|לה)(?: בכלל)?\s*\?|לא אכפת (?:לו|לה))(?![\u05D0-\u05EA])/i,
    en: 'Carrying on as if nothing happened is often how a person copes, not a sign that they do not care: many steady themselves by going back to routine, and grieve or take it in differently, in their own way, later or out of sight. Ask how they are carrying it, and tell them plainly what you need — to talk about it together, or simply to be held.',
    he: 'להמשיך כאילו כלום לא קרה היא לעיתים קרובות דרך להתמודד, ולא סימן שלא אכפת [לו|לה|לו]: הרבה אנשים מייצבים את עצמם בחזרה לשגרה, ומתאבלים או מעכלים בדרך שלהם, מאוחר יותר או בשקט. כדאי לשאול איך [הוא נושא|היא נושאת|הוא נושא] את זה, ולומר בפשטות מה נחוץ לך — לדבר על זה יחד, או פשוט חיבוק.',
  },
  // Someone suggests doing less of what hurts ("go less often since it upsets you"): caring, and
  // still the asker's choice.
  {
    match: /\b(?:says?|said|thinks?|tells? me|told me)\b[^.?!]{0,10}\b(?:i|we) should (?:\w+ ){0,2}(?:less(?: often)?|stop (?:going|visiting|calling|seeing)|not go|skip (?:it|the visits?))\b|\b(?:since|because|as) it (?:upsets|hurts|drains|exhausts) me\b|(?<![\u05D0-\u05EA])(?:(?:אומר|אומרת|אמר|אמרה|חושב|חושבת)[^.?!]{0,15}(?:ללכת|לבקר|להתקשר|לבוא|לנסוע) פחות|(?:כי|כיוון ש|מפני ש)זה (?:מעציב|מפרק|מתיש|מכאיב) (?:לי|אותי))(?![\u05D0-\u05EA])/i,
    en: 'Wanting to spare you the pain is a way of caring for you, and it is still your choice: thank them for it, and decide for yourself what you need — shorter visits, or going with someone, rather than fewer, if being there still matters to you. Both can be true at once: it hurts, and it is meaningful.',
    he: 'מי שרוצה לחסוך ממך את הכאב דואג לך, ועדיין זו הבחירה שלך: אפשר להודות על הדאגה, ולהחליט בעצמך מה נחוץ לך — ביקורים קצרים יותר, או ללכת עם מישהו, במקום פחות — אם להיות שם עדיין חשוב לך. שני הדברים נכונים יחד: זה כואב, וזה משמעותי.',
  },
  // Invited to join what the other loves ("she suggested I come to the class"): the wish behind it.
  {
    match: /\b(?:she|he|my (?:wife|husband)) (?:suggested|offered|asked|invited|wants|keeps asking|said (?:that )?i should|says (?:that )?i should|thinks (?:that )?i should)\b[^.?!]{0,20}\b(?:come|join|try it|go with)\b|(?<![\u05D0-\u05EA])(?:(?:הציעה|הציע|מציעה|מציע|רוצה|ביקשה|ביקש|אמרה|אמר|אומרת|אומר) ש(?:פשוט )?(?:אבוא|אצטרף|אנסה)|(?:הזמינה|הזמין) אותי (?:ל|להצטרף))/i,
    en: 'Being invited in is a good sign: they want you close to what they love. You do not have to be good at it — you can try it once, with humour and no pressure to shine, or come to watch — or offer something else the two of you would enjoy together, so the wish behind the invitation is met.',
    he: 'הזמנה להצטרף היא סימן טוב: [הוא רוצה|היא רוצה|הצד השני רוצה] אותך קרוב למה ש[הוא אוהב|היא אוהבת|הוא אוהב]. לא צריך להיות טובים בזה — אפשר לנסות פעם אחת, עם הומור ובלי לחץ להצליח, או לבוא לצפות — או להציע משהו אחר שתעשו ביחד, כך שהרצון שמאחורי ההזמנה יקבל מענה.',
  },
  // Alone in a new place (a move, aliyah, a new baby far from family): common, and a thread at a time.
  {
    match: /\b(?:(?:don'?t|do not|dont) know (?:a soul|anyone|anybody|a single person)|no (?:friends|one) (?:here|around)|(?:feel|feeling|am|i'?m|im) (?:so |very |totally |completely |really )?(?:alone|isolated|lonely))\b|(?<![\u05D0-\u05EA])(?:לא (?:מכיר|מכירה) (?:אף אחד|אף אחת|אף נפש|כאן אף)|(?:מרגיש|מרגישה) (?:כל כך |ממש |נורא )?(?:לבד|בודד|בודדה))(?![\u05D0-\u05EA])/i,
    context: /\b(?:moved|move|new city|relocat\w*|aliyah|new country|abroad|immigra\w*|baby|newborn|maternity|residency)\b|(?<![\u05D0-\u05EA])(?:עברנו|עברתי|עלינו|עליתי|עלייה|מעבר|עיר חדשה|ארץ חדשה|תינוק|תינוקת|לידה|חופשת לידה)(?![\u05D0-\u05EA])/i,
    en: 'Feeling this alone in a new place — far from family, often with a new baby — is hard and very common; it makes sense, and it is not a failure of yours. Connection comes back one small thread at a time: a parent-and-baby group, the local shul or community, one neighbour or one other new parent you arrange to see again. And tell your spouse plainly how heavy it is, so the two of you can plan for it rather than you carrying it alone.',
    he: 'להרגיש כל כך לבד במקום חדש — רחוק מהמשפחה, ולא פעם עם תינוק חדש — זה קשה ונפוץ מאוד; זה מובן, וזה לא כישלון שלך. הקשר חוזר חוט אחד קטן בכל פעם: קבוצת הורים ותינוקות, בית הכנסת או הקהילה הקרובה, שכנה אחת או הורה חדש אחד שקובעים להיפגש שוב. וכדאי לומר לבן או לבת הזוג בפשטות כמה זה כבד, כדי שתתכננו את זה יחד ולא תישא{|י|} את זה לבד.',
  },
  // Divorced parents (or two who do not speak) at the same event: planned, not hoped for.
  {
    match: /\b(?:divorced|ex-?(?:husband|wife)|(?:don'?t|do not|haven'?t|have not) (?:spoken|talked|speak|talk) (?:to each other )?(?:in|for)|new wife|new husband|stepmother|stepfather)\b|(?<![\u05D0-\u05EA])(?:גרושים|גרושה|גרוש|הגרוש שלי|הגרושה שלי|לא מדברים (?:כבר|ביניהם|אחד עם השני)|אשה חדשה|אישה חדשה|בעל חדש)(?![\u05D0-\u05EA])/i,
    context: /\b(?:wedding|bar mitzvah|bat mitzvah|bris|graduation|seder|holiday|yom tov|rosh hashan\w*|pesach|passover|party|event|celebration|meal|simcha)\b|(?<![\u05D0-\u05EA])(?:[בלה]|וה|של)?(?:חתונה|חתונת|בר מצווה|בר מצוה|בת מצווה|בת מצוה|ברית|סיום|חג|החג|ליל הסדר|ראש השנה|פסח|מסיבה|אירוע|ארוחה|ארוחת|שמחה)(?![\u05D0-\u05EA])/i,
    en: 'When divorced parents, or two people who do not speak, will be at the same event, plan it in advance rather than hoping: tell each of them ahead of time who will be there, seat them at a comfortable distance at separate tables, give each a role of their own, and ask one person to keep things calm on the day — so the day stays about what it is for, and about the one it celebrates.',
    he: 'כשהורים גרושים, או שניים שלא מדברים, יהיו באותו אירוע, כדאי לתכנן מראש ולא לקוות לטוב: להודיע לכל אחד מראש מי יהיה שם, להושיב אותם במרחק נוח בשולחנות נפרדים, לתת לכל אחד תפקיד משלו, ולבקש מאדם אחד לשמור על רוגע ביום עצמו — כך היום נשאר על מה שהוא באמת, ועל מי שחוגגים אותו.',
  },
  // "What if he asks that at least…": a request for "at least" is already a step toward a middle way.
  {
    followOnly: true,
    match: /\b(?:(?:asks?|wants?|says?|insists?|suggests?)\b[^.?!]{0,20}\bat least|at least (?:she|he|they|we|i) (?:don'?t|doesn'?t|won'?t|not|never|only))\b|(?<![\u05D0-\u05EA])(?:(?:יבקש|תבקש|מבקש|מבקשת|רוצה|אומר|אומרת|יגיד|תגיד)[^.?!]{0,10}ש?לפחות)(?![\u05D0-\u05EA])/i,
    en: 'A request for "at least" is already a step toward a middle way: take it seriously, and offer your own part of the compromise — meeting outside the home, or at set times — so that each of you keeps something that matters, and agree to look at it again in a while.',
    he: 'בקשה של "לפחות" היא כבר צעד לכיוון דרך ביניים: כדאי להתייחס אליה ברצינות, ולהציע את החלק שלך בפשרה — להיפגש בחוץ, או בזמנים קבועים — כך שכל אחד שומר על משהו שחשוב לו, ולהסכים לבחון את זה שוב בעוד זמן.',
  },
  // "What do I actually do at 7:30 when no one is dressed?": the same hard hour every day is decided beforehand.
  {
    match: /\b(?:in practice|actually do|in the moment|on the spot)\b|(?<![\u05D0-\u05EA])(?:בפועל|ברגע עצמו|באותו רגע)(?![\u05D0-\u05EA])/i,
    context: /\b(?:mornings?|bedtime|evenings?|dinner ?time|school run|at \d{1,2}(?::\d\d)?(?: ?[ap]m)?)\b|(?<![\u05D0-\u05EA])(?:בבוקר|כל בוקר|בערב|כל ערב|השכבה|בהשכבה|שעת שינה|בשש|בשבע|בשמונה|ארוחת ערב|לפני הגן|לפני בית הספר)(?![\u05D0-\u05EA])/i,
    en: 'In practice, a moment that goes wrong at the same hour every day is mostly decided beforehand: prepare it the evening before (clothes out, bags by the door), keep the same order every day — a simple picture chart everyone can follow — and when it starts to slip, take one breath and give one calm instruction rather than ten.',
    he: 'בפועל, רגע שמשתבש באותה שעה כל יום נקבע בעיקר מראש: להכין בערב שלפני (בגדים מוכנים, תיקים ליד הדלת), לשמור על אותו סדר כל יום — טבלה פשוטה עם ציורים שכולם יכולים לעקוב אחריה — וכשזה מתחיל להשתבש, לקחת נשימה אחת ולתת הוראה רגועה אחת במקום עשר.',
  },
  // "She cries and I don't know what to do, I freeze": nothing to fix; being there is the help.
  {
    match: /\b(?:cries|crying|cried|in tears|tears up)\b[^.?!]{0,50}\b(?:(?:don'?t|dont|do not) know what to (?:do|say)|freeze|froze|helpless|useless|clueless|panic)\b|\b(?:(?:don'?t|dont|do not) know what to (?:do|say)|freeze|froze)\b[^.?!]{0,40}\b(?:when|if) (?:she|he|they) (?:cries|cry|starts crying|is crying)\b|(?<![\u05D0-\u05EA])(?:בוכה|בוכים|בכתה|בכה)[^.?!]{0,40}(?:לא (?:יודע|יודעת) מה (?:לעשות|להגיד|לומר)|קופא|קופאת|קפאתי|חסר אונים|חסרת אונים)/i,
    en: 'When someone you love cries, there is nothing you have to fix: sit close, offer a hand or a hug if they want it, and ask softly, "Do you want to tell me, or just have me here?" Then listen without solving. Being present — staying, not freezing away — is the help, and it is learned like anything else.',
    he: 'כשאדם אהוב בוכה, אין שום דבר שצריך לתקן: לשבת קרוב, להציע יד או חיבוק אם [הוא רוצה|היא רוצה|הצד השני רוצה], ולשאול בשקט: "רוצה לספר לי, או רק שאהיה כאן?" ואז להקשיב בלי לפתור. להיות נוכח{|ת|} — להישאר, לא לקפוא ולהתרחק — זו העזרה, ואת זה לומדים כמו כל דבר אחר.',
  },
  // "He says we always do what I want": a sense that it always goes one way, answered by turns.
  {
    match: /\b(?:always|every time|each time) (?:do|go with|end up doing|does|goes with) (?:what(?:ever)?) (?:i|you|she|he|they) (?:want|wants)\b|\b(?:always|every time) (?:gets?|got) (?:her|his|my|your|their) (?:own )?way\b|(?<![\u05D0-\u05EA])(?:(?:ש|ו|כי )?(?:תמיד|כל פעם) (?:עושים|הולכים לפי|זה לפי|זה) (?:מה ש|לפי מה ש)?(?:את|אתה|היא|הוא|אני|אנחנו) (?:רוצה|רוצים)|תמיד (?:הוא|היא|אני|את|אתה) (?:מקבל|מקבלת) את (?:שלו|שלה|שלי|שלך|מה ש))/i,
    en: 'If one of you feels it always goes the other\'s way, take the feeling seriously before the facts: look back together at the last few decisions, agree that this one — or the next — goes the other way, or take turns from year to year, so each of you can see that your wishes count.',
    he: 'אם אחד מכם מרגיש שזה תמיד הולך לפי השני, כדאי להתייחס לתחושה ברצינות לפני העובדות: להסתכל יחד על ההחלטות האחרונות, להסכים שהפעם — או בפעם הבאה — זה ילך לכיוון השני, או להתחלף משנה לשנה, כך שכל אחד יראה שמה שהוא רוצה נחשב.',
  },
  // A middle way proposed in the chat ("what if we compromise on a cat?", "מה אם נתפשר על…").
  {
    followOnly: true,
    match: /\b(?:compromise on|meet (?:in the|halfway|somewhere in the) ?(?:middle)?|(?:what|how) about (?:if )?we (?:only|just|try|tried)|what if we (?:only|just|tried|try|did|went|split|alternate\w*))\b|(?<![\u05D0-\u05EA])(?:(?:מה אם|ואם|אולי) (?:נתפשר|נסכים|ננסה|נעשה רק|נלך רק|נחלק)|פשרה של|להתפשר על|נתפשר על)(?![\u05D0-\u05EA])/i,
    en: 'A middle way you offer is already a step toward each other: put it to them as a question, not a done deal, say what it would give each of you, and try it for a set time before judging it — a compromise works when both of you chose it.',
    he: 'דרך ביניים שמציעים היא כבר צעד אחד לעבר השני: כדאי להציע אותה כשאלה ולא כעובדה, לומר מה היא נותנת לכל אחד מכם, ולנסות אותה לזמן קבוע לפני ששופטים — פשרה עובדת כששניכם בחרתם בה.',
  },
  // A follow-up that narrows to where it already works ("only on Shabbat is she more open").
  {
    followOnly: true,
    match: /\b(?:only|just|except) (?:on|at|in|when|during|if)\b[^.?!]{0,40}\b(?:open\w*|talk\w*|better|easier|calm\w*|relaxed|fine|nice|good|works?)\b|\b(?:more open|opens up|talks more|easier|calmer|better) (?:on|at|in|when|during)\b|(?<![\u05D0-\u05EA])(?:רק (?:ב|כש|כאשר|בזמן)[\u05D0-\u05EA]*[^.?!]{0,30}(?:פתוח|פתוחה|מדבר|מדברת|רגוע|רגועה|נעים|טוב|קל|עובד)|(?:קצת )?יותר (?:פתוח|פתוחה|רגוע|רגועה|קל|נעים) (?:ב|כש))/i,
    en: 'Start from where it already works: if it is easier at a certain time or place — on Shabbat, on a walk, in the car — make that a regular, protected time, and bring the harder conversations there rather than to the moments that go badly.',
    he: 'כדאי להתחיל ממה שכבר עובד: אם בזמן או במקום מסוים זה קל יותר — בשבת, בהליכה, באוטו — לעשות ממנו זמן קבוע ושמור, ולהביא לשם את השיחות הקשות יותר, ולא לרגעים שבהם זה לא הולך.',
  },
  // Always late: a different sense of time, met with a plan for the few times that matter.
  {
    match: /\b(?:always|constantly|chronically|forever|usually) (?:running )?late\b(?! (?:home|from work|at night|every night))|\blate (?:for|to) everything\b|(?<![\u05D0-\u05EA])(?:תמיד|כל הזמן|אף פעם לא בזמן|תמיד מגיע באיחור|תמיד מגיעה באיחור)(?: (?:מאחר|מאחרת|מאחרים))?(?=[^.?!]{0,3}(?:מאחר|מאחרת|מאחרים|באיחור|לא בזמן))/i,
    en: 'Being always late is rarely disrespect on purpose; more often it is a different sense of time. Agree on the few times that really matter to you — leaving for Shabbat, a doctor, the children\'s events — with a plan for those (a departure time fifteen minutes early, one reminder), and let the rest go.',
    he: 'איחורים קבועים הם כמעט אף פעם לא זלזול מכוון; לרוב זו תחושת זמן אחרת. כדאי להסכים על הפעמים המעטות שבאמת חשובות לך — יציאה לשבת, רופא, אירועים של הילדים — עם תוכנית בשבילן (שעת יציאה רבע שעה מוקדם, תזכורת אחת), ולוותר על השאר.',
  },
  // "You don't understand what I went through", "stop trying to fix me": an answer that asks to be
  // heard, not argued with.
  {
    followOnly: true,
    match: /\b(?:says?|said|tells? me|told me|keeps? saying)\b[^.?!]{0,15}\b(?:i|you) (?:don'?t|do not|never|can'?t|didn'?t) (?:really )?(?:understand|get it|listen|know what)\b|\bstop (?:trying to )?(?:fix|fixing|solve|solving)\b|(?<![\u05D0-\u05EA])(?:(?:אומר|אומרת|אמר|אמרה|טוען|טוענת)[^.?!]{0,8}ש?(?:אני|את|אתה) (?:לא|אף פעם לא) (?:מבין|מבינה|מקשיב|מקשיבה|יודע|יודעת) |(?:תפסיק|תפסיקי|די) (?:לנסות )?לתקן)/i,
    en: 'When you are told that you do not understand, or to stop fixing, the answer is not a better argument but listening: ask to hear what it was like, listen to the whole of it without correcting or solving, and say back what you heard. To be with them in it, without pressure, is the support.',
    he: 'כשהצד השני אומר שלא מבינים אותו, או שיפסיקו לתקן, התשובה היא לא טיעון טוב יותר אלא הקשבה: לבקש לשמוע איך זה היה, להקשיב עד הסוף בלי לתקן ובלי לפתור, ולומר בחזרה מה ששמעת. להיות שם, לצידו, בלי לחץ — זו התמיכה.',
  },
  // Afraid that saying what one needs will sound like not supporting what the other loves doing.
  {
    followOnly: true,
    match: /\b(?:feels?|thinks?|hears? it as|takes? it as)\b[^.?!]{0,10}\b(?:i'?m|i am|that i'?m) (?:not (?:supportive|behind (?:him|her))|against)\b|\b(?:sound|seem)(?:ing)? unsupportive\b|(?<![\u05D0-\u05EA])(?:(?:ירגיש|תרגיש|יחשוב|תחשוב|יבין|תבין)[^.?!]{0,6}ש(?:אני|את|אתה) (?:לא (?:תומכת|תומך)|נגד))/i,
    en: 'You can say both at once: that you are proud of them and support what they do, and that you miss them and need time together. Naming the support first, then one concrete wish, keeps it from sounding like "stop".',
    he: 'אפשר לומר את שני הדברים יחד: שאת{ה|} גאה ותומכ{|ת|} במה ש[הוא עושה|היא עושה|הצד השני עושה], ושחסר לך זמן ביחד. כשהתמיכה נאמרת קודם, ואחריה בקשה מוחשית אחת, זה לא נשמע כמו "תפסיק[|י|]".',
  },
  // Someone to talk to about one's own load: outside the home, and for a carer, others who carry the same.
  {
    followOnly: true,
    context: /\b(?:ill|illness|sick|diagnos\w*|ms|cancer|chemo\w*|surgery|dementia|alzheimer\w*|parkinson\w*|stroke|chronic|carer|caregiv\w*|disab\w*|treatment)\b|(?<![\u05D0-\u05EA])(?:חולה|מחלה|אבחנה|אובחן|אובחנה|ניתוח|כימותרפיה|סרטן|טיפולים|מטפל|מטפלת|נכות|פרקינסון|אלצהיימר|דמנציה|שבץ)(?![\u05D0-\u05EA])/i,
    match: /\bwho (?:can|could|should|do) i (?:even )?(?:talk|speak|turn) to\b|\b(?:someone|anyone) (?:i can|to) (?:talk|speak) to\b|(?<![\u05D0-\u05EA])(?:עם מי (?:אני )?(?:יכול|יכולה|אפשר) (?:בכלל )?(?:לדבר|לשתף)|למי (?:אפשר|אני יכול|אני יכולה) לפנות)(?![\u05D0-\u05EA])/i,
    en: 'Caring for someone you love through illness is heavy, and you need somewhere to put it that is not them: a friend you trust, a rabbi, a counsellor or therapist, or a caregivers\' support group — people caring for someone they love say the same things you are feeling, and saying them there is not disloyal.',
    he: 'לטפל באדם אהוב שחולה זה כבד, וצריך מקום לשים את זה שהוא לא האדם עצמו: חבר או חברה שסומכים עליהם, רב, יועץ או מטפל, או קבוצת תמיכה למטפלים — מי שמטפלים באדם שהם אוהבים מרגישים בדיוק את מה שאת{ה|} מרגיש{|ה|}, ולומר את זה שם זו לא בגידה.',
  },
  // Whom to ask for help, without feeling a burden: specific people for specific things.
  {
    followOnly: true,
    match: /\bwho (?:can|could|should|do) (?:i|we) (?:even )?ask for help\b|\bask (?:people|others|anyone|family|friends) for help\b|(?<![\u05D0-\u05EA])(?:(?:את מי|ממי|למי) (?:אפשר |אני יכול |אני יכולה )?(?:לבקש|לפנות)(?: עזרה)?|לבקש עזרה (?:מ|בלי))(?![\u05D0-\u05EA])/i,
    en: 'Ask specific people for specific things, and it stops feeling like a burden: family for a fixed evening, friends or neighbours for a lift or a shop, and the community or synagogue — many organise meals for a family going through a hard time. Most people are glad to be asked for something clear.',
    he: 'כשמבקשים עזרה מסוימת מאנשים מסוימים, זה מפסיק להרגיש כמו נטל: משפחה לערב קבוע, חברים או שכנים להסעה או לקניות, והקהילה או בית הכנסת — במקומות רבים מארגנים ארוחות למשפחה שעוברת תקופה קשה. רוב האנשים שמחים שמבקשים מהם משהו ברור.',
  },
  // Getting the other parent on board: the concern shared, not a rule imposed.
  {
    followOnly: true,
    match: /\b(?:get|bring) (?:my |him |her )?(?:husband |wife |spouse |partner )?(?:on board|onside|on my side)\b|(?<![\u05D0-\u05EA])לשכנע את (?:בעלי|אשתי|בן זוגי|בת זוגי)(?![\u05D0-\u05EA])/i,
    en: 'Bring your spouse on board with the concern rather than a rule: share what you have seen and why it worries you — the evidence, not a verdict — ask what they think, and agree together on one small step to try for two weeks.',
    he: 'כדאי לשתף את בן או בת הזוג בדאגה ולא להציג כלל: לספר מה ראית ולמה זה מדאיג אותך — עובדות, לא פסק דין — לשאול מה הם חושבים, ולהסכים יחד על צעד קטן אחד לנסות שבועיים.',
  },
  // Snapping at each other when exhausted: a pause agreed in daytime, and turns at night.
  {
    match: /\bstop (?:snapping|yelling|shouting|bickering|sniping) at each other\b|(?<![\u05D0-\u05EA])(?:להפסיק|מפסיקים|נפסיק) (?:לצעוק|להתנפל|להתעצבן|לריב) (?:אחד על השני|זה על זה|אחד על השנייה)(?![\u05D0-\u05EA])/i,
    en: 'Snapping when you are both exhausted is about the hour more than the marriage: agree in daytime on a code word or a pause that means "we are tired, not angry", take turns or shifts at night so one of you sleeps, and keep hard topics for the morning.',
    he: 'כשמתנפלים אחד על השני מעייפות, זה עניין של השעה יותר מאשר של הזוגיות: כדאי להסכים ביום על מילת קוד או הפסקה שאומרת "אנחנו עייפים, לא כועסים", להתחלף במשמרות בלילה כדי שאחד מכם ישן, ולהשאיר נושאים קשים לבוקר.',
  },
  // A child in danger in front of you: safety first, the talk with the parents afterwards.
  {
    match: /\b(?:does|doing|do|tries|trying) (?:something )?(?:dangerous|unsafe)\b|\bsomething (?:dangerous|unsafe)\b|(?<![\u05D0-\u05EA])(?:משהו מסוכן|דבר מסוכן|מסוכן (?:לו|לה|להם))(?![\u05D0-\u05EA])/i,
    context: /\b(?:kids?|children|child|grand\w*|son|daughter|toddler|baby)\b|(?<![\u05D0-\u05EA])(?:[הלבוש]|של|לה|וה)?(?:ילד|ילדה|ילדים|ילדיה|ילדיו|נכד|נכדה|נכדים|נכדות|פעוט|פעוטה|תינוק|תינוקת|בן|בת)(?![\u05D0-\u05EA])/i,
    en: 'Safety comes before anyone\'s rules: if a child is about to do something dangerous in front of you, stop it at once, calmly and simply. Talk about it with the parents afterwards, in private and not in front of the children.',
    he: 'בטיחות קודמת לכל כלל: אם ילד עומד לעשות משהו מסוכן מולך, כדאי לעצור אותו מיד, ברוגע ובפשטות. על זה מדברים עם ההורים אחר כך, בפרטיות ולא מול הילדים.',
  },
  // Splitting it between the two of you ("each of us takes one"): it works with one routine and turns.
  {
    followOnly: true,
    match: /\b(?:each of us|we each) (?:takes?|take|do|does|handles?|puts?) (?:one|a child|one of them)\b|(?<![\u05D0-\u05EA])כל אחד (?:מאיתנו|מאתנו|מכם)? ?(?:ייקח|לוקח|משכיב|יטפל|מטפל|עם) (?:אחד|אחת|ילד)(?![\u05D0-\u05EA])/i,
    en: 'Splitting it — each of you takes one — can work well, as long as the routine stays the same for both children and you switch turns every few days, so each child is close to both of you.',
    he: 'לחלק — כל אחד לוקח ילד אחד — יכול לעבוד טוב, כל עוד השגרה זהה לשני הילדים ומתחלפים בתורות כל כמה ימים, כך שכל ילד קרוב לשניכם.',
  },
  // "You're not my mother": true, and it can be said so — a place of one's own, and respect.
  {
    match: /\b(?:you'?re|she'?s|he'?s|she is|he is|is) not (?:my|her|his|their) (?:real )?(?:mother|mom|mum|father|dad)\b|(?<![\u05D0-\u05EA])(?:לא אמא|לא אבא) (?:שלי|שלה|שלו|שלהם)(?![\u05D0-\u05EA])/i,
    context: /\b(?:remarried|second marriage|step\w*|new (?:wife|husband)|previous marriage|blended)\b|(?<![\u05D0-\u05EA])(?:חורג|חורגת|חורגים|אשתי החדשה|בעלי החדש|התחתנתי שוב|נישואים שניים|נשוי בשנית|נשואה בשנית|מנישואים קודמים)(?![\u05D0-\u05EA])/i,
    en: '"She is not my mother" is true, and it can be answered as true: she is not replacing anyone. She has a place of her own in the family, and in your home everyone is treated with respect — that is what you can ask of each of them.',
    he: '"היא לא אמא שלי" — זה נכון, ואפשר לענות על זה כנכון: היא לא מחליפה אף אחד. יש לה מקום ותפקיד משלה במשפחה, ובבית שלכם כולם מתייחסים זה לזה בכבוד — את זה אפשר לבקש מכל אחד מהם.',
  },
  // A budget that does not feel like a cage: freedom built in.
  {
    match: /\bbudget\b[^.?!]{0,40}\b(?:prison|cage|restrictive|strict|controlled|suffocat\w*)|(?<![\u05D0-\u05EA])תקציב[^.?!]{0,30}(?:כלא|מחנק|נוקשה|מגביל|שליטה)/i,
    en: 'A budget feels free when freedom is built into it: a personal sum each of you spends with no questions asked — fun money — beside the shared categories, and a little flexibility month to month.',
    he: 'תקציב מרגיש חופשי כשיש בו חופש מובנה: סכום אישי לכל אחד שמוציאים בלי לתת דין וחשבון, לצד הקטגוריות המשותפות, וקצת גמישות מחודש לחודש.',
  },
  // Raising something intimate while feeling embarrassed: the awkwardness can be said out loud.
  {
    match: /\bwithout (?:feeling |being |getting )?(?:embarrass\w*|awkward|ashamed|shy)\b|\b(?:too )?(?:embarrass\w*|awkward) to (?:talk|bring it up|say|ask)\b|(?<![\u05D0-\u05EA])(?:בלי (?:להרגיש |להיות )?(?:מבוכה|נבוכה|נבוך|מובך|מובכת|בושה)|(?:מביך|נבוכה|נבוך) (?:לי )?לדבר)(?![\u05D0-\u05EA])/i,
    en: 'The awkwardness can simply be said: "This is a bit embarrassing for me to talk about, but it matters to me." Pick a quiet, close moment — not in bed at the end of a hard day — and let touch or a hug say part of it; naming the embarrassment usually shrinks it.',
    he: 'את המבוכה אפשר פשוט לומר: "קצת מביך אותי לדבר על זה, אבל זה חשוב לי." כדאי לבחור רגע שקט וקרוב — לא בסוף יום קשה — ולתת לקרבה, לחיבוק או למגע, לומר חלק מזה; כשקוראים למבוכה בשם, היא בדרך כלל קטנה.',
  },
  // A grown child living at home again: a fair arrangement written down together, and reviewed.
  {
    match: /\b(?:fair )?(?:deal|arrangement|agreement|rules|expectations|contract)\b|\bwhat (?:would|should) (?:it|that|this) (?:actually )?look like\b|(?<![\u05D0-\u05EA])(?:הסדר|הסכם|כללים|ציפיות|תנאים)(?![\u05D0-\u05EA])/i,
    context: /\b(?:moved back (?:home|in)|mov(?:ed|ing) back in with us|back (?:home|living) with us|living (?:at home|with us) again|boomerang)\b|(?<![\u05D0-\u05EA])(?:חזר לגור אצלנו|חזרה לגור אצלנו|חזר הביתה|חזרה הביתה|גר אצלנו שוב|גרה אצלנו שוב)(?![\u05D0-\u05EA])/i,
    en: 'A fair arrangement with a grown child at home is made with them and written down: a contribution that fits their means (some rent, or paying for one thing), a share of the chores, their part in the job search or plan, and a date each month to review it together, as between adults.',
    he: 'הסדר הוגן עם ילד בוגר שגר בבית נעשה יחד איתו וכתוב: השתתפות שמתאימה ליכולת (קצת שכר דירה, או תשלום על דבר אחד), חלק במטלות הבית, החלק שלו בחיפוש העבודה או בתוכנית, ומועד קבוע בכל חודש לבחון את זה יחד, כמו בין מבוגרים.',
  },
  // Whether to side with the other parent in front of the child: one front there, the
  // disagreement kept for later, in private.
  {
    followOnly: true,
    match: /\b(?:take|taking|be on|back(?:ing)?|support(?:ing)?|side with) (?:my |his |her )?(?:wife|husband|spouse|his|her|their)?(?:'s)? ?(?:side|up)?\b[^.?!]{0,30}\bin front of\b|\bwhose side\b|(?<![\u05D0-\u05EA])(?:(?:לעמוד|לקחת|להיות) (?:לצד|בצד|את הצד של|צד)[^.?!]{0,30}(?:מול|לפני) (?:הילד|הילדה|הילדים|הבן|הבת|הבנות|הבנים)|באיזה צד)(?![\u05D0-\u05EA])/i,
    en: 'In front of the child, stand together — one united front, even when you are not sure your spouse is right; keep your disagreement for later, in private, and work out together what you will both say next time.',
    he: 'מול הילדים כדאי לעמוד יחד — חזית אחת, גם כשלא בטוחים שהצד השני צודק; את המחלוקת שומרים לאחר כך, בפרטיות, ומחליטים יחד מה שניכם תגידו בפעם הבאה.',
  },
  // A grandparent told no by their child's rules: the parents decide, and there is still a way of one's own.
  {
    followOnly: true,
    // The asker is the grandparent: said so, or their grown child's children are the matter.
    context: /\b(?:grand(?:kids?|children|child|ma|pa|mother|father|son|daughter)|savta|saba|bubb?[ye]|zaidy|zeidy|zayde)\b|\bmy (?:son|daughter)\b[^.?!]{0,50}\b(?:the|their|his|her) (?:kids|children)\b|(?<![\u05D0-\u05EA])(?:נכד|נכדה|נכדים|נכדות|הנכדים|סבתא|סבא)(?![\u05D0-\u05EA])/i,
    match: /\b(?:supposed|expected|meant) to (?:just )?(?:say yes|agree|go along|give in|accept)\b|\b(?:just )?(?:give in|go along|say yes) (?:to|with) (?:everything|all of it|whatever)\b|(?<![\u05D0-\u05EA])(?:(?:להסכים|לוותר|להגיד כן|לשתוק) (?:לכל|על הכול|על הכל|לכל מה|תמיד))(?![\u05D0-\u05EA])/i,
    en: 'Not to everything: in their home and with their children, the parents decide the rules, and backing them keeps the door open. Within those rules you still have your own way as a grandparent — a special tradition of yours, time and attention that are only yours to give.',
    he: 'לא לכל דבר: בבית שלהם ועם הילדים שלהם, ההורים מחליטים על הכללים, ולכבד את זה שומר את הדלת פתוחה. בתוך הכללים האלה יש לך עדיין דרך משלך כסב או כסבתא — מסורת מיוחדת שלך, זמן ותשומת לב שרק את{ה|} יכול{|ה|} לתת.',
  },
  {
    followOnly: true,
    match: /\bwhat if (?:i|we) (?:want|decide|wish|would rather)(?: to)? (?:go back|move back|return|leave|quit|give (?:it|this|up))\b|\b(?:i|we) (?:want|wish) to (?:go back|move back|return)\b|(?<![\u05D0-\u05EA])(?:(?:ו)?(?:אם|מה אם) (?:אני|אנחנו) (?:רוצה|רוצים|ארצה|נרצה|מחליט|מחליטה|נחליט) (?:לחזור|לעזוב|לוותר)|(?:אני|אנחנו) (?:רוצה|רוצים) לחזור (?:ל|חזרה))/i,
    en: 'Wanting to go back, or to change a decision you made together, is allowed to be said. Bring it to your spouse honestly, as an option to talk over together rather than a decision already made, and give yourselves time — and a date — to decide.',
    he: 'מותר לומר שרוצים לחזור, או לשנות החלטה שקיבלתם יחד. כדאי להביא את זה לבן או בת הזוג בכנות, כאפשרות לדבר עליה ביחד ולא כהחלטה שכבר נפלה, ולתת לעצמכם זמן — ותאריך — להחליט.',
  },
  // The parent of one of the couple weighing whom to ask: their own child, gently, not a complaint.
  {
    elder: true,
    match: /\b(?:ask|talk to|speak (?:to|with)|tell|go (?:to|through)|call|raise it with|bring it up with)\b[^.?!]{0,20}\bmy (?:son|daughter)\b|\bmy (?:son|daughter) (?:instead|rather)\b|\bask (?:her|him) (?:directly|why|myself)\b|(?<![\u05D0-\u05EA])(?:(?:לשאול|לדבר(?: על זה)? עם|לבקש מ)\s*(?:את\s+)?(?:ה?בן שלי|ה?בת שלי|בני|בתי|אותה|אותו|הכלה|החתן)|(?:לספר|להגיד|לפנות|לדבר) ל(?:בן שלי|בת שלי|בני|בתי|כלה|חתן))(?![\u05D0-\u05EA])/i,
    en: 'Usually the gentler way is through your own child: a private, warm question — "Is everything all right between us? I want to help, not intrude" — rather than a complaint about their spouse. With your child\u2019s spouse, speak directly only about what is between the two of you, and kindly.',
    he: 'בדרך כלל הדרך העדינה יותר עוברת דרך הילד שלך: שאלה פרטית וחמה — "הכול בסדר בינינו? אני רוצה לעזור, לא להתערב" — ולא תלונה על בן או בת הזוג שלו. מול הכלה או החתן עצמם כדאי לדבר ישירות רק על מה שביניכם, ובעדינות.',
  },
  {
    // ("כמה זמן הילדים מול מסכים" is how much time, not how long it takes.)
    match: /\bhow long\b(?! ago)|(?<![\u05D0-\u05EA])כמה זמן (?:זה |עוד |בערך )?(?:לוקח|ייקח|יקח|יימשך|ימשך|עד ש|צריך לחכות|לחכות|נמשך)/i,
    en: 'How long it takes is measured in months more than days: what rebuilds it is steadiness — small promises kept, week after week, until they are expected.',
    he: 'כמה זמן זה לוקח נמדד בחודשים יותר מבימים: מה שבונה מחדש הוא יציבות — הבטחות קטנות שנשמרות, שבוע אחרי שבוע, עד שסומכים עליהן.',
  },
  {
    match: /\bwho should (?:talk|speak|tell|say|call|ask|do)\b|\b(?:me|i) or (?:my )?(?:husband|wife)\b|\b(?:myself|directly)\b[^.?!]{0,30}\bor (?:let|have|ask|leave it to) (?:my )?(?:husband|wife|spouse)\b|\bor (?:should )?(?:let|have) (?:my )?(?:husband|wife|spouse) (?:do|say|handle|talk|tell)\b|(?<![\u05D0-\u05EA])(?:מי (?:צריך|צריכה|אמור|אמורה) (?:לדבר|להגיד|לומר|לבקש|לספר)|אני או (?:בעלי|אשתי)|(?:בעצמי|ישירות)[^.?!]{0,30}או (?:ש|לתת ל|להשאיר ל)?(?:בעלי|אשתי))/i,
    en: 'Usually the one closest to them says it — a son to his own parents, a daughter to hers — with the other standing beside; decide it together first, so it is one message from both of you.',
    he: 'בדרך כלל מי שהכי קרוב אליהם אומר את זה — בן להורים שלו, בת להורים שלה — והשני עומד לצידו; כדאי להחליט על זה יחד קודם, כדי שזה יהיה מסר אחד משניכם.',
  },
  {
    match: /\b(?:say|tell|explain)\b[^.?!]{0,30}\b(?:to )?(?:the kids|the children|our kids|my kids|our children|my children|them too)\b|\bwhat about the (?:kids|children)\b|\b(?:year old|kids?|children|son|daughter)\b[^.?!]{0,20}\b(?:is|are) going to ask\b|(?:להגיד|לומר|לספר|להסביר)[^.?!]{0,20}לילדים|ומה עם הילדים|(?:הילד|הילדה|הילדים|הבן|הבת)[^.?!]{0,20}(?:ישאל|תשאל|ישאלו)(?![\u05D0-\u05EA])/i,
    en: 'Children need one short, true sentence at their level and to hear that they are safe and loved; the details stay between the adults.',
    he: 'ילדים צריכים משפט אחד קצר ואמיתי ברמה שלהם, ולשמוע שהם בטוחים ואהובים; הפרטים נשארים אצל המבוגרים.',
  },
  {
    match: /\bwhat does (?:that|it|this) (?:even )?mean\b|\bwhat did (?:he|she) mean\b|(?<![\u05D0-\u05EA])מה זה אומר|מה (?:הוא|היא) (?:רצה|רצתה) (?:להגיד|לומר)/i,
    en: 'A short reply after a hard moment usually means "I need time", not "it is over"; give it a little space, and talk face to face later today rather than by message.',
    he: 'תשובה קצרה אחרי רגע קשה אומרת בדרך כלל "אני צריך זמן", לא "נגמר"; כדאי לתת קצת מרחב, ולדבר פנים אל פנים בהמשך היום ולא בהודעות.',
  },
  {
    match: /\bshould i (?:tell|share|mention)\b[^.?!]{0,40}\b(?:too|also|as well|parents|family|friends|everyone)\b|(?:לספר|לשתף|לשתף את)[^.?!]{0,25}(?:גם|להורים|למשפחה|לחברות|לחברים)/i,
    en: 'What is yours to share is your decision: you do not owe everyone the whole story, and "we are handling it" is a full answer.',
    he: 'מה לשתף ועם מי — זו ההחלטה שלך: לא חייבים לספר לכולם את כל הסיפור, ו"אנחנו מטפלים בזה" היא תשובה מלאה.',
  },
  // A plan that may not work: deciding now how it will be checked makes changing course a plan.
  {
    match: /\bif\b[^.?!]{0,30}\b(?:it|this|that)(?:'s|’s| is)? (?:clearly |just |really )?(?:not|isn'?t|isn’t) working\b|\bif (?:it|this|that) (?:doesn'?t|does not|won'?t|will not) work(?: out)?\b|(?<![\u05D0-\u05EA])אם (?:זה |הוא |היא )?לא (?:יעבוד|עובד|יצליח|מצליח|הולך)(?![\u05D0-\u05EA])/i,
    en: 'Agree now on a check-in date and on what "not working" would look like, and keep one alternative option in view — more help, another arrangement — so that changing course is a plan, not a failure.',
    he: 'כדאי להסכים כבר עכשיו על מועד לבדיקה משותפת ועל מה ייחשב "לא עובד", ולהשאיר חלופה אחת בראש — עוד עזרה, סידור אחר — כדי ששינוי כיוון יהיה תוכנית ולא כישלון.',
  },
  // "What do you want me to do?" met with a blank: help is easier to give as a list of tasks.
  {
    match: /\bwhat (?:do|would) you want me to do\b|\b(?:don'?t|do not) (?:even )?know what (?:help|support) (?:would )?looks? like\b|(?<![\u05D0-\u05EA])(?:מה את רוצה שאעשה|מה אתה רוצה שאעשה|איזו עזרה לבקש|(?:לא יודע|לא יודעת) (?:בכלל )?(?:איך נראית|מה זו) עזרה)/i,
    en: 'When "what do you want me to do?" meets a blank, write a short list of concrete tasks ahead of time — bath time, one dinner, the school run — and hand over one specific thing at a time.',
    he: 'כשהשאלה "מה לעשות כדי לעזור?" פוגשת ריק, כדאי לכתוב מראש רשימה קצרה של משימות מוחשיות — מקלחות, ארוחת ערב אחת, הסעה — ולמסור משימה אחת מוגדרת בכל פעם.',
  },
  // Afraid of saying the wrong thing: listening matters more than the words.
  {
    match: /\b(?:scared|afraid|worried|terrified)\b[^.?!]{0,25}\bsay(?:ing)? the wrong thing\b|(?<![\u05D0-\u05EA])(?:מפחד|מפחדת|חושש|חוששת)[^.?!]{0,20}(?:להגיד|לומר|שאגיד|שאומר) (?:את )?(?:הדבר )?(?:הלא נכון|משהו לא נכון)/i,
    en: 'There are no perfect words for this; listening matters more. Ask one curious question, let there be silence, and say plainly that you love them and that the door stays open.',
    he: 'אין מילים מושלמות לרגע כזה; ההקשבה חשובה יותר. כדאי לשאול שאלה אחת מתוך סקרנות, לתת לשקט מקום, ולומר בפשטות שאוהבים ושהדלת נשארת פתוחה.',
  },
  // Someone who will not talk about a loss or a blow: silence is often how they cope.
  {
    match: /\b(?:he|she|they|my husband|my wife)\b (?:won'?t|doesn'?t|will not|does not|refuses to|can'?t) (?:even )?(?:talk|speak) about (?:it|this|that|what happened)\b|(?<![\u05D0-\u05EA])(?:הוא|היא|בעלי|אשתי) (?:לא מוכן|לא מוכנה|לא רוצה|מסרב|מסרבת|לא מצליח|לא מצליחה) לדבר על (?:זה|מה שקרה)/i,
    en: 'People cope with pain differently: one needs to talk it through, the other to keep busy or process it quietly. Silence is often how someone grieves or copes, not a sign they do not care; ask for one small way to share it — a walk, a few minutes at night.',
    he: 'אנשים מתמודדים עם כאב בדרכים שונות: אחד צריך לדבר, והשני להעסיק את עצמו או לעבד בשקט. שתיקה היא לעיתים קרובות הדרך להתמודד, ולא סימן לחוסר אכפתיות; כדאי לבקש דרך קטנה אחת לחלוק את זה — הליכה, כמה דקות בלילה.',
  },
  // The words asked for again, plainer: shorter, simpler, "like me".
  {
    match: /\b(?:shorter|simpler|too (?:flowery|long|formal|fancy|poetic)|sounds? like me|in my own words|less (?:flowery|formal)|more (?:plain|simple|natural))\b|(?<![\u05D0-\u05EA])(?:יותר קצר|קצר יותר|יותר פשוט|פשוט יותר|ארוך מדי|מליצי מדי|גבוה מדי|שיישמע כמוני|במילים שלי)(?![\u05D0-\u05EA])/i,
    en: 'Then keep it short and plain: one or two sentences in the words you really use — one true, specific memory and what it means to you — said simply, lands better than any polished paragraph.',
    he: 'אז עדיף קצר ופשוט: משפט אחד או שניים במילים שלך — זיכרון אחד אמיתי ומה הוא אומר לך — נאמר בפשטות, נוגע יותר מכל פסקה מלוטשת.',
  },
  // People who ask or comment (family, neighbours, a blessing at a simcha): one ready sentence.
  {
    match: /\bwhat (?:do|should) i (?:say|answer|tell)\b[^.?!]{0,20}\b(?:people|everyone|neighbou?rs|relatives|family|friends|an? (?:aunt|uncle|cousin|relative|neighbou?r))\b|\bwhen (?:people|everyone|relatives|someone|an? (?:aunt|uncle|cousin|relative|neighbou?r)) (?:asks?|tells? me|says?|comments?)\b|(?<![\u05D0-\u05EA])(?:מה (?:אני )?(?:עונה|עונים|אומר|אומרת|להגיד|לענות|לומר) ל(?:שכנים|משפחה|אנשים|כולם|חברות|חברים|קרובים)|לאנשים ששואלים|כששואלים אותי|מה עונים ל|(?:לענות|עונים|לומר|להגיד) (?:להם|לה|לו) כש(?:הם|היא|הוא) (?:שואלים|שואלת|שואל))/i,
    en: 'Have one short, warm sentence ready for people who ask or comment, and say it with a smile: "Thank you for caring, we are fine" — or, to a blessing, simply "Amen, thank you." You do not owe anyone more than that: what is private stays between the two of you.',
    he: 'כדאי להכין משפט אחד קצר וחם למי ששואל או מעיר, ולהגיד אותו בחיוך: "תודה שאכפת לכם, אנחנו בסדר" — ולברכה, פשוט "אמן, תודה". לא חייבים לאף אחד יותר מזה: מה שפרטי נשאר ביניכם.',
  },
  // Parents who disagree after one has already told the child.
  {
    match: /\b(?:he|she|my husband|my wife)(?:'s| has)? already (?:told|said (?:it )?to) (?:her|him|them|the kids|the children)\b|(?<![\u05D0-\u05EA])(?:הוא|היא|בעלי|אשתי) כבר (?:אמר|אמרה|הודיע|הודיעה) (?:לה|לו|להם|לילדים)(?![\u05D0-\u05EA])/i,
    en: 'Talk it over with your spouse in private, not in front of the child; agree on one united line, and if you fear it will backfire, agree to revisit it together in a week or two, so neither of you is undermined.',
    he: 'כדאי לדבר על זה ביניכם בפרטיות, לא מול הילד; להסכים על קו אחד משותף, ואם נראה שזה יזיק, לקבוע לחזור לזה יחד בעוד שבוע־שבועיים, כך שאף אחד מכם לא ייפגע בסמכותו.',
  },
  // The moment anger starts to rise.
  {
    match: /\b(?:when|the moment|as soon as|once)\b[^.?!]{0,20}\b(?:it|anger|the anger|i)\b[^.?!]{0,15}\b(?:starts? (?:to )?(?:rise|rising|build|boil|come)|rising|building up|about to (?:explode|blow|yell))\b|(?<![\u05D0-\u05EA])(?:(?:ברגע ש|כש)(?:אני )?(?:מרגיש|מרגישה)? ?(?:ש)?(?:זה|הכעס) מתחיל (?:לעלות|לבעבע)|(?:ה)?כעס (?:מתחיל|עולה))/i,
    en: 'In the moment anger starts to rise: stop mid-sentence, say your pause word, step out of the room for a few minutes and breathe slowly, and come back when your voice is calm — an outburst is prevented in those first seconds.',
    he: 'ברגע שהכעס מתחיל לעלות: לעצור באמצע המשפט, לומר את מילת העצירה, לצאת מהחדר לכמה דקות ולנשום לאט, ולחזור כשהקול רגוע — התפרצות נמנעת בשניות הראשונות האלה.',
  },
  // Meeting people in a new place.
  {
    match: /\b(?:meet|make|find)(?:ing)? (?:new )?(?:people|friends)\b|\bmaking friends\b|(?<![\u05D0-\u05EA])(?:להכיר אנשים|להכיר חברות|להכיר חברים|חברות חדשות|חברים חדשים|למצוא חברות|למצוא חברים)(?![\u05D0-\u05EA])/i,
    en: 'Start where you already are: the neighbours, the parents at the kindergarten or school gate, a class or a shiur at the synagogue — one small, regular place where the same faces return.',
    he: 'כדאי להתחיל ממה שכבר קרוב: השכנים, ההורים בשער הגן או בית הספר, חוג או שיעור בבית הכנסת — מקום אחד קטן וקבוע שבו אותם פנים חוזרים.',
  },
  // An agreement broken for the first time (a curfew, a rule). ("הלב לא יעמוד בזה" is a heart that
  // may not bear it, not a rule broken — answers round S36.)
  {
    match: /\b(?:breaks?|doesn'?t keep|won'?t keep|ignores?) (?:it|the rule|the curfew|the agreement|our agreement)\b|\bthe first time (?:he|she|they) (?:doesn'?t|don'?t|won'?t|breaks?)\b|(?<![\u05D0-\u05EA])(?:(?<!(?:הלב|הגוף|הגב|הבריאות)\s)לא (?:יעמוד|תעמוד|יעמדו) בזה|(?:יפר|תפר|יפרו) את (?:ה)?(?:כלל|הסכם|ההסכם))(?![\u05D0-\u05EA])/i,
    en: 'Agree on the consequence in advance and calmly, so it is not invented at midnight at the door; when it happens, keep it short that night and have the real conversation the next day.',
    he: 'כדאי לקבוע מראש וברוגע מה תהיה ההשלכה, כדי שלא תומצא בחצות בפתח הבית; כשזה קורה, לקצר באותו לילה, ולקיים את השיחה האמיתית למחרת.',
  },
  // No money for time together.
  {
    match: /\b(?:no|not enough) money\b|\bcan'?t afford\b|(?<![\u05D0-\u05EA])אין (?:לנו )?כסף(?![\u05D0-\u05EA])/i,
    // Only where the conversation is about going out or time together.
    context: /\b(?:babysitter|sitter|date night|dates?|going out|go out|time together)\b|בייביסיטר|שמרטף|שמרטפות|לצאת|שנצא|יציאה|דייט|ערב זוגי|זמן ביחד|זמן יחד/i,
    en: 'Time together does not have to cost money: a walk, an evening at home after the children are asleep, or swapping babysitting with friends or grandparents.',
    he: 'זמן יחד לא חייב לעלות כסף: הליכה או טיול קצר, ערב בבית אחרי שהילדים נרדמים, או החלפה של שמרטפות עם חברים או עם סבתא.',
  },
  // What shalom bayit means (answers round N2: "every time I complain my mother says 'shalom bayit' —
  // does it mean giving in and keeping quiet about everything?").
  {
    match: /\bwhat (?:does|is) ['"‘“]?shalom bayi?[ts]['"’”]? (?:actually |really )?(?:mean|means)\b|\bwhat is ['"‘“]?shalom bayi?[ts]\b|\b(?:does|is) shalom bayi?[ts] (?:mean|means|about) (?:i |that i |always )?(?:give in|giving in|keep quiet|stay quiet|agree)|(?<![\u05D0-\u05EA])(?:מה (?:זה|פירוש|הפירוש של|המשמעות של) (?:בעצם )?['"]?שלום בית|שלום בית (?:זה|אומר) (?:ל)?(?:וותר|לשתוק))/i,
    en: 'Shalom bayit — peace in the home — is something both of you build: mutual respect, each one\'s needs heard and weighed, and kindness in how things are said. It does not mean that one of you always gives in or stays silent; a peace that rests on one side swallowing everything is not the peace the sages praised.',
    he: 'שלום בית הוא משהו ששני בני הזוג בונים יחד: כבוד הדדי, הצרכים של כל אחד נשמעים ונשקלים, ועדינות באופן שבו אומרים דברים. הוא לא אומר שאחד מכם תמיד מוותר או שותק; שלום שנשען על צד אחד שבולע הכול אינו השלום שחז"ל שיבחו.',
  },
  // Whom to turn to — a rabbi, a counsellor, or which one (answers round M3: "should we see a rabbi or
  // a counselor… someone who won't just take her side?", "I'm afraid his rabbi will tell me to bend").
  {
    match: /\b(?:(?:see|go to|talk to|speak (?:to|with)|ask|call) (?:a|our|my|the|his|her) (?:rabbi|rav|rebbetzin|counsel+or|therapist)\b[^?]*\bor (?:a|an|our|the)? ?(?:rabbi|rav|counsel+or|therapist|couples? therap\w*)|rabbi or (?:a )?(?:counsel+or|therapist)|counsel+or or (?:a )?rabbi|who (?:should|can|do) (?:we|i) (?:turn|go|talk) to|(?:won'?t|will not|wouldn'?t|doesn'?t) (?:just )?take (?:his|her|their|my) side|should (?:i|we) (?:talk to|speak (?:to|with)|ask) (?:our|a|the|my) (?:rabbi|rav))\b|(?<![\u05D0-\u05EA])(?:אל מי (?:כדאי |אפשר |לפנות|נפנה)|למי (?:כדאי )?לפנות|רב או (?:יועץ|יועצת|מטפל|פסיכולוג)|(?:יועץ|יועצת|מטפל) או רב|(?:ללכת|לפנות|לדבר) (?:ל|עם ה|אל ה)רב|(?:שאדבר|לדבר|אדבר) עם הרב|הרב שלו|הרב שלה|ייקח את הצד|יקח את הצד)(?![\u05D0-\u05EA])/i,
    en: 'A rabbi and a counsellor help with different things — a rabbi with the halachic questions and your community\'s view, a couples counsellor (ideally one experienced with religious couples) with how you talk and listen; whichever you choose, choose someone you both trust and feel neutral about, not one side\'s own, and agree on it together.',
    he: 'רב ויועץ עוזרים בדברים שונים — רב בשאלות ההלכתיות ובמבט של הקהילה, ויועץ או יועצת זוגיים (רצוי עם ניסיון עם זוגות דתיים) באופן שבו מדברים ומקשיבים; ובכל מקרה כדאי לבחור יחד מישהו ששניכם סומכים עליו ושמרגיש ניטרלי לשניכם, לא "של" צד אחד.',
  },
  // Going alone when the other will not come (answers round M3: parent guidance "not for him").
  {
    match: /\b(?:should i|do i|can i|is it (?:ok|worth it) to) go (?:alone|by myself|on my own|without (?:him|her))\b|\bgo (?:alone|by myself|without (?:him|her))\?|(?<![\u05D0-\u05EA])(?:ללכת לבד|אלך לבד|ללכת בלעדיו|ללכת בלעדיה|לבד\?)(?![\u05D0-\u05EA])/i,
    en: 'Going alone is worth it: what you learn changes the home even when only one of you comes, and it often makes the other curious. Tell him where you are going without pressure, share one thing you learned, and leave the door open for him to join in his own time and his own way.',
    he: 'כדאי ללכת גם לבד: מה שלומדים משנה את הבית גם כשרק אחד מגיע, ולא פעם זה מעורר סקרנות אצל השני. אפשר לספר לאן הולכים בלי לחץ, לשתף דבר אחד שלמדת, ולהשאיר לו דלת פתוחה להצטרף בזמן שלו ובדרך שלו.',
  },
  // Suggesting therapy or counselling to someone who is struggling.
  {
    match: /\b(?:suggest|bring up|raise|propose|convince|get (?:him|her) to)\b[^.?!]{0,30}\b(?:therap\w*|counsel\w*|psycholog\w*)|(?<![\u05D0-\u05EA])(?:להציע|מציע|מציעה|להעלות|לשכנע|משכנעים)[^.?!]{0,30}(?:טיפול|מטפל|פסיכולוג|ייעוץ|יועץ)/i,
    en: 'Suggest it out of love and worry, not as a verdict: gently, at a calm moment — "I love you and I am worried about you; I would feel better if you talked to someone" — and offer to help find the person.',
    he: 'כדאי להציע את זה מתוך אהבה ודאגה, לא כפסק דין: בעדינות, ברגע רגוע — "אני אוהב{|ת|} אותך ודואג{|ת|} לך; יהיה לי קל יותר אם [תדבר|תדברי|תדבר] עם מישהו" — ולהציע עזרה במציאת האדם המתאים.',
  },
  // A parent who blames the spouse for a decision the couple made.
  {
    match: /\b(?:mother|mom|mum|father|dad|parents?)\b[^.?!]{0,30}\b(?:says?|said|tells?|will say|blames?)\b[^.?!]{0,30}\b(?:wife|husband)\b[^.?!]{0,25}\b(?:is taking|took|takes|fault|blame)|(?<![\u05D0-\u05EA])(?:אמא שלי|אבא שלי|ההורים שלי)[^.?!]{0,20}(?:תגיד|יגיד|יגידו|אומרת|אומר|אומרים)[^.?!]{0,10}ש(?:אשתי|בעלי)/i,
    en: 'Stand beside your spouse: say it is a decision the two of you made together and that you take responsibility for it — "We decided this together" — so the hurt is not turned against them.',
    he: 'כדאי לעמוד לצד בן או בת הזוג: לומר שזו החלטה משותפת של שניכם ושאתם לוקחים עליה אחריות — "החלטנו על זה יחד" — כדי שהכאב לא יופנה כלפי הצד השני.',
  },
  // Starting over as a couple (an empty house, a new chapter).
  {
    match: /\b(?:start(?:ing)? (?:over|again|afresh)|(?:a|this) new chapter)\b|(?<![\u05D0-\u05EA])(?:להתחיל מחדש|מתחילים מחדש|נתחיל מחדש|פרק חדש)(?![\u05D0-\u05EA])/i,
    en: 'Start something new together rather than waiting for the old rhythm to return: a class or a shiur to learn together, a weekly walk, a trip you always put off — new things shared give you new things to talk about.',
    he: 'כדאי להתחיל יחד משהו חדש במקום לחכות שהקצב הישן יחזור: חוג או שיעור ללמוד יחד, הליכה קבועה, טיול שתמיד נדחה — דברים חדשים משותפים נותנים על מה לדבר.',
  },
  // Keeping it from happening again.
  {
    match: /\b(?:prevent|stop|avoid) (?:it|this|that) (?:from )?(?:happening )?again\b|\b(?:it|this) (?:doesn'?t|does not|won'?t) happen again\b|(?<![\u05D0-\u05EA])(?:מונעים|למנוע|נמנע)(?: ש)?(?:זה)? (?:יחזור|יקרה שוב|יחזור על עצמו)|שזה לא יחזור/i,
    en: 'Agree on a fixed arrangement in advance — what time, and who lets whom know when plans change — and keep to it: a message sent in time is easier to keep than a promise to try harder.',
    he: 'כדאי לקבוע מראש הסדר קבוע — באיזו שעה, ומי מודיע למי כשמשהו משתנה — ולעמוד בו: הודעה בזמן קלה יותר לקיים מהבטחה להשתדל יותר.',
  },
  // Staying close while apart (a busy season, a child away, a trip).
  {
    match: /\b(?:stay|keep|remain) (?:connected|in touch|close)\b|(?<![\u05D0-\u05EA])(?:לשמור|שומרים|נשמור) על (?:קשר|הקשר|קרבה)(?![\u05D0-\u05EA])/i,
    en: 'Distance needs a small, fixed rhythm: a short call or message at the same time each day, one real conversation a week, and something set to look forward to — an evening, a visit, a Shabbat together.',
    he: 'מרחק צריך קצב קטן וקבוע: שיחת טלפון קצרה או הודעה באותה שעה בכל יום, שיחה אמיתית אחת בשבוע, ומשהו קבוע לחכות לו — ערב, ביקור, שבת יחד.',
  },
  // Asking of others what the asker's side does too: the example comes first.
  {
    match: /\b(?:he|she) (?:himself|herself) (?:does|is|checks|uses)\b|(?<![\u05D0-\u05EA])(?:[ושכ]|כש|וש)?(?:בעלי|אשתי|הוא|היא) (?:בעצמו|בעצמה)(?![\u05D0-\u05EA])/i,
    en: 'Children learn from what they see more than from rules: agree between the two of you first, so the rule starts with the adults\' own example.',
    he: 'ילדים לומדים ממה שהם רואים יותר מאשר מכללים: כדאי להסכים קודם ביניכם, כך שהכלל יתחיל מהדוגמה של המבוגרים.',
  },
  // Shame after a failure: it grows in hiding.
  {
    match: /\b(?:can'?t|cannot|can not) (?:even )?look (?:her|him|them|my wife|my husband|my kids|my children) in the eyes?\b|\b(?:i'?m|i am|i feel) (?:so )?ashamed of (?:myself|what i)\b|(?<![\u05D0-\u05EA])(?:להסתכל (?:לה|לו|להם) בעיניים|(?:מתבייש|מתביישת) (?:בעצמי|במה ש))/i,
    en: 'That is shame speaking, and shame grows in hiding: say it to them plainly — "I am ashamed of how this turned out" — and let their answer in; what they feel may be far from the guilt you carry.',
    he: 'זו הבושה שמדברת, ובושה גדלה בהסתרה: כדאי לומר את זה בפשטות — "קשה לי עם מה שקרה, ואני מתבייש{|ת|} בזה" — ולתת לתשובה להיכנס; מה שהצד השני מרגיש עשוי להיות רחוק מאוד מתחושת האשמה.',
  },
  // Saying it without hurting, offending or blaming: the gentleness is in the first sentence.
  {
    match: /\bwithout (?:hurting|offending|upsetting|insulting|blaming|attacking|criticis\w*|criticiz\w*|sounding (?:like|critical|ungrateful|mean|angry)|making (?:him|her|them) feel)\b|\bso (?:that )?(?:he|she|they) (?:doesn'?t|don'?t|won'?t) (?:feel|get) (?:blamed|attacked|criticis\w*|criticiz\w*|hurt|offended)\b|\b(?:afraid|scared|worried)\b[^.?!]{0,30}\b(?:(?:he|she|they)(?:'ll| will| would)? (?:be |get )?(?:hurt|offended|upset|insulted)|(?:hurt|offend|upset|insult) (?:him|her|them))\b|(?<![\u05D0-\u05EA])(?:בלי (?:לפגוע|להעליב|להאשים|לבקר|שזה ייפגע|שזה יפגע|ש(?:היא|הוא|הם) (?:ת|י)?(?:תיפגע|ייפגע|תיעלב|ייעלב|יפגעו|ייעלבו|תרגיש|ירגיש|ירגישו))|ש(?:היא|הוא) (?:תיעלב|ייעלב|תיפגע|ייפגע)|(?:מפחד|מפחדת|חושש|חוששת)[^.?!]{0,25}(?:לפגוע|להעליב|תיעלב|ייעלב|תיפגע|ייפגע))(?![\u05D0-\u05EA])/i,
    en: 'To say it without hurting, open with thanks and what you appreciate, then speak about your own need rather than what they do wrong — one sentence that starts with "I" ("I miss…", not "you always…"). Gentleness lives in the first sentence, and saying it kindly is better than holding it in.',
    he: 'כדי לומר את זה בלי לפגוע, כדאי לפתוח בתודה ובמה שמעריכים, ולדבר על הצורך שלך ולא על מה שהצד השני עושה לא נכון: משפט אחד שמתחיל ב"אני" ("חסר לי…", ולא "את[ה|] תמיד…"). העדינות נמצאת במשפט הראשון, ועדיף להגיד את זה ברכות מאשר לשמור בבטן.',
    more: [{ en: 'Kindness here is mostly in the order: first thanks for what they give, then one sentence about what you need — not what they do wrong — and a small request they can say yes to; a gentle word said now spares a bigger hurt later.', he: 'העדינות כאן היא בעיקר בסדר: קודם תודה על מה שהצד השני נותן, אחר כך משפט אחד על מה שאת{ה|} צריכ{|ה|}, לא על מה שלא בסדר, ובסוף בקשה קטנה שקל להסכים לה; מילה רכה שנאמרת עכשיו חוסכת פגיעה גדולה יותר אחר כך.' }],
  },
  // Someone who does not open up, says "I'm fine", keeps what bothers them inside.
  {
    match: /\bopen(?:s|ing)? up\b|\bwithout (?:pressur\w*|pushing) (?:him|her|them)\b|(?<![\u05D0-\u05EA])בלי ללחוץ (?:עליו|עליה|עליהם)(?![\u05D0-\u05EA])|\b(?:says?|said|answers?) (?:that )?(?:he'?s|she'?s|he is|she is|i'?m|im|it'?s|it is|everything'?s|everything is|all is) (?:fine|ok(?:ay)?|nothing)\b|\bwhat(?:'s|’s| is) (?:really |actually )?(?:bothering|eating|upsetting|wrong with) (?:him|her|them)\b|\b(?:won'?t|doesn'?t|never|refuses to) (?:share|tell me (?:what|how)|say what)\b|\bkeeps? (?:it|everything|things) (?:all )?(?:in|inside|bottled)\b|\bshuts? down\b|(?<![\u05D0-\u05EA])(?:(?:לא|לא מוכן|לא מוכנה) (?:משתף|משתפת|נפתח|נפתחת|להיפתח|לשתף)|(?:שומר|שומרת|סוגר|סוגרת) (?:הכול|הכל|את זה)? ?(?:בבטן|בפנים|בתוכו|בתוכה)|מה (?:באמת )?(?:מציק|מפריע|מטריד|כואב) (?:לו|לה)|['"]?(?:אני בסדר|הכול בסדר|הכל בסדר)['"]? (?:על הכול|על הכל|לכל דבר|כל הזמן)|(?:עונה|עונים|ענה|ענתה|אומר|אומרת) ['"״]?(?:הכול|הכל|אני) (?:טוב|בסדר)['"״]?(?=\s*(?:[.?!,]|$)))(?![\u05D0-\u05EA])/i,
    en: 'People open up when it feels safe, not under pressure: talk side by side — on a walk or a drive — ask one open question, listen without fixing, and give it time. When "I\'m fine" is the answer to everything, "I\'m here whenever you want to share" keeps the door open without pushing.',
    he: 'אנשים נפתחים כשזה מרגיש בטוח, לא תחת לחץ: כדאי לדבר זה לצד זה — בהליכה או בנסיעה — לשאול שאלה פתוחה אחת, להקשיב בלי לתקן, ולתת לזה זמן. כשהתשובה לכל דבר היא "אני בסדר", המשפט "אני כאן מתי שתרצ[ה|י] לשתף" משאיר את הדלת פתוחה בלי ללחוץ.',
    more: [{ en: 'Pressure closes people; safety opens them. Share something of your own first, ask one gentle question at a quiet time, listen to the whole answer, and let silence be — the talk often comes a day later.', he: 'לחץ סוגר, ותחושת ביטחון פותחת: כדאי לשתף קודם משהו משלך, לשאול שאלה עדינה אחת ברגע שקט, להקשיב לכל התשובה ולתת לשתיקה מקום — לעיתים קרובות השיחה מגיעה יום אחר כך.' }],
  },
  // Fear that the talk itself turns into a fight, or talks that always end in one.
  {
    match: /\b(?:turns?|turning|becomes?|ends?|ending|escalates?) (?:in|into|up in|with|up as)? ?(?:a |another |the same |one more )?(?:fight|argument|shouting|screaming|yelling|slammed door|tears|crying)\b|\bblows? up (?:again|every time|each time)\b|(?<![\u05D0-\u05EA])(?:(?:נגמר|נגמרת|נגמרות|נגמרים|ייגמר|תיגמר|הופך|הופכת|יהפוך|תהפוך|מסתיים|מסתיימת)[^.?!]{0,8}(?:בריב|לריב|בצעקות|בטריקת|במריבה|בוויכוח|לוויכוח|בבכי|לבכי|בדמעות))|(?:בלי ש|עד ש)?זה (?:יגיע|מגיע|נגמר) (?:ל|ב)(?:בכי|ריב|צעקות)(?![\u05D0-\u05EA])/i,
    en: 'Agree beforehand on one rule for when it heats up: either of you can call a pause, you both stop, take a twenty-minute break and come back calm. A talk with one topic and a fixed end rarely becomes a fight.',
    he: 'כדאי להסכים מראש על כלל אחד לרגע שבו זה מתחמם: כל אחד רשאי לבקש הפסקה, שניכם עוצרים, לוקחים עשרים דקות ושבים לדבר ברוגע. שיחה עם נושא אחד וזמן סיום קבוע כמעט אף פעם לא הופכת לריב.',
    more: [{ en: 'Decide together now what you do if it heats up: a pause word, stop mid-sentence, a short break, and come back calm to the same point; keep the meeting to one topic with a fixed end, so there is less to fight about.', he: 'כדאי להחליט יחד כבר עכשיו מה עושים אם זה מתחמם: מילת עצירה, לעצור באמצע המשפט, הפסקה קצרה, ולחזור ברוגע לאותה נקודה; ולשמור על נושא אחד וזמן סיום קבוע, כדי שיהיה פחות על מה לריב.' }],
  },
  // Judging oneself for a feeling ("am I a bad person", "I feel like a terrible mother").
  {
    match: /\b(?:am i (?:a )?(?:bad|terrible|horrible|awful|evil|selfish|petty)(?: person| wife| husband| mother| mom| mum| father| dad| friend| daughter| son)?|i (?:feel|must be) (?:like )?(?:a )?(?:bad|terrible|horrible|awful|evil) (?:person|wife|husband|mother|mom|mum|father|dad|friend|daughter|son))\b|(?<![\u05D0-\u05EA])(?:(?:אדם|בן אדם|אמא|אבא|אישה|בת זוג|בן זוג|חברה|חבר|בת|בן) (?:רע|רעה|נורא|נוראית|נוראי|איום|איומה)|אני (?:רעה|נוראית|איומה|מפלצת))(?![\u05D0-\u05EA])/i,
    en: 'Feeling this does not make you a bad person; it is human and understandable. A feeling is not a deed, and the pain beneath it deserves kindness, not judgement.',
    he: 'התחושה הזאת לא הופכת אותך לאדם רע; היא אנושית ומובנת. רגש הוא לא מעשה, והכאב שמתחתיו ראוי לחמלה ולא לשיפוט.',
    more: [{ en: 'You are not a bad person for feeling this; it is a natural, human response to pain, and you can be gentle with yourself about it — what you do with the feeling matters far more than having it.', he: 'את{ה|} לא אדם רע בגלל הרגש הזה; זו תגובה טבעית ואנושית לכאב, ומותר להיות עדינים עם עצמך — מה שעושים עם הרגש חשוב הרבה יותר מעצם קיומו.' }],
  },
  // The same fight for years: underneath a returning argument is a need.
  {
    match: /\b(?:the )?same (?:old )?(?:fight|argument|quarrel|conversation|issue)\b|\b(?:fight|argue|argument)s? (?:about|over) (?:it|this|the same thing) (?:again and again|over and over|every (?:time|week|month))\b|(?<![\u05D0-\u05EA])(?:(?:אותו|אותה) (?:ה)?(?:ריב|ויכוח|מריבה|שיחה)|שוב ושוב (?:על|את) (?:אותו|אותה|זה))(?![\u05D0-\u05EA])/i,
    en: 'A fight that keeps returning is rarely about its subject: underneath it there is usually a need — to feel respected, safe or chosen. Ask each other what the argument is really about for you, and talk about that need rather than the next round of it.',
    he: 'ריב שחוזר שוב ושוב הוא כמעט אף פעם לא על הנושא שלו: מתחתיו יש בדרך כלל צורך — להרגיש מכובד, בטוח או נבחר. כדאי שכל אחד ישאל את השני על מה הריב הזה באמת בשבילו, ולדבר על הצורך שבשורש ולא על הסיבוב הבא.',
    more: [{ en: 'When the same argument returns, stop the round and ask the deeper question instead: "What is this really about for you?" The need underneath — respect, security, being chosen — is what can actually be met.', he: 'כשאותו ויכוח חוזר, כדאי לעצור את הסיבוב ולשאול את השאלה העמוקה יותר: "על מה זה באמת בשבילך?" הצורך שמתחת — כבוד, ביטחון, להרגיש נבחר{|ת|} — הוא מה שאפשר באמת לענות עליו.' }],
  },
  // How to propose or suggest something: an idea to try together, with room in it.
  {
    match: /\bhow (?:do|can|should|would) (?:i|we) (?:suggest|propose|offer|pitch|float)\b|\bhow to (?:suggest|propose|offer)\b|(?<![\u05D0-\u05EA])(?:איך (?:להציע|מציעים|אני מציע|אני מציעה|לתת הצעה)|להציע (?:לו|לה|להם) (?:את זה|ש))(?![\u05D0-\u05EA])/i,
    en: 'Offer it as an idea to try together rather than a decision — "what if we tried…?" — and leave room for their version of it; a suggestion with a compromise built in, something in the middle, is easier to say yes to.',
    he: 'כדאי להציע את זה כרעיון לנסות יחד ולא כהחלטה — "מה דעתך שננסה…?" — ולהשאיר מקום לגרסה של הצד השני; הצעה שיש בה פשרה, משהו באמצע, קל יותר לקבל.',
  },
  // A structure for the talk, step by step.
  {
    match: /\bstep[- ]by[- ]step\b|\b(?:a |the )?(?:structure|agenda|format|script) (?:for|of) (?:the|our|that|this|a) (?:talk|conversation|meeting|discussion)\b|\bhow (?:would|should|does) (?:that|it|this|such a meeting|a meeting) (?:even )?look\b|(?<![\u05D0-\u05EA])(?:שלב אחרי שלב|שלב אחר שלב|מבנה (?:ל|של )?(?:ה)?שיחה|סדר (?:ל|של )?(?:ה)?שיחה|איך (?:זה|זו|היא) (?:אמור|אמורה|צריך|צריכה) להיראות)(?![\u05D0-\u05EA])/i,
    en: 'A structure that keeps the talk calm, step by step: first, each says one thing that went well this week; second, one topic only, each speaking for a few minutes while the other listens; third, one small agreement; and a fixed end time, with the rest left for next week.',
    he: 'מבנה שעוזר לשיחה להישאר רגועה, שלב אחרי שלב: קודם כל אחד אומר דבר אחד שהיה טוב השבוע; אחר כך נושא אחד בלבד, כשכל אחד מדבר כמה דקות והשני מקשיב; בסוף הסכמה קטנה אחת; וזמן סיום קבוע, ואת השאר משאירים לשבוע הבא.',
  },
  // A tool or a system for what one of them keeps having to remember.
  {
    match: /\b(?:an? )?(?:app|apps|system|calendar|reminders?|spreadsheet|tool)\b[^.?!]{0,30}\b(?:work|works|help|for couples|to track|to share|that)\b|(?<![\u05D0-\u05EA])(?:אפליקציה|אפליקציות|שיטה|יומן משותף|לוח משותף|תזכורות|תזכורת)(?![\u05D0-\u05EA])/i,
    en: 'A system works when both of you set it up and use it: one shared calendar — on the phone or on the fridge — with reminders for the fixed jobs, and ten minutes together on Sunday to look at the week, so no one is the only one who remembers.',
    he: 'שיטה עובדת כששניכם בונים אותה ומשתמשים בה יחד: יומן משותף אחד — בטלפון או על המקרר — עם תזכורות למשימות הקבועות, ועשר דקות ביחד ביום ראשון להסתכל על השבוע, כדי שאף אחד לא יהיה היחיד שזוכר.',
  },
  // Jealousy: a feeling to share as one's own, not an accusation.
  {
    match: /\b(?:jealous\w*|envious|envy)\b|(?<![\u05D0-\u05EA])(?:ו|ש)?(?:מקנא|מקנאה|מקנאת|מקנאים|קנאה|קנאי|קנאית|מקנא אותי|מקנאה אותי)(?![\u05D0-\u05EA])/i,
    en: 'Jealousy is a feeling, not an accusation; you can share it calmly as your own — "I know it is fine, and still I feel jealous sometimes" — which invites closeness rather than defence.',
    he: 'קנאה היא רגש ולא האשמה; אפשר לשתף אותה בשקט, כשלך — "אני יודע{|ת|} שזה בסדר, ועדיין לפעמים אני מקנא{|ה|}" — וזה מזמין קרבה ולא התגוננות.',
  },
  // Feeling outside: a part of one's own, not waiting to be invited.
  {
    match: /\b(?:left out|on the outside|(?:feel|am|i'?m) (?:like )?an? (?:outsider|third wheel)|(?:not|never) (?:included|part of (?:it|things|the family)))\b|(?<![\u05D0-\u05EA])(?:(?:ואני|אני|ש?אני) (?:ב)?חוץ|(?:מרגיש|מרגישה) (?:בחוץ|מחוץ|זר|זרה|מיותר|מיותרת)|לא (?:חלק|שייך|שייכת) (?:מ|ל))(?![\u05D0-\u05EA])/i,
    en: 'Feeling left out eases when you have a part of your own rather than waiting to be invited in: take on a specific role — a regular time that is yours, a task that is yours — and say plainly that you want to be involved.',
    he: 'התחושה של להיות בחוץ מתרככת כשיש חלק קבוע משלך, ולא מחכים להזמנה: כדאי לקחת תפקיד מסוים — זמן קבוע שהוא שלך, משימה שהיא שלך — ולומר בפשטות שחשוב לך להיות מעורב{|ת|} ולמצוא את המקום שלך.',
  },
  // Words for a celebration: a blessing, a toast, a card.
  {
    match: /\b(?:toast|speech|blessing|a few words|some words|card|dvar torah)\b[^.?!]{0,40}\b(?:for|to|at|on)\b|\b(?:bless|toast)\b (?:them|him|her|my|our|the)\b|(?<![\u05D0-\u05EA])(?:ברכה|לברך|נאום|כמה מילים|מילים (?:ל|בשביל)|כרטיס ברכה)(?![\u05D0-\u05EA])/i,
    en: 'A good blessing or toast is short and personal: one true memory, one thing you see and appreciate in them, and one wish — said with a smile. A detail only your family knows says more than any quotation.',
    he: 'ברכה טובה היא קצרה ואישית: זיכרון אמיתי אחד, דבר אחד שרואים ומעריכים בהם, תודה, ואיחול אחד — ונאמרת בחיוך. פרט קטן שרק המשפחה מכירה אומר יותר מכל ציטוט.',
  },
  // Taking turns: fixed in advance, with something for each.
  {
    match: /\b(?:take turns|taking turns|alternate|alternating|switch off|every other (?:week|year|shabbos|shabbat|time))\b|(?<![\u05D0-\u05EA])(?:לסירוגין|בתורות|להתחלף|מתחלפים|נתחלף|פעם אני ופעם)(?![\u05D0-\u05EA])/i,
    en: 'Taking turns works when it is fixed in advance — who goes which week — and each of you also gets something of your own in return, so no one is always the one who gives up.',
    he: 'תורות עובדות כשהן קבועות מראש — מי הולך באיזה שבוע — וכשגם כל אחד מקבל משהו משלו בתמורה, כדי שאף אחד לא יהיה תמיד זה שמוותר.',
  },
  // Not becoming the nag or the police: say it once, then trust.
  {
    match: /\b(?:nag\w*|police|policing|preach\w*|lectur\w*|the bad guy|his mother|her mother|his mom|her mom)\b(?=[^.?!]{0,40}\?|[^.?!]*\b(?:without|not|don'?t want|stop being|become)\b)|\bwithout (?:nagging|being (?:the )?(?:police|his mother|her mother|a nag))\b|(?<![\u05D0-\u05EA])(?:[ולש]|לה|כמו)?(?:שוטר|שוטרת|נודניק|נודניקית|לנדנד|מנדנד|מנדנדת|להטיף|מטיף|מטיפה|לחפור|חופרת|חופר|אמא שלו|האמא שלו)(?=[^.?!]{0,40}\?|[^.?!]*(?:בלי|לא להיות|לא להפוך|להפסיק))/i,
    en: 'Say your worry once, plainly and with love, then step back: no reminders and no checking. Ask what support they want from you, and trust them with the rest — that is what keeps you from becoming the police.',
    he: 'כדאי לומר את הדאגה פעם אחת, בפשטות ובאהבה, ואז לעשות צעד אחורה: בלי תזכורות ובלי בדיקות. לשאול איזו תמיכה הצד השני רוצה ממך, ולסמוך עליו בשאר — כך לא הופכים לשוטר{|ת|} או להטפה.',
  },
  // Who will watch the children: care pieced together.
  {
    match: /\bwho (?:will|would|can|could) (?:watch|mind|look after|take care of|babysit|stay with) (?:the )?(?:kids|children|baby|them)\b|\b(?:childcare|babysitting|a babysitter|a sitter)\b[^.?!]{0,30}\?|\b(?:babysitters?|sitters?|childcare) (?:are|is) (?:too |so |really )?(?:expensive|costly|unaffordable)\b|\bcan'?t afford (?:a )?(?:babysitter|sitter|childcare)\b|\bno (?:family|grandparents|one) (?:nearby|near us|around|to help)\b|(?<![\u05D0-\u05EA])(?:מי (?:ישמור|ישמרו|תשמור|יישאר|תישאר|יהיה) (?:על|עם) (?:הילדים|התינוק|התינוקת|הקטנים|עליהם|איתם))(?![\u05D0-\u05EA])/i,
    en: 'Care for the children can be pieced together rather than found in one place: grandparents for part of it, a trusted babysitter or friends for the rest, or a swap with another family you later return the favour to.',
    he: 'את השמירה על הילדים אפשר להרכיב מכמה חלקים ולא למצוא במקום אחד: סבא וסבתא לחלק מהזמן, בייביסיטר או חברים שסומכים עליהם לשאר, או החלפה עם משפחה אחרת שמחזירים לה טובה אחר כך.',
  },
  // Not wanting to have to ask, remind or write the list: the load is in the noticing.
  {
    match: /\b(?:(?:don'?t|doesn'?t|do not|does not) want to (?:have to )?(?:ask|remind|make (?:him|her|me) a list|manage|tell (?:him|her|me) what to do)|mental load|(?:have|has) to (?:ask|remind) (?:him|her|me) (?:for )?every|manager of the house)\b|(?<![\u05D0-\u05EA])(?:(?:לא רוצה|לא רוצָה) (?:להגיד לו|להגיד לה|לבקש|להזכיר|לכתוב לו רשימה|לכתוב לה רשימה|לנהל)|העומס המנטלי|להזכיר (?:לו|לה) כל|לבקש (?:ממנו|ממנה) כל (?:דבר|פעם))(?![\u05D0-\u05EA])/i,
    en: 'What is asked for here is ownership, not help: noticing what is needed without being asked, taking responsibility for a whole area from start to finish, and showing the initiative — so no one has to be the manager who writes the list.',
    he: 'מה שמבוקש כאן הוא אחריות ולא עזרה: לשים לב למה שצריך בלי שיבקשו, לקחת תחום שלם מההתחלה ועד הסוף, ולהראות יוזמה — כדי שאף אחד לא יצטרך להיות המנהל שכותב את הרשימה.',
  },
  // Ideas for filling days that opened up (retirement, an empty house, time at home).
  {
    match: /\b(?:has|have|had) nothing (?:else )?to do\b|\b(?:deserves?|earned|has earned) (?:a |the |his |her |some )?(?:rest|break)\b|(?<![\u05D0-\u05EA])(?:ש|וש)?מגיע (?:לו|לה) (?:לנוח|מנוחה)(?![\u05D0-\u05EA])|\bhelp (?:him|her|them) find (?:something|a purpose|a project)\b|(?<![\u05D0-\u05EA])אין (?:לו|לה|להם) מה לעשות(?![\u05D0-\u05EA])|\b(?:ideas?|things?|something)\b[^.?!]{0,20}\b(?:(?:he|she|they|we) (?:could|can|might) do|to do with (?:his|her|their|our) (?:time|days))\b|\b(?:fill (?:his|her|their|our) days|bored (?:at|since|now that))\b|(?<![\u05D0-\u05EA])(?:(?:רעיונות|משהו|דברים) (?:ש|ל)?(?:הוא|היא)? ?(?:יכול|יכולה|לעשות|לעסוק)|למלא את (?:הימים|היום|הזמן) (?:שלו|שלה))(?![\u05D0-\u05EA])/i,
    en: 'A day that suddenly opened up needs something of its own: a regular shiur or class, a chavruta, volunteering somewhere that needs their skills, a project with a goal, or friends to meet each week — purpose outside the house makes the time inside it easier.',
    he: 'יום שהתפנה פתאום צריך משהו משלו: שיעור או חוג קבוע, חברותא, התנדבות במקום שצריך את הכישורים, פרויקט עם מטרה, או חברים שנפגשים כל שבוע — משמעות מחוץ לבית מקלה על הזמן שבתוכו.',
  },
  // Thanking someone for what they carried: specific, and said aloud.
  {
    match: /\b(?:want|like|how (?:do|can) i|help me) (?:to )?(?:thank|say thank you to|show (?:my )?appreciation to)\b|(?<![\u05D0-\u05EA])(?:רוצה|איך|עזור לי|תעזור לי|תעזרי לי) (?:ל)?(?:להודות|להגיד תודה|לומר תודה|להראות הערכה)(?![\u05D0-\u05EA])/i,
    en: 'Thanks lands when it is specific: name what they did, when, and what it meant to you — "I saw everything you carried, and I won\'t forget it. Thank you." Say it aloud, and put it in writing too if you can.',
    he: 'תודה נקלטת כשהיא מסוימת: לומר מה נעשה, מתי, ומה זה אמר לך — "ראיתי את כל מה שנשאת, ולא אשכח את זה. תודה." כדאי לומר את זה בקול, ואם אפשר גם לכתוב.',
  },
  // Being the one who remembers everything: hand over whole areas, not more reminders.
  {
    match: /\b(?:forgets?|forgot|forgetting)\b[^.?!]{0,30}\b(?:every|everything|all|plans?|appointments?|things? i ask)\b|\b(?:being|am|i'?m|im) the (?:calendar|reminder|secretary|one who remembers)\b|(?<![\u05D0-\u05EA])(?:(?:שוכח|שוכחת) (?:כל|הכול|הכל|את כל)|להיות (?:ה)?יומן|המזכירה של|היחידה שזוכרת|היחיד שזוכר)(?![\u05D0-\u05EA])/i,
    en: 'Being the one who remembers everything is a real load, and more reminders will not lift it: hand over whole areas instead — his own appointments, one child\'s school events — kept in a shared calendar with his own reminders, so what is his is his to remember.',
    he: 'להיות זו שזוכרת הכול זה עומס אמיתי, ועוד תזכורות לא יורידו אותו: כדאי להעביר תחומים שלמים — התורים שלו, האירועים של אחד הילדים — ביומן משותף עם תזכורות משלו, כך שמה ששלו — שלו לזכור.',
  },
  // The children keep asking (about a loss, a change): a short true answer, again and again.
  {
    match: /\b(?:kids?|children|son|daughter|\d{1,2}[- ]?(?:year[- ]olds?|yo)|(?:little|older|younger|oldest|youngest|middle) one|youngest|oldest|(?:he|she) keeps?)\b[^.?!]{0,15}\b(?:keeps? asking|keep asking|are asking|is asking|(?:is|are) (?:going to|gonna) ask|will ask|ask(?:s|ed)? (?:me )?(?:\w+ ){0,2}(?:when|why|if|whether|where))\b|(?<![\u05D0-\u05EA])(?:הילדים|הילד|הילדה|הבן|הבת|הקטנים|הקטנה|הקטן|הגדולה|הגדול)(?:\s+(?:בן|בת)\s+\d{1,2})?\s+ו?(?:כל הזמן |שוב |עדיין )?(?:שואלים|שואל|שואלת)(?![\u05D0-\u05EA])/i,
    en: 'Children ask the same question many times; each time, give the same short, true answer at their level, let them be sad with you, and tell them they are safe and loved — repetition is how they take it in.',
    he: 'ילדים שואלים את אותה שאלה הרבה פעמים; כדאי לתת בכל פעם את אותה תשובה קצרה ואמיתית ברמה שלהם, לתת להם להיות עצובים איתך, ולומר שהם בטוחים ואהובים — ככה הם מעכלים.',
  },
  // Keeping a surprise: who is let in on it, and a cover story that is true.
  {
    match: /\b(?:surprise|without (?:her|him) (?:knowing|suspecting|finding out|noticing)|(?:won'?t|doesn'?t) suspect)\b|(?<![\u05D0-\u05EA])(?:הפתעה|להפתיע|בלי ש(?:היא|הוא) (?:תחשוד|יחשוד|תדע|ידע|תשים לב|ישים לב)|שלא (?:תחשוד|יחשוד))(?![\u05D0-\u05EA])/i,
    en: 'A surprise keeps best with one or two people let in on the secret — a grandparent for the children, a friend for the booking — and a simple cover story that is nearly true, so there is nothing to suspect.',
    he: 'הפתעה נשמרת הכי טוב כשרק אחד או שניים שותפים לסוד — סבתא או סבא לילדים, חבר או חברה להזמנה — ועם סיפור כיסוי פשוט שהוא כמעט אמת, כך שאין מה לחשוד.',
  },
  // "Should we just pay it off for them?": a grown child's load taken over whole takes their part too.
  {
    match: /\bshould (?:we|i) (?:just )?(?:pay (?:it|them|this|that|those)(?: off| back)?|do (?:it|this|that)|cover (?:it|them|this)|bail (?:him|her|them) out|take care of (?:it|them|this)|fix (?:it|this)) for (?:them|him|her)\b|(?<![\u05D0-\u05EA])(?:(?:לשלם|לעשות|לסדר|לכסות|לסגור|לפתור) (?:את זה |את הכול |את הכל )?(?:בשבילו|בשבילה|בשבילם|במקומו|במקומה|במקומם))(?![\u05D0-\u05EA])/i,
    context: /\b(?:son|daughter|kids?|child(?:ren)?|\d{2} ?(?:yo|y\.o\.|year[- ]old))\b|(?<![\u05D0-\u05EA])(?:הבן|הבת|הילד|הילדה|הילדים|בננו|בתנו)(?![\u05D0-\u05EA])/i,
    en: 'Taking the whole weight off a grown child tends to take their part away too: if you help, help with a condition they carry — a share you cover and a share they pay, a plan with dates, their own part in it — so the help builds their footing and their sense of responsibility rather than replacing them, and never at the cost of your own retirement.',
    he: 'כשלוקחים מילד בוגר את כל המשא, לוקחים ממנו גם את החלק שלו: אם עוזרים, כדאי לעזור בתנאי שגם הוא נושא בו — חלק שאתם מכסים וחלק שהוא משלם, תוכנית עם תאריכים, אחריות משלו — כך שהעזרה בונה לו קרקע ולא מחליפה אותו, ולעולם לא על חשבון הפנסיה שלכם.',
  },
  // "I know it's silly, but…": a hurt the asker waves away themselves is answered first: it is not silly.
  {
    match: /\b(?:i know (?:it['’]?s|it is|this is|it sounds|this sounds|that sounds) (?:so |really |probably |kind of )?(?:silly|stupid|petty|dumb|childish|ridiculous|nothing|a small thing|small)|(?:it['’]?s|this is|this may be|maybe it['’]?s) (?:probably )?(?:silly|stupid|petty|dumb|childish) (?:but|of me))\b|(?<![\u05D0-\u05EA])(?:(?:אני )?(?:יודעת|יודע) ש?זה (?:שטות|טיפשי|קטנוני|ילדותי|מגוחך|דבר קטן|כלום)|זה (?:אולי|בטח|כנראה) (?:שטות|טיפשי|קטנוני|ילדותי))(?![\u05D0-\u05EA])/i,
    en: 'It is not silly: what hurts you matters, and the feeling makes sense. A hurt that looks small from outside usually touches something that is not small — being remembered, seen, chosen — and it deserves to be said, not waved away, by you either.',
    he: 'זה לא שטות: מה שכואב לך חשוב, והרגש מובן וטבעי. פגיעה שנראית קטנה מבחוץ נוגעת בדרך כלל במשהו שאינו קטן — להיזכר, להיראות, להיבחר — והיא ראויה שיאמרו אותה, ולא שיבטלו אותה, גם לא את{ה|} בעצמך.',
  },
  // A gesture of repair offered after a hurt ("now he suggests a restaurant — should I agree?"):
  // accepted as the step it is, with the hurt still said.
  {
    match: /\b(?:he|she|they)(?:'s| is| are)? (?:now |finally |just )?(?:offer\w*|suggest\w*|propos\w*|wants? to (?:take me|make (?:it|this|up)|go out)|bought me|brought me|apologi[sz]ed)\b[^?]{0,80}\b(?:should|do|must|shall) (?:i|we) (?:just )?(?:accept|agree|say yes|go|take (?:it|him|her) up|forgive|let it go)\b|\bshould i (?:accept|forgive) (?:his|her|their) (?:apology|offer|flowers|gift|present)\b|(?<![\u05D0-\u05EA])(?:מציע|מציעה|הציע|הציעה|רוצה לפצות|קנה לי|קנתה לי|הביא לי|הביאה לי|התנצל|התנצלה)(?![\u05D0-\u05EA])[^?]{0,80}(?:להסכים|לקבל|לסלוח|ללכת|להגיד כן)\s*\?/i,
    en: 'You can say yes to the gesture without pretending the hurt is gone: accept it as the step toward you that it is, and at a quiet moment that evening tell them in one sentence what hurt — "It wasn\'t about a present; I felt I didn\'t matter" — so the repair meets the feeling itself.',
    he: 'אפשר להסכים להצעה בלי להעמיד פנים שהפגיעה עברה: לקבל אותה כצעד לקראתך, וברגע שקט באותו ערב לומר במשפט אחד מה כאב — "זה לא היה עניין של מתנה; הרגשתי שאני לא חשוב{|ה|}" — כך התיקון פוגש גם את הרגש עצמו.',
  },
  // "Does that mean I have to just take it silently?": respect is in how one answers, not in silence.
  {
    match: /\b(?:(?:do|does|did) (?:that|this|it) mean (?:i|we) (?:have|need) to|(?:do|must|should) (?:i|we) (?:have to |need to )?|am i (?:supposed|expected) to|(?:i|we) (?:have|need) to) (?:just )?(?:take|accept|swallow|put up with|endure|tolerate|stay (?:quiet|silent)|keep quiet|say nothing|bite my tongue)\b[^.!?]{0,50}(?:\?|silently|in silence|quietly)|(?<![\u05D0-\u05EA])(?:(?:זה אומר ש)?(?:אני )?(?:צריכה|צריך|חייבת|חייב) (?:פשוט )?(?:לשתוק|לספוג|לבלוע|לסבול|לקבל את זה בשתיקה|לקבל הכול)|(?:לשתוק|לספוג|לבלוע) (?:הכול|הכל|את זה)\s*\?)(?![\u05D0-\u05EA])/i,
    en: 'You do not have to take it in silence. Respect and kindness live in how you answer, not in whether you answer: you can respond calmly, say in one sentence what hurts, and set a gentle limit — "I hear you; I\'m going to do it my way" — and still protect the relationship.',
    he: 'לא חייבים לספוג בשתיקה. כבוד ועדינות נמצאים באופן שבו עונים, לא בשאלה אם עונים: אפשר להגיב ברוגע, לומר במשפט אחד מה כואב, ולהציב גבול עדין — "שמעתי; אני אעשה את זה בדרך שלי" — ועדיין לשמור על הקשר.',
  },
  // "What's the first conversation we should have?": hopes before logistics.
  {
    followOnly: true,
    match: /\bwhat(?:['’]?s| is| should be| would be)? (?:the |our )?first (?:conversation|talk|thing (?:we|i) should (?:talk about|discuss))\b|\bwhat (?:should|do) (?:we|i) (?:talk about|discuss) first\b|(?<![\u05D0-\u05EA])(?:(?:מה|על מה) (?:צריכה להיות )?השיחה הראשונה|על מה (?:לדבר|נדבר|מדברים) קודם|(?:מה|איזו) שיחה (?:לעשות|נעשה) קודם)(?![\u05D0-\u05EA])/i,
    en: 'Make the first conversation about hopes before logistics: each of you writes down, on your own, the three things you most want from what comes next — dreams, worries, what you will not give up — then read the lists to each other and look first at what is on both. Money, dates and details can wait for the second conversation.',
    he: 'כדאי שהשיחה הראשונה תהיה על משאלות לפני סידורים: כל אחד כותב לבד את שלושת הדברים שהכי חשובים לו בשלב הבא — חלומות, חששות, ממה לא מוותרים — ואז קוראים את הרשימות זה לזה ומחפשים קודם את מה שמופיע אצל שניכם. כסף, תאריכים ופרטים יכולים לחכות לשיחה השנייה.',
  },
  // A new arrangement that falls apart after a few weeks, "like every other time": a weekly check-in.
  {
    match: /\b(?:(?:stop|keep) (?:it|this|things|the (?:list|plan|system|routine)) (?:from )?falling apart|falls? apart (?:after|within|every)|fizzles? out|(?:make|making) (?:it|this|the (?:change|plan|system|routine)) (?:stick|last)|(?:it|that|this|they) (?:never|doesn['’]?t|don['’]?t) last|like every other time)\b|(?<![\u05D0-\u05EA])(?:(?:שזה|שהוא|שהיא|שהם) (?:לא )?(?:יתפרק|תתפרק|יתפרקו|יחזיק|תחזיק|יחזיקו|ישרוד)|(?:מתפרק|מתפרקת|מתפרקים|נשחק|נשחקת) (?:אחרי|תוך)|כמו כל (?:הפעמים|פעם) הקודמ(?:ות|ת))(?![\u05D0-\u05EA])/i,
    en: 'A new arrangement usually fades in its second or third week, once the effort of starting wears off — so plan for that week: put a short weekly check-in on the calendar (ten minutes on Saturday night or Sunday) to review the list, adjust what is not working and thank each other, and expect a lapse or two without calling the whole thing a failure.',
    he: 'הסדר חדש נשחק בדרך כלל בשבוע השני או השלישי, כשהמאמץ של ההתחלה נגמר — ולכן כדאי לתכנן בשביל השבוע הזה: בדיקה שבועית קצרה ביומן (עשר דקות במוצאי שבת או ביום ראשון) כדי לעבור על הרשימה, לתקן מה שלא עובד ולהודות זה לזה, ולצפות למעידה או שתיים בלי להכריז שהכול נכשל.',
  },
  // Tears after a limit was set ("I told her and she started crying"): stay warm, and keep the limit.
  {
    followOnly: true,
    match: /\b(?:he|she|they) (?:just |then )?(?:cried|started (?:to )?cry(?:ing)?|burst (?:into|out in) tears|broke down|teared up|was in tears)\b|(?<![\u05D0-\u05EA])(?:[ו])?(?:התחיל(?:ה|ו)? לבכות|בכתה|בכה|בכו|פרצ(?:ה|ו)? בבכי|פרץ בבכי)(?![\u05D0-\u05EA])/i,
    context: /\b(?:can['’]?t|cannot|won['’]?t|no longer|not able|not going to|stop|limit|boundar\w*|say no|decided|need (?:her|him|them) to)\b|(?<![\u05D0-\u05EA])(?:לא יכול|לא יכולה|לא אוכל|לא מוכן|לא מוכנה|לא אהיה|גבול|לסרב|להפסיק|החלטנו|החלטתי)(?![\u05D0-\u05EA])/i,
    en: 'Tears after you set a limit do not make the limit wrong: you can stay warm — "I can see how hard this is, and I love you" — keep the limit, and help look together for other help, so they are not left alone with what they need.',
    he: 'דמעות אחרי שהצבת גבול לא אומרות שהגבול שגוי: אפשר להישאר חמים — "אני רואה כמה זה קשה לך, ואני אוהב{|ת|} אותך" — לשמור על הגבול, ולעזור לחפש יחד עזרה אחרת, כדי [שהוא לא יישאר|שהיא לא תישאר|שאף אחד לא יישאר] לבד עם מה שחסר.',
  },
  // Cheered up, fixed, told to look on the bright side, when what one needs is to be listened to.
  {
    match: /\b(?:keeps?|kept|is always|always) (?:on )?(?:trying to )?(?:cheer(?:ing)? me up|fix(?:ing)? (?:it|me|things|everything)|(?:look(?:ing)?|point(?:ing)? (?:out|to)) (?:on )?the bright side|tell(?:ing|s)? me (?:to )?(?:look on the bright side|move on|be positive|cheer up|it could be worse|(?:that )?at least))|(?<!stop )(?:tries|tried|trying) to (?:cheer me up|fix (?:it|this)|make me feel better)\b|(?<![\u05D0-\u05EA])(?:(?:מנסה|מנסים|ניסה|ניסתה) (?:כל הזמן )?(?:לעודד אותי|לשמח אותי|לתקן לי|לפתור לי|להצחיק אותי)|(?:אומר|אומרת|אומרים) לי (?:להסתכל על חצי הכוס המלאה|לחשוב חיובי|להמשיך הלאה|לשמוח))(?![\u05D0-\u05EA])/i,
    en: 'Cheering up is how many people try to help, and it can feel like being hurried out of the feeling. Tell them what does help, plainly and without blame: "I know you want me to feel better. I don\'t need you to fix it or cheer me up — I need you to sit with me and listen, even when I\'m sad."',
    he: 'לעודד זו הדרך של הרבה אנשים לעזור, אבל זה יכול להרגיש כמו דחיקה החוצה מהרגש. כדאי לומר בפשטות ובלי האשמה מה כן עוזר: "אני יודע{|ת|} ש[אתה רוצה|את רוצה|אתה רוצה] שארגיש טוב יותר. אני לא צריך{|ה|} [שתתקן|שתתקני|שתתקן] או [שתעודד|שתעודדי|שתעודד] — אני צריך{|ה|} [שתשב|שתשבי|שתשב] לידי ו[תקשיב|תקשיבי|תקשיב], גם כשעצוב לי."',
  },
  // An apology that should not be followed by the same thing tomorrow: the apology, and the change.
  {
    match: /\b(?:apologi[sz]e|say (?:i['’]?m )?sorry)\b[^.?!]{0,60}\b(?:without|so (?:it|that)|and not)\b[^.?!]{0,40}\b(?:again|same thing|tomorrow|next time|repeat\w*)\b|(?<![\u05D0-\u05EA])(?:מתנצל|מתנצלת|להתנצל|אתנצל|לבקש סליחה)(?![\u05D0-\u05EA])[^.?!]{0,60}(?:בלי ש|כך ש|ולא)[^.?!]{0,40}(?:שוב|עוד פעם|אותו דבר|מחר|בפעם הבאה)/i,
    en: 'An apology holds when it comes with a change: say what happened without "but", and then what you will do differently when it starts again — learn to recognise your early sign (exhaustion, a short fuse), take a pause before the words come out, and agree on that signal together, so tomorrow has a plan and not only a promise.',
    he: 'התנצלות מחזיקה כשהיא באה עם שינוי: לומר מה קרה בלי "אבל", ואז מה תעשה{|י|} אחרת כשזה מתחיל שוב — ללמוד לזהות את הסימן המוקדם (עייפות, פתיל קצר), לקחת הפסקה לפני שהמילים יוצאות, ולהסכים יחד על הסימן הזה, כך שלמחר יש תוכנית ולא רק הבטחה.',
  },
  // The other's tears or hurt at a decision or a limit: stay warm, and keep the decision.
  {
    match: /\b(?:(?:he|she|they|(?:my|his|her) (?:mom|mum|mother|dad|father|parents|wife|husband))(?:'s| is| are|'re)? (?:going to|gonna|will|might) (?:cry|be (?:so )?(?:hurt|upset|devastated|crushed|offended))|(?:if|when) (?:he|she|they) (?:cries|cry|gets? upset))\b|(?<![\u05D0-\u05EA])(?:(?:היא|הוא|הם|אמא שלי|אבא שלי|ההורים שלי) (?:תבכה|יבכה|יבכו|תיפגע|ייפגע|ייפגעו|תתאכזב|יתאכזב|יתאכזבו|תכעס|יכעס|יכעסו))(?![\u05D0-\u05EA])/i,
    en: 'Their tears or hurt do not mean you did something wrong; you can stay warm and steady at once — "I know this is hard, and I love you" — and let them feel it without taking the decision back. Call again in a day or two, about something else.',
    he: 'דמעות או פגיעה בצד השני לא אומרות ששגית; אפשר להישאר חמים ויציבים בבת אחת — "אני יודע{|ת|} שזה קשה, ואני אוהב{|ת|} אותך" — ולתת לרגש מקום בלי לחזור בך מההחלטה. כדאי להתקשר שוב בעוד יום או יומיים, על משהו אחר.',
  },
  // "Is something wrong with me?", "is it normal?", "am I crazy?": answered first, and plainly.
  {
    // Asked of someone else's tears or ways, with no feeling of one's own named ("My wife cries a lot
    // and I don't know how to help her. Is this normal?" — answers round S25), it would tell the
    // asker nothing is wrong with them.
    unless:
      /^(?![\s\S]*\b(?:i (?:still |often |always |just )?(?:feel|felt|am|get|keep|cry|cried|can'?t|cannot|have been|hate|miss|worry|panic|freak)|i'?m|i'?ve been|wrong with me|am i)\b)[\s\S]*\b(?:my|our) (?:wife|husband|partner|son|daughter|child|kid|baby|toddler|teen|teenager|mother|father|mom|mum|dad)\b|^(?![\s\S]*(?:אני מרגיש|אני מרגישה|הרגשתי|אני כל הזמן|אני בוכה|בכיתי|אני לא מצליח|אני לא מצליחה|אני עדיין|אני מתגעגע|אני מתגעגעת|אני דואג|אני דואגת|משהו לא בסדר איתי|לא תקין אצלי))[\s\S]*(?:אשתי|בעלי|הבן שלי|הבת שלי|הילד שלי|הילדה שלי|התינוק|התינוקת|אמא שלי|אבא שלי)/iu,
    match: /\b(?:is (?:there )?something wrong with me|what'?s wrong with me|am i (?:crazy|normal|abnormal|broken|weird)|is (?:it|this|that) (?:normal|okay|ok) (?:to|that)|is (?:this|that|it) normal|(?:is (?:this|that|it)|am i) (?:so |really |just )?(?:pathetic|weak|silly|stupid|crazy)(?! (?:to|of me to|if)\b))\b|(?<![\u05D0-\u05EA])(?:(?:זה|האם זה) (?:פתטי|מגוחך|חולשה|טיפשי)|אני (?:פתטי|פתטית|חלש|חלשה)|משהו לא בסדר איתי|מה לא בסדר איתי|(?:זה|האם זה) נורמלי|אני נורמלי(?:ת)?|אני משוגע(?:ת)?|יש בי משהו לא תקין|משהו דפוק בי)(?![\u05D0-\u05EA])/i,
    en: 'Nothing is wrong with you for feeling this. It is a normal response to what you are living through, and it takes the time it takes; what helps is not judging the feeling, but letting someone close know what it is like for you.',
    he: 'אין בך שום דבר לא תקין בגלל התחושה הזאת. זו תגובה טבעית למה שעובר עליך, והיא לוקחת את הזמן שלה; מה שעוזר הוא לא לשפוט את התחושה, אלא לספר למישהו קרוב איך זה מרגיש.',
    more: [
      {
        en: 'There is nothing weak or strange in feeling this: it is a human, common response to something new and hard, and many people in your place feel the same. Say it to someone close, and prepare for it with help and practice rather than judging yourself for it.',
        he: 'אין שום חולשה או משהו מוזר בתחושה הזאת: זו תגובה אנושית ונפוצה למשהו חדש וקשה, ורבים במקומך מרגישים בדיוק כך. כדאי לומר את זה למישהו קרוב, ולהתכונן לזה עם עזרה ותרגול במקום לשפוט את עצמך.',
      },
    ],
  },
  // "Is it me?", "am I overreacting?", "too sensitive?": asked in earnest, answered in earnest.
  {
    match: /\b(?:is it (?:just )?me|am i (?:overreacting|being (?:dramatic|unreasonable|too sensitive|petty|crazy))|am i too sensitive|am i the problem)\b|(?<![\u05D0-\u05EA])(?:(?:זה|האם זה) רק אני|אני מגזימ(?:ה)?|אני רגיש(?:ה)? מדי|אני הבעיה|אני עושה מזה עניין)(?![\u05D0-\u05EA])/i,
    en: 'Asking whether it is you is already a good sign. A repeated clash is rarely one person alone: usually each of you is protecting a standard or a need. Naming yours, and asking about his or hers, does more than deciding who is right.',
    he: 'עצם השאלה אם זה את{ה|} היא סימן טוב. עימות שחוזר הוא כמעט אף פעם לא של צד אחד: בדרך כלל כל אחד מגן על סטנדרט או על צורך. לומר את שלך ולשאול על של הצד השני עושה יותר מלהכריע מי צודק.',
  },
  // A child who cannot fall asleep alone: small steps, shared between the parents.
  {
    match: /\b(?:(?:fall|falls|go|goes) (?:asleep|to sleep) (?:without|unless|alone|by (?:him|her)self)|won'?t (?:sleep|stay in (?:his|her|their) (?:own )?bed)|(?:sleep|sleeps) in our bed)\b|(?<![\u05D0-\u05EA])(?:(?:נרדם|נרדמת|נרדמים|להירדם|ישן|ישנה|לישון) (?:בלי|לבד|רק אם|רק כש)|(?:לא )?(?:נשאר|נשארת|נשארים) במיטה|(?:ישן|ישנה|ישנים) (?:אצלנו )?במיטה שלנו)(?![\u05D0-\u05EA])/i,
    en: 'A child who needs a parent to fall asleep can learn it in small steps: a short, steady routine, then sitting beside the bed instead of lying in it, then by the door — a few nights each — and the two of you taking turns, so it is never always one parent.',
    he: 'ילד שצריך הורה כדי להירדם יכול ללמוד את זה בצעדים קטנים: שגרת שינה קצרה וקבועה, אחר כך לשבת ליד המיטה במקום לשכב בה, ואז ליד הדלת — כמה לילות לכל שלב — ושניכם מתחלפים, כך שזה לא תמיד אותו הורה.',
  },
  // Where to meet people at all, for someone new to a place or to parenthood who is "not a joiner".
  {
    match: /\b(?:where|how) (?:would|do|can|could|should|will) i (?:even |ever )?(?:meet|find|make)\b[^.?!]{0,20}\b(?:other )?(?:moms|mums|mothers|dads|fathers|parents|friends|people)\b|\bnot (?:really )?(?:a joiner|the joining type)\b|(?<![\u05D0-\u05EA])(?:איפה|איך) (?:אני )?(?:בכלל )?(?:אכיר|אפגוש|אמצא|אוכל להכיר|אוכל לפגוש) (?:אמהות|אבות|הורים|חברים|חברות|אנשים)(?![\u05D0-\u05EA])/i,
    en: 'You do not have to become a joiner: one small, regular place is enough — a baby class, a library story time, a parents\u2019 group at the shul — the same one every week, so the same faces grow familiar, and one person to have coffee with rather than a crowd.',
    he: 'לא צריך להפוך לטיפוס של קבוצות: מספיק מקום אחד קטן וקבוע — חוג לתינוקות, שעת סיפור בספרייה, מפגש הורים בבית הכנסת — אותו מקום בכל שבוע, כך שאותם פנים נעשים מוכרים, ואדם אחד לשבת איתו לקפה ולא קהל שלם.',
  },
  // "Find a hobby", said as if it were simple: what was lost was more than something to do.
  {
    match: /\b(?:find|get|take up) (?:a |yourself a |some )?hobb(?:y|ies)\b|(?<![\u05D0-\u05EA])(?:תמצא|תמצאי|למצוא|תעשה|תעשי|תחפש|תחפשי) (?:לך |לעצמך )?(?:תחביב|תחביבים)(?![\u05D0-\u05EA])/i,
    en: 'A hobby is a fair suggestion, but what was lost is more than something to fill the hours: being needed, a place among people, a reason to get up. Say that plainly, and look for a small step that holds some of it — a morning a week volunteering, teaching what you know, a regular shiur with others — tried for a month before it is judged.',
    he: 'תחביב הוא הצעה הוגנת, אבל מה שאבד הוא יותר ממשהו שממלא שעות: להיות נחוץ, מקום בין אנשים, סיבה לקום בבוקר. כדאי לומר את זה בפשטות, ולחפש צעד קטן שיש בו קצת מכל זה — בוקר אחד בשבוע של התנדבות, ללמד אחרים את מה שאת{ה|} יודע{|ת|}, שיעור קבוע עם אחרים — ולתת לו חודש לפני ששופטים.',
  },
];

/** The asker's previous message in this chat, if any. */
function previousQuestion(history: readonly Turn[]): string | null {
  return history.filter((t) => t.role === 'user').at(-1)?.content ?? null;
}

/** A Hebrew sentence joined with "and" (ו), unless it opens with one already or with "or", "but",
 *  "so" ("ואו שזה רק מבלבל אותם" was said back). */
function andHe(sentence: string): string {
  return /^(?:ו|או |אבל |אז |אך )/.test(sentence) ? sentence : `ו${sentence}`;
}

/**
 * `earlierQuestion`: the asker's previous message in this chat; a move's context may be in it ("my
 * sister can't help, she lives abroad" after a question about a father). `afterTurn`: the message
 * was not read as its follow-up though both are still unclear — a move only a follow-up makes
 * ("is that a yes?") is answered there too.
 */
function moveLine(u: Understanding, language: GuideLanguage, said: Said, earlierQuestion: string | null = null, afterTurn = earlierQuestion !== null): string | null {
  const conversation = `${u.followUp?.previous.message ?? earlierQuestion ?? ''}\n${u.message}`;
  const lines: string[] = [];
  for (const move of MOVES) {
    if (!move.match.test(u.message) || (move.context && !move.context.test(conversation)) || move.unless?.test(u.message) || (move.elder && !u.elder) || (move.followOnly && !u.followUp && !afterTurn)) continue;
    // A move already answered in this chat is said in its other words, or gives way to the next
    // one the message makes; a message that makes two ("how do I suggest it… without hurting
    // her?") gets both.
    const line = [move, ...(move.more ?? [])].map((m) => (language === 'he' ? inflect(m.he, u.readerGender, u.otherGender) : m.en)).find((l) => !said.has(l));
    if (line) lines.push(line);
    if (lines.length === 2) break;
  }
  return lines.length > 0 ? lines.join(' ') : null;
}

/**
 * Words to say built from what this conversation names, for when the topic's own words were
 * already given (a second request for words in a chat) or the topic has none: the matter named as
 * the person would name it to the other ("my kitchen", not "your kitchen"), a need said as one's
 * own, and a small request.
 */
function ownScripts(u: Understanding, language: GuideLanguage): string[] {
  const thing = u.things[0];
  const subject = [...u.ownSubjects, ...(u.followUp?.previous.ownSubjects ?? [])][0];
  if (language === 'he') {
    const x = thing ? hebrewName(thing, u) : subject?.text;
    if (!x) return [];
    return [
      `אפשר לומר: "אפשר שנדבר על ${x}? יש לי תחושה שזה נכנס בינינו, ועדיף לי שנמצא דרך ביחד מאשר להמשיך לעקוף את זה."`,
      `אפשר לומר: "אני רוצה לספר לך מה ${x} עושה לי, בלי להאשים אף אחד. נשב על זה הערב עשר דקות?"`,
    ];
  }
  const own = (text: string): string => text.replace(/^your /i, 'my ').replace(/^(?:his|her) /i, 'your ');
  const x = thing ? own(englishName(thing, u)) : subject ? own(subject.text) : null;
  if (!x) return [];
  return [
    `You might say: "Can we talk about ${x}? I feel it's coming between us, and I'd rather we find a way together than keep going around it."`,
    `You might say: "I want to tell you how I feel about ${x}, without blaming anyone. Could we sit down for ten minutes tonight?"`,
  ];
}

/**
 * What the asked-for words have to do, read from the message whatever its topic: comfort someone
 * who is hurting, give news they will not like, set a limit on a remark, say one's own need
 * without sounding bitter, or thank someone for what they carried. Words shaped by that fit the
 * asker's side of the situation even where the topic's own words would not ("we need a plan for
 * the children" offered to a parent whose daughter was just dumped).
 */
type WordsPurpose = 'celebrate' | 'be_there' | 'limit' | 'others_ask' | 'be_heard' | 'comfort' | 'announce' | 'boundary' | 'backing' | 'thanks' | 'appreciation' | 'own_time' | 'missing' | 'need';

const PURPOSE_CUES: Array<[WordsPurpose, RegExp]> = [
  // A few words for an occasion — an anniversary, a birthday, a note for Shabbat after a hard week
  // (answers round M): a draft with the occasion in it, to be made one's own (celebrationDrafts).
  ['celebrate', /\b(?:(?:write|say|give|make) (?:her |him |them )?(?:a few|some) words|(?:a|the) (?:short |little |small )?(?:note|card|letter|toast|speech)\b(?! (?:from|saying|that|about (?:the|her|his) (?:school|teacher|doctor)))|(?:\d+|\w+tieth|\w+th) (?:wedding )?anniversary|\d+(?:th)? birthday|(?:turns?|turning) \d+)\b|(?<![\u05D0-\u05EA])(?:כמה מילים|פתק|מכתב קצר|לנסח|נאום|ברכה ל|\d+ שנות נישואין|\d+ שנים לנישואין|יום הולדת \d+|חוגג(?:ת)? \d+)(?![\u05D0-\u05EA])/i],
  ['thanks', /\b(?:carr(?:y|ies|ied|ying)|held|handled|managed|ran)\b[^.?!]{0,25}\b(?:the house|the home|everything|it all|the family|the kids)\b[^.?!]{0,40}\b(?:alone|by (?:her|him)self|on (?:her|his) own|while i|the whole time)\b|(?<![\u05D0-\u05EA])(?:סחבה|סחב|נשאה|נשא|החזיקה|החזיק) (?:את )?(?:הבית|הכול|הכל|הכל לבד|הילדים)(?![\u05D0-\u05EA])/i],
  ['limit', /\bcalls? (?:me |us )?(?:\w+ ){0,2}times a day\b|\bcalls? (?:me |us )?(?:all the time|constantly|nonstop|every hour)\b|\b(?:drops? by|shows? up|comes? over|turns? up) (?:\w+ )?(?:unannounced|without (?:calling|asking|warning))\b|\btexts? (?:me )?(?:all day|nonstop|constantly)\b|(?<![\u05D0-\u05EA])(?:(?:מתקשרת|מתקשר|מתקשרים) (?:אליי |אלינו |לי |לנו )?(?:\S+ )?(?:פעמים ביום|כל הזמן|כל שעה|בלי הפסקה)|(?:קופצת|קופץ|מגיעה|מגיע|באה|בא) (?:אלינו )?בלי (?:להודיע|לתאם|לשאול))(?![\u05D0-\u05EA])/i],
  ['others_ask', /\b(?:people|neighbou?rs|family|relatives|friends|everyone|everybody|others|the shul|the community|acquaintances)\b[^.?!]{0,15}\b(?:who |that )?(?:keep |are |will )?ask(?:s|ing)?\b|(?<![\u05D0-\u05EA])(?:ל?שכנים|ל?משפחה|ל?אנשים|ל?חברים|ל?כולם|ל?מכרים)[^.?!]{0,10}(?:ששואלים|שישאלו|שואלים)(?![\u05D0-\u05EA])/i],
  ['be_heard', /\b(?:explain|tell|say|get (?:him|her|them) to (?:see|understand))\b[^.?!]{0,40}\b(?:(?:doesn'?t|does not|won'?t|isn'?t) (?:work|help|helping)|move on|get over it|(?:it'?ll|it will|everything will) (?:get better|be (?:fine|ok|okay))|like that|that way)\b|(?<![\u05D0-\u05EA])(?:להסביר|מסביר|מסבירה|אסביר|להגיד|אומר|אומרת)[^.?!]{0,40}(?:לא עובד ככה|לא עוזר|להמשיך הלאה|יהיה בסדר|לא ככה)/i],
  ['comfort', /\b(?:got|was|been|getting) (?:dumped|rejected|cut from|left out)\b|\b(?:broke|broken) up with (?:her|him)\b|\b(?:she|he|they)(?:'s|'re| is| are| has been| have been)? (?:heartbroken|devastated|crushed|crying|been crying)\b|\b(?:in|to) (?:her|his|their) room (?:all|since|for)\b|(?<![\u05D0-\u05EA])(?:נפרד ממנה|נפרדה ממנו|זרק אותה|זרקה אותו|(?:היא|הוא) (?:שבורה|שבור|בוכה)|מסתגרת בחדר|מסתגר בחדר|סגורה בחדר|סגור בחדר)(?![\u05D0-\u05EA])/i],
  ['announce', /\bwe(?:'ve| have)? decided\b|\bwe(?:'re| are) (?:selling|moving|staying|not coming|not going)\b|\bthis (?:year|time) we\b[^.?!]{0,40}\b(?:want|will|'ll|are going)\b|\bwithout breaking (?:her|his|their) hearts?\b|\bbreak (?:it|the news) to\b|(?<![\u05D0-\u05EA])(?:החלטנו|השנה אנחנו (?:רוצים|נשארים|לא)|לא נבוא|בלי לשבור (?:לה|לו|להם) את הלב)(?![\u05D0-\u05EA])/i],
  ['boundary', /\b(?:criticis\w*|criticiz\w*|comments? on|remarks?|makes? fun|mocks?|laughs? at|jokes? about)\b[^.?!]{0,60}\bin front of\b|\bin front of (?:everyone|everybody|the (?:kids|children|family|guests)|others|people)\b|(?<![\u05D0-\u05EA])(?:ליד כולם|מול כולם|מול הילדים|ליד האורחים)(?![\u05D0-\u05EA])/i],
  ['backing', /\b(?:(?:just )?sits? there|says? nothing|stays? (?:silent|quiet)|(?:doesn'?t|does not|never) (?:defend|back|stand up for|stick up for) me|takes? (?:her|his|their) side)\b|(?<![\u05D0-\u05EA])(?:ש?(?:יושב ו)?שותק|ש?(?:יושבת ו)?שותקת|לא (?:מגן|מגינה) עליי|לא (?:עומד|עומדת) לצידי|(?:לוקח|לוקחת) את הצד (?:שלה|שלו|שלהם))(?![\u05D0-\u05EA])/i],
  ['appreciation', /\bnever (?:hear|get|heard) (?:a |any )?(?:thank|thanks|appreciation)\b|\b(?:don'?t|doesn'?t|do not|never) (?:feel )?(?:appreciated|seen|noticed)\b|\btaken for granted\b|(?<![\u05D0-\u05EA])(?:אף פעם לא (?:שומע|שומעת|מקבל|מקבלת) תודה|לא (?:מעריכה|מעריך|מעריכים) (?:את מה|אותי)|מובן מאליו)(?![\u05D0-\u05EA])/i],
  ['own_time', /\b(?:i|we) (?:want|need|would like)\b[^.?!]{0,15}\b(?:an?|one) (?:evening|night|day|morning|afternoon)\b[^.?!]{0,30}\b(?:for myself|of my own|with (?:my |the )?(?:friends|guys|girls|chavruta)|to (?:myself|play|learn))\b|(?<![\u05D0-\u05EA])(?:רוצה|צריך|צריכה) (?:ערב|יום|בוקר) (?:אחד )?(?:בשבוע )?(?:ל|עם |משלי|לעצמי)/i],
  ['missing', /\b(?:keeps?|kept) cancel\w*|\bcancel\w* on (?:me|us)\b|\b(?:barely|never|hardly) see (?:her|him|them)\b|(?<![\u05D0-\u05EA])(?:מבטלת לי|מבטל לי|כל הזמן מבטל|כל הזמן מבטלת|כמעט לא רואים)(?![\u05D0-\u05EA])/i],
  ['be_there', /\b(?:i|we) (?:have|need|must) to be (?:there|with (?:him|her|them))(?: now| right now)?\b|(?<![\u05D0-\u05EA])(?:חייב|חייבת|צריך|צריכה) להיות (?:שם|איתו|איתה|איתם|לידו|לידה)(?![\u05D0-\u05EA])/i],
  ['need', /\b(?:without|don'?t want to|do not want to) (?:sound(?:ing)?|seem(?:ing)?|com(?:e|ing) across|be(?:ing)?|look(?:ing)?) (?:like )?(?:an? |the )?(?:martyr|bitter|needy|selfish|petty|ungrateful|nag\w*|complain\w*|demanding|clingy|dramatic|whiny|whiney)\b|(?<![\u05D0-\u05EA])(?:בלי (?:להישמע|שזה יישמע|להיראות) (?:נודני|נודנית|אנוכי|אנוכית|מתלונן|מתלוננת|ממורמר|ממורמרת|נזקק|נזקקת|קטנוני|קטנונית))(?![\u05D0-\u05EA])/i],
];

const PURPOSE_WORDS: Record<WordsPurpose, { en: string[]; he: string[] }> = {
  // Built for the occasion named (celebrationDrafts).
  celebrate: { en: [], he: [] },
  be_there: {
    en: ['"I need to be there now, and it isn\'t choosing them over you. I miss us too. What would help me most is knowing you\'re beside me in this — and when it eases, I\'ll be back with you."', '"This is a time I need to be there, and I can\'t do it well without you behind me. Can we work out together what at home can wait, and what you could take on for now?"'],
    he: ['"אני צריכ{|ה|} להיות שם עכשיו, וזה לא אומר שאני בוחר{|ת|} בהם על פניך. גם לי חסרים אנחנו. מה שהכי יעזור לי זה לדעת ש[אתה לצידי|את לצידי|אתה לצידי] בזה — וכשזה יירגע, אני חוזר{|ת|} אליך."', '"זו תקופה שבה אני צריכ{|ה|} להיות שם, ואני לא יכול{|ה|} לעשות את זה טוב בלי שיהיה לי גב ממך. נחשוב יחד מה בבית יכול לחכות, ומה [תוכל|תוכלי|תוכל] לקחת עליך בינתיים?"'],
  },
  limit: {
    en: ['"I love hearing from you, and I want it to stay a pleasure for both of us. Could we have our call every evening at eight? Then I can really be with you, not in the middle of everything."', '"You matter to me, and so does the rhythm of our home. Let\'s fix a time for our calls — and if something urgent comes up, of course call right away."'],
    he: ['"אני אוהב{|ת|} לשמוע ממך, ורוצה שזה יישאר נעים לשנינו. אפשר שנקבע שיחה קבועה בכל ערב בשמונה? ככה אוכל באמת להיות איתך, ולא באמצע הכול."', '"חשוב לי הקשר איתך, וגם הקצב של הבית שלנו. בוא[|י|] נקבע זמן קבוע לשיחות — ואם קורה משהו דחוף, ברור שמתקשרים מיד."'],
  },
  others_ask: {
    en: ['"Thank you for asking. It has been a hard time, and we are taking care of each other; we would rather not go into it, but it means a lot that you care."', '"We are all right, thank you — it is private, and we are giving it time. What would help most is your good wishes."'],
    he: ['"תודה ששאלת. זו תקופה לא פשוטה, ואנחנו שומרים זה על זה; מעדיפים לא להיכנס לפרטים, אבל נוגע ללב שאכפת לך."', '"אנחנו בסדר, תודה — זה עניין פרטי, ואנחנו נותנים לזה זמן. מה שהכי יעזור זה איחולים טובים."'],
  },
  be_heard: {
    en: ['"I know you want me to feel better, and I love that you do. But hearing that it will be fine, or that I should move on, leaves me more alone. What I need is for you to listen, and just be with me in it."', '"It doesn\'t work like that for me, and I need you to know it: I am not asking you to fix anything. I need you to hear how it is for me, without hurrying me out of it."'],
    he: ['"אני יודע{|ת|} ש[אתה רוצה|את רוצה|אתה רוצה] שיהיה לי טוב, ואני אוהב{|ת|} את זה. אבל כשאני שומע{|ת|} שיהיה בסדר, או שצריך להמשיך הלאה, אני מרגיש{|ה|} יותר לבד. מה שאני צריכ{|ה|} זה ש[תקשיב|תקשיבי|תקשיב], ופשוט [תהיה|תהיי|תהיה] איתי בזה."', '"אצלי זה לא עובד ככה, וחשוב לי ש[תדע|תדעי|תדע]: אני לא מבקש{|ת|} ש[תתקן|תתקני|תתקן] משהו. אני צריכ{|ה|} ש[תשמע|תשמעי|תשמע] איך זה בשבילי, בלי למהר להוציא אותי מזה."'],
  },
  comfort: {
    en: ['"I\'m so sorry — that really hurts. You don\'t have to talk about it; I\'m here whenever you want, even just to sit together."', '"That sounds awful, and it makes sense that you\'re hurting. I\'m not going to lecture — I\'m here if you want to talk, or if you just want company."'],
    he: ['"אני כל כך מצטער{|ת|}, זה באמת כואב. לא חייבים לדבר על זה — אני כאן מתי ש[תרצה|תרצי|תרצה], אפילו רק לשבת יחד."', '"זה נשמע קשה מאוד, ובכלל לא מפתיע שכואב לך. אני לא בא{|ה|} להטיף — אני כאן אם [תרצה|תרצי|תרצה] לדבר, או סתם שנהיה יחד."'],
  },
  announce: {
    en: ['"We\'ve decided something, and we wanted you to hear it from us first. It isn\'t about loving you any less — we love you, and we\'d love to find another time to be together soon."', '"There\'s something we\'ve decided that I want you to hear from me, not from anyone else. I know it may be hard to hear; it changes nothing about how much we love you."'],
    he: ['"החלטנו משהו, ורצינו ש[תשמע|תשמעי|תשמעו] את זה קודם מאיתנו. זה לא אומר שאנחנו אוהבים אותך פחות — אנחנו אוהבים אותך, ונשמח לקבוע זמן אחר להיות יחד בקרוב."', '"יש משהו שהחלטנו, ורציתי ש[תשמע|תשמעי|תשמעו] את זה ממני ולא ממישהו אחר. אני יודע{|ת|} שאולי יהיה קשה לשמוע את זה; זה לא משנה כלום בכמה שאנחנו אוהבים אותך."'],
  },
  boundary: {
    en: ['"I know you mean well, and I\'d rather hear this from you in private; in front of everyone it hurts. Can we keep it between us?"', '"I\'d prefer we talk about this just the two of us — said in front of others, it stings. I\'m glad to hear it another time."'],
    he: ['"אני יודע{|ת|} ש[אתה מתכוון|את מתכוונת|זה בא] לטובה, אבל אני מעדיפ{|ה|} לשמוע את זה בינינו; ליד כולם זה לא נעים לי ופוגע. אפשר שנשאיר את זה בינינו?"', '"אשמח שנדבר על זה רק שנינו — כשזה נאמר ליד אחרים, זה פוגע בי. בפעם אחרת אשמח לשמוע."'],
  },
  backing: {
    en: ['"I\'m not asking you to choose between us or to fight anyone. I need to feel you\'re beside me: when it happens, one sentence from you — or a word with me afterwards — would mean a lot."', '"I don\'t need you to take sides. I need to know we\'re a team; next time, could you say something, even something small, so I\'m not alone in it?"'],
    he: ['"אני לא מבקש{|ת|} ש[תבחר|תבחרי|תבחר] בינינו או ש[תריב|תריבי|תריב] עם מישהו. אני צריכ{|ה|} להרגיש ש[אתה לצידי|את לצידי|אתה לצידי]: כשזה קורה, משפט אחד ממך — או מילה בינינו אחר כך — יעזרו לי מאוד."', '"אני לא צריכ{|ה|} ש[תיקח|תיקחי|תיקח] צד. אני צריכ{|ה|} לדעת שאנחנו צוות; בפעם הבאה, [תוכל|תוכלי|תוכל] לומר משהו, אפילו קטן, כדי שלא אהיה לבד בזה?"'],
  },
  thanks: {
    en: ['"I know how much you carried while I was away, and how much of it you carried alone. I saw it, and I\'m so grateful — thank you. I\'m home, and I\'m here."', '"Thank you for everything you held together while I was gone. I don\'t take it for granted; I appreciate you more than I manage to say."'],
    he: ['"אני יודע{|ת|} כמה סחבת בזמן שלא הייתי, וכמה מזה לבד. ראיתי את זה, ואני כל כך אסיר{|ת|} תודה — תודה. אני בבית, ואני כאן."', '"תודה על כל מה שהחזקת בזמן שלא הייתי. אני לא לוקח{|ת|} את זה כמובן מאליו; אני מעריכ{|ה|} אותך יותר ממה שאני מצליח{|ה|} לומר."'],
  },
  appreciation: {
    en: ['"I\'m not keeping score, and I don\'t regret what we decided. But I need to hear sometimes that you see what I carry — it would mean a lot to me."', '"This isn\'t a complaint. I\'d just love to hear a thank you now and then; knowing you notice what I do would mean a lot to me."'],
    he: ['"אני לא סופר{|ת|}, ואני לא מתחרט{|ת|} על מה שהחלטנו. אבל חשוב לי לשמוע לפעמים ש[אתה רואה|את רואה|רואים] מה אני נושא{|ת|} — זה ישמח אותי מאוד."', '"זו לא תלונה. פשוט אשמח לשמוע תודה מדי פעם; לדעת ש[אתה שם|את שמה|שמים] לב למה שאני עושה חשוב לי."'],
  },
  own_time: {
    en: ['"I love our time together, and I need one evening a week of my own to recharge — not to get away from you. I\'d like you to have one too; which evening would you want?"', '"Having one evening a week of my own would help me come home with more to give. I\'d love for you to have one too — can we find a way that works for both of us?"'],
    he: ['"חשוב לי ערב אחד בשבוע משלי, כדי להיטען — לא כדי לברוח ממך. ואני רוצה שגם לך יהיה ערב משלך; איזה ערב [היית רוצה|היית רוצה|הייתם רוצים]?"', '"ערב אחד בשבוע משלי יעזור לי לחזור הביתה עם יותר כוח. ואשמח שגם לך יהיה ערב שלך — נמצא יחד דרך שמתאימה לשנינו?"'],
  },
  missing: {
    en: ['"I miss you, and I understand how busy things are right now. It hurts a little when plans fall through at the last minute — can we find a time that really works for you?"', '"I\'m happy for you, and I miss you. I\'d love to still be part of your week — could we set something we both keep?"'],
    he: ['"אני מתגעגע{|ת|} אלי[ך|ך|ך], ואני מבינ{|ה|} כמה עמוס עכשיו. קצת כואב לי כשתוכניות מתבטלות ברגע האחרון — נמצא זמן שבאמת מתאים ל[ך|ך|ך]?"', '"אני שמח{|ה|} בשבילך, ומתגעגע{|ת|}. אשמח להישאר חלק מהשבוע שלך — נקבע משהו ששנינו נשמור עליו?"'],
  },
  need: {
    en: ['"This isn\'t a complaint — I\'d rather tell you than let it build up. It matters to me, and I\'d love us to find a way that works for both of us."', '"I want to tell you something without it becoming a fight: I feel this matters to me, and I need us to look at it together."'],
    he: ['"זו לא תלונה — אני מעדיפ{|ה|} לומר לך את זה ולא לתת לזה להצטבר. זה חשוב לי, ואשמח שנמצא דרך שמתאימה לשנינו."', '"אני רוצה לומר לך משהו בלי שזה יהפוך לריב: אני מרגיש{|ה|} שזה חשוב לי, ואני צריך{|ה|} שנסתכל על זה יחד."'],
  },
};

/** The purpose the asked-for words serve, read from the message itself. */
function wordsPurpose(u: Understanding): WordsPurpose | null {
  const own = PURPOSE_CUES.find(([, cue]) => cue.test(u.message))?.[0];
  if (own) return own;
  // A follow-up that speaks of the same person only as "her" / "him" ("so what do I say to her?")
  // asks for words for the matter told before; one that names someone else ("and my husband, who
  // stays silent?") does not take the earlier purpose.
  const earlier: string[] = [];
  for (let p = u.followUp?.previous; p && earlier.length < 3; p = p.followUp?.previous) earlier.push(p.message);
  if (!u.followUp || !(u.whoByPronoun || u.people.length === 0)) return null;
  return earlier.map((text) => PURPOSE_CUES.find(([, cue]) => cue.test(text))?.[0]).find((x) => x !== undefined) ?? null;
}

/** Words to say shaped by what they have to do (wordsPurpose), in the reader's language. */
function purposeScripts(u: Understanding, language: GuideLanguage): string[] {
  const purpose = wordsPurpose(u);
  if (!purpose) return [];
  // Words asked for as an explanation are offered as one ("how do I explain to him…").
  const explain = /\bexplain\b|(?<![\u05D0-\u05EA])(?:להסביר|מסביר|מסבירה|מסבירים|אסביר)(?![\u05D0-\u05EA])/i.test(u.message);
  const lead =
    purpose === 'others_ask'
      ? language === 'he'
        ? 'לשאלות של אחרים מספיק לענות במשפט אחד, קצר ואמיתי, שסוגר את הנושא בחום: '
        : 'Those who ask need only one short, true sentence that closes the subject kindly: '
      : language === 'he'
        ? explain
          ? 'אפשר להסביר את זה כך: '
          : 'אפשר לומר: '
        : explain
          ? 'You might explain it like this: '
          : purpose === 'thanks'
            ? 'You might write: '
            : 'You might say: ';
  if (purpose === 'celebrate') {
    const draftLead = language === 'he' ? 'טיוטה שאפשר להפוך לשלך (ובמקום הסוגריים — משהו שרק שניכם מכירים): ' : 'A draft to make your own (put something only the two of you know where the brackets are): ';
    return celebrationDrafts(`${u.followUp?.previous.message ?? ''}\n${u.message}`, language).map((line) => `${draftLead}${language === 'he' ? inflect(line, u.readerGender, u.otherGender) : line}`);
  }
  return PURPOSE_WORDS[purpose][language].map((line) => `${lead}${language === 'he' ? inflect(line, u.readerGender, u.otherGender) : line}`);
}

/**
 * A draft of the few words asked for, with the occasion the message names in it: so many years
 * since the chuppah, a birthday of so many years, or a note for Shabbat after a hard week — thanks,
 * one memory left for the writer to put in, and love. Hebrew needs no gender for the one it is
 * written to (נשאת, תודה לך, באהבה).
 */
function celebrationDrafts(message: string, language: GuideLanguage): string[] {
  const years = /\b(\d+)(?:th|st|nd|rd)? (?:wedding )?anniversary\b|(?<![\d])(\d+) (?:שנות נישואין|שנים לנישואין|שנים של נישואין)|יום הנישואין ה-?(\d+)/i.exec(message);
  const anniversary = years?.[1] ?? years?.[2] ?? years?.[3] ?? (/\bforty|fortieth\b/i.test(message) ? '40' : null);
  const age = /\b(\d+)(?:th)? birthday\b|\b(?:turns?|turning) (\d+)\b|יום הולדת (\d+)|חוגג(?:ת)? (\d+)/i.exec(message);
  const turning = age?.[1] ?? age?.[2] ?? age?.[3] ?? age?.[4] ?? null;
  const shabbat = /\b(?:shabb?(?:at|os)|friday)\b|שבת/i.test(message);
  // A day that was forgotten: the card says sorry first (answers round N2).
  const forgot = /\bforg[eo]t\b|שכחתי|שכח /i.test(message);
  const yearsOf = anniversary ?? /\b(\d+) years\b|(\d+) שנים/i.exec(message)?.slice(1).find(Boolean) ?? null;
  if (forgot) {
    return language === 'he'
      ? [`"סליחה ששכחתי את היום שלנו${yearsOf ? ` — ${yearsOf} שנים איתך שוות הרבה יותר מזה` : ''}. תודה על [דבר אחד שרק שנינו מכירים]. אני אוהב{|ת|} אות[ך|ך|ך], ואני רוצה לחגוג את זה כמו שצריך: [התוכנית]."`]
      : [`"I'm sorry I forgot our day${yearsOf ? ` — ${yearsOf} years with you deserve far better than that` : ''}. Thank you for [one thing only the two of us know]. I love you, and I want to celebrate it properly: [the plan]."`];
  }
  if (language === 'he') {
    if (anniversary) return [`"לפני ${anniversary} שנים עמדנו מתחת לחופה, ומאז אנחנו בונים את הבית הזה יחד. תודה על כל שנה ושנה — על [זיכרון אחד שרק שנינו מכירים]. באהבה גדולה, ולעוד שנים רבות יחד."`];
    if (turning) return [`"${turning} שנים — ותודה על כל אחת מהשנים שעברנו יחד, על [דבר אחד קטן שרק שנינו מכירים]. באהבה גדולה, ועד מאה ועשרים — יחד."`];
    return [`"השבוע נשאת כל כך הרבה — וראיתי את זה. תודה שהחזקת את הכול, גם כש[דבר אחד מהשבוע הזה]. באהבה${shabbat ? ', ושבת שלום' : ''}."`];
  }
  if (anniversary) return [`"${anniversary} years ago we stood under the chuppah, and I would choose you again today. Thank you for every one of these years — for [one memory only the two of us share]. I love you, and I look forward to all the years still ahead of us, together."`];
  if (turning) return [`"${turning} years — and I am grateful for every one of them I have shared with you. Thank you for [one small thing only I know about you]. I love you; may the years ahead be full of health and joy, together."`];
  return [`"This week you carried so much — and I saw all of it. Thank you for holding everything together, even when [one moment from this week]. I love you${shabbat ? '. Shabbat shalom' : ''}."`];
}

// ─── How the other person reacted ─────────────────────────────────────────────────────────────

/**
 * A follow-up that tells how the other person met what was tried (understand.ts: Reaction) is
 * answered for that reaction: what happened said back, what it may mean, and the next small step —
 * about the matter of the first question. Hebrew inflects for the reader {m|f|n} and the other
 * person [m|f|n].
 */
interface ReactionText {
  en: (about: string, who: string, word: string) => string[];
  he: (about: string, word: string) => string[];
  tipsEn: string[];
  tipsHe: string[];
}

const plural = (who: string): boolean => /^(?:they|your (?:parents|children|kids|in-laws))$/i.test(who);
const enVerb = (who: string, one: string, many: string): string => (plural(who) ? many : one);
const enObject = (who: string): string => (who === 'he' ? 'him' : who === 'she' ? 'her' : who === 'they' ? 'them' : who);

// A young child's tears when a routine changes (bedtime alone, sitting by the door) are expected
// and pass with the same calm steps: not the tears of a spouse the subject touched (round J15).
const YOUNG_CHILD = /\b(?:[1-8]|one|two|three|four|five|six|seven|eight)[- ]?(?:year|yr)s?[- ]?old|\b(?:toddler|baby|preschool\w*|kindergarten\w*|(?:[1-8]|one|two|three|four|five|six|seven|eight)yo)\b|(?<![\u05D0-\u05EA])(?:בן|בת) (?:[1-8]|שנה|שנתיים|שלוש|ארבע|חמש|שש|שבע|שמונה)(?![\u05D0-\u05EA\d])|(?<![\u05D0-\u05EA])(?:ה|ל|ו)?(?:פעוט|פעוטה|תינוק|תינוקת)(?![\u05D0-\u05EA])|בגן/i;
const CHILD_CRIED: ReactionText = {
  en: () => ['Tears when a routine changes are expected at this age, and they usually peak in the first few nights before they ease: they are not a sign that you are doing harm.'],
  he: () => ['בכי כשמשנים הרגל צפוי בגיל הזה, ובדרך כלל הוא בשיאו בלילות הראשונים ואז נרגע: זה לא סימן שאתם פוגעים בילד.'],
  tipsEn: [
    'Keep the same calm steps every night — the same words, the same order — so the new routine becomes predictable; consistency for a week or two matters more than any one night.',
    'Agree with your spouse beforehand on what each of you will do when the crying starts, so neither steps in against the other in the moment.',
  ],
  tipsHe: [
    'כדאי לשמור על אותם צעדים רגועים בכל ערב — אותן מילים, אותו סדר — כדי שההרגל החדש יהיה צפוי; עקביות לאורך שבוע או שבועיים חשובה יותר מכל לילה אחד.',
    'כדאי להסכים מראש עם בן או בת הזוג מה כל אחד עושה כשהבכי מתחיל, כדי שאף אחד לא ייכנס ברגע עצמו נגד השני.',
  ],
};

function reactionText(reaction: Reaction, u: Understanding): ReactionText {
  const previous = u.followUp?.previous;
  if (reaction === 'cried' && previous?.who === 'child' && YOUNG_CHILD.test(`${previous.message}\n${u.message}`)) return CHILD_CRIED;
  return REACTION_TEXT[reaction];
}

const REACTION_TEXT: Record<Reaction, ReactionText> = {
  cried: {
    en: (about, who) => [
      `Tears around ${about} usually mean it touched something that matters deeply to ${enObject(who)} — a fear, a loss, or feeling torn — not that you were wrong to raise it.`,
      `When ${who} ${enVerb(who, 'cries', 'cry')} over ${about}, it shows how much is riding on it; it is not a sign that the conversation failed.`,
    ],
    he: (about) => [`בכי סביב ${about} אומר בדרך כלל שהנושא נגע [בלב שלו|בלב שלה|במשהו עמוק] — פחד, געגוע או תחושה של קריעה — ולא שטעית כשהעלית אותו.`],
    tipsEn: [
      'Stay with the tears before the subject: sit close, say "I can see this is hard, and I\'m here" — and do not press for an answer tonight.',
      'When things are calm, ask gently what the tears were about — "What is the hardest part of this for you?" — and listen to the whole answer before explaining your side.',
      'Come back to the question itself in a day or two, as a decision you want to make together, not one either of you makes over the other.',
    ],
    tipsHe: [
      'קודם להישאר עם הבכי ורק אחר כך עם הנושא: לשבת קרוב, לומר "אני רואה שזה קשה, ואני כאן" — ולא ללחוץ לתשובה הערב.',
      'ברגע רגוע, כדאי לשאול בעדינות על מה היו הדמעות — "מה הכי קשה לך בזה?" — ולהקשיב לתשובה כולה לפני שמסבירים את הצד שלך.',
      'אפשר לחזור לשאלה עצמה בעוד יום או יומיים, כהחלטה שרוצים לקבל יחד — ולא החלטה שאחד מקבל מעל הראש של השני.',
    ],
  },
  dismissed: {
    en: (about, who, word) => [
      `${word ? `Hearing that you are "${word}" about ${about}` : `Having what you said about ${about} waved away`} can sting. It usually means ${who} ${enVerb(who, 'does', 'do')} not yet see what it is like from where you stand — and your feeling does not have to be proven right to deserve a hearing.`,
    ],
    he: (about, word) => [`${word ? `לשמוע "${word}" בעניין ${about}` : `כשמה שאמרת בעניין ${about} נדחה בביטול, זה`} יכול לצרוב. בדרך כלל זה אומר ש[הוא עוד לא רואה|היא עוד לא רואה|הצד השני עוד לא רואה] איך זה נראה מהמקום שלך — והרגש שלך לא צריך להוכיח שהוא צודק כדי שיקשיבו לו.`],
    tipsEn: [
      'Rather than arguing whether the feeling is justified, describe what happens and what it does to you: "When this happens, I feel… I\'m not asking you to agree, I\'m asking you to understand."',
      'Ask how they see it, and say back what you heard before you answer; when each side feels understood, both soften.',
      'Agree on one small thing that would help you feel supported in this, and try it for a week.',
    ],
    tipsHe: [
      'במקום להתווכח אם הרגש מוצדק, כדאי לתאר מה קורה ומה זה עושה לך: "כשזה קורה, אני מרגיש{|ה|}… אני לא צריך{|ה|} [שתסכים|שתסכימי|שתסכים] איתי, רק [שתבין|שתביני|שתבין] איך זה בשבילי."',
      'כדאי לשאול גם איך [הוא רואה|היא רואה|הצד השני רואה] את זה, ולחזור על מה ששמעת לפני שעונים; כשכל צד מרגיש שהבינו אותו, שניהם מתרככים.',
      'אפשר להסכים על דבר קטן אחד שיעזור לך להרגיש שיש לך גב בעניין הזה, ולנסות אותו שבוע.',
    ],
  },
  changed: {
    en: (about, who) => [`"You're not the person I married" usually speaks of fear more than blame: with ${about}, ${who} may be afraid of losing the life and the closeness you had together.`],
    he: (about) => [`"{אתה כבר לא האיש שהתחתנתי איתו|את כבר לא האישה שהתחתנתי איתה|זה כבר לא האדם שהתחתנתי איתו}" מדבר לרוב על פחד יותר מאשר על האשמה: סביב ${about}, [הוא עלול לפחד|היא עלולה לפחד|הצד השני עלול לפחד] לאבד את החיים ואת הקרבה שהיו לכם.`],
    tipsEn: [
      'Hear the fear before defending the change: "What are you most afraid of losing?" — and let the answer be said in full.',
      'Tell them what has not changed — what you love about them and about your life together — in words, and in one small act this week.',
      'Look together for what stays shared (a weekly time, a tradition that is only yours) while each of you keeps your own path.',
    ],
    tipsHe: [
      'כדאי לשמוע את הפחד לפני שמגינים על השינוי: "ממה [אתה הכי חושש|את הכי חוששת|הכי חוששים] לאבד?" — ולתת לתשובה להיאמר עד הסוף.',
      'כדאי לומר מה לא השתנה — מה שאוהבים [בו|בה|בצד השני] ובחיים המשותפים — במילים, ובמעשה קטן אחד השבוע.',
      'אפשר לחפש יחד מה נשאר משותף (זמן קבוע בשבוע, מנהג שהוא רק שלכם), בזמן שכל אחד שומר על הדרך שלו.',
    ],
  },
  countered: {
    en: (about) => [`When a request about ${about} is answered with one of your own ("you do it too"), it is usually a defence rather than a rebuttal — and it may hold something true for both of you.`],
    he: (about) => [`כשבקשה בעניין ${about} נענית בבקשה נגדית ("גם את{ה|}…"), זו בדרך כלל התגוננות ולא תשובה — ויכול להיות בה גם משהו נכון לשניכם.`],
    tipsEn: [
      'Take what is fair in it without trading blows: "You may have a point — I could do better there too. Let\'s both work on it, together." Then come back to the one thing you asked.',
      'Suggest a rule that holds for both of you (the same time, the same place), so it is about your home, not about who is worse.',
      'Keep to one matter at a time: agree to talk about theirs too, at another time, so neither request swallows the other.',
    ],
    tipsHe: [
      'אפשר לקחת את מה שנכון בזה בלי להחזיר מכה: "אולי יש בזה משהו — גם אני יכול{|ה|} להשתפר בזה. ננסה את זה שנינו, ביחד." ואז לחזור לדבר האחד שביקשת.',
      'כדאי להציע כלל ששווה לשניכם — אותה שעה, אותו מקום — כך שזה על הבית שלכם ולא על מי יותר גרוע.',
      'עדיף נושא אחד בכל פעם: להסכים לדבר גם על הבקשה של הצד השני, בזמן אחר, כדי שאף בקשה לא תבלע את השנייה.',
    ],
  },
  angry: {
    en: (about) => [`Anger around ${about} is often a guard in front of something softer — feeling criticised, cornered or afraid. It shows you where it hurts; it does not mean the conversation is over.`],
    he: (about) => [`כעס סביב ${about} הוא לעיתים קרובות שומר בכניסה למשהו רך יותר — תחושה של ביקורת, של פינה או של פחד. הוא מראה איפה כואב, ולא אומר שהשיחה נגמרה.`],
    tipsEn: [
      'Do not meet the anger with yours: say calmly "I don\'t want to fight about this — let\'s come back to it this evening", and keep to that time.',
      'When you come back, start with what you understand of their side, then say your need in one sentence ("I feel…, I need…").',
      'If it flares again, make the request smaller: one concrete step, not the whole matter at once.',
    ],
    tipsHe: [
      'עדיף לא לענות לכעס בכעס: לומר ברוגע "אני לא רוצה לריב על זה; נחזור לזה בערב, כשיהיה רגוע יותר" — ולעמוד בזמן הזה.',
      'כשחוזרים, כדאי לפתוח במה שהבנת מהצד השני, ורק אחר כך לומר במשפט אחד מה את{ה|} מרגיש{|ה|} ומה נחוץ לך.',
      'אם זה מתלקח שוב, כדאי להקטין את הבקשה: צעד אחד מוחשי, ולא את כל העניין בבת אחת.',
    ],
  },
  hurt: {
    en: (about, who) => [`When ${who} ${enVerb(who, 'feels', 'feel')} hurt or unappreciated after you raised ${about}, it usually means that what ${who} ${enVerb(who, 'gives', 'give')} matters deeply and felt unseen. Both can be true at once: what ${who} ${enVerb(who, 'carries', 'carry')}, and what you miss.`],
    he: (about) => [`כש[הוא מרגיש פגוע|היא מרגישה פגועה|הצד השני מרגיש פגוע] או לא [מוערך|מוערכת|מוערך] אחרי שהעלית את ${about}, זה אומר לרוב שמה ש[הוא נותן|היא נותנת|הוא נותן] חשוב [לו|לה|לו] מאוד והרגיש שקוף. שני הדברים נכונים יחד: מה ש[הוא נושא|היא נושאת|הוא נושא], ומה שחסר לך.`],
    tipsEn: [
      'Listen first to what they mean, without defending, and acknowledge the effort in specific words: "I see how much you do for us, and I\'m grateful for it" — before anything else.',
      'Then say what you miss as your own need, not as their fault: "I miss you. I\'m asking for more of us, not for less of what you do."',
      'Ask what would help them feel appreciated too: thanks that go both ways soften the next conversation.',
    ],
    tipsHe: [
      'כדאי קודם להקשיב למה [הוא מתכוון|היא מתכוונת|הצד השני מתכוון], בלי להתגונן, ולפתוח בהכרה במאמץ, במילים מדויקות: "אני רואה כמה [אתה נותן|את נותנת|אתה נותן] לנו, ואני אסיר{|ת|} תודה על זה" — לפני כל דבר אחר.',
      'אחר כך לומר מה חסר לך כצורך שלך, לא כאשמה [שלו|שלה|שלו]: "חסר לי אותך. אני מבקש{|ת|} יותר מאיתנו, לא פחות ממה [שאתה עושה|שאת עושה|שאתה עושה]."',
      'אפשר לשאול גם מה יעזור [לו|לה|לו] להרגיש [מוערך|מוערכת|מוערך]: הכרת תודה שהולכת לשני הכיוונים מרככת את השיחה הבאה.',
    ],
  },
  quiet: {
    en: (about, who) => [`Going quiet around ${about} often means ${who} ${enVerb(who, 'is', 'are')} overwhelmed or ${enVerb(who, 'needs', 'need')} time to think, more than that ${who} ${enVerb(who, 'does', 'do')} not care.`],
    he: (about) => [`שתיקה סביב ${about} אומרת לעיתים קרובות ש[הוא מוצף|היא מוצפת|הצד השני מוצף] או [צריך|צריכה|צריך] זמן לחשוב, יותר מאשר שלא אכפת [לו|לה|לו].`],
    tipsEn: [
      'Give the silence some room: "Take your time — I\'d like to hear what you think when you\'re ready", and agree when you will come back to it.',
      'If the silence goes on, ask one easy question instead of repeating the whole request: "What\'s the hardest part of this for you?"',
      'A short, kind message in writing can help someone who freezes in the moment answer in their own time.',
    ],
    tipsHe: [
      'כדאי לתת לשתיקה מקום: "[קח|קחי|קח] את הזמן — אשמח לשמוע מה [אתה חושב|את חושבת|אתה חושב] כשיתאים לך", ולהסכים מתי חוזרים לזה.',
      'אם השתיקה נמשכת, עדיף לשאול שאלה קלה אחת במקום לחזור על כל הבקשה: "מה הכי קשה לך בזה?"',
      'הודעה קצרה וחמה בכתב יכולה לעזור למי שקופא ברגע עצמו לענות בזמן שלו.',
    ],
  },
  laughed: {
    en: (about, who) => [`A laugh or a joke around ${about} is often a way out of a conversation that feels uncomfortable; it does not have to mean it does not matter to ${enObject(who)}.`],
    he: (about) => [`צחוק או בדיחה סביב ${about} הם לעיתים קרובות דרך לצאת משיחה לא נוחה; זה לא בהכרח אומר שזה לא חשוב [לו|לה|לצד השני].`],
    tipsEn: [
      'Say kindly that this one matters to you: "I know it sounds small, but it isn\'t small for me — can we talk about it seriously for five minutes?"',
      'Choose a calm moment set aside for it, not in passing, so it is clear this is not a remark on the way out.',
      'You can keep your tone light and still be clear: smile, and say that this time you mean it.',
    ],
    tipsHe: [
      'כדאי לומר בעדינות שהפעם זה חשוב לך: "אני יודע{|ת|} שזה נשמע קטן, אבל בשבילי זה לא קטן — נדבר על זה ברצינות חמש דקות?"',
      'עדיף לבחור רגע רגוע שמוקדש לזה, לא בדרך אגב, כדי שיהיה ברור שזו לא הערה על הדרך.',
      'אפשר להישאר בטון קליל ועדיין ברור: לחייך, ולומר שהפעם זה ברצינות.',
    ],
  },
  lapsed: {
    en: (about) => [`It is disappointing when it does not hold — more so when it has happened before — and very common: a new arrangement around ${about} rarely holds from the start, and one miss is not yet a no.`],
    he: (about) => [`מאכזב כשזה לא מחזיק — ועוד יותר כשזה כבר קרה קודם — וזה נפוץ מאוד: הסדר חדש סביב ${about} כמעט אף פעם לא מחזיק כבר מההתחלה, ופספוס אחד הוא עוד לא "לא".`],
    tipsEn: [
      'Talk about it the next day, calmly and without blame: "Last time it didn\'t happen — what would help it work next time?"',
      'Make the agreement easier to keep: an alarm on their phone, a reminder you agree on in advance, or a set hand-over time.',
      'Give it a fair trial — a week or two — before deciding it does not work, and notice out loud the times it does.',
    ],
    tipsHe: [
      'כדאי לדבר על זה למחרת, ברוגע ובלי האשמה: "בפעם הקודמת זה לא קרה — מה יעזור שזה יעבוד בפעם הבאה?"',
      'אפשר להקל על ההסכם: שעון מעורר בטלפון, תזכורת שמסכימים עליה מראש, או שעת החלפה קבועה.',
      'כדאי לתת לזה ניסיון הוגן — שבוע או שבועיים — לפני שמחליטים שזה לא עובד, ולומר בקול גם כשזה כן הצליח.',
    ],
  },
};

// What the other said back shows they heard a rejection ("so you don't want me around", "אז את לא
// צריכה אותי"): reassurance comes before any other step.
const HEARD_REJECTION = /\byou (?:don'?t|do not|never|no longer) (?:want|need|love|like|care about) me\b|\byou(?:'d| would) rather (?:be )?without me\b|\byou want (?:me gone|to get rid of me)\b|\b(?:kick(?:ing)?|throw(?:ing)?) (?:me|her|him|them) out\b|\b(?:abandon(?:ing|ed)?|get(?:ting)? rid of) (?:me|her|him)\b|(?<![\u05D0-\u05EA])(?:(?:אז )?(?:אתה|את) (?:כבר )?(?:לא (?:רוצה|צריך|צריכה|אוהב|אוהבת) אותי|רוצה להיפטר ממני)|(?:מעיפים|זורקים|מגרשים) אות(?:י|ה|ו)|(?:לא )?(?:תראו|תראה|תראי) אותי יותר|נטשת(?:ם)? אות(?:י|ה|ו))(?![\u05D0-\u05EA])/i;
const REASSURE = {
  en: 'What they heard was a rejection, so reassure first: say plainly what it is not about ("this isn\'t about not wanting you — I want you close") and then what it is about.',
  he: 'מה [שהוא שמע|שהיא שמעה|שנשמע] הוא דחייה, ולכן כדאי להרגיע קודם: לומר בפשטות על מה זה לא ("זה לא שאני לא רוצה אותך — אני רוצה אותך קרוב") ורק אחר כך על מה זה כן.',
};

// The word the other used to wave the feeling away, said back as they said it ("overreacting", "רגיש מדי").
const DISMISS_WORD_EN = /\b(overreact\w*|(?:too|over|overly) ?sensitive|dramatic|hysterical|paranoid|making (?:a big deal|a fuss|too much)(?: (?:of|out of) (?:it|this|nothing))?|imagining (?:it|things))\b/i;
const DISMISS_WORD_HE = /(רגיש(?:ה)? (?:יותר )?מדי|מגזים|מגזימה|דרמטי(?:ת)?|היסטרי(?:ת)?|עוש(?:ה|ת) (?:מזה |מכל דבר )?(?:עניין|סיפור|דרמה))/;

/**
 * What the reaction was to: the matter of the earlier question (its things and its own words), not
 * words of the report itself ("she changed the subject" names no matter).
 */
function reactionAbout(u: Understanding, language: GuideLanguage): string {
  return thingNames({ ...u, ownSubjects: [] }, language);
}

/** Who reacted, in Hebrew: "היא בכתה" is her whoever the earlier question was about; else the other person. */
function reactorGender(u: Understanding): Understanding['otherGender'] {
  const she = /(?<![\u05D0-\u05EA])(?:ו|ש|כש|וכש|וש)?היא(?![\u05D0-\u05EA])/.test(u.message);
  const he = /(?<![\u05D0-\u05EA])(?:ו|ש|כש|וכש|וש)?הוא(?![\u05D0-\u05EA])/.test(u.message);
  return she && !he ? 'f' : he && !she ? 'm' : u.otherGender;
}

/** The word said back; none when the feeling was waved away in other words ("I'm just saying"). */
function dismissWord(message: string, language: GuideLanguage): string {
  if (language === 'he') return DISMISS_WORD_HE.exec(message)?.[1] ?? '';
  const word = DISMISS_WORD_EN.exec(message)?.[1]?.toLowerCase() ?? '';
  return /^overreact/.test(word) ? 'overreacting' : word;
}

// ─── What an answer holds, and the question it closes on ──────────────────────────────────────

/** What the answer gave beside the question said back: steps, words to say, sources. */
interface Has {
  steps: boolean;
  words: boolean;
  sources: boolean;
}

// A closing question that points at something in the answer ("which of these steps…", "these
// words", "these sources") is asked only when the answer holds it.
const POINTS_AT: Array<[keyof Has, RegExp]> = [
  ['steps', /\bwhich of these feels\b|\bthe plan\b|\bthis plan\b|מהצעדים האלה|התוכנית/i],
  ['words', /\bthese words\b|\bhear this\b|המילים/i],
  ['sources', /\bthese sources\b|\bwhich of these speaks\b|מהמקורות האלה/i],
];

function closing(options: string[], has: Has, plain: string): string[] {
  const fitting = options.filter((option) => POINTS_AT.every(([what, pattern]) => has[what] || !pattern.test(option)));
  return fitting.length > 0 ? fitting : [plain];
}

const EN_CLOSE_PLAIN = (about: string): string => `What would you most like to be different around ${about}?`;
const HE_CLOSE_PLAIN = (about: string): string => `מה הכי היית רוצה שיהיה אחרת סביב ${about}?`;

// Steps for a matter whose topic's own were all said earlier in the chat: about this matter by name.
const BACKUP_STEPS_EN = (about: string): string[] => [
  `Set aside ten quiet minutes together this week just for ${about}: each of you says what matters most to you in it, and the other only listens and sums it up.`,
  `Agree on one small, concrete change around ${about} that you can both try for two weeks — then look at it together and adjust.`,
  `Say out loud what you both want to protect beyond ${about} — the home, the closeness, the children — and let the practical agreements grow from that.`,
  `If you keep coming back to the same place with ${about}, a rabbi or counsellor you both trust can help you hear each other.`,
];
const BACKUP_STEPS_HE = (about: string): string[] => [
  `כדאי לקבוע השבוע עשר דקות שקטות ביחד רק בשביל ${about}: כל אחד אומר מה הכי חשוב לו בזה, והשני רק מקשיב ומסכם במילים שלו.`,
  `אפשר להסכים על שינוי קטן ומוחשי אחד סביב ${about} ולנסות אותו שבועיים — ואז לשבת יחד ולראות מה לשנות.`,
  `כדאי לומר בקול מה שניכם רוצים לשמור ביחד מעבר לעניין ${about} — את הבית, את הקרבה, את הילדים — ולתת להסכמות המעשיות לצמוח מזה.`,
  `אם חוזרים שוב ושוב לאותה נקודה בעניין ${about}, רב או יועץ ששניכם סומכים עליו יכול לעזור לכם לשמוע זה את זה.`,
];

// ─── English ──────────────────────────────────────────────────────────────────────────────────

const EN_FOLLOW: Record<FollowKind, (about: string, who: string) => string[]> = {
  pushback: (about, who) => [
    `A "no" about ${about} is usually the start of the conversation, not the end: it tells you what ${who} ${who === 'they' ? 'are' : 'is'} protecting.`,
    `When ${who} ${who === 'they' ? 'push' : 'pushes'} back on ${about}, ask what would make a small version of it possible, rather than arguing for the whole thing.`,
  ],
  tried: (about) => [`If it is still hard around ${about} after what was tried, change one thing — the time, the place or the first sentence — rather than trying harder at the same approach.`],
  how_to_say: (about) => [`Here is one way to put it, about ${about}, that starts from your side rather than from what is wrong.`],
  feeling: (about) => [`What you feel after everything around ${about} — the hurt, the anger, the guilt, whatever it is — makes sense; it does not mean you are doing it wrong.`],
  next_step: (about) => [`For ${about}, the first step can be small and can happen right away.`],
  more: (about) => [`Staying with ${about}, here is what I would add.`],
  reaction: (about, who) => [`How ${who} took it tells you something about ${about}; here is how to go on from it.`],
};

const EN_FOLLOW_TIPS: Record<FollowKind, string[]> = {
  pushback: [
    'Acknowledge the reason first ("I know how much it matters to you"), then ask for the smallest step you could both live with.',
    'Offer a trial: two or three weeks, then look at it together and adjust.',
    'If you keep hitting the same wall, a rabbi or counsellor you both trust can hear both sides.',
  ],
  tried: ['Pick a calmer moment than last time, and keep it to one request.', 'Ask what made it hard for them last time; the answer often shows the way.'],
  how_to_say: ['Start with what you value in them, then one sentence about how it feels for you, then one clear request.', 'Say it once, calmly, and let there be a pause; you do not have to win it in one conversation.'],
  feeling: ['Be as kind to yourself as you would be to a friend in the same place.', 'Tell someone you trust what you are carrying; it gets lighter when it is said.'],
  next_step: ['Choose the one step you can take within the next day, and tell your spouse that you are trying it.', 'Prepare it the evening before, so the moment itself asks less of you.'],
  more: ['Keep the next conversation short and specific, and end it with something you agree on.'],
  reaction: ['Keep the next conversation short and specific, and end it with something you agree on.'],
};

const EN_CLOSE: Record<Understanding['asks'], (about: string) => string[]> = {
  advice: (about) => [`What usually happens just before things get hard around ${about}?`, `Which of these feels possible this week with ${about}?`, `What does an ordinary evening at home look like around ${about}?`],
  words: (about) => [`Would you like to adjust these words about ${about} so they sound like you?`, `How do you think they will hear this about ${about}?`],
  plan: (about) => [`Which step of the plan for ${about} would you start with?`, `What could get in the way of this plan for ${about}?`],
  comfort: (about) => [`What would help you most right now with ${about}?`, `Is there someone near you who knows about ${about} and can be with you in it?`],
  sources: (about) => [`Would you like to go further into one of these sources on ${about}?`, `Which of these speaks most to what you are living with ${about}?`],
  clarify: () => [],
};

function enWhoShort(u: Understanding, message: string): string {
  const said = /\b(he|she|they)\b/i.exec(message)?.[1]?.toLowerCase();
  if (said) return said;
  if (u.otherGender === 'm') return 'he';
  if (u.otherGender === 'f') return 'she';
  return u.whoName.en === 'you' ? 'the other person' : u.whoName.en;
}

function styleAdviceEn(style: string, name: string): string {
  if (/\b(?:quiet|introvert\w*|needs? (?:time|space)|reserved|withdraw\w*|shuts? down|processes)\b/i.test(style)) return `so give ${name} time to think — raise it, then offer to come back to it later.`;
  if (/\b(?:direct|blunt|straight|practical|logical|to the point)\b/i.test(style)) return `so be clear and brief with ${name}: one example, one request.`;
  if (/\b(?:sensitive|emotional|feel\w*|gentle|anxious|worr\w*)\b/i.test(style)) return `so start with reassurance that you are on ${name}'s side before the request.`;
  if (/\b(?:avoid\w*|conflict[- ]averse|hates? (?:fighting|conflict)|changes? the subject)\b/i.test(style)) return `so agree with ${name} on a set time to talk, which makes it feel less like an ambush.`;
  if (/\b(?:humou?r|funny|jok\w*|playful|light)\b/i.test(style)) return `so a light touch may open the door with ${name} — then say plainly that this one matters.`;
  return `so choose the moment and the tone ${name} finds easiest to hear.`;
}

function enPartnerLines(partner: PartnerContext | null): string[] {
  if (!partner) return [];
  const name = partner.name || 'your partner';
  const lines: string[] = [];
  if (partner.communication_style?.trim()) lines.push(`In your notes about how ${name} communicates you wrote "${clip(partner.communication_style, 120)}", ${styleAdviceEn(partner.communication_style, name)}`);
  if (partner.preferences?.trim()) lines.push(`What you noted that ${name} enjoys ("${clip(partner.preferences, 90)}") could be a natural way to reconnect before the harder talk.`);
  else if (!partner.communication_style?.trim() && partner.personality?.trim()) lines.push(`Keeping in mind what you wrote about ${name} ("${clip(partner.personality, 90)}"), choose the approach that fits who ${name} is.`);
  return lines;
}

// Which body of writing a source belongs to, said beside a reference that does not say it
// ("Kiddushin 31b" is the Talmud's): a verse's book names itself.
const COLLECTION_NAME: Partial<Record<CorpusEntry['collection'], { en: string; he: string }>> = {
  talmud: { en: 'Talmud', he: 'תלמוד' },
  mishnah: { en: 'Mishnah', he: 'משנה' },
  midrash: { en: 'Midrash', he: 'מדרש' },
  rambam: { en: 'Rambam', he: 'רמב״ם' },
  liturgy: { en: 'siddur', he: 'סידור' },
};

function refWithCollection(entry: CorpusEntry, language: GuideLanguage): string {
  const ref = language === 'he' ? hebrewRef(entry.ref) : entry.ref;
  const name = COLLECTION_NAME[entry.collection]?.[language];
  return name && !ref.toLowerCase().includes(name.toLowerCase()) && !(language === 'he' && /רמב"ם|רמב״ם|פרקי אבות/.test(ref)) ? `${ref} (${name})` : ref;
}

function enSources(sources: ChosenSource[]): string | null {
  if (sources.length === 0) return null;
  return sources.map((s) => `${refWithCollection(s.entry, 'en')}: “${s.entry.en}” — ${capitalise(s.why.en)}`).join('\n');
}

// Someone asking how to show appreciation is giving it, not missing it.
const GIVING_THANKS = /\b(?:show|express|tell|give)\b[^.?!]{0,40}\b(?:appreciat\w*|thanks|gratitude)\b|\b(?:want|like|how (?:do|can) i|help me) (?:to )?(?:thank|say thank you to)\b/i;
const GIVING_THANKS_HE = /(?:להודות|להגיד תודה|לומר תודה|להראות הערכה|להביע הערכה)/;

function composeEnglish(input: ComposeInput, said: Said): Composed {
  const { seed, understanding: u, profile, partner, sources } = input;
  const main = u.topics[0]!;
  const giving = main.id === 'gratitude' && GIVING_THANKS.test(input.message);
  // A request for sources with no topic of its own gets the sources, not general empathy or tips.
  const sourcesOnly = u.asks === 'sources' && main.id === 'general' && u.things.length === 0;
  // (A reaction's own words — "she changed the subject" — name no matter of their own.)
  const about = u.followUp ? followAbout(u.followUp.reaction ? { ...u, ownSubjects: [] } : u, 'en') : giving && u.things.length === 0 ? 'showing appreciation' : thingNames(u, 'en');
  const parts: string[] = [];
  const has: Has = { steps: false, words: false, sources: false };

  // 1. The question in the answer's own words, then what it is like.
  const opening: string[] = [];
  if (u.followUp) {
    const who = enWhoShort(u, input.message);
    const reaction = u.followUp.reaction;
    // How they reacted is what this follow-up tells: said back for what it may mean (after the
    // judgement, when one was asked for: "she says I'm exaggerating — is she right?").
    const link = said.fresh(reaction ? reactionText(reaction, u).en(reactionAbout(u, 'en'), who, dismissWord(input.message, 'en')) : EN_FOLLOW[u.followUp.kind](about, who), seed);
    const more = u.reflectionMore ? notAgain(`${capitalise(u.reflectionMore.replace(/(^|\. )you asked: /g, (_all, before: string) => `${before}you ask: `))}.`.replace(DOUBLED_STOP, '$1').replace(/\. you ask: /g, '. You ask: '), input.message, 'en', said) : null;
    const judged = judgement(u, 'en', about, who);
    if (u.reflection && /^if /i.test(u.reflection)) {
      opening.push(`${capitalise(u.reflection)} — ${link ? link.charAt(0).toLowerCase() + link.slice(1) : `that is worth taking seriously with ${about}.`}`);
      if (more) opening.push(more);
      if (judged) opening.push(judged);
    } else {
      const earlier = recall(u, 'en');
      if (u.reflection) opening.push(notAgain(`${capitalise(u.reflection)}.`, input.message, 'en', said));
      if (more) opening.push(more);
      if (judged) opening.push(judged);
      if (earlier && !said.has(earlier)) opening.push(earlier);
      if (link && (!judged || reaction)) opening.push(link);
    }
    const earlier = /^if /i.test(u.reflection ?? '') ? recall(u, 'en') : null;
    if (earlier && !said.has(earlier)) opening.push(earlier);
  } else {
    const name = profile?.first_name?.trim() || profile?.display_name?.trim().split(/\s+/)[0];
    if (u.reflection) opening.push(notAgain(name && seed % 3 === 0 ? `${name}, ${u.reflection}.` : `${capitalise(u.reflection)}.`, input.message, 'en', said));
    if (u.reflectionMore) {
      const more = u.reflectionMore.replace(/(^|\. )you asked: /g, (_all, before: string) => `${before}You ask: `);
      // Their own words quoted ("You wrote: “…”") open a sentence of their own; a reflection goes on with "And".
      // (One that opens on "but" or "and" keeps its own joint: "And but you lie awake…" was said — answers round S26.)
      opening.push(`${/^(?:you (?:asked|wrote): |but |and |yet |so )/i.test(u.reflectionMore) ? capitalise(more) : `And ${more}`}.`.replace(DOUBLED_STOP, '$1'));
    }
    const echo = echoOthers(u, 'en', `${u.reflection ?? ''} ${u.reflectionMore ?? ''} ${about}`);
    if (echo && !said.has(echo)) opening.push(echo);
    const judged = judgement(u, 'en', about, enWhoShort(u, input.message));
    const empathy = sourcesOnly || judged || !topicInWords(main, u) ? null : said.fresh(giving ? ['Wanting to show appreciation is itself a gift to a marriage; it lands best when it is specific and said out loud.'] : fitting(main, main.empathy.en, u), seed);
    if (judged && !said.has(judged)) opening.push(judged);
    if (empathy) opening.push(empathy);
  }
  if (opening.length > 0) parts.push(opening.join(' '));

  // 2. The things named, each by name.
  const { lines: thingLines, ownWords } = shownAdvice(u, said, 'en');
  if (u.asks === 'words') {
    const script = ownWords ? null : said.fresh(purposeScripts(u, 'en'), seed) ?? said.fresh(fitting(main, main.scripts.en, u).map((line) => `You might say: ${line}`), seed) ?? said.fresh(ownScripts(u, 'en'), seed);
    if (script) parts.push(script);
    if (script) has.words = true;
  }
  const move = moveLine(u, 'en', said, previousQuestion(input.history), false);
  if (move) parts.push(move);
  if (thingLines.length > 0) parts.push(thingLines.join(' '));

  // 3. Steps: for a follow-up, its own first; then the topic's, none said before.
  const tips: string[] = [];
  if (u.followUp) {
    const reaction = u.followUp.reaction;
    // The next small step after how they reacted comes first.
    if (reaction) tips.push(...said.freshMany([...(HEARD_REJECTION.test(input.message) ? [REASSURE.en] : []), ...reactionText(reaction, u).tipsEn], 0, 2));
    const push = [PUSHBACK[main.id], PUSHBACK_MORE[main.id]].find((p) => p && !said.has(p.en));
    if (!reaction && push && (u.followUp.kind === 'pushback' || u.followUp.kind === 'tried' || main.id === 'anger')) tips.push(push.en);
    // What the follow-up itself is about comes before the general follow-up advice.
    if (!sourcesOnly) for (const topic of newTopics(u)) tips.push(...said.freshMany(fitting(topic, topic.tips.en, u), seed, 1));
    if (!sourcesOnly && !reaction) tips.push(...said.freshMany(EN_FOLLOW_TIPS[u.followUp.kind], seed, newTopics(u).length > 0 ? 1 : 2));
  }
  if (!sourcesOnly) for (const topic of u.topics) tips.push(...said.freshMany(fitting(topic, topic.tips.en, u), seed, topic === main ? 3 : 1));
  const count = u.asks === 'comfort' ? 2 : 3;
  let steps = [...new Set(tips)].slice(0, count);
  // Most of the topics' steps that fit were said earlier in this chat: their other steps, then steps
  // of their own for this matter — never an answer with nothing between the question said back and
  // the question asked.
  if (steps.length < 2 && !sourcesOnly) {
    const more = [...u.topics.flatMap((topic) => said.freshMany(fitting(topic, topic.tips.en, u), seed, 4)), ...said.freshMany(BACKUP_STEPS_EN(about), seed, 2)];
    steps = [...new Set([...steps, ...more])].slice(0, 2);
  }
  has.steps = steps.length > 0;
  if (steps.length > 0) {
    const labels = ['This week', 'Next', 'In a fortnight'];
    parts.push(steps.map((tip, i) => (u.asks === 'plan' ? `• ${labels[i] ?? 'Then'}: ${tip.charAt(0).toLowerCase()}${tip.slice(1)}` : `• ${tip}`)).join('\n'));
  }

  // 4. Life stage, only where it bears on the question.
  const stage = lifeStageLine(u, profile, 'en', about, said, seed);
  if (stage) parts.push(stage);

  // 5. The partner, shared with consent.
  const partnerLines = enPartnerLines(partner).filter((l) => !said.has(l));
  parts.push(...partnerLines);

  // 6. Words to say (already given first when words were asked for).
  if (u.asks !== 'words' && u.asks !== 'comfort' && !sourcesOnly) {
    const script = ownWords ? null : said.fresh(fitting(main, main.scripts.en, u).map((line) => `If it helps to have words ready: ${line}`), seed + 1);
    if (script) parts.push(script);
    if (script) has.words = true;
  }

  // 7. Sources, each with why it is here.
  const sourceText = enSources(sources);
  if (sourceText) parts.push(sourceText);

  // 8. One question back, about this.
  has.sources = sourceText !== null;
  const close = said.fresh(closing(EN_CLOSE[u.asks](about), has, EN_CLOSE_PLAIN(about)), seed);
  if (close) parts.push(close);
  return { text: parts.join('\n\n'), usedPartner: partnerLines.length > 0 };
}

const EN_CLARIFY = [
  'I want to answer what you are actually facing, and I do not know enough yet. Who is this about, and what happened most recently?',
  'Can you tell me a little more — who is involved, and what happened that made you write?',
  'Before I suggest anything, what is the situation: with whom, and what would you most like to change?',
];

// ─── Hebrew ───────────────────────────────────────────────────────────────────────────────────

const HE_FOLLOW: Record<FollowKind, (about: string) => string[]> = {
  pushback: (about) => [`"לא" בעניין ${about} הוא בדרך כלל תחילת השיחה ולא סופה: הוא מראה על מה הצד השני שומר.`, `כשיש התנגדות בעניין ${about}, כדאי לשאול מה יאפשר גרסה קטנה של הבקשה, במקום להתווכח על כולה.`],
  tried: (about) => [`אם עדיין קשה סביב ${about} אחרי מה שניסית, כדאי לשנות דבר אחד — הזמן, המקום או המשפט הראשון — ולא להתאמץ יותר באותה דרך.`],
  how_to_say: (about) => [`הנה דרך אחת לומר את זה, בעניין ${about}, שמתחילה ממה שעובר עליך ולא ממה שלא בסדר.`],
  feeling: (about) => [`התחושה הזאת — הפגיעה, הכעס, האשמה, מה שזה לא יהיה — מובנת אחרי כל מה שקורה סביב ${about}; היא לא אומרת ששגית.`],
  next_step: (about) => [`בעניין ${about}, הצעד הראשון יכול להיות קטן ולקרות כבר עכשיו.`],
  // The guide's own first person in words with no gender ("חשוב לי"), whoever reads it.
  more: (about) => [`ובהמשך לעניין ${about}, עוד דבר שחשוב לי להוסיף.`],
  reaction: (about) => [`האופן שבו הצד השני הגיב אומר משהו על ${about}; הנה איך אפשר להמשיך מכאן.`],
};

const HE_FOLLOW_TIPS: Record<FollowKind, string[]> = {
  pushback: [
    'כדאי להכיר קודם בסיבה ("אני יודע{|ת|} כמה זה חשוב לך") ורק אז לבקש את הצעד הקטן ביותר ששניכם יכולים לחיות איתו.',
    'אפשר להציע ניסיון: שבועיים־שלושה, ואז לשבת יחד ולראות מה לשנות.',
    'אם נתקלים שוב ושוב באותו קיר, רב או יועץ ששניכם סומכים עליו יכול לשמוע את שני הצדדים.',
  ],
  tried: ['כדאי לבחור רגע רגוע יותר מהפעם הקודמת, ולהסתפק בבקשה אחת.', 'שווה לשאול מה היה קשה לצד השני בפעם הקודמת; התשובה מראה לרוב את הדרך.'],
  how_to_say: ['כדאי לפתוח במה שמעריכים, להמשיך במשפט אחד על מה שזה עושה לך, ולסיים בבקשה אחת ברורה.', 'מספיק לומר את זה פעם אחת, ברוגע, ולתת לשקט לעבוד; לא צריך לנצח בשיחה אחת.'],
  feeling: ['כדאי להיות עדינים עם עצמך כמו עם חבר קרוב במצב דומה.', 'לספר למישהו קרוב מה מעיק עליך מקל, כבר ברגע שזה נאמר.'],
  next_step: ['כדאי לבחור צעד אחד שאפשר לעשות כבר ביממה הקרובה.', 'הכנה בערב שלפני מורידה הרבה מהעומס של הרגע עצמו.'],
  more: ['כדאי שהשיחה הבאה תהיה קצרה וממוקדת, ותסתיים במשהו ששניכם מסכימים עליו.'],
  reaction: ['כדאי שהשיחה הבאה תהיה קצרה וממוקדת, ותסתיים במשהו ששניכם מסכימים עליו.'],
};

const HE_CLOSE: Record<Understanding['asks'], (about: string) => string[]> = {
  advice: (about) => [`מה בדרך כלל קורה רגע לפני שזה נעשה קשה סביב ${about}?`, `איזה מהצעדים האלה נראה אפשרי השבוע בעניין ${about}?`],
  words: (about) => [`רוצה שנתאים את המילים על ${about} כך שיישמעו כמוך?`, `איך נראה לך שהמילים האלה על ${about} יישמעו בצד השני?`],
  plan: (about) => [`באיזה שלב של התוכנית ל${about} הכי נכון להתחיל?`, `מה עלול להפריע לתוכנית הזאת סביב ${about}?`],
  comfort: (about) => [`מה הכי יעזור לך עכשיו סביב ${about}?`, `יש מישהו קרוב שיודע על ${about} ויכול להיות איתך בזה?`],
  sources: (about) => [`רוצה להעמיק באחד מהמקורות האלה על ${about}?`, `איזה מהמקורות האלה הכי מדבר אל מה שעובר עליך סביב ${about}?`],
  clarify: () => [],
};

const HE_CLARIFY = [
  'אני רוצה לענות על מה שבאמת עובר עליך, ועוד חסר לי מידע. במי מדובר, ומה קרה לאחרונה?',
  'אפשר לספר לי עוד קצת — מי מעורב, ומה קרה שגרם לך לכתוב?',
  'לפני שאציע משהו, מה המצב: עם מי, ומה הכי היית רוצה שישתנה?',
];

function heSources(sources: ChosenSource[]): string | null {
  if (sources.length === 0) return null;
  return sources.map((s) => `${refWithCollection(s.entry, 'he')}: "${s.entry.he}" — ${s.why.he}`).join('\n');
}

function styleAdviceHe(style: string): string | null {
  if (/\b(?:quiet|introvert\w*|needs? (?:time|space)|reserved|withdraw\w*|shuts? down|processes)\b|שקט|זמן לחשוב|מופנם|מופנמת/i.test(style)) return 'כדאי לתת זמן לחשוב — להעלות את הנושא ולהציע לחזור אליו אחר כך, בלי לצפות לתשובה מיד.';
  if (/\b(?:direct|blunt|straight|practical|logical|to the point|calm)\b|ישיר|ישירה|מעשי|מעשית|רגוע/i.test(style)) return 'כדאי לדבר בבהירות ובקצרה: דוגמה אחת ובקשה אחת.';
  if (/\b(?:sensitive|emotional|gentle|anxious|worr\w*)\b|רגיש|רגישה|עדין|עדינה/i.test(style)) return 'כדאי לפתוח בהרגעה — שאתם באותו צד — לפני הבקשה.';
  if (/\b(?:avoid\w*|conflict[- ]averse|hates? (?:fighting|conflict)|changes? the subject)\b|נמנע|נמנעת|בורח|בורחת/i.test(style)) return 'כדאי לקבוע מראש זמן לשיחה, כדי שהיא לא תרגיש כמו מארב.';
  if (/\b(?:humou?r|funny|jok\w*|playful|light)\b|הומור|מצחיק|מצחיקה/i.test(style)) return 'נגיעה קלילה יכולה לפתוח את הדלת — ואז לומר בפשטות שהפעם זה חשוב.';
  return null;
}

function hePartnerLines(partner: PartnerContext | null): string[] {
  if (!partner) return [];
  const name = partner.name || 'בן או בת הזוג';
  const style = partner.communication_style?.trim();
  if (!style) return [];
  // A note written in Hebrew is quoted; one in another language is summarised, never pasted.
  // "סגנון התקשורת של…" needs no gender: the partner's is not in the profile ("מתקשר" was said of wives too).
  if (detectLanguage(style) === 'he') return [`לפי מה שכתבת על סגנון התקשורת של ${name}: "${clip(style, 120)}" — כדאי לבחור רגע ודרך שמתאימים לזה.`];
  const advice = styleAdviceHe(style);
  return advice ? [`לפי מה שכתבת על סגנון התקשורת של ${name}, ${advice}`] : [];
}

function composeHebrew(input: ComposeInput, said: Said): Composed {
  const { seed, understanding: u, profile, partner, sources } = input;
  const main = u.topics[0]!;
  const text = TOPICS_HE[main.id] ?? TOPICS_HE.general!;
  const sourcesOnly = u.asks === 'sources' && main.id === 'general' && u.things.length === 0;
  const about = u.followUp ? followAbout(u.followUp.reaction ? { ...u, ownSubjects: [] } : u, 'he') : thingNames(u, 'he');
  const g = (template: string): string => inflect(template, u.readerGender, u.otherGender);
  const parts: string[] = [];
  const has: Has = { steps: false, words: false, sources: false };

  const opening: string[] = [];
  const ifClause = u.reflection !== null && /^אם /.test(u.reflection);
  const more = u.reflectionMore ? notAgain(`${/^כתבת/.test(u.reflectionMore) ? u.reflectionMore.replace(/^כתבת/, 'וכתבת גם') : andHe(u.reflectionMore)}.`.replace(DOUBLED_STOP_HE, '$1'), input.message, 'he', said) : null;
  const reaction = u.followUp?.reaction;
  // How they reacted is what this follow-up tells: said back for what it may mean (after the
  // judgement, when one was asked for). (Said of the one who reacted: "היא בכתה" is her, whoever the earlier question was about.)
  const gr = (template: string): string => inflect(template, u.readerGender, reactorGender(u));
  const link = u.followUp ? said.fresh(reaction ? reactionText(reaction, u).he(reactionAbout(u, 'he'), dismissWord(input.message, 'he')).map(gr) : HE_FOLLOW[u.followUp.kind](about).map(g), seed) : null;
  const judged = judgement(u, 'he', about, '');
  if (u.reflection) opening.push(ifClause ? `${u.reflection} —` : notAgain(`${u.reflection}.`, input.message, 'he', said));
  // "If he says…" runs straight into what to do about it; a second sentence comes after.
  if (ifClause && link) opening.push(link);
  if (more) opening.push(ifClause && !link ? more.replace(/^ו/, '') : more);
  if (judged && !said.has(judged)) opening.push(judged);
  if (!u.followUp) {
    const echo = echoOthers(u, 'he', `${u.reflection ?? ''} ${u.reflectionMore ?? ''} ${about}`);
    if (echo && !said.has(echo)) opening.push(echo);
  }
  if (u.followUp) {
    const earlier = recall(u, 'he');
    if (earlier && !said.has(earlier)) opening.push(earlier);
    if (link && !ifClause && (!judged || reaction)) opening.push(link);
  } else {
    const empathy = sourcesOnly || judged || !topicInWords(main, u) ? null : said.fresh(fitting(main, text.empathy, u).map(g), seed);
    if (empathy) opening.push(empathy);
  }
  if (opening.length > 0) parts.push(opening.join(' '));

  const { lines: thingLines, ownWords } = shownAdvice(u, said, 'he', g);
  if (u.asks === 'words') {
    const script = ownWords ? null : said.fresh(purposeScripts(u, 'he'), seed) ?? said.fresh(fitting(main, text.scripts, u).map((line) => `אפשר לומר: ${g(line)}`), seed) ?? said.fresh(ownScripts(u, 'he').map(g), seed);
    if (script) parts.push(script);
    if (script) has.words = true;
  }
  const move = moveLine(u, 'he', said, previousQuestion(input.history), false);
  if (move) parts.push(move);
  if (thingLines.length > 0) parts.push(thingLines.join(' '));

  const tips: string[] = [];
  if (u.followUp) {
    // The next small step after how they reacted comes first.
    if (reaction) tips.push(...said.freshMany([...(HEARD_REJECTION.test(input.message) ? [REASSURE.he] : []), ...reactionText(reaction, u).tipsHe].map(gr), 0, 2));
    const push = [PUSHBACK[main.id], PUSHBACK_MORE[main.id]].find((p) => p && !said.has(p.he));
    if (!reaction && push && (u.followUp.kind === 'pushback' || u.followUp.kind === 'tried' || main.id === 'anger')) tips.push(push.he);
    for (const topic of sourcesOnly ? [] : newTopics(u)) tips.push(...said.freshMany(fitting(topic, TOPICS_HE[topic.id]?.tips ?? [], u).map(g), seed, 1));
    if (!sourcesOnly && !reaction) tips.push(...said.freshMany(HE_FOLLOW_TIPS[u.followUp.kind].map(g), seed, newTopics(u).length > 0 ? 1 : 2));
  }
  for (const topic of sourcesOnly ? [] : u.topics) {
    const t = TOPICS_HE[topic.id];
    if (t) tips.push(...said.freshMany(fitting(topic, t.tips, u).map(g), seed, topic === main ? 3 : 1));
  }
  let steps = [...new Set(tips)].slice(0, u.asks === 'comfort' ? 2 : 3);
  // Most of the topics' steps that fit were said earlier in this chat: their other steps, then steps
  // of their own for this matter — never an answer with nothing between the question said back and
  // the question asked.
  if (steps.length < 2 && !sourcesOnly) {
    const more = [...u.topics.flatMap((topic) => said.freshMany(fitting(topic, TOPICS_HE[topic.id]?.tips ?? [], u).map(g), seed, 4)), ...said.freshMany(BACKUP_STEPS_HE(about).map(g), seed, 2)];
    steps = [...new Set([...steps, ...more])].slice(0, 2);
  }
  has.steps = steps.length > 0;
  if (steps.length > 0) {
    const labels = ['השבוע', 'אחר כך', 'בעוד שבועיים'];
    parts.push(steps.map((tip, i) => (u.asks === 'plan' ? `• ${labels[i] ?? 'ואז'}: ${tip}` : `• ${tip}`)).join('\n'));
  }

  const stage = lifeStageLine(u, profile, 'he', about, said, seed);
  if (stage) parts.push(stage);

  const partnerLines = hePartnerLines(partner).filter((l) => !said.has(l));
  parts.push(...partnerLines);

  if (u.asks !== 'words' && u.asks !== 'comfort' && !sourcesOnly) {
    const script = ownWords ? null : said.fresh(fitting(main, text.scripts, u).map((line) => `אם עוזר שיהיו מילים מוכנות: ${g(line)}`), seed + 1);
    if (script) parts.push(script);
    if (script) has.words = true;
  }

  const sourceText = heSources(sources);
  if (sourceText) parts.push(sourceText);

  has.sources = sourceText !== null;
  const close = said.fresh(closing(HE_CLOSE[u.asks](about), has, HE_CLOSE_PLAIN(about)), seed);
  if (close) parts.push(close);
  return { text: isolateForeignRuns(parts.join('\n\n')), usedPartner: partnerLines.length > 0 };
}

// One clarifying question about what the message itself names, when no topic was recognised.
const BETWEEN_US = /\bbetween (?:us|the two of us|me and (?:my )?(?:husband|wife|him|her))\b|(?<![\u05D0-\u05EA])(?:ש|ו)?(?:בינינו|ביני לבין (?:בעלי|אשתי))(?![\u05D0-\u05EA])/i;
const EN_CLARIFY_BETWEEN_US = [
  'Since when have you felt that something changed between you, and is there one moment you could describe — what happened, and what did you feel?',
  'What does it look like day to day between you two — less talking, more distance, something said? And when did you first notice it?',
];
const HE_CLARIFY_BETWEEN_US = [
  'ממתי את{ה|} מרגיש{|ה} שמשהו השתנה ביניכם, ויש רגע אחד שאפשר לספר עליו — מה קרה ומה הרגשת?',
  'איך זה נראה ביום־יום ביניכם — פחות שיחה, יותר מרחק, משהו שנאמר? ומתי שמת לב לזה לראשונה?',
];

const EN_CLARIFY_ABOUT = [
  (x: string) => `what would you most like to change about ${x}, and who else is part of it?`,
  (x: string) => `what happened most recently with ${x}, and how did it leave you?`,
  (x: string) => `what is the hardest part of ${x} for you right now?`,
];
const HE_CLARIFY_ABOUT = [
  (x: string) => `מה הכי היית רוצה שישתנה סביב ${x}, ומי עוד מעורב בזה?`,
  (x: string) => `מה קרה לאחרונה סביב ${x}, ואיך זה השאיר אותך?`,
  (x: string) => `מה הכי קשה לך עכשיו סביב ${x}?`,
];

/**
 * A question not understood gets one clarifying question, not an essay. It starts from the
 * person's own words — the message quoted when short, else said back — and, when the message names
 * things of its own (its subjects), asks about those by name rather than "who is this about".
 */
function clarify(input: ComposeInput, said: Said): Composed {
  const u = input.understanding;
  const he = input.language === 'he';
  const named = u.subjects.slice(0, 2).map((s) => s.text);
  const words = input.message.trim().split(/\s+/).length;
  const short = input.message.length <= 200;
  let own = '';
  if (words >= 6 && short) own = he ? `כתבת: "${input.message.trim().replace(/[.…]+$/, '')}". ` : `You wrote: “${input.message.trim()}” `;
  else if (words >= 6 && u.reflection) {
    own = he ? `${u.reflection}.` : `${capitalise(u.reflection)}.`;
    if (u.reflectionMore) own += he ? ` ${andHe(u.reflectionMore)}.` : ` And ${u.reflectionMore}.`;
    own = `${own.replace(DOUBLED_STOP, '$1')} `;
  }
  // A move the message makes (what to do when help draws a blank…) is answered even before the
  // rest is clear; the question back then only asks for what would make it more specific.
  // So are words asked for whose purpose is plain (news to give, an evening to ask for…).
  const purposeWords = u.asks === 'words' || asksForWords(input.message) ? said.fresh(purposeScripts(u, input.language), input.seed) : null;
  const moved = moveLine(u, input.language, said, previousQuestion(input.history));
  const move = [moved, purposeWords].filter((x): x is string => x !== null).join('\n\n') || null;
  if (move) {
    const more =
      said.fresh(
        he
          ? ['אפשר לספר לי עוד קצת — מי מעורב ומה קרה — ואוכל לדייק יותר.', 'כדאי לספר לי מה עומד מאחורי זה ומי מעורב, וכך אוכל להתאים את זה יותר.'].map((t) => inflect(t, u.readerGender))
          : ['If you tell me a little more about who is involved and what happened, I can be more specific.', 'Tell me a little about what lies behind this and who is part of it, and I can fit this more closely to you.'],
        input.seed,
      ) ?? '';
    if (more === '') {
      const text = `${own}${move}`;
      return { text: he ? isolateForeignRuns(text) : text, usedPartner: false };
    }
    const text = `${own}${move}\n\n${more}`;
    return { text: he ? isolateForeignRuns(text) : text, usedPartner: false };
  }
  let question: string;
  if (named.length > 0) {
    const about = joinNames(named, input.language);
    const options = (he ? HE_CLARIFY_ABOUT : EN_CLARIFY_ABOUT).map((f) => (he ? `לפני שאציע משהו: ${f(about)}` : `Before I suggest anything: ${f(about)}`));
    question = said.fresh(options, input.seed) ?? options[input.seed % options.length]!;
  } else if (BETWEEN_US.test(input.message)) {
    // "Something is off between us and I don't know what": the person is known (the couple); what is
    // missing is since when and what it looks like, not "who is this about".
    const options = he ? HE_CLARIFY_BETWEEN_US.map((t) => inflect(t, u.readerGender)) : EN_CLARIFY_BETWEEN_US;
    question = said.fresh(options, input.seed) ?? options[input.seed % options.length]!;
  } else {
    const options = he ? HE_CLARIFY : EN_CLARIFY;
    question = said.fresh(options, input.seed) ?? options[input.seed % options.length]!;
  }
  const text = `${own}${question}`;
  return { text: he ? isolateForeignRuns(text) : text, usedPartner: false };
}

export function composeAnswer(input: ComposeInput): Composed {
  const said = new Said(input.said ?? input.history);
  const u = input.understanding;
  if (!u.understood) return clarify(input, said);
  return input.language === 'he' ? composeHebrew(input, said) : composeEnglish(input, said);
}

// ─── Halachic answers: background and sources, never a ruling ────────────────────────────────

const HALACHIC_LABEL: Record<HalachicTopic, { en: string; he: string }> = {
  niddah: { en: 'taharat hamishpacha (family purity)', he: 'טהרת המשפחה' },
  mikvah: { en: 'mikvah', he: 'מקווה וטבילה' },
  get_agunah: { en: 'a get and the agunah question', he: 'גט ועגינות' },
  contraception: { en: 'contraception and family planning', he: 'אמצעי מניעה ותכנון משפחה' },
  yichud: { en: 'yichud', he: 'ייחוד' },
  negiah: { en: 'negiah', he: 'נגיעה' },
  shabbat: { en: 'Shabbat and Yom Tov', he: 'שבת ויום טוב' },
  kashrut: { en: 'kashrut', he: 'כשרות' },
  marriage_law: { en: 'the laws of marriage', he: 'הלכות אישות' },
  general: { en: 'halacha', he: 'הלכה' },
};

const HALACHIC_BACKGROUND_EN: Record<HalachicTopic, string> = {
  niddah:
    'The laws of taharat hamishpacha govern the time of separation and the return to closeness through the mikvah. The details (counting, examinations, stains, medical situations, harchakot) are exactly the kind of questions people routinely bring to a rabbi or a trained yoetzet halacha — asking is normal, private and never embarrassing.',
  mikvah:
    'Immersion in the mikvah marks the return to closeness after the days of separation. Timing, preparation and special circumstances (travel, illness, a new baby) often raise questions, and the mikvah attendant or your rabbi can guide you with discretion.',
  get_agunah:
    'A Jewish divorce is completed with a get, given freely by the husband and received by the wife, under a beit din. When a get is withheld, a woman may be left an agunah, "chained". Organisations and batei din work on these cases, and a prenuptial agreement is widely used today to prevent them.',
  contraception:
    'Jewish sources value both the blessing of children and the health and wellbeing of the mother and the family. Questions about family planning depend heavily on personal and medical circumstances, which is why they are brought privately to a rabbi, often together with a doctor.',
  yichud:
    'The laws of yichud concern a man and a woman who are not married to each other being secluded together. The details depend on the people, the place and the circumstances, so practical situations (a colleague, a driver, a babysitter) are usually brought to a rabbi.',
  negiah:
    'Shemirat negiah is the practice of refraining from affectionate touch between men and women who are not married or closely related. How it applies in a particular relationship or situation is a personal question for a rabbi.',
  shabbat:
    'Shabbat and Yom Tov have their own detailed laws (melacha, muktzeh, carrying and more), and practical cases depend on the exact circumstances. Many questions also have a "shalom bayit" side — how a couple with different habits keeps the day peaceful.',
  kashrut:
    'Kashrut questions (a mixed-up utensil, eating at family, different standards between spouses) depend on details and on the customs of your community. A rabbi can answer the practical question; the couple can work on how to handle differences with respect.',
  marriage_law:
    'The laws of marriage (kiddushin, the ketubah, the mutual obligations of husband and wife) are detailed and depend on the couple\'s situation and community. A rabbi who knows you is the right address for the practical question.',
  general:
    'This is a question of halacha, and the answer depends on details and on the customs of your community.',
};

const HALACHIC_BACKGROUND_HE: Record<HalachicTopic, string> = {
  niddah: 'הלכות טהרת המשפחה עוסקות בזמן הפרישה ובחזרה לקרבה דרך המקווה. השאלות המעשיות (ספירה, בדיקות, כתמים, מצבים רפואיים, הרחקות) הן בדיוק שאלות ששואלים רב או יועצת הלכה — זה רגיל, דיסקרטי ולעולם לא מביך.',
  mikvah: 'הטבילה במקווה מציינת את החזרה לקרבה. תזמון, הכנה ומצבים מיוחדים מעוררים שאלות, והבלנית או הרב יכולים להדריך בדיסקרטיות.',
  get_agunah: 'גירושין על פי ההלכה נעשים בגט שניתן מרצון בבית דין. כשגט מעוכב, אישה עלולה להישאר עגונה. יש ארגונים ובתי דין שעוסקים במקרים כאלה, והסכם קדם־נישואין נפוץ היום כדי למנוע זאת.',
  contraception: 'המקורות מעריכים גם את ברכת הילדים וגם את בריאותה ושלומה של האם והמשפחה. שאלות של תכנון משפחה תלויות מאוד בנסיבות אישיות ורפואיות, ולכן שואלים אותן באופן פרטי את הרב, לעיתים יחד עם רופא.',
  yichud: 'הלכות ייחוד עוסקות בהתייחדות של איש ואישה שאינם נשואים זה לזה. הפרטים תלויים באנשים, במקום ובנסיבות, ולכן שואלים רב על מצבים מעשיים.',
  negiah: 'שמירת נגיעה היא הימנעות ממגע של חיבה בין מי שאינם נשואים או קרובים. איך זה חל במצב מסוים — זו שאלה אישית לרב.',
  shabbat: 'לשבת וליום טוב יש הלכות מפורטות, ומקרים מעשיים תלויים בנסיבות המדויקות. לשאלות רבות יש גם צד של שלום בית.',
  kashrut: 'שאלות כשרות תלויות בפרטים ובמנהגי הקהילה. הרב יענה על השאלה המעשית; בני הזוג יכולים לעבוד על הדרך לכבד הבדלים.',
  marriage_law: 'הלכות אישות מפורטות ותלויות במצב הזוג ובקהילה. רב שמכיר אתכם הוא הכתובת לשאלה המעשית.',
  general: 'זו שאלה הלכתית, והתשובה תלויה בפרטים ובמנהגי הקהילה.',
};

const RELATIONSHIP_NOTE_EN: Partial<Record<HalachicTopic, string>> = {
  niddah: 'Many couples find the days of separation a time to practise closeness in words — talking, appreciation, time together — which the sages saw as part of keeping love fresh.',
  mikvah: 'Whatever the practical answer, talking together about how each of you experiences these times can bring you closer.',
  get_agunah: 'If you are facing this, you do not have to manage it alone; a rabbi, a beit din advocate or a support organisation can stand with you.',
  contraception: 'It helps to talk this through as a couple first, so you bring the question to your rabbi together and with your doctor\'s input.',
  shabbat: 'Whatever the halachic answer, agreeing together in advance on how you will spend the day keeps Shabbat peaceful at home.',
  kashrut: 'Differences between spouses in kashrut are common; agreeing on the shared kitchen rules together, with respect, matters as much as any single question.',
};

// Halachic flags whose relationship side is itself close to the halacha (closeness in the days of
// separation, touch, seclusion, family planning): beside the background and the rabbi, only the
// person's own words and the things they name are spoken to — never a topic's general tips, which
// could read as advice on the practice itself.
const HALACHIC_CLOSE: ReadonlySet<HalachicTopic> = new Set(['niddah', 'mikvah', 'negiah', 'yichud', 'contraception']);

/** What a halachic answer also knows about the person's question (the ordinary understanding). */
export interface HalachicContext {
  understanding: Understanding;
}

/**
 * The person's question said back, for an answer the halachic layer frames: their words (and, for
 * a follow-up, what they asked before), without the ordinary answer's empathy line.
 */
function halachicSaidBack(u: Understanding, language: GuideLanguage, said: Said): string | null {
  if (!u.understood || !u.reflection) return null;
  const he = language === 'he';
  const lines: string[] = [];
  const first = he ? u.reflection : capitalise(u.reflection);
  lines.push(/^(?:if|אם) /i.test(u.reflection) ? `${first}?` : `${first}.`.replace(DOUBLED_STOP, '$1'));
  if (u.reflectionMore) {
    const more = he ? u.reflectionMore.replace(/^כתבת/, 'וכתבת גם') : capitalise(u.reflectionMore.replace(/(^|\. )you asked: /g, (_all, before: string) => `${before}you ask: `));
    lines.push(`${more}.`.replace(DOUBLED_STOP, '$1'));
  }
  const earlier = recall(u, language);
  if (earlier && !said.has(earlier)) lines.push(earlier);
  // Never a ruling, even in the person's own words said back (a reflection of "are we allowed…").
  const text = withoutRulingSentences(lines.join(' '));
  return text === '' || said.has(text) ? null : text;
}

/**
 * The relationship side of a question the halachic layer answers: advice on the things it names,
 * and — unless the flag is one whose relationship side is itself halachic — a step or two from
 * its topic and words to say when words were asked for. The rabbi answers the halacha; the person
 * still gets an answer about the bris, the mother-in-law or the guests they wrote about.
 */
function halachicCompanion(u: Understanding, language: GuideLanguage, flag: HalachicFlag, said: Said, seed: number): string[] {
  if (!u.understood) return [];
  const he = language === 'he';
  const g = (template: string): string => inflect(template, u.readerGender, u.otherGender);
  const close = HALACHIC_CLOSE.has(flag.topic);
  const parts: string[] = [];
  const things = u.things
    .filter((t) => t.topic !== 'intimacy')
    .map((t) => (he ? g(adviceOf(t, u, 'he')) : adviceOf(t, u, 'en')))
    .filter((line) => !said.has(line))
    .slice(0, 2);
  if (things.length > 0) parts.push(things.join(' '));
  if (close) return parts.map(withoutRulingSentences).filter((p) => p !== '');
  const topics = u.topics.filter((t) => t.id !== 'general' && t.id !== 'intimacy');
  const main = topics[0];
  if (main && u.asks === 'words') {
    const scripts = he ? (TOPICS_HE[main.id]?.scripts ?? []).map((line) => `אפשר לומר: ${g(line)}`) : main.scripts.en.map((line) => `You might say: ${line}`);
    const script = said.fresh(scripts, seed);
    if (script) parts.push(script);
  }
  const tips: string[] = [];
  if (u.followUp && main) {
    const push = [PUSHBACK[main.id], PUSHBACK_MORE[main.id]].find((p) => p && !said.has(he ? p.he : p.en));
    if (push && (u.followUp.kind === 'pushback' || u.followUp.kind === 'tried')) tips.push(he ? push.he : push.en);
  }
  for (const topic of topics) tips.push(...said.freshMany(he ? (TOPICS_HE[topic.id]?.tips ?? []).map(g) : topic.tips.en, seed, topic === main ? 2 : 1));
  const steps = [...new Set(tips)].slice(0, 2);
  if (steps.length > 0) parts.push(steps.map((tip) => `• ${tip}`).join('\n'));
  return parts.map(withoutRulingSentences).filter((p) => p !== '');
}

export function composeHalachic(flag: HalachicFlag, sources: CorpusEntry[], language: GuideLanguage, seed: number, history: Turn[] = [], context: HalachicContext | null = null): string {
  const label = flag.area?.label ?? HALACHIC_LABEL[flag.topic];
  // Named, an area of halacha opens as a named topic does ("about honouring parents").
  const general = flag.topic === 'general' && !flag.area;
  // In a chat that already had a halachic answer, the next one opens and closes in other words.
  const said = new Said(history);
  // Every wording said already (a chat of many halachic questions): a few plain words, not a sentence
  // said a second time.
  const choose = (options: string[], salt: number, once?: string): string => said.fresh(options, seed + salt) ?? once ?? pick(options, seed, salt);
  const u = context?.understanding ?? null;
  const saidBack = u ? halachicSaidBack(u, language, said) : null;
  const companion = u ? halachicCompanion(u, language, flag, said, seed) : [];
  // The background is said once in a chat: a second halachic answer on the same matter goes on from it.
  const background = (text: string): string[] => (said.has(text) ? [] : [text]);
  if (language === 'he') {
    const parts = [
      choose(
        [
          `${general ? 'יש בשאלה צד הלכתי' : `זו שאלה הלכתית בנושא ${label.he}`}. אוכל לשתף רקע ומקורות, אבל לא לפסוק — התשובה תלויה בפרטים שרק רב שמכיר אתכם יכול לשקול.`,
          `השאלה נוגעת ב${label.he}, ועל שאלה כזאת פוסק רב. אשתף רקע ומקורות שאפשר להביא אליו, בלי להכריע בעצמי.`,
          // A third halachic answer in a chat opens in words of its own too (answers round L3); any of
          // the three may open a first one, so none says "again".
          `בעניין ${label.he}, פסק שייך לרב שיכול לשאול על המצב שלכם; ממני אפשר לקבל רקע ומקורות.`,
        ],
        0,
        'עוד שאלה הלכתית.',
      ),
    ];
    if (saidBack) parts.push(saidBack);
    if (flag.rulingDemanded) parts.push('גם אם הרב ביקש לקבל כאן תשובה, פסק הלכה צריך לבוא מאדם שיכול לשאול שאלות ולשאת באחריות לתשובה — כדאי להביא את השאלה אליו ישירות.');
    parts.push(...background(flag.area?.background.he ?? HALACHIC_BACKGROUND_HE[flag.topic]));
    parts.push(...companion);
    if (sources.length > 0) parts.push([choose(['מקורות לעיון יחד עם הרב:', 'מקורות שאפשר להביא לשיחה עם הרב:', 'לעיון עם הרב:'], 2, 'מקורות:'), ...sources.map((s) => `• ${refWithCollection(s, 'he')}: "${s.he}"`)].join('\n'));
    parts.push(choose(['כדאי לפנות לרב או ליועצת הלכה שמכירים אתכם; אפשר לשאול גם באופן אנונימי.', 'הצעד הבא הוא שיחה קצרה עם הרב, שיוכל לשאול על הפרטים שחשובים כאן.', 'רב שמכיר אתכם יכול לשקול את הפרטים; לשאול זה רגיל, ואפשר לעשות את זה בדיסקרטיות.'], 1, 'כדאי לשאול את הרב.'));
    return isolateForeignRuns(parts.join('\n\n'));
  }
  const parts = [
    choose(
      [
        `${general ? 'Part of what you ask is a question of halacha' : `This is a question of halacha, about ${label.en}`}. I can share background and sources, but I can't give a ruling — the answer depends on details that a rabbi who knows you should weigh.`,
        `Your question touches on ${label.en}, which is a matter for a halachic decision. I won't give a ruling, but I can give you background and sources to bring to your rabbi.`,
        `On ${label.en}, a ruling belongs to a rabbi who can ask about your situation; what I can offer is background and sources.`,
      ],
      0,
      'Another halachic question.',
    ),
  ];
  if (saidBack) parts.push(saidBack);
  if (flag.rulingDemanded) {
    parts.push(
      'Even if your rabbi asked you to get an answer here, a halachic ruling has to come from a person who can ask you questions and take responsibility for the answer. Please bring the question back to them directly — the sources below may help you ask it.',
    );
  }
  parts.push(...background(flag.area?.background.en ?? HALACHIC_BACKGROUND_EN[flag.topic]));
  parts.push(...companion);
  if (sources.length > 0) parts.push([choose(['Sources to look at, ideally with your rabbi:', 'Some sources to bring to that conversation:', 'To read with your rabbi:'], 2, 'Sources:'), ...sources.map((s) => `• ${refWithCollection(s, 'en')}: “${s.en}”`)].join('\n'));
  // Said once in a chat, as the background is (a second kashrut question does not hear it again).
  const note = RELATIONSHIP_NOTE_EN[flag.topic];
  if (note) parts.push(...background(note));
  parts.push(
    choose(
      [
        'Please ask your rabbi (or a yoetzet halacha, where relevant); many also take questions anonymously by phone or online.',
        'The right next step is a short conversation with your rabbi, who can ask about the details that matter here.',
        'A rabbi who knows you can weigh the details here; asking is normal, and it can be done discreetly.',
      ],
      1,
      'Please ask your rabbi.',
    ),
  );
  return parts.join('\n\n');
}
