// Issue 31, round 40: questions of Jewish law asked by their situation, in words no one here had seen
// (the development set's round-40 lines are not repeated here). Each concept is a kind of situation
// and a way of asking, in English, Hebrew (with its prefixes) and transliterated Hebrew; the same
// things asked for feelings, words or ideas stay ordinary questions.
import { detectHalachic } from '../../../supabase/functions/_shared/guide/halachic.ts';

/** Read as a question of law ('any' topic, or the topic named). */
function readAsLaw(topic: string, text: string): void {
  const flag = detectHalachic(text);
  expect(flag).not.toBeNull();
  if (topic !== 'any') expect(flag!.topic).toBe(topic);
}

/** Read as an ordinary question: no rabbi suggested. */
function readAsOrdinary(text: string): void {
  expect(detectHalachic(text)).toBeNull();
}

describe('a halachic situation, asked in other words, gets a rabbi', () => {
  it.each([
    // Blood she saw, and whether he may hold her now.
    ['niddah', 'My wife just found some spotting, three days before her period was due. Can I still give her a hug goodnight?'],
    ['niddah', 'אשתי ראתה דם היום, הרבה לפני הזמן. מותר לי לחבק אותה כשהיא בוכה?'],
    ['niddah', "ishti ra'ata dam achshav, efshar lechabek ota?"],
    // The first fruit of its season, and what is said over it.
    ['general', 'We got the first cherries of the summer at the market. Do we say anything before eating them?'],
    ['general', 'קנינו רימונים ראשונים של העונה, יש ברכה מיוחדת לפני שאוכלים?'],
    ["general", "achalnu te'enim pa'am rishona ha'shana, tzarich levarech mashehu?"],
    // A worker's wage and when it is due.
    ['general', "Our cleaner finished at 6 and I told her I'd send the money next week. Is that a problem?"],
    ['general', 'הבייביסיטר סיימה מאוחר בלילה, זה בסדר להעביר לה את התשלום רק מחר?'],
    ['general', "ha'metapelet gamra ha'yom, efshar leshalem la rak machar?"],
    // A loan at interest between family.
    ['general', 'My sister lent us 50k for the renovation and asked for 2 percent a year on top. Is that kosher between siblings?'],
    ['general', 'ההורים שלי רוצים להלוות לנו לדירה עם ריבית קטנה, מותר?'],
    ['general', 'achi rotze lehalvot lanu kesef aval im ribit, ze mutar?'],
    // Something dead in the water or the food, and the dishes.
    ['kashrut', 'A mouse drowned in our big soup pot overnight. Can we still use the pot?'],
    ['kashrut', 'מצאנו עכבר מת בתוך הסיר הגדול. מה עושים עם הסיר?'],
    ['kashrut', "matzanu leta'a meta ba'mitbach leyad ha'tzalachot, tzarich lehachshir?"],
    // New vessels and whether they are dipped first.
    ['kashrut', 'Got a set of ceramic bowls as a housewarming present. Do they need to go in the mikvah before we eat from them?'],
    ['kashrut', 'קנינו כוסות זכוכית חדשות באיקאה, צריך לטבול אותן?'],
    ['kashrut', 'kaniti sfalim chadashim, tzarich letabel otam?'],
    // A found thing kept for oneself.
    ['general', 'My son found a wallet with cash but no ID in the park. Can he keep the money?'],
    ['general', 'הבת שלי מצאה שעון יקר בחוף. אפשר להשאיר אותו אצלנו אם אף אחד לא יחפש?'],
    ['general', "matzati arnak ba'rechov bli te'udat zehut, efshar lehashir oto?"],
    // A borrowed thing ruined: a new one or what it was worth.
    ['general', "I borrowed my friend's camera and the lens cracked on the trip. Do I owe her a new lens or just the repair cost?"],
    ['general', 'שאלתי סולם מהשכנה והוא נשבר. אני צריכה לקנות לה חדש?'],
    ['general', "sha'alti mehashachen mekdecha ve'hi nisrefa, ani tzarich liknot lo chadasha?"],
    // A boy's first haircut before he is three.
    ['general', "Is it ok to trim my son's curls before he turns three? They're in his eyes."],
    ['general', 'אפשר לספר את הבן שלי לפני שהוא בן שלוש?'],
    ['general', 'mutar lehistaper lifnei gil shalosh?'],
    // Tearing on Shabbat; a light left on, asked of someone else. ('any': a word of practice beside
    // מותר files some of these under 'general' before the Shabbat and yichud rules are reached.)
    ['shabbat', "It's Shabbos and we ran out of pre-cut paper towels. Is ripping them ok?"],
    ['shabbat', 'שכחנו לקרוע נייר טואלט לפני כניסת שבת, מה עושים?'],
    ['shabbat', 'shachachti likroa neyar toilet lifnei shabbat, ma osim?'],
    ['shabbat', "Friday night the bedroom light's still on. Can I ask my neighbour to switch it off?"],
    ['any', 'בליל שישי נשאר האור דלוק בחדר של הילדים. מותר לבקש מהשכן לכבות?'],
    ['any', "leil shishi ve'ha'mazgan nishar dolek, mutar levakesh me'ha'shachen lechabot?"],
    // Alone in a car with someone else's spouse or a colleague.
    ['yichud', 'My coworker and I carpool every morning, just the two of us in her car for 40 minutes. Is that an issue?'],
    ['yichud', 'אני והשכן נוסעים יחד כל בוקר לעבודה, רק שנינו באוטו. זה בעייתי?'],
    ['any', "ani nosaat im ha'kolega sheli la'avoda kol yom, rak shnenu ba'oto. ze mutar?"],
    // A parent-in-law not careful in her kitchen who invites us.
    ['kashrut', "My mother-in-law isn't very careful with her kitchen and keeps inviting us for dinner. What do we do?"],
    ['kashrut', 'חמותי לא מקפידה במטבח ומזמינה אותנו לארוחת ערב. מה עושים?'],
    ['kashrut', 'chamoti lo makpida bamitbach, ma osim kshe hi mazmina otanu?'],
    // Milk heated in the meat-soup pot.
    ['kashrut', 'I accidentally heated milk in the pot we use for chicken soup. Is the pot treif now?'],
    ['kashrut', 'חיממתי חלב בסיר של המרק עוף. הסיר נהרס?'],
    ['kashrut', "chimamti chalav ba'sir shel ha'marak basar, efshar od lehishtamesh bo?"],
    // Telling one what another did (the laws of speech).
    ['general', 'Can I tell my best friend what my brother-in-law did at dinner, or is that gossip?'],
    ['general', 'מותר לי לספר לאמא שלי מה הגיסה שלי עשתה לנו?'],
    ['general', "mutar li lesaper le'ima sheli ma she'gisati asta?"],
  ])('%s: "%s"', readAsLaw);
});

describe('the same things asked for feelings, words or ideas stay ordinary', () => {
  it.each([
    // The three ordinary lines of round 40 that were read as law, and new ones like them.
    'החזרתי לאחותי את העגלה שהיא השאילה לי עם גלגל שבור. מתבאסת ממש, איך להתנצל בלי שזה ייראה כאילו לא אכפת לי?',
    'אבא שלי מאושפז והרופאים אמרו דיאטה דלת מלח. מה מותר להביא לו לאכול שהוא באמת יאהב?',
    'השכנה השאירה לנו עוגה ליד הדלת אחרי הלידה. מה מחזירים לה בצלחת?',
    'My sister lent me her stroller and a wheel broke. How do I say sorry without making it awkward?',
    'הרופא אמר שאמא שלי בדיאטה ללא סוכר. מה מותר לה לאכול בקינוח שהיא תאהב?',
    'השכנה הביאה לנו עוגה, מה להחזיר לה בצלחת?',
    'We got the first strawberries of the season. Any good recipes?',
    'How much should we pay a babysitter per hour these days?',
    'My brother lent us money for the flat. How do I thank him properly?',
    'Found a dead bird on our balcony and the kids are upset. How do I explain death to them?',
    'My son turns three next month, any ideas for his haircut party?',
    "My wife's period came early and she's in pain. How can I comfort her?",
    "I'm paying the cleaner tonight before she leaves. What's a fair tip?",
  ])('"%s"', readAsOrdinary);
});

// Round 41: the situations of b41a/b41c asked in other words (the development set's lines are not
// repeated here), and the kindness or chore beside a practice that asks nothing of its law.
describe('round 41: a halachic situation, asked in other words, gets a rabbi', () => {
  it.each([
    // The blessing after the bathroom, for a child or every time.
    ['general', 'Does my daughter need to say asher yatzar after the toilet at kindergarten, or is she too young?'],
    ['general', 'הבן שלי שואל אם הוא צריך להגיד ברכה אחרי השירותים גם בבית הספר'],
    ['general', "tzarich lomar asher yatzar kol pa'am?"],
    // A pregnancy lost, and what is done with the remains.
    ['general', 'After a stillbirth, do we give the baby a name and is there a funeral?'],
    ['general', 'איבדנו את ההריון בשבוע 20, מה עושים מבחינת קבורה?'],
    ['general', 'hipalti bashavua ha15, tzarich kvura?'],
    // Trousers for a girl or a woman: a prohibition, a custom, the sources.
    ['general', 'My teenage daughter wants to wear jeans. What are the sources on that, is it a halachic problem?'],
    ['general', "אשתי רוצה ללבוש ג'ינס לעבודה, זה איסור או רק מנהג?"],
    ['general', "mutar le'isha lilbosh michnasayim?"],
    // Produce checked for insects.
    ['kashrut', 'Is soaking strawberries in soapy water enough, or do I have to check each one?'],
    ['kashrut', 'איך בודקים כרובית מחרקים?'],
    ['kashrut', 'eich bodkim kruvit? ze maspik lishtof?'],
    // Blood in an egg, and the bowl it fell into.
    ['kashrut', 'Found a blood spot in one of the eggs after I cracked it into the batter. Do I need to throw everything out?'],
    ['kashrut', 'שברתי ביצה והיה בה דם, מה עושים עם הקערה?'],
    ['kashrut', "hayta nekudat dam babeitza, efshar le'echol?"],
    // Candles lit late, or forgotten until after sunset.
    ['shabbat', 'We missed candle lighting because of traffic, sunset already passed. What do I do?'],
    ['shabbat', 'שכחתי להדליק נרות והשקיעה כבר עברה, מה אני עושה?'],
    ['shabbat', 'hidlakti nerot acharei hashkia, ma osim?'],
    // Three who ate together and the zimun.
    ['general', 'Can women do zimmun when there are three of them at the table?'],
    ['general', 'אכלנו שלוש נשים, מזמנים?'],
    ['general', 'anachnu shalosh nashim, mezamnot?'],
    // Alone with someone, asked in three words.
    ['yichud', 'Just me and my male boss driving to the conference for two hours, problem?'],
    ['any', 'me and the neighbor alone in the elevator every morning, issue?'],
    // Telling one's mother or husband about a quarrel with an in-law.
    ['general', 'Can I tell my friend about the fight with my mother-in-law or is that lashon hara?'],
    ['general', 'מותר לספר לבעלי על המריבה עם אחותו?'],
    ['general', "mutar li lesaper le'ima sheli al ha'riv im chamoti?"],
    // A day's insertion forgotten in prayer or grace.
    ['general', 'I skipped yaaleh veyavo in shemoneh esrei on rosh chodesh, what do I do?'],
    ['general', 'שכחתי על הניסים, חוזרים?'],
    ['general', 'shachachti al hanisim, tzarich lachzor?'],
    // The law of a shiva stays law.
    ['any', 'What are mourners not allowed to do during shiva?'],
    ['any', 'מותר לבקר בשבעה בשבת?'],
    ['any', 'efshar levaker bashiva beshabbat?'],
    ['any', 'Can I cook rice for Pesach if my husband is Ashkenazi?'],
  ])('%s: "%s"', readAsLaw);
});

describe('round 41: food for mourners, cooking for Shabbat, and the same words asked for other things stay ordinary', () => {
  it.each([
    'What should I cook for a shiva house? Something kids will eat too.',
    'Can I bring a bagel platter to the shiva?',
    'מה שולחים לבית אבלים כשלא מכירים את המשפחה?',
    'ma mevashlim lashiva shel hashchena?',
    "We're sitting shiva for my dad and people brought too much food. What do we do with it all?",
    'Dead tired and I still have to cook for Shabbat. How do I get through the week?',
    "ani gmura ve'od tzricha levashel leshabbat",
    'What should I cook for Pesach this year, something new?',
    "tzricha ra'ayon lekinuach leshabbat",
    'רעיון לארוחת שישי לעשרים איש?',
    'Can my daughter wear her new pants to the party?',
    'Is it allowed to wear jeans to the office on Fridays?',
    'We found aphids on our home-grown kale, how do we get rid of them organically?',
    'My wife had a blood test and the doctor says her egg reserve is low. What are our options?',
    'My friend had a stillbirth and the funeral is tomorrow. What do I say to her?',
    'My husband keeps coming home late for candle lighting and I\'m fuming. How do I bring it up?',
    'קיבלתי זימון לשלוש לשימוע בעבודה, מה עושים?',
    'How can I tell my husband about the fight with his mother without him getting defensive?',
    'Should I tell my mom about our fight?',
    'Potty training my son, any tips for the bathroom at school?',
  ])('"%s"', readAsOrdinary);
});

// Round 42b: the situations of b42b asked in other words (the development set's lines are not
// repeated here), and hospitality or a fair split that names a practice but asks nothing of its law.
describe('round 42b: a halachic situation, asked in other words, gets a rabbi', () => {
  it.each([
    // A Friday journey that may run past sundown.
    ['shabbat', "Our train back from my parents' leaves late Friday and might not arrive before Shabbat starts. Do we get off somewhere?"],
    ['shabbat', 'הטיסה שלנו ביום שישי נוחתת ממש קרוב לשקיעה, מה עושים אם יש עיכוב?'],
    ['shabbat', "hatisa shelanu beyom shishi, im yesh ikuv venenchat acharei hashkia ma osim?"],
    // Something of another faith's holiday, brought home or to school.
    ['general', "My son's teacher gave every kid a Christmas ornament. Is it ok for him to hang it in his room?"],
    ['general', 'השכנה הנוצרייה נתנה לבת שלי קישוט של חג המולד, זה בסדר שתשים אותו בחדר?'],
    ['general', "hasafta lo yehudiya natna la matana lechristmas, ze beseder?"],
    // A helper who is not Jewish turning lights on over Shabbat or the weekend.
    ['shabbat', 'The babysitter switched on the heating on Saturday without being asked. Can we stay in the warm room?'],
    ['shabbat', 'המטפלת מדליקה את המזגן בשבת בלי שביקשנו, מותר לנו לשבת בחדר?'],
    ['shabbat', "ha'ozeret hidlika et ha'or beshabbat, efshar lehishaer bacheder?"],
    // Food made in a kitchen that is not kosher.
    ['kashrut', 'My coworker baked brownies for our class party in her non-kosher kitchen. Should my kids eat them?'],
    ['kashrut', 'חמותי אפתה עוגיות במטבח שלא כשר, מותר לילדים לאכול?'],
    ['kashrut', "hashchena afta uga bamitbach shela she lo kasher, efshar le'echol?"],
    // Telling others that a teacher (a coach) did wrong.
    ['general', 'Is my son allowed to tell the other kids that his coach screamed at him?'],
    ['general', 'מותר לבן שלי לספר לחברים שהמדריך העליב אותו?'],
    ['general', "mutar la lesaper lachaverot she'hamora tzaaka aleha?"],
    // A screen on over Shabbat, the children in front of it.
    ['shabbat', "At my in-laws' the television stays on through Shabbat. Is it ok for the kids to watch?"],
    ['shabbat', 'אצל סבתא הרדיו דולק בשבת, מותר לשמוע?'],
    ['shabbat', 'ha televizya dolekt kol ha shabbat etzel saba, mutar la yeladim lirot?'],
    // A mourning year and a simcha.
    ['any', 'My brother is getting married within the year of mourning for our mother. Can I dance?'],
    ['general', 'אני בשנת אבלות על אמא, אפשר לרקוד בבר מצווה של הבן?'],
    // Not tahora and sitting beside him.
    ['niddah', "ani lo tehora, efshar lashevet leyad ba'ali ba'oto?"],
    ['any', 'אני לא טהורה עכשיו, מותר לי לשבת לידו בספה?'],
    // A girl's age and modest dress.
    ['general', 'At what age does a girl need to start wearing skirts?'],
    ['general', 'הבת שלנו בת 4, מאיזה גיל היא צריכה ללבוש רק חצאיות?'],
    ['general', "habat sheli bat 5, be'eize gil matchilim chatzaiot?"],
    // A split of a parent's care that asks a duty is still law.
    ['any', 'My brother earns three times what I do. Do I have to pay half of Dad\'s nursing home?'],
  ])('%s: "%s"', readAsLaw);
});

describe('round 42b: hospitality, a fair split and a feeling stay ordinary', () => {
  it.each([
    "The rabbi and his wife invited us for Friday night dinner for the first time. What's a nice thing to bring?",
    'עושים קידוש לכבוד הבר מצווה, כמה מגשים צריך ל-120 איש?',
    "kama ugot tzarich lekidush shel 50 orchim?",
    'What do I serve for Shabbat lunch when half the guests are vegan?',
    'My sister and I are splitting the cost of Dad\'s nursing home, but she earns double what I do. How do we make it fair?',
    'איך לחלק את ההוצאות על המטפלת של אמא עם אחי כשהוא מרוויח פי שלושה?',
    'What gift should I buy my Christian neighbour for Christmas?',
    'Our flight lands Friday afternoon. Any good restaurants near the airport?',
    'אחרי מה שעברתי אני מרגישה שאני לא טהורה, איך מתמודדים עם זה?',
    'What should we watch on TV Saturday night after Shabbat?',
  ])('"%s"', readAsOrdinary);
});

// Round 43 (read after its first sight), in words of its own.
describe('round 43: candles and a blessing, an autopsy, a utensil of the other kind, "am I tme\'a"', () => {
  it.each([
    ['any', 'My wife is in hospital this Shabbat. Should I light the Shabbat candles at home, and with a bracha?'],
    ['any', 'The hospital wants an autopsy on my mother. Is that permitted, and does the chevra kadisha need to know?'],
    ['kashrut', 'oops, stirred the chicken soup with the dairy spoon, what now with the spoon'],
    ['kashrut', 'חתכתי גבינה עם הסכין הבשרית בטעות'],
    ['niddah', "ra'iti ktem katan al ha'begged, ani tme'a achshav?"],
  ])('%s: "%s"', readAsLaw);

  it.each([
    'איך מסבירים לסבתא שלא צריך לקנות לילדים צעצוע בכל חול המועד?',
    'Should I light candles for our anniversary dinner or is that cheesy?',
  ])('"%s" stays ordinary', readAsOrdinary);
});

// Round 44 (read after its first sight), in words of its own.
describe('round 44: bleeding after being together, animals fed first, "what would the issues be"', () => {
  it.each([
    ['niddah', "ra'iti ktzat dam achrei she'hayinu beyachad etmol"],
    ['any', 'Our daughter has a birthday party on a Saturday, it is close enough to walk and she will not carry a gift. What would the issues be?'],
    ['any', 'We got chickens in the garden. Do I have to feed them first before I have breakfast?'],
    ['any', 'My father lent my husband money and wants a little more back as a gift. Is that still ribbis if it was his idea?'],
  ])('%s: "%s"', readAsLaw);

  it.each([
    'אני צריכה לנאום בשבע ברכות של אחי ואין לי מושג מה להגיד, עזרה?',
    "After the mikveh I always want a special evening, but he comes home exhausted. How do I tell him without making him feel bad?",
  ])('"%s" stays ordinary', readAsOrdinary);
});

// answers-fresh-G (issue 32's everyday questions, read after their first sight): Hebrew words that
// hold a term of law inside them, or share its letters, are not that term.
describe('"איחוד", "בייחוד" and medical tests are not yichud or bedikot', () => {
  it.each([
    'אחי מתנדב באיחוד הצלה ונעלם באמצע כל ארוחת חג, איך אני מבקשת ממנו להישאר?',
    'אחרי שלוש שנים של בדיקות פוריות אנחנו מותשים, איך שומרים על הזוגיות?',
    'הילדים אוהבים את סבתא, בייחוד בחגים. איך מחלקים את הביקורים בין המשפחות?',
  ])('"%s"', readAsOrdinary);

  it.each([
    'הבדיקות שלי יוצאות עם גוון חום, למי מראים את זה?',
    'האם מותר להיות לבד בבית עם המתקן? זה ייחוד?',
  ])('"%s" still asks the law', (text) => readAsLaw('any', text));
});
