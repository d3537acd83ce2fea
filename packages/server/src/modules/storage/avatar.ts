/**
 * A person's picture is never null (the existing client binds it to src unguarded): without a photo, the absolute URL of the
 * default avatar that plugins/default-assets.ts serves.
 */
import type { Storage } from './storage';

export const DEFAULT_AVATAR_PATH = '/defaults/avatar.png';

export const avatarUrl = (storage: Pick<Storage, 'url'>, file: string | null | undefined, baseUrl: string): string =>
  storage.url(file, baseUrl) ?? `${baseUrl}${DEFAULT_AVATAR_PATH}`;
