import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CHAT_MESSAGES_PER_PAGE } from '@souq/contracts';
import { eq } from 'drizzle-orm';
import { chatMessages, chatRooms, requestServices } from '../../src/db/schema';
import { makeCategory, makeService, PNG } from '../catalog/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { chatParties } from './support';

describe('chat over HTTP: rooms, messages, members, uploads', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t.close();
  });

  it('openRoom is idempotent per request and per pair, also under concurrency', async () => {
    const { user, provider, room } = await chatParties(t);
    const again = await t.app.services.chat.openRoom({ userId: user.id, providerId: provider.id });
    assert.equal(again.id, room.id);
    const cat = await makeCategory(t.app.deps.db);
    const svc = await makeService(t.app.deps.db, cat.id, 'شعار', 'Logo');
    const [req] = await t.app.deps.db
      .insert(requestServices)
      .values({
        number: `SR-T${Date.now()}`,
        userId: user.id,
        providerId: provider.id,
        serviceId: svc.id,
        type: 'direct',
        details: 'x',
        stage: 'accepted',
      })
      .returning();
    assert.ok(req);
    const rooms = await Promise.all(
      Array.from({ length: 5 }, () => t.app.services.chat.openRoom({ userId: user.id, providerId: provider.id, requestServiceId: req.id })),
    );
    assert.equal(new Set(rooms.map((r) => r.id)).size, 1);
    assert.notEqual(rooms[0]?.id, room.id);
    const all = await t.app.deps.db.select().from(chatRooms).where(eq(chatRooms.userId, user.id));
    assert.equal(all.length, 2);
    await assert.rejects(t.app.services.chat.openRoom({ userId: user.id, providerId: 999_999 }), /chat.party_not_found/);
  });

  it('get-rooms: the other member, last message, newest first, unread count; guests and strangers get nothing', async () => {
    const a = await chatParties(t, { user: 'ليلى', provider: 'أحمد' });
    const chat = t.app.services.chat;
    const other = await chat.openRoom({ userId: a.user.id, providerId: (await chatParties(t, { provider: 'خالد' })).provider.id });
    await chat.postMessage({ roomId: a.room.id, sender: { role: 'provider', id: a.provider.id }, type: 'text', body: 'مرحبا' });
    t.advance(1000);
    await chat.postMessage({ roomId: other.id, sender: { role: 'user', id: a.user.id }, type: 'text', body: 'hello' });

    const r = await t.get('/get-rooms', { token: a.userToken });
    assert.equal(r.key, 'success');
    assert.deepEqual(
      r.data.rooms.map((x: { member: { name: string } }) => x.member.name),
      ['خالد', 'أحمد'],
    );
    const [first, second] = r.data.rooms;
    assert.equal(first.last_message_body, 'hello');
    assert.equal(first.unread_count, 0, 'own message is read');
    assert.equal(second.last_message_body, 'مرحبا');
    assert.equal(second.unread_count, 1);
    assert.match(second.last_message_created_dt, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    assert.match(second.member.image, /^http:\/\/souq\.test\//);
    const count = await t.get('/chat/unread-count', { token: a.userToken });
    assert.equal(count.data.count, 1);

    const prov = await t.get('/get-rooms', { token: a.providerToken });
    assert.equal(prov.data.rooms.length, 1);
    assert.equal(prov.data.rooms[0].member.name, 'ليلى');

    const guest = await t.get('/get-rooms');
    assert.equal(guest.key, 'unauthenticated');
    const stranger = await chatParties(t);
    const theirs = await t.get('/get-rooms', { token: stranger.userToken });
    assert.deepEqual(
      theirs.data.rooms.map((x: { id: number }) => x.id),
      [stranger.room.id],
    );
  });

  it('get-room-messages: oldest first within a page, newest page first, members [user, provider], marks read', async () => {
    const p = await chatParties(t, { user: 'نورة', provider: 'ماجد' });
    const chat = t.app.services.chat;
    const n = CHAT_MESSAGES_PER_PAGE + 5;
    for (let i = 1; i <= n; i++) {
      await chat.postMessage({
        roomId: p.room.id,
        sender: i % 2 ? { role: 'provider', id: p.provider.id } : { role: 'user', id: p.user.id },
        type: 'text',
        body: `m${i}`,
      });
    }
    assert.equal((await t.get('/chat/unread-count', { token: p.userToken })).data.count, 1);
    const r = await t.get(`/get-room-messages/${p.room.id}`, { token: p.userToken });
    assert.equal(r.key, 'success');
    const bodies = r.data.messages.data.map((m: { body: string }) => m.body);
    assert.equal(bodies.length, CHAT_MESSAGES_PER_PAGE);
    assert.equal(bodies[0], 'm6');
    assert.equal(bodies.at(-1), `m${n}`);
    assert.equal(r.data.messages.pagination.total_items, n);
    assert.equal(r.data.messages.pagination.last_page, 2);
    const last = r.data.messages.data.at(-1);
    assert.equal(last.is_sender, false);
    assert.equal(last.sender_type, 'Provider');
    assert.equal(r.data.messages.data.at(-2).is_sender, true);
    assert.deepEqual(
      r.data.members.map((m: { type: string; id: number }) => [m.type, m.id]),
      [
        ['User', p.user.id],
        ['Provider', p.provider.id],
      ],
    );
    assert.equal((await t.get('/chat/unread-count', { token: p.userToken })).data.count, 0, 'reading the newest page marks the room read');

    const page2 = await t.get(`/get-room-messages/${p.room.id}?page=2`, { token: p.userToken });
    assert.deepEqual(
      page2.data.messages.data.map((m: { body: string }) => m.body),
      ['m1', 'm2', 'm3', 'm4', 'm5'],
    );
    const before = await t.get(`/get-room-messages/${p.room.id}?before=${r.data.messages.data[0].id}`, { token: p.userToken });
    assert.deepEqual(
      before.data.messages.data.map((m: { body: string }) => m.body),
      ['m1', 'm2', 'm3', 'm4', 'm5'],
    );

    const stranger = await chatParties(t);
    const denied = await t.get(`/get-room-messages/${p.room.id}`, { token: stranger.userToken });
    assert.equal(denied.key, 'fail');
    assert.equal(denied.msg, 'The chat room was not found');
    const deniedProv = await t.get(`/room-members/${p.room.id}`, { token: stranger.providerToken });
    assert.equal(deniedProv.key, 'fail');
  });

  it('room-members: [user, provider] with user_name / name and absolute images', async () => {
    const p = await chatParties(t, { user: 'هند', provider: 'سعد' });
    const r = await t.get(`/room-members/${p.room.id}`, { token: p.providerToken, lang: 'ar' });
    assert.equal(r.key, 'success');
    assert.equal(r.data[0].user_name, 'هند');
    assert.equal(r.data[0].id, p.user.id);
    assert.equal(r.data[1].name, 'سعد');
    assert.equal(r.data[1].id, p.provider.id);
    for (const m of r.data) assert.match(m.image, /^http:\/\/souq\.test\/.+/);
  });

  it('invoice messages carry SR amounts and a body containing final_total', async () => {
    const p = await chatParties(t);
    const { message } = await t.app.services.chat.postMessage({
      roomId: p.room.id,
      sender: { role: 'provider', id: p.provider.id },
      type: 'invoice',
      invoice: { negotiateId: 7, requestServiceId: null, price: 10000, duration: 3, taxValue: 1500, finalTotal: 11500 },
    });
    assert.equal(message.invoice?.final_total, 115);
    assert.equal(message.invoice?.negotaite_id, 7);
    assert.match(message.body, /final_total/);
    const r = await t.get('/get-rooms', { token: p.userToken });
    assert.match(r.data.rooms[0].last_message_body, /final_total/);
    await assert.rejects(
      t.app.services.chat.postMessage({ roomId: p.room.id, sender: { role: 'user', id: p.user.id + 999 }, type: 'text', body: 'x' }),
      /chat.not_member/,
    );
  });

  it('upload-room-file: member only, type and size checked, returns an absolute URL; nothing stored on failure', async () => {
    const p = await chatParties(t);
    const fd = (blob: Blob, name: string) => {
      const f = new FormData();
      f.append('file', blob, name);
      f.append('room_id', String(p.room.id));
      return f;
    };
    const img = await t.post(`/upload-room-file/${p.room.id}`, fd(new Blob([PNG], { type: 'image/png' }), 'shot.png'), {
      token: p.userToken,
    });
    assert.equal(img.key, 'success');
    assert.match(img.data.file_name, /^http:\/\/souq\.test\/uploads\/s\/\d+\/[\w-]+\/chat\/\d+\/[0-9a-f]+\.png$/);
    assert.equal(img.data.type, 'image');
    const pdf = await t.post(
      `/upload-room-file/${p.room.id}`,
      fd(new Blob(['%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF']), 'a.pdf'),
      {
        token: p.providerToken,
      },
    );
    assert.equal(pdf.key, 'success');
    assert.match(pdf.data.file_name, /\.pdf$/);
    assert.equal(pdf.data.type, 'file');
    const txt = await t.post(`/upload-room-file/${p.room.id}`, fd(new Blob(['plain notes']), 'notes.txt'), { token: p.userToken });
    assert.equal(txt.key, 'success');

    const exe = await t.post(
      `/upload-room-file/${p.room.id}`,
      fd(new Blob([Buffer.from('4d5a90000300000004000000ffff0000', 'hex')]), 'x.exe'),
      {
        token: p.userToken,
      },
    );
    assert.equal(exe.key, 'fail');
    assert.match(exe.msg, /file type is not allowed/);
    const html = await t.post(`/upload-room-file/${p.room.id}`, fd(new Blob(['<script>alert(1)</script>']), 'x.html'), {
      token: p.userToken,
    });
    assert.equal(html.key, 'fail');

    const stranger = await chatParties(t);
    const denied = await t.post(`/upload-room-file/${p.room.id}`, fd(new Blob([PNG]), 'a.png'), { token: stranger.userToken });
    assert.equal(denied.key, 'fail');
    const none = await t.post(`/upload-room-file/${p.room.id}`, new FormData(), { token: p.userToken });
    assert.equal(none.key, 'fail');
    const mismatch = new FormData();
    mismatch.append('file', new Blob([PNG]), 'a.png');
    mismatch.append('room_id', String(p.room.id + 1000));
    assert.equal((await t.post(`/upload-room-file/${p.room.id}`, mismatch, { token: p.userToken })).key, 'fail');
    const msgs = await t.app.deps.db.select().from(chatMessages).where(eq(chatMessages.roomId, p.room.id));
    assert.equal(msgs.length, 0, 'uploading sends no message by itself');
  });

  it('upload-room-file: a file over MAX_UPLOAD_MB is refused', async () => {
    const small = await createTestApp({ env: { MAX_UPLOAD_MB: '0.001' } });
    try {
      const p = await chatParties(small);
      const f = new FormData();
      f.append('file', new Blob([Buffer.concat([PNG, Buffer.alloc(4000)])]), 'big.png');
      const r = await small.post(`/upload-room-file/${p.room.id}`, f, { token: p.userToken });
      assert.equal(r.key, 'fail');
      assert.match(r.msg, /larger than/);
    } finally {
      await small.close();
    }
  });
});
