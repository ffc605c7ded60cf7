// A later message in a chat, read with the one it leans on — or alone, when it says so.
// The safety layer asks whether a danger said just before carries onto this message; the reading
// layers take a message that opens by turning to a new matter without its opening words and
// without the conversation's earlier turns.
import { assessSafety, type SafetyAssessment } from './detect/assess.ts';
import type { Turn } from './conversation.ts';
import { detectHalachic, type HalachicFlag } from './halachic.ts';
import { hintsAtAbuseOrFear, namesADanger } from './detect/concepts.ts';
import { HOW_TO_EXPLAIN, IDEAS_WANTED } from './detect/halachic-situations.ts';
import { undisguise } from './detect/normalise.ts';

// A message that says it turns to something else ("different thing —", "שאלה אחרת") is read alone.
const NEW_MATTER =
  /\b(?:(?:a |on a )?(?:different|another|other|separate|unrelated) (?:thing|question|topic|subject|matter|note)|unrelated|changing the subject|change of subject)\b|(?<![\u05D0-\u05EA])(?:שאלה אחרת|נושא אחר|בנושא אחר|משהו אחר לגמרי|לא קשור|לא קשורה|שינוי נושא)(?![\u05D0-\u05EA])|\b(?:she.?ela acheret|nose acher|lo kashur)\b/i;

// After a check was asked: who did it, that no one may know, that it happened again, that one is not
// safe — the danger wondered about is confirmed.
const CONFIRMS_DANGER =
  /\b(?:(?:it'?s|they'?re|it was|they were|that was|those are) (?:from|because of) (?:him|her|my husband|my wife)|from him|from her|it was (?:him|her)|(?:he|she) did (?:it|this|that)(?: again)?|(?:please )?(?:don'?t|do not) tell|(?:nobody|no one|noone) (?:can|must|should|may) (?:know|find out)|(?:it )?happened again|not safe|i'?m not ok(?:ay)?|right now|as we speak|(?:he|she)'?s (?:home|here|back|outside)(?: now)?|(?:alone|home) with (?:the|both|our|my|all the) (?:kids|children|baby|babies|twins|toddler))\b|(?<![\u05D0-\u05EA])(?:זה ממנו|זה ממנה|הוא עשה את זה|היא עשתה את זה|אף אחד לא (?:יכול|צריך|אמור) לדעת|אל (?:תספר|תספרי|תגיד|תגידי)|קרה שוב|לא בטוחה|לא בטוח|אני לא בסדר|(?:הוא|היא) (?:עכשיו |כרגע )?(?:לבד )?עם הילדים|(?:הוא|היא) (?:בבית|חזר|חזרה|פה|בחוץ) עכשיו|ממש עכשיו|ברגע זה)(?![\u05D0-\u05EA])|\b(?:ze mime(?:nu|na)|hu asa et ze|af echad lo (?:yachol|tzarich|amur) lada.?at|kara shuv)\b/i;

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
// A question that asks whether something still holds, however long ("Can I still go Wednesday night
// even though he won't be home until the next day, or should I push it to Thursday?" after the
// mikveh night was named — round 80c): it goes on with what came before.
const ASKS_IF_IT_STILL_HOLDS =
  /^\W*(?:and |but |so )?(?:can|could|may|might|should|must|do|does|did|is|are|would|will) (?:i|we|he|she|it|they|you|that|this) (?:still|also|then|instead)\b|^\W*ו?(?:אפשר|מותר|אני יכולה|אני יכול|אנחנו יכולים|צריך|צריכה) (?:בכל זאת|עדיין|גם)(?![\u05D0-\u05EA])/iu;

function previousMessage(history: readonly Turn[]): string | undefined {
  return history.filter((t) => t.role === 'user' && typeof t.content === 'string').at(-1)?.content;
}

function leansOnBefore(message: string): boolean {
  return message.split(/\s+/).filter(Boolean).length <= SHORT_WORDS || POINTS_BACK.test(message) || ASKS_IF_IT_STILL_HOLDS.test(message);
}

// (Whether the composer reads it as a follow-up is not asked: a disclosure in two messages is
// carried even when the second reads as a new question, like "he's alone with both kids right now".)
export function dangerCarried(message: string, history: readonly Turn[]): SafetyAssessment | null {
  const before = previousMessage(history);
  if (!before || SAYS_SAFE.test(message) || NEW_MATTER.test(message)) return null;
  const together = assessSafety(`${before}\n${message}`);
  if (together.level === 'none' || !together.category) return null;
  const alone = assessSafety(before).level;
  if (alone === 'crisis') return { ...together, level: 'possible' };
  // Only the classifier's guess, on a short "and if…?" that names no danger after a message that
  // raised nothing: "if he says it with a mistake, do I still answer amen?" after a grandson's first
  // blessings was read as a partner's threat to his life (round 79c).
  if (alone === 'none' && together.by === 'classifier' && asksWhatIfOnly(message)) return null;
  // A danger only the pair names is carried when this message leans on the one before.
  if (!leansOnBefore(message) && !CONFIRMS_DANGER.test(message)) return null;
  // A check already asked ("possible") and gone on from is answered: carried only when the pair
  // now says more than the earlier message did, or this one says who did it or that no one may know.
  return alone === 'none' || together.level === 'crisis' || CONFIRMS_DANGER.test(message) ? together : null;
}

// Thanks or an "ok" alone close the matter; they ask nothing more of the law.
const ONLY_THANKS =
  /^[\s\p{P}\p{Extended_Pictographic}\u200d\ufe0f]*(?:(?:thanks?|thank you|thx|ty|ok(?:ay)?|got it|great|perfect|amazing|that helps|helpful|good to know|makes sense|appreciate it|toda(?: raba)?|sababa|beseder|mushlam|תודה(?: רבה)?|אוקיי?|הבנתי|מעולה|מושלם|סבבה|בסדר|עוזר|ממש עזרת)[\s\p{P}\p{Extended_Pictographic}\u200d\ufe0f]*)+$/iu;
// What goes on with a question of the law asks again: a question, or "and if…" / "ואם…" even
// without its mark ("the new one has a camera that switches on by itself…" is left to the composer).
const ASKS_WHAT_IF = /^\W*(?:and|but|or|so)?\s*(?:what if|if|what about|and if|even if|ve.?im|u.?ma(?: im| lehavdil)?|aval im|ma im|ma lagabei)\b|^\W*(?:ואם|ומה אם|ומה לגבי|אבל אם|מה אם|מה לגבי|גם אם|או ש)/iu;
const ASKS_ON_WITH_IT = new RegExp(`\\?|${ASKS_WHAT_IF.source}`, 'iu');
// Thanks for the answer, then how to do something with people: "תודה. ואיך אני אומרת לאשתו השנייה…",
// "ok toda. ve'ech ma'asikim et ha'yeladim…", "ok. and honestly how do I thank her…" (round 79c).
const THANKS_THEN_HOW =
  /^(?:[\s\p{P}]*(?:ok(?:ay)?|thanks?|thank you|thx|got it|toda(?: raba)?|תודה(?: רבה)?|אוקיי?|הבנתי|סבבה)(?![\p{L}]))+[\s\p{P}]*(?:(?:and|so|but)\s+)?(?:(?:honestly|really|also|then)\s+)?(?:how|ve.?ech|ech|eich|ve.?eich|ואיך|איך|אז איך)(?![\p{L}])/iu;

/**
 * A halachic question asked in two steps ("Can I pump breast milk on Shabbat?", then "what if it's
 * just to relieve the pain?"; "מותר לטבול כשיש תפרים?", then "ואם נשאר קצת דבק?"): the later
 * message, leaning on the earlier and asking on, goes on with its question, so the rabbi and the
 * sources stay (round 78c: 14 of 30 such follow-ups, read in their chat, were answered as ordinary
 * advice). Read together, the pair may name the area more closely than the first message did. A
 * message that turns to a new matter, only thanks, tells how it went ("we survived, it was
 * murderously hot") or asks for ideas or for words to explain is read alone.
 */
export function lawCarried(message: string, history: readonly Turn[]): HalachicFlag | null {
  const before = previousMessage(history);
  if (!before || NEW_MATTER.test(message) || ONLY_THANKS.test(message)) return null;
  if (!leansOnBefore(message) || !ASKS_ON_WITH_IT.test(message)) return null;
  const plain = undisguise(message);
  if (IDEAS_WANTED.test(plain) || HOW_TO_EXPLAIN.test(plain) || THANKS_THEN_HOW.test(plain)) return null;
  const earlier = detectHalachic(before);
  if (!earlier) return null;
  return detectHalachic(`${before}\n${message}`) ?? earlier;
}

/**
 * The trained classifier's guess on a short follow-up, read again with the message it follows. On
 * a fragment it guesses from a few words: "And if he still says no?" after a question about night
 * feeds read as sexual coercion, "she also won't let me hold the baby when she cries" as danger to
 * a child (answers round S17). When the earlier message raised nothing and the two together raise
 * nothing either, the guess is dropped; the rules and concepts are never second-guessed here, and
 * a guess the pair still makes stands. Only a short "and if…?", a bare question ("and who takes
 * care of me") or an office's answer ("the principal says…") that names no danger and no fear of
 * its own — a statement keeps its guess ("he always needs to know where I am", after a question
 * about time with friends, is a disclosure the pair reads as nothing), and so does what a husband,
 * a wife or a child said: a disclosure the classifier alone caught ("קניתי היום חבל…", "my husband
 * leaves our 3yo alone…") is never read away by a harmless question before it (the development
 * set's 372 later crises, read in their chat, all stay caught).
 */
const SHORT_GUESS_WORDS = 14;
// A question of its own, or what an office answered ("The principal says it's district policy. Now
// what?"): a report of what a husband, a wife or a child said may be the disclosure itself ("he said
// if I leave he'll take the kids") and keeps the classifier's guess.
const ASKS_ON_ITS_OWN =
  /[?？]|^\W*(?:and |but |so |ok(?:ay)? )?(?:who|what|how|why|when|where|which|should|can|could|do|does|is|are|will|would)\b|^\W*ו?(?:מי|מה|איך|למה|מתי|האם|אז מה)(?![\u05D0-\u05EA])/iu;
const AN_OFFICE_ANSWERED =
  /\b(?:principal|teacher|school|doctor|nurse|hospital|clinic|manager|boss|landlord|insurance|office|district|council|committee|kupah|social worker)\b[^.?!]{0,25}\b(?:says?|said|told (?:me|us)|answered|replied|wrote|decided|refused|won'?t)\b|(?<![\u05D0-\u05EA])(?:המנהלת|המנהל|המורה|הגננת|בית הספר|הרופא|הרופאה|האחות|בית החולים|הקופה|קופת החולים|הביטוח|הוועד|העירייה|העובדת הסוציאלית|בעל הבית|המשרד)(?:\s+\S+){0,3}\s+(?:אמר|אמרה|אמרו|אומר|אומרת|אומרים|ענה|ענתה|ענו|כתב|כתבה|החליט|החליטה|החליטו|סירב|סירבה|סירבו|דחו|דחה)(?![\u05D0-\u05EA])/iu;
const A_CLOSE_ONE_SAID =
  /\b(?:he|she|they|my (?:husband|wife|partner|son|daughter|mother|father|mom|mum|dad|brother|sister|ex))\b[^.?!]{0,15}\b(?:says?|said|told|tells|answered|replied|keeps saying|threaten\w*|warned)\b|(?<![\u05D0-\u05EA])(?:ו|ש)?(?:הוא|היא|הם|בעלי|אשתי|בן זוגי|בת זוגי|הבן שלי|הבת שלי|אמא שלי|אבא שלי|האקס שלי)(?:\s+\S+){0,2}\s+(?:אמר|אמרה|אמרו|אומר|אומרת|ענה|ענתה|טוען|טוענת|מאיים|מאיימת|איים|איימה)(?![\u05D0-\u05EA])/iu;
// An office's answer may run a little longer than an "and if…?"; a question with no "if" is read
// only when bare. (The development set's 372 later crises, read in their chat, all stay caught; a
// first version that read any statement of up to 20 words lost, on probing, "he said if I leave he'll
// take the kids" and "should I be worried that she hasn't eaten in 4 days?" after a question about
// a holiday — session 49.)
const LEANING_STATEMENT_WORDS = 20;
const BARE_QUESTION_WORDS = 7;

/** A short "and if…?" that names no danger and no fear of its own. */
function asksWhatIfOnly(message: string): boolean {
  if (!ASKS_WHAT_IF.test(message) || message.split(/\s+/).filter(Boolean).length > SHORT_GUESS_WORDS) return false;
  return namesNoAlarm(undisguise(message));
}

/** No word of danger and none of abuse or fear, outside the message's idioms. */
function namesNoAlarm(plain: string): boolean {
  return !namesADanger(plain) && !hintsAtAbuseOrFear(plain);
}

/**
 * A short question, or an office's answer, that names no danger and no fear of its own: "The principal says
 * it's district policy. Now what?" after a question about a child's inhaler at school was read as
 * sexual violence, "and who takes care of me" after a husband's stroke as a danger to her life
 * (answers round S23). Its words lean on the earlier message, so the pair is the thought.
 */
function saysNothingAlarmingOfItsOwn(message: string): boolean {
  const words = message.split(/\s+/).filter(Boolean).length;
  if (words > LEANING_STATEMENT_WORDS) return false;
  const plain = undisguise(message);
  // Only a bare question, or what an office answered: a habit told of someone ("he always needs to
  // know where I am", after a question about time with friends) is a disclosure and keeps its guess,
  // and so does a question that tells something new ("should I be worried that she hasn't eaten in
  // four days?").
  const bareQuestion = words <= BARE_QUESTION_WORDS && ASKS_ON_ITS_OWN.test(plain);
  return (bareQuestion || AN_OFFICE_ANSWERED.test(plain)) && !A_CLOSE_ONE_SAID.test(plain) && namesNoAlarm(plain);
}

export function guessReadInContext(message: string, history: readonly Turn[]): SafetyAssessment | null {
  const before = previousMessage(history);
  if (!before || NEW_MATTER.test(message) || !(asksWhatIfOnly(message) || saysNothingAlarmingOfItsOwn(message))) return null;
  if (assessSafety(before).level !== 'none') return null;
  const together = assessSafety(`${before}\n${message}`);
  return together.level === 'none' ? together : null;
}
