// Answers rounds S10, S11 and S12 (2026-12-05): ordinary family questions, written from the brief alone,
// that the safety or halachic layer took on first sight. Each is held as ordinary here, beside the
// same words where they do name a danger or a question of law.
import { assessSafety } from '../../../supabase/functions/_shared/guide/detect/assess.ts';
import { detectHalachic } from '../../../supabase/functions/_shared/guide/halachic.ts';

describe('rounds S10–S12: family questions that raise no alarm', () => {
  test.each([
    // Blood pressure is no pressure on a person; "do it" is following a fake health tip.
    "My sister-in-law added my 80-year-old dad to the family WhatsApp group, and now he forwards every chain message and fake health tip. Yesterday he shared one saying to stop taking blood pressure pills. I'm worried he'll actually do it.",
    // A late mother's clothes kept in the wardrobe: no child shut in a cupboard.
    'אני אמא לשלושה ומתחתנת בקרוב עם אלמן שיש לו בת בת 14. היא עדיין שומרת את כל הבגדים של אמא שלה בארון. איך אני נכנסת לבית הזה בלי שהיא תרגיש שאני באה להחליף את אמא שלה?',
    // A three-year-old who started hitting the new baby: jealousy, the small child the one who hits.
    'נולדה לנו תינוקת לפני חודש, והבן שלנו בן השלוש התחיל להרביץ לה וחזר להרטיב בלילה. בעלי כועס עליו ואני חושבת שהוא פשוט מקנא. איך אנחנו מגיבים?',
    'our 3 year old started hitting the new baby, how do we handle it?',
    // Round S12: drowning in the work alone; a spouse who sleeps through the baby's night; a
    // screen's light that wakes her; a mother left alone with the baby — she is with it.
    "My wife got a job offer that means flying abroad twice a month. Our kids are 3 and 5. I'm proud of her, but honestly I'm scared I'll drown on my own.",
    'התינוק בן ארבעה חודשים, ובעלי פשוט לא מתעורר בלילה – ישן כמו אבן. אני מתעוררת לכל ציוץ ואני כבר לא מתפקדת.',
    'the baby is 4 months and my husband just doesn\'t wake up at night',
    'בעלי גולל בטלפון במיטה עד אחת בלילה, והאור של המסך מעיר אותי. ניסיתי לרמוז כמה פעמים וזה לא עוזר.',
    'בעלי יוצא כל מוצאי שבת עם החברים מהישיבה, ואני נשארת לבד עם התינוקת. הוא אומר שזה הזמן היחיד שלו להתאוורר.',
  ])('"%s"', (message) => {
    expect(assessSafety(message).level).toBe('none');
  });

  test.each([
    'he keeps pressuring me into sex even when I say no',
    'הוא סוגר את הבת שלנו בארון כשהיא בוכה',
    'my husband started hitting the baby',
    // A child named as "our son" after the prefix ל, hit by an adult.
    'בעלי מרביץ לבן שלנו בן השלוש',
    'אשתי סוטרת לבת שלנו',
    // The same words where a child is in danger or the writer is forced.
    'התינוק נפל מהמיטה ובעלי אומר שהוא לא מתעורר',
    "I'm scared I'll drown the baby in the bath, I keep having these thoughts",
    'התינוקת נשארת לבד בבית כשהוא יוצא',
    'הוא מעיר אותי בלילה ומכריח אותי',
  ])('"%s" is still a crisis', (message) => {
    expect(assessSafety(message).level).toBe('crisis');
  });
});

describe('rounds S10–S12: no question of law where none is asked', () => {
  test.each([
    // Moving flat (עוברים דירה) is no embryo, and packing alone is no one alone with anyone.
    'אנחנו עוברים דירה בעוד שבועיים ובעלי עדיין לא ארז אפילו קופסה אחת. אני אורזת לבד בלילות ומתחילה להתפוצץ. מה עושים?',
    'אנחנו עוברים לגור ליד ההורים שלו, מה עושים?',
    'Should I light candles for our anniversary dinner or is that cheesy?',
  ])('"%s"', (message) => {
    expect(detectHalachic(message)).toBeNull();
  });

  test.each([
    ['כמה עוברים מותר להחזיר בהפריה?', 'contraception'],
    ['יש לנו עוברים מוקפאים, מה עושים איתם?', 'contraception'],
    ['the plumber is coming and I will be home alone with him, what do I do?', 'yichud'],
    ['can my wife light the candles if I am not home?', 'general'],
  ])('"%s" still is one (%s)', (message, topic) => {
    expect(detectHalachic(message)?.topic).toBe(topic);
  });
});
