import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkCatalogs, messageShape } from './i18nChecks';

/** A throwaway app: its src/ files, written from a path -> text map. */
function fixtureApp(files: Record<string, string>): string {
  const srcDir = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-checks-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(srcDir, file)), { recursive: true });
    fs.writeFileSync(path.join(srcDir, file), text);
  }
  return srcDir;
}

const code = `
import { catalog } from './i18n/catalog';
const LABELS = { a: catalog.msg('label.a') };
export function Page() {
  const t = catalog.useT();
  return <p title={t('page.title')}><catalog.Trans id="page.body" components={{ 0: <b /> }} /></p>;
}
`;

const inStep = {
  'Page.tsx': code,
  'i18n/en.json': JSON.stringify({ 'label.a': 'A', 'page.title': 'Title', 'page.body': 'Hello <0>you</0>' }),
  'i18n/he.json': JSON.stringify({ 'label.a': 'א', 'page.title': 'כותרת', 'page.body': 'שלום <0>לך</0>' }),
  'Page.test.tsx': "t('only.in.a.test')",
};

describe('checkCatalogs', () => {
  it('finds nothing wrong when code and catalogs agree (tests are not uses)', () => {
    const result = checkCatalogs(fixtureApp(inStep));
    expect(result.usedIds).toEqual(new Set(['label.a', 'page.title', 'page.body']));
    for (const list of [result.missing, result.unused, result.untranslated, result.dynamic, result.mismatchedPlaceholders]) {
      expect(list).toEqual([]);
    }
  });

  it('reports an id the code uses that the Hebrew catalog lacks', () => {
    const result = checkCatalogs(
      fixtureApp({ ...inStep, 'i18n/he.json': JSON.stringify({ 'label.a': 'א', 'page.body': 'שלום <0>לך</0>' }) }),
    );
    expect(result.untranslated).toEqual(['i18n/he.json: page.title']);
  });

  it('reports an id the code uses that no catalog has, with where it is used', () => {
    const result = checkCatalogs(fixtureApp({ ...inStep, 'Other.tsx': "const x = catalog.t('nowhere.to.be.found');" }));
    expect(result.missing).toEqual(['nowhere.to.be.found (Other.tsx:1)']);
  });

  it('reports catalog keys nothing uses, and translations of keys English does not have', () => {
    const result = checkCatalogs(
      fixtureApp({
        ...inStep,
        'i18n/en.json': JSON.stringify({ 'label.a': 'A', 'page.title': 'Title', 'page.body': 'Hello <0>you</0>', stale: 'Old' }),
        'i18n/he.json': JSON.stringify({ 'label.a': 'א', 'page.title': 'כותרת', 'page.body': 'שלום <0>לך</0>', stale: 'ישן', orphan: 'יתום' }),
      }),
    );
    expect(result.unused).toEqual(['stale (i18n)']);
    expect(result.extraTranslations).toEqual(['i18n/he.json: orphan']);
  });

  it('refuses ids built at run time, which nothing could check', () => {
    const result = checkCatalogs(
      fixtureApp({
        ...inStep,
        'Dynamic.tsx': "const f = (k: string) => t(`page.${k}`);\nconst g = (k: string) => t('page.' + k);\nconst h = (o: { label: Id }) => t(o.label);",
      }),
    );
    expect(result.dynamic).toEqual(['Dynamic.tsx:1', 'Dynamic.tsx:2']);
  });

  it('reports a translation that invents a placeholder, drops a tag, or lacks a Hebrew plural form', () => {
    const result = checkCatalogs(
      fixtureApp({
        ...inStep,
        'More.tsx': "t('count'); t('named');",
        'i18n/en.json': JSON.stringify({ 'label.a': 'A', 'page.title': 'Title', 'page.body': 'Hello <0>you</0>', count: '{n} selected', named: 'Hi {name}' }),
        'i18n/he.json': JSON.stringify({
          'label.a': 'א',
          'page.title': 'כותרת',
          'page.body': 'שלום לך',
          count: '{n, plural, one {אחד} other {# נבחרו}}',
          named: 'שלום {nmae}',
        }),
      }),
    );
    expect(result.mismatchedPlaceholders).toEqual([
      'i18n/he.json: page.body has {} <>, English {} <0>',
      'i18n/he.json: named has {nmae} <>, English {name} <>',
    ]);
    expect(result.badPlurals).toEqual(['i18n/he.json: count {n} needs one/two/other, has one/other']);
  });

  it('reports the same id in two catalogs of one app', () => {
    const result = checkCatalogs(
      fixtureApp({ ...inStep, 'pages/i18n/en.json': JSON.stringify({ 'page.title': 'T' }), 'pages/i18n/he.json': JSON.stringify({ 'page.title': 'ט' }) }),
    );
    expect(result.duplicateIds).toEqual(['page.title (i18n and pages/i18n)']);
  });
});

describe('messageShape', () => {
  it('lists placeholders, tags and plural cases, and throws on broken ICU', () => {
    expect(messageShape('{count, plural, one {<0>#</0> item} other {# items}} for {name}')).toEqual({
      args: ['count', 'name'],
      tags: ['0'],
      pluralCases: { count: ['one', 'other'] },
    });
    expect(() => messageShape('Hello {name')).toThrow();
  });
});
