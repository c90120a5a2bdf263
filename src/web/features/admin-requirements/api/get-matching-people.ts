import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_REQUIREMENTS_KEY } from './get-requirements.ts';

export interface ConsultantOption {
  id: number;
  name: string;
  timeZone: string;
}

export interface TeacherOption {
  id: number;
  name: string;
  subjects: string[];
  timeZone: string;
}

/** `admin/requirement/consultants`: the advisers a requirement can be given to. */
export const consultantsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...ADMIN_REQUIREMENTS_KEY, 'consultants', language],
    queryFn: ({ signal }) => apiRequest<ConsultantOption[]>('admin/requirement/consultants', { language, signal }),
  });

/** `admin/requirement/teachers`: foreign teachers of approved applications. */
export const teachersQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...ADMIN_REQUIREMENTS_KEY, 'teachers', language],
    queryFn: ({ signal }) => apiRequest<TeacherOption[]>('admin/requirement/teachers', { language, signal }),
  });
