/**
 * Exposed as `./pages`: page name → component. The shell's route table renders them with
 * `<RemotePage remote="mf_catalog" page="…" />`; params come from the shared router's useParams.
 */
import { lazy, type ComponentType } from 'react';
import '@/config/i18n';

export const pages: Record<string, ComponentType> = {
  providersView: lazy(() => import('@/features/providers/pages/providers-view-page')),
  providerProfile: lazy(() => import('@/features/provider-profile/pages/provider-profile-page')),
  providerServiceDetails: lazy(() => import('@/features/service-details/pages/provider-service-details-page')),
};

export default pages;
