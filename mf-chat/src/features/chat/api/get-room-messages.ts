import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getRoomMessages } from '@souq/api-client';

/**
 * GET /get-room-messages/{room}: the first page is the newest messages; older pages are
 * asked with `before` = the oldest loaded id (messages arriving meanwhile do not shift them).
 * Loading marks the room read on the server.
 */
export const getRoomMessagesQueryOptions = (room: number) =>
  infiniteQueryOptions({
    queryKey: ['chat', 'messages', room],
    queryFn: async ({ pageParam }) => (await getRoomMessages(room, pageParam ? { before: pageParam } : {})).data,
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const { data, pagination } = last.messages;
      return data.length > 0 && data.length >= pagination.per_page ? data[0].id : undefined;
    },
  });

export const useRoomMessages = (room: number) => useInfiniteQuery(getRoomMessagesQueryOptions(room));
