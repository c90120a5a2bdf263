import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DictEntryDto } from '../../shared/api/public-content.ts';
import { GRADE_DICTIONARY } from '../../shared/catalogue.ts';
import type { Language } from '../../shared/language.ts';
import { apiRequest } from './api-client.ts';

/** `sys/dict/sublist?name=current_grade`: the grades by code and name, in the page's language. */
export const gradesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['dict', GRADE_DICTIONARY, language],
    queryFn: ({ signal }) =>
      apiRequest<DictEntryDto[]>(`sys/dict/sublist?name=${encodeURIComponent(GRADE_DICTIONARY)}`, { language, signal }),
    staleTime: 60 * 60_000,
  });

/** A grade's name from its code ("G7" → "Grade 7"), and the code itself until the names arrive. */
export function useGradeName(language: Language): (code: string) => string {
  const grades = useQuery(gradesQueryOptions(language)).data;
  return (code) => grades?.find((grade) => grade.code === code)?.name ?? code;
}
