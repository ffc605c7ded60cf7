// Turns a batch of captured changes into postgres_changes messages:
// 1. candidates: channels with a binding on the table whose event and filter match the row;
// 2. tokens: a channel whose token has expired is shut down and gets nothing;
// 3. RLS: ONE database call for the whole batch asks, for every change, which of its candidates'
//    claim sets may SELECT the row image (realtime.visible_rows, see capture-sql.ts);
// 4. delivery, in feed order (= commit order), so every socket sees its changes in commit order.
// The payload is serialised once per change and shared by every recipient.
import type { Queryable } from '../../context';
import type { CapturedChange } from '../capture/change-feed';
import type { Channel } from '../channels/channel';
import type { Hub } from '../channels/hub';
import { isExpired } from '../channels/token';
import { encodeRawPayloadFrame } from '../protocol/serializer';
import { rowMatches } from './filters';
import { TableMetaCache, trimOldRecord, type TableMeta } from './table-meta';

interface Recipient {
  channel: Channel;
  ids: number[];
  /** Index into the change's claim sets. */
  claimIndex: number;
}

interface PendingChange {
  change: CapturedChange;
  meta: TableMeta;
  recipients: Recipient[];
  /** Distinct tokens of the recipients; their claims go to the visibility check. */
  claims: Record<string, unknown>[];
}

/**
 * Changes per visibility call: bounds the size of one statement under a burst of writes. A whole
 * feed batch fits, so each subscriber's rows of the batch are tested together (one statement per
 * subscriber and table, see realtime.visible_rows).
 */
const VISIBILITY_CHUNK = 1000;

export class PostgresChangesDispatcher {
  private readonly meta: TableMetaCache;

  constructor(
    private readonly db: Queryable,
    private readonly hub: Hub,
    private readonly expired: (channel: Channel) => void,
  ) {
    this.meta = new TableMetaCache(db);
  }

  /** Forget cached table shapes (after DDL). */
  clearTableCache(): void {
    this.meta.clear();
  }

  async dispatch(changes: CapturedChange[]): Promise<void> {
    const pending: PendingChange[] = [];
    const now = Date.now();
    for (const change of changes) {
      const candidates = this.hub.postgresCandidates(change.schema, change.table);
      if (candidates.length === 0) continue;
      const image = change.type === 'DELETE' ? change.oldRecord : change.record;
      const meta = await this.meta.forRow(change.relid, image);
      if (!meta) continue;
      const item: PendingChange = { change, meta, recipients: [], claims: [] };
      const claimIndexByToken = new Map<string, number>();
      for (const channel of candidates) {
        if (channel.closed) continue;
        const ids: number[] = [];
        for (const binding of channel.bindings) {
          if (binding.schema !== change.schema) continue;
          if (binding.table !== undefined && binding.table !== change.table) continue;
          if (binding.event !== '*' && binding.event !== change.type) continue;
          if (!rowMatches(binding.conditions, image, meta.columnTypes)) continue;
          if (!ids.includes(binding.id)) ids.push(binding.id);
        }
        if (ids.length === 0) continue;
        if (isExpired(channel.claims, now)) {
          this.expired(channel);
          continue;
        }
        let claimIndex = claimIndexByToken.get(channel.token);
        if (claimIndex === undefined) {
          claimIndex = item.claims.length;
          claimIndexByToken.set(channel.token, claimIndex);
          item.claims.push(channel.claims);
        }
        item.recipients.push({ channel, ids, claimIndex });
      }
      if (item.recipients.length > 0) pending.push(item);
    }

    for (let start = 0; start < pending.length; start += VISIBILITY_CHUNK) {
      const chunk = pending.slice(start, start + VISIBILITY_CHUNK);
      const visible = await this.visibleClaimIndexes(chunk);
      chunk.forEach((item, index) => this.deliver(item, visible[index] ?? []));
    }
  }

  private async visibleClaimIndexes(chunk: PendingChange[]): Promise<number[][]> {
    const input = chunk.map((item) => ({
      relid: item.change.relid,
      image: item.change.type === 'DELETE' ? item.change.oldRecord : item.change.record,
      claims: item.claims,
    }));
    const result = await this.db.query<{ visible: number[][] | string }>('select realtime.visible_rows($1::jsonb) as visible', [
      JSON.stringify(input),
    ]);
    const raw = result.rows[0]?.visible;
    const parsed: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    return Array.isArray(parsed) ? (parsed as number[][]) : [];
  }

  private deliver(item: PendingChange, visibleClaims: number[]): void {
    if (visibleClaims.length === 0) return;
    const allowed = new Set(visibleClaims);
    const dataJson = JSON.stringify(changePayload(item.change, item.meta));
    for (const recipient of item.recipients) {
      if (!allowed.has(recipient.claimIndex) || recipient.channel.closed) continue;
      const { transport, topic } = recipient.channel;
      transport.sendText(
        encodeRawPayloadFrame(
          transport.vsn,
          { join_ref: null, ref: null, topic, event: 'postgres_changes' },
          `{"ids":${JSON.stringify(recipient.ids)},"data":${dataJson}}`,
        ),
      );
    }
  }
}

/** The `data` of a postgres_changes message, in Supabase's shape. */
export function changePayload(change: CapturedChange, meta: TableMeta): Record<string, unknown> {
  const data: Record<string, unknown> = {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.commitTimestamp,
    type: change.type,
    columns: meta.columns,
  };
  if (change.type !== 'DELETE') data.record = change.record ?? {};
  if (change.type !== 'INSERT') data.old_record = trimOldRecord(meta, change.type, change.oldRecord ?? {});
  data.errors = null;
  return data;
}
