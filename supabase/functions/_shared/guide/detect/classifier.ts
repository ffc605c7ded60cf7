/// <reference path="./wink-naive-bayes-text-classifier.d.ts" />
// The trained half of the safety detector: two naive Bayes text classifiers (wink), trained by
// backend/scripts/train-safety-classifier.ts on the development set only and shipped as
// classifier-model.ts. One reads what a message is (crisis / halachic / ordinary), the other
// which crisis it is. They only ever add an alarm to the rules' verdict, never remove one.
import winkNaiveBayes from 'wink-naive-bayes-text-classifier';
import type { SafetyCategory } from '../safety.ts';
import { featuresOf } from './features.ts';
import { SAFETY_CLASSIFIER } from './classifier-model.ts';

export interface ClassifierModel {
  /** wink's exportJSON of the message classifier (labels crisis, halachic, ordinary). */
  intent: string;
  /** wink's exportJSON of the crisis-category classifier. */
  category: string;
  /** log2 odds above which the label is taken, chosen by cross-validation on the development set. */
  thresholds: { crisis: number; halachic: number };
  trainedOn: { file: string; lines: number };
}

type Wink = ReturnType<typeof winkNaiveBayes>;

/** A classifier from wink's exportJSON. */
export function loadClassifier(json: string): Wink {
  const classifier = winkNaiveBayes();
  classifier.importJSON(json);
  classifier.consolidate();
  return classifier;
}

let shipped: { intent: Wink; category: Wink } | null = null;
let lastShipped: { text: string; verdict: ClassifierVerdict } | null = null;

function oddsFor(odds: Array<[string, number]>, label: string): number {
  return odds.find(([name]) => name === label)?.[1] ?? Number.NEGATIVE_INFINITY;
}

export interface ClassifierVerdict {
  crisisOdds: number;
  halachicOdds: number;
  crisis: boolean;
  halachic: boolean;
  category: SafetyCategory;
}

/** The verdict of a pair of classifiers (the shipped ones unless the training script passes its own). */
export function classifyMessage(
  text: string,
  using: { intent: Wink; category: Wink; thresholds: ClassifierModel['thresholds'] } | null = null,
): ClassifierVerdict {
  // The guide asks about each message twice, for safety and then for the halachic layer.
  if (!using && lastShipped?.text === text) return lastShipped.verdict;
  if (!using) {
    shipped ??= { intent: loadClassifier(SAFETY_CLASSIFIER.intent), category: loadClassifier(SAFETY_CLASSIFIER.category) };
  }
  const { intent, category } = using ?? shipped!;
  const thresholds = using?.thresholds ?? SAFETY_CLASSIFIER.thresholds;
  const features = featuresOf(text);
  const odds = intent.computeOdds(features);
  const crisisOdds = oddsFor(odds, 'crisis');
  const halachicOdds = oddsFor(odds, 'halachic');
  const best = category.computeOdds(features)[0]?.[0];
  const verdict: ClassifierVerdict = {
    crisisOdds,
    halachicOdds,
    // Alone it must also find the message likelier a crisis than a halachic question.
    crisis: crisisOdds > thresholds.crisis && crisisOdds > halachicOdds,
    halachic: halachicOdds > thresholds.halachic,
    category: (best && best !== 'unknown' ? best : 'suicide_self_harm') as SafetyCategory,
  };
  if (!using) lastShipped = { text, verdict };
  return verdict;
}
