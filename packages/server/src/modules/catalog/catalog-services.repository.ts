/**
 * The catalogue's services and categories as lists and searches name them, and the lookup
 * rows the list filters refer to (price ranges, experience levels).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, experiences, rangePrices, services } from '../../db/schema';

export function createCatalogServicesRepository(db: Db) {
  return {
    async findService(id: number) {
      const [row] = await db
        .select({
          id: services.id,
          nameAr: services.nameAr,
          nameEn: services.nameEn,
          categoryId: categories.id,
          categoryNameAr: categories.nameAr,
          categoryNameEn: categories.nameEn,
        })
        .from(services)
        .innerJoin(categories, eq(categories.id, services.categoryId))
        .where(eq(services.id, id))
        .limit(1);
      return row ?? null;
    },

    async findRangePrice(id: number) {
      const [row] = await db.select().from(rangePrices).where(eq(rangePrices.id, id)).limit(1);
      return row ?? null;
    },

    async findExperience(id: number) {
      const [row] = await db.select().from(experiences).where(eq(experiences.id, id)).limit(1);
      return row ?? null;
    },

    /** Every visible sub-service with its category's names (the global search matches them in memory). */
    async servicesWithCategories() {
      return (
        db
          .select({
            id: services.id,
            nameAr: services.nameAr,
            nameEn: services.nameEn,
            sort: services.sort,
            categoryId: categories.id,
            categoryNameAr: categories.nameAr,
            categoryNameEn: categories.nameEn,
            categorySort: categories.sort,
          })
          .from(services)
          .innerJoin(categories, eq(categories.id, services.categoryId))
          // Hidden by an admin: out of the header search as out of the menus.
          .where(and(eq(categories.type, 'service'), eq(categories.isHidden, false), eq(services.isHidden, false)))
          .orderBy(asc(categories.sort), asc(categories.id), asc(services.sort), asc(services.id))
      );
    },
  };
}
