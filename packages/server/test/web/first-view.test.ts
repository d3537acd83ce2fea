import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { orderNotes } from '@souq/i18n/order-notes';
import { fakeDocument, type FakeNode } from '../helpers/fake-dom';
import { createTestApp, type TestApp } from '../helpers/test-app';

const CHUNK = `console.log(${JSON.stringify('souq '.repeat(600))});`;
/** As html-webpack-plugin minifies it (unquoted attributes). */
const INDEX =
  '<!doctype html><html lang=ar dir=rtl><head><title>سوق</title><script src=/runtime-config.js></script><script defer src=/main.0123abcd.js></script></head><body><div id=root></div></body></html>';
const FONT = 'ibm-plex-sans-arabic-arabic-400-normal.a086664b.woff2';
const LATIN_FONT = 'ibm-plex-sans-arabic-latin-400-normal.1be334a6.woff2';
const BOLD_FONT = 'ibm-plex-sans-arabic-arabic-700-normal.a78268b1.woff2';

/** A fake build with compressed copies, as the production build writes them. */
function fakeWebRoot(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'souq-fast-'));
  const shell = path.join(root, 'shell', 'dist');
  mkdirSync(shell, { recursive: true });
  writeFileSync(path.join(shell, 'index.html'), INDEX);
  for (const [file, body] of [[path.join(shell, 'main.0123abcd.js'), CHUNK]] as const) {
    writeFileSync(file, body);
    writeFileSync(`${file}.br`, brotliCompressSync(body));
    writeFileSync(`${file}.gz`, gzipSync(body));
  }
  mkdirSync(path.join(shell, 'fonts'));
  for (const font of [FONT, LATIN_FONT, BOLD_FONT, 'ibm-plex-sans-arabic-arabic-500-normal.68b6ca18.woff2'])
    writeFileSync(path.join(shell, 'fonts', font), 'wOF2');
  const catalog = path.join(root, 'mf-catalog', 'dist');
  mkdirSync(catalog, { recursive: true });
  writeFileSync(
    path.join(catalog, 'mf-manifest.json'),
    JSON.stringify({
      id: 'mf_catalog',
      name: 'mf_catalog',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
      exposes: [
        {
          id: 'mf_catalog:widgets',
          name: 'widgets',
          path: './widgets',
          assets: { js: { sync: ['__federation_expose_widgets.1234abcd.js'], async: [] } },
        },
        {
          id: 'mf_catalog:pages',
          name: 'pages',
          path: './pages',
          assets: { js: { sync: ['__federation_expose_pages.5678abcd.js'], async: [] } },
        },
      ],
    }),
  );
  writeFileSync(path.join(catalog, 'remoteEntry.js'), 'var mf_catalog;');
  writeFileSync(
    path.join(catalog, 'page-chunks.json'),
    JSON.stringify({ providerServiceDetails: ['1234.abcd0123.js', 'page-x.js'], providerProfile: ['page-profile.js'] }),
  );
  return root;
}

/** A real picture (sharp draws it), 1600 × 600. */
const picture = () =>
  sharp({ create: { width: 1600, height: 600, channels: 3, background: { r: 15, g: 110, b: 100 } } })
    .png()
    .toBuffer();

describe('first view: compression, filled-in HTML, image variants', () => {
  let webRoot: string;
  let t: TestApp;
  before(async () => {
    webRoot = fakeWebRoot();
    t = await createTestApp({ demo: true, env: { SERVE_WEB: 'true', WEB_ROOT: webRoot } });
  });
  after(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('a JavaScript asset comes as brotli or gzip when asked, identity when not, Vary: Accept-Encoding, cached a year', async () => {
    const br = await get('/main.0123abcd.js', { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), CHUNK);
    assert.ok(br.rawPayload.length < CHUNK.length / 5);
    const gz = await get('/main.0123abcd.js', { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.rawPayload).toString(), CHUNK);
    for (const res of [br, gz]) {
      assert.match(String(res.headers.vary), /accept-encoding/i);
      assert.match(String(res.headers['content-type']), /javascript/);
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    }
    const plain = await get('/main.0123abcd.js');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, CHUNK);
    assert.match(String(plain.headers.vary), /accept-encoding/i);
  });

  it('a large JSON answer is compressed by Accept-Encoding; a small one and a plain request are not', async () => {
    const url = '/api/v1/user/products/best-seller'; // the demo best sellers, about 8 KB

    const plain = await get(url);
    assert.ok(plain.rawPayload.length > 1024, `answer is ${plain.rawPayload.length} B`);
    assert.equal(plain.headers['content-encoding'], undefined);
    const br = await get(url, { 'accept-encoding': 'br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.deepEqual(JSON.parse(brotliDecompressSync(br.rawPayload).toString()), plain.json());
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.deepEqual(JSON.parse(gunzipSync(gz.rawPayload).toString()), plain.json());
    assert.match(String(gz.headers.vary), /accept-encoding/i);
    const small = await get('/api/v1/no/such/call', { 'accept-encoding': 'br' });
    assert.equal(small.headers['content-encoding'], undefined);
  });

  it('home HTML inlines the config and the remotes manifest and preloads the first slide and the widgets remote', async () => {
    const res = await get('/');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-cache');
    const html = res.body;
    assert.ok(!html.includes('runtime-config.js'));
    const inline = /window\.__SOUQ_REMOTES__=(\{.*?\});/.exec(html);
    assert.ok(inline, 'inline remotes manifest');
    assert.equal(JSON.parse(inline[1]!).mf_catalog, '/mf/catalog/mf-manifest.json');
    assert.match(html, /window\.__SOUQ_CONFIG__=\{"apiBaseUrl":"\/api\/v1"/);
    assert.match(html, /<link rel="preload" as="fetch" crossorigin="anonymous" href="\/mf\/catalog\/mf-manifest\.json">/);
    assert.match(html, /<link rel="preload" as="script" href="\/mf\/catalog\/remoteEntry\.js">/);
    assert.match(html, /<link rel="preload" as="script" href="\/mf\/catalog\/__federation_expose_widgets\.1234abcd\.js">/);
    assert.ok(!html.includes('__federation_expose_pages'), 'home preloads the widgets, not the pages');
    // The first slide of /intor-sliders, with its WebP widths.
    const slides = await t.get('/intor-sliders');
    const first = slides.data[0]?.image as string;
    assert.match(first, /^http:\/\/souq\.test\/uploads\/.+\.png$/);
    const link = /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)" imagesrcset="([^"]+)" imagesizes="100vw">/.exec(html);
    assert.ok(link, 'image preload');
    assert.equal(link[1], first);
    assert.equal(link[2], [320, 640, 1280].map((w) => `${first.replace(/\.png$/, `.w${w}.webp`)} ${w}w`).join(', '));
    // The same picture painted by the HTML itself, before any JavaScript, and named for the shell's first render.
    const root = /<div id=root>(.*?)<\/div><\/body>/.exec(html)?.[1] ?? '';
    const img =
      /<img class="souq-hero-image" src="([^"]+)" srcset="([^"]+)" sizes="100vw" width="1280" height="460" alt="" fetchpriority="high">/.exec(
        root,
      );
    assert.ok(img, `prepainted slide in #root: ${root}`);
    assert.equal(img[1], first);
    assert.equal(img[2], link[2]);
    assert.match(root, /^<div class="souq-prepaint" aria-hidden="true">/);
    assert.match(html, /<style>[^<]*\.souq-hero-image\{[^}]*block-size:clamp\(180px,36vw,460px\)/);
    const named = /window\.__SOUQ_FIRST_IMAGE__=(\{.*?\});/.exec(html);
    assert.deepEqual(JSON.parse(named?.[1] ?? 'null'), { src: first, srcSet: link[2], sizes: '100vw' });
    // The body face of the first view, and no other.
    assert.match(html, new RegExp(`<link rel="preload" as="font" type="font/woff2" crossorigin="anonymous" href="/fonts/${FONT}">`));
    assert.equal(html.match(/as="font"/g)?.length, 1);
    // The shell's own script is still there, after the hints.
    assert.ok(html.indexOf('main.0123abcd.js') > html.indexOf('__SOUQ_REMOTES__'));
  });

  it('a provider page preloads the pages module; other routes get the inline manifest and the font only', async () => {
    const html = (await get('/providerServiceDetails/3/1')).body;
    assert.match(html, /__federation_expose_pages\.5678abcd\.js/);
    assert.ok(!html.includes('as="image"'));
    assert.ok(
      !html.includes('souq-prepaint') && !html.includes('__SOUQ_FIRST_IMAGE__') && !html.includes('souq-first-view'),
      'only home and two provider pages paint before their JavaScript',
    );
    const login = (await get('/userLogin')).body;
    assert.match(login, /__SOUQ_REMOTES__/);
    assert.ok(!login.includes('as="script"') && !login.includes('as="image"'));
  });

  it("a remote's page preloads its own chunks (page-chunks.json) after the pages module, unless the HTML paints its picture", async () => {
    const html = (await get('/providerServiceDetails/3/1')).body;
    const pages = html.indexOf('__federation_expose_pages.5678abcd.js');
    assert.ok(pages > 0 && html.indexOf('/mf/catalog/1234.abcd0123.js') > pages && html.includes('/mf/catalog/page-x.js'), html);
    // A page whose LCP picture the HTML paints keeps the link for it: its page chunks are not preloaded.
    const painted = (await get('/providerProfile/3')).body;
    assert.match(painted, /__federation_expose_pages\.5678abcd\.js/);
    assert.ok(painted.includes('souq-first-view--profile') && !painted.includes('page-profile.js') && !painted.includes('page-x.js'));
  });

  it('the cart, an order and a chat room start their first API calls in the HTML, with the stored session and language', async () => {
    /** Runs the page's inline scripts with this localStorage; the calls they start, as fetch got them. */
    const started = async (url: string, stored: Record<string, string>) => {
      const html = (await get(url)).body;
      const fetched: Array<{ url: string; method: string; headers: Record<string, string>; body?: string }> = [];
      const window: Record<string, unknown> = {};
      const context = vm.createContext({
        window,
        localStorage: { getItem: (k: string) => stored[k] ?? null },
        fetch: (u: string, init: { method: string; headers: Record<string, string>; body?: string }) => {
          fetched.push({ url: u, ...init });
          return Promise.resolve({ status: 200, json: () => Promise.resolve({ key: 'success', msg: '', data: u }) });
        },
      });
      const scripts = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((m) => m[1]!);
      for (const code of scripts.filter((c) => c.includes('__SOUQ_CONFIG__'))) vm.runInContext(code, context);
      const early = window.__SOUQ_EARLY__ as { token: string; lang: string; calls: Array<{ answer: Promise<unknown> }> } | undefined;
      if (early) await Promise.all(early.calls.map((c) => c.answer));
      return { fetched, early };
    };
    const customer = { token: 'abc', visitor: 'user', locale: 'en' };
    const cart = await started('/cartView', customer);
    assert.deepEqual(
      cart.fetched.map((f) => [f.method, f.url, f.headers.Authorization, f.headers.lang]),
      [['GET', '/api/v1/user/cart/get', 'Bearer abc', 'en']],
    );
    assert.equal(cart.early?.token, 'abc');
    const order = await started('/userOrderDetails/7', { token: 'abc', visitor: 'user' });
    assert.deepEqual(
      order.fetched.map((f) => [f.method, f.url, f.body, f.headers.lang]),
      [['POST', '/api/v1/user/request-service/show', '{"request_service_id":7}', 'ar']],
    );
    const chat = await started('/chatView/5', { token: 'p1', visitor: 'provider' });
    assert.deepEqual(
      chat.fetched.map((f) => f.url),
      ['/api/v1/get-room-messages/5', '/api/v1/get-rooms'],
    );
    // Signed out, a provider on a customer's page, or not a page of these: nothing is asked.
    assert.equal((await started('/cartView', {})).fetched.length, 0);
    assert.equal((await started('/cartView', { token: 'p1', visitor: 'provider' })).fetched.length, 0);
    assert.equal((await started('/userOrderDetails/abc', customer)).fetched.length, 0);
    assert.equal((await started('/', customer)).fetched.length, 0);
    assert.ok(!(await get('/')).body.includes('__SOUQ_EARLY__'));
  });

  describe('the signed-in pages draw their first view from the early answer', () => {
    let session: { token: string; userid: string };
    before(async () => {
      const login = await t.post<{ token: string; id: number }>('/user/login', {
        phone: '500000001',
        country_code: '+966',
        password: 'Demo@1234',
      });
      assert.equal(login.key, 'success', login.msg);
      session = { token: login.data.token, userid: String(login.data.id) };
      const [product] = (await t.post<Array<{ id: number }>>('/user/products/search', { name: '' })).data;
      await t.post('/user/cart/add', { product_id: product!.id }, { token: session.token });
    });

    interface Drawn {
      view: FakeNode | null;
      timers: number[];
      html: string;
    }
    /**
     * Runs the page's inline scripts (the head's, then the one after #root) in a fake document on
     * a phone (or `wide`), the calls answered by the app itself unless `answer` says otherwise.
     */
    const drawn = async (
      url: string,
      o: {
        lang?: 'ar' | 'en';
        wide?: boolean;
        answer?: (data: unknown) => unknown;
        status?: number;
        before?: (w: Record<string, unknown>) => void;
      } = {},
    ): Promise<Drawn> => {
      const html = (await get(url)).body;
      const { document } = fakeDocument();
      const stored: Record<string, string> = {
        token: session.token,
        visitor: 'user',
        userid: session.userid,
        ...(o.lang ? { locale: o.lang } : {}),
      };
      const timers: number[] = [];
      const context: Record<string, unknown> = {
        document,
        location: { pathname: url },
        localStorage: { getItem: (k: string) => stored[k] ?? null },
        matchMedia: (q: string) => ({ matches: !o.wide && /max-width/.test(q) }),
        setTimeout: (_: () => void, ms: number) => timers.push(ms),
        fetch: async (u: string, init: { method: string; headers: Record<string, string>; body?: string }) => {
          const res = await t.app.inject({
            method: init.method as 'GET',
            url: u,
            headers: init.headers,
            ...(init.body ? { payload: init.body } : {}),
          });
          const body = res.json() as { data: unknown };
          return { status: o.status ?? res.statusCode, json: async () => (o.answer ? { ...body, data: o.answer(body.data) } : body) };
        },
      };
      context.window = context;
      vm.createContext(context);
      o.before?.(context);
      for (const [, code] of html.matchAll(/<script>(.*?)<\/script>/gs)) vm.runInContext(code!, context);
      const early = context.__SOUQ_EARLY__ as { calls: Array<{ answer: Promise<unknown> }> } | undefined;
      if (early) await Promise.all(early.calls.map((c) => c.answer));
      await new Promise((resolve) => setImmediate(resolve));
      return { view: document.getElementById('souq-first-view') as FakeNode | null, timers, html };
    };
    const texts = (view: FakeNode | null, cls: string) => (view?.byClass(`souq-first-view__${cls}`) ?? []).map((e) => e.textContent);

    it('only the cart, an order and a chat room carry the script and its styles, after #root', async () => {
      for (const url of ['/cartView', '/userOrderDetails/3', '/chatView/2']) {
        const { html } = await drawn(url, { wide: true });
        assert.match(html, /<div id=root><\/div><script>\(function\(\)\{var w=window,d=document,E=w\.__SOUQ_EARLY__/, url);
        assert.match(html, /\.souq-first-view--chat\{position:fixed/);
        assert.match(html, /@font-face\{font-family:'IBM Plex Sans Arabic'/);
        // Its bold names and titles are LCP candidates too: both weights, both subsets, preloaded.
        assert.equal(html.match(/as="font"/g)?.length, 3, url);
      }
      for (const url of ['/', '/userOrder', '/allchatsView', '/userOrderDetails/abc', '/chatView/0', '/favView', '/providerOrderDetails/3'])
        assert.ok(!(await get(url)).body.includes('souq-first-view'), url);
    });

    it("the cart: each store's head and items from the answer, names as text, in the stored language's direction", async () => {
      const cart = (
        await t.get<{ cart_items: Array<{ provider: { name: string }; items: Array<{ variant_name: string; effective_price: number }> }> }>(
          '/user/cart/get',
          { token: session.token },
        )
      ).data;
      const item = cart.cart_items[0]!.items[0]!;
      const ar = await drawn('/cartView');
      assert.equal(ar.view?.className, 'souq-first-view souq-first-view--cart');
      assert.equal(ar.view?.attributes['aria-hidden'], 'true');
      assert.equal(ar.view?.dir, 'rtl');
      assert.equal(ar.view?.parentNode?.children[0]?.id, 'root', 'right after #root');
      assert.deepEqual(texts(ar.view, 'item-name')[0], item.variant_name);
      // Laid out as the page: each store a panel with its head and its items inside.
      const panel = ar.view?.byClass('souq-first-view__panel-cart')[0];
      assert.equal(panel?.tagName, 'section');
      assert.equal(panel?.byClass('souq-first-view__cart-head').length, 1);
      assert.equal(panel?.byClass('souq-first-view__item-name')[0]?.textContent, item.variant_name);
      // A description keeps its own direction (a Latin one on an Arabic page ends with its ellipsis, not starts).
      assert.ok(panel?.byClass('souq-first-view__small').every((e) => e.dir === 'auto'));
      // The price as the page writes it (formatAmount: grouped, two decimals when not whole).
      assert.ok(
        texts(ar.view, 'price').some((p) => /^\d{1,3}(,\d{3})*(\.\d\d)?$/.test(p) && Number(p.replace(/,/g, '')) === item.effective_price),
      );
      assert.equal(ar.view?.byClass('souq-first-view__item-image')[0]?.attributes.fetchpriority, 'high');
      // At the latest 10 s after the HTML started the call, it goes.
      assert.ok(
        ar.timers.some((ms) => ms > 9000 && ms <= 10_000),
        String(ar.timers),
      );
      const en = await drawn('/cartView', { lang: 'en' });
      assert.equal(en.view?.dir, 'ltr');
      // Markup in data stays text: no element is made of it.
      const evil = '<img src=x onerror=alert(1)>';
      const marked = await drawn('/cartView', {
        answer: (data) => {
          const d = structuredClone(data) as typeof cart;
          d.cart_items[0]!.items[0]!.variant_name = evil;
          d.cart_items[0]!.provider.name = evil;
          return d;
        },
      });
      assert.equal(texts(marked.view, 'item-name')[0], evil);
      assert.ok(!marked.view?.all().some((e) => e.tagName === 'img' && e.src === 'x'));
      // No English label on an Arabic page: every text of the view is data from the answer.
      const words =
        ar.view
          ?.all()
          .filter((e) => e.tagName === '#text' || (e.children.length === 0 && e.textContent))
          .map((e) => e.textContent) ?? [];
      const data = JSON.stringify(cart);
      for (const w of words) assert.ok(data.includes(JSON.stringify(w).slice(1, -1)) || /^[\d,.]+$/.test(w), `not data: ${w}`);
    });

    it('an order: its number, service, prices and details, and its provider', async () => {
      let order: { id: number } | undefined;
      for (const status of [1, 2, 3, 4]) {
        [order] = (await t.post<Array<{ id: number }>>('/user/request-service', { status }, { token: session.token })).data;
        if (order) break;
      }
      assert.ok(order, 'the demo customer has an order');
      const o = (
        await t.post<{ number: string; service: string; details: string; provider: { id: number | null; name: string } }>(
          '/user/request-service/show',
          { request_service_id: order.id },
          { token: session.token, lang: 'ar' },
        )
      ).data;
      const { view } = await drawn(`/userOrderDetails/${order.id}`);
      assert.equal(view?.className, 'souq-first-view souq-first-view--order');
      assert.equal(texts(view, 'order-title')[0], o.number);
      // On a phone the provider's panel comes before the fields (orders.css), its name in it.
      const panels = view?.byClass('souq-first-view__panel-order') ?? [];
      if (o.provider.id !== null) assert.equal(panels[0]?.byClass('souq-first-view__person')[0]?.textContent, o.provider.name);
      const all = view?.textContent ?? '';
      assert.ok(all.includes(o.service), all);
      if (o.details) assert.deepEqual(texts(view, 'details'), [o.details]);
      if (o.provider.id !== null) assert.ok(all.includes(o.provider.name));
      // Another customer's order (a failure envelope): nothing drawn.
      assert.equal((await drawn('/userOrderDetails/999999')).view, null);
    });

    it("an order's state note: the page's sentence in the stored language, as text; grey lines for the dated one; none for other states", async () => {
      const [order] = (await t.post<Array<{ id: number }>>('/user/request-service', { status: 1 }, { token: session.token })).data;
      assert.ok(order, 'the demo customer has a waiting order');
      const url = `/userOrderDetails/${order.id}`;
      const at = (order_status: number, stage: string, more: Record<string, unknown> = {}) => ({
        answer: (data: unknown) => ({ ...(data as object), order_status, stage, type: 'for_all', auto_complete_at: null, ...more }),
      });
      const note = async (state: ReturnType<typeof at>, lang?: 'ar' | 'en') => {
        const { view } = await drawn(url, { ...state, lang });
        assert.ok(view, 'drawn');
        return view.byClass('souq-first-view__note');
      };
      const direct = at(1, 'awaiting_provider', { type: 'direct' });
      const paid = at(3, 'in_progress');
      for (const [state, key] of [
        [direct, 'semiAccepted'],
        [paid, 'waitingDelivery'],
      ] as const) {
        for (const lang of ['ar', 'en'] as const) {
          const [box, ...more] = await note(state, lang === 'ar' ? undefined : lang);
          assert.equal(more.length, 0);
          const text = box?.byClass('souq-first-view__note-text')[0];
          assert.equal(text?.tagName, 'p');
          // Set as text: the element's own text, no child made of it.
          assert.equal(text?.textContent, orderNotes[lang][key], `${key} ${lang}`);
          assert.equal(text?.children.length, 0);
          assert.equal(box?.byClass('souq-first-view__note-line').length, 0);
        }
      }
      // The auto-completion note needs a formatted date: its place only.
      const [dated] = await note(at(3, 'delivered', { auto_complete_at: '2030-01-01T00:00:00.000Z' }));
      assert.equal(dated?.textContent, '');
      assert.equal(dated?.byClass('souq-first-view__note-line').length, 2);
      for (const other of [
        at(1, 'waiting_offers'),
        at(1, 'awaiting_provider'),
        at(2, 'accepted'),
        at(3, 'delivered'),
        at(4, 'finished'),
        at(4, 'cancelled'),
      ])
        assert.deepEqual(await note(other), []);
      // Only the order's page carries the sentences, inlined once per language.
      const html = (await get(url)).body;
      for (const lang of ['ar', 'en'] as const)
        for (const sentence of Object.values(orderNotes[lang])) assert.equal(html.split(sentence).length, 2, sentence);
      assert.ok(!(await get('/cartView')).body.includes(orderNotes.en.semiAccepted));
    });

    it('a chat room: the last messages as bubbles, own ones marked, newest last, the member named', async () => {
      const { rooms } = (await t.get<{ rooms: Array<{ id: number }> }>('/get-rooms', { token: session.token })).data;
      const room = rooms[0]!.id;
      const answer = (
        await t.get<{ room: { member: { name: string } }; messages: { data: Array<{ type: string; body: string; is_sender: boolean }> } }>(
          `/get-room-messages/${room}`,
          { token: session.token, lang: 'ar' },
        )
      ).data;
      const texts0 = answer.messages.data.filter((m) => m.type === 'text');
      assert.ok(texts0.length > 0, 'the demo room has text messages');
      const { view } = await drawn(`/chatView/${room}`, { lang: 'en' });
      assert.equal(view?.className, 'souq-first-view souq-first-view--chat');
      assert.equal(texts(view, 'room-name')[0], answer.room.member.name);
      const bubbles = view?.byClass('souq-first-view__msg') ?? [];
      const shown = answer.messages.data.slice(-30);
      assert.equal(bubbles.length, shown.length);
      assert.equal(bubbles.at(-1)?.textContent, shown.at(-1)?.type === 'text' ? shown.at(-1)?.body : '');
      for (const [i, m] of shown.entries()) assert.equal(bubbles[i]?.className.includes('souq-first-view__msg--mine'), m.is_sender);
      assert.equal(view?.byClass('souq-first-view__messages')[0]?.scrollTop, 100, 'scrolled to the newest');
      assert.equal(view?.byClass('souq-first-view__composer').length, 1);
    });

    it('nothing is drawn on a wide screen, on a failure, signed out, once the page is shown, or after navigating', async () => {
      assert.equal((await drawn('/cartView', { wide: true })).view, null);
      assert.equal((await drawn('/cartView', { status: 500 })).view, null);
      assert.equal((await drawn('/cartView', { answer: () => ({ cart_items: [] }) })).view, null);
      assert.equal((await drawn('/cartView', { before: (w) => (w.__SOUQ_FIRST_VIEW_DONE__ = true) })).view, null);
      // The script notes the path as it starts; by the answer the visitor is on another page.
      const away = (w: Record<string, unknown>) => {
        let reads = 0;
        Object.defineProperty(w.location, 'pathname', { get: () => (reads++ ? '/' : '/cartView') });
      };
      assert.equal((await drawn('/cartView', { before: away })).view, null);
      const html = (await get('/cartView')).body;
      const { document } = fakeDocument();
      const context: Record<string, unknown> = {
        document,
        location: { pathname: '/cartView' },
        localStorage: { getItem: () => null },
        matchMedia: () => ({ matches: true }),
      };
      context.window = context;
      vm.createContext(context);
      for (const [, code] of html.matchAll(/<script>(.*?)<\/script>/gs)) vm.runInContext(code!, context);
      assert.equal(document.getElementById('souq-first-view'), null);
    });
  });

  it('the providers of a sub-service preload the first provider picture, as the first card shows it', async () => {
    const services = (await t.app.inject({ method: 'POST', url: '/api/v1/user/services/provider', payload: { service_id: 1 } })).json() as {
      data: { data: Array<{ image: string | null }> };
    };
    const first = services.data.data[0]?.image;
    assert.ok(first, 'the demo seed has a provider with a picture in service 1');
    const html = (await get('/providersView/1/1/x')).body;
    const preload = html.match(/<link rel="preload" as="image"[^>]*>/)?.[0] ?? '';
    assert.match(preload, /fetchpriority="high"/);
    assert.ok(preload.includes(`href="${first}"`), preload);
    assert.match(preload, /imagesrcset="[^"]*\.w320\.webp 320w/);
    assert.match(preload, /imagesizes="\(max-width: 640px\) 50vw, 280px"/);
    assert.match(html, /__federation_expose_pages\.5678abcd\.js/);
  });

  it('the providers of a sub-service paint their first cards over the app, names escaped, until the page has its list', async () => {
    // A sub-service no other test here has shown (the server keeps a route's first view for 30 s).
    const [row] = (
      (await t.app.deps.database.db.execute(
        sql`select service_id as id from provider_services where service_id <> 1 group by service_id order by count(*) desc limit 1`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    const serviceId = Number(row?.id);
    const list = () =>
      t.app
        .inject({ method: 'POST', url: '/api/v1/user/services/provider', payload: { service_id: serviceId } })
        .then((r) => r.json() as { data: { data: Array<{ id: number; name: string; image: string | null }> } });
    const { data } = await list();
    assert.ok(data.data.length >= 1, 'the demo seed has another sub-service with providers');
    // A provider whose name is markup: it must come out as text.
    const [first] = data.data;
    await t.app.deps.database.db.execute(sql`update providers set name = ${'<b>x</b> & "y"'} where id = ${first!.id}`);
    const html = (await get(`/providersView/${serviceId}/1/other`)).body;
    const painted = /<div id=root><\/div>(<div id="souq-first-view".*?<\/div><\/div>)<script>/.exec(html)?.[1] ?? '';
    assert.match(painted, /^<div id="souq-first-view" class="souq-first-view souq-first-view--cards" aria-hidden="true">/, html);
    const cards = [...painted.matchAll(/<li class="souq-first-view__card">(.*?)<\/li>/g)].map((m) => m[1] ?? '');
    const { data: after } = await list();
    assert.equal(cards.length, Math.min(4, after.data.length));
    assert.ok(cards[0]!.includes('&lt;b&gt;x&lt;/b&gt; &amp; &quot;y&quot;'), cards[0]);
    assert.ok(!painted.includes('<b>'), 'no markup from data');
    // Names isolated as the page's cards set them (an Arabic name on an English page keeps the page's alignment).
    assert.match(cards[0]!, /<p class="souq-first-view__name"><bdi>[^<]*<\/bdi><\/p>/);
    // Each card: its picture with the list's srcset and sizes (the first row at high priority), and its name.
    after.data.slice(0, cards.length).forEach((p, i) => {
      if (p.image) assert.ok(cards[i]!.includes(`src="${p.image}" srcset="${p.image.replace(/\.png$/, '.w320.webp')} 320w`), cards[i]);
      assert.equal(/fetchpriority="high"/.test(cards[i]!), i < 2);
    });
    // Only phones get it (wider screens lay the page out otherwise), and it goes away by itself at the latest after 10 s.
    assert.match(
      html,
      /<style>\s*\.souq-first-view\{display:none\}\s*@media \(max-width:640px\)\{\.souq-first-view--cards\{display:block\}\}/,
    );
    assert.match(
      html,
      /<\/div><script>\(function\(\)\{var e=document\.getElementById\('souq-first-view'\);if\(getComputedStyle\(e\)\.display==='none'\)e\.remove\(\);else setTimeout\(function\(\)\{e\.remove\(\)\},10000\)\}\)\(\)<\/script>/,
    );
    // Home keeps its own picture in #root and no cards.
    assert.ok(!(await get('/')).body.includes('souq-first-view'));
  });

  it('a provider profile paints its head and CV over the app, in the body face, and an unknown provider paints nothing', async () => {
    const profile = (await t.post('/user/provider/show-profile', { provider_id: 2 })).data as { name: string; image: string; cv: string };
    assert.ok(profile.image && profile.cv.trim(), 'the demo provider 2 has a picture and a CV');
    const html = (await get('/providerProfile/2')).body;
    // The picture preloaded as the head shows it, and painted there.
    const preload = html.match(/<link rel="preload" as="image"[^>]*>/)?.[0] ?? '';
    assert.ok(preload.includes(`href="${profile.image}"`) && preload.includes('imagesizes="160px"'), preload);
    const painted = /<div id=root><\/div>(<div id="souq-first-view" class="souq-first-view souq-first-view--profile".*?)<script>/.exec(
      html,
    )?.[1];
    assert.ok(painted, html);
    assert.match(
      painted,
      new RegExp(`<img class="souq-first-view__avatar" src="${profile.image.replace(/[.?]/g, '\\$&')}" srcset="[^"]+" sizes="160px"`),
    );
    const asHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    assert.ok(painted.includes(`<p class="souq-first-view__heading" dir="auto">${asHtml(profile.name)}</p>`));
    assert.ok(painted.includes(`<p class="souq-first-view__prose" dir="auto">${asHtml(profile.cv)}</p>`));
    // Its text is set in the app's faces, with the app's ranges, and waits for them (declared here:
    // the app's own CSS comes with its JavaScript); the CV's, 400 in both subsets, are preloaded.
    for (const [file, weight, range, preloaded] of [
      [FONT, 400, 'U\\+0600-06FF,', true],
      [LATIN_FONT, 400, 'U\\+0000-00FF,', true],
      [BOLD_FONT, 700, 'U\\+0600-06FF,', false],
    ] as const) {
      const escaped = file.replace(/\./g, '\\.');
      assert.match(
        html,
        new RegExp(
          `@font-face\\{font-family:'IBM Plex Sans Arabic';font-style:normal;font-weight:${weight};font-display:block;src:url\\(/fonts/${escaped}\\) format\\('woff2'\\);unicode-range:${range}`,
        ),
      );
      const hint = new RegExp(`<link rel="preload" as="font" type="font/woff2" crossorigin="anonymous" href="/fonts/${escaped}">`);
      assert.equal(hint.test(html), preloaded, file);
    }
    assert.equal(html.match(/as="font"/g)?.length, 2);
    assert.equal(html.match(/@font-face/g)?.length, 3);
    assert.match(html, /@media \(max-width:575px\)\{\.souq-first-view--profile\{display:block\}\}/);
    // Nobody's profile, nothing painted (and nothing leaks).
    const unknown = (await get('/providerProfile/999999')).body;
    assert.ok(!unknown.includes('souq-first-view') && !unknown.includes('as="image"'));
  });

  it("a product paints its gallery's first picture over the app and preloads its remote's pages; an unknown product paints nothing", async () => {
    const [first] = (await t.post('/user/products/search', { name: '' })).data as Array<{ id: number }>;
    assert.ok(first, 'the demo seed has products');
    const product = (await t.post('/user/products/show', { product_id: first.id })).data as {
      preview_files_attachments: Array<{ link: string }>;
    };
    const image = product.preview_files_attachments[0]?.link;
    assert.ok(image, 'the demo product has a preview picture');
    const html = (await get(`/providerProductDetails/${first.id}`)).body;
    // Preloaded and painted with the sizes of the gallery's main picture (@souq/ui image-gallery.tsx).
    const preload = html.match(/<link rel="preload" as="image"[^>]*>/)?.[0] ?? '';
    assert.ok(preload.includes(`href="${image}"`) && preload.includes('imagesizes="(max-width: 767px) 100vw, 640px"'), preload);
    const painted = /<div id=root><\/div>(<div id="souq-first-view" class="souq-first-view souq-first-view--product".*?)<script>/.exec(
      html,
    )?.[1];
    assert.ok(painted, html);
    assert.match(painted, new RegExp(`<img class="souq-first-view__gallery" src="${image.replace(/[.?]/g, '\\$&')}" srcset="[^"]+"`));
    assert.match(html, /@media \(max-width:767px\)\{\.souq-first-view--product\{display:block\}\}/);
    // A picture only: no faces declared, and only the body face preloaded (nothing shares the picture's round trips).
    assert.ok(!html.includes('@font-face'));
    assert.equal(html.match(/as="font"/g)?.length, 1);
    const unknown = (await get('/providerProductDetails/999999')).body;
    assert.ok(!unknown.includes('souq-first-view') && !unknown.includes('as="image"'));
  });

  it('an uploaded image gets WebP variants, served as image/webp for a year; a missing width is made on demand', async () => {
    const rel = await t.app.deps.storage.save('works', await picture(), 'png');
    const dir = path.join(t.config.uploadDir, 'works');
    const base = rel.replace(/\.png$/, '');
    for (const w of [320, 640, 1280]) assert.ok(existsSync(path.join(t.config.uploadDir, `${base}.w${w}.webp`)), `w${w}`);
    const res = await get(`/uploads/${base}.w640.webp`);
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/webp');
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    assert.equal(meta.format, 'webp');
    assert.equal(meta.width, 640);

    // A file stored before variants existed: the variant is made on its first request.
    const old = path.join(dir, 'old0123456789abcdef.png');
    writeFileSync(old, await picture());
    const made = await get('/uploads/works/old0123456789abcdef.w320.webp');
    assert.equal(made.statusCode, 200);
    assert.equal((await sharp(made.rawPayload).metadata()).width, 320);
    // Widths outside the set are not made.
    assert.equal((await get('/uploads/works/old0123456789abcdef.w333.webp')).statusCode, 404);

    await t.app.deps.storage.remove(rel);
    for (const w of [320, 640, 1280]) assert.ok(!existsSync(path.join(t.config.uploadDir, `${base}.w${w}.webp`)), `removed w${w}`);
  });
});
