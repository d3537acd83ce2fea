import { screen, waitFor, within } from '@testing-library/react';
import { createTaxInvoice, deferred, fail, findDialog, ok, renderPage, setupUser, signInAs, testApi } from '@souq/testing';
import { gateway } from '@/lib/api/pay-order';
import { createUserOrder, pricedOrder } from '@/testing/factories';
import UserOrderDetailsPage from './user-order-details-page';
import '@/config/i18n';

jest.setTimeout(60_000);

const api = testApi();
beforeEach(() => signInAs('user'));
afterEach(() => {
  jest.restoreAllMocks();
});

const provider = { id: 9, name: 'سارة المصممة', image: 'https://cdn.test/providers/9.jpg' };
const accepted = createUserOrder({
  id: 21,
  number: 'R-3021',
  order_status: 2,
  stage: 'accepted',
  type: 'direct',
  is_direct: true,
  provider,
  ...pricedOrder,
  status: 'بانتظار الدفع',
});
const renderDetails = (url = '/userOrderDetails/21') => renderPage(<UserOrderDetailsPage />, { path: '/userOrderDetails/:id', url });
const show = (order: object) => ({ 'POST /user/request-service/show': ok(order) });

describe('/userOrderDetails/:id', () => {
  it('shows a skeleton, then the order, its files, the provider profile and the chat room', async () => {
    const answer = deferred();
    api.mock({ 'POST /user/request-service/show': answer.answer });
    await renderDetails();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    answer.resolve(
      ok({
        ...accepted,
        room_id: 5,
        attachments: [{ name: 'brief.pdf', link: 'https://cdn.test/a/brief.pdf' }],
        delivery_files: [{ name: 'logo.png', link: 'https://cdn.test/d/logo.png' }],
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: /R-3021/ })).toBeInTheDocument();
    expect(api.callsTo('POST', '/user/request-service/show')[0].body).toEqual({ request_service_id: 21 });
    expect(screen.getByLabelText('السعر 200 ريال سعودي')).toBeInTheDocument();
    expect(screen.getByLabelText('السعر 30 ريال سعودي')).toBeInTheDocument();
    expect(screen.getByLabelText('السعر 230 ريال سعودي')).toBeInTheDocument();
    expect(screen.getByText('3 أيام')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'فتح brief.pdf' })).toHaveAttribute('href', 'https://cdn.test/a/brief.pdf');
    expect(screen.getByRole('link', { name: 'فتح logo.png' })).toHaveAttribute('href', 'https://cdn.test/d/logo.png');
    expect(screen.getByRole('link', { name: 'الملف الشخصي لمقدم الخدمة' })).toHaveAttribute('href', '/providerProfile/9');
    expect(screen.getByRole('link', { name: 'فتح المحادثة' })).toHaveAttribute('href', '/chatView/5');
  });

  it('shows the semi-accepted note on a direct order in status 1, with cancel only', async () => {
    api.mock(show(createUserOrder({ id: 21, type: 'direct', stage: 'awaiting_provider', is_direct: true, provider })));
    await renderDetails();
    expect(await screen.findByText('تم إرسال طلبك مباشرةً إلى مقدم الخدمة، وهو بانتظار موافقته.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إلغاء الطلب' })).toBeInTheDocument();
    for (const name of ['ادفع الآن', 'التفاوض', 'تأكيد استلام العمل', 'أضف تقييمًا', 'شكوى إلى الإدارة']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: 'فتح المحادثة' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'الفاتورة الضريبية' })).not.toBeInTheDocument();
  });

  it('pays by wallet: a method must be chosen first, then the order is paid and reloaded', async () => {
    api.mock({
      'POST /user/request-service/show': [ok(accepted), ok({ ...accepted, order_status: 3, stage: 'in_progress', status: 'قيد التنفيذ' })],
      'POST /user/request-service/pay': { key: 'success', msg: 'تم الدفع', data: null },
    });
    const { toasts } = await renderDetails();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'ادفع الآن' }));
    const dialog = await findDialog('طريقة الدفع');
    await user.click(within(dialog).getByRole('button', { name: 'ادفع' }));
    expect(await within(dialog).findByText('اختر طريقة الدفع')).toBeInTheDocument();
    expect(api.callsTo('POST', '/user/request-service/pay')).toHaveLength(0);
    await user.click(within(dialog).getByRole('radio', { name: /المحفظة/ }));
    await user.click(within(dialog).getByRole('button', { name: 'ادفع' }));
    await waitFor(() => expect(api.callsTo('POST', '/user/request-service/pay')).toHaveLength(1));
    expect(api.callsTo('POST', '/user/request-service/pay')[0].body).toEqual({ request_service_id: 21, type: 'wallet' });
    await waitFor(() => expect(toasts).toContainEqual({ level: 'success', message: 'تم الدفع' }));
    expect(await screen.findByText('تم الدفع، ومقدم الخدمة يعمل على طلبك. ستظهر ملفات التسليم هنا.')).toBeInTheDocument();
  });

  it('opens the tax invoice of a paid order in a new tab', async () => {
    const paid = { ...accepted, order_status: 3, stage: 'in_progress' as const, invoice: { kind: 'services' as const, id: 21 } };
    const pdf = 'https://souq.test/api/v1/invoice-pages/tok';
    api.mock({ ...show(paid), 'GET /invoices/services/21': ok(createTaxInvoice({ pdf_url: pdf })) });
    const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
    jest.spyOn(window, 'open').mockReturnValue(tab as never);
    const view = await renderDetails();
    await setupUser().click(await screen.findByRole('button', { name: 'الفاتورة الضريبية' }));
    await waitFor(() => expect(api.callsTo('GET', '/invoices/services/21')).toHaveLength(1));
    await waitFor(() => expect(tab.location.href).toBe(pdf));
    expect(tab.opener).toBeNull();
    expect(view.toasts).toEqual([]);
  });

  it('pays by card through the gateway page', async () => {
    const open = jest.spyOn(gateway, 'open').mockImplementation(() => undefined);
    api.mock({ ...show(accepted), 'POST /user/request-service/pay': ok({ url: 'https://pay.test/checkout/77' }) });
    await renderDetails();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'ادفع الآن' }));
    const dialog = await findDialog('طريقة الدفع');
    await user.click(within(dialog).getByRole('radio', { name: /بطاقة/ }));
    await user.click(within(dialog).getByRole('button', { name: 'ادفع' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://pay.test/checkout/77'));
    expect(api.callsTo('POST', '/user/request-service/pay')[0].body).toEqual({ request_service_id: 21, type: 'card' });
  });

  it('pays the negotiation invoice through negotiates/pay, with no negotiate button once negotiating', async () => {
    api.mock({
      ...show({ ...accepted, stage: 'invoice_issued', is_negotiate: 1, negotiate_id: 44, room_id: 5 }),
      'POST /user/request-service/negotiates/pay': ok(null),
    });
    await renderDetails();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'ادفع الفاتورة' }));
    expect(screen.queryByRole('button', { name: 'التفاوض' })).not.toBeInTheDocument();
    const dialog = await findDialog('طريقة الدفع');
    await user.click(within(dialog).getByRole('radio', { name: /المحفظة/ }));
    await user.click(within(dialog).getByRole('button', { name: 'ادفع' }));
    await waitFor(() => expect(api.callsTo('POST', '/user/request-service/negotiates/pay')).toHaveLength(1));
    expect(api.callsTo('POST', '/user/request-service/negotiates/pay')[0].body).toEqual({ negotiate_id: 44, type: 'wallet' });
    expect(api.callsTo('POST', '/user/request-service/pay')).toHaveLength(0);
  });

  it('shows the server message in a red toast when paying fails, and keeps the modal open', async () => {
    api.mock({ ...show(accepted), 'POST /user/request-service/pay': fail('رصيد المحفظة غير كافٍ') });
    const { toasts } = await renderDetails();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'ادفع الآن' }));
    const dialog = await findDialog('طريقة الدفع');
    await user.click(within(dialog).getByRole('radio', { name: /المحفظة/ }));
    await user.click(within(dialog).getByRole('button', { name: 'ادفع' }));
    await waitFor(() => expect(toasts).toContainEqual({ level: 'error', message: 'رصيد المحفظة غير كافٍ' }));
    expect(await findDialog('طريقة الدفع')).toBeInTheDocument();
  });

  it('negotiates: opens the chat room the server answers', async () => {
    api.mock({ ...show(accepted), 'POST /user/request-service/negotiate': ok({ room_id: 12 }) });
    await renderDetails();
    await setupUser().click(await screen.findByRole('button', { name: 'التفاوض' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/chatView/12');
    expect(api.callsTo('POST', '/user/request-service/negotiate')[0].body).toEqual({ request_service_id: 21 });
  });

  it('finishes a delivered order only after confirmation', async () => {
    const delivered = {
      ...accepted,
      order_status: 3,
      stage: 'delivered',
      delivered_at: '2026-11-03',
      auto_complete_at: '2026-11-06T10:00:00Z',
    };
    api.mock({ ...show(delivered), 'POST /user/request-service/finished': ok(null) });
    const { toasts } = await renderDetails();
    const user = setupUser();
    expect(await screen.findByText(/سيكتمل الطلب تلقائيًا في 6 نوفمبر 2026/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'تأكيد استلام العمل' }));
    const dialog = await findDialog('تأكيد استلام العمل وإنهاء الطلب؟');
    expect(api.callsTo('POST', '/user/request-service/finished')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'نعم' }));
    await waitFor(() => expect(api.callsTo('POST', '/user/request-service/finished')).toHaveLength(1));
    expect(api.callsTo('POST', '/user/request-service/finished')[0].body).toEqual({ request_service_id: 21 });
    await waitFor(() => expect(toasts).toContainEqual({ level: 'success', message: 'تم إنهاء الطلب بنجاح' }));
  });

  it('cancels nothing when the confirmation is declined', async () => {
    api.mock({ ...show(accepted), 'POST /user/request-service/cancel': ok(null) });
    await renderDetails();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'إلغاء الطلب' }));
    const dialog = await findDialog('إلغاء الطلب؟');
    await user.click(within(dialog).getByRole('button', { name: 'لا' }));
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0));
    expect(api.callsTo('POST', '/user/request-service/cancel')).toHaveLength(0);
  });

  it('rates the provider of a completed order (stars required), then stays on the order, now rated', async () => {
    const finished = { ...accepted, order_status: 4, stage: 'finished', status: 'مكتمل' };
    api.mock({
      'POST /user/request-service/show': [ok(finished), ok({ ...finished, is_rated: true })],
      'POST /rates/store': ok(null),
    });
    const { router } = await renderDetails();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'أضف تقييمًا' }));
    const dialog = await findDialog('أضف تقييمك لـ سارة المصممة');
    await user.click(within(dialog).getByRole('button', { name: 'إرسال التقييم' }));
    expect(await within(dialog).findByText('اختر عدد النجوم')).toBeInTheDocument();
    const stars = within(dialog).getAllByRole('radio');
    await user.click(stars[3]);
    await user.type(within(dialog).getByLabelText('تعليق (اختياري)'), 'ممتاز');
    await user.click(within(dialog).getByRole('button', { name: 'إرسال التقييم' }));
    await waitFor(() => expect(api.callsTo('POST', '/rates/store')).toHaveLength(1));
    expect(api.callsTo('POST', '/rates/store')[0].body).toEqual({ provider: 9, request_service_id: 21, value: 4, comment: 'ممتاز' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'أضف تقييمًا' })).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/user/request-service/show')).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/userOrderDetails/21');
  });

  it('cancels after confirmation and stays on the order, now cancelled', async () => {
    api.mock({
      'POST /user/request-service/show': [ok(accepted), ok({ ...accepted, order_status: 4, stage: 'cancelled', status: 'ملغي' })],
      'POST /user/request-service/cancel': ok(null),
    });
    const { router } = await renderDetails();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'إلغاء الطلب' }));
    await user.click(within(await findDialog('إلغاء الطلب؟')).getByRole('button', { name: 'نعم' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'إلغاء الطلب' })).not.toBeInTheDocument());
    expect(screen.getAllByText('ملغي').length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/userOrderDetails/21');
    expect(api.callsTo('POST', '/user/request-service/cancel')[0].body).toEqual({ request_service_id: 21 });
  });

  it('hides the rating once rated, and sends a complaint about the order', async () => {
    api.mock({
      ...show({ ...accepted, order_status: 4, stage: 'finished', is_rated: true }),
      'POST /request-service/send-complaint': ok(null),
    });
    const { toasts } = await renderDetails();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'شكوى إلى الإدارة' }));
    expect(screen.queryByRole('button', { name: 'أضف تقييمًا' })).not.toBeInTheDocument();
    const dialog = await findDialog('شكوى إلى الإدارة');
    // The form loads on first open (a placeholder holds its place).
    await within(dialog).findByLabelText('سبب الشكوى', {}, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'إرسال الشكوى' }));
    expect(await within(dialog).findByText('اكتب سبب الشكوى')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('سبب الشكوى'), 'تأخير');
    await user.type(within(dialog).getByLabelText('تفاصيل الشكوى'), 'تأخر التسليم يومين');
    await user.click(within(dialog).getByRole('button', { name: 'إرسال الشكوى' }));
    await waitFor(() => expect(api.callsTo('POST', '/request-service/send-complaint')).toHaveLength(1));
    expect(api.callsTo('POST', '/request-service/send-complaint')[0].body).toEqual({
      request_service_id: 21,
      reason: 'تأخير',
      complaint: 'تأخر التسليم يومين',
    });
    await waitFor(() => expect(toasts).toContainEqual({ level: 'success', message: 'تم إرسال الشكوى إلى الإدارة' }));
  });

  it('shows the complaints on the order with the refunded amount and the administration’s answer', async () => {
    api.mock(
      show({
        ...accepted,
        order_status: 4,
        stage: 'finished',
        is_rated: true,
        complaints: [
          {
            id: 3,
            by: 'user',
            reason: 'تأخير',
            complaint: 'تأخر التسليم يومين',
            status: 'refunded',
            refund_amount: 46,
            answer: 'استُرد خُمس المبلغ',
            created_at: '2026-11-20T10:00:00Z',
            resolved_at: '2026-11-21T10:00:00Z',
          },
          {
            id: 4,
            by: 'provider',
            reason: null,
            complaint: 'العميل لا يرد',
            status: 'open',
            refund_amount: null,
            answer: null,
            created_at: '2026-11-22T10:00:00Z',
            resolved_at: null,
          },
        ],
      }),
    );
    await renderDetails();
    const section = await screen.findByRole('region', { name: 'الشكاوى على هذا الطلب' });
    const [first, second] = within(section).getAllByRole('listitem');
    expect(within(first).getByText('شكوى العميل')).toBeInTheDocument();
    expect(within(first).getByText('استُرد للعميل')).toBeInTheDocument();
    expect(within(first).getByText('تأخر التسليم يومين')).toBeInTheDocument();
    expect(within(first).getByLabelText('السعر 46 ريال سعودي')).toBeInTheDocument();
    expect(within(first).getByText('استُرد خُمس المبلغ')).toBeInTheDocument();
    expect(within(second).getByText('شكوى مقدم الخدمة')).toBeInTheDocument();
    expect(within(second).getByText('قيد المراجعة لدى الإدارة')).toBeInTheDocument();
    expect(within(second).queryByText(/رد الإدارة/)).not.toBeInTheDocument();
  });

  it('back from the card gateway: reads the payment, says how it went, and drops the query string', async () => {
    api.mock({
      ...show({ ...accepted, order_status: 3, stage: 'in_progress' }),
      'GET /payments/77': ok({
        id: 77,
        status: 'paid',
        purpose: 'request_service',
        amount: 230,
        request_service_id: 21,
        created_at: '2026-11-02',
        settled_at: '2026-11-02',
      }),
    });
    const { toasts, router } = await renderDetails('/userOrderDetails/21?payment_id=77&payment_status=paid');
    await waitFor(() => expect(toasts).toContainEqual({ level: 'success', message: 'تم الدفع بنجاح، وبدأ تنفيذ طلبك' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('back from a declined card payment: an error toast, from the query string when the payment cannot be read', async () => {
    api.mock(show(accepted));
    const { toasts } = await renderDetails('/userOrderDetails/21?payment_id=78&payment_status=declined');
    await waitFor(() => expect(toasts).toContainEqual({ level: 'error', message: 'لم تكتمل عملية الدفع، لم يُخصم أي مبلغ' }));
  });

  it('says the order could not be loaded and retries', async () => {
    api.mock({ 'POST /user/request-service/show': [fail('x'), ok(accepted)] });
    await renderDetails();
    await setupUser().click(await screen.findByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findByRole('heading', { level: 1, name: /R-3021/ })).toBeInTheDocument();
  });
});
