import type { UploadResultDto } from '../../../../shared/api/accounts.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const UPLOAD_TIMEOUT_MS = 180_000;

/** `minio/upload?purpose=document`: one file stored as the member's private document (D14). */
export function uploadDocument(file: File, language: Language): Promise<UploadResultDto> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest<UploadResultDto>('minio/upload?purpose=document', { method: 'POST', body: form, language, timeoutMs: UPLOAD_TIMEOUT_MS });
}
