/** This remote's i18n namespace (a tiny module: home widgets import it without the page strings). */
export const NS = 'commerce';
