import { useTranslation } from 'react-i18next';
import { ADMIN_COMPLAINT_STATUSES, type AdminComplaint } from '@souq/contracts';
import { ROUTES_NS } from '@souq/routes';
import { DateText, type TableColumnsType } from '@souq/ui';
import { ConsoleLayout } from '@/components/console-layout';
import { DataList } from '@/components/data-list';
import { StatusTag } from '@/components/status-tag';
import { NS } from '@/config/namespace';
import { complaintsSource } from '../api/complaints';
import { ResolveComplaintForm } from '../components/resolve-complaint-form';

function ComplaintDetails({ complaint }: { complaint: AdminComplaint }) {
  const { t } = useTranslation(NS);
  return (
    <div className="ad-charts" style={{ marginBlockStart: 0 }}>
      <div>
        <dl className="ad-dl">
          <dt>{t('complaints.by')}</dt>
          <dd>
            {complaint.by.name} {complaint.phone ? <span dir="ltr">{complaint.phone}</span> : null}
          </dd>
          {complaint.reason ? (
            <>
              <dt>{complaint.about === 'contact' ? t('complaints.messageType') : t('common.reason')}</dt>
              <dd>
                {complaint.about === 'contact'
                  ? t(`complaints.contactType.${complaint.reason}`, { defaultValue: complaint.reason })
                  : complaint.reason}
              </dd>
            </>
          ) : null}
          {complaint.order ? (
            <>
              <dt>{complaint.order.kind === 'store' ? t('complaints.storeOrder') : t('complaints.serviceOrder')}</dt>
              <dd dir="ltr" style={{ textAlign: 'start' }}>
                {complaint.order.number}
              </dd>
            </>
          ) : null}
          {complaint.answer ? (
            <>
              <dt>{t('complaints.answer')}</dt>
              <dd>{complaint.answer}</dd>
            </>
          ) : null}
        </dl>
        <p style={{ whiteSpace: 'pre-wrap' }}>{complaint.complaint}</p>
        {complaint.images.length ? (
          <div className="ad-thumbs">
            {complaint.images.map((src, i) => (
              <img key={src} src={src} alt={t('complaints.imageAlt', { n: i + 1 })} />
            ))}
          </div>
        ) : null}
      </div>
      {complaint.status === 'open' ? <ResolveComplaintForm complaint={complaint} /> : null}
    </div>
  );
}

/** /admin/complaints: open ones first; each opens to read and resolve. */
export default function ComplaintsPage() {
  const { t } = useTranslation(NS);
  const columns: TableColumnsType<AdminComplaint> = [
    { title: '#', dataIndex: 'id' },
    { title: t('complaints.about'), dataIndex: 'about', render: (a: string) => t(`complaints.aboutKind.${a}`) },
    { title: t('complaints.by'), key: 'by', render: (_, c) => c.by.name },
    { title: t('complaints.text'), dataIndex: 'complaint', ellipsis: true, width: 240 },
    { title: t('common.status'), dataIndex: 'status', render: (s: string) => <StatusTag status={s} /> },
    { title: t('common.createdAt'), dataIndex: 'created_at', render: (d: string) => <DateText value={d} /> },
  ];
  return (
    <ConsoleLayout title={t(`${ROUTES_NS}:adminComplaints`)}>
      <DataList<AdminComplaint>
        label={t(`${ROUTES_NS}:adminComplaints`)}
        source={complaintsSource}
        columns={columns}
        statuses={ADMIN_COMPLAINT_STATUSES}
        initialStatus="open"
        empty={t('complaints.empty')}
        expandedRow={(c) => <ComplaintDetails complaint={c} />}
      />
    </ConsoleLayout>
  );
}
