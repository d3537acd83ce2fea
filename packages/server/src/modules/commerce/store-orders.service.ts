/**
 * Checkout, purchased files and tax invoices.
 *
 * Checkout (POST /user/create-order): the cart is priced again on the server (pricing.ts),
 * inside one transaction that first locks the customer's row, so two checkouts of one cart
 * run one after the other — the second finds the cart empty (wallet) or the same pending
 * order (card) and never charges twice.
 *  - wallet (pay_type 1): the order, its lines, the wallet spend (ledger entry keyed by the
 *    order), ownership, the coupon's use, the emptied cart, each store owner's credited due
 *    (store-sales.ts) and the tax invoice commit
 *    together, or nothing does (e.g. the balance does not cover it);
 *  - card (pay_type 3): a pending order with its lines and a gateway payment (purpose
 *    `cart_checkout`); the cart stays as it is until the payment settles, when the same
 *    fulfilment runs in the settlement's transaction. A repeated card checkout of the same
 *    cart answers the same pending payment; a declined card marks the order `failed` and
 *    leaves the cart for another try. A settlement that cannot be applied (bought
 *    meanwhile by wallet, coupon used up) is refunded to the wallet by the payments module.
 *
 * Downloads: a buyer asks for links to a product's files; each link is random, stored
 * hashed, bound to the buyer, valid DOWNLOAD_LINK_MINUTES, and counts each use. Invoices:
 * one per paid order, gapless numbers, the ZATCA QR payload, and a printable bilingual page
 * behind a short-lived link.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DOWNLOAD_LINK_MINUTES, PAY_TYPE_CARD, PAY_TYPE_WALLET } from '@souq/contracts';
import type { Db } from '../../db/client';
import { fail } from '../../lib/errors';
import { formatDateTime } from '../../lib/format-date';
import { t } from '../../lib/i18n';
import { toSR } from '../../lib/money';
import { productCard, wholeStarRate } from '../products/product-card.dto';
import type { CallerContext } from '../../lib/request-context';
import type { NotificationService, StoredNotification } from '../notifications/notification.service';
import type { PaymentRow, PaymentService } from '../payments/payments.service';
import { createPaymentRepository } from '../payments/payments.repository';
import type { Storage } from '../storage/storage';
import type { WalletService } from '../wallet/wallet.service';
import { createStoreOrdersRepository, type InvoiceRow, type StoreOrdersRepository, type ProductOrder } from './store-orders.repository';
import type { Rates } from '../settings/settings';
import { couponDiscount, totals } from './pricing';
import type { ProductsRepository } from './products.repository';
import { cartLine, type ShopService } from './shop.service';
import { createShopRepository } from './shop.repository';
import { formatDate } from '../../lib/format-date';
import { creditStoreOwners } from './store-sales';
import { issueTaxInvoice, invoiceSeller } from './tax-invoice';

export const CART_CHECKOUT_PURPOSE = 'cart_checkout';
/** Minutes the printable invoice page's link works. */
export const INVOICE_LINK_MINUTES = 60;

export interface OrdersDeps {
  db: Db;
  shop: ShopService;
  products: ProductsRepository;
  payments: PaymentService;
  wallet: WalletService;
  notifications: NotificationService;
  storage: Storage;
  now: () => Date;
}

type Line = Awaited<ReturnType<ShopService['pricedCart']>>['lines'][number];

const token = () => randomBytes(24).toString('base64url');

export function createStoreOrdersService(deps: OrdersDeps) {
  const repo = (tx?: Db): StoreOrdersRepository => createStoreOrdersRepository(tx ?? deps.db);
  const inTx = <T>(fn: (tx: Db) => Promise<T>): Promise<T> => deps.db.transaction((x) => fn(x as unknown as Db));

  /** The cart as it is inside `tx`: listed lines, and the rows that can no longer be bought. */
  async function cartIn(tx: Db, uid: number) {
    const rows = await createShopRepository(tx).cartRows(uid);
    const owned = new Set(
      await repo(tx).ownedProductIds(
        uid,
        rows.map((r) => r.product.id),
      ),
    );
    const day = formatDate(deps.now());
    const stale: number[] = [];
    const lines: Line[] = [];
    for (const r of rows) {
      if (!r.product.isApproved || r.product.deletedAt !== null || !r.providerListed || owned.has(r.product.id)) {
        stale.push(r.cartId);
        continue;
      }
      lines.push(cartLine(r, day));
    }
    return { lines, stale };
  }

  /**
   * What a paid order does, in the paying transaction: the order becomes paid, the buyer
   * owns its products, they leave the cart, the coupon is used once, sales are counted and
   * the tax invoice is issued. Any refusal throws (the transaction rolls back; a card
   * payment is then refunded to the wallet).
   */
  async function fulfil(tx: Db, order: ProductOrder, at: Date): Promise<{ invoice: InvoiceRow; notices: StoredNotification[] }> {
    const r = repo(tx);
    if (!(await r.markPaid(order.id, at))) throw fail('orders.not_found');
    const items = await r.items(order.id);
    const ids = items.map((i) => i.productId);
    if ((await r.grant(order.userId, order.id, ids, at)) !== ids.length) throw fail('cart.already_bought');
    await r.removeFromCart(order.userId, ids);
    if (order.couponId !== null && !(await r.useCoupon(order.couponId))) throw fail('coupon.exhausted');
    await r.countSales(ids);
    // The store owners' due grows at once (a digital product is delivered at payment).
    await creditStoreOwners(tx, order, items, at);
    const invoice = await issueInvoice(tx, order, items, at);
    // Each store owner hears of their sale (pushed once the payment commits).
    const notices: StoredNotification[] = [];
    for (const providerId of new Set(items.map((i) => i.providerId))) {
      const name = items
        .filter((i) => i.providerId === providerId)
        .map((i) => i.name)
        .join('، ');
      const body = { ar: t('ar', 'orders.notify_sold', { name }), en: t('en', 'orders.notify_sold', { name }) };
      notices.push(...(await deps.notifications.notifyProvider(providerId, { type: 'product_sold', body }, tx)));
    }
    return { invoice, notices };
  }

  function issueInvoice(tx: Db, order: ProductOrder, items: Awaited<ReturnType<StoreOrdersRepository['items']>>, at: Date) {
    return issueTaxInvoice(tx, {
      kind: 'products',
      orderId: order.id,
      userId: order.userId,
      providerIds: items.map((i) => i.providerId),
      lines: items.map((i) => ({ name: i.name, quantity: 1, unitPrice: i.effectivePrice, total: i.effectivePrice })),
      discount: order.couponDiscount,
      subtotal: order.subtotal,
      vatAmount: order.vatAmount,
      total: order.finalTotal,
      at,
    });
  }

  /** The same cart (products, coupon and total) as a pending card order: answer its payment again. */
  async function samePending(tx: Db, uid: number, lines: Line[], couponId: number | null, finalTotal: number, baseUrl: string) {
    const wanted = lines
      .map((l) => l.productId)
      .sort((a, b) => a - b)
      .join(',');
    for (const o of await repo(tx).pendingCardOrders(uid, PAY_TYPE_CARD)) {
      if (o.couponId !== couponId || o.finalTotal !== finalTotal || !o.paymentRef) continue;
      const items = (await repo(tx).items(o.id))
        .map((i) => i.productId)
        .sort((a, b) => a - b)
        .join(',');
      if (items !== wanted) continue;
      const p = await createPaymentRepository(tx).find(Number(o.paymentRef));
      if (p && p.status === 'pending') return { order: o, url: deps.payments.gateway.checkoutUrl(baseUrl, p) };
    }
    return null;
  }

  const orderAnswer = (o: ProductOrder, paid: boolean, url: string | null) => ({
    order_id: o.id,
    number: o.number,
    paid,
    url,
    final_total: toSR(o.finalTotal),
    invoice: { kind: 'products' as const, id: o.id },
  });

  // A settled card payment of a checkout fulfils its order (in the settlement's transaction).
  deps.payments.onSettled(CART_CHECKOUT_PURPOSE, async (payment: PaymentRow, tx: Db) => {
    const order = payment.referenceId === null ? null : await repo(tx).lockOrder(payment.referenceId);
    if (!order || order.userId !== payment.payerId || order.payType !== PAY_TYPE_CARD) throw fail('orders.not_found');
    if (order.finalTotal !== payment.amount) throw fail('orders.not_found');
    const { notices } = await fulfil(tx, order, deps.now());
    return () => deps.notifications.push(notices);
  });

  // A declined card ends its checkout: the order is `failed` (never paid later), the cart stays.
  deps.payments.onDeclined(CART_CHECKOUT_PURPOSE, async (payment: PaymentRow, tx: Db) => {
    if (payment.referenceId !== null) await repo(tx).markFailed(payment.referenceId);
  });

  async function ownedOrFail(uid: number, productId: number) {
    const owned = await repo().ownedProductIds(uid, [productId]);
    if (!owned.length) throw fail('downloads.not_bought');
  }

  function invoiceDto(inv: InvoiceRow, baseUrl: string, pageToken: string) {
    return {
      number: inv.number,
      issued_at: inv.issuedAt.toISOString().replace('.000Z', 'Z'),
      seller_name: inv.sellerName,
      vat_number: inv.vatNumber,
      lines: inv.lines.map((l) => ({ name: l.name, quantity: l.quantity, unit_price: toSR(l.unitPrice), total: toSR(l.total) })),
      discount: toSR(inv.discount),
      subtotal: toSR(inv.subtotal),
      vat_rate: inv.vatRate / 100,
      vat_amount: toSR(inv.vatAmount),
      total: toSR(inv.total),
      qr: inv.qr,
      pdf_url: `${baseUrl}/api/v1/invoice-pages/${pageToken}`,
    };
  }

  return {
    /** POST /user/create-order */
    async createOrder(ctx: CallerContext, uid: number, payType: number, couponCode: string | undefined) {
      const code = (couponCode ?? '').trim();
      // Lines that can no longer be bought leave the cart first, and the customer is told. Read
      // under the customer's lock: unlocked, a checkout committing between the read of the cart
      // and the read of what the customer owns made its lines look withdrawn ("cart changed").
      const before = await inTx(async (tx) => {
        await repo(tx).lockUser(uid);
        const cart = await cartIn(tx, uid);
        if (cart.stale.length) await repo(tx).removeCartRows(uid, cart.stale);
        return cart;
      });
      if (before.stale.length) throw fail('cart.changed');
      if (!before.lines.length) throw fail('cart.empty');
      const rates: Rates = await deps.shop.rates();
      const subtotal = before.lines.reduce((a, l) => a + l.effectivePrice, 0);
      const coupon = code ? await deps.shop.usableCoupon(code, subtotal) : null;

      const result = await inTx(async (tx) => {
        const r = repo(tx);
        await r.lockUser(uid);
        const { lines, stale } = await cartIn(tx, uid);
        if (stale.length) throw fail('cart.changed');
        if (!lines.length) throw fail('cart.empty');
        const sub = lines.reduce((a, l) => a + l.effectivePrice, 0);
        const tt = totals(lines, coupon ? couponDiscount(coupon, sub) : 0, rates);
        if (payType === PAY_TYPE_CARD && tt.finalTotal > 0) {
          const again = await samePending(tx, uid, lines, coupon?.id ?? null, tt.finalTotal, ctx.baseUrl);
          if (again) return { order: again.order, paid: false, url: again.url, notices: [] as StoredNotification[] };
        }
        const at = deps.now();
        const id = await r.nextOrderId();
        const order = await r.insertOrder({
          id,
          number: `P-${formatDate(at).replace(/-/g, '')}-${String(id).padStart(5, '0')}`,
          userId: uid,
          status: 'pending',
          payType,
          couponId: coupon?.id ?? null,
          subtotal: tt.subtotal,
          couponDiscount: tt.couponDiscount,
          vatAmount: tt.vat,
          finalTotal: tt.finalTotal,
          createdAt: at,
        });
        await r.insertItems(
          tt.lines.map((l) => ({
            orderId: order.id,
            productId: l.productId,
            providerId: l.providerId,
            name: l.name,
            price: l.price,
            effectivePrice: l.effectivePrice,
            couponShare: l.couponShare,
            netPrice: l.netPrice,
            appRate: l.appRate,
            providerDue: l.providerDue,
          })),
        );
        if (tt.finalTotal === 0) {
          const { notices } = await fulfil(tx, order, at);
          return { order, paid: true, url: null, notices };
        }
        if (payType === PAY_TYPE_WALLET) {
          await deps.wallet.spend(
            { role: 'user', id: uid },
            tt.finalTotal,
            {
              referenceType: 'product_order',
              referenceId: order.id,
              idemKey: `pay:product_order:${order.id}`,
              description: {
                ar: `${t('ar', 'wallet.entry.payment')} ${order.number}`,
                en: `${t('en', 'wallet.entry.payment')} ${order.number}`,
              },
            },
            tx,
          );
          const { notices } = await fulfil(tx, order, at);
          return { order, paid: true, url: null, notices };
        }
        const p = await deps.payments.start(
          {
            payer: { role: 'user', id: uid },
            purpose: CART_CHECKOUT_PURPOSE,
            amount: tt.finalTotal,
            referenceId: order.id,
            returnPath: '/filesView',
            meta: { orderId: order.id },
            baseUrl: ctx.baseUrl,
          },
          tx,
        );
        await r.setPaymentRef(order.id, String(p.id));
        return { order, paid: false, url: p.url, notices: [] as StoredNotification[] };
      });
      await deps.notifications.push(result.notices);
      return {
        data: orderAnswer(result.order, result.paid, result.url),
        msg: result.paid ? ('orders.paid' as const) : ('orders.pay_by_card' as const),
      };
    },

    /** GET /user/downloads: what the customer bought, newest first. */
    async downloads(ctx: CallerContext, uid: number) {
      const rows = await repo().owned(uid);
      const previews = await deps.products.previewsOf(rows.map((r) => r.product.id));
      const now = deps.now();
      return rows.map((r) => {
        const p = r.product;
        const card = productCard(
          { lang: ctx.lang, baseUrl: ctx.baseUrl, storage: deps.storage },
          { ...p, previews: previews.get(p.id) ?? [] },
          now,
        );
        return {
          id: p.id,
          name: p.name,
          description: p.description,
          rate: wholeStarRate(p.rateAvg),
          provider: { id: p.providerId, name: r.providerName },
          price: card.price,
          price_after_discount: card.price_after_discount,
          has_discount: card.has_discount,
          paid_price: r.paid === null ? card.price_after_discount : toSR(r.paid),
          preview_files_attachments: card.preview_files_attachments,
          order_id: r.orderId,
          purchased_at: formatDateTime(r.purchasedAt),
        };
      });
    },

    /** POST /user/products/download-files: fresh links to the files of a product the customer owns. */
    async downloadFiles(ctx: CallerContext, uid: number, productId: number) {
      if (!(await deps.products.findProduct(productId))) throw fail('products.not_found');
      await ownedOrFail(uid, productId);
      const files = await repo().downloadFiles(productId);
      const at = deps.now();
      const expiresAt = new Date(at.getTime() + DOWNLOAD_LINK_MINUTES * 60_000);
      const links = files.map((f) => ({ file: f, token: token() }));
      await repo().purgeLinks(new Date(at.getTime() - 86_400_000));
      await repo().insertLinks(
        links.map((l) => ({ token: l.token, kind: 'download', userId: uid, refId: l.file.id, productId, expiresAt, at })),
      );
      return {
        download_files_attachments: links.map((l) => ({
          name: l.file.originalName || path.posix.basename(l.file.file),
          link: `${ctx.baseUrl}/api/v1/downloads/${l.token}`,
          expires_at: expiresAt.toISOString(),
        })),
      };
    },

    /** Links for the store owner's own files (the edit screen), bound to them. */
    async ownerFileLinks(baseUrl: string, providerId: number, productId: number, files: { id: number; file: string }[]) {
      const at = deps.now();
      const expiresAt = new Date(at.getTime() + DOWNLOAD_LINK_MINUTES * 60_000);
      const links = files.map((f) => ({ file: f, token: token() }));
      await repo().insertLinks(
        links.map((l) => ({ token: l.token, kind: 'owner_download', userId: providerId, refId: l.file.id, productId, expiresAt, at })),
      );
      return links.map((l) => ({ name: path.posix.basename(l.file.file), link: `${baseUrl}/api/v1/downloads/${l.token}` }));
    },

    /**
     * GET /downloads/:token: the file behind a live link, for its buyer (still owning it) or
     * its store owner; each use counted. Fails with the reason (unknown, expired).
     */
    async redeemDownload(linkToken: string) {
      const link = await repo().link(linkToken);
      if (!link || (link.kind !== 'download' && link.kind !== 'owner_download')) throw fail('downloads.link_invalid');
      if (link.expiresAt.getTime() < deps.now().getTime()) throw fail('downloads.link_expired');
      const file = await repo().file(link.refId);
      if (!file || file.productId !== link.productId || file.kind !== 'download') throw fail('downloads.link_invalid');
      if (link.kind === 'download') {
        if (!(await repo().ownedProductIds(link.userId, [file.productId])).length) throw fail('downloads.not_bought');
      } else if ((await repo().productOwner(file.productId)) !== link.userId) throw fail('downloads.link_invalid');
      await inTx((tx) => repo(tx).countDownload(link.tokenHash, link.kind === 'download' ? link.userId : null, file.productId));
      return {
        relPath: file.file,
        filename: file.originalName || path.posix.basename(file.file),
      };
    },

    /** GET /invoices/{kind}/{id}: the buyer's invoice, or a seller's whose products it lists. */
    async invoice(baseUrl: string, who: { role: string; id: number }, kind: 'products' | 'services', orderId: number) {
      const inv = await repo().invoiceOf(kind, orderId);
      const mine = inv && (who.role === 'user' ? inv.userId === who.id : who.role === 'provider' && inv.providerIds.includes(who.id));
      if (!inv || !mine) throw fail('invoice.not_found');
      const pageToken = token();
      const at = deps.now();
      await repo().insertLinks([
        {
          token: pageToken,
          kind: 'invoice',
          userId: who.id,
          refId: inv.id,
          expiresAt: new Date(at.getTime() + INVOICE_LINK_MINUTES * 60_000),
          at,
        },
      ]);
      return invoiceDto(inv, baseUrl, pageToken);
    },

    /** The printable page behind an invoice link, or null (unknown or expired link). */
    async invoicePage(pageToken: string) {
      const link = await repo().link(pageToken);
      if (!link || link.kind !== 'invoice' || link.expiresAt.getTime() < deps.now().getTime()) return null;
      const inv = await repo().invoice(link.refId);
      if (!inv) return null;
      const r = repo();
      const [s, buyer, number] = await Promise.all([
        invoiceSeller(r),
        r.userName(inv.userId),
        inv.kind === 'products' ? r.order(inv.orderId).then((o) => o?.number ?? null) : r.serviceOrderNumber(inv.orderId),
      ]);
      const stores = await r.providerNames(inv.providerIds);
      return { invoice: inv, seller: s, buyer, orderNumber: number ?? String(inv.orderId), stores: [...stores.values()] };
    },
  };
}

export type StoreOrdersService = ReturnType<typeof createStoreOrdersService>;
