/**
 * A request's answers that move no money: the provider accepts (prices it) or refuses a
 * direct request, the customer cancels before paying, and either party complains.
 */
import { fail } from '../../lib/errors';
import { t } from '../../lib/i18n';
import type { Principal } from '../../lib/caller';
import { mustBeProviders, mustBeUsers, type OrderContext } from './order-context';
import { amountsOf } from './orders.dto';

export function createOrderRequests(c: OrderContext) {
  const { deps, rates, withOrder } = c;

  return {
    /** POST /user/request-service/cancel: before payment only. */
    cancel(userId: number, id: number) {
      return withOrder(id, async (o, { repo: r, notify }) => {
        mustBeUsers(o, userId);
        if (o.status === 3 || (o.status === 4 && o.stage === 'finished')) throw fail('orders.cannot_cancel');
        if (o.status === 4) throw fail('orders.wrong_state');
        await r.update(o.id, { status: 4, stage: 'cancelled', cancelledAt: deps.now(), negotiateId: null });
        const quoted = await r.closePendingOffers(o.id, 'closed');
        await r.closeOpenNegotiations(o.id, 'closed');
        const told = new Set<number>(o.providerId !== null ? [o.providerId] : quoted);
        for (const p of told) notify({ role: 'provider', id: p, key: 'orders.notify.cancelled', params: { number: o.number } });
      });
    },

    /** POST /request-service/send-complaint: either party of the order. */
    complaint(principal: Principal, input: { id: number; complaint?: string; reason?: string }) {
      return withOrder(input.id, async (o, { repo: r, notify }) => {
        if (principal.role === 'user') mustBeUsers(o, principal.id);
        else if (principal.role === 'provider') mustBeProviders(o, principal.id);
        else throw fail('orders.order_not_found');
        await r.insertComplaint({
          byRole: principal.role,
          byId: principal.id,
          complaint: input.complaint?.trim() || t('ar', 'orders.complaint_default', { number: o.number }),
          reason: input.reason ?? null,
          type: 'complaint',
          providerId: o.providerId,
          requestServiceId: o.id,
          createdAt: deps.now(),
        });
        const other =
          principal.role === 'user'
            ? o.providerId === null
              ? null
              : { role: 'provider' as const, id: o.providerId }
            : { role: 'user' as const, id: o.userId };
        if (other) notify({ ...other, key: 'orders.notify.complaint', params: { number: o.number } });
      });
    },

    /** POST /provider/request-services/accept: a direct request to this provider. */
    accept(providerId: number, id: number) {
      return withOrder(id, async (o, { repo: r, notify }) => {
        mustBeProviders(o, providerId);
        if (o.type !== 'direct' || o.status !== 1) throw fail('orders.wrong_state');
        let price = o.price;
        let duration = o.duration;
        if (price === null) {
          const listed = await r.providerServicePrice(providerId, o.serviceId);
          if (!listed) throw fail('orders.not_your_service');
          price = listed.price;
          duration = duration ?? listed.duration;
        }
        const a = amountsOf(price, await rates(r));
        await r.update(o.id, {
          status: 2,
          stage: 'accepted',
          price: a.price,
          duration,
          taxValue: a.taxValue,
          appRate: a.appRate,
          finalTotal: a.finalTotal,
        });
        const name = await r.providerName(providerId);
        notify({ role: 'user', id: o.userId, key: 'orders.notify.accepted', params: { number: o.number, name } });
      });
    },

    /** POST /provider/request-services/reject: refuse a direct request (→ 4 refused). */
    reject(providerId: number, id: number) {
      return withOrder(id, async (o, { repo: r, notify }) => {
        mustBeProviders(o, providerId);
        if (o.type !== 'direct' || o.status !== 1) throw fail('orders.wrong_state');
        await r.update(o.id, { status: 4, stage: 'refused', cancelledAt: deps.now() });
        const name = await r.providerName(providerId);
        notify({ role: 'user', id: o.userId, key: 'orders.notify.refused', params: { number: o.number, name } });
      });
    },
  };
}
