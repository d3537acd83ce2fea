import { type ComponentType, createElement } from 'react';
import { useEffect } from 'react';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { CHAT_EVENTS, ORDER_EVENTS, onRealtime, onRealtimeReconnect } from '@souq/api-client';

/** Every query of this remote that shows a service order: details, lists and tabs, the provider home's counters and new orders. */
export const LIVE_ORDER_KEYS = [['orders'], ['provider', 'request-services']] as const;

function refetchOrders(client: QueryClient) {
  for (const queryKey of LIVE_ORDER_KEYS) void client.invalidateQueries({ queryKey });
}

/**
 * Order screens follow the other party live: a change pushed on the socket (any step of an
 * order of mine, by either side), a notification about an order (a new request for a provider)
 * or a reconnect (what was missed) refetches the mounted order queries; the rest are marked stale.
 */
export function useLiveOrders() {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => refetchOrders(client);
    const offs = [
      onRealtime(ORDER_EVENTS.changed, refresh),
      onRealtime(CHAT_EVENTS.notification, (n) => {
        if (n.data?.request_service_id) refresh();
      }),
      onRealtimeReconnect(refresh),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [client]);
}

/** `Page` with the live order updates mounted around it. */
export function withLiveOrders<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function LiveOrders(props: P) {
    useLiveOrders();
    return createElement(Page, props);
  }
  return LiveOrders;
}
