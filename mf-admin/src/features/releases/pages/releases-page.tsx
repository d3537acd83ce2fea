import { useTranslation } from 'react-i18next';
import type { RemoteRelease, RemoteReleases } from '@souq/contracts';
import { ROUTES_NS } from '@souq/routes';
import { DateText, LoadFailed, Placeholder, Table, type TableColumnsType, Tag } from '@souq/ui';
import { ConfirmButton } from '@/components/confirm-button';
import { ConsoleLayout } from '@/components/console-layout';
import { NS } from '@/config/namespace';
import { useAction } from '@/lib/use-action';
import { releaseActions, releasesQueryOptions, useRemoteReleases } from '../api/releases';

const invalidate = [releasesQueryOptions().queryKey, ['admin', 'audit-log']];

function RemoteCard({ remote }: { remote: RemoteReleases }) {
  const { t } = useTranslation(NS);
  const activate = useAction({ run: releaseActions.activate, success: t('releases.activated'), invalidate });
  const rollback = useAction({ run: releaseActions.rollback, success: t('releases.rolledBack'), invalidate });
  const pending = activate.isPending || rollback.isPending;
  const columns: TableColumnsType<RemoteRelease> = [
    {
      title: t('releases.version'),
      key: 'version',
      render: (_, r) => (
        <span dir="ltr">
          <bdi>{r.version}</bdi> {r.version === remote.live ? <Tag color="green">{t('releases.live')}</Tag> : null}
        </span>
      ),
    },
    { title: t('releases.commit'), key: 'commit', render: (_, r) => <code dir="ltr">{r.commit}</code> },
    { title: t('releases.builtAt'), key: 'built_at', render: (_, r) => <DateText value={r.built_at} kind="dateTime" /> },
    {
      title: t('releases.shared'),
      key: 'shared',
      render: (_, r) => (
        <span dir="ltr">
          {['react', 'react-dom', 'antd', '@souq/ui'].flatMap((n) => (r.shared[n] ? [`${n} ${r.shared[n]}`] : [])).join(' · ')}
        </span>
      ),
    },
    {
      title: '',
      key: 'actions',
      fixed: 'end',
      render: (_, r) =>
        r.version === remote.live ? null : (
          <ConfirmButton
            label={t('releases.activate')}
            pending={pending}
            onConfirm={() => activate.mutate({ remote: remote.remote, version: r.version })}
          />
        ),
    },
  ];
  return (
    <section className="ad-card" data-remote={remote.remote}>
      <header style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', justifyContent: 'space-between' }}>
        <h2 style={{ margin: 0 }} dir="ltr">
          {remote.remote}
        </h2>
        <span>
          {t('releases.live')}: <bdi dir="ltr">{remote.live ?? t('releases.built')}</bdi>
        </span>
        {remote.live !== null || remote.switches.length > 1 ? (
          <ConfirmButton label={t('releases.rollback')} danger pending={pending} onConfirm={() => rollback.mutate(remote.remote)} />
        ) : null}
      </header>
      <Table<RemoteRelease>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={columns}
        dataSource={remote.releases}
        locale={{ emptyText: t('releases.noReleases') }}
      />
      <h3>{t('releases.history')}</h3>
      {remote.switches.length === 0 ? (
        <p>{t('releases.noSwitches')}</p>
      ) : (
        <ul>
          {remote.switches.slice(0, 10).map((s) => (
            <li key={`${s.created_at}-${s.version}`}>
              <DateText value={s.created_at} kind="dateTime" /> — {t(`releases.actions.${s.action}`)}{' '}
              <bdi dir="ltr">{s.version ?? t('releases.built')}</bdi> — {s.admin?.name ?? t('releases.byCli')}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /admin/releases: per remote, its releases, the live one and who switched when; switch and roll back (both audited). */
export default function ReleasesPage() {
  const { t } = useTranslation(NS);
  const releases = useRemoteReleases();
  return (
    <ConsoleLayout title={t(`${ROUTES_NS}:adminReleases`)}>
      <p>{t('releases.intro')}</p>
      {releases.isPending ? (
        <Placeholder lines={10} />
      ) : releases.isError ? (
        <LoadFailed onRetry={() => void releases.refetch()} error={releases.error} />
      ) : (
        releases.data.map((remote) => <RemoteCard key={remote.remote} remote={remote} />)
      )}
    </ConsoleLayout>
  );
}
