import fc from 'fast-check';
import type { Message } from './messagingApi';
import { canChange, compareMessages, mergeMessages, timeKey } from './mergeMessages';

function message(id: string, created_at: string, fields: Partial<Message> = {}): Message {
  return { id, conversation_id: 'c', sender_type: 'user', sender_user_id: 'me', content: id, created_at, updated_at: created_at, metadata: {}, ...fields };
}

describe('mergeMessages', () => {
  it('orders by the microseconds Postgres keeps, whichever way REST or realtime spell the time', () => {
    expect(timeKey('2026-11-23T15:20:48.123456+00:00')).toBe(timeKey('2026-11-23 15:20:48.123456+00'));
    expect(timeKey('2026-11-23T15:20:48.123457Z')).toBeGreaterThan(timeKey('2026-11-23T15:20:48.123456Z'));
    const later = message('a', '2026-11-23T15:20:48.123457+00:00');
    const earlier = message('z', '2026-11-23T15:20:48.123456+00:00');
    expect(mergeMessages([later], [earlier]).map((m) => m.id)).toEqual(['z', 'a']);
  });

  it('keeps the most recently updated version of a message', () => {
    const original = message('a', '2026-01-01T00:00:00Z');
    const edited = { ...original, content: 'edited', updated_at: '2026-01-01T00:00:05Z' };
    expect(mergeMessages([edited], [original])[0]!.content).toBe('edited');
    expect(mergeMessages([original], [edited])[0]!.content).toBe('edited');
  });

  it('whatever order and however often rows arrive, each message is held once, in server order', () => {
    const rows = fc.uniqueArray(fc.tuple(fc.uuid(), fc.integer({ min: 0, max: 5 })), { selector: ([id]) => id, minLength: 1, maxLength: 30 });
    fc.assert(
      fc.property(rows, fc.array(fc.nat(), { maxLength: 90 }), (pairs, picks) => {
        const all = pairs.map(([id, second]) => message(id, `2026-01-01T00:00:0${second}.000001Z`));
        // Deliveries: every row once (a fetch) plus repeats in any order (events, catch-ups).
        const deliveries = [...all, ...picks.map((pick) => all[pick % all.length]!)];
        let held: Message[] = [];
        for (let i = 0; i < deliveries.length; i += 3) held = mergeMessages(held, deliveries.slice(i, i + 3));
        expect(held.map((m) => m.id)).toEqual([...all].sort(compareMessages).map((m) => m.id));
      }),
    );
  });
});

describe('canChange (spec §5)', () => {
  const now = Date.parse('2026-01-01T12:00:00Z');
  it('allows own, not deleted messages; seen ones only within 2 hours of sending', () => {
    expect(canChange(message('a', '2026-01-01T08:00:00Z'), 'me', now)).toBe(true);
    expect(canChange(message('a', '2026-01-01T08:00:00Z', { metadata: { seen_by_partner: true } }), 'me', now)).toBe(false);
    expect(canChange(message('a', '2026-01-01T10:30:00Z', { metadata: { seen_by_partner: true } }), 'me', now)).toBe(true);
    expect(canChange(message('a', '2026-01-01T11:00:00Z', { metadata: { deleted: true } }), 'me', now)).toBe(false);
    expect(canChange(message('a', '2026-01-01T11:00:00Z', { sender_user_id: 'partner' }), 'me', now)).toBe(false);
    expect(canChange(message('a', '2026-01-01T11:00:00Z', { sender_type: 'ai', sender_user_id: null }), 'me', now)).toBe(false);
  });
});
