import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { SouqProviders } from '@souq/ui';
import { pages } from './pages';
import { harnessRoutes } from './routes';

describe('mf_orders ./pages', () => {
  it('exposes every page the shell routes to', () => {
    expect(Object.keys(pages).sort()).toEqual([
      'orderSteps',
      'providerOrder',
      'providerOrderDetails',
      'userOrder',
      'userOrderDetails',
      'userReviews',
    ]);
    for (const r of harnessRoutes) expect(pages[r.page]).toBeDefined();
  });

  it('renders a localized placeholder page', async () => {
    const Page = pages.userOrder;
    render(
      <SouqProviders>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </SouqProviders>,
    );
    expect(await screen.findByText('قريباً')).toBeInTheDocument();
    expect(screen.getByText('طلباتي')).toBeInTheDocument();
  });
});
