// The bundled corpus and its retrieval. MiniSearch (a maintained full-text search library) ranks
// entries by their English rendering, tags and reference; the guide adds topic words to the query
// (see ../guide/topics.ts), so a Hebrew question also finds English-tagged sources.
import MiniSearch from 'minisearch';
import type { Collection, CorpusEntry } from './entry.ts';
import { hebrewRef } from './hebrew-ref.ts';
import { LITURGY } from './liturgy.ts';
import { MIDRASH, MISHNAH, MUSSAR, RAMBAM, TALMUD } from './rabbinic.ts';
import { TANAKH } from './tanakh.ts';

export type { Collection, CorpusEntry } from './entry.ts';

export const CORPUS: readonly CorpusEntry[] = [...TANAKH, ...MISHNAH, ...TALMUD, ...MIDRASH, ...RAMBAM, ...MUSSAR, ...LITURGY];

const BY_ID = new Map(CORPUS.map((e) => [e.id, e]));
if (BY_ID.size !== CORPUS.length) throw new Error('corpus: two entries share an id');

/** A subset of the corpus a persona draws from (test-chat models are configured with one). */
export interface CorpusSlice {
  collections?: Collection[];
  /** Keep only entries carrying at least one of these tags. */
  tags?: string[];
}

/** What an API answer carries for each source: enough to show it and to check its licence. */
export interface TorahSource {
  id: string;
  ref: string;
  /** The reference as a Hebrew reader writes it (משלי טו, א), shown when the app is in Hebrew. */
  ref_he: string;
  text: string;
  he: string;
  licence: string;
}

export function getEntry(id: string): CorpusEntry | undefined {
  return BY_ID.get(id);
}

export function toTorahSource(entry: CorpusEntry): TorahSource {
  return { id: entry.id, ref: entry.ref, ref_he: hebrewRef(entry.ref), text: entry.en, he: entry.he, licence: entry.licence };
}

/** The entry an id or a reference names ("Proverbs 15:1", "proverbs-15-1"), if any. */
export function resolveSource(idOrRef: string): CorpusEntry | undefined {
  const byId = BY_ID.get(idOrRef.trim());
  if (byId) return byId;
  const wanted = normaliseRef(idOrRef);
  return CORPUS.find((e) => normaliseRef(e.ref) === wanted);
}

function normaliseRef(ref: string): string {
  return ref
    .toLowerCase()
    .replace(/^(?:mishneh torah,?\s*|talmud,?\s*|bavli,?\s*|b\.\s*)/, '')
    .replace(/\bpsalm\b/, 'psalms')
    .replace(/\bavot\b/, 'pirkei avot')
    .replace(/\bpirkei pirkei\b/, 'pirkei')
    .replace(/[^a-z0-9:]+/g, ' ')
    .trim();
}

// Hebrew function words (and the verbs of saying that open a mishnah: "הלל אומר"), matched after
// the stem, so "ואני" and "שלנו" go too.
const HEBREW_STOP = new Set(
  'אני אתה את הוא היא אנחנו אתם הם הן של על עם לא כן מה מי איך למה זה זאת זו אם כי גם רק כל יש אין אבל או אז עוד כבר מאוד היה הית היו להיות אומר אמר שלי שלך שלו שלה שלנו לי לך לו לה לנו לכם להם אות אותו אות אל מן עד אחרי לפני בין כמו אשר כאשר'.split(' '),
);

const STOP_WORDS = new Set(
  'a an and are as at be but by can could did do does for from had has have he her him his how i if in into is it its me my no not of on or our out she so some than that the their them then there they this to too up us was we were what when where which who why will with would you your yours'.split(
    ' ',
  ),
);

/**
 * A light Hebrew stem, so "אשה חכמה בונה את הבית" meets "חכמות נשים בנתה ביתה": the letters that
 * join a word (ו ה ב ל מ ש כ), then a plural or feminine ending, each only while three letters stay
 * — a word is never cut below a root's length (בית stays בית). Query and corpus share it.
 */
function hebrewStem(word: string): string {
  let w = word.replace(/["״׳'\u0591-\u05C7]/g, '');
  // ו and ה join any word; ב ל מ ש כ may be the root's own first letter, so they are taken only
  // from a longer word. The prefix goes first: הבית → בית, and then בית keeps its ת.
  const prefix = /^(?:וכש|כש|וש|וה|וב|ול|ומ|שה|מה|לה|בה|[והבלמשכ])/.exec(w);
  const keep = prefix && prefix[0].length === 1 && !/[וה]/.test(prefix[0]) ? 4 : 3;
  if (prefix && w.length - prefix[0].length >= keep) w = w.slice(prefix[0].length);
  const suffix = /(?:ים|ות|ה|ת)$/.exec(w);
  if (suffix && w.length - suffix[0].length >= 3) w = w.slice(0, -suffix[0].length);
  return w;
}

/** Lower case, no stop words, and a light English suffix trim so "listening" meets "listen". */
function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (lower.length < 2 || STOP_WORDS.has(lower)) return null;
  if (/[\u0590-\u05FF]/.test(lower)) {
    const stem = hebrewStem(lower);
    return HEBREW_STOP.has(stem) || HEBREW_STOP.has(lower) || HEBREW_STOP.has(lower.replace(/^(?:וש|וה|[ושהבלמכ])/, '')) ? null : stem;
  }
  return lower.replace(/(?:ing|ed|es|s)$/, '').replace(/(.)\1$/, '$1') || lower;
}

const index = new MiniSearch<CorpusEntry & { tagText: string }>({
  fields: ['en', 'tagText', 'ref', 'he'],
  storeFields: ['id'],
  processTerm,
  searchOptions: { boost: { tagText: 3, en: 1, ref: 0.5, he: 1 }, prefix: true, fuzzy: 0.15, combineWith: 'OR' },
});
index.addAll(CORPUS.map((e) => ({ ...e, tagText: e.tags.map((t) => t.replace(/-/g, ' ')).join(' ') })));

function inSlice(entry: CorpusEntry, slice: CorpusSlice | undefined): boolean {
  if (!slice) return true;
  if (slice.collections && !slice.collections.includes(entry.collection)) return false;
  if (slice.tags && !entry.tags.some((t) => slice.tags!.includes(t))) return false;
  return true;
}

export interface SearchOptions {
  slice?: CorpusSlice;
  limit?: number;
  /** Ids never to return (e.g. sources already used in this answer). */
  exclude?: ReadonlySet<string>;
}

/** The best-matching entries for a query, best first; empty when nothing matches. */
export function searchCorpus(query: string, options: SearchOptions = {}): CorpusEntry[] {
  const limit = options.limit ?? 3;
  const results = index.search(query, {
    filter: (result) => {
      const e = BY_ID.get(result.id as string);
      return !!e && inSlice(e, options.slice) && !options.exclude?.has(e.id);
    },
  });
  const out: CorpusEntry[] = [];
  for (const result of results) {
    const e = BY_ID.get(result.id as string);
    if (e) out.push(e);
    if (out.length >= limit) break;
  }
  return out;
}

/** The entries a query matches, best first, with the query terms each one matched (for quoted words). */
export function searchCorpusTerms(query: string, options: SearchOptions = {}): Array<{ entry: CorpusEntry; terms: string[] }> {
  const limit = options.limit ?? 3;
  const out: Array<{ entry: CorpusEntry; terms: string[] }> = [];
  for (const result of index.search(query, { fields: ['en', 'he'], fuzzy: 0, prefix: true })) {
    const e = BY_ID.get(result.id as string);
    if (!e || !inSlice(e, options.slice) || options.exclude?.has(e.id)) continue;
    out.push({ entry: e, terms: result.queryTerms ?? result.terms });
    if (out.length >= limit) break;
  }
  return out;
}

/** Entries carrying a tag, in corpus order (used when a topic has a known best source). */
export function entriesTagged(tag: string, slice?: CorpusSlice): CorpusEntry[] {
  return CORPUS.filter((e) => e.tags.includes(tag) && inSlice(e, slice));
}

export function corpusStats(): { entries: number; kilobytes: number; byCollection: Record<string, number> } {
  const byCollection: Record<string, number> = {};
  let bytes = 0;
  const encoder = new TextEncoder();
  for (const e of CORPUS) {
    byCollection[e.collection] = (byCollection[e.collection] ?? 0) + 1;
    bytes += encoder.encode(JSON.stringify(e)).length;
  }
  return { entries: CORPUS.length, kilobytes: Math.round((bytes / 1024) * 10) / 10, byCollection };
}
