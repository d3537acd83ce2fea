/** The admin API of remote releases (/admin/releases): list, record, switch and roll back. */
import { admin as api } from '@souq/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedIn } from '../../lib/caller';
import { ok } from '../../lib/reply';
import { route } from '../../lib/route';

export function registerReleases(app: FastifyInstance) {
  const s = app.services.releases;
  const actor = (request: FastifyRequest) => ({ adminId: signedIn(request).id, ip: request.ip });
  route(app, api.releases, async (request) => ok(request, await s.list()));
  route(app, api.registerRelease, async (request) =>
    ok(request, await s.register(actor(request as FastifyRequest), request.body), 'release.registered'),
  );
  route(app, api.activateRelease, async (request) =>
    ok(request, await s.activate(actor(request as FastifyRequest), request.body.remote, request.body.version), 'release.activated'),
  );
  route(app, api.rollbackRelease, async (request) =>
    ok(request, await s.rollback(actor(request as FastifyRequest), request.body.remote), 'release.rolled_back'),
  );
}
