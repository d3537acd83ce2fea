/**
 * Exposed as `./pages`: page name → component. The shell renders them on `/admin/*` only (its
 * console frame, no shop header), so nobody else downloads this remote's code.
 */
import { type ComponentType, lazy } from 'react';
import type { PageOf } from '@souq/routes';
import { AdminGate } from '@/components/admin-gate';
import '@/config/i18n';

/** A console page behind the admin session (its code and its requests wait for one). */
function gated(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Page = lazy(load);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per page at module load, never during a render
  const Gated = () => (
    <AdminGate>
      <Page />
    </AdminGate>
  );
  return Gated;
}

/** Exactly the pages the route manifest gives to mf_admin (a missing or stray page fails to compile). */
export const pages: Record<PageOf<'mf_admin'>, ComponentType> = {
  adminLogin: lazy(() => import('@/features/auth/pages/admin-login-page')),
  adminDashboard: gated(() => import('@/features/dashboard/pages/dashboard-page')),
  adminProviders: gated(() => import('@/features/providers/pages/providers-page')),
  adminProducts: gated(() => import('@/features/products/pages/products-page')),
  adminCustomers: gated(() => import('@/features/customers/pages/customers-page')),
  adminOrders: gated(() => import('@/features/orders/pages/orders-page')),
  adminOrderDetails: gated(() => import('@/features/orders/pages/order-details-page')),
  adminComplaints: gated(() => import('@/features/complaints/pages/complaints-page')),
  adminSettlements: gated(() => import('@/features/settlements/pages/settlements-page')),
  adminCatalogue: gated(() => import('@/features/catalogue/pages/catalogue-page')),
  adminSettings: gated(() => import('@/features/settings/pages/settings-page')),
  adminAuditLog: gated(() => import('@/features/audit/pages/audit-log-page')),
  adminAccounts: gated(() => import('@/features/accounts/pages/accounts-page')),
  adminReleases: gated(() => import('@/features/releases/pages/releases-page')),
};

export default pages;
