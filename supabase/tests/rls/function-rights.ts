import type { SqlQueryable } from './fixture';

/**
 * How a function of the private schema may run: volatility, security definer, its search_path, and
 * who may execute it. The policies' helper functions (readable_conversation_ids, own_ai_chat_ids)
 * must be stable definers with an empty search_path that only signed-in people may call.
 */
export async function functionRights(db: SqlQueryable, signature: string): Promise<unknown[]> {
  const { rows } = await db.query(
    `select p.provolatile as volatility, p.prosecdef as definer, p.proconfig as config,
            has_function_privilege('anon', p.oid, 'execute') as anon,
            has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
            exists (select 1 from aclexplode(p.proacl) a where a.grantee = 0 and a.privilege_type = 'EXECUTE') as everyone
     from pg_proc p where p.oid = $1::regprocedure`,
    [signature],
  );
  return rows;
}

export const DEFINER_FOR_SIGNED_IN_ONLY = [{ volatility: 's', definer: true, config: ['search_path=""'], anon: false, authenticated: true, everyone: false }];
