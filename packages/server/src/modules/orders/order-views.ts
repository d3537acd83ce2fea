/**
 * What each side reads: the customer's list and page of an order, and the provider's page
 * (an open request they could quote or did quote, or their own order). Reads take no lock.
 */
import { fail } from '../../lib/errors';
import { type Lang, type MessageKey, t } from '../../lib/i18n';
import { toSR } from '../../lib/money';
import { formatDateTime } from '../../lib/format-date';
import type { RequestContext } from '../../lib/request-context';
import { avatarUrl } from '../storage/avatar';
import type { OrderContext } from './order-context';
import { detailsBase, offerDto, orderAmounts, providerStatusText, srOrNull, userStatusText } from './orders.dto';
import type { OrderRow, OrdersRepository } from './orders.repository';

export const USER_LIST_LIMIT = 100;

/** An open request a provider may see: in a service they offer, or one they quoted. */
async function providerMaySee(r: OrdersRepository, o: OrderRow, providerId: number): Promise<boolean> {
  if (o.providerId !== null) return o.providerId === providerId;
  if (o.type !== 'for_all') return false;
  if (await r.offerBy(o.id, providerId)) return true;
  return o.providerId === null && o.status === 1 && (await r.offersService(providerId, o.serviceId));
}

export function createOrderViews(c: OrderContext) {
  const { deps, repo, rates } = c;

  async function details(ctx: RequestContext, o: OrderRow, viewer: 'user' | 'provider') {
    const [rt, parties, files, rated, invoiced, complaintRows] = await Promise.all([
      rates(),
      repo.parties(o),
      repo.files(o.id),
      repo.rateOf(o.id, viewer),
      o.paidAt ? repo.hasTaxInvoice(o.id) : false,
      repo.complaintsOf(o.id),
    ]);
    return {
      rt,
      parties,
      input: {
        order: o,
        rates: rt,
        lang: ctx.lang,
        serviceName: ctx.lang === 'en' ? parties.service.nameEn : parties.service.nameAr,
        files,
        isRated: Boolean(rated),
        hasInvoice: invoiced,
        complaints: complaintRows,
        storage: deps.storage,
        baseUrl: ctx.baseUrl,
      },
    };
  }

  return {
    /** POST /user/request-service */
    async userList(lang: Lang, userId: number, status: number) {
      const rows = await repo.userList(userId, status, USER_LIST_LIMIT);
      const counts = await repo.countPendingOffers(rows.map((r) => r.order.id));
      const rt = await rates();
      return rows.map(({ order: o, providerName, serviceAr, serviceEn }) => ({
        id: o.id,
        number: o.number,
        request_date: formatDateTime(o.createdAt),
        provider_name: providerName ?? '',
        service: lang === 'en' ? serviceEn : serviceAr,
        status: userStatusText(lang, o.stage),
        order_status: o.status,
        stage: o.stage as never,
        type: o.type,
        final_total: srOrNull(orderAmounts(o, rt)?.finalTotal),
        offers_count: counts.get(o.id) ?? 0,
      }));
    },

    /** POST /user/request-service/show */
    async userShow(ctx: RequestContext, userId: number, id: number) {
      const o = await repo.find(id);
      if (!o || o.userId !== userId) throw fail('orders.order_not_found');
      const { rt, parties, input } = await details(ctx, o, 'user');
      const offers = o.type === 'for_all' && o.status === 1 ? await repo.offersOf(o.id, ['pending']) : [];
      const { provider_due: _due, ...base } = detailsBase(input, { status: userStatusText(ctx.lang, o.stage), orderStatus: o.status });
      return {
        ...base,
        provider: parties.provider
          ? { id: parties.provider.id, name: parties.provider.name, image: avatarUrl(deps.storage, parties.provider.image, ctx.baseUrl) }
          : { id: null, name: '', image: avatarUrl(deps.storage, null, ctx.baseUrl) },
        offers: offers.map((r) => offerDto(deps.storage, ctx.baseUrl, rt, r)),
      };
    },

    /** POST /provider/request-services/show */
    async providerShow(ctx: RequestContext, providerId: number, id: number) {
      const o = await repo.find(id);
      if (!o || !(await providerMaySee(repo, o, providerId))) throw fail('orders.order_not_found');
      const mine = o.type === 'for_all' ? await repo.offerBy(o.id, providerId) : null;
      const { parties, input } = await details(ctx, o, 'provider');
      // A request this provider quoted and whose customer has not chosen yet is "under review" for them.
      const quotedWaiting = mine !== null && o.status === 1;
      const view = quotedWaiting
        ? { status: providerStatusText(ctx.lang, 2, mine.status === 'pending' ? 'offer_sent' : `offer_${mine.status}`), orderStatus: 2 }
        : { status: providerStatusText(ctx.lang, o.status, o.stage), orderStatus: o.status };
      return {
        ...detailsBase(input, view),
        client: { id: parties.user.id, name: parties.user.name, image: avatarUrl(deps.storage, null, ctx.baseUrl) },
        my_offer: mine
          ? {
              id: mine.id,
              price: toSR(mine.price),
              duration: mine.duration,
              status: t(ctx.lang, `orders.offer_status.${mine.status}` as MessageKey),
            }
          : null,
      };
    },
  };
}
