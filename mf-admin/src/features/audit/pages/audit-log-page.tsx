import { useTranslation } from 'react-i18next';
import { ADMIN_AUDIT_ACTIONS, type AdminAuditEntry } from '@souq/contracts';
import { ROUTES_NS } from '@souq/routes';
import { DateText, type TableColumnsType } from '@souq/ui';
import { ConsoleLayout } from '@/components/console-layout';
import { DataList } from '@/components/data-list';
import { NS } from '@/config/namespace';
import { auditSource } from '../api/audit-log';

const json = (value: unknown) => (value ? JSON.stringify(value, null, 2) : '—');

/** /admin/audit-log: who did what and when, before and after; filter by action, search. */
export default function AuditLogPage() {
  const { t } = useTranslation(NS);
  const actionLabel = (a: string) => t(`audit.actions.${a.replace('.', '_')}`);
  const columns: TableColumnsType<AdminAuditEntry> = [
    { title: t('audit.when'), dataIndex: 'created_at', render: (d: string) => <DateText value={d} kind="dateTime" /> },
    { title: t('audit.who'), key: 'admin', render: (_, e) => e.admin.name },
    { title: t('audit.action'), dataIndex: 'action', render: actionLabel },
    {
      title: t('audit.target'),
      key: 'target',
      render: (_, e) => (e.target_type ? `${e.target_type}${e.target_id !== null ? ` #${e.target_id}` : ''}` : '—'),
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
        empty={t('audit.empty')}
        expandedRow={(e) => (
          <div className="ad-charts" style={{ marginBlockStart: 0 }}>
            <div>
              <h3 className="ad-chart__title">{t('audit.before')}</h3>
              <pre dir="ltr">{json(e.before)}</pre>
            </div>
            <div>
              <h3 className="ad-chart__title">{t('audit.after')}</h3>
              <pre dir="ltr">{json(e.after)}</pre>
            </div>
          </div>
        )}
      />
    </ConsoleLayout>
  );
}
