import { pages } from './pages';
import { harnessRoutes } from './routes';
import { expectExposedPages } from '@souq/testing';

describe('mf_catalog ./pages', () => {
  it('exposes every page the shell routes to', () => {
    expectExposedPages(pages, harnessRoutes, ['providerProfile', 'providerServiceDetails', 'providersView']);
  });

  it('exposes components (lazy pages)', () => {
    for (const page of Object.values(pages)) expect(typeof page === 'function' || typeof page === 'object').toBe(true);
  });
});
