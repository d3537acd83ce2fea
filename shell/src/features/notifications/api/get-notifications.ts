import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getNotifications } from '@souq/api-client';
import type { Visitor } from '@souq/auth';
import type { Notification } from '@souq/contracts';

export type AppNotification = Notification;

export interface NotificationsPage {
  items: AppNotification[];
  total: number;
  perPage: number;
}

/** GET /{user|provider}/notifications?page=n → data.data[], data.pagination. */
export const getNotificationsQueryOptions = (visitor: Visitor, page: number) =>
  queryOptions({
    queryKey: ['notifications', visitor, page],
    queryFn: async (): Promise<NotificationsPage> => {
      const { data } = await getNotifications(visitor, page);
      return { items: data.data, total: data.pagination.total_items, perPage: data.pagination.per_page };
    },
    placeholderData: keepPreviousData,
  });

export const useNotifications = (visitor: Visitor, page: number) => useQuery(getNotificationsQueryOptions(visitor, page));
