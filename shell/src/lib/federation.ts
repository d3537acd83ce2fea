/**
 * Run-time remote discovery: `/remotes.json` (served next to the page, and inlined in it as
 * `window.__SOUQ_REMOTES__`) maps each remote's federation name to its `mf-manifest.json` URL. Pointing the shell at a new build of a
 * remote is an edit of that file, never a rebuild.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
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

function resolveEntry(url: string): string {
  return new URL(url, window.location.origin).toString();
}

/** The server inlines the manifest in the page it serves (one round trip less on the first view). */
function inlineManifest(): RemotesManifest | null {
  const inline = (window as { __SOUQ_REMOTES__?: unknown }).__SOUQ_REMOTES__;
  return inline && typeof inline === 'object' ? (inline as RemotesManifest) : null;
}

async function fetchManifest(): Promise<RemotesManifest> {
  let json = inlineManifest();
  if (!json) {
    const res = await fetch('/remotes.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`remotes.json answered ${res.status}`);
    json = (await res.json()) as RemotesManifest;
  }
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

/** Retry after a failure: forget what we cached and re-register the remote (clears the runtime's cache). */
export async function resetRemote(remote: RemoteName): Promise<void> {
  for (const key of [...modules.keys()]) if (key.startsWith(`${remote}/`)) modules.delete(key);
  const registered = await ensureRemotesRegistered().catch(() => null);
  const entry = registered?.[remote];
  if (entry) registerRemotes([{ name: remote, entry: resolveEntry(entry) }], { force: true });
}
