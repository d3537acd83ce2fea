#!/usr/bin/env node
/**
 * First view on a phone: Lighthouse (npm `lighthouse`, its default mobile preset with simulated
 * throttling) driving Debian's Chromium over the BUILT app as `npm start` serves it, on an
 * empty data dir (demo seed). Pages: home in Arabic, home in English (locale set in
 * localStorage beforehand, as the language switch leaves it), the providers of a sub-service
 * and a provider profile. Each page is measured RUNS times in a fresh browser; the medians of
 * the four category scores, LCP, CLS, TBT, bytes on the wire, requests and the transferred
 * (compressed) JavaScript bytes are printed. It judges nothing; the last line is one JSON object.
 *
 * Usage: node scripts/bench-web.mjs [--runs 3] [--port 0] [--only home-ar,profile] [--save dir]
 *   Build first (it builds nothing): npx --yes pnpm@10.34.8 -r build
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
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

const require = createRequire(import.meta.url);
const lighthouse = (await import('lighthouse')).default;
// puppeteer-core comes with lighthouse; resolved from lighthouse's own folder.
const puppeteer = createRequire(require.resolve('lighthouse'))('puppeteer-core');

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

async function api(p, init) {
  const res = await fetch(`${origin}/api/v1${p}`, init);
  return (await res.json()).data;
}

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${origin}/api/v1/settings`)).ok) break;
  } catch {}
  if (i > 240) throw new Error('the server did not start');
  await new Promise((r) => setTimeout(r, 500));
}

/** A sub-service with providers, and one of them (as the e2e journeys find them). */
async function findPages() {
  for (const category of await api('/user/categories/service')) {
    for (const service of (await api(`/user/categories/${category.id}/services`)).services) {
      const list = await api('/user/services/provider', { method: 'POST', body: new URLSearchParams({ service_id: String(service.id) }) });
      const provider = list.data[0];
      if (provider)
        return {
          providers: `/providersView/${service.id}/${category.id}/${encodeURIComponent(service.name)}`,
          profile: `/providerProfile/${provider.id}`,
        };
    }
  }
  throw new Error('no sub-service with providers in the demo seed');
}
const found = await findPages();
const PAGES = [
  { id: 'home-ar', path: '/', locale: 'ar' },
  { id: 'home-en', path: '/', locale: 'en' },
  { id: 'providers', path: found.providers, locale: 'ar' },
  { id: 'profile', path: found.profile, locale: 'ar' },
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
    // The language as the switch leaves it, set on a small file of the origin (nothing cached that the page uses).
    await tab.goto(`${origin}/api/v1/settings`);
    await tab.evaluate((l) => {
      localStorage.clear();
      if (l === 'en') {
        localStorage.setItem('locale', 'en');
        localStorage.setItem('lang', 'en');
      }
    }, page.locale);
    const result = await lighthouse(
      origin + page.path,
      {
        logLevel: 'error',
        output: 'json',
        disableStorageReset: true,
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
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
      `${page.id} run ${i + 1} (CPU index ${r.benchmarkIndex}): perf ${r.performance} LCP ${r.lcpMs} ms CLS ${r.cls} TBT ${r.tbtMs} ms ${Math.round(r.bytes / 1024)} KB / ${r.requests} req; below 0.9: ${r.failing.join(' ')}`,
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
  ];
  out[page.id] = Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))]));
  out[page.id].path = page.path;
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
];
const ids = Object.keys(out);
console.log(`\nmedian of ${RUNS} runs (${os.loadavg()[0].toFixed(1)} load average at the end)`);
console.log(`| | ${ids.join(' | ')} |\n|---|${ids.map(() => '---:').join('|')}|`);
for (const [label, f] of rows) console.log(`| ${label} | ${ids.map((id) => f(out[id])).join(' | ')} |`);
console.log(JSON.stringify({ runs: RUNS, loadavg: os.loadavg()[0], pages: out }));
stop();
process.exit(0);
