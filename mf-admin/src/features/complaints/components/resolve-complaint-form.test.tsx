import { fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '@souq/i18n';
import { deferred, fill, type MockedApi, ok, renderPage, setupUser } from '@souq/testing';
import { withAdminSession } from '@/testing/admin-session';
import { createComplaint } from '@/testing/factories';
import { ResolveComplaintForm } from './resolve-complaint-form';
import '@/config/i18n';

jest.setTimeout(240_000);

const session = withAdminSession();
let api: MockedApi;

describe('resolving a complaint', () => {
  it('refunds part of the order after checking the amount and reading it back for confirmation', async () => {
    const answer = deferred();
    api = session.mock({ 'POST /admin/complaints/7/resolve': answer.answer });
    // Paid 230, 30 already refunded: 200 can still be refunded.
    const view = await renderPage(<ResolveComplaintForm complaint={createComplaint()} />);
    const user = setupUser();
    expect(await screen.findByText('المبلغ القابل للاسترداد: 200 ر.س')).toBeInTheDocument();
    await user.click(screen.getByLabelText('جزء منه'));
    const amount = await screen.findByLabelText('المبلغ المسترد');
    await fill(user, amount, '250');
    await user.click(screen.getByRole('button', { name: 'معالجة' }));
    expect(await screen.findByText('أدخل مبلغًا أكبر من صفر ولا يتجاوز 200 ر.س')).toBeInTheDocument();

    await user.clear(amount);
    await fill(user, amount, '50');
    await fill(user, screen.getByLabelText('الرد'), 'نعتذر عن التأخير');
    await user.click(screen.getByRole('button', { name: 'معالجة' }));
    expect(await screen.findByText('استرداد 50 ر.س إلى محفظة العميل وخصمه من مستحق مقدم الخدمة؟')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: 'نعم' }));
    await waitFor(() => expect(api.callsTo('POST', '/admin/complaints/7/resolve')).toHaveLength(1));
    expect(api.callsTo('POST', '/admin/complaints/7/resolve')[0].body).toEqual({
      action: 'refund',
      amount: 50,
      answer: 'نعتذر عن التأخير',
    });
    // Sending: the confirmation cannot be pressed twice.
    await waitFor(() => expect(screen.getByText('نعم').closest('button')).toBeDisabled());
    answer.resolve(ok(createComplaint({ status: 'refunded', refund_amount: 50 }), 'تم استرداد المبلغ'));
    await waitFor(() => expect(view.toasts).toContainEqual({ level: 'success', message: 'تم استرداد المبلغ' }));
  });

  it('a double click on the confirmation sends once and shows one success, no error', async () => {
    const answer = deferred();
    api = session.mock({
      'POST /admin/complaints/7/resolve': [answer.answer, { key: 'fail', msg: 'الشكوى معالجة من قبل', data: null }],
    });
    const view = await renderPage(<ResolveComplaintForm complaint={createComplaint({ order: null, about: 'general' })} />);
    const user = setupUser();
    await fill(user, await screen.findByLabelText('الرد'), 'تم التواصل');
    await user.click(screen.getByRole('button', { name: 'معالجة' }));
    const yes = await screen.findByRole('button', { name: 'نعم' });
    // Both clicks land before the button re-renders disabled.
    fireEvent.click(yes);
    fireEvent.click(yes);
    await waitFor(() => expect(api.callsTo('POST', '/admin/complaints/7/resolve')).toHaveLength(1));
    answer.resolve(ok(createComplaint({ status: 'closed', answer: 'تم التواصل' }), 'تم إغلاق الشكوى'));
    await waitFor(() => expect(view.toasts).toContainEqual({ level: 'success', message: 'تم إغلاق الشكوى' }));
    expect(view.toasts.filter((x) => x.level === 'error')).toEqual([]);
    expect(view.toasts.filter((x) => x.level === 'success')).toHaveLength(1);
    expect(api.callsTo('POST', '/admin/complaints/7/resolve')).toHaveLength(1);
  });

  it('closes with an answer, which is then required', async () => {
    api = session.mock({ 'POST /admin/complaints/7/resolve': ok(createComplaint({ status: 'closed', answer: 'تم التواصل' })) });
    const view = await renderPage(<ResolveComplaintForm complaint={createComplaint({ order: null, about: 'general' })} />);
    const user = setupUser();
    // No paid order: no refund, no release; closing is the choice.
    expect(await screen.findByLabelText('استرداد لمحفظة العميل')).toBeDisabled();
    expect(screen.getByLabelText('إغلاق مع رد')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'معالجة' }));
    expect(await screen.findByText('هذا الحقل مطلوب')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('الرد'), 'تم التواصل');
    await user.click(screen.getByRole('button', { name: 'معالجة' }));
    await user.click(await screen.findByRole('button', { name: 'نعم' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/admin/complaints/7/resolve')[0]?.body).toEqual({ action: 'close', answer: 'تم التواصل' }),
    );
    await waitFor(() => expect(view.toasts).toContainEqual({ level: 'success', message: 'تمت معالجة الشكوى' }));
  });

  it('a contact-us message says it can only be closed with an answer (Arabic and English)', async () => {
    const contact = createComplaint({ about: 'contact', type: 'contact', reason: 'suggestion', order: null, provider: null });
    api = session.mock({});
    const view = await renderPage(<ResolveComplaintForm complaint={contact} />);
    expect(
      await screen.findByText('رسالة من نموذج "تواصل معنا": لا مبلغ فيها للاسترداد أو الصرف، أغلقها بالرد على المرسل.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('استرداد لمحفظة العميل')).toBeDisabled();
    expect(screen.getByLabelText('صرف المبلغ لمقدم الخدمة')).toBeDisabled();
    expect(screen.getByLabelText('إغلاق مع رد')).toBeChecked();
    view.unmount();

    await i18n.changeLanguage('en');
    await renderPage(<ResolveComplaintForm complaint={contact} />);
    expect(
      await screen.findByText('A message from the contact form: there is no payment to refund or release; close it with your answer.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Refund to the customer's wallet")).toBeDisabled();
    expect(screen.getByLabelText('Close with an answer')).toBeChecked();
  });
});
