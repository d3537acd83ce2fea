import type { HarnessRoute } from '@souq/ui/harness';

/** The shell's paths for this remote's pages (used by the standalone harness). */
export const harnessRoutes: HarnessRoute[] = [
  { path: '/providersView/:id/:category/:text', page: 'providersView' },
  { path: '/providerProfile/:id', page: 'providerProfile' },
  { path: '/providerServiceDetails/:id/:num', page: 'providerServiceDetails' },
];
