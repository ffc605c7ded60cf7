// Any PostgreSQL server (DATABASE_URL) as the Database, through a node-postgres pool.
//
// Speed: every connection runs in node-postgres's pipeline mode, so the statements of a
// transaction that are known up front (BEGIN, the request settings, a single statement, COMMIT)
// leave in one write and come back in one round trip; statements with parameters are prepared by
// name once per connection (see StatementNames); and each batch of protocol messages is corked
// into one write instead of one syscall per message.
//
// node-postgres's own bookkeeping of a connection's statements is used (connection.parsedStatements:
// name → text once ParseComplete came back; submittedNamedStatements while a Parse is on its way).
import pg from 'pg';
import type { Database, SqlResult, TextStatement, Transaction, TransactionOptions } from '../context';
import { implicitSetup } from './implicit-transaction';
import { RoundTripObservers, type ObservableDatabase, type RoundTripObserver } from './round-trips';
import { StatementNames, isStalePreparedStatement } from './statement-names';
import { VALUE_PARSERS } from './value-parsers';

// node-postgres's own conversion of a JS value to a parameter (dates, arrays, JSON, buffers).
const { prepareValue } = require('pg/lib/utils') as { prepareValue: (value: unknown) => string | Buffer | null };

/**
 * Statements prepared on the connection (or parsed just before, in the same write), each bound
 * and executed, then ONE Sync: an implicit transaction (see implicit-transaction.ts) in one
 * write, answered by one ReadyForQuery.
 * node-postgres delivers each statement's rows and CommandComplete to it in order (its results are
 * an array, one per statement) and, in pipeline mode, queues it like any query.
 */
class ImplicitTransaction extends pg.Query {
  constructor(
    private readonly bound: { name: string; values: (string | Buffer | null)[] }[],
    callback: (error: Error | null, results: pg.QueryResult | pg.QueryResult[]) => void,
  ) {
    super({ text: '', callback } as pg.QueryConfig);
  }

  override submit = (connection: pg.Connection): void => {
    connection.stream.cork();
    try {
      for (const { name, values } of this.bound) {
        connection.bind({ statement: name, values }, false);
        connection.describe({ type: 'P', name: '' }, false);
        connection.execute({ portal: '' }, false);
      }
      connection.sync();
    } finally {
      connection.stream.uncork();
    }
  };
}

/**
 * A statement's Parse with a Sync of its own, in the write of the implicit transactions that use
 * it: answered by ParseComplete (node-postgres then records the name as parsed, the query being
 * named) or by the Parse's own error, before any of them. Its error never skips another
 * transaction's statements, as it would inside one of them.
 */
class ParseStatement extends pg.Query {
  /** The Parse's error, once it came back. */
  error: Error | undefined;

  constructor(
    readonly name: string,
    readonly text: string,
    onAnswer: (error: Error | undefined) => void,
  ) {
    super({ name, text } as pg.QueryConfig);
    (this as unknown as { callback: (error: Error | undefined) => void }).callback = (error) => {
      this.error = error ?? undefined;
      onAnswer(this.error);
    };
  }

  override submit = (connection: pg.Connection): void => {
    connection.parse({ name: this.name, text: this.text, types: [] }, false);
    connection.sync();
    (connection as unknown as { submittedNamedStatements: Record<string, string> }).submittedNamedStatements[this.name] = this.text;
  };
}

/** Most single-statement transactions sent together on one connection (see flushQueued). */
const TRANSACTIONS_PER_WRITE = 16;

interface QueuedTransaction {
  send(connection: Connection): Promise<SqlResult<unknown>>;
  resolve(result: SqlResult<unknown>): void;
  reject(error: unknown): void;
}

/** Most prepared statements kept on each connection. */
const PREPARED_STATEMENT_LIMIT = 256;

/** Raised when COMMIT found the transaction aborted by an error that fn swallowed. */
class AbortedTransactionError extends Error {
  readonly code = '25P02';
  constructor() {
    super('current transaction is aborted, commands ignored until end of transaction block');
  }
}

function toResult<Row>(result: pg.QueryResult): SqlResult<Row> {
  return {
    rows: result.rows as Row[],
    fields: result.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })),
    affectedRows: ['INSERT', 'UPDATE', 'DELETE', 'MERGE'].includes(result.command) ? (result.rowCount ?? 0) : undefined,
  };
}

/** What a pooled connection keeps between uses: its statement names, and the Parses on their way. */
interface ConnectionStatements {
  names: StatementNames;
  /** Statement name → its ParseStatement, sent and not answered yet. */
  parsing: Map<string, ParseStatement>;
}

/** One pooled connection with the names of the statements it has prepared. */
class Connection {
  private static readonly statementsOf = new WeakMap<pg.PoolClient, ConnectionStatements>();
  readonly statements: StatementNames;
  private readonly parsing: Map<string, ParseStatement>;

  constructor(
    readonly client: pg.PoolClient,
    private readonly roundTrips: RoundTripObservers,
  ) {
    let kept = Connection.statementsOf.get(client);
    if (kept === undefined) {
      kept = { names: new StatementNames(PREPARED_STATEMENT_LIMIT), parsing: new Map() };
      Connection.statementsOf.set(client, kept);
    }
    this.statements = kept.names;
    this.parsing = kept.parsing;
  }

  private get parsedStatements(): Record<string, string> {
    return (this.client.connection as unknown as { parsedStatements: Record<string, string> }).parsedStatements;
  }

  /**
   * Sends the statements at once (pipeline mode: each is sent as soon as it is queued) in one
   * corked write; one promise per statement, in order.
   */
  send(statements: { sql: string; params?: unknown[] }[]): Promise<pg.QueryResult>[] {
    const stream = this.client.connection.stream;
    stream.cork();
    try {
      // Parameterless statements keep the simple protocol (several statements in one string work).
      const names = statements.map(({ params, sql }) =>
        params === undefined || params.length === 0 ? undefined : this.statements.lookup(sql).name,
      );
      // Before the statements, so that an error among them cannot make DEALLOCATE fail.
      this.closeEvicted();
      this.roundTrips.report(() => statements.map(({ sql }) => sql));
      return statements.map(({ sql, params }, index) => {
        const name = names[index];
        if (name === undefined) return this.client.query(sql);
        const sent = this.client.query({ name, text: sql, values: params });
        sent.catch((error: unknown) => {
          if (isStalePreparedStatement(error)) this.statements.forgetAll();
          // Its Parse failed (an unknown column, say): the name exists nowhere, so it is given up
          // rather than kept in the least-recently-used list.
          else if (this.parsedStatements[name] !== sql) this.statements.forget(sql, name);
        });
        return sent;
      });
    } finally {
      stream.uncork();
    }
  }

  /**
   * The statements as one implicit transaction in one round trip. Those not prepared on this
   * connection yet are parsed first, each Parse with a Sync of its own (see ParseStatement), once
   * per write however many transactions of it use them: a Parse that fails (an unknown column,
   * say) fails every transaction that uses it with its own error — not 26000, as the Bind that
   * follows it gets — and its name is given up, so it is parsed afresh next time. A value
   * node-postgres cannot convert throws before anything is sent.
   */
  implicitTransaction(statements: { sql: string; params?: unknown[] }[]): Promise<pg.QueryResult[]> {
    const values = statements.map(({ params }) => (params ?? []).map((value) => prepareValue(value)));
    const names = statements.map(({ sql }) => this.statements.lookup(sql).name);
    const stream = this.client.connection.stream;
    stream.cork();
    try {
      // Before the Parses: a name evicted by this lookup is deallocated first.
      this.closeEvicted();
      const parses = statements.flatMap(({ sql }, index) => this.parse(sql, names[index]!) ?? []);
      const bound = names.map((name, index) => ({ name, values: values[index]! }));
      this.roundTrips.report(() => statements.map(({ sql }) => sql));
      return new Promise<pg.QueryResult[]>((resolve, reject) => {
        this.client.query(
          new ImplicitTransaction(bound, (error, results) => {
            // The Parses were answered before this transaction was.
            const parseError = parses.find((parse) => parse.error !== undefined)?.error;
            if (parseError !== undefined) reject(parseError);
            else if (error) {
              if (isStalePreparedStatement(error)) this.statements.forgetAll();
              reject(error);
            } else resolve(Array.isArray(results) ? results : [results]);
          }) as unknown as pg.QueryConfig,
        );
      });
    } finally {
      stream.uncork();
    }
  }

  /**
   * Sends the statement's Parse unless the connection has it, or it is already on its way in
   * this write; the Parse this transaction waits for, if any.
   */
  private parse(sql: string, name: string): ParseStatement | undefined {
    const pending = this.parsing.get(name);
    if (pending !== undefined) return pending;
    if (this.parsedStatements[name] === sql) return undefined;
    const parse = new ParseStatement(name, sql, (error) => {
      this.parsing.delete(name);
      if (error !== undefined) this.statements.forget(sql, name);
    });
    this.parsing.set(name, parse);
    this.client.query(parse as unknown as pg.QueryConfig);
    return parse;
  }

  /** One statement straight through node-postgres (COMMIT, ROLLBACK): its own round trip. */
  raw(sql: string): Promise<pg.QueryResult> {
    this.roundTrips.report(() => [sql]);
    return this.client.query(sql);
  }

  async run<Row>(sql: string, params?: unknown[]): Promise<SqlResult<Row>> {
    return toResult<Row>(await this.send([{ sql, params }])[0]!);
  }

  /** A script of several statements (simple protocol): its results are not wanted. */
  async script(sql: string): Promise<void> {
    await this.send([{ sql }])[0];
    // It may have changed what prepared statements return.
    this.statements.forgetAll();
  }

  /** Deallocates statements given up (LRU eviction, DDL): queued before the next statements. */
  private closeEvicted(): void {
    const parsed = this.parsedStatements;
    for (const name of this.statements.takeClosing()) {
      // A name whose Parse failed does not exist on the server; DEALLOCATE would fail.
      if (parsed[name] === undefined) continue;
      this.client.query(`deallocate "${name}"`).then(
        () => delete parsed[name],
        // In a transaction an earlier error aborted: try again before the next statements.
        () => this.statements.close(name),
      );
    }
  }
}

/** The first rejection among settled promises, in order. */
function firstFailure(settled: PromiseSettledResult<unknown>[]): unknown {
  for (const outcome of settled) if (outcome.status === 'rejected') return outcome.reason;
  return undefined;
}

class PostgresDatabase implements Database, ObservableDatabase {
  readonly kind = 'postgres' as const;
  private readonly roundTrips = new RoundTripObservers();
  /** Single-statement transactions waiting for this turn of the event loop to end (flushQueued). */
  private queued: QueuedTransaction[] = [];
  private flushScheduled = false;

  constructor(private readonly pool: pg.Pool) {}

  observeRoundTrips(observer: RoundTripObserver): () => void {
    return this.roundTrips.add(observer);
  }

  /** Runs fn on a pooled connection; a connection that broke is discarded rather than reused. */
  private async withConnection<T>(fn: (connection: Connection) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      return await fn(new Connection(client, this.roundTrips));
    } catch (error) {
      if (error instanceof Error && !('code' in error)) broken = error;
      throw error;
    } finally {
      client.release(broken);
    }
  }

  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<SqlResult<Row>> {
    return this.withConnection(async (connection) => {
      try {
        return await connection.run<Row>(sql, params);
      } catch (error) {
        // DDL changed the statement's result columns under its prepared plan: now parsed
        // afresh, a statement outside any transaction can simply run again.
        if (!isStalePreparedStatement(error)) throw error;
        return connection.run<Row>(sql, params);
      }
    });
  }

  async exec(sql: string): Promise<void> {
    // Without parameters node-postgres uses the simple protocol, which runs several statements.
    await this.withConnection(async (connection) => {
      await connection.script(sql);
    });
  }

  async transactionQuery<Row = Record<string, unknown>>(
    sql: string,
    params: unknown[] | undefined,
    options?: TransactionOptions,
  ): Promise<SqlResult<Row>> {
    try {
      return await this.transactionQueryOnce<Row>(sql, params, options);
    } catch (error) {
      // Another connection's DDL changed the statement's result columns under this connection's
      // prepared plan; nothing was committed, so the transaction runs again, parsed afresh.
      if (!isStalePreparedStatement(error)) throw error;
      return this.transactionQueryOnce<Row>(sql, params, options);
    }
  }

  private transactionQueryOnce<Row>(sql: string, params: unknown[] | undefined, options?: TransactionOptions): Promise<SqlResult<Row>> {
    if (implicitSetup(options) === undefined) return this.withConnection((connection) => this.sendTransaction<Row>(connection, sql, params, options));
    return new Promise<SqlResult<Row>>((resolve, reject) => {
      this.queued.push({
        send: (connection) => this.sendTransaction<Row>(connection, sql, params, options),
        resolve: resolve as (result: SqlResult<unknown>) => void,
        reject,
      });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        // After the poll phase: every request read from the sockets in this turn of the event
        // loop has queued its transaction by then.
        setImmediate(() => this.flushQueued());
      }
    });
  }

  /**
   * Sends the transactions queued in this turn of the event loop, up to TRANSACTIONS_PER_WRITE
   * per connection, each batch in one write: one wake-up of one PostgreSQL backend and one
   * syscall for several requests, instead of one of each per request. Each transaction keeps its
   * own Sync, so one that fails rolls back alone and the next starts clean.
   */
  private flushQueued(): void {
    this.flushScheduled = false;
    const queued = this.queued;
    this.queued = [];
    for (let at = 0; at < queued.length; at += TRANSACTIONS_PER_WRITE) {
      const batch = queued.slice(at, at + TRANSACTIONS_PER_WRITE);
      this.withConnection(async (connection) => {
        const stream = connection.client.connection.stream;
        const sent = this.roundTrips.gather(() => {
          stream.cork();
          try {
            return batch.map(({ send }) => {
              try {
                return send(connection);
              } catch (error) {
                return Promise.reject(error);
              }
            });
          } finally {
            stream.uncork();
          }
        });
        const settled = await Promise.allSettled(sent);
        settled.forEach((outcome, index) => {
          if (outcome.status === 'fulfilled') batch[index]!.resolve(outcome.value);
          else batch[index]!.reject(outcome.reason);
        });
        // A failure without a SQLSTATE is the connection's own: the pool must not reuse it.
        const broken = settled.find((outcome) => outcome.status === 'rejected' && !(outcome.reason instanceof Error && 'code' in outcome.reason));
        if (broken !== undefined) throw (broken as PromiseRejectedResult).reason;
      }).catch((error: unknown) => {
        // No connection, or a broken one: whatever is still waiting fails with its error.
        for (const { reject } of batch) reject(error);
      });
    }
  }

  /**
   * Writes one transaction (nothing awaited before it leaves): an implicit transaction when its
   * setup allows one (no BEGIN or COMMIT, one Sync), else BEGIN, the setup, the statement, COMMIT.
   */
  private sendTransaction<Row>(connection: Connection, sql: string, params: unknown[] | undefined, options?: TransactionOptions): Promise<SqlResult<Row>> {
    const setup = implicitSetup(options);
    if (setup !== undefined) {
      return connection.implicitTransaction([setup, { sql, params }]).then((results) => toResult<Row>(results.at(-1)!));
    }
    const statements: { sql: string; params?: unknown[] }[] = [
      { sql: options?.readOnly ? 'begin read only' : 'begin' },
      ...(options?.setup ? [options.setup] : []),
      { sql, params },
      { sql: 'commit' },
    ];
    // Each statement has its own Sync in pipeline mode: after a failure the rest still runs,
    // inside the now aborted transaction, and COMMIT answers ROLLBACK. Nothing is left open.
    return Promise.allSettled(connection.send(statements)).then(async (settled) => {
      const failure = firstFailure(settled);
      if (failure !== undefined) {
        const commit = settled[settled.length - 1]!;
        // Only if the connection itself failed could the transaction still be open: roll it
        // back, or let the pool discard the connection.
        if (commit.status === 'rejected') await connection.raw('rollback').catch(() => undefined);
        throw failure;
      }
      const commit = (settled[settled.length - 1] as PromiseFulfilledResult<pg.QueryResult>).value;
      if (commit.command === 'ROLLBACK') throw new AbortedTransactionError();
      return toResult<Row>((settled[settled.length - 2] as PromiseFulfilledResult<pg.QueryResult>).value);
    });
  }

  async transaction<T>(fn: (tx: Transaction) => Promise<T>, options?: TransactionOptions): Promise<T> {
    const client = await this.pool.connect();
    const connection = new Connection(client, this.roundTrips);
    let open = true;
    const check = (): void => {
      if (!open) throw new Error('This transaction has already ended');
    };
    const tx: Transaction = {
      query: <Row = Record<string, unknown>>(sql: string, params?: unknown[]) => {
        check();
        return connection.run<Row>(sql, params);
      },
      exec: async (sql: string) => {
        check();
        await connection.script(sql);
      },
    };
    let broken: unknown;
    // BEGIN and the request settings are not waited for: fn's first statement follows them on the
    // wire (pipeline mode), so they cost no round trip of their own. Should they fail, fn's
    // statements fail too (25P02), and their error is the one reported.
    const setup: TextStatement[] = options?.setup ? [options.setup] : [];
    let started: Promise<PromiseSettledResult<pg.QueryResult>[]> = Promise.resolve([]);
    try {
      started = Promise.allSettled(connection.send([{ sql: options?.readOnly ? 'begin read only' : 'begin' }, ...setup]));
      let result: T;
      try {
        result = await fn(tx);
      } catch (error) {
        throw firstFailure(await started) ?? error;
      }
      const failure = firstFailure(await started);
      if (failure !== undefined) throw failure;
      open = false;
      const commit = await connection.raw('commit');
      // PostgreSQL answers COMMIT of an aborted transaction with ROLLBACK and no error; PGlite
      // raises 25P02. Raise here too, so a swallowed error never looks like success.
      if (commit.command === 'ROLLBACK') throw new AbortedTransactionError();
      return result;
    } catch (error) {
      open = false;
      await connection.raw('rollback').catch((rollbackError: unknown) => {
        broken = rollbackError;
      });
      throw error;
    } finally {
      // A connection that could not roll back is discarded rather than reused.
      client.release(broken instanceof Error ? broken : undefined);
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

export async function openPostgres(databaseUrl: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    application_name: 'shalom-backend',
    options: '-c TimeZone=UTC',
    pipeline: true,
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        VALUE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  // Fail fast with the driver's message when the server is unreachable.
  await pool.query('select 1');
  return new PostgresDatabase(pool);
}
