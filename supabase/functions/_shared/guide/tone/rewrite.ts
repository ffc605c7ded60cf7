// The rewrite itself: offline (English or Hebrew by the message's script), or a configured model
// whose output must pass the same checks — no blame left (keepsBlame), same language, no number
// that was not in the message, not the message itself — or the offline rewrite is used.
import type { ModelConfig } from '../../model-adapter/index.ts';
import { chatComplete } from '../../model-adapter/index.ts';
import { detectLanguage, textSeed } from '../language.ts';
import { draftBlames, keepsBlame } from './check.ts';
import { draftOf } from './draft.ts';
import { fallbackEnglish, rewriteEnglish } from './english.ts';
import { fallbackHebrew, rewriteHebrew } from './hebrew.ts';
import { isTransliteratedHebrew, rewriteTransliterated } from './translit.ts';

export interface ToneRewrite {
  rewrite: string;
  /** false when the message was already kind: `rewrite` is then the text unchanged. */
  changed: boolean;
  source: 'embedded' | 'model';
}

export function rewriteToneOffline(message: string): ToneRewrite {
  // "Help me tell my wife she's…" or a quoted draft: the words the partner would read.
  const text = draftOf(message);
  // The rules name blame by its phrases, love said in blame's words excepted; the learned reader also
  // takes blame no rule names (draftBlames). A rewrite is still judged by the strict rules alone.
  if (!draftBlames(text)) return { rewrite: message, changed: false, source: 'embedded' };
  const seed = textSeed(text);
  // Hebrew typed in Latin letters is answered in Hebrew (script), never in English — also a draft
  // that mixes in English when the request around it is in transliterated Hebrew ("rotza lishloach
  // la-ba'al sheli: 'ata af pa'am lo shome'a, you just nod…'").
  if (isTransliteratedHebrew(text) || (text !== message && isTransliteratedHebrew(message))) {
    const rewrite = rewriteTransliterated(text, seed);
    if (!keepsBlame(rewrite)) return { rewrite, changed: true, source: 'embedded' };
  }
  const hebrew = detectLanguage(text) === 'he';
  let rewrite = hebrew ? rewriteHebrew(text, seed) : rewriteEnglish(text, seed);
  // The rewriter keeps non-blaming sentences as they are; should anything it kept or wrote still
  // read as blame, the safest form (feeling, need, request — nothing kept) is used instead.
  if (keepsBlame(rewrite) || rewrite.trim() === text.trim()) rewrite = hebrew ? fallbackHebrew(text, seed) : fallbackEnglish(text, seed);
  return { rewrite, changed: true, source: 'embedded' };
}

export const TONE_SYSTEM_PROMPT = [
  'You rewrite one message a person is about to send to their spouse or family member, so that it no longer blames.',
  'Write in the first person: say how the writer feels and what they need, then end with one gentle request ("Could we …?").',
  'Rewrite every blaming part; do not quote or wrap it: no "you always", "you never", "why do you", insults, sarcasm, "your fault" or "because of you" — not even inside "I feel … when you never …".',
  'Keep what the message is about (the dishes, the phone, his mother, being late…) and keep any sentence that does not blame as it is.',
  'Keep the same language as the message. In Hebrew, match the gender the message shows for the writer and for the partner (את / אתה and the verb forms); when it does not show, use neutral wording and never slash forms.',
  'Never add facts, names, times or promises that are not in the message.',
  'Answer with the rewritten message only: no quotes, no explanation.',
].join(' ');

/** The numbers a text mentions: a rewrite may not invent any. */
function numbersIn(text: string): string[] {
  return text.match(/\d+/g) ?? [];
}

export function acceptableModelRewrite(original: string, candidate: string): boolean {
  const trimmed = candidate.trim().replace(/^["'“”]+|["'“”]+$/g, '');
  if (trimmed === '' || trimmed.length > original.length * 3 + 240) return false;
  if (trimmed === original.trim()) return false;
  if (detectLanguage(trimmed) !== detectLanguage(original)) return false;
  if (keepsBlame(trimmed)) return false;
  const known = new Set(numbersIn(original));
  return numbersIn(trimmed).every((n) => known.has(n));
}

/** The model's rewrite when configured and acceptable, else the offline rewrite. */
export async function rewriteTone(text: string, model: ModelConfig | null): Promise<ToneRewrite> {
  const offline = rewriteToneOffline(text);
  if (!offline.changed || !model) return offline;
  try {
    const candidate = await chatComplete(
      model,
      [
        { role: 'system', content: TONE_SYSTEM_PROMPT },
        { role: 'user', content: text },
      ],
      { temperature: 0.4, maxTokens: 400 },
    );
    const cleaned = candidate.trim().replace(/^["'“”]+|["'“”]+$/g, '');
    if (acceptableModelRewrite(text, cleaned)) return { rewrite: cleaned, changed: true, source: 'model' };
  } catch {
    // Timeout, network or protocol error: the offline rewrite is always available.
  }
  return offline;
}
