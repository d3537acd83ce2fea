import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, getInvoice } from '@souq/api-client';
import { toast } from '@souq/event-bus';
import { PlainButton } from './plain-button';
import { FileProtectOutlined } from '../icons';
import { UI_NS } from '../lib/i18n';

export interface TaxInvoiceButtonProps {
  /** `products`: a store order; `services`: a service order. */
  kind: 'products' | 'services';
  orderId: number;
  type?: 'default' | 'primary' | 'link';
}

/** GET /invoices/{kind}/{id} (the PDF link expires, so it is asked for on each click). */
export const taxInvoiceQueryOptions = (kind: TaxInvoiceButtonProps['kind'], orderId: number) => ({
  queryKey: ['invoice', kind, orderId] as const,
  queryFn: async () => (await getInvoice(kind, orderId)).data,
  staleTime: 0,
});

/**
 * Opens the simplified tax invoice (bilingual PDF) of a paid order in a new tab. The tab is
 * opened first, in the click, so the browser does not block it as a pop-up.
 */
export function TaxInvoiceButton({ kind, orderId, type = 'default' }: TaxInvoiceButtonProps) {
  const { t } = useTranslation(UI_NS);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    const tab = window.open('', '_blank');
    setBusy(true);
    try {
      const invoice = await queryClient.fetchQuery(taxInvoiceQueryOptions(kind, orderId));
      if (tab) {
        tab.opener = null;
        tab.location.href = invoice.pdf_url;
      } else {
        window.location.assign(invoice.pdf_url);
      }
    } catch (err) {
      tab?.close();
      toast.error(errorMessage(err, t('taxInvoice.failed')));
    } finally {
      setBusy(false);
    }
  };

  // A plain button (antd's look without antd): an order's details show it in their first view.
  return (
    <PlainButton
      variant={type === 'link' ? 'text' : type}
      icon={<FileProtectOutlined aria-hidden="true" />}
      loading={busy}
      onClick={() => void onClick()}
    >
      {t('taxInvoice.open')}
    </PlainButton>
  );
}
