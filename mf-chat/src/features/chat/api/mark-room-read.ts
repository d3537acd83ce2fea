import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markRoomRead } from '@souq/api-client';
import { getRoomsQueryOptions } from './get-rooms';

/**
 * POST /chat/rooms/{room}/read (a message arrived while the room is open) → the caller's unread-room count.
 * The room list is refetched too, so its badges agree with the header's count.
 */
export const useMarkRoomRead = (room: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await markRoomRead(room)).data.count,
    onSuccess: () => client.invalidateQueries({ queryKey: getRoomsQueryOptions().queryKey }),
  });
};
