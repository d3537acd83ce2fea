/**
 * Bulk catalogue for benchmarks: `count` providers (Arabic names with the spelling
 * variants search must fold, ~95 % approved) and ~1.33 provider_services each over 20
 * services, written with INSERT … SELECT generate_series. search_name/search_text are the
 * same pieces normalized by normalizeArabic in TypeScript, so they equal what the app
 * writes (search_text = the offer's description, see serviceSearchText).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { normalizeArabic } from '../src/lib/arabic-normalize';

const TITLES = ['', '', '', 'مصممة جرافيك ', 'مطور ', 'مترجمة ', 'كاتب محتوى '];
const FIRST = [
  'أحمد',
  'محمد',
  'سارة',
  'نورة',
  'فاطمة',
  'عبدالله',
  'خالد',
  'مصطفى',
  'إبراهيم',
  'يوسف',
  'ريم',
  'هيفاء',
  'عائشة',
  'مريم',
  'فيصل',
  'سلمان',
  'تركي',
  'لمى',
  'جود',
  'رهف',
  'أسامة',
  'علي',
  'حسن',
  'ليلى',
  'منى',
  'هدى',
  'آمنة',
  'إسراء',
  'بسمة',
  'ضحى',
];
const LAST = [
  'العتيبي',
  'القحطاني',
  'الشهري',
  'الزهراني',
  'الغامدي',
  'الدوسري',
  'المطيري',
  'الحربي',
  'العنزي',
  'السبيعي',
  'الشمري',
  'البقمي',
  'الأحمدي',
  'المالكي',
  'الرشيدي',
  'الجهني',
  'السلمي',
  'العمري',
  'الخالدي',
  'الأنصاري',
];
const SERVICES: [string, string][] = [
  ['تصميم جرافيك', 'Graphic design'],
  ['تصميم شعارات', 'Logo design'],
  ['هوية بصرية', 'Brand identity'],
  ['موشن جرافيك', 'Motion graphics'],
  ['تطوير مواقع', 'Web development'],
  ['تطبيقات جوال', 'Mobile apps'],
  ['متاجر إلكترونية', 'Online stores'],
  ['ووردبريس', 'WordPress'],
  ['كتابة محتوى', 'Copywriting'],
  ['ترجمة', 'Translation'],
  ['تدقيق لغوي', 'Proofreading'],
  ['تسويق إلكتروني', 'Digital marketing'],
  ['إدارة حسابات التواصل', 'Social media management'],
  ['تحسين محركات البحث', 'SEO'],
  ['تعليق صوتي', 'Voice over'],
  ['مونتاج فيديو', 'Video editing'],
  ['تصوير منتجات', 'Product photography'],
  ['استشارات أعمال', 'Business consulting'],
  ['دراسات جدوى', 'Feasibility studies'],
  ['محاسبة', 'Accounting'],
];
const DESCRIPTIONS = [
  'خبرة طويلة في المجال وتسليم سريع',
  'جودة عالية وأسعار مناسبة',
  'تعديلات مجانية حتى الرضا',
  'أعمال لشركات ومتاجر سعودية',
  'Professional work with fast delivery',
];

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const arr = (xs: string[]) => `(array[${xs.map(lit).join(',')}]::text[])`;

export const progress = (msg: string) => process.stderr.write(`   … ${msg}\n`);

export async function seedCatalog(db: Db, count: number): Promise<{ serviceId: number }> {
  const t0 = performance.now();
  const run = async (q: string, label?: string) => {
    const r = await db.execute(sql.raw(q));
    if (label) progress(`${label} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    return r;
  };
  // Bulk load without the trigram indexes, then build them as migration 0002 defines them
  // (a build is much faster than 230 000 single-row GIN inserts).
  await run('drop index if exists providers_search_name_trgm');
  await run('drop index if exists provider_services_search_text_trgm');
  await run('drop index if exists providers_search_doc_trgm');
  await run('drop index if exists providers_service_ids_gin');
  const cats = ['تصميم', 'برمجة', 'كتابة وترجمة', 'تسويق وأعمال'];
  await run(
    `insert into categories (type, name_ar, name_en, sort) select 'service', c, c, o from unnest(${arr(cats)}) with ordinality as t(c, o)`,
  );
  const values = SERVICES.map(
    ([ar, en], i) => `((select id from categories order by id offset ${Math.floor(i / 5)} limit 1), ${lit(ar)}, ${lit(en)}, ${i})`,
  );
  await run(`insert into services (category_id, name_ar, name_en, sort) values ${values.join(',')}`);
  const n = (xs: string[]) => xs.map((x) => normalizeArabic(x));
  const T = TITLES.length,
    F = FIRST.length,
    L = LAST.length,
    S = SERVICES.length,
    D = DESCRIPTIONS.length;

  // Providers: ~95 % approved (by i % 19, independent of the services below, which go by
  // i % 20); names title + first + last (4 200 combinations); search_name the same pieces
  // normalized in TypeScript (normalizeArabic of the concatenation).
  await run(
    `
    insert into providers (name, country_code, phone, password_hash, is_active, is_approved, rate_avg, rate_count, search_name)
    select ${arr(TITLES)}[1 + i % ${T}] || ${arr(FIRST)}[1 + (i / ${T}) % ${F}] || ' ' || ${arr(LAST)}[1 + (i / ${T * F}) % ${L}],
           '+966', '5' || lpad(i::text, 8, '0'), 'x', true, i % 19 <> 0, (i * 37) % 501, i % 40,
           ltrim(${arr(n(TITLES))}[1 + i % ${T}] || ' ' || ${arr(n(FIRST))}[1 + (i / ${T}) % ${F}] || ' ' || ${arr(n(LAST))}[1 + (i / ${T * F}) % ${L}])
      from generate_series(1, ${count}) as i`,
    'providers',
  );
  // Each provider offers one service, every third a second one (≈133 000 provider_services).
  const svcIds = `(select array_agg(id order by id) from services)`;
  await run(
    `
    insert into provider_services (provider_id, category_id, service_id, price, duration, description, search_text)
    select p.id, s.category_id, s.id, 5000 + ((p.id * 131) % 200) * 500, 1 + p.id % 30,
           ${arr(DESCRIPTIONS)}[1 + p.id % ${D}],
           ${arr(n(DESCRIPTIONS))}[1 + p.id % ${D}]
      from providers p
      join services s on s.id = (${svcIds})[1 + p.id % ${S}]
    union all
    select p.id, s.category_id, s.id, 8000 + ((p.id * 71) % 100) * 1000, 2 + p.id % 20,
           ${arr(DESCRIPTIONS)}[1 + (p.id + 2) % ${D}],
           ${arr(n(DESCRIPTIONS))}[1 + (p.id + 2) % ${D}]
      from providers p
      join services s on s.id = (${svcIds})[1 + (p.id + 7) % ${S}]
     where p.id % 3 = 0`,
    'provider_services',
  );
  await run('create index providers_search_name_trgm on providers using gin (search_name gin_trgm_ops) with (fastupdate = off)');
  // Migration 0016's indexes (the triggers filled search_doc and service_ids during the load).
  await run('create index providers_search_doc_trgm on providers using gin (search_doc gin_trgm_ops) with (fastupdate = off)');
  await run('create index providers_service_ids_gin on providers using gin (service_ids) with (fastupdate = off)');
  await run(
    'create index provider_services_search_text_trgm on provider_services using gin (search_text gin_trgm_ops) with (fastupdate = off)',
    'trigram indexes',
  );
  await run('vacuum analyze', 'vacuum analyze');
  const res = (await db.execute(sql`select id from services order by id limit 1`)) as unknown as { rows: { id: number }[] };
  return { serviceId: Number(res.rows[0]!.id) };
}
