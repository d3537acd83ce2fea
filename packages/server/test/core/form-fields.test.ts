import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { z } from 'zod';
import { DomainError } from '../../src/lib/errors';
import { id, optId, optNumber, text } from '../../src/lib/form';
import { validate } from '../../src/lib/validate';

const Body = z.object({ name: text(20), city_id: id(), page: optId(), price: optNumber(z.number().min(0)) });

/** The message key (and params) validate() fails with, or 'ok'. */
function outcome(input: Record<string, unknown>): string {
  try {
    validate(Body, input);
    return 'ok';
  } catch (err) {
    assert.ok(err instanceof DomainError);
    return `${err.messageKey}:${String(err.params?.field ?? '').replace(/^fields\./, '')}`;
  }
}

describe('form fields and validate()', () => {
  it('reads the strings the existing client sends', () => {
    const v = validate(Body, { name: ' Sara ', city_id: '٣', page: '2', price: '١٬٥٠٠٫٥' });
    assert.deepEqual(v, { name: 'Sara', city_id: 3, page: 2, price: 1500.5 });
    const blank = validate(Body, { name: 'x', city_id: '1', page: '', price: 'null' });
    assert.equal(blank.page, undefined);
    assert.equal(blank.price, undefined);
  });

  it('tells a missing value ("required") from a wrong one ("invalid", "must be a number")', () => {
    assert.equal(outcome({ city_id: '1' }), 'validation.required:name');
    assert.equal(outcome({ name: 'x' }), 'validation.required:city_id');
    assert.equal(outcome({ name: 'x', city_id: '' }), 'validation.required:city_id');
    assert.equal(outcome({ name: 'x', city_id: 'abc' }), 'validation.invalid:city_id');
    assert.equal(outcome({ name: 'x', city_id: '1', page: '-1' }), 'validation.invalid:page');
    assert.equal(outcome({ name: 'x', city_id: '1', price: 'ten' }), 'validation.number:price');
    assert.equal(outcome({ name: 'x', city_id: '1', price: '-5' }), 'validation.min:price');
    assert.equal(outcome({ name: 5, city_id: '1' }), 'validation.invalid:name');
  });
});
