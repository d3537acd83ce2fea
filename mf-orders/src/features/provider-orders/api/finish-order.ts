/** POST /provider/request-service/finished — deliver: request_service_id and delivery_files[0..n] as multipart. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { finishOrderAsProvider } from '@souq/api-client';
import { getProviderOrderQueryOptions } from './get-provider-order';

export function finishFormData(requestServiceId: number, files: File[]): FormData {
  const fd = new FormData();
  fd.append('request_service_id', String(requestServiceId));
  files.forEach((file, i) => {
    fd.append(`delivery_files[${i}]`, file, file.name);
  });
  return fd;
}

export function useFinishOrder(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => finishOrderAsProvider(finishFormData(id, files)),
    onSuccess: () => client.invalidateQueries({ queryKey: getProviderOrderQueryOptions(id).queryKey }),
  });
}
