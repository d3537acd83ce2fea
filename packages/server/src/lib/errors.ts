/**
 * Typed domain errors. Services throw them; one error handler turns them into the
 * `{ key, msg, data }` envelope (HTTP 200 for business outcomes, see docs/architecture.md#api-conventions).
 */
import type { MessageKey } from './i18n';

export type ErrorKey = 'fail' | 'unauthenticated';

export class DomainError extends Error {
  constructor(
    public readonly key: ErrorKey,
    /** A message key of the catalogue (src/messages.ts). */
    public readonly messageKey: MessageKey,
    public readonly params: Record<string, string | number> = {},
    /** Data to send with the failure (keeps list screens' success shape, see docs/legacy-client.md#ec-2). */
    public readonly data: unknown = null,
  ) {
    super(messageKey);
    this.name = 'DomainError';
  }
}

export const fail = (messageKey: MessageKey, params?: Record<string, string | number>, data?: unknown) =>
  new DomainError('fail', messageKey, params, data);

export const unauthenticated = () => new DomainError('unauthenticated', 'unauthenticated');
