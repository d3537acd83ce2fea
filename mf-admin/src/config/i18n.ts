/**
 * The 'admin' namespace (ar default, en): strings shared by the console (components/i18n.ts)
 * and each feature's own; importing this file registers them all.
 */
import '@souq/routes/titles';
import '@/components/i18n';
import '@/features/auth/i18n';
import '@/features/dashboard/i18n';
import '@/features/providers/i18n';
import '@/features/products/i18n';
import '@/features/customers/i18n';
import '@/features/orders/i18n';
import '@/features/complaints/i18n';
import '@/features/settlements/i18n';
import '@/features/catalogue/i18n';
import '@/features/settings/i18n';
import '@/features/audit/i18n';
import '@/features/accounts/i18n';
import '@/features/releases/i18n';

export { NS } from './namespace';
