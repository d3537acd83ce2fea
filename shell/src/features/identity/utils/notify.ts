import type { TFunction } from 'i18next';
import { ApiError, errorMessage } from '@souq/api-client';
import { toast } from '@souq/event-bus';

/** Red toast with the server's msg; a local message when the server never answered. */
export function notifyError(err: unknown, t: TFunction) {
  const fallback = err instanceof ApiError ? t('identity:messages.genericError') : t('identity:messages.networkError');
  toast.error(errorMessage(err, fallback));
}

/** Green toast with the server's msg, or a local text when it sent none. */
export function notifySuccess(msg: string | undefined, fallback: string) {
  toast.success(msg || fallback);
}
