/** POST /user/request-service/negotiate — opens (or reuses) the chat room; answers its room_id. */
import { useMutation } from '@tanstack/react-query';
import { negotiateOrder } from '@souq/api-client';

export const useNegotiateOrder = () => useMutation({ mutationFn: negotiateOrder });
