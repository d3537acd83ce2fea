import { defineMessages } from '../../lib/message-catalogue';

export const RequestMessages = defineMessages({
  'requests.created': { ar: 'تم إرسال طلبك بنجاح', en: 'Your request has been sent' },
  'requests.price_range_invalid': { ar: 'السعر من يجب ألا يزيد عن السعر إلى', en: 'The "from" price must not be more than the "to" price' },
  'requests.provider_not_offering': { ar: 'مقدم الخدمة هذا لا يقدم هذه الخدمة', en: 'This provider does not offer this service' },
  'requests.invalid_status': { ar: 'حالة الطلبات غير صحيحة', en: 'The requests status is invalid' },

  'requests.notify_direct': { ar: 'لديك طلب خدمة جديد رقم {number} من {client}', en: 'New service request {number} from {client}' },
  'requests.notify_for_all': { ar: 'طلب خدمة مفتوح جديد رقم {number} في {service}، أضف عرض سعرك', en: 'New open request {number} in {service}: send your price offer' },

  // What a provider sees as the status of a request (by stage; docs/legacy-client.md#ec-5-1).
  'requests.provider_stage.awaiting_provider': { ar: 'بانتظار موافقتك', en: 'Awaiting your acceptance' },
  'requests.provider_stage.waiting_offers': { ar: 'بانتظار عرض السعر', en: 'Awaiting your price offer' },
  'requests.provider_stage.accepted': { ar: 'تم القبول، بانتظار الدفع', en: 'Accepted, awaiting payment' },
  'requests.provider_stage.offer_sent': { ar: 'بانتظار قبول العميل لعرضك', en: 'Waiting for the client to accept your offer' },
  'requests.provider_stage.negotiating': { ar: 'قيد التفاوض', en: 'Negotiating' },
  'requests.provider_stage.invoice_issued': { ar: 'تم إصدار الفاتورة', en: 'Invoice issued' },
  'requests.provider_stage.in_progress': { ar: 'قيد التنفيذ', en: 'In progress' },
  'requests.provider_stage.delivered': { ar: 'تم التسليم', en: 'Delivered' },
  'requests.provider_stage.finished': { ar: 'منتهي', en: 'Finished' },
  'requests.provider_stage.cancelled': { ar: 'ملغي', en: 'Cancelled' },
  'requests.provider_stage.refused': { ar: 'مرفوض', en: 'Refused' },
  'requests.provider_status.1': { ar: 'جديد', en: 'New' },
  'requests.provider_status.2': { ar: 'قيد المراجعة', en: 'Under review' },
  'requests.provider_status.3': { ar: 'قيد التنفيذ', en: 'In progress' },
  'requests.provider_status.4': { ar: 'منتهي', en: 'Finished' },

  'fields.details': { ar: 'تفاصيل الطلب', en: 'details' },
  'fields.from_price': { ar: 'السعر من', en: 'price from' },
  'fields.to_price': { ar: 'السعر إلى', en: 'price to' },
  'fields.duration': { ar: 'مدة التنفيذ', en: 'duration' },
  'fields.status': { ar: 'الحالة', en: 'status' },
});
