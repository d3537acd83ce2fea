import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hasMessage, t } from '../../src/lib/i18n';
import type { Text } from '../../src/lib/message-catalogue';
import { messages } from '../../src/messages';

const placeholders = (text: Text): string[] => {
  const all = typeof text === 'string' ? [text] : Object.entries(text).flatMap(([k, v]) => (k === 'plural' ? [] : [v as string]));
  return [...new Set(all.flatMap((s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string)))].sort();
};

describe('server messages', () => {
  it('picks the plural form by the language rules (Intl.PluralRules)', () => {
    const wait = (lang: 'ar' | 'en', seconds: number) => t(lang, 'identity.code_wait', { seconds });
    assert.equal(wait('en', 1), 'Please wait 1 second before requesting a new code');
    assert.equal(wait('en', 40), 'Please wait 40 seconds before requesting a new code');
    assert.equal(wait('ar', 1), 'يرجى الانتظار ثانية واحدة قبل طلب رمز جديد');
    assert.equal(wait('ar', 2), 'يرجى الانتظار ثانيتين قبل طلب رمز جديد');
    assert.equal(wait('ar', 5), 'يرجى الانتظار 5 ثوانٍ قبل طلب رمز جديد');
    assert.equal(wait('ar', 40), 'يرجى الانتظار 40 ثانية قبل طلب رمز جديد');
    assert.equal(t('ar', 'identity.too_many_attempts', { minutes: 3 }), 'محاولات كثيرة، حاول مرة أخرى بعد 3 دقائق');
    assert.equal(t('en', 'identity.too_many_attempts', { minutes: 1 }), 'Too many attempts, try again in 1 minute');
    assert.equal(t('en', 'validation.min_length', { field: 'fields.field', min: 6 }), 'The field field must be at least 6 characters');
  });

  it('translates a parameter that names a field', () => {
    assert.equal(t('en', 'validation.required', { field: 'fields.field' }), 'The field field is required');
  });

  it('has every message in Arabic and English with the same placeholders', () => {
    for (const [key, entry] of Object.entries(messages) as [string, Record<'ar' | 'en', Text>][]) {
      for (const lang of ['ar', 'en'] as const) {
        const text = entry[lang];
        assert.ok(typeof text === 'string' ? text.trim() : text.other.trim(), `${key} ${lang} is empty`);
      }
      assert.deepEqual(placeholders(entry.ar), placeholders(entry.en), key);
    }
    assert.ok(hasMessage('ok'));
    assert.ok(!hasMessage('no.such.key'));
  });

  it('rejects an unknown key at compile time', () => {
    // @ts-expect-error: a mistyped key is not a MessageKey (tsc fails if this ever compiles)
    assert.equal(t('en', 'identity.code_wiat'), 'identity.code_wiat');
  });
});
