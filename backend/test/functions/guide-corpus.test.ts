// The guide's corpus: every entry is complete (ref, Hebrew/Aramaic original, English rendering,
// tags, licence), ids are unique, references resolve, and retrieval respects a corpus slice.
import { CORPUS, corpusStats, getEntry, resolveSource, searchCorpus, toTorahSource } from '../../../supabase/functions/_shared/corpus/index.ts';
import { hebrewRef } from '../../../supabase/functions/_shared/corpus/hebrew-ref.ts';
import { answerQuestion } from '../../../supabase/functions/_shared/guide/index.ts';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

describe('guide corpus', () => {
  test('holds a few hundred complete entries with unique ids and a licence each', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(250);
    expect(new Set(CORPUS.map((e) => e.id)).size).toBe(CORPUS.length);
    for (const e of CORPUS) {
      expect(e.ref).toMatch(/^[A-Z0-9][\w' ,().:-]+$/);
      expect(e.he).toMatch(/[\u05D0-\u05EA]{2}/);
      expect(e.he).not.toMatch(/[A-Za-z]/);
      expect(e.en.length).toBeGreaterThan(10);
      expect(e.tags.length).toBeGreaterThan(0);
      expect(e.licence).toMatch(/public domain/);
      expect(e.licence).not.toMatch(/\bNC\b|NonCommercial/i);
      expect(getEntry(e.id)).toBe(e);
    }
    expect(corpusStats().entries).toBe(CORPUS.length);
  });

  test('a reference resolves by id or as written, with common spellings', () => {
    expect(resolveSource('Proverbs 15:1')?.id).toBe('proverbs-15-1');
    expect(resolveSource('proverbs-15-1')?.ref).toBe('Proverbs 15:1');
    expect(resolveSource('Psalm 133:1')?.ref).toBe('Psalms 133:1');
    expect(resolveSource('Avot 1:12')?.ref).toBe('Pirkei Avot 1:12');
    expect(resolveSource('Berakhot 99z')).toBeUndefined();
  });

  test('retrieval finds sources on the subject and keeps to a slice', () => {
    const anger = searchCorpus('anger temper yelling calm', { limit: 3 });
    expect(anger.length).toBe(3);
    for (const e of anger) expect(e.tags.some((t) => /anger|calm|patience|self-control/.test(t))).toBe(true);
    const talmudOnly = searchCorpus('anger temper yelling calm', { limit: 5, slice: { collections: ['talmud'] } });
    expect(talmudOnly.length).toBeGreaterThan(0);
    for (const e of talmudOnly) expect(e.collection).toBe('talmud');
    expect(searchCorpus('in-laws visits boundaries', { limit: 3 }).map((e) => e.ref)).toContain('Genesis 2:24');
  });

  test('every reference has a Hebrew form for Hebrew answers', () => {
    expect(hebrewRef('Proverbs 15:1')).toBe('משלי טו, א');
    expect(hebrewRef('Psalms 116:1')).toBe('תהלים קטז, א');
    expect(hebrewRef('Bava Metzia 59a')).toBe('בבא מציעא נט ע״א');
    expect(hebrewRef("Mishneh Torah, De'ot 6:6")).toBe('רמב״ם, הלכות דעות ו, ו');
    for (const e of CORPUS) expect(hebrewRef(e.ref)).toMatch(/^[\u05D0-\u05EA״ ,]+$/);
    // Each answer carries it beside the ref, for the Hebrew sources panel.
    expect(toTorahSource(getEntry('proverbs-15-1')!)).toMatchObject({ ref: 'Proverbs 15:1', ref_he: 'משלי טו, א' });
  });

  test('an engine configuration (persona + corpus slice) answers only from its slice, for ordinary and halachic questions', async () => {
    const persona = { id: 'talmud-only', name: 'Talmud guide', focus: 'anger patience' };
    for (const message of ['How do I stay calm when my wife criticises me?', 'Is it permitted to carry on Shabbat without an eruv?']) {
      const answer = await answerQuestion({ message, persona, corpusSlice: { collections: ['talmud'] } });
      expect(answer.torah_sources.length).toBeGreaterThan(0);
      for (const source of answer.torah_sources) expect(getEntry(source.id)?.collection).toBe('talmud');
      expect(answer.engine.persona).toBe('talmud-only');
    }
  });

  test('the demo seed stores its answer’s sources as the functions do, Hebrew reference included', () => {
    // A plain "Yevamot 62b" in the seed showed the English reference on a Hebrew page (issue 32).
    const seed = readFileSync(fileURLToPath(new URL('../../../supabase/seed.sql', import.meta.url)), 'utf8');
    const stored = [...seed.matchAll(/'(\{[^']*"torah_sources": \[\{[^']*\})'/g)].flatMap((m) => (JSON.parse(m[1]!) as { torah_sources: unknown[] }).torah_sources);
    expect(stored.length).toBeGreaterThan(0);
    for (const source of stored) {
      const entry = getEntry((source as { id: string }).id);
      expect(entry).toBeDefined();
      expect(source).toEqual(toTorahSource(entry!));
    }
    expect(seed).not.toMatch(/"torah_sources": \["/);
  });
});
