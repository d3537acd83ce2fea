import { screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@souq/i18n';
import { deferred, type Envelope, fail, ok, renderPage, setupUser, signInAs, testApi } from '@souq/testing';
import { leaveForPayment } from '@/lib/payment-return';
import WalletViewPage from './wallet-view-page';

jest.mock('@/lib/payment-return', () => ({ ...jest.requireActual('@/lib/payment-return'), leaveForPayment: jest.fn() }));

jest.setTimeout(60_000);
const api = testApi();
beforeEach(() => {
  signInAs('user');
  jest.mocked(leaveForPayment).mockClear();
});

const render = (url = '/walletView') => renderPage(<WalletViewPage />, { path: '/walletView', url });
const entries = [
  { id: 2, kind: 'payment', amount: -172.5, description: 'دفع الطلب P-000091', created_at: '2026-11-21T09:00:00.000Z' },
  { id: 1, kind: 'charge', amount: 500, description: 'شحن المحفظة', created_at: '2026-11-20T09:00:00.000Z' },
];

describe('/walletView', () => {
  it('shows the balance and the ledger, money in and out', async () => {
    const balance = deferred();
    api.mock({ 'POST /wallet/balance': balance.answer, 'GET /wallet/transactions': ok(entries) });
    await render();
    balance.resolve(ok(327.5));
    expect(await within(await screen.findByTestId('wallet-balance')).findByLabelText('السعر 327.50 ريال سعودي')).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'حركات المحفظة' });
    // The reference stays one left-to-right unit inside the Arabic sentence (never "000091-P").
    const reference = await within(list).findByText('P-000091');
    expect(reference.tagName).toBe('BDI');
    expect(reference).toHaveAttribute('dir', 'ltr');
    expect(reference.parentElement).toHaveTextContent('دفع الطلب P-000091');
    expect(within(list).getByText('دفع')).toBeInTheDocument();
    expect(within(list).getByText('شحن')).toBeInTheDocument();
    expect(within(list).getByLabelText('السعر 172.50 ريال سعودي')).toBeInTheDocument();
    expect(within(list).getByLabelText('السعر 500 ريال سعودي')).toBeInTheDocument();
  });

  it('says when there is no activity yet', async () => {
    api.mock({ 'POST /wallet/balance': ok(0), 'GET /wallet/transactions': ok([]) });
    await render();
    expect(await screen.findByText('لا حركات بعد')).toBeInTheDocument();
  });

  it('refuses an amount out of range without calling the server', async () => {
    api.mock({ 'POST /wallet/balance': ok(0), 'GET /wallet/transactions': ok([]) });
    await render();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'اشحن بالبطاقة' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('اكتب مبلغًا من 1 إلى 100000 ريال');
    expect(api.callsTo('POST', '/user/frontend-charge-wallet')).toHaveLength(0);
  });

  it('charges by card: busy while sending, then goes to the gateway page', async () => {
    let release: (e: Envelope) => void = () => undefined;
    api.mock({
      'POST /wallet/balance': ok(0),
      'GET /wallet/transactions': ok([]),
      'POST /user/frontend-charge-wallet': () => new Promise<Envelope>((resolve) => (release = resolve)),
    });
    await render();
    const user = setupUser();
    await user.type(await screen.findByRole('spinbutton', { name: 'المبلغ (ر.س)' }), '150');
    await user.click(screen.getByRole('button', { name: 'اشحن بالبطاقة' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /اشحن بالبطاقة/ })).toHaveClass(/loading/));
    expect(api.callsTo('POST', '/user/frontend-charge-wallet')[0].body).toEqual({ amount: 150 });
    release(ok({ url: 'https://souq.test/api/v1/payments/sandbox/8?token=t', payment_id: 8 }));
    await waitFor(() => expect(leaveForPayment).toHaveBeenCalledWith('https://souq.test/api/v1/payments/sandbox/8?token=t'));
  });

  it('shows the server message when the charge cannot start', async () => {
    api.mock({
      'POST /wallet/balance': ok(0),
      'GET /wallet/transactions': ok([]),
      'POST /user/frontend-charge-wallet': fail('المبلغ غير صالح'),
    });
    const view = await render();
    const user = setupUser();
    await user.type(await screen.findByRole('spinbutton', { name: 'المبلغ (ر.س)' }), '50');
    await user.click(screen.getByRole('button', { name: 'اشحن بالبطاقة' }));
    await waitFor(() => expect(view.toasts).toContainEqual({ level: 'error', message: 'المبلغ غير صالح' }));
    expect(leaveForPayment).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'اشحن بالبطاقة' })).toBeEnabled();
  });

  it('says whether the card charge went through when the gateway sends the customer back', async () => {
    api.mock({ 'POST /wallet/balance': ok(150), 'GET /wallet/transactions': ok([]) });
    const view = await render('/walletView?payment_id=8&payment_status=paid');
    expect(await screen.findByText('تم شحن المحفظة')).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    expect(screen.getByText('تم شحن المحفظة')).toBeInTheDocument();
    view.unmount();
    await render('/walletView?payment_id=9&payment_status=declined');
    expect(await screen.findByText('لم يتم الشحن')).toBeInTheDocument();
  });

  it('tells a payment left unfinished and one that expired apart from a declined card', async () => {
    api.mock({ 'POST /wallet/balance': ok(20), 'GET /wallet/transactions': ok([]) });
    const pending = await render('/walletView?payment_id=10&payment_status=pending');
    expect(await screen.findByText('لم يكتمل الدفع')).toBeInTheDocument();
    expect(screen.getByText('غادرت صفحة الدفع قبل إتمامه، ولم يتغير رصيدك. يمكنك المحاولة مرة أخرى.')).toBeInTheDocument();
    expect(screen.queryByText('لم يتم الشحن')).not.toBeInTheDocument();
    pending.unmount();
    await i18n.changeLanguage('en');
    try {
      await render('/walletView?payment_id=11&payment_status=expired');
      expect(await screen.findByText('Payment expired')).toBeInTheDocument();
      expect(
        screen.getByText('The payment was not completed in time; your balance did not change. You can charge again.'),
      ).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('ar');
    }
  });

  it('offers a retry when the balance fails', async () => {
    api.mock({ 'POST /wallet/balance': [fail('خطأ'), ok(20)], 'GET /wallet/transactions': ok([]) });
    await render();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'إعادة المحاولة' }));
    expect(await within(await screen.findByTestId('wallet-balance')).findByLabelText('السعر 20 ريال سعودي')).toBeInTheDocument();
  });
});
