/** @jest-environment jest-fixed-jsdom */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AuthPage } from './AuthPage';
import { authErrorInit, sessionBody, userBody } from '../testing/authWire';
import { TEST_SUPABASE_URL, TEST_USER_ID, publishSession, renderPage, signedInAsTestUser } from '../testing/renderWithServices';

const completeProfile = {
  display_name: 'Sarah',
  first_name: 'Sarah',
  last_name: 'Levi',
  gender: 'female',
  date_of_birth: '1990-04-01',
  marital_status: 'married',
  num_children: 2,
};

let storedProfile: Record<string, unknown> | null = null;
const server = setupServer(
  http.get(`${TEST_SUPABASE_URL}/rest/v1/profiles`, () => HttpResponse.json(storedProfile ? [storedProfile] : [])),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  storedProfile = null;
  publishSession({ status: 'signed-out', user: null });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderAuth(path = '/auth') {
  return renderPage(<AuthPage />, { path, route: '/auth' });
}

async function fillAndSubmit(email: string, password: string, submitName: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: submitName }));
}

describe('AuthPage modes', () => {
  it('starts in login mode and switches to sign-up and back with the link under the form', async () => {
    renderAuth();
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');

    await userEvent.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toHaveAttribute('type', 'submit');

    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  });

  it('"Sign up" and "Log in" are real links to the other screen, keeping where the visitor returns to', () => {
    renderAuth('/auth?next=%2Fmessages');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth?mode=signup&next=%2Fmessages');
    cleanup();
    renderAuth('/auth?mode=signup');
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth?mode=login');
  });

  it('a double click on "Sign up" stays on sign-up (its second click lands on "Log in")', async () => {
    renderAuth();
    await userEvent.dblClick(screen.getByRole('link', { name: 'Sign up' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  });

  it('names its screen for the prerender, and tells what its button says while a request runs', () => {
    const { container } = renderAuth('/auth?mode=signup');
    expect(container.querySelector('[data-screen]')).toHaveAttribute('data-screen', 'signup');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toHaveAttribute('data-busy-label', 'Please wait...');
  });
});

describe('AuthPage for a visitor invited through a connect link', () => {
  const INVITER = '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b';
  const invited = (extra = '') => `/auth?next=${encodeURIComponent(`/connect/${INVITER}?invite=tok-1`)}${extra}`;

  it('says who invited them (display name only) and asks them to create an account to connect', async () => {
    const asked: unknown[] = [];
    server.use(
      http.post(`${TEST_SUPABASE_URL}/rest/v1/rpc/invitation_preview`, async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json('Sarah');
      }),
    );
    const { container } = renderAuth(invited());
    expect(screen.getByRole('heading', { level: 1, name: 'Create an account to connect' })).toBeInTheDocument();
    expect(await screen.findByText('Sarah')).toBeInTheDocument();
    expect(screen.getByText('Sarah').closest('p')).toHaveTextContent('An invitation from Sarah');
    expect(asked).toEqual([{ inviter: INVITER, invite: 'tok-1' }]);
    // Its own screen: never the prerendered sign-up one.
    expect(container.querySelector('[data-screen]')).toHaveAttribute('data-screen', 'invitation-signup');
    // Logging in instead keeps the invitation to return to.
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/auth?mode=login&next=${encodeURIComponent(`/connect/${INVITER}?invite=tok-1`)}`);
  });

  it('names no one for a link the server does not know (an old invite), and still asks', async () => {
    let answered = false;
    server.use(
      http.post(`${TEST_SUPABASE_URL}/rest/v1/rpc/invitation_preview`, () => {
        answered = true;
        return HttpResponse.json(null);
      }),
    );
    renderAuth(invited());
    await waitFor(() => expect(answered).toBe(true));
    await waitFor(() => expect(screen.queryByText(/An invitation from/)).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Create an account to connect' })).toBeInTheDocument();
  });

  it('returns to the connect step after signing up (through onboarding)', async () => {
    server.use(
      http.post(`${TEST_SUPABASE_URL}/rest/v1/rpc/invitation_preview`, () => HttpResponse.json('Sarah')),
      http.post(`${TEST_SUPABASE_URL}/auth/v1/signup`, () => HttpResponse.json(sessionBody('new@test.local'))),
    );
    renderAuth(invited());
    await fillAndSubmit('new@test.local', 'Str0ng-pass!', 'Sign Up');
    expect(await screen.findByTestId('location')).toHaveTextContent(`/onboarding?next=${encodeURIComponent(`/connect/${INVITER}?invite=tok-1`)}`);
  });
});

describe('AuthPage login', () => {
  it('shows Please wait... while busy, then welcomes back and opens the dashboard for an onboarded user', async () => {
    storedProfile = completeProfile;
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const bodies: unknown[] = [];
    server.use(
      http.post(`${TEST_SUPABASE_URL}/auth/v1/token`, async ({ request }) => {
        expect(new URL(request.url).searchParams.get('grant_type')).toBe('password');
        bodies.push(await request.json());
        await answered;
        return HttpResponse.json(sessionBody('sarah@test.local'));
      }),
    );
    const { toasts } = renderAuth();
    await fillAndSubmit('sarah@test.local', 'secret-pass', 'Login');

    const busyButton = await screen.findByRole('button', { name: 'Please wait...' });
    expect(busyButton).toBeDisabled();
    release();

    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(bodies).toEqual([expect.objectContaining({ email: 'sarah@test.local', password: 'secret-pass' })]);
    expect(toasts).toEqual([expect.objectContaining({ title: 'Welcome back', description: 'Signed in successfully' })]);
  });

  it('submits with Enter and sends a user without a profile to onboarding, keeping next', async () => {
    server.use(http.post(`${TEST_SUPABASE_URL}/auth/v1/token`, () => HttpResponse.json(sessionBody('new@test.local'))));
    renderAuth('/auth?next=%2Fmessages%3Fc%3D7');
    await userEvent.type(screen.getByLabelText('Email'), 'new@test.local');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent('/onboarding?next=%2Fmessages%3Fc%3D7');
  });

  it('goes to a safe next path after login when onboarding is done, and ignores an off-site one', async () => {
    storedProfile = completeProfile;
    server.use(http.post(`${TEST_SUPABASE_URL}/auth/v1/token`, () => HttpResponse.json(sessionBody('sarah@test.local'))));
    renderAuth('/auth?next=%2F%2Fevil.example');
    await fillAndSubmit('sarah@test.local', 'secret-pass', 'Login');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dashboard$/);
  });

  it('shows Login failed with the server message, as a destructive toast and an announced alert', async () => {
    server.use(
      http.post(`${TEST_SUPABASE_URL}/auth/v1/token`, () =>
        HttpResponse.json({ code: 'invalid_credentials', message: 'Invalid login credentials' }, authErrorInit(400)),
      ),
    );
    const { toasts } = renderAuth();
    await fillAndSubmit('sarah@test.local', 'wrong', 'Login');

    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed: Invalid login credentials');
    expect(toasts).toEqual([
      expect.objectContaining({ title: 'Login failed', description: 'Invalid login credentials', variant: 'destructive' }),
    ]);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});

describe('AuthPage sign-up', () => {
  it('sends the home page as email redirect (option and data) and asks to check the email when no session comes back', async () => {
    const requests: { redirectTo: string | null; body: Record<string, unknown> }[] = [];
    server.use(
      http.post(`${TEST_SUPABASE_URL}/auth/v1/signup`, async ({ request }) => {
        requests.push({
          redirectTo: new URL(request.url).searchParams.get('redirect_to'),
          body: (await request.json()) as Record<string, unknown>,
        });
        return HttpResponse.json(userBody('new@test.local'));
      }),
    );
    const { toasts } = renderAuth();
    await userEvent.click(screen.getByRole('link', { name: 'Sign up' }));
    await fillAndSubmit('new@test.local', 'Str0ng-pass!', 'Sign Up');

    const message = 'We sent a confirmation link. After confirming, return here to continue.';
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(toasts).toEqual([expect.objectContaining({ title: 'Check your email', description: message })]);
    const home = `${window.location.origin}/`;
    expect(requests).toEqual([
      {
        redirectTo: home,
        body: expect.objectContaining({ email: 'new@test.local', password: 'Str0ng-pass!', data: { emailRedirectTo: home } }),
      },
    ]);
  });

  it('opens onboarding when sign-up returns a session', async () => {
    server.use(http.post(`${TEST_SUPABASE_URL}/auth/v1/signup`, () => HttpResponse.json(sessionBody('new@test.local'))));
    renderAuth();
    await userEvent.click(screen.getByRole('link', { name: 'Sign up' }));
    await fillAndSubmit('new@test.local', 'Str0ng-pass!', 'Sign Up');
    expect(await screen.findByTestId('location')).toHaveTextContent('/onboarding');
  });

  it('shows Sign up failed with the server message', async () => {
    server.use(
      http.post(`${TEST_SUPABASE_URL}/auth/v1/signup`, () =>
        HttpResponse.json({ code: 'user_already_exists', message: 'User already registered' }, authErrorInit(422)),
      ),
    );
    const { toasts } = renderAuth();
    await userEvent.click(screen.getByRole('link', { name: 'Sign up' }));
    await fillAndSubmit('sarah@test.local', 'Str0ng-pass!', 'Sign Up');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign up failed: User already registered');
    expect(toasts).toEqual([expect.objectContaining({ title: 'Sign up failed', description: 'User already registered' })]);
  });
});

describe('AuthPage for a visitor who is already signed in', () => {
  it('redirects to onboarding while it is required', async () => {
    publishSession(signedInAsTestUser);
    renderAuth();
    expect(await screen.findByTestId('location')).toHaveTextContent('/onboarding');
  });

  it('redirects to the dashboard once onboarding is done', async () => {
    storedProfile = { id: TEST_USER_ID, ...completeProfile };
    publishSession(signedInAsTestUser);
    renderAuth();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
  });
});
