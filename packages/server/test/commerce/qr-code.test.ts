import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { qrMatrix, qrSvg } from '../../src/modules/commerce/qr-code';
import { decodeZatcaQr, zatcaQr } from '../../src/modules/commerce/zatca';

const SAMPLE = zatcaQr({
  sellerName: 'منصة سوق للخدمات الرقمية',
  vatNumber: '310123456700003',
  timestamp: '2026-11-23T16:52:07Z',
  total: '171.64',
  vat: '22.39',
});
const fingerprint = (m: boolean[][]) =>
  createHash('sha256')
    .update(m.map((row) => row.map((d) => (d ? '1' : '0')).join('')).join('\n'))
    .digest('hex')
    .slice(0, 16);

describe('ZATCA QR', () => {
  it('TLV payload: tags 1–5, lengths in UTF-8 bytes', () => {
    const raw = Buffer.from(SAMPLE, 'base64');
    assert.deepEqual([raw[0], raw[1]], [1, Buffer.byteLength('منصة سوق للخدمات الرقمية')]);
    assert.deepEqual(decodeZatcaQr(SAMPLE), {
      1: 'منصة سوق للخدمات الرقمية',
      2: '310123456700003',
      3: '2026-11-23T16:52:07Z',
      4: '171.64',
      5: '22.39',
    });
  });

  it('encodes the same modules as the reference encoder (qrcodegen), finder patterns in three corners', () => {
    // Fingerprints checked against Project Nayuki's qrcodegen (byte mode, ECC M boosted, auto mask).
    const m = qrMatrix(SAMPLE);
    assert.equal(m.length, 49, 'version 8');
    assert.equal(fingerprint(m), GOLDEN.sample);
    assert.equal(fingerprint(qrMatrix('hello world')), GOLDEN.hello);
    assert.equal(fingerprint(qrMatrix('x'.repeat(300))), GOLDEN.long);
    const finder = ['1111111', '1000001', '1011101', '1011101', '1011101', '1000001', '1111111'];
    const at = (x0: number, y0: number) => finder.map((_, y) => finder.map((__, x) => (m[y0 + y]![x0 + x] ? '1' : '0')).join(''));
    assert.deepEqual(at(0, 0), finder);
    assert.deepEqual(at(m.length - 7, 0), finder);
    assert.deepEqual(at(0, m.length - 7), finder);
    assert.match(qrSvg(SAMPLE), /^<svg [^>]*viewBox="0 0 57 57"/);
  });
});

const GOLDEN = { sample: 'b04892bc7462bc88', hello: 'c5cc0014645bfe69', long: 'a6c4c99a50e77d18' };
