// One set of text-to-value parsers for both drivers, so code behaves the same on PGlite and on
// PostgreSQL (their defaults differ: PGlite turns int8 into a number and dates into Date objects,
// node-postgres keeps int8 as text).

export type ValueParser = (text: string) => unknown;

const keepText: ValueParser = (text) => text;

/** int8: a number while it fits exactly (PostgREST's JSON does the same), else its text. */
const int8: ValueParser = (text) => {
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : text;
};

/** Keyed by type OID (pg_type.oid). */
export const VALUE_PARSERS: Record<number, ValueParser> = {
  20: int8,
  1700: keepText, // numeric: exact decimal, never a float
  1082: keepText, // date
  1083: keepText, // time
  1114: keepText, // timestamp
  1184: keepText, // timestamptz
  1186: keepText, // interval
  1266: keepText, // timetz
};
