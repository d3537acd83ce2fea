import { useTranslation } from 'react-i18next';
import { ADMIN_PROVIDER_STATUSES, type AdminProvider } from '@souq/contracts';
import { ROUTES_NS } from '@souq/routes';
import { DateText, type TableColumnsType } from '@souq/ui';
import { ConfirmButton } from '@/components/confirm-button';
import { ConsoleLayout } from '@/components/console-layout';
import { DataList } from '@/components/data-list';
import { ReasonDialog } from '@/components/reason-dialog';
import { StatusTag } from '@/components/status-tag';
import { NS } from '@/config/namespace';
import { useAction } from '@/lib/use-action';
import { providerActions, providersSource } from '../api/providers';

function ProviderActions({ provider }: { provider: AdminProvider }) {
  const { t } = useTranslation(NS);
  const invalidate = [providersSource.key, ['admin', 'dashboard']];
  const approve = useAction({ run: providerActions.approve, success: t('providers.approved'), invalidate });
  const reject = useAction({ run: providerActions.reject, success: t('providers.rejected'), invalidate });
  const suspend = useAction({ run: providerActions.suspend, success: t('providers.suspended'), invalidate });
  const reinstate = useAction({ run: providerActions.reinstate, success: t('providers.reinstated'), invalidate });
  const pending = approve.isPending || reject.isPending || suspend.isPending || reinstate.isPending;
  const { status, id, name } = provider;
  return (
    <div className="ad-actions">
      {status === 'pending' || status === 'rejected' ? (
        <ConfirmButton
          label={t('providers.approve')}
          question={t('providers.approveQuestion', { name })}
          pending={pending}
          onConfirm={() => approve.mutate(id)}
        />
      ) : null}
      {status === 'pending' ? (
        <ReasonDialog
          label={t('providers.reject')}
          title={t('providers.rejectTitle', { name })}
          field={t('common.reason')}
          danger
          pending={pending}
          onSubmit={(reason) => reject.mutateAsync({ id, reason })}
        />
      ) : null}
      {status === 'approved' ? (
        <ReasonDialog
          label={t('providers.suspend')}
          title={t('providers.suspendTitle', { name })}
          field={t('common.reasonOptional')}
          required={false}
          danger
          pending={pending}
          onSubmit={(reason) => suspend.mutateAsync({ id, reason })}
        />
      ) : null}
      {status === 'suspended' ? (
        <ConfirmButton
          label={t('providers.reinstate')}
          question={t('providers.reinstateQuestion', { name })}
          pending={pending}
          onConfirm={() => reinstate.mutate(id)}
        />
      ) : null}
    </div>
  );
}

/** /admin/providers: the approval queue first (pending), search by name or phone, every state. */
export default function ProvidersPage() {
  const { t } = useTranslation(NS);
  const columns: TableColumnsType<AdminProvider> = [
    { title: t('common.name'), dataIndex: 'name' },
    {
      title: t('common.phone'),
      key: 'phone',
      render: (_, p) => <span dir="ltr">{`+${p.country_code.replace(/^\+/, '')} ${p.phone}`}</span>,
    },
    { title: t('providers.city'), dataIndex: 'city', render: (city: string | null) => city ?? '—' },
    {
      title: t('providers.section'),
      dataIndex: 'section_id',
      render: (id: number | null) => t(id === 1 ? 'providers.freelancer' : id === 2 ? 'providers.storeOwner' : 'providers.both'),
    },
    { title: t('common.status'), dataIndex: 'status', render: (s: string) => <StatusTag status={s} /> },
    { title: t('common.createdAt'), dataIndex: 'created_at', render: (d: string) => <DateText value={d} /> },
    { title: t('common.actions'), key: 'actions', render: (_, p) => <ProviderActions provider={p} /> },
  ];
  return (
    <ConsoleLayout title={t(`${ROUTES_NS}:adminProviders`)}>
      <DataList<AdminProvider>
        label={t(`${ROUTES_NS}:adminProviders`)}
        source={providersSource}
        columns={columns}
        statuses={ADMIN_PROVIDER_STATUSES}
        initialStatus="pending"
        empty={t('providers.empty')}
        expandedRow={(p) =>
          p.rejection_reason || p.suspension_reason ? (
            <dl className="ad-dl">
              {p.rejection_reason ? (
                <>
                  <dt>{t('common.rejectionReason')}</dt>
                  <dd>{p.rejection_reason}</dd>
                </>
              ) : null}
              {p.suspension_reason ? (
                <>
                  <dt>{t('common.suspensionReason')}</dt>
                  <dd>{p.suspension_reason}</dd>
                </>
              ) : null}
            </dl>
          ) : (
            <span>{p.email ?? '—'}</span>
          )
        }
      />
    </ConsoleLayout>
  );
}
