/**
 * Exposed as `./pages`: page name → component. The shell's router (from the `@souq/routes` manifest) renders them with
 * `<RemotePage remote="mf_commerce" page="…" />`; params come from the shared router's useParams.
 */
import { lazy, type ComponentType } from 'react';
import type { PageOf } from '@souq/routes';
import '@/config/i18n';

/** Exactly the pages the route manifest gives to mf_commerce (a missing or stray page fails to compile). */
export const pages: Record<PageOf<'mf_commerce'>, ComponentType> = {
  userProducts: lazy(() => import(/* webpackChunkName: "page-userProducts" */ '@/features/products/pages/user-products-page')),
  providerProductDetails: lazy(
    () => import(/* webpackChunkName: "page-providerProductDetails" */ '@/features/product-details/pages/provider-product-details-page'),
  ),
  filesView: lazy(() => import(/* webpackChunkName: "page-filesView" */ '@/features/downloads/pages/files-view-page')),
  walletView: lazy(() => import(/* webpackChunkName: "page-walletView" */ '@/features/wallet/pages/wallet-view-page')),
  cartView: lazy(() => import(/* webpackChunkName: "page-cartView" */ '@/features/cart/pages/cart-view-page')),
  favView: lazy(() => import(/* webpackChunkName: "page-favView" */ '@/features/favourites/pages/fav-view-page')),
};

export default pages;
