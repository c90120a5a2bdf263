import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { OrderStatusCode } from '../../../../shared/api/orders.ts';
import { ORDER_STATUS_COLORS, ORDER_STATUS_KEYS } from '../../../lib/order-status.ts';
import { strongTextOf } from '../../../lib/text-colors.ts';

export function OrderStatusBadge({ status }: { status: OrderStatusCode }) {
  const { t } = useTranslation();
  const color = ORDER_STATUS_COLORS[status];
  return (
    <Badge variant="light" color={color} c={strongTextOf(color)} radius="sm" tt="none" style={{ whiteSpace: 'nowrap' }}>
      {t(`orders.status.${ORDER_STATUS_KEYS[status]}`)}
    </Badge>
  );
}
