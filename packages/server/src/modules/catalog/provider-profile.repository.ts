/**
 * A provider's public profile: the provider (when customers may see them), the services
 * they offer with their details and images, works, approved products, customers' ratings,
 * and who follows them.
 */
import { and, asc, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  experiences,
  follows,
  productFiles,
  products,
  providerServiceImages,
  providerServices,
  providers,
  rates,
  services,
  users,
} from '../../db/schema';
import { selectWorks } from './works.query';

const visible: SQL = sql`${providers.isApproved} and ${providers.isActive}`;

export function createProviderProfileRepository(db: Db) {
  return {
    /** A provider that customers may see, or null. */
    async findVisibleProvider(id: number) {
      const [row] = await db
        .select({
          id: providers.id,
          name: providers.name,
          image: providers.image,
          cv: providers.cv,
          sectionId: providers.sectionId,
          rateAvg: providers.rateAvg,
          experienceNameAr: experiences.nameAr,
          experienceNameEn: experiences.nameEn,
        })
        .from(providers)
        .leftJoin(experiences, eq(experiences.id, providers.experienceId))
        .where(and(eq(providers.id, id), visible))
        .limit(1);
      return row ?? null;
    },

    /** Any provider row (visible or not), for complaints about a provider. */
    async providerExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: providers.id }).from(providers).where(eq(providers.id, id)).limit(1);
      return !!row;
    },

    async findProviderService(providerId: number, serviceId: number) {
      const [row] = await db
        .select()
        .from(providerServices)
        .where(and(eq(providerServices.providerId, providerId), eq(providerServices.serviceId, serviceId)))
        .limit(1);
      return row ?? null;
    },

    async providerServiceImages(providerServiceId: number) {
      return db
        .select({ file: providerServiceImages.file })
        .from(providerServiceImages)
        .where(eq(providerServiceImages.providerServiceId, providerServiceId))
        .orderBy(asc(providerServiceImages.id));
    },

    /** Services a provider offers, with names, cheapest first then id. */
    async servicesOfProvider(providerId: number) {
      return db
        .select({
          id: providerServices.id,
          serviceId: services.id,
          nameAr: services.nameAr,
          nameEn: services.nameEn,
          price: providerServices.price,
          duration: providerServices.duration,
        })
        .from(providerServices)
        .innerJoin(services, eq(services.id, providerServices.serviceId))
        .where(eq(providerServices.providerId, providerId))
        .orderBy(asc(services.sort), asc(services.id));
    },

    async isFollowing(userId: number, providerId: number): Promise<boolean> {
      const [row] = await db
        .select({ userId: follows.userId })
        .from(follows)
        .where(and(eq(follows.userId, userId), eq(follows.providerId, providerId)))
        .limit(1);
      return !!row;
    },

    /** Follow; false when already following. */
    async follow(userId: number, providerId: number, at: Date): Promise<boolean> {
      const rows = await db
        .insert(follows)
        .values({ userId, providerId, createdAt: at })
        .onConflictDoNothing()
        .returning({ userId: follows.userId });
      return rows.length > 0;
    },

    /** Unfollow; false when not following. */
    async unfollow(userId: number, providerId: number): Promise<boolean> {
      const rows = await db
        .delete(follows)
        .where(and(eq(follows.userId, userId), eq(follows.providerId, providerId)))
        .returning({ userId: follows.userId });
      return rows.length > 0;
    },

    /** A provider's works, newest first, with category/service names and images (in upload order). */
    worksOfProvider: (providerId: number) => selectWorks(db, providerId),

    /** A provider's approved, not deleted products, newest first, with preview images. */
    async approvedProductsOfProvider(providerId: number) {
      const list = await db
        .select()
        .from(products)
        .where(and(eq(products.providerId, providerId), eq(products.isApproved, true), isNull(products.deletedAt)))
        .orderBy(desc(products.createdAt), desc(products.id));
      const ids = list.map((p) => p.id);
      const previews = ids.length
        ? await db
            .select({ productId: productFiles.productId, file: productFiles.file })
            .from(productFiles)
            .where(and(inArray(productFiles.productId, ids), eq(productFiles.kind, 'preview')))
            .orderBy(asc(productFiles.id))
        : [];
      return list.map((p) => ({ ...p, previews: previews.filter((f) => f.productId === p.id).map((f) => f.file) }));
    },

    /** Customers' ratings of a provider, newest first. */
    async ratesOfProvider(providerId: number, limit: number) {
      return db
        .select({ id: rates.id, value: rates.value, comment: rates.comment, createdAt: rates.createdAt, userName: users.userName })
        .from(rates)
        .leftJoin(users, eq(users.id, rates.raterId))
        .where(and(eq(rates.targetType, 'provider'), eq(rates.targetId, providerId), eq(rates.raterRole, 'user'), gt(rates.value, 0)))
        .orderBy(desc(rates.createdAt), desc(rates.id))
        .limit(limit);
    },
  };
}
