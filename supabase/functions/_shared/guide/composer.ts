// The embedded composer: writes the answer with no model at all, from the message, the retrieved
// sources, the user's profile and — only when the caller passes it — the partner context.
// Wording varies by a hash of the message (stable for tests, different across questions); the
// content comes from what the message is about (topics.ts), how it is asked, and who asks.
import type { CorpusEntry } from '../corpus/index.ts';
import { hebrewRef } from '../corpus/hebrew-ref.ts';
import type { HalachicFlag, HalachicTopic } from './halachic.ts';
import { pick, type GuideLanguage } from './language.ts';
import type { Topic } from './topics.ts';
import type { GuideProfile, PartnerContext } from './types.ts';

export interface ComposeInput {
  message: string;
  language: GuideLanguage;
  seed: number;
  topics: Topic[];
  sources: CorpusEntry[];
  profile: GuideProfile | null;
  partner: PartnerContext | null;
}

export interface Composed {
  text: string;
  usedPartner: boolean;
}

type QuestionShape = 'how' | 'should' | 'what_to_say' | 'why' | 'statement';

function questionShape(message: string): QuestionShape {
  if (/\b(?:what (?:should|can|do) i (?:say|tell)|how (?:do|can|should) i (?:say|tell|bring (?:it|this) up|ask)|what to say|words to)\b|(?:מה להגיד|מה לומר|איך להגיד|איך לומר|איך לבקש)/i.test(message)) return 'what_to_say';
  if (/\b(?:should i|should we|is it (?:wrong|right|normal|okay|ok) (?:to|that|if)|do you think i should)\b|(?:האם כדאי|כדאי לי|האם זה נורמלי)/i.test(message)) return 'should';
  if (/\b(?:why (?:does|do|is|are|did|can'?t|won'?t|doesn'?t|don'?t))\b|(?:למה הוא|למה היא|למה אנחנו)/i.test(message)) return 'why';
  if (/\b(?:how|what can|what should|any (?:tips|advice|ideas)|help me|ways to)\b|(?:איך|מה אפשר|מה עושים|עצה|עצות)/i.test(message)) return 'how';
  return 'statement';
}

function firstName(profile: GuideProfile | null): string | null {
  const name = profile?.first_name?.trim() || profile?.display_name?.trim();
  return name ? name.split(/\s+/)[0] ?? null : null;
}

function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

// ─── English ──────────────────────────────────────────────────────────────────────────────────

const EN_LEADS: Record<QuestionShape, string[]> = {
  how: ['Here are a few things that tend to help:', 'A few steps you could try this week:', 'Some practical ideas that often make a difference:'],
  should: [
    'Only you can make this call, and a few things may help you weigh it:',
    'There is no one right answer here, but these questions and steps may make it clearer:',
  ],
  what_to_say: ['The words matter less than the tone and the timing, but here is how you might put it:', 'Here is one way to say it, and what tends to help around it:'],
  why: [
    'From the outside I can only guess at the why, but patterns like this often come from somewhere understandable — and there are ways to shift them:',
    'It is hard to know what is going on inside someone else; what usually helps is to make it easier for them to tell you. A few ideas:',
  ],
  statement: ['Some things that may help:', 'A few thoughts that might help:', 'Here is where I would start:'],
};

const EN_CLOSINGS = [
  'If you tell me a little more about what happens just before things go wrong, I can help you plan the next conversation.',
  'Would it help to work out together, word by word, what you want to say?',
  'Which of these feels doable this week? I am happy to think it through with you.',
  'Let me know how it goes — and if one of these does not fit your situation, tell me why and we will find another way.',
];

function enProfileLine(profile: GuideProfile | null, seed: number): string | null {
  if (!profile) return null;
  const children = profile.num_children ?? 0;
  switch (profile.life_stage) {
    case 'newlywed':
      return 'In the first year of marriage this comes up for almost every couple, and it is the best time to build habits you will keep.';
    case 'engaged':
    case 'dating_courtship':
      return 'Working on this before the wedding is a real gift to the marriage you are building.';
    case 'young_family':
      return children > 0
        ? `With ${children === 1 ? 'a child' : `${children} children`} at home, time and energy are scarce, so keep each step small enough to actually happen.`
        : 'With a young family, time and energy are scarce, so keep each step small enough to actually happen.';
    case 'established_family':
    case 'middle_age':
      return 'After years together, patterns run deep — and so does the shared history you can draw on.';
    case 'empty_nest':
      return 'With the children grown, many couples find they need to learn each other again; that can be a real opening.';
    case 'senior':
      return 'Long marriages still grow; small changes at this stage are often noticed and welcomed quickly.';
    case 'remarried':
      return 'In a second marriage old hurts can echo in new situations; naming that openly helps both of you.';
    case 'divorced_separated':
      return 'After a separation, protecting your own calm — and the children\'s, if there are any — comes first.';
    default:
      if (children > 2 && seed % 2 === 0) return `With ${children} children, small routines will carry you further than big plans.`;
      return null;
  }
}

function styleAdvice(style: string, name: string): string {
  if (/\b(?:quiet|introvert\w*|needs? (?:time|space)|reserved|withdraw\w*|shuts? down|processes)\b/i.test(style)) {
    return `so give ${name} time to think — raise it, then offer to come back to it later rather than expecting an answer on the spot.`;
  }
  if (/\b(?:direct|blunt|straight|practical|logical|to the point)\b/i.test(style)) {
    return `so be clear and brief with ${name}: one example, one request.`;
  }
  if (/\b(?:sensitive|emotional|feel\w*|gentle|anxious|worr\w*)\b/i.test(style)) {
    return `so start with reassurance — that you love ${name} and are on the same side — before the request.`;
  }
  if (/\b(?:avoid\w*|conflict[- ]averse|hates? (?:fighting|conflict)|changes? the subject)\b/i.test(style)) {
    return `so agree with ${name} on a set time to talk, which makes the conversation feel less like an ambush.`;
  }
  if (/\b(?:humou?r|funny|jok\w*|playful|light)\b/i.test(style)) {
    return `so a light touch may open the door with ${name} — then say plainly that this one matters to you.`;
  }
  return `so it may help to raise this in the way ${name} finds easiest to hear.`;
}

function enPartnerLines(partner: PartnerContext | null): string[] {
  if (!partner) return [];
  const name = partner.name || 'your partner';
  const lines: string[] = [];
  if (partner.communication_style?.trim()) {
    lines.push(`You have shared that ${name}'s communication style is "${clip(partner.communication_style, 120)}", ${styleAdvice(partner.communication_style, name)}`);
  }
  if (partner.preferences?.trim()) {
    lines.push(`Since ${name} enjoys ${clip(partner.preferences, 90).replace(/[.]$/, '')}, that could be a natural way to reconnect before the harder talk.`);
  } else if (partner.personality?.trim()) {
    lines.push(`Keeping in mind what you wrote about ${name} ("${clip(partner.personality, 90)}"), choose the approach that fits who ${name} is.`);
  }
  if (lines.length === 0) lines.push(`Since you are asking about you and ${name}, think about the moment and the tone in which ${name} listens best.`);
  return lines;
}

const COLLECTION_EN: Record<string, string> = {
  tanakh: 'The verse',
  mishnah: 'The Mishnah',
  talmud: 'The Talmud',
  midrash: 'The Midrash',
  rambam: 'The Rambam',
  mussar: 'The Ramban, in his letter to his son,',
};

function enSourceParagraph(sources: CorpusEntry[], seed: number): string | null {
  const [first, second] = sources;
  if (!first) return null;
  const who = COLLECTION_EN[first.collection] ?? 'The source';
  const intro = pick(
    [
      `${who} (${first.ref}) puts it this way: “${first.en}”`,
      `There is a line I find helpful here, from ${first.ref}: “${first.en}”`,
      `As ${first.ref} teaches: “${first.en}”`,
    ],
    seed,
    3,
  );
  return second ? `${intro} And from ${second.ref}: “${second.en}”` : intro;
}

function composeEnglish(input: ComposeInput): Composed {
  const { seed, topics, profile, partner, sources, message } = input;
  const main = topics[0]!;
  const shape = questionShape(message);
  const name = firstName(profile);
  const empathy = pick(main.empathy.en, seed, 1);
  const opening = name && seed % 3 === 0 ? `${name}, ${empathy.charAt(0).toLowerCase()}${empathy.slice(1)}` : empathy;

  const tips = [...main.tips.en];
  // Another topic the message touches adds its best tip, so a two-sided question gets both sides.
  for (const other of topics.slice(1)) if (other.tips.en[0]) tips.push(other.tips.en[0]);
  const chosen = rotate(tips, seed).slice(0, shape === 'what_to_say' ? 2 : 3);
  const script = pick(main.scripts.en, seed, 2);

  const parts: string[] = [opening];
  const profileLine = enProfileLine(profile, seed);
  if (profileLine) parts.push(profileLine);
  const partnerLines = enPartnerLines(partner);
  parts.push(pick(EN_LEADS[shape], seed, 4));
  if (shape === 'what_to_say') parts.push(`You might say: ${script}`);
  parts.push(chosen.map((tip) => `• ${tip}`).join('\n'));
  parts.push(...partnerLines);
  if (shape !== 'what_to_say') parts.push(`If it helps to have words ready: ${script}`);
  const sourceParagraph = enSourceParagraph(sources, seed);
  if (sourceParagraph) parts.push(sourceParagraph);
  parts.push(pick(EN_CLOSINGS, seed, 5));
  return { text: parts.join('\n\n'), usedPartner: partnerLines.length > 0 };
}

// ─── Hebrew ───────────────────────────────────────────────────────────────────────────────────
// Phrased in the plural or impersonally where possible, so the user's gender is never guessed.

const HE_LEADS = ['הנה כמה דברים שבדרך כלל עוזרים:', 'כמה צעדים שאפשר לנסות השבוע:', 'כמה רעיונות מעשיים:'];
const HE_CLOSINGS = [
  'אם תספרו לי עוד קצת על מה שקורה רגע לפני שהדברים משתבשים, אשמח לעזור לתכנן את השיחה הבאה.',
  'רוצים שננסח יחד, מילה במילה, את מה שתרצו לומר?',
  'איזה מהצעדים האלה נראה אפשרי השבוע? אשמח לחשוב על זה יחד.',
];

function heProfileLine(profile: GuideProfile | null): string | null {
  const children = profile?.num_children ?? 0;
  switch (profile?.life_stage) {
    case 'newlywed':
      return 'בשנה הראשונה לנישואים זה עולה כמעט אצל כל זוג, וזה הזמן הטוב ביותר לבנות הרגלים שיישארו.';
    case 'engaged':
    case 'dating_courtship':
      return 'לעבוד על זה לפני החתונה זו מתנה אמיתית לבית שאתם בונים.';
    case 'young_family':
      return children > 0
        ? `עם ${children === 1 ? 'ילד אחד' : `${children} ילדים`} בבית הזמן והכוח מוגבלים, אז כדאי שכל צעד יהיה קטן מספיק כדי שבאמת יקרה.`
        : 'במשפחה צעירה הזמן והכוח מוגבלים, אז כדאי שכל צעד יהיה קטן מספיק כדי שבאמת יקרה.';
    case 'established_family':
    case 'middle_age':
      return 'אחרי שנים יחד הדפוסים עמוקים — וגם ההיסטוריה המשותפת שאפשר להישען עליה.';
    case 'empty_nest':
      return 'כשהילדים גדלו, זוגות רבים מגלים שצריך להכיר זה את זה מחדש — וזו יכולה להיות הזדמנות.';
    case 'remarried':
      return 'בנישואים שניים פגיעות ישנות יכולות להדהד במצבים חדשים; לומר את זה בגלוי עוזר לשניכם.';
    default:
      return null;
  }
}

function composeHebrew(input: ComposeInput): Composed {
  const { seed, topics, partner, sources, profile } = input;
  const main = topics[0]!;
  const tips = rotate(main.tips.he, seed).slice(0, 3);
  const parts: string[] = [pick(main.empathy.he, seed, 1)];
  const profileLine = heProfileLine(profile);
  if (profileLine) parts.push(profileLine);
  parts.push(pick(HE_LEADS, seed, 4), tips.map((tip) => `• ${tip}`).join('\n'));
  let usedPartner = false;
  if (partner) {
    const name = partner.name || 'בן או בת הזוג';
    if (partner.communication_style?.trim()) {
      parts.push(`שיתפת שסגנון התקשורת של ${name} הוא: "${clip(partner.communication_style, 120)}" — כדאי לבחור רגע ודרך שמתאימים לסגנון הזה.`);
    } else {
      parts.push(`כדאי לחשוב באיזה רגע ובאיזה טון ${name} מקשיב/ה הכי טוב.`);
    }
    usedPartner = true;
  }
  parts.push(`אם עוזר שיהיו מילים מוכנות: ${pick(main.scripts.he, seed, 2)}`);
  const [first] = sources;
  if (first) {
    const lead = first.collection === 'tanakh' ? 'כמו שנאמר' : first.collection === 'liturgy' ? 'כמו שאומרים בתפילה' : first.collection === 'rambam' ? 'כדברי הרמב״ם' : 'כדברי חז״ל';
    parts.push(`${lead} (${hebrewRef(first.ref)}): "${first.he}"`);
  }
  parts.push(pick(HE_CLOSINGS, seed, 5));
  return { text: parts.join('\n\n'), usedPartner };
}

function rotate<T>(items: T[], seed: number): T[] {
  if (items.length === 0) return items;
  const start = seed % items.length;
  return [...items.slice(start), ...items.slice(0, start)];
}

export function composeAnswer(input: ComposeInput): Composed {
  return input.language === 'he' ? composeHebrew(input) : composeEnglish(input);
}

// ─── Halachic answers: background and sources, never a ruling ────────────────────────────────

const HALACHIC_LABEL: Record<HalachicTopic, { en: string; he: string }> = {
  niddah: { en: 'taharat hamishpacha (family purity)', he: 'טהרת המשפחה' },
  mikvah: { en: 'mikvah', he: 'מקווה וטבילה' },
  get_agunah: { en: 'a get and the agunah question', he: 'גט ועגינות' },
  contraception: { en: 'contraception and family planning', he: 'אמצעי מניעה ותכנון משפחה' },
  yichud: { en: 'yichud', he: 'ייחוד' },
  negiah: { en: 'negiah', he: 'נגיעה' },
  shabbat: { en: 'Shabbat and Yom Tov', he: 'שבת ויום טוב' },
  kashrut: { en: 'kashrut', he: 'כשרות' },
  marriage_law: { en: 'the laws of marriage', he: 'הלכות אישות' },
  general: { en: 'halacha', he: 'הלכה' },
};

const HALACHIC_BACKGROUND_EN: Record<HalachicTopic, string> = {
  niddah:
    'The laws of taharat hamishpacha govern the time of separation and the return to closeness through the mikvah. The details (counting, examinations, stains, medical situations, harchakot) are exactly the kind of questions people routinely bring to a rabbi or a trained yoetzet halacha — asking is normal, private and never embarrassing.',
  mikvah:
    'Immersion in the mikvah marks the return to closeness after the days of separation. Timing, preparation and special circumstances (travel, illness, a new baby) often raise questions, and the mikvah attendant or your rabbi can guide you with discretion.',
  get_agunah:
    'A Jewish divorce is completed with a get, given freely by the husband and received by the wife, under a beit din. When a get is withheld, a woman may be left an agunah, "chained". Organisations and batei din work on these cases, and a prenuptial agreement is widely used today to prevent them.',
  contraception:
    'Jewish sources value both the blessing of children and the health and wellbeing of the mother and the family. Questions about family planning depend heavily on personal and medical circumstances, which is why they are brought privately to a rabbi, often together with a doctor.',
  yichud:
    'The laws of yichud concern a man and a woman who are not married to each other being secluded together. The details depend on the people, the place and the circumstances, so practical situations (a colleague, a driver, a babysitter) are usually brought to a rabbi.',
  negiah:
    'Shemirat negiah is the practice of refraining from affectionate touch between men and women who are not married or closely related. How it applies in a particular relationship or situation is a personal question for a rabbi.',
  shabbat:
    'Shabbat and Yom Tov have their own detailed laws (melacha, muktzeh, carrying and more), and practical cases depend on the exact circumstances. Many questions also have a "shalom bayit" side — how a couple with different habits keeps the day peaceful.',
  kashrut:
    'Kashrut questions (a mixed-up utensil, eating at family, different standards between spouses) depend on details and on the customs of your community. A rabbi can answer the practical question; the couple can work on how to handle differences with respect.',
  marriage_law:
    'The laws of marriage (kiddushin, the ketubah, the mutual obligations of husband and wife) are detailed and depend on the couple\'s situation and community. A rabbi who knows you is the right address for the practical question.',
  general:
    'This is a question of halacha, and the answer depends on details and on the customs of your community.',
};

const HALACHIC_BACKGROUND_HE: Record<HalachicTopic, string> = {
  niddah: 'הלכות טהרת המשפחה עוסקות בזמן הפרישה ובחזרה לקרבה דרך המקווה. השאלות המעשיות (ספירה, בדיקות, כתמים, מצבים רפואיים, הרחקות) הן בדיוק שאלות ששואלים רב או יועצת הלכה — זה רגיל, דיסקרטי ולעולם לא מביך.',
  mikvah: 'הטבילה במקווה מציינת את החזרה לקרבה. תזמון, הכנה ומצבים מיוחדים מעוררים שאלות, והבלנית או הרב יכולים להדריך בדיסקרטיות.',
  get_agunah: 'גירושין על פי ההלכה נעשים בגט שניתן מרצון בבית דין. כשגט מעוכב, אישה עלולה להישאר עגונה. יש ארגונים ובתי דין שעוסקים במקרים כאלה, והסכם קדם־נישואין נפוץ היום כדי למנוע זאת.',
  contraception: 'המקורות מעריכים גם את ברכת הילדים וגם את בריאותה ושלומה של האם והמשפחה. שאלות של תכנון משפחה תלויות מאוד בנסיבות אישיות ורפואיות, ולכן שואלים אותן באופן פרטי את הרב, לעיתים יחד עם רופא.',
  yichud: 'הלכות ייחוד עוסקות בהתייחדות של איש ואישה שאינם נשואים זה לזה. הפרטים תלויים באנשים, במקום ובנסיבות, ולכן שואלים רב על מצבים מעשיים.',
  negiah: 'שמירת נגיעה היא הימנעות ממגע של חיבה בין מי שאינם נשואים או קרובים. איך זה חל במצב מסוים — זו שאלה אישית לרב.',
  shabbat: 'לשבת וליום טוב יש הלכות מפורטות, ומקרים מעשיים תלויים בנסיבות המדויקות. לשאלות רבות יש גם צד של שלום בית.',
  kashrut: 'שאלות כשרות תלויות בפרטים ובמנהגי הקהילה. הרב יענה על השאלה המעשית; בני הזוג יכולים לעבוד על הדרך לכבד הבדלים.',
  marriage_law: 'הלכות אישות מפורטות ותלויות במצב הזוג ובקהילה. רב שמכיר אתכם הוא הכתובת לשאלה המעשית.',
  general: 'זו שאלה הלכתית, והתשובה תלויה בפרטים ובמנהגי הקהילה.',
};

const RELATIONSHIP_NOTE_EN: Partial<Record<HalachicTopic, string>> = {
  niddah: 'Many couples find the days of separation a time to practise closeness in words — talking, appreciation, time together — which the sages saw as part of keeping love fresh.',
  mikvah: 'Whatever the practical answer, talking together about how each of you experiences these times can bring you closer.',
  get_agunah: 'If you are facing this, you do not have to manage it alone; a rabbi, a beit din advocate or a support organisation can stand with you.',
  contraception: 'It helps to talk this through as a couple first, so you bring the question to your rabbi together and with your doctor\'s input.',
  shabbat: 'Whatever the halachic answer, agreeing together in advance on how you will spend the day keeps Shabbat peaceful at home.',
  kashrut: 'Differences between spouses in kashrut are common; agreeing on the shared kitchen rules together, with respect, matters as much as any single question.',
};

export function composeHalachic(flag: HalachicFlag, sources: CorpusEntry[], language: GuideLanguage, seed: number): string {
  const label = HALACHIC_LABEL[flag.topic];
  if (language === 'he') {
    const parts = [
      `זו שאלה הלכתית בנושא ${label.he}. אוכל לשתף רקע ומקורות, אבל לא לפסוק — התשובה תלויה בפרטים שרק רב שמכיר אתכם יכול לשקול.`,
    ];
    if (flag.rulingDemanded) parts.push('גם אם הרב ביקש לקבל כאן תשובה, פסק הלכה צריך לבוא מאדם שיכול לשאול שאלות ולשאת באחריות לתשובה — כדאי להביא את השאלה אליו ישירות.');
    parts.push(HALACHIC_BACKGROUND_HE[flag.topic]);
    if (sources.length > 0) parts.push(['מקורות לעיון יחד עם הרב:', ...sources.map((s) => `• ${hebrewRef(s.ref)}: "${s.he}"`)].join('\n'));
    parts.push('כדאי לפנות לרב או ליועצת הלכה שמכירים אתכם; אפשר לשאול גם באופן אנונימי.');
    return parts.join('\n\n');
  }
  const parts = [
    pick(
      [
        `This is a question of halacha, about ${label.en}. I can share background and sources, but I can't give a ruling — the answer depends on details that a rabbi who knows you should weigh.`,
        `Your question touches on ${label.en}, which is a matter for a halachic decision. I won't give a ruling, but I can give you background and sources to bring to your rabbi.`,
      ],
      seed,
    ),
  ];
  if (flag.rulingDemanded) {
    parts.push(
      'Even if your rabbi asked you to get an answer here, a halachic ruling has to come from a person who can ask you questions and take responsibility for the answer. Please bring the question back to them directly — the sources below may help you ask it.',
    );
  }
  parts.push(HALACHIC_BACKGROUND_EN[flag.topic]);
  if (sources.length > 0) parts.push(['Sources to look at, ideally with your rabbi:', ...sources.map((s) => `• ${s.ref}: “${s.en}”`)].join('\n'));
  const note = RELATIONSHIP_NOTE_EN[flag.topic];
  if (note) parts.push(note);
  parts.push(
    pick(
      [
        'Please ask your rabbi (or a yoetzet halacha, where relevant); many also take questions anonymously by phone or online.',
        'The right next step is a short conversation with your rabbi, who can ask about the details that matter here.',
      ],
      seed,
      1,
    ),
  );
  return parts.join('\n\n');
}
