// One corpus entry: a canonical reference, the original text, an English rendering, topic tags and
// its licence. Every source the guide cites resolves to one of these (see index.ts).

export type Collection = 'tanakh' | 'mishnah' | 'talmud' | 'midrash' | 'rambam' | 'mussar' | 'liturgy';

export interface CorpusEntry {
  /** Stable id from the ref, e.g. "proverbs-15-1". */
  id: string;
  /** Canonical reference, e.g. "Proverbs 15:1", "Bava Metzia 59a", "Pirkei Avot 1:12". */
  ref: string;
  collection: Collection;
  /** Hebrew or Aramaic original (public domain). */
  he: string;
  /** English rendering written for Shalom Bayit. */
  en: string;
  tags: string[];
  licence: string;
}

export const ORIGINAL_AND_OWN_RENDERING =
  'Hebrew/Aramaic original: public domain. English: own rendering written for Shalom Bayit, CC0-1.0.';

export function refToId(ref: string): string {
  return ref
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** `ref` may end in "#2", "#3" for further passages of the same page: same ref, distinct id. */
export function entry(collection: Collection, ref: string, tags: string[], he: string, en: string): CorpusEntry {
  const [canonical = ref, part] = ref.split('#');
  return {
    id: part ? `${refToId(canonical)}-${part}` : refToId(canonical),
    ref: canonical,
    collection,
    he,
    en,
    tags,
    licence: ORIGINAL_AND_OWN_RENDERING,
  };
}
