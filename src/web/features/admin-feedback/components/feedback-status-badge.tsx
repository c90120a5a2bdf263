import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { FeedbackStatus } from '../../../../shared/api/feedback.ts';
import { strongTextOf } from '../../../lib/text-colors.ts';

const COLORS: Record<FeedbackStatus, string> = { processing: 'orange', processed: 'teal' };

export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLORS[status]} c={strongTextOf(COLORS[status])} radius="sm" tt="none" style={{ whiteSpace: 'nowrap' }} data-testid="feedback-status">
      {t(`feedback.results.statuses.${status}`)}
    </Badge>
  );
}
