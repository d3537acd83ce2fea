/** Strings of the store's shared components (product card, favourite heart, cart button). */
import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {
  product: {
    discount: 'خصم {{value}}٪',
    imageAlt: 'صورة {{name}}',
    downloads_zero: 'لا تحميلات بعد',
    downloads_one: 'تحميل واحد',
    downloads_two: 'تحميلان',
    downloads_few: '{{count}} تحميلات',
    downloads_many: '{{count}} تحميلًا',
    downloads_other: '{{count}} تحميل',
    addFavorite: 'أضف {{name}} إلى المفضلة',
    removeFavorite: 'أزل {{name}} من المفضلة',
    favoriteAdded: 'أضيف المنتج إلى المفضلة',
    favoriteRemoved: 'أزيل المنتج من المفضلة',
    addToCart: 'أضف إلى السلة',
    inCart: 'في السلة',
    cartAdded: 'أضيف المنتج إلى السلة',
    genericError: 'تعذر إتمام العملية، حاول مرة أخرى',
    money: '{{amount}} ر.س',
  },
  checkout: {
    paidTitle: 'تم الدفع بنجاح',
    paidText: 'طلبك رقم <ref>{{number}}</ref> مدفوع. ملفاتك جاهزة للتحميل.',
    paidReturnText: 'تم الدفع بالبطاقة. ملفاتك جاهزة للتحميل.',
    declinedTitle: 'لم يتم الدفع',
    declinedText: 'رُفضت البطاقة أو أُلغي الدفع، ومنتجاتك ما زالت في السلة.',
    pendingTitle: 'لم يكتمل الدفع',
    pendingText: 'غادرت صفحة الدفع قبل إتمامه، ومنتجاتك ما زالت في السلة. يمكنك المحاولة مرة أخرى.',
    expiredTitle: 'انتهت مهلة الدفع',
    expiredText: 'لم يكتمل الدفع في الوقت المحدد، ومنتجاتك ما زالت في السلة. يمكنك الدفع مرة أخرى.',
    goToFiles: 'اذهب إلى ملفاتي',
    backToCart: 'العودة إلى السلة',
  },
};

const en: typeof ar = {
  product: {
    discount: '{{value}}% off',
    imageAlt: 'Image of {{name}}',
    downloads_zero: 'No downloads yet',
    downloads_one: '1 download',
    downloads_two: '2 downloads',
    downloads_few: '{{count}} downloads',
    downloads_many: '{{count}} downloads',
    downloads_other: '{{count}} downloads',
    addFavorite: 'Add {{name}} to favourites',
    removeFavorite: 'Remove {{name}} from favourites',
    favoriteAdded: 'Added to favourites',
    favoriteRemoved: 'Removed from favourites',
    addToCart: 'Add to cart',
    inCart: 'In your cart',
    cartAdded: 'Added to your cart',
    genericError: 'That did not work, please try again',
    money: '{{amount}} SR',
  },
  checkout: {
    paidTitle: 'Payment complete',
    paidText: 'Order <ref>{{number}}</ref> is paid. Your files are ready to download.',
    paidReturnText: 'Your card payment went through. Your files are ready to download.',
    declinedTitle: 'Not paid',
    declinedText: 'The card was declined or the payment cancelled; your products are still in the cart.',
    pendingTitle: 'Payment not completed',
    pendingText: 'You left the payment page before paying; your products are still in the cart. You can try again.',
    expiredTitle: 'Payment expired',
    expiredText: 'The payment was not completed in time; your products are still in the cart. You can pay again.',
    goToFiles: 'Go to my files',
    backToCart: 'Back to the cart',
  },
};

export const componentTranslations = { ar, en };

addNamespace(NS, componentTranslations);
