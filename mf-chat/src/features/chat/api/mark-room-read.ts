import { useMutation } from '@tanstack/react-query';
import { markRoomRead } from '@souq/api-client';

/** POST /chat/rooms/{room}/read (a message arrived while the room is open) → the caller's unread-room count. */
export const useMarkRoomRead = (room: number) => useMutation({ mutationFn: async () => (await markRoomRead(room)).data.count });
