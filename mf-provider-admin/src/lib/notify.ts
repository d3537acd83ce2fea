import { errorMessage } from '@souq/api-client';
import { toast } from '@souq/event-bus';
import type { TFunction } from 'i18next';

/** The server's localized msg (docs/product/README.md#messages-and-errors: a red toast with the server msg), else a generic text. */
export const notifyError = (err: unknown, t: TFunction) => toast.error(errorMessage(err, t('common.genericError')));

/** The server's msg when it sent one, else our own text. */
export const notifySuccess = (msg: string | undefined, fallback: string) => toast.success(msg || fallback);

/** Announces how `action` ended: the server's msg (else `done`) in a green toast, or its error in a red one. */
export const announce = (action: Promise<{ msg?: string }>, done: string, t: TFunction) =>
  action.then(
    (res) => notifySuccess(res.msg, done),
    (err) => notifyError(err, t),
  );
