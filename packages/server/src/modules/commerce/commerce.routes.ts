/**
 * Store calls (docs/legacy-client.md#ec-1-5, #ec-1-7, #ec-1-11). Thin handlers: validated input
 * → service → ok(). Guests (`Bearer null`) may browse; lists that fail keep their list shape.
 */
import { PRODUCTS_PER_PAGE, commerce as api } from '@souq/contracts';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { stat } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from '../../lib/envelope';
import { attachmentHeader, contentTypeByName, contentTypeOf } from '../../lib/content-type';
import { DomainError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { pagination } from '../../lib/pagination';
import { ok } from '../../lib/reply';
import { route } from '../../lib/route';
import { signedIn } from '../../lib/caller';
import type { CallerContext } from '../../lib/request-context';
import { invoiceLinkExpiredPage, invoicePage } from './invoice-page';

export const requestContext = (request: FastifyRequest): CallerContext => ({
  lang: request.lang,
  baseUrl: request.baseUrl,
  principal: request.principal ? { role: request.principal.role, id: request.principal.id } : null,
});

const emptyArray = { data: () => [] };

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'",
    )
    .send(body);

export default async function commerceModule(app: FastifyInstance) {
  const { shop, storeOrders: orders, storeOwner } = app.services;

  // ---- browsing -------------------------------------------------------------------------
  route(
    app,
    api.categoryProducts,
    async (request) => ok(request, await shop.categoryProducts(requestContext(request), request.params.id, request.query.page ?? 1)),
    {
      onInvalid: {
        msg: 'products.category_not_found',
        data: () => ({ data: [], pagination: pagination(0, 1, PRODUCTS_PER_PAGE), category: { id: 0, name: '' } }),
      },
    },
  );
  route(
    app,
    api.searchProducts,
    async (request) =>
      ok(
        request,
        await shop.search(requestContext(request), {
          name: request.body.name,
          categoryId: request.body.category_id,
          page: request.body.page ?? 1,
        }),
      ),
    { onInvalid: emptyArray },
  );
  route(
    app,
    api.filterProducts,
    async (request) =>
      ok(
        request,
        await shop.filter(requestContext(request), {
          categoryId: request.body.category_id,
          sort: { price: request.body.price, rate: request.body.rate },
          features: request.body.features,
          page: request.body.page ?? 1,
        }),
      ),
    { onInvalid: emptyArray },
  );
  route(app, api.showProduct, async (request) => ok(request, (await shop.show(requestContext(request), request.body.product_id)).details), {
    onInvalid: { msg: 'products.not_found' },
  });
  route(app, api.similarProducts, async (request) => ok(request, await shop.similar(requestContext(request), request.params.id)), {
    onInvalid: { msg: 'products.not_found', data: () => [] },
  });
  route(app, api.productRates, async (request) => ok(request, await shop.productRates(request.params.id)), {
    onInvalid: { msg: 'products.not_found', data: () => [] },
  });

  // ---- favourites -------------------------------------------------------------------------
  route(app, api.favorites, async (request) => ok(request, await shop.favorites(requestContext(request), signedIn(request).id)));
  route(app, api.addFavorite, async (request) =>
    ok(request, await shop.addFavorite(signedIn(request).id, request.body.product_id), 'favorites.added'),
  );
  route(app, api.removeFavorite, async (request) =>
    ok(request, await shop.removeFavorite(signedIn(request).id, request.body.product_id), 'favorites.removed'),
  );

  // ---- cart -------------------------------------------------------------------------------
  route(app, api.addToCart, async (request) =>
    ok(request, await shop.addToCart(signedIn(request).id, request.body.product_id), 'cart.added'),
  );
  route(app, api.cart, async (request) => ok(request, await shop.cart(requestContext(request), signedIn(request).id)));
  route(app, api.removeCartItem, async (request) =>
    ok(request, await shop.removeCartItem(signedIn(request).id, request.body.cart_id), 'cart.removed'),
  );
  route(app, api.inquiryCoupon, async (request) =>
    ok(request, await shop.inquiryCoupon(requestContext(request), signedIn(request).id, request.query.coupon), 'coupon.applied'),
  );

  // ---- checkout ---------------------------------------------------------------------------
  route(app, api.createOrder, async (request) => {
    const r = await orders.createOrder(requestContext(request), signedIn(request).id, request.body.pay_type, request.body.coupon);
    return ok(request, r.data, r.msg);
  });

  // ---- purchased files ----------------------------------------------------------------------
  route(app, api.downloads, async (request) => ok(request, await orders.downloads(requestContext(request), signedIn(request).id)));
  route(app, api.downloadFiles, async (request) =>
    ok(request, await orders.downloadFiles(requestContext(request), signedIn(request).id, request.body.product_id), 'downloads.ready'),
  );

  /** A download link (outside the JSON contract): the file, or a localized fail envelope. */
  app.get<{ Params: { token: string } }>('/downloads/:token', { schema: { hide: true } }, async (request, reply) => {
    try {
      const file = await orders.redeemDownload(request.params.token);
      const { storage } = app.deps;
      if (!storage.root) {
        // In a bucket: the link was checked and counted above; the bytes come from the bucket.
        const contentType = contentTypeByName(file.relPath) ?? contentTypeByName(file.filename) ?? 'application/octet-stream';
        const direct = await storage.directLink(file.relPath, { filename: file.filename, contentType });
        if (!direct) throw new DomainError('fail', 'downloads.link_invalid');
        return reply.header('cache-control', 'private, no-store').redirect(direct, 302);
      }
      const absolutePath = path.join(storage.root, file.relPath);
      const info = await stat(absolutePath).catch(() => null);
      if (!info?.isFile()) throw new DomainError('fail', 'downloads.link_invalid');
      return reply
        .header('content-type', await contentTypeOf(absolutePath, file.filename))
        .header('content-length', info.size)
        .header('content-disposition', attachmentHeader(file.filename))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(absolutePath));
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      const status = err.messageKey === 'downloads.link_expired' ? 410 : 404;
      return reply.code(status).send(envelope('fail', t(request.lang, err.messageKey), null));
    }
  });

  // ---- tax invoices -------------------------------------------------------------------------
  route(app, api.invoice, async (request) => {
    const me = signedIn(request);
    return ok(request, await orders.invoice(request.baseUrl, { role: me.role, id: me.id }, request.params.kind, request.params.id));
  });
  app.get<{ Params: { token: string } }>('/invoice-pages/:token', { schema: { hide: true } }, async (request, reply) => {
    const data = await orders.invoicePage(request.params.token);
    if (!data) return html(reply, 404, invoiceLinkExpiredPage());
    return html(reply, 200, invoicePage(data));
  });

  // ---- the store owner's products ---------------------------------------------------------------
  const me = (request: FastifyRequest) => signedIn(request).id;
  route(app, api.providerProducts, async (request) => ok(request, await storeOwner.list(requestContext(request), me(request))));
  route(app, api.providerDownloads, async (request) => ok(request, await storeOwner.downloads(requestContext(request), me(request))));
  route(app, api.storeProduct, async (request) => ok(request, await storeOwner.store(me(request), request.body), 'products.created'));
  route(app, api.showOwnProduct, async (request) =>
    ok(request, await storeOwner.show(requestContext(request), me(request), request.body.product_id)),
  );
  route(app, api.updateProduct, async (request) =>
    ok(request, await storeOwner.update(me(request), request.body.product_id, request.body), 'products.updated'),
  );
  route(app, api.deleteProduct, async (request) => {
    await storeOwner.remove(me(request), request.body.product_id);
    return ok(request, null, 'products.deleted');
  });
  route(app, api.deleteProductFile, async (request) => {
    await storeOwner.removeFile(me(request), request.body.product_id, request.body.preview_image, request.body.download_image);
    return ok(request, null, 'products.file_deleted');
  });
}
