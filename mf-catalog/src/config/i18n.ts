/**
 * The 'catalog' namespace (ar default, en): each feature registers its own strings in its
 * `i18n.ts`; importing this file registers those of every page this remote exposes.
 */
// Page titles (placeholders and headings read them) live with the routes, once.
import '@souq/routes/titles';
import '@/components/i18n';
import '@/features/providers/i18n';
import '@/features/provider-profile/i18n';
import '@/features/service-details/i18n';
import '@/features/search/i18n';

export { NS } from './namespace';
