import fs from 'node:fs';
import path from 'node:path';

/** The languages the app speaks, with the browser locale that selects each. */
export const LANGUAGES = [
  { name: 'english', code: 'en', locale: 'en-US' },
  { name: 'hebrew', code: 'he', locale: 'he-IL' },
] as const;

export type Language = (typeof LANGUAGES)[number];

const repo = path.resolve(__dirname, '..', '..');
const cache = new Map<string, Record<string, string>>();

/**
 * A string exactly as the app shows it in `language`, read from the app's own catalog
 * (`catalogDir` relative to the repository, e.g. 'shell/src/pwa/i18n'), so a journey that runs in
 * both languages names its buttons the way a reader of either sees them. `{name}` placeholders are
 * filled from `values`.
 */
export function catalogWord(catalogDir: string, key: string, language: Language, values: Record<string, string> = {}): string {
  const file = path.join(repo, catalogDir, `${language.code}.json`);
  let catalog = cache.get(file);
  if (!catalog) {
    catalog = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
    cache.set(file, catalog);
  }
  const text = catalog[key];
  if (text === undefined) throw new Error(`${file} has no "${key}"`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
