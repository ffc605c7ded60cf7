// The parsed shape of a PostgREST request's query string, before any name is checked against the
// database. Nothing here is SQL: the builder turns it into SQL with quoted identifiers and bind
// parameters only after the catalog has vouched for every name.

export interface JsonOperation {
  arrow: '->' | '->>';
  /** A key (`->name`) or an array index (`->0`, `->-1`). */
  operand: { kind: 'key'; value: string } | { kind: 'index'; value: number };
}

/** A column, optionally followed by a JSON path: `data->a->>b`. */
export interface Field {
  name: string;
  jsonPath: JsonOperation[];
}

export type AggregateFunction = 'count' | 'sum' | 'avg' | 'max' | 'min';

export interface SelectField {
  type: 'field';
  /** `*` selects every column. */
  field: Field;
  alias?: string;
  cast?: string;
  aggregate?: AggregateFunction;
  aggregateCast?: string;
}

export interface SelectRelation {
  type: 'relation';
  name: string;
  alias?: string;
  hint?: string;
  joinType?: 'inner' | 'left';
  /** `...rel(cols)`: the embedded columns are lifted into the parent object. */
  spread: boolean;
  children: SelectItem[];
}

export type SelectItem = SelectField | SelectRelation;

export type SimpleOperator = 'neq' | 'cs' | 'cd' | 'ov' | 'sl' | 'sr' | 'nxr' | 'nxl' | 'adj';
export type QuantOperator = 'eq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'match' | 'imatch';
export type FtsOperator = 'fts' | 'plfts' | 'phfts' | 'wfts';
export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export type Operation =
  | { kind: 'simple'; op: SimpleOperator; value: string }
  | { kind: 'quant'; op: QuantOperator; quantifier?: 'any' | 'all'; value: string }
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: IsValue }
  | { kind: 'isdistinct'; value: string }
  | { kind: 'fts'; op: FtsOperator; language?: string; value: string };

export interface OpExpr {
  negated: boolean;
  operation: Operation;
}

export interface Filter {
  field: Field;
  expr: OpExpr;
}

export type LogicTree =
  | { type: 'filter'; filter: Filter }
  | { type: 'expr'; negated: boolean; op: 'and' | 'or'; children: LogicTree[] };

export interface OrderTerm {
  /** Set for a related order: `order=rel(col).desc`. */
  relation?: string;
  field: Field;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** A path of embed names (aliases when given) from the root: [] is the root resource. */
export type EmbedPath = string[];

export interface ParsedQuery {
  select: SelectItem[];
  columns?: string[];
  onConflict?: string[];
  filters: { path: EmbedPath; filter: Filter }[];
  /** Query parameters of a GET/HEAD RPC call whose value is not a filter: the function's arguments. */
  rpcArgs: [string, string][];
  orders: { path: EmbedPath; terms: OrderTerm[] }[];
  logic: { path: EmbedPath; tree: LogicTree }[];
  ranges: { path: EmbedPath; offset: number; limit?: number }[];
}
