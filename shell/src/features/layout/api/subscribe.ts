import { useMutation } from '@tanstack/react-query';
import { api, type Envelope } from '@souq/api-client';

/** POST /subscribe (email): the footer newsletter form. */
export async function subscribe(input: { email: string }): Promise<Envelope<unknown>> {
  return api.post('/subscribe', input);
}

export const useSubscribe = () => useMutation({ mutationFn: subscribe });
