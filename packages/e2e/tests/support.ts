import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export const API = '/api/v1';
export const ADMIN = { email: 'admin@souq.sa', password: 'Admin@12345' };

/** Start every page in the given language (as the language switch would leave it). */
export async function useLocale(page: Page, locale: 'ar' | 'en') {
  await page.addInitScript((l) => {
    if (!sessionStorage.getItem('__souq_locale_set')) {
      localStorage.setItem('locale', l);
      localStorage.setItem('lang', l);
      sessionStorage.setItem('__souq_locale_set', '1');
    }
  }, locale);
}

/** A fresh Saudi mobile number per run (5xxxxxxxx). */
export function freshPhone(): string {
  return `55${String(Date.now() % 10_000_000).padStart(7, '0')}`;
}

/** The newest code sent to a phone through the dev SMS outbox. */
export async function latestCode(request: APIRequestContext, phone: string, countryCode = '+966'): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const res = await request.get(`${API}/dev/outbox?phone=${phone}&country_code=${encodeURIComponent(countryCode)}`);
      const body = await res.json();
      code = body.data?.[0]?.code ?? null;
      return code;
    })
    .not.toBeNull();
  return code as unknown as string;
}

/** The demo administrator signed in through the API: the token and the account. */
async function adminLogin(request: APIRequestContext): Promise<{ token: string; admin: { id: number; name: string; email: string } }> {
  const res = await request.post(`${API}/admin/login`, { form: ADMIN });
  const body = await res.json();
  expect(body.key).toBe('success');
  return body.data;
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await adminLogin(request)).token;
}

/**
 * A page of its own browser context holding the console's session (the keys @souq/auth's
 * adminSessionStore reads), in the given language; the sign-in form itself is admin.spec's.
 */
export async function adminPage(browser: Browser, locale: 'ar' | 'en'): Promise<Page> {
  const context = await browser.newContext();
  const { token, admin } = await adminLogin(context.request);
  const page = await context.newPage();
  await useLocale(page, locale);
  await page.addInitScript(
    (a) => {
      localStorage.setItem('admin_token', a.token);
      localStorage.setItem('admin_id', String(a.id));
      localStorage.setItem('admin_name', a.name);
      localStorage.setItem('admin_email', a.email);
    },
    { token, ...admin },
  );
  return page;
}

export async function typeCode(page: Page, code: string) {
  const first = page.getByRole('textbox', { name: /^(Digit 1 of|الرقم 1 من)/ });
  await first.click();
  await page.keyboard.type(code, { delay: 30 });
}

/** Install a React DevTools hook stub that records every renderer (one per react-dom copy). */
export async function countReactRenderers(page: Page) {
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    let id = 0;
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers,
      inject(renderer: unknown) {
        id += 1;
        renderers.set(id, renderer);
        (window as unknown as { __souqRenderers: number }).__souqRenderers = renderers.size;
        return id;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
      isDisabled: false,
    };
  });
}

/** The text a reader sees in the page's header and footer (decorative aria-hidden parts left out). */
export async function chromeText(page: Page): Promise<string> {
  return page.evaluate(() =>
    ['header', 'footer']
      .map((sel) => {
        const copy = document.querySelector(sel)?.cloneNode(true) as HTMLElement | undefined;
        if (!copy) return '';
        for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
        return copy.textContent ?? '';
      })
      .join('\n'),
  );
}

/** Log out from the header's account menu (the menu opens first). */
export async function logOut(page: Page) {
  await page.locator('header .souq-account .souq-disclosure__button').first().click();
  await page.getByRole('button', { name: /(Log out|تسجيل الخروج)$/ }).click();
}

export interface Customer {
  token: string;
  id: number;
  phone: string;
}

/**
 * Registers an account of `role` through the API (password Secret123, terms accepted) and
 * activates it with the code from the dev outbox; the activation's answer.
 */
export async function registerAndActivate(
  request: APIRequestContext,
  role: 'user' | 'provider',
  phone: string,
  fields: Record<string, unknown>,
): Promise<{ token: string; id: number }> {
  const reg = await (
    await request.post(`${API}/${role}/register`, {
      data: { ...fields, country_code: '+966', phone, password: 'Secret123', password_confirmation: 'Secret123', is_conditions: true },
    })
  ).json();
  expect(reg.key, reg.msg).toBe('success');
  const code = await latestCode(request, phone);
  const active = await (await request.post(`${API}/${role}/active/account`, { data: { phone, country_code: '+966', code } })).json();
  expect(active.key, active.msg).toBe('success');
  return active.data;
}

/** A new customer through the API (register, then the code from the dev outbox). */
export async function newCustomer(request: APIRequestContext, name: string): Promise<Customer> {
  const phone = freshPhone();
  const { token, id } = await registerAndActivate(request, 'user', phone, { user_name: name, email: `store${phone}@example.com` });
  return { token, id, phone };
}

/** The demo customer (the seed's first user). */
export const CUSTOMER = '500000001';

/** A session as the web app keeps it; `role` is a customer's unless told. */
export interface Session extends Customer {
  role?: 'user' | 'provider';
}

/** Signs a demo account in through the API. */
export async function login(
  request: APIRequestContext,
  role: 'user' | 'provider',
  phone: string,
): Promise<Session & { role: 'user' | 'provider' }> {
  const res = await (await request.post(`${API}/${role}/login`, { form: { phone, country_code: '+966', password: 'Demo@1234' } })).json();
  expect(res.key, res.msg).toBe('success');
  return { role, token: res.data.token, id: res.data.id, phone };
}

/** Start every page of `page` signed in as `s`. */
export async function signedIn(page: Page, s: Session) {
  await page.addInitScript(
    (x) => {
      localStorage.setItem('token', x.token);
      localStorage.setItem('visitor', x.role ?? 'user');
      localStorage.setItem('userid', String(x.id));
      localStorage.setItem('phone', x.phone);
      localStorage.setItem('country_code', '+966');
    },
    { ...s },
  );
}

/** Sign a demo account in through the API and start every page of `page` with that session; returns its token. */
export async function signInAs(page: Page, request: APIRequestContext, role: 'user' | 'provider' = 'user', phone = CUSTOMER) {
  const s = await login(request, role, phone);
  await signedIn(page, s);
  return s.token;
}
