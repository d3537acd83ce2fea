import { useDeferredValue, useMemo } from 'react';

/** What a query result must carry for its changes to be told apart (react-query's `UseQueryResult` has them). */
export interface QueryResultState {
  status: string;
  fetchStatus: string;
  dataUpdatedAt: number;
  errorUpdatedAt: number;
}

/**
 * A query's answer rendered at transition priority.
 *
 * react-query tells a component about a new answer through `useSyncExternalStore`, so React
 * renders it synchronously: a page of provider cards arriving was one task of 100–200 ms on a
 * phone (Lighthouse's 4× CPU), blocking input. With this hook the urgent render keeps the result
 * the page showed (its placeholders), and React renders the new one as a transition, in 5 ms
 * slices with the browser free in between; only the commit is one piece.
 *
 * A result already cached when the component mounts is shown at once. The snapshot changes with
 * the query's status, fetch status or answer times, so a result seen again is the same object and
 * is not deferred twice.
 */
export function useDeferredQuery<R extends QueryResultState>(result: R): R {
  const key = `${result.status}:${result.fetchStatus}:${result.dataUpdatedAt}:${result.errorUpdatedAt}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the snapshot changes with the key on purpose
  const snapshot = useMemo(() => result, [key]);
  return useDeferredValue(snapshot);
}
