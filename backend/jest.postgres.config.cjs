// `npm run test:postgres -w backend` (step 2 of the root `npm test`): the suites whose database
// engine is the one scripts/with-postgres.sh provides. That script changes one thing for jest, the
// variable TEST_DATABASE_URL; a suite that never reads it — itself or through a module of the
// project it imports (test/harness.ts, test/realtime/realtime-backend.ts,
// supabase/tests/rls/test-database.ts, …) — runs on PGlite or on no database at all in both lanes,
// exactly as step 1 already ran it, so it is left out here. Every suite still runs in step 1.
//
// The rule is worked out on each run from the import graph (scripts/lib/importReach.mjs), so a new
// suite that starts a backend through the harness is in this lane without anyone listing it; one
// that hands TEST_DATABASE_URL to a child process must read it in the test (as
// test/process/data-folder-in-process.test.ts does), which puts it here too.
// `npx jest -c jest.postgres.config.cjs --listTests` prints the lane.
const { join } = require('node:path');
const base = require('./jest.config.cjs');

/**
 * Files that name TEST_DATABASE_URL without reading it: the functions runtime only keeps it (with
 * the server's other secrets) from edge functions, whatever its value.
 */
const MENTIONS_NOT_READS = [join(__dirname, 'src', 'functions', 'index.ts')];

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

module.exports = async () => {
  const { compilerOptionsOf, entriesReaching, filesUnder } = await import('../scripts/lib/importReach.mjs');
  // jest's own testMatch decides what is a suite; only files named like one are judged here, so a
  // suite of another name is never left out (it runs in this lane too).
  const candidates = filesUnder(base.roots, /\.test\.[cm]?[jt]sx?$/);
  const onEngine = new Set(
    entriesReaching(candidates, 'TEST_DATABASE_URL', {
      compilerOptions: compilerOptionsOf(join(__dirname, 'tsconfig.json')),
      notReads: MENTIONS_NOT_READS,
    }),
  );
  const engineIndependent = candidates.filter((file) => !onEngine.has(file));
  return {
    ...base,
    testPathIgnorePatterns: [...base.testPathIgnorePatterns, ...engineIndependent.map((file) => `^${escapeRegExp(file)}$`)],
  };
};
