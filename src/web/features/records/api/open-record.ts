import type { RecordOpenDto } from '../../../../shared/api/records.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** `ddcRecord/open/{id}`: a signed link that works for a few minutes, and how to open it. Asked afresh at each click. */
export const openRecord = (language: Language, recordId: number) => apiRequest<RecordOpenDto>(`ddcRecord/open/${recordId}`, { language });
