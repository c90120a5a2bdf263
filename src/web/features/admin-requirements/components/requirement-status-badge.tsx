import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { RequirementStatusCode } from '../../../../shared/api/requirements.ts';
import { REQUIREMENT_STATUS_COLORS, REQUIREMENT_STATUS_KEYS } from '../../../lib/requirement-status.ts';
import { strongTextOf } from '../../../lib/text-colors.ts';

export function RequirementStatusBadge({ status }: { status: RequirementStatusCode }) {
  const { t } = useTranslation();
  const color = REQUIREMENT_STATUS_COLORS[status];
  return (
    <Badge variant="light" color={color} c={strongTextOf(color)} radius="sm" tt="none" style={{ whiteSpace: 'nowrap' }} data-testid="requirement-status" data-status={status}>
      {t(`requirements.status.${REQUIREMENT_STATUS_KEYS[status]}`)}
    </Badge>
  );
}
