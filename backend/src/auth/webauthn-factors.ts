// WebAuthn MFA factors as GoTrue serves auth-js's mfa.webauthn API. A factor is enrolled
// unverified (no credential yet); its challenge is a registration ceremony (`type: "create"`,
// PublicKeyCredentialCreationOptions) until a registration response is verified, then an
// authentication ceremony (`type: "request"`, PublicKeyCredentialRequestOptions naming the
// factor's credential). The ceremony's expected challenge is kept server-side with the challenge
// row (web_authn_session_data) and is good for one verification attempt within its lifetime.
//
// The relying party (ID, name, accepted origins) is config.toml's [auth.webauthn], as in GoTrue:
// the rpId / rpOrigins auth-js sends with a challenge or verification are not trusted (GoTrue
// does not read them either), so a page on another origin cannot have its ceremony accepted.
//
// Attestation is "none" (the authenticator's make is not checked, as GoTrue asks for none); the
// signature counter is checked and stored on every authentication, so a cloned authenticator that
// replays an old counter is refused. The credential is stored in go-webauthn's Credential JSON
// (GoTrue's web_authn_credential column), so a project moved to hosted Supabase keeps its keys.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { AuthConfig } from '../config';
import { AuthError, validationFailed } from './errors';
import type { JsonObject } from './request';

export type Ceremony = 'create' | 'request';

/** The user a registration is for: GoTrue's WebAuthnID (the id's text), name and display name (the email). */
export interface WebAuthnUser {
  id: string;
  email: string | undefined;
}

/** go-webauthn's Credential as GoTrue stores it in auth.mfa_factors.web_authn_credential (byte fields in standard base64). */
export interface StoredCredential {
  id: string;
  publicKey: string;
  attestationType: string;
  transport: string[];
  flags: { userPresent: boolean; userVerified: boolean; backupEligible: boolean; backupState: boolean };
  authenticator: { AAGUID: string; signCount: number; cloneWarning: boolean; attachment: string };
}

/** What a challenge row keeps of its ceremony (go-webauthn's SessionData fields, plus the ceremony). */
export interface CeremonySession {
  type: Ceremony;
  challenge: string;
  rpId: string;
  user_id: string;
  allowed_credentials: string[];
  userVerification: 'preferred';
  expires: string;
}

/** GoTrue's challenge response body for a WebAuthn factor (the options serialised, as the server sends them). */
export interface WebAuthnChallengeData {
  type: Ceremony;
  credential_options: { publicKey: unknown };
}

const CEREMONY_TIMEOUT_MS = 60_000;
const TRANSPORTS = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

const b64urlToStd = (value: string): string => Buffer.from(value, 'base64url').toString('base64');
const stdToB64url = (value: string): string => Buffer.from(value, 'base64').toString('base64url');

export const verificationFailed = (): AuthError => new AuthError(400, 'webauthn_verification_failed', 'Credential verification failed');

/** The credential's id as auth-js / the browser spell it (base64url). */
export function credentialIdOf(stored: StoredCredential): string {
  return stdToB64url(stored.id);
}

/**
 * Begins the ceremony for a factor: registration while it has no credential (excluding the user's
 * other credentials, so one authenticator is not registered twice), authentication once it has one.
 */
export async function beginCeremony(
  auth: AuthConfig,
  user: WebAuthnUser,
  factorCredential: StoredCredential | null,
  otherCredentials: StoredCredential[],
  lifetimeSeconds: number,
): Promise<{ data: WebAuthnChallengeData; session: CeremonySession }> {
  const rp = auth.webAuthn;
  const expires = new Date(Date.now() + lifetimeSeconds * 1000).toISOString();
  const userHandle = Buffer.from(user.id, 'utf8');
  if (!factorCredential) {
    const name = user.email || user.id;
    const options = await generateRegistrationOptions({
      rpName: rp.rpDisplayName,
      rpID: rp.rpId,
      userID: new Uint8Array(userHandle),
      userName: name,
      userDisplayName: name,
      attestationType: 'none',
      timeout: CEREMONY_TIMEOUT_MS,
      excludeCredentials: otherCredentials.map((credential) => ({
        id: credentialIdOf(credential),
        transports: credential.transport,
      })),
      authenticatorSelection: { residentKey: 'discouraged', userVerification: 'preferred' },
    });
    return {
      data: { type: 'create', credential_options: { publicKey: options } },
      session: {
        type: 'create',
        challenge: options.challenge,
        rpId: rp.rpId,
        user_id: userHandle.toString('base64'),
        allowed_credentials: [],
        userVerification: 'preferred',
        expires,
      },
    };
  }
  const options = await generateAuthenticationOptions({
    rpID: rp.rpId,
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: 'preferred',
    allowCredentials: [{ id: credentialIdOf(factorCredential), transports: factorCredential.transport }],
  });
  return {
    data: { type: 'request', credential_options: { publicKey: options } },
    session: {
      type: 'request',
      challenge: options.challenge,
      rpId: rp.rpId,
      user_id: userHandle.toString('base64'),
      allowed_credentials: [factorCredential.id],
      userVerification: 'preferred',
      expires,
    },
  };
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** A base64url text field; an optional one may be absent, null or empty (a userHandle the authenticator did not give). */
function base64urlField(record: JsonObject, key: string, required: boolean): boolean {
  const value = record[key];
  if (value === undefined || value === null || value === '') return !required;
  return typeof value === 'string' && value.length <= 65_536 && BASE64URL.test(value);
}

/**
 * The verify body's `webauthn` member, checked in GoTrue's order and wording: present, a known
 * ceremony, a credential_response in the JSON form of a PublicKeyCredential for that ceremony.
 */
export function readVerifyParams(body: JsonObject): { type: Ceremony; response: JsonObject } {
  const webauthn = body.webauthn;
  if (typeof webauthn !== 'object' || webauthn === null || Array.isArray(webauthn)) throw validationFailed('WebAuthn config required');
  const params = webauthn as JsonObject;
  if (params.type !== 'create' && params.type !== 'request') throw validationFailed('WebAuthn type must be create or request');
  const response = params.credential_response;
  if (response === undefined || response === null) throw validationFailed('credential_response required');
  const invalid = () => validationFailed('Invalid credential_response');
  if (typeof response !== 'object' || Array.isArray(response)) throw invalid();
  const credential = response as JsonObject;
  const inner = credential.response;
  if (
    credential.type !== 'public-key' ||
    !base64urlField(credential, 'id', true) ||
    !base64urlField(credential, 'rawId', true) ||
    credential.id !== credential.rawId ||
    typeof inner !== 'object' ||
    inner === null ||
    Array.isArray(inner)
  ) {
    throw invalid();
  }
  const fields = inner as JsonObject;
  const shaped =
    params.type === 'create'
      ? base64urlField(fields, 'clientDataJSON', true) && base64urlField(fields, 'attestationObject', true)
      : base64urlField(fields, 'clientDataJSON', true) &&
        base64urlField(fields, 'authenticatorData', true) &&
        base64urlField(fields, 'signature', true) &&
        base64urlField(fields, 'userHandle', false);
  if (!shaped) throw invalid();
  return { type: params.type, response: credential };
}

/** Verifies a registration response against the ceremony's challenge; the credential to store. */
export async function finishRegistration(
  auth: AuthConfig,
  session: CeremonySession,
  response: JsonObject,
): Promise<{ credential: StoredCredential; aaguid: string }> {
  let result: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    result = await verifyRegistrationResponse({
      response: response as unknown as RegistrationResponseJSON,
      expectedChallenge: session.challenge,
      expectedOrigin: auth.webAuthn.rpOrigins,
      expectedRPID: session.rpId,
      requireUserVerification: false,
    });
  } catch {
    throw verificationFailed();
  }
  if (!result.verified) throw verificationFailed();
  const info = result.registrationInfo;
  const transports = (info.credential.transports ?? []).filter((transport) => TRANSPORTS.has(transport));
  return {
    aaguid: info.aaguid,
    credential: {
      id: b64urlToStd(info.credential.id),
      publicKey: Buffer.from(info.credential.publicKey).toString('base64'),
      attestationType: info.fmt,
      transport: transports,
      flags: {
        userPresent: true,
        userVerified: info.userVerified,
        backupEligible: info.credentialDeviceType === 'multiDevice',
        backupState: info.credentialBackedUp,
      },
      authenticator: {
        AAGUID: Buffer.from(info.aaguid.replace(/-/g, ''), 'hex').toString('base64'),
        signCount: info.credential.counter,
        cloneWarning: false,
        attachment: typeof response.authenticatorAttachment === 'string' ? response.authenticatorAttachment : '',
      },
    },
  };
}

/**
 * Verifies an authentication response made with the factor's credential against the ceremony's
 * challenge; the authenticator's new signature counter (refused when it did not move forward).
 */
export async function finishAuthentication(
  auth: AuthConfig,
  session: CeremonySession,
  response: JsonObject,
  stored: StoredCredential,
): Promise<number> {
  if (response.id !== credentialIdOf(stored)) throw verificationFailed();
  try {
    const result = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge: session.challenge,
      expectedOrigin: auth.webAuthn.rpOrigins,
      expectedRPID: session.rpId,
      credential: {
        id: credentialIdOf(stored),
        publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64')),
        counter: stored.authenticator.signCount,
        transports: stored.transport,
      },
      requireUserVerification: false,
    });
    if (!result.verified) throw verificationFailed();
    return result.authenticationInfo.newCounter;
  } catch {
    throw verificationFailed();
  }
}
