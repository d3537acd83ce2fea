import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../i18n';
import { ProviderHome } from './provider-home';
import { createProviderRequest, type MockedApi, mockApi, ok, renderPage } from '@souq/testing';

describe('ProviderHome (home widget)', () => {
  let api: MockedApi;
  afterEach(() => api.restore());

  it('shows the four counters and the new orders with links to their details', async () => {
    api = mockApi({
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
    api = mockApi({
      'POST /provider/request-services/counts': ok({ new: 0, review: 0, current: 0, finished: 0 }),
      'POST /provider/request-services': ok([]),
    });
    await renderPage(<ProviderHome />);
    expect(await screen.findByText('لا توجد طلبات بعد')).toBeInTheDocument();
  });

  it('says the data could not be loaded (not "no orders") when the call fails, and retries', async () => {
    api = mockApi({ 'POST /provider/request-services/counts': ok({ new: 1, review: 0, current: 0, finished: 0 }) });
    await renderPage(<ProviderHome />);
    expect(await screen.findByText('تعذّر تحميل البيانات')).toBeInTheDocument();
    expect(screen.queryByText('لا توجد طلبات بعد')).not.toBeInTheDocument();
    const before = api.calls.filter((c) => c.path === '/provider/request-services').length;
    await userEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/provider/request-services').length).toBeGreaterThan(before));
  });
});
