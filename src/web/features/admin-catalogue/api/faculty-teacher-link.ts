import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminFacultyMember, TeacherAccountOption } from '../../../../shared/api/admin-catalogue.ts';
import type { Language } from '../../../../shared/language.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_FACULTY_KEY, facultyMemberQueryOptions } from './faculty.ts';

/** `admin/faculty/teacherAccounts`: teacher accounts, each with the entry it is linked to. */
export const teacherAccountsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...ADMIN_FACULTY_KEY, 'teacherAccounts', language],
    queryFn: ({ signal }) => apiRequest<TeacherAccountOption[]>('admin/faculty/teacherAccounts', { language, signal }),
  });

/** `admin/faculty/linkTeacher/{id}`: links a teacher's account to the entry, or unlinks it with null. */
export function useLinkTeacher(facultyId: number) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number | null) => apiRequest<AdminFacultyMember>(`admin/faculty/linkTeacher/${facultyId}`, { method: 'POST', body: { userId }, language }),
    onSuccess: (member) => {
      queryClient.setQueryData(facultyMemberQueryOptions(language, member.id).queryKey, member);
      return Promise.all([[...ADMIN_FACULTY_KEY, 'teacherAccounts'], ['admin', 'audit']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
