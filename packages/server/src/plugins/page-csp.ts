/**
 * The Content-Security-Policy of the app's HTML. Sessions live in localStorage, so any script
 * that runs on the page owns the session: scripts come only from this origin and the origins
 * remotes are configured on, and an inline script runs only when it is one the server put in
 * the page (each is hashed as the page is served: the page is filled in per request, see
 * shell-html.ts). Nonces would do too but make every page unique; hashes keep equal pages equal.
 * Styles allow 'unsafe-inline': antd writes its CSS-in-JS into <style> elements at run time
 * (a nonce through ConfigProvider `csp` would make the page uncacheable), and a style cannot
 * read the token. Plugins, <base> rewrites and framing (clickjacking) are refused.
 * @see https://developer.mozilla.org/docs/Web/HTTP/Headers/Content-Security-Policy
 */
import { createHash } from 'node:crypto';

/** `<script …>body</script>` with its attributes and body. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The CSP source of every inline script of a page (`'sha256-…'`), in page order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const out = new Set<string>();
  for (const [, attrs, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attrs ?? '')) continue;
    out.add(
      `'sha256-${createHash('sha256')
        .update(body ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return [...out];
}

/** The policy of one served page. */
export function pageCsp(html: string, remoteOrigins: readonly string[]): string {
  const scripts = ["'self'", ...remoteOrigins, ...inlineScriptHashes(html)];
  return [
    `script-src ${scripts.join(' ')}`,
    `style-src ${["'self'", "'unsafe-inline'", ...remoteOrigins].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
