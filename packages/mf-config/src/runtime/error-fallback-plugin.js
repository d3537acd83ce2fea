/**
 * Federation runtime plugin: a remote that cannot be reached (manifest, entry or chunk)
 * resolves to a marker module instead of rejecting forever or hanging the page; the shell's
 * remote loader turns the marker into the localized fallback with a retry button.
 * Manifest fetches also get a time limit so a stalled server cannot keep a spinner up.
 * @see https://module-federation.io/plugin/dev/index.html#errorloadremote
 */
const MANIFEST_TIMEOUT_MS = 10000;

export const REMOTE_UNAVAILABLE = '__souqRemoteUnavailable';

export default function souqErrorFallbackPlugin() {
  return {
    name: 'souq-error-fallback-plugin',
    fetch(url, init) {
      if (typeof AbortController === 'undefined' || !/\.json(\?|$)/.test(String(url))) return undefined;
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), MANIFEST_TIMEOUT_MS);
      return fetch(url, { ...(init || {}), signal: controller.signal }).finally(() => clearTimeout(timer));
    },
    errorLoadRemote(args) {
      const { id, error, lifecycle } = args;
      // Only the final "load this module" step may be answered with a module; earlier
      // steps (manifest) must fail so that this step runs and answers with the marker.
      if (lifecycle !== 'onLoad') return undefined;
      if (typeof console !== 'undefined') console.warn(`[federation] remote "${id}" is unavailable`, error);
      const marker = { [REMOTE_UNAVAILABLE]: true, id, error: String(error?.message || error) };
      // Build-time remotes expect a module factory; runtime loadRemote() expects the module.
      return args.from === 'build' ? () => marker : marker;
    },
  };
}
