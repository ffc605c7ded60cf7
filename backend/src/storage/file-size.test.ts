import { parseFileSizeLimit } from './file-size';

test('byte counts and Supabase size strings', () => {
  expect(parseFileSizeLimit(1024)).toBe(1024);
  expect(parseFileSizeLimit('3B')).toBe(3);
  // Supabase Storage's units are decimal; the CLI's MiB/GiB are binary.
  expect(parseFileSizeLimit('30KB')).toBe(30_000);
  expect(parseFileSizeLimit('20mb')).toBe(20_000_000);
  expect(parseFileSizeLimit('1.5GB')).toBe(1_500_000_000);
  expect(parseFileSizeLimit('50MiB')).toBe(50 * 1024 * 1024);
  expect(parseFileSizeLimit('30KiB')).toBe(30 * 1024);
  expect(parseFileSizeLimit('1GiB')).toBe(1024 ** 3);
  expect(parseFileSizeLimit('512')).toBe(512);
});

test('anything else is not a size', () => {
  for (const value of [-1, 1.5, 'big', '10 TB', '', null, {}, Number.MAX_VALUE]) {
    expect(parseFileSizeLimit(value)).toBeUndefined();
  }
});
