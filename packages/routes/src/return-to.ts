/**
 * Where a visitor was going when they were asked to sign in: carried as `?returnTo=` on
 * the login and registration links and honoured after signing in. Only same-site paths
 * are accepted (an open redirect would let a link send a fresh session to another site).
 */
export const RETURN_TO_PARAM = 'returnTo';

/** The path when it is a same-site path (`/x…`), else null (`//evil`, `https:…`, `/\\evil`, empty). */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Browsers drop tabs and newlines from URLs (`/\t/evil` becomes `//evil`).
  if ([...value].some((c) => c.charCodeAt(0) < 0x20)) return null;
  return value;
}

/** `href` with `?returnTo=<path>` added when the path is safe (else `href` unchanged). */
export function withReturnTo(href: string, returnTo: string | null | undefined): string {
  const safe = safeReturnTo(returnTo);
  if (!safe) return href;
  const sep = href.includes('?') ? '&' : '?';
  return `${href}${sep}${RETURN_TO_PARAM}=${encodeURIComponent(safe)}`;
}
