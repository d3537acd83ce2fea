/**
 * Public lookups: reference data, home page content and the public forms. Lists are
 * returned in display order; the forms store what was validated and nothing else.
 */
import { fail } from '../../lib/errors';
import type { Principal } from '../../lib/caller';
import type { Storage } from '../storage/storage';
import {
  aboutDto,
  categoryDto,
  countryDto,
  idNameDto,
  partnerDto,
  rangePriceDto,
  sectionDto,
  settingsDto,
  sliderDto,
  socialDto,
  subServiceDto,
} from './lookups.dto';
import type { LookupsRepository } from './lookups.repository';
import { productCard } from '../products/product-card.dto';
import type { complaintForm, contactForm, subscribeForm } from '@souq/contracts';
import type { z } from 'zod';
import type { DtoContext, RequestContext } from '../../lib/request-context';

type SubscribeForm = z.output<typeof subscribeForm>;
type ContactForm = z.output<typeof contactForm>;
type ComplaintForm = z.output<typeof complaintForm>;

export const BEST_SELLERS_LIMIT = 12;

export function createLookupsService(deps: { repo: LookupsRepository; storage: Storage; now: () => Date }) {
  const { repo } = deps;
  const dto = (rc: RequestContext): DtoContext => ({ ...rc, storage: deps.storage });

  return {
    settings: async (rc: RequestContext) => settingsDto(dto(rc), await repo.settings()),
    about: async (rc: RequestContext) => aboutDto(dto(rc), await repo.settings()),
    socials: async (rc: RequestContext) => (await repo.socials()).map((r) => socialDto(dto(rc), r)),
    sliders: async (rc: RequestContext) => (await repo.sliders()).map((r) => sliderDto(dto(rc), r)),
    partners: async (rc: RequestContext) => (await repo.partners()).map((r) => partnerDto(dto(rc), r)),
    /** Services (1) first, stores (2) second: the existing client reads them by index. */
    sections: async (rc: RequestContext) => (await repo.sections()).map((r) => sectionDto(dto(rc), r)),
    countries: async (rc: RequestContext) => (await repo.countries()).map((r) => countryDto(dto(rc), r)),
    cities: async (rc: RequestContext) => (await repo.cities()).map((r) => idNameDto(dto(rc), r)),
    features: async (rc: RequestContext) => (await repo.features()).map((r) => idNameDto(dto(rc), r)),
    experiences: async (rc: RequestContext) => (await repo.experiences()).map((r) => idNameDto(dto(rc), r)),
    rangePrices: async (type: string) => (await repo.rangePrices(type)).map(rangePriceDto),
    categories: async (rc: RequestContext, type: 'service' | 'store') => (await repo.categories(type)).map((r) => categoryDto(dto(rc), r)),

    /** Sub-services of a category; an unknown one fails with the list's shape kept. */
    async categoryServices(rc: RequestContext, categoryId: number | null) {
      const category = categoryId ? await repo.category(categoryId) : null;
      if (!category) throw fail('lookups.category_not_found', {}, { services: [] });
      const ctx = dto(rc);
      const name = categoryDto(ctx, category).name;
      return { services: (await repo.servicesOf(category.id)).map((s) => subServiceDto(ctx, s, name)) };
    },

    /**
     * Best sellers for the home page. The existing client calls it without a token, so
     * is_favorite is false; favourites do not exist yet for a signed-in user either.
     */
    async bestSellers(rc: RequestContext) {
      const now = deps.now();
      return (await repo.bestSellers(BEST_SELLERS_LIMIT)).map((p) => productCard(dto(rc), p, now));
    },

    async subscribe(form: SubscribeForm): Promise<void> {
      if (!(await repo.addSubscriber(form.email))) throw fail('lookups.already_subscribed');
    },

    /** A contact-us message: a guest's complaint of type `contact` (its own type in `reason`), read and answered in the admin's complaints. */
    async contact(form: ContactForm): Promise<void> {
      await repo.addComplaint({
        byRole: 'guest',
        byId: null,
        userName: form.name,
        countryCode: form.country_code,
        phone: form.phone,
        complaint: form.message,
        reason: form.type,
        type: 'contact',
      });
    },

    /** A general complaint; a signed-in customer or provider is recorded as its author. */
    async complaint(form: ComplaintForm, by: Principal | null): Promise<void> {
      const author = by && by.role !== 'admin' ? { byRole: by.role, byId: by.id } : { byRole: 'guest' as const, byId: null };
      await repo.addComplaint({
        ...author,
        userName: form.user_name,
        countryCode: form.country_code,
        phone: form.phone,
        complaint: form.complaint,
        reason: form.reason ?? null,
        type: 'complaint',
      });
    },
  };
}
export type LookupsService = ReturnType<typeof createLookupsService>;
