import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminFacultyList, AdminFacultyMember, FacultyBody } from '../../../../shared/api/admin-catalogue.ts';
import type { Language } from '../../../../shared/language.ts';
import { queryStringOf } from '../../../components/admin/use-list-params.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const ADMIN_FACULTY_KEY = ['admin', 'faculty'] as const;

export const facultyListQueryOptions = (language: Language, query: Record<string, string>) =>
  queryOptions({
    queryKey: [...ADMIN_FACULTY_KEY, 'list', language, query],
    queryFn: ({ signal }) => apiRequest<AdminFacultyList>(`admin/faculty/list${queryStringOf(query)}`, { language, signal }),
    placeholderData: keepPreviousData,
  });

export const facultyMemberQueryOptions = (language: Language, id: number) =>
  queryOptions({
    queryKey: [...ADMIN_FACULTY_KEY, 'detail', id, language],
    queryFn: ({ signal }) => apiRequest<AdminFacultyMember>(`admin/faculty/detail/${id}`, { language, signal }),
  });

export function useSaveFacultyMember() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: FacultyBody }) =>
      apiRequest<AdminFacultyMember>(id === null ? 'admin/faculty/create' : `admin/faculty/update/${id}`, { method: 'POST', body, language }),
    onSuccess: (member) => {
      queryClient.setQueryData(facultyMemberQueryOptions(language, member.id).queryKey, member);
      return Promise.all([[...ADMIN_FACULTY_KEY, 'list'], ['admin', 'products', 'options'], ['admin', 'audit']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
