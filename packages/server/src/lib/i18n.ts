/**
 * Server-side message catalogue. Every `msg` the API sends is looked up here in the
 * request's language. Modules add their own messages with `defineMessages` so each
 * domain keeps its texts next to its code.
 */
export type Lang = 'ar' | 'en';
type Catalogue = Record<string, { ar: string; en: string }>;

const catalogue: Catalogue = {};

export function defineMessages<T extends Catalogue>(messages: T): { [K in keyof T]: K } {
  Object.assign(catalogue, messages);
  return Object.fromEntries(Object.keys(messages).map((k) => [k, k])) as { [K in keyof T]: K };
}

/** A key of the message catalogue. */
export type MessageKey = string;

export function t(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const entry = catalogue[key];
  const text = entry ? entry[lang] : key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined) return `{${name}}`;
    // A param that names a field is itself translated (e.g. {field} = 'fields.phone').
    return typeof v === 'string' && catalogue[v] ? catalogue[v][lang] : String(v);
  });
}

export function hasMessage(key: string): boolean {
  return key in catalogue;
}

/**
 * Language from the `lang` header only: missing or unknown (the existing client sends none on
 * a first visit and the string 'null' later) means Arabic, whatever Accept-Language says
 * (ARCHITECTURE §2, issue 14).
 */
export function pickLang(langHeader: unknown): Lang {
  const h = typeof langHeader === 'string' ? langHeader.trim().toLowerCase() : '';
  return h === 'en' ? 'en' : 'ar';
}

export const M = defineMessages({
  ok: { ar: 'تمت العملية بنجاح', en: 'Done successfully' },
  not_found: { ar: 'المسار المطلوب غير موجود', en: 'The requested path does not exist' },
  server_error: { ar: 'حدث خطأ غير متوقع، حاول مرة أخرى لاحقاً', en: 'Something went wrong, please try again later' },
  too_many_requests: { ar: 'طلبات كثيرة، حاول بعد قليل', en: 'Too many requests, please try again shortly' },
  body_too_large: { ar: 'حجم الطلب أكبر من المسموح', en: 'The request is too large' },
  unauthenticated: { ar: 'يجب تسجيل الدخول أولاً', en: 'You must log in first' },
  forbidden: { ar: 'غير مسموح لك بهذا الإجراء', en: 'You are not allowed to do this' },
  'validation.required': { ar: 'حقل {field} مطلوب', en: 'The {field} field is required' },
  'validation.invalid': { ar: 'قيمة {field} غير صحيحة', en: 'The {field} value is invalid' },
  'validation.number': { ar: 'حقل {field} يجب أن يكون رقماً', en: 'The {field} field must be a number' },
  'validation.integer': { ar: 'حقل {field} يجب أن يكون عدداً صحيحاً', en: 'The {field} field must be a whole number' },
  'validation.min': { ar: 'حقل {field} يجب ألا يقل عن {min}', en: 'The {field} field must be at least {min}' },
  'validation.max': { ar: 'حقل {field} يجب ألا يزيد عن {max}', en: 'The {field} field must not exceed {max}' },
  'validation.min_length': { ar: 'حقل {field} يجب ألا يقل عن {min} حروف', en: 'The {field} field must be at least {min} characters' },
  'validation.max_length': { ar: 'حقل {field} يجب ألا يزيد عن {max} حرفاً', en: 'The {field} field must not exceed {max} characters' },
  'validation.email': { ar: 'البريد الإلكتروني غير صحيح', en: 'The email address is invalid' },
  'validation.phone': { ar: 'رقم الجوال غير صحيح', en: 'The phone number is invalid' },
  'validation.confirmed': { ar: 'تأكيد كلمة المرور غير مطابق', en: 'The password confirmation does not match' },
  'validation.code': { ar: 'رمز التحقق يجب أن يتكون من 5 أرقام', en: 'The verification code must be 5 digits' },
  'validation.image': { ar: 'يجب أن يكون الملف صورة (jpg, png, webp)', en: 'The file must be an image (jpg, png, webp)' },
  'validation.file_too_large': { ar: 'حجم الملف أكبر من {max} ميجابايت', en: 'The file is larger than {max} MB' },
  'fields.field': { ar: 'الحقل', en: 'field' },
});
