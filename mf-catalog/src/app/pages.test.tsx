import { pages } from './pages';
import { harnessRoutes } from './routes';

describe('mf_catalog ./pages', () => {
  it('exposes every page the shell routes to', () => {
    expect(Object.keys(pages).sort()).toEqual(['providerProfile', 'providerServiceDetails', 'providersView']);
    for (const r of harnessRoutes) expect(pages[r.page]).toBeDefined();
  });

  it('exposes components (lazy pages)', () => {
    for (const page of Object.values(pages)) expect(typeof page === 'function' || typeof page === 'object').toBe(true);
  });
});
