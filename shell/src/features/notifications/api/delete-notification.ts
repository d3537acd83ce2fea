import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteNotification } from '@souq/api-client';
import type { Visitor } from '@souq/auth';
import { getNotificationsQueryOptions } from './get-notifications';

/** POST /provider/notification/delete (notification_id): the API uses this path for customers too. */
export const useDeleteNotification = (visitor: Visitor) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: () => client.invalidateQueries({ queryKey: getNotificationsQueryOptions(visitor, 1).queryKey.slice(0, 2) }),
  });
};
