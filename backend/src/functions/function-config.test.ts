import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFunctionSecrets, readFunctionSettings } from './function-config';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'function-config-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('reads [functions.<name>] verify_jwt and enabled from a CLI-style config.toml', () => {
  writeFileSync(
    join(dir, 'config.toml'),
    [
      'project_id = "demo"',
      '[api]',
      'port = 54321',
      '[auth]',
      'site_url = "http://localhost:3000"',
      '[functions.consent-status]',
      'verify_jwt = true',
      '[functions.stripe-webhook]',
      'verify_jwt = false',
      '[functions.old]',
      'enabled = false',
      '',
    ].join('\n'),
  );
  const settings = readFunctionSettings(dir);
  expect(settings.get('consent-status')).toEqual({ verifyJwt: true, enabled: true });
  expect(settings.get('stripe-webhook')).toEqual({ verifyJwt: false, enabled: true });
  expect(settings.get('old')).toEqual({ verifyJwt: true, enabled: false });
  expect(settings.has('api')).toBe(false);
});

test('no config.toml: no settings (every function verifies JWTs)', () => {
  expect(readFunctionSettings(dir).size).toBe(0);
});

test('reads functions/.env secrets, quoted or not, skipping comments', () => {
  mkdirSync(join(dir, 'functions'));
  writeFileSync(join(dir, 'functions', '.env'), '# secrets\nOPENAI_API_KEY="sk-test"\nexport PLAIN=value\n  SPACED = x y \nbad line\n');
  expect(Object.fromEntries(readFunctionSecrets(dir))).toEqual({ OPENAI_API_KEY: 'sk-test', PLAIN: 'value', SPACED: 'x y' });
});
