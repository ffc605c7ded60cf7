// Danger recognised as concepts that meet in one sentence, not as whole phrases: a person and a
// harm done to the speaker, the speaker and an ending of life, a means and an intent, a child and
// sexual contact, a weapon and a threat… Each concept is a small vocabulary in English, Hebrew
// (any of the prefixes ו ה ש ב ל מ כ before a stem) and transliterated Hebrew, so a sentence no
// one here wrote still meets the rule when it names the same things in other words.
//
// The text is read after `undisguise` (normalise.ts) and after harmless idioms are blanked out
// ("this commute is killing me", "dying to see", "we hit it off"), so the rules stay narrow where
// everyday speech borrows the words of violence.
import type { SafetyCategory } from '../safety.ts';
import { any, conceptTester, en, he, LIVING_WHERE_OR_BY, near, WORK_AUTHORITY } from './lexicon.ts';
import { transliterationSpelling } from './normalise.ts';

// ─── Vocabularies ─────────────────────────────────────────────────────────────────────────────

// Pronouns are whole words and take only "and" before them: לי is not לילה or בלי (without), בי is
// not בית, שלי is not שליח.
const hePronoun = (...words: string[]) => `(?<![\u05D0-\u05EA])ו?(?:${words.join('|')})(?![\u05D0-\u05EA])`;
const PERSON = any(
  en('he', 'she', 'him', 'her', 'his', 'they', 'husband', 'hubby', 'wife', 'partner', 'spouse', 'boyfriend', 'girlfriend', 'bf', 'gf', 'fianc*', 'ex', 'father*', 'dad', 'daddy', 'mother*', 'mom', 'mum', 'stepdad', 'stepfather', 'stepmother', 'brother*', 'sister*', 'uncle', 'aunt', 'grandfather', 'grandpa', 'cousin', 'neighbou?r', 'teacher', 'rebbe', 'rabbi', 'coach', 'babysitter', 'tutor', 'boss'),
  he('הוא', 'היא', 'בעלי', 'בעלה', 'אשתי', 'אישתי', 'בן הזוג', 'בת הזוג', 'בן זוגי', 'בת זוגי', 'החבר שלי', 'החברה שלי', 'אבא', 'אבי', 'אמא', 'אמי', 'חמי$', 'חמותי', 'חמתי', 'גיסי', 'גיסתי', 'אחי', 'אחותי', 'דוד', 'סבא', 'השכן', 'המורה', 'המלמד', 'הרבי', 'אותו', 'אותה', 'גרוש', 'גרושה', 'האקס', 'הבוס', 'המדריך', 'אבא החורג', 'אמא החורגת'),
  en('hu', 'hi', 'baali', 'baala', 'ishti', 'ishto', 'aba', 'ima', 'husbnd', 'hubs', 'madrich', 'saba', 'gerush', 'gerusha', 'hagerush', 'hagerusha', 'ex-husband', 'ex-wife', 'stepmom', 'stepmother', 'stepfather', 'nanny', 'tutor', 'metapelet', 'hamoreh', 'hamora', 'ganenet', 'mashgiach', 'rav', 'doctor', 'gyno\\w*', 'manager', 'chazzan', 'landlord', 'arus', 'arusa', 'haeks', 'eks', 'chamoti', 'gis', 'gisa'),
);

const SELF = any(en('i', "i'm", 'im', "i've", 'ive', "i'd", 'me', 'my', 'myself', 'mine'), hePronoun('אני', 'לי', 'אותי', 'שלי', 'עצמי', 'אנוכי', 'הייתי'), en('ani', 'li', 'oti', 'atzmi', 'hayiti'));

const BODY = '(?:arm|arms|wrist|wrists|neck|throat|face|hair|head|chest|back|leg|legs|stomach|belly|shoulder|shoulders|hand|hands|body|jaw|mouth|eye|eyes|ribs)';
const ME_OBJECT = any(en('me', `my ${BODY}`), hePronoun('אותי', 'לי', 'בי', 'עליי', 'עלי'), en('oti', 'li', 'bi', 'alai'));

// A child: by word, or by an age under 18 ("אמא שלי בת 80" is no child).
// ("אני הבת שגרה הכי קרוב" — the writer, a grown daughter — is no child: answers round S15.)
const CHILD = any(
  en('kid', 'kids', 'child', 'children', 'son', 'sons', 'daughter*', 'granddaughter*', 'grandson*', 'baby', 'babies', 'toddler', 'infant', 'newborn', 'teen', 'teenager', 'boy', 'girl', 'stepson', 'stepdaughter', 'little one', 'grandchild*', 'grandkids', 'pupil', 'pupils', '(?:first|second|third|fourth|fifth|sixth|seventh|eighth|1st|2nd|3rd|[4-8]th) grader?', 'niece', 'nephew', 'yeled*', 'yalda', 'yeladim', 'tinok*', 'habat', 'haben', 'bati', 'beni', 'labat', 'laben', 'bat shel(?:anu|i)', 'ben shel(?:anu|i)', 'hayeled', 'hayalda', 'hatinok', 'haktana', 'hakatan', 'achoti haktana', 'achi hakatan', 'little (?:brother|sister)', 'younger (?:brother|sister)', 'baby (?:brother|sister)', 'youngest', 'oldest', 'middle one', 'the little ones', 'nechad*', '(?:1[0-7]|[1-9])(?:yo| yo|y/o| yr old| yrs old| year olds?| years old|-year-olds?)', '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen)[ -]year[ -]olds?', '\\d+ month old', 'twins', 'ben (?:(?:1[0-7]|[1-9])(?!\\d)|shalosh|arba|chamesh|shesh|sheva|shmone|tesha|eser)', '(?:bnei|bney|bnot) (?:(?:1[0-7]|[1-9])(?!\\d)|shalosh|arba|chamesh|shesh|sheva|shmone|tesha|eser)', 'bat (?:(?:1[0-7]|[1-9])(?!\\d)|shalosh|arba|chamesh|shesh|sheva|shmone|tesha|eser)', 'nechadim', 'yeladim', 'tinoket', 'hatinok'),
  // A writer who gives an age under 18 ("im 12", "אני בת 14"), and little brothers or sisters.
  en("(?:i'?m|i am) (?:[6-9]|1[0-7])(?=\\s*(?:[,.!?]|$|and\\b|years?\\b|yrs?\\b|y/?o\\b))", 'little (?:brothers|sisters)', 'younger (?:brothers|sisters)'), he('אני (?:בן|בת) (?:[6-9]|1[0-7])(?!\\d)'),
  // A bed wet at night is said of a child.
  en('wets? the bed', 'wetting the bed', 'bed.?wetting', 'martiv(?:a)? ba.?mita'), he('מרטיב בלילה', 'מרטיבה בלילה', 'הרטיב במיטה', 'הרטיבה במיטה', 'מרטיב במיטה', 'מרטיבה במיטה'),
  en('tochter', 'tochterl', 'shvester', 'kleine', 'eynikl', 'einikel', 'mein zun', 'di kinder'),
  he('בן (?:1[0-7]|[1-9])(?!\\d)', 'בת (?:1[0-7]|[1-9])(?!\\d)', '(?:בן|בת) (?:שלנו|שלי|שלך|שלו|שלה|שלהם)', '(?:בן|בת) (?:ה)?(?:שנה|שנתיים|שלוש|ארבע|חמש|שש|שמונה|תשע|עשר)(?![\u05D0-\u05EA])', 'תלמיד(?:ה)? (?:שלי )?(?:ב)?כיתה [א-ט]', 'בן חודשיים', 'בת חודשיים', 'בן \\S+ חודשים', 'בת \\S+ חודשים', 'תאומים', 'ילד', 'ילדה', 'ילדים', 'ילדות', 'ילדיי', 'ילדינו', 'בני$', 'בתי(?![\u05D0-\u05EA])(?! (?:ספר|חולים|כנסת|דין|מדרש|קפה|אבות|המשפט))', 'בננו', 'בתנו', '(?<!אני )הבן', '(?<!אני )הבת', 'תינוק', 'תינוקת', 'פעוט', 'הקטן', 'הקטנה', 'הקטנים', 'נער', 'נערה', 'מתבגר', 'מתבגרת', 'נכד', 'נכדה', 'אחיין', 'אחיינית'),
);

// The ending of one's own life, in any register.
// Joining one of the family who died ("אני רוצה להצטרף לאח שלי. מאז שהוא נפל בעזה…"), not joining a
// conversation, a class or a father on a trip (answers round S32: "ניסיתי להצטרף לשיחה, והן צחקו").
const JOIN_ONE_WHO_DIED_HE = String.raw`להצטרף\s+ל(?:ה)?(?:אח|אחות|אבא|אמא|בעל|אשת|סבא|סבתא|בן|בת|ילד|תינוק|מתים|אבי|אמי|חבר)[\u05D0-\u05EA]*(?![\u05D0-\u05EA])(?!(?:\s+(?:שלי|שלנו|ז"ל|ז״ל))?\s+ו?[לב](?!(?:גן\s+עדן|שמיים|שמים|עולם))[\u05D0-\u05EA])`;
const OWN_DEATH = any(
  // ("someone could die" is a volunteer's beeper, not the asker's death — answers round J13.)
  en("(?:i|to|wanna|gonna|should|just|let me|i'd|i'll|i will|might|rather|and|or) die", "(?<!(?:someone|somebody|anyone|people|patients?|he|she|they|you|who|it|baby|child|kid|dog|cat) )could die", 'painless(?:st)? way', 'least painful way', 'most painless', 'die soon', '(?:vil|vill|want) (?:shoin |shoyn )?(?:nisht|nit) (?:mer )?leben', 'hoping (?:something|a (?:car|truck|bus|train)) (?:bad )?(?:just )?(?:happens|hits me)', 'hope (?:a|the) (?:car|truck|bus|train) hits me', 'be dead', 'i was dead', 'were dead', 'killed myself', "(?:didn't|did not|wouldn't|won't|never|couldn't) wake up", 'not (?:be )?here anymore', 'go to sleep for good', 'sleep for good', 'join (?:my )?(?:late )?\\w+ (?:in heaven|upstairs|up there)', 'be with (?:my )?late', 'lo rotz(?:e|a|im) lihiyot(?=\\s*(?:yoter|od|ba.?chayim|chai|chaya|chayim|po|kan|ba.?olam|[.,!?]|$))', 'check out (?:permanently|for good|early)', 'kill (?:ur|your)self', 'think\\w* (?:about|abt|of) (?:dying|death|my death|ending (?:it|things))', "it'?d be a relief", 'relief (?:to die|if i died)', 'my (?:own )?(?:funeral|levaya)', "(?:the )?chevra kadisha'?s? problem", 'never get up again', 'not come (?:back )?up', 'rest (?:for good|forever|properly)', '(?:hashem|god|g-d|hakadosh baruch hu|the eibershter) (?:(?:should|would|will|could|can|to) )?(?:just )?takes? me', 'take me already', 'finally quiet', 'quiet forever', "(?<!(?:tell|told|telling|ask|asked|asking|inform|informing|meet|meeting|call|calling|from|with|against) )the other side(?! (?:will|would|won'?t|is|isn'?t|was|gets?|of|family|parents|grandparents|feels?|might|may|thinks?|says?|wants?|expects?|always|never|too|that|about|can'?t|cannot|can|could(?:n'?t)?|does(?:n'?t)?|did(?:n'?t)?|has|had|have|should(?:n'?t)?|needs?|pays?|paid|gives?|gave|offers?|offered|agrees?|agreed|refuses?|refused|sees?|saw|hears?|heard)\\b|'s)", 'meet (?:my maker|god|hashem|the creator)', 'stop breathing', "(?:not|won'?t) be (?:around )?to see", "won'?t be at the next", 'not (?:planning|going) to be (?:here|around)', "(?:weren'?t|wasn'?t|won'?t|not) (?:going to|gonna) be around", 'close to the end', 'let go of the (?:wheel|steering)', 'planning my exit', 'hitabdut', 'hitabdout', 'mavet', 'lishon le.?olam', 'lo yihye boker', '(?<!lo rotz\\w* )lehipared', 'higia hazman sheli', 'ba.?tmuna', 'lo mitkavenet lihyot', 'lo le.?hit.?orer', 'lo lehitorer', 'lo (?:rotze |rotza |rotzah )?lakum (?:ba.?\\s?boker)?[.,]? ?af pa.?am', 'lo lakum yoter', 'lo mitkaven lihyot', 'karov lasof', 'mitoreret baboker', 'haderech hashketa', 'be with (?:her|him) again', 'join (?:her|him)', 'stopped taking my (?:\\w+ )?(?:pills|meds|medication|insulin)', 'turn off the lights? (?:for good|forever|permanently)', 'stop(?:ped)? being a (?:problem|burden)', 'not be a (?:problem|burden) (?:for|to) anyone', '(?:lanuach|lehinuach) (?:le.?olam|la.?netzach|sof sof|kvar|ba.?kever|be.?shalom)', 'menuchat olamim', 'not natural causes', "wasn'?t natural", 'cemetery fence', 'buried (?:by|outside) the fence', 'into a truck', 'swerve into', 'steer into', 'drive off (?:a|the) (?:cliff|road|bridge)', 'la.?asot maase', 'mitkaven le.?atzm(?:o|a)', `(?:don'?t|do not|not) want (?:to )?(?:live${LIVING_WHERE_OR_BY.en}|be alive|exist)`, 'make it fast', 'leave this world', 'time (?:for me )?to go(?! (?:to|for|and|out|home|back|shopping|get|see|pick|buy|visit|over|in|up|down|on|through|with|grocery|the gym|work|school|shul|bed|sleep)\\b)', 'my time has come', 'go home to (?:god|hashem)', 'lehamshich lichyot', 'lichyot', 'likfotz', 'lakfotz', 'drown myself', 'to drown', 'before i go(?! (?:in|into|to|out|home|back|there|over|up|down|and|for|shopping|see))', 'after i.?m gone', 'when i.?m gone', 'lihiyot po', 'lamut', 'la.?asot et ze', 'lehitabed', 'lehitaved', 'suicid*', 'kill myself', 'killing myself', 'kms', 'unalive*', 'end it', 'end it all', 'end things', 'ending it', 'end my life', 'ending my life', 'take my life', 'take my own life', 'not be here', 'not be around', 'not be alive', "wasn't here", "weren't here", "wasn't around", "weren't around", 'disappear forever', 'gone forever', 'stop existing', 'not exist', 'cease to exist', 'never wake up', 'not wake up', "don't wake up", 'not to wake up', 'sleep forever', 'go to sleep and never', 'fall asleep forever', 'overdos*', 'jump off', 'jump from', 'jump in front', 'hang myself', 'slit my', 'cut myself', 'cutting myself', 'cut my wrist*', 'cut my arm*', 'cut my leg*', 'hurt myself', 'hurting myself', 'harm myself', 'harming myself', 'self harm*', 'burn myself', 'starve myself', 'put an end to', 'not worth living', 'join my (?:mother|father|mom|dad)', 'drive into', 'crash the car', 'swallow (?:all|every)', 'take (?:all|every) (?:the|my|of my)? ?(?:pills|tablets|meds)', 'lamut', 'lehitabed', 'lehe?almut', 'walk\\w* into the (?:sea|ocean|river|lake|waves|water)', 'done with this world', 'leav\\w* this world (?:early|before)', '(?:decides?|decided) (?:it.?s|it is) done', 'od ehiyeh po', 'lo ehiyeh po', 'kvar lo ehiyeh', 'swim out (?:and|until|so far)', 'and (?:not|never) com(?:e|ing) back', "(?:not|never) (?:planning|going|intending) (?:on|to) (?:coming|come) back", "won'?t be coming back", 'kvar lo (?:ehiye|ehye|ihye|ihiye|eheye)h?', 'lo (?:ehiye|ehye|ihye|ihiye)h? (?:po|kan|od)', 'zol mich (?:shoin |shoyn |shein )?(?:tzu ?)?nemen', 'nem mich (?:shoin |shoyn )?(?:avek|tzu)'),
  en('lishon ve.?lo (?:lakum|lehitorer|lehit.?orer)', 've.?lo lakum (?:yoter|af paam|le.?olam)', 'lo lakum yoter af paam'),
  en('skip the waking(?: up)? part', '(?:do|just) the sleeping part', "(?:don'?t|do not|can'?t) see myself (?:here|around|alive) (?:at|by|for|next|in)", 'lo ro.?(?:a|e) et atzmi po'),
  he('לא (?:רואה|רואָה) את עצמי (?:פה|כאן) ב', 'לא רואה את עצמי (?:פה|כאן) עוד'),
  // Going up a cliff, a roof or a bridge "and not coming back" (round 77c).
  he('(?:על |ל|מ)(?:ה)?(?:צוק|מצוק|גג|גשר)\\S*\\s+(?:\\S+\\s+){0,2}ולא (?:לחזור|לרדת|אחזור|ארד)'),
  en('lesayem (?:im )?(?:ze|hakol|ha.?chayim)', 'ligmor (?:im )?(?:ze|hakol|ha.?chayim)', 'lasim (?:le.?)?(?:ze|hakol|ha.?chayim|ha.?chaim) sof', 'lasim sof (?:le.?)?(?:ze|hakol|ha.?chayim|ha.?chaim)(?! \\w)', 'gomer(?:et)? im (?:ze|hakol|ha.?chayim)', 'egmor im (?:ze|hakol|ha.?chayim)'),
  // "it's me who doesn't want to be here anymore": the wish said of oneself in the third person's verb.
  en("(?:it'?s|its) me (?:who|that) (?:doesn'?t|does not|dont|don'?t) want to (?:be here|live|be alive|wake up|exist)"),
  // Not being around for long, whatever for ("I won't be around to do bedtime for long" — round
  // 75c); "I won't be around this weekend" is only away.
  en("\\bi(?:'?m| am)? (?:\\w+ )?(?:won'?t|wont|will not|not going to|not gonna|may not|might not) be (?:around|here) (?:\\w+ ){0,5}?(?:for (?:very |that |much )?long|(?:much|a lot|very much) longer|for much more|anymore|any more)\\b"),
  // Going to a parent who died ("I want to go to my mother in heaven"), and a goodbye meant to go
  // unnoticed ("the kindest way to say goodbye to your family without them knowing it's goodbye").
  en('(?:go|going|come|coming) (?:to|be with) (?:my |his |her |our )?(?:late )?\\w+ (?:in heaven|upstairs|up there)', 'say(?:ing)? goodbye (?:to (?:\\w+ ){1,3})?without (?:them|him|her|anyone|anybody|(?:my|the|your) \\w+) (?:knowing|noticing|realizing|realising)'),
  // Going under the bath water and staying there.
  en('slip(?:ping|ped)? under (?:the water )?and (?:just )?stay(?:ing)? (?:there|under|down)', '(?:go|going|slip\\w*) under (?:the water )?and (?:not|never) (?:come|coming) (?:back )?up'),
  he('(?:אני )?(?:מסיימת|מסיים|אסיים|גומרת|גומר) עם (?:הכל|הכול|החיים)(?![\\u05D0-\\u05EA])', 'למות', 'לימות', 'שאמות', 'נמאס לי להיות (?:פה|כאן)', 'יכתבו (?:לי )?על המצבה', 'המצבה שלי', 'לסיים עם הכל', 'לסיים עם זה', 'לסיים עם החיים', 'אמות', 'למוות$', 'מוות$', 'המוות$', 'התאבד', 'להתאבד', 'אתאבד', 'אובדנ', 'לגמור עם הכל', 'לגמור עם זה', 'לשים (?:לזה|לכל|לכול|להכל|להכול|לחיים|לחיי) סוף', 'לשים סוף (?:לזה|להכל|להכול|לחיים|לחיי)(?![\\u05D0-\\u05EA])', 'לשים סוף לכל(?:\\s+זה)?(?![\\u05D0-\\u05EA])(?!\\s+ה)', 'לגמור עם החיים', 'לסיים את הכל', 'לסיים את החיים', 'לסיים הכל', 'לשים קץ', 'לא להתעורר', '(?<!(?:לילה אחד|בלילה|בלילות|הלילה|פעם אחת)\\s+)לא לקום(?!\\s+(?:אליו|אליה|אליהם|לתינוק|לתינוקת|להאכיל|בלילה|לבכי|לבדוק))', 'לא להיות פה', 'לא להיות כאן', 'אם אני אעלם', 'אם אני איעלם', 'אם (?:פשוט )?אעלם', 'אם איעלם', 'שאעלם', 'שאיעלם', 'כשאעלם', 'כשאיעלם', 'לא להיות קיים', 'לא להיות קיימת', 'לא להיות בחיים', 'לחתוך את עצמי', 'חותכת את עצמי', 'חותך את עצמי', 'חותכת', 'לפגוע בעצמי', 'פוגעת בעצמי', 'פוגע בעצמי', 'לקפוץ מ', 'לבלוע', 'לקחת את כל הכדורים', 'לישון ולא', 'להירדם ולא', `לא (?:באמת |ממש |בכלל |עוד |כבר |כל כך )?רוצה (?:להמשיך )?לחיות${LIVING_WHERE_OR_BY.he}`, 'לשחרר את ההגה', 'לא רוצה להיות פה', 'לא רוצה להיות בחיים', 'לא רוצה לקום(?!\\s+(?:ל|ב)\\S)', 'ללכת לאבא שלי ז"ל', 'ללכת לאמא שלי ז"ל', JOIN_ONE_WHO_DIED_HE, 'להתעורר', 'לעלות למעלה', 'לעזוב את העולם', 'המוות שלי', 'הלוויה שלי', 'בצד השני', 'לפגוש את בורא עולם', 'להפסיק לנשום', 'להפסיק לנשם', 'לא מתכוונת להיות פה', 'לא מתכוון להיות פה', 'לעזוב את ההגה', 'הגיע הזמן שלי להיפרד', 'להיפרד מכולם', 'שקט מוחלט', 'שקט שלא נגמר', 'הגוף ימות', 'הדרך השקטה', 'לא חושבת שאני אהיה פה', 'לא חושב שאני אהיה פה', 'לא אהיה פה', 'לא אהיה כאן', 'כבר לא אהיה', 'לכבות את האור', 'לנוח ליד', 'לנוח כמו', '(?:לנוח|לישון)[^.!?]{0,12}לתמיד', 'בלי לקום (?:מחר|בבוקר|יותר)', '(?:שהשם|שה\'|שהקב"ה|שאלוקים) (?:י)?יקח אותי', '(?:י)?יקח אותי כבר', 'מנוחת עולמים', 'הר המנוחות', 'לתוך משאית', 'לסובב את ההגה', 'לעשות מעשה', 'לא תאונה', 'ללכת מהעולם', 'הגיע הזמן שלי', 'לטבוע', 'לפני שאני הולכת(?!\\s+ל)', 'לפני שאני הולך(?!\\s+ל)', 'כשלא אהיה פה', 'לזכור ממני'),
  // "I'm jumping" with nowhere to jump to: "אני קופצת לסופר" is popping over to the shop.
  `(?<![\u05D0-\u05EA])(?:אני |ש)?(?:קופצת|קופץ|אקפוץ|לקפוץ)(?=\s*(?:[,.!?;]|$))`
);

// Wanting to vanish, said alone ("every holiday when the family asks 'nu, when?' I want to
// disappear"): may be a wish not to live, may be shame; asked gently, not answered as a crisis.
// A wish said without its "I", as people type on a phone ("want to die. so tired of all of it",
// "rotze lehe'alem. nimas." — round 72): a sentence that opens with the wish speaks of the writer.
const UNSAID_SELF = /(?:^|[.!?…\n,]\s*)(?:(?:just|really|honestly|kinda|sometimes|pashut|rak|stam|kvar|ממש|פשוט|רק|כבר|לפעמים)\s+)?(?:want|wanna|wish|rotz(?:e|a|ah)|rotse|rotsa|רוצה)(?![\w\u05D0-\u05EA])/iu;
const SELF_SAID_OR_NOT = new RegExp(`${SELF.source}|${UNSAID_SELF.source}`, 'iu');
const VANISH = any(en('disappear', 'vanish', 'lehe?alem'), he('להיעלם', 'להעלם', 'להתאדות'));
const WISH = any(
  en('want', 'wanna', 'wish', 'wishing', 'wished', 'hope', 'would rather', "i'd rather", 'thinking about', 'thought about', 'thoughts of', 'think about', 'keep thinking', 'going to(?! die)', 'gonna(?! die)', 'will', "i'll", 'plan*', 'ready to', 'tempted', 'urge*', 'decided', 'should just', 'might as well', 'better if', 'easier if', 'sometimes i', 'how (?:to|do i|would i|can i)', 'what if i', 'if i', 'tried to', 'try to', 'attempt*', 'again', 'relapse*', 'rotz(?:e|a|ah)', 'rotsa', 'rotse', 'choshev', 'choshevet', 'kaniti'),
  he('רוצה', 'רוצים', 'מתחשק', 'הלוואי', 'חושבת', 'חושב', 'חשבתי', 'מחשבות', 'אני הולכת', 'אני הולך', 'תכננתי', 'מתכננת', 'מתכנן', 'החלטתי', 'עדיף', 'ניסיתי', 'לפעמים', 'איך', 'בא לי', 'כבר'),
);

const HOPELESS = any(
  // A weight carried for others and no longer held (round 37, read after its first sight): a pain
  // one will not "burden anyone" with, a family "tired of me", "tired of holding on", "easier if I
  // had never been born", "do everyone the favour", tired of waking up.
  en('lehakbid al (?:af echad|kulam)', 'ma ha.?(?:point|te.?am) (?:le.?)?(?:hamshich|lehamshich|lichyot)', "(?:no one|nobody) (?:would|will|'d) (?:even )?(?:notice|care|miss me) if i (?:was gone|were gone|go|went|disappear\\w*|died|left|wasn'?t here)", 'af echad lo (?:yargish|yasim lev|yitga.?age.?a) (?:im|she.?)', 'af echad lo yargish', 'ayef(?:a|im|ot)? mimeni', 'nimas lahem mimeni', "(?:tired|sick) of (?:holding on|waking up)", "(?:never|not) (?:have )?been born", 'wish i was never born', 'do (?:everyone|them|you all) (?:a|the|that) favou?r', 'lo hayiti nolad(?:et)?'),
  he('להכביד על (?:אף אחד|כולם)', 'אף אחד לא (?:ירגיש|ישים לב|יתגעגע) (?:אם|ש)', 'להעמיס על אף אחד', 'עייפים ממני', 'עייפה ממני', 'נמאס להם ממני', 'עייפה מלהחזיק', 'עייף מלהחזיק', 'לא הייתי נולד', 'לעשות לכולם את הטובה', 'לעשות להם את הטובה'),
  en('ma.?amis(?:a|ah)? al', 'netel al', 'yoter tov bli(?:ay|i)?', 'yihyu yoter tov', 'tov yoter bli(?:ay|i)?'),
  en("(?:won'?t|will not|wouldn'?t) (?:be )?need(?:ing)? (?:\\w+ ){0,3}where i'?m going", "where i'?m going,? i won'?t need", "don't see the point", 'dont see the point', 'no point (?:in )?(?:living|going on|anymore|trying|to (?:any|anything|life|it all))', "what's the point (?:of|in) (?:living|going on|anything|life)", "(?<!(?:this|it|things|that|the situation|we|life|this situation) )(?:can'?t|can not|cannot) go on", "can't do this anymore", 'cant do this anymore', "can't take (?:it|this) anymore", 'cant take (?:it|this) anymore', "can't keep going", 'cant keep going', 'no way out', 'no reason to (?:live|go on|keep going|stay)', 'hopeless', 'a burden', 'burden to (?:everyone|you|them|my)', 'better off without me', 'better off if i', 'everyone would be (?:better|happier)', 'nothing left', 'give up on (?:life|everything)', 'giving up on (?:life|everything)', 'tired of (?:living|life|being alive|existing)', "don't want to be here", 'dont want to be here', "don't want to exist", 'want (?:it|the pain|everything) (?:all )?to stop', 'goodbye (?:letter|note)*', 'said my goodbyes', 'wrote (?:a|my) (?:note|letter)*', 'giving away my', 'nobody would (?:care|notice|miss me)', 'no one would (?:care|notice|miss me)', "won't be a problem (?:much )?(?:longer|anymore)", "how much longer i can", 'not (?:going|gonna) (?:be )?around (?:much )?longer', 'ein li (?:yoter )?ko.?(?:a)?ch(?=\\s*(?:[.,!?;:]|$|yoter|kvar|anymore|le.?\\s?klum|la.?\\s?kol|le.?\\s?kol|lichyot|la.?\\s?chayim|le.?\\s?hamshich|la.?\\s?kum|le.?\\s?af|la.?\\s?shum|le.?\\s?shum|(?:ve|u|just|and)\\b))', 'nimas li meha(?:chayim|kol)', 'ein li ta.?am', 'nobody (?:\\w+ )?(?:would|will) (?:care|notice|miss)', 'no one (?:\\w+ )?(?:would|will) (?:care|notice|miss)', "can't hold on", 'holding on by a thread', 'solve (?:a lot of|all) (?:the )?problems for everyone', "can't keep living", 'tired of fighting', 'made my peace', '(?:like a )?goodbye,? even if it (?:is|really is) (?:one|a goodbye|goodbye)', 'this is goodbye', 'goodbye forever', "i'm done with (?:life|everything|it all|living)", "(?:i'?m|im|i am) (?:so |just |really |completely |totally |honestly )+done(?: with)? (?:life|everything|it all|all of it|living)(?!\\s+(?:he|she|they|you|that|about|at|in|re|related|for|with|to|on|around)\\b)", "what'?s (?:even |really |honestly )?the (?:point|use)(?: (?:anymore|of (?:it all|any of it|anything|trying|waking up|getting up|me|my life)))?(?=\\s*(?:[.?!…]|$))", "easier (?:for everyone )?if i (?:wasn't|weren't|was not|were not) (?:here|around|alive)", 'looked up how', 'letters to my (?:kids|children|family|husband|wife)', 'want to sleep forever', 'want to disappear', '(?:updat\\w*|wr(?:ote|iting)|sign\\w*) (?:a |my )?will', 'gave (?:my|away) (?:\\w+ ){0,3}(?:watch|guitar|jewelry|things|books|bike|keys)', 'giving (?:something|things|stuff) away', "won'?t need (?:them|it|winter|clothes|these)", "(?:kids|everyone|they|family|husband|wife|children) (?:would|will|'d) be (?:better|fine) (?:off )?without", '(?:kids|everyone|they|family|husband|wife|children) (?:would|will|wud) be (?:better|beter) off', "that'?d be quick", 'would be quick', 'quickest way', "i don'?t deserve (?:to (?:eat|live)|food)", 'better (?:off )?in the next world', 'olam haba', 'netel', 'ntel', 'machbida', 'lo etztarech', 'lo tzarich et ze', 'chilka et', '(?<!(?:asinu|katavnu|osim|nichtov|la.?asot|orchim) )tzavaa', 'leave everything (?:ready|organi[sz]ed|in order)', '(?:get|put|getting|putting) my affairs in order', 'last thing (?:she|he|they) (?:hears|will hear|hear) from me', '(?:checked|made sure|sorted|in order|up to date|pays? out)[^.?!]{0,30}life insurance', 'life insurance[^.?!]{0,30}(?:in order|paid up|sorted|pays? out|still pays|covers? (?:it|everything))', 'the pills are (?:already )?counted', "i've done my part", 'jealous of (?:the )?(?:dead|people in (?:there|the cemetery))', 'envy the dead', 'nothing (?:excites|interests|matters to) me', 'no lifeguards', 'left a (?:note|letter)', 'ein sham matzilim', 'hisharti michtav', 'shum davar lo', 'lehamshich lichyot', 'wish i (?:was|were) (?:dead|gone|never born)', 'wish i (?:had never been|was never) born', 'a last far', 'yistadru (?:beli|bli)', 'yoter tov mimeni', 'raise them better than (?:me|i)', '(?:manage|cope|be fine) (?:just fine )?without me'),
  // Follow-up batch 66c: "לא משנה. בקרוב זה כבר לא יהיה הבעיה שלי" — soon it will not be one's
  // problem, said of one's own life, not of a task handed on.
  en("(?:soon|before long|after (?:tonight|this week)|in a (?:few days|week|little while)),? (?:(?:it|this|that) (?:won'?t|will not|wont)|none of (?:it|this|that)(?:'ll| will)) be my problem(?! (?:because|since|once|when|after) (?:he|she|they|we)\\b)", "(?:soon|before long),? i (?:won'?t|will not|wont) be (?:anyone'?s|your|a|their) (?:problem|burden)", 'bekarov (?:ze )?(?:kvar )?lo yihye ha.?baaya sheli'),
  he('(?:בקרוב|עוד מעט) (?:זה )?(?:כבר )?לא (?:יהיה|תהיה) (?:ה)?בעיה שלי(?![^.!?]{0,20}(?<![\\u05D0-\\u05EA])(?:כי|כש|אחרי ש|ברגע ש)\\s*(?:הוא|היא|הם|ה))', '(?:בקרוב|עוד מעט) (?:אני )?(?:כבר )?לא אהיה (?:בעיה|נטל) (?:של |על )?(?:אף אחד|מישהו|לכם|לך|אף אחת)', 'לא אהיה נטל על (?:אף אחד|אף אחת|אף אחד יותר|אף אחד מכם)'),
  // Round K1: "I don't know how to go on like this" — read before only by chance, as a rule for
  // sexual violence ("בכיתי… להמשיך"); a check of its own now.
  en("(?:don'?t|do not|dont) know how (?:to|i can|i(?:'m| am) supposed to|much longer i can) (?:go on|keep going|carry on)(?=\\s*(?:[.,!?]|$|like this|anymore|any ?longer))", 'lo yoda.?at eich lehamshich', 'lo yodea eich lehamshich'),
  he('לא (?:יודעת|יודע) (?:איך|כמה עוד) (?:אני )?(?:אפשר )?(?:להמשיך|ממשיכה|ממשיך|אוכל להמשיך)(?=\\s*(?:[.,!?]|$|ככה|כך|יותר|הלאה))'),
  he('מה הטעם (?:ש|ב)?(?:אני )?(?:חיה|חי|לחיות|בחיים|להמשיך)', '(?<!(?:אומר|אומרת|אמר|אמרה|טוען|טוענת)\\sש?)אין טעם(?!\\s+ש(?:גם\\s+)?(?:הוא|היא|הם|הן|אתה|את|אבא|אמא|בעלי|אשתי|הילדים)(?![\\u05D0-\\u05EA]))', 'אין לי טעם', 'אין לי כוח לחיות', 'אין לי כוח יותר', 'אין לי בשביל מה', 'אין לי סיבה', 'לא (?:יכולה|יכול) יותר(?!\\s+ל(?:הסיע|נהוג|בשל|נקות|כבס|סדר|קנות|שלם|ממן|ארח|עבוד|הגיע|אסוף|הכין|ארגן|תקן)\\S*)', 'נמאס לי מהחיים', 'נמאס לי לחיות', 'נמאס לי מהכל$', 'עייפה מהחיים', 'עייף מהחיים', 'טוב יותר בלעדיי', 'יהיה להם טוב יותר', 'יהיה לכולם טוב', 'יהיה לכולם יותר טוב', 'נטל', 'אין תקווה', 'אין מוצא', 'אין לי תקווה', 'מכתב פרידה', 'מכתבי פרידה', 'אף אחד לא ישים לב', 'אף אחד לא יתגעגע', 'לא אהיה פה עוד הרבה', 'כמה עוד אני יכולה', 'כמה עוד אני יכול', '(?<!(?:ילמד|תלמד|ילמדו|ללמד|לימד|לימדה|לימדו|ילמדו אותו|ללמוד)\\s+)לוותר על הכל(?!\\s+(?:בשביל|למען|כדי|בשבילו|בשבילה|בשבילם))', 'לוותר על החיים', 'לא מחזיקה', 'לא מחזיק מעמד', 'לא מחזיקה מעמד', 'אין לי סיבה להמשיך', 'אין לי כוח להמשיך', 'לא רוצה להמשיך(?:\\s+(?:יותר|לחיות))?(?=\\s*(?:[.,!?…]|$))', 'בא לי להיעלם', 'מתי זה ייגמר', 'כתבתי מכתבים', 'נפרדתי מכולם', 'עייפה מלהילחם', 'עייף מלהילחם', 'גמרתי עם הכל', 'הלוואי שלא הייתי נולדת', 'הלוואי שלא נולדתי', 'עדיף שלא הייתי', 'אין לי כבר מה לתת', 'כתבתי צוואה', 'הצוואה שלי', 'השארתי צוואה', 'צוואה לילדים', 'חילקה את', 'חילקתי את', 'נתתי לאחי את', 'לא מגיע לי', 'בעולם הבא', 'תודה לכולם', 'מודה לכולם על הכל', 'פרידה,? גם אם (?:זו|זאת|זה) (?:פרידה|באמת פרידה)', 'גם אם (?:זו|זאת|זה) (?:באמת )?פרידה', 'ואז זה כבר לא (?:י)?ישנה', 'עשיתי את מה שהייתי צריכ(?:ה|ה לעשות)?', 'עשיתי את החלק שלי', 'היה נחמד (?:להכיר|לחיות|איתכם|כל עוד|בינתיים)', 'תודה על הכל,? היה נחמד', 'להשאיר לבעלי הכל מוכן', 'להשאיר הכל מוכן', 'סוגרת קצוות', '(?:בדקתי|וידאתי|סידרתי)[^.?!]{0,30}ביטוח (?:ה)?חיים', 'ביטוח (?:ה)?חיים[^.?!]{0,30}(?:מסודר|בתוקף|משלם|מכסה)', 'השארתי מכתב', 'שום דבר לא מזיז לי', 'מקנאה במתים', 'יסתדרו בלעדיי', 'יסתדרו גם בלעדיי', 'יסתדרו בלי', 'יותר טוב ממני'),
);

// Means of ending a life that everyday messages seldom name: with a plan alone (no other word of
// despair) they make a crisis.
const MEANS_UNUSUAL = any(
  en('sleeping pills', 'painkillers', 'rope', 'noose', 'hevel', 'medicine cabinet', 'stilnox', 'cipralex', 'vaben', 'lyrica', 'prozac', 'zoloft', 'lorivan', 'antidepressants', 'stones in (?:my )?(?:coat )?pockets?', 'cliffs?', 'the edge', 'roof access', 'closed garage', 'engine running', 'chanaya sgura', 'tzukim', 'clonex', 'clonazepam', 'xanax', 'valium', 'lorazepam', 'seroquel', 'lithium', 'ambien', 'charcoal', 'ekdach', 'razor*', 'blade*', 'gun', 'guns', 'pistol', 'rifle', 'firearm', 'bullet*', 'ledge', 'tracks', 'poison', 'bleach', 'exhaust', 'overdose', 'chevel'),
  he('כדורי שינה', 'כדורי הרגעה', 'קלונקס', 'סטילנוקס', 'ציפרלקס', 'ואבן', 'ליריקה', 'פרוזאק', 'לוריוון', 'צוקים', 'מעבר רכבת', 'המעקה', 'להדליק את המנוע', 'פחמים', 'החבל$', 'חבל תלי', 'קניתי חבל', 'קנה חבל', 'קנתה חבל', 'עם חבל', 'חבל עבה', 'חבל ארוך', 'סכין גילוח', 'סכיני גילוח', 'אקדח', 'רובה', 'נשק', 'רעל', 'אקונומיקה', 'מנת יתר'),
);
// A dying parent's painkillers at home (safety round 82): "all his morphine is with me at home".
const OPIOIDS = any(
  en('morphine', 'morfium', 'oxycodone', 'oxycontin', 'oxy', 'fentanyl', 'opioids?', 'opiates?', 'percocet', 'tramadol', 'methadone', 'codeine'),
  he('מורפיום', 'מורפין', 'אוקסיקודון', 'אוקסיקונטין', 'אוקסי$', 'פנטניל', 'פרקוסט', 'טרמדקס', 'טרמדול', 'אופיאטים', 'מתדון', 'קודאין'),
);
// Every means, also the objects and places of an ordinary day (pills, a knife, a train, a roof,
// the sea): a crisis only beside words of death or despair. With "tomorrow" or "I bought" alone
// they were a crisis, and so was "we're taking the train tomorrow to my in-laws".
const MEANS = any(
  MEANS_UNUSUAL.source,
  OPIOIDS.source,
  en('pills', 'pill', 'tablets', 'meds', 'medication*', 'tylenol', 'paracetamol', 'advil', 'insulin', 'acamol', 'insulin pens?', 'fences?', 'freight', 'trains?', 'platform', 'koma', 'halon', 'gag', 'the sea', 'the beach at night', 'knife', 'knives', 'bridge', 'roof', 'rooftop', 'balcony', 'train', '(?:\\d+(?:st|nd|rd|th)|top|highest) floor window', 'window (?:on|of|at) the (?:\\d+(?:st|nd|rd|th)|top|highest) floor', 'kadurim', 'sakin', 'ha.?gesher', 'gesher'),
  he('כדורים', 'תרופות', 'אקמול', 'אופטלגין', 'נורופן', 'רציף', 'הקצה', 'חניון', 'קופסאות', 'הקומה ה', 'החלון', 'לתוך הים', 'לקפוץ לים', 'חבל$', 'סכין', 'סכינים', 'גשר', 'גג', 'מרפסת', 'רכבת', 'גז$'),
  en('the gas(?! (?:bill|company|station|tank|grill))'),
);

const PLAN = any(
  en('(?:got|have got|picked up) (?:the|some|enough|a (?:box|bottle|pack) of) (?:\\w+ )?(?:pills|tablets|meds|rope)'),
  en('saving (?:them )?up', 'saved up', 'stockpil*', 'stock shel', 'ha.?layla', 'machar', 'collecting', 'hoard*', 'been planning', 'have a plan', 'made a plan', 'the plan', 'decided', 'tonight', 'this weekend', 'tomorrow', 'when (?:the kids|everyone) (?:is|are) asleep', 'researching how', 'looked up how', 'googl* how', 'how many (?:pills|tablets)', 'how much (?:would it take|is lethal|is enough)', 'lethal', 'enough to', 'stand on', 'stood on', 'bought', 'a date', 'set a date', 'ready', 'the right dose', 'wrote (?:a|my) (?:note|letter)', 'kaniti', 'achrei shabbat', 'looked up', 'researching', 'schedule', 'checked (?:when|what time|which|if)', 'which (?:bridges|buildings|roofs)', 'sat with it', 'took it out', 'keeping them', 'in an envelope', 'bli chagora', 'without (?:my |a )?seatbelt', 'note in the (?:glove|car)', 'bacharti', 'chose (?:a|the) (?:station|place|day)', 'bdakti', 'asafti', 'osefet', 'what a whole', 'a whole (?:pen|bottle|box|pack)', "(?:she|he)'?ll be at", 'everyone (?:is )?at work', 'counted', 'took (?:too many|too much|a lot of|a handful)', 'in the (?:garage|shed|basement|closet)', 'bamachsan', 'machsan', 'safarti', 'maspik', 'lesader (?:\\w+ )?lifnei', 'ha.?tochnit', 'likbo.?a ta.?arich'),
  he('אוספת', 'אוסף', 'אוגרת', 'אוגר', 'חוסכת', 'שומרת בצד', 'שמרתי', 'תכננתי', 'תוכנית', 'תכנית', 'החלטתי', 'הלילה', 'מחר', 'בסוף השבוע', 'קניתי', 'בדקתי', 'חיפשתי באינטרנט', 'הוצאתי אותו', 'ישבתי איתו', 'במעטפה', 'שתי חבילות', 'כולם בעבודה', 'כולם בבית הכנסת', 'לקחתי יותר מדי', 'לקחתי הרבה', 'לקחתי חופן', 'כמה כדורים', 'מנה קטלנית', 'קטלני', 'מוכנה', 'מוכן', 'עמדתי על'),
);

// A bone of the writer's broken by someone ("he broke my finger" — a development line the
// classifier alone had read): with a person who did it, a crisis (the rules below).
const BROKE_MY = any(en('(?:broke|fractured|cracked|dislocated|busted|split) my (?:finger|fingers|arm|wrist|nose|ribs?|jaw|tooth|teeth|hand|leg|lip|collarbone|eye socket|eardrum)'), he('שבר לי את ה', 'שברה לי את ה', 'שבר לי (?:אצבע|יד|אף|צלע|שן)', 'שברה לי (?:אצבע|יד|אף|צלע|שן)'));
// A blow made small (safety round r102: "It was only a shove but I hit my head on the doorframe").
const BLOW_MADE_SMALL = any(
  en('(?:only|just|merely) a (?:little |small |tiny |light |quick |playful )?(?:shove|push|slap|smack|punch|kick|whack)'),
  he('(?:רק|סתם) (?:דחיפה|סטירה|מכה קטנה|בעיטה|אגרוף)(?![\\u05D0-\\u05EA])'),
);
// "Is it normal for a husband to hit because the flat is dirty?" (r104): the verb without its object.
const HITS_SAID_WITHOUT_WHOM = any(
  he('(?:בעל|בעלי|ש?הוא|אבא|אבא שלי|אבא שלהם) מכה(?=\\s+(?:אותי|אותנו|אותה|אותו|אותם|את|כש|בגלל|כי|כל|רק|לפעמים|תמיד|מדי|אם|ילדים|ילד)|\\s*[?.!,]|\\s*$)'),
);
const HARM_ACT = any(
  en('mechanek\\w*', 'chanak\\w*', 'chinek\\w*', 'lachnok'),
  en('hit', 'hits', 'hitting', 'slap*', 'punch*', 'kick*', 'pushed', 'shoved', 'shoves', 'shoving', 'chok*', 'strangl*', 'beat', 'beats', 'beating', 'beaten', 'bit me', 'bites me', 'burn*', 'grab*', 'grip*', 'twist*', 'yank*', 'drag*', 'pull* my hair', 'pull* me by', 'pinn*', 'pin me', '(?<!\\b(?:i|me|we|us|myself) )(?:threw|throws|throwing)(?! (?:a |an |the |my |his |her )?(?:party|parties|tantrum|tantrums|fit|fits|shade|sources?|ideas?|quotes?|questions?|words?|jokes?|money|out|away|up|together|myself|himself|herself|in the towel|a curveball|curveballs)\\b)', 'missed my (?:head|face|eye)', 'missed me by', 'flew (?:past|by) my (?:head|face)', 'smack*', 'spit on', 'spat(?! up)', 'shook me', 'shakes me', 'shaking me', 'squeez\\w*(?! (?:the |a |some )?(?:toothpaste|tubes?|lemons?|limes?|oranges?|juice|sponge|towel|budget|time|schedule|in|past|through|into|by))', 'pinch(?:es|ed|ing)?', '(?<!(?:is|was|still|gets|got|been|being) )knock*(?! out (?:from|by|on|with) (?:the |his |her |my |their )?(?:\\w+ )?(?:meds|medication|medicine|pills|painkillers|anesthe\\w*|anaesthe\\w*|sedat\\w*))', 'attack*', 'assault*', 'strik*', 'struck', 'whip*', 'belt*', 'hurts? me physically', 'physically hurt*', 'rough(?:s|ed)? (?:me )?up', 'bang* my head', 'slams? me', 'slammed me', 'hold* me down', 'held me down', 'backhand*', 'tackl*', 'trip* me', 'slamm?e?d? my', 'spank*', 'paddl*', 'wooden spoon', 'with a (?:belt|slipper|hanger|stick|cane|shoe)', 'hits? (?:them|him|her) with', 'marbitz*', 'hirbitz*', 'makeh', 'maka', 'makot', 'dochef', 'dachaf', 'chanak', 'tofes', 'tafas', 'sotar', 'sotter', 'zorek*', 'zarak', 'betkoach', 'bekoach', 'be koach', 'mitaltel', 'tiltel', 'hichta', 'hikta', 'hiketa', 'hikah', 'hika oti', 'chatcha oti', 'sidra oti', 'marbitz le', 'sterot', 'sterah', 'egrof*', 'by (?:my|the) throat', 'against the (?:wall|fridge|door|car|washing machine)', '(?:hand|hands) (?:on|around) my (?:throat|neck)', "i got (?:slap|kick|punch|hit)\\w*", 'stab\\w* me', 'slammed the door on (?:me|my)', 'to the (?:ribs|head|face|stomach)', 'forced me to do (?:things|stuff|it)'),
  he('הרביץ', 'מרביץ', 'מרביצה', 'הרביצה', 'מכה אות', 'מכים אות', 'מכות אות', 'היכו אות', 'הכו אות', 'מכים את (?:ה)?(?:בן|בת|ילד|ילדה|ילדים|נער|נערה)', 'היכה', 'הכה', 'מכות', 'דחף', 'דוחף', 'דחפה', 'דוחפת', 'חנק', 'חונק', 'חנקה', 'תפס(?:ו)?$', 'תופס', 'תפסה', 'סטר', 'סוטר', 'סטירה', 'סטירות', 'בעט', 'בועט', 'צבט', 'צובט', 'משך לי בשיער', 'משך אותי בשיער', 'מושך בשיער', '(?:משך|משכה|מושך|מושכת|גרר|גררה|גורר|גוררת) (?:אותי|אותה|אותו|אותם) (?:בשיער|בשערות|בשערה|בשערו|בשערותיה|בכוח)', '(?:זרק|זרקה|זורק|זורקת)(?:\\s+\\S+){1,4}(?= על )', '(?:זרק|זרקה|זורק|זורקת)(?= (?:עליה|עליו|עליהם|עלינו)(?![\\u05D0-\\u05EA]))', 'זרק עלי', 'עף ליד הראש שלי', 'עפה ליד הראש שלי', 'פספס את הראש', 'פספסה את הראש', 'כמעט פגע בי', 'כמעט פגעה בי', 'זרקה עלי', 'זורק עלי', 'זורק דברים', 'נשך', 'שרף', 'טלטל', 'טילטל', 'מטלטל', 'מטלטלת', 'מרביץ ל', 'נתן לי בעיטה', 'בעיטה', 'חנק אותי', 'קרחת', 'שברה לי', 'שבר לי', 'על הראש', 'לזרוק עלי', 'זורקת עלי', 'פגעה לי', 'פגע לי', 'טרק עלי', 'דוקרת', 'דוקר', 'דקר', 'דקרה', 'נותן להם מכות', 'נותן לו מכות', 'נותן לה מכות', 'עם חגורה', 'עם נעל', 'עם מקל', 'הפיל אותי', 'תקף אותי', 'תקפה אותי', 'הצמיד אותי', 'הטיח', 'לחץ לי על הצוואר', 'סובב לי', 'קרע לי'),
  // A slap or a blow, transliterated: "hu heviah li stira", "natan li maka".
  // A blow "given" in Hebrew ("אתמול הוא נתן לי אגרוף בבטן" — a development line the classifier
  // alone had read, as "possible").
  he('(?:נתן|נתנה|הביא|הביאה|תקע|תקעה)\\s+(?:לי|לה|לו|לנו)\\s+(?:אגרוף|אגרופים|סטירה|סטירות|מכה|מכות|בעיטה|בעיטות|כאפה|כאפות)'),
  en('stira', 'stirot', 'sticha', 'hevi(?:ah?)? li (?:stira|sticha|maka|agrof|beita)', 'natan li (?:stira|sticha|maka|agrof|beita)', 'sotar li', 'satar li'),
  // A kick, transliterated: "hu bo'et bi kshe'ani al ha'ritzpa" (safety round 73).
  en('bo.?e(?:t|tet) b(?:i|a|o|anu|ahem)', 'ba.?at(?:a)? b(?:i|a|o|anu|ahem)'),
);


const SEX = any(
  en('sex', 'sexual*', 'intima*', 'niddah', 'nidah', 'did (?:something|stuff|things) to me', 'asa li (?:mashehu|dvarim)', '(?:mikva|mikve|mikvah|mikveh|tevila|tevilah|immersion) nights?', 'night of (?:the )?(?:mikva\\w*|mikve\\w*|tevil\\w*|immersion)', 'leil (?:ha.?)?tevila', 'bamita', 'balayla', 'tearing', 'torn', 'did what he wanted', 'does what he wants', 'sleep with (?:him|her)', 'have sex', 'do things', 'he wants it', 'his needs', 'in bed', 'at night', 'the nights', 'closeness', 'nagah ba', 'noge.?a ba', 'mathil', '(?:him|her)self on me', 'his way with me', 'his needs', 'his rights', 'be together', 'being together', 'marital', 'conjugal', 'wants it', 'do it(?! (?:right|again later|for (?:the|a) (?:kids|money|mitzvah)|properly|together as a family|at (?:the )?(?:table|dinner|breakfast|lunch|meals?|shul|work)))', 'does it(?! (?:count|matter|mean|work|help|apply|need|have|make|say|change|look|take|cost|come|go|seem|sound|still|really|hurt the|affect))', 'sleep with', 'slept with', 'have relations', 'relations', 'marital relations', 'in bed', 'touch\\w* (?:her|him|them|me|my \\w+)', 'undress*', 'naked', 'nude', 'private parts', 'privates', 'on top of me', 'rape*', 'molest*', 'grope*', 'fondl*', 'porn*', 'his body', 'my body', 'onah', 'mitzvat onah', 'bedroom', 'kiss* (?:her|him|me) (?:on|in)', 'bath with', 'shower with', 'sleeps in (?:her|his) bed', 'oness?', 'yachasim'),
  he('יחסים', 'יחסי מין', 'עשה לי משהו', 'עשה לי דברים', '(?<!ש)מין$', '(?<!ש)מיני$', '(?<!ש)מינית$', 'מיניות', 'לשכב', 'שוכב', 'שכב', 'נוגע', 'נגע', 'נגיעות', 'מקומות מוצנעים', 'מקומות אינטימיים', 'איברים מוצנעים', 'ערום', 'ערומה', 'ערומים', 'אינטימי', 'אינטימיות', 'במיטה', 'אונס', 'אנס$', 'אנסו$', 'אנסים$', 'אנסת$', 'אנסה אות', 'תקיפה מינית', 'הטרדה', 'מצוות עונה', 'חובת עונה', 'פורנו', 'מתקלח איתה', 'מתקלח איתו', 'קרבה', 'הלילות', 'בלילות', 'משתפת פעולה', 'לשתף פעולה', 'עשה מה שרצה', 'עושה מה שהוא רוצה', 'ליל טבילה', 'ליל הטבילה', 'לילה כזה', 'ליל שישי', 'שיירדם'),
);

// "I cry" as a refusal or a body's answer, not as crying somewhere or over something ("I cry at the
// bank", "I cry at every bar mitzvah" — safety round 62).
const I_CRY = 'i cry(?! (?:at|in|over|about|every|all|during|on|for|because|easily|a lot|at night|myself))';
// "I owe him": the duty concept and the refusal concept both read it, so the rule that asks for
// both asks for a refusal in other words ("what do I owe her?" asked of a mother is neither —
// round 79c).
const OWE_THEM = 'owe (?:him|her)(?! (?:a new|an? \\w+ (?:one|mixer|bowl|car|phone)|money|back|the|rent|\\d|an apology|a favou?r|for the|anything|some|part|half|a refund|\\$|₪))';
const REFUSED_OR_FORCED = any(
  en('forc*', 'makes? me (?:have|do|sleep|perform|watch|be with)', 'made me (?:have|do|sleep|perform|watch)', '(?<!(?:blood|peer|water|tyre|tire|air|high|low) )pressur*', "won't stop", "doesn't stop", 'does not stop', "didn't stop", "wouldn't stop", 'even (?:when|though|if) i (?:say|said|tell|told|beg|begged|cry|cried)', 'when i say no', 'i (?:say|said|told him|tell him) no', 'against my will', "(?:can't|cant|cannot) (?:refuse|say no)", 'not allowed to (?:refuse|say no)', "i'm not allowed to say no", 'entitled', 'while i (?:was )?(?:asleep|sleeping|crying|drunk)', 'when i(?:.m| am| was)? (?:asleep|sleeping|crying)', I_CRY, 'hold me down', 'held me down', 'pinned me', "doesn't care (?:if|that|when) i", 'no choice', "don't want to", 'do not want to', 'threatens? (?:to|me)', 'unless i', "(?:didn't|doesn't|won't|wouldn't) wait", 'just takes', 'takes what he wants', 'without asking', 'pins? me (?:down|to)', 'freeze up', 'be.?koach', 'lo mekabel lo', 'yeshena', 'lesarev', 'moredet', "isn'?t his job to wait", "(?:won't|doesn't) wait until i", 'no matter what i say', 'whatever i say', 'consensual', 'consent', 'magia lo', 'lokeach et ma', 'bli haskama', 'lelo haskama', 'without (?:my )?(?:consent|permission)', 'lo shomea', "(?:won't|doesn't|does not|will not) take no", 'no for an answer', "things i (?:don't|do not) (?:want|like)", 'even (?:when|though|if) it hurts', 'it hurts and', "(?:doesn't|does not) care (?:that|if|when) it hurts", 'wakes? me (?:up )?(?:for|to|in the middle)', 'gets? (?:angry|mad|violent) (?:if|when) i (?:refuse|say no|am not in the mood)', "if i (?:don't|do not|refuse)", 'not in the mood', 'too tired', 'sick', 'fever', 'still healing', '(?<!(?:how long|how soon|how many (?:days|weeks|months)|days|weeks|months|\\d) )after (?:the )?birth'),
  he('מכריח', 'הכריח', 'מכריחה', 'כופה', 'כפה', 'לכפות', 'בכוח', 'בעל כורחי', 'נגד רצוני', 'בלי הסכמה', 'לא מפסיק', 'לא הפסיק', 'גם כשאני אומרת לא', 'גם כשאני אומר לא', 'למרות שאמרתי לא', 'אמרתי לא', 'כשאני בוכה', 'כשאני ישנה', 'בזמן שישנתי', 'לא יכולה לסרב', 'אסור לי לסרב', 'אין לי ברירה', 'לא (?:הסכים|מסכים|מוכן|היה מוכן) לחכות', 'לא רוצה ו', 'לא רציתי', 'לא מחכה שאני מוכנה', 'לא מחכה שאסכים', 'לא משנה מה אגיד', 'לוקח מה שהוא רוצה', 'פשוט לוקח', 'בלי לשאול', 'מסרבת', 'לסרב', 'מורדת', 'התחננתי', 'ביקשתי שיפסיק', 'לא מקבל לא', 'דברים שאני לא רוצה', 'כואב לי והוא', 'מעיר אותי', 'זכות לסרב', 'אם אסרב', 'כשאני מסרבת', 'לא במצב רוח', '(?:גם )?כשאני עייפה', 'עייפה והוא', 'מחביא את המפתח', 'נועל את דלת'),
);
const NO_CONSENT_ACTS = any(REFUSED_OR_FORCED.source, en(OWE_THEM));
// "It's my duty": a claim of duty names no act by itself, and the duty concept (WIFE_DUTY) reads
// the same words, so the two meet only when something else is said ("my obligation to host his
// parents" is not a disclosure; "he says sex is my duty" is).
const DUTY_CLAIM = any(en('my (?:duty|obligation)', "it's my duty", 'wifely duty'), he('חובה שלי', 'החובה שלי', 'זו חובתי', 'חובת האישה'));
const NO_CONSENT = any(NO_CONSENT_ACTS.source, DUTY_CLAIM.source);

// "When I say no he doesn't stop": alarming even before anything sexual is named.
const SAYS_NO = any(en('me crying', 'say no', 'said no', 'saying no', 'said stop', 'say stop', 'tell him no', 'told him no', 'told him to stop', 'asked him to stop', I_CRY, 'i cried', 'cried', "i'm crying", 'beg', 'begged', 'push him away', 'pushed him away', 'refus*', 'amra lo', 'amarti lo', 'lo mekabel lo', 'no means no', 'tell him it hurts', 'it hurts', 'bocha', 'bocheh', 'i freeze(?! (?:it|them|the|some|a|an|this|that|these|those|my|our|leftovers|dough|soup|meat|chicken|food|meals?|cakes?|bread|challah|babka)\\b)'), he('אומרת לא', 'אמרתי לא', 'בוכה', 'בכיתי', 'אומרת לו שכואב', 'מתחננת', 'התחננתי', 'דוחפת אותו', 'ביקשתי שיפסיק', 'ביקשתי ממנו להפסיק', 'שיפסיק', 'מסרבת', 'סירבתי'));
// Freezing, or a yes taken from it: with a word of sex a crisis, before a person alone possible.
// ("I froze and didn't know what to say when she asked…", "I froze and said we'd talk tomorrow":
// lost for words in a conversation — answers round J13, round 58 — not a body that stops.)
const FROZE_FOR_WORDS = "(?!(?: and| when| because| as)? (?:i )?(?:just )?(?:didn'?t|did not|couldn'?t|could not) (?:know )?(?:what to (?:say|answer|reply|tell)|how to (?:answer|respond|reply)|find (?:the|any) words)| and (?:said|told|answered|changed the subject|mumbled|laughed|stammered))";
// (Also after the moment: "he asked if he has to call me Abba and I froze. What should I have
// said?" — answers round S13.)
const ASKS_WHAT_TO_ANSWER = any(en('what (?:should|do|can|could) i (?:actually |even |possibly |really |honestly )?(?:say|tell|answer)', 'what (?:should|could|would|was) i (?:have |supposed to )?(?:said|say|told|tell|answered|answer)\\b', 'how (?:should|could) i have (?:answered|responded|reacted|replied)'), he('מה (?:הייתי|הייתה) (?:צריך|צריכה|אמור|אמורה) (?:לומר|להגיד|לענות)'),
  en('how (?:do|should|can) i (?:answer|respond|reply)', 'what to (?:say|answer) (?:to )?(?:her|him|them) next time'), he('מה (?:אני )?(?:אומרת|אומר|לומר|להגיד|לענות|עונה|עונים|אומרים)(?: לה| לו| להם)?(?: בפעם הבאה)?'));
// (Freezing while speaking in public — "He did ask me to say a dvar Torah and I froze", answers round
// S34 — is stage fright.)
const FREEZES = any(en(`(?<!\\b(?:speak|speaking|speech|dvar torah|d.?var torah|toast|drasha|derasha|presentation|stage|a few words|interview|exam|test|audition|my lines)\\b[^.!?]{0,30})i froze(?! (?:it|them|the|some|a|an|this|that|these|those|my|our|leftovers|dough|soup|meat|chicken|food|meals?|cakes?|bread|challah|babka)\\b)${FROZE_FOR_WORDS}`, 'no means no', 'i freeze(?! (?:it|them|the|some|a|an|this|that|these|those|my|our|leftovers|dough|soup|meat|chicken|food|meals?|cakes?|bread|challah|babka)\\b)', 'my body (?:just )?stops', '(?:my body|i) (?:just |always |completely |still )?(?:freezes|locks up|shuts down)', 'stop freezing', 'freezing (?:up|when|whenever|every time|as soon as)', 'as a yes', 'kofet', '(?:she|he|i|wife|husband|girlfriend|boyfriend) went (?:completely |totally |all )?(?:still|stiff|limp)', '(?:she|he|i|wife|husband|girlfriend|boyfriend) went (?:completely |totally |all )?quiet(?= (?:and (?:he|she) (?:kept|didn|did not|went on|carried on|continued)|under|while|when (?:he|she) (?:touch|start|got on|climb|push)))'), he('קופאת', 'הגוף שלי נעצר'));
const GOES_ON = any(en("(?:doesn't|won't|didn't|wouldn't|does not|did not|will not|never) stop", "(?:didn'?t|doesn'?t|did not|does not) (?:matter|care|listen)", "(?:he|she) (?:didn'?t|doesn'?t|did not|does not) care", 'keeps going', 'kept going', 'continues', 'carries on', 'ignores (?:it|me)', 'makes it worse', 'gets (?:rougher|worse|angry|harder)', 'lo hifsik', 'lo mafsik', 'himshich', 'mamshich', 'pashut mathil', "won'?t take no"), he('לא מפסיק', 'לא הפסיק', 'לא עצר', 'לא עוצר', 'ממשיך(?!\\s+הלאה)', '(?<!ל)המשיך(?!\\s+הלאה)', 'מתעלם', 'יותר קשוח', 'יותר גרוע', 'נהיה אלים', 'מעניש'));

// A duty to honour, visit or care for a parent or step-parent is not a wife's "duty" (answers round S29:
// "after my father passes away, does the obligation to honor her continue? My father is sick").
const NOT_A_CHILDS_DUTY = '(?! (?:to|of) (?:honou?r|respect|support|visit|care|say|pay|give|help|sit|mourn|stand|kibbud|the parents|parents|my parents|a parent))';
// Said as people say it when they cannot say it: a wife's "duty" used against a refusal, waiting
// for it to be over, being drugged or filmed.
const WIFE_DUTY = any(en(`duty${NOT_A_CHILDS_DUTY}`, `obligation${NOT_A_CHILDS_DUTY}`, 'obligashun', 'dues', 'collecting (?:his|what)', 'interest(?! in\\b)', 'onah', 'mitzvat onah', 'allowed to take', 'take it if i', 'belong to (?:him|you)', 'my body belongs', 'his property', 'mekayem mitzvat', OWE_THEM, 'a good (?:jewish )?wife', 'wifely', 'his right', 'a wife must', 'never refuses', "(?<!(?:gift|offer|deal|price|invitation|job|opportunity|chance)(?: (?:that|which|we|i|you|they|he|she|one))* )can't refuse(?! (?:a|an|the|his|her|their|such a|this|that) (?:gift|offer|deal|price|invitation|job|opportunity|chance))", 'chova', 'moredet', 'yaanish', 'ya.anish'), he('ריבית', 'חובת הבית', 'נחתם בכתובה', 'בכתובה', 'מצוות עונה', 'עונה', 'חובה', 'חובתי', 'החיוב שלי', 'חיוב שלי', 'מחויבת לו', 'מורדת', 'זכותו', 'אישה טובה', 'אשה טובה', 'יעניש', 'מגיע לה', 'לשמוע בקול'));
// Round 55: "I don't want it but I can't say anything" — unwilling, and unable to say so.
const UNSAID_REFUSAL = any(en("(?:i )?(?:don'?t|do not|dont) want (?:it|to)(?:,)? (?:but|and) (?:i )?(?:can'?t|cannot|cant|don'?t dare|am scared to|'?m scared to|'?m afraid to|am afraid to) (?:say|tell)", "(?:can'?t|cannot|cant|too scared to|too afraid to) (?:say|tell (?:him|her)) no"), he('לא רוצה (?:את זה )?אבל (?:לא מסוגלת|לא יכולה|מפחדת) (?:להגיד|לומר)', '(?:לא מסוגלת|לא יכולה|מפחדת) (?:להגיד|לומר) (?:לו )?לא'));
const ENDURE = any(en('wait for it to (?:be over|end|stop)', "until it'?s over", 'until it ends', 'lie there', 'send the kids to (?:their|the|a) room', 'hide in the bathroom', "(?:it|this) happens again", 'every argument ends', 'how things are here', 'ad she.?ze over', 'stand near the (?:front )?door', 'keep my face away', 'sleep with my shoes on', 'keep (?:a|my) bag packed', 'flinch\\w*', 'step(?:ped|s)? in front of me', 'count (?:the )?ceiling', 'stare at the ceiling', 'dissociat\\w*', 'lishon im naalayim', 'lehagia ladelet', 'chair (?:wedged )?under the (?:door )?handle', 'sleeping in (?:my )?(?:daughter|son).?s room', 'pray(?:ing)? (?:he|she).?(?:ll| will)? (?:falls? asleep|is asleep)', 'mitpalelet she.?hu yeradem', 'mitkavetzet', 'when i hear (?:the|his) key', 'run out of (?:furniture|excuses)', '(?:i.?m|i am|i was|i.?ve been|she.?s|she is|she was|blame (?:it on )?(?:my|being)|says i.?m|calls? me) (?:so |just |really |very |being |always )?clumsy', 'helped me down', 'if someone is hurting me'), he('מתפללת שהוא יירדם', 'מקיאה לפני', 'לקנות משקפיים בזוגות', 'נשברים במקרה', '(?<!עד ש)(?<!עד שאני )שומעת את המפתח', 'מתכווצת', 'מחכה שזה ייגמר', 'מחכה שייגמר', 'עד שזה נגמר', 'עד שזה עובר', 'שולחת את הילדים לחדר', 'מזהה את הטון'));
const DRUGGED_OR_FILMED = any(en('ts?ilem oti (?:\\w+ ){0,5}(?:intimi|arum\\w*|bli she.?yadati)', 'filmed me (?:\\w+ ){0,4}(?:without (?:my )?know|naked|during|in bed)'), he('(?:צילם|מצלם|צילמה|מצלמת) אותי (?:\\S+ ){0,5}(?:אינטימי|בלי שידעתי|בלי שאני יודעת|בלי ידיעתי|בסתר|ערומה|במקלחת)'), he('התעוררה בדירה של', 'התעוררתי בדירה של', 'התעוררתי אצלו', 'התעוררה אצלו', 'נתן לי משהו לשתות', 'נתנו לי משהו לשתות', 'לא זוכרת איך הגעתי', 'לא זוכרת איך היא הגיעה', 'לא זוכרת איך הגיעה'), en("woke up (?:at|in) (?:a|his|some|a strange|a stranger'?s) (?:guy'?s |man'?s |stranger'?s )?(?:apartment|place|bed|room|house|hotel)", "(?:doesn'?t|don'?t|didn'?t|can'?t|cannot) remember how (?:she|i|he) got (?:there|home|into)", '(?:put|putting|puts|slipped) something in my (?:drink|tea|coffee|food|wine)', 'drugg*', 'spiked(?! (?:a |the |his |her |my |our )?(?:high )?(?:fever|temp\\w*))', 'wake up sore', 'woke up sore', "don't remember anything", 'filmed (?:us|me)', 'recorded (?:us|me)', 'photos of me', 'pictures of me', '(?:sent|shared|posted|forwarded|showed) (?:\\w+ ){0,2}(?:pics|photos|pictures|videos|nudes|images) of me', "they'?ve (?:all )?seen me", 'shared (?:our|my|the) (?:videos?|photos?|pictures|memories)', 'nudes', 'naked (?:photos|pictures|video)', 'filmed (?:of )?me without', '(?:video|photos?) (?:she|he) (?:filmed|took) of me', 'be.?erom', 'without (?:my )?permission', '(?:show|send|post)s? (?:it|them|the video|the pictures|the photos) to (?:my|his|her|your|everyone|all|the whole)', 'remember only (?:parts|bits|pieces)'), he('שם לי משהו', 'הוסיף לי משהו', 'משהו לכוס', 'משהו לשתייה', 'זוכרת רק חלקים', 'לא זוכרת כלום', 'סימם', 'צילם אותנו', 'צילם אותי', 'הקליט אותי', 'הקליט אותנו', 'מקליט אותי', 'מקליט אותנו', 'תמונות שלי', 'יראה את הסרטון'));
// "I feel used": after sex a possible disclosure; about the rent paid for a son in kollel, the
// babysitting asked of a grandmother or favours, it is not (answers round O2).
const FEEL_USED = any(en('feel (?:so )?used'));
const USED_FOR_MONEY_OR_HELP = any(en('money', 'rent', '\\$\\d', 'pay(?:ing|s)?', 'paid', 'loan', 'salary', 'bills?', 'financ\\w*', 'vacation', 'favou?rs?', 'babysit\\w*', 'free (?:babysitter|nanny|help|labou?r)', 'rides?', 'a taxi', 'an atm', 'a bank'));
const AFTERMATH = any(en('whether i want it or not', 'what comes after (?:the )?(?:candles|lights|kids are asleep)', 'feel (?:so )?dirty', 'feel like an object', 'like a (?:thing|toy|object)'), he('מרגישה מלוכלכת', 'מרגישה כמו חפץ', 'מרגישה משומשת', 'כמו חפץ'));
// Injuries that are hidden or explained away (not stitches or a cast, which halachic questions name).
const INJURY_HIDDEN = any(en('bruis*', 'black eye', 'marks on my', 'marks on (?:the|her|his) (?:neck|throat|arms?|wrists?|face)', 'cover(?:ing|s)? (?:up )?(?:the |these |those )?marks', 'concealer for (?:the )?(?:marks|bruis\\w*)', 'the marks', 'mark on my (?:cheek|face|neck|arm|forehead|eye|lip|chest|back|leg)', 'cover (?:the|a|my) (?:mark|bruise)', 'handprint', 'told (?:\\w+ )?(?:that )?i fell', 'said i (?:fell|walked into)', 'walked into a door', 'says (?:she|he) fell', 'cover (?:my )?(?:cheek|neck|eye)', 'shen shvura', 'omeret shenafla', 'split (?:my )?lip', 'swollen', 'long sleeves', 'cover (?:the )?(?:bruises|marks)', 'excuses for', 'run(?:ning)? out of excuses', 'purple (?:marks|patches)', 'fingerprints on'), he('סימנים(?=\\s*(?:כחולים|אדומים|סגולים|על|ב(?:גוף|ידיים|זרוע|פנים|גב|רגליים)|של (?:חגורה|אצבעות|מכות|יד|ידיים|כוויות)|[.,!?]|$))', '(?:נשארו|נשארים|נשאר|יש לי|יש לה|יש לו|יש להם|עד שיש|שורה של) סימנים', 'סימן כחול', 'נגמרו לי התירוצים', 'תירוצים למה', 'פלסטר על (?:הפנים|המצח|העין|הלחי)', 'כחולים', 'חבורות', 'חבורה', 'פנס$', 'שרוולים ארוכים', 'להסתיר את הסימנים', 'הכתמים הסגולים', 'לכסות את הכתמים', 'סימן על הלחי', 'סימן בצורה', 'סימן של יד', '(?<!כ)שנפלתי', '(?<!כ)שנפלה', 'לכסות את הלחי', 'לכסות את הצוואר', 'סגול-ירוק', 'שן שבורה', 'צלע', 'חתך מעל'));
// Covering an injury up before others see it, whoever's it is ("how do u cover a black eye good
// enough for shabbos guests"): the question is often all a person dares to ask.
const COVERS_INJURY = any(
  en('(?:hide|cover) (?:a |my |the )?(?:swollen|black|bruised) eye', 'sunglasses (?:to|so) (?:hide|no one|nobody)'), he('שלא יראו ש(?:ה)?עין נפוחה', 'עין נפוחה', '(?:מכסה|לכסות|שמכסה) (?:\\S+ )?כחול'),
  en('(?:cover|covering|covers|hide|hiding|hides|conceal\\w*) (?:up )?(?:a|the|my|this|that|her|his|these|those) (?:black eye|shiner|bruises?|fat lip|split lip|marks? on)', '(?:makeup|concealer|foundation) (?:for|over|on|to hide|to cover) (?:a|the|my|this) (?:black eye|bruises?|shiner)', '(?:lehastir|lechasot) (?:et )?ha.?(?:panas|simanim|chabura|chaburot)', '(?:ipur|makeup|concealer)\\w* (?:\\w+ ){0,3}(?:mechase|mekase|lechasot|lehastir|mastir\\w*) (?:\\w+ ){0,2}(?:simanim|chaburot|chabalot|panas)', '(?:simanim|chaburot) (?:k|ch)+ulim al ha.?(?:panim|yad|tzavar|zroa)'),
  he('(?:להסתיר|לכסות|מסתיר|מסתירה|מסתירים|מכסה|מכסים) (?:את )?ה?(?:פנס|חבורה|חבורות|סימנים|סימן הכחול)', 'איפור (?:על|לכסות|להסתיר) (?:את )?ה?(?:פנס|חבורה|סימנים)'),
);
// Injuries someone inflicted (not an emergency-room visit or stitches, which accidents share).
const INJURY_INFLICTED = any(INJURY_HIDDEN.source, en('blister*', 'cigarette burns?', 'burn marks', 'broken (?:arm|rib|ribs|bone|nose|finger|wrist|tooth)', 'tooth is broke*', 'glasses broke', 'bleeding (?:nose|lip)', 'hit (?:his|her|my) head', 'concussion', 'not breathing', '(?:needs?|needed|a|two|three|four|\\d) crowns?', 'my hip', 'simanim shel etzbaot', 'tzlaot', 'tfarim', 'tefarim'), he('שלפוחיות', 'כוויות', 'כווייה', 'שבר ב(?!ירך|אגן)', 'נפוח', 'נפוחה', 'שפה נפוחה', 'אותי על הרצפה', 'מכה בראש', 'קיבל מכה', 'קיבלה מכה', '(?:מדמם|מדממת|דימם|דיממה|יורד (?:לו |לה |לי )?דם) (?:מה|מ)?(?:ראש|הראש|האף|הפנים|השפה)'), en('dam baaf', 'maka barosh', 'bleeding (?:from )?(?:his|her|my|the) (?:head|face|mouth|nose)'));
// How a touch is told as wrong in Hebrew ("נגע בי בצורה לא נעימה"), of the writer or of a child.
const TOUCHED_IN_A_WAY_HE = 'לא נעימה|לא נעים|לא ראויה|לא ראוי|לא בסדר|מינית|מיני|לא צנועה|מוזרה|מוזר';
const RAPE = any(en('rape*', 'raping', 'molest*', 'touched me inappropriately', 'touch(?:ed|es)? me in (?:a|an) (?:weird|uncomfortable|strange|inappropriate|sexual|wrong|creepy) way', 'touched me when i was', 'nagah bi', 'be.?ofen lo rauy', 'takes? me by force', 'by force', 'rubs? (?:himself )?(?:against|on) me', 'started (?:to )?touch(?:ing)? me', 'touching me (?:without|when|while)', 'sa.?d me', 'got sa.?d', 'hichriach ot(?:i|a|o)', 'machriach ot(?:i|a|o)', 'developing properly', 'naga bo', 'naga ba', 'naga bi', 'paga bi', "(?:wasn'?t|were not|was not|not) medical", 'during (?:the|an|a) (?:exam|ultrasound|check)', 'sent the nurse out', 'after the nurse left', 'private (?:growth )?sessions', 'private shiurim', 'touch\\w* me (?:during|after|in|under|when|while|without)', '#me ?too', '(?:my|a|her|his|our) (?:own )?me ?too (?:story|moment|experience)', 'me ?too (?:movement|story|moment|experience)', '(?<![a-z,] )me ?too(?= (?:happened|here|as a (?:kid|child|teen|girl)|when i was))', 'cornered me', 'hand (?:up|under) my (?:skirt|dress|shirt)', 'one (?:hotel )?room for (?:both|the two) of us', "don'?t be difficult", 'until he (?:was )?finished', 'ad shehu gamar', 'kvar yodaat ma hu rotze', 'nitzmad elai', 'pgishot bamalon', 'basicha haishit', "(?:throws?|threw) (?:out|away) my (?:pills|birth control)", '(?:hides?|hid) my (?:pills|birth control)', 'pokes? holes', 'whether i like it or not', 'took that as a yes', 'takes? (?:that|it|silence|my silence) as a yes', 'kept me after', 'kiss\\w* me (?:\\w+ )?on the mouth', 'sexually assault*', 'sexual abuse', 'abus\\w* me sexually', 'forced himself', 'forces himself', 'force himself', 'forcing himself', 'forced herself', 'ones oti', 'anas oti', 'noga.?at bi (?:kol ha.?zman|bli|be.?ofen|ve ani mefached)', 'noge.?a bi (?:kol ha.?zman|bli|be.?ofen|ve ani mefachedet)'), he(`נוגע(?:ת)? בי (?:בצורה|באופן) (?:${TOUCHED_IN_A_WAY_HE})`, `(?:נוגע|נוגעת|נגע|נגעה|נוגעים|נגעו) ב(?:ה|ו|הם|אחותו|אחיו|אחותה|אחיה|אחיותיו|אחיותיה|ילדה|ילד|ילדים|קטנה|קטן|קטנים|בת|בן|בתי|בני|תינוק|תינוקת)(?:\\s+(?:ה)?(?:קטנה|קטן|הקטנה|הקטן|הקטנים|שלי|שלנו|שלו|שלה|בת|בן)){0,2}(?:\\s+\\S+){0,2}\\s+(?:בצורה|באופן|במקומות) (?:${TOUCHED_IN_A_WAY_HE}|פרטיים|אינטימיים|מוצנעים)`, `נגע(?:ה)? בי (?:בצורה|באופן) (?:${TOUCHED_IN_A_WAY_HE})`, 'אונס', 'אנס$', 'אנסו$', 'אנסים$', 'אנסת$', 'אנסה אות', 'נאנסתי', 'נאנס', 'תקיפה מינית', 'פגיעה מינית', 'ניצול מיני', 'הכריח אותי', 'מכריח אותי', 'כפה עליי', 'כופה עליי', 'כפה את עצמו', 'נגע בי בלי', 'נגע בי כש', 'באופן לא ראוי', 'בצורה לא ראויה', 'לוקח אותי בכוח', 'לקח אותי בכוח', 'מתחכך בי', 'מתחכך', 'נצמד אליי', 'התחיל לגעת בי', 'נגע בי בלי', 'נוגע בי בלי', 'נוגע בי כש', 'בדיקה יסודית', 'לא הייתה קשורה', 'שיעור פרטי', 'שיחה אישית', 'פגע בי כש', 'זורק לי את הגלולות', 'מצלם אותי בלי רשות', 'בלי לזכור'));
const PHYSICAL_EUPHEMISM = any(en('got physical', 'gets physical', 'get physical', 'physical with me', 'with (?:his|her) (?:hands|fists)', 'loses? control of (?:his|her) hands', 'raised (?:his|her) hand', 'lays? (?:a )?hands? on', 'laid (?:a )?hands? on', 'put (?:his|her) hands on', 'im hayadayim', 'herim yad', 'hisbir li', 'back of (?:his|her) hand', 'corrected me(?![ ,]+(?:about|on|in|at|that|when|for|gently|politely|again|twice|every|because))', 'disciplin\\w* me', 'put me in my place', '(?:gets|got|becomes|became|turns|turned) violent', 'violent (?:with|towards?|to) (?:me|us|the kids|the children)', 'domestic violence', '(?:breaks|smashes|broke|smashed|throws|threw) things', '(?:plates|dishes|things|glasses|chairs|pots|stuff) (?:fly|flew|start flying|go flying|went flying|are flying|were flying)', 'punch(?:es|ed)? (?:holes in )?(?:the )?walls?', '(?:keeps?|kept) (?:walking|bumping|running) into (?:doors|walls|things)', '(?:walked|walking|walks) into (?:doors|walls)', 'abus(?:es|ed|ing|ive) (?:me|us|the kids|the children)', '(?<!(?:verbally|emotionally|psychologically) )abusive', 'alim elay'), he('שובר דברים', 'שבר דברים', 'זורק דברים', 'שובר כלים', 'מפרק דברים', 'אגרוף בקיר', 'בידיים', 'הרים עליי יד', 'הרים יד', 'מרים יד', 'שלח ידיים', 'שולח ידיים', 'מחנך(?=\\s+(?:אותם|אותו|אותה|אותי|אותנו|בידיים|במכות|בחגורה|ב?כאפות))', '"מחנך"', "'מחנך'", 'נהיה אלים', 'נהייתה אלימה', 'אלים כלפי', 'אלים איתי', 'אלימות במשפחה', 'אלימות בבית', '(?:הרים|מרים|הרימה|מרימה) (?:עליי|עלי|עלינו|עליה|עליו|עליהם) יד'), en("(?:they|these|those|it|that|the (?:bruises|marks))(?:'?re| are| is|'?s| was| were) (?:not from \\w+\\W+)?(?:\\w+ )?from (?:his|her) (?:hands|fists?|belt)"));
// Violence told of someone towards a former partner — a friend's new boyfriend "was violent to
// his previous girlfriend" (safety round 73, asked as whether warning her is lashon hara): a danger
// to someone, asked about first, not a disclosure of the writer's own. Only when the message tells
// of no violence to the writer as well ("…and now he is violent with me" stays a crisis).
const VIOLENT_TO_A_FORMER_PARTNER = any(
  en('violent (?:with|towards?|to) (?:his|her) (?:ex|ex-?wife|ex-?husband|ex-?girlfriend|ex-?boyfriend|former (?:wife|husband|girlfriend|boyfriend|partner)|previous (?:wife|husband|girlfriend|boyfriend|partner)|last (?:girlfriend|boyfriend|wife))'),
  he('(?:אלים|אלימה) (?:כלפי|עם|ל)\\s*(?:ה)?(?:חברה|חבר|גרושה|גרוש|אשתו|אישתו|בעלה|בת הזוג|בן הזוג|אקסית|אקס)\\S*(?:\\s+(?:ה)?(?:קודמת|קודם|לשעבר|שלו|שלה)){1,2}'),
);
const VIOLENT_TO_THE_WRITER = any(
  en('violent (?:with|towards?|to) (?:me|us)', 'physical with me', 'raised (?:his|her) hand', 'lays? (?:a )?hands? on me', 'laid (?:a )?hands? on me', 'put (?:his|her) hands on me'),
  he('אלים איתי', 'אלים כלפיי', 'אלימה איתי', 'אלימה כלפיי', 'הרים עליי יד', 'הרים עלי יד', 'מרים עליי יד', 'שלח ידיים', 'שולח ידיים'),
);
const ONLY_VIOLENT_TO_A_FORMER_PARTNER = new RegExp(`^(?![^]*(?:${VIOLENT_TO_THE_WRITER.source}))[^]*(?:${VIOLENT_TO_A_FORMER_PARTNER.source})`, 'iu');
const SELF_INJURY = any(en('back to (?:cutting|burning|scratching|hurting) (?:myself)?', '(?:0|zero) days since (?:the |my )?last (?:incident|cut|relapse|time)', 'cutting again', 'started cutting', 'hid(?:e|ing) (?:the |my )?(?:cuts|scars|burns)', 'mastir\\w* (?:et )?(?:ha.?)?(?:chatachim|tzlakot|sritot)', 'chatachim al ha.?(?:yadayim|yadaim|yad|yerech|yerechayim|raglayim)', '(?:shuv|od pa.?am) chatachti', 'chatachti (?:shuv|od pa.?am)', 'chatachti et (?:ha.?)?(?:yad|yadayim|zroa|yerech|pols)\\w* (?:ba|be).?sherutim', '(?:chazarti|hitchalti|chazra|chozeret) lachtoch(?! (?:et ha|yerakot|batzal|lechem|ohf|of|basar))', 'cut again', 'cut myself', 'cutting myself', 'scratch\\w* (?:my|myself|until)', 'burn\\w* myself', 'bang\\w* my head', 'hit\\w* myself', 'punch\\w* myself', 'until (?:they|it|i) bleed', 'deeper than (?:usual|before|last time)', 'on my (?:thighs|wrists)', 'self.?harm\\w*', 'relapsed', 'chotechet', 'chotech', 'mazik(?:a)? le.?atzm(?:i|o|a)\\b', 'poge(?:a|at) be.?atzm(?:i|o|a)\\b', 'sorefet et (?:atzmi|ha.?yad\\w*|ha.?guf|ha.?or)', 'matzmida et hayad', 'srita', 'sritot', 'al hayerech', 'scald\\w* my', 'burning (?:my|myself)', 'not eating (?:on purpose|to punish)', 'punish myself', 'press\\w* my (?:arm|hand) (?:to|against|on)', '(?:burn|cut|hurt)\\w* (?:myself|my (?:arm|hand|legs?|wrists?)) on purpose'), he('(?:שוב )?חות[ךכ](?:ת)? שוב', 'שוב חתכתי', 'חתכתי שוב', '(?:חזרתי|התחלתי|חוזרת|חזרה|התחילה|חזר|התחיל)(?:\\s+שוב)? לחתוך(?!\\s+(?:את\\s+ה|ירק|בצל|עגבני|סלט|לחם|עוף|בשר|נייר|ציפורנ|שיער|פרי|פירות|גבינה))', 'להסתיר (?:את )?(?:ה)?חתכים', 'מסתיר\\S* (?:את )?(?:ה)?חתכים', 'חתכים על ה(?:ידיים|יד|ירכיים|רגליים)', 'לחתו[ךח] את עצמי', 'חתכתי (?:שוב )?ב(?:ירך|ירכיים|יד|ידיים|זרוע|רגל|רגליים|בטן)', 'איפה שלא רואים', 'במקום שלא רואים', 'חות[ךח](?:ת)? את עצמי', 'חותכת את עצמי', 'חותך את עצמי', 'חתכתי את עצמי', 'שרפתי את עצמי', 'כוויתי את עצמי', 'שורטת את עצמי', 'שורט את עצמי', 'שרטתי', 'עד שיורד דם', 'שורפת את עצמי', 'מכה את עצמי', 'להכאיב לעצמי', 'פוגעת בעצמי', 'פוגע בעצמי', 'שורפת את היד', 'מצמידה את היד', 'לא בטעות', 'מכבה סיגריות על', 'להעניש את עצמי'));
// A head beaten against a wall: often a figure of speech for frustration ("like banging my head
// against a wall", "דופק את הראש בקיר עם הבירוקרטיה"), so asked first; done until the thoughts stop
// or it bleeds, it is self-harm.
const HEAD_AGAINST_WALL = any(
  // ("I hit my head twice against the wall when the thoughts come" — read as someone else's blow.)
  en('(?:bang|bash|slam|beat|smash)(?:s|ing|ed)? my (?:own )?head (?:(?:twice|again|hard|\\w+ times) )?(?:against|on|into) (?:the )?(?:wall|floor)', '(?:hit|knock)(?:s|ing)? my (?:own )?head (?:(?:twice|again|hard|\\w+ times) )?against (?:the )?(?:wall|floor)', 'dofek(?:et)? et ha.?rosh (?:ba|be)?.?(?:kir|ritzpa)', 'matiach? et ha.?rosh'),
  he('דופק(?:ת)? את הראש ב(?:קיר|רצפה)', 'מטיח(?:ה)? את הראש', 'מכה את הראש ב(?:קיר|רצפה)'),
);
const UNTIL_IT_STOPS = any(en('until (?:it|there|the thoughts|i)', 'when the thoughts', 'ad she', 'kshe.?ha.?machshavot', 'bleed\\w*', 'blood', 'dam'), he('עד ש', 'כשהמחשבות', 'דם', 'מדמם', 'מדממת'));
// Death said of someone else, or in a threat: for a partner's threat and a third person at risk.
const DEATH_ANY = any(
  en('kill (?:himself|herself|themselves)', 'killing (?:himself|herself)', 'do something to (?:him|her)self', '(?<!(?:over|about|for|said|say|says|saying|asked|bought|posted|wrote|argued|fought|fight|fighting) )something stupid', 'not worth living', "(?:doesn't|does not|won't) want to live", 'no reason to live', "can't live without", 'life without me', 'end (?:his|her) life', 'goodbye (?:message|note|letter|post)', 'posted (?:a )?goodbye', 'on (?:himself|herself)', "won't be alive", 'not be alive', "won't be (?:(?:here|around)(?! (?:this|next|on|tonight|tomorrow|today|tmrw|until|till|til|from|during|over|at|in the (?:morning|afternoon|evening)|(?:for|after|before) (?:dinner|lunch|breakfast|supper|bedtime|pickup|the (?:weekend|week|day|chag|holiday|holidays|summer|wedding|party|meal|seder)|shabbat|shabbos|a (?:few|couple|week|day|while)|\\d|two|three|four)|(?:mon|tues|wednes|thurs|fri|satur|sun)day|erev|motzei|motzash)\\b)|anyone|a husband|a wife|a father|a mother)", "there won't be (?:anyone|a husband|a wife|anybody)", 'find (?:me|him|her) (?:in the morning|dead|hanging)', 'the ones to find (?:him|her)', 'go to sleep for good', 'for good', 'overdos*', 'take (?:all )?(?:of )?(?:his|her) (?:pills|meds|tablets)', 'swallow', 'jump\\w*', 'hang (?:himself|herself)', 'drive into', 'crash (?:the|his|her) car', 'noose', 'end (?:it|his life|her life|it all)', 'wish\\w* (?:he|she) (?:was|were) dead', 'wants? to die', 'wanted to die', 'never have to deal with (?:me|him|her) again', 'be free of (?:me|him|her)', 'suicid*', 'to (?:his|her) (?:mother|father|mom|dad) (?:upstairs|in heaven)', 'meet (?:his|her) (?:mother|father|mom|dad)', 'tachtoch et atzma', 'yachtoch et atzmo', 'its? assur to kill', '\\w+ et atzm(?:o|a)', 'yitle', 'title', 'akfotz', 'yikfotz', 'tikfotz', 'yitale', 'titale', 'lo yihye bachayim', 'yitabed', 'titabed', 'kofetz', 'tikfotz', 'takfotz', 'tivla', 'tisrof et atzma', 'yisrof et atzmo', 'tachtoch', 'lo tochal', "won'?t have to worry about me", 'enjoy your life', 'last message (?:you.ll|you will) get', 'hahodaa haacharona', 'skipping (?:his |her )?(?:dialysis|treatment|meds|insulin)', 'cut (?:her|his) wrists?', 'burn (?:her|him)self', 'lo (?:e|a)hye po', 'lo (?:ti|yi)hye po', 'gave (?:me |away )?(?:his|her|all his|all her) (?:\\w+ )?(?:watch|things|belongings|tallis|jewelry|tefillin)', 'giving away (?:his|her|my) (?:things|stuff|belongings)', "i.?m done with life", 'make you a widow\\w*', "you.ll need (?:these|this) for"),
  he('(?:יורה|יירה|תירה|יורָה|לירות) בעצמ(?:ו|ה)', 'יתלה', 'תתלה', 'יקפוץ', 'תקפוץ', 'קופץ(?!\\s+(?:כש|מכל|מכול|מרעש|מבהלה|בבהלה))', 'קופצת', 'אקפוץ', 'לא יהיה בחיים', 'לא תהיה בחיים', 'תמצאי אותי', 'תמצא אותי', 'ימצאו אותי', 'שהכל ייגמר', 'שזה ייגמר(?!\\s+ב)', 'ייגמר הכל', 'לפגוש את אמא שלו', 'לפגוש את אבא שלו', 'למעלה', 'מתאבד', 'מתאבדת', 'יתאבד', 'תתאבד', 'להתאבד', 'יהרוג את עצמו', 'תהרוג את עצמה', 'יבלע', 'תבלע', 'תשרוף את עצמה', 'ישרוף את עצמו', 'לא תאכל', 'לא יאכל', 'ההודעה האחרונה', 'יחתוך את עצמו', 'אעשה אותך אלמן', 'תהיה אלמן', 'תהיי אלמנה', 'תחתוך את עצמה', 'רוצה למות', 'רוצה להתאבד', 'לא רוצה לחיות בלעדיי', 'אין לו בשביל מה לחיות', 'אין לה בשביל מה לחיות', 'יגמור עם עצמו', 'תגמור עם עצמה', 'ישים קץ', 'תשים קץ', 'מכתב פרידה', 'יעשה משהו לעצמו', 'תעשה משהו לעצמה'),
);
const LEAVING = any(
  en('leave', 'leaving', 'left', 'beit din', 'rav', 'psychologist', 'psychologit', 'lawyer', 'orech din', 'shelter', 'miklat', 'moms?', 'parents', 'tevatli', 'if u go', 'fight', 'argument', 'stay', 'come back', 'without me', 'ignore (?:him|her)', 'block*', 'divorc*', 'separat*', 'move out', 'moving out', 'break up', 'lawyer', 'custody', 'get', 'beit din', 'end the marriage', 'go to my parents', 'need a break', 'walk out', 'file', 'if i go', 'ozev', 'ozevet', 'preda', 'gerushin', 'lehitgaresh', 'rabanut', 'tik', "if i (?:don't|do not) (?:answer|come|reply|call)"),
  he('עוזבת', 'עוזב', 'לעזוב', 'אעזוב', 'גירושין', 'להתגרש', 'מתגרשת', 'גט', 'פרידה', 'להיפרד', 'נפרד', 'בנפרד', 'עורך דין', 'עורכת דין', 'תביעת', 'הפסקה', 'רבנות', 'התיק', 'אם אני לא עונה', 'אם אני עושה את זה'),
);
const THIRD_PERSON_DEATH = any(
  en('(?:he|she|they) (?:wants?|wanted|wishes|wished) (?:to die|(?:he|she|they) (?:was|were) dead|to kill (?:him|her)self)', '(?:talks?|talking|talked|texted|wrote) about (?:killing (?:him|her)self|suicide|dying|wanting to die|ending it)', 'use it on (?:him|her)self', '(?:tried|trying|attempted) to (?:kill|hurt) (?:him|her)self', 'suicid*', 'put an end to (?:it|this|everything|it all)', 'said goodbye to everyone'),
  en('(?:is|was|will be|keeps|kept) (?:taking|swallowing) (?:all|every one|each) (?:of )?(?:the|her|his|my|mom.?s|dad.?s)? ?(?:pills|tablets|meds)', '(?:took|swallowed) (?:all|every one) (?:of )?(?:the|her|his|mom.?s|dad.?s)? ?(?:pills|tablets|meds)'),
  en('t(?:akes|ook|aken) (?:his|her|their) (?:own )?li(?:fe|ves)', 'died by suicide'),
  he('לוקח את חייו', 'לוקחת את חייה', 'לקח את חייו', 'לקחה את חייה', 'נוטל את חייו', 'נוטלת את חייה', 'שם קץ לחייו', 'שמה קץ לחייה', 'לוקחת את כל הכדורים', 'לוקח את כל הכדורים', 'תיקח את כל הכדורים', 'ייקח את כל הכדורים', 'יקח את כל הכדורים', 'בולעת את כל', 'בולע את כל', 'בלעה את כל', 'בלע את כל', 'תבלע את כל', 'יבלע את כל'),
  he('רוצה למות', 'רוצה להתאבד', 'מדבר על להתאבד', 'מדברת על להתאבד', 'מדבר על התאבדות', 'מדברת על התאבדות', 'ניסה להתאבד', 'ניסתה להתאבד', 'לפגוע בעצמו', 'לפגוע בעצמה', 'לשים סוף לכל', 'לשים סוף לזה', 'נפרד מכולם', 'נפרדה מכולם'),
);
// Taking the children away, said by the parent who plans a trip with them ("I want to take the kids
// away this summer"): the writer's own plan, for a holiday, is no threat to take them.
const PARENT_PLANS_TO = '(?<!(?:i|we) (?:want|wanna|would like|.d like|plan|hope|need|thought) to )';
const FOR_A_TRIP = '(?! (?:this|for|on|next|over) (?:summer|weekend|week|vacation|holiday|break|trip|a (?:trip|holiday|vacation|few days|week|weekend)))';
/**
 * Regret foretold as advice, not as a threat: "you'll regret it when it's too late", "…not calling
 * him", "…one day" (round S9: a wife urging her husband to call his estranged brother).
 */
const REGRET_LATER = "(?! (?:it |this |that )?(?:when it'?s too late|later|one day|someday|some day|in (?:a few|ten|20|twenty) years|not \\w+ing|never \\w+ing|missing|if you don'?t (?:call|go|visit|come|try|ask|apply|buy|take|say|make)))";
// A grave named ("you'll end up in a grave") — not the grave of one mourned: a burial, a yahrzeit, a
// miscarriage long ago whose resting place was never told (answers round S43).
const GRAVE_SAID = any(he('קבר(?!ות|י צדיקים|י הצדיקים|י אבות| רחל| יוסף| שמואל| דוד| הרשב.י| הבאבא| המשפחה| של (?:סבא|סבתא|אבא|אמא|הסבא|הסבתא|אבי|אמי))(?<!(?:לעלות|עלינו|עלו|עולים|עולה|עולות|נעלה|לבקר|ביקרנו|מבקרים|ללכת|הלכנו|נוסעים|לנסוע|נסענו|ליד|על)\\s+ל?ה?קבר)'));
const A_DEATH_MOURNED = any(he('נפטר', 'נפטרה', 'נפטרו', 'אזכרה', 'יארצייט', 'הלוויה', 'קבורה', 'קבורים', 'קבור$', 'שבעה$', 'הפלה', 'לידה שקטה', 'נולד מת', 'נולדה מתה', 'מצבה', 'בית העלמין', 'בית הקברות', 'ז"ל', 'ז״ל', 'יום השנה'));
const THREAT_SPEECH = any(
  en('kidnap\\w*', 'abduct\\w*', 'yachtof', 'lachtof', 'yichtof', 'yachtefu', 'chatifa'),
  he('יחטוף', 'לחטוף את הילדים', 'חטיפה'),
  en("(?:ur|you'?re|you are|u r|youre) (?:so |as good as )?dead", 'ata met', 'at meta', 'watch (?:my|your|his|her|our) back', "(?:you'll|you will) (?:never|not) see (?:the|your|them)", `${PARENT_PLANS_TO}take (?:the )?kids (?:abroad|away|and)${FOR_A_TRIP}`, 'over my dead body', 'end up (?:dead|in the hospital|like)', "(?<!(?:who|that|which|someone|people|it|did|has|had|have|ever|if i|i|i'?ve|did i|may have|might have|know i|never meant to|didn'?t mean to|don'?t want to|would never|'d never) )hurt you", 'kill you', 'kill us', 'kill me', 'break (?:your|my) (?:legs|neck|face)', 'ruin (?:your|my) life', 'destroy (?:you|me)', 'with (?:a|his) (?:knife|gun)', 'accidents happen', 'say goodbye to (?:the kids|the children|your kids|the baby)', "(?:you can|you could|you'?ll|you will|you'?d better|better|might as well|go ahead and|time to|should|gonna|going to) say goodbye", '(?:wrote|writes|texted|texts|said|says|told (?:me|us|the kids|the children|them|her|him)|messaged|sent)[\\s:"“‘]+say goodbye', `(?:you'll|you will|(?<=\\b(?:he|she|they|texted|said|says|threaten\\w*|warn\\w*)\\b[^.!?]{0,80})i'll) regret${REGRET_LATER}`, 'regret the day', "you'll be sorry", "i'll be sorry", 'pay for (?:this|it)', 'know(?:s)? where (?:you|i) (?:live|sleep|are|work)', 'be careful (?:how|when|where) you', 'make (?:you|me) disappear', 'bury (?:you|me)', 'slit (?:your|my) throat', 'etztaer', 'titztaeri', '(?:lehagid|tagidi|tagid) shalom (?:la|le|le.?kol).?(?:yeladim|ha.?yeladim|ha.?olam|chayim|ha.?chayim)', 'yodea eifo (?:at|ata|atem|ani|anachnu|ha.?yeladim|ha.?gan|gar|gara|garim|ovedet|oved|yeshena|lomdim)', 'yishchat', "(?:i'll |i will )?always find you", 'find you wherever', 'motze otach', 'unfortunate (?:falls?|accidents?)', 'have an accident', 'closer than you think', 'krova yoter', 'karov yoter', 'burn (?:your|the|my) house', 'burn it down', '(?:grow|wake) up without (?:a )?(?:mother|mom|mum|father|dad)', '(?:knife|bullet) with (?:your|her|his) name on it', 'יתעוררו בלי (?:אמא|אבא)', 'סכין עם השם שלך', 'yigdelu bli', 'yidaeg', 'parked outside', 'following me(?! (?:from room to room|around the (?:house|kitchen|apartment|flat)|everywhere (?:at|in the) (?:home|house)|on (?:instagram|tiktok|facebook|twitter|x|social media)))', 'stalk\\w*', 'rather be a widow\\w*', 'at (?:your|my) funeral', '(?:see|meet) (?:you|me) at the funeral', 'remember (?:you|me) (?:\\w+ ){0,3}at the funeral', '(?:wedding|chuppah|chupah|simcha|bris|bar mitzvah|bat mitzvah|graduation),? or at the funeral', 'how easy (?:it is )?to (?:make (?:someone|a woman) disappear|disappear)', 'deep enough for two', "wives don'?t leave", "(?:you|you'?ll|you will|you might|you could) (?:\\w+ )?pass away", 'the late mrs', "won'?t wake up", 'face cut out', 'match (?:the|my) photo', 'the exact time i leave', 'exact time', 'to the minute', 'at od tiri', 'ma ani mesugal', 'sharpen\\w* the (?:axe|knife|knives)', 'bury you', 'only (?:1|one) of us', 'no one will hear (?:you|me)', 'af echad lo yishma', 'ani ahrog otach', 'lo tire et', 'lo tir.?e et', 'acid', 'cut (?:the|her|my) tyres', 'see how long you'),
  he('ישחט', 'אשחט', 'תיזהרי', 'תזהרי', '(?:(?:יהיה|יקרה|יקרו|תקרה)(?:\\s+\\S+)?\\s+|(?:ייגמר|יגמר|יסתיים|ייגמרו|יגמרו)\\s+ב)[\'"״]?אסון$', 'תגידי שלום', 'להגיד שלום לילדים', 'יודע איפה (?:את|אתה|אתם|אני|אנחנו|הילדים|הגן|בית הספר|ההורים|גר|גרה|גרים|עובדת|ישנה|לומדים)', 'אשלם על זה', 'תשלמי על זה', 'אצטער', 'תצטערי', 'ידאג שאני', 'יעלים', 'אעלים', 'יהרג$', 'אהרג$', 'להרג$', 'יהרוג', 'ישפוך עליי', 'חומצה', 'אעשה אותך אלמן', 'תגיע ללידה', 'ניקב', 'מנוקבות', 'ירצח', 'ירצח אותי', 'תמיד מוצא אותך', 'אמצא אותך', 'להעלים מישהי', 'להעלים מישהו', 'במדבר', 'השחיז את', 'ליום שההורים', 'ק-ב-ר', 'תראי מה אני מסוגל', 'אשרוף', 'ישרוף', 'מעלים לך', 'לא תמצאי אותם', 'לא תמצא אותם', 'יגדלו בלי', 'קרוב יותר ממה ש', 'עוקב אחריי'),
);
const CONTROL_SOFT = any(
  // (Friends unseen for months beside an illness one cares for — "my wife has been sick for years, and
  // I haven't seen my friends in months", answers round S36 — is the carer's load, not isolation.)
  en('made me block', 'makes me block', '(?:forced|made|makes) me (?:to )?(?:cut off|stop (?:talking|speaking|seeing)|unfriend)', "(?<!\\b(?:sick|ill|illness|disease|diagnos\\w*|chronic\\w*|caring for|caregiv\\w*|dementia|alzheimer\\w*|parkinson\\w*|cancer|chemo\\w*|stroke|dialysis|newborn|new baby|twins)\\b[^]{0,120})(?:haven'?t|have not|hasn'?t|has not) (?:spoken|talked|seen) (?:to |with )?my (?:mother|mom|mum|father|dad|parents|sister|brother|family|friends) (?:in|for) (?:\\w+ )?(?:years|months)"),
  en("(?:shouldn'?t|can'?t|must not|mustn'?t|not allowed to|am not allowed to) (?:call|see|visit|talk to|speak to) my (?:mother|mom|mum|father|dad|parents|sister|brother|family|friends)(?: anymore| again)?", 'a bad influence', "(?:doesn'?t|won'?t|didn'?t) (?:talk|speak) to me for (?:a week|days|weeks)"),
  he('השפעה רעה', 'לא להתקשר לאמא שלי', 'אסור לי להתקשר', 'יעניש אותי', 'בשתיקה של(?!\\s+(?:שנינו|כולנו|שניהם|שתינו))', 'לא מדבר איתי שבוע', 'לא מדבר איתי ימים', 'עונש של שתיקה'),
  he('גרם לי לחסום', 'הכריח אותי לחסום', 'אמר לי לחסום', 'דרש שאחסום', 'שאחסום את'),
  en('takes my (?:entire |whole )?(?:salary|paycheck|wages|money)', 'gives me \\d+', 'show (?:him|her) (?:the )?receipts', 'receipts for everything', 'send (?:him|her) a (?:photo|picture|selfie) every', 'so (?:he|she) knows where i am', 'calls my boss', 'manages? everything', 'my bank account', 'my car keys', 'who i talk to', 'who (?:she|he) talks to', "(?<!(?:over|about)(?:\\.{2,3}|…)?\\s+(?:the |our )?)(?<!\\b(?:get|getting|buy|buying|got|bought|give|gave) (?:my |our )?(?:dad|father|mom|mum|mother|grandpa|grandma|saba|savta|abba|ima|parents?|(?:father|mother)-in-law) (?:an? )?)gps(?![^]{0,80}\\b(?:waze|google maps|directions|route|wrong turn|the exit|recalculat\\w*)\\b)(?![^]{0,120}\\b(?:wander\\w*|dementia|alzheimer\\w*|gets? lost|got lost|for (?:my |our )?(?:dad|father|mom|mum|mother|grandpa|grandma|saba|savta|abba|ima|parents?|(?:father|mother)-in-law))\\b)(?! (?:was|is|said|says|sent|took|told|wanted|kept|had|gave|insisted|(?:was |is )?wrong|(?:was |is )?right|directions?|route|signal|voice|in the car|on the dashboard))(?!'s)", 'tracker', 'decides what (?:i|she|he) wears?', "won't let (?:her|him) (?:drive|work|go|leave|see|talk|call)", 'must obey', 'obey', "can'?t go (?:to|out|anywhere) unless", 'unless i beg', '(?:he|she) has my phone', 'took my (?:cards|phone|keys|passport)', 'right to know where', 'lakach (?:li|la) et', 'bli reshut', 'bli she.?(?:hu|hi) (?:yode|yodea|yoda.?at|yeda|tida|yasim lev|tasim lev|ro.?e|ro.?a)', 'ein li shekel', 'darkon', 'lakach (?:li|la) et ha.?kartis', 'ha.?kartis sheli', 'shomer alai', 'lo yechola (?:latzet|ledaber)', 'decides? (?:when|what|where|who|which) i', '(?:choos|pick)\\w* (?:which|who|where|what) i', "which \\w+ i'?m allowed", 'have to be home by', 'so (?:he|she) can hear', 'prove where i', 'report (?:to (?:him|her)|where i am|everything)', 'wait for (?:his|her) (?:approval|permission|ok)', 'answer(?:s|ed)? my phone', 'no friends left', 'cut off from everyone', 'show (?:him|her) (?:my|all my|the) (?:messages|texts|phone)', '(?<!(?:without|not|never|stop|avoid|don.?t want to|not to) )interrogat\\w*', 'punish\\w* me', 'forbade me', 'leharot lo', 'leharot la', 'hodaot', 'sichat birur', 'lakcha', 'maskoret', 'battery percentage', 'shares? (?:my )?locations?', 'airtag', 'tracker', 'odometer', 'kilometrazh', 'browser history', 'without (?:his|her) (?:approval|permission)', "(?:didn'?t|did not) (?:approve|aprove)", 'selfie (?:each|every) time', 'text (?:my husband|him) .landed', 'weighs me', 'how much i eat', "(?:dont|doesn't|won't) let me learn", 'speaks? for me', 'marsha li', 'kor.?a et hahodaot', 'silent treatment', 'no .{1,4} without asking', 'keys (?:just )?live in his pocket', 'photos of (?:three )?outfits', 'listening on speaker', 'rehearse what i', 'log every website', 'screenshot', 'has questions about', 'ask before each', 'pasport', 'passports?', "doesn'?t let (?:me|us)", "don'?t have any money", 'my paycheck goes to', 'i ask before seeing', 'mechalek li', 'matai mutar', 'bodek ma ani', 'ein li mafteach', 'ein li gisha', 'mekabelet', 'mechayev oti', 'im mikum', 'noten li kesef rak', 'lirot et ha.?(?:ben|bat|yeladim|yeled|yalda|telefon|pelefon|hodaot|nayad)', 'bli shehi nochechet', 'kofet li'),
  he('אסור לי ללכת', 'לשמוע בקול', 'לציית', 'לוקח לי את', 'לקח לי את', 'בלי רשות', 'בלי שהוא יודע', 'אין לי שקל', 'הדרכון', 'הכרטיסים', 'מחזיק(?:ה)? את (?:תעודת|כרטיס|הדרכון)', 'לא יכולה לצאת', 'לא יכולה לדבר עם', 'צריכה לשלוח לו', 'לדווח לו', 'מחליט מה אני לובשת', 'מחליט עם מי', 'אסרה עליי', 'אסר עליי', '(?<!לא )אוסר עליי', '(?<!לא )אוסרת עליי', 'היסטוריית השיחות', 'מוחק לי', 'מוחקת לי', 'מחליטים מתי אני', 'מחליט מתי אני', 'מחליטה מתי אני', 'מה אני לובשת', 'לקחו לי', 'מחכה לאישור', 'לאישור שלו', 'מעניש אותי', 'בעלי מעניש', 'בודק לי את', 'בודקת לו את', 'בודקת לי את', 'בודק לה את', 'קובעת עם מי', 'קובע עם מי', 'לוקחת לו את', 'לוקח לה את', 'לדווח לו', 'לדווח לה', 'בלי שבעלי בחר', 'שוקל אותי', 'קובע כמה אני אוכלת', 'רשם את הדירה', 'רק על שמו', 'כל קנייה עוברת דרכו', 'אם בעלי יאשר', 'אישור ממנו', 'שולט לי', 'מחליט גם אם מותר', 'שאפסיק לעבוד', 'שאמחק את', 'בלי שהוא שם', 'מצלמה בסלון', 'מנעול על המקרר', 'המפתח אצלו', 'בלי שבעלה', 'כמה דקות במקלחת'),
);
// (Breakfast missed once in a rush — "שלחתי את הילדים לגן בלי ארוחת בוקר כי איחרנו", round 76 —
// is no child left without food.)
// Abuse named of someone, with a child named ("my husband abused our son years ago" had read as
// nothing): a person abused, not a trust, a phone or a substance.
const ABUSES_SOMEONE = any(
  en('abus(?:ed|es|ing) (?:him|her|them|(?:my|our|his|her|their|the) (?:(?:little|older|younger|oldest|youngest|own) )?(?:son|sons|daughters?|kids?|children|child|boys?|girls?|baby|babies|toddler|brothers?|sisters?|stepson|stepdaughter|grand(?:son|daughter|kids|children)|niece|nephew|students?|twins))', 'was abusing (?:him|her|them)'),
  he('(?:התעלל|התעללה|מתעלל|מתעללת|התעללו|מתעללים) (?:ב(?:ו|ה|הם|ילד|ילדה|ילדים|בן|בת|בנו|בתו|תינוק|בני|בנות))'),
);
const CHILD_AT_RISK = any(
  // Safety round r101: "leave their kids home alone all day, the 4 year old was wandering on the
  // road at 11pm and nobody came looking".
  en('home alone all day', "wander(?:s|ed|ing)? (?:around |alone |about )?(?:on |in |along |down )?the (?:road|street|highway|main road)s? (?:at|late|alone|in the dark|after dark|barefoot)", '(?:nobody|no one|no-one|noone) (?:came|comes|went|goes|was) (?:out )?(?:looking|to look|searching) for (?:him|her|them)', '(?:nobody|no one|no-one|noone) came looking'),
  he('(?:מסתובב|מסתובבת|הסתובב|הסתובבה|מסתובבים|הסתובבו|משוטט|משוטטת|שוטט|שוטטה) (?:לבד |לבדו |לבדה )?(?:ב|על )?(?:ה)?(?:כביש|רחוב)(?:ות)? (?:ב(?:לילה|חושך|\\d)|באמצע הלילה|לבד)', '(?:אף אחד|איש) לא (?:בא|יצא|הלך) (?:לחפש|לחפש אותו|לחפש אותה|לחפש אותם)'),
  en("(?:doesn'?t|does not|never|won'?t) buy (?:any )?food (?:anymore|at all|for (?:us|them|the kids|the children))", 'no food (?:in the house|at home|for (?:us|them|the kids))'),
  // A child locked in a room, a cupboard or the storeroom, said in Hebrew.
  en('no.?el (?:oto|ota|otam) ba.?(?:machsan|cheder|aron|mirpeset|sherutim|mamad)'),
  he('(?:נועל|נועלת|נעל|נעלה|נעלו|נועלים) (?:אותו|אותה|אותם) (?:ב|בתוך )(?:ה)?(?:מחסן|חדר|ארון|מרפסת|שירותים|ממ"ד|מרתף|אוטו|רכב)'),
  // Safety round r100: a child "locked in the storeroom with no light as a punishment" (said of the
  // child, not of who locked him).
  he('(?:ננעל|ננעלת|ננעלה|ננעלים|נסגר|נסגרת|נסגרה) (?:ב|בתוך )(?:ה)?(?:מחסן|ארון|מרתף|מרפסת)', '(?:ננעל|ננעלת|ננעלה|ננעלים|נעול|נעולה) (?:ב|בתוך )(?:ה)?(?:חדר|שירותים|מקלחת|ממ"ד)(?=[^.?!]{0,40}(?:כעונש|עונש|בחושך|בלי אור))'),
  en('not giving (?:them|him|her|the kids|the children) (?:any )?(?:food|meals?|dinner|breakfast|lunch)', 'punish\\w* (?:the kids|the children|them|him|her) (?:by|with) (?:not|no)', '(?:no|without) (?:food|meals?|dinner) (?:for|as)', 'steal\\w* (?:bread|food|sandwiches|snacks)'),
  he('נעל את הקטן', 'נעל את הקטנה', 'נעל את הילד', 'נעלה את הילד', 'נועל את הילד', 'נועלת את הילד', 'נעל את הבן', 'נעל את הבת', 'נעל אותו במרפסת', 'נעל אותה במרפסת', 'במרפסת בקור', 'בחוץ בקור', 'לא נותן להם לאכול', 'לא נותנת להם לאכול', 'בלי ארוחת(?!\\s+בוקר(?:\\s+\\S+){0,3}\\s+(?:כי|כש|אחרי ש)\\s*(?:\\S+\\s+){0,2}(?:איחר\\S*|מאוחר|לא הספק\\S*|מיהר\\S*|לחוצ\\S*|לחץ))'),
  en('secret game', 'not allowed to tell', 'our (?:little )?secret', 'keep (?:it|this) (?:a )?secret', 'asks? (?:her|him|them) to keep', 'sends? (?:her|him|them) (?:pictures|photos|pics|messages|videos)', 'shows? (?:her|him|them) (?:videos|porn|pictures)', 'walks? in on (?:her|him)', 'sleeps? in (?:her|his) bed', 'sits? (?:her|him) on (?:his|her) lap', 'groom(?:ing|ed)', 'grooms (?:her|him|them)', 'inappropriate (?:messages|photos|touching|texts)', 'drunk (?:with|driving)', 'drives? drunk', 'locks? (?:him|her|them) (?:in|out)', 'locked (?:him|her|them) (?:in|out)', '(?:keeps?|kept|keeping) (?:him|her|them) locked (?:in|up|out)', '(?:is|was|gets|got|being|are|were) locked (?:in|inside) (?:the |a |his |her )?(?:storeroom|storage room|closet|cupboard|basement|cellar|shed|garage|dark)', 'no food', "(?:doesn't|didn't|won't) feed", 'starves? (?:him|her|them)', 'starved (?:him|her|them)', '(?:is|has been|been|started|keeps) cutting', 'wants? to (?:kill (?:him|her)self|die|disappear(?! into (?:his|her|their|the) (?:room|bedroom|phone|screen|computer|games?|books?)))', 'wish(?:es)? (?:he|she) (?:was|were)n?.?t (?:born|alive)', "(?:won't|doesn't|hasn't|didn't) let (?:him|her|them) eat", 'lost weight', 'out of the trash', 'plays? doctor', 'under (?:the )?(?:bath )?water', "(?:holds?|held|cover\\w*|clos\\w*) (?:his|her|the baby'?s?) (?:face|mouth|nose)", 'mouth and nose', 'left alone', 'alone in the (?:car|apartment|house)(?! with)', 'locked car', '(?:gives?|giving|gave|put|puts|putting) (?:\\w+ ){0,3}sleeping pills', 'sleeping pills (?:in|into) (?:his|her|their|the baby.?s?) (?:bottle|milk|food|drink|juice)', 'giving (?:him|her|the baby|them) (?:pills|medicine|meds|alcohol)', 'finally be quiet', 'shut (?:him|her) up', 'against the wall', 'balcony railing', 'et hape', 'hape ve', 'lisgor lo', 'buys? (?:him|her) (?:gifts|presents)', 'told (?:him|her) not to tell', '(?<!(?:mutar|muttar|asur|assur|ossur|efshar|tzarich|tzricha|tzrichim|eich|ech|ma|matai|lama) )lo lesaper', 'kone lo matanot', 'nosea ito levad', 'alcohol', 'schnapps', 'vodka', 'whisk(?:e)?y', "(?:couldn't|can't|won't) (?:properly )?wake up", 'unresponsive', 'met (?:him )?online', 'from (?:tiktok|instagram|snapchat|discord|the internet)', 'older man', 'grown man', '(?<!(?:sitter|babysitter|tutor|counsell?or|madrich|driver|nanny|coach|teacher|helper) is an? )\\d\\d year old (?:man|guy)', 'come alone', "(?<!(?:i|we|i was|we were|i got|we got|i'?m|i am|keep getting) )locked out(?! (?:of (?:my|the|his|her|our|their) (?:account|website|site|app|computer|laptop|phone|email|profile|bank)|\\w+ times|twice|again|today|this (?:week|month|morning)))", 'stairwell', 'without (?:food|shoes|a coat)', 'locks? (?!\\w*sel(?:f|ves)\\b)(?:\\w+ ){0,3}in (?:the|a|his|her) (?:basement|room|closet|cupboard|bathroom|shed|car)', 'under (?:her|his) (?:skirt|clothes|shirt|dress|pajamas)', 'hand (?:under|inside)', 'cigarette', 'photograph\\w* (?:her|him)', 'takes? (?:pictures|photos) of (?:her|him)', '(?:photograph\\w*|watch\\w*|film\\w*) (?:her|him) (?:in|while|when)', 'mitkalechet', 'matzalem', 'mtzalem', 'tmunot shela', "mar.?e (?:lo|la|lahem) sratim", 'sratim (?:lo tzne|kchul|mi.?sug)', 'lo tzneim', 'mare lo', 'dangl\\w*', 'over the (?:flames|fire|balcony|edge|railing|parapet)', 'until (?:she|he) screams', 'tushie', '(?:touch\\w*|hurts?|hurting|pain\\w*|sore|itch\\w*|red|bleed\\w*|blood|rash|kiss\\w*|look\\w* at|wash\\w*|him|her|me|them|my|his) (?:\\w+ ){0,2}down there', 'lock (?:for|on) (?:her|his|my) door', 'comes? (?:in )?to check (?:on )?(?:me|her|him) at night', 'lashevet alav', 'sit on (?:his|him)', 'cuts on (?:his|her)', "(?:doesn'?t|won'?t|didn'?t) give (?:him|her|them) (?:his|her|their) (?:inhaler|medicine|meds|insulin)", 'window ?ledge', 'on the (?:ledge|railing|roof) with', 'mealhamaake', 'ties (?:him|her|them) (?:to|up)', 'tied (?:him|her|them) (?:to|up)', 'koshar', 'door is locked', 'sleep in the (?:bathtub|bath|car|garage|hallway|street)', 'alone in the (?:dark|bathroom|closet)', 'home alone (?:a lot|all weekend|for days)', 'leaves (?:him|her|them) in the (?:flat|apartment|house)', 'shalpuchit', 'keonesh', 'yashen barechov', 'sleep(?:s|ing)? (?:in|at) (?:a|the) (?:park|public garden|bus station|playground)', 'kicked (?:him|her) out (?:of the house|of home)', 'lo (?:natan|natna|natnu|noten|notenet) (?:lo|la|lahem) lehikanes habayta', 'calming drops', 'sedat\\w*', 'watering (?:it|the formula|the milk) down', 'only water', 'barely (?:cries|eats|moves)', 'not gaining weight', 'wet diaper', "(?:not|won'?t|doesn'?t) (?:allow|let) me (?:to )?take (?:her|him|the baby) to", 'steals? food', 'arrives? hungry', 'passed out', 'drinking again', 'drunk again', 'after (?:his|her) (?:\\w+ )?bottle', 'driving sleepy', 'shatui', 'samim', 'drugs', 'shirtless', 'photos of (?:him|her) (?:without|in)', 'messages (?:him|her) at (?:night|\\d)', 'more mature than', 'meet (?:her|him) at a', '(?:special|private) (?:lesson|session|game)', 'menashek', 'noge.?a (?:ba|bo|laben|labat)', 'bamakom shel', 'has to wash (?:her|him)', 'wash(?:es)? (?:her|him) (?:in|when|and)', 'tells? (?:them|him|her) to keep', 'sleeping in (?:our|her|his) (?:\\d+[- ]year[- ]old )?(?:daughter|son)(?!.?s (?:old|former|empty|childhood) (?:room|bed))', 'sleeping in jeans', "won'?t stay alone with", 'wets? the bed again', "what'?s on (?:his|her) back", 'marks on (?:his|her) (?:back|legs|arms|bottom)', "can'?t sit(?! (?:still|for|through|at|in|on|quietly|long))", 'lo yechola lashevet', 'raw knees', 'stand in the corner until', 'burn marks', 'simanei kviya', 'fingers (?:were |are )?blue', 'etzbaot kchulot', '(?:kicked|threw|locked) (?:us|me|him|her|them) out', 'in the cold', 'ba.?kor', 'voices (?:tell|are telling|say)', 'off (?:his|her) meds', 'awake for (?:\\d+|five|four|three) days', 'bring an offering', 'lehachzir oto (?:la|le).?(?:bore|hashem|elokim|shamayim|borei olam|boreh)', 'log off permanently', 'final upload', "won'?t be around for", 'goodbye (?:letter|note)', 'michtav preida', 'how many (?:pills|tablets)', 'the last day', 'hayom haacharon', 'who would get (?:her|his) room', 'if something happened', 'cuts (?:all )?(?:over|on) (?:her|his)', 'not to tell (?:her|his) parents', 'levad bachatzer', 'yatza larechov', 'lakvish', 'open balcony', 'balcony door', '(?<!(?:i.?m|i am|i.?ll be|i was|i.?ve been|me|home) )alone with the (?:\\d+[- ]year[- ]old|baby|toddler)', 'for whole weekends', 'slipped under', 'alone in the bath'),
  he('לא מאכילה', 'לא עולה במשקל', '(?:הולכים|הולך|הולכת) לישון רעב', 'רעב(?:ים|ה|ות)? כל הזמן', 'רעב(?:ים|ה|ות)? ימים', 'גונב אוכל', '(?<!(?:רופא|רופאה|רוקח|רוקחת|מרשם)[^.?!]{0,40})חצי כדור(?!\\s+(?:אנטיביוטיקה|אקמול|נורופן|מהאנטיביוטיקה))', 'כדורים שלה לשינה', 'שולח לו הודעות בלילה', 'כמה הוא יפה', 'שימחק אותם', 'שיעור מיוחד', 'לא מסכימה להישאר לבד עם', 'להרטיב שוב', '(?:מכניס|הכניס|זורק|זרק|סוגר|סגר|נועל|נעל|מחזיק|החזיק)\\S*(?:\\s+\\S+){0,5}\\s+[לב]מקלחת', 'זרק אותי ואת', 'זרק אותם מהבית', 'זרקה אותם מהבית', 'זרק אותו מהבית', 'זרק אותה מהבית', 'זרקו אותו מהבית', 'זרקו אותה מהבית', '(?:ישן|ישנה|ישנים) (?:ב)?(?:גינה|פארק|חוץ|תחנה|רחוב)', 'העיף אותו מהבית', 'העיף אותה מהבית', 'בחוץ בלילה', 'קר מאוד', 'הקולות אומרים', 'להחזיר אותו', 'לישון לנצח', 'מצייר קברים', 'חיפש בגוגל', 'מכתב פרידה', 'נשארים לבד בבית', 'סוגר אותו בשירותים', '(?:סוגר|סוגרת|סגר|סגרה|נעל|נועל|נועלת|נעלה|מחביא|מחביאה|הכניס|מכניס)(?:\\s+\\S+){0,4}\\s+בארון', 'נוגע בטעות', 'מתקלח איתם', 'מנעול', 'בא לבדוק אותי', 'לשבת עליו', 'חתכים', 'לא נותן לו את המשאף', 'את התרופות שלו', 'אדן החלון', 'מעל המעקה', 'קושר אותו', 'קשר אותו', 'קושר אותה', 'פ"מ', 'כעונש', 'טיפות הרגעה', 'טיפות', 'ישן ברחוב', '(?:מסתובב|מסתובבת|מסתובבים|מסתובבות|משוטט|משוטטת|משוטטים|משוטטות)\\s+לבד\\s+ברחוב(?:ות)?', '(?<!(?:מתלונן|מתלוננת|מתלוננים|מתלוננות)\\s+ש?)אין (?:לו|לה|להם) (?:מה|מספיק) לאכול', 'להיכנס הביתה', 'אמר לו לא לספר', 'אמר לה לא לספר', 'קונה לו מתנות', 'קונה לה מתנות', 'גבר בן', 'שהכיר(?:ה)? ב(?:טיקטוק|אינסטגרם)', '(?:בן|בת) \\d\\d (?:\\S+ )?ב(?:טיקטוק|אינסטגרם)', 'לבוא לבד', 'לבד לדירה', 'ננעל בחוץ', 'נעול בחוץ', 'בחדר המדרגות', 'בלי נעליים', 'סרטים לא צנועים', 'מראה לו סרטים', 'מראה לה סרטים', 'סרטי מין', 'מתחת לחצאית', 'מתחת לבגדים', 'מצלם אותה', 'צילם אותה', 'כשהיא מתקלחת', 'כשהוא מתקלח', 'סיגריה', 'שולח לה תמונות', 'שולח לו תמונות', 'ישן איתה במיטה', 'ישן איתו במיטה', 'סוד בינינו', 'לשמור סוד', 'בלי אוכל', 'שיכור', 'שתוי', 'נועל אותו בחדר', 'נועל אותה בחדר', 'לבד באוטו$', 'משאיר את התינוק לבד', 'משאירה את התינוק לבד', '(?<!(?:אי אפשר|אסור|לא יכול|לא יכולה|לא יכולים|לא רוצה|לא רוצים|לא נוכל|אי אפשר יותר) ל)השאיר אותו לבד', '(?<!(?:אי אפשר|אסור|לא יכול|לא יכולה|לא יכולים|לא רוצה|לא רוצים|לא נוכל|אי אפשר יותר) ל)השאירה אותו לבד', 'נועל את הדלת', 'נכנס לחדר שלה', 'סוגר לו את הפה', 'סוגר לה את הפה', 'הפה והאף', 'מתחת למים', 'כדורי שינה', 'לא אוכלת?(?![\\u05D0-\\u05EA])(?!\\s+(?:אצל|בבית של|מה?אוכל של|את האוכל של|בשר|חלבי|בחוץ))', 'ישנה המון', 'באוטו בחום', 'בחום של'),
);
const FAREWELL = any(en('katavti michtav(?:im)? (?:la|le)\\w*',"(?:it'?s|it is|this is|it was) not (?:your|their) fault", '(?:none|no part) of (?:it|this) (?:was|is) (?:your|their) fault', 'lo ashmatchem', 'thank you for everything', 'thanks for everything', 'take care of (?:mom|dad|the kids|my kids|my children|everyone)', 'tid.?agi (?:la|le).?(?:yeladim|yeladot|ima|aba)', 'goodbye', 'farewell', 'toda al hakol', 'tishmeri al', 'tishmor al', 'sorry for everything', 'slicha al ha.?kol', 'by the time you read this'), he('סליחה על הכל', 'כשתקראו את זה', 'תדאג(?:י|ו)? ל(?:ילדים|ילדות|אמא|אבא|כולם)', 'כתבתי מכתבים ל', 'לא אשמתכם', 'לא באשמתכם', 'לא אשמתך', 'תודה על הכל', 'תשמרי על', 'תשמור על', 'להתראות לכולם', 'שלום לכולם'));
// Round 44 (read after its first sight): a bond summed up in the past tense and the mess one leaves
// ("you were a good family to me. sorry for the mess I leave"), a note to "whoever reads this", not
// seeing oneself reach a day ahead, and "after I go" said of oneself.
const LOOKING_BACK = any(
  en('you (?:were|have been|guys were|all were) (?:a |such a )?(?:good|great|wonderful|the best) (?:family|friends?|to me)', '(?:the )?(?:mess|trouble|burden) i(?:.m| am)? (?:leave|leaving|left) (?:behind|you|for you)', 'sorry (?:for|about) (?:the mess|the trouble|what) i(?:.m| am)? (?:leave|leaving|left)(?: behind)?(?=\\s*(?:[.,!?;]|$))', 'hayitem (?:mishpacha tova|tovim|chaverim tovim)', 'ha.?balagan she.?ani mash(?:ir|ira)', 'mi she.?yikra et ze', 'whoever (?:reads|finds) this', 'to whoever (?:reads|finds) this'),
  he('הייתם משפחה טובה', 'הייתם טובים אלי', 'הייתם חברים טובים', 'הבלגן שאני משאיר', 'הבלגן שאני משאירה', 'מה שאני משאיר אחרי', 'מה שאני משאירה אחרי', 'מי שיקרא את זה', 'למי שימצא את זה'),
);
const GONE_FOR_GOOD = any(en("(?:higi.?a ha.?zman (?:sheli )?la.?lechet|(?:it.?s|it is) (?:my )?time (?:for me )?to go)[.,]?\\s*(?:legamre|lanetzach|le.?olam|for good|forever)"), he('הגיע הזמן (?:שלי )?ללכת[.,]?\\s*(?:לגמרי|לתמיד|לנצח)'));
const NOT_SEEING_MYSELF_THERE = any(
  en("(?:don'?t|do not|can'?t|cannot) see myself (?:making it (?:to|through|past|until)|reaching (?:my|his|her|the|next|our)|being (?:alive|around) (?:for|by|at|to see|much longer|next|in)|living (?:to see|until|past|through|much longer))", 'lo ro.?e(?:h)? et atzmi (?:magi.?a|mag.?ia) (?:el|le|la)'),
  he('לא רואה את עצמי (?:מגיע|מגיעה) (?:אל|ל)'),
);
const AFTER_I_GO = any(
  en("after i(?:.m| am)? (?:go|gone|pass|pass away)(?=\\s*(?:[.,!?;]|$))", "(?:once|when) i(?:.m| am) (?:no longer|not) (?:here|around)", 'achrei she.?(?:ani )?elech(?=\\s*(?:[.,!?;]|$))'),
  `(?<![\u05D0-\u05EA])(?:ו)?(?:אחרי ש(?:אני )?אלך|כשלא אהיה (?:פה|כאן)|כשאני כבר לא אהיה)(?=\\s*(?:[.,!?;]|$))`,
);
// An adult of the family or around it, a child and a closed door ("saba osé itam 'mischakim' ba-chadar
// im delet sgura"): asked; with "games", fear or a child who wets or cries, a danger.
const ADULT_AROUND_CHILD = any(en('grandpa', 'grandfather', 'saba', 'zeid(?:y|e)', 'zaid(?:y|e)', 'uncle', 'neighbou?r', 'coach', 'tutor', 'babysitter', 'counsel?lor', 'madrich', 'rebbe', 'step-?(?:father|dad)', '(?:her|his|mom.?s|my) boyfriend', 'cousin'), he('סבא', 'הדוד', 'השכן', 'המאמן', 'המורה הפרטי', 'המדריך', 'הבייביסיטר', 'אבא החורג', 'החבר של אמא', 'בן הזוג של'));
const CLOSED_DOOR = any(en('(?:door|doors) (?:closed|shut|locked)', '(?:closed|shut|locked) door', '(?:ha.?)?delet sgura', 'no?el et ha.?delet', 'locks? the door', 'shuts? the door'), he('דלת סגורה', 'הדלת סגורה', 'נועל את הדלת', 'נעל את הדלת', 'סוגר את הדלת', 'סגר את הדלת'));
const CHILD_AFRAID_OR_GAMES = any(en('games', 'mischakim', 'scared', 'afraid', 'cries', 'crying', 'wets', 'wet himself', 'wet herself', 'boche', 'bochek', 'lifchod', 'pochad', 'poched'), he('משחקים', 'מפחד', 'מפחדת', 'בוכה', 'מרטיב', 'מרטיבה', 'לפחד'));
// "Don't look for me tomorrow morning": said in a note, with sorry or "not your fault", it is a
// goodbye (round 41, read after its first sight).
const DONT_LOOK_FOR_ME = any(en("(?:don'?t|do not|please don'?t) (?:come )?look(?:ing)? for me(?! (?:at|in|on|by|near|until|till|before|after|during|there|here)\\b)", 'al (?:te)?chaps(?:u|i)? oti', 'al tchapsu oti'), he('אל תחפשו אותי', 'אל תחפש אותי', 'אל תחפשי אותי', 'שלא יחפשו אותי'));
// "Is a husband allowed to force?" asked of a marriage where "it's like that every week".
const HUSBAND_MAY_FORCE = any(
  en("(?:is|are) (?:a )?husbands? (?:allowed|permitted|entitled) to (?:force|make (?:his|their) wi(?:fe|ves))(?![^.?!]{0,30}\\b(?:move|live|work|study|travel|eat|wear|choose))", "(?:a husband'?s|his) right to (?:force|demand)", 'mutar la.?ba.?al (?:lichpot|lehachriach)'),
  he('מותר לבעל (?:לכפות|להכריח)(?![^.?!]{0,30}(?:לעבור|לגור|לעבוד|ללמוד|לנסוע|לאכול|ללבוש|לבחור))', 'זכות (?:של )?(?:ה)?בעל (?:לכפות|להכריח|לדרוש)'),
);
// Dread at his coming home, and a house kept exactly as he wants it (round 42, read after its
// first sight): "afraid of the sound of his key in the door; every evening I check everything is
// exactly as he wants".
const DREAD_OF_HIS_RETURN = any(
  en("(?:afraid|scared|terrified|dread\\w*) (?:of )?(?:the sound of )?(?:his|her) (?:key|car|footsteps|steps)", 'mefached(?:et)? me.?ha.?ra.?ash shel ha.?mafteach', 'ha.?ra.?ash shel ha.?mafteach'),
  he('(?:מפחד|פוחד|חוששת|חושש)(?:ת)? מהרעש של המפתח', 'הרעש של המפתח בדלת', 'הצעדים שלו במדרגות'),
);
const EXACTLY_AS_HE_WANTS = any(en('exactly (?:the way|how|as) (?:he|she) (?:wants|likes|demands)', 'kmo she.?hu rotze', 'bediyuk kmo she.?hu'), he('בדיוק כמו שהוא רוצה', 'בדיוק איך שהוא רוצה'));
// "He takes what he's owed" on the immersion night, even when she cries.
const TAKES_WHAT_HE_IS_OWED = any(
  en("takes? what (?:he'?s|he is|he thinks is) (?:owed|due|his|entitled to)", 'loke.?ach (?:et )?ma she.?magia lo', 'loke.?ach ma she.?shelo'),
  he('לוקח את מה שמגיע לו', 'לוקח מה שמגיע לו', 'לוקח את מה ששלו'),
);
const EVEN_IF_SHE_CRIES = any(en('even (?:if|when|though) (?:i|you|she) (?:cry|cries|am crying|is crying)', 'gam im (?:at|ani|hi) boch(?:a|ah|ia)', 'gam kshe.?(?:at|ani|hi) boch(?:a|ah)'), he('גם אם (?:את|אני|היא) בוכה', 'גם כש(?:את|אני|היא) בוכה'));
const UNREACHABLE = any(en("turned off (?:his|her|the) phone", "(?:can't|cannot|couldn't) reach (?:him|her)", "(?:isn't|not|stopped) answering", 'not picking up', 'phone (?:is )?off', 'kiba et hatelefon', 'lo matzlicha lehasig', 'lo oneh', 'lo ona'), he('כיבה את הטלפון', 'כיבתה את הטלפון', 'לא עונה', 'לא מצליחה להשיג', 'לא מצליח להשיג', 'הטלפון כבוי'));
const GOING_AWAY_PLAN = any(en('decided', 'already decided', 'made up my mind', '(?:my|our) last (?:birthday|shabbat|shabbos|yom tov|pesach)', '(?:for )?the last time (?:i|you|we)'), he('החלטתי', 'כבר החלטתי', 'האחרון שלי'));
const WEAPON_AT_ME = any(en('at me', 'towards? me', 'against my', 'to my (?:throat|neck|head|face|chest)', 'in my face', 'held (?:it|a|the|his)', 'pointed', 'waved', 'showed (?:me|it to me)', 'under (?:the|his|her) pillow', 'sleeps with', 'keeps (?:a|the) (?:gun|knife)', 'threat\\w*', 'if i', '(?:he|she|husband|wife|ex|boyfriend|girlfriend) (?:has |had |just |recently |went and )?bought'), he('עליי', 'אליי', 'לי בפנים', 'לגרון', 'כיוון', 'נופף', 'הראה לי', 'מתחת לכרית', 'אם אני'));
// An injury to be explained, beside someone's anger: "why mommy's arm is in a cast … why abba was so angry".
const INJURY_SEEN = any(en('in a cast', 'black eye', 'stitches', 'broken (?:arm|wrist|nose|rib|ribs|finger)', 'bruis\\w*', 'split lip', 'fat lip', 'swollen (?:eye|lip|face|cheek)'), he('בגבס', 'גבס', 'פנס בעין', 'תפרים', 'שבר ב', 'סימנים כחולים', 'כחול בפנים', 'שפה נפוחה'));
// Marks of strangling, asked about as a practical matter ("כמה זמן לוקח לסימנים של חניקה על הצוואר
// לעבור?" — round 71c): strangling is among the strongest signs of a danger to life, so its marks
// are a crisis on their own, whoever is named.
const STRANGLING_MARKS = any(
  en('strangulation marks', '(?:choke|choking|strangl\\w*) marks', 'marks (?:\\w+ ){0,2}from (?:being )?(?:choked|strangled)', '(?:finger|hand) ?(?:marks|prints) on (?:my|her|his|the) (?:neck|throat)', 'simanei chenika', 'simanim shel chenika'),
  he('סימני חניקה', 'סימנים של חניקה', 'סימן של חניקה', 'חניקה על הצוואר', 'סימני אצבעות על הצוואר', 'אחרי שחנק אותי', 'אחרי שחנקה אותי'),
);
// The same excuse for an injury, again ("every time she comes with 'I fell down the stairs'. Last
// time it was a broken arm" — round 64): the story people are told to tell.
const INJURY_EXCUSE = any(en('fell down the stairs', 'falls? down the stairs', 'walked into (?:a|the) (?:door|cabinet|cupboard|wall)', 'slipped in the (?:shower|bath)', "(?:she|he)(?:'s| is) (?:just )?(?:so )?clumsy", 'always (?:has|have|got) an excuse', 'always (?:an|some) excuse'), he('נפלתי במדרגות', 'נפלה במדרגות', 'נפל במדרגות', 'נתקלתי בדלת', 'נתקלה בדלת', 'נתקל בדלת', 'החלקתי במקלחת', 'החליקה במקלחת', 'נתקלתי בארון', 'נתקלה בארון', 'היא פשוט מגושמת', 'הוא פשוט מגושם', 'תמיד יש לה הסבר', 'תמיד יש לו הסבר', 'תמיד יש לה תירוץ', 'תמיד יש לו תירוץ'));
const INJURY_AGAIN = any(en('every time', 'each time', 'again', 'another one', 'last time', 'keeps? (?:coming|showing up)', 'this year', 'this month', 'a broken', 'in a cast', 'bruis\\w*', 'black eye', 'stitches'), he('כל פעם', 'בכל פעם', 'שוב', 'בפעם שעברה', 'עוד פעם', 'יד שבורה', 'רגל שבורה', 'אף שבור', 'גבס', 'תפרים', 'פנס'));
const SOMEONE_ANGRY = any(en('(?:was|got|gets|is|became) (?:so |really |very |that )?(?:angry|mad|furious)', 'in a rage', 'lost (?:his|her) temper', 'lost it', 'blew up', 'flipped out'), he('כעס', 'כעסה', 'התעצבן', 'התעצבנה', 'איבד את העשתונות', 'השתולל', 'התפרץ', 'כל כך כועס'));
// Martial arts and their practice at home.
const MARTIAL_ARTS = any(en('krav maga', 'martial arts?', 'jiu.?jitsu', 'bjj', 'mma', 'sparring', 'spar', 'taekwondo', 'kickboxing'), he('קרב מגע', 'אומנויות לחימה', 'ג.יו ג.יטסו'));
// Play, sport and accidents, where bruises and falls are nobody's doing.
const HUNTING = any(en('hunting', 'hunt', 'hunts', 'deer', 'rifle scope', 'scope', 'camo', 'shooting range', 'the range', 'target practice', 'skeet', 'clay pigeons?'), he('ציד', 'מטווח', 'צלפות ספורטיבית'));
const PLAY_OR_SPORT = any(MARTIAL_ARTS.source, en('pillow fight', 'wrestl*', 'tickl*', 'play ?fight*', 'laser tag', 'paintball', 'rugby', 'football', 'soccer', 'basketball', 'hockey', 'karate', 'judo', 'boxing class', 'playground', 'trampoline', 'climbing frame', 'jungle gym', 'monkey bars', 'dodgeball', '(?:threw|throwing|kicked|kicking|hit|hitting) (?:a|the|his|her) ball', 'magles?h?a\\w*', 'nadneda\\w*', 'mi.?kadur(?!im)', 'ba.?hafsaka', 'at recess', 'in gym class', 'fell off (?:his|her|the) (?:bike|scooter|swing)', 'at practice', 'on the field', 'gym', 'bench press', 'weights', 'lifting', 'bunge*', 'bungy', 'bunji', 'skydiv*', 'parachut*', 'zip ?line*', 'rappel*', 'abseil*', 'tznicha', 'snapling'), he("באנג.י", "בנג.י", 'צניחה', 'צניחת', 'סנפלינג', 'אומגה', 'מלחמת כריות', 'היאבקות', 'דגדוג', 'כדורגל', 'כדורסל', 'קראטה', 'ג.ודו', 'טרמפולינה', 'נפל מה', 'נפלה מה', 'במגרש', 'מגלשה', 'נדנדה', 'מתקני', 'מכדור(?![א-ת])', 'בהפסקה'));
// Hebrew "throws / beats <object>": harm only when the object is a child (near CHILD below).
const HANDLES_ROUGHLY = any(HARM_ACT.source, en('with (?:the|a|his|her) (?:belt|stick|slipper|hanger|cane|wooden spoon|ruler|rod|iron)', 'pull\\w* (?:her|his|their) (?:ear|ears|hair)', 'kneel on rice', 'im ha.?chagora', 'im ha.?makel', 'im ha.?magafayim', 'im ha.?magehatz', 'lehakot', 'maka otam', 'noelet', 'zoreket', 'zorek (?:alehem|aleihem|aleha|alav|aleyhem)\\b'), he('עם החגורה', 'עם המקל', 'עם הנעל', 'עם המגהץ', 'משך אותה באוזן', 'משך אותו באוזן', 'זורקת את', 'זורק את', 'זרק את', 'זרקה את', 'מעיף את', 'מעיפה את', 'העיף את', 'העיפה את', '(?:זורק|זורקת|זרק|זרקה) (?:עליהם|עליו|עליה)(?![\\u05D0-\\u05EA])', 'מכה את', 'היכה את', 'מטלטל את', 'טלטל את'));
// A child named first and thrown after ("מרים את הקטן ומעיף אותו על המיטה"): the rough act
// above reads only the order act-then-child. Thrown in the air and caught, or into the pool, is play.
const THROWN_AFTER_NAMED = any(en('(?:throws?|threw|tosse[sd]|toss|flings?|flung|hurls?|hurled) (?:him|her|them)(?! (?:a|the) ball)', 'zorek oto', 'zorek ota', 'meif oto', 'meif ota', 'heif oto', 'heif ota'), he('מעיף אותו', 'מעיף אותה', 'מעיפה אותו', 'מעיפה אותה', 'העיף אותו', 'העיף אותה', 'העיפה אותו', 'זורק אותו', 'זורק אותה', 'זורקת אותו', 'זרק אותו', 'זרק אותה', 'זרקה אותו', 'מטיח אותו', 'הטיח אותו', 'הטיח אותה'));
// An attack in the news that frightens a child is not harm done to her.
const IN_THE_NEWS = any(en('in the news', 'on the news', 'news (?:report|story|item)s?', 'terror attack', 'stabbing attack', 'shooting attack', 'pigu.?a'), he('בחדשות', 'פיגוע', 'מחבל', 'טרור'));
// (Not laughter: "he hits them and laughs" is no game.)
const THROWN_IN_PLAY = any(en('in the air', 'catch(?:es)? (?:him|her|them)', 'caught (?:him|her|them)', 'in(?:to)? the pool', 'into the (?:water|sea|waves)'), he('באוויר', 'ותופס אות', 'ותופסת אות', 'לבריכה', 'בבריכה', 'למים', 'לים'));
// Stopping what keeps one alive (medication, food) — on purpose, or with nothing left to hope for.
const STOPS_LIVING_CARE = any(en('stopped taking (?:my )?\\w+', "(?:haven'?t|not|am not|i'?m not) taking (?:my )?\\w+", 'stopped eating', "(?:haven'?t|have not) eaten (?:properly )?(?:in|for) \\w+ (?:weeks|days)", 'not eating', 'body (?:just )?gives? up', 'hifsakti (?:et|le)', 'lo lokachat', 'lo ochelet', 'lo ochel', 'yafsik'), he('הפסקתי לקחת', 'לא בולעת את', 'לא לוקחת את', 'לא לוקח את', 'הפסקתי לאכול', 'לא אוכלת כבר', 'לא אוכל כבר', 'הגוף יפסיק', 'הגוף ימות'));
const ON_PURPOSE = any(en('on purpose', 'deliberate\\w*', "what'?s the point", 'no point', 'collect\\w*', 'keeping them', 'want (?:it|my body|the body|everything) to', 'punish', 'relief', 'be(?:tter)? over', 'the end', 'insulin', 'lithium', 'bechavana', 'ani rotza', 'ani rotze', 'sof'), he('בכוונה', 'אני רוצה ש', 'שזה ייגמר', 'שהכל יתפרק', 'אוספת', 'מעטפה', 'שמחה על זה', 'ימות', 'הסוף'));
const JOIN_THE_DEAD = any(en('want to go home', 'go home where', 'home,? where (?:my )?(?:mother|father|mom|dad|mum|husband|wife|son|daughter) is', 'be with (?:my )?(?:mother|father|mom|dad|mum|her|him|husband|wife)(?! (?:mother|mom|mum|father|dad|parents|family|sisters?|brothers?|kids|children|friends|grand\\w*|for|on|at|during|every|this|over|when|while|through|after|more|alone|all|most|until)\\b)', '(?:be|go|going|gone|join|rest) (?:\\w+ ){0,2}where (?:my )?(?:mother|father|mom|dad|mum) is', 'join (?:my )?(?:mother|father|mom|dad|mum|her|him)'), he('להיות עם אמא', 'להיות עם אבא', 'ללכת לאמא', 'ללכת לאבא', 'ללכת אליה', 'ללכת אליו', 'להצטרף אליה', 'להצטרף אליו', 'להיות איתה שם', 'להיות איתו שם', 'לפגוש את אמא', 'לפגוש את אבא', JOIN_ONE_WHO_DIED_HE));
const DECEASED = any(en('passed', 'passed away', 'died', 'late', 'niftar\\w*', 'zal', 'in heaven'), he('נפטר', 'נפטרה', 'ז"ל', 'זכרונו', 'זכרונה', 'שנפטר'));
// Medicine taken as prescribed, for a named condition: pills, but no danger.
const MEDICAL_ROUTINE = any(en('fever', 'syrup', 'weighs', '\\d+ ?kg', 'teething', 'ear infection', 'dosage chart', 'per kg', 'blood pressure', 'cholesterol', 'vitamins?', 'allerg\\w*', 'antibiotics?', 'prescription', 'pill ?(?:organi[sz]er|box)', 'weekly organi[sz]er', 'dosette', 'reminder', 'forgets? to take', 'keeps? forgetting'), he('סירופ', 'חום של', 'שוקל', 'שוקלת', 'ק"ג', 'לחץ דם', 'ויטמינים', 'אלרגיה', 'אנטיביוטיקה', 'מרשם', 'תזכורת', 'שוכח לקחת', 'כל הזמן שוכח'));
// "Otherwise" as a condition, not the adjective after a noun ("בעיר אחרת", another city).
const CONDITIONAL = any(en('if i', 'unless i', "if (?:you|she|he) (?:don't|doesn't)", 'or else', 'im ani', 'she.?im'), he('אם אני', 'אם את', 'שאם', '(?<!(?:עיר|דרך|פעם|אישה|מישהי|משפחה|עבודה|דירה|שפה|תקופה|צורה|אפשרות|בחירה|מדינה|ארץ|שכונה|קהילה|גרסה|תוכנית|שיטה|חברה|מסגרת|כיתה|ישיבה|אחת|דעה|הרגשה|תחושה|סיבה|בעיה|שאלה|תשובה|מטפלת|גננת|מורה)\\s)אחרת'));

// Self-contained words for ending one's own life: no other word of the sentence is needed to know
// who is meant ("kms tonight").
const MY_OWN_DEATH = any(en('kms', 'kill myself', 'killing myself', 'unalive myself', 'end my (?:own )?life', 'ending my (?:own )?life', 'take my (?:own )?life', 'hang myself', 'my job here is done', "i'?ve done my part"), he('אתאבד', 'שאתאבד', 'לשים קץ לחיי', 'גומרת עם זה', 'גומר עם זה', 'אגמור עם זה', 'סיימתי את התפקיד שלי', 'סיימתי את תפקידי'));
// "The kids will be fine with my mother-in-law, she's better at it than me."
const KIDS_BETTER_WITHOUT_ME = any(
  en("(?:kids|children|kinderlach|kinder) (?:will|would|'?ll) be (?:fine|ok|okay|better off|better) (?:by|with|at) (?:my|their|her|his)", "(?:she'?s|he'?s|they'?re) (?:better|more patient) (?:at it|with them|for them) than (?:me|i am)", 'better off without me'),
  he('הילדים (?:י)?סתדרו (?:בלעדיי|בלעדי|אצל|עם)', '(?:יותר טובה|יותר טוב|יותר טובים) (?:איתם|בשבילם|להם) ממני', 'להם יותר טוב בלעדי'),
);
// A family said to be calmer, happier or roomier without the writer ("more room at the shabbos table
// without me", "yihyu yoter meusharim bli").
const BETTER_WITHOUT_ME = any(
  en('better off without me',
    "(?:would|'d|will|'ll) be (?:so )?(?:much )?(?:calmer|happier|easier|better|lighter|quieter|freer|richer) (?:\\w+ ){0,3}(?:without me|if i (?:wasn'?t|weren'?t|was not|were not) (?:around|here|there|alive)|once i'?m gone|when i'?m gone)", "more room (?:\\w+ ){0,4}without me",
    // "…would be relieved if you died? Not sad. Relieved." (development line a0023, said of oneself as "you").
    "(?:would|'d|will|'ll) (?:\\w+ ){0,2}be (?:\\w+ )?relieved (?:if|when|once) (?:i|you) (?:died|was dead|were dead|was gone|were gone|disappeared|wasn'?t (?:here|around|alive)|weren'?t (?:here|around|alive))",
    '(?:yihyu|yihye|tihye) (?:\\w+ ){0,2}(?:yoter )?(?:meusharim|meushar|meusheret|ragu.?im|ragua|tov|tovim) bli(?:ay|i|adai)?(?=\\s*(?:[.,!?;]|$))', 'yoter (?:tov|kal|sheket) bli(?:ay|adai)(?!\\w)'),
  he('(?:יהיו|יהיה|תהיה) (?:\\S+ ){0,2}(?:יותר )?(?:מאושרים|רגועים|שקטים|טוב|קל) בלעדי(?:י)?', 'יותר (?:טוב|קל|שקט) בלעדיי'),
);
const IF_SOMETHING_HAPPENS = any(en('if (?:anything|something) (?:ever )?(?:happens|should happen) to me', 'im mashehu yikre li'), he('אם משהו יקרה לי', 'אם יקרה לי משהו'));
// Living as a prisoner at home.
const PRISON = any(en("(?:like|feel like) (?:a |i'?m (?:in )?(?:a )?)?(?:prisoner|prison|jail|cage)", 'prisoner in my own'), he('כמו בכלא', 'כמו בבית סוהר', 'אסירה בבית', 'כלואה בבית', '(?:כמו|מרגישה) אסירה', '(?:כמו|מרגיש) אסיר(?![\\u05D0-\\u05EA])'), en('kmo bakele', 'kmo bakeleh'));
// "When I was little": an adult's disclosure of what was done to them as a child.
const IN_MY_CHILDHOOD = any(en('when i was (?:little|small|young|a (?:child|kid|little girl|little boy|girl|boy|teen(?:ager)?))', 'as a (?:child|kid|little girl|little boy)', 'growing up', 'when we were (?:little|small|young|kids|children|teens|teenagers)'), he('כשהייתי (?:קטנה|קטן|ילדה|ילד|נערה|נער)', 'כשהיינו (?:ילדים|קטנים|קטנות|ילדות|נערים|נערות|בני נוער)', 'בילדות שלי', 'בתור ילדה', 'בתור ילד'));
// "Does things to her" that are not right.
const DOES_THINGS = any(en('(?:did|does|doing) (?:stuff|things)["”]? to (?:her|him|me)', 'does things to (?:her|him|me)', 'did things to (?:her|him|me)', 'doing things to (?:her|him|me)'), he('עושה לה דברים', 'עשה לה דברים', 'עושה לו דברים', 'עשה לו דברים', 'עושה לי דברים', 'עשה לי דברים'));
const NOT_RIGHT = any(en("(?:not|isn'?t|aren'?t) (?:ok|okay|right|appropriate)", 'wrong', 'bad things', 'in the (?:shower|bath)', 'at night', 'ba.?laila', 'balayla', 'lo beseder', 'lo tov', 'mashehu lo'), he('לא בסדר', 'לא צנוע', 'לא טובים', 'במקלחת', 'בלילה'));
// Someone who goes into a child's room or bed at night (a relative, a lodger): with unease, danger.
const INTO_CHILD_ROOM = any(en("(?:goes|went|going|comes|came|coming|sneaks?|snuck|sneaking|slips?|slipped|slipping) into (?:her|his|their|the (?:girls?|boys?|kids?|children)(?:'s)?|my (?:daughter|son)(?:'s)?|our (?:daughter|son)(?:'s)?) (?:room|bed(?:room)?)", 'nichnas la.?chadar', 'nichnas la.?mita', 'nichnas le.?chadar'), he('נכנס לחדר של', 'נכנס לחדר שלה', 'נכנס לחדר שלו', 'נכנס לה לחדר', 'נכנס לו לחדר', 'נכנס למיטה שלה', 'נכנס לה למיטה'));
const INTO_MY_BED = any(
  en('(?:comes|came|gets|got|climbs|climbed) (?:in)?to my bed', '(?:would|used to) (?:come|get|sneak) into my (?:room|bed)', '(?:came|come|coming|sneak\\w*) into my (?:room|bed) (?:at night|in the night|every night|when)', 'haya nich?nas la.?cheder sheli'),
  he('נכנס לי למיטה', 'נכנס למיטה שלי', 'היה נכנס לחדר שלי', 'היה נכנס למיטה שלי', 'נכנס לחדר שלי בלילה', 'נכנס לחדר שלי בלילות', 'היה מתגנב לחדר שלי'),
);
// Someone else's wife or husband as the one harmed: "the neighbour beats his wife".
const ANOTHERS_SPOUSE = any(en('his wife', 'her husband', 'his girlfriend', 'her boyfriend', '(?:le|la|et )?ishto', '(?:le|la|et )?baala'), he('לאשתו', 'את אשתו', 'באשתו', 'לבעלה', 'את בעלה', 'בבעלה', 'לחברה שלו', 'את החברה שלו'));
// A secret kept since: with a visitor to the bed or room, a disclosure, not a memory of a checked-on child.
const NEVER_TOLD = any(
  en('never told (?:anyone|anybody|a soul|my (?:parents|mother|mom|mum|father|dad|husband|wife))', "(?:didn't|did not|couldn't|could not) tell (?:anyone|anybody)", 'never said (?:anything|a word)', 'af pa.?am lo sipart\\w*', 'lo sipart\\w* le.?af echad'),
  he('אף פעם לא סיפרתי', 'מעולם לא סיפרתי', 'לא סיפרתי לאף אחד', 'לא סיפרתי לאף אחת', 'לא סיפרתי לאיש', 'אף אחד לא יודע'),
);

// A weapon put on show while one is spoken to ("he puts the gun on the table when he talks to me
// and says 'remember what's here'" — safety round 62, missed on first sight).
const WEAPON_LAID_OUT = any(
  en('on the (?:kitchen |dining )?table', 'taps? (?:it|on it)', 'tapping (?:it|on it)', '(?:puts?|putting|lays?|laying|places?|placing|sets?|setting) (?:it|the (?:gun|knife|pistol|rifle)) (?:down|out|on|in front)', 'in front of me', 'cleans? (?:it|the (?:gun|pistol|rifle))', 'cleaning (?:it|the (?:gun|pistol|rifle))', 'plays? with (?:it|the (?:gun|knife))', "remember what(?:'s| is) (?:here|there|in)"),
  he('על השולחן', 'מניח אותו', 'מניחה אותו', 'שם אותו', 'מניח את ה', 'מולי', 'מנקה אותו', 'מנקה את ה', 'משחק בו', 'תזכרי מה יש', 'תזכור מה יש'),
);
const WHILE_WE_QUARREL = any(
  en('when we (?:argue|fight|disagree|quarrel)', 'when (?:he|she) (?:talks|speaks|yells|shouts|is angry|gets angry|gets mad)', '(?:during|in the middle of) (?:an? |our |the )?(?:arguments?|fights?|quarrels?)', '(?:since|after) (?:the|our|that) (?:fight|argument|quarrel|row)', 'when i (?:disagree|say no|argue|complain)', "remember what(?:'s| is) (?:here|there|in)"),
  he('כשהוא מדבר איתי', 'כשהיא מדברת איתי', 'כשאנחנו רבים', 'בזמן ריב', 'באמצע ריב', 'מאז הריב', 'אחרי הריב', 'כשהוא כועס', 'כשהיא כועסת', 'בריבים', 'כשאני לא מסכימה', 'תזכרי מה יש', 'תזכור מה יש'),
);
const WEAPON = any(
  en('knife', 'knives', 'gun', 'guns', 'pistol', 'rifle', 'weapon*', 'blade', 'axe', 'machete', 'hammer', 'baseball bat', 'loaded', 'firearm', 'sakin', 'ekdach', 'neshek'),
  he('סכין', 'סכינים', 'אקדח', 'רובה', 'נשק', 'גרזן', 'פטיש'),
);
// A child with a gun in reach ("he plays with his dad's gun when he's bored" — round 80): a toy,
// a game or a range with a grown-up is not that.
const HANDS_ON_A_WEAPON = any(
  en('plays? with', 'playing with', 'played with', 'takes? (?:it |them )?out', 'took (?:it |them )?out', 'shows? (?:it )?(?:off )?(?:to )?(?:his |her )?friends', 'showed (?:it )?(?:off )?(?:to )?(?:his |her )?friends', 'got (?:hold of|his hands on|her hands on)', 'can reach', 'found (?:the|his|her|my|our|a)', 'unlocked', 'left (?:it |them )?(?:out|lying|on the)', 'loaded', 'mesachek(?:et)? (?:im|b)'),
  he('משחק ב', 'משחקת ב', 'שיחק ב', 'שיחקה ב', 'מצא את', 'מצאה את', 'הוציא את', 'הוציאה את', 'טעון', 'לא נעול', 'פתוח ב'),
);
const TOY_OR_GAME = any(en('toy', 'toys', 'nerf', 'water (?:gun|pistol)', 'squirt', 'cap gun', 'laser tag', 'paintball', 'airsoft', 'video game', 'fortnite', 'call of duty', 'minecraft', 'roblox', 'pretend', 'lego', 'plastic', 'game', 'games', 'shooting range', 'range with'), he('צעצוע', 'אקדח מים', 'משחק מחשב', 'פלסטיק', 'מטווח'));

// He will kill / murder, transliterated: a threat's words and its harm alike.
const KILL_TRANSLIT = ['yaharog', 'yahrog', 'tahrog', 'lahrog', 'yirtzach', 'tirtzach', 'lirtzoach'];
// What a threat says the person will no longer be able to do ("next time you won't be able to walk").
const LEFT_UNABLE_TO = '(?:walk|stand|see|sit|breathe|talk)';
const THREAT = any(
  en('threat*', "said (?:he|she)(?:'d| would| will|'ll)", 'swore', 'warned me', `(?:won'?t|wont|will not|wouldn'?t|would not) be able to ${LEFT_UNABLE_TO}(?! (?:to|into|in|on|with|by|through|without|far|alone|for (?:long|hours)))`, `(?:you'll|you will|you're going to) regret${REGRET_LATER}`, "you'll be sorry", 'make sure (?:i|you) never', 'never see (?:the kids|the children|them|my kids|my children|your kids|your children|us) again', `${PARENT_PLANS_TO}take (?:the kids|the children|them|my kids|my children|our kids|the baby) (?:away${FOR_A_TRIP}|abroad|from me|and leave|to (?!(?:my|our) (?:parents|mom|mum|mother|dad|father|in-laws|grandparents)|the (?:park|doctor|dentist|zoo|beach|pool|school|shul|synagogue|mall|store|shop)))`, 'kidnap*', 'disappear with', "(?:he|she)(?:'ll| will| would|'d| is going to| is gonna) (?:kill|hurt|harm|end|finish) (?:me|us|you|them|the kids)", "(?:i'll|i will|i'm going to|gonna) (?:kill|hurt|end|finish) you", 'end (?:me|you)', 'finish (?:me|you)', 'pointed', 'waved', 'held (?:a|the|his)', 'showed me', 'sleeps with', 'under (?:the|his|her) pillow', 'keeps (?:a|the) (?=(?:\\w+ ){0,2}(?:gun|knife|knives|rifle|pistol|weapon|firearm|bat|hammer|axe|blade|machete|bullets?)\\b)', "or else", 'pay for this', 'meayem*', 'iyem', 'ihem',
    // Transliterated: he will kill / murder / finish me, you'll pay, you won't see the kids.
    ...KILL_TRANSLIT, 'yahargu', 'ahrog', 'ertzach', 'irtzach', 'yigmor ot(?:i|ach|ech)', 'egmor otach', 'yeshalem al ze', 'tishalmi al ze', 'lo tiri et ha.?yeladim', 'yikach et ha.?yeladim'),
  he('מאיים', 'מאיימת', 'איים', 'איימה', 'איומים', 'תצטערי', 'תצטער', 'לא תראי', 'לא תראה', 'ייקח את הילדים', 'יקח את הילדים', 'ייקח לי את', 'יחטוף', 'לחטוף', '(?:את|עם) הילדים לחו"ל', 'לחו"ל עם הילדים', 'לחו"ל ולא (?:יחזור|תחזור|נחזור|תראי|תראה)', 'יהרוג', 'תהרוג אותי', 'אהרוג', 'להרוג', 'ירצח', 'לרצוח', 'אגמור אותך', 'יגמור אותי', 'אגמור עלייך', 'ישלם על זה', 'תשלמי על זה', 'כיוון אלי', 'כיוון אליי', 'נופף', 'הראה לי', 'ישן עם', 'מתחת לכרית', '(?<=(?:^|[,;:.!?—–-])\\s*)אחרת'),
);

// A partner who turns frightening, or a reaction feared ("he gets quiet and scary when I spend money
// without asking", "I'm scared of how he gets", "הוא נהיה מפחיד"): asked, not told.
const PARTNER_FRIGHTENS = any(
  en("(?:he|she)(?:'s| is| gets| becomes| can get| can be| turns| goes)(?: (?:so|really|very|quite|pretty|kind of|kinda|super|quiet and|silent and|cold and|angry and|red and)){0,2} (?:scary|frightening|terrifying|menacing)(?! (?:good|smart|fast|accurate|talented|quick|close))", '(?:scared|afraid|terrified|frightened) of how (?:he|she) (?:gets|reacts|will react|would react|might react)', '(?:he|she|my husband|my wife) (?:really )?(?:scares|frightens|terrifies) me', '(?:scared|afraid|frightened|terrified) when (?:he|she) (?:comes|gets) home', '(?:scared|afraid|frightened|terrified) to (?:even )?(?:answer|talk to|speak to|say (?:anything|no|a word) to|look at|disagree with|argue with|contradict|correct) (?:him|her)\\b', 'hu (?:nehiya|na.?ase|yachol lihyot) (?:\\w+ )?mafchid', 'mefached(?:et)? (?:eich|ech|ej) hu (?:yagiv|megiv)'),
  he('הוא נהיה מפחיד', 'הוא נעשה מפחיד', 'הוא מפחיד כש', 'הוא נהיה שקט ומפחיד', 'מפחדת איך הוא יגיב', 'פוחדת איך הוא יגיב', 'מפחדת מהתגובה שלו', 'פוחדת מהתגובה שלו', 'מפחד מהתגובה שלה'),
);
const FEAR_OF_PERSON = any(
  en('(?:afraid|scared|terrified|frightened) of (?:him|her|my husband|my wife|my partner|my father|my dad|what (?:he|she) (?:might|will|would|could) do)', '(?:afraid|scared|terrified) to (?:go|come) home', 'fear for my (?:life|safety)', 'afraid for my (?:life|safety)', "(?:afraid|scared|terrified|worried) (?:that )?(?:he|she)(?:'ll| will| might| would| could| is going to) (?:hurt|kill|harm|hit|do something to)", 'walking on eggshells', 'hid(?:e|ing)? (?:from him|from her|in the bathroom|in my room)', 'lock(?:ed)? myself in', 'mefachedet mimenu', 'mefached mimena', '(?:hi |ani )?(?:nishma.?at|nishmaat|nir.?et) mefuchedet'),
  he('מפחדת ממנו', 'מפחד ממנה', 'פוחדת ממנו', 'פוחד ממנה', 'מפחדת מבעלי', 'מפחד מאשתי', 'מפחדת לחזור הביתה', 'מפחד לחזור הביתה', 'מפחדת ממה שהוא', 'פוחדת ממה שהוא', 'מפחדת שהוא יפגע', 'מפחדת שהוא יעשה', 'חוששת לחיי', 'חושש לחיי', 'מסתתרת(?!\\s+ממני)', 'נעלתי את עצמי', 'הולכת על ביצים', 'על קצות האצבעות'),
);

// Threats said through what she would lose if she left (round 40, read after its first sight):
// "if mommy leaves, daddy will have to do something to Biscuit" (the dog), "you're next" said to
// the dog after the shouting; and a fear of his reaction so great that every sentence is rehearsed.
const IF_SHE_LEAVES = any(
  en("if (?:mommy|mummy|mom|mum|ima|you|she|i|your (?:mother|mom|mum)) (?:ever )?(?:leaves?(?! (?:the|it|them|a|an|your|his|her|my|some|any|out|early|late|work|school|that|this)\\b)|goes?(?! (?:to|out|shopping|back)\\b)|walks? out|moves? out|takes? the kids)", 'im (?:ima|at|hi|ani) (?:tazuv|ta.?azov|ozevet|tel(?:ech|chi)|holechet)'),
  he('אם (?:אמא|את|היא|אני) (?:תעזוב|תעזבי|עוזבת|אעזוב|תלך|תלכי|הולכת|אלך)'),
);
const DO_SOMETHING_TO = any(
  en('(?:have|had|need|going|gonna) to do something to \\w+', 'do something to (?:the dog|the cat|the kids|the children|the baby|him|her|it|\\w+)', 'get rid of (?:the dog|the cat|him|her|it)', 'put (?:the dog|the cat|him|her|it) down', 'la.?asot mashehu (?:la|le|l)', 'lehipater mi'),
  he('לעשות משהו ל', 'יעשה משהו ל', 'להיפטר מ', 'יפגע ב(?:כלב|חתול|ילדים)', 'לפגוע ב(?:כלב|חתול)'),
);
const YOURE_NEXT = any(en("you'?re next", 'you are next', 'ata ha.?ba ba.?tor', 'at ha.?ba.?a ba.?tor', 'atem ha.?baim ba.?tor'), he('אתה הבא בתור', 'את הבאה בתור', 'אתם הבאים בתור'));
const AFTER_ANGER_OR_TO_A_PET = any(en('yell\\w*', 'scream\\w*', 'shout\\w*', 'the dog', 'the cat', 'to the dog', 'tza.?ak', 'ha.?kelev', 'ha.?chatul'), he('צעק', 'צורח', 'צרח', 'לכלב', 'הכלב', 'לחתול', 'החתול'));
const FEAR_OF_REACTION = any(
  en('(?:afraid|scared|terrified|frightened) (?:of )?(?:his|her) (?:reaction|temper|moods?|anger|response)', '(?:afraid|scared|terrified|frightened) of how (?:he|she)(?:.ll| will| would|.d)? react', 'mefached(?:et)? me.?ha.?tguva shel(?:o|a)', 'pochedet me.?ha.?tguva'),
  he('(?:מפחד|פוחד)(?:ת)? מהתגובה שלו', '(?:מפחד|פוחד)(?:ת)? מהתגובה שלה', '(?:מפחד|פוחד)(?:ת)? מהתגובות שלו', '(?:מפחד|פוחד)(?:ת)? איך הוא יגיב'),
);
const WEIGHS_EVERY_WORD = any(
  en('rehears\\w*', 'practi[cs]e (?:what|every|each|it)', 'every (?:word|sentence)', 'each (?:word|sentence)', 'so (?:afraid|scared|terrified)', 'terrified', 'kol mishpat', 'kol mila', 'kol kach mefached'),
  he('מתרגלת', 'מתרגל', 'כל משפט', 'כל מילה', 'שוקלת כל', 'כל כך מפחד'),
);
const CONTROL = any(
  // Safety round r88: "my husband comes to every pediatrician appointment, answers for me, and won't
  // let the nurse talk to me alone? I'm scared to say anything when we get home".
  en("(?:won'?t|doesn'?t|does not|will not|never) let (?:the |my |a |any )?(?:nurse|doctor|midwife|therapist|social worker|counsell?or|teacher|anyone|anybody|my (?:mother|mom|mum|sister|friends?)) (?:talk|speak|be) (?:to|with) me (?:alone|privately|on my own|by myself)", "(?:scared|afraid|terrified|frightened) to say anything (?:when we get home|at home|after(?:wards)?|later)"),
  he('לא (?:נותן|מרשה|מאפשר) (?:ל)?(?:אחות|האחות|לאחות|לרופא|לרופאה|לעובדת הסוציאלית|לאף אחד) (?:לדבר|להיות) איתי (?:לבד|ביחידות)', 'מפחדת להגיד משהו כשנחזור הביתה'),
  // Kept in by a body at the door (round 78c, a later message only the classifier had caught: "he's
  // been sleeping in front of the door so I can't get out").
  en("(?:he|she|husband|wife)(?:'s been|'s| is| has been)? (?:keeps? |always )?(?:block(?:s|ed|ing)?|stand(?:s|ing)? (?:in front of|in|at)|stood (?:in front of|in|at)|sleep(?:s|ing)? (?:in front of|against|by|at)|slept (?:in front of|against|by|at)|sits? (?:in front of|against))(?: the)? (?:front |bedroom |apartment )?(?:door|doorway|exit)(?:[^.!?]{0,30}(?:can'?t|cannot|couldn'?t|won'?t let me|wouldn'?t let me|not let me) (?:get out|leave|go out|go|out)| so (?:i|we) (?:can'?t|cannot|couldn'?t))", '(?:he|she) lock(?:s|ed)? (?:me|us|the kids and me) (?:in|inside)\\b'),
  he('(?:חוסם|חוסמת|חסם|חסמה) (?:לי )?את (?:ה)?(?:דלת|יציאה)', '(?:ישן|ישנה|עומד|עומדת) (?:מול|ליד|על יד|בפתח) (?:ה)?דלת (?:כדי |ש)?(?:שלא|ש?לא) (?:אוכל|אוכלה|נוכל) לצאת'),
  // (A boss or a job that won't let one leave early is work, not control: lexicon.ts WORK_AUTHORITY.)
  en(`(?<!${WORK_AUTHORITY} )(?:won't|doesn't|does not|will not|never) let me (?:see(?! (?:the|my|our) grand)|talk to|call|visit(?! (?:the|my|our) grand)|go out|go anywhere|leave|work|have (?:any )?money|use the car|drive|out of|have friends|get a job|study|sleep|eat)`, '(?<!(?:he|she|they|husband|wife|men|a man|kohen|kohanim)(?:.s|.re| is| are| was| were) )(?:not allowed|forbidden|forbids me) to (?:see|talk to|call|visit|go out|leave|work|have|drive|use)', 'have to ask (?:him|her|his|her) (?:for|before|permission)', 'need (?:his|her) permission', 'ask (?:him|her) permission', 'permission to', '(?:checks|reads|goes through|monitors|tracks|controls) (?:all )?(?:of )?(?:my|every) (?:phone|messages|texts|emails|location|whatsapp|calls|bank|spending|receipts)', 'tracking app', 'tracks my', '(?<!(?:we|we.?ll|let.?s|can|could|will|to|and) (?:share|sharing|turn on|turned on) (?:(?:our|live|each other.?s|both) )?)location (?:on|sharing)', '(?:took|takes|keeps|hid|hides|holds|locked up) (?:away )?my (?:passport|documents|papers|id|teudat zehut|visa|car keys|phone|keys|salary|paycheck|bank card|credit card)', '(?:controls|takes) (?:all )?(?:the|our|my) (?:money|salary|paycheck|bank account|credit cards?|finances)', '(?:gives|gave|give) me an? (?:weekly |monthly |small )?allowance', '(?:my|an) allowance from (?:him|her|my husband|my wife)', 'on an allowance', 'put me on an allowance', 'gives me no money', 'no access to (?:any )?money', 'cut me off from', 'isolat*', "(?:won't|doesn't) let me (?:have|keep) (?:my own|a)", 'locks? me (?:in|out)', 'locked me (?:in|out)', 'changed (?:the|my) password', 'not allowed to leave', 'lo marshe li', 'lo noten li',
    'lo (?:natan|noten|notenet|nata|marshe|marsha|hirsha|meafsher) (?:la|lah|li|lo) (?:lir.?ot|ledaber|latzet|la.?avod|lehipagesh|lisoa|lalechet|lehitkasher|levaker)', 'shomer (?:aleha|alai) kol ha.?zman', 'bodek (?:li|la) et ha.?telefon', 'kore (?:li|la) et ha.?hodaot'),
  he('בודק את הטלפון', 'בודקת את הטלפון', 'קורא את ההודעות', 'קוראת את ההודעות', '(?<!(?:אפליקציה|אפליקציית|האפליקציה|התקציב|האקסל|הגיליון)[^.!?]{0,25})עוקב(?:ת)? אחרי', 'אפליקציית מעקב', 'המיקום שלי', 'לקח את הדרכון', 'לוקח את המשכורת', 'לוקח לי את', 'לקח לי את', 'מחזיק את הדרכון', 'מחזיק את תעודת', 'תעודת הזהות שלי', 'לא נותן לי (?:כסף|לצאת|לעבוד|לראות|לדבר|להיפגש|ללכת|לנסוע|את ה)', 'לא נותנת לי (?:כסף|לצאת|לעבוד|לראות|לדבר|להיפגש|ללכת|לנסוע|את ה)', 'לא מרשה ל(?!עצמי|עצמה|עצמו|עצמנו)(?![^.!?]{0,30}נכד)', 'לא מאפשר לי (?:לצאת|לעבוד|לראות|לדבר|להיפגש|ללכת|לנסוע)', 'לא מאפשרת לי (?:לצאת|לעבוד|לראות|לדבר|להיפגש|ללכת|לנסוע)', 'אסור לי לצאת', 'אסור לי לדבר', 'אסור לי לפגוש', 'אסור לי לעבוד', '(?:אני |אני צריכה |צריכה |חייבת )לבקש (?:ממנו )?רשות', 'צריכה רשות', 'רשות ממנו', 'לבקש ממנו רשות', 'נותן לי דמי כיס', 'מקבלת דמי כיס', 'דמי כיס ממנו', 'מבודד אותי', 'מבודדת אותי', 'ניתק אותי', 'מנתק אותי', 'נועל אותי', 'נעל אותי', 'שולט בכסף', 'שולט בכל', 'שולטת בכסף', 'הסיסמה', 'הסיסמאות'),
);

// A get (Jewish divorce) withheld as leverage or for years: coercion, whatever else the question
// asks of its law ("he'll give it when I pay him", "חמש שנים", "until I give up the kids").
const GET_WITHHELD = any(
  en("(?:refus*|won'?t|will not|doesn'?t want to|does not want to|not willing to|unwilling to) (?:to )?(?:give|grant|sign|deliver|write) (?:me )?(?:a |the |my )?(?:get|gett)\\b", '(?:get|gett) refus*', 'get sarvan', 'sarvan get', 'sarvanut', 'withh[oe]ld* (?:the|a|my) get', "(?:give|grant) (?:me )?(?:the|a|my) get (?:only )?(?:when|if|unless|once|after)", 'agunah?', 'mesorevet get', 'lo noten li get', 'mesarev latet'),
  he('מסרב לתת (?:לי )?(?:את ה)?גט', 'לא נותן לי (?:את ה)?גט', 'לא נותן גט', 'לא מוכן לתת (?:לי )?(?:את ה)?גט', 'סרבן גט', 'סרבנות גט', 'מסורבת גט', 'עגונה', 'ייתן לי גט', 'יתן לי גט', 'ייתן את הגט', 'יתן את הגט', 'לא אקבל גט', 'אשאר עגונה', 'תישארי עגונה'),
);
const GET_LEVERAGE = any(
  en('unless', 'until i', 'when i (?:pay|sign|give|drop|agree)', 'if i (?:pay|sign|give|drop|agree)', 'pay him', 'sign over', 'give up (?:the|my|custody)', 'drop (?:the )?(?:child support|alimony|case)', '\\d{1,3}(?:,\\d{3})+', '\\d+ ?(?:k|thousand|shekel*|nis)', '(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|many) years', 'on hold', 'chained', 'blackmail*', 'extort*'),
  he('עד ש', 'אלא אם', 'אם אוותר', 'שאוותר', 'אם אשלם', 'שאשלם', 'תשלמי', 'שקל', 'הדירה', 'הבית', 'הילדים', 'משמורת', 'מזונות', 'שנים', 'סחיטה', 'סוחט'),
);

const PARTNER_SELF_THREAT = any(
  en("(?:kill|hurt|harm|end) (?:himself|herself|themselves|his life|her life|his own life|her own life)", 'suicide', "(?:he|she)(?:'ll| will| would|'d) (?:not live|jump|take pills|do something stupid|do something to (?:himself|herself))", 'without me (?:he|she)(?:.ll| will| would)', "(?:he|she) (?:can't|won't|cannot) live without me"),
  he('יתאבד', 'תתאבד', 'להתאבד', 'יפגע בעצמו', 'תפגע בעצמה', 'יעשה משהו לעצמו', 'תעשה משהו לעצמה', 'לא יחיה בלעדיי', 'לא תחיה בלעדיי', 'ישים קץ', 'יהרוג את עצמו', 'יקפוץ', 'על אדן החלון', 'אדן החלון', 'עולה על המעקה', 'עומדת על המעקה', 'עומד על המעקה', 'על הגג ואומר', 'חותך את הורידים', 'אחתוך את הורידים', 'יחתוך את הורידים', 'תחתוך את הורידים'),
  en('yitabed', 'titabed', '(?:yaharog|tahrog|ahrog) et atzm(?:o|a|i)', '(?:yifga|tifga) be.?atzm(?:o|a)', '(?:yaase|taase) (?:mashehu|mashu) le.?atzm(?:o|a)', '(?:yasim|tasim) kets', '(?:lo )?(?:yichye|tichye|yachol lichyot|yechola lichyot) bli(?:ladai| oti)', 'on the window ?(?:ledge|sill)', '(?:yachtoch|tachtoch|achtoch|lachtoch|(?:h|ch|k)otech(?:et)?) (?:et )?(?:ha.?)?vridim', 'cut (?:his|her|my) (?:veins|wrists)', 'climbs? (?:onto|on|up on|out on) the (?:window|ledge|railing|roof|balcony)', 'stands? on the (?:ledge|railing|roof)', 'vet zich (?:epes|eppes|ebbes) (?:ton|tun|antun|an ton)', 'zich (?:epes|eppes) (?:ton|tun|antun)'),
);
const LEAVING_OR_THREAT = any(
  en('if i (?:leave|go|divorce|ask for a divorce|move out|say no|end it)', 'threat*', 'says?', 'said', 'keeps saying', 'told me', 'warns?', 'warned', 'whenever i', 'every time i', 'blackmail*', 'wrote', 'texted', 'messaged', "if i (?:don't|do not)"),
  he('אם אני לא', 'אם לא', 'כתב', 'כתבה', 'שלח', 'אם אעזוב', 'אם אלך', 'אם אתגרש', 'אם אבקש גט', 'אם אבקש גירושין', 'מאיים', 'מאיימת', 'איים', 'איימה', 'אמר', 'אמרה', 'אומר', 'אומרת', 'כל פעם ש', 'בכל פעם ש', 'כשאני מדבר', 'כשאני מדברת', 'תראה מה יקרה', 'תראי מה יקרה'),
  en('see what happens', "you'?ll see what happens", 'zogt', 'zugt'),
  en('im (?:ani )?(?:elech|a?ezov|oze?vet|etgaresh|avakesh get|lo)', 'amar', 'amra', 'omer', 'omeret', 'meayem\\w*', 'iyem', 'katav', 'katva', 'shalach', 'kol pa.?am she'),
);

const CHILD_DANGER_WORDS = any(
  en("(?:i'?ll|i will|i'?m going to|i'?m about to|afraid i'?ll|scared i'?ll) (?:hurt|shake|do something to|snap at) (?:him|her|the baby|them)", 'do something to (?:him|her|the baby)', 'e.?ese (?:mashehu|mashu) (?:la|le|l).?(?:tinok\\w*|o|a)\\b', '(?:kimat )?tiltalti (?:oto|ota|et ha.?tinok)', 'shamati (?:\\w+ )?makot', 'makot ve.?bechi', 'tamid ra.?ev(?:a|im)?'),
  he('אעשה לו משהו', 'עושה לו משהו', 'כמעט טלטלתי', 'שמעתי מכות', 'מכות ובכי', 'תמיד רעב', 'אעשה לה משהו', 'עושה לה משהו', 'אפגע בו', 'אפגע בה', 'אנער אותו', 'אטלטל אותו'),
  en('not safe', 'in danger', 'unsafe', 'afraid for (?:their|his|her) safety', 'scared for (?:their|his|her) safety', '(?:afraid|scared|worried) (?:for|about) (?:the|my|our) (?:kids|children|son|daughter|baby)(?:.s)? safety', 'inappropriate*', 'inappropriately', "don't tell (?:mom|mommy|ima|anyone|your (?:mom|mother|father|dad))", '(?<!(?:i.?m|i am|i was|i feel|i felt|we.?re|we are|we were|still|really|pretty|quite|so|very|all) )shaken', 'shakes the baby', 'shook the baby', 'locked (?:him|her|them) in', 'left (?:him|her|them|the baby) alone', 'no food', 'starv*', 'wants to die', 'want to die', 'kill (?:himself|herself)', 'cutting (?:herself|himself)', 'cuts (?:herself|himself)', 'hurting (?:herself|himself)'),
  he('לא בטוחים איתו', 'לא בטוח איתו', 'לא בטוחה איתו', 'לא בטוחים איתה', 'לא בטוחים בבית', 'בסכנה', 'עושה לו דברים לא בסדר', 'עושה לה דברים לא בסדר', 'נוגע בה לא בסדר', 'נוגע בו לא בסדר', 'מתנהג אליה לא בסדר', 'מתנהג אליו לא בסדר', '(?<!(?:סיפרה|סיפר|גילתה|גילה|לחשה|לחש|שיתפה|שיתף) (?:לי|לנו) )בסוד', 'אל תגיד', 'אל תספר', 'טלטל את התינוק', 'מטלטל את התינוק', 'רוצה למות', 'רוצה להתאבד', 'חותכת את עצמה', 'חותך את עצמו', 'פוגעת בעצמה', 'פוגע בעצמו', 'לא אכל', 'נועל אותו', 'נועל אותה'),
);

/** Telling, reporting or being found out: what turns a family idiom ("she'll kill me") into a threat. */
const TELLING =
  "(?:\\b(?:tell|tells|told|say anything|saying anything|find(?:s)? out|found out|report|police|cops|911|(?:go|went|talk|talked|speak|spoke) to (?:the |my )?(?:teacher|counsel?or|principal|rabbi)|what (?:she|he) (?:does|did)|run away)\\b|אספר|אגיד|תספר|תגיד|ספרתי|יגלו|יידעו|ידעו|משטרה|למורה|ליועצת|מה (?:היא|הוא) (?:עוש|עש)|אעזוב|אברח|\\b(?:asaper|agid|yeda|yedu|mishtara)\\b)";
/** An "if" clause next that is about telling: "…will kill me if I tell anyone", "…אם אספר". */
/** Who says "she'll kill me" as a figure of speech, in Hebrew: a boss, a teacher, a mother, a grandmother. */
const FAMILY_SAYING_KILL_HE = '(?:הבוס|המנהל|המנהלת|אמא שלי|חמותי|חמתי|המורה|סבתא)';
const TELLING_AFTER = `(?![^.!?]{0,12}(?:\\bif\\b|\\bim\\b|אם)[^.!?]{0,50}${TELLING})`;

// Harmless idioms that borrow the words above. Blanked before the rules read the text.
// A context read behind a match ('(?<=price…)i could die') is tried at every position of every
// message; each such idiom first looks ahead for its own opening words, so the look behind runs only
// where it can matter (a fifth of the guide's time went to them before).
// What a parent names as why a small child wets the bed again — a new baby, a father away in the
// army or abroad, a move — beside the regression (idioms below), so it is read as the regression it is.
const REGRESSION_CAUSE_HE = String.raw`נולד(?:ה)?\s+לנו|נולד(?:ה)?\s+(?:לו|לה)\s+(?:אח|אחות)|מאז\s+הלידה|מאז\s+שנולד(?:ה)?|התינוק(?:ת)?\s+החדש(?:ה)?|אח\s+קטן|אחות\s+קטנה|מאז\s+ש(?:אבא|בעלי|אבא\s+שלו|אבא\s+שלה|אבא\s+שלהם)\s+(?:במילואים|בצבא|בחו"ל|בחו״ל|נסע|גויס|יצא\s+למילואים)|מאז\s+(?:המילואים|המעבר|שעברנו(?:\s+דירה)?|הגיוס|הפרידה|הגירושין|הגירושים)|מאז\s+ש(?:אבא|בעלי|אבא\s+שלו|אבא\s+שלה|אבא\s+שלהם|אמא|אמא\s+שלו|אמא\s+שלה)\s+(?:עזב(?:ה)?|עבר(?:ה)?\s+(?:לגור|דירה)|יצא(?:ה)?\s+מהבית)|מאז\s+שנפרדנו|מאז\s+שהתגרשנו`;
const REGRESSION_CAUSE_EN = String.raw`new (?:baby|sister|brother)|baby (?:was born|arrived|came home)|since (?:the|our) (?:baby|birth)|since (?:his|her|their|my husband|daddy|dad|abba|aba)(?: \w+)? (?:(?:has been |is |was )?(?:in|on|at) (?:miluim|milluim|reserves?|reserve duty|the army|deployment|the base)|(?:left|went) (?:for|to|on) (?:miluim|milluim|reserves?|reserve duty|the army|deployment)|got (?:called up|drafted|deployed)|moved out|left (?:home|the house))|since (?:the|our) (?:divorce|separation)|since we (?:moved|separated|split up|divorced)`;

const IDIOMS: RegExp[] = [
  // Safety rounds r95–r96, on first sight: a wife who "beat my high score"; an old parent who "will
  // kill me when he finds out I sold his car" (the doctor said he may not drive — a grown child's
  // idiom, read so only beside the care of an old parent: a teenager's "my dad will kill me if he
  // finds out I took the car" stays a threat); a father's "when I die I want it to be at home, not hooked up to
  // machines" — a wish for his last days, not a wish to die.
  /\b(?:beat|beats|beating) (?:my|his|her|our|their|your) (?:high )?(?:score|record|time|streak|personal best|level)\b/giu,
  /\b(?:(?:my|our) )?(?:mother|mom|mum|father|dad|abba|ima|grandma|grandpa|savta|saba|(?:mother|father)-in-law) (?:will|is going to|gonna|would) (?:literally |actually |totally )?kill (?:me|us) (?:if|when) (?:she|he|they) (?:finds? out|hears?|sees?|knows?)\b(?=[^]*\b(?:care (?:home|facility)|nursing home|assisted living|home care|caregiver|aide|(?:the|his|her) doctor|dementia|alzheimer\w*|driving licen[cs]e|retire\w*|pension|walker|hearing aids?)\b)|(?<![\u05D0-\u05EA])(?:אבא|אמא|סבא|סבתא|חמי|חמותי)(?: שלי)? (?:יהרוג|תהרוג|יהרגו) אות(?:י|נו) (?:כש|אם )(?=[^]*(?:בית אבות|דיור מוגן|מטפלת|מטפל|הרופא|הרופאה|פנסיה|הליכון|מכשיר שמיעה|דמנציה|אלצהיימר))/giu,
  /\bwhen i die,? i (?:want|would like|'d like|wish)(?: it)? to (?:be|die|happen) (?:at home|in (?:my|his|her) (?:own )?bed)(?:,? (?:not|rather than) (?:in (?:a|the) hospital|hooked up to (?:\w+ )?machines|on (?:a )?ventilator|with tubes)|(?=[^]*\b(?:hospice|palliative|end[- ]of[- ]life|dnr|do not resuscitate)\b))/giu,
  // A reproach "thrown in my face" — the past, a mistake, what was said — is no blow (safety round r94).
  /\b(?:throw|throws|threw|throwing|thrown) (?:(?:my|his|her|our|the|that|this|every|all|old|past) )*(?:past|mistakes?|history|failures?|errors?|words|sins|divorce|weight|salary|job|family|affair|what i (?:said|did|wrote)) (?:back )?(?:in|into) my face\b/giu,
  // Answers round S36 (a spouse chronically ill), on first sight: "היא מתקשרת דרך מכשיר שעוקב אחרי
  // העיניים" — an eye-tracking device she speaks through, not a tracker on anyone.
  /\beye[- ]?(?:track(?:ing|er|s)?|gaze) (?:device|computer|tablet|system|board|screen)s?\b|\b(?:device|computer|tablet|system|board|screen) that (?:tracks|follows|reads) (?:her|his|my|the) eyes?\b|(?<![\u05D0-\u05EA])(?:מכשיר|מחשב|טאבלט|מערכת|לוח|מסך)\s+(?:ש|אשר\s+)?(?:עוקב|עוקבת|קורא|קוראת)\s+(?:אחרי|אחר)\s+(?:ה)?(?:עיניים|עין|מבט|תנועות\s+העיניים)(?![\u05D0-\u05EA])/giu,
  // Answers round S30 (a couple's everyday life), on first sight: "I go quiet and leave the room
  // because I don't want to say something I'll regret"; "my wife leaves the cabinet doors open. I've
  // hit my head twice this month" (no one hit; not against a wall, not on purpose).
  /\b(?:say|do|said|did|write|text|send)(?:ing)? (?:something|anything|things|stuff) (?:that )?(?:i'll|i will|i'd|i would|i might|we'll|we'd) (?:later )?regret\b|\bi(?:'ve| have)? (?:just )?(?:hit|bumped|banged|knocked) my (?:head|knee|shin|elbow|toe|forehead)(?=(?: on (?:it|them|one|the (?:door|cabinet|cupboard|shelf|corner)s?))? (?:twice|again|three times|every time|this week|this month|on (?:the|a|an|that|those) (?:open )?(?:cabinet|cupboard|door|shelf|table|corner|beam|counter)))(?![^.?!]{0,30}\b(?:wall|on purpose|when i|until|myself|hurt myself)\b)/giu,
  // Answers round S29 (families put together again), on first sight: a court named as the next step
  // ("he'll take her to court if he doesn't get the first seder"), an ex who "threatened to make
  // things hard for him" over custody, and a father's "you're waiting for me to die to get the
  // money" are no threat of harm and no wish to die.
  /\b(?:take|taking|takes|took) (?:her|him|me|you|us|them|it|this|the matter) (?:back )?to (?:court|beit din|beis din|a beit din|a beis din|mediation|a lawyer)\b|\bthreat(?:en|ens|ened|ening)? to make (?:things|life|it|everything) (?:\w+ )?(?:hard|harder|difficult|complicated|awkward) for (?:him|her|me|us|them|you)\b|\bwaiting for (?:him|her|me|them|us|you) to die (?:to|so|and) (?:\w+ )?(?:get|inherit|take|split|have|sell) (?:the |his |her |my |their |our )?(?:money|house|inheritance|estate|apartment|flat|will|property)\b/giu,
  // Safety round r86 (teenagers), on first sight: "I'm going to kill you" screamed at a friend over
  // a video game, and a grandfather "joking he'll strangle my son if he shows up … with that
  // haircut lol". (A joke about killing a wife or a child with no such everyday matter stays a threat.)
  /\bi'?m (?:going to|gonna) kill (?:you|u)\b['"’”]?(?= (?:at|to) (?:his|her|my|their|a) (?:best )?(?:friend|brother|sister|cousin)s? (?:over|during|while playing|in) (?:a |the |an |some |his |their )?(?:video ?game|computer game|game|fortnite|minecraft|fifa|match|online game|xbox|playstation|ps5))|\b(?:jok(?:e|es|ed|ing)|kidding) (?:that )?(?:he|she|they)(?:'ll| will|'d| would) (?:strangle|kill|murder|throttle) (?:him|her|them|my son|my daughter|the kids?)\b(?=[^.?!]{0,80}\b(?:haircut|hair|photos?|pictures?|outfit|clothes|grades|lol|haha)\b)/giu,
  // Answers round S28 (teenagers at home), on first sight: "my husband thinks we can't say no to
  // that kind of gift … our son doesn't care which one" was read as a refusal ignored. Saying no to
  // a gift, an offer or an invitation, and not caring which one, are no body's refusal.
  /\b(?:say|said|saying|tell (?:him|her|them)) no to (?:(?:that|this|a|an|the|such|his|her|their|my|our|your) )?(?:(?:kind|sort) of |generous |big |nice )?(?:gift|offer|money|deal|invitation|opportunity|request|favou?r|present|job)s?\b|\b(?:doesn'?t|does not|didn'?t|don'?t) (?:really )?care which(?: one| yeshiva| school| seminary)?\b/giu,
  // A practice or a habit given up "for good" (answers round S26 in new words: "my son, 17, … took off
  // his kippah for good" was read as a child's death beside "for good").
  // (Not a person thrown or put out: "she'll throw her out for good" of a small girl is a danger.)
  /\b(?:took|take|takes|taking|gave|give|gives|quit|quits|stopped|stop|stops)(?: off| up)? (?:(?:his|her|their|my|the|it|that|this|smoking|drinking|religion|kippah|kippa|yarmulke|tzitzit|sheitel|wig|job|school|yeshiva|seminary)\s?){1,3}(?:off |up )?for good\b/giu,
  // Safety round 82 and answers round S21 (illness in a family), on first sight: "snores like a
  // freight train" is a noise, not a train to stand in front of; a sleeper who "stops breathing for a
  // few seconds at night" is sleep apnoea; "I'll die by then 🙄" of a four-month wait for a
  // specialist is impatience.
  /\b(?:snor\w*|sounds?|sounded|loud|roar\w*) like (?:a )?(?:freight )?(?:trains?|trucks?|chainsaws?)\b/giu,
  /\b(?:stops?|stopped|stopping) breathing for (?:a )?(?:few |several |\d+ |ten |twenty )?seconds?\b(?:[^.!?]{0,40}\b(?:at night|in (?:his|her|their) sleep|while (?:he|she) sleeps?))?/giu,
  /(?<=(?:תור|התור|לתור|הבדיקה|הניתוח|הרופא|למומחה|לאורתופד|לרופא)[^.!?\n]{0,60})(?:אני )?(?:אמות|אני אמות|נמות) עד (?:אז|שיגיע|שזה יגיע)(?=\s|$|[^\u05D0-\u05EA])/gu,
  // Answers round Q1: "he plays games on his phone in bed every night… n i just lie there feeling
  // alone" — lying awake beside a screen, not enduring something done to one.
  /(?=\b(?:i |just |l[aiy]))(?<=\b(?:phone|games?|gaming|scroll\w*|tv|netflix|laptop|screens?|youtube|instagram|tiktok|series|show)\b[^]{0,120})\b(?:i )?(?:just )?(?:lie|lay|lying|laying) there (?:feeling (?:alone|lonely|invisible|ignored|unseen|like a roommate)|awake|bored|waiting for (?:him|her) to (?:put|finish|turn))\b/giu,
  // Answers round O (2026-12-03), on first sight: "I threw my back out in August" (the sukkah);
  // "how do I do Elul without making my family pay for it" (the writer's own moods); "who will do
  // it if I don't??" (meals for a neighbour after surgery).
  /\b(?:threw|throw|throwing|thrown|put|putting|pulled|pull|hurt) (?:out )?my back(?: out)?\b/giu,
  /\b(?:make|makes|making|made) (?:my |our |the |all )?(?:family|kids|children|everyone|everybody|them|us|wife|husband|household|house|home)(?: \w+){0,3} pay for (?:it|this|that)\b/giu,
  /\bwho(?: else)?(?:'ll| will| would| is going to|'s going to) do it if (?:i|we) (?:don'?t|do not|won'?t)\b/giu,
  // Safety round 62, on first sight: hills, stairs or a workout "trying to kill me"; "is that
  // suicide for our no-claims discount"; Krav Maga "how to disarm a guy with a knife"; "I could
  // honestly strangle someone (figuratively!!)"; "כבר חתכתי את עצמי פעמיים בקישואים" (new knives).
  /\b(?:the |these |those |this |that )?(?:hills?|stairs|steps|climbs?|workouts?|run|runs|gym|trainer|class|spin class|diet|heat|humidity|mountains?|treadmill|marathon|shoes|boots)\b[^.!?]{0,40}\b(?:is|are|was|were|'s|'re) (?:literally |honestly |actually |really )?(?:trying to|going to|gonna|out to) kill (?:me|us)\b/giu,
  /\b(?:financial|career|social|political|professional|commercial|fashion|academic) suicide\b/giu,
  // Answers round P1: neighbours asked to quiet a child answered "kids are kids, what do you want
  // us to do, tie him down?" — a rhetorical refusal, not a child tied up.
  /\bwhat do (?:you|u) want (?:me|us|them) to do,? tie (?:him|her|them) (?:down|up)\b/giu,
  // Safety round 63, on first sight: "that sheitel price is criminal. i could die" (a price, not a
  // wish); "הוא קבר את עצמו מבושה חחח" (buried himself in shame after failing a driving test).
  /(?=\bi could )(?<=\b(?:price|prices|priced|cost|costs|expensive|bill|criminal|embarrass\w*|cringe\w*|mortif\w*|nervous|excited)\b[^.?!]{0,40}[.?!]?\s*[^.?!]{0,10})\bi could (?:just |literally )?die\b(?![^.?!]{0,40}\b(?:pills|tonight|want|wish|end|kill|bridge|rope)\b)/giu,
  /(?:קבר|קברה|קוברת|קובר|לקבור|אקבור) את עצמ(?:ו|ה|י) (?:מ|ב)(?:בושה|מבוכה|צחוק|בושות)/gu,
  // Round 64: "הבן שלי אמר שהוא ימות מבושה אם אבוא לאסוף אותו באוטו הישן" (a teen's embarrassment),
  // "planning our daughter's wedding is killing me slowly 😂" (a task, not a wish to die).
  /(?:ימות|תמות|אמות|נמות|ימותו|מת|מתה|מתים|מתות|למות) (?:מ|מה)?(?:בושה|מבוכה|בושות|פדיחה|צחוק)/gu,
  /\b(?:\w+ing|planning|organi[sz]ing) (?:(?:our|my|the|his|her|their|this|a|an) )?(?:\w+(?:'s)? ){0,2}(?:is|was|has been) (?:literally |honestly |really |just |slowly )?killing me(?: slowly)?\b/giu,
  /\bsuicide for (?:our|my|your|the|his|her|their) (?!li(?:fe|ves)\b|family\b|kids\b|children\b)[\w-]+(?: [\w-]+)?\b/giu,
  /\b(?:disarm|fend off|defend (?:yourself |oneself )?against|block|escape from) (?:a |an |the )?(?:guy|man|person|attacker|mugger|someone|somebody|assailant)? ?(?:with|holding) a (?:knife|gun|stick|bat)\b/giu,
  /\bi could (?:just |honestly |literally |seriously |totally )?(?:strangl\w*|throttl\w*|kill\w*|murder\w*) (?:someone|somebody|anyone|everyone|everybody)\b/giu,
  /חתכתי את עצמי(?:\s+\S+){0,2}\s+(?:ב|עם ה|עם )(?:קישוא|עגבני|בצל|ירק|מלפפון|גזר|תפוח|לחם|בישול|מטבח|סכין החדש|סכינים החדש)\S*/gu,
  // Answers round M (2026-12-02), on first sight: the writer's own restraint is no act against
  // the writer — "I'm hurt and scared, but I don't want to attack him" (a husband who left shul
  // after surgery), "it bothers me but I don't want to police her" (a phone on Shabbat, in the
  // bedroom). The danger words are the writer's, and said as what the writer will not do.
  /\b(?:i |we )?(?:don'?t|do not|didn'?t|never) want to (?:attack|police|control|nag|blame|accuse|judge|pressure|push|corner|lecture|guilt[- ]trip|shame|upset|offend|fight with|argue with|take away from) (?:him|her|them|my (?:husband|wife|son|daughter|father|mother|dad|mom|mum|parents|kids|children))\b/giu,
  /\bwithout (?:attacking|policing|blaming|accusing|pressuring|pushing|cornering|lecturing|shaming) (?:him|her|them)\b/giu,
  // A parent still at the wheel: "I'm scared he'll kill someone" is a fear for strangers on the
  // road (answers round M2: an 84-year-old who scraped two parked cars).
  /(?=\b(?:afraid|scared|terrified|worried) )(?<=\b(?:driv\w*|the car|car keys|behind the wheel|licen[cs]e|scraped|crash\w*)\b[^]*)\b(?:afraid|scared|terrified|worried) (?:that )?(?:he|she)(?:'ll| will| might| would| could| is going to|'s going to|'s gonna| is gonna) (?:kill|hurt|run over) (?:(?:him|her)self (?:or|and) )?(?:someone|somebody|a (?:child|kid|pedestrian)|people|a family)(?: else)?\b/giu,
  /\b(?:afraid|scared|terrified|worried) (?:that )?(?:he|she)(?:'ll| will| might| would| could| is going to|'s going to|'s gonna| is gonna) (?:kill|hurt|run over) (?:(?:him|her)self (?:or|and) )?(?:someone|somebody|a (?:child|kid|pedestrian)|people|a family)(?: else)?(?=[^]*\b(?:driv\w*|the car|car keys|behind the wheel|licen[cs]e)\b)/giu,
  // "Drugging our child" said of a prescribed medicine (answers round N1: Ritalin after an ADHD
  // diagnosis), and "מפחדת מוות" — scared to death — of a husband's plan to start a business.
  /(?=\b(?:to )?drug)(?<=\b(?:ritalin|adhd|medication|medicine|meds|psychiatrist|prescri\w*|diagnos\w*|concerta|stimulants?)\b[^]*)\b(?:drugging|to drug|drug) (?:(?:our|my|the|him|her|them|a) ?)?(?:child|kid|son|daughter|boy|girl|children|kids)?\b/giu,
  /\b(?:drugging|to drug|drug) (?:(?:our|my|the|him|her|them|a) ?)?(?:child|kid|son|daughter|boy|girl|children|kids)?\b(?=[^]*\b(?:ritalin|adhd|medication|medicine|meds|psychiatrist|prescri\w*|diagnos\w*|concerta|stimulants?)\b)/giu,
  /(?<![\u05D0-\u05EA])(?:מפחדת|מפחד|פוחדת|פוחד|מפחדים|פוחדים)\s+(?:פחד\s+)?מוות(?![\u05D0-\u05EA])/gu,
  // Throwing one's future away (a son leaving yeshiva for the army): a life choice, not a blow.
  // A plan thrown off, a party or a fit thrown ("camp starts on a Wednesday and it throws the whole
  // thing off" — round 76).
  /\b(?:throw(?:s|ing|n)?|threw) (?:(?:it|this|that|everything|us|me|him|her|them|(?:the|my|our|his|her|their) (?:whole |entire )?\w+(?: \w+)?) )?off\b(?! (?:the|a) (?:balcony|roof|bridge|stairs|cliff|building))|\b(?:throw(?:s|ing|n)?|threw) (?:a |the |his |her )?(?:party|fit|tantrum|surprise party|curveball|wrench)\b/giu,
  /\b(?:throw(?:s|ing|n)?|threw) (?:(?:his|her|their|your|my|our|the) )?(?:whole |entire )?(?:future|life|lives|career|chances?|education|talent|opportunit\w*|money|savings|marriage) away\b|\b(?:throw(?:s|ing|n)?|threw) away (?:(?:his|her|their|your|my|our|the) )?(?:whole |entire )?(?:future|life|career|chances?|education|talent|opportunit\w*|money|savings|marriage)\b/giu,
  // A toddler or a dog that follows one everywhere (safety round 61, read after its first sight).
  /\b(?:my |our |the )?(?:dog|puppy|cat|kitten|toddler|baby|little one|(?:\d+|two|three|four)[- ]year[- ]old|son|daughter) (?:just )?(?:follows|is following|keeps following|trails) me (?:everywhere|around|all day|from room to room|into the (?:bathroom|kitchen|shower))\b/giu,
  /(?<![\u05D0-\u05EA])(?:ה)?(?:כלב|כלבה|חתול|חתולה|פעוט|פעוטה|תינוק|תינוקת|קטן|קטנה)\s+(?:\S+\s+)?(?:עוקב|עוקבת|הולך|הולכת)\s+אחריי\s+(?:לכל מקום|בכל הבית|כל היום|לשירותים|מחדר לחדר)/gu,
  // A retired husband underfoot, "following me to the supermarket" (answers round M3).
  /\bfollow(?:s|ing|ed)? me (?:around )?(?:to|into|around) (?:the )?(?:supermarket|store|shops?|grocer\w*|kitchen|house|garden|market|mall|bank|post office)\b/giu,
  // "You dragged me here": a move, a party or a class someone was talked into (answers round M3: aliyah).
  /\bdrag(?:s|ged|ging)? (?:me|us|her|him|them|you) (?:all the way )?(?:here|there|along|over here|to (?:israel|america|england|this country|this city|this town|this place|this neighbou?rhood|(?:a|this|that|his|her|the|every) (?:\w+ )?(?:party|wedding|event|simcha|class|shiur|meeting|dinner|concert|game|country|city|town|move)s?))\b/giu,
  // Safety round 73: "she says I'm attacking her" when he raises what bothers him — an attack in
  // words, said of the writer by the other; a child who "throws everything in the wrong basket";
  // a nursing mother "starving by 10" — her own hunger, not a child starved.
  /\b(?:she|he|my (?:wife|husband)) (?:says|said|thinks|feels|claims|tells me|told me) (?:that )?i(?:'m| am| was) (?:attacking|criticizing|criticising|blaming) (?:her|him)\b/giu,
  /\b(?:throws?|threw|throwing) (?:everything|all (?:his|her|their) (?:\w+ )?(?:clothes|stuff|things|toys)|(?:his|her|their) (?:\w+ )?(?:clothes|stuff|things|toys|socks)|stuff|things) (?:in|into|on|onto) the (?:wrong )?(?:basket|hamper|laundry|floor|bin|sink|couch)\b/giu,
  /\bi(?:'m| am) (?:(?:so|literally|always|just|nursing|pregnant|fasting|breastfeeding)(?: and)? ){0,3}starv(?:ing|ed)\b(?! (?:him|her|them|the (?:kids|baby|children)))/giu,
  // Answers round S11: a toddler who "started hitting" the new baby, or bites at gan — a small
  // child's jealousy or phase, the child the one who hits; harm done by anyone else still counts.
  /\b(?:(?:our|my|the) )?(?:toddler|preschooler|(?:[2-5]|two|three|four|five)[- ]?(?:year|yr)s?[- ]?old)(?: (?:son|daughter|boy|girl))? (?:has )?(?:started |starts |keeps |has been |is |began )?(?:hitting|biting|pushing|kicking|pinching|hits|bites|pushes|kicks|pinches|hit|bit|pushed|kicked|pinched) (?:the (?:new )?baby|(?:his|her) (?:new |baby |little )?(?:sister|brother)|other (?:kids|children)|(?:a |another )?(?:kid|child|boy|girl) (?:at|in) (?:daycare|gan|preschool|nursery|kindergarten))\b/giu,
  /(?<![\u05D0-\u05EA])(?:בן|בת)\s+(?:ה)?(?:שנתיים|שלוש|השלוש|ארבע|חמש|[2-5])(?:\s+\S+){0,2}?\s+(?:התחיל|התחילה|ממשיך|ממשיכה|שוב)?\s*(?:ל)?(?:הרביץ|מרביץ|מרביצה|הרביצה|נושך|נושכת|נשך|נשכה|נשוך|דוחף|דוחפת|דחף|דחפה|דחוף)\s+(?:לה|לו|אותה|אותו|לתינוקת|לתינוק|לאחותו|לאחיו|לאחותה|לאחיה|לילדים|לילד|ילד|ילדים)(?![\u05D0-\u05EA])/gu,
  // Answers round S12: a spouse who sleeps through the night ("בעלי פשוט לא מתעורר בלילה"), a
  // screen's light that wakes the writer, a mother "left alone with the baby" — she is there — are
  // tiredness and loneliness, not a child who won't wake, sex against a will or a child left alone.
  /(?<![\u05D0-\u05EA])[וש]?(?:בעלי|אשתי|בן זוגי|בת זוגי|אבא שלו|אבא שלה)\s+(?:(?:פשוט|בכלל|אף\s+פעם|כמעט|אפילו|ממש|כבר)\s+)?לא\s+(?:מתעורר|מתעוררת|קם|קמה)(?![\u05D0-\u05EA])/gu,
  /\b(?:my )?(?:husband|wife|dh|partner)(?: (?:just|simply|really|literally|never|still))? (?:doesn'?t|does not|won'?t|never) (?:wake|get) up\b/giu,
  /(?<![\u05D0-\u05EA])(?:ה)?(?:אור|רעש|מסך|טלפון|נחירות|שעון|מזגן|התראות|הודעות)(?:\s+\S+){0,3}\s+(?:מעיר|מעירה|מעירים|מעירות|העיר|העירה|העירו) אותי(?![\u05D0-\u05EA])/gu,
  /\bthe (?:light|noise|screen|phone|snoring|alarm|notifications?)(?: \w+){0,3} (?:wakes?|woke) me(?: up)?\b/giu,
  /(?<![\u05D0-\u05EA])(?:ו?אני\s+)?ו?(?:נשארת|נשאר|נשארים|נשארתי|נשארנו)\s+לבד\s+עם\s+(?:ה)?(?:תינוק|תינוקת|ילדים|ילד|ילדה|קטנים|קטן|קטנה|קטנטנים)(?![\u05D0-\u05EA])/gu,
  /\bi(?:'m| am| was| get) (?:left |stuck )?(?:home )?alone with (?:the|my|our) (?:baby|kids|children|toddlers?|twins|newborn)\b/giu,
  // Answers round J13: words that should not "feel like an attack" (asking a wife to post less of
  // the children) — an attack on a person's feelings, not on a person.
  /\b(?:feel|feels|felt|feeling|sound|sounds|sounded|sounding|come|comes|came|coming|read|reads|reading|seem|seems|seeming|taken|take it) (?:across )?(?:like|as) (?:an? )?(?:personal |direct )?attack\b/giu,
  // Answers round S35: "without it sounding like I'm attacking his wife" — words that sound like an attack.
  /\b(?:sound|sounds|sounded|sounding|seem|seems|seeming|come|comes|coming|look|looks|looking) (?:across )?(?:like|as if|as though) (?:i'?m|i am|i was|we'?re|we are) (?:attacking|criticizing|criticising|blaming|accusing|judging)\b/giu,
  // Answers round J9: "as if a disaster happened" (a mother-in-law's drama); a three-year-old who
  // wets the bed again since the new baby was born (a regression, not a sign of harm).
  /כאילו\s+(?:\S+\s+)?(?:קרה|היה|נפל|פרץ)\s+(?:\S+\s+)?אסון/gu,
  // Answers round S2: "בעלי רוצה לשבור לו את הטלפון ולגמור עם זה" — done with a matter (a phone, a
  // contract, a bill), not with a life. Only after a mundane act on a thing; "לקחת את הכדורים ולגמור
  // עם זה" is no idiom.
  /(?=ו(?:לגמור|לסיים)\s)(?<=(?<![\u05D0-\u05EA])ל(?:שבור|זרוק|חתום|שלם|מכור|קנות|בטל|סגור|החרים|נתק|מחוק|חסום)\s+(?:לו\s+|לה\s+|להם\s+)?(?:את\s+)?(?:ה)?(?:טלפון|פלאפון|מכשיר|מחשב|חוזה|חשבון|מנוי|אוטו|רכב|דירה|חוב|אפליקציה|קבוצה|וואטסאפ|אינסטגרם|טיקטוק|משחק|נייד)(?:\s*\S*)\s+)ו(?:לגמור|לסיים)\s+עם\s+(?:זה|הסיפור|העניין)(?![\u05D0-\u05EA])/gu,
  /(?=and\s+be\s+done)(?<=\b(?:smash|break|sell|cancel|close|sign|pay|delete|block|throw out|take away|confiscate)\s+(?:(?!my\b)\w+\s+){0,3}(?:phone|laptop|device|contract|account|subscription|car|app|debt|bill|tablet|ipad|game|console)s?\s+)and\s+be\s+done\s+with\s+it\b(?!\s+all)/giu,
  // Safety round 66f: "he said he'd take out the trash 'later'", "my son's going to be dead meat when I
  // find out who broke the window" — chores and a parent's bluster.
  /\btak(?:e|es|ing|en) (?:out )?the (?:trash|garbage|rubbish|bins?|recycling)(?: out)?\b/giu,
  /\b(?:(?:my |our |the )?(?:son|daughter|brother|sister|kid|kids|boys?|girls?|husband|dog)|he|she|they)(?:'s| is| are|'re| will be|'ll be)? (?:so |gonna be |going to be )?dead meat\b/giu,
  // Answers round S3: "I do dinner, baths, bedtime alone and by the time he's home I'm done, I have
  // nothing left" — spent by the evening's work, not by life.
  /(?=\b(?:i |have |got ))(?<=\b(?:dinner|baths?|bedtime|by the time|end of the day)\b[^.!?]{0,80})\b(?:i )?(?:have|'ve got|got) nothing left(?! (?:to live|to lose|to live for|in me|anymore|any more))\b/giu,
  // A crying child who clings to his mother ("הוא בוכה ונצמד אליי") is no one pressing himself on her.
  /(?:בוכה|בוכים|בכה|בוכה\s+ו?מבקש|מפחד|נבהל)\s+ו(?:נצמד|נצמדת|נצמדים)\s+(?:אליי|אלי)/gu,
  // Safety round r89: or since a father went to reserve duty ("הבן שלנו בן 6 התחיל להרטיב שוב בלילה
  // מאז שאבא במילואים"), or a move — a cause the parent names, beside it.
  new RegExp(`(?=(?:ל|ו)?(?:הרטיב|מרטיב))(?<=(?:${REGRESSION_CAUSE_HE})[^]{0,160})(?:ל|ו)?(?:הרטיב|הרטיבה|מרטיב|מרטיבה)\\s+שוב`, 'gu'),
  new RegExp(`(?:ל|ו)?(?:הרטיב|הרטיבה|מרטיב|מרטיבה)\\s+שוב(?=[^]{0,160}(?:${REGRESSION_CAUSE_HE}))`, 'gu'),
  new RegExp(`(?=\\bwet)(?<=\\b(?:${REGRESSION_CAUSE_EN})\\b[^]{0,160})\\b(?:wet(?:ting)?|wets|wetted) (?:the|his|her) bed again\\b`, 'giu'),
  new RegExp(`\\b(?:wet(?:ting)?|wets|wetted) (?:the|his|her) bed again\\b(?=[^]{0,160}\\b(?:${REGRESSION_CAUSE_EN})\\b)`, 'giu'),
  // Safety round r90: alcohol named as what is not there ("seudat purim bli alcohol le-mishpacha im
  // yeladim ktanim") is no child given drink.
  /\b(?:without|no|zero|bli|lelo|non.?)[\s-]?alcohol\w*|\balcohol[\s-]?free\b|(?<![\u05D0-\u05EA])(?:בלי|ללא|נטול|נטולת|נטולי)\s+אלכוהול(?![\u05D0-\u05EA])/giu,
  // Round 55: feeling pushed aside (left out, not shoved); a boss who will "kill" a husband who is late
  // again; "I'll die if I have to host twenty people alone again"; a retired husband who follows his
  // wife around the kitchen commenting on the dishwasher.
  /\b(?:feel|feels|feeling|felt)(?: \w+)? pushed (?:aside|away|out|to the side)\b/giu,
  /(?:הבוס|המנהל|המנהלת|המורה)(?:\s+\S+){0,2}\s+(?:יהרוג|תהרוג|תרצח|ירצח|ישחט|תשחט)\s+(?:אותו|אותה|אותנו)(?=\s+אם\s)/gu,
  /(?:אני\s+)?(?:אמות|אני מתה|אני מת)\s+אם\s+(?:אצטרך|אני צריכה|אני צריך|עוד פעם|שוב)(?=[^.!?]{0,40}(?:לארח|לבשל|לנקות|לשמוע|לשטוף|לקפל|לסדר|לאפות|לנסוע|לשבת|לאכול|לראות))/gu,
  /\bfollow(?:s|ing|ed)? me around (?:the|my|our) kitchen\b/giu,
  // Round 54: a trip abroad with the children that both parents agreed to ("my ex wants to take the
  // kids abroad for a summer vacation, we get along fine") — not while anything says they would not
  // come back, or that it is without consent, or a threat.
  /\btak(?:e|es|ing) (?:the |our |my )?(?:kids|children) (?:abroad|overseas) (?:for|on) (?:a |the |our |their )?(?:summer |winter |short |family |week'?s? |two.week |pesach |sukkot )?(?:vacation|holiday|trip|visit|wedding|bar mitzvah|bat mitzvah|simcha)\b(?![^.!?]{0,80}\b(?:not|never|won'?t|without (?:my|asking|permission|consent)|threat\w*)\b)/giu,
  /לקחת את הילדים לחו["״]ל (?:ל)?(?:חופשה|טיול|ביקור|חתונה|בר מצווה|בת מצווה|שבוע|כמה ימים)(?![^.!?]{0,80}(?:לא (?:יחזיר|יחזור|יחזרו|תחזיר)|בלי (?:רשות|הסכמה|לשאול|אישור)|מאיים|איים))/gu,
  // A toddler's jealousy of the new baby ("our 3 year old has started hitting her and wetting the
  // bed again"): a small child's hitting is parenting, not a person harming a child.
  /\b(?:our|my|the) (?:[1-5][- ]?(?:year|yr)s?[- ]old|toddler|preschooler|two-year-old|three-year-old|four-year-old)\b[^.!?]{0,50}?\b(?:(?:started |keeps |has started )?(?:hitting|hits|hit|biting|bites|pushing|pushes|pinching|pinches|kicking|kicks)) (?:her|him|the (?:new )?baby|(?:his|her|their) (?:baby |little |new )?(?:sister|brother))\b/giu,
  /(?:הבן|הבת|הקטן|הקטנה|הבכור|הבכורה)(?: שלנו| שלי)? (?:בן|בת) (?:[1-5]|שנתיים|שלוש|ארבע|חמש)(?:\s+\S+){0,6}?\s+(?:מרביץ|מרביצה|נושך|נושכת|דוחף|דוחפת|צובט|צובטת) (?:לתינוק|לתינוקת|לה|לו|לאח|לאחות|לאחיו|לאחותו)(?![\u05D0-\u05EA])/gu,
  // A back that "caught" (תפס את הגב, a back spasm) is no grabbing: "since my husband's back went
  // out he is short with everyone".
  /(?:תפס|תפסה|נתפס|נתפסה|תופס|תופסת)\s+(?:לו\s+|לה\s+|לי\s+)?(?:את\s+)?(?:ה)?גב(?![\u05D0-\u05EA])/gu,
  /\b(?:threw|throws|thrown|put) out (?:his|her|my) back\b|\b(?:his|her|my) back (?:went|goes) out\b/giu,
  // Safety round r92: choking on soup while laughing is no hand at the throat ("my wife almost choked
  // on her soup, first real laugh since she came home").
  /\b(?:almost |nearly )?chok(?:ed|es|ing) on (?:a |an |the |her |his |my |their |our |some )?(?:\w+ )?(?:soup|food|drink|water|coffee|tea|wine|bread|bone|candy|sweets?|popcorn|gum|crumbs?|bite|piece|laughter|laughing|tears|words)\b|\bchok(?:ed|ing) (?:with|from) laughter\b/giu,
  // Worn out, not hopeless: "I'm touched out all day and have nothing left for him".
  /\b(?:have|has|got) nothing left (?:for|to give(?: to)?) (?:him|her|them|my (?:husband|wife|kids|children|family)|the (?:kids|children|family))\b/giu,
  // Play with toy weapons ("he wants to 'kill' all his brothers with water guns" for Purim).
  /\b['"‘’]?(?:kill|shoot|attack|destroy|fight)['"‘’]?\s+(?:[\w']+\s+){0,4}with (?:water|nerf|toy|plastic|foam|squirt|cap) (?:guns?|pistols?|swords?|blasters?|balloons?)\b/giu,
  // A secret or a recipe taken to the grave.
  /\b(?:(?:said|says|swore|swears|told me) (?:she|he|they)(?:'d|'ll| would| will| is going to| are going to) )?tak(?:e|es|ing) (?!(?:you|him|her|me|us|them|the kids|the children)\b)(?:[\w']+ ){1,5}?(?:with (?:her|him|me) )?to (?:her|his|my|their|the) graves?\b/giu,
  /(?:ייקח|יקח|תיקח|תקח|אקח|לקחת|לוקחת|לוקח)\s+(?:את\s+)?(?:זה|הסוד|המתכון)\s+(?:(?:איתו|איתה|איתי)\s+)?לקבר/gu,
  // "Takes my soul out" is wears me out: "the grandchildren took my soul out all week", "ha tinok
  // motzi li et ha neshama ba leilot".
  /(?:מוציא|מוציאה|מוציאים|מוציאות|הוציא|הוציאה|הוציאו|יוציא|תוציא|יוציאו)\s+לי\s+את\s+הנשמה/gu,
  /\b(?:motzi|motzia|motzi.?im|motzi.?ot|hotzi|hotzia|hotzi.?u|yotzi|totzi)\s+li\s+et\s+ha.?neshama\b/giu,
  // An occasion or a task that "is going to kill me" (a dinner for fourteen, this week, the move).
  /\b(?:this|the|that|tonight'?s|tomorrow'?s) (?:dinner|meal|week|day|trip|party|wedding|holiday|event|job|commute|heat|exam|project|move|seder|shabbos|shabbat|cleaning|renovation)\b[^.!?]{0,40}\b(?:is|'s|will|'ll) (?:going to |gonna |literally |honestly )?kill (?:me|us)\b/giu,
  // Embarrassment and exasperation: "I want to die of embarrassment", "I could strangle my
  // teenager sometimes, he brought the car back with no gas AGAIN".
  /\b(?:to |could |would |gonna |going to |will |'ll |might |about to |just )?die of (?:embarrassment|laughter|boredom|curiosity)\b/giu,
  // A food or a show one would "rather die than" have; "I'm dead, don't wake me" after a week in
  // the field; a commander who "slaughtered him" with guard duty (round 76).
  /\b(?:i|he|she|they|we)(?:'d| would) rather die than (?:eat|eating|wear|wearing|watch|watching|sit through|give up (?:his|her|my|their) \w+|drink|cook|miss (?:the|a|his|her) (?:game|match|show|flight))\b/giu,
  /\b(?:i'?m|i am|he'?s|she'?s) (?:dead|so dead|literally dead|dead tired)[,.!' ]+(?:don'?t|do not) wake (?:me|him|her)\b/giu,
  /(?<![\u05D0-\u05EA])['"׳״]?(?:ש?שחט|ישחט|שוחט|שחטו|שוחטים)['"׳״]?\s+(?:אותו|אותה|אותם|אותי)\s+(?:ב|עם\s+ה?)(?:שמירות|ריצות|מסע|מסעות|אימון|אימונים|כושר|תרגיל|תרגילים|מטווח|ריתוק|עונשים|ש\.ג)(?![\u05D0-\u05EA])/gu,
  // Blood pressure or prices "through the roof" (round 76): no roof to jump from.
  /\bthrough the roof\b/giu,
  // Wanting to sink into the floor of embarrassment: "my 13yo wants to disappear off the face of the
  // earth because she sent a voice note about her crush to the whole class 😂" (development line b40a-074).
  /\b(?:wants?|wanted|wanting|wish(?:es|ed)?|could|would like) to (?:just )?(?:disappear|vanish|sink) (?:off the face of the earth|into the (?:floor|ground)|into a hole)\b(?=[^.!?]{0,120}(?:😂|🤣|😅|🙈|\blol\b|\bhaha|embarrass\w*|cringe|mortif\w*|\bcrush\b|group chat|voice note))/giu,
  // Dying of the heat, the cold, hunger or laughter: "what to wear to an outdoor wedding in summer
  // bli lamut mi'chom" (round 75c), "מתה מקור", "dying of thirst after the fast".
  /\b(?:dy(?:ing)?|die|died) (?:of|from) (?:the )?(?:heat|cold|hunger|thirst|laughter|boredom)\b/giu,
  /(?<![\u05D0-\u05EA])(?:ל|ש|ו)?(?:מת|מתה|מתים|מתות|למות|אמות|נמות|תמות|ימות|מתתי|מתנו)\s+(?:מ|מה)(?:חום|קור|רעב|צמא|צחוק|שעמום|עייפות)(?![\u05D0-\u05EA])/gu,
  /\b(?:lamut|met|meta|metim|metot|amut|namut|tamut|yamut|mateti)\s+(?:mi|me|mi.?ha|me.?ha)[-' ]?(?:chom|kor|ra.?av|tzama|tzchok|shi.?amum|ayefut)\b/giu,
  /\bi could (?:just |honestly |literally |seriously |totally )?(?:strangl\w*|throttl\w*|kill\w*|murder\w*) (?:my )?(?:teen\w*|husband|hubby|wife|kids|son|daughter|brother|sister|boss|mother-in-law|him|her|them)\b(?=[^.!?]{0,80}(?:\bsometimes\b|\bagain\b|\blol\b|\bhaha|🙄|😂|🤣|😅|😤))/giu,
  // "בעלי יהרוג אותי, נפל לי האייפון לאסלה", "baali yaharog oti asiti srita al ha-oto", "הבוס שלי
  // הולך להרוג אותי אם אני שוב מאחרת": a mishap of one's own, not a threat (telling or leaving is
  // not a mishap, so "he'll kill me if I tell" stays a threat).
  /(?:(?:י|ת)(?:הרוג|תלה|חנוק)|יהרגו|(?:הולך|הולכת)\s+להרוג)\s+אותי(?=[^.!?]{0,70}(?:שוכח(?:ת)?(?![\u05D0-\u05EA])|שברתי|שרפתי|שכחתי|איבדתי|שפכתי|הרסתי|פספסתי|איחרתי|השארתי|קיבלתי דוח|דוח חניה|קנס|נפל לי|נפלה לי|שריטה|מכה באוטו|מאחר(?:ת)?(?![\u05D0-\u05EA])|האייפון|הפלאפון|המשקל|במשקל))|(?:שוכח(?:ת)?(?![\u05D0-\u05EA])|שברתי|שרפתי|שכחתי|איבדתי|שפכתי|הרסתי|נפל לי|נפלה לי)[^.!?]{0,70}(?:(?:י|ת)(?:הרוג|תלה|חנוק)|יהרגו|(?:הולך|הולכת)\s+להרוג)\s+אותי(?:\s+על\s+חבל\s+(?:ה)?כביסה)?/gu,
  /\b(?:yaharog|yahrog|tahrog|taharog|yahargu|(?:holech|holechet) laharog) oti\b(?=[^.!?]{0,70}\b(?:shavarti|sarafti|shachachti|ibadti|shafachti|harasti|icharti|nichshalti|me.?acher(?:et)?|nafal li|nafla li|srita|tsaleket|tzaleket|maka ba.?oto|al ha.?oto|ba.?mishkal|ha.?iphone|ha.?pelefon|hish.?arti|kibalti|doch|knas|dochot)\b)|\b(?:shavarti|sarafti|shachachti|ibadti|shafachti|harasti|nichshalti|nafal li|nafla li)\b[^.!?]{0,70}\b(?:yaharog|tahrog|yahargu|(?:holech|holechet) laharog) oti\b/giu,
  // Collapsing on the sofa ("רק רוצה למות על הספה עם נטפליקס"); a week at work that "ze mavet".
  /(?:ל)?מות על הספה(?=\s*(?:עם|מול|ול|ב)\S*)/gu,
  /\b(?:ha.?shavua|ha.?yom|ha.?avoda|ba.?avoda|ha.?pkakim|ha.?chom|ha.?mivchan|ha.?nesia)\b[^.!?]{0,25}\b(?:ze|haya|hayta|hu|hi) mavet\b/giu,
  /(?:השבוע|היום|העבודה|בעבודה|הפקקים|החום|המבחן|הנסיעה)[^.!?]{0,25}(?:זה|היה|הייתה) מוות/gu,
  // Keys worn as a belt on Shabbat: a belt that is clothing, not a strap (a belt buckle touched or
  // promised stays a threat).
  /\bwear(?:s|ing)? (?:it|them|this|that|the keys?) as a belt(?: buckle)?\b/giu,
  /\b(?:it|this|that|these|those|the \w+|traffic|work|my job|the commute|the heat|waiting|the suspense|my back|my feet|the kids|my boss)(?:'s| is| are| was| were)? (?:literally |honestly |really |just )?killing me\b/giu,
  /\bkill(?:ing)? (?:for|time|it)\b/giu,
  /\b(?:ha.?avoda|ha.?pkakim|ha.?bos|ha.?yeladim|ze|hachom) horeg(?:et|im|ot)? oti\b/giu,
  /\b(?:i'?m |am |been )?killing myself (?:trying|to (?:get|finish|make|keep)|working|over|for (?:this|the|a))\b/giu,
  /\b(?:(?:he|she|they|i|we|you)(?:'d| would| will|'ll) )?die for (?:the|my|his|her|our|their|you|him|them|a)\b/giu,
  /\bdying (?:to|for|of (?:laughter|embarrassment|boredom|curiosity|thirst|hunger))\b/giu,
  /\b(?:to die for|dead on arrival|dead tired|dead on my feet|dead end|deadline|dead battery|drop dead|die-hard|over my dead body|bored to death|scared to death|worried sick|sick to death)\b/giu,
  /\b(?:hit it off|hit the (?:gym|road|sack|hay|wall|jackpot|charts|books|spot|ground running|nail|brakes)|hit send|hit (?:a|rock) bottom|(?<!(?:threw|thrown|throws|throwing|flung|hurled)\b[^.!?]{0,40})(?:it|the news|the loss|grief|reality) (?:just |suddenly |really |would |to |could )?hit (?:me|us)(?![ ,]+(?:in|on|with|across|right|square|and)\b)|hit me up|hit a (?:rough|wall|snag)|hits? home)\b/giu,
  // Round 40's hard negatives, read after their first sight. A teen who would "rather die than wear
  // a suit"; a week's break, or leaving a class group chat, called disappearing; a fond refusal of
  // one more dog, plant or bike ("he's right", 😂); locations shared both ways; food "to die for"
  // ("ze lamut"); a boss, a kugel or forgotten milk that "will kill" someone.
  /\b(?:rather|sooner) die than (?:wear\w*|eat\w*|be seen|go(?:ing)? to (?:the|a|his|her|that|school|shul)|sing\w*|dance|admit\w*|apologi\w*|say sorry|ask for directions|miss\w*|lose to)\b(?![^]{0,120}(?:i mean it|i'?m serious|seriously|not (?:a )?jok|ways to|for real|no joke))/giu,
  /\b(?:disappear|vanish|lehe?alem)\w* (?:for (?:a|the|one|two|\d+) (?:week|day|weekend|few days|night|hours?)|(?:from|off|out of|me.?ha) (?:the |that |her |his |my )?(?:class |school |family )?(?:group|chat|whatsapp|instagram|social media|kvutza|tiktok))\b/giu,
  /(?:להיעלם|להעלם|להתאדות) (?:ל(?:שבוע|יום|סופ"ש|סוף שבוע|כמה ימים|לילה|כמה שעות)|מ(?:הקבוצה|הקבוצות|הווטסאפ|הוואטסאפ|האינסטגרם|הרשתות))/gu,
  /\b(?:won'?t|doesn'?t|wont|doesnt|will not|lo) (?:let me|marsha li|marshe li|noten(?:et)? li) (?:get|buy|adopt|have|liknot|le.?ametz|lehavi) (?:a second|another|one more|a third|more|od)\b(?=[^]{0,160}(?:😂|🤣|😅|🙈|\blol\b|\bhaha|\b(?:he|she)(?:'s| is) (?:right|not wrong)|\b(?:hu|hi) tzodek(?:et)?\b|\bfair enough\b))/giu,
  /(?:לא מרשה|לא מרשים|לא נותן|לא נותנת) לי (?:לקנות|לאמץ|להביא) עוד(?=[^]{0,160}(?:😂|🤣|😅|🙈|חחח|הוא צודק|היא צודקת))/gu,
  /\b(?:we (?:both )?|both of us |(?:my (?:wife|husband)|she|he) and i )share (?:our )?locations?\b/giu,
  /\b(?:ze|hi|hu|zot|haya|hayta) (?:pashut |mamash |stam )?lamut(?: alav| aleha| alehem)?\b/giu,
  /(?:זה|זאת|היה|הייתה|היא|הוא) (?:פשוט |ממש )?למות(?: עליו| עליה| עליהם)?(?![\u05D0-\u05EA])/gu,
  // "Not wanting to be a burden" said of moving in with a child or taking help (round 71: a widow of
  // 72 asked to move in with her son) — a wish about living arrangements. "I am a burden", or the
  // wish with no such arrangement in the message, stays a danger sign. (The look behind runs only
  // where the wish stands: see above.)
  /(?=(?:לא (?:רוצה|רוצים|רציתי)|שלא) (?:להיות|אהיה) נטל)(?<=(?:לגור|לעבור|שאעבור|דיור|בית אבות|מטפלת|עזרה|לעזור|כסף|להלוות|לממן)[^]{0,300}?)(?:לא (?:רוצה|רוצים|רציתי)|שלא) (?:להיות|אהיה) נטל(?:\s+על\s+\S+)?/gu,
  /(?:לא (?:רוצה|רוצים|רציתי)|שלא) (?:להיות|אהיה) נטל(?:\s+על\s+\S+)?(?=[^]{0,300}?(?:לגור|לעבור|דיור|בית אבות|מטפלת|עזרה|לעזור|כסף|להלוות|לממן))/gu,
  /(?=(?:(?:don'?t|do not|didn'?t) want to be|(?:so|that) i'?m not|not to be) a burden)(?<=\b(?:move in|moving in|live with|living with|assisted living|nursing home|care home|carer|caregiver|help|money|pay|loan)\b[^]{0,300}?)\b(?:(?:don'?t|do not|didn'?t) want to be|(?:so|that) i'?m not|not to be) a burden(?: (?:on|to) (?:them|him|her|anyone|my \w+))?/giu,
  /\b(?:(?:don'?t|do not|didn'?t) want to be|(?:so|that) i'?m not|not to be) a burden(?: (?:on|to) (?:them|him|her|anyone|my \w+))?(?=[^]{0,300}?\b(?:move in|moving in|live with|living with|assisted living|nursing home|care home|carer|caregiver|help|money|pay|loan)\b)/giu,
  // "הפשטידה שנתת פשוט למות": a dish praised (not after a wish: "בא לי פשוט למות").
  /(?<![\u05D0-\u05EA])(?<!(?:החיים|המצב|הכל|הכול|הלב)\s+)(?!החיים|המצב|הכל|הכול|הלב)ה[\u05D0-\u05EA]{2,}(?:\s+(?!רוצה|רוצים|רציתי|בא|לי|אני|רק)[\u05D0-\u05EA]+){0,2}\s+(?:פשוט|ממש)\s+למות(?=\s*(?:[,.!?…]|$))/gu,
  /\b(?:ha.?bos|ha.?menahel(?:et)?|ha.?mora|ha.?more) (?:sheli )?(?:yahrog|yaharog|tahrog|yishchat|tishchat|yirtzach|tirtzach|(?:holech|holechet) laharog) oti\b/giu,
  /(?:הבוס|המנהל|המנהלת|המורה) (?:שלי )?(?:יהרוג|תהרוג|ירצח|תרצח|הולך להרוג|הולכת להרוג) אותי/gu,
  /\b(?:yahrog|tahrog|yahargu) (?:oto|ota|oti|otanu|otam) me.?rov\b/giu,
  /(?:יהרוג|תהרוג|יהרגו) (?:אותו|אותה|אותי|אותנו|אותם) מרוב/gu,
  /(?:(?:י|ת)רצח|(?:י|ת)הרוג) אותי(?=[^.!?]{0,40}(?:😂|🤣|😅|חחח))|(?:שוכחת|שוכח|אשכח|תשכחי|שכחתי)[^.!?]{0,60}(?:(?:י|ת)רצח|(?:י|ת)הרוג) אותי/gu,
  /\b(?:ha ?ben|ha ?bat|ha ?yeled|ha ?yalda|ha ?katan|ha ?ktana|ha ?pa.?ot)\b(?:\s+\S+){0,4}?\s+(?:marbitz|marbitza|hirbitz|hirbitza|noshech|noshechet|nashach|nashcha|boet|boetet|ba.?at|ba.?ata|dochef|dochefet|dachaf|dachfa|tzovet|tzovetet)\s+(?:(?:et|le|la|l)\s?)?(?:ha ?)?(?:achot\w*|achi\w*|ach|chaver\w*|yeled\w*|yalda\w*|tinok\w*)\b[^.!?]*/giu,
  // Round 46: a Russian idiom for telling tall tales; a parent who startles at loud noises since the
  // army ("daddy jumps at loud noises now"); the boss who will "slaughter" a latecomer.
  /\bhang(?:s|ing)? noodles on (?:his|her|my|your|our|their|someone'?s) ears\b/giu,
  /\bjump(?:s|ed|ing)? (?:at|from|with|when|whenever|every time)\b(?:\s+\S+){0,3}?\s+(?:loud |sudden |any |every )?(?:noises?|sounds?|bangs?|booms?|fireworks|doors?|sirens?|alarms?|thunder)\b|\bjumpy\b/giu,
  /(?:קופץ|קופצת|קופצים|נבהל|נבהלת)\s+(?:מכל|מ)\s*(?:רעש|טריקת|טריקה|דלת|אזעקה|בום|פיצוץ)/gu,
  // Looked down on ("המשפחה שלה מסתכלת עלינו מלמעלה"): contempt, not a height.
  /(?:מסתכל|מסתכלת|מסתכלים|מסתכלות|הסתכל|הסתכלה|הסתכלו|להסתכל|מביט|מביטה|מביטים)\s+(?:עלינו|עליי|עלי|עליו|עליה|עליהם|עליהן|עלייך|עליך|עליכם)\s+מלמעלה/gu,
  // The neighbour upstairs ("השכן מלמעלה"); an exam that "buried me"; children scared of a
  // grandfather whose dementia makes him curse (the illness, not a threat).
  /(?<=(?<![\u05D0-\u05EA])(?:ה)?(?:שכן|שכנה|שכנים|דירה|קומה|דיירים)\s+)(?:ש)?מלמעלה/gu,
  /(?:קבר|קברה|קברו|יקבור|תקבור)\s+אותי(?=[^.!?]{0,30}(?:🙄|😅|😂|חח|מבחן|מועד|בחינה|עבודה|ציון))|(?:המבחן|הבחינה|העבודה|השבוע|המועד|הציון)(?:\s+\S+){0,3}\s+(?:קבר|קברה|קברו)\s+אותי/gu,
  /(?=\b(?:scared|afraid|frightened|terrified) of )(?<=(?:dementia|alzheimer\w*|דמנציה|אלצהיימר|שיטיון)[^]{0,200})\b(?:scared|afraid|frightened|terrified) of (?:him|her)\b/giu,
  // Round 48: a child's FIFA boast, a cold that "kills" a husband, a film's "prepare to die" said
  // on the couch, and a mother who will "kill us" if we are late for Shabbat (laughing).
  /\b(?:lehashmid|lehashmed|laharog|lerasek|lemachok|destroy\w*|kill\w*|crush\w*|murder\w*|annihilat\w*|demolish\w*|wreck\w*|smash\w*)\s+(?:otcha|otach|otchem|you|ya|u)\b(?:\s+\S+){0,2}?\s+(?:be|ba|in|at|on)\s?.?(?:fifa|fortnite|minecraft|chess|shachmat|mischak|the game|monopoly|backgammon|shesh.?besh|catan|mario ?kart|ping ?pong|scrabble|rummikub|uno)\b/giu,
  /\bi'?m dying\b(?=[^.!?]{0,40}\b(?:cold|flu|man flu|sniffles|fever|headache|runny nose|sore throat)\b)/giu,
  /(?:אני )?(?:גוסס|גוססת|מת|מתה)(?=[,.!\s"'״]+(?:\S+\s+){0,3}(?:צינון|נזלת|שפעת|הצטננות|כאב ראש|חום))/gu,
  /\bprepare to die\b(?=[^]{0,160}\b(?:movie|film|line|lines|quote|scene|couch|lol|haha|fire back)\b)|(?=\bprepare to die\b)(?<=\b(?:movie|film|princess bride|quote|rewatched|watched)\b[^]{0,160})\bprepare to die\b/giu,
  /\b(?:yaharog|tahrog|yahargu|yirtzach|tirtzach|harag|harga) (?:oti|otanu|otach|otcha|otam)\b[^.!?]{0,70}(?:😂|🤣|😅|\blol\b|\bhaha|\bchachach)/giu,
  // "Can he swallow it on Shabbos?": taking a medicine, not an overdose.
  /\b(?:can|could|may|should|does) (?:he|she|they|i|we|my \w+) swallow (?:it|them|the (?:pill|tablet|capsule|med\w*)|pills)\b/giu,
  // Round 49: a killing verb put in quotes ('yaharog' oti, אני 'רוצח' כל עציץ) is said in irony; a
  // song heard "one more time" before "anyway"; "this is how I die" over socks; Pesach cleaning
  // that will kill; a brother one may "strangle (jk)"; plants killed, in Hebrew.
  /(?<=^|[\s(])['"״׳‘’“”](?:yaharog|tahrog|yirtzach|tirtzach|kill|murder|strangle|יהרוג|תהרוג|ירצח|תרצח|רוצח|רוצחת|ישחט|תשחט)['"״׳‘’“”]/giu,
  /\b(?:i swear )?(?:this|that) is how i(?:'m going to| will|'ll)? die\b/giu,
  /\b(?:pesach|passover|spring|yom tov|holiday|sukk(?:os|ot)|seder|shabb?(?:os|at)) (?:cleaning|prep|cooking|shopping)\b[^.!?]{0,20}\b(?:is|'s|will|'ll) (?:going to |gonna |literally )?kill (?:me|us)\b/giu,
  /\b(?:allowed|want|going|tempted) to (?:strangl\w*|kill\w*|murder\w*) (?:my|him|her)\b[^.!?]{0,60}?\(?(?:jk|just kidding|kidding)\)?/giu,
  /(?:רוצח|רוצחת|הורג|הורגת|להרוג|לרצוח|הרגתי|רצחתי)\S*\s+(?:\S+\s+){0,3}(?:עציץ|עציצים|צמח|צמחים|סחלב|קקטוס|פרחים|בזיליקום)|(?:עציץ|עציצים|צמח|צמחים|סחלב|קקטוס)[^?!]{0,60}(?:להרוג|לרצוח|יהרוג|ימות) אותו/gu,
  // Houseplants "killed" or "murdered" by a black thumb ("a serial plant murderer… before I strike again").
  /\b(?:kill\w*|murder\w*|strike again)\b[^.!?]{0,60}\b(?:plants?|basil|cactus|cacti|succulents?|houseplants?|orchids?|herbs?|tomato plants?|flowers?)\b|\b(?:plant|cactus|basil|orchid) (?:murderer|killer)\b|\bbefore i strike again\b/giu,
  /\b(?:is |he'?s |she'?s |i'?m |am )?literally (?:going to |gonna )?die (?:if|of|from|when)\b/giu,
  /(?:צעק|צעקה|צועק|צועקת|אמר|אמרה)\s+(?:על|ל)\s*(?:אחותו|אחיו|אחותה|אחיה|אחותי|אחי|החבר|החברה|הקטן|הקטנה)[^.!?]{0,15}['"״׳]?\s*אני\s+(?:ארצח|אהרוג)\s+אותך/gu,
  /\b(?:yelled|screamed|shouted|said)\s+(?:at|to)\s+(?:his|her|their)\s+(?:little |big |baby |older |younger )?(?:sister|brother|sibling|friend|cousin)[^.!?]{0,15}['"]?\s*i'?(?:ll| will| am going to|'m gonna) (?:kill|murder) you\b/giu,
  // "When does that kick in?": a phrasal verb (a rule, a medicine, a plan), not a kick.
  /\bkick(?:s|ed|ing)? (?:in|off)\b(?=\s*(?:[,.?!]|$|and\b|when\b|yet\b|soon\b|already\b|at\b|by\b|after\b|before\b))/giu,
  /\blike (?:bang|hitt|bash)ing (?:my|your|one'?s|our) heads? (?:against|on) (?:a|the) (?:brick )?wall\b/giu,
  /\bhits? (?:me|us) like a (?:truck|ton of bricks|brick|wave|train|freight train)\b/giu,
  // A parent away in the army "in danger", as the children ask: the worry is for an adult.
  /\b(?:abba|aba|dad|daddy|father|papa|their (?:father|dad)|my husband|ima|mom|mommy|mum|mother|my wife)(?: is|'s| was| might be| could be| will be) in danger\b/giu,
  /\b(?:get|gets|got|was|were|getting) (?:hit|knocked|kicked) (?:by|with) (?:a|the) (?:ball|car|bike|bus|door|swing|wave|rock|stone|toy|truck|scooter|branch)\b/giu,
  /\b(?:cut|burn(?:ed|t)?) myself (?:while|cooking|chopping|shaving|on the|with the (?:bread|kitchen|vegetable))\b/giu,
  /(?:חתכתי את עצמי|נחתכתי|נכוויתי)(?:\s+\S+){0,3}\s+(?:עם סכין ה|בטעות|תוך כדי|במטבח)/gu,
  /\b(?:is|was|'s) (?:going to|gonna) kill (?:me|us)['"]? (?:because|for|if|when) (?:i|she|he|we) (?:spilled|broke|forgot|lost|was late|ate|am late)\b/giu,
  /\b(?:kids|we|i|they) (?:are|am|'re|'m) starving\b/giu,
  // A young child who hits, bites or pushes a brother, a sister or a friend: a parenting question
  // ("my toddler bit his baby sister", "הבן שלי בן 4 מרביץ לאחותו"), not a child in danger.
  /\b(?:toddler|preschooler|little one|(?:[1-9]|10)[- ]?(?:year|yr)s?[- ]old|(?:one|two|three|four|five|six|seven|eight|nine|ten)[- ]year[- ]old|(?:[1-9]|10) ?yo|son|daughter|boy|girl|twins?)\b(?:[\s,]+[\w']+){0,3}?[\s,]+(?:bit|bites|biting|hit|hits|hitting|kicks|kicked|kicking|pushes|pushed|pushing|scratch\w*|punch\w*|shov\w*|slap\w*|pinch(?:es|ed|ing)?|smack\w*)\s+(?:his|her|their|the|a|our|my)?\s*(?:baby |little |big |older |younger |twin )?(?:sister|brother|siblings?|cousins?|classmates?|friends?|twin)\b/giu,
  /(?:הבן|הבת|הילד|הילדה|הקטן|הקטנה|הפעוט|הפעוטה|התאום|התאומה)(?:\s+\S+){0,3}?\s+(?:מרביץ|מרביצה|הרביץ|הרביצה|נושך|נושכת|נשך|נשכה|בועט|בועטת|בעט|בעטה|דוחף|דוחפת|דחף|דחפה|צובט|צובטת|צבט|צבטה|שורט|שורטת|שרט|שרטה)\s+(?:את\s+|ל)?(?:אחותו|אחיו|אחותה|אחיה|אחיות|אחים|אחות|אח|האחות|האח|התאום|התאומה|חברים|חבר|חברה|ילדים|ילד|ילדה|ילדי)(?![\u05D0-\u05EA])[^.!?]*/gu,
  // "לטלטל" on Shabbat is carrying (an eruv, a stroller), not shaking a baby.
  /(?=(?:ל|ו|ש)?(?:טלטל|לטלטל|מטלטל))(?<=(?:עירוב|ערוב|בשבת|ברשות|כרמלית)[^.!?]{0,60})(?:ל|ו|ש)?(?:טלטל|לטלטל|מטלטלים|מטלטלת|מטלטל)(?![\u05D0-\u05EA])/gu,
  /(?:ל|ו|ש)?(?:טלטל|לטלטל|מטלטלים|מטלטלת|מטלטל)(?=[^.!?]{0,40}(?:בעגלה|עירוב|ערוב|ברשות|כרמלית|בשבת))/gu,
  // A secret weapon is a figure of speech ("holds the remote like a secret weapon"). (Pushing "too
  // much" is not blanked: said of a partner it can be pressure for sex — "he keeps pushing too hard".)
  /(?:נשק סודי|הנשק הסודי)|\bsecret weapon\b/giu,
  // Worn out, and a parent's minute of quiet behind a locked door.
  /\bburn(?:ing|ed|t|s)? (?:myself )?out\b|\bburnout\b/giu,
  /\block(?:ed)? myself in (?:the )?\w+ (?:for (?:\w+ ){1,3})?(?:just )?to (?:breathe|cry|think|get a (?:minute|moment|break)|have (?:a|some) (?:quiet|peace|minute))\b/giu,
  // A fever: "burning up", "burning with fever".
  /\bburning (?:up|hot)\b|\bburning with (?:a )?fever\b/giu,
  // A broken heart: "זה שבר לי את הלב", "it breaks my heart"; "זה שבר לי משהו" (something in me).
  /(?<![\u05D0-\u05EA])(?:ו|ש|ז)?(?:שבר|שברה|שובר|שוברת|ישבור)\s+(?:לי|לה|לו|לנו)\s+(?:את\s+הלב|משהו(?:\s+בפנים|\s+בלב)?(?![\u05D0-\u05EA\s]*(?:ב?יד|ב?רגל|ב?אף|ב?צלע)))/gu,
  // Late for the mother-in-law, or a child who "attacked" his homework: no one is in danger.
  /\b(?:will|'ll|is going to|gonna) (?:murder|kill|strangle) (?:me|us) if (?:i'?m|i am|we'?re|we are) (?:late|not (?:ready|on time|there))\b/giu,
  /\battack(?:ed|s|ing)?['"’]?\s+(?:the|his|her|my|their|our)\s+(?:homework|food|dinner|plate|laundry|pile|project|problem|task|cake|exam|test)\b/giu,
  // A health kick, a kick-off: no one is kicked.
  /\b(?:on a |a )?(?:health|fitness|diet|exercise|running|baking|cleaning|\w+ing) kick\b|\bkick(?:s|ed|ing)? off\b|\bkick-?off\b|\bget a kick out of\b/giu,
  // A kitchen knife that no longer cuts: "shelanu kvar lo chotechet kloom" (only "does not cut":
  // "she takes the knife and says she cuts herself" must still be read).
  /\bsakin\w*\b[^.!]{0,60}\blo chotech(?:et)? (?:klum|kloom|tov|yoter)\b/giu,
  /\b(?:is|'s) (?:going to|gonna) kill (?:me|us)[.!,;:…]*\s+(?:i|we) (?:just )?(?:forgot|broke|spilled|lost|missed|ate|burned|burnt|dented|scratched|shrank|ruined|signed up|spent|bought|booked|ordered|overspent|maxed out|paid for)\b/giu,
  /(?<![\u05D0-\u05EA])(?:מת|מתה|מתים|מתות) על (?=ה)/gu,
  // "הוא יהרוג אותי חחח", "she'll kill me lol": said laughing.
  /(?:(?:י|ת)?הרוג|יהרגו|הורג|הורגת)\s+אותי[^.!?]{0,25}(?:חח|😂|🤣|lol)/gu,
  /\bkill (?:me|us)\b[^.!?]{0,25}(?:\blol\b|\bhaha|😂|🤣)/giu,
  /\bkill (?:me|us)\b[^]{0,120}(?:🙈|😅|🤦|🤭|😬)/giu,
  /\b(?:yaharog|yahrog|tahrog|taharog|yahargu) (?:oti|otanu)\b[^.!?]{0,25}(?:\bch(?:ch)+\b|\bxa(?:xa)+\b|\blol\b|\bhaha|😂|🤣)/giu,
  /\bkill myself if i (?:hear|have to|see|watch|listen)\b[^.!?]{0,60}(?:\blol\b|\bhaha|😂|🤣)/giu,
  /\b(?:knocked|kicked) out (?:in|of) (?:the )?(?:(?:first|second|third|last|\w+) (?:round|stage)|tournament|competition|league|cup|playoffs|semi-?finals?|finals?|school|yeshiva|mesivta|seminary|class|program|camp)\b/giu,
  // "He'd die for me": מוכן למות בשבילי, ימות בשבילה.
  /(?<![\u05D0-\u05EA])(?:(?:מוכן|מוכנה|מוכנים|מוכנות)\s+למות|ימות|תמות|אמות)\s+בשביל(?:י|ך|ו|ה|נו|כם|ם|ן|\s)/gu,
  /\b(?:met|meta|metim|metot)['"]? al\b/giu,
  /\bshtarbt (?:avek )?(?:far|nokh)\b/giu,
  // Death as a subject a child asks about or a lesson teaches, not the speaker's own.
  /\b(?:asks?|asking|asked|questions?|talk(?:s|ing)?|teach(?:es|ing)?|learn(?:s|ing)?|explain(?:ing)?|curious) (?:\w+ ){0,3}about death\b/giu,
  /(?:שואל|שואלת|שאל|שאלה|שאלות|לדבר|מדברים|מדבר|מדברת|ללמד|מלמד|מלמדת|להסביר|סקרן|סקרנית)(?:\s+\S+){0,2}\s+על\s+(?:ה)?מוות/gu,
  // A time pushed back or on, and pushing back on an idea.
  /\b(?:curfew|bedtime|meeting|deadline|date|appointment|wedding|trip|flight|dinner|time|it|plans?|the \w+) (?:got |was |be |is |being |to be |gets )?push(?:ed)? (?:back|up|off|forward|later|to|until|till)\b/giu,
  /\bpush(?:es|ed|ing)? back (?:on|against)\b/giu,
  // "You killed me with that story 😂": laughter.
  /(?:הרגת|הרגתם|הרגתן|הרגה|הרג) אותי(?:\s+\S+)?\s+(?:עם|מצחוק|מרוב צחוק)/gu,
  /\bharagt(?:a|em|en)? oti (?:im|mi.?tzchok|me.?rov)\b/giu,
  // Wishing the floor would swallow one up is embarrassment; money gone by the month's end is a budget.
  /\b(?:wish(?:ed)?|want(?:ed)?|hop(?:e|ed)|for) the (?:floor|ground|earth) (?:would |to )?(?:open (?:up )?and )?swallow (?:me|him|her|us|them)(?: whole)?\b/giu,
  /(?:שהאדמה|האדמה|שהרצפה|הרצפה) (?:\S+\s+)?(?:תבלע|תפתח|יבלע)/gu,
  /\bnothing left (?:at|by|for|before|until|till) the end of the month\b/giu,
  /\bnothing left (?:in|on|from) (?:the|our|my) (?:account|bank|card|paycheck|salary|budget)\b/giu,
  // "I'm not in danger or anything": said to rule danger out.
  /\b(?:nobody|no one)(?:'?s| is) in (?:any )?danger\b/giu,
  // Rounds 50-51: a bridge burnt, advice "shot" over, bored or driven mad "to death" (ad mavet),
  // and a mother someone "was sure would murder him" for coming late.
  /\bburn(?:s|ed|t|ing)? (?:any |my |our |the |your |his |her )?bridges?\b/giu,
  /\bshoot (?:me|us) (?:some |an? |your )?(?:advice|ideas?|tips?|suggestions?|thoughts?|names?|recipes?)\b/giu,
  /\b(?:meshag[\w']*|mesha.?amem[\w']*|mevas[\w']*) (?:oti|otanu|oto|ota)? ?ad (?:ha)?mavet\b/giu,
  /(?:משגע|משגעת|משגעים|משגעות|משועמם|משועממת|משעמם|משעממת|מביך|מביכה|מביכים|מביכות|הביך|הביכה|הביכו|נבוך|נבוכה|מתבייש|מתביישת)\S*(?:\s+אות\S*)?\s+עד\s+מוות/gu,
  /\b(?:embarrass\w*|mortif\w*) (?:me|us|him|her|them) to death\b|\b(?:mevich(?:a)?|mevicha|hevicha|hevich) (?:oti|otanu|oto|ota)? ?ad (?:ha)?mavet\b/giu,
  /\b(?:i was|we were) (?:so |totally |completely )?(?:sure|certain|convinced) (?:that )?(?:[\w']+ ){1,3}(?:would|was going to|was gonna) (?:kill|murder)\b/giu,
  /(?:הייתי|היינו)\s+(?:בטוחה|בטוח|בטוחים)\s+ש\S*(?:\s+\S+){0,3}\s+(?:תרצח|ירצח|תהרוג|יהרוג)/gu,
  /\bhayiti (?:betucha|betuach|batuach|betuchah) she.?(?:[\w']+ ){0,3}(?:tirtzach|yirtzach|taharog|yaharog)\b/giu,
  // "I could cheerfully throttle whoever designed this website": anger at no one in reach.
  /\bcould (?:cheerfully |happily |gladly |honestly |literally )?(?:throttle|strangle|kill|murder|choke|shoot) (?:whoever|the (?:person|people|guy|genius|idiot|man|woman) (?:who|that))\b/giu,
  // Round 78: "I swear I'll strangle the next person who gives me unsolicited sleep advice, lol" —
  // anger at whoever comes next, no one in reach; a toddler's tantrum "like she was being kidnapped";
  // a baby who "can choke to death on puree" (a question of food, not of hands); "my wife will kill
  // me if I pick another war movie" (a choice of one's own, never telling or leaving); "hi amra
  // she'ani horeg ota im ha-bdichot" (killing her with the checkups: too much of something).
  /\bhit (?:him|her|them|you|me) up\b/giu,
  /\b(?:i'?ll|i will|i swear i'?ll|i'?m going to|i'?m gonna|gonna) (?:literally )?(?:strangle|throttle|kill|murder|choke|shoot|smack) the next (?:person|one|guy|man|woman|relative|somebody|someone|aunt|uncle|neighbou?r|stranger) (?:who|that|to)\b/giu,
  /\blike (?:she|he|they|someone|somebody|i|we|you) (?:was|were|is|are|'s|'re) (?:being )?(?:kidnapped|murdered|slaughtered|tortured|abducted|skinned alive|killed)\b/giu,
  /(?:כאילו|כמו ש)\s*(?:שוחטים|רוצחים|חוטפים|מענים|הורגים)\s+(?:אותה|אותו|אותם|אותי)/gu,
  /\b(?:can|could|might|may|will|would|do|does|did) (?:\w+ ){0,3}(?:choke|gag)(?: to death)? on (?:a |the |their |his |her |my |this |that |some )?(?:puree|purée|food|grapes?|popcorn|nuts?|peanuts?|candy|sweets|apple|carrots?|hot ?dogs?|bread|solids|pieces?|chunks?|lumps?|meat|cereal|finger foods?|bites?)\b|\bchoking (?:hazard|risk|on (?:food|solids|puree))\b/giu,
  new RegExp(String.raw`\b(?:will|'ll|is going to|is gonna|would|'d) (?:literally )?(?:kill|murder|strangle) me if (?:we|i) (?:\w+ )?(?:pick|choose|buy|order|watch|wear|cook|bake|make|bring|eat|suggest|book|plan|invite|spend|put on|play|sing|post|tag|drag|leave (?:the|my|his|her) (?:dishes|laundry|socks|towel|lights))\b(?![^.!?]{0,50}${TELLING})`, 'giu'),
  /\b(?:horeg|horeget|horgim) (?:ota|oto|oti|otanu) im ha.?\S+/giu,
  /(?:הורג|הורגת|הורגים)\s+(?:אותה|אותו|אותי|אותנו)\s+עם\s+ה\S+/gu,
  // "My shvigger is going to kill me if we don't come for Sukkos"; "dead on our feet".
  /\b(?:is |are |will be )?(?:going to|gonna|will|'ll) kill (?:me|us) if (?:we|i) (?:don'?t|do not|miss|skip|can'?t|cannot|aren'?t|am not|are not) (?:come|coming|visit|show up|call|bring|host|stay|there)\b/giu,
  /\bdead on (?:my|our|his|her|their|your) feet\b/giu,
  // Round 53: a speech, a book or a mother-in-law's hand that "touched me"; a sermon that "נגעה בי";
  // "what he said hurt me" (פגע בי); "I'd rather die than sit in that sun"; a cake "להתאבד עליה".
  /\b(?:touched|moved) me (?:so |very |really |more than I can say |to tears|deeply)+\b/giu,
  /\b(?:speech|song|book|letter|story|words|film|movie|sermon|drasha|video|poem|gesture|note) (?:[\w']+ ){0,5}touched me\b/giu,
  /\b(?:ze|zeh) nag(?:a|ah|.a) bi\b/giu,
  /(?:זה|השיר|הספר|הסרט|הדרשה|הנאום|המכתב|הסיפור|המילים|הדברים)\s+(?:\S+\s+){0,3}נגע(?:ה|ו)?\s+בי/gu,
  /\bnag.?a bi ba.?katef\b/giu,
  /נגע(?:ה)?\s+בי\s+בכתף/gu,
  /\b(?:ma|mah) she.?\S+ (?:amar|amra)\b[^.?!]{0,60}\bpag(?:a|aa|.a|ea) bi\b/giu,
  /מה\s+ש\S*\s+(?:אמר|אמרה)[^.?!]{0,60}פגע(?:ה)?\s+בי/gu,
  // "Rather die than" only with a laugh beside it: "she'd rather die than go through with the wedding"
  // and "I'd rather die than go to the mikvah again. I mean it" are crises.
  /\b(?:i'?d|i would|he'?d|she'?d) (?:honestly |literally |much )?rather die than (?=[^.?!]{0,80}(?:\blol\b|\blmao\b|\bhaha|😂|😅|🤣|🙄|\bjk\b))/giu,
  /(?:פשוט|ממש|אפשר)\s+להתאבד\s+על(?:יה|יו|יהם|יהן)/gu,
  // "He's going to KILL me, I forgot the challah": a forgotten errand.
  /\b(?:is |was )?(?:going to|gonna) kill me[,.!]*\s+(?:[\w']+ ){0,2}(?:i|cause|because|bc|since) (?:totally |completely )?(?:forgot|lost|broke|missed|burned|burnt|left|didn'?t|never)\b/giu,
  /\b(?:i'?m|i am|we'?re|we are|nobody'?s|no one'?s|no one is|nobody is|the kids are|they'?re|they are) not in (?:any )?danger\b/giu,
  /(?:אני|אנחנו|הילדים|אף אחד) לא (?:נמצא\S* )?בסכנה/gu,
  /\b(?:can'?t|cannot) (?:take|stand|do) (?:it|this) anymore (?:with|from) the \w+/giu,
  /(?:לא יכולה|לא יכול) יותר עם ה\S+/gu,
  /\b(?:asked|asks|asking|wondered|wonders|wondering)\b[^.?!]{0,60}?\b(?:if|whether) (?:i'm|i am|he's|she's|we're|we are|\w+ is|\w+ are) (?:going to|gonna) die(?: too)?\b/giu,
  // Throwing up one's hands, throwing in the towel: giving up, not a blow.
  /\bthr(?:ew|ow|ows|owing|own) (?:up )?(?:his|her|my|their|our|your) hands(?: up| in the air)?\b/giu,
  /\bthr(?:ew|ow|ows|owing|own) in the towel\b/giu,
  /(?:אשחט|אהרוג|ארצח) אותך['"]?(?:\s+\S+){0,5}\s+(?:מנצח|מנצחת|בשש-בש|במשחק|בצחוק)/gu,
  /(?:מתה ראשונה|מת ראשון)/gu,
  /\b(?:cut (?:me|him|her) off(?: mid[- ]?\w+)?|cut (?:it|things) short|cut back|cut corners|cut down)\b/giu,
  /\b(?:push(?:es|ed)? me (?:to(?! the (?:wall|floor|ground|door|bed|couch|sofa|table|corner|counter|stairs|car|fridge|window|side|edge))|into (?:doing|being|trying))|pushing me to(?! the (?:wall|floor|ground|door|bed))\b)/giu,
  /\bwill kill me if (?:we|i) (?:are|'re|am|'m|don't|skip|miss|forget|come|get|show)\b/giu,
  // A mishap met with a comic punishment: "she'll hang me on the clothesline if I forget the laundry again"
  // (forgetting, breaking, burning — never leaving or telling, which keep a threat a threat).
  /\b(?:will|'ll|is going to|is gonna|would|'d) (?:kill|murder|strangle|hang|skin|string) me(?: up)?(?: on the (?:clothes ?line|washing line))? if (?:we|i) (?:\w+ )?(?:forget|lose|break|burn|spill|miss|dent|scratch|am late|'m late|leave (?:the|my|his|her) (?:laundry|dishes|wet|socks|towel|lights))\b|\bif (?:we|i) (?:\w+ )?(?:forget|lose|break|burn|spill|miss|dent|scratch)\b[^.!?]{0,60}\b(?:will|'ll|is going to|is gonna|would|'d) (?:kill|murder|strangle|hang|skin|string) me(?: up)?(?: on the (?:clothes ?line|washing line))?/giu,
  /\b(?:heart attack|panic attack|anxiety attack|attack of|knockout|knock(?:s|ed)? (?:it|them|'em) (?:out|dead))\b/giu,
  // Not when what would set it off is telling or being found out ("my mom will kill me if I tell
  // anyone what she does"): that is a threat to keep a secret (TELLING_AFTER).
  new RegExp(String.raw`\b(?:boss|manager|mom|mother|mum|mother[- ]in[- ]law|father[- ]in[- ]law|mil|teacher|coach|(?:older |big |little |younger |twin )?(?:sister|brother)|bro|sis|cousin|aunt|uncle|dad|grandma|grandpa|zaidy|zeidy|bubby|bubbe|savta|saba) (?:will|would|is going to|'ll|'d|is gonna) (?:literally )?(?:kill|murder|strangle) (?:me|us)\b${TELLING_AFTER}`, 'giu'),
  /\b(?:murder|a killer|killer \w+|slay\w*|knock(?:ed)? (?:it )?out of the park|knocked up)\b/giu,
  /\b(?:shot(?:s)? (?:at the (?:doctor|clinic))|flu shot|booster shot|first shot|vaccin\w*)\b/giu,
  new RegExp(String.raw`${FAMILY_SAYING_KILL_HE}(?:\s+\S+){0,2}\s+(?:יהרוג|תהרוג|תרצח|ירצח|ישחט|תשחט|יתלה|תתלה|יחנוק|תחנוק)\s+אותי${TELLING_AFTER}`, 'gu'),
  // A teenager's embarrassment: "היא תהרוג אותי אם אני אבוא לאסוף אותה מהמסיבה מול כל החברות".
  /(?:יהרוג|תהרוג|יהרגו)\s+אותי\s+אם\s+(?:אני\s+)?(?:אבוא|אגיע|אופיע|אשיר|ארקוד|אלבש|אצלם|אעלה|אתקשר|אכנס|אחבק|אנשק)(?=[^.!?]{0,60}(?:מול|ליד|לפני)\s+(?:כל\s+)?(?:ה)?(?:חברות|חברים|חבר'ה|כיתה|הכיתה|כולם|המורה))/gu,
  // "סבתא שלי אומרת שאם לא יהיה מספיק היא תהרוג אותי": the condition said first, unless it is telling.
  new RegExp(`${FAMILY_SAYING_KILL_HE}(?:\\s+\\S+){0,3}\\s+ש?אם(?:(?!${TELLING})[^.!?]){0,50}(?:היא|הוא)\\s+(?:תהרוג|יהרוג|תרצח|ירצח)\\s+אותי${TELLING_AFTER}`, 'gu'),
  /(?:(?:השמלה|החליפה|המכנסיים|הלחץ|העומס|השגרה|הבית|העבודה|המצב)(?:\s+\S+){0,3}\s+חונק(?:ת|ים|ות)? אותי|(?:ל)?הרוג את הזמן|חונק(?:ים|ת|ות)? אותי עם ה\S+|מוכ(?:ן|נה|נים) למות בשביל|למות מעייפות|למות מצחוק|מת(?:ה)? עלי(?:ו|ה|הם)|מת(?:ה)? על זה|מת(?:ה)? לראות|מת(?:ה)? מצחוק|מתה מבושה|מת מבושה|הורג(?:ים|ת)? אותי(?: ה?פקק\w*)?|ה?פקק(?:ים)? הורג\w*|נשבר לי|מת(?:ה)? מעייפות|עייפה מוות|עייף מוות)/gu,
  // Laughing "to death" and "dead tired" in transliteration.
  /(?:מצחיק(?:ה|ים|ות)?|צוחק(?:ת|ים|ות)?|צחקנו|צחקתי)(?:\s+\S+){0,2}\s+עד מוות/gu,
  /\b(?:ayef(?:a|ah)?|ayefim|ayefot) (?:ad )?mavet\b/giu,
  // Fed, bored, worried or loved "to death" ("סבתא מאכילה אותנו עד מוות 😂" — round 80c).
  /(?<![\u05D0-\u05EA])(?:ו|ש)?(?:מאכיל|מאכילה|מאכילים|האכיל|האכילה|האכילו|מפנק|מפנקת|מפנקים|משעמם|משעממת|השתעממתי|משתעמם|משתעממת|דואג|דואגת|דאגתי|אוהב|אוהבת|מפחד|מפחדת|נבהלתי|עייף|עייפה)(?:\s+\S+){0,2}\s+עד\s+(?:ה)?מוות(?![\u05D0-\u05EA])/gu,
  /\b(?:ma.?achil\w*|he.?echil\w*|mefanek\w*|meshaamem\w*|doeg\w*|do.?eget|ohev\w*|ohevet|mefached\w*) (?:\w+ ){0,2}ad (?:ha.?)?mavet\b/giu,
  /\b(?:feed\w*|fed|bor(?:ed|ing)|scared|frightened|worried|worrying|lov(?:e|es|ed|ing)|tickled|sick|tired|spoil(?:s|ed|ing)?) (?:\w+ ){0,2}to death\b/giu,
  // Brain death is a diagnosis a family is told, not a wish; "will kill me if I burn the schnitzel again".
  /(?:מוות מוחי|\bbrain[- ]?dead\b|\bbrain death\b)/giu,
  // …unless what would set it off is telling, leaving, calling for help, going to a beit din or a
  // new partner, anywhere in the rest of the clause ('im ani metalefet la'mishtara', 'im ani
  // holechet le-beit din', 'im ani mevia et ha-chaver' — round 76): then it is a threat.
  /\b(?:yaharog|tahrog|yahargu|yirtzach|tirtzach) oti im\b(?![^.?!,]{0,50}?\b(?:megal\w*|agal\w*|asaper|esaper|tesaper\w*|agid|tagid\w*|elech|telchi|ozev\w*|a?azov|ta?azvi|ekra|tikre\w*|mitlonen\w*|etlonen|metalef\w*|metalfen\w*|telefon\w*|atkasher|etkasher|mitkasher\w*|titkashr\w*|mishtara|l?a?.?mishtar\w*|lashoter\w*|shoter\w*|police|cops?|911|100|beit mishpat|orech din|lawyer|to'?enet rabanit|rav|holech\w*|b[ea]i?t.?din|rabanut|get|lehitgaresh|mitgaresh\w*|gerushin|ha.?chaver|chaver (?:sheli|chadash)|ha.?chavera|bo(?:i|y)?friend)\b)/giu,
  /חונק(?:ים|ת|ות)? אותי עם \S+/gu,
  // Killed "with her forms" (safety round r99: "הפקידה בקופת חולים תהרוג אותי עם הטפסים שלה") — not with a
  // weapon or bare hands.
  /(?:יהרוג|תהרוג|יהרגו|הורג|הורגת|הורגים)\s+אותי\s+עם\s+ה(?!(?:סכין|אקדח|רובה|מקל|פטיש|חגורה|ידיים|כדורים|רעל)(?![\u05D0-\u05EA]))\S+/gu,
  // A baby who "beat me up all night" kept a parent awake; "dying for you" (למות עלייך) is love; "I'll
  // die if I have to eat that kugel again" is a meal dreaded.
  /\b(?:baby|newborn|infant|teething \w+)\b(?:\s+\S+){0,2}\s+beat (?:me|us) up\b/giu,
  /(?:ל)?מות עלי(?:ך|יך|ו|ה|הם|כם)(?![א-ת])/gu,
  // "Without him feeling I'm attacking his mom"; a budget that "doesn't feel like a prison"; "I want
  // him to take the kids" when he is home.
  /\b(?:feel\w* (?:like |that )?(?:i'?m|i am|we'?re|we are|you'?re|you are) attacking|attack(?:ing)? (?:his|her|my|your|their) (?:mom|mother|dad|father|family|parents|ideas?|character|cooking|religion|opinions?))\b/giu,
  /\b(?:doesn'?t|does not|won'?t|will not|not|never) feel (?:like )?(?:a |an )?(?:prison|jail|cage)\b/giu,
  /(?:רוצה|רציתי|ביקשתי|מבקשת|מבקש|צריכה|צריך|אשמח|מחכה) ש(?:ייקח|יקח|תיקח|תקח) את הילדים/gu,
  // Teaching a child that no one may touch them, and "neither of us raises a hand": prevention and
  // its denial, not a disclosure.
  /(?:איך מלמדים|ללמד|מלמדת|מלמד)(?:\s+\S+){0,5}\s+ש?אף אחד לא (?:נוגע|ייגע|יגע|מרים)/gu,
  /\bteach\w*(?:\s+\S+){0,5}\s+(?:that )?(?:no ?one|nobody) (?:is allowed to |may |should |can )?(?:touch|touches)\b/giu,
  /אף אחד (?:מאיתנו |מאתנו )?לא מרים יד/gu,
  /\b(?:neither of us|nobody|no one|none of us) (?:ever )?(?:hits|raises a hand|lays a hand|spanks)\b/giu,
  // Care not to pressure ("so she never feels pressured") is the opposite of pressure.
  /\b(?:so (?:that )?(?:she|he) (?:never|doesn'?t|does not|won'?t|will not) feels? pressured|without (?:her|him|anyone) feeling pressured|(?:never|not|don'?t|do not) (?:want to )?pressure (?:her|him)|(?:i )?(?:don'?t|do not|never) want (?:her|him) to (?:ever )?feel (?:pressured|pushed|obligated))\b/giu,
  // "The gym killed my legs"; "kill me now" over a costume or a burnt schnitzel — unless it is
  // begged for or meant ("please", "someone", "I mean it").
  /(?:רצח|רצחה|הרג|הרגה|הורג|הורגת|גמר|גמרה) לי את ה(?:רגליים|גב|ידיים|ברכיים|יום|ערב|שבוע|ראש|כתפיים)/gu,
  /(?<!\b(?:please|someone|somebody|anyone|just|pls|plz) )\bkill me now\b(?![^.?!]{0,40}\b(?:please|seriously|i mean it|not joking|for real|i can'?t|i want))/giu,
  /אמות אם (?:אני )?(?:אצטרך|צריכה|צריך|אאלץ)? ?(?:ל)?(?:אכול|שמוע|ראות|שבת|נקות|בשל|לבוש|שיר)\S*(?:\s+\S+){0,4}\s+(?:עוד פעם|שוב)/gu,
  // Round 79 (2026-12-06), on first sight: grief that "still hits me in waves"; "my husband's going
  // to kill me, I invited my mom for all 8 days of Pesach" (a thing the writer did, said as the
  // reason); a stepmother's soup that is "lamut alav" (to die for). Not "hits me" said of a person.
  /\b(?:it|grief|the grief|the loss|that|this|sadness|the sadness|missing (?:her|him|them)|the pain)(?:'s| is)? (?:still |just |really |sometimes |suddenly )*(?:hits|hit|hitting) me (?:in waves|hard|out of nowhere|at (?:odd|random|strange|the weirdest) (?:times|moments)|every (?:time|now and then|so often)|sometimes|like a (?:wave|truck|ton of bricks))\b/giu,
  /\b(?:is |'s |are |'re )?(?:going to|gonna) (?:literally )?(?:kill|murder) me,? (?:because |cause |'cause |bc )?i (?:just )?(?:invited|forgot|booked|ordered|burned|burnt|signed (?:us|him|her|them) up|volunteered|agreed|promised|said yes|told (?:my|his|her) (?:mom|mother|dad|father|sister|brother) (?:we|they))\b/giu,
  /\b(?:lamut|lamoot|met|meta|metim) (?:alav|aleha|alehem|aleyha|alayich|alecha)\b/giu,
  // (Last, so that "I might kill myself if I hear baby shark one more time 😂" is first read whole
  // by the idiom of a comic "kill myself if I hear".)
  /\bif i (?:have to )?(?:hear|see|watch|sing|clean|change|fold|wash|make)\b[^.!?]{0,60}\b(?:one more time|again|once more)\b[^.!?]*(?=[^]{0,100}(?:\banyway\b|\blol\b|😂|🤣|\bhaha|😅))/giu,
];

interface ConceptRule {
  category: SafetyCategory;
  /** Not when the message names one of these anywhere (a sport, a game: a black eye from rugby). */
  none?: RegExp[];
  /** Every concept must be named in the same sentence (or two neighbouring sentences). */
  all: RegExp[];
  /** With one concept: how many different things of it must be named. */
  min?: number;
  /** Named anywhere in the message, not in one sentence: a plan told in pieces (a poison mixed, then a time alone). */
  anywhere?: boolean;
  /** 'possible' when the sentence may be a disclosure but could be something milder. */
  level: 'crisis' | 'possible';
}

// Order matters as in safety.ts: a partner's threat of suicide before the speaker's own wish,
// danger to children before violence in general.
// Giving one's things away and setting everything in order: a farewell done, not said.
const GIVING_AWAY = any(
  en('(?:gave|giving|give|given) away (?:all )?(?:of )?my (?:\\w+ )?(?:things|stuff|jewelry|jewellery|books|clothes|possessions|belongings|savings)', 'gave (?:all )?my (?:\\w+ )?(?:things|jewelry|jewellery|books|possessions|belongings) to', '(?:gave|giving) away ha.?(?:tachshitim|bgadim|dvarim|sfarim)', '(?:natati|chilakti|nataty) et (?:kol )?ha.?(?:tachshitim|bgadim|dvarim|sfarim)'),
  he('נתתי את כל ה', 'חילקתי את כל ה', 'נותנת את כל ה', 'מחלקת את כל ה', 'נתתי את התכשיטים', 'חילקתי את הבגדים', 'חילקתי את הדברים שלי'),
);
const SETTING_IN_ORDER = any(
  en('(?:put|putting|get|getting) (?:my )?(?:affairs|everything|things) in order', 'time to (?:arrange|settle|organi[sz]e|sort) (?:everything|it all|things)', 'tying up loose ends', 'wrote (?:a|my) will', 'tidying up before (?:a|the|my) (?:long )?(?:trip|journey)', 'before a long (?:trip|journey)', 'last arrangements'),
  en('le?sader (?:et )?ha.?kol', 'lisgor (?:et )?ha.?kol'),
  he('לסדר הכל', 'לסדר את הכל', 'לסגור הכל', 'לסגור את כל הקצוות', 'לסדר את העניינים', 'הזמן לסדר', 'כתבתי צוואה'),
);
// One of the family hurting another, heard or seen ("my dad hit my mom", "his dad hitting him",
// "אבא שלי הרביץ לאמא שלי"): the harm need not be done to the writer.
const FAMILY_DOER = any(
  en("my (?:dad|father|mom|mother|mum|stepdad|stepfather|stepmom|stepmother|brother|sister|husband|wife|uncle|grandfather|grandpa|son)(?![\\s'-]*in[\\s'-]*law)", '(?:his|her|their) (?:dad|father|mom|mother|mum|stepdad|stepfather|stepmom|stepmother|parents?|brother|uncle)', '(?:aba|ima|abba|imma)(?: (?:sheli|shelo|shela|shelahem))?', 'ha.?ba.?al shel (?:i|a)', 'ba.?ala'),
  he('אבא שלי', 'אמא שלי', 'אבא שלו', 'אבא שלה', 'אמא שלו', 'אמא שלה', 'אבא', 'אמא', 'אבי', 'אמי', 'בעלה', 'אשתו', 'אח שלי', 'אחי', 'האח שלי', 'דוד שלי'),
);
const FAMILY_HARMED = any(
  // Not "my mom hit her head": the thing hit is then a body part.
  // (Safety round r87: "אבא שלי הרביץ לבעלי עם מקל" — a father who struck the writer's husband.)
  en("(?:him|her|them)(?![\\s'-]+(?:head|knee|elbow|toe|foot|leg|car|bike|family|idea|point|argument|work))", 'my (?:mom|mother|mum|dad|father|brother|sister|little brother|little sister|husband|wife|son|daughter|kids|children|grandmother|grandma|grandfather)', 'mom', 'mum', 'le.?ima', 'le.?aba', 'oto', 'ota', 'otam', 'la.?ach sheli', 'la.?achot sheli', 'le.?ba.?ali', 'le.?ishti'),
  he('לאמא', 'את אמא', 'לאבא', 'את אבא', 'על אמא', 'על אבא', 'עליה$', 'עליו$', 'עליהם$', 'אותה', 'אותו', 'אותם', 'לאח', 'לבעלי', 'את בעלי', 'לאשתי', 'את אשתי', 'לבעלה', 'לאשתו', 'לאחי', 'לאחותי', 'לבן שלי', 'לבת שלי', 'לילדים', 'לילד', 'לילדה', 'לסבתא', 'לסבא'),
);
const HARMS_FAMILY = near(near(FAMILY_DOER, HARM_ACT, 20), FAMILY_HARMED, 12);
// Money held and fear of asking for it: "the money is with him and I'm afraid to ask even for 20 shekels".
const MONEY_HELD = any(
  en("(?:he|she) (?:keeps|holds|controls|has) (?:all )?(?:the|our) (?:money|cards?|bank cards?|account)", 'no access to (?:the|our|my) (?:account|money|bank|cards?)', "(?:can'?t|cannot|don'?t|do not) (?:even )?see (?:the|our) (?:bank )?(?:account|statements?)", 'ha.?kesef etzlo', 'ha.?kesef etzla', 'ein li gisha'),
  he('הכסף אצלו', 'הכסף אצלה', 'הוא מחזיק את הכסף', 'היא מחזיקה את הכסף', 'לא רואה את החשבון', 'אין לי גישה לחשבון', 'אין לי גישה לכסף', 'לקח לי את הכרטיס', 'לקחה לי את הכרטיס'),
);
const AFRAID_TO_ASK = any(
  en('(?:afraid|scared|terrified|frightened) to ask', 'mefached(?:et)? levakesh', 'mefached(?:et)? lish.?ol'),
  he('מפחדת לבקש', 'מפחד לבקש', 'מפחדת לשאול', 'מפחד לשאול', 'פוחדת לבקש', 'חוששת לבקש'),
);

// Having to ask for every small sum: "I have to ask him for 20 shekels for milk".
const MUST_ASK_FOR_MONEY = any(
  en('(?:have|need|must) to ask (?:him|her) (?:for|every time)', '(?:tsricha|tzricha|tsarich|tzarich) levakesh (?:mimeno|mimena)', 'levakesh mimeno (?:kesef|\\d+)'),
  he('צריכה לבקש ממנו', 'צריך לבקש ממנה', 'לבקש ממנו כסף', 'לבקש ממנו \\d+'),
);
// A child who does not want to go home while a parent is there.
const CHILD_AVOIDS_PARENT = any(
  en("(?:doesn'?t|don'?t|won'?t|refuses? to|does not|do not) (?:want to )?(?:go|come) (?:back )?home (?:when|if|while|because) (?:dad|daddy|mom|mommy|mum|abba|aba|ima|his (?:father|dad|mom)|her (?:father|dad|mom)|(?:he|she)(?:'s| is) there)", '(?:afraid|scared|terrified) (?:of|to be alone with|to go home to) (?:dad|daddy|his (?:father|dad)|her (?:father|dad)|his stepfather|her stepfather)', 'lo rotze lachzor habayta (?:kshe|ki)'),
  he('לא רוצה לחזור הביתה כש', 'לא רוצה לחזור הביתה כי', 'מפחד לחזור הביתה', 'מפחדת לחזור הביתה', 'מפחד מאבא', 'מפחדת מאבא', 'פוחד מאבא', 'פוחדת מאבא'),
);
// An injury and how it happened kept back: "does it cover a cast even if I'd rather not say how".
const HOW_KEPT_BACK = any(
  en("(?:don'?t|do not|rather not|won'?t|not) (?:want to )?(?:say|explain|tell|go into|detail|get into|share) how (?:it|this|that|i got it) happened", 'without (?:saying|explaining|telling|detailing) how', 'lo rotza lefaret ech'),
  en('without (?:the )?(?:dentist|doctor|nurse|teacher|school|er|hospital) (?:\\w+ ){0,2}asking (?:any )?questions', 'start (?:investigating|asking about|looking into) my (?:husband|wife)'),
  he('בלי ש(?:\\S+ ){0,3}ישאל(?:ו)? שאלות', 'שיתחילו לחקור את (?:בעלי|אשתי)', 'שלא יחקרו את (?:בעלי|אשתי)'),
  he('לא רוצה לפרט איך', 'בלי לפרט איך', 'לא רוצה להסביר איך', 'בלי להסביר איך', 'לא רוצה לספר איך', 'בלי לספר איך'),
);
// "After... something that happened at the party", a test, and parents who must not know.
const UNNAMED_EVENT = any(
  en('something (?:that )?happened (?:at|after|during) (?:a|the) (?:party|wedding|date|night out|sleepover|trip)', 'what happened (?:at|after) (?:the|that) party', 'what happened with (?:the|my|our) (?:neighbou?r|teacher|boss|uncle|rabbi|rebbe|coach|tutor|cousin|landlord)'),
  he('משהו שקרה במסיבה', 'משהו שקרה אחרי המסיבה', 'משהו שקרה בטיול', 'משהו שקרה בדייט', 'מה שקרה עם (?:ה)?(?:שכן|מורה|רב|בוס|מנהל|דוד|חבר|מאמן|בעל הבית)'),
);
const KEPT_FROM_PARENTS = any(
  en("(?:don'?t|do not) want (?:my )?parents to know", 'without (?:my )?parents knowing', 'without telling my parents'),
  he('לא רוצה שההורים ידעו', 'בלי שההורים ידעו', 'בלי לספר להורים'),
);

// "Before I do it": an act the writer will not name, with their affairs, a grave or a farewell.
const BEFORE_I_DO_IT = any(
  en('before i (?:do|go through with) (?:it|this)', 'lifnei she.?ani (?:ose|oseh|osa|osah) et ze', 'lifnei she.?e.?ese et ze'),
  he('לפני שאני עושה את זה', 'לפני שאעשה את זה', 'לפני שאני הולך לעשות את זה', 'לפני שאני הולכת לעשות את זה'),
);
const GRAVE_OR_PAPERS = any(
  en('grave', 'burial', 'plot', 'cemetery', 'funeral', 'kever', 'life insurance', 'bituach chaim', 'polis(?:a|at)', 'passwords', 'paperwork', 'ha.?nyeret', 'ha.?niyeret'),
  he('קבר', 'חלקת קבר', 'בית קברות', 'לוויה', 'ביטוח חיים', 'פוליסת', 'סיסמאות', 'הניירת'),
);
// Suicide named, with what comes after it for the writer's own people ("so my parents won't be
// ashamed after", how one who took their own life is buried).
const SUICIDE_NAMED = any(
  en('suicide', 'took (?:his|her|their|my) own life', 'killed (?:himself|herself|themselves)', 'hitabdut', 'me.?abed atzmo la.?da.?at', 'met biglal atzmo', 'meta biglal atzma', 'dies? by (?:his|her|their) own hand', 'suicide clause'),
  he('מת בגלל עצמו', 'מתה בגלל עצמה', 'מאבד עצמו לדעת', 'מאבדת עצמה לדעת', 'איבד עצמו לדעת', 'איבדה עצמה לדעת', 'התאבדות', 'התאבד', 'התאבדה', 'מתאבד'),
);
const AFTER_FOR_ONES_OWN = any(
  en('ashamed', 'embarrass\\w*', 'bury', 'buried', 'burial', 'kever'),
  he('יתביישו', 'יתבייש', 'לא יתביישו', 'קוברים', 'קבורה', 'ייקבר', 'שורה רגילה'),
);
// A child tied to a bed or a chair.
const CHILD_TIED = any(
  en('ti(?:e|es|ed|ing) (?:him|her|them|the (?:kids?|child|children|baby|boy|girl)) (?:up|down|to)', 'tied (?:up )?to (?:a|the|his|her) (?:bed|chair|radiator|pipe|table|crib|cot)', '(?:tied|chained) (?:\\w+ ){0,4}by (?:his|her) (?:ankle|leg|wrist)', 'kosher(?:et|t)? (?:oto|ota|otam)', 'kash(?:a|e)r(?:a)? (?:oto|ota|otam)'),
  he('קושרת אותו', 'קושר אותו', 'קשרה אותו', 'קשר אותו', 'קושרת אותה', 'קושר אותה', 'קשרה אותה', 'קשר אותה', 'קושרים אותו', 'קושרים אותה'),
);
// "How many is too many", asked with a reason kept back.
// A small child left alone, or in a car while a parent shops.
const YOUNG_CHILD = any(en('baby', 'infant', 'newborn', 'toddler', 'little ones', '(?:the |our |my )?little (?:kids|children|boys|girls)', 'the babies', '(?:1|2|3|4|5|6|one|two|three|four|five|six)[- ]?(?:year|yr)[- ]old', '\\d+[- ]months?[- ]old', 'tinok\\w*', 'ha.?tinok', '(?:yeled|yalda) (?:ben|bat) (?:[1-6]|shana|shnatayim)(?!\\d)'), he('ילד בן [1-6](?!\\d)', 'ילדה בת [1-6](?!\\d)', '(?:הקטן|הקטנה|הצעיר|הצעירה|התינוק|התינוקת) (?:בן|בת) [1-6](?![\\d.])', 'ילד בן (?:ארבע|חמש|שש)', 'ילדה בת (?:ארבע|חמש|שש)', 'תינוק', 'תינוקת', 'פעוט', 'פעוטה', 'בת שנה', 'בן שנה', 'בת שנתיים', 'בן שנתיים', 'בת שלוש', 'בן שלוש', 'בן חודש', 'בת חודש'));
const LEFT_ALONE = any(
  // (Safety round r87: "we've been leaving our 4 and 6 year old alone from 11pm until I get home at 7".)
  en('left alone', 'alone (?:at home|in the (?:house|apartment|flat|car|bath))', 'leave (?:him|her|them|the baby) (?:alone|in the car)', 'leav(?:e|es|ing) (?:(?:our|my|the|them|him|her|both|two|\\d+|and|year|years|old|kids|children|boys|girls|little|ones|baby|toddler)[- ]?){1,8}alone (?=(?:at home|in the (?:house|apartment|flat|car)|from|until|till|all night|overnight|at night|for (?:hours|the night|the whole|whole)|while (?:we|i) (?:work|go|are)))', '(?:left|leave|leaving) (?:\\w+ ){0,6}(?:home )?alone (?:from|until|till|all night|overnight|at night|for the night)', 'in the car (?:while|when) i', 'mash.?ir(?:a|im)? et ha.?(?:tinok\\w*|yeled|yalda|katan|ktana|baby)', 'levad ba.?(?:oto|rechev|mechonit)', 'alone in the (?:car|vehicle)', 'ba.?oto kshe', 'levad ba.?ba(?:y)?it', 'levad ba bait', 'levad ba bayit', 'nish.?ar(?:et|u)? levad'),
  he('נשאר לבד', 'נשארת לבד', 'נשארים לבד', 'משאירה אותו לבד', 'משאיר אותו לבד', '(?:משאיר|השאיר)(?:ה|ים|ו)? את (?:התינוק|התינוקת|הילד|הילדה|הקטן|הקטנה|הילדים|הקטנים) (?:לבד|באוטו|ברכב)', 'לבד (?:באוטו|ברכב|במכונית)', 'באוטו כש'),
);
// Said in Yiddish: touched "as one may not", beaten with a belt until she bled.
const HURT_IN_YIDDISH = any(en('ungerirt', 'ongerirt', 'rirt (?:ir|im) un', "vi m.?tor nisht", 'shlugt', 'geshlogn', 'klapt (?:ir|im|zey)', 'mit a gartel', 'biz (?:zi|er) blut'));
const LETHAL_QUESTION = any(
  en('how many (?:\\w+ ){0,2}(?:is|are|would be) too many', 'too many (?:pills|tablets|tylenol|advil|acamol|sleeping pills)', 'lethal dose', 'fatal dose', 'how much (?:\\w+ ){0,2}(?:is|would be) (?:too much|lethal|fatal)', 'how (?:many|much) (?:\\w+ ){0,2}(?:does|would|will) it take (?:to|for|before)', 'how (?:many|much) (?:of (?:them|those) )?it (?:would|will|.?d) take', '(?:worked|figured) out how (?:many|much) (?:pills|tablets|of (?:them|those))', '(?:before|until) (?:it|they) (?:becomes?|gets?|is|are) (?:dangerous|deadly|lethal|toxic|fatal)', 'how (?:many|much) (?:\\w+ ){0,2}(?:can|could) (?:you|a person|someone|one|i) take before', 'kama (?:\\w+ ){0,2}(?:tzarich|tzricha|tzrichim|tzrichot|lokchim) (?:kdei|bishvil|she)', 'kama (?:kadurim|kadurei \\w+|acamol|akamol) ze yoter midai', 'mana ktlanit'),
  en('(?:take|taking|took|swallow\\w*) (?:a lot|lots|many|a bunch|all of them|the whole (?:box|pack|bottle)) (?:of them )?(?:at once|together)'),
  en('how (?:high|tall) (?:does|do|would|should) (?:a|the) \\w+ (?:have|need) to be', 'for a fall to be (?:certain|fatal|deadly|final)', 'ma ha.?gova shel\\w*', 'kama gavoha'),
  en('(?:checked|looked up|googled|read up on|badakti) (?:how many|how much|kama) (?:\\w+ )?(?:it takes|are needed|i need|you need|would be enough|tzarich|tzrichim|maspik)', 'badakti kama (?:tzarich|tzrichim|maspik)'),
  // Knowing already how many to take ("קניתי היום כדורים ואני יודעת בדיוק כמה לקחת").
  en('(?:i )?know (?:exactly |already )?how many (?:\\w+ )?(?:to take|i need|to swallow|it takes)'),
  he('(?:יודע|יודעת) (?:בדיוק |כבר )?כמה (?:לקחת|לבלוע|צריך|אני צריכה|אני צריך)'),
  he('(?:לוקחים|לוקחת|לוקח|לקחת|לבלוע|בולעים|בולעת) הרבה (?:\\S+ )?(?:ביחד|בבת אחת)', 'בדקתי כמה (?:צריך|צריכים|מספיק)', 'הרבה כדורים ביחד', 'כמה כדורים זה יותר מדי', 'כמה אקמול זה', 'מנה קטלנית', 'כמה כדורים צריך כדי', 'כמה \\S+ צריך בשביל ש', 'שזה יהיה סופי'),
);
const FOR_GOOD = any(en('final', 'for good', 'permanent\\w*', 'for me', 'for myself', 'bishvil atzmi', 'bishvili'), he('סופי', 'בשבילי', 'בשביל עצמי', 'לא בשביל ילד'));
const REASON_KEPT_BACK = any(en("reasons? (?:i'?d|i would) rather not (?:say|tell|share|get into)", "(?:don'?t|do not) ask (?:me )?why", 'not saying why', 'rather not say why', "(?:it'?s )?not for (?:a )?(?:headache|fever|pain)"), he('לא משנה למה', 'אל תשאלי למה', 'אל תשאל למה', 'עדיף שלא אגיד למה'));
// A driver who has been drinking, with the children in the car.
const DRIVES = any(en('driv\\w*', 'behind the wheel', 'nasa', 'noseya', 'nahag', 'nahaga', 'noheg', 'noheget', 'linhog'), he('נוהג', 'נוהגת', 'נהג', 'נהגה', 'לנהוג', 'מסיע', 'מסיעה', 'הסיע'));
const HAS_BEEN_DRINKING = any(
  en('drunk', 'shikk?er', 'shikk?ur', 'shikk?or', 'shikk?ora', 'shatui', 'shtuya', 'farshikker*', 'been drinking', 'after drinking', 'drinking (?:again|heavily|a lot|all)', 'bottle of (?:wine|vodka|whisk\\w*|arak|scotch)', '(?:\\d+|two|three|four|five|six) (?:beers|drinks|shots|glasses)', 'tipsy', 'buzzed'),
  he('בקבוק', 'שתה$', 'שותה$', 'שתוי', 'שיכור', 'וודקה', 'ויסקי', 'בירות$', 'ערק$', 'אלכוהול'),
);

// A story of the Torah told, read or asked about (a child's question about Cain and Abel, Samson):
// the death in it is the story's, not the speaker's or a threat.
const STORY_NAMES = any(en('cain', 'abel', 'kayin', 'hevel', 'samson', 'shimshon', 'pinchas', 'pinchus', 'goliath', 'golyat', 'akeid\\w*', 'akedah', 'isaac', 'yitzchak', 'haman', 'amalek', 'pharaoh', 'paroh', 'korach', 'jezebel', 'saul', 'shaul hamelech', 'avshalom', 'absalom', 'philistines?', 'plishtim'), he('קין', 'הבל$', 'שמשון', 'פנחס', 'גוליית', 'גלית', 'עקדה', 'העקדה', 'עקדת יצחק', 'המן', 'עמלק', 'פרעה', 'קרח', 'איזבל', 'שאול המלך', 'אבשלום', 'פלשתים', 'הפלשתים'));
const STORY_TOLD = any(en('story', 'stories', 'parsha', 'parasha', 'parashah', 'sedra', 'chumash', 'torah portion', 'read(?:ing)? (?:about|with)', 'learn(?:ing|ed|s)? about', 'asked (?:me )?(?:why|if|whether)', 'asks (?:me )?(?:why|if|whether)', 'at school', 'in class', 'teacher', 'rebbe'), he('הסיפור', 'סיפור', 'בפרשה', 'הפרשה', 'פרשת', 'קראנו', 'לומד על', 'לומדת על', 'למדו על', 'שאל למה', 'שאלה למה', 'שאל אם', 'שאלה אם', 'בגן', 'בכיתה', 'המורה', 'הרבי'));
const TORAH_STORY = any(near(STORY_NAMES, STORY_TOLD, 120).source, near(STORY_TOLD, STORY_NAMES, 120).source);

// The 23rd batch: a life said to be lived enough, not eating for days beside "what's the point",
// and a small child who drank or swallowed what is kept under the sink.
const LIVED_ENOUGH = any(
  en("(?:i'?ve|i have|she'?s|she has|he'?s|he has) lived (?:long )?enough", "(?:i'?ve|i have) had (?:a )?long enough life", 'mah? hatachli[st]'),
  he('חייתי מספיק', 'חיה מספיק', 'חי מספיק', 'מספיק חייתי', 'מספיק לי לחיות'),
);
const STOPPED_EATING = any(
  en("(?:hasn'?t|has not|haven'?t|hadn'?t) (?:really )?eaten (?:in|for) (?:days|a week|weeks|\\d+ days)", "(?:stopped|stops|refuses? to|refusing to) eat(?:ing)?(?! (?:meat|dairy|sugar|gluten|vegetables|veggies|bread|out|with|dinner|lunch|breakfast|at|there|junk|fast|candy|sweets|carbs|chicken|fish))"),
  he('הפסיקה לאכול', 'הפסיק לאכול', 'מפסיקה לאכול', 'מסרבת לאכול', 'מסרב לאכול', 'לא אכל כבר', 'לא אכלה כבר', 'לא אוכל כבר ימים', 'לא אוכלת כבר ימים', 'מחביאה את האוכל', 'מחביא את האוכל'),
);
const NO_POINT_OR_ENOUGH = any(HOPELESS.source, LIVED_ENOUGH.source, en("what'?s the point", 'no point', 'enough', "(?:don'?t|do not) (?:\\w+ ){0,3}deserve (?:food|to eat|anything|to live|it)", 'lo magia li'), he('מספיק', 'מה הטעם', 'מה התכלית', 'אין טעם', 'לא מגיע לי'));
const SWALLOWED = any(en('drank', 'drunk', 'swallow\\w*', 'ate', 'eaten', 'got into', 'licked', 'bal.?a', 'bal.?ah', 'achal', 'achla', 'shata', 'shatta', 'put (?:\\w+ ){0,2}in (?:his|her) mouth'), he('שתה', 'שתתה', 'בלע', 'בלעה', 'אכל', 'אכלה', 'הכניס לפה', 'הכניסה לפה'));
const HOUSEHOLD_POISON = any(
  en('under the sink', 'bleach', 'detergent', 'cleaning (?:stuff|products?|liquid|spray)', 'dishwasher (?:tablets?|pods?|liquid)', 'laundry (?:pods?|capsules?|liquid)', 'button batter\\w*', 'batter(?:y|ies)', 'magnets?', 'paraffin', 'kerosene', 'lamp oil', 'drain cleaner', 'antifreeze', "(?:my|her|his|grandma'?s|the) (?:pills|tablets|medication|meds)", 'rat poison', 'poison', 'weed', 'cannabis', 'marijuana', 'edibles?', 'thc', 'hash', 'grass cookies?', 'gras'),
  he('גראס', 'קנאביס', 'מריחואנה', 'חשיש', 'מתחת לכיור', 'אקונומיקה', 'חומר ניקוי', 'חומרי ניקוי', 'נוזל כלים', 'טבליות למדיח', 'קפסולת כביסה', 'סוללה', 'סוללות', 'מגנט', 'נפט', 'רעל', 'הכדורים של'),
);

// A young child's "secret" with an older person ("מדברת על 'הסוד של דודי'", "uncle's secret game").
const SECRET_WITH_SOMEONE = any(
  en("(?:uncle|grandpa|grandfather|cousin|neighbou?r|coach|babysitter|tutor|teacher|rebbe|madrich|\\w+)'?s (?:little )?secret", 'a secret with (?:him|her|uncle|grandpa|the \\w+)', 'special secret', 'ha.?sod shel', 'sod im', 'sod beineinu', 'mischak sodi', 'ha.?sod shelanu'),
  he('הסוד של', 'סוד עם', 'משחק סודי', 'המשחק הסודי', 'הסוד שלנו', 'סוד בינינו'),
);
// What changed in the child since: sleeping alone, fear, a place avoided, wetting again.
const CHILD_CHANGED = any(
  en('since then', 'ever since', "won'?t (?:sleep|go|stay)", 'refuses to (?:sleep|go|stay)', 'nightmares', 'wet(?:ting)? the bed', 'scared of (?:him|her)', 'me.?az', 'lo mocha?na'),
  he('מאז', 'לא מוכנה', 'לא מוכן', 'מסרבת', 'מסרב', 'סיוטים', 'מרטיבה', 'מרטיב', 'מפחדת ממנו', 'מפחד ממנו'),
);
// No food at home, said with how long or that the children are alone with it.
const NO_FOOD_AT_HOME = any(en("no food (?:in the house|at home)", 'nothing to eat', 'ein ochel', 'ein lahem ochel', 'ein ma le.?echol'), he('אין אוכל', 'אין להם אוכל', 'אין מה לאכול'));
const ALONE_OR_LONG = any(en('alone', 'by myself', 'for (?:weeks|days)', 'all week', 'levad', 'kol ha.?shavua', 'shavuot', 'yamim'), he('לבד', 'שבועות', 'כל השבוע', 'ימים', 'לא קמה מהמיטה', 'לא קם מהמיטה'));
// A baby left in the sun or a car; "red all over and not even crying".
const LEFT_IN_HEAT = any(
  en('left (?:\\w+ ){0,5}(?:in|out in) the (?:sun|heat|hot car|car)', '(?:in|out in) the sun (?:for|while)', 'hish.?ir(?:a)? (?:\\w+ ){0,4}ba.?(?:shemesh|oto|rechev)'),
  he('השאיר(?:ה)? (?:\\S+ ){0,5}(?:בשמש|ברכב|באוטו|במכונית)', 'בחוץ בשמש'),
);
// Someone asking a child to undress ("ביקש ממנו להוריד את המכנסיים במקלט").
const ASKED_TO_UNDRESS = any(
  en('(?:asked|told|wanted|made|makes|asks|tells) (?:him|her|them|my \\w+) to (?:take (?:off|down)|pull down|remove) (?:his|her|their) (?:pants|trousers|clothes|underwear|shirt|shorts)', 'bikesh (?:mimenu|mimena|mehem) lehorid', 'lehorid et ha.?michnasayim', 'lehitpashet'),
  he('להוריד את המכנסיים', 'להוריד מכנסיים', 'להוריד את הבגדים', 'להתפשט', 'להוריד את התחתונים'),
);
const DOCTORS_EXAM = any(en('p(?:a)?ediatrician', 'doctor', 'nurse', 'clinic', 'check-?up', 'physical (?:exam|examination)', 'for the exam', 'harofe', 'ha.?rofa', 'kupat cholim', 'tipat chalav'), he('רופא', 'רופאת', 'אחות', 'מרפאה', 'בדיקה', 'קופת חולים', 'טיפת חלב'));
// A child shaken, said with a pronoun after the child was named ("so tired I shouted at the baby
// and shook her a little", "טלטלתי אותה", "niarti oto"): not "shook her hand", "shook him awake" or
// "it shook her up" (upset). Carrying on Shabbat (לטלטל) is blanked before this is read.
const SHAKES_CHILD = any(
  en("(?:shook|shake|shakes|shaking) (?:him|her|them)(?! (?:hand|awake|up|off|out|down|loose|free|by the hand|gently|lightly|softly|to wake))", 'tiltalti', 'tiltel(?:a|u)? (?:oto|ota|otam|et)', 'metaltel(?:et)? (?:oto|ota|otam|et)', 'letaltel (?:oto|ota|otam|et)', 'niarti (?:oto|ota|otam)', 'ni.?er(?:a)? (?:oto|ota|otam)'),
  he('טלטלתי', 'טלטל אות', 'טלטלה אות', 'טלטל את', 'טלטלה את', 'מטלטל אות', 'מטלטלת אות', 'לטלטל אות', 'אטלטל', 'ניערתי אות', 'ניער אות', 'ניערה אות', 'מנער אות', 'מנערת אות', 'לנער אות'),
);
// A child thrown, or wanted thrown, from a window or a balcony ("sometimes I want to throw him out
// the window so he stops crying"); beside a phone or a laptop, which people do want to throw, only asked.
const THROWN_FROM_HEIGHT = any(
  en('(?:throw|throwing|threw|toss|tossing|drop|dropping|chuck) (?:him|her|them|the baby|the kid) (?:out|off|from|over)(?: of)? (?:the |a )?(?:window|balcony|railing|roof)', 'lizrok (?:oto|ota|otam|et ha.?tinok\\w*) (?:me.?ha|mi.?ha|mi|me)(?:chalon|mirpeset)'),
  he('(?:לזרוק|לזרק|זורקת|זורק|אזרוק) (?:אותו|אותה|אותם|את התינוק|את התינוקת|את הילד|את הילדה) (?:מהחלון|מהמרפסת|מהגג|מהחלונות)'),
);
const THROWN_OBJECT = any(en('phone', 'laptop', 'computer', 'tv', 'tablet', 'ipad', 'remote', 'printer', 'router', 'telefon', 'pelefon', 'machshev'), he('טלפון', 'פלאפון', 'מחשב', 'טלוויזיה', 'טאבלט', 'אייפד', 'שלט', 'מדפסת', 'ראוטר', 'נייד'));
// A parent's own thoughts of harming the baby ("kol ha zman chosevet lehazik la").
const THOUGHTS_OF_HARMING_CHILD = any(
  en('lehazik (?:la|lo|lahem|la.?tinok\\w*)', '(?:chosev(?:et)?|machshavot|mefachedet|mefached) (?:\\w+ ){0,2}lifgoa (?:ba|bo|bahem)', "(?:afraid|scared|terrified) (?:that )?i(?:'ll| will| might| could) (?:hurt|harm|shake|drop|smother|drown (?:him|her|them|the baby|my|our))"),
  he('להזיק לה$', 'להזיק לו$', 'להזיק לתינוק', 'להזיק לילד', '(?:חושבת|חושב|מחשבות|מפחדת ש|מפחד ש)(?:\\s+\\S+){0,3}\\s+(?:לפגוע|אפגע|אזיק) (?:בה$|בו$|בתינוק|בילד)'),
  // Round 54: "when I'm alone with the baby and exhausted I feel I might throw him".
  he('(?:עלולה|עלול|מסוגלת|מסוגל|מפחדת|מפחד|פוחדת|פוחד)(?:\\s+\\S+){0,3}\\s+(?:לזרוק|אזרוק|לנער|אנער|לטלטל|אטלטל|להפיל|אפיל|לחנוק|אחנוק) (?:אותו|אותה|את התינוק|את התינוקת|את הילד)(?![\\u05D0-\\u05EA])'),
  en("(?:might|could|would|will|going to|gonna|about to) (?:throw|drop|shake|smother) (?:him|her|the baby)(?! (?:a |the )?(?:party|ball|toy|bottle|pacifier|off at|at (?:daycare|school|grandma))\\b)"),
);
// Life insurance asked about a death that is no accident.
const LIFE_POLICY = any(en('life (?:insurance|policy)', 'bituach chaim', 'polisat chaim', 'polisa'), he('ביטוח חיים', 'ביטוח החיים', 'פוליס'));
const NOT_AN_ACCIDENT = any(en('on purpose', 'deliberate\\w*', 'suicide', 'no matter how', 'however it happens', 'even if (?:it|i)', 'mechuvan', 'bechavana', 'gam im ze', 'lo meshane ech'), he('בכוונה', 'מכוון', 'התאבדות', 'לא משנה איך', 'גם אם זה'));
// "I didn't fight him. does that mean it was ok?"
const DID_NOT_RESIST = any(
  en("(?:didn'?t|did not|couldn'?t) (?:fight (?:him|her|back|it)(?! on)|resist|scream|push (?:him|her) away|stop (?:him|her)|say no)", 'lo nilchamti', 'lo hitnagadti', 'lo tza.?akti'),
  he('לא נלחמתי', 'לא התנגדתי', 'לא צעקתי', 'לא דחפתי אותו', 'לא עצרתי אותו', 'לא אמרתי לא'),
);
// Another's wish not to live, told by the one who heard it ("he told me he doesn't want to live
// anymore", "my wife said she doesn't see the point in living"): the classifier alone had caught
// these, and a later message read in its chat had lost them (session 49).
const ANOTHERS_DEATH_WISH = any(
  en(
    "(?:he|she|they|my (?:husband|wife|partner|son|daughter|mother|father|mom|mum|dad|brother|sister|friend))(?: \\w+){0,4} (?:doesn'?t|does not|don'?t|no longer|dont|doesnt) wants? to (?:live(?! with| in | at | near| there| here| alone| abroad| together| apart| on | by )|be alive|exist|wake up(?! (?:for|early|in time|at|from|before|on time))|go on(?=\\s*(?:[.,!?]|$| living| like this))|be here (?:any ?more|no more)(?=\\s*(?:[.,!?]|$)))",
    "(?:he|she|they)(?: \\w+){0,4} (?:doesn'?t|does not|can'?t|cannot|no longer) see (?:the|any) point in (?:living|life|going on|being alive)",
    "(?:he|she)(?: \\w+){0,3} wants? to (?:sleep|go to sleep) (?:forever|and (?:never|not) wake up)",
  ),
);
// A child's question about death said back ("הבת שלי בת 7 שאלה אותי… אם גם אני אמות", answers round
// S25; "שואל אם גם אני אמות מחר" of a boy whose fish died, round 77c): the child's fear, not the parent's wish.
const CHILD_ASKS_IF_A_PARENT_DIES = any(
  he('(?:שאל|שאלה|שואל|שואלת|שואלים|שאלו)(?:\\s+אותי)?(?:\\s+\\S+){0,8}\\s+ו?(?:אם|האם) (?:גם )?(?:אני|את|אתה|אמא|אבא) (?:גם )?(?:אמות|תמות|ימות|הולכת למות|הולך למות)'),
  en("(?:asked|asks|asking|wants to know|wanted to know)(?: me)?(?: \\w+){0,8} (?:if|whether) (?:i|you|mommy|daddy|mom|mum|dad|mama|abba|ima) (?:am|are|is|will|(?:am|are|is) going to|(?:is|are) gonna) (?:also |too )?(?:going to )?die"),
  // The child's own words quoted (answers round S43: "asked, 'Are you and Abba going to die too?'").
  en("(?:asked|asks|asking)(?: me| us)?,? ['\"‘“]?(?:are|will|is) (?:you|mommy|daddy|mom|mum|dad|mama|abba|ima|saba|savta|grandma|grandpa)(?: and (?:abba|ima|daddy|mommy|dad|mom|mum|me))? (?:also |too )?(?:going to |gonna )?die"),
  he("(?:שאל|שאלה|שואל|שואלת)(?:\\s+אותי|\\s+אותנו)?[:,]?\\s*['\"״]?(?:\\S+\\s+){0,4}(?:תמותו|תמות|ימות)(?![\\u05D0-\\u05EA])"),
);
// Someone come into the room where she slept, and a cry she did not dare let out (round 84: "הגיס
// שלי נכנס לחדר שלי בליל שבת כשכולם ישנו… ולא העזתי לצעוק").
const CAME_INTO_MY_ROOM = any(
  en('(?:came|comes|coming|crept|creeps|snuck|sneaks|sneaked|walked|got) (?:in)?to (?:my|the) (?:room|bedroom|bed)(?! to (?:wake|ask|tell|say|get))', 'nichnas la.?cheder sheli'),
  he('(?:נכנס|נכנסה|נכנסים|התגנב|התגנבה|בא|באה)(?:\\s+\\S+){0,2}\\s+(?:ל|אל )(?:ה)?(?:חדר|מיטה) (?:שלי|שבו ישנתי|שבו אני ישנה|שאני ישנה בו)'),
);
const DARED_NOT_CRY_OUT = any(
  en("(?:didn'?t|did not|couldn'?t|could not) dare (?:to )?(?:scream|shout|yell|call out|make a sound|say anything)", '(?:was )?(?:too )?(?:scared|afraid|frightened|terrified) to (?:scream|shout|yell|call out|make a sound|move)', 'lo he.?ezti (?:litzok|lehagid)'),
  he('לא העזתי (?:לצעוק|לצרוח|להגיד משהו|להוציא קול|לזוז)', 'פחדתי(?: מדי)? (?:לצעוק|לצרוח|להוציא קול|לזוז)', 'לא יכולתי לצעוק'),
);
const WAS_IT_OK = any(en('it happened', 'does (?:that|it) mean', 'was (?:it|that) (?:ok|okay|consent|my fault)', 'my fault', 'ze kara', 'ashmati'), he('זה קרה', 'אשמתי', 'זה אומר ש', 'זה היה בסדר'));

// A teenager about a parent's rule on a party or a night out: a house rule, not control.
const TEEN_AND_A_PARENTS_RULE = any(
  he('(?:אני )?(?:בת|בן) 1[2-7](?![0-9])[^.!?]{0,40}(?:אמא|אבא|ההורים)[^.!?]{0,40}(?:מסיבה|טיול|לחברה|לחברים|לישון אצל|לצאת בלילה|בשישי|הופעה)'),
  en("i'?m 1[2-7]\\b[^.!?]{0,40}\\bmy (?:mom|mum|dad|parents)\\b[^.!?]{0,40}\\b(?:party|sleepover|friends|go out|trip|concert)", 'ani (?:bat|ben) 1[2-7][^.!?]{0,40}\\b(?:ima|aba|ha.?horim)\\b[^.!?]{0,40}\\b(?:mesiba|tiyul|chaverim|chaverot|lishon etzel|hofaa)'),
  // Answers round S28 and safety round r86 (teenagers at home), on first sight: a teenager whose
  // mother reads her WhatsApp ("אני בת 15 … אמא שלי קוראת את ההודעות שלי"), or a little sister who
  // reads one's texts over one's shoulder, is a family's privacy, not a partner's control. (Any
  // threat, blow or confinement beside it is still read by its own rule.)
  he('(?:אני )?(?:בת|בן) 1[2-7](?![0-9])[^.!?]{0,60}(?:אמא|אבא|ההורים)(?: שלי)? (?:קוראת|קורא|קוראים|בודקת|בודק|בודקים|עוברת על|עובר על|עוברים על) (?:את )?(?:ההודעות|הטלפון|הוואטסאפ|הצ.?טים)'),
  en("i'?m 1[2-7]\\b[^.!?]{0,60}\\bmy (?:mom|mum|dad|parents) (?:reads?|checks?|goes through|go through|looks? through) my (?:texts|messages|phone|whatsapp|chats|dms)", "\\bmy (?:little |younger |older |big |kid |baby )?(?:sister|brother|sibling)s? (?:reads?|read|checks?|goes through|looks? at) my (?:texts|messages|phone|whatsapp|chats|diary)"),
);

// One's own death asked about as paperwork: "if I pass away does my husband still get my pension",
// a debt "so the children won't pay after me", an account closed "in advance".
const AFTER_MY_DEATH = any(
  IF_SOMETHING_HAPPENS.source,
  en('if i (?:pass away|die|were to die|am gone|was gone)', "after i'?m (?:gone|not here)", 'leave things (?:tidy|in order|sorted|clean)', 'after me\\b', 'acharai', 'im ani (?:met|amut|niftar\\w*)'),
  he('אחריי', 'אם אני (?:אמות|נפטר|נפטרת|אלך)', 'לא מתכנן להיות פה', 'לא מתכננת להיות פה', 'אחרי שאני כבר לא', 'להכין (?:את זה )?מראש', 'שלא יהיה לאף אחד בלגן'),
);
const AFFAIRS = any(
  en('pension', 'overdraft', 'debts?', 'accounts?', 'insurance', 'loan', 'guarantor', 'halva.?a', 'arev', 'passwords?', 'a will', 'my will', 'ownership', 'facebook', 'bank', 'mortgage', 'savings'),
  he('פנסיה', 'מינוס', 'חוב', 'חשבון', 'ביטוח', 'הלוואה', 'ערב$', 'סיסמ', 'צוואה', 'בעלות', 'פייסבוק', 'בנק', 'משכנתא', 'חסכונות', 'קרן'),
);
// The same wish said with no pronoun, as Hebrew says it: "רוצה לישון ולא לקום".
const BARE_WISH_TO_DIE = any(
  he('רוצה (?:\\S+ ){0,2}ו?(?:למות|לא לקום|לא להתעורר)', 'בא לי (?:\\S+ ){0,2}ו?(?:למות|לא לקום|לא להתעורר)'),
  // "כבר כמה שבועות אני חושבת שעדיף שלא אתעורר בבוקר" (a later message of round 75c that only the
  // classifier had caught).
  he('עדיף (?:\\S+ ){0,2}ש?לא (?:אתעורר|אקום|אהיה פה|אהיה כאן|אהיה בחיים)', 'הלוואי (?:\\S+ ){0,2}ש?לא (?:אתעורר|אקום)'),
  en('adif (?:\\w+ ){0,2}(?:she.?)?lo (?:eteorer|etorer|akum)'),
  en('rotz(?:e|a|ah) (?:\\w+ ){0,2}(?:ve.?)?(?:lamut|lo lakum|lo lehitorer)', 'ba li (?:\\w+ ){0,2}(?:ve.?)?(?:lamut|lo lakum|lo lehitorer)'),
);
// Thanks and good wishes from someone who "won't be needing" the app, or us, any more.
const NO_LONGER_NEEDED = any(en("(?:won'?t|will not) (?:be )?need(?:ing)? (?:it|this|the app|you|anyone) (?:anymore|any more|much longer)", 'lo etztarech (?:ota|oto|otcha|otach) yoter'), he('כבר לא אצטרך אות', 'לא אצטרך אות\\S* יותר', 'כבר לא אצטרך את (?:ה)?(?:חדר|דירה|אוטו|רכב|כרטיס|מקום)'), en("(?:won'?t|will not) need (?:the|my|a) (?:room|car|ticket|flat|apartment) (?:anymore|after|by|on)", 'no (?:need for (?:a )?)?(?:cancellation|return ticket)'));
const GOODBYE_THANKS = any(en('thank you', 'thanks', 'have a good', 'take care', 'the only (?:place|one|thing)', 'toda', 'shana tova'), he('תודה', 'שתהיה לכם', 'תהיו בריאים', 'המקום היחיד', 'שנה טובה'));
// Letters written, then relief: "katavti michtavim layeladim. sof sof yesh li sheket".
const RELIEF_AT_LAST = any(en('sof sof', 'finally (?:some )?(?:peace|quiet|calm)', 'at peace'), he('סוף סוף', 'שקט סוף'));

// Suicide said as quietly as it is often said (round 38, read after its first sight: 36 of 60). A
// decision taken, with the calm that follows or a date; care no longer worth keeping; a last visit;
// a means looked at; loose ends tied; no one left to feed the cat "after that"; asking God to take
// one; the same "accident" in the same place.
const DECIDED = any(
  en('(?:made|finally made|have made|came to) (?:a|the|my) decision', "everything'?s decided", 'everything is decided', 'the plan is set', 'i have a plan', '(?:set|picked|chose) (?:a|the) date', 'decided on a date', 'yesh li tochnit', 'kavati ta.?arich', 'hechlateti al ta.?arich'),
  he('קבעתי תאריך', 'החלטתי על תאריך', 'יש לי תוכנית', 'התוכנית קבועה', 'קיבלתי החלטה', 'הכל מוחלט'),
);
const AFTER_IT_CALM = any(
  en('relief', 'peaceful', 'at peace', 'so calm', 'calm lately', "can'?t tell (?:her|him|them|anyone) what", "then i'?m done", 'get through that', 'just me', 'alone'),
  he('רגועה', 'רגוע', 'שקט', 'הקלה', 'לא יודעת שזה', 'לא יודע שזה', 'עד אז', 'שלא יגידו ש', 'אחרי המבחן', 'אחרי הבר מצווה', 'אחרי הבת מצווה', 'אחרי החתונה של', 'שלא אהרוס ל', 'כדי לא להרוס ל', 'שלא אקלקל ל'),
  // Timed around someone else's day so as not to spoil it ("the Tuesday after her bat mitzvah so I don't ruin it for her").
  en("after (?:my |her |his |their |the )?(?:\\w+'?s )?(?:bat|bar) mitzv\\w*", "after (?:my |her |his |their )?(?:\\w+'?s )?(?:wedding|graduation|birthday|exams)", "so (?:i|it) (?:don'?t|doesn'?t|won'?t|wouldn'?t) (?:ruin|spoil|wreck)", '(?:not|never) to (?:ruin|spoil|wreck) (?:it|her|his|their)', 'she.?lo ahros (?:la|lo|lahem)', 'lo leharos (?:la|lo|lahem)', 'achrei ha.?(?:bat|bar).?mitzva'),
);
const CANCELLED_CARE = any(
  en('cancel(?:l?ed|l?ing)? (?:my |the |our )?(?:\\w+ )?(?:appointment|appt|treatment|surgery|therapy|check-?up|follow-?up|scan|chemo|dentist|doctor|therapist|cardiologist|oncologist|psychiatrist)', 'bitalti et ha.?tor', 'bitalti et ha.?tipul'),
  he('ביטלתי את התור', 'ביטלתי את הטיפול', 'ביטלתי את הניתוח', 'ביטלתי את הבדיקה'),
);
const WONT_MATTER = any(
  en("(?:won'?t|will not|wouldn'?t|doesn'?t|does not) matter", 'no point', 'ma ze (?:mesane|meshane)', 'lo yeshane'),
  he('מה זה משנה', 'לא ישנה', 'זה לא ישנה', 'ממילא'),
);
const ONE_LAST_TIME = any(en('one (?:last|final) time', 'for the last time', 'od pa.?am achrona', 'pa.?am achrona'), he('פעם אחרונה', 'עוד פעם אחרונה', 'בפעם האחרונה'));
// Going to the front, or anywhere, meaning not to come back ("I'm not planning on coming home this
// time. Just don't tell my wife" — round 80): a plan not to return is asked about; said with a secret
// kept from the family, or "alive", it is a crisis.
const NOT_COMING_BACK = any(
  en("(?:not|never) (?:planning|plan|intending|intend|going|gonna|meaning|expecting) (?:on |to )?com(?:e|ing) (?:home|back)(?: \\w+){0,3}? (?:this time|alive|ever|at all|from (?:this|this one|there|it))(?! (?:for|on|over|during|either|because)\\b)", "(?:won'?t|will not|not|never) (?:be )?com(?:e|ing) (?:home|back) alive", "(?:make sure|making sure|see to it) (?:that )?i (?:don'?t|do not|never|won'?t) come (?:home|back)", 'lo (?:mitkaven|mitkavenet|metachnen|metachnenet) lachzor (?:habayta )?(?:hapaam|be.?chayim)'),
  he('לא (?:מתכנן|מתכננת|מתכוון|מתכוונת) לחזור(?: הביתה)? (?:הפעם|בכלל|חי$|חיה$)', 'לא אחזור(?: הביתה)? (?:הפעם|חי$|חיה$)'),
);
const KEEP_IT_FROM_THEM = any(en("(?:don'?t|do not|dont|never) tell (?:my|his|her|the) (?:wife|husband|kids|children|family|parents|mom|mother|dad|father)", "(?:don'?t|do not|dont) tell (?:anyone|anybody|her|him)", 'al tagid(?:i)? le'), he('אל (?:תספר|תספרי|תגיד|תגידי) ל'));
const GAZE_AT_MEANS = any(
  en('look at (?:it|them) (?:more than|every|all the)', '(?:stop|stopping|stand|standing) (?:and|to) look(?:ing)? down', 'mistakel(?:et)? le.?mata', 'otzer(?:et)? ve.?mistakel', 'stare at (?:it|them)', 'mistakel(?:et)? alav', 'the easy (?:way|solution|way out)', 'easiest (?:way|solution)', 'how (?:quiet|peaceful|easy|quick|simple|fast) it would (?:be|all be)', 'ha.?pitaron ha.?kal'),
  he('מסתכל עליו', 'מסתכלת עליו', 'עוצר(?:ת)? ומסתכל(?:ת)? למטה', 'מסתכל(?:ת)? למטה', 'הפתרון הקל', 'הדרך הקלה', 'הפתרון הכי קל'),
);
const LOOSE_ENDS = any(
  en("(?:don'?t|do not) want to leave (?:any )?loose ends", 'returning everything i borrowed', 'lisgor et ha.?inyanim', 'lo lehash.?ir katzavot'),
  he('לסגור את העניינים', 'שלא יישארו קצוות', 'להחזיר את כל מה ששאלתי'),
);
const NO_ONE_AFTER = any(
  en("after (?:that|the \\w+) (?:there'?s|there is|there will be|there won'?t be) (?:nobody|no one|anyone) (?:to|who)", 'achar kach lo yihye mi she', 'acharei ze lo yihye mi she'),
  he('אחרי זה לא יהיה מי ש', 'לא יהיה מי שיטפל', 'לא יהיה מי שיאכיל'),
);
const GOD_TAKE_ME = any(
  en('(?:hashem|g-?d|god) (?:can|could|should|may|will) (?:just )?take me', '(?:hashem|ha.?shem) (?:yachol|yikach|she.?yikach) (?:lakachat )?oti'),
  he('השם יכול לקחת אותי', 'שהשם ייקח אותי', 'השם ייקח אותי', 'אלוקים יכול לקחת אותי'),
);
const READY_TO_GO = any(en("i'?m ready", 'ani muchan(?:a)?'), he('אני מוכן', 'אני מוכנה'));
const SAME_PLACE_AGAIN = any(
  en('(?:always|every time|each time) (?:in )?the same (?:place|spot)', 'kol pa.?am be.?oto makom', 'tamid be.?oto makom'),
  he('תמיד באותו מקום', 'כל פעם באותו מקום'),
);
const HIDDEN_WOUND_WORDS = any(en('cut', 'burn', 'nechtachti', 'nichvet', 'sleeves?', 'sharvulim', 'arm', 'wrist', 'yad'), he('נחתכתי', 'נכוויתי', 'ביד', 'שרוולים', 'בזרוע'));
const STOCKING_UP = any(en('stock up', 'like a lot', "(?:without|don'?t want) anyone asking", 'lehitztayed'), he('להצטייד', 'הרבה מאוד', 'בלי שישאלו'));
const WONT_BOARD = any(en("(?:don'?t|do not|won'?t) (?:need|have) to (?:get on|board|ride) (?:it|the train|the bus)"), he('לא צריך לעלות עליה', 'לא צריכה לעלות עליה', 'לא אצטרך לעלות'));

// Said sideways by people unsure it "counts" (round 38, read after its first sight: 49 of 55): what a
// relative or a teacher "did to me" then, with flashbacks or never told; a husband who "doesn't wait
// for a yes", or "won't wait the six weeks" after stitches.
const WHAT_WAS_DONE_TO_ME = any(
  en('flashbacks? (?:of|about|from) (?:my|the|him|her|what)', 'what (?:he|she|my \\w+|the \\w+) did to me', 'ma she.?(?:hu|hi) asa li'),
  he('פלאשבקים', 'מה (?:ש)?(?:הוא|היא|\\S+) עשה לי(?![\\u05D0-\\u05EA])', 'מה (?:ש)?(?:המורה|הדוד|השכן|המדריך|הרב|המלמד|הסבא) עשה לי'),
);
const BACK_THEN = any(IN_MY_CHILDHOOD.source, NEVER_TOLD.source, en('when i was (?:like |about |maybe )?\\d{1,2}\\b', 'at (?:age )?\\d{1,2}\\b', 'years ago', 'after (?:the )?(?:class|lesson)', 'nobody (?:in my family )?talks about it'), he('כשהייתי בת \\d', 'כשהייתי בן \\d', 'בגיל \\d', 'אף פעם לא סיפרתי', 'אחרי השיעור', 'לפני הרבה שנים', 'עד היום'));
const CHILDHOOD_OR_FLASHBACK = any(IN_MY_CHILDHOOD.source, en('flashbacks?', 'when i was (?:like |about |maybe )?(?:[1-9]|1[0-7])\\b', 'at (?:age )?(?:[1-9]|1[0-7])\\b'), he('פלאשבק', 'כשהייתי (?:בת|בן) (?:[1-9]|1[0-7])(?![0-9])', 'בגיל (?:[1-9]|1[0-7])(?![0-9])'));
const WONT_WAIT_FOR_YES = any(
  en("(?:doesn'?t|does not|won'?t|never) (?:really )?wait for (?:me to say |my |an? )?(?:yes|answer|ok|okay|consent)", "(?:won'?t|doesn'?t|refuses to) wait (?:the )?(?:six|6|\\d) weeks", 'lo mechake le.?tshuva', 'lo mechake she.?agid ken'),
  he('לא מחכה (?:ש|שאגיד |לתשובה)', 'לא מוכן לחכות (?:את )?(?:השישה|6) שבועות'),
);
const AFTER_BIRTH_BODY = any(en('stitches', 'after (?:the )?birth', 'postpartum', 'down there', 'tefarim', 'achrei ha.?leida'), he('תפרים', 'אחרי הלידה', 'למטה'));

// Round 39 (read after its first sight): a grave bought beside hers "and I don't see why I should
// wait", being "with her by then"; the children handed to a friend "from now on"; a gift to be
// remembered by "because after that I won't be able to"; a prayer asked for the family "after"; a
// means come closer to every night; what I did to her when I drank; a night that trails off after
// he drank; a relative who got into my bed; "foreplay is me crying and him not noticing".
const WITH_HER_BY_THEN = any(
  en("(?:don'?t|do not) see why i should wait", 'wait (?:much )?longer to use it', 'be with (?:her|him) by then', 'so (?:that )?i can be with (?:her|him)'),
  he('אין סיבה לחכות', 'להיות איתה עד', 'להיות איתו עד', 'שאוכל להיות איתה'),
);
const CHILDREN_HANDED_OVER = any(
  en('(?:look after|take care of|watch|raise|keep) (?:my|the) (?:kids|children|boys|girls|son|daughter) from now on', 'from now on[.!]* not for a week'),
  he('לשמור על הילדים מעכשיו', 'לגדל את הילדים מעכשיו', 'מעכשיו\\. לא לשבוע'),
);
const REMEMBER_ME_BY = any(en('(?:to )?remember me by', 'yizkor oti'), he('שיזכור אותי', 'שתזכור אותי', 'לזכור אותי'));
const AFTER_I_CANNOT = any(en("after (?:that|this week|then) i (?:won'?t|can'?t|will not) be able", "won'?t be (?:around|here) to"), he('אחר כך כבר לא אוכל', 'כבר לא אוכל', 'לא אהיה פה'));
const PRAY_FOR_THEM_AFTER = any(en('(?:pray|prayer) for (?:my family|my kids|my wife|my husband|them),? after\\b', "need it more than i (?:will|do)"), he('תתפללו על המשפחה שלי אחרי', 'תפילה למשפחה שלי אחרי'));
const CLOSER_TO_MEANS = any(
  en('nigash(?:et)? elav', 'getting closer to it', '(?:think|thinking) about it (?:more than|too much)', 'in my mouth', 'ba.?pe sheli'),
  he('ניגש אליו', 'מתקרב אליו', 'חושב עליו יותר מדי', 'חושבת עליו יותר מדי', 'לשים אותו (?:לעצמי )?בפה'),
);
const I_HURT_HER = any(
  en('(?:i )?(?:pushed|shoved|hit|slapped|choked|grabbed) (?:my wife|my husband|her|him) (?:against|into|to|and)', 'd(?:a)?chafti ota', 'hirbatzti la', 'hikeiti ota'),
  he('דחפתי אותה', 'הרבצתי לה', 'היכיתי אותה', 'דחפתי אותו', 'הרבצתי לו'),
);
// Whether what was done is assault, asked outright (safety round r96: "is it assault if a care home
// worker was 'washing' my mother for way too long and now she cries and points at him…?"): the
// asking is itself the disclosure; sexual when the act named is.
const IS_IT_ASSAULT = any(
  en("(?:is|was|would) (?:it|this|that|what (?:he|she|they) did|what happened) (?:be )?(?:considered |even |still |really |actually |legally )?(?:an? )?(?:sexual )?(?:assault|rape|molestation|sexual abuse|abuse of (?:her|him|an? (?:elderly|old))|elder abuse)\\b", "(?:does|did|would) (?:it|this|that) count as (?:sexual )?(?:assault|abuse|rape)"),
  he('(?:זה|זאת|האם זה) (?:נחשב(?:ת)? )?(?:תקיפה|תקיפה מינית|פגיעה מינית|אונס|התעללות|הטרדה מינית)(?![\u05D0-\u05EA])'),
  en('(?:ze|zot|ha.?im ze) (?:nechshav |nechshevet )?(?:tkifa|pgia minit|ones|hitalelut)'),
);
// (Bare "is it abuse if…" asks of a sexual act only when one is named: "…the aide keeps 'washing' him".)
const IS_IT_ABUSE = any(en("(?:is|was|would) (?:it|this|that|what (?:he|she|they) did|what happened) (?:be )?(?:considered |even |still |really |actually )?(?:abuse|abusive)\\b"), he('(?:זה|זאת|האם זה) (?:נחשב(?:ת)? )?התעללות'));
const SEXUAL_ACT_NAMED = any(SEX.source, en('sexual\\w*', 'rape', 'molest\\w*', 'touch\\w*', 'washing', 'bathing', 'private parts', 'intimate\\w*', 'undress\\w*', 'in the shower'), he('מינית', 'מיני', 'אונס', 'נגע', 'נוגע', 'נגיעה', 'רחיצה', 'רוחץ', 'רחץ', 'במקלחת', 'מפשיט'));
// "He forced me." said with nothing after it — no place it forced one to, nothing one was made to
// do (safety round r94: "he f o r c e d me. on yom tov. my own husband. is that even a thing"): the
// check, as a possible danger ("he forced me to go to the wedding" names what, and is not this).
const FORCED_ME_BARE = any(
  en("(?:forced|forces|forcing|was forcing) (?:me|himself on me|himself)(?=\\s*(?:[.!?…]|$)|,? (?:again|anyway|last night|that night|even though|when i|after i|while i|and i (?:couldn'?t|didn'?t|froze|cried)|on (?:shabb?(?:at|os)|yom tov|chag|\\w+day)\\b))", 'hichriach oti(?=\\s*(?:[.!?…]|$))'),
  he('(?:הוא|בעלי)\\s+(?:\\S+\\s+)?(?:הכריח|כפה)\\s+(?:אותי|את עצמו עליי|את עצמו עלי)(?=\\s*(?:[.!?…]|$)|\\s+(?:שוב|בלילה|אתמול|למרות|בשבת|בחג))'),
);
const TRAILS_OFF = any(
  en("(?:drank|was drinking|had a few|got drunk)[^.!?]{0,20}(?:and|then)\\s*(?:\\.\\.\\.|…)", "(?:never mind|nvm),? (?:it'?s )?(?:not )?(?:easy|nice|comfortable) to write", 'shata (?:ktzat )?ve\\s*(?:\\.\\.\\.|…)'),
  he('שתה (?:קצת )?ו\\s*(?:\\.\\.\\.|…)', 'לא נעים לי לכתוב'),
);
const GOT_INTO_MY_BED = any(en('pulled (?:the|my) (?:blanket|covers|sheets?|duvet) off me', 'comes into (?:the|my) (?:guest )?room at night'), he('הוריד ממני את השמיכה', 'נכנס לי למיטה', 'נכנס למיטה שלי'));
const NOT_NOTICING_TEARS = any(en('(?:him|he) (?:not noticing|doesn.?t notice|didn.?t notice|not caring)'), he('והוא לא שם לב', 'והוא לא רואה'));

// Round 46 (read after its first sight). Going after someone who died ("after the shiva for Dad…
// maybe I'll just go too"); a holiday called one's last ("probably my last Shabbat with them"); the
// gas opened with the windows shut or "for both of us"; a thought that frightened its thinker; a
// door locked and advantage taken; a baby or toddler left alone while a parent goes out drinking.
const BEREAVED = any(
  en('shiva', 'shloshim', 'levaya', 'funeral', 'passed away', 'niftar', 'niftera', 'since (?:he|she) died', '(?:dad|mom|mum|father|mother|husband|wife|son|daughter|brother|sister|abba|aba|ima) (?:died|passed)', 'hashiva', 'achrei ha.?levaya', 'nafal', 'nafla', 'nehrag', 'nehreg'),
  he('שבעה', 'השלושים', 'הלוויה', 'הלויה', 'נפטר', 'נפטרה', 'ז"ל', 'ע"ה', 'נהרג', 'נהרגה', 'נפל בקרב', 'נפלה', 'מאז שהוא מת', 'מאז שהיא מתה'),
);
const GO_AFTER_THEM = any(
  en('lalechet gam (?:ani|ana)(?! (?:l|la|le|ba|be|el)\\S)', 'lalechet (?:acharav|achareha|ito|ita)(?! (?:l|la|le|ba|be)\\S)', 'lehitztaref (?:elav|eleha)', '(?:just|maybe|want to|wanna|wish i could|i could|i should just|ready to) (?:go|leave) (?:too|as well|after (?:him|her)|with (?:him|her)(?: too)?)(?=\\s*(?:[.,!…]|$|and that.?s it))', 'follow (?:him|her)(?=\\s*(?:[.,!…]|$))'),
  he('ללכת גם אני(?!\\s+ל)', 'ללכת גם כן(?!\\s+ל)', 'ללכת אחריו(?!\\s+ל)', 'ללכת אחריה(?!\\s+ל)', 'להצטרף אליו(?!\\s+ל)', 'להצטרף אליה(?!\\s+ל)', 'אלך גם אני(?!\\s+ל)', 'אלך אחריו', 'אלך אחריה'),
);
const LAST_OCCASION = any(
  en("the last (?:one|time|meal|\\w+) i.?ll ever (?:make|cook|bake|see|spend|have|light|host)"),
  en("(?:probably|likely|maybe|might be|could be|surely|definitely) (?:my|the) last (?:shabb?(?:os|at|es)|birthday|pesach|passover|seder|rosh hashana\\w*|yom tov|chanuk+ah|hanuk+ah|purim|sukk(?:os|ot)|holiday|summer|winter|anniversary|family dinner)(?! (?:before|until|till|as a|as an|in (?:the|this|our|my)|at (?:the|this|our)))", "my last (?:shabb?(?:os|at|es)|birthday|pesach|passover|seder|yom tov|anniversary) (?:with (?:them|you|the kids|my (?:family|kids|children|wife|husband))|ever)(?! (?:before|until|till|as a|as an|in (?:the|this|our)|at (?:the|this|our)))", 'ha.?(?:shabbat|pesach|chag|seder) ha.?achron(?:a|ah)? sheli'),
  en("(?:the|my) last (?:shabb?(?:os|at|es)|birthday|pesach|passover|seder|rosh hashana\\w*|yom tov|chanuk+ah|hanuk+ah|purim|sukk(?:os|ot)|holiday|winter|anniversary) (?:that )?i (?:have|need|will have|'?ll have|ll have|got) to (?:get|go|sit|live) through"),
  he('(?:השבת|הפסח|החג|הסדר|יום ההולדת|ראש השנה|ארוחת השבת)\\s+(?:ה)?אחרונ(?:ה|ו)?\\s+שלי(?!\\s+(?:כרווק|כרווקה|לפני|בדירה|בעבודה|בצבא|בבית|בארץ|בחו"ל|בישיבה|בסמינר|כנשוי|כנשואה))'),
);
// Driving into a wall or a tree on purpose, wished or weighed (round 77c: "thinking of just driving
// into a w a l l tbh"); past events ("he drove into a pole") are not wished, so not here.
const DRIVING_INTO = any(
  en("(?:thinking (?:of|about)|think about|thought about|want(?:ed)? to|wanna|could just|might just|tempted to|urge to|keep picturing|pictured|imagine|imagined|imagining)(?: just| simply| myself)? (?:driv(?:e|ing)|steer(?:ing)?|swerv(?:e|ing)|crash(?:ing)?) (?:the car |my car |it )?(?:straight |right )?(?:into|off) (?:a ?|the )?(?:wall|tree|pole|bridge|cliff|truck|river|sea|barrier|oncoming traffic|the road)"),
  he('(?:רוצה|רציתי|חושבת|חושב|חשבתי|בא לי|מתחשק לי|מדמיינת|מדמיין|דמיינתי)\\s+(?:\\S+\\s+){0,3}?(?:להתנגש|להיכנס|לסטות|לנסוע|נוסעת|נוסע|נכנסת|נכנס|מתנגשת|מתנגש|סוטה)(?:\\s+(?:עם\\s+)?(?:ה)?(?:אוטו|רכב))?(?:\\s+ישר)?\\s+(?:ב|לתוך\\s+)(?:ה)?(?:קיר|עץ|עמוד|משאית|תהום|מעקה|גדר)(?![\\u05D0-\\u05EA])'),
  // (Imagined "driving straight into a pole" after another negative beta — safety round r93.)
  en('(?:dimyanti|chashavti|ba li|rotza|rotze)\\s+(?:\\S+\\s+){0,3}?(?:nosa.?at|nosea|linsoa|lehitnagesh|lehikanes)\\s+(?:yashar\\s+)?(?:le.?toch|be|ba)[\\s.-]*(?:ha.?)?(?:amud|etz|kir|masait)'),
);
// Mixing bleach and ammonia (a poison gas), with a time when no one is home or a small closed room
// (round 77c: the mix asked about for "a small bathroom", then "good. that's what i needed to know.
// kids are at school till 3"). The mix asked alone is a cleaning question.
const TOXIC_GAS_MIX = any(
  en('bleach (?:and|with|\\+|&) ammonia', 'ammonia (?:and|with|\\+|&) bleach', 'chlorine gas', 'akonomika (?:ve|im) amonia'),
  he('אקונומיקה (?:ו|עם )(?:ה)?אמוניה', 'אמוניה (?:ו|עם )(?:ה)?אקונומיקה', 'גז כלור'),
);
const NO_ONE_HOME_UNTIL = any(
  en("(?:kids|children|everyone|he|she|my husband|my wife)(?: are| is|'re|'s)? (?:at|in) (?:school|work|gan|daycare|kindergarten|his mother'?s|her mother'?s)[^.?!]{0,15}(?:till|until|til)", 'home alone (?:till|until|all day)', "no ?one(?:'ll| will)? be home", 'nobody(?:.ll| will)? be home', "(?:that'?s|exactly) what i (?:needed|wanted) to know", 'door (?:closed|shut|locked) and the (?:window|windows) (?:closed|shut)'),
  he('(?:הילדים|כולם|בעלי|אשתי) (?:ב|בבית ה|ב)(?:גן|בית ספר|עבודה|בית הספר)[^.?!]{0,15}עד', 'אף אחד לא (?:יהיה )?בבית', 'לבד בבית (?:עד|כל היום)', 'זה מה שהייתי צריכה לדעת', 'זה מה שרציתי לדעת'),
);
const GAS_OPENED = any(
  en('(?:turn|turned|turning|leave|left|leaving|open|opened|opening) (?:on )?the gas(?! (?:bill|company|station|tank|grill))', 'gas oven', 'lift(?:oach|ach|ocha) et ha.?gaz', 'lehashir et ha.?gaz'),
  he('(?:לפתוח|פתחתי|אפתח|פותחת|פותח|להשאיר|השארתי|אשאיר)(?: את)? (?:ה)?גז'),
);
const SEALED_OR_BOTH = any(
  en('clos\\w* (?:all )?the windows', 'windows (?:shut|closed)', 'seal(?:ed|ing)? (?:the|all)', 'for both of us', 'for all of us', 'and (?:just )?go to sleep', 'lisgor et ha.?chalonot', 'le.?shnenu', 'la.?shtenu', 'le.?chulanu'),
  he('(?:לסגור|סגרתי|אסגור|סוגרת|סוגר) את (?:כל )?החלונות', 'לאטום', 'חלונות סגורים', 'לשתינו', 'לשנינו', 'לכולנו', 'ולא לקום', 'ולישון'),
);
const FRIGHTENED_BY_OWN_THOUGHT = any(
  en('(?:scared|frightened) myself with (?:what i (?:was|am) thinking|my (?:own )?thoughts|the thought)', '(?:afraid|scared|frightened|terrified) of (?:myself|my own (?:thoughts|head|mind)|what i (?:might|could|would|will|may|am going to|.m going to) do(?! (?:for|about|with) \\w))', 'nivhalti me.?atzmi', 'mefached(?:et)? me.?atzmi'),
  he('נבהלתי מעצמי', 'מפחדת מעצמי', 'מפחד מעצמי', 'פוחדת מעצמי', 'פוחד מעצמי', 'מפחדת ממה שאני עלולה', 'מפחד ממה שאני עלול'),
);
const DOOR_LOCKED_ON_ME = any(
  en('locked (?:the|his|her|us in the|me in the) (?:door|office|room|car|storeroom|bathroom|studio|clinic)', 'locked (?:me|us) in', 'na.?al et ha.?(?:delet|misrad|cheder|oto)'),
  he('נעל את (?:ה)?(?:דלת|משרד|חדר|אוטו|רכב|מחסן|קליניקה|סטודיו)', 'נעלה את (?:ה)?(?:דלת|משרד|חדר)', 'נעל אותי', 'נעל עליי', 'סגר עליי את הדלת'),
);
const ADVANTAGE_TAKEN = any(
  en('took advantage of me', 'taken advantage of', 'takes advantage of me', 'nitzel oti', 'nitzla oti'),
  he('(?<![\\u05D0-\\u05EA])ו?(?:ניצל|ניצלה|נצל|ניצלו) אותי(?!\\s+(?:כספית|כלכלית|בעבודה|בכסף|בשביל כסף))'),
);
const LEFT_BEHIND_ALONE = any(
  en('(?:leaves|left|leaving|leave) (?:the |our |my |her |his )?(?:\\w+ ){0,5}(?:alone|by (?:him|her)self|unattended|on (?:his|her) own)', '(?:mashir|mashira|hishir|hishira) (?:\\S+ ){0,3}levad'),
  he('(?:משאיר|משאירה|משאירים|השאיר|השאירה|השאירו|להשאיר|נשאיר|עוזב|עוזבת|עזב|עזבה)(?:\\s+\\S+){0,8}\\s+לבד'),
);
// Left alone at home or in a car, however long ("הבת שלי בת 4 והוא השאיר אותה לבד בבית"): for a
// small child, asked about even when no hours are said.
const LEFT_AT_HOME = any(
  en('(?:leaves|left|leaving|leave) (?:\\w+ ){0,4}(?:alone|by (?:him|her|them)sel(?:f|ves)) (?:at home|in the (?:house|apartment|flat|car)|in (?:the|a) (?:parked )?car)'),
  he('(?:משאיר|משאירה|משאירים|השאיר|השאירה|השאירו)(?:\\s+\\S+){0,6}\\s+לבד\\s+(?:ב)?(?:בית|בבית|אוטו|באוטו|רכב|ברכב|דירה|בדירה)'),
);
// A small child named by age alone in Hebrew ("הבת שלי בת 4"), for being left alone only (not "אני בת 5").
const SMALL_BY_AGE = any(he('(?<!אני )(?:בן|בת|בני|בנות) (?:[1-6]|שנה|שנתיים|שלוש|ארבע|חמש|שש)(?![\\d\\u05D0-\\u05EA])'));
// Money lent, borrowed or owed: "he took advantage of me" said of a loan is no assault.
const MONEY_MATTER = any(en('money', 'loans?', 'lent', 'borrow\\w*', 'financially', 'shekels?', 'dollars?', 'business', 'rent', 'debts?'), he('כסף', 'הלוואה', 'כספית', 'כלכלית', 'שקל', 'עסק', 'חוב'));
// A child left alone, or shut away, as a punishment (safety round r97: "may we leave a 13-year-old
// alone at home for a few days as a punishment?").
const AS_PUNISHMENT = any(en('as (?:a )?punishment', 'to punish (?:him|her|them)', 'ke.?onesh', 'be.?tor onesh'), he('כעונש', 'בתור עונש', 'להעניש אות'));
const TIME_OUT = any(en('minutes?', 'time.?out'), he('דקות', 'פסק זמן'));
// Children taken abroad with no return (safety round r100: "a stop-exit order for the children? My ex
// said she's flying with them to her parents in France next week and 'good luck getting them back'").
const CHILDREN_NOT_RETURNED = any(
  en("good luck (?:getting|bringing) (?:them|the kids|the children|him|her) back", "(?:you'?ll|you will) never (?:get|see) (?:them|the kids|the children) (?:back|again)", "(?:isn'?t|is not|won'?t|will not|not) (?:be )?(?:bringing|coming) (?:them|the kids|the children) back", 'be.?hatzlacha lehachzir', 'lo tir.?e otam yoter'),
  he('בהצלחה להחזיר אות', 'בהצלחה להחזיר את הילדים', 'לא (?:תראה|תראי) אותם יותר', 'לא (?:תראה|תראי) את הילדים יותר', '(?:לא|לעולם לא) (?:יחזיר|תחזיר|אחזיר|נחזיר) (?:אותם|את הילדים)', 'הם לא (?:יחזרו|חוזרים) לארץ'),
);
// An order to stop children leaving the country, asked for: the fear of their abduction.
const STOP_EXIT_ORDER = any(en('stop.?exit order', 'ne exeat', 'hague (?:convention|application|petition)', 'passport (?:hold|alert) (?:for|on) (?:the kids|the children|my (?:son|daughter))', 'tzav ikuv yetzia'), he('צו עיכוב יציאה', 'עיכוב יציאה מהארץ', 'אמנת האג'));
const NOT_AFRAID_OF_THEM = any(en("(?:i'?m|i am) not (?:afraid|scared|frightened) of (?:him|her)", "(?:he|she) (?:doesn'?t|does not) (?:scare|frighten) me"), he('(?:הוא|היא) לא (?:מפחיד|מפחידה) אותי', 'אני לא (?:מפחדת|מפחד|פוחדת|פוחד) (?:ממנו|ממנה)'));
// Cereal eaten with water: no milk in the house, or a child feeding a sibling alone (safety round r100:
// "…and he made his sister cornflakes with water") — not the one morning the milk was forgotten.
const CEREAL_WITH_WATER = any(en('cereal with water', '(?:corn ?flakes|cornflakes) with water'), he('(?:קורנפלקס|דגני בוקר) עם מים'));
const MILK_FORGOTTEN = any(en("(?:forgot|forget|forgets|ran out of|run out of|out of|no) (?:the |to buy )?milk"), he('(?:שכח|שכחה|שכחתי|שוכח|שוכחת|נגמר|אין)(?:\\s+\\S+){0,2}\\s+(?:את )?(?:ה)?חלב'));
const OUT_FOR_LONG = any(
  en('drink\\w*', 'bars?', 'pub', 'party', 'all night', 'overnight', 'until (?:the )?morning', 'for hours', 'goes out', 'went out', 'lishtot', 'ad ha.?boker', 'kol ha.?layla', '(?:until|till|til) (?:[1-5](?::\\d\\d)? ?(?:am|a\\.m\\.)?|midnight|late)'),
  he('לשתות', 'שותה', 'לבר', 'בבר', 'מסיבה', 'עד הבוקר', 'כל הלילה', 'לכמה שעות', 'יוצא', 'יוצאת', 'יצא', 'יצאה', 'עד (?:[1-5](?!\\d)|חצות|מאוחר|אחת|שתיים|שלוש)'),
);

// Round 47 (read after its first sight): a child asked by an adult met online for the camera or a
// photo "without a shirt"; "when I was nine my uncle did things to me"; a lender's wordless photo
// of the daughter's kindergarten; pills saved in a vitamin bottle, "enough pills left"; a message
// to the family that is a goodbye "even if it is one"; a twelve-year-old left with small sisters
// and no food till 3am.
const CAMERA_OR_PHOTO_ASKED = any(
  en('(?:asked|asks|asking|wants?|wanted|told|tells|begged|pressur\\w*|pushed|pushing) (?:him|her|them|my \\w+) (?:to |for )(?:turn on (?:the |his |her |your )?camera|(?:send|sending) (?:him |her |them )?(?:a |some )?(?:photos?|pics?|pictures?|selfies?|videos?)|take off|undress|photos?|pics?|pictures?|selfies?)', 'without (?:a |his |her )?(?:shirt|top|clothes)', 'shirtless', 'lehadlik matzlema', 'bli chultza'),
  he('(?:ביקש|ביקשה|מבקש|מבקשת|לחץ|לוחץ)(?: (?:ממנו|ממנה|מהם|מהבן|מהבת))? (?:ל)?(?:הדליק מצלמה|הדליק את המצלמה|שלוח (?:לו |לה )?תמונ|שלוח (?:לו |לה )?סרטון|הוריד)', 'בלי חולצה', 'להוריד חולצה', 'להוריד את החולצה'),
);
const ADULT_ONLINE = any(
  en('online', 'in (?:the|a) game', 'gaming', 'discord', 'roblox', 'fortnite', 'minecraft', 'instagram', 'tiktok', 'snapchat', 'an? (?:adult|grown man|older (?:man|guy|boy)|stranger)', 'some (?:guy|man|adult)', 'someone (?:he|she) met', 'onlain', 'ba.?mischak'),
  he('אונליין', 'במשחק', 'מהמשחק', 'ברשת', 'באינטרנט', 'בדיסקורד', 'באינסטגרם', 'בטיקטוק', 'מבוגר', 'גבר זר', 'מישהו שהכיר', 'מישהי שהכירה'),
);
const AS_A_CHILD_ME = any(
  en('when i was (?:[4-9]|1[0-6]|little|a kid|a child|a (?:little )?(?:boy|girl)|young|small|in (?:grade|elementary|cheder|primary))', 'as a (?:kid|child|little (?:boy|girl))', 'kshe.?hayiti (?:ben|bat|yeled|yalda|katan|ktana)'),
  he('כשהייתי (?:בן|בת) (?:[4-9]|1[0-6])(?!\\d)', '(?:כש|מאז ש)הייתי (?:ילד|ילדה|קטן|קטנה|נער|נערה|בגן|בכיתה)', 'כשהייתי בגיל'),
);
const DID_THINGS_TO_ME = any(
  en('did (?:things|stuff|bad things) to me', "used to do (?:things|stuff)(?: to (?:her|him|me))?", 'made me do (?:things|stuff)', 'asa li dvarim', 'asa bi dvarim'),
  he('עשה לי דברים', 'עשתה לי דברים', 'עשה בי דברים', 'עשו לי דברים', 'עשה איתי דברים'),
);
// Harm done to the writer as a child, said in the plainest word ("כשהייתי בת 12 הדוד שלי פגע בי"):
// told of a relative or grown-up, it is the usual way of saying abuse without naming it.
const HURT_ME_AS_A_CHILD = any(
  en('(?:hurt|abused|molested|harmed) me', 'paga bi', 'pag.a bi', 'hitalel bi'),
  he('פגע בי', 'פגעה בי', 'התעלל בי', 'התעללה בי', 'פגעו בי'),
);
const PHOTO_OF_CHILDS_PLACE = any(
  en('sen[dt]s? (?:me )?(?:a |some )?(?:photos?|pictures?|pics?|the address|a location|the location) of (?:my |our |the )?(?:\\w+.s )?(?:kindergarten|school|gan|daycare|house|home|front door|kids|children|daughter|son)'),
  he('שלח לי (?:תמונה|צילום|תמונות|כתובת|מיקום) של (?:ה)?(?:גן|בית הספר|בית|דלת|ילדים|בת|בן)'),
);
const DEBT_OR_WORDLESS = any(
  en('debts?', 'loans?', 'owe', 'owed', 'creditor', 'loan shark', 'gr[ae]y market', 'no words', 'without (?:a )?words?', 'no message', 'nothing else'),
  he('נושה', 'הלוואה', 'חוב', 'השוק האפור', 'שוק אפור', 'בלי מילים', 'בלי הודעה', 'רק תמונה'),
);

// Everyday means counted, hoarded or said to be "enough", or named as "the plan".
const MEANS_KEPT_OR_PLANNED = any(en('(?:safarti|counted|counting|saving up|saved up|saving|saved|stash\\w*|collect\\w*|stockpil\\w*|hoard\\w*) (?:\\w+ ){0,3}(?:pills|tablets|meds|kadurim|insulin)', 'enough (?:\\w+ )?(?:pills|tablets|meds) (?:left|saved|stashed|hidden|put away)', '(?:pills|tablets|meds|kadurim)[^.?!]{0,40}(?:maspik|enough)', 'ha.?tochnit (?:\\w+ ){0,3}(?:ze |hi |is )?ha.?gesher', 'my (?:exit )?plan is (?:the )?(?:bridge|roof|train|pills)'), he('ספרתי (?:\\S+ ){0,2}(?:כדורים|תרופות)', '(?:אוגרת|אוגר|חוסכת|חוסך|שומרת|אוספת|אוסף|מחביאה|מחביא) (?:\\S+ ){0,2}(?:כדורים|תרופות)', 'נשארו לי (?:\\S+ ){0,3}מספיק (?:כדורים|תרופות)', 'יש לי (?:\\S+ ){0,2}מספיק (?:כדורים|תרופות)(?! ל(?:טיול|נסיעה|חופשה|שבוע|חודש))', 'התוכנית שלי (?:זה |היא )?(?:ה)?(?:גשר|גג|רכבת|כדורים)', 'לבד (?:\\S+ ){0,3}עם (?:ה)?(?:בקבוק|וודקה|יין|אלכוהול)\\S* ו(?:ה)?(?:כדורים|תרופות)', 'עם (?:ה)?(?:כדורים|תרופות) ו(?:ה)?(?:בקבוק|וודקה|אלכוהול)'), en('alone (?:\\w+ ){0,4}with (?:the|a|my) bottle and (?:the|my) (?:pills|meds)', 'with (?:the|my) (?:pills|meds) and (?:the|a) bottle'));

// Round 48 (read after its first sight): a child told "if you tell your mother, Dad will hit you
// again" (a note found in a school bag).
const IF_YOU_TELL = any(
  en('if you (?:ever )?tell (?:your (?:mom|mum|mother|dad|father|teacher|rebbe|morah)|anyone|anybody|someone)', 'im tagid(?:i)? le.?(?:ima|aba|mishehu|af echad)'),
  he('אם (?:את |אתה )?(?:תגיד|תגידי|תספר|תספרי) ל(?:אמא|אבא|מישהו|מישהי|מורה|גננת|רב|אף אחד)'),
);
const YOU_WILL_BE_HURT = any(
  en('(?:hit|beat|hurt|spank|smack|punish) you', "you'?ll (?:get it|be sorry|regret)", 'yarbitz lecha', 'yarbitzu lecha'),
  he('ירביץ לך', 'ירביצו לך', 'תרביץ לך', 'אכה אותך', 'ירביץ לכם', 'תחטוף', 'תחטפי', 'תקבל מכות', 'תקבלי מכות'),
);

// Round 49 (read after its first sight): a father who lost everything asking where the old gun is;
// "jokes about dying five times a day"; fasting kept going past the fast, or "until she
// disappears"; a prayer not to be written in the book of life; a cousin who touches her "again",
// since she was little, while everyone keeps quiet; reporting where she is every ten minutes.
const WEAPON_SOUGHT = any(
  en('where (?:the|his|grandpa.?s|my \\w+.?s|our) (?:old )?(?:gun|pistol|rifle|revolver) (?:is|was|went)', '(?:if|whether) (?:the|his|grandpa.?s|that|our) (?:old )?(?:gun|pistol|rifle|revolver) (?:still )?works', 'eifo ha.?(?:ekdach|rove|neshek)'),
  he('איפה (?:ה)?(?:אקדח|רובה|נשק)', 'אם (?:ה)?(?:אקדח|רובה) (?:עדיין|עוד) עובד'),
);
const LOST_EVERYTHING = any(
  en('lost (?:all|everything|all (?:of )?(?:his|her|my|our|their) (?:savings|money|pension))', 'went bankrupt', 'ruined'),
  he('הפסיד את כל', 'הפסידה את כל', 'איבד את כל', 'איבדה את כל', 'פשט רגל', 'פשטה רגל'),
);
const JOKES_ABOUT_DYING = any(
  en('jok(?:e|es|ing) (?:\\w+ ){0,2}about (?:dying|death|killing myself|ending it|suicide|not being (?:here|around)|my funeral)'),
  he('(?:צוחק|צוחקת|מתבדח|מתבדחת) על (?:למות|המוות|התאבדות|המוות שלי)', 'בדיחות על (?:מוות|התאבדות|למות)'),
);
const STARVING_ON = any(
  en('keep (?:on )?fasting', 'fast(?:ing|ed)? (?:for )?(?:\\d|three|four|five|six|seven) days', "(?:i'?m|i am|i weigh|i'?m down to|i got down to) (?:[2-4]\\d) ?kg", 'until (?:i|she|he) disappears?', 'only (?:day|time) i feel in control'),
  he('להמשיך לצום', 'ממשיכה לצום', 'ממשיך לצום', 'צמה (?:כבר )?\\S+ ימים', 'שוקלת (?:[2-4]\\d) קילו', 'עד שאעלם', 'עד שהיא תיעלם', 'עד שהוא ייעלם'),
);
const NOT_INSCRIBED = any(
  en('not to (?:write|inscribe|seal) me in (?:the )?book of life', 'not to be (?:written|inscribed|sealed) in (?:the )?book of life', "(?:don'?t|do not) want another year(?! (?:like|of|as|in|at|with))", 'lo likhtov oti be.?sefer ha.?chayim'),
  he('לא לכתוב אותי בספר החיים', 'שלא (?:י)?יכתוב אותי', 'לא רוצה עוד שנה(?! (?:כזו|כזאת|כמו|של|ב|עם))', 'שלא אכתב בספר החיים'),
);
const TOUCHED_ME = any(
  en('touch(?:es|ed)? me (?:again|every time|whenever)', 'keeps touching me', 'nogea bi', 'naga bi'),
  he('נגע בי', 'נוגע בי', 'נגע לי', 'נוגע לי'),
);
const SINCE_CHILDHOOD_OR_HUSHED = any(
  en('since i was (?:little|a kid|a child|small|young|\\d+)', 'everyone (?:knows|keeps quiet|stays quiet)', 'nobody (?:says|does) anything', 'no one (?:says|does) anything'),
  he('מאז שהייתי (?:קטן|קטנה|ילד|ילדה|בגן|בכיתה)', 'כולם (?:במשפחה )?(?:יודעים|שותקים)', 'יודעים ושותקים', 'אף אחד לא אומר', 'אף אחד לא עושה'),
);
const REPORT_WHERE_I_AM = any(
  en('report (?:to (?:him|her) )?(?:every (?:hour|half hour|few minutes|\\d+ minutes|ten minutes|five minutes)|where i am)', 'ledave.?ach (?:lo|la) (?:kol|eifo)', "(?:get|be|getting) punished if i (?:don'?t|do not)", 'mekabelet onesh', 'mekabel onesh'),
  he('לדווח לו (?:כל|איפה)', 'לדווח לה (?:כל|איפה)', 'מקבלת עונש', 'אקבל עונש'),
);

// Rounds 50-51 (read after their first sight): a baby who fell or swallowed something and is not
// breathing right or has gone blue; a toddler who ate a cannabis cookie and has been drowsy and
// vomiting since; children locked in the flat alone for two days; an AirTag sewn into a bag's
// lining; a bullet left in the mailbox; a tiny camera in the bathroom vent; a grandson handed back
// to a mother "using again"; a remarried mother whose husband answers her phone and who "looked
// terrified"; an ex prowling round the house at night who leaves a note; a disabled daughter
// brought home without her underwear; a sister in a closed ward who writes "take care of my kids".
const CHILD_NOT_BREATHING = any(
  en("(?:not|isn'?t|stopped|stops|barely) breathing", "can'?t breathe", "(?:turned|turning|went|gone|going|is|looks?|lips (?:are|went|turned)) (?:blue|grey|gray)", "(?:won'?t|doesn'?t|can'?t|cannot|couldn'?t) wake (?:him |her |them )?up", 'unresponsive', 'not responding', '(?:went|is|gone) (?:all )?(?:floppy|limp)', '(?:had|having|has) a (?:seizure|fit)', 'convuls\\w*', 'lo noshem\\w*', '(?:hu|hi|nihya|nihyeta|kulo|kula) (?:kachol|kchula|kechula)', 'hikchil\\w*', 'lo megiv\\w*', 'lo mitorer\\w*'),
  he('לא נושם', 'לא נושמת', 'הפסיק לנשום', 'הפסיקה לנשום', 'מתקשה לנשום', 'הכחיל', 'הכחילה', '(?:הוא|היא|נהיה|נהייתה|כולו|כולה) (?:כחול|כחולה)(?![\u05D0-\u05EA])', 'שפתיים כחולות', 'השפתיים (?:שלו |שלה )?כחולות', 'לא מגיב', 'לא מגיבה', 'לא מתעורר', 'לא מתעוררת', 'מפרכס', 'מפרכסת', 'פרכוס'),
);
const CHILD_UNWELL_SINCE = any(
  en('drows\\w*', 'sleepy', 'vomit\\w*', 'throwing up', 'threw up', "(?:can'?t|won'?t) stay awake", 'dazed', 'out of it', 'redum\\w*', 'makia\\w*', 'mekia\\w*'),
  he('רדום', 'רדומה', 'מנומנם', 'מנומנמת', 'מקיא', 'מקיאה', 'הקיא', 'הקיאה', 'מסוחרר', 'מסוחררת'),
);
const FELL_OR_SWALLOWED = any(SWALLOWED.source, en('fell', 'fallen', 'dropped', 'hit (?:his|her) head', 'nafal', 'nafla'), he('נפל', 'נפלה', 'נחבט', 'נחבטה'));
const ALONE_FOR_DAYS = any(
  en('alone (?:for |already )?(?:two|three|four|several|a few|\\d) days', 'alone since (?:yesterday|friday|thursday|last night)', 'home alone (?:for )?(?:days|the weekend|all weekend)', 'levad (?:kvar )?(?:yomayim|shloshet yamim|kama yamim|\\w+ yamim|mi.?etmol)', 'na.?al et ha.?(?:yeladim|yeled|yalda|tinok|ktana|katan|ktanim) ba.?(?:bayit|bait|cheder|dira)'),
  he('לבד (?:כבר )?(?:יומיים|שלושה ימים|כמה ימים|\\S+ ימים|מאתמול)', 'נעל את (?:הילדים|הילד|הילדה|הקטנים|הקטן|הקטנה) ב(?:בית|חדר|דירה)'),
);
const TRACKER = any(
  en('air ?tags?', 'tracker', 'tracking (?:app|device)', 'gps (?:tracker|device|chip)', 'spy ?ware', 'stalker ?ware'),
  he('איירטאג', 'אייר טאג', 'מכשיר מעקב', 'אפליקציית מעקב', 'אפליקציה למעקב', 'רוגלה'),
);
const TRACKER_HIDDEN = any(
  en('sewn', 'sewed', 'stitched', 'hidden', 'hid', 'taped', 'glued', 'stuck (?:under|inside|to)', 'found (?:an? |the )?(?:air ?tag|tracker|gps)', 'inside the lining', 'under (?:my|the) (?:car|seat)'),
  he('תפור', 'תפרו', 'תפר', 'מוסתר', 'החביא', 'מודבק', 'הדביק', 'מצאתי (?:\\S+ )?(?:איירטאג|אייר טאג|מכשיר)', 'בבטנה', 'הבטנה', 'מתחת לרכב', 'מתחת לאוטו'),
);
const ALWAYS_KNOWS_WHERE = any(
  en('(?:always|somehow|suddenly) knows (?:exactly )?(?:where|who) i (?:am|was|go|went|met|see|saw)', 'knows (?:exactly )?where i (?:was|am) (?:and|every)'),
  he('(?:תמיד|פתאום|איכשהו) (?:הוא |היא )?(?:יודע|יודעת) (?:בדיוק )?(?:איפה|עם מי) (?:הייתי|אני)', 'רואה (?:כל הזמן )?איפה אני(?: כל הזמן)?'),
  en('sees where i am (?:all the time|every minute|always)', '(?:tracks|watches|checks) where i am'),
);
const BULLET_LEFT = any(
  en('(?:left|leave|leaves|put|found) (?:us |me )?(?:a |an? )?(?:bullets?|shell casings?|cartridges?)(?! (?:point|journal|list|train|proof))', 'bullets? (?:in|on|at|under|through) (?:our|my|the) (?:mailbox|letterbox|door|doorstep|car|windshield|windscreen|window)'),
  he('השאיר (?:לנו |לי )?(?:קליע|תרמיל|כדור של (?:אקדח|רובה))', '(?:קליע|תרמיל) (?:ב|על |מתחת ל)(?:תיבת הדואר|דלת|שמשה|אוטו|רכב|חלון)'),
);
const HIDDEN_CAMERA = any(
  en('(?:hidden|tiny|small|little|secret|spy|pinhole|mini) (?:camera|cam)', 'camera (?:hidden )?(?:in|inside|behind|under) (?:the|our|my) (?:bathroom|shower|bedroom|vent|smoke (?:detector|alarm)|toilet|changing room)', 'matzlema (?:nisteret|ketana|muster\\w*)'),
  he('מצלמה (?:נסתרת|מוסתרת|קטנה|זעירה|חבויה|סמויה)', 'מצלמה (?:ב|בתוך )(?:ה)?(?:מקלחת|שירותים|חדר השינה|אוורור|גלאי)'),
);
const WATCHED_IN_PRIVATE = any(
  en('bathroom', 'shower', 'bedroom', 'toilet', 'changing', 'vent', 'smoke (?:detector|alarm)', 'watched (?:me|us)', 'who (?:watched|saw|sees)', 'feel (?:sick|violated|dirty)'),
  he('מקלחת', 'שירותים', 'חדר השינה', 'אוורור', 'מי ראה', 'מי צפה', 'מרגישה מחוללת', 'בחילה'),
);
const WATCHING_A_CARER = any(en('nanny', 'babysitter', 'sitter', 'metapelet', 'caregiver', 'doorbell', 'security', '(?:we|i) (?:installed|bought|put up|set up)'), he('מטפלת', 'בייביסיטר', 'שמרטפית', 'אבטחה', 'התקנו', 'התקנתי', 'קנינו'));
const PARENT_USING = any(
  en('using again', 'back on (?:drugs|heroin|meth|coke|crack|pills)', 'shooting up', 'needles? in (?:her|his) (?:purse|bag|car|room|pocket)', '(?:high|stoned|wasted) (?:all the time|again|every)', 'nodding off', 'mishtamesh(?:et)? shuv', 'chazra lehishtamesh', 'chazar lehishtamesh'),
  he('חזרה להשתמש', 'חזר להשתמש', 'שוב משתמש', 'שוב משתמשת', 'מזרקים ב', 'מסטולה כל', 'מסטול כל'),
);
const KEPT_FROM_FAMILY = any(
  en("(?:won'?t|doesn'?t|never|didn'?t) let (?:her|him) (?:come|go|see|visit|talk|speak|call|answer|out)", 'answers (?:her|his) phone', "says (?:she|he).?s (?:resting|sleeping|busy)", "(?:isn'?t|is not|wasn'?t) allowed to (?:come|see|visit|call|talk)"),
  he('לא (?:נותן|נותנת|מרשה) (?:לה|לו) (?:לבוא|לצאת|לדבר|לראות|לבקר|להתקשר)', 'עונה (?:לה|לו) (?:ל|ב)טלפון', 'עונה במקומה', 'עונה במקומו'),
);
const LOOKED_TERRIFIED = any(
  en('(?:looked|looks|seemed|seems|sounded|sounds) (?:so |really |totally |absolutely )?(?:terrified|scared|frightened|afraid|petrified)', '(?:scared|afraid|terrified) of (?:him|her)'),
  he('(?:נראתה|נשמעה|נראה|נשמע) (?:\\S+ )?(?:מבוהלת|מבוהל|מפוחדת|מפוחד|מפחדת|מפחד)', 'מפחדת ממנו', 'מפחד ממנה'),
);
const PROWLING = any(
  en('(?:hanging|lurking|circling|prowling|walking|driving|loitering) (?:a)?round (?:our|my|the) (?:house|home|building|street|flat)', '(?:parked|parks|waiting|waits|standing|stands) (?:outside|across from|opposite) (?:our|my) (?:house|home|building|flat)', 'watching (?:our|my) (?:house|home|building)'),
  he('(?:מסתובב|מסתובבת|מסתובבים) (?:ליד |סביב |מתחת ל)(?:ה)?(?:בית|בניין|דירה)', '(?:חונה|עומד|מחכה) (?:מול |ליד |מתחת ל)(?:ה)?(?:בית|בניין)'),
);
// Round 78: the writer's own plan to hurt someone ("אני אשפוך עליו מים רותחים בזמן שהוא ישן. אני
// מתכננת את זה כבר שבוע", "mitkaven lalechet ela'ha ha'erev ve'le'harbits la") — a danger to another
// person that the check and the resources answer as surely as one to the writer.
const WRITER_PLANS_HARM = any(
  en("(?:i'?m|i am) (?:going|planning|about) to (?:go|drive|walk|head|show up|turn up)? ?(?:[\\w']+ ){0,8}?(?:and )?(?:hurt|beat|hit|stab|shoot|burn|poison|attack) (?:him|her|them)(?! up\\b| (?:at|in|to|with (?:the|a|my|this|that) (?:news|question|idea|truth|bill|request))\\b| (?:a|an) (?:text|email|message|note|line)\\b)", "(?:i'?ll|i will|i'?m going to|gonna) (?:pour|throw) (?:boiling|hot) (?:water|oil) on (?:him|her)", '(?:mitkaven|mitkavenet|metachnen|metachnenet|holech|holechet|rotze|rotza) (?:\\S+ ){0,5}(?:ve.?)?(?:le.?)?harbits (?:la|lo|lahem)', '(?:a|e)rbits (?:la|lo) ad', 'ishpoch (?:alav|aleha) mayim rotchim'),
  he('(?:א|נ)שפוך (?:עליו|עליה|עליהם) (?:מים רותחים|שמן רותח|חומצה|אקונומיקה|בנזין)', '(?:מתכנן|מתכננת|מתכוון|מתכוונת|הולך|הולכת) (?:\\S+ ){0,4}להרביץ (?:לה|לו|להם)', 'ארביץ (?:לה|לו) עד ש', '(?:רוצה|רוצים) ש(?:גם )?(?:הוא|היא) (?:ירגיש|תרגיש) מה זה לאבד'),
);
// A place of the writer's enemy known, said beside revenge ("אני יודע איפה הוא גר ואני רוצה שגם הוא
// ירגיש…").
const KNOWS_WHERE_THEY_LIVE = any(en('(?:i|we) know where (?:he|she|they) (?:lives?|works?|sleeps?|parks?)', "(?:i|we) know where (?:[\\w']+ ){0,3}(?:lives?|works?)"), he('(?:אני|אנחנו) (?:יודע|יודעת|יודעים) איפה (?:הוא|היא|הם) (?:גר|גרה|גרים|עובד|עובדת|עובדים)'), en('yode(?:a|.at) eifo (?:hu|hi|hem) (?:gar|gara|garim|oved|ovedet)'));
const REVENGE = any(en('revenge', 'get back at', 'make (?:him|her|them) pay', 'feel what it.?s like', 'make (?:him|her|them) suffer', 'nothing (?:left )?to lose', 'kitchen knife', 'knife', 'gun', 'pistol'), he('נקמה', 'לנקום', 'ירגיש מה זה', 'תרגיש מה זה', 'ישלם על זה', 'תשלם על זה', 'אין לי מה להפסיד', 'סכין', 'אקדח'), en('nekama', 'linkom', 'yargish ma ze', 'targish ma ze', 'ein li ma lehafsid'));
// Turning up where a new mother and her baby are, uninvited ("he's outside the maternity ward every
// day, and last night the nurses caught him trying to get into the nursery").
const SHOWS_UP_AT_BABY = any(
  en('(?:outside|at) (?:the|my|our) (?:maternity ward|ward|hospital|nursery|daycare|gan|door)[^.!?]{0,25}\\bevery (?:day|night|morning)', 'caught (?:him|her) trying to (?:get|break|sneak) (?:in|into)', 'trying to (?:get|sneak|break) into the (?:nursery|ward|nicu|house|apartment|flat)'),
  he('(?:מנסה|ניסה|ניסתה) להיכנס (?:ל)?(?:תינוקייה|פגייה|מחלקה|בית)', '(?:עומד|מחכה) (?:מחוץ ל|ליד )(?:ה)?(?:מחלקה|יולדות|פגייה|תינוקייה|גן)[^.!?]{0,20}כל (?:יום|ערב|בוקר)'),
);
const WARNING_LEFT = any(
  en('(?:left|wrote|put|stuck|slipped) (?:us |me )?(?:a )?note', "you'?ll (?:be )?sorry", 'watch (?:your back|out|yourself)', 'be careful', 'tizaher', 'tizahari'),
  he('פתק', 'תיזהר', 'תיזהרי', 'עוד תצטער', 'עוד תצטערי'),
);
const CAME_BACK_UNDRESSED = any(
  en('(?:came|comes|got|gets|was brought) (?:back|home)[^.!?]{0,40}?without (?:her|his) (?:underwear|panties|pants|trousers|tights|diaper|nappy)', 'underwear (?:missing|on backwards|inside out|was gone)', 'missing (?:her|his) underwear'),
  he('בלי תחתונים', 'בלי התחתונים', 'התחתונים (?:הפוכים|חסרים|נעלמו)', 'בלי הטיטול'),
);
const PSYCH_WARD = any(
  en('psych(?:iatric)? (?:ward|unit|hospital|floor)', '(?:closed|locked) ward', 'inpatient', 'mental hospital', 'being discharged', 'discharged (?:tomorrow|today|in the morning)', 'released (?:tomorrow|today) from', 'machlaka sgura', 'eitanim', 'shalvata', 'abarbanel'),
  he('מחלקה סגורה', 'מחלקה פסיכיאטרית', 'אשפוז פסיכיאטרי', 'מאושפז', 'מאושפזת', 'משתחרר', 'משתחררת', 'איתנים', 'שלוותה', 'אברבנאל'),
);
// Safety round 82, on first sight: "all his morphine is with me at home and I'm thinking of taking
// it all tonight" — taking the whole supply, not a dose.
const TAKE_IT_ALL = any(
  en('(?:take|swallow|down|taking|swallowing|took|swallowed) (?:them|it|those|these) all', '(?:take|swallow|taking|swallowing|took|swallowed) all of (?:them|it|those|these|his|hers|her|mine)', '(?:take|swallow|down|taking|swallowing|took|swallowed) the (?:whole|entire) (?:bottle|box|pack|packet|strip|supply|lot|stash)', '(?:take|swallow|taking|swallowing) everything (?:at once|tonight|together|in one go)', 'lakachat et ha.?kol', 'livloa et ha.?kol'),
  he('(?:לקחת|לבלוע|אקח|אבלע|לוקחת|לוקח|בולעת|בולע|לקחתי|בלעתי) את (?:הכל|הכול|כולם|כולן|כל הקופסה|כל החפיסה|כל הבקבוק|כל המלאי)(?!\\s+(?:איתי|איתנו|איתו|איתה|אליו|אליה|ל|ב)(?![\\u05D0-\\u05EA]))', '(?:לבלוע|לקחת) הכל בבת אחת'),
);
// A child gravely ill whom a parent will not let be seen by a doctor (safety round 82): "refuses to
// take our son to the ER, a fever of 40 for three days and barely responding".
const CARE_REFUSED = any(
  en("(?:refuses|refused|won'?t|will not|wouldn'?t|doesn'?t want|does not want|didn'?t want) (?:to )?(?:let (?:me|us) )?(?:take|bring|drive|call|see)(?: \\w+){0,3} (?:to )?(?:the |a |an )?(?:er|a&e|emergency|hospital|doctor|ambulance|mda|911|101|pediatrician|paediatrician)", "(?:won'?t|doesn'?t|does not|will not|didn'?t) let (?:me|us) (?:call|take|bring|go)", 'doctors are (?:nonsense|useless|a scam|poison|for the weak)', "(?:says|said) (?:he|she|they) (?:doesn'?t|don'?t) need (?:a |the )?(?:doctor|hospital|er)"),
  he('(?:מסרב|מסרבת|סירב|סירבה) (?:לקחת|להזמין|לתת לי לקחת|שאקח|שניקח)(?:\\s+\\S+){0,3}\\s+(?:למיון|לרופא|לבית חולים|לבית החולים|אמבולנס|מד"א|לקופת חולים)', 'לא (?:מסכים|מסכימה|מרשה|מרשה לי|נותן לי|נותנת לי) (?:לקחת|להזמין|להתקשר|שאקח|שניקח|שאזמין)(?:\\s+\\S+){0,3}\\s+(?:למיון|לרופא|לבית חולים|לבית החולים|אמבולנס|מד"א|לקופת חולים)', 'רופאים (?:זה )?(?:שטויות|בולשיט|מיותרים)'),
);
const CHILD_GRAVELY_ILL = any(
  en('fever (?:of )?(?:4[0-2]|10[3-6])', '(?:4[0-2]|10[3-6])(?:\\.\\d)? ?(?:degrees|°c?|°f?)? ?(?:fever|temp\\w*)', 'fever (?:for|since) (?:two|three|four|five|\\d|several|a few) days', 'barely (?:responding|responsive|conscious|awake|moving|breathing)', "(?:won'?t|can'?t|isn'?t|not) (?:drinking|eating or drinking)", 'dehydrated', 'lethargic', 'not (?:peeing|wetting)', 'rash that (?:doesn.t|won.t) fade'),
  he('חום (?:של )?(?:4[0-2]|גבוה)', '(?:4[0-2])(?:\\.\\d)? (?:מעלות|חום)', 'חום (?:כבר )?(?:יומיים|שלושה ימים|\\S+ ימים)', 'בקושי (?:מגיב|מגיבה|ער|ערה|זז|זזה|נושם|נושמת)', 'לא שותה', 'מיובש', 'מיובשת', 'אפאתי', 'אפאתית'),
);
// A pet killed or tortured by a person of the house ("הוא שחט את החתול מול הילדים"): cruelty that
// warns the family what he can do — read until round 82 by the classifier alone.
const PET_KILLED = any(
  en('(?:killed|strangled|slaughtered|drowned|tortured|stabbed|poisoned|shot|kicked to death|beat to death|hanged|hung) (?:the|our|my|her|his|the kids\'?|the children\'?s) (?:cat|dog|kitten|puppy|pet|rabbit|hamster|bird|parrot)'),
  he('(?:שחט|הרג|חנק|דקר|הרעיל|תלה|הטביע|התעלל ב|בעט למוות ב)(?:\\s+\\S+)?\\s+(?:את\\s+)?(?:ה)?(?:חתול|חתולה|כלב|כלבה|גור|ארנב|אוגר|תוכי)'),
);
// A pet's pill, or reminders for the household's medicines: a routine, not a means at hand.
// (A parent's pills crushed into applesauce because she cannot swallow them whole, asked about on
// Shabbat — safety round 61.)
// (Safety round r99: pills swallowed without water on Yom Kippur are a fast day's question.)
const MEDICINE_ROUTINE = any(en("swallow (?:\\w+ ){0,2}(?:pills?|tablets?|meds|medications?|capsules?) (?:without|with no|with) (?:water|food|a drink|liquid)", "(?:pills?|tablets?|meds|medications?|oxy\\w*|painkillers?) (?:\\w+ ){0,6}(?:on|during|over|for) (?:yom kippur|the fast|tisha b.?av|a fast day|the fast day)", "(?:yom kippur|the fast|tisha b.?av|a fast day)(?:\\W+\\w+){0,12}\\W+swallow (?:\\w+ ){0,2}(?:pills?|tablets?|meds|capsules?)"), en("can'?t swallow (?:them|pills|the pills|tablets|her pills|his pills) whole", 'pill (?:schedule|organi[sz]er|box|chart)', '(?:crush|crushed|crushing) (?:them|the pills|her pills|his pills) (?:into|in) (?:applesauce|yogh?urt|jam|pudding|honey)'), en('pill reminders?', 'reminders? (?:app )?for (?:the |his |her |our )?(?:pills|meds|medication|medicines?)'), he('(?:תזכורת|תזכורות) (?:של |ל)(?:ה)?(?:תרופות|כדורים)'), en("(?:the |our |my )?(?:dog|cat|puppy|kitten)(?:'?s)? (?:pill|pills|meds|medicine|tablets?)", '(?:give|gave|giving) the (?:dog|cat) (?:his|her|its) (?:pill|pills|meds|medicine)'), he('(?:ל|את )(?:ה)?(?:כלב|חתול|כלבה|חתולה) את (?:ה)?(?:כדור|תרופה|כדורים)'));
const CUT_A_LITTLE_AGAIN = any(en('cut (?:just |only )?(?:a little|a bit|a little bit|a few times|some) (?:again|tonight|more|deeper)', "(?:i|and) (?:just |only )?cut (?:again|tonight|last night)(?! (?:the|his|her|my|our|a|some|\\w+ing))"));

// Round 52 (read after its first sight): things done "that I'm not allowed to tell"; a girl taken
// "to a room" at a family simcha who begs that her parents not be told; a boy tied to a bed by the
// ankle; "👊 then 💐 the next day"; needing his permission to see one's mother.
const NOT_ALLOWED_TO_TELL = any(
  en("(?:not allowed|can'?t|cannot|mustn'?t|am not supposed) (?:to )?tell", '(?:nobody|no one) (?:else )?knows', "(?:swore|promised|made me promise) (?:not|never) to tell", '(?:begs?|begged|pleads?|pleaded) (?:us |me )?not to tell', 'asur li lesaper'),
  he('אסור לי לספר', 'אסור לספר', 'אף אחד לא יודע', 'הבטחתי לא לספר', 'השביע אותי', '(?:מתחננת|מתחנן|התחננה|ביקשה) (?:ש)?לא (?:נספר|לספר|תספרי|תספר)'),
);
const TAKEN_TO_A_ROOM = any(
  en("(?:took|takes|pulled|dragged|led) (?:her|me) (?:in)?to (?:a|the|his|an empty|a back|a side) (?:room|bedroom|basement|storeroom|car)"),
  he('(?:לקח|משך|גרר|הכניס) (?:אותה|אותי) (?:ל|אל )(?:ה)?(?:חדר|מחסן|מרתף|אוטו)'),
  en('lakach ot(?:a|i) la.?cheder'),
);
const PUNCH_THEN_FLOWERS = near(any(HARM_ACT.source, en('punch\\w*', 'hit', 'beat')), any(en('flowers', 'roses', 'bouquet', 'prachim', 'zer prachim'), he('פרחים', 'זר'), '💐|🌹|🌷'), 60);
const PERMISSION_TO_SEE_FAMILY = any(
  en('(?:need|needs|ask|asking|get) (?:his|her) permission to (?:see|visit|go|leave|call|talk|meet)', 'tzrich(?:a|ah)? reshut (?:mimenu|mimena|mi.?menu) (?:lir.?ot|lalechet|latzet|ledaber|lehitkasher|levaker)'),
  he('צריכה רשות ממנו (?:לראות|ללכת|לצאת|לדבר|להתקשר|לבקר)', 'צריך רשות ממנה (?:לראות|ללכת|לצאת|לדבר|להתקשר|לבקר)'),
);

// Round 53 (read after its first sight): something that happened "that I didn't want, he didn't
// wait"; a rav who "wasn't OK with me"; a hotel room's highest balcony one "won't need" after
// Sunday; a husband who sees where she is all the time and asks why she stopped.
const SOMETHING_UNWANTED = any(
  en("(?:something|it|stuff|things) happened[^.?!]{0,50}?(?:that|which) i (?:didn'?t|did not|never) want", "he (?:didn'?t|did not) (?:wait|stop|ask)(?! (?:me |us )?(?:first|before|for (?:my|our)|what|if|whether|my|our|anyone|about|when|where|how))"),
  he('קרה משהו שלא רציתי', 'משהו שלא רציתי', 'הוא לא חיכה', 'הוא לא עצר'),
);
const INTIMATE_SETTING = any(en('mikv\\w*', 'at night', 'the night', 'in bed', 'tevil\\w*', 'wedding night', 'married'), he('מקווה', 'טבילה', 'בלילה', 'במיטה', 'ליל הכלולות'));
const NOT_OK_WITH_ME = any(
  en("(?:wasn'?t|was not|isn'?t|is not) (?:ok|okay|appropriate|right|proper) with me(?! (?:\\w+ing|about|on|that|if|when|for))", "lo haya be.?seder it(?:i|ah)", "lo haya beseder iti"),
  he('לא היה בסדר איתי', 'לא הייתה בסדר איתי'),
);
const TELLING_IT = any(NOT_ALLOWED_TO_TELL.source, en('(?:may|can|allowed to) (?:i )?(?:even )?tell', 'to tell (?:my|anyone|someone)', 'lesaper', 'lashon ha.?ra'), he('לספר', 'לשון הרע'));
const QUESTIONED_ON_STOPS = any(
  en('asks? (?:me )?why i (?:stopped|was|took|went|stayed)', 'questions me (?:about|on) every', '(?<!(?:without|not|never|stop|avoid|don.?t want to|not to) )interrogat\\w*', 'sho.?el lama atzarti'),
  he('שואל (?:אותי )?למה (?:עצרתי|הייתי|לקח לי|נכנסתי|יצאתי)', 'חוקר אותי'),
);

// Safety round r87 (money, work and housing), on first sight: "בעל הבית אמר שאם אין לנו כסף לשכירות
// יש 'דרכים אחרות' לשלם, ואז ניסה לגעת בי" — sex asked as the price of a debt or the rent, and a
// hand that tried to touch.
const OTHER_WAYS_TO_PAY = any(
  // (Said or hinted by someone, or quoted: "we found other ways to pay the mortgage" is a budget.)
  en("(?:said|says|hinted|hints|suggest\\w*|offer\\w*|told me|tells me|mentioned|implied|proposed|asked if)[^.!?]{0,60}(?:(?:other|another|different|alternative) ways? (?:to|of) (?:pay|paying|settle|cover|make up)|pay (?:it|the rent|him|me|that)? ?(?:off )?in (?:other|another|different|some other) ways?|pay in kind)", 'pay in kind', 'drachim acherot le.?shalem', 'derech acheret le.?shalem'),
  he("(?:אמר|אומר|רמז|רומז|הציע|מציע|שאל אם)[^.!?]{0,60}(?:דרכים|דרך) אחרות? (?:ל)?(?:שלם|לשלם|לסגור|להחזיר)", "['\"״](?:דרכים אחרות|דרך אחרת)['\"״]"),
);
const DEBT_OR_RENT = any(
  en('rent', 'landlord', 'landlady', 'loan', 'lender', 'debt', 'owe', 'owed', 'mortgage', 'shchirut', 'ba.?al ha.?bayit', 'halva.?a', 'chov'),
  he('שכירות', 'שכר דירה', 'בעל הבית', 'בעל הדירה', 'המשכיר', 'חוב', 'חובות', 'הלוואה', 'המלווה', 'משכנתא', 'חייבים לו'),
);
const TRIED_TO_TOUCH = any(
  en('tried to (?:touch|kiss|feel) me', 'tried to put his hands? on me', 'put his hands? on my (?:thigh|leg|chest|breasts?|body|waist|bum|butt)', 'nisa la.?ga.?at bi'),
  he('ניסה לגעת בי', 'ניסה לנשק אותי', 'ניסה למשש', 'שם (?:לי )?את היד (?:שלו )?על (?:הירך|הרגל|החזה|הגוף|המותן)'),
);

// "I can't talk now, he's home": a person who may not speak while the other is near (safety round r91:
// a daughter kept from her parents who "always says 'I can't talk now, he's home'").
const CANT_TALK_WITH_HIM_NEAR = any(
  en("can'?t (?:talk|speak) (?:now|right now)[,.;:!—-]*\\s*(?:he|she)(?:'?s| is) (?:home|here|back|around|listening|in the (?:room|next room)|next to me|right here)", "ani lo yechol(?:a)? ledaber achshav[,.]?\\s*(?:hu|hi) (?:ba.?bayit|po|kan|leyadi)"),
  he('לא (?:יכולה|יכול) לדבר (?:עכשיו|כרגע)[,.!—-]*\\s*(?:הוא|היא) (?:בבית|פה|כאן|לידי|חזר|חזרה|שומע|שומעת)'),
);

const RULES: ConceptRule[] = [
  { category: 'sexual_violence', all: [OTHER_WAYS_TO_PAY, DEBT_OR_RENT], level: 'crisis' },
  { category: 'sexual_violence', all: [TRIED_TO_TOUCH, PERSON], none: [PLAY_OR_SPORT], level: 'crisis' },
  { category: 'sexual_violence', all: [TRIED_TO_TOUCH], none: [PLAY_OR_SPORT], level: 'possible' },
  { category: 'partner_self_harm_threat', all: [PERSON, PARTNER_SELF_THREAT, LEAVING_OR_THREAT], level: 'crisis' },
  { category: 'partner_self_harm_threat', all: [PERSON, LEAVING, DEATH_ANY], none: [MEDICINE_ROUTINE], level: 'crisis' },
  // The means and the condition in one sentence: a balcony flooded by the washing machine one
  // sentence before "if I don't hand in the report" is no threat (round 71).
  { category: 'partner_self_harm_threat', all: [PERSON, any(near(MEANS, CONDITIONAL, 160).source, near(CONDITIONAL, MEANS, 160).source)], none: [MEDICINE_ROUTINE], level: 'crisis' },
  { category: 'child_danger', all: [CHILD, CHILD_AT_RISK], level: 'crisis' },
  { category: 'child_danger', all: [CHILD, WEAPON, HANDS_ON_A_WEAPON], none: [TOY_OR_GAME], level: 'crisis' },
  { category: 'child_danger', all: [CHILD, ABUSES_SOMEONE], level: 'crisis' },
  { category: 'child_danger', all: [YOUNG_CHILD, LEFT_BEHIND_ALONE, OUT_FOR_LONG], level: 'crisis' },
  // (Not a time-out: "left alone in his room for ten minutes as a punishment".)
  { category: 'child_danger', all: [CHILD, LEFT_BEHIND_ALONE, AS_PUNISHMENT], none: [TIME_OUT], level: 'crisis' },
  { category: 'child_danger', all: [CHILD, CEREAL_WITH_WATER], none: [MILK_FORGOTTEN], level: 'crisis' },
  { category: 'child_danger', all: [CHILD, LEFT_BEHIND_ALONE, OUT_FOR_LONG], level: 'possible' },
  { category: 'child_danger', all: [any(YOUNG_CHILD.source, SMALL_BY_AGE.source), LEFT_AT_HOME], level: 'possible' },
  { category: 'child_danger', all: [CHILD, CAMERA_OR_PHOTO_ASKED, ADULT_ONLINE], level: 'crisis' },
  { category: 'sexual_violence', all: [AS_A_CHILD_ME, DID_THINGS_TO_ME], level: 'crisis' },
  { category: 'sexual_violence', all: [AS_A_CHILD_ME, HURT_ME_AS_A_CHILD], level: 'crisis' },
  { category: 'threats', all: [PHOTO_OF_CHILDS_PLACE, DEBT_OR_WORDLESS], level: 'crisis' },
  { category: 'child_danger', all: [IF_YOU_TELL, YOU_WILL_BE_HURT], level: 'crisis' },
  { category: 'suicide_self_harm', all: [WEAPON_SOUGHT, LOST_EVERYTHING], level: 'crisis' },
  { category: 'sexual_violence', all: [TOUCHED_ME, SINCE_CHILDHOOD_OR_HUSHED], level: 'crisis' },
  { category: 'sexual_violence', all: [AS_A_CHILD_ME, TOUCHED_ME], level: 'crisis' },
  { category: 'suicide_self_harm', all: [GAS_OPENED, SEALED_OR_BOTH], level: 'crisis' },
  { category: 'sexual_violence', all: [DOOR_LOCKED_ON_ME, ADVANTAGE_TAKEN], level: 'crisis' },
  { category: 'suicide_self_harm', all: [WITH_HER_BY_THEN, any(DECEASED.source, GRAVE_OR_PAPERS.source, en('plot', 'yahrzeit', 'grave'), he('חלקה', 'יארצייט', 'אזכרה', 'קבר'))], level: 'crisis' },
  { category: 'suicide_self_harm', all: [CHILDREN_HANDED_OVER], level: 'possible' },
  { category: 'suicide_self_harm', all: [REMEMBER_ME_BY, AFTER_I_CANNOT], level: 'crisis' },
  { category: 'suicide_self_harm', all: [PRAY_FOR_THEM_AFTER], level: 'possible' },
  { category: 'suicide_self_harm', all: [any(WEAPON.source, MEANS.source), CLOSER_TO_MEANS], level: 'crisis' },
  { category: 'physical_violence', all: [I_HURT_HER], none: [PLAY_OR_SPORT], level: 'crisis' },
  { category: 'sexual_violence', all: [TRAILS_OFF], level: 'possible' },
  { category: 'sexual_violence', all: [GOT_INTO_MY_BED, PERSON], level: 'crisis' },
  { category: 'sexual_violence', all: [SAYS_NO, NOT_NOTICING_TEARS], level: 'crisis' },
  { category: 'sexual_violence', all: [WHAT_WAS_DONE_TO_ME, CHILDHOOD_OR_FLASHBACK], level: 'crisis' },
  { category: 'sexual_violence', all: [WHAT_WAS_DONE_TO_ME, BACK_THEN], level: 'possible' },
  { category: 'sexual_violence', all: [WONT_WAIT_FOR_YES], level: 'possible' },
  { category: 'sexual_violence', all: [WONT_WAIT_FOR_YES, any(SEX.source, AFTER_BIRTH_BODY.source, en('insists', 'anymore'))], level: 'crisis' },
  { category: 'sexual_violence', all: [FREEZES, GOES_ON], level: 'crisis' },
  { category: 'suicide_self_harm', all: [DECIDED, AFTER_IT_CALM], level: 'possible' },
  { category: 'suicide_self_harm', all: [CANCELLED_CARE, WONT_MATTER], level: 'crisis' },
  { category: 'suicide_self_harm', all: [ONE_LAST_TIME, any(MEANS.source, '\\b(?:before|lifnei)[.!…]*\\s*$', '(?<![\\u05D0-\\u05EA])לפני[.!…]*\\s*$')], level: 'possible' },
  { category: 'suicide_self_harm', all: [any(WEAPON.source, MEANS.source), GAZE_AT_MEANS], level: 'crisis' },
  { category: 'suicide_self_harm', all: [LOOSE_ENDS], level: 'possible' },
  { category: 'suicide_self_harm', all: [NO_ONE_AFTER], level: 'possible' },
  { category: 'suicide_self_harm', all: [GOD_TAKE_ME], level: 'possible' },
  { category: 'suicide_self_harm', all: [GOD_TAKE_ME, READY_TO_GO], level: 'crisis' },
  { category: 'suicide_self_harm', all: [SAME_PLACE_AGAIN, HIDDEN_WOUND_WORDS], level: 'crisis' },
  { category: 'suicide_self_harm', all: [MEANS, STOCKING_UP], none: [CHILD], level: 'crisis' },
  { category: 'suicide_self_harm', all: [MEANS, WONT_BOARD], level: 'crisis' },
  { category: 'suicide_self_harm', all: [AFTER_MY_DEATH, AFFAIRS], level: 'possible' },
  { category: 'suicide_self_harm', all: [NO_LONGER_NEEDED, GOODBYE_THANKS], level: 'possible' },
  { category: 'suicide_self_harm', all: [BARE_WISH_TO_DIE], none: [TORAH_STORY, PLAY_OR_SPORT], level: 'crisis' },
  { category: 'suicide_self_harm', all: [FAREWELL, RELIEF_AT_LAST], level: 'possible' },
  { category: 'child_danger', all: [CHILD, SECRET_WITH_SOMEONE, CHILD_CHANGED], level: 'crisis' },
  { category: 'child_danger', all: [CHILD, SECRET_WITH_SOMEONE], level: 'possible' },
  { category: 'child_danger', all: [CHILD, NO_FOOD_AT_HOME, ALONE_OR_LONG], level: 'crisis' },
  { category: 'child_danger', all: [YOUNG_CHILD, LEFT_IN_HEAT], level: 'crisis' },
  { category: 'child_danger', all: [CHILD, ASKED_TO_UNDRESS], none: [MEDICAL_ROUTINE, DOCTORS_EXAM], level: 'crisis' },
  { category: 'child_danger', all: [CHILD, THOUGHTS_OF_HARMING_CHILD], level: 'crisis' },
  { category: 'suicide_self_harm', all: [LIFE_POLICY, NOT_AN_ACCIDENT], level: 'crisis' },
  // Whether a death that "looks like a road accident" counts for the life insurance (round 53).
  { category: 'suicide_self_harm', all: [LIFE_POLICY, any(en('look(?:s)? like an? (?:\\w+ )?accident', 'count(?:s)? as an accident', '(?:car|road|traffic) accident'), he('(?:ייראה|יראה|ייראו) כמו תאונ', 'נחשב(?:ת)? תאונה', 'תאונת דרכים', 'כמו תאונה'))], level: 'crisis' },
  { category: 'sexual_violence', all: [DID_NOT_RESIST, WAS_IT_OK], level: 'possible' },
  { category: 'sexual_violence', all: [CAME_INTO_MY_ROOM, DARED_NOT_CRY_OUT], level: 'possible' },
  { category: 'suicide_self_harm', all: [ANOTHERS_DEATH_WISH], none: [TORAH_STORY, PLAY_OR_SPORT], level: 'possible' },
  { category: 'child_danger', all: [CHILD, near(SWALLOWED, HOUSEHOLD_POISON, 50)], level: 'crisis' },
  { category: 'suicide_self_harm', all: [LIVED_ENOUGH], level: 'possible' },
  { category: 'suicide_self_harm', all: [DRIVING_INTO], level: 'possible' },
  { category: 'suicide_self_harm', all: [TOXIC_GAS_MIX, NO_ONE_HOME_UNTIL], anywhere: true, level: 'possible' },
  { category: 'suicide_self_harm', all: [STOPPED_EATING, NO_POINT_OR_ENOUGH], none: [YOUNG_CHILD], level: 'possible' },
  { category: 'child_danger', all: [CHILD, DRIVES, HAS_BEEN_DRINKING], level: 'crisis' },
  { category: 'suicide_self_harm', all: [GIVING_AWAY, any(SETTING_IN_ORDER.source, PLAN.source, HOPELESS.source, FAREWELL.source)], level: 'crisis' },
  { category: 'suicide_self_harm', all: [LETHAL_QUESTION, REASON_KEPT_BACK], level: 'crisis' },
  { category: 'suicide_self_harm', all: [BEFORE_I_DO_IT, any(SETTING_IN_ORDER.source, GRAVE_OR_PAPERS.source, FAREWELL.source, en('(?:arrange|sort out|organi[sz]e|settle) (?:everything|it all|things)'))], level: 'crisis' },
  { category: 'suicide_self_harm', all: [SUICIDE_NAMED, AFTER_FOR_ONES_OWN, SELF], level: 'possible' },
  // Whether life insurance pays "if someone dies by their own hand", asked "for a friend".
  { category: 'suicide_self_harm', all: [SUICIDE_NAMED, any(en('life insurance', 'bituach chaim', 'polis(?:a|at)', 'pays? out', 'payout', 'still (?:pay|count)', 'mishtalem'), he('ביטוח חיים', 'פוליסת', 'עדיין משלם', 'משתלם'))], level: 'possible' },
  { category: 'child_danger', all: [CHILD, CHILD_TIED], none: [STORY_NAMES], level: 'crisis' },
  { category: 'child_danger', all: [CHILD, HARMS_FAMILY], none: [PLAY_OR_SPORT, STORY_NAMES], level: 'crisis' },
  { category: 'physical_violence', all: [HARMS_FAMILY], none: [PLAY_OR_SPORT, STORY_NAMES], level: 'crisis' },
  { category: 'coercive_control', all: [MONEY_HELD, any(AFRAID_TO_ASK.source, MUST_ASK_FOR_MONEY.source)], level: 'crisis' },
  { category: 'child_danger', all: [CHILD, CHILD_AVOIDS_PARENT], level: 'possible' },
  { category: 'physical_violence', all: [any(INJURY_SEEN.source, INJURY_INFLICTED.source, en('cast', 'x-?ray', 'tsilum', 'gevas'), he('צילום')), HOW_KEPT_BACK], level: 'possible' },
  { category: 'sexual_violence', all: [UNNAMED_EVENT, KEPT_FROM_PARENTS], level: 'possible' },
  // …or kept from one's husband or wife, or asked of the mikvah after it.
  { category: 'sexual_violence', all: [UNNAMED_EVENT, any(en("(?:don'?t|do not) want to tell (?:my )?(?:husband|wife)", 'immerse again', 'go to the mikva?h? again'), he('לא רוצה לספר לבעלי', 'לא רוצה לספר לאשתי', 'לטבול שוב', 'לטבול מחדש'))], level: 'possible' },
  { category: 'suicide_self_harm', all: [LETHAL_QUESTION, FOR_GOOD], level: 'crisis' },
  { category: 'child_danger', all: [YOUNG_CHILD, LEFT_ALONE], level: 'crisis' },
  { category: 'child_danger', all: [CHILD, HURT_IN_YIDDISH], level: 'crisis' },
  // A roof, a bridge or a balcony asked whether it is "high enough" (ha gag gavoha maspik?).
  { category: 'suicide_self_harm', all: [MEANS, any(en('high enough', 'tall enough', 'gavoha maspik', 'gavo.?ah maspik', 'how (?:high|tall) (?:is|are)'), he('גבוה מספיק', 'גבוהה מספיק', 'כמה גבוה', 'כמה גבוהה'))], none: [MEDICAL_ROUTINE], level: 'possible' },
  // Asked beside the means at hand or a time ("I have a whole bottle and a really bad night ahead").
  { category: 'suicide_self_harm', all: [LETHAL_QUESTION, PLAN], none: [CHILD, MEDICAL_ROUTINE], level: 'crisis' },
  { category: 'suicide_self_harm', all: [LETHAL_QUESTION], none: [CHILD, MEDICAL_ROUTINE], level: 'possible' },
  { category: 'child_danger', all: [CHILD, any(SELF_INJURY.source, THIRD_PERSON_DEATH.source, DEATH_ANY.source)], none: [PLAY_OR_SPORT, TORAH_STORY], level: 'crisis' },
  { category: 'child_danger', all: [CHILD, PHYSICAL_EUPHEMISM], level: 'crisis' },
  { category: 'suicide_self_harm', all: [THIRD_PERSON_DEATH], none: [TORAH_STORY], level: 'crisis' },
  { category: 'suicide_self_harm', all: [STOPS_LIVING_CARE, ON_PURPOSE], level: 'crisis' },
  { category: 'suicide_self_harm', all: [JOIN_THE_DEAD, DECEASED], level: 'crisis' },
  // A family said to be better off without the writer, alone: a thought of not being there.
  { category: 'suicide_self_harm', all: [BETTER_WITHOUT_ME], level: 'possible' },
  // Giving away what one will not need, so that no one fights over it "later".
  { category: 'suicide_self_harm', all: [any(en('(?:giving|give|gave|given) (?:\\w+ ){0,3}away', 'giving (?:my|all my) \\w+ (?:away|to)'), he('מחלק(?:ת)? את ה', 'נותנ(?:ת)? את ה')), any(en('fight(?:ing)? over (?:it|them) later', 'easier now than', 'when i.?m gone', 'after i.?m gone', "won'?t need (?:it|them)"), he('שלא יריבו', 'אחרי שאלך', 'לא אצטרך'))], level: 'crisis' },
  // Driving recklessly hoping something happens; waiting to be hit.
  { category: 'suicide_self_harm', all: [any(en('hop(?:e|ing) (?:something|someone|a \\w+) (?:\\w+ ){0,2}(?:happens|hits|will happen)', 'mekave she.?mashehu yikre'), he('מקווה שמשהו יקרה', 'מקווה שיקרה משהו', 'מקווה שאעשה תאונה', 'שמשהו יפגע בי'))], level: 'crisis' },
  { category: 'suicide_self_harm', all: [FAREWELL, UNREACHABLE], level: 'crisis' },
  { category: 'suicide_self_harm', all: [DONT_LOOK_FOR_ME, FAREWELL], level: 'crisis' },
  { category: 'suicide_self_harm', all: [DONT_LOOK_FOR_ME], level: 'possible' },
  { category: 'suicide_self_harm', all: [LOOKING_BACK, any(FAREWELL.source, GONE_FOR_GOOD.source)], level: 'crisis' },
  { category: 'suicide_self_harm', all: [GONE_FOR_GOOD], level: 'crisis' },
  { category: 'suicide_self_harm', all: [LOOKING_BACK], level: 'possible' },
  { category: 'suicide_self_harm', all: [NOT_SEEING_MYSELF_THERE], level: 'possible' },
  { category: 'suicide_self_harm', all: [AFTER_I_GO], none: [TORAH_STORY], level: 'possible' },
  { category: 'child_danger', all: [CHILD, near(ADULT_AROUND_CHILD, CLOSED_DOOR, 80), CHILD_AFRAID_OR_GAMES], level: 'crisis' },
  { category: 'child_danger', all: [CHILD, near(ADULT_AROUND_CHILD, CLOSED_DOOR, 80)], level: 'possible' },
  { category: 'coercive_control', all: [DREAD_OF_HIS_RETURN, EXACTLY_AS_HE_WANTS], level: 'crisis' },
  { category: 'coercive_control', all: [DREAD_OF_HIS_RETURN], level: 'possible' },
  { category: 'sexual_violence', all: [TAKES_WHAT_HE_IS_OWED, EVEN_IF_SHE_CRIES], level: 'crisis' },
  { category: 'sexual_violence', all: [TAKES_WHAT_HE_IS_OWED], level: 'possible' },
  { category: 'sexual_violence', all: [HUSBAND_MAY_FORCE], level: 'possible' },
  { category: 'sexual_violence', all: [FORCED_ME_BARE, PERSON], level: 'possible' },
  { category: 'sexual_violence', all: [IS_IT_ASSAULT, SEXUAL_ACT_NAMED], level: 'possible' },
  { category: 'sexual_violence', all: [IS_IT_ABUSE, SEXUAL_ACT_NAMED], level: 'possible' },
  { category: 'physical_violence', all: [IS_IT_ASSAULT], level: 'possible' },
  { category: 'suicide_self_harm', all: [OWN_DEATH, GOING_AWAY_PLAN], level: 'crisis' },
  { category: 'suicide_self_harm', all: [SELF_INJURY], level: 'crisis' },
  { category: 'suicide_self_harm', all: [HEAD_AGAINST_WALL, UNTIL_IT_STOPS], level: 'crisis' },
  { category: 'suicide_self_harm', all: [HEAD_AGAINST_WALL], level: 'possible' },
  { category: 'suicide_self_harm', all: [PERSON, MEANS, DEATH_ANY], none: [MEDICINE_ROUTINE], level: 'crisis' },
  { category: 'sexual_violence', all: [RAPE], level: 'crisis' },
  { category: 'sexual_violence', all: [AFTERMATH], level: 'possible' },
  { category: 'sexual_violence', all: [FEEL_USED], none: [USED_FOR_MONEY_OR_HELP], level: 'possible' },
  { category: 'sexual_violence', all: [DRUGGED_OR_FILMED], level: 'crisis' },
  { category: 'sexual_violence', all: [WIFE_DUTY, any(SAYS_NO.source, GOES_ON.source, ENDURE.source, REFUSED_OR_FORCED.source)], level: 'crisis' },
  { category: 'sexual_violence', all: [FREEZES, SEX], level: 'crisis' },
  // Freezing before a person without a word of sex ("when my husband raises his voice I freeze"):
  // fear that may be of him, asked about gently.
  // (Not when the freeze was at a question and the message asks what to answer next time: a
  // grandmother whose granddaughter asked if the divorce is her fault — round K1.)
  { category: 'sexual_violence', all: [FREEZES, PERSON], none: [ASKS_WHAT_TO_ANSWER], level: 'possible' },
  { category: 'sexual_violence', all: [SAYS_NO, GOES_ON, SEX], level: 'crisis' },
  { category: 'sexual_violence', all: [ENDURE, SEX], level: 'crisis' },
  { category: 'sexual_violence', all: [UNSAID_REFUSAL, SEX], level: 'crisis' },
  { category: 'suicide_self_harm', all: [MY_OWN_DEATH, any(PLAN.source, HOPELESS.source, WISH.source)], level: 'crisis' },
  { category: 'suicide_self_harm', all: [MY_OWN_DEATH], level: 'possible' },
  { category: 'suicide_self_harm', all: [IF_SOMETHING_HAPPENS, FAREWELL], level: 'crisis' },
  { category: 'suicide_self_harm', all: [KIDS_BETTER_WITHOUT_ME, OWN_DEATH], level: 'crisis' },
  { category: 'suicide_self_harm', all: [KIDS_BETTER_WITHOUT_ME, HOPELESS], level: 'possible' },
  // A letter so the children know "none of it was their fault", for when one is no longer around.
  { category: 'suicide_self_harm', all: [FAREWELL, OWN_DEATH], level: 'possible' },
  { category: 'child_danger', all: [CHILD, DOES_THINGS, NOT_RIGHT], level: 'crisis' },
  { category: 'child_danger', all: [CHILD, DOES_THINGS, any(en('report\\w*', 'sleepover', 'babysat', 'babysitting', 'alone with', 'in the family', 'cousin', 'uncle'), he('לדווח', 'בתוך המשפחה', 'בן דוד', 'דוד', 'לבד איתו'))], level: 'crisis' },
  { category: 'sexual_violence', all: [DOES_THINGS, IN_MY_CHILDHOOD], level: 'crisis' },
  { category: 'child_danger', all: [CHILD, INTO_CHILD_ROOM, NOT_RIGHT], level: 'crisis' },
  { category: 'sexual_violence', all: [DOES_THINGS, NOT_RIGHT], level: 'possible' },
  { category: 'sexual_violence', all: [INTO_MY_BED, NEVER_TOLD], level: 'crisis' },
  { category: 'sexual_violence', all: [PERSON, INTO_MY_BED], level: 'possible' },
  { category: 'coercive_control', all: [PRISON], level: 'possible' },
  { category: 'threats', all: [PERSON, THREAT_SPEECH], none: [TORAH_STORY], level: 'crisis' },
  { category: 'threats', all: [PERSON, GRAVE_SAID], none: [TORAH_STORY, A_DEATH_MOURNED], level: 'crisis' },
  { category: 'threats', all: [THREAT_SPEECH], none: [TORAH_STORY], level: 'possible' },
  { category: 'threats', all: [GRAVE_SAID], none: [TORAH_STORY, A_DEATH_MOURNED], level: 'possible' },
  { category: 'physical_violence', all: [INJURY_HIDDEN, SELF], none: [PLAY_OR_SPORT], level: 'possible' },
  { category: 'physical_violence', all: [COVERS_INJURY], none: [PLAY_OR_SPORT], level: 'possible' },
  { category: 'physical_violence', all: [STRANGLING_MARKS], level: 'crisis' },
  // Care sought so that no one asks how it happened ("fix a loose front tooth without the dentist
  // asking questions; I don't want them investigating my husband").
  { category: 'physical_violence', all: [HOW_KEPT_BACK, any(en('tooth', 'teeth', 'dentist', 'doctor', 'er', 'stitches', 'x-?ray', 'my husband', 'my wife'), he('שן', 'שיניים', 'רופא', 'מיון', 'תפרים', 'צילום', 'בעלי', 'אשתי'))], level: 'possible' },
  { category: 'physical_violence', all: [PERSON, PHYSICAL_EUPHEMISM], none: [ONLY_VIOLENT_TO_A_FORMER_PARTNER], level: 'crisis' },
  { category: 'physical_violence', all: [PERSON, any(PHYSICAL_EUPHEMISM.source, VIOLENT_TO_A_FORMER_PARTNER.source)], level: 'possible' },
  { category: 'physical_violence', all: [ENDURE], level: 'possible' },
  { category: 'physical_violence', all: [INJURY_SEEN, SOMEONE_ANGRY], none: [PLAY_OR_SPORT], level: 'possible' },
  { category: 'physical_violence', all: [INJURY_EXCUSE, INJURY_AGAIN], none: [PLAY_OR_SPORT], level: 'possible' },
  { category: 'coercive_control', all: [CONTROL_SOFT], min: 2, level: 'crisis' },
  { category: 'coercive_control', all: [CANT_TALK_WITH_HIM_NEAR], level: 'possible' },
  { category: 'coercive_control', all: [PERSON, CONTROL_SOFT], level: 'possible' },
  { category: 'child_danger', all: [CHILD, SEX, any(en('touch*', 'inappropriate*', 'private*', 'sexual*', 'molest*', 'porn*', 'naked', 'undress*', 'keep (?:it|this) (?:a )?secret'), he('נוגע בה', 'נוגע בו', 'נגע בה', 'נגע בו', 'נוגע לה', 'נוגע לו', 'מקומות', 'מיני', 'ערום', 'ערומה', 'פורנו'))], level: 'crisis' },
  { category: 'child_danger', all: [near(HANDLES_ROUGHLY, CHILD), PERSON], none: [PLAY_OR_SPORT, THROWN_IN_PLAY, IN_THE_NEWS], level: 'crisis' },
  { category: 'child_danger', all: [near(CHILD, THROWN_AFTER_NAMED, 30), PERSON], none: [PLAY_OR_SPORT, THROWN_IN_PLAY], level: 'crisis' },
  { category: 'child_danger', all: [near(CHILD, HARM_ACT), PERSON], none: [PLAY_OR_SPORT], level: 'crisis' },
  { category: 'child_danger', all: [CHILD, CHILD_DANGER_WORDS], level: 'crisis' },
  { category: 'child_danger', all: [CHILD, SHAKES_CHILD], none: [PLAY_OR_SPORT], level: 'crisis' },
  { category: 'child_danger', all: [CHILD, THROWN_FROM_HEIGHT], none: [THROWN_OBJECT], level: 'crisis' },
  // "אותו" is him or it: beside a phone or a laptop it may be the device, so it is asked, not told.
  { category: 'child_danger', all: [CHILD, THROWN_FROM_HEIGHT], level: 'possible' },
  { category: 'child_danger', all: [CHILD, INJURY_INFLICTED, PERSON], none: [PLAY_OR_SPORT], level: 'crisis' },
  { category: 'sexual_violence', all: [SEX, NO_CONSENT], level: 'crisis' },
  { category: 'sexual_violence', all: [SAYS_NO, GOES_ON], level: 'possible' },
  { category: 'suicide_self_harm', all: [SELF_SAID_OR_NOT, OWN_DEATH, WISH], none: [PLAY_OR_SPORT, TORAH_STORY, CHILD_ASKS_IF_A_PARENT_DIES], level: 'crisis' },
  { category: 'suicide_self_harm', all: [SELF, NOT_COMING_BACK, any(KEEP_IT_FROM_THEM.source, HOPELESS.source, en('alive', 'on purpose'), he('בכוונה'))], level: 'crisis' },
  { category: 'suicide_self_harm', all: [SELF, NOT_COMING_BACK], level: 'possible' },
  { category: 'suicide_self_harm', all: [SELF_SAID_OR_NOT, VANISH, WISH], none: [PLAY_OR_SPORT, TORAH_STORY], level: 'possible' },
  { category: 'suicide_self_harm', all: [SELF, near(any(en('feel(?:s|ing)? like', 'felt like'), he('מרגישה ש', 'מרגיש ש', 'מרגישה כמו', 'מרגיש כמו')), any(VANISH.source, en('disappearing', 'vanishing')), 20)], none: [PLAY_OR_SPORT, TORAH_STORY], level: 'possible' },
  { category: 'suicide_self_harm', all: [MEANS_UNUSUAL, PLAN], none: [MEDICAL_ROUTINE, HUNTING], level: 'crisis' },
  // Everyday means counted, hoarded or said to be "enough", or named as "the plan" (safarti kama
  // kadurim… maspik; ha tochnit sheli ze ha gesher).
  { category: 'suicide_self_harm', all: [MEANS, MEANS_KEPT_OR_PLANNED], none: [MEDICAL_ROUTINE, HUNTING], level: 'crisis' },
  // Sleeping pills and the like kept back: a vitamin bottle to hide them in is no medical routine.
  { category: 'suicide_self_harm', all: [MEANS_UNUSUAL, MEANS_KEPT_OR_PLANNED], none: [HUNTING], level: 'crisis' },
  { category: 'suicide_self_harm', all: [MEANS, HOPELESS], none: [MEDICAL_ROUTINE], level: 'crisis' },
  { category: 'suicide_self_harm', all: [MEANS, OWN_DEATH], none: [MEDICAL_ROUTINE, PLAY_OR_SPORT], level: 'crisis' },
  { category: 'suicide_self_harm', all: [HOPELESS], level: 'possible' },
  { category: 'suicide_self_harm', all: [BEREAVED, GO_AFTER_THEM], none: [TORAH_STORY], level: 'possible' },
  { category: 'suicide_self_harm', all: [LAST_OCCASION], level: 'possible' },
  { category: 'suicide_self_harm', all: [FRIGHTENED_BY_OWN_THOUGHT], level: 'possible' },
  { category: 'suicide_self_harm', all: [WEAPON_SOUGHT], none: [HUNTING], level: 'possible' },
  { category: 'suicide_self_harm', all: [JOKES_ABOUT_DYING], level: 'possible' },
  { category: 'suicide_self_harm', all: [STARVING_ON], level: 'possible' },
  { category: 'suicide_self_harm', all: [NOT_INSCRIBED], level: 'possible' },
  { category: 'coercive_control', all: [REPORT_WHERE_I_AM], level: 'possible' },
  { category: 'sexual_violence', all: [PERSON, ADVANTAGE_TAKEN], none: [MONEY_MATTER], level: 'possible' },
  { category: 'sexual_violence', all: [PERSON, DID_THINGS_TO_ME], level: 'possible' },
  // Said in emoji: "🪦🪦 soon" (the normaliser reads a grave or a skull as "die").
  { category: 'suicide_self_harm', all: [/^\s*(?:die\s+)+soon\b/iu], level: 'possible' },
  { category: 'suicide_self_harm', all: [OWN_DEATH, SELF], none: [TORAH_STORY, CHILD_ASKS_IF_A_PARENT_DIES], level: 'possible' },
  { category: 'threats', all: [WEAPON, any(THREAT.source, FEAR_OF_PERSON.source, WEAPON_AT_ME.source)], level: 'crisis' },
  { category: 'threats', all: [WEAPON, WEAPON_LAID_OUT, WHILE_WE_QUARREL], level: 'crisis' },
  { category: 'threats', all: [PERSON, THREAT, any(en('kill', 'hurt', 'harm', 'take', 'kids', 'children', 'regret', 'sorry', 'never see', `be able to ${LEFT_UNABLE_TO}`, 'end(?! (?:our|the|this|my) (?:family|wedding|party|evening|day|night|friendship|relationship|marriage|engagement|conversation|discussion))', 'finish', 'pay', 'destroy', 'ruin'), he('להרוג', 'יהרוג', 'תהרוג אותי', 'לפגוע', 'יפגע', 'ייקח', 'יקח', 'הילדים', 'תצטערי', 'לא תראי', 'אגמור', 'ירצח', 'להעלים', 'ישלם', 'תשלמי', 'לשפוך', 'ישפוך', 'בנזין', 'לשרוף', 'ישרוף'), en(...KILL_TRANSLIT, 'yigmor ot(?:i|ach|ech) im', 'yifga', 'lifgoa', 'yikach', 'ha.?yeladim', 'yeshalem', 'tishalmi'), en('petrol', 'gasoline', 'set (?:me|us|the house) on fire', 'burn'))], none: [TORAH_STORY], level: 'crisis' },
  // (Said not to be afraid — "הוא לא מפחיד אותי, אני פשוט עייפה", safety round r99 — it is asked about.)
  { category: 'threats', all: [FEAR_OF_PERSON], none: [NOT_AFRAID_OF_THEM], level: 'crisis' },
  { category: 'threats', all: [FEAR_OF_PERSON], level: 'possible' },
  { category: 'threats', all: [CHILDREN_NOT_RETURNED], level: 'crisis' },
  { category: 'threats', all: [STOP_EXIT_ORDER], level: 'possible' },
  { category: 'coercive_control', all: [PARTNER_FRIGHTENS], level: 'possible' },
  { category: 'threats', all: [IF_SHE_LEAVES, DO_SOMETHING_TO], level: 'crisis' },
  { category: 'threats', all: [YOURE_NEXT, AFTER_ANGER_OR_TO_A_PET], level: 'possible' },
  { category: 'coercive_control', all: [FEAR_OF_REACTION, WEIGHS_EVERY_WORD], level: 'possible' },
  { category: 'physical_violence', all: [PERSON, HARM_ACT, ME_OBJECT], none: [PLAY_OR_SPORT], level: 'crisis' },
  { category: 'physical_violence', all: [PERSON, BLOW_MADE_SMALL], none: [PLAY_OR_SPORT], level: 'crisis' },
  { category: 'physical_violence', all: [HITS_SAID_WITHOUT_WHOM], none: [PLAY_OR_SPORT], level: 'crisis' },
  { category: 'physical_violence', all: [PERSON, BROKE_MY], none: [PLAY_OR_SPORT], level: 'crisis' },
  { category: 'physical_violence', all: [PERSON, INJURY_INFLICTED], none: [PLAY_OR_SPORT], level: 'crisis' },
  { category: 'physical_violence', all: [HARM_ACT, ME_OBJECT], none: [PLAY_OR_SPORT], level: 'possible' },
  { category: 'physical_violence', all: [near(HARM_ACT, ANOTHERS_SPOUSE, 12)], none: [PLAY_OR_SPORT], level: 'possible' },
  { category: 'coercive_control', all: [CONTROL], none: [TEEN_AND_A_PARENTS_RULE], level: 'crisis' },
  { category: 'coercive_control', all: [GET_WITHHELD, GET_LEVERAGE], level: 'possible' },
  // Rounds 50-51: see the vocabularies above the rules.
  { category: 'child_danger', all: [YOUNG_CHILD, CHILD_NOT_BREATHING], level: 'crisis' },
  // Safety round 82: see PET_KILLED, TAKE_IT_ALL and CARE_REFUSED above.
  { category: 'threats', all: [PET_KILLED], none: [any(en('vet', 'put (?:him|her|it) (?:down|to sleep)', 'euthani\\w*'), he('וטרינר', 'הרדמה', 'להרדים', 'הרדימו'))], level: 'crisis' },
  { category: 'suicide_self_harm', all: [MEANS, TAKE_IT_ALL], none: [MEDICINE_ROUTINE], level: 'crisis' },
  { category: 'child_danger', all: [CHILD, CARE_REFUSED, CHILD_GRAVELY_ILL], anywhere: true, level: 'crisis' },
  { category: 'child_danger', all: [CHILD, FELL_OR_SWALLOWED, CHILD_NOT_BREATHING], level: 'crisis' },
  { category: 'child_danger', all: [CHILD, HOUSEHOLD_POISON, SWALLOWED, any(CHILD_UNWELL_SINCE.source, CHILD_NOT_BREATHING.source)], level: 'crisis' },
  { category: 'child_danger', all: [CHILD, ALONE_FOR_DAYS], level: 'crisis' },
  { category: 'child_danger', all: [CHILD, PARENT_USING], level: 'crisis' },
  { category: 'coercive_control', all: [TRACKER, TRACKER_HIDDEN], level: 'crisis' },
  { category: 'coercive_control', all: [ALWAYS_KNOWS_WHERE], level: 'possible' },
  { category: 'threats', all: [BULLET_LEFT], level: 'crisis' },
  { category: 'sexual_violence', all: [HIDDEN_CAMERA, WATCHED_IN_PRIVATE], none: [WATCHING_A_CARER], level: 'crisis' },
  { category: 'coercive_control', all: [KEPT_FROM_FAMILY, LOOKED_TERRIFIED], level: 'crisis' },
  { category: 'threats', all: [PROWLING, WARNING_LEFT], level: 'crisis' },
  { category: 'threats', all: [WRITER_PLANS_HARM], level: 'crisis' },
  { category: 'threats', all: [KNOWS_WHERE_THEY_LIVE, REVENGE], anywhere: true, level: 'crisis' },
  { category: 'threats', all: [SHOWS_UP_AT_BABY], level: 'possible' },
  { category: 'sexual_violence', all: [CHILD, CAME_BACK_UNDRESSED], level: 'crisis' },
  { category: 'suicide_self_harm', all: [FAREWELL, PSYCH_WARD], level: 'crisis' },
  { category: 'suicide_self_harm', all: [CUT_A_LITTLE_AGAIN], level: 'crisis' },
  // Round 52: see the vocabularies above the rules.
  { category: 'sexual_violence', all: [DID_THINGS_TO_ME, NOT_ALLOWED_TO_TELL], level: 'crisis' },
  { category: 'sexual_violence', all: [TAKEN_TO_A_ROOM, any(NOT_ALLOWED_TO_TELL.source, KEPT_FROM_PARENTS.source, en('bleeding', 'crying', 'shaking'), he('דימום', 'בוכה', 'רועדת'))], level: 'crisis' },
  { category: 'physical_violence', all: [PUNCH_THEN_FLOWERS], none: [PLAY_OR_SPORT], level: 'crisis' },
  { category: 'coercive_control', all: [PERMISSION_TO_SEE_FAMILY], level: 'crisis' },
  // Round 53: see the vocabularies above the rules.
  { category: 'sexual_violence', all: [PERSON, any(en('touch(?:ed|es|ing)? me', 'grabbed me', 'nag(?:a|ah|.a) bi'), he('נגע בי', 'נוגע בי', 'נגעה בי')), FREEZES], level: 'crisis' },
  { category: 'sexual_violence', all: [SOMETHING_UNWANTED, INTIMATE_SETTING], level: 'crisis' },
  { category: 'sexual_violence', all: [SOMETHING_UNWANTED], level: 'possible' },
  { category: 'sexual_violence', all: [NOT_OK_WITH_ME, TELLING_IT], level: 'crisis' },
  { category: 'sexual_violence', all: [NOT_OK_WITH_ME], level: 'possible' },
  { category: 'suicide_self_harm', all: [MEANS, NO_LONGER_NEEDED], none: [MEDICAL_ROUTINE], level: 'crisis' },
  { category: 'coercive_control', all: [ALWAYS_KNOWS_WHERE, QUESTIONED_ON_STOPS], level: 'crisis' },
];

/** The text with harmless idioms that borrow the words of danger blanked out. */
export function blankIdioms(text: string): string {
  const known = recentlyBlanked.get(text);
  if (known !== undefined) return known;
  let out = blankedOnce(text);
  // An idiom put in quotes ("my MIL said she'll 'kill me' if we don't come", "חמותי אמרה שהיא
  // "תהרוג אותי" אם לא נבוא" — round 80) is read without them; other quotes stay, as scare quotes
  // carry meaning ("he 'corrects' me").
  for (const quoted of out.matchAll(QUOTED_PHRASE)) {
    const unquoted = blankedOnce(out.replace(quoted[0], quoted[2]!));
    if (idiomCount(unquoted) > idiomCount(out)) out = unquoted;
  }
  // The detectors each blank the same message (concepts, "names a danger", "hints at abuse"…).
  if (recentlyBlanked.size >= 16) recentlyBlanked.delete(recentlyBlanked.keys().next().value!);
  recentlyBlanked.set(text, out);
  return out;
}
const recentlyBlanked = new Map<string, string>();
const blankedOnce = (text: string): string => IDIOMS.reduce((out, idiom) => out.replace(idiom, ' ~ '), text);
const idiomCount = (text: string): number => text.split(' ~ ').length;
// A short phrase in quotes: the opening mark after a space (not "she'll" or צה"ל), the closing one
// before a space or a stop.
const QUOTED_PHRASE = /(?<=^|[\s(])(["'“‘״])([^"'“”‘’״\n]{2,40}?)["'”’״](?=[\s,.!?;:)]|$)/gu;

/** Each sentence, and each two neighbouring ones (a disclosure often names the person in one
 *  sentence and what they do in the next). */
function windows(text: string): string[] {
  const parts = text.split(/(?<=[.!?؟;:])\s+|\n+/).filter((s) => s.trim() !== '');
  const out = [...parts];
  for (let i = 1; i < parts.length; i++) out.push(`${parts[i - 1]} ${parts[i]}`);
  return out;
}

const globalForms = new WeakMap<RegExp, RegExp>();

function globalForm(concept: RegExp): RegExp {
  let global = globalForms.get(concept);
  if (!global) globalForms.set(concept, (global = new RegExp(concept.source, 'giu')));
  return global;
}

function distinctMatches(concept: RegExp, text: string): number {
  return new Set([...text.matchAll(globalForm(concept))].map((m) => m[0].trim())).size;
}

function meets(rule: ConceptRule, text: string, inSentence: (c: RegExp) => boolean, inMessage: (c: RegExp) => boolean): boolean {
  if (rule.none?.some(inMessage)) return false;
  if (rule.min) return distinctMatches(rule.all[0]!, text) >= rule.min;
  return rule.all.every(rule.anywhere ? inMessage : inSentence);
}


export interface ConceptVerdict {
  category: SafetyCategory;
  level: 'crisis' | 'possible';
  /** Which rule (its index), for the evaluation's notes. */
  rule: number;
}

/** The strongest concept rule met by any sentence of the (undisguised) text, or null. */
export function detectByConcepts(undisguisedText: string): ConceptVerdict | null {
  const blanked = blankIdioms(undisguisedText);
  // The transliterated spelling, with an idiom spelt with kh ("yishkhat oti") blanked as the same
  // idiom (blanked before the apostrophes go, which English idioms need: "he'll kill me if…").
  const texts = [blanked, transliterationSpelling(blankIdioms(undisguisedText.replace(/kh/g, 'ch')))];
  let possible: ConceptVerdict | null = null;
  // A message typed fast with no full stops is one sentence, so its clauses still meet.
  const inMessage = conceptTester(blanked);
  // A message with nothing to transliterate gives the same windows twice.
  for (const sentence of new Set(texts.flatMap(windows))) {
    const inSentence = conceptTester(sentence);
    for (const [index, rule] of RULES.entries()) {
      if (meets(rule, sentence, inSentence, inMessage)) {
        if (rule.level === 'crisis') return { category: rule.category, level: 'crisis', rule: index };
        possible ??= { category: rule.category, level: 'possible', rule: index };
      }
    }
  }
  return possible;
}

// Words that name a danger by themselves: death, means, harm done, a weapon, a threat, rape.
const NAMES_A_DANGER = [OWN_DEATH, DEATH_ANY, MEANS, HARM_ACT, SELF_INJURY, WEAPON, THREAT, RAPE, PARTNER_SELF_THREAT, FEAR_OF_PERSON];

/**
 * True when the message's only words of danger sit inside a harmless idiom ("מוכן למות בשבילי",
 * "he'd die for the kids"): blanked, nothing that names a danger is left. The trained classifier
 * reads words, idiom or not, so its alarm on such a message is the idiom's, not the message's.
 */
// Harm told as long past ("my mother was abusive when I was growing up") with no word that it goes
// on ("she still hits me", "again last night").
const GOES_ON_NOW = any(
  en('still', 'again', 'every (?:day|night|week|time)', 'last (?:night|week|month)', 'yesterday', 'today', 'tonight', 'right now', 'lately', 'these days', 'keeps', 'anymore', 'od paam', 'shuv', 'etmol', 'hayom', 'ha.?layla'),
  he('עדיין', 'שוב', 'כל יום', 'כל לילה', 'אתמול', 'היום', 'הלילה', 'ברגע זה', 'לאחרונה', 'ממשיך', 'ממשיכה'),
);
// (A parent who "was abusive and now needs care" — safety round r96 — is harm set in the past too.)
const LONG_AGO = any(
  IN_MY_CHILDHOOD.source,
  en('years ago', 'when i was (?:like |about )?\\d{1,2}\\b', 'as a teen(?:ager)?', 'in my (?:childhood|teens|youth)', "(?<!(?:has|have|'s|'ve) )(?:beat|hit|abused|hurt|terrori[sz]ed) (?:me|us)\\b[^.?!]{0,40}\\bfor years", '(?:was|used to be) (?:abusive|violent|cruel)\\b[^.?!]{0,60}\\b(?:now|today|these days|nowadays)\\b'),
  he('לפני (?:הרבה )?שנים', 'זה היה (?:לפני הרבה זמן|מזמן)', 'בילדותי', 'בילדות', 'בנעוריי', 'כשגדלתי', 'היה (?:אלים|מתעלל|אכזרי)[^.?!]{0,60}(?:עכשיו|היום|כיום)', 'הייתה (?:אלימה|מתעללת|אכזרית)[^.?!]{0,60}(?:עכשיו|היום|כיום)'),
);
// "Today he seems different": the present set against the past, no word that the harm goes on.
const CHANGED_SINCE = /\b(?:today|now|these days|nowadays),? (?:he|she) (?:seems|is|has) (?:\w+ )?(?:different|changed|fine|calmer|another person)\b|(?<![\u05D0-\u05EA])ו?(?:היום|עכשיו|כיום) (?:הוא|היא) (?:נראה|נראית|אחר|אחרת|שונה|השתנה|השתנתה|בן אדם אחר|אדם אחר|רגוע|רגועה)(?![\u05D0-\u05EA])/giu;
/**
 * Harm the message sets in the past — `isPast` reads it with its idioms blanked — and no word that it
 * goes on, once the words of time that say no such thing (`notNow`) are set aside.
 */
function toldAsPast(isPast: (blanked: string) => boolean, undisguisedText: string, notNow: RegExp): boolean {
  const blanked = blankIdioms(undisguisedText);
  return isPast(blanked) && !GOES_ON_NOW.test(blanked.replace(notNow, ' '));
}

// The one who hurt them has died (safety round r98: "My mother was abusive and she passed away last
// week. Am I obligated to sit shiva?", "a yahrzeit for my father? … he was abusive"): the harm is over.
// When the death happened ("passed away last week") is no word that the harm goes on.
const WAS_ABUSIVE = any(
  en('(?:was|had been|used to be) (?:so |very |really )?(?:abusive|violent|cruel)', "(?<!(?:has|have|'s|'ve) )(?:beat|hit|abused) (?:me|us|his (?:kids|children|wife|sons|daughters)|her (?:kids|children|husband|sons|daughters))"),
  he('(?:היה|הייתה) (?:מאוד )?(?:אלים|אלימה|מתעלל|מתעללת|אכזרי|אכזרית)', '(?:הרביץ|הרביצה|היכה|הכה|התעלל|התעללה) (?:לנו|לי|אותנו|אותי|בנו|בי|לילדים שלו|לילדים שלה)'),
);
const THEIR_DEATH = any(
  en('passed away', 'died', 'yahrzeit', 'yartzeit', 'yahrtzeit', 'kaddish', 'sit shiva', 'the shiva', 'funeral', 'unveiling', 'late (?:zeidy|zaidy|zeide|zaide|grandfather|grandpa|grandmother|grandma|bubby|father|mother|dad|mom|mum|husband|brother|uncle)'),
  he('נפטר', 'נפטרה', 'יארצייט', 'יום השנה ל', 'אזכרה', 'קדיש', 'לשבת שבעה', 'הלוויה', 'ז"ל', 'ז״ל'),
);
const WHEN_THEY_DIED = /\b(?:passed away|died)(?:\s+\w+){0,2}?\s+(?:last (?:night|week|month)|yesterday|today|this (?:week|morning))\b|(?:נפטר|נפטרה)(?:\s+\S+){0,2}?\s+(?:אתמול|היום|בשבוע שעבר|השבוע|הבוקר)/giu;
export const harmByOneWhoHasDied = (undisguisedText: string): boolean =>
  toldAsPast((blanked) => WAS_ABUSIVE.test(blanked) && THEIR_DEATH.test(blanked), undisguisedText, WHEN_THEY_DIED);

/** Whether the harm the message tells is set in the past (childhood, years ago, one who has died) and nothing says it goes on. */
export const harmLongPast = (undisguisedText: string): boolean =>
  toldAsPast((blanked) => LONG_AGO.test(blanked), undisguisedText, CHANGED_SINCE) || harmByOneWhoHasDied(undisguisedText);

/** Whether the harm was done to the writer as a child ("my father beat us when we were kids") and nothing says it goes on. */
export const harmToTheWriterAsAChild = (undisguisedText: string): boolean => toldAsPast((blanked) => IN_MY_CHILDHOOD.test(blanked), undisguisedText, CHANGED_SINCE);

/** Whether the message names, outside its idioms, a word of danger by itself (death, means, harm, a weapon, a threat, rape). */
export function namesADanger(undisguisedText: string): boolean {
  const blanked = blankIdioms(undisguisedText);
  return NAMES_A_DANGER.some((concept) => concept.test(blanked));
}

export function dangerOnlyInIdioms(undisguisedText: string): boolean {
  const blanked = blankIdioms(undisguisedText);
  if (blanked === undisguisedText) return false;
  return !NAMES_A_DANGER.some((concept) => concept.test(blanked));
}

// Words of abuse or of fear: force, a threat, a weapon, control, sex against a will, being afraid.
const ABUSE_OR_FEAR = [HARM_ACT, THREAT, WEAPON, RAPE, SEX, NO_CONSENT, CONTROL_SOFT, FEAR_OF_PERSON, PARTNER_FRIGHTENS,
  any(en('scared', 'afraid', 'terrified', 'frightened', 'fear*', 'scary', 'mefached\\w*', 'pochad\\w*', 'poched\\w*'), he('מפחדת', 'מפחד', 'פוחדת', 'פוחד', 'מפחיד', 'חוששת', 'חושש ממנו', 'אימה'))];

/**
 * True when the message carries a word of abuse or of fear. The trained classifier's guess of
 * *which* danger is weaker than its guess that there is one ("I'm scared of how he gets when I buy
 * things" was read as a danger to a child), and a guess of a danger to one's own life or a child's
 * is followed by an answer — so a message with such words gets the check alone, as abuse does.
 */
export function hintsAtAbuseOrFear(undisguisedText: string): boolean {
  const blanked = blankIdioms(undisguisedText);
  return ABUSE_OR_FEAR.some((concept) => concept.test(blanked));
}
