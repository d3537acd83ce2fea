/**
 * Input handling under attack: bracketed indices, ids past 2^31-1, NUL text, file-shaped JSON,
 * malformed multipart, bodies sent before the caller is known or past their route's bound,
 * the charset and shape of failures.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { appSections } from '../../src/db/schema';
import { makeProvider, makeUser, PNG } from '../catalog/fixtures';
import { chatParties } from '../chat/support';
import { makeFeature, makeStoreCategory } from '../commerce/fixtures';
import { eventually } from '../helpers/eventually';
import { createTestApp, type TestApp } from '../helpers/test-app';

const FAKE_FILE = { kind: 'file', field: 'file', filename: 'a.png', mimetype: 'image/png', buffer: { type: 'Buffer', data: [137, 80] } };
const guard = { timeout: 20_000 };

function multipart(fields: Record<string, string>, boundary = 'XyZ') {
  const body = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: `${body}--${boundary}--\r\n` };
}

/**
 * Sends the head of a request over a real socket, then `chunk`s of body until the server
 * answers or `limit` bytes went out; resolves with the status line and the bytes sent.
 */
function rawUpload(
  port: number,
  head: string,
  chunk: Buffer | null,
  limit: number,
): Promise<{ status: number; body: string; sent: number }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let answered = false;
    const pump = () => {
      while (chunk && !answered && sent < limit) {
        sent += chunk.length;
        const more = socket.write(`${chunk.length.toString(16)}\r\n`) && socket.write(chunk) && socket.write('\r\n');
        if (!more) return void socket.once('drain', pump);
      }
    };
    socket.on('connect', () => {
      socket.write(head);
      pump();
    });
    socket.on('data', (d) => {
      answered = true;
      answer += d.toString('utf8');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d+)/.exec(answer)?.[1] ?? 0);
      if (!status) return reject(new Error(`no answer after ${sent} bytes`));
      resolve({ status, body: answer.slice(answer.indexOf('\r\n\r\n') + 4), sent });
    });
    setTimeout(() => socket.destroy(), 10_000).unref();
  });
}

describe('input handling', () => {
  let t: TestApp;
  let port: number;
  before(async () => {
    // 0.1 MB files: a route taking one file reads at most ~1.1 MB.
    t = await createTestApp({ env: { MAX_UPLOAD_MB: '0.1' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  after(async () => t.close());

  describe('bracketed indices are bounded before anything is allocated', () => {
    it('multipart images[4294967294] without a token: a localized fail', guard, async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/provider/register', ...multipart({ 'images[4294967294]': 'x' }) });
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().key, 'fail');
      assert.match(res.json().msg, /100/);
    });

    it('urlencoded x[100000000] on the public product filter, and the same key in JSON', guard, async () => {
      const form = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/products/fillter',
        headers: { 'content-type': 'application/x-www-form-urlencoded', lang: 'ar' },
        payload: 'category_id=1&x[100000000]=1',
      });
      assert.equal(form.json().key, 'fail');
      assert.match(form.json().msg, /100/);
      const json = await t.post('/user/products/fillter', { category_id: 1, 'features[100000000]': 1 });
      assert.equal(json.key, 'fail');
      // features declares its own maximum (20): the bound is the field's.
      assert.match(json.msg, /20/);
    });

    it('indices within the bound still build lists', guard, async () => {
      const db = t.app.deps.db;
      const category = await makeStoreCategory(db);
      const [a, b] = [await makeFeature(db, 'أ', 'A'), await makeFeature(db, 'ب', 'B')];
      const res = await t.post('/user/products/fillter', { category_id: category.id, 'features[0]': a.id, 'features[1]': b.id });
      assert.equal(res.key, 'success', res.msg);
    });
  });

  describe('no 500 from input', () => {
    it('ids above 2^31-1 in paths, bodies and queries are invalid', guard, async () => {
      const big = 2 ** 31;
      for (const res of [
        await t.get(`/rates/providers/${big}`),
        await t.get(`/user/categories/${big}/services`),
        await t.post('/user/products/show', { product_id: big }),
        await t.post('/user/provider/show-profile', { provider_id: big }),
        await t.post('/user/services/provider', { service_id: String(big) }),
      ]) {
        assert.equal(res.status, 200);
        assert.equal(res.key, 'fail');
      }
    });

    it('NUL bytes in text are invalid: register, both searches, contact', guard, async () => {
      const nul = 'a\u0000b';
      for (const res of [
        await t.post('/user/register', {
          user_name: nul,
          phone: '501234567',
          country_code: '+966',
          email: 'a@example.com',
          password: 'secret123',
          password_confirmation: 'secret123',
          is_conditions: '1',
        }),
        await t.get(`/user/search?name=${encodeURIComponent(nul)}`),
        await t.post('/user/provider/search', { name: nul }),
        await t.post('/cotact-us', { name: 'Sara', phone: '501234567', country_code: '+966', message: nul, type: 'complaint' }),
      ]) {
        assert.equal(res.status, 200);
        assert.equal(res.key, 'fail');
        assert.match(res.msg, /invalid/);
      }
    });

    it('a file-shaped JSON object is not a file (chat upload, complaint)', guard, async () => {
      const { room, userToken, provider } = await chatParties(t);
      const upload = await t.post(`/upload-room-file/${room.id}`, { file: FAKE_FILE }, { token: userToken });
      assert.equal(upload.status, 200);
      assert.equal(upload.key, 'fail');
      const complaint = await t.post(
        '/user/provider/complaint',
        { reason: 'late', complaint: 'never delivered', provider_id: provider.id, images: [FAKE_FILE] },
        { token: userToken },
      );
      assert.equal(complaint.status, 200);
      assert.equal(complaint.key, 'fail');
    });

    it('malformed multipart is a 400 envelope', guard, async () => {
      for (const payload of ['not multipart', '--XyZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nunfinished']) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/complaint/store',
          headers: { 'content-type': 'multipart/form-data; boundary=XyZ', lang: 'en' },
          payload,
        });
        assert.equal(res.statusCode, 400, res.body);
        assert.equal(res.json().key, 'fail');
        assert.equal(res.json().msg, 'The request body could not be read');
      }
    });
  });

  describe('the caller is known before the body is read, and bodies stop at their bound', () => {
    it('an unauthenticated 200 MB upload is refused before its body is sent', guard, async () => {
      const head =
        'POST /api/v1/user/request-service/store HTTP/1.1\r\nHost: x\r\nlang: en\r\n' +
        'Content-Type: multipart/form-data; boundary=XyZ\r\nContent-Length: 200000000\r\n\r\n';
      const res = await rawUpload(port, head, null, 0);
      assert.equal(res.status, 200);
      assert.equal(JSON.parse(res.body).key, 'unauthenticated');
    });

    it('a signed-in upload declaring more than its route takes is refused unread (413)', guard, async () => {
      const provider = await makeProvider(t.app.deps.db, 'Big');
      const token = await t.app.deps.tokens.issue('provider', provider.id);
      const head =
        'POST /api/v1/provider/update/profile HTTP/1.1\r\nHost: x\r\nlang: en\r\n' +
        `Authorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=XyZ\r\nContent-Length: 200000000\r\n\r\n`;
      const res = await rawUpload(port, head, null, 0);
      assert.equal(res.status, 413);
      assert.equal(JSON.parse(res.body).msg, 'The request is too large');
    });

    it('a chunked upload stops being read at its bound (one 0.1 MB file + 1 MB of fields)', guard, async () => {
      const provider = await makeProvider(t.app.deps.db, 'Chunked');
      const token = await t.app.deps.tokens.issue('provider', provider.id);
      const head =
        'POST /api/v1/provider/update/profile HTTP/1.1\r\nHost: x\r\nlang: en\r\n' +
        `Authorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=XyZ\r\nTransfer-Encoding: chunked\r\n\r\n`;
      const first = Buffer.from(
        '--XyZ\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
      );
      const filler = Buffer.alloc(64 * 1024, 65);
      const res = await rawUpload(port, head, Buffer.concat([first, filler]), 30 * 1024 * 1024);
      assert.equal(res.status, 413);
      assert.ok(res.sent < 8 * 1024 * 1024, `read on to ${res.sent} bytes`);
    });

    it('files are streamed to temporary files, removed when the request ends', guard, async () => {
      const tmp = path.join(t.config.dataDir, 'tmp');
      const { room, userToken } = await chatParties(t);
      const form = new FormData();
      form.append('file', new Blob([PNG], { type: 'image/png' }), 'a.png');
      const res = await t.post(`/upload-room-file/${room.id}`, form, { token: userToken });
      assert.equal(res.key, 'success', res.msg);
      assert.ok(existsSync(tmp), 'no temporary folder');
      // Removed in the request's onResponse hook, which may run just after the answer arrives.
      assert.ok(await eventually(() => readdirSync(tmp).length === 0), `left behind: ${readdirSync(tmp).join(', ')}`);
    });
  });

  describe('failures carry a charset and the success shape where the client reads it', () => {
    it('a fail answer says application/json; charset=utf-8', guard, async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/login', headers: { lang: 'ar' }, payload: {} });
      assert.equal(res.json().key, 'fail');
      assert.equal(res.headers['content-type'], 'application/json; charset=utf-8');
      const missing = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-call' });
      assert.equal(missing.headers['content-type'], 'application/json; charset=utf-8');
    });

    it('/provider/products answers a freelancer [] (the list screen reads data unguarded)', guard, async () => {
      await t.app.deps.db
        .insert(appSections)
        .values({ id: 1, nameAr: 'الخدمات', nameEn: 'Services', descriptionAr: 'خدمات', descriptionEn: 'Services' })
        .onConflictDoNothing();
      const freelancer = await makeProvider(t.app.deps.db, 'Freelancer', { sectionId: 1 });
      const res = await t.get('/provider/products', { token: await t.app.deps.tokens.issue('provider', freelancer.id) });
      assert.equal(res.key, 'fail');
      assert.deepEqual(res.data, []);
      const customer = await makeUser(t.app.deps.db);
      const wrongRole = await t.get('/provider/products', { token: await t.app.deps.tokens.issue('user', customer.id) });
      assert.equal(wrongRole.key, 'fail');
      assert.deepEqual(wrongRole.data, []);
    });
  });
});
