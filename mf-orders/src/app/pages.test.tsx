import path from 'node:path';
import { screen } from '@testing-library/react';
import { expectExposesManifestPages } from '@souq/routes/testing';
import { mockApi, ok, renderPage, signInAs } from '@souq/testing';
import { pages } from './pages';

jest.setTimeout(60_000);

describe('mf_orders ./pages', () => {
  it('exposes, as ./pages in its federation config, exactly the pages the route manifest gives it', () => {
    expectExposesManifestPages(path.resolve(__dirname, '../..'));
  });

  it('renders the real orders page (no placeholder)', async () => {
    signInAs('user');
    const api = mockApi({ 'POST /user/request-service': ok([]) });
    const UserOrder = pages.userOrder;
    await renderPage(<UserOrder />, { path: '/userOrder' });
    expect(await screen.findByRole('heading', { level: 1, name: 'طلباتي' })).toBeInTheDocument();
    expect(await screen.findByText('لا توجد طلبات بعد')).toBeInTheDocument();
    expect(screen.queryByText('قريباً')).not.toBeInTheDocument();
    api.restore();
  });
});
