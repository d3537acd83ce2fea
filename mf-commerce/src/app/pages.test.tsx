import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { SouqProviders } from '@souq/ui';
import { pages } from './pages';
import { harnessRoutes } from './routes';

describe('mf_commerce ./pages', () => {
  it('exposes every page the shell routes to', () => {
    expect(Object.keys(pages).sort()).toEqual(['cartView', 'favView', 'filesView', 'providerProductDetails', 'userProducts', 'walletView']);
    for (const r of harnessRoutes) expect(pages[r.page]).toBeDefined();
  });

  it('renders a localized placeholder page', async () => {
    const Page = pages.cartView;
    render(
      <SouqProviders>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </SouqProviders>,
    );
    expect(await screen.findByText('قريباً')).toBeInTheDocument();
    expect(screen.getByText('سلة المشتريات')).toBeInTheDocument();
  });
});
