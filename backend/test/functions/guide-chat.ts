// Shared by the guide's conversation tests: a chat with the embedded composer, each message asked
// with the turns before it, every answer expected to be an ordinary one (not the safety or law layer).
import { answerQuestion, type GuideProfile, type Turn } from '../../../supabase/functions/_shared/guide/index.ts';

/** A Hebrew slash form (מתגעגע/ת), which an answer to a person of known gender never holds. */
export const SLASH = /[\u05D0-\u05EA]\/[\u05D0-\u05EA]/;

export async function chat(messages: string[], profile: GuideProfile | null = null): Promise<string[]> {
  const history: Turn[] = [];
  const answers: string[] = [];
  for (const message of messages) {
    const answer = await answerQuestion({ message, profile, history: [...history] });
    expect(answer.engine.kind).toBe('ordinary');
    history.push({ role: 'user', content: message }, { role: 'assistant', content: answer.response });
    answers.push(answer.response);
  }
  return answers;
}

/** The history after these messages, each asked with the turns before it, whatever layer answers
 *  (for suites that read a later message in its chat: a disclosure, a question of law). */
export async function chatAfter(...messages: string[]): Promise<Turn[]> {
  const history: Turn[] = [];
  for (const message of messages) {
    const answer = await answerQuestion({ message, history: [...history] });
    history.push({ role: 'user', content: message }, { role: 'assistant', content: answer.response });
  }
  return history;
}
