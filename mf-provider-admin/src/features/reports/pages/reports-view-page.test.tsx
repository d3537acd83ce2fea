import { screen } from '@testing-library/react';
import { createOwnProductCard, ok, renderPage, testApi } from '@souq/testing';
import { signInProvider, signInProviderEachTest } from '@/testing/provider-session';
import ReportsViewPage from './reports-view-page';
import '@/config/i18n';

jest.setTimeout(60_000);

const api = testApi();
signInProviderEachTest('storeOwner');

const own = (over: Record<string, unknown>) => createOwnProductCard({ is_purchased: true, ...over });

describe('/reportsView', () => {
  it('lists products with their download counts, linking to the product details', async () => {
    api.mock({ 'GET /provider/downloads': ok([own({ id: 8, name: 'قالب', download_count: 12 })]) });
    await renderPage(<ReportsViewPage />, { path: '/reportsView' });
    const link = await screen.findByRole('link', { name: 'تفاصيل المنتج قالب' });
    expect(link).toHaveAttribute('href', '/providerProductDetails/8');
    expect(screen.getByText(/12 تحميلًا/)).toBeInTheDocument();
  });

  it('says when there are no download requests yet', async () => {
    api.mock({ 'GET /provider/downloads': ok([]) });
    await renderPage(<ReportsViewPage />, { path: '/reportsView' });
    expect(await screen.findByText('لا توجد طلبات تحميل بعد')).toBeInTheDocument();
  });

  it('tells a freelancer the page is for store owners', async () => {
    signInProvider('freelancer');
    api.mock({});
    await renderPage(<ReportsViewPage />, { path: '/reportsView' });
    expect(await screen.findByText('هذه الصفحة لأصحاب المتاجر فقط')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
