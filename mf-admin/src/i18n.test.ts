import path from 'node:path';
import { findTranslationProblems } from '@souq/i18n/testing';

test('every translation key used in mf-admin exists in ar and en, and no key is in one language only', () => {
  expect(findTranslationProblems({ roots: [path.resolve(__dirname)] })).toEqual([]);
});
