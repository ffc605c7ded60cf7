// The closing lines of `npm test`: totals over jest (every workspace and the PostgreSQL lane),
// node:test and Playwright, and the names of what failed. CI shows only the end of the output, so
// the names go just above the `N passed, N failed` line it reads.
import { readFileSync } from 'node:fs';

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function readText(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Playwright's report nests suites (file › describe › …); a test failed when it is "unexpected". */
function playwrightFailures(suite, titles, out) {
  const path = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'unexpected') out.push(`playwright [${test.projectName}] ${[...path, spec.title].join(' › ')}`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, path, out);
}

/**
 * @param {{ root: string, jest: Array<{ file: string, label: string }>, nodeTestTap: string, playwright: string }} files
 * @returns {{ passed: number, failed: number, failures: string[] }}
 */
export function summariseResults({ root, jest, nodeTestTap, playwright }) {
  let passed = 0;
  let failed = 0;
  const failures = [];
  for (const { file, label } of jest) {
    const result = readJson(file);
    if (!result) continue;
    passed += result.numPassedTests ?? 0;
    // A suite that failed to run at all (syntax error, crash) has no failed tests; count it once.
    failed += (result.numFailedTests ?? 0) + (result.numRuntimeErrorTestSuites ?? 0);
    for (const suite of result.testResults ?? []) {
      const path = (suite.name ?? '?').replace(`${root}/`, '');
      const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failedTests) failures.push(`${label} ${path} › ${test.fullName ?? test.title}`);
      if (failedTests.length === 0 && suite.status === 'failed') {
        const reason = (suite.message ?? '').split('\n').find((line) => line.trim()) ?? 'no message';
        failures.push(`${label} ${path} (did not run: ${reason.trim()})`);
      }
    }
  }
  // node:test's TAP ends with "# pass N" and "# fail N".
  const tap = readText(nodeTestTap);
  passed += Number(/^# pass (\d+)$/m.exec(tap)?.[1] ?? 0);
  failed += Number(/^# fail (\d+)$/m.exec(tap)?.[1] ?? 0);
  for (const line of tap.split('\n')) {
    const notOk = /^\s*not ok \d+ - (.*)$/.exec(line);
    if (notOk) failures.push(`node:test ${notOk[1]}`);
  }
  const report = readJson(playwright);
  if (report?.stats) {
    passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected ?? 0;
  }
  for (const suite of report?.suites ?? []) playwrightFailures(suite, [], failures);
  return { passed, failed, failures };
}

/** The lines printed before the closing one: the failed steps, then up to 40 failed tests. */
export function failureLines(failedSteps, failures, limit = 40) {
  if (failedSteps.length === 0 && failures.length === 0) return [];
  const lines = ['Failed:', ...failedSteps.map((step) => `  step: ${step}`), ...failures.slice(0, limit).map((f) => `  ${f}`)];
  if (failures.length > limit) lines.push(`  … and ${failures.length - limit} more`);
  return lines;
}
