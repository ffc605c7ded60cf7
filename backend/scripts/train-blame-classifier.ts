// Trains the Tone Coach's learned reader of blame: a naive Bayes text classifier (wink, the same
// features as the safety classifier) on development lines only, written with its threshold into
// supabase/functions/_shared/guide/tone/blame-model.ts.
//   blaming: every development line of kind "blaming" (backend/eval/safety/dev.jsonl);
//   not blaming: the kind drafts (dev-kind-drafts.jsonl), every ordinary development line and the
//   answers bench's development questions and follow-ups.
// Why: the Tone Coach's rules read blame by its phrases, and a fresh batch written to be subtle (t37)
// found them blind to 54 of 100 messages on first sight. The threshold comes from 5-fold
// cross-validation: the lowest log-odds at which it takes at most 1 % of the not-blaming lines it
// did not train on for blame. No held-out line is ever read here.
//   npx tsx scripts/train-blame-classifier.ts
/* eslint-disable no-console */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
/// <reference path="../../supabase/functions/_shared/guide/detect/wink-naive-bayes-text-classifier.d.ts" />
import winkNaiveBayes from 'wink-naive-bayes-text-classifier';
import { featuresOf } from '../../supabase/functions/_shared/guide/detect/features.ts';
import { loadEvalSet } from '../bench/safety/sets.ts';

const FOLDS = 5;
const NOT_BLAMING_ALARM_SHARE = 0.01;
const KIND_DRAFT_ALARM_SHARE = 0.05;
/** A feature seen in fewer lines says more about its writer than about blame (and keeps the file small). */
const MIN_LINES = 2;

interface Line {
  text: string;
  blaming: boolean;
  kindDraft?: boolean;
}

function jsonl<T>(relative: string): T[] {
  const file = fileURLToPath(new URL(relative, import.meta.url));
  return readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as T);
}

const dev = loadEvalSet('dev');
const questions = jsonl<{ question: string; followUp?: { question: string } | null }>('../bench/answers/dev-questions.jsonl');
const lines: Line[] = [
  ...dev.filter((l) => l.kind === 'blaming').map((l) => ({ text: l.text, blaming: true })),
  ...jsonl<{ text: string }>('../eval/safety/dev-kind-drafts.jsonl').map((l) => ({ text: l.text, blaming: false, kindDraft: true })),
  ...dev.filter((l) => l.kind === 'ordinary').map((l) => ({ text: l.text, blaming: false })),
  ...questions.flatMap((q) => [q.question, q.followUp?.question].filter((t): t is string => Boolean(t))).map((text) => ({ text, blaming: false })),
];

function train(subset: Line[]) {
  const seen = new Map<string, number>();
  for (const line of subset) for (const f of new Set(featuresOf(line.text))) seen.set(f, (seen.get(f) ?? 0) + 1);
  const classifier = winkNaiveBayes();
  classifier.defineConfig({ considerOnlyPresence: true, smoothingFactor: 0.5 });
  for (const line of subset) classifier.learn(featuresOf(line.text).filter((f) => (seen.get(f) ?? 0) >= MIN_LINES), line.blaming ? 'blaming' : 'other');
  classifier.consolidate();
  return classifier;
}

const blameOdds = (classifier: ReturnType<typeof train>, text: string) =>
  classifier.computeOdds(featuresOf(text)).find(([label]) => label === 'blaming')?.[1] ?? Number.NEGATIVE_INFINITY;

// A fixed shuffle, so the folds (and the file written) are the same on every run.
const order = lines.map((line, i) => ({ line, key: (i * 2654435761) % 4294967296 })).sort((a, b) => a.key - b.key).map((x) => x.line);
const outOfFold: Array<{ line: Line; odds: number }> = [];
for (let fold = 0; fold < FOLDS; fold++) {
  const trained = train(order.filter((_, i) => i % FOLDS !== fold));
  for (const line of order.filter((_, i) => i % FOLDS === fold)) outOfFold.push({ line, odds: blameOdds(trained, line.text) });
}
const negatives = outOfFold.filter((x) => !x.line.blaming).map((x) => x.odds).sort((a, b) => b - a);
const kindOdds = outOfFold.filter((x) => x.line.kindDraft).map((x) => x.odds).sort((a, b) => b - a);
// Kind messages to a partner look most like blame (they speak to "you"): they set the bar too.
const threshold = Math.max(0, negatives[Math.floor(negatives.length * NOT_BLAMING_ALARM_SHARE)] ?? 0, kindOdds[Math.floor(kindOdds.length * KIND_DRAFT_ALARM_SHARE)] ?? 0);
const caught = outOfFold.filter((x) => x.line.blaming && x.odds > threshold).length;
const blaming = outOfFold.filter((x) => x.line.blaming).length;
const kindDrafts = outOfFold.filter((x) => x.line.kindDraft);
console.log(`cross-validated on ${lines.length} development lines (${FOLDS} folds): threshold ${threshold.toFixed(2)}; out of fold it reads ${caught} of ${blaming} blaming lines, ${negatives.filter((o) => o > threshold).length} of ${negatives.length} others (kind drafts ${kindDrafts.filter((x) => x.odds > threshold).length} of ${kindDrafts.length}) as blame`);

const model = { classifier: train(lines).exportJSON(), threshold, trainedOn: { lines: lines.length } };
const out = fileURLToPath(new URL('../../supabase/functions/_shared/guide/tone/blame-model.ts', import.meta.url));
writeFileSync(
  out,
  `// Generated by backend/scripts/train-blame-classifier.ts from the development set only. Do not edit.\n` +
    `export const BLAME_CLASSIFIER: { classifier: string; threshold: number; trainedOn: { lines: number } } = ${JSON.stringify(model, null, 1)};\n`,
);
console.log(`wrote ${out}`);
