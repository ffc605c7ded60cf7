// At every start of the embedded database (issue 36): every relation the catalog lists must have a
// file that can hold it, with a readable first page. PGlite, like PostgreSQL, only notices damage
// when it reads a damaged page, and a table file cut to 0 bytes is no damaged page at all: it reads
// as an empty table ("*/0") and the start succeeds. So, for each table, index, TOAST table and
// sequence of this database and of the shared catalogs:
// - its file exists;
// - a 0-byte file is where one must be: an index always keeps its metapage, a sequence its one
//   page, and a table that had pages at its last VACUUM/ANALYZE (only VACUUM shrinks a table, and
//   it records the new size) or whose index still points into it has lost them;
// - its first page passes PostgreSQL's own check (bufpage.c, PageIsVerified): all zeroes (a new
//   page), or a sane header and, with data checksums on, the right checksum.
// Damage further into a file is caught by the checksums when the page is read.
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { endianness } from 'node:os';
import { join } from 'node:path';

const BLCKSZ = 8192;

/** storage/checksum_impl.h */
const N_SUMS = 32;
const FNV_PRIME = 16777619;
const CHECKSUM_BASE_OFFSETS = Uint32Array.from([
  0x5b1f36e9, 0xb8525960, 0x02ab50aa, 0x1de66d2a, 0x79ff467a, 0x9bb9f8a3, 0x217e7cd2, 0x83e13d2c, 0xf8d4474f, 0xe39eb970, 0x42c6ae16,
  0x993216fa, 0x7b093b5d, 0x98daff3c, 0xf718902a, 0x0b1c9cdb, 0xe58f764b, 0x187636bc, 0x5d7b3bb1, 0xe73de7de, 0x92bec979, 0xcca6c0b2,
  0x304a0979, 0x85aa43d4, 0x783125bb, 0x6ca8eaa2, 0xe407eac6, 0x4b5cfc3e, 0x9fbf8c76, 0x15ca20be, 0xf2ca9fd3, 0x959bd756,
]);

/** The page as PostgreSQL's checksum reads it: native (little-endian) 32-bit words. */
function pageWords(page: Uint8Array): Uint32Array {
  const words = new Uint32Array(BLCKSZ / 4);
  if (LITTLE_ENDIAN) new Uint8Array(words.buffer).set(page.subarray(0, BLCKSZ));
  else {
    const view = new DataView(page.buffer, page.byteOffset, BLCKSZ);
    for (let i = 0; i < words.length; i += 1) words[i] = view.getUint32(i * 4, true);
  }
  return words;
}

const LITTLE_ENDIAN = endianness() === 'LE';

/** PostgreSQL's pg_checksum_page: FNV-1a in 32 lanes over the page (its checksum field as zero), then the block number. */
export function pageChecksum(page: Uint8Array, blockNumber: number): number {
  const words = pageWords(page);
  // pd_checksum is bytes 8-9: the low half of word 2.
  words[2] = words[2]! & 0xffff0000;
  const sums = new Uint32Array(CHECKSUM_BASE_OFFSETS);
  for (let at = 0; at < words.length; at += N_SUMS) {
    for (let lane = 0; lane < N_SUMS; lane += 1) {
      const tmp = sums[lane]! ^ words[at + lane]!;
      sums[lane] = Math.imul(tmp, FNV_PRIME) ^ (tmp >>> 17);
    }
  }
  for (let round = 0; round < 2; round += 1) {
    for (let lane = 0; lane < N_SUMS; lane += 1) {
      const tmp = sums[lane]!;
      sums[lane] = Math.imul(tmp, FNV_PRIME) ^ (tmp >>> 17);
    }
  }
  let result = 0;
  for (let lane = 0; lane < N_SUMS; lane += 1) result ^= sums[lane]!;
  return (((result ^ blockNumber) >>> 0) % 65535) + 1;
}

/** Why a first page fails PageIsVerified, or undefined when it passes. */
export function firstPageFault(page: Uint8Array, checksums: boolean): string | undefined {
  const view = new DataView(page.buffer, page.byteOffset, BLCKSZ);
  const upper = view.getUint16(14, true);
  if (upper === 0) {
    // PageIsNew: valid only if it is all zeroes.
    return page.every((byte) => byte === 0) ? undefined : 'its first page is neither empty nor a valid page';
  }
  const flags = view.getUint16(10, true);
  const lower = view.getUint16(12, true);
  const special = view.getUint16(16, true);
  const saneHeader = (flags & ~0x0007) === 0 && lower <= upper && upper <= special && special <= BLCKSZ && special % 8 === 0;
  if (!saneHeader) return 'its first page has no valid page header';
  if (checksums && pageChecksum(page, 0) !== view.getUint16(8, true)) return 'its first page fails its checksum';
  return undefined;
}

type Query = <Row>(sql: string) => Promise<{ rows: Row[] }>;

interface Relation {
  oid: number;
  name: string;
  kind: 'r' | 'i' | 't' | 'm' | 'S';
  pages: number;
  /** Only for an index: built and usable (a failed CREATE INDEX CONCURRENTLY leaves an empty one). */
  built: boolean;
  /** Its file (main fork, first segment), relative to pgdata. */
  path: string;
}

const KIND_WORDS: Record<Relation['kind'], string> = { r: 'table', i: 'index', t: 'TOAST table', m: 'materialized view', S: 'sequence' };

const RELATIONS_SQL = `
  select c.oid::int as oid, format('%I.%I', n.nspname, c.relname) as name, c.relkind as kind, c.relpages::int as pages,
         coalesce(i.indisvalid and i.indisready, true) as built, pg_relation_filepath(c.oid) as path
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  left join pg_index i on i.indexrelid = c.oid
  where c.relkind in ('r', 'i', 't', 'm', 'S') and c.relpersistence <> 't'`;

/** For tables: a usable B-tree index whose first key is a column (for the probe below). */
const PROBE_INDEXES_SQL = `
  select distinct on (i.indrelid) i.indrelid::int as table_oid, i.indexrelid::int as index_oid, quote_ident(a.attname) as column_name
  from pg_index i
  join pg_class ic on ic.oid = i.indexrelid
  join pg_am am on am.oid = ic.relam and am.amname = 'btree'
  join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
  where i.indisvalid and i.indisready and i.indkey[0] <> 0
  order by i.indrelid, i.indexrelid`;

function readFirstPage(file: string): Uint8Array {
  const page = new Uint8Array(BLCKSZ);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, page, 0, BLCKSZ, 0);
  } finally {
    closeSync(fd);
  }
  return page;
}

export class DamagedRelationError extends Error {}

/**
 * Throws DamagedRelationError naming the first damaged relation file of the database in `pgdata`,
 * what is wrong with it and what to do. `query` runs SQL on that database as its owner; `probe`
 * runs one statement in a transaction of its own with the given settings (index scans only).
 */
export async function verifyRelationFiles(pgdata: string, query: Query, probe: (sql: string) => Promise<void>): Promise<void> {
  const checksums = (await query<{ data_checksums: string }>('show data_checksums')).rows[0]?.data_checksums === 'on';
  const relations = (await query<Relation>(RELATIONS_SQL)).rows;
  const damaged = (relation: Relation, file: string, fault: string): DamagedRelationError =>
    new DamagedRelationError(
      `The database in ${pgdata} is damaged: the file ${file} (${KIND_WORDS[relation.kind]} ${relation.name}) ${fault}. ` +
        'Restore the data folder from a backup (see "Backups" in backend/README.md); nothing has been changed.',
    );

  const sizes = new Map<number, number>();
  const emptyTables: Relation[] = [];
  for (const relation of relations) {
    const file = join(pgdata, relation.path);
    let size: number;
    try {
      size = statSync(file).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw damaged(relation, file, 'is missing');
      throw error;
    }
    sizes.set(relation.oid, size);
    if (size === 0) {
      if ((relation.kind === 'i' && relation.built) || relation.kind === 'S') {
        throw damaged(relation, file, `is empty, but ${relation.kind === 'i' ? 'an index' : 'a sequence'} always has at least one page`);
      }
      if (relation.pages > 0) {
        throw damaged(relation, file, `is empty, but it had ${relation.pages} page${relation.pages === 1 ? '' : 's'} when it was last vacuumed or analyzed`);
      }
      if (relation.kind !== 'i') emptyTables.push(relation);
      continue;
    }
    if (size < BLCKSZ) throw damaged(relation, file, `is ${size} bytes long: its first page is cut short`);
    const fault = firstPageFault(readFirstPage(file), checksums);
    if (fault) throw damaged(relation, file, fault);
  }

  // An empty table whose index holds more than its metapage: if the index still points into the
  // table, reading a row through it fails (the rows were in the file). After a DELETE and a
  // VACUUM the index holds no entries, and the read finds nothing.
  if (emptyTables.length === 0) return;
  const empty = new Map(emptyTables.map((relation) => [relation.oid, relation]));
  const probes = (await query<{ table_oid: number; index_oid: number; column_name: string }>(PROBE_INDEXES_SQL)).rows;
  for (const { table_oid, index_oid, column_name } of probes) {
    const table = empty.get(table_oid);
    if (!table || (sizes.get(index_oid) ?? 0) <= BLCKSZ) continue;
    try {
      await probe(`select 1 from only ${table.name} order by ${column_name} limit 1`);
    } catch (error) {
      // Not `instanceof Error`: PGlite's errors may come from another realm (see pglite.ts).
      const reason = String((error as { message?: unknown } | null)?.message ?? error);
      throw damaged(table, join(pgdata, table.path), `is empty, but its index still points to rows in it (${reason})`);
    }
  }
}
