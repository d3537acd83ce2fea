/**
 * The customer's notes on an order's state, in both languages: mf-orders' `customerOrders`
 * strings and the first view the server draws of an order (signed-in-first-view.ts) both read
 * them here. Plain data, so the server imports it without i18next or React.
 */
import type { Locale } from './locale';

export interface OrderNotes {
  /** A direct request waiting for the provider to accept it. */
  semiAccepted: string;
  /** Paid and in progress. */
  waitingDelivery: string;
}

export const orderNotes: Record<Locale, OrderNotes> = {
  ar: {
    semiAccepted: 'تم إرسال طلبك مباشرةً إلى مقدم الخدمة، وهو بانتظار موافقته.',
    waitingDelivery: 'تم الدفع، ومقدم الخدمة يعمل على طلبك. ستظهر ملفات التسليم هنا.',
  },
  en: {
    semiAccepted: 'Your request went straight to the provider and is waiting for their acceptance.',
    waitingDelivery: 'Paid: the provider is working on your order. The delivery files will show here.',
  },
};
