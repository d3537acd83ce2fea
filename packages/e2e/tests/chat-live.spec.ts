/**
 * A customer and a provider chat live in two browser contexts (text, emoji, image,
 * file, markup shown as text), the header's unread chat count follows, the provider's
 * negotiation sheet arrives as an invoice card that the customer pays from the chat, both
 * cards then say "paid" without a reload, and the order moves to the current ones.
 */
import { expect, type Page, test } from '@playwright/test';
import { call, CUSTOMER, login, logoService, newRequest, PDF, PNG, SARA, signedInPage } from './order-flows';

test.describe.configure({ timeout: 180_000 });

async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'الرسالة' });
  await box.fill(text);
  await page.getByRole('button', { name: 'إرسال' }).click();
  await expect(box).toHaveValue('');
}

async function attach(page: Page, file: typeof PNG) {
  await page.getByTestId('file-input').setInputFiles(file);
  await page.getByRole('button', { name: 'إرسال' }).click();
}

test('customer and provider chat live, the invoice is paid from the chat and shows paid on both sides', async ({ browser, request }) => {
  const customer = await login(request, 'user', CUSTOMER);
  const sara = await login(request, 'provider', SARA);
  const order = await newRequest(request, customer, await logoService(request, sara), sara.id);
  expect((await call(request, sara, 'POST', '/provider/request-services/accept', { request_service_id: String(order.id) })).key).toBe(
    'success',
  );
  const room = (await call(request, customer, 'POST', '/user/request-service/negotiate', { request_service_id: String(order.id) })).data
    .room_id;

  const c = await signedInPage(browser, customer);
  const p = await signedInPage(browser, sara);
  await c.goto(`/chatView/${room}`);
  await p.goto(`/chatView/${room}`);
  const cLog = c.locator('.chat-messages, [role="log"]').first();
  const pLog = p.locator('.chat-messages, [role="log"]').first();

  // Text both ways, live.
  await send(c, 'السلام عليكم، متى يمكن البدء؟');
  await expect(p.getByText('السلام عليكم، متى يمكن البدء؟').first()).toBeVisible();
  await send(p, 'وعليكم السلام، اليوم إن شاء الله');
  await expect(c.getByText('وعليكم السلام، اليوم إن شاء الله').first()).toBeVisible();

  // Emoji from the picker.
  await c.getByRole('button', { name: 'إضافة رمز تعبيري' }).click();
  await c.getByRole('group', { name: 'إضافة رمز تعبيري' }).getByRole('button').first().click();
  const emoji = await c.getByRole('textbox', { name: 'الرسالة' }).inputValue();
  expect(emoji.length).toBeGreaterThan(0);
  await c.getByRole('button', { name: 'إرسال' }).click();
  await expect(p.getByText(emoji, { exact: true }).first()).toBeVisible();

  // An image inline and a file as a link.
  await attach(p, PNG);
  await expect(c.getByRole('img', { name: PNG.name })).toBeVisible();
  await attach(c, PDF);
  await expect(p.getByRole('link', { name: new RegExp(PDF.name.replace('.', '\\.')) })).toBeVisible();

  // Markup is text.
  const markup = '<img src=x onerror=alert(1)>';
  await send(p, markup);
  await expect(c.getByText(markup, { exact: true }).first()).toBeVisible();
  expect(await cLog.locator('img[src="x"]').count()).toBe(0);

  // Away from the room, the header's chat count goes up live.
  const counted = c.waitForResponse((r) => r.url().includes('/chat/unread-count') && r.ok());
  await c.goto('/');
  const chats = c.getByRole('link', { name: /^المحادثات/ });
  // The demo data (and a first attempt's room) leaves other rooms unread: count from the
  // server's answer, once the header shows it (read before it arrived, the header said 0).
  const before = Number((await (await counted).json()).data.count);
  const unread = async () => Number(((await chats.getAttribute('aria-label')) ?? '').match(/\d+/)?.[0] ?? 0);
  await expect.poll(unread).toBe(before);
  await send(p, 'أرسلت لك ورقة التفاوض بعد قليل');
  await expect.poll(unread).toBe(before + 1);
  await chats.click();
  await c.goto(`/chatView/${room}`);
  await c.waitForURL(new RegExp(`/chatView/${room}$`));
  await expect.poll(unread).toBe(before);

  // The provider sends a negotiation sheet: an invoice card arrives; the customer pays it from the chat.
  const sheet = await call(request, sara, 'POST', '/provider/request-services/negotiates/store', {
    request_service_id: String(order.id),
    price: '100',
    duration: '2',
  });
  expect(sheet.key, sheet.msg).toBe('success');
  const cCard = c.getByTestId('invoice-card').last();
  await expect(cCard).toContainText('115');
  await p.reload();
  const pCard = p.getByTestId('invoice-card').last();
  await expect(pCard).toBeVisible();
  await expect(pCard.getByRole('button', { name: 'ادفع الآن' })).toHaveCount(0);

  await cCard.getByRole('button', { name: 'ادفع الآن' }).click();
  const dialog = c.getByRole('dialog', { name: 'دفع الفاتورة' });
  await dialog.getByRole('radio', { name: 'المحفظة' }).check();
  await dialog.getByRole('button', { name: 'تأكيد الدفع' }).click();
  await expect(cCard.getByRole('status')).toHaveText(/مدفوعة/);
  await expect(cCard.getByRole('button', { name: 'ادفع الآن' })).toHaveCount(0);
  // The provider's open room learns it without a reload.
  await expect(pCard.getByRole('status')).toHaveText(/مدفوعة/);
  expect(await pLog.count()).toBeGreaterThan(0);

  const show = await call(request, customer, 'POST', '/user/request-service/show', { request_service_id: String(order.id) });
  expect(show.data.order_status).toBe(3);
  await c.goto('/userOrder?status=3');
  await expect(c.getByRole('link', { name: `فتح الطلب رقم ${order.number}` })).toBeVisible();
});
