import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { bus } from '@souq/event-bus';
import type { Visitor } from '@souq/auth';
import { useNotificationsCount } from '@/lib/api/get-notifications-count';

/** Unread notifications: fetched on every route change while signed in (as the existing client does). */
export function useNotificationBadge(visitor: Visitor | null, signedIn: boolean): number {
  const location = useLocation();
  const query = useNotificationsCount(visitor, signedIn);
  const [pushed, setPushed] = useState<number | null>(null);
  const { refetch } = query;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the count is refetched on every route change
  useEffect(() => {
    if (signedIn) void refetch();
    setPushed(null);
  }, [location.pathname, signedIn, refetch]);

  // A remote (e.g. the notifications page) may announce a fresher count.
  useEffect(() => bus.on('notifications:count', ({ count }) => setPushed(count)), []);

  if (!signedIn) return 0;
  return pushed ?? query.data ?? 0;
}

/** Cart count comes from the commerce remote through the bus. */
export function useCartCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => bus.on('cart:count', ({ count: next }) => setCount(next)), []);
  return count;
}

/** Favourites count: the commerce remote publishes it when it reads or changes the favourites. */
export function useFavoritesCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => bus.on('favorites:count', ({ count: next }) => setCount(next)), []);
  return count;
}
