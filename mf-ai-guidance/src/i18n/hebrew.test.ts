import path from 'node:path';
import { HEBREW_SLASH_FORM, hebrewSlashForms } from '../features/testing/hebrew';

// Issue 32, item 5: /ai speaks to a person whose gender the profile holds (a `select` on `gender`)
// or in neutral Hebrew — never in slash forms (את/ה, שאל/י, בן/בת), not even in a select's `other`.
it('has no slash form in the Hebrew catalog', () => {
  expect(hebrewSlashForms(path.resolve(__dirname, '..'))).toEqual([]);
});

it('takes a slash between letters for a slash form, in any branch, and not a spaced separator or a URL', () => {
  for (const form of ['את/ה', 'אַתְּ/ה', '{gender, select, female {שאלי} other {שאל/י}}', 'בן/בת הזוג']) expect(form).toMatch(HEBREW_SLASH_FORM);
  for (const text of ['כניסה / הרשמה', 'ראו https://example.org/a/b', 'בן או בת הזוג']) expect(text).not.toMatch(HEBREW_SLASH_FORM);
});
