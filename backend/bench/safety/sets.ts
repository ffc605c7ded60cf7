// The two evaluation sets of issue 31 (backend/eval/safety): dev.jsonl, which detectors and the
// classifier are tuned and trained on, and heldout.jsonl, written apart by someone who had not
// read the detectors and used only to measure. Nothing that trains or tunes may read heldout.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type EvalKind = 'crisis' | 'halachic' | 'ordinary' | 'blaming';

export interface EvalLine {
  id: string;
  kind: EvalKind;
  category?: string;
  topic?: string;
  register?: string;
  lang: 'en' | 'he' | 'translit';
  text: string;
}

export type SetName = 'dev' | 'heldout';

export function evalSetPath(name: SetName): string {
  return fileURLToPath(new URL(`../../eval/safety/${name}.jsonl`, import.meta.url));
}

export function loadEvalSet(name: SetName): EvalLine[] {
  return readEvalLines(evalSetPath(name));
}

/** The lines of a JSONL file in the sets' format (a set, or a new batch not yet in one). */
export function readEvalLines(path: string): EvalLine[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as EvalLine);
}
