import { timeOf } from './MessageItem';

describe('timeOf', () => {
  test("today's message says its time as the conversation list does: no leading zero on the hour", () => {
    const now = new Date(2026, 10, 29, 20, 0);
    const at = new Date(2026, 10, 29, 17, 5).toISOString();
    expect(timeOf(at, now)).toMatch(/^5:05\s?PM$/);
  });

  test('an older message says its day before the time', () => {
    const now = new Date(2026, 10, 29, 20, 0);
    const at = new Date(2026, 10, 3, 9, 30).toISOString();
    expect(timeOf(at, now)).toMatch(/^Nov 3, 9:30\s?AM$/);
  });
});
