import { useMutation } from '@tanstack/react-query';
import { getDownloadFiles } from '@souq/api-client';

/** POST /user/products/download-files: links bound to the buyer that expire (asked for on click, never cached). */
export const useDownloadFiles = () => useMutation({ mutationFn: getDownloadFiles });
