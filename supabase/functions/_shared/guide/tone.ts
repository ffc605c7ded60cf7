// Tone Coach: turns a blaming message into a first-person one ("I feel … when … Could we …?")
// that keeps its meaning and language, adds no facts, and leaves a kind message exactly as it is.
//
// The offline rewriter works on sentences: insults are dropped (they carry no request), blame
// clauses become the "when …" part with the generalisation ("always", "never") softened, and
// every other sentence is kept word for word. A model, when configured, may write it more
// naturally; its output must pass the same checks or the offline rewrite is used.
import type { ModelConfig } from '../model-adapter/index.ts';
import { chatComplete } from '../model-adapter/index.ts';
import { detectLanguage, pick, textSeed, type GuideLanguage } from './language.ts';

export interface ToneRewrite {
  rewrite: string;
  /** false when the message was already kind: `rewrite` is then the text unchanged. */
  changed: boolean;
  source: 'embedded' | 'model';
}

// ─── English ──────────────────────────────────────────────────────────────────────────────────

const EN_INSULT_WORDS =
  'lazy|selfish|useless|stupid|idiot|idiotic|pathetic|ridiculous|impossible|annoying|hopeless|crazy|insane|irresponsible|inconsiderate|careless|clueless|immature|childish|worthless|mean|rude|cold|heartless|a joke|a mess|the worst|unbearable|so difficult|such a slob|a slob|a liar|liar|a child|a baby|a jerk|jerk|pig|a pig|dumb';
const EN_INSULT = new RegExp(
  `\\b(?:you(?:'re|’re| are| r)|ur|you(?:'ve|’ve| have) been|what a|you)\\s+(?:so |such |just |really |being |always |totally |completely |an? )*(?:${EN_INSULT_WORDS})\\b`,
  'i',
);
const EN_DISMISSIVE = /\b(?:shut up|what(?:'s|’s| is) wrong with you|whatever|typical|grow up|i(?:'m|’m| am) done with you|i hate you)\b/i;
const EN_FAULT = /\b(?:(?:it(?:'s|’s| is) |this is )?(?:all )?your fault|because of you|thanks to you|you ruined|you ruin)\b/i;
const EN_BLAME_CLAUSE =
  /\byou\s+(always|never|keep|constantly|don't|do not|didn't|did not|won't|will not|can't|cannot|couldn't|forgot to|forget to|forgot|ignore|ignored|make me|made me|only care about|don't even|didn't even)\s+(.+)/i;
const EN_WHY =
  /\bwhy\s+(?:do|don't|do not|can't|won't|didn't|did|are|aren't)\s+you\s+(?:always\s+|ever\s+|never\s+|even\s+)?(.+)/i;
const EN_BLAME_ANY = new RegExp(
  [EN_INSULT.source, EN_DISMISSIVE.source, EN_FAULT.source, EN_BLAME_CLAUSE.source, EN_WHY.source].join('|'),
  'i',
);

const EN_FEELINGS: Array<[RegExp, string]> = [
  [/\b(listen|interrupt|ignore|ignored|hear|phone|text|texts|answer|talk)\b/i, 'unheard'],
  [/\b(help|dishes|laundry|clean|chores|kids|house|cook|trash|garbage|groceries|lazy|useless)\b/i, 'overwhelmed'],
  [/\b(late|time|wait|waiting|call|called|home)\b/i, 'worried and a bit alone'],
  [/\b(forget|forgot|birthday|anniversary|remember)\b/i, 'hurt and forgotten'],
  [/\b(money|spend|spent|bought|credit|budget)\b/i, 'anxious'],
  [/\b(mother|mom|father|dad|parents|family|in-laws)\b/i, 'torn and unsupported'],
  [/\b(selfish|care|yourself|only)\b/i, 'alone and unseen'],
];

const EN_REQUESTS = [
  'Could we sit down together and find a way that works for both of us?',
  'Could we talk about it calmly and figure out together what would help?',
  'Could we make a plan together so this feels better for both of us?',
  'Could we find a quiet moment to talk it through?',
];

function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?؟])\s+|\n+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function stripEnd(text: string): string {
  return text.replace(/[\s.!?,;:]+$/u, '').trim();
}

function lowerFirst(text: string): string {
  return text.length > 1 && text[1] !== text[1]?.toUpperCase() ? text[0]!.toLowerCase() + text.slice(1) : text;
}

/** The "when …" clause for one blaming sentence, or null when the sentence has no request in it. */
function englishWhen(sentence: string): string | null {
  const withoutFault = sentence.replace(EN_FAULT, '').trim();
  const why = EN_WHY.exec(withoutFault);
  if (why) {
    const negative = /\bwhy\s+(?:don't|do not|can't|won't|aren't)\b/i.test(withoutFault);
    const past = /\bwhy\s+(?:didn't|did)\b/i.test(withoutFault);
    const rest = stripEnd(why[1] ?? '');
    if (!rest) return null;
    if (past) return /\bwhy\s+didn't\b/i.test(withoutFault) ? `you didn't ${rest}` : `you ${rest}`;
    return negative ? `you don't ${rest}` : `you ${rest}`;
  }
  const clause = EN_BLAME_CLAUSE.exec(withoutFault);
  if (!clause) return null;
  const verb = (clause[1] ?? '').toLowerCase();
  // The blame clause ends where a new insult or a second clause starts.
  const rest = stripEnd((clause[2] ?? '').split(/,\s*(?:you(?:'re|’re| are)|and you(?:'re|’re| are))\b|\s+-\s+|;/i)[0] ?? '');
  if (!rest) return null;
  switch (verb) {
    case 'always':
    case 'constantly':
      return `you ${rest}`;
    case 'keep':
      return `you keep ${rest}`;
    case 'never':
      return `it feels like you never ${rest}`;
    case 'make me':
    case 'made me':
      return null;
    default:
      return `you ${verb} ${rest}`;
  }
}

function englishFeeling(text: string): string {
  const madeMe = /\byou\s+(?:make|made)\s+me\s+(?:feel\s+)?(?:so\s+|really\s+|very\s+)?([a-z]+)/i.exec(text);
  if (madeMe?.[1] && !/^(do|go|want|wait|think|look|cry)$/i.test(madeMe[1])) return madeMe[1].toLowerCase();
  for (const [pattern, feeling] of EN_FEELINGS) if (pattern.test(text)) return feeling;
  return 'hurt';
}

function rewriteEnglish(text: string, seed: number): string {
  const whens: string[] = [];
  const kept: string[] = [];
  for (const sentence of splitSentences(text)) {
    const blaming = EN_BLAME_ANY.test(sentence);
    if (!blaming) {
      kept.push(sentence);
      continue;
    }
    const when = englishWhen(sentence);
    if (when) whens.push(lowerFirst(when));
    // A "you make me angry when you …" sentence: its own "when" part is the request.
    const madeMeWhen = /\bwhen\s+(.+)$/i.exec(sentence);
    if (!when && madeMeWhen?.[1] && /\byou\s+(?:make|made)\s+me\b/i.test(sentence)) whens.push(stripEnd(madeMeWhen[1]));
  }
  const feeling = englishFeeling(text);
  const opening = whens.length > 0 ? `I feel ${feeling} when ${joinEnglish(whens)}.` : `I feel ${feeling} about this, and I want us to be okay.`;
  return [opening, ...kept, pick(EN_REQUESTS, seed)].join(' ');
}

function joinEnglish(parts: string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

// ─── Hebrew ───────────────────────────────────────────────────────────────────────────────────
// Written so the speaker's gender never has to be guessed: "קשה לי", "זה מתסכל אותי", "נוכל".

const HE_INSULT =
  /(?:^|\s)(?:אתה|את|איזה|איזו)\s+(?:כזה\s+|כזאת\s+|כל כך\s+|ממש\s+|סתם\s+)?(?:עצלן|עצלנית|אנוכי|אנוכית|טיפש|טיפשה|מטומטם|מטומטמת|חסר תועלת|חסרת תועלת|מעצבן|מעצבנת|גרוע|גרועה|ילד|ילדה|שקרן|שקרנית|בלתי נסבל|בלתי נסבלת|חסר אחריות|חסרת אחריות)(?=$|[\s.!?,])/;
const HE_DISMISSIVE = /(?:סתום|סתמי|תשתוק|תשתקי|מה לא בסדר איתך|נמאס לי ממך|אני שונא אותך|אני שונאת אותך)/;
const HE_FAULT = /(?:זו אשמתך|זה באשמתך|הכול באשמתך|הכל באשמתך|אשמתך|בגללך)/;
const HE_BLAME_CLAUSE = /(?:^|\s)(אתה|את)\s+(תמיד|אף פעם לא|אף פעם|לעולם לא|אף פעם לא|שוב|כל הזמן|בחיים לא)\s+(.+)/;
const HE_BLAME_CLAUSE_FRONT = /(?:^|\s)(תמיד|כל הזמן|אף פעם לא|בחיים לא)\s+(אתה|את)\s+(.+)/;
const HE_WHY = /(?:^|\s)למה\s+(אתה|את)\s+(?:תמיד\s+|אף פעם\s+|שוב\s+)?(.+)/;
const HE_BLAME_ANY = new RegExp(
  [HE_INSULT.source, HE_DISMISSIVE.source, HE_FAULT.source, HE_BLAME_CLAUSE.source, HE_BLAME_CLAUSE_FRONT.source, HE_WHY.source].join('|'),
);

const HE_OPENINGS = ['קשה לי', 'זה מכאיב לי', 'זה מתסכל אותי'];
const HE_REQUESTS = [
  'אפשר שנדבר על זה בנחת ונמצא יחד דרך שמתאימה לשנינו?',
  'נוכל לשבת יחד ולחשוב מה יעזור לשנינו?',
  'אפשר שנמצא זמן שקט לדבר על זה?',
];

function hebrewWhen(sentence: string): string | null {
  const withoutFault = sentence.replace(HE_FAULT, '').trim();
  const why = HE_WHY.exec(withoutFault);
  if (why) return `כש${why[1]} ${stripEnd(why[2] ?? '')}`;
  const front = HE_BLAME_CLAUSE_FRONT.exec(withoutFault);
  const clause = HE_BLAME_CLAUSE.exec(withoutFault);
  const pronoun = clause?.[1] ?? front?.[2];
  const adverb = clause?.[2] ?? front?.[1];
  const rest = stripEnd((clause?.[3] ?? front?.[3] ?? '').split(/,|;|\s-\s/)[0] ?? '');
  if (!pronoun || !adverb || !rest) return null;
  if (/לא$/.test(adverb)) return `כשנדמה לי ש${pronoun} לא ${rest}`;
  if (adverb === 'אף פעם') return `כשנדמה לי ש${pronoun} אף פעם ${rest}`;
  return `כש${pronoun} ${rest}`;
}

function rewriteHebrew(text: string, seed: number): string {
  const whens: string[] = [];
  const kept: string[] = [];
  for (const sentence of splitSentences(text)) {
    if (!HE_BLAME_ANY.test(sentence)) {
      kept.push(sentence);
      continue;
    }
    const when = hebrewWhen(sentence);
    if (when) whens.push(when);
  }
  const openingWords = pick(HE_OPENINGS, seed);
  const opening = whens.length > 0 ? `${openingWords} ${whens.join(' וגם ')}.` : `${openingWords} עם מה שקורה בינינו, ואני רוצה שיהיה לנו טוב.`;
  return [opening, ...kept, pick(HE_REQUESTS, seed, 1)].join(' ');
}

// ─── Public ───────────────────────────────────────────────────────────────────────────────────

/** Whether a message blames, insults or dismisses; kind and neutral messages are left alone. */
export function isBlaming(text: string): boolean {
  return EN_BLAME_ANY.test(text) || HE_BLAME_ANY.test(text);
}

export function rewriteToneOffline(text: string): ToneRewrite {
  if (!isBlaming(text)) return { rewrite: text, changed: false, source: 'embedded' };
  const seed = textSeed(text);
  const language: GuideLanguage = detectLanguage(text);
  const rewrite = language === 'he' ? rewriteHebrew(text, seed) : rewriteEnglish(text, seed);
  return { rewrite, changed: true, source: 'embedded' };
}

const TONE_SYSTEM_PROMPT = [
  'You rewrite one message a person is about to send to their spouse or family member.',
  'Rewrite it in the first person ("I feel … when … Could we …?"), warm and calm, without blame, insults or generalisations like "always" and "never".',
  'Keep the meaning and the request. Keep the same language as the message (Hebrew stays Hebrew).',
  'Never add facts, names, times or promises that are not in the message.',
  'Answer with the rewritten message only: no quotes, no explanation.',
].join(' ');

/** The numbers a text mentions: a rewrite may not invent any. */
function numbersIn(text: string): string[] {
  return text.match(/\d+/g) ?? [];
}

function acceptableModelRewrite(original: string, candidate: string): boolean {
  const trimmed = candidate.trim().replace(/^["'“”]+|["'“”]+$/g, '');
  if (trimmed === '' || trimmed.length > original.length * 3 + 240) return false;
  if (detectLanguage(trimmed) !== detectLanguage(original)) return false;
  if (isBlaming(trimmed)) return false;
  const known = new Set(numbersIn(original));
  return numbersIn(trimmed).every((n) => known.has(n));
}

/** The model's rewrite when configured and acceptable, else the offline rewrite. */
export async function rewriteTone(text: string, model: ModelConfig | null): Promise<ToneRewrite> {
  const offline = rewriteToneOffline(text);
  if (!offline.changed || !model) return offline;
  try {
    const candidate = await chatComplete(
      model,
      [
        { role: 'system', content: TONE_SYSTEM_PROMPT },
        { role: 'user', content: text },
      ],
      { temperature: 0.4, maxTokens: 400 },
    );
    const cleaned = candidate.trim().replace(/^["'“”]+|["'“”]+$/g, '');
    if (acceptableModelRewrite(text, cleaned)) return { rewrite: cleaned, changed: true, source: 'model' };
  } catch {
    // Timeout, network or protocol error: the offline rewrite is always available.
  }
  return offline;
}
