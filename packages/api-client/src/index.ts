/**
 * The API client of the web apps (a shared singleton): one function per endpoint, typed
 * from @souq/contracts (see ./call.ts), over the HTTP core (./http.ts: base URL, `lang`
 * and bearer headers, the `{ key, msg, data }` envelope, the unauthenticated redirect).
 * Apps keep their own queryOptions/hooks over these functions.
 */
export {
  ApiError,
  type Body,
  type Envelope,
  type EnvelopeKey,
  errorMessage,
  http,
  type RuntimeConfig,
  runtimeConfig,
  setUnauthenticatedRedirect,
} from './http';
export { type CallInput, ContractError, call } from './call';
export * from './endpoints/lookups';
export * from './endpoints/catalog';
export * from './endpoints/requests';
export * from './endpoints/orders';
export * from './endpoints/notifications';
export * from './endpoints/identity';
export * from './endpoints/commerce';
export * from './endpoints/provider';
export * from './endpoints/chat';
export * from './endpoints/admin';
/** The socket's event names (from @souq/contracts), for code that listens through `onRealtime`. */
export { CHAT_EVENTS, ORDER_EVENTS } from '@souq/contracts';
/**
 * Plain constants of the contract that first views use: taken from here, where a production
 * build gives the contract without its schemas, they do not make the page load zod and build
 * every schema (the cart and a chat room did, and zod's eval probe broke the page's CSP).
 */
export { CHAT_TEXT_MAX, PAY_TYPE_CARD, PAY_TYPE_WALLET, paymentStatuses } from '@souq/contracts';
export {
  enterChatRoom,
  onRealtime,
  onRealtimeReconnect,
  onRealtimeStatus,
  RealtimeError,
  type RealtimeEvent,
  type RealtimeEvents,
  type RealtimeSocket,
  type RealtimeStatus,
  type RealtimeTransport,
  type RealtimeTransportOptions,
  realtimeStatus,
  reconnectRealtime,
  sendChatMessage,
  setRealtimeTransport,
} from './realtime';
