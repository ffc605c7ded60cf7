// Names of server-side prepared statements, one per SQL text, so a statement seen before skips
// Postgres's parse/analyze/rewrite (and, once Postgres settles on a generic plan, planning).
// Bounded: the least recently used name is given back to be closed, so an unbounded variety of
// query shapes cannot grow the database's memory.
//
// A cached plan stays correct for every caller: Postgres re-plans a statement when the role, the
// search_path or a table it reads changes, and the claims are read by auth.uid()/auth.jwt() when
// the statement runs, never folded into the plan.

export interface StatementName {
  name: string;
  /** First use of this text (or first since it was forgotten): send Parse before Bind. */
  isNew: boolean;
}

export class StatementNames {
  /** SQL text → statement name, least recently used first. */
  private readonly names = new Map<string, string>();
  private counter = 0;
  /** Names given up (evicted or forgotten) that the connection may still hold: close them. */
  private closing: string[] = [];

  constructor(
    private readonly limit: number,
    private readonly prefix = 's',
  ) {}

  get size(): number {
    return this.names.size;
  }

  lookup(sql: string): StatementName {
    const known = this.names.get(sql);
    if (known !== undefined) {
      // Most recently used last.
      this.names.delete(sql);
      this.names.set(sql, known);
      return { name: known, isNew: false };
    }
    if (this.names.size >= this.limit) {
      const [oldestSql, oldestName] = this.names.entries().next().value as [string, string];
      this.names.delete(oldestSql);
      this.closing.push(oldestName);
    }
    const name = `${this.prefix}${++this.counter}`;
    this.names.set(sql, name);
    return { name, isNew: true };
  }

  /** The statement may not exist on the connection (its Parse failed or was never run). */
  forget(sql: string, name: string): void {
    if (this.names.get(sql) === name) this.names.delete(sql);
    this.closing.push(name);
  }

  /** A name to close before the next statements (a close that could not be done yet). */
  close(name: string): void {
    this.closing.push(name);
  }

  /** After DDL that may change a statement's result type: parse everything afresh. */
  forgetAll(): void {
    for (const name of this.names.values()) this.closing.push(name);
    this.names.clear();
  }

  /** Names to close before the next statements (closing a name that does not exist is no error). */
  takeClosing(): string[] {
    const taken = this.closing;
    this.closing = [];
    return taken;
  }
}

/** Postgres's answer when a prepared statement's result columns changed under it (DDL). */
export function isStalePreparedStatement(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === '0A000' &&
    /cached plan must not change result type/.test(String((error as { message?: unknown }).message))
  );
}
