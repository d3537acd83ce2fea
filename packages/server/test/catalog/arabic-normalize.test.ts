import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { normalizeArabic } from '../../src/lib/arabic-normalize';

describe('normalizeArabic', () => {
  it('folds alef forms, taa marbuta, alef maqsura, hamza carriers', () => {
    assert.equal(normalizeArabic('أحمد إبراهيم آمال ٱلله'), 'احمد ابراهيم امال الله');
    assert.equal(normalizeArabic('سارة'), 'ساره');
    assert.equal(normalizeArabic('مصطفى'), 'مصطفي');
    assert.equal(normalizeArabic('مؤمن هيئة'), 'مومن هييه');
  });

  it('removes tatweel and diacritics, including decomposed hamza', () => {
    assert.equal(normalizeArabic('مُحَمَّـــد'), 'محمد');
    assert.equal(normalizeArabic('رحمٰن'), 'رحمن');
    assert.equal(normalizeArabic('\u0627\u0654حمد'), 'احمد'); // ا + hamza above = أ
  });

  it('maps Arabic-Indic and Persian digits, lower-cases English, collapses spaces', () => {
    assert.equal(normalizeArabic('  Studio   ٣٦٠  ۴ '), 'studio 360 4');
    assert.equal(normalizeArabic('GRAPHIC Design'), 'graphic design');
  });

  it('folds presentation forms and invisible marks; empty for null', () => {
    assert.equal(normalizeArabic('\uFEFBبن'), 'لابن');
    assert.equal(normalizeArabic('عل\u200Cي'), 'علي');
    assert.equal(normalizeArabic(null), '');
    assert.equal(normalizeArabic(''), '');
  });
});
