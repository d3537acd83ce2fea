import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { setUnauthenticatedRedirect } from '@souq/api-client';
import { appRoutes, type AppRoute, notFoundRoute } from './route-table';
import { RequireAuth, type RouteHandle } from './route-guard';
import { RootLayout } from './root-layout';

export function toRouteObjects(routes: AppRoute[]): RouteObject[] {
  return routes.map((r) => ({
    path: r.path,
    element: r.requiresAuth ? <RequireAuth>{r.element}</RequireAuth> : r.element,
    handle: { titleKey: r.titleKey, requiresAuth: Boolean(r.requiresAuth) } satisfies RouteHandle,
  }));
}

export function buildRouteObjects(routes: AppRoute[] = appRoutes): RouteObject[] {
  const children: RouteObject[] = [
    ...toRouteObjects(routes),
    { path: notFoundRoute.path, element: notFoundRoute.element, handle: { titleKey: notFoundRoute.titleKey } satisfies RouteHandle },
  ];
  return [{ element: <RootLayout routes={children} />, children }];
}

export function createAppRouter(routes: AppRoute[] = appRoutes) {
  const router = createBrowserRouter(buildRouteObjects(routes));
  // The API client sends an expired session to the matching login through the router.
  setUnauthenticatedRedirect((path) => void router.navigate(path));
  return router;
}
