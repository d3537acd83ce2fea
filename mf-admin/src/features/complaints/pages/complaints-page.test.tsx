import { screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@souq/i18n';
import { type MockedApi, ok, renderPage, setupUser } from '@souq/testing';
import { withAdminSession } from '@/testing/admin-session';
import { createComplaint, page } from '@/testing/factories';
import ComplaintsPage from './complaints-page';
import '@/config/i18n';

jest.setTimeout(240_000);

const session = withAdminSession();
let api: MockedApi;

const contact = createComplaint({
  id: 9,
  about: 'contact',
  type: 'contact',
  reason: 'suggestion',
  by: { role: 'guest', id: null, name: 'ريم' },
  complaint: 'متى يفتح التسجيل؟',
  order: null,
  provider: null,
});
const storeComplaint = createComplaint({
  id: 8,
  order: { id: 3, kind: 'store', number: 'P-20261125-00003', final_total: 115, refunded: 0, paid: true },
});

/** Opens a row (found by its text) and waits for it to be open. */
async function expand(text: string, name: string) {
  const button = within((await screen.findByText(text)).closest('tr') as HTMLElement).getByRole('button', { name });
  await setupUser().click(button);
  await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
}

describe('/admin/complaints: contact messages and store orders', () => {
  it('lists a contact-us message as such, with its type in words (Arabic)', async () => {
    api = session.mock({ 'GET /admin/complaints': ok(page([contact])) });
    await renderPage(<ComplaintsPage />);
    const row = (await screen.findByText('متى يفتح التسجيل؟')).closest('tr') as HTMLElement;
    expect(within(row).getByText('رسالة تواصل')).toBeInTheDocument();
    expect(api.callsTo('GET', '/admin/complaints')[0].query).toEqual({ page: '1', status: 'open' });
    await expand('متى يفتح التسجيل؟', 'توسيع الصف');
    // The first expansion loads the resolve form's deferred components.
    expect(await screen.findByText('نوع الرسالة', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('اقتراح')).toBeInTheDocument();
  });

  it('shows a contact message and a store order’s complaint in English', async () => {
    await i18n.changeLanguage('en');
    api = session.mock({ 'GET /admin/complaints': ok(page([contact])) });
    const view = await renderPage(<ComplaintsPage />);
    expect(await screen.findByText('Contact message')).toBeInTheDocument();
    await expand('متى يفتح التسجيل؟', 'Expand row');
    expect(await screen.findByText('Message type', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('Suggestion')).toBeInTheDocument();
    view.unmount();

    api.restore();
    api = session.mock({ 'GET /admin/complaints': ok(page([storeComplaint])) });
    await renderPage(<ComplaintsPage />);
    await expand(storeComplaint.complaint, 'Expand row');
    expect(await screen.findByText('Store order', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('P-20261125-00003')).toBeInTheDocument();
  });
});
