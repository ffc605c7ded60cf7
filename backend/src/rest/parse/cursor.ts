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
}

export class Cursor {
  pos = 0;
  /** The failure that got furthest into the input: the most helpful one to report. */
  private furthest: ParseFailure | null = null;

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
    const ch = this.peek();
    const unexpected = ch === undefined ? 'end of input' : JSON.stringify(ch);
    const failure = new ParseFailure(this.pos, `unexpected ${unexpected} expecting ${expecting}`);
    if (this.furthest === null || failure.position >= this.furthest.position) this.furthest = failure;
    throw failure;
  }

  /** Runs `fn`; on failure rewinds to where it started and returns undefined (Parsec's `try`). */
  attempt<T>(fn: () => T): T | undefined {
    const start = this.pos;
    try {
      return fn();
    } catch (error) {
      if (!(error instanceof ParseFailure)) throw error;
      if (this.furthest === null || error.position >= this.furthest.position) this.furthest = error;
      this.pos = start;
      return undefined;
    }
  }

  best(error: ParseFailure): ParseFailure {
    return this.furthest !== null && this.furthest.position > error.position ? this.furthest : error;
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
