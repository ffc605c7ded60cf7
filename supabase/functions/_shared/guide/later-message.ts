// A later message in a chat, read with the one it leans on — or alone, when it says so.
// The safety layer asks whether a danger said just before carries onto this message; the reading
// layers take a message that opens by turning to a new matter without its opening words and
// without the conversation's earlier turns.
import { assessSafety, type SafetyAssessment } from './detect/assess.ts';
import type { Turn } from './conversation.ts';

// A message that says it turns to something else ("different thing —", "שאלה אחרת") is read alone.
const NEW_MATTER =
  /\b(?:(?:a |on a )?(?:different|another|other|separate|unrelated) (?:thing|question|topic|subject|matter|note)|unrelated|changing the subject|change of subject)\b|(?<![\u05D0-\u05EA])(?:שאלה אחרת|נושא אחר|בנושא אחר|משהו אחר לגמרי|לא קשור|לא קשורה|שינוי נושא)(?![\u05D0-\u05EA])|\b(?:she.?ela acheret|nose acher|lo kashur)\b/i;

// After a check was asked: who did it, that no one may know, that it happened again, that one is not
// safe — the danger wondered about is confirmed.
const CONFIRMS_DANGER =
  /\b(?:(?:it'?s|they'?re|it was|they were|that was|those are) (?:from|because of) (?:him|her|my husband|my wife)|from him|from her|it was (?:him|her)|(?:he|she) did (?:it|this|that)(?: again)?|(?:please )?(?:don'?t|do not) tell|(?:nobody|no one|noone) (?:can|must|should|may) (?:know|find out)|(?:it )?happened again|not safe|i'?m not ok(?:ay)?)\b|(?<![\u05D0-\u05EA])(?:זה ממנו|זה ממנה|הוא עשה את זה|היא עשתה את זה|אף אחד לא (?:יכול|צריך|אמור) לדעת|אל (?:תספר|תספרי|תגיד|תגידי)|קרה שוב|לא בטוחה|לא בטוח|אני לא בסדר)(?![\u05D0-\u05EA])|\b(?:ze mime(?:nu|na)|hu asa et ze|af echad lo (?:yachol|tzarich|amur) lada.?at|kara shuv)\b/i;

// "I'm safe" said in the message itself: believed, so an earlier danger is not carried onto it.
const SAYS_SAFE =
  /\b(?:i'?m|i am|we'?re|we are) (?:totally |completely |perfectly |really )?safe\b(?! for now)|\bnot in (?:any )?danger\b|(?<![\u05D0-\u05EA])(?:אני|אנחנו) (?:בטוחה|בטוח|בטוחים|בטוחות|מוגנת|מוגן|מוגנים)(?:\s+(?:עכשיו|כרגע|בבית|לגמרי))?\s*[.!,]?\s*$|\bani (?:betucha|batuach|muganet|mugan)\b/i;

// The words that turn to it, when they open the message and a stop follows them ("Different
// question: any ideas for…", "ok, unrelated — …", "שאלה אחרת: …"): said back or read as a named
// thing, they were "the hardest part of Different question" (session 43). Said inside a sentence
// ("היא אמרה שזה לא קשור אליי") they are no turn to another matter.
const NEW_MATTER_OPENING = new RegExp(
  String.raw`^\s*(?:(?:ok(?:ay)?|so|also|and|btw|by the way|anyway|now|אוקיי|אוקי|טוב|אגב|ועוד|עכשיו)[\s,.!—–-]+)*(?:i have |one more |(?:ו)?יש לי )?(?:${NEW_MATTER.source})\s*[:—–\-,.!?\n]+\s*`,
  'i',
);

/** Whether the message opens by turning to something else ("different question:", "שאלה אחרת —"). */
export function opensNewMatter(message: string): boolean {
  return NEW_MATTER_OPENING.test(message);
}

/** The message without its opening "different question:" (the whole message when that is all it says). */
export function withoutNewMatterOpening(message: string): string {
  const rest = message.replace(NEW_MATTER_OPENING, '');
  return rest.trim() === '' ? message : rest;
}

/**
 * A later message read with the one before it, when it leans on it (round 75c: "it's from him.
 * nobody can know" after "any advice for covering bruises with makeup?", which the composer had
 * answered as more about the wedding). The pair can name a danger neither says alone, or go on
 * with one said just before: then the answer is the check and the resources, not tips. A new
 * question after it (or one that says it turns to another matter) is read alone, and so is a
 * message that says the person is safe. A danger said clearly already is carried as "possible" (a
 * second check in other words); one the pair names first keeps its own level; after a check that
 * was only asked, going on with the matter is its answer (answers round S14: an apology with
 * flowers after "walking on eggshells" is no second check).
 */
// A message that leans on the one before: short, or opening with a word that points back ("it's
// from him", "and he…", "זה ממנו", "אבל…"). Two full questions read as one text can name a danger
// neither is about (answers round S16: the mother-in-law in the delivery room "without asking me",
// then "what do I say to my wife when I get home from reserve duty", read as duty pressed on a wife).
const POINTS_BACK =
  /^\W*(?:it|it'?s|its|that|that'?s|this|these|those|they|they'?re|he|he'?s|she|she'?s|his|her|him|and|but|also|so|yes|yeah|yep|no|nope|ok|okay|well|because|cause|bc|same|even|only|just|actually|now|then|again)\b|^\W*(?:זה|זו|זאת|הוא|היא|הם|הן|כן|לא|אבל|גם|אז|כי|עכשיו|שוב|ממש|רק|אפילו|ו[\u05D0-\u05EA]+)(?![\u05D0-\u05EA])/i;
const SHORT_WORDS = 14;

function leansOnBefore(message: string): boolean {
  return message.split(/\s+/).filter(Boolean).length <= SHORT_WORDS || POINTS_BACK.test(message);
}

export function dangerCarried(message: string, history: readonly Turn[], followsOn: () => boolean): SafetyAssessment | null {
  const before = history.filter((t) => t.role === 'user' && typeof t.content === 'string').at(-1)?.content;
  if (!before || SAYS_SAFE.test(message) || NEW_MATTER.test(message)) return null;
  const together = assessSafety(`${before}\n${message}`);
  if (together.level === 'none' || !together.category) return null;
  if (!followsOn()) return null;
  const alone = assessSafety(before).level;
  if (alone === 'crisis') return { ...together, level: 'possible' };
  // A danger only the pair names is carried when this message leans on the one before.
  if (!leansOnBefore(message) && !CONFIRMS_DANGER.test(message)) return null;
  // A check already asked ("possible") and gone on from is answered: carried only when the pair
  // now says more than the earlier message did, or this one says who did it or that no one may know.
  return alone === 'none' || together.level === 'crisis' || CONFIRMS_DANGER.test(message) ? together : null;
}
