// A tiny backtracking parser over one query-string value, in the style of the Parsec grammar
// PostgREST uses, so failures can be reported the way PostgREST reports them: the parameter, a
// 1-based column, and what was unexpected.
import { queryParamError, type RestError } from '../errors';

export class ParseFailure extends Error {
  constructor(
    readonly position: number,
    readonly details: string,
  ) {
    super(details);
  }

  /**
   * Failures are how the grammar backtracks, and they are caught within the parser: made
   * without a stack trace, whose capture would cost more than the parse.
   */
  static at(position: number, details: string): ParseFailure {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      return new ParseFailure(position, details);
    } finally {
      Error.stackTraceLimit = limit;
    }
  }
}

/** A failure as recorded: where, and what was expected (the message is made only if reported). */
interface Noted {
  position: number;
  expecting: string;
}

export class Cursor {
  pos = 0;
  /** The failure that got furthest into the input: the most helpful one to report. */
  private furthest: Noted | ParseFailure | null = null;

  constructor(readonly src: string) {}

  get eof(): boolean {
    return this.pos >= this.src.length;
  }

  peek(offset = 0): string | undefined {
    return this.src[this.pos + offset];
  }

  startsWith(text: string): boolean {
    return this.src.startsWith(text, this.pos);
  }

  /** Consumes `text` when it comes next. */
  take(text: string): boolean {
    if (!this.startsWith(text)) return false;
    this.pos += text.length;
    return true;
  }

  expect(text: string, expecting = JSON.stringify(text)): void {
    if (!this.take(text)) this.fail(expecting);
  }

  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos += 1;
  }

  fail(expecting: string): never {
    const failure = ParseFailure.at(this.pos, this.describe(this.pos, expecting));
    this.record(failure);
    throw failure;
  }

  /**
   * Records a failure here as `fail` does, without throwing: what an `attempt` that fails at
   * once leaves behind, at a fraction of the cost (a throw makes V8 locate it on the stack).
   */
  note(expecting: string): void {
    this.record({ position: this.pos, expecting });
  }

  private record(failure: Noted | ParseFailure): void {
    if (this.furthest === null || failure.position >= this.furthest.position) this.furthest = failure;
  }

  private describe(position: number, expecting: string): string {
    const ch = this.src[position];
    return `unexpected ${ch === undefined ? 'end of input' : JSON.stringify(ch)} expecting ${expecting}`;
  }

  /**
   * True when `text` does not come next, noting the failure `expect(text)` would have thrown:
   * `!c.lacks('x') && c.attempt(() => { c.expect('x'); … })` fails the common way without a throw.
   */
  lacks(text: string, expecting = JSON.stringify(text)): boolean {
    if (this.startsWith(text)) return false;
    this.note(expecting);
    return true;
  }

  /** Runs `fn`; on failure rewinds to where it started and returns undefined (Parsec's `try`). */
  attempt<T>(fn: () => T): T | undefined {
    const start = this.pos;
    try {
      return fn();
    } catch (error) {
      if (!(error instanceof ParseFailure)) throw error;
      this.record(error);
      this.pos = start;
      return undefined;
    }
  }

  best(error: ParseFailure): ParseFailure {
    const furthest = this.furthest;
    if (furthest === null || furthest.position <= error.position) return error;
    return furthest instanceof ParseFailure ? furthest : ParseFailure.at(furthest.position, this.describe(furthest.position, furthest.expecting));
  }
}

/** Runs a grammar over one parameter and turns a failure into PostgREST's PGRST100 error. */
export function runParser<T>(label: string, src: string, grammar: (c: Cursor) => T, display = src): T {
  const c = new Cursor(src);
  try {
    const value = grammar(c);
    if (!c.eof) c.fail('end of input');
    return value;
  } catch (error) {
    if (!(error instanceof ParseFailure)) throw error;
    throw parseError(label, display, c.best(error));
  }
}

export function parseError(label: string, src: string, failure: ParseFailure): RestError {
  return queryParamError(`"${label} (${src})" (line 1, column ${failure.position + 1})`, failure.details);
}
