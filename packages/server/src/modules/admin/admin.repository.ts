/** Administrator accounts and the audit log. */
import { and, count, desc, eq, gte, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminAuditLog, admins } from '../../db/schema';

export type AdminRow = typeof admins.$inferSelect;

export interface AuditInput {
  adminId: number;
  action: string;
  targetType?: string | null;
  targetId?: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  ip?: string | null;
  at: Date;
}

export interface AuditFilter {
  q?: string;
  action?: string;
  adminId?: number;
  targetType?: string;
  from?: Date;
  to?: Date;
}

export function createAdminRepository(db: Db) {
  return {
    async findByEmail(email: string) {
      const [row] = await db.select().from(admins).where(eq(admins.email, email)).limit(1);
      return row ?? null;
    },
    async findById(id: number, exec: Db = db) {
      const [row] = await exec.select().from(admins).where(eq(admins.id, id)).limit(1);
      return row ?? null;
    },
    /** Locks the row for a change in `tx`. */
    async lockById(tx: Db, id: number) {
      const [row] = await tx.select().from(admins).where(eq(admins.id, id)).for('update');
      return row ?? null;
    },
    async insert(tx: Db, values: { email: string; name: string; passwordHash: string; createdBy: number; at: Date }) {
      const [row] = await tx
        .insert(admins)
        .values({
          email: values.email,
          name: values.name,
          passwordHash: values.passwordHash,
          createdBy: values.createdBy,
          createdAt: values.at,
        })
        .returning();
      if (!row) throw new Error('admin insert returned nothing');
      return row;
    },
    async update(tx: Db, id: number, patch: Partial<typeof admins.$inferInsert>) {
      const [row] = await tx.update(admins).set(patch).where(eq(admins.id, id)).returning();
      return row ?? null;
    },
    /**
     * Records `step` as the last TOTP step used, only if it is later than the last one; false
     * when the code (or a later one) was already used. Atomic, so two racing sign-ins with
     * one code cannot both pass.
     */
    async useTotpStep(id: number, step: number): Promise<boolean> {
      const rows = await db
        .update(admins)
        .set({ totpLastStep: step })
        .where(and(eq(admins.id, id), or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step))))
        .returning({ id: admins.id });
      return rows.length > 0;
    },
    async list(page: number, perPage: number, q?: string) {
      const where = q ? or(ilike(admins.email, `%${q}%`), ilike(admins.name, `%${q}%`)) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(admins)
          .where(where)
          .orderBy(admins.id)
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(admins).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    // ---- audit ----------------------------------------------------------------------------
    async audit(exec: Db, e: AuditInput) {
      await exec.insert(adminAuditLog).values({
        adminId: e.adminId,
        action: e.action,
        targetType: e.targetType ?? null,
        targetId: e.targetId ?? null,
        before: e.before ?? null,
        after: e.after ?? null,
        ip: e.ip ?? null,
        createdAt: e.at,
      });
    },
    async auditList(f: AuditFilter, page: number, perPage: number) {
      const conds: SQL[] = [];
      if (f.action) conds.push(eq(adminAuditLog.action, f.action));
      if (f.adminId) conds.push(eq(adminAuditLog.adminId, f.adminId));
      if (f.targetType) conds.push(eq(adminAuditLog.targetType, f.targetType));
      if (f.from) conds.push(gte(adminAuditLog.createdAt, f.from));
      if (f.to) conds.push(lt(adminAuditLog.createdAt, f.to));
      if (f.q) {
        const like = `%${f.q}%`;
        const cond = or(
          ilike(adminAuditLog.action, like),
          ilike(admins.email, like),
          ilike(admins.name, like),
          sql`${adminAuditLog.before}::text ilike ${like}`,
          sql`${adminAuditLog.after}::text ilike ${like}`,
        );
        if (cond) conds.push(cond);
      }
      const where = conds.length ? and(...conds) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ e: adminAuditLog, name: admins.name, email: admins.email })
          .from(adminAuditLog)
          .innerJoin(admins, eq(admins.id, adminAuditLog.adminId))
          .where(where)
          .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(adminAuditLog).innerJoin(admins, eq(admins.id, adminAuditLog.adminId)).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },
  };
}
export type AdminRepository = ReturnType<typeof createAdminRepository>;
