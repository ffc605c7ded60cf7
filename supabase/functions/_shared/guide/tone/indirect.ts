// Blame said sideways: the shapes a message takes when it blames without "you always" — sarcasm
// ("Sure, take the car. I'll walk with the baby in the rain. No problem at all."), a comparison
// with someone else's spouse, an ultimatum, martyrdom ("I'll handle everything. As usual."), a
// rhetorical "how hard is it to…". English, Hebrew and Hebrew in Latin letters.
// Found missing when a new writer's 120 messages were read before any tuning (issue 31's tenth
// batch: 48 of them were taken for kind). Like the rest of the checker it is strict: it also judges
// rewrites, and none of the rewriters' own sentences has any of these shapes.
import type { BlameHit } from './blame-en.ts';
import { blameFormHits, commandSealed, comparisonAcross, formHits, type FormRule } from './forms.ts';

type SidewaysRule = FormRule;

const EN: SidewaysRule[] = [
  // General turns a new writer's 100 messages showed (round 36, read after their first sight: 32
  // of 100 left unchanged): a rhetorical "is it impossible for you to", "how do you forget", "why am
  // I finding out from…", "am I interrupting your…", "some talmid chacham", "who needs savings
  // anyway", "saved you the trouble", a consequence promised ("if the dishes aren't done… I'm done
  // cooking"), "figure it out yourself", an act done "even though" it was known.
  { kind: 'reproach', pattern: /\bis it (?:physically |really |so |that |actually )?(?:impossible|hard|difficult|too much) for you to\b|\bhow (?:do|did|could|can) you (?:just )?(?:forget|miss|not (?:notice|see|know|remember|hear))\b|\bwhy am i (?:finding out|the (?:one|only one|last)|always|hearing)\b|\bwhat exactly (?:was|were|did)\b/ },
  { kind: 'sarcasm', pattern: /\bam i interrupting (?:your|you)\b|\bsaved you the trouble\b|\bwho needs [^.!?]{2,40}\banyway\b|\b(?:truly|such|what) a (?:master|real|great|true) (?:chef|cook|partner|husband|wife|father|mother|provider|planner|hero|genius|gentleman|talmid chacham)\b|(?:^|[.!?]\s*)some (?:talmid chacham|husband|wife|father|mother|partner|help|hero|chef|provider|friend|team ?player)[.!?]*["”]?$|\b(?:just|really|absolutely|totally) love (?:doing|being|waiting|cleaning|cooking|having|sitting|picking|driving|handling)\b[^.!?]{0,60}\b(?:alone|so much fun|by (?:myself|ourselves))\b|\bit'?s so much fun\b/ },
  { kind: 'command', pattern: /\bif (?:the|your|you|you'?re|u)\b[^.!?]{0,80}\b(?:i'?m|i am|i'?ll|i will) (?:done|not (?:coming|cooking|going|doing|talking|cleaning|driving|paying)|no longer|sell(?:ing)?|sleeping (?:in|on)|throw(?:ing)? (?:it|them)|cancel\w*)\b|\bfigure (?:it|\w+) out yourself\b/ },
  { kind: 'accusation', pattern: /\byou (?:booked|forgot|made|took|left|bought|spent|said|told|planned|invited|signed|agreed|promised)\b[^.!?]{0,100}\beven though\b|\bembarrassing\b[^.!?]{0,20}$|\b(?:he'?s|he is|she'?s|she is|you'?re|you are) (?:a |such a )?(?:coward|pathetic|a joke|an embarrassment)\b/ },
  // "Sure, take the car" alone is often meant: the sigh is in what follows ("No problem at all.", "I'll just…").
  { kind: 'sarcasm', pattern: /\b(?:no problem at all|thanks (?:so much )?for that|thanks a lot for that|it'?s not like (?:i|we) (?:live|matter|exist|have|do|count|work)|the only way to get your attention|funny,? i thought you'?d|great job,? really|what a surprise)\b/ },
  { kind: 'sarcasm', pattern: /^(?:as usual|like always|as always|typical|classic)[.!]*$/ },
  // Praise that means its opposite, and the dry "Noted." (issue 31's eleventh batch, read before tuning).
  { kind: 'sarcasm', pattern: /\bi know you'?re (?:very |so |really )?busy (?:resting|relaxing|sleeping|watching|playing|scrolling|napping|doing nothing)\b|\bonly \w+ (?:days|hours|weeks|minutes) late\b|\bnice of you to (?:finally|show up|remember|join|notice)\b|(?:^|[.!?]\s*)noted[.!]*["”]?$/ },
  { kind: 'sarcasm', pattern: /\bfunny how\b[^.!?]{0,80}\b(?:always|never|suddenly)\b|\bi guess (?:your|his|her) \w+(?:'s)? (?:opinion|word|feelings?|needs?|time|plans?) (?:counts?|matters?|comes?) (?:more|first)\b/ },
  { kind: 'reproach', pattern: /\bmaybe if you (?:came|come|were|was|spent|helped|listened|paid|put|picked|stayed|got)\b[^.!?]{0,80}\b(?:you'?d|we'?d|i'?d|we wouldn'?t|i wouldn'?t|you wouldn'?t)\b/ },
  // Martyrdom: "I'll just stay home with the sick kids." "I'll handle the cooking, the table, the kids. As usual."
  { kind: 'self-blame', pattern: /\bi'?ll just (?:stay|walk|sit|do|handle|manage|clean|cook|take care|deal|wait|go|ask someone)\b/ },
  { kind: 'self-blame', pattern: /\bi(?:'ll| will) (?:handle|do|manage|take care of|deal with|clean|cook)\b[^.!?]{0,60}\b(?:as usual|as always|like always|alone|myself|by myself)\b/ },
  { kind: 'self-blame', pattern: /\bi can'?t keep (?:doing|carrying|handling|managing) (?:everything|it all|all of it|this)\b/ },
  { kind: 'self-blame', pattern: /\b(?:we(?:'re| are)|i(?:'m| am)) (?:just )?an afterthought\b|\b(?:always )?something more important than (?:me|us)\b|\bmore important than (?:me|us|your (?:family|wife|husband|kids|children))\b/ },
  // Sarcasm in general forms (issue 31's fourteenth batch, read before tuning: praise and thanks that
  // mean their opposite, with the sting in a last line). Each needs a turn no kind message takes:
  // things that did themselves, a celebration of the minimum, "oh wait", "it's only been …".
  { kind: 'sarcasm', pattern: /\b(?:like|as) i (?:handle|do|manage|carry|deal with|fix|take care of) everything\b|\bwhy would i expect\b|\bhalf as much (?:as|attention|time)\b|\b(?:did|does|do|folded|folds|cleaned|cleans|washed|washes|cooked|cooks|fixed|fixes|made|makes|put|puts|emptied|empties) (?:itself|themselves)\b|\b(?:should|shall) (?:we|i) (?:throw (?:a|you a) party|call the (?:papers|newspapers|news)|alert the|frame it|notify the)\b|\b(?:matters?|counts?|comes?) more than (?:mine|me|us|your (?:wife|husband|kids|children|family))\b|\byou know me so well\b|\boh wait\b|\b(?:they|it)(?:'ve| have| has)? been waiting (?:for you )?since\b|\bit'?s only been (?:\w+ )?(?:days|weeks|months|years)\b|(?:^|[.!?]\s*)not[.!]*["”]?$/ },
  { kind: 'sarcasm', pattern: /\bi see you (?:found|had|have|made|managed)\b|\bit'?s (?:adorable|cute|sweet|funny|amazing|impressive) how you (?:think|believe|assume|manage)\b|\bi'?m sure (?:your|his|her) \w+(?:'s)? (?:is|was|are) (?:always )?right about\b|\b(?:you|u) (?:finally|actually) \w+[^.!?]{0,60}[.!?,]\s*(?:mazel tov|congrat\w*|bravo|kol ha.?kavod|should (?:we|i)|what a (?:miracle|day|treat))/ },
  // More of the same turns (a fifteenth batch, of sarcasm only, read after its measure): the aside
  // that gives it away ("Just saying.", "but what do I know", "Who needs a…"), the minimum praised
  // ("Truly a hero.", "Now if only you could…"), time that "only" took, "I'm sure X needs you more".
  { kind: 'sarcasm', pattern: /(?:^|[.!?]\s*)just saying[.!]*["”]?$|\bbut what do i know\b|\bi guess (?:that|it) was a different (?:generation|time|era)\b|\bwho needs (?:a|an|the) [^.!?]{2,40}\banyway\b|\bwho needs (?:a|an) \w+(?: \w+)? at home\b|\btruly a hero\b|\bmy hero[.!]*["”]?$|\bnow if only you\b|\b(?:it )?only took (?:\w+ ){0,4}(?:days|hours|weeks|months|minutes|reminders|tries|times)\b|\bonly been (?:on|off|broken|sitting|there|waiting|leaking) since\b|\bare you just visiting\b|\bshould i set a place\b|\bor is that only for\b|\bwithout looking up once\b|\bhave fun,? really\b|\bi'?m glad someone (?:in this (?:family|house) )?gets to\b|\bmaybe (?:she|he|they) can also\b|\bwe didn'?t (?:really )?need to (?:pay|eat|have|buy)\b|(?:^|[.!?]\s*)(?:very|so|how|real(?:ly)?) \w+ of (?:us|you)[.!]*["”]?$|\byou forgot the one thing\b|^all (?:two|three|four|five|six|\d) \w+[.!]*["”]?$/ },
  { kind: 'sarcasm', pattern: /\b(?:amazing|funny|interesting|incredible|impressive) how you [^.!?]{3,80}\bbut\b|\bi'?m sure (?:the|your|his|her) [^.!?]{2,60}\b(?:is|was|are|were) (?:more|much more) (?:important|chashuv|urgent|fun|interesting)\b|\b(?:needs?|need) you more than (?:we|i) do\b|\bloved (?:talking|speaking) to the top of your head\b/ },
  // Comparison with someone else's spouse or parent: "My friend's wife actually gets excited…"
  { kind: 'comparison', pattern: /\b(?:my|his|her|your) (?:friend|sister|brother|neighbou?r|cousin|colleague|boss|mother|father|mom|mum|dad)(?:'s| in law'?s?)?(?: (?:wife|husband))? (?:actually|at least|somehow|never once)\b/ },
  { kind: 'comparison', pattern: /\bwithout (?:complaining|a (?:single )?complaint|a word|any help)\b[^.!?]{0,30}\band you\b/ },
  { kind: 'comparison', pattern: /\bsomeone who actually (?:listens|cares|helps|remembers|shows up|notices)\b/ },
  // Ultimatums: "… one more time and I'm not talking to you", "If your brother shows up again, I'm taking the kids".
  { kind: 'command', pattern: /\bone more time and (?:i|i'm|i'll|you|we)\b/ },
  { kind: 'command', pattern: /\bif you(?:r \w+)? [^.!?]{0,80}\b(?:again|one more time)\b[^.!?]{0,40}\bi(?:'m| am|'ll| will) (?:taking|leaving|going|not|done|out)\b/ },
  { kind: 'command', pattern: /\b(?:then )?(?:don'?t|do not) expect (?:me|anything|dinner|any|a)\b/ },
  // Rhetorical reproach and accusation in other words.
  { kind: 'reproach', pattern: /\bhow (?:hard|difficult) (?:is it|can it be|could it be|would it be) to\b|\bwhat'?s even the point\b|\bi reminded you (?:twice|\w+ times|again|already|a hundred times)\b/ },
  { kind: 'accusation', pattern: /\byou (?:basically |practically |pretty much )?live (?:at|in) (?:the|your)\b|\byou (?:lose|lost) your (?:patience|temper|cool)\b|\byou spend (?:it|them|the \w+|every \w+) complaining\b|\byou(?:'re| are) overwhelmed by\b|\bwhile you (?:walk in|walked in|sit|sat|relax|relaxed|watch|watched|sleep|slept|play|played|scroll|scrolled|chill|chilled|lie|lay)\b|\bbecause of your (?:'?\w+'? )?(?:purchases|spending|shopping|mother|family|job|phone|games|friends|mess|decisions?|choices?|habits?)\b|\bspend (?:way|far) too much\b|\bcare more about (?:\w+ ){1,4}than (?:about )?(?:me|us|your (?:own )?(?:family|wife|husband|kids|children))\b|\bgets? more (?:attention|time|love|care|thought) than (?:me|us|i do|your (?:wife|husband|kids|children|family))\b/ },
];

const HE: SidewaysRule[] = [
  // The same general turns in Hebrew (round 36): "ביקשתי ממך דבר אחד", "ככה לפחות תשים לב",
  // "אני רואה ש… יותר דחוף", a consequence promised ("אם… אני מוכרת אותו", "…אני לא באה יותר"),
  // "בטח, תשאילי…", "אתה קורא לזה…?", "מה היא עושה כל היום", "לא אומרת כלום", "תורה מסיני".
  { kind: 'reproach', pattern: /ביקשתי (?:ממך|ממנו|ממנה) (?:רק )?דבר (?:אחד|אחת)|(?:את|אתה) (?:קורא|קוראת) לזה|מה (?:היא|הוא|את|אתה) (?:עושה|עושים) כל היום/u },
  { kind: 'sarcasm', pattern: /(?:ככה )?לפחות (?:תשים|תשימי) לב|אני רואה ש[^.!?]{2,60}(?:יותר|הכי) (?:דחוף|דחופה|חשוב|חשובה)|(?:^|[.!?,]\s*)בטח,?\s+ת\S+|(?:לא )?(?:אומרת|אומר) (?:רק )?ש?אני לא (?:אומרת|אומר) כלום|תורה מסיני|באמת,? נגעת ל(?:י|נו) ללב|איזו? \S+ רומנטי(?:ת)?/u },
  { kind: 'command', pattern: /אם (?:אתה|את|אמא שלך|אבא שלך|אחותך|אחיך|ה\S+)[^.!?]{0,80}(?:אני|אז אני) (?:מוכר|מוכרת|לא (?:בא|באה|מבשל|מבשלת|הולך|הולכת|מדבר|מדברת|נוסע|נוסעת)|עוזב|עוזבת|זורק|זורקת)/u },
  { kind: 'comparison', pattern: /(?:כש|ש)אני (?:אומר|אומרת) משהו(?:,)? זה/u },
  { kind: 'sarcasm', pattern: /(?:שיא חדש|(?:אבא|אמא|בעל|אישה|בן זוג) של השנה|יופי של עבודה|כל הכבוד באמת|איזה כבוד|ממש הפתעת|ממילא אין לי מה לעשות|אולי אפילו נגיע|נזכרת ש(?:יש|אני)|נזכר ש(?:יש|אני)|אקבע איתך פגישה|ממש חסר לנו)/u },
  { kind: 'reproach', pattern: /(?:מתי בדיוק|או שרק אני|(?:את|אתה) בכלל (?:קורא|קוראת|שם|שמה|זוכר|זוכרת|מקשיב|מקשיבה|יודע|יודעת|רואה)|למה אצלנו|מה יוצא מה)/u },
  { kind: 'generalisation', pattern: /(?:(?:לא )?כמו ב?(?:פעם הקודמת|שנה שעברה|פעם שעברה)|כמו בכל פעם|כמו כל (?:בוקר|ערב|שבוע|שבת|פעם))/u },
  { kind: 'comparison', pattern: /(?:(?:אשתו|בעלה|אמא|אבא|אחותי|אחי|השכנה|השכן|החברה|החבר) של \S+(?: \S+)? (?:לפחות|דווקא|אף פעם לא)|אצלנו (?:זה )?(?:תמיד|אני))/u },
  { kind: 'self-blame', pattern: /(?:(?:תמיד )?נופל עליי|נופל עלי|אני כבר רגיל(?:ה)? (?:להיות|ל\S+ (?:\S+ ){0,3}לבד)|(?:האבא|האמא|ההורה) היחיד(?:ה)? ש)/u },
  { kind: 'command', pattern: /(?:אל תצפ(?:ה|י) ש|אל תצפ(?:ה|י) ל|אם עד \S+ לא ת\S+)/u },
  { kind: 'sarcasm', pattern: /(?:בטח,?\s+ת\S+ עוד|רק \S+ (?:ימים|שעות|שבועות) באיחור|תודה שזכרת|תודה שנזכרת)/u },
  // The same turns in Hebrew: "לא נורא ש… העיקר ש…", congratulations on the minimum, carrying it
  // all alone "כמו תמיד", "תמשיך לשבת", something more important than the family.
  { kind: 'sarcasm', pattern: /(?:(?:^|[.!?,]\s*)(?:אה|אהה|או|אופס),? רגע(?![\u05D0-\u05EA])|לא נורא ש[^.!?]{0,60}העיקר ש|(?:מזל טוב|כל הכבוד|ברכות|וואו),? (?:ה?צלחת|נזכרת|מצאת|טרחת|הגעת|הואלת)|ממש דחוף (?:היה|היו|הייתה)|באמת ש(?:אתה|את) מכיר(?:ה)? אותי|(?:תמשיך|תמשיכי) (?:לשבת|לנוח|לישון|לשחק)|יותר (?:חשוב|חשובה|חשובים) מ(?:ה?ילדים|ה?משפחה|אשתך|בעלך|ממני|מאיתנו|אסיפת|הבן שלך|הבת שלך))/u },
  { kind: 'self-blame', pattern: /(?:(?:הכל|הכול) לבד(?:,)? כמו תמיד|לבד כמו תמיד|אני אסחב|אסחוב הכל|אני (?:כבר |גם )?א\S+ (?:\S+ ){0,4}לבד|אני גם ככה לא (?:ישנה|ישן)|(?:אני )?א\S+ את [^.!?]{2,40}\.?\s*כמו תמיד)/u },
  { kind: 'sarcasm', pattern: /(?:סתם,? (?:אני )?(?:אומרת|אומר)|מה (?:אני )?כבר (?:יודעת|יודע)|מה כבר (?:יכול ל?קרות|קרה)|צריך לעשות על זה (?:קידוש|מסיבה|סעודה)|באמת היינו צריכים|רק \S+(?: \S+)? איחור|(?:לא,? )+תנוח|\S+ שלך (?:יותר חשוב|חשוב יותר|יותר חשובה|חשובה יותר)|חשובה? יותר מ(?:ה?טקס|ה?ילדים|ה?משפחה|ה?בן|ה?בת)|(?:כוס|צלחת|מזלג|כפית|גרב) אחת?(?![\u05D0-\u05EA])[^.!?]{0,30}(?:באמת|לא יודעת|לא יודע)|הבעל של \S+ [^.!?]{0,60}(?:כל יום|תמיד))/u },
  { kind: 'generalisation', pattern: /^(?:כמו תמיד|כרגיל|כמו בכל פעם)[.!]*["”]?$/u },
  { kind: 'reproach', pattern: /(?:^|\s)הבטחת ל\S+[^.!?]{0,40}לפני (?:פסח|סוכות|שבת|חנוכה|פורים|החג|ראש השנה|\S+ (?:ימים|שבועות|חודשים))/u },
  { kind: 'sarcasm', pattern: /תודה (?:רבה )?ש\S+ (?:כוס|צלחת|מזלג|כפית|גרב|סיר) (?:אחת|אחד)(?![\u05D0-\u05EA])/u },
  { kind: 'accusation', pattern: /(?:נסעת|נוהג|נוהגת|נהגת) כמו (?:משוגע|משוגעת|מטורף|מטורפת)/u },
  { kind: 'reproach', pattern: /אם (?:היית|הייתה) \S+ (?:פעם אחת|לפעמים|קצת) במקום/u },
  { kind: 'comparison', pattern: /אם (?:היית|הייתה|הית) (?:קצת |טיפה )?יותר (?:גבר|אישה|אחראי|אחראית|רגיש|רגישה|מבוגר|מבוגרת|בוגר|בוגרת)/u },
  { kind: 'accusation', pattern: /(?:בלי שום (?:סבלנות|כבוד|התחשבות|אחריות)|ו(?:את|אתה) (?:יושבת|יושב|שוכבת|שוכב|ישנה|ישן|בטלפון|מול ה))/u },
];

const TRANSLIT: SidewaysRule[] = [
  // Round 36 in Latin letters: "ani lo ha'menaka shelcha", "ve'ata od ko'es alai", "si olami",
  // "ata kore le'ze limud?", "busha.", "nimas li she…", "tamid tzodeket", "ha'gaon shel",
  // "lo nora she… ani kvar ragila", "KOL PA'AM!!", "ve'ata shotek".
  { kind: 'reproach', pattern: /\bani lo ha.?(?:menaka|ozeret|mesharet\w*|shifcha|nahag|ima) shel(?:cha|ach)\b|\bve.?(?:ata|at) od (?:ko.?es|ko.?eset|mitlonen\w*|ma.?ir\w*|ma.?ira)\b|\b(?:ata|at) kor(?:e|et) le.?ze\b|\bnimas li she\b|\bve.?(?:ata|at) shotek\w*\b|\bkol pa.?am[.!]{2,}/ },
  { kind: 'sarcasm', pattern: /\bsi olami\b|\btamid tzod(?:e|a)k(?:et)?\b|\bha.?gaon shel\b|\blo nora she\b|\bkvar ragil(?:a)?\b/ },
  { kind: 'accusation', pattern: /\bbusha[.!]*$/ },
  { kind: 'sarcasm', pattern: /\b(?:toda (?:raba )?she[-']?\w+|kol ha[-']?kavod[.!]*$|(?:only|rak) \w+ (?:days|yamim|hours|shaot) (?:late|meuchar)|mamash hiftat(?:a|)|mamash chaser lanu|o she'?ze yoter midai levakesh)\b/ },
  { kind: 'reproach', pattern: /\bma bediyuk\b|\bmatai bediyuk\b|\bma,? ani lo (?:mishpacha|chashuv|chashuva|kayam|kayemet)\b/ },
  { kind: 'generalisation', pattern: /\bkmo (?:kol (?:boker|erev|pa'?am|shavua)|tamid)\b|\baf pa'?am (?:ein|lo)\b/ },
  { kind: 'sarcasm', pattern: /\bsuch a tzadd?ik\b|\bcall the papers\b|\b(?:baruch hashem|b"h|bh) (?:you|u) finally\b/ },
  { kind: 'self-blame', pattern: /\bragila lihiyot\b|\bha'?(?:ima|aba) hayechid(?:a)?\b/ },
];

/** Sideways blame in one sentence: English and transliteration read in lower case, Hebrew as written. */
export function sidewaysBlameHits(sentence: string): BlameHit[] {
  const lower = sentence.toLowerCase().replace(/[’‘]/g, "'").trim();
  return [...formHits(EN, lower), ...formHits(HE, sentence.trim()), ...formHits(TRANSLIT, lower), ...blameFormHits(sentence)];
}

// The praise or thanks a sarcastic message opens with ("Thank you for the thoughtful gift.", "תודה
// שעדכנת.") reads as its opposite once the punchline follows: a rewrite of such a message drops it
// rather than keep it as a kind sentence.
export const IRONIC_SETUP = /^["“'(]*(?:wow|oh|great job|good job|nice job|well done|bravo|congrat\w*|mazel tov|thanks?\b|thank you|so glad|i'?m (?:so )?glad|glad\b|hope (?:your|you)|i'?m sure|of course|no rush|sure,|hope the|must be nice|what fun|איזה כיף|nice to know|good to know|nice of you|yasher ko\w*|baruch hashem|תודה|כל הכבוד|מזל טוב|וואו|יופי|אני שמח|אני שמחה|בטח|ברור ש|אני בטוח|אני בטוחה|לא נורא|אין בעיה)/iu;

/**
 * For one message's sentences: a test of whether a sentence is the ironic set-up of sarcasm found
 * elsewhere in the message (the message is read for sarcasm once, not once per sentence).
 */
export function ironicSetupIn(sentences: string[]): (sentence: string) => boolean {
  const sarcastic = sentences.some((sentence) => sidewaysBlameHits(sentence).some((hit) => hit.kind === 'sarcasm'));
  return (sentence) => sarcastic && IRONIC_SETUP.test(sentence.trim());
}

/**
 * Blame a sentence says sideways or with its neighbours, for the rewriters when no phrase rule named
 * any: sarcasm or a comparison in the sentence itself (`read`, the form the rules read it in), a
 * command sealed by the next sentence ("… עכשיו."), or someone held up as the measure in one
 * sentence and "you" in the next.
 */
export function blameAround(sentence: string, previous: string | undefined, next: string | undefined, read = sentence): BlameHit[] {
  const sideways = sidewaysBlameHits(read);
  if (sideways.length > 0) return sideways;
  if (next && commandSealed(sentence, next)) return [{ kind: 'command', match: sentence }];
  const across = (next ? comparisonAcross(sentence, next) : null) ?? (previous ? comparisonAcross(previous, sentence) : null);
  return across ? [across] : [];
}
