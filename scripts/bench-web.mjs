#!/usr/bin/env node
/**
 * First view on a phone: Lighthouse (npm `lighthouse`, its default mobile preset with simulated
 * throttling) driving Debian's Chromium over the BUILT app as `npm start` serves it, on an
 * empty data dir (demo seed). Pages: home in Arabic, home in English (locale set in
 * localStorage beforehand, as the language switch leaves it), the providers of a sub-service,
 * a provider profile, a product's details, and, signed in as the demo customer (the session
 * keys set in localStorage as the shell's session store reads them), the cart, an order's
 * details and a chat room. Each page is measured RUNS times in a fresh browser; the medians of
 * the four category scores, LCP, CLS, TBT, bytes on the wire, requests and the transferred
 * (compressed) JavaScript bytes are printed, with Lighthouse's CPU benchmark index and the load
 * average beside each run. It judges nothing; the last line is one JSON object.
 *
 * Usage: node scripts/bench-web.mjs [--runs 3] [--port 0] [--only home-ar,cart] [--save dir] [--cpu-index N]
 *   --cpu-index N: measure as on a machine whose benchmark index is N. Lighthouse's simulation
 *   multiplies the CPU time it observes by 4 whatever the machine, so on a faster machine the
 *   same page scores better. With N, each run first measures this machine's index in the tab
 *   (Lighthouse's own benchmark) and sets the CPU multiplier to 4 × index / N, so a task that
 *   took t ms here counts as it would have on the slower machine. Lighthouse's reported index
 *   stays this machine's; the run prints both.
 *   Pages: home-ar home-en providers profile product cart order chat
 *   Build first (it builds nothing): npx --yes pnpm@10.34.8 -r build
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { findCatalogPages, findProduct, seedStorage, signedInPages, waitForServer } from './demo-pages.mjs';
import { ROOT, APPS } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const RUNS = Number(option('--runs', 3));
const ONLY = option('--only', '');
/** Keep each run's Lighthouse report (JSON) in this folder. */
const SAVE = option('--save', '');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CPU_INDEX = Number(option('--cpu-index', 0));

const require = createRequire(import.meta.url);
const lighthouse = (await import('lighthouse')).default;
// puppeteer-core comes with lighthouse; resolved from lighthouse's own folder.
const puppeteer = createRequire(require.resolve('lighthouse'))('puppeteer-core');
const lighthouseDir = path.dirname(require.resolve('lighthouse/package.json'));
const { computeBenchmarkIndex } = (await import(path.join(lighthouseDir, 'core/lib/page-functions.js'))).pageFunctions;
const { throttling: presets } = await import(path.join(lighthouseDir, 'core/config/constants.js'));

for (const app of APPS) {
  if (!existsSync(path.join(ROOT, app, 'dist', 'mf-manifest.json')))
    throw new Error(`${app} is not built: npx --yes pnpm@10.34.8 -r build`);
}

async function freePort() {
  const wanted = Number(option('--port', 0));
  if (wanted) return wanted;
  return new Promise((resolve) => {
    const srv = createServer().listen(0, () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const port = await freePort();
const origin = `http://localhost:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'souq-bench-web-'));
const server = spawn('node', ['--import', 'tsx', 'src/server.ts'], {
  cwd: path.join(ROOT, 'packages', 'server'),
  env: { ...process.env, PORT: String(port), SERVE_WEB: 'true', DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () => {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

await waitForServer(origin);

const found = await findCatalogPages(origin);
const product = await findProduct(origin);
const signed = await signedInPages(origin, product.id);
const PAGES = [
  { id: 'home-ar', path: '/', locale: 'ar' },
  { id: 'home-en', path: '/', locale: 'en' },
  { id: 'providers', path: found.providers, locale: 'ar' },
  { id: 'profile', path: found.profile, locale: 'ar' },
  { id: 'product', path: product.product, locale: 'ar' },
  { id: 'cart', path: signed.cart, locale: 'ar', session: signed.session },
  { id: 'order', path: signed.order, locale: 'ar', session: signed.session },
  { id: 'chat', path: signed.chat, locale: 'ar', session: signed.session },
].filter((p) => !ONLY || ONLY.split(',').includes(p.id));

async function measure(page) {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const tab = await browser.newPage();
    // The language as the switch leaves it and the session as signing in leaves it, set on a
    // small file of the origin (nothing cached that the page uses).
    await tab.goto(`${origin}/api/v1/settings`);
    await tab.evaluate(seedStorage, page.locale, page.session ?? null);
    const loadBefore = os.loadavg()[0];
    // This machine's index now, in this tab, as Lighthouse measures it (about 1 s).
    const hereIndex = CPU_INDEX ? await tab.evaluate(computeBenchmarkIndex) : 0;
    const cpuSlowdownMultiplier = CPU_INDEX ? (presets.mobileSlow4G.cpuSlowdownMultiplier * hereIndex) / CPU_INDEX : undefined;
    const result = await lighthouse(
      origin + page.path,
      {
        logLevel: 'error',
        output: 'json',
        disableStorageReset: true,
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        ...(CPU_INDEX ? { throttling: { ...presets.mobileSlow4G, cpuSlowdownMultiplier } } : {}),
      },
      undefined,
      tab,
    );
    if (SAVE) {
      mkdirSync(SAVE, { recursive: true });
      writeFileSync(path.join(SAVE, `${page.id}-${Date.now()}.json`), result.report);
    }
    const { categories, audits } = result.lhr;
    const requests = audits['network-requests']?.details?.items ?? [];
    const js = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)), // throws when Lighthouse had no value
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      bytes: Math.round(audits['total-byte-weight'].numericValue),
      requests: requests.length,
      jsBytes: js,
      // Lighthouse's measure of this machine's CPU (higher is faster): TBT and LCP scale with it,
      // so figures from machines (or hours) with a different index do not compare.
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
      cpuMultiplier: Number(result.lhr.configSettings.throttling.cpuSlowdownMultiplier.toFixed(2)),
      // The 1-minute load average when the run started and ended (another job beside inflates TBT).
      load: Number(((loadBefore + os.loadavg()[0]) / 2).toFixed(2)),
      // Where the page was in the end: a signed-in page that fell back to the login shows up here.
      finalUrl: result.lhr.finalDisplayedUrl,
      failing: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
        .map((a) => a.id),
    };
  } finally {
    await browser.close();
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const out = {};
for (const page of PAGES) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    // A loaded machine sometimes leaves Lighthouse without a metric: that run is measured again (once).
    const r = await measure(page).catch((err) => {
      console.log(`${page.id} run ${i + 1} failed (${err.message}), measuring again`);
      return measure(page);
    });
    runs.push(r);
    console.log(
      `${page.id} run ${i + 1} (CPU index ${r.benchmarkIndex}, ×${r.cpuMultiplier}, load ${r.load}): perf ${r.performance} LCP ${r.lcpMs} ms CLS ${r.cls} TBT ${r.tbtMs} ms ${Math.round(r.bytes / 1024)} KB / ${r.requests} req; below 0.9: ${r.failing.join(' ')}`,
    );
  }
  const keys = [
    'performance',
    'accessibility',
    'bestPractices',
    'seo',
    'lcpMs',
    'cls',
    'tbtMs',
    'bytes',
    'requests',
    'jsBytes',
    'benchmarkIndex',
    'cpuMultiplier',
    'load',
  ];
  out[page.id] = Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))]));
  out[page.id].path = page.path;
  if (!runs.every((r) => new URL(r.finalUrl).pathname === page.path))
    console.log(`${page.id}: the page ended elsewhere (${runs.map((r) => r.finalUrl).join(', ')})`);
}

const rows = [
  ['Lighthouse performance', (m) => m.performance],
  ['Largest Contentful Paint', (m) => `${(m.lcpMs / 1000).toFixed(1)} s`],
  ['Cumulative Layout Shift', (m) => m.cls],
  ['Total Blocking Time', (m) => `${m.tbtMs} ms`],
  ['bytes on the wire / requests', (m) => `${Math.round(m.bytes / 1024)} KB / ${m.requests}`],
  ['compressed JavaScript', (m) => `${Math.round(m.jsBytes / 1024)} KB`],
  ['accessibility / best practices / SEO', (m) => `${m.accessibility} / ${m.bestPractices} / ${m.seo}`],
  ["Lighthouse's CPU benchmark index", (m) => m.benchmarkIndex],
  ['CPU multiplier (4 unless --cpu-index)', (m) => m.cpuMultiplier],
  ['load average (1 min, during the runs)', (m) => m.load],
];
const ids = Object.keys(out);
const loadNow = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
console.log(`\nmedian of ${RUNS} runs (load average ${loadNow()} at the end, ${new Date().toISOString()})`);
console.log(`| | ${ids.join(' | ')} |\n|---|${ids.map(() => '---:').join('|')}|`);
for (const [label, f] of rows) console.log(`| ${label} | ${ids.map((id) => f(out[id])).join(' | ')} |`);
console.log(JSON.stringify({ runs: RUNS, cpuIndex: CPU_INDEX || null, loadavg: os.loadavg()[0], pages: out }));
stop();
process.exit(0);
