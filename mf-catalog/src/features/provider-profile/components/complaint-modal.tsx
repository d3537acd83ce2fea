/**
 * The complaint about a provider (docs/product/catalogue.md#provider-profile, docs/legacy-client.md#ec-1-5): reason, complaint text,
 * images, and the phone with its country code (from the session when known).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@souq/api-client';
import { useSession } from '@souq/auth';
import { toast } from '@souq/event-bus';
import { Col, Form, Input, Radio, requiredText, Row, Select, Skeleton, useNeedLogin } from '@souq/ui';
import { NS } from '@/config/i18n';
import { CatalogModal } from '@/components/item-modal';
import { ImagePicker } from '@/components/image-picker/image-picker';
import { SendButton } from '@/components/send-button';
import { SectionBoundary } from '@/components/section-boundary';
import { toAsciiDigits } from '@/lib/numbers';
import { useFileComplaint } from '../api/file-complaint';
import { useCountryKeys } from '../api/get-country-keys';

const REASONS = ['behaviour', 'fraud', 'quality', 'delay', 'other'] as const;
type Reason = (typeof REASONS)[number];

const DEFAULT_COUNTRY_CODE = '+966';

interface ComplaintValues {
  reason?: Reason;
  other_reason: string;
  complaint: string;
  country_code: string;
  phone: string;
  images: File[];
}

export interface ComplaintModalProps {
  open: boolean;
  onClose: () => void;
  providerId: number;
  providerName: string;
}

export function ComplaintModal({ open, onClose, providerId, providerName }: ComplaintModalProps) {
  const { t } = useTranslation(NS);
  return (
    <CatalogModal open={open} onClose={onClose} width={580} title={t('complaint.title', { name: providerName })} destroyOnHidden>
      {open ? (
        <SectionBoundary fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
          <ComplaintForm providerId={providerId} onSent={onClose} />
        </SectionBoundary>
      ) : null}
    </CatalogModal>
  );
}

const normalisePhone = (v: string) => toAsciiDigits(v).replace(/[\s-]/g, '');

function ComplaintForm({ providerId, onSent }: { providerId: number; onSent: () => void }) {
  const { t } = useTranslation(NS);
  const sessionPhone = useSession((s) => s.phone);
  const sessionCountry = useSession((s) => s.country_code);
  const countries = useCountryKeys();
  const { ensureSignedIn } = useNeedLogin();
  const send = useFileComplaint();
  const reasonLabelId = useId();

  const countryOptions = (() => {
    const list = (countries.data ?? []).map((c) => ({ value: c.key, label: `${c.key} ${c.name}` }));
    const current = sessionCountry ?? DEFAULT_COUNTRY_CODE;
    // The stored code stays selectable even before (or without) the list.
    return list.some((o) => o.value === current) ? list : [{ value: current, label: current }, ...list];
  })();

  const onFinish = (values: ComplaintValues) => {
    if (!ensureSignedIn()) return;
    const reasonText = values.reason === 'other' ? values.other_reason.trim() : t(`complaint.reasons.${values.reason ?? 'other'}`);
    send.mutate(
      {
        providerId,
        reason: reasonText,
        complaint: values.complaint.trim(),
        phone: normalisePhone(values.phone),
        countryCode: values.country_code,
        images: values.images ?? [],
      },
      {
        onSuccess: (res) => {
          toast.success(res.msg || t('complaint.sent'));
          onSent();
        },
        onError: (err) => toast.error(errorMessage(err, t('common.genericError'))),
      },
    );
  };

  return (
    <Form<ComplaintValues>
      noValidate
      layout="vertical"
      requiredMark="optional"
      disabled={send.isPending}
      onFinish={onFinish}
      initialValues={{
        other_reason: '',
        complaint: '',
        phone: sessionPhone ?? '',
        country_code: sessionCountry ?? DEFAULT_COUNTRY_CODE,
        images: [],
      }}
    >
      <Form.Item
        name="reason"
        label={<span id={reasonLabelId}>{t('complaint.reason')}</span>}
        required
        rules={[{ required: true, message: t('complaint.reasonRequired') }]}
      >
        <Radio.Group
          aria-labelledby={reasonLabelId}
          name="reason"
          className="catalog-complaint__reasons"
          options={REASONS.map((r) => ({ value: r, label: t(`complaint.reasons.${r}`) }))}
        />
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(prev: ComplaintValues, next: ComplaintValues) => prev.reason !== next.reason}>
        {({ getFieldValue }) =>
          getFieldValue('reason') === 'other' ? (
            <Form.Item
              name="other_reason"
              label={t('complaint.otherReason')}
              required
              rules={[requiredText(t('complaint.otherReasonRequired'))]}
            >
              <Input maxLength={255} />
            </Form.Item>
          ) : null
        }
      </Form.Item>
      <Form.Item name="complaint" label={t('complaint.text')} required rules={[requiredText(t('complaint.textRequired'))]}>
        <Input.TextArea rows={4} maxLength={5000} placeholder={t('complaint.textPlaceholder')} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={9}>
          <Form.Item name="country_code" label={t('complaint.countryCode')} required>
            <Select options={countryOptions} showSearch={{ optionFilterProp: 'label' }} aria-label={t('complaint.countryCode')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={15}>
          <Form.Item
            name="phone"
            label={t('complaint.phone')}
            required
            rules={[
              {
                validator: async (_rule: unknown, value: unknown) => {
                  const v = typeof value === 'string' ? normalisePhone(value) : '';
                  if (!v) throw new Error(t('complaint.phoneRequired'));
                  if (!/^\d{5,15}$/.test(v)) throw new Error(t('complaint.phoneInvalid'));
                },
              },
            ]}
          >
            <Input inputMode="tel" autoComplete="tel-national" maxLength={15} dir="ltr" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="images" label={t('complaint.images')} extra={t('request.imagesHint')}>
        <ImagePicker />
      </Form.Item>
      <SendButton loading={send.isPending}>{t('complaint.submit')}</SendButton>
    </Form>
  );
}
