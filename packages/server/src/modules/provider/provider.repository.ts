/**
 * The provider's own rows: offered services, works (with their images), CV and bank
 * account. Every read and write is scoped by provider id, so another provider's row is
 * simply "not found".
 */
import path from 'node:path';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectWorks } from '../catalog/works.query';
import {
  categories,
  experiences,
  providerBankAccounts,
  providerServiceImages,
  providerServices,
  providers,
  services,
  workImages,
  works,
} from '../../db/schema';

export interface NamePair {
  nameAr: string;
  nameEn: string;
}

export interface OfferRow {
  id: number;
  price: number;
  duration: number;
  description: string;
  categoryId: number;
  categoryNameAr: string | null;
  categoryNameEn: string | null;
  serviceId: number;
  serviceNameAr: string | null;
  serviceNameEn: string | null;
  images: string[];
}

export interface WorkWrite {
  name: string;
  categoryId: number | null;
  serviceId: number | null;
  duration: number;
  price: number;
  link: string;
  description: string;
}

export interface BankWrite {
  bankName: string;
  holderName: string;
  accountNumber: string;
  iban: string;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export function createProviderRepository(db: Db) {
  const offerColumns = {
    id: providerServices.id,
    price: providerServices.price,
    duration: providerServices.duration,
    description: providerServices.description,
    categoryId: providerServices.categoryId,
    categoryNameAr: categories.nameAr,
    categoryNameEn: categories.nameEn,
    serviceId: providerServices.serviceId,
    serviceNameAr: services.nameAr,
    serviceNameEn: services.nameEn,
  };

  async function offers(providerId: number, id?: number): Promise<OfferRow[]> {
    const list = await db
      .select(offerColumns)
      .from(providerServices)
      .leftJoin(categories, eq(categories.id, providerServices.categoryId))
      .leftJoin(services, eq(services.id, providerServices.serviceId))
      .where(and(eq(providerServices.providerId, providerId), id === undefined ? undefined : eq(providerServices.id, id)))
      .orderBy(desc(providerServices.createdAt), desc(providerServices.id));
    const ids = list.map((r) => r.id);
    const images = ids.length
      ? await db
          .select({ ownerId: providerServiceImages.providerServiceId, file: providerServiceImages.file })
          .from(providerServiceImages)
          .where(inArray(providerServiceImages.providerServiceId, ids))
          .orderBy(asc(providerServiceImages.id))
      : [];
    return list.map((r) => ({ ...r, images: images.filter((i) => i.ownerId === r.id).map((i) => i.file) }));
  }

  return {
    transaction: <T>(fn: (tx: Tx) => Promise<T>) => db.transaction(fn),

    // ---- lookups ----------------------------------------------------------------------

    async sectionOf(providerId: number): Promise<number | null | undefined> {
      const [row] = await db.select({ sectionId: providers.sectionId }).from(providers).where(eq(providers.id, providerId));
      return row ? row.sectionId : undefined;
    },

    async service(serviceId: number) {
      const [row] = await db
        .select({
          id: services.id,
          categoryId: services.categoryId,
          nameAr: services.nameAr,
          nameEn: services.nameEn,
          type: categories.type,
        })
        .from(services)
        .innerJoin(categories, eq(categories.id, services.categoryId))
        .where(eq(services.id, serviceId));
      return row ?? null;
    },

    async serviceCategory(categoryId: number) {
      const [row] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.id, categoryId), eq(categories.type, 'service')));
      return row ?? null;
    },

    async experience(id: number) {
      const [row] = await db.select().from(experiences).where(eq(experiences.id, id));
      return row ?? null;
    },

    // ---- offered services -------------------------------------------------------------

    offers: (providerId: number) => offers(providerId),
    offer: async (providerId: number, id: number) => (await offers(providerId, id))[0] ?? null,

    async offersService(providerId: number, serviceId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: providerServices.id })
        .from(providerServices)
        .where(and(eq(providerServices.providerId, providerId), eq(providerServices.serviceId, serviceId)));
      return Boolean(row);
    },

    async insertOffer(
      tx: Tx,
      v: {
        providerId: number;
        categoryId: number;
        serviceId: number;
        price: number;
        duration: number;
        description: string;
        searchText: string;
      },
      files: string[],
    ): Promise<number> {
      const [row] = await tx.insert(providerServices).values(v).returning({ id: providerServices.id });
      if (files.length) await tx.insert(providerServiceImages).values(files.map((file) => ({ providerServiceId: row!.id, file })));
      return row!.id;
    },

    /** Updates the caller's own row only; false when it is not theirs. */
    async updateOffer(
      tx: Tx,
      providerId: number,
      id: number,
      v: { price: number; duration: number; description: string; searchText: string },
      files: string[],
    ): Promise<boolean> {
      const rows = await tx
        .update(providerServices)
        .set(v)
        .where(and(eq(providerServices.id, id), eq(providerServices.providerId, providerId)))
        .returning({ id: providerServices.id });
      if (!rows.length) return false;
      if (files.length) await tx.insert(providerServiceImages).values(files.map((file) => ({ providerServiceId: id, file })));
      return true;
    },

    /** Deletes the caller's own row; its image files (to remove from storage), or null when not theirs. */
    async deleteOffer(providerId: number, id: number): Promise<string[] | null> {
      return db.transaction(async (tx) => {
        const files = await tx
          .select({ file: providerServiceImages.file })
          .from(providerServiceImages)
          .innerJoin(providerServices, eq(providerServices.id, providerServiceImages.providerServiceId))
          .where(and(eq(providerServices.id, id), eq(providerServices.providerId, providerId)));
        const rows = await tx
          .delete(providerServices)
          .where(and(eq(providerServices.id, id), eq(providerServices.providerId, providerId)))
          .returning({ id: providerServices.id });
        return rows.length ? files.map((f) => f.file) : null;
      });
    },

    /** Deletes one image of the caller's own offer, found by stored file name; the file path or null. */
    async deleteOfferImage(providerId: number, id: number, baseName: string): Promise<string | null> {
      const list = await db
        .select({ id: providerServiceImages.id, file: providerServiceImages.file })
        .from(providerServiceImages)
        .innerJoin(providerServices, eq(providerServices.id, providerServiceImages.providerServiceId))
        .where(and(eq(providerServices.id, id), eq(providerServices.providerId, providerId)));
      const hit = list.find((i) => path.posix.basename(i.file) === baseName);
      if (!hit) return null;
      const rows = await db
        .delete(providerServiceImages)
        .where(eq(providerServiceImages.id, hit.id))
        .returning({ file: providerServiceImages.file });
      return rows[0]?.file ?? null;
    },

    async offerImageCount(id: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(providerServiceImages)
        .where(eq(providerServiceImages.providerServiceId, id));
      return row?.n ?? 0;
    },

    // ---- works ------------------------------------------------------------------------

    works: (providerId: number) => selectWorks(db, providerId),
    work: async (providerId: number, id: number) => (await selectWorks(db, providerId, id))[0] ?? null,

    async insertWork(tx: Tx, providerId: number, v: WorkWrite, files: string[]): Promise<number> {
      const [row] = await tx
        .insert(works)
        .values({ providerId, ...v })
        .returning({ id: works.id });
      if (files.length) await tx.insert(workImages).values(files.map((file) => ({ workId: row!.id, file })));
      return row!.id;
    },

    async updateWork(tx: Tx, providerId: number, id: number, v: WorkWrite, files: string[]): Promise<boolean> {
      const rows = await tx
        .update(works)
        .set(v)
        .where(and(eq(works.id, id), eq(works.providerId, providerId)))
        .returning({ id: works.id });
      if (!rows.length) return false;
      if (files.length) await tx.insert(workImages).values(files.map((file) => ({ workId: id, file })));
      return true;
    },

    async deleteWork(providerId: number, id: number): Promise<string[] | null> {
      return db.transaction(async (tx) => {
        const files = await tx
          .select({ file: workImages.file })
          .from(workImages)
          .innerJoin(works, eq(works.id, workImages.workId))
          .where(and(eq(works.id, id), eq(works.providerId, providerId)));
        const rows = await tx
          .delete(works)
          .where(and(eq(works.id, id), eq(works.providerId, providerId)))
          .returning({ id: works.id });
        return rows.length ? files.map((f) => f.file) : null;
      });
    },

    async deleteWorkImage(providerId: number, id: number, baseName: string): Promise<string | null> {
      const list = await db
        .select({ id: workImages.id, file: workImages.file })
        .from(workImages)
        .innerJoin(works, eq(works.id, workImages.workId))
        .where(and(eq(works.id, id), eq(works.providerId, providerId)));
      const hit = list.find((i) => path.posix.basename(i.file) === baseName);
      if (!hit) return null;
      const rows = await db.delete(workImages).where(eq(workImages.id, hit.id)).returning({ file: workImages.file });
      return rows[0]?.file ?? null;
    },

    async workImageCount(id: number): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(workImages).where(eq(workImages.workId, id));
      return row?.n ?? 0;
    },

    // ---- CV ---------------------------------------------------------------------------

    async cv(providerId: number) {
      const [row] = await db
        .select({ cv: providers.cv, experienceId: experiences.id, nameAr: experiences.nameAr, nameEn: experiences.nameEn })
        .from(providers)
        .leftJoin(experiences, eq(experiences.id, providers.experienceId))
        .where(eq(providers.id, providerId));
      return row ?? null;
    },

    /** `searchCv`: the CV folded for search (search-index.ts searchName). */
    async setCv(providerId: number, cv: string, searchCv: string, experienceId: number | null | undefined): Promise<void> {
      await db
        .update(providers)
        .set({ cv, searchCv, ...(experienceId !== undefined ? { experienceId } : {}) })
        .where(eq(providers.id, providerId));
    },

    // ---- bank account -----------------------------------------------------------------

    async bankAccount(providerId: number) {
      const [row] = await db.select().from(providerBankAccounts).where(eq(providerBankAccounts.providerId, providerId));
      return row ?? null;
    },

    /** Inserts the account unless one exists (returns false then). */
    async insertBankAccount(providerId: number, v: BankWrite): Promise<boolean> {
      const rows = await db
        .insert(providerBankAccounts)
        .values({ providerId, ...v })
        .onConflictDoNothing({ target: providerBankAccounts.providerId })
        .returning({ id: providerBankAccounts.id });
      return rows.length > 0;
    },

    async updateBankAccount(providerId: number, v: BankWrite, now: Date): Promise<boolean> {
      const rows = await db
        .update(providerBankAccounts)
        .set({ ...v, updatedAt: now })
        .where(eq(providerBankAccounts.providerId, providerId))
        .returning({ id: providerBankAccounts.id });
      return rows.length > 0;
    },
  };
}

export type ProviderRepository = ReturnType<typeof createProviderRepository>;
