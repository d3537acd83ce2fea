import '../i18n';
import { useTranslation } from 'react-i18next';
import type { FinancialTransaction } from '@souq/contracts';
import { currentLocale, formatDate } from '@souq/i18n';
import { ROUTES_NS } from '@souq/routes';
import {
  Button,
  EmptyState,
  formatMoney,
  LoadFailed,
  Placeholder,
  Price,
  Reference,
  SettlementReturned,
  Table,
  type TableColumnsType,
  Tag,
} from '@souq/ui';
import { ProviderGate } from '@/components/provider-gate';
import { PageLayout } from '@/components/page-layout';
import { Confirm } from '@/components/confirm';
import { NS } from '@/config/namespace';
import { announce } from '@/lib/notify';
import { useFinancials, useOpenSettlement, useRequestSettlement } from '../api/financials';
import './financial.css';

function Financials() {
  const { t } = useTranslation(NS);
  const data = useFinancials();
  const open = useOpenSettlement();
  const settle = useRequestSettlement();
  const locale = currentLocale();
  if (data.isPending) return <Placeholder lines={8} />;
  if (data.isError) return <LoadFailed onRetry={() => data.refetch()} error={data.error} />;
  const { transactions, total_transactions, total_due, pending_settlement, returned_settlement } = data.data;
  const money = (v: number) => formatMoney(v, locale);
  const dueLines = transactions.filter((x) => x.settlement === null).length;

  const columns: TableColumnsType<FinancialTransaction> = [
    {
      key: 'kind',
      title: t('financial.kind'),
      render: (_: unknown, x: FinancialTransaction) =>
        x.kind === 'refund' ? (
          <>
            <Tag color="error">{t('financial.kindRefund')}</Tag>
            {x.reason ? <div className="pa-reason">{t('financial.refundReason', { reason: x.reason })}</div> : null}
          </>
        ) : (
          <Tag>{t('financial.kindOrder')}</Tag>
        ),
    },
    { key: 'number', title: t('financial.number'), dataIndex: 'number', render: (v: string) => <Reference>{v}</Reference> },
    { key: 'date', title: t('financial.date'), dataIndex: 'created_at', render: (v: string) => formatDate(v, locale) },
    { key: 'commission', title: t('financial.commission'), dataIndex: 'app_rate', render: (v: number) => <Price amount={v} /> },
    { key: 'tax', title: t('financial.tax'), dataIndex: 'tax_value', render: (v: number) => <Price amount={v} /> },
    { key: 'total', title: t('financial.total'), dataIndex: 'final_total', render: (v: number) => <Price amount={v} /> },
    { key: 'share', title: t('financial.share'), dataIndex: 'provider_due', render: (v: number) => <Price amount={v} /> },
    { key: 'method', title: t('financial.method'), dataIndex: 'payment_method' },
    {
      key: 'state',
      title: t('financial.state'),
      dataIndex: 'settlement',
      render: (v: FinancialTransaction['settlement']) =>
        v === 'paid' ? (
          <Tag color="success">{t('financial.statePaid')}</Tag>
        ) : v === 'pending' ? (
          <Tag color="processing">{t('financial.statePending')}</Tag>
        ) : (
          <Tag color="gold">{t('financial.stateDue')}</Tag>
        ),
    },
  ];

  const canRequest = open.data === true && transactions.length > 0 && total_due > 0 && !pending_settlement;

  return (
    <>
      <div className="pa-totals">
        <div className="pa-total">
          <span className="pa-total__label">{t('financial.totalTransactions')}</span>
          <Price amount={total_transactions} className="pa-total__value" />
        </div>
        <div className="pa-total">
          <span className="pa-total__label">{t('financial.totalDue')}</span>
          <Price amount={total_due} className="pa-total__value" />
          <span className="pa-total__note">{t('financial.dueSum', { count: dueLines })}</span>
          {total_due < 0 ? (
            <span className="pa-total__note pa-total__note--warn" role="note">
              {t('financial.negativeDue')}
            </span>
          ) : null}
        </div>
      </div>
      {returned_settlement && !pending_settlement ? <SettlementReturned {...returned_settlement} /> : null}
      {pending_settlement ? (
        <p className="pa-pending" role="status">
          <Tag color="processing">{t('financial.pendingTag')}</Tag>
          {t('financial.pending', { amount: money(pending_settlement.amount), date: formatDate(pending_settlement.created_at, locale) })}
        </p>
      ) : null}
      {canRequest ? (
        <Confirm
          description={t('financial.confirmSettlement', { amount: money(total_due) })}
          onConfirm={() => announce(settle.mutateAsync(total_due), t('financial.settlementRequested'), t)}
        >
          <Button type="primary" size="large" loading={settle.isPending} style={{ marginBlockEnd: 16 }}>
            {t('financial.requestSettlement')}
          </Button>
        </Confirm>
      ) : null}
      {transactions.length ? (
        <Table<FinancialTransaction>
          rowKey="id"
          columns={columns}
          dataSource={transactions}
          pagination={transactions.length > 10 ? { pageSize: 10 } : false}
          scroll={{ x: 900 }}
          size="middle"
        />
      ) : (
        <EmptyState message={t('financial.empty')} />
      )}
    </>
  );
}

/** /fainancialView: transactions, totals, the settlement request (docs/product/provider-back-office.md#financials, docs/product/payments-and-wallet.md#settlement). Any provider. */
export default function FainancialViewPage() {
  const { t: title } = useTranslation(ROUTES_NS);
  return (
    <ProviderGate>
      <PageLayout title={title('fainancialView')}>
        <Financials />
      </PageLayout>
    </ProviderGate>
  );
}
