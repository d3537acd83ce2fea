import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRealtimeTransport } from '@souq/api-client';
import type { ChatMessage } from '@souq/contracts';
import { bus } from '@souq/event-bus';
import {
  deferred,
  type FakeRealtime,
  fakeRealtime,
  findDialog,
  imageFile,
  mockApi,
  type MockedApi,
  ok,
  renderPage,
  signInAs,
  signOut,
} from '@souq/testing';
import { createMessage, createRoom, messagesPage } from '../testing/chat-factories';
import AllchatsViewPage from './allchats-view-page';
import ChatViewPage from './chat-view-page';
import '@/config/i18n';

// antd's first renders in a cold jsdom are slow on small CI machines.
jest.setTimeout(60_000);

let api: MockedApi | undefined;
let socket: FakeRealtime;

beforeEach(() => {
  localStorage.clear();
  signOut();
  signInAs('user');
  socket = fakeRealtime();
  setRealtimeTransport(socket.transport as never);
});

afterEach(() => {
  api?.restore();
  api = undefined;
  setRealtimeTransport();
});

const openRoom = () => renderPage(<ChatViewPage />, { path: '/chatView/:id', url: '/chatView/1' });

describe('/allchatsView', () => {
  it('shows a skeleton, then each room with its last message and unread count, newest first', async () => {
    const rooms = deferred();
    api = mockApi({ 'GET /get-rooms': rooms.answer });
    await renderPage(<AllchatsViewPage />, { path: '/allchatsView' });
    expect(screen.getByTestId('rooms-skeleton')).toBeInTheDocument();

    await act(async () =>
      rooms.resolve(
        ok({
          rooms: [
            createRoom({ id: 1, last_message_body: 'قديمة', last_message_at: '2026-11-20T07:00:00.000Z' }),
            createRoom({
              id: 2,
              member: { id: 8, type: 'Provider', name: 'مكتب الخط', user_name: 'مكتب الخط', image: '' },
              last_message_body: 'http://localhost/uploads/chat/a.png',
              last_message_type: 'image',
              last_message_at: '2026-11-24T07:00:00.000Z',
              unread_count: 3,
            }),
          ],
        }),
      ),
    );
    const list = await screen.findByRole('list', { name: 'المحادثات' });
    const items = within(list).getAllByRole('link');
    expect(items.map((a) => a.getAttribute('href'))).toEqual(['/chatView/2', '/chatView/1']);
    expect(items[0]).toHaveTextContent('مكتب الخط');
    expect(items[0]).toHaveTextContent('أرسل صورة');
    expect(within(items[0]).getByRole('img', { name: '3 رسائل غير مقروءة' })).toHaveTextContent('3');
    expect(items[1]).toHaveTextContent('قديمة');
    expect(screen.queryByTestId('rooms-skeleton')).not.toBeInTheDocument();
  });

  it('says "no chats yet" when there is no room', async () => {
    api = mockApi({ 'GET /get-rooms': ok({ rooms: [] }) });
    await renderPage(<AllchatsViewPage />, { path: '/allchatsView' });
    expect(await screen.findByText('لا توجد محادثات بعد')).toBeInTheDocument();
  });

  it('refreshes the list when a message arrives anywhere', async () => {
    api = mockApi({
      'GET /get-rooms': [
        ok({ rooms: [createRoom({ last_message_body: 'أولى' })] }),
        ok({ rooms: [createRoom({ last_message_body: 'جديدة', unread_count: 1 })] }),
      ],
    });
    await renderPage(<AllchatsViewPage />, { path: '/allchatsView' });
    expect(await screen.findByText('أولى')).toBeInTheDocument();
    act(() => socket.serverEmit('chatMessage', createMessage({ body: 'جديدة' })));
    expect(await screen.findByText('جديدة')).toBeInTheDocument();
  });
});

describe('the room list after reading a room', () => {
  it('is fetched again once the room is read, so its badge agrees with the header', async () => {
    const unread = createRoom({ unread_count: 1 });
    api = mockApi({
      'GET /get-rooms': [ok({ rooms: [unread] }), ok({ rooms: [{ ...unread, unread_count: 0 }] })],
      'GET /get-room-messages/1': ok(messagesPage(unread, [createMessage({ body: 'مرحبا' })])),
      'POST /chat/rooms/1/read': ok({ count: 0 }),
    });
    await openRoom();
    await waitFor(() => expect(api?.callsTo('POST', '/chat/rooms/1/read')).toHaveLength(1));
    await waitFor(() => expect(api?.callsTo('GET', '/get-rooms')).toHaveLength(2));
  });
});

describe('/chatView/:id', () => {
  const room = createRoom();
  const history = [
    createMessage({ body: 'أمس', created_at: '2026-11-24T07:00:00.000Z' }),
    createMessage({ body: 'هلا', is_sender: true, sender_type: 'User', created_at: '2026-11-25T07:00:00.000Z' }),
    createMessage({ body: '<img src=x onerror=alert(1)>', created_at: '2026-11-25T07:05:00.000Z' }),
  ];
  const baseApi = (extra: Parameters<typeof mockApi>[0] = {}) =>
    mockApi({
      'GET /get-rooms': ok({ rooms: [room] }),
      'GET /get-room-messages/1': ok(messagesPage(room, history)),
      'POST /chat/rooms/1/read': ok({ count: 0 }),
      ...extra,
    });

  it('shows a skeleton, then the history with day separators, own and other bubbles, markup as text', async () => {
    const page = deferred();
    api = mockApi({
      'GET /get-rooms': ok({ rooms: [room] }),
      'GET /get-room-messages/1': page.answer,
      'POST /chat/rooms/1/read': ok({ count: 0 }),
    });
    await openRoom();
    expect(screen.getByTestId('messages-skeleton')).toBeInTheDocument();
    await act(async () => page.resolve(ok(messagesPage(room, history))));
    const list = await screen.findByRole('list', { name: 'الرسائل' });
    expect(screen.getByRole('heading', { level: 1, name: 'استوديو الندى' })).toBeInTheDocument();
    expect(screen.getByTestId(`message-${history[1].id}`)).toHaveClass('chat-msg--mine');
    expect(screen.getByTestId(`message-${history[0].id}`)).toHaveClass('chat-msg--theirs');
    // Two days → two separators.
    expect(
      within(list)
        .getAllByRole('listitem')
        .filter((li) => li.classList.contains('chat-day')),
    ).toHaveLength(2);
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    // Entered the room on the socket; the customer sees the provider-profile link.
    await waitFor(() => expect(socket.emitted).toContainEqual({ event: 'enterChat', payload: { room_id: 1 } }));
    expect(screen.getByRole('link', { name: 'الملف الشخصي' })).toHaveAttribute('href', '/providerProfile/7');
  });

  it('sends with Enter: the button is disabled while sending, then the stored message shows and the box clears', async () => {
    api = baseApi();
    const stored = createMessage({ body: 'السلام عليكم', is_sender: true, sender_type: 'User', created_at: new Date().toISOString() });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    socket.onEmit('sendMessage', () => gate.then(() => ({ key: 'success', msg: 'تم', data: stored })));
    await openRoom();
    await screen.findByRole('list', { name: 'الرسائل' });
    const box = await screen.findByRole('textbox', { name: 'الرسالة' });
    expect(screen.getByRole('button', { name: 'إرسال' })).toBeDisabled();
    await userEvent.type(box, 'السلام عليكم');
    expect(screen.getByRole('button', { name: 'إرسال' })).toBeEnabled();
    // Typing hides the upload button.
    expect(screen.queryByRole('button', { name: 'إرفاق ملف أو صورة' })).not.toBeInTheDocument();

    await userEvent.keyboard('{Enter}');
    const sent = socket.emitted.filter((e) => e.event === 'sendMessage');
    expect(sent).toHaveLength(1);
    expect(sent[0].payload).toMatchObject({ room_id: 1, type: 'text', body: 'السلام عليكم' });
    expect((sent[0].payload as { client_message_id: string }).client_message_id).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: /إرسال/ })).toBeDisabled());
    // A second Enter while sending sends nothing more.
    await userEvent.keyboard('{Enter}');
    expect(socket.emitted.filter((e) => e.event === 'sendMessage')).toHaveLength(1);

    await act(async () => release());
    const bubble = await screen.findByTestId(`message-${stored.id}`);
    expect(bubble).toHaveClass('chat-msg--mine');
    expect(bubble).toHaveTextContent('السلام عليكم');
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('keeps the text and shows the server message when sending fails', async () => {
    api = baseApi();
    socket.onEmit('sendMessage', () => ({ key: 'fail', msg: 'الرسالة غير صالحة', data: null }));
    const view = await openRoom();
    const box = await screen.findByRole('textbox', { name: 'الرسالة' });
    await userEvent.type(box, 'مرحبا{Enter}');
    await waitFor(() => expect(view.toasts).toContainEqual({ level: 'error', message: 'الرسالة غير صالحة' }));
    expect(box).toHaveValue('مرحبا');
  });

  it('shows a message that arrives on the socket and marks the room read', async () => {
    api = baseApi();
    const counts: number[] = [];
    const off = bus.on('chat:count', ({ count }) => counts.push(count));
    await openRoom();
    await screen.findByRole('list', { name: 'الرسائل' });
    const incoming: ChatMessage = createMessage({ body: 'وصلت الآن', created_at: new Date().toISOString() });
    act(() => socket.serverEmit('sendMessageRes', incoming));
    expect(await screen.findByText('وصلت الآن')).toBeInTheDocument();
    expect(screen.getByTestId(`message-${incoming.id}`)).toHaveClass('chat-msg--theirs');
    // Another room's message does not show here.
    act(() => socket.serverEmit('sendMessageRes', createMessage({ room_id: 2, body: 'غرفة أخرى' })));
    await waitFor(() => expect(api?.callsTo('POST', '/chat/rooms/1/read').length).toBeGreaterThanOrEqual(2));
    expect(screen.queryByText('غرفة أخرى')).not.toBeInTheDocument();
    expect(counts).toContain(0);
    off();
  });

  it('refetches the history after the connection comes back', async () => {
    const later = createMessage({ body: 'فاتتك', created_at: new Date().toISOString() });
    api = baseApi({
      'GET /get-room-messages/1': [ok(messagesPage(room, history)), ok(messagesPage(room, [...history, later]))],
    });
    await openRoom();
    await screen.findByRole('list', { name: 'الرسائل' });
    act(() => socket.drop());
    expect(await screen.findByText('جارٍ إعادة الاتصال…')).toBeInTheDocument();
    await act(async () => socket.reconnect());
    expect(await screen.findByText('فاتتك')).toBeInTheDocument();
    // Re-entered the room on the new connection.
    expect(socket.emitted.filter((e) => e.event === 'enterChat').length).toBeGreaterThanOrEqual(2);
  });

  it('follows the composer rules: an attachment disables the text box and is uploaded, then sent as a file', async () => {
    api = baseApi({
      'POST /upload-room-file/1': ok({ file_name: 'http://localhost/uploads/chat/a.png', type: 'image', name: 'a.png' }),
    });
    const stored = createMessage({
      type: 'image',
      body: 'http://localhost/uploads/chat/a.png',
      is_sender: true,
      created_at: new Date().toISOString(),
    });
    socket.onEmit('sendMessage', () => ({ key: 'success', msg: '', data: stored }));
    await openRoom();
    const box = await screen.findByRole('textbox', { name: 'الرسالة' });
    expect(screen.getByRole('button', { name: 'إرسال' })).toBeDisabled();
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [imageFile('a.png')] } });
    expect(await screen.findByTestId('attachment')).toHaveTextContent('a.png');
    expect(box).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'إرسال' }));
    await waitFor(() => expect(socket.emitted.some((e) => e.event === 'sendMessage')).toBe(true));
    const upload = api.callsTo('POST', '/upload-room-file/1')[0];
    expect(upload.body.file).toBeInstanceOf(File);
    expect(upload.body.room_id).toBe('1');
    expect(socket.emitted.find((e) => e.event === 'sendMessage')?.payload).toMatchObject({
      room_id: 1,
      type: 'image',
      body: 'http://localhost/uploads/chat/a.png',
    });
    expect(await screen.findByTestId(`message-${stored.id}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('attachment')).not.toBeInTheDocument());
    expect(box).toBeEnabled();
  });

  it('inserts an emoji from the picker', async () => {
    api = baseApi();
    await openRoom();
    const box = await screen.findByRole('textbox', { name: 'الرسالة' });
    await userEvent.click(screen.getByRole('button', { name: 'إضافة رمز تعبيري' }));
    await userEvent.click(screen.getByRole('button', { name: '👍' }));
    expect(box).toHaveValue('👍');
  });

  const invoice = createMessage({
    type: 'invoice',
    body: '{"final_total":115}',
    invoice: {
      negotaite_id: 5,
      negotiate_id: 5,
      request_service_id: 11,
      price: 100,
      duration: 3,
      tax_value: 15,
      final_total: 115,
      status: 'open',
      is_paid: false,
    },
  });

  it('lets a customer pay an invoice from the chat with the wallet', async () => {
    api = baseApi({
      'GET /get-room-messages/1': ok(messagesPage(room, [invoice])),
      'POST /user/request-service/negotiates/pay': ok(null, 'تم الدفع'),
    });
    const view = await openRoom();
    const card = await screen.findByTestId('invoice-card');
    expect(card).toHaveTextContent('115');
    expect(card).toHaveTextContent('3 أيام');
    await userEvent.click(within(card).getByRole('button', { name: 'ادفع الآن' }));
    const dialog = await findDialog('دفع الفاتورة');
    await userEvent.click(within(dialog).getByRole('button', { name: 'تأكيد الدفع' }));
    await waitFor(() => expect(view.toasts).toContainEqual({ level: 'success', message: 'تم الدفع' }));
    expect(api.callsTo('POST', '/user/request-service/negotiates/pay')[0].body).toMatchObject({ negotiate_id: 5, type: 'wallet' });
  });

  it('back in the room from a declined card payment of its invoice: says so, keeps the invoice payable, drops the query string', async () => {
    api = baseApi({
      'GET /get-room-messages/1': ok(messagesPage(room, [invoice])),
      'GET /payments/78': ok({
        id: 78,
        status: 'declined',
        purpose: 'negotiation',
        amount: 115,
        request_service_id: 21,
        created_at: '2026-11-02',
        settled_at: '2026-11-02',
      }),
    });
    const view = await renderPage(<ChatViewPage />, { path: '/chatView/:id', url: '/chatView/1?payment_id=78&payment_status=declined' });
    await waitFor(() =>
      expect(view.toasts).toContainEqual({
        level: 'error',
        message: 'لم تكتمل عملية الدفع بالبطاقة ولم يُخصم أي مبلغ، ويمكنك الدفع مرة أخرى',
      }),
    );
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    expect(view.router.state.location.pathname).toBe('/chatView/1');
    expect(within(await screen.findByTestId('invoice-card')).getByRole('button', { name: 'ادفع الآن' })).toBeInTheDocument();
  });

  it('shows a paid invoice as paid, without the pay button', async () => {
    const paid = { ...invoice, invoice: { ...invoice.invoice!, status: 'paid' as const, is_paid: true } };
    api = baseApi({ 'GET /get-room-messages/1': ok(messagesPage(room, [paid])) });
    await openRoom();
    const card = await screen.findByTestId('invoice-card');
    expect(within(card).getByRole('status')).toHaveTextContent('مدفوعة');
    expect(within(card).queryByRole('button', { name: 'ادفع الآن' })).not.toBeInTheDocument();
  });

  it('hides the pay button when the server says the invoice was paid (another tab, the card page)', async () => {
    api = baseApi({ 'GET /get-room-messages/1': ok(messagesPage(room, [invoice])) });
    await openRoom();
    const card = await screen.findByTestId('invoice-card');
    expect(within(card).getByRole('button', { name: 'ادفع الآن' })).toBeInTheDocument();
    // Another room's invoice changes nothing here.
    act(() => socket.serverEmit('invoiceStatus', { room_id: 2, negotiate_id: 5, request_service_id: 11, status: 'paid', is_paid: true }));
    expect(within(card).getByRole('button', { name: 'ادفع الآن' })).toBeInTheDocument();
    act(() => socket.serverEmit('invoiceStatus', { room_id: 1, negotiate_id: 5, request_service_id: 11, status: 'paid', is_paid: true }));
    await waitFor(() => expect(within(card).queryByRole('button', { name: 'ادفع الآن' })).not.toBeInTheDocument());
    expect(within(card).getByRole('status')).toHaveTextContent('مدفوعة');
  });

  it('shows the invoice to the provider without a pay button or a profile link', async () => {
    signInAs('provider');
    const providerRoom = createRoom({ member: { id: 3, type: 'User', name: 'سارة', user_name: 'سارة', image: '' } });
    api = baseApi({
      'GET /get-rooms': ok({ rooms: [providerRoom] }),
      'GET /get-room-messages/1': ok(messagesPage(providerRoom, [{ ...invoice, is_sender: true }])),
    });
    await openRoom();
    const card = await screen.findByTestId('invoice-card');
    expect(within(card).queryByRole('button', { name: 'ادفع الآن' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'الملف الشخصي' })).not.toBeInTheDocument();
  });

  it('says the room is not found when it is not one of mine', async () => {
    api = baseApi({ 'GET /get-room-messages/1': { key: 'fail', msg: 'المحادثة غير موجودة', data: null } });
    await openRoom();
    expect(await screen.findByText('المحادثة غير موجودة')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'الرسالة' })).not.toBeInTheDocument();
  });
});
