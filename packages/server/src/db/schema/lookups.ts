import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef } from './columns';

/** Key-value platform settings (footer texts, about, terms, open_settlement, tax and commission rates…). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const socials = pgTable('socials', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon').notNull(),
  link: text('link').notNull(),
  sort: integer('sort').notNull().default(0),
  nameAr: text('name_ar').notNull().default(''),
  nameEn: text('name_en').notNull().default(''),
  isHidden: boolean('is_hidden').notNull().default(false),
});

export const sliders = pgTable('sliders', {
  id: serial('id').primaryKey(),
  image: text('image').notNull(),
  sort: integer('sort').notNull().default(0),
  nameAr: text('name_ar').notNull().default(''),
  nameEn: text('name_en').notNull().default(''),
  isHidden: boolean('is_hidden').notNull().default(false),
  link: text('link'),
});

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().default(''),
  image: text('image').notNull(),
  sort: integer('sort').notNull().default(0),
  nameAr: text('name_ar').notNull().default(''),
  nameEn: text('name_en').notNull().default(''),
  isHidden: boolean('is_hidden').notNull().default(false),
});

/** 1 services (freelancers), 2 stores (store owners). */
export const appSections = pgTable('app_sections', {
  id: integer('id').primaryKey(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionAr: text('description_ar').notNull(),
  descriptionEn: text('description_en').notNull(),
});

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  code: text('code').notNull(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  image: text('image').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
  isHidden: boolean('is_hidden').notNull().default(false),
});

export const features = pgTable('features', {
  id: serial('id').primaryKey(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
  isHidden: boolean('is_hidden').notNull().default(false),
});

export const rangePrices = pgTable('range_prices', {
  id: serial('id').primaryKey(),
  type: text('type').notNull().default('service'),
  fromPrice: integer('from_price').notNull(),
  toPrice: integer('to_price').notNull(),
  sort: integer('sort').notNull().default(0),
  nameAr: text('name_ar').notNull().default(''),
  nameEn: text('name_en').notNull().default(''),
  isHidden: boolean('is_hidden').notNull().default(false),
});

export const experiences = pgTable('experiences', {
  id: serial('id').primaryKey(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
  isHidden: boolean('is_hidden').notNull().default(false),
});

/** Main categories: type 'service' (freelance services) or 'store' (digital stores). */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: ['service', 'store'] }).notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    image: text('image'),
    sort: integer('sort').notNull().default(0),
    isHidden: boolean('is_hidden').notNull().default(false),
  },
  (t) => [index('categories_type_idx').on(t.type, t.sort)],
);

/** Sub-services of a service category. */
export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    categoryId: requiredRef('category_id', () => categories.id),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    sort: integer('sort').notNull().default(0),
    isHidden: boolean('is_hidden').notNull().default(false),
  },
  (t) => [index('services_category_idx').on(t.categoryId)],
);

export const subscribers = pgTable('subscribers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  createdAt: createdAt(),
});
