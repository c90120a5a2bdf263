import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { OrderStatusCode } from '../../../../shared/api/orders.ts';
import { strongTextOf } from '../../../lib/text-colors.ts';
import { ORDER_STATUS_COLORS, ORDER_STATUS_KEYS } from '../../../lib/order-status.ts';

export function OrderStatusBadge({ status, size = 'md' }: { status: OrderStatusCode; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  const color = ORDER_STATUS_COLORS[status];
  return (
    <Badge variant="light" color={color} style={{ color: strongTextOf(color) }} size={size} radius="sm" data-testid="order-status" data-status={status}>
      {t(`orders.status.${ORDER_STATUS_KEYS[status]}`)}
    </Badge>
  );
}
