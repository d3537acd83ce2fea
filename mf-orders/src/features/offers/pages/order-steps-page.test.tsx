import { screen, waitFor, within } from '@testing-library/react';
import { fail, findDialog, ok, renderPage, setupUser, signInAs, testApi } from '@souq/testing';
import { gateway } from '@/lib/api/pay-order';
import { createOffer, createUserOrder } from '@/testing/factories';
import OrderStepsPage, { stepOf } from './order-steps-page';
import '@/config/i18n';

jest.setTimeout(60_000);

const api = testApi();
beforeEach(() => signInAs('user'));
afterEach(() => {
  jest.restoreAllMocks();
});

const sara = createOffer({ id: 31, price: 200, duration: 3, final_total: 230 });
const omar = createOffer({
  id: 32,
  price: 150,
  duration: 5,
  final_total: 172.5,
  provider: { id: 10, name: 'عمر', image: 'https://cdn.test/providers/10.jpg' },
});
const open = createUserOrder({ id: 40, number: 'R-4040', offers: [sara, omar] });
const renderSteps = () => renderPage(<OrderStepsPage />, { path: '/orderSteps/:id', url: '/orderSteps/40' });

async function acceptSara() {
  const user = setupUser();
  await user.click(await screen.findByRole('button', { name: 'قبول عرض سارة المصممة' }));
  return { user, dialog: await findDialog('الدفع أو التفاوض') };
}

describe('/orderSteps/:id', () => {
  it('shows the steps and every offer with its provider, price, duration and total', async () => {
    api.mock({ 'POST /user/request-service/show': ok(open) });
    await renderSteps();
    expect(await screen.findByRole('heading', { level: 1, name: /R-4040/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'مراحل الطلب' })).toHaveTextContent('استلام العروض'));
    const card = screen.getByRole('heading', { level: 3, name: 'سارة المصممة' }).closest('article') as HTMLElement;
    expect(within(card).getByRole('link', { name: 'الملف الشخصي لـ سارة المصممة' })).toHaveAttribute('href', '/providerProfile/9');
    expect(within(card).getByLabelText('السعر 200 ريال سعودي')).toBeInTheDocument();
    expect(within(card).getByText('3 أيام')).toBeInTheDocument();
    expect(within(card).getByLabelText('السعر 230 ريال سعودي')).toBeInTheDocument();
    const other = screen.getByRole('heading', { level: 3, name: 'عمر' }).closest('article') as HTMLElement;
    expect(within(other).getByLabelText('السعر 172.50 ريال سعودي')).toBeInTheDocument();
  });

  it('says it is waiting for offers while none has arrived', async () => {
    api.mock({ 'POST /user/request-service/show': ok(createUserOrder({ id: 40 })) });
    await renderSteps();
    expect(await screen.findByText('بانتظار عروض مقدمي الخدمة')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إلغاء الطلب' })).toBeInTheDocument();
  });

  it('rejects an offer after confirmation, then reloads the offers', async () => {
    api.mock({
      'POST /user/request-service/show': [ok(open), ok({ ...open, offers: [omar] })],
      'POST /user/request-service/offers/reject': { key: 'success', msg: 'تم رفض العرض', data: null },
    });
    const { toasts } = await renderSteps();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'رفض عرض سارة المصممة' }));
    const dialog = await findDialog('رفض عرض سارة المصممة؟');
    expect(api.callsTo('POST', '/user/request-service/offers/reject')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'نعم' }));
    await waitFor(() => expect(api.callsTo('POST', '/user/request-service/offers/reject')).toHaveLength(1));
    expect(api.callsTo('POST', '/user/request-service/offers/reject')[0].body).toEqual({ request_service_id: 40, offer_price_id: 31 });
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: 'سارة المصممة' })).not.toBeInTheDocument());
    expect(toasts).toContainEqual({ level: 'success', message: 'تم رفض العرض' });
  });

  it('cancels the request after confirmation and opens the order, now cancelled', async () => {
    api.mock({ 'POST /user/request-service/show': ok(open), 'POST /user/request-service/cancel': ok(null) });
    const { toasts } = await renderSteps();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'إلغاء الطلب' }));
    const dialog = await findDialog('إلغاء الطلب؟');
    await user.click(within(dialog).getByRole('button', { name: 'نعم' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/userOrderDetails/40');
    expect(api.callsTo('POST', '/user/request-service/cancel')[0].body).toEqual({ request_service_id: 40 });
    expect(toasts).toContainEqual({ level: 'success', message: 'تم إلغاء الطلب' });
  });

  it('accept → pay (the default) → wallet: pays that offer and opens the order', async () => {
    api.mock({ 'POST /user/request-service/show': ok(open), 'POST /user/request-service/pay': ok(null) });
    const { toasts } = await renderSteps();
    const { user, dialog } = await acceptSara();
    expect(await within(dialog).findByRole('radio', { name: 'الدفع الآن' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'متابعة' }));
    const method = await findDialog('طريقة الدفع');
    expect(within(method).getByLabelText('السعر 230 ريال سعودي')).toBeInTheDocument();
    await user.click(within(method).getByRole('button', { name: 'ادفع' }));
    expect(await within(method).findByText('اختر طريقة الدفع')).toBeInTheDocument();
    await user.click(within(method).getByRole('radio', { name: /المحفظة/ }));
    await user.click(within(method).getByRole('button', { name: 'ادفع' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/userOrderDetails/40');
    expect(api.callsTo('POST', '/user/request-service/pay')[0].body).toEqual({
      request_service_id: 40,
      offer_price_id: 31,
      type: 'wallet',
    });
    expect(toasts).toContainEqual({ level: 'success', message: 'تم الدفع بنجاح' });
  });

  it('accept → pay → card: goes to the gateway page', async () => {
    const go = jest.spyOn(gateway, 'open').mockImplementation(() => undefined);
    api.mock({ 'POST /user/request-service/show': ok(open), 'POST /user/request-service/pay': ok({ url: 'https://pay.test/c/9' }) });
    await renderSteps();
    const { user, dialog } = await acceptSara();
    await user.click(within(dialog).getByRole('button', { name: 'متابعة' }));
    const method = await findDialog('طريقة الدفع');
    await user.click(within(method).getByRole('radio', { name: /بطاقة/ }));
    await user.click(within(method).getByRole('button', { name: 'ادفع' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://pay.test/c/9'));
    expect(api.callsTo('POST', '/user/request-service/pay')[0].body).toMatchObject({ offer_price_id: 31, type: 'card' });
  });

  it('accept → negotiate: chooses the offer for negotiation and opens the chat room', async () => {
    api.mock({ 'POST /user/request-service/show': ok(open), 'POST /user/request-service/negotiate': ok({ room_id: 66 }) });
    await renderSteps();
    const { user, dialog } = await acceptSara();
    await user.click(await within(dialog).findByRole('radio', { name: 'التفاوض مع مقدم الخدمة' }));
    await user.click(within(dialog).getByRole('button', { name: 'متابعة' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/chatView/66');
    expect(api.callsTo('POST', '/user/request-service/negotiate')[0].body).toEqual({ request_service_id: 40, offer_price_id: 31 });
  });

  it('shows the server message in a red toast when paying fails', async () => {
    api.mock({ 'POST /user/request-service/show': ok(open), 'POST /user/request-service/pay': fail('رصيد المحفظة غير كافٍ') });
    const { toasts } = await renderSteps();
    const { user, dialog } = await acceptSara();
    await user.click(within(dialog).getByRole('button', { name: 'متابعة' }));
    const method = await findDialog('طريقة الدفع');
    await user.click(within(method).getByRole('radio', { name: /المحفظة/ }));
    await user.click(within(method).getByRole('button', { name: 'ادفع' }));
    await waitFor(() => expect(toasts).toContainEqual({ level: 'error', message: 'رصيد المحفظة غير كافٍ' }));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('offers no accept, reject or cancel once the request has moved on', async () => {
    api.mock({
      'POST /user/request-service/show': ok({ ...open, order_status: 3, stage: 'in_progress', status: 'قيد التنفيذ', offers: [sara] }),
    });
    await renderSteps();
    expect(await screen.findByText('لم يعد هذا الطلب يستقبل عروضًا.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تفاصيل الطلب' })).toHaveAttribute('href', '/userOrderDetails/40');
    expect(screen.queryByRole('button', { name: /قبول عرض/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'إلغاء الطلب' })).not.toBeInTheDocument();
  });
});

test('steps bar position follows the stage', () => {
  expect(stepOf('waiting_offers')).toBe(1);
  expect(stepOf('negotiating')).toBe(2);
  expect(stepOf('delivered')).toBe(3);
  expect(stepOf('finished')).toBe(4);
});
