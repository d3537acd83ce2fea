import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { idSchema, imagesSchema, optText, pageSchema, RECEIVED_FILE, text } from '@souq/contracts';
import { z } from 'zod';
import { parseInput } from '../../src/plugins/contract';
import { coerce } from '../../src/plugins/normalize-input';

const Body = z.object({
  name: text(20),
  city_id: idSchema,
  page: pageSchema,
  price: z.number().min(0).optional(),
  agree: z.boolean().optional(),
  note: optText(),
  images: imagesSchema,
  country_code: z.string().optional(),
  phone: z.string().optional(),
});

/** What the route would receive: the pre-validation step, then the schema. */
const read = (input: Record<string, unknown>) => parseInput(Body, coerce(Body, input));

/** The message key (and field) a body fails with, or 'ok'. */
function outcome(input: Record<string, unknown>): string {
  const r = read(input);
  if ('value' in r) return 'ok';
  return `${r.error.messageKey}:${String(r.error.params.field ?? '').replace(/^fields\./, '')}`;
}

describe('the pre-validation step and the contract schemas', () => {
  it('reads the strings the existing client sends', () => {
    const r = read({ name: ' Sara ', city_id: '٣', page: '2', price: '١٬٥٠٠٫٥', agree: '1', extra: 'dropped' });
    assert.ok('value' in r);
    assert.deepEqual(r.value, { name: 'Sara', city_id: 3, page: 2, price: 1500.5, agree: true, images: [] });
    const blank = read({ name: 'x', city_id: '1', page: '', price: 'null', note: 'undefined' });
    assert.ok('value' in blank);
    assert.equal(blank.value.page, undefined);
    assert.equal(blank.value.price, undefined);
    assert.equal(blank.value.note, undefined);
  });

  it('reads country codes with or without +, phones typed in Arabic digits, one file as a list, a repeated key once', () => {
    const file = {
      [RECEIVED_FILE]: true,
      kind: 'file',
      field: 'images',
      filename: 'a.png',
      mimetype: 'image/png',
      path: '/tmp/a.png',
      size: 1,
    };
    const r = read({ name: 'x', city_id: ['4', '5'], country_code: ' 966', phone: '٠٥٠ ١٢٣-٤٥٦٧', images: file });
    assert.ok('value' in r);
    assert.equal(r.value.city_id, 4);
    assert.equal(r.value.country_code, '+966');
    assert.equal(r.value.phone, '0501234567');
    assert.deepEqual(r.value.images, [file]);
    for (const cc of ['+966', '966', '00966'])
      assert.equal((coerce(Body, { country_code: cc }) as { country_code?: string }).country_code, '+966');
  });

  it('tells a missing value ("required") from a wrong one ("invalid", "must be a number")', () => {
    assert.equal(outcome({ city_id: '1' }), 'validation.required:name');
    assert.equal(outcome({ name: 'x' }), 'validation.required:city_id');
    assert.equal(outcome({ name: 'x', city_id: '' }), 'validation.required:city_id');
    assert.equal(outcome({ name: 'x', city_id: 'abc' }), 'validation.invalid:city_id');
    assert.equal(outcome({ name: 'x', city_id: '1', page: '-1' }), 'validation.invalid:page');
    assert.equal(outcome({ name: 'x', city_id: '1', price: 'ten' }), 'validation.number:price');
    assert.equal(outcome({ name: 'x', city_id: '1', price: '-5' }), 'validation.min:price');
    assert.equal(outcome({ name: { a: 1 }, city_id: '1' }), 'validation.invalid:name');
    assert.equal(outcome({ name: 'x', city_id: '1', images: ['not a file'] }), 'validation.image:images');
  });
});
