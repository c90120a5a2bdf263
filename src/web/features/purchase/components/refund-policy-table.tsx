import { Table, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import { REFUND_PROCESSING_BUSINESS_DAYS } from '../../../../shared/refund-policy.ts';
import { useFormatters } from '../../../lib/format.ts';
import type { RefundScheduleRow } from '../refund-schedule.ts';
import classes from './purchase.module.css';

/** The refund policy with this course's own dates; the row that applies today is marked. */
export function RefundPolicyTable({ rows, headingId }: { rows: RefundScheduleRow[]; headingId: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <div>
      <Table className={classes.refundTable} aria-labelledby={headingId} data-testid="refund-policy" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('purchase.refund.whenColumn')}</Table.Th>
            <Table.Th scope="col">{t('purchase.refund.refundColumn')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.percent} data-current={row.current || undefined} aria-current={row.current ? 'true' : undefined}>
              <Table.Th scope="row" fw={row.current ? 700 : 500}>
                {row.until ? t('purchase.refund.until', { date: format.day(row.until) }) : t('purchase.refund.from', { date: format.day(row.from!) })}
                {row.current && <span className={classes.todayTag}>{t('purchase.refund.today')}</span>}
              </Table.Th>
              <Table.Td fw={row.current ? 700 : 400}>
                {row.percent > 0 ? t('purchase.refund.percentOfTuition', { percent: row.percent }) : t('purchase.refund.none')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed" mt="sm">
        {t('purchase.refund.terms', { days: REFUND_PROCESSING_BUSINESS_DAYS })}
      </Text>
    </div>
  );
}
