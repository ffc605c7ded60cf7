// Turns a batch of captured changes into postgres_changes messages:
// 1. candidates: channels with a binding on the table whose event and filter match the row;
// 2. tokens: a channel whose token has expired is shut down and gets nothing;
// 3. RLS: the batch's (change, candidate) pairs are grouped here by table and token, and ONE
//    database call asks, for every group, which of its row images that claim set may SELECT
//    (realtime.visible_groups, see capture-sql.ts);
// 4. delivery, in feed order (= commit order), so every socket sees its changes in commit order.
// The payload is serialised once per change and shared by every recipient.
import type { Queryable } from '../../context';
import type { CapturedChange } from '../capture/change-feed';
import type { Channel } from '../channels/channel';
import type { Hub } from '../channels/hub';
import { isExpired } from '../channels/token';
import { encodeRawPayloadFrame } from '../protocol/serializer';
import { equalityKeyOf, rowMatches, valueKeyOf } from './filters';
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
  /** The token of each of `claims`. */
  tokens: string[];
}

/** One subscriber's (token's) rows of one table in a chunk: tested together. */
interface VisibilityGroup {
  relid: number;
  claims: Record<string, unknown>;
  images: (Record<string, unknown> | null)[];
  /** For each image: the chunk's change index and that change's claim index. */
  members: [number, number][];
}

/**
 * A table's candidate channels for one batch, split so a change finds the channels that filter on
 * its own value (`couple_id=eq.<id>`) without testing every subscriber of the table: channels with
 * one binding for the table holding a plain eq on a uuid or text column are indexed by that value;
 * all others are tested for every change. rowMatches still decides for each candidate.
 */
interface CandidateIndex {
  general: Channel[];
  byColumn: Map<string, Map<string, Channel[]>>;
}

function indexCandidates(channels: Channel[], schema: string, table: string, columnTypes: ReadonlyMap<string, string>): CandidateIndex {
  const index: CandidateIndex = { general: [], byColumn: new Map() };
  for (const channel of channels) {
    const applicable = channel.bindings.filter((b) => b.schema === schema && (b.table === undefined || b.table === table));
    let placed = false;
    if (applicable.length === 1) {
      for (const condition of applicable[0]!.conditions) {
        const eq = equalityKeyOf(condition, columnTypes);
        if (!eq) continue;
        let byKey = index.byColumn.get(eq.column);
        if (!byKey) index.byColumn.set(eq.column, (byKey = new Map()));
        const list = byKey.get(eq.key);
        if (list) list.push(channel);
        else byKey.set(eq.key, [channel]);
        placed = true;
        break;
      }
    }
    if (!placed) index.general.push(channel);
  }
  return index;
}

function candidatesFor(index: CandidateIndex, image: Record<string, unknown> | null, columnTypes: ReadonlyMap<string, string>): Channel[] {
  if (index.byColumn.size === 0 || !image) return index.general;
  const found = [...index.general];
  for (const [column, byKey] of index.byColumn) {
    if (!Object.prototype.hasOwnProperty.call(image, column)) continue;
    const key = valueKeyOf(columnTypes.get(column), image[column]);
    const matching = key === undefined ? undefined : byKey.get(key);
    if (matching) found.push(...matching);
  }
  return found;
}

/**
 * Changes per visibility call: bounds the size of one statement under a burst of writes. A whole
 * feed batch fits, so each subscriber's rows of the batch are tested together (see
 * realtime.visible_groups).
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
    // Per table (and its column types) for this batch: the subscribers don't change meanwhile.
    const indexes = new Map<string, { columnTypes: ReadonlyMap<string, string>; index: CandidateIndex }>();
    for (const change of changes) {
      const tableKey = `${change.schema}\u0000${change.table}`;
      const image = change.type === 'DELETE' ? change.oldRecord : change.record;
      let indexed = indexes.get(tableKey);
      if (!indexed) {
        const all = this.hub.postgresCandidates(change.schema, change.table);
        if (all.length === 0) continue;
        const tableMeta = await this.meta.forRow(change.relid, image);
        if (!tableMeta) continue;
        indexed = { columnTypes: tableMeta.columnTypes, index: indexCandidates(all, change.schema, change.table, tableMeta.columnTypes) };
        indexes.set(tableKey, indexed);
      }
      const meta = await this.meta.forRow(change.relid, image);
      if (!meta) continue;
      // Column types as the index was built with; a table whose shape changed mid-batch is tested whole.
      const candidates =
        meta.columnTypes === indexed.columnTypes
          ? candidatesFor(indexed.index, image, meta.columnTypes)
          : this.hub.postgresCandidates(change.schema, change.table);
      if (candidates.length === 0) continue;
      const item: PendingChange = { change, meta, recipients: [], claims: [], tokens: [] };
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
          item.tokens.push(channel.token);
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
    const groups: VisibilityGroup[] = [];
    const byKey = new Map<string, VisibilityGroup>();
    chunk.forEach((item, changeIndex) => {
      const image = item.change.type === 'DELETE' ? item.change.oldRecord : item.change.record;
      item.claims.forEach((claims, claimIndex) => {
        const key = `${item.change.relid}\u0000${item.tokens[claimIndex]}`;
        let group = byKey.get(key);
        if (!group) {
          group = { relid: item.change.relid, claims, images: [], members: [] };
          byKey.set(key, group);
          groups.push(group);
        }
        group.images.push(image);
        group.members.push([changeIndex, claimIndex]);
      });
    });
    const visible: number[][] = chunk.map(() => []);
    if (groups.length === 0) return visible;
    const input = groups.map((group) => ({ relid: group.relid, claims: group.claims, images: group.images }));
    const result = await this.db.query<{ visible: number[][] | string }>('select realtime.visible_groups($1::jsonb) as visible', [
      JSON.stringify(input),
    ]);
    const raw = result.rows[0]?.visible;
    const parsed: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    if (!Array.isArray(parsed)) return visible;
    // [[group index, [positions in its images]], ...]; a group left out sees nothing.
    for (const answer of parsed as unknown[]) {
      if (!Array.isArray(answer) || typeof answer[0] !== 'number' || !Array.isArray(answer[1])) continue;
      const group = groups[answer[0]];
      if (!group) continue;
      for (const position of answer[1] as unknown[]) {
        const member = typeof position === 'number' ? group.members[position] : undefined;
        if (member) visible[member[0]]!.push(member[1]);
      }
    }
    return visible;
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
