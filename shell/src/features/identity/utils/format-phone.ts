/** "+966 5xxxxxxxx" wrapped so it reads left-to-right inside Arabic text. */
export const formatPhone = (country_code: string | null | undefined, phone: string | null | undefined) =>
  `\u2066${[country_code, phone].filter(Boolean).join(' ')}\u2069`;
