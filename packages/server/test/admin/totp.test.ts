/** TOTP (modules/admin/totp.ts) against the RFC 6238 appendix B vectors (SHA-1, 8 digits). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { base32Decode, base32Encode, newTotpSecret, totpAt, verifyTotp } from '../../src/modules/admin/totp';

const SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('totp', () => {
  it('matches the RFC 6238 test vectors', () => {
    assert.equal(SECRET, 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors) assert.equal(totpAt(SECRET, seconds * 1000, 8), code, `T=${seconds}`);
  });

  it('accepts the current step and one either side, nothing else', () => {
    const secret = newTotpSecret();
    assert.equal(base32Decode(secret).length, 20);
    const now = 1_700_000_000_000;
    assert.equal(verifyTotp(secret, totpAt(secret, now), now), Math.floor(now / 30_000));
    assert.equal(verifyTotp(secret, totpAt(secret, now - 30_000), now), Math.floor(now / 30_000) - 1);
    assert.equal(verifyTotp(secret, totpAt(secret, now + 30_000), now), Math.floor(now / 30_000) + 1);
    assert.equal(verifyTotp(secret, totpAt(secret, now - 90_000), now), null);
    assert.equal(verifyTotp(secret, 'abcdef', now), null);
  });
});
