// Undoes the ways people (and people hiding from someone) write a dangerous word so that a phrase
// list misses it: look-alike letters from other scripts, digits and symbols for letters (k1ll),
// spaced or dotted letters (k i l l), stretched letters (diiiie), emoji for words, Hebrew points
// (niqqud), and the commonest typos of the words that matter. The detectors read both the plain
// and the undone text, so nothing a person wrote plainly is lost by the undoing.

import { hebrewDigitsToLetters, rejoinHebrewLetters, unstretchHebrew } from './hebrew-spacing.ts';
import { REAL_WORDS_NEAR_KEY_WORDS } from './real-words.ts';

const HEBREW_POINTS = /[\u0591-\u05BD\u05BF-\u05C7]/g;
const LATIN = /[a-z]/;
const CYRILLIC_OR_GREEK = /[\u0370-\u03FF\u0400-\u04FF]/;

// Cyrillic and Greek letters that look like Latin ones (lower case; the text is lowered first).
const LOOK_ALIKES: Record<string, string> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x',
  і: 'i', ї: 'i', ј: 'j', ѕ: 's', ԁ: 'd', ɡ: 'g', һ: 'h', ӏ: 'l', ү: 'y', ԛ: 'q', ԝ: 'w',
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ϲ: 'c', ј̇: 'j',
};

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '9': 'g', '@': 'a', $: 's', '!': 'i', '|': 'l', '€': 'e' };

const EMOJI: Array<[RegExp, string]> = [
  [/[🔪🗡⚔]/gu, ' knife '],
  [/🔫/gu, ' gun '],
  [/💊/gu, ' pills '],
  [/[💀☠⚰🪦]/gu, ' die '],
  [/🪢/gu, ' rope '],
  [/🌉/gu, ' bridge '],
  [/🩸/gu, ' blood '],
  [/🌊/gu, ' sea '],
  [/🪨/gu, ' stones '],
  [/[🚆🚂🚄🚅🚇🚉]/gu, ' train '],
  [/👋/gu, ' slap '],
  [/🦶/gu, ' kick '],
  [/[👊🤛🤜]/gu, ' punch '],
  [/🤕/gu, ' hurt '],
];

// Words whose misspelling or disguise must not hide them, and the common words around them, for
// rejoining spaced letters ("i w a n t t o d i e") and choosing among stretched-letter readings.
const KEY_WORDS = [
  'suicide', 'suicidal', 'myself', 'himself', 'herself', 'overdose', 'strangled', 'strangles', 'choked', 'chokes',
  'punched', 'slapped', 'threatened', 'threatens', 'threatening', 'passport', 'bruises', 'bruised', 'razor',
  'kill', 'killing', 'die', 'dying', 'dead', 'death', 'hurt', 'hurts', 'hurting', 'cut', 'cutting', 'end', 'ending',
  'life', 'live', 'living', 'alive', 'wake', 'rape', 'raped', 'hit', 'hits', 'beat', 'beats', 'slap', 'punch', 'kick',
  'push', 'pushed', 'choke', 'pills', 'rope', 'gun', 'knife', 'bridge', 'jump', 'hang', 'want', 'wanna', 'to', 'i',
  'me', 'my', 'he', 'she', 'him', 'her', 'his', 'wants', 'going', 'gonna', 'will', 'it', 'all', 'not', 'dont', 'no',
  'more', 'anymore', 'husband', 'wife', 'kids', 'baby', 'sex', 'forces', 'forced', 'touch', 'touches', 'help',
  'please', 'go', 'on', 'be', 'am', 'so', 'just', 'the', 'a', 'and', 'of', 'us', 'we', 'you', 'kms', 'unalive',
  'think', 'thinking', 'about', 'every', 'anymore', 'useless', 'better', 'jumping', 'balcony', 'roof', 'access', 'here',
  'tired', 'everything', 'nothing', 'pills', 'knife', 'bruises', 'husband', 'because', 'really', 'without', 'again', 'strangle', 'touched',
  'wall', 'tree', 'truck', 'traffic', 'drive', 'driving', 'into',
];
const DICTIONARY = new Set(KEY_WORDS);
// Only long words are corrected for typos: a short word is one letter away from too many others.
const TYPO_TARGETS = KEY_WORDS.filter((w) => w.length >= 6);

function lookAlikesToLatin(token: string, latinMessage: boolean): string {
  if (!CYRILLIC_OR_GREEK.test(token)) return token;
  if (!LATIN.test(token) && !latinMessage) return token;
  let out = '';
  for (const ch of token) out += LOOK_ALIKES[ch] ?? ch;
  return out;
}

const NUMBER_WITH_UNIT = /^\d+(?:st|nd|rd|th|am|pm|yo|kg|km|mg|ml|min|mins|hrs?)[!?.,:;)]*$|^\d{2,}s[!?.,:;)]*$/;

function leetToLetters(token: string): string {
  if (!/[a-z]/.test(token) || !/[0-9@$!|€]/.test(token)) return token;
  // A number with its ending or unit is a number: "the 9th floor", "at 5pm", "my 3yo", "in our 40s".
  if (NUMBER_WITH_UNIT.test(token)) return token;
  // Keep a trailing "!" or a number that is a number ("2 kids", "24/7").
  const core = token.replace(/[!?.,]+$/, '');
  const tail = token.slice(core.length);
  let out = '';
  for (const ch of core) out += LEET[ch] ?? ch;
  return out + tail;
}

// Words a star or a hash stands in for a letter of ("r*ped", "k*ll", "s**cide"), beside the key
// words: only filled in, never a typo target (one edit from "abused" is "amused").
const MASK_TARGETS = [...KEY_WORDS, 'abuse', 'abused', 'abusing', 'molest', 'molested', 'molesting', 'rapist', 'assault', 'assaulted', 'murder', 'stab', 'shoot', 'overdosed', 'killed'];

const MASKED_TO_SAY = new Set(['rape', 'raped', 'kill', 'killed', 'suicide', 'die', 'dead', 'abuse', 'abused', 'molested', 'murder']);

/** A word with one or two letters masked by "*" or "#", filled in when exactly a known word fits. */
function unmask(token: string): string {
  const m = /^([a-z]*[*#]{1,2}[a-z]*)([!?.,]*)$/.exec(token);
  if (!m || m[1]!.replace(/[*#]/g, '').length < 2) return token;
  const shape = new RegExp(`^${m[1]!.replace(/[*#]/g, '[a-z]')}$`);
  const fits = [...new Set(MASK_TARGETS.filter((w) => shape.test(w)))];
  // Where two fit ("r*pe": rape or rope), the word people mask to say it is the one meant.
  const word = fits.length === 1 ? fits[0] : fits.find((w) => MASKED_TO_SAY.has(w));
  return word === undefined ? token : word + m[2]!;
}

function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  if (a === b) return true;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    // one substitution, or two neighbours swapped
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function unstretch(token: string): string {
  if (!/(\p{L})\1\1/u.test(token)) return token;
  const once = token.replace(/(\p{L})\1+/gu, '$1');
  const twice = token.replace(/(\p{L})\1+/gu, '$1$1');
  if (DICTIONARY.has(twice)) return twice;
  if (DICTIONARY.has(once)) return once;
  // Some words keep one double letter ("killl" → "kill", "myseeelf" → "myself").
  const mixed = token.replace(/(\p{L})\1{2,}/gu, '$1');
  if (DICTIONARY.has(mixed)) return mixed;
  // Three of a letter can be a symbol read as one ("k!ll|ng" → killlng): a typo, not a stretch.
  const fixed = fixTypo(token);
  return fixed !== token ? fixed : once;
}

/** Two neighbouring letters typed the wrong way round ("wnat", "tihnk"). */
function swapped(a: string, b: string): boolean {
  if (a.length !== b.length || a === b) return false;
  let i = 0;
  while (a[i] === b[i]) i++;
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/**
 * A misspelt key word, corrected ("sucide" → suicide). An English word is never a typo: words one
 * edit from a key word, such as "sending", "willing", "putting" and "fridge", were read as "ending",
 * "killing", "cutting" and "bridge" and made false alarms (real-words.ts lists them; the generator
 * calls this with `realWordsToo` to find them).
 */
export function fixTypo(token: string, realWordsToo = false): string {
  if (token.length < 4 || DICTIONARY.has(token) || !/^[a-z]+$/.test(token)) return token;
  if (!realWordsToo && REAL_WORDS_NEAR_KEY_WORDS.has(token)) return token;
  if (token.length >= 5) for (const target of TYPO_TARGETS) if (withinOneEdit(token, target)) return target;
  for (const target of KEY_WORDS) if (target.length >= 4 && swapped(token, target)) return target;
  return token;
}

/** Greedy longest-match segmentation of letters that were typed apart ("iwanttodie"). */
function segment(run: string): string {
  const words: string[] = [];
  let i = 0;
  while (i < run.length) {
    let taken = 1;
    for (let len = Math.min(10, run.length - i); len > 1; len--) {
      if (DICTIONARY.has(run.slice(i, i + len))) {
        taken = len;
        break;
      }
    }
    words.push(run.slice(i, i + taken));
    i += taken;
  }
  // Glue the single letters that no word claimed back onto their neighbours.
  return words.join(' ').replace(/\b(\w) (?=\w\b)/g, '$1');
}

// A word typed with a mark between its letters ("h.i.r.b.i.t.z"), the words apart by spaces.
const DOTTED_WORD = /(?<![\p{L}\p{N}])[a-z](?:[.\-_*][a-z])+[.\-_*]?(?![\p{L}\p{N}])/gu;

const DOTTED_PAIR = new RegExp(`${DOTTED_WORD.source}\\s+${DOTTED_WORD.source}`, 'u');

/** "h.u. h.i.r.b.i.t.z l.i." → "hu hirbitz li": each dotted word joined, the spaces kept. */
function rejoinDottedWords(text: string): string {
  const dotted = text.match(DOTTED_WORD) ?? [];
  // A dotted word of three letters or more, or two dotted words in a row, is on purpose; "e.g."
  // or "5 p.m." alone is not.
  const onPurpose = dotted.some((word) => word.replace(/[^a-z]/g, '').length >= 3) || DOTTED_PAIR.test(text);
  if (!onPurpose) return text;
  return text.replace(DOTTED_WORD, (word) => word.replace(/[^a-z]/g, ''));
}

function rejoinSpacedLetters(undotted: string): string {
  // A digit for a letter inside letters typed apart ("i w a n t t o d 1 e"): the letter it stands for.
  const text = rejoinDottedWords(undotted).replace(/(?<=(?:^|\s)[a-z][\s.\-_*]{1,3})[013457@$](?=[\s.\-_*]{1,3}[a-z](?![\p{L}\p{N}]))/gu, (digit) => LEET[digit] ?? digit);
  // Three or more single letters separated by spaces, dots, dashes, underscores or stars.
  const latin = text.replace(/(?<![\p{L}\p{N}])(?:[a-z][\s.\-_*]{1,3}){2,}[a-z](?![\p{L}\p{N}])/gu, (m) => ` ${segment(m.replace(/[\s.\-_*]+/g, ''))} `);
  return rejoinHebrewLetters(latin);
}

/** Lower case, one kind of apostrophe and quote, Hebrew without points, spaces collapsed. */
export function plainForm(text: string): string {
  return text
    .normalize('NFKC')
    .toLocaleLowerCase()
    .replace(HEBREW_POINTS, '')
    .replace(/\u05BE/g, '-')
    .replace(/[’‘ʼ`´]/g, "'")
    .replace(/[“”„״]/g, '"')
    .replace(/׳/g, "'")
    .replace(/[\u200B-\u200F\u2060\uFE0F]/g, '')
    .replace(/[ \t]+/g, ' ');
}

// Letters typed one by one, the words told apart by a wider gap ("b a l i  m a r b i t z  l i"):
// two or more such words in a row. The gap is read before spaces are collapsed, where the greedy
// segmentation of one long run would cut words it does not know ("balimarb it z…").
// (A digit or a symbol may stand for a letter: "k 1 l l  m y s 3 l f".)
const LETTER = '[A-Za-z\u05D0-\u05EA0-9@$]';
const SPACED_WORD = `${LETTER}(?: ${LETTER})+`;
const SPACED_WORDS = new RegExp(`(?<![\\p{L}\\p{N}])${SPACED_WORD}(?:[ \\t]{2,}(?:${SPACED_WORD}|${LETTER}))+(?![\\p{L}\\p{N}])`, 'gu');

function joinWordSpacedLetters(text: string): string {
  return text.replace(SPACED_WORDS, (run) =>
    run
      .split(/[ \t]{2,}/)
      .map((word) => {
        const joined = leetToLetters(word.replace(/ /g, ''));
        // A group that is several known words run together ("i w a n t") is cut into them.
        const parts = segment(joined.toLowerCase()).split(' ');
        return parts.length > 1 && parts.every((part) => DICTIONARY.has(part)) ? parts.join(' ') : joined;
      })
      .join(' '),
  );
}

/** The text with its disguises undone (see the file's opening). */
export function undisguise(text: string): string {
  let out = plainForm(joinWordSpacedLetters(text));
  for (const [pattern, word] of EMOJI) out = out.replace(pattern, word);
  const latinCount = (out.match(/[a-z]/g) ?? []).length;
  const cyrillicCount = (out.match(/[\u0400-\u04FF]/g) ?? []).length;
  const latinMessage = latinCount > 3 * cyrillicCount;
  // Written all in digits for letters ("i d0n7 w4n7 70 b3 h3r3"): then "70" is "to" too.
  const leetMessage = (out.match(/[a-z]+[0-9@$]+[a-z0-9]*|[0-9@$]+[a-z]+/g) ?? []).length >= 3;
  out = out
    .split(/(\s+)/)
    .map((part) => {
      if (/\s/.test(part)) return part;
      if (leetMessage && /^[0-9]{2,3}$/.test(part)) return [...part].map((ch) => LEET[ch] ?? ch).join('');
      // In Hebrew a 0 or 1 stands for ו ("למ0ת").
      // In Hebrew a digit stands for a letter ("למ0ת"), and a final ן inside a word for a ו ("רןצה").
      if (/[\u05D0-\u05EA]/.test(part)) return hebrewDigitsToLetters(part).replace(/ן(?=[\u05D0-\u05EA])/g, 'ו');
      return leetToLetters(unmask(lookAlikesToLatin(part, latinMessage)));
    })
    .join('');
  out = rejoinSpacedLetters(out);
  out = out.replace(/[\p{L}']+/gu, (word) => (/[\u05D0-\u05EA]/.test(word) ? unstretchHebrew(word) : fixTypo(unstretch(word))));
  return out.replace(/[ \t]+/g, ' ').trim();
}

/** Transliterated Hebrew without the apostrophes it is sometimes written with (ha'tinok → hatinok). */
export function withoutInnerApostrophes(text: string): string {
  return text.replace(/(?<=[a-z])['"](?=[a-z])/g, '');
}

/** One spelling of transliterated Hebrew: no inner apostrophes, kh as ch (khamoti → chamoti). */
export function transliterationSpelling(text: string): string {
  // The article written apart: "ha yeled", "ha-yeled" → hayeled.
  // A prefix joined with a hyphen ("la-mut", "ba-bayit", "mi-she"): one word, as the vocabularies
  // write it; "ve-" and "u-" (and) stay apart, as a word of their own before the next.
  return withoutInnerApostrophes(text)
    .replace(/kh/g, 'ch')
    .replace(/\b(?:ve|va|u)-(?=[a-z])/g, 've ')
    .replace(/\bha[ -](?=[a-z]{3,})/g, 'ha')
    .replace(/\b(la|le|li|ba|be|bi|mi|me|ke|ka|she|sh)-(?=[a-z]{2,})/g, '$1');
}

/**
 * Transliterated Hebrew with its one-word prefixes written apart ("lamikve" → "la mikve",
 * "beshabat" → "be shabat", "vehatinok" → "ve hatinok"), so a word of practice is found whatever
 * was written before it. Read beside the text as written, never instead of it: an English word cut
 * this way ("be lieve") names nothing.
 */
export function withPrefixesApart(text: string): string {
  return text.replace(/\b(veha|vela|veba|sheha|shela|miha|she|ve|ha|la|le|li|ba|be|bi|mi|me|ke|ka|sh|u)(?=[a-z]{4,}\b)/g, '$1 ');
}
