/**
 * Exposed as `./pages`: page name → component. The shell's router (from the `@souq/routes` manifest) renders them with
 * `<RemotePage remote="mf_catalog" page="…" />`; params come from the shared router's useParams.
 */
import { lazy, type ComponentType } from 'react';
import type { PageOf } from '@souq/routes';
import '@/config/i18n';

/** Exactly the pages the route manifest gives to mf_catalog (a missing or stray page fails to compile). */
export const pages: Record<PageOf<'mf_catalog'>, ComponentType> = {
  providersView: lazy(() => import('@/features/providers/pages/providers-view-page')),
  providerProfile: lazy(() => import('@/features/provider-profile/pages/provider-profile-page')),
  providerServiceDetails: lazy(() => import('@/features/service-details/pages/provider-service-details-page')),
  search: lazy(() => import('@/features/search/pages/search-page')),
};

export default pages;
