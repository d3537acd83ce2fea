/**
 * Data builders for catalogue tests. They write rows directly (repositories/SQL) so the
 * tests do not depend on the identity or admin modules; tokens come from app.deps.tokens.
 */
import type { Db } from '../../src/db/client';
import {
  categories,
  experiences,
  productFiles,
  products,
  providerServiceImages,
  providerServices,
  providers,
  rangePrices,
  rates,
  services,
  users,
  workImages,
  works,
} from '../../src/db/schema';
import { normalizeArabic } from '../../src/lib/arabic-normalize';
import { serviceSearchText } from '../../src/modules/catalog/search-index';

let seq = 0;
const phone = () => `5${String(10_000_000 + ++seq * 7919).slice(-8)}`;

/** A real 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

export async function makeCategory(db: Db, nameAr = 'تصميم', nameEn = 'Design') {
  const [row] = await db.insert(categories).values({ type: 'service', nameAr, nameEn }).returning();
  return row!;
}

export async function makeService(db: Db, categoryId: number, nameAr: string, nameEn: string) {
  const [row] = await db.insert(services).values({ categoryId, nameAr, nameEn }).returning();
  return row!;
}

export async function makeUser(db: Db, userName = 'عميل تجريبي') {
  const [row] = await db
    .insert(users)
    .values({ userName, countryCode: '+966', phone: phone(), passwordHash: 'x', isActive: true })
    .returning();
  return row!;
}

export interface ProviderOpts {
  approved?: boolean;
  active?: boolean;
  rateAvg?: number;
  image?: string | null;
  cv?: string;
  experienceId?: number | null;
  sectionId?: number | null;
  /** false: leave search_name empty (as rows written before search existed). */
  indexed?: boolean;
}

export async function makeProvider(db: Db, name: string, o: ProviderOpts = {}) {
  const [row] = await db
    .insert(providers)
    .values({
      name,
      countryCode: '+966',
      phone: phone(),
      passwordHash: 'x',
      isApproved: o.approved ?? true,
      isActive: o.active ?? true,
      rateAvg: o.rateAvg ?? 0,
      image: o.image ?? null,
      cv: o.cv ?? '',
      experienceId: o.experienceId ?? null,
      sectionId: o.sectionId ?? null,
      searchName: o.indexed === false ? '' : normalizeArabic(name),
      searchCv: o.indexed === false ? '' : normalizeArabic(o.cv ?? ''),
    })
    .returning();
  return row!;
}

export async function offer(
  db: Db,
  providerId: number,
  service: { id: number; categoryId: number; nameAr: string; nameEn: string },
  o: { price?: number; duration?: number; description?: string; images?: string[] } = {},
) {
  const description = o.description ?? '';
  const [row] = await db
    .insert(providerServices)
    .values({
      providerId,
      categoryId: service.categoryId,
      serviceId: service.id,
      price: Math.round((o.price ?? 100) * 100),
      duration: o.duration ?? 5,
      description,
      searchText: serviceSearchText(service.nameAr, service.nameEn, description),
    })
    .returning();
  if (o.images?.length) await db.insert(providerServiceImages).values(o.images.map((file) => ({ providerServiceId: row!.id, file })));
  return row!;
}

export async function makeWork(
  db: Db,
  providerId: number,
  o: { name?: string; categoryId?: number; serviceId?: number; images?: string[]; link?: string; createdAt?: Date } = {},
) {
  const [row] = await db
    .insert(works)
    .values({
      providerId,
      name: o.name ?? 'شعار متجر',
      categoryId: o.categoryId ?? null,
      serviceId: o.serviceId ?? null,
      duration: 3,
      price: 25000,
      link: o.link ?? 'https://example.com/work',
      description: 'وصف العمل',
      ...(o.createdAt ? { createdAt: o.createdAt } : {}),
    })
    .returning();
  if (o.images?.length) await db.insert(workImages).values(o.images.map((file) => ({ workId: row!.id, file })));
  return row!;
}

export async function makeProduct(
  db: Db,
  providerId: number,
  categoryId: number,
  o: {
    name?: string;
    approved?: boolean;
    previews?: string[];
    price?: number;
    priceAfterDiscount?: number | null;
    discountPercentage?: number;
  } = {},
) {
  const [row] = await db
    .insert(products)
    .values({
      providerId,
      categoryId,
      name: o.name ?? 'قالب عرض',
      description: 'منتج رقمي',
      price: Math.round((o.price ?? 50) * 100),
      discountPercentage: o.discountPercentage ?? 0,
      priceAfterDiscount:
        o.priceAfterDiscount === undefined || o.priceAfterDiscount === null ? null : Math.round(o.priceAfterDiscount * 100),
      isApproved: o.approved ?? true,
      downloadCount: 7,
      rateAvg: 420,
      searchName: normalizeArabic(o.name ?? 'قالب عرض'),
    })
    .returning();
  for (const file of o.previews ?? []) await db.insert(productFiles).values({ productId: row!.id, kind: 'preview', file });
  return row!;
}

export async function makeExperience(db: Db, nameAr: string, nameEn: string) {
  const [row] = await db.insert(experiences).values({ nameAr, nameEn }).returning();
  return row!;
}

export async function makeRangePrice(db: Db, fromSR: number, toSR: number) {
  const [row] = await db
    .insert(rangePrices)
    .values({ type: 'service', fromPrice: fromSR * 100, toPrice: toSR * 100 })
    .returning();
  return row!;
}

export async function rateProvider(db: Db, userId: number, providerId: number, value: number, comment: string, createdAt: Date) {
  const [row] = await db
    .insert(rates)
    .values({ raterRole: 'user', raterId: userId, targetType: 'provider', targetId: providerId, value, comment, createdAt })
    .returning();
  return row!;
}

export function imageForm(
  fields: Record<string, string>,
  files: { name: string; buffer: Buffer; type?: string; field?: string }[] = [],
): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const [i, f] of files.entries()) fd.append(f.field ?? `images[${i}]`, new Blob([f.buffer], { type: f.type ?? 'image/png' }), f.name);
  return fd;
}
