// The English offline rewrite. Each sentence is split into clauses; every blaming clause becomes
// part of one first-person statement ("I feel …, and I'd really like you to …"), a non-blaming
// sentence is kept word for word, and one request closes the message. What the blame was about
// stays: a missing action becomes the request itself ("you never help with the dishes" → "I'd
// really like you to help with the dishes"); a repeated one becomes the need of its topic.
import { englishBlameHits, INSULT_ADJ, type BlameHit } from './blame-en.ts';
import { keepsBlame as keepsBlameText } from './check.ts';
import { blameAround, ironicSetupIn } from './indirect.ts';
import { HOSTILE_EMOJI, asSentence, capitalise, joinEnglish, lowerFirst, normaliseEnglish, splitSentences, stripEnd } from './text.ts';
import { GENERAL_TOPICS, GENERIC_REQUESTS_EN, GENERIC_TOPIC, SPACE_TOPIC, findTopicEn, insultTopicEn, needfulItems, requestTopics, topicById, type Topic } from './topics.ts';

// ─── Verbs ──────────────────────────────────────────────────────────────────────────────────

const IRREGULAR_PAST: Record<string, string> = {
  forgot: 'forget', forgotten: 'forget', left: 'leave', made: 'make', said: 'say', told: 'tell', took: 'take', went: 'go', came: 'come', gave: 'give', got: 'get', gotten: 'get', bought: 'buy', brought: 'bring', thought: 'think', spent: 'spend', sent: 'send', broke: 'break', wrote: 'write', ate: 'eat', did: 'do', had: 'have', saw: 'see', heard: 'hear', kept: 'keep', knew: 'know', met: 'meet', paid: 'pay', ran: 'run', sat: 'sit', slept: 'sleep', spoke: 'speak', stood: 'stand', threw: 'throw', understood: 'understand', woke: 'wake', wore: 'wear', won: 'win', lost: 'lose', hung: 'hang', drove: 'drive', chose: 'choose', fell: 'fall', felt: 'feel', found: 'find', held: 'hold', led: 'lead', lent: 'lend', meant: 'mean', rode: 'ride', sold: 'sell', stole: 'steal', taught: 'teach', swore: 'swear', began: 'begin', became: 'become', caught: 'catch', fought: 'fight', forgave: 'forgive', hid: 'hide', showed: 'show', shown: 'show', done: 'do', been: 'be', was: 'be', were: 'be', blew: 'blow', drank: 'drink', sang: 'sing', grew: 'grow', flew: 'fly', dug: 'dig', lay: 'lie', laid: 'lay', built: 'build', bit: 'bite', shook: 'shake', stuck: 'stick', swept: 'sweep', sought: 'seek', spun: 'spin', struck: 'strike', sank: 'sink', wound: 'wind', wept: 'weep', fed: 'feed', bent: 'bend', dealt: 'deal', fled: 'flee',
};
const E_VERBS = new Set(
  'care like love use smile arrive close phone invite decide promise notice apologize apologise realize realise change share serve save hate move prepare manage schedule include praise appreciate celebrate recognize recognise excuse argue continue believe receive make take leave come give have live drive write ride hide bite shave bake dance face judge organise organize tease ignore complete tolerate breathe behave vote wipe place type hope cope compare declare lie tie die dine fire hire retire wire store score snore refuse confuse accuse abuse amuse pause raise rise choose lose loose ache bathe bake chase erase please release increase decrease purchase guide provide divide reside ride slide glide squeeze sneeze freeze wake shake bake quote note vote devote smoke joke poke invoke provoke stroke cause produce reduce introduce force divorce trace race replace embrace hate rate create relate operate demonstrate dedicate communicate educate contribute distribute acknowledge encourage engage arrange exchange charge challenge imagine examine determine dare stare share scare prepare compare declare care pare rinse sense license tolerate motivate negotiate stimulate'.split(' '),
);
const DOUBLE = new Set('stop plan drop shop get put sit run let set cut hit forget begin swim chat nag beg jog slam skip tap hug grab drag rub scrub mop wrap step commit admit regret ship stir bet quit win dig sob plug snap trip nod pat pin spot rob hop drum occur prefer refer control patrol'.split(' '));

export function baseForm(word: string): string {
  const w = word.toLowerCase();
  if (IRREGULAR_PAST[w]) return IRREGULAR_PAST[w]!;
  if (w.endsWith('ied') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith('ying') && w.length <= 5) return `${w.slice(0, -4)}ie`; // lying, dying, tying
  if (w.endsWith('eed') || w.endsWith('eeing')) return w.endsWith('eeing') ? w.slice(0, -3) : w;
  for (const suffix of ['ed', 'ing']) {
    if (!w.endsWith(suffix) || w.length <= suffix.length + 2) continue;
    const stem = w.slice(0, -suffix.length);
    if (E_VERBS.has(`${stem}e`)) return `${stem}e`;
    if (stem.length >= 3 && stem[stem.length - 1] === stem[stem.length - 2] && DOUBLE.has(stem.slice(0, -1))) return stem.slice(0, -1);
    if (suffix === 'ed' && w.endsWith('ed') && E_VERBS.has(w.slice(0, -1))) return w.slice(0, -1);
    return stem;
  }
  return w;
}

function thirdPersonToBase(word: string): string {
  const w = word.toLowerCase();
  if (w === 'has') return 'have';
  if (w === 'does') return 'do';
  if (w === 'goes') return 'go';
  if (/(?:ch|sh|ss|x|zz)es$/.test(w)) return w.slice(0, -2);
  if (/[^aeiou]ies$/.test(w)) return `${w.slice(0, -3)}y`;
  if (/[^s]s$/.test(w) && w.length > 3) return w.slice(0, -1);
  return w;
}

export function ingForm(base: string): string {
  const w = base.toLowerCase();
  if (w === 'be') return 'being';
  if (w.endsWith('ie')) return `${w.slice(0, -2)}ying`;
  if (DOUBLE.has(w)) return `${w}${w[w.length - 1]}ing`;
  if (w.endsWith('e') && !/(?:ee|ye|oe)$/.test(w)) return `${w.slice(0, -1)}ing`;
  return `${w}ing`;
}

// ─── Clauses ────────────────────────────────────────────────────────────────────────────────

interface Clause {
  text: string;
  /** Starts with because / when / if …: cannot stand alone as a sentence. */
  subordinate: boolean;
  /** Analysed with an inherited "you" ("… and never help" → "you never help"). */
  analysed: string;
}

const STARTER =
  "(?:you|you're|you've|you'd|you'll|your|i|i'm|i've|i'd|i'll|it|it's|this|that|that's|these|those|we|we're|he|she|they|there|there's|now|then|why|how|what|who|nobody|no one|everyone|everything|nothing|instead|plus|stop|just|please|thanks|thank|seriously|honestly|again|typical|whatever|great|nice|oh|my|our|the|all|of course|as usual|like always|as always)";
const IMPLICIT_YOU = "(?:always|never|constantly|don't|didn't|can't|won't|couldn't|wouldn't|just|even|still|then|keep|kept|also|only|forget|forgot|leave|left|ignore|ignored|spend|spent|act|treat|expect|make|made|yell|yelled|walk|walked)";
const SUBORDINATE = /^(?:because|'cause|cause|cuz|since|when|whenever|while|if|after|before|until|unless|although|though|even though|even when|so that|as if|as though|which|who|where|every (?:single )?time|each time|any ?time|the moment|as soon as)\b/i;

function splitClauses(sentence: string): Clause[] {
  const text = sentence.replace(HOSTILE_EMOJI, '').trim();
  // Mark split points, then cut.
  const marked = text
    .replace(/\s*(?:;|:|\s[-–—]\s|—|–)\s*/g, ' ¦ ')
    .replace(new RegExp(`,\\s*(?=(?:and |but |so |or |plus |yet |and then |because |'cause |cause |since |when |whenever |while |if |although |though |even though )?${STARTER}\\b)`, 'gi'), ' ¦ ')
    .replace(new RegExp(`,\\s*(?=(?:and |but |so |or |yet )?${IMPLICIT_YOU}\\b)`, 'gi'), ' ¦ ')
    .replace(new RegExp(`\\s+(?=(?:and|but|so|or|plus|yet)\\s+(?:then\\s+)?${STARTER}\\b)`, 'gi'), ' ¦ ')
    .replace(new RegExp(`\\s+(?=(?:and|but|or|yet)\\s+${IMPLICIT_YOU}\\b)`, 'gi'), ' ¦ ')
    .replace(/\s+(?=(?:because|'cause|cuz|since|even though|although|whenever)\s)/gi, ' ¦ ')
    .replace(/\s*\.{3,}\s*|\s*…\s*/g, ' ¦ ');
  const parts = marked.split('¦').map((part) => part.trim()).filter((part) => /[\p{L}\p{N}]/u.test(part));
  const clauses: Clause[] = [];
  let youSubject = false;
  for (const part of parts) {
    const bare = part.replace(/^(?:and|but|so|or|plus|yet)\s+(?:then\s+)?/i, '').trim();
    const subordinate = SUBORDINATE.test(bare);
    let analysed = bare;
    const firstWord = bare.split(/\s+/)[0]?.toLowerCase() ?? '';
    const verbLike = new RegExp(`^${IMPLICIT_YOU}\\b`, 'i').test(bare) || (/^[a-z]+ed$/.test(firstWord) && !/^(?:red|bed|shed|need|seed|feed|speed|indeed|tired|bored|scared|married|worried|excited|annoyed|exhausted|stressed|used|supposed)$/.test(firstWord)) || IRREGULAR_PAST[firstWord] !== undefined;
    if (youSubject && verbLike) analysed = `you ${bare}`;
    if (/^(?:you|you're|you've|you'd|you'll)\b/i.test(bare) || /\byou\b/i.test(bare.split(/\s+/).slice(0, 3).join(' '))) youSubject = true;
    clauses.push({ text: bare, subordinate, analysed });
  }
  return clauses;
}

/** Words that only add weight to blame around them: "Again.", "As usual!", "Every single time." */
const INTENSIFIER = /^(?:(?:and|but|so|oh|yeah|yes|ugh+|wow)[,.]?\s+)?(?:again|as usual|as always|every (?:single )?time|always|never|once again|yet again|like always|of course|naturally|classic|figures|obviously|clearly|sure|right|wow|ugh+|seriously|really|typical|unbelievable|nothing|not even once|never ever|same as always|same old|same thing|story of my life|as per usual|what else is new|surprise surprise|big surprise|shocker|go figure|every|single|time|ever|just saying|just a thought|i'?ll (?:just )?be here|where else would i be)[.!?…]*$/i;

/** A clause that only points back at the blame: "that's the whole problem", "this is exactly why…". */
const BLAME_ECHO = /^(?:and |but |so )?(?:that's|that is|this is|which is|it's|it is)\s+(?:exactly |just |so |really )?(?:the (?:whole |real |only |main )?(?:problem|issue|reason|point|thing)|why|typical|so typical|ridiculous|unbelievable|the worst|not okay|not ok|a joke|insane|crazy|the story of my life|what you always do|what you do)\b/i;

// ─── Venting ("I'm sick of it") becomes a feeling ──────────────────────────────────────────

const VENT: Array<[RegExp, string]> = [
  [/\b(?:sick of (?:it|this|everything)|tired of (?:it|this|everything)|fed up|had enough|had it|done with (?:it|this)|over it|can't (?:take|do|handle) (?:it|this)(?: anymore)?|at (?:my wits'? end|the end of my rope)|enough is enough|i give up|losing my mind|going crazy|about to lose it)\b/i, 'worn out'],
  [/\b(?:exhausted|tired|drained|burn(?:ed|t) out|worn out)\b/i, 'exhausted'],
  [/\b(?:angry|mad|furious|pissed(?: off)?|livid|fuming|seething)\b/i, 'upset'],
  [/\b(?:frustrated|annoyed|irritated|ridiculous|unacceptable|annoying|absurd|insane|crazy|unbelievable|drives me (?:crazy|nuts|insane))\b/i, 'frustrated'],
  [/\b(?:hurt|hurts|wounded)\b/i, 'hurt'],
  [/\b(?:sad|heartbroken|crushed|devastated|miserable)\b/i, 'sad'],
  [/\b(?:disappointed|let down)\b/i, 'disappointed'],
  [/\b(?:lonely|alone|invisible|unseen|ignored)\b/i, 'lonely'],
  [/\b(?:stressed|overwhelmed|swamped|drowning)\b/i, 'overwhelmed'],
  [/\b(?:worried|scared|afraid|anxious|nervous)\b/i, 'worried'],
  [/\b(?:embarrassed|humiliated|ashamed)\b/i, 'embarrassed'],
];
const VENTING_CLAUSE =
  /^(?:(?:and|but|so|honestly|seriously|just|really|ugh+|god|omg|man|wow|like)[,!]?\s+)*(?:i(?:'m| am| feel| felt| get| got| was|'ve been| have been|'m getting| am getting|'m just| am just)?\s+)?(?:(?:so|really|very|just|completely|totally|absolutely|fucking|damn|seriously|honestly|beyond|sick and|kind of|kinda|a bit|a little|literally)\s+)*(?:sick of (?:it|this|everything)|tired of (?:it|this|everything)|fed up|done|over it|exhausted|tired|drained|worn out|burn(?:ed|t) out|angry|mad|furious|pissed(?: off)?|livid|upset|frustrated|annoyed|hurt|sad|heartbroken|disappointed|lonely|alone|stressed|overwhelmed|worried|scared|embarrassed|humiliated|at (?:my wits'? end|the end of my rope)|losing my mind|going crazy|about to lose it)(?:\s+(?:with|of|about|by)\s+(?:it|this|that|everything|all (?:of )?(?:this|that|it)))?(?:\s+(?:right now|now|today|tonight|anymore|already|lately))?\s*[.!?…]*$|^(?:(?:and|but|so|honestly|seriously)\s+)?(?:i(?:'ve| have) had (?:it|enough)|i can't (?:take|do|handle|deal with) (?:it|this|this anymore|it anymore)(?: anymore)?|enough is enough|this is (?:so |really |just |absolutely )?(?:ridiculous|unacceptable|insane|crazy|absurd|too much|exhausting|not okay|not ok|a joke|unbelievable|so frustrating|frustrating|annoying|a nightmare)|it(?:'s| is) (?:so |really |just )?(?:annoying|frustrating|exhausting|ridiculous|unacceptable|too much|driving me (?:crazy|nuts|insane))|(?:it|this|that) drives me (?:crazy|nuts|insane|up the wall)|(?:ugh+|argh+|seriously|wow|omg|god|unbelievable|ridiculous|i give up|i'm done|i am done)[.!?…]*)\s*[.!?…]*$/i;

function ventFeeling(clause: string): string | null {
  const text = normaliseEnglish(clause).trim();
  if (!VENTING_CLAUSE.test(text)) return null;
  for (const [pattern, feeling] of VENT) if (pattern.test(text)) return feeling;
  return 'frustrated';
}

/** "you make me feel stupid" → "small"; "you make me so angry" → "upset". */
function madeMeFeeling(text: string): string | null {
  const m = /\b(?:make|makes|made|making)\s+me\s+(?:feel\s+)?(?:so\s+|really\s+|very\s+|like\s+(?:an?\s+)?)?([a-z]+)/i.exec(text);
  const word = m?.[1]?.toLowerCase();
  if (word) {
    if (/^(?:stupid|small|worthless|useless|dumb|inadequate|little|nothing|idiot|fool|child|kid|crap|shit|bad|terrible|awful|inferior|ugly|fat)$/.test(word)) return 'small';
    if (/^(?:angry|mad|furious|crazy|insane|nuts|sick)$/.test(word)) return 'upset';
    if (/^(?:sad|miserable|cry|depressed|unhappy)$/.test(word)) return 'sad';
    if (/^(?:invisible|alone|lonely|unwanted|unloved|unimportant)$/.test(word)) return 'lonely';
    if (/^(?:guilty|ashamed|embarrassed)$/.test(word)) return 'embarrassed';
    if (/^(?:anxious|nervous|scared|afraid|worried)$/.test(word)) return 'worried';
  }
  if (/\b(?:drive|drives|drove)\s+me\s+(?:crazy|nuts|insane|mad|up the wall)/i.test(text)) return 'frustrated';
  if (/\b(?:disgust|disgusted)\s+me\b/i.test(text)) return 'hurt';
  if (/\b(?:annoy|annoys|annoyed|irritate|irritates|frustrate|frustrates|frustrated|piss|pissed)\s+me\b/i.test(text)) return 'frustrated';
  if (/\b(?:disappoint|disappoints|disappointed)\s+me\b/i.test(text)) return 'disappointed';
  if (/\b(?:scare|scares|scared)\s+me\b/i.test(text)) return 'scared';
  if (/\b(?:stress|stresses|stressed)\s+me\b/i.test(text)) return 'stressed';
  if (/\b(?:embarrass|embarrassed|humiliat\w+)\s+me\b/i.test(text)) return 'embarrassed';
  return null;
}

// ─── From a blaming clause to a need ────────────────────────────────────────────────────────

interface Item {
  topic: Topic;
  noun: string;
  /** "help with the dishes": a missing action, asked for directly. */
  action?: string;
  past: boolean;
  feeling: string;
  /** A plain statement the blame was wrapped around ("we missed the bus"): kept as a fact. */
  fact?: string;
  /** Only an insult: it names a feeling but carries no request of its own. */
  insultOnly: boolean;
  /** "Typical.", "Whatever.": nothing to ask for; counts only when nothing else does. */
  weak?: boolean;
}

const GENERIC_LIKE = new Set(['generic', 'support', 'care', 'appreciation', 'apology']);
const ABSTRACT_VERBS = /^(?:care|love|understand|get|respect|appreciate|notice|support|value|trust|think|consider|want|like|know|mean|matter|give a|seem|feel|act|be(?! (?:home|on time|there|here|ready|back|around|present|patient|gentle|honest|kind|nice|careful|involved|available)\b)|have|look|sound|bother|try|mind|deserve|realize|realise|see|hear|ask|make|do|let|say(?! (?:thank you|thanks|sorry|hello|hi|goodnight|good night|goodbye|please|something nice|how|what))|need|wait)\b/i;
const GOOD_ACTION_START = /^(?:help|handle|deal with|sort out|organi[sz]e|arrange|schedule|renew|file|submit|complete|quit|pick|listen|call|text|clean|cook|wash|take|pick|put|tell|ask|answer|reply|respond|come|be|let|say|thank|apologi[sz]e|check|plan|pay|do|make|spend|remember|bring|lock|turn|close|open|hang|fold|empty|load|unload|feed|bathe|walk|drive|drop|get|give|offer|share|talk|show|hug|kiss|hold|look|stay|sit|join|read|play|wake|change|set|clear|tidy|vacuum|mop|sweep|scrub|iron|fix|replace|book|buy|order|shop|call|stand|back|defend|include|invite|consult|discuss|agree|follow|keep|finish|stop|try|notice|praise|compliment|support|send|write|reply|return|update|warn|mention|ring|visit|arrive|leave)\b/i;

function cleanAction(raw: string): string | null {
  let text = normaliseEnglish(raw)
    .replace(HOSTILE_EMOJI, '')
    .replace(/[.!?…]+.*$/su, '')
    .replace(/\s*(?:,|;|\s-\s|—).*$/su, '')
    .trim();
  // Drop the words that only carried the blame.
  text = text
    .replace(/^(?:(?:even|ever|once|really|actually|just|bother to|seem to|care to|manage to|try to|even once|ever once|once in a while|at all|for once|for a change|simply|still|yet|anymore|any more|ever again|again|properly|now)\s+)+/i, '')
    .replace(/\b(?:for once(?: in your life)?|for a change|at all|anymore|any more|ever again|ever|even once|again(?: and again)?|like you (?:promised|said)(?: you would)?|as (?:promised|usual|always)|like always|like a normal person|like an adult|on purpose|for god's sake|for heaven's sake|seriously|honestly|literally|ffs|lol|all day|all night|the whole time|every (?:single )?(?:time|day|night)|all the time|in (?:days|weeks|months|years|ages|forever)|for (?:days|weeks|months|years|ages))\b/gi, '')
    .replace(/\b(?:the|your|my|our|this|that) (?:stupid|damn|freaking|fucking|bloody|precious)\b/gi, (m) => m.split(' ')[0]!)
    .replace(/\s+to do it (?:yourself|myself|for once)\b.*$/i, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  // Cut at a second verb phrase: "help with the dishes and leave …" keeps only the first.
  text = text.replace(/\s+(?:and|but|or)\s+(?:then\s+)?(?:you\s+)?(?:always|never|don't|didn't|just|then|leave|left|forget|forgot|ignore|ignored|spend|spent|yell|yelled|walk|walked|expect|act|make|made|go|went|sit|sat|play|played|watch|watched)\b.*$/i, '');
  text = stripEnd(text);
  if (text === '') return null;
  const words = text.split(/\s+/);
  if (words.length > 14) return null;
  const first = words[0]!.toLowerCase();
  let base = first;
  if (IRREGULAR_PAST[first] || /ed$/.test(first)) base = baseForm(first);
  else if (/ing$/.test(first) && first.length > 5) base = baseForm(first);
  words[0] = base;
  const action = words.join(' ');
  if (!GOOD_ACTION_START.test(action) && !/^(?:be|on|home|there|here|around|ready|nice|kind|patient|gentle|honest|on time)\b/i.test(action)) return null;
  if (new RegExp(`\\b(?:${INSULT_ADJ})\\b`, 'i').test(action)) return null;
  if (/\b(?:you(?:'re| are)|yourself\b.*\byourself)\b/i.test(action)) return null;
  if (englishBlameHits(`I'd really like you to ${action}.`).length > 0) return null;
  return action;
}

function negationToAction(hit: BlameHit): string | null {
  const rest = hit.rest ?? '';
  if (!rest) return null;
  // "you're not listening" → "listen"; "you're not home" → "be home"
  if (hit.marker === 'not' || hit.marker === 'no longer') {
    const first = rest.split(/\s+/)[0] ?? '';
    if (/ing$/i.test(first)) return cleanAction(rest);
    if (/^(?:here|there|home|around|on time|ready|available|present|involved|interested|patient|honest|supportive|helpful|nice|kind|gentle|careful|romantic|affectionate)\b/i.test(rest)) return cleanAction(`be ${rest}`);
    return null;
  }
  // "you always forget to call" / "you keep forgetting to lock the door" → "call", "lock the door"
  // "you're never on time" → "be on time"
  if (/\byou(?:'re| are| were)\s+(?:\w+\s+)?(?:never|not|no longer|hardly ever|rarely)\b/i.test(hit.match) && !/^\w+ing\b/i.test(rest.trim())) return cleanAction(`be ${rest}`);
  const forgetTo = /^(?:forget(?:s|ting)?|forgot|fail(?:s|ed|ing)?|neglect(?:s|ed|ing)?) to\s+(.*)$/i.exec(rest.trim());
  if (forgetTo?.[1]) return cleanAction(forgetTo[1]);
  return cleanAction(rest);
}

/** Is this generalisation about something missing ("never X") or something repeated ("always X")? */
function lackOrExcess(hit: BlameHit): 'lack' | 'excess' {
  const marker = hit.marker ?? '';
  if (/^(?:never|hardly ever|rarely|barely ever|seldom|not once|not even once|not one time|no longer|don't|didn't|won't|can't|couldn't|wouldn't|haven't|hadn't|doesn't|shouldn't|not|aren't|weren't)$/.test(marker)) return 'lack';
  if (/^(?:forget|forgot|forgetting|fail)/i.test((hit.rest ?? '').trim())) return 'lack';
  return 'excess';
}

function itemFor(clause: string, hits: BlameHit[], context: string): Item {
  const text = normaliseEnglish(clause);
  // Sarcasm ("thanks a lot") names nothing itself: what it is about is in the rest of the sentence.
  const sarcasmOnly = hits.length > 0 && hits.every((hit) => hit.kind === 'sarcasm');
  const ownTopic = sarcasmOnly ? findTopicEn(normaliseEnglish(context)) ?? findTopicEn(text) : findTopicEn(text);
  const insultTopic = insultTopicEn(text);
  const topicMatch = ownTopic ?? (insultTopic ? null : findTopicEn(context));
  let topic: Topic = topicMatch?.topic ?? insultTopic ?? GENERIC_TOPIC;
  let noun = topicMatch?.noun ?? topic.nounEn;
  let action: string | undefined;
  let past = false;
  let fact: string | undefined;

  const kinds = new Set(hits.map((hit) => hit.kind));
  for (const hit of hits) {
    if (action) break;
    if (hit.kind === 'negation' || hit.kind === 'generalisation') {
      if (lackOrExcess(hit) !== 'lack') continue;
      const candidate = negationToAction(hit);
      if (candidate && !ABSTRACT_VERBS.test(candidate)) {
        action = candidate;
        past = /^(?:didn't|couldn't|wouldn't|hadn't)$/.test(hit.marker ?? '') || /\b(?:forgot|yesterday|last night|this morning|today|tonight)\b/i.test(text);
      }
    } else if (hit.kind === 'reproach') {
      const m = /\bwhy\s+(?:on earth\s+|the hell\s+)?(don't|didn't|can't|won't|wouldn't|couldn't|haven't)\s+you\s+(?:ever\s+|even\s+|just\s+|at least\s+)*(.+)$/i.exec(text);
      if (m?.[2]) {
        const candidate = cleanAction(m[2]);
        if (candidate && !ABSTRACT_VERBS.test(candidate)) {
          action = candidate;
          past = /^(?:didn't|couldn't|wouldn't|haven't)$/i.test(m[1] ?? '');
        }
      }
      const forOnce = /\b(?:can|could|would|will)\s+you\s+(?:for once|ever|just once)\s+(?:just\s+)?(.+)$/i.exec(text);
      if (!action && forOnce?.[1]) {
        const candidate = cleanAction(forOnce[1]);
        if (candidate && !ABSTRACT_VERBS.test(candidate)) action = candidate;
      }
      const killYou = /\b(?:would|will|did) it kill you to\s+(.+)$|\bkill you to\s+(.+)$|\bhow hard is it to\s+(.+)$|\bis it (?:so |too )?(?:hard|much to ask|difficult) (?:for you )?to\s+(.+)$/i.exec(text);
      const killRest = killYou?.slice(1).find((part) => part);
      if (!action && killRest) {
        const candidate = cleanAction(killRest);
        if (candidate && !ABSTRACT_VERBS.test(candidate)) action = candidate;
      }
    } else if (hit.kind === 'command') {
      const m = /\byou (?:could|can|might) (?:at least|have at least)\s+(.+)$|\bthe least you could (?:do|have done) (?:is|was)\s+(.+)$|\byou should(?:'ve| have)\s+(.+)$|\byou could have\s+(.+)$/i.exec(text);
      const rest = m?.slice(1).find((part) => part);
      if (rest) {
        const candidate = cleanAction(rest.replace(/^(?:been\s+)/i, 'be '));
        if (candidate && !ABSTRACT_VERBS.test(candidate)) {
          action = candidate;
          past = /should(?:'ve| have)|could have/i.test(text);
        }
      }
    } else if (hit.kind === 'fault' && hit.rest) {
      const rest = stripEnd(hit.rest.replace(/^(?:that|,)\s*/i, ''));
      if (/^(?:we|i|our|my|the|everything|nothing|it|this|now|dinner|shabbat|the kids)\b/i.test(rest) && englishBlameHits(rest).length === 0 && rest.split(/\s+/).length >= 2) fact = rest;
    }
  }
  if (!action) {
    const promised = /\b(?:promised(?: me)?(?: that)?(?: you(?:'d| would))?(?: to)?|(?:keep |kept )?(?:saying|promising|telling me)(?: that)? you(?:'ll|'d| will| would)|said(?: that)? you(?:'d| would|'ll| will)|told me you(?:'d| would|'ll| will)|were supposed to|gave me your word (?:that )?you(?:'d| would))\s+(.+)$/i.exec(text);
    const asked = /\b(?:ask(?:ed)?|tell|told|remind(?:ed)?|beg(?:ged)?|need(?:ed)?|want(?:ed)?) you to\s+(.+)$/i.exec(text);
    const forgot = /\b(?:forgot|forget|forgetting|forgets|failed|fail) to\s+(.+)$/i.exec(text);
    const cant = /\b(?:can't|won't|don't|couldn't|wouldn't) you\s+(?:ever|even|just|at least|for once)\s+(?:just\s+)?(.+)$/i.exec(text);
    for (const [m, promise] of [[promised, true], [asked, false], [forgot, true], [cant, false]] as const) {
      const candidate = m?.[1] ? cleanAction(m[1]) : null;
      if (candidate && !ABSTRACT_VERBS.test(candidate)) {
        action = candidate;
        if (promise && m === promised) {
          topic = topicById('promises');
          noun = topic.nounEn;
        } else if (promise && (topic === GENERIC_TOPIC || GENERIC_LIKE.has(topic.id))) {
          topic = topicById('promises');
          noun = topic.nounEn;
        }
        break;
      }
    }
  }
  // "I hate it when you …", "I'm sick of you …": what follows names the topic.
  if (!topicMatch && !insultTopic) {
    if (kinds.has('contempt') && /\b(?:shut up|shut it|leave me alone|go away|get lost|get out|i hate you|whatever|i'm done|i am done|we're done|piss off|screw you|fuck|don't bother|i don't need you|better off without you|forget it)\b/i.test(text)) {
      topic = SPACE_TOPIC;
      noun = topic.nounEn;
    } else if (kinds.has('self-blame')) {
      topic = topicById('support');
      noun = topic.nounEn;
    }
  }
  const feeling = madeMeFeeling(text) ?? (kinds.has('sarcasm') && topic === GENERIC_TOPIC ? 'let down' : topic.feelingEn);
  const insultOnly = !action && hits.length > 0 && hits.every((hit) => hit.kind === 'insult') && !ownTopic;
  const wording = action?.replace(/\banything (?=i |we )/i, 'what ').replace(/\banything\b/i, 'something');
  const weak = !ownTopic && !insultTopic && !action && !fact && text.split(/\s+/).length <= 2;
  return { topic, noun, action: wording, past, feeling, fact, insultOnly, weak };
}

// ─── Compose ────────────────────────────────────────────────────────────────────────────────

function fillNeed(template: string, noun: string, also: boolean): string {
  return template.replace('{noun}', noun).replace('{also}', also ? 'also ' : '');
}

function feelingPhrase(feelings: string[]): string {
  const unique = [...new Set(feelings)].slice(0, 2);
  return joinEnglish(unique);
}

export interface EnglishRewriteParts {
  rewrite: string;
  items: number;
}

export function rewriteEnglish(text: string, seed: number): string {
  type Out = { kind: 'kept'; text: string } | { kind: 'statement' };
  const out: Out[] = [];
  const items: Item[] = [];
  const vented: string[] = [];
  let statementPlaced = false;

  const all = splitSentences(text);
  const blamingMessage = all.some((sentence) => englishBlameHits(sentence).length > 0) || keepsBlameText(text);
  const isIronicSetup = ironicSetupIn(all);
  all.forEach((sentence, index) => {
    const next = all[index + 1];
    let sentenceHits = englishBlameHits(sentence);
    // "You're late. Every single time.": the short follow-up makes the first sentence blame.
    if (sentenceHits.length === 0 && next && next.split(/\s+/).length <= 5) {
      const pairHits = englishBlameHits(`${sentence.replace(/[.!?…]+$/u, '')} ${next}`);
      if (pairHits.length > 0) sentenceHits = pairHits;
    }
    // Blame said sideways (sarcasm, a comparison, "some people…"): the sentence is rewritten as one
    // item, and the kind sentences around it are kept ("The kugel was amazing, thank you!").
    if (sentenceHits.length === 0) sentenceHits = blameAround(sentence, all[index - 1], next);
    const sentenceVent = ventFeeling(sentence.replace(HOSTILE_EMOJI, ''));
    if (sentenceHits.length === 0 && sentenceVent) {
      vented.push(sentenceVent);
      return;
    }
    if (sentenceHits.length === 0 && INTENSIFIER.test(normaliseEnglish(sentence).replace(HOSTILE_EMOJI, '').trim()) && blamingMessage) return;
    if (sentenceHits.length === 0 && isIronicSetup(sentence)) return;
    if (sentenceHits.length === 0) {
      out.push({ kind: 'kept', text: sentence });
      return;
    }
    const clauses = splitClauses(sentence);
    const before: string[] = [];
    const after: string[] = [];
    const sentenceItems: Item[] = [];
    const subordinateContext: string[] = [];
    for (const clause of clauses) {
      const hits = englishBlameHits(clause.analysed);
      if (hits.length > 0) {
        sentenceItems.push(itemFor(clause.analysed, hits, sentence));
        continue;
      }
      if (clauses.length === 1) break;
      const vent = ventFeeling(clause.text);
      if (vent) {
        vented.push(vent);
        continue;
      }
      if (/^(?:(?:and |but |so )?(?:now|then|still|yet) )?(?:you|you're|you've|you'd|you'll|your)\b/i.test(normaliseEnglish(clause.analysed))) {
        // A "you …" clause inside a blaming sentence is part of the complaint: its topic is the need.
        sentenceItems.push(itemFor(clause.analysed, [], sentence));
        continue;
      }
      if (INTENSIFIER.test(normaliseEnglish(clause.text).trim()) || BLAME_ECHO.test(normaliseEnglish(clause.text).trim())) continue;
      if (clause.subordinate || clause.text.split(/\s+/).length < 3 || !/\b(?:I|i|I'm|we|We|it|It|this|This|that|That|there|There|he|He|she|She|they|They|my|My|our|Our|the|The|[A-Z][a-z]+)\b/.test(clause.text)) {
        subordinateContext.push(clause.text);
        continue;
      }
      (sentenceItems.length === 0 ? before : after).push(clause.text);
    }
    if (sentenceItems.length === 0) {
      // The blame spans the clauses ("every time I ask, you say no"): the sentence is one item.
      sentenceItems.push(itemFor(sentence, sentenceHits, sentence));
      before.length = 0;
      after.length = 0;
    }
    // A subordinate clause names the topic for an item that has none ("…, when you leave the lights on").
    for (const item of sentenceItems) {
      if (item.topic === GENERIC_TOPIC && subordinateContext.length > 0) {
        const found = findTopicEn(subordinateContext.join(' '));
        if (found) {
          item.topic = found.topic;
          item.noun = found.noun;
          item.feeling = item.feeling === GENERIC_TOPIC.feelingEn ? found.topic.feelingEn : item.feeling;
        }
      }
    }
    for (const clause of before) out.push({ kind: 'kept', text: asSentence(capitalise(stripEnd(clause))) });
    for (const item of sentenceItems) if (item.fact) out.push({ kind: 'kept', text: asSentence(capitalise(item.fact)) });
    if (!statementPlaced) {
      out.push({ kind: 'statement' });
      statementPlaced = true;
    }
    const end = /\?\s*$/.test(sentence) ? '?' : /!\s*$/.test(sentence) ? '!' : '.';
    after.forEach((clause, index) => out.push({ kind: 'kept', text: asSentence(capitalise(stripEnd(clause)), index === after.length - 1 ? end : '.') }));
    items.push(...sentenceItems);
  });

  if (items.length === 0) {
    // Only venting and kept sentences: still one feeling and one request (the message blamed as a whole).
    items.push({ topic: findTopicEn(text)?.topic ?? GENERIC_TOPIC, noun: findTopicEn(text)?.noun ?? GENERIC_TOPIC.nounEn, past: false, feeling: vented[0] ?? 'hurt', insultOnly: false });
    if (!statementPlaced) out.unshift({ kind: 'statement' });
  }

  const statement = composeStatement(items, vented);
  const request = composeRequest(items, seed);
  const sentences = out.map((part) => (part.kind === 'statement' ? statement : part.text)).filter((part) => part.trim() !== '');
  return [...dedupeSentences(sentences), request].join(' ');
}

function composeStatement(allItems: Item[], vented: string[]): string {
  const feelings = [...needfulItems(allItems).map((item) => item.feeling), ...vented];
  // "hurt" (the default) only when nothing more specific was said.
  const specific = [...new Set(feelings)].filter((feeling) => feeling !== 'hurt');
  const feeling = feelingPhrase(specific.length > 0 ? specific : ['hurt']);
  const items = needfulItems(allItems);

  const actions: string[] = [];
  let pastActions = 0;
  const needs: string[] = [];
  const seenTopics = new Set<string>();
  const actionTopics = new Set<string>();
  for (const item of items) {
    if (item.action) {
      if (!actions.includes(item.action)) {
        actions.push(item.action);
        if (item.past) pastActions += 1;
      }
      actionTopics.add(item.topic.id);
    }
  }
  // A bare "help" says less than "more help with the dishes": with a specific need beside it, it goes.
  const absorbed = new Set<Item>();
  const specificNeed = items.some((item) => !item.action && item.topic !== GENERIC_TOPIC && !GENERAL_TOPICS.has(item.topic.id));
  for (const item of items) {
    if (item.action && specificNeed && /^(?:help|help out|do something|do anything|pitch in)$/i.test(item.action)) {
      const index = actions.indexOf(item.action);
      if (index >= 0) actions.splice(index, 1);
      item.action = undefined;
      actionTopics.delete(item.topic.id);
      absorbed.add(item);
    }
  }
  for (const item of items) {
    if (absorbed.has(item) || item.action || actionTopics.has(item.topic.id) || seenTopics.has(item.topic.id)) continue;
    if (item.topic === GENERIC_TOPIC && (actions.length > 0 || items.some((other) => other.topic !== GENERIC_TOPIC))) continue;
    seenTopics.add(item.topic.id);
    needs.push(fillNeed(item.topic.needEn, item.noun, false));
  }
  const parts: string[] = [];
  if (actions.length > 0) {
    const lead = pastActions === actions.length ? "next time, I'd really like you to" : "I'd really like you to";
    parts.push(`${lead} ${joinEnglish(actions)}`);
  }
  parts.push(...needs);
  const first = parts[0] ?? fillNeed(GENERIC_TOPIC.needEn, '', false);
  const rest = parts.slice(1).map((need, index) => withAlso(need, index >= 0));
  const opening = `I feel ${feeling}, and ${lowerFirst(first)}.`;
  return [opening, ...rest.map((need) => asSentence(capitalise(need)))].join(' ');
}

/** "I'd really like …" → "I'd also really like …" for the second need onwards. */
function withAlso(need: string, also: boolean): string {
  if (!also) return need;
  return need
    .replace(/^I'd (really |)(like|love)/, "I'd also $1$2")
    .replace(/^I need/, 'I also need')
    .replace(/^It would mean/, 'It would also mean')
    .replace(/^I miss you, and I'd love/, "I also miss you, and I'd love")
    .replace(/^Shabbat matters a lot to me, and I'd love/, "Shabbat also matters a lot to me, and I'd love");
}

function composeRequest(allItems: Item[], seed: number): string {
  const topics = requestTopics(allItems);
  if (topics.length === 1) return fillNeed(topics[0]!.topic.requestEn, topics[0]!.noun, false);
  if (topics.length >= 2) {
    const nouns = [...new Set(topics.map((item) => item.noun))].slice(0, 3);
    return `Could we sit down together and work out what would help with ${joinEnglish(nouns)}?`;
  }
  return GENERIC_REQUESTS_EN[seed % GENERIC_REQUESTS_EN.length]!;
}

function dedupeSentences(sentences: string[]): string[] {
  const seen = new Set<string>();
  return sentences.filter((sentence) => {
    const key = sentence.toLowerCase().replace(/[^a-z0-9\u05D0-\u05EA]+/g, ' ').trim();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The safest English rewrite: one feeling, the topic's need and its request, nothing kept. */
export function fallbackEnglish(text: string, seed: number): string {
  const found = findTopicEn(normaliseEnglish(text));
  const topic = found?.topic ?? insultTopicEn(text) ?? GENERIC_TOPIC;
  const noun = found?.noun ?? topic.nounEn;
  const request = topic === GENERIC_TOPIC ? GENERIC_REQUESTS_EN[seed % GENERIC_REQUESTS_EN.length]! : fillNeed(topic.requestEn, noun, false);
  return `I feel ${topic.feelingEn}, and ${lowerFirst(fillNeed(topic.needEn, noun, false))}. ${request}`;
}
