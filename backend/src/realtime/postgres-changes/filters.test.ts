// Filters as realtime-js builds them (its own filter builder), evaluated on row images as
// to_jsonb prints them, and checked against Postgres itself for the comparison operators.
import { postgresChangesFilter } from '@supabase/realtime-js';
import fc from 'fast-check';
import type { Database } from '../../context';
import { openPglite } from '../../db/pglite';
import { equalityKeyOf, FilterSyntaxError, parseFilter, rowMatches, valueKeyOf } from './filters';

const types = new Map([
  ['id', 'int8'],
  ['n', 'int4'],
  ['price', 'numeric'],
  ['title', 'text'],
  ['done', 'bool'],
  ['at', 'timestamptz'],
  ['owner', 'uuid'],
  ['tags', '_text'],
]);

const row = {
  id: 42,
  n: 7,
  price: 10.5,
  title: 'Shabbat dinner, with (friends)',
  done: false,
  at: '2026-11-21T18:49:08.943+00:00',
  owner: 'AB0F3A7E-1111-4222-8333-944455556666'.toLowerCase(),
  tags: ['a', 'b'],
};

function matches(filter: string, image: Record<string, unknown> = row): boolean {
  return rowMatches(parseFilter(filter), image, types);
}

describe('filter parsing', () => {
  it('reads what the client filter builder writes, quoting included', () => {
    const built = postgresChangesFilter()
      .eq('title', 'Shabbat dinner, with (friends)')
      .in('n', [1, 7, 9])
      .neq('done', true)
      .build();
    expect(parseFilter(built)).toEqual([
      { column: 'title', operator: 'eq', negated: false, values: ['Shabbat dinner, with (friends)'] },
      { column: 'n', operator: 'in', negated: false, values: ['1', '7', '9'] },
      { column: 'done', operator: 'neq', negated: false, values: ['true'] },
    ]);
    expect(matches(built)).toBe(true);
  });

  it('unescapes quotes and backslashes inside quoted values', () => {
    const built = postgresChangesFilter().eq('title', 'say "hi" \\ bye').build();
    expect(parseFilter(built)[0]!.values).toEqual(['say "hi" \\ bye']);
  });

  it.each(['title', 'title=', 'title=eq', 'title=between.1', 'n=in.1,2', 'n=in.()', 'title=eq."open', 'n=in.(1,2', 'x=is.maybe', 'x=match.('])(
    'refuses %s',
    (filter) => {
      expect(() => parseFilter(filter)).toThrow(FilterSyntaxError);
    },
  );

  it('treats an empty filter as every row', () => {
    expect(parseFilter(undefined)).toEqual([]);
    expect(parseFilter('')).toEqual([]);
    expect(matches('')).toBe(true);
  });
});

describe('filter evaluation', () => {
  it.each([
    ['n=eq.7', true],
    ['n=eq.07', true],
    ['n=neq.7', false],
    ['n=lt.10', true],
    ['n=gt.10', false],
    ['n=lte.7', true],
    ['n=gte.8', false],
    ['price=gt.10.25', true],
    ['price=lt.9', false],
    ['id=eq.42', true],
    ['id=in.(1,42)', true],
    ['id=in.(1,2)', false],
    ['done=eq.false', true],
    ['done=eq.f', true],
    ['done=is.false', true],
    ['done=is.true', false],
    ['at=gt.2026-11-21T18:00:00Z', true],
    ['at=lt.2026-11-21', false],
    ['at=eq.2026-11-21T20:49:08.943+02:00', true],
    ['owner=eq.AB0F3A7E-1111-4222-8333-944455556666', true],
    ['title=like.Shabbat%', true],
    ['title=like.shabbat%', false],
    ['title=ilike.shabbat*', true],
    ['title=match.^Shab+at', true],
    ['title=imatch.DINNER', true],
    ['n=not.eq.7', false],
    ['n=not.in.(1,2)', true],
    ['n=isdistinct.7', false],
    ['n=isdistinct.8', true],
    [postgresChangesFilter().eq('tags', '["a","b"]').build(), true],
    ['missing=eq.1', false],
    ['n=gt.5,done=eq.true', false],
    ['n=gt.5,done=eq.false', true],
  ])('%s -> %s', (filter, expected) => {
    expect(matches(filter)).toBe(expected);
  });

  it('compares int8 beyond 2^53 exactly when the value is text', () => {
    expect(matches('id=gt.9007199254740992', { id: '9007199254740993' })).toBe(true);
    expect(matches('id=eq.9007199254740992', { id: '9007199254740993' })).toBe(false);
  });

  it('lets NULL pass only is.null and isdistinct, as SQL does', () => {
    const image = { ...row, n: null };
    expect(matches('n=eq.7', image)).toBe(false);
    expect(matches('n=neq.7', image)).toBe(false);
    expect(matches('n=not.eq.7', image)).toBe(false);
    expect(matches('n=in.(7)', image)).toBe(false);
    expect(matches('n=is.null', image)).toBe(true);
    expect(matches('n=not.is.null', image)).toBe(false);
    expect(matches('n=isdistinct.7', image)).toBe(true);
    expect(matches('n=isdistinct.null', image)).toBe(false);
  });
});

describe('comparison operators agree with Postgres', () => {
  let db: Database;

  beforeAll(async () => {
    db = await openPglite(undefined);
  });

  afterAll(async () => {
    await db.close();
  });

  const operators = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte'] as const;
  const sqlOperator = { eq: '=', neq: '<>', lt: '<', lte: '<=', gt: '>', gte: '>=' } as const;

  const cases = fc.oneof(
    fc.record({ type: fc.constant('int4'), a: fc.integer({ min: -50, max: 50 }).map(String), b: fc.integer({ min: -50, max: 50 }).map(String) }),
    fc.record({
      type: fc.constant('numeric'),
      a: fc.double({ min: -100, max: 100, noNaN: true }).map((x) => x.toFixed(3)),
      b: fc.double({ min: -100, max: 100, noNaN: true }).map((x) => x.toFixed(3)),
    }),
    fc.record({ type: fc.constant('text'), a: fc.stringMatching(/^[a-z0-9]{0,4}$/), b: fc.stringMatching(/^[a-z0-9]{0,4}$/) }),
    fc.record({
      type: fc.constant('timestamptz'),
      a: fc.integer({ min: 0, max: 4e9 }).map((s) => new Date(s * 1000).toISOString()),
      b: fc.integer({ min: 0, max: 4e9 }).map((s) => new Date(s * 1000).toISOString()),
    }),
    fc.record({ type: fc.constant('bool'), a: fc.constantFrom('true', 'false'), b: fc.constantFrom('true', 'false') }),
  );

  it('for random values of several types', async () => {
    await fc.assert(
      fc.asyncProperty(cases, fc.constantFrom(...operators), fc.boolean(), async ({ type, a, b }, operator, negated) => {
        // The row image holds the value as to_jsonb prints it; the filter holds the client's text.
        const printed = await db.query<{ image: Record<string, unknown>; expected: boolean }>(
          `select jsonb_build_object('v', $1::${type}) as image, ($1::${type} ${sqlOperator[operator]} $2::${type}) as expected`,
          [a, b],
        );
        const { image, expected } = printed.rows[0]!;
        const filter = `v=${negated ? 'not.' : ''}${operator}.${b}`;
        expect(rowMatches(parseFilter(filter), image, new Map([['v', type]]))).toBe(negated ? !expected : expected);
      }),
      { numRuns: 300 },
    );
  });
});

// The dispatcher finds a change's subscribers through an index by these keys instead of testing
// every subscriber of the table: a key match must be exactly an eq match, or rows would be lost.
describe('equality keys for indexing subscribers', () => {
  const keyOf = (filter: string) => {
    const [condition] = parseFilter(filter);
    return equalityKeyOf(condition!, types);
  };

  it('indexes a plain eq on uuid and text columns only', () => {
    expect(keyOf('owner=eq.AAAAAAAA-1111-4111-8111-111111111111')).toEqual({ column: 'owner', key: 'aaaaaaaa-1111-4111-8111-111111111111' });
    expect(keyOf('title=eq.Hello')).toEqual({ column: 'title', key: 'Hello' });
    for (const other of ['n=eq.1', 'id=eq.1', 'price=eq.1.5', 'done=eq.true', 'at=eq.2026-01-01', 'title=neq.x', 'title=in.(a,b)', 'title=eq.null', 'tags=eq.{a}']) {
      expect(keyOf(other)).toBeUndefined();
    }
  });

  it('gives equal keys exactly when rowMatches says eq', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('owner', 'title'),
        fc.oneof(fc.uuid(), fc.constantFrom('a', 'A', 'Hello', 'hello', ' x', '1', '1.0')),
        fc.oneof(fc.uuid(), fc.constantFrom('a', 'A', 'Hello', 'hello', ' x', '1', '1.0')),
        fc.boolean(),
        (column, filterValue, rowValue, upper) => {
          const value = upper ? rowValue.toUpperCase() : rowValue;
          const conditions = parseFilter(`${column}=eq.${filterValue}`);
          const key = equalityKeyOf(conditions[0]!, types);
          if (!key) return;
          const matches = rowMatches(conditions, { [column]: value }, types);
          expect(key.key === valueKeyOf(types.get(column), value)).toBe(matches);
        },
      ),
      { numRuns: 300 },
    );
  });
});
