import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { AccountStore } from './account-flows.service';
import type { Phone } from './phone';

export type UserRow = typeof users.$inferSelect;

export function createUserAccountRepository(db: Db) {
  const repo = {
    role: 'user' as const,
    async findByPhone(p: Phone): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.countryCode, p.countryCode), eq(users.phone, p.phone)))
        .limit(1);
      return row ?? null;
    },
    async findById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },
    async phoneTaken(p: Phone, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.countryCode, p.countryCode), eq(users.phone, p.phone), exceptId ? ne(users.id, exceptId) : undefined))
        .limit(1);
      return Boolean(row);
    },
    async insert(
      exec: Db,
      values: { userName: string; email: string; countryCode: string; phone: string; passwordHash: string },
    ): Promise<UserRow> {
      const [row] = await exec
        .insert(users)
        .values({ ...values, isActive: false })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async updateProfile(id: number, values: { userName: string; email: string }): Promise<void> {
      await db.update(users).set(values).where(eq(users.id, id));
    },
    async setPassword(exec: Db, id: number, passwordHash: string): Promise<void> {
      await exec.update(users).set({ passwordHash }).where(eq(users.id, id));
    },
    async setPhone(exec: Db, id: number, p: Phone): Promise<void> {
      await exec.update(users).set({ countryCode: p.countryCode, phone: p.phone }).where(eq(users.id, id));
    },
    async activate(exec: Db, id: number): Promise<void> {
      await exec.update(users).set({ isActive: true }).where(eq(users.id, id));
    },
    async forgetRegistration(exec: Db, id: number): Promise<string | null> {
      await exec.update(users).set({ userName: '', email: null }).where(eq(users.id, id));
      return null;
    },
  } satisfies AccountStore & Record<string, unknown>;
  return repo;
}
export type UserAccountRepository = ReturnType<typeof createUserAccountRepository>;
