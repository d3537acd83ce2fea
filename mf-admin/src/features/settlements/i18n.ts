/** Settlements: pay or reject. */
import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {
  settlements: {
    amount: 'المبلغ',
    bank: 'الحساب البنكي',
    noBank: 'لا يوجد حساب بنكي',
    reference: 'مرجع التحويل',
    pay: 'تم الدفع',
    payTitle: 'تسجيل دفع تسوية {{name}} بمبلغ {{amount}} (المستحق الآن {{due}})',
    currentDue: 'المستحق الآن',
    dueDiffers: 'لا يطابق مبلغ الطلب',
    reject: 'رفض',
    rejectTitle: 'رفض تسوية {{name}} (يُعاد المستحق)',
    paid: 'تم تسجيل الدفع',
    rejected: 'تم رفض التسوية',
    empty: 'لا توجد تسويات بهذه الحالة',
  },
};

const en: typeof ar = {
  settlements: {
    amount: 'Amount',
    bank: 'Bank account',
    noBank: 'No bank account',
    reference: 'Transfer reference',
    pay: 'Mark paid',
    payTitle: "Record {{name}}'s settlement of {{amount}} as paid (due now {{due}})",
    currentDue: 'Due now',
    dueDiffers: 'Differs from the request',
    reject: 'Reject',
    rejectTitle: "Reject {{name}}'s settlement (the due is restored)",
    paid: 'Payment recorded',
    rejected: 'Settlement rejected',
    empty: 'No settlements in this state',
  },
};

export const translations = { ar, en };
addNamespace(NS, translations);
