// Issue 36, item 8: `.explain()` honours `pgrst.db_plan_enabled` as PostgREST's db-plan-enabled —
// refused in PostgREST's shape while the database leaves it off (test/compat/rest-reads.test.ts),
// answered with EXPLAIN of the request's own statement once `alter role authenticator set
// pgrst.db_plan_enabled to 'true'`: as the caller (RLS), read-only for reads, writes kept only
// without `tx=rollback`.
import type { SupabaseClient } from '@supabase/supabase-js';
import { invalidateCatalog } from '../../src/rest';
import type { SignedUpUser, TestBackend } from '../harness';
import { startRestCompatBackend } from '../compat/rest-compat-backend';

let backend: TestBackend;
let service: SupabaseClient;
let alice: SignedUpUser;
let bob: SignedUpUser;

async function setPlanEnabled(value: string | null): Promise<void> {
  await backend.sql(value === null ? 'alter role authenticator reset pgrst.db_plan_enabled' : `alter role authenticator set pgrst.db_plan_enabled to '${value}'`);
  // The setting is read with the schema cache, as PostgREST reads its in-database configuration.
  invalidateCatalog(backend.context().db);
}

type PlanNode = { 'Node Type': string; 'Actual Rows'?: number; Plans?: PlanNode[] };
type JsonPlan = { Plan: PlanNode }[];

/** The rows the scan of `notes` produced (EXPLAIN ANALYZE), wherever it sits in the tree. */
function scannedRows(plan: PlanNode): number | undefined {
  if (/Scan/.test(plan['Node Type'])) return plan['Actual Rows'];
  for (const child of plan.Plans ?? []) {
    const rows = scannedRows(child);
    if (rows !== undefined) return rows;
  }
  return undefined;
}

beforeAll(async () => {
  ({ backend, service, alice, bob } = await startRestCompatBackend());
  expect((await alice.client.from('notes').insert([{ body: 'a' }, { body: 'b' }])).error).toBeNull();
  await setPlanEnabled('true');
});

afterAll(async () => {
  await backend?.stop();
});

describe('with pgrst.db_plan_enabled', () => {
  it('answers explain() in text and JSON with PostgREST\'s media types', async () => {
    const text = await service.from('notes').select('id, body').explain();
    expect(text.error).toBeNull();
    expect(text.status).toBe(200);
    expect(text.data).toMatch(/\(cost=\d/);
    const response = await fetch(`${backend.url}/rest/v1/notes?select=id`, {
      headers: { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}`, accept: 'application/vnd.pgrst.plan+json; for="application/json"; options=verbose|analyze' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.pgrst.plan+json; for="application/json"; options=analyze|verbose; charset=utf-8');
    const plan = (await response.json()) as JsonPlan;
    expect(plan[0]?.Plan['Node Type']).toEqual(expect.any(String));
  });

  it('plans as the caller: ANALYZE counts only the rows RLS lets the caller read', async () => {
    const own = await alice.client.from('notes').select('id').explain({ analyze: true, format: 'json' });
    const other = await bob.client.from('notes').select('id').explain({ analyze: true, format: 'json' });
    expect(own.error).toBeNull();
    expect(scannedRows((own.data as unknown as JsonPlan)[0]!.Plan)).toBe(2);
    expect(scannedRows((other.data as unknown as JsonPlan)[0]!.Plan)).toBe(0);
  });

  it('explains a single-object read and an RPC', async () => {
    const single = await fetch(`${backend.url}/rest/v1/notes?select=id&limit=1`, {
      headers: { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}`, accept: 'application/vnd.pgrst.plan+json; for="application/vnd.pgrst.object+json"' },
    });
    expect(single.status).toBe(200);
    expect(single.headers.get('content-type')).toBe('application/vnd.pgrst.plan+json; for="application/vnd.pgrst.object+json"; charset=utf-8');
    expect(await single.json()).toEqual([expect.objectContaining({ Plan: expect.any(Object) })]);
    const rpc = await alice.client.rpc('my_notes').explain({ format: 'json' });
    expect(rpc.error).toBeNull();
    expect(rpc.data).toEqual([expect.objectContaining({ Plan: expect.any(Object) })]);
  });

  it('a write explained with ANALYZE and tx=rollback writes nothing; without rollback it is kept', async () => {
    const before = await backend.sql<{ n: string }>("select count(*)::text as n from public.notes where body = 'planned'");
    const rolledBack = await fetch(`${backend.url}/rest/v1/notes`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        authorization: `Bearer ${alice.session.access_token}`,
        'content-type': 'application/json',
        accept: 'application/vnd.pgrst.plan+json; options=analyze',
        prefer: 'tx=rollback',
      },
      body: JSON.stringify({ body: 'planned' }),
    });
    expect(rolledBack.status).toBe(200);
    expect(rolledBack.headers.get('preference-applied')).toBe('tx=rollback');
    expect(((await rolledBack.json()) as JsonPlan)[0]?.Plan).toBeDefined();
    const after = await backend.sql<{ n: string }>("select count(*)::text as n from public.notes where body = 'planned'");
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('a read stays read-only: EXPLAIN ANALYZE of a function that writes fails as the read would', async () => {
    const viaGet = await alice.client.rpc('add_note', { note_body: 'sneaky' }, { get: true }).explain({ analyze: true });
    expect(viaGet.error).toMatchObject({ code: '25006' });
    const kept = await backend.sql<{ n: string }>("select count(*)::text as n from public.notes where body = 'sneaky'");
    expect(kept.rows[0]?.n).toBe('0');
  });
});

describe('switched off again', () => {
  it('refuses explain() with 406 PGRST107 once the setting is reset', async () => {
    await setPlanEnabled('off');
    const { status, error } = await service.from('notes').select('id').explain();
    expect(status).toBe(406);
    expect(error).toMatchObject({ code: 'PGRST107', message: 'None of these media types are available: application/vnd.pgrst.plan+text; for="application/json"' });
    await setPlanEnabled(null);
    expect((await service.from('notes').select('id').explain()).status).toBe(406);
  });
});
