/**
 * The shell owns the route table (ARCHITECTURE.md "Route ownership": paths exact, typos
 * included). `requiresAuth` follows the spec's * marks; `titleKey` feeds document.title.
 */
import type { ReactNode } from 'react';
import { identityRoutes } from '@/features/identity/routes';
import { staticRoutes } from '@/features/static-pages/routes';
import { RemotePage } from '@/features/remotes/remote-area';
import type { RemoteName } from '@/lib/federation';
import { HomePage } from '@/features/home/home-page';
import { lazy, Suspense } from 'react';
import { PageSkeleton } from '@souq/ui';

const NotificationsPage = lazy(() =>
  import('@/features/notifications/components/notifications-page').then((m) => ({ default: m.NotificationsPage })),
);

export interface AppRoute {
  path: string;
  element: ReactNode;
  titleKey?: string;
  requiresAuth?: boolean;
}

const remote = (name: RemoteName, page: string, path: string, requiresAuth = false, titleKey = page): AppRoute => ({
  path,
  element: <RemotePage remote={name} page={page} />,
  titleKey: `shell:titles.${titleKey}`,
  requiresAuth,
});

/** Remote-owned pages: remote name, exposed page name, path, login required. */
export const remoteRoutes: AppRoute[] = [
  remote('mf_catalog', 'providersView', '/providersView/:id/:category/:text'),
  remote('mf_catalog', 'providerProfile', '/providerProfile/:id'),
  remote('mf_catalog', 'providerServiceDetails', '/providerServiceDetails/:id/:num'),

  remote('mf_orders', 'orderSteps', '/orderSteps/:id', true),
  remote('mf_orders', 'userOrder', '/userOrder', true),
  remote('mf_orders', 'userOrderDetails', '/userOrderDetails/:id', true),
  remote('mf_orders', 'providerOrder', '/providerOrder', true),
  remote('mf_orders', 'providerOrderDetails', '/providerOrderDetails/:id', true),
  remote('mf_orders', 'userReviews', '/userReviews', true),

  remote('mf_commerce', 'userProducts', '/userProducts/:id'),
  remote('mf_commerce', 'providerProductDetails', '/providerProductDetails/:id'),
  remote('mf_commerce', 'filesView', '/filesView', true),
  remote('mf_commerce', 'walletView', '/walletView', true),
  remote('mf_commerce', 'cartView', '/cartView', true),
  remote('mf_commerce', 'favView', '/favView', true),
  remote('mf_commerce', 'favView', '/FavView', true),

  remote('mf_chat', 'allchatsView', '/allchatsView', true),
  remote('mf_chat', 'chatView', '/chatView/:id', true),

  remote('mf_provider_admin', 'providerEditProfile', '/providerEditProfile', true),
  remote('mf_provider_admin', 'bankView', '/bankView', true),
  remote('mf_provider_admin', 'worksView', '/worksView', true),
  remote('mf_provider_admin', 'editService', '/editService/:id', true),
  remote('mf_provider_admin', 'addnewService', '/addnewService', true),
  remote('mf_provider_admin', 'editnewServices', '/editnewServices/:id', true),
  remote('mf_provider_admin', 'providerProducts', '/providerProducts', true),
  remote('mf_provider_admin', 'addnewProduct', '/addnewProduct', true),
  remote('mf_provider_admin', 'editProviderProduct', '/editProviderProduct/:id', true),
  // Not marked * in the spec: the page itself asks for a session.
  remote('mf_provider_admin', 'fainancialView', '/fainancialView'),
  remote('mf_provider_admin', 'reportsView', '/reportsView'),
];

export const shellRoutes: AppRoute[] = [
  { path: '/', element: <HomePage />, titleKey: undefined },
  {
    path: '/notificationsView',
    element: (
      <Suspense fallback={<PageSkeleton />}>
        <NotificationsPage />
      </Suspense>
    ),
    titleKey: 'shell:titles.notifications',
    requiresAuth: true,
  },
];

export const appRoutes: AppRoute[] = [...shellRoutes, ...identityRoutes, ...staticRoutes, ...remoteRoutes];
