/**
 * Store calls (issue 11; existing-client §1.5, §1.7, §1.11). Thin handlers: validated input
 * → service → ok(). Guests (`Bearer null`) may browse; lists that fail keep their list shape.
 */
import { PRODUCTS_PER_PAGE, commerce as api } from '@souq/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pagination } from '../../lib/pagination';
import { ok } from '../../lib/reply';
import { route } from '../../lib/route';
import { signedIn } from '../../plugins/auth';
import type { RequestContext } from '../catalog/catalog.service';

export const requestContext = (request: FastifyRequest): RequestContext => ({
  lang: request.lang,
  baseUrl: request.baseUrl,
  principal: request.principal ? { role: request.principal.role, id: request.principal.id } : null,
});

const emptyArray = { data: () => [] };

export default async function commerceModule(app: FastifyInstance) {
  const { shop } = app.services;

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
}
