/** POST /provider/request-services/reject — refuse a direct request (the page then returns to the orders list). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refuseOrder } from '@souq/api-client';

export function useRefuseOrder(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => refuseOrder(id),
    onSuccess: () => client.invalidateQueries({ queryKey: ['orders', 'provider'] }),
  });
}
