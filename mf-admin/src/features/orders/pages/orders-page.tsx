import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AdminOrder } from '@souq/contracts';
import { currentLocale } from '@souq/i18n';
import { paths, ROUTES_NS } from '@souq/routes';
import { DateText, formatMoney, Segmented, type TableColumnsType, Tag } from '@souq/ui';
import { ConsoleLayout } from '@/components/console-layout';
import { DataList } from '@/components/data-list';
import { ExportButton } from '@/components/export-button';
import { NS } from '@/config/namespace';
import { type OrderKind, ordersSource } from '../api/orders';

/**
 * /admin/orders: service requests or store checkouts, both sides on each row; downloads of the
 * orders of both kinds (as searched) and of the providers' financial transactions as CSV.
 */
export default function OrdersPage() {
  const { t } = useTranslation(NS);
  const locale = currentLocale();
  const [kind, setKind] = useState<OrderKind>('service');
  const columns: TableColumnsType<AdminOrder> = [
    {
      title: t('orders.number'),
      dataIndex: 'number',
      render: (n: string, o) => <Link to={`${paths.adminOrderDetails.getHref({ id: o.id })}?kind=${o.kind}`}>{n}</Link>,
    },
    { title: t('orders.title'), dataIndex: 'title' },
    { title: t('orders.customer'), key: 'customer', render: (_, o) => o.customer.name },
    { title: t('orders.provider'), key: 'provider', render: (_, o) => o.provider?.name ?? '—' },
    {
      title: t('orders.total'),
      dataIndex: 'final_total',
      render: (n: number | null) => (n === null ? '—' : formatMoney(n, locale)),
    },
    { title: t('common.status'), dataIndex: 'status_label', render: (s: string) => <Tag>{s}</Tag> },
    { title: t('common.createdAt'), dataIndex: 'created_at', render: (d: string) => <DateText value={d} /> },
  ];
  return (
    <ConsoleLayout
      title={t(`${ROUTES_NS}:adminOrders`)}
      actions={
        <Segmented<OrderKind>
          aria-label={t('orders.kind')}
          value={kind}
          onChange={setKind}
          options={[
            { value: 'service', label: t('orderKind.service') },
            { value: 'store', label: t('orderKind.store') },
          ]}
        />
      }
    >
      <DataList<AdminOrder>
        key={kind}
        label={t(`${ROUTES_NS}:adminOrders`)}
        source={ordersSource(kind)}
        columns={columns}
        empty={t('orders.empty')}
        toolbar={(q) => (
          <>
            <ExportButton kind="orders" query={{ q: q.q }} />
            <ExportButton kind="transactions" />
          </>
        )}
      />
    </ConsoleLayout>
  );
}
