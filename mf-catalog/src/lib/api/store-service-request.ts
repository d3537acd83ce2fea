/**
 * POST /user/request-service/store: a direct request (with `provider_id`) or an open request
 * to every provider of the service (without it). Used by the providers list (open request)
 * and the provider profile (direct request), hence here and not in one feature.
 */
import { useMutation } from '@tanstack/react-query';
import { storeServiceRequest as postServiceRequest } from '@souq/api-client';
import { appendIndexed } from '@souq/ui';

export interface ServiceRequestInput {
  details: string;
  fromPrice: number;
  toPrice: number;
  /** Days. */
  duration: number;
  serviceId: number;
  /** Direct request to this provider; absent for an open request. */
  providerId?: number;
  images: File[];
}

export function serviceRequestFormData(input: ServiceRequestInput): FormData {
  const fd = new FormData();
  fd.append('details', input.details);
  fd.append('from_price', String(input.fromPrice));
  fd.append('to_price', String(input.toPrice));
  fd.append('duration', String(input.duration));
  fd.append('service_id', String(input.serviceId));
  if (input.providerId !== undefined) fd.append('provider_id', String(input.providerId));
  appendIndexed(fd, 'images', input.images);
  return fd;
}

export function storeServiceRequest(input: ServiceRequestInput) {
  return postServiceRequest(serviceRequestFormData(input));
}

export const useStoreServiceRequest = () => useMutation({ mutationFn: storeServiceRequest });
