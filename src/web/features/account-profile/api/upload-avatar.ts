import { useMutation } from '@tanstack/react-query';
import type { UploadResultDto } from '../../../../shared/api/accounts.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';

const UPLOAD_TIMEOUT_MS = 120_000;

/** `minio/upload?purpose=avatar` (D14): a PNG, JPEG or WebP picture, checked by its bytes on the server. */
export function useUploadAvatar() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiRequest<UploadResultDto>('minio/upload?purpose=avatar', {
        method: 'POST',
        body: form,
        language,
        timeoutMs: UPLOAD_TIMEOUT_MS,
      });
    },
  });
}
