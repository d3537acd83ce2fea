/** Admin accounts and the authenticator enrolment. */
import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {
  accounts: {
    add: 'إضافة مشرف',
    created: 'تمت إضافة المشرف',
    suspend: 'إيقاف',
    reinstate: 'إعادة التفعيل',
    suspended: 'تم إيقاف المشرف',
    reinstated: 'تمت إعادة تفعيل المشرف',
    you: 'أنت',
    totp: 'التحقق بخطوتين',
    passwordLength: 'كلمة المرور 8 أحرف على الأقل',
    totpTitle: 'التحقق بخطوتين لحسابك',
    totpEnabled: 'مفعّل: يُطلب رمز من تطبيق المصادقة عند كل دخول.',
    totpOff: 'غير مفعّل. فعّله لحماية حسابك برمز من تطبيق المصادقة.',
    enrol: 'تفعيل التحقق بخطوتين',
    scanNow: 'امسح الرمز بتطبيق المصادقة',
    scanHint: 'امسح رمز QR بتطبيق المصادقة (أو أدخل المفتاح يدويًا)، ثم أدخل الرمز الذي يظهر.',
    secret: 'المفتاح',
    confirmTotp: 'تأكيد التفعيل',
    totpOn: 'تم تفعيل التحقق بخطوتين',
  },
};

const en: typeof ar = {
  accounts: {
    add: 'Add an admin',
    created: 'Admin added',
    suspend: 'Suspend',
    reinstate: 'Reinstate',
    suspended: 'Admin suspended',
    reinstated: 'Admin reinstated',
    you: 'You',
    totp: 'Two-step sign-in',
    passwordLength: 'At least 8 characters',
    totpTitle: 'Two-step sign-in for your account',
    totpEnabled: 'On: every sign-in asks for a code from your authenticator app.',
    totpOff: 'Off. Turn it on to protect your account with a code from an authenticator app.',
    enrol: 'Turn on two-step sign-in',
    scanNow: 'Scan the code with your authenticator app',
    scanHint: 'Scan the QR code with your authenticator app (or type the key), then enter the code it shows.',
    secret: 'Key',
    confirmTotp: 'Confirm',
    totpOn: 'Two-step sign-in is on',
  },
};

export const translations = { ar, en };
addNamespace(NS, translations);
