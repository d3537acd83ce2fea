import type { TFunction } from 'i18next';
import { ApiError, errorMessage } from '@souq/api-client';
import { toast } from '@souq/event-bus';

export function notifyError(err: unknown, t: TFunction) {
  toast.error(errorMessage(err, err instanceof ApiError ? t('static:messages.genericError') : t('static:messages.networkError')));
}

/**
 * Admin-entered texts (about, terms) may be HTML. They are shown as plain text, so
 * nothing the server stores can run in the page; block tags become line breaks.
 */
export function toPlainText(value: string | null | undefined): string {
  const text = String(value ?? '');
  if (!/<[a-z!/]/i.test(text) || typeof DOMParser === 'undefined') return text.trim();
  const withBreaks = text.replace(/<\s*(br|\/p|\/div|\/li|\/h[1-6])\s*\/?>/gi, '$&\n');
  const doc = new DOMParser().parseFromString(withBreaks, 'text/html');
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}
