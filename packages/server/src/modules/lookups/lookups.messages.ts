import { defineMessages } from '../../lib/message-catalogue';

export const LookupsMessages = defineMessages({
  'lookups.subscribed': { ar: 'تم اشتراكك في النشرة البريدية بنجاح', en: 'You have subscribed to our newsletter' },
  'lookups.already_subscribed': { ar: 'هذا البريد الإلكتروني مشترك بالفعل في النشرة البريدية', en: 'This email is already subscribed to our newsletter' },
  'lookups.contact_sent': { ar: 'تم إرسال رسالتك بنجاح، وسنتواصل معك قريباً', en: 'Your message has been sent; we will get back to you soon' },
  'lookups.complaint_sent': { ar: 'تم إرسال شكواك بنجاح، وسنراجعها في أقرب وقت', en: 'Your complaint has been sent; we will review it shortly' },
  'lookups.category_not_found': { ar: 'القسم المطلوب غير موجود', en: 'The requested category does not exist' },
  'fields.email': { ar: 'البريد الإلكتروني', en: 'email' },
  'fields.name': { ar: 'الاسم', en: 'name' },
  'fields.user_name': { ar: 'اسم المستخدم', en: 'user name' },
  'fields.phone': { ar: 'رقم الجوال', en: 'phone number' },
  'fields.country_code': { ar: 'مفتاح الدولة', en: 'country code' },
  'fields.message': { ar: 'الرسالة', en: 'message' },
  'fields.complaint': { ar: 'نص الشكوى', en: 'complaint' },
  'fields.reason': { ar: 'سبب الشكوى', en: 'reason' },
  'fields.type': { ar: 'النوع', en: 'type' },
});
