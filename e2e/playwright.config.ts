import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Own ports and a fresh data directory, so neither a running `npm start` (8080/54321) nor another
// e2e run is touched, and every run starts from an empty database. Workers re-read this file; the
// env vars (inherited from the runner) keep them on the same ports and directory.
// (Below Linux's ephemeral range, 32768 and up: a port drawn there can be the local end of one of the
// test run's own connections, and the app then refuses to start — "API port 37076 is already in use"
// in a clean-clone CI run on 2026-12-08.)
const randomPort = () => String(20_000 + Math.floor(Math.random() * 12_000));
process.env.SHALOM_E2E_APP_PORT ??= process.env.E2E_APP_PORT ?? randomPort();
process.env.SHALOM_E2E_API_PORT ??= process.env.E2E_API_PORT ?? randomPort();
process.env.SHALOM_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'shalom-e2e-'));
const appPort = Number(process.env.SHALOM_E2E_APP_PORT);
const apiPort = Number(process.env.SHALOM_E2E_API_PORT);
const dataDir = process.env.SHALOM_E2E_DATA_DIR;

/**
 * Specs that read or change what every account shares: the seeded demo accounts (Sarah, the staff
 * member) and the one feedback inbox that staff review, whose rows, pages and counts each of these
 * specs submits to or asserts on. They run one file at a time, beside the other specs; every other
 * spec works only with accounts it made itself (support/testUsers.ts: uniqueEmail), so two of them
 * can run side by side.
 */
const SHARED_STATE_SPECS = [
  '**/feedback.spec.ts',
  '**/feedback-screens.spec.ts',
  '**/audit-feedback-admin.spec.ts',
  '**/security-headers.spec.ts',
  '**/quality/accessibility.spec.ts',
  '**/contact-consent.spec.ts',
  '**/audit-ai-guidance.spec.ts',
];

export default defineConfig({
  testDir: './tests',
  // A file's tests share a worker in order (some build on each other: test.describe.serial).
  fullyParallel: false,
  // One by default: two side by side are not yet shown green and faster on the two-core CI machine
  // (README "Workers"). E2E_WORKERS=2 runs two; the projects below keep that safe.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  projects: [
    { name: 'shared-state', testMatch: SHARED_STATE_SPECS, workers: 1 },
    { name: 'own-accounts', testIgnore: SHARED_STATE_SPECS },
  ],
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  outputDir: 'test-results/artifacts',
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL: `http://localhost:${appPort}`,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // A worker serves the page's requests out of Playwright's sight (no route interception), so
    // runs block it; the suites about the installable app allow it (test.use).
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's Chromium: never download browsers (`npx playwright install` is not used here).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `http://localhost:${appPort}/`,
    // A cold start builds six apps on two cores.
    timeout: 900_000,
    reuseExistingServer: false,
    // Playwright's default teardown is SIGKILL, which start.mjs cannot catch, so the backend and
    // servers it runs in their own process groups would outlive the run. SIGTERM lets it stop them.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      APP_PORT: String(appPort),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
    },
  },
});
