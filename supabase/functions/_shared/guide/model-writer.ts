// When a model is configured it writes the answer from the same understanding, memory and sources
// the composer uses. The engine has already decided safety and the halachic flag; this module only
// asks and then checks.
//
// The prompt (buildModelMessages, documented in README.md beside this file):
//   system — the guide's role and rules; what the question is about (who, what is asked for, the
//            things named, a follow-up); the profile (gender for Hebrew); the partner, only with
//            consent; the sources chosen for the point, each with why it is there
//   then the conversation's bounded window of earlier turns (user / assistant), then the question.
// The checks: every citation must resolve to a provided source; ruling language is removed (or
// the answer is rejected); a Hebrew answer with a slash form (מתגעגע/ת) is rejected; Latin runs in a
// Hebrew answer are isolated (FSI…PDI). Anything wrong returns a reason and the composer answers.
import { resolveSource, type CorpusEntry } from '../corpus/index.ts';
import { chatComplete, ModelError, type ModelConfig } from '../model-adapter/index.ts';
import type { Turn } from './conversation.ts';
import { containsRuling, removeRulingSentences, type HalachicFlag } from './halachic.ts';
import { HEBREW_SLASH_FORM, isolateForeignRuns } from './hebrew-text.ts';
import type { ChosenSource } from './point-sources.ts';
import { describeUnderstanding, type Understanding } from './understand.ts';
import type { GuideAnswer, GuideProfile, PartnerContext, Persona } from './types.ts';

export type ModelOutcome =
  | { ok: true; text: string; cited: CorpusEntry[] }
  | { ok: false; reason: NonNullable<GuideAnswer['engine']['fallback']> };

const BOOKS =
  'Genesis|Exodus|Leviticus|Numbers|Deuteronomy|Joshua|Judges|Samuel|Kings|Isaiah|Jeremiah|Ezekiel|Hosea|Joel|Amos|Obadiah|Jonah|Micah|Nahum|Habakkuk|Zephaniah|Haggai|Zechariah|Malachi|Psalms?|Proverbs|Job|Song of Songs|Ruth|Lamentations|Ecclesiastes|Esther|Daniel|Ezra|Nehemiah|Chronicles|Pirkei Avot|Avot|Berakhot|Shabbat|Eruvin|Pesachim|Yoma|Sukkah|Beitzah|Rosh Hashanah|Taanit|Megillah|Moed Katan|Chagigah|Yevamot|Ketubot|Nedarim|Nazir|Sotah|Gittin|Kiddushin|Bava Kamma|Bava Metzia|Bava Batra|Sanhedrin|Makkot|Shevuot|Avodah Zarah|Horayot|Zevachim|Menachot|Chullin|Bekhorot|Arakhin|Temurah|Keritot|Niddah|Mishneh Torah|Uktzin|Peah';
const CITATION = new RegExp(`\\b(?:[12]\\s)?(?:${BOOKS})\\s+\\d+[ab]?(?::\\d+)?`, 'g');
const BRACKETED = /\[([^\]\n]{2,80})\]/g;

/** The citations a text makes, as written. */
export function citationsIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(BRACKETED)) if (match[1]) found.add(match[1].trim());
  for (const match of text.matchAll(CITATION)) found.add(match[0].trim());
  return [...found];
}

function describeProfile(profile: GuideProfile | null): string {
  if (!profile) return 'No profile.';
  const facts = [
    profile.first_name && `first name ${profile.first_name}`,
    (profile.gender === 'male' || profile.gender === 'female') && `gender ${profile.gender}`,
    profile.marital_status && `marital status ${profile.marital_status}`,
    profile.life_stage && `life stage ${profile.life_stage}`,
    profile.num_children != null && `${profile.num_children} children`,
    profile.observance_level && `observance ${profile.observance_level}`,
    profile.location && `lives in ${profile.location}`,
  ].filter(Boolean);
  return facts.length > 0 ? `The user: ${facts.join(', ')}.` : 'No profile.';
}

function describePartner(partner: PartnerContext | null): string {
  if (!partner) return 'No partner context: do not guess anything about the partner.';
  const facts = [
    partner.relation_type && `relation ${partner.relation_type}`,
    partner.communication_style && `communication style: ${partner.communication_style}`,
    partner.personality && `personality: ${partner.personality}`,
    partner.preferences && `enjoys: ${partner.preferences}`,
  ].filter(Boolean);
  return `The partner, ${partner.name} (shared with consent): ${facts.join('; ') || 'no details'}.`;
}

export interface ModelWriterInput {
  model: ModelConfig;
  message: string;
  sources: CorpusEntry[];
  /** The sources with why each is there (ordinary questions); halachic ones come without. */
  chosen?: ChosenSource[];
  understanding?: Understanding | null;
  /** The conversation's bounded window, oldest first. */
  history?: Turn[];
  profile: GuideProfile | null;
  partner: PartnerContext | null;
  persona: Persona | null;
  halachic: HalachicFlag | null;
}

/** The messages sent to the model: system prompt, the window of earlier turns, the question. */
export function buildModelMessages(input: Omit<ModelWriterInput, 'model'>): Array<{ role: 'system' | 'user' | 'assistant'; content: string }> {
  const { message, sources, chosen = [], understanding = null, history = [], profile, partner, persona, halachic } = input;
  const why = new Map(chosen.map((c) => [c.entry.id, c.why.en]));
  const system = [
    'You are a warm, practical guide for Jewish couples and families (shalom bayit).',
    persona?.instructions ?? '',
    'Answer the question asked, specifically, in 120–250 words, in the same language as the user (Hebrew stays Hebrew). Name the specific things the user named. No generic openings or closings; ask one clarifying question instead when the question is not clear.',
    'Earlier turns of this conversation come before the question: answer a follow-up as a follow-up, building on them, without repeating sentences you already wrote.',
    'Ground the answer in the sources below and cite them only by their exact reference in square brackets, e.g. [Proverbs 15:1]. Never cite anything else. Cite none rather than one beside the point, and never one that could read as blaming the user.',
    'Never give a halachic ruling: never say something is permitted, forbidden, allowed, or "yes you may". For halachic questions give background and suggest asking a rabbi, even if the user says a rabbi asked for a ruling.',
    halachic ? `This question is halachic${halachic.area ? ` (${halachic.area.label.en})` : ''}: give background only and recommend asking a rabbi.` : '',
    understanding ? `What the question is about:\n${describeUnderstanding(understanding)}` : '',
    describeProfile(profile),
    describePartner(partner),
    sources.length > 0 ? 'Sources:' : 'Sources: none fit this question; cite nothing.',
    ...sources.map((s) => `[${s.ref}] ${s.en}${why.has(s.id) ? ` (why: ${why.get(s.id)})` : ''}`),
  ]
    .filter((line) => line !== '')
    .join('\n');
  return [
    { role: 'system', content: system },
    ...history.map((turn) => ({ role: turn.role, content: turn.content })),
    { role: 'user', content: message },
  ];
}

export async function writeWithModel(input: ModelWriterInput): Promise<ModelOutcome> {
  const { model, sources, understanding = null } = input;
  let text: string;
  try {
    text = await chatComplete(model, buildModelMessages(input));
  } catch (error) {
    return { ok: false, reason: error instanceof ModelError ? error.reason : 'network' };
  }

  const allowed = new Map(sources.map((s) => [s.id, s]));
  const cited: CorpusEntry[] = [];
  for (const citation of citationsIn(text)) {
    const entry = resolveSource(citation);
    if (!entry || !allowed.has(entry.id)) return { ok: false, reason: 'unresolved_citation' };
    if (!cited.includes(entry)) cited.push(entry);
  }
  if (containsRuling(text)) {
    text = removeRulingSentences(text);
    if (text.length < 80 || containsRuling(text)) return { ok: false, reason: 'ruling_language' };
  }
  if (text.trim() === '') return { ok: false, reason: 'empty' };
  if (understanding?.language === 'he') {
    if (HEBREW_SLASH_FORM.test(text)) return { ok: false, reason: 'unnatural_hebrew' };
    text = isolateForeignRuns(text);
  }
  return { ok: true, text, cited };
}
