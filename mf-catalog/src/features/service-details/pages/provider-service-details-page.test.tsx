import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProviderServiceDetailsPage from './provider-service-details-page';
import { sessionStore } from '@souq/auth';
import { createServiceInfo, createSettings, fail, ok, renderPage, testApi } from '@souq/testing';
import '@/config/i18n';

// antd's first renders in a cold jsdom are slow on small CI machines.
jest.setTimeout(60_000);

const renderDetails = () =>
  renderPage(<ProviderServiceDetailsPage />, { path: '/providerServiceDetails/:id/:num', url: '/providerServiceDetails/9/5' });

const api = testApi();
beforeEach(() => localStorage.clear());

describe('provider service details', () => {
  it('shows the category, gallery, provider, description, duration and price', async () => {
    api.mock({ 'POST /user/services/provider/info': ok(createServiceInfo()) });
    await renderDetails();

    expect(await screen.findByRole('heading', { level: 1, name: 'تصميم شعار' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/user/services/provider/info')[0].body).toEqual({ provider_id: 9, service_id: 5 });
    expect(within(await screen.findByRole('navigation', { name: 'مسار التنقل' })).getByText('التصميم')).toBeInTheDocument();
    const gallery = screen.getByRole('region', { name: 'معرض الصور' });
    expect(within(gallery).getAllByRole('button', { name: /عرض الصورة/ })).toHaveLength(2);
    expect(screen.getByText('4 أيام')).toBeInTheDocument();
    expect(screen.getAllByLabelText('السعر 250 ريال سعودي').length).toBeGreaterThan(0);
    expect(screen.getByText('أصمم لك شعارًا احترافيًا مع ثلاث مراجعات.')).toBeInTheDocument();

    const profile = screen.getByRole('link', { name: 'عرض ملف مقدم الخدمة' });
    expect(profile).toHaveAttribute('href', '/providerProfile/9');
    await userEvent.click(profile);
    // The profile then offers to request this service.
    expect(localStorage.getItem('service_id')).toBe('5');
  });

  it('shows a localized error with a retry', async () => {
    api.mock({ 'POST /user/services/provider/info': [fail('غير موجود'), ok(createServiceInfo({ attachments: [] }))] });
    await renderDetails();
    expect(await screen.findByText('تعذّر تحميل تفاصيل الخدمة')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findByText('لا توجد صور لهذه الخدمة')).toBeInTheDocument();
  });

  it('says VAT is added to the price and offers "request this service" in a form already filled in', async () => {
    api.mock({
      'POST /user/services/provider/info': ok(createServiceInfo({ price: 300, duration: 5 })),
      'GET /settings': ok(createSettings({ tax_rate: 15 })),
    });
    await renderDetails();
    expect(await screen.findByText('الأسعار لا تشمل ضريبة القيمة المضافة (15٪)، وتُضاف عند الدفع.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'اطلب هذه الخدمة' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByLabelText('السعر من')).toHaveValue('300');
    expect(within(dialog).getByLabelText('مدة التنفيذ (بالأيام)')).toHaveValue('5');
  });

  it('a provider sees the service without the request action', async () => {
    sessionStore.getState().signIn({ token: 'p', visitor: 'provider' });
    api.mock({ 'POST /user/services/provider/info': ok(createServiceInfo()), 'GET /settings': ok(createSettings()) });
    await renderDetails();
    expect(await screen.findByRole('heading', { level: 1, name: 'تصميم شعار' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'اطلب هذه الخدمة' })).not.toBeInTheDocument();
    sessionStore.getState().signOut();
  });
});
