/** @jest-environment jest-fixed-jsdom */
import '@shalom/shared/ui/form/jsdom-polyfills';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { activateLocale } from '@shalom/shared/i18n';
import { OnboardingPage } from './OnboardingPage';
import { TEST_SUPABASE_URL, TEST_USER_ID, publishSession, renderPage, signedInAsTestUser } from '../testing/renderWithServices';

// A full form re-renders on every keystroke; in jsdom a long journey takes more than jest's 5 s default.
jest.setTimeout(30_000);

const TODAY = new Date(2026, 10, 21);
const PROFILES = `${TEST_SUPABASE_URL}/rest/v1/profiles`;
let inserted: unknown[] = [];

const server = setupServer(
  http.get(PROFILES, () => HttpResponse.json([])),
  http.post(PROFILES, async ({ request }) => {
    inserted.push(await request.json());
    return new HttpResponse(null, { status: 201 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  inserted = [];
  publishSession(signedInAsTestUser);
  await act(() => activateLocale('he'));
});
afterEach(async () => {
  server.resetHandlers();
  await act(() => activateLocale('en'));
});
afterAll(() => server.close());

function renderOnboarding() {
  return renderPage(<OnboardingPage today={TODAY} />, { path: '/onboarding', route: '/onboarding' });
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('OnboardingPage in Hebrew', () => {
  it('names every field in Hebrew and names the missing ones in the toast', async () => {
    const { toasts } = renderOnboarding();
    expect(await screen.findByRole('heading', { level: 2, name: 'ספרו לנו על עצמכם' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'היכרות ראשונה' })).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'מספר ילדים' }));
    await userEvent.click(screen.getByRole('button', { name: 'שמירה והמשך' }));
    expect(toasts).toEqual([
      expect.objectContaining({
        title: 'חסרים שדות חובה',
        description: 'נא למלא: שם תצוגה, שם פרטי, שם משפחה, מגדר, תאריך לידה, מצב משפחתי, מספר ילדים',
      }),
    ]);
    expect(screen.getAllByText('שדה חובה').length).toBe(7);
  });

  it('inflects the choices and the consent sentence for the gender chosen, and stores the same values as in English', async () => {
    const { toasts } = renderOnboarding();
    await screen.findByRole('heading', { level: 2, name: 'ספרו לנו על עצמכם' });
    expect(screen.getByRole('checkbox', { name: 'אני מסכים/ה לשימוש אנונימי במידע שלי לשיפור ההדרכה.' })).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'שם תצוגה' }), 'Rivka');
    await userEvent.type(screen.getByRole('textbox', { name: 'שם פרטי' }), 'רבקה');
    await userEvent.type(screen.getByRole('textbox', { name: 'שם משפחה' }), 'כהן');
    await choose('מגדר', 'נקבה');
    // Day first, as dates are written in Israel: the 4th of May 1990.
    const dateBox = screen.getByRole('textbox', { name: 'תאריך לידה' });
    expect(dateBox).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    expect(dateBox).toHaveAttribute('dir', 'ltr');
    await userEvent.type(dateBox, '4/5/1990');
    await choose('מצב משפחתי', 'נשואה');
    await choose('רמת שמירת מצוות', 'דתייה לאומית');
    await userEvent.click(screen.getByRole('button', { name: 'שפות' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'עברית' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'יידיש' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'שפות' })).toHaveTextContent('נבחרו שתי שפות');
    expect(within(screen.getByRole('list', { name: 'מה שנבחר' })).getByRole('button', { name: 'הסרת יידיש' })).toBeInTheDocument();
    await choose('מיקום', 'ישראל');
    await userEvent.click(screen.getByRole('checkbox', { name: 'אני מסכימה לשימוש אנונימי במידע שלי לשיפור ההדרכה.' }));
    await userEvent.click(screen.getByRole('button', { name: 'שמירה והמשך' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/relationships');
    expect(inserted).toEqual([
      expect.objectContaining({
        id: TEST_USER_ID,
        gender: 'female',
        date_of_birth: '1990-05-04',
        birth_year: 1990,
        marital_status: 'married',
        observance_level: 'dati_leumi',
        languages: ['Hebrew', 'Yiddish'],
        location: 'Israel',
        consent: true,
      }),
    ]);
    expect(toasts).toEqual([expect.objectContaining({ title: 'הפרופיל נשמר', description: 'עכשיו נקשר את בני המשפחה שלך.' })]);
  });

  it('explains a wrong date in Hebrew', async () => {
    renderOnboarding();
    await screen.findByRole('heading', { level: 2, name: 'ספרו לנו על עצמכם' });
    await userEvent.type(screen.getByRole('textbox', { name: 'תאריך לידה' }), '30/2/1990');
    expect(screen.getByText('התאריך הזה לא קיים.')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'תאריך לידה' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'תאריך לידה' }), '1/1/2090');
    expect(screen.getByText('תאריך הלידה לא יכול להיות בעתיד.')).toBeInTheDocument();
  });
});
