import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** `ddcFeedback/openFile/{id}`: a signed link to a thread's file that works for a few minutes. Asked afresh at each click. */
export const openFeedbackAttachment = (language: Language, fileId: number) => apiRequest<{ url: string }>(`ddcFeedback/openFile/${fileId}`, { language });
