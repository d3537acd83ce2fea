import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../i18n';
import { ProviderHome } from './provider-home';
import { sessionStore } from '@souq/auth';
import { createOwnProductCard, createProviderRequest, ok, renderPage, signOut, testApi } from '@souq/testing';

const signInProvider = (providerShow: 'freelancer' | 'storeOwner' | 'bothProviders') =>
  sessionStore.getState().signIn({ token: 'test-provider-token', visitor: 'provider', name: 'سارة', providerShow });

const storeApi = {
  'GET /provider/financial/transactions': ok({ transactions: [], total_transactions: 1234.5, total_due: 0, pending_settlement: null }),
  'GET /provider/products': ok([
    createOwnProductCard({ id: 1 }),
    createOwnProductCard({ id: 2, is_approved: false }),
    createOwnProductCard({ id: 3, is_approved: false, rejection_reason: 'صور غير واضحة' }),
  ]),
  'GET /provider/downloads': ok([createOwnProductCard({ id: 1, download_count: 12 }), createOwnProductCard({ id: 4, download_count: 3 })]),
};

describe('ProviderHome (home widget)', () => {
  const api = testApi();
  beforeEach(() => signInProvider('freelancer'));
  afterEach(() => {
    signOut();
  });

  it("shows a store owner the store's sales, products waiting for approval and downloads, not the service orders", async () => {
    signInProvider('storeOwner');
    api.mock(storeApi);
    await renderPage(<ProviderHome />);
    expect(await screen.findByTestId('figure-sales')).toHaveTextContent('1,234.50');
    expect(screen.getByTestId('figure-awaitingApproval')).toHaveTextContent('1');
    expect(screen.getByTestId('figure-downloads')).toHaveTextContent('15');
    expect(screen.getByRole('link', { name: 'منتجات بانتظار الموافقة' })).toHaveAttribute('href', '/providerProducts');
    expect(screen.getByRole('link', { name: 'مرات التحميل' })).toHaveAttribute('href', '/reportsView');
    expect(screen.queryByText('الطلبات الجديدة')).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path.startsWith('/provider/request-services'))).toBe(false);
  });

  it('shows a provider who is both the store figures and the service orders', async () => {
    signInProvider('bothProviders');
    api.mock({
      ...storeApi,
      'POST /provider/request-services/counts': ok({ new: 2, review: 0, current: 0, finished: 0 }),
      'POST /provider/request-services': ok([]),
    });
    await renderPage(<ProviderHome />);
    expect(await screen.findByTestId('figure-downloads')).toHaveTextContent('15');
    expect(await screen.findByTestId('counter-new')).toHaveTextContent('2');
  });

  it('shows the four counters and the new orders with links to their details', async () => {
    api.mock({
      'POST /provider/request-services/counts': ok({ new: 2, review: 5, current: 1, finished: 7 }),
      'POST /provider/request-services': ok([
        createProviderRequest({ id: 11, number: 'R-1001', request_date: '2026-11-01', client_name: 'سارة', status: 'بانتظار عرض السعر' }),
      ]),
    });
    await renderPage(<ProviderHome />);
    expect(await screen.findByTestId('counter-new')).toHaveTextContent('2');
    expect(screen.getByTestId('counter-review')).toHaveTextContent('5');
    expect(screen.getByTestId('counter-current')).toHaveTextContent('1');
    expect(screen.getByTestId('counter-finished')).toHaveTextContent('7');

    const link = await screen.findByRole('link', { name: 'تفاصيل الطلب رقم R-1001' });
    expect(link).toHaveAttribute('href', '/providerOrderDetails/11');
    const card = link.closest('li') as HTMLElement;
    expect(within(card).getByText('سارة')).toBeInTheDocument();
    expect(within(card).getByText('1 نوفمبر 2026').tagName).toBe('TIME');
    expect(within(card).getByText('بانتظار عرض السعر')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/provider/request-services')?.body).toEqual({ status: 1 });
  });

  it('says "no orders yet" when there are no new orders', async () => {
    api.mock({
      'POST /provider/request-services/counts': ok({ new: 0, review: 0, current: 0, finished: 0 }),
      'POST /provider/request-services': ok([]),
    });
    await renderPage(<ProviderHome />);
    expect(await screen.findByText('لا توجد طلبات بعد')).toBeInTheDocument();
  });

  it('says the data could not be loaded (not "no orders") when the call fails, and retries', async () => {
    api.mock({ 'POST /provider/request-services/counts': ok({ new: 1, review: 0, current: 0, finished: 0 }) });
    await renderPage(<ProviderHome />);
    expect(await screen.findByText('تعذّر تحميل البيانات')).toBeInTheDocument();
    expect(screen.queryByText('لا توجد طلبات بعد')).not.toBeInTheDocument();
    const before = api.calls.filter((c) => c.path === '/provider/request-services').length;
    await userEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/provider/request-services').length).toBeGreaterThan(before));
  });
});
