import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadResultDto } from '../../../../shared/api/accounts.ts';
import type { OrderDetail } from '../../../../shared/api/orders.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { ORDERS_QUERY_KEY } from './get-orders.ts';
import { orderQueryOptions } from './get-order.ts';

const UPLOAD_TIMEOUT_MS = 180_000;

/**
 * Stores the file through `minio/upload` as the member's document (D14), then hands its key to
 * `ddcOrder/transferProof/{id}`: the order goes to "under review".
 */
export function useUploadTransferProof(orderId: number) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      const stored = await apiRequest<UploadResultDto>('minio/upload?purpose=document', {
        method: 'POST',
        body: form,
        language,
        timeoutMs: UPLOAD_TIMEOUT_MS,
      });
      return apiRequest<OrderDetail>(`ddcOrder/transferProof/${orderId}`, {
        method: 'POST',
        body: { fileKey: stored.key },
        language,
      });
    },
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryOptions(language, orderId).queryKey, order);
      return queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
    },
  });
}
