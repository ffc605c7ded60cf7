// A write or RPC body in the media types PostgREST reads (its ApiRequest.Payload), turned into the
// JSON text the write path works on:
//   - application/json (also the default when no Content-Type is sent): as it came;
//   - text/csv: the header line names the columns, each further line is one row; every value is a
//     string (Postgres converts it by column type) except an unquoted or quoted NULL, which is null;
//   - application/x-www-form-urlencoded: one object of string values (a single row, or an RPC's
//     arguments); a repeated key keeps its last value.
// text/plain, text/xml and application/octet-stream are an RPC's raw argument (see rpc.ts: a
// function of one unnamed text, xml or bytea parameter). Anything else is PostgREST's 400 PGRST102
// "Content-Type not acceptable: <type>", whatever the body holds.
import { RestError, invalidBody, payloadTooLarge, tooManyValues } from '../errors';
import { hasLoneSurrogateEscape, LONE_SURROGATE } from '../../http/strict-json-text';

/** What a Content-Type header says, in PostgREST's terms (MediaType.decodeMediaType). */
export type BodyMedia =
  | { kind: 'json' }
  | { kind: 'csv' }
  | { kind: 'urlencoded' }
  | { kind: 'raw'; type: 'text' | 'xml' | 'bytea'; mime: string }
  | { kind: 'other'; mime: string };

const JSON_TYPES: ReadonlySet<string> = new Set(['application/json', 'application/vnd.pgrst.array+json', 'application/vnd.pgrst.array']);
const RAW_TYPES: Readonly<Record<string, 'text' | 'xml' | 'bytea'>> = {
  'text/plain': 'text',
  'text/xml': 'xml',
  'application/octet-stream': 'bytea',
};

/** Reads the Content-Type header; a request without one is JSON, as PostgREST takes it. */
export function bodyMedia(header: string | null): BodyMedia {
  if (header === null) return { kind: 'json' };
  const [first = '', ...params] = header.split(';').map((part) => part.trim());
  const type = first.toLowerCase();
  if (type === '') return { kind: 'other', mime: '*/*' };
  const stripped = params.some((p) => p.toLowerCase() === 'nulls=stripped');
  if (JSON_TYPES.has(type)) {
    // The array type with nulls=stripped is a response format only; PostgREST refuses it as a body.
    if (type !== 'application/json' && stripped) return { kind: 'other', mime: 'application/vnd.pgrst.array+json;nulls=stripped' };
    return { kind: 'json' };
  }
  if (type === 'text/csv') return { kind: 'csv' };
  if (type === 'application/x-www-form-urlencoded') return { kind: 'urlencoded' };
  const raw = RAW_TYPES[type];
  if (raw !== undefined) return { kind: 'raw', type: raw, mime: type };
  // As PostgREST names the vendored JSON types it cannot take as a body.
  if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
    return { kind: 'other', mime: `application/vnd.pgrst.object+json${stripped ? ';nulls=stripped' : ''}` };
  }
  return { kind: 'other', mime: type };
}

/** PostgREST's refusal of a body in a media type the request cannot take. */
export function contentTypeNotAcceptable(mime: string) {
  return invalidBody(`Content-Type not acceptable: ${mime}`);
}

export class CsvError extends Error {}

export interface CsvField {
  value: string;
  quoted: boolean;
}

/**
 * Reads CSV as RFC 4180 writes it: fields separated by commas, records by CRLF or LF, a field in
 * double quotes may hold commas, line breaks and doubled quotes. Blank lines are skipped. Each
 * record is handed over as it is read (so a caller can stop early by throwing), each field with
 * whether it was quoted. Throws CsvError with the line of the fault.
 */
export function eachCsvRecord(text: string, onRecord: (record: CsvField[]) => void): void {
  let record: CsvField[] = [];
  let line = 1;
  let i = 0;
  const n = text.length;
  const endRecord = () => {
    // A line with nothing on it is no record.
    if (!(record.length === 1 && !record[0]!.quoted && record[0]!.value === '')) onRecord(record);
    record = [];
  };
  if (n === 0) return;
  for (;;) {
    // One field starts at i.
    let value: string;
    let quoted = false;
    if (text.charCodeAt(i) === 0x22) {
      quoted = true;
      const startLine = line;
      let out = '';
      let from = i + 1;
      for (;;) {
        const close = text.indexOf('"', from);
        if (close < 0) throw new CsvError(`CSV: the quoted field opened on line ${startLine} is not closed`);
        const piece = text.slice(from, close);
        for (let k = 0; k < piece.length; k += 1) if (piece.charCodeAt(k) === 0x0a) line += 1;
        out += piece;
        if (text.charCodeAt(close + 1) === 0x22) {
          out += '"';
          from = close + 2;
          continue;
        }
        i = close + 1;
        break;
      }
      value = out;
      const next = i < n ? text.charCodeAt(i) : -1;
      if (next !== -1 && next !== 0x2c && next !== 0x0a && next !== 0x0d) {
        throw new CsvError(`CSV: line ${line} has characters after a closing quote`);
      }
    } else {
      let j = i;
      while (j < n) {
        const c = text.charCodeAt(j);
        if (c === 0x2c || c === 0x0a || c === 0x0d) break;
        if (c === 0x22) throw new CsvError(`CSV: line ${line} has a quote inside an unquoted field`);
        j += 1;
      }
      value = text.slice(i, j);
      i = j;
    }
    record.push({ value, quoted });
    if (i >= n) {
      endRecord();
      return;
    }
    const c = text.charCodeAt(i);
    if (c === 0x2c) {
      i += 1;
      continue;
    }
    // A line break: CRLF, LF or a lone CR.
    i += c === 0x0d && text.charCodeAt(i + 1) === 0x0a ? 2 : 1;
    line += 1;
    endRecord();
    if (i >= n) return;
  }
}

/**
 * Bounds on what a CSV body may become. Every row repeats the header's names, so a small body can
 * stand for a very large JSON text (a long header over many short lines): the conversion stops
 * as soon as either bound is passed, before the text is built.
 */
export interface CsvLimits {
  /** Most JSON values (the array, each row object, each field), as REST_MAX_JSON_VALUES counts them. */
  maxValues: number;
  /** Most characters of the JSON text. */
  maxChars: number;
}

const NO_LIMITS: CsvLimits = { maxValues: Number.POSITIVE_INFINITY, maxChars: Number.POSITIVE_INFINITY };

/**
 * The JSON text a CSV body may become: 16 times the body, and never less than 16 MiB. Each row
 * repeats the header's names, so legitimate wide rows grow several-fold (1,000 rows of 100
 * columns named in 30 characters: ~200 KB of CSV, ~4 MB of JSON), while a long header over many
 * one-character lines would grow without bound.
 */
export function csvCharsFor(bodyLength: number): number {
  return Math.max(16 * 1024 * 1024, 16 * bodyLength);
}

/**
 * A CSV body as the JSON array PostgREST makes of it: one object per line after the header, keyed
 * by the header's names; NULL (quoted or not) is null, every other value a string. A line with
 * more or fewer fields than the header is refused (PGRST102), so no value is silently dropped;
 * past the limits, 413 PGRST413.
 */
export function csvToJsonText(text: string, limits: CsvLimits = NO_LIMITS): string {
  let keys: string[] | undefined;
  const parts: string[] = [];
  let values = 1;
  let chars = 2;
  const onRow = (row: CsvField[]): void => {
    if (keys === undefined) {
      keys = row.map((field) => JSON.stringify(field.value));
      return;
    }
    const names = keys;
    if (row.length !== names.length) throw invalidBody('All lines must have same number of fields');
    values += 1 + row.length;
    if (values > limits.maxValues) throw tooManyValues(limits.maxValues);
    const part = `{${row.map((field, k) => `${names[k]}:${field.value === 'NULL' ? 'null' : JSON.stringify(field.value)}`).join(',')}}`;
    chars += part.length + 1;
    if (chars > limits.maxChars) {
      throw payloadTooLarge(`The CSV body stands for more than ${limits.maxChars} characters of JSON rows, the most one request may carry`, 'Send the rows in smaller requests');
    }
    parts.push(part);
  };
  try {
    eachCsvRecord(text, onRow);
  } catch (error) {
    if (error instanceof CsvError) throw invalidBody(error.message);
    throw error;
  }
  return `[${parts.join(',')}]`;
}

/** A form body as one JSON object of strings; a repeated key keeps its last value. */
export function formToJsonText(text: string): string {
  const fields = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(text)) fields.set(key, value);
  return `{${[...fields].map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',')}}`;
}

/**
 * The body as JSON text, read once: JSON as it came, CSV and form bodies converted; a raw or
 * unknown media type is refused (PGRST102), as a table write or a JSON-taking call cannot use it.
 */
export function jsonBodyReader(
  media: BodyMedia,
  readText: () => Promise<string>,
  maxJsonValues = Number.POSITIVE_INFINITY,
): () => Promise<string> {
  let converted: Promise<string> | undefined;
  return () => {
    converted ??= (async () => {
      switch (media.kind) {
        case 'json': {
          // JSON.parse, and Postgres' json input, would make `\ud800` a lone surrogate (or a
          // 22P02 deep in the statement): refused up front, as PostgREST refuses it.
          const text = await readText();
          if (hasLoneSurrogateEscape(text)) throw new RestError(400, 'PGRST102', 'Empty or invalid json', LONE_SURROGATE);
          return text;
        }
        case 'csv': {
          const text = await readText();
          return csvToJsonText(text, { maxValues: maxJsonValues, maxChars: csvCharsFor(text.length) });
        }
        case 'urlencoded':
          return formToJsonText(await readText());
        default:
          throw contentTypeNotAcceptable(media.mime);
      }
    })();
    return converted;
  };
}
