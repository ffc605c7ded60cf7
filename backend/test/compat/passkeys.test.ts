// Issue 36, item 8: passkey sign-in (GoTrue's /passkeys endpoints, config.toml [auth.passkey]) is
// not implemented; it is refused in GoTrue's shape for passkeys switched off, so auth-js surfaces
// AuthApiError{status: 404, code: 'passkey_disabled'} — also when a project's config.toml asks for
// passkeys (the start logs that they are not served). The admin API lists no passkeys.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackend, type SignedUpUser, type TestBackend } from '../harness';

let backend: TestBackend;
let user: SignedUpUser;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shalom-passkeys-'));
  mkdirSync(join(dir, 'migrations'));
  writeFileSync(join(dir, 'config.toml'), '[auth]\nminimum_password_length = 8\n\n[auth.passkey]\nenabled = true\n');
  backend = await startBackend({ supabaseDir: dir });
  user = await backend.signUpUser();
});

afterAll(async () => {
  await backend?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const API_VERSION = { 'x-supabase-api-version': '2024-01-01' };

async function call(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${backend.url}/auth/v1${path}`, {
    method,
    headers: { apikey: backend.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json', ...API_VERSION },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, version: response.headers.get('x-supabase-api-version'), body: (await response.json()) as Record<string, unknown> };
}

describe('passkeys', () => {
  it.each([
    ['POST', '/passkeys/authentication/options', 'anon'],
    ['POST', '/passkeys/authentication/verify', 'anon'],
    ['POST', '/passkeys/registration/options', 'user'],
    ['POST', '/passkeys/registration/verify', 'user'],
    ['GET', '/passkeys/', 'user'],
    ['GET', '/passkeys', 'anon'],
    ['PATCH', '/passkeys/6a4b3f0e-0000-4000-8000-000000000000', 'user'],
    ['DELETE', '/passkeys/6a4b3f0e-0000-4000-8000-000000000000', 'user'],
  ])('%s %s answers 404 passkey_disabled as GoTrue with passkeys off', async (method, path, who) => {
    const token = who === 'user' ? user.session.access_token : backend.anonKey;
    const answer = await call(method, path, token, method === 'GET' || method === 'DELETE' ? undefined : {});
    expect(answer).toEqual({ status: 404, version: '2024-01-01', body: { code: 'passkey_disabled', message: 'Passkeys are disabled' } });
  });

  it('/settings says passkeys are off', async () => {
    const settings = await call('GET', '/settings', backend.anonKey);
    expect(settings.body).toMatchObject({ passkeys_enabled: false });
  });

  it('the admin API lists no passkeys for a user and finds none to delete; an unknown user is 404', async () => {
    const service = backend.serviceRoleKey;
    expect(await call('GET', `/admin/users/${user.user.id}/passkeys`, service)).toMatchObject({ status: 200, body: [] });
    expect(await call('DELETE', `/admin/users/${user.user.id}/passkeys/6a4b3f0e-0000-4000-8000-000000000000`, service)).toMatchObject({
      status: 404,
      body: { code: 'validation_failed', message: 'Passkey not found' },
    });
    expect(await call('GET', '/admin/users/6a4b3f0e-0000-4000-8000-000000000001/passkeys', service)).toMatchObject({
      status: 404,
      body: { code: 'user_not_found' },
    });
    expect((await call('GET', `/admin/users/${user.user.id}/passkeys`, user.session.access_token)).status).toBe(403);
  });
});
