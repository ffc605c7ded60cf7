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

const HE_LETTER = '\\u05D0-\\u05EA';

/** Whole English words or phrases (a trailing * allows any ending). */
function en(...words: string[]): string {
  return `\\b(?:${words.map((w) => w.replace(/\*/g, '\\w*').replace(/ /g, "[\\s'-]+")).join('|')})\\b`;
}

/** Hebrew stems, each optionally after up to three prefix letters and before any ending; a stem
 *  ending in $ must end the word (יהרג$ is "he will kill", not the start of להרגיש). */
function he(...stems: string[]): string {
  const stem = (s: string) => s.replace(/ /g, '\\s+').replace(/\$$/, `(?![${HE_LETTER}])`);
  return `(?<![${HE_LETTER}])[והשבלמכ]{0,3}(?:${stems.map(stem).join('|')})`;
}

function any(...parts: string[]): RegExp {
  return new RegExp(parts.join('|'), 'iu');
}

/** The first concept, then the second within a few words (so the harm is done to the child). */
function near(first: RegExp, second: RegExp, gap = 40): RegExp {
  return new RegExp(`(?:${first.source})[^.!?]{0,${gap}}?(?:${second.source})`, 'iu');
}

// ─── Vocabularies ─────────────────────────────────────────────────────────────────────────────

const PERSON = any(
  en('he', 'she', 'him', 'her', 'his', 'they', 'husband', 'hubby', 'wife', 'partner', 'spouse', 'boyfriend', 'girlfriend', 'bf', 'gf', 'fianc*', 'ex', 'father*', 'dad', 'daddy', 'mother*', 'mom', 'mum', 'stepdad', 'stepfather', 'stepmother', 'brother*', 'sister*', 'uncle', 'aunt', 'grandfather', 'grandpa', 'cousin', 'neighbou?r', 'teacher', 'rebbe', 'rabbi', 'coach', 'babysitter', 'tutor', 'boss'),
  he('הוא', 'היא', 'בעלי', 'בעלה', 'אשתי', 'אישתי', 'בן הזוג', 'בת הזוג', 'בן זוגי', 'בת זוגי', 'החבר שלי', 'החברה שלי', 'אבא', 'אבי', 'אמא', 'אמי', 'חמי', 'חמותי', 'חמתי', 'גיסי', 'גיסתי', 'אחי', 'אחותי', 'דוד', 'סבא', 'השכן', 'המורה', 'המלמד', 'הרבי', 'אותו', 'אותה', 'גרוש', 'גרושה', 'האקס', 'הבוס', 'המדריך', 'אבא החורג', 'אמא החורגת'),
  en('hu', 'hi', 'baali', 'baala', 'ishti', 'ishto', 'aba', 'ima', 'husbnd', 'hubs', 'madrich', 'saba', 'gerush', 'gerusha', 'hagerush', 'hagerusha', 'ex-husband', 'ex-wife', 'stepmom', 'stepmother', 'stepfather'),
);

const SELF = any(en('i', "i'm", 'im', "i've", 'ive', "i'd", 'me', 'my', 'myself', 'mine'), he('אני', 'לי', 'אותי', 'שלי', 'עצמי', 'אנוכי'), en('ani', 'li', 'oti', 'atzmi'));

const BODY = '(?:arm|arms|wrist|wrists|neck|throat|face|hair|head|chest|back|leg|legs|stomach|belly|shoulder|shoulders|hand|hands|body|jaw|mouth|eye|eyes|ribs)';
const ME_OBJECT = any(en('me', `my ${BODY}`), he('אותי', 'לי', 'בי', 'עליי', 'עלי'), en('oti', 'li', 'bi', 'alai'));

const CHILD = any(
  en('kid', 'kids', 'child', 'children', 'son', 'sons', 'daughter*', 'baby', 'babies', 'toddler', 'infant', 'newborn', 'teen', 'teenager', 'boy', 'girl', 'stepson', 'stepdaughter', 'little one', 'grandchild*', 'grandkids', 'niece', 'nephew', 'yeled*', 'yalda', 'yeladim', 'tinok*', 'habat', 'haben', 'bati', 'beni', 'labat', 'laben', 'bat shel(?:anu|i)', 'ben shel(?:anu|i)', 'hayeled', 'hayalda', 'hatinok', 'haktana', 'hakatan', 'achoti haktana', 'achi hakatan', 'little (?:brother|sister)', 'younger (?:brother|sister)', 'baby (?:brother|sister)', 'youngest', 'oldest', 'middle one', 'the little ones', 'nechad*', '\\d+(?:yo| yo|y/o| yr old| yrs old| year old| years old|-year-old)', '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen) year old'),
  he('ילד', 'ילדה', 'ילדים', 'ילדות', 'ילדיי', 'ילדינו', 'בני', 'בתי', 'בננו', 'בתנו', 'הבן', 'הבת', 'תינוק', 'תינוקת', 'פעוט', 'הקטן', 'הקטנה', 'הקטנים', 'נער', 'נערה', 'מתבגר', 'מתבגרת', 'נכד', 'נכדה', 'אחיין', 'אחיינית'),
);

// The ending of one's own life, in any register.
const OWN_DEATH = any(
  en("(?:i|to|wanna|gonna|should|could|just|let me|i'd|i'll|i will|might|rather|and|or) die", 'be dead', 'was dead', 'were dead', 'killed myself', "(?:didn't|did not|wouldn't|won't|never|couldn't) wake up", 'not (?:be )?here anymore', 'go to sleep for good', 'sleep for good', 'join (?:my )?(?:late )?\\w+ (?:in heaven|upstairs|up there)', 'be with (?:my )?late', 'lo rotze lihiyot', 'lo rotza lihiyot', 'check out (?:permanently|for good|early)', 'be with (?:her|him) again', 'join (?:her|him)', 'stopped taking my (?:\\w+ )?(?:pills|meds|medication|insulin)', 'turn off the lights? (?:for good|forever|permanently)', 'stop(?:ped)? being a (?:problem|burden)', 'not be a (?:problem|burden) (?:for|to) anyone', 'lanuach', 'lehinuach', 'menuchat olamim', 'not natural causes', "wasn'?t natural", 'cemetery fence', 'buried (?:by|outside) the fence', 'into a truck', 'swerve into', 'steer into', 'drive off (?:a|the) (?:cliff|road|bridge)', 'la.?asot maase', 'mitkaven le.?atzm(?:o|a)', "(?:don'?t|do not|not) want (?:to )?(?:live|be alive|exist)", 'make it fast', 'leave this world', 'time (?:for me )?to go', 'my time has come', 'go home to (?:god|hashem)', 'lehamshich lichyot', 'lichyot', 'likfotz', 'lakfotz', 'drown myself', 'to drown', 'before i go', 'after i.?m gone', 'when i.?m gone', 'lihiyot po', 'lamut', 'la.?asot et ze', 'lehitabed', 'lehitaved', 'suicid*', 'kill myself', 'killing myself', 'kms', 'unalive*', 'end it', 'end it all', 'end things', 'ending it', 'end my life', 'ending my life', 'take my life', 'take my own life', 'not be here', 'not be around', 'not be alive', "wasn't here", "weren't here", "wasn't around", "weren't around", 'disappear', 'disappear forever', 'gone forever', 'stop existing', 'not exist', 'cease to exist', 'never wake up', 'not wake up', "don't wake up", 'not to wake up', 'sleep forever', 'go to sleep and never', 'fall asleep forever', 'overdos*', 'jump off', 'jump from', 'jump in front', 'hang myself', 'slit my', 'cut myself', 'cutting myself', 'cut my wrist*', 'cut my arm*', 'cut my leg*', 'hurt myself', 'hurting myself', 'harm myself', 'harming myself', 'self harm*', 'burn myself', 'starve myself', 'put an end to', 'not worth living', 'join my (?:mother|father|mom|dad)', 'drive into', 'crash the car', 'swallow (?:all|every)', 'take (?:all|every) (?:the|my|of my)? ?(?:pills|tablets|meds)', 'lamut', 'lehitabed', 'lehe?almut'),
  he('למות', 'לימות', 'שאמות', 'אמות', 'למוות', 'מוות', 'המוות', 'התאבד', 'להתאבד', 'אתאבד', 'אובדנ', 'לגמור עם הכל', 'לגמור עם זה', 'לגמור עם החיים', 'לסיים את הכל', 'לסיים את החיים', 'לסיים הכל', 'לשים קץ', 'להיעלם', 'להעלם', 'לא להתעורר', 'לא לקום', 'לא להיות פה', 'לא להיות כאן', 'לא להיות קיים', 'לא להיות קיימת', 'לא להיות בחיים', 'לחתוך את עצמי', 'חותכת את עצמי', 'חותך את עצמי', 'חותכת', 'לפגוע בעצמי', 'פוגעת בעצמי', 'פוגע בעצמי', 'לקפוץ מ', 'לבלוע', 'לקחת את כל הכדורים', 'לישון ולא', 'להירדם ולא', 'לא רוצה לחיות', 'לא רוצה להמשיך לחיות', 'לא רוצה להיות פה', 'לא רוצה להיות בחיים', 'לא רוצה לקום', 'ללכת לאבא שלי ז"ל', 'ללכת לאמא שלי ז"ל', 'להצטרף ל', 'להתעורר', 'לעלות למעלה', 'לעזוב את העולם', 'לכבות את האור', 'לנוח ליד', 'לנוח כמו', 'מנוחת עולמים', 'הר המנוחות', 'לתוך משאית', 'לסובב את ההגה', 'לעשות מעשה', 'לא תאונה', 'ללכת מהעולם', 'הגיע הזמן שלי', 'לטבוע', 'לפני שאני הולכת', 'לפני שאני הולך', 'כשלא אהיה פה', 'לזכור ממני'),
);

const WISH = any(
  en('want', 'wanna', 'wish', 'wishing', 'wished', 'hope', 'would rather', "i'd rather", 'thinking about', 'thought about', 'thoughts of', 'think about', 'keep thinking', 'going to', 'gonna', 'will', "i'll", 'plan*', 'ready to', 'tempted', 'urge*', 'decided', 'should just', 'might as well', 'better if', 'easier if', 'sometimes i', 'how (?:to|do i|would i|can i)', 'what if i', 'if i', 'tried to', 'try to', 'attempt*', 'again', 'relapse*', 'rotz(?:e|a|ah)', 'rotsa', 'rotse', 'choshev', 'choshevet', 'kaniti'),
  he('רוצה', 'רוצים', 'מתחשק', 'הלוואי', 'חושבת', 'חושב', 'חשבתי', 'מחשבות', 'אני הולכת', 'אני הולך', 'תכננתי', 'מתכננת', 'מתכנן', 'החלטתי', 'עדיף', 'ניסיתי', 'לפעמים', 'איך', 'בא לי', 'כבר'),
);

const HOPELESS = any(
  en("don't see the point", 'dont see the point', 'no point (?:in )?(?:living|going on|anymore|trying|to (?:any|anything|life|it all))', "what's the point (?:of|in) (?:living|going on|anything|life)", "can't go on", 'cant go on', 'can not go on', "can't do this anymore", 'cant do this anymore', "can't take (?:it|this) anymore", 'cant take (?:it|this) anymore', "can't keep going", 'cant keep going', 'no way out', 'no reason to (?:live|go on|keep going|stay)', 'hopeless', 'a burden', 'burden to (?:everyone|you|them|my)', 'better off without me', 'better off if i', 'everyone would be (?:better|happier)', 'nothing left', 'give up on (?:life|everything)', 'giving up on (?:life|everything)', 'tired of (?:living|life|being alive|existing)', "don't want to be here", 'dont want to be here', "don't want to exist", 'want (?:it|the pain|everything) (?:all )?to stop', 'goodbye (?:letter|note)*', 'said my goodbyes', 'wrote (?:a|my) (?:note|letter)*', 'giving away my', 'nobody would (?:care|notice|miss me)', 'no one would (?:care|notice|miss me)', "won't be a problem (?:much )?(?:longer|anymore)", "how much longer i can", 'not (?:going|gonna) (?:be )?around (?:much )?longer', 'ein li (?:yoter )?ko.?(?:a)?ch', 'nimas li meha(?:chayim|kol)', 'ein li ta.?am', 'nobody (?:\\w+ )?(?:would|will) (?:care|notice|miss)', 'no one (?:\\w+ )?(?:would|will) (?:care|notice|miss)', "can't hold on", 'holding on by a thread', 'solve (?:a lot of|all) (?:the )?problems for everyone', "can't keep living", 'tired of fighting', 'made my peace', 'this is goodbye', 'goodbye forever', "i'm done with (?:life|everything|it all|living)", "easier (?:for everyone )?if i (?:wasn't|weren't|was not|were not) (?:here|around|alive)", 'looked up how', 'letters to my (?:kids|children|family|husband|wife)', 'want to sleep forever', 'want to disappear', 'leave everything (?:ready|organi[sz]ed|in order)', '(?:get|put|getting|putting) my affairs in order', 'last thing (?:she|he|they) (?:hears|will hear|hear) from me', 'life insurance', 'the pills are (?:already )?counted', "i've done my part", 'jealous of (?:the )?(?:dead|people in (?:there|the cemetery))', 'envy the dead', 'nothing (?:excites|interests|matters to) me', 'no lifeguards', 'left a (?:note|letter)', 'ein sham matzilim', 'hisharti michtav', 'shum davar lo', 'lehamshich lichyot', 'wish i (?:was|were) (?:dead|gone|never born)', 'wish i (?:had never been|was never) born'),
  he('אין טעם', 'אין לי טעם', 'אין לי כוח לחיות', 'אין לי כוח יותר', 'אין לי בשביל מה', 'אין לי סיבה', 'לא יכולה יותר', 'לא יכול יותר', 'נמאס לי מהחיים', 'נמאס לי לחיות', 'נמאס לי מהכל', 'עייפה מהחיים', 'עייף מהחיים', 'טוב יותר בלעדיי', 'יהיה להם טוב יותר', 'יהיה לכולם טוב', 'יהיה לכולם יותר טוב', 'נטל', 'אין תקווה', 'אין מוצא', 'אין לי תקווה', 'מכתב פרידה', 'מכתבי פרידה', 'אף אחד לא ישים לב', 'אף אחד לא יתגעגע', 'לא אהיה פה עוד הרבה', 'כמה עוד אני יכולה', 'כמה עוד אני יכול', 'לוותר על הכל', 'לוותר על החיים', 'לא מחזיקה', 'לא מחזיק מעמד', 'לא מחזיקה מעמד', 'אין לי סיבה להמשיך', 'אין לי כוח להמשיך', 'בא לי להיעלם', 'מתי זה ייגמר', 'כתבתי מכתבים', 'נפרדתי מכולם', 'עייפה מלהילחם', 'עייף מלהילחם', 'גמרתי עם הכל', 'הלוואי שלא הייתי נולדת', 'הלוואי שלא נולדתי', 'עדיף שלא הייתי', 'אין לי כבר מה לתת', 'להשאיר לבעלי הכל מוכן', 'להשאיר הכל מוכן', 'סוגרת קצוות', 'ביטוח חיים', 'השארתי מכתב', 'שום דבר לא מזיז לי', 'מקנאה במתים'),
);

const MEANS = any(
  en('pills', 'pill', 'tablets', 'meds', 'medication*', 'sleeping pills', 'painkillers', 'tylenol', 'paracetamol', 'advil', 'insulin', 'rope', 'noose', 'hevel', 'medicine cabinet', 'acamol', 'clonex', 'clonazepam', 'xanax', 'valium', 'lorazepam', 'seroquel', 'lithium', 'ambien', 'insulin pens?', 'charcoal', 'koma', 'halon', 'gag', 'the sea', 'the beach at night', 'ekdach', 'razor*', 'blade*', 'knife', 'knives', 'gun', 'guns', 'pistol', 'rifle', 'firearm', 'bullet*', 'bridge', 'roof', 'rooftop', 'ledge', 'balcony', 'tracks', 'train', 'poison', 'bleach', 'exhaust', 'overdose', 'kadurim', 'chevel', 'sakin', 'ekdach'),
  he('כדורים', 'כדורי שינה', 'תרופות', 'אקמול', 'אופטלגין', 'נורופן', 'כדורי הרגעה', 'קלונקס', 'פחמים', 'חניון', 'קופסאות', 'הקומה ה', 'החלון', 'לים', 'חבל', 'סכין', 'סכינים', 'סכין גילוח', 'סכיני גילוח', 'סכינאות', 'אקדח', 'רובה', 'נשק', 'גשר', 'גג', 'מרפסת', 'רכבת', 'רעל', 'אקונומיקה', 'מנת יתר'),
);

const PLAN = any(
  en('saving (?:them )?up', 'saved up', 'stockpil*', 'collecting', 'hoard*', 'been planning', 'have a plan', 'made a plan', 'the plan', 'decided', 'tonight', 'this weekend', 'tomorrow', 'when (?:the kids|everyone) (?:is|are) asleep', 'researching how', 'looked up how', 'googl* how', 'how many (?:pills|tablets)', 'how much (?:would it take|is lethal|is enough)', 'lethal', 'enough to', 'stand on', 'stood on', 'bought', 'a date', 'set a date', 'ready', 'the right dose', 'wrote (?:a|my) (?:note|letter)', 'kaniti', 'achrei shabbat', 'asafti', 'osefet', 'what a whole', 'a whole (?:pen|bottle|box|pack)', "(?:she|he)'?ll be at", 'everyone (?:is )?at work', 'counted', 'took (?:too many|too much|a lot of|a handful)', 'in the (?:garage|shed|basement|closet)', 'bamachsan', 'machsan'),
  he('אוספת', 'אוסף', 'אוגרת', 'אוגר', 'חוסכת', 'שומרת בצד', 'שמרתי', 'תכננתי', 'תוכנית', 'תכנית', 'החלטתי', 'הלילה', 'מחר', 'בסוף השבוע', 'קניתי', 'כולם בעבודה', 'כולם בבית הכנסת', 'לקחתי יותר מדי', 'לקחתי הרבה', 'לקחתי חופן', 'כמה כדורים', 'מנה קטלנית', 'קטלני', 'מוכנה', 'מוכן', 'עמדתי על'),
);

const HARM_ACT = any(
  en('hit', 'hits', 'hitting', 'slap*', 'punch*', 'kick*', 'pushed', 'shoved', 'shoves', 'shoving', 'chok*', 'strangl*', 'beat', 'beats', 'beating', 'beaten', 'bit me', 'bites me', 'burn*', 'grab*', 'grip*', 'twist*', 'yank*', 'drag*', 'pull* my hair', 'pull* me by', 'pinn*', 'pin me', 'threw', 'throws', 'throwing', 'smack*', 'spit on', 'spat', 'shook me', 'shakes me', 'shaking me', 'squeez*', 'pinch*', 'knock*', 'attack*', 'assault*', 'strik*', 'struck', 'whip*', 'belt*', 'hurts? me physically', 'physically hurt*', 'rough(?:s|ed)? (?:me )?up', 'bang* my head', 'slams? me', 'slammed me', 'hold* me down', 'held me down', 'backhand*', 'tackl*', 'trip* me', 'slamm?e?d? my', 'spank*', 'paddl*', 'wooden spoon', 'with a (?:belt|slipper|hanger|stick|cane|shoe)', 'hits? (?:them|him|her) with', 'marbitz*', 'hirbitz*', 'makeh', 'maka', 'makot', 'dochef', 'dachaf', 'chanak', 'tofes', 'tafas', 'sotar', 'sotter', 'zorek*', 'zarak', 'betkoach', 'bekoach', 'be koach', 'mitaltel', 'tiltel', 'hichta', 'hikta', 'hiketa', 'hikah', 'hika oti', 'sterot', 'sterah', 'egrof*', 'by (?:my|the) throat', 'against the (?:wall|fridge|door|car|washing machine)', '(?:hand|hands) (?:on|around) my (?:throat|neck)', "i got (?:slap|kick|punch|hit)\\w*", 'stab\\w* me', 'slammed the door on (?:me|my)', 'to the (?:ribs|head|face|stomach)', 'forced me to do (?:things|stuff|it)'),
  he('הרביץ', 'מרביץ', 'מרביצה', 'הרביצה', 'מכה אות', 'היכה', 'הכה', 'מכות', 'דחף', 'דוחף', 'דחפה', 'דוחפת', 'חנק', 'חונק', 'חנקה', 'תפס', 'תופס', 'תפסה', 'סטר', 'סוטר', 'סטירה', 'סטירות', 'בעט', 'בועט', 'צבט', 'צובט', 'משך לי בשיער', 'משך אותי בשיער', 'מושך בשיער', 'זרק עליי', 'זרקה עליי', 'זורק עליי', 'זורק דברים', 'נשך', 'שרף', 'טלטל', 'טילטל', 'מטלטל', 'מטלטלת', 'מרביץ ל', 'שברה לי', 'שבר לי', 'על הראש', 'לזרוק עליי', 'זורקת עליי', 'פגעה לי', 'פגע לי', 'טרק עליי', 'דוקרת', 'דוקר', 'דקר', 'דקרה', 'נותן להם מכות', 'נותן לו מכות', 'נותן לה מכות', 'עם חגורה', 'עם נעל', 'עם מקל', 'הפיל אותי', 'תקף', 'הצמיד אותי', 'הטיח', 'לחץ לי על הצוואר', 'סובב לי', 'קרע לי'),
);

const INJURY = any(
  en('bruis*', 'marks', 'black eye', 'bleeding', 'broken (?:rib|arm|nose|finger|wrist|tooth)', 'swollen', 'scratch marks', 'stitches', 'emergency room', 'hide the (?:bruises|marks)', 'long sleeves', 'cover (?:up )?the (?:bruises|marks)', 'concussion', 'split lip', 'fingerprints on', 'swell*', 'swollen', 'broke my', 'blister*', 'burns', 'split (?:my )?lip', 'tefarim', '(?:makeup|concealer) (?:to cover|over|on) (?:the )?(?:bruises|marks)', 'cover (?:the )?(?:bruises|marks)', 'purple (?:marks|patches)', 'broken tooth', 'tooth is broke*', 'glasses broke', 'excuses for (?:the )?(?:marks|bruises)', '(?:me|i was|i ended up|left me) on the floor', '(?:knocked|threw|pushed) me (?:to|on) the floor', 'hit (?:his|her|my) head', 'not breathing', 'so quiet'),
  he('סימנים', 'סימן כחול', 'כחולים', 'חבורות', 'חבורה', 'פנס', 'שטף דם', 'נפיחות', 'שבר', 'תפרים', 'מיון', 'שרוולים ארוכים', 'להסתיר את הסימנים', 'נפוח', 'נפוחה', 'נפיחות', 'שבור', 'שבורה', 'אותי על הרצפה', 'שכבתי על הרצפה', 'נפלתי על הרצפה', 'שלפוחיות', 'כוויות', 'כווייה', 'הכתמים הסגולים', 'לכסות את הכתמים', 'מכה בראש', 'קיבל מכה', 'קיבלה מכה'),
);

const SEX = any(
  en('sex', 'sexual*', 'intima*', 'tearing', 'torn', 'friday night', 'every time', 'did what he wanted', 'does what he wants', 'sleep with (?:him|her)', 'have sex', 'do things', 'he wants it', 'his needs', 'in bed', 'at night', 'the nights', 'closeness', 'nagah ba', 'noge.?a ba', 'mathil', '(?:him|her)self on me', 'his way with me', 'his needs', 'his rights', 'be together', 'being together', 'marital', 'conjugal', 'wants it', 'do it', 'does it', 'sleep with', 'slept with', 'have relations', 'relations', 'marital relations', 'in bed', 'touch*', 'undress*', 'naked', 'nude', 'private parts', 'privates', 'on top of me', 'rape*', 'molest*', 'grope*', 'fondl*', 'porn*', 'his body', 'my body', 'onah', 'mitzvat onah', 'bedroom', 'kiss* (?:her|him|me) (?:on|in)', 'bath with', 'shower with', 'sleeps in (?:her|his) bed', 'oness?', 'yachasim'),
  he('יחסים', 'יחסי מין', 'מין', 'מיני', 'מינית', 'לשכב', 'שוכב', 'שכב', 'נוגע', 'נגע', 'נגיעות', 'מקומות מוצנעים', 'מקומות אינטימיים', 'איברים מוצנעים', 'ערום', 'ערומה', 'ערומים', 'אינטימי', 'אינטימיות', 'במיטה', 'אונס', 'אנס', 'תקיפה מינית', 'הטרדה', 'מצוות עונה', 'עונה', 'חובת עונה', 'פורנו', 'מתקלח איתה', 'מתקלח איתו', 'קרבה', 'הלילות', 'בלילות', 'משתפת פעולה', 'לשתף פעולה', 'עשה מה שרצה', 'עושה מה שהוא רוצה', 'ליל טבילה', 'לילה כזה', 'ליל שישי', 'שיירדם'),
);

const NO_CONSENT = any(
  en('forc*', 'makes? me (?:have|do|sleep|perform|watch|be with)', 'made me (?:have|do|sleep|perform|watch)', 'pressur*', "won't stop", "doesn't stop", 'does not stop', "didn't stop", "wouldn't stop", 'even (?:when|though|if) i (?:say|said|tell|told|beg|begged|cry|cried)', 'when i say no', 'i (?:say|said|told him|tell him) no', 'against my will', "(?:can't|cant|cannot) (?:refuse|say no)", 'not allowed to (?:refuse|say no)', "i'm not allowed to say no", 'my (?:duty|obligation)', "it's my duty", 'wifely duty', 'owe (?:him|her)', 'entitled', 'while i (?:was )?(?:asleep|sleeping|crying|drunk)', 'when i(?:.m| am| was)? (?:asleep|sleeping|crying)', 'i cry', 'hold me down', 'held me down', 'pinned me', "doesn't care (?:if|that|when) i", 'no choice', "don't want to", 'do not want to', 'threatens? (?:to|me)', 'unless i', "(?:didn't|doesn't|won't|wouldn't) wait", 'just takes', 'takes what he wants', 'without asking', 'pins? me (?:down|to)', 'freeze up', 'be.?koach', 'lo mekabel lo', 'yeshena', 'lesarev', 'moredet', "isn'?t his job to wait", "(?:won't|doesn't) wait until i", 'no matter what i say', 'whatever i say', 'consensual', 'consent', 'magia lo', 'lokeach et ma', 'lo shomea', "(?:won't|doesn't|does not|will not) take no", 'no for an answer', "things i (?:don't|do not) (?:want|like)", 'even (?:when|though|if) it hurts', 'it hurts and', "(?:doesn't|does not) care (?:that|if|when) it hurts", 'wakes? me (?:up )?(?:for|to|in the middle)', 'gets? (?:angry|mad|violent) (?:if|when) i (?:refuse|say no|am not in the mood)', "if i (?:don't|do not|refuse)", 'not in the mood', 'too tired', 'sick', 'fever', 'still healing', 'after (?:the )?birth'),
  he('מכריח', 'הכריח', 'מכריחה', 'כופה', 'כפה', 'בכוח', 'בעל כורחי', 'נגד רצוני', 'בלי הסכמה', 'לא מפסיק', 'לא הפסיק', 'גם כשאני אומרת לא', 'גם כשאני אומר לא', 'למרות שאמרתי לא', 'אמרתי לא', 'כשאני בוכה', 'כשאני ישנה', 'בזמן שישנתי', 'לא יכולה לסרב', 'אסור לי לסרב', 'אין לי ברירה', 'חובה שלי', 'החובה שלי', 'זו חובתי', 'חובת האישה', 'לא רוצה ו', 'לא רציתי', 'לא מחכה שאני מוכנה', 'לא מחכה שאסכים', 'לא משנה מה אגיד', 'לוקח מה שהוא רוצה', 'פשוט לוקח', 'בלי לשאול', 'מסרבת', 'לסרב', 'מורדת', 'התחננתי', 'ביקשתי שיפסיק', 'לא מקבל לא', 'דברים שאני לא רוצה', 'כואב לי והוא', 'מעיר אותי', 'זכות לסרב', 'אם אסרב', 'כשאני מסרבת', 'לא במצב רוח', 'עייפה', 'מחביא את המפתח', 'נועל את דלת'),
);

// "When I say no he doesn't stop": alarming even before anything sexual is named.
const SAYS_NO = any(en('say no', 'said no', 'saying no', 'said stop', 'say stop', 'tell him no', 'told him no', 'told him to stop', 'asked him to stop', 'i cry', 'i cried', 'cried', "i'm crying", 'beg', 'begged', 'push him away', 'pushed him away', 'refus*', 'amra lo', 'amarti lo', 'lo mekabel lo'), he('אומרת לא', 'אמרתי לא', 'בוכה', 'בכיתי', 'מתחננת', 'התחננתי', 'דוחפת אותו', 'ביקשתי שיפסיק', 'ביקשתי ממנו להפסיק', 'שיפסיק', 'מסרבת', 'סירבתי'));
const GOES_ON = any(en("(?:doesn't|won't|didn't|wouldn't|does not|did not|will not|never) stop", 'keeps going', 'kept going', 'continues', 'carries on', 'ignores (?:it|me)', 'makes it worse', 'gets (?:rougher|worse|angry|harder)', 'lo hifsik', 'lo mafsik', 'himshich', 'pashut mathil'), he('לא מפסיק', 'לא הפסיק', 'ממשיך', 'המשיך', 'מתעלם', 'יותר קשוח', 'יותר גרוע', 'נהיה אלים', 'מעניש'));

// Said as people say it when they cannot say it: a wife's "duty" used against a refusal, waiting
// for it to be over, being drugged or filmed.
const WIFE_DUTY = any(en('duty', 'obligation', 'owe (?:him|her)', 'a good (?:jewish )?wife', 'wifely', 'his right', 'a wife must', 'never refuses', "can't refuse", 'chova', 'moredet', 'yaanish', 'ya.anish'), he('חובה', 'חובתי', 'מורדת', 'זכותו', 'אישה טובה', 'אשה טובה', 'יעניש', 'מגיע לה', 'לשמוע בקול'));
const ENDURE = any(en('wait for it to (?:be over|end|stop)', "until it'?s over", 'until it ends', 'lie there', 'send the kids to (?:their|the|a) room', 'hide in the bathroom', "(?:it|this) happens again", 'every argument ends', 'how things are here', 'ad she.?ze over', 'stand near the (?:front )?door', 'keep my face away', 'sleep with my shoes on', 'keep (?:a|my) bag packed', 'flinch\\w*', 'step(?:ped|s)? in front of me', 'count (?:the )?ceiling', 'stare at the ceiling', 'dissociat\\w*', 'lishon im naalayim', 'lehagia ladelet'), he('מחכה שזה ייגמר', 'מחכה שייגמר', 'עד שזה נגמר', 'עד שזה עובר', 'שולחת את הילדים לחדר', 'מזהה את הטון'));
const DRUGGED_OR_FILMED = any(en('(?:put|putting|puts|slipped) something in my (?:drink|tea|coffee|food|wine)', 'drugg*', 'spiked', 'wake up sore', 'woke up sore', "don't remember anything", 'filmed (?:us|me)', 'recorded (?:us|me)', 'photos of me', 'pictures of me', 'show (?:it|them|the video|the pictures|the photos) to', 'remember only (?:parts|bits|pieces)'), he('שם לי משהו', 'הוסיף לי משהו', 'משהו לכוס', 'משהו לשתייה', 'זוכרת רק חלקים', 'לא זוכרת כלום', 'סימם', 'צילם אותנו', 'צילם אותי', 'הקליט', 'תמונות שלי', 'יראה את הסרטון'));
const AFTERMATH = any(en('feel (?:so )?dirty', 'feel like an object', 'feel used', 'like a (?:thing|toy|object)'), he('מרגישה מלוכלכת', 'מרגישה כמו חפץ', 'מרגישה משומשת', 'כמו חפץ'));
// Injuries that are hidden or explained away (not stitches or a cast, which halachic questions name).
const INJURY_HIDDEN = any(en('bruis*', 'black eye', 'marks on my', 'the marks', 'mark on my (?:cheek|face|neck|arm)', 'handprint', 'told (?:\\w+ )?(?:that )?i fell', 'said i (?:fell|walked into)', 'walked into a door', 'says (?:she|he) fell', 'cover (?:my )?(?:cheek|neck|eye)', 'shen shvura', 'omeret shenafla', 'split (?:my )?lip', 'swollen', 'long sleeves', 'cover (?:the )?(?:bruises|marks)', 'excuses for', 'purple (?:marks|patches)', 'fingerprints on'), he('סימנים', 'סימן כחול', 'כחולים', 'חבורות', 'חבורה', 'פנס', 'שרוולים ארוכים', 'להסתיר את הסימנים', 'הכתמים הסגולים', 'לכסות את הכתמים', 'סימן על הלחי', 'סימן בצורה', 'סימן של יד', 'שנפלתי', 'שנפלה', 'לכסות את הלחי', 'לכסות את הצוואר', 'סגול-ירוק', 'שן שבורה', 'צלע', 'חתך מעל'));
// Injuries someone inflicted (not an emergency-room visit or stitches, which accidents share).
const INJURY_INFLICTED = any(INJURY_HIDDEN.source, en('blister*', 'cigarette burns?', 'burn marks', 'broken (?:arm|rib|ribs|bone|nose|finger|wrist|tooth)', 'tooth is broke*', 'glasses broke', 'bleeding (?:nose|lip)', 'hit (?:his|her|my) head', 'concussion', 'not breathing', 'so quiet'), he('שלפוחיות', 'כוויות', 'כווייה', 'שבר ב', 'נפוח', 'נפוחה', 'שפה נפוחה', 'אותי על הרצפה', 'מכה בראש', 'קיבל מכה', 'קיבלה מכה'), en('dam baaf', 'maka barosh'));
const RAPE = any(en('rape*', 'raping', 'molest*', 'touched me inappropriately', 'touched me when i was', 'nagah bi', 'be.?ofen lo rauy', 'takes? me by force', 'by force', 'rubs? (?:himself )?(?:against|on) me', 'started (?:to )?touch(?:ing)? me', 'touching me (?:without|when|while)', 'sa.?d me', 'got sa.?d', 'hichriach oti', 'machriach oti', 'developing properly', 'naga bo', 'naga ba', 'sexually assault*', 'sexual abuse', 'abus\\w* me sexually', 'forced himself', 'forces himself', 'force himself', 'forcing himself', 'forced herself', 'ones oti', 'anas oti'), he('אונס', 'אנס', 'אנסה', 'נאנסתי', 'תקיפה מינית', 'פגיעה מינית', 'ניצול מיני', 'הכריח אותי', 'מכריח אותי', 'כפה עליי', 'כופה עליי', 'כפה את עצמו', 'נגע בי', 'באופן לא ראוי', 'בצורה לא ראויה', 'לוקח אותי בכוח', 'לקח אותי בכוח', 'מתחכך בי', 'מתחכך', 'נצמד אליי', 'התחיל לגעת בי', 'לגעת בי', 'נוגע בי'));
const PHYSICAL_EUPHEMISM = any(en('got physical', 'gets physical', 'get physical', 'physical with me', 'with (?:his|her) (?:hands|fists)', 'loses? control of (?:his|her) hands', 'raised (?:his|her) hand', 'lays? (?:a )?hands? on', 'laid (?:a )?hands? on', 'put (?:his|her) hands on', 'im hayadayim', 'herim yad', 'hisbir li', 'back of (?:his|her) hand', 'corrected me', 'disciplin\\w* me', 'put me in my place', '(?:gets|got|becomes|became|turns|turned) violent', 'violent (?:with|towards?|to) (?:me|us|the kids|the children)', 'domestic violence', 'abus(?:es|ed|ing|ive) (?:me|us|the kids|the children)', 'abusive', 'alim elay'), he('בידיים', 'הרים עליי יד', 'הרים יד', 'מרים יד', 'שלח ידיים', 'שולח ידיים', 'מחנך', 'נהיה אלים', 'נהייתה אלימה', 'אלים כלפי', 'אלים איתי', 'אלימות במשפחה', 'אלימות בבית'));
const SELF_INJURY = any(en('cutting again', 'started cutting', 'cut again', 'cut myself', 'cutting myself', 'scratch\\w* (?:my|myself|until)', 'burn\\w* myself', 'bang\\w* my head', 'hit\\w* myself', 'punch\\w* myself', 'until (?:they|it|i) bleed', 'deeper than (?:usual|before|last time)', 'on my (?:thighs|wrists)', 'self.?harm\\w*', 'relapsed', 'chotechet', 'chotech', 'sorefet et', 'matzmida et hayad', 'press\\w* my (?:arm|hand) (?:to|against|on)', '(?:burn|cut|hurt)\\w* (?:myself|my (?:arm|hand|legs?|wrists?)) on purpose'), he('חותכת את עצמי', 'חותך את עצמי', 'חתכתי את עצמי', 'שרפתי את עצמי', 'כוויתי את עצמי', 'שורטת את עצמי', 'שורט את עצמי', 'שרטתי', 'עד שיורד דם', 'שורפת את עצמי', 'מכה את עצמי', 'להכאיב לעצמי', 'פוגעת בעצמי', 'פוגע בעצמי', 'שורפת את היד', 'מצמידה את היד', 'לא בטעות'));
// Death said of someone else, or in a threat: for a partner's threat and a third person at risk.
const DEATH_ANY = any(
  en('kill (?:himself|herself|themselves)', 'killing (?:himself|herself)', 'do something to (?:him|her)self', 'something stupid', 'not worth living', "(?:doesn't|does not|won't) want to live", 'no reason to live', "can't live without", 'life without me', 'end (?:his|her) life', 'goodbye (?:message|note|letter|post)', 'posted (?:a )?goodbye', 'on (?:himself|herself)', "won't be alive", 'not be alive', "won't be (?:here|around|anyone|a husband|a wife|a father|a mother)", "there won't be (?:anyone|a husband|a wife|anybody)", 'find (?:me|him|her) (?:in the morning|dead|hanging)', 'the ones to find (?:him|her)', 'go to sleep for good', 'for good', 'overdos*', 'take (?:all )?(?:of )?(?:his|her) (?:pills|meds|tablets)', 'swallow', 'jump\\w*', 'hang (?:himself|herself)', 'drive into', 'crash (?:the|his|her) car', 'noose', 'end (?:it|his life|her life|it all)', 'wish\\w* (?:he|she) (?:was|were) dead', 'wants? to die', 'wanted to die', 'never have to deal with (?:me|him|her) again', 'be free of (?:me|him|her)', 'suicid*', 'to (?:his|her) (?:mother|father|mom|dad) (?:upstairs|in heaven)', 'meet (?:his|her) (?:mother|father|mom|dad)', 'tachtoch et atzma', 'yachtoch et atzmo', '\\w+ et atzm(?:o|a)', 'yitle', 'title', 'akfotz', 'yikfotz', 'tikfotz', 'yitale', 'titale', 'lo yihye bachayim', 'yitabed', 'titabed', 'lo (?:e|a)hye po', 'lo (?:ti|yi)hye po', 'gave (?:me |away )?(?:his|her|all his|all her) (?:\\w+ )?(?:watch|things|belongings|tallis|jewelry|tefillin)', 'giving away (?:his|her|my) (?:things|stuff|belongings)', "i.?m done with life", 'make you a widow\\w*', "you.ll need (?:these|this) for"),
  he('יתלה', 'תתלה', 'יקפוץ', 'תקפוץ', 'קופץ', 'קופצת', 'אקפוץ', 'לא יהיה בחיים', 'לא תהיה בחיים', 'תמצאי אותי', 'תמצא אותי', 'ימצאו אותי', 'זה נגמר', 'ייגמר הכל', 'לפגוש את אמא שלו', 'לפגוש את אבא שלו', 'למעלה', 'מתאבד', 'מתאבדת', 'יתאבד', 'תתאבד', 'להתאבד', 'יהרוג את עצמו', 'תהרוג את עצמה', 'יבלע', 'תבלע', 'יחתוך את עצמו', 'אעשה אותך אלמן', 'תהיה אלמן', 'תהיי אלמנה', 'תחתוך את עצמה', 'רוצה למות', 'רוצה להתאבד', 'לא רוצה לחיות בלעדיי', 'אין לו בשביל מה לחיות', 'אין לה בשביל מה לחיות', 'יגמור עם עצמו', 'תגמור עם עצמה', 'ישים קץ', 'תשים קץ', 'מכתב פרידה', 'יעשה משהו לעצמו', 'תעשה משהו לעצמה'),
);
const LEAVING = any(
  en('leave', 'leaving', 'left', 'fight', 'argument', 'stay', 'come back', 'without me', 'ignore (?:him|her)', 'block*', 'divorc*', 'separat*', 'move out', 'moving out', 'break up', 'lawyer', 'custody', 'get', 'beit din', 'end the marriage', 'go to my parents', 'need a break', 'walk out', 'file', 'if i go', 'ozev', 'ozevet', 'preda', 'gerushin', 'lehitgaresh', 'rabanut', 'tik', "if i (?:don't|do not) (?:answer|come|reply|call)"),
  he('עוזבת', 'עוזב', 'לעזוב', 'אעזוב', 'גירושין', 'להתגרש', 'מתגרשת', 'גט', 'פרידה', 'להיפרד', 'נפרד', 'בנפרד', 'עורך דין', 'עורכת דין', 'תביעת', 'הפסקה', 'רבנות', 'התיק', 'אם אני לא עונה', 'אם אני עושה את זה'),
);
const THIRD_PERSON_DEATH = any(
  en('(?:he|she|they) (?:wants?|wanted|wishes|wished) (?:to die|(?:he|she|they) (?:was|were) dead|to kill (?:him|her)self)', '(?:talks?|talking|talked|texted|wrote) about (?:killing (?:him|her)self|suicide|dying|wanting to die|ending it)', 'use it on (?:him|her)self', '(?:tried|trying|attempted) to (?:kill|hurt) (?:him|her)self', 'suicid*', 'put an end to (?:it|this|everything|it all)', 'said goodbye to everyone'),
  he('רוצה למות', 'רוצה להתאבד', 'מדבר על להתאבד', 'מדברת על להתאבד', 'מדבר על התאבדות', 'מדברת על התאבדות', 'ניסה להתאבד', 'ניסתה להתאבד', 'לפגוע בעצמו', 'לפגוע בעצמה', 'לשים סוף לכל', 'לשים סוף לזה', 'נפרד מכולם', 'נפרדה מכולם'),
);
const THREAT_SPEECH = any(
  en('watch (?:my|your) back', "(?:you'll|you will) (?:never|not) see (?:the|your|them)", 'take (?:the )?kids (?:abroad|away|and)', 'over my dead body', 'end up (?:dead|in the hospital|like)', 'hurt you', 'kill you', 'kill us', 'kill me', 'break (?:your|my) (?:legs|neck|face)', 'ruin (?:your|my) life', 'destroy (?:you|me)', 'with (?:a|his) (?:knife|gun)', 'accidents happen', 'say goodbye to (?:the kids|the children|your kids|the baby)', 'say goodbye', "you'll regret", 'you will regret', "i'll regret", 'regret the day', "you'll be sorry", "i'll be sorry", 'pay for (?:this|it)', 'know(?:s)? where (?:you|i) (?:live|sleep|are|work)', 'be careful (?:how|when|where) you', 'make (?:you|me) disappear', 'bury (?:you|me)', 'slit (?:your|my) throat', 'etztaer', 'titztaeri', 'lehagid shalom', 'yodea eifo', 'yishchat', "(?:i'll |i will )?always find you", 'find you wherever', 'motze otach', 'unfortunate (?:falls?|accidents?)', 'have an accident', 'closer than you think', 'krova yoter', 'karov yoter', 'burn (?:your|the|my) house', 'burn it down', 'grow up without (?:a )?(?:mother|mom|father|dad)', 'yigdelu bli', 'yidaeg', 'parked outside', 'following me', 'stalk\\w*', 'rather be a widow\\w*', 'at the funeral', 'bury you', 'only (?:1|one) of us', 'no one will hear (?:you|me)', 'af echad lo yishma', 'ani ahrog otach', 'lo tire et', 'lo tir.?e et', 'acid', 'cut (?:the|her|my) tyres', 'see how long you'),
  he('ישחט', 'אשחט', 'תיזהרי', 'תזהרי', 'אסון$', 'תגידי שלום', 'להגיד שלום לילדים', 'יודע איפה', 'אשלם על זה', 'תשלמי על זה', 'אצטער', 'תצטערי', 'ידאג שאני', 'יעלים', 'אעלים', 'יהרג$', 'אהרג$', 'להרג$', 'יהרוג', 'ישפוך עליי', 'חומצה', 'אעשה אותך אלמן', 'תגיע ללידה', 'ניקב', 'מנוקבות', 'ירצח', 'ירצח אותי', 'תמיד מוצא אותך', 'אמצא אותך', 'אשרוף', 'ישרוף', 'מעלים לך', 'לא תמצאי אותם', 'לא תמצא אותם', 'יגדלו בלי', 'קרוב יותר ממה ש', 'עוקב אחריי'),
);
const CONTROL_SOFT = any(
  en('takes my (?:entire |whole )?(?:salary|paycheck|wages|money)', 'gives me \\d+', 'show (?:him|her) (?:the )?receipts', 'receipts for everything', 'send (?:him|her) a (?:photo|picture|selfie) every', 'so (?:he|she) knows where i am', 'calls my boss', 'manages? everything', 'my bank account', 'my car keys', 'who i talk to', 'who (?:she|he) talks to', 'gps', 'tracker', 'decides what (?:i|she|he) wears?', "won't let (?:her|him) (?:drive|work|go|leave|see|talk|call)", 'must obey', 'obey', "can'?t go (?:to|out|anywhere) unless", 'unless i beg', '(?:he|she) has my phone', 'took my (?:cards|phone|keys|passport)', 'right to know where', 'lakach (?:li|la) et', 'bli reshut', 'bli she', 'ein li shekel', 'darkon', 'kartis', 'shomer alai', 'lo yechola (?:latzet|ledaber)', 'decides? (?:when|what|where|who|which) i', '(?:choos|pick)\\w* (?:which|who|where|what) i', "which \\w+ i'?m allowed", 'have to be home by', 'so (?:he|she) can hear', 'prove where i', 'report (?:to (?:him|her)|where i am|everything)', 'wait for (?:his|her) (?:approval|permission|ok)', 'answer(?:s|ed)? my phone', 'no friends left', 'cut off from everyone', 'show (?:him|her) (?:my|all my|the) (?:messages|texts|phone)', 'interrogat\\w*', 'punish\\w* me', 'forbade me', 'leharot lo', 'leharot la', 'hodaot', 'sichat birur', 'lakcha', 'maskoret', '\\d+ shekel', 'battery percentage', 'shares? (?:my )?locations?', 'airtag', 'tracker', 'odometer', 'kilometrazh', 'browser history', 'without (?:his|her) (?:approval|permission)', "(?:didn'?t|did not) (?:approve|aprove)", 'selfie (?:each|every) time', 'text (?:my husband|him) .landed', 'weighs me', 'how much i eat', "(?:dont|doesn't|won't) let me learn", 'speaks? for me', 'marsha li', 'kor.?a et hahodaot', 'silent treatment', 'no .{1,4} without asking'),
  he('אסור לי ללכת', 'לשמוע בקול', 'לציית', 'לוקח לי את', 'לקח לי את', 'בלי רשות', 'בלי שהוא יודע', 'אין לי שקל', 'הדרכון', 'הכרטיסים', 'כרטיס האשראי', 'לא יכולה לצאת', 'לא יכולה לדבר עם', 'צריכה לשלוח לו', 'לדווח לו', 'מחליט מה אני לובשת', 'מחליט עם מי', 'אסרה עליי', 'אסר עליי', 'אוסר עליי', 'אוסרת עליי', 'היסטוריית השיחות', 'מוחק לי', 'מוחקת לי', 'מחליטים מתי אני', 'מחליט מתי אני', 'מחליטה מתי אני', 'מה אני לובשת', 'לקחו לי', 'מחכה לאישור', 'לאישור שלו', 'מעניש אותי', 'בעלי מעניש', 'בודק לי את', 'בודקת לו את', 'בודקת לי את', 'בודק לה את', 'קובעת עם מי', 'קובע עם מי', 'לוקחת לו את', 'לוקח לה את', 'לדווח לו', 'לדווח לה', 'בלי שבעלי בחר', 'שוקל אותי', 'קובע כמה אני אוכלת', 'רשם את הדירה', 'רק על שמו', 'כל קנייה עוברת דרכו', 'אם בעלי יאשר', 'אישור ממנו', 'שולט לי', 'מחליט גם אם מותר', 'שאפסיק לעבוד', 'שאמחק את', 'בלי שהוא שם', 'בלי לשאול'),
);
const CHILD_AT_RISK = any(
  en('secret game', 'not allowed to tell', 'our (?:little )?secret', 'keep (?:it|this) (?:a )?secret', 'asks? (?:her|him|them) to keep', 'sends? (?:her|him|them) (?:pictures|photos|pics|messages|videos)', 'shows? (?:her|him|them) (?:videos|porn|pictures)', 'walks? in on (?:her|him)', 'sleeps? in (?:her|his) bed', 'sits? (?:her|him) on (?:his|her) lap', 'groom*', 'inappropriate (?:messages|photos|touching|texts)', 'drunk (?:with|driving)', 'drives? drunk', 'locks? (?:him|her|them) (?:in|out)', 'locked (?:him|her|them) (?:in|out)', 'no food', "(?:doesn't|didn't|won't) feed", 'starves? (?:him|her|them)', 'starved (?:him|her|them)', '(?:is|has been|been|started|keeps) cutting', 'wants? to (?:kill (?:him|her)self|die|disappear)', 'wish(?:es)? (?:he|she) (?:was|were)n?.?t (?:born|alive)', "(?:won't|doesn't|hasn't|didn't) let (?:him|her|them) eat", 'lost weight', 'out of the trash', 'plays? doctor', 'under (?:the )?(?:bath )?water', "(?:holds?|held|cover\\w*|clos\\w*) (?:his|her|the baby'?s?) (?:face|mouth|nose)", 'mouth and nose', 'left alone', 'alone in the (?:car|apartment|house)', 'locked car', 'sleeping pills', 'giving (?:him|her|the baby|them) (?:pills|medicine|meds|alcohol)', 'finally be quiet', 'shut (?:him|her) up', 'against the wall', 'balcony railing', 'et hape', 'hape ve', 'lisgor lo', 'buys? (?:him|her) (?:gifts|presents)', 'told (?:him|her) not to tell', 'lo lesaper', 'kone lo matanot', 'nosea ito levad', 'alcohol', 'schnapps', 'vodka', 'whisk(?:e)?y', "(?:couldn't|can't|won't) (?:properly )?wake up", 'unresponsive', 'met (?:him )?online', 'from (?:tiktok|instagram|snapchat|discord|the internet)', 'older man', 'grown man', '\\d\\d year old (?:man|guy)', 'come alone', 'locked out', 'stairwell', 'without (?:food|shoes|a coat)', 'locks? (?:\\w+ ){0,3}in (?:the|a|his|her) (?:basement|room|closet|cupboard|bathroom|shed|car)', 'under (?:her|his) (?:skirt|clothes|shirt|dress|pajamas)', 'hand (?:under|inside)', 'cigarette', 'photograph\\w* (?:her|him)', 'takes? (?:pictures|photos) of (?:her|him)', '(?:photograph\\w*|watch\\w*|film\\w*) (?:her|him) (?:in|while|when)', 'mitkalechet', 'matzalem', 'mtzalem', 'tmunot shela', 'sratim', 'lo tzneim', 'mare lo', 'dangl\\w*', 'over the (?:flames|fire|balcony|edge|railing|parapet)', 'until (?:she|he) screams', 'tushie', 'down there', 'lock (?:for|on) (?:her|his|my) door', 'comes? (?:in )?to check (?:on )?(?:me|her|him) at night', 'lashevet alav', 'sit on (?:his|him)', 'cuts on (?:his|her)', "(?:doesn'?t|won'?t|didn'?t) give (?:him|her|them) (?:his|her|their) (?:inhaler|medicine|meds|insulin)", 'window ?ledge', 'on the (?:ledge|railing|roof) with', 'mealhamaake', 'ties (?:him|her|them) (?:to|up)', 'tied (?:him|her|them) (?:to|up)', 'koshar', 'door is locked', 'sleep in the (?:bathtub|bath|car|garage|hallway|street)', 'alone in the (?:dark|bathroom|closet)', 'home alone (?:a lot|all weekend|for days)', 'leaves (?:him|her|them) in the (?:flat|apartment|house)', 'shalpuchit', 'keonesh', 'yashen barechov', 'lehikanes habayta', 'calming drops', 'sedat\\w*'),
  he('מנעול', 'בא לבדוק אותי', 'לשבת עליו', 'חתכים', 'לא נותן לו את המשאף', 'את התרופות שלו', 'אדן החלון', 'מעל המעקה', 'קושר אותו', 'קשר אותו', 'קושר אותה', 'פ"מ', 'כעונש', 'טיפות הרגעה', 'טיפות', 'ישן ברחוב', 'להיכנס הביתה', 'אמר לו לא לספר', 'אמר לה לא לספר', 'קונה לו מתנות', 'קונה לה מתנות', 'גבר בן', 'בטיקטוק', 'באינסטגרם', 'לבוא לבד', 'לבד לדירה', 'ננעל בחוץ', 'נעול בחוץ', 'בחדר המדרגות', 'בלי נעליים', 'סרטים לא צנועים', 'מראה לו סרטים', 'מראה לה סרטים', 'סרטי מין', 'מתחת לחצאית', 'מתחת לבגדים', 'מצלם אותה', 'צילם אותה', 'כשהיא מתקלחת', 'כשהוא מתקלח', 'סיגריה', 'שולח לה תמונות', 'שולח לו תמונות', 'ישן איתה במיטה', 'ישן איתו במיטה', 'סוד בינינו', 'לשמור סוד', 'בלי אוכל', 'שיכור', 'שתוי', 'נועל אותו בחדר', 'נועל אותה בחדר', 'לבד באוטו', 'משאיר את התינוק לבד', 'משאירה את התינוק לבד', 'השאיר אותו לבד', 'השאירה אותו לבד', 'במקלחת', 'למקלחת', 'נועל את הדלת', 'נכנס לחדר שלה', 'סוגר לו את הפה', 'סוגר לה את הפה', 'הפה והאף', 'מתחת למים', 'כדורי שינה', 'לא אוכל', 'לא אוכלת', 'ישנה המון', 'באוטו בחום', 'בחום של'),
);
const FAREWELL = any(en('thank you for everything', 'thanks for everything', 'take care of (?:mom|dad|the kids|my kids|everyone)', 'goodbye', 'farewell', 'toda al hakol', 'tishmeri al', 'tishmor al'), he('תודה על הכל', 'תשמרי על', 'תשמור על', 'להתראות לכולם', 'שלום לכולם'));
const UNREACHABLE = any(en("turned off (?:his|her|the) phone", "(?:can't|cannot|couldn't) reach (?:him|her)", "(?:isn't|not|stopped) answering", 'not picking up', 'phone (?:is )?off', 'kiba et hatelefon', 'lo matzlicha lehasig', 'lo oneh', 'lo ona'), he('כיבה את הטלפון', 'כיבתה את הטלפון', 'לא עונה', 'לא מצליחה להשיג', 'לא מצליח להשיג', 'הטלפון כבוי'));
const GOING_AWAY_PLAN = any(en('decided', 'already decided', 'made up my mind', 'last (?:birthday|shabbat|time)'), he('החלטתי', 'כבר החלטתי', 'האחרון שלי'));
const WEAPON_AT_ME = any(en('at me', 'towards? me', 'against my', 'to my (?:throat|neck|head|face|chest)', 'in my face', 'held (?:it|a|the|his)', 'pointed', 'waved', 'showed (?:me|it to me)', 'under (?:the|his|her) pillow', 'sleeps with', 'keeps (?:a|the) (?:gun|knife)', 'threat\\w*', 'if i', 'bought'), he('עליי', 'אליי', 'לי בפנים', 'לגרון', 'כיוון', 'נופף', 'הראה לי', 'מתחת לכרית', 'אם אני'));
// Play, sport and accidents, where bruises and falls are nobody's doing.
const PLAY_OR_SPORT = any(en('pillow fight', 'wrestl*', 'tickl*', 'play ?fight*', 'laser tag', 'paintball', 'rugby', 'football', 'soccer', 'basketball', 'hockey', 'karate', 'judo', 'boxing class', 'playground', 'trampoline', 'fell off (?:his|her|the) (?:bike|scooter|swing)', 'at practice', 'on the field'), he('מלחמת כריות', 'היאבקות', 'דגדוג', 'כדורגל', 'כדורסל', 'קראטה', 'ג.ודו', 'טרמפולינה', 'נפל מהאופניים', 'במגרש'));
// Hebrew "throws / beats <object>": harm only when the object is a child (near CHILD below).
const HANDLES_ROUGHLY = any(HARM_ACT.source, he('זורקת את', 'זורק את', 'זרק את', 'זרקה את', 'מכה את', 'היכה את', 'מטלטל את', 'טלטל את'));
const CONDITIONAL = any(en('if i', 'unless i', "if (?:you|she|he) (?:don't|doesn't)", 'or else', 'im ani', 'she.?im'), he('אם אני', 'אם את', 'שאם', 'אחרת'));

const WEAPON = any(
  en('knife', 'knives', 'gun', 'guns', 'pistol', 'rifle', 'weapon*', 'blade', 'axe', 'machete', 'hammer', 'baseball bat', 'loaded', 'firearm', 'sakin', 'ekdach', 'neshek'),
  he('סכין', 'סכינים', 'אקדח', 'רובה', 'נשק', 'גרזן', 'פטיש'),
);

const THREAT = any(
  en('threat*', "said (?:he|she)(?:'d| would| will|'ll)", 'swore', 'warned me', "you'll regret", 'you will regret', "you're going to regret", "you'll be sorry", 'make sure (?:i|you) never', 'never see (?:the kids|the children|them|my kids|my children|your kids|your children|us) again', 'take (?:the kids|the children|them|my kids|my children|our kids|the baby) (?:away|abroad|from me|and leave|to)', 'kidnap*', 'disappear with', "(?:he|she)(?:'ll| will| would|'d| is going to| is gonna) (?:kill|hurt|harm|end|finish) (?:me|us|you|them|the kids)", "(?:i'll|i will|i'm going to|gonna) (?:kill|hurt|end|finish) you", 'end (?:me|you)', 'finish (?:me|you)', 'pointed', 'waved', 'held (?:a|the|his)', 'showed me', 'sleeps with', 'under (?:the|his|her) pillow', 'keeps (?:a|the)', "or else", 'pay for this', 'meayem*', 'iyem', 'ihem'),
  he('מאיים', 'מאיימת', 'איים', 'איימה', 'איומים', 'תצטערי', 'תצטער', 'לא תראי', 'לא תראה', 'ייקח את הילדים', 'יקח את הילדים', 'ייקח לי את', 'יחטוף', 'לחטוף', 'לחו"ל', 'יהרוג', 'אהרוג', 'להרוג', 'ירצח', 'לרצוח', 'אגמור אותך', 'יגמור אותי', 'אגמור עלייך', 'ישלם על זה', 'תשלמי על זה', 'כיוון אלי', 'כיוון אליי', 'נופף', 'הראה לי', 'ישן עם', 'מתחת לכרית', 'אחרת'),
);

const FEAR_OF_PERSON = any(
  en('(?:afraid|scared|terrified|frightened) of (?:him|her|my husband|my wife|my partner|my father|my dad|what (?:he|she) (?:might|will|would|could) do)', '(?:afraid|scared|terrified) to (?:go|come) home', 'fear for my (?:life|safety)', 'afraid for my (?:life|safety)', "(?:afraid|scared|terrified|worried) (?:that )?(?:he|she)(?:'ll| will| might| would| could| is going to) (?:hurt|kill|harm|hit|do something to)", 'walking on eggshells', 'hid(?:e|ing)? (?:from him|from her|in the bathroom|in my room)', 'lock(?:ed)? myself in', 'mefachedet mimenu', 'mefached mimena'),
  he('מפחדת ממנו', 'מפחד ממנה', 'פוחדת ממנו', 'פוחד ממנה', 'מפחדת מבעלי', 'מפחד מאשתי', 'מפחדת לחזור הביתה', 'מפחד לחזור הביתה', 'מפחדת ממה שהוא', 'פוחדת ממה שהוא', 'מפחדת שהוא יפגע', 'מפחדת שהוא יעשה', 'חוששת לחיי', 'חושש לחיי', 'מסתתרת', 'נעלתי את עצמי', 'הולכת על ביצים', 'על קצות האצבעות'),
);

const CONTROL = any(
  en("(?:won't|doesn't|does not|will not|never) let me (?:see|talk to|call|visit|go out|go anywhere|leave|work|have (?:any )?money|use the car|drive|out of|have friends|get a job|study|sleep|eat)", '(?:not allowed|forbidden|forbids me) to (?:see|talk to|call|visit|go out|leave|work|have|drive|use)', 'have to ask (?:him|her|his|her) (?:for|before|permission)', 'need (?:his|her) permission', 'ask (?:him|her) permission', 'permission to', '(?:checks|reads|goes through|monitors|tracks|controls) (?:all )?(?:of )?(?:my|every) (?:phone|messages|texts|emails|location|whatsapp|calls|bank|spending|receipts)', 'tracking app', 'tracks my', 'location (?:on|sharing)', '(?:took|takes|keeps|hid|hides|holds|locked up) (?:away )?my (?:passport|documents|papers|id|teudat zehut|visa|car keys|phone|keys|salary|paycheck|bank card|credit card)', '(?:controls|takes) (?:all )?(?:the|our|my) (?:money|salary|paycheck|bank account|credit cards?|finances)', 'allowance', 'gives me no money', 'no access to (?:any )?money', 'cut me off from', 'isolat*', "(?:won't|doesn't) let me (?:have|keep) (?:my own|a)", 'locks? me (?:in|out)', 'locked me (?:in|out)', 'changed (?:the|my) password', 'passwords', 'not allowed to leave', 'lo marshe li', 'lo noten li'),
  he('בודק את הטלפון', 'בודקת את הטלפון', 'קורא את ההודעות', 'קוראת את ההודעות', 'עוקב אחרי', 'עוקבת אחרי', 'אפליקציית מעקב', 'המיקום שלי', 'לקח את הדרכון', 'לוקח את המשכורת', 'לוקח לי את', 'לקח לי את', 'מחזיק את הדרכון', 'מחזיק את תעודת', 'תעודת הזהות שלי', 'לא נותן לי (?:כסף|לצאת|לעבוד|לראות|לדבר|להיפגש|ללכת|לנסוע|את ה)', 'לא נותנת לי (?:כסף|לצאת|לעבוד|לראות|לדבר|להיפגש|ללכת|לנסוע|את ה)', 'לא מרשה לי', 'לא מרשה ל', 'לא מאפשר לי (?:לצאת|לעבוד|לראות|לדבר|להיפגש|ללכת|לנסוע)', 'לא מאפשרת לי (?:לצאת|לעבוד|לראות|לדבר|להיפגש|ללכת|לנסוע)', 'אסור לי לצאת', 'אסור לי לדבר', 'אסור לי לפגוש', 'אסור לי לעבוד', 'לבקש רשות', 'צריכה רשות', 'רשות ממנו', 'דמי כיס', 'מבודד אותי', 'מבודדת אותי', 'ניתק אותי', 'מנתק אותי', 'נועל אותי', 'נעל אותי', 'שולט בכסף', 'שולט בכל', 'שולטת בכסף', 'הסיסמה', 'הסיסמאות'),
);

const PARTNER_SELF_THREAT = any(
  en("(?:kill|hurt|harm|end) (?:himself|herself|themselves|his life|her life|his own life|her own life)", 'suicide', "(?:he|she)(?:'ll| will| would|'d) (?:not live|jump|take pills|do something stupid|do something to (?:himself|herself))", 'without me (?:he|she)(?:.ll| will| would)', "(?:he|she) (?:can't|won't|cannot) live without me"),
  he('יתאבד', 'תתאבד', 'להתאבד', 'יפגע בעצמו', 'תפגע בעצמה', 'יעשה משהו לעצמו', 'תעשה משהו לעצמה', 'לא יחיה בלעדיי', 'לא תחיה בלעדיי', 'ישים קץ', 'יהרוג את עצמו', 'יקפוץ'),
  en('yitabed', 'titabed'),
);
const LEAVING_OR_THREAT = any(
  en('if i (?:leave|go|divorce|ask for a divorce|move out|say no|end it)', 'threat*', 'says?', 'said', 'keeps saying', 'told me', 'warns?', 'warned', 'whenever i', 'every time i', 'blackmail*', 'wrote', 'texted', 'messaged', "if i (?:don't|do not)"),
  he('אם אני לא', 'אם לא', 'כתב', 'כתבה', 'שלח', 'אם אעזוב', 'אם אלך', 'אם אתגרש', 'אם אבקש גט', 'אם אבקש גירושין', 'מאיים', 'מאיימת', 'איים', 'איימה', 'אמר', 'אמרה', 'אומר', 'אומרת', 'כל פעם ש', 'בכל פעם ש', 'כשאני מדבר', 'כשאני מדברת'),
);

const CHILD_DANGER_WORDS = any(
  en('not safe', 'in danger', 'unsafe', 'afraid for (?:their|his|her) safety', 'scared for (?:their|his|her) safety', '(?:afraid|scared|worried) (?:for|about) (?:the|my|our) (?:kids|children|son|daughter|baby)(?:.s)? safety', 'inappropriate*', 'inappropriately', "don't tell (?:mom|mommy|ima|anyone|your (?:mom|mother|father|dad))", 'shaken', 'shakes the baby', 'shook the baby', 'locked (?:him|her|them) in', 'left (?:him|her|them|the baby) alone', 'no food', 'starv*', 'wants to die', 'want to die', 'kill (?:himself|herself)', 'cutting (?:herself|himself)', 'cuts (?:herself|himself)', 'hurting (?:herself|himself)'),
  he('לא בטוחים איתו', 'לא בטוח איתו', 'לא בטוחה איתו', 'לא בטוחים איתה', 'לא בטוחים בבית', 'בסכנה', 'לא בסדר', 'בסוד', 'אל תגיד', 'אל תספר', 'טלטל את התינוק', 'מטלטל את התינוק', 'רוצה למות', 'רוצה להתאבד', 'חותכת את עצמה', 'חותך את עצמו', 'פוגעת בעצמה', 'פוגע בעצמו', 'לא אכל', 'נועל אותו', 'נועל אותה'),
);

// Harmless idioms that borrow the words above. Blanked before the rules read the text.
const IDIOMS: RegExp[] = [
  /\b(?:it|this|that|these|those|the \w+|traffic|work|my job|the commute|the heat|waiting|the suspense|my back|my feet|the kids|my boss)(?:'s| is| are| was| were)? (?:literally |honestly |really |just )?killing me\b/giu,
  /\bkill(?:ing)? (?:for|time|it)\b/giu,
  /\b(?:(?:he|she|they|i|we|you)(?:'d| would| will|'ll) )?die for (?:the|my|his|her|our|their|you|him|them|a)\b/giu,
  /\bdying (?:to|for|of (?:laughter|embarrassment|boredom|curiosity|thirst|hunger))\b/giu,
  /\b(?:to die for|dead tired|dead on my feet|dead end|deadline|dead battery|drop dead|die-hard|over my dead body|bored to death|scared to death|worried sick|sick to death)\b/giu,
  /\b(?:hit it off|hit the (?:gym|road|sack|hay|wall|jackpot|charts|books|spot|ground running|nail|brakes)|hit send|hit (?:a|rock) bottom|it (?:just |suddenly )?hit me|hit me up|hit a (?:rough|wall|snag)|hits? home)\b/giu,
  /\b(?:get|gets|got|was|were|getting) (?:hit|knocked|kicked) (?:by|with) (?:a|the) (?:ball|car|bike|bus|door|swing|wave|rock|stone|toy|truck|scooter|branch)\b/giu,
  /\b(?:cut|burn(?:ed|t)?) myself (?:while|cooking|chopping|shaving|on the|with the (?:bread|kitchen|vegetable))\b/giu,
  /(?:חתכתי את עצמי|נחתכתי|נכוויתי)(?:\s+\S+){0,3}\s+(?:עם סכין ה|בטעות|תוך כדי|במטבח)/gu,
  /\b(?:is|was|'s) (?:going to|gonna) kill (?:me|us)['"]? (?:because|for|if|when) (?:i|she|he|we) (?:spilled|broke|forgot|lost|was late|ate|am late)\b/giu,
  /\b(?:kids|we|i|they) (?:are|am|'re|'m) starving\b/giu,
  /\b(?:can'?t|cannot) (?:take|stand|do) (?:it|this) anymore (?:with|from) the \w+/giu,
  /(?:לא יכולה|לא יכול) יותר עם ה\S+/gu,
  /\b(?:asked|asks|wondered|wonders) (?:me )?(?:if|whether) (?:i'm|i am|he's|she's|\w+ is|\w+ are) going to die\b/giu,
  /(?:אשחט|אהרוג|ארצח) אותך['"]?(?:\s+\S+){0,5}\s+(?:מנצח|מנצחת|בשש-בש|במשחק|בצחוק)/gu,
  /(?:מתה ראשונה|מת ראשון)/gu,
  /\b(?:cut (?:me|him|her) off(?: mid[- ]?\w+)?|cut (?:it|things) short|cut back|cut corners|cut down)\b/giu,
  /\b(?:push(?:es|ed)? me (?:to|into (?:doing|being|trying))|pushing me to)\b/giu,
  /\bwill kill me if (?:we|i) (?:are|'re|am|'m|don't|skip|miss|forget|come|get|show)\b/giu,
  /\b(?:heart attack|panic attack|anxiety attack|attack of|knockout|knock(?:s|ed)? (?:it|them|'em) (?:out|dead))\b/giu,
  /\b(?:boss|manager|mom|mother|mum|mother-in-law|father-in-law|teacher|coach|sister|dad|grandma|bubby|savta) (?:will|would|is going to|'ll|'d|is gonna) (?:literally )?(?:kill|murder|strangle) (?:me|us)\b/giu,
  /\b(?:murder|a killer|killer \w+|slay\w*|knock(?:ed)? (?:it )?out of the park|knocked up)\b/giu,
  /\b(?:shot(?:s)? (?:at the (?:doctor|clinic))|flu shot|booster shot|first shot|vaccin\w*)\b/giu,
  /(?:הבוס|המנהל|המנהלת|אמא שלי|חמותי|חמתי|המורה|סבתא)(?:\s+\S+){0,2}\s+(?:יהרוג|תהרוג|תרצח|ירצח)\s+אותי/gu,
  /(?:מת(?:ה)? עלי(?:ו|ה|הם)|מת(?:ה)? על זה|מת(?:ה)? לראות|מת(?:ה)? מצחוק|מתה מבושה|מת מבושה|הורג(?:ים|ת)? אותי(?: ה?פקק\w*)?|ה?פקק(?:ים)? הורג\w*|נשבר לי|מת(?:ה)? מעייפות|עייפה מוות|עייף מוות)/gu,
];

interface ConceptRule {
  category: SafetyCategory;
  /** Not when the message names one of these anywhere (a sport, a game: a black eye from rugby). */
  none?: RegExp[];
  /** Every concept must be named in the same sentence (or two neighbouring sentences). */
  all: RegExp[];
  /** With one concept: how many different things of it must be named. */
  min?: number;
  /** 'possible' when the sentence may be a disclosure but could be something milder. */
  level: 'crisis' | 'possible';
}

// Order matters as in safety.ts: a partner's threat of suicide before the speaker's own wish,
// danger to children before violence in general.
const RULES: ConceptRule[] = [
  { category: 'partner_self_harm_threat', all: [PERSON, PARTNER_SELF_THREAT, LEAVING_OR_THREAT], level: 'crisis' },
  { category: 'partner_self_harm_threat', all: [PERSON, LEAVING, DEATH_ANY], level: 'crisis' },
  { category: 'partner_self_harm_threat', all: [PERSON, MEANS, CONDITIONAL], level: 'crisis' },
  { category: 'child_danger', all: [CHILD, CHILD_AT_RISK], level: 'crisis' },
  { category: 'child_danger', all: [CHILD, PHYSICAL_EUPHEMISM], level: 'crisis' },
  { category: 'suicide_self_harm', all: [THIRD_PERSON_DEATH], level: 'crisis' },
  { category: 'suicide_self_harm', all: [FAREWELL, UNREACHABLE], level: 'crisis' },
  { category: 'suicide_self_harm', all: [OWN_DEATH, GOING_AWAY_PLAN], level: 'crisis' },
  { category: 'suicide_self_harm', all: [SELF_INJURY], level: 'crisis' },
  { category: 'suicide_self_harm', all: [PERSON, MEANS, DEATH_ANY], level: 'crisis' },
  { category: 'sexual_violence', all: [RAPE], level: 'crisis' },
  { category: 'sexual_violence', all: [AFTERMATH], level: 'possible' },
  { category: 'sexual_violence', all: [DRUGGED_OR_FILMED], level: 'crisis' },
  { category: 'sexual_violence', all: [WIFE_DUTY, SAYS_NO], level: 'crisis' },
  { category: 'sexual_violence', all: [SAYS_NO, GOES_ON, SEX], level: 'crisis' },
  { category: 'sexual_violence', all: [ENDURE, SEX], level: 'crisis' },
  { category: 'threats', all: [PERSON, THREAT_SPEECH], level: 'crisis' },
  { category: 'threats', all: [THREAT_SPEECH], level: 'possible' },
  { category: 'physical_violence', all: [INJURY_HIDDEN, SELF], none: [PLAY_OR_SPORT], level: 'possible' },
  { category: 'physical_violence', all: [PERSON, PHYSICAL_EUPHEMISM], level: 'crisis' },
  { category: 'physical_violence', all: [ENDURE], level: 'possible' },
  { category: 'coercive_control', all: [CONTROL_SOFT], min: 2, level: 'crisis' },
  { category: 'coercive_control', all: [PERSON, CONTROL_SOFT], level: 'possible' },
  { category: 'child_danger', all: [CHILD, SEX, any(en('touch*', 'inappropriate*', 'private*', 'sexual*', 'molest*', 'porn*', 'naked', 'undress*', 'keep (?:it|this) (?:a )?secret'), he('נוגע', 'נגע', 'מקומות', 'מיני', 'ערום', 'ערומה', 'פורנו'))], level: 'crisis' },
  { category: 'child_danger', all: [near(HANDLES_ROUGHLY, CHILD), PERSON], none: [PLAY_OR_SPORT], level: 'crisis' },
  { category: 'child_danger', all: [near(CHILD, HARM_ACT), PERSON], none: [PLAY_OR_SPORT], level: 'crisis' },
  { category: 'child_danger', all: [CHILD, CHILD_DANGER_WORDS], level: 'crisis' },
  { category: 'child_danger', all: [CHILD, INJURY_INFLICTED, PERSON], none: [PLAY_OR_SPORT], level: 'crisis' },
  { category: 'sexual_violence', all: [SEX, NO_CONSENT], level: 'crisis' },
  { category: 'sexual_violence', all: [SAYS_NO, GOES_ON], level: 'possible' },
  { category: 'suicide_self_harm', all: [SELF, OWN_DEATH, WISH], level: 'crisis' },
  { category: 'suicide_self_harm', all: [MEANS, PLAN], level: 'crisis' },
  { category: 'suicide_self_harm', all: [MEANS, HOPELESS], level: 'crisis' },
  { category: 'suicide_self_harm', all: [MEANS, OWN_DEATH], level: 'crisis' },
  { category: 'suicide_self_harm', all: [HOPELESS], level: 'possible' },
  { category: 'suicide_self_harm', all: [OWN_DEATH, SELF], level: 'possible' },
  { category: 'threats', all: [WEAPON, any(THREAT.source, FEAR_OF_PERSON.source, WEAPON_AT_ME.source)], level: 'crisis' },
  { category: 'threats', all: [PERSON, THREAT, any(en('kill', 'hurt', 'harm', 'take', 'kids', 'children', 'regret', 'sorry', 'never see', 'end', 'finish', 'pay', 'destroy', 'ruin'), he('להרוג', 'יהרוג', 'לפגוע', 'יפגע', 'ייקח', 'יקח', 'הילדים', 'תצטערי', 'לא תראי', 'אגמור', 'ירצח', 'להעלים', 'ישלם', 'תשלמי'))], level: 'crisis' },
  { category: 'threats', all: [FEAR_OF_PERSON], level: 'crisis' },
  { category: 'physical_violence', all: [PERSON, HARM_ACT, ME_OBJECT], none: [PLAY_OR_SPORT], level: 'crisis' },
  { category: 'physical_violence', all: [PERSON, INJURY_INFLICTED], none: [PLAY_OR_SPORT], level: 'crisis' },
  { category: 'physical_violence', all: [HARM_ACT, ME_OBJECT], none: [PLAY_OR_SPORT], level: 'possible' },
  { category: 'coercive_control', all: [CONTROL], level: 'crisis' },
];

function blankIdioms(text: string): string {
  let out = text;
  for (const idiom of IDIOMS) out = out.replace(idiom, ' ~ ');
  return out;
}

/** Each sentence, and each two neighbouring ones (a disclosure often names the person in one
 *  sentence and what they do in the next). */
function windows(text: string): string[] {
  const parts = text.split(/(?<=[.!?؟;:])\s+|\n+/).filter((s) => s.trim() !== '');
  const out = [...parts];
  for (let i = 1; i < parts.length; i++) out.push(`${parts[i - 1]} ${parts[i]}`);
  return out;
}

function distinctMatches(concept: RegExp, text: string): number {
  const global = new RegExp(concept.source, 'giu');
  return new Set([...text.matchAll(global)].map((m) => m[0].trim())).size;
}

function meets(rule: ConceptRule, text: string, wholeMessage: string): boolean {
  if (rule.none?.some((concept) => concept.test(wholeMessage))) return false;
  if (rule.min) return distinctMatches(rule.all[0]!, text) >= rule.min;
  return rule.all.every((concept) => concept.test(text));
}

/** Transliterated Hebrew is written with and without apostrophes (ha'tinok, hatinok). */
function withoutInnerApostrophes(text: string): string {
  return text.replace(/(?<=[a-z])['"](?=[a-z])/g, '').replace(/kh/g, 'ch');
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
  const texts = [blanked, withoutInnerApostrophes(blanked)];
  let possible: ConceptVerdict | null = null;
  // A message typed fast with no full stops is one sentence, so its clauses still meet.
  for (const sentence of texts.flatMap(windows)) {
    for (const [index, rule] of RULES.entries()) {
      if (meets(rule, sentence, blanked)) {
        if (rule.level === 'crisis') return { category: rule.category, level: 'crisis', rule: index };
        possible ??= { category: rule.category, level: 'possible', rule: index };
      }
    }
  }
  return possible;
}
