import { Badge } from '@mantine/core';
import type { ProgressReportStatus } from '../../../../shared/api/progress-reports.ts';
import { useTranslation } from '../../../i18n/translator.tsx';
import { strongTextOf } from '../../../lib/text-colors.ts';

const COLORS: Record<ProgressReportStatus, string> = { requested: 'orange', submitted: 'blue', released: 'teal' };

export function ReportStatusBadge({ status }: { status: ProgressReportStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" radius="sm" color={COLORS[status]} c={strongTextOf(COLORS[status])}>
      {t(`adminProgressReports.status.${status}`)}
    </Badge>
  );
}
