import type { CityRef, ProviderPendingApproval, ProviderProfile, ProviderSession, SectionRef } from '@souq/contracts';
import { t, type Lang } from '../../lib/i18n';
import { avatarUrl } from '../storage/avatar';
import type { ProviderProfileRow } from './provider-account.repository';
import type { DtoContext } from '../../lib/request-context';

const pick = (lang: Lang, n: { nameAr: string; nameEn: string }) => (lang === 'en' ? n.nameEn : n.nameAr);

/** Always an object: the existing client reads section.id unguarded (docs/legacy-client.md#ec-6-23). */
export const toSectionRef = (row: ProviderProfileRow, lang: Lang): SectionRef =>
  row.section ? { id: row.section.id, name: pick(lang, row.section) } : { id: null, name: t(lang, 'identity.section_both') };

/** Always an object: the edit screen reads city at save time (docs/legacy-client.md#ec-5-7). */
export const toCityRef = (row: ProviderProfileRow, lang: Lang): CityRef =>
  row.city ? { id: row.city.id, name: pick(lang, row.city) } : { id: null, name: '' };

export const toProviderProfile = (row: ProviderProfileRow, ctx: DtoContext): ProviderProfile => ({
  id: row.provider.id,
  name: row.provider.name,
  phone: row.provider.phone,
  email: row.provider.email ?? '',
  country_code: row.provider.countryCode,
  image: avatarUrl(ctx.storage, row.provider.image, ctx.baseUrl),
  city: toCityRef(row, ctx.lang),
  section: toSectionRef(row, ctx.lang),
});

export const toProviderSession = (row: ProviderProfileRow, token: string, ctx: DtoContext): ProviderSession => ({
  token,
  ...toProviderProfile(row, ctx),
});

export const toProviderPendingApproval = (row: ProviderProfileRow, lang: Lang): ProviderPendingApproval => ({
  id: row.provider.id,
  name: row.provider.name,
  section: toSectionRef(row, lang),
  is_approved: false,
});
