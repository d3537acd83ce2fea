/** Strings of the provider-home home widget, in this remote's namespace (its chunk carries only these). */
import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {
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
    storeTitle: 'ملخص متجرك',
    store: { sales: 'المبيعات', awaitingApproval: 'منتجات بانتظار الموافقة', downloads: 'مرات التحميل' },
  },
};

const en: typeof ar = {
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
    storeTitle: 'Your store at a glance',
    store: { sales: 'Sales', awaitingApproval: 'Products waiting for approval', downloads: 'Downloads' },
  },
};

export const providerHomeTranslations = { ar, en };

addNamespace(NS, providerHomeTranslations);
