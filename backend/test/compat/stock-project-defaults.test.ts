// Issue 36, item 8: a stock Supabase project's config.toml that states no password rules gets
// GoTrue's defaults (6 characters, no kinds of character, no strength estimate), as the CLI gives
// GoTrue; this repository's own supabase/config.toml states our stricter rules with GoTrue's keys
// and backend.toml switches on the strength check GoTrue has no key for.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { loadConfig } from '../../src/config';
import { startBackend, type TestBackend } from '../harness';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'shalom-stock-project-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'migrations'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const configOf = (dir: string, env: Record<string, string> = {}) =>
  loadConfig({ SUPABASE_DIR: dir, DATA_DIR: join(dir, '.data'), JWT_SECRET: 'x'.repeat(40), ...env });

// supabase-js's own test project states no password keys; this is its shape.
const STOCK_TOML = 'project_id = "stock"\n\n[auth]\nsite_url = "http://127.0.0.1:3000"\nenable_signup = true\n';

describe('password rules by project', () => {
  it('a config.toml without password keys gets GoTrue\'s defaults: 6 characters, nothing else', () => {
    expect(configOf(project({ 'config.toml': STOCK_TOML })).auth).toMatchObject({
      minPasswordLength: 6,
      passwordRequirements: '',
      refuseCommonPasswords: false,
      minPasswordScore: 0,
    });
  });

  it('this repository\'s supabase/ states 8 characters in config.toml and the strength check in backend.toml', () => {
    expect(configOf(resolve(__dirname, '..', '..', '..', 'supabase')).auth).toMatchObject({
      minPasswordLength: 8,
      passwordRequirements: '',
      refuseCommonPasswords: true,
      minPasswordScore: 3,
    });
  });

  it('a folder with no config.toml (no CLI project) keeps the embedded default', () => {
    expect(configOf(project({})).auth).toMatchObject({ minPasswordLength: 8, refuseCommonPasswords: true, minPasswordScore: 3 });
  });

  it('backend.toml switches the strength check on or off either way; the environment wins', () => {
    const strength = '[auth.password_strength]\nrefuse_common = true\nmin_score = 2\n';
    expect(configOf(project({ 'config.toml': STOCK_TOML, 'backend.toml': strength })).auth).toMatchObject({
      minPasswordLength: 6,
      refuseCommonPasswords: true,
      minPasswordScore: 2,
    });
    const off = '[auth.password_strength]\nrefuse_common = false\nmin_score = 0\n';
    expect(configOf(project({ 'backend.toml': off })).auth).toMatchObject({ minPasswordLength: 8, refuseCommonPasswords: false, minPasswordScore: 0 });
    const dir = project({ 'config.toml': STOCK_TOML, 'backend.toml': strength });
    expect(configOf(dir, { AUTH_PASSWORD_MIN_SCORE: '4', AUTH_PASSWORD_REFUSE_COMMON: 'false' }).auth).toMatchObject({
      refuseCommonPasswords: false,
      minPasswordScore: 4,
    });
  });

  it('refuses a backend.toml it cannot honour, naming the file and key', () => {
    expect(() => configOf(project({ 'backend.toml': '[auth.password_strength]\nmin_score = 7\n' }))).toThrow(
      /backend\.toml auth\.password_strength\.min_score must be at most 4/,
    );
    expect(() => configOf(project({ 'backend.toml': '[auth.password_strength]\nrefuse_common = "yes"\n' }))).toThrow(
      /backend\.toml auth\.password_strength\.refuse_common must be true or false/,
    );
    expect(() => configOf(project({ 'backend.toml': '[auth\n' }))).toThrow(/backend\.toml is not valid TOML/);
  });
});

describe('a stock project through auth-js', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend({ supabaseDir: project({ 'config.toml': STOCK_TOML }) });
  });
  afterAll(async () => {
    await backend?.stop();
  });

  const email = () => `stock-${randomUUID().slice(0, 8)}@example.test`;

  it('accepts a six-character common password, as GoTrue with the CLI\'s defaults does', async () => {
    const { data, error } = await backend.client().auth.signUp({ email: email(), password: 'qwerty' });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
  });

  it('refuses five characters with GoTrue\'s weak_password', async () => {
    const { error } = await backend.client().auth.signUp({ email: email(), password: 'qwert' });
    expect(error).toMatchObject({ status: 422, code: 'weak_password', message: 'Password should be at least 6 characters.' });
  });
});
