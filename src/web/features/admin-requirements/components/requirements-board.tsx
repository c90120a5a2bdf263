import { Anchor, Badge, Card, Group, Loader, ScrollArea, Select, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { REQUIREMENT_STATUSES, type AdminRequirementSummary, type RequirementStatusCode } from '../../../../shared/api/requirements.ts';
import { useFormatters } from '../../../lib/format.ts';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { AssigneeFilter } from '../../../components/admin/assignee-filter.tsx';
import { ListToolbar } from '../../../components/admin/list-toolbar.tsx';
import { AdminLoadError } from '../../../components/admin/query-states.tsx';
import { useListParams } from '../../../components/admin/use-list-params.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { REQUIREMENT_STATUS_KEYS } from '../../../lib/requirement-status.ts';
import { adminRequirementsQueryOptions } from '../api/get-requirements.ts';

const FILTERS = ['status', 'assignee'] as const;
/** The cards a column shows; the rest are found by searching. */
const COLUMN_SIZE = 50;

/**
 * The Inspire pipeline (D12): one column per status, the most recently moved first. On a phone,
 * one status at a time, chosen in a select that keeps it in the address.
 */
export function RequirementsBoard() {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = useListParams(FILTERS, { sort: 'updated' });
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const chosen = Number(list.filters.status);
  const compactStatus = ((REQUIREMENT_STATUSES as readonly number[]).includes(chosen) && list.filters.status !== '' ? chosen : 0) as RequirementStatusCode;
  const queryOf = (status: RequirementStatusCode) => ({ status: String(status), sort: 'updated', pageSize: String(COLUMN_SIZE), ...(list.q ? { q: list.q } : {}), ...(list.filters.assignee ? { assignee: list.filters.assignee } : {}) });
  const columns = useQueries({
    queries: REQUIREMENT_STATUSES.map((status) => ({ ...adminRequirementsQueryOptions(language, queryOf(status)), enabled: wide })),
  });
  const single = useQuery({ ...adminRequirementsQueryOptions(language, queryOf(compactStatus)), enabled: !wide });
  const failed = wide ? columns.find((column) => column.isError) : single.isError ? single : undefined;
  const labelOf = (status: RequirementStatusCode) => t(`requirements.status.${REQUIREMENT_STATUS_KEYS[status]}`);

  return (
    <AdminPage title={t('adminRequirements.title')} description={t('adminRequirements.subtitle')}>
      <ListToolbar search={list.q} onSearch={list.setSearch} placeholder={t('adminRequirements.searchPlaceholder')}>
        {!wide && (
          <Select
            label={t('adminRequirements.statusLabel')}
            data={REQUIREMENT_STATUSES.map((status) => ({ value: String(status), label: labelOf(status) }))}
            value={String(compactStatus)}
            onChange={(value) => list.setFilter('status', value === '0' ? null : value)}
            allowDeselect={false}
            w="100%"
          />
        )}
        <AssigneeFilter kind="requirement" value={list.filters.assignee} onChange={(value) => list.setFilter('assignee', value)} />
      </ListToolbar>
      {failed && <AdminLoadError error={failed.error} onRetry={() => void failed.refetch()} />}
      {wide ? (
        <ScrollArea type="auto" offsetScrollbars>
          <Group align="flex-start" wrap="nowrap" gap="sm" pb="sm">
            {REQUIREMENT_STATUSES.map((status, index) => (
              <BoardColumn key={status} status={status} label={labelOf(status)} items={columns[index].data?.list} total={columns[index].data?.total} />
            ))}
          </Group>
        </ScrollArea>
      ) : (
        <BoardColumn status={compactStatus} label={labelOf(compactStatus)} items={single.data?.list} total={single.data?.total} fullWidth />
      )}
    </AdminPage>
  );
}

function BoardColumn(props: { status: RequirementStatusCode; label: string; items: AdminRequirementSummary[] | undefined; total: number | undefined; fullWidth?: boolean }) {
  const { t } = useTranslation();
  const headingId = `requirement-column-${props.status}`;
  return (
    <Stack
      component="section"
      aria-labelledby={headingId}
      gap="xs"
      w={props.fullWidth ? '100%' : 250}
      miw={props.fullWidth ? undefined : 250}
      p="xs"
      bg="gray.1"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      data-testid={`column-${props.status}`}
    >
      <Group justify="space-between" wrap="nowrap" px={4}>
        <Title order={2} fz="sm" id={headingId}>
          {props.label}
        </Title>
        {props.total === undefined ? <Loader size="xs" aria-label={t('common.loading')} /> : <Badge variant="white" color="dark" c="dark.7">{props.total}</Badge>}
      </Group>
      {props.items?.length === 0 && (
        <Text size="xs" c="dimmed" px={4}>
          {t('adminRequirements.emptyColumn')}
        </Text>
      )}
      {props.items?.map((item) => <RequirementCard key={item.id} item={item} />)}
      {props.total !== undefined && props.items && props.total > props.items.length && (
        <Text size="xs" c="dimmed" px={4}>
          {t('adminRequirements.more', { count: props.total - props.items.length })}
        </Text>
      )}
    </Stack>
  );
}

function RequirementCard({ item }: { item: AdminRequirementSummary }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const location = useLocation();
  return (
    <Card withBorder radius="sm" padding="sm" data-testid="requirement-card">
      <Anchor component={Link} to={`/admin/requirements/${item.id}`} state={{ from: `${location.pathname}${location.search}` }} fw={600} size="sm">
        {t('adminRequirements.cardTitle', { name: item.childName, subject: item.subjectArea.name })}
      </Anchor>
      <Text size="xs" c="dimmed">
        {item.parentName} · {t('adminRequirements.hours', { count: item.hours })}
      </Text>
      {item.consultantName && (
        <Text size="xs" c="dimmed">
          {t('adminRequirements.consultant', { name: item.consultantName })}
        </Text>
      )}
      {item.assignee && (
        <Text size="xs" c="dimmed">
          {t('adminRequirements.assignee', { name: item.assignee.name })}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('adminRequirements.updated', { time: format.dateTime(item.updateTime) })}
      </Text>
    </Card>
  );
}
