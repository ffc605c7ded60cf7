// Jest preset of every app workspace (the shell and each remote): the repo's swc transform, a DOM,
// jest-dom matchers, and CSS imports stubbed out. A workspace's jest.config.cjs requires it.
const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  ...require('../../jest.preset.cjs'),
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: [path.join(__dirname, 'jest.app-setup.ts')],
  moduleNameMapper: { '\\.css$': path.join(__dirname, 'jest.css-stub.cjs') },
  // jest's 5 s ran out for a shell test (useLogOut) while CI's two cores also ran the backend's
  // suites: a limit for a test that hangs, not a measure of speed (those are `npm run bench`).
  testTimeout: 20_000,
};
