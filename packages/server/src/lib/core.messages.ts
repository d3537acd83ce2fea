import { defineMessages } from './message-catalogue';

const minutes = {
  ar: { plural: 'minutes', one: 'دقيقة واحدة', two: 'دقيقتين', few: '{minutes} دقائق', other: '{minutes} دقيقة' },
  en: { plural: 'minutes', one: '1 minute', other: '{minutes} minutes' },
};

/** Messages of the transport, validation and auth layers. */
export const coreMessages = defineMessages({
  ok: { ar: 'تمت العملية بنجاح', en: 'Done successfully' },
  not_found: { ar: 'المسار المطلوب غير موجود', en: 'The requested path does not exist' },
  server_error: { ar: 'حدث خطأ غير متوقع، حاول مرة أخرى لاحقاً', en: 'Something went wrong, please try again later' },
  service_unavailable: { ar: 'الخدمة غير متاحة مؤقتاً، حاول مرة أخرى بعد قليل', en: 'The service is temporarily unavailable, please try again shortly' },
  not_ready: { ar: 'الخادم غير جاهز: {parts}', en: 'The server is not ready: {parts}' },
  ready: { ar: 'الخادم جاهز', en: 'The server is ready' },
  live: { ar: 'الخادم يعمل', en: 'The server is running' },
  'health.database': { ar: 'قاعدة البيانات', en: 'database' },
  'health.redis': { ar: 'Redis', en: 'Redis' },
  'health.storage': { ar: 'تخزين الملفات', en: 'storage' },
  too_many_requests: { ar: 'طلبات كثيرة، حاول بعد قليل', en: 'Too many requests, please try again shortly' },
  request_in_progress: { ar: 'طلبك السابق نفسه ما زال قيد التنفيذ، حاول بعد لحظات', en: 'The same request is still being processed, please try again in a moment' },
  body_too_large: { ar: 'حجم الطلب أكبر من المسموح', en: 'The request is too large' },
  body_malformed: { ar: 'تعذرت قراءة بيانات الطلب', en: 'The request body could not be read' },
  unauthenticated: { ar: 'يجب تسجيل الدخول أولاً', en: 'You must log in first' },
  forbidden: { ar: 'غير مسموح لك بهذا الإجراء', en: 'You are not allowed to do this' },
  'validation.required': { ar: 'حقل {field} مطلوب', en: 'The {field} field is required' },
  'validation.invalid': { ar: 'قيمة {field} غير صحيحة', en: 'The {field} value is invalid' },
  'validation.number': { ar: 'حقل {field} يجب أن يكون رقماً', en: 'The {field} field must be a number' },
  'validation.integer': { ar: 'حقل {field} يجب أن يكون عدداً صحيحاً', en: 'The {field} field must be a whole number' },
  'validation.min': { ar: 'حقل {field} يجب ألا يقل عن {min}', en: 'The {field} field must be at least {min}' },
  'validation.max': { ar: 'حقل {field} يجب ألا يزيد عن {max}', en: 'The {field} field must not exceed {max}' },
  'validation.min_length': {
    ar: { plural: 'min', one: 'حقل {field} يجب ألا يقل عن حرف واحد', two: 'حقل {field} يجب ألا يقل عن حرفين', few: 'حقل {field} يجب ألا يقل عن {min} حروف', many: 'حقل {field} يجب ألا يقل عن {min} حرفاً', other: 'حقل {field} يجب ألا يقل عن {min} حرف' },
    en: { plural: 'min', one: 'The {field} field must be at least 1 character', other: 'The {field} field must be at least {min} characters' },
  },
  'validation.max_length': {
    ar: { plural: 'max', one: 'حقل {field} يجب ألا يزيد عن حرف واحد', two: 'حقل {field} يجب ألا يزيد عن حرفين', few: 'حقل {field} يجب ألا يزيد عن {max} حروف', many: 'حقل {field} يجب ألا يزيد عن {max} حرفاً', other: 'حقل {field} يجب ألا يزيد عن {max} حرف' },
    en: { plural: 'max', one: 'The {field} field must not exceed 1 character', other: 'The {field} field must not exceed {max} characters' },
  },
  'validation.email': { ar: 'البريد الإلكتروني غير صحيح', en: 'The email address is invalid' },
  'validation.phone': { ar: 'رقم الجوال غير صحيح', en: 'The phone number is invalid' },
  'validation.confirmed': { ar: 'تأكيد كلمة المرور غير مطابق', en: 'The password confirmation does not match' },
  'validation.code': { ar: 'رمز التحقق يجب أن يتكون من 5 أرقام', en: 'The verification code must be 5 digits' },
  'validation.image': { ar: 'يجب أن يكون الملف صورة (jpg, png, webp)', en: 'The file must be an image (jpg, png, webp)' },
  'validation.file_too_large': { ar: 'حجم الملف أكبر من {max} ميجابايت', en: 'The file is larger than {max} MB' },
  'fields.field': { ar: 'الحقل', en: 'field' },
  'auth.wrong_role_user': { ar: 'هذه الخدمة متاحة للعملاء فقط', en: 'This is only available to customers' },
  'auth.wrong_role_provider': { ar: 'هذه الخدمة متاحة لمقدمي الخدمات فقط', en: 'This is only available to providers' },
  'auth.wrong_role_admin': { ar: 'هذه الخدمة متاحة للإدارة فقط', en: 'This is only available to administrators' },
});

/** "{minutes} minutes" in both languages' plural forms, for the lock-out messages. */
export const inMinutes = (ar: (m: string) => string, en: (m: string) => string) => ({
  ar: { ...minutes.ar, one: ar(minutes.ar.one), two: ar(minutes.ar.two), few: ar(minutes.ar.few), other: ar(minutes.ar.other) },
  en: { ...minutes.en, one: en(minutes.en.one), other: en(minutes.en.other) },
});
