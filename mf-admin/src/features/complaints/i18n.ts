/** Complaints: reading and resolving. */
import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {
  complaints: {
    about: 'بخصوص',
    aboutKind: {
      order: 'طلب',
      provider: 'مقدم خدمة',
      general: 'شكوى عامة',
      contact: 'رسالة تواصل',
    },
    messageType: 'نوع الرسالة',
    contactType: { complaint: 'شكوى', suggestion: 'اقتراح', inquiry: 'استفسار' },
    contactCloseOnly: 'رسالة من نموذج "تواصل معنا": لا مبلغ فيها للاسترداد أو الصرف، أغلقها بالرد على المرسل.',
    storeOrder: 'طلب متجر',
    serviceOrder: 'طلب خدمة',
    by: 'المرسل',
    text: 'الشكوى',
    order: 'الطلب',
    answer: 'الرد',
    imageAlt: 'مرفق {{n}}',
    empty: 'لا توجد شكاوى بهذه الحالة',
    resolveTitle: 'معالجة الشكوى',
    action: 'الإجراء',
    refund: 'استرداد لمحفظة العميل',
    release: 'صرف المبلغ لمقدم الخدمة',
    close: 'إغلاق مع رد',
    refundable: 'المبلغ القابل للاسترداد: {{amount}}',
    refundScope: 'قيمة الاسترداد',
    full: 'كامل المبلغ',
    partial: 'جزء منه',
    amount: 'المبلغ المسترد',
    amountRange: 'أدخل مبلغًا أكبر من صفر ولا يتجاوز {{max}}',
    resolve: 'معالجة',
    confirmRefund: 'استرداد {{amount}} إلى محفظة العميل وخصمه من مستحق مقدم الخدمة؟',
    confirmRelease: 'صرف المبلغ لمقدم الخدمة وإغلاق الشكوى؟',
    confirmClose: 'إغلاق الشكوى وإرسال الرد؟',
    resolved: 'تمت معالجة الشكوى',
  },
};

const en: typeof ar = {
  complaints: {
    about: 'About',
    aboutKind: {
      order: 'An order',
      provider: 'A provider',
      general: 'General complaint',
      contact: 'Contact message',
    },
    messageType: 'Message type',
    contactType: { complaint: 'Complaint', suggestion: 'Suggestion', inquiry: 'Inquiry' },
    contactCloseOnly: 'A message from the contact form: there is no payment to refund or release; close it with your answer.',
    storeOrder: 'Store order',
    serviceOrder: 'Service order',
    by: 'From',
    text: 'Complaint',
    order: 'Order',
    answer: 'Answer',
    imageAlt: 'Attachment {{n}}',
    empty: 'No complaints in this state',
    resolveTitle: 'Resolve the complaint',
    action: 'Action',
    refund: "Refund to the customer's wallet",
    release: 'Release the payment to the provider',
    close: 'Close with an answer',
    refundable: 'Refundable: {{amount}}',
    refundScope: 'Refund amount',
    full: 'All of it',
    partial: 'Part of it',
    amount: 'Amount to refund',
    amountRange: 'Enter an amount above zero and at most {{max}}',
    resolve: 'Resolve',
    confirmRefund: "Refund {{amount}} to the customer's wallet and take it off the provider's due?",
    confirmRelease: 'Release the payment to the provider and close the complaint?',
    confirmClose: 'Close the complaint and send the answer?',
    resolved: 'Complaint resolved',
  },
};

export const translations = { ar, en };
addNamespace(NS, translations);
