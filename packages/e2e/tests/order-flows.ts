/** Helpers of the order and chat journeys (orders-journeys.spec.ts, chat-live.spec.ts): demo sign-in, API shortcuts. */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { API, CUSTOMER, login, type Session, signedIn, useLocale } from './support';

export { CUSTOMER, login, type Session };

export const SARA = '500000101';
export const AMAL = '500000112';

/** A page of its own browser context, signed in, in Arabic unless told. */
export async function signedInPage(browser: Browser, s: Session, locale: 'ar' | 'en' = 'ar'): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useLocale(page, locale);
  await signedIn(page, s);
  return page;
}

export async function call(
  request: APIRequestContext,
  s: Session,
  method: 'GET' | 'POST',
  url: string,
  form?: Record<string, string>,
  // biome-ignore lint/suspicious/noExplicitAny: journeys read arbitrary JSON envelopes
): Promise<any> {
  const headers = { Authorization: `Bearer ${s.token}`, 'Accept-Language': 'ar' };
  const res = method === 'GET' ? await request.get(`${API}${url}`, { headers }) : await request.post(`${API}${url}`, { headers, form });
  return res.json();
}

/** The logo service both demo designers (سارة, أمل) offer. */
export async function logoService(request: APIRequestContext, sara: Session): Promise<number> {
  const list = await call(request, sara, 'GET', '/provider/services');
  const logo = list.data.find((s: { service: { name: string } | null; name: string }) => /شعار/.test(s.name));
  expect(logo, 'سارة offers a logo service').toBeTruthy();
  return logo.service.id as number;
}

/** A new request: direct to `providerId`, else open to every provider of the service. */
export async function newRequest(request: APIRequestContext, customer: Session, serviceId: number, providerId?: number) {
  const form: Record<string, string> = { details: `طلب تجربة ${Date.now()}`, service_id: String(serviceId) };
  if (providerId) form.provider_id = String(providerId);
  else Object.assign(form, { from_price: '100', to_price: '400', duration: '5' });
  const res = await call(request, customer, 'POST', '/user/request-service/store', form);
  expect(res.key, res.msg).toBe('success');
  return { id: res.data.id as number, number: res.data.number as string };
}

/** On the provider's order page: opens the price offer dialog and fills it; the caller presses its send button. */
export async function fillQuote(page: Page, price: string, days: string) {
  await page.getByRole('button', { name: 'إرسال عرض سعر' }).click();
  const quote = page.getByRole('dialog');
  await quote.getByLabel('السعر (ر.س)').fill(price);
  await quote.getByLabel('مدة التنفيذ (أيام)').fill(days);
  return quote.getByRole('button', { name: 'إرسال عرض سعر' });
}

/** The sandbox gateway page: a test card, then back into the app. */
export async function payOnSandbox(page: Page) {
  await page.waitForURL(/\/payments\//);
  await page.getByLabel(/رقم البطاقة/).fill('4111111111111111');
  await page.getByRole('button', { name: /ادفع/ }).click();
}

export const PDF = {
  name: 'تسليم.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
};
export const PNG = {
  name: 'صورة.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
};
