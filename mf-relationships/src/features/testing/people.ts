import type { FakeBackend, FakeProfile, FakeRelationship } from './fakeSupabaseBackend';
import { nextTimestamp } from './fakeSupabaseBackend';

export const ME = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const SPOUSE = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
export const SISTER = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
export const NAMELESS = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
export const STRANGER = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
/** An id nobody has. */
export const NOBODY = '99999999-9999-4999-8999-999999999999';

export const PROFILES: FakeProfile[] = [
  { id: ME, display_name: 'Rivka', first_name: 'Rivka', last_name: 'Cohen' },
  { id: SPOUSE, display_name: 'Yosef', first_name: 'Yosef', last_name: 'Cohen' },
  { id: SISTER, display_name: null, first_name: 'Leah', last_name: 'Katz' },
  { id: NAMELESS, display_name: null, first_name: null, last_name: null },
  { id: STRANGER, display_name: 'Shimon', first_name: 'Shimon', last_name: 'Bar' },
];

type LinkFields = Partial<FakeRelationship> & Pick<FakeRelationship, 'user_id' | 'related_user_id'>;

/** A link both sides accepted (unless the fields say otherwise). */
export function link(backend: FakeBackend, fields: LinkFields): FakeRelationship {
  const row: FakeRelationship = {
    id: `11111111-0000-4000-8000-${String(backend.relationships.length + 1).padStart(12, '0')}`,
    relation_type: 'spouse',
    status: null,
    notes: null,
    rabbi_involved: null,
    beit_din_involved: null,
    relationship_status: null,
    connection_state: 'accepted',
    created_at: nextTimestamp(),
    ...fields,
  };
  backend.relationships.push(row);
  return row;
}

/** A request from user_id to related_user_id, still waiting. */
export function request(backend: FakeBackend, fields: LinkFields): FakeRelationship {
  return link(backend, { ...fields, connection_state: 'requested' });
}

export function block(backend: FakeBackend, blocker: string, blocked: string): void {
  backend.blocks.push({ blocker_id: blocker, blocked_id: blocked, created_at: nextTimestamp() });
}
