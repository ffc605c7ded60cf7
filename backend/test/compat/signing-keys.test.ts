// Asymmetric JWT signing keys as current Supabase projects use them: a signing-keys file written
// the way `supabase gen signing-key` writes it (a JSON array of private JWKs), named by config.toml
// `[auth] signing_keys_path` or AUTH_SIGNING_KEYS_PATH. Access tokens are signed with the first key,
// its public half is served at /auth/v1/.well-known/jwks.json, auth-js getClaims() verifies with it,
// and REST, storage and realtime accept those tokens beside HS256 ones.
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { SignJWT, decodeProtectedHeader, exportJWK, generateKeyPair, type JWK } from 'jose';
import { startBackend, type TestBackend } from '../harness';

const FIXTURE_MIGRATIONS = join(__dirname, '..', 'fixtures', 'storage', 'migrations');
const NOTES_MIGRATIONS = join(__dirname, '..', 'fixtures', 'supabase', 'migrations');

async function privateJwk(alg: 'RS256' | 'ES256'): Promise<JWK & { kid: string }> {
  const { privateKey } = await generateKeyPair(alg, { extractable: true });
  const jwk = await exportJWK(privateKey);
  // The fields the CLI writes beside the key material.
  return { ...jwk, kid: randomUUID(), alg, use: 'sig', key_ops: ['sign', 'verify'], ext: true };
}

/** A CLI-style project: config.toml, the signing-keys file, the fixtures' migrations. */
function projectWithKeys(keys: JWK[], configToml: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'shalom-signing-keys-'));
  mkdirSync(join(dir, 'migrations'));
  cpSync(FIXTURE_MIGRATIONS, join(dir, 'migrations'), { recursive: true });
  // The notes fixture's versions collide with the storage fixture's: renumbered after them.
  readdirSync(NOTES_MIGRATIONS).forEach((file, index) => {
    copyFileSync(join(NOTES_MIGRATIONS, file), join(dir, 'migrations', file.replace(/^\d+/, `2024020${index}000000`)));
  });
  writeFileSync(join(dir, 'signing_keys.json'), JSON.stringify(keys, null, 2));
  writeFileSync(join(dir, 'config.toml'), configToml);
  return dir;
}

describe.each(['ES256', 'RS256'] as const)('%s signing key from config.toml signing_keys_path', (alg) => {
  let backend: TestBackend;
  let projectDir: string;
  let signingKey: JWK & { kid: string };
  let retiredKey: JWK & { kid: string };

  beforeAll(async () => {
    signingKey = await privateJwk(alg);
    retiredKey = await privateJwk(alg);
    projectDir = projectWithKeys([signingKey, retiredKey], '[auth]\nsigning_keys_path = "./signing_keys.json"\n');
    backend = await startBackend({ supabaseDir: projectDir });
  });

  afterAll(async () => {
    await backend?.stop();
    rmSync(projectDir, { recursive: true, force: true });
  });

  it('signs access tokens with the first key (alg and kid in the header) and publishes only public halves', async () => {
    const { session } = await backend.signUpUser();
    const header = decodeProtectedHeader(session.access_token);
    expect(header).toMatchObject({ alg, kid: signingKey.kid, typ: 'JWT' });

    const response = await fetch(`${backend.url}/auth/v1/.well-known/jwks.json`, { headers: { apikey: backend.anonKey } });
    expect(response.status).toBe(200);
    const jwks = (await response.json()) as { keys: JWK[] };
    expect(jwks.keys.map((key) => key.kid)).toEqual([signingKey.kid, retiredKey.kid]);
    for (const key of jwks.keys) {
      expect(key).toMatchObject({ alg, use: 'sig', key_ops: ['verify'] });
      expect(key.d).toBeUndefined();
      expect(key.p).toBeUndefined();
    }
  });

  it('auth-js getClaims() verifies the token locally against the JWKS', async () => {
    const { client, user } = await backend.signUpUser();
    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.header).toMatchObject({ alg, kid: signingKey.kid });
    expect(data?.claims).toMatchObject({ sub: user.id, role: 'authenticated', aal: 'aal1', is_anonymous: false });
  });

  it('REST, storage and realtime accept the asymmetric token as the user it names', async () => {
    const { client, user } = await backend.signUpUser();
    const inserted = await client.from('notes').insert({ body: 'signed with ' + alg }).select('owner_id').single();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toEqual({ owner_id: user.id });

    const upload = await client.storage.from('documents').upload(`${user.id}/note.txt`, new Blob(['hi'], { type: 'text/plain' }));
    expect(upload.error).toBeNull();
    const listed = await client.storage.from('documents').list(user.id);
    expect(listed.data?.map((o) => o.name)).toEqual(['note.txt']);

    const status = await new Promise<string>((resolve) => {
      client.channel(`room-${alg}`).subscribe((state) => {
        if (state !== 'CLOSED') resolve(state);
      });
    });
    expect(status).toBe('SUBSCRIBED');
    await client.removeAllChannels();
  });

  it('accepts a token of a key later in the file (rotated out of signing, still verifying)', async () => {
    const { user, session } = await backend.signUpUser();
    const claims = (await import('jose')).decodeJwt(session.access_token);
    const { createPrivateKey } = await import('node:crypto');
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg, typ: 'JWT', kid: retiredKey.kid })
      .sign(createPrivateKey({ key: retiredKey as import('node:crypto').JsonWebKey, format: 'jwk' }));
    const client = backend.client({ accessToken: token });
    const notes = await client.from('notes').select('owner_id');
    expect(notes.error).toBeNull();
    const whoami = await client.rpc('whoami');
    expect(whoami.data).toMatchObject({ uid: user.id, role: 'authenticated' });
  });

  it('keeps HS256 working beside it: the API keys, and a user token signed with the JWT secret', async () => {
    const anon = backend.client();
    const list = await anon.from('notes').select('id');
    expect(list.error).toBeNull();
    expect(list.data).toEqual([]);

    const { user, session } = await backend.signUpUser();
    const claims = (await import('jose')).decodeJwt(session.access_token);
    const legacy = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(backend.context().config.jwtSecret));
    const whoami = await backend.client({ accessToken: legacy }).rpc('whoami');
    expect(whoami.error).toBeNull();
    expect(whoami.data).toMatchObject({ uid: user.id });
  });

  it('refuses a token signed by a key the project does not have, and one naming a known kid with another algorithm', async () => {
    const { session } = await backend.signUpUser();
    const claims = (await import('jose')).decodeJwt(session.access_token);
    const stranger = await generateKeyPair(alg);
    const forged = await new SignJWT(claims).setProtectedHeader({ alg, kid: signingKey.kid }).sign(stranger.privateKey);
    const rest = await backend.client({ accessToken: forged }).from('notes').select('id');
    expect(rest.error).toMatchObject({ code: 'PGRST301', message: 'No suitable key or wrong key type', details: 'None of the keys was able to decode the JWT' });
    expect(rest.status).toBe(401);

    // alg confusion: the public key used as an HMAC secret must not verify.
    const otherAlg = alg === 'ES256' ? 'RS256' : 'ES256';
    const otherKey = await generateKeyPair(otherAlg);
    const confused = await new SignJWT(claims).setProtectedHeader({ alg: otherAlg, kid: signingKey.kid }).sign(otherKey.privateKey);
    const refused = await backend.client({ accessToken: confused }).from('notes').select('id');
    expect(refused.status).toBe(401);

    const user = await fetch(`${backend.url}/auth/v1/user`, { headers: { apikey: backend.anonKey, authorization: `Bearer ${forged}` } });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ code: 'bad_jwt' });
  });
});

describe('HS256 only (no signing keys)', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend({ supabaseDir: join(__dirname, '..', 'fixtures', 'supabase') });
  });
  afterAll(async () => {
    await backend?.stop();
  });

  it('serves an empty key set, and getClaims() falls back to asking the server', async () => {
    const response = await fetch(`${backend.url}/auth/v1/.well-known/jwks.json`, { headers: { apikey: backend.anonKey } });
    expect(await response.json()).toEqual({ keys: [] });
    const { client, user, session } = await backend.signUpUser();
    expect(decodeProtectedHeader(session.access_token).alg).toBe('HS256');
    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.claims.sub).toBe(user.id);
  });
});

describe('AUTH_SIGNING_KEYS_PATH', () => {
  it('a broken signing-keys file stops the start with a message naming the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shalom-bad-keys-'));
    const file = join(dir, 'keys.json');
    writeFileSync(file, JSON.stringify([{ kty: 'oct', k: 'abc', kid: 'x', alg: 'HS256' }]));
    await expect(startBackend({ env: { AUTH_SIGNING_KEYS_PATH: file } })).rejects.toThrow(/keys\.json.*RS256 or ES256/);
    rmSync(dir, { recursive: true, force: true });
  });
});
