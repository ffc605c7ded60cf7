// Trains the safety detector's naive Bayes classifiers on development lines only
// (backend/eval/safety/dev.jsonl and the answers bench's development questions) and writes them, with their thresholds, into
// supabase/functions/_shared/guide/detect/classifier-model.ts.
//
// Thresholds come from 5-fold cross-validation on the development set: the lowest log-odds at
// which the classifier alone raises an alarm on at most 4 % of the ordinary lines it did not
// train on (halachic: at most 3 %). No held-out set is ever read here.
//   npx tsx scripts/train-safety-classifier.ts
/* eslint-disable no-console */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
/// <reference path="../../supabase/functions/_shared/guide/detect/wink-naive-bayes-text-classifier.d.ts" />
import winkNaiveBayes from 'wink-naive-bayes-text-classifier';
import { classifyMessage, type ClassifierModel } from '../../supabase/functions/_shared/guide/detect/classifier.ts';
import { featuresOf } from '../../supabase/functions/_shared/guide/detect/features.ts';
import { loadEvalSet, type EvalLine } from '../bench/safety/sets.ts';
import { foldOrder, thresholdFor } from './cross-validation.ts';

const FOLDS = 5;
const ORDINARY_ALARM_SHARE = { crisis: 0.04, halachic: 0.03 };
// The crisis reader's smoothing: 0.3 (was 1) caught 3,359 of 3,660 crises out of fold at 5 % false
// alarms where 1 caught 3,308 — a word seen in few lines keeps more of its weight — and at 4 % the
// 22nd fresh batch, read before it was learnt, kept all 135 crises with 24 false alarms of 185 (the
// model before: 135 and 28).
const INTENT_SMOOTHING = 0.3;

/** The answers bench's development questions (and their follow-ups), as ordinary lines. */
function answersBenchQuestions(): EvalLine[] {
  const file = fileURLToPath(new URL('../bench/answers/dev-questions.jsonl', import.meta.url));
  const questions = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as AnswersBenchQuestion);
  return questions.flatMap((q) =>
    [q.question, q.followUp?.question]
      .filter((text): text is string => Boolean(text))
      .map((text, i) => ({ id: `answers-${q.id}-${i}`, kind: 'ordinary', register: 'emotional', lang: q.language, text }) as EvalLine),
  );
}

interface AnswersBenchQuestion {
  id: string;
  language: string;
  question: string;
  followUp?: { question: string };
}

function intentLabel(line: EvalLine): string {
  return line.kind === 'blaming' ? 'ordinary' : line.kind;
}

/** Words (features) seen in at least this many training lines make the halachic classifier. */
const TOPIC_MIN_LINES = 2;

function train(lines: EvalLine[]) {
  const linesWith = new Map<string, number>();
  for (const line of lines) for (const feature of featuresOf(line.text)) linesWith.set(feature, (linesWith.get(feature) ?? 0) + 1);
  const topic = winkNaiveBayes();
  topic.defineConfig({ considerOnlyPresence: true, smoothingFactor: 1 });
  const intent = winkNaiveBayes();
  intent.defineConfig({ considerOnlyPresence: true, smoothingFactor: INTENT_SMOOTHING });
  const category = winkNaiveBayes();
  category.defineConfig({ considerOnlyPresence: true, smoothingFactor: 0.5 });
  for (const line of lines) {
    const features = featuresOf(line.text);
    intent.learn(features, intentLabel(line));
    topic.learn(features.filter((f) => (linesWith.get(f) ?? 0) >= TOPIC_MIN_LINES), intentLabel(line));
    if (line.kind === 'crisis' && line.category) category.learn(features, line.category);
  }
  intent.consolidate();
  topic.consolidate();
  category.consolidate();
  return { intent, topic, category };
}


// Every development line is learned, and so are the ordinary questions of issue 32's answers bench
// (its development half, bench/answers/dev-questions.jsonl, never its held-out half): people asking
// about a hard marriage, debt, a teen's doubts or grief in their own words. Without them the
// classifier had seen relationship talk almost only in crises, and raised "possible" on 57 of those
// 408 questions (26 of the 173 held-out ones) — "and if he says 'that's just how my father is'?".
// Batches 11–16 waited until a fresh batch, measured before any tuning, could show the retrained
// model ahead (the 17th did: README → "The AI guide's safety, measured").
// The 22nd batch judged this configuration (smoothing, 4 %) before it was learnt, on the model
// trained without it (README); now every development line is learnt, and the next fresh batch,
// measured before any tuning, judges the model this writes.
const dev = [...loadEvalSet('dev'), ...answersBenchQuestions()];
const order = foldOrder(dev);
const crisisOnOrdinary: number[] = [];
const halachicOnOrdinary: number[] = [];
const cv: Array<{ line: EvalLine; crisisOdds: number; halachicOdds: number }> = [];
for (let fold = 0; fold < FOLDS; fold++) {
  const test = order.filter((_, i) => i % FOLDS === fold);
  const trained = train(order.filter((_, i) => i % FOLDS !== fold));
  for (const line of test) {
    const verdict = classifyMessage(line.text, { ...trained, thresholds: { crisis: 0, halachic: 0 } });
    cv.push({ line, crisisOdds: verdict.crisisOdds, halachicOdds: verdict.halachicOdds });
    if (line.kind === 'ordinary') {
      crisisOnOrdinary.push(verdict.crisisOdds);
      halachicOnOrdinary.push(verdict.halachicOdds);
    }
  }
}
const thresholds = {
  crisis: Math.max(0, thresholdFor(crisisOnOrdinary, ORDINARY_ALARM_SHARE.crisis)),
  halachic: Math.max(0, thresholdFor(halachicOnOrdinary, ORDINARY_ALARM_SHARE.halachic)),
};
const caught = (kind: string, key: 'crisisOdds' | 'halachicOdds', t: number) => {
  const of = cv.filter((c) => c.line.kind === kind);
  return `${of.filter((c) => c[key] > t).length}/${of.length}`;
};
console.log(`cross-validated on ${dev.length} development lines (${FOLDS} folds): thresholds crisis ${thresholds.crisis.toFixed(2)}, halachic ${thresholds.halachic.toFixed(2)}`);
console.log(`  classifier alone: crisis ${caught('crisis', 'crisisOdds', thresholds.crisis)}, halachic ${caught('halachic', 'halachicOdds', thresholds.halachic)}`);

const final = train(dev);
const model: ClassifierModel = {
  intent: final.intent.exportJSON(),
  topic: final.topic.exportJSON(),
  category: final.category.exportJSON(),
  thresholds,
  trainedOn: { file: 'backend/eval/safety/dev.jsonl + backend/bench/answers/dev-questions.jsonl', lines: dev.length },
};
const out = fileURLToPath(new URL('../../supabase/functions/_shared/guide/detect/classifier-model.ts', import.meta.url));
writeFileSync(
  out,
  `// Generated by backend/scripts/train-safety-classifier.ts from the development set only. Do not edit.\n` +
    `import type { ClassifierModel } from './classifier.ts';\n\n` +
    `export const SAFETY_CLASSIFIER: ClassifierModel = ${JSON.stringify(model, null, 1)};\n`,
);
console.log(`wrote ${out}`);
