// Understanding a question before composing an answer: who it is about, what the person asks for,
// the specific things they name, how they put it (reflected back in the answer's own words), the
// genders Hebrew needs, and whether it follows on from the conversation's previous question.
// The same understanding goes to the composer and, as text, into a configured model's prompt.
import type { Turn } from './conversation.ts';
import { detectLanguage, type GuideLanguage } from './language.ts';
import { subjectsOf, type Subject } from './subjects.ts';
import { namedThings, type Thing } from './things.ts';
import { detectTopics, GENERAL_TOPIC, MARRIED_CHILD, PARENTS_AT_ODDS, STEPFAMILY, topicById, type Topic } from './topics.ts';
import { speakerGender } from './tone/hebrew.ts';
import type { Gender } from './hebrew-text.ts';
import type { GuideProfile } from './types.ts';

export type Who = 'spouse' | 'in_law' | 'parent' | 'child' | 'sibling' | 'friend' | 'self';
export type Asks = 'advice' | 'words' | 'plan' | 'comfort' | 'sources' | 'clarify';
export type FollowKind = 'pushback' | 'tried' | 'how_to_say' | 'feeling' | 'next_step' | 'more' | 'reaction';
/**
 * How the other person met what the asker tried (or, asked ahead, would meet it): tears, anger, a
 * laugh, silence, "you're overreacting", "you're not the man I married", "you do it too", or a plan
 * that fell through the first time.
 */
export type Reaction = 'cried' | 'dismissed' | 'changed' | 'countered' | 'angry' | 'hurt' | 'quiet' | 'laughed' | 'lapsed';
/** A question that asks for a judgement: is it normal, is he right, is it fair, is it okay to ask,
 *  is it wrong to feel this. */
export type Wonders = 'normal' | 'right' | 'fair' | 'okay' | 'feeling';

export interface Understanding {
  /** The message this was read from. */
  message: string;
  language: GuideLanguage;
  who: Who;
  /** How the answer names that person: "your husband", "בעלך". */
  whoName: { en: string; he: string };
  asks: Asks;
  things: Thing[];
  topics: Topic[];
  /** The question in the answer's voice ("you feel that your husband…"), when it can be said well. */
  reflection: string | null;
  /**
   * A second sentence of a longer message said back: the last in which the person says what they
   * feel, want or ask ("you feel like a failure") — what a one-sentence reflection would drop.
   */
  reflectionMore: string | null;
  readerGender: Gender;
  otherGender: Gender;
  /** The judgement the message asks for, answered first ("is it normal…?" — it is common). */
  wonders: Wonders | null;
  /** Set when the message follows on from the previous question in this conversation. */
  followUp: { kind: FollowKind; previous: Understanding; reaction?: Reaction } | null;
  understood: boolean;
  /**
   * The asker is the parent of one of a married couple ("my daughter-in-law", "my son and his
   * wife", "כלתי", "החתן שלנו"): in-law matters are answered from the parent's side, not the couple's.
   */
  elder: boolean;
  /** Everyone the message names (the main person first), for follow-ups that say "they". */
  people: Array<{ en: string; he: string }>;
  /** The person was named only as "he" / "she" (a follow-up then keeps the earlier person). */
  whoByPronoun: boolean;
  /**
   * What the message names in its own words (subjects.ts: "the kitchen cabinets", "הארונות"),
   * in its order; for a follow-up, the new message's first and then the earlier question's.
   */
  subjects: Subject[];
  /** The message's own subjects only (a follow-up's earlier ones are in followUp.previous). */
  ownSubjects: Subject[];
}

interface WhoRule {
  who: Who;
  en: RegExp;
  he: RegExp;
  name: (m: string) => { en: string; he: string; other: Gender };
}

/**
 * Hebrew words matched whole: after one of the letters that join a word (ו ש ל ב מ כ ה, or two of
 * them) and before a space or the end — so חמי is not read inside חמישי, nor אמי inside אמיתי.
 */
function heWords(alternatives: string): RegExp {
  return new RegExp(`(?<![\u05D0-\u05EA])(?:[ושלבמכה]|וה|וב|ול|ומ|וש|כש|שה|מה|לה|של)?(?:${alternatives})(?![\u05D0-\u05EA])`);
}

const WHO_RULES: WhoRule[] = [
  {
    who: 'in_law',
    // Also the spouse's family said with a possessive: "my husband's mother", "ההורים של בעלי".
    en: /\b(?:mother[- ]?in[- ]?law|father[- ]?in[- ]?law|sister[- ]?in[- ]?law|brother[- ]?in[- ]?law|daughter[- ]?in[- ]?law|son[- ]?in[- ]?law|(?:son|daughter)['’]s (?:new )?(?:wife|husband|spouse)|in[- ]?laws|(?<!\b(?:like|as|than) )(?:his|her) (?:mother|mom|mum|father|dad|parents|family|sister|brother)|(?:husband|wife|spouse|partner|chosson|chassan|kallah|fianc[eé]e?)['’]s (?:mother|mom|mum|father|dad|parents|family|sister|brother))\b/i,
    // "כמו אמא שלו", "like his mother": a simile, not his mother.
    he: new RegExp(`(?<!כמו )${heWords('כלתי|הכלה שלי|הכלה שלנו|חתני|החתן שלי|החתן שלנו|אשתו של (?:הבן שלי|הבן שלנו|בני)|בעלה של (?:הבת שלי|הבת שלנו|בתי)|חמותי|חמותך|חמותו|חמות|חמי|חמיך|חותני|חותנתי|חותנת|חותן|גיסתי|גיסי|גיסה|גיסות|גיסים|ההורים שלו|ההורים שלה|אמא שלו|אמא שלה|אבא שלו|אבא שלה|המשפחה שלו|המשפחה שלה|אחותה|אחותו|מחותנים|המחותנים|(?:ההורים|אמא|אבא|המשפחה|אחות|אח|אחי) של (?:בעלי|אשתי|בן זוגי|בת זוגי|החתן|הכלה|הארוס|הארוסה)').source}`),
    name: (m) =>
      /daughter[- ]?in|son['’]s (?:new )?(?:wife|spouse)|כלתי|הכלה|אשתו של/i.test(m)
        ? { en: 'your daughter-in-law', he: 'כלתך', other: 'f' }
        : /son[- ]?in|daughter['’]s (?:new )?(?:husband|spouse)|חתני|החתן|בעלה של/i.test(m)
          ? { en: 'your son-in-law', he: 'חתנך', other: 'm' }
          : /father|dad|חמי|חותני|חותן|אבא של/i.test(m)
        ? { en: 'your father-in-law', he: 'חמיך', other: 'm' }
        : /sister|גיס|אחות/i.test(m)
          ? { en: 'your sister-in-law', he: 'גיסתך', other: 'f' }
          : /brother/i.test(m)
            ? { en: 'your brother-in-law', he: 'גיסך', other: 'm' }
            : /parents|family|in[- ]?laws|הורים|משפחה|מחותנים|גיסות|גיסים/i.test(m)
              ? { en: 'your in-laws', he: 'המשפחה של בן או בת הזוג', other: 'n' }
              : { en: 'your mother-in-law', he: 'חמותך', other: 'f' },
  },
  {
    who: 'parent',
    // "Dad (88) needs care": a parent named as one names one's own, without "my".
    // (Not a word quoted as a word: "he asked if he has to call me 'Abba'" — answers round S13.)
    en: /\b(?:my (?:mother|mom|mum|father|dad|parents)|(?:elderly|aging|ageing) (?:mother|father|parents?))\b|(?<!['"‘“])\b(?:Dad|Mom|Mum|Daddy|Mommy|Abba|Ima)\b(?!['"’”])(?! and (?:I|me)\b)/,
    he: heWords('אמא שלי|אבא שלי|ההורים שלי|אמי|אבי|הוריי'),
    name: (m) =>
      /father|dad|abba|אבא|אבי/i.test(m)
        ? { en: 'your father', he: 'אבא שלך', other: 'm' }
        : /parents|הורים|הוריי/i.test(m)
          ? { en: 'your parents', he: 'ההורים שלך', other: 'n' }
          : { en: 'your mother', he: 'אמא שלך', other: 'f' },
  },
  {
    who: 'sibling',
    // "my sister in law" is an in-law, not a sister.
    // (Also more than one: "My two brothers live abroad… I'm angry at them" — answers round S13.)
    en: /\b(?:my (?:(?:two|three|four|five|older|younger|big|little|elder|twin) )?(?:brothers?|sisters?|siblings?)(?![- ]?in[- ]?laws?\b)|(?:us|we|my) (?:three |two |four )?siblings|(?:of|among) us siblings)\b/i,
    // Each form whole: "לאחיו" (his brother) is not "לאחי" (my brother).
    he: /(?:אחי|אחותי|האחים שלי|האחיות שלי|לאחי|מאחי|לאחותי|מאחותי)(?![\u05D0-\u05EA])/,
    name: (m) =>
      /sisters/i.test(m)
        ? { en: 'your sisters', he: 'האחיות שלך', other: 'f' }
        : /brothers/i.test(m)
          ? { en: 'your brothers', he: 'האחים שלך', other: 'm' }
          : /sister|אחות/i.test(m)
            ? { en: 'your sister', he: 'אחותך', other: 'f' }
            : /siblings|האחים/i.test(m)
              ? { en: 'your siblings', he: 'האחים שלך', other: 'n' }
              : { en: 'your brother', he: 'אחיך', other: 'm' },
  },
  {
    who: 'child',
    // "our 14-year-old daughter", "my oldest son": up to two words between (ages are hyphenated).
    // "Our 16 year old", "my 15 y.o." name a child by age alone; "my 15 year old son" is the son.
    en: /\b(?:(?:my|our) (?:(?:eldest|oldest|youngest|little|teenage) )?\d{1,2}[- ]?(?:years?|yrs?)[- ]?old (?:son|daughter|teen\w*|boy|girl)|(?:my|our) (?:[\w'.-]+ ){0,2}(?:son|daughter|kids?|children|child|teen\w*|boy|girl|baby)(?![- ]?in[- ]?law)|(?:my|our) \d{1,2}[- ]?(?:(?:year|yr)s?[- ]?old|y\.?o\b\.?)|stepchildren|step-?kids)\b/i,
    // "לבן שלי", "מהבת שלנו": the article contracts after ל ב כ, so any of them may stand before.
    // "בתי" (my daughter) is a word of its own: not the end of "כתבתי" (I wrote), nor "בתי ספר"
    // (schools) or "בתי חולים" (hospitals) — answers round L's "כתבתי לו" read as a daughter.
    he: /(?:(?<![\u05D0-\u05EA])(?:ו?(?:ה|ל|ב|כ|מה|שה|לה))(?:בן|בת)(?: ה(?:צעיר|צעירה|גדול|גדולה|בכור|בכורה|אמצעי|אמצעית|קטן|קטנה))? (?:שלי|שלנו)|(?<![\u05D0-\u05EA])ו?בני(?![\u05D0-\u05EA])(?!\s+(?:ה?זוג|ה?משפחה|ה?דודים|ברק|עקיבא|ה?נוער)|\s+(?:\d|(?:שנה|שנתיים|חודש|חודשיים|חודשים|שבוע|שבועיים|כמה|אחת|שתיים|שלוש|ארבע|חמש|שש|שבע|שמונה|תשע|עשר|עשרים|שלושים|ארבעים|חמישים|שישים|שבעים|שמונים|תשעים)(?![\u05D0-\u05EA])))|(?<![\u05D0-\u05EA])(?:ו|ל|מ|וה|ול|שה)?בתי(?![\u05D0-\u05EA])(?!\s+(?:ה)?(?:ספר|חולים|כנסת|מדרש|דין|משפט|אבות|קפה|מלון|תמחוי))|הילדים|הילד|הילדה|הנער|המתבגר)/,
    name: (m) =>
      /daughter|girl|בת |בתי|הילדה/i.test(m)
        ? { en: 'your daughter', he: 'הבת שלך', other: 'f' }
        : /son|boy|teen|בן |בני|הנער|המתבגר/i.test(m)
          ? { en: 'your son', he: 'הבן שלך', other: 'm' }
          : { en: 'your children', he: 'הילדים', other: 'n' },
  },
  {
    who: 'spouse',
    en: /\b(?:husband|wife|spouse|partner|fianc[eé]e?|boyfriend|girlfriend|he|she)\b/i,
    he: heWords('בעלי|אשתי|בן זוגי|בת זוגי|ארוסי|ארוסתי|בן הזוג|בת הזוג|בעלך|אשתך|הוא|היא'),
    name: (m) =>
      /wife|girlfriend|fianc[eé]e|she|אשתי|בת זוג|ארוסתי|אשתך|היא/i.test(m)
        ? { en: 'your wife', he: 'אשתך', other: 'f' }
        : /husband|boyfriend|fianc[eé]|he|בעלי|בן זוג|ארוסי|בעלך|הוא/i.test(m)
          ? { en: 'your husband', he: 'בעלך', other: 'm' }
          : { en: 'your partner', he: 'בן או בת הזוג', other: 'n' },
  },
];

/**
 * "My son hits his little sister", "הבן שלי מרביץ לאחותו": after one's own child is named, "his
 * sister" is that child's sister (one's own daughter), not a sister-in-law.
 */
function childsSibling(rule: WhoRule, match: RegExpExecArray | RegExpMatchArray, message: string, earlier = ''): boolean {
  if (rule.who !== 'in_law') return false;
  const said = match[0].trim();
  // "His daughter is 14… answers her dad, never me": after a spouse's child (a stepchild) is named,
  // "her dad" is that child's parent — the writer's husband or his ex — not a parent-in-law. So in
  // a follow-up after a question about a child ("Should I talk to him, or leave it to his dad?"
  // after "my stepson is 16…" — answers line aS10-015), unless the spouse is named before it here.
  if (/^(?:his|her) (?:mother|mom|mum|father|dad|parents)$|^[ולב]?(?:אמא שלו|אמא שלה|אבא שלו|אבא שלה|ההורים שלו|ההורים שלה)$/i.test(said)) {
    const stepchild = SPOUSES_CHILD.exec(message) ?? STEPFAMILY.exec(message);
    if (stepchild !== null && stepchild.index < (match.index ?? 0)) return true;
    const spouseBefore = /\b(?:husband|wife)\b|בעלי|אשתי/i.exec(message);
    return earlier !== '' && !(spouseBefore && spouseBefore.index < (match.index ?? 0)) && (SPOUSES_CHILD.test(earlier) || STEPFAMILY.test(earlier) || OWN_CHILD.test(earlier));
  }
  if (!/^(?:(?:his|her) (?:sister|brother)|[ולב]?(?:אחותו|אחותה|אחיו|אחיה))$/i.test(said)) return false;
  const child = OWN_CHILD.exec(message);
  return child !== null && child.index < (match.index ?? 0);
}
const SPOUSES_CHILD = /\b(?:(?:husband|wife)['’]s (?:\d{1,2}[- ]year[- ]old )?(?:daughters?|sons?|kids|children)|(?:his|her) (?:\d{1,2}[- ]year[- ]old |little |teenage |older |younger |oldest |youngest )?(?:daughters?|sons?|kids|children)|step-?(?:daughters?|sons?|kids|children|child))\b/i;

// The spouse's own name where the message gives it beside the word ("my husband Amit just says…",
// "ארוסי, דניאל, אמר לי…" — rounds S8–S9): the answer then speaks of them by name.
const NOT_A_NAME_EN = /^(?:I|I'm|I've|Is|Was|Has|Had|And|But|Or|So|Just|Also|Then|Now|Still|Always|Never|Says|Said|Thinks|Wants|The|This|That|When|If|Who|Which|Really|Basically|Honestly|Literally|Even|Only|Again|Too|Please|Hashem|God|Shabbat|Shabbos|Pesach|Friday|Saturday|Sunday|Monday|Tuesday|Wednesday|Thursday)$/;
const NOT_A_NAME_HE = /^(?:כרגיל|כמובן|למשל|שוב|אגב|בקיצור|בעצם|לצערי|למזלי|גם|תמיד|אף|פעם|היום|אתמול|עכשיו|ממש|באמת|שלי|שאני|שהוא|שהיא|אבל|וגם|כמו|בדרך)$/;
function spouseGivenName(message: string, spouseWord: RegExp): { en: string; he: string } | null {
  const en = new RegExp(`\\bmy (?:${spouseWord.source})(?:, | )([A-Z][a-z]{1,14})\\b(?!['’]s\\b)`, 'u').exec(message);
  if (en && !NOT_A_NAME_EN.test(en[1]!)) return { en: en[1]!, he: en[1]! };
  const he = /(?<![\u05D0-\u05EA])(?:בעלי|אשתי|ארוסי|ארוסתי|בן זוגי|בת זוגי),\s+([\u05D0-\u05EA]{2,10}),/u.exec(message);
  if (he && !NOT_A_NAME_HE.test(he[1]!)) return { en: he[1]!, he: he[1]! };
  return null;
}

/** "your husband" with the name the message gives him ("your husband Amit", "בעלך עמית"). */
function withGivenName(named: { en: string; he: string; other: Gender }, message: string): { en: string; he: string; other: Gender } {
  const given = spouseGivenName(message, /husband|wife|fianc[ée]e?|partner|spouse/);
  return given && !named.en.includes(given.en) ? { en: `${named.en} ${given.en}`, he: `${named.he} ${given.he}`, other: named.other } : named;
}

/** Whom a message is about: the first rule (most specific first) whose words it uses. */
function whoOf(message: string, earlier = ''): { who: Who; name: { en: string; he: string }; other: Gender; byPronoun: boolean } {
  // "my husband" in a question about his mother is still about the mother-in-law; spouse last.
  for (const rule of WHO_RULES) {
    const match = rule.en.exec(message) ?? rule.he.exec(message);
    if (match && childsSibling(rule, match, message, earlier)) continue;
    if (match) {
      // Children, a parent or a sibling named after the spouse ("my husband… doesn't play with the
      // kids", "I said something to my wife… in front of my brother") are part of what passed with
      // the spouse: the message is about the one it names first.
      if (rule.who === 'child' || rule.who === 'sibling' || rule.who === 'parent') {
        const spouse = /\b(?:husband|wife|spouse|partner)\b|בעלי|אשתי|בן זוגי|בת זוגי/i.exec(message);
        if (spouse && spouse.index < match.index) continue;
      }
      const named = rule.name(match[0]);
      // The spouse's own name for "he"/"she": husband or wife when the message says which.
      if (rule.who === 'spouse' && /^(?:he|she|(?:[ושכה]|כש|וש|שה)?(?:הוא|היא))$/i.test(match[0])) {
        const spouse = /\b(?:husband|wife)\b|בעלי|אשתי/i.exec(message);
        if (spouse) return { who: 'spouse', ...splitName(withGivenName(rule.name(spouse[0]), message)), byPronoun: false };
        return { who: 'spouse', ...splitName(named), byPronoun: true };
      }
      return { who: rule.who, ...splitName(rule.who === 'spouse' ? withGivenName(named, message) : named), byPronoun: false };
    }
  }
  return { who: 'self', name: { en: 'you', he: 'את עצמך' }, other: 'n', byPronoun: false };
}

/** Everyone a message names, most specific first (a spouse named only as "he" is left out). */
function peopleOf(message: string, earlier = ''): Array<{ en: string; he: string }> {
  const people: Array<{ en: string; he: string }> = [];
  for (const rule of WHO_RULES) {
    // (Each rule with its own case: a capital "Dad" is a parent, "his dad" is not "my dad".)
    const global = new RegExp(rule.en.source, rule.en.flags.includes('g') ? rule.en.flags : `${rule.en.flags}g`);
    const globalHe = new RegExp(rule.he.source, 'g');
    for (const match of [...message.matchAll(global), ...message.matchAll(globalHe)]) {
      if (/^(?:he|she|(?:[ושכה]|כש|וש|שה)?(?:הוא|היא))$/i.test(match[0])) continue;
      if (childsSibling(rule, match, message, earlier)) continue;
      const named = rule.name(match[0]);
      if (!people.some((p) => p.en === named.en)) people.push({ en: named.en, he: named.he });
    }
  }
  return people;
}

function splitName(named: { en: string; he: string; other: Gender }): { name: { en: string; he: string }; other: Gender } {
  return { name: { en: named.en, he: named.he }, other: named.other };
}

const ASKS_RULES: Array<[Asks, RegExp]> = [
  ['sources', /\b(?:what (?:do|does) (?:the |our )?(?:torah|jewish (?:sources|tradition|law)|judaism|sages|chazal|talmud|tradition|sources|commentators|commentaries|rabbis)\b|jewish (?:teachings?|sources?|views?|perspective|tradition|ideas?|obligation|concept|stor(?:y|ies)|parables?)|(?:torah|midrash|bible|biblical|tanach|talmud) stor(?:y|ies)|torah (?:idea|thought|concept|view|perspective|source)|(?:a|any) (?:source|sources|teaching|verse|pasuk|midrash|gemara)\b|sources? (?:say|on|about|for)|where (?:is|was) (?:it|this|that) written|where does (?:it|this|that) come from|where (?:is|was) (?:it|this|that) from|(?:verses?|pesukim|pasuk) (?:about|on|for)|d(?:'|e)?var torah|something (?:from|in) the (?:torah|sources|gemara|talmud|sages))|(?:מה (?:אומרת|אומרים|אומר) (?:התורה|היהדות|המקורות|חז"ל|חז״ל)|מה התורה אומרת|מה היהדות אומרת|מה המקורות|המקורות ביהדות|מקור ביהדות|מקורות על|יש מקור|מהמקורות|במקורות|מקורות יפים|מקורות מ|מה המקור|מה כתוב ב|איפה (?:זה )?כתוב|מאיפה זה|פסוק מ|פסוקים על|פסוק על|דבר תורה|משהו מחז|משהו מהתנ|על (?:\S+ ){1,3}מהמקורות)/i],
  ['words', /\b(?:what (?:should|can|do) (?:i|we) (?:actually |really |even )?(?:say|tell|write|answer)|how (?:do|can|should) (?:i|we) (?:say|tell|ask|word|phrase|apologi[sz]e|bring (?:it|this) up|raise|put it)|what to say|words (?:to|for)|how to (?:say|tell|ask|word|put it)|(?:write|draft) me|help me (?:say|word|write|phrase)|what (?:do|should) (?:i|we) (?:actually )?say|say something|what words|how (?:do|can|should) (?:i|we) explain|explain (?:it |this |that )?to (?:him|her|them|my \w+)|words (?:do|should|can) (?:i|we) use|something (?:i|we) can (?:actually )?(?:say|tell))\b|(?:מה להגיד|מה לומר|מה לכתוב|(?:לעזור לי|עזרה|תעזור לי|תעזרי לי) (?:ל|עם ה?)?(?:נסח|ניסוח|כתוב|כתיבה)|לנסח לי|לכתוב לי|איך להגיד|איך לומר|איך לבקש|איך לנסח|איך להתנצל|איך לפתוח את|(?:איך|מה) (?:אני )?(?:אומר|אומרת|אגיד|אומרים|כותב|כותבת|כותבים|מנסח|מנסחת|מנסחים|עונה|עונים|מסביר|מסבירה|מסבירים|אסביר)|איך להסביר(?![\u05D0-\u05EA])|(?:תכתוב|תכתבי|תנסח|תנסחי|תציע|תציעי) לי|(?:תן|תני) לי (?:מילים|משפט|נוסח))/i],
  ['plan', /\b(?:plan|a plan|steps|schedule|organi[sz]e|how do we make|step by step|what should we do first)\b|(?:תוכנית|לתכנן|צעדים|לארגן|איך לעשות אותו|שלב אחר שלב)/i],
  ['comfort', /\b(?:i just need|i'?m (?:so )?(?:sad|heartbroken|devastated|hurting|nervous|scared)|it hurts|i feel (?:so )?(?:alone|lost|broken|terrible|guilty|like a)|acts like nothing happened|can'?t sleep from worry)\b|(?:כואב לי|עצוב לי|אני עצוב|שבורה|שבור|מרגישה לבד|מרגיש לבד|לחוצה|לחוץ|לא ישנה מרוב|כאילו כלום לא קרה|לא מדברות|לא מדברים)/i],
];

const WONDERS: Array<[Wonders, RegExp]> = [
  ['right', /\b(?:is (?:he|she|they) right|(?:he|she|they|my (?:husband|wife)) (?:says?|thinks?) (?:that )?i'?m (?:exaggerat\w*|overreact\w*|too \w+|being \w+)|am i (?:overreacting|exaggerating|being unreasonable))\b|(?:(?:הוא|היא) צודק|צודקת\?|צודק\?|אני מגזים|שאני מגזים)/i],
  ['normal', /\b(?:is (?:it|this|that) (?:normal|common|usual)|normal (?:to|that|after)|am i (?:crazy|abnormal)|(?:feel|being|am) (?:so )?(?:silly|stupid|crazy)|is something (?:really )?wrong)\b|(?:נורמלי|זה רגיל|זה טבעי|מטופש|להרגיש ככה)/i],
  ['fair', /\b(?:is (?:it|that|this) (?:fair|unfair)|am i (?:being )?unfair|fair (?:to|that|on)|(?:should|must) (?:it|we|the bills|everything) (?:be )?(?:split )?(?:50\/50|half and half|fifty[- ]fifty|equally|evenly)|(?:50\/50|half and half|fifty[- ]fifty)\s*\?)|(?:הוגן|(?:אמור|צריך|צריכה) להיות (?:חצי חצי|שווה|50\/50)|חצי חצי\s*\?)/i],
  ['okay', /\b(?:is (?:it|that|this) (?:ok|okay|alright|all right|wrong|terrible|selfish|bad|too much|unreasonable|rude|legitimate|petty|too much to ask)|am i (?:being )?(?:selfish|wrong|a bad|petty|needy|too needy|dramatic|demanding|ungrateful)|(?:too much|petty) to ask)\b|(?:זה בסדר|בסדר ש|אנוכי|לגיטימי|לא בסדר ש|קטנוני|קטנונית|יותר מדי לבקש)/i],
];

// "Is it wrong that I'm scared too?", "זה לא בסדר שאני מקנאה?": a feeling, not a request — the
// judgement asked for is about the feeling (answers round J14 got "it's fine to ask for what you need").
const WRONG_TO_FEEL = /\b(?:is it|is that|am i) (?:wrong|bad|terrible|selfish|ok|okay|normal)\b[^.?!]{0,25}\b(?:feel\w*|afraid|scared|angry|jealous|sad|resent\w*|relieved|miss\w*|hate)\b|(?:בסדר|לא בסדר|רע|נורא|אנוכי)\s+ש(?:גם\s+)?(?:אני\s+)?(?:מפחד|מפחדת|פוחד|פוחדת|כועס|כועסת|מקנא|מקנאה|עצוב|עצובה|מרגיש|מרגישה|מתגעגע|מתגעגעת|שונא|שונאת|חושש|חוששת|נעלב|נעלבת|הוקל לי)/i;

// "It bothers me more than I want to admit. Am I being petty?" (answers round S29): the judgement
// asked for is about the feeling told, not about a request.
const BOTHERS_ME = /\b(?:it|this|that) (?:really |still |just )?(?:bothers|upsets|hurts|stings|eats at|gets to) me\b|(?<![\u05D0-\u05EA])(?:זה )?(?:מפריע לי|כואב לי|פוגע בי|מציק לי|צורב לי)(?![\u05D0-\u05EA])/i;

function wondersOf(message: string): Wonders | null {
  const wonders = WONDERS.find(([, rule]) => rule.test(message))?.[0] ?? null;
  return wonders === 'okay' && (WRONG_TO_FEEL.test(message) || BOTHERS_ME.test(message)) ? 'feeling' : wonders;
}

/** Whether the message asks for words to say (read even when the rest of it is not yet clear). */
export function asksForWords(message: string): boolean {
  return asksOf(message) === 'words';
}

function asksOf(message: string): Asks {
  for (const [asks, rule] of ASKS_RULES) if (rule.test(message)) return asks;
  return 'advice';
}

// ─── The question in the answer's voice ─────────────────────────────────────────────────────

const EN_SWAP: Record<string, string> = {
  i: 'you', me: 'you', my: 'your', mine: 'yours', myself: 'yourself', we: 'you', us: 'you both', our: 'your', ours: 'yours',
  ourselves: 'yourselves', "i'm": "you're", "i've": "you've", "i'd": "you'd", "i'll": "you'll", "we're": "you're", "we've": "you've", "we'll": "you'll", "we'd": "you'd",
  am: 'are', was: 'were',
};

// Words quoted as someone said them ("he said 'so you don't want me around'") are theirs: said back
// unchanged, not turned to the reader's person. A quote opens after a space or the start and closes
// before a space, a stop or the end (so the apostrophe in "don't" is no quote).
const QUOTED_SPAN = /(?<=^|[\s(:—-])(['‘"“״])(?=\S)(.+?)(['’"”״])(?=$|[\s.,!?;:)—-])/g;

function keepingQuotes<T extends string | null>(clause: string, swap: (text: string) => T): T {
  const spans: string[] = [];
  const masked = clause.replace(QUOTED_SPAN, (span) => `\u0005${spans.push(span) - 1}\u0006`);
  if (spans.length === 0) return swap(clause);
  const out = swap(masked);
  return (out === null ? null : out.replace(/\u0005(\d+)\u0006/g, (_all, i: string) => spans[Number(i)]!)) as T;
}

// "He never says I love you" quotes the words unmarked: said back, they stay his ("says “I love
// you”"), not "says you love you" (answers round S2).
const UNMARKED_LOVE_QUOTE = /\b((?:say|says|said|saying|hear|hearing|tell|tells|told)\s+(?:(?:me|him|her|that)\s+)?)(I love you)\b/gi;

function swapPersonEn(clause: string): string {
  return keepingQuotes(clause.replace(UNMARKED_LOVE_QUOTE, '$1“$2”'), swapPersonEnWords);
}

function swapPersonEnWords(clause: string): string {
  const words = clause.split(/(\s+)/);
  return words
    .map((word, i) => {
      // "(we've never…)": an opening bracket or quotation mark stays before the swapped word.
      const lead = /^[(“"‘]+/.exec(word)?.[0] ?? '';
      const core = word.slice(lead.length);
      const bare = core.toLowerCase().replace(/[’]/g, "'").replace(/[.,!?;:)”"]+$/, '');
      const trail = core.slice(bare.length);
      if (bare === 'was' || bare === 'am') {
        // "I am", and "I really am" with an adverb between, become "you are"; any other "was" stays.
        const before = words[i - 2]?.toLowerCase();
        const adverb = /^(?:really|truly|just|also|still|so|not|always|never|honestly|actually)$/.test(before ?? '');
        if (before !== 'i' && !(adverb && words[i - 4]?.toLowerCase() === 'i')) return word;
      }
      // "in the US" is the country, not "us" (answers round S3: "all three kids are in the you both").
      if (bare === 'us' && (core.startsWith('US') || /^the$/i.test(words[i - 2] ?? ''))) return word;
      const swapped = EN_SWAP[bare];
      return swapped ? `${lead}${swapped}${trail}` : word;
    })
    .join('')
    .replace(/\byou (?:is)\b/g, 'you are')
    // "both of us" is "both of you", not "both of you both".
    .replace(/\b(both|all|each|either|neither|one|two|three|four) of you both\b/gi, '$1 of you');
}

export function sentencesOfMessage(message: string): string[] {
  // Words quoted as someone said them are one piece of the sentence that reports them: "she
  // answered 'and me? when do I rest?'" is not split at the question mark inside the quote.
  const spans: string[] = [];
  const masked = message.replace(QUOTED_SPAN, (span) => `\u0005${spans.push(span) - 1}\u0006`);
  return masked
    // A title's full stop ends no sentence: "Her name is Mrs. Klein." (answers round S45).
    .split(/(?<!(?:^|[^\p{L}])(?:Mrs|Mr|Ms|Dr|Prof|Rabbi|R|St|Rav|Rebb)\.)(?<=[.!?…])\s+|\n/u)
    .map((s) => s.replace(/\u0005(\d+)\u0006/g, (_all, i: string) => spans[Number(i)]!).trim())
    .filter((s) => s.length > 0);
}

/**
 * The sentence that carries the question: the first that names a thing or a person when it opens
 * the message or nothing before it says much; else the first sentence of some length — the one
 * that sets the situation ("My husband got into cycling…"), not a later aside.
 */
export function keySentence(message: string): string {
  const sentences = sentencesOfMessage(message);
  const naming = sentences.findIndex((s) => namedThings(s).length > 0 || WHO_RULES.some((r) => r.who !== 'spouse' && (r.en.test(s) || r.he.test(s))));
  const substantial = sentences.findIndex((s) => s.split(/\s+/).length >= 5);
  if (naming >= 0 && (substantial < 0 || naming <= substantial)) return sentences[naming]!;
  return sentences[substantial >= 0 ? substantial : 0] ?? '';
}

/**
 * What a follow-up recalls of the earlier question, in the person's words: its key sentence, and
 * the other sentence that names most of what the key one does not (a person, a thing, an age) —
 * "my two boys, 9 and 11" is what "how do I apply that at home?" leans on. In the message's order.
 */
export function recallOf(message: string): string[] {
  const key = keySentence(message);
  const inKey = (re: RegExp): boolean => re.test(key);
  const score = (sentence: string): number =>
    namedThings(sentence).filter((t) => !inKey(t.match)).length +
    // A person named (the spouse too, but not a bare "he"/"she") that the key sentence does not name.
    WHO_RULES.filter((r) => {
      const m = r.en.exec(sentence) ?? r.he.exec(sentence);
      return m !== null && !/^(?:he|she|(?:[ושכה]|כש|וש|שה)?(?:הוא|היא))$/i.test(m[0]) && !inKey(r.en) && !inKey(r.he);
    }).length +
    (/\d/.test(sentence) && !/\d/.test(key) ? 1 : 0);
  const best = sentencesOfMessage(message)
    .filter((s) => s !== key && s.split(/\s+/).length >= 3)
    .map((sentence) => ({ sentence, score: score(sentence) }))
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score)[0];
  // What the person wanted or asked, when the key sentence is not it: a follow-up ("what if she
  // says no?") leans on the wish more than on the story ("I want some Shabbosim just the two of us").
  // A wish said outright ("I want…") before a question of how ("How do I…?").
  const others = sentencesOfMessage(message).filter((s) => s !== key && s !== best?.sentence);
  const wish = others.filter((s) => WANTS.test(s)).pop() ?? others.filter((s) => WISH.test(s)).pop();
  // With nothing else to add, the sentence that says how the person feels ("…and still it makes
  // me jealous") is what a follow-up ("tell her or keep it to myself?") leans on.
  const feeling = !best && !wish ? others.filter((s) => s.split(/\s+/).length >= 4 && (FEELS_EN.test(s) || FEELS_HE.test(s))).pop() : undefined;
  const chosen = [key, ...(best ? [best.sentence] : []), ...(wish && !WANTS.test(key) ? [wish] : []), ...(feeling ? [feeling] : [])];
  return chosen.sort((a, b) => message.indexOf(a) - message.indexOf(b));
}

const WANTS = /\b(?:i|we)\s+(?:really\s+)?(?:want|wanna|would like|'d like|am looking for|'m looking for|hope)\b|(?<![\u05D0-\u05EA])(?:אני רוצה|אנחנו רוצים|מחפש|מחפשת)(?![\u05D0-\u05EA])/i;
// A sentence that says what the person wants, looks for or asks: "I want…", "I'd like…", "How do I…?".
const WISH = /\b(?:i|we)\s+(?:really\s+)?(?:want|wanna|would like|'d like|need|am looking for|'m looking for|hope)\b|\b(?:how (?:do|can|should) (?:i|we)|help me|looking for)\b|(?<![\u05D0-\u05EA])(?:אני רוצה|אנחנו רוצים|רוצה ל|מחפש|מחפשת|אני צריך|אני צריכה|איך אני|איך מ|איך ל|איך א|עזרו לי|תעזור לי|תעזרי לי)/i;

function firstClause(message: string): string | null {
  let sentence = keySentence(message);
  // A long sentence is cut at a comma before the limit, so the reflection stays one breath.
  if (sentence.length > 170) {
    // At a comma, else before "and", "but", "because" or a Hebrew word joined by ו, so it stays one breath.
    const head = sentence.slice(0, 170);
    const cut = Math.max(head.lastIndexOf(','), ...[/ (?:and|but|because|so|while|when) /gi, / (?:ו|אבל |כי |כש)[\u05D0-\u05EA]/g].map((re) => Math.max(-1, ...[...head.matchAll(re)].map((m) => m.index ?? -1))));
    if (cut < 40) return null;
    sentence = sentence.slice(0, cut);
  }
  // A short question counts too ("לספר לבעלי?", "And his mother?"): a follow-up is often just that.
  if (sentence.replace(/[.!?…\s]+$/, '').length < 5) return null;
  return sentence.replace(/[.!?…]+$/, '');
}

/** A question form the reflection cannot turn: the person's own words, quoted. */
function quoted(message: string, language: GuideLanguage, told = false): string | null {
  const whole = keySentence(message);
  const sentence = whole.length <= 170 ? whole : firstClause(message) ? `${firstClause(message)}…` : '';
  if (sentence.replace(/[.!?…\s]+$/, '').length < 5) return null;
  if (language === 'he') return `כתבת: "${sentence.replace(/[.…]+$/, '')}"`;
  return told && !/\?\s*$/.test(sentence) ? `you wrote: “${sentence}”` : `you asked: “${sentence}”`;
}

// A deathly idiom said harmlessly of what someone will do ("my boss will kill me", "I'd rather
// die", "חמותי תהרוג אותי אם לא נבוא") is the person's to say, not the guide's: turned to "you" it
// reads as the guide's own verdict ("Your boss will kill you."). Such a sentence is quoted instead.
// What something is doing now ("the commute is killing us") reads back naturally and is reflected.
const DEATHLY_IDIOM_EN = /\b(?:will|'ll|won'?t|gonna|going to|would|'d|wants? to|could|might)\s+(?:\w+\s+){0,2}(?:kill|murder|strangle|choke|shoot|stab|bury|drown|die)\b|\bsuicid\w*|\brather\s+(?:\w+\s+)?die\b/i;
const DEATHLY_IDIOM_HE = /(?<![\u05D0-\u05EA])(?:[ושכ]?(?:יהרוג|תהרוג|יהרגו|אהרוג|להרוג|ימות|תמות|ימותו|אמות|למות|ירצח|תרצח|ירצחו|ארצח|לרצוח|יחנוק|תחנוק|אחנוק|לחנוק|אתאבד|יתאבד|תתאבד|להתאבד))(?![\u05D0-\u05EA])/;

const FEELS_EN = /\b(?:i|i'm|im|i've|we|we're)\b[^.!?]{0,60}\b(?:feel\w*|want\w*|need\w*|wish|miss\w*|love|cr(?:y|ied)|can'?t|hate|scared|afraid|worried|terrified|tired|exhausted|alone|lonely|guilty|ashamed|hurt|sad|angry)\b/i;
const FEELS_HE = /^(?:ו?אני|ו?אנחנו)\s|(?:מרגיש|רוצה|צריכ|מתגעגע|עצוב|עייפ|עייף|לבד|בודד|מפחד|פוחד|כועס|אשמ|נקרע|לחוצ|לחוץ)/;

/**
 * The other sentences worth saying back, in the message's order: in a message of two sentences the
 * other one; in a longer one the last where the person says what they feel, want or ask, and the
 * fullest of the rest (the one naming most) — a recap, as a listener would give it, kept short.
 */
function moreSentences(message: string): string[] {
  const key = keySentence(message);
  const all = sentencesOfMessage(message);
  if (all.length === 2) {
    const other = all.find((s) => s !== key);
    // ("Ideas?" alone asks for what the answer gives anyway; it is not said back.)
    return other && (other.split(/\s+/).length >= 3 || (/\?\s*$/.test(other) && !/^(?:ideas|thoughts|advice|help|suggestions|tips|רעיונות|עצות|הצעות|עזרה|מחשבות)\?+$/i.test(other.trim()))) ? [other] : [];
  }
  const others = all.filter((s) => s !== key && s.split(/\s+/).length >= 4);
  const feels = others.filter((s) => FEELS_EN.test(s) || FEELS_HE.test(s));
  const asks = others.filter((s) => /\?\s*$/.test(s) && s.split(/\s+/).length >= 5);
  const first = feels[feels.length - 1] ?? asks[asks.length - 1];
  // The opening sentence sets the scene ("Three years we have been trying."): when the key sentence
  // comes after it, it is the one kept beside the feeling; else the fullest of the rest.
  // A sentence of what the person wants stays before it; an English opening without a subject
  // ("mother of 6 here") does not say back well.
  const fullest = others.filter((s) => s !== first && !/\?\s*$/.test(s)).sort((a, b) => b.length - a.length)[0];
  const opening =
    all[0] !== key && all[0] !== first && all[0]!.split(/\s+/).length >= 3 && !/\?\s*$/.test(all[0]!) && !(fullest && WANTS.test(fullest)) && (/[\u05D0-\u05EA]/.test(all[0]!) || /\b(?:i|i'm|im|we|we're|my|our|he|she|they)\b/i.test(all[0]!))
      ? all[0]
      : undefined;
  const rest = opening ?? fullest;
  const picked = [first, rest].filter((s): s is string => s !== undefined && s.length <= 170);
  // Both sides of a disagreement, or neither: "I want an ulpana" is not said back without "my wife
  // wants a seminary" (answers round O2 — the writer's side alone reads as taking it).
  const sides = [key, ...picked].filter((s): s is string => s !== undefined);
  const missingSide = (said: RegExp, other: RegExp): string | undefined =>
    sides.some((s) => said.test(s)) && !sides.some((s) => other.test(s)) ? all.find((s) => other.test(s) && s.length <= 170 && !sides.includes(s)) : undefined;
  const otherSide = missingSide(OWN_WISH, SPOUSES_WISH) ?? missingSide(SPOUSES_WISH, OWN_WISH);
  if (otherSide) picked.push(otherSide);
  return all.filter((s) => picked.includes(s));
}
const OWN_WISH = /^(?:and |but )?i (?:want|would like|'d like|prefer|think we should)\b|^(?:ו|אבל )?אני (?:רוצה|מעדיף|מעדיפה|חושב שצריך|חושבת שצריך)(?![\u05D0-\u05EA])/i;
const SPOUSES_WISH = /^(?:and |but )?(?:my )?(?:wife|husband|spouse|partner|he|she) (?:wants|would like|prefers|insists|thinks we should)\b|^(?:ו|אבל )?(?:אשתי|בעלי|היא|הוא) (?:רוצה|מעדיפה|מעדיף|מתעקשת|מתעקש|חושבת שצריך|חושב שצריך)(?![\u05D0-\u05EA])/i;

// The words a sentence most often opens on: lowered when said back inside a sentence. Any other
// capitalised first word is taken for a name ("Yosef wants…", "Bubby says…") and keeps its capital.
const OPENING_WORDS = new Set('a an and but so or if when whenever while since after before because although though until unless once as at in on of for from with without by about over under into to up out then now today tonight yesterday tomorrow recently lately lastly finally also still just even only already again always never often sometimes usually every each all both some most many much any no none nothing nobody everyone everybody everything someone somebody something anyone anything my our your his her their its the this that these those there here it he she they we i you me us them him who what which where why how is are was were be been being do does did can could should would will shall may might must have has had please yes ok okay well hi hello thanks thank honestly basically literally apparently obviously actually really maybe perhaps hopefully unfortunately luckily sadly last next first second another other such one two three four five six seven eight nine ten twenty mom mum dad mother father husband wife son daughter kids children baby grandma grandpa'.split(' '));
function keepsCapital(clause: string): boolean {
  const first = /^([A-Z][a-z]+)\b/.exec(clause)?.[1];
  return first !== undefined && !OPENING_WORDS.has(first.toLowerCase());
}

function reflectEnglish(message: string): string | null {
  const clause = firstClause(message);
  if (!clause) return null;
  if (DEATHLY_IDIOM_EN.test(clause)) return quoted(message, 'en', true);
  // (A name keeps its capital: "Yosef wants to read until 9:30" — answers round S45 said "yosef".)
  const lower = keepsCapital(clause) ? clause : clause.charAt(0).toLowerCase() + clause.slice(1);
  let m: RegExpExecArray | null;
  if ((m = /^(?:and |but |so )?what if (.+)$/i.exec(clause))) return `if ${swapPersonEn(m[1]!)}`;
  // "I feel like a terrible mother" keeps its "like" before a noun; "I feel like nobody listens" is a "that".
  if ((m = /^i (?:feel|think) like ((?:a|an|the|such a|my|our|his|her|their|some|nothing|everything|someone|no one's) .+)$/i.exec(clause))) return `you feel like ${swapPersonEn(m[1]!)}`;
  // "I feel so lonely", "I feel exhausted": a feeling, said back as one (answers round S30 got "you
  // feel that so lonely").
  if ((m = /^i feel ((?:so |really |very |completely |totally |just |kind of |a bit |quite )*(?:alone|lonely|tired|exhausted|drained|sad|lost|hurt|stuck|invisible|unseen|unheard|guilty|ashamed|angry|awful|terrible|helpless|hopeless|overwhelmed|confused|useless|worthless|empty|numb|torn|betrayed|rejected|ignored|unappreciated|taken for granted)\b.*)$/i.exec(clause))) return `you feel ${swapPersonEn(m[1]!)}`;
  if ((m = /^i (?:feel|think) (?:like |that )?(.+)$/i.exec(clause))) return `you feel that ${swapPersonEn(m[1]!)}`;
  // "What do I say when…" is about a moment, not a person: no "to".
  if ((m = /^what (?:should|can|do) i (?:say|tell) ((?:when|if|after|before|because|while) .+)$/i.exec(clause))) return `you are looking for what to say ${swapPersonEn(m[1]!)}`;
  if ((m = /^what (?:should|can|do) i (?:say|tell) (?:to )?(.+)$/i.exec(clause))) return `you are looking for what to say to ${swapPersonEn(m[1]!)}`;
  if ((m = /^how (?:can|do|should) i (.+)$/i.exec(clause))) return `you want to ${swapPersonEn(m[1]!)}`;
  if ((m = /^should i (.+)$/i.exec(clause))) return `you are weighing whether to ${swapPersonEn(m[1]!)}`;
  if ((m = /^is there (.+)$/i.exec(clause))) return `you are asking whether there is ${swapPersonEn(m[1]!)}`;
  if ((m = /^what (?:does|do) (.+?) say about (.+)$/i.exec(clause))) return `you are asking what ${swapPersonEn(m[1]!)} say${/^(?:the torah|judaism|the talmud)$/i.test(m[1]!) ? 's' : ''} about ${swapPersonEn(m[2]!)}`;
  if ((m = /^can you (?:give me|help me (?:with|make)|suggest) (.+)$/i.exec(clause))) return `you would like ${swapPersonEn(m[1]!)}`;
  if (/\?\s*$/.test(keySentence(message)) || /^(?:how|what|why|where|who|is|are|do|does|can|could|would|any)\b/i.test(clause)) return quoted(message, 'en');
  return swapPersonEn(lower);
}

// Nouns with "my" take prefixes (לבעלי, ואשתי); the short words are matched whole (בלי is not ב+לי).
const HE_NOUNS: Record<string, string> = {
  בעלי: 'בעלך', אשתי: 'אשתך', חמותי: 'חמותך', גיסתי: 'גיסתך', גיסי: 'גיסך', אחותי: 'אחותך', אחי: 'אחיך', אבי: 'אביך',
  אמי: 'אמך', הוריי: 'הוריך', בני: 'בנך', בתי: 'בתך', ארוסי: 'ארוסך', ארוסתי: 'ארוסתך', זוגי: 'זוגך',
  // Answers round S29: "גרושתי רוצה לעבור לצפון" was said back "גרושת רוצה".
  גרושי: 'גרושך', גרושתי: 'גרושתך',
  // Answers round S43: "חמי נפטר" (my father-in-law) was said back unchanged.
  חמי: 'חמיך', חותני: 'חותנך', חותנתי: 'חותנתך', נכדי: 'נכדך',
  // A noun in ־ה with "my" ends in ־תי like a past verb ("משפחתי", "לדעתי", "בחתונתי"): it takes
  // ־תך, where the verb only drops its ־י ("שכחתי" → "שכחת"; "משפחת מגיעה" was said back).
  ...Object.fromEntries(
    ['משפח', 'עבוד', 'דע', 'חתונ', 'מטר', 'תשוב', 'מחשב', 'תחוש', 'תפיל', 'בקש', 'אמונ', 'שיח', 'דיר', 'עצ', 'כוונ', 'אשמ', 'מיט', 'שכנ', 'דוד', 'נכד', 'כל', 'סב', 'מור', 'חבר', 'משמר', 'כית', 'שמיר'].map(
      (stem) => [`${stem}תי`, `${stem}תך`],
    ),
  ),
};
const HE_SWAP: Record<string, string> = {
  ...HE_NOUNS,
  שלי: 'שלך', לי: 'לך', בי: 'בך', אותי: 'אותך', ממני: 'ממך', איתי: 'איתך', בשבילי: 'בשבילך', עצמי: 'עצמך', בעצמי: 'בעצמך', לעצמי: 'לעצמך',
  // Answers round J11: "הילדים אצלי כל סופ\"ש שני" was said back "אצלי".
  בגללי: 'בגללך', בגללנו: 'בגללכם', אצלי: 'אצלך', מולי: 'מולך', בלעדיי: 'בלעדיך', כמוני: 'כמוך', אחריי: 'אחריך', במקומי: 'במקומך',
  // Rounds J13-J14: "בית משלנו", "בינם לביני" were said back unchanged.
  משלי: 'משלך', משלנו: 'משלכם', ביני: 'בינך', לביני: 'לבינך',
  // Answers round S26: "בעלי משתמש בזה נגדי" was said back "נגדי".
  נגדי: 'נגדך', לידי: 'לידך',
  אנחנו: 'אתם', שלנו: 'שלכם', לנו: 'לכם', אותנו: 'אתכם', איתנו: 'איתכם', מאיתנו: 'מכם', בינינו: 'ביניכם',
  הייתי: 'היית', והייתי: 'והיית', שהייתי: 'שהיית', כשהייתי: 'כשהיית', חזרתי: 'חזרת', יצאתי: 'יצאת', שכחתי: 'שכחת', גיליתי: 'גילית', הבכתי: 'הבכת',
};
const HE_GENDERED: Record<string, [string, string]> = { אני: ['אתה', 'את'], עליי: ['עליך', 'עלייך'], עלי: ['עליך', 'עלייך'], אליי: ['אליך', 'אלייך'] };
// (And names and adjectives: the Givati brigade, "שבתי" of Shabbat.)
const NOT_PAST = new Set(['מתי', 'שתי', 'אמיתי', 'בתי', 'כיתתי', 'אישי', 'עתי', 'גבעתי', 'שבתי', 'מסורתי']);
// "We", "us", "our" said back to one of the couple are "you two": the words for "both of us",
// "all of us", "at our place", "for us", "to us", "ourselves", with a joining prefix.
const HE_WE = /^((?:ו|ש|כש|וש)?(?:ל|ב|מ)?)(שנינו|כולנו|אצלנו|בשבילנו|אלינו|עצמנו|לעצמנו|בעצמנו|ביננו)$/;
const HE_WE_YOU: Record<string, string> = { שנינו: 'שניכם', כולנו: 'כולכם', אצלנו: 'אצלכם', בשבילנו: 'בשבילכם', אלינו: 'אליכם', עצמנו: 'עצמכם', לעצמנו: 'לעצמכם', בעצמנו: 'בעצמכם', ביננו: 'ביניכם' };
// The couple's own future ("אם נחליט", "ונצא"), said to them: "אם תחליטו", "ותצאו". Only verbs
// whose first-person plural future is not also a common past or passive ("נעשה", "נמצא", "נראה"
// are left); "נקבע" (also "was set") only where the clause speaks as "we" or asks "if / maybe / how".
const HE_WE_FUTURE = new Set(['נחליט', 'נלך', 'נצא', 'נעבור', 'נדבר', 'נשב', 'נתכנן', 'נגיד', 'נספר', 'נבקש', 'נתחיל', 'נסגור', 'נשמור', 'נסכים', 'נוותר', 'נתחלק', 'נחזור', 'נגור', 'נעזור', 'נזמין', 'נארח', 'נטוס', 'נקנה', 'נחסוך', 'נשלם', 'נחכה', 'נתחתן', 'נעבוד', 'ננסה', 'נצליח', 'נחגוג', 'נבלה', 'נוסיף', 'נמשיך', 'נפסיק', 'נתראה', 'נסתדר', 'נתגבר', 'נשתף']);
const HE_WE_FUTURE_CUED = new Set(['נקבע', 'נבחר', 'נלמד', 'נשאר', 'נכנס', 'נבנה']);
const WE_CUE = /(?<![\u05D0-\u05EA])(?:ו?אנחנו|ל?שנינו|(?:ו|ש)?אם|אולי|איך|בוא|בואי|בואו)(?![\u05D0-\u05EA])/;

function weFutureToYou(word: string, clause: string): string | null {
  const m = /^(ו|ש|כש|וש)?(נ[\u05D0-\u05EA]{2,})$/.exec(word);
  if (!m) return null;
  const verb = m[2]!;
  if (!HE_WE_FUTURE.has(verb) && !(HE_WE_FUTURE_CUED.has(verb) && WE_CUE.test(clause))) return null;
  const open: Record<string, string> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };
  // The vowel letter of "נעבור", "נשמור" falls before the plural ending: "תעברו", "תשמרו".
  const stem = verb
    .slice(1)
    .replace(/ה$/, '')
    .replace(/^(.{2,})ו(.)$/, '$1$2')
    .replace(/[ךםןףץ]$/, (c) => open[c]!);
  return `${m[1] ?? ''}ת${stem}ו`;
}

// The writer's own future without "אני" before it ("לא רוצים שאתערב", "מה אגיד לו"), said to
// them: "שתתערב" / "שתתערבי". Only verbs whose first-person future is not also another word
// ("אוכל" is also food, "אמר" a past) are listed.
const HE_I_FUTURE = new Set(['אתערב', 'אראה', 'אגיד', 'אבוא', 'אעזור', 'אדבר', 'אשאל', 'אלך', 'אצא', 'אספר', 'אבקש', 'אחליט', 'אוותר', 'אשתוק', 'אעבור', 'אתקשר', 'אכתוב', 'אנסה', 'אפגע', 'אבין', 'אסביר', 'אתנצל', 'אשכח', 'אסלח', 'אציע', 'אעזוב', 'אחכה', 'אגור', 'אתפרק', 'אתפוצץ', 'אשתגע', 'אבכה', 'אשאר', 'אחזור', 'אגיע', 'אתחיל', 'אפסיק', 'אכעס', 'אעשה', 'אבשל', 'אזמין', 'אסתדר', 'אצליח', 'אצטרך']);

function myFutureToYou(word: string, reader: Gender): string | null {
  const m = /^(ו|ש|כש|וש)?(א[\u05D0-\u05EA]{2,})$/.exec(word);
  if (!m || !HE_I_FUTURE.has(m[2]!)) return null;
  const open: Record<string, string> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };
  const stem = m[2]!.slice(1);
  const verb = reader === 'f' ? `ת${stem.replace(/ה$/, '').replace(/^(.{2,})ו(.)$/, '$1$2').replace(/[ךםןףץ]$/, (c) => open[c]!)}י` : `ת${stem}`;
  return `${m[1] ?? ''}${verb}`;
}

// (Not a word that is also a noun with "our" — "ילדנו", "שמנו", "בנינו" — nor one whose root ends in
// נ, which is also "they did": "נתנו", "הבנו".)
const PAST_PLURAL_SAFE = /^(?:עברנו|התחתנו|רבנו|הלכנו|יצאנו|חזרנו|התרחקנו|ניסינו|החלטנו|דיברנו|קנינו|גרנו|איבדנו|הפסקנו|התארסנו|סיכמנו|הסכמנו|אמרנו|עשינו|ביקשנו|שאלנו|קבענו|חשבנו|הבטחנו|התחלנו|ישבנו|נפגשנו|ראינו|שמענו|ידענו|רצינו|הצלחנו|התגרשנו|נפרדנו|חסכנו|לקחנו|שילמנו|הבאנו|הגענו|טסנו|נסענו|חגגנו|ביקרנו|התווכחנו|התפייסנו|התייעצנו|נשארנו|עזבנו|מכרנו|שכרנו|בחרנו|קיבלנו|שלחנו|כתבנו|סגרנו|החלפנו)$/;

function swapPersonHe(clause: string, reader: Gender): string | null {
  return keepingQuotes(clause, (text) => swapPersonHeWords(text, reader));
}

function swapPersonHeWords(clause: string, reader: Gender): string | null {
  let unresolved = false;
  // "בני זוג", "בני משפחה": a construct ("members of"), not "my son".
  // So are the town בני ברק and the youth movement בני עקיבא ("בבני ברק" is not "in my son"), and
  // an age ("ההורים שלי בני 75": aged 75, not "my son 75").
  const kept = clause.replace(/(?<![\u05D0-\u05EA])((?:ו|ב|ל|מ|וב|ול|ומ|ש|שב)?)בני(?=\s+(?:ה?זוג|ה?משפחה|דודים|ה?דודים|ישיבה|ה?ישיבות|ברית|ברק|עקיבא|ה?נוער|\d|כמה|(?:אחת|שתיים|שלוש|ארבע|חמש|שש|שבע|שמונה|תשע|עשר|עשרים|שלושים|ארבעים|חמישים|שישים|שבעים|שמונים|תשעים|שנה|שנתיים|חודש|חודשיים|חודשים|שבוע|שבועיים)(?![\u05D0-\u05EA])))/g, '$1\u0001')
    // "ערב זוגי", "טיפול זוגי": the adjective (of a couple), not "my partner" — that is "בן זוגי".
    .replace(/(?<!(?:בן|בת) )זוגי(?![\u05D0-\u05EA])/g, '\u0003')
    // "אירוע משפחתי", "טיול משפחתי": the adjective (of a family), not "my family" (answers round J11).
    .replace(/(?<=(?<![\u05D0-\u05EA])[והבלמש]{0,2}(?:אירוע|אירועים|מפגש|מפגשים|טיול|ערב|חג|ארוחה|ארוחת|קשר|סכסוך|ריב|עסק|טקס|מצב|שולחן|יום|בית|אירוח|משבר|ויכוח|סוד|טיפול|ייעוץ|רכב|דיון|כנס|שבת)\s+)משפחתי(?![\u05D0-\u05EA])/g, '\u0004')
    // The name Itai ("הבן שלנו, איתי בן 12", "ואם איתי ישאל…", "איתי, הבן הבכור שלנו,"), not "with me" (answers round S29).
    .replace(/(?<![\u05D0-\u05EA])((?:ו|ש|כש|ל|מ|ב)?)איתי(?=\s+(?:בן|בת)\s+\d|\s+(?:שואל|שאל|ישאל|אמר|יגיד|אומר|הוזמן|ביקש|מבקש|יבין|חושב|בוכה|כועס|רוצה לדעת)(?![\u05D0-\u05EA])|\s*,\s*(?:הבן|הבת|בני|בננו|הנכד|נכדי|אחי|הילד|הבכור|הצעיר|הקטן|בעלי|החבר|חבר)(?![\u05D0-\u05EA]))/g, '$1\u000E')
    // …and named between commas after a child or a relative ("הבן הצעיר שלנו, איתי, התגייס", answers round S41).
    .replace(/(?<=(?<![\u05D0-\u05EA])(?:הבן|הבת|בני|בננו|בתנו|נכדי|הנכד|אחי|אחיי|הילד|הקטן|הבכור|הצעיר|החתן|בעלי|בן זוגי)[^,.!?]{0,25},\s*)איתי(?=\s*,)/g, '\u000E');
  const out = kept.replace(/[\u05D0-\u05EA"״']+/g, (word) => {
    if (HE_SWAP[word]) return HE_SWAP[word]!;
    const we = HE_WE.exec(word);
    if (we) return `${we[1]}${HE_WE_YOU[we[2]!]}`;
    const future = weFutureToYou(word, clause);
    if (future) return future;
    // (After "אני" the future is turned with the pronoun, below.)
    if (!/(?<![\u05D0-\u05EA])(?:ו|ש|כש)?אני\s+(?:(?:לא|כבר|גם|עוד|רק|פשוט|ממש)\s+)*$/.test(clause.slice(0, Math.max(0, clause.indexOf(word))))) {
      const mine = myFutureToYou(word, reader);
      if (mine) {
        if (reader === 'n') unresolved = true;
        return mine;
      }
    }
    const whole = HE_GENDERED[word];
    if (whole) {
      if (reader === 'n') unresolved = true;
      // Marked, so a first-person future after it ("אני אצטרך") turns with it (below).
      return `${word === 'אני' ? '\u0002' : ''}${reader === 'f' ? whole[1] : whole[0]}`;
    }
    for (const prefix of ['ו', 'ש', 'כש', 'וש', 'ה', 'ב', 'ל', 'מ', 'וב', 'ול', 'ומ', 'וה', 'שב', 'של', 'שמ']) {
      if (!word.startsWith(prefix)) continue;
      const bare = word.slice(prefix.length);
      if (HE_NOUNS[bare]) return `${prefix}${HE_NOUNS[bare]}`;
      // "ואנחנו", "שאנחנו", "ושלי": a pronoun joined by ו or ש turns like the bare one.
      if (['ו', 'ש', 'כש', 'וש'].includes(prefix) && /^(?:אנחנו|שלנו|שלי|לנו|אותנו|איתנו|עצמי)$/.test(bare)) return `${prefix}${HE_SWAP[bare]}`;
      const gendered = ['ו', 'ש', 'כש', 'וש'].includes(prefix) || bare === word ? HE_GENDERED[bare] : undefined;
      if (gendered) {
        if (reader === 'n') unresolved = true;
        return `${prefix}${bare === 'אני' ? '\u0002' : ''}${reader === 'f' ? gendered[1] : gendered[0]}`;
      }
    }
    // ("מלאכותי", "רגשותי": an adjective in ־ותי is not a verb in the first person.)
    if (/^[\u05D0-\u05EA]{3,}תי$/.test(word) && !/ותי$/.test(word) && !NOT_PAST.has(word) && !NOT_PAST.has(word.replace(/^(?:ו|ש|כש)?[בלמה]/, '')) && !/^ה?[\u05D0-\u05EA]+ית?י$/.test(word.slice(0, -2))) return word.slice(0, -1);
    // A root ending in נ keeps it before the ending: התחתנו (התחתנ־נו) → התחתנתם.
    if (PAST_PLURAL_SAFE.test(word)) return word === 'התחתנו' ? 'התחתנתם' : `${word.slice(0, -2)}תם`;
    return word;
  });
  // "אני אצטרך" said back is "את תצטרכי", not "את אצטרך": the first-person future after the
  // swapped "I" takes the second person (ת־, and ־י for a woman).
  // (Not a present tense in או־ — "אני אומרת" — nor a word in ־ת, ־ים, ־ות, nor a noun or word
  // that only begins with א: "אני אמא", "אני אחראית", "אני אמור" — supposed to, not a future —
  // nor a preposition: "אני אצל אחותי", "אני איתו".)
  const turned = out.replace(/\u0002(אתה|את)((?:\s+(?:לא|כבר|גם|עוד|רק|פשוט|ממש))*)\s+א((?!ו)[\u05D0-\u05EA]{2,})(?![\u05D0-\u05EA])/g, (all: string, pronoun: string, between: string, stem: string) => {
    // (Nor a past already said to them: "ואני איבדנו" is "ואתה איבדתם" by now.)
    if (/(?:ת|ים|ות|י|תם|תן)$/.test(stem) || /^(?:מא|בא|ישה|שה|חות|חראי|מיתי|בל|חד|חרי|ולי|פילו|נגלי|מריקאי|ישי|יש|למן|למנה|שם|שמה|דם|דיש|דישה|סיר|סירה|לוף|דריכל|מן|מנית|מור|מורה|צל|צלם|צלו|צלה|צלנו|צלכם|צלן|יתו|יתה|יתם|יתנו|חר|חרת|יפה)$/.test(stem)) return all;
    const open: Record<string, string> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };
    const verb = reader === 'f' ? `ת${stem.replace(/ה$/, '').replace(/[ךםןףץ]$/, (c) => open[c]!)}י` : `ת${stem}`;
    return `${pronoun}${between} ${verb}`;
  });
  return unresolved ? null : turned.replace(/\u0002/g, '').replace(/\u0001/g, 'בני').replace(/\u0003/g, 'זוגי').replace(/\u0004/g, 'משפחתי').replace(/\u000E/g, 'איתי');
}

// A question that asks what, how, who, where…, with "and", "so" or "but" before it.
const HE_ASKS_WHAT = /^(?:(?:אז|אבל)\s+|ו)?(?:איך|מה|האם|למה|מתי|איפה|מי|כמה|איזה|איזו|אילו|מאיפה|לאן|כיצד)\s+/;

/** "רצית לדעת…": a question that asks what or how, said back in the reader's person. */
function wantedToKnow(question: string, message: string, reader: Gender): string | null {
  const swapped = swapPersonHe(question, reader);
  return swapped ? `רצית לדעת ${swapped.replace(/^האם\s+/, 'אם ')}` : quoted(message, 'he');
}

function reflectHebrew(message: string, reader: Gender): string | null {
  const clause = firstClause(message);
  if (!clause) return null;
  if (DEATHLY_IDIOM_HE.test(clause)) return quoted(message, 'he');
  // One word joined by ו ("ובעלי?", "ואשתו החדשה?"): "and what about…".
  const about = /^ו([\u05D0-\u05EA"״']+(?:\s+ה[\u05D0-\u05EA]+)?)$/.exec(clause);
  if (about) return `ומה עם ${swapPersonHe(about[1]!, reader) ?? about[1]}`;
  let m: RegExpExecArray | null;
  if ((m = /^(?:ו?מה אם|ואם|אבל מה אם)\s+(.+)$/.exec(clause))) {
    const swapped = swapPersonHe(m[1]!, reader);
    return swapped ? `אם ${swapped}` : quoted(message, 'he');
  }
  if (HE_ASKS_WHAT.test(clause) && !/^(?:אז|ו)\s*מה\s*,/.test(clause)) {
    // ("אז מה הוא כן יכול לעשות?" asks what; "אז מה, פשוט לא לעשות כלום?" is yes or no, below.)
    return wantedToKnow(clause.replace(/^(?:(?:אז|אבל)\s+|ו(?=[\u05D0-\u05EA]))/, ''), message, reader);
  }
  // A request made of the guide ("תן לי רעיונות…", "תכתוב לי…"): what was asked for.
  if ((m = /^(?:תן|תני|תנו|תכתוב|תכתבי|תציע|תציעי|תעזור|תעזרי|תנסח|תנסחי)\s+לי\s+(.+)$/.exec(clause))) {
    const swapped = swapPersonHe(m[1]!, reader);
    return swapped ? `ביקשת ${swapped}` : quoted(message, 'he');
  }
  if ((m = /^אפשר\s+(.+)$/.exec(clause))) {
    const swapped = swapPersonHe(m[1]!, reader);
    return swapped ? `ביקשת ${swapped}` : quoted(message, 'he');
  }
  if (/^(?:יש|למה|מדוע)\s+/.test(clause)) return quoted(message, 'he');
  // A yes/no question said back without its question mark becomes a verdict: "זה לא בסדר שאני
  // מסרבת?" came back "זה לא בסדר שאת מסרבת." (answers round J13). A plain one is said back as
  // asked ("שאלת אם…"); one with a condition or a second clause ("השם שלו יהיה נועם, יש משהו…")
  // is quoted, question mark and all.
  if (/\?\s*$/.test(keySentence(message))) {
    const plain = clause.replace(/^(?:(?:טוב|נו|אוקיי|אוקי|בסדר|אז מה,|אז)[,.]?\s+)+/, '').replace(/^ו(?=[\u05D0-\u05EA])/, '');
    if (HE_ASKS_WHAT.test(plain)) return wantedToKnow(plain, message, reader);
    // (Three words or fewer without a verb to open them — "משהו עם הומור?" — are quoted; "לספר לבעלי?" is not.)
    const short = plain.split(/\s+/).length < 4 && !/^ל[\u05D0-\u05EA]{2,}/.test(plain);
    const said = /[,;:]|^(?:אם|כש|ש)/.test(plain) || short ? null : swapPersonHe(plain, reader);
    return said ? `שאלת אם ${said}` : quoted(message, 'he');
  }
  return swapPersonHe(clause, reader) ?? quoted(message, 'he');
}

// ─── Follow-ups ──────────────────────────────────────────────────────────────────────────────

// (A fact added to what was told — "I forgot to mention…", "שכחתי להגיד…" — goes on with it: answers
// round M4, read after its first sight.)
const FOLLOW_OPENER = /^(?:i (?:forgot|should have|meant) to (?:mention|say|add|tell you)|(?:one )?more thing|i should (?:add|mention)|(?:also|btw|by the way),? (?:i should|i forgot))\b|^(?:שכחתי (?:לומר|להגיד|לציין|לספר|לכתוב)|עוד דבר|חשוב (?:לי )?לציין|רק (?:להוסיף|לציין))(?![\u05D0-\u05EA])|^(?:and |but |so |ok(?:ay)?,? |then |also )?(?:(?:that|it|this)(?:'s| is)? (?:won'?t|wont|doesn'?t|doesnt|does not|will not|can'?t|cant|isn'?t|isnt) (?:work|help|possible|realistic|an option|going to work)|(?:that|it|this)(?:'s| is) not (?:possible|realistic|an option)|we can'?t (?:do that|afford that|afford it)|what if|and if|what about|what then|what now|what do i do (?:when|if|now)|he says|she says|he said|she said|they say|they said|it didn'?t|that didn'?t|i tried|we tried|he refuses|she refuses|they still|how do i (?:say|tell|suggest|raise|calm) (?:that|it|this|him|her)|how can i help (?:without|him|her)|and what|but what|what can i do (?:tomorrow|now|next)|should i tell)\b|^(?:זה לא (?:יעבוד|עובד|אפשרי|ריאלי|מתאים)|אין לנו (?:איך|אפשרות)|ומה אם|ואם|אבל|ומה|מה אם|הוא אומר|היא אומרת|הם אומרים|ניסיתי|זה לא עבד|הם עדיין|איך להגיד לו|איך להגיד לה|איך להגיד את זה|איך לומר את זה|איך להעלות את זה|איך לעזור לה|איך לעזור לו|איך להרגיע|מה לעשות כש|מה אפשר לעשות כבר|האם לספר|היא עדיין|הוא עדיין|אני מרגישה אשמה|אני מרגיש אשם)/i;

// The other person's reaction, told after the asker tried something. Said of someone else: a third
// person ("she", "my husband") before the verb in English; Hebrew verbs carry the person themselves
// (בכתה, התעצבן, שתקה — not בכיתי, not "אני בוכה").
const EN_OTHER = String.raw`\b(?:he|she|they|(?:my|our|his|her) (?:husband|wife|partner|spouse|son|daughter|mother|mom|mum|father|dad|parents|kids?|child|in-laws?|mother-in-law|father-in-law|brother|sister)|(?:husband|wife|partner))\b(?:'s| is| was| just| then| only| totally| completely| kind of| basically)?[^.?!]{0,40}?`;
const REACTIONS: Array<{ reaction: Reaction; test: RegExp }> = [
  {
    reaction: 'cried',
    test: new RegExp(
      String.raw`${EN_OTHER}\b(?:cried|cries|crying|started (?:to )?cry(?:ing)?|burst (?:into|out in) tears|broke down|teared up|tearing up|was in tears|got (?:all )?teary|sobb(?:ed|ing))\b|(?<![\u05D0-\u05EA])(?:[ושכ]|וש|כש)?(?:בכתה|בכה|בכו|(?:הוא|היא|הם) (?:בוכה|בוכים)|התחיל(?:ה|ו)? לבכות|פרצ(?:ה|ו)? בבכי|פרץ בבכי|(?:עם )?דמעות בעיניים|תבכה|יבכה|יבכו)(?![\u05D0-\u05EA])`,
      'i',
    ),
  },
  {
    reaction: 'dismissed',
    test: new RegExp(
      String.raw`${EN_OTHER}\b(?:thinks?|thought|says?|said|told me|tells me|calls? me|called me|(?:is|'s) going to say|will say|would say|might say|answers?|answered|keeps? saying)\b[^.?!]{0,30}\b(?:overreact\w*|(?:too|over|overly) ?sensitive|(?:being |so |too )?dramatic|making (?:a big deal|a fuss|too much|a mountain)|a big deal out of|(?:it'?s|it is) (?:nothing|no big deal|not a big deal)|imagining (?:it|things)|hysterical|paranoid|exaggerat\w*|i'?m just saying|i am just saying|(?:it was|it'?s) (?:just )?a joke|can'?t take a joke)|(?<![\u05D0-\u05EA])(?:[ושכ]|וש|כש)?(?:אומר|אומרת|אמר|אמרה|חושב|חושבת|טוען|טוענת|יגיד|תגיד|יאמר|תאמר|עונה|ענה|ענתה|קורא|קוראת|ממשיך להגיד|ממשיכה להגיד)(?![\u05D0-\u05EA])[^.?!]{0,25}(?:רגיש(?:ה)? מדי|רגיש(?:ה)? יותר מדי|מגזים|מגזימה|עוש(?:ה|ת) (?:מזה |מכל דבר )?(?:עניין|סיפור|דרמה)|דרמטי(?:ת)?|היסטרי(?:ת)?|מדמיינ(?:ת)?|מדמיין|שזה כלום|שזה שטויות|תירגע|תירגעי|(?:אני )?סתם אומר(?:ת)?|זו (?:רק )?בדיחה|זה (?:רק )?צחוק)`,
      'i',
    ),
  },
  {
    // "You're not the person I married", "you've changed": a change in the asker, grieved.
    reaction: 'changed',
    test: new RegExp(
      String.raw`${EN_OTHER}\b(?:says?|said|told me|tells me|(?:is|'s) going to say|will say|would say|might say|thinks?|feels?)\b[^.?!]{0,20}\b(?:(?:you'?re|i'?m|you are|i am) (?:not|no longer) the (?:man|woman|person|guy|girl|one) (?:she|he|they|i|you)(?: (?:had|has))? married|(?:you'?ve|i'?ve|you have|i have) changed|(?:doesn'?t|don'?t|does not|do not) recogni[sz]e (?:me|you))|(?<![\u05D0-\u05EA])(?:אומר|אומרת|אמר|אמרה|יגיד|תגיד|טוען|טוענת|חושב|חושבת|מרגיש|מרגישה)(?![\u05D0-\u05EA])[^.?!]{0,15}(?:(?:ש)?(?:אני|אתה|את) (?:כבר )?לא (?:האיש|האישה|האשה|הבן אדם|הבחור|הבחורה|מי) ש(?:היא|הוא|אני)? ?(?:התחתנה|התחתן|התחתנתי)|(?:ש)?(?:השתנית|השתניתי|(?:אני|אתה|את) (?:השתנית|השתניתי|השתנה|השתנתה))|(?:ש)?(?:היא|הוא)? ?(?:לא מכיר|לא מכירה) (?:אותי|אותך))`,
      'i',
    ),
  },
  {
    // The request answered with one of the asker's own: "you're on yours all the time too".
    reaction: 'countered',
    test: new RegExp(
      String.raw`${EN_OTHER}\b(?:says?|said|answered|answers?|repl(?:y|ies|ied)|(?:is|'s) going to say|will say|would say|might say|asked)\b[^.?!]{0,20}\b(?:(?:you|i)(?:'re|'m| am| are| do| don'?t| never| always| also)\b[^.?!]{0,30}\b(?:too|either|as well)\b|what about you|so do you|neither do you|look who'?s talking|(?:and|but) (?:what about )?me\s*\?|what about me\b|when do i (?:get to )?(?:rest|recover|get a break))|\b(?:turned|turns|threw|throws) it (?:around|back) (?:on|at) me\b|(?<![א-ת])(?:(?:אמר|אמרה|ענה|ענתה|אומר|אומרת|עונה|יגיד|תגיד|יענה|תענה)(?![א-ת])[^.?!]{0,12}(?:אז )?גם (?:את|אתה)(?![א-ת])|['"״]?ו?אני\s*\?|ומה איתי|מתי אני (?:נחה|נח|מתאוששת|מתאושש)|ומה איתך|(?:הפך|הפכה|הופך|הופכת) את זה עליי|(?:החזיר|החזירה) לי (?:את זה|באותו מטבע))`,
      'i',
    ),
  },
  {
    reaction: 'angry',
    test: new RegExp(
      String.raw`${EN_OTHER}\b(?:got (?:so |really |very |super |all )?(?:angry|mad|furious|defensive|upset)|blew up|exploded|snapped|yelled|shouted|screamed|lost (?:his|her|their) temper|stormed (?:off|out)|slammed|hung up)\b|(?<![\u05D0-\u05EA])(?:[ושכ]|וש|כש)?(?:התעצבנ(?:ה|ו)|התעצבן|כעסה|כעסו|(?:הוא|היא|הם) כעס(?:ה|ו)?|צעק(?:ה|ו)?|התפוצצ(?:ה|ו)|התפוצץ|התפרצ(?:ה|ו)|התפרץ|התגונ(?:ן|נה|נו)|נעלב(?:ה|ו)?|טרק(?:ה)? (?:את )?(?:הדלת|הטלפון)|ניתק(?:ה)?|יכעס|תכעס|יתעצבן|תתעצבן|ייעלב|תיעלב)(?![\u05D0-\u05EA])`,
      'i',
    ),
  },
  {
    // Hurt or unappreciated by the request ("he said I don't appreciate how much he gives, he
    // sounded really hurt"): after anger, so a quarrel stays one.
    reaction: 'hurt',
    test: new RegExp(
      String.raw`${EN_OTHER}\b(?:(?:sounded|seemed|looked|felt|was|got|is|feels) (?:really |so |very |kind of |a bit |pretty |deeply )?(?:hurt|wounded|critici[sz]ed|attacked|unappreciated|unseen|taken for granted)|(?:says?|said|told me|thinks?) (?:that )?i (?:don'?t|do not|never) (?:appreciate|see|notice|value)|(?:says?|said|told me|thinks?) (?:that )?i(?:'m| am) (?:always )?(?:attacking|critici[sz]ing|ungrateful))\b|(?<![\u05D0-\u05EA])(?:(?:נשמע|נשמעה|נראה|נראתה|הרגיש|הרגישה|היה|היתה|הייתה) (?:ממש |כל כך |די |מאוד )?(?:פגוע|פגועה|מותקף|מותקפת|לא מוערך|לא מוערכת)|(?:(?:הוא|היא|הם|בעלי|אשתי)\s+(?:אומר|אומרת|אמר|אמרה|טען|טענה)|(?<!אני\s)(?:אמר|אמרה|טען|טענה))(?![\u05D0-\u05EA])[^.?!]{0,25}ש?(?:אני |את |אתה )?(?:לא (?:מעריכה|מעריך|מעריכים|רואה|רואים)|(?:תוקפת|תוקף|מבקרת|מבקר|כפויה|כפוי))|(?:נפגע|נפגעה) (?:ממני|מזה|מהשיחה))(?![\u05D0-\u05EA])`,
      'i',
    ),
  },
  {
    reaction: 'quiet',
    test: new RegExp(
      String.raw`${EN_OTHER}\b(?:went (?:quiet|silent)|goes (?:quiet|silent)|shut down|shuts down|clammed up|(?:didn'?t|did not|doesn'?t|does not|won'?t) (?:say|answer|respond|reply|talk)(?: (?:anything|a word|at all|back))?|said nothing|walked (?:away|out|off)|left the room|(?:is )?giving me the silent treatment|ignored (?:me|it)|changed the subject|(?:says?|said|answers?|answered|repl(?:y|ies|ied)) ['"‘“]?(?:nothing|nothing'?s wrong|i'?m fine)\b)\b|(?<![\u05D0-\u05EA])(?:[ושכ]|וש|כש)?(?:שתק(?:ה|ו)?|(?:הוא|היא|הם) שות(?:ק|קת|קים)|לא (?:אמר|אמרה|אמרו) (?:כלום|מילה|דבר)|לא (?:ענה|ענתה|ענו|הגיב|הגיבה)|(?:הוא|היא|הם) לא (?:עונה|עונים|מגיב|מגיבה|מגיבים)|(?:עונה|ענה|ענתה|אומר|אומרת) ['"״]?(?:כלום|הכול בסדר|הכל בסדר|שום דבר)|הסתגר(?:ה|ו)?|(?:יצא|יצאה|הלך|הלכה) מהחדר|התעלמ(?:ה|ו)|התעלם|(?:החליף|החליפה) נושא)(?![\u05D0-\u05EA])`,
      'i',
    ),
  },
  {
    reaction: 'laughed',
    test: new RegExp(
      String.raw`${EN_OTHER}\b(?:laughed|laughs|laughing|made a joke|joked|brushed it off|shrugged(?: it)? off|rolled (?:his|her|their) eyes|(?:didn'?t|did not|doesn'?t|does not) take (?:it|me|this) seriously)\b|(?<![\u05D0-\u05EA])(?:[ושכ]|וש|כש)?(?:צחק(?:ה|ו)?|(?:הוא|היא|הם) צוחק(?:ת|ים)?|(?:עשה|עשתה|עשו) מזה (?:בדיחה|צחוק)|(?:גלגל|גלגלה) (?:את ה)?עיניים|(?:ביטל|ביטלה) את זה|(?:לא )?(?:לקח|לקחה|לקחו) (?:את זה|אותי) ברצינות)(?![\u05D0-\u05EA])`,
      'i',
    ),
  },
  {
    reaction: 'lapsed',
    test: new RegExp(
      String.raw`${EN_OTHER}\b(?:slept (?:right |straight |all the way )?through|forgot(?!\s+(?:my|our|your|his|her|the|that|about (?:my|our))\b)|(?:didn'?t|did not|never) (?:wake up|get up|show up|follow through|do it|bother|turn up)|lasted (?:a|an|one|two|three|four|five|ten|fifteen|twenty|thirty|a few|a couple of|\d+) (?:minute|hour|day|night|week)s?|went (?:right )?back to (?:square one|the old|old habits|normal|how it was|his old|her old))\b|\bfirst (?:night|day|time|week|evening|shabbos|shabbat)\b[^.?!]{0,40}\b(?:didn'?t|forgot|slept|missed|skipped|no show|never|lasted)\b|\b(?:and |but )?(?:then )?nothing (?:has )?changed\b|\b(?:he|she|they) (?:said|says|agreed|promised)(?: '| ")?(?:sure|yes|ok(?:ay)?|fine|of course|no problem)?(?:'|")?,? (?:but|and then) (?:then |when )?(?:the (?:day|evening|night|time) came|(?:he|she|they) (?:forgot|didn'?t|never|was|were|had|got)|nothing)|(?<![\u05D0-\u05EA])(?:[ושכ]|וש|כש)?(?:(?:ישן|ישנה) (?:כל הלילה|עד הבוקר|ולא)|לא (?:קם|קמה|התעורר|התעוררה|עשה את זה|עשתה את זה)|שכח(?:ה|ו)?(?!\s+(?:את|על)(?![\u05D0-\u05EA]))|(?:החזיק|החזיקה) (?:יום|יומיים|שבוע|שעה|חצי שעה|כמה דקות|\d+ דקות)|(?:ו)?(?:שום דבר|כלום) לא השתנה|לא השתנה (?:כלום|שום דבר)|(?:חזר|חזרה) (?:לסורו|לסורה|להרגלים|למה שהיה))(?![\u05D0-\u05EA])`,
      'i',
    ),
  },
];

function reactionField(message: string): { reaction?: Reaction } {
  const reaction = reactionOf(message);
  return reaction ? { reaction } : {};
}

/** How the other person met what was tried, when the message tells it (see Reaction). */
export function reactionOf(message: string): Reaction | null {
  return REACTIONS.find((r) => r.test.test(message))?.reaction ?? null;
}

function followKind(message: string): FollowKind {
  // How the other person met what was tried ("she started crying", "he thinks I'm overreacting",
  // "first night he slept right through it") is answered for that reaction, whatever else it says.
  if (reactionOf(message)) return 'reaction';
  // "What if he says…" is the other person answering back, whatever they say.
  if (/\b(?:he|she|they) (?:says?|said|tells? me|answers?)\b|(?:הוא|היא|הם) (?:אומר|אומרת|אומרים|עונה|עונים)/i.test(message)) return 'pushback';
  if (/\b(?:says? no|refuses?|won'?t|wont|doesn'?t want|not willing|takes? (?:her|his) side|defends?|gets offended|says (?:it'?s|he|she|learning)|says he|says she|no choice|can'?t take time)\b|(?:לא מוכן|לא מוכנה|מסרב|מסרבת|אומר ש|אומרת ש|תיעלב|מגינה|מגין|אין לו ברירה|לא יכול לצאת|לא רוצה)/i.test(message)) return 'pushback';
  // A feeling that goes on ("still burns tbh", "עדיין כואב לי") is the feeling, not a try that failed.
  if (/\b(?:still (?:burns?|hurts?|stings?|upsets? me|bothers? me|eats at me|kills me|angry|mad|bitter|sad|upset|hurt)|(?:burns|hurts|stings) (?:still|tbh|so much|like hell))\b|עדיין (?:כואב|צורב|פוגע|מבאס|מכאיב|כועס|כועסת|פגוע|פגועה|מעיק)/i.test(message)) return 'feeling';
  // The trouble goes on (tried, again, still) — not an "again" that hopes for a return ("believes me again").
  // …and so does a try that fell short: "he bought flowers, but it felt like an afterthought".
  if (/\b(?:didn'?t work|tried|again|still|but (?:it|that) (?:felt|feels|was|wasn'?t|didn'?t|doesn'?t))\b|(?:לא עבד|ניסיתי|שוב|עדיין|אבל זה (?:הרגיש|היה|לא))/i.test(message) && !/\b(?:believes?|trusts?|loves?|forgives?|talks? to|speaks? to|sees?|happy|close|normal|ever) (?:me |us |him |her |them |each other )?again\b/i.test(message)) return 'tried';
  if (/\b(?:how do i (?:say|tell|suggest|raise)|how can i say|what do i say|should i tell)\b|(?:איך להגיד|איך לומר|איך להעלות|מה להגיד|האם לספר)/i.test(message)) return 'how_to_say';
  if (/\b(?:i feel|i'?m still|hurt|guilty)\b|(?:מרגישה|מרגיש|פגוע|פגועה|אשמה|אשם|נעלבתי|נפגעתי|נעלב|נעלבת)/i.test(message)) return 'feeling';
  if (/\b(?:tomorrow|(?<!\bthe )next|now|then|first)\b|(?:מחר|עכשיו|קודם|הבא)/i.test(message)) return 'next_step';
  return 'more';
}

const SELF_FEMALE = /(?<![\u05D0-\u05EA])(?:ו|ש|כי )?אני (?:סבתא|אמא|אישה|אשה|כלה|אלמנה|גרושה|נשואה|רווקה|בת \d+)(?![\u05D0-\u05EA])/;
const SELF_MALE = /(?<![\u05D0-\u05EA])(?:ו|ש|כי )?אני (?:סבא|אבא|בעל|חתן|אלמן|גרוש|נשוי|רווק|בן \d+)(?![\u05D0-\u05EA])/;

/** The gender a Hebrew message speaks of its writer in ("אני מרגישה", "אני סבא"); 'n' when it does not. */
function spokenGender(message: string, language: GuideLanguage): Gender {
  if (language !== 'he') return 'n';
  // (Not in words quoted from someone else: "she answered 'when do I get to rest?'" — מתאוששת is hers.)
  const own = message.replace(QUOTED_SPAN, ' ');
  const spoken = speakerGender(own);
  if (spoken !== 'n') return spoken;
  // "אני סבתא", "אני בן 71": the writer says who they are.
  if (SELF_FEMALE.test(own)) return 'f';
  if (SELF_MALE.test(own)) return 'm';
  return participleGender(own);
}

// After "אני" (and a few adverbs), a present-tense verb or adjective whose SHAPE is gendered, when
// no listed word told: מתחילה / מתחיל (hif'il: מ…י…ה), מתביישת / מדברת (pi'el, hitpa'el: מ…ת),
// הולכת / הולך (pa'al: _ו__ת), לחוצה / לחוץ (_ _ו_ה). Verbs whose two forms are one (רוצה, מנסה,
// מקווה) have neither shape and say nothing. The writer's own words only (quotes are removed first).
// ("יותר" and "פחות" are adverbs, not a verb of shape _ו__: "אני יותר דתייה" — answers round M1.)
// (Nor "פשוט" — "אני פשוט רוצה" is no masculine פשוט: answers round S40.)
const AFTER_I = String.raw`(?<![\u05D0-\u05EA])(?:[ושכ]{1,3}|כי\s)?אני\s+(?:(?:לא|כבר|ממש|פשוט|כל כך|נורא|מאוד|גם|תמיד|עדיין|באמת|רק|קצת|די|ממש לא|יותר|פחות)\s+)*(?!(?:יותר|פחות|פשוט|ממש|תמיד|נורא|מאוד|עדיין|באמת)(?![\u05D0-\u05EA]))`;
const HE = '\\u05D0-\\u05EA';
// A masculine form's last letter: never ה or ת (feminine endings, or one form for both), never a
// letter that has a final form written in its middle shape.
const M_LAST = 'אבגדוזחטילסעקרשךםןףץ';
const PARTICIPLE_F = new RegExp(`${AFTER_I}(?:מ[${HE}]{1,4}י[^\\sהו]ה|מ[${HE}]{2,5}[^\\sו]ת|[${HE}]ו[${HE}]{2}ת|[${HE}]{2}ו[^\\sהו]ה)(?![${HE}])`);
const PARTICIPLE_M = new RegExp(`${AFTER_I}(?:מ[${HE}]{1,4}י[${M_LAST}]|[${HE}]ו[${HE}][${M_LAST}]|[${HE}]{2}ו[${M_LAST}])(?![${HE}])`);

function participleGender(own: string): Gender {
  const f = PARTICIPLE_F.test(own);
  const m = PARTICIPLE_M.test(own);
  return f === m ? 'n' : f ? 'f' : 'm';
}

function readerGenderOf(message: string, language: GuideLanguage, profile: GuideProfile | null): Gender {
  // A Hebrew message that speaks of its writer in one gender ("אני מרגישה") is answered in that
  // gender, even against the profile: "אתה… מצליחה" reads as a mistake whoever holds the account.
  const spoken = spokenGender(message, language);
  if (spoken !== 'n') return spoken;
  if (profile?.gender === 'male') return 'm';
  if (profile?.gender === 'female') return 'f';
  if (language !== 'he') return /\bmy (?:husband|fianc[eé])\b/i.test(message) ? 'f' : /\bmy (?:wife|fianc[eé]e)\b/i.test(message) ? 'm' : 'n';
  if (/בעלי|בן זוגי|ארוסי/.test(message)) return 'f';
  if (/אשתי|בת זוגי|ארוסתי/.test(message)) return 'm';
  return 'n';
}

// Someone spoken of, not speaking: "him", "her", "אותו", "לה" (not "he", which is often the spouse).
const OBJECT_PRONOUN = /\b(?:him|her|his|hers)\b|(?<![\u05D0-\u05EA])(?:ו|ש|כש)?(?:לו|לה|אותו|אותה|שלו|שלה|איתו|איתה|ממנו|ממנה|אליו|אליה|עליו|עליה)(?![\u05D0-\u05EA])/i;
// A message that points back at someone already named: a personal pronoun, in either language.
const REFERS_BACK = /\b(?:he|she|they|him|her|them|his|hers|their)\b|(?<![\u05D0-\u05EA])(?:(?:ו|ש|כש|וש|וכש)?(?:הוא|היא|הם|הן|לו|לה|להם|אותו|אותה|אותם|שלו|שלה|שלהם|איתו|איתה|איתם|ממנו|ממנה|מהם|אליו|אליה|עליו|עליה))(?![\u05D0-\u05EA])/i;
// Words that open a message continuing the last one: "and", "but", "ok", "what if", "actually"…;
// in Hebrew a first word joined by ו (ואם, ואיך, ובעלי), or אז / אבל / אוקיי, and a bare yes or no.
const CONTINUES = /^(?:and|but|so|ok(?:ay)?|then|also|what if|what about|actually|well|hmm+|yes|no|right|still|even so|what now|what then|now)\b|^(?:ו[\u05D0-\u05EA]+|אז|אבל|אוקיי|אוקי|טוב|רגע)(?![\u05D0-\u05EA])|^(?:כן|לא)(?=\s*[,.!?]|\s*$)/i;
// A message that opens on "he", "that's" or "it" speaks of someone or something already named.
const OPENS_ON_PRONOUN = /^(?:he|she|they|his|her|their|it|it's|its|that|that's|thats|this|this is)\b|^(?:הוא|היא|הם|הן|זה|זאת)(?![\u05D0-\u05EA])/i;
// Someone's answer reported: "my husband says…", "היא טוענת…" — what the other side said back.
const REPORTS_ANSWER = /^(?:(?:my |our )?(?:husband|wife|spouse|partner|son|daughter|mother|father|mom|mum|dad|brother|sister)|he|she|they)\s+(?:says?|said|thinks?|keeps? saying|tells? me|told me|answers?|answered|repl(?:y|ies|ied)|insists?)\b|^(?:בעלי|אשתי|בן זוגי|בת זוגי|הוא|היא|הם)\s+(?:אומר|אומרת|אומרים|אמר|אמרה|טוען|טוענת|חושב|חושבת|עונה|ענה|ענתה|מתעקש|מתעקשת)(?![\u05D0-\u05EA])/i;
// A question form that asks on about what was said ("should I…", "how do I…", "האם…") — weak alone.
const ASKS_ON = /^(?:is it|is that|is he|is she|should i|should we|do i|can i|how do i|how can i|how do we|what do i|what should i|what do we|who (?:can|should)|am i)\b|^(?:האם|לשאול|לספר|לבקש|להגיד|לדבר|לתת|כדאי|איך|מה|מי|למה|יותר|פחות)(?![\u05D0-\u05EA])/i;
// Words that point at what was already said: "about this", "there", "too", "it's still…", לשם, על זה.
// ("Is there a teaching…" is not "there"; "על זה ש…" introduces what follows, not what was said,
// and so does "בלי שזה יישמע…", "כדי שזה…".)
// ("How do I bring this up again…" — answers round M1.)
const POINTS_BACK = /\b(?:(?:is|was|about|like|do|say|said|tell|for|with|of|after|from|handle|fix|apply|suggest|explain|raise|bring up|up|onto|into|to) (?:that|this|it)|bring (?:it|this|that|the subject|the topic) (?:up|back)|(?:on|for|during|before) that (?:day|night|evening|week|date|morning)|(?:raise|mention) (?:it|this|that) again|(?:that|this)(?:'s|’s| is| was| way| idea| one| plan| advice| approach)|too|either|anyway|instead|as well|it(?:'s|’s| is| was| will| won'?t| didn'?t| doesn'?t| has| had))\b|(?<!\b(?:is|are|was|were) )\bthere\b(?! (?:is|are|was|were)\b)|(?<![\u05D0-\u05EA])(?:לשם|ככה|כך|(?:(?:את|על|ב|ל|מ|עם) ?זה|(?<!(?:בלי|מבלי|כדי|עד|לפני|אחרי) )ש ?זה)(?!\s*ש))(?![\u05D0-\u05EA])/i;
/** What happened next, told after the question: "the next day", "since then", "למחרת", "מאז". */
const NEXT_IN_TIME = /\b(?:the next (?:day|morning|evening|night|week)|the day after|afterwards|after that|since then|later that (?:day|night|evening))\b|(?<![\u05D0-\u05EA])(?:למחרת|אחרי זה|מאז(?!\s+(?:ש|ה(?!וא|יא|ם|ן)|ל|\d))|אחר כך)(?![\u05D0-\u05EA])/i;
/** A habit rather than one event: "when…", "every time…", "תמיד", "כל פעם", "כשאני…". */
const HABITUAL = /\b(?:when|whenever|every ?time|each time|always|usually|keeps?)\b|(?<![\u05D0-\u05EA])(?:כל פעם|בכל פעם|תמיד|כש[\u05D0-\u05EA]+)(?![\u05D0-\u05EA])/i;
/** A someone of a report by pronoun ("he says…") — the other side answering back, whatever they say. */
const REPORTS_BY_PRONOUN = /^(?:he|she|they|הוא|היא|הם)\s/i;
// The asker tells what they tried since ("I finally told her…", "we sat him down", "אמרתי לו",
// "ניסיתי", "ביקשתי מאשתי"): the message goes on with the earlier matter, whatever it reports next.
// (Also what was changed or taken on — "I stopped bringing up food and just asked…", "ok so I told
// her I'd take over…", "השבוע לקחתי אחריות על הקניות" — answers round S14.)
const TRIED_IT = /^(?:(?:so|ok(?:ay)?|well|update|alright|yeah|this week|today|yesterday|last night)[,:.]? )*(?:i|we) (?:finally |already |just |actually |then |did and |gently |calmly )?(?:told|tried|asked|talked|spoke|offered|suggested|sat (?:him|her|them|down)|brought it up|raised it|wrote|texted|sent|did (?:it|that|what you said)|followed|explained|called|met|stopped|started|quit|took over|took (?:on|charge of|responsibility)|switched|planned|booked|apologi[sz]ed|showed)\b|^(?:אז |טוב,? |בסוף |עשיתי את זה\.? |השבוע |היום |אתמול |בשבוע שעבר )?(?:אמרתי|דיברתי|ניסיתי|ניסינו|הצעתי|הצענו|ביקשתי|ביקשנו|שאלתי|שאלנו|כתבתי|שלחתי|סיפרתי|ישבנו|ישבתי|העליתי|קבעתי|סיכמנו|דיברנו|הסברתי|התקשרתי|נפגשתי|נפגשנו|הפסקתי|התחלתי|התחלנו|לקחתי|הזמנתי|תכננתי|התנצלתי|הראיתי)(?![\u05D0-\u05EA])/i;

// Content words two messages share (numbers too: "the 11 year old" after "my kids (11, 8, 5)").
const EN_COMMON = /^(?:about|after|again|always|anything|because|before|being|could|doesn|don't|even|every|from|have|just|know|like|more|much|never|only|other|really|should|some|something|still|than|that|them|then|there|these|they|thing|think|this|time|want|what|when|where|which|while|with|without|would|your|yours|feel|make|tell|said|says|going|doing|been|were|does|into|over|also|very|married|husband|wife|kids|children|years)$/i;
const HE_COMMON = /^(?:אני|אתה|הוא|היא|אנחנו|הם|הן|שלי|שלו|שלה|שלנו|לא|כן|גם|רק|עוד|כבר|מאוד|ממש|כל|זה|זאת|את|של|על|עם|אבל|איך|מה|למה|אם|כי|בלי|יותר|רוצה|רוצים|יודע|יודעת|צריך|צריכה|אומר|אומרת|בעלי|אשתי|הילדים|ילדים|תמיד|פעם|היום|עכשיו|באמת|בכלל|כמו|אחרי|לפני|שזה|מרגיש|מרגישה)$/;

function contentWords(message: string): Set<string> {
  const out = new Set<string>();
  for (const raw of message.toLowerCase().split(/[^a-z0-9\u05D0-\u05EA']+/)) {
    if (/^\d{1,3}$/.test(raw)) out.add(raw);
    else if (/^[a-z']{4,}$/.test(raw) && !EN_COMMON.test(raw)) out.add(raw.replace(/(?:'s|s|es|ed|ing)$/, ''));
    else if (/^[\u05D0-\u05EA]{3,}$/.test(raw) && !HE_COMMON.test(raw)) out.add(raw.replace(/^(?:וה|שה|מה|וב|ול|ומ|כש|ה|ו|ש|ב|ל|מ)(?=[\u05D0-\u05EA]{3})/, '').replace(/(?:ים|ות|ה|ת)$/, ''));
  }
  return out;
}

/**
 * The names a message uses for the people (and places) in it: in English a capitalised word inside a
 * sentence; in Hebrew one said beside a family word ("הבן שלנו אוהד", "אוריה בן 3"). A later
 * message that uses one of them speaks of the same people (answers round S45: "Bubby is coming for
 * all of Pesach…" after a question about what Bubby says to the twins).
 */
export function givenNamesOf(message: string): Set<string> {
  const out = new Set<string>();
  for (const m of message.matchAll(/(?<=[\p{L},;:'"“(]\s+)([A-Z][a-z]{1,14})\b(?!['’]s\b)/gu)) {
    if (!NOT_A_NAME_EN.test(m[1]!) && !EN_NOT_A_PERSON.test(m[1]!)) out.add(m[1]!);
  }
  const family = String.raw`(?:הבן|הבת|הבכור|הבכורה|הקטן|הקטנה|האמצעי|האמצעית|האח|האחות|אחי|אחותי|בני|בתי|הנכד|הנכדה|נכדי|נכדתי|התאומים|התאומות|חמותי|חמי|גיסי|גיסתי)(?:\s+(?:הגדול|הגדולה|הקטן|הקטנה|האמצעי|האמצעית|הבכור|הבכורה|הצעיר|הצעירה))?(?:\s+(?:שלי|שלנו))?,?`;
  for (const m of message.matchAll(new RegExp(String.raw`(?<![\u05D0-\u05EA])${family}\s+([\u05D0-\u05EA]{2,10})(?![\u05D0-\u05EA])|(?<![\u05D0-\u05EA])([\u05D0-\u05EA]{2,10}),?\s+(?:בן|בת)\s+(?:\d{1,2}|שנה|שנתיים)(?![\d\u05D0-\u05EA])`, 'gu'))) {
    const name = m[1] ?? m[2]!;
    if (!NOT_A_NAME_HE.test(name) && !HE_NOT_A_NAME.test(name)) out.add(name);
  }
  return out;
}
// Capitalised words inside a sentence that name no one (days, festivals, places people often write).
const EN_NOT_A_PERSON = /^(?:Rosh|Hashana|Hashanah|Yom|Kippur|Sukkot|Sukkos|Chanukah|Hanukkah|Purim|Shavuot|Seder|Torah|Talmud|Gemara|Jewish|Judaism|Israel|Israeli|English|Hebrew|Yiddish|America|American|January|February|March|April|May|June|July|August|September|October|November|December|Mrs|Mr|Ms|Dr|Rabbi|Rav|Rebbetzin|Whatsapp|WhatsApp|Zoom|Facebook|Instagram|Google|Netflix|Amazon|Bar|Bat|Mitzvah|Mitzva|Kiddush|Havdalah|Kaddish|Shiva|Shavua|Tov|Mazel|Hashem|Baruch|Chabad|Bnei|Brak|Jerusalem|Tel|Aviv|Haifa|New|York|London)$/;
const HE_NOT_A_NAME = /^(?:הבכור|הבכורה|הצעיר|הצעירה|שלי|שלנו|שלו|שלה|הגדול|הגדולה|הקטן|הקטנה|האמצעי|האמצעית|כבר|עוד|רק|גם|לא|היה|היתה|הייתה|אמר|אמרה|שוב|בגיל|בכיתה|הזה|הזאת|הזו|שנים|חודשים|יצא|יצאה|חזר|חזרה|אחרי|לפני|מאז|ממש|מאוד|פשוט|נולד|נולדה)$/;

const CHILD_NAMES = /^your (?:son|daughter|children)$/;
// "My parents" before and "my mom" now are the same family.
const PARENT_NAMES = /^your (?:mother|father|parents)$/;

/** The longest message still read as a follow-up (new situations are usually told at length). */
const FOLLOW_UP_WORDS = 30;

/** The longest answer that can be a clarifying one (a question back, the asker's words quoted, perhaps one first step). */
const CLARIFYING_ANSWER_CHARS = 700;

/** How many questions back a chain of follow-ups is read ("and if she…" after "we tried…" after the question). */
const CHAIN_DEPTH = 2;

export function understand(message: string, history: readonly Turn[], profile: GuideProfile | null, depth = 0): Understanding {
  const lastUser = history.map((t) => t.role).lastIndexOf('user');
  const previousQuestion = lastUser >= 0 ? history[lastUser]!.content : undefined;
  const own = understandAlone(message, profile, previousQuestion);
  if (!previousQuestion) return own;
  // A previous message that does not stand alone is read as it was answered: a follow-up of its
  // own earlier question ("we visited both and she still wants the other one", after the question
  // about schools) keeps that matter, so a third message ("how do I even start that
  // conversation?") still knows what it is about. One that stands alone is read alone.
  const alone = understandAlone(previousQuestion, profile);
  const leans = !alone.understood || (alone.topics[0] === GENERAL_TOPIC && alone.things.length === 0);
  const chained = leans && depth < CHAIN_DEPTH ? understand(previousQuestion, history.slice(0, lastUser), profile, depth + 1) : null;
  const previous = chained?.followUp ? chained : alone;
  const trimmed = message.trim();
  const words = trimmed.split(/\s+/).length;
  const told = sentencesOfMessage(trimmed).length >= 2 && words >= 12;
  const opens = CONTINUES.test(trimmed) || FOLLOW_OPENER.test(trimmed) || OPENS_ON_PRONOUN.test(trimmed);
  // The last answer asked what was meant: this message is the rest of that question, read together.
  // Only when it did ask: a previous message the safety or halachic layer answered in full (sources
  // for a blessing) was not understood by the composer either, yet "My husband changed." after it
  // is a new question, not the rest of that one.
  const lastAnswer = history[lastUser + 1]?.role === 'assistant' ? history[lastUser + 1]!.content.trim() : undefined;
  const askedBack = lastAnswer === undefined || lastAnswer.length <= CLARIFYING_ANSWER_CHARS;
  if (!previous.understood && !askedBack) return own;
  if (!previous.understood) {
    // A new situation, told in full, is read on its own; so is one with a person and matter of its own.
    const newStory = words > FOLLOW_UP_WORDS || (told && words >= 20 && !opens && !(REPORTS_ANSWER.test(trimmed) && REPORTS_BY_PRONOUN.test(trimmed)));
    // Otherwise it is the answer to the clarifying question when it opens on what was said, reports
    // an answer, asks on, or speaks of someone only as "he" / "she"; a message naming a person and a
    // matter of its own is a new question.
    const namesNoOne = own.who === 'self' || own.whoByPronoun;
    // A situation of its own told in two sentences or more, understood by itself, is a new question
    // even when it ends on "how do we organise it?".
    const answersIt = !own.understood || opens || REPORTS_ANSWER.test(trimmed) || (namesNoOne && !(told && own.understood) && (REFERS_BACK.test(trimmed) || ASKS_ON.test(trimmed) || POINTS_BACK.test(trimmed) || words <= 12));
    if (newStory || !answersIt) return own;
    const together = understandAlone(`${previousQuestion}\n${trimmed}`, profile);
    if (together.understood) {
      // Answered as the follow-up it is: the earlier words are recalled, the two read as one matter.
      const before: Understanding = { ...previous, understood: true, topics: together.topics, things: together.things.filter((t) => previous.things.some((p) => p.id === t.id) || t.match.test(previousQuestion)) };
      return {
        ...together,
        message,
        reflection: own.reflection ?? together.reflection,
        reflectionMore: own.reflectionMore,
        ownSubjects: own.ownSubjects,
        subjects: [...own.ownSubjects, ...previous.ownSubjects.filter((p) => !own.ownSubjects.some((o) => o.head === p.head))],
        readerGender: own.readerGender !== 'n' ? own.readerGender : together.readerGender,
        asks: own.asks === 'clarify' ? (together.asks === 'clarify' ? 'advice' : together.asks) : own.asks,
        wonders: own.wonders,
        followUp: { kind: followKind(message), previous: before, ...reactionField(message) },
      };
    }
    // Still not clear: the next clarifying question names what both messages named — unless this
    // one names a person of its own ("My husband changed."), who is then what it asks about.
    if (own.who !== 'self' && !own.whoByPronoun) return own;
    const subjects = [...own.ownSubjects, ...previous.ownSubjects.filter((p) => !own.ownSubjects.some((o) => o.head === p.head))];
    return { ...own, subjects };
  }
  const sharesThing = own.things.some((t) => previous.things.some((p) => p.id === t.id));
  const sharesTopic = own.topics[0] !== GENERAL_TOPIC && own.topics.some((t) => previous.topics.some((p) => p.id === t.id));
  const sharesSubject = own.ownSubjects.some((o) => previous.subjects.some((p) => p.head === o.head));
  const before = contentWords(previousQuestion);
  const sharesWords = [...contentWords(trimmed)].some((w) => before.has(w));
  // The spouse stands behind every question here: naming them is not a new person. Anyone else
  // named who was not named before ("my mother-in-law…") is.
  const namesOwnPerson = own.who !== 'self' && !own.whoByPronoun && !previous.people.some((p) => p.en === own.whoName.en);
  // A child named by age before ("our 16 year old") and as "our son" now is the same child.
  // (But a son now after a daughter before is another child: "our son of 4 wakes every night"
  // after a question about a daughter's wedding is a new question — answers round L4.)
  const sameChild = (p: string, q: string): boolean => CHILD_NAMES.test(p) && CHILD_NAMES.test(q) && (p === q || p === 'your children' || q === 'your children');
  const samePerson = (p: { en: string }, q: { en: string }): boolean => p.en === q.en || sameChild(p.en, q.en) || (PARENT_NAMES.test(p.en) && PARENT_NAMES.test(q.en));
  // (Not the spouse, who stands behind every question here.)
  const sameOneShort = own.who !== 'self' && own.who !== 'spouse' && !own.whoByPronoun && words <= 12 && previous.people.some((q) => samePerson(own.whoName, q));
  const newPerson = namesOwnPerson && own.who !== 'spouse' && !own.people.some((p) => previous.people.some((q) => samePerson(p, q)));
  // A pronoun points back when the message names no one itself ("my wife… her job" speaks of the
  // wife it names); "he" said after a question about the husband is the husband still, so it
  // anchors only where there was someone else to point at.
  const pronoun = (own.who === 'self' || own.whoByPronoun) && REFERS_BACK.test(trimmed);
  // "she" after a question about a husband (or "he" after one about a wife) is someone else.
  const spouseIs = /\b(?:husband|boyfriend|fianc[eé])\b|בעלי|בן זוגי|ארוסי/i.test(previousQuestion) ? 'm' : /\b(?:wife|girlfriend|fianc[eé]e)\b|אשתי|בת זוגי|ארוסתי/i.test(previousQuestion) ? 'f' : null;
  const otherPronoun = spouseIs === 'm' ? /\b(?:she|her|hers)\b|(?<![\u05D0-\u05EA])(?:ו|ש|כש)?(?:היא|לה|אותה|שלה|איתה|ממנה|אליה|עליה)(?![\u05D0-\u05EA])/i : spouseIs === 'f' ? /\b(?:he|him|his)\b|(?<![\u05D0-\u05EA])(?:ו|ש|כש)?(?:הוא|לו|אותו|שלו|איתו|ממנו|אליו|עליו)(?![\u05D0-\u05EA])/i : null;
  const pronounToOther = pronoun && ((previous.who !== 'spouse' && previous.who !== 'self') || (otherPronoun !== null && otherPronoun.test(trimmed)));
  // "him" or "her" after a question that named someone by name ("…Oriya, 3, wets the bed again" —
  // "Grandma says I spoil him") points at that one, though the question was the writer's own.
  const earlierNames = givenNamesOf(previousQuestion);
  // (Not beside the spouse named now: "my husband and I… I miss him" speaks of him.)
  const pronounToNamed = earlierNames.size > 0 && (own.who !== 'spouse' || own.whoByPronoun) && OBJECT_PRONOUN.test(trimmed) && ![...givenNamesOf(trimmed)].some((name) => !earlierNames.has(name));
  const reports = REPORTS_ANSWER.test(trimmed);
  // Something of its own the earlier question did not name: a thing, or a topic of its own.
  const ownThing = own.understood && own.things.some((t) => !previous.things.some((p) => p.id === t.id));
  const ownTopic = own.understood && own.topics[0] !== GENERAL_TOPIC && !sharesTopic;
  // "this", "it", "there" point back when they come before anything the message names itself
  // ("how do we explain it to the kids" — not "our anniversary is coming; how do we make it…").
  const back = POINTS_BACK.exec(trimmed);
  const firstNamed = Math.min(
    trimmed.length,
    ...[
      ...own.things.map((t) => trimmed.search(t.match)),
      ...own.ownSubjects.map((x) => trimmed.toLowerCase().indexOf(x.head.toLowerCase())),
      // A person the message names ("אבא של בעלי… את זה") is something of its own for "that" to point at.
      ...WHO_RULES.map((r) => r.en.exec(trimmed) ?? r.he.exec(trimmed))
        .filter((m): m is RegExpExecArray => m !== null && !/^(?:he|she|(?:[ושכה]|כש|וש|שה)?(?:הוא|היא))$/i.test(m[0]))
        .map((m) => m.index),
    ].filter((i) => i >= 0),
  );
  const pointsBackFirst = back !== null && back.index < firstNamed;
  const pronounAt = REFERS_BACK.exec(trimmed);
  const pronounFirst = pronounAt !== null && pronounAt.index <= firstNamed;
  // In a message that tells something of its own (two sentences or more), they must come first.
  const pointsBack = back !== null && ((!ownThing && !told) || pointsBackFirst);
  const reportsOther = reports && REPORTS_BY_PRONOUN.test(trimmed);
  // "My wife says I don't listen…" after a question about the children is a new matter: a report
  // anchors to what was said only when the one reporting was part of it, or the matter is the same.
  const reporterNew = reports && !reportsOther && !previous.people.some((p) => p.en === own.whoName.en) && ownTopic;
  const reportAnchors = reports && !ownThing && !reporterNew;
  // What happened next ("the next day he…", "למחרת", "מאז") tells on from what was said.
  const next = NEXT_IN_TIME.test(trimmed);
  // How the other person met what was tried, told as one event ("first tuesday he forgot", "she
  // started crying"), tells on from it as "the next day" does; a habit told ("when I bring it up he
  // walks away") may be a new story.
  const reacted = words <= 15 && reactionOf(trimmed) !== null && !HABITUAL.test(trimmed);
  // A thing this message names only because of the earlier question ("he left the gas on" after
  // "my father can't manage alone": a parent's memory) ties the two together.
  const namedWithEarlier = namedThings(trimmed, previousQuestion).filter((t) => !own.things.some((o) => o.id === t.id));
  const leansOnEarlier = namedWithEarlier.length > 0;
  // Someone the earlier question named by name, named again ("Bubby is coming for Pesach…").
  const sharesName = [...earlierNames].some((name) => new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, 'u').test(trimmed));
  const anchored = sharesThing || sharesSubject || pronounToOther || pronounToNamed || pointsBack || reportAnchors || next || reacted || leansOnEarlier || sharesName;
  // Someone other than the spouse named in full ("my sister", "אבא שלי") with nothing shared,
  // pointed at or continued is a question of its own, even when no topic of it was recognised.
  const standsAlone = own.who !== 'self' && own.who !== 'spouse' && !own.whoByPronoun && !opens && !anchored && !sharesWords && !sharesTopic && !pronoun;
  let isFollowUp: boolean;
  // "He snores so loud…" after a question about something else: a message that only opens on a
  // pronoun but tells a matter of its own, sharing nothing with what came before, is a new question.
  const pronounOnlyOpening = OPENS_ON_PRONOUN.test(trimmed) && !CONTINUES.test(trimmed) && !FOLLOW_OPENER.test(trimmed) && !reportsOther;
  // (Not a report of what someone said back: "his mom says let it go" answers the earlier matter.)
  const saysBack = /^\S+(?:\s+\S+){0,3}\s+(?:says?|said|thinks?|told|answered|replied)\b|^\S+(?:\s+\S+){0,3}\s+(?:אומר|אומרת|אמר|אמרה|חושב|חושבת|טוען|טוענת|ענה|ענתה)(?![\u05D0-\u05EA])/i.test(trimmed);
  // (Not when the pronoun points at someone other than the spouse named before: "הוא מגיע הביתה רק פעם
  // בשבועיים" after a question about a son who was drafted — answers round S41.)
  const newMatter = pronounOnlyOpening && !saysBack && !next && !leansOnEarlier && !sharesName && !(pronounToOther && pronounFirst) && (ownThing || ownTopic) && !sharesThing && !sharesTopic && !sharesSubject && !sharesWords && words >= 8;
  // A short message that names only a circumstance ("no family here, my parents are abroad") tells
  // more about the earlier matter; the people it names are not a new question.
  const circumstance = words <= 15 && own.things.length > 0 && own.things.every((t) => t.circumstance === true);
  // What was tried since may be told at length and still go on with the earlier matter (answers
  // round S14: "ok so I told her I'd take over everything school-related, forms, lunches…").
  if (words > (TRIED_IT.test(trimmed) ? 2 * FOLLOW_UP_WORDS : FOLLOW_UP_WORDS)) isFollowUp = false;
  else if (circumstance) isFollowUp = true;
  else if (newMatter) isFollowUp = false;
  else if (opens || reportsOther) isFollowUp = true;
  // What was tried since, about no one new and no matter of its own, goes on with the earlier one.
  // (A thing of its own does not make it new when the one it was tried on is only "him" / "her":
  // "שאלתי אותו מה קרה. הוא אמר 'כלום' והלך לראות חדשות".)
  else if (TRIED_IT.test(trimmed) && !newPerson && (!(ownThing && ownTopic) || own.who === 'self' || own.whoByPronoun)) isFollowUp = true;
  // A new situation told in full: a follow-up only when it points at what was said.
  // (Its "he" / "their" points back only before anything it names itself: "The family next door is
  // going through a divorce and their kids keep showing up…" is about that family — answers S25.)
  // (Only a situation: a long message that names nothing of its own — "What exactly do I say? I don't want
  // to make her cry at the dinner table in front of the kids" — asks on about the earlier one: answers S43.)
  else if (told && words >= 20 && own.understood) isFollowUp = sharesSubject || sharesName || (pronounToOther && pronounFirst) || pointsBackFirst || (reports && !ownThing);
  // Someone not named before ("my mother-in-law…") with a matter of its own is a new question.
  // A short question that only names someone to turn to ("tell my son?", "לדבר עם אחותי?"), with
  // no matter of its own, asks whom to bring the earlier matter to: it goes on with it.
  // (Or one who speaks of the child named before: "Grandma says I spoil him" — answers round S45.)
  else if (newPerson) isFollowUp = (pointsBack && !ownThing) || (pronounToNamed && !told) || (words <= 8 && !told && !ownThing && (!ownTopic || own.topics.every((t) => onlyPersonWords(t, trimmed))) && /[?？]\s*$/.test(trimmed));
  else if (ownThing) isFollowUp = anchored;
  // A topic of its own, said without pointing at anything before it.
  // A short question about the very person the earlier one was about ("what do we say to our son?")
  // goes on with it, even when naming them brings a topic word of its own.
  else if (ownTopic && !pronoun && !pointsBack && !reportAnchors) isFollowUp = anchored || (sharesWords && ASKS_ON.test(trimmed)) || (sameOneShort && !told);
  else if (standsAlone) isFollowUp = false;
  // Nothing of its own: a follow-up, unless it tells a story that points at nothing said before.
  // (A short message the guide cannot place by itself goes on with what it can: "what do i actually
  // write in the card. im terrible with words" after a forgotten anniversary — answers round N2.)
  // (A topic shared is not enough for a situation told of its own: "התחתנו לפני חודש ואין לנו מושג
  // איך מנהלים כסף ביחד. חשבון משותף?…" after a husband working late for the mortgage — answers S25.)
  else isFollowUp = !told || anchored || pronoun || sharesWords || (sharesTopic && !(own.understood && words >= 12)) || (!own.understood && words <= 15);
  if (!isFollowUp) return own;
  const kind = followKind(message);
  const spokenNow = spokenGender(message, own.language);
  // A follow-up keeps what the conversation was about, and adds what the new message names.
  const ownNow = [...own.things, ...namedWithEarlier];
  const things = [...ownNow, ...previous.things.filter((p) => !ownNow.some((t) => t.id === p.id))].slice(0, 4);
  // The earlier question is the subject; the new one adds to it ("how do I say it" is not a new subject).
  // (A circumstance adds its own topic only, not those of the people it names.)
  const ownTopics = circumstance ? own.topics.filter((t) => own.things.some((th) => th.topic === t.id)) : own.topics;
  const topics = own.understood && own.topics[0] !== GENERAL_TOPIC ? [...previous.topics, ...ownTopics.filter((t) => !previous.topics.includes(t))].slice(0, 3) : previous.topics;
  const keepWho = own.who === 'self' || (own.whoByPronoun && previous.who !== 'self') || circumstance;
  const subjects = [...own.ownSubjects, ...previous.ownSubjects.filter((p) => !own.ownSubjects.some((o) => o.head === p.head))];
  // The parent of the couple is still that parent in a follow-up ("should I ask my son instead?").
  const elder = own.elder || previous.elder;
  const merged = topics[0] === GENERAL_TOPIC && own.topics[0] !== GENERAL_TOPIC ? own.topics : topics;
  return {
    ...own,
    elder,
    who: keepWho ? previous.who : own.who,
    whoName: keepWho ? previous.whoName : own.whoName,
    otherGender: keepWho ? previous.otherGender : own.otherGender,
    // The writer's own words decide, this message's or the earlier one's ("אני צריך" before), before
    // the profile does: a follow-up that says nothing of its writer keeps the gender already spoken.
    readerGender: spokenNow !== 'n' ? spokenNow : previous.readerGender !== 'n' ? previous.readerGender : own.readerGender,
    // "And what does it say about…?" after a question for sources still asks for sources.
    asks:
      previous.asks === 'sources' && own.asks !== 'words' && /\b(?:say|says|said|written|sources?|verses?|quotes?|teach\w*)\b|\b(?:anything|something)(?: else| more)?(?: specific(?:ally)?)? (?:about|on|for)\b|כתוב|מקור|פסוק|אומר|אומרת|אומרים|(?:יש )?(?:עוד )?(?:משהו|דבר) (?:ספציפי )?(?:על|לגבי)(?![\u05D0-\u05EA])/i.test(message)
        ? 'sources'
        : own.asks === 'advice' && kind === 'how_to_say'
          ? 'words'
          : own.asks === 'clarify'
            ? kind === 'how_to_say' || asksOf(trimmed) === 'words'
              ? 'words'
              : asksOf(trimmed) === 'plan'
                ? 'plan'
                : 'advice'
            : own.asks,
    things,
    topics: elder ? fromParentSide(merged) : merged,
    subjects,
    understood: true,
    followUp: { kind, previous, ...reactionField(message) },
  };
}

// "my son", "our teenager", "הילדים שלנו", "בתי": one's own children, a parenting question (not
// an age: "לתאומים בני שנה", "ההורים שלי בני 80" are aged a year, aged 80).
const OWN_CHILD = /\b(?:my|our)\s+(?:\w+\s+)?(?:kids?|children|child|sons?|daughters?|teen\w*|toddlers?|bab(?:y|ies))\b|\b(?:i|we)(?:'ve| have) (?:got )?(?:\w+ )?(?:kids|children|sons|daughters)\b|(?<![\u05D0-\u05EA])יש (?:לי|לנו) (?:\S+ )?(?:ילדים|בנים|בנות)(?![\u05D0-\u05EA])|(?:הילדים|הילד|הילדה|הבן|הבת)\s+(?:שלי|שלנו)|(?<![\u05D0-\u05EA])(?:בני(?!\s+(?:\d|(?:שנה|שנתיים|חודש|חודשיים|חודשים|שבוע|שבועיים|כמה|אחת|שתיים|שלוש|ארבע|חמש|שש|שבע|שמונה|תשע|עשר|עשרים|שלושים|ארבעים|חמישים|שישים|שבעים|שמונים|תשעים)(?![\u05D0-\u05EA])))|בתי|ילדיי|ילדינו)(?![\u05D0-\u05EA])/i;
const CHILD_WORDS_ANYWHERE = /\b(?:kids?|child(?:ren)?|sons?|daughters?|toddlers?|teen\w*|bab(?:y|ies))\b|ילדים|ילד|ילדה|הבן|הבת|פעוט|מתבגר|מתבגרת/gi;
const CHILD_WORD = /^(?:kids?|child(?:ren)?|sons?|daughters?|toddlers?|teen\w*|bab(?:y|ies)|ילדים|ילד|ילדה|הבן|הבת|פעוט|מתבגר|מתבגרת)$/i;

// Words that only name a person one could turn to: a child, a parent, a sibling.
const PERSON_WORD = /^(?:(?:my|our) )?(?:parents|mother|mom|mum|father|dad|brother|sister|siblings?)$|^(?:אמא שלי|אבא שלי|ההורים שלי|אחי|אחותי|האחים שלי)$/i;

/** A topic the message reaches only by naming a person to turn to ("should we tell my parents?"). */
/** The in-laws' words in the message are all a child's own parent ("leave it to his dad" of a stepson). */
function onlyChildsParent(topic: Topic, message: string, earlier: string): boolean {
  const inLaw = WHO_RULES.find((rule) => rule.who === 'in_law')!;
  const matches = [...message.matchAll(new RegExp(topic.match.source, 'gi'))];
  return matches.length > 0 && matches.every((m) => childsSibling(inLaw, m, message, earlier));
}

function onlyPersonWords(topic: Topic, message: string): boolean {
  const global = new RegExp(topic.match.source, topic.match.flags.includes('g') ? topic.match.flags : `${topic.match.flags}g`);
  const words = [...message.matchAll(global)].map((m) => m[0].trim());
  return words.length > 0 && words.every((w) => CHILD_WORD.test(w) || PERSON_WORD.test(w));
}

function onlyChildWords(topic: Topic, message: string): boolean {
  const global = new RegExp(topic.match.source, topic.match.flags.includes('g') ? topic.match.flags : `${topic.match.flags}g`);
  const words = [...message.matchAll(global)].map((m) => m[0].trim());
  return words.length > 0 && words.every((w) => CHILD_WORD.test(w));
}

// Never a kind word, feeling invisible (see byEvidence).
const NOT_SEEN = /\b(?:(?:never|doesn'?t|does not|won'?t|hardly ever|rarely) (?:\w+ )?(?:says?|tells? me|gives? me|offers?) (?:me )?(?:a |one |any )?(?:kind|good|nice|warm|loving|positive) (?:word|words|thing)|(?:feel|feeling|i'?m|am) (?:so |completely |totally )?(?:invisible|unseen|taken for granted|unappreciated))\b|(?<![\u05D0-\u05EA])(?:(?:לא|אף פעם לא|אף פעם|אפילו לא) (?:אומר|אומרת|נותן|נותנת)(?: לי)? (?:מילה טובה|מילה יפה|מילים טובות|מחמאה)|(?:לא|אף פעם לא) (?:מפרגן|מפרגנת)|(?:מרגישה|מרגיש) (?:כבר |ממש |כמו )?(?:שקופה|שקוף|מובנת מאליה|מובן מאליו))(?![\u05D0-\u05EA])/i;

/**
 * The main topic is the one the message says most about, not the first on a fixed list: each
 * topic counts its distinct words in the message, twice more for each named thing that belongs to
 * it, once more when it shows in the sentence that carries the question. Loss and the wait for a
 * child still come first when named (advice about anything else would miss the person); the fixed
 * order breaks ties.
 */
function byEvidence(topics: Topic[], things: Thing[], message: string): Topic[] {
  const key = keySentence(message);
  const score = (topic: Topic): number => {
    const global = new RegExp(topic.match.source, topic.match.flags.includes('g') ? topic.match.flags : `${topic.match.flags}g`);
    const words = new Set([...message.matchAll(global)].map((m) => m[0].toLowerCase()));
    const fromThings = things.filter((t) => t.topic === topic.id).length;
    // The spouse's anxiety or low mood is the narrower reading of words stress shares ("depressed").
    const loss = topic.id === 'grief' || topic.id === 'infertility' ? 3 : topic.id === 'partner_struggling' ? 2 : 0;
    // Never a kind word, feeling invisible: what the person misses is being seen, whatever the
    // thanks were for ("not 'thanks for dinner'" is no question about the cooking — round J12).
    const unseen = topic.id === 'gratitude' && NOT_SEEN.test(message) ? 5 : 0;
    return words.size + 2 * fromThings + (topic.match.test(key) ? 1 : 0) + loss + unseen;
  };
  const scored = topics.map((topic, order) => ({ topic, order, score: score(topic) }));
  return scored.sort((a, b) => b.score - a.score || a.order - b.order).map((s) => s.topic);
}

// The asker's own wrong, done and told ("I yelled at my kids this morning", "I said something nasty
// to my wife", "הסתרתי מאשתי…"): whatever it was about, what the person needs first is repair —
// the words they can say are an apology, not a request of the other side.
const OWN_WRONG = /\bI\s+(?:said|called (?:him|her|them)|told (?:him|her|them)|wrote)\b[^.?!]{0,40}\b(?:hurtful|nasty|mean|awful|cruel|rude|insulting|horrible|unforgivable|stupid|idiot|lazy|selfish)\b|(?<![\u05D0-\u05EA])(?:אמרתי|כתבתי|קראתי (?:לו|לה))[^.?!]{0,30}(?:מעליב|מעליבה|פוגע|פוגעני|פוגענית|נורא|נוראי|מכוער|מכוערת|לא יפה|לא במקום|גס|גסה|מרושע)(?![\u05D0-\u05EA])|\bI\s+(?:just\s+|really\s+|totally\s+|completely\s+)?(?:yelled|shouted|screamed|snapped|exploded|blew up|lost my temper|insulted|humiliated|embarrassed|lied to|hid\b|forgot (?:our|her|his|my|the)|hurt (?:him|her|them|my)|said something\b[^.?!]{0,20}\b(?:nasty|hurtful|mean|awful|terrible|stupid|cruel|unfair))|(?<![\u05D0-\u05EA])(?:צעקתי|התפרצתי|שכחתי את|הסתרתי|שיקרתי|העלבתי|הבכתי|פגעתי ב|אמרתי (?:לה|לו) דברים)(?![\u05D0-\u05EA])/i;

const WANTS_APART = new RegExp(
  [
    /\b(?:he|she|my (?:wife|husband|partner|fianc\w*))\b[^.?!]{0,15}\b(?:wants?|would like|insists? on|keeps asking for|is set on)\b[^.?!]{0,60}\b(?:and|but)\s+i(?:\s+(?:really|just|totally))?\s*(?:don'?t|do not|can'?t|won'?t|am not|'m not)\b/.source,
    /\bi\s+(?:really\s+)?(?:want|would like)\b[^.?!]{0,60}\b(?:and|but)\s+(?:he|she|my (?:wife|husband|partner))\s+(?:doesn'?t|does not|won'?t|refuses|is against)\b/.source,
    /(?:בעלי|אשתי|הוא|היא|בן זוגי|בת זוגי)[^.?!]{0,10}(?:רוצה|מתעקש|מתעקשת)[^.?!]{0,50}(?:ו|אבל )אני (?:ממש |בכלל |פשוט )?(?:לא|ממש לא|מתנגד|מתנגדת)(?![\u05D0-\u05EA])/.source,
    /אני (?:ממש )?רוצה[^.?!]{0,50}(?:ו|אבל )(?:בעלי|אשתי|הוא|היא) (?:ממש |בכלל )?(?:לא|מתנגד|מתנגדת|מסרב|מסרבת)(?![\u05D0-\u05EA])/.source,
  ].join('|'),
  'i',
);

// "הכלה", "החתן" alone are a bride and a groom; beside the asker's own child or grandchildren they
// are the child's spouse ("הבן שלי והכלה לא רוצים שאתערב", "הכלה ביטלה לי את יום שלישי עם הנכדים").
const MY_BRIDE_OR_GROOM = /(?<![\u05D0-\u05EA])(?:[ושלבמ]|וה|וב|ול|ומ|מה|לה|שה)?ה?(?:כלה|חתן) שלי(?![\u05D0-\u05EA])/g;
const OWN_WEDDING = /(?<![\u05D0-\u05EA])(?:אני (?:ה)?(?:כלה|חתן)|(?:[ולבמש]|וה|וב|ול|מה|לה|שה)?(?:חתונה|החתונה|חתונת|אירוסין|ארוסי|ארוסתי|ארוס|ארוסה)|התארס\S*|מאורס\S*|מתחתנ\S*|שבע ברכות|וורט)(?![\u05D0-\u05EA])/;
const BARE_CHILD_SPOUSE = /(?<![\u05D0-\u05EA])(?:(?:[ושמ]|וה|שה|מה|כש|כשה)?(?:הכלה|החתן)|[לב](?:כלה|חתן))(?![\u05D0-\u05EA])/;
// (A grandmother names herself, "אני סבתא"; "סבתא שלי" is the writer's own grandmother, and "בני
// הדודים", "בני הזוג" are cousins and couples, not "my son".)
const OWN_CHILD_OR_GRANDCHILD = /(?<![\u05D0-\u05EA])(?:[ושלמב]|וה|שה|מה|לה)?(?:נכד|נכדה|נכדים|הנכדים|נכדות|הבן שלי|הבת שלי|הבן שלנו|הבת שלנו|בתי|בני(?!\s+(?:ה?זוג|ה?משפחה|ה?דודים|דודיי|ה?ישיבה|ברית|\d|(?:שנה|שנתיים|חודש|חודשיים|חודשים|שבוע|שבועיים|כמה|אחת|שתיים|שלוש|ארבע|חמש|שש|שבע|שמונה|תשע|עשר|עשרים|שלושים|ארבעים|חמישים|שישים|שבעים|שמונים|תשעים)(?![\u05D0-\u05EA]))))(?![\u05D0-\u05EA])|(?<![\u05D0-\u05EA])(?:אני|כ)\s?(?:סבתא|סבא)(?![\u05D0-\u05EA])|\b(?:grand(?:child\w*|kids?|son|daughter)|my (?:son|daughter))\b|\bI'?m a grand(?:ma|mother|pa|father)\b/i;

/** The asker is the parent of one of a married couple (see Understanding.elder). */
export function speaksAsParentOfCouple(message: string): boolean {
  // "הכלה שלי", "החתן שלי" are also a groom's bride and a bride's groom: beside one's own wedding
  // ("…לפני החתונה", "אני הכלה") they are the couple speaking, unless another cue says parent.
  const ownWedding = OWN_WEDDING.test(message);
  if (ownWedding && MARRIED_CHILD.test(message) && !MARRIED_CHILD.test(message.replace(MY_BRIDE_OR_GROOM, ' '))) return false;
  if (MARRIED_CHILD.test(message)) return true;
  return BARE_CHILD_SPOUSE.test(message) && OWN_CHILD_OR_GRANDCHILD.test(message) && !/(?<![\u05D0-\u05EA])אני (?:ה)?(?:כלה|חתן)(?![\u05D0-\u05EA])/.test(message);
}

/** The topics with `topic` first, the general one dropped, at most three. */
function leadWith(topic: Topic, topics: Topic[]): Topic[] {
  return [topic, ...topics.filter((t) => t !== topic && t !== GENERAL_TOPIC)].slice(0, 3);
}

/**
 * A teenager named is first the parent and the teen (answers round S27's theme): "parenting
 * together" and its script for the parents' quarrel stand first only when the two parents are at odds.
 */
function teenagerFirst(topics: Topic[], message: string): Topic[] {
  const teen = topics.find((t) => t.id === 'teenager');
  const together = topics.find((t) => t.id === 'parenting');
  if (!teen || !together) return topics;
  const [first, second] = PARENTS_AT_ODDS.test(message) ? [together, teen] : [teen, together];
  const at = Math.min(topics.indexOf(teen), topics.indexOf(together));
  const rest = topics.filter((t) => t !== teen && t !== together);
  return [...rest.slice(0, at), first, second, ...rest.slice(at)];
}

// Topics written from the young couple's side (their parents, their children, their first year):
// the parent of one of them is answered from the parent's side instead.
const COUPLE_SIDE = new Set(['in_laws', 'parenting', 'newlywed']);

function fromParentSide(topics: Topic[]): Topic[] {
  const side = topicById('married_children');
  if (!side) return topics;
  const rest = topics.filter((t) => t !== side && t !== GENERAL_TOPIC && !COUPLE_SIDE.has(t.id));
  return [side, ...rest].slice(0, 3);
}

/**
 * The things named, those of the question itself first: "…his Hebrew is weak, he can't find a job…
 * How do I deal with this without feeling guilty all the time?" asks about the guilt, whatever the
 * story named before it (answers round M3). The question is the last sentence that asks ("?").
 */
function thingsAskedFirst(message: string): Thing[] {
  const things = namedThings(message);
  const sentences = sentencesOfMessage(message);
  const question = [...sentences].reverse().find((s) => /[?؟]\s*$/.test(s));
  if (!question || question === sentences[0]) return things;
  const asked = namedThings(question).filter((t) => !t.circumstance);
  if (asked.length === 0) return things;
  return [...asked, ...things.filter((t) => !asked.includes(t))].slice(0, 4);
}

const PARENT_GONE = /\b(?:yahrzeit|yartzeit|yortzeit|passed away|(?:mother|father|mom|mum|dad) died|died (?:last|this|two|three|a few|\d+)|(?:the|his|her|my) funeral|shiva|late (?:mother|father))\b|(?:נפטר|נפטרה|יארצייט|יאהרצייט|אזכרה|הלוויה|ז"ל|ז״ל)/i;

/** (`earlier`: the question before, where a follow-up's "his dad" may be the child's father.) */
function understandAlone(message: string, profile: GuideProfile | null, earlier = ''): Understanding {
  const language = detectLanguage(message);
  const things = thingsAskedFirst(message);
  const named = whoOf(message, earlier);
  const elder = speaksAsParentOfCouple(message);
  // A bride's "החתן שלי" (a groom's "הכלה שלי") before their own wedding is the one they marry.
  const who =
    !elder && named.who === 'in_law' && /^(?:חתנך|כלתך)$/.test(named.name.he) && OWN_WEDDING.test(message)
      ? named.name.he === 'חתנך'
        ? { who: 'spouse' as const, name: { en: 'your groom', he: 'החתן' }, other: 'm' as const, byPronoun: false }
        : { who: 'spouse' as const, name: { en: 'your bride', he: 'הכלה' }, other: 'f' as const, byPronoun: false }
      : named;
  // Naming one's children is not yet a question about parenting: a topic whose only words in the
  // message are children ("since I was a child", "the kids are asleep") drops out unless the
  // question is about a child.
  const ownChildren = who.who === 'child' || OWN_CHILD.test(message);
  // (A bride's "החתן שלי" before her own wedding is the couple's side: not the parent's topic.)
  const ownSide = (topic: Topic): boolean => (elder || topic.id !== 'married_children') && (topic.id !== 'in_laws' || !onlyChildsParent(topic, message, earlier));
  let topics = detectTopics(message).filter((topic) => (ownChildren || !onlyChildWords(topic, message)) && ownSide(topic));
  if (topics.length === 0) topics = detectTopics(message.replace(CHILD_WORDS_ANYWHERE, ' ')).filter(ownSide);
  if (topics.length === 0) topics = [GENERAL_TOPIC];
  // One of them wants something the other does not (a dog, a second car, a move): whatever the
  // thing, it is a decision they see differently.
  if (topics[0] === GENERAL_TOPIC && WANTS_APART.test(message)) topics = [topicById('decisions')!];
  // A message that names a thing but matched no topic takes the thing's topic.
  if (topics[0] === GENERAL_TOPIC && things.length > 0) {
    const fromThing = things.map((t) => topicById(t.topic)).find((t): t is Topic => t !== undefined);
    if (fromThing) topics = [fromThing];
  } else if (topics.length > 1) topics = byEvidence(topics, things, message);
  topics = teenagerFirst(topics, message);
  // A thing that carries the whole matter (a second marriage's wills) leads with its own topic.
  const leading = things.find((t) => t.leadsTopic && !t.circumstance);
  const ledBy = leading ? topicById(leading.topic) : undefined;
  if (ledBy && topics[0] !== ledBy) topics = leadWith(ledBy, topics);
  if (elder) topics = fromParentSide(topics);
  // A parent who has died is grieved, not cared for: "my mother's first yahrzeit" takes the grief
  // topic, not the one about honouring and caring for a living parent (answers round M4).
  if (topics[0]?.id === 'parents' && PARENT_GONE.test(message)) {
    const grief = topicById('grief');
    if (grief) topics = [grief, ...topics.filter((t) => t.id !== 'parents' && t.id !== 'grief')];
  }
  if (OWN_WRONG.test(message)) {
    const repair = topicById('apology');
    if (repair) topics = leadWith(repair, topics);
  }
  const readerGender = readerGenderOf(message, language, profile);
  const subjects = subjectsOf(message, language);
  const asks = asksOf(message);
  // A request for sources is understood as such even when no topic is named: it gets sources.
  const understood = topics[0] !== GENERAL_TOPIC || things.length > 0 || asks === 'sources';
  const reflection = language === 'he' ? reflectHebrew(message, readerGender) : reflectEnglish(message);
  const more = moreSentences(message)
    .map((sentence) => (language === 'he' ? reflectHebrew(sentence, readerGender) : reflectEnglish(sentence)))
    .filter((r): r is string => r !== null && r !== reflection);
  // Joined as sentences: a stop only where one is missing, a capital after it in English.
  const reflectionMore =
    more.length > 0
      ? more.reduce((text, next) => `${text}${/[.?!…”"]$/.test(text) ? ' ' : '. '}${language === 'he' ? next : next.charAt(0).toUpperCase() + next.slice(1)}`)
      : null;
  return {
    message,
    language,
    who: who.who,
    whoName: who.name,
    asks: understood ? asks : 'clarify',
    things,
    topics,
    reflection,
    reflectionMore: reflectionMore && reflectionMore !== reflection ? reflectionMore : null,
    readerGender,
    otherGender: who.other,
    wonders: wondersOf(message),
    followUp: null,
    understood,
    elder,
    whoByPronoun: who.byPronoun,
    people: peopleOf(message, earlier),
    subjects,
    ownSubjects: subjects,
  };
}

/** The understanding as plain lines, for a model's prompt (never logged). */
export function describeUnderstanding(u: Understanding): string {
  const lines = [
    `About: ${u.whoName.en === 'you' ? 'the user themself' : u.whoName.en.replace(/^your /, "the user's ")}.`,
    `Asks for: ${u.asks === 'clarify' ? 'not clear — ask one clarifying question' : u.asks}.`,
    u.things.length > 0 ? `Named things to speak to by name: ${u.things.map((t) => t.en).join(', ')}.` : '',
    u.subjects.length > 0 ? `In the message's own words it names: ${u.subjects.map((s) => s.text).join(', ')} (say these back by name).` : '',
    u.topics[0] !== GENERAL_TOPIC ? `Topic: ${u.topics.map((t) => t.label.en).join('; ')}.` : '',
    u.elder ? "The user is the parent of one of a married couple (speaking of their child's spouse): answer from the parent's side — respect the couple's home, speak through one's own child, do not criticise the child's spouse, and say what a parent or grandparent may offer; never address the user as one of the couple." : '',
    u.followUp ? `This follows on from the previous question (${u.followUp.kind.replace('_', ' ')}); answer it as a follow-up, building on what was said.` : '',
    u.language === 'he' ? `Write in Hebrew, in the singular, addressing a ${u.readerGender === 'f' ? 'woman' : u.readerGender === 'm' ? 'man' : 'reader whose gender is not known (use neutral wording, never slash forms like מתגעגע/ת)'}.` : '',
    u.language === 'he' ? "Speak of yourself in words with no gender (חשוב לי, אשמח, אפשר — never מעריך or מעריכה, שומע or שומעת), and say the couple's own 'we' back to them as 'you two' (אתם, שניכם, אצלכם), never as אנחנו." : '',
  ];
  return lines.filter((l) => l !== '').join('\n');
}

export { topicById };
