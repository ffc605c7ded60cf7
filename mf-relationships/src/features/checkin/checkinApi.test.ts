// Where a week stands for its reader: what the dashboard card and the check-in screen show.
import { partnerWithheld, weekState, type CheckinWeek } from './checkinApi';

const answer = (skipped = false) => ({ answers: ['a', null, null] as [string, null, null], skipped, answeredAt: '2026-11-27T10:00:00Z' });
const week = (over: Partial<CheckinWeek>): CheckinWeek => ({
  weekId: 'w',
  weekOf: '2026-11-28',
  closesAt: '2026-12-01T00:00:00Z',
  open: true,
  revealed: false,
  partnerId: 'p',
  prompt: { id: 1, source: null, en: ['1', '2', '3'], he: ['1', '2', '3'] },
  mine: null,
  partnerAnswered: false,
  theirs: null,
  ...over,
});

test('answer, waiting, both answers, skipped, closed', () => {
  expect(weekState(week({}))).toBe('answer');
  expect(weekState(week({ partnerAnswered: true }))).toBe('answer');
  expect(weekState(week({ mine: answer() }))).toBe('waiting');
  expect(weekState(week({ mine: answer(), theirs: answer(), revealed: true }))).toBe('revealed');
  expect(weekState(week({ mine: answer(true) }))).toBe('skipped');
  // The week closed with only the partner's answer: it shows.
  expect(weekState(week({ open: false, revealed: true, theirs: answer() }))).toBe('revealed');
  expect(weekState(week({ open: false }))).toBe('closed');
});

test("a past week withholds the partner's answers when their account is gone or the link was removed", () => {
  expect(partnerWithheld(week({ partnerGone: true, mine: answer() }))).toBe('gone');
  expect(partnerWithheld(week({ open: false, revealed: true, partnerAnswered: true, mine: answer() }))).toBe('unlinked');
  expect(partnerWithheld(week({ open: false, revealed: true, partnerAnswered: true, mine: answer(), theirs: answer() }))).toBeNull();
  expect(partnerWithheld(week({ open: false, revealed: true, mine: answer() }))).toBeNull();
});
