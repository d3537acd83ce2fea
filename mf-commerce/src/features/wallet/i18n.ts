/** Strings of /walletView. */
import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {
  wallet: {
    balance: 'رصيدك',
    charge: 'اشحن المحفظة',
    amount: 'المبلغ (ر.س)',
    amountPlaceholder: 'مثال: 100',
    amountInvalid: 'اكتب مبلغًا من 1 إلى 100000 ريال',
    chargeButton: 'اشحن بالبطاقة',
    chargeHint: 'ستنتقل إلى صفحة الدفع الآمنة، ثم تعود إلى هنا.',
    redirecting: 'ننقلك إلى صفحة الدفع…',
    failed: 'تعذر بدء الشحن، حاول مرة أخرى',
    paidTitle: 'تم شحن المحفظة',
    paidText: 'أضيف المبلغ إلى رصيدك.',
    declinedTitle: 'لم يتم الشحن',
    declinedText: 'رُفضت البطاقة أو أُلغي الدفع، ولم يتغير رصيدك.',
    pendingTitle: 'لم يكتمل الدفع',
    pendingText: 'غادرت صفحة الدفع قبل إتمامه، ولم يتغير رصيدك. يمكنك المحاولة مرة أخرى.',
    expiredTitle: 'انتهت مهلة الدفع',
    expiredText: 'لم يكتمل الدفع في الوقت المحدد، ولم يتغير رصيدك. يمكنك الشحن مرة أخرى.',
    entries: 'حركات المحفظة',
    noEntries: 'لا حركات بعد',
    kind: {
      charge: 'شحن',
      payment: 'دفع',
      refund: 'استرداد',
      adjustment: 'تسوية',
    },
  },
};

const en: typeof ar = {
  wallet: {
    balance: 'Your balance',
    charge: 'Charge your wallet',
    amount: 'Amount (SR)',
    amountPlaceholder: 'e.g. 100',
    amountInvalid: 'Enter an amount from 1 to 100,000 SR',
    chargeButton: 'Charge by card',
    chargeHint: 'You will go to the secure payment page, then come back here.',
    redirecting: 'Taking you to the payment page…',
    failed: 'The charge could not start, please try again',
    paidTitle: 'Wallet charged',
    paidText: 'The amount was added to your balance.',
    declinedTitle: 'Not charged',
    declinedText: 'The card was declined or the payment cancelled; your balance did not change.',
    pendingTitle: 'Payment not completed',
    pendingText: 'You left the payment page before paying; your balance did not change. You can try again.',
    expiredTitle: 'Payment expired',
    expiredText: 'The payment was not completed in time; your balance did not change. You can charge again.',
    entries: 'Wallet activity',
    noEntries: 'No activity yet',
    kind: {
      charge: 'Charge',
      payment: 'Payment',
      refund: 'Refund',
      adjustment: 'Adjustment',
    },
  },
};

export const walletTranslations = { ar, en };

addNamespace(NS, walletTranslations);
