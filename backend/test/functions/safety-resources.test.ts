// The guide's crisis resources in the language the person wrote in: a Hebrew crisis message gets
// its opening, its lines' names and notes in Hebrew (numbers unchanged), wherever the person lives.
import { answerQuestion } from '../../../supabase/functions/_shared/guide/index.ts';
import { HE_RESOURCE_TEXT, allResources, resourcesFor } from '../../../supabase/functions/_shared/guide/safety.ts';

const HEBREW = /[\u05D0-\u05EA]/;

describe('crisis resources in Hebrew', () => {
  test('every name and note of the resource table has its Hebrew', () => {
    const missing = allResources()
      .flatMap((resource) => [resource.name, resource.note])
      .filter((text) => !(text in HE_RESOURCE_TEXT));
    expect(missing).toEqual([]);
  });

  test('a Hebrew crisis message gets the lines in Hebrew, with the same numbers, for a reader abroad too', async () => {
    const answer = await answerQuestion({ message: 'בעלי היכה אותי אתמול בלילה', profile: { location: 'United States' } });
    expect(answer.safety?.category).toBe('physical_violence');
    const english = resourcesFor('physical_violence', 'United States');
    expect(answer.safety?.resources.map((r) => r.contact)).toEqual(english.resources.map((r) => r.contact));
    expect(answer.safety?.resources.map((r) => r.dial)).toEqual(english.resources.map((r) => r.dial));
    for (const resource of answer.safety?.resources ?? []) {
      expect(resource.name).toMatch(HEBREW);
      expect(resource.note).toMatch(HEBREW);
    }
    expect(answer.response).toContain('שירותי החירום: 911 — אם יש סכנה ברגע זה');
    expect(answer.response).not.toContain('If you are in danger right now');
  });

  test('in Israel the lines are the Israeli ones, in Hebrew; an English message keeps English', async () => {
    const hebrew = resourcesFor('suicide_self_harm', 'Israel', 'he');
    expect(hebrew.resources.map((r) => `${r.name} ${r.contact}`)).toEqual(['ער"ן – עזרה ראשונה נפשית 1201', 'משטרה 100', 'מגן דוד אדום 101']);
    const english = await answerQuestion({ message: 'I keep thinking about ending my life', profile: { location: 'Israel' } });
    expect(english.safety?.resources[0]).toMatchObject({ name: 'ERAN emotional first aid', note: 'Anonymous, 24/7' });
  });
});
