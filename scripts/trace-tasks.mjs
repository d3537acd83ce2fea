#!/usr/bin/env node
/**
 * What each long task of a page load runs: loads <url> once in Debian's Chromium (phone
 * viewport, 4× CPU slowdown as Lighthouse simulates it), records a Chrome trace with the
 * sampling profiler, and prints every main-thread task of at least <minMs> ms: its trace
 * children (script evaluation, layout, …), the requests it sent, the outermost script and the
 * functions with the most self time inside it. It judges nothing.
 *
 * Usage: node scripts/trace-tasks.mjs <url> [ar|en] [minMs=50]
 *   <url> may be <origin>/cart, <origin>/order or <origin>/chat: the demo customer's cart, first
 *   order's details or first chat room, found and signed in as bench-web.mjs does
 *   (scripts/demo-pages.mjs). SIGNIN=1 signs the demo customer in for any other URL.
 *   EXP=key1,key2 sets those localStorage keys to '1' first; QUIET=1 prints the summary only;
 *   RATE=1 records without the CPU slowdown (Lighthouse's simulation multiplies such a trace by 4);
 *   NET=1 also throttles the network as Lighthouse's DevTools throttling does (slow 4G: 562.5 ms
 *   round trips, 1.4 Mbit/s down), so the printed paints are a phone's own, not a simulation's.
 *   MAP=1 names functions through the served scripts' source maps (original file:line and name)
 *   and prints, per task, the inclusive time of the frames a few calls below the task's root
 *   (which React phase, which effect): the minified names alone say little.
 *   NOPROF=1 records without the sampling profiler, as Lighthouse does (task durations as it sees
 *   them; no function names).
 *   BLOCK=regex fails the requests whose URL matches (what a resource costs the main thread).
 *   MULT=m (with RATE=1) also prints the blocking time Lighthouse's simulation would count at CPU
 *   multiplier m: tasks of 10 ms or more after FCP, each × m, less 50 ms.
 *   Start the built app first (e.g. `npm start`); run under `flock /tmp/souq-bench.lock`.
 */
import { createRequire } from 'node:module';
import { seedStorage, signedInPages } from './demo-pages.mjs';
const require = createRequire(import.meta.url);
const puppeteer = createRequire(require.resolve('lighthouse'))('puppeteer-core');
const [urlArg, lang = 'ar', minMsArg = '50'] = process.argv.slice(2);
const minMs = Number(minMsArg);
const SIGNED_IN_PAGES = ['cart', 'order', 'chat'];
const asked = new URL(urlArg);
const signedInPage = SIGNED_IN_PAGES.find((p) => asked.pathname === `/${p}`);
const signed = signedInPage || process.env.SIGNIN ? await signedInPages(asked.origin) : null;
const url = signedInPage ? asked.origin + signed[signedInPage] : urlArg;
if (signedInPage) console.log('page', url);
const browser = await puppeteer.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage();
await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
await page.evaluateOnNewDocument(seedStorage, lang, signed?.session ?? null);
const EXP = (process.env.EXP || '').split(',').filter(Boolean);
if (EXP.length)
  await page.evaluateOnNewDocument((keys) => {
    for (const k of keys) localStorage.setItem(k, '1');
  }, EXP);
if (process.env.BLOCK) {
  const block = new RegExp(process.env.BLOCK);
  await page.setRequestInterception(true);
  page.on('request', (r) => (block.test(r.url()) ? r.abort() : r.continue()));
}
const cdp = await page.createCDPSession();
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE || 4) });
if (process.env.NET)
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
const events = [];
cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.start', {
  traceConfig: {
    includedCategories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      // The sampling profiler slows the page down (Lighthouse's own trace goes without it).
      ...(process.env.NOPROF ? [] : ['disabled-by-default-v8.cpu_profiler']),
      'v8.execute',
      'blink.user_timing',
      'loading',
    ],
  },
  transferMode: 'ReportEvents',
});
await page.goto(url, { waitUntil: 'networkidle0', timeout: 120000 });
await new Promise((r) => setTimeout(r, 1500));
await cdp.send('Tracing.end');
await done;
// main thread
const _navStart = events.find((e) => e.name === 'navigationStart' || e.name === 'TracingStartedInBrowser');
const tsr = events.find((e) => e.name === 'TracingStartedInBrowser');
const _mainFrame = tsr?.args?.data?.frames?.find((f) => !f.parent)?.processId;
const rendererMain = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
// Pick the renderer main thread with the most RunTask time.
const byThread = new Map();
for (const e of events)
  if (e.name === 'RunTask' && e.ph === 'X') {
    const k = `${e.pid}:${e.tid}`;
    byThread.set(k, (byThread.get(k) ?? 0) + e.dur);
  }
const mainKeys = new Set(rendererMain.map((e) => `${e.pid}:${e.tid}`));
// The page's own renderer (the browser's WebUI renderers can be busier when the page is not throttled).
const origin = new URL(url).origin;
const pageThreads = new Set(
  events.filter((e) => e.name === 'EvaluateScript' && String(e.args?.data?.url).startsWith(origin)).map((e) => `${e.pid}:${e.tid}`),
);
const key = [...byThread].filter(([k]) => mainKeys.has(k) && (!pageThreads.size || pageThreads.has(k))).sort((a, b) => b[1] - a[1])[0][0];
const [pid, tid] = key.split(':').map(Number);
const navs = events.filter((e) => e.name === 'navigationStart' && e.pid === pid);
// The page's own navigation (a signed-in page's storage is seeded on about:blank before it).
const nav = navs.find((e) => e.args?.data?.documentLoaderURL === url) ?? navs.at(-1) ?? events.find((e) => e.pid === pid);
const t0 = nav.ts;
// CPU profile from ProfileChunk events
const nodes = new Map();
const samples = [];
let last = null;
for (const e of events) {
  if (e.pid !== pid) continue;
  if (e.name === 'Profile') last = e.args.data.startTime;
  if (e.name !== 'ProfileChunk') continue;
  const c = e.args.data.cpuProfile || {};
  for (const n of c.nodes || []) nodes.set(n.id, n);
  const deltas = e.args.data.timeDeltas || [];
  (c.samples || []).forEach((s, i) => {
    last += deltas[i] ?? 0;
    samples.push([last, s]);
  });
}
const parentOf = new Map();
for (const n of nodes.values()) if (n.parent) parentOf.set(n.id, n.parent);
const short = (u) => (u || '').replace(/^https?:\/\/[^/]+/, '');
const maps = new Map();
if (process.env.MAP) {
  const { SourceMapConsumer } = createRequire(
    createRequire(new URL('../packages/mf-config/package.json', import.meta.url)).resolve('webpack'),
  )('source-map');
  const urls = new Set([...nodes.values()].map((n) => n.callFrame?.url).filter((u) => u?.startsWith(origin) && u.endsWith('.js')));
  for (const u of urls) {
    const res = await fetch(`${u}.map`).catch(() => null);
    if (res?.ok) maps.set(u, await new SourceMapConsumer(await res.json()));
  }
}
/** The original position and name of a frame, when its script has a source map. */
function original(cf) {
  const m = maps.get(cf.url);
  if (!m) return null;
  const o = m.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber });
  if (!o.source) return null;
  const src = o.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, '');
  return `${o.name || cf.functionName || '(anon)'} ${src}:${o.line}`;
}
const fmt = (cf) => original(cf) ?? `${cf.functionName || '(anon)'} ${short(cf.url)}${cf.url ? `:${cf.lineNumber}` : ''}`;
function outerScript(id) {
  // outermost frame with a URL
  let best = null;
  let cur = id;
  while (cur) {
    const n = nodes.get(cur);
    if (n?.callFrame?.url) best = n.callFrame;
    cur = parentOf.get(cur);
  }
  return best ? short(best.url) : '(none)';
}
const tasks = events
  .filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.ph === 'X' && e.dur >= minMs * 1000)
  .sort((a, b) => a.ts - b.ts);
const paints = events
  .filter((e) => e.pid === pid && ['firstContentfulPaint', 'largestContentfulPaint::Candidate'].includes(e.name))
  .map((e) => `${e.name}@${Math.round((e.ts - t0) / 1000)}`);
console.log('paints', paints.join(' '));
let tbt = 0;
const allTasks = events.filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.ph === 'X');
const fcp = events.find((e) => e.pid === pid && e.name === 'firstContentfulPaint');
let maxT = 0;
let lastEnd = 0;
for (const t of allTasks)
  if (t.dur > 50000 && (!fcp || t.ts > fcp.ts)) {
    tbt += t.dur / 1000 - 50;
    maxT = Math.max(maxT, t.dur / 1000);
    lastEnd = (t.ts + t.dur - t0) / 1000;
  }
// The main thread's work before the last LCP candidate: Lighthouse's simulation counts the tasks
// of that span (times its CPU multiplier) into LCP, whatever they do.
const lcp = events.filter((e) => e.pid === pid && e.name === 'largestContentfulPaint::Candidate').at(-1);
const parsed = events.find((e) => e.pid === pid && e.tid === tid && e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(url));
const busyBeforeLcp =
  lcp && parsed ? allTasks.filter((t) => t.ts + t.dur >= parsed.ts && t.ts <= lcp.ts).reduce((sum, t) => sum + t.dur / 1000, 0) : 0;
// As Lighthouse's simulation sees an unthrottled trace (RATE=1): tasks under 10 ms dropped, the
// rest multiplied by MULT (bench-web's CPU multiplier, 4 × this machine's index / 1 200).
const mult = Number(process.env.MULT || 0);
if (mult) {
  const counted = allTasks.filter((t) => t.dur >= 10000 && (!fcp || t.ts > fcp.ts));
  const sim = counted.reduce((sum, t) => sum + Math.max(0, (t.dur / 1000) * mult - 50), 0);
  console.log(`SIMULATED blocking after FCP at ×${mult}:`, Math.round(sim), 'ms over', counted.length, 'tasks of ≥ 10 ms');
}
console.log(
  'SUMMARY',
  EXP.join('+') || 'base',
  'blocking after FCP (throttled, sum task-50):',
  Math.round(tbt),
  'longest',
  Math.round(maxT),
  'last long task ends',
  Math.round(lastEnd),
  'busy before LCP',
  Math.round(busyBeforeLcp),
);
const layoutMs = events
  .filter((e) => e.pid === pid && e.tid === tid && ['Layout', 'UpdateLayoutTree'].includes(e.name) && e.ph === 'X')
  .reduce((sum, e) => sum + e.dur / 1000, 0);
console.log('style and layout on the main thread:', Math.round(layoutMs), 'ms');
if (process.env.QUIET) {
  await browser.close();
  process.exit(0);
}
for (const t of tasks) {
  const inside = samples.filter(([ts]) => ts >= t.ts && ts <= t.ts + t.dur);
  const self = new Map();
  const outer = new Map();
  const entry = new Map();
  for (let i = 0; i < inside.length; i++) {
    const [ts, id] = inside[i];
    const dt = (inside[i + 1]?.[0] ?? ts) - ts;
    const n = nodes.get(id);
    if (!n) continue;
    const k = fmt(n.callFrame);
    self.set(k, (self.get(k) ?? 0) + dt);
    const o = outerScript(id);
    outer.set(o, (outer.get(o) ?? 0) + dt);
    if (process.env.MAP) {
      // Inclusive time of the frames 2-4 calls below the root that have a script.
      const chain = [];
      for (let cur = id; cur; cur = parentOf.get(cur)) if (nodes.get(cur)?.callFrame?.url) chain.unshift(cur);
      const k = chain
        .slice(0, 4)
        .map((c) => fmt(nodes.get(c).callFrame).split(' ')[0])
        .join(' > ');
      if (k) entry.set(k, (entry.get(k) ?? 0) + dt);
    }
  }
  // child trace events names
  const kids = events.filter(
    (e) =>
      e.pid === pid &&
      e.tid === tid &&
      e.ph === 'X' &&
      e.ts >= t.ts &&
      e.ts < t.ts + t.dur &&
      e !== t &&
      e.dur > 3000 &&
      [
        'EvaluateScript',
        'v8.compile',
        'FunctionCall',
        'TimerFire',
        'EventDispatch',
        'ParseHTML',
        'UpdateLayoutTree',
        'Layout',
        'Paint',
        'v8.evaluateModule',
        'RunMicrotasks',
        'FireAnimationFrame',
        'ParseAuthorStyleSheet',
        'XHRReadyStateChange',
        'v8.compileModule',
        'Document::updateStyle',
        'PrePaint',
        'Commit',
      ].includes(e.name),
  );
  const kidStr = kids
    .slice(0, 8)
    .map(
      (e) =>
        `${e.name}${e.args?.data?.url ? `(${short(e.args.data.url)})` : e.args?.data?.functionName ? `(${e.args.data.functionName})` : ''}:${Math.round(e.dur / 1000)}`,
    )
    .join(' ');
  console.log(`\nTASK @${Math.round((t.ts - t0) / 1000)}ms dur ${Math.round(t.dur / 1000)}ms  | ${kidStr}`);
  console.log(
    '  outer:',
    [...outer]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([k, v]) => `${k} ${Math.round(v / 1000)}`)
      .join(' | '),
  );
  if (entry.size)
    console.log(
      '  entry:',
      [...entry]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([k, v]) => `${k} ${Math.round(v / 1000)}`)
        .join('\n         '),
    );
  const reqs = events
    .filter((e) => e.pid === pid && e.name === 'ResourceSendRequest' && e.ts >= t.ts && e.ts < t.ts + t.dur)
    .map((e) => short(e.args.data.url).slice(0, 40));
  if (reqs.length) console.log('  requests sent:', reqs.length, reqs.slice(0, 40).join(' '));
  const appendParents = new Map();
  for (let i = 0; i < inside.length; i++) {
    const [ts, id] = inside[i];
    const n = nodes.get(id);
    if (n?.callFrame?.functionName !== 'appendChild') continue;
    const dt = (inside[i + 1]?.[0] ?? ts) - ts;
    const chain = [];
    let cur = parentOf.get(id);
    for (let j = 0; j < 4 && cur; j++) {
      chain.push(fmt(nodes.get(cur).callFrame));
      cur = parentOf.get(cur);
    }
    const k = chain.join(' < ');
    appendParents.set(k, (appendParents.get(k) ?? 0) + dt);
  }
  if (appendParents.size)
    console.log(
      '  appendChild from:',
      [...appendParents]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([k, v]) => `${Math.round(v / 1000)}ms ${k}`)
        .join('\n      '),
    );
  console.log(
    '  self :',
    [...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(process.env.SELF || 8))
      .map(([k, v]) => `${k} ${Math.round(v / 1000)}`)
      .join(' | '),
  );
}
await browser.close();
