import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { chatMessages, chatRooms } from '../../src/db/schema';
import { PNG } from '../catalog/fixtures';
import type { TestApp } from '../helpers/test-app';
import {
  closeWithSockets,
  collect,
  connectSocket,
  createListeningApp,
  emitAck,
  nextEvent,
  openSocket,
  outcome,
  settle,
} from '../helpers/sockets';
import { chatParties } from './support';

describe('chat over Socket.IO', () => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  const open = async (token: string | null) => {
    const s = openSocket(url, token);
    sockets.push(s);
    return s;
  };
  /** A customer and a provider, both connected and in their room. */
  const pair = async () => {
    const p = await chatParties(t);
    const u = await open(p.userToken);
    const v = await open(p.providerToken);
    assert.deepEqual(await Promise.all([outcome(u), outcome(v)]), ['connected', 'connected']);
    for (const s of [u, v]) assert.equal((await emitAck(s, 'enterChat', { room_id: p.room.id })).key, 'success');
    return { ...p, u, v };
  };

  before(async () => ({ t, url } = await createListeningApp()));
  after(() => closeWithSockets(t, sockets));

  it('refuses a socket without a token', async () => {
    assert.equal(await outcome(await open(null)), 'refused: unauthenticated');
  });

  it('delivers to the other member from the receiver side, not echoed; the sender gets the stored message by ack', async () => {
    const p = await pair();
    const echoes = collect(p.u, 'sendMessageRes');
    const got = nextEvent<Record<string, unknown>>(p.v, 'sendMessageRes');
    const ack = await emitAck(p.u, 'sendMessage', {
      room_id: String(p.room.id),
      type: 'text',
      body: 'السلام عليكم',
      client_message_id: 'c-1',
    });
    assert.equal(ack.key, 'success');
    assert.equal(ack.data.is_sender, true);
    assert.equal(ack.data.body, 'السلام عليكم');
    const res = await got;
    assert.equal(res.id, ack.data.id);
    assert.equal(res.is_sender, false);
    assert.equal(res.sender_type, 'User');
    assert.equal(res.sender_id, p.user.id);
    assert.equal(res.room_id, p.room.id);
    assert.equal(res.client_message_id, 'c-1');
    assert.ok(typeof res.created_dt === 'string' && res.created_dt);
    await settle();
    assert.equal(echoes.length, 0, 'not echoed to the sender');
  });

  it('ignores sender fields sent by the client (spoofing)', async () => {
    const p = await pair();
    const victim = await chatParties(t);
    const got = nextEvent<{ sender_id: number; sender_type: string }>(p.v, 'sendMessageRes');
    const ack = await emitAck(p.u, 'sendMessage', {
      room_id: p.room.id,
      type: 'text',
      body: 'hi',
      sender_id: victim.user.id,
      sender_type: 'Provider',
      sender_name: 'Admin',
      receiver_id: 1,
      receiver_type: 'User',
      avater: 'http://evil/x.png',
    });
    assert.equal(ack.key, 'success');
    const res = await got;
    assert.equal(res.sender_id, p.user.id);
    assert.equal(res.sender_type, 'User');
    const [row] = await t.app.deps.db.select().from(chatMessages).where(eq(chatMessages.id, ack.data.id));
    assert.equal(row?.senderRole, 'user');
    assert.equal(row?.senderId, p.user.id);
  });

  it('checks membership on every message: a member taken off a room mid-conversation can no longer send', async () => {
    const p = await pair();
    assert.equal((await emitAck(p.v, 'sendMessage', { room_id: p.room.id, type: 'text', body: 'before' })).key, 'success');
    const other = await chatParties(t);
    // The provider is no longer the room's member; the socket stays connected and entered.
    await t.app.deps.db.update(chatRooms).set({ providerId: other.provider.id }).where(eq(chatRooms.id, p.room.id));
    const after = await emitAck(p.v, 'sendMessage', { room_id: p.room.id, type: 'text', body: 'after', client_message_id: 'gone-1' });
    assert.equal(after.key, 'fail');
    const rows = await t.app.deps.db.select().from(chatMessages).where(eq(chatMessages.roomId, p.room.id));
    assert.deepEqual(
      rows.map((r) => r.body),
      ['before'],
    );
    const [room] = await t.app.deps.db.select().from(chatRooms).where(eq(chatRooms.id, p.room.id));
    assert.equal(room?.lastMessageId, rows[0]?.id, 'the refused message did not move the room');
  });

  it('keeps a burst in order, acknowledges each once stored, and moves the room and the sender read marker', async () => {
    const p = await pair();
    const got = collect<{ id: number; body: string }>(p.v, 'sendMessageRes');
    const acks = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        emitAck(p.u, 'sendMessage', { room_id: p.room.id, type: 'text', body: `m${i}`, client_message_id: `burst-${i}` }),
      ),
    );
    assert.ok(acks.every((a) => a.key === 'success'));
    const rows = await t.app.deps.db.select().from(chatMessages).where(eq(chatMessages.roomId, p.room.id)).orderBy(chatMessages.id);
    assert.deepEqual(
      rows.map((r) => r.body),
      acks.map((_, i) => `m${i}`),
    );
    assert.deepEqual(
      acks.map((a) => a.data.id),
      rows.map((r) => r.id),
    );
    await settle();
    assert.deepEqual(
      got.map((m) => m.body),
      rows.map((r) => r.body),
    );
    const [room] = await t.app.deps.db.select().from(chatRooms).where(eq(chatRooms.id, p.room.id));
    assert.equal(room?.lastMessageId, rows.at(-1)?.id);
    assert.equal(room?.userReadId, rows.at(-1)?.id);
    assert.equal(room?.providerReadId, 0);
    // A resend of a stored client id answers the stored message and stores nothing.
    const again = await emitAck(p.u, 'sendMessage', { room_id: p.room.id, type: 'text', body: 'm0', client_message_id: 'burst-0' });
    assert.equal(again.data.id, rows[0]?.id);
    assert.equal((await t.app.deps.db.select().from(chatMessages).where(eq(chatMessages.roomId, p.room.id))).length, 20);
  });

  it('a burst from many sockets into several rooms: each acknowledged once stored, none lost, order kept per sender and per room', async () => {
    const a = await pair();
    // Two tabs a side in room a, all entered; three more rooms whose customers send at the same time.
    const u2 = await open(a.userToken);
    const v2 = await open(a.providerToken);
    for (const s of [u2, v2]) {
      assert.equal(await outcome(s), 'connected');
      assert.equal((await emitAck(s, 'enterChat', { room_id: a.room.id })).key, 'success');
    }
    const others = await Promise.all([pair(), pair(), pair()]);
    const toProvider = collect<{ id: number; body: string }>(a.v, 'sendMessageRes');
    const toCustomer = collect<{ id: number; body: string }>(a.u, 'sendMessageRes');
    const senders = [
      { s: a.u, room: a.room.id, name: 'u1' },
      { s: u2, room: a.room.id, name: 'u2' },
      { s: a.v, room: a.room.id, name: 'v1' },
      { s: v2, room: a.room.id, name: 'v2' },
      ...others.map((o, i) => ({ s: o.u, room: o.room.id, name: `o${i}` })),
    ];
    const N = 10;
    // Nobody waits for an acknowledgement before sending the next.
    const acks = await Promise.all(
      senders.map((x) =>
        Promise.all(
          Array.from({ length: N }, (_, i) =>
            emitAck(x.s, 'sendMessage', { room_id: x.room, type: 'text', body: `${x.name}-${i}`, client_message_id: `${x.name}-${i}` }),
          ),
        ),
      ),
    );
    for (const [k, list] of acks.entries()) {
      assert.ok(
        list.every((r) => r.key === 'success'),
        senders[k]?.name,
      );
      // Each sender's messages are stored in the order sent.
      const ids = list.map((r) => r.data.id as number);
      assert.deepEqual(
        ids,
        [...ids].sort((x, y) => x - y),
      );
      assert.deepEqual(
        list.map((r) => r.data.body),
        Array.from({ length: N }, (_, i) => `${senders[k]?.name}-${i}`),
      );
    }
    const rows = await t.app.deps.db.select().from(chatMessages).where(eq(chatMessages.roomId, a.room.id)).orderBy(chatMessages.id);
    assert.equal(rows.length, 4 * N);
    for (const o of others) {
      assert.equal((await t.app.deps.db.select().from(chatMessages).where(eq(chatMessages.roomId, o.room.id))).length, N);
    }
    // Every acknowledged message is stored with the id its ack gave.
    const stored = new Map(rows.map((r) => [r.id, r.body]));
    for (const list of acks.slice(0, 4)) for (const r of list) assert.equal(stored.get(r.data.id), r.data.body);
    // Each side's socket hears the other side's messages, all of them, in the room's order.
    await settle(300);
    const byId = (x: { id: number }, y: { id: number }) => x.id - y.id;
    assert.deepEqual(
      toProvider.map((m) => m.id),
      rows.filter((r) => r.senderRole === 'user').map((r) => r.id),
    );
    assert.deepEqual(
      toCustomer.map((m) => m.id),
      rows.filter((r) => r.senderRole === 'provider').map((r) => r.id),
    );
    assert.deepEqual([...toProvider].sort(byId), toProvider);
    // The room points at its newest message; each side's read marker at its own newest.
    const [room] = await t.app.deps.db.select().from(chatRooms).where(eq(chatRooms.id, a.room.id));
    assert.equal(room?.lastMessageId, rows.at(-1)?.id);
    assert.equal(room?.userReadId, rows.filter((r) => r.senderRole === 'user').at(-1)?.id);
    assert.equal(room?.providerReadId, rows.filter((r) => r.senderRole === 'provider').at(-1)?.id);
  });

  it('messages stored together: a stranger is refused, a repeated client id stored once, the others stored in order', async () => {
    const a = await pair();
    const b = await chatParties(t);
    const chat = t.app.services.chat;
    const got = collect<{ body: string }>(a.v, 'sendMessageRes');
    const send = (roomId: number, sender: { role: 'user' | 'provider'; id: number }, body: string, clientMessageId?: string) =>
      chat.postMessage({ roomId, sender, type: 'text', body, clientMessageId }).then(
        (r) => ({ id: r.message.id, duplicate: r.duplicate }),
        (err: { messageKey?: string }) => err.messageKey ?? 'error',
      );
    // Called in one turn, so they go to the database together.
    const answers = await Promise.all([
      send(a.room.id, { role: 'user', id: a.user.id }, 'one', 'same'),
      send(a.room.id, { role: 'user', id: b.user.id }, 'intruder'),
      send(b.room.id, { role: 'user', id: b.user.id }, 'elsewhere'),
      send(a.room.id, { role: 'user', id: a.user.id }, 'one again', 'same'),
      send(a.room.id, { role: 'provider', id: a.provider.id }, 'two'),
      send(a.room.id, { role: 'user', id: a.user.id }, 'three'),
    ]);
    const [one, intruder, elsewhere, again, two, three] = answers as [
      { id: number; duplicate: boolean },
      string,
      { id: number },
      { id: number; duplicate: boolean },
      { id: number },
      { id: number },
    ];
    assert.equal(intruder, 'chat.not_member');
    assert.ok(elsewhere.id > 0);
    assert.equal(one.duplicate, false);
    assert.deepEqual(again, { id: one.id, duplicate: true });
    assert.ok(one.id < two.id && two.id < three.id);
    const rows = await t.app.deps.db.select().from(chatMessages).where(eq(chatMessages.roomId, a.room.id)).orderBy(chatMessages.id);
    assert.deepEqual(
      rows.map((r) => r.body),
      ['one', 'two', 'three'],
    );
    await settle();
    assert.deepEqual(
      got.map((m) => m.body),
      ['one', 'three'],
    );
    const [room] = await t.app.deps.db.select().from(chatRooms).where(eq(chatRooms.id, a.room.id));
    assert.deepEqual([room?.lastMessageId, room?.userReadId, room?.providerReadId], [three.id, three.id, two.id]);
  });

  it('a client that starts on long-polling and upgrades sends and hears messages in order', async () => {
    const p = await chatParties(t);
    // The socket.io-client default: long-polling first, then the upgrade to a WebSocket.
    const u = connectSocket(url, { auth: { token: p.userToken }, transports: ['polling', 'websocket'] });
    sockets.push(u);
    const v = await open(p.providerToken);
    assert.deepEqual(await Promise.all([outcome(u), outcome(v)]), ['connected', 'connected']);
    for (const s of [u, v]) assert.equal((await emitAck(s, 'enterChat', { room_id: p.room.id })).key, 'success');
    const toProvider = collect<{ body: string }>(v, 'sendMessageRes');
    const toCustomer = collect<{ body: string }>(u, 'sendMessageRes');
    const sends = Array.from({ length: 10 }, (_, i) => emitAck(u, 'sendMessage', { room_id: p.room.id, type: 'text', body: `u${i}` }));
    const replies = Array.from({ length: 10 }, (_, i) => emitAck(v, 'sendMessage', { room_id: p.room.id, type: 'text', body: `v${i}` }));
    assert.ok((await Promise.all([...sends, ...replies])).every((a) => a.key === 'success'));
    for (let i = 0; i < 40 && (toProvider.length < 10 || toCustomer.length < 10); i++) await settle(50);
    assert.deepEqual(
      toProvider.map((m) => m.body),
      Array.from({ length: 10 }, (_, i) => `u${i}`),
    );
    assert.deepEqual(
      toCustomer.map((m) => m.body),
      Array.from({ length: 10 }, (_, i) => `v${i}`),
    );
  });

  it('refuses joining or sending to a room one is not a member of, and stores nothing', async () => {
    const p = await pair();
    const stranger = await chatParties(t);
    const s = await open(stranger.userToken);
    assert.equal(await outcome(s), 'connected');
    const leaked = collect(s, 'sendMessageRes');
    const join = await emitAck(s, 'enterChat', { room_id: p.room.id });
    assert.equal(join.key, 'fail');
    const send = await emitAck(s, 'sendMessage', { room_id: p.room.id, type: 'text', body: 'intruder' });
    assert.equal(send.key, 'fail');
    const rows = await t.app.deps.db.select().from(chatMessages).where(eq(chatMessages.roomId, p.room.id));
    assert.equal(rows.length, 0);
    await emitAck(p.u, 'sendMessage', { room_id: p.room.id, type: 'text', body: 'private' });
    await settle();
    assert.equal(leaked.length, 0, 'a refused join receives nothing');
  });

  it('validates messages: type, empty or too long text, bad room id', async () => {
    const p = await pair();
    for (const bad of [
      { room_id: p.room.id, type: 'html', body: 'x' },
      { room_id: p.room.id, type: 'text', body: '   ' },
      { room_id: p.room.id, type: 'text', body: 'x'.repeat(2001) },
      { room_id: 'abc', type: 'text', body: 'x' },
      { room_id: p.room.id, type: 'invoice', body: '{"final_total":1}' },
      null,
    ]) {
      const r = await emitAck(p.u, 'sendMessage', bad);
      assert.equal(r.key, 'fail', JSON.stringify(bad));
      assert.ok(r.msg);
    }
    const rows = await t.app.deps.db.select().from(chatMessages).where(eq(chatMessages.roomId, p.room.id));
    assert.equal(rows.length, 0);
  });

  it('persists before broadcast: the receiver can read the message back at once', async () => {
    const p = await pair();
    const got = new Promise<boolean>((resolve) => {
      p.v.once('sendMessageRes', async (m: { id: number }) => {
        const [row] = await t.app.deps.db.select().from(chatMessages).where(eq(chatMessages.id, m.id));
        resolve(Boolean(row));
      });
    });
    await emitAck(p.u, 'sendMessage', { room_id: p.room.id, type: 'text', body: 'stored first' });
    assert.equal(await got, true);
  });

  it('a resend with the same client_message_id is stored and delivered once', async () => {
    const p = await pair();
    const delivered = collect<{ id: number }>(p.v, 'sendMessageRes');
    const payload = { room_id: p.room.id, type: 'text', body: 'once', client_message_id: 'retry-42' };
    const [a, b] = await Promise.all([emitAck(p.u, 'sendMessage', payload), emitAck(p.u, 'sendMessage', payload)]);
    const c = await emitAck(p.u, 'sendMessage', payload);
    assert.equal(a.data.id, b.data.id);
    assert.equal(a.data.id, c.data.id);
    await settle();
    assert.equal(delivered.length, 1);
    const rows = await t.app.deps.db.select().from(chatMessages).where(eq(chatMessages.roomId, p.room.id));
    assert.equal(rows.length, 1);
    // Another sender may use the same client id.
    const d = await emitAck(p.v, 'sendMessage', payload);
    assert.notEqual(d.data.id, a.data.id);
  });

  it('keeps order within a room', async () => {
    const p = await pair();
    const got = collect<{ body: string }>(p.v, 'sendMessageRes');
    for (let i = 0; i < 20; i++) p.u.emit('sendMessage', { room_id: p.room.id, type: 'text', body: `n${i}` });
    for (let i = 0; i < 50 && got.length < 20; i++) await settle(50);
    const expected = Array.from({ length: 20 }, (_, i) => `n${i}`);
    assert.deepEqual(
      got.map((m) => m.body),
      expected,
    );
    const r = await t.get(`/get-room-messages/${p.room.id}`, { token: p.providerToken });
    assert.deepEqual(
      r.data.messages.data.map((m: { body: string }) => m.body),
      expected,
    );
  });

  it('stores text as text: markup comes back literally', async () => {
    const p = await pair();
    const body = '<img src=x onerror=alert(1)>';
    const got = nextEvent<{ body: string }>(p.v, 'sendMessageRes');
    await emitAck(p.u, 'sendMessage', { room_id: p.room.id, type: 'text', body });
    assert.equal((await got).body, body);
  });

  it('image and file messages: the file must be uploaded to that room; bodies are absolute URLs', async () => {
    const p = await pair();
    const f = new FormData();
    f.append('file', new Blob([PNG]), 'photo.png');
    const up = await t.post(`/upload-room-file/${p.room.id}`, f, { token: p.userToken });
    assert.equal(up.key, 'success');
    const got = nextEvent<{ body: string; type: string; file_name: string }>(p.v, 'sendMessageRes');
    const ack = await emitAck(p.u, 'sendMessage', { room_id: p.room.id, type: 'image', body: up.data.file_name });
    assert.equal(ack.key, 'success');
    const res = await got;
    assert.equal(res.type, 'image');
    assert.equal(res.body, up.data.file_name);
    assert.match(res.body, /^http:\/\/souq\.test\/uploads\/s\/\d+\/[\w-]+\/chat\//);
    assert.equal(res.file_name, 'photo.png');

    // A file of another room, a made-up path and a path traversal are refused.
    const other = await chatParties(t);
    const g = new FormData();
    g.append('file', new Blob([PNG]), 'other.png');
    const theirs = await t.post(`/upload-room-file/${other.room.id}`, g, { token: other.userToken });
    for (const body of [
      theirs.data.file_name,
      'http://souq.test/uploads/chat/1/nothing.png',
      '../../etc/passwd',
      'https://evil.example/x.png',
    ]) {
      const r = await emitAck(p.u, 'sendMessage', { room_id: p.room.id, type: 'image', body });
      assert.equal(r.key, 'fail', body);
    }
    // A pdf cannot be sent as an image.
    const h = new FormData();
    h.append('file', new Blob(['%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF']), 'a.pdf');
    const pdf = await t.post(`/upload-room-file/${p.room.id}`, h, { token: p.providerToken });
    assert.equal((await emitAck(p.v, 'sendMessage', { room_id: p.room.id, type: 'image', body: pdf.data.file_name })).key, 'fail');
    assert.equal((await emitAck(p.v, 'sendMessage', { room_id: p.room.id, type: 'file', body: pdf.data.file_name })).key, 'success');
  });

  it('pushes chatMessage to the receiver anywhere in the app, and after exitChat only that', async () => {
    const p = await pair();
    const elsewhere = await open(p.providerToken);
    assert.equal(await outcome(elsewhere), 'connected');
    const push = nextEvent<{ room_id: number; is_sender: boolean }>(elsewhere, 'chatMessage');
    await emitAck(p.u, 'sendMessage', { room_id: p.room.id, type: 'text', body: 'ping' });
    const got = await push;
    assert.equal(got.room_id, p.room.id);
    assert.equal(got.is_sender, false);

    assert.equal((await emitAck(p.v, 'exitChat', {})).key, 'success');
    const inRoom = collect(p.v, 'sendMessageRes');
    const pushed = nextEvent(p.v, 'chatMessage');
    await emitAck(p.u, 'sendMessage', { room_id: p.room.id, type: 'text', body: 'after exit' });
    await pushed;
    await settle();
    assert.equal(inRoom.length, 0);
    assert.equal((await t.get('/chat/unread-count', { token: p.providerToken })).data.count, 1);
    assert.equal((await t.post(`/chat/rooms/${p.room.id}/read`, {}, { token: p.providerToken })).data.count, 0);
  });

  it('invoices posted by the service reach the customer live', async () => {
    const p = await pair();
    const got = nextEvent<{ type: string; invoice: { final_total: number } }>(p.u, 'sendMessageRes');
    await t.app.services.chat.postMessage({
      roomId: p.room.id,
      sender: { role: 'provider', id: p.provider.id },
      type: 'invoice',
      invoice: { negotiateId: 3, requestServiceId: null, price: 20000, duration: 5, taxValue: 3000, finalTotal: 23000 },
    });
    const m = await got;
    assert.equal(m.type, 'invoice');
    assert.equal(m.invoice.final_total, 230);
  });
});
