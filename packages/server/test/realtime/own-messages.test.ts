import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { skipOwnMessages } from '../../src/modules/realtime/own-messages';

// The adapter's own MessagePack codec, as it encodes its broadcasts.
const fromAdapter = createRequire(createRequire(import.meta.url).resolve('@socket.io/redis-adapter'));
const msgpack = fromAdapter('notepack.io') as { encode(v: unknown): Buffer; decode(b: Buffer): unknown };

describe('skipOwnMessages (Redis adapter)', () => {
  it("answers the process's own broadcasts with its id alone and decodes the others' in full", () => {
    let decoded = 0;
    const adapter = {
      uid: 'AbC1_x',
      parser: {
        encode: (v: unknown) => msgpack.encode(v),
        decode: (b: unknown) => {
          decoded++;
          return msgpack.decode(b as Buffer);
        },
      },
    };
    skipOwnMessages(adapter);
    const packet = { type: 2, data: ['sendMessageRes', { id: 1, body: 'مرحبا' }], nsp: '/' };
    const opts = { rooms: ['chat:1'], except: ['user:2'] };
    assert.deepEqual(adapter.parser.decode(adapter.parser.encode(['AbC1_x', packet, opts])), ['AbC1_x']);
    assert.equal(decoded, 0);
    assert.deepEqual(adapter.parser.decode(adapter.parser.encode(['Zz9-yy', packet, opts])), ['Zz9-yy', packet, opts]);
    // A request between processes (a map, not the broadcast's array) is decoded as before.
    assert.deepEqual(adapter.parser.decode(adapter.parser.encode({ type: 0, uid: 'AbC1_x' })), { type: 0, uid: 'AbC1_x' });
    assert.equal(decoded, 2);
  });
});
