import { useTranslation } from 'react-i18next';
import { Form, type FormInstance, Select } from '@souq/ui';
import { NS } from '@/config/namespace';
import { useCategoryServices, useServiceCategories } from '../api/categories';

/** Main category, then its sub-service (the sub-service list follows the category). */
export function CategoryFields({ form, required = false }: { form: FormInstance; required?: boolean }) {
  const { t } = useTranslation(NS);
  const categoryId = Form.useWatch('category_id', form) as number | undefined;
  const categories = useServiceCategories();
  const services = useCategoryServices(categoryId);
  const rules = required ? [{ required: true, message: t('common.required') }] : [];
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', columnGap: 16 }}>
      <Form.Item name="category_id" label={t('works.category')} rules={rules}>
        <Select
          options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          loading={categories.isPending}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={() => form.setFieldValue('service_id', undefined)}
        />
      </Form.Item>
      <Form.Item name="service_id" label={t('works.service')} rules={rules}>
        <Select
          options={(services.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          loading={Boolean(categoryId) && services.isPending}
          disabled={!categoryId}
          placeholder={categoryId ? undefined : t('works.chooseCategoryFirst')}
          notFoundContent={t('works.noSubServices')}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
    </div>
  );
}
