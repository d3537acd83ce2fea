/**
 * A process that stops closes its sockets' transports without disconnecting them: the client
 * sees `transport close` (and reconnects, through the load balancer, to another process), never
 * `io server disconnect` (which tells a client to stay away).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { makeUser } from '../catalog/fixtures';
import { openSocket, outcome } from '../helpers/sockets';
import { createTestApp } from '../helpers/test-app';

describe('sockets on shutdown', () => {
  it('a stopping process tells its sockets to reconnect', async () => {
    const t = await createTestApp();
    try {
      const user = await makeUser(t.app.deps.db);
      const token = await t.app.deps.tokens.issue('user', user.id);
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const socket = openSocket(address, token);
      assert.equal(await outcome(socket), 'connected');
      const reason = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      await t.app.close();
      assert.equal(await reason, 'transport close');
      socket.close();
    } finally {
      await t.close();
    }
  });
});
