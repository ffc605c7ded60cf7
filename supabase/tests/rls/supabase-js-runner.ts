// Runs matrix cells through supabase-js against the real backend, as the browser would.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Actor, People } from './fixture';
import type { Cell, Values } from './matrix';
import { resolvePeople } from './matrix';
import { BUCKET, type Outcome } from './sql-runner';

/** A 1×1 transparent PNG: a real image for the images-only bucket. */
export const PNG_BYTES = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGBgAAAABQABpfZFQAAAAABJRU5ErkJggg==', 'base64'),
);

type Clients = Record<Actor, SupabaseClient>;

interface PostgrestLikeError {
  code?: string;
  message?: string;
}
interface StorageLikeError {
  message?: string;
  status?: number;
  statusCode?: string | number;
}

const failed = (error: PostgrestLikeError): Outcome => ({ ok: false, code: error.code ?? 'unknown', message: error.message ?? '' });

/** Storage answers 400 with the real status in the body; RLS refusals are 403, hidden objects 404. */
function storageOutcome(error: StorageLikeError | null, hiddenMeansDenied: boolean): Outcome {
  if (!error) return { ok: true, rows: [] };
  const status = String(error.statusCode ?? error.status ?? '');
  // Only the storage API's own refusals count ("no Route matched" from a missing API does not).
  const hidden = hiddenMeansDenied && status === '404' && /object not found/i.test(error.message ?? '');
  const denied = hidden || (status === '403' && /row-level security|unauthorized|access denied/i.test(error.message ?? '')) ||
    /row-level security/i.test(error.message ?? '');
  return denied ? { ok: false, code: 'denied', message: error.message ?? '' } : { ok: false, code: `storage ${status}`, message: error.message ?? '' };
}

export async function runCellWithSupabaseJs(clients: Clients, cell: Cell, people: People): Promise<Outcome> {
  const op = resolvePeople(cell.op, people);
  const client = clients[cell.actor];
  switch (op.kind) {
    case 'select': {
      const { data, error } = await client.from(op.table).select('*').match(op.match);
      return error ? failed(error) : { ok: true, rows: (data ?? []) as Values[] };
    }
    case 'insert': {
      const { error } = await client.from(op.table).insert(op.values);
      return error ? failed(error) : { ok: true, rows: [] };
    }
    case 'update': {
      const { data, error } = await client.from(op.table).update(op.values).match(op.match).select();
      return error ? failed(error) : { ok: true, rows: (data ?? []) as Values[] };
    }
    case 'delete': {
      const { data, error } = await client.from(op.table).delete().match(op.match).select();
      return error ? failed(error) : { ok: true, rows: (data ?? []) as Values[] };
    }
    case 'rpc': {
      const { data, error } = await client.rpc(op.fn, op.args);
      if (error) return failed(error);
      return Array.isArray(data) ? { ok: true, rows: data as Values[] } : { ok: true, rows: [], value: data };
    }
    case 'upload': {
      const { error } = await client.storage
        .from(BUCKET)
        .upload(op.path, new Blob([PNG_BYTES], { type: 'image/png' }), { contentType: 'image/png' });
      return storageOutcome(error as StorageLikeError | null, false);
    }
    case 'sign': {
      const { data, error } = await client.storage.from(BUCKET).createSignedUrl(op.path, 3600);
      if (!error && !data?.signedUrl) return { ok: false, code: 'storage no url', message: '' };
      return storageOutcome(error as StorageLikeError | null, true);
    }
  }
}
