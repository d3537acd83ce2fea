/**
 * The 'providerAdmin' namespace (ar default, en): each feature registers its own strings in its
 * `i18n.ts`; importing this file registers those of every page this remote exposes.
 */
// Page titles (placeholders and headings read them) live with the routes, once.
import '@souq/routes/titles';
import '@/components/i18n';
import '@/features/profile/i18n';
import '@/features/bank/i18n';
import '@/features/works/i18n';
import '@/features/products/i18n';
import '@/features/financial/i18n';
import '@/features/reports/i18n';

export { NS } from './namespace';
