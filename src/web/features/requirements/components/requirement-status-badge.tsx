import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { RequirementStatusCode } from '../../../../shared/api/requirements.ts';
import { strongTextOf } from '../../../lib/text-colors.ts';
import { REQUIREMENT_STATUS_COLORS, REQUIREMENT_STATUS_KEYS } from '../../../lib/requirement-status.ts';

export function RequirementStatusBadge({ status, size = 'md' }: { status: RequirementStatusCode; size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  const color = REQUIREMENT_STATUS_COLORS[status];
  return (
    <Badge variant="light" color={color} style={{ color: strongTextOf(color) }} size={size} radius="sm" data-testid="requirement-status" data-status={status}>
      {t(`requirements.status.${REQUIREMENT_STATUS_KEYS[status]}`)}
    </Badge>
  );
}
