// The Tone Coach reads what the person wants to send, also when they ask for help with it instead of
// pasting it: a quoted draft, or blame told in the third person (issue 31, the development set's
// sixth and seventh writers). The rewrite is of the draft, as the partner would read it.
import { draftOf } from '../../../supabase/functions/_shared/guide/tone/draft.ts';
import { keepsBlame, rewriteToneOffline } from '../../../supabase/functions/_shared/guide/tone.ts';

describe('the draft inside a request for help', () => {
  test.each([
    ['My draft to my wife: "What exactly do you do all day?" can you make it better?', 'What exactly do you do all day?'],
    ["Help me tell my wife she's ruined every Yom Tov with her drama", "you've ruined every Yom Tov with your drama"],
    ["write a text to my husband that he's a useless slob", "you're a useless slob"],
    ['אני רוצה להגיד לאשתי שהיא מפונקת ושבגללה אנחנו לא יוצאים', 'את מפונקת ושבגללך אנחנו לא יוצאים'],
    ['תעזרי לי לכתוב לו שהוא בזבז את כל החסכונות', 'אתה בזבזת את כל החסכונות'],
    ["tenasech l'ishti she'hi mevazevet kesef v'biglala ein lanu shekel", "at mevazevet kesef v'biglalech ein lanu shekel"],
    // In single quotes, with apostrophes inside the draft's words.
    ["Could you soften this for my husband: 'You didn't even call when you knew I'd be waiting.'", "You didn't even call when you knew I'd be waiting."],
    // The verb after the pronoun loses its third-person ending.
    ['help me tell my husband he always watches the news at dinner and never asks about my day', 'you always watch the news at dinner and never asks about my day'],
    ['כתוב הודעה לבעלי שהוא לא מתקשר אף פעם כשהוא מאחר', 'אתה לא מתקשר אף פעם כשאתה מאחר'],
  ])('%s', (message, draft) => {
    expect(draftOf(message)).toBe(draft);
  });

  test('a message that is already the draft is read as it is', () => {
    expect(draftOf('You never call when you are late.')).toBe('You never call when you are late.');
  });

  test.each([
    'Write something to my husband for after Shabbos: he embarrassed me in front of his whole family and he is a pathetic excuse for a man',
    'תעזרי לי לכתוב לו שהוא בזבז את כל החסכונות שלנו כמו טיפש',
  ])('the request is rewritten, and the rewrite blames no one: %s', (message) => {
    const { rewrite, changed } = rewriteToneOffline(message);
    expect(changed).toBe(true);
    expect(keepsBlame(rewrite)).toBe(false);
    expect(rewrite).not.toMatch(/help me|write something|תעזרי לי/i);
  });
});

// Blame said sideways (tone/indirect.ts): sarcasm, comparisons, ultimatums, martyrdom — written for
// this test in the shapes a new writer's batch showed, not copied from it.
describe('blame said sideways is rewritten, not taken for kind', () => {
  test.each([
    'Oh sure, go ahead and book the golf weekend. I will handle the Pesach cleaning myself, as usual.',
    "My brother's wife at least texts him when she's running late.",
    'Leave the laundry on the chair one more time and I am throwing it out.',
    'How hard is it to close the freezer door?',
    'בטח, תלך לשיעור. אני כבר רגילה להשכיב את כולם לבד',
    'אשתו של דודי לפחות מתקשרת להגיד תודה',
    'אל תצפה שאני אארח את המשפחה שלך בחג',
    'toda raba shezacharta lehagia bazman hapaam',
    // Sarcastic praise and the dry "Noted." (the eleventh batch's kinds, in new words).
    "Don't get up, I know you're so busy relaxing on the couch.",
    'Maybe if you picked up your phone once in a while you would... no wait, maybe if you picked up, you\'d know the kids were sick.',
    "Funny how the car is never your turn to fill up.",
    "I guess your mother's plans come first again. Noted.",
    'בטח, תזמין עוד משלוח. מי צריך לחסוך',
    'אם היית קצת יותר אחראי לא היינו מגיעים למצב הזה',
    'ma, ani lo mishpacha? shuv hachaverim shelcha',
    'wow only two days late, kol hakavod',
  ])('%s', (message) => {
    const { rewrite, changed } = rewriteToneOffline(message);
    expect(changed).toBe(true);
    expect(keepsBlame(rewrite)).toBe(false);
  });

  test.each(['Sure, take the car tomorrow, I can walk — love you', 'תודה שהגעת בזמן, זה שימח אותי', 'No, go ahead, enjoy the wedding, I will be fine here with the kids', 'אם עד מחר תוכל להתקשר לאינסטלטור זה יהיה מעולה, תודה'])(
    'kindness that only looks like it is left as it is: %s',
    (message) => {
      expect(rewriteToneOffline(message)).toMatchObject({ rewrite: message, changed: false });
    },
  );
});
