import { Group, Paper, Text } from '@mantine/core';
import type { AdminOrderTotals, CurrencyAmount } from '../../../../shared/api/admin-orders.ts';
import { useTranslation } from '../../../i18n/translator.tsx';
import { useFormatters } from '../../../lib/format.ts';

/** What the filters show, all pages together: how many orders, what was paid and what went back. */
export function OrderTotals({ totals }: { totals: AdminOrderTotals }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const amounts = (list: CurrencyAmount[]) => (list.length === 0 ? format.money(0, 'USD') : list.map((entry) => format.money(entry.amount, entry.currency)).join(' · '));
  const figures = [
    { key: 'count', label: t('adminOrders.totals.count'), value: String(totals.count) },
    { key: 'paid', label: t('adminOrders.totals.paid'), value: amounts(totals.paid) },
    { key: 'refunded', label: t('adminOrders.totals.refunded'), value: amounts(totals.refunded) },
  ];
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={t('adminOrders.totals.label')} data-testid="order-totals">
      <Group gap="xl" wrap="wrap">
        {figures.map((figure) => (
          <div key={figure.key}>
            <Text size="xs" c="gray.7">
              {figure.label}
            </Text>
            <Text fw={700} size="lg" data-figure={figure.key}>
              {figure.value}
            </Text>
          </div>
        ))}
      </Group>
    </Paper>
  );
}
