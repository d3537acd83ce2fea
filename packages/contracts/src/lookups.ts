/**
 * Public lookups (docs/product/catalogue.md#public-lookups; docs/legacy-client.md#ec-1-1, #ec-1-2, #ec-1-3) at the exact paths the
 * clients use, typos included (`/intor-sliders`, `/cotact-us`), and the public forms.
 */
import { z } from 'zod';
import { countryCodeSchema, DEFAULT_COUNTRY_CODE, emailSchema, endpoint, idName, idSchema, noData, optText, text } from './common';
import { productCardSchema } from './products';

// ---- responses ------------------------------------------------------------------------

/** Both languages are sent: the existing client picks `_ar`/`_en` itself (docs/legacy-client.md#ec-6-30). */
export const settingsSchema = z.object({
  footer_logo: z.string(),
  footer_description_ar: z.string(),
  footer_description_en: z.string(),
  google_play_link: z.string(),
  app_store_link: z.string(),
  about_content_ar: z.string(),
  about_content_en: z.string(),
  about_image: z.string(),
  terms_ar: z.string(),
  terms_en: z.string(),
  open_settlement: z.boolean(),
  /** Percent, e.g. 15. */
  tax_rate: z.number(),
  /** Percent, e.g. 10. */
  commission_rate: z.number(),
});
export type Settings = z.infer<typeof settingsSchema>;

export const socialSchema = z.object({ id: z.number().int(), name: z.string(), icon: z.string(), link: z.string() });
export const sliderSchema = z.object({ id: z.number().int(), image: z.string() });
export const partnerSchema = z.object({ id: z.number().int(), image: z.string(), name: z.string() });
/** Services (1) first, stores (2) second: the existing client reads them by index. */
export const sectionSchema = z.object({ id: z.number().int(), name: z.string(), description: z.string() });
export const countrySchema = z.object({
  id: z.number().int(),
  /** Dial code, e.g. +966: shown and sent back as country_code. */
  key: z.string(),
  name: z.string(),
  code: z.string(),
  /** Flag URL. */
  image: z.string(),
  label: z.string(),
});
export type Country = z.infer<typeof countrySchema>;
export const rangePriceSchema = z.object({ id: z.number().int(), from: z.number(), to: z.number() });
export const categorySchema = z.object({ id: z.number().int(), name: z.string(), image: z.string() });
export type Category = z.infer<typeof categorySchema>;

/** A service of a category. `category` is the category's name: the header builds /providersView/{id}/{category}/{name}. */
export const subServiceSchema = z.object({ id: z.number().int(), name: z.string(), category: z.string() });
export type SubService = z.infer<typeof subServiceSchema>;

// ---- requests --------------------------------------------------------------------------

/** Digits only (the server drops spaces and dashes and reads Arabic-Indic digits), 6–15 long. */
const contactPhone = z.string().regex(/^\d{6,15}$/, { error: 'validation.phone' });

export const rangePricesQuery = z.object({ type: z.string().trim().max(30).optional().catch(undefined) });
export const subscribeForm = z.object({ email: emailSchema });
export const contactForm = z.object({
  name: text(100),
  phone: contactPhone,
  country_code: countryCodeSchema.default(DEFAULT_COUNTRY_CODE),
  message: text(5000),
  type: z.string().max(30).default('complaint'),
});
export const complaintForm = z.object({
  user_name: text(100),
  phone: contactPhone,
  country_code: countryCodeSchema.default(DEFAULT_COUNTRY_CODE),
  complaint: text(5000),
  reason: optText(255),
});

// ---- endpoints ---------------------------------------------------------------------------

const get = <T extends z.ZodType>(path: string, response: T) => endpoint({ method: 'GET', path, response });

export const lookups = {
  settings: get('/settings', settingsSchema),
  /** One string in the request language (docs/legacy-client.md#ec-1-2). */
  about: get('/about', z.string()),
  socials: get('/socials', z.array(socialSchema)),
  sliders: get('/intor-sliders', z.array(sliderSchema)),
  partners: get('/partners', z.array(partnerSchema)),
  sections: get('/app/sections', z.array(sectionSchema)),
  countries: get('/countries/keys', z.array(countrySchema)),
  cities: get('/cities', z.array(idName)),
  features: get('/features', z.array(idName)),
  rangePrices: endpoint({ method: 'GET', path: '/range-prices', query: rangePricesQuery, response: z.array(rangePriceSchema) }),
  /** Customers and providers read the same list under two paths (docs/legacy-client.md#ec-6-9). */
  experiences: get('/experiences', z.array(idName)),
  providerExperiences: get('/provider/experiences', z.array(idName)),
  serviceCategories: get('/user/categories/service', z.array(categorySchema)),
  storeCategories: get('/user/categories/store', z.array(categorySchema)),
  categoryServices: endpoint({
    method: 'GET',
    path: '/user/categories/:id/services',
    params: z.object({ id: idSchema }),
    response: z.object({ services: z.array(subServiceSchema) }),
  }),
  bestSellers: get('/user/products/best-seller', z.array(productCardSchema)),
  subscribe: endpoint({ method: 'POST', path: '/subscribe', body: subscribeForm, response: noData }),
  contactUs: endpoint({ method: 'POST', path: '/cotact-us', body: contactForm, response: noData }),
  complaint: endpoint({ method: 'POST', path: '/complaint/store', body: complaintForm, response: noData }),
};
