/**
 * The 'chat' namespace (ar default, en): each feature registers its own strings in its
 * `i18n.ts`; importing this file registers those of every page this remote exposes.
 */
// Page titles (placeholders and headings read them) live with the routes, once.
import '@souq/routes/titles';
import '@/features/chat/i18n';

export { NS } from './namespace';
