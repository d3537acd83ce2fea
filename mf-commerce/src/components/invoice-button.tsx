import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@souq/api-client';
import { toast } from '@souq/event-bus';
import { Button } from '@souq/ui';
import { FileProtectOutlined } from '@souq/ui/icons';
import { NS } from '@/config/namespace';
import { getInvoiceQueryOptions } from '@/lib/api/invoice';
import './i18n';

/**
 * Opens the tax invoice (PDF) of a paid store order in a new tab. The PDF link expires, so it
 * is asked for on click; the tab is opened first so the browser does not block it as a pop-up.
 */
export function InvoiceButton({ orderId, type = 'default' }: { orderId: number; type?: 'default' | 'primary' | 'link' }) {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    const tab = window.open('', '_blank');
    setBusy(true);
    try {
      const invoice = await queryClient.fetchQuery({ ...getInvoiceQueryOptions(orderId), staleTime: 0 });
      if (tab) {
        tab.opener = null;
        tab.location.href = invoice.pdf_url;
      } else {
        window.location.assign(invoice.pdf_url);
      }
    } catch (err) {
      tab?.close();
      toast.error(errorMessage(err, t('invoice.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button type={type} icon={<FileProtectOutlined aria-hidden="true" />} loading={busy} onClick={() => void onClick()}>
      {t('invoice.open')}
    </Button>
  );
}
