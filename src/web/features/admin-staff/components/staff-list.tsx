import { useState } from 'react';
import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { STAFF_ROLES, type AdminStaffSummary } from '../../../../shared/api/admin-staff.ts';
import { AdminDataTable } from '../../../components/admin/admin-data-table.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { CsvExportButton } from '../../../components/admin/csv-export-button.tsx';
import { ListToolbar } from '../../../components/admin/list-toolbar.tsx';
import { AdminLoadError } from '../../../components/admin/query-states.tsx';
import { useListParams } from '../../../components/admin/use-list-params.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { notifications } from '../../../lib/toast.ts';
import { staffQueryOptions } from '../api/get-staff.ts';
import { useResetStaffPassword } from '../api/reset-staff-password.ts';
import { useSetStaffAccess } from '../api/set-staff-access.ts';

const FILTERS = ['role'] as const;
type PendingAction = { kind: 'reset' | 'disable' | 'enable'; staff: AdminStaffSummary };

/** Admins and advisers, with a password reset by mail and disabling; new accounts on their own page. */
export function StaffList({ selfUsername }: { selfUsername: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const list = useListParams(FILTERS, { sort: 'username' });
  const staff = useQuery(staffQueryOptions(useLanguage(), list.query));
  const [pending, setPending] = useState<PendingAction | null>(null);
  const reset = useResetStaffPassword();
  const access = useSetStaffAccess();
  const close = () => setPending(null);
  const outcome = (message: string) => ({
    onSuccess: () => {
      close();
      notifications.show({ color: 'teal', message });
    },
    onError: (error: unknown) => notifications.show({ color: 'red', message: errorMessageOf(error, t) }),
  });

  const columns: DataTableColumn<AdminStaffSummary>[] = [
    {
      accessor: 'username',
      title: t('adminStaff.columns.account'),
      sortable: true,
      render: (member) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {member.nickname || member.username}
          </Text>
          <Text size="xs" c="dimmed">
            {member.username} · {member.email}
          </Text>
        </Stack>
      ),
    },
    { accessor: 'role', title: t('adminStaff.columns.role'), render: (member) => t(`adminStaff.roles.${member.role}`) },
    {
      accessor: 'disabled',
      title: t('adminStaff.columns.state'),
      render: (member) => (
        <Group gap={4}>
          {member.disabled ? (
            <Badge color="red" variant="light" c="red.9" tt="none">
              {t('adminStaff.disabled')}
            </Badge>
          ) : (
            <Badge color="gray" variant="light" c="gray.8" tt="none">
              {t('adminStaff.active')}
            </Badge>
          )}
          {member.mustChangePassword && (
            <Badge color="orange" variant="light" c="orange.9" tt="none">
              {t('adminStaff.passwordPending')}
            </Badge>
          )}
        </Group>
      ),
    },
    { accessor: 'createTime', title: t('adminStaff.columns.created'), sortable: true, render: (member) => format.dateTime(member.createTime) },
    {
      accessor: 'actions',
      title: t('adminStaff.columns.actions'),
      render: (member) =>
        member.username === selfUsername ? (
          <Text size="xs" c="dimmed">
            {t('adminStaff.you')}
          </Text>
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Button size="compact-sm" variant="default" onClick={() => setPending({ kind: 'reset', staff: member })}>
              {t('adminStaff.resetPassword')}
            </Button>
            <Button size="compact-sm" variant="outline" color={member.disabled ? 'teal' : 'red'} onClick={() => setPending({ kind: member.disabled ? 'enable' : 'disable', staff: member })}>
              {member.disabled ? t('adminStaff.enable') : t('adminStaff.disable')}
            </Button>
          </Group>
        ),
    },
  ];

  const target = pending?.staff;
  return (
    <AdminPage
      title={t('adminStaff.title')}
      description={t('adminStaff.subtitle')}
      actions={
        <>
          <CsvExportButton path="admin/staff/list" query={list.query} fileName="staff" />
          <Button component={Link} to="/admin/staff/new">
            {t('adminStaff.create')}
          </Button>
        </>
      }
    >
      <ListToolbar search={list.q} onSearch={list.setSearch} placeholder={t('adminStaff.searchPlaceholder')}>
        <Select
          label={t('adminStaff.columns.role')}
          placeholder={t('adminShell.table.any')}
          clearable
          data={STAFF_ROLES.map((role) => ({ value: role, label: t(`adminStaff.roles.${role}`) }))}
          value={list.filters.role || null}
          onChange={(value) => list.setFilter('role', value)}
          w={{ base: '100%', xs: 200 }}
        />
      </ListToolbar>
      {staff.isError ? (
        <AdminLoadError error={staff.error} onRetry={() => void staff.refetch()} />
      ) : (
        <AdminDataTable label={t('adminStaff.title')} params={list} records={staff.data?.list} total={staff.data?.total} fetching={staff.isFetching} columns={columns} />
      )}
      <ConfirmDialog
        opened={pending?.kind === 'reset'}
        title={t('adminStaff.resetPassword')}
        body={t('adminStaff.resetBody', { email: target?.email ?? '' })}
        confirmLabel={t('adminStaff.resetPassword')}
        busy={reset.isPending}
        onConfirm={() => target && reset.mutate(target.id, outcome(t('adminStaff.resetDone', { email: target.email })))}
        onClose={close}
      />
      <ConfirmDialog
        opened={pending?.kind === 'disable' || pending?.kind === 'enable'}
        title={pending?.kind === 'disable' ? t('adminStaff.disable') : t('adminStaff.enable')}
        body={pending?.kind === 'disable' ? t('adminStaff.disableBody', { name: target?.username ?? '' }) : t('adminStaff.enableBody', { name: target?.username ?? '' })}
        confirmLabel={pending?.kind === 'disable' ? t('adminStaff.disable') : t('adminStaff.enable')}
        color={pending?.kind === 'disable' ? 'red' : 'teal'}
        busy={access.isPending}
        onConfirm={() => target && access.mutate({ id: target.id, disabled: pending?.kind === 'disable' }, outcome(t('adminStaff.saved')))}
        onClose={close}
      />
    </AdminPage>
  );
}
