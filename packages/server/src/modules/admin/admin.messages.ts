import { inMinutes } from '../../lib/core.messages';
import { defineMessages } from '../../lib/message-catalogue';

export const AdminMessages = defineMessages({
  'admin.logged_in': { ar: 'تم تسجيل الدخول بنجاح', en: 'Signed in successfully' },
  'admin.wrong_credentials': { ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة', en: 'The email or password is incorrect' },
  'admin.too_many_attempts': inMinutes(
    (m) => `محاولات دخول كثيرة، حاول مرة أخرى بعد ${m}`,
    (m) => `Too many sign-in attempts; try again in ${m}`,
  ),
  'admin.provider_approved': { ar: 'تم اعتماد مقدم الخدمة بنجاح', en: 'The provider has been approved' },
  'admin.provider_not_found': { ar: 'مقدم الخدمة غير موجود', en: 'The provider does not exist' },
  'admin.product_approved': { ar: 'تم اعتماد المنتج بنجاح', en: 'The product has been approved' },
  'admin.product_not_found': { ar: 'المنتج غير موجود', en: 'The product does not exist' },
  'admin.notify_provider_approved': {
    ar: 'تم اعتماد حسابك، يمكنك الآن تسجيل الدخول واستقبال الطلبات',
    en: 'Your account has been approved; you can now sign in and receive orders',
  },
  'admin.notify_product_approved': {
    ar: 'تم اعتماد منتجك «{name}» وأصبح ظاهراً للعملاء',
    en: 'Your product "{name}" has been approved and is now visible to customers',
  },
  'fields.email': { ar: 'البريد الإلكتروني', en: 'email' },
  'fields.password': { ar: 'كلمة المرور', en: 'password' },
});
