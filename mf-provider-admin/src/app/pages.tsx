/**
 * Exposed as `./pages`: page name → component. The shell's route table renders them with
 * `<RemotePage remote="mf_provider_admin" page="…" />`; params come from the shared router's useParams.
 */
import { lazy, type ComponentType } from 'react';
import '@/config/i18n';

export const pages: Record<string, ComponentType> = {
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
