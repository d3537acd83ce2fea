/** Service request shapes for the provider's lists (docs/legacy-client.md#ec-1-2, #ec-1-10). */
import { t, hasMessage, type Lang } from '../../lib/i18n';
import { formatDateTime } from '../../lib/format-date';

/** Display text of a request's state for its provider: by stage, else by status. */
export function providerStatusText(lang: Lang, status: number, stage: string): string {
  const byStage = `requests.provider_stage.${stage}`;
  const byStatus = `requests.provider_status.${status}`;
  return t(lang, hasMessage(byStage) ? byStage : hasMessage(byStatus) ? byStatus : 'requests.provider_status.1');
}

export function providerRequestItem(
  lang: Lang,
  r: { id: number; number: string; createdAt: Date; clientName: string; status: number; stage: string; type: string },
) {
  return {
    id: r.id,
    number: r.number,
    request_date: formatDateTime(r.createdAt),
    client_name: r.clientName,
    status: providerStatusText(lang, r.status, r.stage),
    order_status: r.status,
    type: r.type,
  };
}
