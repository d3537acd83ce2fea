/**
 * The provider's back office calls (contracts `provider`): offered services, works, CV,
 * bank account. Provider token required (roles in the contract); every call is scoped to
 * the caller. Thin handlers: service → ok().
 */
import { provider as api } from '@souq/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../lib/reply';
import { route } from '../../lib/route';
import { signedIn } from '../../lib/caller';
import type { DtoContext } from '../../lib/request-context';

export default async function providerModule(app: FastifyInstance) {
  const { backOffice: svc } = app.services;
  const ctx = (request: Pick<FastifyRequest, 'lang' | 'baseUrl'>): DtoContext => ({
    lang: request.lang,
    baseUrl: request.baseUrl,
    storage: app.deps.storage,
  });
  const me = (request: FastifyRequest) => signedIn(request).id;

  // ---- offered services -----------------------------------------------------------------
  route(app, api.services, async (request) => ok(request, await svc.services(ctx(request), me(request))));
  route(app, api.serviceShow, async (request) =>
    ok(request, await svc.showService(ctx(request), me(request), request.body.provider_service_id)),
  );
  route(app, api.serviceStore, async (request) =>
    ok(request, await svc.storeService(ctx(request), me(request), request.body), 'provider.service_added'),
  );
  route(app, api.serviceUpdate, async (request) =>
    ok(request, await svc.updateService(ctx(request), me(request), request.body), 'provider.service_updated'),
  );
  route(app, api.serviceDelete, async (request) => {
    await svc.deleteService(me(request), request.body.provider_service_id);
    return ok(request, null, 'provider.service_deleted');
  });
  route(app, api.serviceImageDelete, async (request) => {
    await svc.deleteServiceImage(me(request), request.body.provider_service_id, request.body.image);
    return ok(request, null, 'provider.image_deleted');
  });

  // ---- works ------------------------------------------------------------------------------
  route(app, api.works, async (request) => ok(request, await svc.works(ctx(request), me(request))));
  route(app, api.workShow, async (request) => ok(request, await svc.showWork(ctx(request), me(request), request.body.work_id)));
  route(app, api.workStore, async (request) =>
    ok(request, await svc.storeWork(ctx(request), me(request), request.body), 'provider.work_added'),
  );
  route(app, api.workUpdate, async (request) =>
    ok(request, await svc.updateWork(ctx(request), me(request), request.body), 'provider.work_updated'),
  );
  route(app, api.workDestroy, async (request) => {
    await svc.deleteWork(me(request), request.body.work_id);
    return ok(request, null, 'provider.work_deleted');
  });
  route(app, api.workImageDelete, async (request) => {
    await svc.deleteWorkImage(me(request), request.body.work_id, request.body.image);
    return ok(request, null, 'provider.image_deleted');
  });

  // ---- CV -----------------------------------------------------------------------------------
  route(app, api.cv, async (request) => ok(request, await svc.cv(ctx(request), me(request))));
  route(app, api.cvUpdate, async (request) =>
    ok(request, await svc.updateCv(ctx(request), me(request), request.body), 'provider.cv_updated'),
  );

  // ---- bank account -------------------------------------------------------------------------
  route(app, api.bankAccount, async (request) => ok(request, await svc.bankAccount(me(request))));
  route(app, api.bankAccountAdd, async (request) =>
    ok(request, await svc.addBankAccount(me(request), request.body), 'provider.bank_added'),
  );
  route(app, api.bankAccountUpdate, async (request) =>
    ok(request, await svc.updateBankAccount(me(request), request.body), 'provider.bank_updated'),
  );
}
