/**
 * Offers and negotiation. On an open request (for_all) providers quote once each and the
 * customer rejects offers or chooses one (by paying it, or by negotiating on it); on an
 * accepted order the customer opens a negotiation in the order's chat room, where the
 * provider issues invoices (each one supersedes the last open one).
 */
import { isUniqueViolation } from '../../lib/db-errors';
import { fail } from '../../lib/errors';
import { toHalalas } from '../../lib/money';
import type { RequestContext } from '../../lib/request-context';
import type { Rates } from '../settings/settings';
import { mustBeProviders, mustBeUsers, type Note, type OrderContext } from './order-context';
import { amountsOf } from './orders.dto';
import type { OrderPatch, OrderRow, OrdersRepository } from './orders.repository';

/** Chooses an offer of an open request: its provider, price and duration become the order's. */
export async function chooseOffer(
  r: OrdersRepository,
  o: OrderRow,
  offerId: number | undefined,
  rt: Rates,
): Promise<OrderPatch & { providerId: number }> {
  if (o.type !== 'for_all' || o.status !== 1 || o.stage !== 'waiting_offers') throw fail('orders.wrong_state');
  if (!offerId) throw fail('orders.offer_required');
  const offer = await r.offer(offerId);
  if (!offer || offer.requestServiceId !== o.id) throw fail('orders.offer_not_found');
  if (offer.status !== 'pending') throw fail('orders.offer_not_pending');
  const a = amountsOf(offer.price, rt);
  return {
    providerId: offer.providerId,
    offerPriceId: offer.id,
    price: a.price,
    duration: offer.duration,
    taxValue: a.taxValue,
    appRate: a.appRate,
    finalTotal: a.finalTotal,
  };
}

/** The chosen offer is accepted and the request's other pending offers closed; its provider is told. */
export async function applyChosenOffer(
  r: OrdersRepository,
  o: OrderRow,
  patch: OrderPatch & { providerId: number },
  notify: (n: Note) => void,
) {
  await r.setOfferStatus(patch.offerPriceId as number, 'accepted');
  const others = await r.closePendingOffers(o.id, 'closed', patch.offerPriceId as number);
  notify({ role: 'provider', id: patch.providerId, key: 'orders.notify.offer_chosen', params: { number: o.number } });
  return others;
}

export function createOrderOffers(c: OrderContext) {
  const { deps, rates, withOrder } = c;

  return {
    /** POST /user/request-service/offers/reject */
    rejectOffer(userId: number, id: number, offerId: number) {
      return withOrder(id, async (o, { repo: r, notify }) => {
        mustBeUsers(o, userId);
        if (o.type !== 'for_all' || o.status !== 1) throw fail('orders.wrong_state');
        const offer = await r.offer(offerId);
        if (!offer || offer.requestServiceId !== o.id) throw fail('orders.offer_not_found');
        if (offer.status !== 'pending') throw fail('orders.offer_not_pending');
        await r.setOfferStatus(offer.id, 'rejected');
        notify({ role: 'provider', id: offer.providerId, key: 'orders.notify.offer_rejected', params: { number: o.number } });
      });
    },

    /** POST /user/request-service/negotiate: opens (or reuses) the order's room. */
    negotiate(userId: number, input: { id: number; offerId?: number }) {
      return withOrder(input.id, async (o, { repo: r, tx, notify }) => {
        mustBeUsers(o, userId);
        let order = o;
        if (o.status === 1) {
          if (o.type === 'direct') throw fail('orders.wrong_state');
          const chosen = await chooseOffer(r, o, input.offerId, await rates(r));
          await r.update(o.id, { ...chosen, status: 2, stage: 'negotiating', isNegotiate: true });
          await applyChosenOffer(r, o, chosen, () => undefined);
          order = { ...o, ...chosen, status: 2, stage: 'negotiating', isNegotiate: true };
        } else if (o.status === 2 && o.providerId !== null) {
          if (!o.isNegotiate) {
            await r.update(o.id, { isNegotiate: true, stage: o.stage === 'accepted' ? 'negotiating' : o.stage });
          }
        } else throw fail('orders.wrong_state');
        const room = await deps.chat.openRoom({ userId: o.userId, providerId: order.providerId as number, requestServiceId: o.id }, tx);
        if (o.roomId !== room.id) await r.update(o.id, { roomId: room.id });
        if (!o.isNegotiate)
          notify({ role: 'provider', id: order.providerId as number, key: 'orders.notify.negotiate', params: { number: o.number } });
        return { room_id: room.id };
      });
    },

    /** POST /provider/offers/store: quote an open request in a service this provider offers, once. */
    offerStore(providerId: number, input: { id: number; price: number; duration: number; description?: string }) {
      return withOrder(input.id, async (o, { repo: r, notify, party }) => {
        party({ role: 'provider', id: providerId });
        if (o.type !== 'for_all') {
          if (o.providerId !== providerId) throw fail('orders.order_not_found');
          throw fail('orders.not_open_request');
        }
        if (!(await r.offersService(providerId, o.serviceId))) throw fail('orders.not_your_service');
        if (await r.offerBy(o.id, providerId)) throw fail('orders.already_quoted');
        if (o.status !== 1 || o.stage !== 'waiting_offers' || o.providerId !== null) throw fail('orders.not_open_request');
        const offer = await r.insertOffer({
          requestServiceId: o.id,
          providerId,
          price: toHalalas(input.price),
          duration: input.duration,
          description: input.description ?? '',
          createdAt: deps.now(),
        });
        if (!offer) throw fail('orders.already_quoted');
        const name = await r.providerName(providerId);
        notify({
          role: 'user',
          id: o.userId,
          key: 'orders.notify.offer_added',
          params: { number: o.number, name },
          type: 'offer_price_added',
        });
        return { offer_price_id: offer.id };
      }).catch((err) => {
        if (isUniqueViolation(err)) throw fail('orders.already_quoted');
        throw err;
      });
    },

    /** POST /provider/request-services/negotiates/store: an invoice in the order's room. */
    negotiateStore(
      ctx: RequestContext,
      providerId: number,
      input: { id: number; price: number; duration: number; serviceDetails?: string },
    ) {
      return withOrder(input.id, async (o, { repo: r, tx, notify, after }) => {
        mustBeProviders(o, providerId);
        if (o.status !== 2) throw fail('orders.wrong_state');
        if (!o.isNegotiate) throw fail('orders.not_negotiating');
        const a = amountsOf(toHalalas(input.price), await rates(r));
        const room = await deps.chat.openRoom({ userId: o.userId, providerId, requestServiceId: o.id }, tx);
        await r.closeOpenNegotiations(o.id, 'superseded');
        const n = await r.insertNegotiation({
          requestServiceId: o.id,
          providerId,
          userId: o.userId,
          roomId: room.id,
          price: a.price,
          duration: input.duration,
          taxValue: a.taxValue,
          appRate: a.appRate,
          finalTotal: a.finalTotal,
          serviceDetails: input.serviceDetails ?? '',
          createdAt: deps.now(),
        });
        await r.update(o.id, {
          stage: 'invoice_issued',
          price: a.price,
          duration: input.duration,
          taxValue: a.taxValue,
          appRate: a.appRate,
          finalTotal: a.finalTotal,
          negotiateId: n.id,
          roomId: room.id,
        });
        const staged = await deps.chat.stageMessage(
          {
            roomId: room.id,
            sender: { role: 'provider', id: providerId },
            type: 'invoice',
            invoice: {
              negotiateId: n.id,
              requestServiceId: o.id,
              price: a.price,
              duration: input.duration,
              taxValue: a.taxValue,
              finalTotal: a.finalTotal,
            },
            baseUrl: ctx.baseUrl,
          },
          tx,
        );
        after(staged.publish);
        const name = await r.providerName(providerId);
        notify({ role: 'user', id: o.userId, key: 'orders.notify.invoice', params: { number: o.number, name } });
        return { negotiate_id: n.id, room_id: room.id };
      });
    },
  };
}
