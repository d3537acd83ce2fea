/** The four calls of every catalogue kind, from the contract's table (adminCatalogue). */
import { ADMIN_CATALOGUE_KINDS, type AdminCatalogueKind, adminCatalogue } from '@souq/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../lib/reply';
import { route } from '../../lib/route';
import type { Actor } from './admin.service';

export function registerAdminCatalogue(app: FastifyInstance, actor: (request: FastifyRequest) => Actor) {
  const s = app.services.adminCatalogue;
  const ctx = (request: FastifyRequest) => ({ lang: request.lang, baseUrl: request.baseUrl, storage: app.deps.storage });
  const register = <K extends AdminCatalogueKind>(kind: K) => {
    const e = adminCatalogue[kind];
    route(app, e.list, async (request) => ok(request, (await s.list(ctx(request as FastifyRequest), kind, request.query)) as never));
    route(app, e.create, async (request) =>
      ok(
        request,
        (await s.create(ctx(request as FastifyRequest), actor(request as FastifyRequest), kind, request.body as never)) as never,
        'admin.saved',
      ),
    );
    route(
      app,
      e.update,
      async (request) =>
        ok(
          request,
          (await s.update(
            ctx(request as FastifyRequest),
            actor(request as FastifyRequest),
            kind,
            request.params.id,
            request.body as never,
          )) as never,
          'admin.saved',
        ),
      { onInvalid: undefined },
    );
    route(
      app,
      e.remove,
      async (request) => {
        await s.remove(actor(request as FastifyRequest), kind, request.params.id);
        return ok(request, null, 'admin.deleted');
      },
      { onInvalid: { msg: 'admin.item_not_found' } },
    );
  };
  for (const kind of ADMIN_CATALOGUE_KINDS) register(kind);
}
