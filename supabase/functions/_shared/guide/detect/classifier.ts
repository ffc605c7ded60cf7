/// <reference path="./wink-naive-bayes-text-classifier.d.ts" />
// The trained half of the safety detector: two naive Bayes text classifiers (wink), trained by
// backend/scripts/train-safety-classifier.ts on the development set only and shipped as
// classifier-model.ts. One reads whether a message is a crisis (crisis / halachic / ordinary), a
// second the same labels from the words seen in at least two development lines only — which, by
// cross-validation, recognises a question of Jewish law far better (a word one writer used once
// says more about that writer than about the question) — and a third which crisis it is. They
// only ever add an alarm to the rules' verdict, never remove one.
import winkNaiveBayes from 'wink-naive-bayes-text-classifier';
import type { SafetyCategory } from '../safety.ts';
import { featuresOf } from './features.ts';
import { SAFETY_CLASSIFIER } from './classifier-model.ts';

export interface ClassifierModel {
  /** wink's exportJSON of the message classifier (labels crisis, halachic, ordinary). */
  intent: string;
  /** The same labels, from words seen in at least two development lines: read for halachic odds. */
  topic: string;
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

type Trio = { intent: Wink; topic: Wink; category: Wink };
let shipped: Trio | null = null;
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

/** The verdict of the three classifiers (the shipped ones unless the training script passes its own). */
export function classifyMessage(
  text: string,
  using: (Trio & { thresholds: ClassifierModel['thresholds'] }) | null = null,
): ClassifierVerdict {
  // The guide asks about each message twice, for safety and then for the halachic layer.
  if (!using && lastShipped?.text === text) return lastShipped.verdict;
  if (!using) {
    shipped ??= {
      intent: loadClassifier(SAFETY_CLASSIFIER.intent),
      topic: loadClassifier(SAFETY_CLASSIFIER.topic),
      category: loadClassifier(SAFETY_CLASSIFIER.category),
    };
  }
  const { intent, topic, category } = using ?? shipped!;
  const thresholds = using?.thresholds ?? SAFETY_CLASSIFIER.thresholds;
  const features = featuresOf(text);
  const odds = intent.computeOdds(features);
  const crisisOdds = oddsFor(odds, 'crisis');
  const halachicOdds = oddsFor(topic.computeOdds(features), 'halachic');
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
