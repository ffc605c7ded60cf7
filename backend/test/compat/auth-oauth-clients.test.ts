// The OAuth 2.1 server's admin API through auth-js's `auth.admin.oauth.*`: register, list (with
// paging), get, update, delete, regenerate the secret. Service role only; the secret is shown at
// registration and regeneration only and stored as a hash; GoTrue's validation errors; and the
// whole API answers GoTrue's "OAuth server is disabled" unless config.toml turns it on.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackend, type TestBackend } from '../harness';

let enabled: TestBackend;
let disabled: TestBackend;
let projectDir: string;

beforeAll(async () => {
  projectDir = mkdtempSync(join(tmpdir(), 'shalom-oauth-server-'));
  mkdirSync(join(projectDir, 'migrations'));
  writeFileSync(join(projectDir, 'config.toml'), '[auth.oauth_server]\nenabled = true\n');
  // The embedded project states nothing about the OAuth server: it stays off.
  [enabled, disabled] = await Promise.all([startBackend({ supabaseDir: projectDir }), startBackend({ supabaseDir: 'test/fixtures/supabase' })]);
});

afterAll(async () => {
  await Promise.all([enabled?.stop(), disabled?.stop()]);
  rmSync(projectDir, { recursive: true, force: true });
});

const admin = () => enabled.client({ key: 'service_role' }).auth.admin.oauth;

it('registers a confidential client, shows its secret once and keeps only a hash of it', async () => {
  const created = await admin().createClient({
    client_name: 'Calendar sync',
    redirect_uris: ['https://calendar.example.com/callback', 'http://localhost:3000/cb'],
  });
  expect(created.error).toBeNull();
  const client = created.data!;
  expect(client).toMatchObject({
    client_name: 'Calendar sync',
    client_type: 'confidential',
    token_endpoint_auth_method: 'client_secret_basic',
    registration_type: 'manual',
    redirect_uris: ['https://calendar.example.com/callback', 'http://localhost:3000/cb'],
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
  });
  expect(client.client_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);

  const stored = await enabled.sql<{ client_secret_hash: string }>('select client_secret_hash from auth.oauth_clients where id = $1', [
    client.client_id,
  ]);
  expect(stored.rows[0]!.client_secret_hash).toBe(createHash('sha256').update(client.client_secret!).digest('base64url'));
  expect(stored.rows[0]!.client_secret_hash).not.toContain(client.client_secret);

  const fetched = await admin().getClient(client.client_id);
  expect(fetched.error).toBeNull();
  expect(fetched.data).toMatchObject({ client_id: client.client_id, client_name: 'Calendar sync' });
  expect(fetched.data).not.toHaveProperty('client_secret');

  const regenerated = await admin().regenerateClientSecret(client.client_id);
  expect(regenerated.error).toBeNull();
  expect(regenerated.data!.client_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(regenerated.data!.client_secret).not.toBe(client.client_secret);
  const rehashed = await enabled.sql<{ client_secret_hash: string }>('select client_secret_hash from auth.oauth_clients where id = $1', [
    client.client_id,
  ]);
  expect(rehashed.rows[0]!.client_secret_hash).toBe(createHash('sha256').update(regenerated.data!.client_secret!).digest('base64url'));
});

it('updates only the fields given, and deletes', async () => {
  const { data: client } = await admin().createClient({ client_name: 'Notes', redirect_uris: ['https://notes.example.com/cb'] });
  const updated = await admin().updateClient(client!.client_id, { logo_uri: 'https://notes.example.com/logo.png' });
  expect(updated.error).toBeNull();
  expect(updated.data).toMatchObject({ client_name: 'Notes', logo_uri: 'https://notes.example.com/logo.png' });

  const empty = await admin().updateClient(client!.client_id, {});
  expect(empty.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'No fields provided for update' });

  expect((await admin().deleteClient(client!.client_id)).error).toBeNull();
  const gone = await admin().getClient(client!.client_id);
  expect(gone.data).toBeNull();
  expect(gone.error).toMatchObject({ status: 404, code: 'oauth_client_not_found', message: 'OAuth client not found' });
});

it('a public client gets no secret and cannot have one regenerated', async () => {
  const created = await admin().createClient({
    client_name: 'Mobile app',
    redirect_uris: ['https://app.example.com/cb'],
    token_endpoint_auth_method: 'none',
  });
  expect(created.error).toBeNull();
  expect(created.data).toMatchObject({ client_type: 'public', token_endpoint_auth_method: 'none' });
  expect(created.data).not.toHaveProperty('client_secret');
  const regenerated = await admin().regenerateClientSecret(created.data!.client_id);
  expect(regenerated.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Cannot regenerate secret for public client' });
});

it('lists newest first, all by default, and pages with GoTrue\'s headers when asked', async () => {
  const ids: string[] = [];
  for (const name of ['one', 'two', 'three']) {
    const { data } = await admin().createClient({ client_name: `List ${name}`, redirect_uris: ['https://list.example.com/cb'] });
    ids.push(data!.client_id);
  }
  const all = await admin().listClients();
  expect(all.error).toBeNull();
  const listed = all.data.clients.map((client) => client.client_id);
  expect(listed.slice(0, 3)).toEqual([...ids].reverse());
  expect(all.data.clients.every((client) => !('client_secret' in client))).toBe(true);

  const firstPage = await admin().listClients({ page: 1, perPage: 2 });
  expect(firstPage.error).toBeNull();
  expect(firstPage.data.clients.map((client) => client.client_id)).toEqual([ids[2], ids[1]]);
  const total = all.data.clients.length;
  expect(firstPage.data).toMatchObject({ total, nextPage: 2, lastPage: Math.ceil(total / 2) });
});

it('refuses invalid registrations with GoTrue\'s validation errors', async () => {
  const cases: [Parameters<ReturnType<typeof admin>['createClient']>[0], string][] = [
    [{ client_name: 'x', redirect_uris: [] }, 'redirect_uris is required'],
    [{ client_name: 'x', redirect_uris: ['http://evil.example.com/cb'] }, "invalid redirect_uri 'http://evil.example.com/cb': HTTP scheme only allowed for localhost"],
    [{ client_name: 'x', redirect_uris: ['https://a.example.com/cb#frag'] }, "invalid redirect_uri 'https://a.example.com/cb#frag': fragment not allowed in redirect URI"],
    [{ client_name: 'x', redirect_uris: ['https://a.example.com/cb'], grant_types: ['password'] }, "grant_types must only contain 'authorization_code' and/or 'refresh_token'"],
  ];
  for (const [params, message] of cases) {
    const refused = await admin().createClient(params);
    expect(refused.data).toBeNull();
    expect(refused.error).toMatchObject({ status: 400, code: 'validation_failed', message });
  }
  const badId = await admin().getClient('not-a-uuid');
  expect(badId.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'invalid client_id format' });
});

it('is for the service role only', async () => {
  const { client } = await enabled.signUpUser();
  const asUser = await client.auth.admin.oauth.listClients();
  expect(asUser.error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' });
  const asAnon = await enabled.client().auth.admin.oauth.createClient({ client_name: 'x', redirect_uris: ['https://a.example.com/cb'] });
  expect(asAnon.error).toMatchObject({ status: 403, code: 'not_admin' });
});

it('answers GoTrue\'s "OAuth server is disabled" where config.toml does not turn it on', async () => {
  const off = disabled.client({ key: 'service_role' }).auth.admin.oauth;
  const listed = await off.listClients();
  expect(listed.error).toMatchObject({ status: 404, code: 'feature_disabled', message: 'OAuth server is disabled' });
  const created = await off.createClient({ client_name: 'x', redirect_uris: ['https://a.example.com/cb'] });
  expect(created.error).toMatchObject({ status: 404, code: 'feature_disabled', message: 'OAuth server is disabled' });
  // The admin check comes first, as in GoTrue: a user learns nothing about the switch.
  const { client } = await disabled.signUpUser();
  expect((await client.auth.admin.oauth.listClients()).error).toMatchObject({ status: 403, code: 'not_admin' });
});
