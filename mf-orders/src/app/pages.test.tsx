import path from 'node:path';
import { expectExposesManifestPages } from '@souq/routes/testing';
import { pages } from './pages';
import { expectPlaceholderPage } from '@souq/testing';

describe('mf_orders ./pages', () => {
  it('exposes, as ./pages in its federation config, exactly the pages the route manifest gives it', () => {
    expectExposesManifestPages(path.resolve(__dirname, '../..'));
  });

  it('renders a localized placeholder page', async () => {
    await expectPlaceholderPage(pages.userOrder, 'طلباتي');
  });
});
