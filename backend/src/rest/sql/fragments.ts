// The only ways text reaches SQL here: identifiers the catalog vouched for, double-quoted; and
// values, always as bind parameters ($1, $2, …). There is no other concatenation of client text.

export class SqlParams {
  readonly values: (string | null)[] = [];

  /** Binds a value and returns its placeholder; the type is left for Postgres to infer. */
  add(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** A name of an exposed schema, the schema spelled out (the request's search_path is not relied on). */
export function qualified(name: string, schema: string): string {
  return `${ident(schema)}.${ident(name)}`;
}

export function column(alias: string, name: string): string {
  return `${ident(alias)}.${ident(name)}`;
}

/** A Postgres array literal (`{"a","b,c"}`) of text elements, for `= ANY($n)`. */
export function arrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
