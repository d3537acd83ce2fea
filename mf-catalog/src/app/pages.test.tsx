import path from 'node:path';
import { expectExposesManifestPages } from '@souq/routes/testing';
import { pages } from './pages';

describe('mf_catalog ./pages', () => {
  it('exposes, as ./pages in its federation config, exactly the pages the route manifest gives it', () => {
    expectExposesManifestPages(path.resolve(__dirname, '../..'));
  });

  it('exposes components (lazy pages)', () => {
    for (const page of Object.values(pages)) expect(typeof page === 'function' || typeof page === 'object').toBe(true);
  });
});
