import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@souq/auth';
import { bus } from '@souq/event-bus';
import '@/config/i18n';
import { Header } from './header';
import { setRealtimeTransport } from '@souq/api-client';
import { createCategory, fakeRealtime, ok, renderPage, testApi } from '@souq/testing';

const publicApi = {
  'GET /user/categories/service': ok([createCategory({ id: 1, name: 'تصميم' })]),
  'GET /user/categories/store': ok([createCategory({ id: 5, name: 'قوالب' })]),
  'GET /user/categories/1/services': ok({ services: [{ id: 9, name: 'شعارات', category: 'تصميم' }] }),
  'GET /user/notifications/count': ok({ count: 4 }),
  'GET /provider/notifications/count': ok({ count: 1 }),
  'GET /chat/unread-count': ok({ count: 0 }),
};

describe('Header', () => {
  const api = testApi();
  beforeEach(() => {
    api.mock(publicApi);
  });
  afterEach(() => {
    act(() => sessionStore.getState().signOut());
  });

  it('shows login buttons, cart and favourites to visitors', async () => {
    await renderPage(<Header />);
    expect(screen.getByRole('button', { name: /دخول العملاء/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /دخول مقدمي الخدمات/ })).toBeInTheDocument();
    expect(screen.getByTestId('header-cart')).toBeInTheDocument();
    expect(screen.getByTestId('header-favourites')).toBeInTheDocument();
    expect(screen.getByTestId('header-chats')).toHaveAttribute('href', '/allchatsView');
    expect(screen.getByRole('link', { name: 'سوق — الصفحة الرئيسية' })).toHaveAttribute('href', '/');
  });

  it('hides cart, favourites and the services/stores menus for providers', async () => {
    act(() => sessionStore.getState().signIn({ token: 't', visitor: 'provider', name: null }));
    await renderPage(<Header />);
    expect(screen.queryByTestId('header-cart')).not.toBeInTheDocument();
    expect(screen.queryByTestId('header-favourites')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /الخدمات/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /المتاجر/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /حسابي/ }));
    expect(screen.getByTestId('header-profile')).toHaveAttribute('href', '/providerEditProfile');
    await waitFor(() => expect(screen.getByTestId('header-notifications')).toHaveAccessibleName('الإشعارات، 1 غير مقروءة'));
    expect(api.calls.some((c) => c.path === '/provider/notifications/count')).toBe(true);
  });

  it('opens the customer account menu with orders, wallet and files', async () => {
    act(() => sessionStore.getState().signIn({ token: 't', visitor: 'user', name: 'سارة' }));
    await renderPage(<Header />);
    await userEvent.click(screen.getByRole('button', { name: /سارة/ }));
    const menu = screen.getByRole('navigation', { name: 'حسابي' });
    expect(within(menu).getByRole('link', { name: 'طلباتي' })).toHaveAttribute('href', '/userOrder');
    expect(within(menu).getByRole('link', { name: 'المحفظة' })).toHaveAttribute('href', '/walletView');
    expect(within(menu).getByRole('link', { name: 'ملفاتي' })).toHaveAttribute('href', '/filesView');
    expect(within(menu).getByRole('button', { name: /تسجيل الخروج/ })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('link', { name: 'طلباتي' }));
    expect(screen.queryByRole('navigation', { name: 'حسابي' })).not.toBeInTheDocument();
  });

  it('gives a freelancer works but no products or reports, and a store owner the reverse', async () => {
    act(() => sessionStore.getState().signIn({ token: 't', visitor: 'provider', providerShow: 'freelancer', name: null }));
    const view = await renderPage(<Header />);
    await userEvent.click(screen.getByRole('button', { name: /حسابي/ }));
    let menu = screen.getByRole('navigation', { name: 'حسابي' });
    expect(within(menu).getByRole('link', { name: 'السيرة الذاتية والأعمال' })).toHaveAttribute('href', '/worksView');
    expect(within(menu).queryByRole('link', { name: 'منتجاتي' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'تقارير التحميل' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'المعاملات المالية' })).toHaveAttribute('href', '/fainancialView');
    view.unmount();

    act(() => sessionStore.getState().signIn({ token: 't', visitor: 'provider', providerShow: 'storeOwner', name: null }));
    await renderPage(<Header />);
    await userEvent.click(screen.getByRole('button', { name: /حسابي/ }));
    menu = screen.getByRole('navigation', { name: 'حسابي' });
    expect(within(menu).queryByRole('link', { name: 'السيرة الذاتية والأعمال' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'منتجاتي' })).toHaveAttribute('href', '/providerProducts');
    expect(within(menu).getByRole('link', { name: 'تقارير التحميل' })).toHaveAttribute('href', '/reportsView');
  });

  it('shows the unread count for a signed-in customer and the cart and favourites counts from the bus', async () => {
    act(() => sessionStore.getState().signIn({ token: 't', visitor: 'user' }));
    await renderPage(<Header />);
    await waitFor(() => expect(screen.getByTestId('header-notifications')).toHaveAccessibleName('الإشعارات، 4 غير مقروءة'));
    act(() => bus.emit('cart:count', { count: 2 }));
    expect(screen.getByTestId('header-cart')).toHaveAccessibleName('السلة، 2 منتجات');
    expect(screen.getByTestId('header-favourites')).toHaveAccessibleName('المفضلة');
    act(() => bus.emit('favorites:count', { count: 3 }));
    expect(screen.getByTestId('header-favourites')).toHaveAccessibleName('المفضلة، 3 منتجات');
    expect(screen.getByTestId('header-favourites')).toHaveTextContent('3');
  });

  it('reads a customer’s cart and favourites counts on load, then follows the bus', async () => {
    api.mock({
      ...publicApi,
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
        count: 5,
      }),
      'GET /user/favorites': ok([]),
    });
    act(() => sessionStore.getState().signIn({ token: 't', visitor: 'user' }));
    await renderPage(<Header />);
    await waitFor(() => expect(screen.getByTestId('header-cart')).toHaveAccessibleName('السلة، 5 منتجات'));
    expect(screen.getByTestId('header-favourites')).toHaveAccessibleName('المفضلة');
    act(() => bus.emit('cart:count', { count: 4 }));
    expect(screen.getByTestId('header-cart')).toHaveAccessibleName('السلة، 4 منتجات');
  });

  it('asks guests and providers for no store counts', async () => {
    await renderPage(<Header />);
    act(() => bus.emit('cart:count', { count: 2 }));
    expect(screen.getByTestId('header-cart')).toHaveAccessibleName('السلة');
    expect(api.callsTo('GET', '/user/cart/get')).toHaveLength(0);
    expect(api.callsTo('GET', '/user/favorites')).toHaveLength(0);
  });

  it('lists a category’s sub-services as provider links', async () => {
    await renderPage(<Header />);
    await userEvent.click(screen.getAllByRole('button', { name: /الخدمات/ })[0]);
    await userEvent.click(await screen.findByRole('button', { name: 'تصميم' }));
    const link = await screen.findByRole('link', { name: 'شعارات' });
    expect(link).toHaveAttribute('href', `/providersView/9/1/${encodeURIComponent('شعارات')}`);
  });

  it('logs a provider out and drops the session', async () => {
    api.mock({ ...publicApi, 'POST /provider/logout': ok(null) });
    act(() => sessionStore.getState().signIn({ token: 't', visitor: 'provider', name: null }));
    await renderPage(<Header />);
    await userEvent.click(screen.getByRole('button', { name: /حسابي/ }));
    await userEvent.click(screen.getByRole('button', { name: /تسجيل الخروج/ }));
    await waitFor(() => expect(sessionStore.getState().token).toBeNull());
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/provider/logout')).toBe(true);
  });

  describe('live counts', () => {
    afterEach(() => setRealtimeTransport());

    const chatMessage = (over: Record<string, unknown> = {}) => ({
      id: 50,
      room_id: 3,
      type: 'text',
      body: 'هل العرض متاح؟',
      file_name: null,
      sender_id: 7,
      sender_type: 'Provider',
      is_sender: false,
      created_dt: '2026-11-25 10:00',
      created_at: '2026-11-25T07:00:00.000Z',
      client_message_id: null,
      invoice: null,
      ...over,
    });

    it('shows unread chats, recounts when a message arrives live with a 4 s push box, and takes the chat remote’s count', async () => {
      const socket = fakeRealtime();
      setRealtimeTransport(socket.transport as never);
      let unread = 2;
      api.mock({ ...publicApi, 'GET /chat/unread-count': () => ok({ count: unread }) });
      act(() => sessionStore.getState().signIn({ token: 'tok-1', visitor: 'user', name: null }));
      const view = await renderPage(<Header />);
      await waitFor(() => expect(screen.getByTestId('header-chats')).toHaveAccessibleName('المحادثات، 2 غير مقروءة'));
      // The one socket authenticated with the session's token.
      await waitFor(() => expect(socket.handshakes[0]?.token).toBe('tok-1'));

      unread = 3;
      act(() => socket.serverEmit('chatMessage', chatMessage()));
      await waitFor(() => expect(screen.getByTestId('header-chats')).toHaveAccessibleName('المحادثات، 3 غير مقروءة'));
      expect(view.toasts).toContainEqual({ level: 'info', message: 'رسالة جديدة: هل العرض متاح؟' });

      // My own message from another tab changes nothing.
      const before = api.callsTo('GET', '/chat/unread-count').length;
      act(() => socket.serverEmit('chatMessage', chatMessage({ id: 51, is_sender: true })));
      expect(api.callsTo('GET', '/chat/unread-count')).toHaveLength(before);

      act(() => bus.emit('chat:count', { count: 0 }));
      expect(screen.getByTestId('header-chats')).toHaveAccessibleName('المحادثات');
    });

    it('recounts the bell and shows a pushed notification in the visitor’s language', async () => {
      const socket = fakeRealtime();
      setRealtimeTransport(socket.transport as never);
      let count = 4;
      api.mock({ ...publicApi, 'GET /user/notifications/count': () => ok({ count }) });
      act(() => sessionStore.getState().signIn({ token: 't', visitor: 'user', name: null }));
      const view = await renderPage(<Header />);
      await waitFor(() => expect(screen.getByTestId('header-notifications')).toHaveAccessibleName('الإشعارات، 4 غير مقروءة'));
      count = 5;
      act(() =>
        socket.serverEmit('notification', {
          id: 9,
          body_ar: 'وصلك عرض سعر جديد',
          body_en: 'You received a new offer',
          created_at: '2026-11-25T07:00:00.000Z',
          data: { type: 'offer_price_added', request_service_id: 4 },
        }),
      );
      await waitFor(() => expect(screen.getByTestId('header-notifications')).toHaveAccessibleName('الإشعارات، 5 غير مقروءة'));
      expect(view.toasts).toContainEqual({ level: 'info', message: 'وصلك عرض سعر جديد' });
    });

    it('closes the socket on sign-out', async () => {
      const socket = fakeRealtime();
      setRealtimeTransport(socket.transport as never);
      act(() => sessionStore.getState().signIn({ token: 't', visitor: 'user', name: null }));
      await renderPage(<Header />);
      await waitFor(() => expect(socket.connected).toBe(true));
      act(() => sessionStore.getState().signOut());
      expect(socket.connected).toBe(false);
    });
  });
});
