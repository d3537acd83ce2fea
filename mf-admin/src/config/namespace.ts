/** This remote's i18n namespace (a tiny module, so components can name it without loading every string). */
export const NS = 'admin';
