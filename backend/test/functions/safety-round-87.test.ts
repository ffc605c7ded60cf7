// Safety round 87 and answers round S30 (session 50, 2026-12-07): money, work and housing in a family,
// and a couple's everyday life, written from the briefs alone and read on first sight (r87: 57/60
// crises, 44/45 questions of law, 1/45 false alarms; S30 lost 19 of 120 answers to the safety or law
// layer: "she keeps the laundry" read as a threat, "I've hit my head on the cabinet" as a blow, a
// couple's date night as yichud). Held here in new words, each beside the danger it must not hide.
import { assessSafety } from '../../../supabase/functions/_shared/guide/detect/assess.ts';
import { detectHalachic } from '../../../supabase/functions/_shared/guide/halachic.ts';

describe('round 87: dangers the rules had missed', () => {
  test.each([
    // Small children left alone through the night.
    ['my wife and I both work nights now so our 3 and 5 year old are left home alone till morning', 'child_danger'],
    ["we've been leaving the 2 little ones alone overnight while I do the night shift", 'child_danger'],
    // One of the family struck another, and blood.
    ['אחי הרביץ לאשתי עם חגורה מול כולם', 'physical_violence'],
    ['my brother hit my wife last night and she is bleeding from her mouth', 'physical_violence'],
    // Sex asked as the price of a debt, and a hand that tried to touch.
    ['the man we owe money to said there are other ways to settle the debt if my wife comes alone', 'sexual_violence'],
    ['המלווה אמר שיש "דרכים אחרות" להחזיר את החוב'],
    ['my manager tried to touch me in the storeroom when everyone had gone home', 'sexual_violence'],
  ])('%s → a crisis', (text, category = 'sexual_violence') => {
    const verdict = assessSafety(text);
    expect(verdict.level).toBe('crisis');
    expect([verdict.category, verdict.alsoCategory]).toContain(category);
  });
});

describe('round S30: a couple\'s everyday words that had read as danger', () => {
  test.each([
    ["What if he keeps the car and I keep the kids' school runs? Is that a fair split?"],
    ['When my husband shouts I walk out so I won\'t say anything I\'ll regret later. Is that wrong?'],
    ['My husband leaves the drawers open and I\'ve banged my knee on them three times this week. How do I ask nicely?'],
    ['My mother-in-law already invited everyone for the seder and he didn\'t ask me first. I\'m so annoyed.'],
    ["My wife answers 'fine' to everything. How do I get her to open up without interrogating her?"],
    ['We found other ways to pay the mortgage: we cut the cleaner and sold the second car.'],
  ])('%s → no alarm', (text) => {
    expect(assessSafety(text).level).toBe('none');
  });

  test.each([
    ['he keeps a knife under the mattress and says I will regret leaving', 'threats'],
    ["he didn't stop when I told him no", 'sexual_violence'],
  ])('%s → still read', (text, category) => {
    const verdict = assessSafety(text);
    expect(verdict.level).not.toBe('none');
    expect([verdict.category, verdict.alsoCategory]).toContain(category);
  });
});

describe('rounds 87 and S30: the law, and what is not the law', () => {
  test.each([
    // Whether the sources allow it.
    ["yesh mekorot she'ze mutar la'azov et ha'kollel kdei lefarnes?"],
    ['Are there sources that say it is permitted to leave kollel to support the family?'],
  ])('%s → the law', (text) => {
    expect(detectHalachic(text)).not.toBeNull();
  });

  test.each([
    // A couple's date night, speed, a simcha one must be at, Shabbat or a wedding as a time.
    ["We haven't been out alone together in months. How do we make a date night actually happen?"],
    ['She says I only snap because she drives too fast. Maybe she is right?'],
    ['יש בת מצווה לאחיינית ואני חייבת להיות שם, אבל הבוס לא מרשה'],
    ['בשבת הבאה אנחנו אצל ההורים שלו. מה להגיד לו לפני שנכנסים?'],
    ['מחר יש חתונה של אחותי. איך עוברים את הערב בלי לריב?'],
    // "She went behind his back" is no halacha.
    ['הבת שלנו הלכה מאחורי הגב לרבנית, ובעלי כועס. איך מרגיעים?'],
    // A daughter's request honoured is no honour of parents.
    ['הבן שלי ביקש שלא אספר לסבא. לכבד את הבקשה שלו?'],
  ])('%s → not law', (text) => {
    expect(detectHalachic(text)).toBeNull();
  });
});
