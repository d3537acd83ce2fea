/**
 * The shell's index.html, filled in per request so a phone starts every first-view download
 * at once instead of discovering them one after another (HTML → shell → /remotes.json →
 * manifest → remote entry → widget chunks → API → image):
 *  - the run-time config and the remotes manifest inline (no /runtime-config.js and no
 *    /remotes.json round trip; the shell reads `window.__SOUQ_REMOTES__`);
 *  - preload hints for the remotes the route shows first: their mf-manifest.json, remoteEntry.js
 *    and the chunks of the exposed module (read from each remote's built manifest), and of the
 *    route's own page (the remote's page-chunks.json);
 *  - on home, the first banner slide as `preload as=image fetchpriority=high` with its srcset,
 *    and painted by the HTML itself (`prepaint`, below) before any JavaScript runs;
 *  - on the signed-in pages whose data the server cannot know, their first API calls, started by
 *    an inline script with the session in localStorage (./early-calls.ts);
 *  - the face the first view is set in (IBM Plex Sans Arabic 400, Arabic subset; where the HTML
 *    draws text, 400 and 700 in both subsets): the CSS that declares it arrives inside the
 *    shell's JavaScript, too late to start the font on its own.
 * @see https://web.dev/articles/preload-critical-assets
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { RELEASES_PREFIX, releaseRelPath } from '../modules/releases/remotes';
import { earlyCallsScript } from './early-calls';
import { SIGNED_IN_FIRST_VIEW_STYLE, signedInFirstViewScript } from './signed-in-first-view';
import { pageAt } from './route-match';

/** A built remote's mf-manifest.json, the parts read here. */
interface MfManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name: string; path?: string; assets?: { js?: { sync?: string[] } } }>;
}

export interface RemoteLocation {
  name: string;
  segment: string;
  folder: string;
}

/** The first view of a route: which remote modules it renders at once. */
const FIRST_VIEW: Array<{ test: RegExp; modules: Array<{ remote: string; exposed: 'pages' | 'widgets' }> }> = [
  { test: /^\/$/, modules: [{ remote: 'mf_catalog', exposed: 'widgets' }] },
  {
    test: /^\/(?:providersView\/|providerProfile\/|providerServiceDetails\/|search$)/,
    modules: [{ remote: 'mf_catalog', exposed: 'pages' }],
  },
  // The store, the cart and the signed-in pages: their remote's entry and pages start with the
  // shell's chunks instead of after them (one round trip less before the page can render).
  {
    test: /^\/(?:providerProductDetails\/|userProducts\/|cartView$|favView$|FavView$|filesView$|walletView$)/,
    modules: [{ remote: 'mf_commerce', exposed: 'pages' }],
  },
  {
    test: /^\/(?:userOrderDetails\/|userOrder$|orderSteps\/|providerOrderDetails\/|providerOrder$)/,
    modules: [{ remote: 'mf_orders', exposed: 'pages' }],
  },
  { test: /^\/(?:chatView\/|allchatsView$)/, modules: [{ remote: 'mf_chat', exposed: 'pages' }] },
];

export interface ImageHint {
  href: string;
  srcset?: string;
  sizes?: string;
  /**
   * Put the picture in the page itself: 'banner', where home's widget will show it; 'cards' and
   * 'profile', a provider page's first view over the app until the page has its data (below);
   * 'product', a product's gallery picture the same way.
   */
  prepaint?: 'banner' | 'cards' | 'profile' | 'product';
  cards?: FirstViewCard[];
  profile?: FirstViewProfile;
}

/** A provider profile's first view (prepaint 'profile'): the name, the CV and how many services it offers. */
export interface FirstViewProfile {
  name: string;
  cv: string;
  /** The head's actions and facts follow from it (see profileHead). */
  services: number;
}

/** A card of the first view the HTML paints (prepaint 'cards'). */
export interface FirstViewCard {
  name: string;
  image: Omit<ImageHint, 'prepaint' | 'cards' | 'profile'> | null;
}

export interface ShellHtmlInput {
  pathname: string;
  config: unknown;
  remotes: Record<string, string>;
  /** Remotes served by this host (their dist is read for chunk names). */
  local: readonly RemoteLocation[];
  webRoot: string;
  /** Where this host's releases are (a live release's manifest is read as a dist's is). */
  releasesDir?: string;
  /** The LCP image of the route, if any. */
  image?: ImageHint | null;
}

const fileCache = new Map<string, { mtimeMs: number; text: string }>();

/** Reads a built file once per change (a new deploy replaces it). */
async function readCached(file: string): Promise<string | null> {
  try {
    const { mtimeMs } = await stat(file);
    const hit = fileCache.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit.text;
    const text = await readFile(file, 'utf8');
    fileCache.set(file, { mtimeMs, text });
    return text;
  } catch {
    return null;
  }
}

/** JSON safe inside a <script> element. */
const inlineJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, '');
const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The file of a remote's manifest on this host: its build at /mf/ or one of its releases. A remote
 * served elsewhere (REMOTES_JSON) has none to read and keeps the fetch hint only.
 */
function manifestFile(input: ShellHtmlInput, manifestUrl: string, local: RemoteLocation | undefined): string | null {
  if (local && manifestUrl.endsWith(`/mf/${local.segment}/mf-manifest.json`))
    return path.join(input.webRoot, local.folder, 'dist', 'mf-manifest.json');
  const rel = input.releasesDir && manifestUrl.startsWith(RELEASES_PREFIX) ? releaseRelPath(manifestUrl) : null;
  return rel && input.releasesDir ? path.join(input.releasesDir, rel) : null;
}

/** The chunks of the remote's page at `pathname`, listed beside its manifest (@souq/mf-config page-chunks.cjs). */
async function pageChunks(manifestPath: string, pathname: string, remote: string): Promise<string[]> {
  const page = pageAt(pathname);
  if (page?.route.owner !== remote) return [];
  const text = await readCached(path.join(path.dirname(manifestPath), 'page-chunks.json'));
  try {
    const files = text ? (JSON.parse(text) as Record<string, unknown>)[page.route.page] : null;
    return Array.isArray(files) ? files.filter((f): f is string => typeof f === 'string') : [];
  } catch {
    return [];
  }
}

async function remoteHints(input: ShellHtmlInput): Promise<string[]> {
  const route = FIRST_VIEW.find((r) => r.test.test(input.pathname));
  if (!route) return [];
  const links: string[] = [];
  for (const { remote, exposed } of route.modules) {
    const manifestUrl = input.remotes[remote];
    const local = input.local.find((r) => r.name === remote);
    if (!manifestUrl) continue;
    links.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${attr(manifestUrl)}">`);
    const file = manifestFile(input, manifestUrl, local);
    if (!file) continue;
    const text = await readCached(file);
    if (!text) continue;
    let manifest: MfManifest;
    try {
      manifest = JSON.parse(text) as MfManifest;
    } catch {
      continue;
    }
    const base = manifestUrl.slice(0, -'mf-manifest.json'.length);
    const entry = manifest.metaData?.remoteEntry;
    if (entry?.name) links.push(`<link rel="preload" as="script" href="${attr(base + (entry.path ?? '') + entry.name)}">`);
    const expose = manifest.exposes?.find((e) => e.name === exposed || e.path === `./${exposed}`);
    const files = [...(expose?.assets?.js?.sync ?? [])];
    // The route's own page chunks (what the pages map loads lazily), from the remote's page-chunks.json;
    // not where the HTML paints the LCP picture: on a slow link they delayed it (a product: LCP 1.8 → 2.0 s).
    if (exposed === 'pages' && !input.image) files.push(...(await pageChunks(file, input.pathname, remote)));
    for (const js of new Set(files)) links.push(`<link rel="preload" as="script" href="${attr(base + js)}">`);
  }
  return links;
}

function imageHint(image: ImageHint | null | undefined): string[] {
  if (!image) return [];
  const set = image.srcset ? ` imagesrcset="${attr(image.srcset)}" imagesizes="${attr(image.sizes ?? '100vw')}"` : '';
  return [`<link rel="preload" as="image" fetchpriority="high" href="${attr(image.href)}"${set}>`];
}

/**
 * Home's first slide in #root, painted before any JavaScript. It is the LCP element, and the
 * banner widget that shows it renders only after the shell's chunks, the catalog remote and
 * /intor-sliders: 72–86 % of home's LCP was that render delay, the picture being long loaded.
 * React replaces #root's content on its first render; the shell's banner area and the widget then
 * show the same picture (`window.__SOUQ_FIRST_IMAGE__`, `FirstViewImage` in @souq/ui), at the same
 * place and size, so nothing moves. Sizes as the shell's header sets them (layout.css: 69 px
 * from 1360 px, 104 px below, where the search box takes a row of its own) and as
 * `.souq-hero-image` (@souq/ui styles.css) does.
 */
const PREPAINT_STYLE = `<style>
      body{margin:0}
      .souq-prepaint__header{box-sizing:border-box;block-size:69px;border-block-end:1px solid #e3ecea;background:#fff}
      @media (max-width:1359px){.souq-prepaint__header{block-size:104px}}
      .souq-hero-image{display:block;inline-size:100%;max-inline-size:100%;block-size:clamp(180px,36vw,460px);object-fit:cover}
    </style>`;

/** An <img>'s source attributes (`srcset`/`sizes` when the picture has WebP widths). */
const imgSources = (image: Omit<ImageHint, 'prepaint' | 'cards' | 'profile'>, sizes: string) =>
  `src="${attr(image.href)}"${image.srcset ? ` srcset="${attr(image.srcset)}" sizes="${attr(image.sizes ?? sizes)}"` : ''}`;

/**
 * A provider page's first view, on a phone, painted by the HTML: the page as it will stand once
 * its data has come, laid over the app (`#souq-first-view`: no pointer events, hidden from
 * assistive technology) until the page shows its own content or the visitor goes elsewhere
 * (`dismissFirstView` in @souq/ui), or at most FIRST_VIEW_MAX_MS. Both pages' LCP element (a card
 * picture; the profile's CV) was drawn only after the shell, the catalog remote, the page's chunks
 * and the API answer: 82–93 % of their LCP was render delay. Room for the header, then:
 *  - 'cards', the providers of a sub-service: placeholders for the breadcrumb, title and toolbar,
 *    then the first cards with their pictures and names;
 *  - 'profile', a provider profile: the head (picture, name, placeholders for the experience,
 *    rating and actions) and the "about" panel with the CV (the LCP text, in the body face).
 * Sizes as the pages' own styles set them at those widths (@souq/ui styles.css, catalog.css,
 * providers.css, provider-profile.css: container padding 20/16 px, breadcrumb line 38 px, head
 * 57 + 16 px, toolbar 40 + 20 px, two columns 12 px apart, card picture 4:3; profile head 335 px
 * with a 112 px picture, panels 20 px in, the CV at 16 px / 1.9); wider screens lay the pages out
 * otherwise and keep the app's own loading state. Texts are data (names, the CV), never labels:
 * the server does not know the visitor's language.
 */
const FIRST_VIEW_STYLE = `<style>
      .souq-first-view{display:none}
      @media (max-width:640px){.souq-first-view--cards{display:block}}
      @media (max-width:575px){.souq-first-view--profile{display:block}}
      @media (max-width:767px){.souq-first-view--product{display:block}}
      .souq-first-view{position:absolute;inset-block-start:0;inset-inline:0;z-index:50;min-block-size:100vh;background:#f5f8f7;pointer-events:none;font-family:'IBM Plex Sans Arabic',system-ui,sans-serif;color:#1c2b2a}
      .souq-first-view__header{box-sizing:border-box;block-size:104px;border-block-end:1px solid #e3ecea;background:#fff}
      .souq-first-view__page{padding:20px 16px 48px}
      .souq-first-view__line{display:block;border-radius:6px;background:#e8efee}
      .souq-first-view__crumb{inline-size:55%;block-size:14px;margin-block:12px}
      .souq-first-view__title{inline-size:35%;block-size:24px;margin-block:0 49px}
      .souq-first-view__toolbar{block-size:40px;margin-block-end:20px;border-radius:10px;background:#fff;border:1px solid #e3ecea;box-sizing:border-box}
      .souq-first-view__grid{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:12px;margin:0;padding:0;list-style:none}
      .souq-first-view__card{box-sizing:border-box;block-size:338px;background:#fff;border:1px solid #e3ecea;border-radius:14px;overflow:hidden}
      .souq-first-view__cover{display:block;inline-size:100%;block-size:auto;aspect-ratio:4/3;object-fit:cover;background:#e8efee}
      .souq-first-view__body{padding:16px}
      .souq-first-view__name{margin:0 0 8px;font-size:16.8px;font-weight:600;line-height:25.2px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
      .souq-first-view__stars{inline-size:60%;block-size:16px}
      .souq-first-view__head{box-sizing:border-box;overflow:hidden;margin-block-end:24px;padding:24px;display:flex;flex-direction:column;align-items:center;gap:8px;background:linear-gradient(135deg,#fff 0%,#eef6f4 100%);border:1px solid #e3ecea;border-radius:14px}
      .souq-first-view__avatar{box-sizing:border-box;inline-size:112px;block-size:112px;margin-block-end:12px;border-radius:50%;border:4px solid #fff;object-fit:cover;background:#e8efee}
      .souq-first-view__heading{margin:0;max-inline-size:100%;font-size:20.8px;font-weight:700;line-height:29.12px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
      .souq-first-view__fact{inline-size:172px;block-size:24px}
      .souq-first-view__actions{align-self:stretch;display:flex;flex-direction:column;gap:10px;margin-block-start:12px}
      .souq-first-view__button{block-size:40px;border-radius:10px}
      .souq-first-view__picker{block-size:68px;border-radius:10px}
      .souq-first-view__panel{padding:20px;background:#fff;border:1px solid #e3ecea;border-radius:14px}
      .souq-first-view__panel-title{inline-size:50%;block-size:24px;margin-block:2px 14px}
      .souq-first-view__prose{margin:0;line-height:1.9;white-space:pre-line;overflow-wrap:anywhere}
      .souq-first-view--product .souq-first-view__page{padding-block-start:16px}
      .souq-first-view__gallery{display:block;inline-size:100%;block-size:auto;aspect-ratio:4/3;object-fit:cover;border-radius:14px;background:#e8efee}
    </style>`;

/** The longest the first view lies over the app (a page that never reports its content). */
const FIRST_VIEW_MAX_MS = 10_000;

const html = (text: string) => attr(text).replace(/>/g, '&gt;');
const line = (kind: string) => `<span class="souq-first-view__line souq-first-view__${kind}"></span>`;

/** The overlay around a page's first view, and the timer that takes it away at the latest. */
const firstView = (kind: 'cards' | 'profile' | 'product', page: string) =>
  `<div id="souq-first-view" class="souq-first-view souq-first-view--${kind}" aria-hidden="true"><div class="souq-first-view__header"></div>` +
  `<div class="souq-first-view__page">${page}</div></div>` +
  // Where the page's width has it hidden, it goes at once: nothing in the document but what shows.
  `<script>(function(){var e=document.getElementById('souq-first-view');if(getComputedStyle(e).display==='none')e.remove();else setTimeout(function(){e.remove()},${FIRST_VIEW_MAX_MS})})()</script>`;

function cardsPrepaint(cards: FirstViewCard[]): string {
  const items = cards.map((card, i) => {
    const picture = card.image
      ? `<img class="souq-first-view__cover" ${imgSources(card.image, '50vw')} width="640" height="480" alt=""${i < 2 ? ' fetchpriority="high"' : ' loading="lazy"'}>`
      : '<span class="souq-first-view__cover"></span>';
    return `<li class="souq-first-view__card">${picture}<div class="souq-first-view__body"><p class="souq-first-view__name"><bdi>${html(card.name)}</bdi></p>${line('stars')}</div></li>`;
  });
  return firstView(
    'cards',
    `${line('crumb')}${line('title')}<div class="souq-first-view__toolbar"></div><ul class="souq-first-view__grid">${items.join('')}</ul>`,
  );
}

/**
 * The profile head on a phone (provider-profile.css): 295 px of picture, name, experience and
 * rating; with exactly one service, its duration and price below them (68 px with their spacing);
 * then one full-width action per line, 10 px apart: follow, the service picker (label and select)
 * when it offers several services, request when it offers any, and complaint.
 */
const PROFILE_HEAD = { base: 295, oneService: 68, gap: 10, button: 40, picker: 68 } as const;

function profileHead(services: number): { height: number; facts: number; actions: ('button' | 'picker')[] } {
  const actions: ('button' | 'picker')[] = [
    'button',
    ...(services > 1 ? (['picker'] as const) : []),
    ...(services > 0 ? (['button'] as const) : []),
    'button',
  ];
  const height = actions.reduce((sum, a) => sum + PROFILE_HEAD[a], PROFILE_HEAD.gap * (actions.length - 1));
  return services === 1
    ? { height: PROFILE_HEAD.base + PROFILE_HEAD.oneService + height, facts: 4, actions }
    : { height: PROFILE_HEAD.base + height, facts: 2, actions };
}

function profilePrepaint(image: ImageHint, profile: FirstViewProfile): string {
  const { height, facts, actions } = profileHead(profile.services);
  const head =
    `<div class="souq-first-view__head" style="block-size:${height}px"><img class="souq-first-view__avatar" ${imgSources(image, '160px')} width="112" height="112" alt="" fetchpriority="high">` +
    `<p class="souq-first-view__heading" dir="auto">${html(profile.name)}</p>${line('fact').repeat(facts)}` +
    `<span class="souq-first-view__actions">${actions.map((a) => line(a)).join('')}</span></div>`;
  const about = profile.cv.trim()
    ? `<div class="souq-first-view__panel">${line('panel-title')}<p class="souq-first-view__prose" dir="auto">${html(profile.cv)}</p></div>`
    : '';
  return firstView('profile', head + about);
}

/**
 * A product's details on a phone (product-details.css: one column below 768 px, the gallery
 * first; its main picture is the container's width at 4:3, 16 px below the header): that picture,
 * the LCP element, which the page draws only after its chunks and the API. The rest of the page
 * (its layout depends on the thumbnails, the price and the texts) comes with the app.
 */
function productPrepaint(image: ImageHint): string {
  return firstView(
    'product',
    `<img class="souq-first-view__gallery" ${imgSources(image, '100vw')} width="640" height="480" alt="" fetchpriority="high">`,
  );
}

/**
 * Which built faces a page preloads: 'body' the body face's Arabic subset (every page); 'text'
 * both subsets of the body face, which a first view's LCP text (the profile's CV) is set in;
 * 'all' the bold face too (the cart's item names). More is not better: a preloaded face shares
 * the first round trips with the view's pictures, and text set in a face waits for it.
 */
type FontPreloads = 'body' | 'text' | 'all';

interface Prepainted {
  head: string[];
  root: string;
  after: string;
  /** The view draws text: the HTML declares the app's faces (./fontFace) for it. */
  text: boolean;
  fonts: FontPreloads;
}

function prepaint(image: ImageHint | null | undefined): Prepainted {
  const view = (after: string, text: boolean, fonts: FontPreloads = 'body'): Prepainted => ({
    head: [FIRST_VIEW_STYLE],
    root: '',
    after,
    text,
    fonts,
  });
  if (image?.prepaint === 'cards' && image.cards?.length) return view(cardsPrepaint(image.cards), true);
  if (image?.prepaint === 'profile' && image.profile) return view(profilePrepaint(image, image.profile), true, 'text');
  if (image?.prepaint === 'product') return view(productPrepaint(image), false);
  if (image?.prepaint !== 'banner') return { head: [], root: '', after: '', text: false, fonts: 'body' };
  return {
    head: [PREPAINT_STYLE],
    root:
      '<div class="souq-prepaint" aria-hidden="true"><div class="souq-prepaint__header"></div>' +
      `<img class="souq-hero-image" ${imgSources(image, '100vw')} width="1280" height="460" alt="" fetchpriority="high"></div>`,
    after: '',
    text: false,
    fonts: 'body',
  };
}

/** What the page's first render can show at once (read by `FirstViewImage` in @souq/ui). */
function firstImageScript(image: ImageHint | null | undefined): string {
  if (image?.prepaint !== 'banner') return '';
  return `window.__SOUQ_FIRST_IMAGE__=${inlineJson({ src: image.href, srcSet: image.srcset ?? null, sizes: image.sizes ?? '100vw' })};`;
}

/**
 * The faces a first view drawn by the HTML sets its text in: both subsets (Arabic text's digits,
 * spaces and punctuation are in the Latin one) of the body face and of the bold one (600 and 700
 * resolve to the 700 file, as in the app: names, titles, prices).
 */
const TEXT_VIEW_FONTS = /-(arabic|latin)-(400|700)-normal\.[0-9a-f]{8}\.woff2$/;
/** The built faces each kind of page preloads (see FontPreloads). */
const PRELOADED_FONTS: Record<FontPreloads, RegExp> = {
  body: /-arabic-400-normal\.[0-9a-f]{8}\.woff2$/,
  text: /-(arabic|latin)-400-normal\.[0-9a-f]{8}\.woff2$/,
  all: TEXT_VIEW_FONTS,
};
/** The characters each subset holds, as the app's @font-face rules (@souq/ui fonts.css) declare them. */
const SUBSET_RANGES: Record<'arabic' | 'latin', string> = createRequire(import.meta.url)('@fontsource/ibm-plex-sans-arabic/unicode.json');

/** The fonts folder as read for a build of the shell (its index.html): read again only when a deploy replaces it. */
const fontsOfBuild = new Map<string, { template: string; files: string[]; faces: string }>();

async function firstViewFonts(webRoot: string, template: string): Promise<{ files: string[]; faces: string }> {
  const hit = fontsOfBuild.get(webRoot);
  if (hit?.template === template) return hit;
  const files = (await readdir(path.join(webRoot, 'shell', 'dist', 'fonts')).catch(() => [] as string[])).filter((f) =>
    TEXT_VIEW_FONTS.test(f),
  );
  // The text views' @font-face rules, written once per build.
  const built = { template, files, faces: `<style>${files.map(fontFace).join('')}</style>` };
  fontsOfBuild.set(webRoot, built);
  return built;
}

const fontHint = (file: string) => `<link rel="preload" as="font" type="font/woff2" crossorigin="anonymous" href="/fonts/${attr(file)}">`;

/**
 * The body face for a first view painted by the HTML, both subsets with the app's character
 * ranges: its text must take the room, and paint the size, the app's will (the CV, an item's
 * name, a bubble are LCP elements; text first painted in a fallback face is smaller or larger,
 * and the app's same text painted later then counts as a new, late LCP). `block`: the text waits
 * for the preloaded files (at most 3 s) instead of painting once in another face. The app
 * declares the same faces in its JavaScript, too late for this.
 */
function fontFace(file: string): string {
  const [, subset, weight] = TEXT_VIEW_FONTS.exec(file) as unknown as [string, 'arabic' | 'latin', string];
  return `@font-face{font-family:'IBM Plex Sans Arabic';font-style:normal;font-weight:${weight};font-display:block;src:url(/fonts/${attr(file)}) format('woff2');unicode-range:${SUBSET_RANGES[subset]}}`;
}

/** The page for one request, or null when the shell is not built. */
export async function renderShellHtml(input: ShellHtmlInput): Promise<string | null> {
  const template = await readCached(path.join(input.webRoot, 'shell', 'dist', 'index.html'));
  if (!template) return null;
  const inline = `<script>window.__SOUQ_CONFIG__=${inlineJson(input.config)};window.__SOUQ_REMOTES__=${inlineJson(input.remotes)};${firstImageScript(input.image)}${earlyCallsScript(input.pathname, inlineJson)}</script>`;
  const painted = prepaint(input.image);
  // The cart, an order, a chat room: drawn by an inline script from their early answer (./signed-in-first-view.ts).
  const signedIn = painted.after ? '' : signedInFirstViewScript(input.pathname, FIRST_VIEW_MAX_MS, inlineJson);
  if (signedIn) {
    painted.head.push(FIRST_VIEW_STYLE, SIGNED_IN_FIRST_VIEW_STYLE);
    painted.after = `<script>${signedIn}</script>`;
    Object.assign(painted, { text: true, fonts: 'all' });
  }
  const fonts = await firstViewFonts(input.webRoot, template);
  const faces = painted.text ? [fonts.faces] : [];
  const preloads = fonts.files.filter((f) => PRELOADED_FONTS[painted.fonts].test(f)).map(fontHint);
  const hints = [...imageHint(input.image), ...painted.head, ...faces, ...preloads, ...(await remoteHints(input))];
  // The config script tag of the template is replaced; hints go right after it, before the shell's scripts.
  const configTag = /<script src=["']?\/runtime-config\.js["']?><\/script>/;
  const head = [inline, ...hints].join('\n    ');
  const page = configTag.test(template) ? template.replace(configTag, head) : template.replace('</head>', `${head}\n  </head>`);
  if (!painted.root && !painted.after) return page;
  return page.replace(/<div id=["']?root["']?><\/div>/, (root) => `${root.replace('</div>', `${painted.root}</div>`)}${painted.after}`);
}
