// A stock Supabase project's supabase/config.toml is honoured: [auth] password rules (minimum
// length, required kinds of character), anonymous sign-ins, the signing keys path and [api]
// schemas / extra_search_path; with no such settings the embedded default keeps its stricter rules.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { loadConfig } from '../../src/config';
import { startBackend, type TestBackend } from '../harness';

function project(configToml: string | undefined): string {
  const dir = mkdtempSync(join(tmpdir(), 'shalom-config-toml-'));
  mkdirSync(join(dir, 'migrations'));
  if (configToml !== undefined) writeFileSync(join(dir, 'config.toml'), configToml);
  return dir;
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function configOf(configToml: string | undefined, env: Record<string, string> = {}) {
  const dir = project(configToml);
  dirs.push(dir);
  return loadConfig({ SUPABASE_DIR: dir, DATA_DIR: join(dir, '.data'), JWT_SECRET: 'x'.repeat(40), ...env });
}

describe('reading config.toml', () => {
  it('takes [auth] password rules, anonymous sign-ins and TOTP switches from the CLI\'s keys', () => {
    const config = configOf(`
[api]
schemas = ["public", "app"]
extra_search_path = ["public", "extensions", "util"]

[auth]
minimum_password_length = 12
password_requirements = "lower_upper_letters_digits_symbols"
enable_anonymous_sign_ins = true

[auth.mfa.totp]
enroll_enabled = false
verify_enabled = true
`);
    expect(config.auth).toMatchObject({
      minPasswordLength: 12,
      passwordRequirements: 'lower_upper_letters_digits_symbols',
      refuseCommonPasswords: false,
      minPasswordScore: 0,
      anonymousSignIns: true,
      mfaTotp: { enroll: false, verify: true },
    });
    expect(config.api).toEqual({ schemas: ['public', 'app'], extraSearchPath: ['public', 'extensions', 'util'] });
  });

  it('without config.toml the embedded default keeps 8 characters, the common-password list and a zxcvbn score of 3', () => {
    const config = configOf(undefined);
    expect(config.auth).toMatchObject({
      minPasswordLength: 8,
      passwordRequirements: '',
      refuseCommonPasswords: true,
      minPasswordScore: 3,
      anonymousSignIns: false,
    });
    expect(config.api).toEqual({ schemas: ['public', 'graphql_public'], extraSearchPath: ['public', 'extensions'] });
  });

  it('environment variables win over config.toml', () => {
    const config = configOf('[auth]\nminimum_password_length = 6\n', { AUTH_PASSWORD_MIN_LENGTH: '14', AUTH_PASSWORD_MIN_SCORE: '2' });
    expect(config.auth).toMatchObject({ minPasswordLength: 14, minPasswordScore: 2 });
  });

  it('refuses values it cannot honour, naming the key', () => {
    expect(() => configOf('[auth]\npassword_requirements = "emoji"\n')).toThrow(/auth\.password_requirements must be one of/);
    expect(() => configOf('[auth]\nminimum_password_length = "ten"\n')).toThrow(/auth\.minimum_password_length/);
    expect(() => configOf('[api]\nschemas = []\n')).toThrow(/api\.schemas must name at least one schema/);
    expect(() => configOf('[auth\n')).toThrow(/config\.toml is not valid TOML/);
  });
});

describe('password rules from config.toml, through auth-js', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    const dir = project(`[auth]
minimum_password_length = 10
password_requirements = "lower_upper_letters_digits"
enable_anonymous_sign_ins = true
`);
    dirs.push(dir);
    backend = await startBackend({ supabaseDir: dir });
  });
  afterAll(async () => {
    await backend?.stop();
  });

  const email = () => `rules-${randomUUID().slice(0, 8)}@example.test`;

  it('refuses a password below the project\'s minimum with GoTrue\'s weak_password', async () => {
    const { error } = await backend.client().auth.signUp({ email: email(), password: 'Abcdef12' });
    expect(error).toMatchObject({ status: 422, code: 'weak_password', message: 'Password should be at least 10 characters.' });
  });

  it('refuses a password missing a required kind of character, naming the sets as GoTrue does', async () => {
    const { error } = await backend.client().auth.signUp({ email: email(), password: 'abcdefghij1' });
    expect(error).toMatchObject({
      status: 422,
      code: 'weak_password',
      message:
        'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789',
      reasons: ['characters'],
    });
  });

  it('accepts what the project\'s rules accept (GoTrue has no strength estimate)', async () => {
    const { data, error } = await backend.client().auth.signUp({ email: email(), password: 'Password12' });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
  });

  it('enable_anonymous_sign_ins = true allows signInAnonymously', async () => {
    const { data, error } = await backend.client().auth.signInAnonymously();
    expect(error).toBeNull();
    expect(data.user?.is_anonymous).toBe(true);
  });
});
