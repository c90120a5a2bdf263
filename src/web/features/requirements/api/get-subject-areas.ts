import { queryOptions } from '@tanstack/react-query';
import type { DictEntryDto } from '../../../../shared/api/public-content.ts';
import { SUBJECT_DICTIONARY } from '../../../../shared/catalogue.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** `sys/dict/sublist?name=subject`: the subject areas a programme can be in. */
export const subjectAreasQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['dict', SUBJECT_DICTIONARY, language],
    queryFn: ({ signal }) => apiRequest<DictEntryDto[]>(`sys/dict/sublist?name=${encodeURIComponent(SUBJECT_DICTIONARY)}`, { language, signal }),
    staleTime: 60 * 60_000,
  });
