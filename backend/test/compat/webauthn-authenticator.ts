// A software WebAuthn authenticator for tests: a P-256 key made with node:crypto, "none"
// attestation, real CBOR (the encoder @simplewebauthn/server ships) and real ES256 signatures, so
// the server's verification is the one a browser's authenticator meets. Its credentials have
// toJSON(), as a WebAuthn Level 3 browser's PublicKeyCredential, which auth-js serialises with.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');
const bytesOf = (value: ArrayBuffer | ArrayBufferView | string): Buffer =>
  typeof value === 'string'
    ? Buffer.from(value, 'base64url')
    : ArrayBuffer.isView(value)
      ? Buffer.from(value.buffer, value.byteOffset, value.byteLength)
      : Buffer.from(value);

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

interface Ceremony {
  challenge: ArrayBuffer | ArrayBufferView | string;
  rpId: string;
  origin: string;
}

export interface SoftwareCredential {
  id: string;
  rawId: ArrayBuffer;
  type: 'public-key';
  authenticatorAttachment: 'cross-platform';
  response: Record<string, unknown>;
  getClientExtensionResults(): Record<string, never>;
  toJSON(): Record<string, unknown>;
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(32);
  /** The signature counter; tests set it back to act as a cloned authenticator. */
  signCount = 0;
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.publicJwk = { x: jwk.x!, y: jwk.y! };
  }

  /** The COSE_Key of the public key: kty EC2, alg ES256, crv P-256, x, y. */
  private coseKey(): Uint8Array {
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(this.publicJwk.x, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(this.publicJwk.y, 'base64url'))],
      ]),
    );
  }

  private authenticatorData(rpId: string, flags: number, attested: boolean): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.signCount);
    const parts = [createHash('sha256').update(rpId).digest(), Buffer.from([flags | (attested ? FLAG_ATTESTED_DATA : 0)]), counter];
    if (attested) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), idLength, this.credentialId, Buffer.from(this.coseKey()));
    }
    return Buffer.concat(parts);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', ceremony: Ceremony): Buffer {
    return Buffer.from(
      JSON.stringify({ type, challenge: b64url(bytesOf(ceremony.challenge)), origin: ceremony.origin, crossOrigin: false }),
    );
  }

  private credential(response: Record<string, unknown>, json: Record<string, unknown>): SoftwareCredential {
    const id = b64url(this.credentialId);
    return {
      id,
      rawId: new Uint8Array(this.credentialId).buffer,
      type: 'public-key',
      authenticatorAttachment: 'cross-platform',
      response,
      getClientExtensionResults: () => ({}),
      toJSON: () => ({
        id,
        rawId: id,
        type: 'public-key',
        authenticatorAttachment: 'cross-platform',
        clientExtensionResults: {},
        response: json,
      }),
    };
  }

  /** navigator.credentials.create(): a registration with "none" attestation. */
  create(ceremony: Ceremony, flags = FLAG_USER_PRESENT | FLAG_USER_VERIFIED): SoftwareCredential {
    const clientDataJSON = this.clientData('webauthn.create', ceremony);
    const authData = this.authenticatorData(ceremony.rpId, flags, true);
    const attestationObject = Buffer.from(
      isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', new Uint8Array(authData)]]) as never),
    );
    return this.credential(
      { clientDataJSON, attestationObject, getTransports: () => ['usb'] },
      { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['usb'] },
    );
  }

  /** navigator.credentials.get(): an assertion, the counter moved forward first (as hardware does). */
  get(ceremony: Ceremony, options: { advanceCounter?: boolean; signWith?: KeyObject } = {}): SoftwareCredential {
    if (options.advanceCounter !== false) this.signCount += 1;
    const clientDataJSON = this.clientData('webauthn.get', ceremony);
    const authenticatorData = this.authenticatorData(ceremony.rpId, FLAG_USER_PRESENT | FLAG_USER_VERIFIED, false);
    const signed = Buffer.concat([authenticatorData, createHash('sha256').update(clientDataJSON).digest()]);
    const signature = sign('sha256', signed, options.signWith ?? this.privateKey);
    return this.credential(
      { clientDataJSON, authenticatorData, signature, userHandle: null },
      { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authenticatorData), signature: b64url(signature) },
    );
  }
}
