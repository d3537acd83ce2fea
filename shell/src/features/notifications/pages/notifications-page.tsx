import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@souq/api-client';
import { useSession, type Visitor } from '@souq/auth';
import { bus, toast } from '@souq/event-bus';
import { Button, DateText, EmptyState, Pager, Skeleton, TextWithReferences } from '@souq/ui';
import { BellOutlined, DeleteOutlined } from '@souq/ui/icons';
import { SHELL_NS } from '@/config/i18n';
import { getNotificationsCountQueryOptions } from '@/lib/api/get-notifications-count';
import { useDeleteNotification } from '../api/delete-notification';
import { type AppNotification, useNotifications } from '../api/get-notifications';
import '../components/notifications.css';
import { paths } from '@souq/routes';

/** Where a notification leads (existing client): order details, or the offers of an open request. */
export function notificationLink(n: AppNotification, visitor: Visitor): string | null {
  const id = n.data?.request_service_id;
  if (id === undefined || id === null) return null;
  if (n.data?.type === 'request_service')
    return visitor === 'provider' ? paths.providerOrderDetails.getHref({ id }) : paths.userOrderDetails.getHref({ id });
  if (n.data?.type === 'offer_price_added') return paths.orderSteps.getHref({ id });
  return null;
}

export function NotificationsPage() {
  const { t } = useTranslation(SHELL_NS);
  const visitor = useSession((s) => s.visitor) ?? 'user';
  const [page, setPage] = useState(1);
  const list = useNotifications(visitor, page);
  const remove = useDeleteNotification(visitor);
  const queryClient = useQueryClient();

  // Showing a page marks it read on the server: the header's unread count is stale from then on.
  const shownAt = list.dataUpdatedAt;
  useEffect(() => {
    if (shownAt) void queryClient.invalidateQueries({ queryKey: getNotificationsCountQueryOptions(visitor).queryKey });
  }, [shownAt, visitor, queryClient]);

  const onDelete = (id: number) =>
    remove.mutate(id, {
      onSuccess: (res) => {
        toast.success(res.msg || t('notifications.deleted'));
        bus.emit('notifications:count', { count: Math.max(0, (list.data?.total ?? 1) - 1) });
      },
      onError: (err) => toast.error(errorMessage(err, t('errors.generic'))),
    });

  return (
    <div className="souq-container souq-notifications">
      <h1 className="souq-section-title">{t('routes:notifications')}</h1>
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : (list.data?.items ?? []).length === 0 ? (
        <EmptyState message={t('notifications.empty')} />
      ) : (
        <>
          <ul className="souq-notifications__list">
            {(list.data?.items ?? []).map((n) => {
              const to = notificationLink(n, visitor);
              return (
                <li key={n.id} className="souq-notification">
                  <BellOutlined className="souq-notification__icon" aria-hidden="true" />
                  <div className="souq-notification__body">
                    {to ? (
                      <Link to={to}>
                        <TextWithReferences text={n.body} />
                      </Link>
                    ) : (
                      <span>
                        <TextWithReferences text={n.body} />
                      </span>
                    )}
                    <DateText className="souq-notification__date" value={n.created_at} kind="event" />
                  </div>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('notifications.delete')}
                    loading={remove.isPending && remove.variables === n.id}
                    onClick={() => onDelete(n.id)}
                  />
                </li>
              );
            })}
          </ul>
          <Pager total={list.data?.total ?? 0} perPage={list.data?.perPage ?? 0} current={page} onChange={setPage} />
        </>
      )}
    </div>
  );
}
