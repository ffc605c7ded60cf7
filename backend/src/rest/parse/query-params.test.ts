import { RestError } from '../errors';
import { parseQuery } from './query-params';

const parse = (qs: string, isRpcRead = false) => parseQuery(qs, { isRpcRead });

function parseFailure(qs: string): RestError {
  try {
    parse(qs);
  } catch (error) {
    if (error instanceof RestError) return error;
    throw error;
  }
  throw new Error(`expected ${qs} to fail`);
}

describe('select parameter', () => {
  it('defaults to every column', () => {
    expect(parse('').select).toEqual([{ type: 'field', field: { name: '*', jsonPath: [] } }]);
  });

  it('reads columns, aliases, casts and JSON paths', () => {
    expect(parse('select=id,name:task,price::text,data->a->>b,first:data->tags->0').select).toEqual([
      { type: 'field', field: { name: 'id', jsonPath: [] } },
      { type: 'field', field: { name: 'task', jsonPath: [] }, alias: 'name' },
      { type: 'field', field: { name: 'price', jsonPath: [] }, cast: 'text' },
      {
        type: 'field',
        field: {
          name: 'data',
          jsonPath: [
            { arrow: '->', operand: { kind: 'key', value: 'a' } },
            { arrow: '->>', operand: { kind: 'key', value: 'b' } },
          ],
        },
      },
      {
        type: 'field',
        alias: 'first',
        field: {
          name: 'data',
          jsonPath: [
            { arrow: '->', operand: { kind: 'key', value: 'tags' } },
            { arrow: '->', operand: { kind: 'index', value: 0 } },
          ],
        },
      },
    ]);
  });

  it('reads embeds with alias, hint, join type, spread and nesting', () => {
    const [a, b, c] = parse('select=owner:profiles!todos_owner_fkey!inner(username),...authors(name),books(id,reviews())').select;
    expect(a).toEqual({
      type: 'relation',
      name: 'profiles',
      alias: 'owner',
      hint: 'todos_owner_fkey',
      joinType: 'inner',
      spread: false,
      children: [{ type: 'field', field: { name: 'username', jsonPath: [] } }],
    });
    expect(b).toMatchObject({ type: 'relation', name: 'authors', spread: true });
    expect(c).toMatchObject({
      type: 'relation',
      name: 'books',
      children: [{ type: 'field' }, { type: 'relation', name: 'reviews', children: [] }],
    });
  });

  it('reads count() and column aggregates', () => {
    expect(parse('select=total:count(),pages.sum()').select).toEqual([
      { type: 'field', field: { name: '*', jsonPath: [] }, aggregate: 'count', alias: 'total' },
      { type: 'field', field: { name: 'pages', jsonPath: [] }, aggregate: 'sum' },
    ]);
  });

  it('keeps quoted names verbatim', () => {
    expect(parse('select="my col",x:"a,b"').select).toEqual([
      { type: 'field', field: { name: 'my col', jsonPath: [] } },
      { type: 'field', field: { name: 'a,b', jsonPath: [] }, alias: 'x' },
    ]);
  });

  it('reports a malformed select as PGRST100 with the position', () => {
    const error = parseFailure('select=id,(');
    expect(error.status).toBe(400);
    expect(error.body()).toEqual({
      code: 'PGRST100',
      details: expect.stringContaining('unexpected "("'),
      hint: null,
      message: '"failed to parse select parameter (id,()" (line 1, column 4)',
    });
  });
});

describe('filters', () => {
  it('reads operators, negation and values taken verbatim', () => {
    const { filters } = parse('id=eq.1&task=not.like.*a.b*&done=is.null&tags=cs.{a,b}&n=gte.2');
    expect(filters.map((f) => [f.filter.field.name, f.filter.expr])).toEqual([
      ['id', { negated: false, operation: { kind: 'quant', op: 'eq', value: '1' } }],
      ['task', { negated: true, operation: { kind: 'quant', op: 'like', value: '*a.b*' } }],
      ['done', { negated: false, operation: { kind: 'is', value: 'null' } }],
      ['tags', { negated: false, operation: { kind: 'simple', op: 'cs', value: '{a,b}' } }],
      ['n', { negated: false, operation: { kind: 'quant', op: 'gte', value: '2' } }],
    ]);
  });

  it('reads in-lists with quoted values holding reserved characters', () => {
    const [f] = parse('id=in.(1,2,"a,b","c)d","e\\"f")').filters;
    expect(f?.filter.expr.operation).toEqual({ kind: 'in', values: ['1', '2', 'a,b', 'c)d', 'e"f'] });
  });

  it('reads quantifiers and full-text search with a language', () => {
    const { filters } = parse('name=like(any).{a*,*b}&body=fts(english).cat&t=wfts.big%20cat');
    expect(filters.map((f) => f.filter.expr.operation)).toEqual([
      { kind: 'quant', op: 'like', quantifier: 'any', value: '{a*,*b}' },
      { kind: 'fts', op: 'fts', language: 'english', value: 'cat' },
      { kind: 'fts', op: 'wfts', value: 'big cat' },
    ]);
  });

  it('puts embed filters on their path', () => {
    expect(parse('books.reviews.stars=gt.3').filters[0]?.path).toEqual(['books', 'reviews']);
  });

  it('refuses an unknown operator', () => {
    expect(parseFailure('id=foo.1').body()).toEqual({
      code: 'PGRST100',
      details: 'unexpected "f" expecting operator (eq, gt, ...)',
      hint: null,
      message: '"failed to parse filter (foo.1)" (line 1, column 1)',
    });
  });

  it('treats non-filter values of an RPC read as arguments', () => {
    const parsed = parse('a=1&b=hello&id=gt.3', true);
    expect(parsed.rpcArgs).toEqual([
      ['a', '1'],
      ['b', 'hello'],
    ]);
    expect(parsed.filters).toHaveLength(1);
  });
});

describe('logic trees', () => {
  it('reads nested and/or with negation', () => {
    const [{ tree } = { tree: undefined }] = parse('or=(id.eq.1,not.and(task.ilike.*x*,done.is.null))').logic;
    expect(tree).toEqual({
      type: 'expr',
      negated: false,
      op: 'or',
      children: [
        { type: 'filter', filter: { field: { name: 'id', jsonPath: [] }, expr: { negated: false, operation: { kind: 'quant', op: 'eq', value: '1' } } } },
        {
          type: 'expr',
          negated: true,
          op: 'and',
          children: [
            { type: 'filter', filter: { field: { name: 'task', jsonPath: [] }, expr: { negated: false, operation: { kind: 'quant', op: 'ilike', value: '*x*' } } } },
            { type: 'filter', filter: { field: { name: 'done', jsonPath: [] }, expr: { negated: false, operation: { kind: 'is', value: 'null' } } } },
          ],
        },
      ],
    });
  });

  it('reads not.or on an embed path and quoted values', () => {
    const [entry] = parse('books.not.or=(title.eq."a,b",id.in.(1,2))').logic;
    expect(entry?.path).toEqual(['books']);
    expect(entry?.tree).toMatchObject({ type: 'expr', negated: true, op: 'or' });
    expect(entry?.tree.type === 'expr' && entry.tree.children[0]).toMatchObject({ filter: { expr: { operation: { value: 'a,b' } } } });
  });

  it('refuses an unclosed tree', () => {
    expect(parseFailure('or=(id.eq.1').code).toBe('PGRST100');
  });
});

describe('order, limit and offset', () => {
  it('reads directions, nulls placement, related orders and embed paths', () => {
    const parsed = parse('order=id.desc.nullslast,name,authors(name).asc&reviews.order=stars.desc&limit=10&offset=5&reviews.limit=2');
    expect(parsed.orders[0]?.terms).toEqual([
      { field: { name: 'id', jsonPath: [] }, direction: 'desc', nulls: 'last' },
      { field: { name: 'name', jsonPath: [] } },
      { relation: 'authors', field: { name: 'name', jsonPath: [] }, direction: 'asc' },
    ]);
    expect(parsed.orders[1]?.path).toEqual(['reviews']);
    expect(parsed.ranges).toEqual([
      { path: [], offset: 5, limit: 10 },
      { path: ['reviews'], offset: 0, limit: 2 },
    ]);
  });

  it('refuses a bad direction and a negative limit', () => {
    expect(parseFailure('order=id.sideways').code).toBe('PGRST100');
    expect(parseFailure('limit=-1').body()).toEqual({
      code: 'PGRST103',
      details: 'Limit should be greater than or equal to zero.',
      hint: null,
      message: 'Requested range not satisfiable',
    });
  });
});

describe('columns and on_conflict', () => {
  it('reads quoted lists as postgrest-js sends them', () => {
    const parsed = parse('columns=%22id%22,%22task%22&on_conflict=id,owner');
    expect(parsed.columns).toEqual(['id', 'task']);
    expect(parsed.onConflict).toEqual(['id', 'owner']);
  });
});
