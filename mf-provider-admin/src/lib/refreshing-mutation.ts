import { type MutationFunction, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/** A mutation after whose success the query under `queryKey` (a list, or one item) is read again. */
export function useRefreshingMutation<TData, TVariables>(mutationFn: MutationFunction<TData, TVariables>, queryKey: QueryKey) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey }) });
}
