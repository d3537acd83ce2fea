/**
 * Images the API links to when a record has none (the default avatar), served from
 * packages/server/assets so they exist on every install, before any upload.
 */
import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_AVATAR_PATH } from '../modules/storage/avatar';

const ASSETS = new URL('../../assets/', import.meta.url);

const defaultAssets: FastifyPluginAsync = async (app) => {
  const avatar = await readFile(new URL('default-avatar.png', ASSETS));
  app.get(DEFAULT_AVATAR_PATH, async (_request, reply) =>
    reply.type('image/png').header('cache-control', 'public, max-age=86400').send(avatar),
  );
};

export default defaultAssets;
