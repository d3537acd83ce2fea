/**
 * GET /admin/exports/{orders|transactions|settlements}.csv (admin-exports.service.ts). Admin
 * token only (the route's `roles`, checked before the handler like every call).
 */
import { ADMIN_EXPORTS, adminExportPath, adminExportQuery } from '@souq/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ExportQuery } from './admin-exports.service';
import type { Actor } from './admin.service';

export function registerAdminExports(app: FastifyInstance, actor: (request: FastifyRequest) => Actor) {
  for (const kind of ADMIN_EXPORTS) {
    app.route({
      method: 'GET',
      url: adminExportPath(kind),
      schema: { querystring: adminExportQuery, hide: true },
      config: { roles: ['admin'] },
      handler: async (request, reply) => {
        const file = await app.services.adminExports.download(request.lang, actor(request), kind, request.query as ExportQuery);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .send(file.body);
      },
    });
  }
}
