import type { HarnessRoute } from '@souq/ui/harness';

/** The shell's paths for this remote's pages (used by the standalone harness). */
export const harnessRoutes: HarnessRoute[] = [
  { path: '/orderSteps/:id', page: 'orderSteps' },
  { path: '/userOrder', page: 'userOrder' },
  { path: '/userOrderDetails/:id', page: 'userOrderDetails' },
  { path: '/providerOrder', page: 'providerOrder' },
  { path: '/providerOrderDetails/:id', page: 'providerOrderDetails' },
  { path: '/userReviews', page: 'userReviews' },
];
