import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {
  bank: {
    intro: 'أضف حسابك البنكي لتستلم مستحقاتك عند طلب التسوية.',
    introUpdate: 'هذا حسابك البنكي المسجل؛ عدّله واحفظ.',
    bankName: 'اسم البنك',
    holder: 'اسم صاحب الحساب',
    number: 'رقم الحساب',
    iban: 'رقم الآيبان',
    ibanHint: 'SA متبوعًا بـ 22 رقمًا',
    add: 'إضافة الحساب',
    update: 'تحديث الحساب',
    added: 'تمت إضافة الحساب البنكي',
    updated: 'تم تحديث الحساب البنكي',
    ibanFormat: 'الآيبان السعودي يبدأ بـ SA ويتبعه 22 رقمًا',
    ibanChecksum: 'رقم الآيبان غير صحيح، تحقق من الأرقام',
    numberFormat: 'رقم الحساب من 6 إلى 30 حرفًا أو رقمًا',
  },
};

const en: typeof ar = {
  bank: {
    intro: 'Add your bank account to receive your dues when you request a settlement.',
    introUpdate: 'This is your registered bank account; edit it and save.',
    bankName: 'Bank name',
    holder: 'Account holder',
    number: 'Account number',
    iban: 'IBAN',
    ibanHint: 'SA followed by 22 digits',
    add: 'Add account',
    update: 'Update account',
    added: 'Bank account added',
    updated: 'Bank account updated',
    ibanFormat: 'A Saudi IBAN is SA followed by 22 digits',
    ibanChecksum: 'This IBAN is not valid, check the digits',
    numberFormat: 'The account number is 6 to 30 letters or digits',
  },
};

export const translations = { ar, en };
addNamespace(NS, translations);
