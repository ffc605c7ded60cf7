import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FunctionLoadError, FunctionLoader, isFunctionName } from './function-loader';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'function-loader-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function writeFunction(root: string, name: string, source: string): void {
  mkdirSync(join(root, name), { recursive: true });
  writeFileSync(join(root, name, 'handler.ts'), source);
}

test('function names are plain slugs', () => {
  for (const name of ['health', 'consent-status', 'ai_guidance', 'v2']) expect(isFunctionName(name)).toBe(true);
  for (const name of ['', '_shared', '..', '.env', 'a/b', 'a.b', '-x', 'x'.repeat(65)]) expect(isFunctionName(name)).toBe(false);
});

test('loads handler.ts once and returns its default export', async () => {
  writeFunction(dir, 'hello', "export default async (req: Request) => new Response('hi ' + new URL(req.url).pathname);\n");
  const loader = new FunctionLoader(dir);
  const handler = await loader.load('hello');
  expect(loader.load('hello')).toBe(loader.load('hello'));
  const response = await handler!(new Request('http://x/hello'), undefined as never);
  expect(await response.text()).toBe('hi /hello');
});

test('unknown names, folders without handler.ts and symlinks out of the folder are not functions', () => {
  const outside = mkdtempSync(join(tmpdir(), 'function-outside-'));
  try {
    writeFunction(outside, 'evil', 'export default () => new Response("x");\n');
    symlinkSync(join(outside, 'evil'), join(dir, 'evil'));
    mkdirSync(join(dir, 'empty'));
    const loader = new FunctionLoader(dir);
    expect(loader.load('missing')).toBeUndefined();
    expect(loader.load('empty')).toBeUndefined();
    expect(loader.load('evil')).toBeUndefined();
  } finally {
    rmSync(outside, { recursive: true, force: true });
  }
});

test('a module without a default handler fails to load, and is retried next time', async () => {
  writeFunction(dir, 'broken', 'export const notDefault = 1;\n');
  const loader = new FunctionLoader(dir);
  const first = loader.load('broken');
  await expect(first).rejects.toBeInstanceOf(FunctionLoadError);
  expect(loader.load('broken')).not.toBe(first);
  await expect(loader.load('broken')).rejects.toBeInstanceOf(FunctionLoadError);
});
