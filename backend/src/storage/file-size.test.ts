import { parseFileSizeLimit } from './file-size';

test('byte counts and Supabase size strings', () => {
  expect(parseFileSizeLimit(1024)).toBe(1024);
  expect(parseFileSizeLimit('3B')).toBe(3);
  expect(parseFileSizeLimit('30KB')).toBe(30 * 1024);
  expect(parseFileSizeLimit('20mb')).toBe(20 * 1024 * 1024);
  expect(parseFileSizeLimit('1.5GB')).toBe(1.5 * 1024 ** 3);
  expect(parseFileSizeLimit('512')).toBe(512);
});

test('anything else is not a size', () => {
  for (const value of [-1, 1.5, 'big', '10 TB', '', null, {}, Number.MAX_VALUE]) {
    expect(parseFileSizeLimit(value)).toBeUndefined();
  }
});
