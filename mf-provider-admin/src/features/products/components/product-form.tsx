import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { type Attachment, MAX_PRODUCT_FEATURES } from '@souq/contracts';
import { Button, DatePicker, Form, Input, InputNumber, Select } from '@souq/ui';
import { FilePicker } from '@/components/file-picker';
import { NS } from '@/config/namespace';
import { requiredRule } from '@/lib/form-rules';
import type { ProductInput } from '../api/products';
import { useFeatures, useStoreCategories } from '../api/products';
import { discountPercentage, priceAfterDiscount, toApiDate } from '../utils/discount';

export type ProductFormValues = Omit<ProductInput, 'discount_expire'> & { discount_expire?: Dayjs | null };

export interface ProductFormProps {
  initial?: Partial<ProductFormValues>;
  existingPreviews?: Attachment[];
  existingDownloads?: Attachment[];
  onRemoveFile?: (kind: 'preview' | 'download', a: Attachment) => Promise<unknown>;
  sending: boolean;
  submitLabel: string;
  onSubmit: (values: ProductInput) => void;
}

/**
 * Add or edit a product (docs/product/provider-back-office.md#products, docs/product/README.md#validation-rules): features as chips (at most 20), price / discount % / price
 * after discount kept consistent, an end date shown dd-mm-yy and not in the past, previews
 * (images) and downloads (any type), each removable.
 */
export function ProductForm({
  initial,
  existingPreviews = [],
  existingDownloads = [],
  onRemoveFile,
  sending,
  submitLabel,
  onSubmit,
}: ProductFormProps) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<ProductFormValues>();
  const categories = useStoreCategories();
  const features = useFeatures();

  const onValuesChange = (changed: Partial<ProductFormValues>, all: ProductFormValues) => {
    const price = Number(all.price) || 0;
    if ('price' in changed || 'discount_percentage' in changed) {
      const pct = Number(all.discount_percentage) || 0;
      if (price > 0 && pct >= 0 && pct <= 100) form.setFieldValue('price_after_discount', priceAfterDiscount(price, pct));
    } else if ('price_after_discount' in changed) {
      const after = Number(all.price_after_discount);
      if (price > 0 && after >= 0 && after <= price) form.setFieldValue('discount_percentage', discountPercentage(price, after));
    }
  };

  const submit = (v: ProductFormValues) =>
    onSubmit({
      ...v,
      features: v.features ?? [],
      discount_percentage: v.discount_percentage ?? 0,
      price_after_discount: v.price_after_discount ?? v.price,
      discount_expire: toApiDate(v.discount_expire),
      preview_files: v.preview_files ?? [],
      download_files: v.download_files ?? [],
    });

  const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', columnGap: 16 } as const;

  return (
    <Form<ProductFormValues>
      form={form}
      noValidate
      layout="vertical"
      requiredMark={false}
      initialValues={initial}
      disabled={sending}
      onValuesChange={onValuesChange}
      onFinish={submit}
    >
      <Form.Item name="name" label={t('products.name')} rules={[requiredRule(t)]}>
        <Input dir="auto" maxLength={150} />
      </Form.Item>
      <Form.Item name="category_id" label={t('products.category')} rules={[{ required: true, message: t('common.required') }]}>
        <Select
          options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          loading={categories.isPending}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item
        name="features"
        label={t('products.features')}
        extra={t('products.featuresMax')}
        rules={[{ type: 'array', max: MAX_PRODUCT_FEATURES, message: t('products.featuresMax') }]}
      >
        <Select
          mode="multiple"
          maxCount={MAX_PRODUCT_FEATURES}
          // A short list: every chip choice reachable without scrolling a virtual list.
          virtual={false}
          allowClear
          options={(features.data ?? []).map((f) => ({ value: f.id, label: f.name }))}
          loading={features.isPending}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <div style={grid}>
        <Form.Item
          name="price"
          label={t('products.price')}
          rules={[
            { required: true, message: t('common.required') },
            { type: 'number', min: 0.01, message: t('common.positive') },
          ]}
        >
          <InputNumber min={0} max={1_000_000} precision={2} style={{ width: '100%' }} inputMode="decimal" />
        </Form.Item>
        <Form.Item
          name="discount_percentage"
          label={t('products.discount')}
          rules={[{ type: 'number', min: 0, max: 100, message: t('products.discountMax') }]}
        >
          <InputNumber min={0} max={100} precision={2} style={{ width: '100%' }} inputMode="decimal" />
        </Form.Item>
        <Form.Item
          name="price_after_discount"
          label={t('products.priceAfter')}
          dependencies={['price']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_, v: number | undefined) => {
                if (v != null && Number(v) > Number(getFieldValue('price') ?? 0)) throw new Error(t('products.priceAfterMax'));
              },
            }),
          ]}
        >
          <InputNumber min={0} max={1_000_000} precision={2} style={{ width: '100%' }} inputMode="decimal" />
        </Form.Item>
        <Form.Item
          name="discount_expire"
          label={t('products.discountEnd')}
          rules={[
            {
              validator: async (_, v: Dayjs | null | undefined) => {
                if (v?.isBefore(dayjs(), 'day')) throw new Error(t('products.discountEndPast'));
              },
            },
          ]}
        >
          <DatePicker style={{ width: '100%' }} disabledDate={(d: Dayjs) => d.isBefore(dayjs(), 'day')} inputReadOnly />
        </Form.Item>
      </div>
      <Form.Item name="description" label={t('products.description')} rules={[requiredRule(t)]}>
        <Input.TextArea dir="auto" rows={4} maxLength={5000} />
      </Form.Item>
      <Form.Item
        name="preview_files"
        label={t('products.previews')}
        rules={[
          {
            validator: async (_, v: File[] | undefined) => {
              if (!existingPreviews.length && !v?.length) throw new Error(t('products.previewsRequired'));
            },
          },
        ]}
      >
        <FilePicker
          existing={existingPreviews}
          onRemoveExisting={onRemoveFile ? (a) => onRemoveFile('preview', a) : undefined}
          disabled={sending}
        />
      </Form.Item>
      <Form.Item
        name="download_files"
        label={t('products.downloads')}
        rules={[
          {
            validator: async (_, v: File[] | undefined) => {
              if (!existingDownloads.length && !v?.length) throw new Error(t('products.downloadsRequired'));
            },
          },
        ]}
      >
        <FilePicker
          kind="any"
          addLabel={t('products.addFiles')}
          existing={existingDownloads}
          onRemoveExisting={onRemoveFile ? (a) => onRemoveFile('download', a) : undefined}
          disabled={sending}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={sending}>
        {submitLabel}
      </Button>
    </Form>
  );
}
