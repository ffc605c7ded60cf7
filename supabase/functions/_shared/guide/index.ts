// The guide engine, as layers a reader can follow:
//   1. safety      — crisis or abuse, clear or possible → resources first, nothing else runs
//                    (detect/assess.ts: phrase rules, concepts, a trained classifier, the model)
//   2. halachic    — flag, sources, background, rabbi suggested, never a ruling (halachic.ts)
//   3. grounding   — sources retrieved from the bundled corpus (../corpus)
//   4. writing     — the embedded composer (composer.ts), or a configured model whose output is
//                    checked and falls back to the composer (model-writer.ts)
// Every AI function calls answerQuestion; the test-chat models are personas + corpus slices.
// The message is never logged here or by the functions.
import { entriesTagged, searchCorpus, toTorahSource, type CorpusEntry, type CorpusSlice } from '../corpus/index.ts';
import { composeAnswer, composeHalachic } from './composer.ts';
import { detectHalachic, type HalachicFlag, type HalachicTopic } from './halachic.ts';
import { detectLanguage, textSeed } from './language.ts';
import { writeWithModel } from './model-writer.ts';
import { assessSafety, raise } from './detect/assess.ts';
import { assessWithModel } from './detect/model-classifier.ts';
import { resourcesFor, safetyReply } from './safety.ts';
import { detectTopics } from './topics.ts';
import type { GuideAnswer, GuideRequest } from './types.ts';

export type { GuideAnswer, GuideKind, GuideProfile, GuideRequest, PartnerContext, Persona } from './types.ts';
export type { CorpusSlice, TorahSource } from '../corpus/index.ts';
export type { SafetyCategory, SafetyInfo, SafetyResource } from './safety.ts';
export { resourcesFor } from './safety.ts';
export { assessSafety, type SafetyAssessment, type SafetyLevel } from './detect/assess.ts';
export { containsRuling, detectHalachic } from './halachic.ts';

const HALACHIC_TAGS: Record<HalachicTopic, string[]> = {
  niddah: ['niddah', 'closeness'],
  mikvah: ['niddah', 'closeness'],
  get_agunah: ['divorce', 'get'],
  contraception: ['contraception', 'children'],
  yichud: ['dating', 'respect'],
  negiah: ['dating', 'love'],
  shabbat: ['shabbat', 'priorities'],
  kashrut: ['kashrut', 'values'],
  marriage_law: ['marriage', 'covenant'],
  general: ['peace', 'values'],
};

function halachicSources(flag: HalachicFlag, message: string, slice: CorpusSlice | undefined): CorpusEntry[] {
  const picked: CorpusEntry[] = [];
  for (const tag of HALACHIC_TAGS[flag.topic]) {
    const first = entriesTagged(tag, slice).find((e) => !picked.includes(e));
    if (first) picked.push(first);
  }
  if (picked.length < 2) {
    for (const e of searchCorpus(message, { slice, limit: 2, exclude: new Set(picked.map((p) => p.id)) })) picked.push(e);
  }
  return picked.slice(0, 3);
}

function ordinarySources(query: string, topicTags: string[], slice: CorpusSlice | undefined): CorpusEntry[] {
  const found = searchCorpus(query, { slice, limit: 2 });
  if (found.length > 0) return found;
  // Nothing matched the words (a very short or non-English message): the topic's own tags.
  for (const tag of topicTags) {
    const tagged = entriesTagged(tag, slice);
    if (tagged.length > 0) return tagged.slice(0, 1);
  }
  return searchCorpus('peace home marriage kindness', { slice, limit: 1 });
}

export async function answerQuestion(request: GuideRequest): Promise<GuideAnswer> {
  const message = request.message.trim();
  const language = detectLanguage(message);
  const seed = textSeed(message);
  const profile = request.profile ?? null;
  const partner = request.partnerContext ?? null;
  const persona = request.persona ?? null;
  const slice = request.corpusSlice ?? undefined;
  const model = request.model ?? null;
  const engine = (kind: GuideAnswer['engine']['kind']): GuideAnswer['engine'] => ({
    kind,
    writer: 'composer',
    model: null,
    fallback: null,
    persona: persona?.id ?? null,
  });

  // 1. Safety: before anything else, and nothing after it (no tips, no model answer, no partner).
  //    The rules, the concepts and the classifier decide first; a configured model reads the
  //    message too, in its own call, and may only raise the level.
  let assessment = assessSafety(message);
  if (model && assessment.level !== 'crisis') assessment = raise(assessment, await assessWithModel(model, message));
  if (assessment.level !== 'none' && assessment.category) {
    const safety = resourcesFor(assessment.category, profile?.location, language, assessment.level);
    // A halachic question that MAY also be a disclosure ("am I an agunah if he disappeared?")
    // gets the safety lines and the question first, then its background and a rabbi.
    const halachicToo = assessment.level === 'possible' ? detectHalachic(message) : null;
    const sources = halachicToo ? halachicSources(halachicToo, message, slice) : [];
    const reply = safetyReply(safety, language);
    return {
      response: halachicToo ? `${reply}\n\n${composeHalachic(halachicToo, sources, language, seed)}` : reply,
      halachic_context_used: halachicToo !== null,
      relationship_context_used: false,
      torah_sources: sources.map(toTorahSource),
      rabbi_consultation_suggested: halachicToo !== null,
      safety,
      engine: { ...engine('crisis'), model: model?.label ?? null },
    };
  }

  // 2. Halachic: decided here, whoever writes the words.
  const halachic = detectHalachic(message);
  const topics = detectTopics(message);

  // 3. Grounding.
  const query = [message, ...topics.map((t) => t.query), persona?.focus ?? ''].join(' ');
  const sources = halachic ? halachicSources(halachic, message, slice) : ordinarySources(query, topics.flatMap((t) => t.query.split(' ')), slice);

  const answer: GuideAnswer = {
    response: '',
    halachic_context_used: halachic !== null,
    relationship_context_used: false,
    torah_sources: [],
    rabbi_consultation_suggested: halachic !== null,
    safety: null,
    engine: engine(halachic ? 'halachic' : 'ordinary'),
  };

  // 4a. A configured model writes; its output is checked, and any failure falls back below.
  if (model) {
    const outcome = await writeWithModel({ model, message, sources, profile, partner, persona, halachic });
    answer.engine.model = model.label;
    if (outcome.ok) {
      let text = outcome.text;
      if (halachic && !/\brabbi\b|רב|פוסק/i.test(text)) {
        text += language === 'he' ? '\n\nכדאי לשאול רב שמכיר אתכם.' : '\n\nPlease bring the practical question to your rabbi.';
      }
      answer.response = text;
      answer.engine.writer = 'model';
      answer.relationship_context_used = partner !== null;
      answer.torah_sources = (outcome.cited.length > 0 ? outcome.cited : sources).map(toTorahSource);
      return answer;
    }
    answer.engine.fallback = outcome.reason;
  }

  // 4b. The embedded composer.
  if (halachic) {
    answer.response = composeHalachic(halachic, sources, language, seed);
  } else {
    const composed = composeAnswer({ message, language, seed, topics, sources, profile, partner });
    answer.response = composed.text;
    answer.relationship_context_used = composed.usedPartner;
  }
  answer.torah_sources = sources.map(toTorahSource);
  return answer;
}
