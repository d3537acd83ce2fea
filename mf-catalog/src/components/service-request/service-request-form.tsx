/**
 * The service request form (docs/product/orders.md#requests): details, price from/to in SR, duration in days and
 * image attachments. Without `providerId` it is an open request to every provider of the
 * service; with it, a direct request. Visitors get the need-login modal instead of sending;
 * after success a modal shows for 2 s, then the visitor goes home (existing client).
 */
import { useCallback, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Col, Form, Input, Reference, requiredText, Row, Skeleton, UI_NS, useNeedLogin } from '@souq/ui';
import { errorMessage } from '@souq/api-client';
import { isSignedIn, useSession } from '@souq/auth';
import { toast } from '@souq/event-bus';
import { NS } from '@/config/i18n';
import { useStoreServiceRequest } from '@/lib/api/store-service-request';
import { isBlank, parseAmount, parseWholeNumber } from '@/lib/numbers';
import { SendButton } from '@/components/send-button';
import { ImagePicker } from '../image-picker/image-picker';
import { SectionBoundary } from '../section-boundary';
import { SuccessModal } from '../success-modal';
import './service-request.css';
import { paths } from '@souq/routes';

export interface ServiceRequestValues {
  details: string;
  from_price: string;
  to_price: string;
  duration: string;
  images: File[];
}

export interface ServiceRequestFormProps {
  serviceId: number;
  /** A direct request to this provider; absent for an open request. */
  providerId?: number;
  /** Prefilled values (a direct request starts from the provider's price and duration). */
  initialValues?: Partial<ServiceRequestValues>;
  /** Where to go once the success modal closes. */
  redirectTo?: string;
}

export function ServiceRequestForm(props: ServiceRequestFormProps) {
  // The form's antd parts load on first use: only the form waits (or fails), not the page.
  return (
    <SectionBoundary fallback={<Skeleton active paragraph={{ rows: 7 }} />}>
      <RequestForm {...props} />
    </SectionBoundary>
  );
}

function RequestForm({ serviceId, providerId, initialValues, redirectTo = paths.home.getHref() }: ServiceRequestFormProps) {
  const { t } = useTranslation(NS);
  const { t: tUi } = useTranslation(UI_NS);
  const navigate = useNavigate();
  const { show: showNeedLogin } = useNeedLogin();
  const signedIn = useSession((s) => isSignedIn(s));
  const store = useStoreServiceRequest();
  /** The sent request (server msg, id, number, direct or open), shown until the customer moves on. */
  const [sent, setSent] = useState<{ msg: string; id: number; number: string; type: 'direct' | 'for_all' } | null>(null);

  const priceRule = {
    validator: async (_rule: unknown, value: unknown) => {
      if (isBlank(value)) throw new Error(t('request.priceRequired'));
      if (parseAmount(value) === null) throw new Error(t('request.priceInvalid'));
    },
  };
  // "To" is checked against "from" (docs/product/README.md#validation-rules: from ≤ to); it re-runs when "from" changes.
  const toPriceRule = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: async (_rule: unknown, value: unknown) => {
      await priceRule.validator(_rule, value);
      const from = parseAmount(getFieldValue('from_price'));
      const to = parseAmount(value);
      if (from !== null && to !== null && from > to) throw new Error(t('request.priceOrder'));
    },
  });

  const durationRules = [
    {
      validator: async (_rule: unknown, value: unknown) => {
        if (isBlank(value)) throw new Error(t('request.durationRequired'));
        if (parseWholeNumber(value, 1) === null) throw new Error(t('request.durationInvalid'));
      },
    },
  ];

  const onFinish = (values: ServiceRequestValues) => {
    if (!signedIn) {
      showNeedLogin();
      return;
    }
    store.mutate(
      {
        details: values.details.trim(),
        fromPrice: parseAmount(values.from_price) ?? 0,
        toPrice: parseAmount(values.to_price) ?? 0,
        duration: parseWholeNumber(values.duration) ?? 1,
        serviceId,
        providerId,
        images: values.images ?? [],
      },
      {
        onSuccess: (res) => setSent({ msg: res.msg || t('request.successTitle'), ...res.data }),
        onError: (err) => toast.error(errorMessage(err, t('request.failed'))),
      },
    );
  };

  // A visitor is asked to log in at once rather than after filling in every field.
  const onSubmitClick = (e: MouseEvent) => {
    if (signedIn) return;
    e.preventDefault();
    showNeedLogin();
  };

  const done = useCallback(() => {
    setSent(null);
    navigate(redirectTo);
  }, [navigate, redirectTo]);

  const currency = <span className="catalog-request__unit">{tUi('currency')}</span>;

  return (
    <>
      <Form<ServiceRequestValues>
        noValidate
        layout="vertical"
        requiredMark="optional"
        className="catalog-request"
        initialValues={{ details: '', from_price: '', to_price: '', duration: '', images: [], ...initialValues }}
        onFinish={onFinish}
        disabled={store.isPending}
        scrollToFirstError
      >
        <Form.Item name="details" label={t('request.details')} required rules={[requiredText(t('request.detailsRequired'))]}>
          <Input.TextArea rows={4} maxLength={5000} placeholder={t('request.detailsPlaceholder')} />
        </Form.Item>
        <fieldset className="catalog-request__budget">
          <legend>{t('request.budget')}</legend>
          <Row gutter={12}>
            <Col span={12}>
              <Form.Item name="from_price" label={t('request.fromPrice')} required rules={[priceRule]}>
                <Input inputMode="decimal" autoComplete="off" maxLength={12} suffix={currency} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="to_price" label={t('request.toPrice')} required dependencies={['from_price']} rules={[toPriceRule]}>
                <Input inputMode="decimal" autoComplete="off" maxLength={12} suffix={currency} />
              </Form.Item>
            </Col>
          </Row>
        </fieldset>
        <Form.Item name="duration" label={t('request.duration')} required rules={durationRules}>
          <Input inputMode="numeric" autoComplete="off" maxLength={4} placeholder={t('request.durationPlaceholder')} />
        </Form.Item>
        <Form.Item name="images" label={t('request.images')} extra={t('request.imagesHint')}>
          <ImagePicker />
        </Form.Item>
        <SendButton loading={store.isPending} onClick={onSubmitClick}>
          {t('request.submit')}
        </SendButton>
      </Form>
      <SuccessModal open={sent !== null} title={sent?.msg ?? ''} autoCloseMs={false} onDone={done}>
        {sent && (
          <div className="catalog-request__sent">
            <p>
              {t('request.orderNumber')} <Reference>{sent.number}</Reference>
            </p>
            <p className="catalog-muted">{t(sent.type === 'direct' ? 'request.nextDirect' : 'request.nextOpen')}</p>
            <Button
              type="primary"
              block
              onClick={() =>
                navigate(
                  sent.type === 'direct' ? paths.userOrderDetails.getHref({ id: sent.id }) : paths.orderSteps.getHref({ id: sent.id }),
                )
              }
            >
              {t('request.viewOrder')}
            </Button>
            <Button block onClick={done}>
              {t('request.continue')}
            </Button>
          </div>
        )}
      </SuccessModal>
    </>
  );
}
