/**
 * Deployment configuration, absolute URLs, private files and the headers of the app's HTML and
 * API answers, tried as an attacker would: a production start with dangerous defaults, forged
 * X-Forwarded-Host, anonymous and forged file links, a foreign Origin.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../src/config/config';
import { imageForm, PNG } from '../catalog/fixtures';
import { chatParties } from '../chat/support';
import { createTestApp, type TestApp, useTestApp } from '../helpers/test-app';
import { credit, deliveryForm, orderWorld } from '../orders/support';

const ATTACKER = 'attacker.example';
const FORGED = { 'x-forwarded-host': ATTACKER, 'x-forwarded-proto': 'https' };
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Inline scripts as the real shell has them: the direction script of the template. */
const INDEX =
  '<!doctype html><html><head><script src="/runtime-config.js"></script><script>document.documentElement.dir="rtl";</script></head>' +
  '<body><div id="root"></div><script src="/main.0123abcd.js"></script></body></html>';

function fakeWebRoot(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'souq-sec-web-'));
  const shell = path.join(root, 'shell', 'dist');
  mkdirSync(shell, { recursive: true });
  writeFileSync(path.join(shell, 'index.html'), INDEX);
  writeFileSync(path.join(shell, 'main.0123abcd.js'), 'console.log("shell")');
  return root;
}

describe('web: production refuses to start with dangerous settings', () => {
  const safe = {
    NODE_ENV: 'production',
    SMS_DRIVER: 'http',
    SMS_HTTP_URL: 'https://sms.example/send',
    ALLOW_SANDBOX_PAYMENTS: 'true',
    ADMIN_PASSWORD: 'a-long-admin-secret',
    FILE_URL_SECRET: 'k'.repeat(32),
    PUBLIC_URL: 'https://souq.example',
    ALLOW_LOCAL_STORAGE: 'true',
  };
  const problems = (env: Record<string, string | undefined>) => {
    try {
      loadConfig(env);
      return [];
    } catch (err) {
      return [...(err as Error).message.matchAll(/^ {2}(\w+):/gm)].map((m) => m[1]);
    }
  };

  it('starts with safe settings; demo data is off by default in production', () => {
    const config = loadConfig(safe);
    assert.equal(config.seedDemo, false);
    assert.equal(config.fileUrls.secret, 'k'.repeat(32));
  });

  it('names each problem on its own', () => {
    assert.deepEqual(problems({ ...safe, ALLOW_SANDBOX_PAYMENTS: undefined }), ['PAYMENT_DRIVER']);
    assert.deepEqual(problems({ ...safe, ADMIN_PASSWORD: undefined }), ['ADMIN_PASSWORD']);
    assert.deepEqual(problems({ ...safe, ADMIN_PASSWORD: 'Short@1234' }), ['ADMIN_PASSWORD']);
    assert.deepEqual(problems({ ...safe, SEED_DEMO: 'true' }), ['SEED_DEMO']);
    assert.deepEqual(problems({ ...safe, SMS_DRIVER: 'outbox' }), ['SMS_DRIVER']);
    assert.deepEqual(problems({ ...safe, SMS_DRIVER: 'outbox', ALLOW_OUTBOX_IN_PRODUCTION: 'true' }), []);
    assert.deepEqual(problems({ ...safe, FILE_URL_SECRET: undefined }), ['FILE_URL_SECRET']);
  });

  it('lists every problem at once', () => {
    assert.deepEqual(problems({ NODE_ENV: 'production', SEED_DEMO: 'true' }), [
      'PAYMENT_DRIVER',
      'ADMIN_PASSWORD',
      'SEED_DEMO',
      'SMS_DRIVER',
      'STORAGE_DRIVER',
      'PUBLIC_URL',
      'FILE_URL_SECRET',
    ]);
    // What the probe ran: production with only a real SMS driver.
    assert.deepEqual(problems({ NODE_ENV: 'production', SMS_DRIVER: 'http', SMS_HTTP_URL: 'https://sms.example/send' }), [
      'PAYMENT_DRIVER',
      'ADMIN_PASSWORD',
      'STORAGE_DRIVER',
      'PUBLIC_URL',
      'FILE_URL_SECRET',
    ]);
  });

  it('development keeps its defaults', () => {
    const config = loadConfig({});
    assert.equal(config.env, 'development');
    assert.equal(config.seedDemo, true);
    assert.equal(config.sms.driver, 'outbox');
    assert.ok(config.fileUrls.secret.length >= 32);
  });

  it('the server process exits before listening and prints the list', () => {
    const data = mkdtempSync(path.join(os.tmpdir(), 'souq-sec-boot-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: SERVER_DIR,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          SMS_DRIVER: 'http',
          SMS_HTTP_URL: 'https://sms.example/send',
          DATA_DIR: data,
          PORT: '0',
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
      assert.notEqual(run.status, 0);
      for (const name of ['PAYMENT_DRIVER', 'ADMIN_PASSWORD', 'FILE_URL_SECRET']) assert.match(run.stderr, new RegExp(`${name}:`));
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
  });
});

describe('web: absolute URLs never come from a forged X-Forwarded-Host', () => {
  let webRoot: string;
  let t: TestApp;
  before(async () => {
    webRoot = fakeWebRoot();
    t = await createTestApp({ env: { SERVE_WEB: 'true', WEB_ROOT: webRoot, PUBLIC_URL: undefined } });
  });
  after(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('the HTML inlines remote paths and names no forged host', async () => {
    for (const url of ['/', '/providersView/1/x/y']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: 'souq.example', ...FORGED } });
      assert.equal(res.statusCode, 200);
      assert.doesNotMatch(res.body, /attacker/);
      const remotes = JSON.parse(/window\.__SOUQ_REMOTES__=(\{.*?\});/.exec(res.body)![1]!) as Record<string, string>;
      for (const entry of Object.values(remotes)) assert.match(entry, /^\/mf\/[\w-]+\/mf-manifest\.json$/);
    }
    const json = await t.app.inject({ method: 'GET', url: '/remotes.json', headers: FORGED });
    assert.doesNotMatch(json.body, /attacker/);
  });

  it('a payment page URL and a file link use the Host the server was reached on', async () => {
    const p = await chatParties(t);
    const headers = { host: 'souq.example:8080', ...FORGED };
    const pay = await t.post('/user/frontend-charge-wallet', { amount: 100 }, { token: p.userToken, headers });
    assert.equal(pay.key, 'success', pay.msg);
    assert.match(pay.data.url, /^http:\/\/souq\.example:8080\/api\/v1\/payments\/sandbox\//);
    const fd = new FormData();
    fd.append('file', new Blob([PNG], { type: 'image/png' }), 'a.png');
    const up = await t.post(`/upload-room-file/${p.room.id}`, fd, { token: p.userToken, headers });
    assert.equal(up.key, 'success', up.msg);
    assert.match(up.data.file_name, /^http:\/\/souq\.example:8080\/uploads\//);
  });

  it('a malformed Host falls back to localhost on the configured port', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'a"b<c' } });
    assert.doesNotMatch(res.body, /a"b<c|a&quot;b/);
  });

  it('behind a trusted proxy, X-Forwarded-Host is used only when it is allowed', async () => {
    const proxied = await createTestApp({
      env: { PUBLIC_URL: undefined, TRUST_PROXY: 'true', ALLOWED_HOSTS: 'souq.example,www.souq.example' },
    });
    try {
      const p = await chatParties(proxied);
      const linkFor = async (headers: Record<string, string>) =>
        (await proxied.post('/user/frontend-charge-wallet', { amount: 5 }, { token: p.userToken, headers })).data.url as string;
      assert.match(
        await linkFor({ host: 'internal:8080', 'x-forwarded-host': 'www.souq.example', 'x-forwarded-proto': 'https' }),
        /^https:\/\/www\.souq\.example\//,
      );
      assert.match(await linkFor({ host: 'internal:8080', ...FORGED }), /^https:\/\/souq\.example\//);
      assert.match(await linkFor({ host: ATTACKER }), /^http:\/\/souq\.example\//);
    } finally {
      await proxied.close();
    }
  });
});

describe('web: chat files and order files only through signed links', () => {
  const t = useTestApp();

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { lang: 'en' } });
  const pathOf = (link: string) => new URL(link).pathname;
  /** The link without its signature: /uploads/s/<expires>/<signature>/chat/… → /uploads/chat/… */
  const unsigned = (link: string) => pathOf(link).replace(/^\/uploads\/s\/[^/]+\/[^/]+\//, '/uploads/');

  it('an anonymous GET of a chat attachment is refused; the member’s signed link opens it', async () => {
    const p = await chatParties(t);
    const fd = new FormData();
    fd.append('file', new Blob([PNG], { type: 'image/png' }), 'shot.png');
    const up = await t.post(`/upload-room-file/${p.room.id}`, fd, { token: p.userToken });
    assert.equal(up.key, 'success', up.msg);
    const link = up.data.file_name as string;

    const anonymous = await get(unsigned(link));
    assert.equal(anonymous.statusCode, 403);
    assert.equal(anonymous.json().key, 'fail');
    assert.equal(anonymous.json().msg, 'This file link is not valid; open the chat or the order again');
    // Other spellings of the same file are the same folder.
    for (const trick of [
      unsigned(link).replace('/uploads/chat/', '/uploads/%63hat/'),
      unsigned(link).replace('/uploads/chat/', '/uploads/works/../chat/'),
      unsigned(link).replace('/uploads/chat/', '/uploads//chat/'),
    ]) {
      assert.notEqual((await get(trick)).statusCode, 200, trick);
    }

    const signed = await get(pathOf(link));
    assert.equal(signed.statusCode, 200);
    assert.equal(signed.headers['content-type'], 'image/png');
    assert.match(String(signed.headers['cache-control']), /^private/);
    // The WebP width a client derives from the link opens with the same signature.
    const variant = await get(pathOf(link).replace(/\.png$/, '.w320.webp'));
    assert.equal(variant.statusCode, 200);

    // The messages the member reads carry the same signed link; the socket send accepts it.
    const principal = (await t.app.deps.tokens.resolve(p.userToken))!;
    const sent = await t.app.services.chat.send(principal, { room_id: p.room.id, type: 'image', body: link }, 'http://souq.test');
    assert.equal(sent.body, link);
  });

  it('a forged, moved or expired signature is refused', async () => {
    const p = await chatParties(t);
    const upload = async (name: string) => {
      const fd = new FormData();
      fd.append('file', new Blob([PNG], { type: 'image/png' }), name);
      return (await t.post(`/upload-room-file/${p.room.id}`, fd, { token: p.providerToken })).data.file_name as string;
    };
    const a = pathOf(await upload('a.png'));
    const b = pathOf(await upload('b.png'));
    const [, , , expires, signature] = a.split('/');
    const forged = a.replace(`/${signature}/`, `/${'A'.repeat(signature!.length)}/`);
    assert.equal((await get(forged)).statusCode, 403);
    // a's signature on b's file.
    const moved = b.replace(/^\/uploads\/s\/[^/]+\/[^/]+\//, `/uploads/s/${expires}/${signature}/`);
    assert.equal((await get(moved)).statusCode, 403);
    // A later expiry with the old signature.
    assert.equal((await get(a.replace(`/s/${expires}/`, `/s/${Number(expires) + 3600}/`))).statusCode, 403);
    // A signature for a public folder does not open a private one, and the reverse.
    assert.equal((await get(`/uploads/s/${expires}/${signature}/works/x.png`)).statusCode, 403);

    assert.equal((await get(a)).statusCode, 200);
    t.advance(2 * t.config.fileUrls.periodMs + 1000);
    const expired = await get(a);
    assert.equal(expired.statusCode, 410);
    assert.equal(expired.json().msg, 'This file link has expired; open the chat or the order again');
  });

  it('order attachments and delivered files open only through the links the parties are given', async () => {
    const w = await orderWorld(t);
    const customer = await w.user('عميل الملفات');
    const provider = await w.provider('مزود الملفات');
    const store = await t.post(
      '/user/request-service/store',
      imageForm({ details: 'شعار', service_id: String(w.svc.id), provider_id: String(provider.id) }, [{ name: 'brief.png', buffer: PNG }]),
      { token: customer.token },
    );
    assert.equal(store.key, 'success', store.msg);
    const id = store.data.id as number;
    assert.equal((await t.post('/provider/request-services/accept', { request_service_id: id }, { token: provider.token })).key, 'success');
    await credit(t, customer.id, 1000);
    const pay = await t.post('/user/request-service/pay', { request_service_id: id, type: 'wallet' }, { token: customer.token });
    assert.equal(pay.key, 'success', pay.msg);
    const fin = await t.post('/provider/request-service/finished', deliveryForm(id), { token: provider.token });
    assert.equal(fin.key, 'success', fin.msg);

    const show = await t.post('/user/request-service/show', { request_service_id: id }, { token: customer.token });
    const attachment = show.data.attachments[0].link as string;
    const delivery = show.data.delivery_files[0].link as string;
    for (const link of [attachment, delivery]) {
      assert.match(link, /^http:\/\/souq\.test\/uploads\/s\/\d+\/[\w-]+\/(?:requests|deliveries)\//);
      assert.equal((await get(unsigned(link))).statusCode, 403, link);
      assert.equal((await get(pathOf(link))).statusCode, 200, link);
    }
    // The provider's view of the same order carries working links too.
    const mine = await t.post('/provider/request-services/show', { request_service_id: id }, { token: provider.token });
    assert.equal((await get(pathOf(mine.data.attachments[0].link))).statusCode, 200);
  });

  it('public pictures stay public', async () => {
    const rel = await t.app.deps.storage.save('works', PNG, 'png');
    assert.equal(t.app.deps.storage.url(rel, 'http://souq.test'), `http://souq.test/uploads/${rel}`);
    assert.equal((await get(`/uploads/${rel}`)).statusCode, 200);
  });
});

describe('web: headers of the HTML and of the API', () => {
  let webRoot: string;
  let t: TestApp;
  before(async () => {
    webRoot = fakeWebRoot();
    t = await createTestApp({
      env: {
        SERVE_WEB: 'true',
        WEB_ROOT: webRoot,
        CORS_ORIGINS: 'https://partner.example',
        REMOTE_ORIGINS: 'https://cdn.example',
        REMOTES_JSON: JSON.stringify({ mf_chat: 'https://chat.example/v2/mf-manifest.json' }),
      },
    });
  });
  after(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('the app’s HTML has a CSP: scripts from self, remote origins and hashes of its own inline scripts', async () => {
    for (const url of ['/', '/providersView/1/x/y', '/chatView/3']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      const directives = Object.fromEntries(csp.split(/;\s*/).map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
      assert.deepEqual(directives['object-src'], ["'none'"]);
      assert.deepEqual(directives['base-uri'], ["'self'"]);
      assert.deepEqual(directives['frame-ancestors'], ["'none'"]);
      const scripts = directives['script-src'] as string[];
      assert.ok(!scripts.includes("'unsafe-inline'") && !scripts.includes("'unsafe-eval'") && !scripts.includes('*'));
      assert.deepEqual(scripts.slice(0, 3), ["'self'", 'https://cdn.example', 'https://chat.example']);
      const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      assert.ok(inline.length >= 2, 'the config script and the template’s script');
      const hashes = inline.map((s) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`);
      assert.deepEqual(scripts.slice(3).sort(), [...new Set(hashes)].sort());
    }
  });

  it('CORS answers only configured origins on the API', async () => {
    const ask = (origin: string, method: 'GET' | 'OPTIONS' = 'GET') =>
      t.app.inject({
        method,
        url: '/api/v1/app/sections',
        headers: {
          origin,
          ...(method === 'OPTIONS' ? { 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' } : {}),
        },
      });
    for (const method of ['GET', 'OPTIONS'] as const) {
      const foreign = await ask('https://attacker.example', method);
      assert.equal(foreign.headers['access-control-allow-origin'], undefined, method);
      const partner = await ask('https://partner.example', method);
      assert.equal(partner.headers['access-control-allow-origin'], 'https://partner.example', method);
    }
  });

  it('authenticated API answers are never stored; public ones keep their caching', async () => {
    const p = await chatParties(t);
    for (const [url, body] of [
      ['/wallet/balance', {}],
      ['/get-rooms', undefined],
      ['/user/show-profile', {}],
    ] as const) {
      const res = body ? await t.post(url, body, { token: p.userToken }) : await t.get(url, { token: p.userToken });
      assert.equal(res.key, 'success', `${url}: ${res.msg}`);
      const raw = await t.app.inject({
        method: body ? 'POST' : 'GET',
        url: `/api/v1${url}`,
        headers: { authorization: `Bearer ${p.userToken}` },
      });
      assert.equal(raw.headers['cache-control'], 'no-store', url);
    }
    const guest = await t.app.inject({ method: 'GET', url: '/api/v1/app/sections', headers: { authorization: 'Bearer null' } });
    assert.notEqual(guest.headers['cache-control'], 'no-store');
  });
});
