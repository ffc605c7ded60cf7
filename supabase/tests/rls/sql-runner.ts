// Runs matrix cells directly in SQL, exactly as PostgREST would for that caller: one transaction,
// `role` and `request.jwt.claims` set locally, the statement, then a rollback so every cell starts
// from the same fixture. Works on PGlite and on any PostgreSQL.
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Actor, People, SqlQueryable } from './fixture';
import { readRow } from './fixture';
import type { Cell, Operation, RpcName, Values } from './matrix';
import { resolvePeople } from './matrix';

export const repoRoot = resolve(__dirname, '..', '..', '..');
export const bootstrapSql = (): string => readFileSync(join(repoRoot, 'backend', 'src', 'db', 'supabase-bootstrap.sql'), 'utf8');
export const migrationFiles = (): string[] =>
  readdirSync(join(repoRoot, 'supabase', 'migrations'))
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => join(repoRoot, 'supabase', 'migrations', f));

/** Normalised result of one cell, comparable across the SQL and the supabase-js runners. */
export type Outcome =
  | { ok: true; rows: Values[]; value?: unknown }
  | { ok: false; code: string; message: string };

/** Fixed user ids for SQL runs (the backend runner uses the ids sign-up gives). */
export const SQL_PEOPLE: People = {
  owner: 'c0000000-0000-4000-8000-000000000001',
  partner: 'c0000000-0000-4000-8000-000000000002',
  stranger: 'c0000000-0000-4000-8000-000000000003',
  staff: 'c0000000-0000-4000-8000-000000000004',
  requester: 'c0000000-0000-4000-8000-000000000005',
  blocked: 'c0000000-0000-4000-8000-000000000006',
  guest: 'c0000000-0000-4000-8000-000000000007',
};

export async function createSqlPeople(db: SqlQueryable, people: People): Promise<void> {
  for (const [who, id] of Object.entries(people)) {
    if (who === 'guest') {
      // An anonymous sign-in: no email, no password.
      await db.query(
        `insert into auth.users (id, aud, role, is_anonymous) values ($1, 'authenticated', 'authenticated', true)
         on conflict (id) do nothing`,
        [id],
      );
      continue;
    }
    await db.query(
      `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at)
       values ($1, 'authenticated', 'authenticated', $2, extensions.crypt('x', extensions.gen_salt('bf', 4)), now())
       on conflict (id) do nothing`,
      [id, `${who}@rls.test`],
    );
  }
}

const RPC_ARG_TYPES: Record<RpcName, Record<string, string>> = {
  is_staff: {},
  get_related_display_names: { ids: 'uuid[]' },
  get_connection_profile_info: { user_id: 'uuid', invite: 'text' },
  get_partner_consent: { partner: 'uuid' },
  list_blocked_people: {},
  block_person: { person: 'uuid' },
  leave_conversation: { conversation_id: 'uuid' },
  get_connect_invite: {},
  renew_connect_invite: {},
  connect_with_invite: { inviter: 'uuid', invite: 'text', relation_type: 'text', status: 'text' },
  mark_conversation_read: { conversation_id: 'uuid', up_to: 'uuid' },
  unread_messages: { since: 'timestamptz' },
  list_conversations: {},
  invitation_preview: { inviter: 'uuid', invite: 'text' },
};
const SCALAR_RPCS = new Set<RpcName>([
  'is_staff', 'block_person', 'leave_conversation', 'get_connect_invite', 'renew_connect_invite', 'connect_with_invite',
  'mark_conversation_read', 'invitation_preview',
]);
export const BUCKET = 'feedback-images';

const ident = (name: string): string => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected identifier ${name}`);
  return name;
};
const pgArray = (values: unknown[]): string => `{${values.map((v) => `"${String(v)}"`).join(',')}}`;

function statementFor(op: Operation): { sql: string; params: unknown[]; rowsColumn?: string } {
  const rec = (table: string, n: number) => `jsonb_populate_record(null::public.${table}, $${n}::jsonb)`;
  switch (op.kind) {
    case 'select': {
      const t = ident(op.table);
      const where = Object.keys(op.match).map((c) => `t.${ident(c)} = m.${ident(c)}`).join(' and ');
      return { sql: `select to_jsonb(t) as row from public.${t} t, ${rec(t, 1)} m where ${where}`, params: [JSON.stringify(op.match)], rowsColumn: 'row' };
    }
    case 'insert': {
      const t = ident(op.table);
      const cols = Object.keys(op.values).map(ident).join(', ');
      return { sql: `insert into public.${t} (${cols}) select ${cols} from ${rec(t, 1)}`, params: [JSON.stringify(op.values)] };
    }
    case 'update': {
      const t = ident(op.table);
      const cols = Object.keys(op.values).map(ident).join(', ');
      const where = Object.keys(op.match).map((c) => `t.${ident(c)} = m.${ident(c)}`).join(' and ');
      return {
        sql: `update public.${t} t set (${cols}) = (select ${cols} from ${rec(t, 1)}) from ${rec(t, 2)} m where ${where} returning to_jsonb(t) as row`,
        params: [JSON.stringify(op.values), JSON.stringify(op.match)],
        rowsColumn: 'row',
      };
    }
    case 'delete': {
      const t = ident(op.table);
      const where = Object.keys(op.match).map((c) => `t.${ident(c)} = m.${ident(c)}`).join(' and ');
      return { sql: `delete from public.${t} t using ${rec(t, 1)} m where ${where} returning to_jsonb(t) as row`, params: [JSON.stringify(op.match)], rowsColumn: 'row' };
    }
    case 'rpc': {
      const types = RPC_ARG_TYPES[op.fn];
      const names = Object.keys(op.args);
      const args = names.map((n, i) => `${ident(n)} => $${i + 1}::${types[n] ?? 'text'}`).join(', ');
      const params = names.map((n) => {
        const v = op.args[n];
        return Array.isArray(v) ? pgArray(v) : v;
      });
      return { sql: `select * from public.${ident(op.fn)}(${args})`, params };
    }
    case 'upload':
      return {
        sql: `insert into storage.objects (bucket_id, name, owner, metadata) values ($1, $2, auth.uid(), '{"mimetype": "image/png", "size": 68}')`,
        params: [BUCKET, op.path],
      };
    case 'sign':
      return { sql: `select name from storage.objects where bucket_id = $1 and name = $2`, params: [BUCKET, op.path] };
  }
}

function claimsFor(actor: Actor, people: People): { role: string; claims: Record<string, unknown> } {
  if (actor === 'anon') return { role: 'anon', claims: { role: 'anon' } };
  if (actor === 'service') return { role: 'service_role', claims: { role: 'service_role' } };
  if (actor === 'guest') {
    return { role: 'authenticated', claims: { sub: people.guest, role: 'authenticated', aud: 'authenticated', is_anonymous: true } };
  }
  return { role: 'authenticated', claims: { sub: people[actor], role: 'authenticated', aud: 'authenticated' } };
}

export interface SqlCellResult {
  outcome: Outcome;
  after?: Values | null;
}

/** Runs one cell inside a transaction that is always rolled back. */
export async function runCellInSql(db: SqlQueryable, cell: Cell, people: People): Promise<SqlCellResult> {
  const op = resolvePeople(cell.op, people);
  const { role, claims } = claimsFor(cell.actor, people);
  const statement = statementFor(op);
  await db.query('begin');
  try {
    await db.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [role, JSON.stringify(claims)]);
    let outcome: Outcome;
    await db.query('savepoint cell');
    try {
      const result = await db.query(statement.sql, statement.params);
      const rows = statement.rowsColumn
        ? result.rows.map((r) => r[statement.rowsColumn as string] as Values)
        : result.rows;
      outcome = op.kind === 'rpc' && SCALAR_RPCS.has(op.fn)
        ? { ok: true, rows, value: rows[0]?.[op.fn] }
        : { ok: true, rows };
    } catch (error) {
      const e = error as { code?: string; message?: string };
      outcome = { ok: false, code: e.code ?? 'unknown', message: e.message ?? String(error) };
      await db.query('rollback to savepoint cell');
    }
    let after: Values | null | undefined;
    if (cell.after) {
      await db.query('reset role');
      after = await readRow(db, cell.after.table, resolvePeople(cell.after.id, people));
    }
    return { outcome: normaliseStorage(op, outcome), after };
  } finally {
    await db.query('rollback');
  }
}

/** Storage cells are judged allowed/denied: an RLS refusal on upload, or an invisible object. */
function normaliseStorage(op: Operation, outcome: Outcome): Outcome {
  if (op.kind === 'upload' && !outcome.ok && outcome.code === '42501') return { ok: false, code: 'denied', message: outcome.message };
  if (op.kind === 'sign' && outcome.ok && outcome.rows.length === 0) return { ok: false, code: 'denied', message: 'object not visible' };
  return outcome;
}
