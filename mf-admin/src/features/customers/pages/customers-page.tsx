import { useTranslation } from 'react-i18next';
import { ADMIN_USER_STATUSES, type AdminUser } from '@souq/contracts';
import { currentLocale } from '@souq/i18n';
import { ROUTES_NS } from '@souq/routes';
import { DateText, formatMoney, type TableColumnsType } from '@souq/ui';
import { ConfirmButton } from '@/components/confirm-button';
import { ConsoleLayout } from '@/components/console-layout';
import { DataList } from '@/components/data-list';
import { ReasonDialog } from '@/components/reason-dialog';
import { StatusTag } from '@/components/status-tag';
import { NS } from '@/config/namespace';
import { useAction } from '@/lib/use-action';
import { customerActions, customersSource } from '../api/customers';

function CustomerActions({ user }: { user: AdminUser }) {
  const { t } = useTranslation(NS);
  const invalidate = [customersSource.key];
  const suspend = useAction({ run: customerActions.suspend, success: t('customers.suspended'), invalidate });
  const reinstate = useAction({ run: customerActions.reinstate, success: t('customers.reinstated'), invalidate });
  const pending = suspend.isPending || reinstate.isPending;
  return user.status === 'suspended' ? (
    <ConfirmButton
      label={t('customers.reinstate')}
      question={t('customers.reinstateQuestion', { name: user.name })}
      pending={pending}
      onConfirm={() => reinstate.mutate(user.id)}
    />
  ) : (
    <ReasonDialog
      label={t('customers.suspend')}
      title={t('customers.suspendTitle', { name: user.name })}
      field={t('common.reasonOptional')}
      required={false}
      danger
      pending={pending}
      onSubmit={(reason) => suspend.mutateAsync({ id: user.id, reason })}
    />
  );
}

/** /admin/customers: search, filter by state, suspend and reinstate. */
export default function CustomersPage() {
  const { t } = useTranslation(NS);
  const locale = currentLocale();
  const columns: TableColumnsType<AdminUser> = [
    { title: t('common.name'), dataIndex: 'name' },
    {
      title: t('common.phone'),
      key: 'phone',
      render: (_, u) => <span dir="ltr">{`+${u.country_code.replace(/^\+/, '')} ${u.phone}`}</span>,
    },
    {
      title: t('customers.wallet'),
      dataIndex: 'wallet_balance',
      render: (n: number) => formatMoney(n, locale),
    },
    { title: t('customers.orders'), dataIndex: 'orders_count' },
    { title: t('common.status'), dataIndex: 'status', render: (s: string) => <StatusTag status={s} /> },
    { title: t('common.createdAt'), dataIndex: 'created_at', render: (d: string) => <DateText value={d} /> },
    { title: t('common.actions'), key: 'actions', render: (_, u) => <CustomerActions user={u} /> },
  ];
  return (
    <ConsoleLayout title={t(`${ROUTES_NS}:adminCustomers`)}>
      <DataList<AdminUser>
        label={t(`${ROUTES_NS}:adminCustomers`)}
        source={customersSource}
        columns={columns}
        statuses={ADMIN_USER_STATUSES}
        empty={t('customers.empty')}
      />
    </ConsoleLayout>
  );
}
