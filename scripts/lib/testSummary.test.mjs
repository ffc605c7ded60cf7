// The closing lines of `npm test` (`node --test scripts/lib`): totals over every runner, and the
// names of what failed, so that CI's short view of the output says what broke.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { failureLines, summariseResults } from './testSummary.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-summary-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));
const write = (name, content) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
};

test('sums jest, node:test and Playwright, and names each failure with where it ran', () => {
  const shell = write('shell.json', {
    numPassedTests: 10,
    numFailedTests: 1,
    numRuntimeErrorTestSuites: 1,
    testResults: [
      { name: '/repo/shell/src/a.test.tsx', status: 'failed', assertionResults: [{ status: 'passed', fullName: 'a works' }, { status: 'failed', fullName: 'a › shows the toast' }] },
      { name: '/repo/shell/src/b.test.tsx', status: 'failed', message: '\n  ● Test suite failed to run\n\n    SyntaxError', assertionResults: [] },
    ],
  });
  const postgres = write('pg.json', { numPassedTests: 5, numFailedTests: 0, testResults: [] });
  const tap = write('node.tap', 'TAP version 13\nok 1 - serves\nnot ok 2 - sends headers\n# pass 1\n# fail 1\n');
  const playwright = write('pw.json', {
    stats: { expected: 7, flaky: 1, unexpected: 1 },
    suites: [{ title: 'toasts.spec.ts', specs: [], suites: [{ title: 'offline', specs: [{ title: 'comes back', tests: [{ projectName: 'own-accounts', status: 'unexpected' }, { projectName: 'shared', status: 'expected' }] }] }] }],
  });
  const summary = summariseResults({
    root: '/repo',
    jest: [{ file: shell, label: 'jest' }, { file: postgres, label: 'jest (PostgreSQL)' }, { file: path.join(dir, 'missing.json'), label: 'jest' }],
    nodeTestTap: tap,
    playwright,
  });
  assert.equal(summary.passed, 10 + 5 + 1 + 8);
  assert.equal(summary.failed, 2 + 1 + 1);
  assert.deepEqual(summary.failures, [
    'jest shell/src/a.test.tsx › a › shows the toast',
    'jest shell/src/b.test.tsx (did not run: ● Test suite failed to run)',
    'node:test sends headers',
    'playwright [own-accounts] toasts.spec.ts › offline › comes back',
  ]);
});

test('prints failed steps first and at most the limit of names; nothing when all passed', () => {
  assert.deepEqual(failureLines([], []), []);
  const names = Array.from({ length: 5 }, (_, i) => `jest t${i}`);
  assert.deepEqual(failureLines(['typecheck and unit tests'], names, 3), ['Failed:', '  step: typecheck and unit tests', '  jest t0', '  jest t1', '  jest t2', '  … and 2 more']);
});
