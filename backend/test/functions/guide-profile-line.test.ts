// Issue 32: the profile's children at home ("With 2 children at home…", "עם 2 ילדים בבית…") closed
// most answers of a user with children, whatever was asked, and again in the next answer of the same
// chat in other words. It is said only where it bears on the question (its money, the house's work,
// time and energy, the daily care of young children), in words that fit why, and once in a chat.
// Tested in words of their own, not the bench's questions.
import type { GuideProfile } from '../../../supabase/functions/_shared/guide/index.ts';

import { chat } from './guide-chat.ts';

const LINE_EN = /\b(?:a child|\d+ children) at home\b/i;
const LINE_HE = /(?:ילד אחד|\d+ ילדים) בבית/;
const parent: GuideProfile = { first_name: 'Tamar', gender: 'female', life_stage: 'young_family', num_children: 3 };

describe('the children at home are said only where they bear on what was asked', () => {
  test('not after a question the children have no part in', async () => {
    for (const message of [
      'My sister-in-law made a snide remark about my new haircut at the bris.',
      'What could I write in a card for my husband on our anniversary?',
      'My father-in-law keeps calling my husband by his old nickname in front of guests.',
    ]) {
      const [answer] = await chat([message], parent);
      expect([message, LINE_EN.test(answer!)]).toEqual([message, false]);
    }
    const [hebrew] = await chat(['גיסתי העירה הערה עוקצנית על התספורת שלי בברית.'], parent);
    expect(hebrew).not.toMatch(LINE_HE);
  });

  test('after a question of money, of the house’s work or of tired evenings, in words that fit it', async () => {
    const [money] = await chat(['We keep arguing about whether we can afford the car repairs this month.'], parent);
    expect(money).toMatch(LINE_EN);
    expect(money!.split('\n').find((l) => LINE_EN.test(l))).toMatch(/money|budget/i);
    const [house] = await chat(['I fold every load of laundry in this house and he never notices.'], parent);
    expect(house!.split('\n').find((l) => LINE_EN.test(l))).toMatch(/house|laundry/i);
    const [evenings] = await chat(['By nine in the evening we are both too exhausted to talk, and we have stopped talking at all.'], parent);
    expect(evenings!.split('\n').find((l) => LINE_EN.test(l))).toMatch(/tired|energy|evening/i);
    const [hebrew] = await chat(['אנחנו כל הזמן רבים אם יש לנו כסף לתקן את המכונית החודש.'], parent);
    expect(hebrew!.split('\n').find((l) => LINE_HE.test(l))).toMatch(/כסף|תקציב/);
  });

  test('said once in a chat, however many later questions it would fit', async () => {
    const answers = await chat(
      [
        'We keep arguing about whether we can afford the car repairs this month.',
        'By nine in the evening we are both too exhausted to talk, and we have stopped talking at all.',
        'I fold every load of laundry in this house and he never notices.',
      ],
      parent,
    );
    expect(answers.filter((a) => LINE_EN.test(a))).toHaveLength(1);
    const hebrew = await chat(['אנחנו כל הזמן רבים אם יש לנו כסף לתקן את המכונית החודש.', 'בתשע בערב שנינו כבר מותשים מכדי לדבר.'], parent);
    expect(hebrew.filter((a) => LINE_HE.test(a))).toHaveLength(1);
  });

  test('said in more than one way across users', async () => {
    const lines = new Set<string>();
    for (const message of [
      'We keep arguing about whether we can afford the car repairs this month.',
      'Every month our savings vanish and neither of us knows where the money went.',
      'By nine in the evening we are both too exhausted to talk, and we have stopped talking at all.',
      'We have not had a single evening to ourselves since the summer.',
      'I fold every load of laundry in this house and he never notices.',
    ]) {
      const [answer] = await chat([message], parent);
      const line = answer!.split('\n').find((l) => LINE_EN.test(l));
      if (line) lines.add(line.replace(/ around .*$/, ''));
    }
    expect(lines.size).toBeGreaterThanOrEqual(3);
  });

  test('not to a parent of grown children or grandchildren, nor when the message counts its own children', async () => {
    const [grown] = await chat(['Our kids are all grown and now my husband and I argue about money every evening.'], parent);
    expect(grown).not.toMatch(LINE_EN);
    const [grandchildren] = await chat(['We spend too much money on the grandkids and my wife says I am stingy.'], parent);
    expect(grandchildren).not.toMatch(LINE_EN);
    // (Their own count, "five kids", is the one that holds; the profile's 3 would contradict it.)
    const [counted] = await chat(['With five kids the budget never stretches to the end of the month.'], parent);
    expect(counted).not.toMatch(LINE_EN);
    const [hebrew] = await chat(['הנכדים אצלנו כל שבוע ואשתי אומרת שאנחנו מוציאים עליהם יותר מדי כסף.'], parent);
    expect(hebrew).not.toMatch(LINE_HE);
  });
});
