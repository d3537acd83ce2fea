import { pages } from './pages';
import { harnessRoutes } from './routes';
import { expectExposedPages, expectPlaceholderPage } from '@souq/testing';

describe('mf_commerce ./pages', () => {
  it('exposes every page the shell routes to', () => {
    expectExposedPages(pages, harnessRoutes, ['cartView', 'favView', 'filesView', 'providerProductDetails', 'userProducts', 'walletView']);
  });

  it('renders a localized placeholder page', async () => {
    await expectPlaceholderPage(pages.cartView, 'سلة المشتريات');
  });
});
