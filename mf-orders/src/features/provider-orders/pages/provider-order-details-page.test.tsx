import { i18n } from '@souq/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import { deferred, fail, findDialog, ok, renderPage, setupUser, signInAs, testApi } from '@souq/testing';
import { createProviderOrder } from '@/testing/factories';
import ProviderOrderDetailsPage from './provider-order-details-page';
import '@/config/i18n';

jest.setTimeout(60_000);

const api = testApi();
beforeEach(() => signInAs('provider'));

const direct = createProviderOrder({ id: 61, number: 'R-6061', details: 'شعار لمقهى' });
const openRequest = createProviderOrder({
  id: 61,
  number: 'R-6061',
  type: 'for_all',
  is_direct: false,
  stage: 'waiting_offers',
  status: 'بانتظار عروض الأسعار',
  price: null,
  tax_value: null,
  app_rate: null,
  final_total: null,
  provider_due: null,
  from_price: 100,
  to_price: 300,
});
const renderDetails = () =>
  renderPage(<ProviderOrderDetailsPage />, { path: '/providerOrderDetails/:id', url: '/providerOrderDetails/61' });
const show = (order: object) => ({ 'POST /provider/request-services/show': ok(order) });
const field = (name: string) => document.querySelector(`[data-field="${name}"] dd`) as HTMLElement | null;

describe('/providerOrderDetails/:id', () => {
  it('shows a skeleton, then every field: price, tax, commission, duration, total, due, client and chat', async () => {
    const answer = deferred();
    api.mock({ 'POST /provider/request-services/show': answer.answer });
    await renderDetails();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    answer.resolve(
      ok({
        ...direct,
        order_status: 3,
        stage: 'in_progress',
        room_id: 8,
        attachments: [{ name: 'ref.jpg', link: 'https://cdn.test/r.jpg' }],
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: /R-6061/ })).toBeInTheDocument();
    expect(api.callsTo('POST', '/provider/request-services/show')[0].body).toEqual({ request_service_id: 61 });
    expect(field('service')).toHaveTextContent('تصميم شعار');
    expect(field('date')).toHaveTextContent('1 نوفمبر 2026');
    expect(within(field('price') as HTMLElement).getByLabelText('السعر 200 ريال سعودي')).toBeInTheDocument();
    expect(within(field('tax') as HTMLElement).getByLabelText('السعر 30 ريال سعودي')).toBeInTheDocument();
    expect(within(field('commission') as HTMLElement).getByLabelText('السعر 20 ريال سعودي')).toBeInTheDocument();
    expect(within(field('total') as HTMLElement).getByLabelText('السعر 230 ريال سعودي')).toBeInTheDocument();
    expect(within(field('due') as HTMLElement).getByLabelText('السعر 180 ريال سعودي')).toBeInTheDocument();
    expect(field('duration')).toHaveTextContent('3 أيام');
    expect(screen.getByText('شعار لمقهى')).toBeInTheDocument();
    expect(screen.getByText('سارة')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'فتح ref.jpg' })).toHaveAttribute('href', 'https://cdn.test/r.jpg');
    expect(screen.getByRole('link', { name: 'فتح المحادثة' })).toHaveAttribute('href', '/chatView/8');
  });

  it('shows the price range (no price, no total) for an open request in status 1', async () => {
    api.mock(show(openRequest));
    await renderDetails();
    await screen.findByRole('heading', { level: 1, name: /R-6061/ });
    const range = field('range') as HTMLElement;
    expect(within(range).getByLabelText('السعر 100 ريال سعودي')).toBeInTheDocument();
    expect(within(range).getByLabelText('السعر 300 ريال سعودي')).toBeInTheDocument();
    expect(field('price')).toBeNull();
    expect(field('total')).toBeNull();
    expect(screen.queryByRole('button', { name: 'قبول الطلب' })).not.toBeInTheDocument();
  });

  it('accepts a direct request and reloads it', async () => {
    api.mock({
      'POST /provider/request-services/show': [ok(direct), ok({ ...direct, order_status: 2, stage: 'accepted', status: 'مقبول' })],
      'POST /provider/request-services/accept': ok(null),
    });
    const { toasts } = await renderDetails();
    await setupUser().click(await screen.findByRole('button', { name: 'قبول الطلب' }));
    await waitFor(() => expect(api.callsTo('POST', '/provider/request-services/accept')).toHaveLength(1));
    expect(api.callsTo('POST', '/provider/request-services/accept')[0].body).toEqual({ request_service_id: 61 });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'قبول الطلب' })).not.toBeInTheDocument());
    expect(toasts).toContainEqual({ level: 'success', message: 'تم قبول الطلب بنجاح' });
  });

  it('refuses only after "Are you sure?", then returns to the orders', async () => {
    api.mock({ ...show(direct), 'POST /provider/request-services/reject': ok(null) });
    const { toasts } = await renderDetails();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'رفض الطلب' }));
    const dialog = await findDialog('هل أنت متأكد؟');
    expect(api.callsTo('POST', '/provider/request-services/reject')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'نعم' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/providerOrder');
    expect(api.callsTo('POST', '/provider/request-services/reject')[0].body).toEqual({ request_service_id: 61 });
    expect(toasts).toContainEqual({ level: 'success', message: 'تم رفض الطلب بنجاح' });
  });

  it('sends a price offer on an open request (price and duration required), then goes home', async () => {
    api.mock({ ...show(openRequest), 'POST /provider/offers/store': ok({ offer_price_id: 90 }) });
    await renderDetails();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'إرسال عرض سعر' }));
    const dialog = await findDialog('عرض سعر');
    await user.click(await within(dialog).findByRole('button', { name: 'إرسال عرض سعر' }));
    expect(await within(dialog).findByText('أدخل سعرًا أكبر من صفر')).toBeInTheDocument();
    expect(api.callsTo('POST', '/provider/offers/store')).toHaveLength(0);
    await user.type(await within(dialog).findByLabelText('السعر (ر.س)'), '250');
    await user.type(within(dialog).getByLabelText('مدة التنفيذ (أيام)'), '4');
    await user.type(within(dialog).getByLabelText('ملاحظة للعميل (اختياري)'), 'ثلاث مراجعات');
    await user.click(within(dialog).getByRole('button', { name: 'إرسال عرض سعر' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(api.callsTo('POST', '/provider/offers/store')[0].body).toEqual({
      request_service_id: 61,
      price: 250,
      duration: 4,
      description: 'ثلاث مراجعات',
    });
  });

  it('says an offer was sent and waits for the client once quoted', async () => {
    api.mock(show({ ...openRequest, my_offer: { id: 90, price: 250, duration: 4, status: 'بانتظار العميل' } }));
    await renderDetails();
    expect(await screen.findByText('عرضك على هذا الطلب: بانتظار العميل')).toBeInTheDocument();
    expect(within(field('my-offer') as HTMLElement).getByLabelText('السعر 250 ريال سعودي')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'إرسال عرض سعر' })).not.toBeInTheDocument();
  });

  it('says so when the client rejected the offer (the state comes from the server)', async () => {
    api.mock(show({ ...openRequest, status: 'رفض العميل عرضك', my_offer: { id: 90, price: 250, duration: 4, status: 'مرفوض' } }));
    await renderDetails();
    expect(await screen.findByText('عرضك على هذا الطلب: مرفوض')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'إرسال عرض سعر' })).not.toBeInTheDocument();
  });

  it('sends a negotiation sheet while the client negotiates', async () => {
    const negotiating = { ...direct, order_status: 2, stage: 'negotiating', is_negotiate: 1, room_id: 8 };
    api.mock({ ...show(negotiating), 'POST /provider/request-services/negotiates/store': ok({ negotiate_id: 3, room_id: 8 }) });
    const { toasts } = await renderDetails();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'إرسال ورقة التفاوض' }));
    const dialog = await findDialog('ورقة التفاوض');
    await user.type(await within(dialog).findByLabelText('السعر (ر.س)'), '180');
    await user.type(within(dialog).getByLabelText('مدة التنفيذ (أيام)'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'إرسال ورقة التفاوض' }));
    await waitFor(() => expect(api.callsTo('POST', '/provider/request-services/negotiates/store')).toHaveLength(1));
    expect(api.callsTo('POST', '/provider/request-services/negotiates/store')[0].body).toEqual({
      request_service_id: 61,
      price: 180,
      duration: 2,
    });
    await waitFor(() => expect(toasts).toContainEqual({ level: 'success', message: 'تم إرسال ورقة التفاوض إلى المحادثة' }));
  });

  it('finishes a paid order with delivery files (at least one) as multipart', async () => {
    api.mock({ ...show({ ...direct, order_status: 3, stage: 'in_progress' }), 'POST /provider/request-service/finished': ok(null) });
    const { toasts } = await renderDetails();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'إنهاء الطلب وتسليم الملفات' }));
    const dialog = await findDialog('إنهاء الطلب');
    await user.click(within(dialog).getByRole('button', { name: 'إنهاء الطلب وتسليم الملفات' }));
    expect(await within(dialog).findByText('أرفق ملفًا واحدًا على الأقل')).toBeInTheDocument();
    const files = [
      new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }),
      new File(['zip'], 'source.zip', { type: 'application/zip' }),
    ];
    await user.upload(within(dialog).getByLabelText('ملفات التسليم'), files);
    expect(within(dialog).getByText('source.zip')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'إنهاء الطلب وتسليم الملفات' }));
    await waitFor(() => expect(api.callsTo('POST', '/provider/request-service/finished')).toHaveLength(1));
    const body = api.callsTo('POST', '/provider/request-service/finished')[0].body;
    expect(body.request_service_id).toBe('61');
    expect((body['delivery_files[0]'] as File).name).toBe('logo.pdf');
    expect((body['delivery_files[1]'] as File).name).toBe('source.zip');
    await waitFor(() => expect(toasts).toContainEqual({ level: 'success', message: 'تم إنهاء الطلب بنجاح' }));
  });

  it('rates the client of a finished order with the `user` key, then stays on the order, now rated', async () => {
    const finished = { ...direct, order_status: 4, stage: 'finished', status: 'مكتمل' };
    api.mock({
      'POST /provider/request-services/show': [ok(finished), ok({ ...finished, is_rated: true })],
      'POST /rates/store': ok(null),
    });
    const { router } = await renderDetails();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'تقييم العميل' }));
    const dialog = await findDialog('أضف تقييمك لـ سارة');
    await user.click((await within(dialog).findAllByRole('radio'))[4]);
    await user.click(within(dialog).getByRole('button', { name: 'إرسال التقييم' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'تقييم العميل' })).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/provider/request-services/show')).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/providerOrderDetails/61');
    expect(api.callsTo('POST', '/rates/store')[0].body).toEqual({ user: 7, request_service_id: 61, value: 5, comment: '' });
  });

  it('shows the customer’s complaint, its refund and the administration’s answer to the provider too (English)', async () => {
    await i18n.changeLanguage('en');
    api.mock(
      show({
        ...direct,
        order_status: 4,
        stage: 'finished',
        is_rated: true,
        complaints: [
          {
            id: 3,
            by: 'user',
            reason: 'Late',
            complaint: 'Two days late',
            status: 'refunded',
            refund_amount: 46,
            answer: 'A fifth refunded',
            created_at: '2026-11-20T10:00:00Z',
            resolved_at: '2026-11-21T10:00:00Z',
          },
        ],
      }),
    );
    await renderDetails();
    const section = await screen.findByRole('region', { name: 'Complaints about this order' });
    expect(within(section).getByText('Customer’s complaint')).toBeInTheDocument();
    expect(within(section).getByText('Refunded to the customer')).toBeInTheDocument();
    expect(within(section).getByText(/Refunded to the customer’s wallet/)).toBeInTheDocument();
    expect(within(section).getByText('A fifth refunded')).toBeInTheDocument();
    await i18n.changeLanguage('ar');
  });

  it('shows the server message in a red toast when an action fails', async () => {
    api.mock({ ...show(direct), 'POST /provider/request-services/accept': fail('لا يمكن قبول هذا الطلب') });
    const { toasts } = await renderDetails();
    await setupUser().click(await screen.findByRole('button', { name: 'قبول الطلب' }));
    await waitFor(() => expect(toasts).toContainEqual({ level: 'error', message: 'لا يمكن قبول هذا الطلب' }));
    expect(screen.getByRole('button', { name: 'قبول الطلب' })).toBeEnabled();
  });
});
