import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { contentTypeOf } from '../../src/lib/content-type';

describe('the Content-Type of a downloaded file', () => {
  let dir: string;
  const file = async (name: string, bytes: Buffer | string) => {
    const p = path.join(dir, name);
    await writeFile(p, bytes);
    return p;
  };
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'souq-content-type-'));
  });
  after(async () => rm(dir, { recursive: true, force: true }));

  it('comes from the stored extension, then the download name', async () => {
    assert.equal(await contentTypeOf(await file('a.pdf', '%PDF-1.4'), 'دليل.pdf'), 'application/pdf');
    assert.equal(await contentTypeOf(await file('b.zip', 'PK'), 'x.zip'), 'application/zip');
    assert.equal(await contentTypeOf(await file('c.txt', 'نص'), 'ملاحظات.txt'), 'text/plain; charset=utf-8');
    assert.equal(
      await contentTypeOf(await file('d.bin', 'x'), 'سيرة.docx'),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('is sniffed from the bytes when no name tells, else application/octet-stream', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    assert.equal(await contentTypeOf(await file('e.bin', png), 'picture'), 'image/png');
    assert.equal(await contentTypeOf(await file('f.bin', 'no idea'), 'blob'), 'application/octet-stream');
  });
});
