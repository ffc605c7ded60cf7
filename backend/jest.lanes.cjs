// The backend's suites in two lanes that `npm test` runs side by side (turbo tasks `test` and
// `test:in-process`), one core each:
//   server lane      — suites that start the database engine or a process (a backend over PGlite,
//                      the server as a child process): one at a time, as jest.config.cjs says why;
//   in-process lane  — suites that only call code in their own process (the guide's detectors
//                      and evaluation, parsers, the storage helpers): CPU only, no database.
// Before the split the in-process suites waited their turn behind the server lane while the other
// core sat idle: on the clean-clone CI of 393cc72 the backend's one jest run took 1,814 s of the
// 61-minute run, and its in-process suites were 811 s of it.
//
// The lanes are worked out on each run from the import graph (scripts/lib/importReach.mjs), as the
// PostgreSQL lane is: a new suite that reaches PGlite or child_process, itself or through a module of
// the project, is in the server lane without anyone listing it. Every suite is in exactly one lane.
// `npx jest -c jest.in-process.config.cjs --listTests` prints a lane.
const { join } = require('node:path');
const base = require('./jest.config.cjs');

/** What a suite that needs the server lane imports, somewhere down its imports. */
const NEEDS_THE_SERVER_LANE = ['@electric-sql/pglite', 'child_process'];

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The suites of each lane, as absolute paths. */
async function lanes() {
  const { compilerOptionsOf, entriesReaching, filesUnder } = await import('../scripts/lib/importReach.mjs');
  const suites = filesUnder(base.roots, /\.test\.[cm]?[jt]sx?$/);
  const compilerOptions = compilerOptionsOf(join(__dirname, 'tsconfig.json'));
  const server = new Set(NEEDS_THE_SERVER_LANE.flatMap((needle) => entriesReaching(suites, needle, { compilerOptions })));
  return { server: suites.filter((file) => server.has(file)), inProcess: suites.filter((file) => !server.has(file)) };
}

/** jest.config.cjs without the other lane's suites. */
async function laneConfig(lane) {
  const all = await lanes();
  const other = lane === 'server' ? all.inProcess : all.server;
  return {
    ...base,
    testPathIgnorePatterns: [...base.testPathIgnorePatterns, ...other.map((file) => `^${escapeRegExp(file)}$`)],
  };
}

module.exports = { lanes, laneConfig };
