import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSections, cities, providers } from '../../db/schema';
import type { AccountStore } from './account-flows.service';
import type { Phone } from './phone';

export type ProviderRow = typeof providers.$inferSelect;

/** A provider with the names of its city and section in both languages. */
export interface ProviderProfileRow {
  provider: ProviderRow;
  city: { id: number; nameAr: string; nameEn: string } | null;
  section: { id: number; nameAr: string; nameEn: string } | null;
}

export interface ProviderWrite {
  name: string;
  searchName: string;
  email: string;
  cityId: number;
  sectionId: number | null;
}

export function createProviderAccountRepository(db: Db) {
  const repo = {
    role: 'provider' as const,
    async findByPhone(p: Phone): Promise<ProviderRow | null> {
      const [row] = await db
        .select()
        .from(providers)
        .where(and(eq(providers.countryCode, p.countryCode), eq(providers.phone, p.phone)))
        .limit(1);
      return row ?? null;
    },
    async findById(id: number): Promise<ProviderRow | null> {
      const [row] = await db.select().from(providers).where(eq(providers.id, id)).limit(1);
      return row ?? null;
    },
    async findProfile(id: number): Promise<ProviderProfileRow | null> {
      const [row] = await db
        .select({
          provider: providers,
          city: { id: cities.id, nameAr: cities.nameAr, nameEn: cities.nameEn },
          section: { id: appSections.id, nameAr: appSections.nameAr, nameEn: appSections.nameEn },
        })
        .from(providers)
        .leftJoin(cities, eq(cities.id, providers.cityId))
        .leftJoin(appSections, eq(appSections.id, providers.sectionId))
        .where(eq(providers.id, id))
        .limit(1);
      return row ?? null;
    },
    async phoneTaken(p: Phone, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: providers.id })
        .from(providers)
        .where(
          and(eq(providers.countryCode, p.countryCode), eq(providers.phone, p.phone), exceptId ? ne(providers.id, exceptId) : undefined),
        )
        .limit(1);
      return Boolean(row);
    },
    async cityExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, id)).limit(1);
      return Boolean(row);
    },
    async sectionExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: appSections.id }).from(appSections).where(eq(appSections.id, id)).limit(1);
      return Boolean(row);
    },
    async insert(exec: Db, values: ProviderWrite & Phone & { passwordHash: string; image: string | null }): Promise<ProviderRow> {
      const [row] = await exec
        .insert(providers)
        .values({ ...values, isActive: false, isApproved: false })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async updateProfile(id: number, values: ProviderWrite & { image?: string }): Promise<void> {
      await db.update(providers).set(values).where(eq(providers.id, id));
    },
    async setPassword(exec: Db, id: number, passwordHash: string): Promise<void> {
      await exec.update(providers).set({ passwordHash }).where(eq(providers.id, id));
    },
    async setPhone(exec: Db, id: number, p: Phone): Promise<void> {
      await exec.update(providers).set({ countryCode: p.countryCode, phone: p.phone }).where(eq(providers.id, id));
    },
    async activate(exec: Db, id: number): Promise<void> {
      await exec.update(providers).set({ isActive: true }).where(eq(providers.id, id));
    },
    /** Also unapproved: an approval was given to what the registrant showed, not to the owner. */
    async forgetRegistration(exec: Db, id: number): Promise<string | null> {
      const [before] = await exec.select({ image: providers.image }).from(providers).where(eq(providers.id, id)).for('update');
      await exec
        .update(providers)
        .set({
          name: '',
          searchName: '',
          email: null,
          image: null,
          cityId: null,
          sectionId: null,
          cv: '',
          experienceId: null,
          isApproved: false,
          approvedAt: null,
          rejectedAt: null,
          rejectionReason: null,
        })
        .where(eq(providers.id, id));
      return before?.image ?? null;
    },
  } satisfies AccountStore & Record<string, unknown>;
  return repo;
}
export type ProviderAccountRepository = ReturnType<typeof createProviderAccountRepository>;
