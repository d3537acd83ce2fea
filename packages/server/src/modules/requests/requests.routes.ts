/**
 * Service request calls: POST /user/request-service/store (customers), and the provider's
 * POST /provider/request-services (+ /counts) lists. The customer's own order list and
 * order details come with the orders issue.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../lib/errors';
import { asciiDigits, blankToUndefined, id, optId, optNumber, text } from '../../lib/form';
import { ok } from '../../lib/reply';
import { validate } from '../../lib/validate';
import { requireRole } from '../../plugins/auth';
import { imageFiles } from '../catalog/image-uploads';
import { createNotificationService } from '../notifications/notification.service';
import { createRequestRepository } from './requests.repository';
import { createRequestService } from './requests.service';

const price = () => optNumber(z.number().min(0).max(10_000_000));

const StoreBody = z.object({
  details: text(5000),
  from_price: price(),
  to_price: price(),
  duration: optNumber(z.number().min(1).max(3650).refine(Number.isInteger, { message: 'validation.integer' })),
  service_id: id(),
  provider_id: optId(),
  images: imageFiles(),
});

const ListBody = z.object({
  status: z.preprocess((v) => {
    const b = blankToUndefined(v);
    return b === undefined ? 1 : Number(asciiDigits(String(b)));
  }, z.number().int().min(1).max(4)),
});

export default async function requestsModule(app: FastifyInstance) {
  // Stored notifications are pushed live through the realtime module's hook (app.deps.push).
  const notifications = createNotificationService({ db: app.deps.db, now: app.deps.now, push: app.deps.push, log: app.log });
  const requests = createRequestService({
    repo: createRequestRepository(app.deps.db),
    notifications,
    storage: app.deps.storage,
    maxUploadBytes: app.deps.config.maxUploadBytes,
    now: app.deps.now,
  });

  app.post('/user/request-service/store', async (request) => {
    const user = requireRole(request, 'user');
    const input = validate(StoreBody, request.body);
    const created = await requests.store(user.id, {
      details: input.details,
      fromPrice: input.from_price,
      toPrice: input.to_price,
      duration: input.duration,
      serviceId: input.service_id,
      providerId: input.provider_id,
      images: input.images,
    });
    return ok(request, created, 'requests.created');
  });

  app.post('/provider/request-services', async (request) => {
    const provider = requireRole(request, 'provider');
    let input: z.output<typeof ListBody>;
    try {
      input = validate(ListBody, request.body);
    } catch (err) {
      // The home widget reads data.data as an array without a key check.
      if (err instanceof DomainError) throw new DomainError(err.key, 'requests.invalid_status', {}, []);
      throw err;
    }
    return ok(request, await requests.providerList(request.lang, provider.id, input.status));
  });

  app.post('/provider/request-services/counts', async (request) => {
    const provider = requireRole(request, 'provider');
    return ok(request, await requests.providerCounts(provider.id));
  });
}
