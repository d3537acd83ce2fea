/**
 * Wallet rows and ledger entries. Every write runs on the caller's handle (a transaction),
 * and the balance changes with one conditional UPDATE, so concurrent spends can never take
 * it below zero (the CHECK constraint backs it).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type WalletEntryKind, type WalletOwnerRole, walletEntries, wallets } from '../../db/schema';

export interface Owner {
  role: WalletOwnerRole;
  id: number;
}

export interface EntryInput {
  kind: WalletEntryKind;
  /** Signed halalas. */
  amount: number;
  referenceType?: string | null;
  referenceId?: number | null;
  descriptionAr?: string;
  descriptionEn?: string;
  idemKey?: string | null;
  createdAt: Date;
}

export function createWalletRepository(db: Db) {
  return {
    async balance(owner: Owner): Promise<number> {
      const [row] = await db
        .select({ balance: wallets.balance })
        .from(wallets)
        .where(and(eq(wallets.ownerRole, owner.role), eq(wallets.ownerId, owner.id)))
        .limit(1);
      return row?.balance ?? 0;
    },

    /** Adds `amount` (> 0) and returns the new balance (creates the wallet on first use). */
    async increase(owner: Owner, amount: number, at: Date): Promise<number> {
      const [row] = await db
        .insert(wallets)
        .values({ ownerRole: owner.role, ownerId: owner.id, balance: amount, updatedAt: at })
        .onConflictDoUpdate({
          target: [wallets.ownerRole, wallets.ownerId],
          set: { balance: sql`${wallets.balance} + ${amount}`, updatedAt: at },
        })
        .returning({ balance: wallets.balance });
      return row!.balance;
    },

    /** Takes `amount` (> 0) only when the balance covers it; null when it does not. */
    async decreaseIfCovered(owner: Owner, amount: number, at: Date): Promise<number | null> {
      const [row] = await db
        .update(wallets)
        .set({ balance: sql`${wallets.balance} - ${amount}`, updatedAt: at })
        .where(and(eq(wallets.ownerRole, owner.role), eq(wallets.ownerId, owner.id), sql`${wallets.balance} >= ${amount}`))
        .returning({ balance: wallets.balance });
      return row ? row.balance : null;
    },

    async findEntryByKey(idemKey: string) {
      const [row] = await db.select().from(walletEntries).where(eq(walletEntries.idemKey, idemKey)).limit(1);
      return row ?? null;
    },

    async insertEntry(owner: Owner, e: EntryInput, balanceAfter: number) {
      const [row] = await db
        .insert(walletEntries)
        .values({
          ownerRole: owner.role,
          ownerId: owner.id,
          kind: e.kind,
          amount: e.amount,
          balanceAfter,
          referenceType: e.referenceType ?? null,
          referenceId: e.referenceId ?? null,
          descriptionAr: e.descriptionAr ?? '',
          descriptionEn: e.descriptionEn ?? '',
          idemKey: e.idemKey ?? null,
          createdAt: e.createdAt,
        })
        .returning();
      return row!;
    },

    async entries(owner: Owner, limit: number) {
      return db
        .select()
        .from(walletEntries)
        .where(and(eq(walletEntries.ownerRole, owner.role), eq(walletEntries.ownerId, owner.id)))
        .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
        .limit(limit);
    },
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
