/**
 * Row → API shapes of the public lookups (docs/legacy-client.md#ec-1-1, #ec-1-2, #ec-1-3, #ec-5-5, #ec-5-12). Names
 * follow the request language; every image and link is an absolute URL.
 */
import type {
  appSections,
  categories,
  cities,
  countries,
  experiences,
  features,
  partners,
  rangePrices,
  services,
  sliders,
  socials,
} from '../../db/schema';
import { toSR } from '../../lib/money';
import { localized } from '../../lib/localized';
import { ratePercent, settingFlag } from '../settings/settings';
import type { DtoContext } from '../../lib/request-context';

const url = (ctx: DtoContext, file: string | null | undefined): string => ctx.storage.url(file, ctx.baseUrl) ?? '';

export interface SettingsDto {
  footer_logo: string;
  footer_description_ar: string;
  footer_description_en: string;
  google_play_link: string;
  app_store_link: string;
  about_content_ar: string;
  about_content_en: string;
  about_image: string;
  terms_ar: string;
  terms_en: string;
  open_settlement: boolean;
  /** Percent, e.g. 15. */
  tax_rate: number;
  /** Percent, e.g. 10. */
  commission_rate: number;
}

/** Both languages are sent: the existing client picks `_ar`/`_en` itself (docs/legacy-client.md#ec-6-30). */
export function settingsDto(ctx: DtoContext, s: Map<string, string>): SettingsDto {
  const str = (k: string) => s.get(k) ?? '';
  return {
    footer_logo: url(ctx, s.get('footer_logo')),
    footer_description_ar: str('footer_description_ar'),
    footer_description_en: str('footer_description_en'),
    google_play_link: str('google_play_link'),
    app_store_link: str('app_store_link'),
    about_content_ar: str('about_content_ar'),
    about_content_en: str('about_content_en'),
    about_image: url(ctx, s.get('about_image')),
    terms_ar: str('terms_ar'),
    terms_en: str('terms_en'),
    open_settlement: settingFlag(s.get('open_settlement')),
    tax_rate: ratePercent('tax_rate', s.get('tax_rate')),
    commission_rate: ratePercent('commission_rate', s.get('commission_rate')),
  };
}

/** `/about` answers one string in the request language (docs/legacy-client.md#ec-1-2). */
export const aboutDto = (ctx: DtoContext, s: Map<string, string>): string =>
  localized(ctx.lang, s.get('about_content_ar'), s.get('about_content_en'));

export const socialDto = (ctx: DtoContext, r: typeof socials.$inferSelect) => ({
  id: r.id,
  name: r.name,
  icon: url(ctx, r.icon),
  link: r.link,
});

export const sliderDto = (ctx: DtoContext, r: typeof sliders.$inferSelect) => ({ id: r.id, image: url(ctx, r.image) });

export const partnerDto = (ctx: DtoContext, r: typeof partners.$inferSelect) => ({ id: r.id, image: url(ctx, r.image), name: r.name });

export const sectionDto = (ctx: DtoContext, r: typeof appSections.$inferSelect) => ({
  id: r.id,
  name: localized(ctx.lang, r.nameAr, r.nameEn),
  description: localized(ctx.lang, r.descriptionAr, r.descriptionEn),
});

export function countryDto(ctx: DtoContext, r: typeof countries.$inferSelect) {
  const name = localized(ctx.lang, r.nameAr, r.nameEn);
  return { id: r.id, key: r.key, name, code: r.code, image: url(ctx, r.image), label: `${name} (${r.key})` };
}

type Named = typeof cities.$inferSelect | typeof features.$inferSelect | typeof experiences.$inferSelect;
export const idNameDto = (ctx: DtoContext, r: Named) => ({ id: r.id, name: localized(ctx.lang, r.nameAr, r.nameEn) });

export const rangePriceDto = (r: typeof rangePrices.$inferSelect) => ({ id: r.id, from: toSR(r.fromPrice), to: toSR(r.toPrice) });

export const categoryDto = (ctx: DtoContext, r: typeof categories.$inferSelect) => ({
  id: r.id,
  name: localized(ctx.lang, r.nameAr, r.nameEn),
  image: url(ctx, r.image),
});

/** `category` is the category's name: the header builds `/providersView/{id}/{category}/{name}` from it. */
export const subServiceDto = (ctx: DtoContext, r: typeof services.$inferSelect, categoryName: string) => ({
  id: r.id,
  name: localized(ctx.lang, r.nameAr, r.nameEn),
  category: categoryName,
});
