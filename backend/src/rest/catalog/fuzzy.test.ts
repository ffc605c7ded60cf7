// The hint candidate PostgREST's fuzzy set picks, on the examples PostgREST documents for its
// function hints (Error.hs noRpcHint).
import { closestName } from './fuzzy';

describe('closestName', () => {
  it('picks the closest function name, or none when nothing is close', () => {
    expect(closestName(['test', 'another'], 'testt')).toBe('test');
    expect(closestName(['test', 'another'], 'other')).toBe('another');
    expect(closestName(['test', 'another'], 'noclosealternative')).toBeNull();
  });

  it('picks the closest sorted parameter list', () => {
    const lists = ['(name, param, val)', '(attr, id)'];
    expect(closestName(lists, '(nam, pqaram, vall)')).toBe('(name, param, val)');
    expect(closestName(lists, '(param, val)')).toBe('(name, param, val)');
    expect(closestName(lists, '(attrs, id)')).toBe('(attr, id)');
    expect(closestName(lists, '(id)')).toBe('(attr, id)');
    expect(closestName(lists, '(noclosealternative)')).toBeNull();
  });

  it('prefers the name that differs least (the postgrest-js suite case)', () => {
    const names = [
      'polymorphic_function_with_unnamed_json',
      'polymorphic_function_with_unnamed_jsonb',
      'polymorphic_function_with_unnamed_text',
      'polymorphic_function_with_unnamed_default',
      'polymorphic_function_with_unnamed_default_overload',
    ];
    expect(closestName(names, 'polymorphic_function_with_unnamed_integer')).toBe('polymorphic_function_with_unnamed_text');
  });
});
