import { queryOptions, useQuery } from '@tanstack/react-query';
import { getChatRooms } from '@souq/api-client';
import type { ChatRoom } from '@souq/contracts';
import { compareTimes } from '../lib/format';

/** Newest activity first (rooms without messages last). */
export function sortRooms(rooms: ChatRoom[]): ChatRoom[] {
  return [...rooms].sort((a, b) => compareTimes(b.last_message_at ?? '', a.last_message_at ?? '') || b.id - a.id);
}

/** GET /get-rooms → data.rooms. */
export const getRoomsQueryOptions = () =>
  queryOptions({
    queryKey: ['chat', 'rooms'],
    queryFn: async () => sortRooms((await getChatRooms()).data.rooms),
  });

export const useRooms = () => useQuery(getRoomsQueryOptions());
