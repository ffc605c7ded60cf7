import '../pages/testing/jsdomPolyfills';
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DonatePage } from '../pages/donation/DonatePage';
import { defaultDonationConfig } from '../pages/donation/DonationConfig';
import { INTRO_SEEN_KEY } from '../notifications/introFlag';
import { IntroWalkthrough } from './IntroWalkthrough';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderIntro(userId: string | null = null) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/intro-apk']}>
      <Routes>
        <Route path="/intro-apk" element={<IntroWalkthrough services={{ supabase: null, userId }} />} />
        <Route path="/donate" element={<DonatePage donation={defaultDonationConfig} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

const TITLES = [
  'Welcome to Shalom Bayit',
  'Your partner, with consent',
  'Who is this about?',
  'Private or shared',
  'Connect with family',
  'Stay in touch',
  'Support this project',
  'You are all set',
];

beforeEach(() => localStorage.clear());

test('eight steps with dots; Next and Back move through them in order', async () => {
  const user = renderIntro();
  expect(screen.getAllByRole('button', { name: /^Go to step/ })).toHaveLength(8);
  expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  for (const [i, title] of TITLES.entries()) {
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(`Step ${i + 1} of 8`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Go to step ${i + 1}` })).toHaveAttribute('aria-current', 'step');
    if (i < 7) await user.click(screen.getByRole('button', { name: 'Next' }));
  }
  expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Support this project' })).toBeInTheDocument();
});

test('step 2 names the three kinds of AI help; a dot jumps to its step', async () => {
  const user = renderIntro();
  await user.click(screen.getByRole('button', { name: 'Go to step 2' }));
  for (const name of ['Emotional Bridging', 'Timing Optimization', 'Conflict Mediation']) expect(screen.getByText(name)).toBeInTheDocument();
});

test('step 6 shows the permission status and the Enable Notifications button', async () => {
  const user = renderIntro();
  await user.click(screen.getByRole('button', { name: 'Go to step 6' }));
  // jsdom has no Notification API: the spec's unsupported label, and the button cannot be used.
  expect(screen.getByText('Status: Unsupported on this device')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Enable Notifications' })).toBeDisabled();
});

test('step 7 offers Donate Now and Maybe Later, which moves on', async () => {
  const user = renderIntro();
  await user.click(screen.getByRole('button', { name: 'Go to step 7' }));
  expect(screen.getByRole('button', { name: 'Donate Now' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Maybe Later' }));
  expect(screen.getByRole('heading', { level: 1, name: 'You are all set' })).toBeInTheDocument();
});

test('Maybe Later takes its button away: the keyboard focus goes to the next step\'s heading, and the step is announced', async () => {
  const user = renderIntro();
  expect(screen.getByText('Step 1 of 8')).toHaveAttribute('aria-live', 'polite');
  expect(document.body).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Go to step 7' }));
  await user.click(screen.getByRole('button', { name: 'Maybe Later' }));
  expect(screen.getByRole('heading', { level: 1, name: 'You are all set' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
});

test('Donate Now opens the donation page (/donate), whose Back to the introduction returns to step 7', async () => {
  const user = renderIntro();
  await user.click(screen.getByRole('button', { name: 'Go to step 7' }));
  await user.click(screen.getByRole('button', { name: 'Donate Now' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Support This Project' })).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Donate to Shalom Bayit' })).toHaveAttribute('target', '_blank');
  await user.click(screen.getByRole('button', { name: 'Back to the introduction' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Support this project' })).toBeInTheDocument();
  expect(screen.getByText('Step 7 of 8')).toBeInTheDocument();
});

test('Complete marks the intro seen (v1) and goes to /auth without a session', async () => {
  const user = renderIntro(null);
  await user.click(screen.getByRole('button', { name: 'Go to step 8' }));
  await user.click(screen.getByRole('button', { name: 'Complete' }));
  expect(localStorage.getItem(INTRO_SEEN_KEY)).toBe('v1');
  expect(screen.getByTestId('where')).toHaveTextContent('/auth');
});

test('Complete goes to /dashboard with a session', async () => {
  const user = renderIntro('11111111-1111-4111-8111-111111111111');
  await user.click(screen.getByRole('button', { name: 'Go to step 8' }));
  await user.click(screen.getByRole('button', { name: 'Complete' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/dashboard');
});

test('steps 3 and 5 without a session say how to continue', async () => {
  const user = renderIntro(null);
  await user.click(screen.getByRole('button', { name: 'Go to step 3' }));
  expect(screen.getByRole('radio', { name: /General guidance/ })).toBeChecked();
  expect(screen.getByText('Sign in to choose someone you are connected with.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Go to step 5' }));
  expect(screen.getByText(/Sign in to connect with someone/)).toBeInTheDocument();
});
