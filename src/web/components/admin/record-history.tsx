import { Group, Stack, Text, Timeline } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translator.tsx';
import type { AuditEntry } from '../../../shared/api/admin-audit.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { useFormatters } from '../../lib/format.ts';
import { auditActionLabel, auditFieldLabel, auditValue } from './audit-entry-text.ts';
import { recordHistoryQueryOptions } from './get-record-history.ts';
import { AdminLoadError, AdminLoading } from './query-states.tsx';

/**
 * The History tab of a record: every staff write to it from the audit log, who and when, with the
 * fields before and after. A detail page shows it under its own tab.
 *
 *   <Tabs.Panel value="history"><RecordHistory entityType="order" entityId={order.id} /></Tabs.Panel>
 */
export function RecordHistory({ entityType, entityId }: { entityType: string; entityId: string | number }) {
  const { t } = useTranslation();
  const history = useQuery(recordHistoryQueryOptions(useLanguage(), entityType, entityId));
  if (history.isPending) return <AdminLoading />;
  if (history.isError) return <AdminLoadError error={history.error} onRetry={() => void history.refetch()} />;
  if (history.data.list.length === 0) return <Text c="dimmed">{t('adminShell.history.empty')}</Text>;
  return (
    <Timeline bulletSize={14} lineWidth={2}>
      {history.data.list.map((entry) => (
        <Timeline.Item key={entry.id} title={<HistoryTitle entry={entry} />}>
          <ChangedFields entry={entry} />
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

function HistoryTitle({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Group gap="xs" wrap="wrap">
      <Text fw={600} size="sm">
        {auditActionLabel(entry.action, t)}
      </Text>
      <Text size="sm" c="dimmed">
        {t('adminShell.history.byAt', { name: entry.actorName, time: format.dateTime(entry.createTime) })}
      </Text>
    </Group>
  );
}

/** Bookkeeping every row has: not a change anyone made. */
const BOOKKEEPING_FIELDS = new Set(['id', 'createdAt', 'updatedAt']);

/** Each changed field by its label, before → after, in words, money and the portal's times. */
export function ChangedFields({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const changes = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])]
    .filter((field) => !BOOKKEEPING_FIELDS.has(field))
    .map((field) => ({
      field: auditFieldLabel(field, t),
      before: auditValue(entry, field, entry.before?.[field], t, format),
      after: auditValue(entry, field, entry.after?.[field], t, format),
    }))
    // A field empty before and after, or left as it was, is no change.
    .filter((change) => change.before !== change.after);
  return (
    <Stack gap={2} mt={4}>
      {changes.map((change) => (
        <Text key={change.field} size="xs">
          {t('adminAudit.change', change)}
        </Text>
      ))}
      {entry.note && (
        <Text size="xs" c="dimmed">
          {t('adminShell.history.note', { note: entry.note })}
        </Text>
      )}
    </Stack>
  );
}
