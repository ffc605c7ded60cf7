// Runs Supabase's official client test suites (postgrest-js, auth-js, storage-js, supabase-js)
// against this backend, each suite the way its own CI runs it against `supabase start`: this
// backend on port 54321 (their tests hard-code it) with the suite's Supabase project (config.toml,
// migrations, seed) applied to a fresh database, then their server-facing test files under jest.
//
//   npx tsx compat/run-client-suites.ts --checkout /tmp/supabase-js [--suite auth-js] [--json out.json]
//
// The checkout is theirs, read at run time: nothing of it is copied into this repo. Their test
// files are transpiled by this repo's jest + @swc/jest; the few libraries those files import that
// this repo does not have are installed into a tools folder outside the repo (--tools).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { groupFailures, type FailedTest } from './failure-causes';
import { SUITES, type SuiteSpec } from './suites';

const BACKEND_DIR = resolve(__dirname, '..');
const REPO_DIR = resolve(BACKEND_DIR, '..');
const PORT = 54321; // hard-coded in every one of their server-facing tests
const CLI_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** Libraries their test files (or their package sources) import that this repo lacks. */
const TOOL_PACKAGES = [
  // their runner: jest with ts-jest, at the versions their pnpm catalog pins
  'jest',
  'ts-jest',
  'typescript',
  '@faker-js/faker',
  'jest-mock-server',
  'zod',
  'type-fest',
  'iceberg-js',
  'tslib',
  '@supabase/phoenix',
  '@opentelemetry/api',
  '@opentelemetry/context-async-hooks',
  '@opentelemetry/core',
  '@opentelemetry/sdk-trace-node',
];

interface Options {
  checkout: string;
  suites: SuiteSpec[];
  tools: string;
  json?: string;
  keep: boolean;
}

function parseArgs(argv: string[]): Options {
  let checkout = process.env.SUPABASE_JS_CHECKOUT;
  const names: string[] = [];
  let tools = join(tmpdir(), 'supabase-client-suites-tools');
  let json: string | undefined;
  let keep = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = (): string => {
      const v = argv[++i];
      if (!v) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === '--checkout') checkout = value();
    else if (arg === '--suite') names.push(value());
    else if (arg === '--tools') tools = value();
    else if (arg === '--json') json = value();
    else if (arg === '--keep') keep = true;
    else throw new Error(`unknown argument ${arg}`);
  }
  if (!checkout) throw new Error('--checkout <path to a supabase/supabase-js checkout> (or SUPABASE_JS_CHECKOUT) is required');
  checkout = resolve(checkout);
  if (!existsSync(join(checkout, 'packages/core/supabase-js/package.json'))) {
    throw new Error(`${checkout} is not a supabase/supabase-js monorepo checkout (no packages/core/supabase-js)`);
  }
  const suites = names.length === 0 ? SUITES : names.map((n) => {
    const suite = SUITES.find((s) => s.name === n);
    if (!suite) throw new Error(`unknown suite ${n}; known: ${SUITES.map((s) => s.name).join(', ')}`);
    return suite;
  });
  return { checkout, suites, tools: resolve(tools), json, keep };
}

function versionWanted(checkout: string, name: string): string {
  const catalog = readFileSync(join(checkout, 'pnpm-workspace.yaml'), 'utf8');
  const pinned = new RegExp(`^\\s+'?${name.replace(/[/@.-]/g, '\\$&')}'?:\\s*(\\S+)`, 'm').exec(catalog);
  if (pinned?.[1]) return pinned[1];
  for (const pkg of readdirSync(join(checkout, 'packages/core'))) {
    const file = join(checkout, 'packages/core', pkg, 'package.json');
    if (!existsSync(file)) continue;
    const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string> | undefined>;
    const range = json.dependencies?.[name] ?? json.devDependencies?.[name];
    if (range && !range.startsWith('catalog:') && !range.startsWith('workspace:')) return range;
  }
  return 'latest';
}

/** Installs the missing libraries into the tools folder (outside this repo), once. */
function ensureTools(checkout: string, tools: string): void {
  const missing = TOOL_PACKAGES.filter((name) => !existsSync(join(tools, 'node_modules', name, 'package.json')));
  if (missing.length === 0) return;
  mkdirSync(tools, { recursive: true });
  if (!existsSync(join(tools, 'package.json'))) {
    writeFileSync(join(tools, 'package.json'), '{"name":"supabase-client-suites-tools","private":true}\n');
  }
  const specs = missing.map((name) => `${name}@${versionWanted(checkout, name)}`);
  console.log(`installing into ${tools}: ${specs.join(' ')}`);
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--prefix', tools, ...specs], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm install of the suites\' tools failed');
}

function commitOf(checkout: string): string {
  const git = spawnSync('git', ['-C', checkout, 'log', '-1', '--format=%H %cs'], { encoding: 'utf8' });
  if (git.status === 0 && git.stdout.trim()) return git.stdout.trim();
  const marker = join(checkout, '.source-commit');
  return existsSync(marker) ? readFileSync(marker, 'utf8').trim() : 'unknown commit';
}

type Toml = Record<string, unknown>;
function section(toml: Toml, ...path: string[]): Toml {
  let node: unknown = toml;
  for (const key of path) node = node && typeof node === 'object' ? (node as Toml)[key] : undefined;
  return node && typeof node === 'object' ? (node as Toml) : {};
}

/**
 * A Supabase project folder for this backend, made from the suite's own project: its
 * config.toml and migrations as they are, and a seed.sql that is the files their config.toml's
 * `[db.seed] sql_paths` names (this backend reads one seed.sql), then their CI's setup SQL.
 */
function projectFor(suite: SuiteSpec, checkout: string, workDir: string): { dir: string; toml: Toml } {
  const source = join(checkout, suite.projectDir);
  const dir = join(workDir, 'supabase');
  mkdirSync(join(dir, 'migrations'), { recursive: true });
  const edit = (file: string, sql: string): string => {
    for (const change of suite.fixtureEdits ?? []) {
      if (change.file !== file) continue;
      if (!sql.includes(change.find)) throw new Error(`fixture edit for ${file} no longer applies: "${change.find}" not found`);
      sql = sql.split(change.find).join(change.replace);
    }
    return sql;
  };  const tomlFile = join(source, 'config.toml');
  const toml = existsSync(tomlFile) ? (parseToml(readFileSync(tomlFile, 'utf8')) as Toml) : {};
  if (existsSync(tomlFile)) writeFileSync(join(dir, 'config.toml'), edit('config.toml', readFileSync(tomlFile, 'utf8')));

  if (existsSync(join(source, 'migrations'))) {
    const files = readdirSync(join(source, 'migrations')).filter((f) => f.endsWith('.sql')).sort();
    for (const [i, file] of files.entries()) {
      // The prelude goes at the top of their first migration (no file name sorts before
      // 00000000000000_…), so it runs first, in the same transaction.
      const prelude = i === 0 && suite.preludeSql ? `${suite.preludeSql.sql}\n` : '';
      writeFileSync(join(dir, 'migrations', file), prelude + edit(file, readFileSync(join(source, 'migrations', file), 'utf8')));
    }
  }
  if (existsSync(join(source, 'functions'))) symlinkSync(join(source, 'functions'), join(dir, 'functions'));
  const seeds: string[] = [];
  if (suite.applySeed) {
    const paths = section(toml, 'db', 'seed').sql_paths;
    const listed = Array.isArray(paths) ? paths.map(String) : ['./seed.sql'];
    for (const path of listed) {
      const file = resolve(source, path);
      if (existsSync(file)) seeds.push(edit(file.slice(file.lastIndexOf('/') + 1), readFileSync(file, 'utf8')));
    }
  }
  if (suite.setupSql) seeds.push(suite.setupSql);
  if (seeds.length > 0) writeFileSync(join(dir, 'seed.sql'), seeds.join('\n;\n'));
  return { dir, toml };
}

interface Backend {
  child: ChildProcess;
  log: string;
}

async function startBackend(suite: SuiteSpec, checkout: string, project: { dir: string; toml: Toml }, workDir: string): Promise<Backend> {
  const auth = section(project.toml, 'auth');
  const email = section(project.toml, 'auth', 'email');
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    API_PORT: String(PORT),
    API_HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    DATA_DIR: join(workDir, 'data'),
    SUPABASE_DIR: project.dir,
    JWT_SECRET: typeof auth.jwt_secret === 'string' ? auth.jwt_secret : CLI_JWT_SECRET,
    LOG_LEVEL: 'warn',
    AUTH_CONFIRM_EMAIL: String(email.enable_confirmations === true),
    ...(typeof auth.site_url === 'string' ? { AUTH_SITE_URL: auth.site_url } : {}),
    ...(typeof auth.jwt_expiry === 'number' ? { AUTH_JWT_EXPIRY: String(auth.jwt_expiry) } : {}),
    ...(typeof auth.signing_keys_path === 'string'
      ? { AUTH_SIGNING_KEYS_PATH: resolve(checkout, suite.projectDir, auth.signing_keys_path) }
      : {}),
    ...suite.env,
  };
  delete env.DATABASE_URL;
  const log = join(workDir, 'backend.log');
  const out = openSync(log, 'a');
  const child = spawn(join(REPO_DIR, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: BACKEND_DIR,
    env,
    stdio: ['ignore', out, out],
  });
  let exited: number | null | undefined;
  child.once('exit', (code) => {
    exited = code;
  });
  for (let i = 0; i < 600; i++) {
    if (exited !== undefined) throw new Error(`the backend exited (${exited}) before it was ready; see ${log}`);
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/health`);
      // main.ts writes the keys right after the server listens.
      if (res.ok && existsSync(join(env.DATA_DIR!, 'api-keys.json'))) return { child, log };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`the backend did not answer /health within 150 s; see ${log}`);
}

async function stopBackend(backend: Backend): Promise<void> {
  if (backend.child.exitCode !== null) return;
  const done = new Promise((r) => backend.child.once('exit', r));
  backend.child.kill('SIGTERM');
  await Promise.race([done, new Promise((r) => setTimeout(r, 15_000))]);
  if (backend.child.exitCode === null) backend.child.kill('SIGKILL');
}

async function portIsFree(): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${PORT}/`, { signal: AbortSignal.timeout(1000) });
    return false;
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
  }
}

function jestConfigFor(suite: SuiteSpec, checkout: string, tools: string, workDir: string): string {
  const pkg = join(checkout, suite.packageDir);
  const mapped: Record<string, string> = {};
  // supabase-js's sources import the sibling packages by name, as its workspace links them.
  for (const sibling of ['auth-js', 'postgrest-js', 'realtime-js', 'storage-js', 'functions-js']) {
    mapped[`^@supabase/${sibling}$`] = join(checkout, 'packages/core', sibling, 'src/index.ts');
  }
  mapped['^@supabase/tracing$'] = join(checkout, 'packages/shared/tracing/src/index.ts');
  const setup = join(pkg, 'jest.setup.ts');
  const tsconfig = join(pkg, 'tsconfig.test.json');
  const sequencer = join(pkg, 'test/testSequencer.js');
  const config = {
    rootDir: pkg,
    roots: [join(pkg, 'test')],
    testMatch: suite.serverTests.map((file) => join(pkg, file)),
    testEnvironment: 'node',
    // Their preset (ts-jest with their tsconfig.test.json), transpiling each file on its own: the
    // type check is their CI's other step (tsc / tstyche), and checking every file under jest
    // would take minutes of both shared cores for nothing this run measures.
    transform: {
      '^.+\\.tsx?$': [
        join(tools, 'node_modules/ts-jest'),
        { tsconfig: existsSync(tsconfig) ? tsconfig : join(pkg, 'tsconfig.json'), isolatedModules: true, diagnostics: false },
      ],
    },
    moduleNameMapper: mapped,
    modulePaths: [join(tools, 'node_modules'), join(REPO_DIR, 'node_modules')],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    setupFiles: suite.addAnonKey ? [join(__dirname, 'add-anon-key.cjs')] : [],
    setupFilesAfterEnv: existsSync(setup) ? [setup] : [],
    ...(existsSync(sequencer) ? { testSequencer: sequencer } : {}),
    testTimeout: 30_000,
    maxWorkers: 1,
    ci: true,
    cacheDirectory: join(tools, 'jest-cache'),
  };
  const file = join(workDir, 'jest.config.json');
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

interface JestAssertion {
  ancestorTitles: string[];
  title: string;
  status: 'passed' | 'failed' | 'pending' | 'todo' | 'skipped' | 'disabled';
  failureMessages: string[];
}
interface JestReport {
  testResults: { name: string; assertionResults: JestAssertion[]; message: string; status: string }[];
}

export interface SuiteResult {
  suite: string;
  total: number;
  passed: number;
  failed: number;
  skipped: number;
  /** Files that failed to run at all (import or setup error), with the reason. */
  brokenFiles: { file: string; message: string }[];
  failures: FailedTest[];
}

function runJest(configFile: string, tools: string, workDir: string, pkg: string, skipTests: string[], anonKey: string): JestReport {
  const output = join(workDir, 'jest.json');
  const jestBin = join(tools, 'node_modules/jest/bin/jest.js');
  const log = openSync(join(workDir, 'jest.log'), 'a');
  const skip = skipTests.length > 0 ? ['--testNamePattern', `^(?!.*(?:${skipTests.join('|')})).*$`] : [];
  spawnSync(process.execPath, [jestBin, '--config', configFile, '--json', '--outputFile', output, '--ci', '--runInBand', '--forceExit', ...skip], {
    cwd: pkg,
    stdio: ['ignore', log, log],
    // Their config files (postgrest-js's test sequencer) require jest's packages from the checkout,
    // which has no node_modules: Node finds them in the tools folder.
    env: {
      ...process.env,
      NODE_ENV: 'test',
      NODE_PATH: join(tools, 'node_modules'),
      CLIENT_SUITES_ANON_KEY: anonKey,
      // Their CI runs Node 22, whose WebSocket realtime-js uses; Node 20 has it behind this flag.
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${Number(process.versions.node.split('.')[0]) < 22 ? '--experimental-websocket' : ''}`.trim(),
    },
  });
  if (!existsSync(output)) throw new Error(`jest wrote no report; see ${join(workDir, 'jest.log')}`);
  return JSON.parse(readFileSync(output, 'utf8')) as JestReport;
}

function summarize(suite: SuiteSpec, report: JestReport, pkg: string): SuiteResult {
  const result: SuiteResult = { suite: suite.name, total: 0, passed: 0, failed: 0, skipped: 0, brokenFiles: [], failures: [] };
  for (const file of report.testResults) {
    const rel = file.name.slice(pkg.length + 1);
    if (file.assertionResults.length === 0 && file.status === 'failed') {
      result.brokenFiles.push({ file: rel, message: file.message.split('\n').slice(0, 6).join('\n') });
      continue;
    }
    for (const test of file.assertionResults) {
      result.total++;
      if (test.status === 'passed') result.passed++;
      else if (test.status === 'failed') {
        result.failed++;
        result.failures.push({
          file: rel,
          name: [...test.ancestorTitles, test.title].join(' › '),
          message: test.failureMessages.join('\n'),
        });
      } else result.skipped++;
    }
  }
  return result;
}

function print(result: SuiteResult, suite: SuiteSpec): void {
  console.log(`\n## ${result.suite}: ${result.total} tests — ${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped`);
  for (const broken of result.brokenFiles) console.log(`  file did not run: ${broken.file}\n    ${broken.message.replace(/\n/g, '\n    ')}`);
  for (const group of groupFailures(result.failures)) {
    console.log(`  [${group.tests.length}] ${group.cause}`);
    for (const test of group.tests.slice(0, 6)) console.log(`      ${test.file}: ${test.name}`);
    if (group.tests.length > 6) console.log(`      … and ${group.tests.length - 6} more`);
  }
  if (suite.addAnonKey) console.log('  requests without apikey or Authorization got the anon key (add-anon-key.cjs): the CLI\'s gateway lets them through as anon, hosted Supabase and this backend refuse them');
  if (suite.preludeSql) console.log(`  prelude SQL before their migrations: ${suite.preludeSql.why}`);
  for (const change of suite.fixtureEdits ?? []) console.log(`  fixture edit in ${change.file}: ${change.why}`);
  console.log('  excluded:');
  for (const ex of suite.excluded) console.log(`    - ${ex.what}: ${ex.why}`);
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  ensureTools(options.checkout, options.tools);
  if (!(await portIsFree())) throw new Error(`port ${PORT} is in use; their tests hard-code it, so stop whatever listens there first`);
  console.log(`supabase-js checkout ${options.checkout} at ${commitOf(options.checkout)}`);
  const results: SuiteResult[] = [];
  for (const suite of options.suites) {
    const workDir = mkdtempSync(join(tmpdir(), `client-suite-${suite.name}-`));
    const pkg = join(options.checkout, suite.packageDir);
    if (suite.prepareScript) {
      const prep = spawnSync(process.execPath, [join(pkg, suite.prepareScript)], { cwd: pkg, encoding: 'utf8' });
      if (prep.status !== 0) throw new Error(`${suite.prepareScript} failed: ${prep.stderr}`);
    }
    const project = projectFor(suite, options.checkout, workDir);
    console.log(`\n# ${suite.name}: starting the backend (${workDir})`);
    const backend = await startBackend(suite, options.checkout, project, workDir);
    let report: JestReport;
    try {
      const anonKey = (JSON.parse(readFileSync(join(workDir, 'data', 'api-keys.json'), 'utf8')) as { anonKey: string }).anonKey;
      report = runJest(jestConfigFor(suite, options.checkout, options.tools, workDir), options.tools, workDir, pkg, suite.skipTests ?? [], anonKey);
    } finally {
      await stopBackend(backend);
    }
    const result = summarize(suite, report, pkg);
    results.push(result);
    print(result, suite);
    if (!options.keep) rmSync(join(workDir, 'data'), { recursive: true, force: true });
    console.log(`  logs: ${workDir}/backend.log, ${workDir}/jest.log`);
  }
  console.log('\n| suite | total | passed | failed | skipped |\n|---|---|---|---|---|');
  for (const r of results) console.log(`| ${r.suite} | ${r.total} | ${r.passed} | ${r.failed} | ${r.skipped} |`);
  if (options.json) {
    mkdirSync(dirname(resolve(options.json)), { recursive: true });
    writeFileSync(options.json, JSON.stringify({ checkout: commitOf(options.checkout), date: new Date().toISOString(), results }, null, 2));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
