/**
 * The store journey, in Arabic and in English, on the built app: a new customer browses
 * a store category, filters it, favourites a product (the header's count changes), adds two
 * products of two stores to the cart, applies the coupon WELCOME10, pays by card on the sandbox
 * page, downloads a file from /filesView and opens the tax invoice; a second new customer charges
 * the wallet by card and checks out by wallet.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { API, newCustomer, signedIn, useLocale } from './support';

type Locale = 'ar' | 'en';

const TEXT = {
  en: {
    filter: 'Filter',
    price: 'Price',
    highFirst: 'Highest first',
    showResults: 'Show results',
    filterActive: 'Filter (1)',
    addFavourite: (name: string) => `Add ${name} to favourites`,
    favourites: 'Favourites',
    favouritesOne: 'Favourites (1)',
    addToCart: 'Add to cart',
    goToCart: 'Go to cart',
    coupon: 'Coupon',
    apply: 'Apply',
    couponChip: 'Coupon WELCOME10',
    couponDiscount: 'Coupon discount',
    card: 'Bank card',
    wallet: /^Wallet/,
    pay: /^Pay /,
    paid: 'Payment complete',
    downloadFiles: (name: string) => `Download the files of ${name}`,
    downloadFile: (name: string) => `Download ${name}`,
    invoice: 'Tax invoice',
    amount: 'Amount (SR)',
    chargeByCard: 'Charge by card',
    charged: 'Wallet charged',
  },
  ar: {
    filter: 'تصفية',
    price: 'السعر',
    highFirst: 'الأعلى أولًا',
    showResults: 'عرض النتائج',
    filterActive: 'تصفية (1)',
    addFavourite: (name: string) => `أضف ${name} إلى المفضلة`,
    favourites: 'المفضلة',
    favouritesOne: 'المفضلة، 1 منتجات',
    addToCart: 'أضف إلى السلة',
    goToCart: 'اذهب إلى السلة',
    coupon: 'كوبون الخصم',
    apply: 'تطبيق',
    couponChip: 'الكوبون WELCOME10',
    couponDiscount: 'خصم الكوبون',
    card: 'بطاقة بنكية',
    wallet: /^المحفظة/,
    pay: /^ادفع /,
    paid: 'تم الدفع بنجاح',
    downloadFiles: (name: string) => `تحميل ملفات ${name}`,
    downloadFile: (name: string) => `تحميل ${name}`,
    invoice: 'الفاتورة الضريبية',
    amount: 'المبلغ (ر.س)',
    chargeByCard: 'اشحن بالبطاقة',
    charged: 'تم شحن المحفظة',
  },
} as const;

type Product = { id: number; name: string; providerId: number; categoryId: number };

/** Two listed products of two different stores, the first from the store category `categoryId`. */
async function twoProductsOfTwoStores(
  request: APIRequestContext,
  lang: Locale,
): Promise<{ categoryId: number; products: [Product, Product] }> {
  const headers = { lang };
  const categories = (await (await request.get(`${API}/user/categories/store`, { headers })).json()).data as { id: number }[];
  const found: Product[] = [];
  for (const c of categories) {
    const page1 = (await (await request.get(`${API}/user/category/${c.id}/products`, { headers })).json()).data;
    for (const p of page1.data as { id: number; name: string }[]) {
      const show = (await (await request.post(`${API}/user/products/show`, { data: { product_id: p.id }, headers })).json()).data;
      if (found.some((f) => f.providerId === show.provider.id)) continue;
      found.push({ id: p.id, name: p.name, providerId: show.provider.id, categoryId: c.id });
      if (found.length === 2) return { categoryId: found[0]!.categoryId, products: [found[0]!, found[1]!] };
    }
  }
  throw new Error('the demo data needs products of two stores');
}

async function addToCartFromDetails(page: Page, product: Product, L: (typeof TEXT)[Locale]) {
  await page.goto(`/providerProductDetails/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const added = page.waitForResponse((r) => r.url().endsWith('/user/cart/add'));
  await page.getByRole('button', { name: L.addToCart }).first().click();
  expect((await (await added).json()).key).toBe('success');
}

/** On the sandbox page: pay with the card that succeeds, and come back into the app. */
async function payOnSandbox(page: Page) {
  await expect(page).toHaveURL(/\/api\/v1\/payments\/sandbox\/\d+/);
  await page.locator('#card_number').fill('4111111111111111');
  await page.locator('button[type=submit]').click();
}

for (const lang of ['ar', 'en'] as const) {
  const L = TEXT[lang];

  test(`store journey (${lang}): browse, filter, favourite, two stores in the cart, coupon, card, download, invoice`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await useLocale(page, lang);
    const buyer = await newCustomer(request, lang === 'ar' ? 'مشتري المتجر' : 'Store Buyer');
    await signedIn(page, buyer);
    const { categoryId, products } = await twoProductsOfTwoStores(request, lang);
    const [first, second] = products;

    // Browse the store category and filter it by price, highest first.
    await page.goto(`/userProducts/${categoryId}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: L.filter, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('group', { name: L.price }).getByRole('radio', { name: L.highFirst }).check();
    const filtered = page.waitForResponse((r) => r.url().endsWith('/user/products/fillter'));
    await dialog.getByRole('button', { name: L.showResults }).click();
    const filterBody = await (await filtered).json();
    expect(filterBody.key).toBe('success');
    const prices = (filterBody.data as { price_after_discount: number }[]).map((p) => p.price_after_discount);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await expect(page.getByRole('button', { name: L.filterActive })).toBeVisible();

    // Favourite the first product shown: the header's count goes from none to one.
    const header = page.locator('header');
    await expect(header.getByRole('link', { name: L.favourites, exact: true }).first()).toBeVisible();
    const firstShown = (filterBody.data as { name: string }[])[0]!.name;
    await page
      .getByRole('button', { name: L.addFavourite(firstShown) })
      .first()
      .click();
    await expect(header.getByRole('link', { name: L.favouritesOne }).first()).toBeVisible();

    // Two products of two stores in the cart.
    await addToCartFromDetails(page, first, L);
    await addToCartFromDetails(page, second, L);
    await page.getByRole('link', { name: L.goToCart }).first().click();
    await expect(page).toHaveURL(/\/cartView$/);
    await expect(page.getByText(first.name).first()).toBeVisible();
    await expect(page.getByText(second.name).first()).toBeVisible();

    // The coupon: the discount line appears.
    await page.getByLabel(L.coupon).fill('WELCOME10');
    const inquiry = page.waitForResponse((r) => r.url().includes('/user/cart/inquiry-coupon'));
    await page.getByRole('button', { name: L.apply, exact: true }).click();
    expect((await (await inquiry).json()).key).toBe('success');
    await expect(page.getByText(L.couponChip)).toBeVisible();
    await expect(page.getByText(L.couponDiscount)).toBeVisible();

    // Card through the sandbox, back on /filesView with the success notice.
    await page.getByRole('radio', { name: L.card }).check();
    // The answer (not paid yet, the gateway's URL) sends the browser to the sandbox page at once.
    await page.getByRole('button', { name: L.pay }).click();
    await payOnSandbox(page);
    await expect(page).toHaveURL(/\/filesView/);
    await expect(page.getByText(L.paid).first()).toBeVisible();
    await expect(page.getByText(first.name).first()).toBeVisible();
    await expect(page.getByText(second.name).first()).toBeVisible();

    // Download a file of the first product: the right type and the file's own name.
    await page.getByRole('button', { name: L.downloadFiles(first.name) }).click();
    const link = page.getByRole('dialog').getByRole('link').first();
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href')) ?? '';
    const fileName = (await link.getAttribute('download')) ?? '';
    await expect(link).toHaveAccessibleName(L.downloadFile(fileName));
    const download = page.waitForEvent('download');
    await link.click();
    expect((await download).suggestedFilename()).toBe(fileName);
    const file = await page.request.get(href);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe(fileName.endsWith('.pdf') ? 'application/pdf' : file.headers()['content-type']);
    expect(file.headers()['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(fileName)}`);
    await page.keyboard.press('Escape');

    // The tax invoice opens in a new tab.
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: L.invoice }).first().click();
    const invoice = await popup;
    await expect(invoice).toHaveURL(/\/api\/v1\/invoice-pages\//);
    await expect(invoice.getByRole('heading', { level: 1 })).toContainText('Simplified tax invoice');
    await expect(invoice.getByText(first.name).first()).toBeVisible();
    await invoice.close();
  });

  test(`store journey (${lang}): a second customer charges the wallet by card and checks out by wallet`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await useLocale(page, lang);
    const buyer = await newCustomer(request, lang === 'ar' ? 'عميلة المحفظة' : 'Wallet Buyer');
    await signedIn(page, buyer);
    const balance = async () =>
      Number((await (await request.post(`${API}/wallet/balance`, { headers: { Authorization: `Bearer ${buyer.token}` } })).json()).data);
    expect(await balance()).toBe(0);

    await page.goto('/walletView');
    await page.getByLabel(L.amount).fill('300');
    await page.getByRole('button', { name: L.chargeByCard }).click();
    await payOnSandbox(page);
    await expect(page).toHaveURL(/\/walletView/);
    await expect(page.getByText(L.charged).first()).toBeVisible();
    expect(await balance()).toBe(300);

    const { products } = await twoProductsOfTwoStores(request, lang);
    await addToCartFromDetails(page, products[1], L);
    await page.getByRole('link', { name: L.goToCart }).first().click();
    await page.getByRole('radio', { name: L.wallet }).check();
    const order = page.waitForResponse((r) => r.url().endsWith('/user/create-order'));
    await page.getByRole('button', { name: L.pay }).click();
    const created = await (await order).json();
    expect(created.key, created.msg).toBe('success');
    expect(created.data.paid).toBe(true);
    await expect(page.getByText(L.paid).first()).toBeVisible();
    expect(await balance()).toBeCloseTo(300 - created.data.final_total, 2);
    await page.goto('/filesView');
    await expect(page.getByText(products[1].name).first()).toBeVisible();
  });
}
