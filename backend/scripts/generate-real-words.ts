// Writes supabase/functions/_shared/guide/detect/real-words.ts: every English word that the
// safety layer's typo correction (normalise.ts fixTypo) would otherwise turn into a key word.
//   cd backend && npx tsx scripts/generate-real-words.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { fixTypo } from '../../supabase/functions/_shared/guide/detect/normalise.ts';

const require = createRequire(import.meta.url);
const words = JSON.parse(readFileSync(require.resolve('an-array-of-english-words/index.json'), 'utf8')) as string[];
// Still corrected: another form of the same word ("touched" → touches, "overdosed" → overdose),
// which the rules read alike, and the spellings that are far likelier a slip than the rare word.
const LIKELIER_A_SLIP = new Set(['chocked', 'hisself', 'myselfe', 'overdone']);
// (An ending only — "touched" / touches, "overdosed" / overdose: "strange" is no form of "strangle",
// whose first five letters it shares.)
const forms = (word: string) => [word, word.replace(/(?:es|ed|er|ers|e|s|d|ing)$/, '')];
const sameWord = (word: string, key: string) =>
  key.length >= 5 && (word.startsWith(key) || key.startsWith(word) || forms(word).some((form) => forms(key).includes(form)));
const near = words
  .filter((word) => /^[a-z]+$/.test(word) && !LIKELIER_A_SLIP.has(word))
  .filter((word) => {
    const key = fixTypo(word, true);
    return key !== word && !sameWord(word, key);
  })
  .sort();
const target = fileURLToPath(new URL('../../supabase/functions/_shared/guide/detect/real-words.ts', import.meta.url));
const header = readFileSync(target, 'utf8').split('\n').filter((line) => line.startsWith('//')).join('\n');
const lines: string[] = [];
for (let i = 0; i < near.length; i += 12) lines.push(`  ${near.slice(i, i + 12).map((w) => `'${w}'`).join(', ')},`);
writeFileSync(target, `${header}\nexport const REAL_WORDS_NEAR_KEY_WORDS: ReadonlySet<string> = new Set([\n${lines.join('\n')}\n]);\n`);
console.log(`${near.length} English words one typo away from a key word → ${target}`);
