/**
 * Card payments through Moyasar, in the browser: the app server started with
 * PAYMENT_DRIVER=moyasar (playwright.config.ts) sends the customer to the stand-in's hosted
 * page; the card is typed there; the server settles only after fetching the invoice, and the
 * customer lands back on the app. Backing out of the page says so, in the customer's language.
 */
import { expect, type APIRequestContext, test } from '@playwright/test';
import { CARD_PORT, MOYASAR_PORT } from '../ports';
import { API, type Customer, newCustomer, signedIn, useLocale } from './support';

test.use({ baseURL: `http://localhost:${CARD_PORT}` });

const TEXT = {
  ar: { amount: 'المبلغ (ر.س)', charge: 'اشحن بالبطاقة', charged: 'تم شحن المحفظة', unfinished: 'لم يكتمل الدفع' },
  en: { amount: 'Amount (SR)', charge: 'Charge by card', charged: 'Wallet charged', unfinished: 'Payment not completed' },
} as const;

const balanceOf = async (request: APIRequestContext, c: Customer) =>
  Number((await (await request.post(`${API}/wallet/balance`, { headers: { Authorization: `Bearer ${c.token}` } })).json()).data);

for (const lang of ['ar', 'en'] as const) {
  const L = TEXT[lang];

  test(`card payment (${lang}): a wallet top-up paid on Moyasar's hosted page`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await useLocale(page, lang);
    const buyer = await newCustomer(request, lang === 'ar' ? 'عميل البطاقة' : 'Card Buyer');
    await signedIn(page, buyer);

    await page.goto('/walletView');
    await page.getByLabel(L.amount).fill('25');
    await page.getByRole('button', { name: L.charge }).click();
    // Moyasar's page, not ours.
    await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${MOYASAR_PORT}/invoices/`));
    await expect(page.getByRole('heading', { name: 'Pay 25.00 SAR' })).toBeVisible();
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(new RegExp(`^http://localhost:${CARD_PORT}/walletView`));
    await expect(page.getByText(L.charged).first()).toBeVisible();
    expect(await balanceOf(request, buyer)).toBe(25);
    // The callback and the webhook arrive too: still credited once.
    await expect.poll(() => balanceOf(request, buyer)).toBe(25);
  });

  test(`card payment (${lang}): backing out of the hosted page leaves the balance and says the payment was not completed`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await useLocale(page, lang);
    const buyer = await newCustomer(request, lang === 'ar' ? 'عميل متردد' : 'Hesitant Buyer');
    await signedIn(page, buyer);

    await page.goto('/walletView');
    await page.getByLabel(L.amount).fill('10');
    await page.getByRole('button', { name: L.charge }).click();
    await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${MOYASAR_PORT}/invoices/`));
    await page.getByRole('link', { name: 'Back' }).click();

    await expect(page).toHaveURL(new RegExp(`^http://localhost:${CARD_PORT}/walletView`));
    await expect(page.getByText(L.unfinished).first()).toBeVisible();
    expect(await balanceOf(request, buyer)).toBe(0);
  });
}
