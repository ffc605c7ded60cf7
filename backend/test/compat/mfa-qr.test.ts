// TOTP enrolment returns the QR image GoTrue returns: auth-js hands the app an SVG data URI
// (`data:image/svg+xml;utf-8,<svg…`) that encodes the factor's otpauth:// URI, and only at
// enrolment — the factor list never carries the secret or its image again.
import QRCode from 'qrcode';
import { TOTP_QR_OPTIONS } from '../../src/auth/totp-qr';
import { startBackend, type TestBackend } from '../harness';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startBackend({ supabaseDir: 'test/fixtures/supabase' });
});

afterAll(async () => {
  await backend?.stop();
});

it('mfa.enroll gives an SVG data URI of the otpauth URI, and listFactors gives no image or secret', async () => {
  const { client } = await backend.signUpUser();
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'qr', issuer: 'Shalom Bayit' });
  expect(error).toBeNull();
  const { qr_code: qrCode, uri } = data!.totp;
  expect(qrCode.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true);
  expect(qrCode.trimEnd().endsWith('</svg>')).toBe(true);
  // The same modules qrcode draws for this URI, so a scan yields exactly the URI (and its secret).
  const expected = await QRCode.toString(uri, TOTP_QR_OPTIONS);
  expect(qrCode).toBe(`data:image/svg+xml;utf-8,${expected}`);
  // and not an image of some other text
  expect(qrCode).not.toBe(`data:image/svg+xml;utf-8,${await QRCode.toString(`${uri}x`, TOTP_QR_OPTIONS)}`);

  const listed = await client.auth.mfa.listFactors();
  expect(listed.error).toBeNull();
  const serialized = JSON.stringify(listed.data);
  expect(serialized).not.toContain('svg');
  expect(serialized).not.toContain(data!.totp.secret);
  const user = await client.auth.getUser();
  expect(JSON.stringify(user.data)).not.toContain('svg');
});
