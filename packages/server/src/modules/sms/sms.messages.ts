import { defineMessages } from '../../lib/message-catalogue';

export const SmsMessages = defineMessages({
  'sms.send_failed': { ar: 'تعذر إرسال الرمز، حاول مرة أخرى', en: 'Could not send the code, try again' },
});
