/**
 * The catalog test every app runs (`describeCatalogs(appDir)` in src/i18n/catalogs.test.ts): the
 * message ids its code uses and the keys its catalogs hold must be the same set, in English and in
 * every translation, and each translation must keep the English message's placeholders and tags.
 *
 * Ids are found in the sources with TypeScript's parser, in the three forms the conventions allow
 * (shared/README.md, Translations): `t('id', …)`, `msg('id')` (also `catalog.t` / `catalog.msg`) and
 * `<…Trans id="id" …/>`. Ids kept in data are written with `msg('id')` and passed on in variables
 * (`t(option.label)`), which TypeScript holds to the catalog's ids. An id assembled at run time
 * cannot be checked, so it fails the test.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { LOCALES, SOURCE_LOCALE } from '../src/i18n/locales';

export interface CatalogFolder {
  /** Folder holding `<locale>.json` files (named i18n). */
  dir: string;
  messages: Record<string, Record<string, string>>;
}

export interface MessageUse {
  id: string;
  where: string;
}

export interface SourceScan {
  uses: MessageUse[];
  /** Places where an id is not a string literal. */
  dynamic: string[];
}

const SOURCE_FILE = /\.(ts|tsx)$/;
const TEST_FILE = /\.test\.(ts|tsx)$/;
const TRANSLATE_CALLS = new Set(['t', 'msg']);

function walk(dir: string, visit: (file: string) => void): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'testing') walk(full, visit);
    } else visit(full);
  }
}

/** Every folder named i18n under `srcDir` that holds an English catalog. */
export function findCatalogFolders(srcDir: string): CatalogFolder[] {
  const folders: CatalogFolder[] = [];
  walk(srcDir, (file) => {
    if (path.basename(file) !== `${SOURCE_LOCALE}.json` || path.basename(path.dirname(file)) !== 'i18n') return;
    const dir = path.dirname(file);
    const messages: CatalogFolder['messages'] = {};
    for (const locale of LOCALES) {
      const localeFile = path.join(dir, `${locale}.json`);
      if (fs.existsSync(localeFile)) messages[locale] = JSON.parse(fs.readFileSync(localeFile, 'utf8')) as Record<string, string>;
    }
    folders.push({ dir, messages });
  });
  return folders;
}

function literalText(node: ts.Node | undefined): string | undefined {
  if (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) return node.text;
  return undefined;
}

/**
 * An id assembled at run time (`t(`page.${name}`)`, `t('page.' + name)`) that no test can check.
 * A variable is fine: its type is the catalog's id union, and where it comes from is a `msg('…')`.
 */
function isBuiltAtRunTime(node: ts.Node | undefined): boolean {
  if (!node) return false;
  if (ts.isParenthesizedExpression(node)) return isBuiltAtRunTime(node.expression);
  return ts.isTemplateExpression(node) || ts.isBinaryExpression(node) || ts.isCallExpression(node) || ts.isConditionalExpression(node);
}

function calleeName(expression: ts.Expression): string | undefined {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  return undefined;
}

function tagName(node: ts.JsxOpeningLikeElement): string {
  return node.tagName.getText();
}

/** The message ids used in the app's non-test sources. */
export function scanSources(srcDir: string): SourceScan {
  const uses: MessageUse[] = [];
  const dynamic: string[] = [];
  walk(srcDir, (file) => {
    if (!SOURCE_FILE.test(file) || TEST_FILE.test(file) || file.endsWith('.d.ts')) return;
    const text = fs.readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const where = (node: ts.Node) => {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      return `${path.relative(srcDir, file)}:${line + 1}`;
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const name = calleeName(node.expression);
        if (name && TRANSLATE_CALLS.has(name) && node.arguments.length > 0) {
          const id = literalText(node.arguments[0]);
          if (id !== undefined) uses.push({ id, where: where(node) });
          else if (name === 'msg' || isBuiltAtRunTime(node.arguments[0])) dynamic.push(where(node));
        }
      }
      if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && tagName(node).endsWith('Trans')) {
        for (const attribute of node.attributes.properties) {
          if (!ts.isJsxAttribute(attribute) || attribute.name.getText() !== 'id') continue;
          const initializer = attribute.initializer;
          const expression = initializer && ts.isJsxExpression(initializer) ? initializer.expression : initializer;
          const id = literalText(expression);
          if (id !== undefined) uses.push({ id, where: where(attribute) });
          else if (isBuiltAtRunTime(expression)) dynamic.push(where(attribute));
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  });
  return { uses, dynamic };
}

type Compiled = ReturnType<typeof compileMessageOrThrow>;

export interface MessageShape {
  /** Placeholder names ({name}, {count, plural, …}). */
  args: string[];
  /** Numbered tags (<0>…</0>, <1/>). */
  tags: string[];
  /** Plural/selectordinal case keys per argument. */
  pluralCases: Record<string, string[]>;
}

/** What a message needs from the code: its placeholders and tags (compiles it, so bad ICU throws). */
export function messageShape(message: string): MessageShape {
  const compiled: Compiled = compileMessageOrThrow(message);
  const args = new Set<string>();
  const pluralCases: Record<string, string[]> = {};
  const tags = new Set<string>();
  const visit = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (typeof token === 'string') {
        for (const match of token.matchAll(/<\/?(\d+)\/?>/g)) tags.add(match[1] as string);
        continue;
      }
      if (!Array.isArray(token)) continue;
      const [name, type, format] = token as [string, string | undefined, unknown];
      args.add(name);
      if (format && typeof format === 'object' && (type === 'plural' || type === 'selectordinal' || type === 'select')) {
        const cases = format as Record<string, unknown>;
        if (type !== 'select') pluralCases[name] = Object.keys(cases).filter((key) => key !== 'offset');
        Object.values(cases).forEach(visit);
      }
    }
  };
  visit(compiled);
  return { args: [...args].sort(), tags: [...tags].sort(), pluralCases };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, index) => value === b[index]);

export interface CatalogProblems {
  missing: string[];
  unused: string[];
  dynamic: string[];
  untranslated: string[];
  extraTranslations: string[];
  duplicateIds: string[];
  mismatchedPlaceholders: string[];
  badPlurals: string[];
  invalidMessages: string[];
}

/** Every way the app's catalogs and code disagree (all lists empty = in step). */
export function checkCatalogs(srcDir: string): CatalogProblems & { folders: CatalogFolder[]; usedIds: Set<string> } {
  const folders = findCatalogFolders(srcDir);
  const { uses, dynamic } = scanSources(srcDir);
  const problems: CatalogProblems = {
    missing: [],
    unused: [],
    dynamic,
    untranslated: [],
    extraTranslations: [],
    duplicateIds: [],
    mismatchedPlaceholders: [],
    badPlurals: [],
    invalidMessages: [],
  };
  const owner = new Map<string, string>();
  for (const folder of folders) {
    const label = path.relative(srcDir, folder.dir);
    const english = folder.messages[SOURCE_LOCALE] ?? {};
    for (const id of Object.keys(english)) {
      const previous = owner.get(id);
      if (previous) problems.duplicateIds.push(`${id} (${previous} and ${label})`);
      owner.set(id, label);
    }
    for (const locale of LOCALES) {
      if (locale === SOURCE_LOCALE) continue;
      const translated = folder.messages[locale];
      if (!translated) {
        problems.untranslated.push(`${label}/${locale}.json does not exist`);
        continue;
      }
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
      for (const [id, message] of Object.entries(english)) {
        const translation = translated[id];
        if (translation === undefined) {
          problems.untranslated.push(`${label}/${locale}.json: ${id}`);
          continue;
        }
        try {
          const source = messageShape(message);
          const target = messageShape(translation);
          // A translation may leave a placeholder out ("שפה אחת" needs no number) but never invent one
          // the code does not pass, and it keeps every tag (a link must stay a link).
          const unknownArgs = target.args.filter((arg) => !source.args.includes(arg));
          if (unknownArgs.length > 0 || !sameList(source.tags, target.tags)) {
            problems.mismatchedPlaceholders.push(
              `${label}/${locale}.json: ${id} has {${target.args}} <${target.tags}>, English {${source.args}} <${source.tags}>`,
            );
          }
          for (const [arg, cases] of Object.entries(target.pluralCases)) {
            const lacking = categories.filter((category) => !cases.includes(category));
            const foreign = cases.filter((key) => !key.startsWith('=') && !categories.includes(key));
            if (lacking.length > 0 || foreign.length > 0) {
              problems.badPlurals.push(`${label}/${locale}.json: ${id} {${arg}} needs ${categories.join('/')}, has ${cases.join('/')}`);
            }
          }
        } catch (error) {
          problems.invalidMessages.push(`${label}: ${id}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        }
      }
      for (const id of Object.keys(translated)) {
        if (!(id in english)) problems.extraTranslations.push(`${label}/${locale}.json: ${id}`);
      }
    }
  }
  const usedIds = new Set(uses.map((use) => use.id));
  for (const use of uses) {
    if (!owner.has(use.id)) problems.missing.push(`${use.id} (${use.where})`);
  }
  for (const [id, label] of owner) {
    if (!usedIds.has(id)) problems.unused.push(`${id} (${label})`);
  }
  return { ...problems, folders, usedIds };
}

/** The jest suite of an app's catalogs; `appDir` is the workspace folder (its sources are in src/). */
export function describeCatalogs(appDir: string): void {
  const srcDir = path.join(appDir, 'src');
  describe('message catalogs', () => {
    const result = checkCatalogs(srcDir);

    it('has at least one catalog, with messages', () => {
      expect(result.folders.length).toBeGreaterThan(0);
      expect(result.usedIds.size).toBeGreaterThan(0);
    });

    it('holds every message id the code uses (ids are string literals)', () => {
      expect(result.missing).toEqual([]);
      expect(result.dynamic).toEqual([]);
    });

    it('holds no message nothing uses, and no id twice', () => {
      expect(result.unused).toEqual([]);
      expect(result.duplicateIds).toEqual([]);
    });

    it('translates every English message, and nothing else', () => {
      expect(result.untranslated).toEqual([]);
      expect(result.extraTranslations).toEqual([]);
    });

    it("keeps each message's placeholders and tags in every language, with the language's plural forms", () => {
      expect(result.invalidMessages).toEqual([]);
      expect(result.mismatchedPlaceholders).toEqual([]);
      expect(result.badPlurals).toEqual([]);
    });
  });
}
