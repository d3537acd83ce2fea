import path from 'node:path';
import { expectExposesManifestPages } from '@souq/routes/testing';

describe('mf_chat ./pages', () => {
  it('exposes, as ./pages in its federation config, exactly the pages the route manifest gives it', () => {
    expectExposesManifestPages(path.resolve(__dirname, '../..'));
  });
});
