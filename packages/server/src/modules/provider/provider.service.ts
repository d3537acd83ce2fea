/**
 * The provider's back office (docs/legacy-client.md#ec-1-10, #ec-1-11): offered services,
 * works with images, CV and experience, bank account.
 *
 * Every call works on the caller's own rows only: another provider's id reads as "not
 * found" and changes nothing. Bad input changes nothing either: fields, service, category
 * and every image are checked first; files are saved, then rows written in one
 * transaction, and the saved files removed again if that fails. Removed rows' files are
 * removed from storage after the rows are gone.
 */
import type { BankAccount, ProviderCv, ProviderService, ProviderWork, workForm, workUpdateForm } from '@souq/contracts';
import type { z } from 'zod';
import { isUniqueViolation } from '../../lib/db-errors';
import { fail } from '../../lib/errors';
import { checkImages, MAX_IMAGES, removeFiles, saveImages } from '../storage/image-uploads';
import { toHalalas } from '../../lib/money';
import type { UploadedFile } from '../../lib/uploaded-file';
import { localized } from '../../lib/localized';
import type { DtoContext } from '../../lib/request-context';
import { externalLink, workDto } from '../catalog/catalog.dto';
import { searchName, serviceSearchText } from '../catalog/search-index';
import type { Storage } from '../storage/storage';
import { offerDto } from './provider.dto';
import type { BankWrite, ProviderRepository, WorkWrite } from './provider.repository';
import '../catalog/catalog.messages';

const SERVICE_FOLDER = 'provider-services';
const WORK_FOLDER = 'works';
/** Section 2: store owners sell products and offer no services or works (docs/product/provider-back-office.md#who-sees-what). */
const STORE_OWNER_SECTION = 2;

export interface ProviderDeps {
  repo: ProviderRepository;
  storage: Storage;
  maxUploadBytes: number;
  now: () => Date;
}

export interface OfferInput {
  category_id?: number;
  service_id: number;
  price: number;
  duration: number;
  description?: string;
  images: UploadedFile[];
}

export interface OfferUpdateInput {
  provider_service_id: number;
  price: number;
  duration: number;
  description?: string;
  images: UploadedFile[];
}

export interface BankInput {
  name: string;
  user_name: string;
  number: string;
  iban: string;
}

export function createProviderBackOffice(deps: ProviderDeps) {
  const { repo, storage } = deps;

  async function assertMayOffer(providerId: number): Promise<void> {
    if ((await repo.sectionOf(providerId)) === STORE_OWNER_SECTION) throw fail('provider.freelancers_only');
  }

  /** A sub-service of a service category; when a category is sent too it must be the service's. */
  async function checkService(serviceId: number, categoryId: number | undefined) {
    const service = await repo.service(serviceId);
    if (!service || service.type !== 'service') throw fail('catalog.service_not_found');
    if (categoryId !== undefined && categoryId !== service.categoryId) {
      if (!(await repo.serviceCategory(categoryId))) throw fail('provider.category_not_found');
      throw fail('provider.service_category_mismatch');
    }
    return service;
  }

  /** Checks new images against what the row already holds (at most MAX_IMAGES in all). */
  async function checkMoreImages(files: UploadedFile[], existing: number) {
    if (existing + files.length > MAX_IMAGES) throw fail('catalog.too_many_images', { max: MAX_IMAGES });
    return checkImages(files, deps.maxUploadBytes);
  }

  /** Saves checked images, runs the write, and removes the saved files if the write fails. */
  async function withSavedImages<T>(
    folder: string,
    images: Awaited<ReturnType<typeof checkImages>>,
    write: (files: string[]) => Promise<T>,
  ) {
    const saved = await saveImages(storage, folder, images);
    try {
      return await write(saved);
    } catch (err) {
      await removeFiles(storage, saved);
      throw err;
    }
  }

  async function offerOrFail(ctx: DtoContext, providerId: number, id: number): Promise<ProviderService> {
    const row = await repo.offer(providerId, id);
    if (!row) throw fail('provider.service_not_found');
    return offerDto(ctx, row);
  }

  async function workOrFail(ctx: DtoContext, providerId: number, id: number): Promise<ProviderWork> {
    const row = await repo.work(providerId, id);
    if (!row) throw fail('provider.work_not_found');
    return workDto(ctx, row);
  }

  /** Category and service of a work are optional, but must agree and be service categories. */
  async function workWrite(input: z.infer<typeof workForm>): Promise<WorkWrite> {
    let categoryId = input.category_id ?? null;
    let serviceId: number | null = null;
    if (input.service_id !== undefined) {
      const service = await checkService(input.service_id, input.category_id);
      serviceId = service.id;
      categoryId = service.categoryId;
    } else if (categoryId !== null && !(await repo.serviceCategory(categoryId))) {
      throw fail('provider.category_not_found');
    }
    const rawLink = input.link?.trim() ?? '';
    const link = externalLink(rawLink);
    if (rawLink && (!link || !URL.canParse(link))) throw fail('provider.link_invalid');
    return {
      name: input.name,
      categoryId,
      serviceId,
      duration: input.duration,
      price: toHalalas(input.price),
      link,
      description: input.description ?? '',
    };
  }

  async function cv(ctx: DtoContext, providerId: number): Promise<ProviderCv> {
    const row = await repo.cv(providerId);
    return {
      cv: row?.cv ?? '',
      experience: row && row.experienceId !== null ? { id: row.experienceId, name: localized(ctx.lang, row.nameAr, row.nameEn) } : null,
    };
  }

  const bankDto = (row: { bankName: string; holderName: string; accountNumber: string; iban: string }): BankAccount => ({
    bank_name: row.bankName,
    bank_username: row.holderName,
    bank_account: row.accountNumber,
    bank_iban: row.iban,
  });
  const bankWrite = (input: BankInput): BankWrite => ({
    bankName: input.name,
    holderName: input.user_name,
    accountNumber: input.number,
    iban: input.iban,
  });

  return {
    // ---- offered services -------------------------------------------------------------

    async services(ctx: DtoContext, providerId: number): Promise<ProviderService[]> {
      return (await repo.offers(providerId)).map((r) => offerDto(ctx, r));
    },

    showService: offerOrFail,

    /** A service is offered once; price and duration positive (the contract checks them). */
    async storeService(ctx: DtoContext, providerId: number, input: OfferInput): Promise<ProviderService> {
      await assertMayOffer(providerId);
      const service = await checkService(input.service_id, input.category_id);
      if (await repo.offersService(providerId, service.id)) throw fail('provider.service_already_offered');
      const images = await checkMoreImages(input.images, 0);
      const description = input.description ?? '';
      let id: number;
      try {
        id = await withSavedImages(SERVICE_FOLDER, images, (files) =>
          repo.transaction((tx) =>
            repo.insertOffer(
              tx,
              {
                providerId,
                categoryId: service.categoryId,
                serviceId: service.id,
                price: toHalalas(input.price),
                duration: input.duration,
                description,
                searchText: serviceSearchText(service.nameAr, service.nameEn, description),
              },
              files,
            ),
          ),
        );
      } catch (err) {
        // Two stores of the same service at once: the unique index keeps one.
        if (isUniqueViolation(err)) throw fail('provider.service_already_offered');
        throw err;
      }
      return offerOrFail(ctx, providerId, id);
    },

    /** Price, duration, description and more images; the service itself never changes. */
    async updateService(ctx: DtoContext, providerId: number, input: OfferUpdateInput): Promise<ProviderService> {
      const before = await repo.offer(providerId, input.provider_service_id);
      if (!before) throw fail('provider.service_not_found');
      const images = await checkMoreImages(input.images, before.images.length);
      const description = input.description ?? before.description;
      const updated = await withSavedImages(SERVICE_FOLDER, images, (files) =>
        repo.transaction((tx) =>
          repo.updateOffer(
            tx,
            providerId,
            before.id,
            {
              price: toHalalas(input.price),
              duration: input.duration,
              description,
              searchText: serviceSearchText(before.serviceNameAr ?? '', before.serviceNameEn ?? '', description),
            },
            files,
          ),
        ),
      );
      if (!updated) throw fail('provider.service_not_found');
      return offerOrFail(ctx, providerId, before.id);
    },

    async deleteService(providerId: number, id: number): Promise<void> {
      const files = await repo.deleteOffer(providerId, id);
      if (files === null) throw fail('provider.service_not_found');
      await removeFiles(storage, files);
    },

    async deleteServiceImage(providerId: number, id: number, image: string): Promise<void> {
      if (!(await repo.offer(providerId, id))) throw fail('provider.service_not_found');
      const file = await repo.deleteOfferImage(providerId, id, image);
      if (!file) throw fail('provider.image_not_found');
      await removeFiles(storage, [file]);
    },

    // ---- works ------------------------------------------------------------------------

    async works(ctx: DtoContext, providerId: number): Promise<ProviderWork[]> {
      return (await repo.works(providerId)).map((w) => workDto(ctx, w));
    },

    showWork: workOrFail,

    async storeWork(ctx: DtoContext, providerId: number, input: z.infer<typeof workForm>): Promise<ProviderWork> {
      await assertMayOffer(providerId);
      const write = await workWrite(input);
      const images = await checkMoreImages(input.images, 0);
      const id = await withSavedImages(WORK_FOLDER, images, (files) =>
        repo.transaction((tx) => repo.insertWork(tx, providerId, write, files)),
      );
      return workOrFail(ctx, providerId, id);
    },

    async updateWork(ctx: DtoContext, providerId: number, input: z.infer<typeof workUpdateForm>): Promise<ProviderWork> {
      const before = await repo.work(providerId, input.work_id);
      if (!before) throw fail('provider.work_not_found');
      const write = await workWrite(input);
      const images = await checkMoreImages(input.images, before.images.length);
      const updated = await withSavedImages(WORK_FOLDER, images, (files) =>
        repo.transaction((tx) => repo.updateWork(tx, providerId, before.id, write, files)),
      );
      if (!updated) throw fail('provider.work_not_found');
      return workOrFail(ctx, providerId, before.id);
    },

    async deleteWork(providerId: number, id: number): Promise<void> {
      const files = await repo.deleteWork(providerId, id);
      if (files === null) throw fail('provider.work_not_found');
      await removeFiles(storage, files);
    },

    async deleteWorkImage(providerId: number, id: number, image: string): Promise<void> {
      if (!(await repo.work(providerId, id))) throw fail('provider.work_not_found');
      const file = await repo.deleteWorkImage(providerId, id, image);
      if (!file) throw fail('provider.image_not_found');
      await removeFiles(storage, [file]);
    },

    // ---- CV ---------------------------------------------------------------------------

    cv,

    /** The CV text (may be blank) and, when sent, the experience level (an item of /provider/experiences). */
    async updateCv(ctx: DtoContext, providerId: number, input: { cv: string; experience_id?: number }): Promise<ProviderCv> {
      if (input.experience_id !== undefined && !(await repo.experience(input.experience_id))) {
        throw fail('catalog.experience_not_found');
      }
      await repo.setCv(providerId, input.cv, searchName(input.cv), input.experience_id);
      return cv(ctx, providerId);
    },

    // ---- bank account -----------------------------------------------------------------

    async bankAccount(providerId: number): Promise<BankAccount | null> {
      const row = await repo.bankAccount(providerId);
      return row ? bankDto(row) : null;
    },

    /** The first account; a second add is refused (the screen switches to update). */
    async addBankAccount(providerId: number, input: BankInput): Promise<BankAccount> {
      if (!(await repo.insertBankAccount(providerId, bankWrite(input)))) throw fail('provider.bank_exists');
      return bankDto(bankWrite(input));
    },

    async updateBankAccount(providerId: number, input: BankInput): Promise<BankAccount> {
      if (!(await repo.updateBankAccount(providerId, bankWrite(input), deps.now()))) throw fail('provider.bank_missing');
      return bankDto(bankWrite(input));
    },
  };
}

export type ProviderBackOffice = ReturnType<typeof createProviderBackOffice>;
