import { defineMessages } from '../../lib/message-catalogue';

export const ChatMessages = defineMessages({
  'chat.room_not_found': { ar: 'المحادثة غير موجودة', en: 'The chat room was not found' },
  'chat.not_member': { ar: 'لست عضواً في هذه المحادثة', en: 'You are not a member of this chat' },
  'chat.file_type': { ar: 'نوع الملف غير مسموح (الصور و pdf و zip و ملفات أوفيس و txt فقط)', en: 'This file type is not allowed (images, pdf, zip, Office files and txt only)' },
  'chat.file_not_in_room': { ar: 'الملف غير موجود في هذه المحادثة', en: 'The file was not uploaded to this chat' },
  'chat.not_an_image': { ar: 'الملف ليس صورة', en: 'The file is not an image' },
  'chat.uploaded': { ar: 'تم رفع الملف', en: 'The file was uploaded' },
  'chat.sent': { ar: 'تم الإرسال', en: 'Sent' },
  'chat.entered': { ar: 'تم الدخول إلى المحادثة', en: 'Joined the chat' },
  'chat.invalid_message': { ar: 'الرسالة غير صالحة', en: 'The message is invalid' },
  'chat.party_not_found': { ar: 'العميل أو مقدم الخدمة غير موجود', en: 'The customer or the provider was not found' },
  'fields.file': { ar: 'الملف', en: 'file' },
  'fields.room_id': { ar: 'المحادثة', en: 'chat room' },
});
