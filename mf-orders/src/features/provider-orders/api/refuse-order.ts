/** POST /provider/request-services/reject — refuse a direct request (the page then returns to the orders list). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refuseOrder as postRefuse } from '@souq/api-client';

export const refuseOrder = (id: number) => postRefuse(id);

export function useRefuseOrder(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => refuseOrder(id),
    onSuccess: () => client.invalidateQueries({ queryKey: ['orders', 'provider'] }),
  });
}
