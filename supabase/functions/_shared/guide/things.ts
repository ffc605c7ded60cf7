// The specific things people name when they ask (the yeshiva, the phones, a funeral, a move…):
// each with how an answer names it in English and in Hebrew, the topic it belongs to when the
// message names no other, and one piece of advice about that very thing. An answer that speaks
// to the question names these; generic advice alone does not.
//
// Hebrew advice uses the templates of hebrew-text.ts ({m|f|n} for the reader).
import { HOPING_HE } from './detect/lexicon.ts';

/** A son, a daughter or a child named (with a Hebrew prefix): what a grown child's situation needs. */
const CHILD_NAMED = /\b(?:sons?|daughters?|kids?|child(?:ren)?)\b|(?<![\u05D0-\u05EA])(?:[ושלבמ]|וה|שה|מה)?(?:הבן|הבת|בננו|בתנו|בני|בתי|הילד|הילדה)(?![\u05D0-\u05EA])/i;

export interface Thing {
  id: string;
  match: RegExp;
  en: string;
  he: string;
  topic: string;
  adviceEn: string;
  adviceHe: string;
  /**
   * The advice for the parent of one of a married couple (understand.ts: elder), where the
   * couple's own advice would speak to the wrong side ("agree as parents…" to a grandmother).
   */
  elder?: { en: string; he: string; /** How the answer names the thing from the parent's side. */ name?: { en: string; he: string } };
  /** Phrases where the thing's word means something else ("it isn't working" is not a job). */
  unless?: RegExp;
  /**
   * A circumstance that bears on whatever was asked ("no family nearby"): a short message that
   * names only it goes on with the earlier question, and the people it names (parents abroad) are
   * not what the answer is about.
   */
  circumstance?: true;
  /** Read only when the message also says this ("not coming back" of a grown child, not of a brother). */
  requires?: RegExp;
  /** Its advice carries the words to say for this very matter, so the topic's general script is left out. */
  ownWords?: true;
  /** Broader things this one stands in for when both are named (a child's phone, not the couple's). */
  replaces?: string[];
  /** Its topic leads the answer whatever else the message names (a second marriage's wills, not "parenting together"). */
  leadsTopic?: true;
}

// What makes a single morning the rush, beside it before or after (see morning_rush).
const MORNING_RUSH_EN = String.raw`(?:kids?|children|school|daycare|gan|late|bus|dressed|lunch(?:es|box)?|shoes|yell\w*|shout\w*|chaos|rush\w*|out the door)`;
const MORNING_RUSH_HE = '(?:ילד|גן|בית ספר|בית הספר|הסעה|הסעות|לצאת|מאחר|איחור|להתארגן|להלביש|סנדוויץ|כריכים|תיקים|לחץ|בלגן|צעק)';

export const THINGS: Thing[] = [
  // Round Q of the answers (2026-12-03): a small child in the parents' bed, a child bullied at
  // school, a teenager after a family move, a parent's messages to a soldier.
  // Answers development line aP2-034: "my girls, 10 and 12, fight from morning to night — clothes, who
  // sits by the window — and I feel I'm only a judge all day".
  {
    id: 'children_fighting',
    // Children fighting each other — not "the kids hear us fight", not grown brothers over a will.
    match: /\b(?:(?:the |my |our )?(?:kids|children|boys|girls|daughters|sons|twins|two of them)\b(?: (?!us\b|we\b|me\b|him\b|her\b|them\b|hear\w*|see\w*|watch\w*)\w+){0,3} (?:fight|fighting|fights|bicker\w*|squabbl\w*|argue|arguing|are at each other)|sibling rivalry|(?:they|the two of them|both of them|the boys|the girls|the brothers|the sisters) (?:\w+ ){0,2}(?:fight|hit|punch|kick)\w* (?:each other|physically)|wrestl\w* (?:\w+ ){0,6}(?:turned|got|became) (?:real|rough|violent|serious))\b|(?:(?:הבנות|הבנים|הילדים|התאומים|הבן והבת)(?:\s+(?!אותנו|אותי|שומעים|רואים)\S+){0,4}\s+(?:רבים|רבות|מתקוטטים|מתקוטטות|מתווכחים|מתווכחות)\s+(?:כל|על|ביניהם|ביניהן|מה|מהבוקר|בלי|שוב|כל הזמן)|מריבות בין הילדים|מריבות בין האחים הקטנים|מריבות בין הבנות)/i,
    // (The children's fight, not the couple's: "they fight physically a few times a week".)
    leadsTopic: true,
    en: 'the fighting between the children',
    he: 'המריבות בין הילדים',
    topic: 'parenting',
    adviceEn:
      'Step out of the judge\'s seat: unless someone is being hurt, you need not rule on who started it. Name what each one feels, then hand the problem back to them ("one seat and two of you — find a way that is fair to both"), and set a rotation for the things they fight over every day, such as the seat, the shower or the screen. A little time alone with each of them, even a quarter of an hour, does more than any rule: much of the fighting is over a parent\'s attention.',
    adviceHe:
      'כדאי לוותר על תפקיד השופט: אם אף אחד לא נפגע, אין צורך להכריע מי התחיל. אפשר לומר במילים מה כל אחד מרגיש, ואז להחזיר להם את הבעיה ("אתם שניים ויש רק אחד — תמצאו פתרון הוגן לשניכם"), ולקבוע תורנות לדברים שרבים עליהם כל יום — המקום, המקלחת, המסך. קצת זמן לבד עם כל אחד, אפילו רבע שעה, עושה יותר מכל כלל: הרבה מהמריבות הן בעצם על תשומת הלב של ההורים.',
  },
  // Answers round S45 (siblings and large families), on first sight: two brothers in one small room
  // with different bedtimes, the youngest of five girls who never gets anything new, a middle child
  // who says "nobody here sees me", the eldest daughter who does the baths and homework of eight.
  {
    id: 'siblings_share_room',
    match: /\b(?:share|sharing|shares|shared) (?:a |one |the same |their )?(?:small |tiny |little )?(?:bed)?room\b|\b(?:one|the same|a single) (?:small |tiny )?(?:bed)?room (?:for|between) (?:the |our |my )?(?:\w+ )?(?:kids|children|boys|girls|two|three|four)\b|(?:חולקים|חולקות|חולק|חולקת) (?:את )?(?:ה)?חדר|חדר משותף|(?:לישון|ישנים|ישנות|ישן|ישנה) (?:יחד )?(?:ב)?(?:אותו |חדר אחד|בחדר אחד|בחדר עם) ?(?:חדר )?(?:עם )?(?:אחותה|אחותו|אחיו|אחיה|האחים|האחיות)?/i,
    requires: /\b(?:kids|children|boys|girls|brothers?|sisters?|sons?|daughters?|twins|\d{1,2})\b|(?:ילד|ילדים|ילדות|בנים|בנות|אח|אחות|אחיו|אחותו|אחותה|אחיה|תאומ|בן \d|בת \d)/i,
    leadsTopic: true,
    en: 'the shared room',
    he: 'החדר המשותף',
    topic: 'parenting',
    adviceEn:
      'A shared room works better when each child has a corner that is only theirs — a shelf, a drawer, a reading lamp — and when the evening is split rather than fought over: the younger one goes to bed first in the dark, the older one reads or winds down elsewhere (a book light, the living room) and comes in quietly later. A curtain or a bookcase can divide even a small room.',
    adviceHe:
      'חדר משותף עובד טוב יותר כשלכל ילד יש פינה שהיא רק שלו — מדף, מגירה, מנורת קריאה — וכשהערב מתחלק ולא נלחמים עליו: הקטן הולך לישון ראשון בחושך, והגדול קורא או נרגע במקום אחר (מנורת ספר, הסלון) ונכנס בשקט מאוחר יותר. וילון או כוננית יכולים לחלק גם חדר קטן.',
  },
  {
    id: 'hand_me_downs',
    match: /\b(?:hand[- ]me[- ]downs?|handed down|someone else'?s (?:clothes|things|dress|shoes)|(?:was|were) (?:someone else'?s|her sisters'?|his brothers'?)|(?:wears?|wearing|got|gets) (?:her|his) (?:older )?(?:sisters?'?s?|brothers?'?s?) (?:old )?(?:clothes|things|dress(?:es)?|shoes))\b|(?:בגדים (?:של|מ)(?:ה)?(?:אחיות|אחים|אחותה|אחיו|הגדולות|הגדולים)|בגדים משומשים|עוברים אליה|עוברים אליו|אף פעם לא (?:מקבלת|מקבל) (?:משהו|בגד) חדש|ירושה מ(?:ה)?(?:אחיות|אחים|אחותה|אחיו))/i,
    en: 'the hand-me-downs',
    he: 'הבגדים שעוברים בירושה',
    topic: 'parenting',
    adviceEn:
      'A child who always wears what was someone else\'s can feel she is never quite herself. One thing that is only hers, new and chosen by her — even a small one, from a second-hand shop or a sale, for the chag — says "you are you", and costs far less than it gives.',
    adviceHe:
      'ילד שתמיד לובש מה שהיה של מישהו אחר יכול להרגיש שהוא אף פעם לא ממש הוא עצמו. דבר אחד שהוא רק שלו, חדש ובבחירתו — אפילו קטן, מחנות יד שנייה או ממבצע, לקראת החג — אומר "אתה אתה", ועולה הרבה פחות ממה שהוא נותן.',
  },
  {
    id: 'middle_child',
    match: /\b(?:middle (?:child|son|daughter|kid|one)|(?:stuck|caught|squeezed) in the middle (?:of|between) (?:the |his |her )?(?:siblings|older|twins|baby)|nobody (?:here |in this (?:house|family) )?(?:sees|notices) (?:me|him|her)|(?:feels?|is) invisible)\b|(?:הילד האמצעי|הבן האמצעי|הבת האמצעית|ילד סנדוויץ|ילדת סנדוויץ|באמצע בין|אף אחד (?:פה |כאן |בבית )?לא רואה (?:אותי|אותו|אותה)|מרגיש שקוף|מרגישה שקופה|שקוף בבית)/i,
    en: 'the middle child',
    he: 'הילד שבאמצע',
    topic: 'parenting',
    adviceEn:
      'A middle child often gets the least unplanned attention: the eldest has the firsts and the youngest the needs. Give them time that is theirs by name — a fixed slot each week, in the calendar, that nothing moves — and a role in the family that is theirs alone, and tell them plainly what you see in them.',
    adviceHe:
      'הילד שבאמצע מקבל לעיתים קרובות הכי מעט תשומת לב שלא תוכננה: לבכור יש את כל הפעמים הראשונות, ולקטן יש את הצרכים. כדאי לתת לו זמן שהוא שלו בשמו — משבצת קבועה בכל שבוע, ביומן, ששום דבר לא מזיז — ותפקיד במשפחה שרק שלו, ולומר לו במפורש מה רואים בו.',
  },
  {
    id: 'eldest_carries_too_much',
    match: /\b(?:(?:oldest|eldest|big|older) (?:daughter|son|girl|boy|child|one) (?:\w+ ){0,7}(?:helps?|does|takes? care of|looks? after|raises?|babysits?|carr(?:y|ies)|bathes?|cooks?) (?:\w+ ){0,3}(?:all the time|everything|the little ones|the younger ones|the babies|her siblings|his siblings|the kids)|(?:like|became|is) (?:a |their )?(?:second|third|other) (?:mother|mom|mum|parent|father)|parentified)\b|(?:(?:הבכורה|הבכור|הגדולה|הגדול) (?:\S+ ){0,12}(?:עוזרת|עוזר|מטפלת|מטפל|מגדלת|מגדל|מקלחת|מבשלת|שומרת|שומר) (?:\S+ ){0,3}(?:כל הזמן|על הקטנים|את הקטנים|לקטנים|בקטנים|על האחים|את האחים)|כמו אמא שנייה|אמא שנייה (?:ל|בבית)|כמו אבא שני)/i,
    en: 'what your eldest carries',
    he: 'מה שהבכורה סוחבת',
    topic: 'parenting',
    adviceEn:
      'Thank your eldest for what they give, and then take some of it back: say which jobs are theirs by choice and which the adults will take over, guard their own time — friends, homework, sleep — and tell them plainly that in this house they are a child, not a third parent. Their worry for you is love; the responsibility is yours to carry.',
    adviceHe:
      'כדאי להודות לבכור או לבכורה על מה שהם נותנים, ואז להחזיר חלק מזה אליכם: לומר אילו משימות הן שלהם מבחירה ואילו המבוגרים לוקחים על עצמם, לשמור על הזמן שלהם — חברים, שיעורי בית, שינה — ולומר במפורש שבבית הזה הם ילדים ולא הורה שלישי. הדאגה שלהם היא אהבה; את האחריות לשאת — זה תפקיד ההורים.',
  },
  {
    id: 'mental_load',
    match: /\b(?:mental load|just tell me what (?:to do|you need|needs doing)|(?:i'?m|i am|im) the one who (?:knows|remembers|keeps track|has to (?:remember|ask|think|notice)|notices|plans)|tired of being the one who|(?:does|do) (?:whatever|anything|everything) i ask|have to ask (?:him|her) (?:for|to do) (?:everything|anything)|keep(?:s|ing)? track of everything|default parent)\b|(?:העומס המנטלי|עומס מנטלי|רק (?:תגידי|תגיד|תגידו) לי מה (?:לעשות|צריך)|אני (?:זו|זאת|היחידה) ש(?:זוכרת|יודעת|שמה לב|מתכננת)|עושה כל מה שאני מבקשת|צריכה לבקש ממנו (?:הכול|הכל|כל דבר)|נמאס לי לבקש|נמאס לי להיות זו ש|אני צריכה לזכור (?:הכול|הכל))/i,
    en: 'the mental load',
    he: 'העומס המנטלי',
    topic: 'chores',
    adviceEn:
      "What you describe is the mental load: not the tasks themselves but remembering them, noticing what is due and asking for it — work that stays invisible because it happens in your head. A husband who does whatever you ask still leaves you as the manager. Hand over whole areas rather than tasks: he owns the car and the vaccines, say, from noticing to done, with his own reminders, and you agree not to check on them.",
    adviceHe:
      'מה שתיארת הוא העומס המנטלי: לא המשימות עצמן אלא לזכור אותן, לשים לב מה צריך לקרות ולבקש — עבודה שנשארת בלתי נראית כי היא קורית בראש. גם בן זוג שעושה כל מה שמבקשים עדיין משאיר אותך בתפקיד המנהלת. כדאי להעביר תחומים שלמים ולא משימות: למשל הרכב והחיסונים אצלו, מהרגע שצריך לשים לב ועד שזה נעשה, עם תזכורות משלו — ולהסכים שלא תבדקי אחריו.',
  },
  // Answers round S25: "Someone in my kallah class said that shalom bayit basically means the wife
  // should always give in. Is that true?" was met with a clarifying question.
  {
    id: 'peace_as_giving_in',
    match: /\bshalom bayi[st]\b[^.?!]{0,60}\b(?:give in|gives in|giving in|give way|gives way|yield\w*|submit\w*|keep (?:quiet|silent)|stay (?:quiet|silent)|swallow\w*|bite (?:her|my|your) tongue)\b|\b(?:wife|wives|woman|women)\b[^.?!]{0,30}\b(?:should|must|has to|have to|needs? to|is supposed to) (?:always )?(?:give in|give way|yield|submit|keep quiet|stay quiet|be quiet)\b|(?:שלום בית)[^.?!]{0,60}(?:לוותר|מוותרת|תוותר|לשתוק|שותקת|תשתוק|להתבטל|לבלוע)|(?:האישה|אישה|אשה|הנשים|נשים)[^.?!]{0,30}(?:צריכה|צריכות|חייבת|חייבות|אמורה) (?:תמיד )?(?:לוותר|לשתוק|להתבטל)/i,
    en: 'what shalom bayit asks of each of you',
    he: 'מה שלום בית מבקש משניכם',
    topic: 'newlywed',
    adviceEn:
      'Shalom bayit is a peace two people make together, not one person\'s silence: the sages asked it of husbands at least as much as of wives — "he who loves his wife as himself and honours her more than himself" (Yevamot 62b) — and Aaron, who pursued peace, made it by helping each side hear the other, not by teaching one side to give in. Giving way on small things out of love is generous when both of you do it; always giving in, with feelings swallowed, tends to build resentment rather than peace. If the class left you uneasy, ask the teacher what she meant, and talk together about how the two of you want to decide things when you disagree.',
    adviceHe:
      'שלום בית הוא שלום ששניים עושים יחד, ולא שתיקה של אחד מהם: חז"ל ביקשו אותו מהבעל לפחות כמו מהאישה — "האוהב את אשתו כגופו והמכבדה יותר מגופו" (יבמות סב ע"ב) — ואהרן, שרדף שלום, עשה אותו כשעזר לכל צד לשמוע את השני, ולא כשלימד צד אחד לוותר. לוותר על דברים קטנים מתוך אהבה זה נדיב כששניכם עושים זאת; לוותר תמיד ולבלוע את הרגשות בונה בדרך כלל טינה ולא שלום. אם השיעור השאיר אצלך אי־נוחות, אפשר לשאול את המדריכה למה התכוונה, ולדבר יחד על איך שניכם רוצים להחליט כשאתם לא מסכימים.',
  },
  // Answers round S2: "he never says 'I love you'; he shows it, coffee in bed every morning — but I
  // need to hear it too. Is it too much to ask?" — and then "he said it, but it sounded forced".
  {
    id: 'words_of_love',
    ownWords: true,
    match: /\b(?:(?:say|says|saying|said|hear|hearing|tell|tells|telling) (?:\w+ ){0,3}['"‘“]?i love you|(?:never|rarely|doesn'?t|does not|won'?t|didn'?t|don'?t) (?:\w+ ){0,2}(?:say|says|tell|tells) (?:me )?(?:that )?(?:he|she) loves? me|words of affirmation)\b|(?:(?:אומר|אומרת|להגיד|לשמוע|שיגיד|שתגיד|לומר|אמר|אמרה|יגיד|תגיד)[^.?!]{0,12}['"‘“]?(?:אני )?(?:אוהב|אוהבת) אותך|(?:לא|אף פעם לא) (?:אומר|אומרת) (?:לי )?(?:ש)?(?:הוא|היא)? ?(?:אוהב|אוהבת) אותי)/i,
    en: 'hearing "I love you"',
    he: 'מילים של אהבה',
    topic: 'gratitude',
    adviceEn:
      'Some people say love by doing — the small things done every day — and some need to hear it too; both are real, and asking for the words is not too much. Say it plainly and without blame: "I see how you show it, and it means a lot. I would also love to hear it sometimes." Words a person is not used to saying come out stiff at first; take the first forced ones as a start, say thank you for them, and they grow more natural with time.',
    adviceHe:
      'יש מי שמראים אהבה במעשים — בדברים הקטנים של כל יום — ויש מי שצריכים גם לשמוע אותה במילים; שני הדברים אמיתיים, ולבקש את המילים זה לא מוגזם. כדאי לומר את זה בפשטות ובלי האשמה: "אני רואה איך [אתה|את|אתה] מראה את זה, וזה חשוב לי מאוד. {הייתי שמח|הייתי שמחה|זה היה משמח אותי} לשמוע את זה גם במילים לפעמים." מילים שאדם לא רגיל לומר יוצאות בהתחלה מאולצות; כדאי לקבל את הראשונות כהתחלה, להודות עליהן, ועם הזמן וההרגל הן נעשות טבעיות יותר.',
  },
  {
    id: 'video_calls_grandchildren',
    match: /\b(?:facetime|face ?time|video ?calls?|zoom calls?|whatsapp video)\b|(?:שיחות וידאו|שיחת וידאו|בשיחות וידאו|פייסטיים|בזום)/i,
    requires: /\b(?:grand(?:kids?|children|child|sons?|daughters?)|little ones)\b|(?:נכד|נכדה|נכדים|נכדות|הנכדים)/i,
    en: 'the video calls with the grandchildren',
    he: 'שיחות הווידאו עם הנכדים',
    topic: 'married_children',
    adviceEn:
      "Small children cannot sit and talk to a screen, so give the call something to do: keep it short and at a fixed time, read them a story from a book they also have at home, sing the song that is always yours, play show-and-tell with a toy, or simply watch them play while a parent holds the phone. Short and happy beats long; ask your daughter which time of day works best, and send something they can touch between calls.",
    adviceHe:
      'ילדים קטנים לא יכולים לשבת ולדבר עם מסך, ולכן כדאי לתת לשיחה משהו לעשות: שיחה קצרה בשעה קבועה, סיפור מספר שיש גם אצלם בבית, שיר קבוע שהוא רק שלכם, משחק "תראו מה יש לי" עם צעצוע, או פשוט לראות אותם משחקים כשההורה מחזיק את הטלפון. קצר ושמח עדיף על ארוך; כדאי לשאול את הבת או הבן איזו שעה הכי מתאימה, ולשלוח בין השיחות משהו שאפשר לגעת בו.',
  },
  // Answers round S39 (families who moved country): grandparents an ocean away, and parents who want
  // the children to know them as more than faces on a screen.
  {
    id: 'grandparents_far_away',
    match: /\b(?:bubb?ie|bubby|zaid(?:y|ie)|zeid(?:y|e)|savta|saba|grandparents|grandma|grandpa|my parents|his parents|her parents|in-laws)\b[^.?!]{0,60}\b(?:live (?:abroad|overseas|far away|in another country|across the (?:ocean|world))|only see (?:them|her|him) (?:once|twice)|once a year|far away|abroad|overseas|on a screen)\b|(?:סבא וסבתא|סבתא וסבא|ההורים שלי|ההורים שלו|ההורים שלה)[^.?!]{0,60}(?:בחו"ל|בחו״ל|רחוק|פעם בשנה|מעבר לים|במדינה אחרת|על המסך)|(?:גרים|גר|גרה) ב\S+(?:\s+\S+)?,?\s+ו(?:סבא וסבתא|ההורים)(?:\s+\S+){0,3}\s+ב\S+/i,
    requires: /\b(?:kids|children|grandchildren|grandkids|son|daughter)\b|(?:הילדים|ילדים|הנכדים|בני \d|הבן|הבת)/i,
    replaces: ['grandchildren', 'video_calls_grandchildren'],
    en: 'the grandparents far away',
    he: 'הקשר עם סבא וסבתא מרחוק',
    topic: 'parents',
    adviceEn:
      "A real bond across an ocean is built from small things that come back regularly: a fixed weekly video call with something to do in it (a story they read to the children, a recipe made together, show-and-tell), letters and small packages that can be touched, photos and voice notes from the children's week, and a visit — theirs or yours — planned and counted down to together. Let each child have one thing that is theirs alone with Saba or Savta, and tell the children stories about them between calls.",
    adviceHe:
      'קשר אמיתי מעבר לים נבנה מדברים קטנים שחוזרים בקביעות: שיחת וידאו שבועית קבועה עם משהו לעשות בה (סיפור שהם מקריאים לילדים, מתכון שמכינים יחד, "תראו מה יש לי"), מכתבים וחבילות קטנות שאפשר לגעת בהם, תמונות והודעות קוליות מהשבוע של הילדים, וביקור — שלהם או שלכם — שמתכננים וסופרים אליו יחד. כדאי שלכל ילד יהיה דבר אחד שהוא רק שלו עם סבא או סבתא, ולספר לילדים עליהם גם בין השיחות.',
  },
  {
    id: 'car_or_savings',
    match: /\b(?:(?:buy|buying|get|getting|want(?:s)? to buy) (?:a )?(?:new |bigger |fancy |second )?(?:car|boat|motorcycle|tesla|suv|minivan)|new car)\b(?=[^]*\b(?:sav\w*|down payment|apartment|house|mortgage|deposit)\b)|(?:(?:לקנות|קניית|קונה) (?:רכב|אוטו|מכונית|ג'יפ)(?: חדש| חדשה)?)(?=[^]*(?:לחסוך|חיסכון|נחסוך|שנחסוך|לדירה|משכנתא|הון עצמי))/i,
    en: 'the car and the savings',
    he: 'הרכב והחיסכון',
    topic: 'money',
    adviceEn:
      "Put both goals on one page with their numbers: what the car really costs each month (not only its price), and what saving for the home needs each month and by when. There is often a third option — a cheaper or used car, a later date, a fixed sum to savings first — that lets each of you keep what matters most: a reliable car for one, a home for the other.",
    adviceHe:
      'כדאי לשים את שתי המטרות על דף אחד עם המספרים: כמה הרכב באמת עולה בחודש (לא רק המחיר), וכמה צריך לחסוך כל חודש לדירה ועד מתי. לעיתים קרובות יש אפשרות שלישית — רכב זול יותר או משומש, מועד מאוחר יותר, סכום קבוע לחיסכון קודם — שמאפשרת לכל אחד לשמור על מה שהכי חשוב לו: רכב אמין לאחד, בית לשנייה.',
  },
  {
    id: 'grown_child_asks_money',
    match: /\b(?:asked (?:us|me) (?:for|to lend|to give)(?: (?:us|him|her))? (?:\$?\d[\d,k]*|money|a loan|help with (?:the|their|her|his) (?:mortgage|down payment|rent))|wants? (?:us|me) to (?:lend|give) (?:them|him|her) (?:\$?\d[\d,k]*|money))\b|(?:(?:ביקש|ביקשה|ביקשו) (?:מאיתנו|מאיתי|ממני) (?:\d+ )?(?:אלף|אלפי|כסף|הלוואה|עזרה (?:במשכנתא|בשכר דירה))|להשלמת משכנתא|להשלמת הון עצמי)/i,
    requires: /\b(?:son|daughter|kids?|children|\d{2})\b|(?:הבת|הבן|בתנו|בננו|הילדים|בת \d|בן \d)/i,
    en: 'the money your child asked for',
    he: 'הכסף שהילד ביקש',
    topic: 'money',
    adviceEn:
      "Before answering, decide together whether it is a gift or a loan — and if a loan, on what terms — and what you would do for each of the other children in time; then say it openly to all of them. Equal need not mean the same sum at the same moment, but it should never be a secret: tension between siblings grows from what they hear about later.",
    adviceHe:
      'לפני שעונים, כדאי להחליט יחד אם זו מתנה או הלוואה — ואם הלוואה, באילו תנאים — ומה תעשו בבוא הזמן גם בשביל כל אחד מהילדים האחרים; ואז לומר את זה בגלוי לכולם. שוויון לא חייב להיות אותו סכום באותו רגע, אבל הוא לא צריך להיות סוד: מתח בין אחים צומח ממה ששומעים עליו אחר כך.',
  },
  // Answers round S37 (the family table): a mother of 68 who hosts her four children's families at
  // every holiday, has no strength this year and is ashamed to say so.
  {
    id: 'host_without_strength',
    match: /\b(?:host(?:s|ing|ed)?) (?:\w+ ){0,6}(?:(?:every|each|all the|for every|for all the) (?:holiday|chag|yom tov|seder)s?)\b|(?:מארח|מארחת|מארחים) (?:את )?[^.?!]{0,60}(?:בכל חג|בכל החגים|בחגים|כל חג)/i,
    requires: /\b(?:(?:don'?t|do not) have the (?:strength|energy)|no (?:strength|energy) (?:left|this year)|too tired|worn out|exhausted|can'?t (?:do it|manage it|keep (?:it )?up) (?:anymore|this year)|ashamed to (?:say|tell|admit))\b|(?:אין לי כוח|אין לנו כוח|אין לי את הכוח|עייפה מדי|עייף מדי|לא מסוגלת יותר|לא מסוגל יותר|מתביישת להגיד|מתבייש להגיד|מתביישת לומר)/i,
    en: 'hosting every holiday',
    he: 'האירוח בכל חג',
    topic: 'married_children',
    adviceEn:
      'After years of hosting, saying "this year I need help" is not a failure, and grown children would usually rather hear it than find out later what it cost. Tell them early and plainly, and offer a shape instead of a refusal: a rota (each family takes one holiday or one meal), everyone brings a dish, or one of them hosts while you bring the dish everyone waits for. Keep the part you love, and hand over the part that wears you out.',
    adviceHe:
      'אחרי שנים של אירוח, לומר "השנה אני צריכה עזרה" אינו כישלון, ובדרך כלל ילדים בוגרים מעדיפים לשמוע את זה מאשר לגלות אחר כך כמה זה עלה. כדאי לספר להם מוקדם ובפשטות, ולהציע צורה במקום סירוב: תורנות (כל משפחה לוקחת חג אחד או סעודה אחת), כל אחד מביא מנה, או שאחד מהם מארח ואתם מביאים את המאכל שכולם מחכים לו. לשמור את החלק שאוהבים, ולהעביר הלאה את החלק ששוחק.',
  },
  {
    id: 'handing_over_the_holidays',
    match: /\b(?:(?:all )?the (?:holidays|chagim|yom tovim|seders?) (?:were |have )?(?:always )?(?:been )?(?:at|by) (?:me|us|my (?:house|place)|our (?:house|place))|wants? to (?:host|do|make) (?:rosh hashana\w*|pesach|passover|the seder|sukkot|the holidays?|yom tov)(?: at (?:her|his|their) (?:house|place))?)\b|(?:(?:כל )?החגים (?:תמיד )?היו אצלי|(?:כל )?החגים (?:תמיד )?אצלנו|רוצה לעשות את (?:ראש השנה|ליל הסדר|הסדר|פסח|סוכות|החג) אצלה|רוצה לעשות את (?:ראש השנה|ליל הסדר|הסדר|פסח|סוכות|החג) אצלו|רוצים לעשות את (?:ראש השנה|ליל הסדר|הסדר|פסח|החג) אצלם)/i,
    en: 'handing over the holiday',
    he: 'העברת החג אליהם',
    topic: 'married_children',
    adviceEn:
      "Both can be true at once — joy that your children are building a home of their own, and sadness, even a kind of grief, at handing over something that was yours for years; mixed feelings here are natural. Say yes warmly, ask what you can bring (your dish, your recipe, a role at the table), and keep one tradition of your own — a meal on another day of the holiday.",
    adviceHe:
      'שני הדברים יכולים להיות נכונים יחד — שמחה שהילדים בונים בית משלהם, ועצב, אפילו געגוע, על מסירת משהו שהיה שלך שנים; רגשות מעורבים כאן טבעיים לגמרי. כדאי להסכים בחום, לשאול מה אפשר להביא (המאכל שלך, המתכון שלך, תפקיד ליד השולחן), ולשמור מסורת אחת משלך — סעודה ביום אחר של החג.',
  },
  {
    id: 'keeping_their_secret',
    match: /\b(?:asked (?:me|us) not to tell (?:anyone|anybody|a soul|her parents|his parents|the family)|(?:doesn'?t|does not|don'?t) want (?:anyone|anybody|me to tell anyone) to know|made me promise not to tell)\b|(?:(?:ביקשה|ביקש) (?:ממני |מאיתנו )?לא לספר (?:לאף אחד|לאיש|להורים|למשפחה)|לא רוצה שאף אחד ידע|השביעה אותי לא לספר|השביע אותי לא לספר)/i,
    en: 'keeping it between you',
    he: 'השמירה על הסוד',
    topic: 'stress',
    adviceEn:
      "Keeping it to yourselves honours her wish, and it also leaves you carrying it alone. Ask her for one person you may tell — a close friend, a rabbi, a counsellor — so that you have support too; you can keep her trust and still not explode inside.",
    adviceHe:
      'לשמור את זה ביניכם מכבד את הבקשה שלה, וגם משאיר אותך לשאת את זה לבד. כדאי לבקש ממנה אדם אחד שמותר לספר לו — חבר קרוב, רב, יועץ — כדי שתהיה תמיכה גם לך; אפשר לשמור על האמון שלה ועדיין לא להתפוצץ מבפנים.',
  },
  {
    id: 'long_family_stay',
    match: /\b(?:(?:three|four|five|six|seven|a week|\d) (?:days|nights) (?:at|with|by) (?:my|his|her|our) (?:parents|in-laws|family)|(?:at|with) (?:my|his|her) parents for (?:the whole|all of|three|four|five|a week)|(?:at|with) (?:my|his|her|our|the) (?:parents|in-laws|family)[^.?!]{0,30}\b(?:three|four|five|six|seven|\d) (?:days|nights))\b|(?:(?:שלושה|ארבעה|חמישה|שישה|שבעה|שבוע) (?:ימים|לילות)[^.?!]{0,60}(?:אצל ההורים|אצל המשפחה|אצל ההורים שלי|אצל ההורים שלו|אצל ההורים שלה)|(?:אצל ההורים|אצל ההורים שלי|אצל ההורים שלו|אצל ההורים שלה)[^.?!]{0,60}(?:שלושה|ארבעה|חמישה|שישה|שבעה|שבוע) (?:ימים|לילות)|היא לא עומדת בזה|הוא לא עומד בזה)/i,
    requires: /\b(?:parents|in-laws|family|siblings|sukkot|pesach|chag|holiday|yom tov)\b|(?:הורים|ההורים|המשפחה|האחים|סוכות|פסח|חג)/i,
    en: 'the long stay with the family',
    he: 'השהות הארוכה אצל המשפחה',
    topic: 'in_laws',
    adviceEn:
      "Plan the stay so it is bearable for the one who finds it hard, not only for the family: a place of your own to sleep if you can (a room, or a guest house nearby), a break each day — a walk, an afternoon out, time alone — and an agreed signal when one of you needs air. Shorter with goodwill beats longer with resentment; say it to your parents as a plan, not as a complaint.",
    adviceHe:
      'כדאי לתכנן את השהות כך שתהיה נסבלת גם למי שקשה לו, לא רק למשפחה: מקום לינה משלכם אם אפשר (חדר, או צימר קרוב), הפסקה בכל יום — הליכה, אחר צהריים בחוץ, זמן לעצמכם — וסימן מוסכם כשאחד מכם צריך אוויר. קצר יותר ברצון טוב עדיף על ארוך יותר בטינה; כדאי לומר את זה להורים כתוכנית, לא כתלונה.',
  },
  {
    id: 'spouse_new_observance_home',
    match: /\b(?:(?:he|she|my husband|my wife) (?:started|began) (?:keeping|observing) (?:shabbos|shabbat|kosher)|(?:asks?|asked|wants?) (?:me )?(?:not to|that i don'?t) (?:turn on|watch|put on) (?:the )?(?:tv|television))\b|(?:(?:בעלי|אשתי|הוא|היא) (?:התחיל|התחילה) לשמור (?:שבת|כשרות)|(?:מבקש|מבקשת|ביקש|ביקשה) (?:ממני )?(?:שלא|לא) (?:אדליק|להדליק|לראות) (?:טלוויזיה|טלויזיה))/i,
    en: 'the new observance at home',
    he: 'השמירה החדשה בבית',
    topic: 'religious_differences',
    adviceEn:
      "When one of you takes on more, the home has to be shared anew rather than won: agree with respect on what is kept in the common rooms and what each of you may do in a space of your own, and look for a compromise both of you can live with — the TV in another room, the hours you spend together on Shabbat. You both have a right to feel at home.",
    adviceHe:
      'כשאחד מבני הזוג מקבל על עצמו יותר, צריך לחלק את הבית מחדש ולא לנצח בו: כדאי להסכים בכבוד מה נשמר בחדרים המשותפים ומה כל אחד יכול לעשות במקום משלו, ולחפש פשרה ששניכם יכולים לחיות איתה — הטלוויזיה בחדר אחר, השעות שאתם מבלים יחד בשבת. לשניכם מגיע להרגיש בבית.',
  },
  {
    id: 'grandparent_moving_in',
    match: /\b(?:(?:grandmother|grandma|grandfather|grandpa|bubbie|bubby|savta|saba|my (?:mother|father|mom|dad)(?:-in-law)?) (?:wants to|is going to|will|asked to) (?:move in|live) with us)\b|(?:(?:סבתא|סבא|אמא שלי|אבא שלי|חמותי|חמי)[^.?!]{0,30}(?:רוצה|רוצים|צריכה|צריך) (?:לעבור )?לגור (?:איתנו|אצלנו))/i,
    en: 'the move into your home',
    he: 'המעבר לגור אצלכם',
    topic: 'parents',
    adviceEn:
      "A parent or grandparent moving in changes the whole home, so it is decided by the two of you first, not by whoever pushes hardest: sit with your spouse alone, ask what he or she really thinks — silence is not agreement — and look at the rooms, the children and the care needed honestly. Then answer the family together, with other options on the table if the answer is not yes (help nearby, a carer, a rota among the siblings).",
    adviceHe:
      'מעבר של הורה או סבא וסבתא לגור אצלכם משנה את כל הבית, ולכן ההחלטה היא קודם של שניכם, לא של מי שלוחץ הכי חזק: כדאי לשבת עם בן או בת הזוג לבד ולשאול מה באמת חושבים — שתיקה היא לא הסכמה — ולבחון ביושר את החדרים, את הילדים ואת הטיפול שיידרש. ואז לענות למשפחה יחד, עם אפשרויות אחרות על השולחן אם התשובה אינה כן (עזרה קרובה, מטפלת, תורנות בין האחים).',
  },
  {
    id: 'child_in_parents_bed',
    match: /\b(?:(?:comes?|coming|came|climbs?|climbing|crawls?|crawling|sneaks?|sneaking|gets?|getting) (?:in ?to|into|in) (?:our|my|the big) bed|sleeps? (?:in|with us in) (?:our|my) bed|in our bed (?:every|each|all) night|co-?sleep\w*|won'?t (?:sleep|stay) in (?:his|her|their) (?:own )?bed)\b|(?:(?:בא|באה|עובר|עוברת|מגיע|מגיעה|נכנס|נכנסת|ישן|ישנה|נשאר|נשארת) (?:אלינו |אצלנו )?(?:ל|ב)מיטה (?:שלנו|אלינו|איתנו)|(?:ל|ב)מיטה שלנו|במיטה איתנו|(?:לא|מסרב|מסרבת)(?: מוכן| מוכנה)? לישון במיטה שלו|לא מוכנה לישון במיטה שלה|לינה משותפת)/i,
    en: 'him coming into your bed',
    he: 'המעבר למיטה שלכם',
    topic: 'parenting',
    adviceEn:
      "Decide together first, away from him, what you will do at two in the morning — a plan only one of you keeps will not hold. Then move gradually: a calm, cosy routine in his own bed, praise or a sticker for the mornings he wakes there, and when he comes in, walk him back quietly with the same few words every time. It usually takes one or two weeks of being consistent, and the nights you win back are time for the two of you as well.",
    adviceHe:
      'כדאי להחליט יחד קודם, הרחק ממנו, מה עושים בשתיים בלילה — תוכנית שרק אחד מכם מחזיק בה לא תחזיק. ואז להתקדם בהדרגה: שגרת שינה רגועה ונעימה במיטה שלו, מילה טובה או מדבקה בבקרים שהוא מתעורר בה, וכשהוא מגיע — להחזיר אותו בשקט למיטה שלו, באותן מילים בכל פעם. זה לוקח בדרך כלל שבוע או שבועיים של עקביות, והלילות שחוזרים אליכם הם גם זמן של שניכם.',
  },
  {
    id: 'bedtime_screaming',
    match: /\b(?:scream\w*|cr(?:y|ies|ying) (?:for (?:an|a|half)|the whole|all night|for hours)|tantrums?|meltdowns?)\b|(?:צורח|צורחת|צרחות|בוכה (?:שעה|שעות|כל הלילה|חצי שעה)|התקפי זעם|התקף זעם)/i,
    requires: /\b(?:bed|beds|sleep\w*|night|bedtime|2 ?am|3 ?am)\b|(?:מיטה|לישון|שינה|לילה|בלילות|השכבה)/i,
    en: 'the crying at night',
    he: 'הבכי בלילה',
    topic: 'parenting',
    adviceEn:
      "Agree beforehand what each of you does when he screams, so that no one has to hold the line alone or cave alone: stay calm, comfort him briefly, reassure him that you are near, and walk him back — the same way every time. Being consistent matters more than the method; if an hour of crying is more than you can both bear, a gradual step (sitting on a chair beside his bed and moving it a little further each night) is a middle way you may both accept.",
    adviceHe:
      'כדאי להסכים מראש מה כל אחד מכם עושה כשהוא צורח, כדי שאף אחד לא יצטרך להחזיק לבד או להישבר לבד: להישאר רגועים, לנחם בקצרה, להרגיע שאתם קרובים, ולהחזיר אותו למיטה — באותה דרך בכל פעם. העקביות חשובה יותר מהשיטה; אם שעה של בכי זה יותר ממה ששניכם יכולים לשאת, צעד הדרגתי (לשבת על כיסא ליד המיטה שלו ולהרחיק אותו מעט בכל לילה) הוא דרך ביניים ששניכם יכולים לקבל.',
  },
  {
    id: 'bullied_child',
    match: /\b(?:bull(?:y|ied|ies|ying)|cyberbull\w*|picked on|picking on (?:him|her)|(?:being|gets?|getting) teased|teas(?:e|es|ing) (?:him|her)|beat(?:s|ing)? (?:him|her) up|excluded at school|no one (?:plays|sits) with (?:him|her))\b|(?:(?:מציקים|מציק|מציקה) (?:לו|לה|ל(?:בן|בת|ילד|ילדה|בני|בתי|קטן|קטנה)[\u05D0-\u05EA]*)|עושים (?:לו|לה) חרם|עשו (?:לו|לה) חרם|מחרימים (?:אותו|אותה)|בחרם|בריונות|צוחקים עליו|צוחקים עליה|מרביצים (?:לו|לה)|מכים אותו|מכים אותה)/i,
    requires: /\b(?:son|daughter|kid|child|boy|girl|school|class|classmates?|teacher|grade|\d{1,2}|he'?s \d)\b|(?:הבן|הבת|הילד|הילדה|בני|בתי|בכיתה|בית הספר|בית ספר|המורה|המחנכת|בגן)/i,
    en: 'the bullying',
    he: 'ההצקות',
    topic: 'parenting',
    adviceEn:
      "First listen to him all the way through, and tell him it is not his fault and that he was right to tell you. Then write down what happened — dates, names, messages — and go to the school: the teacher first, and if the answer is \"kids will be kids\", the principal or the school counsellor, in writing, asking what they will do and by when. Meanwhile help him keep one good friendship or activity outside that class, where he feels strong.",
    adviceHe:
      'קודם כול כדאי להקשיב לו עד הסוף, ולומר לו שזו לא אשמתו ושטוב שסיפר. אחר כך לכתוב מה קרה — תאריכים, שמות, הודעות — ולפנות לבית הספר: קודם למחנכת או למורה, ואם התשובה היא "ילדים יהיו ילדים", למנהל או ליועצת בית הספר, בכתב, ולשאול מה ייעשה ועד מתי. ובינתיים לעזור לו לשמור על חברות אחת טובה או חוג אחד מחוץ לכיתה, שבו הוא מרגיש חזק.',
  },
  {
    id: 'child_after_move',
    match: /\b(?:(?:left|leave|leaving|miss(?:es|ing)?|lost) (?:all )?(?:of )?(?:her|his|their) (?:old )?friends|(?:has|have) no friends (?:here|there|yet)|hasn'?t made (?:any )?(?:new )?friends|the new school|a new school)\b|(?:(?:עזבה|עזב|השאירה|השאיר|איבדה|איבד) (?:את )?(?:כל )?(?:החברות|החברים)|(?:מתגעגעת|מתגעגע) (?:ל|אל )?(?:כל )?(?:החברות|החברים)|אין (?:לו|לה) (?:עדיין |עוד )?חברים|בית ספר חדש|בית הספר החדש)/i,
    requires: /\b(?:move|moved|moving|relocat\w*|new city|new town|new school|aliyah)\b|(?:עברנו|מעבר|לעבור|עיר חדשה|בית ספר חדש|בית הספר החדש|עלינו)/i,
    en: 'the friends she left behind',
    he: 'החברים שנשארו מאחור',
    topic: 'parenting',
    adviceEn:
      "Leaving all one's friends is a real loss for a child, and for a teenager silence is often how that grief shows. Say it for her rather than asking her to explain: \"I think you miss your friends, and this move was harder on you than we knew — that makes sense.\" Then help with the bridge: visits or calls with the old friends, one activity where she can meet people her age, and patience — adjusting to a new place often takes most of a year.",
    adviceHe:
      'לעזוב את כל החברים זה אובדן אמיתי לילד, ואצל מתבגרים השתיקה היא לא פעם הצורה שבה הצער הזה נראה. כדאי לומר את זה במקומה ולא לבקש ממנה להסביר: "נראה לי שאת מתגעגעת לחברות, והמעבר היה קשה לך יותר ממה שידענו — וזה מובן." ואז לעזור לגשר: ביקורים או שיחות עם החברות הישנות, חוג אחד שבו אפשר להכיר בני גילה, וסבלנות — הסתגלות למקום חדש לוקחת לא פעם את רוב השנה.',
  },
  {
    id: 'messages_to_soldier',
    match: /\b(?:(?:text|message|call)(?:s|ing)? (?:him|her) every (?:few |couple of )?(?:hours?|hour)|(?:checking|check) (?:on him|on her|that he'?s ok|that she'?s ok)|answers? (?:with|only with) (?:a )?(?:thumbs up|👍))\b|(?:(?:שולחת|שולח) (?:לו|לה) הודעות|(?:לבדוק|בודקת|בודק) (?:שהוא|שהיא) בסדר|עונה ב'?👍|מלחיצה אותי|מלחיץ אותי)/i,
    requires: /\b(?:army|idf|soldier|base|unit|golani|givati|drafted|service)\b|(?:צבא|התגייס|התגייסה|גיוס|חייל|חיילת|צה"ל|גבעתי|גולני|צנחנים|בבסיס|יחידה)/i,
    en: 'the messages to him',
    he: 'ההודעות אליו',
    topic: 'stress',
    adviceEn:
      "Your worry is love, and it is heavy at night. Agree with him on a rhythm that works for him too — one short message a day, at a time he chooses — so he gets space and independence and you get a sign of life; between those, share the worry with your spouse or a friend rather than with your phone.",
    adviceHe:
      'הדאגה שלך היא אהבה, והיא כבדה בלילות. כדאי להסכים איתו על קצב שמתאים גם לו — הודעה קצרה פעם ביום, בזמן שלו — כך הוא מקבל מרחב ועצמאות ו{אתה מקבל|את מקבלת|מקבלים} סימן חיים; ובין לבין לשתף את הדאגה עם בן או בת הזוג או עם חבר קרוב, ולא עם הטלפון.',
  },
  // Round O of the answers (2026-12-03), read after its first sight: blended families and the
  // religious calendar of a home.
  {
    // Answers round S29 (families put together again): the couple marrying a second time asks for
    // themselves ("My new wife and I each own a house from our first marriages … protect each other
    // but our kids don't end up fighting"; "אני בת 62, מתחתנת בשנית עם אלמן … הסכם ממון"), where
    // remarriage_estate speaks to a grown child about a parent's wedding.
    id: 'own_second_marriage_estate',
    match: /\b(?:(?:my (?:new |future |second )?(?:wife|husband|fianc[eé]e?|partner) and i|we)\b[^.?!]{0,80}\b(?:from (?:our|my|his|her) (?:first|previous|earlier|late) (?:marriages?|spouses?|wives|husbands)|(?:both|each) (?:been )?(?:widowed|divorced)|second marriage)|(?:i'?m|i am|we'?re|we are) (?:getting )?(?:remarried|remarrying|marrying again))\b|(?<![\u05D0-\u05EA])(?:(?:אני )?(?:מתחתן|מתחתנת|מתחתנים) (?:שוב|בשנית)|(?:לכל אחד|לשנינו|לכל אחת) (?:מאיתנו )?יש (?:דירה|בית|ילדים)|נישואים שניים שלי|הנישואים השניים שלנו)(?![\u05D0-\u05EA])/i,
    requires: /\b(?:prenup\w*|wills?|inherit\w*|estate|house|houses|apartment|property|protect each other|after we'?re gone|life insurance)\b|(?:צוואה|צוואות|ירושה|הסכם ממון|דירה|דירות|רכוש|ביטוח חיים)/i,
    replaces: ['remarriage_estate', 'wedding'],
    leadsTopic: true,
    en: 'the wills and the homes',
    he: 'הצוואות והדירות',
    topic: 'money',
    adviceEn:
      'In a second marriage, clarity is a kindness to both families: sit together with a family lawyer (and a rabbi, if a will that holds in halacha matters to you) for a prenup and wills that say what stays each one\'s, what the surviving spouse keeps (often the right to go on living in the home), and what passes to each set of children. Then tell your children the outline yourselves, calmly and early, so they hear it from you.',
    adviceHe:
      'בנישואים שניים בהירות היא חסד לשתי המשפחות: כדאי לשבת יחד עם עורך דין לענייני משפחה (וגם עם רב, אם צוואה שתקפה לפי ההלכה חשובה לכם) על הסכם ממון וצוואות שאומרים מה נשאר של כל אחד, מה נשאר לבן או לבת הזוג שנשארים (לרוב הזכות להמשיך לגור בבית), ומה עובר לילדים של כל צד. אחר כך לספר לילדים את העיקר בעצמכם, ברוגע ומוקדם, כדי שישמעו את זה מכם.',
  },
  {
    // Answers round S29: a divorced or widowed parent marrying again and telling their own children
    // ("אני גרוש ומתחתן בעוד חודשיים עם אורית. הבת שלי, תמר בת 9, עוד לא יודעת. איך אני מספר לה?")
    // was answered on the wedding's size.
    id: 'telling_children_remarriage',
    match: /\b(?:(?:i'?m|i am) (?:getting )?(?:remarried|remarrying|marrying again|getting married again)|(?:i'?m|i am|as|i'?ve been|i have been) (?:a )?(?:divorced|widowed|widower|widow|divorcee|divorcé)\b[^.?!]{0,60}\b(?:getting married|engaged|marrying|remarry\w*))\b|(?<![\u05D0-\u05EA])(?:(?:אני )?(?:גרוש|גרושה|אלמן|אלמנה)(?:\s+\S+){0,6}\s+ו?(?:מתחתן|מתחתנת|מתארס|מתארסת|התארסתי)|(?:אני )?(?:מתחתן|מתחתנת) (?:שוב|בשנית))(?![\u05D0-\u05EA])/i,
    requires: new RegExp(`${CHILD_NAMED.source}|(?<![\\u05D0-\\u05EA])(?:[ולמ]|וה|לה|מה)?(?:הילדים|ילדיי|הבנות|הבנים)(?![\\u05D0-\\u05EA])`, 'i'),
    replaces: ['wedding'],
    leadsTopic: true,
    en: 'the talk with your children',
    he: 'השיחה עם הילדים',
    topic: 'stepfamily',
    adviceEn:
      'Tell your children yourself, before anyone else does, in a quiet moment and in plain words: whom you are marrying and when, what will change and what will not (their place with you, their home), and that no one replaces their other parent, living or remembered. You might say: "I have something important to tell you: I\'m getting married. Nothing changes in how much I love you, and you can tell me anything you feel about it, even if it isn\'t happy." Then let them react however they do, without needing them to be glad yet; children of any age who are allowed to be sad or angry come round sooner.',
    adviceHe:
      'כדאי לספר לילדים בעצמך, לפני שמישהו אחר מספר, ברגע שקט ובמילים פשוטות: עם מי ומתי החתונה, מה ישתנה ומה לא (המקום שלהם אצלך, הבית), ושאף אחד לא מחליף את ההורה השני — בחיים או בזיכרון. אפשר לומר: "יש לי משהו חשוב לספר לך: אני {מתחתן|מתחתנת|מתחתן}. שום דבר לא משתנה באהבה שלי אליך, ואפשר להגיד לי כל מה שעולה לך, גם אם זה לא שמח." אחר כך לתת להם להגיב איך שהם מגיבים, בלי לדרוש שישמחו כבר עכשיו; ילדים בכל גיל שמותר להם להיות עצובים או כועסים מתקרבים מהר יותר.',
    ownWords: true,
  },
  {
    id: 'remarriage_estate',
    match: /\b(?:remarr\w*|second (?:wife|husband|marriage)|new (?:wife|husband))\b(?=[^]*\b(?:prenup\w*|will|inherit\w*|estate|the house|the apartment|property)\b)|(?:נישואים שניים|נשוי בשנית|נשואה בשנית|מתחתן שוב|מתחתנת שוב|אשתי השנייה|בעלי השני)(?=[^]*(?:צוואה|ירושה|הסכם ממון|דירה|הבית))/i,
    en: 'the will and the house',
    he: 'הצוואה והדירה',
    topic: 'parents',
    adviceEn:
      'Raise it as care for both families, not as suspicion, and leave the decision with the parent: "We\'re happy for you. Because there are children on both sides, would you consider sitting with a lawyer — and a rabbi — so that the will, the house and a prenup are clear? It protects his children as much as us, and it keeps us close." Said once, warmly, early — not at the wedding.',
    adviceHe:
      'כדאי להעלות את זה כדאגה לשתי המשפחות ולא כחשד, ולהשאיר את ההחלטה בידי ההורה: "אנחנו שמחים בשבילך. כיוון שיש ילדים משני הצדדים, אולי כדאי לשבת עם עורך דין — וגם עם רב — כדי שהצוואה, הדירה והסכם ממון יהיו ברורים? זה שומר על הילדים שלו כמו עלינו, ושומר עלינו קרובים." פעם אחת, בחום, מוקדם — לא בחתונה.',
  },
  {
    id: 'child_own_wish',
    match: /\b(?:(?:our|my|the) (?:daughter|son|kid|child) (?:herself|himself|itself) (?:wants|prefers|asked)|(?:she|he) (?:herself|himself) wants)\b|(?:(?:הבת|הבן|הילד|הילדה) (?:עצמה|עצמו) (?:רוצה|מעדיפה|מעדיף|ביקשה|ביקש))/i,
    en: 'what your child wants',
    he: 'מה שהילד רוצה',
    topic: 'parenting',
    adviceEn:
      "At this age a child's own wish deserves a real hearing, even when the reason sounds small: ask what draws her beyond her friends, let her see both options, and decide as parents with her view on the table. A child who was listened to accepts a decision far more easily than one who was overruled.",
    adviceHe:
      'בגיל הזה כדאי לשמוע באמת מה הילד רוצה, גם כשהסיבה נשמעת קטנה: כדאי לשאול מה מושך מעבר לחברים, לתת לראות את שתי האפשרויות, ולהחליט כהורים כשדעתו מונחת על השולחן. ילד שהקשיבו לו מקבל החלטה הרבה יותר בקלות מילד שהכריעו מעל ראשו.',
  },
  {
    id: 'erev_shabbat_load',
    match: /\b(?:(?:friday|fridays|erev shabbos|erev shabbat|erev shabbes)\b[^]{0,160}\b(?:cook\w*|challah|kugels?|prep\w*|soup|baking)|(?:cook\w*|prep\w*|baking)\b[^]{0,40}\b(?:for shabbos|for shabbat|on fridays?))\b|(?:(?:ערב שבת|יום שישי|בשישי|שישי בבוקר)[^]{0,120}(?:מבשלת|מבשל|בישולים|לבשל|הכנות|חלות|חלה)|(?:מבשלת|מבשל|בישולים|הכנות) (?:ל|של )?שבת)/i,
    en: 'the Friday preparations',
    he: 'ההכנות לשבת',
    topic: 'chores',
    adviceEn:
      'Erev Shabbat is the heaviest stretch of the week, so split it by whole tasks rather than "help": one of you owns the challah or the kugels on Thursday night, the other the shopping, the table and the kids\' baths; move what can be cooked the night before or taken from the freezer, and keep the last hour before Shabbat for calm rather than catch-up.',
    adviceHe:
      'ערב שבת הוא הקטע העמוס ביותר בשבוע, ולכן כדאי לחלק אותו למשימות שלמות ולא ל"עזרה": אחד אחראי על החלות או הקוגלים ביום חמישי בערב, השני על הקניות, השולחן והמקלחות של הילדים; להעביר ליום חמישי או למקפיא מה שאפשר, ולשמור את השעה האחרונה לפני שבת לרוגע ולא להשלמות.',
  },
  {
    id: 'faith_doubts',
    match: /\b(?:(?:not sure|doesn'?t know|don'?t know|unsure) (?:if |whether )?(?:she|he|i) (?:still )?believes?|(?:lost|losing|questioning) (?:her|his|my) (?:faith|emunah)|(?:her|his|my) faith is (?:gone|empty|shaken)|empty inside|going through the motions)\b|(?:לא (?:בטוחה|בטוח|יודעת|יודע) (?:אם |ש)(?:היא |הוא |אני )?(?:עוד )?(?:מאמינה|מאמין)|איבדה את האמונה|איבד את האמונה|משבר אמונה|ספקות באמונה|מבפנים זה ריק|מבפנים ריק)/i,
    en: 'the doubts in faith',
    he: 'הספקות באמונה',
    topic: 'religious_differences',
    adviceEn:
      'That she told you at all is trust; the first answer is to listen without trying to fix it or argue her back — "thank you for telling me; I want to hear what it\'s like for you." Keep the marriage apart from the question: what you share goes on, and she is not a project to be returned by someone else\'s shiur. If she wants a rav or a mentor, let it be one she chooses.',
    adviceHe:
      'עצם זה שהיא סיפרה לך הוא אמון; התשובה הראשונה היא להקשיב בלי לנסות לתקן או לשכנע — "תודה שסיפרת לי; אני רוצה לשמוע איך זה בשבילך." כדאי להפריד בין הנישואים לשאלה: מה שמשותף לכם ממשיך, והיא לא פרויקט שמישהו אחר צריך להחזיר בשיעור שלו, ולחץ רק ירחיק. אם היא תרצה רב או מלווה — שיהיה מי שהיא בוחרת.',
  },
  {
    id: 'new_partner_introductions',
    match: /\b(?:(?:seeing|dating|met|meeting|going out with) (?:a |someone |somebody )?(?:widow(?:er)?|divorc(?:ee|ed (?:man|woman|father|mother|dad|mom))|single (?:mom|mother|dad|father)) with (?:\w+ )?(?:young |little |teenage )?(?:kids|children)|introduc\w* (?:him|her|them|everyone|the kids|my kids|our kids|the children)\b[^.?!]{0,60}\b(?:kids|children|to each other)|(?:my kids|my children)\b[^.?!]{0,40}\b(?:not thrilled|upset|angry)\b[^.?!]{0,20}\bdating)\b|(?:(?:יוצא|יוצאת|נפגש|נפגשת) עם (?:אלמנה|אלמן|גרושה|גרוש) עם (?:\S+ )?ילדים|להכיר (?:לו|לה|להם) את הילדים|להכיר בין הילדים)/i,
    en: 'introducing the children',
    he: 'ההיכרות עם הילדים',
    topic: 'parenting',
    adviceEn:
      'Tell your own children first, privately and before anyone meets: that this is serious, that it changes nothing about your love for them, and that they do not have to like it yet. Teenagers (16 and 19 are old enough to be asked) often need to be heard more than persuaded. Then a short, low-key first meeting — a walk, a pizza, not a Shabbat table — your kids with her before her young kids join, and no expectation that anyone calls anyone family yet.',
    adviceHe:
      'קודם לספר לילדים שלך, בפרטיות ולפני שמישהו נפגש: שזה רציני, שזה לא משנה כלום באהבה אליהם, ושהם לא חייבים לאהוב את זה עדיין. מתבגרים צריכים לרוב שישמעו אותם יותר משישכנעו אותם. אחר כך פגישה ראשונה קצרה וקלילה — הליכה, פיצה, לא שולחן שבת — קודם הילדים שלך איתה ורק אחר כך גם הילדים שלה, בלי ציפייה שמישהו יקרא למישהו משפחה בינתיים.',
  },
  {
    id: 'ex_turns_child',
    match: /\b(?:(?:mommy|mummy|mom|mum|daddy|dad|his mother|her mother|his father|her father|my ex|his mom|her mom|his dad|her dad) (?:says|said|told (?:him|her|them))\b[^.?!]{0,40}\b(?:you left|left us|you don'?t love|you ruined|because of you|for (?:her|him|[A-Z]\w+))|(?:badmouth\w*|bad-mouth\w*|trash(?:es|ing)? (?:me|his (?:mother|father)|her (?:mother|father)))(?: to (?:the kids|him|her|our (?:son|daughter)))?)|(?:אמא אמרה (?:לו|לה|להם) ש|אבא אמר (?:לו|לה|להם) ש|(?:מסית|מסיתה|מלכלך|מלכלכת|משמיץ|משמיצה) (?:עליי|עלי|עליו|עליה)? ?(?:את הילדים|לילדים|בפני הילדים))/i,
    en: 'what the child was told',
    he: 'מה שאמרו לילד',
    topic: 'parenting',
    adviceEn:
      'Answer your child briefly, calmly and truthfully at his level, without a word against his mother: "Mommy and I stopped being married before I met anyone new. Grown-up things can be confusing, and you can always ask me. You never have to choose — you can love both of us." Then take the rest to his mother (or a mediator) separately, away from him; your calm is the answer he will remember.',
    adviceHe:
      'לענות לילד בקצרה, ברוגע ובאמת, בגובה שלו, בלי מילה נגד ההורה השני: "אמא ואני נפרדנו עוד לפני שהתחלתי קשר חדש. דברים של מבוגרים יכולים לבלבל, ותמיד אפשר לשאול אותי. אתה אף פעם לא צריך לבחור — מותר לאהוב את שנינו." את השאר כדאי לברר עם ההורה השני (או דרך מגשר) בנפרד, רחוק מהילד; הרוגע שלך הוא התשובה שהוא יזכור.',
  },
  {
    id: 'homesick_spouse',
    match: /\b(?:homesick|misses (?:her|his) (?:family|parents|home|mother|mom|mum)|cries (?:all the way|the whole way) (?:home|back))\b|(?:מתגעגעת (?:לבית|להורים|לאמא|למשפחה)|מתגעגע (?:לבית|להורים|לאמא|למשפחה)|געגועים (?:לבית|להורים|הביתה)|בוכה כל הדרך)/i,
    en: 'missing home',
    he: 'הגעגועים הביתה',
    topic: 'newlywed',
    adviceEn:
      'Missing her parents\' home is common in the first year and says how close she is to them, not that she is unhappy with you. Ask her, gently and without defending yourself, what she misses most — then bring some of it into your home (her mother\'s Friday dish, a call on the way back, regular visits you plan together), and ask plainly: "Are you happy with us? Is there something here I can do differently?"',
    adviceHe:
      'געגועים לבית ההורים שכיחים בשנה הראשונה, והם אומרים כמה היא קשורה אליהם — לא שהיא לא מאושרת איתך. כדאי לשאול אותה בעדינות, בלי להתגונן, למה היא הכי מתגעגעת — ולהביא קצת מזה הביתה שלכם (המאכל של אמא שלה בשישי, שיחה בדרך חזרה, ביקורים קבועים שמתכננים יחד) — ולשאול בפשטות: "טוב לך איתנו? יש משהו שאני יכול לעשות אחרת?"',
  },
  {
    id: 'parent_remarrying',
    match: /\b(?:(?:my )?(?:mom|mother|mum|dad|father) (?:is )?(?:getting )?(?:remarried|remarrying|marrying again|married again)|(?:widowed|widower)[\w ,]{0,40}\b(?:remarr\w*|getting married|marry)|(?:dad|father|mom|mother) remarried)\b|(?:(?:אמא|אבא) (?:שלי |שלו |שלה )?(?:מתחתנת|מתחתן) (?:שוב|בשנית)|(?:אמא|אבא) (?:\S+ ){0,5}(?:התאלמן|התאלמנה)(?:\s+\S+){0,5}\s+(?:מתחתן|מתחתנת)|שאמא מתחתנת|שאבא מתחתן)/i,
    en: 'the remarriage',
    he: 'החתונה השנייה',
    topic: 'parents',
    adviceEn:
      'A parent\'s new marriage stirs grief in the family even when everyone wishes them well: anger at the wedding is often missing the mother or father who died, or loyalty to the parent who is not marrying. Say that out loud — "this doesn\'t replace Mom, and no one is asking us to forget her" — and for a young child keep it concrete: what changes, what stays, and that his own father or mother stays his father or mother.',
    adviceHe:
      'חתונה שנייה של הורה מעוררת אבל במשפחה גם כשכולם מאחלים טוב: הכעס על החתונה הוא לרוב געגוע לאמא או לאבא שנפטרו, או נאמנות להורה השני. כדאי לומר את זה בקול — "זה לא מחליף את אמא, ואף אחד לא מבקש מאיתנו לשכוח אותה" — ולילד קטן לדבר בפשטות ובמוחשיות: מה משתנה, מה נשאר, ושאבא שלו נשאר אבא שלו (ואמא נשארת אמא).',
  },
  {
    id: 'what_children_call_him',
    match: /\b(?:call (?:him|her) (?:dad|daddy|abba|aba|mom|mommy|ima|mother|father)|calling (?:him|her) (?:dad|daddy|abba|mom|mommy|ima))\b|(?:יקראו (?:לו|לה) ['"׳]?(?:אבא|אמא)|לקרוא (?:לו|לה) ['"׳]?(?:אבא|אמא)|קוראים (?:לו|לה) בשם)/i,
    en: 'what the children call him',
    he: 'איך הילדים קוראים לו',
    topic: 'parenting',
    adviceEn:
      'When the children\'s own father is alive and close, a title cannot be asked for; it would put them between two men they love. Let them choose what to call him — his name or a nickname of their own — and tell your husband that warmth grows from the time he spends with them, not from the word.',
    adviceHe:
      'כשאבא של הילדים חי וקרוב אליהם, אי אפשר לבקש מהם לקרוא לבעלך "אבא" — זה מעמיד אותם בין שני אנשים שהם אוהבים. כדאי לתת להם לבחור איך לקרוא לו — בשם שלו או בכינוי משלהם — ולומר לבעלך שהקרבה תבוא מהזמן שהוא מבלה איתם, לא מהמילה.',
  },
  {
    id: 'money_to_ex',
    match: /\b(?:(?:sends?|sending|sent|transfers?|transferring|pays?|paying|gives?|giving) (?:money|cash|\$\d+) to (?:his|her) ex|(?:beyond|on top of|besides) (?:the )?(?:child support|alimony|maintenance))\b|(?:העברות (?:\S+ )?(?:לגרושה|לגרוש|לאקסית|לאקס)|מעבר למזונות|כסף לגרושה|כסף לגרוש)/i,
    en: 'the payments to the ex',
    he: 'ההעברות לגרושה',
    topic: 'trust',
    adviceEn:
      'What hurts is less the money than finding out alone. Ask without accusing — "I saw the transfers; I need us to be open with each other about money" — listen to his reason (the children, her situation), and then agree together on what you both know about: a shared view of regular payments, and a rule that neither of you hides one.',
    adviceHe:
      'מה שכואב הוא פחות הכסף ויותר לגלות לבד. כדאי לשאול בלי להאשים — "ראיתי את ההעברות; חשוב לי שנהיה גלויים זה עם זו בכסף" — להקשיב לסיבה שלו (הילדים, המצב שלה), ואז להסכים יחד על שקיפות: תמונה משותפת של ההעברות הקבועות, וכלל ששניכם לא מסתירים אחד מהשני.',
  },
  {
    id: 'purim_drinking',
    match: /\b(?:(?:drunk|drinks?|drinking|wasted|hammered|l'?chaim)\b[^.?!]{0,80}\bpurim|purim\b[^.?!]{0,80}\b(?:drunk|drinks?|drinking|wasted|alcohol|l'?chaim)|ad d'?lo yada)\b|(?:(?:משתכר|משתכרת|שיכור|שתוי|שותה)[^.?!]{0,80}פורים|פורים[^.?!]{0,80}(?:משתכר|שיכור|שתוי|שותה|אלכוהול)|עד דלא ידע)/i,
    en: 'the drinking on Purim',
    he: 'השתייה בפורים',
    topic: 'stress',
    adviceEn:
      'Talk before Purim, on a calm day, not at the seudah: say what the children saw and ask for one concrete thing (stop after a set point, no driving, time with the kids before the drinking). If he answers "it\'s a mitzvah, ad d\'lo yada", there are poskim — the Rema among them — who write that drinking a little more than usual and then sleeping fulfils it; a rabbi he respects can say that better than a son or a wife.',
    adviceHe:
      'כדאי לדבר לפני פורים, ביום רגוע, לא בסעודה: לומר מה הילדים ראו ולבקש דבר אחד מוחשי (עצירה בנקודה מוסכמת, בלי נהיגה, זמן עם הילדים לפני השתייה). אם התשובה היא "זו מצווה, עד דלא ידע" — יש פוסקים, ובהם הרמ"א, שכותבים שמי ששותה מעט יותר מהרגיל וישן יוצא ידי חובה; רב שהוא מכבד יכול לומר את זה טוב יותר מבן משפחה.',
  },
  {
    id: 'pesach_cleaning',
    match: /\b(?:pesach cleaning|passover cleaning|clean(?:ing)? (?:for|before) (?:pesach|passover)|dust isn'?t chametz)\b|(?:ניקיון פסח|ניקיונות פסח|ניקיון לפסח|לנקות לפסח|ניקוי לפסח)/i,
    en: 'the Pesach cleaning',
    he: 'ניקיון הפסח',
    topic: 'chores',
    adviceEn:
      'Separate the Pesach cleaning from the spring cleaning, and learn the difference together with your rabbi: the sources speak of chametz you might come to eat — a crumb smaller than a kezayit (an olive\'s size) that is dirty, or food spoiled so that even a dog would not eat it, is treated differently from food — so the kitchen and where food goes need one standard, the rest of the house another. Then agree on one list, with what each of you does.',
    adviceHe:
      'כדאי להפריד בין ניקיון הפסח לניקיון האביב, וללמוד את ההבדל יחד עם הרב: המקורות מדברים על חמץ שעלולים לבוא לאכול אותו — פירור פחות מכזית שמלוכלך, או מאכל שנפסל מאכילת כלב, אינו כמו אוכל ראוי לאכילה — ולכן למטבח ולמקומות שאוכל מגיע אליהם יש רף אחד, ולשאר הבית רף אחר. אחר כך להסכים על רשימה אחת, ומי עושה מה.',
  },
  {
    id: 'sukkah_help',
    match: /\b(?:build(?:s|ing)? the sukk(?:a|ah|ot|os)|put(?:ting)? up the sukk(?:a|ah)|sukk(?:a|ah) (?:panels|building)|schach)\b|(?:לבנות את הסוכה|בונה את הסוכה|בניית הסוכה|בניית סוכה|סכך)/i,
    en: 'building the sukkah',
    he: 'בניית הסוכה',
    topic: 'chores',
    adviceEn:
      'Resentment that builds every year is a request that was never made. Ask for help early and specifically — your wife can write to her brothers (your brothers-in-law): "We\'re building the sukkah Sunday at 10 — could you each come for an hour?" — and tell your wife what you feel before Sukkot, not in the middle of it, so she is on your side rather than the target.',
    adviceHe:
      'טינה שמצטברת כל שנה היא בקשה שלא נאמרה. כדאי לבקש עזרה מוקדם ובמפורש — אשתך יכולה לכתוב לאחים שלה (הגיסים שלך): "בונים את הסוכה ביום ראשון בעשר — תוכלו לבוא לשעה?" — ולספר לה מה אתה מרגיש לפני החג ולא באמצעו, כך שתהיה לצידך ולא המטרה.',
  },
  {
    id: 'chessed_overload',
    match: /\b(?:meals? for (?:like )?\d+ families|gemach|gemmach|chessed|chesed|can'?t say no to anyone|(?:making|cooking|bringing) meals for)\b|(?:גמ"ח|גמ״ח|גמח|ועד חסד|חסד|לא יודעת להגיד לא|לא יודע להגיד לא|מבשלת ל(?:\S+ )?משפחות)/i,
    en: 'the chessed',
    he: 'החסד',
    topic: 'time',
    adviceEn:
      'Chessed is beautiful, and it starts at home: decide together what is yours to give — one meal a week, the gemach on set hours — and hand the rest to others through a meal train or a rotation, so no one depends on you alone. Saying "I can\'t this week, but I\'ll ask someone who can" is also kindness, and set times and boundaries keep dinner with your own family.',
    adviceHe:
      'חסד הוא דבר יפה, והוא מתחיל בבית: כדאי להחליט יחד כמה לתת — ארוחה אחת בשבוע, הגמ"ח בשעות קבועות — ואת השאר להעביר לאחרים בתורנות או ברשימת ארוחות משותפת, כך שאף אחד לא תלוי רק בכם. לומר "השבוע אני לא יכולה, אבל אבקש ממישהי אחרת" זה גם חסד, וגבולות וזמנים קבועים שומרים על ארוחת הערב של המשפחה שלכם.',
  },
  {
    id: 'fast_day_mood',
    match: /\b(?:(?:on |during )?(?:a |the )?fast(?:ing)? days?|while fasting|(?:he|she) fasts|fasting)\b[^.?!]{0,120}\b(?:unbearable|snap\w*|short with|cranky|irritable|exploded|blew up|grumpy|temper)\b|(?:(?:צמה|צם|צום|תענית|בצום)[^.?!]{0,120}(?:התפוצצה|התפוצץ|עצבני|עצבנית|קצר רוח|קצרת רוח|צועק|צועקת|מתפרץ|מתפרצת))/i,
    en: 'the fast day',
    he: 'יום הצום',
    topic: 'conflict',
    adviceEn:
      'Hunger, thirst and caffeine withdrawal make almost everyone irritable on a fast day, so a fast day is a bad day for anything important. Agree in advance to postpone hard talks and decisions until after the fast, lighten the load of the afternoon, and when it blows up anyway, repair it simply: "I\'m sorry for what I said — you were hungry and tired, and I made it worse."',
    adviceHe:
      'רעב, צמא וגמילה מקפה עושים כמעט כל אחד עצבני ביום צום, ולכן יום צום הוא יום רע לדברים חשובים. כדאי להסכים מראש לדחות שיחות קשות והחלטות לאחרי הצום, להקל על שעות אחר הצהריים, וכשזה בכל זאת מתפוצץ — לתקן בפשטות: "סליחה על מה שאמרתי — הצום היה קשה, ואני רק החמרתי." מצב הרוח של יום צום עובר עם הצום.',
  },
  {
    id: 'alone_time',
    match: /\b(?:time (?:to|for) (?:myself|himself|herself)|time alone|alone time|me[- ]time|only time\b[^.?!]{0,30}\b(?:alone with (?:myself|himself|herself)|by (?:myself|himself|herself)|(?:i|he|she)(?:'s|'m| am| is) alone))\b|(?:לבד עם עצמי|זמן לעצמי|זמן לבד|הזמן היחיד (?:\S+ ){0,3}שאני לבד)/i,
    en: 'time alone',
    he: 'הזמן לבד',
    topic: 'time',
    adviceEn:
      'A need for time alone is real and not a rejection; the question is only when. Acknowledge it first — "I hear that you need time to yourself" — and then look together for another slot that gives him his rest and leaves you less alone: a fixed hour of his own on another day, or a swap, rather than arguing about this one.',
    adviceHe:
      'צורך בזמן לבד עם עצמו הוא אמיתי ואינו דחייה; השאלה היא רק מתי. כדאי להכיר בזה קודם — "אני שומעת שאתה צריך זמן לעצמך" — ואז לחפש יחד זמן אחר שנותן לו מנוחה ומשאיר אותך פחות לבד: שעה קבועה משלו ביום אחר, או החלפה, במקום להתווכח על הזמן הזה.',
  },
  // Round N of the answers (2026-12-02), read after its first sight.
  {
    id: 'forgot_the_day',
    match: /\b(?:forgot (?:our|my|her|his|the) (?:\w+'?s )?(?:(?:wedding )?anniversary|birthday)|forgot (?:it was )?(?:our|her|his) (?:\w+ )?(?:anniversary|birthday))\b|(?:שכחתי (?:את )?(?:יום (?:ה)?נישואי[םן]|יום (?:ה)?הולדת)|שכח (?:את )?(?:יום (?:ה)?נישואי[םן]|יום (?:ה)?הולדת)|שכחה (?:את )?(?:יום (?:ה)?נישואי[םן]|יום (?:ה)?הולדת))/i,
    en: 'the forgotten day',
    he: 'היום שנשכח',
    topic: 'apology',
    adviceEn:
      'A forgotten anniversary or birthday hurts because it feels like being forgotten; the way back is a plain apology with no excuses — "I\'m sorry, I forgot, and I understand why it hurt" — and then a day planned with care (a letter, an evening, something that shows you know them), not a rushed gift.',
    adviceHe:
      'יום נישואים או יום הולדת שנשכח כואב כי זה מרגיש כמו להישכח; הדרך חזרה היא התנצלות פשוטה בלי תירוצים — "סליחה, שכחתי, ואני מבין{|ה|} למה זה פגע" — ואחר כך יום שמתכננים בתשומת לב (מכתב, ערב, משהו שמראה שמכירים), לא מתנה בחופזה.',
  },
  {
    id: 'back_to_work_after_leave',
    match: /\b(?:back to work (?:\w+ ){0,3}after (?:(?:my|her|the) )?(?:\d+ (?:months?|weeks?) of |a year of )?(?:maternity|paternity|parental) leave|(?:end of|ending) (?:my |her )?maternity leave|(?:return(?:ing)?|going back) to work (?:after|when) the baby)\b|(?:(?:חוזרת|חזרתי|לחזור|חזרה|שחזרתי) לעבודה (?:אחרי|בסוף|מ)(?:ה)?חופשת (?:ה)?לידה|(?:אחרי|בסוף) (?:ה)?חופשת (?:ה)?לידה)/i,
    en: 'going back to work after the leave',
    he: 'החזרה לעבודה אחרי חופשת הלידה',
    topic: 'stress',
    adviceEn:
      'The first weeks back at work after a birth are hard, and the guilt and tears are common — they say how much you love your baby, not that you are a bad mother. A gradual start if you can, a short call to the carer at midday, a fixed morning ritual with the baby, and the nights and mornings shared with your partner make it bearable.',
    adviceHe:
      'השבועות הראשונים בחזרה לעבודה אחרי לידה קשים, ורגשות האשמה והבכי שכיחים — הם אומרים כמה אוהבים את התינוק, לא שאת אמא רעה. התחלה הדרגתית אם אפשר, שיחה קצרה עם המטפלת בצהריים, טקס בוקר קבוע עם התינוק, וחלוקה של הלילות והבקרים עם בן הזוג עושים את זה אפשרי.',
  },
  {
    id: 'kosher_phone',
    match: /\b(?:kosher (?:phone|cell ?phone|mobile|smartphone)|flip phone|(?:filtered|basic|dumb) phone)\b|(?:טלפון כשר|מכשיר כשר|פלאפון כשר|טלפון מסונן|טלפון בלי אינטרנט|נטפרי|רימון)/i,
    en: 'the kosher phone',
    he: 'הטלפון הכשר',
    topic: 'parenting',
    adviceEn:
      'A "kosher phone" is a basic phone approved by a rabbinic communications committee: calls and usually text messages, with no internet browsing, WhatsApp or apps (filtered smartphones sit in between). For a child, decide first what he needs the phone for — reaching you, the class group — and choose the least device that does that, as parents together.',
    adviceHe:
      '"טלפון כשר" הוא מכשיר בסיסי שאושר בידי ועדה רבנית לענייני תקשורת: שיחות ובדרך כלל גם הודעות סמס, בלי גלישה באינטרנט, בלי וואטסאפ ובלי אפליקציות (וטלפונים חכמים מסוננים הם באמצע). לילד כדאי להחליט קודם למה הוא צריך את הטלפון — להשיג אתכם, קבוצת הכיתה — ולבחור יחד, כהורים, את המכשיר המצומצם שעושה את זה.',
  },
  {
    id: 'teen_whereabouts',
    match: /\b(?:said (?:she|he) (?:was|would be) (?:sleeping|staying) (?:at|over at) a friend'?s|(?:saw|checked|found) (?:on|in) (?:the |her |his )?(?:location|find my|life360|tracking app)|lied about where (?:she|he) (?:was|went))\b|(?:אמרה שהיא ישנה אצל חברה|אמר שהוא ישן אצל חבר|ראינו בלוקיישן|ראינו במיקום|לפי המיקום|שיקרה לנו איפה|שיקר לנו איפה|שיקרה איפה|שיקר איפה)/i,
    en: 'where your teen really was',
    he: 'איפה הנערה באמת הייתה',
    topic: 'parenting',
    adviceEn:
      'Start from the worry, not the punishment: "When I saw where you really were at 1 a.m., I was scared — I need to know you are safe." Listen to why she hid it, then agree together on what honesty and safety need now (where she is, how she gets home, a call at any hour, no questions asked that night).',
    adviceHe:
      'כדאי להתחיל מהדאגה ולא מהעונש: "כשראיתי איפה היית באחת בלילה, נבהלתי — אני צריכ{|ה|} לדעת שאת בטוחה." להקשיב למה היא הסתירה, ואז להסכים יחד מה כנות וביטחון דורשים מעכשיו (איפה נמצאים, איך חוזרים הביתה, טלפון בכל שעה בלי שאלות באותו לילה).',
  },
  {
    id: 'oversharing_online',
    match: /\b(?:posts? (?:everything|all|our|the kids|pictures of the kids|photos of the kids)|(?:on|to) (?:instagram|facebook|tiktok|her story|his story|social media)|followers)\b|(?:מעלה (?:הכול|הכל|תמונות|את הילדים) ל|באינסטגרם|בפייסבוק|בטיקטוק|ברשתות|עוקבים|סטורי)/i,
    en: 'what goes online',
    he: 'מה שעולה לרשת',
    topic: 'trust',
    adviceEn:
      'What goes online about your home is a decision for both of you: say how it feels to you — exposed, uncomfortable — without mocking what she enjoys, and agree on a few boundaries of privacy together (no children in the bath, no fights, ask before posting the other).',
    adviceHe:
      'מה שעולה לרשת על הבית שלכם הוא החלטה של שניכם: כדאי לומר מה זה עושה לך — חשיפה, אי נוחות — בלי לזלזל במה שהצד השני נהנה ממנו, ולהסכים יחד על כמה גבולות של פרטיות (בלי ילדים באמבטיה, בלי ריבים, לשאול לפני שמעלים את השני).',
  },
  {
    id: 'gossip_about_us',
    match: /\b(?:spreading (?:rumou?rs|stories) about us|tell(?:s|ing) (?:the whole|everyone in the) (?:building|neighbou?rhood|street|shul|community)|gossip(?:s|ing)? about us)\b|(?:מספרת לכל הבניין|מספר לכל הבניין|מספרת לכולם (?:ש|עלינו)|מפיצה עלינו|מפיץ עלינו|שמועות עלינו|מרכלת עלינו|מרכל עלינו|מדברים עלינו)/i,
    en: 'what is being said about you',
    he: 'מה שמספרים עליכם',
    topic: 'speech',
    adviceEn:
      'When someone spreads gossip about your marriage, a short calm word to her in private does more than a confrontation or a counter-campaign: "I heard what is being said about us; it hurts and it isn\'t true — please stop." Answering gossip with more talk is lashon hara too, and the story fades faster without fuel.',
    adviceHe:
      'כשמישהי מפיצה רכילות על הנישואים שלכם, מילה קצרה ורגועה איתה ביחידות עושה יותר מעימות או ממסע נגדי: "שמעתי מה מספרים עלינו; זה פוגע וזה לא נכון — בבקשה שזה ייפסק." לענות לרכילות בעוד דיבור זה גם לשון הרע, והסיפור נגמר מהר יותר בלי דלק.',
  },
  // Round M of the answers (2026-12-02), read on first sight: situations the list did not know, so
  // the answer asked a clarifying question about a four-sentence story (a biopsy and the wait for
  // results, a husband who no longer approaches his wife, a wife who took off her head covering),
  // or gave the advice of a word in passing ("work" for a sister's bipolar disorder and her calls
  // at night; "the move" for loneliness in a new city).
  {
    id: 'hair_covering',
    match: /\b(?:cover(?:s|ing|ed)? (?:her|my) hair|hair[- ]covering|head[- ]?covering|(?:a |her |my )?(?:sheitel|tichel|snood)|(?:stopped|stop|stops) covering)\b|(?:כיסוי ראש|כיסוי הראש|לכסות את הראש|לכסות ראש|כיסתה את הראש|מכסה את הראש|מורידה את הכיסוי|הורידה את הכיסוי|להוריד את הכיסוי|מטפחת|פאה נוכרית|(?<![\u05D0-\u05EA])פאה(?![\u05D0-\u05EA])|שביס)/i,
    en: 'covering the hair',
    he: 'כיסוי הראש',
    topic: 'religious_differences',
    adviceEn:
      "Covering the hair is personal and visible, so it cannot be decided for someone: listen first to what it means to each of you — respect, identity, feeling like yourself — without pressure, let any change come at her own pace, and bring the halachic side to a rabbi or rebbetzin you both trust.",
    adviceHe:
      'כיסוי ראש הוא דבר אישי וגלוי לעין, ואי אפשר להחליט עליו בשביל מישהי: כדאי להקשיב קודם למה שהוא אומר לכל אחד מכם — כבוד, זהות, להרגיש את עצמה — בלי לחץ ובלי שיפוט, לתת לשינוי לבוא בקצב שלה, ולהביא את הצד ההלכתי לרב או לרבנית ששניכם סומכים עליהם.',
  },
  {
    id: 'relative_mental_illness',
    match: /\b(?:bipolar|manic|mania|schizo\w*|psychiatric|mental (?:illness|health (?:condition|crisis|issues?))|borderline personality|severe (?:depression|anxiety)|ocd)\b|(?:דו[- ]?קוטבי\w*|ביפולר\w*|מאני(?:ה|י)|סכיזו\w*|פסיכיאטרי\w*|מחלה נפשית|מחלת נפש|התמודדות נפשית|בעיות נפשיות|הפרעת אישיות|דיכאון קשה)/i,
    en: 'the illness and its hard periods',
    he: 'המחלה והתקופות הקשות',
    topic: 'siblings',
    adviceEn:
      "Loving someone with a mental illness such as bipolar disorder does not mean being on call at every hour: set boundaries with love — fixed times you are reachable, a crisis plan agreed with the psychiatrist or treatment team for the nights (who to call, and the emergency number when there is danger) — and find support for yourself too, such as a family-members' group (NAMI in North America; in Israel, Otzma).",
    adviceHe:
      'לאהוב מישהו עם מחלה נפשית כמו הפרעה דו-קוטבית לא אומר להיות זמינים בכל שעה: כדאי להציב גבולות באהבה — זמנים קבועים שבהם עונים, ותוכנית למשבר שמסכימים עליה עם הפסיכיאטר או הצוות המטפל, גם ללילות (למי פונים, ומתי מתקשרים לחירום כשיש סכנה) — ולמצוא תמיכה גם לעצמך, למשל בקבוצה לבני משפחה (כמו עמותת "עוצמה").',
  },
  {
    id: 'withdrawal_worry',
    match: /\b(?:barely (?:leaves|gets out of) (?:the|his|her) (?:house|apartment|flat|room|bed)|(?:stays|lies|lying|staying) in bed (?:all|most of the) day|(?:sits|sitting) at home (?:all|most of the) day|(?:lost|no) interest in (?:anything|everything)|more than (?:just )?(?:adjustment|a phase|being tired|sadness)|(?:is|he'?s|she'?s|seems?) depressed|withdrawn|withdrawing)\b|(?:כמעט לא יוצא מהבית|כמעט לא יוצאת מהבית|לא יוצא מהמיטה|לא יוצאת מהמיטה|שוכב במיטה כל היום|שוכבת במיטה כל היום|יושב בבית כל היום|יושבת בבית כל היום|איבד עניין|איבדה עניין|מסתגר|מסתגרת|נראה מדוכא|נראית מדוכאת|יותר מהסתגלות)/i,
    en: 'the withdrawal',
    he: 'ההסתגרות',
    topic: 'stress',
    adviceEn:
      'Withdrawing — staying home, losing interest, sleeping much more or less — for more than two weeks can be depression, which is common after losing work, a move or an illness, and treatable: say what you see with love, not as a complaint, and suggest seeing the family doctor or a mental health professional together.',
    adviceHe:
      'הסתגרות — להישאר בבית, לאבד עניין, לישון הרבה יותר או הרבה פחות — שנמשכת יותר משבועיים יכולה להיות דיכאון, שהוא שכיח אחרי אובדן עבודה, מעבר או מחלה, ומטופל היטב: כדאי לומר מה רואים, באהבה ולא כתלונה, ולהציע ללכת יחד לרופא המשפחה או לאיש מקצוע בתחום בריאות הנפש.',
  },
  // Answers round S21 (illness in a family), on first sight: each a matter that illness brings into
  // a home, with the one piece of advice it needs.
  {
    id: 'telling_children_illness',
    match: /\b(?:tell|telling|explain\w*|talk(?:ing)? to|say to|prepare|books? (?:for|about))\b[^.?!]{0,40}\b(?:kids|children|grandchildren|grandkids|(?:\d+|five|six|seven|eight|nine|ten)[- ]year[- ]olds?)\b|\b(?:kids|children)\b[^.?!]{0,20}\babout (?:a |the |their )?(?:parent|mom|dad|grandpa|grandma|mother|father) (?:having|with) (?:cancer|an illness)\b|\b(?:kids|children)\b[^.?!]{0,50}\b(?:don'?t know yet|do not know yet|haven'?t been told|have not been told)\b|(?:מה (?:אני )?(?:אומרת|אומר|להגיד|לומר) ל(?:ילדים|הילדים|נכדים|הנכדים|קטנים)|איך (?:להסביר|מסבירים|לספר|מספרים|אסביר|אספר) ל(?:ילדים|הילדים|נכדים|הנכדים)|(?:לספר|להסביר|להגיד) ל(?:ילדים|הילדים)|מה (?:אני )?(?:אומרת|אומר) להם|(?:ילדים|הילדים|הנכדים)[^.?!]{0,60}(?:עוד לא יודעים|לא יודעים עדיין|לא יודעים)|הילדים שלי \([^)]*\)[^.?!]{0,40}(?:קשורים|אוהבים))/i,
    requires: /\b(?:ill|illness|sick|cancer|chemo\w*|tumou?r|diagnos\w*|stroke|surgery|hospital|hospice|dementia|alzheimer\w*|dialysis|lupus|ms|parkinson\w*|leukemia|lymphoma|treatment)\b|(?:חולה|מחלה|מחלת|סרטן|כימו|גידול|אבחנה|אובחן|אובחנה|שבץ|אירוע מוחי|ניתוח|בית חולים|בבית החולים|מאושפז|מאושפזת|הוספיס|דמנציה|אלצהיימר|דיאליזה|טיפולים)/i,
    en: 'what to tell the children',
    he: 'מה לספר לילדים',
    topic: 'illness',
    ownWords: true,
    adviceEn:
      'Children cope best with simple, true words for their age: name the illness ("Grandpa has cancer, a sickness the doctors are treating with strong medicine"), say it is not catching and nothing they did caused it, tell them what will change in their week — who picks them up, when they can visit — and let them ask again and again. A children\'s book about a parent\'s or grandparent\'s illness, from the hospital\'s social worker or the library, can open the talk.',
    adviceHe:
      'ילדים מתמודדים הכי טוב עם מילים פשוטות ואמיתיות לגילם: לקרוא למחלה בשמה ("לסבא יש סרטן, מחלה שהרופאים מטפלים בה בתרופות חזקות"), לומר שהיא לא מדבקת ושום דבר שהם עשו לא גרם לה, לספר מה ישתנה בשבוע שלהם — מי יאסוף אותם, מתי אפשר לבקר — ולתת להם לשאול שוב ושוב. ספר ילדים על מחלה של הורה או של סבא וסבתא, מהעובדת הסוציאלית בבית החולים או מהספרייה, יכול לפתוח את השיחה.',
  },
  {
    id: 'child_blames_self',
    match: /\b(?:asked|asks|asking|thinks?|wonders?|wondering|worried|worries)(?: me)? (?:if|whether|that) (?:it'?s|it is|it was|this is|mom'?s \w+ is|dad'?s \w+ is) (?:because of |her |his )?(?:something|anything)? ?(?:she|he) (?:did|said)|(?:thinks?|feels?|believes?) (?:it'?s|it is|it was) (?:her|his) fault\b|(?:(?:שאל|שאלה|חושב|חושבת|בטוח|בטוחה) (?:אם |ש)?(?:זה )?(?:בגללו|בגללה|באשמתו|באשמתה|בגלל משהו ש(?:הוא|היא) (?:עשה|עשתה|אמר|אמרה)))/i,
    en: 'whether it is her fault',
    he: 'השאלה אם זה באשמתה',
    topic: 'parenting',
    adviceEn:
      'Tell her plainly, and more than once, that it is not because of anything she did or said: "Nothing you did made Mom sick. It is an illness, and the doctors are helping." Children often blame themselves for what they do not understand; thank her for asking, and tell her she can ask again any time.',
    adviceHe:
      'כדאי לומר לה בפשטות, ויותר מפעם אחת, שזה לא בגלל שום דבר שהיא עשתה או אמרה: "שום דבר שעשית לא גרם לאמא להיות חולה. זו מחלה, והרופאים עוזרים." ילדים מאשימים את עצמם לא פעם במה שהם לא מבינים; כדאי להודות לה ששאלה, ולומר שמותר לה לשאול שוב בכל זמן.',
  },
  {
    id: 'health_news_privacy',
    match: /\b(?:(?:doesn'?t|does not|don'?t|do not|won'?t|didn'?t) want (?:his|her|my|our|the|anyone|anybody|people|them)(?: \w+){0,2} to (?:know|find out|hear)|(?:keep|keeping) (?:it|this|the diagnosis) (?:a )?secret from|(?:not|isn'?t) ready to tell)\b|(?:לא (?:רוצה|רוצים|מוכן|מוכנה) ש(?:ההורים|אמא|אבא|הילדים|אף אחד|המשפחה|אספר|נספר|יספרו)|לא (?:רוצה|מוכן|מוכנה) לספר (?:ל|את))/i,
    requires: /\b(?:ill|illness|sick|cancer|chemo\w*|tumou?r|diagnos\w*|stroke|surgery|hospital|dementia|alzheimer\w*|dialysis|lupus|parkinson\w*|diabet\w*|depress\w*|anxiety|treatment|therapy)\b|(?:חולה|מחלה|מחלת|סרטן|כימו|גידול|אבחנה|אובחן|אובחנה|אובחנתי|שבץ|אירוע מוחי|ניתוח|בית חולים|מאושפז|מאושפזת|דמנציה|אלצהיימר|דיאליזה|פרקינסון|סוכרת|דיכאון|חרדה|טיפול)/i,
    en: 'who is told about the diagnosis',
    he: 'למי מספרים על האבחנה',
    topic: 'illness',
    adviceEn:
      'A diagnosis is first his news, and his to tell: ask what he fears from telling them, agree together on when and how much, and offer to be beside him when he does — rather than telling anyone behind his back. If you need someone to talk to meanwhile, ask him whom you may tell for your own support.',
    adviceHe:
      'אבחנה היא קודם כול הבשורה של מי שחלה, ולו הזכות לספר אותה: כדאי לשאול [ממה הוא חושש|ממה היא חוששת|ממה החשש] אם יספרו, להסכים יחד מתי וכמה, ולהציע להיות [לצדו|לצדה|שם] בזמן הסיפור — ולא לספר לאיש מאחורי הגב. ואם נחוץ לך מישהו לדבר איתו בינתיים, כדאי לשאול עם מי בסדר לשתף, כדי שגם לך תהיה תמיכה.',
  },
  {
    id: 'therapy_privacy',
    match: /\b(?:therapy|therapist|sessions?|counsell?ing|counsell?or|psychologist)\b(?=[^]{0,200}\b(?:(?:doesn'?t|does not|won'?t|will not) (?:want to )?(?:talk|say|tell|share)|shut out|left out|drained|private)\b)|(?:טיפול|מטפל|מטפלת|פסיכולוג|פסיכולוגית|הפגישות|פגישות)(?=[^]{0,200}(?:לא (?:רוצה|מוכן|מוכנה) (?:לדבר|לספר|לשתף)|מרגישה בחוץ|מרגיש בחוץ|מחוץ לזה|סחוט|סחוטה))/i,
    en: 'the therapy sessions',
    he: 'הטיפול והפגישות',
    topic: 'partner_struggling',
    adviceEn:
      'What is said in therapy is private, his to share when he wants, and needing quiet after a session is common — the work goes on inside for a while. Ask about him, not about what was said ("You look wiped out after sessions. Do you want company, quiet, or a walk?"), tell him once that you would be glad to hear whatever he wants to share, whenever he wants, and if he ever invites you to a session, you can simply come to listen.',
    adviceHe:
      'מה שנאמר בטיפול [שייך לו|שייך לה|שייך למי שבטיפול] לשתף, וצורך בשקט אחרי פגישה נפוץ — העבודה ממשיכה בפנים עוד זמן מה. כדאי לשאול [עליו|עליה|על האדם] ולא על מה שנאמר ("[אתה נראה סחוט|את נראית סחוטה|נראה שהפגישות מתישות] אחרי הפגישות. בא לך חברה, שקט, או הליכה?"), לומר פעם אחת שיהיה לך טוב לשמוע כל מה [שירצה|שתרצה|שיתאים] לשתף, ואם [יזמין|תזמין|תהיה הזמנה] אותך לפגישה — אפשר פשוט לבוא ולהקשיב.',
  },
  {
    id: 'shared_costs_by_means',
    match: /\b(?:(?:split|splitting|divide|dividing|share|sharing) (?:the )?(?:costs?|expenses|bills?|payments?)|(?:costs?|expenses) (?:between|among) (?:us|the siblings|siblings))\b|(?:(?:מחלקים|לחלק|חלוקת|מתחלקים|להתחלק ב) (?:את )?(?:ה)?(?:עלויות|עלות|הוצאות|תשלום|תשלומים|כסף))/i,
    en: 'sharing the costs',
    he: 'חלוקת העלויות',
    topic: 'money',
    adviceEn:
      'Costs can be shared fairly without being shared equally: each pays in proportion to what they can, and whoever gives less money may give more time — nights, driving, paperwork. Write the agreement down and look at it again in three months, so no one keeps a silent tally.',
    adviceHe:
      'אפשר לחלק עלויות בהוגנות בלי לחלק שווה בשווה: כל אחד משלם לפי היכולת שלו, ומי שנותן פחות כסף יכול לתת יותר זמן — לילות, הסעות, ניירת. כדאי לכתוב את ההסכמה ולחזור אליה בעוד שלושה חודשים, כדי שאף אחד לא ינהל חשבון בשקט.',
  },
  // Answers round S22 (the body in a family), on first sight: each a matter of the body, with the one
  // piece of advice it needs.
  {
    id: 'puberty_questions',
    match: /\b(?:puberty|getting (?:hair|boobs|breasts|bumps)|(?:first|her) period(?! of)|bra\b|training bra|growing up talk|(?:the )?(?:birds and the bees|body changes))\b|(?:גיל ההתבגרות|מתחיל(?:ה)? להתבגר|מתבגר(?:ת)? (?:בגוף|בגופה|בגופו)|הווסת הראשונה|המחזור הראשון|מחזור ראשון|חזייה|שינויים בגוף)/i,
    en: 'the changes of growing up',
    he: 'השינויים של גיל ההתבגרות',
    topic: 'parenting',
    adviceEn:
      'Answer simply and truthfully in a calm, private moment: these changes are puberty, they are normal and come to everyone her age, and you are glad she asked you. A good children\'s book about growing up, read together or left for her, fills in the rest, and her mother can follow up when she is back — what matters most now is that she learns she can ask.',
    adviceHe:
      'כדאי לענות בפשטות ובאמת, ברגע רגוע ופרטי: אלה השינויים של גיל ההתבגרות, הם נורמליים ומגיעים לכל מי שבגיל הזה, וטוב ששאלו אותך. ספר טוב על התבגרות לילדים, שקוראים יחד או משאירים ליד המיטה, משלים את השאר — והעיקר עכשיו שהילד או הילדה ילמדו שמותר לשאול.',
  },
  {
    id: 'puberty_hygiene',
    match: /\b(?:(?:won'?t|doesn'?t|does not|refuses to|never) (?:\w+ )?(?:shower|wash|bathe|use deodorant)|body odou?r|deodorant|smells? (?:of sweat|bad|after school))\b|(?:לא (?:מסכים|מסכימה|רוצה|מוכן|מוכנה) להתקלח|לא מתקלח|לא מתקלחת|ריח של זיעה|ריח (?:רע|חזק)|חוזר(?:ת)? (?:מבית ספר |מבית הספר )?עם ריח|דאודורנט)/i,
    en: 'the showers and the smell',
    he: 'המקלחות והריח',
    topic: 'parenting',
    adviceEn:
      'A child at the start of puberty often does not notice the new smell; say it privately and matter-of-factly, without teasing — "your body is growing up, and now it needs a shower every day and deodorant" — let him choose his own deodorant, and make the daily shower part of the evening routine rather than a remark.',
    adviceHe:
      'ילד בתחילת גיל ההתבגרות לא תמיד שם לב לריח החדש; כדאי לומר לו בפרטיות ובעניינות, בלי לעקוץ — "הגוף שלך מתבגר, ועכשיו הוא צריך מקלחת כל יום ודאודורנט" — לתת לו לבחור דאודורנט משלו, ולהפוך את המקלחת לחלק קבוע משגרת הערב ולא להערה.',
  },
  {
    id: 'spouse_hygiene',
    match: /\b(?:(?:he|she) smells|(?:his|her) (?:body odou?r|breath|smell)|bad breath|smells? (?:bad|of sweat)|(?:doesn'?t|does not|won'?t) (?:shower|brush (?:his|her) teeth)|hygiene)\b|(?:ריח מהפה|ריח רע|יש לו ריח|יש לה ריח|לא מתקלח|לא מתקלחת|היגיינה)/i,
    en: 'the smell',
    he: 'הריח',
    topic: 'honesty',
    ownWords: true,
    adviceEn:
      'Say it privately, once, kindly and with a practical way out, as care rather than complaint: "I love being close to you, and lately I\'ve noticed a smell — maybe it\'s time for a new deodorant?" A plain sentence with a fix is easier to hear than hints or a joke in company; if he is hurt, say you told him because you want to be close, and let it rest.',
    adviceHe:
      'כדאי לומר את זה בפרטיות, פעם אחת, בעדינות ועם פתרון מעשי, כדאגה ולא כתלונה: "{אני אוהב להיות קרוב|אני אוהבת להיות קרובה|אני אוהב להיות קרוב} [אליך|אלייך|אליך], ולאחרונה שמתי לב לריח — אולי הגיע הזמן לדאודורנט חדש?" משפט פשוט עם פתרון קל יותר לשמוע מרמזים או מבדיחה ליד אחרים; ואם יש פגיעה, אפשר לומר שאמרת את זה כי חשוב לך להיות קרובים, ולהניח לזה.',
  },
  {
    id: 'fatigue_checkup',
    match: /\b(?:tired all the time|always (?:so )?tired|tired (?:all|every) (?:the )?(?:time|day)|no energy|exhausted all the time|naps? every (?:day|afternoon)|fatigue|blood tests?)\b|(?:עייפה כל הזמן|עייף כל הזמן|תמיד עייפה|תמיד עייף|אין לי אנרגיה|אין לה אנרגיה|אין לו אנרגיה|ישנה כל צהריים|בדיקות דם|בדיקת דם|תשישות)/i,
    en: 'the tiredness',
    he: 'העייפות',
    topic: 'illness',
    adviceEn:
      'Tiredness that lasts for weeks deserves a visit to the family doctor, as a check rather than a verdict: simple blood tests (iron, thyroid, vitamin B12 and D) find common, treatable causes. If they come back normal, look together at sleep, the load she carries and her mood — and take one thing off her plate meanwhile.',
    adviceHe:
      'עייפות שנמשכת שבועות שווה ביקור אצל רופא המשפחה, כבדיקה ולא כגזר דין: בדיקות דם פשוטות (ברזל, בלוטת התריס, ויטמין B12 ו-D) מוצאות סיבות נפוצות שיש להן טיפול. ואם הבדיקות תקינות, כדאי לבדוק יחד את השינה, את העומס ואת מצב הרוח — ובינתיים להוריד דבר אחד מהרשימה.',
  },
  {
    id: 'reading_glasses',
    match: /\b(?:reading glasses|readers|(?:holds?|holding) (?:the )?(?:menu|phone|paper|book) at arm'?s length|new glasses|bifocals|varifocals)\b|(?:משקפי קריאה|משקפיים חדשים|משקפיים|מרחיק את הטלפון|מרחיקה את הטלפון)/i,
    en: 'the glasses',
    he: 'המשקפיים',
    topic: 'illness',
    adviceEn:
      'Needing reading glasses in the mid-forties is almost universal — the eye\'s lens stiffens with age — yet glasses can feel like a sign of getting old. Keep it light and practical: an eye test, perhaps for both of you, a pair by the bed and one in the car, and no jokes about it in company.',
    adviceHe:
      'צורך במשקפי קריאה באמצע שנות הארבעים הוא כמעט לכולם — העדשה בעין מתקשה עם השנים — ובכל זאת משקפיים יכולים להרגיש כמו סימן של הזדקנות. כדאי לשמור על זה קליל ומעשי: בדיקת עיניים, אולי לשניכם, זוג ליד המיטה וזוג ברכב, ובלי בדיחות על זה ליד אחרים.',
  },
  {
    id: 'menopause',
    match: /\b(?:menopaus\w*|peri-?menopaus\w*|hot flash\w*|hot flush\w*|night sweats|the change of life)\b|(?:גיל המעבר|גלי חום|גל חום|הזעות לילה|מנופאוזה)/i,
    en: 'the menopause',
    he: 'גיל המעבר',
    topic: 'illness',
    adviceEn:
      'Menopause brings hot flushes, broken sleep and swings of mood that come from hormones, not from a failing of character. Talk plainly together about what happens in the body and what helps — a cooler bedroom, a moment before answering, less taken personally — and a gynaecologist can help: there are good treatments for the symptoms.',
    adviceHe:
      'גיל המעבר מביא גלי חום, שינה קטועה ותנודות במצב הרוח שמקורן בהורמונים, לא בחולשת אופי. כדאי לדבר יחד בפשטות על מה שקורה בגוף ומה עוזר — חדר שינה קריר יותר, רגע לפני שעונים, פחות לקחת ללב — ורופאת נשים יכולה לעזור: יש טיפולים טובים לתסמינים.',
  },
  {
    id: 'parent_falls',
    match: /\b(?:(?:fell|falls|fallen|keeps falling|has fallen) (?:\w+ ){0,3}(?:twice|again|three times|several times|this (?:month|week))|(?:fell|slipped|had a fall) (?:in|on|at|down) the (?:bathroom|shower|bath|stairs|street|kitchen|garden|steps)|(?:had|has had) (?:a |two |several )?falls?|can'?t get (?:him|her) up|fall alarm|medical alert)\b|(?:נפל (?:\S+ )?(?:פעמיים|שוב|כמה פעמים|החודש|השבוע)|(?:נפל|נפלה|החליק|החליקה) (?:ב|על ה|במדרגות)(?:מקלחת|אמבטיה|שירותים|מדרגות|רחוב)|נפלה (?:\S+ )?(?:פעמיים|שוב|כמה פעמים|החודש|השבוע)|להרים אותו|להרים אותה|לחצן מצוקה)/i,
    en: 'the falls',
    he: 'הנפילות',
    topic: 'parents',
    adviceEn:
      'Repeated falls need a medical check soon — the doctor should look at his medicines, blood pressure and balance — and the home needs changes: an alarm button he wears, grab rails, night lights, no loose rugs. Your mother should not lift him alone (calling for help is safer for them both), and it is time to ask about help at home.',
    adviceHe:
      'נפילות חוזרות צריכות בדיקה רפואית בקרוב — שהרופא יבדוק את התרופות, לחץ הדם ושיווי המשקל — והבית צריך שינויים: לחצן מצוקה שהוא עונד, מאחזי יד, תאורת לילה, בלי שטיחים זזים. אמא לא צריכה להרים אותו לבד (עדיף להזעיק עזרה, בטוח יותר לשניהם), והגיע הזמן לברר על עזרה בבית.',
  },
  {
    id: 'different_bedtimes',
    match: /\b(?:(?:i|she|he) (?:go(?:es)?|went) to (?:bed|sleep) at \d+[^.?!]{0,40}\b(?:he|she|i|my (?:husband|wife))\b[^.?!]{0,20}\b(?:at|till|until) (?:\d+|midnight)|night owl|early bird|different (?:bedtimes|sleep schedules|body clocks))\b|(?:הולכת לישון ב-?\d+[^.?!]{0,30}(?:בעלי|הוא)[^.?!]{0,10}(?:ב-?\d+|באחת|בשתיים|בחצות)|הולך לישון ב-?\d+[^.?!]{0,30}(?:אשתי|היא)[^.?!]{0,10}(?:ב-?\d+|באחת|בשתיים|בחצות)|ינשוף לילה|שעות שינה שונות)/i,
    en: 'your different bedtimes',
    he: 'שעות השינה השונות',
    topic: 'time',
    adviceEn:
      'Different body clocks are common and nobody\'s fault; you do not need one bedtime, only a shared half hour. Wind down together for twenty minutes before the early one sleeps, or make the mornings or one late evening a week your time to talk — the closeness, not the hour, is what you are missing.',
    adviceHe:
      'שעון ביולוגי שונה הוא דבר נפוץ ולא אשמתו של אף אחד; לא צריך שעת שינה אחת, רק חצי שעה משותפת. אפשר להירגע יחד עשרים דקות לפני שהמוקדם הולך לישון, או להפוך את הבקרים או ערב מאוחר אחד בשבוע לזמן שלכם לדבר — מה שחסר הוא הקרבה, לא השעה.',
  },
  {
    id: 'pain_untreated',
    match: /\b(?:(?:back|knee|neck|shoulder|chronic) pain|(?:his|her) back|only complains|just complains)\b(?=[^]{0,160}\b(?:nothing|won'?t|doesn'?t|does not|refuses|complain\w*)\b)|(?:כאבי גב|כאב גב|הכאבי גב|כאבים בגב|כאבי ברכיים)(?=[^]{0,120}(?:לא עושה|רק מתלונן|רק מתלוננת|מסרב|מסרבת|לא הולך|לא הולכת))/i,
    en: 'the pain',
    he: 'הכאבים',
    topic: 'illness',
    adviceEn:
      'Pain that someone only complains about often hides fear, tiredness or not knowing where to turn. Ask once what worries him about seeing someone, suggest one concrete step — the family doctor or a physiotherapist, and you will book it — and say calmly how the complaining without action weighs on you.',
    adviceHe:
      'כאבים שרק מתלוננים עליהם מסתירים לא פעם פחד, עייפות או חוסר ידיעה לאן לפנות. כדאי לשאול פעם אחת ממה [הוא חושש|היא חוששת|החשש] בפנייה לטיפול, להציע צעד אחד מוחשי — רופא המשפחה או פיזיותרפיסט, ואת התור אפשר לקבוע [בשבילו|בשבילה|בעצמך] — ולומר ברוגע איך התלונות בלי מעשה {מכבידות עליך|מכבידות עלייך|מכבידות}.',
  },
  {
    id: 'remark_about_body',
    match: /\b(?:comment\w*|remark\w*|said|says|joke\w*) (?:\w+ ){0,4}(?:about )?(?:my|her|his) (?:weight|body|belly|figure|hips|looks)\b|\b(?:lose (?:a little|a bit|some) weight|you(?:'ve| have) put on)\b|(?:אולי תורידי (?:קצת|כמה)|תורידי קצת|העיר (?:לי )?על (?:המשקל|הגוף|הבטן)|הערה על (?:המשקל|הגוף)|השמנת|עלית במשקל)/i,
    en: 'the remark about your body',
    he: 'ההערה על הגוף',
    topic: 'criticism',
    adviceEn:
      'A remark about your body, and in front of the children, hurts twice. Tell him calmly and in private what it did to you — "when you said that at the table, I felt ashamed, and I still think about it" — and ask plainly that your body not be commented on, least of all before the kids, who learn from it how to speak about bodies.',
    adviceHe:
      'הערה על הגוף, ועוד ליד הילדים, כואבת פעמיים. כדאי לומר ברוגע ובפרטיות מה היא עשתה לך — "כשאמרת את זה ליד השולחן הרגשתי בושה, ואני עדיין {חושב|חושבת|חושב} על זה" — ולבקש בפשטות [שלא יעיר|שלא תעיר|שלא יעירו] על הגוף שלך, ובטח לא ליד הילדים, שלומדים מזה איך מדברים על גוף.',
  },
  {
    id: 'insomnia_after_change',
    match: /\b(?:insomnia|(?:wakes?|waking|gets? up) (?:up )?at (?:[1-5]|three|four|two)(?: ?am)?|can'?t (?:fall|get back to) sleep)\b|(?:נדודי שינה|מתעורר ב-?(?:[1-5]|שלוש|ארבע|שתיים)|מתעוררת ב-?(?:[1-5]|שלוש|ארבע|שתיים)|לא מצליח להירדם|לא מצליחה להירדם)/i,
    en: 'the sleepless nights',
    he: 'הלילות בלי שינה',
    topic: 'illness',
    adviceEn:
      'Sleep often changes when the day loses its shape — after retirement, a move or a loss: a fixed time to get up, daylight and a walk in the morning, no long afternoon naps, and a plan for the night (a reading lamp in another room rather than every light on) all help. If it goes on for weeks, a doctor can check for a cause, and there is good treatment without pills (CBT for insomnia).',
    adviceHe:
      'השינה משתנה לעיתים קרובות כשהיום מאבד את הצורה שלו — אחרי פרישה, מעבר או אובדן: שעת השכמה קבועה, אור יום והליכה בבוקר, בלי שנ"צ ארוך, ותוכנית ללילה (מנורת קריאה בחדר אחר במקום להדליק את כל האורות) עוזרים. ואם זה נמשך שבועות, רופא יכול לבדוק סיבה, ויש טיפול טוב גם בלי כדורים (CBT לנדודי שינה).',
  },
  // Answers round S23 (health and medical care as everyday family life), on first sight: each a
  // matter of care at home, at school and at the doctor's, with the one piece of advice it needs.
  {
    id: 'school_medical_plan',
    match: /\b(?:inhaler|puffer|epi-?pens?|auto-?injector|(?:asthma|allergy|diabetes|seizure) (?:action |care |health )?plan|504 plan|school nurse|insulin (?:at|in) school|(?:adhd|asthma|allergy|diabetes) (?:meds|medication|medicine) (?:at|in) (?:school|daycare|kindergarten))\b|(?:משאף|ונטולין|אפיפן|אפי-פן|מזרק אדרנלין|סייעת רפואית|סייעת צמודה|אחות בית הספר|תוכנית טיפול|(?:גננת|הגננת|הגן|בית הספר|המורה)[^.?!]{0,60}(?:כדור|תרופה|משאף|אינסולין|זריקה)|(?:סוכרת|אסתמה|אסטמה|אלרגיה)[^]{0,120}(?:בית הספר|בית ספר|לגן|בגן|כיתה א|הגננת|סייעת))/i,
    en: 'the medical plan with the school',
    he: 'התוכנית הרפואית מול הצוות',
    topic: 'parenting',
    adviceEn:
      'Ask the doctor for a written care plan (what to give, when, and what an emergency looks like) and a letter, meet the teacher and the school nurse before the next week begins, and agree where the medicine stays — with the child or in the classroom, and on every trip — and who on the staff is trained to give it. If the school refuses, the doctor\'s letter and the written policy on medicines in school are the way to take it up with the principal or the district.',
    adviceHe:
      'כדאי לבקש מהרופא תוכנית טיפול כתובה (מה לתת, מתי, ואיך נראה מקרה חירום) ומכתב, להיפגש עם הצוות — הגננת או המורה ואחות בית הספר — לפני השבוע הבא, ולסכם איפה התרופה נמצאת — אצל הילד או בכיתה, וגם בכל טיול — ומי מהצוות מודרך לתת אותה. אם מסרבים, מכתב הרופא והנהלים הכתובים על תרופות במוסדות חינוך הם הדרך לפנות להנהלה או למפקחת.',
  },
  {
    id: 'allergy_at_a_party',
    match: /\b(?:(?:nut|peanut|sesame|egg|milk|dairy|food) allerg\w*|allergic to (?:nuts|peanuts|sesame|eggs|milk))\b(?=[^]{0,200}\b(?:party|parties|birthday|playdate|sleepover|invite\w*|host)\b)|(?:אלרגי(?:ה|ת)? ל(?:בוטנים|אגוזים|שומשום|ביצים|חלב))(?=[^]{0,200}(?:יום הולדת|מסיבה|הזמנה|אירוח|אצל חבר))/i,
    en: 'the allergy at the party',
    he: 'האלרגיה במסיבה',
    topic: 'parenting',
    adviceEn:
      'Call the host ahead: say what the allergy is, offer to send safe food and your child\'s own cupcake, and give the adult in charge the EpiPen with a one-page plan (what a reaction looks like, when to inject, who to call). If you are not sure they can manage it, staying for the party or picking up before the food is a fair answer, and most hosts are glad to be told.',
    adviceHe:
      'כדאי להתקשר מראש למארחים: לספר מה האלרגיה, להציע לשלוח אוכל בטוח ועוגה אישית לילד, ולתת למבוגר האחראי את האפיפן עם דף אחד (איך נראית תגובה, מתי מזריקים, למי מתקשרים). ואם לא בטוחים שיסתדרו, להישאר במסיבה או לאסוף לפני האוכל זו תשובה הוגנת, ורוב המארחים שמחים שסיפרו להם.',
  },
  {
    id: 'vaccine_disagreement',
    match: /\b(?:vaccin\w*|immuni[sz]\w*|(?:flu|covid|mmr) (?:shot|jab)s?|(?:the )?shots? schedule)\b|(?:חיסון|חיסונים|לחסן|מחסנים|חיסוני|שפעת)/i,
    en: 'the vaccines',
    he: 'החיסונים',
    topic: 'parenting',
    adviceEn:
      'Read from the same trusted source together — your pediatrician, and the official schedule\'s pages (the Health Ministry\'s, or the CDC and the American Academy of Pediatrics) — write down the questions each of you has, and bring them to the pediatrician at one appointment you both attend. Decide as parents with one answer, not as a winner and a loser.',
    adviceHe:
      'כדאי לקרוא יחד מאותו מקור מהימן — רופאת הילדים, ודפי החיסונים של משרד הבריאות — לכתוב את השאלות של כל אחד מכם, ולהביא אותן לרופאה או לאחות בטיפת חלב בפגישה אחת ששניכם מגיעים אליה. להחליט יחד כהורים עם תשובה אחת, ולא כמנצח ומפסיד.',
  },
  {
    id: 'medication_confusion',
    match: /\b(?:mix(?:es|ing|ed)? up (?:her|his|the) (?:pills|meds|medication)|(?:too many|so many|\d+) pills (?:a|per|every) day|pill (?:box|organi[sz]er|dispenser)|forgets? (?:to take )?(?:her|his) (?:pills|meds|medication))\b|(?:מתבלבל(?:ת)? (?:עם |ב)(?:ה)?(?:תרופות|כדורים)|מבולבל(?:ת)? עם (?:ה)?(?:תרופות|כדורים)|\d+ כדורים ביום|שוכח(?:ת)? לקחת (?:את )?(?:ה)?(?:תרופות|כדורים)|קופסת תרופות|נרתיק תרופות)/i,
    en: 'the pills',
    he: 'התרופות',
    topic: 'parents',
    adviceEn:
      'Ask the pharmacist or the family doctor for a review of every medicine — often fewer pills and simpler times are possible — then set up a weekly pill organiser by day and hour, or pharmacy blister packs, with a reminder alarm or a daily call. Ask the doctor too whether the confusion itself is new; and ask your father, not only about him, what would make it easier.',
    adviceHe:
      'כדאי לבקש מהרוקח או מרופא המשפחה לעבור על כל התרופות — לא פעם אפשר פחות כדורים ושעות פשוטות יותר — ואז להכין קופסת תרופות שבועית לפי ימים ושעות, או אריזות מוכנות מבית המרקחת, עם תזכורת בטלפון או שיחה יומית. כדאי לשאול את הרופא גם אם הבלבול עצמו חדש, ולשאול את ההורים עצמם מה יקל עליהם.',
  },
  {
    id: 'sober_relative',
    match: /\b(?:sober|sobriety|in recovery|recovering alcoholic|aa meetings?|(?:\d+|nine|six|three|two) (?:months|years) clean)\b|(?:פיכח|פיכחון|נקי כבר|נקייה כבר|נגמל|נגמלה|בגמילה|אחרי גמילה|מכורים אנונימיים|אלכוהוליסטים אנונימיים)/i,
    en: 'his sobriety',
    he: 'הגמילה שלו',
    topic: 'in_laws',
    adviceEn:
      'Ask him, privately and simply, what would help at the gathering — most people in recovery would rather be asked than managed — and follow his lead: have good drinks without alcohol on the table, and if he says he is fine, take him at his word and do not make a thing of it.',
    adviceHe:
      'כדאי לשאול אותו, בפרטיות ובפשטות, מה יעזור לו באירוע — רוב מי שבגמילה מעדיפים שישאלו ולא שינהלו אותם — וללכת לפי מה שהוא אומר: לדאוג לשתייה טובה בלי אלכוהול על השולחן, ואם הוא אומר שהוא בסדר, להאמין לו ולא לעשות מזה עניין.',
  },
  {
    id: 'friend_diagnosis_words',
    match: /\b(?:what (?:do i|should i|to|can i) (?:text|write|say|send)|everything i (?:write|say|text)(?: to (?:her|him|them))? sounds)\b(?=[^]{0,160}\b(?:diagnos\w*|cancer|sick|ill|chemo|surgery|hospital)\b)|(?<=\b(?:diagnos\w*|cancer|chemo|sick|ill)\b[^]{0,160})\b(?:what (?:do i|should i|to|can i) (?:text|write|say|send)|everything i (?:write|say|text)(?: to (?:her|him|them))? sounds)\b|(?:מה (?:לכתוב|לשלוח|להגיד|לומר) ל(?:ה|ו|חברה|חבר))(?=[^]{0,120}(?:אובחנה|אובחן|סרטן|חולה|כימו|ניתוח))|(?<=(?:אובחנה|אובחן|סרטן|חולה|כימו)[^]{0,160})(?:מה (?:לכתוב|לשלוח|להגיד|לומר))/i,
    en: 'what to write to her',
    he: 'מה לכתוב',
    topic: 'friendship',
    ownWords: true,
    adviceEn:
      'Short and true beats polished: "I\'m so sorry. I love you and I\'m here — no need to answer." Then offer one concrete thing rather than "let me know if you need anything" ("I\'m bringing soup on Thursday, I\'ll leave it at the door"), and keep writing now and then even when she does not reply.',
    adviceHe:
      'קצר ואמיתי עדיף על מנוסח: "אני כל כך {מצטער|מצטערת|מצטער}. אני {אוהב|אוהבת|אוהב} אותך ואני כאן — לא צריך לענות." אחר כך כדאי להציע דבר אחד מוחשי במקום "אם צריך משהו, רק לומר" ("אני {מביא|מביאה|מביא} מרק ביום חמישי, אשאיר ליד הדלת"), ולהמשיך לכתוב מדי פעם גם כשאין תשובה.',
  },
  {
    id: 'relief_after_long_illness',
    match: /\b(?:(?:i )?feel (?:some |a )?relie(?:f|ved)|relief (?:and|then) (?:guilt|horrible|terrible)|(?:grieved|mourned) (?:him|her|them) (?:already|long ago|for years)|not crying)\b(?=[^]{0,200}\b(?:died|passed|death|funeral|illness|als|alzheimer\w*|dementia|cancer|years)\b)|(?<=\b(?:died|passed away|after (?:\d+|three|four|five) years of)\b[^]{0,200})\b(?:relie(?:f|ved)|not crying)\b|(?:הקלה|התאבלתי עליו כבר|התאבלתי עליה כבר|אני לא בוכה)(?=[^]{0,200}(?:נפטר|נפטרה|מחלה|אלצהיימר|סרטן|שנים))|(?<=(?:נפטר|נפטרה)[^]{0,200})(?:הקלה|לא בוכה)/i,
    en: 'the relief and the grief',
    he: 'ההקלה והאבל',
    topic: 'grief',
    adviceEn:
      'Relief after a long illness is part of grief, not a betrayal of it: you are relieved that the suffering — hers and the family\'s — has ended, and much of the mourning was done during the years of illness. It is normal, and common; tell one person who loves you that this is what you feel, and let the tears, if they come, come later.',
    adviceHe:
      'הקלה אחרי מחלה ארוכה היא חלק מהאבל ולא בגידה בו: ההקלה היא על כך שהסבל — של ההורה ושל המשפחה — נגמר, והרבה מהאבל כבר נעשה בשנות המחלה. זה טבעי ונפוץ; כדאי לספר לאדם אחד שאוהב אותך מה מרגישים, ולתת לדמעות, אם יבואו, לבוא מאוחר יותר.',
  },
  {
    id: 'treatment_choice',
    match: /\b(?:second opinion|(?:surgeon|orthopedi\w*|doctor) says? (?:\w+ ){0,6}(?:physio|pt|therapist) says?|which treatment|treatment options|surgery or (?:physio|pt|wait\w*|not)|try (?:\w+ ){0,3}more months of)\b|(?:חוות דעת שנייה|חוות דעת נוספת|ניתוח או (?:פיזיותרפיה|לחכות)|(?:הרופא|המנתח|האורתופד) (?:אומר|ממליץ)[^.?!]{0,60}(?:הפיזיותרפיסט|הפיזיו) (?:אומר|ממליץ)|איזה טיפול לבחור|אפשרויות טיפול)/i,
    en: 'choosing the treatment',
    he: 'הבחירה בין הטיפולים',
    topic: 'decisions',
    adviceEn:
      'Bring the same questions to each of them: what each path is likely to give you, the risks, the recovery time, and what waiting costs — then weigh the answers against what matters in your life (chasing the grandchildren, your work). A second opinion is normal and no doctor should mind it; the decision is yours, with your husband beside you.',
    adviceHe:
      'כדאי להביא לכל אחד מהם את אותן שאלות: מה כל דרך צפויה לתת, מה הסיכונים, כמה זמן ההחלמה, ומה המחיר של לחכות — ולשקול את התשובות מול מה שחשוב בחיים שלך (העבודה, הנכדים). חוות דעת שנייה היא דבר רגיל, ואף רופא לא אמור להיפגע ממנה; ההחלטה שלך, עם בן הזוג לצדך.',
  },
  {
    id: 'health_admin_handover',
    match: /\b(?:insurance (?:calls|claims|paperwork|forms)|(?:the )?claims (?:and|for)|health fund (?:forms|paperwork)|medical paperwork)\b|(?:הניירת של (?:הקופה|קופת החולים|הביטוח)|טפסים (?:של|לקופת|לביטוח)|התחייבויות|טופס 17|החזרים (?:מהביטוח|מהקופה)|הביטוח המשלים)/i,
    en: 'the insurance paperwork',
    he: 'הניירת מול הקופה והביטוח',
    topic: 'chores',
    adviceEn:
      'Hand it over one piece at a time, with the system rather than the worry: one shared folder or list of the policies, numbers, log-ins and open claims, a first few calls he makes with you beside him, and then the whole task is his — including the remembering, not only the calls.',
    adviceHe:
      'כדאי להעביר את זה חלק אחר חלק, יחד עם השיטה ולא רק עם הדאגה: תיקייה או רשימה משותפת של הפוליסות, המספרים, הסיסמאות והבקשות הפתוחות, כמה שיחות ראשונות שנעשות כשאתם יחד, ואחר כך המשימה כולה עוברת — כולל הזכירה, לא רק השיחות.',
  },
  {
    id: 'appointments_who_goes',
    match: /\b(?:who (?:goes|takes (?:her|him)|drives (?:her|him)) (?:with (?:her|him) )?to (?:the |her |his )?(?:appointments?|oncologist|doctor|chemo|treatments?)|(?:come|go) (?:with (?:him|her) )?to (?:the |his |her )?(?:appointments?|oncologist|doctor)(?:'s)?)\b|(?:מי (?:הולכת|הולך|נוסעת|נוסע|מלווה) (?:איתה|איתו) (?:ל|אל )?(?:התור|הרופא|האונקולוג|הטיפול|הטיפולים|הבדיקה)|(?:רבות|רבים|מתווכחים|מתווכחות) מי (?:הולכת|הולך|נוסעת|מלווה))/i,
    en: 'who goes to the appointments',
    he: 'מי מלווה לתורים',
    topic: 'siblings',
    adviceEn:
      'Ask the one who is ill whom she wants beside her — it is her appointment — and then share the rest by a simple rota, with the one who goes writing the doctor\'s words down for the other the same evening, so no one feels shut out.',
    adviceHe:
      'כדאי לשאול קודם את מי שחולה את מי נוח לו שיהיה לצדו — זה התור שלו — ואת השאר לחלק בתורנות פשוטה, כשמי שהולך כותב לשני עוד באותו ערב מה אמר הרופא, כדי שאף אחד לא ירגיש בחוץ.',
  },
  {
    id: 'back_to_work_after_illness',
    match: /\b(?:back to work|return(?:ing)? to work|first day back)\b(?=[^]{0,160}\b(?:treatment|chemo|illness|sick leave|surgery|cancer|recovery)\b)|(?<=\b(?:treatment|chemo|illness|sick leave|surgery|cancer)\b[^]{0,160})\b(?:back to work|return(?:ing)? to work|first day back)\b|(?:חוזר(?:ת)? לעבודה|חזרה לעבודה|היום הראשון בעבודה)(?=[^]{0,160}(?:טיפול|טיפולים|מחלה|ניתוח|כימו|חופשת מחלה))|(?<=(?:טיפול|טיפולים|מחלה|ניתוח|כימו|חופשת מחלה)[^]{0,160})(?:חוזר(?:ת)? לעבודה|חזרה לעבודה|היום הראשון בעבודה)/i,
    en: 'going back to work',
    he: 'החזרה לעבודה',
    topic: 'illness',
    adviceEn:
      'Going back after months of treatment is brave; a note in her bag or a message that morning ("I\'m proud of you, and whatever today holds, you\'ve already done the hard part") says it. What to tell colleagues is hers to decide — one sentence ready for the curious ("I\'m back and glad to be, thanks for asking") spares her the rest.',
    adviceHe:
      'לחזור לעבודה אחרי חודשים של טיפולים זה אומץ; פתק בתיק או הודעה בבוקר ("אני גאה בך, ומה שלא יהיה היום — את החלק הקשה כבר עשית") אומרים את זה. מה לספר לעמיתים זו החלטה [שלו|שלה|של מי שחוזר] — משפט אחד מוכן לסקרנים ("חזרתי [ושמח|ושמחה|ושמח] לחזור, תודה ששאלתם") חוסך את השאר.',
  },
  {
    id: 'low_mood_after_surgery',
    match: /\b(?:(?:down|depressed|low|flat|not himself|not herself|feels? useless|not a (?:real )?man)\b[^.?!]{0,80}\b(?:since|after) (?:the |his |her )?(?:surgery|operation|heart attack|bypass|stroke)|(?:after|since) (?:the |his |her )?(?:surgery|operation|heart attack|bypass|stroke)\b[^]{0,120}\b(?:down|depressed|low|flat|not himself|useless|not a (?:real )?man))\b|(?:(?:אחרי|מאז) (?:ה)?(?:ניתוח|התקף הלב|ניתוח לב|צנתור|השבץ|האירוע המוחי)[^]{0,120}(?:מדוכדך|מדוכדכת|בדיכאון|עצוב|עצובה|לא גבר|חסר ערך|חסרת ערך|לא עצמו))|(?:(?:מדוכדך|מדוכדכת|בדיכאון|לא גבר)[^.?!]{0,80}(?:אחרי|מאז) (?:ה)?(?:ניתוח|התקף|צנתור|שבץ))/i,
    en: 'his low mood since the operation',
    he: 'מצב הרוח מאז הניתוח',
    topic: 'illness',
    adviceEn:
      'Low mood after heart surgery or a stroke is common — for many it is part of the recovery, and it is treatable. Tell his cardiologist or the cardiac-rehabilitation team (who see it every day), give him real tasks that fit his strength so he feels useful, and say what you see in him, not what he has lost. If he will not hear of a psychologist, the rehab group or his doctor is an easier door.',
    adviceHe:
      'דכדוך אחרי ניתוח לב או שבץ הוא נפוץ — אצל רבים הוא חלק מההחלמה, ויש לו טיפול. כדאי לספר לקרדיולוג או לצוות שיקום הלב (שרואים את זה כל יום), לתת משימות אמיתיות שמתאימות לכוחות כדי שתהיה תחושת תועלת, ולומר מה רואים בו ולא מה הוא איבד. ואם פסיכולוג לא בא בחשבון, קבוצת השיקום או הרופא הם דלת קלה יותר.',
  },
  {
    id: 'illness_not_believed',
    match: /\b(?:long covid|chronic fatigue|me\/cfs|fibromyalgia|(?:think|thinks|says?) (?:i'?m|i am) (?:exaggerating|lazy|faking|making it up)|(?:don'?t|doesn'?t) believe (?:me|i'?m sick))\b|(?:לונג קוביד|קורונה ארוכה|תסמונת העייפות|חושבים שאני מגזימה|חושבים שאני מגזים|חושבת שאני מגזימה|לא מאמינים לי|אומרים שאני מגזימה)/i,
    en: 'not being believed',
    he: 'זה שלא מאמינים לך',
    topic: 'illness',
    adviceEn:
      'An illness others cannot see is real, and being doubted makes it heavier. Ask your husband to stand with you in front of his family — a few plain words from him ("this is a recognised illness, and she is doing everything she can") carry more than your explanations — and give them one short, reliable page to read rather than arguing each time.',
    adviceHe:
      'מחלה שאחרים לא רואים היא אמיתית, וחוסר האמון מכביד עוד יותר. כדאי לבקש מבן הזוג לעמוד לצדך מול המשפחה שלו — כמה מילים פשוטות ממנו ("זו מחלה מוכרת, ונעשה כל מה שאפשר") שוות יותר מכל הסבר שלך — ולתת להם דף קצר ואמין לקרוא במקום להתווכח כל פעם מחדש.',
  },
  {
    id: 'hospital_discharge',
    match: /\b(?:discharg\w*|(?:sent|coming|comes) home from (?:the )?hospital|rehab (?:facility|placement|bed)|geriatric rehab)\b|(?:משחררים|שחרור מבית החולים|השחרור|מכתב שחרור|שיקום גריאטרי|מחלקת שיקום|בית חולים שיקומי)/i,
    en: 'the discharge',
    he: 'השחרור מבית החולים',
    topic: 'illness',
    adviceEn:
      'Before the discharge, ask for the discharge letter and go over it with the nurse: the medicines and their times, the follow-up appointments, whom to call if something changes, and whether rehabilitation is recommended — after a hip fracture, a rehab ward is common, and the ward\'s social worker arranges the referral and the health fund\'s approval. Ask about equipment for home too (a walker, a shower chair).',
    adviceHe:
      'לפני השחרור כדאי לבקש את מכתב השחרור ולעבור עליו עם האחות: התרופות והשעות, תורי המעקב, למי פונים אם משהו משתנה, והאם מומלץ שיקום — אחרי שבר בירך שיקום במחלקה שיקומית נפוץ, והעובדת הסוציאלית במחלקה מסדרת את ההפניה ואת ההתחייבות מקופת החולים. כדאי לשאול גם על ציוד לבית (הליכון, כיסא למקלחת).',
  },
  {
    id: 'moving_parent_assisted_living',
    match: /\b(?:assisted living|care home|nursing home|retirement home|sheltered housing)\b|(?:דיור מוגן|בית אבות|מוסד סיעודי|לעבור לדיור|מעון)/i,
    en: 'the move to assisted living',
    he: 'המעבר לדיור מוגן',
    topic: 'parents',
    adviceEn:
      'Begin with her fears and what she wants to keep — her independence, her things, her friends — not with the decision. Visit a place or two together for a meal, talk about help at home as a first step, and let her doctor or a social worker say what you cannot; a choice she takes part in is kinder than one made over her head.',
    adviceHe:
      'כדאי להתחיל בפחדים שלה ובמה שהיא רוצה לשמור — העצמאות, החפצים, החברות — ולא בהחלטה. לבקר יחד במקום או שניים לארוחה, לדבר על עזרה בבית כצעד ראשון, ולתת לרופא או לעובדת סוציאלית לומר את מה שקשה לך לומר; בחירה שהיא שותפה לה עדינה יותר מהחלטה מעל הראש שלה.',
  },
  {
    id: 'parent_not_recognising',
    match: /\b(?:(?:doesn'?t|does not|no longer|didn'?t|did not|won'?t|can'?t) (?:even )?(?:recogni[sz]e|know) (?:me|us|who i am|who we are)|(?:forgot|forgets|forgotten) who i am|(?:doesn'?t|does not) know who i am)\b|(?:לא (?:מזהה|זיהתה|זיהה|מזהה יותר|מכירה|מכיר) אותי|לא (?:יודעת|יודע|זוכרת|זוכר) מי אני|שכחה מי אני|שכח מי אני)/i,
    en: 'not being recognised',
    he: 'זה שהיא כבר לא מזהה אותך',
    topic: 'illness',
    adviceEn:
      'When a parent no longer recognises you, it is a loss while she is still here, and it is right to grieve it. Your visits still matter: the feeling of being cared for stays after the name is gone. Keep visits short and calm, bring music, photos or a familiar food, and greet her gently with your name ("Hi Mom, it\'s me, Rachel") rather than testing her memory.',
    adviceHe:
      'כשהורה כבר לא מזהה אותך, זה אובדן בזמן שהוא עוד כאן, ומותר להתאבל עליו. הביקורים שלך עדיין חשובים: התחושה שדואגים לה נשארת גם כשהשם כבר נשכח. כדאי לשמור על ביקורים קצרים ורגועים, להביא מוזיקה, תמונות או מאכל מוכר, ולהציג את עצמך בעדינות ("היי אמא, זו אני") במקום לבחון את הזיכרון שלה.',
  },
  {
    id: 'hospital_nights_rota',
    match: /\b(?:(?:stay|stays|staying|sleep|sleeps|sleeping|spend|spends|spending) (?:the night|overnight|nights|the nights)(?: \w+){0,3} (?:at|in) (?:the )?hospital|who (?:stays|sleeps|is staying)(?: with (?:her|him|them))?(?: at the hospital)? (?:tonight|overnight|the night)|(?:hospital|overnight) (?:rota|rotation|shifts?|schedule))\b|(?:(?:לישון|ללון|לישון לידה|לישון לידו|נשאר הלילה|נשארת הלילה|נשאר בלילה|יישאר הלילה)[^.?!]{0,40}(?:בית חולים|בבית החולים|במחלקה|בפנימית|לידה|לידו)|מי (?:נשאר|נשארת|ישן|ישנה) (?:איתה |איתו )?(?:הלילה|בלילה)|תורנות (?:ב)?(?:בית החולים|לילות)|משמרות (?:ב)?(?:בית החולים|לילה))/i,
    en: 'the hospital nights',
    he: 'הלילות בבית החולים',
    topic: 'illness',
    adviceEn:
      'A written rota settles the nightly "who stays tonight?": one person keeps a simple table for the week — nights, weekends, daytime visits — each one signs up for fixed nights, swaps are arranged between two people rather than in the family group, and whoever has carried most so far gets the first nights off. If the nights go on for weeks, ask the ward about a paid night carer.',
    adviceHe:
      'טבלה כתובה פותרת את ה"מי נשאר הלילה?" של כל ערב: מישהו אחד מחזיק טבלה פשוטה לשבוע — לילות, סופי שבוע, ביקורים ביום — כל אחד נרשם ללילות קבועים, החלפות נעשות בין שניים ולא בקבוצה המשפחתית, ומי שנשא הכי הרבה עד עכשיו מקבל ראשון לילות חופשיים. אם הלילות נמשכים שבועות, כדאי לשאול במחלקה על מלווה לילה בתשלום.',
  },
  {
    id: 'medical_bill',
    match: /\b(?:(?:medical|hospital|surprise|ambulance|er|mri|scan|radiology|anesthesia|lab) bills?|bill (?:for|after) (?:the |my |his |her )?(?:mri|scan|surgery|er|ambulance|birth|delivery)|out[- ]of[- ]network|in[- ]network|insurance (?:denied|refused|rejected|won'?t (?:cover|pay))|(?:denied|rejected) claim)\b|(?:חשבון (?:מ)?(?:בית החולים|בית חולים|האמבולנס|מד"א)|הביטוח (?:לא מכסה|סירב|דחה)|הקופה (?:לא מכסה|סירבה|דחתה)|החזר (?:מהביטוח|מהקופה))/i,
    en: 'the medical bill',
    he: 'החשבון הרפואי',
    topic: 'money',
    adviceEn:
      'Before paying a surprise medical bill, ask for an itemised bill, call both the insurer and the hospital\'s billing office, and appeal in writing — a charge from an out-of-network doctor inside an in-network hospital is often reduced or withdrawn on appeal. Decide together, as a team against the bill rather than against each other.',
    adviceHe:
      'לפני שמשלמים חשבון רפואי מפתיע, כדאי לבקש פירוט מלא, להתקשר גם לביטוח וגם למחלקת החיובים של בית החולים, ולערער בכתב — חיובים כאלה מופחתים או מבוטלים לא פעם אחרי ערעור. כדאי להחליט יחד, כצוות מול החשבון ולא זה מול זה.',
  },
  {
    id: 'surgery_recovery',
    match: /\b(?:(?:knee|hip|shoulder|back|spine|heart|bypass|abdominal) (?:replacement|surgery|operation)|(?:after|before) (?:the|his|her|my) (?:surgery|operation)|recover(?:y|ing) from (?:the |his |her |my )?(?:surgery|operation)|recovery (?:plan|period|time))\b|(?:ניתוח (?:ב|מעקפים|ברך|לב|גב|החלפת)|החלפת (?:ברך|מפרק)|אחרי (?:ה)?ניתוח|לפני (?:ה)?ניתוח|ההחלמה|החלמה|שיקום לב)/i,
    en: 'the surgery and the recovery',
    he: 'הניתוח וההחלמה',
    topic: 'illness',
    adviceEn:
      'Plan the recovery before the operation: ask the surgeon how long stairs, driving, lifting and work are off, set up the home (a bed near the bathroom, a chair in the shower, what is needed within reach), make a rota for the first two weeks — meals, school runs, lifts to physiotherapy — and keep the children\'s routine as steady as you can.',
    adviceHe:
      'את ההחלמה כדאי לתכנן לפני הניתוח: לשאול את המנתח לכמה זמן אין מדרגות, נהיגה, הרמה ועבודה, להכין את הבית (מיטה קרוב לשירותים, כיסא במקלחת, מה שצריך בהישג יד), לבנות תורנות לשבועיים הראשונים — ארוחות, הסעות לבית הספר, נסיעות לפיזיותרפיה — ולשמור על השגרה של הילדים ככל האפשר.',
  },
  {
    id: 'hospital_visitors',
    match: /\b(?:(?:too many|so many|constant|non-?stop|endless) (?:visitors|visits)|visitors? (?:all day|every day|non-?stop)|(?:limit|cut down|fewer|restrict) (?:the )?(?:visitors|visits|visiting))\b|(?:(?:מגיעים|באים) (?:אליו|אליה|אלינו)? ?(?:כל היום|כל הזמן|בלי הפסקה)|מבקרים (?:כל היום|כל הזמן|בלי סוף|בלי הפסקה)|הרבה מבקרים|להגביל (?:את )?(?:ה)?ביקורים|לצמצם (?:את )?(?:ה)?ביקורים|לא לבוא לבקר|שלא יבואו)/i,
    en: 'the visitors',
    he: 'הביקורים',
    topic: 'illness',
    adviceEn:
      'Visitors mean love, and rest heals; one warm message to each group can say both: thanks for the care, that he needs rest to recover, that visits are for now by arrangement with you — short, at set hours — and that a message or a recorded greeting is just as welcome.',
    adviceHe:
      'ביקורים הם אהבה, ומנוחה מרפאת; הודעה חמה אחת לכל קבוצה יכולה לומר את שניהם: תודה על הדאגה, שהוא צריך מנוחה כדי להחלים, שבינתיים ביקורים רק בתיאום איתך — קצרים, בשעות קבועות — ושהודעה או ברכה מוקלטת משמחות בדיוק כמו ביקור.',
  },
  {
    id: 'child_in_hospital',
    match: /\b(?:(?:son|daughter|baby|child|kid|boy|girl|twins)(?:'s)? (?:is |has been |was )?(?:in (?:the )?(?:hospital|nicu|picu)|hospitali[sz]ed|admitted)|(?:nicu|picu|children'?s hospital))\b|(?:(?:הבן|הבת|התינוק|התינוקת|הילד|הילדה|בני|בתי)(?: שלי| שלנו)? (?:\S+ )?(?:מאושפז|מאושפזת|בפגייה|בטיפול נמרץ)|שניידר|פגייה|טיפול נמרץ ילדים)/i,
    en: 'your child\'s hospital stay',
    he: 'האשפוז של הילד',
    topic: 'illness',
    adviceEn:
      'When a child is in hospital for weeks, parents need shifts too: take turns sleeping at home, one full night each, let family take the siblings and the meals, and ask the ward\'s social worker about a parents\' room and help. Exhaustion is not weakness; it is the sign to hand over for a night.',
    adviceHe:
      'כשילד מאושפז שבועות, גם ההורים צריכים משמרות: להתחלף בשינה בבית, לילה שלם לכל אחד, לתת למשפחה לקחת את האחים והארוחות, ולשאול את העובדת הסוציאלית במחלקה על חדר הורים ועזרה. עייפות היא לא חולשה; היא הסימן להעביר את הלילה למישהו אחר.',
  },
  {
    id: 'long_term_care_benefits',
    match: /\b(?:long[- ]term[- ]care (?:insurance|benefit|policy)|nursing (?:care )?(?:insurance|benefit)|bituach leumi|national insurance)\b|(?:ביטוח סיעודי|ביטוח הסיעוד|גמלת סיעוד|גמלת הסיעוד|ביטוח לאומי|תלות סיעודית|מבחן תלות)/i,
    en: 'the nursing insurance and the benefit',
    he: 'ביטוח הסיעוד וגמלת הסיעוד',
    topic: 'illness',
    adviceEn:
      'Long-term-care insurance is a policy (private, or through the health fund) that pays by its own terms once a person is assessed as needing care, while the National Insurance nursing benefit (gimlat siud) is a state benefit granted after an assessment of daily needs at home, usually as hours of a carer. They can come together; the social worker at the health fund or the hospital can check which apply to her and help you file both.',
    adviceHe:
      'ביטוח סיעודי הוא פוליסה (פרטית, או דרך קופת החולים) שמשלמת לפי התנאים שלה כשנקבע שאדם זקוק לסיעוד, וגמלת סיעוד של ביטוח לאומי היא גמלה של המדינה שניתנת אחרי הערכה של הצרכים היומיומיים בבית, לרוב כשעות של מטפל. אפשר לקבל את שתיהן יחד; העובדת הסוציאלית בקופת החולים או בבית החולים יכולה לבדוק מה מגיע לה ולעזור להגיש את שתי הבקשות.',
  },
  {
    id: 'chronic_flare',
    match: /\b(?:lupus|crohn'?s|colitis|fibromyalgia|rheumatoid|multiple sclerosis|flare(?:s|d|-ups?| ups?)?|flaring|good days and bad days)\b|(?:לופוס|קרוהן|קוליטיס|פיברומיאלגיה|טרשת נפוצה|דלקת פרקים|התלקחות|התקף של המחלה|ימים טובים וימים רעים)/i,
    en: 'the flare-ups',
    he: 'ההתלקחויות של המחלה',
    topic: 'illness',
    adviceEn:
      'An illness that flares brings good days and bad days that cannot be planned; agree together on a "plan B" for bad days — who takes the children, which plans shrink or move — make plans with a flexible default, and ask her doctor what a flare means for her: energy, pain, how long it lasts. A cancelled plan is the illness, not a choice against you.',
    adviceHe:
      'מחלה שמתלקחת מביאה ימים טובים וימים רעים שאי אפשר לתכנן; כדאי להסכים יחד על "תוכנית ב" לימים הרעים — מי לוקח את הילדים, אילו תוכניות מתקצרות או זזות — לתכנן עם ברירת מחדל גמישה, ולשאול את הרופא מה התלקחות אומרת אצלה: כוח, כאב, כמה זמן זה נמשך. תוכנית שמתבטלת היא המחלה, לא בחירה נגדך.',
  },
  {
    id: 'refuses_doctor',
    match: /\b(?:(?:refuses|refused|won'?t|will not|doesn'?t want|does not want) (?:to )?(?:see|go to|visit|call) (?:a |the |his |her )?(?:doctor|gp|specialist|cardiologist)|(?:refuses|won'?t|will not) (?:to )?(?:do|have|get|go for) (?:a |the )?(?:sleep study|test|check-?up|checkup|scan|hearing test|colonoscopy|mammogram|screening)|sleep (?:study|apnea|apnoea))\b|(?:(?:מסרב|מסרבת|לא מוכן|לא מוכנה|לא רוצה) (?:ללכת |לגשת )?(?:לרופא|לבדיקה|לעשות בדיקה|לבדיקת)|דום נשימה|בדיקת שינה)/i,
    en: 'seeing a doctor',
    he: 'הבדיקה אצל הרופא',
    topic: 'illness',
    adviceEn:
      'Say once what frightens you ("I love you, and I\'m scared — I want you around for a long time"), ask for one step — one appointment, one test — offer to book it and go with him, and leave the weight, the diet and the rest for another day.',
    adviceHe:
      'כדאי לומר פעם אחת מה מפחיד ("אני {אוהב|אוהבת|אוהב} אותך ו{מפחד|מפחדת|חושש} — אני רוצה אותך כאן עוד הרבה שנים"), לבקש צעד אחד — תור אחד, בדיקה אחת — להציע לקבוע אותו וללכת יחד, ולהשאיר את השאר ליום אחר.',
  },
  {
    id: 'health_scare_waiting',
    match: /\b(?:biops(?:y|ies)|(?:found|felt) a lump|a lump|(?:the )?(?:test|scan|mri|ct|blood test|biopsy) results|waiting (?:for|on) (?:the )?results|results (?:come|came) back|benign|malignan\w*|mammogram)\b|(?:ביופסיה|גוש|תוצאות (?:ה)?(?:בדיקה|בדיקות|ביופסיה)|מחכים לתוצאות|מחכה לתוצאות|שפיר|ממאיר|ממוגרפיה)/i,
    en: 'the tests and the wait for the results',
    he: 'הבדיקות וההמתנה לתוצאות',
    topic: 'stress',
    adviceEn:
      "Waiting for results is one of the hardest stretches there is; you do not need to be strong, only present: sit with her, listen without fixing, ask whether she wants to talk or to be distracted today, say that you are afraid too and that you are in this together, and go with her on the day of the results. If the worry stays after good news — checking again and again — a doctor or a counsellor can help with that fear too.",
    adviceHe:
      'ההמתנה לתוצאות היא מהתקופות הקשות שיש; לא צריך להיות חזקים, רק להיות שם: לשבת יחד, להקשיב בלי לתקן, לשאול אותה אם היום מתאים יותר לדבר או להסיח את הדעת, לומר שגם לך מפחיד ושאתם בזה ביחד, וללכת יחד ביום התוצאות. ואם הדאגה נשארת גם אחרי בשורה טובה — בדיקות שוב ושוב — רופא או יועץ יכולים לעזור גם עם הפחד הזה.',
  },
  {
    id: 'intimacy_drift',
    match: /\b(?:(?:hardly|barely|never|no longer|doesn'?t|does not) (?:ever )?(?:approach(?:es)?|touch(?:es)?|reach(?:es)? for) me|to put it (?:delicately|gently|modestly)|(?:no|lost (?:his|her|our)?|low) (?:desire|libido|interest in intimacy)|(?:not|haven'?t been|have not been) intimate|(?:the|our) intimacy)\b|(?:לא מתקרב אליי|לא מתקרב אלי|כמעט לא מתקרב|כבר לא מתקרב|לא נוגע בי|להגיד את זה בעדינות|אם להגיד את זה בעדינות|אין בינינו קרבה|אין לנו קרבה|חוסר חשק|אין לו חשק|אין לי חשק|האינטימיות שלנו)/i,
    en: 'the closeness between you',
    he: 'הקרבה ביניכם',
    topic: 'intimacy',
    adviceEn:
      'When closeness fades, the feeling of being unwanted is real and worth saying — gently, at a calm time outside the bedroom, as "I miss you, I miss us" rather than a complaint; ask what has changed for him. Often the cause is health, medication or embarrassment, not you, and a doctor can help with that; affection without pressure (a hand held, an evening out) keeps the way back open.',
    adviceHe:
      'כשהקרבה נחלשת, התחושה של לא להיות רצויים אמיתית וראוי לומר אותה — בעדינות, בזמן רגוע ולא בחדר השינה, כ"חסר לי, אני מתגעגע{|ת|} אלינו" ולא כתלונה — ולשאול מה השתנה אצל הצד השני. לעיתים קרובות הסיבה היא בריאות, תרופות או מבוכה, לא את{ה|} — ורופא יכול לעזור בזה; חיבה בלי לחץ (יד ביד, ערב בחוץ) משאירה את הדרך חזרה פתוחה.',
  },
  {
    id: 'yelled_at_child',
    match: /\b(?:(?:yelled|screamed|shouted|snapped|lost it|lost my temper|blew up) (?:at|with) (?:my|our|the|him|her|them)(?: \w+)?|i lost it (?:with|at) (?:him|her|them|the kids?)|i (?:yelled|screamed|shouted) at (?:him|her|them))\b|(?:צעקתי על (?:ה?ילד|ה?ילדה|ה?ילדים|הבן|הבת|בני|בתי|ה?קטן|ה?קטנה|ה?תינוק|אותו|אותה|אותם)|התפרצתי על (?:ה?ילד|ה?ילדה|ה?ילדים|הבן|הבת|אותו|אותה|אותם)|איבדתי את (?:זה|העשתונות|הסבלנות) (?:על|עם) (?:ה?ילד|ה?ילדה|ה?ילדים|הבן|הבת))/i,
    requires: new RegExp(`${CHILD_NAMED.source}|\\b(?:\\d+|two|three|four|five|six)[- ]year[- ]old|\\btoddler|(?<![\\u05D0-\\u05EA])(?:ה?קטן|ה?קטנה|ה?תינוק|ה?תינוקת|בן \\d|בת \\d)(?![\\u05D0-\\u05EA])`, 'i'),
    en: 'the shouting',
    he: 'הצעקה',
    topic: 'apology',
    adviceEn:
      'Every parent loses it sometimes; what teaches a child most is the repair. Go back to him soon, get down to his eye level and keep it short and simple: "I\'m sorry I yelled. I was upset, and yelling is not okay. I love you" — a hug, and that is enough. Then plan one pause for next time (a breath, a step out of the room) rather than judging yourself as a terrible parent.',
    adviceHe:
      'כל הורה מאבד את זה לפעמים; מה שמלמד ילד יותר מכול הוא התיקון. כדאי לחזור אליו מהר, לרדת לגובה העיניים שלו ולומר משהו קצר ופשוט: "סליחה שצעקתי. כעסתי, ולצעוק זה לא בסדר. אני אוהב{|ת|} אותך" — חיבוק, וזה מספיק. ואחר כך לתכנן עצירה אחת לפעם הבאה (נשימה, לצאת לרגע מהחדר), במקום לשפוט את עצמך כהורה רע.',
  },
  {
    id: 'spouse_away_for_work',
    match: /\b(?:works? (?:abroad|overseas|in another (?:country|city))|(?:away|abroad|overseas) for (?:weeks|months)(?: at a time)?|(?:comes?|home) (?:home )?(?:for )?(?:a few days|one week|a week) (?:a|every|each) (?:month|few weeks)|(?:fly[- ]in|fifo|rotation)s?\b|deployed|on deployment)\b|(?:עובד בחו"ל|עובד בחו״ל|עובדת בחו"ל|עובד (?:ב|מ)חוץ לארץ|בפרויקט ב(?:קפריסין|חו"ל|חו״ל|אפריקה|ניגריה|אירופה)|חוזר הביתה (?:ל)?כמה ימים|חוזר פעם ב(?:חודש|שבועיים|כמה שבועות)|נוסע לשבועות|נעדר לשבועות)/i,
    en: 'the weeks apart',
    he: 'התקופות בנפרד',
    topic: 'time',
    adviceEn:
      'Living apart for work needs a rhythm of its own: a fixed daily call or video (with the children too), small shared things while he is away, and a plan for the return — a day to land, and a real role at home rather than a guest\'s — so neither the one away nor the one holding the home feels alone or replaced.',
    adviceHe:
      'חיים בנפרד בגלל עבודה צריכים קצב משלהם: שיחה או וידאו קבועים בכל יום (גם עם הילדים), דברים קטנים משותפים גם מרחוק, ותוכנית לחזרה — יום לנחות, ותפקיד אמיתי בבית ולא של אורח — כדי שלא מי שנוסע ולא מי שמחזיק את הבית ירגישו לבד או מיותרים.',
  },
  {
    id: 'new_in_town',
    match: /\b(?:(?:don'?t|do not) know (?:anyone|anybody|a soul)|(?:no|have no|haven'?t made any) friends (?:here|yet)|(?:so|very|really) lonely here|new (?:in town|to the area|to the city|to the community)|(?:no one|nobody) to (?:talk|speak) to|(?:don'?t|do not) (?:talk|speak) to (?:a single|any|another) (?:adult|grown-?up|person))\b|(?:אין לי עם מי לדבר|אין לי עם מי לדבר עברית|(?:לא|אף פעם לא) (?:מדברת|מדבר) עם אף (?:מבוגר|אחד)|לא מכירה אף אחד|לא מכיר אף אחד|לא מכירים אף אחד|אין לי (?:פה |כאן )?חברות|אין לי (?:פה |כאן )?חברים|בודדה פה|בודד פה|חדשה בעיר|חדש בעיר|חדשים בעיר)/i,
    requires: /\b(?:mov(?:e|ed|ing)|relocat\w*|aliyah|new (?:city|town|area|country|community)|here|(?:live|living) (?:in|abroad)|abroad)\b|(?:עברנו|עברתי|המעבר|מעבר|עלינו|עלייה|עיר חדשה|פה|כאן|גרים ב|גרה ב|גר ב|בחו"ל|בחו״ל)/i,
    en: 'being new in town',
    he: 'להיות חדשים בעיר',
    topic: 'loneliness',
    adviceEn:
      'Loneliness after a move is common and fair to say, even when you agreed to the move: tell him plainly what you need, and build a community on purpose — a shul or a class, volunteering, one neighbour invited for coffee — one fixed thing a week that is yours.',
    adviceHe:
      'בדידות אחרי מעבר שכיחה, ומותר לומר אותה גם כשהסכמת למעבר: כדאי לשתף את בן הזוג במה שחסר ובמה שצריך, ולבנות קהילה בכוונה — בית כנסת או שיעור, חוג, התנדבות, שכנה אחת שמזמינים לקפה — דבר אחד קבוע בשבוע שהוא שלך.',
  },
  {
    id: 'yahrzeit',
    match: /\b(?:yahrzeit|yartzeit|yortzeit|first anniversary of (?:his|her|the) (?:death|passing)|the (?:year|twelve months) of mourning)\b|(?:יארצייט|יאהרצייט|יום השנה (?:ל|של )?(?:פטירת|הפטירה|מותו|מותה)|אזכרה|שנת האבל)/i,
    en: 'the yahrzeit',
    he: 'היארצייט',
    topic: 'grief',
    adviceEn:
      'A yahrzeit can be something you do together: light a candle at home, learn a chapter of mishnayot or give tzedakah in the memory of the one you lost, visit the grave together, and gather the family to tell stories and memories — the kaddish and the customs of the day are for your rabbi.',
    adviceHe:
      'את היארצייט אפשר לעשות יחד: להדליק נר בבית, ללמוד פרק משניות או לתת צדקה לעילוי הנשמה, לעלות יחד לקבר, ולכנס את המשפחה לספר סיפורים וזיכרונות — את הקדיש ואת מנהגי היום כדאי לברר עם הרב.',
  },
  {
    id: 'medication_effects',
    match: /\b(?:(?:blood pressure|heart|cholesterol|diabetes|antidepressant|anti-depressant|ssri|psychiatric) (?:medication|medicine|pills|tablets|meds)|side[- ]effects?|antidepressants?)\b|(?:תופעות לוואי|תופעת לוואי|תרופות? (?:ל|נגד |של )(?:לחץ דם|לחץ הדם|הלב|כולסטרול|סוכרת|דיכאון|חרדה)|נוגדי דיכאון|כדורים (?:ל|נגד )(?:לחץ דם|דיכאון|חרדה))/i,
    en: 'the medication',
    he: 'התרופות',
    topic: 'intimacy',
    adviceEn:
      'Many medications — for blood pressure, the heart, mood — can lower desire or get in the way, and it is nobody\'s fault: he can ask his doctor (or a urologist) whether a change of dose or drug would help; offer to go with him, and reassure him that closeness is more than one thing.',
    adviceHe:
      'תרופות רבות — ללחץ דם, ללב, למצב הרוח — יכולות להחליש את החשק או להפריע, וזו לא אשמתו של אף אחד: אפשר לשאול את הרופא (או אורולוג) אם שינוי של מינון או של תרופה יעזור, להציע ללכת יחד, ולהרגיע שקרבה היא יותר מדבר אחד.',
  },
  {
    // Answers round M2: a mother-in-law who calls every day to remark on how the children are raised.
    id: 'inlaw_parenting_remarks',
    match: /\b(?:comments?|remarks?|criticis\w*|criticiz\w*|second-guess\w*|undermin\w*) (?:on |about )?(?:how (?:i|we) (?:raise|parent|feed|dress)|my parenting|our parenting|the way (?:i|we) (?:raise|parent))\b|(?:מעירה|מעיר|מבקרת|מבקר|הערות) על (?:איך ש|הדרך ש)?(?:אני|אנחנו) (?:מחנכת|מחנך|מחנכים|מגדלת|מגדלים)|(?:מעירה|מבקרת) על החינוך/i,
    requires: /\b(?:mother-in-law|father-in-law|in-laws?|mil|his (?:mother|parents)|her (?:mother|parents)|my (?:mother|parents))\b|(?:חמותי|חמי|החמות|חותנתי|ההורים שלו|ההורים שלה|אמא שלו|אמא שלה|אמא שלי)/i,
    en: 'the remarks about how you raise the children',
    he: 'ההערות על החינוך',
    topic: 'in_laws',
    adviceEn:
      'Remarks about how you raise your children need a boundary you set as a couple: agree together on one calm sentence — "Thank you, we have thought about it, and this is what works for us" — let her own son say it to her, and decide together how often the daily calls need to be.',
    adviceHe:
      'הערות על הדרך שבה מגדלים את הילדים צריכות גבול שמציבים כזוג: כדאי להסכים יחד על משפט רגוע אחד — "תודה, חשבנו על זה, וכך מתאים לנו" — שהבן שלה יאמר לה בעצמו, ולהחליט יחד באיזו תדירות השיחות היומיות באמת צריכות להיות.',
  },
  {
    // Answers round M2: thirty at the seder, and every year the same tension over who does what.
    id: 'hosting_the_family',
    match: /\b(?:host(?:ing)? (?:the )?(?:seder|whole family|entire family|both families|family for (?:pesach|passover|the seder|yom tov|the chag|rosh hashana\w*))|(?:first )?(?:pesach|passover|seder|sukkot|rosh hashana\w*) (?:we'?re |we are )?hosting|seder for (?:\d+|thirty|twenty|forty|the whole family|both families))\b|ליל הסדר אצלנו|ליל סדר לשתי המשפחות|(?:מארחים את (?:ליל )?הסדר|מארחת את (?:ליל )?הסדר|ליל הסדר לכל המשפחה|לארח את כל המשפחה|מארחים את כל המשפחה|מארחת את כל המשפחה)/i,
    en: 'hosting the whole family',
    he: 'האירוח של כל המשפחה',
    topic: 'chores',
    adviceEn:
      'A big family meal goes better with the jobs divided in advance: a shared list of dishes and tasks, each family taking one course or one job (the table, the children\'s corner, the washing up), written where everyone sees it, and the hosts deciding only what is theirs to decide. At a seder, choose a Haggadah everyone can follow, and agree beforehand which parts are read in full and where the children and the questions get their time.',
    adviceHe:
      'ארוחה משפחתית גדולה עוברת טוב יותר כשהחלוקה נעשית מראש: רשימה משותפת של מנות ומשימות, כל משפחה אחראית על מנה אחת או על תפקיד אחד (השולחן, פינת הילדים, הכלים), כתוב במקום שכולם רואים, והמארחים מחליטים רק על מה שבאמת שלהם להחליט. בליל הסדר כדאי לבחור הגדה שכולם יכולים לעקוב אחריה, ולהסכים מראש מה קוראים במלואו ואיפה הילדים והשאלות מקבלים את הזמן שלהם.',
  },
  {
    // Answers round S5: a first seder of their own, just the two of them, and neither has led one.
    id: 'a_seder_of_our_own',
    match: /\b(?:(?:our|a) (?:first |own )+seder|seder (?:just |alone |by ourselves )*(?:the two of us|(?:just )?us two|alone|by ourselves)|(?:never|first time) (?:\w+ ){0,2}(?:led|leading|lead|run|running|ran) (?:a |the )?seder)\b|(?:ליל (?:ה)?סדר (?:לבד|רק שנינו|זוגי|משלנו)|(?:ניהל|ניהלה|ניהלנו|לנהל|מנהל|מנהלת) (?:את )?(?:ליל )?(?:ה)?סדר|סדר ראשון משלנו)/i,
    en: 'a seder of your own',
    he: 'ליל סדר משלכם',
    topic: 'shabbat_home',
    adviceEn:
      'A seder for two can be intimate rather than small: choose one Haggadah with a commentary you both like, divide the reading between you, and keep a question or two of your own for each step — what slavery and freedom mean for you this year. Ask the Four Questions to each other; there is a long custom that even a couple alone, or one person alone, asks them aloud.',
    adviceHe:
      'ליל סדר לשניים יכול להיות אינטימי ולא קטן: כדאי לבחור הגדה אחת עם פירוש ששניכם אוהבים, לחלק ביניכם את הקריאה, ולהכין לכל שלב שאלה משלכם — מה עבדות וחירות אומרות לכם השנה. את "מה נשתנה" אפשר לשאול זה את זה; נהוג שגם זוג לבדו, ואפילו אדם לבדו, שואל בקול.',
  },
  {
    // Answers round S5: a husband of 72 who no longer hears well and will not be tested, the
    // television at full volume, every sentence said three times — a couple that only shouts.
    id: 'hearing_loss',
    match: /\b(?:hard of hearing|(?:doesn'?t|does not|can'?t|cannot|no longer|not) hear(?:ing)? (?:well|properly|me|anything|a thing)|hearing (?:aids?|loss|test|problem)|(?:going|gone|getting) deaf|audiolog\w*)\b|(?:כבד שמיעה|כבדת שמיעה|לא שומע טוב|לא שומעת טוב|מכשיר שמיעה|מכשירי שמיעה|בדיקת שמיעה|ירידה בשמיעה|בעיית שמיעה|בעיה בשמיעה|מתחיל להתחרש|מתחרש|מתחרשת)/i,
    en: 'the hearing',
    he: 'השמיעה',
    topic: 'stress',
    adviceEn:
      'Hearing that fades slowly turns a marriage into repetition and raised voices, and the one who hears less often feels it as nagging rather than as a problem of his ears. Speak of what you both lose — the conversations at dinner, the jokes — not of his hearing; suggest a hearing test with an audiologist or an ear doctor as something ordinary at this age, perhaps one you both take together, and meanwhile face each other when you talk, turn the television down or on subtitles, and talk in a quiet room.',
    adviceHe:
      'שמיעה שנחלשת לאט הופכת זוגיות לחזרות ולקולות מורמים, ומי ששומע פחות חווה את זה לרוב כנדנוד ולא כבעיה באוזניים. כדאי לדבר על מה ששניכם מפסידים — השיחות בארוחה, הבדיחות — ולא על השמיעה שלו; להציע בדיקת שמיעה אצל רופא אף אוזן גרון או קלינאית תקשורת כדבר רגיל בגיל הזה, אולי כזו ששניכם עושים יחד, ובינתיים לדבר פנים אל פנים, להנמיך את הטלוויזיה או להפעיל כתוביות, ולשוחח בחדר שקט.',
  },
  {
    id: 'asleep_at_bedtime',
    match: /\b(?:falls? asleep (?:with|putting|in) (?:the )?(?:kids|children|boys|girls|him|her|them|their (?:bed|room))|(?:asleep|sleeping) (?:in the kids'? (?:room|bed)|with the kids))\b|(?:נרדם איתם|נרדמת איתם|נרדם עם הילדים|נרדמת עם הילדים|נרדם אצל הילדים|נרדם בהשכבה|נרדם כשהוא משכיב|נרדם במיטה של)/i,
    en: 'falling asleep at bedtime',
    he: 'ההירדמות בהשכבה',
    topic: 'time',
    adviceEn:
      'Falling asleep at bedtime is usually exhaustion, not a choice; say that you miss your evenings rather than blame him, and agree on something practical: an alarm on his phone twenty minutes in, a fixed time you meet in the living room, or taking turns with bedtime so one of you is always awake.',
    adviceHe:
      'להירדם בהשכבה זו בדרך כלל עייפות ולא בחירה; כדאי לדבר על זה ולהגיד שחסרים לך הערבים שלכם, בלי להאשים, ולהסכים על משהו מעשי: שעון מעורר בטלפון אחרי עשרים דקות, שעה קבועה שבה נפגשים בסלון, או להתחלף בהשכבה כך שאחד מכם תמיד נשאר ער.',
  },
  // Round J of the answers (2026-12-01), first in the list because they are the most specific (the
  // answer speaks to the first two things named): situations a family counsellor meets often that no thing
  // knew, so the answer echoed the story and gave the topic's generic lines (a father's failing
  // memory at the wheel, a spouse's change in observance, a relative who came for weeks and stayed
  // months, a family business, a child with special needs and the siblings beside…).
  {
    // Answers round L2: a mother three weeks after a birth, alone all day, barely sleeping and crying
    // a lot, was answered about work hours — the thing a counsellor names first is postpartum mood.
    id: 'postpartum_mood',
    match: /\b(?:cry(?:ing)?|cries|cried|tears|tearful|sad|sadness|low|down|numb|hopeless|overwhelmed|barely sleep\w*|not sleeping|can'?t sleep|(?:don'?t|doesn'?t) feel like (?:myself|herself)|not (?:myself|herself)|anxious|anxiety|alone all day)\b|(?:בוכה|בוכות|בכי|בכתה|עצובה|עצבות|מדוכדכת|מוצפת|לא ישנה|בקושי ישנה|לא מצליחה לישון|חרדה|חרדות|לא מרגישה את עצמי|לבד כל היום)/i,
    requires:
      /\b(?:newborn|new baby|postpartum|post-partum|after (?:the )?birth|since the birth|gave birth|(?:baby|son|daughter|twins|girl|boy)(?:'s| is| are) (?:only |just )?(?:\w+|\d+) (?:days?|weeks?) old|(?:was|were) born (?:\w+ )?(?:days?|weeks?|months?) ago|just had (?:a|our|the|my) (?:baby|son|daughter|twins)|maternity leave|night feeds?|breastfeed\w*)\b|(?:אחרי הלידה|מאז הלידה|ילדתי|נולד(?:ה)? לפני|חופשת לידה|הנקה|מניקה|האכלות לילה|(?:התינוק|התינוקת|הבן|הבת|התאומים)(?: \S+)? (?:בן|בת|בני) (?:\S+ )?(?:שבוע|שבועיים|שבועות|ימים|יומיים))/i,
    en: 'the weeks since the birth',
    he: 'השבועות מאז הלידה',
    topic: 'stress',
    adviceEn:
      "Crying, not sleeping even when the baby sleeps, and feeling alone in the first weeks after a birth are common — and when they last beyond two weeks or grow heavier, they can be postpartum depression, which is treatable and nobody's fault: tell the doctor, the midwife or the baby clinic's nurse, and let the other parent take a real share of the nights and the evenings.",
    adviceHe:
      'בכי, קושי לישון גם כשהתינוק ישן ותחושת בדידות בשבועות שאחרי לידה שכיחים — וכשהם נמשכים יותר משבועיים או הולכים ומכבידים, זה יכול להיות דיכאון אחרי לידה, שמטופל היטב ואינו אשמתו של אף אחד: כדאי לספר לרופאה, למיילדת או לאחות בטיפת חלב, ושההורה השני ייקח חלק אמיתי בלילות ובערבים.',
  },
  // Answers round S38 (infertility and after): a husband "finally pregnant after IVF … but numb, I
  // can't get excited"; a wife at week 9 after two losses who does not let herself be glad.
  {
    id: 'numb_after_long_wait',
    match: /\b(?:(?:i )?feel (?:so |kind of |just )?numb|can'?t (?:get|feel) (?:excited|happy|joy)|(?:not|can'?t|cannot) let myself (?:be|feel|get) (?:excited|happy|attached|hopeful)|afraid to (?:hope|get attached|be happy|get excited))\b|(?:לא (?:מצליח|מצליחה) להתרגש|לא (?:מרשה|מרשים) לעצמ(?:י|נו) לשמוח|לא (?:מעז|מעזה) לשמוח|(?:מפחד|מפחדת) (?:לשמוח|לקוות|להתרגש)|(?:מרגיש|מרגישה) קהה|קהות)/i,
    // (A pregnancy or its treatment named: numb after a father's death is grief, not this.)
    requires: /\b(?:pregnan\w*|ivf|iui|fertility treatments?|miscarriage\w*|expecting|trying for a baby)\b|(?:בהריון|בהיריון|טיפולי פוריות|הפלות|הפלה|הריון|היריון|שבוע \d+)/i,
    en: 'the numbness after the long wait',
    he: 'הקושי לשמוח אחרי ההמתנה הארוכה',
    topic: 'infertility',
    adviceEn:
      "Feeling numb, or unable to get excited, after years of treatment or a loss is common and normal: it is how a heart protects itself after being hurt before, not a sign that you love less or will be a worse parent. Say it to each other plainly — \"I'm afraid to hope\" — so the quiet is not read as not caring; let the gladness come in small steps (a scan, a list of names, one thing bought), and if it stays heavy, a counsellor who knows pregnancy after loss can help.",
    adviceHe:
      'תחושת קהות, או קושי להתרגש, אחרי שנים של טיפולים או אחרי אובדן היא שכיחה וטבעית: כך הלב מגן על עצמו אחרי שנפגע בעבר, ואין בה סימן שאוהבים פחות או שתהיו הורים פחות טובים. כדאי לומר את זה זה לזה בפשטות — "אני מפחד לקוות" — כדי שהשקט לא ייקרא כחוסר אכפתיות; לתת לשמחה להגיע בצעדים קטנים (סקירה, רשימת שמות, דבר אחד שקונים), ואם זה נשאר כבד, יועץ או יועצת שמכירים היריון אחרי אובדן יכולים לעזור.',
  },
  // Answers round S38: "after two years of sex by the calendar we don't remember what it's like just
  // for fun" — closeness given back to the couple after treatment.
  {
    id: 'intimacy_by_the_calendar',
    match: /\b(?:(?:sex|intimacy|it) (?:by|on) (?:a |the )?(?:schedule|calendar|clock)|(?:timed|scheduled) (?:sex|intercourse|intimacy)|around (?:my |her )?ovulation|baby[- ]making (?:sex|nights?)|(?:feels? like|become|became) (?:a )?(?:chore|homework|a job|an assignment))\b|(?:יחסים לפי (?:לוח זמנים|לוח|השעון|הביוץ|התאריכים)|לפי הביוץ|יחסים מתוזמנים|(?:הפך|הפכו|נהיה|נהיו) (?:ל)?(?:מטלה|משימה|שיעורי בית))/i,
    requires: /\b(?:ivf|iui|fertility|treatments?|ovulat\w*|trying (?:for|to conceive)|ttc|sex|intimacy)\b|(?:טיפולים|טיפולי פוריות|הפריה|ביוץ|להיכנס להריון|יחסים)/i,
    en: 'closeness by the calendar',
    he: 'הקרבה לפי לוח הזמנים',
    topic: 'intimacy',
    adviceEn:
      'After months or years of closeness by the calendar, it is common to forget it was ever for the two of you. Give it back to the couple on purpose: evenings together that are about nothing but you — a date, a walk, cooking together — touch without any goal, and for a while no talk of treatment or dates in bed. Laughing together counts too; lightness returns through time spent as a couple, not by trying harder.',
    adviceHe:
      'אחרי חודשים או שנים של יחסים לפי לוח זמנים, שכיח לשכוח שזה היה פעם רק בשביל שניכם. כדאי להחזיר את זה לזוג בכוונה: ערבים יחד שהם רק שלכם — דייט, הליכה, לבשל יחד — מגע בלי שום מטרה, ולזמן מה בלי דיבור על טיפולים או תאריכים במיטה. גם לצחוק יחד נחשב; הקלילות חוזרת דרך זמן כזוג, ולא דרך להתאמץ יותר.',
  },
  // Answers round S36 (a spouse or parent chronically ill), on first sight: a child of 12 or 14 who
  // dresses a parent or runs the house during a flare — help that fits the age, not a job.
  {
    id: 'young_carer',
    match: /\b(?:too much (?:responsibility|for (?:a|her|him|them|one) (?:child|kid|girl|boy|teen\w*))|too much (?:\w+ ){0,4}for (?:her|his|their) age|(?:helps?|helping) (?:his|her|their) (?:father|mother|dad|mom|mum|abba|ima|parent) (?:get dressed|dress|bathe|shower|eat|into bed|out of bed|with (?:the )?(?:meds|medication|pills))|(?:makes|cooks) (?:the )?dinner[^.?!]{0,40}\b(?:laundry|dishes|shopping))\b|(?:יותר מדי אחריות|אחריות (?:גדולה )?מדי|(?:יותר מדי|הרבה מדי|כבד מדי)[^.?!]{0,30}(?:בגילו|בגילה|בגיל שלו|בגיל שלה|לגילו|לגילה)|(?:עוזר|עוזרת) ל(?:אבא|אמא)(?: שלו| שלה)? (?:להתלבש|להתקלח|לאכול|לקום|לשכב|עם התרופות))/i,
    requires: /\b(?:sick|ill|illness|lupus|ms|multiple sclerosis|flares?|accident|stroke|wheelchair|disab\w*|chronic\w*|cancer|chemo\w*|dialysis|parkinson\w*|pain)\b|(?:חולה|מחלה|מחלת|תאונה|התלקחות|שבץ|כיסא גלגלים|נכות|כרונית|סרטן|כימו|דיאליזה|פרקינסון|כאבים)/i,
    en: 'the help your child gives',
    he: 'העזרה של הילד בבית',
    topic: 'illness',
    adviceEn:
      'Children helping at home when a parent is ill can be good for them — it gives them a real part and something to be proud of — as long as it stays help and not the job. Keep to tasks that fit their age, let them choose some of what they do, and protect whole parts of the day that are only theirs: friends, school, fun and rest. Thank them, tell them plainly that the grown-ups are responsible for the house, and find adult help for the heavy parts, personal care above all; their school counsellor can keep a quiet eye too.',
    adviceHe:
      'עזרה של ילדים בבית כשהורה חולה יכולה להיות טובה בשבילם — היא נותנת להם חלק אמיתי ומשהו להיות גאים בו — כל עוד היא נשארת עזרה ולא תפקיד. כדאי להשאיר משימות שמתאימות לגיל, לתת להם לבחור חלק ממה שהם עושים, ולשמור על חלקים שלמים ביום שהם רק שלהם: חברים, בית ספר, משחק ומנוחה. כדאי להודות להם, לומר בפשטות שהאחריות על הבית היא של המבוגרים, ולמצוא עזרה של מבוגרים לחלקים הכבדים, בעיקר לטיפול האישי; גם היועצת בבית הספר יכולה לשים עין בשקט.',
  },
  // Answers round S36: a father with dementia who asks every evening where his late wife is, and
  // grieves anew each time he is told.
  {
    id: 'dementia_asks_for_the_dead',
    match: /\b(?:(?:doesn'?t|does not|can'?t|cannot|won'?t) remember (?:that )?(?:my |our |his |her )?(?:mother|mom|mum|father|dad|wife|husband|grandma|grandpa) (?:died|passed|is (?:dead|gone))|asks? (?:for|about|where) (?:my |our |his |her )?(?:mother|mom|mum|father|dad|wife|husband|grandma|grandpa)\b[^.?!]{0,60}\b(?:died|passed|gone|dead)|(?:grieves?|mourns?) (?:all over )?again (?:every|each) time)\b|(?:לא (?:זוכר|זוכרת) ש(?:אמא|אבא|אשתו|בעלה|סבתא|סבא)(?: שלי)? (?:נפטר|נפטרה|מת|מתה)|(?:שואל|שואלת) איפה (?:היא|הוא|אמא|אבא|אשתו|בעלה)|(?:מתאבל|מתאבלת) מחדש)/i,
    requires: /\b(?:dementia|alzheimer\w*|memory)\b|(?:דמנציה|אלצהיימר|שכחה|זיכרון)/i,
    en: 'the question that keeps coming back',
    he: 'השאלה שחוזרת כל ערב',
    topic: 'illness',
    adviceEn:
      'When a parent with dementia asks for someone who has died, hearing the news again brings the grief back each time as if for the first time. Many dementia specialists suggest answering the feeling rather than the fact: "You miss her — tell me about her", a photo, a story, a song she loved, and then gently turning to something else. That is not deceiving him; it spares him a loss he cannot hold on to. Agree on one way with your siblings, and if the question of truth troubles any of you, bring it to his doctor and to a rabbi.',
    adviceHe:
      'כשהורה עם דמנציה שואל על מי שנפטר, לשמוע את הבשורה שוב מחזיר את הצער בכל פעם כאילו היא חדשה. אנשי מקצוע רבים בתחום ממליצים לענות לרגש ולא לעובדה: "אתה מתגעגע אליה — ספר לי עליה", תמונה, סיפור, שיר שהיא אהבה, ואז לעבור בעדינות לדבר אחר. זה לא לשקר לו; זה לחסוך ממנו אובדן שהוא לא יכול להחזיק. כדאי להסכים עם האחים על דרך אחת, ואם שאלת האמת מטרידה מישהו מכם, אפשר להביא אותה לרופא שלו ולרב.',
  },
  // Answers round S36: grandchildren who giggle at, imitate or fear a grandfather with dementia.
  {
    id: 'dementia_explained_to_children',
    match: /\b(?:kids|children|grandchildren|grandkids|youngest|son|daughter|boys|girls)\b[^.?!]{0,60}\b(?:giggl\w*|laugh\w*|imitat\w*|mock\w*|making fun|scared|afraid|frightened)\b|(?:הילדים|הנכדים|הקטנה|הקטן|הבן|הבת|הבנים|הבנות)[^.?!]{0,60}(?:צוחקים|צחקו|מחקים|חיקו|לועגים|מפחד|מפחדת|מפחדים|נבהל|נבהלה)/i,
    requires: /\b(?:dementia|alzheimer\w*)\b|(?:דמנציה|אלצהיימר)/i,
    en: 'explaining the illness to the children',
    he: 'להסביר לילדים את המחלה',
    topic: 'illness',
    adviceEn:
      'Children laugh or get frightened when they do not understand what they see. Explain it simply, at their level: Saba has an illness in his brain that makes him forget and sometimes get upset; it is not his fault, it is not about them, and he still loves them. Then give them something to do with him — a song, a photo album, a simple game — so respect grows out of closeness rather than a telling-off; and if he shouts, tell the little ones it was the illness talking, and let them keep a little distance for a while.',
    adviceHe:
      'ילדים צוחקים או נבהלים כשהם לא מבינים מה שהם רואים. כדאי להסביר בפשטות, בגובה העיניים: לסבא יש מחלה במוח שגורמת לו לשכוח ולפעמים לכעוס; זו לא אשמתו, זה לא בגללם, והוא עדיין אוהב אותם. ואז לתת להם משהו לעשות איתו — שיר, אלבום תמונות, משחק פשוט — כדי שהכבוד יגדל מתוך קרבה ולא מתוך נזיפה; ואם הוא צועק, לומר לקטנים שזו המחלה שדיברה, ולתת להם לשמור קצת מרחק לזמן מה.',
  },
  // Answers round S36: closeness that stopped after Parkinson's, a heart attack or a mastectomy, and
  // neither spouse says a word.
  {
    id: 'intimacy_after_illness',
    match: /\b(?:physical life|intimacy|intimate|sex(?: life)?|making love|our closeness|physical closeness|be close (?:again|to (?:him|her)))\b|(?:(?:נמנע|נמנעת|נמנעים) מיחסים|חיי (?:ה)?(?:מין|אישות)|אינטימיות|קרבה פיזית|הקרבה הפיזית|לקרבה שלנו|הקרבה שלנו)/i,
    requires: /\b(?:parkinson\w*|heart attack|cardiac|stroke|cancer|mastectomy|chemo\w*|surgery|multiple sclerosis|diabetes|diagnos\w*|tremor|chronic pain|his illness|her illness)\b|(?:התקף לב|התקף הלב|אירוע לבבי|פרקינסון|שבץ|סרטן|כריתת שד|כימו|ניתוח|טרשת|סוכרת|אבחנה|המחלה שלו|המחלה שלה)/i,
    replaces: ['intimacy_drift'],
    en: 'the closeness you miss',
    he: 'הקרבה שחסרה לך',
    topic: 'intimacy',
    adviceEn:
      'After an illness like this, closeness often stops without anyone deciding it — from pain, fatigue, medication or fear — and both of you stay silent to protect the other. Bring it up gently, at a calm time and outside the bedroom, as missing the closeness rather than a complaint: "I miss being close to you; can we talk about it?" The doctor who treats the illness (the neurologist, the cardiologist, the surgeon) can say what is safe and whether the medication plays a part — many couples hear that more is possible than they feared — and closeness can begin again with touch and time together, without pressure.',
    adviceHe:
      'אחרי מחלה כזאת, הקרבה נעצרת פעמים רבות בלי שמישהו החליט — מכאב, מעייפות, מתרופות או מפחד — ושניכם שותקים כדי לשמור זה על זה. כדאי לפתוח את הנושא בעדינות, בזמן רגוע ומחוץ לחדר השינה, כגעגוע ולא כתלונה: "חסרה לי הקרבה שלנו; אפשר שנדבר על זה?" הרופא (הקרדיולוג, הנוירולוג) יכול לומר מה בטוח והאם התרופות משפיעות — זוגות רבים שומעים שאפשר יותר ממה שחששו — והקרבה יכולה להתחיל שוב במגע ובזמן יחד, בלי לחץ.',
  },
  // Answers round S36: a husband whose wife moved into a care facility because he could no longer
  // lift her, who comes home to an empty house and feels he abandoned her.
  {
    id: 'spouse_in_care',
    match: /\b(?:(?:moved|placed|put) (?:her|him) (?:in|into)|moved into|(?:is|lives?) now in|went into) (?:a |the )?(?:care (?:home|facility)|nursing (?:home|facility)|assisted living|hospice|residential care|facility)\b|\b(?:feel|felt) (?:like )?i (?:abandoned|left|gave up on) (?:her|him)\b|(?:עבר(?:ה)? ל(?:בית אבות|מוסד|מחלקה סיעודית|דיור מוגן|הוספיס)|(?:במוסד|בבית אבות|במחלקה סיעודית) (?:מאז|כבר)|(?:נטשתי|זנחתי) אות(?:ה|ו))/i,
    requires: /\b(?:my (?:wife|husband)|wife|husband)\b|(?:אשתי|בעלי)/i,
    unless: /^[\s\S]*\b(?:my|our) (?:father|mother|dad|mom|mum|parents?|grand(?:ma|pa|mother|father)|(?:father|mother)-in-law)\b[\s\S]*$|^[\s\S]*(?:אבא שלי|אמא שלי|אבי|אמי|ההורים שלי|סבא|סבתא|חמי|חמותי)[\s\S]*$/i,
    replaces: ['chronic_flare'],
    en: 'the move into care',
    he: 'המעבר למקום מטפל',
    topic: 'illness',
    leadsTopic: true,
    adviceEn:
      'Moving your wife into care because you could no longer keep her safe at home is not abandoning her; it is another way of caring for her, and the guilt you feel comes from love. Your place in her life goes on: you are still her husband, the one who visits, holds her hand and brings home with you — a photo, music, her favourite food. When she asks to come home, answer the feeling ("you miss home; I miss you too") rather than the request. The empty house is a loss of its own, so let people in, and give yourself time to grieve the life you shared there.',
    adviceHe:
      'מעבר של אשתך למקום מטפל כי כבר לא יכולת לשמור עליה בבית אינו נטישה; זו דרך אחרת לדאוג לה, והאשמה שאתה מרגיש באה מאהבה. המקום שלך בחייה ממשיך: אתה עדיין בעלה, זה שמבקר, מחזיק את היד ומביא איתו את הבית — תמונה, מוזיקה, האוכל שהיא אוהבת. כשהיא מבקשת לחזור הביתה, כדאי לענות לרגש ("את מתגעגעת הביתה; גם אני מתגעגע אלייך") ולא לבקשה. גם הבית הריק הוא אובדן בפני עצמו, אז כדאי להכניס אנשים, ולתת לעצמך זמן להתאבל על החיים שחלקתם שם.',
  },
  // Answers round S36: grief for a spouse who is still alive (early-onset Alzheimer's, ALS, a stroke)
  // — a name forgotten, the person one married slipping away.
  {
    id: 'grief_while_alive',
    match: /\b(?:called me (?:by )?(?:his|her) (?:\w+'?s )?name|(?:isn'?t|is not|no longer) the (?:man|woman|person) i married|(?:lost|losing) (?:him|her) (?:while|and) (?:he|she)(?:'s| is) still (?:here|alive)|miss (?:him|her) (?:even though|while|and) (?:he|she)(?:'s| is) (?:right )?(?:here|next to me|beside me))\b|(?:כבר לא (?:האיש|האישה|הבן אדם) ש(?:התחתנתי איתו|התחתנתי איתה|התחתנתי)|קרא לי בשם של|קראה לי בשם של|מתגעגע(?:ת)? (?:אליו|אליה) (?:והוא|והיא|כשהוא|כשהיא) (?:לידי|כאן|פה)|(?:יושב|יושבת) לידה ו(?:בוכה|בוכה בשקט)|(?:יושב|יושבת) לידו ו(?:בוכה|בוכה בשקט))/i,
    requires: /\b(?:dementia|alzheimer\w*|als|stroke|parkinson\w*|brain injury|huntington\w*)\b|(?:דמנציה|אלצהיימר|ALS|שבץ|פרקינסון|פגיעה מוחית)/i,
    en: 'grieving someone who is still here',
    he: 'האבל על מי שעדיין כאן',
    topic: 'grief',
    adviceEn:
      'What you are living through has a name: grief for someone who is still alive. Each small loss — a name, a memory, a way of looking at you — is a real loss, and mourning it does not mean you have given up on him. You do not need a plan today; you need room to feel it, and one or two people who understand without explanations — a friend, or a support group for spouses going through the same illness.',
    adviceHe:
      'למה שאתה עובר יש שם: אבל על מי שעדיין חי. כל אובדן קטן — שם, זיכרון, מבט שהיה פעם — הוא אובדן אמיתי, וכאב עליו לא אומר שוויתרת. לא צריך תוכנית היום; צריך מקום להרגיש את זה, ואדם או שניים שמבינים בלי הסברים — חבר קרוב, או קבוצת תמיכה לבני זוג שעוברים את אותה מחלה.',
  },
  // Answers round S33: a wife whose husband of 76 "started forgetting … left the gas on", frightened
  // and telling no one — the parent's memory thing needs a parent named; a spouse's needs its own.
  {
    id: 'spouse_memory',
    match: /\b(?:dementia|alzheimer\w*|cognitive impairment|mci|(?:his|her) memory|memory (?:problems?|loss|is going|is slipping)|(?:started|starting|keeps?) forgetting|forgets? (?:things|everything|names|what)|asks? (?:me )?the same (?:question|thing) (?:again|over|three|twice)|(?:left|leaves|leaving) the (?:gas|stove|oven|burner|water) (?:on|running))\b|(?:דמנציה|אלצהיימר|שכחה|(?:התחיל|התחילה|מתחיל|מתחילה) לשכוח|שוכח (?:דברים|הכול|הכל|שמות)|שוכחת (?:דברים|הכול|הכל|שמות)|הזיכרון שלו|הזיכרון שלה|ירידה (?:ב|קוגניטיבית)|השאיר את הגז|השאירה את הגז|שואל (?:אותי )?(?:שוב ושוב|שלוש פעמים|פעמיים)|שואלת (?:אותי )?(?:שוב ושוב|שלוש פעמים|פעמיים))/i,
    requires: /\b(?:my (?:husband|wife)|husband|wife)\b|(?:בעלי|אשתי|בעלך|אשתך|בן הזוג|בת הזוג)/i,
    en: 'the memory changes',
    he: 'השינויים בזיכרון',
    topic: 'illness',
    leadsTopic: true,
    // (A parent's memory named beside the spouse is the parent's thing: "my father keeps forgetting…
    // and my husband says I'm overreacting".)
    unless: /^[\s\S]*\b(?:my|our|his|her) (?:father|mother|dad|mom|mum|parents?|grand(?:ma|pa|mother|father)|(?:father|mother)-in-law)\b[\s\S]*$|^[\s\S]*(?:אבא שלי|אמא שלי|אבי|אמי|ההורים שלי|סבא|סבתא|חמי|חמותי)[\s\S]*$/i,
    adviceEn:
      'When a husband\'s or wife\'s memory starts to slip, a check with the family doctor comes first, and from there a neurologist or a geriatrician: some causes are treatable, and knowing lets you plan together while both of you can take part. Meanwhile make the home safe (the gas, the car), and do not carry it alone: tell one person you trust.',
    adviceHe:
      'כשהזיכרון של בן או בת הזוג מתחיל להשתנות, הצעד הראשון הוא בדיקה אצל רופא המשפחה, ומשם אצל נוירולוג או גריאטר: לחלק מהסיבות יש טיפול, והידיעה מאפשרת לתכנן יחד כל עוד שניכם יכולים לקחת בזה חלק. בינתיים כדאי לדאוג לבטיחות בבית (הגז, הרכב), ולא לשאת את זה לבד: לספר לאדם אחד שסומכים עליו.',
  },
  // Answers round S33: "Since Michael retired … he sleeps until ten, watches the news all day and says
  // he's 'useless now'": low for weeks after retirement is more than a new routine.
  {
    id: 'low_after_retirement',
    match: /\b(?:useless|no purpose|(?:sleeps?|sleeping) (?:until|till|in until) (?:ten|eleven|noon|\d+)|(?:doesn'?t|won'?t|barely) (?:get|gets) (?:out of|dressed)|(?:in|out of) (?:his|her) (?:pajamas|pyjamas)|(?:lost|losing) interest|what'?s the point of getting up|nothing to get up for|feels? (?:useless|unneeded|invisible))\b|(?:מיותר|מיותרת|בשביל מה לקום|לא יוצא מה?פיג'?מה|לא יוצאת מה?פיג'?מה|ישן עד|ישנה עד|אין לו (?:בשביל מה|טעם)|אין לה (?:בשביל מה|טעם)|איבד (?:עניין|את הטעם)|איבדה (?:עניין|את הטעם))/i,
    requires: /\b(?:retire\w*|pension|closed (?:his|her|the) (?:shop|store|business|practice|office))\b|(?:פנסיה|פרש|פרשה|גמלאות|סגר את (?:ה)?(?:חנות|עסק|משרד)|סגרה את (?:ה)?(?:חנות|עסק|משרד))/i,
    en: 'how low he has been since retiring',
    he: 'המצב הרוח מאז הפרישה',
    topic: 'partner_struggling',
    leadsTopic: true,
    replaces: ['retirement'],
    adviceEn:
      'Sleeping late, dropping what he loved and calling himself useless for weeks after retiring can be depression, not only a new routine: a visit to the family doctor is a good first step. Meanwhile, one role with a fixed hour outside the house — a shiur, volunteering, teaching what he knows — gives back the sense of being needed.',
    adviceHe:
      'שינה עד מאוחר, ויתור על מה שאהב ותחושה של "מיותר" במשך שבועות אחרי פרישה יכולים להיות דיכאון ולא רק שגרה חדשה: ביקור אצל רופא המשפחה הוא צעד ראשון טוב. בינתיים, תפקיד אחד עם שעה קבועה מחוץ לבית — שיעור, התנדבות, ללמד את מה שהוא יודע — מחזיר את התחושה שצריכים אותו.',
  },
  {
    id: 'parent_memory_driving',
    match: /\b(?:dementia|alzheimer\w*|(?:his|her) memory|memory (?:problems?|loss|is going|is slipping)|forg(?:ot|ets|etting) (?:the way|how to get home|where (?:he|she) (?:parked|lives|was going))|got lost (?:driving|coming home|on the way)|(?:left|leaves|leaving) the (?:gas|stove|oven|burner|water) (?:on|running)|forg(?:ot|ets|etting) to turn off the (?:gas|stove|oven)|(?:stop|give up|giving up|stopping) (?:driving|the car keys|(?:his|her) (?:car )?keys)|(?:take|taking) (?:away )?(?:his|her) (?:car )?keys)\b|(?:דמנציה|אלצהיימר|(?:השאיר|השאירה|שכח|שכחה|משאיר|משאירה) את (?:ה)?(?:גז|כיריים|תנור) (?:דולק|פתוח|דלוק)|שכח איך|שכחה איך|הלך לאיבוד|הלכה לאיבוד|להפסיק לנהוג|יפסיק לנהוג|תפסיק לנהוג|לוותר על המפתחות|המפתחות של האוטו|בעיות זיכרון|בעיות בזיכרון|הזיכרון שלו|הזיכרון שלה)/i,
    requires: /\b(?:dad|father|mom|mother|parents?|grand(?:ma|pa|mother|father)|(?:father|mother)-in-law)\b|(?:אבא|אמא|אבי|אמי|ההורים|סבא|סבתא|חמי|חמותי|חמותך)/i,
    en: 'the memory lapses and the driving',
    he: 'הזיכרון והנהיגה',
    topic: 'parents',
    adviceEn:
      'When a parent\'s memory or driving starts to slip, let a professional make the call rather than you against them: ask their doctor for a memory and driving assessment, go with them to it, and guard their dignity and independence in everything they can still do safely.',
    adviceHe:
      'כשהזיכרון או הנהיגה של הורה מתחילים להידרדר, עדיף שההחלטה תבוא מאיש מקצוע ולא ממך מול ההורה: כדאי לבקש מהרופא המטפל הערכה של הזיכרון והנהיגה, ללכת יחד לבדיקה, ולשמור על הכבוד והעצמאות בכל מה שעוד אפשר לעשות בבטחה.',
  },
  // Answers round S26: a father lying awake over "every decision I made" since his son left religion,
  // a mother who feels she "failed as a mother" — answered with "Disagreeing about the children…".
  {
    id: 'parent_self_blame',
    match: /\b(?:blam(?:e|ing) myself|(?:it'?s|it is|it was) (?:all )?my fault|where did (?:i|we) go wrong|every (?:decision|mistake|choice) (?:i|we) made|(?:i )?failed (?:him|her|them|as a (?:mother|father|parent|mom|dad))|bad (?:mother|father|parent))\b|(?:מאשים את עצמי|מאשימה את עצמי|האשמה שלי|אשמתי|איפה טעיתי|איפה טעינו|נכשלתי כאמא|נכשלתי כאבא|נכשלתי כהורה|נכשלנו כהורים|אמא רעה|אבא רע)/i,
    // A grown child who took a road of his own: not a toddler's bad sleep.
    requires: /\b(?:off the derech|otd|left (?:religion|yiddishkeit|the fold|home)|stopped (?:keeping|being|wearing|davening)|(?:went|became|is now) (?:secular|frum|religious|chiloni|haredi)|moved out|(?:he|she)(?:'s| is) (?:1[6-9]|[2-4]\d)|(?:son|daughter|child) (?:is )?(?:1[6-9]|[2-4]\d)|grown(?:-up)? (?:son|daughter|child|children|kids))\b|(?:יצא בשאלה|יצאה בשאלה|הפסיק לשמור|הפסיקה לשמור|הוריד את הכיפה|ללבוש מכנסיים|חזר בתשובה|חזרה בתשובה|עזב את הבית|עזבה את הבית|(?:בן|בת) (?:1[6-9]|[2-4]\d)(?![0-9])|נשוי|נשואה)/i,
    en: 'blaming yourself',
    he: 'האשמה העצמית',
    topic: 'parenting',
    adviceEn:
      'A grown child\'s road is not a verdict on how you raised them: children raised with the same love take different roads, and the tradition itself says each is raised "according to his own way". Going over every decision keeps you looking back; what your child needs from you now is the relationship — your love said plainly, calls answered warmly, a place at the table — which is what keeps a door open. If the blame keeps you up at night, say it aloud to someone you trust or to a counsellor.',
    adviceHe:
      'הדרך של ילד שגדל היא לא פסק דין על איך גידלת [אותו|אותה|אותו]: ילדים שגדלו באותה אהבה הולכים בדרכים שונות, והמסורת עצמה אומרת שכל אחד מתחנך "על פי דרכו". לחזור על כל החלטה מחזיק אותך במבט לאחור; מה ש[הוא צריך|היא צריכה|הוא צריך] ממך עכשיו הוא הקשר — אהבה שנאמרת בפשטות, טלפון שנענה בחום, מקום ליד השולחן — וזה מה שמשאיר את הדלת פתוחה. אם האשמה לא נותנת לישון, כדאי לומר אותה בקול למישהו קרוב או ליועץ.',
  },
  {
    id: 'observance_change',
    match: /\b(?:(?:became|becoming|getting|got|has become|is becoming) (?:more |much more |very |a lot more |more and more )?(?:religious|frum|observant|machmir|stricter|more strict)|(?:stopped|stops) going to (?:shul|synagogue)|(?:done|finished) with (?:all )?(?:that|religion|it all)|(?:less|more) (?:religious|observant|frum) than (?:me|him|her|before|we)|(?:stopped|stops|stopping) (?:covering (?:her|my) hair|keeping (?:shabbos|shabbat|kosher)|going to shul|davening|putting on tefillin|wearing (?:a |his )?kippah|being religious)|baal(?:at|as)? teshuv\w*|off the derech)\b|(?:התחזק|התחזקה|מתחזק|מתחזקת|התחזקות|חזר בתשובה|חזרה בתשובה|חוזר בתשובה|חוזרת בתשובה|הפסיקה לכסות|הפסיק לשמור|הפסיקה לשמור|הורידה את כיסוי הראש|יצא בשאלה|יצאה בשאלה|יוצא בשאלה|יוצאת בשאלה|פחות דתי|פחות דתייה|יותר דתי|יותר דתייה|הפסיק להניח תפילין|הפסיק ללכת לבית כנסת)/i,
    // (Blanked whole:) a child's change with no spouse named is the kippah's matter, not the couple's (answers round
    // S26: "מה אני אומר לבת שלי שהפסיקה לשמור שבת?" was answered as a spouse's new path).
    unless: /^(?![\s\S]*(?:\b(?:husband|wife|spouse|partner)\b|בעלי|אשתי|בן זוגי|בת זוגי))[\s\S]*(?:\b(?:son|daughter|child|kid|teen\w*|boy|girl)\b|(?:הבן|הבת|בני|בתי|הילד|הילדה|לבן|לבת|לבני|לבתי)(?![\u05D0-\u05EA]))[\s\S]*/iu,
    en: 'the change in observance',
    he: 'השינוי ברמת הדתיות',
    topic: 'religious_differences',
    adviceEn:
      'A change in observance moves at its own pace and touches everything at home; talk first about what it means to each of you, then about what it changes, show respect for the other\'s journey, and agree together on what is shared — the Shabbat table, the children\'s school — at a pace you can both live with.',
    adviceHe:
      'שינוי ברמת הדתיות מתקדם בקצב משלו ונוגע בכל הבית; כדאי לדבר קודם על מה שהוא אומר לכל אחד מכם ורק אחר כך על מה שהוא משנה, לכבד את הדרך של השני, ולהסכים יחד על מה שמשותף — שולחן השבת, בית הספר של הילדים — בקצב ששניכם יכולים לחיות איתו.',
  },
  {
    id: 'grown_child_path',
    match: /\b(?:(?:a |the )?(?:year|trip|months?) (?:in|to|around|backpacking in) (?:india|south america|thailand|the far east|asia|australia)|(?:the )?(?:big )?trip after (?:the )?army|after (?:his|her) (?:army|military|national) service|(?:got|was) discharged)\b|(?:טס להודו|טסה להודו|להודו ולדרום אמריקה|לדרום אמריקה|למזרח הרחוק|הטיול הגדול|הטיול אחרי הצבא|טיול אחרי צבא|השתחרר|השתחררה|אחרי השחרור)/i,
    requires: CHILD_NAMED,
    en: 'the path he is choosing',
    he: 'הדרך שהוא בוחר',
    topic: 'parenting',
    adviceEn:
      'A grown child\'s choices are theirs to make; what stays in your hands is the relationship. Send them off with trust and a blessing rather than warnings, agree on how you will stay in contact, and let them know the door home stays open whatever they find there.',
    adviceHe:
      'הבחירות של ילד בוגר הן שלו; מה שנשאר בידיים שלכם הוא הקשר. כדאי לשחרר באמון ובברכה ולא באזהרות, להסכים איך שומרים על קשר, ולומר שהדלת בבית פתוחה בכל מה שיימצא שם.',
  },
  {
    // Answers rounds J9 and J11: a grown son or daughter back home after a breakup or a lost job.
    id: 'grown_child_home',
    match: /\b(?:moved back (?:in|home)|mov(?:ing|es) back (?:in|home)|back (?:home|in) with us|living (?:at home|with us) again|came back (?:home )?to live)\b|(?:חזר|חזרה|חזרו) לגור (?:איתנו|אצלנו|בבית|אצלי|איתי)|(?:גר|גרה) שוב (?:איתנו|אצלנו|בבית)/i,
    // …or a grown child named by age alone ("my 29 year old").
    requires: new RegExp(`${CHILD_NAMED.source}|\\b\\d\\d[- ]?(?:year|yr)[- ]?old\\b`, 'i'),
    en: 'your grown child living at home',
    he: 'החזרה הביתה',
    topic: 'parenting',
    adviceEn:
      'A grown child back home is both family and an adult living in your house: first agree between the two of you on clear expectations — a contribution, even a small one, to food or bills, a fixed share of the chores, quiet hours — then say them as one adult to another, with a plan and a time frame (work, study, saving toward a place of their own), and look at it together every few weeks. An agreement said kindly protects the relationship better than silent resentment.',
    adviceHe:
      'ילד בוגר שחזר הביתה הוא גם משפחה וגם אדם מבוגר שגר אצלכם: כדאי קודם להסכים ביניכם על ציפיות ברורות — תרומה, אפילו קטנה, לאוכל או לחשבונות, חלק קבוע בעבודות הבית, שעות שקט — ולומר אותן בשיחה בין מבוגרים, עם תוכנית ומסגרת זמן (עבודה, לימודים, חיסכון לדירה משלו), ולבדוק יחד כל כמה שבועות איך זה הולך. הסכמה שנאמרת בחום שומרת על הקשר יותר מטינה שקטה.',
  },
  {
    id: 'relative_moved_in',
    match: /\b(?:moved in with us|(?:is |has been |been )?(?:living|staying|sleeping) (?:with us|at our (?:place|house|apartment)|on our (?:couch|sofa))|came to stay (?:with us )?for (?:a few|a couple|two|three)|overstay\w*)\b|(?:באה לגור אצלנו|בא לגור אצלנו|באו לגור אצלנו|גרה אצלנו|גר אצלנו|גרים אצלנו|עבר לגור אצלנו|עברה לגור אצלנו|ישנה בסלון|ישן בסלון|ישנים בסלון|נשארת אצלנו|נשאר אצלנו)/i,
    en: 'the stay at your home',
    he: 'השהות אצלכם',
    topic: 'siblings',
    adviceEn:
      'First agree between the two of you on what you can offer and until when — a date, or a plan such as help finding a place — then say it together, kindly and concretely; a clear boundary with an end date protects both your home and the relationship.',
    adviceHe:
      'כדאי קודם להסכים ביניכם מה אתם יכולים להציע ועד מתי — תאריך, או תוכנית כמו עזרה במציאת דירה — ואז לומר את זה יחד, בחום ובפשטות; גבול ברור עם מועד סיום שומר גם על הבית וגם על הקשר.',
  },
  {
    id: 'shidduchim_pressure',
    match: /\b(?:shidduch\w*|shadchan\w*|matchmaker|turn(?:s|ed|ing)? down (?:every|all|another|so many|each) (?:suggestion|guy|boy|girl|match|date|shidduch)\w*|says? no to every (?:suggestion|guy|boy|girl|match))\b|(?:שידוך|שידוכים|הצעות שידוך|שדכן|שדכנית|השדכנית|דוחה הצעות|דוחה כל הצעה|דחתה (?:כבר )?(?:\S+ ){0,3}הצעות|דחה (?:כבר )?(?:\S+ ){0,3}הצעות)/i,
    requires: /\b(?:my|our) (?:daughter|son)\b|(?<![\u05D0-\u05EA])(?:[ושלבמ]|וה|שה|מה)?(?:הבת|הבן|בתי|בני|בתנו|בננו)(?![\u05D0-\u05EA])/i,
    en: 'the shidduchim',
    he: 'השידוכים',
    topic: 'dating',
    adviceEn:
      'Pressure makes a grown child dig in; sit with your child alone, away from the shadchan\'s words, and listen to what they are looking for and what they are afraid of — patience, and their trust that you are on their side, will matter more than the next suggestion.',
    adviceHe:
      'לחץ גורם לילד בוגר להתבצר; כדאי לשבת עם הבן או הבת לבד, רחוק מהמילים של השדכנית, ולהקשיב למה הם מחפשים וממה הם חוששים — סבלנות, והאמון שאתם לצידם, חשובים יותר מההצעה הבאה.',
  },
  {
    id: 'teen_relationship',
    match: /\b(?:(?:has|have|got) a (?:new |first )?(?:boyfriend|girlfriend)|(?:her|his) (?:first |new )?(?:boyfriend|girlfriend)|(?:first|new) (?:boyfriend|girlfriend))\b|(?:יש לה חבר|יש לו חברה|חבר ראשון|חברה ראשונה|החבר שלה|החברה שלו|יוצאת עם בחור|יוצא עם בחורה)/i,
    // A teenager's, by age or by name ("our son moved to Berlin with his girlfriend" is a grown child's).
    requires: /\b(?:teen\w*|1[2-8][- ]year[- ]old|(?:is|she'?s|he'?s|turned|just) 1[2-8]|high school)\b|(?:בת 1[2-8]|בן 1[2-8]|מתבגר|מתבגרת|בגיל ההתבגרות|בתיכון|בכיתה [ז-י]|בכיתה י"?[אב])/i,
    en: 'this first relationship',
    he: 'הקשר הזה',
    topic: 'parenting',
    adviceEn:
      'Forbidding a teenager\'s relationship usually sends it underground; keep the connection instead: invite the other teen over and get to know them, listen more than you lecture, and agree together on clear boundaries — trust and an open door keep your teen talking to you.',
    adviceHe:
      'איסור על קשר של מתבגר בדרך כלל דוחק אותו למחתרת; עדיף לשמור על הקשר: להזמין הביתה ולהכיר, להקשיב יותר מלהטיף, ולהסכים יחד על גבולות ברורים — אמון ודלת פתוחה שומרים על השיחה ביניכם.',
  },
  {
    id: 'family_business',
    match: /\b(?:business (?:with|together with) (?:my|his|her|our) (?:brother|sister|father|dad|cousin|son|brother-in-law|sister-in-law)|(?:my|his|her) (?:brother|sister|father|dad|cousin|brother-in-law)(?: and i)? (?:run|own|started|opened) (?:a|the|our) (?:\w+ )?(?:business|company|shop|store)|business partners?|family business)\b|(?:עסק עם אחי|עסק עם אחותי|עסק עם אבא|עסק עם הגיס|עסק משפחתי|השותף שלי|שותפים בעסק|פתחתי עסק עם|פתחנו עסק)/i,
    en: 'the business together',
    he: 'העסק המשותף',
    topic: 'siblings',
    adviceEn:
      'Family and business need separate tables: put the arrangement in writing — roles, hours and what each of you takes out — let an accountant show the numbers so no one is accusing anyone, and talk business at the office, not at the Friday-night table.',
    adviceHe:
      'משפחה ועסק צריכים שולחנות נפרדים: כדאי לכתוב הסכם — תפקידים, שעות ומה כל אחד מושך — לתת לרואה חשבון להציג את המספרים כדי שאף אחד לא יאשים, ולדבר על העסק במשרד ולא ליד שולחן השבת.',
  },
  {
    id: 'special_needs',
    match: /\b(?:special needs|autis\w*|on the spectrum|disabilit\w*|disabled (?:son|daughter|child|brother|sister)|down syndrome|cerebral palsy)\b|(?:צרכים מיוחדים|אוטיזם|אוטיסט|אוטיסטית|על הרצף|ילד מיוחד|ילדה מיוחדת|מוגבלות|תסמונת דאון|שיתוק מוחין)/i,
    en: 'your child\'s special needs',
    he: 'הצרכים המיוחדים',
    topic: 'parenting',
    adviceEn:
      'A child with special needs can take all the light in a home; give each of the other children time that is only theirs, on a schedule — an hour alone with a parent — and let them say it is hard; and ask early for help from professionals and family, so the two of you do not run on empty.',
    adviceHe:
      'ילד עם צרכים מיוחדים יכול לקחת את כל תשומת הלב בבית; כדאי לתת לכל אחד מהילדים האחרים זמן שהוא רק שלו, קבוע — שעה לבד עם הורה — ולאפשר להם לומר שקשה; ולבקש עזרה מוקדם, מאנשי מקצוע ומהמשפחה, כדי ששניכם לא תישארו בלי כוחות.',
  },
  {
    id: 'child_evaluation',
    match: /\b(?:(?:an |the |a developmental |a psycho-?educational )?evaluation|assessment|get (?:him|her|them) (?:tested|evaluated|assessed)|diagnos\w*|adhd)\b|(?:אבחון|לאבחון|אבחנה|הפרעת קשב|קשב וריכוז)/i,
    requires: /\b(?:son|daughter|child|kid|toddler|preschool|kindergarten|teacher)\b|(?<![\u05D0-\u05EA])(?:[ושלבמכ]|וה|שה|מה|כש)?(?:הבן|הבת|הילד|הילדה|בני|בתי|לבן|לבת|בתנו|בננו|הגננת|גננת|המורה|המחנכת)(?![\u05D0-\u05EA])/i,
    en: 'the evaluation',
    he: 'האבחון',
    topic: 'parenting',
    adviceEn:
      'An evaluation is information, not a label: ask gently what worries your spouse about it, suggest going together to hear the professional, and remember that help found early is easier help.',
    adviceHe:
      'אבחון הוא מידע, לא תווית: כדאי לשאול בעדינות מה מפחיד באבחון, להציע ללכת יחד לשמוע את איש המקצוע, ולזכור שעזרה שמגיעה מוקדם היא עזרה קלה יותר.',
  },
  {
    id: 'shift_work',
    match: /\b(?:shift work|night shifts?|(?:work|working|works) (?:in )?shifts|on shifts|every other (?:shabbat|shabbos|weekend)(?! with (?:us|me|him|her|his|her|their)|,? (?:she|he|they)(?:'s| is| are| comes?| stays?))(?<!(?:with us|with me|(?:she|he|they)(?:'s| is| are) (?:with us|here)) every other (?:shabbat|shabbos|weekend)))\b|(?:משמרות|משמרת לילה|משמרות לילה|עובד במשמרות|עובדת במשמרות|שבת כן שבת לא)/i,
    // The children's side of the shifts; a spouse's shifts with no child named keep the couple's lines.
    requires: /\b(?:kids?|children|sons?|daughters?)\b|(?<![\u05D0-\u05EA])(?:[ושלבמכ]|וה|שה|מה|כש)?(?:הילדים|הילד|הילדה|ילדים|הבן|הבת|בני|בתי)(?![\u05D0-\u05EA])/i,
    en: 'the shifts',
    he: 'המשמרות',
    topic: 'time',
    adviceEn:
      'With shifts, what the children can count on matters more than the hours: a fixed ritual for the days you are home and the days you are not — the same call before bedtime, one thing that is always yours with them — turns absence into something they can expect.',
    adviceHe:
      'כשעובדים במשמרות, מה שהילדים יכולים לסמוך עליו חשוב יותר מכמות השעות: טקס קבוע לימים בבית ולימים בעבודה — אותה שיחה לפני השינה, דבר אחד שתמיד שייך רק לכם ולהם — הופך את ההיעדרות למשהו שאפשר לצפות לו.',
  },
  {
    // Answers round S42: "our five-year-old woke up with a fever again — I have a shift at 3, my husband
    // a hearing at 11. Who should stay home?" asks how to decide, each time, who stays with a sick child.
    id: 'sick_child_who_stays_home',
    match: /\b(?:who (?:should |will |is going to |gets to |has to )?(?:stays?|staying) home|(?:stay|stays|staying) home with (?:him|her|them|the (?:kids?|baby)|our (?:son|daughter))|sick days?|home sick|sick (?:again|kid|child))\b|(?:מי (?:נשאר|נשארת|יישאר|תישאר|יהיה|תהיה) (?:איתו |איתה |איתם )?בבית|(?:נשאר|נשארת|להישאר|יישאר|תישאר) (?:איתו |איתה |איתם )?בבית (?:איתו|איתה|איתם|עם (?:הילד|הילדה|הקטן|הקטנה|הבן|הבת))|ימי מחלה|ימי מחלת ילד|מחלת ילד)/i,
    requires: /\b(?:fever|sick|strep|flu|ill|virus|throwing up|vomit\w*|pneumonia|ear infection)\b|(?:חום|חולה|חולים|דלקת|וירוס|שפעת|מקיא|הקאות|אנגינה|מחלה)/i,
    en: 'who stays home with the sick child',
    he: 'מי נשאר בבית עם הילד החולה',
    topic: 'chores',
    adviceEn:
      'Decide who stays home by tomorrow\'s calendars, not by whose job matters more: each of you says what cannot move (a hearing, a shift), and the other takes the morning — or you split the day, one until noon and one after. Agree on a fair turn for the next time, line up one backup (a grandparent, a neighbour, a paid sitter) before the next fever, and remember that sick days for a sick child are a parent\'s right at work, for fathers as much as for mothers.',
    adviceHe:
      'כדאי להחליט מי נשאר בבית לפי הלוח של מחר ולא לפי העבודה של מי חשובה יותר: כל אחד אומר מה אי אפשר להזיז (דיון, משמרת), והשני לוקח את הבוקר — או מחלקים את היום, אחד עד הצהריים ואחד אחרי. כדאי להסכים על תור הוגן לפעם הבאה, לסדר גיבוי אחד (סבא או סבתא, שכנה, בייביסיטר) לפני החום הבא, ולזכור שימי מחלת ילד הם זכות של הורה בעבודה — של אבא כמו של אמא.',
  },
  {
    // The couple's side of night shifts (answers round S42, and aL3-015: "my wife works night shifts as a
    // nurse — help me set up a weekly split of the chores"): sleep after the night is the first thing to plan.
    id: 'night_shifts',
    match: /\b(?:night shifts?|nights? on call|overnight shifts?|works? nights|on nights)\b|(?:משמרות לילה|משמרת לילה|משמרות בלילה|תורנות לילה|תורנויות)/i,
    en: 'the night shifts',
    he: 'משמרות הלילה',
    topic: 'time',
    adviceEn:
      'Plan the week around the shift calendar, not against it: the morning after a night shift is for sleep (a quiet, dark house, phones off), so the chores and the children\'s mornings fall to the one who slept, and the heavier jobs move to the days off. Put the shifts on a shared calendar a month ahead and keep one fixed time together each week that the rota cannot take.',
    adviceHe:
      'כדאי לתכנן את השבוע סביב לוח המשמרות ולא נגדו: הבוקר שאחרי משמרת לילה שמור לשינה (בית שקט וחשוך, טלפון כבוי), ולכן המטלות והבקרים של הילדים עוברים למי שישן, והעבודות הכבדות עוברות לימי החופש. כדאי לשים את המשמרות בלוח משותף חודש מראש ולשמור זמן קבוע אחד בשבוע יחד שהסידור לא לוקח.',
  },
  {
    id: 'back_from_service',
    match: /\b(?:since (?:he|she) (?:came|got) (?:back|home)|(?:came|got|is) back from (?:reserve duty|miluim|the army|deployment|(?:the )?war|gaza|lebanon))\b|(?:מאז שחזר|מאז שהוא חזר|מאז שחזרה|חזר מהמילואים|חזר מהצבא|חזר מעזה|חזר מלבנון|חזר מהמלחמה)/i,
    requires: /\b(?:reserve|miluim|army|deploy\w*|war|gaza|lebanon|idf|service)\b|(?:מילואים|במילואים|צבא|מלחמה|עזה|לבנון|צו 8)/i,
    en: 'his return home',
    he: 'החזרה הביתה',
    topic: 'stress',
    adviceEn:
      'Coming home from long service takes time: expect a transition, go back into routine gradually and together rather than all at once, give it patience — and if the silence, the sleep or the irritability do not ease within a few weeks, encourage him to talk to someone who knows what reservists go through.',
    adviceHe:
      'החזרה הביתה אחרי שירות ארוך לוקחת זמן: כדאי לצפות לתקופת מעבר, לחזור לשגרה בהדרגה ויחד ולא בבת אחת, עם סבלנות — ואם השתיקה, השינה או העצבנות לא נרגעות תוך כמה שבועות, לעודד אותו לדבר עם מישהו שמכיר את מה שעובר על מי שחוזר ממילואים.',
  },
  {
    id: 'caregiver_strain',
    // (Worn out beside an illness one carries — "he has Crohn's … how do I not burn out?", "I'm
    // drowning", answers round S36 — is the same weight.)
    match: /\bresent\w*\b[^.?!]{0,80}\b(?:illness|sick|appointments|caring|care|pills|treatments?|hospital|diagnos\w*|ms|cancer|dialysis|wheelchair)\b|(?<=\b(?:ill|illness|sick|diagnos\w*|multiple sclerosis|crohn'?s|lupus|parkinson\w*|cancer|dialysis|chronic\w*|infusions?|flares?)\b[^]{0,240})\b(?:drowning|burn(?:ed|t|ing)? out|running on empty|(?:so|completely|totally) exhausted|falling apart|at the end of my rope)\b|(?<=(?:חולה|מחלה|מחלת|קרוהן|טרשת|לופוס|פרקינסון|סרטן|דיאליזה|כרונית|התלקחות)[^]{0,240})(?:נשחקת|נשחק|שחוקה|שחוק|קורסת|קורס|טובעת|טובע|גמורה|גמור מעייפות)(?![\u05D0-\u05EA])|\b(?:caregiver|carer) (?:burnout|fatigue|exhaustion)\b|(?:נשחק מהטיפול|נשחקת מהטיפול|כועס על המחלה|כועסת על המחלה|מתוסכל מהמחלה|מתוסכלת מהמחלה|כל החיים שלי (?:זה )?(?:תורים|בדיקות|טיפולים))/i,
    en: 'the weight of caregiving',
    he: 'העומס של הטיפול',
    topic: 'stress',
    adviceEn:
      'Being worn out after years of caregiving is normal, and so is resentment when it comes — neither is monstrous; they mean you are running on empty. You need support of your own: real breaks, help with the appointments, a carers\' group or someone to talk to, so you can keep loving without disappearing yourself.',
    adviceHe:
      'שחיקה אחרי שנים של טיפול היא דבר נורמלי, וגם טינה כשהיא מגיעה — אין בזה שום דבר מפלצתי; זה סימן שהמצברים ריקים והכוחות נגמרים. גם לך מגיעה תמיכה: הפסקות אמיתיות, עזרה בתורים, קבוצת תמיכה או מישהו לדבר איתו, כדי להמשיך לאהוב בלי להיעלם בעצמך.',
  },
  {
    id: 'parents_home_estate',
    match: /\b(?:(?:sell|selling|keep|keeping) (?:the|mom'?s|dad'?s|mum'?s|our parents'?|my parents'?|her|his) (?:house|apartment|flat|home)|(?:the|her|his) (?:house|apartment|flat) (?:she|he|they) left)\b|(?:(?:נשארה|נשאר|נשארו|השאיר|השאירה) (?:לנו )?(?:את )?ה?(?:דירה|בית) (?:שלו|שלה|שלהם)|השאירה דירה|השאיר דירה|השאירו דירה|השאירה לנו|השאיר לנו|הדירה של אמא|הדירה של אבא|הבית של ההורים|הדירה של ההורים|למכור את הדירה|למכור את הבית|חלוקת הירושה)/i,
    requires: /\b(?:passed|died|death|late|estate|inherit\w*|brother|sister|siblings?)\b|(?:נפטר|נפטרה|נפטרו|ז"ל|ירושה|אחי|אחותי|האחים|אחיי)/i,
    en: 'your parents\' home',
    he: 'הדירה של ההורים',
    topic: 'siblings',
    adviceEn:
      'When a parent\'s home passes to several children, each sees a different fairness — the one who cared, the one who needs the money; before deciding on a sale, agree that the family comes first, and bring in a mediator (or a rabbi or lawyer you all trust) to find a fair division each of you can live with.',
    adviceHe:
      'כשבית של הורה עובר לכמה ילדים, כל אחד רואה הוגנות אחרת — מי שטיפל, מי שצריך את הכסף; לפני ההחלטה על מכירה כדאי להסכים שהמשפחה קודמת, ולהביא מגשר (או רב או עורך דין שכולם סומכים עליו) כדי למצוא חלוקה הוגנת שכל אחד יכול לחיות איתה.',
  },
  // Round J7 (Hebrew, with follow-ups): money, in-laws, hosting, health and work at home.
  {
    id: 'helping_parent_money',
    match: /\b(?:help (?:him|her|them|my (?:dad|father|mother|mom|mum|parents)) (?:out )?financially|financial(?:ly)? (?:help|support) (?:for |to )?(?:my |his |her )?(?:dad|father|mother|mom|mum|parents)|support (?:my|his|her) parents|(?:sends?|sending|sent|gives?|giving|gave|transfers?) (?:his|her|my|our) (?:parents|mother|mom|mum|father|dad) (?:\$?\d+ |some |a lot of )?(?:money|cash))\b|(?:(?:שולח|שולחת|מעביר|מעבירה|נותן|נותנת) (?:\S+ )?(?:להורים שלו|להורים שלה|לאמא שלו|לאבא שלו|לאמא שלה|לאבא שלה) (?:\S+ )?כסף)|(?:לעזור לו כספית|לעזור לה כספית|לעזור להם כספית|לעזור לאבא שלי כספית|לעזור לאמא שלי כספית|לתמוך כספית בהורים|לעזור להורים בכסף)/i,
    en: 'helping your parent',
    he: 'העזרה להורה',
    topic: 'money',
    adviceEn:
      'Helping a parent is a mitzvah and also a shared decision: agree together on a sum and a period — a set amount for a few months, then look at it again — so your spouse knows where the help begins and where it ends.',
    adviceHe:
      'לעזור להורה זו מצווה וגם החלטה משותפת: כדאי להסכים יחד על סכום ועל תקופה — סכום קבוע לכמה חודשים, ואז לבדוק שוב — כדי שבן או בת הזוג יידעו איפה העזרה מתחילה ואיפה היא נגמרת.',
  },
  {
    id: 'grown_children_money',
    match: /\b(?:(?:keep|always) (?:giving|sending|helping) (?:them|her|him) (?:with )?(?:money|financially)|help (?:them|her|him|our (?:son|daughter)) (?:out )?financially)\b|(?:עזרה כספית|עוזרים (?:להם|לה|לו) (?:בכסף|כספית)|צריכים עזרה כספית|כל הזמן צריכים כסף)/i,
    requires: /\b(?:married|son|daughter|kids|children)\b|(?:התחתנ|הבת|הבן|הילדים|בתנו|בננו|הזוג הצעיר)/i,
    en: 'the help to your children',
    he: 'העזרה הכספית לילדים',
    topic: 'money',
    adviceEn:
      'Help to grown children is fairest when it is planned and open: decide together what you can give each child over time, say it plainly to all of them, and set limits gently — equal need not mean the same sums at the same moment.',
    adviceHe:
      'עזרה לילדים נשואים הוגנת יותר כשהיא מתוכננת ושקופה: כדאי להחליט יחד מה אפשר לתת לכל ילד לאורך זמן, לומר את זה בגלוי לכולם, ולשים גבול בעדינות — שוויון לא חייב להיות אותו סכום באותו רגע.',
  },
  {
    id: 'money_in_every_fight',
    match: /\b(?:every (?:argument|fight) (?:\w+ ){0,3}(?:ends|comes back|turns) (?:\w+ ){0,2}(?:money|the loan|debt)|(?:loan|debt|overdraft)[^.?!]{0,60}\b(?:argu\w*|fight\w*))\b|(?:כל ויכוח (?:\S+ ){0,3}(?:נגמר|נגמרים|חוזר) (?:\S+ ){0,2}(?:בכסף|לכסף)|(?:הלוואה|חוב|חובות|במינוס|המינוס)[^.?!]{0,60}(?:ויכוח|ויכוחים|ריב|רבים))/i,
    en: 'the money between you',
    he: 'הכסף ביניכם',
    topic: 'money',
    adviceEn:
      'When every argument ends in money, take money out of the arguments: one fixed monthly budget meeting, the debt written down with a repayment plan you both signed up to, and other quarrels kept off the numbers.',
    adviceHe:
      'כשכל ויכוח נגמר בכסף, כדאי להוציא את הכסף מהוויכוחים: פגישת תקציב חודשית קבועה אחת, החוב כתוב בטבלה עם תוכנית החזר ששניכם הסכמתם עליה, ושאר המריבות מחוץ למספרים.',
  },
  {
    id: 'remarks_before_the_children',
    match: /\b(?:in front of (?:the|our|my) (?:kids|children)|where the (?:kids|children) can hear)\b[^.?!]{0,80}\b(?:comments?|criticiz\w*|criticis\w*|tells? us how|remarks?)\b|\b(?:comments?|criticiz\w*|criticis\w*|tells? us how to (?:raise|educate|discipline))\b[^.?!]{0,80}\bin front of (?:the|our|my) (?:kids|children)\b|(?:מעיר|מעירה|מעירים|מבקר|מבקרת)[^.?!]{0,60}(?:ליד הילדים|מול הילדים|בנוכחות הילדים)/i,
    en: 'remarks in front of the children',
    he: 'ההערות ליד הילדים',
    topic: 'in_laws',
    adviceEn:
      'Ask for one thing, privately and through your spouse, their own child: that remarks about how you raise the children are said to the two of you alone, not in front of them — the children need to see their parents\' authority whole.',
    adviceHe:
      'כדאי לבקש דבר אחד, ביחידות ודרך בן או בת הזוג — הילד שלהם: שהערות על החינוך ייאמרו לכם לבד ולא ליד הילדים — הילדים צריכים לראות את הסמכות של ההורים שלמה.',
  },
  {
    id: 'parents_favour_sibling',
    match: /\b(?:(?:always|only) help (?:my|his|her) (?:brother|sister)|favou?r(?:s|ed|ing|itism)? (?:my|his|her|our) (?:brother|sister|other)|(?:my|his|her) (?:brother|sister) (?:always )?gets (?:more|everything))\b|(?:(?:תמיד )?עוזרים לאחי|עוזרים לאחותי|מעדיפים את אחי|מעדיפים את אחותי|מעדיפים את הבן|מעדיפים את הבת|אפליה בין|מפלים בין|ולנו אף פעם לא)/i,
    en: 'the favouritism',
    he: 'ההעדפה בין האחים',
    topic: 'parents',
    adviceEn:
      'Favouritism between siblings hurts at any age — Jacob\'s coat for Joseph tore a family apart. Tell your parents what you need rather than what your brother gets ("I\'d like to feel you are with us too"), and ask for one specific thing.',
    adviceHe:
      'העדפה בין אחים כואבת בכל גיל — כתונת הפסים שיעקב נתן ליוסף קרעה משפחה. כדאי לומר להורים מה {אתה צריך|את צריכה} ולא מה האח מקבל ("הייתי רוצה להרגיש שאתם גם איתנו"), ולבקש דבר אחד מסוים.',
  },
  {
    id: 'hosting_load',
    match: /\b(?:host(?:ing)? (?:guests )?every (?:night|evening|meal|day)|guests every (?:night|meal)|wants to host (?:all|every))\b|(?:לארח כל ערב|לארח כל יום|לארח בכל ערב|אורחים כל ערב|לארח את כל החג|רוצה לארח כל)/i,
    en: 'the hosting',
    he: 'האירוח',
    topic: 'shabbat_home',
    adviceEn:
      'Agree together how many meals you host and who does what — a detailed list of tasks, help brought in, a rest day between — so hosting stays a joy and not one person\'s load.',
    adviceHe:
      'כדאי להסכים יחד על כמה ארוחות מארחים ומי עושה מה — רשימת משימות מפורטת, עזרה מבחוץ, ויום מנוחה באמצע — כדי שהאירוח יישאר שמחה ולא עומס של אחד מכם.',
  },
  {
    id: 'diet_support',
    match: /\b(?:on a diet|dieting|trying to lose weight)\b[^.?!]{0,100}\b(?:buys?|brings?|leaves?|snacks?|chips|chocolate|candy|sweets)\b|(?:בדיאטה|דיאטה|לרדת במשקל)[^.?!]{0,100}(?:קונה|מביא|משאיר|חטיפים|במבה|ביסלי|שוקולד|ממתקים)/i,
    en: 'the diet',
    he: 'הדיאטה',
    topic: 'stress',
    adviceEn:
      'Ask for support in one concrete way: that the snacks live in a closed cupboard or on a shelf of their own, not on the table — a request for help lands better than a rule.',
    adviceHe:
      'כדאי לבקש תמיכה בדרך אחת מוחשית: שהחטיפים יהיו בארון סגור או במדף [שלו|שלה], ולא על השולחן — בקשה לעזרה מתקבלת טוב יותר מכלל.',
  },
  {
    id: 'working_from_home_together',
    match: /\b(?:(?:we )?both work from home|both working from home|working from home together)\b|(?:שנינו עובדים מהבית|עובדים מהבית שנינו|שנינו בעבודה מהבית)/i,
    en: 'working from home together',
    he: 'העבודה מהבית',
    topic: 'time',
    adviceEn:
      'Two people working from home need borders: a corner for each (even a table by a window), headphones, fixed hours for calls, and a shared schedule of who needs quiet when.',
    adviceHe:
      'שניים שעובדים מהבית צריכים גבולות: פינה לכל אחד (אפילו שולחן ליד חלון), אוזניות, שעות קבועות לשיחות, ולוח משותף של מי צריך שקט ומתי.',
  },
  {
    id: 'commute_misses_evenings',
    match: /\b(?:miss(?:es|ing)? (?:the )?(?:bath(?:time)?s?|bedtimes?|dinners?) (?:every|most|all)|(?:leave|out) at (?:6|7)(?::\d\d)? ?(?:am)? and (?:get back|come home|return) at (?:7|8|9))\b|(?:יוצא ב-?6|יוצאת ב-?6|חוזר ב-?(?:7|8|19|20)|לא מספיק (?:מקלחות|השכבות|השכבה)|לא מגיע להשכבות|מפספס את ההשכבות)/i,
    en: 'the long days away',
    he: 'הימים הארוכים בחוץ',
    topic: 'time',
    adviceEn:
      'When the commute takes the evenings, keep the mornings: one morning routine that is yours with the children, and one concrete task at home that is fully yours — done without waiting to be asked.',
    adviceHe:
      'כשהנסיעות לוקחות את הערבים, כדאי לשמור על הבקרים: שגרת בוקר אחת שהיא שלך עם הילדים, ומשימה אחת בבית שהיא כולה שלך — כזו שעושים בלי לחכות שיבקשו.',
  },
  {
    id: 'silence_after_fights',
    // (Answers round S30: "my husband hasn't really spoken to me for two days. Short answers, nothing else.")
    match: /\b(?:silent treatment|(?:doesn'?t|won'?t|hasn'?t|has not|didn'?t) (?:really |even )?(?:talk|talked|speak|spoken) to me (?:for|in) (?:a day|two days|three days|\w+ days|days|a week|\d+ days)|go(?:es)? (?:quiet|silent) (?:for days )?after (?:a |every |each )?(?:fight|argument))\b|(?:לא (?:מדבר|מדברת) איתי (?:יום|יומיים|ימים|שבוע)|משתתק אחרי ריב|משתתקת אחרי ריב|שותק אחרי כל ריב|שותקת אחרי כל ריב|אחרי כל ריב (?:הוא|היא) לא (?:מדבר|מדברת))/i,
    en: 'the silence after a fight',
    he: 'השתיקה אחרי ריב',
    topic: 'conflict',
    adviceEn:
      'After a fight some people need time before they can talk; agree in a calm moment on a short sentence for it ("I need some time; I\'ll come back to this tonight") and on a limit — space, not punishment, and then a return.',
    adviceHe:
      'אחרי ריב יש מי שצריכים זמן לפני שאפשר לדבר; כדאי להסכים ברגע רגוע על משפט קצר לזה ("אני {צריך|צריכה} הפסקה, אחזור לזה בערב") ועל גבול זמן — מרחב ולא עונש, ואחריו חזרה.',
  },
  {
    id: 'sarcasm_in_company',
    match: /\b(?:sarcas\w*|makes? fun of me|jokes? at my expense|puts? me down)\b[^.?!]{0,80}\b(?:in front of|friends|company|guests|people|family)\b|(?:ציני|בציניות|עוקץ אותי|עוקצת אותי|צוחק עליי|צוחקת עליי)[^.?!]{0,60}(?:ליד|מול|בנוכחות) (?:החברים|חברים|אנשים|המשפחה|האורחים)/i,
    en: 'the sarcasm in company',
    he: 'הציניות מול אחרים',
    topic: 'criticism',
    adviceEn:
      'Sarcasm in front of friends hurts because it is public; say it later, in private and specifically — "when you said that at dinner, I felt humiliated" — and ask that jokes about you stay out of company.',
    adviceHe:
      'ציניות מול חברים פוגעת כי היא פומבית; כדאי לומר [לו|לה] אחר כך, ביחידות ובדוגמה ספציפית — "כשאמרת את זה בארוחה הרגשתי {מושפל|מושפלת}" — ולבקש שבדיחות עליך יישארו מחוץ לחברה.',
  },
  // Round J5 (Hebrew everyday life, 2026-12-01): more of the everyday that no thing knew.
  {
    id: 'couple_roommates',
    match: /\b(?:(?:like|just) (?:roommates|flatmates|business partners|co-?parents)|(?:only|just) parents(?! (?:evening|meeting))|(?:be|feel like) a couple again|miss (?:his|her) (?:hugs?|touch|affection)|no (?:affection|hugs?|touch) anymore|(?:doesn'?t|never) (?:hug|touch|kiss) me)\b|(?:כמו שותפים לדירה|שותפים לדירה|רק הורים|להיות שוב זוג|שוב זוג|חסר לי (?:ש)?(?:הוא|היא) (?:יחבק|תחבק|יגע|תיגע)|חסרים לי החיבוקים|לא מחבק אותי|לא מחבקת אותי|אין בינינו חיבה|אין חיבה)/i,
    en: 'the closeness between you',
    he: 'הקרבה ביניכם',
    topic: 'intimacy',
    adviceEn:
      'Closeness comes back through small daily touch and time as a couple more than through one big talk: a hug hello and goodbye, ten minutes together after the children sleep with no logistics, a fixed couple evening each week — and say what you miss as a wish ("I miss your hugs"), not as a complaint.',
    adviceHe:
      'קרבה חוזרת דרך מגע קטן ויומיומי וזמן זוגי יותר מאשר דרך שיחה גדולה אחת: חיבוק בכניסה וביציאה, עשר דקות יחד אחרי שהילדים נרדמים בלי לדבר על סידורים, ערב זוגי קבוע בכל שבוע — ולומר את מה שחסר כמשאלה ("חסרים לי החיבוקים שלך") ולא כתלונה.',
  },
  {
    id: 'new_sibling_regression',
    match: /\b(?:(?:talks?|talking|acting|acts) like a baby|baby talk|wants a bottle again|regress\w*|jealous of (?:the|his|her) (?:new )?(?:baby|brother|sister))\b|(?:חוזר לדבר כמו תינוק|חוזרת לדבר כמו תינוקת|מדבר כמו תינוק|מדברת כמו תינוקת|רוצה בקבוק|רוצה מוצץ|חזר להרטיב|חזרה להרטיב|מקנא בתינוק|מקנאה בתינוק|מקנא באח|מקנאה באח|קנאה בתינוק|(?:מרביץ|מרביצה|מכה|נושך|נושכת|צובט|צובטת) [^.?!]{0,40}(?:כשאני|בזמן שאני|כל פעם שאני) (?:מניקה|מאכילה|מחזיקה|מרדימה) את התינוק)|\b(?:hits?|bites?|pinch(?:es)?|pushes) (?:his|her) (?:little |baby |younger )?(?:sister|brother)[^.?!]{0,40}\b(?:when|whenever|every time|while) (?:i|we) (?:nurse|feed|hold|rock) the baby\b/i,
    en: 'your older child and the new baby',
    he: 'הבכור והתינוק החדש',
    topic: 'parenting',
    adviceEn:
      'An older child who goes back to baby ways after a birth is asking to know he still has his place; the regression is normal and passes. Give him special time alone with a parent each day, let him help with the baby, and name his feelings ("it\'s hard to share Mummy") without scolding the baby talk.',
    adviceHe:
      'ילד בכור שחוזר להתנהגות של תינוק אחרי לידה מבקש לדעת שהמקום שלו עדיין שמור; הנסיגה הזאת טבעית ועוברת. כדאי לתת לו זמן מיוחד לבד עם הורה בכל יום, לשתף אותו בעזרה לתינוק, ולתת שם לקנאה ("קשה לחלוק את אמא") בלי לנזוף על הדיבור התינוקי.',
  },
  {
    id: 'apologise_properly',
    match: /\b(?:how (?:do|can|should) i (?:properly |really |actually )?(?:apologi[sz]e|say sorry)|apologi[sz]e (?:properly|the right way|for real)|(?:not|more than) just (?:a |saying )?['"‘’]?sorry)\b|(?:איך (?:אני )?(?:מתנצל|מתנצלת|להתנצל)|להתנצל כמו שצריך|להתנצל באמת|לא רק ['"‘’]?סליחה|יותר מסליחה)/i,
    en: 'the apology',
    he: 'ההתנצלות',
    topic: 'apology',
    adviceEn:
      'A real apology names what you did, without a "but", takes responsibility for how it landed, and says what you will do differently next time; where the children saw it, apologising in front of them too teaches them more than any lesson.',
    adviceHe:
      'התנצלות אמיתית מפרטת מה עשית, בלי "אבל", לוקחת אחריות על איך שזה נחת, ואומרת מה {תעשה|תעשי} אחרת בפעם הבאה; ואם הילדים ראו, להתנצל גם מולם מלמד אותם יותר מכל שיעור — הם לומדים מהדוגמה.',
  },
  {
    id: 'child_left_out',
    match: /\b(?:no ?one (?:wants to )?play(?:s)? with (?:her|him)|nobody (?:wants to )?play(?:s)? with (?:her|him)|(?:left out|excluded) (?:at|in|from)|(?:has|have) no friends|alone at recess|at recess (?:she|he) is alone)\b|(?:אף אחד לא רוצה לשחק (?:איתה|איתו)|אין (?:לה|לו) עם מי לשחק|אין (?:לה|לו) עם מי לדבר בהפסק|לא משחקים (?:איתה|איתו)|אף אחד לא משחק (?:איתה|איתו)|לבד בהפסקה|בהפסקות (?:היא|הוא) לבד|אין לה חברות|אין לו חברים|מחרימים (?:אותה|אותו)|חרם בכיתה)/i,
    en: 'being left out',
    he: 'הבדידות בהפסקות',
    topic: 'parenting',
    adviceEn:
      'Listen first, without rushing to fix: ask your child to tell you about recess, what happens and what they wish were different; then talk with the teacher, who sees the class, and help them invite one child home for a calm playdate — one friend is where it starts.',
    adviceHe:
      'קודם להקשיב, בלי למהר לתקן: לשאול מה קורה בהפסקה ומה היו רוצים שיהיה אחרת; אחר כך לדבר עם המחנכת, שרואה את הכיתה, ולעזור להזמין חבר או חברה אחת הביתה למפגש רגוע — חבר אחד הוא ההתחלה.',
  },
  {
    id: 'too_tired_for_family',
    match: /\b(?:(?:so|too) (?:tired|exhausted|drained) (?:to|that i|i)|no energy (?:for|left for) (?:my|the) (?:wife|husband|kids|family)|collapse on the (?:couch|sofa)|fall(?:ing)? asleep on the (?:couch|sofa))\b|(?:כל כך עייף|כל כך עייפה|אין לי כוח (?:לאשתי|לבעלי|לילדים|למשפחה)|נופל על הספה|נופלת על הספה|נרדם על הספה|נרדמת על הספה|גמור כשאני חוזר|גמורה כשאני חוזרת)/i,
    en: 'the tiredness',
    he: 'העייפות',
    topic: 'stress',
    adviceEn:
      'Tiredness seen from outside looks like not caring; tell your spouse what the day takes out of you, ask for twenty minutes of rest when you get home, and then give the family one fully present half hour — rest that is explained out loud is not taken as rejection.',
    adviceHe:
      'עייפות שנראית מבחוץ נראית כמו חוסר אכפתיות; כדאי לספר מה היום לוקח ממך, לבקש עשרים דקות מנוחה כשחוזרים הביתה, ואחר כך לתת למשפחה חצי שעה של נוכחות מלאה — מנוחה שמסבירים אותה בקול לא נתפסת כדחייה.',
  },
  {
    id: 'grandparent_childcare_load',
    match: /\b(?:(?:i )?(?:babysit|watch|look after|mind) (?:the |my |our )?grand(?:kids|children)(?: \w+){0,3} (?:days|times) a week|(?:two|three|four|\d) days a week with (?:the |my )?grand(?:kids|children))\b|(?:שומרת על הנכדים|שומר על הנכדים|שומרים על הנכדים|עם הנכדים (?:שלושה|שלוש|ארבעה|יומיים|\d) ימים)/i,
    en: 'looking after the grandchildren',
    he: 'השמירה על הנכדים',
    topic: 'married_children',
    adviceEn:
      'Loving them and being tired are both true; offer what you can keep up with joy — one day less, or two fixed days — say it early and warmly to your children, and give them time to arrange the rest.',
    adviceHe:
      'לאהוב אותם ולהתעייף — שניהם נכונים; כדאי להציע את מה שאפשר להמשיך בשמחה — יום אחד פחות, או יומיים קבועים — לומר את זה לילדים מוקדם ובחום, ולתת להם זמן לסדר את השאר.',
  },
  {
    id: 'teen_and_shul',
    match: /\b(?:(?:stopped|stops|refuses to|won'?t|doesn'?t want to) (?:go(?:ing)?|come|coming) (?:\w+ ){0,3}to (?:shul|synagogue|davening|minyan))\b|(?:(?:הפסיק|מסרב|לא רוצה|לא מוכן) (?:ללכת|לבוא)(?: \S+){0,3} (?:לבית הכנסת|לבית כנסת|לתפילה|למניין))/i,
    requires: /\b(?:son|teen\w*|boy|1[2-9])\b|(?:הבן|בני|בננו|בן 1|המתבגר|הנער)/i,
    en: 'shul',
    he: 'בית הכנסת',
    topic: 'religious_differences',
    adviceEn:
      'A teenager pulling back from shul is usually finding his own place, not rejecting his father; keep the relationship warm without pressure — time with his father that is not about shul — and agree between the two of you on one way of answering him, so you are not left in the middle.',
    adviceHe:
      'נער שמתרחק מבית הכנסת בדרך כלל מחפש את המקום שלו, ולא דוחה את אבא שלו; כדאי לשמור על קשר חם בלי לחץ — זמן עם אבא שלא קשור לבית הכנסת — ולהסכים ביניכם על דרך אחת לענות לו, כדי שלא תישארו באמצע.',
  },
  {
    id: 'living_with_parents',
    match: /\b(?:(?:living|staying|live|stay) (?:with|at) (?:my|her|his|our) parents(?:'|'s)?(?: place| house)? (?:until|while|for now|till)|moved (?:back )?in with (?:my|her|his) parents)\b|(?:גרים אצל ההורים|גרים אצל ההורים שלי|גרים אצל ההורים שלה|גרים אצל ההורים שלו|גרים אצל אמא שלי|עד שהדירה (?:תהיה )?מוכנה|עברנו לגור אצל ההורים)/i,
    en: 'living in your parents\' home',
    he: 'המגורים אצל ההורים',
    topic: 'in_laws',
    adviceEn:
      'In a parent\'s home the spouse who is not their child feels like a guest; make one corner of it yours (a room or a shelf that is only hers), agree together on a date or a plan for moving out, and be the one who asks your mother, gently, for privacy — from her own child it lands softer.',
    adviceHe:
      'בבית של הורים, בן או בת הזוג שאינם הילד שלהם מרגישים אורחים; כדאי ליצור פינה אחת שהיא רק שלכם, להסכים יחד על תאריך או תוכנית למעבר, ושאת הבקשה לפרטיות יבקש מאמא בעדינות הילד שלה — ממנו זה נשמע רך יותר.',
  },
  {
    id: 'child_party_budget',
    match: /\b(?:birthday|party)\b[^.?!]{0,80}\b(?:can'?t afford|too expensive|costs? (?:\$|£|₪)?\d+|\d+ (?:dollars|shekels|pounds)|like (?:her|his) friend'?s)\b|(?:יום הולדת|מסיבה)[^.?!]{0,80}(?:לא יכולים להרשות|יקר מדי|\d+ שקל|\d+ ₪|כמו של החבר)/i,
    en: 'the party',
    he: 'יום ההולדת',
    topic: 'money',
    adviceEn:
      'Explain simply that every family chooses differently, and offer a party your child helps create — at home or in the park, their theme, a special cake, their friends; children remember the fun and the attention, not the price.',
    adviceHe:
      'כדאי להסביר בפשטות שכל משפחה בוחרת אחרת, ולהציע מסיבה שהילד או הילדה יוצרים איתכם — בבית או בפארק, עם נושא שהם בוחרים, עוגה מיוחדת וחברים; ילדים זוכרים את הכיף ואת תשומת הלב, לא את המחיר.',
  },
  {
    id: 'spouse_studies',
    match: /\b(?:(?:wants to|going to|started|starting) (?:study|go back to (?:school|college|university)|do (?:a|her|his) (?:degree|masters|ma|phd))|(?:a|her|his) (?:degree|masters) (?:in the evenings|at night)|evening classes)\b|(?:ללמוד תואר|לימודי תואר|תואר שני|תואר ראשון|ללמוד בערבים|לימודים בערב|חוזרת ללימודים|חוזר ללימודים|התחילה ללמוד|התחיל ללמוד באוניברסיטה)/i,
    en: 'the studies',
    he: 'הלימודים',
    topic: 'chores',
    adviceEn:
      'Support works when it is planned: sit down before the semester and divide the week — who covers which evenings, what can be dropped, what help you can bring in — and set a monthly check-in to adjust before anyone is overwhelmed.',
    adviceHe:
      'תמיכה עובדת כשמתכננים אותה: כדאי לשבת לפני הסמסטר ולחלק את השבוע — מי אחראי על אילו ערבים, על מה אפשר לוותר, איזו עזרה אפשר להביא מראש — ולקבוע בדיקה חודשית כדי לתקן לפני שמישהו קורס.',
  },
  {
    id: 'night_feeds_partner',
    match: /\b(?:breastfeed\w*|nursing|i nurse|pump(?:ing|ed)? (?:milk)?)\b|(?:מניקה|הנקה|להניק|שאיבה|חלב שאוב)/i,
    // Asked by the mother who nurses (the advice speaks to her): her husband named.
    requires: /\b(?:my husband|my partner|he says|he thinks|he can'?t)\b|(?:בעלי|בן הזוג שלי)/i,
    en: 'the night feeds',
    he: 'ההנקות בלילה',
    topic: 'chores',
    adviceEn:
      'Even when you breastfeed, he can carry the night with you: he brings the baby to you and changes the diaper, does the burping and settling, gives a bottle of pumped milk for one feed, and takes a morning shift on the weekend so you sleep.',
    adviceHe:
      'גם כשמניקים, בן הזוג יכול לשאת את הלילה יחד: להביא את התינוק אלייך ולהחליף חיתול, להוציא גרעפס ולהרדים, לתת בקבוק של חלב שאוב בהאכלה אחת, ולקחת משמרת בוקר בסוף השבוע כדי שתישני.',
  },
  {
    id: 'table_games',
    match: /\b(?:games?|riddles?|trivia|quiz)\b[^.?!]{0,60}\b(?:at|around|for) the (?:shabbat |shabbos |friday night |dinner )?table\b|(?:משחקים|משחק|חידות|חידון)[^.?!]{0,60}(?:סביב השולחן|ליד השולחן|בשולחן|בסעודה|בשבת)/i,
    en: 'games at the table',
    he: 'משחקים סביב השולחן',
    topic: 'shabbat_home',
    adviceEn:
      'Around the table, word games work best: a riddle or trivia question about the parasha, "two truths and a lie", a story each one continues by a sentence, a song each child chooses in turn.',
    adviceHe:
      'סביב השולחן משחקי מילים עובדים הכי טוב: חידה או שאלת טריוויה על הפרשה, "שתי אמיתות ושקר", סיפור שכל אחד ממשיך במשפט, ושיר שכל ילד בוחר בתורו.',
  },
  {
    id: 'teens_chores',
    match: /\b(?:(?:won'?t|don'?t|doesn'?t|never|nobody|no one) (?:even )?(?:clear|clears|pick up|picks up|lift|lifts|wash|washes|take|takes) (?:a |their |his |her |one )?(?:plate|dish|dishes|cup)|feel like (?:the |a )?(?:maid|servant|cleaner|waitress))\b|(?:לא מרים צלחת|לא מרימים צלחת|לא מרימה צלחת|לא מפנה צלחת|לא מפנים|אף אחד לא מרים|מרגישה כמו משרתת|מרגישה כמו עוזרת|מרגיש כמו משרת|אני המשרתת)/i,
    requires: /\b(?:teen\w*|kids|children|sons|daughters|1[2-9])\b|(?:מתבגרים|מתבגר|הילדים|ילדים|הבנים|הבנות|בני נוער)/i,
    en: 'the help at home',
    he: 'העזרה בבית',
    topic: 'chores',
    adviceEn:
      'Teenagers help when a job is theirs, not when they are asked afresh each evening: sit down with them and divide the work — each owns one task every day (dishes, bins, laundry) — put it where everyone sees it, and agree first between you and your spouse, so the two of you stand as one front.',
    adviceHe:
      'מתבגרים עוזרים כשמשימה שייכת להם, לא כשמבקשים מחדש בכל ערב: כדאי לשבת איתם ולחלק — לכל אחד משימה קבועה שבאחריותו (כלים, זבל, כביסה) — לתלות את החלוקה במקום גלוי, ולהסכים קודם ביניכם כהורים, כדי ששניכם תעמדו בחזית אחת.',
  },
  {
    // A son or daughter who wants to leave a yeshiva, a seminary or a school is not a spouse's
    // learning (answers round S28's theme: "הבן שלי רוצה לצאת מהישיבה" got "ask for time beside his learning").
    id: 'leaving_yeshiva',
    match: /\b(?:(?:leave|leaving|left|quit|quitting|drop(?:ping|ped)? out of|switch(?:ing)? out of|move out of|transfer(?:ring)? out of|doesn'?t want to (?:go back to|stay in|be in)|won'?t go back to|refuses to go back to) (?:the |his |her |this |that )?(?:yeshiva|seminary|sem|high ?school|school|ulpana|cheder|kollel))\b|(?<![\u05D0-\u05EA])(?:לצאת|לעזוב|עזב|עזבה|יצא|יצאה|לעבור|עוזב|עוזבת|יוצא|יוצאת|נשר|נשרה|לנשור|לא רוצה לחזור|לא מוכן לחזור|לא מוכנה לחזור)(?: \S+)? (?:מה|את ה|ל|ל?ה)?(?:ישיבה|ישיבה תיכונית|סמינר|תיכון|אולפנה|חיידר|ת"ת)(?![\u05D0-\u05EA])/i,
    requires: new RegExp(`${CHILD_NAMED.source}|\\b(?:teen\\w*|1[2-9][- ]?(?:year[- ]old|yo))\\b|(?<![\\u05D0-\\u05EA])(?:מתבגר|מתבגרת|(?:בן|בת) 1[2-9])(?![\\u05D0-\\u05EA0-9])`, 'i'),
    replaces: ['learning'],
    en: 'leaving the yeshiva',
    he: 'העזיבה של המסגרת',
    topic: 'parenting',
    adviceEn:
      'Before the decision itself, hear what is behind it: the learning, the place, the friends, or something harder not yet said. Talk with a rebbe or mentor your child trusts, look together at real alternatives (another yeshiva or school, a program that joins learning with work or studies, a year of service), and say plainly that your love does not depend on where they learn.',
    adviceHe:
      'לפני ההחלטה עצמה כדאי לשמוע מה עומד מאחוריה: הלימוד, המקום, החברים, או משהו קשה יותר שעוד לא נאמר. כדאי לדבר עם ר"מ, מחנכת או דמות שהילד סומך עליה, לבדוק יחד חלופות אמיתיות (ישיבה או בית ספר אחרים, מסגרת שמשלבת לימוד עם עבודה או לימודים, שנת שירות), ולומר במפורש שהאהבה לא תלויה במקום שבו לומדים.',
  },
  {
    id: 'learning',
    // School studies ("לחץ בלימודים", plural) are not Torah learning; nor is a son's yeshiva when no
    // husband, kollel or avreich is named (blanked whole: "הבן שלי בן 17 רוצה לצאת מהישיבה").
    unless: /(?<![\u05D0-\u05EA])(?:[ובלמה]|וב|ול|ומ|שב)?לימודים(?![\u05D0-\u05EA])|^(?![\s\S]*(?:\b(?:husband|kollel|avreich)\b|בעלי|בן זוגי|כולל|אברך))[\s\S]*(?:\b(?:son|sons|boy|teen\w*|(?:our|my) 1\d[- ]?year[- ]old)\b|(?<![\u05D0-\u05EA])(?:[ולמב]|וה|שה)?(?:הבן|בני|בננו|הנער|המתבגר|בן 1[2-9])(?![\u05D0-\u05EA]))[^.?!]{0,40}(?:\byeshiva\b|ישיבה|בישיבה|מהישיבה|לישיבה|הישיבה)[\s\S]*/i,
    match: /\b(?:yeshiva|kollel|avreich|learn(?:ing|s)?\b(?!\s+(?:to|how|from|about|more|that|the hard way)\b)|shiur\w*|chavrusa|(?:night|morning|afternoon|evening|first|second) seder in (?:yeshiva|kollel)|(?:night|morning|afternoon|evening) seder|torah study|daf yomi|beis medrash)\b|(?:ישיבה|ישיבת|כולל|אברך|אברכים|לימוד|הלימוד|לומד|שיעור תורה|חברותא|דף יומי|בית המדרש|ביטול תורה|לבטל תורה)/i,
    en: 'his learning',
    he: 'הלימוד',
    topic: 'time',
    adviceEn:
      'Learning is something he treasures, so ask for time together beside it rather than instead of it: one fixed evening, or an hour after the night seder, that is yours and that he guards the way he guards his learning.',
    adviceHe:
      'הלימוד יקר לו, ולכן כדאי לבקש זמן משותף לצד הלימוד ולא במקומו: ערב קבוע אחד, או שעה אחרי הסדר, שהוא שומר עליה כמו שהוא שומר על הלימוד.',
  },
  {
    // Answers round S30 (a couple's everyday life): the one told he does not listen asks what is
    // asked of him ("אשתי אומרת שאני 'לא מכיל' אותה. מה זה בכלל אומר להכיל?") and was answered as
    // the one unheard ("ask for ten minutes where they only listen to you").
    id: 'told_i_dont_listen',
    match: /\b(?:(?:says|said|tells me|told me|complains|keeps saying|claims)(?: that)? i (?:don'?t|never|do not|can'?t) (?:really |actually )?(?:listen|hear (?:her|him)|get (?:it|her|him)|understand (?:her|him)|support (?:her|him) (?:emotionally)?|validate)|(?:doesn'?t|does not|don'?t|never) feel heard by me)\b|(?<![\u05D0-\u05EA])(?:אומרת|אומר|אמרה|אמר|טוענת|טוען)(?: לי)? ש?אני (?:["'״]?(?:לא|אף פעם לא) (?:מקשיב|מקשיבה|מכיל|מכילה|שומע|שומעת|מבין|מבינה|מחבק|מחבקת)|["'״](?:לא )?(?:מכיל|מכילה)["'״])/i,
    en: 'what she is asking of you',
    he: 'מה שמבקשים ממך',
    topic: 'listening',
    ownWords: true,
    adviceEn:
      'When someone says they do not feel heard, they are usually asking you to stay with the feeling before the solution. Next time, put the phone down and let them finish; say back in your own words what you heard ("so the meeting left you feeling brushed aside"); ask "do you want my advice, or just for me to listen?"; and offer a fix only if they ask for one.',
    adviceHe:
      'כשמישהו אומר שהוא לא מרגיש מוכל, הוא בדרך כלל מבקש שיישארו איתו ברגש לפני הפתרון. בפעם הבאה כדאי להניח את הטלפון ולתת לסיים; לומר במילים שלך מה ששמעת ("אז הפגישה השאירה אותך עם תחושה שלא רואים אותך"); לשאול "רוצה עצה, או שרק אקשיב?"; ולהציע פתרון רק כשמבקשים.',
  },
  {
    // A child's or a teenager's phone is not the couple's phone habit (answers round S28's theme:
    // "my 16 year old is on her phone all day and doesn't talk to me" got "put both phones in
    // another room"). A spouse's own phone named stays the couple's.
    id: 'child_screens',
    match: /\b(?:phones?|smartphone|screens?|screen time|scrolling|whatsapp|instagram|tiktok|snapchat|social media|on (?:his|her|their) (?:phone|screen)|(?:video|computer) games?|gaming|fortnite|minecraft|youtube)\b|(?<![\u05D0-\u05EA])(?:[ובלמהש]|וה|וב|ול|ומ|שה)?(?:טלפון|טלפונים|פלאפון|סמארטפון|נייד|מסך|מסכים|וואטסאפ|אינסטגרם|טיקטוק|רשתות|משחקי מחשב|גולל|גוללת)(?![\u05D0-\u05EA])/i,
    requires: new RegExp(`${CHILD_NAMED.source}|\\b(?:teen\\w*|1[0-7][- ]?(?:year[- ]old|yo)|my \\d{1,2} ?yo)\\b|(?<![\\u05D0-\\u05EA])(?:מתבגר|מתבגרת|(?:בן|בת) (?:[7-9]|1[0-7]))(?![\\u05D0-\\u05EA0-9])`, 'i'),
    // (Blanked whole:) a husband's or wife's own phone beside the children, or the asker's own
    // ("I'm always on my phone and the kids notice"), is the couple's matter.
    unless: /^[\s\S]*(?:(?:\b(?:husband|wife|spouse|partner)\b|בעלי|אשתי|בן הזוג|בת הזוג)[^.?!]{0,30}(?:\b(?:phone|screen|scrolling|gaming)\b|בטלפון|בנייד|במסך|גולל|גוללת)|\bI'?m (?:\w+ )?on my (?:phone|screen)|\bmy own (?:phone|screen)|(?<![\u05D0-\u05EA])אני (?:\S+ )?(?:בטלפון|בנייד|על הטלפון))[\s\S]*$/i,
    replaces: ['phones'],
    en: 'the phone',
    he: 'הטלפון',
    topic: 'parenting',
    adviceEn:
      'For a child or a teenager the phone is where their friends are, so a blanket ban tends to go underground. Agree on a few clear limits together with them (phones out of bedrooms at night, none at meals, yours included, which apps and which hours), say why, and keep talking about what they see and who they talk to rather than only checking.',
    adviceHe:
      'לילד או למתבגר הטלפון הוא המקום שבו נמצאים החברים, ולכן איסור גורף נוטה לרדת למחתרת. כדאי להסכים יחד איתם על כמה גבולות ברורים (בלי טלפונים בחדר בלילה, בלי טלפונים בארוחות — גם של ההורים, אילו אפליקציות ובאילו שעות), להסביר למה, ולהמשיך לדבר על מה שהם רואים ועם מי הם מדברים, ולא רק לבדוק.',
  },
  {
    id: 'phones',
    match: /\b(?:phones?|screens?|scrolling|whatsapp|instagram|tiktok|facebook|social media|on (?:his|her|my|their) (?:phone|screen)|(?:video|computer) games?|gaming|netflix|youtube)\b|(?:משחק במחשב|משחקי מחשב|נטפליקס|טלפון|טלפונים|הטלפון|פלאפון|נייד|מסך|מסכים|וואטסאפ|רשתות חברתיות|גולל|גוללת)/i,
    en: 'the phones',
    he: 'הטלפונים',
    topic: 'time',
    adviceEn:
      'Phones fill every quiet moment unless you decide otherwise together: agree on one phone-free stretch — dinner, the time in bed before sleep, or the first twenty minutes after the children are asleep — and put both phones in another room for it.',
    adviceHe:
      'הטלפון ממלא כל רגע שקט אם לא מחליטים אחרת ביחד: כדאי להסכים על זמן אחד בלי טלפונים — ארוחת ערב, הזמן במיטה לפני השינה, או עשרים הדקות הראשונות אחרי שהילדים נרדמים — ולהניח את שני הטלפונים בחדר אחר.',
    // A call is not the phone habit: "she cried on the phone", "a phone call with his mother".
    // A video call with the grandchildren is the call, not screen time (round Q1).
    unless: /\b(?:facetime|face ?time|video ?calls?|phone call|on the phone (?:with|to)|over the phone|(?:called|calls?) (?:me|her|him))\b|(?:שיחת טלפון|בשיחת טלפון|(?:תבכה|בכתה|בוכה|צעק|צעקה|דיבר|דיברה|מדבר|מדברת|אמר|אמרה|תגיד|יגיד)[^.?!]{0,10}בטלפון)/i,
  },
  {
    id: 'caregiving',
    // Answers round S6: the load told as a list and a fair split asked for ("Right now I do
    // everything: doctors, pills, shopping, Shabbat meals… how Avi and I split this fairly"). Before
    // cooking and Shabbat, so a parent's care told with its meals is answered as the care.
    match: /\b(?:daily care|care for|caring for|needs? (?:full-time |daily |more )?care|nursing|carer|caregiv\w*|after (?:her|his) fall|a fall|dementia|hospital|parkinson\w*|split (?:this|it|the care|the load|the work|the visits) (?:fairly|evenly|between us)|share the (?:care|load|burden))\b|(?:טיפול יומיומי|מטפל זר|לטפל ב|טיפול ב|סיעוד|סיעודי|מטפלת|אחרי הנפילה|נפילה|דמנציה|בית חולים|פרקינסון|לחלק את (?:הטיפול|העומס|הנטל|הביקורים))/i,
    en: 'the care',
    he: 'הטיפול',
    topic: 'parents',
    adviceEn: 'Write down the care each week needs — meals, appointments, nights — and ask each sibling for one named piece of it, rather than for "more help".',
    adviceHe: 'כדאי לכתוב את מה שהטיפול דורש בכל שבוע — ארוחות, תורים, לילות — ולבקש מכל אחד מהאחים חלק אחד מוגדר, ולא "יותר עזרה".',
  },
  {
    id: 'cooking',
    match: /\b(?:cook\w*|food|meals?|recipes?|kitchen)\b|(?:בישול|מבשלת|מבשל|לבשל|האוכל|אוכל|מתכון|מטבח)/i,
    en: 'your cooking',
    he: 'הבישול',
    topic: 'criticism',
    // Eating as a verb is no meal given ("אוכל אחרת", "אוכלת רק בריא"), nor is eating oneself up
    // with guilt ("אוכל את עצמי מאשמה", "eating myself up").
    // Nor is a thank-you for the meal that never comes ("not even 'thanks for dinner'"): that is
    // being taken for granted (answers round J12); nor a kitchen reorganised by a husband home all
    // day since he retired (round K1).
    unless: /\b(?:eat(?:ing|s)? (?:my|him|her|your)self up|eats? (?:differently|healthy|clean|only|less|alone)|thanks?(?: you)? for (?:the |my |a )?(?:dinner|food|meal|cooking|supper|lunch)|(?:re)?(?:organi[sz]|arrang|renovat|remodel|tid(?:y|i)|clean)\w* (?:up )?(?:my|our|the|her|his) kitchen)\b|(?<![\u05D0-\u05EA])(?:מסדר|מסדרת|מארגן|מארגנת|משפץ|משפצים|מנקה) (?:לי )?(?:את )?המטבח|(?<![\u05D0-\u05EA])(?:(?:אוכל|אוכלת|אוכלים)(?= (?:את עצמ[\u05D0-\u05EA]*|אחרת|בריא|רק|פחות|יותר|לבד|מהר|לאט|הרבה|מעט))|תודה על (?:ה)?(?:אוכל|ארוחה|בישול))/i,
    adviceEn:
      'Remarks about your cooking sting because a meal is something you give; you can thank her for a tip once and then change the subject, without defending each dish.',
    adviceHe: 'הערות על הבישול צורבות כי ארוחה היא משהו שנותנים; אפשר להודות פעם אחת על עצה ולעבור נושא, בלי להגן על כל מנה.',
  },
  // Answers round S32: "My father died half a year ago. My wife was very supportive at first, but now
  // she says it's time to 'get back to myself'. I'm not there yet." — grief told it is taking too long.
  {
    // Answers round S43: a child's own questions about a death — "are you and Abba going to die too?",
    // "does Grandma get air in the ground?", "did it hurt him?", "where is Saba now?".
    id: 'child_asks_about_death',
    match: /\b(?:ask(?:s|ed|ing)?|wants? to know|wanted to know|keeps? asking|question(?:s)?)\b[^.!\n]{0,120}(?:\b(?:die|dies|died|dying|dead|death|buried|bury|the ground|heaven|gan eden|soul|neshama|coming back|come back|hurt (?:him|her)|in the box|cemetery)\b)|\b(?:will|are) (?:you|mommy|daddy|abba|ima|you and (?:abba|ima|daddy|mommy)) (?:\w+ )?(?:going to )?die\b|(?:שאל|שאלה|שואל|שואלת|שואלים|שאלו)[^.!\n]{0,120}(?:ימות|תמות|תמותו|נמות|(?<![\u05D0-\u05EA])מת(?![\u05D0-\u05EA])|(?<![\u05D0-\u05EA])מתה(?![\u05D0-\u05EA])|נפטר|באדמה|בקבר|גן עדן|בשמיים|בשמים|נשמה|יחזור|תחזור|כאב לו|כאב לה|אוויר|לנשום)/i,
    requires: /\b(?:son|daughter|kids?|child(?:ren)?|boy|girl|toddler|grand(?:son|daughter|child\w*|kids?)|\d+[- ]?(?:year|yr)[- ]?old|(?:three|four|five|six|seven|eight|nine|ten)[- ]year[- ]old)\b|(?<![\u05D0-\u05EA])(?:[ושלבמ]|וה|שה|מה)?(?:הבן|הבת|הילד|הילדה|הילדים|הקטן|הקטנה|נכד|נכדה|הנכדים|בני|בתי)(?![\u05D0-\u05EA])|(?:בן|בת) (?:\d|שלוש|ארבע|חמש|שש|שבע|שמונה|תשע)/i,
    en: "the child's questions about death",
    he: 'השאלות של הילד על המוות',
    topic: 'grief',
    adviceEn:
      'Answer a child\'s questions about death simply and truthfully, in words of their age: he died, his body stopped working, and it cannot feel pain, cold or hunger any more or need air — so he is not suffering. Avoid "he\'s sleeping" or "he went away", which frighten children about sleep and leaving. To "will you die too?": most people die when they are very, very old; we take care of ourselves and expect to be here a long time, and there are many people who love you and would always take care of you. Say what your family believes about the soul and Gan Eden as belief, and "I don\'t know" where you don\'t; expect the questions to come back again and again, and let play and drawing be part of how they grieve.',
    adviceHe:
      'כדאי לענות לשאלות של ילד על המוות בפשטות ובאמת, במילים של הגיל שלו: הוא מת, הגוף שלו הפסיק לעבוד, והוא כבר לא מרגיש כאב, קור או רעב ולא צריך אוויר — ולכן הוא לא סובל. עדיף להימנע מ"הוא ישן" או "הוא נסע", שמפחידים ילדים משינה ומפרידה. לשאלה "גם אתם תמותו?": רוב האנשים מתים כשהם זקנים מאוד מאוד; אנחנו שומרים על עצמנו ומצפים להיות כאן עוד הרבה מאוד זמן, ויש הרבה אנשים שאוהבים אותך ותמיד ידאגו לך. את מה שהמשפחה מאמינה על הנשמה ועל גן עדן אפשר לומר כאמונה, ו"אני לא יודע" כשלא יודעים; השאלות יחזרו שוב ושוב, ומשחק וציור הם חלק מהדרך של ילדים להתאבל.',
  },
  {
    id: 'grief_takes_time',
    match: /\b(?:move on|moving on|moved on|get over (?:it|him|her|this)|over it by now|time to (?:let go|get back to (?:normal|myself|yourself|himself|herself))|not there yet|still (?:grieving|mourning)|how long (?:should|does|will|is) (?:grief|mourning|this|it) (?:last|take|supposed to))\b|(?:להמשיך הלאה|להמשיך הלאה|לחזור לעצמי|לחזור לעצמך|לחזור לעצמו|לחזור לעצמה|להתגבר על זה|לצאת מזה|עוד לא שם|עדיין לא שם|עדיין באבל|כמה זמן (?:נמשך|אמור להימשך|לוקח) (?:ה)?אבל)/i,
    requires: /\b(?:died|passed away|death|funeral|shiva|mourning|grie\w*|kaddish|yahrzeit|loss of)\b|(?:נפטר|נפטרה|מות|הלוויה|שבעה|אבל|קדיש|אזכרה|לכתו|לכתה)/i,
    en: 'the time grief takes',
    he: 'הזמן שהאבל לוקח',
    topic: 'grief',
    adviceEn: 'The tradition itself gives grief its time — shiva, shloshim, and for a parent a year of kaddish — so not being "there yet" months later is no failing. Telling your spouse what still hurts, and what would help, lets them wait with you rather than for you.',
    adviceHe: 'המסורת עצמה נותנת לאבל את זמנו — שבעה, שלושים, ועל הורה שנה שלמה של קדיש — כך שלא להיות "שם" אחרי כמה חודשים אינו כישלון. לספר לבן או לבת הזוג מה עדיין כואב ומה יעזור מאפשר לחכות יחד, ולא זה לזה.',
  },
  {
    id: 'funeral',
    match: /\b(?:funeral|shiva|burial|yahrzeit|passed away|died)\b|(?:הלוויה|ההלוויה|השבעה|(?:לשבת|יושב|יושבת|ישבו|יושבים) שבעה|אזכרה|יארצייט|נפטר|נפטרה|מת לפני)/i,
    en: 'the funeral',
    he: 'ההלוויה',
    topic: 'grief',
    adviceEn:
      'After a funeral, families often freeze in whatever was said or not said that week; grief makes everyone raw, and a short message that mentions the parent you both lost can reopen the door.',
    adviceHe: 'אחרי הלוויה משפחות נוטות לקפוא במה שנאמר או לא נאמר באותו שבוע; האבל משאיר את כולם חשופים, והודעה קצרה שמזכירה את ההורה ששניכם איבדתם יכולה לפתוח מחדש את הדלת.',
  },
  {
    id: 'move',
    match: /\b(?:move|moved|moves|moving|relocat\w*|another city|new city|make aliyah|aliyah|move in)\b|(?:לעבור לגור|לעבור דירה|לעבור לעיר|לעבור ל(?!(?:תיכון|ישיבה|בית ספר|בית הספר|כיתה|עבודה|משרה|תפקיד|שלב|נושא|סדר היום|מסלול|מגמה|חוג|גן|אולפנה|סמינר|מחשבים|תחום))|מעבר דירה|מעבר ל(?:גור|עיר|ארץ|חו"ל|חו״ל|דירה|בית|ישוב|יישוב|שכונה|מושב|קיבוץ|צפון|דרום|מרכז|ירושלים|תל אביב|חיפה|באר שבע|אמריקה|ארה"ב|אנגליה|צרפת)|לעלות לארץ|עלייה לארץ|יעברו לגור|לגור איתנו|(?<![\u05D0-\u05EA])(?:עברו|עבר|עברה|עוברים|עובר|עוברת|נעבור|יעברו|תעבור) (?:לגור|דירה|לחו"ל|לחו״ל|לחוץ לארץ|לעיר|לארץ אחרת))/i,
    en: 'the move',
    he: 'המעבר',
    topic: 'decisions',
    // "Moved by his letter" is a feeling, not a move; "move on" after a fight or a loss is no move either.
    unless: /\bmoved (?:by|to tears|me|us|him|her)\b|\bmov(?:e|ed|es|ing) on\b(?! to (?:a |the |another |our |my )?(?:new |bigger |smaller )?(?:house|home|apartment|flat|city|town|place|neighbou?rhood))|\bmov(?:ed|ing|es) back (?:in|home)\b|(?:חזר|חזרה|חזרו) לגור (?:איתנו|אצלנו|בבית|אצלי|איתי)/i,
    adviceEn:
      'A move touches everything — work, community, the children, each family — so list together what each of you would gain and lose, look for a third option before deciding between two, and where you can, try it for a period (rent before you buy) before deciding for good.',
    adviceHe: 'מעבר נוגע בכל דבר — עבודה, קהילה, ילדים, המשפחות — ולכן כדאי לכתוב יחד מה כל אחד מכם מרוויח ומפסיד, לחפש אפשרות שלישית לפני שמכריעים בין שתיים, ואם אפשר לנסות לתקופה (לשכור לפני שקונים) לפני שמחליטים סופית.',
    elder: {
      en: 'When the young couple is the one moving, the decision is theirs: say once, warmly, that you will miss them and that you are behind them, and agree on how you stay close — a fixed weekly call, a visit each year; if you are the one thinking of moving near them, ask first what they would welcome.',
      he: 'כשהזוג הצעיר הוא שעובר, ההחלטה שלהם: כדאי לומר פעם אחת, בחום, שיחסרו לך ושיש להם גב, ולהסכים איך שומרים על קשר — שיחה קבועה בכל שבוע, ביקור בכל שנה; ואם המעבר לידם הוא שלך, כדאי לשאול קודם מה יתקבל אצלם בשמחה.',
    },
  },
  {
    id: 'community',
    match: /\b(?:community|shul|synagogue|neighbou?rhood|kehilla)\b|(?:קהילה|הקהילה|בית הכנסת|שכונה|השכונה)/i,
    en: 'your community',
    he: 'הקהילה',
    topic: 'decisions',
    adviceEn: 'Say plainly what your community gives you — friends, a shul, help on hard days — so it is weighed as a real need and not as stubbornness.',
    adviceHe: 'כדאי לומר בפשטות מה הקהילה נותנת לך — חברים, בית כנסת, עזרה בימים קשים — כדי שזה ייחשב צורך אמיתי ולא עקשנות.',
  },
  {
    id: 'job',
    match: /\b(?:job|jobs|work|works|working|boss|career|office|overtime|fired|laid off|unemploy\w*|(?<!(?:none of (?:my|your|his|her|our|their)|(?:mind|minding) (?:my|your|his|her) own) )business|promotion|start-?up|shifts?|clients?|colleagues?|(?:back to|go back to|return to) (?:teaching|nursing|school|the office|studying)|teaching|residency|law firm|work hours)\b|(?:עבודה|העבודה|בעבודה|עובד|עובדת|בוס|קריירה|משרד|פוטר|פוטרה|פיטורים|מובטל|מובטלת|עסק|העסק|קידום|משמרת|משמרות|סטארט ?אפ|הייטק|לקוחות|(?<![\u05D0-\u05EA])(?:עורכת דין|עורך דין|תורנות|תורנויות|ללמד|לחזור לעבוד)(?![\u05D0-\u05EA]))/i,
    // "Work" as in something working or being worked on, not a job: "if it isn't working", "make
    // it work", "work it out", "work on our marriage", "זה לא עובד", "לא עובד לנו".
    unless:
      /\b(?:it|this|that|nothing|something|anything|what|which|plan|idea|arrangement)(?:'s|’s| is| was| isn'?t| isn’t| wasn'?t| does| doesn'?t| doesn’t| did| didn'?t| won'?t| will| would| might| has| have)?(?: not| really| clearly| just| even| ever| never| still)* (?:work|works|working|worked)\b|\bmake (?:it|this|that|things|us|our marriage) work\b|\bwork (?:it|this|that|things) out\b|\bwork(?:ing)? (?:on|through) (?:it|this|that|us|our|the|my|things)\b|(?<![\u05D0-\u05EA])(?:זה|זה לא|הוא לא|היא לא|שום דבר לא|כלום לא|לא) (?:עובד|עובדת)(?: לנו| לי| בשבילי| בשבילנו)?(?![\u05D0-\u05EA])|(?<![\u05D0-\u05EA])(?:לא )?(?:עובד|עובדים|עובדת) על (?:זה|הזוגיות|הקשר|עצמי|עצמנו)(?![\u05D0-\u05EA])|(?<=(?:אני|אבא|אמא|הורה)\s+(?:\S+\s+){0,3})(?:ו)?(?:עובד|עובדת) (?:קשה|כל היום|מבוקר עד ערב)(?![\u05D0-\u05EA])|\b(?<=\bI\s+(?:\w+\s+){0,3})work (?:hard|so hard|long hours)\b(?=[^.?!]{0,40}\b(?:always|for (?:them|him|her|the family)|provide|there for)\b)/i,
    en: 'work',
    he: 'העבודה',
    topic: 'time',
    adviceEn:
      'Work pressures are real, so talk about what work is taking from home rather than whether the job matters: which evenings, which hours, and what could be protected.',
    adviceHe: 'לחץ בעבודה הוא אמיתי, ולכן כדאי לדבר על מה שהעבודה לוקחת מהבית ולא על השאלה אם העבודה חשובה: אילו ערבים, אילו שעות, ומה אפשר לשמור.',
  },
  {
    id: 'trip',
    match: /\b(?:trip|vacation|holiday abroad|getaway|travel\w*|go away|away for a week|(?:\d+|two|three|four|five) nights in)\b|(?:טיול|חופשה|נסיעה|לנסוע|נופש|לחו"ל|לחו״ל|טסנו|לטוס|נטוס|טיסה|(?:\d+|שני|שלושה|ארבעה|חמישה) לילות ב)/i,
    // Moving abroad is a move, not a trip.
    unless: /(?<![\u05D0-\u05EA])(?:עברו|עבר|עברה|עוברים|עובר|עוברת|לעבור|נעבור|יעברו|תעבור|לרדת|ירדו|ירד|ירדה)(?: לגור)? (?:לחו"ל|לחו״ל|לחוץ לארץ)|\b(?:mov(?:e|ed|es|ing)|relocat\w*) (?:abroad|overseas)\b/i,
    en: 'the trip',
    he: 'הנסיעה',
    topic: 'time',
    adviceEn: 'Plan the trip around what each of you most wants from it — rest, adventure, time alone together — and agree on the shape of it before anyone books anything.',
    adviceHe: 'כדאי לתכנן את הנסיעה סביב מה שכל אחד מכם הכי רוצה ממנה — מנוחה, הרפתקה, זמן לבד ביחד — ולהסכים על המסגרת לפני שמזמינים משהו.',
  },
  {
    id: 'anniversary',
    match: /\b(?:anniversar\w*|\d+ years (?:of marriage|married) (?:next|this) (?:week|month))\b|(?:יום הנישואים|יום נישואים|יום נישואין|יום הנישואין|(?:שנים|שנה) לנישואים|(?:שנים|שנה) לנישואין|שנות נישואים|שנות נישואין|(?:שנים|שנה) נשואים (?:בשבוע|בחודש|מחר|ביום)|(?:שנים|שנה) ביחד (?:בשבוע|בחודש|מחר|ביום))/i,
    en: 'your anniversary',
    he: 'יום הנישואים',
    topic: 'time',
    adviceEn: 'An anniversary means most when it looks back and forward: a letter to each other about one memory from each year, and one hope for the next.',
    adviceHe: 'יום הנישואים משמעותי במיוחד כשהוא מביט אחורה וקדימה: מכתב זה לזה על זיכרון אחד מכל תקופה, ותקווה אחת לשנים הבאות.',
  },
  {
    id: 'birthday',
    match: /\b(?:birthday)\b|(?:יום הולדת|יום ההולדת)/i,
    en: 'the birthday',
    he: 'יום ההולדת',
    topic: 'apology',
    adviceEn: 'A forgotten birthday hurts because it feels like being forgotten; the repair is to show that you do see her — a late celebration planned with care says more than a rushed gift.',
    adviceHe: 'יום הולדת שנשכח כואב כי זה מרגיש כמו להישכח; התיקון הוא להראות שרואים אותה — חגיגה מאוחרת שתוכננה בתשומת לב אומרת יותר ממתנה חפוזה.',
  },
  {
    id: 'baby',
    // A baby lost is not the new baby's sleepless nights.
    // ("He's not a baby anymore", "treats me like a baby": no baby in the house — answers round P2.)
    // (Nor is a baby hoped for: "we've been trying for a baby for three years" — answers round S32.)
    unless: /\b(?:lost (?:a|the|our) (?:pregnancy|baby)|miscarr\w*|stillbirth|not a baby|like a baby|(?:treat|treats|treating|treated) (?:me|him|her) like a baby|(?:trying|tried|try|hoping|hope|want|wanting|praying|pray) (?:\w+ )?for a baby|(?:have|having|had) a baby (?:yet|soon|one day))\b|(?:איבדנו את (?:ה)?(?:תינוק|תינוקת|הריון)|(?:מנסים|מנסה|ניסינו|מתפללים|מתפללת|מחכים) (?:\S+ )?(?:ל|לעוד )?(?:תינוק|ילד|הריון)|לידה שקטה|הפלה|(?:הוא|היא|אני|שהוא|שהיא|שאני) (?:כבר )?לא (?:תינוק|תינוקת)|כמו (?:תינוק|תינוקת))/i,
    match: /\b(?:new baby|newborn|the baby|a baby|(?:our|my) baby|baby is \d+|after (?:the )?birth|postpartum|maternity leave|night feeds?)\b|(?:תינוק|תינוקת|לידה|הלידה|אחרי הלידה|חופשת לידה|האכלות לילה)/i,
    en: 'the baby',
    he: 'התינוק',
    topic: 'stress',
    adviceEn: 'The first months with a baby run on broken sleep, and short tempers are often exhaustion talking; protecting one long stretch of sleep for each of you changes more than any talk.',
    adviceHe: 'החודשים הראשונים עם תינוק עוברים על שינה קטועה, וקוצר רוח הוא לעיתים קרובות עייפות שמדברת; לשמור לכל אחד מכם רצף שינה ארוך אחד משנה יותר מכל שיחה.',
  },
  {
    id: 'pesach',
    match: /\b(?:pesach|passover|seder night|rosh hashan\w*|sukkot|the holidays|yom tov|chag)\b|(?:פסח|ליל הסדר|ראש השנה|סוכות|החגים|חג)/i,
    en: 'the holiday',
    he: 'החג',
    topic: 'in_laws',
    adviceEn: 'When both families expect you for the holiday, decide as a couple first — alternate (one holiday with each family, then swap next year), split the days, or host — and tell each family together, warmly and early.',
    adviceHe: 'כששתי המשפחות מצפות לכם בחג, כדאי להחליט קודם ביניכם — לסירוגין משנה לשנה, לחלק את הימים, או לארח — ולספר לכל משפחה יחד, בחום ומוקדם.',
    elder: {
      en: 'A young couple has two families to share the holidays between: invite early and warmly, tell them they are welcome whatever they decide, and let them answer as a couple.',
      he: 'לזוג צעיר יש שתי משפחות להתחלק ביניהן בחגים: כדאי להזמין מוקדם ובחום, לומר שהם רצויים מה שלא יחליטו, ולתת להם לענות יחד.',
    },
  },
  {
    // Answers round S40: "where we spend Shabbat — his parents in Bnei Brak, mine in Haifa … a fair
    // system?" asks how to share the Shabbatot between two families, not what Shabbat should hold.
    id: 'shabbat_between_families',
    match: /\b(?:shabbat|shabbos|shabbes|friday nights?)\b|(?<![\u05D0-\u05EA])(?:[ובלמהש]|וב|ול|וה|וש|בה|לה|מה|שה|כש)?(?:שבת|שבתות)(?![\u05D0-\u05EA])/i,
    requires: /\b(?:(?:his|her) (?:parents|family|mother|mom)\b[^]{0,160}\b(?:mine|my (?:parents|family|mother|mom))|(?:my|our) (?:parents|family)\b[^]{0,160}\b(?:his|hers|her) (?:parents|family)|both (?:mothers|moms|families|sets of parents|sides)|whose (?:parents|family)|(?:which|whose) (?:parents'?|family'?s?) (?:house|place|home)|(?:alternate|split|divide|share) (?:the )?(?:shabbat|shabbos)\w*)\b|(?:ההורים שלו|המשפחה שלו|אמא שלו)[^]{0,160}(?:ההורים שלי|המשפחה שלי|אמא שלי|שלי(?![\u05D0-\u05EA]))|(?:ההורים שלה|המשפחה שלה|אמא שלה)[^]{0,160}(?:ההורים שלי|המשפחה שלי|אמא שלי|שלי(?![\u05D0-\u05EA]))|(?:ההורים שלי|המשפחה שלי)[^]{0,160}(?:ההורים שלו|ההורים שלה|המשפחה שלו|המשפחה שלה)|(?:שתי|שני) (?:האמהות|המשפחות|הצדדים)|אצל (?:איזה|אילו) (?:הורים|צד)|אצל מי (?:נהיה|אנחנו|נעשה|להיות)/i,
    en: 'where you spend Shabbat',
    he: 'איפה אתם בשבת',
    topic: 'shabbat_home',
    adviceEn: 'When both families want you for Shabbat, decide as a couple first and then make it a system rather than a weekly negotiation: alternate (one Shabbat with each family, and some at home just the two of you), fix it a month ahead on a shared calendar, and tell both mothers together, warmly — a rule you both stand behind ends the Sunday phone calls.',
    adviceHe: 'כששתי המשפחות רוצות אתכם לשבת, כדאי להחליט קודם ביניכם ואז להפוך את זה לשיטה ולא למשא ומתן שבועי: לסירוגין (שבת אצל כל משפחה, וחלק מהשבתות בבית רק שניכם), לקבוע חודש מראש בלוח משותף, ולספר לשתי האמהות יחד ובחום — כלל ששניכם עומדים מאחוריו מפסיק את הטלפונים של יום ראשון.',
  },
  {
    id: 'shabbat',
    match: /\b(?:shabbat|shabbos|sabbath|friday night|shabbat table|shabbos table)\b|(?:(?<![\u05D0-\u05EA])(?:[ובלמהש]|וב|ול|וה|וש|בה|לה|מה|שה|כש|ושב)?(?:שבת|שבתות)(?![\u05D0-\u05EA])(?<!(?<![\u05D0-\u05EA])לשבת(?=\s+(?:עם|לדבר|יחד|ביחד|בשקט|על|ול|איתו|איתה|איתם|מול|ליד|ולדבר)))|מוצ"ש)/i,
    // Shabbat named only as the time after which something happens is no question of Shabbat
    // (answers round S28: "הוזמנה למסיבת סוף שנה במוצאי שבת").
    unless: /(?<![\u05D0-\u05EA])(?:[ובלמ])?מוצאי שבת(?![\u05D0-\u05EA])|\b(?:motz(?:a|ae|ei)['’]?i? (?:shabbat|shabbos)|after (?:shabbat|shabbos) (?:is )?(?:ends?|out|over))\b/i,
    en: 'Shabbat',
    he: 'השבת',
    topic: 'shabbat_home',
    adviceEn: 'Shabbat carries a lot of hopes at once, so agree beforehand on the one or two things that matter most to each of you on it, and let the rest go.',
    adviceHe: 'על השבת נתלות הרבה ציפיות בבת אחת, ולכן כדאי להסכים מראש על דבר אחד או שניים שהכי חשובים לכל אחד מכם בה, ולוותר על השאר.',
  },
  {
    id: 'politics',
    // Not the news someone went off to watch ("הלך לראות חדשות", "watching the news"): a way out of a talk.
    match: /\b(?:politic\w*|elections?|the government|(?<!(?:watch|watches|watching|watched|on|put on|turns? on|reads?|reading) (?:the )?)news)\b|(?:פוליטיקה|פוליטי|בחירות|הממשלה|(?<!(?:לראות|רואה|רואים|ראה|צופה|צפה|מדליק|הדליק|שומע|לשמוע)\s+(?:את\s+)?(?:ה)?)חדשות)/i,
    en: 'politics',
    he: 'הפוליטיקה',
    topic: 'in_laws',
    adviceEn: 'Politics at the table rarely changes anyone\'s mind; agree with your spouse on a light way to steer away from it ("let\'s keep the news for after Shabbat") and have the next topic ready.',
    adviceHe: 'ויכוח פוליטי ליד השולחן כמעט אף פעם לא משכנע אף אחד; כדאי להסכים עם בן או בת הזוג על דרך קלילה להתרחק ממנו ("נשמור את החדשות לאחרי שבת") ולהכין נושא אחר מראש.',
  },
  {
    id: 'gadgets',
    // Flowers or a gift bought for someone are not a purchase to argue over.
    match: /\b(?:gadgets?|electronics|(?:buys?|bought)(?!\s+(?:me |her |him |us |them )?(?:some |a |an |the )?(?:flowers|gifts?|presents?|cards?|chocolates?|cake|jewel\w*|necklace|ring|dinner|breakfast|lunch)\b)|purchases?|shopping|amazon|orders? (?:\w+ ){0,2}online|online (?:orders?|shopping)|packages? (?:\w+ ){0,3}(?:piling|pile|arriv\w*|every day)|deliveries (?:\w+ ){0,3}every)\b|(?:גאדג'טים|גאדג׳טים|גאדג'ט|(?:מזמין|מזמינה|מזמינים) (?:\S+ ){0,2}(?:באינטרנט|ברשת|אונליין|מאמזון|מעלי)|חבילות (?:\S+ ){0,3}(?:נערמות|מגיעות|כל יום)|משלוחים כל|(?:קונה|קנה|קנתה)(?!\s+(?:לי |לה |לו |לנו )?(?:פרחים|מתנה|מתנות|שוקולד|עוגה|תכשיט|ארוחה))|קניות|רכישות)/i,
    en: 'the purchases',
    he: 'הקניות',
    topic: 'money',
    adviceEn: 'Agree on a sum each of you may spend without asking, and that anything above it is talked over first; that protects both the freedom of the one who spends and your shared plans.',
    adviceHe: 'כדאי להסכים על סכום שכל אחד רשאי להוציא בלי לשאול, וכל מה שמעליו מדברים עליו קודם; זה שומר גם על החופש של כל אחד וגם על התוכניות המשותפות.',
  },
  {
    id: 'miluim',
    match: /\b(?:reserve duty|miluim|called up)\b|(?:מילואים|במילואים|צו 8)/i,
    en: 'the reserve duty',
    he: 'המילואים',
    topic: 'stress',
    adviceEn: 'Long reserve duty strains the one who goes and the one who stays; agree on a short daily call at a fixed time, and on one thing that is taken off the plate of the one at home — and ask in advance for specific help from grandparents, neighbours and the community.',
    adviceHe: 'מילואים ארוכים מעמיסים גם על מי שיוצא וגם על מי שנשאר; כדאי להסכים על שיחה קצרה יומית בשעה קבועה, ועל דבר אחד שיורד מהכתפיים של מי שבבית — ולבקש מראש עזרה מוגדרת מסבא וסבתא, משכנים ומהקהילה.',
  },
  {
    id: 'minyan_shul',
    match: /\b(?:minyan|davening|shul every|prayers? every|goes to shul)\b|(?:מניין|מנין|תפילה בבית הכנסת|הולך להתפלל|שחרית|ערבית)/i,
    en: 'the time at shul',
    he: 'הזמן בבית הכנסת',
    topic: 'time',
    adviceEn: 'Prayer times are fixed, so build around them: the hour after the morning minyan, or the walk home from shul, can become time that is yours.',
    adviceHe: 'זמני התפילה קבועים, ולכן כדאי לבנות סביבם: השעה שאחרי שחרית, או ההליכה הביתה מבית הכנסת, יכולות להפוך לזמן משותף.',
  },
  {
    id: 'car_driving',
    match: /\b(?:car|driving|commute|traffic|minivan|tesla|suv|(?:new|used|second) car)\b|(?:רכב|האוטו|נהיגה|נוהג|נוהגת|פקקים|נסיעות לעבודה|מיניוואן|טסלה)/i,
    en: 'the driving',
    he: 'הנסיעות',
    topic: 'time',
    // "Driving me crazy" is no car (round K1).
    unless: /\bdriv(?:ing|es|e) (?:me|us|him|her|them|everyone) (?:\w+ )?(?:crazy|nuts|mad|insane|bananas|up the wall)\b/i,
    adviceEn: 'Time in the car can work for you: a weekly drive together without the radio is often where real conversations happen.',
    adviceHe: 'הזמן ברכב יכול לעבוד בשבילכם: נסיעה שבועית משותפת בלי רדיו היא לעיתים קרובות המקום שבו קורות שיחות אמיתיות.',
  },
  {
    id: 'health_weight',
    match: /\b(?:weight|diet|exercise|smok\w*|health|doctor|diabet\w*|blood pressure|cholesterol|heart condition)\b|(?:משקל|דיאטה|ספורט|מעשן|מעשנת|עישון|בריאות|רופא|סוכרת|לחץ דם|כולסטרול)/i,
    en: 'the health worries',
    he: 'הבריאות',
    topic: 'stress',
    adviceEn: 'Worry about a spouse\u2019s health lands best as love, not instruction: say what you are afraid of, and offer to do one healthy thing together.',
    adviceHe: 'דאגה לבריאות של בן או בת הזוג נשמעת הכי טוב כאהבה ולא כהוראה: לומר ממה חוששים, ולהציע לעשות דבר בריא אחד יחד.',
  },
  {
    id: 'child_far_away',
    // Before the grandchildren: the distance is what a grandparent far from them asks about (answers round S5).
    // (The move itself, "moved abroad", "עברו לחו"ל", is the move; this is the distance that stays.)
    match: /\b(?:(?:is|are|isn['’]?t|aren['’]?t|not) (?:never )?coming back(?! (?:home )?(?:tonight|today|until|till|for|before|early|late))|(?:lives?|living) (?:abroad|overseas|so far away|on the other side of the world))\b|(?<![\u05D0-\u05EA])(?:ו?(?:אומר|אמר|אומרת|אמרה|אומרים|אמרו) ש(?:הוא |היא |הם )?לא (?:חוזר|חוזרת|חוזרים|יחזור|תחזור|יחזרו)(?=\s*[.,!?]|\s*$)|לא (?:חוזר|חוזרת|חוזרים|יחזור|תחזור|יחזרו) (?:לארץ|לגור (?:פה|כאן|בארץ))|(?:גר|גרה|גרים) (?:בחו"ל|בחו״ל|כל כך רחוק)|(?:עבר|עברה|עברו) (?:[^\s.,!?]+ ){0,5}ל(?:קנדה|אמריקה|ארה"ב|ארה״ב|ארצות הברית|אוסטרליה|אנגליה|לונדון|ניו יורק|צרפת|פריז|גרמניה|ברלין|חו"ל|חו״ל)(?![\u05D0-\u05EA])|(?:כבר )?לא (?:ראיתי|ראינו) (?:אותם|אותו|אותה|את הנכדים)(?: (?:כבר )?(?:שנה|שנתיים|חודשים|המון זמן))?)(?![\u05D0-\u05EA])|\b(?:haven['’]?t|have not|hasn['’]?t) seen (?:them|him|her|the grandkids|the grandchildren|my grandchildren|our grandchildren) (?:in|for) (?:a year|years|months|over a year|\d+)/i,
    requires: /\b(?:sons?|daughters?|kids?|child(?:ren)?)\b|(?<![\u05D0-\u05EA])(?:[ושלבמ]|וה|שה|מה)?(?:הבן|הבת|בננו|בתנו|בני|בתי|הילד|הילדה|הילדים|נכד|נכדה|נכדים|הנכדים)(?![\u05D0-\u05EA])/i,
    en: 'the distance',
    he: 'המרחק',
    topic: 'married_children',
    adviceEn:
      'When a grown child chooses a life far away, it is natural to grieve the picture you had — grandparents around the corner — and the sadness is natural; it shows how much the bond matters. Then build closeness of a new kind: a fixed weekly call, a visit planned well ahead, and a small part in the life they are making there.',
    adviceHe:
      'כשילד בוגר בוחר בחיים רחוק, טבעי להתאבל על התמונה שהייתה לכם — סבא וסבתא מעבר לפינה — והעצב והגעגועים מובנים וטבעיים; הוא מראה כמה הקשר חשוב. ואז לבנות קרבה מסוג חדש: שיחה קבועה בשבוע, ביקור שמתכננים הרבה מראש, וחלק קטן בחיים שהוא בונה שם.',
  },
  {
    id: 'grandchildren',
    // Babysitting (the grandparents' help), not a paid babysitter ("babysitters are too expensive").
    match: /\b(?:grandchild\w*|grandkids?|grandparents?|babysit(?:s|ting)?)\b|(?:נכדים|נכד|נכדה|סבא וסבתא|סבתא|סבא|שמרטפות)/i,
    // A grandparent who is ill is the patient, not the help with the children (answers round S21).
    unless: /\bgrand(?:ma|pa|mother|father|parents?)(?:'s)? (?:is |was |has been )?(?:in (?:the )?hospital|sick|ill|hospitali[sz]ed|dying|in hospice)\b|(?:סבא|סבתא)(?:\s+\S+){0,2}\s+(?:מאושפז|מאושפזת|חולה|בבית החולים|בהוספיס|אחרי שבץ|אחרי ניתוח|אחרי אירוע מוחי)/i,
    en: 'the grandchildren',
    he: 'הנכדים',
    topic: 'in_laws',
    adviceEn: 'Grandparents\u2019 help is a gift and also a negotiation; agree as parents on the two or three house rules that matter, and thank them for the rest.',
    adviceHe: 'העזרה של סבא וסבתא היא מתנה וגם משא ומתן; כדאי להסכים כהורים על שניים־שלושה כללים שחשובים, ולהודות על כל השאר.',
    elder: {
      en: 'Time with the grandchildren comes through their parents: ask your own child what would help them, offer rather than insist, and keep to their rules when the grandchildren are with you.',
      he: 'הזמן עם הנכדים עובר דרך ההורים שלהם: כדאי לשאול את הבן או הבת שלך מה יעזור להם, להציע ולא לדרוש, ולשמור על הכללים שלהם כשהנכדים אצלך.',
    },
  },
  {
    id: 'bar_mitzvah',
    match: /\b(?:bar mitzvah|bat mitzvah|bris|brit|simcha|celebration|party)\b|(?:בר מצווה|בת מצווה|ברית|שמחה משפחתית|מסיבה|אירוע)/i,
    // A teenager going to someone else's party is a night out, not a celebration to plan (answers
    // round S28: "our 16-year-old got permission … to go to a party I'd already said no to").
    unless: /\b(?:go|going|goes|went|gone|invited|sneak\w*|attend\w*) to (?:a|the|this|that|his|her|their|some) (?:\w+ ){0,2}part(?:y|ies)\b|(?<![\u05D0-\u05EA])(?:ללכת|הולכת|הולך|יוצאת|יוצא|הלכה|הלך|הוזמנה|הוזמן)(?: \S+)? (?:ל|ל?ה)?מסיב\S*/i,
    en: 'the celebration',
    he: 'האירוע',
    topic: 'decisions',
    adviceEn: 'Before the guest list and the budget, agree on what you each want the day to mean for your child; the details follow more easily from that.',
    adviceHe: 'לפני רשימת המוזמנים והתקציב, כדאי להסכים מה כל אחד רוצה שהיום הזה יהיה בשביל הילד; הפרטים נגזרים מזה בקלות רבה יותר.',
  },
  {
    id: 'counselling',
    match: /\b(?:therap\w*|counsel\w*|couples? (?:therapy|counselling)|marriage counsel\w*)\b|(?:טיפול זוגי|יועץ זוגי|יועצת זוגית|ייעוץ זוגי|פסיכולוג|מטפל זוגי)/i,
    en: 'counselling',
    he: 'הייעוץ הזוגי',
    topic: 'decisions',
    adviceEn: 'Suggesting counselling goes best as "for us", not "for you": offer to find someone together, and to try three sessions before deciding.',
    adviceHe: 'הצעה לייעוץ זוגי מתקבלת הכי טוב כ"בשבילנו" ולא "בשבילך": להציע למצוא מישהו יחד, ולנסות שלוש פגישות לפני שמחליטים.',
  },
  {
    id: 'another_child',
    match: /\b(?:another (?:baby|child|kid)|one more (?:baby|child|kid)|(?:have|having) more (?:kids|children)|(?:third|fourth|fifth|sixth) (?:baby|child|kid))\b|(?:עוד ילד|עוד ילדה|ילד נוסף|עוד ילדים|עוד תינוק|ילד שלישי|ילד רביעי|ילד חמישי|להרחיב את המשפחה)/i,
    en: 'another child',
    he: 'ילד נוסף',
    topic: 'decisions',
    adviceEn: 'Whether to have another child is decided by two hearts and two bodies: each of you says what draws you to it and what frightens you — the tiredness, the money, the space, your health — and you give it a season rather than one evening; a doctor or a rabbi you trust can be part of it.',
    adviceHe: 'ההחלטה על ילד נוסף מתקבלת בשני לבבות ובשני גופים: כל אחד מכם אומר מה מושך אותו ומה מפחיד אותו — העייפות, הכסף, המקום, הבריאות — ונותנים לזה עונה ולא ערב אחד; רופא או רב שסומכים עליו יכולים להיות חלק מזה.',
  },
  {
    id: 'retirement',
    match: /\b(?:retire\w*|pension|home all day)\b|(?:פנסיה|פרש לגמלאות|פרשה לגמלאות|גמלאות|בבית כל היום)/i,
    en: 'retirement',
    he: 'הפרישה',
    topic: 'time',
    // What the new days need, named: a routine and a project for the one who retired, space kept for the other (round K1).
    adviceEn: 'Retirement changes the shape of every day at home for both of you: agree on a new routine together — a project or activity of their own outside the house for the one who retired, hours and space that stay yours as before, time apart as well as time together — and plan one week with all of it.',
    adviceHe: 'פרישה משנה את הצורה של כל יום בבית לשניכם: כדאי להסכים יחד על שגרה חדשה — עיסוק או פרויקט קבוע מחוץ לבית למי שפרש, שעות ומרחב שנשארים שלך כמו קודם, זמן לחוד לצד זמן יחד — ולתכנן שבוע אחד שיש בו את כל אלה.',
  },
  {
    id: 'family_chat',
    match: /\b(?:family (?:group|chat)|group chat|whatsapp group)\b|(?:קבוצת הווטסאפ|קבוצת הוואטסאפ|הקבוצה המשפחתית|קבוצה משפחתית)/i,
    en: 'the family group chat',
    he: 'הקבוצה המשפחתית',
    topic: 'in_laws',
    adviceEn: 'A family group chat magnifies every remark; take anything sensitive out of the group and into a private call.',
    adviceHe: 'קבוצה משפחתית מגדילה כל הערה; כדאי להוציא כל דבר רגיש מהקבוצה לשיחה פרטית.',
  },
  {
    id: 'teen_curfew',
    match: /\b(?:curfew|comes? home late at night|goes out at night|parties|friends at night|(?:go|going|goes|went) to (?:a|the|this|that) (?:\w+ )?party)\b|(?:שעת חזרה|חוזר מאוחר בלילה|חוזרת מאוחר בלילה|יוצא בלילות|יוצאת בלילות|(?<![\u05D0-\u05EA])(?:ללכת|הולכת|הולך|יוצאת|יוצא|הוזמנה|הוזמן)(?: \S+)? (?:ל|ל?ה)?מסיב\S*)/i,
    en: 'the nights out',
    he: 'שעת החזרה',
    topic: 'parenting',
    adviceEn: 'With a teenager, agree on the reason behind a curfew (safety, sleep) as parents first, then let the teen help set the hour; rules they shaped are kept better.',
    adviceHe: 'עם מתבגרים כדאי להסכים קודם כהורים על הסיבה לשעת החזרה (בטיחות, שינה), ואז לתת לנער או לנערה להשתתף בקביעת השעה; כללים שהם שותפים להם נשמרים יותר.',
  },
  {
    id: 'homework_school_choice',
    match: /\b(?:which school|school choice|yeshiva for (?:our|my) son|seminary|high school|kindergarten|gan)\b|(?:איזה בית ספר|בחירת בית ספר|ישיבה תיכונית|אולפנה|סמינר|גן ילדים)/i,
    en: 'the choice of school',
    he: 'בחירת המסגרת',
    topic: 'parenting',
    adviceEn: 'When choosing a school, visit the options together and each write down what matters most for this child; the shared list usually points somewhere.',
    adviceHe: 'בבחירת מסגרת כדאי לבקר יחד באפשרויות, ושכל אחד יכתוב מה הכי חשוב לו עבור הילד הזה; הרשימה המשותפת בדרך כלל מצביעה לכיוון.',
  },
  {
    id: 'budget',
    match: /\b(?:budget\w*|savings?|save up)\b|(?:תקציב|התקציב|חיסכון|לחסוך)/i,
    en: 'the budget',
    he: 'התקציב',
    topic: 'money',
    adviceEn: 'A budget made together starts with a month of real numbers, then a few categories you both agree on, and a short monthly look at it — not a lecture.',
    adviceHe: 'תקציב שבונים יחד מתחיל בחודש של מספרים אמיתיים, אחר כך כמה קטגוריות ששניכם מסכימים עליהן, ומבט חודשי קצר — לא הרצאה.',
  },
  {
    id: 'kindness',
    match: /\b(?:kindness|kind to each other|chesed|compassion)\b|(?:חסד|חסדים|טוב לב|רחמים)/i,
    en: 'kindness',
    he: 'החסד',
    topic: 'gratitude',
    adviceEn: 'Kindness in a marriage is mostly small and daily: a warm greeting at the door, noticing what the other carries, and saying thank you for it.',
    adviceHe: 'חסד בזוגיות הוא בעיקר קטן ויומיומי: קבלת פנים חמה בדלת, לשים לב למה שהשני נושא, ולהודות על כך.',
  },
  {
    id: 'calls',
    match: /\b(?:calls? me|calling|phone calls?|times a day)\b|(?:מתקשר|מתקשרת|להתקשר|שיחות טלפון|פעמים ביום)/i,
    // "She calls me by my first name" is what she calls one, not a phone call (answers round O1).
    unless: /\b(?:calls? (?:me|her|him|us|them|it) (?:by (?:my |her |his |our |their )?(?:first |own )?name|names|\w+ names|mom|mommy|mum|dad|daddy|abba|ima|aba)|calls? me '|calls? (?:me|her|him) "|calling (?:me|her|him) (?:by|names))\b|(?:קורא|קוראת|קוראים) (?:לי|לו|לה) (?:בשם|אבא|אמא|בשמות)/i,
    en: 'the calls',
    he: 'השיחות',
    topic: 'parents',
    adviceEn: 'Fixed times for calls (a morning call and an evening call, say) are often calmer for both sides than answering every ring or none.',
    adviceHe: 'זמנים קבועים לשיחות (שיחה בבוקר ושיחה בערב, למשל) רגועים לעיתים קרובות לשני הצדדים יותר מלענות לכל צלצול או לא לענות בכלל.',
  },
  {
    id: 'loan',
    // ("Does the husband owe her anything in return?", "I owe her an apology": no money lent — answers round S32.)
    match: /\b(?:borrow\w*|loan|lent|lend|pay (?:it|us|me) back|paid (?:it|us|me) back|owes? (?:us|me)\b(?! (?:an? |one )?(?:apology|explanation|favou?r|visit|call|thank))|owes? (?:\w+ ){0,2}(?:money|thousands|hundreds|rent|[$₪€£]\s?\d|\d[\d,.]*\s?(?:k|dollars|shekels?|nis|euros?|pounds)?\b))\b|(?:לווה|הלוואה|הלווינו|להחזיר את הכסף|לא החזיר|חייב לנו)/i,
    en: 'the loan',
    he: 'ההלוואה',
    topic: 'siblings',
    // Whichever way the money goes (a brother who owes, parents who need a loan in the couple's name),
    // not only between siblings (answers round J13: a loan for a husband's parents).
    adviceEn: 'Money lent or borrowed in the family is easier to talk about as a plan than as a debt: the sum, who pays it back and by when, agreed by both of you and written down, so no one has to ask again.',
    adviceHe: 'על הלוואה במשפחה קל יותר לדבר כתוכנית מאשר כחוב: הסכום, מי מחזיר ועד מתי — בהסכמה של שניכם ובכתב, כדי שאף אחד לא יצטרך לבקש שוב.',
  },
  {
    id: 'customs',
    match: /\b(?:customs?|minhag\w*|traditions?)\b|(?:מנהג|מנהגים|המנהגים|מסורת)/i,
    en: 'the customs',
    he: 'המנהגים',
    topic: 'newlywed',
    adviceEn: 'Customs carry each family\'s memories; go through them one by one and choose together which to keep, which to take turns with, and which to make your own.',
    adviceHe: 'מנהגים נושאים את הזיכרונות של כל משפחה; כדאי לעבור עליהם אחד אחד ולבחור יחד מה שומרים, במה מתחלפים, ומה הופכים לשלכם.',
  },
  {
    id: 'silence',
    // (Answers round J11: "כשמשהו מציק לבעלי הוא פשוט נסגר… בלי להגיד מילה".)
    match: /\b(?:goes silent|goes quiet|silent treatment|shuts? down|clams? up|closes (?:up|off)|withdraws|walks? (?:away|out)|stonewall\w*|won'?t talk|refuses to talk|doesn'?t talk|(?:won'?t|doesn'?t|barely) say a word)\b|(?:שותק|שותקת|שתיקה|יוצא מהחדר|יוצאת מהחדר|לא מוכן לדבר|לא מוכנה לדבר|מסרב לדבר|מסרבת לדבר|(?<![\u05D0-\u05EA])[ושכ]?(?:נסגר|נסגרת|נאטם|נאטמת|מתכנס|מתכנסת)(?![\u05D0-\u05EA])|בלי להגיד מילה|בלי לומר מילה|לא (?:אומר|אומרת) מילה)/i,
    en: 'the silence',
    he: 'השתיקה',
    topic: 'listening',
    adviceEn:
      'Walking away is often flooding, not indifference: agree that either of you may ask for a break, as long as the one who leaves says when they will come back to it.',
    adviceHe: 'יציאה מהחדר היא לעיתים קרובות הצפה ולא אדישות: כדאי להסכים שכל אחד רשאי לבקש הפסקה, בתנאי שמי שיוצא אומר מתי יחזור לשיחה.',
  },
  {
    id: 'bedtime',
    match: /\b(?:bedtime|put(?:ting)? the kids to bed|to bed|bed ?time routine)\b|(?:השכבה|משכיב|משכיבה|להשכיב|שעת שינה)/i,
    en: 'bedtime',
    he: 'ההשכבה',
    topic: 'parenting',
    adviceEn: 'Two parents can do bedtime differently and both be good parents; agree on the two or three things that must be the same, and let the rest be each one\'s own way.',
    adviceHe: 'שני הורים יכולים להשכיב אחרת ושניהם להיות הורים טובים; כדאי להסכים על שניים־שלושה דברים שחייבים להיות זהים, ואת השאר להשאיר לדרך של כל אחד.',
  },
  {
    id: 'dates',
    match: /\b(?:dates?|dating|shadchan\w*|matchmaker|shidduch\w*)\b|(?:פגישה|פגישות|יצאתי|דייט|שדכן|שדכנית|שידוך)/i,
    en: 'the dates',
    he: 'הפגישות',
    topic: 'dating',
    adviceEn: 'Excitement often grows slowly with a kind person; ask yourself whether you look forward to the next conversation and feel like yourself with them, and give it a few more dates with that question in mind.',
    adviceHe: 'התרגשות גדלה לעיתים לאט עם אדם טוב; כדאי לשאול אם יש ציפייה לשיחה הבאה ואם אפשר להיות את עצמך לידו, ולתת עוד כמה פגישות עם השאלה הזאת בראש.',
  },
  {
    id: 'visits',
    match: /\b(?:visits?|visiting|comes? over|drops? by|drop in|unannounced|without calling|(?<!\b(?:money|cash|spend\w*|sends?|sent|bought|buys?|pays?|paid|transfers?|gives?|gave|orders?|ordered|charged?)\b[^.?!]{0,60})without asking)\b|(?:ביקור|ביקורים|מגיעה בלי|מגיע בלי|בלי להודיע|בלי להתקשר|קופצת|קופץ)/i,
    en: 'the visits',
    he: 'הביקורים',
    topic: 'in_laws',
    adviceEn: 'A request about visits lands best as a wish for the visits to go well ("so I can be ready for you"), asked by her own child where possible.',
    adviceHe: 'בקשה לגבי ביקורים מתקבלת הכי טוב כשהיא נשמעת כרצון שהביקור יהיה טוב ("כדי שאוכל להתכונן"), ועדיף שתבוא מהבן או הבת שלה.',
    elder: {
      en: 'Visits go best on the young couple\u2019s terms: ask your own child which times suit them, call before coming, and leave while it is still warm.',
      he: 'ביקורים מצליחים כשהם בתנאים של הזוג הצעיר: כדאי לשאול את הבן או הבת שלך מה מתאים להם, להתקשר לפני שמגיעים, וללכת כשעוד נעים.',
    },
  },
  // Answers development line fe-064: "my husband said he's 'done' [having children]; I did a test this
  // morning and it's positive — how do I tell him?" — news to share, not a morning rush.
  {
    id: 'pregnancy_news',
    ownWords: true,
    // The woman's own news (the advice's words are hers): "I'm pregnant", her test — not "my wife is pregnant".
    match: /\b(?:(?:my |the |a |pregnancy )?test (?:was |is |came (?:back|out) )?positive|positive (?:pregnancy )?test|i'?m pregnant|i am pregnant)\b|(?:עשיתי בדיקה(?:[^.?!]{0,20})חיובית|הבדיקה שלי (?:יצאה |היא )?חיובית|אני בהריון|אני בהיריון|אני שוב בהריון|אני שוב בהיריון)/i,
    // Another test ("my covid test came back positive"), or her words quoted by her husband.
    unless: /\b(?:covid|corona|strep|flu|drug|blood|antigen|pcr|dna)\b[^.?!]{0,30}\bpositive\b|\b(?:she|my wife) (?:told|said|says|tells)[^.?!]{0,12}i'?m pregnant\b|(?:קורונה|שפעת|קוביד|דם)[^.?!]{0,30}חיובית/i,
    en: 'the pregnancy',
    he: 'ההריון',
    topic: 'honesty',
    adviceEn:
      'News like this is best told early, in a calm private moment, and without deciding for him how he will take it: "I have something big to tell you, and I\'m still taking it in myself — I\'m pregnant." If his first reaction is shock or even anger, that is often the first minute rather than the last word; give him a day to take it in, then talk about what it means for the two of you. If his anger ever frightens you, tell someone you trust or call a helpline — your safety and the baby\'s come first.',
    adviceHe:
      'בשורה כזאת עדיף לספר מוקדם, ברגע שקט ופרטי, ובלי להחליט בשבילו איך יגיב: "יש לי משהו גדול לספר לך, ואני עוד מעכלת את זה בעצמי — אני בהריון." אם התגובה הראשונה שלו היא הלם או אפילו כעס, זו לעיתים קרובות הדקה הראשונה ולא המילה האחרונה; כדאי לתת לו יום לעכל, ואז לדבר יחד על מה זה אומר לשניכם. אם הכעס שלו מפחיד אותך, כדאי לספר לאדם קרוב או להתקשר לקו סיוע — הביטחון שלך ושל התינוק קודם לכול.',
  },
  {
    id: 'pregnancy_loss',
    // Answers round S3: "ילדתי את הבת שלנו ללא רוח חיים בשבוע 36" — a stillbirth, said as it is said.
    match: /\b(?:miscarr\w*|lost (?:a|the|our) (?:pregnancy|baby)|stillb(?:irth|orn)|pregnancy loss|born (?:still|sleeping)|(?:baby|scan|ultrasound|week \d+)\b[^.?!]{0,30}\bno heartbeat)\b|(?:הפלה|הפלנו|אובדן הריון|איבד(?:תי|נו) (?:את )?(?:ה)?הריון|איבדנו את ההריון|לידה שקטה|ללא רוח חיים|בלי רוח חיים|נולד(?:ה)? מת(?:ה)?|(?:באולטרסאונד|בסקירה|בשבוע \d+|העובר)[^.?!]{0,30}(?:לא היה דופק|אין דופק))/i,
    en: 'the pregnancy you lost',
    he: 'אובדן ההריון',
    topic: 'grief',
    adviceEn: 'Many people grieve a pregnancy loss quietly and keep busy, and the two of you may grieve it differently; say what you need — to speak of the baby\'s loss out loud together — rather than waiting for the other to guess.',
    adviceHe: 'רבים מתאבלים על אובדן הריון בשקט ובעשייה, ושניכם עשויים להתאבל אחרת; כדאי לומר מה נחוץ לך — לדבר יחד על האובדן בקול — ולא לחכות שהצד השני ינחש.',
    elder: {
      en: 'A loss in your child\u2019s home is theirs first: tell them simply that you are sorry and that you love them, offer something concrete — a meal, an afternoon with the children — and let them decide how much they want to talk about it.',
      he: 'אובדן בבית של הילד שלך שייך קודם כול להם: כדאי לומר בפשטות שכואב לך ושהם אהובים, להציע משהו מוחשי — ארוחה, אחר צהריים עם הילדים — ולתת להם להחליט כמה לדבר על זה.',
      name: { en: 'the pregnancy they lost', he: 'אובדן ההריון' },
    },
  },
  {
    id: 'dishes_laundry',
    match: /\b(?:dishes|laundry|housework|chores?|cleaning|groceries|vacuum\w*|tidy\w*|(?:wet |dirty )?towels|dirty (?:socks|clothes)|(?:socks|clothes) on the floor)\b|(?:כלים|הכלים|כביסה|הכביסה|מטלות|עבודות הבית|ניקיון|קניות לבית|מגבות רטובות|גרביים על הרצפה|בגדים על הרצפה)/i,
    en: 'the housework',
    he: 'מטלות הבית',
    topic: 'chores',
    adviceEn: 'Write down one ordinary week of the housework — who did the dishes, the laundry, the shopping — and look at it together; a list shows what an argument cannot.',
    adviceHe: 'כדאי לכתוב שבוע רגיל אחד של מטלות הבית — מי עשה כלים, כביסה, קניות — ולהסתכל על זה יחד; רשימה מראה את מה שוויכוח לא מצליח להראות.',
  },
  {
    id: 'hidden_debt',
    match: /\b(?:credit card|debt|bill|overdraft|hid (?:a|the|it|money)|hidden)\b|(?:אשראי|חוב|חובות|מינוס|(?<!ל)הסתיר|(?<!ל)הסתירה|הסתירו)/i,
    en: 'the hidden bill',
    he: 'החוב',
    topic: 'trust',
    // Its advice is about the hiding: a debt told openly ("his parents are in debt") is not it.
    // (Not a wish to hide nothing: "אני לא רוצה להסתיר ממנה כלום", "I don't want to hide anything".)
    requires: /\b(?<!(?:don'?t|do not|never|not) (?:want to )?)(?:hid|hidden|hides|hiding|secret\w*|behind my back|never told|didn'?t tell|without telling|found out|lied)\b|(?<![\u05D0-\u05EA])(?:[ושכ]|כש)?(?:הסתיר|הסתירה|הסתירו|מסתיר|מסתירה|בסתר|מאחורי הגב|בלי לספר|לא סיפר|לא סיפרה|גיליתי|שיקר|שיקרה)(?![\u05D0-\u05EA])/i,
    adviceEn: 'Keep the bill itself and the hiding apart: first sit down to see the numbers and make a plan, and in a second, calmer talk say what the secrecy did to your trust.',
    adviceHe: 'כדאי להפריד בין החוב עצמו לבין ההסתרה: קודם לשבת לראות את המספרים ולבנות תוכנית, ובשיחה שנייה, רגועה יותר, לומר מה ההסתרה עשתה לאמון.',
  },
  {
    // Answers round N1: laid off two weeks ago, leaving home every morning as if to work, and not yet told.
    id: 'job_loss_hidden',
    match: /\b(?:(?:haven'?t|have not|didn'?t|did not) (?:yet )?told (?:my |her |him )?(?:wife|husband|her|him|anyone)|leave the house (?:every morning )?(?:like|as if) (?:i'?m|i am) going to work)\b|(?:לא סיפרתי (?:ל)?(?:אשתי|בעלי|לה|לו)|יוצא כל בוקר כאילו|יוצאת כל בוקר כאילו)/i,
    requires: /\b(?:laid off|fired|lost (?:my|his|her) job|redundan\w*|unemploy\w*)\b|(?:פוטרתי|פיטרו אותי|פוטר|פוטרה|איבדתי את העבודה)/i,
    en: 'the secret about the job',
    he: 'הסוד על העבודה',
    topic: 'trust',
    adviceEn:
      'Tell her soon, and plainly: the longer the secret, the more it costs in trust — more than the job itself. "I was let go two weeks ago, and I was ashamed to tell you. I\'m sorry I hid it; I want us to face it together." Then make the plan side by side.',
    adviceHe:
      'כדאי לספר בקרוב ובפשטות: ככל שהסוד נמשך, הוא עולה יותר באמון — יותר מהעבודה עצמה. "פיטרו אותי לפני שבועיים, והתביישתי לספר לך. סליחה שהסתרתי; אני רוצה שנתמודד עם זה יחד." ואחר כך לבנות את התוכנית זה לצד זה.',
  },
  {
    id: 'job_loss',
    match: /\b(?:lost (?:his|her|my) job|fired|laid off|redundan\w*|unemploy\w*)\b|(?:פוטר|פוטרה|איבד את העבודה|איבדה את העבודה|מובטל|מובטלת)/i,
    en: 'losing his job',
    he: 'הפיטורים',
    topic: 'stress',
    adviceEn: 'Losing a job often comes with shame, and silence protects it; let him know you are not waiting for a plan — only for him — and offer one small shared routine each day, with an hour for the job search in it.',
    adviceHe: 'פיטורים מגיעים לעיתים קרובות עם בושה, והשתיקה שומרת עליה; כדאי שידע שלא מחכים לתוכנית — רק לו — ולהציע שגרה משותפת קטנה אחת בכל יום.',
  },
  {
    id: 'guests',
    match: /\b(?:guests?|hosting|invites? (?:people|guests|friends)|company over)\b|(?:אורחים|אירוח|מארחים|מארחת|אני מארח|לארח|אירחנו|מזמינה אורחים|מזמין אורחים|(?:מזמינה|מזמין|מזמינים) (?:\S+ ){1,3}ל(?:סעודה|ארוחה|שבת|סעודת))/i,
    en: 'the guests',
    he: 'האורחים',
    topic: 'shabbat_home',
    // Either of the two may be the host (answers round P1: a husband who loves guests, a wife who is spent).
    adviceEn: 'Hospitality is a real value for one of you and rest is a real need for the other; a calendar of guest Shabbatot and quiet Shabbatot, planned a month ahead, honours both — and a beautiful mitzvah should not cost shalom bayit.',
    adviceHe: 'הכנסת אורחים היא ערך אמיתי לאחד מכם ומנוחה היא צורך אמיתי לשני; לוח של שבתות עם אורחים ושבתות שקטות, מתוכנן חודש מראש, מכבד את שניהם — ומצווה יפה לא צריכה לבוא על חשבון שלום הבית.',
  },
  {
    id: 'sister_in_law',
    match: /\b(?:sister[- ]?in[- ]?law|brother[- ]?in[- ]?law)\b|(?:גיסתי|גיסה|הגיסה|גיסי|הגיס)/i,
    en: 'your sister-in-law',
    he: 'הגיסה',
    topic: 'in_laws',
    adviceEn: 'With a sister-in-law, your spouse is the bridge: agree together on what stays private between the two of you, and let your spouse be the one to ask their sibling.',
    adviceHe: 'מול גיסה, בן או בת הזוג הם הגשר: כדאי להסכים ביניכם מה נשאר פרטי, ולתת למי שזו אחותו או אחיו לבקש.',
  },
  {
    id: 'morning_rush',
    // A single morning is a rush only beside the rush itself ("every morning he brings me coffee" is
    // a kindness, answers round S2); the plural, the school run and the drop-off are the rush.
    match: new RegExp(String.raw`\b(?:mornings|morning rush|getting (?:them|the kids) out|school run|(?:daycare |school |gan )?drop-?offs?)\b|\bmorning\b(?:(?=[^.?!]{0,50}\b${MORNING_RUSH_EN}\b)|(?<=\b${MORNING_RUSH_EN}\b[^.?!]{0,50}morning))|(?:בקרים|בבקרים|הבקרים|לצאת בזמן|לגן|לבית הספר בבוקר)|(?<![\u05D0-\u05EA])(?:ה|ב|וב)?בוקר(?![\u05D0-\u05EA])(?:(?=[^.?!]{0,50}${MORNING_RUSH_HE})|(?<=${MORNING_RUSH_HE}[^.?!]{0,50}בוקר))`, 'i'),
    en: 'the mornings',
    he: 'הבקרים',
    // The morning only as the time something happens ("I can barely look at him in the morning",
    // "awake till morning") is no morning rush.
    unless: /\b(?:(?:the )?next morning|(?:till|until|by) (?:the )?morning|(?:look at|face|talk to|see) (?:him|her|them|each other) in the morning)\b/i,
    topic: 'parenting',
    adviceEn: 'Most morning shouting is decided the night before: clothes laid out, bags by the door, and fifteen minutes more than you think you need. Split the mornings by a plan rather than by whoever is less late — take turns by day, or one does the drop-off and the other the pick-up.',
    adviceHe: 'רוב הצעקות של הבוקר נקבעות בערב שלפני: בגדים מוכנים, תיקים ליד הדלת, ורבע שעה יותר ממה שנראה שצריך. כדאי לחלק את הבקרים לפי תוכנית ולא לפי מי שמאחר פחות — תורות לפי ימים, או שאחד מביא בבוקר והשני אוסף.',
  },
  {
    id: 'wedding',
    // A wedding already past ("since the wedding") or someone else's engagement ("since she got
    // engaged") is not one being planned.
    match: /\b(?:(?<!\b(?:since|after) (?:the|our|their|his|her|my) )wedding|chuppah|guest list|(?<!\b(?:she|he|they|friend|sister|brother) (?:just |recently )?(?:got |is |was |became )?)engaged|engagement|(?:is|are|am|getting|get) married (?:before|next|in|on|this)|vort|sheva brachos|sheva berachot)\b|(?:(?<!(?:מאז|אחרי) ה?)חתונה|חופה|רשימת המוזמנים|מאורסים|אירוסין|מתחתן|מתחתנת|מתחתנים|מחתנים|התארס|וורט|ווארט|שבע ברכות)/i,
    // Someone else's wedding photos liked online (round Q2) is no wedding being planned.
    unless: /\b(?:her|his|their|the ex'?s) wedding (?:photos?|pictures?|pics)\b|\bliked (?:\w+ )?wedding (?:photos?|pictures?|pics)\b/i,
    en: 'the wedding',
    he: 'החתונה',
    topic: 'decisions',
    adviceEn: 'Before the numbers, say what each of you pictures when you imagine the wedding day; the size usually follows from that, and the parents\' wishes can be weighed after.',
    adviceHe: 'לפני המספרים, כדאי שכל אחד יספר מה הוא רואה כשהוא מדמיין את יום החתונה; הגודל בדרך כלל נגזר מזה, ואת משאלות ההורים אפשר לשקול אחר כך.',
  },
  {
    // Training of one's own (the gym, cycling, running, an ironman) — not watching a game.
    id: 'training',
    match: /\b(?:gym|work(?:s|ing)? out|training for|marathon|triathlon|ironman|cycling|bike rides?|(?:his|her|long) (?:rides?|runs?)|running club|crossfit)\b|(?:חדר כושר|מתאמן|מתאמנת|אימונים|רכיבה|אופניים|מרתון|טריאתלון)/i,
    en: 'the training',
    he: 'האימונים',
    topic: 'time',
    adviceEn: 'Training that keeps someone well is worth protecting, and so is the family\'s time: agree on the hours it takes each week, one part of the weekend that belongs to the family, and something of the same kind for the other one too.',
    adviceHe: 'אימון — ריצה, רכיבה, חדר כושר — ששומר על מישהו בריא ושפוי שווה שמירה, וגם הזמן של המשפחה: כדאי להסכים כמה שעות הוא לוקח בשבוע, איזה חלק מסוף השבוע שייך למשפחה, ומשהו דומה גם בשביל השני.',
  },
  {
    id: 'sport_tv',
    match: /\b(?:football|soccer|basketball|the game|sports?|tv|television|netflix|series|video games?|gaming)\b|(?:כדורגל|כדורסל|המשחק|ספורט|טלוויזיה|סדרה|סדרות|משחקי מחשב)/i,
    en: 'the games',
    he: 'המשחקים',
    topic: 'time',
    adviceEn: 'Rather than competing with the game, ask for a protected slot of your own — the hour before it, or the evening after — and say it as an invitation.',
    adviceHe: 'במקום להתחרות במשחק, כדאי לבקש זמן מוגן משלכם — השעה שלפניו, או הערב שאחריו — ולומר את זה כהזמנה.',
  },
  {
    id: 'online_content',
    match: /\b(?:porn\w*|things online|online content|websites?|watching things)\b|(?:פורנוגרפיה|תכנים ברשת|ברשת|באינטרנט|אתרים)/i,
    en: 'what he watches online',
    he: 'הצפייה ברשת',
    topic: 'trust',
    adviceEn: 'What he watches online touches trust and closeness at once; it is fair to tell him it hurts you, and a counsellor who works with couples on this can help you both.',
    adviceHe: 'הצפייה ברשת נוגעת באמון ובקרבה גם יחד; זה לגיטימי לומר שזה פוגע בך, ויועץ זוגי שעובד עם זוגות על זה יכול לעזור לשניכם.',
  },
  {
    // Sleep lost to worry or stress, not to a spouse's snoring (round Q: "אני לא ישנה בלילות" about a soldier son).
    id: 'sleepless_nights',
    match: /\b(?:can'?t sleep|cannot sleep|haven'?t slept|(?:not|barely) sleeping|sleep(?:ing)? badly|insomnia|lie awake|lying awake|up all night worrying)\b|(?:לא ישנה|לא ישן|לא נרדמת|לא נרדם|נדודי שינה|ערה כל הלילה|ער כל הלילה)/i,
    unless: /\bsnor\w*|נוחר|נוחרת|נחירות/i,
    en: 'the sleepless nights',
    he: 'הלילות בלי שינה',
    topic: 'stress',
    adviceEn: 'Nights without sleep make every worry bigger and every conversation harder; tell your spouse plainly how you are sleeping, share the nights where you can, and if it goes on for weeks, see a doctor — sleep is part of coping, not a luxury.',
    adviceHe: 'לילות בלי שינה מגדילים כל דאגה ומקשים על כל שיחה; כדאי לספר לבן או לבת הזוג בפשטות מה קורה לך בלילות, לחלק את הלילות איפה שאפשר, ואם זה נמשך שבועות — לפנות לרופא: שינה היא חלק מההתמודדות, לא מותרות.',
  },
  {
    id: 'snoring',
    match: /\bsnor\w*|(?:נוחר|נוחרת|נחירות)/i,
    en: 'the snoring',
    he: 'הנחירות',
    topic: 'stress',
    adviceEn: 'Snoring is a health question before it is a marriage question: a doctor\'s visit, and meanwhile earplugs or separate rooms on bad nights, are care for both of you, not distance.',
    adviceHe: 'נחירות הן קודם כול שאלה בריאותית: ביקור אצל רופא, ובינתיים אטמי אוזניים או חדר נפרד בלילות קשים — זו דאגה לשניכם, לא ריחוק.',
  },
  {
    id: 'kippah',
    match: /\b(?:kippah|kippa|yarmulke|stopped (?:wearing|keeping|davening|praying)|off the derech|less religious)\b|(?:כיפה|הכיפה|הוריד את הכיפה|הפסיק להתפלל|הפסיקה להתפלל|יצא בשאלה|יצאה בשאלה|הפסיק לשמור|הפסיקה לשמור)/i,
    en: 'the kippah',
    he: 'הכיפה',
    topic: 'religious_differences',
    // (Love said plainly first: answers round S26 asked "what do I say to him?" and got the house rules.)
    adviceEn: 'When a child changes his practice, the relationship is what keeps the door open: tell him plainly that you love him and that this does not change it, and agree as parents to keep the house warm for him while you work out what you ask of him at home.',
    adviceHe: 'כשילד משנה את שמירת המצוות שלו, הקשר הוא מה שמשאיר את הדלת פתוחה: כדאי לומר לו בפשטות שאוהבים אותו ושזה לא משנה את זה, ולהסכים כהורים לשמור על בית חם בשבילו, ובמקביל להחליט מה מבקשים ממנו בבית.',
  },
  {
    id: 'comparing',
    // (Also said as the words themselves: "Why can't you be more like Gavriel?", "Your brother was such a
    // good student" — answers round S45.)
    match: /\b(?:compar\w*|favou?rite|favou?ritism|(?:be|act) (?:more )?like (?:your|his|her) (?:brother|sister|cousin)|why can'?t you be (?:more )?like|(?:your|his|her) (?:older |big |little |younger )?(?:brother|sister) (?:was|is) (?:such a|so|always)(?: \w+)? (?:good|great|better|smart|easy|excellent|wonderful))\b|(?:משווה|השוואה|השוואות|מעדיף|מעדיפה|ילד מועדף|למה אתה לא כמו|למה את לא כמו|תהיה כמו אחיך|תהיי כמו אחותך|אחיך היה (?:כזה|תלמיד)|אחותך הייתה (?:כזאת|תלמידה))/i,
    en: 'the comparisons',
    he: 'ההשוואות',
    topic: 'parenting',
    adviceEn: 'Children hear comparisons as "I am loved less"; agree together to praise each child only against their own yesterday, never against a sibling.',
    adviceHe: 'ילדים שומעים השוואה כ"אוהבים אותי פחות"; כדאי להסכים יחד לשבח כל ילד רק ביחס לעצמו, אף פעם לא ביחס לאח או לאחות.',
  },
  {
    id: 'guilt',
    match: /\b(?:guilt\w*|feel bad (?:about|for)|feel terrible)\b|(?:אשמה|אשם|מרגישה אשמה|מרגיש אשם|רגשות אשם|מרגישה נורא|מרגיש נורא)/i,
    en: 'the guilt',
    he: 'האשמה',
    topic: 'stress',
    adviceEn: 'Guilt is natural, and common; it often means you care about two good things at once; name what you are doing well, and choose one small change you can actually keep.',
    adviceHe: 'אשמה היא דבר טבעי, מובן ונפוץ; היא מעידה לעיתים קרובות שאכפת לך משני דברים טובים בבת אחת; כדאי לומר לעצמך מה כבר נעשה טוב, ולבחור שינוי קטן אחד שאפשר באמת להחזיק.',
  },
  {
    id: 'friends',
    match: /\b(?:friends?|girls'? night|night out)\b|(?:חברות|חברים|החברות|החברים|ערב בנות)/i,
    // A child's friends ("all her friends go there", of a school) are not the couple's friendships.
    unless: /\b(?:daughter|son|kid|child|teen)\b[^.?!]{0,60}\b(?:her|his|their) friends\b|(?:הבת|הבן|הילד|הילדה|בתי|בני)[^.?!]{0,60}(?:החברות שלה|החברים שלו|החברות שלו|החברים שלה)/i,
    en: 'your friends',
    he: 'החברות',
    topic: 'trust',
    adviceEn: 'Friendships outside the marriage strengthen it; tell your spouse ahead of time when you are going and when you will be back, and ask what would help them feel at ease.',
    adviceHe: 'חברויות מחוץ לזוגיות מחזקות אותה; כדאי לספר מראש מתי יוצאים ומתי חוזרים, ולשאול מה יעזור לצד השני להרגיש רגוע.',
  },
  {
    id: 'stepchildren',
    match: /\b(?:remarried|second marriage|blended family|married a (?:widow(?:er)?|divorc(?:ee|ed (?:man|woman|father|mother))) |step-?(?:children|kids|son|daughter|child|father|mother|dad|mom|parent)|(?:my )?(?:new )?(?:wife|husband)'s (?:children|kids|son|daughter)|(?<=\b(?:married|remarried|divorced|his ex|her ex)\b[^]{0,200})\b(?:his|her) (?:\d+[- ]year[- ]old )?(?:kids|children|sons?|daughters?)\b(?! (?:and|&) (?:his|her) (?:wife|husband))|\b(?:his|her) (?:kids|children|sons?|daughters?)\b(?=[^]{0,120}\b(?:every other weekend|alternate weekends|custody|(?:with|at) (?:his|her) (?:mother|mom|mum|father|dad|ex)'?s?)\b)|from (?:his|her|my|a|their) (?:previous|first|prior|earlier) marriage)\b|\b(?:his|her) (?:kids|children|son|daughter) and (?:my|our)\b|\b(?:my|our) (?:kids|children|son|daughter) and (?:his|her)\b(?! (?:new )?(?:wife|husband|spouse|kallah|chosson|chassan|fianc\w*)\b)|(?:הילדים של אשתי|הילדים של בעלי|ילדים חורגים|הבן החורג|הבת החורגת|הילדים שלה|הילדים שלו|(?:הבן|הבת) שלו|(?:הבן|הבת) שלה|בעלי החדש|אשתי החדשה|משפחה משולבת|משפחה מעורבת|(?:ה)?(?:בנות|בנים|ילדים) (?:של בעלי|של אשתי) (?:מ|מה)נישואי|(?:מ|מה)נישואים (?:ה)?(?:קודמים|ראשונים)|(?:גבר|איש|אישה|אשה) (?:גרוש|גרושה|אלמן|אלמנה) עם (?:\S+ )?(?:ילדים|ילדות|בנים|בנות|ילד|ילדה)|נשואה בשנית|נשוי בשנית|נישואים שניים)/i,
    en: 'the stepchildren',
    he: 'הילדים החורגים',
    topic: 'stepfamily',
    // (A child who lost a parent, or whose parents parted, may feel that warming to the new one
    // betrays the other — answers round M2: a widower's daughter of 12.)
    adviceEn: "Stepchildren usually need time before closeness, and a child who lost a mother or father — or whose parents parted — may feel that warming to you betrays them; be patient, let their own parent lead on rules and discipline, and build your place with small regular things — a lift, a shared interest — not with authority.",
    adviceHe: 'ילדים חורגים צריכים לרוב זמן לפני קרבה, וילד שאיבד אמא או אבא — או שהוריו נפרדו — עלול להרגיש שלהתקרב אלייך זו בגידה בהורה השני; כדאי להתאזר בסבלנות, לתת להורה שלהם להוביל את הכללים והמשמעת, ולבנות את המקום שלך בדברים קטנים וקבועים — הסעה, תחביב משותף — ולא בסמכות.',
  },
  {
    id: 'illness',
    match: /\b(?:ill|illness|chronic|sick|disease|diagnos\w*|cancer|pain|chemo\w*|radiation therapy|tumou?r|multiple sclerosis|parkinson\w*|heart attack|cardiac arrest|a stroke|bypass surgery|(?:was|got|been) hospitali[sz]ed|in (?:the )?icu)\b|(?:מחלה|חולה|כרונית|כרוני|אבחנה|אבחון|כאבים|כימותרפיה|טיפולי כימו|הקרנות|גידול סרטני|פרקינסון|התקף לב|אירוע לבבי|שבץ|אושפז|אושפזה|מאושפז|מאושפזת|טיפול נמרץ)/i,
    // "sick of refereeing", "sick and tired of", "a pain in the neck": fed up, not ill.
    unless: /\b(?:sick (?:and tired )?of|sick to death of|makes? me sick|(?:a |such a )?pain in the (?:neck|butt|backside))\b/i,
    en: 'the illness',
    he: 'המחלה',
    topic: 'illness',
    adviceEn: 'Illness asks a great deal of whoever does the caring: keep one hour a week that is not about the illness — where husband and wife are not patient and nurse, or where the one who cares simply rests — so the care does not swallow everything else.',
    adviceHe: 'מחלה דורשת הרבה ממי שמטפל: כדאי לשמור שעה בשבוע שאינה על המחלה — שבה בעל ואישה אינם חולה ומטפל, או שבה מי שמטפל פשוט נח — כדי שהטיפול לא יבלע את כל השאר.',
  },
  {
    id: 'army',
    // A unit named instead of the army ("my son is in Givati", "בגבעתי", "לוחם בגולני").
    match: /\b(?:army|drafted|draft|idf|military|soldier|service|golani|givati|paratroopers|combat unit|on base)\b|(?:צבא|התגייס|התגייסה|גיוס|חייל|חיילת|צה"ל|צה״ל|גבעתי|גולני|צנחנים|לוחם|לוחמת|יחידה קרבית|בבסיס(?= ו| כל| עד| כבר| שלו| שלה|$))/i,
    en: 'his army service',
    he: 'הגיוס',
    topic: 'stress',
    adviceEn: 'Worry about a son in the army comes at night; agree together on how you will hear from him, and share the worry out loud rather than each carrying it alone.',
    adviceHe: 'הדאגה לבן בצבא מגיעה בלילות; כדאי להסכים יחד איך שומעים ממנו, ולשתף את הדאגה בקול במקום שכל אחד יישא אותה לבד.',
  },
  {
    id: 'embarrassment',
    match: /\b(?:embarrass\w*|humiliat\w*|in front of (?:his|her|their) friends|in front of everyone)\b|(?:הבכתי|הביך|הביכה|מבוכה|השפלתי|מול החברים שלו|מול החברות שלה|מול כולם)/i,
    en: 'embarrassing him',
    he: 'המבוכה',
    topic: 'apology',
    adviceEn: 'An apology for embarrassing someone is best made privately and plainly, naming what happened and promising how you will raise things next time.',
    adviceHe: 'התנצלות על מבוכה כדאי לעשות בפרטיות ובפשטות, לומר מה קרה ולהבטיח איך דברים יעלו בפעם הבאה.',
  },
  {
    id: 'gifts',
    match: /\b(?:gifts?|presents?)\b|(?:מתנה|מתנות)/i,
    en: 'the gifts',
    he: 'המתנות',
    topic: 'honesty',
    adviceEn: 'Thank him for the thought behind the gifts first, then make the next gift easy: a short wish list, or a shopping trip together.',
    adviceHe: 'כדאי להודות קודם על המחשבה שמאחורי המתנות, ואז להקל על המתנה הבאה: רשימת משאלות קצרה, או לצאת לקנות יחד.',
  },
  {
    id: 'inheritance',
    // "Will" the document, not the verb: "my dad will be hurt" names no inheritance.
    match: /\b(?:inherit\w*|(?:a|the|his|her|their|my|mom'?s|dad'?s|father'?s|mother'?s|parents'?) will(?! (?:be|not|never|have|get|go|come|say|tell|do|make|take|probably|just|still|always)\b)|wills|will and testament|estate|giving all their money|their money)\b|(?:ירושה|צוואה|נותנים את כל הכסף|הכסף שלהם)/i,
    en: 'your parents\' money',
    he: 'הכסף של ההורים',
    topic: 'siblings',
    adviceEn: 'Your parents\' money is theirs to give, and yet feeling passed over is real; speak to them about the feeling, not the sums, and keep your brother out of the blame.',
    adviceHe: 'הכסף של ההורים הוא שלהם לתת, ובכל זאת התחושה שדילגו עליך אמיתית; כדאי לדבר איתם על התחושה ולא על הסכומים, ולא להפוך את האח לאשם.',
  },
  {
    id: 'cleanliness',
    // (Not "מסדר את זה" — sorting it out — nor the seder night: answers round N2; nor "סדר" in a
    // message about the seder anywhere, "אף אחד מאיתנו לא ניהל סדר": answers round S5; nor a day's
    // schedule, "סדר יום": S7; nor "איך עושים סדר?" of a family's hospital nights, S21 — unless
    // the order is in the house. The message-wide look for the seder runs only where "סדר" stands.)
    match: /\b(?:clean enough|messy|mess|clutter|tidy|untidy|clean)\b|(?:נקי|ניקיון|בלגן|מבולגן|מסודר|(?<!ב)(?<!ליל ה)(?<!ליל )(?=סדר)(?<!(?:ליל הסדר|פסח|הגדה)[\s\S]*)(?![\s\S]*(?:ליל הסדר|פסח|הגדה))(?:(?<!(?:עושים|לעשות|נעשה|אעשה|עשיתי|עשינו|עשו|תעשה|תעשי)\s+(?:קצת\s+)?)|(?=סדר\s+ב(?:בית|חדר|ארון|ארונות|מטבח|סלון)))סדר(?!\s+(?:את\s+)?(?:זה|העניין|הנושא|הדברים|הכול|הכל|יום|היום|עדיפויות|העדיפויות|גודל|שבוע|זמנים)))/i,
    en: 'how clean the house is',
    he: 'הניקיון בבית',
    topic: 'chores',
    adviceEn: 'Different standards of clean are common; agree on a shared minimum for the rooms you share, and whoever wants more takes that part on without resentment.',
    adviceHe: 'רמות ניקיון שונות הן דבר נפוץ; כדאי להסכים על מינימום משותף בחדרים המשותפים, ומי שרוצה יותר לוקח את החלק הזה על עצמו בלי טינה.',
  },
  {
    id: 'school',
    match: /\b(?:parent-teacher|school meetings?|teachers?|school|homework|grades)\b|(?:אסיפת הורים|אסיפות הורים|אסיפות|מורה|המורה|בית הספר|בית ספר|שיעורי בית|ציונים)/i,
    en: 'the school meetings',
    he: 'אסיפות ההורים',
    topic: 'parenting',
    adviceEn: 'Put the school meetings in the shared calendar as soon as they are set, and split them: each parent takes some, and the other hears a short report that evening.',
    adviceHe: 'כדאי להכניס את אסיפות ההורים ליומן המשותף ברגע שנקבעות, ולחלק אותן: כל הורה לוקח חלק, והשני שומע סיכום קצר באותו ערב.',
  },
  {
    id: 'invitation',
    match: /\b(?:didn'?t invite|not invited|wasn'?t invited|left (?:him|her|us|me) out)\b|(?:לא הזמינה|לא הזמין|לא הוזמן|לא הוזמנה|לא הזמינו)/i,
    en: 'the invitation',
    he: 'ההזמנה',
    topic: 'siblings',
    adviceEn: 'Not being invited hurts, even when one says it does not matter; before deciding what it means, ask directly and calmly why — there may be a reason not yet heard — and meanwhile say out loud that it hurt.',
    adviceHe: 'לא להיות מוזמנים כואב, גם כשאומרים שזה לא משנה; לפני שמחליטים מה זה אומר, כדאי לשאול ישירות וברוגע למה — אולי יש סיבה שעוד לא נשמעה — ובינתיים לומר בקול שזה פגע.',
  },
  {
    id: 'late_home',
    match: /\b(?:comes? home late|home late|late every night|works? late|late without calling|late|(?:home|back) (?:at|after|around|only at|only after) (?:\d{1,2}|ten|eleven|midnight)(?::\d\d)?(?: ?(?:pm|at night))?)\b|(?:חוזר מאוחר|חוזרת מאוחר|מאוחר|עד מאוחר|(?:חוזר|חוזרת|מגיע|מגיעה)(?: הביתה)?(?: רק)? (?:ב-?|אחרי |בשעה )(?:\d{1,2}|עשר|אחת עשרה|חצות)(?: בלילה)?)/i,
    // "Always late" (to everything) is lateness, not late evenings at work.
    unless: /\b(?:my|our|her|his|their|the) late (?:father|mother|dad|mom|mum|husband|wife|grandfather|grandmother|brother|sister|son|daughter|rebbe|rav|rabbi|\w+ (?:father|mother|husband|wife))\b|\b(?:always|usually|often|constantly|chronically|running|be|being|gets?|is|was) late\b(?! (?:home|from work|at night|every night|nights))|\blate (?:for|to) (?:\w+ )?(?:everything|work|shul|appointments?|meetings?|events?|school|dinner|everywhere)\b/i,
    en: 'the late evenings',
    he: 'השעות המאוחרות',
    topic: 'time',
    adviceEn: 'When late evenings are the rule, choose one or two evenings a week that he comes home for bedtime, and make them count for the children and for you.',
    adviceHe: 'כשחזרה מאוחרת היא הכלל, כדאי לבחור ערב או שניים בשבוע שבהם הוא מגיע בזמן להשכבה, ולעשות אותם משמעותיים לילדים ולכם.',
  },
  {
    id: 'mikvah_first',
    match: /\b(?:mikvah|mikveh|immersion|tevilah)\b|(?:מקווה|טבילה|הטבילה)/i,
    unless: HOPING_HE,
    en: 'the mikvah',
    he: 'המקווה',
    topic: 'newlywed',
    adviceEn: 'Nerves before the first mikvah visit are very common; the balanit is there to help, and visiting once beforehand or going with someone you trust can make it feel familiar.',
    adviceHe: 'התרגשות ולחץ לפני הטבילה הראשונה נפוצים מאוד; הבלנית שם כדי לעזור, ואפשר לבקר פעם מראש או ללכת עם מישהי קרובה כדי שהמקום ירגיש מוכר.',
  },
  {
    id: 'night_waking',
    match: /\b(?:wakes? (?:up )?(?:at night|in the night|during the night|(?:once|twice|three times|\w+ times|\d+(?:-\d+)? times) (?:a|every) night|every (?:\d+|one|two|three|couple of|few) hours?)|(?:up|awake) every (?:time|night)|night (?:feeds?|wakings?|shifts? with the baby)|(?:up|awake) all night with|sleepless nights?|no one sleeps|sleep[- ]deprived|a plan for nights)\b|(?:(?:מתעורר|מתעוררת|מתעוררים) (?:\d+ פעמים|כל שעה|כל שעתיים|כל \d+ שעות)|מתעורר בלילה|מתעוררת בלילה|מתעוררים בלילה|קמה בלילה|קם בלילה|קמה בלילות|קם בלילות|קמים בלילות|קמה כל לילה|קם כל לילה|לילות בלי שינה|לא ישנים בלילה|האכלות לילה)/i,
    en: 'the nights',
    he: 'הלילות',
    topic: 'stress',
    adviceEn: 'Nights go better by shifts than by heroics: split them (one of you until 2, the other after; where the baby is breastfed, a bottle of pumped milk covers one feed), so each gets one stretch of real sleep, and agree on it in daylight, not at 3 a.m.',
    adviceHe: 'לילות עוברים טוב יותר במשמרות מאשר בגבורה: כדאי לחלק אותם (אחד עד שתיים, השני אחרי; וכשיש הנקה, בקבוק של חלב שאוב מכסה האכלה אחת), כך שלכל אחד יש רצף אחד של שינה אמיתית — ולהסכים על זה ביום, לא בשלוש לפנות בוקר.',
  },
  {
    id: 'empty_nest',
    match: /\b(?:empty nest\w*|(?:the )?house is (?:so )?(?:quiet|empty)|(?:our )?(?:youngest|last (?:one|child|kid)) (?:just )?(?:left|moved out|got married|went (?:off|away))|nothing (?:left )?to talk about)\b|(?:הבית ריק|קן ריק|הבית שקט|חיתנו את (?:הבת|הבן|הילד) האחרונ|הילד האחרון עזב|הקטן עזב|הקטנה עזבה|אין לנו על מה לדבר)/i,
    en: 'the quiet house',
    he: 'הבית השקט',
    topic: 'loneliness',
    adviceEn: 'When the children have gone, many couples find they have to learn each other again; a new shared thing — a class, a weekly walk, learning together — gives you something of your own to talk about.',
    adviceHe: 'כשהילדים יוצאים מהבית, זוגות רבים מגלים שצריך להכיר זה את זה מחדש; משהו משותף וחדש — חוג, הליכה שבועית, לימוד ביחד — נותן לכם נושא משלכם לדבר עליו.',
  },
  {
    id: 'comparing_self',
    match: /\b(?:compar\w* (?:myself|ourselves|us) (?:to|with)|everyone else (?:seems|looks|has|is)|other (?:mothers|fathers|couples|wives|husbands|families) (?:seem|look|are|have)|the neighbou?rs (?:seem|look|all))\b|(?:משווה את עצמי|כל השכנות|כל השכנים|השכנות שלי|כולן נראות|כולם נראים|אצל כולם)/i,
    en: 'comparing yourself with others',
    he: 'ההשוואה לאחרים',
    topic: 'stress',
    adviceEn: 'Other homes look calm from the outside: you see their best hour and live your own hardest one. Measure yourself against your own last month, not against the neighbours.',
    adviceHe: 'בתים אחרים נראים רגועים מבחוץ: רואים את השעה הכי טובה שלהם וחיים את השעה הכי קשה שלך. כדאי למדוד את עצמך מול החודש שעבר שלך, לא מול השכנות.',
  },
  {
    id: 'aliyah',
    match: /\b(?:aliyah|olim|oleh|olah|ulpan|(?:made|making|make) aliyah)\b|(?:עלינו (?:ל|מ)|עלינו לארץ|עלייה|עולים חדשים|עולה חדש|עולה חדשה|אולפן)/i,
    en: 'the aliyah',
    he: 'העלייה',
    topic: 'loneliness',
    adviceEn: 'The first years after aliyah are hardest for the one without work or the language around them; an ulpan, a group of olim from home and one Israeli friend each carry part of the weight, and it is fair to say how lonely it is.',
    adviceHe: 'השנים הראשונות אחרי העלייה קשות במיוחד למי שאין סביבו עבודה או שפה; אולפן, קבוצה של עולים מהבית וחבר או חברה ישראלים אחד נושאים כל אחד חלק מהמשא, ומותר לומר בקול כמה זה בודד.',
  },
  {
    id: 'school_struggles',
    match: /\b(?:can'?t sit still|sent home (?:from|for)|disrupt\w*|(?:trouble|problems?) (?:focusing|concentrating|paying attention)|adhd|attention (?:problems?|issues?)|falling behind (?:at|in) school|failing (?:math|school|classes)|the teacher (?:says|called))\b|(?:לא מסוגל לשבת|לא יושב בשקט|מפריע בכיתה|הוציאו אותו מהכיתה|קשב וריכוז|הפרעת קשב|מתקשה בלימודים|נכשל ב)/i,
    en: 'what is happening at school',
    he: 'מה שקורה בבית הספר',
    topic: 'parenting',
    adviceEn: 'Before deciding it is discipline, ask for an evaluation — the paediatrician, or the school\'s educational psychologist: a child who cannot sit still is often telling you something, and you will both argue less once you know what.',
    adviceHe: 'לפני שמחליטים שזו שאלה של משמעת, כדאי לבקש אבחון — רופא הילדים או הפסיכולוג החינוכי: ילד שלא מצליח לשבת בשקט לעיתים קרובות אומר משהו, ויהיה לשניכם פחות על מה להתווכח כשתדעו מה.',
  },
  {
    id: 'far_from_family',
    circumstance: true,
    match: /\b(?:no (?:family|relatives|grandparents|one) (?:nearby|near (?:us|me|by)|close by|around|here|within \d+ (?:miles|km|kilometers))|far (?:away )?from (?:family|(?:my|our) famil(?:y|ies)|(?:my|our|the) parents)|(?:my|our) (?:family|families|parents) (?:are|is|live|lives) (?:abroad|overseas|far away|in another country))\b|(?<![\u05D0-\u05EA])(?:אין (?:לי|לנו) (?:משפחה|אף אחד|קרובים|סבא וסבתא)(?: קרובה| קרובים)? (?:פה|כאן|בארץ|בסביבה|באזור|בעיר|קרוב)|(?:ההורים|המשפחה) (?:שלי|שלנו) (?:בחו"ל|בחו״ל|בחוץ לארץ|רחוק|רחוקים|גרים רחוק)|רחוק(?:ים|ה)? מהמשפחה)(?![\u05D0-\u05EA])/i,
    en: 'having no family nearby',
    he: 'המרחק מהמשפחה',
    topic: 'stress',
    adviceEn:
      'With no family nearby, help has to be built on purpose rather than waited for: one or two neighbours or parents from the school or gan for specific things, the community or synagogue (many organise meals and volunteers for a family going through a hard stretch), the local council\'s family services, and a paid babysitter for one fixed evening a week.',
    adviceHe:
      'בלי משפחה קרובה, את העזרה צריך לבנות בכוונה ולא לחכות לה: שכנה או שניים והורים מהגן לדברים מוגדרים, הקהילה או בית הכנסת (הרבה קהילות מארגנות ארוחות ומתנדבים למשפחה בתקופה קשה), מחלקת הרווחה או המרכז לשירותי משפחה בעירייה, ובייביסיטר בתשלום לערב קבוע אחד בשבוע.',
  },
  {
    id: 'child_debt',
    match: /\b(?:student (?:loans?|debts?)|pay(?:ing)? (?:them|it|those|these) off for (?:them|him|her)|pay(?:ing)? off (?:their|his|her|the kids['’]?|our (?:son|daughter)'s) (?:student )?(?:loans?|debts?))\b|(?<![\u05D0-\u05EA])(?:הלוואות? (?:ה)?סטודנטים|(?:לשלם|לכסות|לסגור) (?:לו|לה|להם) את (?:ההלוואה|ההלוואות|החוב|החובות|המינוס))(?![\u05D0-\u05EA])/i,
    en: 'the loans',
    he: 'ההלוואות',
    topic: 'money',
    adviceEn:
      'Before paying off a grown child\'s debt, decide together how much you can give without touching what you need for your own retirement, and make it a shared plan rather than a rescue: a part you cover, a part they carry through their own payments, written down — help that builds their footing and their sense of responsibility rather than replacing them.',
    adviceHe:
      'לפני שמכסים חוב של ילד בוגר, כדאי להחליט יחד כמה אפשר לתת בלי לגעת במה שנחוץ לכם לפנסיה, ולעשות מזה תוכנית משותפת ולא הצלה: חלק שאתם מכסים, וחלק שהוא נושא בעצמו בתשלומים, בכתב — עזרה שבונה לו קרקע ואחריות משלו ולא מחליפה אותן.',
  },
  {
    id: 'close_friend',
    match: /\b(?:(?:my|our) (?:best|closest|oldest|dearest|close) friends?|best friends?|closest friends?|(?:a |our |my )?friendship)\b[^.?!]{0,80}\b(?:drift\w*|distant|distance|barely (?:answers?|talks?|calls?|writes?|replies)|(?:stopped|stops) (?:calling|inviting|answering|talking|writing|replying)|(?:doesn['’]?t|don['’]?t|never) (?:call|answer|reply|write|invite)|ghost\w*|pulled away|grown apart|lost touch|fad(?:ed|ing)|faded)\b|(?<![\u05D0-\u05EA])(?:ה?(?:חברה|חבר) (?:ה)?(?:הכי )?(?:טובה|טוב|קרובה|קרוב)(?: שלי| שלנו)?|חברת ילדות|חבר ילדות)(?![\u05D0-\u05EA])[^.?!]{0,60}(?:התרחק|התרחקה|מתרחק|מתרחקת|לא עונה|לא עונה לי|לא מתקשר|לא מתקשרת|כמעט לא מדברת|כמעט לא מדבר|נעלם|נעלמה|הפסיק|הפסיקה|ניתק|ניתקה)(?![\u05D0-\u05EA])/i,
    en: 'your friendship',
    he: 'החברות',
    topic: 'friendship',
    adviceEn:
      'A friendship that drifts after a baby, a move or a new job is usually about rhythm, not love: send a short, warm message that asks about their life first and says you miss them, without apologising for yours — and suggest one small plan that fits your life now, a walk or a coffee near home.',
    adviceHe:
      'חברות שמתרחקת אחרי לידה, מעבר או עבודה חדשה היא בדרך כלל עניין של קצב ולא של אהבה: כדאי לשלוח הודעה קצרה וחמה שמתעניינת קודם בחיים של הצד השני ואומרת שהקשר חסר לך, בלי להתנצל על החיים שלך — ולהציע תוכנית קטנה אחת שמתאימה לחיים עכשיו, הליכה או קפה ליד הבית.',
  },
];// A Hebrew word may carry a suffix (ים, ות, ה, ת…) but must not run on into another word:
// מתנה is in מתנות, not in מתנהג.
const HEBREW_RUN_ON = /^[\u05D0-\u05EA]/;
const HEBREW_SUFFIX = /^(?:ים|ות|ה|ת|י|ך|ו|נו)(?![\u05D0-\u05EA])/;
// Nor begin inside one: before a Hebrew match only the letters that join a word (ו ש ל ב מ כ ה, or
// two or three of them) — ברית is not in עברית, מורה not in גמורה, חוב not in רחובות.
const HEBREW_RUN_IN = /[\u05D0-\u05EA]+$/;
const HEBREW_PREFIX = /^(?:[ושלבמכה]|ו[הבלמשכ]|ש[הבלמכ]|כש|מה|לה|בה|וש[הבלמ]|וכש|שכש)$/;

/**
 * Whether a match of one of the lists' patterns is a word of the text: a Latin match always (its
 * pattern has its own \b); a Hebrew one neither runs on into another word nor begins inside one.
 */
export function wholeHebrewMatch(text: string, index: number, matched: string): boolean {
  if (!/[\u05D0-\u05EA]/.test(matched)) return true;
  const before = /^[\u05D0-\u05EA]/.test(matched) ? (HEBREW_RUN_IN.exec(text.slice(Math.max(0, index - 4), index))?.[0] ?? '') : '';
  if (before !== '' && !HEBREW_PREFIX.test(before)) return false;
  const after = text.slice(index + matched.length);
  // A pattern that ends on a joining letter ("להגיד לו ש") runs on into the next word by design.
  if (/(?:^|\s)[ושלבמכה]$/.test(matched)) return true;
  return !/[\u05D0-\u05EA]$/.test(matched) || !HEBREW_RUN_ON.test(after) || HEBREW_SUFFIX.test(after) || HEBREW_WORD_END.test(after);
}

// Endings a stem in the topics' patterns takes (ביקורת → ביקורתית, אחי → האחים, ילד → ילדתי).
const HEBREW_WORD_END = /^(?:ם|ן|ית|יות|יים|תי|תם|תן|ים|ות)(?![\u05D0-\u05EA])/;

// A stem written with its final letter ("מרתון", "אימון") is written with the letter's other form
// before an ending ("מרתונים", "אימונים"): outside a character class, a final letter of a pattern
// also reads as its medial form, and wholeHebrewMatch still asks that the word end there (on an
// ending) — so "מרתון" reads "מרתונים".
const MEDIAL: Record<string, string> = { 'ך': 'כ', 'ם': 'מ', 'ן': 'נ', 'ף': 'פ', 'ץ': 'צ' };
const withEndings = new Map<string, string>();
function finalsEitherWay(source: string): string {
  const known = withEndings.get(source);
  if (known !== undefined) return known;
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i]!;
    if (c === '\\') {
      out += c + (source[i + 1] ?? '');
      i += 1;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    // Only after a stem of three letters or more that is not a plural itself ("חם" is not in "חמות",
    // "מסכים" not in "מסכימים"), and only before a plural or adjective ending.
    const stem = source.slice(0, i);
    out += !inClass && MEDIAL[c] && /[\u05D0-\u05EA]{3}$/.test(stem) && !/י$/.test(stem) ? `(?:${c}|${MEDIAL[c]}(?=(?:ים|ות|ית|יות|יים)(?![\u05D0-\u05EA])))` : c;
  }
  withEndings.set(source, out);
  return out;
}

// Each message asks every thing of the list; the patterns are built once per thing, not per message.
const globalMatches = new WeakMap<Thing, RegExp>();
const globalUnlesses = new WeakMap<RegExp, RegExp>();

function globalMatch(thing: Thing): RegExp {
  let global = globalMatches.get(thing);
  if (!global) {
    global = new RegExp(finalsEitherWay(thing.match.source), thing.match.flags.includes('g') ? thing.match.flags : `${thing.match.flags}g`);
    globalMatches.set(thing, global);
  }
  return global;
}

function globalUnless(unless: RegExp): RegExp {
  let global = globalUnlesses.get(unless);
  if (!global) globalUnlesses.set(unless, (global = new RegExp(unless.source, `${unless.flags.replace('g', '')}g`)));
  return global;
}

function names(thing: Thing, whole: string, context = ''): boolean {
  if (thing.requires && !thing.requires.test(whole) && !thing.requires.test(context)) return false;
  const global = globalMatch(thing);
  const text = thing.unless ? whole.replace(globalUnless(thing.unless), ' ') : whole;
  for (const match of text.matchAll(global)) if (wholeHebrewMatch(text, match.index ?? 0, match[0])) return true;
  return false;
}

/** The word the message itself uses for a thing ("הטלפון", "כולל"), as matched; null when absent. */
export function thingWordIn(thing: Thing, text: string): string | null {
  const global = globalMatch(thing);
  for (const match of text.matchAll(global)) if (wholeHebrewMatch(text, match.index ?? 0, match[0])) return match[0];
  return null;
}

/** The things a message names, in the order the list gives them (at most four). */
/**
 * The things a message names. In a follow-up, what a thing requires may have been said in the
 * earlier question (`earlier`): "he left the gas on twice" after "my dad can't live alone anymore"
 * is the father's memory (answers round P2), though "dad" is not in the follow-up itself.
 */
export function namedThings(text: string, earlier = ''): Thing[] {
  const named = THINGS.filter((thing) => names(thing, text, earlier));
  const replaced = new Set(named.flatMap((thing) => thing.replaces ?? []));
  return named.filter((thing) => !replaced.has(thing.id)).slice(0, 4);
}
