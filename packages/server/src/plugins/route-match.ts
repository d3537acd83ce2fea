/**
 * Which page of the route manifest (`@souq/routes`) a request's path is, for the HTML the server
 * fills in (./shell-html.ts, ./early-calls.ts): a pattern's `:name` parameters match one segment.
 */
import { manifest, type RouteEntry } from '@souq/routes/manifest';

/** A route pattern's parameters in `pathname`, or null when it does not match. */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const found = new RegExp(`^${source}/?$`).exec(pathname);
  if (!found) return null;
  try {
    return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(found[i + 1]!)]));
  } catch {
    return null;
  }
}

const ENTRIES: readonly RouteEntry[] = Object.values(manifest);

/** The manifest's page at `pathname` and its parameters, or null. */
export function pageAt(pathname: string): { route: RouteEntry; params: Record<string, string> } | null {
  for (const route of ENTRIES) {
    const params = matchRoute(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}
