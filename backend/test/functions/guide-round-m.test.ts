// Issue 32 (and 31's false alarms), answers rounds M1-M3 and safety round 60 (written by helpers
// who read only the brief, measured on first sight, then read): what those rounds showed the guide
// getting wrong, said in new words here so the tests show the reading is general, not the rounds'.
import { answerQuestion, type GuideProfile } from '../../../supabase/functions/_shared/guide/index.ts';
import { assessSafety } from '../../../supabase/functions/_shared/guide/detect/assess.ts';
import { detectHalachic } from '../../../supabase/functions/_shared/guide/halachic.ts';
import { namedThings } from '../../../supabase/functions/_shared/guide/things.ts';
import { withCommonSpellings } from '../../../supabase/functions/_shared/guide/typed.ts';
import { understand } from '../../../supabase/functions/_shared/guide/understand.ts';

const UNKNOWN_GENDER: GuideProfile = { first_name: 'Tal', gender: 'prefer_not_to_say', life_stage: 'established_family', num_children: 2, location: 'Israel' };

describe('words of danger the writer says of their own restraint, or of a place, raise no alarm', () => {
  test.each([
    "I'm angry and worried, but I don't want to attack her — how do I start this conversation about her mother?",
    "He reads in bed till 2am with the light on. It drives me crazy but I don't want to nag him. Ideas?",
    'Mom is 86 and still drives to the market; last week she hit a parked car. I am scared she will kill someone — how do I raise it?',
    'Since he retired he follows me around the house and to the grocery store. I love him, but I need air.',
    'My wife keeps saying I dragged her to this city for my job, and I feel guilty. What can I do?',
    // Safety round 61: a dog or a toddler that follows one everywhere; a parent's pills crushed for her.
    'Our puppy follows me from room to room since the baby came home. Is he jealous?',
    'החתולה הולכת אחריי לכל מקום מאז שעברנו דירה, זה נורמלי?',
    "Dad can't swallow them whole anymore, so I crush his pills into yogurt every evening. Should I ask before Shabbat?",
    'My father is 80 and drives at night. I am terrified he will kill himself or someone else on the road. How do I talk to him?',
    'My husband says our son is throwing his whole future away by leaving yeshiva. What do I say to him?',
  ])('"%s" is ordinary', (message) => {
    expect(assessSafety(message).level).toBe('none');
  });

  test.each([
    "I don't want to, and he drags me to the bedroom anyway.",
    "I'm scared he'll kill me when he finds out I told my sister.",
    'He drags me by the arm when he is angry and I am scared to go home.',
    'My mother has been saving her pills in a drawer and said she will swallow them all if he leaves.',
    'He follows me to work in his car and waits outside to see who I talk to.',
  ])('"%s" still raises the alarm', (message) => {
    expect(assessSafety(message).level).not.toBe('none');
  });
});

describe('ordinary words that looked like questions of law are read as what they are', () => {
  test.each([
    'מה היתרונות של קופה משותפת לעומת חשבונות נפרדים? מה עדיף לזוג צעיר?',
    'The bar mitzvah is in three weeks and my ex-husband wants to give a speech. How do we handle it?',
    'אני רוצה לכתוב לה ברכה עם נגיעה של הומור. אפשר לעזור?',
    'Could I weave in a quote from Pirkei Avot for my sister\'s engagement toast?',
  ])('"%s" asks nothing of halacha', (message) => {
    expect(detectHalachic(message)).toBeNull();
  });

  test('the laws still hold where they are asked: music during the three weeks, shomer negiah', () => {
    expect(detectHalachic('Can we play music at the party during the three weeks?')).not.toBeNull();
    expect(detectHalachic('אני שומרת נגיעה, מותר לי ללחוץ יד למנהל?')).not.toBeNull();
  });
});

describe('a Hebrew writer who says "אני יותר …" is not read as a man by the shape of "יותר"', () => {
  test('a wife more observant than her husband is answered as a woman', () => {
    const u = understand('אני יותר מסורתית מבעלי וזה יוצר בינינו ויכוחים. איך מגשרים?', [], UNKNOWN_GENDER);
    expect(u.readerGender).toBe('f');
    expect(u.reflection).toMatch(/^את יותר/);
  });
});

describe('situations the list did not know get advice about themselves, not a clarifying question', () => {
  test('waiting for a scan result: being present, together, not strong', async () => {
    const answer = await answerQuestion({ message: 'My husband had an MRI last week and we are waiting on the results. He jokes about it, I cannot sleep. How do I support him while we wait?' });
    expect(answer.response).toMatch(/results/);
    expect(answer.response).toMatch(/present|together/);
    expect(answer.response).not.toMatch(/Before I suggest anything/);
  });

  test('closeness that faded after many years: said gently, and a doctor for what health may cause', async () => {
    const answer = await answerQuestion({ message: "We've been married 35 years. For a long time now my wife hardly reaches for me, to put it modestly. I miss her. How do I raise it without hurting her?" });
    expect(answer.response).toMatch(/closeness/i);
    expect(answer.response).toMatch(/doctor/);
  });

  test("a sister's bipolar disorder and calls at night: boundaries with love and a crisis plan, not work advice", async () => {
    const answer = await answerQuestion({ message: 'אח שלי מתמודד עם הפרעה דו קוטבית ומתקשר אליי בלילות. אני אוהבת אותו אבל מותשת. איך שמים גבול?' });
    expect(answer.response).toMatch(/גבולות/);
    expect(answer.response).toMatch(/משבר/);
    expect(answer.response).not.toMatch(/לחץ בעבודה/);
  });

  test('a father who yelled at his toddler: the repair — an apology at his eye level', async () => {
    const answer = await answerQuestion({ message: 'I shouted at my 4-year-old this morning because she was slow getting dressed. She sobbed the whole way to gan. I feel awful.' });
    expect(answer.response).toMatch(/sorry|apolog/i);
    expect(answer.response).toMatch(/eye level/);
  });

  test('stepchildren of a widower: patience, and the father leads on discipline', async () => {
    const answer = await answerQuestion({ message: 'I married a widower two years ago. His son is 10 and ignores me completely. How do I build something with him?' });
    expect(answer.response).toMatch(/patient|time/);
    expect(answer.response).toMatch(/discipline/);
  });

  test('lonely in a new town after a move for his job: community built on purpose', async () => {
    const answer = await answerQuestion({ message: 'עברנו לחיפה בגלל העבודה של בעלי. הוא מרוצה, ואני לא מכירה אף אחד ומרגישה בודדה. מה עושים?' });
    expect(answer.response).toMatch(/קהילה/);
  });

  test('a mother-in-law remarking on how the children are raised: a boundary set as a couple', async () => {
    const answer = await answerQuestion({ message: 'חמותי מבקרת כל הזמן איך שאני מגדלת את הילדים, וזה שוחק אותי. מה אפשר לעשות?' });
    expect(answer.response).toMatch(/גבול/);
  });

  test('the things of the question come before those of the story told before it', () => {
    const things = namedThings("We moved to Jerusalem for my job and she has no work here yet. She says I dragged her here. How do I stop feeling guilty all the time?");
    expect(things.map((t) => t.id)).toContain('guilt');
    const u = understand("We moved to Jerusalem for my job and she has no work here yet. She says I dragged her here. How do I stop feeling guilty all the time?", [], null);
    expect(u.things[0]?.id).toBe('guilt');
  });
});

describe('a few words for an occasion come as a draft with the occasion in it', () => {
  test('a 25th anniversary: the years, thanks and love, in English', async () => {
    const answer = await answerQuestion({ message: 'Our 25th anniversary dinner is on Sunday and I want to say a few words to my husband in front of the kids. Can you help me write it?' });
    expect(answer.response).toMatch(/A draft to make your own/);
    expect(answer.response).toMatch(/25 years/);
    expect(answer.response).toMatch(/Thank you/);
  });

  test('a birthday of 50, in Hebrew, with thanks and no gendered slash', async () => {
    const answer = await answerQuestion({ message: 'אשתי חוגגת 50 בחמישי. תעזור לי לנסח כמה מילים חמות?' });
    expect(answer.response).toMatch(/טיוטה/);
    expect(answer.response).toMatch(/50 שנים/);
    expect(answer.response).toMatch(/תודה/);
    expect(answer.response).not.toMatch(/[\u05D0-\u05EA]\/[\u05D0-\u05EA]/);
  });
});

describe('sources chosen for the point: shalom bayit before a stringency', () => {
  test('Shabbat 23b — the lamp of the home before Chanukah\'s', async () => {
    const answer = await answerQuestion({ message: 'My wife has become much more machmir lately and it causes tension. Is there a source that peace in the home comes before extra stringencies?' });
    expect(answer.torah_sources.map((s) => s.ref)).toContain('Shabbat 23b');
  });
});

describe('follow-ups that ask whom to turn to, or whether to go alone, are answered for that', () => {
  const history = [
    { role: 'user' as const, content: 'My husband became very religious in the last two years and wants us to move to a Haredi neighbourhood. I am not there. How do we talk about it?' },
    { role: 'assistant' as const, content: 'A long answer about the change in observance. '.repeat(20) },
  ];

  test('"a rabbi or a counsellor?" — what each helps with, and someone both trust', async () => {
    const answer = await answerQuestion({ message: 'Should we go to a rabbi or a counselor? I worry his rabbi will just take his side.', history });
    expect(answer.response).toMatch(/counsellor/);
    expect(answer.response).toMatch(/both trust/);
  });

  test('"should I go alone?" — worth it, and the door left open', async () => {
    const answer = await answerQuestion({ message: 'He refuses to come to the couples workshop. Should I go alone?', history });
    expect(answer.response).toMatch(/Going alone is worth it/);
  });

  test('"how do I bring this up again" is a follow-up that recalls the matter', () => {
    const u = understand('How do I bring this up again without another fight?', [
      { role: 'user', content: 'My wife wants to spend the bonus on a family trip and I want to put it toward the mortgage. We keep arguing about it.' },
      { role: 'assistant', content: 'A long answer about the trip and the mortgage. '.repeat(20) },
    ], null);
    expect(u.followUp).toBeTruthy();
  });
});

describe('round M4 (every question with a follow-up), read after its first sight', () => {
  const story = [
    { role: 'user' as const, content: 'My husband lent his friend 3,000 shekels from our savings without telling me. I found out from the bank app. How do I raise it without a war?' },
    { role: 'assistant' as const, content: 'A long answer about the loan and the savings. '.repeat(20) },
  ];

  test.each(['I forgot to mention — the friend is his brother-in-law, and he is out of work.', 'שכחתי לומר — זה לא הפעם הראשונה שזה קורה.'])('a fact added ("%s") goes on with the earlier matter', (message) => {
    expect(understand(message, story, null).followUp).toBeTruthy();
  });

  test('"otherwise" in Hebrew said of how children were raised is no threat; said as a condition it is', () => {
    expect(assessSafety('חמותי אומרת שבזמנה גידלו ילדים אחרת, ובעלי לא אומר כלום. איך אני עונה לה?').level).toBe('none');
    expect(assessSafety('הוא אמר לי: תחזרי עד עשר, אחרת את לא תראי את הילדים יותר.').level).toBe('crisis');
  });

  test("a late mother's yahrzeit, and how to tell one's husband what one needs: grief, not a question of law", async () => {
    const message = "My father's first yahrzeit is in two weeks and my wife keeps changing the subject when I bring him up. How do I tell her what I need from her?";
    expect(detectHalachic(message)).toBeNull();
    const answer = await answerQuestion({ message });
    expect(answer.response).toMatch(/yahrzeit/);
    expect(answer.response).not.toMatch(/I hear you, Ima/);
    const u = understand(message, [], null);
    expect(u.topics[0]?.id).toBe('grief');
  });

  test('"on that day" after a yahrzeit question is a follow-up', () => {
    const u = understand('What can we do together on that day?', [
      { role: 'user', content: "My mother's yahrzeit is next month and I want my husband to be part of it. How do I ask him?" },
      { role: 'assistant', content: 'A long answer about the yahrzeit. '.repeat(20) },
    ], null);
    expect(u.followUp).toBeTruthy();
  });

  test('the same question said back twice in a chat is quoted the second time, not repeated', async () => {
    const history: Array<{ role: 'user' | 'assistant'; content: string }> = [];
    const ask = async (message: string): Promise<string> => {
      const answer = await answerQuestion({ message, history: [...history] });
      history.push({ role: 'user', content: message }, { role: 'assistant', content: answer.response });
      return answer.response;
    };
    await ask('My son wants to leave yeshiva and go to the army. My husband is furious. How do we handle it?');
    const first = await ask('My husband says our son is throwing his future away. What do I say to him?');
    await ask('Our daughter wants a big wedding and we cannot afford it. How do we tell her?');
    const second = await ask('Her fiancé says his parents will pay the rest, but my husband refuses. What do I say to him?');
    expect(first).toMatch(/looking for what to say to him/);
    expect(second).not.toMatch(/looking for what to say to him/);
  });
});

describe('rounds N1–N2 (concrete things named; chat spelling), read after their first sight', () => {
  test('"drugging our child" said of a prescribed medicine, and "מפחד מוות" of a risky plan, are no danger', () => {
    expect(assessSafety('The neurologist suggested Concerta for our daughter and my wife says we would be drugging our child. How do we decide?').level).toBe('none');
    expect(assessSafety('אשתי רוצה לעזוב את העבודה ולפתוח מסעדה. אני מפחד מוות אבל רוצה לתמוך. מה עושים?').level).toBe('none');
    expect(assessSafety('He put something in my drink and I woke up in his room.').level).not.toBe('none');
  });

  test('daughters and inheritance: the laws of inheritance, the daughters of Zelophehad', async () => {
    const answer = await answerQuestion({ message: "Our mother's will splits the flat between my sister and me and our brother, but he now says that by halacha only sons inherit. Is he right?" });
    expect(answer.rabbi_consultation_suggested).toBe(true);
    expect(answer.response).toMatch(/inheritance/);
    expect(answer.torah_sources.map((s) => s.ref)).toContain('Numbers 27:8');
  });

  test('chat spellings are read as the word: "אישתי" is said back as אשתך, "MIL" is a mother-in-law', async () => {
    const he = await answerQuestion({ message: 'אישתי לא רוצה לבוא כל שבת להורים שלי. איך אני מדבר איתה על זה?' });
    expect(he.response).toMatch(/אשתך/);
    expect(he.response).not.toMatch(/אישת/);
    expect(understand(withCommonSpellings('MIL is staying with us for all of Sukkot and I am already dreading it. Tips?'), [], null).who).toBe('in_law');
  });

  test('"מסדר את זה" is sorting it out and the seder night is no tidying; rearranging the pantry is', () => {
    expect(namedThings('אמא שלי נעלבת מכל דבר. איך אני מסדר את זה בלי ריב?').map((t) => t.id)).not.toContain('cleanliness');
    expect(namedThings('אנחנו עושים את ליל הסדר אצלנו השנה').map((t) => t.id)).not.toContain('cleanliness');
    expect(namedThings('בעלי מסדר מחדש את הארונות שלי כל שבוע').map((t) => t.id)).toContain('cleanliness');
  });

  test('a forgotten birthday: a plain apology, and a card that says sorry first', async () => {
    const history: Array<{ role: 'user' | 'assistant'; content: string }> = [];
    const first = await answerQuestion({ message: "I completely forgot my wife's birthday yesterday. She's barely talking to me. How do I make this right?" });
    expect(first.response).toMatch(/sorry/i);
    history.push({ role: 'user', content: "I completely forgot my wife's birthday yesterday. She's barely talking to me. How do I make this right?" }, { role: 'assistant', content: first.response });
    const card = await answerQuestion({ message: 'what do i even write in the card', history });
    expect(card.response).toMatch(/A draft to make your own/);
    expect(card.response).toMatch(/I'm sorry I forgot/);
  });

  test('what shalom bayit means: built by both, not one side always giving in', async () => {
    const answer = await answerQuestion({ message: "What does shalom bayit actually mean? My husband uses it whenever he wants me to drop something." });
    expect(answer.response).toMatch(/both of you build/);
  });

  test('back at work after maternity leave and crying: common, not a bad mother', async () => {
    const answer = await answerQuestion({ message: 'חזרתי לעבודה אחרי חופשת לידה השבוע והתינוק אצל מטפלת. אני בוכה כל ערב. זה נורמלי?' });
    expect(answer.response).toMatch(/אמא רעה/);
    expect(answer.response).not.toMatch(/אהבה להורה/);
  });

  test('a kosher phone is explained: calls, no internet or WhatsApp', async () => {
    const answer = await answerQuestion({ message: 'The school suggests a kosher phone for our son in 6th grade. What is that exactly?' });
    expect(answer.response).toMatch(/WhatsApp/);
  });

  test('laid off and not yet told: tell her soon', async () => {
    const answer = await answerQuestion({ message: "I got laid off last week and I haven't told my wife yet. I keep pretending to go to the office. What do I do?" });
    expect(answer.response).toMatch(/Tell her soon/);
  });
});
