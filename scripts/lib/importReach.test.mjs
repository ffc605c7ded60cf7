// Which suites the PostgreSQL lane runs (backend/jest.postgres.config.cjs): those that reach the
// variable through their imports, and only those.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { compilerOptionsOf, entriesReaching, filesUnder } from './importReach.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-reach-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));
const write = (name, content) => {
  const file = path.join(dir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  return file;
};

write('tsconfig.json', JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', allowImportingTsExtensions: true, noEmit: true } }));
write('test/harness.ts', "export const url = process.env.TEST_DATABASE_URL;\n");
write('test/realtime/backend.ts', "import { url } from '../harness';\nexport const start = () => url;\n");
write('src/runtime.ts', "// keeps TEST_DATABASE_URL from functions\nexport const hidden = new Set(['TEST_DATABASE_URL']);\n");
write('src/pure.ts', "export const double = (n: number) => n * 2;\n");
write('src/cycle-a.ts', "import { b } from './cycle-b';\nexport const a = () => b;\n");
write('src/cycle-b.ts', "import { a } from './cycle-a';\nexport const b = () => a;\n");

const direct = write('test/direct.test.ts', "const url = process.env.TEST_DATABASE_URL;\ntest('x', () => expect(url).toBeDefined());\n");
const throughTwo = write('test/realtime/chat.test.ts', "import { start } from './backend.ts';\ntest('x', () => start());\n");
// jest's --findRelatedTests read this `/*` as the start of a block comment and lost the import.
const globInProse = write(
  'test/realtime/private.test.ts',
  "// policies in (fixtures/migrations/*_authorization.sql)\nimport { start } from './backend';\ntest('x', () => start());\n",
);
const required = write('test/required.test.js', "const { url } = require('./harness');\ntest('x', () => url);\n");
const pure = write('src/pure.test.ts', "import { double } from './pure';\nimport pg from 'pg';\ntest('x', () => double(2));\n");
const hiddenOnly = write('src/runtime.test.ts', "import { hidden } from './runtime';\ntest('x', () => hidden);\n");
const cyclic = write('src/cycle.test.ts', "import { a } from './cycle-a';\ntest('x', () => a());\n");

const options = { compilerOptions: compilerOptionsOf(path.join(dir, 'tsconfig.json')), notReads: [path.join(dir, 'src/runtime.ts')] };

test('a suite reaches the variable by reading it, or through any chain of project imports (ESM or require)', () => {
  const reaching = entriesReaching([direct, throughTwo, globInProse, required, pure, hiddenOnly, cyclic], 'TEST_DATABASE_URL', options);
  assert.deepEqual(reaching, [direct, throughTwo, globInProse, required]);
});

test('a file listed as naming it without reading it does not count; without the list it would', () => {
  assert.deepEqual(entriesReaching([hiddenOnly], 'TEST_DATABASE_URL', options), []);
  assert.deepEqual(entriesReaching([hiddenOnly], 'TEST_DATABASE_URL', { ...options, notReads: [] }), [hiddenOnly]);
});

test('filesUnder lists the suites of every folder, sorted, leaving out node_modules', () => {
  write('src/node_modules/dep/dep.test.ts', '');
  assert.deepEqual(filesUnder([path.join(dir, 'src'), path.join(dir, 'missing')], /\.test\.[cm]?[jt]sx?$/), [cyclic, pure, hiddenOnly]);
});
