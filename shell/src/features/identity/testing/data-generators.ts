/** Canned API data shared by the identity tests. */
export const COUNTRIES = [
  { key: '+966', name: 'Saudi Arabia', code: 'SA', image: 'https://cdn.test/flags/sa.png', label: 'SA' },
  { key: '+971', name: 'United Arab Emirates', code: 'AE', image: 'https://cdn.test/flags/ae.png', label: 'AE' },
];
