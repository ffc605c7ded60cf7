// The guide engine, as layers a reader can follow:
//   1. safety      — crisis or abuse, clear or possible → resources first, nothing else runs
//                    (detect/assess.ts: phrase rules, concepts, a trained classifier, the model)
//   2. halachic    — flag, sources, background, rabbi suggested, never a ruling (halachic.ts)
//   3. understanding — who, what happened, what is asked for, the things named, a follow-up
//                    of the conversation's earlier turns (understand.ts, conversation.ts)
//   4. grounding   — sources chosen for the point, with why (point-sources.ts), or halachic ones
//   5. writing     — the embedded composer (composer.ts), or a configured model whose output is
//                    checked and falls back to the composer (model-writer.ts)
// Every AI function calls answerQuestion; the test-chat models are personas + corpus slices.
// The message is never logged here or by the functions.
import { entriesTagged, getEntry, searchCorpus, toTorahSource, type CorpusEntry, type CorpusSlice } from '../corpus/index.ts';
import { composeAnswer, composeHalachic, misreadNote } from './composer.ts';
import { boundedHistory, saidWindow, type Turn } from './conversation.ts';
import { sourcesAskedFor, sourcesForPoint, sourcesQuoted } from './point-sources.ts';
import { understand, type Understanding } from './understand.ts';
import { dangerCarried, guessReadInContext, lawCarried, opensNewMatter, withoutNewMatterOpening } from './later-message.ts';
import { forReading, withCommonSpellings, withTypedWords } from './typed.ts';
import { containsRuling, detectHalachic, detectLawAsked, withoutRulingSentences, type HalachicFlag, type HalachicTopic } from './halachic.ts';
import { detectLanguage, textSeed } from './language.ts';
import { writeWithModel } from './model-writer.ts';
import { assessSafety, raise } from './detect/assess.ts';
import { assessWithModel } from './detect/model-classifier.ts';
import { harmByOneWhoHasDied, harmLongPast, harmToTheWriterAsAChild, hintsAtAbuseOrFear } from './detect/concepts.ts';
import { lawBesideDanger } from './law-beside-danger.ts';
import { undisguise } from './detect/normalise.ts';
import { resourcesFor, safetyReply } from './safety.ts';
import type { GuideAnswer, GuideRequest } from './types.ts';

export type { GuideAnswer, GuideKind, GuideProfile, GuideRequest, PartnerContext, Persona } from './types.ts';
export type { Turn } from './conversation.ts';
export { boundedHistory, HISTORY_CHARS, HISTORY_TURNS, SAID_CHARS, SAID_TURNS, saidWindow } from './conversation.ts';
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
  // A named area of halacha brings its own sources (halachic-areas.ts).
  const own = (flag.area?.sources ?? []).map((id) => getEntry(id)).filter((e): e is CorpusEntry => !!e && (!slice || inSlice(e, slice)));
  if (own.length > 0) return own.slice(0, 3);
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

function inSlice(entry: CorpusEntry, slice: CorpusSlice): boolean {
  if (slice.collections && !slice.collections.includes(entry.collection)) return false;
  return !slice.tags || entry.tags.some((tag) => slice.tags!.includes(tag));
}

/** A persona's focus may add a source its slice holds for this point (the test-chat models). */
function personaSources(query: string, slice: CorpusSlice | undefined): CorpusEntry[] {
  return searchCorpus(query, { slice, limit: 1 });
}

/** Dangers the classifier alone may guess where support may follow the check (not abuse: no tips). */
const SUPPORT_AFTER_CHECK: ReadonlySet<string> = new Set(['suicide_self_harm', 'child_danger', 'partner_self_harm_threat']);
// Harm done by another person, which can lie in the past (a danger to one's own life is never read as past).
const HARM_BY_SOMEONE: ReadonlySet<string> = new Set(['physical_violence', 'sexual_violence', 'coercive_control', 'threats']);

// A child's danger joins only when the child was the writer: "he abused our son years ago" may
// still be a danger to the son today, "my father beat us when we were kids" is the writer's past
// — or when the one who hurt the children has died ("my husband's late zeidy beat his kids").
function harmLongPastAskingTheLaw(category: string, message: string): boolean {
  const read = undisguise(message);
  const past = HARM_BY_SOMEONE.has(category) ? harmLongPast(read) : category === 'child_danger' && (harmToTheWriterAsAChild(read) || harmByOneWhoHasDied(read));
  return past && detectLawAsked(message) !== null;
}

export async function answerQuestion(request: GuideRequest): Promise<GuideAnswer> {
  const message = request.message.trim();
  const language = detectLanguage(message);
  // The message as the composer reads it (plain apostrophes, chat spellings; typed.ts), read once.
  const readAs = (text: string): string => withCommonSpellings(forReading(text));
  // A message that opens by turning to a new matter is read without those words, and alone.
  const newMatter = opensNewMatter(message);
  const read = readAs(withoutNewMatterOpening(message));
  const seed = textSeed(read);
  const profile = request.profile ?? null;
  const partner = request.partnerContext ?? null;
  const persona = request.persona ?? null;
  const slice = request.corpusSlice ?? undefined;
  const model = request.model ?? null;
  // The earlier questions read as this one is; the words the person typed, to give back as typed.
  const readable = (turns: Turn[]): Turn[] => turns.map((t) => (t.role === 'user' ? { ...t, content: readAs(withoutNewMatterOpening(t.content)) } : t));
  // The conversation as the understanding reads it, and that understanding — read once, when asked.
  const history = newMatter ? [] : readable(boundedHistory(request.history));
  let understood: Understanding | undefined;
  const understandOnce = (): Understanding => (understood ??= understand(read, history, profile));
  const typed = [message, ...(request.history ?? []).filter((t) => t.role === 'user' && typeof t.content === 'string').map((t) => t.content)];
  const ownCharacters = (text: string): string => withTypedWords(text, typed);
  const engine = (kind: GuideAnswer['engine']['kind']): GuideAnswer['engine'] => ({
    kind,
    writer: 'composer',
    model: null,
    fallback: null,
    persona: persona?.id ?? null,
  });

  // 1. Safety: before anything else, and nothing after it (no tips, no model answer, no partner)
  //    — except, after the check, the composer's answer when only the classifier guessed a danger
  //    that is not abuse (below).
  //    The rules, the concepts and the classifier decide first; a configured model reads the
  //    message too, in its own call, and may only raise the level.
  let assessment = assessSafety(message);
  // The classifier's guess on a short follow-up is its guess on the whole thought, this message
  // with the one it leans on (later-message.ts) — before a configured model may raise it.
  if (assessment.by === 'classifier' && !newMatter) assessment = guessReadInContext(message, request.history ?? []) ?? assessment;
  if (model && assessment.level !== 'crisis') assessment = raise(assessment, await assessWithModel(model, message));
  // (A danger the pair names in words outranks the classifier's guess at the message alone.)
  if (assessment.level === 'none' || assessment.by === 'classifier') {
    const carried = dangerCarried(message, request.history ?? []);
    if (carried && (assessment.level === 'none' || carried.by !== 'classifier')) assessment = carried;
  }
  // Harm long past, told beside a question of the law ("My mother was abusive when I was growing
  // up. Now she's elderly… is there a halachic obligation to take her in?"): no danger today for the
  // hotlines alone to answer — the check and the resources first, then the question (round 79).
  if (assessment.level === 'crisis' && assessment.by !== 'classifier' && harmLongPastAskingTheLaw(assessment.category!, message)) {
    assessment = { ...assessment, level: 'possible' };
  }
  if (assessment.level !== 'none' && assessment.category) {
    const safety = resourcesFor(assessment.category, profile?.location, language, assessment.level, assessment.alsoCategory);
    // A halachic question that MAY also be a disclosure ("am I an agunah if he disappeared?")
    // gets the safety lines and the question first, then its background and a rabbi — a question
    // not in a named practice, from the danger's own sources (law-beside-danger.ts).
    // Only the classifier's guess, on a message going on with a halachic question (round 78c: "and
    // if it's only lullabies, with no instrument?" after asking about music in the Omer): the law
    // question keeps its rabbi beside the check.
    const lawAsked =
      assessment.level !== 'possible' ? null : (detectLawAsked(message) ?? (assessment.by === 'classifier' && !newMatter ? lawCarried(message, request.history ?? []) : null));
    const halachicToo = lawAsked ? { ...lawAsked, area: lawBesideDanger(assessment.category, lawAsked.topic, message, lawAsked.area) ?? lawAsked.area } : null;
    const sources = halachicToo ? halachicSources(halachicToo, message, slice) : [];
    // Only the classifier raised it, and it guessed a danger to the person's own life or a child's,
    // not abuse: the check and the resources come first, then the embedded composer's answer to what
    // was asked (no partner data, no model, no sources) — a follow-up about podcasts is not left
    // with hotlines alone. Abuse guessed is never answered with tips, so it gets the check alone.
    // Its guess of which danger is weaker than its guess that there is one: with any word of abuse
    // or fear in the message, the check stays alone.
    const supportToo =
      !halachicToo &&
      assessment.level === 'possible' &&
      assessment.by === 'classifier' &&
      SUPPORT_AFTER_CHECK.has(assessment.category) &&
      !hintsAtAbuseOrFear(undisguise(message));
    // A second check in the same chat opens in other words than the first.
    const recent = saidWindow(request.history);
    const earlierAnswers = recent.filter((t) => t.role === 'assistant').map((t) => t.content).join('\n');
    const unsure = assessment.by === 'classifier';
    const misread = unsure && !supportToo ? misreadNote(understandOnce(), language) : null;
    const checkWith = (note: typeof misread): string => ownCharacters(safetyReply(safety, language, { unsure, answerFollows: supportToo, earlier: earlierAnswers, misread: note }));
    // Their words given back ("you wrote that you can't eat anything there") must not read as the
    // guide's ruling: such a check ends with its general line instead.
    const withWords = checkWith(misread);
    const reply = misread && containsRuling(withWords) ? checkWith(null) : withWords;
    if (supportToo) {
      const composed = composeAnswer({ message: read, language, seed, understanding: understandOnce(), sources: [], profile, partner: null, history, said: recent });
      return {
        response: `${reply}\n\n${ownCharacters(withoutRulingSentences(composed.text))}`,
        halachic_context_used: false,
        relationship_context_used: false,
        torah_sources: [],
        rabbi_consultation_suggested: false,
        safety,
        engine: { ...engine('crisis'), model: model?.label ?? null },
      };
    }
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

  // 2. Halachic: decided here, whoever writes the words — for this message, or for the question
  //    it goes on with (a new matter is read alone).
  const halachic = detectHalachic(message) ?? (newMatter ? null : lawCarried(message, request.history ?? []));

  // 3. Understanding: who, what is asked for, the things named, and whether this follows on
  //    from the conversation's previous question (a bounded window of the user's own chat).
  //    The composer reads the message (and the earlier questions) with plain apostrophes — "can’t"
  //    typed on a phone is read as "can't" — and gives the person's own characters back wherever
  //    the answer says their words (typed.ts); a configured model gets the message as typed.
  //    A message that opens by turning to a new matter is read alone (its history is empty).
  // What earlier answers said, over a wider window than memory, so no sentence is said twice.
  const said = saidWindow(request.history);
  const understanding = understandOnce();

  // 4. Grounding: halachic sources for a halachic question; otherwise sources chosen for this
  //    question's point, none already quoted in the window, and none rather than a loose one.
  const earlier = history.filter((t) => t.role === 'assistant').map((t) => t.content).join('\n');
  const quoted = (entry: CorpusEntry): boolean => earlier.includes(entry.ref) || earlier.includes(entry.en) || earlier.includes(entry.he);
  // The halachic layer's catch-all ('general': no named area of halacha) takes the sources chosen for
  // the question's point when there are any — a question on the first year of marriage gets
  // Deuteronomy 24:5, not the tags' generic peace verses; a named area keeps its own.
  const pointed = !halachic || (halachic.topic === 'general' && !halachic.area);
  // Words the person gives when asking where something is written find the place itself first.
  const named = pointed ? sourcesQuoted(understanding, read, quoted, 2) : [];
  const isNamed = (entry: CorpusEntry): boolean => quoted(entry) || named.some((n) => n.entry.id === entry.id);
  let chosen = pointed ? [...named, ...sourcesForPoint(understanding, read, isNamed, understanding.asks === 'sources' ? Math.max(1, 2 - named.length) : 1)] : [];
  // Asked for sources outright: the corpus is searched for the question's words when the point's list falls short.
  if (pointed) chosen = [...chosen, ...sourcesAskedFor(understanding, read, quoted, chosen, 3)];
  if (slice) chosen = chosen.filter((c) => inSlice(c.entry, slice));
  if (!halachic && chosen.length === 0 && persona && slice && understanding.understood) {
    const query = [read, ...understanding.topics.map((t) => t.query), persona.focus ?? ''].join(' ');
    chosen = personaSources(query, slice).map((entry) => ({ entry, why: { en: `${persona.name} draws on it for this.`, he: `${persona.name} נשען על המקור הזה כאן.` } }));
  }
  // A named area of halacha keeps its own sources; asked for sources outright, the ones found for
  // the question's own words and point come first ("what do we say to a mourner" → Job's friends).
  const asked = understanding.asks === 'sources' ? sourcesQuoted(understanding, read, quoted, 1).map((c) => c.entry) : [];
  // A named area's own sources come before even those: "sources on a husband's obligations" is
  // Exodus 21:10, not a verse that shares the word "wife".
  const halachicOnes = (flag: HalachicFlag): CorpusEntry[] => {
    const own = halachicSources(flag, message, slice);
    const ordered = flag.area ? [...own, ...asked] : [...asked, ...own];
    return ordered.filter((e, i) => ordered.findIndex((o) => o.id === e.id) === i).slice(0, 3);
  };
  const sources = halachic && (!pointed || chosen.length === 0) ? halachicOnes(halachic) : chosen.map((c) => c.entry);

  const answer: GuideAnswer = {
    response: '',
    halachic_context_used: halachic !== null,
    relationship_context_used: false,
    torah_sources: [],
    rabbi_consultation_suggested: halachic !== null,
    safety: null,
    engine: engine(halachic ? 'halachic' : 'ordinary'),
  };

  // 5a. A configured model writes; its output is checked, and any failure falls back below.
  if (model) {
    const outcome = await writeWithModel({ model, message, sources, chosen, understanding, history: boundedHistory(request.history), profile, partner, persona, halachic });
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

  // 5b. The embedded composer.
  if (halachic) {
    // The halachic frame, and the person's own question spoken to beside it (the bris, the guests…).
    answer.response = ownCharacters(composeHalachic(halachic, sources, language, seed, said, { understanding }));
  } else {
    const composed = composeAnswer({ message: read, language, seed, understanding, sources: chosen, profile, partner, history, said });
    // Never a ruling, even in the person's own words said back to them (issue 31).
    answer.response = ownCharacters(withoutRulingSentences(composed.text));
    answer.relationship_context_used = composed.usedPartner;
  }
  answer.torah_sources = sources.map(toTorahSource);
  return answer;
}
