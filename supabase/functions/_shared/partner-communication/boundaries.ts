// Boundary keywords: topics either person asked the AI never to raise with the other. A keyword is
// about a topic, not a spelling: "finances" must also stop "we keep fighting about money" and
// "ריב על כסף". So a keyword that belongs to one of the topic groups below stands for its whole
// group; any other keyword matches as a whole word or phrase, as before.
//
// Matching is by words, in English and Hebrew:
//   - NFKD, marks removed (niqqud, cantillation, accents), case folded, Hebrew final letters
//     written as ordinary ones (so כסף and כספים share a stem), geresh and apostrophes dropped inside
//     Hebrew words;
//   - English words also match their inflections (debts → debt, spending → spend, salaries →
//     salary, financially → financial);
//   - Hebrew words also match behind the prefix letters ו ה ש ב ל מ כ (up to three: "וכשהכסף") and
//     before plural and possessive endings (ים, ות, י, ו, ה, נו, כם, הם, תי …).
// It errs on the side of silence: a word that only looks like a topic word withholds a proposal,
// which costs a suggestion, never a confidence.

/** Topic groups: each a few ways people say the same thing, English then Hebrew. */
export const BOUNDARY_TOPICS: Readonly<Record<string, { aliases: readonly string[]; terms: readonly string[]; except?: readonly string[] }>> = {
  finances: {
    // Keywords that name the topic without being words to look for in a message.
    aliases: ['spending', 'spend', 'economics', 'money matters', 'money issues', 'financial issues', 'כספים', 'כלכלה', 'מצב כלכלי', 'פיננסים', 'ענייני כסף', 'הוצאות'],
    terms: [
      'finance', 'finances', 'financial', 'money', 'budget', 'spend money', 'spent money', 'spend too much', 'spent too much',
      'spend on', 'spent on', 'spending habits', 'overspend', 'spender', 'spendthrift', 'expense', 'expensive', 'cost',
      'price', 'debt', 'salary', 'income', 'paycheck', 'paycheque', 'wage', 'pay raise', 'loan', 'mortgage',
      'bills', 'credit card', 'bank', 'bank account', 'savings', 'save money', 'shopping', 'purchase', 'afford', 'overdraft', 'shop',
      'cash', 'dollar', 'shekel', 'euro', 'bankrupt', 'rent', 'tuition', 'pay off', 'paid off', 'splurge',
      'כסף', 'ממון', 'תקציב', 'הוצאה', 'הוצאות', 'משכורת', 'שכר', 'הכנסה', 'חוב', 'חובות', 'הלוואה', 'משכנתא',
      'חשבונות', 'חשבון בנק', 'בנק', 'כרטיס אשראי', 'אשראי', 'קניה', 'קניות', 'מינוס', 'חיסכון', 'חסכונות', 'שקל',
      'מחיר', 'עלות', 'עלויות', 'פרנסה', 'שכר דירה', 'שכירות', 'בזבוז כסף', 'אוברדרפט', 'דולר',
    ],
    // חובה is a duty, not a debt; כספית is mercury.
    except: ['חובה', 'כספית'],
  },
  in_laws: {
    aliases: ['family', 'parents', 'mother', 'father', 'mom', 'dad', 'my family', 'his family', 'her family', 'משפחה', 'הורים', 'אמא', 'אבא', 'ההורים', 'המשפחה', 'משפחה מורחבת'],
    terms: [
      'in law', 'in laws', 'inlaws', 'inlaw', 'mother in law', 'father in law', 'sister in law', 'brother in law',
      'family of origin', 'extended family', 'relatives', 'his parents', 'her parents', 'my parents', 'your parents',
      'his mother', 'her mother', 'my mother', 'your mother', 'his mom', 'her mom', 'my mom', 'your mom', 'his father',
      'her father', 'my father', 'your father', 'his dad', 'her dad', 'my dad', 'your dad', 'his family', 'her family',
      'your family',
      'חמות', 'חמותי', 'חותן', 'חותנת', 'חמי', 'חמיי', 'חמיו', 'גיס', 'גיסה', 'מחותנים', 'מחותנת', 'מחותן', 'הוריו',
      'הוריה', 'הוריי', 'הוריך', 'הורים שלו', 'הורים שלה', 'הורים שלי', 'הורים שלך', 'אמא שלו', 'אמא שלה', 'אמא שלי',
      'אמא שלך', 'אבא שלו', 'אבא שלה', 'אבא שלי', 'אבא שלך', 'אמו', 'אביו', 'אביה', 'משפחה שלו', 'משפחה שלה',
      'משפחה שלך', 'משפחתו', 'משפחתה', 'משפחתך', 'משפחת מוצא', 'משפחה מורחבת', 'קרובי משפחה',
    ],
  },
  intimacy: {
    aliases: ['intimacy', 'sex', 'closeness', 'physical', 'marital relations', 'אינטימיות', 'מין', 'קרבה', 'יחסי אישות'],
    terms: [
      'intimacy', 'intimate', 'sex', 'sexual', 'sexuality', 'libido', 'bedroom', 'make love', 'making love', 'in bed',
      'physical closeness', 'niddah', 'nidah', 'mikvah', 'mikveh', 'family purity', 'taharat hamishpacha',
      'אינטימיות', 'אינטימי', 'יחסי מין', 'חיי מין', 'מיניות', 'סקס', 'חדר שינה', 'קרבה פיזית', 'נידה', 'נדה',
      'מקווה', 'טבילה', 'טהרת המשפחה', 'ליל טבילה', 'תשמיש', 'יחסים אינטימיים',
    ],
  },
  children: {
    aliases: ['kids', 'children', 'parenting', 'the children', 'the kids', 'ילדים', 'הילדים', 'חינוך', 'הורות', 'חינוך הילדים'],
    terms: [
      'child', 'children', 'kid', 'kids', 'son', 'daughter', 'baby', 'babies', 'toddler', 'teenager', 'teen', 'parenting',
      'raising the children', 'pregnant', 'pregnancy', 'fertility', 'infertility', 'ivf', 'school', 'homework',
      'bar mitzvah', 'bat mitzvah', 'discipline',
      'ילד', 'ילדים', 'ילדה', 'ילדות', 'תינוק', 'תינוקת', 'פעוט', 'נער', 'נערה', 'מתבגר', 'מתבגרת', 'הורות', 'חינוך',
      'גידול ילדים', 'הריון', 'היריון', 'פוריות', 'טיפולי פוריות', 'בית ספר', 'שיעורי בית', 'בר מצווה', 'בת מצווה',
      'הבן שלנו', 'הבת שלנו', 'בנינו', 'בנותינו',
    ],
  },
  religion: {
    aliases: ['religion', 'observance', 'judaism', 'religious observance', 'religious level', 'דת', 'דתיות', 'יהדות', 'שמירת מצוות', 'רמה דתית'],
    terms: [
      'religion', 'religious', 'observance', 'observant', 'shabbat', 'shabbos', 'sabbath', 'kosher', 'kashrut', 'kashrus',
      'synagogue', 'shul', 'pray', 'prayer', 'daven', 'davening', 'torah', 'mitzvah', 'mitzvot', 'mitzvos', 'halacha',
      'halachic', 'frum', 'modesty', 'tzniut', 'tznius', 'head covering', 'kippah', 'kippa', 'yarmulke', 'faith', 'secular',
      'off the derech', 'otd', 'yeshiva', 'kollel',
      'דת', 'דתי', 'דתיות', 'מצוות', 'מצווה', 'שמירת מצוות', 'שבת', 'כשרות', 'כשר', 'בית כנסת', 'תפילה', 'להתפלל',
      'התפלל', 'הלכה', 'צניעות', 'כיסוי ראש', 'כיפה', 'חילוני', 'חילונית', 'חזרה בשאלה', 'אמונה', 'ישיבה', 'כולל',
      'תורה', 'לימוד תורה',
    ],
  },
  work: {
    aliases: ['work', 'job', 'career', 'his job', 'her job', 'my job', 'עבודה', 'העבודה', 'קריירה', 'פרנסה'],
    terms: [
      'job', 'career', 'boss', 'office', 'colleague', 'coworker', 'co worker', 'promotion', 'workplace', 'overtime',
      'work hours', 'working hours', 'at work', 'from work', 'his work', 'her work', 'my work', 'your work', 'work late',
      'working late', 'workload', 'workday', 'fired', 'laid off', 'layoff', 'unemployed', 'unemployment', 'business trip',
      'עבודה', 'עבודות', 'קריירה', 'בוס', 'משרד', 'קידום', 'שעות נוספות', 'פיטורים', 'פוטר', 'פוטרה', 'מובטל',
      'מובטלת', 'אבטלה', 'משמרת', 'משמרות', 'לעבוד', 'עמית לעבודה', 'מקום העבודה', 'נסיעת עבודה',
    ],
  },
  health: {
    aliases: ['health', 'weight', 'appearance', 'looks', 'body', 'illness', 'בריאות', 'משקל', 'מראה', 'גוף', 'מראה חיצוני', 'מחלה'],
    terms: [
      'health', 'illness', 'sickness', 'disease', 'diagnosis', 'medical', 'doctor', 'hospital', 'medication',
      'surgery', 'cancer', 'weight', 'overweight', 'fat', 'diet', 'dieting', 'appearance', 'body image', 'ugly',
      'attractive', 'unattractive', 'gained weight', 'lost weight', 'his looks', 'her looks', 'my looks',
      'בריאות', 'בריאותי', 'מחלה', 'חולה', 'רופא', 'רופאה', 'בית חולים', 'תרופה', 'תרופות', 'סרטן', 'משקל',
      'השמנה', 'השמין', 'השמינה', 'דיאטה', 'מראה חיצוני', 'דימוי גוף', 'מכוער', 'מכוערת', 'אטרקטיבי',
    ],
  },
  past_relationships: {
    aliases: ['ex', 'exes', 'my ex', 'his ex', 'her ex', 'past relationships', 'dating history', 'the past', 'previous marriage', 'אקס', 'אקסים', 'גרוש', 'גרושה', 'העבר', 'קשרים קודמים', 'נישואים קודמים'],
    terms: [
      'ex', 'exes', 'ex wife', 'ex husband', 'ex girlfriend', 'ex boyfriend', 'former wife', 'former husband',
      'first wife', 'first husband', 'previous marriage', 'first marriage', 'past relationship', 'previous relationship',
      'old flame', 'first love', 'dated before',
      'אקס', 'אקסית', 'גרושה', 'גרוש', 'לשעבר', 'נישואים קודמים', 'נישואים ראשונים', 'אשתו הקודמת', 'בעלה הקודם',
      'אשתו הראשונה', 'בעלה הראשון', 'קשר קודם', 'קשרים קודמים', 'זוגיות קודמת', 'אהבה ראשונה', 'חבר לשעבר',
      'חברה לשעבר',
    ],
  },
  friends: {
    aliases: ['friends', 'friendships', 'social life', 'his friends', 'her friends', 'חברים', 'חברות', 'חיי חברה', 'החברים'],
    terms: [
      'friend', 'friends', 'friendship', 'best friend', 'buddy', 'buddies', 'the guys', 'the girls', 'girls night',
      'guys night',
      'חבר', 'חברה', 'חברים', 'חברות', 'חבר הכי טוב', 'חברה הכי טובה', 'ידיד', 'ידידה', 'ידידות', 'חבר׳ה',
    ],
  },
  housework: {
    aliases: ['housework', 'chores', 'cleaning', 'household', 'home chores', 'division of labour', 'division of labor', 'מטלות', 'עבודות הבית', 'ניקיון', 'מטלות הבית', 'חלוקת עבודה'],
    terms: [
      'housework', 'chore', 'chores', 'cleaning', 'laundry', 'dishes', 'cooking', 'cook', 'vacuum', 'vacuuming', 'tidy',
      'tidying', 'mess', 'messy', 'groceries', 'grocery', 'household tasks', 'housekeeping', 'trash', 'garbage',
      'ironing',
      'עבודות הבית', 'עבודות בית', 'מטלות', 'מטלות הבית', 'ניקיון', 'ניקיונות', 'לנקות', 'כביסה', 'כביסות', 'כלים',
      'שטיפת כלים', 'בישול', 'לבשל', 'סידורים', 'בלגן', 'זבל', 'אשפה', 'גיהוץ', 'ספונג׳ה', 'שאיבת אבק',
    ],
  },
};

const HEBREW = /[\u0590-\u05FF]/;
const FINALS: Record<string, string> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };
const PREFIX_LETTERS = new Set(['ו', 'ה', 'ש', 'ב', 'ל', 'מ', 'כ']);
/** Possessive and plural endings, longest first (final letters already written as ordinary ones). */
const HEBREW_SUFFIXES = ['יהמ', 'יהנ', 'יכמ', 'ינו', 'תיו', 'ימ', 'ות', 'יי', 'יו', 'יה', 'נו', 'כמ', 'המ', 'תי', 'י', 'ו', 'ה', 'ת'];
/** After an ending: the feminine or plural mark of the noun itself (משפחתי → משפחת → משפח). */
const HEBREW_STEM_ENDINGS = ['ות', 'ימ', 'ת', 'ה'];

/** Text as comparable words: marks removed, case folded, Hebrew finals and geresh normalised. */
export function boundaryWords(text: string): string[] {
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .replace(/[’‘׳`]/g, "'")
    .replace(/[״]/g, '"');
  const words: string[] = [];
  for (const raw of folded.split(/[^\p{L}\p{N}']+/u)) {
    let word = raw.replace(/^'+|'+$/g, '');
    if (!word) continue;
    if (HEBREW.test(word)) {
      word = word.replace(/'/g, '').replace(/[ךםןףץ]/g, (letter) => FINALS[letter]!);
    } else {
      word = word.replace(/'s$/, '').replace(/'/g, '');
    }
    if (word) words.push(word);
  }
  return words;
}

function englishForms(word: string): Set<string> {
  const forms = new Set([word]);
  const add = (form: string) => {
    if (form.length >= 2) forms.add(form);
  };
  const undouble = (stem: string) => {
    add(stem);
    add(`${stem}e`);
    if (stem.length >= 3 && stem.at(-1) === stem.at(-2)) add(stem.slice(0, -1));
  };
  if (word.endsWith('ies')) add(`${word.slice(0, -3)}y`);
  else if (word.endsWith('es')) {
    add(word.slice(0, -2));
    add(word.slice(0, -1));
  } else if (word.endsWith('s') && !word.endsWith('ss')) add(word.slice(0, -1));
  if (word.endsWith('ied')) add(`${word.slice(0, -3)}y`);
  else if (word.endsWith('ed')) undouble(word.slice(0, -2));
  if (word.endsWith('ing')) undouble(word.slice(0, -3));
  if (word.endsWith('ly')) add(word.slice(0, -2));
  return forms;
}

function stripEnding(word: string, endings: readonly string[], minimum: number): string[] {
  return endings.filter((ending) => word.endsWith(ending) && word.length - ending.length >= minimum).map((ending) => word.slice(0, -ending.length));
}

/** What a Hebrew word of the text may be: itself, behind up to three prefix letters, before an ending. */
function hebrewForms(word: string): { bases: string[]; forms: Set<string> } {
  const bases = [word];
  for (let i = 0; i < 3 && i < word.length - 2 && PREFIX_LETTERS.has(word[i]!); i++) bases.push(word.slice(i + 1));
  const forms = new Set<string>();
  for (const base of bases) {
    forms.add(base);
    for (const stem of stripEnding(base, HEBREW_SUFFIXES, 2)) {
      forms.add(stem);
      for (const inner of stripEnding(stem, HEBREW_STEM_ENDINGS, 2)) forms.add(inner);
    }
  }
  return { bases, forms };
}

interface Word {
  /** Every reading of the word (the word, its inflections, its stems). */
  forms: Set<string>;
  /** The word with its prefix letters peeled one by one (Hebrew), for the exceptions. */
  bases: string[];
}

function analyse(word: string): Word {
  if (HEBREW.test(word)) return hebrewForms(word);
  return { forms: englishForms(word), bases: [word] };
}

/**
 * A term's own readings: itself, and a Hebrew singular noun without its feminine mark (הוצאה →
 * הוצא, which הוצאות and הוצאנו reach). A plural term stays whole: חשבונות (bills) must not become
 * חשבון (an account, as in "לקחת בחשבון"), so singular and plural are listed where both count.
 */
function termForms(word: string): Set<string> {
  const forms = new Set([word]);
  if (HEBREW.test(word) && word.length >= 4) {
    for (const stem of stripEnding(word, ['ה'], 3)) forms.add(stem);
  }
  return forms;
}

interface Term {
  words: Set<string>[];
}

function compileTerm(text: string): Term {
  return { words: boundaryWords(text).map(termForms) };
}

const GROUPS = Object.entries(BOUNDARY_TOPICS).map(([name, group]) => ({
  name,
  terms: group.terms.map(compileTerm).filter((term) => term.words.length > 0),
  names: [...group.aliases, ...group.terms].map(compileTerm).filter((term) => term.words.length > 0),
  except: new Set((group.except ?? []).flatMap(boundaryWords)),
}));

function wordMatches(word: Word, term: Set<string>): boolean {
  for (const form of word.forms) if (term.has(form)) return true;
  return false;
}

function termAt(text: Word[], at: number, term: Term, except: Set<string>): boolean {
  if (at + term.words.length > text.length) return false;
  return term.words.every((forms, offset) => {
    const word = text[at + offset]!;
    if (word.bases.some((base) => except.has(base))) return false;
    return wordMatches(word, forms);
  });
}

function containsTerm(text: Word[], term: Term, except: Set<string> = new Set()): boolean {
  for (let at = 0; at < text.length; at++) if (termAt(text, at, term, except)) return true;
  return false;
}

/** The topic groups a keyword stands for: those with a name or term that is the whole keyword. */
export function boundaryTopicsOf(keyword: string): string[] {
  const words = boundaryWords(keyword);
  if (words.length === 0) return [];
  const analysed = words.map(analyse);
  return GROUPS.filter((group) =>
    group.names.some(
      (term) =>
        term.words.length === words.length &&
        term.words.every((forms, i) => wordMatches(analysed[i]!, forms) || [...forms].some((form) => analyse(form).forms.has(words[i]!))),
    ),
  ).map((group) => group.name);
}

function normalise(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase().replace(/\s+/g, ' ');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The keyword as written, as a whole word or phrase (for keywords with no words, e.g. "$$$", too). */
function literalMatch(haystack: string, keyword: string): boolean {
  const needle = normalise(keyword).trim();
  if (!needle) return false;
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(needle)}(?![\\p{L}\\p{N}])`, 'u').test(haystack);
}

export interface BoundaryOptions {
  /**
   * True (the default): a keyword matches its inflections and Hebrew prefixes, and a keyword of a
   * topic group matches the whole group. False: the keyword as written, as a whole word or phrase.
   */
  byMeaning?: boolean;
}

/** Whether any keyword (of either person) is in any of the texts. */
export function containsBoundaryKeyword(texts: readonly string[], keywords: readonly string[], options: BoundaryOptions = {}): boolean {
  const joined = texts.join('\n');
  const haystack = normalise(joined);
  if (options.byMeaning === false) return keywords.some((keyword) => literalMatch(haystack, keyword));
  const words = boundaryWords(joined).map(analyse);
  return keywords.some((keyword) => {
    if (literalMatch(haystack, keyword)) return true;
    const own = compileTerm(keyword);
    if (own.words.length > 0 && containsTerm(words, own)) return true;
    const topics = boundaryTopicsOf(keyword);
    return GROUPS.some((group) => topics.includes(group.name) && group.terms.some((term) => containsTerm(words, term, group.except)));
  });
}
