import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@souq/event-bus';
import { fail, findDialog, ok, renderPage, setupUser, signInAs, signOut, testApi } from '@souq/testing';
import { createProductCard, createProductDetails } from '@/testing/fixtures';
import { setViewportWidth } from '@/testing/viewport';
import ProviderProductDetailsPage from './provider-product-details-page';

const PATH = '/providerProductDetails/:id';
const render = () => renderPage(<ProviderProductDetailsPage />, { path: PATH, url: '/providerProductDetails/7' });

jest.setTimeout(60_000);
const api = testApi();
const originalMatchMedia = window.matchMedia;

beforeEach(() => {
  localStorage.clear();
  signOut();
  setViewportWidth(1280);
});
afterEach(() => {
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: originalMatchMedia });
});

const baseApi = (details = createProductDetails()) => ({
  'POST /user/products/show': ok(details),
  'GET /user/products/7/similar': ok([createProductCard({ id: 30, name: 'منتج مشابه' })]),
});

describe('/providerProductDetails/:id', () => {
  it('shows the price with discount and its end, downloads, rating, features, description, seller and similar products', async () => {
    api.mock(baseApi());
    await render();
    expect(await screen.findByRole('heading', { level: 1, name: 'قالب متجر إلكتروني' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/user/products/show')[0].body).toEqual({ product_id: 7 });
    expect(screen.getAllByLabelText('السعر 150 ريال سعودي').length).toBeGreaterThan(0);
    expect(screen.getAllByText('خصم 25٪').length).toBeGreaterThan(0);
    expect(screen.getByText(/الخصم ساري حتى/)).toHaveTextContent('2026');
    expect(screen.getByText(/14 تحميلًا/)).toBeInTheDocument();
    expect(screen.getByText('قابل للتعديل')).toBeInTheDocument();
    expect(screen.getByText('قالب جاهز لمتجر إلكتروني بتصميم عربي.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'صفحة البائع' })).toHaveAttribute('href', '/providerProfile/12');
    expect(await screen.findByRole('link', { name: 'منتج مشابه' })).toHaveAttribute('href', '/providerProductDetails/30');
    expect(screen.getByRole('button', { name: 'أضف إلى السلة' })).toBeInTheDocument();
  });

  it('shows 4 gallery thumbnails on wide screens, 3 below 767 px and 1 below 575 px', async () => {
    for (const [width, count] of [
      [1280, 4],
      [700, 3],
      [390, 1],
    ] as const) {
      setViewportWidth(width);
      api.mock(baseApi());
      const view = await render();
      const gallery = await screen.findByRole('region', { name: 'معرض الصور' });
      expect(within(gallery).getAllByRole('button', { name: /^عرض الصورة/ })).toHaveLength(count);
      view.unmount();
    }
  });

  it('adds to the cart (button busy while sending), announces the new count, then links to the cart', async () => {
    signInAs('user');
    let release: () => void = () => undefined;
    api.mock({
      ...baseApi(),
      'POST /user/cart/add': () => new Promise((resolve) => (release = () => resolve(ok({ count: 3 }, 'أضيف إلى السلة')))),
      'GET /user/cart/get': ok({
        cart_items: [],
        cart_finance: {
          subtotal: 0,
          coupon_discount: 0,
          total_products_amount: 0,
          vat_amount: 0,
          final_total: 0,
          currency: 'SAR',
          coupon: null,
        },
        count: 3,
      }),
    });
    const view = await render();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'أضف إلى السلة' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /أضف إلى السلة/ })).toHaveClass(/loading/));
    // The details answer again after the add: now in the cart.
    api.mock({ ...baseApi(createProductDetails({ is_in_cart: true })), 'POST /user/cart/add': ok({ count: 3 }, 'أضيف إلى السلة') });
    release();
    await waitFor(() => expect(view.toasts).toContainEqual({ level: 'success', message: 'أضيف إلى السلة' }));
    expect(view.cartCounts).toContain(3);
    expect(await screen.findByRole('link', { name: /اذهب إلى السلة/ })).toHaveAttribute('href', '/cartView');
  });

  it('shows the server message when adding fails (e.g. already bought)', async () => {
    signInAs('user');
    api.mock({ ...baseApi(), 'POST /user/cart/add': fail('اشتريت هذا المنتج من قبل') });
    const view = await render();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'أضف إلى السلة' }));
    await waitFor(() => expect(view.toasts).toContainEqual({ level: 'error', message: 'اشتريت هذا المنتج من قبل' }));
  });

  it('asks a guest to sign in before adding to the cart', async () => {
    api.mock(baseApi());
    const view = await render();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'أضف إلى السلة' }));
    await waitFor(() => expect(view.needLogin).toHaveLength(1));
    expect(api.callsTo('POST', '/user/cart/add')).toHaveLength(0);
  });

  it('removes the product from favourites and publishes the count', async () => {
    signInAs('user');
    api.mock({ ...baseApi(createProductDetails({ is_favorite: true })), 'POST /user/favorites/delete': ok({ count: 0 }) });
    const counts: number[] = [];
    const off = bus.on('favorites:count', ({ count }) => counts.push(count));
    const view = await render();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'أزل قالب متجر إلكتروني من المفضلة' }));
    await waitFor(() => expect(view.toasts).toContainEqual({ level: 'success', message: 'أزيل المنتج من المفضلة' }));
    expect(counts).toEqual([0]);
    off();
  });

  it('opens the ratings modal with each rating', async () => {
    api.mock({
      ...baseApi(),
      'GET /rates/products/7': ok([{ id: 1, value: 5, comment: 'ممتاز', created_at: '2026-11-01', user: { name: 'خالد' } }]),
    });
    await render();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: /عرض التقييمات/ }));
    const dialog = await findDialog('تقييمات قالب متجر إلكتروني');
    expect(await within(dialog).findByText('خالد')).toBeInTheDocument();
    expect(within(dialog).getByText('ممتاز')).toBeInTheDocument();
  });

  it('shows no cart, heart or similar products to providers', async () => {
    signInAs('provider');
    api.mock(baseApi());
    await render();
    await screen.findByRole('heading', { level: 1, name: 'قالب متجر إلكتروني' });
    expect(screen.queryByRole('button', { name: 'أضف إلى السلة' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /المفضلة/ })).not.toBeInTheDocument();
    expect(screen.queryByText('منتجات مشابهة')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/user/products/7/similar')).toHaveLength(0);
  });

  it('shows a store owner their own product awaiting approval (the public call refuses it)', async () => {
    signInAs('provider');
    api.mock({
      'POST /user/products/show': fail('المنتج غير موجود'),
      'POST /provider/products/show': ok({
        ...createProductDetails({ is_approved: false }),
        download_files_attachments: [],
        stored_discount_percentage: 25,
        stored_price_after_discount: 150,
      }),
    });
    await render();
    expect(await screen.findByRole('heading', { level: 1, name: 'قالب متجر إلكتروني' })).toBeInTheDocument();
    expect(screen.getByText('بانتظار موافقة الإدارة')).toBeInTheDocument();
    expect(api.callsTo('POST', '/provider/products/show')[0].body).toEqual({ product_id: 7 });
  });

  it('tells a customer who bought it where the files are', async () => {
    signInAs('user');
    api.mock(baseApi(createProductDetails({ is_purchased: true })));
    await render();
    expect(await screen.findByRole('link', { name: 'ملفاتي' })).toHaveAttribute('href', '/filesView');
    expect(screen.queryByRole('button', { name: 'أضف إلى السلة' })).not.toBeInTheDocument();
  });

  it('says the product is not available when the server refuses it (a customer never asks the owner’s call)', async () => {
    signInAs('user');
    api.mock({ 'POST /user/products/show': fail('المنتج غير موجود') });
    await render();
    expect(await screen.findByText('هذا المنتج غير متاح')).toBeInTheDocument();
    expect(api.callsTo('POST', '/provider/products/show')).toHaveLength(0);
  });
});
