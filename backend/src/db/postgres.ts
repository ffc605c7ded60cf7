// Any PostgreSQL server (DATABASE_URL) as the Database, through a node-postgres pool.
import pg from 'pg';
import type { Database, SqlResult, Transaction, TransactionOptions } from '../context';
import { VALUE_PARSERS } from './value-parsers';

type PgQueryable = Pick<pg.PoolClient, 'query'>;

async function run<Row>(target: PgQueryable, sql: string, params?: unknown[]): Promise<SqlResult<Row>> {
  const result = await target.query(sql, params);
  return {
    rows: result.rows as Row[],
    fields: result.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })),
    affectedRows: ['INSERT', 'UPDATE', 'DELETE', 'MERGE'].includes(result.command) ? (result.rowCount ?? 0) : undefined,
  };
}

/** Raised when COMMIT found the transaction aborted by an error that fn swallowed. */
class AbortedTransactionError extends Error {
  readonly code = '25P02';
  constructor() {
    super('current transaction is aborted, commands ignored until end of transaction block');
  }
}

class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;

  constructor(private readonly pool: pg.Pool) {}

  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<SqlResult<Row>> {
    return run<Row>(this.pool, sql, params);
  }

  async exec(sql: string): Promise<void> {
    // Without parameters node-postgres uses the simple protocol, which runs several statements.
    await this.pool.query(sql);
  }

  async transaction<T>(fn: (tx: Transaction) => Promise<T>, options?: TransactionOptions): Promise<T> {
    const client = await this.pool.connect();
    let open = true;
    const check = (): void => {
      if (!open) throw new Error('This transaction has already ended');
    };
    const tx: Transaction = {
      query: <Row = Record<string, unknown>>(sql: string, params?: unknown[]) => {
        check();
        return run<Row>(client, sql, params);
      },
      exec: async (sql: string) => {
        check();
        await client.query(sql);
      },
    };
    let broken: unknown;
    try {
      const begin = options?.readOnly ? 'begin read only' : 'begin';
      // One round trip: the simple protocol runs both statements of the string.
      await client.query(options?.setup ? `${begin}; ${options.setup}` : begin);
      const result = await fn(tx);
      open = false;
      const commit = await client.query('commit');
      // PostgreSQL answers COMMIT of an aborted transaction with ROLLBACK and no error; PGlite
      // raises 25P02. Raise here too, so a swallowed error never looks like success.
      if (commit.command === 'ROLLBACK') throw new AbortedTransactionError();
      return result;
    } catch (error) {
      open = false;
      await client.query('rollback').catch((rollbackError: unknown) => {
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
