/**
 * Exposed as `./pages`: page name → component. The shell's router (from the `@souq/routes` manifest) renders them with
 * `<RemotePage remote="mf_orders" page="…" />`; params come from the shared router's useParams.
 */
import { lazy, type ComponentType } from 'react';
import type { PageOf } from '@souq/routes';
import '@/config/i18n';
import { withLiveOrders } from '@/lib/use-live-orders';

/** Exactly the pages the route manifest gives to mf_orders (a missing or stray page fails to compile); each follows order changes live. */
export const pages: Record<PageOf<'mf_orders'>, ComponentType> = {
  orderSteps: withLiveOrders(lazy(() => import(/* webpackChunkName: "page-orderSteps" */ '@/features/offers/pages/order-steps-page'))),
  userOrder: withLiveOrders(
    lazy(() => import(/* webpackChunkName: "page-userOrder" */ '@/features/customer-orders/pages/user-order-page')),
  ),
  userOrderDetails: withLiveOrders(
    lazy(() => import(/* webpackChunkName: "page-userOrderDetails" */ '@/features/customer-orders/pages/user-order-details-page')),
  ),
  providerOrder: withLiveOrders(
    lazy(() => import(/* webpackChunkName: "page-providerOrder" */ '@/features/provider-orders/pages/provider-order-page')),
  ),
  providerOrderDetails: withLiveOrders(
    lazy(() => import(/* webpackChunkName: "page-providerOrderDetails" */ '@/features/provider-orders/pages/provider-order-details-page')),
  ),
  userReviews: withLiveOrders(lazy(() => import(/* webpackChunkName: "page-userReviews" */ '@/features/reviews/pages/user-reviews-page'))),
};

export default pages;
