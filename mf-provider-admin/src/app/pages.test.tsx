import { pages } from './pages';
import { harnessRoutes } from './routes';
import { expectExposedPages, expectPlaceholderPage } from '@souq/testing';

describe('mf_provider_admin ./pages', () => {
  it('exposes every page the shell routes to', () => {
    expectExposedPages(pages, harnessRoutes, [
      'addnewProduct',
      'addnewService',
      'bankView',
      'editProviderProduct',
      'editService',
      'editnewServices',
      'fainancialView',
      'providerEditProfile',
      'providerProducts',
      'reportsView',
      'worksView',
    ]);
  });

  it('renders a localized placeholder page', async () => {
    await expectPlaceholderPage(pages.bankView, 'الحساب البنكي');
  });
});
