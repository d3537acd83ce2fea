import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useTestApp } from '../helpers/test-app';

describe('envelope and transport', () => {
  const t = useTestApp();

  it('answers an unknown API path with a 404 envelope in the request language', async () => {
    const ar = await t.get('/no/such/path', { lang: 'ar' });
    assert.equal(ar.status, 404);
    assert.equal(ar.key, 'fail');
    assert.equal(ar.msg, 'المسار المطلوب غير موجود');
    const en = await t.get('/no/such/path', { lang: 'en' });
    assert.equal(en.msg, 'The requested path does not exist');
    assert.equal(en.data, null);
  });

  it('falls back to Arabic when lang is missing or the literal "null"', async () => {
    const r = await t.get('/no/such/path', { headers: { lang: 'null' } });
    assert.equal(r.msg, 'المسار المطلوب غير موجود');
  });
});
