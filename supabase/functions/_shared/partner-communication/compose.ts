// The words the partner receives. Written from the trigger type and the two names only: nothing of
// the sender's private conversation (their question, the AI's answer, a draft) is ever passed in,
// so nothing of it can be quoted or forwarded — the privacy page promises exactly that.
// In English or Hebrew (the recipient's language); Hebrew verbs follow the sender's and the
// recipient's gender where the profile gives it, and say both forms where it does not.
import type { TriggerType } from './triggers.ts';

export type NoteLanguage = 'en' | 'he';
export type NoteGender = 'male' | 'female' | null;

export interface PartnerMessageInput {
  triggerType: TriggerType;
  /** How the recipient knows the sender (display name, else first name); null → "your partner". */
  senderName: string | null;
  recipientName: string | null;
  /** Picks among the phrasings, so repeated messages do not read like a form letter. */
  seed: string;
  /** Default English. */
  language?: NoteLanguage;
  senderGender?: NoteGender;
  recipientGender?: NoteGender;
}

type Phrasing = (from: string, to: string) => string;

const OPENINGS: Phrasing[] = [
  (_from, to) => (to ? `Shalom ${to},` : 'Shalom,'),
  (_from, to) => (to ? `Hi ${to},` : 'Hi,'),
  (_from, to) => (to ? `${to}, a short note from your AI guide.` : 'A short note from your AI guide.'),
];

const BODIES: Record<TriggerType, Phrasing[]> = {
  emotional_bridging: [
    (from) => `${from} has been thinking about the two of you and would love a little closeness today. A warm word, a hug or ten quiet minutes together could mean a lot right now.`,
    (from) => `${from} is carrying some feelings at the moment and would be glad to feel you near. You don't need to fix anything — asking "how are you, really?" and listening is plenty.`,
    (from) => `${from} wanted you to know that your connection matters deeply to them. If you can, make a small moment for each other today, with phones put away.`,
  ],
  conflict_mediation: [
    (from) => `${from} would like to find a calmer way through what has been hard between you. When you both feel ready, try taking turns: each of you speaks while the other only listens, then says back what they heard.`,
    (from) => `${from} is hoping to talk things through gently, not to win an argument. Choosing a quiet time, starting with one thing you appreciate about each other, and keeping to one topic can help.`,
    (from) => `${from} cares about making peace between you. "Seek peace and pursue it" — a first step can be as small as saying "I want us to be okay" before talking about the issue itself.`,
  ],
  timing_optimization: [
    (from) => `${from} would like to set aside a good time to talk together — not in a rush, not when either of you is tired. Could you suggest a time that works for you in the next day or two?`,
    (from) => `${from} is looking for an unhurried moment for the two of you to connect. Perhaps after the children are asleep, or on a walk — whatever time feels easiest for you.`,
    (from) => `${from} would value some unhurried time together soon. Letting them know when you'll be free is a lovely way to say you're there.`,
  ],
};

const CLOSINGS: Phrasing[] = [
  () => 'With warmth, your Shalom Bayit guide.',
  () => 'Wishing you both shalom bayit.',
  () => 'With every good wish for your home.',
];

function pick<T>(items: readonly T[], seed: string, salt: number): T {
  let hash = 2166136261 ^ salt;
  for (let i = 0; i < seed.length; i++) hash = Math.imul(hash ^ seed.charCodeAt(i), 16777619);
  return items[Math.abs(hash) % items.length]!;
}

/** A Hebrew word in the form for a gender: masculine, feminine, or both ("חושב/ת") when unknown. */
function gendered(gender: NoteGender | undefined) {
  return (masculine: string, feminine: string, both: string) => (gender === 'male' ? masculine : gender === 'female' ? feminine : both);
}

interface HebrewWords {
  /** The sender's verbs. */
  s: ReturnType<typeof gendered>;
  /** Words to the recipient. */
  r: ReturnType<typeof gendered>;
}

type HebrewPhrasing = (from: string, to: string, words: HebrewWords) => string;

const HEBREW_OPENINGS: HebrewPhrasing[] = [
  (_from, to) => (to ? `שלום ${to},` : 'שלום,'),
  (_from, to) => (to ? `היי ${to},` : 'היי,'),
  (_from, to) => (to ? `${to}, הודעה קצרה מהמדריך שלכם.` : 'הודעה קצרה מהמדריך שלכם.'),
];

const HEBREW_BODIES: Record<TriggerType, HebrewPhrasing[]> = {
  emotional_bridging: [
    (from, _to, { s }) =>
      `${from} ${s('חושב', 'חושבת', 'חושב/ת')} על שניכם ${s('וישמח', 'ותשמח', 'וישמח/תשמח')} לקצת קרבה היום. מילה חמה, חיבוק או עשר דקות שקטות יחד יכולים לעשות הרבה עכשיו.`,
    (from, _to, { s }) =>
      `${from} ${s('נושא', 'נושאת', 'נושא/ת')} עכשיו כמה רגשות, ${s('וישמח', 'ותשמח', 'וישמח/תשמח')} להרגיש את הקרבה ביניכם. לא צריך לפתור שום דבר — לשאול "מה שלומך, באמת?" ולהקשיב זה די והותר.`,
    (from, _to, { s, r }) =>
      `${from} ${s('רצה', 'רצתה', 'רצה/רצתה')} ${r('שתדע', 'שתדעי', 'שתדע/י')} שהקשר ביניכם חשוב ${s('לו', 'לה', 'לו/לה')} מאוד. אם אפשר, מצאו היום רגע קטן זה לזה, בלי טלפונים.`,
  ],
  conflict_mediation: [
    (from) =>
      `${from} רוצה למצוא דרך רגועה יותר לעבור את מה שהיה קשה ביניכם. כשתרגישו מוכנים, נסו לדבר בתורות: אחד מדבר והשני רק מקשיב, ואז אומר במילים שלו מה ששמע.`,
    (from) =>
      `${from} מקווה לדבר על הדברים בעדינות, לא לנצח בוויכוח. זמן שקט, פתיחה בדבר אחד שכל אחד מכם מעריך בשני, והיצמדות לנושא אחד — כל אלה עוזרים.`,
    (from) =>
      `${from} רוצה שיהיה שלום ביניכם. "בקש שלום ורדפהו" — צעד ראשון יכול להיות קטן כמו לומר "אני רוצה שיהיה לנו טוב" לפני שמדברים על העניין עצמו.`,
  ],
  timing_optimization: [
    (from) =>
      `${from} רוצה לקבוע זמן טוב לשיחה ביניכם — לא בלחץ ולא כשמישהו מכם עייף. אפשר להציע זמן שנוח לך ביום־יומיים הקרובים?`,
    (from, _to, { s }) =>
      `${from} ${s('מחפש', 'מחפשת', 'מחפש/ת')} רגע רגוע לשניכם להתחבר. אולי אחרי שהילדים נרדמים, או בהליכה — מה שנוח לך.`,
    (from, _to, { s, r }) =>
      `${from} ${s('ישמח', 'תשמח', 'ישמח/תשמח')} לזמן רגוע יחד בקרוב. לספר מתי ${r('אתה פנוי', 'את פנויה', 'את/ה פנוי/ה')} זו דרך יפה לומר "אני כאן".`,
  ],
};

const HEBREW_CLOSINGS: HebrewPhrasing[] = [
  () => 'בחום, המדריך שלכם בשלום בית.',
  () => 'מאחלים לכם שלום בית.',
  () => 'בברכת כל טוב לביתכם.',
];

export function composePartnerMessage(input: PartnerMessageInput): string {
  if (input.language === 'he') {
    const from = input.senderName?.trim() || 'בן/בת הזוג שלך';
    const to = input.recipientName?.trim() || '';
    const words: HebrewWords = { s: gendered(input.senderGender), r: gendered(input.recipientGender) };
    return [
      pick(HEBREW_OPENINGS, input.seed, 1)(from, to, words),
      pick(HEBREW_BODIES[input.triggerType], input.seed, 2)(from, to, words),
      pick(HEBREW_CLOSINGS, input.seed, 3)(from, to, words),
    ].join('\n\n');
  }
  const from = input.senderName?.trim() || 'Your partner';
  const to = input.recipientName?.trim() || '';
  return [
    pick(OPENINGS, input.seed, 1)(from, to),
    pick(BODIES[input.triggerType], input.seed, 2)(from, to),
    pick(CLOSINGS, input.seed, 3)(from, to),
  ].join('\n\n');
}
