import { defineMessages } from '../../lib/message-catalogue';

export const ProviderMessages = defineMessages({
  'provider.service_added': { ar: 'تمت إضافة الخدمة بنجاح', en: 'The service has been added' },
  'provider.service_updated': { ar: 'تم تعديل الخدمة بنجاح', en: 'The service has been updated' },
  'provider.service_deleted': { ar: 'تم حذف الخدمة بنجاح', en: 'The service has been deleted' },
  'provider.service_not_found': { ar: 'الخدمة غير موجودة ضمن خدماتك', en: 'This service is not among your services' },
  'provider.service_already_offered': { ar: 'أنت تقدم هذه الخدمة بالفعل', en: 'You already offer this service' },
  'provider.service_category_mismatch': { ar: 'الخدمة المختارة لا تتبع القسم المختار', en: 'The chosen service does not belong to the chosen category' },
  'provider.category_not_found': { ar: 'القسم المختار غير موجود', en: 'The chosen category does not exist' },
  'provider.image_deleted': { ar: 'تم حذف الصورة بنجاح', en: 'The image has been deleted' },
  'provider.image_not_found': { ar: 'الصورة غير موجودة', en: 'The image does not exist' },
  'provider.freelancers_only': { ar: 'الخدمات والأعمال متاحة لمقدمي الخدمات فقط وليست لأصحاب المتاجر', en: 'Services and works are for service providers, not store owners' },

  'provider.work_added': { ar: 'تمت إضافة العمل بنجاح', en: 'Work added successfully' },
  'provider.work_updated': { ar: 'تم تعديل العمل بنجاح', en: 'Work edited successfully' },
  'provider.work_deleted': { ar: 'تم حذف العمل بنجاح', en: 'Work deleted successfully' },
  'provider.work_not_found': { ar: 'العمل غير موجود ضمن أعمالك', en: 'This work is not among your works' },
  'provider.link_invalid': { ar: 'رابط العمل غير صحيح', en: 'The work link is invalid' },

  'provider.cv_updated': { ar: 'تم حفظ السيرة الذاتية بنجاح', en: 'Your CV has been saved' },

  'provider.bank_added': { ar: 'تمت إضافة الحساب البنكي بنجاح', en: 'The bank account has been added' },
  'provider.bank_updated': { ar: 'تم تعديل الحساب البنكي بنجاح', en: 'The bank account has been updated' },
  'provider.bank_exists': { ar: 'لديك حساب بنكي بالفعل، يمكنك تعديله', en: 'You already have a bank account; you can update it' },
  'provider.bank_missing': { ar: 'لم تقم بإضافة حساب بنكي بعد', en: 'You have not added a bank account yet' },

  'validation.positive': { ar: 'حقل {field} يجب أن يكون أكبر من صفر', en: 'The {field} field must be greater than zero' },
  'validation.price_precision': { ar: 'حقل {field} يقبل خانتين عشريتين على الأكثر', en: 'The {field} field takes at most two decimals' },
  'validation.iban_format': { ar: 'رقم الآيبان يجب أن يبدأ بـ SA ويتبعه 22 رقماً', en: 'The IBAN must be SA followed by 22 digits' },
  'validation.iban_checksum': { ar: 'رقم الآيبان غير صحيح، تأكد من كتابته كما في كشف الحساب', en: 'The IBAN is not valid; check it against your bank statement' },
  'validation.bank_account_number': { ar: 'رقم الحساب يجب أن يتكون من 6 إلى 30 حرفاً أو رقماً', en: 'The account number must be 6 to 30 letters or digits' },

  'fields.category_id': { ar: 'القسم', en: 'category' },
  'fields.price': { ar: 'السعر', en: 'price' },
  'fields.description': { ar: 'الوصف', en: 'description' },
  'fields.link': { ar: 'الرابط', en: 'link' },
  'fields.work_id': { ar: 'العمل', en: 'work' },
  'fields.provider_service_id': { ar: 'الخدمة', en: 'service' },
  'fields.cv': { ar: 'السيرة الذاتية', en: 'CV' },
  'fields.number': { ar: 'رقم الحساب', en: 'account number' },
  'fields.iban': { ar: 'رقم الآيبان', en: 'IBAN' },
});
