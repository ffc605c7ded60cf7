// The FORMS blame takes when it is subtle, named as forms rather than as sentences (issue 31 item 6,
// the t38 batch: 80 drafts written to be subtle by someone who never read the code, 40 of them read
// as kind on first sight). Each form is written once for English, Hebrew and Hebrew in Latin letters:
//   sarcastic praise of the minimum ("wow finally… kol hakavod 👏", "כל הכבוד… חוץ מ…", "ממש גאון"),
//   another person held up as the measure ("your mother did X… you Y", "אצל אמא שלך אתה פתאום…"),
//   "some people might…", "I guess I'm the only one who…", "apparently only one of us…",
//   martyrdom ("I deal with everything", "like I give up everything for you", "ragila levater"),
//   "you call this X?", "is it really so hard to…", "for once", a command sealed by "now / עכשיו /
//   achshav", "when you can talk like an adult…", contempt ("pathetic", "like a third child"),
//   "I wonder whose turn it was", "we're only your family", "whatever you say".
// Like the rest of the checker they are strict (they also judge rewrites); none of the rewriters'
// own sentences takes any of these forms. Love said in blame's words is the other side: KIND_FORMS
// names the few shapes of it that blame's words would otherwise take ("you never forget my mom's
// birthday", "why are you so good to me?", "again you made the best challah").
import type { BlameHit, BlameKind } from './blame-en.ts';

/** A form of blame: its kind and the pattern that finds it (indirect.ts's rules take this shape too). */
export interface FormRule {
  kind: BlameKind;
  pattern: RegExp;
}

/** A relative or another person, as the subject a spouse is measured against. */
const OTHER_EN = "(?:(?:your|my|his|her|our) (?:own )?(?:mother|mom|mum|ima|father|dad|abba|aba|sister|brother|friend|cousin|boss|colleague|neighbou?r|grandmother|grandfather|bubby|zaidy|savta|saba|parents?)(?:'s (?:husband|wife|kids|son|daughter))?|the neighbou?r(?:'s|s')? (?:husband|wife)|(?:her|his) (?:husband|wife)|[a-z]+'s (?:husband|wife))";
const OTHER_HE = '(?:אמא שלי|אבא שלי|אמא שלך|אבא שלך|אמא שלו|אמא שלה|אחותי|אחותך|אחי|אחיך|השכנה|השכן|החברה שלי|החבר שלי|בעלה|אשתו|בעלה של \\S+|אשתו של \\S+|ההורים שלי|ההורים שלך|סבתא שלי|סבא שלי|הגיס שלי|הגיסה שלי)';
const OTHER_TR = "(?:ima sheli|aba sheli|abba sheli|ima shelcha|ima shelach|aba shelcha|aba shelach|achoti|achotcha|achotech|achi|achicha|hashchena|hashachen|ha'?shchena|ha'?shachen|ba'?ala|ishto|ha'?horim sheli|ha'?horim shelcha|savta sheli|saba sheli)";

const EN: FormRule[] = [
  // Sarcastic praise of the minimum, or thanks that mean their opposite.
  { kind: 'sarcasm', pattern: /\bwow,? (?:you )?(?:finally|actually)\b|\bfinally\b[^.!?]{0,80}(?:👏|\bkol ha.?kavod\b|\bbravo\b|\bslow clap\b|\bgold star\b|\bmedal\b)|\bthanks? (?:you )?(?:so much )?for (?:all )?the (?:amazing|incredible|wonderful|tremendous|huge|great) (?:help|support|effort|contribution)\b[^.!?]{0,40}👏|\btoo bad (?:the|you|your|it|nobody|no one)\b|\bsome (?:people|husbands|wives|partners) (?:might|would|could|actually|at least|seem to|manage to|remember|bother|know how)\b|(?:^|[.!?]\s*)just a thought[.!]*["”]?$|\bi wonder who(?:'?s|se| is)? (?:turn|job|fault|idea|responsibility)\b|\bi wonder who (?:left|finished|ate|forgot|used|took|broke|put|moved)\b|\bwhere else would i (?:be|go)\b|\b(?:we'?re|we are|i'?m|i am) (?:only|just) (?:your|the) (?:family|wife|husband|kids|children)\b|\bbut sure,\s|\bsome of us (?:have|had|were|are|work|actually|get|also)\b|\b(?:great|nice|wonderful|fantastic|amazing|excellent|perfect|lovely) \w+,? (?:as usual|as always|like always)\b/ },
  // Someone else's spouse doing what this one does not: "Rivky's husband took all the kids to the park so she could rest."
  { kind: 'comparison', pattern: /\b(?:[a-z]+'s|her|his|the neighbou?r'?s) (?:husband|wife) (?:took|takes|did|does|made|makes|cooked|cooks|cleaned|cleans|brought|brings|bought|buys|surprised|surprises|planned|plans|built|builds|fixed|fixes|put|puts|gave|gives)\b[^.!?]{0,80}\b(?:so (?:she|he) could|for (?:her|him)|without (?:being asked|her asking|him asking)|by himself|by herself|every (?:day|night|week|shabbat|time))\b|\b(?:the|my|our|even the) (?:kids|children|baby|dog|neighbou?rs?)\b[^.!?]{0,30}\bat least\b/ },
  // The mess as a disaster, said of the home the two share (not of what the kids just did).
  { kind: 'sarcasm', pattern: /^(?![^.!?]*\b(?:kids|children|boys|girls|toddlers?|lol|haha)\b)[^.!?]*\blooks like a (?:bomb (?:went off|hit)|tornado|hurricane|war zone|pigsty)\b/ },
  // Another person held up as the measure, in one sentence ("Your sister keeps her house spotless…
  // so what's your excuse", "your mother got dinner on the table… but sure, pizza again").
  { kind: 'comparison', pattern: new RegExp(`\\b${OTHER_EN}\\b[^.!?]{3,140}\\b(?:but (?:sure|you|here)|and you(?! too)|while you|so what'?s your|what'?s your excuse)\\b`) },
  { kind: 'reproach', pattern: /\bwhat'?s your excuse\b|\b(?:don'?t|do) you have (?:hands|eyes|ears)\b|(?<!\bdo )\byou call (?:this|that|it) (?:a |an )?\w+|\bis it (?:really |honestly |actually |that |so )+(?:hard|difficult|much to ask|complicated)\b|\bwould it (?:really )?be so (?:hard|terrible|difficult)\b/ },
  // "I guess I'm the only one who…", "apparently only one of us…", "I deal with everything".
  { kind: 'self-blame', pattern: /\bi(?:'m| am) (?:apparently |clearly |obviously |probably )?the only one (?:here |in this (?:house|family|home|marriage) |around here )?(?:who|that)\b|\bi guess i'?m the only\b|\b(?:apparently|i guess|clearly) only (?:one of us|i|me)\b|\bonly one of us (?:is allowed|gets|can|is supposed|has)\b|\bi (?:deal with|handle|do|take care of|manage|carry|pay for|organi[sz]e|remember) (?:everything|it all|all of it)(?: else)?(?: around here| in this (?:house|family))?(?:,? (?:anyway|as usual|as always|like always))?[.!]*$|\b(?:like|as|the way) i (?:give up|sacrifice|drop|put aside) everything\b|\bi can'?t (?:even )?remember the last time i (?:sat|slept|had|went|got)\b|\bi'?m used to (?:giving up|being (?:last|alone|ignored)|doing it (?:all|alone))\b/ },
  // Commands: "… for once", "…, now." / "Now." and a condition to be an adult.
  { kind: 'command', pattern: /\b(?:actually|just|could you|can you|would you|try to|maybe)\b[^.!?]{0,80}\bfor once\b|\bfor once in your life\b|^(?:put|get|pick|look|stop|turn|take|clean|help|do|listen|come|go|answer|call|wash|throw)\b[^.!?]{0,80}\bfor once\b|^(?:put|get|pick|stop|turn|take|clean|come|go|answer|wash|throw|give)\b[^.!?]{2,80},? (?:right )?now[.!]+$|(?:^|[.!?]\s*)(?:right )?now[.!]+["”]?$|^not in (?:ten|five|\d+) minutes\b|\bwhen you(?:'re| are)? (?:can|ready to|decide to|feel like you can|learn to|want to|start to) (?:talk|speak|act|behave|discuss)(?: \w+)? like an? (?:adult|grown.?up|mensch|human being|normal person)\b/ },
  // Contempt and generalisation in other words.
  { kind: 'contempt', pattern: /\b(?:it'?s|that'?s|this is|so|how|you'?re|you are|honestly|frankly|just) (?:honestly |frankly |just |really |so )?pathetic\b|\ba grown (?:man|woman|adult) (?:who )?(?:can'?t|doesn'?t|won'?t|still)\b|\b(?:you'?re|you are|it'?s|is|was) (?:honestly |literally |basically |really )?like (?:having |living with |raising )?(?:a|another) (?:third|fourth|second|fifth|extra|another|bigger|oversized) (?:child|kid|teenager|baby|son)\b|\byou(?:'re| are) (?:honestly |literally |really |just |truly )*the (?:most (?:selfish|inconsiderate|useless|lazy|stubborn|thoughtless|self.?centered|immature)|laziest|worst|least (?:helpful|considerate|reliable)) (?:person|man|woman|husband|wife|partner|human)\b/ },
  { kind: 'generalisation', pattern: /\bevery\.? single\.? time\b[^.!?]{0,100}\byou (?:find|bail|cancel|forget|leave|say|get|make|turn|walk|disappear|complain|start|back out|come up)\b|^every\. single\. time[.!]*$/ },
  { kind: 'accusation', pattern: /\band you knew it[.!]*$|\bthat was (?:just )?between (?:us|the two of us)\b/ },
];

const HE: FormRule[] = [
  { kind: 'sarcasm', pattern: /אצלנו (?:זה )?(?:כנראה|מסתבר|כנראה ש)|כל הכבוד,?[^.!?]{0,80}חוץ מ|(?:^|[\s,.])ממש (?:גאון|גאונה)[.!]*$|סוף סוף [^.!?]{0,60}(?:כל הכבוד|👏|בראבו)|תודה על ה?(?:עזרה|תמיכה|השקעה) ה?(?:מדהימה|עצומה|נפלאה|ענקית)[^.!?]{0,20}👏|מעניין מי(?![\u05D0-\u05EA])|(?:^|[.!?]\s*)נח(?:ש|שי)[.!]*$|(?:אנחנו|אני) רק (?:המשפחה|אשתך|בעלך|הילדים) שלך|(?:לא,? )?באמת,? (?:תמשיך|תמשיכי)(?![\u05D0-\u05EA])|איזה כיף ש(?:יש לך|אתה|את)[^.!?]{0,60}(?:\.|$)\s*אני|מרשים,? לא\?|אני (?:כבר )?לא (?:זוכר|זוכרת) מתי (?:ישבתי|הייתי|יצאתי|נחתי|ישנתי|היה לי)/u },
  { kind: 'comparison', pattern: new RegExp(`אצל ${OTHER_HE} (?:אתה|את) (?:פתאום|דווקא|כן)|(?:^|\\s)פתאום (?:אתה|את) (?:יודע|יודעת|יכול|יכולה|מסוגל|מסוגלת)|(?:סיפר|סיפרה|אמר|אמרה) ש(?:בעלה|אשתו|בעלה של|אשתו של)|${OTHER_HE}[^.!?]{3,120}(?:ו(?:אתה|את)(?![\u05D0-\u05EA])|ואצלנו)`, 'u') },
  { kind: 'self-blame', pattern: /(?:^|[.!?]\s*)(?:לא נורא|אין בעיה|בסדר|טוב),? (?:אז )?אני (?:אוותר|לא אלך|לא אבוא|לא אצא|אשאר בבית)|אני (?:כנראה |כבר |פשוט |בטח )?(?:היחיד|היחידה) (?:פה |כאן |בבית |בבית הזה |במשפחה )?ש|כנראה (?:שרק|רק) (?:אני|לי)(?![\u05D0-\u05EA])|כמו ש?אני (?:מוותר|מוותרת|עושה|מסדר|מסדרת|סוחב|סוחבת|מטפל|מטפלת) (?:על )?(?:הכל|הכול|כל דבר)|אני (?:כבר )?(?:רגיל|רגילה) (?:לוותר|להיות אחרון|להיות אחרונה|להסתדר לבד)/u },
  { kind: 'generalisation', pattern: /(?:בסוף|תמיד|ממילא) (?:עושים|יהיה|קורה|נעשה) מה ש(?:את|אתה) (?:מחליט|מחליטה|רוצה|אומר|אומרת)|(?:^|[.!?,]\s*)(?:טוב|בסדר|אוקיי),? מה ש(?:תגיד|תגידי|תחליט|תחליטי)(?![\u05D0-\u05EA])/u },
  { kind: 'reproach', pattern: /מי (?:השאיר|השאירה|גמר|גמרה|שכח|שכחה|לקח|לקחה|שבר|שברה|זרק|זרקה|שם|שמה) שוב|אין לך ידיים|(?:את|אתה) (?:קורא|קוראת) לזה|(?:זה )?באמת (?:כל כך|כזה) (?:קשה|מסובך) ל|ועכשיו אני (?:תקוע|תקועה|נשאר|נשארת|צריך|צריכה לבד)/u },
  { kind: 'command', pattern: /(?:^|[.!?]\s*)עכשיו[.!]*["”]?$|^לא עוד (?:עשר|חמש|\d+) דקות|כש(?:תרצה|תרצי|תוכל|תוכלי|תחליט|תחליטי) (?:לדבר|להתנהג) כמו (?:בן אדם|מבוגר|מבוגרת|בנאדם)/u },
  { kind: 'contempt', pattern: /(?:זה |איזה |ממש |פשוט )(?:פתטי|פתטית|עלוב|עלובה)|כמו (?:ילד|ילדה) (?:שלישי|שלישית|נוסף|נוספת|רביעי)/u },
];

const TRANSLIT: FormRule[] = [
  { kind: 'sarcasm', pattern: /\bsof sof\b[^.!?]{0,80}(?:\bkol ha.?kavod\b|👏|\bbravo\b|\byofi\b)|\bkol ha.?kavod[\s.!]*(?:👏\s*)+$|\bmamash gaon\b|\bme'?anyen mi\b|\banachnu rak ha'?mishpacha shelcha\b|\b(?:beseder|tov|lo nora),? (?:tishan|tishani|tanuach|tanuchi|tamshich|tamshichi)\b/ },
  { kind: 'reproach', pattern: /\bein l(?:echa|ach) yadaim\b|\blama [^.!?]{2,60} ve'?lo (?:ba|la|be|le)[a-z']+\b|\b(?:ata|at) kor(?:e|et) la'?ze\b|\bze be'?emet kol kach kashe\b/ },
  { kind: 'self-blame', pattern: /\b(?:tov|beseder|lo nora|ein ba'?aya),? (?:az )?ani (?:avater|lo elech|lo avo|lo etze|eshaer)\b|\bragil(?:a)? levater\b|\blo nora,? ani\b|\bani kvar (?:akum|aseh|asim|avi|elech|etapel|anake|avashel|asader)\b|\bani (?:kanir'?e |kanire |betach |kvar )?ha'?yechid(?:a)?\b[^.!?]{0,30}\bshe'?|\bkmo she'?ani mevater(?:et)? al ha'?kol\b/ },
  { kind: 'command', pattern: /^(?:tarim|tarimi|tasim|tasimi|tavi|tavi'?i|tenake|tenaki|ta'?azor|ta'?azri|tafsik|tafsiki|tesader|tesadri|tikach|tikchi|tishtof|tishtefi)\b[^.!?]{2,120},?\s+achshav[.!]*$|(?:^|[.!?]\s*)achshav[.!]*$|\bkshe'?(?:tirtze|tirtzi|tuchal|tuchli|tachlit|tachliti) (?:ledaber|lehitnaheg) kmo (?:ben adam|bnadam|mevugar|mevugeret)\b/ },
  { kind: 'generalisation', pattern: /\bkol pa'?am she'?ani (?:mevakesh\w*|bikashti|omer\w*|ose\w*|mevakshet)\b[^.!?]{0,80}\b(?:ata|at)\b|(?:^|[.!?]\s*)(?:shuv|kol pa'?am)[.!]*$/ },
  { kind: 'contempt', pattern: /\b(?:ze )?(?:patheti|pathetit|aluv|aluva)\b|\bkmo yeled shlishi\b/ },
];

/** The first match of each rule in the text, as hits of its kind. */
export function formHits(rules: readonly FormRule[], text: string): BlameHit[] {
  const found: BlameHit[] = [];
  for (const rule of rules) {
    const m = rule.pattern.exec(text);
    if (m) found.push({ kind: rule.kind, match: m[0] });
  }
  return found;
}

/** Blame's forms in one sentence: English and transliteration in lower case, Hebrew as written. */
export function blameFormHits(sentence: string): BlameHit[] {
  const lower = sentence.toLowerCase().replace(/[’‘`]/g, "'").trim();
  return [...formHits(EN, lower), ...formHits(HE, sentence.trim()), ...formHits(TRANSLIT, lower)];
}

// ─── Another person held up as the measure, across two sentences ─────────────────────────────
// "My father used to come home and get down on the floor with us. You come home and disappear."
// "אמא שלי אירחה עשרים איש כל שבת… את מארחת זוג אחד ומתלוננת שבוע." The first sentence praises
// someone else in a habitual or a measuring turn; the next one turns to "you".
const MEASURE_EN = new RegExp(`^(?:\\w+ )?${OTHER_EN}\\b[^.!?]{0,30}\\b(?:used to|always|every|at least|never once|somehow|actually|still|even|without|managed|manages|would)\\b`);
const MEASURE_HE = new RegExp(`^${OTHER_HE}[^.!?]{0,60}(?:כל (?:שבת|יום|ערב|בוקר|שבוע|פעם)|לפחות|תמיד|דווקא|בלי ל|הייתה|היה)`, 'u');
const MEASURE_TR = new RegExp(`^${OTHER_TR}\\b[^.!?]{0,40}\\b(?:lefachot|tamid|kol (?:shabbat|yom|erev|pa'?am)|dafka|haya|hayta)\\b`);
const TURN_TO_YOU = /^(?:and |but |meanwhile |while )?(?:you|your)\b(?![^.!?]*\b(?:too|also|as well)\b)|^(?:ו|אבל )?(?:אתה|את)(?![\u05D0-\u05EA])|^(?:ו|אבל )?(?:אצלנו|ואילו)(?![\u05D0-\u05EA])|^(?:ve'?|aval )?(?:ata|at)\b/iu;
const PRAISE_FOR_YOU = /\b(?:too|also|just like|the same|as (?:good|well)|love|proud|amazing|wonderful|best|lucky)\b|גם (?:אתה|את)|כמוה|כמוהו|אוהב|גאה|gam (?:ata|at)\b/iu;

// A command sealed by the next sentence: "Pick up your socks. Now." / "תרים את הגרביים. עכשיו."
const SEAL = /^(?:right )?now[.!]*$|^עכשיו[.!]*$|^achshav[.!]*$/iu;
export function commandSealed(sentence: string, next: string): boolean {
  return SEAL.test(next.trim());
}

export function comparisonAcross(first: string, next: string): BlameHit | null {
  const a = first.toLowerCase().replace(/[’‘`]/g, "'").trim();
  const b = next.toLowerCase().replace(/[’‘`]/g, "'").trim();
  if (!(MEASURE_EN.test(a) || MEASURE_HE.test(first.trim()) || MEASURE_TR.test(a))) return null;
  if (!TURN_TO_YOU.test(b) || PRAISE_FOR_YOU.test(b)) return null;
  return { kind: 'comparison', match: `${first} ${next}` };
}

// ─── Love said in blame's words ────────────────────────────────────────────────────────────────
// A sentence of one of these shapes is kind, whatever phrase of blame it contains, unless it also
// carries hurt or a sting (NOT_KIND).
const KIND_FORMS = [
  /\byou never (?:forget|miss|fail to (?:make|surprise|remember)|let (?:me|us) down)\b(?! to (?:remind|mention|criticize|criticise|point out|tell me|bring up|correct))/i,
  /\bwhy are you (?:always )?so (?:good|sweet|kind|nice|wonderful|amazing|patient|generous|thoughtful|lovely|perfect|cute|caring)(?: to| with)? (?:me|us|them|the kids)?\b/i,
  /^again,? you (?:made|baked|cooked|found|planned|did|got) (?:the best|the most (?:beautiful|delicious|amazing)|my favou?rite|it perfect(?:ly)?|something (?:amazing|wonderful|delicious))/i,
  /\bwhy are you always the one who (?:knows|remembers|finds|makes|gets) (?:exactly )?(?:what|how|the right|the perfect|just)\b/i,
  /(?:^|\s)שוב (?:עשית|הכנת|אפית|בישלת) את ה(?:מרק|עוגה|חלה|חלות|עוגיות|קוגל|שקשוקה|ארוחה|פשטידה|לחם|מאפה|סלט|עוף|צלי|ממולאים)/u,
  /\bshuv (?:asita|asit|hechanta|hechant|afita|afit|bishalta|bishalt) et ha'?(?:marak|uga|challa|chala|ugiyot|kugel|shakshuka)\b/i,
];
const NOT_KIND = /\b(?:again\?|seriously|really\?|ugh|sick of|tired of|fed up|annoyed|thanks a lot|as usual|for once|whatever|but|except|too bad)\b|🙄|😒|😡|😤|(?:אבל|נמאס|כרגיל|כמו תמיד|חוץ מ)/iu;

/** True when a sentence says love in blame's words (and nothing in it stings). */
export function saysLoveInBlameWords(sentence: string): boolean {
  return KIND_FORMS.some((form) => form.test(sentence)) && !NOT_KIND.test(sentence);
}

// A kind opening with a "but" after it: "I love you but you are the most selfish person alive…".
// The love does not make the blame after it kind.
export const LOVE_THEN_BUT = /\b(?:i )?love (?:you|u)\b,?\s+but\b|\bohev(?:et)? ot(?:ach|cha)\b,?\s+aval\b|אוהב(?:ת)? אותך,?\s+(?:אבל|ו?אבל)/iu;

// A polite request or plain care, which the learned reader is not to take for blame by its words
// alone: "Could you grab milk and eggs on your way home? No rush if you're stuck at work".
export const POLITE_REQUEST = /\b(?:just kidding|jk|have fun|enjoy (?:it|yourself|the)|good luck|drive safe|you(?:'ve| have) earned it|you deserve (?:it|a break)|hatzlacha|you were the hero|no rush|no pressure|no worries|whenever you (?:can|get a chance)|if you (?:can|have time|get a chance)|only if you|when you get a (?:chance|minute))\b|(?:אין לחץ|לא דחוף|בלי לחץ|רק אם (?:יש לך|תספיק|תספיקי|אתה יכול|את יכולה))|\b(?:ein lachatz|bli lachatz|lo dachuf)\b/iu;
