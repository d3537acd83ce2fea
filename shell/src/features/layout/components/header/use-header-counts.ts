import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { bus } from '@souq/event-bus';
import type { Visitor } from '@souq/auth';
import { useNotificationsCount } from '@/lib/api/get-notifications-count';
import { useCartCountSeed, useFavoritesCountSeed } from '@/lib/api/get-store-counts';

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

/**
 * A store badge: read once for a signed-in customer, then whatever the remotes publish on the
 * bus (`event`) wins. Nothing for guests and providers.
 */
function useStoreBadge(event: 'cart:count' | 'favorites:count', seed: number | undefined, customer: boolean): number {
  const [pushed, setPushed] = useState<number | null>(null);
  useEffect(() => bus.on(event, ({ count }) => setPushed(count)), [event]);
  // Another account starts from its own count.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the customer signs in or out
  useEffect(() => setPushed(null), [customer]);
  if (!customer) return 0;
  return pushed ?? seed ?? 0;
}

/** Cart count: the customer's cart, then the commerce remote's updates through the bus. */
export function useCartCount(customer: boolean): number {
  return useStoreBadge('cart:count', useCartCountSeed(customer).data, customer);
}

/** Favourites count: the customer's favourites, then the commerce remote's updates through the bus. */
export function useFavoritesCount(customer: boolean): number {
  return useStoreBadge('favorites:count', useFavoritesCountSeed(customer).data, customer);
}
