import type { HarnessRoute } from '@souq/ui/harness';

/** The shell's paths for this remote's pages (used by the standalone harness). */
export const harnessRoutes: HarnessRoute[] = [
  { path: '/providerEditProfile', page: 'providerEditProfile' },
  { path: '/bankView', page: 'bankView' },
  { path: '/worksView', page: 'worksView' },
  { path: '/editService/:id', page: 'editService' },
  { path: '/addnewService', page: 'addnewService' },
  { path: '/editnewServices/:id', page: 'editnewServices' },
  { path: '/providerProducts', page: 'providerProducts' },
  { path: '/addnewProduct', page: 'addnewProduct' },
  { path: '/editProviderProduct/:id', page: 'editProviderProduct' },
  { path: '/fainancialView', page: 'fainancialView' },
  { path: '/reportsView', page: 'reportsView' },
];
