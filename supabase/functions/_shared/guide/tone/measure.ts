// The bench's view of the Tone Coach: of the messages given (blaming ones), how many came back
// changed, and how many rewrites still blame by `keepsBlame`. Examples are the failures: rewrites
// that kept blame or messages left unchanged.
import { keepsBlame } from './check.ts';
import { rewriteToneOffline } from './rewrite.ts';

export interface ToneMeasure {
  total: number;
  changed: number;
  keptBlame: number;
  examples: Array<{ text: string; rewrite: string }>;
}

export function measureToneCoach(messages: string[]): ToneMeasure {
  const result: ToneMeasure = { total: 0, changed: 0, keptBlame: 0, examples: [] };
  for (const text of messages) {
    result.total += 1;
    const { rewrite, changed } = rewriteToneOffline(text);
    if (changed) result.changed += 1;
    const kept = keepsBlame(rewrite);
    if (kept) result.keptBlame += 1;
    if (kept || !changed) result.examples.push({ text, rewrite });
  }
  return result;
}
