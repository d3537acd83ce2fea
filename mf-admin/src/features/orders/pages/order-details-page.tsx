import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import type { AdminOrderDetails } from '@souq/contracts';
import { currentLocale } from '@souq/i18n';
import { ROUTES_NS } from '@souq/routes';
import { DateText, formatMoney, LoadFailed, Placeholder, Table } from '@souq/ui';
import { ConsoleLayout } from '@/components/console-layout';
import { StatusTag } from '@/components/status-tag';
import { FileLinks } from '@/components/file-links';
import { NS } from '@/config/namespace';
import { type OrderKind, useAdminOrder } from '../api/orders';

/** /admin/orders/:id?kind=: the whole order as both sides and the ledgers see it. */
export default function OrderDetailsPage() {
  const { t } = useTranslation(NS);
  const locale = currentLocale();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const kind: OrderKind = params.get('kind') === 'store' ? 'store' : 'service';
  const order = useAdminOrder(Number(id), kind);
  const money = (n: number | null) => (n === null ? '—' : formatMoney(n, locale));

  return (
    <ConsoleLayout title={order.data ? `${t(`${ROUTES_NS}:adminOrderDetails`)} ${order.data.number}` : t(`${ROUTES_NS}:adminOrderDetails`)}>
      {order.isPending ? (
        <Placeholder lines={8} />
      ) : order.isError ? (
        <LoadFailed onRetry={() => void order.refetch()} error={order.error} />
      ) : (
        <div className="ad-charts" style={{ marginBlockStart: 0 }}>
          <section className="ad-card" aria-label={t('orders.summary')}>
            <dl className="ad-dl">
              <dt>{t('orders.kind')}</dt>
              <dd>{t(`orderKind.${order.data.kind}`)}</dd>
              <dt>{t('common.status')}</dt>
              <dd>{order.data.status_label}</dd>
              <dt>{t('orders.title')}</dt>
              <dd>{order.data.title}</dd>
              <dt>{t('orders.customer')}</dt>
              <dd>
                {order.data.customer.name} <span dir="ltr">{order.data.customer.phone}</span>
              </dd>
              <dt>{t('orders.provider')}</dt>
              <dd>{order.data.provider?.name ?? '—'}</dd>
              <dt>{t('orders.price')}</dt>
              <dd>{money(order.data.price)}</dd>
              <dt>{t('orders.coupon')}</dt>
              <dd>{money(order.data.coupon_discount)}</dd>
              <dt>{t('dashboard.vat')}</dt>
              <dd>{money(order.data.vat)}</dd>
              <dt>{t('dashboard.commission')}</dt>
              <dd>{money(order.data.commission)}</dd>
              <dt>{t('orders.total')}</dt>
              <dd>{money(order.data.final_total)}</dd>
              <dt>{t('orders.payment')}</dt>
              <dd>{order.data.payment_method ? t(`orders.method.${order.data.payment_method}`) : '—'}</dd>
              <dt>{t('common.createdAt')}</dt>
              <dd>
                <DateText value={order.data.created_at} kind="dateTime" />
              </dd>
            </dl>
            {order.data.details ? <p>{order.data.details}</p> : null}
          </section>
          {order.data.items.length ? (
            <section className="ad-card" aria-label={t('orders.items')}>
              <h2 className="ad-chart__title">{t('orders.items')}</h2>
              <Table<AdminOrderDetails['items'][number]>
                rowKey={(r) => `${r.provider.id}-${r.name}`}
                pagination={false}
                size="small"
                dataSource={order.data.items}
                columns={[
                  { title: t('common.name'), dataIndex: 'name' },
                  { title: t('orders.provider'), key: 'p', render: (_, r) => r.provider.name },
                  { title: t('orders.price'), dataIndex: 'price', render: (n: number) => money(n) },
                  { title: t('orders.providerDue'), dataIndex: 'provider_due', render: (n: number) => money(n) },
                ]}
              />
            </section>
          ) : null}
          <section className="ad-card" aria-label={t('orders.ledger')}>
            <h2 className="ad-chart__title">{t('orders.ledger')}</h2>
            {order.data.wallet_entries.length ? (
              <ul>
                {order.data.wallet_entries.map((w) => (
                  <li key={w.id}>
                    {w.kind} · {money(w.amount)} · <DateText value={w.created_at} />
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t('common.none')}</p>
            )}
            <h2 className="ad-chart__title">{t('menu.complaints')}</h2>
            {order.data.complaints.length ? (
              <ul>
                {order.data.complaints.map((c) => (
                  <li key={c.id}>
                    #{c.id} <StatusTag status={c.status} /> <DateText value={c.created_at} />
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t('common.none')}</p>
            )}
            {order.data.files.length ? (
              <>
                <h2 className="ad-chart__title">{t('orders.files')}</h2>
                <FileLinks files={order.data.files} />
              </>
            ) : null}
          </section>
        </div>
      )}
    </ConsoleLayout>
  );
}
