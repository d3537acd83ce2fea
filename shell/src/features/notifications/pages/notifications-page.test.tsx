import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@souq/auth';
import '@/config/i18n';
import { NotificationsPage, notificationLink } from './notifications-page';
import { createNotification, createPage, ok, renderPage, testApi } from '@souq/testing';
import type { AppNotification } from '../api/get-notifications';
import { useNotificationsCount } from '@/lib/api/get-notifications-count';

/** The header's unread count, as the header reads it. */
function Badge() {
  const count = useNotificationsCount('user', true);
  return <output data-testid="badge">{count.data ?? ''}</output>;
}

describe('NotificationsPage', () => {
  const api = testApi();
  afterEach(() => {
    act(() => sessionStore.getState().signOut());
  });

  it('lists the customer’s notifications with links by type and deletes one', async () => {
    act(() => sessionStore.getState().signIn({ token: 't', visitor: 'user' }));
    api.mock({
      'GET /user/notifications': ok(
        createPage([
          createNotification({ id: 1, body: 'تم قبول طلبك', data: { type: 'request_service', request_service_id: 7 } }),
          createNotification({ id: 2, body: 'عرض سعر جديد', data: { type: 'offer_price_added', request_service_id: 8 } }),
          createNotification({ id: 3, body: 'مرحبًا بك' }),
          createNotification({ id: 4, body: 'تم تحويل طلب التسوية SR-000047' }),
        ]),
      ),
      'POST /provider/notification/delete': ok(null),
    });
    await renderPage(<NotificationsPage />);
    expect(await screen.findByRole('link', { name: 'تم قبول طلبك' })).toHaveAttribute('href', '/userOrderDetails/7');
    expect(screen.getByRole('link', { name: 'عرض سعر جديد' })).toHaveAttribute('href', '/orderSteps/8');
    expect(screen.queryByRole('link', { name: 'مرحبًا بك' })).not.toBeInTheDocument();
    // A reference inside the Arabic sentence is one isolated left-to-right unit, not "000047-SR".
    const reference = screen.getByText('SR-000047');
    expect(reference.tagName).toBe('BDI');
    expect(reference).toHaveAttribute('dir', 'ltr');
    expect(reference.parentElement).toHaveTextContent('تم تحويل طلب التسوية SR-000047');
    expect(screen.queryByRole('navigation', { name: 'التنقل بين الصفحات' })).not.toBeInTheDocument();

    await userEvent.click((await screen.findAllByRole('button', { name: 'حذف الإشعار' }))[0]);
    await waitFor(() => expect(api.calls.find((c) => c.path === '/provider/notification/delete')?.body).toEqual({ notification_id: 1 }));
  });

  it('refreshes the unread count once the shown page has been marked read', async () => {
    act(() => sessionStore.getState().signIn({ token: 't', visitor: 'user' }));
    let listed = false;
    api.mock({
      'GET /user/notifications/count': () => ok({ count: listed ? 0 : 1 }),
      'GET /user/notifications': () => {
        listed = true;
        return ok(createPage([createNotification({ id: 1, body: 'تم قبول طلبك' })]));
      },
    });
    await renderPage(
      <>
        <Badge />
        <NotificationsPage />
      </>,
    );
    expect(await screen.findByText('تم قبول طلبك')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('badge')).toHaveTextContent('0'));
  });

  it('shows the empty message', async () => {
    act(() => sessionStore.getState().signIn({ token: 't', visitor: 'provider' }));
    api.mock({ 'GET /provider/notifications': ok(createPage([])) });
    await renderPage(<NotificationsPage />);
    expect(await screen.findByText('لا توجد إشعارات بعد')).toBeInTheDocument();
  });

  it('sends providers to their order details', () => {
    expect(
      notificationLink(createNotification({ data: { type: 'request_service', request_service_id: 5 } }) as AppNotification, 'provider'),
    ).toBe('/providerOrderDetails/5');
  });
});
