/** @jest-environment jest-fixed-jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { activateLocale } from '@shalom/shared/i18n';
import { AuthPage } from './AuthPage';
import { authErrorInit } from '../testing/authWire';
import { TEST_SUPABASE_URL, publishSession, renderPage } from '../testing/renderWithServices';

const server = setupServer(
  http.post(`${TEST_SUPABASE_URL}/auth/v1/token`, () =>
    HttpResponse.json({ code: 'invalid_credentials', message: 'Invalid login credentials' }, authErrorInit(400)),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  publishSession({ status: 'signed-out', user: null });
  await act(() => activateLocale('he'));
});
afterEach(async () => {
  server.resetHandlers();
  await act(() => activateLocale('en'));
});
afterAll(() => server.close());

describe('AuthPage in Hebrew', () => {
  it('offers both modes in Hebrew, with the address and password typed left to right', async () => {
    renderPage(<AuthPage />, { path: '/auth', route: '/auth' });
    expect(screen.getByRole('heading', { level: 1, name: 'כניסה' })).toBeInTheDocument();
    expect(screen.getByLabelText('דוא״ל')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('סיסמה')).toHaveAttribute('dir', 'ltr');
    await userEvent.click(screen.getByRole('link', { name: 'להרשמה' }));
    expect(screen.getByRole('heading', { level: 1, name: 'יצירת חשבון' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'הרשמה' })).toHaveAttribute('type', 'submit');
  });

  it('says a refused login in Hebrew (the server names it by code), with its own direction', async () => {
    const { toasts } = renderPage(<AuthPage />, { path: '/auth', route: '/auth' });
    await userEvent.type(screen.getByLabelText('דוא״ל'), 'sarah@test.local');
    await userEvent.type(screen.getByLabelText('סיסמה'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'כניסה' }));
    const alert = await screen.findByText('הכניסה נכשלה: כתובת הדוא״ל או הסיסמה שגויות.');
    expect(alert).toHaveAttribute('dir', 'auto');
    expect(toasts).toEqual([expect.objectContaining({ title: 'הכניסה נכשלה', description: 'כתובת הדוא״ל או הסיסמה שגויות.', variant: 'destructive' })]);
  });

  it('says a short password and a taken address in Hebrew, and keeps a message it has no words for', async () => {
    const replies = [
      HttpResponse.json(
        { code: 'weak_password', message: 'Password should be at least 8 characters.', weak_password: { reasons: ['length'] } },
        authErrorInit(422),
      ),
      HttpResponse.json({ code: 'user_already_exists', message: 'User already registered' }, authErrorInit(422)),
      HttpResponse.json({ code: 'validation_failed', message: 'Unable to validate email address: invalid format' }, authErrorInit(400)),
    ];
    server.use(http.post(`${TEST_SUPABASE_URL}/auth/v1/signup`, () => replies.shift()));
    const { toasts } = renderPage(<AuthPage />, { path: '/auth', route: '/auth' });
    await userEvent.click(screen.getByRole('link', { name: 'להרשמה' }));
    await userEvent.type(screen.getByLabelText('דוא״ל'), 'new@test.local');
    await userEvent.type(screen.getByLabelText('סיסמה'), 'short');
    for (let i = 0; i < 3; i += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'הרשמה' }));
      await waitFor(() => expect(toasts).toHaveLength(i + 1));
    }
    expect(toasts.map((toast) => [toast.title, toast.description])).toEqual([
      ['ההרשמה נכשלה', 'הסיסמה צריכה להכיל לפחות 8 תווים.'],
      ['ההרשמה נכשלה', 'כבר יש חשבון עם כתובת הדוא״ל הזאת. אפשר להיכנס אליו.'],
      ['ההרשמה נכשלה', 'Unable to validate email address: invalid format'],
    ]);
  });

  it('says in Hebrew that the service cannot be reached when the request gets no answer', async () => {
    server.use(http.post(`${TEST_SUPABASE_URL}/auth/v1/token`, () => HttpResponse.error()));
    const { toasts } = renderPage(<AuthPage />, { path: '/auth', route: '/auth' });
    await userEvent.type(screen.getByLabelText('דוא״ל'), 'sarah@test.local');
    await userEvent.type(screen.getByLabelText('סיסמה'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'כניסה' }));
    expect(await screen.findByText('הכניסה נכשלה: אין כרגע חיבור לשירות. כדאי לבדוק את החיבור ולנסות שוב.')).toBeInTheDocument();
    expect(toasts).toEqual([expect.objectContaining({ description: 'אין כרגע חיבור לשירות. כדאי לבדוק את החיבור ולנסות שוב.' })]);
  });
});
