import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCatalogueKind } from '@souq/contracts';
import { currentLocale } from '@souq/i18n';
import { Button, Checkbox, Form, Input, InputNumber, Modal, requiredText, Select, Upload, type UploadFile } from '@souq/ui';
import { NS } from '@/config/namespace';
import { useAction } from '@/lib/use-action';
import { catalogueActions, catalogueSource, type CatalogueRow, categoryOptionsSource } from '../api/catalogue';
import { CATALOGUE_FIELDS, type FieldDef } from '../config/kinds';

type Values = Record<string, unknown> & { name_ar: string; name_en: string; sort?: number; is_hidden?: boolean; image?: UploadFile[] };

function CategorySelect(props: { value?: number; onChange?: (v: number) => void; id?: string }) {
  const { t } = useTranslation(NS);
  const locale = currentLocale();
  const categories = useQuery({
    queryKey: [...categoryOptionsSource.key, 'options'],
    queryFn: async () => (await categoryOptionsSource.fetch({ page: 1 })).data.data,
  });
  return (
    <Select
      {...props}
      loading={categories.isPending}
      placeholder={t('catalogue.chooseCategory')}
      options={(categories.data ?? []).map((c) => ({ value: c.id, label: locale === 'ar' ? c.name_ar : c.name_en }))}
    />
  );
}

/**
 * One field's control. Form.Item hands its value, onChange and id (or fileList) to its direct
 * child, this component: they are passed on to the control.
 */
// biome-ignore lint/suspicious/noExplicitAny: Form.Item's injected props differ per control (value/onChange/id, fileList)
function FieldInput({ field, ...control }: { field: FieldDef } & Record<string, any>) {
  const { t } = useTranslation(NS);
  switch (field.type) {
    case 'number':
      return <InputNumber {...control} min={0} style={{ inlineSize: '100%' }} />;
    case 'url':
      return <Input {...control} dir="ltr" inputMode="url" />;
    case 'date':
      return <Input {...control} type="date" dir="ltr" />;
    case 'choice':
      return <Select {...control} options={(field.options ?? []).map((o) => ({ value: o, label: t(`catalogue.options.${o}`) }))} />;
    case 'category':
      return <CategorySelect {...control} />;
    case 'image':
      return (
        <Upload {...control} accept="image/jpeg,image/png,image/webp" listType="picture" maxCount={1} beforeUpload={() => false}>
          <Button>{t('catalogue.chooseImage')}</Button>
        </Upload>
      );
    default:
      return <Input {...control} dir={field.upper ? 'ltr' : undefined} />;
  }
}

/** The stored value of a field as the form holds it (a category's id, an image as "keep"). */
function toFormValue(field: FieldDef, row: CatalogueRow): unknown {
  const value = row[field.name] ?? (field.name === 'category_id' ? (row.category as { id?: number } | undefined)?.id : undefined);
  if (field.type === 'image') return [];
  if (field.type === 'date' && typeof value === 'string') return value.slice(0, 10);
  return value ?? undefined;
}

/** What goes on the wire: an image only when one was chosen (absent keeps the current one), empty optional values as null. */
function toBody(kind: AdminCatalogueKind, values: Values, editing: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = {
    name_ar: values.name_ar.trim(),
    name_en: values.name_en.trim(),
    sort: values.sort ?? 0,
    is_hidden: Boolean(values.is_hidden),
  };
  for (const field of CATALOGUE_FIELDS[kind]) {
    const value = values[field.name];
    if (field.type === 'image') {
      const file = (value as UploadFile[] | undefined)?.[0]?.originFileObj;
      if (file) body.image = file;
    } else if (value === undefined || value === null || value === '') {
      if (!editing || !field.required) body[field.name] = field.required ? undefined : null;
    } else body[field.name] = typeof value === 'string' ? (field.upper ? value.trim().toUpperCase() : value.trim()) : value;
  }
  return body;
}

export interface CatalogueFormProps {
  kind: AdminCatalogueKind;
  /** The row to edit; none: a new one. */
  row?: CatalogueRow;
  /** The button that opens the dialog (already translated). */
  label: string;
}

/**
 * The one create/edit dialog of every catalogue kind: both names always (Arabic and English, each
 * required), the kind's own fields from CATALOGUE_FIELDS, order and visibility.
 */
export function CatalogueForm({ kind, row, label }: CatalogueFormProps) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const fields = CATALOGUE_FIELDS[kind];
  const editing = Boolean(row);
  const save = useAction({
    run: catalogueActions(kind).save,
    success: t(editing ? 'catalogue.updated' : 'catalogue.created'),
    invalidate: [catalogueSource(kind).key, ['lookups'], ['catalog']],
    onDone: () => setOpen(false),
  });
  const initial: Partial<Values> = row
    ? {
        name_ar: row.name_ar,
        name_en: row.name_en,
        sort: row.sort,
        is_hidden: row.is_hidden,
        ...Object.fromEntries(fields.map((f) => [f.name, toFormValue(f, row)])),
      }
    : { sort: 0, is_hidden: false };
  const formId = `catalogue-${kind}-${row?.id ?? 'new'}`;
  const required = requiredText(t('common.required'));

  return (
    <>
      <Button type={editing ? 'default' : 'primary'} size={editing ? 'small' : 'middle'} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal
        open={open}
        title={
          editing
            ? t('catalogue.editTitle', { name: currentLocale() === 'ar' ? row?.name_ar : row?.name_en })
            : t('catalogue.addTitle', { kind: t(`kinds.${kind}.one`) })
        }
        onCancel={() => setOpen(false)}
        okText={t('save')}
        cancelText={t('cancel')}
        okButtonProps={{ htmlType: 'submit', form: formId, loading: save.isPending, disabled: save.isPending }}
        destroyOnHidden
      >
        <Form<Values>
          id={formId}
          layout="vertical"
          initialValues={initial}
          disabled={save.isPending}
          onFinish={(values) => save.mutate({ id: row?.id, body: toBody(kind, values, editing) })}
        >
          <Form.Item name="name_ar" label={t('catalogue.fields.name_ar')} rules={[required]}>
            <Input dir="rtl" lang="ar" maxLength={150} />
          </Form.Item>
          <Form.Item name="name_en" label={t('catalogue.fields.name_en')} rules={[required]}>
            <Input dir="ltr" lang="en" maxLength={150} />
          </Form.Item>
          {fields.map((field) => (
            <Form.Item
              key={field.name}
              name={field.name}
              label={t(`catalogue.fields.${field.name}`)}
              rules={field.required && !(field.type === 'image' && editing) ? [{ required: true, message: t('common.required') }] : []}
              {...(field.type === 'image'
                ? { valuePropName: 'fileList', getValueFromEvent: (e: { fileList: UploadFile[] }) => e.fileList }
                : {})}
            >
              <FieldInput field={field} />
            </Form.Item>
          ))}
          <Form.Item name="sort" label={t('catalogue.fields.sort')}>
            <InputNumber min={0} style={{ inlineSize: '100%' }} />
          </Form.Item>
          <Form.Item name="is_hidden" valuePropName="checked">
            <Checkbox>{t('catalogue.fields.is_hidden')}</Checkbox>
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
