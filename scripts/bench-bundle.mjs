#!/usr/bin/env node
/**
 * Bundle budget check: the gzip bytes of every JS file a browser downloads for the first
 * view of `/` in Arabic (visitor, 1366×900 viewport, until the network is idle), and the
 * total. Budget: 300 KB (307,200 bytes). Home widgets further down the page load when they
 * come near the viewport; the script then scrolls to the bottom and reports what the whole
 * page costs too (not part of the budget).
 *
 * It serves the built dists (shell at `/`, each remote at `/remotes/<name>/`) with a tiny
 * static server, answers `/api/v1/*` with canned envelopes (so every home widget renders),
 * drives headless Chromium (playwright-core, /usr/bin/chromium) and gzips (-9) each JS
 * response body. It also counts React renderers (one react-dom copy on the page).
 *
 * Usage: node scripts/bench-bundle.mjs [--budget 307200] [--json] [--provider] [--path /] [--screenshot file.png]
 *        [--width 1366] [--down mf_commerce]
 *   Build first: npx --yes pnpm@10.34.8 -r build
 */
import { createServer } from 'node:http';
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { REMOTE_APPS } from './lib.mjs';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const BUDGET = Number(option('--budget', 300 * 1024));
const AS_PROVIDER = flag('--provider');
const PAGE_PATH = option('--path', '/');
const SCREENSHOT = option('--screenshot', '');
const WIDTH = Number(option('--width', 1366));
/** Simulate an unreachable remote (its files answer 404) to check the fallback. */
const DOWN = option('--down', '');

/** Federation name → folder of the remote. */
const REMOTES = Object.fromEntries(REMOTE_APPS.map((r) => [r.name, r.folder]));

const TYPES = {
  '.js': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

const PIXEL =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#cfe3e0"/></svg>',
  );

/** Canned API answers: enough data for every home widget to render its real content. */
function apiAnswer(path) {
  const ok = (data) => ({ key: 'success', msg: '', data });
  const p = path.replace(/^\/api\/v1/, '').replace(/\?.*$/, '');
  if (p === '/intor-sliders') return ok([1, 2, 3].map((id) => ({ id, image: PIXEL })));
  if (p === '/user/categories/service' || p === '/user/categories/store')
    return ok([1, 2, 3, 4, 5, 6, 7].map((id) => ({ id, name: `تصنيف ${id}`, image: PIXEL })));
  if (/^\/user\/categories\/\d+\/services$/.test(p)) return ok({ services: [{ id: 1, name: 'تصميم شعار', category: 'تصميم' }] });
  if (p === '/user/products/best-seller')
    return ok(
      [1, 2, 3, 4].map((id) => ({
        id,
        name: `منتج ${id}`,
        price: 100,
        has_discount: id % 2,
        price_after_discount: 80,
        discount_percentage: 20,
        rate: 4.5,
        preview_files_attachments: [{ name: 'a.png', link: PIXEL }],
      })),
    );
  if (p === '/partners') return ok([1, 2, 3, 4, 5, 6, 7].map((id) => ({ id, image: PIXEL })));
  if (p === '/app/sections')
    return ok([
      { id: 1, name: 'الخدمات', description: 'وصف الخدمات' },
      { id: 2, name: 'المتاجر', description: 'وصف المتاجر' },
    ]);
  if (p === '/about') return ok('نص تعريفي عن المنصة');
  if (p === '/settings') return ok({ footer_description_ar: 'وصف', about_content_ar: 'عن المنصة', about_image: PIXEL });
  if (p === '/socials') return ok([]);
  if (/notifications\/count$/.test(p)) return ok({ count: 2 });
  if (p === '/provider/request-services/counts') return ok({ new: 1, review: 2, current: 3, finished: 4 });
  if (p === '/provider/request-services')
    return ok([{ id: 1, number: '1001', request_date: '2026-11-01', client_name: 'عميل', status: 'جديد' }]);
  return ok([]);
}

function send(res, status, body, type) {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(body);
}

function serveFile(res, file) {
  res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
}

function safeJoin(base, rel) {
  const full = normalize(join(base, rel));
  return full.startsWith(base) ? full : null;
}

function startServer() {
  for (const dir of ['shell', ...Object.values(REMOTES)]) {
    if (!existsSync(join(ROOT, dir, 'dist'))) throw new Error(`${dir}/dist is missing: build first (npx --yes pnpm@10.34.8 -r build)`);
  }
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = decodeURIComponent(url.pathname);
    if (path.startsWith('/api/')) return send(res, 200, JSON.stringify(apiAnswer(path)), TYPES['.json']);
    if (path === '/runtime-config.js') return send(res, 200, "window.__SOUQ_CONFIG__ = { apiBaseUrl: '/api/v1' };", TYPES['.js']);
    if (path === '/remotes.json') {
      const map = Object.fromEntries(Object.keys(REMOTES).map((name) => [name, `/remotes/${name}/mf-manifest.json`]));
      return send(res, 200, JSON.stringify(map), TYPES['.json']);
    }
    const m = /^\/remotes\/([a-z_]+)\/(.*)$/.exec(path);
    if (m && REMOTES[m[1]]) {
      if (m[1] === DOWN) return send(res, 404, 'down', 'text/plain');
      const file = safeJoin(join(ROOT, REMOTES[m[1]], 'dist'), m[2]);
      if (file && existsSync(file) && statSync(file).isFile()) return serveFile(res, file);
      return send(res, 404, 'not found', 'text/plain');
    }
    const shellDist = join(ROOT, 'shell', 'dist');
    const file = safeJoin(shellDist, path);
    if (file && existsSync(file) && statSync(file).isFile()) return serveFile(res, file);
    return serveFile(res, join(shellDist, 'index.html'));
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

async function loadPlaywright() {
  try {
    return await import('playwright-core');
  } catch {
    // Not a root dependency (yet): use the copy installed for packages/e2e.
    const store = join(ROOT, 'node_modules', '.pnpm');
    const dir = readdirSync(store).find((d) => d.startsWith('playwright-core@'));
    if (!dir) throw new Error('playwright-core is not installed');
    const require = createRequire(join(store, dir, 'node_modules', 'playwright-core', 'package.json'));
    return require('playwright-core');
  }
}

async function main() {
  const server = await startServer();
  const { port } = server.address();
  const origin = `http://127.0.0.1:${port}`;
  const { chromium } = await loadPlaywright();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const files = [];
  const pending = [];
  try {
    const context = await browser.newContext({ locale: 'ar-SA', viewport: { width: WIDTH, height: 900 } });
    await context.addInitScript(
      ({ provider }) => {
        localStorage.setItem('locale', 'ar');
        localStorage.setItem('lang', 'ar');
        if (provider) {
          localStorage.setItem('token', 'bench-token');
          localStorage.setItem('visitor', 'provider');
        }
        const renderers = [];
        window.__SOUQ_RENDERERS__ = renderers;
        window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
          supportsFiber: true,
          renderers: new Map(),
          inject(renderer) {
            renderers.push(renderer.version);
            return renderers.length;
          },
          onCommitFiberRoot() {},
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
          checkDCE() {},
        };
      },
      { provider: AS_PROVIDER },
    );
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('response', (response) => {
      const url = response.url();
      const isJs = response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(url);
      if (!isJs || !url.startsWith(origin)) return;
      pending.push(
        response
          .body()
          .then((body) => files.push({ url: url.slice(origin.length), raw: body.length, gzip: gzipSync(body, { level: 9 }).length }))
          .catch(() => undefined),
      );
    });
    await page.goto(`${origin}${PAGE_PATH}`, { waitUntil: 'networkidle' });
    // Home widgets render after their remotes load; give late chunks a moment, then settle.
    await page
      .waitForSelector(AS_PROVIDER ? '[data-widget="mf_orders.ProviderHome"] .souq-counters' : '.souq-categories', { timeout: 20000 })
      .catch(() => undefined);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const firstView = files.splice(0);
    if (SCREENSHOT) await page.screenshot({ path: SCREENSHOT, fullPage: true });

    // The rest of the page: scroll down so every widget comes near the viewport.
    await page.evaluate(async () => {
      for (let y = 0; y <= document.documentElement.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 120));
      }
    });
    if (!AS_PROVIDER) await page.waitForSelector('.souq-best-sellers', { timeout: 20000 }).catch(() => undefined);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const later = files.splice(0);
    files.push(...firstView);
    const renderers = await page.evaluate(() => window.__SOUQ_RENDERERS__);
    const fallbacks = await page.locator('[data-testid="remote-error-fallback"]').count();
    const dir = await page.evaluate(() => document.documentElement.dir);

    files.sort((a, b) => b.gzip - a.gzip);
    const total = files.reduce((s, f) => s + f.gzip, 0);
    const raw = files.reduce((s, f) => s + f.raw, 0);
    const laterTotal = later.reduce((sum, f) => sum + f.gzip, 0);
    if (flag('--json')) {
      console.log(JSON.stringify({ total, raw, budget: BUDGET, files, later, laterTotal, renderers, fallbacks, dir, errors }, null, 2));
    } else {
      console.log(`First view of / (${AS_PROVIDER ? 'provider' : 'visitor'}, Arabic, dir=${dir}): ${files.length} JS files`);
      for (const f of files) console.log(`${String(f.gzip).padStart(8)} B gzip  ${String(f.raw).padStart(8)} B raw  ${f.url}`);
      console.log(
        `${String(total).padStart(8)} B gzip  ${String(raw).padStart(8)} B raw  TOTAL (${(total / 1024).toFixed(1)} KB gzip; budget ${(BUDGET / 1024).toFixed(0)} KB)`,
      );
      console.log(
        `Rest of the page after scrolling to the bottom: +${later.length} JS files, +${laterTotal} B gzip (whole page ${total + laterTotal} B): ${later
          .map((f) => `${f.url} ${f.gzip}`)
          .join(', ')}`,
      );
      console.log(`React renderers registered: ${renderers.length} (${renderers.join(', ')}); remote fallbacks shown: ${fallbacks}`);
      if (errors.length) console.log(`Page errors:\n  ${errors.join('\n  ')}`);
    }
    if (total > BUDGET) {
      console.error(`Over budget by ${total - BUDGET} B`);
      process.exitCode = 1;
    }
    if (renderers.length !== 1) process.exitCode = 1;
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
