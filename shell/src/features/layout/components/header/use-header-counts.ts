import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
// CHAT_EVENTS through the API client: @souq/contracts itself builds every zod schema when imported.
import { CHAT_EVENTS, onRealtime } from '@souq/api-client';
import { bus, toast } from '@souq/event-bus';
import type { Visitor } from '@souq/auth';
import { currentLocale } from '@souq/i18n';
import { paths } from '@souq/routes';
import { SHELL_NS } from '@/config/i18n';
import { useNotificationsCount } from '@/lib/api/get-notifications-count';
import { useCartCountSeed, useFavoritesCountSeed } from '@/lib/api/get-store-counts';
import { useChatUnreadCount } from '../../api/get-chat-unread-count';

/** docs/product/README.md#constants: the live push box shows for 4 s. */
export const LIVE_PUSH_MS = 4000;

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

  // A notification pushed live: show it for 4 s and recount (the endpoint stays the source of truth).
  useEffect(() => {
    if (!signedIn) return;
    return onRealtime(CHAT_EVENTS.notification, (n) => {
      setPushed(null);
      void refetch();
      const body = currentLocale() === 'ar' ? n.body_ar : n.body_en;
      if (body) toast.info(body, LIVE_PUSH_MS);
    });
  }, [signedIn, refetch]);

  if (!signedIn) return 0;
  return pushed ?? query.data ?? 0;
}

/**
 * Rooms with unread messages: fetched on every route change while signed in, recounted when a
 * message arrives live (which also shows a 4 s push box unless that room is open), and taken
 * from the chat remote when it reads a room.
 */
export function useChatBadge(signedIn: boolean): number {
  const { t } = useTranslation(SHELL_NS);
  const location = useLocation();
  const query = useChatUnreadCount(signedIn);
  const [pushed, setPushed] = useState<number | null>(null);
  const { refetch } = query;
  const path = useRef(location.pathname);
  path.current = location.pathname;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the count is refetched on every route change
  useEffect(() => {
    if (signedIn) void refetch();
    setPushed(null);
  }, [location.pathname, signedIn, refetch]);

  useEffect(() => bus.on('chat:count', ({ count }) => setPushed(count)), []);

  useEffect(() => {
    if (!signedIn) return;
    return onRealtime(CHAT_EVENTS.push, (m) => {
      if (m.is_sender) return;
      const open = path.current === paths.chatView.getHref({ id: String(m.room_id) });
      if (open) return;
      setPushed(null);
      void refetch();
      toast.info(m.type === 'text' ? `${t('header.newMessage')}: ${m.body.slice(0, 80)}` : t('header.newMessageFile'), LIVE_PUSH_MS);
    });
  }, [signedIn, refetch, t]);

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
