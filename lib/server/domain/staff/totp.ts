import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

// Time-based one-time codes (RFC 6238) through otpauth: 6 digits, 30-second steps, SHA-1, which
// every authenticator app reads. One step of clock drift either way is accepted.

const ISSUER = 'Oculo';
const PERIOD_SECONDS = 30;

function totpOf(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret: 160 random bits (RFC 4226 §4), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What an authenticator app scans: the otpauth:// address and its QR code as SVG. */
export async function totpEnrolment(secret: string, email: string) {
  const uri = totpOf(secret, email).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, uri, qrSvg };
}

/**
 * The time step a code belongs to, or null when it matches none of the steps around `now`. The
 * caller accepts a step only once, so a code seen over a shoulder cannot be used again.
 */
export function stepOfCode(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret, '').validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The current code of a secret: the command line's test helper and the browser suite use it. */
export function currentCode(secret: string, now = Date.now()): string {
  return totpOf(secret, '').generate({ timestamp: now });
}
