import { useMutation } from '@tanstack/react-query';
import { logout } from '@souq/api-client';

/** POST /user/logout or /provider/logout (empty body). */
export const useLogout = () => useMutation({ mutationFn: logout });
