import { screen, waitFor, within } from '@testing-library/react';
import { ok, renderPage, setupUser } from '@souq/testing';
import type { RemoteReleases } from '@souq/contracts';
import { withAdminSession } from '@/testing/admin-session';
import ReleasesPage from './releases-page';
import '@/config/i18n';

jest.setTimeout(120_000);

const session = withAdminSession();

const release = (id: number, version: string) => ({
  id,
  remote: 'mf_orders',
  version,
  commit: version.split('+')[1] ?? '',
  built_at: '2026-11-28T10:00:00.000Z',
  shared: { react: '19.3.1' },
  manifest_url: `/releases/mf-orders/${version}/mf-manifest.json`,
  created_at: '2026-11-28T10:00:00.000Z',
});

const orders: RemoteReleases = {
  remote: 'mf_orders',
  live: '0.1.0+bbb2222',
  releases: [release(2, '0.1.0+bbb2222'), release(1, '0.1.0+aaa1111')],
  switches: [
    { version: '0.1.0+bbb2222', action: 'activate', admin: { id: 1, name: 'مدير المنصة' }, created_at: '2026-11-28T11:00:00.000Z' },
    { version: '0.1.0+aaa1111', action: 'activate', admin: null, created_at: '2026-11-28T10:30:00.000Z' },
  ],
};
const catalog: RemoteReleases = { remote: 'mf_catalog', live: null, releases: [], switches: [] };

describe('/admin/releases', () => {
  it('lists each remote with its live release and who switched, and switches and rolls back', async () => {
    const api = session.mock({
      'GET /admin/releases': ok([catalog, orders]),
      'POST /admin/releases/activate': ok(orders, 'أصبح الإصدار هو الإصدار الحالي'),
      'POST /admin/releases/rollback': ok(orders, 'تمت العودة إلى الإصدار السابق'),
    });
    const user = setupUser();
    await renderPage(<ReleasesPage />);
    const card = (await screen.findByRole('heading', { name: 'mf_orders' })).closest('section')!;
    expect(within(card).getByText('مدير المنصة', { exact: false })).toBeInTheDocument();
    expect(within(card).getByText('سطر الأوامر', { exact: false })).toBeInTheDocument();
    const catalogCard = screen.getByRole('heading', { name: 'mf_catalog' }).closest('section')!;
    expect(within(catalogCard).getByText('بناء التشغيل')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'اجعله الحالي' }));
    await user.click(await screen.findByRole('button', { name: 'نعم' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/admin/releases/activate')[0]?.body).toEqual({ remote: 'mf_orders', version: '0.1.0+aaa1111' }),
    );

    await user.click(within(card).getByRole('button', { name: 'العودة إلى الإصدار السابق' }));
    const yes = await screen.findAllByRole('button', { name: 'نعم' });
    await user.click(yes.at(-1)!);
    await waitFor(() => expect(api.callsTo('POST', '/admin/releases/rollback')[0]?.body).toEqual({ remote: 'mf_orders' }));
  });
});
