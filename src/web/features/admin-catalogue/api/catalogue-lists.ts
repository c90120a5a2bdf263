import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCourseSystem, AdminGrade, AdminTimetable } from '../../../../shared/api/admin-catalogue.ts';
import type { Language } from '../../../../shared/language.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The catalogue's small lists: where each is read and written. */
export const CATALOGUE_LISTS = {
  timetables: { list: 'admin/timetable/list', create: 'admin/timetable/create', update: 'admin/timetable/update' },
  courseSystems: { list: 'admin/courseSystem/list', create: 'admin/courseSystem/create', update: 'admin/courseSystem/update' },
  grades: { list: 'admin/dictionary/grades', create: 'admin/dictionary/saveGrade', update: null },
} as const;
export type CatalogueListName = keyof typeof CATALOGUE_LISTS;
export type CatalogueListRow = AdminTimetable | AdminCourseSystem | AdminGrade;

export const catalogueListQueryOptions = (language: Language, name: CatalogueListName) =>
  queryOptions({
    queryKey: ['admin', 'catalogueLists', name, language],
    queryFn: ({ signal }) => apiRequest<CatalogueListRow[]>(CATALOGUE_LISTS[name].list, { language, signal }),
  });

export function useSaveCatalogueListRow(name: CatalogueListName) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: unknown }) => {
      const paths = CATALOGUE_LISTS[name];
      return apiRequest<CatalogueListRow>(id === null || paths.update === null ? paths.create : `${paths.update}/${id}`, { method: 'POST', body, language });
    },
    onSuccess: () =>
      Promise.all([['admin', 'catalogueLists', name], ['admin', 'products', 'options'], ['admin', 'audit']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
