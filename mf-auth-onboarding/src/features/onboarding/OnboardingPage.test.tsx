/** @jest-environment jest-fixed-jsdom */
import '@shalom/shared/ui/form/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { OnboardingPage } from './OnboardingPage';
import type { ProfileRow } from './profileForm';
import { TEST_SUPABASE_URL, TEST_USER_ID, publishSession, renderPage, signedInAsTestUser } from '../testing/renderWithServices';

// A full form re-renders on every keystroke; in jsdom a long journey takes more than jest's 5 s default.
jest.setTimeout(30_000);

const TODAY = new Date(2026, 10, 21); // 21 Nov 2026
const PROFILES = `${TEST_SUPABASE_URL}/rest/v1/profiles`;

const storedProfile: ProfileRow = {
  id: TEST_USER_ID,
  display_name: 'Rivka',
  first_name: 'Rivka',
  last_name: 'Cohen',
  gender: 'female',
  birth_year: 1988,
  date_of_birth: '1988-07-14',
  marital_status: 'married',
  num_children: 3,
  observance_level: 'Chabad-inspired',
  life_stage: 'young_family',
  languages: ['English', 'Hebrew'],
  location: 'Israel',
  timezone: 'Asia/Jerusalem',
  consent: true,
  ui_language: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

let profileRows: ProfileRow[] = [];
let inserted: unknown[] = [];
let patched: { url: string; body: unknown }[] = [];

const server = setupServer(
  http.get(PROFILES, () => HttpResponse.json(profileRows)),
  http.post(PROFILES, async ({ request }) => {
    inserted.push(await request.json());
    return new HttpResponse(null, { status: 201 });
  }),
  http.patch(PROFILES, async ({ request }) => {
    patched.push({ url: request.url, body: await request.json() });
    return new HttpResponse(null, { status: 204 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  profileRows = [];
  inserted = [];
  patched = [];
  publishSession(signedInAsTestUser);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderOnboarding(path = '/onboarding') {
  return renderPage(<OnboardingPage today={TODAY} />, { path, route: '/onboarding' });
}

async function formReady() {
  return screen.findByRole('heading', { level: 2, name: 'Tell us about yourself' });
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const dateBox = () => screen.getByRole('textbox', { name: 'Date of birth' });

async function openCalendar() {
  await userEvent.click(screen.getByRole('button', { name: 'Choose date of birth from a calendar' }));
  return screen.findByRole('grid');
}

async function fillRequired() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Display name' }), 'Rivka');
  await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Rivka');
  await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Cohen');
  await choose('Gender', 'Female');
  await userEvent.type(dateBox(), '7/14/1988');
  await choose('Marital status', 'Married');
}

describe('OnboardingPage in create mode', () => {
  it('shows the spec texts and defaults the timezone to the browser one', async () => {
    renderOnboarding();
    await formReady();
    expect(screen.getByRole('heading', { level: 1, name: 'Onboarding' })).toBeInTheDocument();
    expect(screen.getByText('Complete your profile to receive personalized relationship guidance.')).toBeInTheDocument();
    expect(screen.getByText('Provide details to tailor guidance to your needs.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Timezone' })).toHaveValue(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(screen.getByRole('spinbutton', { name: 'Number of children' })).toHaveValue(0);
    expect(screen.getByRole('checkbox', { name: 'I consent to anonymous use of my data to improve guidance.' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save and continue' })).toBeEnabled();
  });

  it('refuses to save with required fields empty and names them in the toast', async () => {
    const { toasts } = renderOnboarding();
    await formReady();
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), '   ');
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Number of children' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(toasts).toEqual([
      expect.objectContaining({
        title: 'Required fields missing',
        description: 'Please fill in: Display name, First name, Last name, Gender, Date of birth, Marital status, Number of children',
        variant: 'destructive',
      }),
    ]);
    expect(screen.getByRole('textbox', { name: 'Display name' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Display name' })).toBeInvalid();
    expect(inserted).toEqual([]);
  });

  it.each(['-1', '1.5', '100'])('does not send %p children (the database would refuse it with a developer message) and says why', async (count) => {
    const { toasts } = renderOnboarding();
    await formReady();
    await fillRequired();
    const children = screen.getByRole('spinbutton', { name: 'Number of children' });
    await userEvent.clear(children);
    await userEvent.type(children, count);
    expect(children).toBeInvalid();
    expect(children).toHaveAccessibleDescription('Enter a whole number from 0 to 99.');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(children).toHaveFocus();
    expect(inserted).toEqual([]);
    expect(toasts).toEqual([]);
    expect(screen.getByRole('heading', { level: 2, name: 'Tell us about yourself' })).toBeInTheDocument();

    await userEvent.clear(children);
    await userEvent.type(children, '3');
    expect(children).toBeValid();
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/relationships');
    expect(inserted).toEqual([expect.objectContaining({ num_children: 3 })]);
  });

  it('inserts the full profile, publishes profile.changed and goes to /relationships', async () => {
    const { toasts, profileChanges } = renderOnboarding();
    await formReady();
    await fillRequired();
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Number of children' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Number of children' }), '2');
    await choose('Observance level', 'Other');
    await userEvent.type(screen.getByRole('textbox', { name: 'Please specify' }), 'Chabad-inspired');
    await choose('Life stage', 'Young family');
    await userEvent.click(screen.getByRole('button', { name: 'Languages' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Hebrew' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'English' }));
    await userEvent.keyboard('{Escape}');
    await choose('Location', 'Israel');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Timezone' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Timezone' }), 'Asia/Jerusalem');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I consent to anonymous use of my data to improve guidance.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/relationships');
    expect(inserted).toEqual([
      {
        id: TEST_USER_ID,
        display_name: 'Rivka',
        first_name: 'Rivka',
        last_name: 'Cohen',
        gender: 'female',
        birth_year: 1988,
        date_of_birth: '1988-07-14',
        marital_status: 'married',
        num_children: 2,
        observance_level: 'Chabad-inspired',
        life_stage: 'young_family',
        languages: ['English', 'Hebrew'],
        location: 'Israel',
        timezone: 'Asia/Jerusalem',
        consent: true,
      },
    ]);
    expect(profileChanges).toEqual([TEST_USER_ID]);
    expect(toasts).toEqual([expect.objectContaining({ title: 'Profile saved', description: "Now, let's link your family relationships." })]);
  });

  it('goes to a safe next path after saving', async () => {
    renderOnboarding('/onboarding?next=%2Fmessages%3Fc%3D9');
    await formReady();
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/messages?c=9');
  });

  it('maps a row-level-security refusal to the logged-in message, and shows other errors as they are', async () => {
    let message = 'new row violates row-level security policy for table "profiles"';
    server.use(
      http.post(PROFILES, () => HttpResponse.json({ code: '42501', details: null, hint: null, message }, { status: 403 })),
    );
    const { toasts } = renderOnboarding();
    await formReady();
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(toasts).toEqual([
        expect.objectContaining({ title: 'Could not save profile', description: 'You must be logged in to create your profile.', variant: 'destructive' }),
      ]),
    );

    message = 'Date of birth cannot be in the future.';
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(toasts.at(-1)).toEqual(expect.objectContaining({ title: 'Could not save profile', description: message })));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});

describe('date of birth: text box and calendar in step', () => {
  it('adds 1900 to a two-digit year and moves the calendar there', async () => {
    renderOnboarding();
    await formReady();
    await userEvent.type(dateBox(), '4/5/19');
    await userEvent.tab();
    expect(dateBox()).toHaveValue('04/05/1919');
    const grid = await openCalendar();
    expect(within(grid).getByRole('button', { name: /April 5th, 1919/ })).toHaveAttribute('aria-label', expect.stringMatching(/selected/));
  });

  it('does not take a date that does not exist, and says so', async () => {
    renderOnboarding();
    await formReady();
    await userEvent.type(dateBox(), '2/30/1990');
    expect(screen.getByText('That date does not exist.')).toBeInTheDocument();
    expect(dateBox()).toBeInvalid();
    const grid = await openCalendar();
    expect(within(grid).queryByRole('button', { name: /selected/ })).not.toBeInTheDocument();
  });

  it('refuses future dates and years before 1900 (the calendar keeps its month)', async () => {
    const { toasts } = renderOnboarding();
    await formReady();
    // Pasted whole: typed key by key, 12/1/20 would briefly be a valid 1920 date (two-digit rule).
    await userEvent.click(dateBox());
    await userEvent.paste('12/1/2026');
    expect(screen.getByText('Date of birth cannot be in the future.')).toBeInTheDocument();
    await userEvent.clear(dateBox());
    await userEvent.paste('12/31/1899');
    expect(screen.getByText('The year must be between 1900 and', { exact: false })).toBeInTheDocument();

    const grid = await openCalendar();
    // Still the first page shown, January 1990: neither refused date moved it.
    expect(within(grid).getByRole('button', { name: /January 15th, 1990/ })).toBeEnabled();
    await userEvent.keyboard('{Escape}');

    // A refused date is no date: saving names the field as missing.
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(toasts.at(-1)?.description).toContain('Date of birth');
  });

  it('disables future days, starts weeks on Sunday and fills the box when a day is picked', async () => {
    renderOnboarding();
    await formReady();
    await userEvent.type(dateBox(), '11/10/2026');
    const grid = await openCalendar();
    // react-day-picker hides the weekday row from the accessibility tree (day buttons name their weekday).
    const weekdays = within(grid).getAllByRole('columnheader', { hidden: true });
    expect(weekdays[0]).toHaveAttribute('aria-label', 'Sunday');
    expect(within(grid).getByRole('button', { name: /November 22nd, 2026/ })).toBeDisabled();
    expect(within(grid).getByRole('button', { name: /November 21st, 2026/ })).toBeEnabled();

    await userEvent.click(within(grid).getByRole('button', { name: /November 3rd, 2026/ }));
    expect(dateBox()).toHaveValue('11/03/2026');
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
  });

  it('cannot go before January 1900 in the calendar', async () => {
    renderOnboarding();
    await formReady();
    await userEvent.type(dateBox(), '1/1/1900');
    const grid = await openCalendar();
    expect(within(grid).getByRole('button', { name: /January 1st, 1900/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /previous month/i })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('OnboardingPage in update mode', () => {
  it('loads the profile, shows an unknown observance as Other with its text, locks names and saves every edited field (languages and consent too)', async () => {
    profileRows = [storedProfile];
    const { toasts, profileChanges } = renderOnboarding();
    await formReady();

    expect(screen.getByRole('textbox', { name: 'Display name' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Cohen');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Observance level' })).toHaveTextContent('Other');
    expect(screen.getByRole('textbox', { name: 'Please specify' })).toHaveValue('Chabad-inspired');
    expect(dateBox()).toHaveValue('07/14/1988');
    expect(screen.getByRole('button', { name: 'Languages' })).toHaveTextContent('2 selected');
    expect(screen.getByRole('checkbox', { name: 'I consent to anonymous use of my data to improve guidance.' })).toBeChecked();

    await choose('Marital status', 'Divorced');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Hebrew' }));
    expect(screen.getByRole('button', { name: 'Languages' })).toHaveTextContent('1 selected');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I consent to anonymous use of my data to improve guidance.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/relationships');
    expect(patched).toHaveLength(1);
    expect(new URL(patched[0]!.url).searchParams.get('id')).toBe(`eq.${TEST_USER_ID}`);
    expect(patched[0]!.body).toEqual({
      marital_status: 'divorced',
      num_children: 3,
      observance_level: 'Chabad-inspired',
      life_stage: 'young_family',
      languages: ['English'],
      location: 'Israel',
      timezone: 'Asia/Jerusalem',
      consent: false,
      gender: 'female',
      birth_year: 1988,
      date_of_birth: '1988-07-14',
    });
    expect(inserted).toEqual([]);
    expect(profileChanges).toEqual([TEST_USER_ID]);
    expect(toasts).toEqual([expect.objectContaining({ title: 'Profile updated', description: 'Your profile was updated.' })]);
  });

  it('switching observance from Other to a listed value drops the text', async () => {
    profileRows = [storedProfile];
    renderOnboarding();
    await formReady();
    await choose('Observance level', 'Traditional');
    expect(screen.queryByRole('textbox', { name: 'Please specify' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(patched).toHaveLength(1));
    expect(patched[0]!.body).toMatchObject({ observance_level: 'traditional' });
  });

  it('maps a row-level-security refusal on update to the update message', async () => {
    profileRows = [storedProfile];
    server.use(
      http.patch(PROFILES, () =>
        HttpResponse.json(
          { code: '42501', details: null, hint: null, message: 'new row violates row-level security policy for table "profiles"' },
          { status: 403 },
        ),
      ),
    );
    const { toasts } = renderOnboarding();
    await formReady();
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(toasts).toEqual([
        expect.objectContaining({ title: 'Could not update profile', description: 'You must be logged in to update your profile.' }),
      ]),
    );
  });

  it('lets a half-finished profile fill in the names it lacks', async () => {
    profileRows = [{ ...storedProfile, last_name: null, date_of_birth: null, birth_year: null }];
    renderOnboarding();
    await formReady();
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Katz');
    await userEvent.type(dateBox(), '3/3/1985');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(patched).toHaveLength(1));
    expect(patched[0]!.body).toMatchObject({ last_name: 'Katz', date_of_birth: '1985-03-03', birth_year: 1985 });
    expect(patched[0]!.body).not.toHaveProperty('first_name');
  });
});

describe('OnboardingPage loading', () => {
  it('shows Loading, then a retry when the profile cannot be read', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    server.use(
      http.get(PROFILES, () =>
        fail
          ? HttpResponse.json({ code: 'XX000', details: null, hint: null, message: 'database unavailable' }, { status: 500 })
          : HttpResponse.json([]),
      ),
    );
    renderOnboarding();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('alert')).toHaveTextContent('database unavailable');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await formReady();
    consoleError.mockRestore();
  });

  it('sends a signed-out visitor to /auth', async () => {
    publishSession({ status: 'signed-out', user: null });
    renderOnboarding();
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth');
  });
});
