import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { DeliveryStatus } from '../../../../shared/api/notifications.ts';
import { strongTextOf } from '../../../lib/text-colors.ts';

const COLORS: Record<DeliveryStatus, string> = {
  pending: 'gray',
  sent: 'teal',
  retrying: 'orange',
  failed: 'red',
  skipped: 'blue',
};

/** A delivery's status in words, coloured by how much it asks of staff. */
export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLORS[status]} c={strongTextOf(COLORS[status])} radius="sm" tt="none" style={{ whiteSpace: 'nowrap' }} data-testid="delivery-status">
      {t(`adminNotifications.statuses.${status}`)}
    </Badge>
  );
}
