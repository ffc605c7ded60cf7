// English blame: what makes a message to a partner an accusation rather than a request.
//   generalisation  "you always / never / constantly …", "… again", "every time I ask, you …"
//   negation        "you don't / didn't / won't / can't …" (not "you don't have to", "if you can't")
//   accusation      "you ignored / ruined / lied / forgot my …", "you make me feel stupid"
//   insult          "you're so lazy", "you idiot", "what a slob", "that was selfish of you"
//   fault           "your fault", "because of you", "look what you did"
//   reproach        "why do you / don't you …", "how many times…", "would it kill you…"
//   sarcasm         "thanks for nothing", "nice of you to finally show up", "of course you forgot"
//   contempt        "shut up", "I hate it when you…", "you and your phone", "your stupid games"
//   self-blame      "I have to do everything", "I'm not your maid", "nobody helps in this house"
//   command         "you need to grow up", "you should have called", "you could at least…"
// Recall first: the checker is used to judge rewrites, so it is strict. What it lets through is
// narrow and named: praise ("you always make me smile", "you never complain"), care ("you don't
// have to", "if you need anything"), invitations ("why don't you join us?") and "you" as an
// object ("thank you again", "I'll love you always").
import { normaliseEnglish } from './text.ts';

export type BlameKind =
  | 'generalisation'
  | 'negation'
  | 'accusation'
  | 'insult'
  | 'fault'
  | 'reproach'
  | 'sarcasm'
  | 'contempt'
  | 'self-blame'
  | 'command'
  | 'comparison'
  | 'make-me';

export interface BlameHit {
  kind: BlameKind;
  /** The words that carry the blame, as matched. */
  match: string;
  /** What the blame is about, after the marker ("help with the dishes"), when it has one. */
  rest?: string;
  /** For generalisations and negations: the marker word ("always", "never", "don't"…). */
  marker?: string;
}

// "you" as the one doing something: not after a word that takes it as an object.
const OBJ_BEFORE =
  'to|for|with|at|about|from|by|of|than|thank|thanks|see|love|loved|miss|missed|meet|hug|kiss|need|want|adore|trust|tell|told|ask|asked|call|text|help|remind|reminded|bless|beside|without|behind|near|around|after|before|got|get|make|let|brought|bring|invite|invited|join|marry|married|choose|chose|cherish|appreciate|support|forgive';
const YOU = `(?<!\\b(?:${OBJ_BEFORE})\\s)\\byou\\b`;
const ADV =
  "(?:just|even|really|still|simply|clearly|obviously|apparently|honestly|literally|seriously|also|then|now|sometimes|often|usually|basically|pretty much|practically|almost|actually|totally|completely|already|yet|kind of|kinda|sort of|probably|definitely|certainly|absolutely|truly|genuinely|seem to|seems to|only|ever)";

export const INSULT_ADJ =
  "lazy|selfish|useless|stupid|dumb|idiotic|moronic|pathetic|ridiculous|impossible|annoying|hopeless|crazy|insane|nuts|psycho|psychotic|hysterical|dramatic|overdramatic|melodramatic|irresponsible|inconsiderate|careless|clueless|immature|childish|worthless|mean|rude|heartless|cruel|unbearable|insufferable|unreliable|incompetent|thoughtless|self-cent(?:er|re)d|self-absorbed|self-obsessed|spoiled|spoilt|ungrateful|cheap|stingy|weak|spineless|two-faced|fake|clingy|needy|paranoid|obsessed|boring|disgusting|gross|stubborn|arrogant|ignorant|negligent|neglectful|insensitive|obnoxious|condescending|patroni[sz]ing|passive[- ]aggressive|manipulative|controlling|toxic|narcissistic|sloppy|messy|filthy|unbelievable|difficult|unreasonable|irrational|delusional|jealous|possessive|bossy|nagging|whiny|whiney|lame|pointless|cold-hearted|cold|mean-spirited|petty|vindictive|hypocritical|dishonest|sneaky|untrustworthy|disrespectful|nasty|horrible|terrible|awful|unfair|embarrassing|deaf|blind|dense|thick|clumsy|incapable|inept|pig-?headed|small-minded|narrow-minded|ugly|fat|weird|creepy|absent|distant|no help|no fun|good[- ]for[- ]nothing|impossible to (?:talk to|live with|please|reach)|hard to live with|a mess|a joke|the worst|a nightmare|a disaster|a disappointment|an embarrassment|a failure|a waste of (?:space|time|money)|useless|full of (?:it|yourself|crap|shit)|out of your mind|off your rocker|a piece of work|unhinged|emotionally unavailable|checked out|tone[- ]deaf|uncaring|unhelpful|unsupportive|ungrateful|entitled|greedy|vain|shallow|dull|pitiful|miserable|grumpy|moody|cranky|irritating|exhausting|draining|suffocating|smothering|cheap";
export const INSULT_NOUN =
  "idiot|moron|jerk|loser|slob|pig|liar|failure|disappointment|embarrassment|nightmare|brat|nag|control freak|narcissist|hypocrite|coward|bully|fool|clown|joke|mess|monster|psycho|lunatic|maniac|animal|parasite|leech|freeloader|couch potato|bum|deadbeat|drama queen|diva|snob|bitch|asshole|arsehole|dick|bastard|prick|cow|witch|douche(?:bag)?|dumbass|jackass|airhead|dummy|doormat|wimp|mama's boy|momma's boy|mummy's boy|mommy's boy|workaholic|drunk|cheater|cheat|sloth|know-it-all|smartass|smart-ass|hothead|crybaby|cry baby|burden|child|baby|kid|toddler|teenager|spoiled brat|princess|dinosaur|robot|stranger|roommate|zombie|ghost|user|slacker|flake|nutcase|nut job|basket case|head case|wreck|klutz|buffoon|imbecile|cretin|halfwit|simpleton|pain in the (?:neck|ass|butt)";
const FILLER =
  "(?:so|such|just|really|truly|totally|completely|utterly|absolutely|literally|seriously|honestly|always|constantly|being|acting|the most|a total|a complete|an absolute|a real|a|an|the|such a|such an|so damn|so freaking|so fucking|damn|freaking|fucking|bloody|unbelievably|incredibly|ridiculously|pathetically|beyond|way too|too|very|kind of|kinda|sort of|a bit|a little|like|pretty|being so|big|little|lazy|stupid|selfish|useless|fat|complete|total|absolute|giant|huge|nothing but|no better than|worse than|more of|one big|such an?|the biggest|the worst|still|never|ever|now|officially|basically|frankly|clearly|obviously|acting like|behaving like|being such)";

const INSULT_A = `(?:${INSULT_ADJ})`;
const INSULT_N = `(?:${INSULT_NOUN})`;
const COPULA =
  "(?:'re|'ve been|'ll always be|'ll never be|'d be| are| were| have been| had been| look| looked| sound| sounded| act| acted| acting| seem| seemed| can be| could be| get| got| become| became| being| behave| behaved| behaving| will always be| will never be| were being|'re being| are being| must be| truly are| really are| just are)";

// Praise after "always" / "keep" and compliments after "never": not blame.
export const POSITIVE =
  /\b(?:(?:matters?|means?) (?:so much |more |the world |everything )?to me|make(?:s)? (?:the |our |every |\w+ ){0,3}(?:feel|seem) like a (?:simcha|celebration|party|holiday|yom tov|dream|palace|home)|make(?:s)? me (?:smile|laugh|happy|feel (?:loved|special|safe|good|better|beautiful|cared|appreciated|seen|heard|calm|at home|wanted|lucky|proud))|know (?:how|what|just|exactly|when)|help(?:s|ed|ing)? (?:me|us|out|with)|support|there for (?:me|us)|have my back|got my back|look(?:s)? out for|remember(?:s|ed)? (?:my|our|the|to)|listen(?:s|ed)? (?:to me|so well|carefully)|thoughtful|kind|sweet|generous|patient|amazing|wonderful|beautiful|handsome|gorgeous|lovely|the best|great|awesome|perfect|delicious|incredible|fantastic|brilliant|yummy|tasty|nailed it|outdid yourself|good (?:to|at|with)|so good|a (?:great|good|wonderful) |surprise(?:s)? me|cheer(?:s)? me up|find a way|put (?:us|me|the family|others|the kids) first|loving|fair|honest|on time|ready to|brighten|light(?:s)? up|welcome|make (?:it|things|everything|\w+) (?:work|better|fun|special|easier|beautiful|magical|wonderful|amazing|memorable|feel like home)|cook(?:s)? (?:the best|so well|amazing)|come through|show(?:s)? up for|manage to|smell(?:s)? (?:good|nice|amazing)|look(?:s)? (?:good|great|amazing|beautiful|handsome|lovely)|inspire|encourage|believe in me|proud|thank|appreciate|forgive|understand(?:s)? me|get me\b|mean(?:s)? the world|worth it|funny|smart|clever|brilliant|talented|strong|brave|hard-?working|work(?:s)? so hard|tr(?:y|ies) so hard|do so much|take (?:good )?care of|keep(?:s)? (?:me|us) (?:sane|going|warm|safe|grounded|smiling|laughing|together)|keep(?:s)? (?:the family|us) (?:together|going)|everything (?:to me|for (?:me|us|the family))|do everything for|can do anything|thought of everything|think of everything|in my corner|my rock|my best friend|the love of my life|so much fun|fun to be with|calm(?:s)? me|know(?:s)? me|do (?:your|their|his|her) best|(?:try|tries|tried) (?:your|their) best|mean(?:s)? well|give (?:it )?your all|work(?:s)? (?:so )?hard|care(?:s)? (?:so much|about (?:me|us|everyone|the kids))|love(?:s)? (?:me|us|you)|so caring|caring)/i;
const NEGATIVE_AFTER_NEVER =
  /^(?:\s*(?:even|once|ever|really|seem to)\s+)*\s*(?:complain|let (?:me|us|anyone) down|fail(?!ed)|disappoint|give up|judge|criticize|criticise|yell|shout|raise your voice|lose your (?:temper|cool)|forget (?:a|my|our|the|to (?:call|say|text|kiss|hug|thank))|miss (?:a|an)|stop (?:trying|caring|loving|surprising|amazing|making)|cease|hesitate|hold a grudge|say no|leave (?:me|us) hanging|make me feel (?:bad|small|stupid)|get (?:angry|mad|upset)|take (?:me|us|anything) for granted|lie\b|cheat|hurt|quit|back down|doubt (?:me|us)|ask for (?:anything|much|more)|stop|run out of|panic|gossip|rush me|have to|need to|needed to|mean(?:t)? (?:it|to|that|any harm|harm)|intend(?:ed)? (?:it|to)|pressure me|push me|force me|interrupt|take it out on|let it show|show it|make a fuss|mind|worry|look (?:tired|bad|older))/i;

/** A negative behaviour: used to tell excess ("you always X") from praise. */
const NEGATIVE_WORDS =
  /\b(?:ignore|ignoring|forget|forgetting|forgot|late|leave|leaving|left|mess|yell|yelling|shout|shouting|scream|screaming|criticiz|criticis|complain|complaining|nag|nagging|interrupt|interrupting|blame|blaming|lie|lying|lied|phone|spend|spending|waste|wasting|angry|mad|rude|mean(?! well| it\b| to\b)|cold|selfish|lazy|never|nothing|yourself|about you|all about|no one|nobody|without|instead|over me|more than|only about|only care|only think|drunk|drink|smoke|flirt|sulk|pout|whine|whining|moan|snap|snapping|walk away|walk out|shut down|stonewall)/i;

/** "I love how you always…", "I appreciate that you never…": praise framing before "you". */
const PRAISED_BEFORE = /\bi (?:really |just |so )?(?:love|adore|appreciate|admire|like|cherish|am grateful|'m grateful|am so grateful|'m so grateful|am thankful|'m thankful) (?:how|that|the way|it when|it that|when)\s*$/i;

const INVITE =
  /^\s*(?:come|join|take a|take the|take some|have (?:a|some|another)|try (?:it|on|some|the)|sit|rest|relax|lie down|go ahead|get some (?:rest|sleep)|call me when|stay|bring|invite|wear|grab|put your feet up|sleep in|treat yourself|go (?:to bed|to sleep|first|out with|and rest)|let me)\b/i;
const CARING_WHY = /^\s*(?:sad|upset|crying|awake|up|tired|worried|nervous|scared|afraid|down|quiet|smiling|laughing|so happy|happy|here|home(?: so)? early|dressed up|still up|still awake|apologi[sz]ing|thanking me|sorry|in pain|hurting|limping|coughing|sick|not feeling well|feeling down|so quiet)\s*[?!.]*$/i;

interface Rule {
  kind: BlameKind;
  pattern: RegExp;
  /** Index of the capture group holding what the blame is about. */
  restGroup?: number;
  markerGroup?: number;
  /** false to let this match through (praise, care, an invitation…). */
  accept?: (m: RegExpExecArray, clause: string) => boolean;
}

const CONDITIONAL_BEFORE = /\b(?:if|unless|in case|whether|even if|even though|as long as|so that|hope|hoping|wish|promise me|make sure|i know|i'm sure|i bet)\s+(?:\w+\s+){0,2}$/i;

function notConditional(m: RegExpExecArray, clause: string): boolean {
  return !CONDITIONAL_BEFORE.test(clause.slice(0, m.index));
}

const NEGATION_EXEMPT =
  /^\s*(?:(?:even|ever)\s+)?(?:do (?:anything|something|nothing) wrong|did (?:anything|something|nothing) wrong|owe me anything|have to|need to|need|must|got to|gotta|owe|deserve|know how (?:much|happy|grateful|lucky|proud|special|amazing|sorry)|understand how (?:much|happy|grateful|lucky|proud)|reali[sz]e how (?:much|lucky|amazing|special|beautiful)|imagine|believe how|regret|look (?:a day|any older)|age\b|ever have to|have anything to worry|have to apologi[sz]e|need to apologi[sz]e|feel bad|feel guilty|be sorry|be afraid|be scared|be worried|be nervous|be shy|worry|mind|hesitate|want (?:some|any|more|anything|a |an |the |dessert|tea|coffee|to come|to join|to eat|to try|me to (?:bring|get|pick|make|come|cook|drive))|have anything to prove|ever need to|look tired|seem well|feel well|sound well|look well|get enough (?:credit|thanks|rest|sleep)|hear this enough|say it enough|thank yourself|give yourself enough credit|realise it|realize it|know this|know that yet|know yet|have to worry|have to say|have to answer|have to come|have to do (?:it|that|anything)|have to be|get to see|owe me)/i;
const NEGATION_PRAISE =
  /^\s*(?:(?:even|ever|once|really)\s+)*(?:complain|let (?:me|us|anyone) down|give up|judge|fail(?:ed)? (?:to (?:amaze|surprise|make me)|me)|disappoint|quit|stop (?:amazing|surprising|making me (?:smile|laugh))|cease to|hesitate|hold (?:a grudge|back (?:on love|your love))|lose your (?:temper|cool)|raise your voice|take (?:me|us|anything) for granted|mind|look a day)/i;
const NOT_EXEMPT =
  new RegExp(
    `^\\s*(?:alone|to blame|wrong|a burden|at fault|responsible for (?:this|that|it|what)|crazy|overreacting|being (?:dramatic|silly|a burden)|stupid|the only one|going to believe|gonna believe|bothering me|in trouble|imagining (?:it|things)|too much|weak|a failure|failing|doing it alone|on your own|by yourself|the problem|asking too much|being unreasonable|being difficult|selfish|lazy|a bad|bad|ugly|fat|imposing|in the way|late|getting older|old|mad at|obliged|required|expected|supposed to (?:do it all|carry)|${INSULT_ADJ})\\b`,
    'i',
  );

const ACCUSE =
  "ignore[ds]?|ignoring|ruin(?:ed|s)?|wreck(?:ed|s)?|destroy(?:ed|s)?|embarrass(?:ed|es)?|humiliat(?:e|ed|es)|insult(?:ed|s)?|lied|lie to (?:me|us)|lying|betray(?:ed|s)?|abandon(?:ed|s)?|ditch(?:ed|es)?|yell(?:ed|s)?|scream(?:ed|s)?|shout(?:ed|s)?|snap(?:ped|s)? at|nag(?:ged|s)?|criticized?|criticised?|criticizes|criticises|interrupt(?:ed|s)?|belittle[ds]?|mock(?:ed|s)?|disrespect(?:ed|s)?|dismiss(?:ed|es)?|blew (?:me |us |it |the \\w+ )?off|blow (?:me|us) off|stood (?:me|us) up|bail(?:ed|s)? on|walked out|walk out|hung up on|hang up on|let (?:me|us|the kids) down|broke (?:your|a|the|my|our) (?:promise|word|heart|trust)|break (?:your|my) (?:promise|word|heart)|messed (?:it |this |that |everything |up )?up|screwed (?:it |this |that |everything |us )?up|blew (?:it|the|all|our|my)|wasted?|wastes|squander(?:ed|s)?|spent (?:all|every|our|my|so much|too much|hundreds|thousands|the)|spend (?:all|every|our|my|so much|too much)|overspen[dt]|forgot(?:ten)? (?:to|about|my|our|me|us|again|that|it|the (?:kids|baby|anniversary|birthday|dinner|date|appointment|plan|milk|bread|keys to)|what|how|who|where|when)|forget (?:to|about|my|our|me|us|that)|forgot[!.?]*$|left me|leave me|left us|leave us|(?:leave|leaves|leaving|left) (?:(?:a|the|your|all|all the|all your|these|those|his|her|their|my|our|wet|dirty|used|empty|old|half-eaten|half-empty|open|muddy|smelly)\s+){0,3}(?:mess|dishes|clothes|socks|stuff|things|towels?|trash|garbage|cups|mugs|plates|shoes|crumbs|wrappers|bags|toys|lights? on|door open|food|junk|crap|laundry|seat up|toilet seat|cap off|sink|kitchen|bathroom)|left (?:everything|it all)|leave (?:everything|it all)|neglect(?:ed|s)?|take (?:me|us) for granted|took (?:me|us) for granted|treat(?:ed|s)? me like|talk(?:ed|s)? down to|talk(?:ed|s)? over me|cut(?:s)? me off|roll(?:ed|s)? your eyes|rolling your eyes|make(?:s)? fun of|made fun of|laugh(?:ed|s)? at (?:me|us|my)|push(?:ed|es)? me away|shut(?:s)? me out|shut down|stonewall(?:ed|s)?|gave me the silent treatment|give me the silent treatment|sulk(?:ed|s)?|pout(?:ed|s)?|guilt[- ]trip(?:ped|s)?|gaslight(?:ed|s)?|gaslit|manipulat(?:e|ed|es)|control(?:led|s)? (?:me|everything|every)|spy on|spied on|go through my phone|went through my phone|read my (?:messages|texts|phone)|check(?:ed)? up on me|cheated|flirt(?:ed|s)?|picked (?:a fight|on me)|pick (?:a fight|on me)|started (?:it|this|a fight|the fight)|side(?:d|s)? with|took (?:her|his|their|your \\w+'s|your \\w+ \\w+'s|the other) side|take (?:her|his|their|your \\w+'s) side|cho(?:o)?se (?:\\w+ ){0,3}over (?:me|us)|chose (?:\\w+ ){0,3}over (?:me|us)|care(?:s)? more about|only care(?:s)? about|only think(?:s)? (?:about|of)|think(?:s)? only (?:about|of)|only call(?:s)? when|only text(?:s)? when|only talk(?:s)? about|only want(?:s)? me|only ever|blame(?:d|s)? me|accuse(?:d|s)? me|expect(?:ed|s)? me to|assume(?:d|s)?|act(?:ed|s)? like|acting like|treat(?:ed|s)? me|talk(?:ed|s)? to me like|speak(?:s)? to me like|spoke to me like|disappeared|vanished|ghost(?:ed|s)? me|leave (?:me|us) (?:alone with|to do|hanging|to deal|to handle|to clean)|left (?:me|us) (?:alone with|to do|hanging|to deal|to handle|to clean)|drop(?:ped|s)? the ball|dump(?:ed|s)? (?:everything|it all|the kids|this) on me|hurt (?:me|my|us)|promised|swore|said you would|said you'd|were supposed to|are supposed to|was supposed to|gave me your word|put (?:\\w+ ){0,3}(?:before|above|ahead of) (?:me|us)|prefer (?:\\w+ ){0,3}(?:to|over) (?:me|us)|would rather|'d rather|sit(?:s)? there|sat there|just sit|ma(?:de|ke|kes|king) (?:a )?faces?|pull(?:ed|s)? (?:a )?faces?|laugh(?:ed|s)? (?:about|at) (?:it|me|my|us|that)|smirk(?:ed|s)?|scoff(?:ed|s)?|sneer(?:ed|s)?|snicker(?:ed|s)?|hog(?:s|ged|ging)?|left (?:the rest|it all|everything|the mess|the dishes|the work|the kids) (?:for|to) me|leave (?:the rest|it all|everything|the mess|the dishes|the work|the kids) (?:for|to) me|(?:still |then |now |even )?(?:say|said|says|claim|claimed|claims|tell me|told me|insist|insisted|act like|pretend|pretended) (?:that )?(?:i'm|i am|i was|it's my|it was my|i'm the one|i am the one|i never|i always|i don't|i didn't)|(?:call|calls|called|calling) me (?:an? |so )?(?:ungrateful|lazy|selfish|crazy|dramatic|stupid|names|a nag|a liar|controlling|paranoid|hysterical|too sensitive|needy|cold|difficult|boring|\w+ names)|want me to (?:[^.!?]{0,60}) but (?:then )?you|expect me to (?:[^.!?]{0,60}) but (?:then )?you|(?:booked|planned|bought|sold|signed|agreed to|invited|decided|chose|picked|changed|cancelled|canceled|moved|made plans|said yes|told them|promised them|gave away|spent|lent|borrowed|took)\b[^.!?]{0,50}?\bwithout (?:me|asking|telling|checking|consulting|talking to|discussing|even asking|a word|letting me know|my (?:ok|okay|permission|input|say))|just stand|lie (?:around|on the couch)|lay around|lie there|play(?:ed|s)? (?:video games|games|on your phone|on the computer|fortnite|xbox|playstation) (?:all|while|instead|every)|watch(?:ed)? (?:tv|television|sports|football|the game|netflix) (?:all|while|instead|every)|stare(?:d|s)? at your phone|scroll(?:ed|s)? (?:on|through)|texting (?:while|during|at)|on your phone (?:while|during|at|when|instead|all)";

const RULES: Rule[] = [
  // ── generalisations ───────────────────────────────────────────────────────────────────
  {
    kind: 'generalisation',
    pattern: new RegExp(
      `${YOU}(?:'re|'ve|'d|'ll| are| were| have| had| will| would| do| did|\\s+${ADV})*\\s+(always|never|constantly|continually|forever|perpetually|keep|keeps|kept|no longer|hardly ever|rarely|barely ever|seldom|not once|not even once|not one time)\\b(.*)`,
      'i',
    ),
    markerGroup: 1,
    restGroup: 2,
    accept: (m, clause) => {
      if (PRAISED_BEFORE.test(clause.slice(0, m.index)) && (POSITIVE.test(m[0]) || !NEGATIVE_WORDS.test(m[0]))) return false;
      const marker = (m[1] ?? '').toLowerCase();
      const rest = m[2] ?? '';
      if (/^(?:never|hardly ever|rarely|barely ever|seldom|not once|not even once|not one time|no longer)$/.test(marker)) {
        return !NEGATIVE_AFTER_NEVER.test(rest);
      }
      if (/^kep[t]?s?$|^keep/.test(marker)) {
        if (/^\s*(?:on\s+)?\w+ing\b/.test(rest)) return !POSITIVE.test(rest) || NEGATIVE_WORDS.test(rest);
        return NEGATIVE_WORDS.test(rest) && !POSITIVE.test(rest);
      }
      return !POSITIVE.test(rest) || NEGATIVE_WORDS.test(rest);
    },
  },
  {
    kind: 'generalisation',
    pattern: new RegExp(
      `${YOU}(?:'re|'ve| are| were| have| did| do| had)?\\b([^.!?;]*?)\\b(again|all the time|every (?:single )?(?:time|day|night|morning|evening|weekend|week|month|year|holiday|shabbat)|each time|again and again|over and over|day after day|24/7|nonstop|non-stop|as usual|as always|like always|yet again|once again|as per usual|for the (?:hundredth|millionth|thousandth|hundred|millionth|umpteenth|\\w+th|\\d+(?:st|nd|rd|th)) time|for once|for a change|everywhere|every (?:single )?(?:minute|second|hour|moment|thing|decision|penny|cent|shekel|dollar|detail|conversation|argument|fight|plan)|all over the (?:place|house|floor|kitchen|room|apartment|bathroom)|all (?:day|night|weekend|evening|morning)(?: long)?|the whole (?:day|night|time|weekend|evening)|nothing|everything|anything|no one|nobody|nowhere|never)\\b(.*)`,
      'i',
    ),
    markerGroup: 2,
    restGroup: 1,
    accept: (m, clause) => {
      const before = clause.slice(0, m.index);
      if (PRAISED_BEFORE.test(before) && !NEGATIVE_WORDS.test(m[0])) return false;
      const marker = (m[2] ?? '').toLowerCase();
      const span = `${m[1] ?? ''} ${marker} ${m[3] ?? ''}`.replace(/\s+/g, ' ');
      if (/\b(?:if|whether|in case|anything you|everything you)\s*$/i.test(before)) return false;
      if (/^(?:nothing|everything|anything|no one|nobody)$/.test(marker)) {
        if (/\b(?:need|want|like|wish|say|ask|get|can|could|would|will|should|must|think of|know)\b/i.test(m[1] ?? '') && !/\b(?:do|did|does|doing)\s*$/i.test(m[1] ?? '')) return NEGATIVE_WORDS.test(m[1] ?? '');
        if (/^\s*(?:for (?:me|us|the family|the kids|everyone)|to me|possible|right|okay|ok|fine|perfectly)\b/i.test(m[3] ?? '')) return false;
      }
      if (marker === 'never' && NEGATIVE_AFTER_NEVER.test(m[3] ?? '')) return false;
      if (/^(?:anything|nothing)$/.test(marker) && /^\s*wrong\b/i.test(m[3] ?? '')) return false;
      return !POSITIVE.test(span) || NEGATIVE_WORDS.test(`${m[1] ?? ''} ${m[3] ?? ''}`);
    },
  },
  {
    kind: 'generalisation',
    pattern: /\b(?:(?:as usual|as always|once again|yet again|again|like always|as per usual)[,.!…]*\s+you\b|(?:never|not once|not one time|not even once)\s+(?:\w+\s+){0,2}?(?:have|did|do|does|has)\s+you\b)(.*)/i,
    restGroup: 1,
    accept: (m) => !POSITIVE.test(m[0]) || NEGATIVE_WORDS.test(m[1] ?? ''),
  },
  {
    kind: 'generalisation',
    pattern: /\b(?:every (?:single )?time|whenever|each time|any ?time)\b([^.!?]*?)\byou(?:'re|'ve| are)?\b(.*)/i,
    restGroup: 2,
    accept: (m) => {
      const firstPart = m[1] ?? '';
      const youPart = m[2] ?? '';
      if (POSITIVE.test(youPart) && !NEGATIVE_WORDS.test(youPart)) return false;
      if (/^\s*(?:need|want|like|feel like|are ready|'re ready|have time|get a chance|can|call|text|come home|get home|smile|laugh|hug|hold)\b/i.test(youPart) && !NEGATIVE_WORDS.test(youPart)) return false;
      return /\bi\s+(?:\w+\s+)?(?:ask|try|talk|tell|say|need|want|speak|mention|bring|come|call|text|cook|clean|plan|open|start|sit|get|am|'m|have|do|make)\b/i.test(firstPart) || NEGATIVE_WORDS.test(youPart) || /\b(?:we|i)\b/i.test(firstPart);
    },
  },
  {
    kind: 'generalisation',
    pattern: /\byour\s+(?:[\w'-]+\s+){0,3}?(?:(?:is|are|was|were|comes?|keeps?|gets?|has|have)\s+(?:\w+\s+){0,2}?)?(always|never|constantly|more important|first|all (?:over|day|night)|everywhere|again)\b(.*)/i,
    markerGroup: 1,
    restGroup: 2,
    accept: (m) => !POSITIVE.test(m[0]) || NEGATIVE_WORDS.test(m[0]),
  },
  {
    kind: 'generalisation',
    pattern: /\b(?:it(?:'s| is| was)? always (?:about )?(?:you|your)|it(?:'s| is)? all about you|everything (?:is|has to be|always has to be) about you|all you (?:ever )?(?:do|care about|think about|want|talk about|say|did)|you only ever|the only (?:thing|time) you (?:ever )?(?:care|think|want|call|text|talk|notice|help|touch|remember|listen))\b(.*)/i,
    restGroup: 1,
  },
  // ── negations ─────────────────────────────────────────────────────────────────────────
  {
    kind: 'negation',
    pattern: new RegExp(
      `${YOU}\\s+(?:${ADV}\\s+)*(don't|didn't|won't|can't|couldn't|wouldn't|haven't|hadn't|doesn't|shouldn't|never)\\s+(?:${ADV}\\s+)*(.*)`,
      'i',
    ),
    markerGroup: 1,
    restGroup: 2,
    accept: (m, clause) => {
      const rest = m[2] ?? '';
      if (!notConditional(m, clause)) return false;
      if (NEGATION_EXEMPT.test(rest) || NEGATION_PRAISE.test(rest)) return false;
      if (rest.trim() === '' && /\?\s*$/.test(clause)) return false;
      return true;
    },
  },
  {
    kind: 'negation',
    pattern: new RegExp(`${YOU}(?:'re| are| were|'ve| have)\\s+(?:${ADV}\\s+)*(not|no longer|never)\\s+(?:${ADV}\\s+)*(.*)`, 'i'),
    markerGroup: 1,
    restGroup: 2,
    accept: (m, clause) => notConditional(m, clause) && !NOT_EXEMPT.test(m[2] ?? '') && !NEGATION_EXEMPT.test(m[2] ?? ''),
  },
  {
    kind: 'negation',
    pattern: /\bnot (?:even )?(?:a|one|a single) (?:thank you|thanks|call|phone call|text|message|word|sorry|apology|kiss|hug|hello|glance|minute|second|offer|question|penny|cent|dollar|shekel|finger)\b(.*)/i,
    restGroup: 1,
  },
  {
    // "You spend hours on it but can't find ten minutes to…": the "you" is said once for both
    kind: 'negation',
    pattern: new RegExp(`${YOU}\\b[^.!?]{0,80}?\\b(?:but|and|yet|then)\\s+(?:still\\s+|then\\s+|just\\s+)?(can't|won't|don't|didn't|never|couldn't|wouldn't|haven't)\\s+(?:even\\s+|ever\\s+|once\\s+)?(.*)`, 'i'),
    markerGroup: 1,
    restGroup: 2,
    accept: (m, clause) => {
      const rest = m[2] ?? '';
      if (!notConditional(m, clause)) return false;
      if (/\b(?:but|and|yet)\s+(?:i|we|he|she|they|it|the \w+)\b/i.test(m[0].slice(0, m[0].search(/\b(?:can't|won't|don't|didn't|never|couldn't|wouldn't|haven't)\b/i)).split(/\byou\b/i).pop() ?? '')) return false;
      return !NEGATION_EXEMPT.test(rest) && !NEGATION_PRAISE.test(rest) && !NEGATIVE_AFTER_NEVER.test(rest);
    },
  },
  {
    kind: 'accusation',
    pattern: new RegExp(`${YOU}\\b[^.!?]{0,80}?\\bwithout (?:even )?(?:asking|telling|checking with|consulting|talking to|discussing it with|letting) (?:me|us)\\b|${YOU}(?:'ve| have) been (?:saying|promising|telling me)\\b[^.!?]*\\b(?:for|since) (?:weeks|months|years|days|ages|a (?:week|month|year)|\\w+ (?:weeks|months|years))\\b`, 'i'),
    accept: (m, clause) => !PRAISED_BEFORE.test(clause.slice(0, m.index)),
  },
  // ── insults ───────────────────────────────────────────────────────────────────────────
  {
    kind: 'insult',
    pattern: new RegExp(`${YOU}${COPULA}\\s+(?:${FILLER}\\s+)*(?:${INSULT_A}|${INSULT_N}|too (?:sensitive|emotional|dramatic|needy|uptight|negative|critical|demanding|picky|loud|slow|much|busy|lazy|proud|stubborn|selfish|cheap|important|good for|wrapped up|caught up|absorbed))\\b`, 'i'),
    accept: (m, clause) => {
      const after = clause.slice(m.index + m[0].length);
      if (/\b(?:cold)\s*$/i.test(m[0]) && !/\b(?:so|such a|ice|heartless|as)\b/i.test(m[0]) && !/^\s*(?:and|to me|toward|towards|with me|lately|these days)/i.test(after)) return false;
      if (/\b(?:child|baby|kid|toddler|teenager)\s*$/i.test(m[0]) && !/\b(?:such a|like a|acting|behaving|big|spoiled|a little|being a|no better than|worse than)\b/i.test(m[0])) return false;
      if (/\b(?:stranger|roommate|robot|ghost|zombie|user)\s*$/i.test(m[0]) && !/\b(?:like|a total|a complete|just a|more of|such a)\b/i.test(m[0])) return false;
      if (/\bnot\s/i.test(m[0])) return false;
      if (/^\s*(?:about|for|of)\s+(?:me|us|you|the kids|them)\b/i.test(after) && /\b(?:crazy|nuts|obsessed)\s*$/i.test(m[0])) return false;
      if (/\b(?:unbelievable|amazing)\s*$/i.test(m[0]) && POSITIVE.test(after)) return false;
      if (/\btoo (?:good|kind|sweet|generous|nice|modest)\b/i.test(m[0])) return false;
      return true;
    },
  },
  {
    kind: 'insult',
    pattern: new RegExp(`${YOU}\\s+(?:(?:${INSULT_ADJ}|big|little|complete|total|absolute|fucking|damn|bloody|stupid|old|selfish|lazy|useless)\\s+)*(?:idiot|moron|jerk|loser|slob|pig|liar|brat|bully|fool|clown|psycho|lunatic|maniac|animal|parasite|leech|freeloader|bum|deadbeat|bitch|asshole|arsehole|dick|bastard|prick|cow|witch|douche(?:bag)?|dumbass|jackass|idiot|dummy|wimp|cheater|cheat|slacker|imbecile|cretin|halfwit|hypocrite|coward|snob|nag|pain)\\b`, 'i'),
  },
  {
    kind: 'insult',
    pattern: new RegExp(`\\b(?:what|such|how|so) an?\\s+(?:${FILLER}\\s+)*(?:${INSULT_A}|${INSULT_N})\\b`, 'i'),
    accept: (_m, clause) => !/\b(?:day|week|night|morning|traffic|weather|game|movie|film|show|book|boss|job|meeting|trip|drive|flight|line|queue|client|customer|teacher|class|neighbour|neighbor|kid next door)\b/i.test(clause) || /\byou\b/i.test(clause),
  },
  {
    kind: 'insult',
    pattern: new RegExp(`\\b(?:stop|quit|don't be|do not be|stop acting|quit acting|stop being|quit being|don't act|grow up and stop being)\\s+(?:(?:so|such|like|an?|a total|a complete|being|acting)\\s+)*(?:${INSULT_A}|${INSULT_N})\\b`, 'i'),
  },
  {
    kind: 'insult',
    pattern: new RegExp(`\\b(?:${INSULT_A}|typical|classic|just like|very mature|real mature|so mature|lovely|nice|great|thoughtful|considerate|kind|sweet|generous) of you\\b`, 'i'),
    accept: (m, clause) => {
      if (new RegExp(`^(?:${INSULT_A}|typical|classic|just like) of you$`, 'i').test(m[0])) return true;
      // "nice of you to …" is sarcasm only with "finally", "bother", "show up", "remember" or a blaming follow-up.
      return /\bof you to (?:finally|eventually|actually|bother|show up|join us|remember|notice|grace|let me know|tell me now|call back after)\b/i.test(clause) || /\bmature of you\b/i.test(m[0]);
    },
  },
  {
    kind: 'insult',
    pattern: new RegExp(`\\b(?:you|your|that was|that's|this is|it's|it was)\\b[^.!?]*\\b(?:like|as if you were|as if you're) (?:a |an |some )?(?:child|baby|kid|teenager|toddler|animal|pig|slob|idiot|maniac|crazy person|lunatic|robot|stranger|roommate|servant|maid|doormat|slave|dog|teenager|spoiled brat|brat|five[- ]year[- ]old|two[- ]year[- ]old|\\w+[- ]year[- ]old|single man|single guy|bachelor|guest|hotel|ghost|zombie|dictator|boss|criminal|fool|moron|idiot)\\b`, 'i'),
    accept: (m) => !/\b(?:feel|felt) like a kid\b/i.test(m[0]) && !/\blove (?:you )?like\b/i.test(m[0]),
  },
  {
    kind: 'insult',
    pattern: /\b(?:just |exactly )?like your (?:mother|father|mom|mum|dad|brother|sister|family|ex|parents|mother-in-law|father)\b/i,
    accept: (m, clause) => /\byou(?:'re| are|\s+(?:sound|act|look|behave|talk|get|become|turn|treat|speak))/i.test(clause) && !/\b(?:smile|laugh|eyes|kind|generous|warm|sweet|beautiful|handsome|strong|wise|funny|smart)\b/i.test(clause.slice(m.index)),
  },
  {
    kind: 'insult',
    pattern: new RegExp(`^\\s*(?:(?:you|so|such|just|what|how|an?|typical|total|complete|absolute|real|utterly|totally|completely|unbelievably|incredibly|honestly|seriously|wow|ugh|pfff?|god|oh my god|omg|lazy|stupid|selfish|useless|big|fat)[\\s,]+)*(?:${INSULT_A}|${INSULT_N}|unbelievable|typical|classic|figures|whatever|pathetic)[\\s!.?…,]*$`, 'i'),
    accept: (_m, clause) => !/^\s*(?:a |the )?(?:kid|child|baby|toddler|teenager|stranger|roommate|robot|ghost|user|cold|late|mess|joke|deaf|blind|absent|distant)\b/i.test(clause.trim()),
  },
  {
    kind: 'insult',
    pattern: /\byour\s+(?:stupid|stupid-ass|damn|damned|freaking|fucking|bloody|precious|beloved|sacred|silly|ridiculous|pathetic|idiotic|endless|constant|never-ending|neverending|useless|lame|lousy|lazy|selfish|crappy|so-called|pointless|childish|immature|disgusting|filthy|dirty|obsession with|excuses|lies|nonsense|attitude|bullshit|crap|drama|whining|nagging|moaning|tantrums?|mess|garbage|junk|shit)\b/i,
    accept: (m, clause) => !/\b(?:dirty|mess)\b/i.test(m[0]) || /\b(?:always|again|never|everywhere|all over|leave|left|your mess)\b/i.test(clause),
  },
  // ── fault ─────────────────────────────────────────────────────────────────────────────
  {
    kind: 'fault',
    pattern: /\b(?:(?:it's |it is |it was |this is |that's |that is )?(?:all |entirely |totally |completely )?your (?:own )?fault|you(?:'re| are) (?:the one )?to blame|because of you|thanks to you(?=[\s,]+(?:we|i|i'm|everything|now|the|our|my|it|this|nothing|nobody|no one))|due to you|you(?:'re| are) the (?:reason|cause|problem|issue|one who (?:ruined|started|messed|caused|broke))|look what you(?:'ve)? (?:did|done|do|have done|made)|this is (?:all )?on you|that's on you|it's on you|you did this|you started (?:it|this)|blame you|you brought this|you made (?:this|it|things|everything) (?:worse|happen|so hard|difficult|impossible)|all because (?:of )?you|(?:you|your) (?:ruined|ruin|ruins|wrecked|destroyed|spoiled|spoilt|broke|messed up|screwed up) (?:everything|it|this|the|our|my|dinner|shabbat|the evening|the day|the night|the trip|the holiday|my day|my night|my life|our life|us)|because you (?:always|never|didn't|don't|can't|won't|couldn't|forgot|refused|ignored|had to|insisted|decided|took so long|were late|are late|were too|are too|are so|were so))\b(.*)/i,
    restGroup: 1,
    accept: (m, clause) => !/\b(?:not|isn't|wasn't|never|no one's|nobody's|none of (?:this|it) is)\s+(?:(?:all|really|entirely|totally|even|at all)\s+)?$/i.test(clause.slice(0, m.index)) && !/^(?:it's|it is|this is|that's|that is|it was)\s+not\b/i.test(m[0]),
  },
  // ── accusations, make-me ─────────────────────────────────────────────────────────────
  {
    kind: 'accusation',
    pattern: new RegExp(`${YOU}\\s+(?:${ADV}\\s+)*(?:${ACCUSE})\\b(.*)`, 'i'),
    restGroup: 1,
    accept: (m, clause) => {
      if (!notConditional(m, clause)) return false;
      if (/\bhurt (?:yourself|your (?:back|leg|arm|hand|foot|knee|head))\b/i.test(m[0])) return false;
      if (/\b(?:promised|swore)\b/i.test(m[0]) && /\b(?:and you did|kept|thank)\b/i.test(clause)) return false;
      if (/\b(?:assume[ds]?)\b/i.test(m[0]) && /\bI assume\b/.test(clause)) return false;
      if (/\b(?:would rather|'d rather)\b/i.test(m[0]) && !/\bthan (?:me|us|be with|spend time|talk|help)|\binstead\b|\bover me\b/i.test(clause)) return false;
      if (/\bwere supposed to|are supposed to|was supposed to\b/i.test(m[0]) && /\?\s*$/.test(clause) && !/\b(?:again|never|always)\b/i.test(clause)) return false;
      if (/\bact(?:ed|s)? like|acting like\b/i.test(m[0]) && POSITIVE.test(m[1] ?? '')) return false;
      if (/\btreat(?:ed|s)? me\b/i.test(m[0]) && POSITIVE.test(m[1] ?? '') && !NEGATIVE_WORDS.test(m[1] ?? '')) return false;
      if (/\bcare(?:s)? more about\b/i.test(m[0]) && !/\bthan (?:me|us|your (?:family|wife|husband|kids|children)|our)\b|\bthan anything\b/i.test(clause)) return false;
      return true;
    },
  },
  {
    kind: 'make-me',
    pattern: new RegExp(
      `${YOU}\\s+(?:${ADV}\\s+)*(?:make|makes|made|making|drive|drives|drove|get|gets|got|piss|pissed|annoy|annoyed|annoys|irritate|irritated|irritates|disgust|disgusted|disgusts|disappoint|disappointed|disappoints|stress|stressed|stresses|wear|wore|exhaust|exhausted|exhausts|break|broke|ruin|ruined|ruins|scare|scared|scares|frustrate|frustrated|frustrates|infuriate|infuriated|infuriates|upset|upsets|hurt|hurts|anger|angered|angers|bore|bored|bores|depress|depressed|depresses|suffocate|suffocated|suffocates|confuse|confused|confuses)\\s+(?:me|us)\\b\\s*(.*)`,
      'i',
    ),
    restGroup: 1,
    accept: (m) => {
      const verb = /\b(make|makes|made|making|drive|drives|drove|get|gets|got|break|broke|wear|wore|scare|scared|scares)\b/i.exec(m[0])?.[1]?.toLowerCase();
      const rest = m[1] ?? '';
      if (!verb) return true; // annoy, disgust, frustrate, …: always blame
      if (/^(?:drive|drives|drove)$/.test(verb)) return /^\s*(?:crazy|nuts|insane|mad|up the wall|to (?:drink|despair|tears)|away|mental)/i.test(rest);
      if (/^(?:get|gets|got)$/.test(verb)) return /^\s*(?:so |really |very )?(?:angry|mad|upset|crazy|annoyed|frustrated|furious|down|worked up)/i.test(rest);
      if (/^(?:break|broke)$/.test(verb)) return false; // "you broke my heart" is caught by accusation
      if (/^(?:wear|wore)$/.test(verb)) return /^\s*(?:out|down|thin)/i.test(rest);
      if (/^(?:scare|scared|scares)$/.test(verb)) return /\b(?:when you|with your|the way|every|always|again)\b/i.test(rest);
      if (POSITIVE.test(`make me ${rest}`) && !NEGATIVE_WORDS.test(rest)) return false;
      if (/^\s*(?:feel\s+)?(?:so\s+|really\s+|very\s+)?(?:happy|smile|laugh|proud|grateful|better|whole|complete|lucky|blessed|special|loved|safe|strong|a better|want to be better|believe|feel at home|feel young|feel like a (?:queen|king|princess)|dinner|breakfast|lunch|tea|coffee|a cake|a cup|the best)/i.test(rest)) return false;
      return true;
    },
  },
  // ── reproach (why, how many times, would it kill you…) ────────────────────────────────
  {
    kind: 'reproach',
    pattern: /\bwhy\b\s+(?:on earth\s+|the hell\s+|in the world\s+|oh why\s+|exactly\s+|tell me\s+)?(do|does|did|didn't|don't|can't|won't|wouldn't|couldn't|shouldn't|are|aren't|were|weren't|have|haven't|must|would|is it (?:that|so hard for|always)|is it)\s+you\b(.*)/i,
    markerGroup: 1,
    restGroup: 2,
    accept: (m) => {
      const aux = (m[1] ?? '').toLowerCase();
      const rest = m[2] ?? '';
      if (aux === "don't" && INVITE.test(rest) && !/\b(?:ever|even|just|always|once|for once|at least|actually)\b/i.test(rest)) return false;
      if (/^(?:are|were)$/.test(aux) && CARING_WHY.test(rest)) return false;
      if (aux === 'did' && /^\s*(?:get|buy|pick|choose|bring|make|cook)\s+(?:me|us)\s+(?:flowers|a gift|a present|this)\b.*\?\s*$/i.test(rest) && !NEGATIVE_WORDS.test(rest)) return false;
      return true;
    },
  },
  {
    kind: 'reproach',
    pattern: /\bwhy\s+(?:can't|won't|don't|didn't|couldn't|wouldn't|must|do|does|is|are|did)\s+(?:your|i always|i have to|i always have to|i'm always|it always|i never|nobody|no one)\b(.*)/i,
    restGroup: 1,
    accept: (m) => !POSITIVE.test(m[0]) || NEGATIVE_WORDS.test(m[0]),
  },
  {
    kind: 'reproach',
    pattern: /\bwhy\s+(?:is it (?:always|never)|(?:is|are) (?:you|your)\s+\w+\s+(?:always|never|so)|(?:always|never|again|not once)\b|(?:does|do|did|must|should|would) (?:it|everything|this|that|we|every \w+) (?:always |even )?(?:have to|need to|got to|has to))(.*)/i,
    restGroup: 1,
  },
  {
    kind: 'reproach',
    pattern:
      /\b(?:how many (?:more )?times (?:do|must|should|have|did|will|am|can) (?:i|we)|how often (?:do|must|have) (?:i|we)|how hard (?:is it|can it be|would it be|was it)|how difficult (?:is it|can it be|would it be|was it)|how could you|how can you (?:be|not|just|say|do|think|ignore|forget|let|sit|stand|live|sleep|eat|act|treat|talk|expect|possibly)|how dare you|what(?:'s| is) wrong with you|what(?:'s| is) (?:your|the matter with you|with you|it with you)\b(?: problem| deal| issue)?|what is it with you|what(?:'s| is) your problem|what were you thinking|who do you think you are|who (?:even )?does that|what kind of (?:a )?(?:person|husband|wife|father|mother|man|woman|partner|parent|spouse)|are you (?:kidding|serious|deaf|blind|stupid|crazy|insane|joking|for real|even (?:listening|trying|here|awake)|listening to me|ever going to|going to (?:\w+ ){1,4}(?:ever|at all|for once)|out of your mind|even my)|is it (?:too much|so much|really so much) to ask|(?:was|would) (?:it|that) (?:be )?too much to ask|would it kill you|will it kill you|did it kill you|(?:it )?(?:would|wouldn't|won't|will) (?:it )?kill you to|do you even|did you even|can you not|can't you (?:just|ever|even|see|understand|for once|do anything|at least|be bothered|manage|stop|leave)|don't you (?:ever|even|care|see|understand|get it|think you|know (?:how|that) (?:to|i)|dare|have any|feel (?:bad|ashamed|guilty))|do you (?:ever|really|honestly|seriously) (?:care|listen|think|help|notice|wonder|stop|consider|hear)|do you have to (?:be so|always|make|ruin|do this|keep|start)|must you|do i have to do everything|do i have to (?:remind|tell|ask|beg|spell|do|repeat|say)|am i supposed to|am i (?:your|the only|invisible|nothing|a joke|a maid|a servant|talking to (?:a|myself|the wall))|(?:is|was) (?:it|that) so hard|how hard can it be|(?:can|could|would|will) you (?:for once|ever|just once|please just for once)|for once in your life|what did you expect|what do you expect|do you (?:think|expect) (?:i'm|i am|me to|that i'm|that i)|where were you when (?:i|we)|did you (?:forget|not (?:think|hear|see|notice|care)) (?:about me|that i|that we|me|us|again)?|have you (?:ever|even|once) (?:thought|considered|asked|helped|cared|listened|noticed|wondered)|haven't you (?:ever|even|once|noticed)|are you ever|is that all you|when (?:was|is) the last time you|when will you (?:ever|finally|learn|grow|start|stop)|when are you going to (?:grow|learn|stop|start|finally|ever)|are you going to (?:\w+ ){0,4}(?:or not|ever|for once|at all|finally))\b(.*)/i,
    restGroup: 1,
    accept: (m, clause) => {
      if (/^(?:what's (?:your|with you)|what is (?:your|with you))$/i.test(m[0].trim())) return false;
      if (/^what(?:'s| is) (?:your|with you)\b/i.test(m[0]) && !/\b(?:problem|deal|issue|matter)\b/i.test(m[0])) return false;
      if (/^are you (?:serious|kidding|joking|for real)/i.test(m[0]) && !/\b(?:you|right now|again|me)\b/i.test(clause.slice(m.index + m[0].length))) {
        // "Are you serious? That's amazing!" — only blame next to other blame; still count, it is a jab
        return true;
      }
      if (/^do you (?:ever|really|honestly) (?:wonder|think)\b/i.test(m[0]) && !/\b(?:about (?:me|us|anyone)|of (?:me|us|anyone))\b/i.test(clause)) return false;
      // "Why is it so hard to agree on who empties it?" asks about the two of us; with "you" or "?!" it reproaches.
      if (/^(?:how hard|how difficult|(?:is|was) (?:it|that) so hard|is it (?:too much|so much|really so much) to ask|(?:was|would) (?:it|that) (?:be )?too much to ask)/i.test(m[0]) && !/\b(?:you|your|yourself)\b|\?!|!\?|!\s*$/i.test(clause)) return false;
      return true;
    },
  },
  // ── sarcasm ───────────────────────────────────────────────────────────────────────────
  {
    kind: 'sarcasm',
    pattern:
      /(?:['"‘“](?:helping|help|helped|cleaning|cleaned|cooking|cooked|busy|working|tired|sick|sorry|listening|romantic|surprise|effort|plan|plans|apology|apologizing|apologising|support|supporting|babysitting|fixing|fixed|organizing|organising|trying|quick|minute|five minutes|on my way|almost home|forgot|emergency|important|work|meeting|friend|just a drink)['"’”])|\b(?:thanks for nothing|thank you for nothing|thanks a lot(?=[\s,.!]*(?:for (?:nothing|ruining|ignoring|forgetting|leaving|never|not)|$|you|now|really|[.!])|\s*$)|thanks?(?: you)? (?:so much |very much |a lot |a bunch |a ton |again )?for (?:nothing|ruining|ignoring|forgetting|leaving (?:me|us|the|your|everything|it)|abandoning|embarrassing|humiliating|wasting|never|not|making me|letting (?:me|us) down|the help,? (?:really|not)|all the help,? (?:really|not)|the support,? (?:really|not)|being (?:late|so (?:late|rude|selfish|inconsiderate|thoughtless|mean|cold|distant|lazy|unhelpful|helpful,? (?:not|really)|supportive,? (?:not|really))|such an? (?!(?:\w+ )?(?:help|support|blessing|rock|gem|angel|sweetheart|good|great|wonderful|amazing|patient|loving|caring))\w+)|showing up late|finally|eventually|(?:the|your) (?:mess|silence|attitude|lies|excuses)|nothing|absolutely nothing|bothering|remembering (?:me )?(?:for once|finally))|(?:great|good|nice|fine|brilliant|amazing|fantastic|wonderful|excellent|terrific|stellar|super|awesome) (?:job|work|going|move|effort|plan|idea)\b[,!.]*\s*(?:genius|einstein|really|again|as always|as usual|ruining|forgetting|leaving|ignoring|breaking|making|with that|there|you|buddy|pal|honey|dear|sweetheart|\.{2,}|…)|way to go(?![\s,!.]*(?:honey|sweetheart|love|babe|!+\s*(?:so|i'm|proud|congrat)))|nice going|well done,? (?:genius|einstein|again|really)|real(?:ly)? mature|very mature|so mature|how mature|how (?:nice|kind|thoughtful|considerate|sweet|lovely|generous|good) of you to (?:finally|show up|join|remember|let me know|bother|grace|notice|eventually|call|text|come home|show your face)|(?:nice|kind|good|glad|thoughtful|lovely|great) (?:of you )?(?:to |that )?(?:see )?(?:you )?(?:finally|eventually|even) (?:bother|bothered|show|showed|join|joined|remember|remembered|decide|decided|made it|could make it|call|called|text|texted|notice|noticed|got|get|came|come)|glad you could (?:finally |eventually |actually )?(?:make it|join|show up|grace|be bothered|spare|fit me in)|so glad you (?:finally|eventually)|must be nice|(?:oh|ah) (?:great|wonderful|perfect|fantastic|lovely|joy|brilliant|goody|sure|right|yes|good|fun|wow|how nice)\b[,.!…]*\s*(?:you|another|again|just|because|now|thanks|that's|so you|of course)|of course you (?:did|didn't|don't|can't|forgot|wouldn't|weren't|haven't|aren't|won't|couldn't|would|are|were|do)(?!\s+(?:can|deserve|are (?:welcome|right|invited)|do (?:deserve|matter)|matter|are beautiful))|typical(?!\s+(?:day|week|morning|monday|shabbat|weather|traffic|of (?:the|my|our|this)))(?=[\s!.,…]|$)|classic you|big surprise|what a surprise|surprise,? surprise|shocker|color me surprised|colour me surprised|who would have thought|who could have guessed|as if you (?:care|would|ever|even|listen|know|help|have|could|did|do)|like you (?:care|cared|would|ever|even|listen|know|help|have ever|did|could|do anything)|yeah,? right|sure you (?:did|do|will|are|were|would|can|have|love)|slow clap|i'm so impressed|really impressive|very impressive|how impressive|wow,? (?:just wow|thanks a lot|thanks for nothing|really\?|so helpful|so thoughtful|very helpful|very thoughtful|you really outdid yourself|that's (?:great|nice|just great|helpful|mature)[,.!])|don't strain yourself|don't hurt yourself|don't trouble yourself|don't mind me|don't worry about me,? (?:i'll|i will|i always|i'm used)|sorry to bother you|sorry for (?:existing|breathing|bothering you|being a burden|having needs)|i'll just do it myself(?:,? (?:again|as usual|like always))?|never mind,? i'll do it(?: myself)?|i'll do it myself(?:,? (?:again|as usual|as always|like always|then))|what else is new|so helpful(?!\s+(?:of you|thank))|very helpful(?!\s+(?:of you|thank))|super helpful(?!\s+(?:thank))|who needs help anyway|must be exhausting|poor you|poor baby|boo hoo|cry me a river|oh please|oh come on|give me a break|spare me|save it|yeah yeah|sure,? whatever|fine,? whatever|ok,? whatever|okay,? whatever|k\.\s*$|good for you(?:[.!]\s*$|,? (?:really|i guess))|hope you(?:'re| are) happy now|happy now\?|are you happy now|i hope you enjoyed|hope you had fun while i)/i,
  },
  {
    kind: 'sarcasm',
    pattern: /^\s*(?:oh,?\s+)?(?:really|real|so|very|super|just|truly)\s+(?:considerate|thoughtful|nice|mature|helpful|kind|sweet|generous|lovely|responsible|romantic|classy|smooth|supportive|caring|reliable|impressive|great|wonderful|fantastic|brilliant)(?:\s+of you)?[\s.!…]*$/i,
  },
  {
    kind: 'sarcasm',
    pattern: /\b(?:you had one job|(?:glad|good|nice|great) to know (?:where i stand|how you (?:really )?feel|i matter|what you think of me|i'm (?:a priority|important|last))|now i know where i stand|i see how it is|i know where i stand|noted,? thanks|(?:do )?you think money grows on trees|money doesn't grow on trees|(?:do )?you think (?:i'm|i am) (?:made of money|your (?:maid|mother|mom|servant|slave|secretary)|stupid|an idiot|blind|deaf|a mind reader|a robot)|(?:do )?you think (?:i|we) (?:have nothing better|don't notice|won't notice|can't see|am blind)|(?:do )?you think this is a hotel|what am i,? your|who am i,? your)\b/i,
  },
  {
    kind: 'contempt',
    pattern: /\b(?:don't|do not|never) bother (?:coming|calling|texting|trying|apologi[sz]ing|explaining|asking|helping|waiting|answering|picking)|(?:don't|do not|stop|quit) (?:talk(?:ing)?|speak(?:ing)?|treat(?:ing)?|look(?:ing)?(?: at)?) (?:to |at )?me like|like i(?:'m| am) (?:a |an |your |some |five|stupid|dumb|an idiot|a child|a kid|nothing|invisible|the help|the maid|the enemy)/i,
    accept: (m, clause) => !/^like/i.test(m[0]) || /\byou\b/i.test(clause),
  },
  {
    // Any other "why … you …?" with an edge: "Why must everything be a fight with you?"
    kind: 'reproach',
    pattern: /\bwhy\s+(?:must|does|do|is|are|can't|won't|did|has|have|would)\s+(?:everything|every \w+|it|this|that|things|we|life|our \w+)\b[^.!?]*\b(?:with you|about you|your way|for you|because of you|around you)\b/i,
  },
  {
    kind: 'generalisation',
    pattern: /\b(?:nothing|anything) i (?:do|say|make|cook|try|suggest|buy|plan)\b[^.!?]*\b(?:good enough|right|enough|pleases you|makes you happy)\b|\bnever good enough\b|\b(?:is|will be) (?:ever )?(?:good )?enough for you\b|\b(?:could|can) you (?:be|get|sound|act|look) any (?:more|less)\b|\bwhere (?:were you|have you been)\b[^.!?]*(?:\?!|!\?|all (?:night|day|evening|weekend)|again|until now|this whole time)/i,
    accept: (m, clause) => !/^(?:nothing|anything) i (?:do|say|make)[^.!?]*(?:without you|for you makes me)/i.test(m[0]) && !/\bnothing i (?:do|say) (?:could|can) (?:ever )?(?:repay|thank|match)/i.test(clause),
  },
  {
    kind: 'generalisation',
    pattern: /\bevery (?:single )?(?:conversation|discussion|argument|fight|talk|dinner|night|morning|evening|weekend|holiday|visit|party|plan|decision|trip|outing|family event|event|meal|call|chance|opportunity)\b([^.!?]*)\byou\b(.*)/i,
    accept: (m) => !POSITIVE.test(`${m[1] ?? ''} ${m[2] ?? ''}`) || NEGATIVE_WORDS.test(`${m[1] ?? ''} ${m[2] ?? ''}`),
  },
  // ── contempt, dismissal, threats ──────────────────────────────────────────────────────
  {
    kind: 'contempt',
    pattern:
      /\b(?:shut up|shut it|shut your (?:mouth|face)|get lost|go away|leave me alone|piss off|go to hell|screw you|fuck you|fuck off|get out of my (?:face|sight)|get over (?:it|yourself)|deal with it|grow up|get a grip|get a life|man up|toughen up|calm down|chill out|cool it|stop (?:whining|complaining|nagging|crying|yelling|screaming|shouting|lying|moaning|bitching|pretending|making excuses|blaming|ignoring|interrupting|criticizing|criticising|controlling|overreacting|exaggerating|sulking|pouting|being|acting like|playing the victim|with the|it|that|doing that|texting|scrolling|spending|wasting|talking (?:back|over)|treating me|telling me what to do|picking on)|not my problem|(?:that's|it's) your problem|who cares|nobody cares|nobody asked|no one asked|no one cares|mind your own business|i don't care (?:what|about (?:you|your|what you)|anymore|if you)|i couldn't care less|i hate you|i hate (?:it|that|the way|how|when) (?:when )?you|i can't stand (?:you|it when you|the way you|how you|your|when you|being (?:around|with) you|living with you)|i(?:'m| am) (?:so |really |totally |completely )?(?:done|finished|through) with (?:you|this marriage|us|your)|i(?:'m| am) (?:so |really |just |completely )?(?:sick|tired|sick and tired) (?:and tired )?of (?:you|your|the way you|how you|hearing (?:you|your)|listening to you|picking up after you|cleaning up after you|having to|always having to|doing everything|being the only|waiting for you|being ignored|being treated|being your|asking you|begging you|reminding you|repeating myself|telling you)|i've had (?:it|enough) (?:up to here )?(?:with|of) (?:you|your)|i(?:'m| am) fed up with (?:you|your)|you disgust me|you(?:'re| are) dead to me|you make me sick|talk to the hand|you wouldn't understand|you(?:'ll| will) never (?:understand|change|get it|learn|grow up)|you never learn|you just don't get it|i give up on you|what a waste|do (?:whatever|what) you want|suit yourself|have it your way|be that way|(?:pick up|clean up|do|wash|make|cook|fix|get|take care of|buy|find|iron|fold) your own (?:stuff|mess|things|clothes|dishes|laundry|plate|food|crap|junk|dinner|lunch|breakfast|shirts?|bed|way home|ride)|get your act together|pull yourself together|wake up and|open your eyes|use your (?:brain|head)|think for once|try thinking|learn to (?:listen|count|read|clean|cook|drive|behave)|are you done\?|are you finished\?|go cry|go ahead,? (?:ignore|leave|walk)|keep (?:ignoring|ignoring me|doing (?:that|this|what you)|it up)(?:,|\s+and|\.|!|$)|see if i care|i don't need you|i'm better off without you|we(?:'d| would) be better off without you)\b/i,
    accept: (m, clause) => {
      if (/^calm down$/i.test(m[0]) && /\b(?:help(?:s|ed)? (?:me|us|you)|to calm down|let me|need to calm down|i(?:'ll| will)? calm down|i(?:'m| am)? (?:trying|going) to calm down)\b/i.test(clause)) return false;
      if (/^stop (?:it|that|being|with the)$/i.test(m[0]) && /\b(?:stop it,? you|stop being so (?:sweet|kind|nice|humble|modest|cute|generous))\b/i.test(clause)) return false;
      if (/^grow up$/i.test(m[0]) && /\b(?:kids|children|they|baby|son|daughter|when i|when we|grow up so fast|grew up)\b/i.test(clause)) return false;
      if (/^(?:go away|leave me alone)$/i.test(m[0]) && /\b(?:weekend|trip|for the|vacation|holiday|together|let's|we should|we could|i want to go away with)\b/i.test(clause)) return false;
      if (/^deal with it$/i.test(m[0]) && /\b(?:we|let's|i'll|i will|together|how (?:to|do we|should we|can we))\b/i.test(clause.slice(0, m.index))) return false;
      if (/^get a life$/i.test(m[0]) && /\bbuild\b/i.test(clause)) return false;
      if (/^stop (?:talking|texting|scrolling)/i.test(m[0]) && !/\b(?:over me|back|to me like|your phone|already|for once|constantly|all the time)\b/i.test(clause)) return /\bstop (?:texting|scrolling)\b/i.test(m[0]) && /\byour\b/i.test(clause);
      return true;
    },
  },
  {
    kind: 'contempt',
    pattern: /^\s*(?:ugh+[,.!\s]*)?(?:whatever|unbelievable|ridiculous|pathetic|typical|figures|seriously\?+|wow\.|enough\s*!+|enough is enough|that's it|we're done|forget you|unreal|un-?real|incredible\.|nice\.|great\.|perfect\.|fantastic\.|wonderful\.|brilliant\.|lovely\.|fine\.)[\s!.?…]*$/i,
    accept: (m, clause) => !/^\s*(?:incredible|nice|great|perfect|fantastic|wonderful|brilliant|lovely|fine)\.\s*$/i.test(clause) || /\bsarcas/i.test(m[0]),
  },
  {
    kind: 'contempt',
    pattern: /\byou and your (?:stupid |damn |precious |beloved |endless |constant |little |so-called )?(?:phone|mother|mom|mum|father|dad|family|friends|buddies|work|job|games|video games|excuses|computer|tv|football|sports|golf|soccer|basketball|gym|hobbies|laptop|emails|boss|sister|brother|parents|mates|guys|girls|drama|moods|lies|opinions|rules|schedule|shows|netflix|beer|drinking|shopping|online shopping|instagram|facebook|tiktok|whatsapp)\b/i,
    accept: (_m, clause) => !/\b(?:are|is)\s+(?:always\s+)?(?:invited|welcome)\b/i.test(clause),
  },
  {
    kind: 'command',
    pattern:
      /\b(?:or else|you(?:'d| had)? better\b(?! (?:believe|not worry))|last (?:warning|chance)|i swear if you|if you (?:don't|can't|won't|ever|keep|do that|say that|leave|walk out|go)\b[^.!?]{0,60}?,?\s+(?:i'll|i will|i'm going to|i'm gonna|we're done|we are done|i'm leaving|i'm done|that's it|i swear|don't bother|don't expect|forget about)|you(?:'d| would)? (?:need|needs|have|has|had|'ve got|got|gotta) to (?:stop|grow up|learn|start|change|get your act|do better|step up|figure (?:it|this|out)|take responsibility|be more|get off|put (?:that|the|your) phone|listen|pay attention|think about (?:someone|others|me|us|other)|think of (?:someone|others|me|us)|respect|apologi[sz]e|understand|calm down|control yourself|chill|get it together|man up|clean up (?:your|after)|pull your weight|help (?:more|out more)|get a job|get help|get a grip|wake up|realize|realise|accept|admit|own (?:it|this|up)|quit|cut it out|knock it off|back off|show (?:some|more)|make (?:more|an) effort|try harder|care (?:more|about)|be there|come home (?:on time|earlier)|be on time|answer (?:your|my)|call (?:me|back)|text (?:me|back)|remember|notice|do (?:your|the|something|more|some)|take (?:out|care|the)|spend (?:less|more time)|stop spending)|you should(?:'ve| have) (?:known|told|called|asked|been|thought|said|listened|done|checked|come|helped|remembered|let me know|warned|texted|cared|noticed|stopped|stayed|left|gone|answered|picked|taken|defended|stood up|backed me)|you shouldn't have (?:said|done|yelled|told|bought|spent|gone|left|invited|lied|made|raised|talked|shouted|screamed|let|taken|ignored|forgotten|agreed|promised|embarrassed)|you should (?:know (?:better|by now|that)|be ashamed|grow up|learn|stop|try|listen|think|apologi[sz]e|help|care|respect|realize|realise|pay|start|get|quit)|you(?:'re| are) supposed to be (?:my|the|on my)|you (?:could|can|might) (?:at least|have at least)|at least you could|the least you could (?:do|have done)|you could have (?:called|told|texted|asked|helped|said|let me know|warned|checked|come|been|thought|tried|cared|done something)|you couldn't (?:even )?be bothered|you can't (?:even )?be bothered|you never bother(?:ed)?|you didn't (?:even )?bother|you don't (?:even )?bother)\b/i,
    accept: (m, clause) => {
      if (/^you(?:'d| would)? (?:need|needs|have|has|had|'ve got|got|gotta) to (?:rest|sleep|eat|take care of yourself|relax)/i.test(m[0])) return false;
      if (/^you should (?:try|get|start|think|help|listen|learn)\b/i.test(m[0]) && !/\b(?:for once|ever|actually|already|by now|at least|just|some day|someday|sometime)\b/i.test(clause)) return false;
      if (/^you(?:'d| would)? (?:need|have|'ve got|got|gotta) to (?:remember|notice|call|text|accept|realize|realise|understand|be there|take the|do the|do some|do something)\b/i.test(m[0]) && !/\b(?:for once|ever|actually|already|by now|at least|just|once and for all|seriously|really|finally|again)\b/i.test(clause) && !/\b(?:i need you|you need)\b/i.test('')) {
        return /!\s*$/.test(clause);
      }
      return true;
    },
  },
  // ── comparison and first-person blame ────────────────────────────────────────────────
  {
    kind: 'comparison',
    pattern:
      /\b(?:(?:is|are|was|were|seems?|seem to be) (?:\w+ ){0,2}(?:more (?:important|interesting|fun|exciting|urgent)|better)|matters? more|matter more|care(?:s|d)? more|comes? first|come before|rather (?:be|spend|play|watch|go|sit|stay|hang|talk|text|work|go out)|prefer(?:s|red)?)\b[^.!?]*\b(?:than|over|before|to) (?:me|us|your (?:family|wife|husband|kids|children|own (?:family|kids|children|wife|husband))|our (?:family|kids|children|marriage|relationship|home)|spending time with (?:me|us)|being with (?:me|us)|talking to (?:me|us)|helping (?:me|us))\b/i,
    // "You matter more to me than anything": "to me" here is who it matters to, not the one left out.
    accept: (m) => !/\byou(?:'re| are)? (?:so much )?more important (?:to me )?than\b/i.test(m[0]) && !/\b(?:matters?|means?) more to (?:me|us)$/i.test(m[0]),
  },
  {
    kind: 'accusation',
    pattern: /\b(?:and (?:then|now|still|yet)|but (?:then|now)|so now|then|yet|and|now|still)\s+you(?:'re| are)?\s+(?:still\s+|even\s+|have the nerve to\s+|dare to\s+)?(?:complain(?:ing|s)?|say(?:ing|s)?|tell(?:ing|s)? me|call(?:ing|s)? me|blam(?:e|ing|es) me|get(?:ting)? (?:angry|mad|upset|annoyed)|act(?:ing|s)? (?:like|surprised|hurt|offended)|expect(?:ing|s)?|wonder(?:ing)? why|accus(?:e|ing|es) me|criticiz(?:e|ing)|criticis(?:e|ing)|(?:are|'re) (?:angry|mad|upset|annoyed|surprised|offended|hurt))\b(.*)/i,
    restGroup: 1,
    accept: (m) => !POSITIVE.test(m[1] ?? '') || NEGATIVE_WORDS.test(m[1] ?? ''),
  },
  {
    kind: 'accusation',
    pattern: new RegExp(`${YOU}\\b[^.!?]{0,60}?\\bin front of (?:everyone|everybody|your|my|the|our|his|her|their|people|guests|friends|family)\\b(.*)`, 'i'),
    restGroup: 1,
    accept: (m) => !POSITIVE.test(m[0]) || NEGATIVE_WORDS.test(m[0]),
  },
  {
    kind: 'comparison',
    pattern: new RegExp(`${YOU}\\b[^.!?]{0,60}?\\bmore\\b[^.!?]{0,40}?\\bthan (?:with |for |to |on |about )?(?:me|us|your (?:family|wife|husband|kids|children)|our (?:family|kids|children|marriage))\\b`, 'i'),
    accept: (m, clause) => !PRAISED_BEFORE.test(clause.slice(0, m.index)),
  },
  {
    // "if you spent as much time with your kids as with your gemara they'd know you"
    kind: 'comparison',
    pattern: /\bif (?:you|u) (?:\w+ )?(?:spent|put|gave|paid|showed) (?:even )?(?:half )?as much (?:time|attention|effort|energy|love|money)\b[^.!?]{0,60}?\bas (?:with|on|to|into|for)\b/i,
  },
  {
    kind: 'comparison',
    pattern: /\b(?:some of us|some people)(?: in this (?:house|family|home))? (?:actually|have to|work|care|do|clean|help|pay|cook|try|think|listen|remember|get up|make an effort|would|could|bother|manage|need)\b/i,
  },
  {
    kind: 'self-blame',
    pattern:
      /\b(?:i (?:always |constantly |still |just |literally )?(?:have|had|need|needed|got|get|ended up having) to do (?:everything|it all|all (?:the|of)|this all|all this|it myself|everything myself|everything alone|all the work)|i (?:always |still |literally )?do (?:everything|all the|all of|it all|the (?:whole|entire)|everything myself|everything alone|everything around here|100%|all the work)|i(?:'m| am) (?:the only one|always the one|the one who always|the only person) (?:who|that|doing|cleaning|picking|taking|making|trying|paying|cooking|thinking|remembering|caring|putting|planning|getting|in this|around here)|i(?:'m| am) not your (?:maid|mother|mom|mum|mommy|mummy|servant|slave|secretary|cook|cleaner|cleaning lady|nanny|babysitter|assistant|therapist|personal|driver|housekeeper|butler|dad|father|daddy|employee|chef|waiter|waitress|chauffeur|alarm clock|calendar|reminder|punching bag|doormat|ATM|bank|wallet|parent)|am i your (?:maid|mother|mom|mum|servant|slave|secretary|cook|cleaner|nanny|babysitter|assistant|driver|housekeeper|butler|employee|chef|parent|bank|atm)|i (?:always |constantly )?have to (?:remind|beg|ask|tell|nag|chase|clean up after|pick up after|do your|babysit|repeat myself|explain (?:everything|it)) (?:you|your|myself|every)?|i(?:'m| am) tired of (?:cleaning|picking) up after you|(?:nobody|no one)(?: (?:in this (?:house|family|home)|here|around here))? (?:ever )?(?:helps|cares|listens|thanks|notices|lifts a finger|asks|remembers|does anything|appreciates|respects|bothers)|lift(?:s|ed)? a finger|i (?:should|shouldn't) have (?:married|listened to my|known better than to marry|never married)|i wish i (?:had )?never (?:married|met) you|i regret (?:marrying|meeting|ever|the day)|i deserve better|i can't (?:trust|rely on|count on|depend on) you|i (?:can't|cannot|still can't) believe (?:you|that you|how you|what you|the way you)(?! (?:did (?:this|all this) for me|remembered|planned|organi[sz]ed|made (?:this|all this)|got me|found|are mine|'re mine|love me))|i can never (?:count|rely|depend) on you|i never (?:get|have|got) (?:any )?(?:help|support|thanks|thank you|appreciation|credit)(?: (?:from you|around here|in this house))?|i never (?:get|have|got) (?:a |any )?(?:break|time|rest|say) (?:from you|around here|in this house)|i(?:'m| am) (?:invisible|nothing|worthless|a joke|a maid|a servant|just (?:a|the) (?:maid|servant|cook|cleaner|nanny|driver|ATM)|not a priority|not important|not your priority|last on your list|an afterthought|your last priority)(?: (?:to you|in this house|around here|for you))?|i (?:don't|do not) (?:matter|count|exist)(?: (?:to you|for you|in this house|around here))?|(?:apparently|obviously|clearly|evidently|i guess) (?:you(?:'re| are)? (?:too|not|don't|didn't|can't|won't|never|always|only|just|have better|care more|prefer|would rather|forgot)|i(?:'m| am) (?:not|just|invisible|nothing)|i don't (?:matter|count|exist)|my (?:feelings|time|needs|opinion|work) (?:don't|doesn't|do not|does not|mean nothing|are nothing|is nothing)|we(?:'re| are) not|your \w+ (?:is|are|comes) more)|my (?:feelings|time|needs|opinion|work|day) (?:don't|doesn't|do not|does not|never) (?:matter|count|seem to matter)(?: to you)?|i(?:'m| am) (?:always )?(?:last|second|the last thing) (?:on your list|to you|in line)|i(?:'m| am) always (?:the one|last|second)|(?:after|since) all i(?:'ve)? (?:do|did|done) for you|the least i (?:get|deserve)|i get nothing (?:from you|back|in return)|i'll (?:just )?do it myself(?:,? as (?:always|usual)|,? again|,? like always)|like i always do|as i always do|like always,? (?:i|it's me)|as usual,? (?:i|it's me)|i(?:'m| am) always cleaning up (?:after you|your)|i(?:'m| am) left (?:to do|to deal|to clean|alone with|with everything|holding)|(?:guess|and guess) who (?:has to|had to|ends up|always|gets to|will|is going to|cleaned|did|does))\b/i,
  },
  {
    kind: 'self-blame',
    pattern: /\bi (?:guess|suppose) (?:i(?:'ll| will)|that means i|i have to) (?:just )?(?:do it|clean|handle|deal with|take care of|pick up|cook|pay) (?:\w+ ){0,3}(?:myself|alone|again|as always|as usual|like always)\b/i,
  },
];

function cleanRest(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const trimmed = text.replace(/[.!?…]+.*$/su, '').trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Every piece of blame in one clause or sentence (English). */
export function englishBlameHits(text: string): BlameHit[] {
  const clause = normaliseEnglish(text);
  const hits: BlameHit[] = [];
  for (const rule of RULES) {
    const flags = rule.pattern.flags.includes('g') ? rule.pattern.flags : `${rule.pattern.flags}g`;
    const pattern = new RegExp(rule.pattern.source, flags);
    for (let m = pattern.exec(clause); m; m = pattern.exec(clause)) {
      if (m[0] === '') {
        pattern.lastIndex += 1;
        continue;
      }
      if (!rule.accept || rule.accept(m, clause)) {
        hits.push({
          kind: rule.kind,
          match: m[0],
          rest: rule.restGroup !== undefined ? cleanRest(m[rule.restGroup]) : undefined,
          marker: rule.markerGroup !== undefined ? m[rule.markerGroup]?.toLowerCase() : undefined,
        });
        break;
      }
      // A rejected match (praise, care…) may hide a later blaming one in the same clause.
      pattern.lastIndex = m.index + 1;
    }
  }
  return hits;
}

export function englishBlames(text: string): boolean {
  return englishBlameHits(text).length > 0;
}
