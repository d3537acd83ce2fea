/**
 * Run-time remote discovery: `/remotes.json` (served next to the page, and inlined in it as
 * `window.__SOUQ_REMOTES__`) maps each remote's federation name to its `mf-manifest.json` URL:
 * the live release of each remote, switched on the server without a rebuild or a restart.
 * A page keeps the releases it has loaded; after a failure it asks for the current mapping
 * once (`refreshRemote`). `?preview=<remote>@<version>` loads a recorded release in this tab
 * only: it is kept in sessionStorage, which no other tab reads.
 */
import { loadRemote, registerGlobalPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import souqSingletonGuardPlugin from '@souq/mf-config/runtime/singleton-guard-plugin';
import type { RemoteName } from '@souq/routes';

export type ExposedModule = 'pages' | 'widgets';
export type RemotesManifest = Partial<Record<RemoteName, string>>;

/** Same key as the runtime plugin's marker (packages/mf-config/src/runtime/error-fallback-plugin.js). */
const REMOTE_UNAVAILABLE = '__souqRemoteUnavailable';

export class RemoteUnavailableError extends Error {
  constructor(
    public readonly remote: string,
    detail?: string,
  ) {
    super(`Remote ${remote} is unavailable${detail ? `: ${detail}` : ''}`);
    this.name = 'RemoteUnavailableError';
  }
}

let manifest: Promise<RemotesManifest> | null = null;

/** The tab's remembered preview; public/index.html reads it before the first paint (`__SOUQ_PREVIEW__`). */
export const PREVIEW_KEY = 'souq.preview';

export interface PreviewRelease {
  remote: string;
  version: string;
}

/** What the page's head script read (null: nothing remembered), or undefined when it did not run. */
function readByPage(): string | null | undefined {
  const w = window as { __SOUQ_PREVIEW__?: string | null };
  return '__SOUQ_PREVIEW__' in w ? (w.__SOUQ_PREVIEW__ ?? null) : undefined;
}

/** The release this tab previews: from `?preview=` (then remembered for the tab), else remembered. */
export function previewRelease(): PreviewRelease | null {
  let raw: string | null = null;
  try {
    // A `+` left unencoded in the query reads as a space; versions have no spaces.
    raw = new URLSearchParams(window.location.search).get('preview')?.replace(/ /g, '+') ?? null;
    if (raw) sessionStorage.setItem(PREVIEW_KEY, raw);
    else {
      const read = readByPage();
      raw = read === undefined ? sessionStorage.getItem(PREVIEW_KEY) : read;
    }
  } catch {
    // Storage blocked: the preview lasts as long as the query.
  }
  const at = raw ? raw.indexOf('@') : -1;
  return raw && at > 0 ? { remote: raw.slice(0, at), version: raw.slice(at + 1) } : null;
}

/** Ends this tab's preview: the next load uses the live releases. */
export function endPreview(): void {
  if (readByPage() !== undefined) (window as { __SOUQ_PREVIEW__?: string | null }).__SOUQ_PREVIEW__ = null;
  try {
    sessionStorage.removeItem(PREVIEW_KEY);
  } catch {
    // Nothing was kept.
  }
}

/** The current mapping from the server (never a cached copy), with this tab's preview. */
async function requestManifest(): Promise<RemotesManifest> {
  const preview = previewRelease();
  const query = preview ? `?preview=${encodeURIComponent(`${preview.remote}@${preview.version}`)}` : '';
  const res = await fetch(`/remotes.json${query}`, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`remotes.json answered ${res.status}`);
  return (await res.json()) as RemotesManifest;
}

function resolveEntry(url: string): string {
  return new URL(url, window.location.origin).toString();
}

/** The server inlines the manifest in the page it serves (one round trip less on the first view). */
function inlineManifest(): RemotesManifest | null {
  const inline = (window as { __SOUQ_REMOTES__?: unknown }).__SOUQ_REMOTES__;
  return inline && typeof inline === 'object' ? (inline as RemotesManifest) : null;
}

async function fetchManifest(): Promise<RemotesManifest> {
  // Before any remote starts: every remote's federation instance gets the guard.
  registerGlobalPlugins([souqSingletonGuardPlugin()]);
  const json = (!previewRelease() && inlineManifest()) || (await requestManifest());
  const remotes = Object.entries(json)
    .filter((entry): entry is [RemoteName, string] => typeof entry[1] === 'string' && entry[1].length > 0)
    .map(([name, entry]) => ({ name, entry: resolveEntry(entry) }));
  registerRemotes(remotes);
  return json;
}

/** Fetches and registers the remotes once; a failure is retried on the next call. */
export function ensureRemotesRegistered(): Promise<RemotesManifest> {
  if (!manifest) {
    manifest = fetchManifest().catch((err: unknown) => {
      manifest = null;
      throw err;
    });
  }
  return manifest;
}

const modules = new Map<string, Promise<unknown>>();

/** Loads `<remote>/<exposed>`; rejects with RemoteUnavailableError instead of hanging or crashing. */
export function loadRemoteModule<T>(remote: RemoteName, exposed: ExposedModule): Promise<T> {
  const id = `${remote}/${exposed}`;
  const cached = modules.get(id);
  if (cached) return cached as Promise<T>;
  const promise = (async () => {
    const registered = await ensureRemotesRegistered().catch((err: unknown) => {
      throw new RemoteUnavailableError(remote, String(err));
    });
    if (!registered[remote]) throw new RemoteUnavailableError(remote, 'not listed in remotes.json');
    const mod = await loadRemote<T>(id);
    if (!mod || (typeof mod === 'object' && REMOTE_UNAVAILABLE in (mod as object))) {
      throw new RemoteUnavailableError(remote, (mod as { error?: string } | null)?.error);
    }
    return mod;
  })();
  modules.set(id, promise);
  promise.catch(() => modules.delete(id));
  return promise;
}

/**
 * Retry after a failure: forget what we cached, ask the server which release of the remote is
 * live now (it may have been switched since the page loaded) and register it afresh, which
 * clears the runtime's cache of that remote.
 */
export async function refreshRemote(remote: RemoteName): Promise<void> {
  for (const key of [...modules.keys()]) if (key.startsWith(`${remote}/`)) modules.delete(key);
  const current = await requestManifest().catch(() => null);
  const registered = await ensureRemotesRegistered().catch(() => null);
  const entry = current?.[remote] ?? registered?.[remote];
  if (!entry) return;
  if (registered) registered[remote] = entry;
  registerRemotes([{ name: remote, entry: resolveEntry(entry) }], { force: true });
}
