import { screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { formatDate } from '@souq/i18n';
import { createCategory, createOwnProductCard, deferred, fill, imageFile, ok, renderPage, setupUser, testApi } from '@souq/testing';
import { signInProvider, signInProviderEachTest } from '@/testing/provider-session';
import AddnewProductPage from './addnew-product-page';
import EditProviderProductPage from './edit-provider-product-page';
import ProviderProductsPage from './provider-products-page';
import '@/config/i18n';

jest.setTimeout(240_000);

const api = testApi();
signInProviderEachTest('storeOwner');

const own = createOwnProductCard;
const features = Array.from({ length: 22 }, (_, i) => ({ id: i + 1, name: `ميزة ${i + 1}` }));
const lookups = {
  'GET /user/categories/store': ok([createCategory({ id: 7, name: 'القوالب' })]),
  'GET /features': ok(features),
};

describe('/providerProducts', () => {
  it('shows awaiting approval, prices and links; deletes after confirmation; a purchased one cannot be deleted', async () => {
    const list = deferred();
    api.mock({
      'GET /provider/products': [list.answer, ok([])],
      'POST /provider/products/delete': ok(null, 'حُذف المنتج'),
    });
    const page = await renderPage(<ProviderProductsPage />, { path: '/providerProducts' });
    await waitFor(() => expect(document.querySelector('.souq-placeholder, .souq-placeholder-lines')).toBeInTheDocument());
    list.resolve(
      ok([
        own({ id: 1, name: 'قالب جديد', is_approved: false, price: 100, price_after_discount: 80, has_discount: true }),
        own({ id: 2, name: 'قالب مباع', is_purchased: true }),
      ]),
    );
    expect(await screen.findByText('بانتظار موافقة الإدارة')).toBeInTheDocument();
    expect(screen.getAllByText('بانتظار موافقة الإدارة')).toHaveLength(1);
    expect(screen.getByLabelText('السعر 80 ريال سعودي')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /تفاصيل المنتج/ })[0]).toHaveAttribute('href', '/providerProductDetails/1');
    expect(screen.getByRole('link', { name: 'تعديل المنتج قالب جديد' })).toHaveAttribute('href', '/editProviderProduct/1');
    expect(await screen.findByRole('button', { name: 'حذف المنتج قالب مباع' })).toBeDisabled();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'حذف المنتج قالب جديد' }));
    expect(api.callsTo('POST', '/provider/products/delete')).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'نعم' }));
    await waitFor(() => expect(api.callsTo('POST', '/provider/products/delete')[0]?.body).toEqual({ product_id: 1 }));
    await waitFor(() => expect(page.toasts).toContainEqual({ level: 'success', message: 'حُذف المنتج' }));
    expect(await screen.findByText('لا توجد منتجات بعد')).toBeInTheDocument();
  });

  it("shows a refused product's reason and how to send it back, instead of awaiting approval", async () => {
    api.mock({
      'GET /provider/products': ok([
        own({ id: 3, name: 'قالب مرفوض', is_approved: false, rejection_reason: 'الصور غير واضحة' }),
        own({ id: 4, name: 'قالب بلا سبب', is_approved: false, rejection_reason: '' }),
        own({ id: 5, name: 'قالب ينتظر', is_approved: false }),
      ]),
    });
    await renderPage(<ProviderProductsPage />, { path: '/providerProducts' });
    const notes = await screen.findAllByRole('note');
    expect(notes.map((n) => n.textContent)).toEqual([
      'سبب الرفض: الصور غير واضحةعدّل المنتج ليعود إلى مراجعة الإدارة.',
      'عدّل المنتج ليعود إلى مراجعة الإدارة.',
    ]);
    expect(screen.getAllByText('مرفوض')).toHaveLength(2);
    expect(screen.getAllByText('بانتظار موافقة الإدارة')).toHaveLength(1);
  });

  it('tells a freelancer the page is for store owners', async () => {
    signInProvider('freelancer');
    api.mock({});
    await renderPage(<ProviderProductsPage />, { path: '/providerProducts' });
    expect(await screen.findByText('هذه الصفحة لأصحاب المتاجر فقط')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});

describe('/addnewProduct', () => {
  it('keeps discount and price after discount consistent, checks the rules, sends the files, waits for approval', async () => {
    const store = deferred();
    api.mock({ ...lookups, 'POST /provider/products/store': store.answer });
    await renderPage(<AddnewProductPage />, { path: '/addnewProduct' });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'إضافة منتج' }));
    expect(await screen.findByText('أضف صورة عرض واحدة على الأقل')).toBeInTheDocument();
    expect(screen.getByText('أضف ملف تحميل واحد على الأقل')).toBeInTheDocument();
    expect(api.callsTo('POST', '/provider/products/store')).toHaveLength(0);

    await fill(user, screen.getByLabelText('اسم المنتج'), 'قالب');
    await user.click(screen.getByLabelText('القسم الرئيسي'));
    await user.click(await screen.findByTitle('القوالب'));
    await fill(user, screen.getByLabelText('السعر (ر.س)'), '200');
    await fill(user, screen.getByLabelText('نسبة الخصم %'), '25');
    await waitFor(() => expect(screen.getByLabelText('السعر بعد الخصم (ر.س)')).toHaveValue('150.00'));
    const after = screen.getByLabelText('السعر بعد الخصم (ر.س)');
    await user.clear(after);
    await fill(user, after, '180');
    await waitFor(() => expect(screen.getByLabelText('نسبة الخصم %')).toHaveValue('10.00'));
    await fill(user, screen.getByLabelText('الوصف'), 'قالب عرض');
    const [previews, downloads] = Array.from(document.querySelectorAll('input[type=file]')) as HTMLInputElement[];
    await user.upload(previews, imageFile('p.png'));
    await user.upload(downloads, new File(['%PDF'], 'book.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'إضافة منتج' }));
    await waitFor(() => expect(screen.getByLabelText('اسم المنتج')).toBeDisabled());
    store.resolve(ok({ id: 5, is_approved: false }, 'بانتظار موافقة الإدارة على المنتج'));
    expect(await screen.findByText('بانتظار موافقة الإدارة على المنتج')).toBeInTheDocument();
    const body = api.callsTo('POST', '/provider/products/store')[0].body;
    expect(body).toMatchObject({ name: 'قالب', category_id: '7', price: '200', discount_percentage: '10', price_after_discount: '180' });
    expect((body['preview_files[0]'] as File).name).toBe('p.png');
    expect((body['download_files[0]'] as File).name).toBe('book.pdf');
    expect(body.discount_expire).toBeUndefined();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/providerProducts'), { timeout: 5000 });
  });

  it('refuses a discount above 100 % and a price after discount above the price', async () => {
    api.mock(lookups);
    await renderPage(<AddnewProductPage />, { path: '/addnewProduct' });
    const user = setupUser();
    await fill(user, await screen.findByLabelText('السعر (ر.س)'), '100');
    await fill(user, screen.getByLabelText('السعر بعد الخصم (ر.س)'), '150');
    await user.click(screen.getByRole('button', { name: 'إضافة منتج' }));
    expect(await screen.findByText('السعر بعد الخصم لا يتجاوز السعر')).toBeInTheDocument();
  });

  it('allows at most 20 feature chips', async () => {
    api.mock(lookups);
    await renderPage(<AddnewProductPage />, { path: '/addnewProduct' });
    const user = setupUser();
    await user.click(await screen.findByLabelText('المميزات'));
    for (let i = 1; i <= 21; i++) await user.click(await screen.findByTitle(`ميزة ${i}`));
    await waitFor(() => expect(document.querySelectorAll('.ant-select-selection-item').length).toBeGreaterThan(0));
    const chips = Array.from(document.querySelectorAll('.ant-select-selection-item')).filter((el) => /ميزة/.test(el.textContent ?? ''));
    expect(chips).toHaveLength(20);
  });
});

describe('/editProviderProduct/:id', () => {
  it('loads the product with its date as dd-mm-yy, removes a download after confirmation, saves back to approval', async () => {
    const date = dayjs().add(10, 'day');
    const product = {
      ...own({ id: 4, name: 'كتاب' }),
      has_discount: true,
      discount_percentage: 20,
      discount_expire: date.format('YYYY-MM-DD'),
      rates_count: 0,
      is_in_cart: false,
      category: { id: 7, name: 'القوالب' },
      features: [{ id: 2, name: 'ميزة 2' }],
      preview_files_attachments: [{ name: 'p.png', link: 'https://cdn.test/p.png', alt: '' }],
      download_files_attachments: [{ name: 'book.pdf', link: 'https://cdn.test/book.pdf' }],
      provider: { id: 3, name: 'متجر', image: 'https://cdn.test/3.png', rate: 4 },
      stored_discount_percentage: 20,
      stored_price_after_discount: 80,
    };
    api.mock({
      ...lookups,
      'POST /provider/products/show': ok(product),
      'POST /provider/products/images/delete': ok(null, 'حُذف الملف'),
      'POST /provider/products/update': ok({ id: 4, is_approved: false }, 'أُرسل للمراجعة'),
    });
    const page = await renderPage(<EditProviderProductPage />, { path: '/editProviderProduct/:id', url: '/editProviderProduct/4' });
    expect(await screen.findByDisplayValue('كتاب')).toBeInTheDocument();
    // The picked day reads as every date of the app, not as a short code like "15-12-26".
    expect(screen.getByDisplayValue(formatDate(date.format('YYYY-MM-DD'), 'ar'))).toBeInTheDocument();
    const user = setupUser();
    await user.click(await screen.findByLabelText('حذف الصورة: book.pdf'));
    await user.click(await screen.findByRole('button', { name: 'نعم' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/provider/products/images/delete')[0]?.body).toEqual({ product_id: 4, download_image: 'book.pdf' }),
    );
    await waitFor(() => expect(page.toasts).toContainEqual({ level: 'success', message: 'حُذف الملف' }));
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(api.callsTo('POST', '/provider/products/update')).toHaveLength(1));
    expect(api.callsTo('POST', '/provider/products/update')[0].body).toMatchObject({
      product_id: 4,
      category_id: 7,
      features: [2],
      discount_percentage: 20,
      price_after_discount: 80,
      discount_expire: date.format('YYYY-MM-DD'),
    });
    expect(await screen.findByText('أُرسل للمراجعة')).toBeInTheDocument();
  });
});
