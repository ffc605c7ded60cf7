// Issue 32's figures for one set of ordinary questions, measured through the guide itself
// (answerQuestion, embedded composer): each simulated user asks a few questions in one private
// chat, each followed by its follow-up when the line has one, with the chat's earlier turns passed
// as the app passes them. Reported as aggregates; `misses` is filled only when asked for (never
// for the held-out set).
import { readFileSync } from 'node:fs';
import { CORPUS } from '../../../supabase/functions/_shared/corpus/index.ts';
import { answerQuestion, type GuideProfile, type Turn } from '../../../supabase/functions/_shared/guide/index.ts';

export interface QuestionLine {
  id: string;
  language: 'en' | 'he';
  about: string;
  asks: 'advice' | 'words' | 'plan' | 'comfort' | 'sources' | 'clarify';
  question: string;
  mustMention: string[];
  followUp: null | { question: string; mustMention: string[] };
}

export interface Ratio {
  hit: number;
  of: number;
}

export interface AnswerFigures {
  lines: number;
  invalid: number;
  speaks: Ratio;
  boilerplate: Ratio;
  hebrewUnnatural: Ratio;
  followUps: Ratio;
  /** Answers the safety or halachic layer gave instead of the composer (issue 31's detectors). */
  takenBySafety: Ratio;
  /** The same figures over the composer's own answers only. */
  composedSpeaks: Ratio;
  composedFollowUps: Ratio;
  composedHebrewUnnatural: Ratio;
  composedBoilerplate: Ratio;
  misses: string[];
}

/** Questions one simulated user asks in one chat (each with its follow-up). */
export const QUESTIONS_PER_USER = 5;

// Profiles the simulated users take in turn: with and without children, genders known and not.
const PROFILES: GuideProfile[] = [
  { first_name: 'Noa', gender: 'female', life_stage: 'young_family', num_children: 2, location: 'Israel' },
  { first_name: 'David', gender: 'male', life_stage: 'established_family', num_children: 4, location: 'United States' },
  { first_name: null, gender: null, life_stage: 'newlywed', num_children: 0, location: 'United Kingdom' },
  { first_name: 'Miriam', gender: 'prefer_not_to_say', life_stage: 'empty_nest', num_children: 3, location: 'Canada' },
];

export function readQuestionLines(path: string): { lines: QuestionLine[]; invalid: number } {
  const lines: QuestionLine[] = [];
  let invalid = 0;
  for (const raw of readFileSync(path, 'utf8').split('\n')) {
    if (raw.trim() === '') continue;
    try {
      const line = JSON.parse(raw) as QuestionLine;
      const groupsOk = (groups: unknown): boolean => Array.isArray(groups) && groups.length > 0 && groups.every((g) => typeof g === 'string' && g.trim() !== '');
      if (typeof line.question !== 'string' || !groupsOk(line.mustMention) || (line.followUp && (typeof line.followUp.question !== 'string' || !groupsOk(line.followUp.mustMention)))) {
        invalid += 1;
        continue;
      }
      lines.push(line);
    } catch {
      invalid += 1;
    }
  }
  return { lines, invalid };
}

/** Every group ("stem|alternative") must have one alternative in the answer, case-insensitively. */
export function mentionsAll(answer: string, groups: string[]): boolean {
  return missingGroups(answer, groups).length === 0;
}

/** The groups of which the answer has no alternative (listed beside a development miss). */
function missingGroups(answer: string, groups: string[]): string[] {
  const text = answer.replace(/[\u2068\u2069]/g, '').toLowerCase();
  return groups.filter((group) => !group.split('|').some((stem) => stem.trim() !== '' && text.includes(stem.trim().toLowerCase())));
}
const missingNote = (answer: string, groups: string[]): string => `\n    missing: ${missingGroups(answer, groups).join(' · ')}`;

const SOURCE_TEXTS = CORPUS.flatMap((e) => [e.en, e.he]);

/**
 * The answer's sentences that are not a source's text, normalised for comparison. The lines that
 * list the safety layer's resources (a hotline's name, number and hours) are left out as a source's
 * text is: a second check in a chat lists them again on purpose (issue 31: resources first, every
 * time), and they are references, not the prose the boilerplate figure is about.
 */
export function ownSentences(answer: string, resourceContacts: readonly string[] = []): string[] {
  return answer
    .replace(/[\u2068\u2069]/g, '')
    .split('\n')
    .filter((line) => !SOURCE_TEXTS.some((text) => line.includes(text)))
    .filter((line) => !resourceContacts.some((contact) => line.includes(contact)))
    .flatMap((line) => line.split(/(?<=[.!?…])\s+/))
    .map((s) => s.replace(/^[•\-\d.)\s]+/, '').replace(/\s+/g, ' ').trim().toLowerCase())
    .filter((s) => s.split(' ').length >= 5);
}

const SLASH = /[\u05D0-\u05EA]\/[\u05D0-\u05EA]/;
const ENGLISH_SENTENCE = /[A-Za-z]{2,}(?:[\s,'’-]+[A-Za-z]{2,}){2,}/;

export function unnaturalHebrew(answer: string): boolean {
  return SLASH.test(answer) || ENGLISH_SENTENCE.test(answer);
}

export async function evaluateAnswers(lines: QuestionLine[], withMisses: boolean): Promise<Omit<AnswerFigures, 'invalid'>> {
  const figures: Omit<AnswerFigures, 'invalid'> = {
    lines: lines.length,
    speaks: { hit: 0, of: 0 },
    boilerplate: { hit: 0, of: 0 },
    hebrewUnnatural: { hit: 0, of: 0 },
    followUps: { hit: 0, of: 0 },
    takenBySafety: { hit: 0, of: 0 },
    composedSpeaks: { hit: 0, of: 0 },
    composedFollowUps: { hit: 0, of: 0 },
    composedHebrewUnnatural: { hit: 0, of: 0 },
    composedBoilerplate: { hit: 0, of: 0 },
    misses: [],
  };
  const count = (ratio: Ratio, hit: boolean): void => {
    ratio.of += 1;
    if (hit) ratio.hit += 1;
  };
  // Users are formed per language, in file order, so one user's chat is in one language.
  for (const language of ['en', 'he'] as const) {
    const ofLanguage = lines.filter((l) => l.language === language);
    for (let start = 0; start < ofLanguage.length; start += QUESTIONS_PER_USER) {
      const userIndex = start / QUESTIONS_PER_USER;
      const profile = PROFILES[userIndex % PROFILES.length]!;
      const history: Turn[] = [];
      const answers: Array<{ id: string; text: string; composed: boolean; contacts: string[] }> = [];
      const ask = async (message: string): Promise<{ text: string; composed: boolean; contacts: string[] }> => {
        const answer = await answerQuestion({ message, profile, history: [...history] });
        history.push({ role: 'user', content: message }, { role: 'assistant', content: answer.response });
        const composed = answer.engine.kind === 'ordinary';
        count(figures.takenBySafety, !composed);
        return { text: answer.response, composed, contacts: (answer.safety?.resources ?? []).map((r) => r.contact) };
      };
      const marker = (composed: boolean): string => (composed ? '' : ' [safety/halachic layer]');
      for (const line of ofLanguage.slice(start, start + QUESTIONS_PER_USER)) {
        const first = await ask(line.question);
        answers.push({ id: line.id, ...first });
        const speaks = mentionsAll(first.text, line.mustMention);
        count(figures.speaks, speaks);
        if (first.composed) count(figures.composedSpeaks, speaks);
        if (!speaks && withMisses) figures.misses.push(`speaks   ${line.id}${marker(first.composed)}: ${line.question}\n    → ${first.text.replace(/\n+/g, ' ¶ ').slice(0, 400)}${missingNote(first.text, line.mustMention)}`);
        if (line.followUp) {
          const second = await ask(line.followUp.question);
          answers.push({ id: `${line.id}+`, ...second });
          const follows = mentionsAll(second.text, line.followUp.mustMention);
          count(figures.followUps, follows);
          if (second.composed) count(figures.composedFollowUps, follows);
          if (!follows && withMisses) figures.misses.push(`follow   ${line.id}${marker(second.composed)}: ${line.followUp.question}\n    → ${second.text.replace(/\n+/g, ' ¶ ').slice(0, 400)}${missingNote(second.text, line.followUp.mustMention)}`);
        }
      }
      // Boilerplate: a sentence (not a source's text) that another answer of this user also has.
      const sentenceSets = answers.map((a) => new Set(ownSentences(a.text, a.contacts)));
      answers.forEach((a, i) => {
        const repeated = [...sentenceSets[i]!].find((s) => sentenceSets.some((other, j) => j !== i && other.has(s)));
        count(figures.boilerplate, repeated !== undefined);
        if (a.composed) count(figures.composedBoilerplate, repeated !== undefined);
        if (repeated) {
          if (withMisses) figures.misses.push(`repeat   ${a.id}${marker(a.composed)}: "${repeated}"`);
        }
        if (language === 'he') {
          const unnatural = unnaturalHebrew(a.text);
          count(figures.hebrewUnnatural, unnatural);
          if (a.composed) count(figures.composedHebrewUnnatural, unnatural);
          if (unnatural && withMisses) figures.misses.push(`hebrew   ${a.id}${marker(a.composed)}: ${(SLASH.exec(a.text) ?? ENGLISH_SENTENCE.exec(a.text))?.[0]}`);
        }
      });
    }
  }
  return figures;
}
