import { queryOptions, useQuery } from '@tanstack/react-query';
import { getChatUnreadCount } from '@souq/api-client';

/** GET /chat/unread-count → rooms with unread messages (the header's chat icon). */
export const getChatUnreadCountQueryOptions = () =>
  queryOptions({
    queryKey: ['chat', 'unread-count'],
    queryFn: async () => (await getChatUnreadCount()).data.count,
    staleTime: 0,
    retry: 0,
  });

export const useChatUnreadCount = (signedIn: boolean) => useQuery({ ...getChatUnreadCountQueryOptions(), enabled: signedIn });
