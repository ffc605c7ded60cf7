// The forms blame takes when it is subtle (tone/forms.ts, issue 31 item 6): sarcastic praise of the
// minimum, another person held up as the measure, "some people…", "I guess I'm the only one…",
// martyrdom, "you call this…?", "is it really so hard…", "for once", a command sealed by "now",
// "when you can act like an adult…", contempt, a kind sentence followed by a blaming one — in
// English, Hebrew and Hebrew typed in Latin letters. Every draft here was written for this test
// (none is in the development, fresh or judge sets), a few per form, to check that the forms were
// taught and not the t38 sentences; and the kind ones, love said in blame's words, must stay.
import { keepsBlame, rewriteToneOffline } from '../../../supabase/functions/_shared/guide/tone/index.ts';

const BLAMING = [
  'Wow, you finally replaced the lightbulb. Only took three weeks 👏',
  'Thanks for the amazing support at the party tonight 👏👏',
  'כל הכבוד, קנית הכל חוץ מהדבר היחיד שביקשתי',
  'סוף סוף נזכרת להתקשר, כל הכבוד 👏',
  'wow sof sof siderta et hamitbach, kol hakavod 👏',
  "Your brother drives his kids to school every morning and you can't even wake up for carpool",
  "My mom raised five kids alone without complaining. You can't handle one afternoon.",
  'אצל ההורים שלך את פתאום יודעת לבשל',
  'אבא שלי תמיד תיקן הכל בבית בעצמו. אתה מזמין טכנאי בשביל נורה',
  'achi lefachot mitkasher le\'ima shelo kol yom. ata bekoshi oneh li',
  'Some people would remember to call when they land.',
  'Some people manage to put their plate in the sink.',
  "I guess I'm the only one who notices when we're out of diapers.",
  'Apparently only one of us has to get up at night with the baby.',
  'אני כנראה היחיד בבית הזה שזוכר לשלם חשבונות',
  "Don't bother, I'll handle it. I handle everything anyway.",
  "Sure, go out with your friends. I'll be here with the kids. Where else would I go.",
  'לא נורא, אני אשאר בבית. כמו שאני מוותר על הכל',
  'You call this cleaning the bathroom?',
  'Is it really that hard to put the cap back on the toothpaste?',
  'זה באמת כל כך קשה לסגור את הדלת של המקרר?',
  'Could you just listen to me for once?',
  'Take out the recycling. Now.',
  'תכבה את הטלוויזיה. עכשיו.',
  'tasim et hakelim bamediach, achshav',
  "When you're ready to act like an adult, let me know.",
  'כשתחליט להתנהג כמו מבוגר, תודיע לי',
  "It's honestly pathetic that you can't boil an egg.",
  'Living with you is like having a fourth kid.',
  'זה פתטי שגבר בן 40 לא יודע להפעיל מכונת כביסה',
  'Dinner was lovely, thank you. Too bad you spent the whole meal on your phone.',
  'I love you, but you are the laziest person I know when it comes to laundry.',
  'I wonder whose job it was to lock the car.',
  "Don't worry about the kids' forms, I'll sign them. I do everything around here.",
  'ani kanire hayechida babayit shezocheret lekanot chalav',
  'מעניין מי השאיר את האור דולק במרפסת',
  'We\'re only your family, answer your work calls, it\'s fine.',
];

const KIND = [
  "You never forget to kiss the kids goodnight, even when you're exhausted.",
  'Why are you so sweet to me? The flowers made my day.',
  'Again you made the best shakshuka, the kids licked the plates 😂',
  'Could you pick up bread on your way? No rush at all.',
  "My mom always says you're the best son-in-law she could ask for.",
  'אמא שלי אמרה שאתה החתן הכי טוב שיש ❤️',
  'Have fun at the game tonight, say hi to the guys!',
  'For once I finished work early, want to grab dinner?',
  'שוב אפית את העוגיות של סבתא שלך, הבית מריח מדהים',
  "I'll be here when you get back, drive safe ❤️",
  'My sister says her husband could learn a thing or two from you 😄',
  'Is it hard to get tickets for Sunday? I would love to take you.',
  'ima sheli amra she\'ata hachatan hachi tov',
  'Now that the kids are asleep, want to watch something together?',
];

describe('tone engine: the forms of subtle blame, on drafts written for this test', () => {
  test.each(BLAMING)('rewrites "%s" with no blame left', (text) => {
    const { rewrite, changed } = rewriteToneOffline(text);
    expect(changed).toBe(true);
    expect(keepsBlame(rewrite)).toBe(false);
    expect(rewrite).not.toMatch(/\byou (?:always|never)\b|pathetic|פתטי|ממש גאון|some people|like an adult/i);
    // Hebrew, also typed in Latin letters, is answered in Hebrew script.
    if (/[\u05D0-\u05EA]/.test(text) || /\b(?:sof sof|achshav|achi|ani)\b/.test(text)) expect(rewrite).not.toMatch(/[A-Za-z]/);
  });

  test('a kind sentence before the blaming one is kept; the blaming one is not', () => {
    const dinner = rewriteToneOffline('Dinner was lovely, thank you. Too bad you spent the whole meal on your phone.').rewrite;
    expect(dinner).toMatch(/^Dinner was lovely, thank you\./);
    expect(dinner).not.toMatch(/too bad/i);
    const love = rewriteToneOffline('I love you, but you are the laziest person I know when it comes to laundry.').rewrite;
    expect(love).toMatch(/^I love you\./);
    expect(love).not.toMatch(/laziest/i);
    expect(love).toContain('laundry');
  });

  test.each(KIND)('leaves the kind "%s" as it is', (text) => {
    expect(rewriteToneOffline(text)).toEqual({ rewrite: text, changed: false, source: 'embedded' });
  });
});
