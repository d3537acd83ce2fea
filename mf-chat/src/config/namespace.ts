/** This remote's i18n namespace. */
export const NS = 'chat';
