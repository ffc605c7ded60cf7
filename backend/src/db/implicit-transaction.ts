// A single statement with its setup can run as an implicit transaction: the statements of one
// extended-protocol batch before its Sync share a transaction, which Postgres commits at the Sync
// and rolls back on any error among them. No BEGIN or COMMIT then has to be bound, executed and
// answered. A read-only one must still refuse writes: its setup says so itself, by containing
// READ_ONLY_WHEN (switching to read-only is allowed at any point of a transaction).
import type { TextStatement, TransactionOptions } from '../context';

/** SQL that makes the rest of the transaction read-only when its boolean parameter is true. */
export function readOnlyWhen(parameter: string): string {
  return `CASE WHEN ${parameter} THEN set_config('transaction_read_only', 'on', true) END`;
}

const READ_ONLY_MARK = "set_config('transaction_read_only', 'on', true)";

/**
 * The setup to run the statement after without BEGIN/COMMIT, or undefined when the transaction
 * needs them: no setup, or a read-only transaction whose setup cannot make it read-only.
 */
export function implicitSetup(options: TransactionOptions | undefined): TextStatement | undefined {
  const setup = options?.setup;
  if (setup === undefined) return undefined;
  if (options?.readOnly && !setup.sql.includes(READ_ONLY_MARK)) return undefined;
  return setup;
}
