import { useTranslation } from 'react-i18next';
import { ADMIN_SETTLEMENT_STATUSES, type AdminSettlement } from '@souq/contracts';
import { currentLocale } from '@souq/i18n';
import { ROUTES_NS } from '@souq/routes';
import { DateText, formatMoney, SettlementReturned, type TableColumnsType, Tag } from '@souq/ui';
import { ConsoleLayout } from '@/components/console-layout';
import { DataList } from '@/components/data-list';
import { ExportButton } from '@/components/export-button';
import { ReasonDialog } from '@/components/reason-dialog';
import { StatusTag } from '@/components/status-tag';
import { NS } from '@/config/namespace';
import { useAction } from '@/lib/use-action';
import { settlementActions, settlementsSource } from '../api/settlements';

function SettlementActions({ settlement }: { settlement: AdminSettlement }) {
  const { t } = useTranslation(NS);
  const invalidate = [settlementsSource.key, ['admin', 'dashboard']];
  const pay = useAction({ run: settlementActions.pay, success: t('settlements.paid'), invalidate });
  const reject = useAction({ run: settlementActions.reject, success: t('settlements.rejected'), invalidate });
  const pending = pay.isPending || reject.isPending;
  if (settlement.status !== 'pending') return null;
  const who = settlement.provider.name;
  const money = (n: number) => formatMoney(n, currentLocale());
  return (
    <div className="ad-actions">
      <ReasonDialog
        label={t('settlements.pay')}
        title={t('settlements.payTitle', { name: who, amount: money(settlement.amount), due: money(settlement.current_due) })}
        field={t('settlements.reference')}
        multiline={false}
        pending={pending}
        onSubmit={(reference) => pay.mutateAsync({ id: settlement.id, reference })}
      />
      <ReasonDialog
        label={t('settlements.reject')}
        title={t('settlements.rejectTitle', { name: who })}
        field={t('common.reason')}
        danger
        pending={pending}
        onSubmit={(reason) => reject.mutateAsync({ id: settlement.id, reason })}
      />
    </div>
  );
}

/**
 * /admin/settlements: pending requests with bank details; pay with a reference or reject with a
 * reason; download the list (as searched and filtered) as CSV.
 */
export default function SettlementsPage() {
  const { t } = useTranslation(NS);
  const locale = currentLocale();
  const money = (n: number) => formatMoney(n, locale);
  const columns: TableColumnsType<AdminSettlement> = [
    { title: t('orders.provider'), key: 'provider', render: (_, s) => s.provider.name },
    { title: t('settlements.amount'), dataIndex: 'amount', render: (n: number) => money(n) },
    {
      title: t('settlements.currentDue'),
      dataIndex: 'current_due',
      // Beside a pending request, so a payment never goes out for more than the provider's lines add up to now.
      render: (n: number, s) => (
        <span className="ad-stack">
          <span>{money(n)}</span>
          {s.status === 'pending' && Math.round(n * 100) !== Math.round(s.amount * 100) ? (
            <Tag color="warning">{t('settlements.dueDiffers')}</Tag>
          ) : null}
        </span>
      ),
    },
    {
      title: t('settlements.bank'),
      key: 'bank',
      render: (_, s) =>
        s.bank ? (
          // One line each: names in either script and the IBAN never reorder around each other.
          <span className="ad-stack">
            <bdi>{s.bank.bank_name}</bdi>
            <bdi>{s.bank.bank_username}</bdi>
            <span dir="ltr">{s.bank.bank_iban}</span>
          </span>
        ) : (
          t('settlements.noBank')
        ),
    },
    { title: t('common.status'), dataIndex: 'status', render: (st: string) => <StatusTag status={st} /> },
    {
      title: t('settlements.reference'),
      dataIndex: 'reference',
      render: (r: string | null, s) =>
        s.returned_by ? (
          <SettlementReturned inline amount={s.amount} number={s.returned_by.number} refund={s.returned_by.refund} reason={s.reason} />
        ) : (
          (r ?? s.reason ?? '—')
        ),
    },
    { title: t('common.createdAt'), dataIndex: 'created_at', render: (d: string) => <DateText value={d} /> },
    { title: t('common.actions'), key: 'actions', render: (_, s) => <SettlementActions settlement={s} /> },
  ];
  return (
    <ConsoleLayout title={t(`${ROUTES_NS}:adminSettlements`)}>
      <DataList<AdminSettlement>
        label={t(`${ROUTES_NS}:adminSettlements`)}
        source={settlementsSource}
        columns={columns}
        statuses={ADMIN_SETTLEMENT_STATUSES}
        initialStatus="pending"
        empty={t('settlements.empty')}
        toolbar={(q) => <ExportButton kind="settlements" query={{ q: q.q, status: q.status }} />}
      />
    </ConsoleLayout>
  );
}
