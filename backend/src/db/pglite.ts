// PGlite (Postgres compiled to WASM) as the Database: persisted in a directory, or in memory.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PGlite as PGliteClass, Results, parse as ParseNamespace, protocol as ProtocolNamespace } from '@electric-sql/pglite';
import type { pgcrypto as PgcryptoExtension } from '@electric-sql/pglite/contrib/pgcrypto';
import type { uuid_ossp as UuidOsspExtension } from '@electric-sql/pglite/contrib/uuid_ossp';
import type { Database, SqlResult, TextStatement, Transaction, TransactionOptions } from '../context';
import { implicitSetup } from './implicit-transaction';
import { Mutex } from './mutex';
import { RoundTripObservers, type ObservableDatabase, type RoundTripObserver } from './round-trips';
import { StatementNames, isStalePreparedStatement } from './statement-names';
import { assertCompleteDatabase, databaseOpenError } from './pglite-folder';
import { DamagedRelationError, verifyRelationFiles } from './pglite-relations';
import { VALUE_PARSERS } from './value-parsers';
import { WakeNotices, type WakeCollector } from './wake-notices';

// PGlite is loaded with Node's own require, outside any module sandbox: under jest's VM its
// dynamic import()s of Node built-ins fail and its WASM runs several times slower, so the
// backend's jest environment (test/node-environment.cjs) hands over the native require. In a
// plain Node process (npm start, tsx) this is the ordinary require.
const nativeRequire =
  (globalThis as { __nativeRequire__?: NodeJS.Require }).__nativeRequire__ ?? createRequire(__filename);
const { PGlite, protocol, parse } = nativeRequire('@electric-sql/pglite') as {
  PGlite: typeof PGliteClass;
  protocol: typeof ProtocolNamespace;
  parse: typeof ParseNamespace;
};
const { pgcrypto } = nativeRequire('@electric-sql/pglite/contrib/pgcrypto') as { pgcrypto: typeof PgcryptoExtension };
const { uuid_ossp } = nativeRequire('@electric-sql/pglite/contrib/uuid_ossp') as { uuid_ossp: typeof UuidOsspExtension };

function toResult<Row>(results: Results<Row>): SqlResult<Row> {
  return {
    rows: results.rows,
    fields: results.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })),
    affectedRows: results.affectedRows,
  };
}

/**
 * Parameters as Postgres text, exactly as PGlite's own serializers would write them for these JS
 * types (strings as they are, numbers and bigints printed); undefined for any other value, which
 * then takes PGlite's typed path (its describe step picks a serializer per parameter type).
 */
function textValues(params: unknown[] | undefined): (string | null)[] | undefined {
  if (params === undefined) return [];
  const values: (string | null)[] = [];
  for (const value of params) {
    if (value === null || value === undefined) values.push(null);
    else if (typeof value === 'string') values.push(value);
    else if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'bigint') values.push(String(value));
    else return undefined;
  }
  return values;
}

function concat(chunks: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const chunk of chunks) length += chunk.length;
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** COMMIT of a transaction that an error (swallowed by fn) has aborted. */
export class AbortedTransactionError extends Error {
  readonly code = '25P02';
  constructor() {
    super('current transaction is aborted, commands ignored until end of transaction block');
  }
}

/**
 * Work asked of a database that is closing or closed. Its SQLSTATE is PostgreSQL's own for a
 * server shutting down (admin_shutdown), so it reads like what a PostgreSQL client would get.
 */
export class DatabaseClosedError extends Error {
  readonly code = '57P01';
  constructor() {
    super('The database is closed: the server is shutting down');
  }
}

/** How long close() waits for the work already queued before it closes PGlite anyway. */
const CLOSE_DRAIN_MS = 10_000;

/**
 * Most implicit transactions in one call into WASM (see runImplicitBatch): at two statements each,
 * a batch never needs more prepared statements than the connection keeps.
 */
const TRANSACTIONS_PER_CALL = 32;

/** An implicit transaction waiting for its batch: the request settings, then one statement. */
interface ImplicitTransaction {
  setup: TextStatement;
  sql: string;
  values: (string | null)[];
  resolve(result: SqlResult<unknown>): void;
  reject(error: unknown): void;
}

type BackendMessage = Awaited<ReturnType<PGliteClass['execProtocolStream']>>[number];

/** Most prepared statements kept on PGlite's connection (see StatementNames). */
const PREPARED_STATEMENT_LIMIT = 256;

class PgliteDatabase implements Database, ObservableDatabase {
  readonly kind = 'pglite' as const;
  private readonly lock = new Mutex();
  private readonly roundTrips = new RoundTripObservers();
  private readonly statements = new StatementNames(PREPARED_STATEMENT_LIMIT);
  /** close() has begun: new work is refused, work already queued for the lock still runs. */
  private refusing = false;
  /** PGlite itself is closed (or closing): nothing may call into it any more. */
  private closed = false;
  private closing: Promise<void> | undefined;
  /** Implicit transactions gathered for one call into WASM, until that call starts. */
  private implicitBatch: ImplicitTransaction[] | undefined;
  /** Listeners of the NOTICEs that stand in for NOTIFY (see wake-notices.ts and listen). */
  private readonly wakeNotices = new WakeNotices();

  constructor(private readonly pg: PGliteClass) {}

  /**
   * PGlite, for one call into it. After close its WASM module is gone, and a call would fail
   * with a TypeError from deep inside it; work that was queued before close began and is still
   * running after the drain limit gets this clear error instead.
   */
  private get live(): PGliteClass {
    if (this.closed) throw new DatabaseClosedError();
    return this.pg;
  }

  observeRoundTrips(observer: RoundTripObserver): () => void {
    return this.roundTrips.add(observer);
  }

  /**
   * One call into PGlite. The wake NOTICEs its statements raised (see wake-notices.ts) go to their
   * listeners once it is over, as PGlite hands over notifications: in a microtask of their own (a
   * listener's error cannot fail the call) and outside the lock, so what they start queues for it
   * like anyone else.
   */
  private async call<T>(run: (onNotice: WakeCollector['onNotice']) => Promise<T>): Promise<T> {
    const wakes = this.wakeNotices.collector();
    try {
      return await run(wakes.onNotice);
    } finally {
      wakes.fire((listener) => this.lock.outside(() => queueMicrotask(listener)));
    }
  }

  /** PGlite's own exec (a script, or ROLLBACK): one round trip. */
  private execOnce(sql: string): Promise<unknown> {
    const pg = this.live;
    this.roundTrips.report(() => [sql]);
    return this.call((onNotice) => pg.exec(sql, { onNotice }));
  }

  private guard(): void {
    if (this.refusing) throw new DatabaseClosedError();
    if (this.lock.heldByCurrentContext) {
      // The caller is inside db.transaction() and used the database instead of its tx: with
      // one connection that would wait for itself forever.
      throw new Error('Inside a transaction, run statements on its tx, not on the database');
    }
  }

  async query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<SqlResult<Row>> {
    this.guard();
    return this.lock.run(async () => {
      try {
        return await this.runOne<Row>([], sql, params);
      } catch (error) {
        // DDL changed the statement's result columns under its prepared plan: parsed afresh, a
        // statement outside any transaction can simply run again.
        if (!isStalePreparedStatement(error)) throw error;
        return this.runOne<Row>([], sql, params);
      }
    });
  }

  /**
   * Runs `before` (such as BEGIN and the request settings), then sql, in ONE call into the WASM
   * Postgres. Values of other types than string/number take PGlite's typed path.
   */
  private async runOne<Row>(before: TextStatement[], sql: string, params?: unknown[]): Promise<SqlResult<Row>> {
    const values = textValues(params);
    if (values === undefined) {
      if (before.length > 0) await this.pipeline(before);
      const pg = this.live;
      this.roundTrips.report(() => [sql]);
      return toResult(await this.call((onNotice) => pg.query<Row>(sql, params, { onNotice })));
    }
    const results = await this.pipeline([...before, { sql, params: values }]);
    return toResult(results[results.length - 1] as Results<Row>);
  }

  /**
   * The statements in one call into WASM: Bind/Describe/Execute per statement (after a Parse the
   * first time a text is seen: statements are prepared by name and reused) and one Sync. PGlite's
   * own query() makes six calls per statement (parse, describe, bind, describe, execute, sync),
   * which cost more than the statement itself on a small read. One result per statement.
   */
  private async pipeline(statements: TextStatement[]): Promise<Results[]> {
    const pg = this.live;
    const chunks: Uint8Array[] = [];
    const parsed: { sql: string; name: string }[] = [];
    for (const statement of statements) {
      const { name, isNew } = this.statements.lookup(statement.sql);
      if (isNew) {
        chunks.push(protocol.serialize.parse({ text: statement.sql, name }));
        parsed.push({ sql: statement.sql, name });
      }
      chunks.push(
        protocol.serialize.bind({ statement: name, values: statement.params }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
      );
    }
    // Statements given up, this batch's evictions included, are closed first: a Close is never
    // skipped by an error (one that comes after it skips everything up to Sync).
    const closes = this.statements.takeClosing().map((name) => protocol.serialize.close({ type: 'S', name }));
    chunks.unshift(...closes);
    chunks.push(protocol.serialize.sync());
    this.roundTrips.report(() => statements.map((statement) => statement.sql));
    let messages;
    try {
      messages = await this.call((onNotice) => pg.execProtocolStream(concat(chunks), { syncToFs: false, onNotice }));
    } catch (error) {
      // Postgres skipped the rest up to Sync: a statement parsed here may or may not exist now.
      for (const { sql, name } of parsed) this.statements.forget(sql, name);
      if (isStalePreparedStatement(error)) this.statements.forgetAll();
      throw error;
    }
    return parse.parseResults(messages, pg.parsers, undefined, undefined) as Results[];
  }

  /** After a script (migrations, DDL), prepared statements are parsed afresh. */
  private async execScript(sql: string): Promise<void> {
    try {
      await this.execOnce(sql);
    } finally {
      this.statements.forgetAll();
    }
  }

  async exec(sql: string): Promise<void> {
    this.guard();
    await this.lock.run(() => this.execScript(sql));
  }

  async transactionQuery<Row = Record<string, unknown>>(
    sql: string,
    params: unknown[] | undefined,
    options?: TransactionOptions,
  ): Promise<SqlResult<Row>> {
    this.guard();
    const values = textValues(params);
    // Other parameter types go through PGlite's typed path, a call of their own.
    if (values === undefined) return this.transaction((tx) => tx.query<Row>(sql, params), options);
    const setup = implicitSetup(options);
    if (setup !== undefined) {
      // One implicit transaction (see implicitSetup): no BEGIN or COMMIT, and nothing to roll
      // back after an error. It travels with the others of this turn of the event loop.
      return new Promise<SqlResult<Row>>((resolve, reject) => {
        this.joinImplicitBatch({ setup, sql, values, resolve: resolve as ImplicitTransaction['resolve'], reject });
      });
    }
    const statements: TextStatement[] = [
      { sql: options?.readOnly ? 'begin read only' : 'begin', params: [] },
      ...(options?.setup ? [options.setup] : []),
      { sql, params: values },
      { sql: 'commit', params: [] },
    ];
    return this.lock.run(async () => {
      try {
        const results = await this.pipeline(statements);
        // One result per statement: the statement's is the one before COMMIT's.
        return toResult(results[results.length - 2] as Results<Row>);
      } catch (error) {
        // Postgres skipped everything after the failure, COMMIT included: the transaction is open
        // and aborted (or, if COMMIT itself failed, already gone and this is a no-op warning).
        await this.execOnce('rollback').catch(() => undefined);
        throw error;
      }
    });
  }

  /**
   * Adds an implicit transaction to the batch that has not started yet, or opens one. A batch
   * takes its place in the lock's queue when it opens (so it waits behind what was asked before
   * it, not behind what is asked later), and once it holds the lock it still waits for the end of
   * this turn's poll phase, so that every request read from the sockets in this turn has joined.
   */
  private joinImplicitBatch(transaction: ImplicitTransaction): void {
    let batch = this.implicitBatch;
    if (batch === undefined || batch.length >= TRANSACTIONS_PER_CALL) {
      const opened: ImplicitTransaction[] = [];
      batch = opened;
      this.implicitBatch = opened;
      const turnEnded = new Promise<void>((resolve) => setImmediate(resolve));
      void this.lock.run(async () => {
        await turnEnded;
        // Closed: whatever comes from here on opens the next batch.
        if (this.implicitBatch === opened) this.implicitBatch = undefined;
        await this.runImplicitBatch(opened);
      });
    }
    batch.push(transaction);
  }

  /**
   * The batch's implicit transactions in ONE call into WASM, each with its own Sync, so one that
   * fails rolls back alone and the next starts clean; answered in order. Statements seen for the
   * first time are parsed first, each Parse with a Sync of its own: a Parse that fails (an
   * unknown column, say) then fails only the transactions that use it, with its own error, and
   * is never skipped because another transaction failed before it.
   */
  private async runImplicitBatch(batch: ImplicitTransaction[]): Promise<void> {
    try {
      const pg = this.live;
      const chunks: Uint8Array[] = [];
      // Statements given up are closed first, in a segment of their own (closing a name that does
      // not exist is no error).
      const closes = this.statements.takeClosing();
      for (const name of closes) chunks.push(protocol.serialize.close({ type: 'S', name }));
      if (closes.length > 0) chunks.push(protocol.serialize.sync());
      const parsed: { sql: string; name: string }[] = [];
      const names = batch.map(({ setup, sql }) =>
        [setup.sql, sql].map((text) => {
          const { name, isNew } = this.statements.lookup(text);
          if (isNew) {
            parsed.push({ sql: text, name });
            chunks.push(protocol.serialize.parse({ text, name }), protocol.serialize.sync());
          }
          return name;
        }),
      );
      batch.forEach(({ setup, values }, index) => {
        const [setupName, statementName] = names[index]!;
        chunks.push(
          protocol.serialize.bind({ statement: setupName, values: setup.params }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.bind({ statement: statementName, values }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        );
      });
      this.roundTrips.report(() => batch.flatMap(({ setup, sql }) => [setup.sql, sql]));
      let messages: BackendMessage[];
      try {
        // Errors come back among the messages, one ReadyForQuery after each Sync.
        messages = (await this.call((onNotice) =>
          pg.execProtocolStream(concat(chunks), { syncToFs: false, throwOnError: false, onNotice }),
        )) as BackendMessage[];
      } catch (error) {
        for (const { sql, name } of parsed) this.statements.forget(sql, name);
        throw error;
      }
      const segments: BackendMessage[][] = [[]];
      for (const message of messages) {
        segments.at(-1)!.push(message);
        if (message.name === 'readyForQuery') segments.push([]);
      }
      const failure = (segment: BackendMessage[]) => segment.find((message) => message.name === 'error');
      let at = closes.length > 0 ? 1 : 0;
      const parseErrors = new Map<string, BackendMessage>();
      for (const { sql, name } of parsed) {
        const error = failure(segments[at++] ?? []);
        if (error !== undefined) {
          parseErrors.set(name, error);
          this.statements.forget(sql, name);
        }
      }
      let stale = false;
      batch.forEach((transaction, index) => {
        const segment = segments[at + index] ?? [];
        const error = names[index]!.map((name) => parseErrors.get(name)).find(Boolean) ?? failure(segment);
        if (error !== undefined) {
          if (isStalePreparedStatement(error)) stale = true;
          transaction.reject(error);
          return;
        }
        const results = parse.parseResults(segment, pg.parsers, undefined, undefined) as Results[];
        transaction.resolve(toResult(results[results.length - 1]!));
      });
      if (stale) this.statements.forgetAll();
    } catch (error) {
      // The call itself failed (or the database is closed): every transaction gets its error.
      for (const { reject } of batch) reject(error);
    }
  }

  async transaction<T>(fn: (tx: Transaction) => Promise<T>, options?: TransactionOptions): Promise<T> {
    this.guard();
    return this.lock.run(async () => {
      let open = true;
      // Whether the last statement failed: the transaction is then aborted until a ROLLBACK TO
      // SAVEPOINT succeeds. PGlite answers COMMIT of an aborted transaction by rolling back
      // silently, so this is how a swallowed error is caught.
      let aborted = false;
      const run = async <T>(statement: () => Promise<T>): Promise<T> => {
        if (!open) throw new Error('This transaction has already ended');
        try {
          const result = await statement();
          aborted = false;
          return result;
        } catch (error) {
          aborted = true;
          throw error;
        }
      };
      // BEGIN and the setup travel with the transaction's first statement, in the same call.
      let pending: TextStatement[] = [
        { sql: options?.readOnly ? 'begin read only' : 'begin', params: [] },
        ...(options?.setup ? [options.setup] : []),
      ];
      const takePending = (): TextStatement[] => {
        const taken = pending;
        pending = [];
        return taken;
      };
      const tx: Transaction = {
        query: <Row = Record<string, unknown>>(sql: string, params?: unknown[]) =>
          run(() => this.runOne<Row>(takePending(), sql, params)),
        exec: (sql: string) =>
          run(async () => {
            const before = takePending();
            if (before.length > 0) await this.pipeline(before);
            await this.execScript(sql);
          }),
      };
      try {
        const result = await fn(tx);
        open = false;
        if (aborted) throw new AbortedTransactionError();
        // Nothing ran: there is no transaction to end.
        if (pending.length === 0) await this.pipeline([{ sql: 'commit', params: [] }]);
        return result;
      } catch (error) {
        open = false;
        // COMMIT itself may have failed (25P02): the transaction is then already gone.
        if (pending.length === 0) await this.execOnce('rollback').catch(() => undefined);
        throw error;
      }
    });
  }

  /**
   * LISTEN on a channel: PGlite hands notifications over in-process as the statements that raise
   * them commit, so the realtime feed needs no poll. A wake NOTICE naming the channel counts as a
   * notification too (wake-notices.ts: the realtime capture on PGlite raises those instead of the
   * costlier NOTIFY). Taken under the lock: LISTEN must not land inside another caller's open
   * transaction.
   */
  async listen(channel: string, onNotify: () => void): Promise<() => Promise<void>> {
    this.guard();
    // A notification arrives while the statement that raised it still holds the lock: the
    // reaction must queue for the lock, not count as that statement's re-entry.
    const unlisten = await this.lock.run(() => this.live.listen(channel, () => this.lock.outside(onNotify)));
    const stopWakes = this.wakeNotices.add(channel, onNotify);
    return async () => {
      stopWakes();
      if (!this.refusing) await this.lock.run(() => unlisten());
    };
  }

  /**
   * Refuses new work at once (DatabaseClosedError), lets the work already queued for the lock
   * finish — for up to drainMs, so a transaction left open cannot hold the shutdown forever —
   * then closes PGlite.
   */
  close(drainMs = CLOSE_DRAIN_MS): Promise<void> {
    this.closing ??= (async () => {
      this.refusing = true;
      let timer: NodeJS.Timeout | undefined;
      const limit = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, drainMs);
      });
      // Queued behind everything admitted so far; nothing can queue after it (guard refuses).
      const drained = this.lock.run(async () => undefined);
      await Promise.race([drained, limit]);
      clearTimeout(timer);
      this.closed = true;
      await this.pg.close();
    })();
    return this.closing;
  }
}

/**
 * Opens PGlite persisted in `dataDir` (created if missing), or in memory when it is undefined. A
 * folder PGlite cannot open is refused with a message naming it, what is wrong and what to do.
 */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    assertCompleteDatabase(dataDir);
  }
  let pg: PGliteClass | undefined;
  try {
    pg = await PGlite.create({
      dataDir,
      extensions: { pgcrypto, uuid_ossp },
      parsers: VALUE_PARSERS,
      // A new database gets page checksums, so a damaged page is an error when it is read, not
      // wrong data (PGlite's PostgreSQL 18 turns them on by default; said here so it stays so).
      initDbStartParams: ['--data-checksums'],
    });
    await pg.exec("set timezone = 'UTC'");
    if (dataDir) {
      const live = pg;
      await verifyRelationFiles(
        dataDir,
        (sql) => live.query(sql),
        async (sql) => {
          await live.transaction(async (tx) => {
            // Through the index: a table file that lost its rows fails to read them.
            await tx.exec('set local enable_seqscan = off; set local enable_bitmapscan = off; set local enable_sort = off');
            await tx.query(sql);
          });
        },
      );
    }
  } catch (error) {
    await pg?.close().catch(() => undefined);
    throw dataDir && !(error instanceof DamagedRelationError) ? databaseOpenError(dataDir, error) : error;
  }
  return new PgliteDatabase(pg);
}
