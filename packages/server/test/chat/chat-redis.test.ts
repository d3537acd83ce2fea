/**
 * Two server processes on different ports, sharing one PostgreSQL database and Redis: a
 * message sent through server A reaches a member connected to server B (Socket.IO Redis
 * adapter), both ways. Needs TEST_DATABASE_URL (an admin URL; a database is created and
 * dropped) and REDIS_URL — CI sets both; without them, or when either does not answer,
 * the suite is skipped with the reason.
 */
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { openDatabase, type Database } from '../../src/db/client';
import { chatMessages } from '../../src/db/schema';
import { loadConfig } from '../../src/config/config';
import { createTokenRepository } from '../../src/modules/auth/token.repository';
import { createChatRepository } from '../../src/modules/chat/chat.repository';
import { makeProvider, makeUser } from '../catalog/fixtures';
import { freePort, startServer, stop } from '../helpers/server-process';
import { adminUrl, redisUrl, sharedServicesMissing } from '../helpers/shared-services';
import { collect, emitAck, nextEvent, openSocket, outcome, settle } from '../helpers/sockets';

const skip = await sharedServicesMissing();
if (skip) console.log(`# chat two-process test skipped: ${skip}`);

describe('chat across two server processes over Redis', { skip }, () => {
  const dbName = `souq_chat_t_${randomBytes(5).toString('hex')}`;
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'souq-chat-2p-'));
  const children: ChildProcess[] = [];
  const sockets: Socket[] = [];
  let database: Database;
  let urlA = '';
  let urlB = '';

  before(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${dbName}"`);
    await admin.end();
    const u = new URL(adminUrl as string);
    u.pathname = `/${dbName}`;
    const dbUrl = u.toString();
    const [portA, portB] = [await freePort(), await freePort()];
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl,
      REDIS_URL: redisUrl as string,
      DATA_DIR: tmp,
      SEED_DEMO: 'false',
      SERVE_WEB: 'false',
      PUBLIC_URL: 'http://souq.test',
    };
    // One after the other: the first applies the migrations.
    children.push(await startServer({ ...env, PORT: String(portA) }));
    children.push(await startServer({ ...env, PORT: String(portB) }));
    urlA = `http://127.0.0.1:${portA}`;
    urlB = `http://127.0.0.1:${portB}`;
    database = await openDatabase({ url: dbUrl, dataDir: null, poolSize: 2 });
  });

  after(async () => {
    for (const s of sockets) s.close();
    await Promise.all(children.map(stop));
    await database?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('a message sent through server A reaches the member on server B, and back', async () => {
    const { db } = database;
    const user = await makeUser(db, 'عميل أ');
    const provider = await makeProvider(db, 'مزود ب');
    await createChatRepository(db).insertRoom(user.id, provider.id, null, new Date());
    const room = await createChatRepository(db).findRoomFor(user.id, provider.id, null);
    assert.ok(room);
    const tokens = createTokenRepository(db, { now: () => new Date(), policy: loadConfig({ NODE_ENV: 'test' }).sessions });
    const onA = openSocket(urlA, await tokens.issue('user', user.id));
    const onB = openSocket(urlB, await tokens.issue('provider', provider.id));
    sockets.push(onA, onB);
    assert.deepEqual(await Promise.all([outcome(onA), outcome(onB)]), ['connected', 'connected']);
    for (const s of [onA, onB]) assert.equal((await emitAck(s, 'enterChat', { room_id: room.id })).key, 'success');

    const echoes = collect(onA, 'sendMessageRes');
    const atB = nextEvent<{ id: number; body: string; is_sender: boolean; sender_type: string }>(onB, 'sendMessageRes', 5000);
    const pushB = nextEvent<{ id: number }>(onB, 'chatMessage', 5000);
    const ack = await emitAck(onA, 'sendMessage', { room_id: room.id, type: 'text', body: 'من الخادم أ', client_message_id: 'x-1' });
    assert.equal(ack.key, 'success');
    const got = await atB;
    assert.equal(got.id, ack.data.id);
    assert.equal(got.body, 'من الخادم أ');
    assert.equal(got.is_sender, false);
    assert.equal(got.sender_type, 'User');
    assert.equal((await pushB).id, ack.data.id);

    const atA = nextEvent<{ body: string }>(onA, 'sendMessageRes', 5000);
    assert.equal((await emitAck(onB, 'sendMessage', { room_id: room.id, type: 'text', body: 'reply from B' })).key, 'success');
    assert.equal((await atA).body, 'reply from B');
    await settle(200);
    assert.equal(echoes.length, 1, 'A got only B’s reply, never its own message');

    const rows = await db.select().from(chatMessages).where(eq(chatMessages.roomId, room.id));
    assert.equal(rows.length, 2);
  });
});
