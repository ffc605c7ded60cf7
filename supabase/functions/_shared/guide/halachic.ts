// Halachic questions get background and sources and a suggestion to ask a rabbi — never a ruling,
// also when the user says their rabbi asked for one. A ruling depends on the person, the
// circumstances and the community's posek; an app cannot know them.

import { classifyMessage } from './detect/classifier.ts';
import { ALLOWED_A_SAY_HE, HOPING_HE } from './detect/lexicon.ts';
import { halachicAreaOf, type HalachicArea } from './halachic-areas.ts';
import { asksNoLaw, asksOnlyHowTheFamilyDecides, detectHalachicSituation, EXPLAINING_WHY_WE_KEEP, MAY_OR_MUST, PRACTICE_WORD, QUOTE_WANTED, SIZE_OF_THE_SIMCHA, SPEECH_GIVEN, VESSELS_DIPPED } from './detect/halachic-situations.ts';
import { transliterationSpelling, undisguise, withPrefixesApart } from './detect/normalise.ts';

export type HalachicTopic =
  | 'niddah'
  | 'mikvah'
  | 'get_agunah'
  | 'contraception'
  | 'yichud'
  | 'negiah'
  | 'shabbat'
  | 'kashrut'
  | 'marriage_law'
  | 'general';

interface TopicRule {
  topic: HalachicTopic;
  /** Enough on its own: these words only come up as halachic questions. */
  always?: RegExp;
  /** Needs a permission question too (Shabbat dinner advice is not a halachic question). */
  withPermission?: RegExp;
  /** Its words told as part of a day, not asked about: the rule holds only if the message asks (see `asksAnything`). */
  toldAsRoutine?: RegExp;
}

// "הלכה" the law, not the verb "she went" ("ובעלי כעס שהיא 'הלכה מאחורי הגב'", answers round S28;
// "היא הלכה לישון"): not after "היא", nor before where she went.
const HALACHA_HE = String.raw`(?<![\u05D0-\u05EA])(?<!(?:היא|והיא|ואז|אז)\s)(?:ה|וה|שה|מה|בה|לה|כה|ב|מ|ל)?הלכה(?!\s+(?:לישון|לעבוד|הביתה|מאחורי|משם|מהבית|לאיבוד|איתו|איתה|איתם|לבד|אליו|אליה|לחברה|לחברות|לאמא|לאבא|להורים|לגן|לבית|לים|לקניות|לרופא|לטיפול)(?![\u05D0-\u05EA]))`;

const PERMISSION =
  new RegExp(String.raw`(?<!\b(?:how|what|where|when|why|who)\s)\b(?:can i|can we|may i|may we)\b|\b(?:am i allowed|are we allowed|allowed to|permitted|permissible|forbidden|prohibited|is it (?:ok|okay|alright|a sin|assur|mutar)|ok to|okay to|assur|asur|asura|mutar|ze beseder|halach\w*|halak\w*|do i have to|do we have to|must i|must we|required to|obligated|psak|pesak|ruling)\b|(?:מותר${ALLOWED_A_SAY_HE}|אסור|${HALACHA_HE}|להלכה|חייב|חייבת|חייבים|פסק|האם אפשר|זה בסדר\?)`, 'i');

/** A husband's own mikveh as part of his day ("my husband is in kollel until noon and then goes to
 *  the mikveh"): a routine told, not a woman's immersion asked about (round J of the answers). */
const MENS_MIKVEH_ROUTINE =
  /\b(?:my husband|he)\b[^.!?]{0,60}\b(?:goes|went|heads|runs|is) (?:off )?(?:to )?(?:the )?mikv[ae]h?\b|(?:בעלי|הוא)[^.!?]{0,60}(?:הולך|הלך|רץ|יורד|יוצא) (?:ל|אל ה)(?:מקווה|מקוה)/iu;

/** A mikvah night named as the evening being planned ("mikvah night tonight so I'm getting the kids
 *  down early", "מחר ערב טבילה, רעיונות לארוחה?"): told, not asked about (round h69). */
// The mikveh's fee among a budget's lines (safety round r91: "conversion classes, the mikvah fee and a
// wedding coming up… budgeting tips?").
const MIKVAH_FEE = /\bmikv[ae]h? (?:fees?|costs?|bills?|payments?)\b|(?:דמי|מחיר|עלות|תשלום) (?:ה)?מקווה/iu;
const MIKVAH_NIGHT_PLANNED = /\b(?:mikv[ae]h? night|night of (?:the )?mikv\w*|leil (?:ha.?)?tevil\w*)\b|(?:ליל טבילה|ליל הטבילה|ערב טבילה|ערב הטבילה)/iu;

/** Whether something must or should be done: with a permission question or MAY_OR_MUST, a message that asks. */
const OBLIGED = /\b(?:need|needs|have|has|supposed|required|obligated|must|should)\b|(?:צריך|צריכה|צריכים|חייב|חייבת|חייבים|אמור|אמורה|חובה)/iu;

const RULES: TopicRule[] = [
  {
    topic: 'niddah',
    always:
      /\b(?:tme.?ah?|teme.?ah?|nitme.?ti|tashmish|ro.?ah machma[st]|pesichas? ha.?kever|pesichat ha.?kever|mokh?|moch dachuk|nid+ah?|niddus|taharat? ha-?mishpach\w*|taharas ha-?mishpach\w*|family purity|harchak\w*|hefsek tah\w*|bedik\w*|veset|(?:ha|ve|be|la)?veset|vestos|onah beinonit|shiva nekiyim|seven clean days|kallah teacher|kallah classes)\b|(?<![\u05D0-\u05EA])[והשבלמכ]{0,2}(?:אני טמאה|נטמאתי|תשמיש|ראייה מחמת|פתיחת הקבר|מוך|נידה|נדה|טהרת המשפחה|הרחקות|הפסק טהרה|בדיקות (?:ה)?(?:הפסק|טהרה|שבעה|נקיים|של (?:ה)?נקיים)|עדי? בדיקה|(?<!(?:טיפול|טיפולים|כימו|סרטן|הקרנות|אונקולוג|ביופסי|ניתוח|תוצאות)[^]{0,80})בדיקות(?=[^.!?]{0,60}(?:צהב|חומ|צבע|כתם|כתמים|להראות|לבדוק|יוצאות|יוצאת|נקיות|עד ה))|(?:פצע|פצעים|כאב|כאבים|רגישה|רגישות)[^.!?]{0,20}מהבדיקות|וסת|שבעה נקיים|ימי ליבון)(?:ות|ים|ה)?(?![\u05D0-\u05EA])|(?:שאלה|שאלות|שאלת) (?:על|לגבי|בעניין|בנושא|של) (?:ה)?(?:כתם|כתמים)(?![\u05D0-\u05EA])|(?<![\u05D0-\u05EA])(?:ה)?(?:כתם|כתמים)(?![\u05D0-\u05EA])[^]{0,80}(?:לרב|לרבנית|ליועצת|לבודקת|לשאול רב)(?![\u05D0-\u05EA])|\b(?:question|shaila|shayla|shaalah?) (?:about|on|regarding) (?:a |the |my |this )?(?:stain|ketem|bedik\w*)\b|\b(?:stain|ketem)\b[^]{0,80}\b(?:to (?:a|the|my|our) (?:rav|rov|rabbi|yoetzet))\b/i,
  },
  { topic: 'mikvah', toldAsRoutine: new RegExp(`${MENS_MIKVEH_ROUTINE.source}|${MIKVAH_NIGHT_PLANNED.source}|${MIKVAH_FEE.source}`, 'iu'), always: /\b(?:mikv[ae]h?|mikveh|tevil\w*|tovel\w*|toivel\w*|hatevil\w*|hatvil\w*|latvol|litvol|immersion|chotzetz\w*|chatzitz\w*)\b|(?:מקווה|מקוה|טבילה|לטבול|חוצצ|חציצ)/i },
  {
    topic: 'get_agunah',
    // A conversion's beit din, or a meeting at one, told as part of a life (safety round r91: "I forgot
    // the documents for the beis din meeting AGAIN. How do I apologize…"): the rule holds only if asked.
    toldAsRoutine:
      /\b(?:conver\w*|giyur|gerus|geirus)\b[^]{0,120}\b(?:beit din|beis din|bet din)\b|\b(?:beit din|beis din|bet din)\b[^]{0,120}\b(?:conver\w*|giyur|gerus|geirus)\b|\b(?:beit din|beis din|bet din) (?:meeting|appointment|interview|date|hearing for (?:my|our|the) conversion)\b|(?:גיור|גיורת|להתגייר|התגייר\S*)[^]{0,120}(?:בית דין|בית הדין)|(?:בית דין|בית הדין)[^]{0,120}(?:גיור|להתגייר|התגייר)/i,
    always:
      /\b(?:agun\w*|get refus\w*|(?:a|the|my|his|her) get\b(?!-)(?!\s+(?:to|it|up|out|over|home|along|better|back|away|married|ready|through|some|a|the|him|her|me|us|them|used|together|started|angry|upset|mad))|gett\b|(?:beit|beis|bet) din(?! (?:meeting|appointment|interview|date))|beit ha.?din|get b.?shlichut|heskem kdam|halachic prenup|prenup(?![^.?!]{0,60}\b(?:will|house|home|apartment|estate|assets|property|inherit\w*))|sarvanut|jewish divorce|religious divorce|halachic divorce|recalcitrant husband|mesorev\w*)|(?:גט|עגונה|עגינות|סרבנות גט|הסכם קדם נישואין|מסורב|מסורבת|בית דין רבני|בית הדין)/i,
  },
  {
    topic: 'contraception',
    always: /\b(?:contracepti\w*|birth control|the pill|iud|condoms?|family planning|spacing (?:children|kids|pregnancies))\b|(?:אמצעי מניעה|גלולות|התקן תוך רחמי|תכנון משפחה)/i,
  },
  { topic: 'yichud', always: /\b(?:yichud|yihud|yiḥud)\b|(?<![\u05D0-\u05EA])[והשלמכ]{0,2}(?:ייחוד|יחוד)(?![\u05D0-\u05EA])/i },
  { topic: 'negiah', always: /\b(?:shomer negiah|shomeret negiah|negiah|negia)\b|(?:שומר נגיעה|שומרת נגיעה|נגיעה(?!\s+(?:של|אישית|קלה|חמה|עדינה|הומוריסטית)))/i },
  {
    topic: 'shabbat',
    always: /\b(?:muktzeh|muktza|eruv|melach\w*|techum|carry on shabbat|borer|bishul on shabb\w*)\b|(?:מוקצה|עירוב|מלאכה בשבת)/i,
    withPermission: /\b(?:shabbat|shabbos|shabbes|sabbath|yom tov|yontif|chag|the holiday|chol ha.?mo.?ed|bechol ha.?mo.?ed)\b|(?:שבת|יום טוב|חג|חול המועד)/i,
  },
  {
    topic: 'kashrut',
    // (Transliterated too: "ze tarif?", "bein basar l'chalav": round h69.)
    always: /\b(?:kashrut|kashrus|treif|treyf|tarif|taref|trefe|fleishig\w*|milchig\w*|meat and milk|meat and dairy|chalav yisr\w*|cholov yisr\w*|basar (?:ve|be|le|u|v|b|l)?.?chalav|bein basar)\b|(?:כשרות|טריפה|בשרי|חלבי|בשר וחלב)/i,
    withPermission: /\b(?:kosher|non-kosher)\b|(?:כשר)/i,
  },
  {
    topic: 'marriage_law',
    always: /\b(?:ketubah|ketuba|kesubah|kiddushin|onah obligation|mitzvat onah|chuppah rules|(?:obligations? of|b.?|of) onah|chovot ha.?ba.?al|(?:husband|wife)'?s obligations?|obligations? (?:of|to|towards?) (?:a |the |his |her )?(?:husband|wife))\b|(?:כתובה|קידושין|מצוות עונה|שאר כסות ועונה|חובות (?:ה)?(?:בעל|אישה|אשה) (?:ל|כלפי))/i,
    withPermission: /\b(?:marry|married|wedding|intermarr\w*|convert|conversion|cohen|kohen)\b|(?:להתחתן|חתונה|גיור|כהן)/i,
  },
];

// Words that say by themselves that the question is one of Jewish law: asking for the din or a
// heter, calling it a shaila, wondering whether to show something to a rav (Hebrew, yeshivish
// English and transliteration). Not a custom: "building shared minhagim" is no question of law.
const ASKING_THE_LAW =
  /\b(?:(?:what(?:'s| is)|ma(?:h)?|whats) (?:the |ha.?)?din|the din (?:of|for|if|when|is)|din (?:of|for) (?:a|an|the)|(?:a |need a |get a |is there a |ask for a |without a )?(?:heter|hetter|hetir)|sha(?:i|y)la(?:h)?|sha(?:i|y)los|shaalos|(?:ask|asked|show|showed|bring|take) (?:it |this |that |her |him )?(?:to )?(?:a|the|our|my) (?:rav|rov|rabbi|posek|moreh hora.?ah|yoetzet)|(?:ask|asking) (?:a |our |my )?(?:shaila|shayla|sheila|sheela))\b|\b(?:halachic or (?:just )?(?:a )?(?:minhag|custom)|(?:or|just) (?:is it )?(?:just )?a (?:minhag|custom)\b(?=[^.!]*\?))|\b(?:is|are) (?:a|the|my|our) (?:wife|husband|son|daughter|child|children|woman|man|parent|mother|father|widow|mourner|kallah|chatan|groom|bride)s? (?:\w+ )?(?:obligated|required|exempt)\b|\b(?:is there|there'?s|there is|heard (?:that )?there'?s) (?:a |some |an actual |actually a )?(?:din|halacha|halachah|halakha)\b|\b(?:what|how) do (?:the |most |our |other )?poskim\b|\b(?:ma(?:h)? (?:ha.?)?poskim (?:omrim|poskim)|ma(?:h)? omrim ha.?poskim|yesh chiyuv)\b|\b(?:what(?:'s| is)|ma(?:h)?) (?:the |ha.?)?psak\b|(?:יש|שיש|האם יש) (?:\S+ )?דין (?:ש|על|ל)|מה (?:אומרים |פוסקים )?הפוסקים|(?:לפי|אצל|לדעת|בדעת) (?:רוב )?הפוסקים|(?:חובה הלכתית|חיוב הלכתי|(?:יש|האם יש|אין) (?:\S+ )?חיוב (?:ל|ש)|מבחינה הלכתית|משהו הלכתי|עניין הלכתי|הלכתי או|איסור הלכתי|בעיה הלכתית|(?:יש|האם יש) (?:בזה|בכך|בזו|בו|בה) (?:ממש )?איסור|או שזה רק מנהג|מה הדין|מה ההיתר|(?<![\u05D0-\u05EA])[בלו]?היתר(?![\u05D0-\u05EA])|שאלת רב|לשאול רב|לשאול את הרב|להראות לרב|להראות לרבנית|שאלה הלכתית)/i;

// Whether something is allowed, right or a problem, asked of Judaism by name ("is that ok according to
// Judaism?", "מבחינה יהודית זו בעיה?", "זה בסדר לפי היהדות?") — not what Judaism teaches about a
// subject, which is a question for sources (round 38, read after its first sight).
const ASKED_OF_JUDAISM =
  /\b(?:ok|okay|allowed|permitted|wrong|a problem|an issue|right|acceptable|forbidden|a sin)\b[^.?!]{0,40}\b(?:according to|in|by|under|from the (?:perspective|point of view) of) (?:judaism|the torah|torah|halacha|jewish law|yiddishkeit)\b|\b(?:according to|in) (?:judaism|the torah|halacha|jewish law)\b[^.?!]{0,40}\b(?:ok|okay|allowed|permitted|wrong|a problem|right|forbidden)\b|\b(?:halachically|jewishly) (?:ok|okay|allowed|permitted|wrong|a problem)|(?:מותר|אסור|בסדר|בעיה|תקין|חטא|נכון)[^.?!]{0,40}(?:לפי היהדות|לפי ההלכה|מבחינה יהודית|מבחינה הלכתית|מבחינה תורנית|לפי התורה|ביהדות)|(?:לפי היהדות|לפי ההלכה|מבחינה יהודית|מבחינה הלכתית|מבחינה תורנית|לפי התורה)[^.?!]{0,40}(?:מותר|אסור|בסדר|בעיה|תקין|חטא|נכון)|\b(?:mutar|asur|beseder|be.?aya|tak(?:in|ín))\b[^.?!]{0,40}\b(?:lefi ha.?(?:yahadut|halacha|tora)|mi.?bchina (?:yehudit|hilchatit|toranit))\b/iu;

const GENERAL = new RegExp(String.raw`\b(?:(?:ha|ve|be|le)?halach\w*|halak\w*|hilchot\w*|hilchos\w*|posek|psak|pesak|shulchan aruch|according to (?:jewish )?law)\b|(?:${HALACHA_HE}|להלכה|פוסק|שולחן ערוך)`, 'i');

// A ruling someone is reported to have given, which the message weighs ("my father says it's assur
// for women. What do the sources actually say?" — round 84).
const RULING_REPORTED = /\b(?:says?|said|claims?|claimed|thinks?|insists?|told (?:me|us|her|him))\b[^.?!]{0,25}\b(?:assur|asur|ossur|mutar)\b/i;
// A law's own name, a question of law by itself: placing a stumbling block ("lifnei iver", round 84:
// a son who stopped keeping Shabbat, invited, who will come by car), helping another to sin.
// Safety rounds r101–r103: informing on a Jew to the authorities ("is it mesirah to give the police
// documents…"), a child's status ("חשש ממזרות"), tithes on produce ("terumot and maasrot"), an oath
// in court ("swear on a bible or affirm?").
const LAW_BY_NAME = /\b(?:lifn[ae]i (?:iv+er|ivver)|mesay(?:e|ei)a (?:li|le)?.?dvar aveira|mesir(?:a|ah|us|as)|mamzer(?:us|ut|im)?|terum(?:ot|os)(?: (?:u|ve|and) ma.?as(?:e)?r(?:ot|os))?|ma.?asr(?:ot|os)|ma.?aser (?:sheni|ani|rishon)|(?:swear|take an oath|make an oath) (?:on|upon) (?:a|the) (?:bible|tanach|tanakh|torah|chumash|sefer torah))\b|(?:לפני עיוור|לפני עִוֵּר|מסייע לדבר עבירה|מסייעת לדבר עבירה|מסייעים לדבר עבירה|(?<![\u05D0-\u05EA])(?:ו|ה|של|מ|ב)?(?:ממזרות|חשש ממזר|דין מוסר|איסור מסירה|מסירה למלכות|מסירה לשלטונות|תרומות ומעשרות|להפריש תרומ|הפרשת תרומ|מעשרות|שבועה בבית משפט|להישבע על ה?תנ"ך)(?![\u05D0-\u05EA]))/i;

// (A thank-you is a gift only with its article: a reply's "thank you." opens a question — round 72c.)
const CELEBRATING =
  /\b(?:special (?:night|evening)|(?:ha.?)?lai?la (?:yihye )?meyuchad|romantic|gifts?|presents?|recipes?|an idea|ideas|d.?var torah|devar torah|surprise|what to wear|ma (?:lovshim|lilbosh|lilboash)|outfit|restaurant|sushi|(?:a|the|as a|my|our|little|small|nice|special|big) thank[- ]you|a nice way to thank|decorat\w*|playlist|matana|matanot|ha.?aracha)\b|(?:לילה מיוחד|ערב מיוחד|יהיה מיוחד|רומנטי|מתנה|מתנות|מתכון|רעיון ל|רעיונות|דבר תורה|מה ללבוש|להפתיע|הפתעה|ארוחה מיוחדת|פלייליסט|מסעדה|לתרום|מי תרם|רשימת קניות|הצעות למנות|shopping list|menu ideas)/i;

// Which Shabbat at whose parents', shared fairly: a matter of fairness between families (round 48).
const SHABBATOT_SHARED_OUT = /\b(?:split|divide|alternate|share)\w* (?:\w+ ){0,3}(?:shabb?(?:at|os)(?:im|os)?|holidays|chagim)\b|\bmechalkim (?:be.?)?hogen\b|\b(?:kol )?shabbat sheni\b|\bevery other (?:shabb?(?:at|os)|week(?:end)?)\b|(?:לחלק את השבתות|כל שבת שנייה|שבת כן שבת לא|מחלקים (?:ב)?הוגן|לחלק בהוגנות)/iu;
// Parents who want the couple every Shabbat (round 73) — the same fairness, unless what one owes
// them is asked ("what I owe my mother and what I owe my wife" is a question of honouring parents).
const EVERY_SHABBAT_WANTED = /^(?![^]*(?:\b(?:owe|obligat\w*|kibb?ud|honou?r\w*|chayav\w*|chova|mitzva\w*)\b|חייב|חובה|כיבוד|מצווה|מצוות))[^]*?(?:\b(?:rotzim|want|wants|expect\w*|insist\w*) (?:\S+ ){0,4}(?:kol|every) (?:single )?shabb?(?:at|os)\b|(?:רוצים|מצפים|מתעקשים) (?:\S+ ){0,4}כל שבת)/iu;

const HOLY_DAY_OVER = /\b(?:(?:on )?saturday night|(?:right |just )?after (?:shabb?(?:at|os|es))(?: (?:is )?(?:over|out|ends))?|once (?:shabb?(?:at|os|es)) (?:is )?(?:over|out)|when (?:shabb?(?:at|os|es)) (?:is )?(?:over|out|ends))\b|\b(?:(?:ever )?since|(?:right |just )?after|achrei|me.?az) (?:yom kipp?ur|tisha b.?\s?.?av|pesach|passover|sukk(?:os|ot)|shavuot|rosh hashana\w*|the (?:chagim|holidays|fast)|ha.?chagim|purim|chanuk+ah)\b|\b(?:yom kipp?ur|tisha b.?\s?.?av|pesach|passover|the (?:chagim|holidays|fast)) (?:is |was )?(?:over|passed|ended)\b|(?:במוצאי שבת|אחרי שבת|אחרי השבת|כשהשבת יוצאת|כשיוצאת השבת|(?:אחרי|מאז)\s*(?:ש)?(?:יום כיפור|יום הכיפורים|תשעה באב|פסח|סוכות|שבועות|ראש השנה|החגים|פורים|חנוכה|הצום)|(?:יום כיפור|יום הכיפורים|תשעה באב|פסח|החגים|הצום)\s+(?:עבר|עברו|נגמר|נגמרו))/giu;

// Shabbat or a wedding named only as when something happens ("בשבת הבאה אנחנו שוב שם. מה בדיוק להגיד
// לו?", "מחר בשש יש חתונה של אח שלי. מה אפשר לעשות הערב כדי שלא נריב?" — answers round S30).
const ONLY_WHEN = /(?<![\u05D0-\u05EA])(?:ב)?שבת (?:הבאה|שעברה|הקרובה|האחרונה)(?![\u05D0-\u05EA])|(?<![\u05D0-\u05EA])(?:יש|יש לנו|יהיה|נוסעים ל|הולכים ל)\s?חתונה (?:של|אצל)(?![\u05D0-\u05EA])|\b(?:this|next|last) (?:coming )?(?:shabb?(?:at|os)|friday night)\b|\b(?:my|his|her|our) (?:brother'?s|sister'?s|cousin'?s|friend'?s|niece'?s|nephew'?s) wedding\b/giu;

// A festival as what one travels for, not what one asks of (answers round S33: "Should we fly back for
// Pesach, or will that just make him want to stay there?").
const TRAVEL_FOR_A_FESTIVAL =
  /\b(?:fly|flying|flew|come|coming|go|going|travel\w*|head\w*) (?:back |home |over )?(?:to \w+ )?for (?:pesach|passover|sukk(?:os|ot)|rosh hashan\w*|the chagim|the holidays|yom tov|shavuot)\b/giu;

// A holiday named as when news is told (answers round S38: "בעלי רוצה לספר להורים בראש השנה, ואני
// רוצה לחכות עד אחרי הסקירה"): the day the family meets, not a question of the day.
const TOLD_ON_A_HOLIDAY =
  /\b(?:tell|telling|announce|announcing|share|sharing) (?:\w+ ){0,4}(?:at|on|over|during|by) (?:the )?(?:rosh hashan\w*|pesach|passover|the seder|chanukk?ah|hanukk?ah|sukk(?:os|ot)|shavuot|purim|the holidays?|yom tov)\b|(?<![\u05D0-\u05EA])(?:לספר|נספר|יספר|תספר|להודיע|נודיע|לבשר|נבשר)(?:\s+\S+){0,4}\s+ב(?:ראש השנה|פסח|ליל הסדר|חנוכה|סוכות|שבועות|פורים|חג)(?![\u05D0-\u05EA])/giu;

// Maternity leave is no birth of the law's (safety round r88: "ani chozeret la-avoda ahrei chufshat
// leida … ze over?").
const MATERNITY_LEAVE = /\b(?:chufshat leida|chofesh leida|maternity leave|paternity leave)\b|חופשת (?:ה)?לידה/giu;

// A "kosher phone" is a device, not food or a kitchen (safety round r86: "yesh lo rak telefon kasher.
// hu rotze smartphone … ma osim?"): no practice word for the classifier's verdict to lean on.
const KOSHER_DEVICE = /\b(?:(?:tele?fon|pelefon|mach?shir|phone|cell ?phone|mobile|smart ?phone)s? (?:kasher|kosher|kosher\w*)|kosher (?:phone|cell ?phone|mobile|smart ?phone|device)s?)\b|(?:טלפון|פלאפון|מכשיר|נייד|סמארטפון) (?:כשר|מסונן)/giu;

// Words that name a practice without asking anything of it, blanked before the classifier's verdict
// that a message is law may lean on a word of practice.
// A training course is no kashering (safety round r103: "קורס ההכשרה למשפחות אומנות מתחיל בימי שלישי").
const TRAINING_COURSE = /(?<![\u05D0-\u05EA])(?:ו|ה|ב|ל|ש)?(?:קורס|קורסי|תוכנית|תכנית|מסלול|ימי|יום|שיעורי|מפגשי)\s+(?:ה)?הכשרה(?![\u05D0-\u05EA])|(?<![\u05D0-\u05EA])(?:ה)?הכשרה\s+(?:מקצועית|למשפחות|להורים|לאומנה|לעבודה|של\s+(?:עובדים|מתנדבים|הורים|משפחות))/giu;
const NO_PRACTICE_ASKED = [HOLY_DAY_OVER, KOSHER_DEVICE, ONLY_WHEN, MATERNITY_LEAVE, TRAVEL_FOR_A_FESTIVAL, TOLD_ON_A_HOLIDAY, TRAINING_COURSE];
// …and of them, the ones the situations are read without (Shabbat named only as when still says which
// day a situation is on).
const NO_SITUATION_ASKED = [HOLY_DAY_OVER, TRAVEL_FOR_A_FESTIVAL, TOLD_ON_A_HOLIDAY, TRAINING_COURSE];
const blanked = (text: string, words: readonly RegExp[]): string => words.reduce((rest, pattern) => rest.replace(pattern, ' '), text);

/** "My rabbi said to tell me", "just give me a yes or no": the answer still gives no ruling. */
const RULING_DEMAND =
  /\b(?:(?:my|the|our) rabbi (?:said|told|asked|wants)|just (?:tell|give) me (?:a )?(?:yes|no|ruling|answer|psak)|yes or no|i need a (?:ruling|psak|pesak)|rule on|paskin|pasken)\b|(?:הרב (?:אמר|ביקש)|תגיד לי כן או לא|תני לי פסק|תן לי פסק|רק כן או לא)/i;

/** Asking how to comfort or support someone: a question of feelings, which the classifier may still
 *  hear as law beside a word like "period" ("her period came early — how can I comfort her?"). */
const COMFORT_WANTED =
  /\bhow (?:can|do|should|could) (?:i|we) (?:best )?(?:comfort|support|cheer (?:\w+ )?up|encourage|reassure|console|soothe|be there for)\b|איך (?:אני )?(?:יכול |יכולה |אפשר )?(?:לנחם|לתמוך|לעודד|להרגיע|להיות שם)/i;

export interface HalachicFlag {
  topic: HalachicTopic;
  rulingDemanded: boolean;
  /** The area of halacha named, where the topic alone does not say it (halachic-areas.ts). */
  area?: HalachicArea | null;
}

/** A halachic question asked in its own terms (niddah, agunah, "is it permitted on Shabbat…"). */
function halachicTopicByTerms(text: string): HalachicTopic | null {
  const hasPermission = PERMISSION.test(text);
  const asksAnything = (): boolean => hasPermission || MAY_OR_MUST.test(undisguise(text)) || OBLIGED.test(text);
  for (const rule of RULES) {
    if (rule.toldAsRoutine?.test(text) && !asksAnything()) continue;
    if (rule.always?.test(text) || (hasPermission && rule.withPermission?.test(text))) {
      // Immersing new dishes is a question of the kitchen, not of a woman's immersion.
      return rule.topic === 'mikvah' && VESSELS_DIPPED.test(text) ? 'kashrut' : rule.topic;
    }
  }
  if (ASKING_THE_LAW.test(text) || ASKED_OF_JUDAISM.test(text) || LAW_BY_NAME.test(text) || RULING_REPORTED.test(text)) return 'general';
  return GENERAL.test(text) && hasPermission ? 'general' : null;
}

const DISCLAIMS_THE_LAW =
  /\b(?:(?:i'?m|i am|we'?re|we are) not (?:asking|looking) (?:for |about )?(?:a |any )?(?:psak|pesak|p'sak|ruling|halach\w*|halachic (?:question|ruling|answer))|(?:this|it)(?:'s| is) not a (?:halachic|halacha) question|not a (?:halachic|halacha|psak) question)\b|(?:לא שאלה הלכתית|זו לא שאלה הלכתית|(?:אני )?לא (?:שואל|שואלת|מבקש|מבקשת|מחפש|מחפשת) (?:שאלה )?(?:הלכתית|פסק|פסק הלכה|על ההלכה))/iu;
// (Made once: every disclaimer in the message is taken out before what remains is read.)
const EVERY_DISCLAIMER = new RegExp(DISCLAIMS_THE_LAW.source, 'giu');

/** Places named after a practice ("the school in Mikve Israel", round S8): a name, not the practice. */
const PLACE_NAMES = /\bmikve(?:h)?[- ]israel\b|מקווה ישראל/giu;

export function detectHalachic(message: string): HalachicFlag | null {
  const text = message.replace(PLACE_NAMES, ' ').replace(HOPING_HE, ' ');
  const flag = (topic: HalachicTopic): HalachicFlag => ({ topic, rulingDemanded: RULING_DEMAND.test(text), area: halachicAreaOf(text, topic) });
  const undone = undisguise(text);
  // A gift for mikveh night, a recipe for Pesach, what to wear to sheva brachot: practice is named,
  // but nothing is asked about what may or must be done.
  if (CELEBRATING.test(text) && !MAY_OR_MUST.test(undone)) return null;
  // "I'm not asking for a psak", "לא שאלה הלכתית, יותר רעיונית": the law set aside by the person
  // asking, unless what remains still asks whether something may or must be done (answers S26) —
  // "any sources on that?" asks for sources, which the composer gives.
  if (DISCLAIMS_THE_LAW.test(undone)) {
    const rest = undone.replace(EVERY_DISCLAIMER, ' ');
    if (!PERMISSION.test(rest)) return null;
  }
  const byTerms = halachicTopicByTerms(text);
  if (byTerms) return flag(byTerms);
  // Food for mourners, cooking for Shabbat: a practice named, nothing of its law asked (round 41).
  if (asksNoLaw(undone)) return null;
  // Asked by its situation rather than its terms (detect/halachic-situations.ts), or recognised by
  // the classifier trained on the development set: a rabbi is suggested either way.
  const situation = detectHalachicSituation(blanked(undone, NO_SITUATION_ASKED));
  if (situation) return flag(situation);
  // Words for a speech or a toast ("I have to speak at my brother's sheva brachot — help?"), or a
  // line to quote in one.
  // …or how to explain our keeping to family without hurting them (round r91). (Not what to say to a
  // child: "my daughter of 12 wants to wear an ordinary swimsuit at the hotel pool, I don't know what to
  // say to her" asks the law of modesty.)
  if (
    COMFORT_WANTED.test(undone) ||
    SPEECH_GIVEN.test(undone) ||
    QUOTE_WANTED.test(undone) ||
    SHABBATOT_SHARED_OUT.test(undone) ||
    EVERY_SHABBAT_WANTED.test(undone) ||
    EXPLAINING_WHY_WE_KEEP.test(undone) ||
    // How big a simcha to make, with no word of permission (safety round r102).
    (SIZE_OF_THE_SIMCHA.test(undone) && !PERMISSION.test(undone))
  )
    return null;
  // Shabbat or a holy day named only as the time after which something happens ("what should we
  // watch Saturday night after Shabbat?", "cold to each other since Yom Kippur") names no practice
  // for the classifier's verdict to lean on.
  const practiceText = blanked(undone, NO_PRACTICE_ASKED);
  // Nor is there any when every question asks only how the family decides, gets along or helps ("who
  // decides?", "is that a fair trade?", "how can I actually help?") and no word of the law is said.
  if (asksOnlyHowTheFamilyDecides(undone)) return null;
  if (classifyMessage(text).halachic && (PRACTICE_WORD.test(practiceText) || PRACTICE_WORD.test(withPrefixesApart(transliterationSpelling(practiceText))))) return flag('general');
  return null;
}

/**
 * A halachic question that is what the message asks, beside a disclosure: Shabbat or Sukkot named
 * as the time something happened ("alone at bubby's on shabbos afternoon … how do I handle the
 * sleeping arrangements?") must not turn the answer to a danger into a lesson on Shabbat. When the
 * message asks, its question must be the law's ("is this just kavod ha'baal?"), or the classifier
 * must read the whole message as law: pills gathered "for motza'ei Shabbat" ask nothing of Shabbat.
 */
export function detectLawAsked(text: string): HalachicFlag | null {
  const flag = detectHalachic(text);
  if (!flag) return null;
  // A question may come without its mark ("…ma ha halacha bediyuk" — safety round r92).
  const questions = text.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => /[?？؟]\s*$/.test(sentence.trim()) || UNMARKED_QUESTION.test(sentence.trim()));
  if (questions.some((question) => detectHalachic(question) || LAW_WORD_ASKED.test(question))) return flag;
  return classifyMessage(text).halachic ? flag : null;
}

const UNMARKED_QUESTION = /^(?:ma|mah|what|how|is|are|can|may|do|does|must|ha.?im|eich|efshar|מה|האם|איך|אפשר|מותר)(?![\p{L}])/iu;

// A question that asks the law in its own word, its practice named elsewhere in the message (safety
// round r89: "My boyfriend and I are shomer negiah… Is a goodbye hug really assur?").
const LAW_WORD_ASKED = /\b(?:ass?ur|oss?ur|mutt?ar|halach\w*|halak\w*|forbidden|permitted|prohibited)\b|(?<![\u05D0-\u05EA])(?:אסור|מותר|הלכה|הלכתית|הלכתי)(?![\u05D0-\u05EA])/iu;

// ─── Ruling language: never in an answer ──────────────────────────────────────────────────────

const RULING_PHRASES: RegExp[] = [
  /\b(?:you|you two|you both|both of you|the two of you|one|a couple|a woman|a man|she|he)\s+(?:are|is|would be|will be)\s+(?:(?:fully|completely|definitely|certainly|clearly|still)\s+)?(?:permitted|allowed|forbidden|prohibited|not permitted|not allowed|obligated|exempt)\b/i,
  /\b(?:you're|youre|she's|he's)\s+(?:(?:fully|definitely|certainly|still)\s+)?(?:permitted|allowed|forbidden|prohibited|not permitted|not allowed|obligated|exempt)\b/i,
  /\b(?:it|this|that)(?:'s|’s| is| would be| will be)\s+(?:(?:definitely|certainly|clearly|absolutely|completely|totally|still)\s+)?(?:permitted|forbidden|prohibited|allowed|assur|mutar|not permitted|not allowed|halachically (?:fine|ok|okay|acceptable|permitted|forbidden))\b/i,
  /\b(?:yes|no)\s*[,.!-]?\s*(?:you|one)\s+(?:may|can|must|should)\b/i,
  /\byou\s+(?:may|may not|must not|mustn't|cannot|can't)\s+(?:have|touch|go|immerse|use|eat|carry|sleep|be alone|continue|stop|resume|skip|wait|count)\b/i,
  /\b(?:the )?halach(?:a|ah) (?:is|says) (?:that )?(?:you|it|this)\b/i,
  /\b(?:my|the) ruling is\b/i,
  /\bhalachically(?:,)? you (?:can|may|must|should|are)\b/i,
  /(?:מותר לך|אסור לך|מותר לכם|אסור לכם|מותר לכן|אסור לכן|זה מותר|זה אסור|כן, מותר|לא, אסור|את רשאית|אתה רשאי|אתם רשאים|ההלכה היא ש|הפסק הוא|את חייבת|אתה חייב)/,
];

export function containsRuling(text: string): boolean {
  return RULING_PHRASES.some((pattern) => pattern.test(text));
}

/**
 * Drops the sentences that read as a ruling, keeping the text's lines, bullets and paragraphs. The
 * composer says a person's own words back to them, and "we can't sleep in the same bed for two
 * weeks" said back as "You can't sleep in the same bed…" reads as a ruling from the guide.
 */
export function withoutRulingSentences(text: string): string {
  if (!containsRuling(text)) return text;
  return text
    .split('\n')
    .map((line) => (containsRuling(line) ? removeRulingSentences(line) : line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Drops the sentences that state a ruling; used on model output before deciding to keep it. */
export function removeRulingSentences(text: string): string {
  return text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !containsRuling(sentence))
    .join(' ')
    .trim();
}
