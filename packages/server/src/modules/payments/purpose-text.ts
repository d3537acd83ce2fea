/** What a payment is for, in words (the gateway page and the invoice's description). */
import { hasMessage, type Lang, t } from '../../lib/i18n';

export const purposeText = (lang: Lang, purpose: string) => {
  const key = `payments.purpose.${purpose}`;
  return t(lang, hasMessage(key) ? key : 'payments.purpose.other');
};
