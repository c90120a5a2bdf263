import { Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ASSIGNED_TO_ME, UNASSIGNED, type CaseAssignee } from '../../../shared/api/admin-lists.ts';
import type { CaseKind } from '../../../shared/api/case-work.ts';
import { useTranslation } from '../../i18n/translator.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { assignableStaffQueryOptions } from './get-case-work.ts';

/** The `?assignee` filter of a list of cases: anyone's, mine, nobody's, or one member of staff's. */
export function AssigneeFilter({ kind, value, onChange }: { kind: CaseKind; value: string; onChange: (value: string | null) => void }) {
  const { t } = useTranslation();
  const staff = useQuery(assignableStaffQueryOptions(useLanguage(), kind));
  return (
    <Select
      label={t('adminShell.caseWork.filter')}
      placeholder={t('adminShell.caseWork.anyone')}
      clearable
      searchable
      data={[
        { value: ASSIGNED_TO_ME, label: t('adminShell.caseWork.me') },
        { value: UNASSIGNED, label: t('adminShell.caseWork.unassigned') },
        ...(staff.data?.list ?? []).map((member) => ({
          value: String(member.id),
          label: member.name,
        })),
      ]}
      value={value || null}
      onChange={onChange}
      w={{ base: '100%', xs: 200 }}
      data-testid="assignee-filter"
    />
  );
}

/** A list's assignee cell. */
export function AssigneeName({ assignee }: { assignee: CaseAssignee | null }) {
  const { t } = useTranslation();
  return assignee ? (
    <Text size="sm">{assignee.name}</Text>
  ) : (
    <Text size="sm" c="dimmed">
      {t('adminShell.caseWork.nobody')}
    </Text>
  );
}
