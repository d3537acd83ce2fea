/** The i18n namespace of page titles (registered by `@souq/routes/titles`). */
export const ROUTES_NS = 'routes';
