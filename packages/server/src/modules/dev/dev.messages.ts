import { defineMessages } from '../../lib/i18n';

export const DevMessages = defineMessages({
  'dev.outbox_query': { ar: 'أرسل رقم الجوال ومفتاح الدولة', en: 'Send the phone number and the country code' },
});
