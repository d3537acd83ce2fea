/**
 * Exposed as `./pages`: page name → component. The shell renders them on `/admin/*` only (its
 * console frame, no shop header), so nobody else downloads this remote's code.
 */
import { lazy, type ComponentType } from 'react';
import type { PageOf } from '@souq/routes';
import '@/config/i18n';

/** Exactly the pages the route manifest gives to mf_admin (a missing or stray page fails to compile). */
export const pages: Record<PageOf<'mf_admin'>, ComponentType> = {
  adminLogin: lazy(() => import('@/features/auth/pages/admin-login-page')),
  adminDashboard: lazy(() => import('@/features/dashboard/pages/dashboard-page')),
  adminProviders: lazy(() => import('@/features/providers/pages/providers-page')),
  adminProducts: lazy(() => import('@/features/products/pages/products-page')),
  adminCustomers: lazy(() => import('@/features/customers/pages/customers-page')),
  adminOrders: lazy(() => import('@/features/orders/pages/orders-page')),
  adminOrderDetails: lazy(() => import('@/features/orders/pages/order-details-page')),
  adminComplaints: lazy(() => import('@/features/complaints/pages/complaints-page')),
  adminSettlements: lazy(() => import('@/features/settlements/pages/settlements-page')),
  adminCatalogue: lazy(() => import('@/features/catalogue/pages/catalogue-page')),
  adminSettings: lazy(() => import('@/features/settings/pages/settings-page')),
  adminAuditLog: lazy(() => import('@/features/audit/pages/audit-log-page')),
  adminAccounts: lazy(() => import('@/features/accounts/pages/accounts-page')),
};

export default pages;
