/**
 * Exposed as `./pages`: page name → component. The shell's router (from the `@souq/routes` manifest) renders them with
 * `<RemotePage remote="mf_provider_admin" page="…" />`; params come from the shared router's useParams.
 */
import { lazy, type ComponentType } from 'react';
import type { PageOf } from '@souq/routes';
import '@/config/i18n';

/** Exactly the pages the route manifest gives to mf_provider_admin (a missing or stray page fails to compile). */
export const pages: Record<PageOf<'mf_provider_admin'>, ComponentType> = {
  providerEditProfile: lazy(() => import('@/features/profile/pages/provider-edit-profile-page')),
  bankView: lazy(() => import('@/features/bank/pages/bank-view-page')),
  worksView: lazy(() => import('@/features/works/pages/works-view-page')),
  editService: lazy(() => import('@/features/works/pages/edit-service-page')),
  addnewService: lazy(() => import('@/features/works/pages/addnew-service-page')),
  editnewServices: lazy(() => import('@/features/works/pages/editnew-services-page')),
  providerProducts: lazy(() => import('@/features/products/pages/provider-products-page')),
  addnewProduct: lazy(() => import('@/features/products/pages/addnew-product-page')),
  editProviderProduct: lazy(() => import('@/features/products/pages/edit-provider-product-page')),
  fainancialView: lazy(() => import('@/features/financial/pages/fainancial-view-page')),
  reportsView: lazy(() => import('@/features/reports/pages/reports-view-page')),
};

export default pages;
