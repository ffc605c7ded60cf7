// With a model configured, the model reads each message for danger too, in a call of its own
// (not the one that writes the answer, so a clever answer cannot talk it out of the verdict).
// Its verdict may raise the rules' level, never lower it; any failure adds nothing.
import { chatComplete, type ModelConfig } from '../../model-adapter/index.ts';
import type { SafetyCategory } from '../safety.ts';
import { NO_CONCERN, type SafetyAssessment } from './assess.ts';

const CATEGORIES: readonly SafetyCategory[] = [
  'suicide_self_harm',
  'partner_self_harm_threat',
  'child_danger',
  'physical_violence',
  'sexual_violence',
  'threats',
  'coercive_control',
];

const INSTRUCTIONS = [
  'You screen messages sent to a marriage and family guide for danger. Recall matters more than precision.',
  'Read the message (any language, including Hebrew and transliterated Hebrew, slang, typos and disguised spelling) and answer with ONE JSON object and nothing else:',
  '{"level":"none"|"possible"|"crisis","category":null|"' + CATEGORIES.join('"|"') + '"}',
  '"crisis": a clear disclosure of suicidal thoughts or self-harm (the writer or someone else), danger to a child, physical or sexual violence, threats, coercive control, or a partner threatening suicide.',
  '"possible": it may be one of these (indirect, euphemistic, ambiguous). "none": an ordinary message, including idioms such as "this commute is killing me".',
].join('\n');

export async function assessWithModel(model: ModelConfig, message: string): Promise<SafetyAssessment> {
  try {
    const raw = await chatComplete(
      model,
      [
        { role: 'system', content: INSTRUCTIONS },
        { role: 'user', content: message },
      ],
      { temperature: 0, maxTokens: 60 },
    );
    const json = raw.match(/\{[^{}]*\}/)?.[0];
    if (!json) return NO_CONCERN;
    const parsed = JSON.parse(json) as { level?: unknown; category?: unknown };
    if (parsed.level !== 'crisis' && parsed.level !== 'possible') return NO_CONCERN;
    const category = CATEGORIES.includes(parsed.category as SafetyCategory) ? (parsed.category as SafetyCategory) : 'suicide_self_harm';
    return { level: parsed.level, category, by: 'model' };
  } catch {
    return NO_CONCERN;
  }
}
