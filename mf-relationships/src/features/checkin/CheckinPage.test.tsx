/**
 * @jest-environment jest-fixed-jsdom
 */
// The check-in history when a week's partner deleted their account (issue 34): the week stays
// with the survivor's own answers, and says where the partner's went, in English and Hebrew.
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { activateLocale } from '@shalom/shared/i18n';
import { REST } from '../testing/fakeSupabaseBackend';
import { ME } from '../testing/people';
import { renderFeature } from '../testing/renderFeature';
import type { CheckinWeek } from './checkinApi';
import { CheckinPage } from './CheckinPage';

const GHOST = '00000000-0000-4000-8000-00000000de1e';
const week = (over: Partial<CheckinWeek>): CheckinWeek => ({
  weekId: 'w1',
  weekOf: '2026-11-21',
  closesAt: '2026-11-24T00:00:00Z',
  open: false,
  revealed: true,
  partnerId: GHOST,
  prompt: { id: 1, source: null, en: ['Appreciated?', 'Next week?', 'Shabbat?'], he: ['הערכתי?', 'שבוע הבא?', 'שבת?'] },
  mine: { answers: ['My words stay', null, null], skipped: false, answeredAt: '2026-11-20T10:00:00Z' },
  partnerAnswered: false,
  theirs: null,
  partnerName: null,
  partnerGone: true,
  ...over,
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() =>
  server.resetHandlers(
    http.post(`${REST}/rpc/checkin_this_week`, () => HttpResponse.json(null)),
    http.post(`${REST}/rpc/checkin_history`, () =>
      HttpResponse.json([week({}), week({ weekId: 'w0', weekOf: '2026-11-14', partnerGone: false, partnerName: 'Dana', partnerId: 'p' }),
        week({ weekId: 'w00', weekOf: '2026-11-07', mine: null }),
        // The link was removed after both answered: theirs is hidden, not missing.
        week({ weekId: 'w000', weekOf: '2026-10-31', partnerGone: false, partnerName: 'Dana', partnerId: 'p', partnerAnswered: true })]),
    ),
  ),
);
afterEach(async () => {
  await act(() => activateLocale('en'));
});

test('a week whose partner deleted their account keeps my answers and says where theirs went', async () => {
  renderFeature(<CheckinPage />, { path: '/relationships/check-in', at: '/relationships/check-in', session: ME });
  const [gone, older, oldest, unlinked] = await screen.findAllByRole('listitem');
  expect(gone).toHaveTextContent('Your partner in this week deleted their account, and their answers went with it. Your own answers are still here.');
  // My column alone: nothing stands where their answers were.
  expect(within(gone!).getAllByText('You')).toHaveLength(3);
  expect(within(gone!).getByText('My words stay')).toHaveAttribute('dir', 'auto');
  expect(gone).not.toHaveTextContent('Shown once you have both answered.');
  // Another week names its own partner.
  expect(within(older!).getAllByText('Dana')).toHaveLength(3);
  expect(older).not.toHaveTextContent('deleted their account');
  // A gone partner's week I did not answer says so of me alone.
  expect(oldest).toHaveTextContent('You did not answer this week.');
  expect(unlinked).toHaveTextContent("The link between you was removed, so Dana's answers are no longer shown. Your own answers are still here.");
  expect(within(unlinked!).queryAllByText('Dana')).toEqual([]);
});

test('in Hebrew', async () => {
  await act(() => activateLocale('he'));
  renderFeature(<CheckinPage />, { path: '/relationships/check-in', at: '/relationships/check-in', session: ME });
  const [gone] = await screen.findAllByRole('listitem');
  expect(gone).toHaveTextContent('החשבון של בן או בת הזוג שלך בשבוע הזה נמחק, והתשובות שלו נמחקו איתו. התשובות שלך נשארו כאן.');
  expect(within(gone!).getAllByText('אני')).toHaveLength(3);
});
