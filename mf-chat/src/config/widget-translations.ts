/** Strings of this remote's home widgets (none for this remote yet). */
export const widgetTranslations = { ar: {}, en: {} };
