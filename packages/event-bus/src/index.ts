/**
 * Typed cross-remote event bus. Remotes never import each other; they talk through
 * these events (shared as a singleton through Module Federation, so one instance exists).
 */
export type ToastLevel = 'success' | 'error' | 'info' | 'warning';

export interface SouqEvents {
  'cart:count': { count: number };
  /** Products in the customer's favourites (header badge). */
  'favorites:count': { count: number };
  'notifications:count': { count: number };
  /** Rooms with unread messages (the header's chat icon), e.g. after the chat remote marked a room read. */
  'chat:count': { count: number };
  'auth:changed': { signedIn: boolean; visitor: 'user' | 'provider' | null };
  /** The admin session (separate from the customer's or provider's) began or ended. */
  'admin:changed': { signedIn: boolean };
  toast: { level: ToastLevel; message: string; durationMs?: number };
  /** Show the need-login modal; `returnTo` is where to go back to after signing in. */
  'need-login': { returnTo?: string };
  /** Ask the shell's router to go somewhere (for shared components that live outside a remote's routes). */
  navigate: { to: string; replace?: boolean };
}

type Handler<K extends keyof SouqEvents> = (payload: SouqEvents[K]) => void;

export interface EventBus {
  emit<K extends keyof SouqEvents>(type: K, payload: SouqEvents[K]): void;
  on<K extends keyof SouqEvents>(type: K, handler: Handler<K>): () => void;
}

export function createEventBus(): EventBus {
  const handlers = new Map<keyof SouqEvents, Set<(payload: unknown) => void>>();
  return {
    emit(type, payload) {
      for (const h of handlers.get(type) ?? []) h(payload);
    },
    on(type, handler) {
      const set = handlers.get(type) ?? new Set();
      handlers.set(type, set);
      const h = handler as (payload: unknown) => void;
      set.add(h);
      return () => set.delete(h);
    },
  };
}

/** The one bus of the page. */
export const bus: EventBus = createEventBus();

export const toast = {
  success: (message: string, durationMs?: number) => bus.emit('toast', { level: 'success', message, durationMs }),
  error: (message: string, durationMs?: number) => bus.emit('toast', { level: 'error', message, durationMs }),
  info: (message: string, durationMs?: number) => bus.emit('toast', { level: 'info', message, durationMs }),
};
