/** Strings of the offers screen of an open request (/orderSteps/:id). */
import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {
  offers: {
    title: 'عروض الطلب {{number}}',
    steps: { sent: 'إرسال الطلب', offers: 'استلام العروض', pay: 'الدفع', progress: 'التنفيذ', done: 'الاكتمال' },
    stepsLabel: 'مراحل الطلب',
    listTitle: 'العروض المقدمة',
    waiting: 'بانتظار عروض مقدمي الخدمة',
    waitingHint: 'سنُعلمك فور وصول أول عرض. تتحدث هذه الصفحة تلقائيًا.',
    profile: 'الملف الشخصي',
    profileOf: 'الملف الشخصي لـ {{name}}',
    price: 'السعر',
    duration: 'مدة التنفيذ',
    total: 'الإجمالي مع الضريبة',
    accept: 'قبول العرض',
    acceptOf: 'قبول عرض {{name}}',
    reject: 'رفض',
    rejectOf: 'رفض عرض {{name}}',
    rejectConfirm: 'رفض عرض {{name}}؟',
    rejectConfirmHint: 'سيختفي العرض من القائمة.',
    rejected: 'تم رفض العرض',
    cancel: 'إلغاء الطلب',
    cancelConfirm: 'إلغاء الطلب؟',
    cancelConfirmHint: 'سيُغلق الطلب ولن يصلك أي عرض جديد.',
    cancelled: 'تم إلغاء الطلب',
    movedOn: 'لم يعد هذا الطلب يستقبل عروضًا.',
    openDetails: 'تفاصيل الطلب',
    negotiating: 'فُتحت المحادثة مع مقدم الخدمة',
  },
};

const en: typeof ar = {
  offers: {
    title: 'Offers for order {{number}}',
    steps: { sent: 'Request sent', offers: 'Offers', pay: 'Payment', progress: 'In progress', done: 'Done' },
    stepsLabel: 'Order steps',
    listTitle: 'Offers received',
    waiting: 'Waiting for providers’ offers',
    waitingHint: 'We will notify you as soon as the first offer arrives. This page refreshes by itself.',
    profile: 'Profile',
    profileOf: 'Profile of {{name}}',
    price: 'Price',
    duration: 'Duration',
    total: 'Total with VAT',
    accept: 'Accept offer',
    acceptOf: 'Accept the offer of {{name}}',
    reject: 'Reject',
    rejectOf: 'Reject the offer of {{name}}',
    rejectConfirm: 'Reject the offer of {{name}}?',
    rejectConfirmHint: 'The offer disappears from the list.',
    rejected: 'Offer rejected',
    cancel: 'Cancel request',
    cancelConfirm: 'Cancel the request?',
    cancelConfirmHint: 'The request closes and no new offers will arrive.',
    cancelled: 'Request cancelled',
    movedOn: 'This request no longer takes offers.',
    openDetails: 'Order details',
    negotiating: 'The chat with the provider is open',
  },
};

export const offersTranslations = { ar, en };

addNamespace(NS, offersTranslations);
