import { defineMessages } from '../../lib/message-catalogue';

export const PaymentMessages = defineMessages({
  'payments.not_found': { ar: 'عملية الدفع غير موجودة', en: 'Payment not found' },
  'payments.go_to_gateway': { ar: 'أكمل الدفع في صفحة بوابة الدفع', en: 'Complete the payment on the gateway page' },
  'payments.amount_too_small': { ar: 'أقل مبلغ للدفع بالبطاقة 1 ر.س', en: 'Card payments start at 1 SR' },
  'payments.gateway_unavailable': { ar: 'تعذر الوصول إلى بوابة الدفع، لم يُخصم شيء. حاول مرة أخرى', en: 'The payment gateway could not be reached and nothing was charged. Please try again' },
  'payments.webhook_refused': { ar: 'إشعار غير موثوق', en: 'Notification not trusted' },
  'payments.purpose.request_service': { ar: 'دفع طلب خدمة', en: 'Service order payment' },
  'payments.purpose.negotiation': { ar: 'دفع فاتورة تفاوض', en: 'Negotiation invoice payment' },
  'payments.purpose.wallet_charge': { ar: 'شحن المحفظة', en: 'Wallet charge' },
  'payments.purpose.cart_checkout': { ar: 'دفع طلب شراء', en: 'Purchase payment' },
  'payments.purpose.other': { ar: 'دفع', en: 'Payment' },
});
