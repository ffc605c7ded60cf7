// Issue 32, answers rounds J12-J13 (ordinary questions nobody here wrote, measured on first
// sight, then read): what those rounds showed the guide getting wrong, said in new words here so
// the tests show the reading is general, not the rounds' lines.
import { inflect } from '../../../supabase/functions/_shared/guide/hebrew-text.ts';
import { namedThings } from '../../../supabase/functions/_shared/guide/things.ts';
import { reactionOf, understand } from '../../../supabase/functions/_shared/guide/understand.ts';

import { SLASH, chat } from './guide-chat.ts';

describe('a Hebrew yes/no question is said back as a question, never as a verdict', () => {
  test('"is it wrong that I refuse?" does not come back as "it is wrong that you refuse."', async () => {
    const [answer] = await chat(['אחותו של בעלי ביקשה שנערוב לה על משכנתא והוא כבר אמר לה כן. זה לא בסדר שאני לא מסכימה?'], { gender: 'female' });
    expect(answer).not.toMatch(/(?<!שאלת אם )זה לא בסדר שאת לא מסכימה\./);
    expect(answer).toMatch(/שאלת אם זה לא בסדר שאת לא מסכימה|כתבת: "[^"]*\?"/);
    expect(answer).not.toMatch(SLASH);
  });

  test('a question that asks what, after "so", is "you wanted to know what…"', () => {
    const u = understand('אז מה אני כן יכולה לעשות בשבילה?', [], { gender: 'female' } as never);
    expect(u.reflection).toBe('רצית לדעת מה את כן יכולה לעשות בשבילה');
  });

  test('a question with a condition in it is quoted with its question mark', () => {
    const u = understand('אם היא תגיד שלא, יש טעם לנסות שוב?', [], { gender: 'male' } as never);
    expect(u.reflection).toMatch(/^כתבת: ".*\?"$/);
  });
});

describe('the moves of a conversation that rounds J12-J13 asked', () => {
  test('"tonight in bed or another time?" is answered about a good moment', async () => {
    const [, second] = await chat(["I want to tell my husband I'd like us to pray together sometimes but I feel shy about it.", 'Do I bring it up tonight in bed, or would another time be better?'], { gender: 'female' });
    expect(second).toMatch(/calm|private|rested/i);
  });

  test('postponing a decision gets a date and what each needs to see', async () => {
    const [, second] = await chat(['My husband wants to open a business with his brother and I am scared of losing our savings.', "What if we agree to decide later, after the chagim? Or is that just kicking the can down the road?"], { gender: 'female' });
    expect(second).toMatch(/date/i);
    expect(second).toMatch(/criteria|specific/i);
  });

  test('a child who will not come to the wedding is heard, not forced', async () => {
    const [, second] = await chat(['אני אלמנה ומתחתנת שוב בחורף. איך אני מספרת לילדים שלי, הם כבר גדולים?', 'ואם הבת שלי אומרת שהיא לא באה לחתונה?'], { gender: 'female' });
    expect(second).toMatch(/להקשיב|לא לכפות/);
  });

  test('a brother abroad can still carry a share of a parent\'s care', async () => {
    const [, second] = await chat(["My dad is 88 and I'm the one who takes him to every appointment.", 'My sister says she can\'t help because she lives overseas. What could she actually do?'], { gender: 'male' });
    expect(second).toMatch(/paying|arranging|video call|paperwork/i);
  });

  test('siblings far away, said as a new message after a question about a parent, still get their share', async () => {
    const [, second] = await chat(['Mom is 90 and I drive her to dialysis three times a week.', 'My brothers keep saying they can\'t help because they live far away.'], { gender: 'female' });
    expect(second).toMatch(/paying|arranging|video call|paperwork/i);
  });

  test('the fear of losing a home of their own when a parent moves in', async () => {
    const [, second] = await chat(['חמי התאלמן ובעלי רוצה שהוא יעבור לגור אצלנו.', 'אני מפחדת שלא תהיה לנו יותר פרטיות בכלל. מה אני אומרת לבעלי?'], { gender: 'female' });
    expect(second).toMatch(/זוגי|מה נשאר שלכם/);
  });
});

describe('topics and things read as the person meant them', () => {
  test('never a kind word is being taken for granted, not the housework or the cooking', () => {
    const u = understand("He does the shopping and the dishes, fine, but he never says a kind word to me. Not even 'thanks for dinner'. I feel invisible.", [], null);
    expect(u.topics[0]!.id).toBe('gratitude');
    expect(namedThings("Not even 'thanks for dinner'.").map((t) => t.id)).not.toContain('cooking');
  });

  test('a debt told openly is not a hidden one, and a loan is not only between siblings', async () => {
    expect(namedThings('My parents are in debt and my husband wants us to help them.').map((t) => t.id)).not.toContain('hidden_debt');
    expect(namedThings('I found out my husband hid a credit card debt from me.').map((t) => t.id)).toContain('hidden_debt');
    const [answer] = await chat(["My wife's parents need a loan and she promised it without asking me. Am I wrong to say no?"], { gender: 'male' });
    expect(answer).not.toMatch(/between siblings/);
    expect(answer).toMatch(/both of you/);
  });
});

describe('Hebrew forms joined by the templates', () => {
  test('a final letter before a joined ending takes its open form ("צריכה", never "צריךה")', () => {
    expect(inflect('אני לא צריך{|ה|} [שתסכים|שתסכימי|שתסכים] איתי', 'f', 'm')).toBe('אני לא צריכה שתסכים איתי');
    expect(inflect('אני לא צריך{|ה|}', 'm')).toBe('אני לא צריך');
  });

  test('"between them and me" said back is "between them and you"', () => {
    const u = understand('היא אמרה שאני גורם לה לבחור בינם לביני.', [], { gender: 'male' } as never);
    expect(u.reflection).toContain('בינם לבינך');
  });
});

describe('round J14: what a follow-up asks', () => {
  test('"is it wrong that I feel…" is answered about the feeling, not about asking for a need', async () => {
    const [, second] = await chat(['הבת שלנו מתחתנת ועוברת לגור בחו"ל אחרי החתונה. אשתי בוכה כל ערב.', 'זה לא בסדר שאני מקנא בה שהיא יכולה לבכות ואני לא?'], { gender: 'male' });
    expect(second).toMatch(/רגש הוא לא אשמה/);
    expect(second).not.toMatch(/לבקש את מה שנחוץ לך/);
  });

  test('"so I should just never ask?" is not never: the door open, the other leads', async () => {
    const [, second] = await chat(["My daughter is 31 and every time I ask about her plans for children she goes quiet and changes the subject.", 'So I should just never ask again??'], { gender: 'female' });
    expect(second).toMatch(/door is open/);
    expect(second).toMatch(/let them lead/i);
  });

  test('a wish to hide nothing is no hidden debt', () => {
    expect(namedThings('אני לא רוצה להסתיר ממנה כלום, אבל גם לא רוצה שהכול יהיה משותף').map((t) => t.id)).not.toContain('hidden_debt');
    expect(namedThings("I don't want to hide anything from him, I just want my own account").map((t) => t.id)).not.toContain('hidden_debt');
    expect(namedThings('גיליתי שבעלי הסתיר ממני חוב של עשרים אלף').map((t) => t.id)).toContain('hidden_debt');
  });
});

describe('a reaction of hurt: the other felt unappreciated or attacked', () => {
  test.each([
    ['I raised it and she said I never appreciate anything she does for us.', 'hurt'],
    ['הוא אמר שאני לא רואה כמה הוא משקיע, והוא נראה ממש פגוע', 'hurt'],
    // The asker's own "what do I say so he won't feel attacked" is no reaction yet.
    ['מה אני אומרת לבעלי כדי שלא ירגיש שאני תוקפת את אמא שלו?', null],
  ])('%s', (message, reaction) => {
    expect(reactionOf(message)).toBe(reaction);
  });

  test('the answer acknowledges what the other gives before what is missed', async () => {
    const [, second] = await chat(['My wife volunteers four evenings a week and I barely see her.', "I told her I miss her. She said I never appreciate how much she does for the community and she seemed really hurt."], { gender: 'male' });
    expect(second).toMatch(/grateful|acknowledg/i);
    expect(second).toMatch(/miss/i);
  });
});

describe('round J15: reactions read for who reacted', () => {
  test("a four-year-old's tears at a new bedtime are expected, not a subject that touched a spouse", async () => {
    const [, second] = await chat(['My 4 year old will only fall asleep if I lie next to her. How do we start changing that?', 'I did what you said and sat by the door. She cried for half an hour and my husband said it was cruel.'], { gender: 'female' });
    expect(second).toMatch(/expected at this age/);
    expect(second).toMatch(/consisten/i);
  });
});

describe('round K1: things read as the person meant them', () => {
  test('a retired husband reorganising the kitchen is retirement, not remarks about cooking; "driving me crazy" is no car', async () => {
    expect(namedThings("Since he retired he's home all day, reorganizing the kitchen cabinets, and it's driving me nuts.").map((t) => t.id)).toEqual(['retirement']);
    const [answer] = await chat(["My wife retired in June and she's home all day, rearranging our kitchen and planning my afternoons. It's driving me crazy. How do we handle this?"], { gender: 'male' });
    expect(answer).toMatch(/routine/);
    expect(answer).not.toMatch(/cooking/);
  });
});
