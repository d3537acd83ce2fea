import { useMutation } from '@tanstack/react-query';
import { uploadRoomFile } from '@souq/api-client';

/** POST upload-room-file/{room} (multipart `file`, `room_id`) → the absolute URL to send as the message body. */
export const useUploadRoomFile = (room: number) =>
  useMutation({ mutationFn: async (file: File) => (await uploadRoomFile(room, file)).data });
