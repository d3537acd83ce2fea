import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parseRemoteOverrides } from '../../src/plugins/web-app';
import { createTestApp, type TestApp } from '../helpers/test-app';

const INDEX =
  '<!doctype html><html><head><script src="/runtime-config.js"></script></head><body><div id="root"></div><script src="/main.0123abcd.js"></script></body></html>';

/** A fake build: the shell and one remote (mf-catalog); the other remotes are not built. */
function fakeWebRoot(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'souq-web-'));
  const shell = path.join(root, 'shell', 'dist');
  mkdirSync(shell, { recursive: true });
  writeFileSync(path.join(shell, 'index.html'), INDEX);
  writeFileSync(path.join(shell, 'main.0123abcd.js'), 'console.log("shell")');
  writeFileSync(path.join(shell, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  const catalog = path.join(root, 'mf-catalog', 'dist');
  mkdirSync(catalog, { recursive: true });
  writeFileSync(path.join(catalog, 'mf-manifest.json'), JSON.stringify({ id: 'mf_catalog', name: 'mf_catalog' }));
  writeFileSync(path.join(catalog, 'remoteEntry.js'), 'var mf_catalog;');
  writeFileSync(path.join(catalog, '512.89abcdef.js'), 'chunk()');
  return root;
}

describe('web app serving (SERVE_WEB)', () => {
  let webRoot: string;
  let t: TestApp;
  before(async () => {
    webRoot = fakeWebRoot();
    t = await createTestApp({ env: { SERVE_WEB: 'true', WEB_ROOT: webRoot } });
  });
  after(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('GET /remotes.json lists the six remotes as manifest paths on this host', async () => {
    const res = await get('/remotes.json');
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /application\/json/);
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.deepEqual(res.json(), {
      mf_catalog: '/mf/catalog/mf-manifest.json',
      mf_orders: '/mf/orders/mf-manifest.json',
      mf_commerce: '/mf/commerce/mf-manifest.json',
      mf_chat: '/mf/chat/mf-manifest.json',
      mf_provider_admin: '/mf/provider-admin/mf-manifest.json',
      mf_admin: '/mf/admin/mf-manifest.json',
    });
  });

  it('GET /runtime-config.js sets window.__SOUQ_CONFIG__ and is never cached', async () => {
    const res = await get('/runtime-config.js');
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /javascript/);
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.equal(res.body.trim(), 'window.__SOUQ_CONFIG__ = {"apiBaseUrl":"/api/v1","socketUrl":""};');
  });

  it('serves the shell: / and client routes get index.html (no-cache)', async () => {
    for (const url of ['/', '/userLogin', '/providersView/3/%D8%A7%D9%84%D8%AA%D8%B5%D9%85%D9%8A%D9%85/logo', '/cartView?x=1']) {
      const res = await get(url);
      assert.equal(res.statusCode, 200, url);
      assert.match(String(res.headers['content-type']), /text\/html/, url);
      assert.equal(res.headers['cache-control'], 'no-cache', url);
      // The page is the built index.html with the run-time config and remotes inlined (first-view.test.ts).
      // (On the signed-in pages the inline script that draws their first view comes between.)
      assert.match(res.body, /<div id="root"><\/div>(?:<script>[\s\S]*?<\/script>)?<script src="\/main\.0123abcd\.js"><\/script>/, url);
      assert.match(res.body, /window\.__SOUQ_REMOTES__=/, url);
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/walletView' });
    assert.equal(head.statusCode, 200);
  });

  it('serves hashed shell assets with a long cache, other files revalidated', async () => {
    const js = await get('/main.0123abcd.js');
    assert.equal(js.statusCode, 200);
    assert.equal(js.body, 'console.log("shell")');
    assert.equal(js.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await get('/favicon.ico')).headers['cache-control'], 'no-cache');
  });

  it('a missing asset is a 404, not the SPA page', async () => {
    const res = await get('/main.deadbeef.js', { lang: 'en' });
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().key, 'fail');
  });

  it('unknown /api paths keep the 404 envelope', async () => {
    for (const url of ['/api/v1/no/such/call', '/api/nothing', '/api']) {
      const res = await get(url, { lang: 'en' });
      assert.equal(res.statusCode, 404, url);
      assert.deepEqual(res.json(), { key: 'fail', msg: 'The requested path does not exist', data: null });
    }
    const post = await t.app.inject({ method: 'POST', url: '/userLogin', headers: { lang: 'en' } });
    assert.equal(post.statusCode, 404);
    // The API itself is unaffected.
    assert.equal((await t.get('/app/sections')).key, 'success');
  });

  it('serves a remote at /mf/<name>/ with CORS; manifests never stored, entry files revalidated, chunks cached', async () => {
    const manifest = await get('/mf/catalog/mf-manifest.json', { origin: 'http://other-origin.test' });
    assert.equal(manifest.statusCode, 200);
    assert.equal(manifest.json().name, 'mf_catalog');
    assert.equal(manifest.headers['access-control-allow-origin'], 'http://other-origin.test');
    assert.equal(manifest.headers['cache-control'], 'no-store');
    assert.equal((await get('/mf/catalog/remoteEntry.js')).headers['cache-control'], 'no-cache');
    const chunk = await get('/mf/catalog/512.89abcdef.js', { origin: 'http://other-origin.test' });
    assert.equal(chunk.statusCode, 200);
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(chunk.headers['cross-origin-resource-policy'], 'cross-origin');
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/mf/catalog/remoteEntry.js',
      headers: { origin: 'http://other-origin.test', 'access-control-request-method': 'GET' },
    });
    assert.ok(preflight.statusCode < 300);
    assert.equal(preflight.headers['access-control-allow-origin'], 'http://other-origin.test');
  });

  it('a missing remote file, an unbuilt remote, or a path escaping the dist is not served', async () => {
    assert.equal((await get('/mf/catalog/nope.js')).statusCode, 404);
    assert.equal((await get('/mf/orders/mf-manifest.json')).statusCode, 404);
    assert.equal((await get('/mf/unknown/x.js')).statusCode, 404);
    for (const url of [
      '/mf/catalog/../../shell/dist/index.html',
      '/mf/catalog/%2e%2e/%2e%2e/shell/dist/index.html',
      '/mf/catalog/..%2f..%2fshell%2fdist%2findex.html',
    ]) {
      const res = await get(url);
      assert.ok(res.statusCode === 403 || res.statusCode === 404, `${url} → ${res.statusCode}`);
    }
    // Outside every dist: never a file from disk (at most the SPA page for a route-like path).
    for (const url of ['/..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd', '/..%5c..%5cetc%5cpasswd']) {
      const res = await get(url);
      assert.ok(!res.body.includes('root:'), url);
      assert.ok(res.statusCode === 404 || res.statusCode === 403 || res.body.includes('<div id="root">'), `${url} → ${res.statusCode}`);
    }
  });
});

describe('web app serving: REMOTES_JSON overrides and uploads', () => {
  it('REMOTES_JSON replaces entries (absolute, or a path on this host) and may add one', async () => {
    const t = await createTestApp({
      env: {
        SERVE_WEB: 'true',
        WEB_ROOT: os.tmpdir(),
        REMOTES_JSON: JSON.stringify({
          mf_chat: 'http://127.0.0.1:9/mf-manifest.json',
          mf_orders: '/builds/orders-v2/mf-manifest.json',
          mf_extra: 'https://cdn.example/extra/mf-manifest.json',
        }),
      },
    });
    try {
      const json = (await t.app.inject({ method: 'GET', url: '/remotes.json' })).json();
      assert.equal(json.mf_chat, 'http://127.0.0.1:9/mf-manifest.json');
      assert.equal(json.mf_orders, '/builds/orders-v2/mf-manifest.json');
      assert.equal(json.mf_extra, 'https://cdn.example/extra/mf-manifest.json');
      assert.equal(json.mf_catalog, '/mf/catalog/mf-manifest.json');
    } finally {
      await t.close();
    }
  });

  it('refuses a REMOTES_JSON that is not an object of URLs (the server does not start)', () => {
    for (const bad of ['[1,2]', '{bad', '{"mf_chat":3}', '"x"']) assert.throws(() => parseRemoteOverrides(bad), /REMOTES_JSON/, bad);
    assert.deepEqual(parseRemoteOverrides(null), {});
  });

  it('without SERVE_WEB: no shell, no remotes.json, but /uploads is served with safe headers', async () => {
    const t = await createTestApp();
    try {
      assert.equal((await t.app.inject({ method: 'GET', url: '/' })).statusCode, 404);
      assert.equal((await t.app.inject({ method: 'GET', url: '/remotes.json' })).statusCode, 404);
      const storage = t.app.deps.storage;
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
      const image = await storage.save('works', png, 'png');
      const html = await storage.save('chat', Buffer.from('<script>alert(1)</script>'), 'html');
      const svg = await storage.save('chat', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'svg');
      const pdf = await storage.save('chat', Buffer.from('%PDF-1.4\n'), 'pdf');
      const bought = await storage.save('product-files', Buffer.from('%PDF-1.4\n'), 'pdf');
      // Chat files open only by the signed link their answers carry.
      const served = (rel: string) => new URL(storage.url(rel, 'http://souq.test')!).pathname;

      const img = await t.app.inject({ method: 'GET', url: `/uploads/${image}` });
      assert.equal(img.statusCode, 200);
      assert.equal(img.headers['content-type'], 'image/png');
      assert.equal(img.headers['content-disposition'], 'inline');
      assert.equal(img.headers['x-content-type-options'], 'nosniff');

      for (const file of [html, svg]) {
        const res = await t.app.inject({ method: 'GET', url: served(file) });
        assert.equal(res.statusCode, 200);
        assert.equal(res.headers['content-type'], 'application/octet-stream');
        assert.match(String(res.headers['content-disposition']), /^attachment/);
        assert.match(String(res.headers['content-security-policy']), /sandbox/);
      }
      const doc = await t.app.inject({ method: 'GET', url: served(pdf) });
      assert.equal(doc.headers['content-type'], 'application/pdf');
      assert.match(String(doc.headers['content-disposition']), /^attachment/);
      // Products' downloadable files are only served through a buyer's download link.
      const hidden = await t.app.inject({ method: 'GET', url: `/uploads/${bought}`, headers: { lang: 'en' } });
      assert.equal(hidden.statusCode, 404);
      assert.equal(hidden.json().key, 'fail');
      assert.equal((await t.app.inject({ method: 'GET', url: `/uploads/%70roduct-files/${bought.split('/')[1]}` })).statusCode, 404);

      const missing = await t.app.inject({ method: 'GET', url: '/uploads/works/missing.png', headers: { lang: 'en' } });
      assert.equal(missing.statusCode, 404);
      assert.equal(missing.json().key, 'fail');
      assert.notEqual((await t.app.inject({ method: 'GET', url: '/uploads/../package.json' })).statusCode, 200);
    } finally {
      await t.close();
    }
  });
});

describe('rate limit', () => {
  it('limits API calls per client, never the static files of the web app', async () => {
    const webRoot = fakeWebRoot();
    const t = await createTestApp({ env: { SERVE_WEB: 'true', WEB_ROOT: webRoot, RATE_LIMIT_PER_MINUTE: '5' } });
    try {
      // A page load fetches many files: none of them counts.
      for (let i = 0; i < 20; i++) {
        for (const url of ['/', '/main.0123abcd.js', '/remotes.json', '/runtime-config.js', '/mf/catalog/remoteEntry.js']) {
          const res = await t.app.inject({ method: 'GET', url });
          assert.equal(res.statusCode, 200, `${url} #${i}`);
        }
      }
      for (let i = 0; i < 5; i++) assert.equal((await t.get('/api/v1/settings')).key, 'success');
      const limited = await t.get('/api/v1/settings', { lang: 'en' });
      assert.equal(limited.status, 429);
      assert.equal(limited.key, 'fail');
      assert.match(limited.msg, /too many/i);
      assert.equal(limited.data, null);
      // Static files still load for that client.
      assert.equal((await t.app.inject({ method: 'GET', url: '/main.0123abcd.js' })).statusCode, 200);
    } finally {
      await t.close();
      rmSync(webRoot, { recursive: true, force: true });
    }
  });
});
