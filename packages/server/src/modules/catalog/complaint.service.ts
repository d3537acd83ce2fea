/**
 * POST /user/provider/complaint. A customer complains about a provider (provider_id) or
 * one of their own requests (request_service_id); a provider — the existing client calls
 * this user path with the provider token (docs/legacy-client.md#ec-6-8) — complains about a
 * request that concerns them: addressed to them, or open in a service they offer.
 * Another user's request is answered as "not found", never revealed. A customer may also
 * complain about one of their own paid store orders (product_order_id): someone else's,
 * a missing or an unpaid one is refused and nothing is stored.
 */
import { fail } from '../../lib/errors';
import type { UploadedFile } from '../../lib/uploaded-file';
import type { Storage } from '../storage/storage';
import type { ComplaintRepository } from './complaint.repository';
import { checkImages, removeFiles, saveImages } from '../storage/image-uploads';

export interface ComplaintInput {
  reason: string;
  complaint: string;
  phone?: string;
  countryCode?: string;
  type?: string;
  providerId?: number;
  requestServiceId?: number;
  productOrderId?: number;
  images: UploadedFile[];
}

export interface ComplaintDeps {
  repo: ComplaintRepository;
  providerExists: (id: number) => Promise<boolean>;
  storage: Storage;
  maxUploadBytes: number;
  now: () => Date;
}

export function createComplaintService(deps: ComplaintDeps) {
  const { repo } = deps;
  return {
    async fileComplaint(principal: { role: 'user' | 'provider'; id: number }, input: ComplaintInput): Promise<void> {
      let providerId: number | null = null;
      let requestServiceId: number | null = null;
      let productOrderId: number | null = null;

      if (principal.role === 'provider') {
        if (input.requestServiceId === undefined) throw fail('catalog.complaint_provider_needs_request');
        const req = await repo.findRequest(input.requestServiceId);
        const concerns =
          !!req &&
          (req.providerId === principal.id ||
            (req.type === 'for_all' &&
              req.providerId === null &&
              req.status === 1 &&
              (await repo.providerOffers(principal.id, req.serviceId))));
        if (!concerns) throw fail('catalog.request_not_found');
        requestServiceId = req.id;
        providerId = principal.id;
      } else {
        if (input.providerId === undefined && input.requestServiceId === undefined && input.productOrderId === undefined)
          throw fail('catalog.complaint_target_required');
        if (input.productOrderId !== undefined) {
          const order = await repo.findStoreOrder(input.productOrderId);
          if (!order || order.userId !== principal.id) throw fail('catalog.store_order_not_found');
          if (order.status !== 'paid') throw fail('catalog.store_order_not_paid');
          productOrderId = order.id;
        }
        if (input.requestServiceId !== undefined) {
          const req = await repo.findRequest(input.requestServiceId);
          if (!req || req.userId !== principal.id) throw fail('catalog.request_not_found');
          requestServiceId = req.id;
          providerId = req.providerId;
        }
        if (input.providerId !== undefined) {
          if (!(await deps.providerExists(input.providerId))) throw fail('catalog.provider_not_found');
          providerId = input.providerId;
        }
      }

      const images = await checkImages(input.images, deps.maxUploadBytes);
      const saved = await saveImages(deps.storage, 'complaints', images);
      try {
        await repo.insert({
          byRole: principal.role,
          byId: principal.id,
          countryCode: input.countryCode ?? null,
          phone: input.phone ?? null,
          reason: input.reason,
          complaint: input.complaint,
          type: input.type ?? 'complaint',
          providerId,
          requestServiceId,
          productOrderId,
          images: saved,
          createdAt: deps.now(),
        });
      } catch (err) {
        await removeFiles(deps.storage, saved);
        throw err;
      }
    },
  };
}

export type ComplaintService = ReturnType<typeof createComplaintService>;
