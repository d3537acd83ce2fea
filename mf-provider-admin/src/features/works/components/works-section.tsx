import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ProviderWork } from '@souq/contracts';
import { paths } from '@souq/routes';
import { Button, EmptyState, imageSources, LoadFailed, Modal, Placeholder, Price } from '@souq/ui';
import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@souq/ui/icons';
import { Confirm } from '@/components/confirm';
import { NS } from '@/config/namespace';
import { announce } from '@/lib/notify';
import { useDeleteWork, useWorks } from '../api/works';
import './works.css';

function WorkDetails({ work, onClose }: { work: ProviderWork | null; onClose: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <Modal open={Boolean(work)} title={work?.name} footer={null} onCancel={onClose} width={720}>
      {work ? (
        <div className="pa-work-details">
          {work.attachments.length ? (
            <div className="pa-work-details__images">
              {work.attachments.map((a) => (
                <img key={a.name} {...imageSources(a.link, '(max-width: 600px) 100vw, 320px')} alt={work.name} loading="lazy" />
              ))}
            </div>
          ) : (
            <p>{t('works.noImages')}</p>
          )}
          <dl className="pa-dl">
            <dt>{t('works.category')}</dt>
            <dd>{[work.category.name, work.service.name].filter(Boolean).join(' / ') || '—'}</dd>
            <dt>{t('works.price')}</dt>
            <dd>
              <Price amount={work.price} />
            </dd>
            <dt>{t('works.duration')}</dt>
            <dd>{t('days', { count: work.duration })}</dd>
            {work.link ? (
              <>
                <dt>{t('works.link')}</dt>
                <dd>
                  <a href={work.link} target="_blank" rel="noopener noreferrer" dir="ltr">
                    {t('works.visit')}
                  </a>
                </dd>
              </>
            ) : null}
          </dl>
          {work.description ? <p style={{ whiteSpace: 'pre-line' }}>{work.description}</p> : null}
        </div>
      ) : null}
    </Modal>
  );
}

/** The works tab: list, details modal, edit, delete with confirmation. */
export function WorksSection() {
  const { t } = useTranslation(NS);
  const works = useWorks();
  const remove = useDeleteWork();
  const [open, setOpen] = useState<ProviderWork | null>(null);

  let body: React.ReactNode;
  if (works.isPending) body = <Placeholder lines={6} />;
  else if (works.isError) body = <LoadFailed onRetry={() => works.refetch()} error={works.error} />;
  else if (!works.data.length) body = <EmptyState message={t('works.noWorks')} />;
  else
    body = (
      <ul className="pa-grid" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {works.data.map((w) => (
          <li key={w.id} className="pa-tile pa-work">
            <button type="button" className="pa-work__open" onClick={() => setOpen(w)} aria-label={t('works.viewWork', { name: w.name })}>
              {w.logo.link ? (
                <img {...imageSources(w.logo.link, '(max-width: 600px) 100vw, 280px')} alt="" width={280} height={180} loading="lazy" />
              ) : (
                <span className="pa-work__noimage">{t('works.noImages')}</span>
              )}
            </button>
            <div className="pa-work__body">
              <p className="pa-list__title">{w.name}</p>
              <div className="pa-list__meta">
                <Price amount={w.price} />
                <span>{t('days', { count: w.duration })}</span>
              </div>
              <div className="pa-list__actions" style={{ marginBlockStart: 8 }}>
                <Button size="small" icon={<EyeOutlined aria-hidden="true" />} onClick={() => setOpen(w)}>
                  {t('common.details')}
                </Button>
                <Link
                  className="souq-btn"
                  to={paths.editnewServices.getHref({ id: w.id })}
                  aria-label={t('works.editWork', { name: w.name })}
                >
                  <EditOutlined aria-hidden="true" />
                </Link>
                <Confirm onConfirm={() => announce(remove.mutateAsync(w.id), t('works.workDeleted'), t)}>
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined aria-hidden="true" />}
                    loading={remove.isPending && remove.variables === w.id}
                    aria-label={t('works.deleteWork', { name: w.name })}
                  />
                </Confirm>
              </div>
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBlockEnd: 16 }}>
        <Link className="souq-btn souq-btn--primary" to={paths.addnewService.getHref()}>
          <PlusOutlined aria-hidden="true" /> {t('works.addWork')}
        </Link>
      </div>
      {body}
      <WorkDetails work={open} onClose={() => setOpen(null)} />
    </>
  );
}
