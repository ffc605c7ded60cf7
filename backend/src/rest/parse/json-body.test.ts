// The body scanner agrees with JSON.parse on what is JSON and on each row's keys, for any text.
import fc from 'fast-check';
import { JsonBodyError, scanJsonBody, type JsonBodyOptions } from './json-body';

const OPTIONS: JsonBodyOptions = { maxDepth: 512, elementRows: true };

function scanned(text: string, options: JsonBodyOptions = OPTIONS): ReturnType<typeof scanJsonBody> | string {
  try {
    return scanJsonBody(text, options);
  } catch (error) {
    if (error instanceof JsonBodyError) return error.fault;
    throw error;
  }
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return 'invalid';
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What JSON.parse says the rows and their keys are. */
function expectedRows(value: unknown): (string[] | null)[] {
  if (Array.isArray(value)) return value.map((v) => (isObject(v) ? Object.keys(v).sort() : null));
  if (isObject(value)) return [Object.keys(value).sort()];
  return [];
}

function agreesWithJsonParse(text: string): void {
  const mine = scanned(text);
  const theirs = parsed(text);
  if (theirs === 'invalid') {
    expect({ text, fault: mine }).toEqual({ text, fault: 'invalid' });
    return;
  }
  if (typeof mine === 'string') throw new Error(`refused valid JSON (${mine}): ${text}`);
  expect(mine.rows.map((r) => (r.fields === null ? null : [...r.fields.keys()].sort()))).toEqual(expectedRows(theirs));
  // Each row's text is that row, and each field's text its value.
  const rows = Array.isArray(theirs) ? theirs : [theirs];
  mine.rows.forEach((row, i) => {
    expect(JSON.parse(text.slice(row.start, row.end))).toEqual(rows[i]);
    for (const [key, span] of row.fields ?? []) expect(JSON.parse(text.slice(span.start, span.end))).toEqual((rows[i] as Record<string, unknown>)[key]);
  });
}

const jsonish = fc.constantFrom('{', '}', '[', ']', ',', ':', '"', '\\', 'u', '0', '1', '-', '.', 'e', 'E', '+', ' ', '\n', 'true', 'false', 'null', 'a', '\u0001', '\u00e9', '\ud800');

describe('scanJsonBody', () => {
  it('counts every object, array, string, number and literal as a value (keys not), up to maxValues', () => {
    const scan = (text: string, maxValues: number, elementRows = false) =>
      scanJsonBody(text, { maxDepth: 16, elementRows, maxValues });
    // [ 1 [ "x" { "a": null } ] ] -> outer array, 1, inner array, "x", object, null: 6 values.
    const text = '[1,["x",{"a":null}]]';
    expect(scan(text, 6).kind).toBe('array');
    expect(() => scan(text, 5)).toThrow(new JsonBodyError('too-many-values'));
    // Rows of an insert count like any other object.
    expect(scan('[{"a":1},{"a":2}]', 5, true).rows).toHaveLength(2);
    expect(() => scan('[{"a":1},{"a":2}]', 4, true)).toThrow(new JsonBodyError('too-many-values'));
  });

  it('accepts exactly what JSON.parse accepts, with the same keys per row', () => {
    fc.assert(
      fc.property(fc.oneof(fc.json({ maxDepth: 4 }), fc.array(fc.json({ maxDepth: 2 }), { maxLength: 4 }).map((a) => JSON.stringify(a)), fc.string({ maxLength: 30 })), (text) => {
        agreesWithJsonParse(text);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses every near-miss that JSON.parse refuses', () => {
    const mutated = fc.tuple(fc.json({ maxDepth: 3 }), fc.nat(), jsonish, fc.constantFrom('insert', 'replace', 'delete')).map(([text, at, piece, how]) => {
      const i = text.length === 0 ? 0 : at % text.length;
      if (how === 'insert') return text.slice(0, i) + piece + text.slice(i);
      if (how === 'replace') return text.slice(0, i) + piece + text.slice(i + 1);
      return text.slice(0, i) + text.slice(i + 1);
    });
    fc.assert(
      fc.property(fc.oneof(mutated, fc.array(jsonish, { maxLength: 12 }).map((p) => p.join(''))), (text) => {
        agreesWithJsonParse(text);
      }),
      { numRuns: 5000 },
    );
  });

  it('keeps maxKeys + 1 distinct keys of a wider row, in order, and says it kept no more', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 12 }), fc.nat({ max: 12 }), fc.nat({ max: 3 }), (object, maxKeys, repeats) => {
        const keys = Object.keys(object);
        // Keys repeated after the first pass must neither count again nor push another key out.
        const text = JSON.stringify(object).slice(0, -1) + keys.slice(0, repeats).map((k) => `,${JSON.stringify(k)}:0`).join('') + '}';
        const body = scanned(keys.length === 0 ? '{}' : text, { maxDepth: 8, elementRows: false, maxKeys });
        if (typeof body === 'string') throw new Error(body);
        const row = body.rows[0];
        // JSON.stringify writes the keys in Object.keys order: the order the scanner meets them.
        expect([...(row?.fields?.keys() ?? [])]).toEqual(keys.slice(0, maxKeys + 1));
        expect(row?.truncated).toBe(keys.length > maxKeys + 1);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps only the keys asked for, and checks the rest all the same', () => {
    const onlyKeys = new Set(['name', 'qty']);
    const body = scanned('[{"x":1,"name":"a","y":[{"name":2}]},{"qty":3,"z":"\\\\"}]', { maxDepth: 8, elementRows: true, onlyKeys });
    if (typeof body === 'string') throw new Error(body);
    expect(body.rows.map((r) => [...(r.fields?.keys() ?? [])])).toEqual([['name'], ['qty']]);
    expect(scanned('[{"x":1,"name":"a"},{"qty":3,"z":"\\q"}]', { maxDepth: 8, elementRows: true, onlyKeys })).toBe('invalid');
  });

  it('reads strings right whether or not a backslash comes later in the body', () => {
    const many = Array.from({ length: 2000 }, (_, i) => `"k${i}":"v${i}"`).join(',');
    for (const text of [`{${many},"last":"a\\u0041\\n"}`, `{"first":"\\"",${many}}`, `{${many}}`]) agreesWithJsonParse(text);
  });

  it('decodes escaped keys and counts a repeated key once', () => {
    const body = scanned('[{"n\\u0061me":1,"a":2,"a":3},{"\\"q\\"":1}]');
    expect(body).toMatchObject({ kind: 'array' });
    if (typeof body === 'string') return;
    expect(body.rows.map((r) => [...(r.fields?.keys() ?? [])])).toEqual([['name', 'a'], ['"q"']]);
    const a = body.rows[0]?.fields?.get('a');
    expect(a).toEqual({ start: 26, end: 27 });
  });

  it('refuses nesting past maxDepth, counting the outermost bracket as level 1', () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    expect(scanned(nested(3), { maxDepth: 3, elementRows: true })).toMatchObject({ kind: 'array' });
    expect(scanned(nested(4), { maxDepth: 3, elementRows: true })).toBe('too-deep');
    expect(scanned('{"a":{"b":{"c":1}}}', { maxDepth: 3, elementRows: false })).toMatchObject({ kind: 'object' });
    expect(scanned('{"a":{"b":{"c":{}}}}', { maxDepth: 3, elementRows: false })).toBe('too-deep');
    expect(scanned('['.repeat(100_000), { maxDepth: 512, elementRows: true })).toBe('too-deep');
  });

  it('stops at the first row past maxRows, and records rows only when asked', () => {
    expect(scanned('[{},{},{}]', { maxDepth: 8, elementRows: true, maxRows: 3 })).toMatchObject({ rows: [{}, {}, {}] });
    expect(scanned('[{},{},{},{}', { maxDepth: 8, elementRows: true, maxRows: 3 })).toBe('too-many-rows');
    expect(scanned('[{"a":1},{"b":2}]', { maxDepth: 8, elementRows: false })).toEqual({ kind: 'array', rows: [] });
    expect(scanned(' {"a":1} ', { maxDepth: 8, elementRows: false })).toEqual({
      kind: 'object',
      rows: [{ fields: new Map([['a', { start: 6, end: 7 }]]), truncated: false, start: 1, end: 8 }],
    });
    expect(scanned('"text"')).toEqual({ kind: 'scalar', rows: [] });
  });
});
