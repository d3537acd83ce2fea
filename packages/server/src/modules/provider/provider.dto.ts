/** Row → API shapes of the back office; file links absolute, nested objects never null. */
import type { ProviderService } from '@souq/contracts';
import { toSR } from '../../lib/money';
import { localized } from '../../lib/localized';
import type { DtoContext } from '../../lib/request-context';
import { attachment } from '../catalog/catalog.dto';
import type { OfferRow } from './provider.repository';

export function offerDto(ctx: DtoContext, r: OfferRow): ProviderService {
  const serviceName = localized(ctx.lang, r.serviceNameAr, r.serviceNameEn);
  return {
    id: r.id,
    provider_service_id: r.id,
    name: serviceName,
    category: { id: r.categoryId, name: localized(ctx.lang, r.categoryNameAr, r.categoryNameEn) },
    service: { id: r.serviceId, name: serviceName },
    price: toSR(r.price),
    duration: r.duration,
    description: r.description,
    attachments: r.images.map((f) => attachment(ctx, f)),
  };
}
