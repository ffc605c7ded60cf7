#!/usr/bin/env node
// `npm test`: every test the project has, in the order that fails fastest, then one closing line
// `N passed, N failed` summed over jest (every workspace), node:test and Playwright, which CI reads.
//
//   1. typecheck + unit/integration tests of every workspace (turbo, cached by inputs), and the
//      node:test files of scripts/lib (the static server `npm start` runs)
//   2. the backend's suites again against a real PostgreSQL, when Debian's server is installed
//   3. the Playwright journeys in Chromium against the production build (`npm start`)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '0' };

const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;
const jestResultFiles = workspaces.map((ws) => join(root, ws, 'test-results', 'jest.json'));
const postgresResultFile = join(root, 'backend', 'test-results', 'jest-postgres.json');
const playwrightResultFile = join(root, 'e2e', 'test-results', 'results.json');
const scriptsResultFile = join(root, 'scripts', 'test-results', 'node-test.tap');

// Results of an earlier run must not be counted as this run's.
for (const file of [...jestResultFiles, postgresResultFile, playwrightResultFile, scriptsResultFile]) {
  rmSync(file, { force: true });
}

function run(title, command, args, options = {}) {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env, ...options });
  if (result.error) console.error(result.error);
  return result.status === 0;
}

function postgresInstalled() {
  const base = '/usr/lib/postgresql';
  return existsSync(base) && readdirSync(base).some((v) => existsSync(join(base, v, 'bin', 'initdb')));
}

const steps = [];
steps.push(run('typecheck and unit tests', 'npx', ['turbo', 'run', 'typecheck', 'test', '--concurrency=2']));
mkdirSync(dirname(scriptsResultFile), { recursive: true });
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
  // jest does not create the folder of --outputFile.
  mkdirSync(dirname(postgresResultFile), { recursive: true });
  steps.push(
    run('backend on PostgreSQL', 'bash', [
      'backend/scripts/with-postgres.sh',
      'npm', 'exec', '-w', 'backend', '--', 'jest', '--json', `--outputFile=${postgresResultFile}`,
    ]),
  );
} else {
  console.log('\n=== backend on PostgreSQL: skipped, no PostgreSQL server installed (apt-get install postgresql)');
}
steps.push(run('end-to-end (Playwright, Chromium)', 'npm', ['run', 'e2e', '-w', 'e2e']));

let passed = 0;
let failed = 0;
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
for (const file of [...jestResultFiles, postgresResultFile]) {
  const result = readJson(file);
  if (!result) continue;
  passed += result.numPassedTests ?? 0;
  // A suite that failed to run at all (syntax error, crash) has no failed tests; count it once.
  failed += (result.numFailedTests ?? 0) + (result.numRuntimeErrorTestSuites ?? 0);
}
// node:test's TAP ends with "# pass N" and "# fail N".
let scriptsTap = '';
try {
  scriptsTap = readFileSync(scriptsResultFile, 'utf8');
} catch {
  // The step failed before writing it: counted below as a failed step.
}
passed += Number(/^# pass (\d+)$/m.exec(scriptsTap)?.[1] ?? 0);
failed += Number(/^# fail (\d+)$/m.exec(scriptsTap)?.[1] ?? 0);
const playwright = readJson(playwrightResultFile);
if (playwright?.stats) {
  passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
  failed += playwright.stats.unexpected ?? 0;
}
// A step that failed without leaving results (typecheck, a crashed runner) is a failure too.
const failedStepsWithoutTests = steps.filter((ok) => !ok).length;
if (failed === 0 && failedStepsWithoutTests > 0) failed = failedStepsWithoutTests;

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(steps.every(Boolean) && failed === 0 ? 0 : 1);
