/**
 * One remote deployed alone while a page is open: `npm run release -- mf-orders` builds a
 * changed mf-orders into its own versioned folder and switches it live through the running
 * server; the open page keeps working, a reload shows the new text, a rollback the old one.
 * Nothing the server started with changes on disk: the shell's and every remote's build stay
 * byte-identical.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/**
 * A release of mf-orders as a build against React `react` would be: the start-up build, its
 * manifest and entry declaring that version, recorded for preview only.
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
  const admin = await (await request.post(`${API}/admin/login`, { data: ADMIN })).json();
  const recorded = await (
    await request.post(`${API}/admin/releases`, {
      data: {
        remote: 'mf_orders',
        version,
        commit: version.split('+')[1],
        built_at: new Date().toISOString(),
        shared: { react },
        activate: false,
      },
      headers: { Authorization: `Bearer ${admin.data.token}` },
    })
  ).json();
  expect(recorded.key, recorded.msg).toBe('success');
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
 * Version skew: a release of mf-orders that declares a newer minor of React (19.4.0, what a build
 * against it declares in its manifest and entry) than the shell's 19.3.1. It is previewed in
 * one tab: the page works on the shell's single React, and another tab keeps the live release.
 */
test("a release built with a newer minor of React loads on the shell's single copy, previewed in one tab", async ({
  page,
  request,
  context,
}) => {
  const version = '0.1.0+skew000';
  await recordPatchedRelease(request, version, '19.4.0');

  await useLocale(page, 'en');
  await signInAs(page, request);
  await countReactRenderers(page);
  const manifests: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('mf-manifest.json')) manifests.push(new URL(r.url()).pathname);
  });
  await page.goto(`/userOrder?preview=mf_orders@${encodeURIComponent(version)}`);
  await expect(page.getByRole('tab', { name: OLD_TAB })).toBeVisible();
  await expect(page.getByTestId('preview-banner')).toContainText(`mf_orders`);
  await expect(page.getByTestId('preview-banner')).toContainText(version);
  expect(manifests).toContain(`/releases/mf-orders/${version}/mf-manifest.json`);
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
