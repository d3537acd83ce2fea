import { useMutation } from '@tanstack/react-query';
import { type Envelope, fileProviderComplaint } from '@souq/api-client';
import { appendIndexed } from '@souq/ui';

export interface ComplaintInput {
  providerId: number;
  reason: string;
  complaint: string;
  phone: string;
  countryCode: string;
  images: File[];
}

/** POST /user/provider/complaint (multipart; `images[0]`, `images[1]`…; type=complaint). */
export function complaintFormData(input: ComplaintInput): FormData {
  const fd = new FormData();
  fd.append('phone', input.phone);
  fd.append('country_code', input.countryCode);
  fd.append('reason', input.reason);
  fd.append('complaint', input.complaint);
  fd.append('type', 'complaint');
  fd.append('provider_id', String(input.providerId));
  appendIndexed(fd, 'images', input.images);
  return fd;
}

export const fileComplaint = (input: ComplaintInput): Promise<Envelope<unknown>> => fileProviderComplaint(complaintFormData(input));

export const useFileComplaint = () => useMutation({ mutationFn: fileComplaint });
