import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadAdminExport, errorMessage } from '@souq/api-client';
import type { AdminExportKind, AdminExportQuery } from '@souq/contracts';
import { toast } from '@souq/event-bus';
import { Button } from '@souq/ui';
import { DownloadOutlined } from '@souq/ui/icons';
import { NS } from '@/config/namespace';
import { notifySuccess } from '@/lib/notify';
import { saveFile } from '@/lib/save-file';

export interface ExportButtonProps {
  kind: AdminExportKind;
  /** The list's current search and filter (and date range), exported as shown. */
  query?: AdminExportQuery;
}

/**
 * Downloads a CSV export (UTF-8 with BOM) with the admin's token — fetched as a file, then
 * saved under the server's file name. While it downloads the button says so and cannot be
 * pressed again; a failure shows the server's localized message (else our own).
 */
export function ExportButton({ kind, query = {} }: ExportButtonProps) {
  const { t } = useTranslation(NS);
  const download = useMutation({
    mutationFn: () => downloadAdminExport(kind, query),
    onSuccess: ({ blob, filename }) => {
      saveFile(blob, filename);
      notifySuccess(undefined, t('exports.done', { file: filename }));
    },
    onError: (err) => toast.error(errorMessage(err, t('exports.failed'))),
  });
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={download.isPending}
      disabled={download.isPending}
      aria-busy={download.isPending}
      onClick={() => download.mutate()}
    >
      {download.isPending ? t('exports.downloading') : t(`exports.${kind}`)}
    </Button>
  );
}
