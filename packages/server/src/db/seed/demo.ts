/**
 * seedDemo: a believable bilingual catalogue and the demo accounts, written only when the
 * catalogue is empty (first start), in one transaction so a failure leaves nothing half
 * seeded. Images are drawn at seed time (artwork.ts) and saved through the storage driver.
 */
import { hash } from '@node-rs/argon2';
import { asc, count } from 'drizzle-orm';
import type { Storage } from '../../modules/storage/storage';
import type { Db } from '../client';
import {
  categories,
  cities,
  experiences,
  features,
  partners,
  productFeatures,
  productFiles,
  products,
  providerServiceImages,
  providerServices,
  providers,
  rates,
  services,
  sliders,
  socials,
  users,
  workImages,
  works,
} from '../schema';
import { avatarPng } from './art/avatars';
import { coverPng, mockupPng } from './art/covers';
import { bannerPng, categoryTilePng, partnerLogoPng } from './art/home';
import { socialPng } from './art/icons';
import { variantOf } from './art/palette';
import { productPdf } from './art/pdf';
import type { SeedContext } from './base';
import {
  CATEGORIES,
  CUSTOMERS,
  DEMO_COUNTRY_CODE,
  DEMO_PASSWORD,
  PARTNERS,
  PRODUCTS,
  PROVIDERS,
  RATERS_FROM,
  SOCIALS,
  type SubServiceSeed,
} from './demo-data';
import { seedAdminDemo } from './admin-demo';
import { seedDemoOrders } from './demo-orders';
import { seedStoreDemo } from './store-demo';
import { uploadPdf, uploadPng } from './upload';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const halalas = (sr: number) => Math.round(sr * 100);

/** Average of star values as stored (×100, rounded). */
const rateAvg = (values: number[]) => (values.length ? Math.round((values.reduce((a, b) => a + b, 0) * 100) / values.length) : 0);

const COMMENTS = ['عمل رائع وتعامل راقٍ', 'ممتاز وسريع في التسليم', 'جيد جداً، أنصح به', 'Great quality, thank you!', ''];

export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const [c] = await db.select({ n: count() }).from(categories);
  const [p] = await db.select({ n: count() }).from(products);
  return (c?.n ?? 0) === 0 && (p?.n ?? 0) === 0;
}

export async function seedDemo(ctx: SeedContext): Promise<void> {
  if (!(await isCatalogueEmpty(ctx.db))) return;
  // One hash for every demo account: they share the documented password.
  const passwordHash = await hash(DEMO_PASSWORD);
  await ctx.db.transaction(async (tx) => {
    await writeDemo(tx, ctx.storage, passwordHash);
  });
}

async function writeDemo(tx: Tx, storage: Storage, passwordHash: string) {
  const now = new Date();

  // Categories and sub-services.
  const categoryIds = new Map<string, number>();
  const serviceIds = new Map<string, number>();
  const subServices = new Map<string, SubServiceSeed>();
  for (const [i, cat] of CATEGORIES.entries()) {
    const image = await uploadPng(storage, 'categories', categoryTilePng(cat.icon, i), `${cat.key}.png`);
    const [row] = await tx
      .insert(categories)
      .values({ type: cat.type, nameAr: cat.ar, nameEn: cat.en, image, sort: i })
      .returning({ id: categories.id });
    categoryIds.set(cat.key, row!.id);
    if (!cat.services.length) continue;
    const rows = await tx
      .insert(services)
      .values(cat.services.map((s, sort) => ({ categoryId: row!.id, nameAr: s.ar, nameEn: s.en, sort })))
      .returning({ id: services.id });
    cat.services.forEach((s, k) => {
      serviceIds.set(`${cat.key}.${s.key}`, rows[k]!.id);
      subServices.set(`${cat.key}.${s.key}`, s);
    });
  }
  const category = (key: string) => {
    const id = categoryIds.get(key);
    if (!id) throw new Error(`seed: unknown category ${key}`);
    return id;
  };
  const service = (cat: string, key: string) => {
    const id = serviceIds.get(`${cat}.${key}`);
    if (!id) throw new Error(`seed: unknown service ${cat}.${key}`);
    return id;
  };

  // Home page content.
  for (let i = 0; i < 3; i++) await tx.insert(sliders).values({ image: await uploadPng(storage, 'sliders', bannerPng(i)), sort: i });
  for (const [i, p] of PARTNERS.entries())
    await tx.insert(partners).values({ name: p.ar, image: await uploadPng(storage, 'partners', partnerLogoPng(p, i)), sort: i });
  for (const [i, s] of SOCIALS.entries())
    await tx.insert(socials).values({ name: s.name, link: s.link, icon: await uploadPng(storage, 'socials', socialPng(s.kind)), sort: i });

  // Reference ids from seedBase, in their display order.
  const cityIds = (await tx.select({ id: cities.id }).from(cities).orderBy(asc(cities.sort), asc(cities.id))).map((r) => r.id);
  const experienceIds = (await tx.select({ id: experiences.id }).from(experiences).orderBy(asc(experiences.sort), asc(experiences.id))).map(
    (r) => r.id,
  );
  const featureIds = (await tx.select({ id: features.id }).from(features).orderBy(asc(features.id))).map((r) => r.id);

  // Customers.
  const customerIds: number[] = [];
  for (const c of CUSTOMERS) {
    const [row] = await tx
      .insert(users)
      .values({ userName: c.name, email: c.email, countryCode: DEMO_COUNTRY_CODE, phone: c.phone, passwordHash, isActive: true })
      .returning({ id: users.id });
    customerIds.push(row!.id);
  }
  const raters = customerIds.slice(RATERS_FROM);

  // Providers, their services (a cover and a mockup each, titled in the provider's language) and works.
  const providerIds = new Map<string, number>();
  for (const [i, p] of PROVIDERS.entries()) {
    const [row] = await tx
      .insert(providers)
      .values({
        name: p.name,
        email: p.email,
        countryCode: DEMO_COUNTRY_CODE,
        phone: p.phone,
        passwordHash,
        image: await uploadPng(storage, 'providers', avatarPng(p.key, p.avatar), 'avatar.png'),
        cityId: cityIds[p.city % cityIds.length] ?? null,
        sectionId: p.section,
        isActive: true,
        isApproved: p.approved,
        approvedAt: p.approved ? now : null,
        cv: p.cv,
        experienceId: experienceIds[p.experience] ?? null,
        rateAvg: rateAvg(p.ratings),
        rateCount: p.ratings.length,
      })
      .returning({ id: providers.id });
    const providerId = row!.id;
    providerIds.set(p.key, providerId);

    for (const [cat, svc, price, duration, description] of p.services) {
      const sub = subServices.get(`${cat}.${svc}`)!;
      const title = p.lang === 'en' ? sub.en : sub.ar;
      const [ps] = await tx
        .insert(providerServices)
        .values({
          providerId,
          categoryId: category(cat),
          serviceId: service(cat, svc),
          price: halalas(price),
          duration,
          description,
        })
        .returning({ id: providerServices.id });
      const v = variantOf(`${p.key}.${cat}.${svc}`);
      const pictures = [
        coverPng({ title, tagline: description, icon: sub.icon, variant: v }),
        mockupPng(sub.scene, v + 1, sub.scene === 'logo' ? p.name : title, p.name),
      ];
      for (const [n, png] of pictures.entries()) {
        const originalName = `${svc}-${n + 1}.png`;
        const file = await uploadPng(storage, 'provider-services', png, originalName);
        await tx.insert(providerServiceImages).values({ providerServiceId: ps!.id, file, originalName });
      }
    }

    for (const [k, w] of p.works.entries()) {
      const [work] = await tx
        .insert(works)
        .values({
          providerId,
          name: w.name,
          categoryId: category(w.category),
          serviceId: service(w.category, w.service),
          duration: w.duration,
          price: halalas(w.price),
          link: w.link,
          description: w.description,
        })
        .returning({ id: works.id });
      for (const [n, kind] of w.scenes.entries()) {
        const file = await uploadPng(storage, 'works', mockupPng(kind, variantOf(`${p.key}.work.${k}.${n}`), w.name, p.name));
        await tx.insert(workImages).values({ workId: work!.id, file, originalName: `work-${n + 1}.png` });
      }
    }

    for (const [k, value] of p.ratings.entries()) {
      await tx.insert(rates).values({
        raterRole: 'user',
        raterId: raters[k % raters.length]!,
        targetType: 'provider',
        targetId: providerId,
        value,
        comment: COMMENTS[(i + k) % COMMENTS.length]!,
      });
    }
  }

  // Store products: previews (at least one each), a PDF download, features, ratings.
  const expire = new Date(now.getTime() + 90 * 86_400_000).toISOString().slice(0, 10);
  let earlierPurchase: number | null = null;
  for (const [i, p] of PRODUCTS.entries()) {
    const providerId = providerIds.get(p.owner);
    if (!providerId) throw new Error(`seed: unknown product owner ${p.owner}`);
    const price = halalas(p.price);
    const [row] = await tx
      .insert(products)
      .values({
        providerId,
        categoryId: category(p.category),
        name: p.name,
        description: p.description,
        price,
        discountPercentage: p.discount,
        priceAfterDiscount: p.discount ? Math.round((price * (100 - p.discount)) / 100) : null,
        discountExpire: p.discount ? expire : null,
        isApproved: p.approved,
        downloadCount: Math.round(p.sales * 1.4),
        salesCount: p.sales,
        rateAvg: rateAvg(p.ratings),
        rateCount: p.ratings.length,
      })
      .returning({ id: products.id });
    const productId = row!.id;
    // The demo customer bought one product of another store earlier (files page, invoice).
    if (earlierPurchase === null && p.approved && p.owner !== 'khalid') earlierPurchase = productId;
    const files: (typeof productFiles.$inferInsert)[] = [];
    const ownerName = PROVIDERS.find((o) => o.key === p.owner)!.name;
    const previews = p.scenes.map((kind, n) => mockupPng(kind, variantOf(`${p.name}.${n}`), p.name, ownerName));
    for (const [n, png] of previews.entries()) {
      const originalName = `preview-${n + 1}.png`;
      files.push({ productId, kind: 'preview', file: await uploadPng(storage, 'products', png, originalName), originalName });
    }
    // A small copy of the first preview on the PDF's first page (embedding is decoded in JS).
    const pdfCover = mockupPng(p.scenes[0]!, variantOf(`${p.name}.0`), p.name, ownerName, 400);
    const pdf = await productPdf({ title: p.name, cover: pdfCover });
    files.push({
      productId,
      kind: 'download',
      file: await uploadPdf(storage, 'product-files', pdf, `${p.name}.pdf`),
      originalName: `${p.name}.pdf`,
    });
    await tx.insert(productFiles).values(files);
    const featureRows = p.features.map((f) => featureIds[f]).filter((id): id is number => id !== undefined);
    if (featureRows.length) await tx.insert(productFeatures).values(featureRows.map((featureId) => ({ productId, featureId })));
    for (const [k, value] of p.ratings.entries()) {
      await tx.insert(rates).values({
        raterRole: 'user',
        raterId: raters[k % raters.length]!,
        targetType: 'product',
        targetId: productId,
        value,
        comment: COMMENTS[(i + k + 2) % COMMENTS.length]!,
      });
    }
  }

  await seedStoreDemo(tx, customerIds[0]!, earlierPurchase, now);

  // Orders in every state for the demo customer and the demo freelancer, so every screen has something to show.
  const saraId = providerIds.get('sara');
  const amalId = providerIds.get('amal');
  if (!saraId || !amalId || customerIds[0] === undefined) throw new Error('seed: demo order parties missing');
  await seedDemoOrders(tx, storage, {
    customerId: customerIds[0],
    providerId: saraId,
    otherProviderId: amalId,
    logoServiceId: service('design', 'logo'),
    socialServiceId: service('design', 'social'),
    identityServiceId: service('design', 'identity'),
  });
  // What the admin console has to handle: waiting approvals, a complaint, a settlement.
  await seedAdminDemo(
    tx,
    {
      customerId: customerIds[0],
      otherCustomerId: customerIds[1] ?? customerIds[0],
      saraId,
      amalId,
      serviceId: service('design', 'identity'),
    },
    now,
  );
}
