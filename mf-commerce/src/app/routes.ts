import type { HarnessRoute } from '@souq/ui/harness';

/** The shell's paths for this remote's pages (used by the standalone harness). */
export const harnessRoutes: HarnessRoute[] = [
  { path: '/userProducts/:id', page: 'userProducts' },
  { path: '/providerProductDetails/:id', page: 'providerProductDetails' },
  { path: '/filesView', page: 'filesView' },
  { path: '/walletView', page: 'walletView' },
  { path: '/cartView', page: 'cartView' },
  { path: '/favView', page: 'favView' },
  { path: '/FavView', page: 'favView' },
];
