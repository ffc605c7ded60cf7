// The Tone Coach's learned reader of blame: a naive Bayes classifier (wink) trained by
// backend/scripts/train-blame-classifier.ts on development lines only and shipped as blame-model.ts.
// The rules (blame-en, blame-he, translit, indirect) read blame by its phrases; a fresh batch written
// to be subtle found them blind to half of it. This reader only adds: a message it takes for blame
// is rewritten even when no rule names the blame. It never judges a rewrite — the strict rules do.
import { loadClassifier } from '../detect/classifier.ts';
import { featuresOf } from '../detect/features.ts';
import { BLAME_CLASSIFIER } from './blame-model.ts';

let reader: ReturnType<typeof loadClassifier> | null = null;

/** log2 odds that a message blames, by the learned reader. */
export function blameOdds(text: string): number {
  reader ??= loadClassifier(BLAME_CLASSIFIER.classifier);
  return reader.computeOdds(featuresOf(text)).find(([label]) => label === 'blaming')?.[1] ?? Number.NEGATIVE_INFINITY;
}

export function learnedBlame(text: string): boolean {
  return blameOdds(text) > BLAME_CLASSIFIER.threshold;
}
