import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {};
const en: typeof ar = {};
export const translations = { ar, en };
addNamespace(NS, translations);
