/**
 * Delivery and completion: the provider delivers files (3 in progress → 3 delivered); the
 * customer confirms (→ 4 finished), or the sweep completes a delivery 3 days old. Completing
 * writes the provider's financial transaction (what they are due).
 */
import path from 'node:path';
import { fail } from '../../lib/errors';
import { fileTooLarge, type UploadedFile } from '../../lib/uploaded-file';
import { originalName } from '../storage/storage';
import { mustBeUsers, type Note, type OrderContext } from './order-context';
import { AUTO_COMPLETE_MS } from './orders.dto';
import type { OrderRow, OrdersRepository } from './orders.repository';

/** Files the provider may deliver in one finish call. */
export const MAX_DELIVERY_FILES = 10;

export function createOrderCompletion(c: OrderContext) {
  const { deps, repo, withOrder } = c;

  async function complete(r: OrdersRepository, o: OrderRow, notify: (n: Note) => void, auto: boolean) {
    if (o.providerId === null || o.price === null || o.appRate === null || o.finalTotal === null) throw fail('orders.wrong_state');
    const at = deps.now();
    await r.update(o.id, { status: 4, stage: 'finished', completedAt: at });
    await r.insertTransaction({
      providerId: o.providerId,
      requestServiceId: o.id,
      number: o.number,
      price: o.price,
      appRate: o.appRate,
      taxValue: o.taxValue ?? 0,
      finalTotal: o.finalTotal,
      providerDue: o.price - o.appRate,
      paymentMethod: o.paymentMethod ?? 'wallet',
      createdAt: at,
    });
    notify({ role: 'provider', id: o.providerId, key: 'orders.notify.completed', params: { number: o.number } });
    if (auto) notify({ role: 'user', id: o.userId, key: 'orders.notify.auto_completed', params: { number: o.number } });
  }

  return {
    /** POST /user/request-service/finished: the customer confirms delivered work. */
    userFinish(userId: number, id: number) {
      return withOrder(id, async (o, { repo: r, notify }) => {
        mustBeUsers(o, userId);
        if (o.status < 3) throw fail('orders.not_paid');
        if (o.status === 4) throw fail('orders.wrong_state');
        if (o.stage !== 'delivered') throw fail('orders.not_delivered');
        await complete(r, o, notify, false);
      });
    },

    /** Completes every order delivered more than 3 days ago (run periodically). Answers how many. */
    async completeOverdue(): Promise<number> {
      const ids = await repo.overdueDeliveries(new Date(deps.now().getTime() - AUTO_COMPLETE_MS), 200);
      let done = 0;
      for (const oid of ids) {
        const ok = await withOrder(oid, async (o, { repo: r, notify }) => {
          if (o.status !== 3 || o.stage !== 'delivered' || !o.deliveredAt) return false;
          if (o.deliveredAt.getTime() + AUTO_COMPLETE_MS > deps.now().getTime()) return false;
          await complete(r, o, notify, true);
          return true;
        }).catch(() => false);
        if (ok) done++;
      }
      return done;
    },

    /** POST /provider/request-service/finished: deliver files; the order waits for the customer. */
    async providerFinish(providerId: number, id: number, files: UploadedFile[]) {
      if (!files.length) throw fail('orders.delivery_files_required');
      if (files.length > MAX_DELIVERY_FILES) throw fail('validation.max', { field: 'fields.delivery_files', max: MAX_DELIVERY_FILES });
      for (const f of files) if (f.size > deps.maxUploadBytes) throw fileTooLarge(deps.maxUploadBytes);
      // Checked before anything is written; re-checked under the lock.
      const check = (o: OrderRow | null) => {
        if (!o || o.providerId !== providerId) throw fail('orders.order_not_found');
        if (o.status < 3) throw fail('orders.not_paid');
        if (o.status !== 3 || o.stage !== 'in_progress') throw fail('orders.wrong_state');
      };
      check(await repo.find(id));
      const saved: { file: string; originalName: string }[] = [];
      try {
        for (const f of files) {
          const ext = (
            path
              .extname(f.filename)
              .slice(1)
              .toLowerCase()
              .replace(/[^a-z0-9]/g, '') || 'bin'
          ).slice(0, 8);
          saved.push({ file: await deps.storage.save('deliveries', f, ext), originalName: originalName(f) });
        }
        await withOrder(id, async (o, { repo: r, notify }) => {
          check(o);
          await r.insertDeliveryFiles(o.id, saved);
          await r.update(o.id, { stage: 'delivered', deliveredAt: deps.now() });
          const name = await r.providerName(providerId);
          notify({ role: 'user', id: o.userId, key: 'orders.notify.delivered', params: { number: o.number, name } });
        });
      } catch (err) {
        for (const s of saved) await deps.storage.remove(s.file).catch(() => undefined);
        throw err;
      }
    },
  };
}
