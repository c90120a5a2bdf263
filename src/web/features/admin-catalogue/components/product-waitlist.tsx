import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { WaitlistStatus } from '../../../../shared/api/waitlist.ts';
import { AdminLoadError, AdminLoading } from '../../../components/admin/query-states.tsx';
import { useTranslation } from '../../../i18n/translator.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useFormatters } from '../../../lib/format.ts';
import { productWaitlistQueryOptions, useWaitlistWrite } from '../api/waitlist.ts';

const STATUS_COLORS: Record<WaitlistStatus, string> = { waiting: 'blue', offered: 'teal', taken: 'green', expired: 'gray', left: 'gray' };

/** A course's waitlist (D32): offers first, then families in line; staff move them and offer a seat by hand. */
export function ProductWaitlist({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const line = useQuery(productWaitlistQueryOptions(useLanguage(), productId));
  const write = useWaitlistWrite(productId);
  if (line.isPending) return <AdminLoading />;
  if (line.isError) return <AdminLoadError error={line.error} onRetry={() => void line.refetch()} />;
  if (line.data.length === 0) return <Text c="dimmed">{t('adminCatalogue.waitlist.empty')}</Text>;
  const waiting = line.data.filter((entry) => entry.status === 'waiting');
  const busy = (entryId: number, action: string) => write.isPending && write.variables?.entryId === entryId && write.variables.action === action;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" aria-label={t('adminCatalogue.waitlist.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminCatalogue.waitlist.columns.place')}</Table.Th>
            <Table.Th>{t('adminCatalogue.waitlist.columns.family')}</Table.Th>
            <Table.Th>{t('adminCatalogue.waitlist.columns.status')}</Table.Th>
            <Table.Th>{t('adminCatalogue.waitlist.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {line.data.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{entry.position ?? '—'}</Table.Td>
              <Table.Td>
                <Text fw={600}>{entry.childName}</Text>
                <Text size="sm" c="dimmed">
                  {entry.parentName}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLORS[entry.status]} variant="light">
                  {t(`adminCatalogue.waitlist.status.${entry.status}`)}
                </Badge>
                {entry.offerExpiresAt && (
                  <Text size="xs" c="dimmed" mt={4}>
                    {t('adminCatalogue.waitlist.heldUntil', { time: format.dateTime(entry.offerExpiresAt) })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {entry.status === 'waiting' && (
                  <Group gap="xs" wrap="nowrap">
                    <Button size="compact-sm" variant="default" disabled={entry === waiting[0]} loading={busy(entry.id, 'up')} onClick={() => write.mutate({ entryId: entry.id, action: 'up' })}>
                      {t('adminCatalogue.waitlist.up')}
                    </Button>
                    <Button size="compact-sm" variant="default" disabled={entry === waiting.at(-1)} loading={busy(entry.id, 'down')} onClick={() => write.mutate({ entryId: entry.id, action: 'down' })}>
                      {t('adminCatalogue.waitlist.down')}
                    </Button>
                    <Button size="compact-sm" variant="light" loading={busy(entry.id, 'offer')} onClick={() => write.mutate({ entryId: entry.id, action: 'offer' })}>
                      {t('adminCatalogue.waitlist.offer')}
                    </Button>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
