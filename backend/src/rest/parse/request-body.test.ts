// The body media types PostgREST reads (parse/request-body): Content-Type decoding, the RFC 4180
// CSV reader and its conversion to JSON rows, and form bodies.
import { RestError } from '../errors';
import { bodyMedia, csvCharsFor, csvToJsonText, eachCsvRecord, formToJsonText, jsonBodyReader, type CsvField } from './request-body';

/** Every record of a CSV text, as eachCsvRecord hands them over. */
function readCsv(text: string): CsvField[][] {
  const records: CsvField[][] = [];
  eachCsvRecord(text, (record) => records.push(record));
  return records;
}

function refusal(fn: () => unknown): RestError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(RestError);
    return error as RestError;
  }
  throw new Error('expected a refusal');
}

describe('bodyMedia', () => {
  it('reads the media types PostgREST knows, JSON when none is sent', () => {
    expect(bodyMedia(null)).toEqual({ kind: 'json' });
    expect(bodyMedia('application/json')).toEqual({ kind: 'json' });
    expect(bodyMedia('application/json; charset=utf-8')).toEqual({ kind: 'json' });
    expect(bodyMedia('Application/JSON')).toEqual({ kind: 'json' });
    expect(bodyMedia('application/vnd.pgrst.array+json')).toEqual({ kind: 'json' });
    expect(bodyMedia('text/csv; charset=utf-8')).toEqual({ kind: 'csv' });
    expect(bodyMedia('application/x-www-form-urlencoded;charset=UTF-8')).toEqual({ kind: 'urlencoded' });
    expect(bodyMedia('text/plain;charset=UTF-8')).toEqual({ kind: 'raw', type: 'text', mime: 'text/plain' });
    expect(bodyMedia('text/xml')).toEqual({ kind: 'raw', type: 'xml', mime: 'text/xml' });
    expect(bodyMedia('application/octet-stream')).toEqual({ kind: 'raw', type: 'bytea', mime: 'application/octet-stream' });
  });

  it('names any other type as PostgREST prints it', () => {
    expect(bodyMedia('text/html; charset=utf-8')).toEqual({ kind: 'other', mime: 'text/html' });
    expect(bodyMedia('application/vnd.pgrst.object+json')).toEqual({ kind: 'other', mime: 'application/vnd.pgrst.object+json' });
    expect(bodyMedia('application/vnd.pgrst.object+json;nulls=stripped')).toEqual({ kind: 'other', mime: 'application/vnd.pgrst.object+json;nulls=stripped' });
    expect(bodyMedia('')).toEqual({ kind: 'other', mime: '*/*' });
    expect(bodyMedia('application/vnd.pgrst.array+json;nulls=stripped')).toEqual({ kind: 'other', mime: 'application/vnd.pgrst.array+json;nulls=stripped' });
    expect(bodyMedia('application/json; nulls=stripped')).toEqual({ kind: 'json' });
  });
});

describe('readCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, and CRLF or LF records', () => {
    expect(readCsv('a,b\r\n"x, y","say ""hi"""\n"two\nlines",\n')).toEqual([
      [
        { value: 'a', quoted: false },
        { value: 'b', quoted: false },
      ],
      [
        { value: 'x, y', quoted: true },
        { value: 'say "hi"', quoted: true },
      ],
      [
        { value: 'two\nlines', quoted: true },
        { value: '', quoted: false },
      ],
    ]);
  });

  it('skips blank lines and reads a last line without a line break', () => {
    expect(readCsv('a\n\n1\r\n\r\n2').map((r) => r.map((f) => f.value))).toEqual([['a'], ['1'], ['2']]);
    expect(readCsv('')).toEqual([]);
  });

  it('refuses an unclosed quote, a quote inside a field, and text after a closing quote, naming the line', () => {
    expect(() => readCsv('a\n"open')).toThrow('CSV: the quoted field opened on line 2 is not closed');
    expect(() => readCsv('a,b\n1,x"y')).toThrow('CSV: line 2 has a quote inside an unquoted field');
    expect(() => readCsv('a\n"x"y')).toThrow('CSV: line 2 has characters after a closing quote');
  });
});

describe('csvToJsonText', () => {
  it('makes one object per line keyed by the header; NULL is null, everything else a string', () => {
    const json = csvToJsonText('name,qty,note\nA,1,NULL\n"B, b",2,"NULL"\nC,,x\n');
    expect(JSON.parse(json)).toEqual([
      { name: 'A', qty: '1', note: null },
      { name: 'B, b', qty: '2', note: null },
      { name: 'C', qty: '', note: 'x' },
    ]);
  });

  it('gives an empty array for a header alone or an empty body', () => {
    expect(csvToJsonText('name,qty\n')).toBe('[]');
    expect(csvToJsonText('')).toBe('[]');
  });

  it('refuses a line with more or fewer fields than the header (PGRST102), and a malformed body', () => {
    for (const body of ['a,b\n1\n', 'a,b\n1,2,3\n']) {
      const error = refusal(() => csvToJsonText(body));
      expect(error).toMatchObject({ status: 400, code: 'PGRST102', message: 'All lines must have same number of fields' });
    }
    expect(refusal(() => csvToJsonText('a\n"open'))).toMatchObject({ status: 400, code: 'PGRST102', message: 'CSV: the quoted field opened on line 2 is not closed' });
  });

  it('stops at the values or characters allowed, before building the text (413 PGRST413)', () => {
    // 1 array + 3 rows x (1 object + 2 fields) = 10 values.
    const csv = 'a,b\n1,2\n3,4\n5,6\n';
    expect(JSON.parse(csvToJsonText(csv, { maxValues: 10, maxChars: 1000 }))).toHaveLength(3);
    expect(refusal(() => csvToJsonText(csv, { maxValues: 9, maxChars: 1000 }))).toMatchObject({
      status: 413,
      code: 'PGRST413',
      details: 'The body holds more than 9 JSON values, the most one request may carry',
    });
    const longHeader = `${'h'.repeat(1000)}\n${'x\n'.repeat(100)}`;
    expect(refusal(() => csvToJsonText(longHeader, { maxValues: 1e6, maxChars: 50_000 }))).toMatchObject({
      status: 413,
      code: 'PGRST413',
      details: 'The CSV body stands for more than 50000 characters of JSON rows, the most one request may carry',
    });
    expect(csvCharsFor(10)).toBe(16 * 1024 * 1024);
    expect(csvCharsFor(2 * 1024 * 1024)).toBe(32 * 1024 * 1024);
  });

  it('keeps keys and values that need escaping in JSON', () => {
    expect(JSON.parse(csvToJsonText('"we""ird",b\n"line\nbreak",\\\n'))).toEqual([{ 'we"ird': 'line\nbreak', b: '\\' }]);
  });
});

describe('formToJsonText', () => {
  it('decodes a form into one object of strings; the last of a repeated key wins', () => {
    expect(JSON.parse(formToJsonText('name=A+b&note=x%26y&qty=1&qty=2&empty='))).toEqual({ name: 'A b', note: 'x&y', qty: '2', empty: '' });
    expect(JSON.parse(formToJsonText('__proto__=x'))).toEqual(JSON.parse('{"__proto__":"x"}'));
    expect(formToJsonText('')).toBe('{}');
  });
});

describe('jsonBodyReader', () => {
  it('reads the body once and converts it by media type; refuses raw and unknown types for JSON', async () => {
    let reads = 0;
    const read = jsonBodyReader({ kind: 'csv' }, async () => {
      reads += 1;
      return 'a\n1\n';
    });
    expect(await read()).toBe('[{"a":"1"}]');
    expect(await read()).toBe('[{"a":"1"}]');
    expect(reads).toBe(1);
    await expect(jsonBodyReader({ kind: 'raw', type: 'text', mime: 'text/plain' }, async () => 'x')()).rejects.toMatchObject({
      status: 400,
      code: 'PGRST102',
      message: 'Content-Type not acceptable: text/plain',
    });
    await expect(jsonBodyReader({ kind: 'other', mime: 'text/html' }, async () => 'x')()).rejects.toMatchObject({ message: 'Content-Type not acceptable: text/html' });
  });
});
