import { useEffect, type ReactNode } from 'react';
import { matchRoutes, Navigate, useBlocker, useLocation, type RouteObject } from 'react-router-dom';
import { getSession, isSignedIn, useAdminSession, useSession } from '@souq/auth';
import { showNeedLogin } from '@souq/ui';
import { paths, withReturnTo } from '@souq/routes';
import { RoleMismatchPage } from './routes/role-mismatch';

export interface RouteHandle {
  titleKey?: string;
  requiresAuth?: boolean;
}

/** True when the deepest route matching `pathname` is marked login-required. */
export function requiresAuth(routes: RouteObject[], pathname: string): boolean {
  const matches = matchRoutes(routes, pathname) ?? [];
  const last = matches[matches.length - 1];
  return Boolean((last?.route.handle as RouteHandle | undefined)?.requiresAuth);
}

/**
 * docs/product/README.md#screens-and-routes: without a token, navigating to a * route is cancelled (the user stays where
 * they are) and the need-login modal shows; signing in from it leads to the route asked for.
 */
export function NavigationGuard({ routes }: { routes: RouteObject[] }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && !isSignedIn(getSession()) && requiresAuth(routes, nextLocation.pathname),
  );
  useEffect(() => {
    if (blocker.state === 'blocked') {
      const { pathname, search } = blocker.location;
      blocker.reset();
      showNeedLogin(`${pathname}${search}`);
    }
  }, [blocker]);
  return null;
}

/**
 * A * route opened directly (typed URL, reload after logout): there is no page to stay on,
 * so the need-login modal shows over the home page, remembering the route asked for.
 */
export function RequireAuth({ children, role }: { children: ReactNode; role?: 'user' | 'provider' }) {
  const signedIn = useSession((s) => Boolean(s.token && s.visitor));
  const visitor = useSession((s) => s.visitor);
  // Signed out on purpose towards a login screen (phone or password changed, session
  // expired): go there, not home with the need-login modal.
  const exitTo = useSession((s) => s.exitTo);
  const { pathname, search } = useLocation();
  const asked = `${pathname}${search}`;
  useEffect(() => {
    if (!signedIn && !exitTo) showNeedLogin(asked);
  }, [signedIn, exitTo, asked]);
  if (!signedIn) return <Navigate to={exitTo ?? paths.home.getHref()} replace />;
  if (role && visitor !== role) return <RoleMismatchPage needs={role} />;
  return <>{children}</>;
}

/**
 * An admin console page: without an admin session it goes to the console's own sign-in
 * (and back here after it), so the console's code is not fetched for anyone else.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const signedIn = useAdminSession((s) => Boolean(s.admin_token));
  const { pathname, search } = useLocation();
  if (!signedIn) return <Navigate to={withReturnTo(paths.adminLogin.getHref(), `${pathname}${search}`)} replace />;
  return <>{children}</>;
}
