import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deferred, type Envelope, fail, ok, renderPage, setupUser, signInAs, testApi } from '@souq/testing';
import { leaveForPayment } from '@/lib/payment-return';
import { createCart, createFinance, createInvoice, emptyCart } from '@/testing/fixtures';
import CartViewPage from './cart-view-page';

jest.mock('@/lib/payment-return', () => ({ ...jest.requireActual('@/lib/payment-return'), leaveForPayment: jest.fn() }));

jest.setTimeout(60_000);
const api = testApi();
beforeEach(() => {
  signInAs('user');
  sessionStorage.clear();
  jest.mocked(leaveForPayment).mockClear();
});

const render = (url = '/cartView') => renderPage(<CartViewPage />, { path: '/cartView', url });
const totals = () => screen.getByTestId('cart-totals');
const paid = (overrides: Record<string, unknown> = {}) =>
  ok(
    { order_id: 91, number: 'P-000091', paid: true, url: null, final_total: 287.5, invoice: { kind: 'products', id: 91 }, ...overrides },
    'تم الدفع',
  );

/** The answer to the coupon WELCOME10 (10 %): 25 SR off the 250 SR cart. */
const welcome10 = () =>
  ok(
    {
      cart_finance: createFinance({
        coupon_discount: 25,
        total_products_amount: 225,
        vat_amount: 33.75,
        final_total: 258.75,
        coupon: 'WELCOME10',
      }),
      coupon: { code: 'WELCOME10', type: 'percent', value: 10 },
    },
    'تم تطبيق الكوبون',
  );

describe('/cartView', () => {
  it('shows a skeleton, then items grouped by store with each store total, the totals with VAT, and tells the header the count', async () => {
    const cart = deferred();
    api.mock({ 'GET /user/cart/get': cart.answer, 'POST /wallet/balance': ok(500) });
    const view = await render();
    expect(screen.getByTestId('cart-skeleton')).toBeInTheDocument();
    cart.resolve(ok(createCart()));
    const noura = await screen.findByRole('region', { name: 'متجر نورة' });
    expect(within(noura).getByRole('link', { name: 'قالب متجر' })).toHaveAttribute('href', '/providerProductDetails/7');
    expect(within(noura).getAllByLabelText('السعر 150 ريال سعودي')).toHaveLength(2); // store total and item price
    expect(within(noura).getByLabelText(/السعر قبل الخصم/)).toHaveTextContent('200');
    expect(within(screen.getByRole('region', { name: 'متجر عمر' })).getByRole('link', { name: 'شعار جاهز' })).toBeInTheDocument();
    expect(within(totals()).getByLabelText('السعر 250 ريال سعودي')).toBeInTheDocument();
    expect(within(totals()).getByLabelText('السعر 37.50 ريال سعودي')).toBeInTheDocument();
    expect(within(screen.getByTestId('cart-final-total')).getByLabelText('السعر 287.50 ريال سعودي')).toBeInTheDocument();
    expect(view.cartCounts).toContain(2);
  });

  it('says the cart is empty', async () => {
    api.mock({ 'GET /user/cart/get': ok(emptyCart()), 'POST /wallet/balance': ok(0) });
    const view = await render();
    expect(await screen.findByText('السلة فارغة')).toBeInTheDocument();
    expect(view.cartCounts).toContain(0);
  });

  it('offers a retry when the cart fails to load', async () => {
    api.mock({ 'GET /user/cart/get': [fail('خطأ'), ok(emptyCart())], 'POST /wallet/balance': ok(0) });
    await render();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findByText('السلة فارغة')).toBeInTheDocument();
  });

  it('removes an item only after confirmation, then reloads the cart and the header count', async () => {
    const one = createCart();
    one.cart_items = [one.cart_items[1]];
    one.count = 1;
    api.mock({
      'GET /user/cart/get': [ok(createCart()), ok(one)],
      'POST /wallet/balance': ok(500),
      'POST /user/cart/remove-item': ok({ count: 1 }, 'تم حذف المنتج من السلة'),
    });
    const view = await render();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'أزل قالب متجر من السلة' }));
    const cancel = await screen.findByRole('button', { name: 'إلغاء' });
    await user.click(cancel);
    expect(api.callsTo('POST', '/user/cart/remove-item')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'أزل قالب متجر من السلة' }));
    await user.click(await screen.findByRole('button', { name: 'نعم، أزله' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'متجر نورة' })).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/user/cart/remove-item')[0].body).toEqual({ cart_id: 501 });
    expect(view.toasts).toContainEqual({ level: 'success', message: 'تم حذف المنتج من السلة' });
    expect(view.cartCounts).toContain(1);
  });

  it('applies a coupon (totals with the discount), refuses a bad one with the server message, and asks for a code first', async () => {
    api.mock({
      'GET /user/cart/get': ok(createCart()),
      'POST /wallet/balance': ok(500),
      'GET /user/cart/inquiry-coupon': (call) => (call.query.coupon === 'WELCOME10' ? welcome10() : fail('الكوبون غير صالح')),
    });
    const view = await render();
    const user = setupUser();
    const field = await screen.findByRole('textbox', { name: 'كوبون الخصم' });
    await user.click(screen.getByRole('button', { name: 'تطبيق' }));
    expect(view.toasts).toContainEqual({ level: 'error', message: 'اكتب رمز الكوبون أولًا' });

    await user.type(field, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'تطبيق' }));
    await waitFor(() => expect(view.toasts).toContainEqual({ level: 'error', message: 'الكوبون غير صالح' }));
    expect(within(screen.getByTestId('cart-final-total')).getByLabelText('السعر 287.50 ريال سعودي')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'تطبيق' }));
    await waitFor(() => expect(view.toasts).toContainEqual({ level: 'success', message: 'تم تطبيق الكوبون' }));
    expect(within(totals()).getByText(/خصم الكوبون/)).toHaveTextContent('WELCOME10');
    expect(within(totals()).getByLabelText('السعر 25 ريال سعودي')).toBeInTheDocument();
    expect(within(totals()).getByLabelText('السعر 225 ريال سعودي')).toBeInTheDocument();
    expect(within(totals()).getByLabelText('السعر 33.75 ريال سعودي')).toBeInTheDocument();
    expect(within(screen.getByTestId('cart-final-total')).getByLabelText('السعر 258.75 ريال سعودي')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /ادفع 258.75 ر.س/ })).toBeInTheDocument();
    expect(api.callsTo('GET', '/user/cart/inquiry-coupon').at(-1)?.query).toEqual({ coupon: 'WELCOME10' });
  });

  it('pays by wallet with the coupon (button busy while sending), then shows the success with the invoice and files links', async () => {
    let release: (e: Envelope) => void = () => undefined;
    api.mock({
      'GET /user/cart/get': [ok(createCart()), ok(emptyCart())],
      'POST /wallet/balance': ok(500),
      'GET /user/cart/inquiry-coupon': welcome10(),
      'POST /user/create-order': () => new Promise<Envelope>((resolve) => (release = resolve)),
      'GET /invoices/products/91': ok(createInvoice()),
    });
    await render();
    const user = setupUser();
    await user.type(await screen.findByRole('textbox', { name: 'كوبون الخصم' }), 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'تطبيق' }));
    await screen.findByText('الكوبون WELCOME10');
    await user.click(await screen.findByRole('radio', { name: /المحفظة/ }));
    await user.click(screen.getByRole('button', { name: /ادفع/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: /ادفع/ })).toHaveClass(/loading/));
    expect(api.callsTo('POST', '/user/create-order')[0].body).toEqual({ pay_type: 1, coupon: 'WELCOME10' });
    release(paid());
    expect(await screen.findByText('تم الدفع بنجاح')).toBeInTheDocument();
    const result = (await screen.findByText('تم الدفع بنجاح')).closest('[role=status]') as HTMLElement;
    expect(result).toHaveTextContent('طلبك رقم P-000091 مدفوع');
    expect(within(result).getByText('P-000091')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'الفاتورة الضريبية' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اذهب إلى ملفاتي' })).toHaveAttribute('href', '/filesView');
    await waitFor(() => expect(api.callsTo('GET', '/user/cart/get')).toHaveLength(2));
    expect(screen.queryByText('السلة فارغة')).not.toBeInTheDocument();
  });

  it('a double click on the wallet pay sends one checkout and lands on the success screen with the files link', async () => {
    const answer = deferred();
    api.mock({
      'GET /user/cart/get': [ok(createCart()), ok(emptyCart())],
      'POST /wallet/balance': ok(500),
      'POST /user/create-order': [answer.answer, fail('السلة فارغة')],
      'GET /invoices/products/91': ok(createInvoice()),
    });
    await render();
    const user = setupUser();
    await user.click(await screen.findByRole('radio', { name: /المحفظة/ }));
    const button = screen.getByRole('button', { name: /ادفع/ });
    // Both clicks land before the button re-renders as loading.
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(api.callsTo('POST', '/user/create-order')).toHaveLength(1));
    answer.resolve(paid());
    expect(await screen.findByText('تم الدفع بنجاح')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اذهب إلى ملفاتي' })).toHaveAttribute('href', '/filesView');
    expect(api.callsTo('POST', '/user/create-order')).toHaveLength(1);
    expect(screen.queryByText('السلة فارغة')).not.toBeInTheDocument();
  });

  it('pays by card: follows the gateway url and remembers the order for the way back', async () => {
    api.mock({
      'GET /user/cart/get': ok(createCart()),
      'POST /wallet/balance': ok(0),
      'POST /user/create-order': paid({ paid: false, url: 'https://souq.test/api/v1/payments/sandbox/5?token=t' }),
    });
    await render();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: /ادفع 287.50/ }));
    await waitFor(() => expect(leaveForPayment).toHaveBeenCalledWith('https://souq.test/api/v1/payments/sandbox/5?token=t'));
    expect(api.callsTo('POST', '/user/create-order')[0].body).toEqual({ pay_type: 3, coupon: '' });
    expect(sessionStorage.getItem('souq:commerce:pending-order')).toBe('91');
    expect(screen.getByRole('button', { name: /ادفع/ })).toHaveClass(/loading/);
  });

  it('back from a paid card payment: success with the invoice of the remembered order', async () => {
    sessionStorage.setItem('souq:commerce:pending-order', '91');
    api.mock({ 'GET /user/cart/get': ok(emptyCart()), 'POST /wallet/balance': ok(0) });
    const view = await render('/cartView?payment_id=5&payment_status=paid');
    expect(await screen.findByText('تم الدفع بنجاح')).toBeInTheDocument();
    // The URL drops the gateway's answer, so a reload does not announce it again.
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    expect(screen.getByText('تم الدفع بنجاح')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'الفاتورة الضريبية' })).toBeInTheDocument();
    expect(sessionStorage.getItem('souq:commerce:pending-order')).toBeNull();
  });

  it('back from a declined card payment: says so and keeps the cart', async () => {
    api.mock({ 'GET /user/cart/get': ok(createCart()), 'POST /wallet/balance': ok(0) });
    await render('/cartView?payment_id=5&payment_status=declined');
    expect(await screen.findByText('لم يتم الدفع')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'متجر نورة' })).toBeInTheDocument();
  });

  it('back from an unfinished or expired card payment: its own words, the cart kept', async () => {
    api.mock({ 'GET /user/cart/get': ok(createCart()), 'POST /wallet/balance': ok(0) });
    const pending = await render('/cartView?payment_id=6&payment_status=pending');
    expect(await screen.findByText('لم يكتمل الدفع')).toBeInTheDocument();
    expect(screen.queryByText('لم يتم الدفع')).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'متجر نورة' })).toBeInTheDocument();
    pending.unmount();
    await render('/cartView?payment_id=7&payment_status=expired');
    expect(await screen.findByText('انتهت مهلة الدفع')).toBeInTheDocument();
    expect(screen.getByText('لم يكتمل الدفع في الوقت المحدد، ومنتجاتك ما زالت في السلة. يمكنك الدفع مرة أخرى.')).toBeInTheDocument();
  });

  it('does not offer a wallet payment above the balance, and links to charging it', async () => {
    api.mock({ 'GET /user/cart/get': ok(createCart()), 'POST /wallet/balance': ok(100) });
    await render();
    const user = setupUser();
    await user.click(await screen.findByRole('radio', { name: /المحفظة/ }));
    expect(await screen.findByRole('link', { name: 'اشحن المحفظة' })).toHaveAttribute('href', '/walletView');
    expect(screen.getByRole('button', { name: /ادفع/ })).toBeDisabled();
  });

  it('shows the server message when checkout fails and lets the customer try again', async () => {
    api.mock({
      'GET /user/cart/get': ok(createCart()),
      'POST /wallet/balance': ok(0),
      'POST /user/create-order': fail('السلة تغيرت'),
    });
    const view = await render();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: /ادفع/ }));
    await waitFor(() => expect(view.toasts).toContainEqual({ level: 'error', message: 'السلة تغيرت' }));
    expect(screen.getByRole('button', { name: /ادفع/ })).toBeEnabled();
    expect(leaveForPayment).not.toHaveBeenCalled();
  });
});
