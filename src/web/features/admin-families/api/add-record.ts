import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRecordBody, RecordDto } from '../../../../shared/api/records.ts';
import { uploadDocument } from '../../../lib/upload-document.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_RECORDS_KEY } from './get-child-records.ts';

/** Uploads the file through `minio/upload`, then `admin/record/create` claims it for the child's record. */
export function useAddRecord() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, ...record }: Omit<CreateRecordBody, 'fileKey'> & { file: File }) => {
      const stored = await uploadDocument(file, language);
      return apiRequest<RecordDto>('admin/record/create', { method: 'POST', body: { ...record, fileKey: stored.key }, language });
    },
    onSuccess: () => Promise.all([ADMIN_RECORDS_KEY, ['admin', 'audit']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
