/**
 * TOTP second factor (RFC 6238 over RFC 4226 HOTP: HMAC-SHA1, 30-second steps, 6 digits),
 * as authenticator apps read it from an `otpauth://` URL. Written on node:crypto (a few
 * lines) rather than a dependency; checked against the RFC's test vectors in
 * test/admin/totp.test.ts.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const STEP_SECONDS = 30;
const DIGITS = 6;

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').replace(/\s/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const idx = ALPHABET.indexOf(ch);
    if (idx < 0) throw new RangeError('invalid base32');
    value = (value << 5) | idx;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new 160-bit secret, base32 as the apps expect. */
export const newTotpSecret = (): string => base32Encode(randomBytes(20));

/** The HOTP code of a counter (RFC 4226 §5.3). */
export function hotp(key: Buffer, counter: number, digits = DIGITS): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(msg).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const bin = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(bin).padStart(digits, '0');
}

/** The code at a time (ms). */
export const totpAt = (secret: string, atMs: number, digits = DIGITS): string =>
  hotp(base32Decode(secret), Math.floor(atMs / 1000 / STEP_SECONDS), digits);

/**
 * Accepts the current step and one on either side (clock drift of the phone); returns the
 * step the code belongs to (so a used code can be refused), or null.
 */
export function verifyTotp(secret: string, code: string, atMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const step = Math.floor(atMs / 1000 / STEP_SECONDS);
  let matched: number | null = null;
  // Every candidate is compared, so the time taken does not tell which one matched.
  for (const d of [-1, 0, 1]) {
    const expected = Buffer.from(hotp(key, step + d));
    if (timingSafeEqual(expected, Buffer.from(code))) matched = step + d;
  }
  return matched;
}

/** The URL an authenticator app reads (usually from a QR code). */
export const otpauthUrl = (secret: string, account: string, issuer = 'Souq'): string =>
  `otpauth://totp/${encodeURIComponent(`${issuer}:${account}`)}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${DIGITS}&period=${STEP_SECONDS}`;
