// The guide's crisis resources in the language the person wrote in: a Hebrew crisis message gets
// its opening, its lines' names and notes in Hebrew (numbers unchanged), wherever the person lives;
// with no location in the profile, Israel's lines.
import { answerQuestion, assessSafety } from '../../../supabase/functions/_shared/guide/index.ts';
import { HE_RESOURCE_TEXT, allResources, resourcesFor } from '../../../supabase/functions/_shared/guide/safety.ts';

const HEBREW = /[\u05D0-\u05EA]/;
// A Latin word in the Hebrew text. What the reader types stays as typed: a web address, and the
// keyword START the US line takes by text message (isolated, so it keeps the line's direction).
const LATIN = /(?<![.\w\u2068])[A-Za-z]{2,}(?![.\w])|(?<!\u2068)START|START(?!\u2069)/;

describe('crisis resources in Hebrew', () => {
  test('every name and note of the resource table has its Hebrew', () => {
    const missing = allResources()
      .flatMap((resource) => [resource.name, resource.note])
      .filter((text) => !(text in HE_RESOURCE_TEXT));
    expect(missing).toEqual([]);
  });

  test('a Hebrew crisis message abroad keeps the local numbers (they work where the person is), named in Hebrew', async () => {
    const answer = await answerQuestion({ message: 'בעלי היכה אותי אתמול בלילה', profile: { location: 'United States' } });
    expect(answer.safety?.category).toBe('physical_violence');
    expect(answer.safety?.location).toBe('United States');
    const english = resourcesFor('physical_violence', 'United States');
    expect(answer.safety?.resources.map((r) => r.contact)).toEqual(english.resources.map((r) => r.contact));
    expect(answer.safety?.resources.map((r) => r.dial)).toEqual(english.resources.map((r) => r.dial));
    for (const resource of answer.safety?.resources ?? []) {
      expect(resource.name).toMatch(HEBREW);
      expect(resource.note).toMatch(HEBREW);
    }
    expect(answer.response).toContain('שירותי החירום: 911 — אם יש סכנה ברגע זה');
    expect(answer.response).toContain('שלום טאסק פורס – קו חם לקהילה היהודית: 1-888-883-2323');
    expect(answer.response).not.toMatch(LATIN);
  });

  test("a Hebrew reader with no location gets Israel's lines in Hebrew, not the US ones", async () => {
    const violence = await answerQuestion({ message: 'בעלי היכה אותי אתמול בלילה', profile: { location: null } });
    expect(violence.safety?.location).toBe('Israel');
    expect(violence.safety?.resources.map((r) => `${r.name} ${r.contact}`)).toEqual(['משטרה 100', 'מגן דוד אדום 101', 'המוקד של משרד הרווחה 118']);
    expect(violence.response).toContain('המוקד של משרד הרווחה: 118 — כולל עזרה באלימות במשפחה, 24/7');
    expect(violence.response).not.toMatch(/911|1-800-799-7233|1-888-883-2323|112/);
    expect(violence.response).not.toMatch(LATIN);

    const crisis = resourcesFor('suicide_self_harm', undefined, 'he');
    expect(crisis.resources.map((r) => `${r.name} ${r.contact}`)).toEqual(['ער"ן – עזרה ראשונה נפשית 1201', 'סה"ר – סיוע והקשבה ברשת sahar.org.il', 'משטרה 100', 'מגן דוד אדום 101']);
    // An English message with no location keeps the international finder.
    expect(resourcesFor('suicide_self_harm', undefined, 'en').location).toBe('Other');
  });

  test('a Hebrew reader abroad in suicidal crisis gets the local lines, then the Hebrew online line reachable from anywhere', () => {
    const info = resourcesFor('suicide_self_harm', 'United Kingdom', 'he');
    expect(info.resources.map((r) => r.contact)).toEqual(['116 123', 'sahar.org.il', '999']);
    expect(info.resources[1]).toMatchObject({ name: 'סה"ר – סיוע והקשבה ברשת', dial: '' });
  });

  test.each(['United States', 'Israel', 'United Kingdom', 'Canada', 'Australia', 'South Africa', 'Europe', null])('no English words in a Hebrew line, anywhere (%s)', (location) => {
    for (const category of ['suicide_self_harm', 'partner_self_harm_threat', 'child_danger', 'physical_violence', 'sexual_violence', 'threats', 'coercive_control'] as const) {
      const info = resourcesFor(category, location, 'he');
      expect(info.resources.length).toBeGreaterThan(0);
      for (const resource of info.resources) expect(`${resource.name} ${resource.note}`).not.toMatch(LATIN);
    }
  });

  test('in Israel the lines are the Israeli ones, in Hebrew; an English message keeps English', async () => {
    const hebrew = resourcesFor('suicide_self_harm', 'Israel', 'he');
    expect(hebrew.resources.map((r) => `${r.name} ${r.contact}`)).toEqual(['ער"ן – עזרה ראשונה נפשית 1201', 'סה"ר – סיוע והקשבה ברשת sahar.org.il', 'משטרה 100', 'מגן דוד אדום 101']);
    const english = await answerQuestion({ message: 'I keep thinking about ending my life', profile: { location: 'Israel' } });
    expect(english.safety?.resources[0]).toMatchObject({ name: 'ERAN emotional first aid', note: 'Anonymous, 24/7' });
  });
});

describe('every line a danger needs, when the danger is told through someone else', () => {
  const contacts = (info: { resources: { contact: string }[] } | null | undefined) => info?.resources.map((r) => r.contact) ?? [];

  test("a child in danger brings the crisis line beside the children's: the danger is often the child's own hand", async () => {
    expect(contacts(resourcesFor('child_danger', 'United States'))).toEqual(expect.arrayContaining(['988', '1-800-422-4453', '911']));
    const answer = await answerQuestion({
      message: 'my daughter is 16 and I keep finding new cuts on her legs, she says it helps her breathe',
      profile: { location: 'United States' },
    });
    expect(answer.safety?.category).toBe('child_danger');
    expect(contacts(answer.safety)).toEqual(expect.arrayContaining(['988', '1-800-422-4453']));
  });

  test("sexual violence brings the children's line: it is often told by a parent, about a child", () => {
    expect(contacts(resourcesFor('sexual_violence', 'United Kingdom'))).toEqual(
      expect.arrayContaining(['999', '0808 2000 247', '0808 800 5000']),
    );
  });

  test("a second danger the classifier reads adds its lines, once, after the rules' own", async () => {
    const both = contacts(resourcesFor('physical_violence', 'United States', 'en', 'crisis', 'suicide_self_harm'));
    expect(both.slice(0, 3)).toEqual(contacts(resourcesFor('physical_violence', 'United States')));
    expect(both).toContain('988');
    expect(new Set(both).size).toBe(both.length);
    // A teenager's goodbye post and a question about his father's gun: the rules name a child in
    // danger, the classifier a suicide; the reader gets ERAN beside the welfare line.
    const answer = await answerQuestion({ message: 'הבן שלי בן 16 כתב בסטורי שהוא נפרד מכולם ושאל איפה האקדח של אבא' });
    expect(assessSafety('הבן שלי בן 16 כתב בסטורי שהוא נפרד מכולם ושאל איפה האקדח של אבא')).toMatchObject({
      category: 'child_danger',
      alsoCategory: 'suicide_self_harm',
    });
    expect(answer.safety?.category).toBe('child_danger');
    expect(contacts(answer.safety)).toEqual(expect.arrayContaining(['1201', '118', '100']));
  });
});
