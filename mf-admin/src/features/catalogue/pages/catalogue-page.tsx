import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ADMIN_CATALOGUE_KINDS, type AdminCatalogueKind } from '@souq/contracts';
import { currentLocale } from '@souq/i18n';
import { paths } from '@souq/routes';
import { Notice, type TableColumnsType, Tag } from '@souq/ui';
import { ConfirmButton } from '@/components/confirm-button';
import { ConsoleLayout } from '@/components/console-layout';
import { DataList } from '@/components/data-list';
import { NS } from '@/config/namespace';
import { useAction } from '@/lib/use-action';
import { catalogueActions, catalogueSource, type CatalogueRow } from '../api/catalogue';
import { CatalogueForm } from '../components/catalogue-form';
import { CATALOGUE_FIELDS, type FieldDef } from '../config/kinds';

const isKind = (value: string | undefined): value is AdminCatalogueKind => ADMIN_CATALOGUE_KINDS.includes(value as AdminCatalogueKind);

function RowActions({ kind, row }: { kind: AdminCatalogueKind; row: CatalogueRow }) {
  const { t } = useTranslation(NS);
  const remove = useAction({
    run: catalogueActions(kind).remove,
    success: t('catalogue.deleted'),
    invalidate: [catalogueSource(kind).key],
  });
  const name = currentLocale() === 'ar' ? row.name_ar : row.name_en;
  return (
    <div className="ad-actions">
      <CatalogueForm kind={kind} row={row} label={t('edit')} />
      <ConfirmButton
        label={t('delete')}
        question={t('catalogue.deleteQuestion', { name })}
        danger
        pending={remove.isPending}
        onConfirm={() => remove.mutate(row.id)}
      />
    </div>
  );
}

function cell(field: FieldDef, row: CatalogueRow, t: (k: string) => string): ReactNode {
  const value = row[field.name];
  if (field.type === 'image')
    return typeof value === 'string' && value ? <img src={value} alt="" width={40} height={40} style={{ objectFit: 'cover' }} /> : '—';
  if (field.type === 'category') return (row.category as { name?: string } | undefined)?.name ?? '—';
  if (field.type === 'choice' && typeof value === 'string') return t(`catalogue.options.${value}`);
  if (field.type === 'url' && typeof value === 'string') return <span dir="ltr">{value}</span>;
  if (value === null || value === undefined || value === '') return '—';
  return String(value);
}

/**
 * /admin/catalogue/:kind: one config-driven list + form for every catalogue and content kind
 * (CATALOGUE_FIELDS): both names, the kind's own fields, order, hidden; add, edit, delete.
 */
export default function CataloguePage() {
  const { t } = useTranslation(NS);
  const { kind } = useParams();
  if (!isKind(kind)) {
    return (
      <ConsoleLayout title={t('catalogue.unknownTitle')}>
        <Notice
          title={t('catalogue.unknown')}
          extra={<Link to={paths.adminCatalogue.getHref({ kind: 'categories' })}>{t('kinds.categories.title')}</Link>}
        />
      </ConsoleLayout>
    );
  }
  const columns: TableColumnsType<CatalogueRow> = [
    { title: t('catalogue.fields.name_ar'), dataIndex: 'name_ar', render: (n: string) => <span lang="ar">{n}</span> },
    { title: t('catalogue.fields.name_en'), dataIndex: 'name_en', render: (n: string) => <span lang="en">{n}</span> },
    ...CATALOGUE_FIELDS[kind]
      .filter((f) => f.column)
      .map((f) => ({ title: t(`catalogue.fields.${f.name}`), key: f.name, render: (_: unknown, row: CatalogueRow) => cell(f, row, t) })),
    { title: t('catalogue.fields.sort'), dataIndex: 'sort' },
    {
      title: t('catalogue.visibility'),
      dataIndex: 'is_hidden',
      render: (hidden: boolean) => (hidden ? <Tag>{t('status.hidden')}</Tag> : <Tag color="green">{t('status.visible')}</Tag>),
    },
    { title: t('common.actions'), key: 'actions', render: (_, row) => <RowActions kind={kind} row={row} /> },
  ];
  return (
    <ConsoleLayout
      title={t(`kinds.${kind}.title`)}
      actions={<CatalogueForm kind={kind} label={t('catalogue.add', { kind: t(`kinds.${kind}.one`) })} />}
    >
      <DataList<CatalogueRow>
        key={kind}
        label={t(`kinds.${kind}.title`)}
        source={catalogueSource(kind)}
        columns={columns}
        statuses={['visible', 'hidden']}
        empty={t('catalogue.empty')}
      />
    </ConsoleLayout>
  );
}
