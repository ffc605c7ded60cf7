// Issue 32 (and 31's detectors), answers rounds P2/Q1/Q2 and safety round 64 (written by helpers
// who read only the brief, measured on first sight, then read): what those rounds showed the guide
// getting wrong, said in new words here so the tests show the reading is general, not the rounds'.
import { answerQuestion, type GuideProfile, type Turn } from '../../../supabase/functions/_shared/guide/index.ts';
import { assessSafety } from '../../../supabase/functions/_shared/guide/detect/assess.ts';
import { resourcesFor, safetyReply } from '../../../supabase/functions/_shared/guide/safety.ts';
import { detectHalachic } from '../../../supabase/functions/_shared/guide/halachic.ts';
import { namedThings } from '../../../supabase/functions/_shared/guide/things.ts';
import { understand } from '../../../supabase/functions/_shared/guide/understand.ts';
import { subjectsOf } from '../../../supabase/functions/_shared/guide/subjects.ts';

const WIFE: GuideProfile = { first_name: 'Tamar', gender: 'female', life_stage: 'young_family', num_children: 2, location: 'Israel' };
const HUSBAND: GuideProfile = { first_name: 'Avi', gender: 'male', life_stage: 'young_family', num_children: 2, location: 'Israel' };
const thingIds = (text: string, earlier = ''): string[] => namedThings(text, earlier).map((t) => t.id);

async function chat(profile: GuideProfile, first: string, next: string): Promise<string> {
  const a = await answerQuestion({ message: first, profile });
  const history: Turn[] = [
    { role: 'user', content: first },
    { role: 'assistant', content: a.response },
  ];
  return (await answerQuestion({ message: next, profile, history })).response;
}

describe('danger said through an excuse is heard; idioms of shame and of a busy season are not', () => {
  test.each([
    "My brother-in-law's wife keeps turning up with a story — 'I fell down the stairs' again, and last month a cast on her wrist.",
    'הגיסה שלי שוב מגיעה עם "נתקלתי בדלת", ובפעם שעברה היו לה תפרים.',
  ])('"%s" raises the alarm', (message) => {
    const safety = assessSafety(message);
    expect(safety.level).not.toBe('none');
    expect(safety.category).toBe('physical_violence');
  });

  test.each([
    'הבת שלי אמרה שהיא תמות מבושה אם אבוא לאסיפת ההורים עם הכובע הזה. לוותר לה?',
    'Organising the bar mitzvah is killing me slowly lol. How do we split the jobs?',
    'My wife scrolls TikTok in bed till midnight and I just lie there feeling invisible. Is that normal?',
    'הנכד שלי סיפר לי בסוד שיש לו חברה. לספר להורים שלו?',
  ])('"%s" is ordinary', (message) => {
    expect(assessSafety(message).level).toBe('none');
  });

  test.each([
    'My stepfather comes into my room at night and told me it is our secret.',
    'הילדה סיפרה שהשכן אמר לה לשמור בסוד את מה שהוא עושה לה',
    "He does it anyway, and I just lie there in bed until it's over.",
  ])('"%s" still raises the alarm', (message) => {
    expect(assessSafety(message).level).not.toBe('none');
  });
});

describe('a family arrangement around a ritual, and an invitation, ask nothing of the law', () => {
  test.each([
    "We're divorced but friendly now; how do we plan our daughter's bat mitzvah together without it being awkward with his new wife?",
    'Is it rude to invite my son and his wife over for a specific Shabbat instead of waiting for them to ask?',
    'הבן שלי בן 17 כבר לא שומר שבת, אשתי עוד לא יודעת. מה עושים?',
  ])('"%s" asks nothing of halacha', (message) => {
    expect(detectHalachic(message)).toBeNull();
  });

  test('inviting a guest who will drive home on Shabbat is still a question of law', () => {
    expect(detectHalachic('Is it ok to invite my brother for Shabbat if he will drive home after dinner?')).not.toBeNull();
  });
});

describe('the things these rounds named are named', () => {
  test.each([
    ['Our 4-year-old climbs into our bed every night and my husband says let her', 'child_in_parents_bed'],
    ['הבן שלנו בן 3 מגיע למיטה שלנו כל לילה', 'child_in_parents_bed'],
    ['my daughter is 10 and gets picked on at school every day', 'bullied_child'],
    ['מציקים לבן שלי בכיתה והמחנכת לא עושה כלום', 'bullied_child'],
    ['I am the one who remembers every dentist appointment and permission slip, and he does whatever I ask. I am tired of asking.', 'mental_load'],
    ['אני זו שזוכרת את כל התורים והאסיפות. נמאס לי לבקש', 'mental_load'],
    ['Our son lives abroad and FaceTime with the grandkids lasts one minute before they run off', 'video_calls_grandchildren'],
    ['He wants to buy a new SUV and I want to keep saving for the down payment on a house', 'car_or_savings'],
    ['הבן שלנו בן 30 ביקש מאיתנו 80 אלף להשלמת הון עצמי', 'grown_child_asks_money'],
    ['All the holidays have always been at my house, and now my daughter-in-law wants to host Pesach', 'handing_over_the_holidays'],
    ['He asked me not to tell anyone about the diagnosis, not even his parents', 'keeping_their_secret'],
    ["I can't sleep since he was drafted", 'sleepless_nights'],
  ])('"%s" names %s', (message, id) => {
    expect(thingIds(message)).toContain(id);
  });

  test('a worried night is not "the snoring"', () => {
    expect(thingIds('אני לא ישנה בלילות מרוב דאגה')).not.toContain('snoring');
    expect(thingIds('he snores so loudly I moved to the couch')).toContain('snoring');
  });

  test('a teen\'s lost friends are named when the move was said before', () => {
    expect(thingIds('she had to leave all her friends behind', 'we moved to a new city in the summer and my teen barely talks')).toContain('child_after_move');
    expect(thingIds('she had to leave all her friends behind')).not.toContain('child_after_move');
  });

  test('a child screaming is a bedtime matter only where the night was said', () => {
    expect(thingIds('what if he screams for an hour?', 'our toddler comes into our bed every night')).toContain('bedtime_screaming');
    expect(thingIds('what if he screams at me in front of the kids?')).not.toContain('bedtime_screaming');
  });

  test('a video call with the grandchildren is not "the phones"; liking an ex\'s wedding photos is no wedding', () => {
    expect(thingIds('FaceTime with the grandchildren is all I have')).not.toContain('phones');
    expect(thingIds('he liked her wedding photos on Instagram')).not.toContain('wedding');
  });
});

describe('how the answer reads the person', () => {
  test('"I\'m the one who knows…" is not a question about dating', () => {
    const u = understand("I'm the one who knows when every bill is due. My husband is a great guy but I'm tired.", [], WIFE);
    expect(u.topics.map((t) => t.id)).not.toContain('dating');
  });

  test('"am I being selfish?" and "am I being unfair?" are asked judgements', () => {
    expect(understand('He is away for reserve duty again and I asked him to come home for the weekend. Am I being selfish?', [], WIFE).wonders).toBe('okay');
    expect(understand('she works late every night and I told her I mind. am i being unfair?', [], HUSBAND).wonders).toBe('fair');
  });

  test('a hurt that goes on is a feeling, not a try that failed', () => {
    const u = understand('it was about the inheritance. it still hurts honestly', [{ role: 'user', content: 'my sister and I have not spoken in a year' }, { role: 'assistant', content: '…' }], WIFE);
    expect(u.followUp?.kind).toBe('feeling');
  });

  test('chat shorthand is not said back as a thing the person named', () => {
    const heads = subjectsOf('shud i call him after 5 min or wait tbh', 'en').map((s) => s.head);
    expect(heads).not.toContain('shud');
    expect(heads).not.toContain('min');
    expect(heads).not.toContain('tbh');
  });

  test('"maternity leave" is one thing, and a feeling before a verb is none', () => {
    const texts = subjectsOf('After 6 months of maternity leave I feel so guilty leaving my son at daycare', 'en').map((s) => s.text);
    expect(texts).toContain('the maternity leave');
    expect(texts.some((t) => /guilty/.test(t))).toBe(false);
  });

  test('a follow-up about the crying names the plan both parents keep', async () => {
    const answer = await chat(HUSBAND, 'Our 2-year-old comes into our bed every night and my wife and I disagree about sending him back.', 'what if he cries for an hour and she gives in?');
    expect(answer).toMatch(/consisten|same way every time/i);
    expect(answer).toMatch(/calm|reassur|comfort/i);
  });
});

describe('a check only the classifier asked for gives the person\'s words back', () => {
  test('the last line quotes what they wrote and names the earlier matter, in other words on a second check', () => {
    const info = resourcesFor('coercive_control', 'Israel', 'en', 'possible');
    const misread = { said: 'he just laughed and said you are being dramatic', matter: 'the kitchen with your mother-in-law', reader: 'f' as const };
    const first = safetyReply(info, 'en', { unsure: true, misread });
    expect(first).toContain('you wrote that he just laughed and said you are being dramatic, about the kitchen with your mother-in-law.');
    const second = safetyReply(info, 'en', { unsure: true, misread, earlier: first });
    const lastSentence = (text: string): string => text.trim().split('\n').pop()!.split(/(?<=\.)\s/).pop()!;
    expect(lastSentence(second)).not.toBe(lastSentence(first));
  });

  test('in Hebrew, for a reader the profile says is a woman', () => {
    const info = resourcesFor('sexual_violence', 'Israel', 'he', 'possible');
    const reply = safetyReply(info, 'he', { unsure: true, misread: { said: 'הוא צחק ואמר שאת נשמעת כמו אמא שלו', matter: 'מטלות הבית', reader: 'f' } });
    expect(reply).toContain('כתבת שהוא צחק ואמר שאת נשמעת כמו אמא שלו, בעניין מטלות הבית.');
    expect(reply).not.toMatch(/[\u05D0-\u05EA]\/[\u05D0-\u05EA]/);
  });

  test('a check the rules raised keeps its general last line', () => {
    const info = resourcesFor('physical_violence', 'Israel', 'en', 'possible');
    const reply = safetyReply(info, 'en', { unsure: false, misread: { said: 'x', matter: null, reader: 'f' } });
    expect(reply).not.toContain('you wrote that');
  });

  test('through the guide: resources first, then their words', async () => {
    const answer = await chat(WIFE, 'My mother-in-law reorganises my kitchen cabinets every time she visits. How do I ask my husband to say something?', 'I tried last night. He just laughed and said I\'m being dramatic.');
    // Whether the classifier raises it or not, what they wrote is answered by name.
    expect(answer).toMatch(/he just laughed and said you're being dramatic/i);
    if (/emergency/i.test(answer)) expect(answer.indexOf('emergency')).toBeLessThan(answer.indexOf('you wrote that'));
  });
});

describe('more of round R1, named', () => {
  test.each([
    ['Pesach at my in-laws again, five nights, and my husband says I just have to get through it', 'long_family_stay'],
    ['סוכות אצל ההורים שלו שישה ימים, ואני לא עומדת בזה', 'long_family_stay'],
    ['My husband started keeping Shabbat and now asks me not to watch TV in the living room', 'spouse_new_observance_home'],
    ['סבא שלי בן 90 רוצה לעבור לגור אצלנו ואשתי שותקת', 'grandparent_moving_in'],
    ['My 5-year-old hits his little brother every time I nurse the baby', 'new_sibling_regression'],
    ["This is the first seder we're hosting for both families", 'hosting_the_family'],
  ])('"%s" names %s', (message, id) => {
    expect(thingIds(message)).toContain(id);
  });
});
