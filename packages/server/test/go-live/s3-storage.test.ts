/**
 * STORAGE_DRIVER=s3 against a local S3 server (s3rver, started here): pictures and files go to
 * the bucket, never to the local disk; public pictures are streamed by the API or linked from
 * S3_PUBLIC_URL; private files keep their signed links and download checks, then redirect to
 * a presigned URL of at most 5 minutes; the demo seed fills an empty bucket; the copy command
 * moves an existing upload folder.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { loadConfig } from '../../src/config/config';
import { type BucketStorage, createS3Storage } from '../../src/modules/storage/s3-storage';
import { createFileUrlSigner } from '../../src/modules/storage/signed-urls';
import { makeProduct, makeProvider, makeStoreCategory, makeUser } from '../commerce/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { type S3StandIn, startS3StandIn } from '../stand-ins/s3';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Runs the copy command as a person would; asynchronously, since the S3 server answers from this process. */
function copyCommand(folder: string, env: Record<string, string>): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/storage-copy-cli.ts', folder], {
      cwd: SERVER_DIR,
      env: { ...process.env, NODE_ENV: 'test', ...env },
      timeout: 60_000,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

async function keysOf(bucket: BucketStorage, prefix = ''): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await bucket.client.send(new ListObjectsV2Command({ Bucket: bucket.bucket, Prefix: prefix, ContinuationToken: token }));
    for (const o of page.Contents ?? []) keys.push(o.Key!);
    token = page.NextContinuationToken;
  } while (token);
  return keys.sort();
}

const bytesOf = async (bucket: BucketStorage, key: string) =>
  Buffer.from(await (await bucket.client.send(new GetObjectCommand({ Bucket: bucket.bucket, Key: key }))).Body!.transformToByteArray());

const png = (width: number) =>
  sharp({ create: { width, height: Math.round(width / 2), channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

describe('go live: files in an S3-compatible bucket', () => {
  let s3: S3StandIn;
  let t: TestApp;
  let bucket: BucketStorage;

  before(async () => {
    s3 = await startS3StandIn();
    t = await createTestApp({ env: s3.env });
    bucket = t.app.deps.storage as BucketStorage;
  });
  after(async () => {
    await t?.close();
    await s3?.close();
  });

  it('public pictures go to the bucket with every WebP width, nothing to the local disk, and the API streams them', async () => {
    assert.equal(t.app.deps.storage.root, null);
    const rel = await t.app.deps.storage.save('works', await png(500), 'png');
    assert.match(rel, /^works\/[0-9a-f]{32}\.png$/);
    const stem = rel.replace(/\.png$/, '');
    // Every width, even above the original's: a CDN cannot make a missing one.
    assert.deepEqual(await keysOf(bucket, stem), [`${stem}.png`, `${stem}.w1280.webp`, `${stem}.w320.webp`, `${stem}.w640.webp`]);
    assert.ok(!existsSync(t.config.uploadDir) || readdirSync(t.config.uploadDir).length === 0, 'nothing written to local disk');

    const url = t.app.deps.storage.url(rel, 'http://souq.test')!;
    assert.equal(url, `http://souq.test/uploads/${rel}`);
    const res = await t.app.inject({ method: 'GET', url: pathOf(url) });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/png');
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.deepEqual(res.rawPayload, await bytesOf(bucket, rel));
    const variant = await t.app.inject({ method: 'GET', url: `/uploads/${stem}.w320.webp` });
    assert.equal(variant.statusCode, 200);
    assert.equal((await sharp(variant.rawPayload).metadata()).width, 320);

    assert.equal((await t.app.inject({ method: 'GET', url: '/uploads/works/missing.png' })).statusCode, 404);
    await t.app.deps.storage.remove(rel);
    assert.deepEqual(await keysOf(bucket, stem), []);
  });

  it('a variant missing from the bucket (a file copied before variants) is made on its first request', async () => {
    await bucket.put('works/old.png', await png(400));
    const res = await t.app.inject({ method: 'GET', url: '/uploads/works/old.w320.webp' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/webp');
    assert.ok(await bucket.has('works/old.w320.webp'));
  });

  it('private files: the signed link is checked, then a presigned URL of at most 5 minutes', async () => {
    const rel = await t.app.deps.storage.save('chat/7', Buffer.from('%PDF-1.4 secret\n'), 'pdf');
    const link = t.app.deps.storage.url(rel, 'http://souq.test')!;
    assert.match(link, new RegExp(`^http://souq\\.test/uploads/s/\\d+/[\\w-]{22}/${rel}$`));

    const res = await t.app.inject({ method: 'GET', url: pathOf(link) });
    assert.equal(res.statusCode, 302);
    assert.equal(res.headers['cache-control'], 'no-store');
    const direct = new URL(res.headers.location as string);
    assert.equal(direct.origin, s3.endpoint);
    assert.ok(Number(direct.searchParams.get('X-Amz-Expires')) <= 300);
    assert.ok(direct.searchParams.get('X-Amz-Signature'));
    const fetched = await fetch(direct);
    assert.equal(fetched.status, 200);
    assert.equal(await fetched.text(), '%PDF-1.4 secret\n');

    // The link's checks stay: no signature, a forged one, or an expired one get no redirect.
    assert.equal((await t.app.inject({ method: 'GET', url: `/uploads/${rel}` })).statusCode, 403);
    const forged = pathOf(link).replace(/\/s\/(\d+)\/[\w-]{22}\//, '/s/$1/AAAAAAAAAAAAAAAAAAAAAA/');
    assert.equal((await t.app.inject({ method: 'GET', url: forged })).statusCode, 403);
    t.advance(3 * 60 * 60_000);
    try {
      assert.equal((await t.app.inject({ method: 'GET', url: pathOf(link) })).statusCode, 410);
    } finally {
      t.advance(-3 * 60 * 60_000);
    }
    // Bought files are never under /uploads, signed or not.
    assert.equal((await t.app.inject({ method: 'GET', url: '/uploads/product-files/f1.pdf' })).statusCode, 404);
  });

  it('bought downloads: the buyer check and count as before, then a presigned attachment link', async () => {
    const db = t.app.deps.db;
    const owner = await makeProvider(db, 'متجر السحاب', { sectionId: 2 });
    const cat = await makeStoreCategory(db);
    const product = await makeProduct(db, owner.id, cat.id, { name: 'كتاب', price: 30 });
    await bucket.put(`product-files/f${product.id}.pdf`, Buffer.from(`%PDF-1.4 product ${product.id}\n`));
    const u = await makeUser(db, 'مشتري السحاب');
    await t.app.services.wallet.credit({ role: 'user', id: u.id }, 100_00, 'adjustment', {});
    const token = await t.app.deps.tokens.issue('user', u.id);
    assert.equal((await t.post('/user/cart/add', { product_id: product.id }, { token })).key, 'success');
    assert.equal((await t.post('/user/create-order', { pay_type: 1, coupon: '' }, { token })).key, 'success');

    const stranger = await t.app.deps.tokens.issue('user', (await makeUser(db, 'غريب')).id);
    assert.equal((await t.post('/user/products/download-files', { product_id: product.id }, { token: stranger })).key, 'fail');
    const r = await t.post('/user/products/download-files', { product_id: product.id }, { token });
    assert.equal(r.key, 'success', r.msg);
    const res = await t.app.inject({ method: 'GET', url: pathOf(r.data.download_files_attachments[0].link) });
    assert.equal(res.statusCode, 302);
    const direct = new URL(res.headers.location as string);
    assert.ok(Number(direct.searchParams.get('X-Amz-Expires')) <= 300);
    const fetched = await fetch(direct);
    assert.equal(await fetched.text(), `%PDF-1.4 product ${product.id}\n`);
    assert.equal(fetched.headers.get('content-type'), 'application/pdf');
    assert.match(fetched.headers.get('content-disposition') ?? '', /^attachment; filename="download\.pdf"/);

    assert.equal((await t.app.inject({ method: 'GET', url: '/api/v1/downloads/not-a-token' })).statusCode, 404);
  });

  it('S3_PUBLIC_URL: public pictures link from the CDN; private and bought files never do', async () => {
    const cdn = await createTestApp({ env: { ...s3.env, S3_PUBLIC_URL: 'https://cdn.souq.test/media/' } });
    try {
      const storage = cdn.app.deps.storage;
      assert.equal(storage.url('works/ab.png', 'http://souq.test'), 'https://cdn.souq.test/media/works/ab.png');
      assert.match(storage.url('chat/3/ab.png', 'http://souq.test')!, /^http:\/\/souq\.test\/uploads\/s\/\d+\//);
      assert.equal(storage.url('product-files/f1.pdf', 'http://souq.test'), 'http://souq.test/uploads/product-files/f1.pdf');
    } finally {
      await cdn.close();
    }
  });
});

describe('go live: an empty bucket and an existing upload folder', () => {
  let s3: S3StandIn;
  before(async () => {
    s3 = await startS3StandIn('souq-demo');
  });
  after(async () => s3?.close());

  it('the demo seed writes its art through the same storage: an empty bucket starts with the demo pictures', async () => {
    const t = await createTestApp({ demo: true, env: s3.env });
    try {
      const bucket = t.app.deps.storage as BucketStorage;
      const keys = await keysOf(bucket);
      for (const folder of ['flags', 'categories', 'sliders', 'works', 'products', 'product-files', 'deliveries']) {
        assert.ok(
          keys.some((k) => k.startsWith(`${folder}/`)),
          `${folder} in the bucket`,
        );
      }
      const sliders = await t.get('/intor-sliders');
      assert.equal(sliders.data.length, 3);
      const picture = await t.app.inject({ method: 'GET', url: pathOf(sliders.data[0].image) });
      assert.equal(picture.statusCode, 200);
      assert.equal(picture.headers['content-type'], 'image/png');
      assert.ok(!existsSync(t.config.uploadDir) || readdirSync(t.config.uploadDir).length === 0, 'nothing written to local disk');
    } finally {
      await t.close();
    }
  });

  it('`npm run storage:copy` copies a local upload folder, keeps what is there, makes the WebP widths', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'souq-uploads-'));
    mkdirSync(path.join(folder, 'works'), { recursive: true });
    mkdirSync(path.join(folder, 'chat', '4'), { recursive: true });
    writeFileSync(path.join(folder, 'works', 'a.png'), await png(700));
    writeFileSync(path.join(folder, 'chat', '4', 'b.pdf'), '%PDF-1.4 b\n');
    writeFileSync(path.join(folder, '.DS_Store'), 'x');
    const copy = await startS3StandIn('souq-copy');
    try {
      const env = { ...copy.env };
      const first = await copyCommand(folder, env);
      assert.equal(first.status, 0, first.stderr);
      assert.match(first.stdout, /2 copied, 0 already in bucket souq-copy, 3 WebP variants made/);
      const again = await copyCommand(folder, env);
      assert.equal(again.status, 0, again.stderr);
      assert.match(again.stdout, /0 copied, 2 already in bucket souq-copy, 0 WebP variants made/);
      const bucket = createS3Storage(
        loadConfig({ NODE_ENV: 'test', ...env }).storage.s3,
        createFileUrlSigner({ secret: 'x', periodMs: 60_000 }),
      );
      assert.deepEqual(await keysOf(bucket), [
        'chat/4/b.pdf',
        'works/a.png',
        'works/a.w1280.webp',
        'works/a.w320.webp',
        'works/a.w640.webp',
      ]);
      // Without the bucket settings it says what is missing instead of copying anywhere.
      const local = await copyCommand(folder, { STORAGE_DRIVER: 'local' });
      assert.equal(local.status, 1);
      assert.match(local.stderr, /set STORAGE_DRIVER=s3/);
    } finally {
      await copy.close();
    }
  });
});
