import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { setUnauthenticatedRedirect } from '@souq/api-client';
import { bus } from '@souq/event-bus';
import { withReturnTo } from '@souq/routes';
import { appRoutes, type AppRoute, notFoundRoute } from './route-table';
import { RequireAdmin, RequireAuth, type RouteHandle, requiresAuth } from './route-guard';
import { ConsoleRootLayout, RootLayout } from './root-layout';

export function toRouteObjects(routes: AppRoute[]): RouteObject[] {
  return routes.map((r) => ({
    path: r.path,
    element: !r.requiresAuth ? (
      r.element
    ) : r.role === 'admin' ? (
      <RequireAdmin>{r.element}</RequireAdmin>
    ) : (
      <RequireAuth role={r.role}>{r.element}</RequireAuth>
    ),
    handle: { titleKey: r.titleKey, requiresAuth: Boolean(r.requiresAuth) } satisfies RouteHandle,
  }));
}

/**
 * The shop's pages under the header and footer; the admin console's (mf-admin, `/admin/*`) in a
 * bare frame of their own: the console has its own layout, and its remote is fetched only when
 * one of its routes is opened.
 */
export function buildRouteObjects(routes: AppRoute[] = appRoutes): RouteObject[] {
  const children: RouteObject[] = [
    ...toRouteObjects(routes.filter((r) => !r.console)),
    { path: notFoundRoute.path, element: notFoundRoute.element, handle: { titleKey: notFoundRoute.titleKey } satisfies RouteHandle },
  ];
  const consoleRoutes = toRouteObjects(routes.filter((r) => r.console));
  return [
    ...(consoleRoutes.length ? [{ element: <ConsoleRootLayout />, children: consoleRoutes }] : []),
    { element: <RootLayout routes={children} />, children },
  ];
}

export function createAppRouter(routes: AppRoute[] = appRoutes) {
  const objects = buildRouteObjects(routes);
  const router = createBrowserRouter(objects);
  connectRouter(router, objects);
  return router;
}

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * What the router does for the rest of the page: shared components ask to go somewhere
 * through the bus (`navigate`), and an expired session (the API answers `unauthenticated`)
 * leads to the matching login, back to this page afterwards, only from a login-only page:
 * on a public page the stale session is dropped and the visitor stays.
 */
export function connectRouter(router: AppRouter, objects: RouteObject[]): () => void {
  setUnauthenticatedRedirect((loginPath) => {
    const { pathname, search } = router.state.location;
    if (!requiresAuth(objects, pathname)) return null;
    const to = withReturnTo(loginPath, `${pathname}${search}`);
    void router.navigate(to);
    return to;
  });
  return bus.on('navigate', ({ to, replace }) => void router.navigate(to, { replace }));
}
