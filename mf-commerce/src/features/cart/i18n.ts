/** Strings of /cartView. */
import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {
  cart: {
    empty: 'السلة فارغة',
    browse: 'تصفح المتاجر من الرئيسية',
    storeTotal: 'مجموع المتجر',
    itemImage: 'صورة {{name}}',
    remove: 'إزالة',
    removeLabel: 'أزل {{name}} من السلة',
    removeConfirm: 'إزالة «{{name}}» من السلة؟',
    removeOk: 'نعم، أزله',
    removed: 'أزيل المنتج من السلة',
    summary: 'ملخص الطلب',
    coupon: 'كوبون الخصم',
    couponPlaceholder: 'اكتب رمز الكوبون',
    applyCoupon: 'تطبيق',
    couponRequired: 'اكتب رمز الكوبون أولًا',
    couponApplied: 'طُبّق الكوبون',
    removeCoupon: 'إلغاء الكوبون',
    couponOff: 'الكوبون {{code}}',
    subtotal: 'مجموع المنتجات',
    discount: 'خصم الكوبون',
    beforeVat: 'المبلغ قبل الضريبة',
    vat: 'ضريبة القيمة المضافة (15٪)',
    total: 'الإجمالي',
    payWith: 'طريقة الدفع',
    wallet: 'المحفظة',
    walletBalance: 'الرصيد {{amount}}',
    walletLow: 'رصيدك لا يكفي،',
    chargeWallet: 'اشحن المحفظة',
    card: 'بطاقة بنكية',
    checkout: 'ادفع {{amount}}',
    redirecting: 'ننقلك إلى صفحة الدفع…',
    failed: 'تعذر إتمام الدفع، حاول مرة أخرى',
  },
};

const en: typeof ar = {
  cart: {
    empty: 'Your cart is empty',
    browse: 'Browse the stores from the home page',
    storeTotal: 'Store total',
    itemImage: 'Image of {{name}}',
    remove: 'Remove',
    removeLabel: 'Remove {{name}} from the cart',
    removeConfirm: 'Remove “{{name}}” from the cart?',
    removeOk: 'Yes, remove it',
    removed: 'Removed from your cart',
    summary: 'Order summary',
    coupon: 'Coupon',
    couponPlaceholder: 'Enter a coupon code',
    applyCoupon: 'Apply',
    couponRequired: 'Enter a coupon code first',
    couponApplied: 'Coupon applied',
    removeCoupon: 'Remove the coupon',
    couponOff: 'Coupon {{code}}',
    subtotal: 'Products',
    discount: 'Coupon discount',
    beforeVat: 'Amount before VAT',
    vat: 'VAT (15%)',
    total: 'Total',
    payWith: 'Pay with',
    wallet: 'Wallet',
    walletBalance: 'Balance {{amount}}',
    walletLow: 'Your balance is not enough,',
    chargeWallet: 'charge your wallet',
    card: 'Bank card',
    checkout: 'Pay {{amount}}',
    redirecting: 'Taking you to the payment page…',
    failed: 'The payment did not go through, please try again',
  },
};

export const cartTranslations = { ar, en };

addNamespace(NS, cartTranslations);
