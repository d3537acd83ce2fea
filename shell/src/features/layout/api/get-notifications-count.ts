import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@souq/api-client';
import type { Visitor } from '@souq/auth';

/** GET /user/notifications/count or /provider/notifications/count → data.count. */
export async function getNotificationsCount(visitor: Visitor): Promise<number> {
  const res = await api.get<{ count?: number | string }>(`/${visitor}/notifications/count`);
  return Number(res.data?.count ?? 0) || 0;
}

export const getNotificationsCountQueryOptions = (visitor: Visitor | null) =>
  queryOptions({
    queryKey: ['notifications', 'count', visitor],
    queryFn: () => getNotificationsCount(visitor ?? 'user'),
    staleTime: 0,
    retry: 0,
  });

export const useNotificationsCount = (visitor: Visitor | null, signedIn: boolean) =>
  useQuery({ ...getNotificationsCountQueryOptions(visitor), enabled: signedIn && visitor !== null });
