/**
 * Catalogue and content CRUD, table-driven: one definition per kind (its table,
 * the rows it owns, how a form becomes columns and a row becomes the contract's item) and
 * one engine for the four calls of every kind — list (page, q on the names, status
 * visible | hidden), create, update (any part of the form), delete (refused while other rows
 * use it — providers, their offers, products, orders — with a message that counts them: hide
 * it instead). Each change is audited with the row before and after.
 */
import type { ADMIN_CATALOGUE, AdminCatalogueKind } from '@souq/contracts';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { containing } from '../../lib/like-escape';
import {
  categories,
  cities,
  coupons,
  experiences,
  features,
  partners,
  products,
  providerServices,
  providers,
  rangePrices,
  requestServices,
  services,
  sliders,
  socials,
  works,
} from '../../db/schema';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { fail } from '../../lib/errors';
import type { MessageKey } from '../../lib/i18n';
import { checkImages, saveImages } from '../storage/image-uploads';
import { toHalalas, toSR } from '../../lib/money';
import { pagination } from '../../lib/pagination';
import type { UploadedFile } from '../../lib/uploaded-file';
import type { Storage } from '../storage/storage';
import { auditable } from './admin.dto';
import type { Actor, AdminService, ListInput } from './admin.service';
import { ADMIN_PAGE_SIZE } from './admin.service';
import type { DtoContext } from '../../lib/request-context';

type Form<K extends AdminCatalogueKind> = Partial<z.output<(typeof ADMIN_CATALOGUE)[K]['form']>>;
type Item<K extends AdminCatalogueKind> = z.input<(typeof ADMIN_CATALOGUE)[K]['item']>;
type Row = Record<string, unknown> & { id: number; sort: number; isHidden: boolean; nameAr: string; nameEn: string };
type Columns = Record<string, unknown>;

interface KindDef<K extends AdminCatalogueKind> {
  // biome-ignore lint/suspicious/noExplicitAny: drizzle's table types differ per table; the engine reads only the shared columns
  table: PgTable & Record<string, any>;
  /** Rows of this kind in a shared table (categories: service vs store). */
  scope?: { column: PgColumn; value: string };
  /** Where uploaded images go; `imageRequired` on create. */
  imageFolder?: string;
  imageRequired?: boolean;
  columns(form: Form<K>): Columns;
  item(row: Row, ctx: DtoContext): Item<K>;
  /** Checks before a write (e.g. the category of a service exists). */
  check?(db: Db, form: Form<K>, before: Row | null): Promise<void>;
  /** Before a delete (in its transaction): throws the localized fail naming what still uses the row. */
  inUse?(tx: Db, id: number): Promise<void>;
}

/** How many rows of each referencing column point at `id`. */
async function uses(tx: Db, id: number, refs: Record<string, PgColumn>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, col] of Object.entries(refs)) {
    const [row] = await tx.select({ n: count() }).from(col.table).where(eq(col, id));
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}
/** Refuses the delete with `key` (its counts as params) when any count is above zero. */
const refuseWhenUsed =
  (key: MessageKey, refs: () => Record<string, PgColumn>) =>
  async (tx: Db, id: number): Promise<void> => {
    const counts = await uses(tx, id, refs());
    if (Object.values(counts).some((n) => n > 0)) throw fail(key, counts);
  };

const named = (f: { name_ar?: string; name_en?: string; sort?: number; is_hidden?: boolean }): Columns =>
  drop({ nameAr: f.name_ar, nameEn: f.name_en, sort: f.sort, isHidden: f.is_hidden });
const namedItem = (r: Row) => ({ id: r.id, sort: r.sort, is_hidden: r.isHidden, name_ar: r.nameAr, name_en: r.nameEn });
/** Leaves out what the form did not send (an update changes only those columns). */
function drop(c: Columns): Columns {
  return Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined));
}
const sr = (v: number | undefined) => (v === undefined ? undefined : toHalalas(v));
const img = (ctx: DtoContext, v: unknown) => ctx.storage.url(v as string | null, ctx.baseUrl);

const categoryDef = (type: 'service' | 'store'): KindDef<'categories'> => ({
  table: categories,
  scope: { column: categories.type, value: type },
  imageFolder: 'categories',
  inUse:
    type === 'service'
      ? refuseWhenUsed('admin.in_use_category', () => ({
          services: services.categoryId,
          offers: providerServices.categoryId,
          works: works.categoryId,
        }))
      : refuseWhenUsed('admin.in_use_store_category', () => ({ products: products.categoryId })),
  columns: (f) => ({ ...named(f), type }),
  item: (r, ctx) => ({ ...namedItem(r), image: img(ctx, r.image) }),
});

export const CATALOGUE_DEFS: { [K in AdminCatalogueKind]: KindDef<K> } = {
  categories: categoryDef('service'),
  'store-categories': categoryDef('store') as unknown as KindDef<'store-categories'>,
  services: {
    table: services,
    inUse: refuseWhenUsed('admin.in_use_service', () => ({
      offers: providerServices.serviceId,
      orders: requestServices.serviceId,
      works: works.serviceId,
    })),
    columns: (f) => drop({ ...named(f), categoryId: f.category_id }),
    item: (r, ctx) => ({ ...namedItem(r), category: { id: r.categoryId as number, name: String(ctx.lang === 'ar' ? r.catAr : r.catEn) } }),
    async check(db, f) {
      if (f.category_id === undefined) return;
      const [c] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.id, f.category_id), eq(categories.type, 'service')));
      if (!c) throw fail('admin.category_not_found');
    },
  },
  features: { table: features, columns: named, item: (r) => namedItem(r) },
  experiences: {
    table: experiences,
    columns: named,
    item: (r) => namedItem(r),
    inUse: refuseWhenUsed('admin.in_use_providers', () => ({ count: providers.experienceId })),
  },
  cities: {
    table: cities,
    columns: named,
    item: (r) => namedItem(r),
    inUse: refuseWhenUsed('admin.in_use_providers', () => ({ count: providers.cityId })),
  },
  'range-prices': {
    table: rangePrices,
    columns: (f) => drop({ ...named(f), type: f.type, fromPrice: sr(f.from_price), toPrice: sr(f.to_price) }),
    item: (r) => ({
      ...namedItem(r),
      type: r.type === 'store' ? 'store' : 'service',
      from_price: toSR(r.fromPrice as number),
      to_price: toSR(r.toPrice as number),
    }),
    async check(_db, f, before) {
      const from = f.from_price ?? (before ? toSR(before.fromPrice as number) : 0);
      const to = f.to_price ?? (before ? toSR(before.toPrice as number) : 0);
      if (from >= to) throw fail('admin.range_invalid');
    },
  },
  sliders: {
    table: sliders,
    imageFolder: 'sliders',
    imageRequired: true,
    columns: (f) => drop({ ...named(f), link: f.link }),
    item: (r, ctx) => ({ ...namedItem(r), image: img(ctx, r.image) ?? '', link: (r.link as string | null) || null }),
  },
  partners: {
    table: partners,
    imageFolder: 'partners',
    imageRequired: true,
    // `name` is what the public lists read.
    columns: (f) => drop({ ...named(f), name: f.name_en }),
    item: (r, ctx) => ({ ...namedItem(r), image: img(ctx, r.image) ?? '' }),
  },
  socials: {
    table: socials,
    columns: (f) => drop({ ...named(f), name: f.name_en, icon: f.icon, link: f.link }),
    item: (r) => ({ ...namedItem(r), icon: String(r.icon), link: String(r.link) }),
  },
  coupons: {
    table: coupons,
    columns: (f) =>
      drop({
        ...named(f),
        code: f.code,
        type: f.type,
        // percent: whole percent; fixed: SR → halalas.
        value: f.value === undefined ? undefined : f.type === 'fixed' ? toHalalas(f.value) : Math.round(f.value),
        expiresAt: f.expires_at === undefined ? undefined : f.expires_at ? new Date(`${f.expires_at}T23:59:59+03:00`) : null,
        usageLimit: f.usage_limit,
        minAmount: sr(f.min_amount),
      }),
    item: (r) => ({
      ...namedItem(r),
      code: String(r.code),
      type: r.type === 'fixed' ? 'fixed' : 'percent',
      value: r.type === 'fixed' ? toSR(r.value as number) : (r.value as number),
      expires_at: r.expiresAt ? (r.expiresAt as Date).toISOString() : null,
      usage_limit: (r.usageLimit as number | null) ?? null,
      used_count: r.usedCount as number,
      min_amount: toSR(r.minAmount as number),
    }),
    async check(_db, f, before) {
      // A fixed value's meaning changes with its type: both come together.
      if (before && f.value !== undefined && f.type === undefined) f.type = before.type as 'percent' | 'fixed';
      if (f.type === 'percent' && f.value !== undefined && f.value > 100) throw fail('validation.invalid');
    },
  },
};

export function createAdminCatalogueService(deps: {
  db: Db;
  storage: Storage;
  admin: Pick<AdminService, 'audit' | 'inTx'>;
  maxUploadBytes: number;
}) {
  const { db } = deps;

  function scopeOf<K extends AdminCatalogueKind>(def: KindDef<K>): SQL | undefined {
    return def.scope ? eq(def.scope.column, def.scope.value) : undefined;
  }
  async function rowsOf<K extends AdminCatalogueKind>(kind: K, where: SQL | undefined, page: number, perPage: number, exec: Db = db) {
    const def = CATALOGUE_DEFS[kind] as KindDef<K>;
    const t = def.table;
    // Services show their category's name.
    const q =
      kind === 'services'
        ? exec
            .select({ r: t, catAr: categories.nameAr, catEn: categories.nameEn })
            .from(t)
            .innerJoin(categories, eq(categories.id, services.categoryId))
        : exec.select({ r: t }).from(t);
    const rows = (await q
      .where(where)
      .orderBy(asc(t.sort), asc(t.id))
      .limit(perPage)
      .offset((page - 1) * perPage)) as { r: Row; catAr?: string; catEn?: string }[];
    return rows.map(({ r, catAr, catEn }) => ({ ...r, catAr, catEn }) as Row);
  }
  async function one<K extends AdminCatalogueKind>(kind: K, id: number, exec: Db = db): Promise<Row | null> {
    const def = CATALOGUE_DEFS[kind] as KindDef<K>;
    const [row] = await rowsOf(kind, and(eq(def.table.id, id), scopeOf(def)), 1, 1, exec);
    return row ?? null;
  }
  async function image<K extends AdminCatalogueKind>(def: KindDef<K>, form: Record<string, unknown>): Promise<string | undefined> {
    const file = form.image as UploadedFile | undefined;
    if (!def.imageFolder || !file) return undefined;
    const checked = await checkImages([file], deps.maxUploadBytes, 1);
    const [saved] = await saveImages(deps.storage, def.imageFolder, checked);
    return saved;
  }
  const toDbError = (err: unknown): never => {
    if (isUniqueViolation(err)) throw fail('admin.item_duplicate');
    if (isForeignKeyViolation(err)) throw fail('admin.item_in_use');
    throw err;
  };

  return {
    async list<K extends AdminCatalogueKind>(ctx: DtoContext, kind: K, l: ListInput & { category_id?: number }) {
      const def = CATALOGUE_DEFS[kind] as KindDef<K>;
      const t = def.table;
      const page = l.page ?? 1;
      const conds: (SQL | undefined)[] = [scopeOf(def)];
      if (l.status === 'hidden') conds.push(eq(t.isHidden, true));
      if (l.status === 'visible') conds.push(eq(t.isHidden, false));
      if (l.q)
        conds.push(
          or(
            ilike(t.nameAr, containing(l.q)),
            ilike(t.nameEn, containing(l.q)),
            ...(kind === 'coupons' ? [ilike(coupons.code, containing(l.q))] : []),
          ),
        );
      if (kind === 'services' && l.category_id) conds.push(eq(services.categoryId, l.category_id));
      const where = and(...conds);
      const [rows, [total]] = await Promise.all([
        rowsOf(kind, where, page, ADMIN_PAGE_SIZE),
        db.select({ n: count() }).from(t).where(where),
      ]);
      return { data: rows.map((r) => def.item(r, ctx)), pagination: pagination(Number(total?.n ?? 0), page, ADMIN_PAGE_SIZE) };
    },

    async create<K extends AdminCatalogueKind>(ctx: DtoContext, actor: Actor, kind: K, form: Form<K>) {
      const def = CATALOGUE_DEFS[kind] as KindDef<K>;
      if (def.imageRequired && !(form as Record<string, unknown>).image) throw fail('admin.image_required');
      await def.check?.(db, form, null);
      const saved = await image(def, form as Record<string, unknown>);
      const id = await deps.admin
        .inTx(async (tx) => {
          const [created] = (await tx
            .insert(def.table)
            .values({ ...def.columns(form), ...(saved ? { image: saved } : {}) })
            .returning()) as Row[];
          if (!created) throw new Error(`${kind} insert returned nothing`);
          await deps.admin.audit(tx, actor, {
            action: 'catalogue.create',
            targetType: kind,
            targetId: created.id,
            after: auditable(created),
          });
          return created.id;
        })
        .catch(toDbError);
      const row = await one(kind, id);
      if (!row) throw fail('admin.item_not_found');
      return def.item(row, ctx);
    },

    async update<K extends AdminCatalogueKind>(ctx: DtoContext, actor: Actor, kind: K, id: number, form: Form<K>) {
      const def = CATALOGUE_DEFS[kind] as KindDef<K>;
      const before = await one(kind, id);
      if (!before) throw fail('admin.item_not_found');
      await def.check?.(db, form, before);
      const saved = await image(def, form as Record<string, unknown>);
      const patch: Columns = { ...def.columns(form), ...(saved ? { image: saved } : {}) };
      // A category's type is its list: it never moves between service and store.
      if (def.scope) delete patch.type;
      await deps.admin
        .inTx(async (tx) => {
          if (Object.keys(patch).length) await tx.update(def.table).set(patch).where(eq(def.table.id, id));
          const after = await one(kind, id, tx);
          await deps.admin.audit(tx, actor, {
            action: 'catalogue.update',
            targetType: kind,
            targetId: id,
            before: auditable(before),
            after: auditable(after),
          });
        })
        .catch(toDbError);
      const row = await one(kind, id);
      if (!row) throw fail('admin.item_not_found');
      return def.item(row, ctx);
    },

    async remove<K extends AdminCatalogueKind>(actor: Actor, kind: K, id: number) {
      const def = CATALOGUE_DEFS[kind] as KindDef<K>;
      const before = await one(kind, id);
      if (!before) throw fail('admin.item_not_found');
      await deps.admin
        .inTx(async (tx) => {
          await def.inUse?.(tx, id);
          await tx.delete(def.table).where(eq(def.table.id, id));
          await deps.admin.audit(tx, actor, { action: 'catalogue.delete', targetType: kind, targetId: id, before: auditable(before) });
        })
        .catch(toDbError);
    },
  };
}
export type AdminCatalogueService = ReturnType<typeof createAdminCatalogueService>;
