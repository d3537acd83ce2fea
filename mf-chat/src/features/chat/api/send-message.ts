import { useMutation } from '@tanstack/react-query';
import { sendChatMessage } from '@souq/api-client';

let seq = 0;
/** A client id per message: a resend after a reconnect is stored once. */
export function newClientMessageId(): string {
  seq += 1;
  const rand = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
  return `web-${rand}-${seq}`;
}

/** Socket `sendMessage` with its acknowledgement → the stored message (sender's view). */
export const useSendMessage = () => useMutation({ mutationFn: sendChatMessage });
