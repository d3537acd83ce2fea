import { defineMessages } from '../../lib/message-catalogue';

export const WalletMessages = defineMessages({
  'wallet.insufficient': { ar: 'رصيد المحفظة غير كافٍ، رصيدك الحالي {balance} ر.س والمطلوب {amount} ر.س', en: 'Your wallet balance is not enough: you have {balance} SR and {amount} SR is needed' },
  'wallet.duplicate': { ar: 'تمت هذه العملية من قبل', en: 'This operation has already been done' },
  'wallet.charge_started': { ar: 'أكمل الدفع لشحن محفظتك', en: 'Complete the payment to charge your wallet' },
  'wallet.entry.charge': { ar: 'شحن المحفظة بالبطاقة', en: 'Wallet charged by card' },
  'wallet.entry.refund': { ar: 'استرداد إلى المحفظة', en: 'Refund to wallet' },
  'wallet.entry.payment': { ar: 'دفع من المحفظة', en: 'Paid from wallet' },
  'fields.amount': { ar: 'المبلغ', en: 'amount' },
});
