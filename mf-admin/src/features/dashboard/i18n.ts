/** The dashboard: counts, money and trends. */
import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {
  dashboard: {
    waiting: 'بانتظار إجراء',
    providersAwaiting: 'مقدمو خدمات بانتظار الموافقة',
    productsAwaiting: 'منتجات بانتظار الموافقة',
    openComplaints: 'شكاوى مفتوحة',
    pendingSettlements: 'طلبات تسوية معلقة',
    requests: 'عدد الطلبات',
    totalAmount: 'إجمالي المبلغ',
    people: 'المستخدمون',
    customers: 'العملاء',
    providers: 'مقدمو الخدمات',
    newCustomersWeek: 'عملاء جدد هذا الأسبوع',
    newCustomersMonth: 'عملاء جدد هذا الشهر',
    newProvidersWeek: 'مقدمو خدمات جدد هذا الأسبوع',
    newProvidersMonth: 'مقدمو خدمات جدد هذا الشهر',
    money: 'المبيعات',
    week: 'آخر 7 أيام',
    month: 'آخر 30 يومًا',
    sales: 'المبيعات',
    vat: 'ضريبة القيمة المضافة',
    commission: 'العمولة',
    paidOrders: 'الطلبات المدفوعة',
    ordersByState: 'الطلبات حسب الحالة',
    salesTrend: 'المبيعات في آخر 14 يومًا',
    ordersTrend: 'الطلبات في آخر 14 يومًا',
    newCustomersTrend: 'العملاء الجدد في آخر 14 يومًا',
    newProvidersTrend: 'مقدمو الخدمات الجدد في آخر 14 يومًا',
  },
};

const en: typeof ar = {
  dashboard: {
    waiting: 'Waiting for you',
    providersAwaiting: 'Providers awaiting approval',
    productsAwaiting: 'Products awaiting approval',
    openComplaints: 'Open complaints',
    pendingSettlements: 'Pending settlements',
    requests: 'Requests',
    totalAmount: 'Total amount',
    people: 'People',
    customers: 'Customers',
    providers: 'Providers',
    newCustomersWeek: 'New customers this week',
    newCustomersMonth: 'New customers this month',
    newProvidersWeek: 'New providers this week',
    newProvidersMonth: 'New providers this month',
    money: 'Sales',
    week: 'Last 7 days',
    month: 'Last 30 days',
    sales: 'Sales',
    vat: 'VAT',
    commission: 'Commission',
    paidOrders: 'Paid orders',
    ordersByState: 'Orders by state',
    salesTrend: 'Sales, last 14 days',
    ordersTrend: 'Orders, last 14 days',
    newCustomersTrend: 'New customers, last 14 days',
    newProvidersTrend: 'New providers, last 14 days',
  },
};

export const translations = { ar, en };
addNamespace(NS, translations);
