/** Customers: suspend and reinstate. */
import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {
  customers: {
    wallet: 'رصيد المحفظة',
    orders: 'الطلبات',
    suspend: 'إيقاف',
    suspendTitle: 'إيقاف {{name}}: تتوقف جلساته فورًا',
    reinstate: 'إعادة التفعيل',
    reinstateQuestion: 'إعادة تفعيل {{name}}؟',
    suspended: 'تم إيقاف العميل',
    reinstated: 'تمت إعادة تفعيل العميل',
    empty: 'لا يوجد عملاء بهذه الحالة',
  },
};

const en: typeof ar = {
  customers: {
    wallet: 'Wallet balance',
    orders: 'Orders',
    suspend: 'Suspend',
    suspendTitle: 'Suspend {{name}}: their sessions end at once',
    reinstate: 'Reinstate',
    reinstateQuestion: 'Reinstate {{name}}?',
    suspended: 'Customer suspended',
    reinstated: 'Customer reinstated',
    empty: 'No customers in this state',
  },
};

export const translations = { ar, en };
addNamespace(NS, translations);
