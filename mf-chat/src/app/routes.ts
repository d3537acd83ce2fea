import type { HarnessRoute } from '@souq/ui/harness';

/** The shell's paths for this remote's pages (used by the standalone harness). */
export const harnessRoutes: HarnessRoute[] = [
  { path: '/allchatsView', page: 'allchatsView' },
  { path: '/chatView/:id', page: 'chatView' },
];
