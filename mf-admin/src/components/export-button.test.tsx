import { screen, waitFor } from '@testing-library/react';
import { fail, type MockedApi, renderPage, setupUser } from '@souq/testing';
import { i18n } from '@souq/i18n';
import { withAdminSession } from '@/testing/admin-session';
import { ExportButton } from './export-button';
import '@/config/i18n';

jest.setTimeout(240_000);

const session = withAdminSession();
let api: MockedApi;
let saved: { href: string; download: string }[];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = jest.fn(() => 'blob:souq/orders');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => jest.restoreAllMocks());

const csv = (body: string, filename: string) =>
  new Response(`\uFEFF${body}`, {
    status: 200,
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${filename}"` },
  });

describe('CSV export button', () => {
  it('downloads with the admin token, says it is loading meanwhile, then saves the file under its name', async () => {
    let release: (r: Response) => void = () => undefined;
    api = session.mock({ 'GET /admin/exports/orders.csv': () => new Promise<Response>((r) => (release = r)) });
    const view = await renderPage(<ExportButton kind="orders" query={{ q: 'SR-1', status: undefined }} />);
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'تنزيل الطلبات (CSV)' }));

    const busy = await screen.findByRole('button', { name: /جارٍ تجهيز الملف/ });
    expect(busy).toBeDisabled();
    await waitFor(() => expect(api.callsTo('GET', '/admin/exports/orders.csv')).toHaveLength(1));
    const call = api.callsTo('GET', '/admin/exports/orders.csv')[0];
    expect(call.headers.authorization).toBe('Bearer test-admin-token');
    expect(call.query).toEqual({ q: 'SR-1' });

    release(csv('رقم الطلب,الحالة\r\nSR-1,مكتمل\r\n', 'orders-2026-11-25.csv'));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:souq/orders', download: 'orders-2026-11-25.csv' }]));
    const blob = (URL.createObjectURL as jest.Mock).mock.calls[0][0] as Blob;
    expect(blob.size).toBeGreaterThan(0);
    await waitFor(() => expect(view.toasts).toContainEqual({ level: 'success', message: 'تم تنزيل الملف orders-2026-11-25.csv' }));
    expect(await screen.findByRole('button', { name: 'تنزيل الطلبات (CSV)' })).toBeEnabled();
  });

  it('shows the server’s localized message when the download fails, and our own when there is none (English)', async () => {
    await i18n.changeLanguage('en');
    api = session.mock({
      'GET /admin/exports/settlements.csv': [
        fail('There is no such export'),
        () => new Response('oops', { status: 502, headers: { 'content-type': 'text/html' } }),
      ],
    });
    const view = await renderPage(<ExportButton kind="settlements" />);
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Download settlements (CSV)' }));
    await waitFor(() => expect(view.toasts).toContainEqual({ level: 'error', message: 'There is no such export' }));
    await user.click(await screen.findByRole('button', { name: 'Download settlements (CSV)' }));
    await waitFor(() => expect(view.toasts).toContainEqual({ level: 'error', message: 'The file could not be downloaded; try again' }));
    expect(saved).toEqual([]);
  });
});
