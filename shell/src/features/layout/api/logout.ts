import { useMutation } from '@tanstack/react-query';
import { api, type Envelope } from '@souq/api-client';
import type { Visitor } from '@souq/auth';

/** POST /user/logout or /provider/logout (empty body). */
export async function logout(visitor: Visitor): Promise<Envelope<unknown>> {
  return api.post(`/${visitor}/logout`);
}

export const useLogout = () => useMutation({ mutationFn: logout });
