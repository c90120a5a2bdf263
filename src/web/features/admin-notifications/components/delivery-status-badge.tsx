import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { DeliveryStatus } from '../../../../shared/api/notifications.ts';

const COLOURS: Record<DeliveryStatus, string> = {
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
    <Badge color={COLOURS[status]} variant="light" data-testid="delivery-status">
      {t(`adminNotifications.statuses.${status}`)}
    </Badge>
  );
}
