/** Queries of the public lookups (reference data, home page content, public forms). */
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  appSections,
  categories,
  cities,
  complaints,
  countries,
  experiences,
  features,
  partners,
  productFiles,
  products,
  providers,
  rangePrices,
  services,
  settings,
  sliders,
  socials,
  subscribers,
} from '../../db/schema';
import type { ProductCardRow } from '../products/product-card.dto';

/** The columns a product card needs (products/product-card.dto.ts). */
export type BestSellerRow = ProductCardRow;

export function createLookupsRepository(db: Db) {
  return {
    async settings(): Promise<Map<string, string>> {
      const rows = await db.select().from(settings);
      return new Map(rows.map((r) => [r.key, r.value]));
    },

    socials: () => db.select().from(socials).where(eq(socials.isHidden, false)).orderBy(asc(socials.sort), asc(socials.id)),
    sliders: () => db.select().from(sliders).where(eq(sliders.isHidden, false)).orderBy(asc(sliders.sort), asc(sliders.id)),
    partners: () => db.select().from(partners).where(eq(partners.isHidden, false)).orderBy(asc(partners.sort), asc(partners.id)),
    sections: () => db.select().from(appSections).orderBy(asc(appSections.id)),
    countries: () => db.select().from(countries).orderBy(asc(countries.sort), asc(countries.id)),
    cities: () => db.select().from(cities).where(eq(cities.isHidden, false)).orderBy(asc(cities.sort), asc(cities.id)),
    features: () => db.select().from(features).where(eq(features.isHidden, false)).orderBy(asc(features.sort), asc(features.id)),
    experiences: () =>
      db.select().from(experiences).where(eq(experiences.isHidden, false)).orderBy(asc(experiences.sort), asc(experiences.id)),
    rangePrices: (type: string) =>
      db
        .select()
        .from(rangePrices)
        .where(and(eq(rangePrices.type, type), eq(rangePrices.isHidden, false)))
        .orderBy(asc(rangePrices.fromPrice), asc(rangePrices.id)),

    categories: (type: 'service' | 'store') =>
      db
        .select()
        .from(categories)
        .where(and(eq(categories.type, type), eq(categories.isHidden, false)))
        .orderBy(asc(categories.sort), asc(categories.id)),

    async category(id: number) {
      const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
      return row ?? null;
    },

    servicesOf: (categoryId: number) =>
      db
        .select()
        .from(services)
        .where(and(eq(services.categoryId, categoryId), eq(services.isHidden, false)))
        .orderBy(asc(services.sort), asc(services.id)),

    /** Approved, live products of approved providers, most sold first. */
    async bestSellers(limit: number): Promise<BestSellerRow[]> {
      const rows = await db
        .select({
          id: products.id,
          name: products.name,
          description: products.description,
          price: products.price,
          discountPercentage: products.discountPercentage,
          priceAfterDiscount: products.priceAfterDiscount,
          discountExpire: products.discountExpire,
          rateAvg: products.rateAvg,
          downloadCount: products.downloadCount,
        })
        .from(products)
        .innerJoin(providers, eq(providers.id, products.providerId))
        .where(and(eq(products.isApproved, true), isNull(products.deletedAt), eq(providers.isApproved, true)))
        .orderBy(desc(products.salesCount), asc(products.id))
        .limit(limit);
      if (!rows.length) return [];
      const files = await db
        .select({ productId: productFiles.productId, file: productFiles.file })
        .from(productFiles)
        .where(
          and(
            inArray(
              productFiles.productId,
              rows.map((r) => r.id),
            ),
            eq(productFiles.kind, 'preview'),
          ),
        )
        .orderBy(asc(productFiles.id));
      return rows.map((r) => ({ ...r, previews: files.filter((f) => f.productId === r.id).map((f) => f.file) }));
    },

    /** false when the email was already there (unique), true when stored. */
    async addSubscriber(email: string): Promise<boolean> {
      const rows = await db.insert(subscribers).values({ email }).onConflictDoNothing().returning({ id: subscribers.id });
      return rows.length > 0;
    },

    async addComplaint(row: typeof complaints.$inferInsert): Promise<void> {
      await db.insert(complaints).values(row);
    },
  };
}
export type LookupsRepository = ReturnType<typeof createLookupsRepository>;
