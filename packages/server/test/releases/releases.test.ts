/**
 * Remote releases: the admin API records, switches and rolls back; /remotes.json and the
 * page's inlined mapping follow at once; release files are served under their version.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { releaseRelPath } from '../../src/plugins/web-app';
import { createTestApp, type TestApp } from '../helpers/test-app';

const INDEX = '<!doctype html><html><head><script src="/runtime-config.js"></script></head><body><div id="root"></div></body></html>';
const BUILT = '/mf/orders/mf-manifest.json';

function fakeWebRoot(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'souq-web-'));
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), INDEX);
  return root;
}

function fakeRelease(releasesDir: string, version: string, text: string, folder = 'mf-orders') {
  const dir = path.join(releasesDir, folder, version);
  mkdirSync(dir, { recursive: true });
  const manifest = {
    id: folder,
    text,
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: 'widgets', path: './widgets', assets: { js: { sync: ['512.89abcdef.js'] } } }],
  };
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var mf_orders;');
  writeFileSync(path.join(dir, '512.89abcdef.js'), `chunk(${JSON.stringify(text)})`);
}

describe('remote releases', () => {
  let webRoot: string;
  let releasesDir: string;
  let t: TestApp;
  let token: string;
  before(async () => {
    webRoot = fakeWebRoot();
    releasesDir = mkdtempSync(path.join(os.tmpdir(), 'souq-releases-'));
    fakeRelease(releasesDir, '0.1.0+aaa1111', 'old');
    fakeRelease(releasesDir, '0.1.0+bbb2222', 'new');
    fakeRelease(releasesDir, '0.2.0+ccc3333', 'catalog', 'mf-catalog');
    t = await createTestApp({
      env: {
        SERVE_WEB: 'true',
        WEB_ROOT: webRoot,
        RELEASES_DIR: releasesDir,
        REMOTES_JSON: JSON.stringify({ mf_chat: 'https://cdn.example/chat/mf-manifest.json' }),
      },
    });
    token = (await t.post('/admin/login', { email: t.config.admin.email, password: t.config.admin.password })).data.token;
  });
  after(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
    rmSync(releasesDir, { recursive: true, force: true });
  });

  const remotes = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    assert.equal(res.headers['cache-control'], 'no-store');
    return res.json() as Record<string, string>;
  };
  const inlined = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/userOrder' });
    return JSON.parse(/window\.__SOUQ_REMOTES__=(\{[^;]*\});/.exec(res.body)![1]!.replace(/\\u002F/g, '/')) as Record<string, string>;
  };
  const register = (version: string, extra: Record<string, unknown> = {}) =>
    t.post(
      '/admin/releases',
      {
        remote: 'mf_orders',
        version,
        commit: version.split('+')[1],
        built_at: '2026-11-28T12:00:00Z',
        shared: { react: '19.3.1' },
        ...extra,
      },
      { token },
    );

  it('serves what npm start built until something is released; REMOTES_JSON still overrides', async () => {
    const map = await remotes();
    assert.equal(map.mf_orders, BUILT);
    assert.equal(map.mf_chat, 'https://cdn.example/chat/mf-manifest.json');
    assert.equal((await inlined()).mf_orders, BUILT);
  });

  it('needs an admin', async () => {
    const res = await t.post('/admin/releases', {
      remote: 'mf_orders',
      version: '0.1.0+aaa1111',
      commit: 'aaa1111',
      built_at: '2026-11-28T12:00:00Z',
    });
    assert.equal(res.key, 'unauthenticated');
    assert.equal((await t.get('/admin/releases')).key, 'unauthenticated');
  });

  it('refuses a release whose files are not in place, and an unknown remote', async () => {
    assert.equal((await register('0.1.0+ccc3333')).key, 'fail');
    assert.equal(
      (await t.post('/admin/releases', { remote: 'mf_nope', version: '1+a', commit: 'a', built_at: '2026-11-28T12:00:00Z' }, { token }))
        .key,
      'fail',
    );
  });

  it('a registered release is live at once, in /remotes.json and in the page', async () => {
    const res = await register('0.1.0+aaa1111');
    assert.equal(res.key, 'success', res.msg);
    assert.equal(res.data.live, '0.1.0+aaa1111');
    assert.equal((await remotes()).mf_orders, '/releases/mf-orders/0.1.0+aaa1111/mf-manifest.json');
    assert.equal((await inlined()).mf_orders, '/releases/mf-orders/0.1.0+aaa1111/mf-manifest.json');
  });

  it('a preview is recorded without going live, and named only by ?preview=', async () => {
    const res = await register('0.1.0+bbb2222', { activate: false });
    assert.equal(res.data.live, '0.1.0+aaa1111');
    assert.equal((await remotes()).mf_orders, '/releases/mf-orders/0.1.0+aaa1111/mf-manifest.json');
    const preview = await t.app.inject({ method: 'GET', url: '/remotes.json?preview=mf_orders@0.1.0%2Bbbb2222' });
    assert.equal(preview.json().mf_orders, '/releases/mf-orders/0.1.0+bbb2222/mf-manifest.json');
    const unknown = await t.app.inject({ method: 'GET', url: '/remotes.json?preview=mf_orders@9.9.9' });
    assert.equal(unknown.json().mf_orders, '/releases/mf-orders/0.1.0+aaa1111/mf-manifest.json');
  });

  it('activate and rollback switch without a restart and are audited', async () => {
    const on = await t.post('/admin/releases/activate', { remote: 'mf_orders', version: '0.1.0+bbb2222' }, { token });
    assert.equal(on.key, 'success', on.msg);
    assert.equal((await remotes()).mf_orders, '/releases/mf-orders/0.1.0+bbb2222/mf-manifest.json');
    const back = await t.post('/admin/releases/rollback', { remote: 'mf_orders' }, { token });
    assert.equal(back.data.live, '0.1.0+aaa1111');
    assert.equal((await inlined()).mf_orders, '/releases/mf-orders/0.1.0+aaa1111/mf-manifest.json');
    const list = await t.get('/admin/releases', { token });
    const orders = list.data.find((r: { remote: string }) => r.remote === 'mf_orders');
    assert.deepEqual(
      orders.switches.map((s: { version: string; action: string }) => `${s.action} ${s.version}`),
      ['rollback 0.1.0+aaa1111', 'activate 0.1.0+bbb2222', 'activate 0.1.0+aaa1111'],
    );
    assert.equal(orders.switches[0].admin.id > 0, true);
    assert.equal(orders.releases.length, 2);
    const audit = await t.get('/admin/audit-log?target_type=release', { token });
    assert.deepEqual(
      audit.data.data.map((e: { action: string }) => e.action),
      ['release.rollback', 'release.activate', 'release.register', 'release.activate', 'release.register'],
    );
    const none = await t.post('/admin/releases/activate', { remote: 'mf_orders', version: '9.9.9' }, { token });
    assert.equal(none.key, 'fail');
  });

  it('rolling back the first release goes back to the build the server started with', async () => {
    const form = { remote: 'mf_catalog', version: '0.2.0+ccc3333', commit: 'ccc3333', built_at: '2026-11-28T12:00:00Z' };
    assert.equal((await t.post('/admin/releases', form, { token })).data.live, '0.2.0+ccc3333');
    assert.equal((await remotes()).mf_catalog, '/releases/mf-catalog/0.2.0+ccc3333/mf-manifest.json');
    // Home's first view preloads the live release's entry and widget chunks, as it does a dist's.
    const home = (await t.app.inject({ method: 'GET', url: '/' })).body;
    assert.match(home, /<link rel="preload" as="script" href="\/releases\/mf-catalog\/0\.2\.0\+ccc3333\/remoteEntry\.js">/);
    assert.match(home, /<link rel="preload" as="script" href="\/releases\/mf-catalog\/0\.2\.0\+ccc3333\/512\.89abcdef\.js">/);
    const back = await t.post('/admin/releases/rollback', { remote: 'mf_catalog' }, { token });
    assert.equal(back.key, 'success', back.msg);
    assert.equal(back.data.live, null);
    assert.equal(back.data.switches[0].version, null);
    assert.equal((await remotes()).mf_catalog, '/mf/catalog/mf-manifest.json');
    // The one live before the start-up build is that release again.
    assert.equal((await t.post('/admin/releases/rollback', { remote: 'mf_catalog' }, { token })).data.live, '0.2.0+ccc3333');
    assert.equal((await t.post('/admin/releases/rollback', { remote: 'mf_commerce' }, { token })).key, 'fail');
  });

  it('serves every release by version, `+` encoded or not: hashed files for a year, manifests never stored', async () => {
    for (const v of ['0.1.0+aaa1111', '0.1.0%2Baaa1111', '0.1.0%2baaa1111']) {
      const chunk = await t.app.inject({ method: 'GET', url: `/releases/mf-orders/${v}/512.89abcdef.js` });
      assert.equal(chunk.statusCode, 200, v);
      assert.equal(chunk.body, 'chunk("old")');
      assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    }
    const old = await t.app.inject({ method: 'GET', url: '/releases/mf-orders/0.1.0+bbb2222/512.89abcdef.js' });
    assert.equal(old.body, 'chunk("new")');
    const manifest = await t.app.inject({ method: 'GET', url: '/releases/mf-orders/0.1.0+aaa1111/mf-manifest.json' });
    assert.equal(manifest.statusCode, 200);
    assert.equal(manifest.headers['cache-control'], 'no-store');
    for (const bad of [
      '/releases/mf-orders/0.1.0+aaa1111/nope.js',
      '/releases/mf-nope/1/x.js',
      '/releases/mf-orders/../x.js',
      '/releases/mf-orders/0.1.0+aaa1111/',
    ]) {
      assert.equal((await t.app.inject({ method: 'GET', url: bad })).statusCode, 404, bad);
    }
  });

  it('registering a release prunes the old ones, files and records, keeping the last 5, the live one and the previous live one', async () => {
    const versions = Array.from({ length: 9 }, (_, i) => `1.0.${i + 1}+ddd000${i + 1}`);
    for (const v of versions) fakeRelease(releasesDir, v, v, 'mf-admin');
    const [v1, v2, v3, v4, v5, v6, v7, v8, v9] = versions as [string, string, string, string, string, string, string, string, string];
    const add = async (version: string, activate: boolean) => {
      const res = await t.post(
        '/admin/releases',
        { remote: 'mf_admin', version, commit: version.split('+')[1], built_at: '2026-11-28T12:00:00Z', activate },
        { token },
      );
      assert.equal(res.key, 'success', res.msg);
      return res.data as { live: string | null; releases: Array<{ version: string }>; switches: Array<{ version: string | null }> };
    };
    const kept = (data: { releases: Array<{ version: string }> }) => data.releases.map((r) => r.version).sort();
    const onDisk = (v: string) => existsSync(path.join(releasesDir, 'mf-admin', v, 'mf-manifest.json'));
    const served = async (v: string) =>
      (await t.app.inject({ method: 'GET', url: `/releases/mf-admin/${encodeURIComponent(v)}/512.89abcdef.js` })).statusCode;

    // v1 live, then v2 live (v1 the previous live one), then previews up to seven releases: nothing goes.
    await add(v1, true);
    await add(v2, true);
    for (const v of [v3, v4, v5, v6]) await add(v, false);
    assert.equal((await add(v7, false)).releases.length, 7);
    // An eighth: v3 is neither among the last five (v4–v8) nor live (v2) nor the previous live (v1).
    const eighth = await add(v8, false);
    assert.deepEqual(kept(eighth), [v1, v2, v4, v5, v6, v7, v8].sort());
    assert.equal(onDisk(v3), false);
    assert.equal(await served(v3), 404);
    assert.equal(onDisk(v1), true);
    assert.equal(await served(v1), 200);
    assert.equal(eighth.live, v2);

    // v8 made live (v2 the previous), then v9 released: v1 goes, and v4 (out of the last five) with it.
    await t.post('/admin/releases/activate', { remote: 'mf_admin', version: v8 }, { token });
    const ninth = await add(v9, true);
    assert.equal(ninth.live, v9);
    assert.deepEqual(kept(ninth), [v5, v6, v7, v8, v9].sort());
    for (const v of [v1, v2, v3, v4]) assert.equal(onDisk(v), false, v);
    for (const v of [v5, v6, v7, v8, v9]) assert.equal(onDisk(v), true, v);
    // The switches to pruned releases went with them; a rollback still goes to the previous live one.
    assert.deepEqual(
      ninth.switches.map((s) => s.version),
      [v9, v8],
    );
    assert.equal((await t.post('/admin/releases/rollback', { remote: 'mf_admin' }, { token })).data.live, v8);
    // The audit log keeps every switch, pruned releases' too.
    const audit = await t.get('/admin/audit-log?action=release.activate', { token });
    const switchedTo = audit.data.data.map((e: { after: { remote: string; version: string } }) => e.after);
    assert.ok(switchedTo.some((a: { remote: string; version: string }) => a.remote === 'mf_admin' && a.version === v1));
  });

  it('releaseRelPath keeps every path inside the releases folder', () => {
    assert.equal(releaseRelPath('/releases/mf-orders/1.0.0%2Babc/a/b.js?x=1'), 'mf-orders/1.0.0+abc/a/b.js');
    assert.equal(releaseRelPath('/releases/mf-orders/1.0.0+abc/..%2F..%2Fsecret'), null);
    assert.equal(releaseRelPath('/releases/mf-orders/../mf-chat/x'), null);
    assert.equal(releaseRelPath('/releases/mf_orders/1/x'), null);
    assert.equal(releaseRelPath('/releases/mf-orders/%E0%A4%A/x'), null);
  });
});
