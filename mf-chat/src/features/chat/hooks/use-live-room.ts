import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  CHAT_EVENTS,
  enterChatRoom,
  onRealtime,
  onRealtimeReconnect,
  onRealtimeStatus,
  type RealtimeStatus,
  realtimeStatus,
} from '@souq/api-client';
import type { ChatInvoiceStatus, ChatMessage } from '@souq/contracts';
import { getRoomsQueryOptions } from '../api/get-rooms';
import { getRoomMessagesQueryOptions } from '../api/get-room-messages';

/**
 * The open room, live: enters it on the socket, collects messages that arrive (from the other
 * member, and mine from my other tabs), refreshes the room list on any new message, and
 * refetches what was missed after a reconnect or before the socket first got in the room.
 * `onIncoming` runs for the other member's messages.
 * `invoices`: invoice states pushed since the history was read (negotiate id → status), so a
 * paid invoice hides its pay button at once on both sides.
 */
export function useLiveRoom(room: number, onIncoming: (message: ChatMessage) => void) {
  const client = useQueryClient();
  const [live, setLive] = useState<ChatMessage[]>([]);
  const [invoices, setInvoices] = useState<Record<number, ChatInvoiceStatus>>({});
  const incoming = useRef(onIncoming);
  incoming.current = onIncoming;

  useEffect(() => {
    setLive([]);
    setInvoices({});
    const add = (m: ChatMessage) => setLive((list) => (list.some((x) => x.id === m.id) ? list : [...list, m]));
    const refetch = () => {
      void client.invalidateQueries({ queryKey: getRoomMessagesQueryOptions(room).queryKey });
      void client.invalidateQueries({ queryKey: getRoomsQueryOptions().queryKey });
    };
    let entered = false;
    const offs = [
      // The history may have been read before the socket was in the room (the HTML asks for it
      // before the app runs, and a first read races the join): what was said in between is
      // fetched once the server has it in; a read still running is replaced by a new one.
      enterChatRoom(room, () => {
        if (entered) return;
        entered = true;
        refetch();
      }),
      onRealtime(CHAT_EVENTS.received, (m) => {
        if (m.room_id !== room) return;
        add(m);
        incoming.current(m);
      }),
      onRealtime(CHAT_EVENTS.push, (m) => {
        void client.invalidateQueries({ queryKey: getRoomsQueryOptions().queryKey });
        if (m.room_id === room && m.is_sender) add(m);
      }),
      onRealtime(CHAT_EVENTS.invoiceStatus, (s) => {
        if (s.room_id !== room) return;
        setInvoices((all) => ({ ...all, [s.negotiate_id]: s.status }));
      }),
      onRealtimeReconnect(refetch),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [room, client]);

  return { live, invoices, add: (m: ChatMessage) => setLive((list) => (list.some((x) => x.id === m.id) ? list : [...list, m])) };
}

/** The connection state, for the banner: 'reconnecting' only once it had been connected. */
export function useRealtimeStatus(): RealtimeStatus {
  const [status, setStatus] = useState<RealtimeStatus>(realtimeStatus);
  const [wasConnected, setWasConnected] = useState(() => realtimeStatus() === 'connected');
  useEffect(
    () =>
      onRealtimeStatus((next) => {
        setStatus(next);
        if (next === 'connected') setWasConnected(true);
      }),
    [],
  );
  if (status === 'connecting' && !wasConnected) return 'idle';
  return status;
}

/** The room list stays fresh: any new message (mine or theirs) or a reconnect refetches it. */
export function useLiveRooms() {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: getRoomsQueryOptions().queryKey });
    const offs = [onRealtime(CHAT_EVENTS.push, refresh), onRealtimeReconnect(refresh)];
    return () => {
      for (const off of offs) off();
    };
  }, [client]);
}
