import { useMutation } from '@tanstack/react-query';
import type { UploadPurpose, UploadResultDto } from '../../../../shared/api/accounts.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';

const UPLOAD_TIMEOUT_MS = 180_000;

/**
 * `minio/upload` (D14): `application` before sign-up (claimed by `sso/registerForeign`),
 * `document` for a signed-in teacher. The server checks the type against the bytes.
 */
export function useUploadDocument(purpose: Extract<UploadPurpose, 'application' | 'document'>) {
  const language = useLanguage();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiRequest<UploadResultDto>(`minio/upload?purpose=${purpose}`, {
        method: 'POST',
        body: form,
        language,
        timeoutMs: UPLOAD_TIMEOUT_MS,
      });
    },
  });
}
