import { defineMessages } from '../../lib/message-catalogue';

export const DevMessages = defineMessages({
  'dev.outbox_query': { ar: 'أرسل رقم الجوال ومفتاح الدولة', en: 'Send the phone number and the country code' },
});
