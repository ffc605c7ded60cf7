// The dashboard's "This week" card (issue 34) in each of its states, as checkin_this_week() answers:
// answer, the partner has answered, waiting for the partner, both answers, skipped, closed, and
// no card at all without a couple or when the call fails. English and Hebrew.
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { activateLocale } from '@shalom/shared/i18n';
import { CHECKIN_PATH, ThisWeekCard } from './ThisWeekCard';

const rpc = jest.fn();
const mockPlatform = { phase: 'ready', supabase: { rpc: (...args: unknown[]) => rpc(...args) } };
jest.mock('../platform/platform', () => ({ usePlatform: () => mockPlatform }));

const answered = { skipped: false };
const week = (over: Record<string, unknown> = {}) => ({
  streak: 0,
  partnerName: 'David',
  week: { open: true, revealed: false, partnerAnswered: false, mine: null, theirs: null, ...over },
});

function renderCard(answer: { data: unknown; error: unknown }) {
  rpc.mockResolvedValue(answer);
  return render(
    <MemoryRouter>
      <ThisWeekCard />
    </MemoryRouter>,
  );
}

afterEach(async () => {
  rpc.mockReset();
  await act(() => activateLocale('en'));
});

test.each([
  ['to answer', week(), 'Three short questions before Shabbat, answered privately.', 'Answer'],
  ['the partner has answered', week({ partnerAnswered: true }), "David has answered. Add yours and you will both see each other's words.", 'Answer'],
  ['waiting for the partner', week({ mine: answered }), 'Your answers are in. Waiting for David to answer.', 'Open the check-in'],
  ['both answers', week({ mine: answered, partnerAnswered: true, revealed: true, theirs: answered }), 'You have both answered this week.', 'See both answers'],
  ['skipped', week({ mine: { skipped: true } }), 'You skipped this week. Next week starts fresh.', 'Open the check-in'],
  ['closed', week({ open: false, revealed: true }), "This week's check-in has closed.", 'Open the check-in'],
])('%s', async (_state, data, body, action) => {
  renderCard({ data, error: null });
  const card = await screen.findByRole('region', { name: 'This week' });
  expect(card).toHaveTextContent(body);
  expect(screen.getByRole('link', { name: action })).toHaveAttribute('href', CHECKIN_PATH);
  expect(rpc).toHaveBeenCalledWith('checkin_this_week');
});

test('a streak from two weeks, the partner unnamed', async () => {
  renderCard({ data: { ...week({ mine: answered }), streak: 3, partnerName: null }, error: null });
  const card = await screen.findByRole('region', { name: /^This week/ });
  expect(card).toHaveTextContent('3 weeks in a row');
  expect(card).toHaveTextContent('Waiting for your partner to answer.');
});

test.each([
  ['no couple, or check-ins off on both sides', { data: null, error: null }],
  ['the call failed', { data: null, error: { message: 'boom' } }],
])('no card: %s', async (_why, answer) => {
  const { container } = renderCard(answer);
  await act(async () => undefined);
  expect(rpc).toHaveBeenCalled();
  expect(container).toBeEmptyDOMElement();
});

test('in Hebrew', async () => {
  await act(() => activateLocale('he'));
  renderCard({ data: { ...week({ partnerAnswered: true }), partnerName: 'דוד', streak: 2 }, error: null });
  const card = await screen.findByRole('region', { name: /^השבוע/ });
  expect(card).toHaveTextContent('התשובות של דוד כבר כאן. הוסיפו את שלכם ותראו שניכם את דברי זה.');
  expect(card).toHaveTextContent('2 שבועות ברצף');
  expect(screen.getByRole('link', { name: 'לענות' })).toHaveAttribute('href', CHECKIN_PATH);
});
