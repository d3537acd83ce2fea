/** The shared realtime client (@souq/api-client realtime.ts) as the chat pages use it, over a fake socket. */
import { act } from '@testing-library/react';
import { enterChatRoom, onRealtime, RealtimeError, sendChatMessage, setRealtimeTransport } from '@souq/api-client';
import { sessionStore } from '@souq/auth';
import { fakeRealtime } from '@souq/testing';

const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  setRealtimeTransport();
  act(() => sessionStore.getState().signOut());
});

it('opens one connection for every listener, with the session token, and none without a session', async () => {
  const transport = jest.fn(fakeRealtime().transport);
  setRealtimeTransport(transport as never);
  const off1 = onRealtime('chatMessage', () => undefined);
  await flush();
  expect(transport).not.toHaveBeenCalled();

  act(() => sessionStore.getState().signIn({ token: 'a', visitor: 'user', name: null }));
  const off2 = onRealtime('notification', () => undefined);
  await flush();
  expect(transport).toHaveBeenCalledTimes(1);
  off1();
  off2();
});

it('reconnects with the new token when the session changes, and re-enters open rooms', async () => {
  const fake = fakeRealtime();
  setRealtimeTransport(fake.transport as never);
  act(() => sessionStore.getState().signIn({ token: 'first', visitor: 'user', name: null }));
  const leave = enterChatRoom(4);
  await flush();
  expect(fake.handshakes.map((h) => h.token)).toEqual(['first']);
  act(() => sessionStore.getState().update({ token: 'second' }));
  await flush();
  expect(fake.handshakes.map((h) => h.token)).toEqual(['first', 'second']);
  expect(fake.emitted.filter((e) => e.event === 'enterChat')).toHaveLength(2);
  leave();
  expect(fake.emitted.at(-1)).toEqual({ event: 'exitChat', payload: { room_id: 4 } });
});

it('rejects a send with the server message, or after the timeout when nobody answers', async () => {
  const fake = fakeRealtime();
  setRealtimeTransport(fake.transport as never);
  act(() => sessionStore.getState().signIn({ token: 't', visitor: 'user', name: null }));
  fake.onEmit('sendMessage', () => ({ key: 'fail', msg: 'لست عضوًا في هذه المحادثة', data: null }));
  await expect(sendChatMessage({ room_id: 1, type: 'text', body: 'x' })).rejects.toThrow('لست عضوًا في هذه المحادثة');

  jest.useFakeTimers();
  try {
    fake.onEmit('sendMessage', () => undefined);
    const pending = sendChatMessage({ room_id: 1, type: 'text', body: 'x' });
    const settled = expect(pending).rejects.toBeInstanceOf(RealtimeError);
    await jest.advanceTimersByTimeAsync(10_000);
    await settled;
  } finally {
    jest.useRealTimers();
  }
});
