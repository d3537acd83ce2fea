import { screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@souq/i18n';
import { deferred, fail, findDialog, ok, renderPage, setupUser, signInAs, testApi } from '@souq/testing';
import { createDownloadItem, createInvoice } from '@/testing/fixtures';
import FilesViewPage from './files-view-page';

jest.setTimeout(60_000);
const api = testApi();
beforeEach(() => signInAs('user'));
afterEach(async () => {
  await i18n.changeLanguage('ar');
});

const render = () => renderPage(<FilesViewPage />, { path: '/filesView' });

describe('/filesView', () => {
  it('shows skeletons, then "no files yet" when nothing was bought', async () => {
    const list = deferred();
    api.mock({ 'GET /user/downloads': list.answer });
    await render();
    expect(screen.getByTestId('files-skeleton')).toBeInTheDocument();
    list.resolve(ok([]));
    expect(await screen.findByText('لا توجد ملفات بعد')).toBeInTheDocument();
  });

  it('lists purchased products and opens their files as download links', async () => {
    api.mock({
      'GET /user/downloads': ok([createDownloadItem()]),
      'POST /user/products/download-files': ok(
        {
          download_files_attachments: [
            { name: 'template.pdf', link: 'https://souq.test/dl/1?sig=a', expires_at: '2026-11-25T18:00:00.000Z' },
            { name: 'cover.png', link: 'https://souq.test/dl/2?sig=b', expires_at: '2026-11-25T18:00:00.000Z' },
          ],
        },
        'روابط التحميل جاهزة',
      ),
    });
    const view = await render();
    const user = setupUser();
    expect(await screen.findByRole('link', { name: 'قالب متجر' })).toHaveAttribute('href', '/providerProductDetails/7');
    expect(screen.getByText('من متجر نورة')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'تحميل ملفات قالب متجر' }));
    const dialog = await findDialog('ملفات قالب متجر');
    const pdf = within(dialog).getByRole('link', { name: 'تحميل template.pdf' });
    expect(pdf).toHaveAttribute('href', 'https://souq.test/dl/1?sig=a');
    expect(pdf).toHaveAttribute('download', 'template.pdf');
    expect(within(dialog).getByRole('link', { name: 'تحميل cover.png' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/user/products/download-files')[0].body).toEqual({ product_id: 7 });
    expect(view.toasts).toContainEqual({ level: 'success', message: 'روابط التحميل جاهزة' });
  });

  it('shows the price paid after the coupon, with the list price struck through', async () => {
    api.mock({
      'GET /user/downloads': ok([createDownloadItem({ price: 80, price_after_discount: 80, has_discount: false, paid_price: 72 })]),
    });
    await render();
    const row = (await screen.findByRole('link', { name: 'قالب متجر' })).closest('article') as HTMLElement;
    expect(within(row).getByText('دفعت (قبل الضريبة):')).toBeInTheDocument();
    expect(within(row).getByLabelText('السعر 72 ريال سعودي')).toBeInTheDocument();
    expect(within(row).getByLabelText('السعر قبل الخصم: السعر 80 ريال سعودي')).toBeInTheDocument();
  });

  it('shows the server message when the files cannot be had', async () => {
    api.mock({ 'GET /user/downloads': ok([createDownloadItem()]), 'POST /user/products/download-files': fail('لم تشتر هذا المنتج') });
    const view = await render();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'تحميل ملفات قالب متجر' }));
    await waitFor(() => expect(view.toasts).toContainEqual({ level: 'error', message: 'لم تشتر هذا المنتج' }));
  });

  it('opens the order’s tax invoice PDF in a new tab', async () => {
    const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    api.mock({ 'GET /user/downloads': ok([createDownloadItem({ order_id: 91 })]), 'GET /invoices/products/91': ok(createInvoice()) });
    await render();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'الفاتورة الضريبية' }));
    await waitFor(() => expect(tab.location.href).toBe('https://souq.test/api/v1/invoices/products/91.pdf?token=x'));
    expect(tab.opener).toBeNull();
    open.mockRestore();
  });

  it('is where a card checkout comes back: paid, with the invoice of the remembered order, and the URL cleaned', async () => {
    sessionStorage.setItem('souq:commerce:pending-order', '91');
    api.mock({ 'GET /user/downloads': ok([createDownloadItem()]) });
    const view = await renderPage(<FilesViewPage />, { path: '/filesView', url: '/filesView?payment_id=5&payment_status=paid' });
    const result = (await screen.findByText('تم الدفع بنجاح')).closest('[role=status]') as HTMLElement;
    expect(within(result).getByRole('button', { name: 'الفاتورة الضريبية' })).toBeInTheDocument();
    expect(within(result).queryByRole('link', { name: 'اذهب إلى ملفاتي' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'قالب متجر' })).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    expect(sessionStorage.getItem('souq:commerce:pending-order')).toBeNull();
  });

  it('says a declined card checkout did not pay and leads back to the cart', async () => {
    api.mock({ 'GET /user/downloads': ok([]) });
    await renderPage(<FilesViewPage />, { path: '/filesView', url: '/filesView?payment_id=5&payment_status=declined' });
    expect(await screen.findByText('لم يتم الدفع')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى السلة' })).toHaveAttribute('href', '/cartView');
  });

  it('closes the blank tab and says so when the invoice cannot be read', async () => {
    const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    api.mock({
      'GET /user/downloads': ok([createDownloadItem({ order_id: 91 })]),
      'GET /invoices/products/91': fail('الفاتورة غير متاحة'),
    });
    const view = await render();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'الفاتورة الضريبية' }));
    await waitFor(() => expect(view.toasts).toContainEqual({ level: 'error', message: 'الفاتورة غير متاحة' }));
    expect(tab.close).toHaveBeenCalled();
    open.mockRestore();
  });
  it('files a complaint about the order: both fields required, the form disabled while sending, success toast', async () => {
    const sent = deferred();
    api.mock({
      'GET /user/downloads': ok([createDownloadItem({ order_id: 91 })]),
      'POST /user/provider/complaint': sent.answer,
    });
    const view = await render();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'تقديم شكوى على طلب قالب متجر' }));
    const dialog = await findDialog('شكوى على طلبك');
    // The form loads on first open (a placeholder holds its place); blank text is no reason: nothing is sent.
    await user.type(await within(dialog).findByLabelText('سبب الشكوى', {}, { timeout: 10_000 }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'إرسال الشكوى' }));
    expect(await within(dialog).findByText('اكتب سبب الشكوى')).toBeInTheDocument();
    expect(await within(dialog).findByText('اكتب تفاصيل الشكوى')).toBeInTheDocument();
    expect(api.callsTo('POST', '/user/provider/complaint')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('سبب الشكوى'));
    await user.type(within(dialog).getByLabelText('سبب الشكوى'), 'ملف تالف');
    await user.type(within(dialog).getByLabelText('تفاصيل الشكوى'), 'الملف لا يفتح');
    await user.click(within(dialog).getByRole('button', { name: 'إرسال الشكوى' }));
    await waitFor(() => expect(within(dialog).getByLabelText('سبب الشكوى')).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: /إرسال الشكوى/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeDisabled();
    expect(api.callsTo('POST', '/user/provider/complaint')[0].body).toEqual({
      product_order_id: 91,
      reason: 'ملف تالف',
      complaint: 'الملف لا يفتح',
      type: 'complaint',
    });
    sent.resolve(ok(null, 'تم إرسال الشكوى بنجاح، وسنتواصل معك قريباً'));
    await waitFor(() => expect(view.toasts).toContainEqual({ level: 'success', message: 'تم إرسال الشكوى بنجاح، وسنتواصل معك قريباً' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('in English: a refused complaint keeps the dialog open with the server’s message', async () => {
    await i18n.changeLanguage('en');
    api.mock({
      'GET /user/downloads': ok([createDownloadItem({ order_id: 91 })]),
      'POST /user/provider/complaint': fail('You can only complain about a paid store order'),
    });
    const view = await render();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'File a complaint about the order of قالب متجر' }));
    const dialog = await findDialog('Complaint about your order');
    await user.type(await within(dialog).findByLabelText('Reason', {}, { timeout: 10_000 }), 'Broken file');
    await user.type(within(dialog).getByLabelText('Complaint details'), 'It does not open');
    await user.click(within(dialog).getByRole('button', { name: 'Send complaint' }));
    await waitFor(() => expect(view.toasts).toContainEqual({ level: 'error', message: 'You can only complain about a paid store order' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason')).toBeEnabled();
  });
});
