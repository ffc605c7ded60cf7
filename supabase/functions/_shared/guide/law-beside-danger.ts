// The law asked beside a possible danger ("he says I'm not allowed to refuse him — is that the
// halacha?", "may I report my father to welfare, or is it lashon hara?", "is it assur to daven to
// die?"). The answer still gives no ruling, but its background and sources speak to the danger
// rather than to the topic's catch-all verses: before these, a wife describing coercion "as a
// mitzvah" was sent to "let there be no quarrel between me and you" and "charm is deceptive".
// Every line here says what the sources say, then sends the details to a rabbi.
import type { HalachicArea } from './halachic-areas.ts';

type DangerArea = Omit<HalachicArea, 'id'> & { id: Extract<HalachicArea['id'], 'no_force_in_marriage' | 'no_fear_at_home' | 'protecting_a_child' | 'guarding_life'> };

const NO_FORCE_IN_MARRIAGE: DangerArea = {
  id: 'no_force_in_marriage',
  label: { en: 'intimacy and consent in marriage', he: 'קרבה והסכמה בנישואין' },
  background: {
    en: 'Whatever the details, the classic sources do not make force part of a Jewish marriage: the Talmud teaches that a man may not compel his wife even to the mitzvah of intimacy, and the Rambam that a husband must not cast fear on his wife. Rabbis, rebbetzins and kallah teachers hear this question and can answer its details — and your safety comes first while you ask.',
    he: 'מה שיהיו הפרטים, המקורות הקלאסיים אינם עושים כפייה לחלק מהנישואין: בגמרא נאמר שאדם לא יכוף את אשתו אפילו למצוות העונה, והרמב"ם כותב שהבעל לא יטיל על אשתו אימה. רבנים, רבניות ומדריכות כלות שומעים שאלה כזאת ויכולים לענות על פרטיה — ובינתיים הביטחון שלך קודם לכול.',
  },
  sources: ['eruvin-100b', 'mishneh-torah-ishut-15-19'],
};

const NO_FEAR_AT_HOME: DangerArea = {
  id: 'no_fear_at_home',
  label: { en: 'fear and control at home', he: 'פחד ושליטה בבית' },
  background: {
    en: 'Whatever the details, the classic sources do not make fear or control part of a Jewish home: the Talmud warns against casting excessive fear in one’s household, and the Rambam asks a husband to honour his wife, to speak with her gently and not to frighten her. A rabbi you trust can answer the details of your question — and your safety comes first while you ask.',
    he: 'מה שיהיו הפרטים, המקורות הקלאסיים אינם עושים פחד או שליטה לחלק מבית יהודי: בגמרא נאמר שאדם לא יטיל אימה יתירה בתוך ביתו, והרמב"ם מבקש מהבעל לכבד את אשתו, לדבר עמה בנחת ולא להפחיד אותה. רב שסומכים עליו יכול לענות על פרטי השאלה — ובינתיים הביטחון שלך קודם לכול.',
  },
  sources: ['gittin-6b', 'mishneh-torah-ishut-15-19'],
};

const PROTECTING_A_CHILD: DangerArea = {
  id: 'protecting_a_child',
  label: { en: 'protecting a child', he: 'הגנה על ילד' },
  background: {
    en: 'Where a child may be hurt, the sources put protecting them first: "do not stand by your neighbour’s blood", and the laws of speech themselves allow speaking up to protect someone. Worry about lashon hara, a family’s name or a chillul Hashem is a question to bring to a rabbi, and it need not wait for the child’s safety: the people above can help today.',
    he: 'כשילד עלול להיפגע, המקורות מעמידים את ההגנה עליו קודם: "לא תעמוד על דם רעך", והלכות הדיבור עצמן מתירות לדבר כדי להגן על אדם. החשש מלשון הרע, משמה של המשפחה או מחילול השם הוא שאלה לרב, והוא לא צריך לעכב את שלום הילד: מי שמופיעים למעלה יכולים לעזור כבר היום.',
  },
  sources: ['leviticus-19-16', 'proverbs-31-8'],
};

const GUARDING_LIFE: DangerArea = {
  id: 'guarding_life',
  label: { en: 'guarding life', he: 'שמירת החיים' },
  background: {
    en: 'Jewish tradition holds a life precious beyond almost anything: nearly every commandment steps aside to save one, and the Torah’s laws were given to live by. If this question comes from pain this heavy, please speak with someone today — the people above — and a rabbi can be part of that help too.',
    he: 'המסורת היהודית רואה בחיים ערך כמעט מעל הכול: כמעט כל מצווה נדחית כדי להציל נפש, והתורה ניתנה כדי לחיות בה. אם השאלה באה מתוך כאב כל כך כבד, כדאי לדבר עם מישהו עוד היום — עם מי שמופיעים למעלה — וגם רב יכול להיות חלק מהעזרה.',
  },
  sources: ['leviticus-18-5', 'yoma-85b'],
};

const BY_DANGER: Record<string, DangerArea> = {
  sexual_violence: NO_FORCE_IN_MARRIAGE,
  physical_violence: NO_FEAR_AT_HOME,
  coercive_control: NO_FEAR_AT_HOME,
  threats: NO_FEAR_AT_HOME,
  child_danger: PROTECTING_A_CHILD,
  suicide_self_harm: GUARDING_LIFE,
  partner_self_harm_threat: GUARDING_LIFE,
};

/** The area a halachic question beside this danger is answered from, or null to keep its own. */
export function lawBesideDanger(category: string): HalachicArea | null {
  return BY_DANGER[category] ?? null;
}
