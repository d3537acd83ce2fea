/**
 * One remote deployed alone while a page is open: `npm run release -- mf-orders` builds a
 * changed mf-orders into its own versioned folder and switches it live through the running
 * server; the open page keeps working, a reload shows the new text, a rollback the old one.
 * Nothing the server started with changes on disk: the shell's and every remote's build stay
 * byte-identical.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { PORT } from '../ports';
import { ADMIN, API, adminPage, countReactRenderers, signInAs, useLocale } from './support';

const ROOT = path.resolve(__dirname, '../../..');
const APPS = ['shell', 'mf-catalog', 'mf-orders', 'mf-commerce', 'mf-chat', 'mf-provider-admin', 'mf-admin'];
const STRINGS = path.join(ROOT, 'mf-orders', 'src', 'features', 'customer-orders', 'i18n.ts');
const OLD_TAB = 'Waiting payment';
const NEW_TAB = 'Awaiting payment now';

/** One hash of every file of every app's build (name and bytes). */
function buildsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else hash.update(path.relative(ROOT, p)).update(readFileSync(p));
    }
  };
  for (const app of APPS) if (existsSync(path.join(ROOT, app, 'dist'))) walk(path.join(ROOT, app, 'dist'));
  return hash.digest('hex');
}

function release(...args: string[]) {
  const r = spawnSync('node', ['scripts/release.mjs', 'mf-orders', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, PORT: String(PORT), DATA_DIR: process.env.E2E_DATA_DIR },
  });
  expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
  return r.stdout;
}

const fallbacks = (page: Page) => page.getByTestId('remote-error-fallback');

/** Records a release whose files are in place, for preview only (not live). */
async function recordPreview(request: APIRequestContext, version: string, shared: Record<string, string>) {
  const admin = await (await request.post(`${API}/admin/login`, { data: ADMIN })).json();
  const recorded = await (
    await request.post(`${API}/admin/releases`, {
      data: {
        remote: 'mf_orders',
        version,
        commit: version.split('+')[1],
        built_at: new Date().toISOString(),
        shared,
        activate: false,
      },
      headers: { Authorization: `Bearer ${admin.data.token}` },
    })
  ).json();
  expect(recorded.key, recorded.msg).toBe('success');
}

/** `{ name: version }` of a federation manifest's shared modules, subpath entries folded. */
const sharedOf = (manifest: { shared: Array<{ name: string; version: string }> }) =>
  Object.fromEntries(manifest.shared.map((s) => [s.name.replace(/\/$/, ''), s.version]));

/**
 * A release of mf-orders as a build against React `react` would be: the start-up build, its
 * manifest and entry declaring that version, recorded for preview only. (The newer minor is
 * built for real: buildAgainstReact.)
 */
async function recordPatchedRelease(request: APIRequestContext, version: string, react: string) {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'releases', 'mf-orders', version);
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(ROOT, 'mf-orders', 'dist'), dir, { recursive: true });
  for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
    const p = path.join(dir, file);
    const text = readFileSync(p, 'utf8');
    expect(text).toContain('19.3.1');
    writeFileSync(p, text.replaceAll('19.3.1', react));
    // The pre-compressed copies would still say 19.3.1.
    rmSync(`${p}.br`, { force: true });
    rmSync(`${p}.gz`, { force: true });
  }
  await recordPreview(request, version, { react });
}

/**
 * mf-orders built for real against another React than the shell's: a copy of the app (its
 * sources, package.json and webpack config) whose node_modules links every dependency of
 * mf-orders but `react`, which is a copy of the installed React with `version` in its
 * package.json. The build (the same @souq/mf-config as every app) resolves that copy, bundles it
 * as the shared fallback and declares it in its manifest and entry, as a team that bumped React
 * in its remote would ship. Written into the releases folder as `release`; nothing in the
 * repository changes.
 */
function buildAgainstReact(react: string, release: string) {
  const app = path.join(ROOT, 'mf-orders');
  const work = mkdtempSync(path.join(os.tmpdir(), 'souq-skew-'));
  try {
    for (const entry of ['src', 'public', 'package.json', 'webpack.config.cjs', 'tsconfig.json']) {
      if (existsSync(path.join(app, entry))) cpSync(path.join(app, entry), path.join(work, entry), { recursive: true });
    }
    const modules = path.join(app, 'node_modules');
    const link = (name: string) => symlinkSync(realpathSync(path.join(modules, name)), path.join(work, 'node_modules', name));
    mkdirSync(path.join(work, 'node_modules'));
    for (const name of readdirSync(modules)) {
      if (name === 'react' || name === '.bin') continue;
      if (name.startsWith('@')) {
        mkdirSync(path.join(work, 'node_modules', name));
        for (const inner of readdirSync(path.join(modules, name))) link(`${name}/${inner}`);
      } else link(name);
    }
    const copy = path.join(work, 'node_modules', 'react');
    cpSync(realpathSync(path.join(modules, 'react')), copy, { recursive: true, dereference: true });
    const pj = JSON.parse(readFileSync(path.join(copy, 'package.json'), 'utf8'));
    expect(pj.version).toBe('19.3.1');
    writeFileSync(path.join(copy, 'package.json'), JSON.stringify({ ...pj, version: react }, null, 2));

    const out = path.join(process.env.E2E_DATA_DIR ?? '', 'releases', 'mf-orders', release);
    expect(process.env.E2E_DATA_DIR, 'the data folder of playwright.config.ts').toBeTruthy();
    rmSync(out, { recursive: true, force: true });
    const bin = path.join(realpathSync(path.join(modules, '@souq', 'mf-config')), 'bin', 'souq-webpack.cjs');
    const r = spawnSync(process.execPath, [bin, '--mode', 'production'], {
      cwd: work,
      encoding: 'utf8',
      env: { ...process.env, SOUQ_OUTPUT_DIR: out, NODE_ENV: 'production' },
    });
    expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
    return JSON.parse(readFileSync(path.join(out, 'mf-manifest.json'), 'utf8'));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

test('mf-orders released alone while /userOrder is open, then rolled back', async ({ page, request }) => {
  test.setTimeout(15 * 60_000);
  const before = buildsHash();
  await useLocale(page, 'en');
  await signInAs(page, request);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  // 1. The page as the start-up build shows it.
  await page.goto('/userOrder');
  await expect(page.getByRole('tab', { name: OLD_TAB })).toBeVisible();

  // 2. A changed mf-orders, released alone into its own folder and made live.
  const source = readFileSync(STRINGS, 'utf8');
  expect(source).toContain(`2: '${OLD_TAB}'`);
  let out: string;
  try {
    writeFileSync(STRINGS, source.replace(`2: '${OLD_TAB}'`, `2: '${NEW_TAB}'`));
    out = release();
  } finally {
    writeFileSync(STRINGS, source);
  }
  expect(out).toMatch(/recording through the running server/);
  const live = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  expect(live.mf_orders).toMatch(/^\/releases\/mf-orders\/0\.1\.0\+[0-9a-f]{7}\.\d+\/mf-manifest\.json$/);
  expect(live.mf_catalog).toBe('/mf/catalog/mf-manifest.json');

  // 3. The open page moves to another orders route and back: no error, no fallback.
  await page.getByRole('tab', { name: OLD_TAB }).click();
  await page
    .getByRole('link', { name: /^Open order / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/userOrderDetails\/\d+$/);
  await expect(page.getByRole('link', { name: 'Provider profile' })).toBeVisible();
  await expect(fallbacks(page)).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('tab', { name: OLD_TAB })).toBeVisible();
  await expect(fallbacks(page)).toHaveCount(0);

  // 4. A reload loads the new release.
  await page.reload();
  await expect(page.getByRole('tab', { name: NEW_TAB })).toBeVisible();
  await expect(fallbacks(page)).toHaveCount(0);

  // 5. Rolled back: a reload shows the old text again.
  release('--rollback');
  await page.reload();
  await expect(page.getByRole('tab', { name: OLD_TAB })).toBeVisible();
  await expect(fallbacks(page)).toHaveCount(0);
  expect(errors).toEqual([]);

  expect(buildsHash()).toBe(before);
});

/**
 * Version skew: mf-orders built against a newer minor of React (19.4.0, a copy of the installed
 * React so numbered) than the shell's 19.3.1. Its manifest says so, and the release command's
 * check would warn, not refuse. Previewed in one tab, the page runs it on the shell's single
 * React: one renderer, none of the release's own React files fetched, no fallback; another tab
 * keeps the live release.
 */
test("a release built against a newer minor of React loads on the shell's single copy, previewed in one tab", async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(10 * 60_000);
  const version = '0.1.0+skew000';
  const manifest = buildAgainstReact('19.4.0', version);
  const shell = JSON.parse(readFileSync(path.join(ROOT, 'shell', 'dist', 'mf-manifest.json'), 'utf8'));
  expect(sharedOf(manifest).react).toBe('19.4.0');
  expect(sharedOf(shell).react).toBe('19.3.1');
  // The release command's check (scripts/release-skew.mjs) on these two manifests: a warning, no refusal.
  const skew = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { checkSkew } from ${JSON.stringify(path.join(ROOT, 'scripts', 'release-skew.mjs'))};
       console.log(JSON.stringify(checkSkew(JSON.parse(process.argv[1]), JSON.parse(process.argv[2]))));`,
      JSON.stringify(sharedOf(shell)),
      JSON.stringify(sharedOf(manifest)),
    ],
    { encoding: 'utf8' },
  );
  const { errors, warnings } = JSON.parse(skew.stdout);
  expect(errors).toEqual([]);
  expect(warnings.join('\n')).toMatch(/react: the release is built with 19\.4\.0, newer than the shell's 19\.3\.1/);
  // What the build bundled as its own React (the fallback it would load without the shell's copy).
  const ownReact = (manifest.shared as Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>)
    .filter((s) => /^react(-dom)?(\/|$)/.test(s.name))
    .flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]);
  expect(ownReact.length).toBeGreaterThan(0);
  await recordPreview(request, version, sharedOf(manifest));

  await useLocale(page, 'en');
  await signInAs(page, request);
  await countReactRenderers(page);
  const manifests: string[] = [];
  const releaseFiles: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.endsWith('mf-manifest.json')) manifests.push(pathname);
    if (decodeURIComponent(pathname).startsWith(`/releases/mf-orders/${version}/`)) releaseFiles.push(path.posix.basename(pathname));
  });
  await page.goto(`/userOrder?preview=mf_orders@${encodeURIComponent(version)}`);
  await expect(page.getByRole('tab', { name: OLD_TAB })).toBeVisible();
  await expect(page.getByTestId('preview-banner')).toContainText(`mf_orders`);
  await expect(page.getByTestId('preview-banner')).toContainText(version);
  expect(manifests).toContain(`/releases/mf-orders/${version}/mf-manifest.json`);
  // The release's own code ran (its entry and chunks), but not its React.
  expect(releaseFiles).toContain('remoteEntry.js');
  expect(releaseFiles.filter((f) => ownReact.includes(f))).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __souqRenderers: number }).__souqRenderers)).toBe(1);
  await expect(fallbacks(page)).toHaveCount(0);

  // Another tab of the same browser keeps the live release (the preview is this tab's only).
  const other = await context.newPage();
  const otherManifests: string[] = [];
  other.on('request', (r) => {
    if (r.url().endsWith('mf-manifest.json')) otherManifests.push(new URL(r.url()).pathname);
  });
  await other.goto('/userOrder');
  await expect(other.getByRole('tab', { name: OLD_TAB })).toBeVisible();
  await expect(other.getByTestId('preview-banner')).toHaveCount(0);
  expect(otherManifests.some((m) => m.includes(version))).toBe(false);
});

test('a release that needs another major of React shows the localized fallback, never a second React', async ({ page, request }) => {
  const version = '0.1.0+major00';
  await recordPatchedRelease(request, version, '20.0.0');
  await useLocale(page, 'en');
  await signInAs(page, request);
  await countReactRenderers(page);
  const refused: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('shared singleton refused')) refused.push(m.text());
  });
  await page.goto(`/userOrder?preview=mf_orders@${encodeURIComponent(version)}`);
  await expect(fallbacks(page)).toBeVisible();
  // The fallback is the guard's doing: the page's React would otherwise have run this release.
  expect(refused.join('\n')).toMatch(/mf_orders needs react \^20\.0\.0; the page has 19\.3\.1/);
  await expect(page.getByTestId('preview-banner')).toContainText(version);
  expect(await page.evaluate(() => (window as unknown as { __souqRenderers: number }).__souqRenderers)).toBe(1);
});

test('the admin console lists each remote with its live release and its switches', async ({ browser, request }) => {
  await recordPatchedRelease(request, '0.1.0+console0', '19.3.1');
  const page = await adminPage(browser, 'en');
  await page.goto('/admin/releases');
  const orders = page.locator('section[data-remote="mf_orders"]');
  await expect(orders.getByRole('heading', { name: 'mf_orders' })).toBeVisible();
  await expect(orders.getByRole('cell', { name: '0.1.0+console0' })).toBeVisible();
  await expect(page.locator('section[data-remote="mf_chat"]')).toContainText('start-up build');
  await page.close();
});
