import { queryOptions, useQuery } from '@tanstack/react-query';
import { getNotificationsCount } from '@souq/api-client';
import type { Visitor } from '@souq/auth';

/** GET /user/notifications/count or /provider/notifications/count → data.count. */
export const getNotificationsCountQueryOptions = (visitor: Visitor | null) =>
  queryOptions({
    queryKey: ['notifications', 'count', visitor],
    queryFn: async () => (await getNotificationsCount(visitor ?? 'user')).data.count,
    staleTime: 0,
    retry: 0,
  });

export const useNotificationsCount = (visitor: Visitor | null, signedIn: boolean) =>
  useQuery({ ...getNotificationsCountQueryOptions(visitor), enabled: signedIn && visitor !== null });
