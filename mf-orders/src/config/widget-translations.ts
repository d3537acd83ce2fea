/** Strings of the orders home widget (provider home). */
export const widgetTranslations = {
  ar: {
    providerHome: {
      countersTitle: 'ملخص الطلبات',
      newOrdersTitle: 'الطلبات الجديدة',
      empty: 'لا توجد طلبات بعد',
      counters: { new: 'طلبات جديدة', review: 'قيد المراجعة', current: 'طلبات حالية', finished: 'طلبات منتهية' },
      number: 'رقم الطلب',
      date: 'تاريخ الطلب',
      client: 'العميل',
      status: 'الحالة',
      details: 'التفاصيل',
      detailsOf: 'تفاصيل الطلب رقم {{number}}',
    },
  },
  en: {
    providerHome: {
      countersTitle: 'Orders at a glance',
      newOrdersTitle: 'New orders',
      empty: 'No orders yet',
      counters: { new: 'New orders', review: 'Under review', current: 'Current orders', finished: 'Finished orders' },
      number: 'Order number',
      date: 'Request date',
      client: 'Client',
      status: 'Status',
      details: 'Details',
      detailsOf: 'Details of order {{number}}',
    },
  },
};
