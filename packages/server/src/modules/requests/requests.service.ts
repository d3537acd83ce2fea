/**
 * Service requests before an order exists (docs/architecture.md#service-request-states): a customer asks one provider
 * (direct: provider_id given, stage awaiting_provider) or every provider of the service
 * (for_all, stage waiting_offers). Both start at status 1 and notify the provider(s).
 *
 * Nothing is written on bad input: fields, service, provider and every image are checked
 * first; files are saved, then the request, its files and the notifications are inserted
 * in one transaction; saved files are removed if that fails.
 */
import { fail } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { toHalalas } from '../../lib/money';
import type { UploadedFile } from '../../lib/uploaded-file';
import { checkImages, removeFiles, saveImages } from '../storage/image-uploads';
import type { NotificationService, StoredNotification } from '../notifications/notification.service';
import { originalName, type Storage } from '../storage/storage';
import { providerRequestItem } from './requests.dto';
import type { RequestRepository } from './requests.repository';
import type { Lang } from '../../lib/i18n';
import '../catalog/catalog.messages';

/** Largest list the provider screens get in one answer (they do not paginate). */
export const PROVIDER_LIST_LIMIT = 100;

export interface StoreRequestInput {
  details: string;
  /** SR, as sent. */
  fromPrice?: number;
  toPrice?: number;
  duration?: number;
  serviceId: number;
  providerId?: number;
  images: UploadedFile[];
}

export interface RequestDeps {
  repo: RequestRepository;
  notifications: NotificationService;
  storage: Storage;
  maxUploadBytes: number;
  now: () => Date;
}

export function createRequestService(deps: RequestDeps) {
  const { repo } = deps;
  return {
    /** POST /user/request-service/store */
    async store(userId: number, input: StoreRequestInput): Promise<{ id: number; number: string; type: 'direct' | 'for_all' }> {
      const providerId = input.providerId ?? null;
      const direct = providerId !== null;
      // The existing client's direct form sends only `details`; an open request needs the
      // budget and the duration so providers can quote.
      if (!direct) {
        if (input.fromPrice === undefined) throw fail('validation.required', { field: 'fields.from_price' });
        if (input.toPrice === undefined) throw fail('validation.required', { field: 'fields.to_price' });
        if (input.duration === undefined) throw fail('validation.required', { field: 'fields.duration' });
      }
      if (input.fromPrice !== undefined && input.toPrice !== undefined && input.fromPrice > input.toPrice) {
        throw fail('requests.price_range_invalid');
      }
      const service = await repo.findServiceNames(input.serviceId);
      if (!service) throw fail('catalog.service_not_found');
      let offer: { price: number; duration: number } | null = null;
      if (providerId !== null) {
        if (!(await repo.findVisibleProvider(providerId))) throw fail('catalog.provider_not_found');
        offer = await repo.findProviderService(providerId, input.serviceId);
        if (!offer) throw fail('requests.provider_not_offering');
      }
      const images = await checkImages(input.images, deps.maxUploadBytes);
      const clientName = (await repo.findUserName(userId)) ?? '';

      const saved = await saveImages(deps.storage, 'requests', images);
      // Shown back under the name the customer gave each file, not the stored one.
      const attachments = saved.map((file, i) => ({ file, originalName: images[i] ? originalName(images[i].file) : '' }));
      let created: { id: number; number: string };
      let stored: StoredNotification[];
      try {
        ({ created, stored } = await repo.transaction(async (tx, txDb) => {
          const created = await tx.insert(
            {
              userId,
              providerId,
              serviceId: input.serviceId,
              type: direct ? 'direct' : 'for_all',
              details: input.details,
              fromPrice: input.fromPrice === undefined ? null : toHalalas(input.fromPrice),
              toPrice: input.toPrice === undefined ? null : toHalalas(input.toPrice),
              duration: input.duration ?? offer?.duration ?? null,
              // A direct request is for the provider's listed price; open requests get theirs from the chosen offer.
              price: offer?.price ?? null,
              stage: direct ? 'awaiting_provider' : 'waiting_offers',
              createdAt: deps.now(),
            },
            attachments,
          );
          const body = (lang: Lang) =>
            direct
              ? t(lang, 'requests.notify_direct', { number: created.number, client: clientName })
              : t(lang, 'requests.notify_for_all', { number: created.number, service: lang === 'en' ? service.nameEn : service.nameAr });
          const message = { type: 'request_service', body: { ar: body('ar'), en: body('en') }, requestServiceId: created.id };
          const stored =
            providerId !== null
              ? await deps.notifications.notifyProvider(providerId, message, txDb)
              : await deps.notifications.notifyServiceProviders(input.serviceId, message, txDb);
          return { created, stored };
        }));
      } catch (err) {
        await removeFiles(deps.storage, saved);
        throw err;
      }
      await deps.notifications.push(stored);
      return { ...created, type: direct ? 'direct' : 'for_all' };
    },

    /** POST /provider/request-services: status 1 = their new list; 2, 3, 4 = theirs with that status. */
    async providerList(lang: Lang, providerId: number, status: number) {
      const rows = await repo.listForProvider(providerId, status, PROVIDER_LIST_LIMIT);
      return rows.map((r) => providerRequestItem(lang, r));
    },

    /** POST /provider/request-services/counts */
    async providerCounts(providerId: number) {
      const c = await repo.countsForProvider(providerId);
      return { new: c[1], review: c[2], current: c[3], finished: c[4] };
    },
  };
}

export type RequestService = ReturnType<typeof createRequestService>;
