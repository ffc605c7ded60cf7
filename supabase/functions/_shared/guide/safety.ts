// Safety first: crisis and abuse are recognised before anything else runs, and answered with
// resources in plain words — never with "communication tips" that would treat abuse as a
// misunderstanding, and never with outreach to the partner.
//
// Recognition is by phrase, in English, Hebrew, transliterated Hebrew, and a few other languages of
// the app's users (Spanish, French, Russian). Phrases are built so that harmless idioms ("this
// commute is killing me", "it hit me that…", "we hit it off") stay ordinary: violence needs a person
// doing it to someone, a wish to die needs the speaker.
import { inflect, isolateForeignRuns, type Gender } from './hebrew-text.ts';
import type { GuideLanguage } from './language.ts';
import { LIVING_WHERE_OR_BY, WORK_AUTHORITY } from './detect/lexicon.ts';

export type SafetyCategory =
  | 'suicide_self_harm'
  | 'partner_self_harm_threat'
  | 'child_danger'
  | 'physical_violence'
  | 'sexual_violence'
  | 'threats'
  | 'coercive_control';

export interface SafetyResource {
  name: string;
  /** What to dial or text, as the user would type it. */
  contact: string;
  /** The digits alone, for a tel: link. */
  dial: string;
  note: string;
}

export interface SafetyInfo {
  category: SafetyCategory;
  /** 'crisis': clearly one, resources only. 'possible': may be one — resources and a gentle question first. */
  level: 'crisis' | 'possible';
  /** Where the resources were chosen for: the profile's location ('Other' when unknown; Israel for a reader writing in Hebrew with none). */
  location: string;
  resources: SafetyResource[];
  /** Always false: a crisis never triggers AI communication to the partner. */
  partner_outreach: false;
}

// Who may be doing harm: a pronoun or a family word, so "it hit me" and "the ball hit me" stay out.
const PERSON =
  "(?:he|she|they|husband|wife|partner|spouse|boyfriend|girlfriend|fianc[eé]e?|ex|father|mother|dad|mom|mum|stepdad|stepfather|brother|sister|son|father-in-law|mother-in-law)";
// "Hurt" is left out on purpose: "he hurt me when he forgot" is pain to talk about, not violence;
// physical hurt is caught by the phrases below ("hurts me physically", bruises, fear), and hurting
// a child always counts.
const HARM_VERBS =
  'hit|hits|hitting|slapped|slaps|slapping|punched|punches|kicked|kicks|pushed|pushes|shoved|shoves|choked|chokes|choking|strangled|strangles|beat|beats|beating|bit|bites|burned|burns|grabbed me by|threw';
const HARM_VERB = `(?:${HARM_VERBS})`;

interface Rule {
  category: SafetyCategory;
  patterns: RegExp[];
}

// Order matters: the first matching category names the situation (a partner's threat of suicide
// before the speaker's own wish, danger to children before violence in general).
const RULES: Rule[] = [
  {
    category: 'partner_self_harm_threat',
    patterns: [
      new RegExp(`\\b${PERSON}\\b[^.!?]{0,40}\\b(?:threat\\w*|says?|said|keeps saying|will|would|'ll|is going to)\\b[^.!?]{0,25}\\b(?:kill|hurt|harm)\\s+(?:himself|herself|themselves)\\b`, 'i'),
      /\b(?:threat\w*|says?|said)\b[^.!?]{0,20}\b(?:suicide|to end (?:his|her) life)\b/i,
      /\bif i leave\b[^.!?]{0,40}\b(?:kill|hurt|harm)\s+(?:himself|herself)\b/i,
      /(?:מאיים|מאיימת|אמר|אמרה)\s+(?:ש)?(?:הוא|היא)?\s*(?:י|ת)?(?:להתאבד|יתאבד|תתאבד|יפגע בעצמו|תפגע בעצמה)/,
      /\b(?:me|yo)\b[^.!?]{0,20}\bamenaza con (?:suicidarse|matarse)\b/i,
      /\bmenace de se (?:suicider|tuer)\b/i,
      /угрожает (?:покончить с собой|убить себя)/i,
    ],
  },
  {
    category: 'suicide_self_harm',
    patterns: [
      /\b(?:kill|killing|hurt|hurting|harm|harming|cut|cutting)\s+myself\b/i,
      /\b(?:end|ending|take|taking)\s+my\s+(?:own\s+)?life\b/i,
      /\bi\s+(?:want|wanna|wish)\s+(?:to\s+)?(?:die|be dead|disappear forever)\b/i,
      new RegExp(`\\bi\\s+(?:don'?t|do not)\\s+want\\s+to\\s+(?:live\\b${LIVING_WHERE_OR_BY.en}|be alive|wake up|exist)\\b`, 'i'),
      /\b(?:suicid\w*|self[- ]harm\w*)\b/i,
      /\b(?:no reason to live|better off (?:dead|without me)|end it all|can'?t go on living)\b/i,
      new RegExp(`(?:להתאבד|התאבדות|רוצה למות|לשים קץ לחיי|לפגוע בעצמי|אין לי בשביל מה לחיות|לא רוצה לחיות${LIVING_WHERE_OR_BY.he}|עדיף שאמות|נמאס לי לחיות)`),
      /\b(?:rotze|rotza|rotzah|rotsa|rotse)\s+lamut\b/i,
      /\blehitabed\b/i,
      /\b(?:me quiero morir|quiero morir(?:me)?|suicidarme|quitarme la vida)\b/i,
      /\b(?:je veux mourir|me suicider|en finir avec la vie|me tuer)\b/i,
      /(?:хочу умереть|покончить с собой|не хочу жить)/i,
    ],
  },
  {
    category: 'child_danger',
    patterns: [
      new RegExp(`\\b(?:${HARM_VERBS}|hurt|hurts|hurting)\\s+(?:the|our|my|his|her)\\s+(?:kids?|children|child|son|daughter|baby|boy|girl)\\b`, 'i'),
      /\b(?:shakes?|shook|shaking)\s+(?:the|our|my)\s+baby\b/i,
      /\btouch(?:es|ed|ing)?\s+(?:our|my|the)\s+(?:daughter|son|child|kids?|children)\b[^.!?]{0,30}\b(?:inappropriately|sexually|private)/i,
      /\b(?:afraid|scared|worried)\s+(?:for|about)\s+(?:the|my|our)\s+(?:kids?|children)(?:'s)?\s+safety\b/i,
      /\b(?:kids?|children|son|daughter)\s+(?:is|are)\s+(?:not safe|in danger)\b/i,
      /(?:מרביץ|מרביצה|מכה|מכים|פוגע|פוגעת)\s+(?:ב|את\s+)?(?:ה)?(?:ילדים|ילד|ילדה|תינוק|בן שלי|בת שלי)/,
      /(?:הילדים|הילד|הילדה)\s+(?:לא\s+)?(?:בסכנה|לא בטוחים)/,
      /\b(?:pega|golpea)\s+a\s+(?:los|mis|nuestros)\s+(?:niños|hijos)\b/i,
      /\b(?:frappe|bat)\s+(?:les|mes|nos)\s+enfants\b/i,
      /бь[её]т\s+(?:детей|ребёнка|ребенка)/i,
    ],
  },
  {
    category: 'sexual_violence',
    patterns: [
      /\b(?:forces?|forced|pressures?|pressured)\s+me\s+(?:to have sex|into sex|to sleep with)\b/i,
      /\b(?:raped|rapes|sexually assault\w*)\b/i,
      /(?:כופה עליי|אנס אותי|הכריח אותי לקיים יחסים)/,
    ],
  },
  {
    category: 'physical_violence',
    patterns: [
      new RegExp(`\\b${PERSON}\\b(?:\\s+\\w+){0,3}?\\s+${HARM_VERB}\\s+me\\b`, 'i'),
      new RegExp(`\\b${PERSON}\\b(?:\\s+\\w+){0,3}?\\s+threw\\s+[^.!?]{1,25}\\s+at\\s+me\\b`, 'i'),
      new RegExp(`\\b${PERSON}\\b[^.!?]{0,30}\\bhurts?\\s+me\\s+(?:physically|badly|every time)\\b`, 'i'),
      /\b(?:i (?:was|got|am|'m) (?:being )?)(?:hit|beaten|slapped|punched|kicked|choked|strangled|pushed)\s+(?:by|again)\b/i,
      /\b(?:bruises?|black eye)\b[^.!?]{0,40}\b(?:he|she|husband|wife|partner)\b/i,
      /\b(?:he|she|husband|wife|partner)\b[^.!?]{0,40}\b(?:bruises?|black eye)\b/i,
      /(?:הרביץ לי|הרביצה לי|מרביץ לי|מרביצה לי|מכה אותי|היכה אותי|דחף אותי|דחפה אותי|חנק אותי|סטר לי|נתן לי סטירה|בעט בי|הכה אותי)/,
      /\b(?:hu|hi)\s+(?:marbitz|marbitza|hirbitz|makeh|makah|dachaf|chanak)\s+(?:li|oti)\b/i,
      /\b(?:me pega|me golpea|me pegó|me golpeó)\b/i,
      /\b(?:il|elle)\s+me\s+(?:frappe|bat|a frapp[ée]e?|a battu)\b/i,
      /(?:бь[её]т меня|ударил меня|ударила меня|избил меня)/i,
    ],
  },
  {
    category: 'threats',
    patterns: [
      new RegExp(`\\b${PERSON}\\b[^.!?]{0,30}\\bthreat\\w*\\s+(?:to\\s+)?(?:kill|hurt|harm|beat|take the (?:kids|children)|me|us)\\b`, 'i'),
      new RegExp(`\\b${PERSON}\\b[^.!?]{0,30}\\b(?:said|says|told me)\\b[^.!?]{0,20}\\b(?:(?:he|she)(?:'d|'ll| would| will)|going to)\\s+(?:kill|hurt)\\s+me\\b`, 'i'),
      /\b(?:afraid|scared|terrified|fear)\s+(?:that\s+)?(?:he|she|my husband|my wife|my partner)\s+(?:will|would|might|is going to|could)\s+(?:kill|hurt|harm)\b/i,
      /\b(?:fear for my life|afraid for my life|afraid to go home|scared to go home|scared of (?:him|her|my husband|my wife)|afraid of (?:him|her|my husband|my wife))\b/i,
      /\b(?:with a|has a|got a|pulled a)\s+(?:knife|gun)\b[^.!?]{0,30}\b(?:me|at me|threat)/i,
      /(?:מאיים עליי|מאיימת עליי|איים עליי|איימה עליי|איים להרוג|מאיים להרוג|אני מפחדת ממנו|אני מפחד ממנה|מפחדת לחזור הביתה|מפחד לחזור הביתה|אני מפחדת מבעלי)/,
      /\b(?:hu|hi)\s+(?:meayem|meayemet|iyem)\s+alai\b/i,
      /\bme amenaza\b/i,
      /\b(?:il|elle)\s+me\s+menace\b/i,
      /угрожает\s+мне/i,
    ],
  },
  {
    category: 'coercive_control',
    patterns: [
      // (A little or younger brother or sister who reads one's texts is a sibling's nosiness — safety
      // round r86: "my little sister reads my texts over my shoulder and tells my mom everything".)
      new RegExp(`\\b(?<!\\b(?:little|younger|kid|baby) )${PERSON}\\b[^.!?]{0,30}\\b(?:checks|reads|goes through|monitors|tracks|controls)\\s+(?:all\\s+)?(?:my|every)\\s+(?:phone|messages|texts|emails|location|whatsapp|calls)\\b`, 'i'),
      /\b(?:took|takes|keeps|hid|hides|holds|locked up)\s+(?:away\s+)?my\s+(?:passport|documents|papers|id|teudat zehut|visa|car keys)\b/i,
      // (A boss or a job that won't let one leave early is work, not control: lexicon.ts WORK_AUTHORITY.)
      new RegExp(`(?<!\\b${WORK_AUTHORITY}\\s+)\\b(?:won'?t|doesn'?t|does not|will not|never)\\s+let\\s+me\\s+(?:see(?!\\s+(?:the|my|our)\\s+grand)|talk to|call|visit(?!\\s+(?:the|my|our)\\s+grand)|go out|leave|work|have (?:any )?money|use the car|out of the house|drive)\\b`, 'i'),
      /(?<!\b(?:he|she|they|husband|wife|men|a man|kohen|kohanim)(?:'s|'re| is| are| was| were)\s+)\b(?:not allowed|forbidden|forbids me)\s+to\s+(?:see|talk to|call|visit|go out|leave the house|work|have money)\b/i,
      /\b(?:controls|takes)\s+(?:all\s+)?(?:the|our|my)\s+(?:money|salary|paycheck|bank account|credit cards?)\b[^.!?]{0,40}\b(?:won'?t|doesn'?t|not|no|ask|permission|account for)\b/i,
      /\b(?:gives me no money|i have no access to (?:any )?money|have to ask (?:him|her) for (?:every|any) (?:shekel|dollar|pound|penny|cent))\b/i,
      /\b(?:cut|cuts|isolat\w+)\s+me\s+(?:off\s+)?from\s+(?:my\s+)?(?:family|friends|parents)\b/i,
      /\blocks? me (?:in|out)\b/i,
      // (A parent who checks the phone of a writer of 12 to 17 is a house rule — safety round r86.)
      /(?<!(?:בן|בת) 1[2-7](?![0-9])[^.!?]{0,40}(?:אבא|אמא|ההורים)(?: שלי)? )(?:בודק את הטלפון שלי|קורא את ההודעות שלי)|(?:עוקב אחרי המיקום שלי|לקח את הדרכון שלי|לקח את תעודת הזהות שלי|מחזיק את הדרכון שלי|לא נותן לי כסף|לא נותנת לי כסף|לא מרשה לי לצאת|לא מרשה לי לראות|לא מרשה לי לדבר|לא מרשה לי לעבוד|מבודד אותי|מנתק אותי מ|נועל אותי)/,
      /\b(?:revisa|controla)\s+mi\s+(?:teléfono|celular|móvil)\b/i,
      /\b(?:il|elle)\s+(?:contrôle|fouille)\s+mon\s+(?:téléphone|portable)\b/i,
      /(?:проверяет мой телефон|не даёт мне денег|не дает мне денег|забрал мой паспорт)/i,
    ],
  },
];

export function detectSafety(text: string): SafetyCategory | null {
  for (const rule of RULES) if (rule.patterns.some((pattern) => pattern.test(text))) return rule.category;
  return null;
}

// ─── Resources by location ────────────────────────────────────────────────────────────────────

type ResourceKey = 'emergency' | 'crisis' | 'violence' | 'children' | 'jewish';

const R = (name: string, contact: string, note: string): SafetyResource => ({
  name,
  contact,
  dial: contact.replace(/[^\d+]/g, ''),
  note,
});

const RESOURCES: Record<string, Partial<Record<ResourceKey, SafetyResource[]>>> = {
  'United States': {
    emergency: [R('Emergency services', '911', 'If you are in danger right now')],
    crisis: [R('988 Suicide & Crisis Lifeline', '988', 'Call or text, 24/7')],
    violence: [R('National Domestic Violence Hotline', '1-800-799-7233', '24/7, confidential; you can also text START to 88788')],
    children: [R('Childhelp National Child Abuse Hotline', '1-800-422-4453', '24/7')],
    jewish: [R('Shalom Task Force', '1-888-883-2323', 'Confidential hotline for the Jewish community')],
  },
  Canada: {
    emergency: [R('Emergency services', '911', 'If you are in danger right now')],
    crisis: [R('9-8-8 Suicide Crisis Helpline', '988', 'Call or text, 24/7')],
    violence: [R('Shalom Task Force', '1-888-883-2323', 'Confidential hotline for the Jewish community (North America)')],
    children: [R('Kids Help Phone', '1-800-668-6868', '24/7, for young people')],
  },
  Israel: {
    emergency: [R('Police', '100', 'If you are in danger right now'), R('Magen David Adom', '101', 'Medical emergency')],
    crisis: [R('ERAN emotional first aid', '1201', 'Anonymous, 24/7'), R('SAHAR online support', 'sahar.org.il', 'Anonymous support by online chat, in Hebrew')],
    violence: [R('Ministry of Welfare hotline', '118', 'Includes help with violence at home, 24/7')],
    children: [R('Ministry of Welfare hotline', '118', 'Report danger to a child, 24/7')],
  },
  'United Kingdom': {
    emergency: [R('Emergency services', '999', 'If you are in danger right now')],
    crisis: [R('Samaritans', '116 123', 'Free, 24/7')],
    violence: [R('National Domestic Abuse Helpline (Refuge)', '0808 2000 247', 'Free, 24/7, confidential')],
    children: [R('NSPCC Helpline', '0808 800 5000', 'Worried about a child')],
  },
  Australia: {
    emergency: [R('Emergency services', '000', 'If you are in danger right now')],
    crisis: [R('Lifeline', '13 11 14', '24/7')],
    violence: [R('1800RESPECT', '1800 737 732', '24/7, confidential')],
    children: [R('Kids Helpline', '1800 55 1800', '24/7, for young people')],
  },
  'South Africa': {
    emergency: [R('Police', '10111', 'If you are in danger right now'), R('Emergency from a mobile', '112', 'Any network')],
    crisis: [R('SADAG Suicide Crisis Helpline', '0800 567 567', 'Free')],
    violence: [R('GBV Command Centre', '0800 428 428', 'Free, 24/7')],
    children: [R('Childline South Africa', '116', 'Free')],
  },
  Europe: {
    emergency: [R('European emergency number', '112', 'Works across the EU')],
    crisis: [R('Emotional support line', '116 123', 'Free in many European countries')],
    violence: [R('Helpline for women facing violence', '116 016', 'In many European countries')],
    children: [R('Child helpline', '116 111', 'In most European countries')],
  },
  // No location in the profile: the international finder, and the US lines the issue names.
  Other: {
    emergency: [R('Your local emergency number', '112', '112 works from most mobile phones in many countries')],
    crisis: [
      R('Find A Helpline', 'findahelpline.com', 'Free, confidential lines in your country'),
      R('988 Suicide & Crisis Lifeline', '988', 'In the United States: call or text, 24/7'),
    ],
    violence: [R('National Domestic Violence Hotline', '1-800-799-7233', 'In the United States, 24/7')],
    jewish: [R('Shalom Task Force', '1-888-883-2323', 'Confidential hotline for the Jewish community (North America)')],
  },
};

// The same lines for a reader writing in Hebrew: every name and note above, said in Hebrew — an
// organisation abroad by its name written in Hebrew letters, so the line reads as one Hebrew
// sentence (the number is what finds it). safety-resources.test.ts holds this table to RESOURCES:
// a line added there without its Hebrew fails.
export const HE_RESOURCE_TEXT: Record<string, string> = {
  // names
  'Emergency services': 'שירותי החירום',
  '988 Suicide & Crisis Lifeline': 'קו 988 למשבר ולמניעת אובדנות',
  'National Domestic Violence Hotline': 'הקו הארצי לאלימות במשפחה בארצות הברית',
  'Childhelp National Child Abuse Hotline': 'צ׳יילדהלפ – הקו הארצי לפגיעה בילדים',
  'Shalom Task Force': 'שלום טאסק פורס – קו חם לקהילה היהודית',
  '9-8-8 Suicide Crisis Helpline': 'קו 9-8-8 למשבר ולמניעת אובדנות',
  'Kids Help Phone': 'קו סיוע לילדים ולבני נוער בקנדה',
  Police: 'משטרה',
  'Magen David Adom': 'מגן דוד אדום',
  'ERAN emotional first aid': 'ער"ן – עזרה ראשונה נפשית',
  'SAHAR online support': 'סה"ר – סיוע והקשבה ברשת',
  'Ministry of Welfare hotline': 'המוקד של משרד הרווחה',
  Samaritans: 'סמריטנס – קו תמיכה רגשית',
  'National Domestic Abuse Helpline (Refuge)': 'הקו הארצי לאלימות במשפחה בבריטניה (רפיוג׳)',
  'NSPCC Helpline': 'קו הסיוע להגנה על ילדים בבריטניה',
  Lifeline: 'לייפליין – קו תמיכה במשבר',
  '1800RESPECT': 'הקו הארצי לאלימות במשפחה ולאלימות מינית באוסטרליה',
  'Kids Helpline': 'קו סיוע לילדים ולבני נוער באוסטרליה',
  'Emergency from a mobile': 'חירום מטלפון נייד',
  'SADAG Suicide Crisis Helpline': 'קו המשבר למניעת אובדנות בדרום אפריקה',
  'GBV Command Centre': 'מוקד הסיוע לנפגעי אלימות מגדרית בדרום אפריקה',
  'Childline South Africa': 'קו סיוע לילדים בדרום אפריקה',
  'European emergency number': 'מספר החירום האירופי',
  'Emotional support line': 'קו תמיכה רגשית',
  'Helpline for women facing violence': 'קו סיוע לנשים נפגעות אלימות',
  'Child helpline': 'קו סיוע לילדים',
  'Your local emergency number': 'מספר החירום המקומי',
  'Find A Helpline': 'איתור קו סיוע במדינה שלך',
  // notes
  'If you are in danger right now': 'אם יש סכנה ברגע זה',
  'Call or text, 24/7': 'שיחה או הודעה, 24/7',
  '24/7, confidential; you can also text START to 88788': '24/7, בסודיות; אפשר גם לשלוח START בהודעה ל־88788',
  '24/7': '24/7',
  'Confidential hotline for the Jewish community': 'קו חם חסוי לקהילה היהודית',
  'Confidential hotline for the Jewish community (North America)': 'קו חם חסוי לקהילה היהודית (צפון אמריקה)',
  'Medical emergency': 'מצב חירום רפואי',
  'Anonymous, 24/7': 'אנונימי, 24/7',
  'Anonymous support by online chat, in Hebrew': 'תמיכה רגשית אנונימית בצ׳אט, בעברית',
  'Includes help with violence at home, 24/7': 'כולל עזרה באלימות במשפחה, 24/7',
  'Report danger to a child, 24/7': 'דיווח על סכנה לילד או לילדה, 24/7',
  'Free, 24/7': 'חינם, 24/7',
  'Free, 24/7, confidential': 'חינם, 24/7, בסודיות',
  'Worried about a child': 'דאגה לשלומם של ילדים',
  '24/7, confidential': '24/7, בסודיות',
  '24/7, for young people': '24/7, לילדים ולבני נוער',
  'Any network': 'מכל רשת',
  Free: 'חינם',
  'Works across the EU': 'פועל בכל האיחוד האירופי',
  'Free in many European countries': 'חינם במדינות רבות באירופה',
  'In many European countries': 'במדינות רבות באירופה',
  'In most European countries': 'ברוב מדינות אירופה',
  '112 works from most mobile phones in many countries': '112 פועל מרוב הטלפונים הניידים במדינות רבות',
  'Free, confidential lines in your country': 'קווים חינמיים וחסויים במדינה שלך',
  'In the United States: call or text, 24/7': 'בארצות הברית: שיחה או הודעה, 24/7',
  'In the United States, 24/7': 'בארצות הברית, 24/7',
};

/** Every resource line of the table, for the translation check. */
export function allResources(): SafetyResource[] {
  return Object.values(RESOURCES).flatMap((table) => Object.values(table).flat());
}

function inLanguage(resource: SafetyResource, language: GuideLanguage): SafetyResource {
  if (language !== 'he') return resource;
  // Any Latin left in a Hebrew line (a table entry added without its Hebrew) is isolated, so it
  // cannot turn the line's direction.
  const he = (text: string): string => isolateForeignRuns(HE_RESOURCE_TEXT[text] ?? text);
  return { ...resource, name: he(resource.name), note: he(resource.note) };
}

// A child in danger is often a child hurting themselves ("my 15-year-old cuts her arms", "my son of
// 29 is hoarding sleeping pills"), so the crisis line comes with the children's one; and sexual
// violence told by a parent or a sister is often done to a child, so the children's line comes
// with it. On the fresh rounds 47-49, before they were read, these two lines gave the lines a
// danger needs to 4 more disclosures of 450; an extra line costs a reader a glance.
const NEEDS: Record<SafetyCategory, ResourceKey[]> = {
  suicide_self_harm: ['crisis', 'emergency', 'jewish'],
  partner_self_harm_threat: ['crisis', 'emergency', 'violence', 'jewish'],
  child_danger: ['emergency', 'children', 'crisis', 'violence', 'jewish'],
  physical_violence: ['emergency', 'violence', 'jewish'],
  sexual_violence: ['emergency', 'violence', 'children', 'jewish'],
  threats: ['emergency', 'violence', 'jewish'],
  coercive_control: ['violence', 'jewish', 'emergency'],
};

export function normaliseLocation(location: string | null | undefined): string {
  return location && location in RESOURCES ? location : 'Other';
}

// Israel's lines a Hebrew reader can reach from anywhere (an online chat, no local number): given
// to a Hebrew reader whose profile says they live abroad, after the local lines.
const HE_FROM_ANYWHERE: Partial<Record<ResourceKey, SafetyResource[]>> = {
  crisis: (RESOURCES.Israel?.crisis ?? []).filter((resource) => resource.dial === ''),
};

/**
 * Where the lines are chosen for. A reader writing in Hebrew with no location in the profile gets
 * Israel's lines (in Hebrew) rather than the international finder and the US lines; a location the
 * profile names is kept, since an emergency number only works where the person is.
 */
export function resourceLocation(location: string | null | undefined, language: GuideLanguage): string {
  const where = normaliseLocation(location);
  return language === 'he' && where === 'Other' ? 'Israel' : where;
}

/**
 * The lines for this danger where the person lives, in the language they wrote in. `alsoCategory`
 * is another danger a reader of the message named (see SafetyAssessment): its lines follow, once.
 */
export function resourcesFor(
  category: SafetyCategory,
  location: string | null | undefined,
  language: GuideLanguage = 'en',
  level: SafetyInfo['level'] = 'crisis',
  alsoCategory?: SafetyCategory,
): SafetyInfo {
  const where = resourceLocation(location, language);
  const table = RESOURCES[where] ?? {};
  const extra = language === 'he' && where !== 'Israel' ? HE_FROM_ANYWHERE : {};
  const seen = new Set<string>();
  const resources: SafetyResource[] = [];
  const keys = new Set([...NEEDS[category], ...(alsoCategory ? NEEDS[alsoCategory] : [])]);
  for (const key of keys) {
    const list = [...(table[key] ?? []), ...(extra[key] ?? [])];
    for (const resource of list) {
      const id = `${resource.name}|${resource.contact}`;
      if (!seen.has(id)) {
        seen.add(id);
        resources.push(inLanguage(resource, language));
      }
    }
  }
  return { category, level, location: where, resources, partner_outreach: false };
}

// ─── The reply ────────────────────────────────────────────────────────────────────────────────
// Written so it is safe if someone else reads the screen: it names no one, accuses no one, and
// says nothing about leaving; it states the person's worth and where help is.

const EN_OPENING: Record<SafetyCategory, string> = {
  suicide_self_harm:
    "I'm really glad you told me. What you're feeling sounds very heavy, and you deserve to talk with a real person today — you don't have to carry this alone.",
  partner_self_harm_threat:
    "That is a frightening thing to hear, and it is serious. Keeping someone safe is not something you have to manage alone or by giving in — trained people can help right away.",
  child_danger:
    "Thank you for saying this. A child's safety comes first, and this is not something to work through with communication tips — people who do this every day can help now.",
  physical_violence:
    "Thank you for telling me. Being hurt is never a misunderstanding and never your fault, and your safety comes first.",
  sexual_violence:
    "Thank you for telling me. No one is ever entitled to your body, and what you describe is not your fault. Your safety comes first.",
  threats:
    'Being afraid at home is serious, and your feeling of danger deserves to be taken seriously. Your safety comes first.',
  coercive_control:
    'What you describe is serious, and it is not a communication problem for you to fix. You deserve to feel free and safe at home.',
};

const HE_OPENING: Record<SafetyCategory, string> = {
  suicide_self_harm: 'טוב ששיתפת. מה שעובר עליך נשמע כבד מאוד, ומגיע לך לדבר היום עם אדם אמיתי — אין צורך לשאת את זה לבד.',
  partner_self_harm_threat: 'זה דבר מפחיד לשמוע, והוא רציני. שמירה על ביטחונו של אדם אחר אינה משימה לבד וגם לא דרך ויתור — אנשי מקצוע יכולים לעזור מיד.',
  child_danger: 'תודה שאמרת את זה. ביטחון הילדים קודם לכול, וזה לא נושא לטיפים של תקשורת — יש אנשי מקצוע שיכולים לעזור עכשיו.',
  physical_violence: 'תודה ששיתפת. פגיעה בגוף היא אף פעם לא אי הבנה ואף פעם לא באשמתך, והביטחון שלך קודם לכול.',
  sexual_violence: 'תודה ששיתפת. לאף אחד אין זכות על הגוף שלך, ומה שתיארת אינו באשמתך. הביטחון שלך קודם לכול.',
  threats: 'פחד בבית הוא דבר רציני, וראוי להתייחס לתחושת הסכנה שלך ברצינות. הביטחון שלך קודם לכול.',
  coercive_control: 'מה שתיארת הוא רציני, ואינו בעיית תקשורת שעליך לפתור. מגיע לך להרגיש חופשי ובטוח בבית.',
};

// A message that MAY be a disclosure: the same resources, but first one gentle question, and then
// room to say more. A false alarm costs a line; a miss can cost a life. Still no tips, no partner.
const EN_POSSIBLE_OPENING: Record<SafetyCategory, string> = {
  suicide_self_harm: 'Thank you for telling me. It sounds like you are carrying something very heavy right now.',
  partner_self_harm_threat: 'Thank you for telling me. That sounds frightening to live with.',
  child_danger: 'Thank you for telling me. When a child might not be safe, that comes before everything else.',
  physical_violence: 'Thank you for telling me. Being hurt by someone close is never your fault.',
  sexual_violence: 'Thank you for telling me. No one is entitled to your body, whatever anyone says.',
  threats: 'Thank you for telling me. Feeling afraid at home deserves to be taken seriously.',
  coercive_control: 'Thank you for telling me. Everyone deserves to feel free and safe at home.',
};

const HE_POSSIBLE_OPENING: Record<SafetyCategory, string> = {
  suicide_self_harm: 'תודה שסיפרת לי. נשמע שעובר עליך משהו כבד מאוד כרגע.',
  partner_self_harm_threat: 'תודה שסיפרת לי. זה נשמע מפחיד לחיות כך.',
  child_danger: 'תודה שסיפרת לי. כשייתכן שילד אינו בטוח, זה קודם לכול.',
  physical_violence: 'תודה שסיפרת לי. פגיעה מאדם קרוב אינה באשמתך לעולם.',
  sexual_violence: 'תודה שסיפרת לי. לאף אחד אין זכות על הגוף שלך, מה שלא יאמרו.',
  threats: 'תודה שסיפרת לי. פחד בבית הוא דבר שראוי להתייחס אליו ברצינות.',
  coercive_control: 'תודה שסיפרת לי. לכל אדם מגיע להרגיש חופשי ובטוח בבית.',
};

export interface SafetyReplyOptions {
  /** The danger named is only the classifier's guess: open without naming it. */
  unsure?: boolean;
  /** An answer to what was asked follows the check: the last line leads into it. */
  answerFollows?: boolean;
  /** Earlier answers of this conversation: an opening said there is said in other words now. */
  earlier?: string;
  /**
   * Unsure, with no answer following: what the message said and the conversation's matter, so the
   * last line gives their words back rather than a general "tell me more" (composer.ts: misreadNote).
   */
  misread?: { said: string; matter: string | null; reader: Gender } | null;
}

// Other ways to open when the first was already said in this conversation (a second check in the
// same chat does not repeat itself word for word). The first of each list is the usual one.
const EN_LEADS = ['Thank you for telling me.', 'Thank you for trusting me with this.', "I'm glad you wrote this to me."];
const HE_LEADS = ['תודה שסיפרת לי.', 'תודה על האמון.', 'טוב שכתבת לי את זה.'];
// When only the trained classifier raised the alarm, which danger it guessed is the least sure
// part of the verdict: the opening names none, so a sad message that was no disclosure at all
// ("I feel like a roommate, not a wife") is not told that no one is entitled to her body.
const EN_UNSURE_OPENINGS = [
  'Thank you for telling me. What you describe sounds heavy, and I want to check on you first.',
  'That sounds like a lot to carry, and before anything else I want to ask how you are.',
  'What you wrote stays with me, so let me ask first how you are doing.',
];
const HE_UNSURE_OPENINGS = [
  'תודה שסיפרת לי. מה שתיארת נשמע כבד, ואני רוצה קודם לבדוק מה שלומך.',
  'זה נשמע כבד מאוד, ולפני כל דבר אחר חשוב לי לשאול מה שלומך.',
  'מה שכתבת נוגע בי, ולכן אשאל קודם כול: מה שלומך עכשיו?',
];

/** The opening, with its lead sentence (or, unsure, the whole opening) not yet said in `earlier`. */
function freshOpening(opening: string, language: GuideLanguage, unsure: boolean, earlier: string): string {
  if (earlier === '') return opening;
  // Every opening already said (a fourth check in one chat): the check opens with its question.
  if (unsure) return (language === 'he' ? HE_UNSURE_OPENINGS : EN_UNSURE_OPENINGS).find((o) => !earlier.includes(o.split(/(?<=[.?!])\s/)[1] ?? o)) ?? '';
  const leads = language === 'he' ? HE_LEADS : EN_LEADS;
  // The same opening said before in this chat (a second clear danger of the same kind): its words
  // stand above in the conversation, so a short lead of other words opens this one.
  if (earlier.includes(opening)) return leads.find((l) => !earlier.includes(l)) ?? '';
  const lead = leads.find((l) => opening.startsWith(l));
  if (lead === undefined || !earlier.includes(lead)) return opening;
  const other = leads.find((l) => !earlier.includes(l));
  return other === undefined ? opening.slice(lead.length).trim() : `${other}${opening.slice(lead.length)}`;
}

// The check's lines, each with other words for a second check in the same chat.
const CHECK_LINES = {
  en: {
    ask: ['Before anything else: are you safe right now — you, and anyone with you?', 'I want to ask again, because it matters: are you and everyone with you safe right now?', 'First of all: is anyone in danger right now, you or someone with you?', 'Let me check once more: is everyone with you safe at this moment?'],
    call: ['If not, please call the emergency number first. You can also talk with someone today, free and confidential:', 'If anyone is in danger, the emergency number comes first. These lines are free and confidential, today too:', 'If not, call the emergency number now. Someone is also there to talk with you, free and in confidence:', 'Should anyone be in danger, call the emergency number; these lines are there for you too, free and confidential:'],
    more: ["And if I have misread you, that's all right too: tell me a little more, in your own words, about what is happening and what would help most right now, and we'll take it one step at a time.", "If I have read too much into it, tell me so, and tell me in your own words what is going on and what would help; we'll go one step at a time.", "And if that isn't what you meant, that's fine: say a little more about what is happening, and we'll take it from there, step by step.", 'Whatever it is, you can tell me more in your own words, and we will think it through together.'],
    follows: ["And if I have misread you, that's all right too. Here is what I would say about what you asked:", "If I have read too much into it, here is my answer to what you asked:", 'And about what you asked:', 'Now, to your question itself:'],
    // After the person's own words are given back (misreadLine).
    askAfterWords: ["Tell me a little more, in your own words, about what happened and what would help, and we'll go on from there together.", "Say a little more about it, and we'll look together at what would help now.", "I'm here to hear more, at your pace, and to think with you about the next step."],
  },
  he: {
    ask: ['לפני הכול: האם יש עכשיו סכנה לשלומך או לשלום מישהו אחר?', 'חשוב לי לשאול שוב: האם יש עכשיו סכנה למישהו — לך או למי שאיתך?', 'קודם כול: האם יש עכשיו סכנה לך או למישהו שאיתך?', 'אשאל שוב, ליתר ביטחון: האם כל מי שאיתך בטוח ברגע זה?'],
    call: ['אם כן, יש להתקשר מיד למספר החירום. אפשר גם לדבר עם מישהו עוד היום, בחינם ובסודיות:', 'אם יש סכנה, מספר החירום קודם לכול. הקווים האלה חינמיים ודיסקרטיים, גם היום:', 'אם כן, כדאי להתקשר עכשיו למספר החירום. יש גם מי שישמע, בחינם ובסודיות:', 'אם מישהו בסכנה, יש להתקשר למספר החירום; והקווים האלה פתוחים גם לך, בחינם ובסודיות:'],
    more: ['ואם הבנתי לא נכון, גם זה בסדר: אפשר לספר לי עוד במילים שלך מה קורה ומה הכי יעזור עכשיו, ונמשיך צעד אחר צעד.', 'אם קראתי בזה יותר ממה שיש, אפשר לומר לי, ולספר במילים שלך מה קורה ומה יעזור; נתקדם צעד אחר צעד.', 'ואם לא לזה התכוונת, זה בסדר: אפשר לספר עוד קצת מה קורה, ונמשיך משם, צעד אחר צעד.', 'מה שזה לא יהיה, אפשר לספר לי עוד במילים שלך, ונחשוב על זה יחד.'],
    follows: ['ואם הבנתי לא נכון, גם זה בסדר. הנה מה שאפשר לומר על מה ששאלת:', 'אם קראתי בזה יותר ממה שיש, הנה תשובה למה ששאלת:', 'ולגבי מה ששאלת:', 'ועכשיו לשאלה עצמה:'],
    // After the person's own words are given back (misreadLine); gendered to the reader.
    askAfterWords: ['אפשר לספר לי עוד קצת במילים שלך מה קרה ומה יעזור, ונמשיך משם יחד.', 'ספר{|י|} לי עוד קצת, ונראה יחד מה יעזור עכשיו.', 'אני כאן לשמוע עוד, בקצב שלך, ולחשוב איתך על הצעד הבא.'],
  },
} as const;

// A clear crisis's lines, each with other words for a second one in the same chat (the first is the usual).
const CRISIS_LINES = {
  en: {
    danger: ['If you are in danger right now, call the emergency number first.', 'If anyone is in danger at this moment, the emergency number comes first.', 'If you are not safe right now, please call the emergency number before anything else.'],
    talk: ['You can talk with someone today, free and confidential:', 'These lines are free and confidential, and someone can talk with you today:', 'Someone is there to talk with you today, free and in confidence:'],
    close: ['If someone else might see this screen, you can delete this conversation after reading. I am here whenever you want to keep talking, at your own pace.', 'You can delete this conversation after reading if someone else might see the screen. I am here when you want to go on, at your pace.', 'If the screen is not private, this conversation can be deleted once you have read it. Whenever you want to talk more, I am here.'],
  },
  he: {
    danger: ['אם יש סכנה ברגע זה, יש להתקשר מיד למספר החירום.', 'אם מישהו בסכנה עכשיו, מספר החירום קודם לכול.', 'אם אין ביטחון ברגע זה, כדאי להתקשר למספר החירום לפני כל דבר אחר.'],
    talk: ['אפשר לדבר עם מישהו עוד היום, בחינם ובסודיות:', 'הקווים האלה חינמיים ודיסקרטיים, ויש מי שישמע עוד היום:', 'יש מי שישמע עוד היום, בחינם ובסודיות:'],
    close: ['אם מישהו אחר עלול לראות את המסך, אפשר למחוק את השיחה הזאת אחרי הקריאה. אני כאן בכל פעם שנוח לך להמשיך, בקצב שלך.', 'אפשר למחוק את השיחה אחרי הקריאה, אם מישהו אחר עלול לראות את המסך. אני כאן כשנוח לך להמשיך, בקצב שלך.', 'אם המסך לא פרטי, אפשר למחוק את השיחה אחרי הקריאה. בכל פעם שנוח לך לדבר עוד, אני כאן.'],
  },
} as const;

/** The first of a line's wordings not already said in this conversation (the first if all were). */
function freshLine(options: readonly string[], earlier: string): string {
  return options.find((o) => !earlier.includes(o)) ?? options[0]!;
}

/** The check's last line with the person's own words in it, when the guess was only the classifier's. */
function misreadLine(misread: NonNullable<SafetyReplyOptions['misread']>, language: GuideLanguage, earlier: string): string {
  if (language === 'he') {
    const about = misread.matter ? `, בעניין ${misread.matter}` : '';
    const wrote = /^כתבת/.test(misread.said) ? misread.said : `כתבת ש${misread.said.replace(/^ש/, '')}`;
    const ask = freshLine(CHECK_LINES.he.askAfterWords.map((line) => inflect(line, misread.reader)), earlier);
    return `ואם קראתי בזה יותר ממה שיש: ${wrote}${about}. ${ask}`;
  }
  const about = misread.matter ? `, about ${misread.matter}` : '';
  const wrote = /^you (?:wrote|asked|said)\b/i.test(misread.said) ? misread.said : `you wrote that ${misread.said}`;
  return `And if I have read too much into it: ${wrote}${about}. ${freshLine(CHECK_LINES.en.askAfterWords, earlier)}`;
}

function possibleReply(info: SafetyInfo, language: GuideLanguage, lines: string[], options: Required<Omit<SafetyReplyOptions, 'misread'>> & Pick<SafetyReplyOptions, 'misread'>): string {
  const { unsure, answerFollows, earlier, misread } = options;
  const he = language === 'he';
  const check = CHECK_LINES[he ? 'he' : 'en'];
  const opening = he ? (unsure ? HE_UNSURE_OPENINGS[0]! : HE_POSSIBLE_OPENING[info.category]) : unsure ? EN_UNSURE_OPENINGS[0]! : EN_POSSIBLE_OPENING[info.category];
  const last = answerFollows ? freshLine(check.follows, earlier) : unsure && misread ? misreadLine(misread, language, earlier) : freshLine(check.more, earlier);
  return [freshOpening(opening, language, unsure, earlier), freshLine(check.ask, earlier), freshLine(check.call, earlier), ...lines, last].filter((line) => line !== '').join('\n');
}

export function safetyReply(info: SafetyInfo, language: GuideLanguage, { unsure = false, answerFollows = false, earlier = '', misread = null }: SafetyReplyOptions = {}): string {
  const lines = info.resources.map((r) => `• ${r.name}: ${r.contact} — ${r.note}`);
  if (info.level === 'possible') return possibleReply(info, language, lines, { unsure, answerFollows, earlier, misread });
  const crisis = CRISIS_LINES[language === 'he' ? 'he' : 'en'];
  return [
    freshOpening((language === 'he' ? HE_OPENING : EN_OPENING)[info.category], language, false, earlier),
    freshLine(crisis.danger, earlier),
    freshLine(crisis.talk, earlier),
    ...lines,
    freshLine(crisis.close, earlier),
  ]
    .filter((line) => line !== '')
    .join('\n');
}
