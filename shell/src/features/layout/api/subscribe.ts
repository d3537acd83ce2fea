import { useMutation } from '@tanstack/react-query';
import { subscribe } from '@souq/api-client';

/** POST /subscribe (email): the footer newsletter form. */
export const useSubscribe = () => useMutation({ mutationFn: subscribe });
