/**
 * seedBase: the administrator and the reference data every install needs. Runs on every
 * start, so each step only adds what is missing and never overwrites what an
 * administrator changed (the admin password follows ADMIN_PASSWORD, see below).
 */
import { hash, verify } from '@node-rs/argon2';
import { count, eq } from 'drizzle-orm';
import type { Config } from '../../config/config';
import type { Storage } from '../../modules/storage/storage';
import type { Db } from '../client';
import { admins, appSections, cities, countries, experiences, features, rangePrices, settings } from '../schema';
import { aboutPng, footerLogoPng } from './art/home';
import { flagPng } from './art/icons';
import { APP_SECTIONS, CITIES, COUNTRIES, EXPERIENCES, FEATURES, RANGE_PRICES, SETTINGS } from './base-data';
import { uploadPng } from './upload';

export interface SeedContext {
  config: Config;
  db: Db;
  storage: Storage;
}

async function isEmpty(db: Db, table: typeof cities | typeof experiences | typeof features | typeof rangePrices): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

/** The administrator from ADMIN_EMAIL / ADMIN_PASSWORD; a changed password takes effect on restart. */
async function seedAdmin({ db, config }: SeedContext) {
  const email = config.admin.email.trim().toLowerCase();
  const [existing] = await db.select().from(admins).where(eq(admins.email, email)).limit(1);
  if (!existing) {
    await db
      .insert(admins)
      .values({ email, name: 'مدير المنصة', passwordHash: await hash(config.admin.password) })
      .onConflictDoNothing();
    return;
  }
  const same = await verify(existing.passwordHash, config.admin.password).catch(() => false);
  if (!same)
    await db
      .update(admins)
      .set({ passwordHash: await hash(config.admin.password) })
      .where(eq(admins.id, existing.id));
}

async function seedCountries({ db, storage }: SeedContext) {
  const present = new Set((await db.select({ key: countries.key }).from(countries)).map((r) => r.key));
  const missing = COUNTRIES.map((c, sort) => ({ ...c, sort })).filter((c) => !present.has(c.key));
  if (!missing.length) return;
  const rows = [];
  for (const c of missing) rows.push({ ...c, image: await uploadPng(storage, 'flags', flagPng(c.code), `${c.code}.png`) });
  await db.insert(countries).values(rows).onConflictDoNothing();
}

async function seedSettings({ db, storage }: SeedContext) {
  const present = new Set((await db.select({ key: settings.key }).from(settings)).map((r) => r.key));
  const rows = Object.entries(SETTINGS)
    .filter(([key]) => !present.has(key))
    .map(([key, value]) => ({ key, value }));
  if (!present.has('footer_logo'))
    rows.push({ key: 'footer_logo', value: await uploadPng(storage, 'settings', footerLogoPng(), 'souq-logo.png') });
  if (!present.has('about_image')) rows.push({ key: 'about_image', value: await uploadPng(storage, 'settings', aboutPng(), 'about.png') });
  if (rows.length) await db.insert(settings).values(rows).onConflictDoNothing();
}

export async function seedBase(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  await seedAdmin(ctx);
  await db
    .insert(appSections)
    .values([...APP_SECTIONS])
    .onConflictDoNothing();
  await seedCountries(ctx);
  if (await isEmpty(db, cities)) await db.insert(cities).values(CITIES.map(([nameAr, nameEn], sort) => ({ nameAr, nameEn, sort })));
  if (await isEmpty(db, experiences))
    await db.insert(experiences).values(EXPERIENCES.map(([nameAr, nameEn], sort) => ({ nameAr, nameEn, sort })));
  if (await isEmpty(db, features)) await db.insert(features).values(FEATURES.map(([nameAr, nameEn]) => ({ nameAr, nameEn })));
  if (await isEmpty(db, rangePrices)) {
    await db.insert(rangePrices).values(RANGE_PRICES.map(([fromPrice, toPrice]) => ({ type: 'service', fromPrice, toPrice })));
  }
  await seedSettings(ctx);
}
