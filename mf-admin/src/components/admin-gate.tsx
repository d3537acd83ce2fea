import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAdminSession } from '@souq/auth';
import { paths, withReturnTo } from '@souq/routes';

/**
 * Console pages render (and ask the API) only with an admin session; anyone else goes to
 * /admin/login and comes back after it. The shell guards the routes too; this covers the
 * standalone harness and a session that ends while a page is open.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const signedIn = useAdminSession((s) => Boolean(s.admin_token));
  const { pathname, search } = useLocation();
  if (!signedIn) return <Navigate to={withReturnTo(paths.adminLogin.getHref(), `${pathname}${search}`)} replace />;
  return <>{children}</>;
}
