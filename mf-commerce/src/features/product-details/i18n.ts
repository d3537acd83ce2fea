/** Strings of /providerProductDetails/:id. */
import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {
  details: {
    notFound: 'هذا المنتج غير متاح',
    category: 'التصنيف',
    price: 'السعر',
    discountUntil: 'الخصم ساري حتى {{date}}',
    downloads: 'مرات التحميل',
    rating: 'التقييم',
    ratingsCount_zero: 'لا تقييمات',
    ratingsCount_one: 'تقييم واحد',
    ratingsCount_two: 'تقييمان',
    ratingsCount_few: '{{count}} تقييمات',
    ratingsCount_many: '{{count}} تقييمًا',
    ratingsCount_other: '{{count}} تقييم',
    showRatings: 'عرض التقييمات',
    features: 'المزايا',
    description: 'الوصف',
    noDescription: 'لا يوجد وصف',
    seller: 'البائع',
    sellerProfile: 'صفحة البائع',
    purchased: 'اشتريت هذا المنتج، ملفاته في صفحة ملفاتي',
    myFiles: 'ملفاتي',
    goToCart: 'اذهب إلى السلة',
    similar: 'منتجات مشابهة',
    noSimilar: 'لا منتجات مشابهة',
    pendingApproval: 'بانتظار موافقة الإدارة',
  },
  ratings: {
    title: 'تقييمات {{name}}',
    empty: 'لا تقييمات بعد',
    anonymous: 'عميل',
  },
};

const en: typeof ar = {
  details: {
    notFound: 'This product is not available',
    category: 'Category',
    price: 'Price',
    discountUntil: 'Discount until {{date}}',
    downloads: 'Downloads',
    rating: 'Rating',
    ratingsCount_zero: 'No ratings',
    ratingsCount_one: '1 rating',
    ratingsCount_two: '2 ratings',
    ratingsCount_few: '{{count}} ratings',
    ratingsCount_many: '{{count}} ratings',
    ratingsCount_other: '{{count}} ratings',
    showRatings: 'Show ratings',
    features: 'Features',
    description: 'Description',
    noDescription: 'No description',
    seller: 'Seller',
    sellerProfile: 'Seller’s page',
    purchased: 'You bought this product; its files are on your files page',
    myFiles: 'My files',
    goToCart: 'Go to cart',
    similar: 'Similar products',
    noSimilar: 'No similar products',
    pendingApproval: 'Waiting for approval',
  },
  ratings: {
    title: 'Ratings of {{name}}',
    empty: 'No ratings yet',
    anonymous: 'Customer',
  },
};

export const productDetailsTranslations = { ar, en };

addNamespace(NS, productDetailsTranslations);
