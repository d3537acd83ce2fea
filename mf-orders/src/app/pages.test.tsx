import { pages } from './pages';
import { harnessRoutes } from './routes';
import { expectExposedPages, expectPlaceholderPage } from '@souq/testing';

describe('mf_orders ./pages', () => {
  it('exposes every page the shell routes to', () => {
    expectExposedPages(pages, harnessRoutes, [
      'orderSteps',
      'providerOrder',
      'providerOrderDetails',
      'userOrder',
      'userOrderDetails',
      'userReviews',
    ]);
  });

  it('renders a localized placeholder page', async () => {
    await expectPlaceholderPage(pages.userOrder, 'طلباتي');
  });
});
