/**
 * The 'orders' namespace (ar default, en): each feature registers its own strings in its
 * `i18n.ts`; importing this file registers those of every page this remote exposes.
 */
// Page titles (placeholders and headings read them) live with the routes, once.
import '@souq/routes/titles';
import '@/components/i18n';
import '@/features/customer-orders/i18n';
import '@/features/offers/i18n';
import '@/features/provider-orders/i18n';
import '@/features/reviews/i18n';

export { NS } from './namespace';
