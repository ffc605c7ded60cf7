import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ObjectFiles } from './object-files';

let dataDir: string;
let files: ObjectFiles;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'object-files-'));
  files = new ObjectFiles(dataDir);
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

async function put(bucket: string, name: string, text: string): Promise<string> {
  const temp = join(dataDir, `${Math.random()}.part`);
  writeFileSync(temp, text);
  const version = files.newVersion();
  await files.place(temp, bucket, name, version);
  return version;
}

test('versions live under <dataDir>/storage/<bucket>/<name>/ and prune keeps only the current one', async () => {
  const first = await put('docs', 'u/a.txt', 'one');
  const second = await put('docs', 'u/a.txt', 'two');
  expect(readFileSync(join(dataDir, 'storage', 'docs', 'u', 'a.txt', first), 'utf8')).toBe('one');
  await files.prune('docs', 'u/a.txt', second);
  expect(existsSync(files.pathOf('docs', 'u/a.txt', first))).toBe(false);
  const opened = await files.open('docs', 'u/a.txt', second);
  expect(opened?.size).toBe(3);
  await opened?.file.close();
});

test('a key and a "folder" of the same name coexist; pruning one leaves the other', async () => {
  const parent = await put('docs', 'u/a', 'parent');
  const child = await put('docs', 'u/a/b.txt', 'child');
  await files.prune('docs', 'u/a', undefined);
  expect(existsSync(files.pathOf('docs', 'u/a', parent))).toBe(false);
  expect(readFileSync(files.pathOf('docs', 'u/a/b.txt', child), 'utf8')).toBe('child');
  await files.prune('docs', 'u/a/b.txt', undefined);
  expect(existsSync(join(dataDir, 'storage', 'docs', 'u'))).toBe(false);
  expect(existsSync(join(dataDir, 'storage', 'docs'))).toBe(true);
});

test('an open version stays readable after it is pruned (a download in flight)', async () => {
  const version = await put('docs', 'u/c.txt', 'still here');
  const opened = await files.open('docs', 'u/c.txt', version);
  await files.prune('docs', 'u/c.txt', undefined);
  const buffer = Buffer.alloc(10);
  await opened!.file.read(buffer, 0, 10, 0);
  expect(buffer.toString()).toBe('still here');
  await opened!.file.close();
});

test('writes to one object run one at a time', async () => {
  const order: string[] = [];
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const first = files.withObjectLock('docs', 'k', async () => {
    order.push('first:start');
    await gate;
    order.push('first:end');
  });
  const second = files.withObjectLock('docs', 'k', async () => {
    order.push('second');
  });
  const other = files.withObjectLock('docs', 'other', async () => {
    order.push('other');
  });
  await other;
  release();
  await Promise.all([first, second]);
  expect(order).toEqual(['first:start', 'other', 'first:end', 'second']);
});
