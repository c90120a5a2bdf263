import type { UploadResultDto } from '../../shared/api/accounts.ts';
import type { Language } from '../../shared/language.ts';
import { apiRequest } from './api-client.ts';

const UPLOAD_TIMEOUT_MS = 180_000;

/** What `minio/upload` takes as a document (D14), for the file picker; the server checks the bytes again. */
export const DOCUMENT_TYPES = '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.png,.jpg,.jpeg,.webp';

/**
 * `minio/upload?purpose=document`: a file a member of staff hands to a family (a record, an
 * assessment report), stored as their private document until a step claims it by its key.
 */
export function uploadDocument(file: File, language: Language): Promise<UploadResultDto> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest<UploadResultDto>('minio/upload?purpose=document', { method: 'POST', body: form, language, timeoutMs: UPLOAD_TIMEOUT_MS });
}
