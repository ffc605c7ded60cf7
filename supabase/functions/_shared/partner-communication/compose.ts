// The words the partner receives. Written from the trigger type and the two names only: nothing of
// the sender's private conversation (their question, the AI's answer, a draft) is ever passed in,
// so nothing of it can be quoted or forwarded — the privacy page promises exactly that.
import type { TriggerType } from './triggers.ts';

export interface PartnerMessageInput {
  triggerType: TriggerType;
  /** How the recipient knows the sender (display name, else first name); null → "your partner". */
  senderName: string | null;
  recipientName: string | null;
  /** Picks among the phrasings, so repeated messages do not read like a form letter. */
  seed: string;
}

type Phrasing = (from: string, to: string) => string;

const OPENINGS: Phrasing[] = [
  (_from, to) => (to ? `Shalom ${to},` : 'Shalom,'),
  (_from, to) => (to ? `Hi ${to},` : 'Hi,'),
  (_from, to) => (to ? `${to}, a short note from your AI guide.` : 'A short note from your AI guide.'),
];

const BODIES: Record<TriggerType, Phrasing[]> = {
  emotional_bridging: [
    (from) => `${from} has been thinking about the two of you and would love a little closeness today. A warm word, a hug or ten quiet minutes together could mean a lot right now.`,
    (from) => `${from} is carrying some feelings at the moment and would be glad to feel you near. You don't need to fix anything — asking "how are you, really?" and listening is plenty.`,
    (from) => `${from} wanted you to know that your connection matters deeply to them. If you can, make a small moment for each other today, with phones put away.`,
  ],
  conflict_mediation: [
    (from) => `${from} would like to find a calmer way through what has been hard between you. When you both feel ready, try taking turns: each of you speaks while the other only listens, then says back what they heard.`,
    (from) => `${from} is hoping to talk things through gently, not to win an argument. Choosing a quiet time, starting with one thing you appreciate about each other, and keeping to one topic can help.`,
    (from) => `${from} cares about making peace between you. "Seek peace and pursue it" — a first step can be as small as saying "I want us to be okay" before talking about the issue itself.`,
  ],
  timing_optimization: [
    (from) => `${from} would like to set aside a good time to talk together — not in a rush, not when either of you is tired. Could you suggest a time that works for you in the next day or two?`,
    (from) => `${from} is looking for an unhurried moment for the two of you to connect. Perhaps after the children are asleep, or on a walk — whatever time feels easiest for you.`,
    (from) => `${from} would value some unhurried time together soon. Letting them know when you'll be free is a lovely way to say you're there.`,
  ],
};

const CLOSINGS: Phrasing[] = [
  () => 'With warmth, your Shalom Bayit guide.',
  () => 'Wishing you both shalom bayit.',
  () => 'With every good wish for your home.',
];

function pick<T>(items: readonly T[], seed: string, salt: number): T {
  let hash = 2166136261 ^ salt;
  for (let i = 0; i < seed.length; i++) hash = Math.imul(hash ^ seed.charCodeAt(i), 16777619);
  return items[Math.abs(hash) % items.length]!;
}

export function composePartnerMessage(input: PartnerMessageInput): string {
  const from = input.senderName?.trim() || 'Your partner';
  const to = input.recipientName?.trim() || '';
  return [
    pick(OPENINGS, input.seed, 1)(from, to),
    pick(BODIES[input.triggerType], input.seed, 2)(from, to),
    pick(CLOSINGS, input.seed, 3)(from, to),
  ].join('\n\n');
}
