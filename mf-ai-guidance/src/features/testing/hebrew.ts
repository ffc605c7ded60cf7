import path from 'node:path';
import { findCatalogFolders } from '@shalom/shared/build/i18n-checks';

/**
 * A slash between two Hebrew letters (niqqud allowed): a slash form such as את/ה or בן/בת, which
 * speaks to nobody in particular. A slash with spaces around it ("כניסה / הרשמה") is a separator.
 */
export const HEBREW_SLASH_FORM = /[\u05D0-\u05EA][\u0591-\u05C7]*\/[\u05D0-\u05EA]/;

/** The Hebrew catalog messages under `srcDir` that hold a slash form (`<folder>/he.json: id: text`). */
export function hebrewSlashForms(srcDir: string): string[] {
  const found: string[] = [];
  for (const folder of findCatalogFolders(srcDir)) {
    const label = path.relative(srcDir, folder.dir);
    for (const [id, message] of Object.entries(folder.messages.he ?? {})) {
      if (HEBREW_SLASH_FORM.test(message)) found.push(`${label}/he.json: ${id}: ${message}`);
    }
  }
  return found;
}
