/**
 * Serving files next to the API:
 *  - `uploadsPlugin` (always): stored files at /uploads/ with safe headers — images inline,
 *    anything else as a download, nosniff and a sandboxing CSP, so an uploaded HTML or
 *    SVG file can never run as a page of this origin;
 *  - `webAppPlugin` (SERVE_WEB): the built shell at / with an SPA fallback (unknown /api
 *    paths keep the 404 envelope), each remote's dist at /mf/<name>/ (CORS comes from the
 *    app's cors plugin, so a remote can be loaded cross-origin), /remotes.json for run-time
 *    remote discovery (REMOTES_JSON overrides entries) and /runtime-config.js;
 *  - each remote's releases (scripts/release.mjs) at /releases/<folder>/<version>/, kept
 *    after a switch so a page opened before it still loads its chunks. /remotes.json names the
 *    live release of each remote (the database's), else the build at /mf/.
 * Hashed assets are cached for a year (immutable); federation manifests (mf-manifest.json,
 * mf-stats.json) and /remotes.json are never stored (`no-store`); the other entry files
 * (index.html, remoteEntry.js) are revalidated on every load so a new deploy is picked up at once.
 * Built text assets are sent from their build-time `.br` / `.gz` copies by Accept-Encoding
 * (`preCompressed`, with `Vary: Accept-Encoding`); index.html is filled in per request
 * (shell-html.ts). Uploaded images have WebP variants, made on demand when missing.
 * @see https://github.com/fastify/fastify-static
 */
import { mkdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from '../lib/envelope';
import { t } from '../lib/i18n';
import { isRasterImage, VARIANT_WIDTHS, variantPath } from '../modules/storage/image-variants';
import { firstFolder, isUnlisted, needsSignature, SIGNED_SEGMENT } from '../modules/storage/signed-urls';
import type { Storage } from '../modules/storage/storage';
import { RELEASES_PREFIX, findRemote, releaseRelPath } from '../modules/releases/remotes';
import type { ReleasesService } from '../modules/releases/releases.service';
import { pageCsp } from './page-csp';
import { REMOTE_APPS } from '@souq/routes/remotes';
import { type FirstViewCard, type FirstViewProfile, type ImageHint, renderShellHtml } from './shell-html';

export { releaseRelPath };

export const RUNTIME_CONFIG = { apiBaseUrl: '/api/v1', socketUrl: '' };

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Federation manifests name the files a page loads next: never stored, not even to revalidate. */
const NEVER_STORE = 'no-store';
const MANIFESTS = new Set(['mf-manifest.json', 'mf-stats.json']);
/** webpack's `[name].[contenthash:8].js` and `assets/[name].[contenthash:8][ext]`. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js']);
/** Paths that look like files: a miss is a 404, not the SPA page. */
const ASSET_PATH = /\.(?:html?|js|mjs|cjs|css|map|json|png|jpe?g|gif|webp|svg|ico|woff2?|ttf|otf|eot|txt|xml|wasm|mp4|webm|mp3|pdf|zip)$/i;

function assetHeaders(reply: FastifyReply, file: string) {
  // A pre-compressed copy (`main.1a2b3c4d.js.br`) is cached like its original.
  const base = path.basename(file).replace(/\.(?:br|gz)$/, '');
  reply.header(
    'cache-control',
    MANIFESTS.has(base)
      ? NEVER_STORE
      : ENTRY_FILES.has(base) || base.endsWith('.html')
        ? REVALIDATE
        : HASHED.test(base)
          ? IMMUTABLE
          : REVALIDATE,
  );
}

const INLINE_IMAGES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};
/** Types a browser would render or execute: served as opaque bytes instead. */
const ACTIVE_TYPES =
  /^(?:text\/html|application\/xhtml|image\/svg|text\/xml|application\/xml|text\/javascript|application\/javascript|application\/ecmascript|text\/css)/i;

function uploadHeaders(reply: FastifyReply, file: string) {
  const ext = path.extname(file).toLowerCase();
  const image = INLINE_IMAGES[ext];
  reply.header('x-content-type-options', 'nosniff');
  reply.header('content-security-policy', "default-src 'none'; sandbox");
  // Stored names are random and never reused (variants are derived from them), so they never change.
  reply.header('cache-control', IMMUTABLE);
  if (image) {
    reply.header('content-type', image);
    reply.header('content-disposition', 'inline');
    return;
  }
  const type = String(reply.getHeader('content-type') ?? '');
  if (!type || ACTIVE_TYPES.test(type)) reply.header('content-type', 'application/octet-stream');
  reply.header('content-disposition', `attachment; filename="${path.basename(file).replace(/[^\w.-]/g, '_')}"`);
}

/**
 * The relative path a URL names under /uploads/, decoded and normalized (`a/../chat/x` is
 * `chat/x`, as the file server would read it), or null when it leaves the folder or cannot be
 * decoded. Folder checks run on this form, so no spelling of a path slips past them.
 */
export function uploadRelPath(url: string): string | null {
  let rel: string;
  try {
    rel = decodeURIComponent(url.slice('/uploads/'.length).split('?')[0]!);
  } catch {
    return null;
  }
  if (rel.includes('\0')) return null;
  const normal = path.posix.normalize(rel.replace(/\\/g, '/')).replace(/^\/+/, '');
  return normal.startsWith('..') ? null : normal;
}

/** Private files answer with a status and the localized reason (a file URL is outside the JSON contract). */
const LINK_REFUSALS = { invalid: { status: 403, key: 'files.link_invalid' }, expired: { status: 410, key: 'files.link_expired' } } as const;

function privateUploadHeaders(reply: FastifyReply, file: string) {
  uploadHeaders(reply, file);
  // The link expires: only this browser may keep it, and no longer than the link lives.
  reply.header('cache-control', 'private, max-age=3600');
}

/**
 * Uploaded files at /uploads/ (registered whether or not the web app is served): public
 * pictures as they are; the private folders (storage/signed-urls.ts) only by a signed link
 * `/uploads/s/<expires>/<signature>/<path>` that has not expired. Files on this disk are sent by
 * the file server; files in a bucket are streamed from it (public pictures) or, once the link
 * is checked, reached by a redirect to a short-lived presigned URL (private files).
 */
export const uploadsPlugin: FastifyPluginAsync<{ storage: Storage; now: () => Date }> = async (app, opts) => {
  const { storage } = opts;
  const refuse = (request: FastifyRequest, reply: FastifyReply, why: keyof typeof LINK_REFUSALS) =>
    reply
      .code(LINK_REFUSALS[why].status)
      .header('cache-control', 'no-store')
      .send(envelope('fail', t(request.lang, LINK_REFUSALS[why].key), null));

  app.addHook('onRequest', async (request, reply) => {
    const url = request.raw.url ?? '';
    if (!url.startsWith('/uploads/')) return;
    const rel = uploadRelPath(url);
    if (rel === null || isUnlisted(rel)) {
      // Products' downloadable files are served only through a buyer's download link (modules/commerce).
      reply.callNotFound();
      return reply;
    }
    if (firstFolder(rel) === SIGNED_SEGMENT) return; // the signed route below checks it
    if (needsSignature(rel)) return refuse(request, reply, 'invalid');
    if (rel.endsWith('.webp')) await storage.ensureVariant(rel);
  });
  /** The stored path of a signed link once checked, or null after refusing it. */
  const checkedSignedPath = async (request: FastifyRequest, reply: FastifyReply) => {
    const [, expires = '', signature = '', ...rest] = uploadRelPath(request.raw.url ?? '')!.split('/');
    const rel = rest.join('/');
    const check = storage.signer.check(expires, signature, rel, opts.now().getTime());
    if (check !== 'ok') {
      await refuse(request, reply, check);
      return null;
    }
    if (rel.endsWith('.webp')) await storage.ensureVariant(rel);
    return rel;
  };

  if (!storage.root) {
    app.get('/uploads/s/*', { schema: { hide: true } }, async (request, reply) => {
      const rel = await checkedSignedPath(request, reply);
      if (rel === null) return reply;
      const direct = await storage.directLink(rel);
      if (!direct) return reply.callNotFound();
      // The presigned URL outlives no cache: each visit asks again.
      return reply.header('cache-control', 'no-store').redirect(direct, 302);
    });
    app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
      const rel = uploadRelPath(request.raw.url ?? '');
      const file = rel === null ? null : await storage.read(rel);
      if (!file || rel === null) return reply.callNotFound();
      uploadHeaders(reply, rel);
      return reply.header('content-length', file.size).send(file.body);
    });
    return;
  }

  const root = storage.root;
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    etag: true,
    setHeaders: uploadHeaders,
  });
  await app.register(async (signed) => {
    await signed.register(fastifyStatic, {
      root,
      serve: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      cacheControl: false,
      etag: true,
      setHeaders: privateUploadHeaders,
    });
    signed.get('/uploads/s/*', async (request, reply) => {
      const rel = await checkedSignedPath(request, reply);
      if (rel === null) return reply;
      return reply.sendFile(rel);
    });
  });
};

/** REMOTES_JSON: a JSON object of federation name → manifest URL (absolute, or a path on this host). */
export function parseRemoteOverrides(json: string | null): Record<string, string> {
  if (!json) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error(
      'Invalid configuration:\n  REMOTES_JSON: must be a JSON object, e.g. {"mf_chat":"https://cdn.example/chat/mf-manifest.json"}',
    );
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || Object.values(parsed).some((v) => typeof v !== 'string')) {
    throw new Error('Invalid configuration:\n  REMOTES_JSON: must map remote names to URL strings');
  }
  return parsed as Record<string, string>;
}

/**
 * The remotes manifest: this host's remotes as paths, then the overrides as configured. Never
 * built from the request: it is inlined in HTML a proxy may cache, and names code every
 * visitor runs (the shell resolves a path against the page's own origin).
 */
export function remotesManifest(overrides: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const r of REMOTE_APPS) out[r.name] = `/mf/${r.segment}/mf-manifest.json`;
  return Object.assign(out, overrides);
}

async function isFile(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isFile();
  } catch {
    return false;
  }
}

/** Paths the SPA must never answer: the API, remotes, uploads and sockets keep their own 404. */
const NOT_SPA = /^\/(?:api|mf|releases|uploads|socket\.io)(?:\/|$)/;

/** The WebP widths of an uploaded image as a srcset (the same rule as `imageSources` in @souq/ui). */
export function uploadSrcset(url: string): string | undefined {
  const at = url.indexOf('/uploads/');
  if (at < 0 || !isRasterImage(url)) return undefined;
  return VARIANT_WIDTHS.map((w) => `${variantPath(url, w)} ${w}w`).join(', ');
}

const LCP_TTL_MS = 30_000;

interface LcpSource {
  key: string;
  method: 'GET' | 'POST';
  url: string;
  form?: string;
  /** The `sizes` of the <img> that shows it (the preload must pick the same file). */
  sizes: string;
  /** Painted by the HTML itself before any JavaScript (home's banner, the providers' first cards: see shell-html.ts). */
  prepaint?: ImageHint['prepaint'];
  /** The LCP image, and what the HTML paints: the first cards of a list, a profile's head and CV. */
  pick: (body: unknown) => { image: string | null | undefined; cards?: FirstViewCard[]; profile?: FirstViewProfile };
}

/** A provider of the list as the API answers it (the fields the first paint shows). */
type ListedProvider = { name?: string; image?: string | null };

const PROVIDERS_VIEW = /^\/providersView\/(\d+)(?:\/|$)/;
const PROVIDER_PROFILE = /^\/providerProfile\/(\d+)\/?$/;
const PRODUCT_DETAILS = /^\/providerProductDetails\/(\d+)\/?$/;
/** The product gallery's main picture's `sizes` (`GALLERY_SIZES` of @souq/ui's image-gallery.tsx). */
const PRODUCT_GALLERY_SIZES = '(max-width: 767px) 100vw, 640px';
/** The profile picture's `sizes` (mf-catalog's profile-header.tsx). */
const PROFILE_IMAGE_SIZES = '160px';
/** The provider cards' `sizes` (mf-catalog's provider-card.tsx). */
const PROVIDER_CARD_SIZES = '(max-width: 640px) 50vw, 280px';
/** Cards the HTML paints on the providers of a sub-service: two rows on a phone. */
const FIRST_VIEW_CARDS = 4;

/**
 * The route's LCP image: home's first banner slide; on the providers of a sub-service, the first
 * provider's picture (the first card of the list: sizes as in mf-catalog's provider-card.tsx).
 */
function lcpSource(pathname: string): LcpSource | null {
  if (pathname === '/') {
    return {
      key: 'home',
      method: 'GET',
      url: '/api/v1/intor-sliders',
      sizes: '100vw',
      prepaint: 'banner',
      pick: (body) => ({ image: (body as { data?: Array<{ image?: string | null }> }).data?.[0]?.image }),
    };
  }
  const providers = PROVIDERS_VIEW.exec(pathname);
  if (providers) {
    return {
      key: `providers:${providers[1]}`,
      method: 'POST',
      url: '/api/v1/user/services/provider',
      form: `service_id=${providers[1]}`,
      sizes: PROVIDER_CARD_SIZES,
      prepaint: 'cards',
      pick: (body) => {
        const list = (body as { data?: { data?: ListedProvider[] } }).data?.data ?? [];
        return {
          image: list[0]?.image,
          cards: list.slice(0, FIRST_VIEW_CARDS).map((p) => ({
            name: String(p.name ?? ''),
            image: p.image ? { href: p.image, srcset: uploadSrcset(p.image), sizes: PROVIDER_CARD_SIZES } : null,
          })),
        };
      },
    };
  }
  const profile = PROVIDER_PROFILE.exec(pathname);
  if (profile) {
    return {
      key: `profile:${profile[1]}`,
      method: 'POST',
      url: '/api/v1/user/provider/show-profile',
      form: `provider_id=${profile[1]}`,
      sizes: PROFILE_IMAGE_SIZES,
      prepaint: 'profile',
      pick: (body) => {
        const p = (body as { data?: { name?: string; image?: string | null; cv?: string | null; services?: unknown[] } }).data;
        const services = Array.isArray(p?.services) ? p.services.length : 0;
        return { image: p?.image, profile: p ? { name: String(p.name ?? ''), cv: String(p.cv ?? ''), services } : undefined };
      },
    };
  }
  const product = PRODUCT_DETAILS.exec(pathname);
  if (product) {
    return {
      key: `product:${product[1]}`,
      method: 'POST',
      url: '/api/v1/user/products/show',
      form: `product_id=${product[1]}`,
      sizes: PRODUCT_GALLERY_SIZES,
      prepaint: 'product',
      pick: (body) => ({
        image: (body as { data?: { preview_files_attachments?: Array<{ link?: string | null }> } }).data?.preview_files_attachments?.[0]
          ?.link,
      }),
    };
  }
  return null;
}

/** Reads a route's LCP image through the API itself, briefly cached per origin and route. */
function lcpImageLoader(app: FastifyInstance) {
  const cache = new Map<string, { at: number; hint: ImageHint | null }>();
  return async (request: FastifyRequest, pathname: string): Promise<ImageHint | null> => {
    const source = lcpSource(pathname);
    if (!source) return null;
    const key = `${request.baseUrl} ${source.key}`;
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < LCP_TTL_MS) return hit.hint;
    let hint: ImageHint | null = null;
    try {
      const res = await app.inject({
        method: source.method,
        url: source.url,
        // Its own rate-limit bucket: the page's visitor must not pay for the server's look-up.
        remoteAddress: '127.0.0.254',
        headers: {
          ...Object.fromEntries(
            ['host', 'x-forwarded-host', 'x-forwarded-proto'].flatMap((h) => (request.headers[h] ? [[h, String(request.headers[h])]] : [])),
          ),
          ...(source.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(source.form ? { payload: source.form } : {}),
      });
      // Only what the API answers to anyone: an unknown or hidden provider paints nothing.
      const { image, cards, profile } = res.statusCode === 200 ? source.pick(res.json()) : { image: null };
      if (image) hint = { href: image, srcset: uploadSrcset(image), sizes: source.sizes, prepaint: source.prepaint, cards, profile };
    } catch {
      hint = null;
    }
    if (cache.size > 200) cache.clear();
    cache.set(key, { at: Date.now(), hint });
    return hint;
  };
}

const PRECOMPRESSED = { preCompressed: true } as const;

/** `?preview=<remote>@<version>`: a tab's release under test (the version may be percent-encoded). */
function previewOf(query: unknown): { remote: string; version: string } | null {
  const raw = (query as { preview?: unknown } | undefined)?.preview;
  if (typeof raw !== 'string') return null;
  const at = raw.indexOf('@');
  return at > 0 ? { remote: raw.slice(0, at), version: raw.slice(at + 1) } : null;
}

export const webAppPlugin: FastifyPluginAsync<{
  webRoot: string;
  remotesJson: string | null;
  remoteOrigins: readonly string[];
  releasesDir: string;
  releases: Pick<ReleasesService, 'live' | 'manifestOf'>;
}> = async (app, opts) => {
  const overrides = parseRemoteOverrides(opts.remotesJson);
  const shellDist = path.resolve(opts.webRoot, 'shell', 'dist');
  const lcpImage = lcpImageLoader(app);

  /** The builds at /mf/, the live releases over them, REMOTES_JSON over both; read per page, so a switch needs no restart. */
  const liveRemotes = async () => ({ ...remotesManifest({}), ...(await opts.releases.live()), ...overrides });

  app.get('/remotes.json', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const remotes = await liveRemotes();
    const preview = previewOf(request.query);
    const url = preview && (await opts.releases.manifestOf(preview.remote, preview.version));
    if (preview && url) remotes[findRemote(preview.remote)!.name] = url;
    return remotes;
  });

  app.get(`${RELEASES_PREFIX}*`, async (request, reply) => {
    const rel = releaseRelPath(request.raw.url ?? '');
    if (rel === null) return reply.callNotFound();
    if (!(await isFile(path.join(opts.releasesDir, rel)))) return reply.callNotFound();
    return reply.sendFile(rel, opts.releasesDir);
  });

  app.get('/runtime-config.js', async (_request, reply) => {
    reply.header('cache-control', REVALIDATE).type('application/javascript; charset=utf-8');
    return `window.__SOUQ_CONFIG__ = ${JSON.stringify(RUNTIME_CONFIG)};\n`;
  });

  for (const r of REMOTE_APPS) {
    await app.register(fastifyStatic, {
      root: path.resolve(opts.webRoot, r.folder, 'dist'),
      prefix: `/mf/${r.segment}/`,
      decorateReply: false,
      index: false,
      list: false,
      cacheControl: false,
      setHeaders: assetHeaders,
      ...PRECOMPRESSED,
    });
  }

  // The shell: files when they exist, otherwise index.html for client-side routes.
  await app.register(fastifyStatic, { root: shellDist, serve: false, cacheControl: false, setHeaders: assetHeaders, ...PRECOMPRESSED });
  const page = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const html = await renderShellHtml({
      pathname,
      config: RUNTIME_CONFIG,
      remotes: await liveRemotes(),
      local: REMOTE_APPS,
      webRoot: opts.webRoot,
      releasesDir: opts.releasesDir,
      image: await lcpImage(request, pathname),
    });
    if (html === null) return reply.callNotFound();
    return reply
      .header('cache-control', REVALIDATE)
      .header('content-security-policy', pageCsp(html, opts.remoteOrigins))
      .type('text/html; charset=utf-8')
      .send(html);
  };
  const spa = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = (request.raw.url ?? '/').split('?')[0]!;
    if (NOT_SPA.test(pathname)) return reply.callNotFound();
    let rel: string;
    try {
      rel = decodeURIComponent(pathname).replace(/^\/+/, '');
    } catch {
      return reply.callNotFound();
    }
    const abs = path.resolve(shellDist, rel);
    if (rel === 'index.html') return page(request, reply, '/');
    if (rel && abs.startsWith(shellDist + path.sep) && (await isFile(abs))) return reply.sendFile(path.relative(shellDist, abs));
    if (ASSET_PATH.test(rel)) return reply.callNotFound();
    return page(request, reply, pathname);
  };
  app.get('/', spa);
  app.get('/*', spa);
};
