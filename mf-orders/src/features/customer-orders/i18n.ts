/** Strings of the customer's orders: the four-tab list and the order details. */
import { addNamespace } from '@souq/i18n';
import { orderNotes } from '@souq/i18n/order-notes';
import { NS } from '@/config/namespace';

const ar = {
  customerOrders: {
    tabs: { 1: 'بانتظار العروض', 2: 'بانتظار الدفع', 3: 'الطلبات الحالية', 4: 'الطلبات المنتهية' },
    tabsLabel: 'حالة الطلبات',
    empty: 'لا توجد طلبات بعد',
    provider: 'مقدم الخدمة',
    offers_zero: 'لا عروض بعد',
    offers_one: 'عرض واحد',
    offers_two: 'عرضان',
    offers_few: '{{count}} عروض',
    offers_many: '{{count}} عرضًا',
    offers_other: '{{count}} عرض',
    offersLabel: 'العروض',
    viewOffers: 'عرض العروض',
    viewDetails: 'التفاصيل',
    openOrder: 'فتح الطلب رقم {{number}}',
    // details
    title: 'تفاصيل الطلب {{number}}',
    providerProfile: 'الملف الشخصي لمقدم الخدمة',
    noProvider: 'لم يُختر مقدم خدمة بعد',
    ...orderNotes.ar,
    actions: {
      pay: 'ادفع الآن',
      payInvoice: 'ادفع الفاتورة',
      negotiate: 'التفاوض',
      finish: 'تأكيد استلام العمل',
      rate: 'أضف تقييمًا',
      complaint: 'شكوى إلى الإدارة',
      cancel: 'إلغاء الطلب',
      offers: 'عرض العروض',
    },
    finishConfirm: 'تأكيد استلام العمل وإنهاء الطلب؟',
    finishConfirmHint: 'بعد التأكيد يُحوَّل المبلغ إلى مقدم الخدمة.',
    finished: 'تم إنهاء الطلب بنجاح',
    cancelConfirm: 'إلغاء الطلب؟',
    cancelConfirmHint: 'لا يمكن التراجع عن إلغاء الطلب.',
    cancelled: 'تم إلغاء الطلب',
    negotiating: 'فُتحت المحادثة مع مقدم الخدمة',
    paymentPaid: 'تم الدفع بنجاح، وبدأ تنفيذ طلبك',
    paymentDeclined: 'لم تكتمل عملية الدفع، لم يُخصم أي مبلغ',
    paymentPending: 'عملية الدفع قيد المعالجة',
  },
};

const en: typeof ar = {
  customerOrders: {
    tabs: { 1: 'Waiting', 2: 'Waiting payment', 3: 'Current', 4: 'Finished' },
    tabsLabel: 'Order status',
    empty: 'No orders yet',
    provider: 'Provider',
    offers_zero: 'No offers yet',
    offers_one: '{{count}} offer',
    offers_two: '{{count}} offers',
    offers_few: '{{count}} offers',
    offers_many: '{{count}} offers',
    offers_other: '{{count}} offers',
    offersLabel: 'Offers',
    viewOffers: 'View offers',
    viewDetails: 'Details',
    openOrder: 'Open order {{number}}',
    title: 'Order {{number}}',
    providerProfile: 'Provider profile',
    noProvider: 'No provider chosen yet',
    ...orderNotes.en,
    actions: {
      pay: 'Pay now',
      payInvoice: 'Pay the invoice',
      negotiate: 'Negotiate',
      finish: 'Confirm delivery',
      rate: 'Add a rating',
      complaint: 'Complaint to admin',
      cancel: 'Cancel order',
      offers: 'View offers',
    },
    finishConfirm: 'Confirm you received the work and finish the order?',
    finishConfirmHint: 'Once confirmed, the payment goes to the provider.',
    finished: 'Order finished successfully',
    cancelConfirm: 'Cancel the order?',
    cancelConfirmHint: 'Cancelling an order cannot be undone.',
    cancelled: 'Order cancelled',
    negotiating: 'The chat with the provider is open',
    paymentPaid: 'Payment received: your order is now in progress',
    paymentDeclined: 'The payment did not go through; nothing was charged',
    paymentPending: 'The payment is being processed',
  },
};

export const customerOrdersTranslations = { ar, en };

addNamespace(NS, customerOrdersTranslations);
