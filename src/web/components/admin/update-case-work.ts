import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignCaseBody, CaseKind, CaseWork, StaffNoteBody } from '../../../shared/api/case-work.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { caseWorkKey } from './get-case-work.ts';

/** The lists whose assignee column a change moves, by kind of case. */
const LIST_KEYS: Record<CaseKind, readonly string[]> = {
  family: ['admin', 'families'],
  requirement: ['admin', 'requirements'],
  assessment: ['admin', 'assessments'],
  feedback: ['admin', 'feedback'],
};

function useCaseWorkMutation<Body>(kind: CaseKind, id: number, path: 'assign' | 'addNote') {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiRequest<CaseWork>(`admin/${kind}/${path}/${id}`, { method: 'POST', body, language }),
    onSuccess: (work) => {
      queryClient.setQueryData([...caseWorkKey(kind, id), language], work);
      return Promise.all([caseWorkKey(kind, id), LIST_KEYS[kind], ['admin', 'audit']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

/** `admin/<kind>/assign/{id}`: the member of staff who looks after the case, or nobody. */
export const useAssignCase = (kind: CaseKind, id: number) => useCaseWorkMutation<AssignCaseBody>(kind, id, 'assign');

/** `admin/<kind>/addNote/{id}`: an internal note, for staff only. */
export const useAddStaffNote = (kind: CaseKind, id: number) => useCaseWorkMutation<StaffNoteBody>(kind, id, 'addNote');
