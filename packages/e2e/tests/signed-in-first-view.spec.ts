import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { API, login, type Session, signedIn, useLocale } from './support';

/**
 * The cart, an order and a chat room, signed in as the demo customer on a phone: the HTML draws
 * their first view from the answer of the call it started (packages/server
 * signed-in-first-view.ts) before any of the app's JavaScript has run, with that answer's data;
 * the page takes it away when it shows its own content.
 */
test.describe('signed-in first view on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  let s: Session;
  let pages: { cart: string; order: string; chat: string };
  let ids: { order: number; room: number };

  test.beforeAll(async ({ request }) => {
    s = await login(request, 'user', '500000001');
    const headers = { Authorization: `Bearer ${s.token}` };
    const json = async (res: Promise<{ json: () => Promise<{ data: unknown }> }>) => (await (await res).json()).data as never;
    const [product]: Array<{ id: number }> = await json(request.post(`${API}/user/products/search`, { form: { name: '' } }));
    await request.post(`${API}/user/cart/add`, { headers, form: { product_id: String(product?.id) } });
    let order: { id: number } | undefined;
    for (const status of [1, 2, 3, 4]) {
      [order] = (await json(request.post(`${API}/user/request-service`, { headers, form: { status: String(status) } }))) as Array<{
        id: number;
      }>;
      if (order) break;
    }
    const { rooms }: { rooms: Array<{ id: number }> } = await json(request.get(`${API}/get-rooms`, { headers }));
    // A room with a text message (other journeys add rooms whose messages are pictures only).
    let room = 0;
    for (const r of rooms) {
      const { messages }: { messages: { data: Array<{ type: string }> } } = await json(
        request.get(`${API}/get-room-messages/${r.id}`, { headers }),
      );
      if (messages.data.some((m) => m.type === 'text')) {
        room = r.id;
        break;
      }
    }
    ids = { order: order?.id ?? 0, room };
    pages = { cart: '/cartView', order: `/userOrderDetails/${ids.order}`, chat: `/chatView/${ids.room}` };
  });

  /** The data each page's first view shows, as the API answers it for the demo customer in `locale`. */
  async function expected(request: APIRequestContext, locale: 'ar' | 'en') {
    const headers = { Authorization: `Bearer ${s.token}`, lang: locale };
    const json = async (res: Promise<{ json: () => Promise<{ data: unknown }> }>) => (await (await res).json()).data as never;
    const cart: { cart_items: Array<{ items: Array<{ variant_name: string }> }> } = await json(
      request.get(`${API}/user/cart/get`, { headers }),
    );
    const order: { number: string; service: string } = await json(
      request.post(`${API}/user/request-service/show`, { headers, data: { request_service_id: ids.order } }),
    );
    const room: { room: { member: { name: string } }; messages: { data: Array<{ type: string; body: string }> } } = await json(
      request.get(`${API}/get-room-messages/${ids.room}`, { headers }),
    );
    return {
      item: cart.cart_items[0]?.items[0]?.variant_name ?? '',
      orderNumber: order.number,
      orderService: order.service,
      lastText: room.messages.data.filter((m) => m.type === 'text').at(-1)?.body ?? '',
      member: room.room.member.name,
    };
  }

  /** The app's JavaScript never comes: what shows is what the HTML drew. */
  const withoutApp = (page: Page) => page.route(/\.js(?:\?|$)/, (route) => route.abort());

  for (const locale of ['ar', 'en'] as const) {
    test(`the cart, an order and a chat room (${locale}) show their data before the app's JavaScript has run`, async ({
      page,
      request,
    }) => {
      const data = await expected(request, locale);
      await useLocale(page, locale);
      await signedIn(page, s);
      await withoutApp(page);
      const view = page.locator('#souq-first-view');
      const dir = locale === 'ar' ? 'rtl' : 'ltr';

      await page.goto(pages.cart);
      await expect(view).toHaveClass(/souq-first-view--cart/);
      await expect(view).toHaveAttribute('aria-hidden', 'true');
      await expect(view).toHaveAttribute('dir', dir);
      await expect(view.locator('.souq-first-view__item-name').first()).toHaveText(data.item);
      await expect(view.locator('.souq-first-view__item-image').first()).toBeVisible();
      expect(await view.evaluate((e) => getComputedStyle(e).pointerEvents)).toBe('none');

      await page.goto(pages.order);
      await expect(view).toHaveClass(/souq-first-view--order/);
      await expect(view).toHaveAttribute('dir', dir);
      await expect(view.locator('.souq-first-view__order-title')).toHaveText(data.orderNumber);
      await expect(view).toContainText(data.orderService);

      await page.goto(pages.chat);
      await expect(view).toHaveClass(/souq-first-view--chat/);
      await expect(view.locator('.souq-first-view__room-name')).toHaveText(data.member);
      const last = view.locator('.souq-first-view__text').last();
      await expect(last).toHaveText(data.lastText);
      // The newest message is in view, above the composer's place.
      const [bubble, composer] = [await last.boundingBox(), await view.locator('.souq-first-view__composer').boundingBox()];
      expect((bubble?.y ?? 0) + (bubble?.height ?? 0)).toBeLessThanOrEqual(composer?.y ?? 0);
      expect(bubble?.y ?? -1).toBeGreaterThan(0);
    });
  }

  test('the page takes the first view away when it shows its own content', async ({ page }) => {
    await signedIn(page, s);
    await page.goto(pages.cart);
    await expect(page.locator('.cart-item__name').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('#souq-first-view')).toHaveCount(0);
    await page.goto(pages.order);
    await expect(page.locator('.orders-page__title')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('#souq-first-view')).toHaveCount(0);
    await page.goto(pages.chat);
    await expect(page.getByTestId('messages')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('#souq-first-view')).toHaveCount(0);
  });

  test.describe('on a wide screen', () => {
    test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
    test('nothing is drawn: the page keeps its own loading state', async ({ page }) => {
      await signedIn(page, s);
      await withoutApp(page);
      await page.goto(pages.cart);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('#souq-first-view')).toHaveCount(0);
    });
  });
});
