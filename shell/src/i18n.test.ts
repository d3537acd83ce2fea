import path from 'node:path';
import { findTranslationProblems } from '@souq/i18n/testing';

test('every translation key used in the shell (and @souq/ui) exists in ar and en, and no key is in one language only', () => {
  const problems = findTranslationProblems({
    roots: [
      path.resolve(__dirname),
      path.resolve(__dirname, '../../packages/ui/src'),
      path.resolve(__dirname, '../../packages/routes/src'),
    ],
  });
  expect(problems).toEqual([]);
});
