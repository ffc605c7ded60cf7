/** @jest-environment jest-fixed-jsdom */
import { act, screen } from '@testing-library/react';
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
    await userEvent.click(screen.getByRole('button', { name: 'להרשמה' }));
    expect(screen.getByRole('heading', { level: 1, name: 'יצירת חשבון' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'הרשמה' })).toHaveAttribute('type', 'submit');
  });

  it('titles a failed login in Hebrew and shows the server message with its own direction', async () => {
    const { toasts } = renderPage(<AuthPage />, { path: '/auth', route: '/auth' });
    await userEvent.type(screen.getByLabelText('דוא״ל'), 'sarah@test.local');
    await userEvent.type(screen.getByLabelText('סיסמה'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'כניסה' }));
    const alert = await screen.findByText('הכניסה נכשלה: Invalid login credentials');
    expect(alert).toHaveAttribute('dir', 'auto');
    expect(toasts).toEqual([expect.objectContaining({ title: 'הכניסה נכשלה', description: 'Invalid login credentials', variant: 'destructive' })]);
  });
});
