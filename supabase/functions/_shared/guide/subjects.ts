// The things a question names in its own words — "the kitchen cabinets", "your teenage son's
// curfew", "הארונות" — found by their grammar rather than from a list, so a question nobody here
// wrote is still answered by name. English: noun phrases from a part-of-speech tagger (wink-nlp with
// its small English model, loaded on first use). Hebrew, for which no tagger ships: the definite
// nouns a sentence shows as such (ה־ with any of the prefixes ו ש כש ב ל מ before it, a word after
// "את"), in the form the person wrote them, function words and people left out.
//
// People (the husband, the mother-in-law…) are not subjects: understand.ts names them. A subject
// is said back as the person said it, in the answer's voice ("my" → "your").
import winkNLP, { type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import type { GuideLanguage } from './language.ts';

export interface Subject {
  /** As the answer says it: "the kitchen cabinets", "your phones", "הארונות". */
  text: string;
  /** The word that carries it (lemma in English, the bare noun in Hebrew), for comparisons. */
  head: string;
}

let tagger: WinkMethods | null = null;
function nlp(): WinkMethods {
  tagger ??= winkNLP(model);
  return tagger;
}

// People are named by understand.ts; these heads are not the subject of a question.
const PEOPLE = new Set([
  'husband', 'wife', 'spouse', 'partner', 'fiance', 'fiancee', 'fiancé', 'fiancée', 'boyfriend', 'girlfriend', 'son', 'daughter', 'kid', 'child',
  'children', 'teen', 'teenager', 'boy', 'girl', 'baby', 'mother', 'father', 'mom', 'mum', 'dad', 'parent', 'brother', 'sister', 'sibling',
  'in-law', 'mother-in-law', 'father-in-law', 'sister-in-law', 'brother-in-law', 'law', 'family', 'grandmother', 'grandfather', 'grandparent',
  'stepson', 'stepdaughter', 'stepchild', 'stepkid', 'man', 'woman', 'person', 'people', 'someone', 'everyone', 'anyone', 'nobody', 'one', 'guy',
]);
// Heads that carry nothing alone ("time", "things"); with a modifier they may ("screen time").
const EMPTY = new Set([
  'time', 'times', 'thing', 'way', 'lot', 'bit', 'something', 'anything', 'everything', 'nothing', 'kind', 'sort', 'problem', 'issue', 'question',
  'advice', 'idea', 'point', 'reason', 'moment', 'while', 'part', 'fact', 'matter', 'choice', 'thought', 'plan', 'word', 'words', 'set', 'sets',
  'today', 'tonight', 'tomorrow', 'yesterday', 'lol', 'omg', 'haha', 'stuff', 'everything',
  'situation', 'case', 'end', 'start', 'side', 'relationship', 'marriage', 'feeling', 'help', 'tip', 'suggestion', 'lol', 'ok', 'yes', 'no',
  'torah', 'source', 'teaching', 'jewish', 'judaism', 'sages', 'talmud', 'god', 'hashem',
]);
const YOUR: Record<string, string> = { my: 'your', our: 'your', mine: 'yours', i: 'you', we: 'you' };
const KEEP_DET = new Set(['his', 'her', 'their', 'your']);
const DROP_DET = new Set(['a', 'an', 'the', 'this', 'that', 'these', 'those', 'every', 'each', 'all', 'some', 'any', 'no', 'both', 'another', 'other']);

// Units of time: "five times a day", "last month" say when, not what.
const TIME_UNITS = new Set(['time', 'times', 'day', 'days', 'week', 'weeks', 'month', 'months', 'year', 'years', 'hour', 'hours', 'minute', 'minutes', 'second', 'seconds', 'night', 'nights', 'weekend', 'weekends']);
// Days and months say when, like the units of time.
const CALENDAR = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall)$/i;
// Chat shorthand and typed-fast spellings the tagger reads as nouns ("shud i reach out", "after 5 min").
// Possessive pronouns standing alone ("Mine is in Haifa, his is in Eilat") are no subject either.
const CHAT_WORDS = /^(?:mine|yours|hers|ours|theirs|else|else's|elses|esp|yrs?|etc|lol|omg|pls|plz|thx|y\/o|yo|shud|shld|wud|cud|idk|tbh|imo|imho|btw|rn|ngl|tho|bc|cuz|coz|ppl|mins?|hrs?|secs?|wks?|mos?|ur|u|ya|yeah|yep|nope|ugh|hmm+|ok|okay|k|psycho|crazy|clingy|needy|jealous|insecure|dramatic|petty|selfish|naggy|nag)$/i;
const PLACE_WORDS = new Set(['front', 'top', 'middle', 'rest', 'back', 'side', 'place', 'places', 'lot', 'half', 'most', 'couple']);

function englishSubjects(message: string): Subject[] {
  const doc = nlp().readDoc(message);
  const its = nlp().its;
  const words = doc.tokens().out();
  const pos = (doc.tokens().out(its.pos) as string[]).map((tag, k) =>
    // "maternity leave", "sick leave": the tagger reads "leave" as a verb and the phrase as "the maternity".
    /^leave$/i.test(words[k]!) && /^(?:maternity|paternity|parental|sick|medical|unpaid|study|annual)$/i.test(words[k - 1] ?? '') ? 'NOUN' : tag,
  );
  // wink has no lemma for some contractions typed without their apostrophe ("I dont.", "i cant."):
  // the word itself stands in, or the whole answer failed on them.
  const lemmas = (doc.tokens().out(its.lemma) as Array<string | undefined>).map((l, k) => (l ?? words[k] ?? '').toLowerCase());
  const found: Subject[] = [];
  const nouny = (k: number): boolean => ['NOUN', 'PROPN'].includes(pos[k]!);
  const add = (start: number, end: number): void => {
    // A time said around the thing ("the pregnancy last month") is not part of it.
    for (let k = start + 1; k <= end; k += 1) {
      if (TIME_UNITS.has(lemmas[k]!) && (pos[k - 1] === 'ADJ' || pos[k - 1] === 'NUM' || pos[k - 1] === 'DET')) {
        end = k - 2;
        break;
      }
    }
    // A pronoun with its verb the tagger took for a noun ends no phrase ("On Shabbat I'm at shul").
    while (end >= start && (!nouny(end) || /^(?:i['’]?m|i['’]ve|i['’]d|i['’]ll|we['’]re|we['’]ve|you['’]re|he['’]s|she['’]s|they['’]re|it['’]s)$/i.test(words[end]!))) end -= 1;
    while (start <= end && (pos[start] === 'NUM' || words[start] === '-')) start += 1;
    if (end < start) return;
    const head = lemmas[end]!;
    const nounModified = words.slice(start, end).some((_, k) => nouny(start + k));
    if (PEOPLE.has(head) || PEOPLE.has(words[end]!.toLowerCase()) || PLACE_WORDS.has(head) || !/^[a-z][a-z'’-]{2,}$/i.test(head) || CHAT_WORDS.test(head)) return;
    // A verb the tagger took for a noun: right after a subject pronoun ("he skips minyan", "I'm burning").
    if (/^(?:i|he|she|we|they|you|i'm|im|he's|she's)$/i.test(words[start - 1] ?? '') && /(?:s|ed|ing)$/i.test(words[start]!) && pos[start] === 'NOUN') return;
    if (/^(?:i'?m|he's|she's)$/i.test(words[start]!)) return;
    // A feeling before a verb the tagger took for a noun ("I feel so guilty leaving my son").
    if (pos[start] === 'ADJ' && /ing$/i.test(words[end]!) && /^(?:feel|feels|felt|feeling|so|very|really|too|am|i'?m|is|was|get|got)$/i.test(words[start - 1] ?? '')) return;
    // "My 15-year-old lives on her phone": someone's age, with a verb the tagger took for a noun.
    if (/(?:^|\s)(?:year|month|yr)s?[- ]old\b/i.test(words.slice(start, end + 1).join(' ').replace(/ - /g, '-'))) return;
    if ((EMPTY.has(head) || TIME_UNITS.has(head) || CALENDAR.test(head)) && !nounModified) return;
    // "Jewish sources", "the Torah's view": a phrase made only of words that carry nothing here.
    if (lemmas.slice(start, end + 1).every((l) => EMPTY.has(l) || /^(?:jewish|our|'s|’s)$/.test(l))) return;
    if (['today', 'tonight', 'tomorrow', 'yesterday'].includes(lemmas[start]!) && start < end) start += 1;
    const before = words[start - 1]?.toLowerCase() ?? '';
    const proper = pos[start] === 'PROPN' || (/^[A-Z]/.test(words[start]!) && start > 0);
    const det = YOUR[before] ?? (KEEP_DET.has(before) ? before : proper ? '' : DROP_DET.has(before) || ['ADP', 'VERB', 'AUX', 'CCONJ', 'ADV', 'PART'].includes(pos[start - 1] ?? '') ? 'the' : '');
    const phrase = words.slice(start, end + 1).join(' ').replace(/ (['’]s)\b/g, '$1').replace(/ - /g, '-');
    const text = `${det ? `${det} ` : ''}${start === 0 && !proper ? phrase.charAt(0).toLowerCase() + phrase.slice(1) : phrase}`.replace(/\b(?:my|our)\b/gi, 'your');
    if (!found.some((f) => f.head === head)) found.push({ text, head });
  };
  let i = 0;
  while (i < words.length) {
    // A phrase: (adjective | noun | number | "'s" | "-")* ending on a noun. A person inside it
    // ends it ("husband" in a mis-tagged "husband watches football").
    const start = i;
    let j = i;
    let verb = -1;
    while (j < words.length && (['ADJ', 'NOUN', 'PROPN', 'NUM'].includes(pos[j]!) || (/^['’]s$/.test(words[j]!) && j > start) || (words[j] === '-' && j > start))) {
      if (j > start && PEOPLE.has(lemmas[j - 1]!) && !/^['’]s$/.test(words[j]!) && words[j] !== '-') break;
      // A "noun" followed by "the", "a" or "our" was a verb ("neighbours practise the trombone").
      if (j > start && pos[j] === 'NOUN' && ['DET'].includes(pos[j + 1] ?? '') && ['NOUN', 'PROPN'].includes(pos[j - 1]!)) {
        verb = j;
        break;
      }
      j += 1;
    }
    if (j > start) add(start, j - 1);
    i = Math.max(verb >= 0 ? verb + 1 : j, i + 1);
  }
  return found;
}

// Hebrew: words that say nothing by themselves, people, and question words.
const HE_STOP = new Set([
  'זה', 'זאת', 'זו', 'אלה', 'אלו', 'הוא', 'היא', 'הם', 'הן', 'הזה', 'הזאת', 'הזו', 'האלה', 'היום', 'הזמן', 'הכל', 'הכול', 'היה', 'הייתה', 'היו',
  'הרבה', 'הכי', 'המון', 'הבא', 'הבאה', 'האחרון', 'האחרונה', 'הראשון', 'הראשונה', 'השני', 'השנייה', 'הדבר', 'הדברים', 'העניין', 'הבעיה', 'המצב',
  'השאלה', 'הפעם', 'הבית', 'השנה', 'השבוע', 'החודש', 'הלילה', 'הערב', 'הבוקר', 'הדרך', 'הסוף', 'ההתחלה',
  'הבעל', 'האישה', 'האשה', 'הילד', 'הילדה', 'הילדים', 'הבן', 'הבת', 'ההורים', 'האמא', 'האבא', 'האח', 'האחות', 'האחים', 'המשפחה', 'הזוג', 'החברים',
  'החברות', 'האנשים', 'התורה', 'היהדות', 'המקורות', 'הרב', 'השאר', 'האמת', 'עצמי', 'עצמו', 'עצמה', 'עצמך', 'עצמנו', 'עצמם', 'היחיד', 'היחידה',
  'הגדול', 'הגדולה', 'הקטן', 'הקטנה', 'החדש', 'החדשה', 'הישן', 'הטוב', 'הרע', 'הנכון', 'הזמנים', 'הפעמים', 'ההרגשה', 'התחושה',
]);

// Verbs that look like a definite noun: the hif'il past (הזמין, הפסיק), hitpa'el (התחתנו) unless
// it is a noun in -ות (התרגשות), and a word followed by "את" (it has an object: a verb).
function looksLikeVerb(word: string, next: string | undefined): boolean {
  if (/^הת/.test(word) && !/ות$/.test(word)) return true;
  // The present of a hollow verb (הולך, הופכת) and the hif'il infinitive's stem.
  if (/^הו[\u05D0-\u05EA]{2}(?:ת|ים|ות)?$/.test(word)) return true;
  if (/^ה[\u05D0-\u05EA]{2}י[\u05D0-\u05EA]$/.test(word)) return true;
  if (/^ה[\u05D0-\u05EA]{2,4}(?:תי|נו|תם|תן|ו)$/.test(word) && word.length <= 7) return true;
  return next === 'את' || next === 'אותי' || next === 'אותו' || next === 'אותה' || next === 'אותנו' || next === 'לי' || next === 'ממני';
}

// After "את" (which is also "you", feminine): people and the commonest verbs are not objects.
const HE_PERSON_OR_VERB = /^(?:בעל|אשת|ילד|בנ|בת|אמ|אב|הור|אח|חמ|גיס|כלת|חתנ)[\u05D0-\u05EA]{0,3}$|^(?:רוצה|יודעת|צריכה|חושבת|אומרת|מרגישה|עושה|יכולה|אוהבת|מבינה|רואה|שומעת|זוכרת)$/;

// The indefinite noun after a construct form: a plain word of three letters or more that is not a
// pronoun, a possessive, a preposition or a common verb of speech/being.
const CONSTRUCT_NEXT = /^(?![ה])(?!(?:שלי|שלך|שלו|שלה|שלנו|שלכם|שלהם|אני|אתה|את|הוא|היא|אנחנו|הם|זה|זאת|זו|של|על|עם|אצל|כי|אבל|גם|רק|כבר|עוד|לא|כן|היה|הייתה|יש|אין|עבר|עברה|נגמר|נגמרה|הזאת|הזה|הזו|אחרי|לפני|בלי|מאוד|ממש)$)[\u05D0-\u05EA]{3,}$/;

// Verbs in the feminine present that end like a noun in construct ("לא אוהבת הפתעות" is no "אוהבת of the surprises").
const FEMININE_VERB = /^(?:אוהבת|שונאת|יודעת|הולכת|כותבת|שומרת|לומדת|חושבת|אומרת|זוכרת|שוכחת|סופרת|מבקשת|מחפשת|צריכה|רוצה|עושה|רואה|קונה|מקבלת|נותנת|לוקחת|שולחת|מחכה|מבינה)$/;
const HIFIL_CONSTRUCT = /^(?:הצעת|הזמנת|הכרת|הבנת|הרגשת|הסכמת|הערכת|הבטחת|החלטת|השקעת|הכנת|הרצאת|הודעת|הוראת|הפתעת|הצגת|הקמת|הלוואת|הנחת|העברת)$/;

function hebrewSubjects(message: string): Subject[] {
  const found: Subject[] = [];
  const joined = new Set<number>();
  const tokens = message.split(/[^\u05D0-\u05EA"״'־]+/).filter((t) => t.length > 0);
  tokens.forEach((token, i) => {
    // The definite article after a prefix that does not swallow it (ו ש כש מ: והטלפון, מהעבודה),
    // or a word right after "את"; ב ל כ before ה contract in writing, so "להגיד" is no noun.
    const m = /^(?:ו|ש|כש|וכש|מ|ומ|שמ|וש)?ה([\u05D0-\u05EA"״'־]{3,})$/.exec(token);
    // "את" before a participle is "you" ("את מלחיצה אותי"), not the mark of an object; a noun in
    // construct after it ("את עוגת הדבש") is said with the word it belongs to, below.
    const objectOf = (tokens[i - 1] === 'את' || tokens[i - 1] === 'ואת') && !/^מ[\u05D0-\u05EA]{3,}$/.test(token) && !(/(?:ת|י)$/.test(token) && /^ה[\u05D0-\u05EA]{2,}$/.test(tokens[i + 1] ?? ''));
    const bare = m ? m[1]! : objectOf && token.length >= 3 ? token : null;
    // A quotation mark inside (ה'יהיה בסדר') marks quoted speech, not a noun.
    if (!bare || /['"״׳]/.test(bare.slice(0, -1))) return;
    const word = m ? `ה${bare}` : bare;
    if (HE_STOP.has(word) || HE_STOP.has(`ה${bare}`) || (m && looksLikeVerb(word, tokens[i + 1])) || HE_PERSON_OR_VERB.test(bare)) return;
    // A noun of the hif'il (הצעה, הזמנה, הכרה) in construct before an indefinite one ("הצעת עבודה"):
    // its ה is the word's own, not "the"; the phrase is no definite subject, and "צעת" is no head.
    if (m && token === word && HIFIL_CONSTRUCT.test(word) && CONSTRUCT_NEXT.test(tokens[i + 1] ?? '')) return;
    // A noun in construct before a definite one (שולחן השבת, כרטיס האשראי) belongs with it.
    const before = tokens[i - 1];
    const construct = m && !objectOf && token === word && before && before.length >= 3 && !HE_STOP.has(before) && /(?:ת|י)$/.test(before) && !/^[ושלבמכ]/.test(before) && !/^(?:את|על|עם|אל|של|כל|אחרי|לפני|בגלל|בלי|מול|ליד|גם|רק|עוד|כבר|לא|אני|הוא|היא|שלי|שלו|שלה|מאוד|ממש|כמו|יותר)$/.test(before) && !/^(?:ו|ש|כש|מ|ל|ב)?(?:אני|הוא|היא)$/.test(before) && !/^[\u05D0-\u05EA]{3,}(?:תי|נו)$/.test(before) && !FEMININE_VERB.test(before);
    const text = construct ? `${before} ${word}` : word;
    // A definite noun and the definite adjective after it are one thing (השעון המעורר).
    const following = tokens[i + 1];
    const adjective = following && /^ה[\u05D0-\u05EA]{3,}$/.test(following) && !HE_STOP.has(following) && !looksLikeVerb(following, tokens[i + 2]) && /(?:ת|ה|ים|ות|י|ר|ן|ל|ד)$/.test(following);
    if (found.some((f) => f.head === bare) || joined.has(i)) return;
    if (adjective) joined.add(i + 1);
    found.push({ text: adjective ? `${text} ${following}` : text, head: bare });
  });
  return found;
}

/** The things a message names, as the answer says them back (at most four, in the message's order). */
export function subjectsOf(message: string, language: GuideLanguage): Subject[] {
  const text = message.trim();
  if (text === '') return [];
  return (language === 'he' ? hebrewSubjects(text.replace(QUOTED_SPEECH_HE, ' ')) : englishSubjects(text)).slice(0, 4);
}

// Words someone said, quoted whole in Hebrew ("צעק עליי 'אתה לא מבין אותי ואף פעם לא הבנת'"): their
// verbs are no subjects ("הבנת'" is "you understood", not "the understanding" — answers round S28).
// A quoted word or two stays: it is often the very thing named ("ה'הצעה המיוחדת'").
const QUOTED_SPEECH_HE = /(?<=^|[\s(:—-])(['‘"“״])(?=\S)((?:\S+\s+){3,}?\S+?)(['’"”״])(?=$|[\s.,!?;:)—-])/g;

/** "a, b and c" / "א, ב ו־ג". */
export function joinNames(names: string[], language: GuideLanguage): string {
  if (names.length <= 1) return names[0] ?? '';
  const last = names[names.length - 1]!;
  return language === 'he' ? `${names.slice(0, -1).join(', ')} ו${/^[\u05D0-\u05EA]/.test(last) ? '' : '־'}${last}` : `${names.slice(0, -1).join(', ')} and ${last}`;
}
