import { screen, waitFor, within } from '@testing-library/react';
import { createProviderRequest, deferred, fail, ok, renderPage, setupUser, signInAs, testApi } from '@souq/testing';
import ProviderOrderPage from './provider-order-page';
import '@/config/i18n';

jest.setTimeout(60_000);

const api = testApi();
beforeEach(() => signInAs('provider'));

const renderList = (url = '/providerOrder') => renderPage(<ProviderOrderPage />, { path: '/providerOrder', url });
const statusesAsked = () => api.callsTo('POST', '/provider/request-services').map((c) => c.body.status);

describe('/providerOrder', () => {
  it('shows a skeleton, then the orders under review with number, date, client, status and details link', async () => {
    const answer = deferred();
    api.mock({ 'POST /provider/request-services': answer.answer });
    await renderList();
    expect(await screen.findByTestId('orders-skeleton')).toBeInTheDocument();
    answer.resolve(
      ok([createProviderRequest({ id: 51, number: 'R-5051', client_name: 'خالد', status: 'بانتظار قبول العميل', order_status: 2 })]),
    );
    const link = await screen.findByRole('link', { name: 'تفاصيل الطلب رقم R-5051' });
    expect(link).toHaveAttribute('href', '/providerOrderDetails/51');
    const card = link.closest('article') as HTMLElement;
    expect(within(card).getByText('خالد')).toBeInTheDocument();
    expect(within(card).getByText('بانتظار قبول العميل')).toBeInTheDocument();
    expect(within(card).getByText('1 نوفمبر 2026')).toBeInTheDocument();
    expect(statusesAsked()).toEqual([2]);
  });

  it('has three tabs: under review (2), current (3), finished (4), each with its empty state', async () => {
    api.mock({ 'POST /provider/request-services': ok([]) });
    await renderList();
    const user = setupUser();
    expect(await screen.findByText('لا توجد طلبات بعد')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['قيد المراجعة', 'الطلبات الحالية', 'الطلبات المنتهية']);
    await user.click(screen.getByRole('tab', { name: 'الطلبات الحالية' }));
    await waitFor(() => expect(statusesAsked()).toEqual([2, 3]));
    await user.click(screen.getByRole('tab', { name: 'الطلبات المنتهية' }));
    await waitFor(() => expect(statusesAsked()).toEqual([2, 3, 4]));
    expect(await screen.findByText('لا توجد طلبات بعد')).toBeInTheDocument();
  });

  it('says the list could not be loaded and retries', async () => {
    api.mock({ 'POST /provider/request-services': [fail('x'), ok([createProviderRequest({ number: 'R-5060' })])] });
    await renderList('/providerOrder?status=3');
    expect(await screen.findByText('تعذّر تحميل البيانات')).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findByText('R-5060')).toBeInTheDocument();
    expect(statusesAsked()).toEqual([3, 3]);
  });
});
