/**
 * @jest-environment jest-fixed-jsdom
 */
// Answering this week's check-in the way an impatient person does (issue 34): what was typed
// survives a reload (or Back, or a change of language), only for its own person and week; a
// double-click shares once; a skip by mistake is undone with what was typed; an empty form and the
// database's refusals are told in the reader's language, and the words stay in the boxes.
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { activateLocale } from '@shalom/shared/i18n';
import { REST } from '../testing/fakeSupabaseBackend';
import { ME, SPOUSE } from '../testing/people';
import { renderFeature } from '../testing/renderFeature';
import type { CheckinAnswer, CheckinWeek, ThisWeek } from './checkinApi';
import { CheckinPage } from './CheckinPage';

const DRAFT_KEY = 'shalom.checkin-draft';
const openWeek = (mine: CheckinAnswer | null): ThisWeek => ({
  week: {
    weekId: 'w-this',
    weekOf: '2026-12-05',
    closesAt: '2026-12-08T00:00:00Z',
    open: true,
    revealed: false,
    partnerId: SPOUSE,
    prompt: { id: 7, source: null, en: ['Appreciated?', 'Next week?', 'Shabbat?'], he: ['הערכתי?', 'שבוע הבא?', 'שבת?'] },
    mine,
    partnerAnswered: false,
    theirs: null,
  } satisfies CheckinWeek,
  streak: 0,
  partnerName: 'Yosef',
  relationshipId: 'r1',
});

let mine: CheckinAnswer | null;
let answerCalls: Record<string, unknown>[];
let refuseWith: string | null;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  mine = null;
  answerCalls = [];
  refuseWith = null;
  window.sessionStorage.clear();
  server.resetHandlers(
    http.post(`${REST}/rpc/checkin_this_week`, () => HttpResponse.json(openWeek(mine))),
    http.post(`${REST}/rpc/checkin_history`, () => HttpResponse.json([])),
    http.post(`${REST}/rpc/answer_checkin`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      answerCalls.push(body);
      if (refuseWith) return HttpResponse.json({ code: '22001', message: refuseWith, details: null, hint: null }, { status: 400 });
      mine = { answers: [body.appreciated as string, body.next_week as string, body.shabbat_plan as string], skipped: false, answeredAt: '2026-12-04T10:00:00Z' };
      return HttpResponse.json(openWeek(mine).week);
    }),
    http.post(`${REST}/rpc/skip_checkin`, () => {
      mine = { answers: [null, null, null], skipped: true, answeredAt: '2026-12-04T10:00:00Z' };
      return HttpResponse.json(openWeek(mine).week);
    }),
  );
});
afterEach(async () => {
  await act(() => activateLocale('en'));
});

const renderPage = () => renderFeature(<CheckinPage />, { path: '/relationships/check-in', at: '/relationships/check-in', session: ME });

test('what was typed comes back after a reload; a double-click shares once, and the draft goes with it', async () => {
  const first = renderPage();
  await first.user.type(await screen.findByRole('textbox', { name: 'Appreciated?' }), 'Your patience');
  await first.user.type(screen.getByRole('textbox', { name: 'Shabbat?' }), 'Candles together');
  first.unmount();

  // The page again (a reload, Back and forward, a remount for another language): nothing is lost.
  const again = renderPage();
  expect(await screen.findByRole('textbox', { name: 'Appreciated?' })).toHaveValue('Your patience');
  expect(screen.getByRole('textbox', { name: 'Next week?' })).toHaveValue('');
  expect(screen.getByRole('textbox', { name: 'Shabbat?' })).toHaveValue('Candles together');

  await again.user.dblClick(screen.getByRole('button', { name: 'Share my answers' }));
  expect(await screen.findByText('Your answers are in. Waiting for Yosef to answer.')).toBeInTheDocument();
  expect(answerCalls).toEqual([{ week_id: 'w-this', appreciated: 'Your patience', next_week: '', shabbat_plan: 'Candles together' }]);
  expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  expect(again.toasts).toEqual([]);
});

test("someone else's draft, or last week's, is not shown", async () => {
  window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ owner: SPOUSE, weekId: 'w-this', answers: ['His words', '', ''] }));
  const other = renderPage();
  expect(await screen.findByRole('textbox', { name: 'Appreciated?' })).toHaveValue('');
  other.unmount();
  window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ owner: ME, weekId: 'w-last', answers: ['Last week', '', ''] }));
  renderPage();
  expect(await screen.findByRole('textbox', { name: 'Appreciated?' })).toHaveValue('');
});

test('in Hebrew: an empty form asks for one answer without a call; a refusal keeps the words and says why', async () => {
  await act(() => activateLocale('he'));
  const { user, toasts } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'לשתף את התשובות שלי' }));
  expect(toasts).toEqual([{ title: 'לא הצלחנו לשמור את התשובות', description: 'כתבו לפחות תשובה אחת, או דלגו על השבוע.', variant: 'destructive' }]);
  expect(answerCalls).toEqual([]);

  refuseWith = 'An answer is too long (at most 1,000 characters).';
  await user.type(screen.getByRole('textbox', { name: 'שבת?' }), 'קידוש');
  await user.click(screen.getByRole('button', { name: 'לשתף את התשובות שלי' }));
  await waitFor(() => expect(toasts).toHaveLength(2));
  expect(toasts[1]).toEqual({ title: 'לא הצלחנו לשמור את התשובות', description: 'תשובה ארוכה מדי (עד 1,000 תווים).', variant: 'destructive' });
  expect(screen.getByRole('textbox', { name: 'שבת?' })).toHaveValue('קידוש');
  expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY)!)).toEqual({ owner: ME, weekId: 'w-this', answers: ['', '', 'קידוש'] });
});

test('a skip by mistake keeps what was typed, and "Answer this week after all" brings the form back with it', async () => {
  const { user } = renderPage();
  await user.type(await screen.findByRole('textbox', { name: 'Next week?' }), 'A walk, just us');
  await user.click(screen.getByRole('button', { name: 'Skip this week' }));
  expect(await screen.findByText('You skipped this week. Next week starts fresh.')).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Answer this week after all' }));
  expect(screen.getByRole('textbox', { name: 'Next week?' })).toHaveValue('A walk, just us');
  await user.click(screen.getByRole('button', { name: 'Share my answers' }));
  expect(await screen.findByText('Your answers are in. Waiting for Yosef to answer.')).toBeInTheDocument();
  expect(answerCalls).toEqual([{ week_id: 'w-this', appreciated: '', next_week: 'A walk, just us', shabbat_plan: '' }]);
});
