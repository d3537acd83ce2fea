import { inMinutes } from '../../lib/core.messages';
import { defineMessages } from '../../lib/message-catalogue';

export const IdentityMessages = defineMessages({
  // Outcomes
  'identity.registered': { ar: 'تم التسجيل بنجاح، أرسلنا رمز التفعيل إلى جوالك', en: 'Registered successfully; we sent an activation code to your phone' },
  'identity.activated': { ar: 'تم تفعيل الحساب بنجاح', en: 'Your account has been activated' },
  'identity.logged_in': { ar: 'تم تسجيل الدخول بنجاح', en: 'Logged in successfully' },
  'identity.logged_out': { ar: 'تم تسجيل الخروج بنجاح', en: 'Logged out successfully' },
  'identity.code_sent': { ar: 'تم إرسال رمز التحقق إلى جوالك', en: 'A verification code has been sent to your phone' },
  'identity.code_verified': { ar: 'تم التحقق من الرمز بنجاح', en: 'The code has been verified' },
  'identity.profile_updated': { ar: 'تم تحديث الملف الشخصي بنجاح', en: 'Your profile has been updated' },
  'identity.password_changed': { ar: 'تم تغيير كلمة المرور بنجاح، سجّل الدخول مرة أخرى', en: 'Your password has been changed; please log in again' },
  'identity.password_reset': { ar: 'تم تعيين كلمة المرور الجديدة بنجاح، يمكنك تسجيل الدخول الآن', en: 'Your new password has been set; you can log in now' },
  'identity.new_phone_code_sent': { ar: 'تم إرسال رمز التحقق إلى رقم الجوال الجديد', en: 'A verification code has been sent to the new phone number' },
  'identity.phone_changed': { ar: 'تم تغيير رقم الجوال بنجاح، سجّل الدخول مرة أخرى', en: 'Your phone number has been changed; please log in again' },
  'identity.wait_approval': { ar: 'تم إرسال طلب انضمامك، انتظر موافقة الإدارة', en: 'Your request to join has been sent, wait for approval' },

  // Failures
  'identity.invalid_credentials': { ar: 'رقم الجوال أو كلمة المرور غير صحيحة', en: 'The phone number or password is incorrect' },
  'identity.suspended': { ar: 'تم إيقاف حسابك من إدارة المنصة، تواصل مع الدعم', en: 'Your account has been suspended by the platform; please contact support' },
  'identity.needs_activation': { ar: 'حسابك غير مفعّل، أدخل رمز التفعيل المرسل إلى جوالك', en: 'Your account is not activated yet; enter the activation code sent to your phone' },
  'identity.too_many_attempts': inMinutes(
    (m) => `محاولات كثيرة، حاول مرة أخرى بعد ${m}`,
    (m) => `Too many attempts, try again in ${m}`,
  ),
  'identity.phone_taken': { ar: 'رقم الجوال مسجل مسبقاً', en: 'This phone number is already registered' },
  'identity.account_not_found': { ar: 'لا يوجد حساب مسجل بهذا الرقم', en: 'No account is registered with this phone number' },
  'identity.already_active': { ar: 'الحساب مفعّل مسبقاً، يمكنك تسجيل الدخول', en: 'This account is already activated; you can log in' },
  'identity.accept_terms': { ar: 'يجب الموافقة على الشروط والأحكام', en: 'You must accept the terms and conditions' },
  'identity.code_wait': {
    ar: { plural: 'seconds', one: 'يرجى الانتظار ثانية واحدة قبل طلب رمز جديد', two: 'يرجى الانتظار ثانيتين قبل طلب رمز جديد', few: 'يرجى الانتظار {seconds} ثوانٍ قبل طلب رمز جديد', other: 'يرجى الانتظار {seconds} ثانية قبل طلب رمز جديد' },
    en: { plural: 'seconds', one: 'Please wait 1 second before requesting a new code', other: 'Please wait {seconds} seconds before requesting a new code' },
  },
  'identity.code_send_limit': inMinutes(
    (m) => `طلبت رموزاً كثيرة، حاول مرة أخرى بعد ${m}`,
    (m) => `Too many codes requested, try again in ${m}`,
  ),
  'identity.code_guess_limit': inMinutes(
    (m) => `أدخلت رموزاً خاطئة كثيرة لهذا الرقم، حاول مرة أخرى بعد ${m}`,
    (m) => `Too many wrong codes for this number, try again in ${m}`,
  ),
  'identity.code_wrong': { ar: 'رمز التحقق غير صحيح، المحاولات المتبقية: {remaining}', en: 'The verification code is incorrect; attempts left: {remaining}' },
  'identity.code_locked': { ar: 'تم تجاوز عدد المحاولات المسموح بها، اطلب رمزاً جديداً', en: 'Too many wrong attempts; request a new code' },
  'identity.code_expired': { ar: 'انتهت صلاحية رمز التحقق، اطلب رمزاً جديداً', en: 'The verification code has expired; request a new one' },
  'identity.code_missing': { ar: 'لا يوجد رمز تحقق صالح، اطلب رمزاً جديداً', en: 'There is no valid verification code; request a new one' },
  'identity.reset_token_invalid': { ar: 'انتهت صلاحية طلب استعادة كلمة المرور أو استُخدم من قبل، اطلب رمزاً جديداً', en: 'This password reset has expired or was already used; request a new code' },
  'identity.verify_code_first': { ar: 'يجب التحقق من الرمز المرسل إلى جوالك أولاً', en: 'Verify the code sent to your phone first' },
  'identity.not_your_phone': { ar: 'رقم الجوال لا يطابق رقم حسابك', en: 'The phone number does not match your account' },
  'identity.same_phone': { ar: 'الرقم الجديد مطابق لرقمك الحالي', en: 'The new number is the same as your current one' },
  'identity.country_code_locked': { ar: 'لتغيير رقم الجوال أو مفتاح الدولة استخدم خيار تغيير رقم الجوال', en: 'To change your phone number or country code, use the change phone option' },
  'identity.old_password_wrong': { ar: 'كلمة المرور الحالية غير صحيحة', en: 'The current password is incorrect' },
  'identity.city_not_found': { ar: 'المدينة المختارة غير موجودة', en: 'The selected city does not exist' },
  'identity.section_not_found': { ar: 'القسم المختار غير موجود', en: 'The selected section does not exist' },

  // SMS and labels
  'identity.sms_code': { ar: 'رمز التحقق الخاص بك في سوق: {code}', en: 'Your Souq verification code: {code}' },
  'identity.section_both': { ar: 'مقدم خدمات وصاحب متجر', en: 'Freelancer and store owner' },

  // Field labels
  'fields.user_name': { ar: 'اسم المستخدم', en: 'user name' },
  'fields.name': { ar: 'الاسم', en: 'name' },
  'fields.email': { ar: 'البريد الإلكتروني', en: 'email' },
  'fields.phone': { ar: 'رقم الجوال', en: 'phone' },
  'fields.new_phone': { ar: 'رقم الجوال الجديد', en: 'new phone' },
  'fields.country_code': { ar: 'مفتاح الدولة', en: 'country code' },
  'fields.password': { ar: 'كلمة المرور', en: 'password' },
  'fields.password_confirmation': { ar: 'تأكيد كلمة المرور', en: 'password confirmation' },
  'fields.old_password': { ar: 'كلمة المرور الحالية', en: 'current password' },
  'fields.code': { ar: 'رمز التحقق', en: 'verification code' },
  'fields.city_id': { ar: 'المدينة', en: 'city' },
  'fields.section_id': { ar: 'القسم', en: 'section' },
  'fields.image': { ar: 'الصورة', en: 'image' },
  'fields.is_conditions': { ar: 'الشروط والأحكام', en: 'terms and conditions' },
});
