/**
 * Store product queries for customers: a category's page, search, filter, details, similar
 * products and ratings; and the owner's product rows. No rules here: the service decides
 * who sees what. "Listed" = approved, not deleted, of an approved and active store owner.
 */
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, features, productFeatures, productFiles, products, providers, rates, userProducts, users } from '../../db/schema';
import { likeEscape } from '../../lib/like-escape';
import { rowsOf } from '../catalog/provider-rows.query';
import { searchWords, WORD_SIMILARITY_THRESHOLD } from '../catalog/search-words';
import type { ProductCardRow } from '../products/product-card.dto';

/** The shown price (halalas) of products `p` on `today` (YYYY-MM-DD): the discount counts until its end date. */
export const effectivePriceSql = (today: string) =>
  sql`(case when p.price_after_discount is not null and p.price_after_discount < p.price and p.discount_percentage > 0
              and (p.discount_expire is null or p.discount_expire >= ${today}::date)
            then p.price_after_discount else p.price end)`;

const listed = sql`p.is_approved and p.deleted_at is null
  and exists (select 1 from providers o where o.id = p.provider_id and o.is_approved and o.is_active)`;
/**
 * The same test for a page read in index order: the owner's check as a scalar subquery is not
 * turned into a join, so the planner walks products_listed_idx in order and stops after the page
 * instead of joining and sorting the whole category (docs/perf/plans-store.md). Not for a sorted
 * filter: that reads every match anyway, and the per-row subquery only inflates its cost (and
 * switches JIT compilation on).
 */
const listedInOrder = sql`p.is_approved and p.deleted_at is null
  and (select o.is_approved and o.is_active from providers o where o.id = p.provider_id)`;

type CardRow = {
  total?: number;
  id: number;
  name: string;
  description: string;
  price: number;
  discount_percentage: number;
  price_after_discount: number | null;
  discount_expire: string | null;
  rate_avg: number;
  download_count: number;
};

const cardColumns = sql`p.id, p.name, p.description, p.price, p.discount_percentage, p.price_after_discount,
  p.discount_expire::text as discount_expire, p.rate_avg, p.download_count`;

/** 1 = high first, 0 = low first. */
export type ProductSort = { price?: number; rate?: number };

export function createProductsRepository(db: Db) {
  /** Preview files of these products, in upload order. */
  async function previewsOf(ids: number[]): Promise<Map<number, string[]>> {
    const map = new Map<number, string[]>();
    if (!ids.length) return map;
    const rows = await db
      .select({ productId: productFiles.productId, file: productFiles.file })
      .from(productFiles)
      .where(and(inArray(productFiles.productId, ids), eq(productFiles.kind, 'preview')))
      .orderBy(asc(productFiles.id));
    for (const r of rows) map.set(r.productId, [...(map.get(r.productId) ?? []), r.file]);
    return map;
  }

  async function toCards(rows: CardRow[]): Promise<ProductCardRow[]> {
    const previews = await previewsOf(rows.map((r) => Number(r.id)));
    return rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      description: r.description,
      price: Number(r.price),
      discountPercentage: Number(r.discount_percentage),
      priceAfterDiscount: r.price_after_discount === null ? null : Number(r.price_after_discount),
      discountExpire: r.discount_expire,
      rateAvg: Number(r.rate_avg),
      downloadCount: Number(r.download_count),
      previews: previews.get(Number(r.id)) ?? [],
    }));
  }

  /** Matching product ids of one search word, with a score (exact: the text contains the word). */
  const exactHits = (w: string, i: number, only: SQL) => {
    const contains = `%${likeEscape(w)}%`;
    const starts = `${likeEscape(w)}%`;
    const wordStarts = `% ${likeEscape(w)}%`;
    return sql`${sql.raw(`e${i}`)} as (
      select id as pid, case when search_name like ${starts} then 1.0 when search_name like ${wordStarts} then 0.95 else 0.9 end as s
        from products where search_name like ${contains}${only})`;
  };
  /** Typo-tolerant: vocabulary words similar to `w` (search_words, trigram index), then names holding them. */
  const fuzzyHits = (w: string, i: number, only: SQL) => {
    const contains = `%${likeEscape(w)}%`;
    return sql`${sql.raw(`v${i}`)} as materialized (
        select '%' || replace(replace(replace(word, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%' as pat, word_similarity(${w}, word) as ws
          from search_words where ${w} <% word and word not like ${contains}),
      ${sql.raw(`f${i}`)} as (
        select pid, max(s) as s from (
          select id as pid, 1.0 as s from products where search_name like ${contains}${only}
          union all
          select p.id, 0.3 + 0.3 * v.ws from ${sql.raw(`v${i}`)} v join products p on p.search_name like v.pat${only}) m
        group by pid)`;
  };

  return {
    previewsOf,

    async category(id: number) {
      const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
      return row ?? null;
    },

    async featureIds(ids: number[]): Promise<number[]> {
      if (!ids.length) return [];
      const rows = await db.select({ id: features.id }).from(features).where(inArray(features.id, ids));
      return rows.map((r) => r.id);
    },

    /**
     * A category's listed products, newest first (or by the filter's price/rating), with the
     * total. `features`: a product must carry every one.
     */
    async listProducts(q: {
      /** null: every store category. */
      categoryId: number | null;
      features?: number[];
      sort?: ProductSort;
      today: string;
      limit: number;
      offset: number;
    }): Promise<{ rows: ProductCardRow[]; total: number }> {
      const conds: SQL[] = [];
      if (q.categoryId !== null) conds.push(sql`p.category_id = ${q.categoryId}`);
      const feats = [...new Set(q.features ?? [])];
      if (feats.length) {
        // One semi-join per chosen feature: the planner estimates each from the feature's statistics
        // (a correlated count(*) = n was a per-row subplan it could not estimate).
        for (const f of feats)
          conds.push(sql`exists (select 1 from product_features pf where pf.product_id = p.id and pf.feature_id = ${f})`);
      }
      const order: SQL[] = [];
      if (q.sort?.price !== undefined) order.push(sql`${effectivePriceSql(q.today)} ${sql.raw(q.sort.price ? 'desc' : 'asc')}`);
      if (q.sort?.rate !== undefined) order.push(sql`p.rate_avg ${sql.raw(q.sort.rate ? 'desc' : 'asc')}`);
      // "nulls last" as products_listed_idx is built (both columns are never null; without it the
      // planner cannot read the index in order and sorts the whole category instead).
      const inIndexOrder = !order.length;
      if (inIndexOrder) order.push(sql`p.created_at desc nulls last`, sql`p.id desc nulls last`);
      else order.push(sql`p.id desc`);
      const where = (visible: SQL) => sql.join([visible, ...conds], sql` and `);
      const rows = await rowsOf<CardRow>(
        db,
        sql`select t.total, x.* from (select count(*)::int as total from products p where ${where(listed)}) t
              left join lateral (select ${cardColumns} from products p where ${where(inIndexOrder ? listedInOrder : listed)}
                                  order by ${sql.join(order, sql`, `)} limit ${q.limit} offset ${q.offset}) x on true`,
      );
      const total = Number(rows[0]?.total ?? 0);
      return { rows: await toCards(rows.filter((r) => r.id !== null)), total };
    },

    /**
     * Listed products matching a normalized term, best first: every word (up to 4) must
     * match the name — exactly, or (when too few match exactly) a vocabulary word similar
     * to it (typo tolerance, like the provider search). Ties: most sold, then id.
     */
    async searchProducts(term: string, categoryId: number | null, limit: number, offset: number): Promise<ProductCardRow[]> {
      const inCategory = categoryId === null ? sql`` : sql` and p.category_id = ${categoryId}`;
      // The category narrows the word matches themselves (not only the joined page): a broad word
      // matches across every store, and each match was looked up again by id (docs/perf/plans-store.md).
      const onlyCategory = categoryId === null ? sql`` : sql` and category_id = ${categoryId}`;
      const words = searchWords(term);
      if (!words.length) {
        const prefix = `${likeEscape(term)}%`;
        const wordPrefix = `% ${likeEscape(term)}%`;
        const rows = await rowsOf<CardRow>(
          db,
          sql`select ${cardColumns} from products p
               where (p.search_name like ${prefix} or p.search_name like ${wordPrefix}) and ${listed}${inCategory}
               order by (p.search_name like ${prefix}) desc, p.sales_count desc, p.id asc limit ${limit} offset ${offset}`,
        );
        return toCards(rows);
      }
      const join = (prefix: string) => sql.raw(words.map((_, i) => (i === 0 ? `${prefix}0` : `join ${prefix}${i} using (pid)`)).join(' '));
      const sum = (prefix: string) => sql.raw(words.map((_, i) => `${prefix}${i}.s`).join(' + '));
      const page = (ctes: SQL[], prefix: string) => sql`with ${sql.join(ctes, sql`, `)},
          hits as (select pid, ${sum(prefix)} as s from ${join(prefix)})
        select ${cardColumns} from hits h join products p on p.id = h.pid
         where ${listed}${inCategory}
         order by h.s desc, p.sales_count desc, p.id asc limit ${limit} offset ${offset}`;
      const exact = await rowsOf<CardRow>(
        db,
        page(
          words.map((w, i) => exactHits(w, i, onlyCategory)),
          'e',
        ),
      );
      if (exact.length >= limit || offset > 0) return toCards(exact);
      // Too few exact matches on the first page: look for misspellings too (one transaction for the threshold).
      const fuzzy = await db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`);
        return rowsOf<CardRow>(
          tx as unknown as Db,
          page(
            words.map((w, i) => fuzzyHits(w, i, onlyCategory)),
            'f',
          ),
        );
      });
      return toCards(fuzzy);
    },

    /** One product with its category, owner and features (any state: the service decides). */
    async findProduct(id: number) {
      const [row] = await db
        .select({
          product: products,
          categoryNameAr: categories.nameAr,
          categoryNameEn: categories.nameEn,
          providerName: providers.name,
          providerImage: providers.image,
          providerRate: providers.rateAvg,
          providerListed: sql<boolean>`${providers.isApproved} and ${providers.isActive}`,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .innerJoin(providers, eq(providers.id, products.providerId))
        .where(and(eq(products.id, id), isNull(products.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    async featuresOf(productId: number) {
      return db
        .select({ id: features.id, nameAr: features.nameAr, nameEn: features.nameEn })
        .from(productFeatures)
        .innerJoin(features, eq(features.id, productFeatures.featureId))
        .where(eq(productFeatures.productId, productId))
        .orderBy(asc(features.id));
    },

    async filesOf(productId: number) {
      return db
        .select({ id: productFiles.id, kind: productFiles.kind, file: productFiles.file, originalName: productFiles.originalName })
        .from(productFiles)
        .where(eq(productFiles.productId, productId))
        .orderBy(asc(productFiles.id));
    },

    /** Listed products of the same category (else of the same owner), most sold first. */
    async similar(p: { id: number; categoryId: number; providerId: number }, limit: number): Promise<ProductCardRow[]> {
      const rows = await rowsOf<CardRow>(
        db,
        sql`select ${cardColumns} from products p
             where p.id <> ${p.id} and (p.category_id = ${p.categoryId} or p.provider_id = ${p.providerId}) and ${listed}
             order by (p.category_id = ${p.categoryId}) desc, p.sales_count desc, p.id asc limit ${limit}`,
      );
      return toCards(rows);
    },

    /** Products by id (listed or not), in the given order. */
    async cardsByIds(ids: number[]): Promise<ProductCardRow[]> {
      if (!ids.length) return [];
      const rows = await rowsOf<CardRow>(
        db,
        sql`select ${cardColumns} from products p where p.id in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})`,
      );
      const cards = await toCards(rows);
      const byId = new Map(cards.map((c) => [c.id, c]));
      return ids.map((i) => byId.get(i)).filter((c): c is ProductCardRow => !!c);
    },

    /** Ids of these products that are listed. */
    async listedIds(ids: number[]): Promise<Set<number>> {
      if (!ids.length) return new Set();
      const rows = await rowsOf<{ id: number }>(
        db,
        sql`select p.id from products p where p.id in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )}) and ${listed}`,
      );
      return new Set(rows.map((r) => Number(r.id)));
    },

    /** Customers' ratings of a product, newest first. */
    async ratesOfProduct(productId: number, limit: number) {
      return db
        .select({ id: rates.id, value: rates.value, comment: rates.comment, createdAt: rates.createdAt, userName: users.userName })
        .from(rates)
        .leftJoin(users, eq(users.id, rates.raterId))
        .where(and(eq(rates.targetType, 'product'), eq(rates.targetId, productId), eq(rates.raterRole, 'user')))
        .orderBy(desc(rates.createdAt), desc(rates.id))
        .limit(limit);
    },

    async owns(userId: number, productId: number): Promise<boolean> {
      const [row] = await db
        .select({ p: userProducts.productId })
        .from(userProducts)
        .where(and(eq(userProducts.userId, userId), eq(userProducts.productId, productId)))
        .limit(1);
      return !!row;
    },

    async everBought(productId: number): Promise<boolean> {
      const [row] = await db.select({ p: userProducts.productId }).from(userProducts).where(eq(userProducts.productId, productId)).limit(1);
      return !!row;
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
