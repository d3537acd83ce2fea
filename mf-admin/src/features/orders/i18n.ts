/** Orders: lists and details. */
import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {
  orders: {
    number: 'رقم الطلب',
    title: 'الطلب',
    customer: 'العميل',
    provider: 'مقدم الخدمة',
    total: 'الإجمالي',
    kind: 'نوع الطلبات',
    empty: 'لا توجد طلبات',
    summary: 'ملخص الطلب',
    price: 'السعر',
    coupon: 'خصم القسيمة',
    payment: 'طريقة الدفع',
    method: {
      card: 'بطاقة',
      wallet: 'المحفظة',
    },
    items: 'المنتجات',
    providerDue: 'مستحق مقدم الخدمة',
    ledger: 'حركات المحفظة',
    files: 'الملفات',
  },
};

const en: typeof ar = {
  orders: {
    number: 'Order number',
    title: 'Order',
    customer: 'Customer',
    provider: 'Provider',
    total: 'Total',
    kind: 'Kind of orders',
    empty: 'No orders',
    summary: 'Order summary',
    price: 'Price',
    coupon: 'Coupon discount',
    payment: 'Payment method',
    method: {
      card: 'Card',
      wallet: 'Wallet',
    },
    items: 'Items',
    providerDue: 'Provider due',
    ledger: 'Wallet entries',
    files: 'Files',
  },
};

export const translations = { ar, en };
addNamespace(NS, translations);
