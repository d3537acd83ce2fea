import { REMOTE_APPS, type RemoteApp } from '@souq/routes/remotes';

export type RemoteEntry = RemoteApp;

/** A remote by federation name (`mf_orders`) or folder (`mf-orders`). */
export function findRemote(nameOrFolder: string): RemoteEntry | undefined {
  return REMOTE_APPS.find((r) => r.name === nameOrFolder || r.folder === nameOrFolder);
}

/** URL prefix of the releases folder: `/releases/<folder>/<version>/<file>`. */
export const RELEASES_PREFIX = '/releases/';

/** A version names a folder: letters, digits, `.`, `-` and `+` only, never `.` or `..` alone. */
export const RELEASE_VERSION = /^(?!\.{1,2}$)[0-9A-Za-z.+-]{1,80}$/;

/** The manifest URL of a release, on this host (the `+` stays as it is: it is valid in a path). */
export const releaseManifestUrl = (remote: RemoteEntry, version: string) =>
  `${RELEASES_PREFIX}${remote.folder}/${version}/mf-manifest.json`;

/**
 * The file a /releases/ URL names, relative to the releases folder, or null: a known remote's
 * folder, a well-formed version (its `+` percent-encoded or not) and a path that stays inside.
 */
export function releaseRelPath(url: string): string | null {
  let parts: string[];
  try {
    parts = url.slice(RELEASES_PREFIX.length).split('?')[0]!.split('/').map(decodeURIComponent);
  } catch {
    return null;
  }
  const [folder = '', version = '', ...rest] = parts;
  const remote = findRemote(folder);
  if (!remote || remote.folder !== folder || !RELEASE_VERSION.test(version) || rest.length === 0) return null;
  // Decoded one segment at a time: an encoded `/` or `\` must not make a segment of its own.
  if (rest.some((p) => p === '' || p === '.' || p === '..' || /[/\\\0]/.test(p))) return null;
  return [folder, version, ...rest].join('/');
}
