// Realtime Authorization for private channels, done the way Supabase Realtime does it
// (lib/realtime/tenants/authorization.ex): the project's RLS policies on realtime.messages decide,
// with realtime.topic() naming the channel. In one transaction that is always rolled back:
// - read: the server inserts one probe row per extension (broadcast, presence) for the topic as
//   itself, then, as the caller, selects them back; a probe the policies hide is a "no";
// - write: as the caller, inserts a broadcast row and a presence row, each in a savepoint; a row the
//   policies refuse (42501) is a "no".
// Nothing is left in the table. This runs once per join and once per token change, never per
// message; the answers are kept on the channel.
import type { Logger } from 'pino';
import type { BackendContext, Caller, JwtClaims, Queryable } from '../../context';

export interface ExtensionPolicy {
  read: boolean;
  write: boolean;
}

export interface ChannelPolicies {
  broadcast: ExtensionPolicy;
  presence: ExtensionPolicy;
}

export type AuthorizationOutcome = { ok: true; policies: ChannelPolicies } | { ok: false; message: string };

const DENY_ALL: ChannelPolicies = {
  broadcast: { read: false, write: false },
  presence: { read: false, write: false },
};

/** Supabase's reason, both in a refused join (after "Unauthorized: ") and when a token change ends the channel. */
export function readRefusedMessage(topic: string): string {
  return `You do not have permissions to read from this Channel topic: ${topic}`;
}

export function writeRefusedMessage(topic: string, extension: 'broadcast' | 'presence'): string {
  return extension === 'broadcast'
    ? `You do not have permissions to broadcast to this Channel topic: ${topic}`
    : `You do not have permissions to track presence on this Channel topic: ${topic}`;
}

/** What Supabase answers when the policies could not be evaluated at all. */
const DATABASE_UNAVAILABLE = 'Realtime was unable to connect to the project database';

/** Carries the answers out of the transaction and makes it roll back. */
class RollbackWithPolicies extends Error {
  constructor(readonly policies: ChannelPolicies) {
    super('realtime authorization probe (rolled back)');
  }
}

/** SQLSTATE classes that mean the database, not the policy, failed. */
const UNAVAILABLE_CLASSES = new Set(['08', '53', '57', '58']);

function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

async function canInsert(tx: Queryable, topic: string, extension: 'broadcast' | 'presence', log: Logger): Promise<boolean> {
  await tx.query('savepoint realtime_write_probe');
  try {
    // No RETURNING: that would also need the SELECT policies.
    await tx.query('insert into realtime.messages (topic, extension) values ($1, $2)', [topic, extension]);
    await tx.query('release savepoint realtime_write_probe');
    return true;
  } catch (error) {
    await tx.query('rollback to savepoint realtime_write_probe');
    // 42501 is RLS refusing the row; anything else is a policy that fails, which refuses too.
    if (sqlState(error) !== '42501') log.warn({ err: error, topic, extension }, 'realtime: a write policy on realtime.messages failed');
    return false;
  }
}

async function probe(tx: Queryable, caller: Caller, topic: string, log: Logger): Promise<ChannelPolicies> {
  // The probes are the server's rows, not the caller's writes: insert them as the session's own
  // role (the table's owner, so RLS does not apply), then go back to the caller's role.
  await tx.query("select set_config('role', 'none', true)");
  const inserted = await tx.query<{ id: string; extension: string }>(
    "insert into realtime.messages (topic, extension) values ($1, 'broadcast'), ($1, 'presence') returning id, extension",
    [topic],
  );
  const broadcastId = inserted.rows.find((row) => row.extension === 'broadcast')?.id;
  const presenceId = inserted.rows.find((row) => row.extension === 'presence')?.id;
  await tx.query("select set_config('role', $1, true), set_config('realtime.topic', $2, true)", [caller.role, topic]);

  const visible = await tx.query<{ id: string }>(
    `select id from realtime.messages
     where topic = $1 and ((extension = 'broadcast' and id = $2) or (extension = 'presence' and id = $3))`,
    [topic, broadcastId, presenceId],
  );
  const seen = new Set(visible.rows.map((row) => row.id));
  return {
    broadcast: { read: seen.has(broadcastId ?? ''), write: await canInsert(tx, topic, 'broadcast', log) },
    presence: { read: seen.has(presenceId ?? ''), write: await canInsert(tx, topic, 'presence', log) },
  };
}

/**
 * Evaluates the caller's permissions on a private channel's topic (the channel name without
 * "realtime:"). A policy that raises an error counts as a refusal; a database that cannot be
 * reached refuses with Supabase's message for it.
 */
export async function authorizeChannel(
  ctx: BackendContext,
  claims: JwtClaims,
  token: string,
  topic: string,
  log: Logger,
): Promise<AuthorizationOutcome> {
  const caller: Caller = { role: claims.role, claims, token };
  try {
    await ctx.asCaller(caller, async (tx) => {
      throw new RollbackWithPolicies(await probe(tx, caller, topic, log));
    });
  } catch (error) {
    if (error instanceof RollbackWithPolicies) return { ok: true, policies: error.policies };
    const state = sqlState(error);
    if (state !== undefined && !UNAVAILABLE_CLASSES.has(state.slice(0, 2))) {
      log.warn({ err: error, topic }, 'realtime: a read policy on realtime.messages failed; the channel is refused');
      return { ok: true, policies: DENY_ALL };
    }
    log.error({ err: error, topic }, 'realtime: could not evaluate the channel policies');
    return { ok: false, message: DATABASE_UNAVAILABLE };
  }
  // asCaller only returns by throwing above.
  return { ok: true, policies: DENY_ALL };
}
