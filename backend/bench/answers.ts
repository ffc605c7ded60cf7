// Issue 32: does the guide answer the person in front of it? On the development set
// (bench/answers/dev-questions.jsonl) and the held-out set (bench/answers/heldout-questions.jsonl,
// written apart by someone who has not read the guide's code), side by side:
//   - answers that speak to their question: every mustMention group found      goal ≥ 90 %
//   - answers with repeated boilerplate: a sentence (not a source's text) that
//     appears in another answer of the same simulated user's chat               goal 0 %
//   - Hebrew answers with an English sentence or a slash form (מתגעגע/ת)       goal 0 %
//   - follow-ups answered as follow-ups: the follow-up's mustMention found,
//     asked in the same chat right after its question                          goal ≥ 90 %
// and how many answers the safety or halachic layer (issue 31) gave instead of the composer, with
// the figures over the composer's own answers, so the two layers' shares can be told apart.
// The held-out set is only measured: aggregates, never its lines or misses. A missing held-out
// file is reported and the bench goes on. Prints figures; asserts nothing.
//
//   cd backend && npx tsx bench/answers.ts            both sets
//   cd backend && npx tsx bench/answers.ts --misses   also the development set's misses
//   cd backend && npx tsx bench/answers.ts --dev-only the development set alone (while working:
//        the held-out set is measured rarely, so it is never tuned on)
//   cd backend && npx tsx bench/answers.ts --fresh FILE  a fresh batch in the same format beside the
//        development set (not the held-out set), measured before anything is changed for it; add
//        --misses to see its misses too (a fresh batch becomes development data once measured)
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { evaluateAnswers, readQuestionLines, type AnswerFigures, type Ratio } from './answers/evaluate.ts';

const DEV = fileURLToPath(new URL('./answers/dev-questions.jsonl', import.meta.url));
const HELD_OUT = fileURLToPath(new URL('./answers/heldout-questions.jsonl', import.meta.url));

const pct = (r: Ratio): string => (r.of === 0 ? 'none'.padEnd(22) : `${((r.hit / r.of) * 100).toFixed(1).padStart(5)} % (${r.hit}/${r.of})`.padEnd(22));

async function figuresOf(path: string, withMisses: boolean): Promise<AnswerFigures | null> {
  if (!existsSync(path)) return null;
  const { lines, invalid } = readQuestionLines(path);
  return { ...(await evaluateAnswers(lines, withMisses)), invalid };
}

export async function runAnswersBench(showMisses = false, devOnly = false, freshFile?: string): Promise<string> {
  const dev = await figuresOf(DEV, showMisses);
  // A fresh batch stands in the held-out column's place: the held-out set is not measured with it.
  const held = devOnly || freshFile ? null : await figuresOf(HELD_OUT, false);
  const fresh = freshFile ? await figuresOf(freshFile, showMisses) : null;
  if (freshFile && !fresh) throw new Error(`${freshFile}: no such file`);
  const cell = (f: AnswerFigures | null, pick: (f: AnswerFigures) => string): string => (f ? pick(f) : (devOnly ? 'not measured' : 'file not there yet').padEnd(22));
  const rows: Array<[string, (f: AnswerFigures) => string, string]> = [
    ['questions (invalid lines skipped)', (f) => `${f.lines} (${f.invalid})`.padEnd(22), ''],
    ['answers that speak to their question', (f) => pct(f.speaks), '≥ 90 %'],
    ['answers with repeated boilerplate', (f) => pct(f.boilerplate), '0 %'],
    ['Hebrew answers: English or slash forms', (f) => pct(f.hebrewUnnatural), '0 %'],
    ['follow-ups answered as follow-ups', (f) => pct(f.followUps), '≥ 90 %'],
    ['answers the safety/halachic layer gave', (f) => pct(f.takenBySafety), ''],
    ['  composed only: speak to the question', (f) => pct(f.composedSpeaks), ''],
    ['  composed only: repeated boilerplate', (f) => pct(f.composedBoilerplate), ''],
    ['  composed only: Hebrew English/slash', (f) => pct(f.composedHebrewUnnatural), ''],
    ['  composed only: follow-ups as such', (f) => pct(f.composedFollowUps), ''],
  ];
  const lines = [
    'AI guide answers (issue 32), embedded composer, simulated chats of 5 questions and their follow-ups',
    `${''.padEnd(40)}${'development'.padEnd(22)}${(fresh ? 'fresh batch' : 'held-out').padEnd(22)}goal`,
    ...rows.map(([label, pick, goal]) => `${label.padEnd(40)}${cell(dev, pick)}${cell(fresh ?? held, pick)}${goal}`),
  ];
  if (fresh) lines.push(`fresh batch: ${freshFile}; the held-out set is not measured beside it.`);
  else if (!held) lines.push(devOnly ? 'held-out set: not measured (--dev-only).' : `held-out set: ${HELD_OUT} is not there yet; measured the development set only.`);
  if (showMisses && dev) lines.push('', `development-set misses (${dev.misses.length}):`, ...dev.misses.map((m) => `  ${m}`));
  if (showMisses && fresh) lines.push('', `fresh-batch misses (${fresh.misses.length}):`, ...fresh.misses.map((m) => `  ${m}`));
  return lines.join('\n');
}

if (process.argv[1]?.endsWith('answers.ts')) {
  const fresh = process.argv.indexOf('--fresh');
  runAnswersBench(process.argv.includes('--misses'), process.argv.includes('--dev-only'), fresh > 0 ? process.argv[fresh + 1] : undefined).then(console.log, (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
