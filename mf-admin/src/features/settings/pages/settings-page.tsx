import { useTranslation } from 'react-i18next';
import type { AdminSettings } from '@souq/contracts';
import { ROUTES_NS } from '@souq/routes';
import { Button, Checkbox, Form, Input, InputNumber, LoadFailed, Placeholder, requiredText } from '@souq/ui';
import { ConsoleLayout } from '@/components/console-layout';
import { NS } from '@/config/namespace';
import { useAction } from '@/lib/use-action';
import { updateAdminSettings } from '@souq/api-client';
import { getAdminSettingsQueryOptions, useAdminSettings } from '../api/settings';

/** Texts asked in both languages, side by side. */
const BILINGUAL = [
  ['about_content', 6],
  ['terms', 6],
  ['footer_description', 3],
  ['seller_name', 0],
] as const;

function SettingsForm({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation(NS);
  const save = useAction({
    // The whole form is sent; the endpoint takes any part.
    run: updateAdminSettings,
    success: t('settings.saved'),
    invalidate: [getAdminSettingsQueryOptions().queryKey, ['settings']],
  });
  const required = [requiredText(t('common.required'))];
  return (
    <Form<AdminSettings> layout="vertical" initialValues={settings} disabled={save.isPending} onFinish={(v) => save.mutate(v)}>
      <div className="ad-charts" style={{ marginBlockStart: 0 }}>
        {BILINGUAL.flatMap(([field, rows]) =>
          (['ar', 'en'] as const).map((lang) => (
            <Form.Item key={`${field}_${lang}`} name={`${field}_${lang}`} label={t(`settings.fields.${field}_${lang}`)} rules={required}>
              {rows ? <Input.TextArea rows={rows} dir={lang === 'ar' ? 'rtl' : 'ltr'} /> : <Input dir={lang === 'ar' ? 'rtl' : 'ltr'} />}
            </Form.Item>
          )),
        )}
        <Form.Item name="app_store_link" label={t('settings.fields.app_store_link')} rules={[{ type: 'url', message: t('settings.url') }]}>
          <Input dir="ltr" />
        </Form.Item>
        <Form.Item
          name="google_play_link"
          label={t('settings.fields.google_play_link')}
          rules={[{ type: 'url', message: t('settings.url') }]}
        >
          <Input dir="ltr" />
        </Form.Item>
        <Form.Item
          name="vat_number"
          label={t('settings.fields.vat_number')}
          rules={[{ required: true, pattern: /^3\d{13}3$/, message: t('settings.vatFormat') }]}
        >
          <Input dir="ltr" inputMode="numeric" maxLength={15} />
        </Form.Item>
        <Form.Item name="tax_rate" label={t('settings.fields.tax_rate')} rules={[{ required: true, message: t('common.required') }]}>
          <InputNumber min={0} max={100} step={0.5} style={{ inlineSize: '100%' }} />
        </Form.Item>
        <Form.Item
          name="commission_rate"
          label={t('settings.fields.commission_rate')}
          rules={[{ required: true, message: t('common.required') }]}
        >
          <InputNumber min={0} max={100} step={0.5} style={{ inlineSize: '100%' }} />
        </Form.Item>
        <Form.Item name="open_settlement" valuePropName="checked">
          <Checkbox>{t('settings.fields.open_settlement')}</Checkbox>
        </Form.Item>
      </div>
      <Button type="primary" htmlType="submit" loading={save.isPending} disabled={save.isPending}>
        {t('save')}
      </Button>
    </Form>
  );
}

/** /admin/settings: texts (both languages), app links, invoice seller and VAT number, tax and commission rates, settlements switch. */
export default function SettingsPage() {
  const { t } = useTranslation(NS);
  const settings = useAdminSettings();
  return (
    <ConsoleLayout title={t(`${ROUTES_NS}:adminSettings`)}>
      <section className="ad-card">
        {settings.isPending ? (
          <Placeholder lines={10} />
        ) : settings.isError ? (
          <LoadFailed onRetry={() => void settings.refetch()} error={settings.error} />
        ) : (
          <SettingsForm settings={settings.data} />
        )}
      </section>
    </ConsoleLayout>
  );
}
