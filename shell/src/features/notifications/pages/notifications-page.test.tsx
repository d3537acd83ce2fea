import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@souq/auth';
import { fakeApi, renderWithProviders } from '@souq/ui/testing';
import '@/config/i18n';
import { NotificationsPage, notificationLink } from './notifications-page';

describe('NotificationsPage', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => {
    api.restore();
    act(() => sessionStore.getState().signOut());
  });

  it('lists the customer’s notifications with links by type and deletes one', async () => {
    act(() => sessionStore.getState().signIn({ token: 't', visitor: 'user' }));
    api = fakeApi({
      'GET /user/notifications': {
        data: [
          { id: 1, body: 'تم قبول طلبك', created_at: '2026-11-01', data: { type: 'request_service', request_service_id: 7 } },
          { id: 2, body: 'عرض سعر جديد', created_at: '2026-11-02', data: { type: 'offer_price_added', request_service_id: 8 } },
          { id: 3, body: 'مرحبًا بك', created_at: '2026-11-03', data: { type: 'other' } },
        ],
        pagination: { total_items: 3, per_page: 10 },
      },
      'POST /provider/notification/delete': null,
    });
    renderWithProviders(<NotificationsPage />);
    expect(await screen.findByRole('link', { name: 'تم قبول طلبك' })).toHaveAttribute('href', '/userOrderDetails/7');
    expect(screen.getByRole('link', { name: 'عرض سعر جديد' })).toHaveAttribute('href', '/orderSteps/8');
    expect(screen.queryByRole('link', { name: 'مرحبًا بك' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'التنقل بين الصفحات' })).not.toBeInTheDocument();

    await userEvent.click((await screen.findAllByRole('button', { name: 'حذف الإشعار' }))[0]);
    await waitFor(() => expect(api.calls.find((c) => c.path === 'provider/notification/delete')?.body).toEqual({ notification_id: 1 }));
  });

  it('shows the empty message', async () => {
    act(() => sessionStore.getState().signIn({ token: 't', visitor: 'provider' }));
    api = fakeApi({ 'GET /provider/notifications': { data: [], pagination: { total_items: 0, per_page: 10 } } });
    renderWithProviders(<NotificationsPage />);
    expect(await screen.findByText('لا توجد إشعارات بعد')).toBeInTheDocument();
  });

  it('sends providers to their order details', () => {
    expect(
      notificationLink({ id: 1, body: '', created_at: '', data: { type: 'request_service', request_service_id: 5 } }, 'provider'),
    ).toBe('/providerOrderDetails/5');
  });
});
