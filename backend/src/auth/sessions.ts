// Sessions and refresh tokens, GoTrue's model: every refresh token is single use. Presenting a
// rotated token again within the grace interval (two tabs refreshing at once, a response lost on
// the way) yields the token that already replaced it, so a session never forks into two live
// chains; any later reuse means the token leaked, so the whole session is revoked.
// Only SHA-256 hashes of refresh tokens are stored. So that the replacement can be handed out
// again without storing it, it is derived from the token it replaces with a server-side key
// (HMAC): whoever presents the parent within the window can be given the child, while a copy of
// the database, or a stolen parent without the key, yields nothing.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Queryable } from '../context';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The key that derives each refresh token's successor; taken from the JWT secret. */
export type RefreshChainKey = Buffer;

export function refreshChainKey(jwtSecret: string): RefreshChainKey {
  return createHmac('sha256', jwtSecret).update('shalom auth: refresh token chain v1').digest();
}

/** The token that replaces `parent` when it is rotated: 32 bytes, like a fresh one. */
function childToken(key: RefreshChainKey, parent: string): string {
  return createHmac('sha256', key).update(parent).digest('base64url');
}

/** How far a chain can have moved on within one reuse window; a bound on the walk below. */
const MAX_CHAIN_WALK = 32;

export interface AmrEntry {
  method: string;
  timestamp: number;
}

export interface SessionInfo {
  sessionId: string;
  userId: string;
  refreshToken: string;
  amr: AmrEntry[];
  /** 'aal1', or 'aal2' once a second factor was verified in this session. */
  aal: 'aal1' | 'aal2';
}

async function issueRefreshToken(
  tx: Queryable,
  userId: string,
  sessionId: string,
  parentHash: string | null,
  token: string,
): Promise<string> {
  await tx.query(
    'insert into auth.refresh_tokens (token_hash, parent_hash, user_id, session_id) values ($1, $2, $3, $4)',
    [hashToken(token), parentHash, userId, sessionId],
  );
  return token;
}

export async function createSession(
  tx: Queryable,
  userId: string,
  method: string,
  client: { ip: string; userAgent: string | undefined },
): Promise<SessionInfo> {
  const amr: AmrEntry[] = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
  const created = await tx.query<{ id: string }>(
    'insert into auth.sessions (user_id, user_agent, ip, amr) values ($1, $2, $3, $4) returning id',
    [userId, client.userAgent?.slice(0, 512) ?? null, client.ip, JSON.stringify(amr)],
  );
  const sessionId = created.rows[0]!.id;
  const refreshToken = await issueRefreshToken(tx, userId, sessionId, null, newOpaqueToken());
  return { sessionId, userId, refreshToken, amr, aal: 'aal1' };
}

export type RefreshOutcome =
  | { kind: 'rotated'; session: SessionInfo }
  | { kind: 'not_found' }
  | { kind: 'reused'; sessionId: string; userId: string };

/**
 * The live token of the chain that `token` started: its child, or the child's child, and so on
 * (the chain may have moved on more than once within the window). Undefined when the chain breaks.
 */
async function liveDescendant(tx: Queryable, key: RefreshChainKey, sessionId: string, token: string): Promise<string | undefined> {
  let current = token;
  for (let step = 0; step < MAX_CHAIN_WALK; step++) {
    const child = childToken(key, current);
    const found = await tx.query<{ revoked: boolean }>(
      'select revoked from auth.refresh_tokens where token_hash = $1 and session_id = $2',
      [hashToken(child), sessionId],
    );
    const row = found.rows[0];
    if (!row) return undefined;
    if (!row.revoked) return child;
    current = child;
  }
  return undefined;
}

/**
 * Rotates a refresh token. A rotated token presented again within the grace interval gets the
 * chain's live token, not a new one. A reuse after it deletes the session (and with it every
 * refresh token of it); the caller must let the transaction COMMIT before reporting the error.
 */
export async function rotateRefreshToken(
  tx: Queryable,
  token: string,
  graceSeconds: number,
  key: RefreshChainKey,
): Promise<RefreshOutcome> {
  const tokenHash = hashToken(token);
  const found = await tx.query<{
    user_id: string;
    session_id: string;
    revoked: boolean;
    within_grace: boolean;
    amr: AmrEntry[];
    aal: 'aal1' | 'aal2';
  }>(
    `select t.user_id, t.session_id, t.revoked,
            t.updated_at > now() - make_interval(secs => $2) as within_grace, s.amr, s.aal
       from auth.refresh_tokens t join auth.sessions s on s.id = t.session_id
      where t.token_hash = $1
      for update of t`,
    [tokenHash, graceSeconds],
  );
  const row = found.rows[0];
  if (!row) return { kind: 'not_found' };
  if (row.revoked && !row.within_grace) {
    await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
    return { kind: 'reused', sessionId: row.session_id, userId: row.user_id };
  }
  let refreshToken: string;
  if (row.revoked) {
    // Within the window: hand out the token that already replaced this one. A chain that does not
    // lead to a live token (rotated before tokens were derived, or ended) has nothing to give.
    const live = await liveDescendant(tx, key, row.session_id, token);
    if (!live) return { kind: 'not_found' };
    refreshToken = live;
  } else {
    await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token_hash = $1', [tokenHash]);
    refreshToken = await issueRefreshToken(tx, row.user_id, row.session_id, tokenHash, childToken(key, token));
  }
  await tx.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [row.session_id]);
  return { kind: 'rotated', session: { sessionId: row.session_id, userId: row.user_id, refreshToken, amr: row.amr, aal: row.aal } };
}

/**
 * Raises a session to aal2 after a verified second factor, as GoTrue does: the method joins the
 * amr list (newest first) and the session's refresh token is replaced by a fresh one (not derived:
 * the old token must not lead to an aal2 pair), so the caller answers with a new pair.
 */
export async function upgradeSession(
  tx: Queryable,
  sessionId: string,
  method: string,
): Promise<SessionInfo | undefined> {
  const entry: AmrEntry = { method, timestamp: Math.floor(Date.now() / 1000) };
  const updated = await tx.query<{ user_id: string; amr: AmrEntry[] }>(
    `update auth.sessions set aal = 'aal2', amr = $2::jsonb || amr, updated_at = now()
      where id = $1 returning user_id, amr`,
    [sessionId, JSON.stringify([entry])],
  );
  const row = updated.rows[0];
  if (!row) return undefined;
  // As GoTrue: the user's sessions still at aal1 end — one signed in with a stolen password before
  // the second factor was set up must not outlive it.
  await tx.query("delete from auth.sessions where user_id = $1 and aal = 'aal1'", [row.user_id]);
  const live = await tx.query<{ token_hash: string }>(
    'select token_hash from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1',
    [sessionId],
  );
  await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked', [sessionId]);
  const refreshToken = await issueRefreshToken(tx, row.user_id, sessionId, live.rows[0]?.token_hash ?? null, newOpaqueToken());
  return { sessionId, userId: row.user_id, refreshToken, amr: row.amr, aal: 'aal2' };
}

export async function sessionExists(db: Queryable, sessionId: string): Promise<boolean> {
  const found = await db.query('select 1 from auth.sessions where id = $1', [sessionId]);
  return found.rows.length > 0;
}

export type LogoutScope = 'global' | 'local' | 'others';

export async function endSessions(tx: Queryable, userId: string, sessionId: string | undefined, scope: LogoutScope): Promise<void> {
  if (scope === 'global' || !sessionId) {
    if (scope !== 'others') await tx.query('delete from auth.sessions where user_id = $1', [userId]);
    return;
  }
  if (scope === 'local') {
    await tx.query('delete from auth.sessions where id = $1 and user_id = $2', [sessionId, userId]);
  } else {
    await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
  }
}
