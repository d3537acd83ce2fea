/**
 * Works with their category/service names and images (in upload order), newest first: read
 * by the public profile (catalog) and by the provider's own works screens (provider).
 */
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, services, workImages, works } from '../../db/schema';
import type { WorkRow } from './catalog.dto';

export async function selectWorks(db: Db, providerId: number, id?: number): Promise<WorkRow[]> {
  const where: SQL | undefined = and(eq(works.providerId, providerId), id === undefined ? undefined : eq(works.id, id));
  const list = await db
    .select({
      id: works.id,
      name: works.name,
      link: works.link,
      duration: works.duration,
      price: works.price,
      description: works.description,
      categoryId: categories.id,
      categoryNameAr: categories.nameAr,
      categoryNameEn: categories.nameEn,
      serviceId: services.id,
      serviceNameAr: services.nameAr,
      serviceNameEn: services.nameEn,
    })
    .from(works)
    .leftJoin(categories, eq(categories.id, works.categoryId))
    .leftJoin(services, eq(services.id, works.serviceId))
    .where(where)
    .orderBy(desc(works.createdAt), desc(works.id));
  const ids = list.map((w) => w.id);
  const images = ids.length
    ? await db
        .select({ workId: workImages.workId, file: workImages.file })
        .from(workImages)
        .where(inArray(workImages.workId, ids))
        .orderBy(asc(workImages.id))
    : [];
  return list.map((w) => ({ ...w, images: images.filter((i) => i.workId === w.id).map((i) => i.file) }));
}
