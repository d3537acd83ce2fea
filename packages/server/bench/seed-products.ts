/**
 * Bulk store for the products benchmark: `count` approved products (Arabic and English names
 * with the spelling variants search must fold) over 5 store categories, 1 000 store owners,
 * one preview image and two features each, written with INSERT … SELECT generate_series.
 * search_name is the name normalized by normalizeArabic in TypeScript (what the app writes).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { normalizeArabic } from '../src/lib/arabic-normalize';
import { progress } from './seed-catalog';

const KINDS = [
  'قالب عرض تقديمي',
  'كتاب إلكتروني',
  'حزمة أيقونات',
  'خط عربي',
  'سيرة ذاتية',
  'دورة تصميم',
  'جدول ميزانية',
  'قالب متجر',
  'Presentation template',
  'Icon pack',
  'Resume template',
  'Budget spreadsheet',
];
const TOPICS = ['للشركات', 'للمطاعم', 'للمدارس', 'للمصممين', 'للمبرمجين', 'احترافي', 'حديث', 'بسيط', 'ملون', 'رمضاني', 'pro', 'minimal'];
const CATEGORIES: [string, string][] = [
  ['قوالب', 'Templates'],
  ['كتب إلكترونية', 'E-books'],
  ['خطوط', 'Fonts'],
  ['دورات', 'Courses'],
  ['ملفات أعمال', 'Business files'],
];
const FEATURES: [string, string][] = [
  ['قابل للتعديل', 'Editable'],
  ['دعم فني', 'Support'],
  ['تحديثات مجانية', 'Free updates'],
  ['ملفات مصدرية', 'Source files'],
  ['استخدام تجاري', 'Commercial use'],
  ['عربي وإنجليزي', 'Arabic and English'],
  ['دقة عالية', 'High resolution'],
  ['شرح فيديو', 'Video guide'],
];
const OWNERS = 1000;

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const arr = (xs: string[]) => `(array[${xs.map(lit).join(',')}]::text[])`;

export async function seedProducts(db: Db, count: number): Promise<{ categoryId: number }> {
  const t0 = performance.now();
  const run = async (q: string, label?: string) => {
    const r = await db.execute(sql.raw(q));
    if (label) progress(`${label} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    return r;
  };
  await run('drop index if exists products_search_name_trgm');
  await run(
    `insert into categories (type, name_ar, name_en, sort)
     select 'store', a, e, o from unnest(${arr(CATEGORIES.map((c) => c[0]))}, ${arr(CATEGORIES.map((c) => c[1]))}) with ordinality as t(a, e, o)`,
  );
  await run(
    `insert into features (name_ar, name_en) select a, e from unnest(${arr(FEATURES.map((f) => f[0]))}, ${arr(FEATURES.map((f) => f[1]))}) as t(a, e)`,
  );
  await run(
    `insert into providers (name, country_code, phone, password_hash, section_id, is_active, is_approved, search_name)
     select 'متجر ' || i, '+966', '59' || lpad(i::text, 7, '0'), 'x', 2, true, true, 'متجر ' || i
       from generate_series(1, ${OWNERS}) as i`,
    'store owners',
  );
  const K = KINDS.length;
  const T = TOPICS.length;
  const C = CATEGORIES.length;
  const n = (xs: string[]) => xs.map((x) => normalizeArabic(x));
  // ~20 000 products per category; a third discounted (half of those expired), newest first by i.
  await run(
    `
    insert into products (provider_id, category_id, name, description, price, discount_percentage, price_after_discount,
                          discount_expire, is_approved, download_count, sales_count, rate_avg, rate_count, search_name, created_at)
    select (select min(id) from providers where section_id = 2) + i % ${OWNERS},
           (select array_agg(id order by id) from categories where type = 'store')[1 + i % ${C}],
           ${arr(KINDS)}[1 + (i / ${C}) % ${K}] || ' ' || ${arr(TOPICS)}[1 + (i / ${C * K}) % ${T}] || ' ' || i,
           'وصف المنتج ' || i,
           1000 + (i * 131) % 500 * 100,
           case when i % 3 = 0 then 20 else 0 end,
           case when i % 3 = 0 then (1000 + (i * 131) % 500 * 100) * 8 / 10 end,
           case when i % 3 = 0 then (current_date + (case when i % 2 = 0 then 30 else -30 end))::date end,
           true, (i * 17) % 300, (i * 7) % 120, (i * 37) % 501, i % 40,
           ${arr(n(KINDS))}[1 + (i / ${C}) % ${K}] || ' ' || ${arr(n(TOPICS))}[1 + (i / ${C * K}) % ${T}] || ' ' || i,
           now() - make_interval(secs => ${count} - i)
      from generate_series(1, ${count}) as i`,
    'products',
  );
  await run(
    `insert into product_files (product_id, kind, file, original_name) select id, 'preview', 'products/bench.png', 'preview.png' from products`,
    'previews',
  );
  await run(
    `insert into product_features (product_id, feature_id)
     select p.id, f.ids[1 + p.id % 8] from products p, (select array_agg(id order by id) as ids from features) f
     union
     select p.id, f.ids[1 + (p.id / 8) % 8] from products p, (select array_agg(id order by id) as ids from features) f`,
    'features',
  );
  await run(
    'create index products_search_name_trgm on products using gin (search_name gin_trgm_ops) with (fastupdate = off)',
    'trigram index',
  );
  await run('vacuum analyze', 'vacuum analyze');
  const res = (await db.execute(sql`select id from categories where type = 'store' order by id limit 1`)) as unknown as {
    rows: { id: number }[];
  };
  return { categoryId: Number(res.rows[0]!.id) };
}
