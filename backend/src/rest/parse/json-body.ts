// A request body as the write path needs it, in one linear pass and without building the value:
// whether it is JSON (the grammar JSON.parse accepts), how deeply it nests, and its "rows" — the
// top-level object, or each element of a top-level array — with where each row, and each of its
// values by key, lies in the text. The text itself goes to Postgres, which converts the values by
// column type.
//
// JSON.parse would build every object first: a 1 MB object of 90,000 keys becomes a dictionary
// object, then an array of keys, before the first unknown column can be refused. Here a row keeps
// only the keys the caller can use (maxKeys, onlyKeys); the rest of the text is only checked.

/** Where a piece of the body starts and ends (exclusive). */
export interface TextSpan {
  start: number;
  end: number;
}

export interface JsonRow extends TextSpan {
  /**
   * The row's keys in first-seen order, each with where its value lies; a repeated key counts once
   * and its last value wins, as in JSON.parse and Postgres. Null when the row is not an object.
   */
  fields: Map<string, TextSpan> | null;
  /** Keys were left out: the row has more than maxKeys + 1 distinct keys, `fields` the first maxKeys + 1. */
  truncated: boolean;
}

export interface JsonBody {
  kind: 'object' | 'array' | 'scalar';
  /** The top-level object as one row; for an array, its elements when `elementRows` was asked for. */
  rows: JsonRow[];
}

export interface JsonBodyOptions {
  /** Deepest `[`/`{` nesting accepted (the outermost bracket is level 1). */
  maxDepth: number;
  /** Record each element of a top-level array as a row (inserts); otherwise only a top-level object is one. */
  elementRows: boolean;
  /** With elementRows: refuse an array with more elements than this. */
  maxRows?: number;
  /**
   * Refuse a body holding more values than this (every object, array, string, number and literal;
   * keys not counted). What Postgres then does with the body grows with its values, and on PGlite
   * that work runs on the server's only thread: 500,000 tiny values in 1 MB held it for ~190 ms.
   */
  maxValues?: number;
  /** Keep at most this many distinct keys per row, plus one to show there were more. */
  maxKeys?: number;
  /** Keep only these keys (the request names its columns); others are checked and passed over. */
  onlyKeys?: ReadonlySet<string>;
}

export type JsonBodyFault = 'invalid' | 'too-deep' | 'too-many-rows' | 'too-many-values';

export class JsonBodyError extends Error {
  constructor(readonly fault: JsonBodyFault) {
    super(`JSON body: ${fault}`);
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const LBRACE = 0x7b;
const RBRACE = 0x7d;
const LBRACKET = 0x5b;
const RBRACKET = 0x5d;
const MINUS = 0x2d;
const PLUS = 0x2b;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;
/** Raw control characters, which JSON allows in a string only escaped. */
const CONTROL = /[\u0000-\u001f]/;

function isDigit(c: number): boolean {
  return c >= ZERO && c <= NINE;
}

function isHex(c: number): boolean {
  return isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

class Scanner {
  private i = 0;
  private values = 0;
  private readonly maxValues: number;
  private nextBackslash = -1;

  constructor(
    private readonly text: string,
    private readonly options: JsonBodyOptions,
  ) {
    this.maxValues = options.maxValues ?? Number.POSITIVE_INFINITY;
  }

  scan(): JsonBody {
    this.skipSpace();
    const c = this.peek();
    let body: JsonBody;
    if (c === LBRACE) {
      body = { kind: 'object', rows: [this.row(1)] };
    } else if (c === LBRACKET) {
      const rows: JsonRow[] = [];
      this.countValue();
      this.array(1, this.options.elementRows ? rows : null);
      body = { kind: 'array', rows };
    } else {
      this.value(0);
      body = { kind: 'scalar', rows: [] };
    }
    this.skipSpace();
    if (this.i !== this.text.length) this.fail();
    return body;
  }

  private fail(fault: JsonBodyFault = 'invalid'): never {
    throw new JsonBodyError(fault);
  }

  /** The code unit at the cursor, or -1 past the end. */
  private peek(): number {
    return this.i < this.text.length ? this.text.charCodeAt(this.i) : -1;
  }

  private skipSpace(): void {
    const text = this.text;
    let i = this.i;
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) i += 1;
      else break;
    }
    this.i = i;
  }

  private expect(c: number): void {
    if (this.peek() !== c) this.fail();
    this.i += 1;
  }

  /** Counts one more value, refusing the body once it holds more than maxValues. */
  private countValue(): void {
    this.values += 1;
    if (this.values > this.maxValues) this.fail('too-many-values');
  }

  /** Any value inside a container at `depth`. */
  private value(depth: number): void {
    this.countValue();
    const c = this.peek();
    if (c === LBRACE) this.object(depth + 1, null);
    else if (c === LBRACKET) this.array(depth + 1, null);
    else if (c === QUOTE) this.string(false);
    else if (c === MINUS || isDigit(c)) this.number();
    else if (c === 0x74) this.literal('true');
    else if (c === 0x66) this.literal('false');
    else if (c === 0x6e) this.literal('null');
    else this.fail();
  }

  /** An object at the cursor, kept as a row. */
  private row(depth: number): JsonRow {
    this.countValue();
    const row: JsonRow = { fields: new Map(), truncated: false, start: this.i, end: this.i };
    this.object(depth, row);
    row.end = this.i;
    return row;
  }

  /** An object at the cursor; its keys go into `row` when given. */
  private object(depth: number, row: JsonRow | null): void {
    if (depth > this.options.maxDepth) this.fail('too-deep');
    this.i += 1;
    this.skipSpace();
    if (this.peek() === RBRACE) {
      this.i += 1;
      return;
    }
    const maxKeys = this.options.maxKeys ?? Number.POSITIVE_INFINITY;
    const onlyKeys = this.options.onlyKeys;
    for (;;) {
      if (this.peek() !== QUOTE) this.fail();
      const fields = row === null || row.truncated ? null : row.fields;
      const key = this.string(fields !== null);
      this.skipSpace();
      this.expect(COLON);
      this.skipSpace();
      const start = this.i;
      this.value(depth);
      if (fields !== null && key !== undefined && (onlyKeys === undefined || onlyKeys.has(key))) {
        if (fields.size <= maxKeys || fields.has(key)) fields.set(key, { start, end: this.i });
        // A row keeps maxKeys + 1 keys; a key past those only says the row is wider than that.
        else if (row !== null) row.truncated = true;
      }
      this.skipSpace();
      const c = this.peek();
      this.i += 1;
      if (c === RBRACE) return;
      if (c !== COMMA) this.fail();
      this.skipSpace();
    }
  }

  private array(depth: number, rows: JsonRow[] | null): void {
    if (depth > this.options.maxDepth) this.fail('too-deep');
    this.i += 1;
    this.skipSpace();
    if (this.peek() === RBRACKET) {
      this.i += 1;
      return;
    }
    const maxRows = this.options.maxRows ?? Number.POSITIVE_INFINITY;
    for (;;) {
      if (rows === null) {
        this.value(depth);
      } else {
        if (rows.length >= maxRows) this.fail('too-many-rows');
        if (this.peek() === LBRACE) {
          rows.push(this.row(depth + 1));
        } else {
          const start = this.i;
          this.value(depth);
          rows.push({ fields: null, truncated: false, start, end: this.i });
        }
      }
      this.skipSpace();
      const c = this.peek();
      this.i += 1;
      if (c === RBRACKET) return;
      if (c !== COMMA) this.fail();
      this.skipSpace();
    }
  }

  /** Checks a string at the cursor; returns its value when asked to (keys), decoding escapes. */
  private string(decode: boolean): string | undefined {
    const text = this.text;
    const open = this.i;
    // Most strings hold no escape: find the closing quote natively, then check what lies between.
    const close = text.indexOf('"', open + 1);
    if (close < 0) this.fail();
    // Remembered, so a body with one backslash near its end is searched once, not once per string.
    if (this.nextBackslash <= open) {
      const found = text.indexOf('\\', open + 1);
      this.nextBackslash = found < 0 ? Number.POSITIVE_INFINITY : found;
    }
    if (this.nextBackslash > close) {
      const content = text.slice(open + 1, close);
      if (CONTROL.test(content)) this.fail();
      this.i = close + 1;
      return decode ? content : undefined;
    }
    let i = open + 1;
    for (;;) {
      if (i >= text.length) this.fail();
      const c = text.charCodeAt(i);
      if (c === QUOTE) break;
      if (c < 0x20) this.fail();
      if (c === BACKSLASH) {
        const e = text.charCodeAt(i + 1);
        if (e === 0x75) {
          // \uXXXX
          if (!(isHex(text.charCodeAt(i + 2)) && isHex(text.charCodeAt(i + 3)) && isHex(text.charCodeAt(i + 4)) && isHex(text.charCodeAt(i + 5)))) this.fail();
          i += 6;
        } else if (e === QUOTE || e === BACKSLASH || e === 0x2f || e === 0x62 || e === 0x66 || e === 0x6e || e === 0x72 || e === 0x74) {
          i += 2;
        } else {
          this.fail();
        }
        continue;
      }
      i += 1;
    }
    this.i = i + 1;
    // Only a key with escapes needs decoding, and then only that key's few bytes.
    return decode ? (JSON.parse(text.slice(open, i + 1)) as string) : undefined;
  }

  private digits(): void {
    if (!isDigit(this.peek())) this.fail();
    while (isDigit(this.peek())) this.i += 1;
  }

  private number(): void {
    if (this.peek() === MINUS) this.i += 1;
    if (this.peek() === ZERO) this.i += 1;
    else this.digits();
    if (this.peek() === DOT) {
      this.i += 1;
      this.digits();
    }
    const e = this.peek();
    if (e === 0x65 || e === 0x45) {
      this.i += 1;
      const sign = this.peek();
      if (sign === PLUS || sign === MINUS) this.i += 1;
      this.digits();
    }
  }

  private literal(word: string): void {
    if (!this.text.startsWith(word, this.i)) this.fail();
    this.i += word.length;
  }
}

/** Scans a body; throws JsonBodyError for invalid JSON, nesting past maxDepth, too many rows or values. */
export function scanJsonBody(text: string, options: JsonBodyOptions): JsonBody {
  return new Scanner(text, options).scan();
}
