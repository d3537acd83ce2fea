/**
 * Exposed as `./pages`: page name → component. The shell's route table renders them with
 * `<RemotePage remote="mf_commerce" page="…" />`; params come from the shared router's useParams.
 */
import { lazy, type ComponentType } from 'react';
import '@/config/i18n';

export const pages: Record<string, ComponentType> = {
  userProducts: lazy(() => import('@/features/products/pages/user-products-page')),
  providerProductDetails: lazy(() => import('@/features/product-details/pages/provider-product-details-page')),
  filesView: lazy(() => import('@/features/downloads/pages/files-view-page')),
  walletView: lazy(() => import('@/features/wallet/pages/wallet-view-page')),
  cartView: lazy(() => import('@/features/cart/pages/cart-view-page')),
  favView: lazy(() => import('@/features/favourites/pages/fav-view-page')),
};

export default pages;
