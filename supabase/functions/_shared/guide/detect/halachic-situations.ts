// Halachic questions asked by their situation rather than their terms: "I found a spot of blood
// during my clean days", "can my husband hold my hand in the delivery room?", "my fiancé is a
// kohen and I converted". Each rule names the things such a question speaks of, meeting in one
// message (English, Hebrew with its prefixes, transliteration), so new words for the same
// situation still reach a rabbi.
import type { HalachicTopic } from '../halachic.ts';
import { any, en, he } from './lexicon.ts';
import { transliterationSpelling } from './normalise.ts';

/** A question about what may or must be done (not "how can I make Shabbat dinner calmer"). */
export const MAY_OR_MUST = any(
  en('can i', 'can we', 'can he', 'can she', 'can (?:they|you)', 'is it a mitzvah', 'what does (?:jewish law|halacha|the torah|judaism) say', 'according to (?:jewish law|halacha|the torah)', 'lechatchila', 'bedieved', 'tzarich', 'tzricha', 'tzriha', 'yachol', 'yechola', 'asura', 'mutar li', 'mutar lanu', 'ze beseder', 'zeh beseder', 'baayati', 'lehichashev', 'ma osim', 'ma asinu', 'was (?:that|it) enough', 'how do i handle', 'is that (?:really )?a problem', 'do we need to change', 'is (?:that|it) enough', 'good enough', 'do (?:i|we) (?:still )?(?:need|have) to', 'do we still', 'what do (?:we|i) do', 'do i call', 'should i call', 'where does that leave', "i'?m not sure (?:if|whether) (?:it'?s|i'?m) (?:ok|okay|allowed)", "i'?m not sure i'?m allowed", 'what happens with', 'can (?:my|our) \\w+', 'is (?:my|our) \\w+ allowed', 'could i', 'could we', 'may i', 'may we', 'may he', 'allowed', 'permitted', 'permissible', 'forbidden', 'prohibited', 'is it (?:ok|okay|alright|fine|a problem|an issue|a sin|wrong)', 'is that (?:ok|okay|alright|fine|a problem|an issue)', 'are we (?:ok|okay)', 'ok to', 'okay to', 'do i (?:have|need) to', 'do we (?:have|need) to', 'does (?:he|she) (?:have|need) to', 'must i', 'must we', 'should i', 'should we', 'required', 'obligat*', 'halach*', 'jewish law', 'torah (?:say|allow|permit)', 'assur', 'mutar', 'efshar', 'what (?:do|does|should) (?:i|we|he|she) do', 'what are the (?:rules|laws)', 'rules (?:for|about|around)', 'what is the (?:rule|law)', 'how (?:do|does|should) (?:i|we) (?:count|handle|know)', 'does (?:this|it|that) (?:count|matter|change|mean)', 'do i count', 'a rabbi', 'my rabbi', 'the rabbi', 'rav', 'posek', 'kosher', 'treif'),
  he('מותר', 'אסור', 'האם אפשר', 'מה נכון', 'פוסקים', 'מה הגדר', 'אפשר ל', 'אפשר ש', 'זה בסדר', 'זה בעייתי', 'יש בעיה', 'בעיה ש', 'חייב', 'חייבת', 'חייבים', 'יכולה ל', 'יכול ל', 'צריך להתחיל', 'צריכה להתחיל', 'אמורה', 'אמור ל', 'עדיין צריכה', 'צריכה לכסות', 'צריך לשאול', 'או שזה רק', 'מתי בדיוק', 'הלכה', 'להלכה', 'הלכתית', 'מה עושים', 'מה לעשות', 'מה הדין', 'מה ההלכה', 'לכתחילה', 'בדיעבד', 'יש ענין', 'יש עניין', 'הרב', 'רב ', 'פוסק', 'נחשב', 'נחשבת', 'סופרת', 'לספור', 'כשר', 'כשרות'),
);

interface SituationRule {
  topic: HalachicTopic;
  all: RegExp[];
  /** Also needs a may-or-must question (a situation that is often asked about without law). */
  asking?: boolean;
}

const BLOOD = any(
  en('blood', 'bleed*', 'bled', 'spot', 'spots', 'spotting', 'stain*', 'brown*', 'discharge', 'pink*', 'red', 'reddish', 'redness', 'beige', 'tinge', 'tint', 'smear', 'smudge', 'streak', 'dark (?:mark|spot|stain|smear)', 'red mark', 'nekuda', 'chuma', 'ktam', 'ktamim', 'dimum', 'colou?r(?:ed)? (?:on|in)', 'found something', 'a mark', 'a dot'),
  he('דם', 'דימום', 'דימם', 'כתם', 'כתמים', 'הכתמה', 'הכתמות', 'צבע חום', 'כתם חום', 'חומה', 'חום על', 'ורוד', 'ורדרד', 'הפרשה', 'הפרשות', 'נקודה'),
  en('ketem', 'ktamim', 'dimum'),
);
const CYCLE = any(
  en('clean days', 'sheets?', 'seven (?:clean )?days', 'day (?:\\d|one|two|three|four|five|six|seven)', 'underwear', 'leggings', 'tissue', 'toilet paper', 'cloth', 'the check', 'checks', 'bedik*', 'tachtonim', 'neyar', 'twalet', 'sherutim', 'machzor', 'asura', 'tonight', 'where does that leave us', 'sadin', 'mita', 'first night', 'poriyut', 'hormon\\w*', 'asura al', 'oser oti', 'al haba.?al', 'after (?:intimacy|relations|being together|we were together|sex)', 'period', 'cycle', 'pregnan*', 'postpartum', 'after (?:the )?birth', 'after giving birth', 'iud', 'ultrasound', 'exam', 'pap', 'gyn*', 'wedding night', 'before the wedding', 'mikv*', 'counting', 'intima*', 'we were together', 'be together', 'separate', 'niddah', 'nidah', 'pill', 'ovulat*', 'fertility', 'miscarriage', 'gyn*', 'same bed'),
  he('ימים נקיים', 'שבעה נקיים', 'נקיים', 'תחתונים', 'סדין', 'הסדין', 'עד בדיקה', 'אחרי יחסים', 'מחזור', 'וסת', 'הריון', 'בהריון', 'אחרי לידה', 'לידה', 'התקן', 'אולטרסאונד', 'רופא נשים', 'רופאת נשים', 'ליל כלולות', 'לפני החתונה', 'מקווה', 'ספירה', 'לספור', 'סופרת', 'נידה', 'נדה', 'ביוץ', 'גלולה', 'גלולות', 'פוריות', 'גינקולוג', 'להיות ביחד', 'אותה מיטה', 'הפלה', 'ההפלה'),
);
const BIRTH = any(
  en('delivery room', 'umbilical cord', 'cut the cord', 'chevel hatabur', 'tabur', 'leida', 'chadar leida', 'labou?r', 'giving birth', 'give birth', 'birth', 'c-section', 'caesarean', 'epidural', 'contractions', 'doula', 'midwife', 'water broke', 'maternity ward'),
  he('חדר לידה', 'חדר הלידה', 'לידה', 'ללדת', 'צירים', 'ניתוח קיסרי', 'אפידורל', 'דולה', 'מיילדת', 'ירדו המים', 'מחלקת יולדות'),
);
const SPOUSE_CLOSE = any(
  en('touch*', 'hold (?:my|his|her) hand', 'hold hands', 'holding (?:my|his|her) hand', 'massage', 'hug*', 'be there', 'in the room', 'see me', 'look', 'help me', 'support', 'stay with me', 'husband', 'wife', 'baali', 'ishti'),
  he('לגעת', 'נגיעה', 'להחזיק', 'יד', 'ידיים', 'לעסות', 'עיסוי', 'חיבוק', 'להיות איתי', 'להיות שם', 'בחדר', 'לראות', 'לעזור', 'בעלי', 'אשתי'),
);
const PERIOD_SEPARATION = any(
  en('lo nog.?im', 'tkufa she', 'period', 'menstruat*', 'time of the month', 'that time', 'niddah', 'nidah', 'nida', 'separate (?:beds|time)', 'not touching', "can't touch", 'cannot touch'),
  he('מחזור', 'וסת', 'נידה', 'נדה', 'תקופה שאסור', 'לא נוגעים', 'ימי ההרחקה', 'הרחקה'),
);
const CLOSE_ACT = any(
  en('bed', 'beds', 'pass*', 'hand (?:him|her) (?:the|a)', 'sit (?:on|next|together)', 'couch', 'sofa', 'same car', 'touch*', 'hug*', 'kiss*', 'sleep', 'share', 'eat from', 'same plate', 'pour', 'wine', 'sing', 'dance', 'massage', 'hold', 'ritya', 'lasim la', 'compress', 'medicine', 'care for'),
  he('מיטה', 'מיטות', 'להעביר', 'לשבת', 'ספה', 'באותו רכב', 'לגעת', 'חיבוק', 'נשיקה', 'לישון', 'לחלוק', 'לאכול מ', 'צלחת', 'למזוג', 'יין', 'לשיר', 'לרקוד', 'עיסוי', 'להחזיק'),
);
const IMMERSION = any(
  en('immers*', 'dunk*', 'litbol', 'tvila', 'tevila', 'ritual bath', 'mikv*', 'balanit', 'attendant', 'chatzitz*', 'my night', 'tonight is the night', 'the night i go', 'go to the bath', 'tevil*'),
  he('טבילה', 'לטבול', 'טבלתי', 'ליל טבילה', 'ליל הטבילה', 'בלנית', 'חציצה', 'מקווה', 'מקוה'),
);
// What might come between the body and the water: asked about only beside immersion.
const BARRIER = any(
  en('piercings?', 'contact lenses', 'braces', 'earrings', 'jewel\\w*', 'nail polish', 'acrylic', 'lashes', 'extensions', 'cast', 'bandage', 'stitches', 'filling', 'splint', 'tattoo', 'dip', 'ink', 'paint', 'glue', 'makeup'),
  he('איפור', 'עגילים', 'עדשות מגע', 'פירסינג', 'לק', 'ציפורניים', 'ריסים', 'תוספות', 'גבס', 'פלסטר', 'תפרים', 'סתימה', 'קעקוע', 'צבע', 'דבק'),
);
const KOHEN = any(en('kohen', 'cohen', 'kohanim', 'kohanim', 'mishpacha shel kohanim', 'cohanim', 'priestly', 'descendant of aaron', 'kohanic', 'levi'), he('כהן', 'כהנים', 'כוהן', 'מזרע אהרון', 'כהונה'));
const KOHEN_MATCH = any(
  en('convert*', 'conversion', 'giyur', 'hitgayr\\w*', 'giyoret', 'divorc*', 'marry', 'marrying', 'married', 'engaged', 'date', 'dating', 'wedding', 'fianc*', 'widow', 'cemetery', 'funeral', 'hospital', 'grave*'),
  he('גיורת', 'גיור', 'התגיירה', 'התגיירתי', 'גרושה', 'להתחתן', 'להינשא', 'מאורס', 'מאורסים', 'חתונה', 'בית קברות', 'לוויה', 'הלוויה', 'בית חולים', 'קבר'),
);
const ALONE = any(
  en('alone', 'levad', 'levada', 'levadenu', 'ein af echad', 'no one (?:else )?in the building', 'while i.?m at (?:work|the office)', "when (?:my husband|my wife) works from home", 'by ourselves', 'just the two of us', 'only the two of us', 'one-on-one', 'one on one', 'behind closed doors', 'closed door', 'lock(?:ed)? the door', 'no one else (?:is )?(?:there|home|around)', 'nobody else (?:is )?(?:there|home|around)', 'yichud', 'yihud'),
  he('לבד', 'לבדי', 'לבדנו', 'רק שנינו', 'דלת סגורה', 'נועל את הדלת', 'אף אחד אחר', 'ייחוד', 'יחוד', 'ביחידות'),
);
const OTHER_PERSON_PLACE = any(
  en('colleague', 'coworker', 'co-worker', 'boss', 'manager', 'employee', 'client', 'patient', 'babysitter', 'nanny', 'au pair', 'plumber', 'handyman', 'electrician', 'contractor', 'brother-in-law', 'sister-in-law', 'driving instructor', 'instructor', 'doctor', 'neighbou?r', 'tutor', 'trainer', 'friend', 'car', 'office', 'elevator', 'lift', 'apartment', 'room', 'taxi', 'uber', 'house', 'home', 'ex', 'shachen', 'habayit', 'bayta', 'habayta', 'talmid', 'student', 'studio', 'cleaner', 'business partner'),
  he('עמית', 'עמיתה', 'קולגה', 'הבוס', 'המנהל', 'המנהלת', 'לקוח', 'לקוחה', 'מטופל', 'שמרטף', 'שמרטפית', 'בייביסיטר', 'מטפלת', 'אינסטלטור', 'שיפוצניק', 'חשמלאי', 'קבלן', 'גיס', 'גיסה', 'מורה נהיגה', 'מורה', 'רופא', 'שכן', 'שכנה', 'מאמן', 'חבר', 'חברה', 'רכב', 'אוטו', 'משרד', 'מעלית', 'דירה', 'חדר', 'מונית', 'בית'),
);
const HAIR = any(
  en('hair', 'covering', 'mechasa', 'mechase', 'se.?ar', 'harosh', 'kisui rosh', 'mitpachat', 'peah', 'wig', 'sheitel', 'sheitl', 'tichel', 'snood', 'head covering', 'headcovering', 'cover my head', 'beret', 'headscarf', 'scarf', 'hat'),
  he('שיער', 'שיערי', 'פאה', 'פאות', 'מטפחת', 'כיסוי ראש', 'הכיסוי', 'כיסוי', 'מכסים', 'מכסה את הראש', 'לכסות את הראש', 'כובע', 'ברט', 'שביס'),
);
const HAIR_ACT = any(
  en('cover*', 'uncover*', 'show', 'showing', 'take off', 'without', 'stop', 'at work', 'in front of', 'how much', 'visible', 'wear', 'wearing', 'swim*', 'pool', 'gym', 'lechasot', 'lehasot', 'lehorid', 'photos', 'pictures', 'loose', 'at home', 'after the (?:chuppah|wedding)', 'tzricha', 'still need'),
  he('לכסות', 'מכסה', 'מכוסה', 'מגולה', 'לגלות', 'להוריד', 'בצילומים', 'בתמונות', 'בלי', 'להפסיק', 'בעבודה', 'מול', 'כמה', 'לחבוש', 'חובשת', 'בבריכה', 'בים'),
);
const FAMILY_PLANNING = any(
  en('another baby', 'another child', 'more kids', 'more children', 'get pregnant', 'getting pregnant', 'pregnan*', 'space (?:the )?(?:kids|children|pregnancies|births)', 'spacing', 'wait (?:a|two|three|\\d+|some)? ?(?:year|years|months|while)', 'wait before', 'waiting before', 'stop having (?:kids|children)', 'no more (?:kids|children)', 'birth control', 'the pill', 'iud', 'condom*', 'contracepti*', 'prevent pregnancy', 'tubes tied', 'vasectomy', 'ivf', 'fertility', 'pru u?revu', 'be fruitful', 'family planning', 'take a break from having'),
  he('עוד ילד', 'עוד תינוק', 'עוד ילדים', 'להיכנס להריון', 'הריון', 'הפסקה בין', 'לחכות עם', 'לחכות לפני', 'לחכות שנה', 'לא עוד ילדים', 'אמצעי מניעה', 'מניעת הריון', 'למנוע הריון', 'גלולות', 'גלולה', 'התקן', 'קונדום', 'כריתת', 'הפריה', 'פוריות', 'פרו ורבו', 'פרייה ורבייה', 'תכנון משפחה', 'מרווח בין'),
);
const SHEVA_BRACHOT = any(en('sheva b[e]?r[a]?cho[st]', 'sheva brachot', 'sheva berachot', 'seven blessings', 'panim chadashot', 'new face'), he('שבע ברכות', 'פנים חדשות'));
const SHEVA_LAW = any(en('minyan', 'how many (?:men|people)', 'ten men', 'who (?:can|may|should) say', 'women say', 'say the (?:blessings|brachot)', 'bless*', 'new guest', 'new face', 'panim chadashot', 'count', 'need', 'required', 'without', 'if (?:there are|we have) (?:only|no|fewer)'), he('מניין', 'מנין', 'עשרה', 'כמה גברים', 'מי יכול לומר', 'נשים', 'פנים חדשות', 'לברך', 'ברכות', 'צריך', 'בלי'));
const INLAWS = any(
  en('in-laws', 'in laws', 'inlaws', 'my parents', 'his parents', 'her parents', 'mother-in-law', 'father-in-law', 'my mother', 'my mom', 'his mom', 'her mom', 'my family', 'his family', 'her family', 'relatives', 'grandparents', 'my sister', 'my brother', 'their house', 'their home'),
  he('אמא של אשתי', 'אמא של בעלי', 'אבא של אשתי', 'אבא של בעלי', 'ההורים של אשתי', 'ההורים של בעלי', 'חמי', 'חמותי', 'חמתי', 'ההורים שלי', 'ההורים שלו', 'ההורים שלה', 'המשפחה שלי', 'המשפחה שלו', 'המשפחה שלה', 'אמא שלי', 'אמא שלו', 'אמא שלה', 'סבא וסבתא', 'אחותי', 'אחי', 'אצלם', 'אצל ההורים', 'החותנים', 'המחותנים'),
);
const KASHRUT = any(
  en("(?:aren't|are not|isn't|is not|don't keep|do not keep|doesn't keep|not) kosher", 'non-?kosher', 'kosher', 'treif', 'treyf', 'their (?:kitchen|pots|pans|dishes|oven|microwave|utensils|food|cooking)', 'meat and (?:milk|dairy|cheese)', 'milk and meat', 'cheeseburger', 'paper plates', 'disposable', 'double wrap*', 'hechsher', 'kashrut', 'kashrus', 'milchig', 'fleishig', 'pareve', 'eat (?:there|their food|at their)', 'cook for us', 'cooked for us', 'bring (?:our own )?food', 'vegetarian', 'kasher\\w*', 'supervision', 'rely on', 'butcher', 'their oven', 'new pots'),
  he('כשר', 'כשרה', 'כשרות', 'לא שומרים כשרות', 'טרף', 'טריפה', 'הכלים שלהם', 'המטבח שלהם', 'התנור שלהם', 'המיקרו', 'בשר וחלב', 'בשרי', 'חלבי', 'פרווה', 'כלים חד פעמיים', 'חד פעמי', 'לאכול אצלם', 'האוכל שלהם', 'הכשר', 'בישלו', 'מבשלת', 'השגחה', 'לא סומכים', 'באטליז', 'בלי תעודה', 'בלי הכשר', 'מאפייה', 'סירים', 'במטבח שלה', 'במטבח שלהם'),
);
const SHABBAT = any(en('shabbat', 'shabbos', 'shabbes', 'sabbath', 'friday night', 'candle lighting', 'break (?:shabbos|shabbat)', 'pikuach nefesh', 'saturday', 'yom tov', 'yontif', 'chag', 'rosh hashana', 'yom kippur', 'pesach', 'sukkot', 'shavuot', 'erev shabbat'), he('שבת', 'בשבת', 'ליל שבת', 'יום טוב', 'חג', 'ביום כיפור', 'ראש השנה', 'פסח', 'סוכות', 'שבועות', 'ערב שבת'));
const SHABBAT_NEED = any(
  en('hospital', 'drive', 'driving', 'ambulance', 'labou?r', 'contractions', 'er', 'emergency', 'doctor', 'call', 'phone', 'taxi', 'birth', 'nicu', 'visit', 'ward', 'icu', 'surgery', 'medication', 'sick', 'fever', 'elevator', 'electric', 'light', 'car', 'carry', 'stroller', 'write', 'sign', 'turn on', 'turns on', 'cook', 'heat', 'warm', 'hot plate', 'plata', 'blech', 'urn', 'monitor', 'switch', 'button', 'camera', 'sensor', 'alarm', 'timer', 'plug', 'heater', 'fridge', 'light (?:went|came) on'),
  he('בית חולים', 'בית החולים', 'לנסוע', 'נסיעה', 'אמבולנס', 'צירים', 'מיון', 'לידה', 'להתקשר', 'טלפון', 'מונית', 'פגייה', 'טיפול נמרץ', 'ניתוח', 'תרופה', 'חולה', 'חום', 'מעלית', 'חשמל', 'אור', 'אוטו', 'רכב', 'לטלטל', 'עגלה', 'לכתוב', 'לחתום', 'להדליק', 'לבשל', 'לחמם', 'מקרר', 'נורה', 'נדלקה', 'פלטה', 'מצלמה', 'מוניטור'),
);
const ENGAGED = any(en('engaged', 'fianc*', 'before the wedding', 'dating', 'date', 'boyfriend', 'girlfriend', 'shomer', 'shomeret', 'not married yet', 'before we (?:get|are) married', 'chatan', 'kallah'), he('מאורס', 'מאורסת', 'מאורסים', 'ארוס', 'ארוסה', 'לפני החתונה', 'דייט', 'דייטים', 'החבר שלי', 'החברה שלי', 'שומר נגיעה', 'שומרת נגיעה', 'חתן', 'כלה'));
const TOUCH = any(en('kisses? me', 'hugs? me', 'touch*', 'hold hands', 'holding hands', 'hug*', 'kiss*', 'shake hands', 'handshake', 'physical', 'cuddl*'), he('לגעת', 'נגיעה', 'להחזיק ידיים', 'ידיים', 'חיבוק', 'להתחבק', 'מחבק', 'מחבקת', 'מנשק', 'מנשקת', 'נוגע בי', 'נשיקה', 'להתנשק', 'ללחוץ יד', 'לחיצת יד'));
const GET = any(
  en('jewish divorce', 'religious divorce', 'through (?:someone|an agent|a messenger)', 'the document', 'civil divorce', 'divorced in (?:a )?court', 'beit mishpat', 'hitgarashnu', 'lehitchaten shuv', 'divorce (?:document|papers|writ)', 'shaliach', 'rabbinical court', 'beit din', 'beis din', 'bet din', 'refus* to (?:give|grant|accept|sign)', "won't (?:give|grant|sign|accept) (?:me )?(?:the|a) (?:get|divorce|papers)", 'chained', 'remarry', 'give me a get', 'the get'),
  he('גט', 'בית דין', 'בית הדין', 'דיינים', 'מסרב לתת', 'מסרבת לקבל', 'עגונה', 'מסורבת', 'להתחתן שוב', 'גירושין דתיים'),
);

const FASTING = any(en('fast', 'fasting', 'yom kippur', "tisha b.?av", 'tzom', 'fast day'), he('צום', 'לצום', 'צמה', 'יום כיפור', 'תשעה באב'));
const FAST_REASON = any(en('pregnan*', 'nursing', 'breastfe*', 'sick', 'medication', 'diabet*', 'after (?:birth|giving birth|surgery)', 'postpartum', 'chemo', 'pills'), he('בהריון', 'מניקה', 'הנקה', 'חולה', 'תרופות', 'סוכרת', 'אחרי לידה', 'אחרי ניתוח'));
const MOURNING = any(en('shiva', 'shloshim', 'year of mourning', 'kaddish', 'aveilut', 'avel', 'mourning', 'yahrzeit', 'unveiling', 'within the year', 'sitting shiva'), he('שבעה', 'שלושים', 'שנת אבל', 'קדיש', 'אבלות', 'אבל', 'יארצייט', 'אזכרה', 'תוך השנה'));
const SPEECH_LAW = any(en('lashon ha.?ra', 'loshon ho.?ra', 'rechilut', 'rechilus', 'motzi shem ra', 'gossip about'), he('לשון הרע', 'לשה"ר', 'רכילות', 'מוציא שם רע'));
const PARENTS_HONOUR = any(en('kib(?:b)?ud av', 'honou?r (?:my|your|his|her|our) (?:parents|father|mother)', 'respect (?:my|his|her) parents', 'obey (?:my|his|her) (?:parents|mother|father)'), he('כיבוד הורים', 'כיבוד אב', 'לכבד את ההורים', 'לכבד את אמא', 'לכבד את אבא'));
const PASSOVER_OR_KITCHEN = any(en('chametz', 'kitniyot', 'kashering', 'kasher', 'tevilat kelim', 'toivel', 'separate (?:sinks|dishes)', 'challah', 'separate challah', 'mezuzah', 'mezuza', 'mezuzot'), he('חמץ', 'קטניות', 'הכשרת', 'להכשיר', 'טבילת כלים', 'להטביל', 'הפרשת חלה', 'מזוזה'));

const COUNT_DAYS = any(en('white week', 'did the check', 'does the day (?:still )?count', 'seven (?:clean )?days', 'clean days', 'the count', 'restart the count', 'start counting', 'counting again', 'evening check', 'morning check', 'hefsek', 'lispor', 'sfira', 'shiva nekiyim', 'wear white', 'white (?:underwear|sheets)'), he('הספירה', 'שבעה נקיים', 'ימים נקיים', 'ללבוש לבן', 'בגדים לבנים', 'הפסק טהרה', 'לספור מחדש', 'להתחיל לספור'));
const NON_JEW = any(en('not jewish', "isn't jewish", 'non-?jew\\w*', 'gentile', 'goy', 'christian', 'muslim'), he('לא יהודי', 'לא יהודיה', 'גוי', 'נוצרי'));
const NON_JEW_MATTER = any(en('cook*', 'eat', 'food', 'wine', 'name', 'wedding', 'funeral', 'kaddish', 'bury', 'buried', 'shabbat', 'shabbos'), he('מבשל', 'לאכול', 'אוכל', 'יין', 'לקרוא', 'שם', 'חתונה', 'לוויה', 'קדיש', 'שבת'));
const RELATIVE_OTHER_SEX = any(en('business partner', 'grandmother', 'grandma', 'aunt', 'uncle', "(?:my )?(?:husband|wife)'s (?:grandmother|grandfather|mother|aunt|uncle)", 'father-in-law', 'brother-in-law', 'sister-in-law', 'mother-in-law', 'cousin', 'stepfather', 'stepmother', 'stepbrother', 'stepsister', 'colleague', 'coworker', 'boss', 'rabbi', 'doctor', 'neighbou?r', "(?:my )?(?:husband|wife)'s (?:brother|father|sister|friend)"), he('חמי', 'חמותי', 'גיסי', 'גיסתי', 'אח של בעלי', 'אבא של בעלי', 'אח של אשתי', 'אחות של אשתי', 'בן דוד', 'בת דודה', 'אבא חורג', 'עמית', 'הבוס', 'השכן', 'הרופא'));
const MALE_DOCTOR = any(en('male (?:doctor|gyn\\w*|ob\\w*)', '(?:gyn\\w*|doctor|ob\\w*) is a man', 'examined by (?:him|a man)'), he('רופא נשים גבר', 'הרופא הוא גבר', 'בדיקה אצל רופא'));
const BRIS = any(en('pidyon', 'bris', 'brit milah', 'mohel', 'upsherin', 'firstborn son'), he('פדיון הבן', 'ברית', 'מוהל', 'חלאקה', 'בכור'));
const CONVERSION = any(en('giyur', 'conversion', 'convert\\w*', 'adopt\\w*'), he('גיור', 'להתגייר', 'גיורת', 'אימוץ', 'לאמץ'));
const KASHRUT_MIX = any(en('dairy (?:right |soon |an hour )?after (?:a )?meat', 'milk after meat', '(?:ice cream|dairy|milk|cheese)[^.]{0,30}after (?:a )?(?:meat|fleishig|chicken)', 'glida chalavit', 'arucha besarit', 'arucht basar', 'basar vechalav'), he('חלבי אחרי בשרי', 'גלידה חלבית', 'חלב אחרי בשר', 'אחרי ארוחה בשרית', 'בשר בחלב'));

const RULES: SituationRule[] = [
  { topic: 'niddah', all: [COUNT_DAYS] },
  { topic: 'general', all: [NON_JEW, NON_JEW_MATTER], asking: true },
  { topic: 'negiah', all: [RELATIVE_OTHER_SEX, TOUCH], asking: true },
  { topic: 'yichud', all: [MALE_DOCTOR], asking: true },
  { topic: 'general', all: [BRIS], asking: true },
  { topic: 'general', all: [CONVERSION], asking: true },
  { topic: 'kashrut', all: [KASHRUT_MIX] },
  { topic: 'general', all: [FASTING, FAST_REASON] },
  { topic: 'general', all: [MOURNING], asking: true },
  { topic: 'general', all: [SPEECH_LAW] },
  { topic: 'general', all: [PARENTS_HONOUR], asking: true },
  { topic: 'kashrut', all: [PASSOVER_OR_KITCHEN], asking: true },
  { topic: 'niddah', all: [BLOOD, CYCLE] },
  { topic: 'niddah', all: [BIRTH, SPOUSE_CLOSE], asking: true },
  { topic: 'niddah', all: [PERIOD_SEPARATION, CLOSE_ACT] },
  { topic: 'mikvah', all: [IMMERSION, BARRIER] },
  { topic: 'mikvah', all: [BARRIER, any(en('what do i need to take off', 'remove before', 'going for the first time'), he('להוריד לפני', 'חוצצ', 'חציצ'))] },
  { topic: 'mikvah', all: [IMMERSION], asking: true },
  { topic: 'marriage_law', all: [KOHEN, KOHEN_MATCH] },
  { topic: 'yichud', all: [ALONE, OTHER_PERSON_PLACE], asking: true },
  { topic: 'general', all: [HAIR, HAIR_ACT], asking: true },
  { topic: 'contraception', all: [FAMILY_PLANNING], asking: true },
  { topic: 'marriage_law', all: [SHEVA_BRACHOT, SHEVA_LAW], asking: true },
  { topic: 'kashrut', all: [INLAWS, KASHRUT] },
  { topic: 'shabbat', all: [SHABBAT, SHABBAT_NEED], asking: true },
  { topic: 'negiah', all: [ENGAGED, TOUCH], asking: true },
  { topic: 'get_agunah', all: [GET] },
];

/** Words of Jewish practice: the classifier's halachic verdict counts only beside one of them, so a
 *  question about the remote control never gets a rabbi. */
export const PRACTICE_WORD = any(
  en('shabbat', 'shabbos', 'shabbes', 'sabbath', 'yom tov', 'chag', 'kosher', 'kashrut', 'kashrus', 'treif', 'meat', 'dairy', 'milk', 'mikv*', 'niddah', 'nidah', 'tahara', 'immers*', 'period', 'bleeding', 'stain*', 'spot*', 'rabbi', 'rav', 'halach*', 'mitzv*', 'bracha', 'brachot', 'blessing*', 'kiddush', 'davening', 'daven', 'pray*', 'shul', 'synagogue', 'candle', 'tznius', 'tzniut', 'modest*', 'hair', 'wig', 'sheitel', 'kohen', 'cohen', 'convert*', 'get', 'beit din', 'yichud', 'alone', 'negiah', 'touch*', 'fast*', 'kaddish', 'shiva', 'mourning', 'bris', 'brit', 'pesach', 'passover', 'chametz', 'sukkah', 'torah', 'jewish law', 'mutar', 'asur', 'asura', 'sheva', 'contracept*', 'chalavi', 'basari', 'ktam', 'bdika', 'tvila', 'kisui', 'mitpachat', 'leida'),
  he('שבת', 'חג', 'כשר', 'כשרות', 'מקווה', 'מקוה', 'נידה', 'נדה', 'טהרה', 'טבילה', 'וסת', 'מחזור', 'דימום', 'כתם', 'הרב', 'הלכה', 'מצווה', 'ברכה', 'ברכות', 'קידוש', 'בית כנסת', 'צניעות', 'פאה', 'מטפחת', 'כהן', 'גיור', 'גט', 'בית דין', 'ייחוד', 'נגיעה', 'צום', 'קדיש', 'שבעה', 'אבל', 'ברית', 'פסח', 'חמץ', 'סוכה', 'תורה', 'מותר', 'אסור', 'חתונה', 'הריון', 'לידה', 'אמצעי מניעה'),
);

/** The topic of a halachic question described by its situation, or null. */
export function detectHalachicSituation(undisguisedText: string): HalachicTopic | null {
  const variants = [undisguisedText, transliterationSpelling(undisguisedText)];
  for (const text of variants) {
    const asking = MAY_OR_MUST.test(text);
    for (const rule of RULES) {
      if (rule.asking && !asking) continue;
      if (rule.all.every((concept) => concept.test(text))) return rule.topic;
    }
  }
  return null;
}
