/**
 * What customers (and guests) do in the store: browse a category, search, filter, view a
 * product, its similar products and ratings; favourites; the cart and its coupon. Only
 * listed products (approved, not deleted, of a visible store owner) are shown or added.
 * Prices always come from the products as they are now (pricing.ts).
 */
import path from 'node:path';
import { PRODUCTS_PER_PAGE, type Cart, type CartFinance, type ProductPage } from '@souq/contracts';
import { fail } from '../../lib/errors';
import { formatDate } from '../../lib/format-date';
import { toSR } from '../../lib/money';
import { pagination } from '../../lib/pagination';
import { normalizeArabic } from '../../lib/arabic-normalize';
import { localized } from '../../lib/localized';
import { orderRates, type Rates } from '../settings/settings';
import { halfStepRate, rateDto } from '../catalog/catalog.dto';
import type { CallerContext } from '../../lib/request-context';
import { productCard, type ProductCardRow, wholeStarRate } from '../products/product-card.dto';
import { avatarUrl } from '../storage/avatar';
import type { Storage } from '../storage/storage';
import { couponDiscount, couponProblem, effectivePrice, totals } from './pricing';
import type { ProductSort, ProductsRepository } from './products.repository';
import type { Coupon, ShopRepository } from './shop.repository';

export const SIMILAR_LIMIT = 8;
export const PRODUCT_RATES_LIMIT = 100;
export const CURRENCY = { ar: 'ر.س', en: 'SR' } as const;

export interface ShopDeps {
  products: ProductsRepository;
  shop: ShopRepository;
  storage: Storage;
  now: () => Date;
}

type CartRow = Awaited<ReturnType<ShopRepository['cartRows']>>[number];

/** A cart row as priced on `day`: what the cart shows and what checkout charges. */
export function cartLine(r: CartRow, day: string) {
  return {
    cartId: r.cartId,
    productId: r.product.id,
    providerId: r.product.providerId,
    name: r.product.name,
    description: r.product.description,
    price: r.product.price,
    effectivePrice: effectivePrice(r.product, day),
    providerName: r.providerName,
    providerImage: r.providerImage,
    providerCv: r.providerCv,
  };
}

export function createShopService(deps: ShopDeps) {
  const { products: repo, shop } = deps;
  const today = () => formatDate(deps.now());
  const userId = (ctx: CallerContext): number | null => (ctx.principal?.role === 'user' ? ctx.principal.id : null);

  async function favSet(ctx: CallerContext): Promise<Set<number>> {
    const id = userId(ctx);
    return new Set(id === null ? [] : await shop.favoriteIds(id));
  }

  async function cards(ctx: CallerContext, rows: ProductCardRow[]) {
    const favs = await favSet(ctx);
    const now = deps.now();
    return rows.map((r) => productCard(cardCtx(ctx), r, now, favs.has(r.id)));
  }
  const cardCtx = (ctx: CallerContext) => ({ lang: ctx.lang, baseUrl: ctx.baseUrl, storage: deps.storage });

  async function requireStoreCategory(id: number, onFail: unknown) {
    const category = await repo.category(id);
    if (!category || category.type !== 'store') throw fail('products.category_not_found', {}, onFail);
    return category;
  }

  const rates = (): Promise<Rates> => orderRates(shop);

  /** A product a customer may add (to favourites or the cart): exists and is listed. */
  async function requireListed(productId: number) {
    const found = await repo.findProduct(productId);
    if (!found) throw fail('products.not_found');
    if (!found.product.isApproved || !found.providerListed) throw fail('products.not_available');
    return found;
  }

  /** The cart as priced now: listed products only (others are left out until checkout removes them). */
  async function pricedCart(uid: number) {
    const rows = (await shop.cartRows(uid)).filter((r) => r.product.isApproved && r.product.deletedAt === null && r.providerListed);
    const day = today();
    const lines = rows.map((r) => cartLine(r, day));
    return { lines, rates: await rates() };
  }

  function finance(ctx: CallerContext, t: ReturnType<typeof totals>, coupon: string | null): CartFinance {
    return {
      subtotal: toSR(t.subtotal),
      coupon_discount: toSR(t.couponDiscount),
      total_products_amount: toSR(t.total),
      vat_amount: toSR(t.vat),
      final_total: toSR(t.finalTotal),
      currency: CURRENCY[ctx.lang],
      coupon,
    };
  }

  /** A usable coupon for this subtotal, or the localized failure. */
  async function usableCoupon(code: string, subtotal: number): Promise<Coupon> {
    const coupon = await shop.findCoupon(code.trim());
    if (!coupon) throw fail('coupon.not_found');
    const problem = couponProblem(coupon, subtotal, deps.now());
    if (problem) throw fail(problem, { min: toSR(coupon.minAmount) });
    return coupon;
  }

  return {
    rates,
    pricedCart,
    usableCoupon,

    /** GET /user/category/{id}/products?page= : newest first. */
    async categoryProducts(ctx: CallerContext, categoryId: number, page: number): Promise<ProductPage> {
      const empty = { data: [], pagination: pagination(0, page, PRODUCTS_PER_PAGE), category: { id: categoryId, name: '' } };
      const category = await requireStoreCategory(categoryId, empty);
      const { rows, total } = await repo.listProducts({
        categoryId,
        today: today(),
        limit: PRODUCTS_PER_PAGE,
        offset: (page - 1) * PRODUCTS_PER_PAGE,
      });
      return {
        data: (await cards(ctx, rows)).map((c) => ({ ...c, is_approved: true })),
        pagination: pagination(total, page, PRODUCTS_PER_PAGE),
        category: { id: category.id, name: localized(ctx.lang, category.nameAr, category.nameEn) },
      };
    },

    /** POST /user/products/search: Arabic-aware (same folding as the provider search); a blank name lists the newest. */
    async search(ctx: CallerContext, input: { name?: string; categoryId?: number; page: number }) {
      const categoryId = input.categoryId ?? null;
      if (categoryId !== null) await requireStoreCategory(categoryId, []);
      const term = normalizeArabic(input.name ?? '');
      const offset = (input.page - 1) * PRODUCTS_PER_PAGE;
      const rows = term
        ? await repo.searchProducts(term, categoryId, PRODUCTS_PER_PAGE, offset)
        : (await repo.listProducts({ categoryId, today: today(), limit: PRODUCTS_PER_PAGE, offset })).rows;
      return cards(ctx, rows);
    },

    /** POST /user/products/fillter: price and/or rating order, products carrying every chosen feature. */
    async filter(ctx: CallerContext, input: { categoryId: number; sort: ProductSort; features: number[]; page: number }) {
      await requireStoreCategory(input.categoryId, []);
      const wanted = [...new Set(input.features)];
      if ((await repo.featureIds(wanted)).length !== wanted.length) throw fail('products.feature_not_found', {}, []);
      const { rows } = await repo.listProducts({
        categoryId: input.categoryId,
        features: wanted,
        sort: input.sort,
        today: today(),
        limit: PRODUCTS_PER_PAGE,
        offset: (input.page - 1) * PRODUCTS_PER_PAGE,
      });
      return cards(ctx, rows);
    },

    /**
     * POST /user/products/show (and the owner's /provider/products/show with `own`): a listed
     * product, or — for its owner — their own product in any state.
     */
    async show(ctx: CallerContext, productId: number) {
      const found = await repo.findProduct(productId);
      const ownerView = ctx.principal?.role === 'provider' && found?.product.providerId === ctx.principal.id;
      if (!found || (!ownerView && !(found.product.isApproved && found.providerListed))) throw fail('products.not_found');
      const p = found.product;
      const uid = userId(ctx);
      const [feats, files, isFavorite, inCart, owned, bought] = await Promise.all([
        repo.featuresOf(p.id),
        repo.filesOf(p.id),
        uid === null ? false : shop.isFavorite(uid, p.id),
        uid === null ? false : shop.inCart(uid, p.id),
        uid === null ? false : repo.owns(uid, p.id),
        ownerView ? repo.everBought(p.id) : false,
      ]);
      const now = deps.now();
      const previews = files.filter((f) => f.kind === 'preview').map((f) => f.file);
      const card = productCard(cardCtx(ctx), { ...p, previews }, now, isFavorite);
      const d = {
        id: p.id,
        name: p.name,
        description: p.description,
        price: card.price,
        price_after_discount: card.price_after_discount,
        has_discount: card.has_discount,
        discount_percentage: card.discount_percentage,
        discount_expire: card.has_discount && p.discountExpire ? p.discountExpire.slice(0, 10) : '',
        download_count: p.downloadCount,
        rate: wholeStarRate(p.rateAvg),
        rates_count: p.rateCount,
        is_favorite: isFavorite,
        is_in_cart: inCart,
        is_purchased: ownerView ? bought : owned,
        is_approved: p.isApproved,
        category: { id: p.categoryId, name: localized(ctx.lang, found.categoryNameAr, found.categoryNameEn) },
        features: feats.map((f) => ({ id: f.id, name: localized(ctx.lang, f.nameAr, f.nameEn) })),
        preview_files_attachments: card.preview_files_attachments ?? [],
        provider: {
          id: p.providerId,
          name: found.providerName,
          image: avatarUrl(deps.storage, found.providerImage, ctx.baseUrl),
          rate: halfStepRate(found.providerRate),
        },
      };
      return { details: d, product: p, files };
    },

    /** GET /user/products/{id}/similar */
    async similar(ctx: CallerContext, productId: number) {
      const found = await repo.findProduct(productId);
      if (!found || !found.product.isApproved || !found.providerListed) throw fail('products.not_found', {}, []);
      return cards(ctx, await repo.similar(found.product, SIMILAR_LIMIT));
    },

    /** GET /rates/products/{id}: newest first. */
    async productRates(productId: number) {
      const found = await repo.findProduct(productId);
      if (!found || !found.product.isApproved || !found.providerListed) throw fail('products.not_found', {}, []);
      return (await repo.ratesOfProduct(productId, PRODUCT_RATES_LIMIT)).map(rateDto);
    },

    /** GET /user/favorites: listed favourites, newest first (`id` is the product id). */
    async favorites(ctx: CallerContext, uid: number) {
      const ids = await shop.favoriteIds(uid);
      const listed = await repo.listedIds(ids);
      const now = deps.now();
      return (await repo.cardsByIds(ids.filter((i) => listed.has(i)))).map((r) => productCard(cardCtx(ctx), r, now, true));
    },

    async addFavorite(uid: number, productId: number) {
      await requireListed(productId);
      if (!(await shop.addFavorite(uid, productId, deps.now()))) throw fail('favorites.already');
      return { count: await shop.favoriteCount(uid) };
    },

    async removeFavorite(uid: number, productId: number) {
      if (!(await shop.removeFavorite(uid, productId))) {
        if (!(await repo.findProduct(productId))) throw fail('products.not_found');
        throw fail('favorites.not_favorite');
      }
      return { count: await shop.favoriteCount(uid) };
    },

    /** POST /user/cart/add: a listed product, not the customer's own, not bought before, once. */
    async addToCart(uid: number, productId: number) {
      const found = await requireListed(productId);
      if (await shop.samePerson(uid, found.product.providerId)) throw fail('cart.own_product');
      if (await repo.owns(uid, productId)) throw fail('cart.already_bought');
      if (!(await shop.addToCart(uid, productId, deps.now()))) throw fail('cart.already_in_cart');
      return { count: await shop.cartCount(uid) };
    },

    /** POST /user/cart/remove-item: the caller's own cart row only. */
    async removeCartItem(uid: number, cartId: number) {
      if (!(await shop.removeCartItem(uid, cartId))) throw fail('cart.item_not_found');
      return { count: await shop.cartCount(uid) };
    },

    /** GET /user/cart/get: items grouped by store owner, priced now. */
    async cart(ctx: CallerContext, uid: number): Promise<Cart> {
      const { lines, rates: r } = await pricedCart(uid);
      const previews = await shop.previewFiles(lines.map((l) => l.productId));
      const currency = CURRENCY[ctx.lang];
      const groups = new Map<number, Cart['cart_items'][number]>();
      for (const l of lines) {
        let g = groups.get(l.providerId);
        if (!g) {
          g = {
            provider: {
              id: l.providerId,
              name: l.providerName,
              image: avatarUrl(deps.storage, l.providerImage, ctx.baseUrl),
              description: l.providerCv,
            },
            provider_total_price: 0,
            items: [],
          };
          groups.set(l.providerId, g);
        }
        g.provider_total_price = toSR(Math.round(g.provider_total_price * 100) + l.effectivePrice);
        g.items.push({
          id: l.cartId,
          product_id: l.productId,
          variant_name: l.name,
          product_description: l.description,
          variant_price: toSR(l.price),
          discount_price: l.effectivePrice < l.price ? toSR(l.effectivePrice) : null,
          effective_price: toSR(l.effectivePrice),
          currency,
          preview_files_attachments: previews
            .filter((f) => f.productId === l.productId)
            .map((f) => ({ name: path.posix.basename(f.file), link: deps.storage.url(f.file, ctx.baseUrl) ?? '', alt: l.name })),
        });
      }
      return { cart_items: [...groups.values()], cart_finance: finance(ctx, totals(lines, 0, r), null), count: lines.length };
    },

    /** GET /user/cart/inquiry-coupon?coupon= : the cart's totals with the coupon (nothing is stored). */
    async inquiryCoupon(ctx: CallerContext, uid: number, code: string) {
      const { lines, rates: r } = await pricedCart(uid);
      if (!lines.length) throw fail('cart.empty');
      const subtotal = lines.reduce((a, l) => a + l.effectivePrice, 0);
      const coupon = await usableCoupon(code, subtotal);
      const t = totals(lines, couponDiscount(coupon, subtotal), r);
      return {
        cart_finance: finance(ctx, t, coupon.code),
        coupon: { code: coupon.code, type: coupon.type, value: coupon.type === 'percent' ? coupon.value : toSR(coupon.value) },
      };
    },
  };
}

export type ShopService = ReturnType<typeof createShopService>;
