/**
 * The ZATCA (Saudi e-invoicing, phase 1) QR payload of a simplified tax invoice: TLV
 * records — tag 1 seller name, 2 VAT registration number, 3 ISO 8601 time of issue,
 * 4 total with VAT, 5 VAT amount — each a tag byte, a length byte (the value's UTF-8
 * bytes) and the value, base64 encoded.
 */
export interface ZatcaFields {
  sellerName: string;
  vatNumber: string;
  /** ISO 8601 */
  timestamp: string;
  /** SR with two decimals, e.g. "115.00" */
  total: string;
  vat: string;
}

export function zatcaQr(f: ZatcaFields): string {
  const values = [f.sellerName, f.vatNumber, f.timestamp, f.total, f.vat];
  const parts = values.map((v, i) => {
    const bytes = Buffer.from(v, 'utf8');
    if (bytes.length > 255) throw new RangeError(`ZATCA tag ${i + 1} longer than 255 bytes`);
    return Buffer.concat([Buffer.from([i + 1, bytes.length]), bytes]);
  });
  return Buffer.concat(parts).toString('base64');
}

/** Reads a payload back into its tags (tests, and anyone checking an invoice). */
export function decodeZatcaQr(base64: string): Record<number, string> {
  const buf = Buffer.from(base64, 'base64');
  const out: Record<number, string> = {};
  let i = 0;
  while (i + 2 <= buf.length) {
    const tag = buf[i]!;
    const len = buf[i + 1]!;
    out[tag] = buf.subarray(i + 2, i + 2 + len).toString('utf8');
    i += 2 + len;
  }
  return out;
}
