// The QR image GoTrue returns at TOTP enrolment (`totp.qr_code`): an SVG of the otpauth:// URI.
// GoTrue sends the SVG text itself; auth-js prefixes it with `data:image/svg+xml;utf-8,` so an app
// can put it straight into <img src>. Given once, at enrolment: the secret it encodes is never
// shown again.
import QRCode from 'qrcode';

/** Options shared with the tests, which compare our image with qrcode's own for the same URI. */
export const TOTP_QR_OPTIONS = { type: 'svg', errorCorrectionLevel: 'M', margin: 1 } as const;

export async function totpQrSvg(otpauthUri: string): Promise<string> {
  return QRCode.toString(otpauthUri, TOTP_QR_OPTIONS);
}
