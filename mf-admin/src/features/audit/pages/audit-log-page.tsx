import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_AUDIT_ACTIONS, ADMIN_CATALOGUE_KINDS, type AdminAuditEntry } from '@souq/contracts';
import { ROUTES_NS } from '@souq/routes';
import { DatePicker, DateText, Select, type TableColumnsType } from '@souq/ui';
import { ConsoleLayout } from '@/components/console-layout';
import { DataList } from '@/components/data-list';
import { NS } from '@/config/namespace';
import { auditSource, useAuditAdmins } from '../api/audit-log';
import { AuditChanges } from '../components/audit-changes';

type Range = [Dayjs | null, Dayjs | null] | null;
const day = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : undefined);

/**
 * /admin/audit-log: who did what and when, before and after; filter by action, by admin and by
 * a range of days (inclusive); search.
 */
export default function AuditLogPage() {
  const { t } = useTranslation(NS);
  const admins = useAuditAdmins();
  const [adminId, setAdminId] = useState<number | undefined>();
  const [range, setRange] = useState<Range>(null);
  const params = { admin_id: adminId, from: day(range?.[0]), to: day(range?.[1]) };
  const actionLabel = (a: string) => t(`audit.actions.${a.replace('.', '_')}`);
  // Catalogue kinds are named as the catalogue pages name them; the other records here.
  const targetLabel = (type: string) =>
    (ADMIN_CATALOGUE_KINDS as readonly string[]).includes(type)
      ? t(`kinds.${type}.one`)
      : t(`audit.targets.${type}`, { defaultValue: type });
  const columns: TableColumnsType<AdminAuditEntry> = [
    { title: t('audit.when'), dataIndex: 'created_at', render: (d: string) => <DateText value={d} kind="dateTime" /> },
    { title: t('audit.who'), key: 'admin', render: (_, e) => e.admin.name },
    { title: t('audit.action'), dataIndex: 'action', render: actionLabel },
    {
      title: t('audit.target'),
      key: 'target',
      render: (_, e) =>
        e.target_type ? (
          <>
            {targetLabel(e.target_type)}
            {e.target_id !== null ? (
              <>
                {' '}
                <bdi>#{e.target_id}</bdi>
              </>
            ) : null}
          </>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <ConsoleLayout title={t(`${ROUTES_NS}:adminAuditLog`)}>
      <DataList<AdminAuditEntry>
        label={t(`${ROUTES_NS}:adminAuditLog`)}
        source={auditSource}
        columns={columns}
        statuses={ADMIN_AUDIT_ACTIONS}
        statusLabel={actionLabel}
        statusFilter={{ label: t('audit.action'), all: t('audit.allActions') }}
        empty={t('audit.empty')}
        params={params}
        toolbar={() => (
          <>
            <Select
              aria-label={t('audit.byAdmin')}
              placeholder={t('audit.allAdmins')}
              allowClear
              showSearch
              optionFilterProp="label"
              loading={admins.isPending}
              value={adminId}
              onChange={(v: number | undefined) => setAdminId(v ?? undefined)}
              options={(admins.data ?? []).map((a) => ({ value: a.id, label: `${a.name} (${a.email})` }))}
            />
            <DatePicker.RangePicker
              aria-label={t('audit.dates')}
              placeholder={[t('audit.from'), t('audit.to')]}
              allowEmpty={[true, true]}
              value={range}
              onChange={(v: Range) => setRange(v)}
            />
          </>
        )}
        expandedRow={(e) => <AuditChanges before={e.before} after={e.after} />}
      />
    </ConsoleLayout>
  );
}
