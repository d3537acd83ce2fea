import { defineMessages } from '../../lib/message-catalogue';

export const CatalogMessages = defineMessages({
  'catalog.service_not_found': { ar: 'الخدمة المطلوبة غير موجودة', en: 'The requested service does not exist' },
  'catalog.provider_not_found': { ar: 'مقدم الخدمة غير موجود', en: 'The service provider does not exist' },
  'catalog.provider_service_not_found': { ar: 'مقدم الخدمة لا يقدم هذه الخدمة', en: 'This provider does not offer this service' },
  'catalog.range_price_not_found': { ar: 'نطاق السعر المختار غير موجود', en: 'The chosen price range does not exist' },
  'catalog.experience_not_found': { ar: 'مستوى الخبرة المختار غير موجود', en: 'The chosen experience level does not exist' },
  'catalog.invalid_sort': { ar: 'طريقة الترتيب غير صحيحة', en: 'The sort order is invalid' },
  'catalog.followed': { ar: 'تمت المتابعة بنجاح', en: 'Followed successfully' },
  'catalog.unfollowed': { ar: 'تم إلغاء المتابعة بنجاح', en: 'Unfollowed successfully' },
  'catalog.already_following': { ar: 'أنت تتابع مقدم الخدمة هذا بالفعل', en: 'You are already following this provider' },
  'catalog.not_following': { ar: 'أنت لا تتابع مقدم الخدمة هذا', en: 'You are not following this provider' },
  'catalog.complaint_sent': {
    ar: 'تم إرسال الشكوى بنجاح، وسنتواصل معك قريباً',
    en: 'Your complaint has been sent; we will contact you soon',
  },
  'catalog.complaint_target_required': {
    ar: 'يجب تحديد مقدم الخدمة أو الطلب المشتكى منه',
    en: 'Choose the provider or the request you are complaining about',
  },
  'catalog.complaint_provider_needs_request': {
    ar: 'يمكن لمقدم الخدمة تقديم شكوى على طلب يخصه فقط',
    en: 'A provider can only complain about one of their own requests',
  },
  'catalog.request_not_found': { ar: 'الطلب غير موجود', en: 'The request does not exist' },
  'catalog.store_order_not_found': { ar: 'طلب الشراء غير موجود ضمن طلباتك', en: 'This store order is not one of your orders' },
  'catalog.store_order_not_paid': {
    ar: 'لا يمكن تقديم شكوى إلا على طلب شراء مدفوع',
    en: 'You can only complain about a paid store order',
  },
  'catalog.too_many_images': {
    ar: {
      plural: 'max',
      one: 'لا يمكن إرفاق أكثر من صورة واحدة',
      two: 'لا يمكن إرفاق أكثر من صورتين',
      few: 'لا يمكن إرفاق أكثر من {max} صور',
      other: 'لا يمكن إرفاق أكثر من {max} صورة',
    },
    en: { plural: 'max', one: 'You cannot attach more than 1 image', other: 'You cannot attach more than {max} images' },
  },

  'fields.service_id': { ar: 'الخدمة', en: 'service' },
  'fields.provider_id': { ar: 'مقدم الخدمة', en: 'provider' },
  'fields.range_price_id': { ar: 'نطاق السعر', en: 'price range' },
  'fields.experience_id': { ar: 'الخبرة', en: 'experience' },
  'fields.level': { ar: 'المستوى', en: 'level' },
  'fields.duration_max': { ar: 'مدة التنفيذ', en: 'duration' },
  'fields.sort': { ar: 'الترتيب', en: 'sort order' },
  'fields.page': { ar: 'الصفحة', en: 'page' },
  'fields.name': { ar: 'الاسم', en: 'name' },
  'fields.reason': { ar: 'سبب الشكوى', en: 'reason' },
  'fields.complaint': { ar: 'نص الشكوى', en: 'complaint' },
  'fields.phone': { ar: 'رقم الجوال', en: 'phone number' },
  'fields.country_code': { ar: 'مفتاح الدولة', en: 'country code' },
  'fields.images': { ar: 'الصور', en: 'images' },
  'fields.request_service_id': { ar: 'الطلب', en: 'request' },
  'fields.type': { ar: 'النوع', en: 'type' },
});
