import type { FakeBackend, FakeProfile, FakeRelationship } from './fakeSupabaseBackend';
import { nextTimestamp } from './fakeSupabaseBackend';

export const ME = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const SPOUSE = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
export const SISTER = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
export const NAMELESS = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
export const STRANGER = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';

export const PROFILES: FakeProfile[] = [
  { id: ME, display_name: 'Rivka', first_name: 'Rivka', last_name: 'Cohen' },
  { id: SPOUSE, display_name: 'Yosef', first_name: 'Yosef', last_name: 'Cohen' },
  { id: SISTER, display_name: null, first_name: 'Leah', last_name: 'Katz' },
  { id: NAMELESS, display_name: null, first_name: null, last_name: null },
  { id: STRANGER, display_name: 'Shimon', first_name: 'Shimon', last_name: 'Bar' },
];

export function link(backend: FakeBackend, fields: Partial<FakeRelationship> & Pick<FakeRelationship, 'user_id' | 'related_user_id'>): FakeRelationship {
  const row: FakeRelationship = {
    id: `11111111-0000-4000-8000-${String(backend.relationships.length + 1).padStart(12, '0')}`,
    relation_type: 'spouse',
    status: null,
    notes: null,
    rabbi_involved: null,
    beit_din_involved: null,
    relationship_status: null,
    created_at: nextTimestamp(),
    ...fields,
  };
  backend.relationships.push(row);
  return row;
}
