import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminComplaint } from '@souq/contracts';
import { currentLocale } from '@souq/i18n';
import { Button, Form, formatMoney, Input, InputNumber, Radio, requiredText } from '@souq/ui';
import { NS } from '@/config/namespace';
import { useAction } from '@/lib/use-action';
import { complaintsSource, type Resolution, resolve } from '../api/complaints';

interface Values {
  action: Resolution['action'];
  scope?: 'full' | 'partial';
  amount?: number;
  answer?: string;
}

/**
 * Resolving a complaint: refund the customer's wallet (all that is left of the paid total, or a
 * part of it), release the payment to the provider, or close with an answer. The choice is read
 * back for confirmation before anything is sent.
 */
export function ResolveComplaintForm({ complaint }: { complaint: AdminComplaint }) {
  const { t } = useTranslation(NS);
  const locale = currentLocale();
  const [form] = Form.useForm<Values>();
  const [confirming, setConfirming] = useState<Resolution | null>(null);
  const action = Form.useWatch('action', form);
  const scope = Form.useWatch('scope', form);
  const order = complaint.order;
  const refundable = order?.paid && order.final_total !== null ? Math.max(0, order.final_total - order.refunded) : 0;
  const canRefund = refundable > 0;
  const money = (n: number) => formatMoney(n, locale);
  const send = useAction({
    run: resolve,
    success: t('complaints.resolved'),
    invalidate: [complaintsSource.key, ['admin', 'dashboard']],
    onDone: () => setConfirming(null),
  });

  const toResolution = (v: Values): Resolution => ({
    action: v.action,
    amount: v.action === 'refund' && v.scope === 'partial' ? v.amount : undefined,
    answer: v.answer?.trim() || undefined,
  });

  const question = (r: Resolution) =>
    r.action === 'refund'
      ? t('complaints.confirmRefund', { amount: money(r.amount ?? refundable) })
      : r.action === 'release'
        ? t('complaints.confirmRelease')
        : t('complaints.confirmClose');

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      disabled={send.isPending}
      initialValues={{ action: canRefund ? 'refund' : 'close', scope: 'full' }}
      onFinish={(v) => setConfirming(toResolution(v))}
      aria-label={t('complaints.resolveTitle')}
    >
      {complaint.about === 'contact' ? <p role="note">{t('complaints.contactCloseOnly')}</p> : null}
      <Form.Item name="action" label={t('complaints.action')}>
        <Radio.Group
          onChange={() => setConfirming(null)}
          options={[
            { value: 'refund', label: t('complaints.refund'), disabled: !canRefund },
            { value: 'release', label: t('complaints.release'), disabled: !order },
            { value: 'close', label: t('complaints.close') },
          ]}
        />
      </Form.Item>
      {action === 'refund' ? (
        <>
          <p>{t('complaints.refundable', { amount: money(refundable) })}</p>
          <Form.Item name="scope" label={t('complaints.refundScope')}>
            <Radio.Group
              onChange={() => setConfirming(null)}
              options={[
                { value: 'full', label: t('complaints.full') },
                { value: 'partial', label: t('complaints.partial') },
              ]}
            />
          </Form.Item>
          {scope === 'partial' ? (
            <Form.Item
              name="amount"
              label={t('complaints.amount')}
              rules={[
                { required: true, message: t('common.required') },
                {
                  validator: (_, value: number | undefined) =>
                    value === undefined || (value > 0 && value <= refundable)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('complaints.amountRange', { max: money(refundable) }))),
                },
              ]}
            >
              <InputNumber min={0.01} step={0.01} style={{ inlineSize: '100%' }} />
            </Form.Item>
          ) : null}
        </>
      ) : null}
      <Form.Item name="answer" label={t('complaints.answer')} rules={action === 'close' ? [requiredText(t('common.required'))] : []}>
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      {confirming ? (
        <div className="ad-card" role="alertdialog" aria-label={t('common.confirmTitle')}>
          <p>{question(confirming)}</p>
          <div className="ad-actions">
            <Button
              type="primary"
              danger={confirming.action === 'refund'}
              loading={send.isPending}
              disabled={send.isPending}
              onClick={() => send.mutate({ id: complaint.id, ...confirming })}
            >
              {t('yes')}
            </Button>
            <Button onClick={() => setConfirming(null)} disabled={send.isPending}>
              {t('no')}
            </Button>
          </div>
        </div>
      ) : (
        <Button type="primary" htmlType="submit">
          {t('complaints.resolve')}
        </Button>
      )}
    </Form>
  );
}
