import { useMutation } from '@tanstack/react-query';
import type { UploadResultDto } from '../../../../shared/api/accounts.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';

const UPLOAD_TIMEOUT_MS = 180_000;

/** `minio/upload`: a file stored as the teacher's document; the note then claims it by key. */
export function useUploadClassFile() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiRequest<UploadResultDto>('minio/upload?purpose=document', { method: 'POST', body: form, language, timeoutMs: UPLOAD_TIMEOUT_MS });
    },
  });
}
