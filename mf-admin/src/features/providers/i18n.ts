/** Providers: approval, rejection, suspension. */
import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {
  providers: {
    city: 'المدينة',
    section: 'القسم',
    freelancer: 'مستقل',
    storeOwner: 'صاحب متجر',
    both: 'مستقل ومتجر',
    approve: 'اعتماد',
    approveQuestion: 'اعتماد {{name}}؟ سيتمكن من تسجيل الدخول.',
    reject: 'رفض',
    rejectTitle: 'رفض طلب {{name}} (يُرسل السبب برسالة نصية)',
    suspend: 'إيقاف',
    suspendTitle: 'إيقاف {{name}}: تتوقف جلساته فورًا',
    reinstate: 'إعادة التفعيل',
    reinstateQuestion: 'إعادة تفعيل {{name}}؟',
    approved: 'تم اعتماد مقدم الخدمة',
    rejected: 'تم رفض الطلب',
    suspended: 'تم إيقاف مقدم الخدمة',
    reinstated: 'تمت إعادة تفعيل مقدم الخدمة',
    empty: 'لا يوجد مقدمو خدمات بهذه الحالة',
  },
};

const en: typeof ar = {
  providers: {
    city: 'City',
    section: 'Section',
    freelancer: 'Freelancer',
    storeOwner: 'Store owner',
    both: 'Freelancer and store',
    approve: 'Approve',
    approveQuestion: 'Approve {{name}}? They will be able to sign in.',
    reject: 'Reject',
    rejectTitle: 'Reject {{name}} (the reason is sent by SMS)',
    suspend: 'Suspend',
    suspendTitle: 'Suspend {{name}}: their sessions end at once',
    reinstate: 'Reinstate',
    reinstateQuestion: 'Reinstate {{name}}?',
    approved: 'Provider approved',
    rejected: 'Request rejected',
    suspended: 'Provider suspended',
    reinstated: 'Provider reinstated',
    empty: 'No providers in this state',
  },
};

export const translations = { ar, en };
addNamespace(NS, translations);
