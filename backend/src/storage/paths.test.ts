import { join } from 'node:path';
import { StorageError } from './errors';
import { isValidBucketName, objectDirectory, objectNameProblem } from './paths';

describe('object names', () => {
  test.each([
    ['user/photo.png'],
    ['a/b/c/d.txt'],
    ['שלום/תמונה 1.jpg'],
    ["it's (1) & co=;+,@$!.txt"],
    ['..hidden-but-not-a-dot-segment'],
  ])('%s is accepted', (name) => {
    expect(objectNameProblem(name)).toBeUndefined();
  });

  test.each([
    ['', 'empty'],
    ['../etc/passwd', 'dot segment'],
    ['a/../../b', 'dot segment'],
    ['a/./b', 'dot segment'],
    ['a/..', 'dot segment'],
    ['/etc/passwd', 'absolute path'],
    ['C:/Windows/win.ini', 'drive letter'],
    ['a\\..\\b', 'backslash'],
    ['a//b', 'empty segment'],
    ['a/', 'empty segment'],
    ['bad\u0000name', 'control character'],
    ['bad\nname', 'control character'],
    ['bad\u007fname', 'control character'],
    ['bad\u0085name', 'control character'],
    ['x'.repeat(1025), 'too long'],
  ])('%j is refused (%s)', (name, problem) => {
    expect(objectNameProblem(name)).toBe(problem);
  });
});

describe('bucket names', () => {
  test('follow Supabase rules and never name a parent directory', () => {
    expect(isValidBucketName('avatars')).toBe(true);
    expect(isValidBucketName('feedback-images')).toBe(true);
    for (const name of ['', '.', '..', 'a/b', 'a\\b', ' padded', 'x'.repeat(101), 'tab\tname']) {
      expect(isValidBucketName(name)).toBe(false);
    }
  });
});

describe('objectDirectory', () => {
  test('maps a key to a directory inside the bucket', () => {
    expect(objectDirectory('/data/storage', 'docs', 'u/a.txt')).toBe(join('/data/storage', 'docs', 'u', 'a.txt'));
  });

  test('throws a storage error instead of leaving the root', () => {
    expect(() => objectDirectory('/data/storage', 'docs', '../../x')).toThrow(StorageError);
    expect(() => objectDirectory('/data/storage', '..', 'x')).toThrow(StorageError);
  });
});
