import { queryOptions } from '@tanstack/react-query';
import type { AssignableStaff, CaseKind, CaseWork } from '../../../shared/api/case-work.ts';
import type { Language } from '../../../shared/language.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const caseWorkKey = (kind: CaseKind, id: number) => ['admin', 'caseWork', kind, id] as const;

/** `admin/<kind>/caseWork/{id}`: the case's assignee and its internal notes, newest first. */
export const caseWorkQueryOptions = (language: Language, kind: CaseKind, id: number) =>
  queryOptions({
    queryKey: [...caseWorkKey(kind, id), language],
    queryFn: ({ signal }) => apiRequest<CaseWork>(`admin/${kind}/caseWork/${id}`, { language, signal }),
  });

/** `admin/<kind>/assignees`: enabled admins and advisers, and which of them is signed in. */
export const assignableStaffQueryOptions = (language: Language, kind: CaseKind) =>
  queryOptions({
    queryKey: ['admin', 'assignees', kind, language],
    queryFn: ({ signal }) => apiRequest<AssignableStaff>(`admin/${kind}/assignees`, { language, signal }),
    staleTime: 60_000,
  });
