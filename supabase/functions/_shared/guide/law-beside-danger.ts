// The law asked beside a possible danger ("he says I'm not allowed to refuse him — is that the
// halacha?", "may I report my father to welfare, or is it lashon hara?", "is it assur to daven to
// die?"). The answer still gives no ruling, but its background and sources speak to the danger
// rather than to the catch-all verses: before these, a wife describing coercion "as a mitzvah" was
// sent to "let there be no quarrel between me and you" and "charm is deceptive". Every line here
// says what the sources say, then sends the details to a rabbi. A question in a named practice
// (niddah, a get, the mikveh) keeps its own background: that is what was asked.
import type { HalachicTopic } from './halachic.ts';
import type { HalachicArea } from './halachic-areas.ts';

const NO_FORCE_IN_MARRIAGE: HalachicArea = {
  id: 'no_force_in_marriage',
  label: { en: 'intimacy and consent in marriage', he: 'קרבה והסכמה בנישואין' },
  background: {
    en: 'Whatever the details, the classic sources leave no place for force in a marriage: the Talmud teaches that a husband may not compel his wife even to the mitzvah of intimacy, and the Rambam that he must not cast excessive fear on her. Rabbis, rebbetzins and kallah teachers hear this question and can answer its details — and your safety comes first while you ask.',
    he: 'יהיו הפרטים אשר יהיו, במקורות הקלאסיים אין מקום לכפייה בנישואין: בגמרא נאמר שאדם לא יכוף את אשתו אפילו למצוות העונה, והרמב"ם כותב שלא יטיל עליה אימה יתירה. רבנים, רבניות ומדריכות כלות שומעים שאלה כזאת ויכולים לענות על פרטיה — ובינתיים הביטחון שלך קודם לכול.',
  },
  sources: ['eruvin-100b', 'mishneh-torah-ishut-15-19'],
};

// Forced by someone who is not a spouse (a teacher, a neighbour, someone at a party): the wrong is
// the one who forced, which is what people asking "does it still count?" most need to read.
const NOT_YOUR_SIN: HalachicArea = {
  id: 'not_your_sin',
  label: { en: 'what was done against your will', he: 'מה שנעשה בניגוד לרצון' },
  background: {
    en: 'Whatever the details, the classic sources do not place the wrong on the one who was forced: of a young woman forced, the Torah says that she bears no sin. A rabbi or a rebbetzin can answer the details of your question with care — and what happened deserves support now, from the people above.',
    he: 'יהיו הפרטים אשר יהיו, המקורות הקלאסיים אינם תולים את החטא במי שנכפה עליו: על נערה שנכפתה אומרת התורה "אין לנער חטא". רב או רבנית יכולים לענות על פרטי השאלה ברגישות — ומה שקרה ראוי לתמיכה כבר עכשיו, מהגורמים שמופיעים למעלה.',
  },
  sources: ['deuteronomy-22-26'],
};

const NO_FEAR_AT_HOME: HalachicArea = {
  id: 'no_fear_at_home',
  label: { en: 'fear and control at home', he: 'פחד ושליטה בבית' },
  background: {
    en: 'Whatever the details, the classic sources leave no place for fear or control in a Jewish home: the Talmud warns against casting excessive fear on one’s household, and the Rambam teaches that speech at home be gentle, without anger or fear. A rabbi you trust can answer the details of your question — and your safety comes first while you ask.',
    he: 'יהיו הפרטים אשר יהיו, במקורות הקלאסיים אין מקום לפחד או לשליטה בבית יהודי: בגמרא נאמר שאדם לא יטיל אימה יתירה בתוך ביתו, והרמב"ם מלמד שהדיבור בבית יהיה בנחת, בלי כעס ובלי הפחדה. רב שסומכים עליו יכול לענות על פרטי השאלה — ובינתיים הביטחון שלך קודם לכול.',
  },
  sources: ['gittin-6b', 'mishneh-torah-ishut-15-19'],
};

const PROTECTING_A_CHILD: HalachicArea = {
  id: 'protecting_a_child',
  label: { en: 'protecting a child', he: 'הגנה על ילד' },
  background: {
    en: 'Where a child may be hurt, the sources put protecting them first: "do not stand by your neighbour’s blood", and the laws of speech themselves allow speaking up to protect someone. Worry about lashon hara, a family’s name or a chillul Hashem is a question to bring to a rabbi — and the child’s safety need not wait for that answer: the people above can help today.',
    he: 'כשילד עלול להיפגע, המקורות מעמידים את ההגנה עליו קודם: "לא תעמוד על דם רעך", והלכות הדיבור עצמן מתירות לדבר כדי להגן על אדם. החשש מלשון הרע, משמה של המשפחה או מחילול השם הוא שאלה לרב — ואין לעכב בגללו את ההגנה על הילד: הגורמים שמופיעים למעלה יכולים לעזור כבר היום.',
  },
  sources: ['leviticus-19-16', 'proverbs-31-8'],
};

const GUARDING_LIFE: HalachicArea = {
  id: 'guarding_life',
  label: { en: 'guarding life', he: 'שמירת החיים' },
  background: {
    en: 'Jewish tradition holds a life precious beyond almost anything: nearly every commandment steps aside to save one, and the Torah’s laws were given to live by. If this question comes from pain this heavy, please speak with someone today — the people above — and a rabbi can be part of that help too.',
    he: 'המסורת היהודית רואה בחיים ערך כמעט מעל הכול: כמעט כל מצווה נדחית כדי להציל נפש, והתורה ניתנה כדי לחיות בה. אם השאלה באה מתוך כאב כל כך כבד, חשוב לדבר עם מישהו עוד היום — עם הגורמים שמופיעים למעלה — וגם רב יכול להיות חלק מהעזרה.',
  },
  sources: ['leviticus-18-5', 'yoma-85b'],
};

// "If you go to the beit din he'll kill himself": his life matters, and it is guarded by help for
// him, not by the reader staying (a line on saving life alone could read as "so you must stay").
const A_THREAT_TO_THEIR_OWN_LIFE: HalachicArea = {
  id: 'a_threat_to_their_own_life',
  label: { en: 'a threat of self-harm', he: 'איום בפגיעה עצמית' },
  background: {
    en: 'When someone threatens to harm themselves, their life matters — and it is guarded by calling emergency services or a crisis line for them, not by anyone giving up their own safety or their right to ask for help. The halachic side of your question can wait for a calm conversation with a rabbi.',
    he: 'כשמישהו מאיים לפגוע בעצמו, החיים שלו חשובים — ושומרים עליהם בפנייה לשירותי החירום או לקו סיוע בשבילו, לא בוויתור של אדם אחר על הביטחון שלו או על הזכות לבקש עזרה. הצד ההלכתי של השאלה יכול לחכות לשיחה רגועה עם רב.',
  },
  sources: ['leviticus-18-5'],
};

const BY_DANGER: Record<string, HalachicArea> = {
  physical_violence: NO_FEAR_AT_HOME,
  coercive_control: NO_FEAR_AT_HOME,
  threats: NO_FEAR_AT_HOME,
  child_danger: PROTECTING_A_CHILD,
  suicide_self_harm: GUARDING_LIFE,
  partner_self_harm_threat: A_THREAT_TO_THEIR_OWN_LIFE,
};

/** A husband or wife is who is spoken of, or the duty of marriage claimed ("he says it's a mitzvah
 *  and I may not refuse him"), in English, transliteration or Hebrew with its prefixes. */
const SPOUSE = /\b(?:husband|hubby|wife|spouse|dh|ba'?ali|ba'?ala|ishti|ishto)\b|it'?s (?:a|his) mitzvah|\brefuse him\b|(?<![\u05D0-\u05EA])[וש]?(?:בעלי|בעלה|אשתי|אשתו|בן הזוג|בת הזוג|זו מצווה|זה מצווה|המצווה שלו|לסרב לו)(?![\u05D0-\u05EA])/i;

/** Topics whose own background is the catch-all's: the danger's answers them better. */
const CATCH_ALL: ReadonlySet<HalachicTopic> = new Set(['general', 'marriage_law']);

/**
 * The area a halachic question beside this danger is answered from, or null to keep its own: a
 * question asked in a named practice keeps that practice's background and sources, and so does
 * whether to tell someone of a danger ("may I warn my friend, or is it lashon hara?") — the laws of
 * speech say when speaking to protect someone is allowed.
 */
export function lawBesideDanger(category: string, topic: HalachicTopic, message: string, askedArea?: HalachicArea | null): HalachicArea | null {
  if (!CATCH_ALL.has(topic) || askedArea?.id === 'speech' || askedArea?.id === 'a_parent_who_hurt_you') return null;
  if (category === 'sexual_violence') return SPOUSE.test(message) ? NO_FORCE_IN_MARRIAGE : NOT_YOUR_SIN;
  return BY_DANGER[category] ?? null;
}
