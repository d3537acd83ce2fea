/**
 * The shell's router table, derived from the route manifest (`@souq/routes`): paths, owners,
 * login and titles are written there once. Shell pages come from ./shell-pages; every other
 * page is the owner remote's exposed page, rendered in its own error boundary.
 */
import type { ReactNode } from 'react';
import { manifest, type Route, routeNames, ROUTES_NS } from '@souq/routes';
import '@souq/routes/titles';
import { RemotePage } from '@/features/remotes/components/remote-area';
import { shellPages } from './shell-pages';

export interface AppRoute {
  path: string;
  element: ReactNode;
  titleKey?: string;
  requiresAuth?: boolean;
  /** Which kind of account the page is for, when only one ('any' pages take both); 'admin': the console's own session. */
  role?: 'user' | 'provider' | 'admin';
  /** The admin console's pages: rendered without the shop's header and footer (mf-admin brings its own layout). */
  console?: boolean;
}

/** `routes:<title>` for document.title, or undefined for the platform name alone. */
export const titleKeyOf = (route: Route) => (route.title ? `${ROUTES_NS}:${route.title}` : undefined);

export function toAppRoute(route: Route): AppRoute {
  return {
    path: route.path,
    element: route.owner === 'shell' ? shellPages[route.page] : <RemotePage remote={route.owner} page={route.page} />,
    titleKey: titleKeyOf(route),
    requiresAuth: route.login !== false,
    role: route.login === 'user' || route.login === 'provider' || route.login === 'admin' ? route.login : undefined,
    console: route.owner === 'mf_admin' || undefined,
  };
}

/** Every manifest route but the not-found catch-all (the router adds it last). */
export const appRoutes: AppRoute[] = routeNames.filter((name) => name !== 'notFound').map((name) => toAppRoute(manifest[name]));

export const notFoundRoute: AppRoute = toAppRoute(manifest.notFound);
