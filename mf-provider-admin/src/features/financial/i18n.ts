import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {
  financial: {
    number: 'رقم الطلب',
    date: 'التاريخ',
    commission: 'عمولة التطبيق',
    tax: 'الضريبة',
    total: 'الإجمالي',
    method: 'طريقة الدفع',
    totalTransactions: 'إجمالي المعاملات',
    totalDue: 'المستحق لك',
    empty: 'لا توجد معاملات مالية بعد',
    requestSettlement: 'طلب تسوية',
    settlementRequested: 'تم إرسال طلب التسوية',
    pending: 'طلب تسوية بمبلغ {{amount}} قيد المراجعة منذ {{date}}',
    pendingTag: 'قيد المراجعة',
    settlementClosed: 'طلبات التسوية متوقفة حاليًا',
    confirmSettlement: 'طلب تسوية كامل المستحق ({{amount}})؟',
    noBank: 'أضف حسابك البنكي لتتمكن من طلب التسوية',
    bank: 'الحساب البنكي',
  },
};

const en: typeof ar = {
  financial: {
    number: 'Order number',
    date: 'Date',
    commission: 'App commission',
    tax: 'Tax',
    total: 'Total',
    method: 'Payment method',
    totalTransactions: 'Total transactions',
    totalDue: 'Due to you',
    empty: 'No financial transactions yet',
    requestSettlement: 'Request settlement',
    settlementRequested: 'Settlement request sent',
    pending: 'A settlement of {{amount}} is pending since {{date}}',
    pendingTag: 'Pending',
    settlementClosed: 'Settlement requests are closed for now',
    confirmSettlement: 'Request settlement of the whole due ({{amount}})?',
    noBank: 'Add your bank account to request a settlement',
    bank: 'Bank account',
  },
};

export const translations = { ar, en };
addNamespace(NS, translations);
