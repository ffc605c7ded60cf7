// Shared jest setup: swc transpiles TS/TSX (fast on 2 cores; `tsc --noEmit` checks types
// separately). ESM-only dependencies are transpiled too, so tests can import them.
/** @type {import('jest').Config} */
module.exports = {
  transform: {
    // .mjs too: msw 2's dependencies (rettime, @open-draft) ship ESM-only .mjs files.
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(jose|until-async|rettime|@mswjs|msw|@open-draft)/)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
};
