import { defineMessages } from '../../lib/message-catalogue';

export const StorageMessages = defineMessages({
  'files.link_invalid': { ar: 'رابط الملف غير صالح، افتح المحادثة أو الطلب من جديد', en: 'This file link is not valid; open the chat or the order again' },
  'files.link_expired': { ar: 'انتهت صلاحية رابط الملف، افتح المحادثة أو الطلب من جديد', en: 'This file link has expired; open the chat or the order again' },
});
