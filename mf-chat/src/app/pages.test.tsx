import { pages } from './pages';
import { harnessRoutes } from './routes';
import { expectExposedPages, expectPlaceholderPage } from '@souq/testing';

describe('mf_chat ./pages', () => {
  it('exposes every page the shell routes to', () => {
    expectExposedPages(pages, harnessRoutes, ['allchatsView', 'chatView']);
  });

  it('renders a localized placeholder page', async () => {
    await expectPlaceholderPage(pages.allchatsView, 'المحادثات');
  });
});
