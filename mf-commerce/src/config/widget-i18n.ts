/**
 * Registers only the home widgets' strings: the widgets chunk is part of every first view,
 * so it must not carry the pages' strings (pages register the whole namespace themselves).
 */
import { addNamespace } from '@souq/i18n';
import { NS } from './namespace';
import { widgetTranslations } from './widget-translations';

addNamespace(NS, widgetTranslations);
