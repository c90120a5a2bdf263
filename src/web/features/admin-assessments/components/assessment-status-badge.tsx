import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { AssessmentStatusCode } from '../../../../shared/api/assessments.ts';
import { ASSESSMENT_STATUS_COLORS, ASSESSMENT_STATUS_KEYS } from '../../../lib/assessment-status.ts';
import { strongTextOf } from '../../../lib/text-colors.ts';

export function AssessmentStatusBadge({ status }: { status: AssessmentStatusCode }) {
  const { t } = useTranslation();
  const color = ASSESSMENT_STATUS_COLORS[status];
  return (
    <Badge variant="light" color={color} c={strongTextOf(color)} radius="sm" tt="none" style={{ whiteSpace: 'nowrap' }} data-testid="assessment-status" data-status={status}>
      {t(`assessments.status.${ASSESSMENT_STATUS_KEYS[status]}`)}
    </Badge>
  );
}
