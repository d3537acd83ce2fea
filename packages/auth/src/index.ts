/**
 * The session store. Persisted in localStorage under the same keys the product's
 * existing client uses (token, visitor, name, userid, phone, country_code, …) so both
 * clients agree on what a session is.
 */
import { createStore, useStore } from 'zustand';
import { bus } from '@souq/event-bus';

export type Visitor = 'user' | 'provider';
export type ProviderShow = 'bothProviders' | 'storeOwner' | 'freelancer';

export interface Session {
  token: string | null;
  visitor: Visitor | null;
  name: string | null;
  userid: string | null;
  phone: string | null;
  country_code: string | null;
  country_img: string | null;
  providerShow: ProviderShow | null;
  visitorSocket: 'User' | 'Provider' | null;
  RecieverSocket: 'User' | 'Provider' | null;
  activated: 'true' | 'false' | null;
}

const KEYS: (keyof Session)[] = [
  'token',
  'visitor',
  'name',
  'userid',
  'phone',
  'country_code',
  'country_img',
  'providerShow',
  'visitorSocket',
  'RecieverSocket',
  'activated',
];

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(): Session {
  const ls = storage();
  const s = {} as Record<keyof Session, string | null>;
  for (const k of KEYS) {
    const v = ls?.getItem(k) ?? null;
    s[k] = v === 'null' || v === 'undefined' || v === '' ? null : v;
  }
  return s as Session;
}

function write(patch: object) {
  const ls = storage();
  if (!ls) return;
  for (const [k, v] of Object.entries(patch)) {
    if (v === null || v === undefined) ls.removeItem(k);
    else ls.setItem(k, String(v));
  }
}

export interface SessionState extends Session {
  /** Merge and persist fields. */
  update(patch: Partial<Session>): void;
  /** Store a freshly signed-in session. */
  signIn(patch: Partial<Session> & { token: string; visitor: Visitor }): void;
  /**
   * Drop token and visitor (logout, unauthenticated, phone change). `next`: where the page
   * goes next (a login screen); a login-only page being left goes there instead of home.
   */
  signOut(options?: { next?: string }): void;
  /** Where the last sign-out said the page goes next (not stored; cleared by signIn). */
  exitTo: string | null;
}

export const sessionStore = createStore<SessionState>()((set, get) => ({
  ...read(),
  exitTo: null,
  update(patch) {
    write(patch);
    set(patch);
  },
  signIn(patch) {
    const socket =
      patch.visitor === 'provider'
        ? { visitorSocket: 'Provider' as const, RecieverSocket: 'User' as const }
        : { visitorSocket: 'User' as const, RecieverSocket: 'Provider' as const };
    const next = { ...socket, ...patch };
    write(next);
    set({ ...next, exitTo: null });
    bus.emit('auth:changed', { signedIn: true, visitor: patch.visitor });
  },
  signOut(options) {
    const wasSignedIn = Boolean(get().token);
    write({ token: null, visitor: null });
    set({ token: null, visitor: null, exitTo: options?.next ?? null });
    if (wasSignedIn) bus.emit('auth:changed', { signedIn: false, visitor: null });
  },
}));

export function useSession<T>(selector: (s: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

export const getSession = (): SessionState => sessionStore.getState();
export const isSignedIn = (s: Session = getSession()): boolean => Boolean(s.token && s.visitor);

/** Section id 1 freelancer, 2 store owner, none both (docs/product/identity.md#provider-kinds). */
export function providerShowFromSection(sectionId: number | string | null | undefined): ProviderShow {
  const id = Number(sectionId);
  if (id === 1) return 'freelancer';
  if (id === 2) return 'storeOwner';
  return 'bothProviders';
}

// ---- the admin session: apart from customers and providers --------------------------------------
/**
 * An operator's session, kept apart from the customer's or provider's: its own keys, so a
 * browser may hold both, and admin calls (paths under /admin) send only this token.
 */
export interface AdminSession {
  admin_token: string | null;
  admin_id: string | null;
  admin_name: string | null;
  admin_email: string | null;
}
const ADMIN_KEYS: (keyof AdminSession)[] = ['admin_token', 'admin_id', 'admin_name', 'admin_email'];

export interface AdminSessionState extends AdminSession {
  signIn(patch: { token: string; id: number; name: string; email: string }): void;
  signOut(): void;
}

function readAdmin(): AdminSession {
  const ls = storage();
  const s = {} as Record<keyof AdminSession, string | null>;
  for (const k of ADMIN_KEYS) s[k] = ls?.getItem(k) || null;
  return s as AdminSession;
}

export const adminSessionStore = createStore<AdminSessionState>()((set, get) => ({
  ...readAdmin(),
  signIn({ token, id, name, email }) {
    const next = { admin_token: token, admin_id: String(id), admin_name: name, admin_email: email };
    write(next);
    set(next);
    bus.emit('admin:changed', { signedIn: true });
  },
  signOut() {
    const wasSignedIn = Boolean(get().admin_token);
    const cleared = { admin_token: null, admin_id: null, admin_name: null, admin_email: null };
    write(cleared);
    set(cleared);
    if (wasSignedIn) bus.emit('admin:changed', { signedIn: false });
  },
}));

export function useAdminSession<T>(selector: (s: AdminSessionState) => T): T {
  return useStore(adminSessionStore, selector);
}
export const getAdminSession = (): AdminSessionState => adminSessionStore.getState();
export const isAdminSignedIn = (s: AdminSession = getAdminSession()): boolean => Boolean(s.admin_token);
