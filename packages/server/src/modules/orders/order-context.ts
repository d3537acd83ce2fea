/**
 * What every step of an order shares: its dependencies, the repository, the rates and
 * `withOrder`, the one way a step changes an order. It runs the step in a transaction with
 * the order's row locked (one at a time per order; the state is re-checked under the lock),
 * stores the step's notifications in that transaction, and once it commits pushes them and
 * tells both parties' open pages.
 */
import type { Db } from '../../db/client';
import { fail } from '../../lib/errors';
import { type MessageKey, type MessageParams, t } from '../../lib/i18n';
import type { ChatService } from '../chat/chat.service';
import type { NotificationService, StoredNotification } from '../notifications/notification.service';
import type { PaymentService } from '../payments/payments.service';
import type { Realtime } from '../realtime/socket';
import { orderRates, type Rates } from '../settings/settings';
import type { Storage } from '../storage/storage';
import type { WalletService } from '../wallet/wallet.service';
import { createOrdersRepository, type OrderRow, type OrdersRepository } from './orders.repository';

export interface OrdersDeps {
  db: Db;
  now: () => Date;
  storage: Storage;
  notifications: NotificationService;
  payments: PaymentService;
  wallet: WalletService;
  chat: ChatService;
  maxUploadBytes: number;
  /** Tells both parties' open pages that an order changed (modules/realtime). */
  realtime?: Pick<Realtime, 'orderChanged'>;
}

export type Party = { role: 'user' | 'provider'; id: number | null };
export type Note = { role: 'user' | 'provider'; id: number; key: MessageKey; params?: MessageParams; type?: string };

export const both = (key: MessageKey, params?: MessageParams) => ({ ar: t('ar', key, params), en: t('en', key, params) });

export function createOrderContext(deps: OrdersDeps) {
  const repoOf = (db?: Db): OrdersRepository => createOrdersRepository(db ?? deps.db);
  const repo = repoOf();

  const rates = (r: OrdersRepository = repo): Promise<Rates> => orderRates(r);

  /**
   * Runs `fn` in a transaction with the order locked. `fn` may queue notifications and
   * after-commit steps; they run once the transaction commits.
   */
  async function withOrder<T>(
    id: number,
    fn: (
      o: OrderRow,
      x: { repo: OrdersRepository; tx: Db; notify: (n: Note) => void; after: (f: () => void) => void; party: (p: Party) => void },
    ) => Promise<T>,
  ): Promise<T> {
    const stored: StoredNotification[] = [];
    const afters: (() => void)[] = [];
    const parties: Party[] = [];
    const result = await deps.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const r = repoOf(tx);
      const o = await r.lock(id);
      if (!o) throw fail('orders.order_not_found');
      const notes: Note[] = [];
      const out = await fn(o, { repo: r, tx, notify: (n) => notes.push(n), after: (f) => afters.push(f), party: (p) => parties.push(p) });
      for (const n of notes) stored.push(...(await store(n, o, tx)));
      parties.push({ role: 'user', id: o.userId }, { role: 'provider', id: o.providerId }, ...notes);
      return out;
    });
    await deps.notifications.push(stored);
    for (const f of afters) f();
    deps.realtime?.orderChanged(id, parties);
    return result;
  }

  function store(n: Note, o: OrderRow, tx: Db) {
    const message = { type: n.type ?? 'request_service', body: both(n.key, n.params), requestServiceId: o.id };
    return n.role === 'user' ? deps.notifications.notifyUser(n.id, message, tx) : deps.notifications.notifyProvider(n.id, message, tx);
  }

  return { deps, repo, repoOf, rates, withOrder, store };
}

export type OrderContext = ReturnType<typeof createOrderContext>;

/** Anyone but the order's customer gets `orders.order_not_found`, as if it did not exist. */
export const mustBeUsers = (o: OrderRow, userId: number) => {
  if (o.userId !== userId) throw fail('orders.order_not_found');
};
/** Anyone but the order's provider gets `orders.order_not_found`. */
export const mustBeProviders = (o: OrderRow, providerId: number) => {
  if (o.providerId !== providerId) throw fail('orders.order_not_found');
};
