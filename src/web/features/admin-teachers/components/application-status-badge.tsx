import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { TeacherApplicationStatusCode } from '../../../../shared/api/accounts.ts';
import { strongTextOf } from '../../../lib/text-colors.ts';

const COLORS: Record<TeacherApplicationStatusCode, string> = { submitted: 'orange', reviewing: 'violet', approved: 'teal', rejected: 'red' };

export function ApplicationStatusBadge({ status }: { status: TeacherApplicationStatusCode }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLORS[status]} c={strongTextOf(COLORS[status])} radius="sm" tt="none">
      {t(`adminTeachers.status.${status}`)}
    </Badge>
  );
}
