import type { UploadResultDto } from '../../../../shared/api/accounts.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const UPLOAD_TIMEOUT_MS = 120_000;

/** `admin/article/picture`: an article's picture, checked by the server from its bytes (D14). */
export function uploadArticlePicture(file: File, language: Language): Promise<UploadResultDto> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest<UploadResultDto>('admin/article/picture', { method: 'POST', body: form, language, timeoutMs: UPLOAD_TIMEOUT_MS });
}
