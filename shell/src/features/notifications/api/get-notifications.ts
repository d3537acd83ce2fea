import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@souq/api-client';
import type { Visitor } from '@souq/auth';

export interface AppNotification {
  id: number;
  body: string;
  created_at: string;
  type?: string;
  data?: { type?: string; request_service_id?: number | string } | null;
}

export interface NotificationsPage {
  items: AppNotification[];
  total: number;
  perPage: number;
}

interface Raw {
  data?: AppNotification[];
  pagination?: { total_items?: number; per_page?: number };
}

/** GET /{user|provider}/notifications?page=n → data.data[], data.pagination. */
export async function getNotifications(visitor: Visitor, page: number): Promise<NotificationsPage> {
  const res = await api.get<Raw>(`/${visitor}/notifications`, { page });
  const items = Array.isArray(res.data?.data) ? res.data.data : [];
  return {
    items,
    total: Number(res.data?.pagination?.total_items ?? items.length),
    perPage: Number(res.data?.pagination?.per_page ?? items.length),
  };
}

export const getNotificationsQueryOptions = (visitor: Visitor, page: number) =>
  queryOptions({
    queryKey: ['notifications', visitor, page],
    queryFn: () => getNotifications(visitor, page),
    placeholderData: keepPreviousData,
  });

export const useNotifications = (visitor: Visitor, page: number) => useQuery(getNotificationsQueryOptions(visitor, page));
