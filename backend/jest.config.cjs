// Backend suites start a real server on a random port with a fresh database each. PGlite is a
// single-threaded WASM Postgres that takes seconds to start, so suites run one at a time (two
// cores) with a generous timeout.
const { existsSync } = require('node:fs');
const { join } = require('node:path');

const roots = ['src', 'test', '../supabase/tests']
  .map((dir) => join(__dirname, dir))
  .filter((dir) => existsSync(dir));

/** @type {import('jest').Config} */
module.exports = {
  ...require('../jest.preset.cjs'),
  testEnvironment: join(__dirname, 'test', 'node-environment.cjs'),
  roots,
  setupFiles: [join(__dirname, 'test', 'jest-setup.ts')],
  testTimeout: 120_000,
  maxWorkers: 1,
  // One test process that loads every suite's modules grows with the suites (the guide's detectors,
  // the corpus, PGlite's WASM — each suite's registry is its own) until V8 runs out: the clean-clone
  // CIs of bcfb8b9 and b9f5e51 died at 2.4 GB, the second with an 8 GB old space, inside the regexp
  // compiler — the space for compiled code, not the heap's size limit, is what fills (each suite
  // compiles the detectors' regular expressions anew). With a limit set, jest runs the suites in one
  // child process (still one at a time) and starts a fresh one when a suite leaves it above this size.
  workerIdleMemoryLimit: '1GB',
  // A suite that fails halfway can leave a client's retry or reconnect timer alive (the chaos
  // suite did on 2026-11-27), and a jest that never exits held CI past its time limit with every
  // result already printed. The results stand; the process ends.
  forceExit: true,
};
