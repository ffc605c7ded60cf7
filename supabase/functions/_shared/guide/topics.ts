// What an ordinary question is about, and what the composer knows to say about it: a few ways to
// acknowledge it, concrete steps, words the user could say, and the words retrieval looks for.
// The advice is practical and specific, drawn from common marriage-education practice (soft
// start-ups, repair attempts, fixed times to talk, appreciation) in the spirit of the sources.

import { wholeHebrewMatch } from './things.ts';

export interface TopicText {
  en: string[];
  he: string[];
}

export interface Topic {
  id: string;
  label: { en: string; he: string };
  match: RegExp;
  /** Words added to the retrieval query (tags in the corpus). */
  query: string;
  empathy: TopicText;
  tips: TopicText;
  scripts: TopicText;
}

/**
 * The parent of one of a married couple speaking of the couple: "my daughter-in-law", "our
 * son-in-law", "my son's wife", "my daughter and her husband", "כלתי", "הכלה שלי", "החתן שלנו",
 * "הבן שלי ואשתו", "אשתו של בני" (the spouse's own parents say "my mother-in-law" instead).
 */
export const MARRIED_CHILD =
  /\b(?:my|our)\s+(?:[\w'’-]+\s+){0,2}?(?:daughters?|sons?)[- ]in[- ]laws?\b|\b(?:my|our)\s+(?:\w+\s+)?(?:son|daughter)\s+(?:just\s+|recently\s+)?(?:got\s+)?married\b|(?<![\u05D0-\u05EA])(?:הבן שלי|הבן שלנו|בני|הבת שלי|הבת שלנו|בתי) (?:התחתן|התחתנה|התארס|התארסה)(?![\u05D0-\u05EA])|\b(?:my|our)\s+(?:[\w-]+\s+)?(?:son|daughter)['’]s\s+(?:new\s+)?(?:wife|husband|spouse|kallah|chosson|chassan)\b|\b(?:my|our)\s+(?:[\w-]+\s+)?(?:son and his (?:new\s+)?(?:wife|kallah)|daughter and her (?:new\s+)?(?:husband|chosson|chassan))\b|\b(?:DIL|SIL)\b(?=[^.?!]{0,80}\b(?:grand\w*|my son|my daughter)\b)|(?<![\u05D0-\u05EA])(?:[ושלבמ]|וה|וב|ול|ומ|מה|לה|שה)?(?:כלתי|כלותיי|חתני|(?:ה)?(?:כלה|חתן|כלות|חתנים) (?:שלי|שלנו)|(?:הבן שלי|הבן שלנו|בני) ו?(?:אשתו|הכלה)|(?:הבת שלי|הבת שלנו|בתי) ו?(?:בעלה|החתן)|אשתו של (?:הבן שלי|הבן שלנו|בני)|בעלה של (?:הבת שלי|הבת שלנו|בתי))(?![\u05D0-\u05EA])/i;

/**
 * A stepfamily named as such: step-words, a blended family, the spouse's children or children from
 * an earlier marriage, a fiancée "who has a 7-year-old son" (answers round S13), a widower with
 * two girls, "הבן של בעלי", "ילדים חורגים", "גרושה עם שני ילדים". (Remarrying alone is not yet a stepfamily: a
 * widow's second wedding or a father's new wife can be a question of grief or of a wedding.)
 */
export const STEPFAMILY =
  /\b(?:step-?(?:children|kids?|sons?|daughters?|child|father|mother|dad|mom|mum|parents?|family)|blended family|(?:my |our )?(?:new )?(?:wife|husband)['’]s (?:(?:two|three|four|five|\d) )?(?:\d{1,2}[- ]?(?:year[- ]old|yo) |little |teenage |older |younger )?(?:children|kids|sons?|daughters?|boys|girls)|(?:his|her|my) (?:kids|children|sons?|daughters?) from (?:his|her|my|a) (?:previous|first|prior|earlier|last) marriage|(?<=\b(?:engaged to|marry(?:ing)?|married|remarried|fianc[eé]e?)\b[^.!?]{0,60})(?:who|she|he) has (?:a |an |one |two |three |\d )?(?:\d{1,2}[- ]year[- ]old |little |young |teenage |grown )?(?:sons?|daughters?|kids|children|boys|girls)|(?:divorcee|divorced (?:man|woman|mother|father|mom|dad)|widow(?:er)?|single (?:mom|mother|dad|father)) with (?:a |an |one |two |three |\d )?(?:[\w-]+ )?(?:kids?|children|sons?|daughters?|boys|girls))\b|(?:גרוש|גרושה|אלמן|אלמנה|אם חד הורית|אב חד הורי) עם (?:\S+ )?(?:ילד|ילדה|ילדים|ילדות|בן|בת|בנים|בנות)(?![\u05D0-\u05EA])|(?:(?:ה)?(?:ילדים|ילד|ילדה|בן|בת|בנים|בנות|הורה|אב|אם|אבא|אמא) (?:ה)?חורג(?:ת|ים|ות)?|(?:הילדים|הבן|הבת|הבנים|הבנות) (?:של בעלי|של אשתי|של בן הזוג שלי|של בת הזוג שלי)|משפחה (?:משולבת|מעורבת)|(?:ה)?משפחה ה(?:משולבת|מעורבת)|(?:מ|מה)נישואי(?:ם|ו|ה) (?:ה)?(?:קודמים|ראשונים|הקודמים|הראשונים))|(?<=\bmarried to (?:my )?husband\b[^]{0,80})\bhis (?:(?:\d{1,2}[- ]year[- ]old|teenage|little|older|younger) )?(?:sons?|daughters?|kids|children|boys|girls)\b|(?<=\bmarried to (?:my )?wife\b[^]{0,80})\bher (?:(?:\d{1,2}[- ]year[- ]old|teenage|little|older|younger) )?(?:sons?|daughters?|kids|children|boys|girls)\b/i;

// The two parents at odds over a child (the 'parenting together' lines about a disagreement are said
// only then; the teenager topic yields to 'parenting together' then): "my husband thinks…", "we can't agree", "אשתי מרשה לה".
export const PARENTS_AT_ODDS = /\b(?:we (?:disagree|argue|fight|keep arguing|don'?t agree|can'?t agree|aren'?t on the same page)|(?:my (?:husband|wife)|he|she) and I (?:disagree|argue|fight|keep arguing|don'?t agree|can'?t agree|aren'?t on the same page|see it differently)|not on the same page|(?:my )?(?:husband|wife) (?:thinks|says|wants|insists|lets|allows|is (?:too |much too |way too )?(?:strict|lenient|soft|harsh))|undermin\w*)\b|(?<![\u05D0-\u05EA])(?:לא מסכימים|חלוקים|רבים על|מתווכחים על|(?:בעלי|בן הזוג שלי) (?:חושב|אומר|רוצה|מתעקש|מרשה|נותן|מתנגד)|(?:אשתי|בת הזוג שלי) (?:חושבת|אומרת|רוצה|מתעקשת|מרשה|נותנת|מתנגדת))(?![\u05D0-\u05EA])/i;

/**
 * A teenager at home named: teen words, a son or daughter of 13 to 17, high school, a yeshiva
 * high school or ulpana, the upper grades ("בכיתה י"). (The age of a child named by number alone,
 * "my 15 year old", is one; "אני בת 16" is the writer, not a child.)
 */
const TEENAGER =
  /\b(?:teen(?:s|ager|agers|age|aged)?|adolescen\w*|high ?school(?:er)?|(?:my|our|the) (?:\w+ )?1[3-7][- ]?(?:(?:year|yr)s?[- ]?olds?|y\.?o\b\.?)|(?:son|daughter|boy|girl|kid)(?:,)? (?:is |who is |who'?s |just turned |turned |aged? )?1[3-7]\b(?![- ]?(?:months?|weeks?|days?|hours?|minutes?|%|kg|lbs?)))|(?<![\u05D0-\u05EA])(?:[ולבמש]|וה|וב|ול|ומ|שה|כש)?(?:מתבגר|מתבגרת|מתבגרים|מתבגרות|ההתבגרות|נער|נערה|הנער|הנערה|נוער|תיכון|התיכון|אולפנה|האולפנה|ישיבה תיכונית)(?![\u05D0-\u05EA])|(?<!אני )(?<![\u05D0-\u05EA])(?:בן|בת) 1[3-7](?![0-9])|(?<![\u05D0-\u05EA])בכיתה (?:ז|ח|ט|י|יא|יב|י"א|י"ב|י״א|י״ב)(?![\u05D0-\u05EA])/i;

export const TOPICS: Topic[] = [
  {
    id: 'honesty',
    label: { en: 'being honest without hurting', he: 'כנות בלי לפגוע' },
    match: /\b(?:should i tell|do i tell|be honest|tell (?:him|her|my (?:wife|husband|partner|fianc[eé]e?)) (?:that|the truth|how i feel)|white lie|without hurting (?:his|her) feelings|hurt (?:his|her) feelings)\b|(?:להגיד לו ש|להגיד לה ש|לומר לו ש|לומר לה ש|בלי לפגוע|להיות כן|להיות כנה)/i,
    query: 'honesty truth peace kind words timing gentle speech',
    empathy: {
      en: ['Wanting to be honest and also kind is a good instinct; the two usually fit together when the timing and the words are right.'],
      he: ['הרצון להיות כנים וגם עדינים הוא אינסטינקט טוב; בדרך כלל השניים מסתדרים כשהעיתוי והמילים נכונים.'],
    },
    tips: {
      en: [
        'Ask yourself what you want to change, not only what you want to say; if nothing would change, it may not need saying.',
        'Choose a private, unhurried moment — never in front of others, and not when either of you is tired or hungry.',
        'Start with what you genuinely appreciate, then say the one thing in the first person ("I find that…"), and offer a way forward together.',
        'Keep it small and specific; a single clear sentence is kinder than a long explanation.',
      ],
      he: ['שאלו את עצמכם מה תרצו שישתנה, לא רק מה תרצו לומר.', 'בחרו רגע פרטי ולא לחוץ, ופתחו במה שאתם באמת מעריכים.'],
    },
    scripts: {
      en: ['"I really appreciate what you do for us. There is one small thing that is hard for me, and I\'d like us to find a way together — can I tell you about it?"'],
      he: ['"אני כל כך מעריך/ה את מה שאת/ה עושה בשבילנו. יש משהו קטן שקשה לי איתו — אפשר שננסה יחד דרך אחרת?"'],
    },
  },
  {
    id: 'anger',
    label: { en: 'anger and raised voices', he: 'כעס וטונים גבוהים' },
    match: /\b(?:ang(?:er|ry)|yell\w*|shout\w*|scream\w*|temper|rage|blow(?:s|ing)? up|blew up|lose (?:my|his|her) cool|snap(?:s|ped)? at|furious|mad at|calm (?:\w+ )?down|bicker\w*|squabbl\w*|quarrel\w*)\b|(?:להרגיע|מתקוטטים|מתווכחים כל הזמן|כעס|כועס|כועסת|צועק|צועקת|צעקות|מתפרץ|מתפרצת|עצבים)/i,
    query: 'anger calm patience self-control gentle answer',
    empathy: {
      en: [
        'When voices rise at home, everyone ends up feeling unsafe and unheard, even the one who is shouting.',
        'Anger usually sits on top of something softer — hurt, fear or exhaustion — and it is hard to reach that while the heat is on.',
      ],
      he: ['כשהקולות עולים בבית, כולם נשארים עם תחושה שלא שומעים אותם — גם מי שצועק.'],
    },
    tips: {
      en: [
        'Agree in a calm moment on a pause word. Either of you can say it when things heat up, and you both step away for twenty minutes — with a promise to come back, so the pause is not a punishment.',
        'During the pause, do something that actually lowers your pulse (a walk, a glass of water, a few slow breaths) instead of rehearsing your arguments.',
        'When you come back, start with one sentence about what you felt underneath the anger ("I was scared we were falling behind"), not with what the other did.',
        'Keep your voice lower than feels natural. A soft answer really does turn away wrath; the other person matches your volume more than your words.',
        'Notice your own early signs — a tight jaw, talking faster — and name them out loud: "I can feel myself getting heated."',
      ],
      he: [
        'סכמו ברגע רגוע על "מילת עצירה": כל אחד מכם יכול לומר אותה כשהמצב מתלהט, ושניכם לוקחים עשרים דקות הפסקה — עם הבטחה לחזור ולדבר.',
        'כשחוזרים, פתחו במשפט אחד על מה שהרגשתם מתחת לכעס ("פחדתי ש…"), ולא במה שהצד השני עשה.',
        'דברו בקול נמוך מהרגיל. "מענה רך ישיב חמה" — הצד השני מתאים את עצמו לעוצמת הקול יותר מאשר למילים.',
      ],
    },
    scripts: {
      en: ['"I don\'t want to fight with you. Can we take twenty minutes and then talk again?"', '"I\'m sorry I raised my voice. What I meant to say is that I\'m worried."'],
      he: ['"אני לא רוצה לריב איתך. אפשר לקחת עשרים דקות ואז לדבר שוב?"'],
    },
  },
  {
    id: 'listening',
    label: { en: 'not feeling heard', he: 'התחושה שלא מקשיבים' },
    // ("לא מכיל אותה": not holding what she feels — answers round S30.)
    match: /\b(?:listen\w*|interrupt\w*|ignor\w*|not heard|unheard|tune[sd]? (?:me )?out|on (?:his|her|the) phone (?:when|while)|doesn'?t hear|don'?t hear|talk(?:ing)? over|open(?:s|ing)? up|shuts? down|(?:won'?t|doesn'?t|never) (?:share|open up|tells? me (?:what|how)))\b|(?:מקשיב|מקשיבה|להקשיב|מתעלם|מתעלמת|קוטע|קוטעת|לא שומע|לא שומעת|לא משתף|לא משתפת|לא נפתח|לא נפתחת|להיפתח|(?<![\u05D0-\u05EA])(?:לא )?(?:מכיל|מכילה|להכיל|מכילים)(?![\u05D0-\u05EA]))/i,
    query: 'listening listen communication interrupting understanding',
    empathy: {
      en: [
        'Feeling unheard by the person closest to you is lonely in a very particular way.',
        'Most people who interrupt or drift off are not trying to dismiss; they are often rushing to fix, defend or reply — but it still hurts.',
        'Being told you don\'t listen when you feel you do is disorienting; usually it means the listening being asked for looks different from the listening you give.',
      ],
      he: ['להרגיש שהאדם הכי קרוב אליך לא שומע — זו בדידות מסוג מיוחד.'],
    },
    tips: {
      en: [
        'Pick a time when neither of you is on a screen or in a rush, and ask for it directly: "I need ten minutes where you just listen, and then I\'ll listen to you."',
        'Try a simple turn-taking rule: the listener sums up what they heard ("So you\'re saying…") before answering. It slows the talk down and it feels very different.',
        'Lead with the feeling and one concrete example, not a pattern ("yesterday at dinner…" rather than "you never…"), so there is nothing to argue with.',
        'Ask what makes listening hard for them right now — tiredness, feeling criticised, a phone habit. Listening is easier when it is not received as an accusation.',
        'Offer the same: be the first to reflect back what they say this week. Listening tends to be returned.',
      ],
      he: [
        'בחרו זמן בלי מסכים ובלי לחץ, ובקשו במפורש: "אני צריך/ה עשר דקות שבהן רק תקשיב/י, ואחר כך אני אקשיב לך."',
        'נסו כלל פשוט: מי שמקשיב מסכם במילים שלו מה ששמע לפני שהוא עונה.',
        'פתחו ברגש ובדוגמה אחת מוחשית ("אתמול בארוחת הערב…") ולא ב"אתה תמיד".',
      ],
    },
    scripts: {
      en: ['"When I\'m telling you about my day and the phone comes out, I feel like I\'m talking to myself. Could we put the phones away at dinner?"', '"Can you tell me back what you heard? I want to be sure I said it well."'],
      he: ['"כשאני מספר/ת לך על היום שלי והטלפון יוצא, אני מרגיש/ה שאני מדבר/ת לעצמי. אפשר שנשים את הטלפונים בצד בארוחת ערב?"'],
    },
  },
  {
    id: 'criticism',
    label: { en: 'criticism and blame', he: 'ביקורת והאשמות' },
    match: /\b(?:critici[sz]\w*|nag\w*|complain\w*|blam\w*|sarcas\w*|put(?:s)? me down|belittl\w*|insult\w*|contempt|eye[- ]roll\w*|judg(?:es|ing) me|nothing (?:i do|i say) is (?:ever )?(?:right|good enough|enough)|never good enough|(?:starts?|keeps?) listing (?:what|everything)|finds? fault|picks? on me)\b|(?:ביקורת|מבקר|מבקרת|מתלונן|מתלוננת|מאשים|מאשימה|מזלזל|מזלזלת|(?<![\u05D0-\u05EA])(?:מעירה|מעיר|מעירים)(?: (?:לי|לו|לה|לנו|על)(?![\u05D0-\u05EA])|(?=[,.!?]))|הערות|שום דבר (?:שאני עושה )?לא מספיק טוב|אף פעם לא מספיק טוב)/i,
    query: 'criticism hurtful words speech shame kind words respect',
    empathy: {
      en: ['Constant criticism wears down even a strong marriage, because it leaves one person always on trial.', 'It is exhausting to feel that nothing you do is quite right.'],
      he: ['ביקורת מתמשכת שוחקת גם נישואים חזקים, כי אחד מבני הזוג מרגיש כל הזמן במבחן.'],
    },
    tips: {
      en: [
        'Turn each criticism into a wish: behind "you\'re always late" is "I want to feel that our plans matter to you". Say the wish.',
        'Keep a rough balance — research on couples keeps finding that stable marriages have several warm moments for every critical one. Count yours for a week.',
        'Never correct each other in front of the children, family or friends; the Talmud compares shaming someone in public to shedding blood.',
        'If you are on the receiving end, ask for one specific thing rather than defending yourself on every point: "Which one matters most to you right now?"',
      ],
      he: [
        'הפכו כל ביקורת למשאלה: מאחורי "אתה תמיד מאחר" מסתתר "אני רוצה להרגיש שהתוכניות שלנו חשובות לך". אמרו את המשאלה.',
        'לעולם לא להעיר זה לזה מול הילדים, המשפחה או חברים — חז"ל השוו הלבנת פנים ברבים לשפיכות דמים.',
      ],
    },
    scripts: {
      en: ['"I know I\'ve been criticising a lot. What I actually want is for us to feel like a team again."', '"When it\'s said in front of the kids it really stings. Could we keep that for when we\'re alone?"'],
      he: ['"אני יודע/ת שהרבה ביקרתי לאחרונה. מה שאני באמת רוצה זה שנרגיש שוב צוות."'],
    },
  },
  {
    id: 'apology',
    label: { en: 'hurt, apology and forgiveness', he: 'פגיעה, התנצלות וסליחה' },
    // The asker's own wrong is a question of repair too: "I forgot our anniversary", "I snapped at her".
    match: /\b(?:apolog\w*|sorry|forgiv\w*|grudge|resent\w*|make up|made up|make it up|reconcil\w*|hurt (?:me|him|her|my feelings)|after (?:a|our|the) (?:fight|argument)|i (?:completely |totally )?forgot (?:our|her|his|my|the)|i (?:said|did) something (?:really |so )?(?:nasty|hurtful|mean|awful|terrible|stupid)|i snapped at|i was (?:rude|harsh|nasty|mean))\b|(?:סליחה|להתנצל|התנצלות|מתנצל|מתנצלת|אתנצל|לסלוח|טינה|להתפייס|לפייס|מפייסים|פיוס|פגע בי|פגעה בי|אחרי הריב|שכחתי את|אמרתי (?:לה|לו) דברים|הייתי גס|הייתי גסה|התפרצתי על)/i,
    query: 'apology forgiveness reconciliation teshuvah resentment letting go',
    empathy: {
      en: ['Hurt that is not repaired tends to come back in every later argument.', 'Asking for forgiveness, or offering it, takes real courage.'],
      he: ['פגיעה שלא תוקנה נוטה לחזור בכל ויכוח שאחריה.'],
    },
    tips: {
      en: [
        'A real apology has three parts: naming what happened without "but", acknowledging how it landed, and saying what you will do differently.',
        'Apologise for your part even if the other person contributed more; it is the fastest way to lower the other\'s defences.',
        'Forgiveness is allowed to take time. You can say "I\'m not there yet, but I want to get there" — that is honest and it keeps the door open.',
        'Agree on a small repair ritual after arguments (a cup of tea together, a short walk), so that making up becomes a habit rather than a negotiation.',
      ],
      he: [
        'התנצלות אמיתית כוללת שלושה חלקים: לומר מה קרה בלי "אבל", להכיר במה שזה עשה לצד השני, ולומר מה תעשו אחרת.',
        'מותר שסליחה תיקח זמן. אפשר לומר "אני עוד לא שם, אבל אני רוצה להגיע לשם".',
      ],
    },
    scripts: {
      en: ['"I\'m sorry I said that. It was unfair, and I can see it hurt you. Next time I\'ll ask for a break instead."', '"I\'m still hurt, and I also want us to move forward. Can we talk about what would help?"'],
      he: ['"סליחה על מה שאמרתי. זה לא היה הוגן, ואני רואה שזה פגע בך. בפעם הבאה אבקש הפסקה במקום."'],
    },
  },
  {
    // The parent of one of a married couple speaking (a daughter-in-law, a son-in-law, "my son and
    // his wife"): in-law matters seen from the parent's side — the couple's home is theirs, a
    // parent speaks through their own child, and a grandparent offers rather than insists.
    id: 'married_children',
    label: { en: 'your married child and their spouse', he: 'הילדים הנשואים ובני הזוג שלהם' },
    match: MARRIED_CHILD,
    query: 'in-laws parents married children grandchildren boundaries peace family',
    empathy: {
      en: [
        'When a child marries, a parent moves from the centre of their home to an honoured place beside it — and that change can hurt, even when everyone means well.',
        'Loving a married child means loving the home they are building with their spouse too, and that asks for a different kind of closeness than before.',
      ],
      he: [],
    },
    tips: {
      en: [
        'Speak through your own child rather than to their spouse about anything sensitive: a word from you to your son or daughter lands far more gently than a remark to their husband or wife.',
        'Respect that the young couple\u2019s home is theirs: their rules, their schedule and their decisions about the children, in your home as well as in theirs.',
        'Do not criticise your child\u2019s spouse to your child; it puts them in an impossible place, and it tends to come back into their marriage.',
        'Offer rather than insist: "I would love to have the children on Tuesday if it suits you" leaves them free to say yes.',
        'If something hurt you, ask once, warmly and without blame — "Is there something I did that made this harder for you?" — and listen to the answer.',
        'What a grandparent can give is steady warmth: time, stories, a home that is always open, and help that is asked for rather than imposed.',
      ],
      he: [],
    },
    scripts: {
      en: ['"I love you both, and I want to be a help to you, not a weight. What would make things easier for you right now?"', '"I have noticed something has changed, and I would rather ask than guess: is there something I could do differently?"'],
      he: [],
    },
  },
  {
    id: 'in_laws',
    label: { en: 'tension with the in-laws', he: 'מתח עם המשפחה המורחבת' },
    match: /\b(?:in[- ]?laws?|mother[- ]?in[- ]?law|father[- ]?in[- ]?law|sister[- ]?in[- ]?law|brother[- ]?in[- ]?law|(?<!\b(?:like|as|than) )(?<!\b(?:daughter|son|girl|boy|kids?|children|child|teen\w*|toddler|baby)\b[^.?!]{0,80})(?:his|her) (?:mother|mom|mum|father|dad|parents|family)|(?:husband|wife|spouse|partner|chosson|chassan|kallah|fianc[eé]e?)['’]s (?:mother|mom|mum|father|dad|parents|family)|shvigger|machatunim)\b|(?:חמות|חמותי|חמי|חותן|חותנת|גיסה|גיס|ההורים שלו|ההורים שלה|המשפחה שלו|המשפחה שלה|מחותנים|(?:ההורים|אמא|אבא|המשפחה) של (?:בעלי|אשתי|בן זוגי|בת זוגי))/i,
    query: 'in-laws parents boundaries marriage honour family peace',
    empathy: {
      en: [
        'In-law tension is one of the most common strains in a marriage, because it sits exactly where loyalty to parents meets loyalty to a spouse.',
        'It is hard to feel caught between the family you married into and the home you are building.',
      ],
      he: ['מתח עם המשפחה של בן או בת הזוג הוא מהעומסים הנפוצים ביותר בנישואים — בדיוק במקום שבו נאמנות להורים פוגשת נאמנות לבן הזוג.'],
    },
    tips: {
      en: [
        'Talk as a couple first and agree on your shared line before anyone speaks to the parents. "One flesh" means your marriage is the first unit.',
        'Each of you handles your own parents: the son speaks to his mother, the daughter to hers. It lands far more gently from their own child.',
        'Separate honour from control: you can be warm, visit and include them while still deciding together how you run your home.',
        'Be specific about the one thing that matters most (surprise visits, comments about the children, holiday plans) instead of a general complaint about them.',
        'Say out loud what you appreciate about them, to your spouse and to them — it makes the boundary easier to hear.',
      ],
      he: [
        'דברו קודם בינכם וסכמו על קו משותף לפני שמישהו מדבר עם ההורים. "והיו לבשר אחד" — הזוגיות שלכם היא היחידה הראשונה.',
        'כל אחד מדבר עם ההורים שלו. זה נשמע הרבה יותר רך כשזה מגיע מהילד שלהם.',
        'הפרידו בין כבוד לשליטה: אפשר לכבד, לבקר ולשתף — ועדיין להחליט יחד איך מנהלים את הבית.',
      ],
    },
    scripts: {
      en: ['"I love that your mother wants to be close to the kids. Could you ask her to call before she comes over? It would help me a lot."', '"Before we answer your parents about the holidays, can we decide together what we want?"'],
      he: ['"אני שמח/ה שאמא שלך רוצה להיות קרובה לילדים. תוכל/י לבקש ממנה להתקשר לפני שהיא מגיעה? זה יעזור לי מאוד."'],
    },
  },
  {
    id: 'parents',
    label: { en: 'caring for and honouring parents', he: 'כיבוד הורים ודאגה להם' },
    match: /\b(?:my (?:mother|mom|mum|father|dad|parents)(?!-in-law| in law)|aging parents?|elderly (?:mother|father|parents?)|honou?r(?:ing)? (?:my )?parents|kibud av|caregiv\w*|dementia|nursing home|assisted living)\b|(?:כיבוד הורים|אמא שלי|אבא שלי|ההורים שלי|הורים מבוגרים|דמנציה|בית אבות|מטפל|מטפלת)/i,
    query: 'honour parents elderly care respect reverence',
    empathy: {
      en: ['Caring for a parent while keeping your own marriage and home going is a real balancing act.', 'Love for a parent and frustration with them can live side by side; both are normal.'],
      he: ['לדאוג להורה ובמקביל להחזיק זוגיות ובית — זה איזון אמיתי וקשה.'],
    },
    tips: {
      en: [
        'The Talmud describes honour in very practical terms — food, clothing, helping them come and go — and reverence as not contradicting or belittling them. Honour does not require agreeing with everything.',
        'Share the load out loud: make a simple plan with siblings and your spouse about who does what, instead of one person quietly carrying it all.',
        'Guard your marriage inside the caregiving: a fixed evening or walk together each week, even a short one, keeps you partners and not just co-managers.',
        'When a parent\'s words hurt, you can answer respectfully and still set a limit: "I hear you, Ima. I\'m going to decide this with my husband."',
      ],
      he: [
        'חז"ל מתארים כבוד במונחים מעשיים — "מאכיל ומשקה, מלביש ומכסה, מכניס ומוציא" — ומורא כאי־סתירת דבריהם. כבוד אינו מחייב הסכמה לכל דבר.',
        'חלקו את העומס בגלוי: תוכנית פשוטה עם האחים ועם בן או בת הזוג, מי עושה מה.',
      ],
    },
    scripts: {
      en: ['"I want to be there for Abba, and I need us to plan it together so it doesn\'t swallow our evenings. Can we sit down on Sunday?"'],
      he: ['"אני רוצה להיות שם בשביל אבא, ואני צריך/ה שנתכנן את זה יחד. נשב על זה ביום ראשון?"'],
    },
  },
  {
    // Answers round S27's theme (teenagers at home) read a teen shut in her room, on her phone, as
    // "disagreeing about the children" with a script for the parents' quarrel. A teenager named is
    // the parent and the teen: how to reach them, what rules and trust look like now, and words to
    // say to the teen. (understandAlone puts it before 'parenting together' unless the two parents
    // are at odds; its tips still ask them to agree in private first.)
    id: 'teenager',
    label: { en: 'your teenager', he: 'גיל ההתבגרות' },
    match: TEENAGER,
    query: 'parenting children education teenagers patience listening',
    empathy: {
      en: [
        'Being shut out by a teenager you know by heart hurts; some distance is part of growing up, and it is not a verdict on your parenting.',
        'Worrying about a teenager while letting them become their own person is one of the hardest balances a parent holds.',
      ],
      he: [],
    },
    tips: {
      en: [
        'Talk side by side rather than face to face: a drive, a late snack, a walk or cooking together open a teenager more than a sit-down talk.',
        'Listen more than you advise: one open question ("what was the hardest part of today?"), then let the silence work; a teen who feels heard comes back to talk.',
        'Keep a few rules that really matter (safety, respect, what your home keeps) with the reason said out loud, and let the smaller battles go.',
        'Give trust in steps, said in advance: more freedom as agreements are kept, and a way back after a slip.',
        'Agree with your spouse in private first, so your teenager hears one voice and neither of you is played against the other.',
      ],
      he: [],
    },
    scripts: {
      en: [
        '"I\'ve missed talking with you. No lecture, I promise. I just want to hear how things really are for you. Want to grab something to eat, just us?"',
        '"I\'m not angry, I want to understand. Tell me how it looks from your side, and then we\'ll work out together what happens next."',
      ],
      he: [],
    },
  },
  {
    id: 'parenting',
    label: { en: 'parenting together', he: 'הורות משותפת' },
    // A child named by age alone: "our 14 year old", "my 9yo", "הבת בת 15" (not "אני בת 17").
    match: /\b(?:kids?|child(?:ren)?|sons?|daughters?|toddler|teen\w*|baby|parenting|discipline|bedtime|homework|screen time|(?:my|our|the) \d{1,2}[- ]?(?:(?:year|yr)s?[- ]?olds?|y\.?o\b\.?))\b|(?:ילדים|ילד|ילדה|הבן|הבת|פעוט|מתבגר|מתבגרת|חינוך|שעת שינה|שיעורי בית|(?<!אני )(?<![\u05D0-\u05EA])(?:בן|בת) (?:[1-9]|1[0-9])(?![0-9]))/i,
    query: 'parenting children education home family',
    empathy: {
      en: ['Disagreeing about the children is painful because both of you care so much about getting it right.', 'Parenting exposes every difference in how each of you was raised.', 'Wanting to get this right for a child is itself a sign of how much you care.'],
      he: ['מחלוקות על הילדים כואבות דווקא כי לשניכם כל כך אכפת.'],
    },
    tips: {
      en: [
        'Settle disagreements about the children away from them, then present one decision together; children feel safer when their parents are a team.',
        'Each of you names the one value behind your position (safety, independence, respect). You often want the same thing by different routes.',
        '"Educate a child according to his way": what works for one child may not for another, so talk about this child, not parenting in general.',
        'Agree on a small number of house rules you both will really enforce, rather than many that only one of you holds.',
        'Give one clear, honest explanation at the child\'s level, then invite questions; children cope better with a truth said kindly than with a silence they fill in themselves.',
        'Fixed one-to-one time with each child, even a quarter of an hour, does more than many rules.',
      ],
      he: [
        'ליבנו מחלוקות על הילדים הרחק מהם, והציגו החלטה אחת משותפת. ילדים מרגישים בטוחים יותר כשההורים צוות.',
        '"חנוך לנער על פי דרכו" — מה שמתאים לילד אחד לא תמיד מתאים לאחר; דברו על הילד הזה, לא על חינוך באופן כללי.',
      ],
    },
    scripts: {
      en: ['"I don\'t want to argue about this in front of the kids. Can we decide tonight after they\'re asleep and tell them together tomorrow?"', '"I love you, and that doesn\'t change. Tell me what you think about it, and we\'ll work it out together."'],
      he: ['"אני לא רוצה להתווכח על זה מול הילדים. נחליט הערב אחרי שהם יירדמו ונגיד להם יחד מחר?"'],
    },
  },
  {
    // Answers development line aS10-015: a stepson who will not come for Shabbat got in-law and
    // hosting advice ("each of you handles your own parents", a neighbour's house). A stepfamily
    // is its own matter: who leads on rules, loyalty to the other home, a bond built slowly.
    id: 'stepfamily',
    label: { en: 'life in a stepfamily', he: 'החיים במשפחה המשולבת' },
    match: STEPFAMILY,
    query: 'stepchildren step-parents blended family raising children patience',
    empathy: {
      en: [
        'A stepfamily usually takes years, not months, to feel like one home, and almost everyone in it feels like an outsider at some point; that is not a sign you are doing it wrong.',
        'Caring for a child who did not choose you, while their loyalty to their other parent pulls the other way, is one of the hardest places in family life.',
      ],
      he: [
        'למשפחה משולבת לוקח לרוב שנים, לא חודשים, להרגיש כמו בית אחד, וכמעט כל מי שבתוכה מרגיש לפעמים מבחוץ; זה לא סימן שמשהו נעשה לא נכון.',
      ],
    },
    tips: {
      en: [
        "Let the child's own parent lead on rules and discipline, at least in the first years; the step-parent's role is to back those rules as a warm adult in the home, not to replace a parent.",
        'Agree as a couple, in private, on the few house rules that really matter; the child\'s parent tells the child, and the rules are the same for every child in the home.',
        'Build the bond through small, regular, low-pressure time together (a lift, cooking, a shared game) rather than big talks about the relationship.',
        'Expect loyalty conflicts: a child may feel that warming to a step-parent betrays the other parent. Never speak against the other home in front of them, and tell them plainly that they do not have to choose.',
        'Keep some time for the child alone with their own parent too; it reassures them that the new marriage has not taken their parent away.',
      ],
      he: [
        'בשנים הראשונות ההורה של הילד מוביל בכללים ובחינוך; ההורה החורג מגבה אותם כמבוגר חם בבית, לא כתחליף להורה.',
        'סכמו ביניכם, בפרטיות, על כמה כללי בית שחשובים באמת; ההורה של הילד אומר לו אותם, והם אותם כללים לכל הילדים בבית.',
        'קשר נבנה מזמן קטן, קבוע ולא לחוץ ביחד — הסעה, בישול, משחק משותף — יותר משיחות גדולות על היחסים.',
        'צפו לקונפליקט של נאמנות: ילד עלול להרגיש שהתקרבות להורה החורג היא בגידה בהורה השני. אל תדברו נגד הבית השני לידו, ואמרו לו במפורש שהוא לא צריך לבחור.',
      ],
    },
    scripts: {
      en: ['"I\'m not here to take anyone\'s place. I\'d like us to find our own way to get along, at your pace."', '"Can we agree tonight on the house rules, and you tell the kids? It will land better coming from you."'],
      he: ['"אני לא כאן כדי לתפוס את המקום של אף אחד. הייתי רוצה שנמצא את הדרך שלנו להסתדר, בקצב שלך."'],
    },
  },
  {
    // Answers round S35: a couple weighing separation, telling the children, co-parenting from two
    // homes and a marriage taken up again were answered with "a big decision you see differently…",
    // "Educate a child according to his way" and ten quiet minutes together.
    id: 'separation',
    label: { en: 'separation and divorce', he: 'פרידה וגירושין' },
    match:
      /\b(?:(?<!\b(?:friend|friends|friend's|sister's|brother's|cousin's|neighbou?r's|colleague's|coworker's)\b[^.!?]{0,40})divorc\w*|(?:trial |legal )?separation|separat(?:e|ed|ing) from (?:him|her|my (?:husband|wife))|we(?:'re| are| have) separat\w*|thinking (?:about|of) separating|co-?parent\w*|parallel parenting|custody|visitation|(?:my|our) ex(?:-wife|-husband)?\b(?!-)|two homes|(?:got|getting|get) back together|reconcil\w*|(?:whether|if) (?:we should |to |we )?stay (?:together|married)|(?:end|leave) (?:the|our|my) marriage)\b|(?:להישאר ביחד או|לסיים את הנישואים|גירושין|גירושים|להתגרש|התגרשנו|התגרשתי|גרושתי|גרושי|הגרוש שלי|הגרושה שלי|האקס שלי|האקסית שלי|שוקלת פרידה|שוקל פרידה|שוקלים פרידה|נפרדנו|להיפרד (?:ממנו|ממנה|מבעלי|מאשתי)|פרידה (?:זמנית|מבעלי|מאשתי)|הפרידה שלנו|משמורת|הורות משותפת|הסדרי ראייה|שני בתים|חזרנו להיות ביחד)/i,
    query: 'divorce separation children peace home healing',
    empathy: {
      en: [
        'Standing at the edge of a separation, or living after one, shakes the ground under everyone in the home — the grown-ups and the children.',
        'Even when it is the right decision, the end or the near-end of a marriage is a loss, and it deserves care rather than speed.',
      ],
      he: ['לעמוד על סף פרידה, או לחיות אחריה, מזיז את הקרקע מתחת לכל מי שבבית — המבוגרים והילדים.'],
    },
    tips: {
      en: [
        'Before deciding, see a couples counsellor together with the question itself on the table — whether to stay and repair or to part — rather than only "how to communicate"; a few sessions can tell a rough patch from an ending.',
        'Give the decision a shape: a fixed period, a weekly check-in with an agreed question, and a date to decide, so neither of you drifts or waits alone.',
        'Tell the children together if you can, in a few plain words: the decision is the grown-ups\', it is not their fault, both of you love them, and what stays the same (school, friends, seeing each parent).',
        'Between two homes, keep the children out of the middle: never send messages through them, and never speak against the other parent in front of them.',
        'With an ex, keep replies brief, factual and friendly — about the children and the schedule only — and answer a late-night message the next morning, not in the heat of it.',
        'Plan holidays and handovers early and in writing, and give the children one tradition of their own in each home, so no holiday feels like half a holiday.',
        'After getting back together, fear that it will fall apart again is common; agree on how you will repair after an argument, so a small fight stays small.',
      ],
      he: [
        'לפני שמחליטים, כדאי ללכת יחד ליועץ זוגי כשהשאלה עצמה על השולחן — להישאר ולתקן או להיפרד — ולא רק "איך לתקשר"; כמה פגישות יכולות להבחין בין תקופה קשה לבין סוף.',
        'לספר לילדים יחד, אם אפשר, במילים פשוטות: ההחלטה של המבוגרים, היא לא באשמתם, שניכם אוהבים אותם, ומה נשאר כמו שהיה.',
      ],
    },
    scripts: {
      en: [
        '"Mom and Dad have decided to live in two homes. This is a grown-up decision, and it is not because of anything you did. We both love you, and that will never change."',
        '"I want us to decide this carefully, not by drifting. Could we see someone together who helps couples in exactly this place?"',
      ],
      he: ['"אמא ואבא החליטו לגור בשני בתים. זו החלטה של מבוגרים, והיא לא בגלל משהו שעשיתם. שנינו אוהבים אתכם, וזה לא ישתנה לעולם."'],
    },
  },
  {
    id: 'siblings',
    label: { en: 'a strained relationship between siblings', he: 'מתח בין אחים' },
    match: /\b(?:my (?:brother|sister|siblings?)(?![- ]?in[- ]?laws?\b)|sibling rivalry|between (?:my|the) (?:brothers|sisters|siblings))\b|(?:אחי|אחותי|האחים שלי|בין האחים)/i,
    query: 'siblings brothers reconciliation family peace',
    empathy: { en: ['Siblings carry a long shared history, so old roles come back quickly, even in adulthood.'], he: ['לאחים יש היסטוריה ארוכה, ותפקידים ישנים חוזרים מהר.'] },
    tips: {
      en: [
        'Reach out about one concrete thing, not the whole history. A short, warm message opens more doors than a long reckoning.',
        'Judge favourably: assume the other may be carrying pressures you do not see, until you learn otherwise.',
        'If an old role (the responsible one, the baby) keeps returning, name it gently and say what you would like instead.',
      ],
      he: ['פנו בעניין אחד מוחשי, לא בכל ההיסטוריה. הודעה קצרה וחמה פותחת יותר דלתות מחשבון נפש ארוך.', 'הוו דנים לכף זכות: אולי הצד השני נושא לחצים שאינכם רואים.'],
    },
    scripts: { en: ['"I miss how close we used to be. Could we get coffee, just the two of us?"'], he: ['"אני מתגעגע/ת לקרבה שהייתה בינינו. ניפגש לקפה, רק שנינו?"'] },
  },
  {
    id: 'money',
    label: { en: 'money and spending', he: 'כסף והוצאות' },
    // Spending time is not spending money: "spends every Sunday watching football", "spent the day".
    match: /\b(?:money|budget\w*|(?<!\btime\s+(?:\w+\s+){0,3})(?:spend\w*|spent)\b(?!\s+(?:\w+\s+){0,1}?(?:at (?:the )?(?:gym|office|work|shul|synagogue|yeshiva|kollel|club)|with (?:his|her|my|our|their|the) (?:friends|family|parents|mother|father|kids|children|buddies)\b))(?!\s+(?:\w+\s+){0,2}?(?:time|hours?|days?|evenings?|nights?|weekends?|mornings?|afternoons?|sundays?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|shabbat\w*|shabbos\w*|holidays?|summers?|years?|months?|weeks?)\b)|debt|salary|paycheck|finan\w*|bills?|savings?|bank accounts?|joint account|separate accounts|merge (?:our |the |everything)?(?:money|finances|accounts|everything)?|(?:make|pay|cover) (?:the )?rent|make ends meet|overdraft|saving (?:up|for)|save (?:up|for)|credit card|overdraft|afford|mortgage|purchases?|expensive|(?:bought|buying|buys?) (?:a |an |the )?(?:new |expensive )?(?:car|couch|sofa|tv|phone|house|laptop|watch)|earns?|earning|income|wages?|fifty[- ]fifty|split (?:the )?(?:bills|costs|expenses|rent))\b|(?:כסף|תקציב|חשבון בנק|חשבון משותף|חשבונות בנק|מרוויח|מרוויחה|מרוויחים|הכנסה|הכנסות|חצי חצי|הוצאות|חובות|משכורת|מינוס|חיסכון|כרטיס אשראי|משכנתא|(?<![\u05D0-\u05EA])(?:חוסכים|לחסוך|חוסך|חוסכת|שקל|שקלים|ש״ח|ש"ח)(?![\u05D0-\u05EA])|(?:קנה|קנתה|לקנות|קנינו)[^.?!]{0,12}(?:אוטו|רכב|ספה|טלוויזיה|דירה|מחשב|טלפון|חדש|חדשה|יקר|יקרה)|₪)/i,
    query: 'money spending contentment home simplicity partnership',
    empathy: { en: ['Money fights are rarely only about money; they are about security, freedom and feeling respected.', 'Financial stress can make even small purchases feel like a referendum on the marriage.'], he: ['ריבים על כסף הם כמעט אף פעם לא רק על כסף — הם על ביטחון, חופש וכבוד.'] },
    tips: {
      en: [
        'Hold a short monthly money meeting at a calm time — not in the middle of a bill — with the numbers in front of you both.',
        'Each of you explains what money means to you (safety, freedom, generosity). It turns "you\'re careless" or "you\'re stingy" into two different needs.',
        'Agree on a sum each of you can spend without asking. It removes dozens of small fights.',
        'Decide together on one shared goal for the next few months; saving toward something together feels very different from cutting back.',
      ],
      he: ['קבעו פגישת כסף חודשית קצרה בזמן רגוע — לא באמצע חשבון — עם המספרים מול שניכם.', 'הסכימו על סכום שכל אחד יכול להוציא בלי לשאול. זה חוסך עשרות ויכוחים קטנים.'],
    },
    scripts: { en: ['"I get anxious when I see the card statement. Can we sit down on Sunday and make a plan together, so I\'m not the budget police?"'], he: ['"אני נלחץ/ת כשאני רואה את דף החשבון. נשב ביום ראשון ונבנה תוכנית יחד?"'] },
  },
  {
    id: 'chores',
    label: { en: 'sharing the work at home', he: 'חלוקת העבודה בבית' },
    match: /\b(?:chores?|dishes|laundry|clean\w*|housework|household|mental load|who cooks|groceries|tidy\w*|mess|(?:more )?help with (?:the )?(?:baby|kids|children|house|housework|bedtime|mornings?|dinner)|chore chart|rota|what needs (?:to be )?do(?:ne|ing) (?:at home|around the house|in the house)|leaves? (?:his|her|their) (?:clothes|socks|shoes|dishes|stuff) (?:everywhere|on the floor|all over)|(?:husband|wife|he|she) (?:doesn'?t|does not|never|won'?t) help(?: out| at home| around the house)?|(?:never|doesn'?t|does not|won'?t) (?:initiate|plan|organi[sz]e|arrange) (?:anything|everything|things|a thing)|i (?:always )?(?:have to )?(?:plan|organi[sz]e|initiate|arrange) everything|always the one who (?:plans|organi[sz]es|initiates|arranges|remembers))\b|(?:תורנויות|טבלת תורנות|מטלות|כלים|כביסה|ניקיון|לנקות|עבודות הבית|בישול|קניות|בלגן|מה צריך לעשות בבית|(?:לעזור|עוזר|עוזרת|עוזרים) בבית|(?:משאיר|משאירה) (?:את )?(?:ה)?(?:בגדים|כלים|גרביים|נעליים)|בגדים (?:בכל מקום|על הרצפה)|(?:ה?בעל|בעלי|אשתי|הוא|היא) לא (?:עוזר|עוזרת)(?![\u05D0-\u05EA])|(?:אף פעם לא|לא) (?:יוזם|יוזמת|מתכנן|מתכננת|מארגן|מארגנת) (?:כלום|שום דבר|אף פעם)|תמיד (?:אני|זאת אני|זה אני)? ?(?:ש)?(?:מתכננת|מתכנן|מארגנת|מארגן|יוזמת|יוזם) (?:הכול|הכל|את הכול|את הכל))/i,
    query: 'sharing the load help partnership burnout teamwork',
    empathy: { en: ['Feeling that the house rests on your shoulders is draining, and resentment builds quietly.', 'It is not really about the dishes; it is about feeling like partners.'], he: ['התחושה שהבית כולו על הכתפיים שלך מתישה, והטינה מצטברת בשקט.'] },
    tips: {
      en: [
        'Write down everything the home needs in a week — including the invisible planning — and divide it together, with each task fully owned by one person.',
        'Swap "help me" for "own this": the person who owns the laundry also notices when it is needed.',
        'Thank each other specifically for the daily things; appreciation keeps a fair split feeling fair.',
        'Revisit the split every month or two, especially after a new baby, a new job or a move.',
      ],
      he: ['כתבו את כל מה שהבית צריך בשבוע — כולל התכנון הבלתי נראה — וחלקו יחד, כשכל משימה שייכת במלואה לאחד מכם.', 'הודו זה לזה באופן ספציפי על הדברים היומיומיים.'],
    },
    scripts: { en: ['"I\'m running on empty. Could we list everything the house needs this week and split it so each of us fully owns some of it?"'], he: ['"אני מרגיש/ה שנגמר לי הכוח. נכתוב את כל מה שהבית צריך השבוע ונחלק כך שלכל אחד יהיו משימות משלו?"'] },
  },
  {
    id: 'time',
    label: { en: 'too little time together', he: 'מעט מדי זמן ביחד' },
    match: /\b(?:no time|(?:never|don'?t|do not|barely) (?:have|get|spend) (?:any )?time|time (?:for|with) each other|time together|busy|work(?:s|ing)? (?:late|all the time|too much)|overtime|date night|quality time|never see each other|phone all|roommates|workaholic|couple time|time (?:for|as) (?:a couple|us|the two of us)|alone time|just the two of us|(?:an? |single |one )?(?:evening|night)s? (?:alone|out together|to ourselves|(?:for |just for )(?:just )?us)|(?:night|evening) a week (?:for|just for|to) (?:us|ourselves)|for just us|time alone (?:together|as a couple)|(?:barely|hardly|never|rarely) see (?:her|him|each other|them)|(?:spends?|spending|spent) (?:\w+ ){0,2}(?:sundays?|saturdays?|weekends?|evenings?|nights?|hours?|every (?:day|week\w*))|how much time (?:i|he|she|we|you|they) spends?|(?:spends?|spending) (?:too much|so much|all (?:his|her|my|their)) time)\b|(?:אין זמן|(?:מבלה|מבלים|מעביר|מעבירה) (?:את )?(?:כל|כל ה)?(?:ערב|ערבים|שבת|סופ"ש|סוף השבוע|יום ראשון|שעות)|כמעט לא רואים|בקושי רואים|עסוק|עסוקה|עובד עד מאוחר|עובדת עד מאוחר|ערב זוגי|זמן איכות|לא מתראים|זמן זוגי|זמן לבד|רק שנינו|זמן לשנינו|ערב (?:אחד )?(?:לבד|בשבילנו|רק שלנו|לשנינו)|ערב לבד ביחד|לילה בשבילנו)/i,
    query: 'time together newlywed joy marriage partnership',
    empathy: { en: ['When life gets full, the marriage is usually the first thing squeezed, because it is the thing that quietly waits.'], he: ['כשהחיים מתמלאים, הזוגיות היא בדרך כלל הראשונה שנדחקת — כי היא מחכה בשקט.'] },
    tips: {
      en: [
        'Put one fixed time a week in the calendar, even an hour, and protect it like a work meeting. The Torah gave a newly married man a year free of duties to bring joy to his home — time is how closeness grows.',
        'Use small daily rituals: ten minutes of talk after the kids sleep, phones in another room, about your day and not logistics.',
        'Ask, not accuse: "I miss you" invites closeness; "you\'re never home" invites defence.',
        'Look together at the week ahead on Saturday night or Sunday and decide what can move.',
      ],
      he: ['קבעו זמן קבוע אחד בשבוע, אפילו שעה, ושמרו עליו כמו על פגישת עבודה. התורה נתנה לחתן שנה שלמה "ושמח את אשתו" — הקרבה גדלה בזמן.', 'שאלו במקום להאשים: "אני מתגעגע/ת אליך" מזמין קרבה; "אתה אף פעם לא בבית" מזמין התגוננות.'],
    },
    scripts: { en: ['"I miss you. Could we keep Tuesday evenings just for us, phones off?"'], he: ['"אני מתגעגע/ת אליך. נשמור את יום שלישי בערב רק לנו, בלי טלפונים?"'] },
  },
  {
    id: 'intimacy',
    label: { en: 'closeness and affection', he: 'קרבה וחיבה' },
    match: /\b(?:intima\w*|affection\w*|romance|romantic|spark|attraction|attracted|physical(?:ly)? (?:close|distant)|cuddl\w*|kiss\w*|sex\w*|bedroom|desire)\b|(?:אינטימיות|קרבה|חיבה|רומנטיקה|רומנטי|רומנטית|משיכה|ניצוץ)|\b(?:husband|wife|partner)\b[^.?!]{0,40}\b(?:hugs?|hugging|hold(?:s|ing)? (?:my|his|her) hand)\b|(?:בעלי|אשתי|בן זוגי|בת זוגי)[^.?!]{0,30}(?:מחבק|מחבקת|לחבק|תחבק|יחבק|חיבוק|חיבוקים|נשיקה|נשיקות|מנשק|מנשקת|תנשק|ינשק)(?![\u05D0-\u05EA])/i,
    query: 'love romance closeness marriage joy',
    empathy: { en: ['Distance in closeness is tender to talk about, and many couples go through seasons like this.'], he: ['ריחוק בקרבה הוא נושא רגיש לדבר עליו, והרבה זוגות עוברים תקופות כאלה.'] },
    tips: {
      en: [
        'Start outside the bedroom: daily affection without expectation (a hand on the shoulder, a real hello at the door) rebuilds safety for closeness.',
        'Talk about it at a neutral time, with curiosity rather than complaint: "What helps you feel close to me?"',
        'Look at what is draining you both — exhaustion, stress, resentment from another area — since closeness rarely survives unresolved hurt.',
        'If it has been hard for a long time, a couples therapist who respects your values can help; it is a common and healthy step.',
      ],
      he: ['התחילו מחוץ לחדר השינה: חיבה יומיומית בלי ציפייה מחזירה את תחושת הביטחון.', 'דברו על זה בזמן ניטרלי, מתוך סקרנות: "מה עוזר לך להרגיש קרוב/ה אליי?"'],
    },
    scripts: { en: ['"I miss feeling close to you. Can we talk about what would help us find that again — no pressure, just us?"'], he: ['"אני מתגעגע/ת לקרבה בינינו. נדבר על מה יעזור לנו למצוא אותה שוב?"'] },
  },
  {
    id: 'trust',
    label: { en: 'trust and jealousy', he: 'אמון וקנאה' },
    match: /\b(?:trust\w*|jealous\w*|lie[sd]?|lying|secret\w*|hid(?:e|es|ing)|flirt\w*|cheat\w*|betray\w*|suspicious)\b|(?:אמון|קנאה|מקנא|מקנאה|שקר|שיקר|שיקרה|סוד|בגידה|חשדנות)/i,
    query: 'trust faithfulness honesty covenant',
    empathy: { en: ['When trust is shaken, the ground under the whole relationship feels unsteady.'], he: ['כשהאמון מתערער, כל הקרקע של הקשר מרגישה לא יציבה.'] },
    tips: {
      en: [
        'Trust is rebuilt by small kept promises over time; agree on a few concrete, checkable commitments rather than grand declarations.',
        'The one who broke trust shares openly without being asked; the one who was hurt says what would help, specifically.',
        'Separate feelings from facts: jealousy is real as a feeling, and it is worth asking what it is protecting before acting on it.',
        'For a serious breach, a counsellor helps you both; it is very hard to referee this alone.',
      ],
      he: ['אמון נבנה מחדש בהבטחות קטנות שמתקיימות לאורך זמן; הסכימו על כמה התחייבויות מוחשיות.', 'הפרידו בין רגש לעובדה: הקנאה אמיתית כרגש, וכדאי לשאול על מה היא מגינה.'],
    },
    scripts: { en: ['"I want to trust you again. It would help me if you told me when plans change, before I find out."'], he: ['"אני רוצה לסמוך עליך שוב. יעזור לי אם תספר/י לי כשתוכניות משתנות, לפני שאני מגלה לבד."'] },
  },
  {
    // Giving praise, not missing it: "how do I compliment my wife?", "איך מפרגנים?", "להחמיא".
    // ("He never compliments me" is feeling taken for granted: gratitude.)
    id: 'appreciation',
    label: { en: 'giving praise and appreciation', he: 'פרגון והערכה' },
    match:
      /\b(?:how (?:do|can|should|would) (?:i|we|you|one) (?:\w+ ){0,3}(?:compliment|praise)|how to (?:\w+ ){0,2}(?:compliment|praise)|(?:want|like|need|try(?:ing)?|learn|start|begin) to (?:\w+ ){0,3}(?:compliment|praise)|(?:give|giving|pay|paying) (?:\w+ ){0,2}compliments?|(?:bad|awkward|not good|terrible|weird|uncomfortable|no good) (?:at|with|giving|saying) (?:compliments|complimenting|praise|praising|saying (?:nice|kind|sweet|loving) things)|compliments? (?:feel|feels|come out|comes out|sound|sounds) (?:so )?(?:awkward|weird|fake|forced|cheesy)|(?:how (?:do|can|should) i|how to|i want to|i'?d like to|i need to|i should|help me) (?:\w+ ){0,2}say (?:something|anything|more|things) (?:nice|kind|sweet|loving|positive)|words of (?:praise|encouragement))\b|(?<![\u05D0-\u05EA])(?:[וש]|וש)?(?:לפרגן|איך מפרגנים|להחמיא|(?:לתת|להגיד|לומר) (?:לו |לה |לבעלי |לאשתי )?(?:מחמאה|מחמאות)|(?:להגיד|לומר) (?:לו |לה |לבעלי |לאשתי |לבן הזוג |לבת הזוג )?(?:דברים טובים|דברים יפים|מילים טובות|מילה טובה)|לשבח (?:את|אותו|אותה))(?![\u05D0-\u05EA])/i,
    query: 'gratitude appreciation praise kind words',
    empathy: {
      en: ['Many people find praise awkward to say out loud, especially if they did not grow up hearing it; it gets easier with practice, and it lands best when it is small and specific.'],
      he: ['להרבה אנשים קשה לפרגן בקול, במיוחד למי שלא גדל על זה; זה נעשה קל יותר עם תרגול, והכי נקלט כשזה קטן ומדויק.'],
    },
    tips: {
      en: [
        'Keep it small and specific: one thing you noticed today, in one sentence — "I saw how patient you were with the kids tonight" says more than "you\'re amazing".',
        'Name what they did and what it meant to you: "You sorted out the car without my asking — it made me feel looked after."',
        'If saying it aloud feels awkward, start in writing: a note on the pillow or a short message in the middle of the day counts just as much.',
        'Make it a habit rather than an event: one sentence of appreciation a day this week, at the same moment (over dinner, or before sleep), until it comes naturally.',
        'Praise in front of others — the children, the family at the Shabbat table — counts double.',
      ],
      he: [
        'כדאי להתחיל קטן ומדויק: דבר אחד ששמת לב אליו היום, במשפט אחד — "ראיתי כמה סבלנות הייתה לך היום עם הילדים" אומר יותר מכל מחמאה כללית.',
        'אפשר לומר מה נעשה ומה זה אמר לך: "סידרת את האוטו בלי שביקשתי — הרגשתי שדואגים לי."',
        'אם קשה לומר את זה בקול, אפשר להתחיל בכתב: פתק על הכרית או הודעה קצרה באמצע היום שווים בדיוק אותו דבר.',
        'כדאי להפוך את זה להרגל ולא לאירוע: משפט אחד של הערכה בכל יום השבוע, באותו רגע (בארוחת הערב או לפני השינה), עד שזה יוצא טבעי.',
        'פרגון מול אחרים — מול הילדים, מול המשפחה בשולחן השבת — שווה כפליים.',
      ],
    },
    scripts: {
      en: ['"I noticed how you handled today. Thank you — it means a lot to me."', '"One thing I love about you is how you look after all of us — I don\'t say it enough."'],
      he: ['"שמתי לב איך [אתה|את|אתה] מחזיק[|ה|] את הכול היום. תודה, זה ממש חשוב לי."', '"דבר אחד שאני אוהב{|ת|} בך הוא איך [אתה דואג|את דואגת|אתה דואג] לכולנו — ואני לא אומר{|ת|} את זה מספיק."'],
    },
  },
  {
    id: 'gratitude',
    label: { en: 'feeling taken for granted', he: 'התחושה שמובנים מאליו' },
    match: /\b(?:taken for granted|appreciat\w*|thank(?:s|ful|ed)?|grateful|gratitude|notice what I do|unappreciated|recogni[sz]\w*|compliments?|says? (?:that )?(?:he|she) loves? me|say(?:s|ing)? ['"‘“]?i love you)\b|(?:מובן מאליו|הערכה|מעריך|מעריכה|תודה|הכרת הטוב|מחמאה|מחמאות|(?:להגיד|אומר|אומרת|יגיד|תגיד|שיגיד|שתגיד)[^.?!]{0,6}(?:אני )?(?:אוהב|אוהבת) אותך)/i,
    query: 'gratitude appreciation praise kind words',
    empathy: { en: ['Giving a lot and not being seen for it slowly empties a person.'], he: ['לתת הרבה ולא להיראות — זה מרוקן לאט לאט.'] },
    tips: {
      en: [
        'Model it first: thank your spouse for one specific thing every day this week, out loud ("thank you for getting up with the baby").',
        'Say what you need plainly; most people do not notice what they have not been asked to notice.',
        'Proverbs 31 ends with the husband praising his wife in front of the children — appreciation in front of others counts double.',
      ],
      he: ['התחילו בעצמכם: הודו לבן או בת הזוג על דבר אחד ספציפי בכל יום השבוע, בקול.', 'אמרו במפורש מה אתם צריכים; רוב האנשים לא שמים לב למה שלא ביקשו מהם לראות.'],
    },
    scripts: { en: ['"It would mean a lot to me to hear a word now and then about the things I do around the house. A thank-you goes a long way."'], he: ['"זה ממש ישמח אותי לשמוע מדי פעם מילה טובה על מה שאני עושה כאן. תודה קטנה עושה הרבה."'] },
  },
  {
    id: 'religious_differences',
    label: { en: 'different levels of observance', he: 'פערים ברמת שמירת המצוות' },
    // Said of oneself too ("I became religious", "חזרתי בתשובה"), and of a spouse in either gender.
    match: /\b(?:more religious|less religious|more observant|less observant|frum(?:mer)?|secular|different (?:levels?|observance|hashkafa)|stopped (?:keeping|being)|becoming religious|(?:became|become|becomes|got|getting) (?:more |much more |very )?(?:religious|observant|frum)|ba'?al(?:at)? teshuva|hashkafa|dati|datiya|off the derech)\b|(?:דתי יותר|פחות דתי|(?:חזר|חזרה|חזרתי|חזרנו|חוזר|חוזרת|חזרת) בתשובה|(?:יצא|יצאה|יצאתי|יצאת) בשאלה|(?:התחזק|התחזקה|התחזקתי|מתחזק|מתחזקת) (?:בדת|ביהדות|דתית)|(?:התחרד|התחרדה|התחרדתי)|חילוני|פערים בדת|השקפה)/i,
    query: 'respect values peace disagreement for the sake of heaven',
    empathy: { en: ['When one spouse\'s religious path changes, both can feel that the marriage they signed up for is shifting.'], he: ['כששמירת המצוות של אחד מבני הזוג משתנה, שניהם יכולים להרגיש שהנישואים שעליהם חתמו זזים.'] },
    tips: {
      en: [
        'Talk about the why before the what: what does this practice give you, and what are you afraid of losing?',
        'Find the shared core — the home, the children, the values — and build the practical agreements from there, one area at a time.',
        'A disagreement "for the sake of Heaven" keeps respect at its centre: no mocking the other\'s practice, in private or in front of the children.',
        'A rabbi or counsellor who has worked with mixed-observance couples can help you find workable arrangements.',
      ],
      he: ['דברו על ה"למה" לפני ה"מה": מה המנהג הזה נותן לך, וממה את/ה חושש/ת?', 'מחלוקת "לשם שמים" שומרת על כבוד במרכז — בלי ללעוג למנהג של השני.'],
    },
    scripts: { en: ['"I want to understand what this means to you, and I need you to hear what worries me. Can we each take ten minutes?"'], he: ['"אני רוצה להבין מה זה אומר לך, ואני צריך/ה שתשמע/י מה מדאיג אותי."'] },
  },
  {
    id: 'newlywed',
    label: { en: 'the first year of marriage', he: 'השנה הראשונה לנישואים' },
    match: /\b(?:newly ?wed\w*|just (?:got )?married|first year of marriage|sheva brachot|shana rishona|recently married)\b|(?:שנה ראשונה|נשואים טריים|התחתנו לא מזמן|שבע ברכות)/i,
    query: 'newlywed first year joy marriage time together',
    empathy: { en: ['The first year is full of joy and also of surprises — two homes\' habits meeting in one kitchen.'], he: ['השנה הראשונה מלאה שמחה וגם הפתעות — הרגלים של שני בתים נפגשים במטבח אחד.'] },
    tips: {
      en: [
        'Expect differences to surface now; it is the normal work of building one home from two, not a sign of a mistake.',
        'Build rituals that are yours: a Friday-night walk, a weekly check-in, a way of saying goodnight.',
        'Decide early, together, how you handle holidays and visits with both families, so it is "our plan" and not anyone\'s demand.',
      ],
      he: ['צפו שהבדלים יצופו עכשיו; זו העבודה הרגילה של בניית בית אחד משניים, לא סימן לטעות.', 'בנו טקסים משלכם: הליכה בליל שבת, שיחה שבועית, דרך להגיד לילה טוב.'],
    },
    scripts: { en: ['"Can we set aside Thursday night to talk about how this first year is going — the good and the hard?"'], he: ['"נשמור את חמישי בערב לדבר על איך עוברת עלינו השנה הראשונה — הטוב והקשה?"'] },
  },
  {
    id: 'dating',
    label: { en: 'dating and choosing a spouse', he: 'היכרויות ובחירת בן או בת זוג' },
    match: /\b(?:dating|(?:first|second|third) date|ask (?:her|him) out|shidduch\w*|matchmak\w*|date[sd]? (?:with|a)|how do i know (?:if|that) (?:he|she)|(?:is (?:he|she|this)|be|found|my|meet|meeting) the one(?! who| that| to\b)|soulmate|bashert|get engaged|should i marry)\b|(?:שידוך|שידוכים|דייט|פגישות|בשרט|זיווג|להתארס)/i,
    query: 'dating soulmate choosing marriage values character',
    empathy: { en: ['Choosing a life partner is one of the biggest decisions there is, and uncertainty is part of it.'], he: ['בחירת בן או בת זוג היא אחת ההחלטות הגדולות שיש, וחוסר ודאות הוא חלק ממנה.'] },
    tips: {
      en: [
        'Look at how the other person treats you when things go wrong, and how they speak about their family: character shows under pressure.',
        'Ask about the things that shape daily life — observance, money, children, where to live — early and kindly.',
        'Notice how you feel about yourself around them; a good match usually brings out your better self.',
        'Proverbs says charm is deceptive; warmth, honesty and shared values age far better.',
      ],
      he: ['שימו לב איך האדם השני מתנהג כשמשהו משתבש, ואיך הוא מדבר על משפחתו.', 'שאלו מוקדם ובעדינות על מה שמעצב את היומיום — דת, כסף, ילדים, מקום מגורים.'],
    },
    scripts: { en: ['"I\'d love to hear how you picture an ordinary Tuesday ten years from now."'], he: ['"אשמח לשמוע איך את/ה מדמיין/ת יום שלישי רגיל בעוד עשר שנים."'] },
  },
  {
    id: 'loneliness',
    label: { en: 'feeling distant from each other', he: 'ריחוק ובדידות בזוגיות' },
    match: /\b(?:lonely|loneliness|distant|disconnect\w*|reconnect\w*|drift\w* apart|roommates|(?:like|just) (?:two |a pair of )?(?:co-?workers|colleagues|business partners|flatmates|housemates)|(?:don['’]?t|dont|do not) love (?:my (?:wife|husband)|her|him) the same(?: way)?|(?:fell|falling) out of love|the spark is gone|no spark|alone in (?:this|my marriage)|grown apart|no connection|how little we talk|(?:barely|hardly|never|don'?t|just dont) talk(?: anymore)?|bored (?:of|with) me|lost interest in me|(?:stopped|stops) (?:finding me|noticing me|being interested)|finds? me (?:boring|dull|uninteresting)|not interested in me|(?:doesn'?t|didn'?t|don'?t) (?:even )?(?:notice|look (?:up|at me))|taken for granted|invisible to (?:him|her)|empty nest)\b|(?:לא מסתכל עליי|לא מסתכלת עליי|כאילו אני שקופה|כאילו אני שקוף|לא שם לב|לא שמה לב|משעמם לו איתי|משעמם לה איתי|הבית ריק|מתרחקים|לא מדברים|בקושי מדברים|בודד|בודדה|בדידות|מרוחקים|ריחוק|התרחקנו|כמו שותפים לדירה|כמו שותפים|כמו קולגות|כמו עמיתים לעבודה|הניצוץ (?:נעלם|כבה|נגמר))/i,
    query: 'loneliness closeness partnership love support',
    empathy: { en: ['Loneliness inside a marriage can hurt more than being alone, because the person is right there.'], he: ['בדידות בתוך נישואים יכולה לכאוב יותר מלהיות לבד, כי האדם נמצא ממש כאן.'] },
    tips: {
      en: [
        'Start with small bids for connection: share one real thing from your day and ask one real question back. Notice when your spouse reaches for you, and turn toward it.',
        'Recall together how you met or an early memory; remembering "the love of your youth" warms the present.',
        'Plan one new thing together — novelty brings couples closer than routine.',
        'If the distance has lasted a long time, couples counselling can help you find each other again.',
      ],
      he: ['התחילו בפניות קטנות: שתפו דבר אמיתי אחד מהיום ושאלו שאלה אמיתית אחת בחזרה.', 'היזכרו יחד איך הכרתם — "זכרתי לך חסד נעורייך" מחמם את ההווה.'],
    },
    scripts: { en: ['"I miss us. Would you go for a walk with me tonight, just to talk — nothing heavy?"'], he: ['"אני מתגעגע/ת אלינו. נצא הערב להליכה, רק לדבר?"'] },
  },
  {
    id: 'friendship',
    label: { en: 'a friendship', he: 'חברות' },
    // The asker's own friends: a best friend who drifted, friends lost after the wedding or the baby,
    // having no friends any more (a spouse's nights out with friends is the 'friends' thing).
    match: /\b(?:(?:my|our) (?:best|closest|oldest|dearest|close) friends?|best friends?|closest friends?|friendships?)\b[^.?!]{0,80}\b(?:drift\w*|distant|barely (?:answers?|talks?|calls?|writes?|replies)|(?:stopped|stops) (?:calling|inviting|answering|talking|writing|replying)|(?:doesn['’]?t|don['’]?t|never) (?:call|answer|reply|write|invite)|ghost\w*|pulled away|grown apart|lost touch|fad(?:ed|ing))\b|\b(?:(?:my|our) (?:old )?friends (?:don['’]?t|didn['’]?t|stopped|never|have (?:all )?(?:drifted|moved|disappeared)|drifted|(?:all )?disappeared|scattered|are all gone)|(?:no|lost (?:all )?(?:my|our)|losing (?:my|our)|don['’]?t have any|have no) friends)\b|(?<![\u05D0-\u05EA])(?:(?:ה?(?:חברה|חבר) (?:ה)?(?:הכי )?(?:טובה|טוב|קרובה|קרוב)(?: שלי| שלנו)?|חברת ילדות|חבר ילדות)(?![\u05D0-\u05EA])[^.?!]{0,60}(?:התרחק|התרחקה|מתרחק|מתרחקת|לא עונה|לא מתקשר|לא מתקשרת|נעלם|נעלמה|הפסיק|הפסיקה|ניתק|ניתקה)|אין לי (?:חברים|חברות)(?: יותר)?|אין לנו (?:חברים|זוגות חברים)|(?:החברים|החברות) (?:שלי|שלנו) (?:התפזרו|נעלמו|התרחקו))(?![\u05D0-\u05EA])/i,
    query: 'friendship friend companion loyalty',
    empathy: {
      en: ['Friendships change when life does — a wedding, a baby, a move — and losing the old closeness can hurt more than people admit.'],
      he: ['חברויות משתנות כשהחיים משתנים — חתונה, לידה, מעבר — ואובדן הקרבה הישנה יכול לכאוב יותר ממה שנוהגים להודות.'],
    },
    tips: {
      en: [
        'Reach out first, without keeping score: a short, warm message that asks about their life and says you miss them.',
        'Suggest something that fits both lives now — a daytime coffee, a walk, a call on the way to work — rather than waiting for the old evenings to come back.',
        'One regular thing keeps a friendship alive better than rare big plans: the same call or walk every week or two.',
        'For new friends, start where the same faces return: a class, a shiur, the parents at the gan or school, the synagogue.',
      ],
      he: ['כדאי ליזום ראשון, בלי לספור מי חייב למי.'],
    },
    scripts: {
      en: ['"I miss you! I know my life looks different right now, but you matter to me. Coffee one morning next week?"'],
      he: ['"התגעגעתי!"'],
    },
  },
  {
    id: 'own_time',
    label: { en: 'time for yourself', he: 'זמן לעצמך' },
    // Time of one's own asked for inside a marriage: an evening "just for me", me-time, room to breathe.
    match: /\b(?:(?:time|a night|an evening|one evening|one night|a day|an hour|a weekend|some space|space) (?:for|to|of) (?:myself|my own)|me[- ]time|time (?:just )?for me|(?:a|one) (?:night|evening|day) (?:a|per|each) (?:week|month) (?:just |only )?(?:for me|to myself|of my own)|(?:just|only) for (?:me|myself)|to myself)\b|(?<![\u05D0-\u05EA])(?:זמן (?:רק )?לעצמי|זמן (?:רק )?שלי|(?:ערב|לילה|יום|שעה|סופ"ש) (?:אחד )?(?:בשבוע |בחודש )?(?:רק )?(?:לעצמי|שלי)|רק לעצמי|מקום לנשום|זמן לבד עם עצמי)(?![\u05D0-\u05EA])/i,
    query: 'rest renewal self care balance marriage',
    empathy: { en: ['Wanting time of your own is not a verdict on the marriage; people who get some room to breathe usually come back to each other warmer.'], he: ['הרצון בזמן משלך אינו אמירה על הזוגיות.'] },
    tips: {
      en: [
        'Say it as a need of yours, not a complaint about home: what the evening would give you, and what it would give the two of you.',
        'Make it concrete and fair: which evening, for how long, and the same for your spouse if they want one.',
        'Try it for a month, then look at it together and adjust.',
      ],
      he: ['כדאי לומר את זה כצורך שלך ולא כתלונה.'],
    },
    scripts: { en: ['"I love our life together, and I\'ve realised I need one evening a week that\'s just mine, to recharge. Could we find a night that works — and you take one for yourself too?"'], he: ['"אני צריך ערב אחד בשבוע רק שלי."'] },
  },
  {
    id: 'stress',
    label: { en: 'stress and exhaustion', he: 'לחץ ותשישות' },
    match: /\b(?:stress\w*|overwhelm\w*|anxious|anxiety|burn(?:ed|t)? ?out|burning out|exhausted|worn out|pressure|can'?t cope|too much on my plate|drowning|depress\w*|(?:really|so|very) down|low mood|collapse|falling apart)\b|(?:בקושי מחזיקה|בקושי מחזיק|קורסת|קורס|מתפרקת|מתפרק|דיכאון|מדוכא|מדוכאת|מצב רוח ירוד|לחץ|לחוץ|לחוצה|מוצף|מוצפת|חרדה|שחיקה|מותש|מותשת|עייף|עייפה)/i,
    query: 'stress burnout worry help support hope',
    empathy: { en: ['When you are running on empty, everything at home feels heavier, and patience is the first thing to go.'], he: ['כשנגמר הכוח, כל מה שבבית מרגיש כבד יותר, והסבלנות היא הראשונה ללכת.'] },
    tips: {
      en: [
        'Tell your spouse plainly how full your plate is and ask for one specific kind of help; Moses\' father-in-law told him, "you cannot do it alone".',
        'Cut one thing this week rather than adding a new routine.',
        'Protect sleep and one small daily pause; they are what patience is made of.',
        'If worry or low mood does not lift for weeks, speak with your doctor or a therapist; it is strength, not weakness.',
      ],
      he: ['אמרו לבן או בת הזוג במפורש כמה העומס גדול ובקשו עזרה מסוג אחד מסוים — "לא תוכל עשהו לבדך".', 'אם הדאגה או מצב הרוח לא משתפרים במשך שבועות, פנו לרופא או למטפל.'],
    },
    scripts: { en: ['"I\'m really stretched this month. Could you take bedtime on Monday and Wednesday? It would give me room to breathe."'], he: ['"אני ממש בעומס החודש. תוכל/י לקחת את ההשכבה בשני ורביעי?"'] },
  },
  {
    id: 'grief',
    label: { en: 'grief and loss', he: 'אבל ואובדן' },
    match: /\b(?:died|passed away|death|loss|lost (?:my|our|a) (?:mother|father|baby|child|pregnancy|job)|miscarriage|stillb(?:irth|orn)|grie\w*|mourning|shiva|funeral|bereave\w*)\b|(?:נפטר|נפטרה|מוות|אובדן|הפלה|ללא רוח חיים|בלי רוח חיים|לידה שקטה|האבל|באבל|אבלות|אבל כבד|(?:לשבת|יושב|יושבת|ישבו|יושבים) שבעה|השבעה|הלוויה|(?<![\u05D0-\u05EA])(?:מת|מתה|מתו)(?= (?:אתמול|היום|השבוע|הבוקר|בלילה|בשבוע שעבר|לפני|אחרי))|(?:הכלב|הכלבה|החתול|החתולה)(?:\s+\S+){0,3}\s+(?:מת|מתה|נפטר|נפטרה|הורדם|הורדמה)(?![\u05D0-\u05EA]))/i,
    query: 'grief comfort healing sadness hope',
    empathy: { en: ['I am so sorry for your loss. Grief comes in waves, and spouses often grieve at different paces and in different ways.'], he: ['אני מצטער/ת מאוד על האובדן. אבל מגיע בגלים, ובני זוג מתאבלים לעיתים בקצב ובדרך שונים.'] },
    tips: {
      en: [
        'Let each other grieve differently — one may want to talk, the other to be busy. Neither is wrong.',
        'Ask "what would help today?" rather than guessing; the answer changes from day to day.',
        'Accept practical help from family and community; the tradition of shiva exists so mourners are not alone.',
        'If grief stays overwhelming for a long time, a bereavement counsellor can walk with you.',
      ],
      he: ['תנו זה לזה להתאבל אחרת — אחד רוצה לדבר, השני להיות עסוק. אף אחד לא טועה.', 'שאלו "מה יעזור לך היום?" במקום לנחש.'],
    },
    scripts: { en: ['"I don\'t know what you need right now. Would it help to talk, or just to sit together?"'], he: ['"אני לא יודע/ת מה את/ה צריך/ה עכשיו. יעזור לדבר, או רק לשבת יחד?"'] },
  },
  {
    id: 'speech',
    label: { en: 'gossip and hurtful speech', he: 'לשון הרע ודיבור פוגע' },
    match: /\b(?:gossip\w*|lashon (?:hara|hora)|talk(?:s|ed|ing)? (?:about me )?behind|bad[- ]?mouth\w*|rumou?rs?)\b|(?:לשון הרע|רכילות|מדבר מאחורי הגב|מדברת מאחורי הגב)/i,
    query: 'speech gossip lashon hara hurtful words',
    empathy: { en: ['Hearing that someone close spoke badly about you behind your back stings twice: the words, and the betrayal.'], he: ['לשמוע שמישהו קרוב דיבר עליך מאחורי הגב צורב פעמיים: המילים, והבגידה.'] },
    tips: {
      en: [
        'Agree as a couple that what happens between you stays between you; complaints about each other are not shared with family or friends.',
        'Speak to the person directly and calmly, rather than through others.',
        'If you need to vent, choose one trusted, wise person whose aim is to help you repair, not to take sides.',
      ],
      he: ['הסכימו כזוג שמה שקורה ביניכם נשאר ביניכם.', 'דברו ישירות עם האדם, ברוגע, ולא דרך אחרים.'],
    },
    scripts: { en: ['"It hurt to hear that our argument was discussed with your sister. Can we agree to keep those things between us?"'], he: ['"כאב לי לשמוע שהוויכוח שלנו סופר לאחותך. נסכים לשמור דברים כאלה בינינו?"'] },
  },
  {
    id: 'shabbat_home',
    // Friday afternoon is erev Shabbat ("a calm Friday afternoon as a family"), unless it only says when.
    label: { en: 'the atmosphere at the Shabbat and holiday table', he: 'האווירה בשולחן השבת והחג' },
    match: /\b(?:shabbat|shabbos|sabbath|yom tov|holiday|pesach|passover|rosh hashan\w*|seder|sukkot|chag|erev (?:shabbat|shabbos))\b|\bfriday afternoons?\b(?! walks?\b)|(?:(?<![\u05D0-\u05EA])(?:[ובלמהש]|וב|ול|וה|וש|בה|לה|מה|שה|כש|ושב)?(?:שבת|שבתות)(?![\u05D0-\u05EA])(?<!(?<![\u05D0-\u05EA])לשבת(?=\s+(?:עם|לדבר|יחד|ביחד|בשקט|על|ול|איתו|איתה|איתם|מול|ליד|ולדבר)))|חג|פסח|ראש השנה|ליל ה?סדר|סדר (?:פסח|ראשון|שני)|ה?סדר (?:הראשון|השני|של פסח)|סוכות)/i,
    query: 'shabbat peace home priorities joy family',
    empathy: { en: ['The Shabbat and holiday table is meant to be the warmest place of the week, which makes tension there feel especially sharp.'], he: ['שולחן השבת והחג אמור להיות המקום החם ביותר בשבוע, ולכן מתח שם מורגש במיוחד.'] },
    tips: {
      en: [
        'Plan together before the holiday: who hosts, how long, what you will each take on. Surprises on erev Shabbat rarely go well.',
        'Lower the bar on perfection; the Talmud puts the light of peace in the home ahead of other lights.',
        'Prepare one warm moment on purpose — a blessing for each child, a question for everyone at the table.',
        'Agree on a quiet signal for "I need a break" when hosting family.',
      ],
      he: ['תכננו יחד לפני החג: מי מארח, לכמה זמן, מה כל אחד לוקח על עצמו.', 'הורידו את הרף של השלמות; חז"ל הקדימו את "נר ביתו" משום שלום ביתו.'],
    },
    scripts: { en: ['"Can we sit down on Wednesday and plan Shabbat together, so Friday is calm for both of us?"'], he: ['"נשב ביום רביעי ונתכנן את השבת יחד, כדי שיום שישי יהיה רגוע לשנינו?"'] },
  },
  {
    id: 'partner_struggling',
    label: { en: "your spouse's anxiety or low mood", he: 'חרדה או מצב רוח ירוד של בן או בת הזוג' },
    // The spouse's own anxiety, depression or low mood: supporting them, not the asker's own stress.
    match: /\b(?:husband|wife|spouse|partner)(?:'s| is| has| was| has been| gets| suffers from| struggles with)?\b(?:(?!\b(?:i|i'm|im|me|my|our|kids?|children|daughter|son)\b)[^.!?]){0,30}\b(?:depress\w*|anxiety|anxious|panic attacks?|ocd|bipolar|low mood|(?:really |so )?down for (?:weeks|months)|on (?:meds|medication|antidepressants)|mental health|drink(?:s|ing)? (?:too much|a lot|every night|heavily)|alcohol\w*|drunk|addict\w*|gambl\w*)\b|(?<![\u05D0-\u05EA])(?:ל|ש|ו)?(?:בעלי|אשתי|בן זוגי|בת זוגי)\s+(?:\S+\s+){0,3}?(?:בדיכאון|דיכאון|חרדות|חרדה|התקפי חרדה|התקפות חרדה|במצב רוח ירוד|מצב רוח ירוד|מדוכא|מדוכאת|שותה (?:יותר מדי|הרבה|כל ערב)|שותה|מכור|מכורה|מהמר|מהמרת)(?![\u05D0-\u05EA])|(?<![\u05D0-\u05EA])(?:לבעלי|לאשתי) יש (?:חרדות|חרדה|דיכאון)/i,
    query: 'anxiety depression support patience care hope',
    empathy: {
      en: ['Loving someone through anxiety, low mood or a habit that has a hold on them is tiring, and it can be hard for you too.'],
      he: ['ללוות אדם אהוב בחרדה, במצב רוח ירוד או בהרגל שתפס אותו זה מתיש, וזה יכול להיות קשה גם לך.'],
    },
    tips: {
      en: [
        'Ask how you can help rather than trying to fix it: "On a hard day, what helps most — company, quiet, or something practical?"',
        'Agree together, on a calm day, what you will each do when it flares (set check-in times, a word that means "I need a minute"), so neither of you is guessing.',
        'Encourage the professional help they have or need, gently and out of worry, never as a verdict.',
        'Look after yourself too — someone you can talk to, sleep, and time of your own; this is not something to carry alone.',
      ],
      he: ['עדיף לשאול איך לעזור מאשר לנסות לתקן.', 'חשוב לשמור גם על עצמך; אי אפשר לשאת את זה לבד.'],
    },
    scripts: { en: ['"I love you and I\'m with you in this. What would help you most this week?"'], he: ['"אני איתך בזה. מה הכי יעזור לך השבוע?"'] },
  },
  {
    // Answers round S17 (a couple's first months with a baby): night feeds, a birth ahead, weeks
    // postpartum and a leave ending got "Disagreeing about the children is painful…" — the parenting
    // topic, written for two parents who differ. A new baby is its own matter: sleep in shifts, the
    // work of a day said out loud, help let in, and a word on when sadness needs a doctor.
    id: 'new_baby',
    label: { en: 'life with a new baby', he: 'החיים עם תינוק חדש' },
    match: /\b(?:newborns?|new baby|(?:since|after|before) (?:the|our) (?:baby|birth|twins) (?:came|was born|were born|arrived)|since (?:the|our) (?:baby|birth)|after (?:the|my|her) (?:birth|delivery|c-section)|(?:baby|son|daughter|twins|girl|boy|he|she|they)(?:'s| is| are)? (?:\w+ )?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven) (?:weeks?|months?) old|post-?partum|maternity leave|paternity leave|parental leave|night (?:feeds?|feedings?|wakings?)|breastfe\w*|nursing|pumping|bottles?|formula|pregnan\w*|(?:\d+|thirty[- ]\w+|twenty[- ]\w+) weeks pregnant|due (?:date|any day|next (?:week|month))|c-?section|the (?:birth|delivery|labou?r)|colic\w*|sleep training|swaddl\w*|brit|bris|kiddush for (?:her|our daughter))\b|(?:תינוק|תינוקת|תינוקות|הנקה|מניקה|להניק|שאיבה|חופשת לידה|אחרי הלידה|מאז הלידה|לפני הלידה|מאז שנולד|מאז שנולדה|מאז שנולדו|בהריון|בהיריון|ההריון|ההיריון|הלידה|ללדת|ילדה לפני|האכלות|האכלה|בקבוק(?!י(?![\u05D0-\u05EA])|\s+(?:יין|מים|שמפו|שמפניה|ויסקי|וודקה|בירה|שמן|קולה|ערק|סודה))|קוליק|תאומים|תאומות|ניתוח קיסרי|(?:בן|בת|בני|בנות) (?:שבוע|שבועיים|חודש|חודשיים|\d+ (?:שבועות|חודשים)))/i,
    query: 'new baby sleep partnership help family patience',
    empathy: {
      en: ['The first months with a baby turn every ordinary day upside down, and both of you are learning as you go.', 'A new baby brings joy and exhaustion together; feeling stretched thin does not mean you are doing it wrong.'],
      he: ['החודשים הראשונים עם תינוק הופכים כל יום רגיל, ושניכם לומדים תוך כדי תנועה.'],
    },
    tips: {
      en: [
        'Split the nights into shifts — one of you covers until about 2, the other after — so each of you gets one long stretch of sleep; while breastfeeding, the other can take the burping, changing and settling, or one bottle of expressed milk.',
        'Write down what a day with the baby takes (feeds, changes, laundry, meals, the older children) and divide it out loud, so no one keeps score in silence.',
        'Let help in for the first weeks — a grandparent, a neighbour, a meal rota — and say exactly what would help most.',
        'Keep ten minutes a day for the two of you that are not about the baby; it is the part of the marriage that waits quietly.',
        'If sadness, worry or numbness lasts beyond the first two weeks or grows heavier, speak to your doctor, midwife or the baby clinic (Tipat Chalav) — postpartum depression is common and treatable.',
      ],
      he: [],
    },
    scripts: {
      en: ['"I\'m running on empty. Can we plan tonight together — who takes which part of the night — so each of us gets one real stretch of sleep?"'],
      he: [],
    },
  },
  {
    id: 'infertility',
    label: { en: 'the pain of waiting for a child', he: 'הכאב של ההמתנה לילד' },
    // "We've been trying for three years": the wait for a child, said the way people say it.
    match: /\b(?:infertil\w*|trying to conceive|ttc|ivf|fertility|can'?t get pregnant|not getting pregnant|(?:been )?trying for (?:a baby|a child|\w+ (?:years?|months))|trying to get pregnant|negative (?:beta|pregnancy test)|(?:failed|another) (?:ivf|transfer|cycle)|embryo transfer|iui)\b|(?:פוריות|(?<![\u05D0-\u05EA])בטא(?![\u05D0-\u05EA])|טיפול (?:ראשון|שני|שלישי|רביעי|חמישי|שישי) (?:לא|נכשל)|הזרעה|הפריה|טיפולי פוריות|לא מצליחים להיכנס להריון|מנסים להיכנס להריון|(?:שנים|שנה|חודשים) (?:שאנחנו )?מנסים|אנחנו מנסים (?:כבר )?(?:\S+ )?(?:שנים|שנה|חודשים))/i,
    query: 'infertility hope prayer empathy comfort',
    empathy: { en: ['The waiting is painful, and it can leave each of you grieving in private. Rachel, Hannah and Rebecca all knew this pain.'], he: ['ההמתנה כואבת, והיא יכולה להשאיר כל אחד מכם מתאבל לבד. רחל, חנה ורבקה הכירו את הכאב הזה.'] },
    tips: {
      en: [
        'Isaac prayed "opposite his wife" — face to face. Make room to share the fear and hope with each other, not only the medical schedule.',
        'Elkanah meant well when he said "am I not better to you than ten sons?", yet it did not comfort Hannah. Listen before you reassure.',
        'Set limits together on how much of your time and talk fertility takes, so the marriage has space to breathe.',
        'Support groups and counsellors who specialise in fertility can be a real help.',
      ],
      he: ['יצחק התפלל "לנוכח אשתו" — פנים אל פנים. תנו מקום לשתף זה את זה בפחד ובתקווה, לא רק בלוח הטיפולים.', 'הקשיבו לפני שאתם מרגיעים.'],
    },
    scripts: { en: ['"I don\'t need you to fix it. I just need you to sit with me in it tonight."'], he: ['"אני לא צריכה שתתקן. אני רק צריכה שתשב איתי בזה הערב."'] },
  },
  {
    // Answers rounds S20/S21 (illness and the body in a family): a son two weeks in hospital, a
    // father's chemo and what to tell the grandchildren, a grandmother's hospital nights, a knee
    // replacement up two flights of stairs got "Disagreeing about the children…", "When life gets
    // full…" or a baby's night feeds — no topic spoke of illness itself. Illness changes everyone's
    // days at once: the care written down and shared, the medical team asked, children told the
    // truth for their age, help accepted, and time kept that is not about the illness.
    id: 'illness',
    label: { en: 'illness in the family', he: 'מחלה במשפחה' },
    match: /\b(?:diagnos\w*|cancer|chemo\w*|radiation (?:therapy|treatment)|tumou?rs?|oncolog\w*|rheumatolog\w*|neurolog\w*|cardiolog\w*|surgeon|surgery|(?:knee|hip|shoulder) replacement|hospitali[sz]ed|in (?:the )?hospital|hospital (?:bed|stay|nights?|ward)|hospice|palliative|icu|intensive care|rehab\w*|physio\w*|physical therapy|dementia|alzheimer\w*|a stroke|heart (?:attack|failure|surgery)|bypass|dialysis|lupus|crohn'?s|colitis|celiac|coeliac|diabet\w*|multiple sclerosis|parkinson\w*|arthritis|fibromyalgia|epilepsy|chronic (?:illness|pain|condition|fatigue)|(?:medical|hospital|mri) bills?|out[- ]of[- ]network|caregiv\w*|carers?|nursing home|home care|illness|disease)\b|(?:מחלה|מחלת|המחלה|אבחנה|אובחן|אובחנה|סרטן|כימו|הקרנות|ניתוח|מאושפז|מאושפזת|אשפוז|בית חולים|בבית החולים|הוספיס|טיפול תומך|שיקום|פיזיותרפי|דמנציה|אלצהיימר|שבץ|אירוע מוחי|התקף לב|אי ספיקת לב|צנתור|דיאליזה|לופוס|קרוהן|צליאק|סוכרת|טרשת נפוצה|פרקינסון|דלקת פרקים|אפילפסיה|כאב כרוני|כאבים כרוניים|אונקולוג|ראומטולוג|נוירולוג|קרדיולוג|ביטוח סיעודי|גמלת סיעוד|סיעודי|סיעודית|עובד זר|עובדת זרה|בית אבות|פנימית|טיפול נמרץ|פגייה)/i,
    query: 'illness care family patience help hope',
    empathy: {
      en: ['Illness in a family changes everyone\'s days at once — the one who is ill, the one who cares, the children, and the marriage beside them.'],
      he: ['מחלה במשפחה משנה את הימים של כולם בבת אחת — של מי שחולה, של מי שמטפל, של הילדים ושל הזוגיות שלצדם.'],
    },
    tips: {
      en: [
        'Write down what the care needs each week — appointments, nights, meals, lifts, paperwork — with a name beside each piece, so no one carries it by default.',
        'Bring the questions you are afraid of to the medical team, and ask the hospital\'s or health fund\'s social worker about rights, benefits and help at home.',
        'Ask the one who is ill what they want to go on doing themselves; help that takes over everything can feel like losing one\'s place in the family.',
        'Accept the help people offer by naming one thing — a meal on Tuesday, a lift to the clinic, one night at the hospital.',
        'Keep everyone who wants to help informed in one place — one message a week, or a shared list — so the one who cares is not answering the same questions all day.',
      ],
      he: [],
    },
    scripts: {
      en: ['"This is a lot for all of us. Can we sit down and write together what the coming weeks need, and see who could take each part?"'],
      he: [],
    },
  },
];

/** A shared decision the two of them see differently (a move, the wedding, whose customs). */
export const DECISIONS_TOPIC: Topic = {
  id: 'decisions',
  label: { en: 'a big decision you see differently', he: 'החלטה גדולה שרואים אחרת' },
  match: /\b(?:argu\w*|fight(?:s|ing)?|disagree\w*|can'?t agree|decid\w*|decision)\b|(?:רבים|מתווכחים|ויכוח|ויכוחים|לא מסכימים|להחליט|החלטה)/i,
  query: 'decisions partnership listening peace',
  empathy: {
    en: ['A big decision you see differently can feel like one of you has to lose; it rarely has to be that way.'],
    he: ['החלטה גדולה שרואים אחרת יכולה להרגיש כאילו מישהו חייב להפסיד; לרוב זה לא חייב להיות כך.'],
  },
  tips: {
    en: [
      'Each of you says what you are afraid of losing, before anyone argues for an answer.',
      'Separate the decision into parts (when, where, how much) and agree on the easy parts first.',
      'Give it time: decide on a date by which you will decide, so the question does not hang over every evening.',
    ],
    he: ['כל אחד אומר ממה הוא חושש להפסיד, לפני שמישהו מתווכח על תשובה.'],
  },
  scripts: {
    en: ['"Before we argue about the answer, can each of us say what we are most afraid of losing?"'],
    he: ['"לפני שנתווכח על התשובה, נוכל כל אחד לומר ממה הכי קשה לו לוותר?"'],
  },
};

/**
 * Arguments that keep coming back, when no decision is named ("we fight about everything", "the
 * same fight for ten years"): not "a big decision you see differently" — what helps is how to
 * fight, and what the fight is about underneath.
 */
export const CONFLICT_TOPIC: Topic = {
  id: 'conflict',
  label: { en: 'your arguments', he: 'הוויכוחים ביניכם' },
  match: /\b(?:argu\w*|fight(?:s|ing)?|fought|quarrel\w*|bicker\w*)\b|(?:רבים|רבנו|מתווכחים|ויכוח|ויכוחים|ריב|ריבים|מריבה|מריבות)/i,
  query: 'conflict peace patience calm listening',
  empathy: {
    en: ['Arguing about the same things again and again wears you both down, and it usually means something underneath has not been heard yet.'],
    he: ['ויכוחים שחוזרים על עצמם שוחקים את שניכם, ובדרך כלל הם סימן שמשהו מתחת עוד לא נשמע.'],
  },
  tips: {
    en: [
      'Agree in a calm moment on a pause rule: either of you can stop a fight, and you come back to it within the day.',
      'Argue about one thing at a time — this week\'s matter, not the whole history.',
      'Ask what the argument is really about for each of you; behind most repeated fights is a need to feel respected or heard.',
      'After a fight, repair out loud: "I\'m sorry for how I said it; I still want us to work this out."',
    ],
    he: ['כדאי להתווכח על דבר אחד בכל פעם.'],
  },
  scripts: {
    en: ['"I don\'t want to win this, I want us to be okay. Can we each say what this is really about for us?"'],
    he: ['"אני לא רוצה לנצח בזה, אני רוצה שיהיה לנו טוב. נוכל כל אחד לומר על מה זה באמת בשבילו?"'],
  },
};

// Words that name a decision to make, not only a fight.
const DECIDING = /\b(?:decid\w*|decision|can'?t agree|disagree\w*|choose|choice)\b|(?:להחליט|החלטה|לא מסכימים|לבחור|בחירה)/i;

export const GENERAL_TOPIC: Topic = {
  id: 'general',
  label: { en: 'your relationship', he: 'הקשר שלכם' },
  match: /$^/,
  query: 'marriage peace home communication love kindness',
  empathy: {
    en: ['Thank you for sharing this; it says a lot that you are thinking about how to make things better.', 'Relationships ask a lot of us, and it is wise to stop and think about them.'],
    he: ['תודה ששיתפת; זה אומר הרבה שאת/ה חושב/ת איך לשפר.'],
  },
  tips: {
    en: [
      'Pick a calm time to talk, not in the middle of the moment, and start with how you feel rather than what the other did.',
      'Be specific: one recent example and one concrete request are easier to hear than a general complaint.',
      'Listen to understand before you answer — sum up what you heard and check you got it right.',
      'Look for one small step you can take this week on your own; change in one person often invites change in the other.',
    ],
    he: ['בחרו זמן רגוע לדבר, לא באמצע הרגע, ופתחו במה שאתם מרגישים ולא במה שהשני עשה.', 'היו ספציפיים: דוגמה אחת ובקשה מוחשית אחת קל יותר לשמוע.'],
  },
  scripts: { en: ['"Can we find some time this week to talk about how we\'re doing? I want us to be close."'], he: ['"נמצא זמן השבוע לדבר על איך אנחנו? אני רוצה שנהיה קרובים."'] },
};

/** A topic by its id (the composer reaches a topic through a named thing). */
export function topicById(id: string): Topic | undefined {
  return id === DECISIONS_TOPIC.id ? DECISIONS_TOPIC : id === CONFLICT_TOPIC.id ? CONFLICT_TOPIC : TOPICS.find((topic) => topic.id === id);
}

/** The topics a message is about, most specific first (at most three), or the general one. */
/** Whether a topic's pattern finds a whole word in the text (אוהבת is not הבת, חמישי not חמי). */
function named(topic: Topic, text: string): boolean {
  const global = new RegExp(topic.match.source, topic.match.flags.includes('g') ? topic.match.flags : `${topic.match.flags}g`);
  for (const match of text.matchAll(global)) if (wholeHebrewMatch(text, match.index ?? 0, match[0])) return true;
  return false;
}

export function detectTopics(text: string): Topic[] {
  let found = TOPICS.filter((topic) => named(topic, text)).sort((a, b) => priority(a) - priority(b));
  // Asking how to give praise is not feeling taken for granted, though it names compliments too.
  if (found.some((topic) => topic.id === 'appreciation')) found = found.filter((topic) => topic.id !== 'gratitude');
  if (found.length > 0) return found.slice(0, 3);
  // Disagreeing or deciding, with nothing more specific named: a shared decision; fighting with
  // no decision named: the arguments themselves.
  if (named(DECISIONS_TOPIC, text) && DECIDING.test(text)) return [DECISIONS_TOPIC];
  if (named(CONFLICT_TOPIC, text)) return [CONFLICT_TOPIC];
  return named(DECISIONS_TOPIC, text) ? [DECISIONS_TOPIC] : [GENERAL_TOPIC];
}

// Loss and the wait for a child come first (advice about anything else would miss the person),
// then a question of how to say a hard truth, then who or what the trouble is about, before how it shows (anger, criticism, not listening).
const FIRST = ['grief', 'infertility', 'partner_struggling', 'separation', 'honesty', 'married_children', 'stepfamily', 'in_laws', 'parents', 'siblings', 'new_baby', 'trust', 'money', 'chores', 'time'];
function priority(topic: Topic): number {
  const index = FIRST.indexOf(topic.id);
  return index === -1 ? FIRST.length : index;
}
