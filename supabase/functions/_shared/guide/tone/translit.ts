// Hebrew written in Latin letters ("ata af pa'am lo mekshiv li", "biglalcha…"), as people type it
// on a phone without a Hebrew keyboard. The checker reads it like Hebrew; the rewrite answers in
// Hebrew script (the Tone Coach has no transliterated wording of its own), in the gender the
// message shows (ata / at, the -et / -a verb endings).
import type { BlameHit } from './blame-en.ts';
import { FEELINGS_HE, GENERAL_TOPICS, GENERIC_REQUESTS_HE, GENERIC_TOPIC, topicById, type Gender, type Topic } from './topics.ts';

const MARKERS = new Set(
  "at ein ata atah ani li oti iti sheli shelcha shelach shelchem lama tamid af pa'am paam ze zot ma eich ech toda beseder kol hazman ha'zman od kvar bichlal afilu rak gam yoter lecha lach lanu itanu otanu biglalcha biglalech biglalchem ashmatcha ashmatech shuv keragil ke'ragil yeladim ima aba lo nim'as nimas mimcha mimech stom shtok tishtok tishteki kama pe'amim peamim mamash pashut achshav ha'yeladim hayeladim ha'layla halayla ba'bayit babayit ba'telefon batelefon levad eize eizo kaze kazot bediyuk asit asita hayom habayit kmo raba she'zacharta zacharta hiftata hiftat yofi tishan tishani ekach chaser tagid tagidi tzricha tzarich yachol yechola lehaniach dakot levakesh midai et sof hakavod kavod velo im al shel az tov hu hem anachnu mi eifo matai lefachot habayta achoti achi shlomi hatelefon telefon ta'azor tarim ledaber yodea yoda'at holech holechet lishon ragila ragil nora lehotzi hazevel sheani she'ani mimcha mashehu tasim tasimi tavi tavi'i kanire kanir'e hayechid hayechida chalav".split(' '),
);
const ENGLISH_WORDS = /\b(?:the|and|you|your|is|are|to|of|in|that|this|it|for|with|have|was|on|my|me|not|but|what|why|can|just|always|never|i'm|don't|it's)\b/gi;

/** Latin-script text that reads as transliterated Hebrew. */
export function isTransliteratedHebrew(text: string): boolean {
  if (/[\u05D0-\u05EA]/.test(text)) return false;
  const words = text.toLowerCase().replace(/[’‘`]/g, "'").split(/[^a-z']+/).filter(Boolean);
  if (words.length < 3) return false;
  // Hebrew's shape in Latin letters: a prefix (ha-, ba-, she-…) on a word with a Hebrew ending
  // ("hakelim", "bamediach", "shezocheret"), or a pronoun suffix ("mimcha", "otach").
  const hebrewShaped = (word: string) => /^(?:ha|ba|la|ve|be|le|she|ke|mi)[a-z]{3,}(?:im|ot|et|it|ach|ech|ut|ei)$/.test(word) || /^[a-z]{2,}(?:cha|tcha|otach|itach)$/.test(word);
  const marked = new Set(words.filter((word) => MARKERS.has(word) || hebrewShaped(word) || /^(?:ve|v|she|sh|ha|be|b|le|l|ke|k|kshe|me|m|ba|la)'[a-z]{2,}$/.test(word)));
  const english = (text.match(ENGLISH_WORDS) ?? []).length;
  // Mixed with English ("rotza lishloach la-ba'al sheli: ata af pa'am lo shome'a, you just nod…"):
  // still Hebrew when the Hebrew words are many, as the writer's own language.
  const allowedEnglish = marked.size >= 5 ? Math.floor(words.length / 3) : Math.max(1, Math.floor(words.length / 6));
  return marked.size >= 3 && english <= allowedEnglish;
}

const P = "(?:ve'?|she'?|ke'?|kshe'?|ki )?";
const PRON = `${P}(?:ata|atah|at|atem|aten)`;
const GEN = "tamid|af pa'?am(?: lo)?|be'?chayim lo|kol ha'?zman|shuv|od pa'?am|kol pa'?am|kol yom|kol erev|kol layla|ke'?ragil|kmo tamid|le'?olam lo|bichlal lo|kvar lo";
const POSITIVE_AFTER_TAMID = /^\s*(?:matzchik|matzchika|yodea|yoda'?at|oozer|ozer|ozeret|doeg|doeget|sham|shama|tomech|tomechet|mafti'?a|nehedar|nehederet|madhim|madhima|yafe|yafa|makshiv|makshiva|zocher|zocheret|ohev|ohevet|meargia|rak tov|tov|tova)\b/;
const NEGATIVE_AFTER_NEVER = /^\s*(?:lo\s+)?(?:mitlonen|mitlonenet|meachzev|meachzevet|koes|koeset|tsoek|tsoeket|shocheach|shochachat|mevater|mevateret)\b/;
const INSULT = "atzlan|atzlanit|tipesh|tipsha|metumtam|metumtemet|anochi|anochit|egoist|egoistit|idiot|idiotit|debil|mefager|mefageret|kamtzan|kamtzanit|shakran|shakranit|magil|magila|dafuk|dfuka|meatzben|meatzbenet|histeri|histerit|dramati|dramatit|meshuga|meshuga'?at|metoraf|metorefet|loozer|loser|efes|patheti|pathetit|chamor|behema|para|chazir|chazira|tembel|tembelit|ahbal|ahbala";
const PAST2 = "shachachta|shachacht|shikarta|shikart|tsa'?akta|tsa'?akt|tza'?akta|tza'?akt|harasta|harast|bizbazta|bizbazt|hit'?alamta|hit'?alamt|icharta|ichart|hivtachta|hivtacht|achzavta|achzavt|ne'?elamta|ne'?elamt|shavarta|shavart|bi'?yashta|bi'?yasht|he'?elavta|he'?elavt";

interface Rule {
  kind: BlameHit['kind'];
  pattern: RegExp;
  accept?: (m: RegExpExecArray) => boolean;
}

const RULES: Rule[] = [
  {
    kind: 'generalisation',
    // One word may come between ("ata shachach shuv", "ata yoshev kol erev…").
    pattern: new RegExp(`\\b${PRON}\\s+(?:(?:stam|pashut|mamash|bichlal|kvar|gam|rak)\\s+)*(?:[a-z']+\\s+)?(${GEN})\\b(.*)`, 'i'),
    accept: (m) => ((m[1] ?? '').startsWith('tamid') || (m[1] ?? '').startsWith('kol') ? !POSITIVE_AFTER_TAMID.test(m[2] ?? '') : !NEGATIVE_AFTER_NEVER.test(m[2] ?? '')),
  },
  { kind: 'generalisation', pattern: new RegExp(`\\b(?:ve'?|ve )?(?:af pa'?am lo|be'?chayim lo|le'?olam lo)\\s+[a-z']+`, 'i'), accept: (m) => !NEGATIVE_AFTER_NEVER.test(m[0].replace(/^.*?lo\s+/i, '')) },
  // "kol yom ata chozer…": the generalisation before the pronoun.
  {
    kind: 'generalisation',
    pattern: new RegExp(`\\b(?:kol yom|kol erev|kol ha'?zman|kol pa'?am|tamid)\\s+${PRON}\\s+(.*)`, 'i'),
    accept: (m) => !POSITIVE_AFTER_TAMID.test(m[1] ?? ''),
  },
  { kind: 'accusation', pattern: /\b(?:lo ose|lo osa|lo osim|lo oseh) (?:klum|shum davar)\b/i },
  { kind: 'generalisation', pattern: new RegExp(`\\b(?:shuv|od pa'?am|ke'?ragil|kmo tamid)\\s+(?:${PAST2})\\b|\\b(?:${PAST2})\\s+(?:shuv|od pa'?am)\\b`, 'i') },
  { kind: 'fault', pattern: /\b(?:biglal(?:cha|ech|chem|ech)|ashmat(?:cha|ech|chem)|be'?ashmat(?:cha|ech))\b/i, accept: (m) => !/\blo\s+(?:ze\s+|zo\s+)?$/i.test(m.input.slice(0, m.index)) },
  { kind: 'reproach', pattern: new RegExp(`\\blama\\s+(?:${PRON}\\b|lo\\b|af pa'?am\\b|tamid\\b|shuv\\b|(?:${PAST2})\\b)`, 'i') },
  { kind: 'reproach', pattern: /\b(?:ma ha'?ba'?aya shel(?:cha|ach|chem)|ma lo beseder itcha|ma lo beseder itach|kama pe'?amim (?:ani )?(?:tzarich|tzricha|tsarich|tsricha|bikashti|amarti))\b/i },
  { kind: 'accusation', pattern: new RegExp(`\\b(?:${PAST2})\\b`, 'i'), accept: (m) => /\b(?:shuv|aval|ve'?lo|od pa'?am|li|oti|alai|mimeni)\b/i.test(m.input) },
  { kind: 'insult', pattern: new RegExp(`\\b(?:${PRON}|kaze|kazot|eize|eizo|ya|mamash|pashut)\\s+(?:(?:kaze|kazot|mamash|pashut|kol kach)\\s+)*(?:${INSULT})\\b`, 'i'), accept: (m) => !/\blo\s+(?:${INSULT})/i.test(m[0]) },
  { kind: 'sarcasm', pattern: /\b(?:toda al klum|mamash toda|toda be'?emet|kol ha'?kavod,? shuv)\b/i },
  { kind: 'contempt', pattern: /\b(?:stom|stomi|tistom|tistemi|shtok|shtki|tishtok|tishteki|nim'?as li mim(?:cha|ech)|ani sone(?:t)? otcha|ani sone(?:t)? otach|lech la'?azazel|lechi la'?azazel|ta'?azov oti|ta'?azvi oti|titbager|titbagri|tafsik|tafsiki|di kvar)\b/i },
  {
    kind: 'negation',
    pattern: new RegExp(`\\b${PRON}\\s+(?:(?:pashut|bichlal|afilu|kvar|mamash)\\s+)*lo\\s+([a-z']+)`, 'i'),
    accept: (m) => !/^(?:chayav|chayevet|tzarich|tzricha|tsarich|tsricha|levad|ashem|ashema|ashma|meshuga|meshuga'?at)$/i.test(m[1] ?? ''),
  },
  { kind: 'negation', pattern: /\blo\s+(?:[a-z']+)\s+(?:li|oti|iti|itanu|lanu|otanu|bishvili)\b/i, accept: (m) => !/\b(?:ani|hu|hi|ze|zot|hem)\s+$/i.test(m.input.slice(0, m.index)) },
];

export function transliteratedBlameHits(sentence: string): BlameHit[] {
  const text = sentence.toLowerCase().replace(/[’‘`]/g, "'");
  const hits: BlameHit[] = [];
  for (const rule of RULES) {
    const m = rule.pattern.exec(text);
    if (m && (!rule.accept || rule.accept(m))) hits.push({ kind: rule.kind, match: m[0] });
  }
  return hits;
}

// ─── Rewrite (in Hebrew script) ─────────────────────────────────────────────────────────────

const TOPICS_TR: Array<[RegExp, string, string?]> = [
  [/\b(?:telefon|ba'?telefon|pelefon|ba'?pelefon|mobile|masach)\b/i, 'phone', 'טלפונים'],
  [/\b(?:me'?acher|me'?acheret|meucheret|icharta|ichart|be'?ichur|me'?uchar)\b/i, 'late'],
  [/\b(?:mitkasher|mitkasheret|hitkasharta|hitkashart|lehitkasher|hoda'?ot|hoda'?a)\b/i, 'calls'],
  [/\b(?:yom huledet|yom hu'?ledet|yom nisu'?in)\b/i, 'dates'],
  [/\b(?:kesef|ashrai|bizbazta|bizbazt|bizbuz|cheshbonot)\b/i, 'money'],
  [/\b(?:ima shel(?:cha|ach)|aba shel(?:cha|ach)|ha'?horim shel(?:cha|ach)|ha'?mishpacha shel(?:cha|ach))\b/i, 'family'],
  [/\b(?:tsoek|tsoeket|tzoek|tzoeket|tsa'?akta|tza'?akta|tse'?akot|tze'?akot)\b/i, 'yelling'],
  [/\b(?:mevaker|mevakeret|bikoret|me'?aliv|me'?aliva|tzochek alai|tzocheket alai)\b/i, 'respect'],
  [/\b(?:ha'?yeladim|yeladim|ha'?yeled|ha'?tinok|ba'?gan|gan)\b/i, 'kids'],
  [/\b(?:bli lidfok|la'?cheder sheli|ba'?cheder sheli|ha'?yoman sheli|pratiyut)\b/i, 'privacy'],
  [/\b(?:shikarta|shikart|meshaker|meshakeret|shkarim)\b/i, 'honesty'],
  [/\b(?:kelim|ha'?kelim|kvisa|ha'?kvisa|zevel|ha'?zevel|bishul|mevashel|mevashelet|nikayon|menake|ba'?bayit|babayit)\b/i, 'chores'],
  [/\b(?:toda|ma'?arich|ma'?arichat|hakara)\b/i, 'appreciation'],
  [/\b(?:hivtachta|hivtacht|havtacha|zocher|zocheret|shachachta|shachacht)\b/i, 'promises'],
  [/\b(?:chaverim|chevre|ha'?chevre)\b/i, 'friends'],
  [/\b(?:avoda|ba'?avoda|oved|ovedet)\b/i, 'work'],
  [/\b(?:makshiv|makshiva|lehakshiv|shomea|shoma'?at|medaber iti|medaberet iti)\b/i, 'listening'],
  [/\b(?:oozer|ozer|ozeret|ezra|la'?azor|levad)\b/i, 'support'],
  [/\b(?:ichpat|ichpat lecha|ichpat lach|anochi|anochit)\b/i, 'care'],
];
const HE_NOUN: Record<string, string> = { chores: 'עבודות הבית', phone: 'טלפונים', family: 'המשפחה שלך' };

function topicsOf(text: string): Array<{ topic: Topic; noun: string }> {
  const found: Array<{ topic: Topic; noun: string; index: number }> = [];
  for (const [pattern, id, noun] of TOPICS_TR) {
    const m = pattern.exec(text);
    if (!m || found.some((item) => item.topic.id === id)) continue;
    const topic = topicById(id);
    let heNoun = noun ?? HE_NOUN[id] ?? topic.nounHe;
    if (id === 'family') heNoun = /\bima\b/i.test(m[0]) ? 'אמא שלך' : /\baba\b/i.test(m[0]) ? 'אבא שלך' : /horim/i.test(m[0]) ? 'ההורים שלך' : 'המשפחה שלך';
    if (id === 'chores') heNoun = /kelim/i.test(m[0]) ? 'הכלים' : /kvisa/i.test(m[0]) ? 'הכביסה' : /zevel/i.test(m[0]) ? 'הזבל' : /bishul|mevashel/i.test(m[0]) ? 'הבישול' : 'עבודות הבית';
    found.push({ topic, noun: heNoun, index: m.index });
  }
  return found.sort((a, b) => a.index - b.index).map(({ topic, noun }) => ({ topic, noun }));
}

function genders(text: string): { speaker: Gender; addressee: Gender } {
  const lower = text.toLowerCase();
  const m = (lower.match(/\b(?:ve'?|she'?)?ata(?:h)?\b/g) ?? []).length;
  const f = (lower.match(/\b(?:ve'?|she'?)?at\b/g) ?? []).length + (/\b(?:at|ata)\s+(?:\w+\s+){0,3}[a-z']+(?:et|it)\b/.test(lower) && !/\bata\b/.test(lower) ? 1 : 0);
  const addressee: Gender = m > f ? 'm' : f > m ? 'f' : 'n';
  const speakerF = /\b(?:ani|she'?ani)\s+(?:lo\s+)?[a-z']+(?:et|it|a)\b|\bnish'?arti levad\b.*\bani\b/.test(lower) && /\b(?:ani|she'?ani)\s+(?:lo\s+)?[a-z']+(?:et|it)\b/.test(lower);
  return { speaker: speakerF ? 'f' : 'n', addressee };
}

function fill(template: string, noun: string, also: boolean): string {
  return template
    .replace(/([לב])\{noun\}/, (_m, prefix: string) => (noun.startsWith('ה') && noun.length > 2 ? `${prefix}${noun.slice(1)}` : `${prefix}${noun}`))
    .replace('{noun}', noun)
    .replace('{גם}', also ? 'גם ' : '');
}

export function rewriteTransliterated(text: string, seed: number): string {
  const { speaker, addressee } = genders(text);
  const all = topicsOf(text);
  // A specific thing (the dishes) says more than a general one (support).
  const specific = all.filter((item) => !GENERAL_TOPICS.has(item.topic.id));
  const topics = (specific.length > 0 ? specific : all).slice(0, 2);
  const main = topics[0] ?? { topic: GENERIC_TOPIC, noun: GENERIC_TOPIC.nounHe };
  const feeling = (FEELINGS_HE[main.topic.feelingEn] ?? FEELINGS_HE.hurt!)[speaker];
  const needs = topics.length > 0 ? topics.map((item, index) => fill(item.topic.needHe[addressee], item.noun, index > 0)) : [fill(GENERIC_TOPIC.needHe[addressee], '', false)];
  const request =
    topics.length === 1 ? fill(main.topic.requestHe, main.noun, false) : topics.length > 1 ? `נוכל לשבת יחד ולחשוב מה יעזור לנו עם ${topics.map((item) => item.noun).join(' ועם ')}?` : GENERIC_REQUESTS_HE[seed % GENERIC_REQUESTS_HE.length]!;
  const [first, ...rest] = needs;
  return [`${feeling}, ו${first}.`, ...rest.map((need) => `${need}.`), request].join(' ');
}
