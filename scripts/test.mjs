#!/usr/bin/env node
// `npm test`: every test the project has, in the order that fails fastest, then one closing line
// `N passed, N failed` summed over jest (every workspace), node:test and Playwright, which CI reads.
//
//   1. typecheck + unit/integration tests of every workspace (turbo, cached by inputs), and the
//      node:test files of scripts/lib (the static server `npm start` runs). The backend's suites are
//      two turbo tasks, `test` (the server lane) and `test:in-process`, so that turbo runs the
//      second on the core the first leaves idle (backend/jest.lanes.cjs)
//   2. the backend's suites that use the database engine again, against a real PostgreSQL, when
//      Debian's server is installed (`npm run test:postgres -w backend`): the suites that read
//      TEST_DATABASE_URL, themselves or through a module they import (the test harness does) —
//      the rest run the same on either lane, and step 1 ran them (backend/jest.postgres.config.cjs,
//      backend/README.md "Tests on PostgreSQL"). After step 1, not beside it: tried beside it (even
//      at nice 10) on two cores, its starved clients lost answers (a 162 MB body's 413, 'Failed to
//      send a request to the Edge Function')
//   3. the Playwright journeys in Chromium against the production build (`npm start`). That build
//      (six apps, minutes of both cores when cold) is made beside step 2 at the lowest CPU
//      priority, so it takes only what step 2 leaves idle — its suites keep about one core busy —
//      and `npm start` finds it in turbo's cache; started after step 1's turbo run, never beside it
//      (both would build shared/). If it fails, `npm start` builds again in step 3 and says why.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { frontendBuildArgs } from './lib/frontendApps.mjs';
import { failureLines, summariseResults } from './lib/testSummary.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '0' };

const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;
const jestResultFiles = workspaces.map((ws) => join(root, ws, 'test-results', 'jest.json'));
const inProcessResultFile = join(root, 'backend', 'test-results', 'jest-in-process.json');
const postgresResultFile = join(root, 'backend', 'test-results', 'jest-postgres.json');
const playwrightResultFile = join(root, 'e2e', 'test-results', 'results.json');
const scriptsResultFile = join(root, 'scripts', 'test-results', 'node-test.tap');

// Results of an earlier run must not be counted as this run's.
for (const file of [...jestResultFiles, inProcessResultFile, postgresResultFile, playwrightResultFile, scriptsResultFile]) {
  rmSync(file, { force: true });
}

function run(title, command, args, options = {}) {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env, ...options });
  if (result.error) console.error(result.error);
  return { title, ok: result.status === 0 };
}

/**
 * Starts a command at nice 19 (so are all its children) with its output in logFile; resolves when it
 * ends, with how long it ran.
 */
function startNiced(title, command, args, logFile) {
  console.log(`\n=== ${title}, in the background at nice 19 (output: ${logFile}): ${command} ${args.join(' ')}`);
  const started = Date.now();
  const out = openSync(logFile, 'w');
  const child = spawn('nice', ['-n', '19', command, ...args], { cwd: root, env, stdio: ['ignore', out, out] });
  closeSync(out);
  return new Promise((resolve) => {
    const end = (ok) => resolve({ ok, seconds: Math.round((Date.now() - started) / 1000) });
    child.once('error', () => end(false));
    child.once('exit', (code) => end(code === 0));
  });
}

function postgresInstalled() {
  const base = '/usr/lib/postgresql';
  return existsSync(base) && readdirSync(base).some((v) => existsSync(join(base, v, 'bin', 'initdb')));
}

const steps = [];
// --continue: one workspace's failure must not cancel the others' tests, or their results (and
// counts) would be missing from the closing line and the failure would hide what else broke.
steps.push(run('typecheck and unit tests', 'npx', ['turbo', 'run', 'typecheck', 'test', 'test:in-process', '--concurrency=2', '--continue']));
mkdirSync(dirname(scriptsResultFile), { recursive: true });
const appBuild = startNiced('production build for step 3', join(root, 'node_modules', '.bin', 'turbo'), frontendBuildArgs(), join(dirname(scriptsResultFile), 'app-build.log'));
steps.push(
  run('scripts (node:test)', process.execPath, [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${scriptsResultFile}`,
    'scripts/lib/',
  ]),
);
if (postgresInstalled()) {
  // Writes postgresResultFile.
  steps.push(run('backend on PostgreSQL', 'npm', ['run', 'test:postgres', '-w', 'backend']));
} else {
  console.log('\n=== backend on PostgreSQL: skipped, no PostgreSQL server installed (apt-get install postgresql)');
}
const waitedFrom = Date.now();
const built = await appBuild;
console.log(
  `\n=== production build for step 3: ${built.ok ? 'done' : 'failed (npm start builds again below)'} after ${built.seconds} s, ` +
    `${Math.round((Date.now() - waitedFrom) / 1000)} s of it after step 2`,
);
steps.push(run('end-to-end (Playwright, Chromium)', 'npm', ['run', 'e2e', '-w', 'e2e']));

const { passed, failures, failed: failedTests } = summariseResults({
  root,
  jest: [
    ...jestResultFiles.map((file) => ({ file, label: 'jest' })),
    { file: inProcessResultFile, label: 'jest (backend, in-process lane)' },
    { file: postgresResultFile, label: 'jest (PostgreSQL)' },
  ],
  nodeTestTap: scriptsResultFile,
  playwright: playwrightResultFile,
});
// A step that failed without leaving results (typecheck, a crashed runner) is a failure too.
const failedSteps = steps.filter((step) => !step.ok).map((step) => step.title);
const failed = failedTests === 0 ? failedSteps.length : failedTests;

const lines = failureLines(failedSteps, failures);
if (lines.length > 0) console.log(`\n${lines.join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedSteps.length === 0 && failed === 0 ? 0 : 1);
