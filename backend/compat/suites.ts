// Which of Supabase's official client test suites run against this backend, and how each one is
// set up the way its own CI sets it up (`supabase start --workdir …`, `supabase db reset`), but
// with this backend in place of the CLI's Docker stack. Nothing here copies their tests or SQL:
// every path points into a checkout of supabase/supabase-js that is read at run time.

export interface Exclusion {
  /** Test file (relative to the package) or a jest test-name pattern. */
  what: string;
  why: string;
}

/**
 * A change to their fixture SQL at load time, for what cannot exist here: applied to the text
 * read from the checkout, printed with its reason on every run.
 */
export interface FixtureEdit {
  /** File name (migration or seed) the edit applies to. */
  file: string;
  find: string;
  replace: string;
  why: string;
}

export interface SuiteSpec {
  /** Package folder in the checkout. */
  name: 'postgrest-js' | 'auth-js' | 'storage-js' | 'supabase-js';
  packageDir: string;
  /** The Supabase CLI project folder their CI starts (config.toml, migrations, seed). */
  projectDir: string;
  /** Their CI resets the database with the seed (`supabase db reset`); supabase-js skips it. */
  applySeed: boolean;
  /**
   * Steps their CI script runs after start, as SQL (supabase-js's scripts/setup-supabase.sh
   * creates its test bucket with psql); applied after the seed.
   */
  setupSql?: string;
  /** A script of theirs their CI runs before start (auth-js generates its signing keys). */
  prepareScript?: string;
  /** The test files that talk to a server. */
  serverTests: string[];
  /** SQL run before their migrations: what a stock Supabase database has and this one lacks. */
  preludeSql?: { sql: string; why: string };
  fixtureEdits?: FixtureEdit[];
  /**
   * Their tests send no apikey (the CLI's gateway lets that through as anon; hosted Supabase and
   * this backend refuse it): add the anon key to requests that carry no key and no token.
   */
  addAnonKey?: boolean;
  /** Tests (full-name regular expressions) skipped for a reason in `excluded`. */
  skipTests?: string[];
  /** Files and tests left out, and why. */
  excluded: Exclusion[];
  /**
   * Environment for this backend, translating their config.toml settings that this backend
   * takes from the environment (rate limits the CLI sets per project in config.toml).
   */
  env: Record<string, string>;
}

// Generous limits: their suites sign up and sign in hundreds of times from one address, as the
// CLI's config.toml `[auth.rate_limit]` allows them to.
const relaxedAuthLimits: Record<string, string> = {
  AUTH_RATE_LIMIT_SIGNIN_PER_IP: '100000',
  AUTH_RATE_LIMIT_SIGNUP_PER_IP: '100000',
  AUTH_RATE_LIMIT_FAILED_SIGNIN_PER_EMAIL_CLIENT: '1000',
  AUTH_RATE_LIMIT_FAILED_SIGNIN_PER_EMAIL: '1000',
  AUTH_RATE_LIMIT_EMAIL_SENT_PER_IP: '100000',
  // config.toml [auth.email] max_frequency = "1s"
  AUTH_EMAIL_MIN_INTERVAL_SECONDS: '1',
};

const typeTests: Exclusion = {
  what: '*.test-d.ts',
  why: 'type-level tests (tsd / tstyche): they check the client\'s TypeScript types and send nothing',
};

export const SUITES: SuiteSpec[] = [
  {
    name: 'postgrest-js',
    packageDir: 'packages/core/postgrest-js',
    projectDir: 'packages/core/postgrest-js/test/supabase',
    applySeed: true,
    serverTests: [
      'test/advanced_rpc.test.ts',
      'test/basic.test.ts',
      'test/embeded_functions_join.test.ts',
      'test/filters.test.ts',
      'test/max-affected.test.ts',
      'test/relationships-aggregate-operations.test.ts',
      'test/relationships-error-handling.test.ts',
      'test/relationships-join-operations.test.ts',
      'test/relationships-spread-operations.test.ts',
      'test/relationships.test.ts',
      'test/resource-embedding.test.ts',
      'test/rpc.test.ts',
      'test/transforms.test.ts',
    ],
    fixtureEdits: [
      {
        file: '00000000000000_schema.sql',
        find: 'create extension if not exists postgis schema extensions;',
        replace: '-- postgis: not available here',
        why: 'PostGIS is not available in PGlite (nor in the PostgreSQL 15 this repo tests on)',
      },
      {
        file: '00000000000000_schema.sql',
        find: 'extensions.geometry(POINT, 4326)',
        replace: 'text',
        why: 'the `shops.shop_geom` column needs PostGIS; kept as text so the rest of the schema loads',
      },
    ],
    addAnonKey: true,
    skipTests: ['\\bgeojson\\b'],
    excluded: [
      { what: 'test "geojson" (transforms.test.ts)', why: 'needs PostGIS (GeoJSON output of a geometry column)' },
      {
        what: 'test/v12/',
        why: 'runs against a PostgREST 12 Docker container (test/v12/docker-compose.yml) to check the client against an older server',
      },
      {
        what: 'test/fetch-errors.test.ts, headers-serialization, maybe-single, permission-hints, retry, timeout-and-url-length, version-and-constants',
        why: 'client-only: a mocked fetch or an address where nothing listens; no request reaches a server',
      },
      typeTests,
    ],
    env: { ...relaxedAuthLimits },
  },
  {
    name: 'auth-js',
    packageDir: 'packages/core/auth-js',
    projectDir: 'packages/core/auth-js/test/supabase',
    applySeed: true,
    prepareScript: 'test/generate-signing-keys.js',
    addAnonKey: true,
    serverTests: ['test/GoTrueApi.test.ts', 'test/GoTrueClient.test.ts'],
    excluded: [
      {
        what: 'test/docker-tests/',
        why: 'their own GoTrue Docker container with phone sign-up and an SMS test provider (infra/docker-compose.yml); phone / SMS is not implemented here',
      },
      {
        what: 'test/passkey.e2e.test.ts',
        why: 'passkey sign-in (a virtual authenticator ceremony against GoTrue\'s /passkeys endpoints); not implemented here (WebAuthn MFA factors are)',
      },
      {
        what: '*.browser.test.ts',
        why: 'jsdom with a mocked fetch; client-only',
      },
      {
        what: 'test/GoTrueClient.pkce.test.ts, signOut, base64url, errors, ethereum, fetch, helpers, passkey.methods, passkey, webauthn.*',
        why: 'client-only: mocked fetch or pure helpers',
      },
    ],
    env: { ...relaxedAuthLimits },
  },
  {
    name: 'storage-js',
    packageDir: 'packages/core/storage-js',
    projectDir: 'packages/core/storage-js/test/supabase',
    applySeed: true,
    serverTests: [
      'test/storageApi.test.ts',
      'test/storageBucketApi.test.ts',
      'test/storageFileApi.test.ts',
      'test/storageFileApiErrorHandling.test.ts',
      'test/storageFileApiNode.test.ts',
      'test/list-sortby-defaults.test.ts',
    ],
    excluded: [
      {
        what: 'test/analytics-getcatalog.test.ts',
        why: 'analytics buckets (an Iceberg REST catalog); off in their own config.toml ([storage.analytics] enabled = false) and not implemented here',
      },
      {
        what: 'test/*.spec.ts (vector buckets, e2e-workflow, index-api, bucket-api)',
        why: 'vector buckets against a mock server (USE_MOCK_SERVER) or a separate vectors API; client-only here',
      },
      {
        what: 'test/downloadBuilders.test.ts, exports.test.ts',
        why: 'client-only',
      },
    ],
    env: {
      ...relaxedAuthLimits,
      STORAGE_ANON_UPLOADS_PER_WINDOW: '100000',
      STORAGE_USER_UPLOADS_PER_WINDOW: '100000',
    },
  },
  {
    name: 'supabase-js',
    packageDir: 'packages/core/supabase-js',
    projectDir: 'packages/core/supabase-js/supabase',
    applySeed: false,
    // scripts/setup-supabase.sh: "insert into storage.buckets (id, name, public) values
    // ('test-bucket','test-bucket', false) on conflict (id) do nothing"
    setupSql:
      "insert into storage.buckets (id, name, public) values ('test-bucket', 'test-bucket', false) on conflict (id) do nothing;",
    serverTests: ['test/integration.test.ts'],
    excluded: [
      {
        what: 'test/integration.browser.test.ts, test/deno/, test/integration/{bun,expo,next,node-browser}',
        why: 'other runtimes (Deno, Bun, Expo, Next.js, Playwright browsers) with their own runners; the Node integration file covers the same server calls',
      },
      { what: 'test/unit/', why: 'client-only (mocked fetch)' },
      typeTests,
    ],
    env: { ...relaxedAuthLimits },
  },
];
