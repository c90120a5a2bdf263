import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { AdminFamilyDetail } from '../../../../shared/api/admin-families.ts';
import { useFormatters } from '../../../lib/format.ts';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { AdminLoadError, AdminLoading } from '../../../components/admin/query-states.tsx';
import { RecordHistory } from '../../../components/admin/record-history.tsx';
import { CaseWorkPanel } from '../../../components/admin/case-work-panel.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { downloadPrivateFile } from '../../../lib/download-private-file.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { useGradeName } from '../../../lib/grades-query.ts';
import { ORDER_STATUS_KEYS } from '../../../lib/order-status.ts';
import { notifications } from '../../../lib/toast.ts';
import { familyQueryOptions } from '../api/get-family.ts';
import { useSetFamilyAccess, useSetFamilyDeletion } from '../api/set-family-access.ts';
import { AdviserPicker } from './adviser-picker.tsx';
import { FamilyMessages } from './family-messages.tsx';
import { FamilyRecords } from './family-records.tsx';

/** One family: the account, its adviser, children, orders and entitlements, and its history. */
export function FamilyDetail({ familyId, backHref }: { familyId: number; backHref: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const family = useQuery(familyQueryOptions(useLanguage(), familyId));
  const back = { href: backHref, label: t('adminFamilies.backToList') };
  if (family.isPending) return <AdminLoading />;
  if (family.isError) {
    return (
      <AdminPage title={t('adminFamilies.title')} back={back}>
        <AdminLoadError error={family.error} onRetry={() => void family.refetch()} />
      </AdminPage>
    );
  }
  const data = family.data;
  return (
    <AdminPage
      back={back}
      documentTitle={data.nickname || data.username}
      title={
        <Group gap="sm" component="span">
          <span>{data.nickname || data.username}</span>
          {data.disabled && !data.erased && (
            <Badge color="red" variant="light" c="red.9">
              {t('adminFamilies.disabled')}
            </Badge>
          )}
          {data.erased && (
            <Badge color="gray" variant="light" c="gray.9">
              {t('adminFamilies.deletion.erased')}
            </Badge>
          )}
          {data.deletionDueTime && (
            <Badge color="red" variant="light" c="red.9" data-testid="deletion-due">
              {t('adminFamilies.deletion.due', { date: format.dayOf(data.deletionDueTime) })}
            </Badge>
          )}
        </Group>
      }
      description={`${data.username} · ${data.email}`}
      actions={
        !data.erased && (
          <Group gap="sm">
            <ExportButton familyId={data.id} />
            <DeletionButton family={data} />
            <AccessButton family={data} />
          </Group>
        )
      }
    >
      <Tabs defaultValue="overview" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="overview">{t('adminFamilies.tabs.overview')}</Tabs.Tab>
          <Tabs.Tab value="records">{t('adminFamilies.records.title')}</Tabs.Tab>
          <Tabs.Tab value="messages">{t('adminFamilies.tabs.messages')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('adminShell.history.tab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <FamilyOverview family={data} />
        </Tabs.Panel>
        <Tabs.Panel value="records" pt="md">
          <FamilyRecords familyChildren={data.children} />
        </Tabs.Panel>
        <Tabs.Panel value="messages" pt="md">
          <FamilyMessages familyId={data.id} familyName={data.nickname || data.username} />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <RecordHistory entityType="family" entityId={data.id} />
        </Tabs.Panel>
      </Tabs>
    </AdminPage>
  );
}

/** The family's own copy of their data, made by staff for them (issue 31); the server audits it. */
function ExportButton({ familyId }: { familyId: number }) {
  const { t, language } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadPrivateFile(`/api/admin/family/export/${familyId}`, `family-data-${familyId}.zip`, language);
    } catch (error) {
      notifications.show({ color: 'red', title: t('adminFamilies.exportFailed'), message: errorMessageOf(error, t) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" loading={busy} onClick={() => void download()}>
      {t('adminFamilies.export')}
    </Button>
  );
}

/** Staff ask for the family's deletion on their word, or withdraw it (issue 31); the server refuses while something is open. */
function DeletionButton({ family }: { family: AdminFamilyDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const deletion = useSetFamilyDeletion();
  const asking = family.deletionDueTime === null;
  const label = asking ? t('adminFamilies.deletion.ask') : t('adminFamilies.deletion.withdraw');
  return (
    <>
      <Button variant="outline" color={asking ? 'red' : 'teal'} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ConfirmDialog
        opened={open}
        title={label}
        body={asking ? t('adminFamilies.deletion.askBody') : t('adminFamilies.deletion.withdrawBody')}
        confirmLabel={label}
        color={asking ? 'red' : 'teal'}
        busy={deletion.isPending}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          deletion.mutate(
            { familyId: family.id, requested: asking },
            {
              onSuccess: () => {
                setOpen(false);
                notifications.show({ color: 'teal', message: asking ? t('adminFamilies.deletion.asked') : t('adminFamilies.deletion.withdrawn') });
              },
              onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error, t) }),
            },
          )
        }
      />
    </>
  );
}

function AccessButton({ family }: { family: AdminFamilyDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const access = useSetFamilyAccess();
  const disabling = !family.disabled;
  return (
    <>
      <Button variant={disabling ? 'outline' : 'filled'} color={disabling ? 'red' : 'teal'} onClick={() => setOpen(true)}>
        {disabling ? t('adminFamilies.disable') : t('adminFamilies.enable')}
      </Button>
      <ConfirmDialog
        opened={open}
        title={disabling ? t('adminFamilies.disable') : t('adminFamilies.enable')}
        body={disabling ? t('adminFamilies.disableBody') : t('adminFamilies.enableBody')}
        confirmLabel={disabling ? t('adminFamilies.disable') : t('adminFamilies.enable')}
        color={disabling ? 'red' : 'teal'}
        busy={access.isPending}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          access.mutate(
            { familyId: family.id, disabled: disabling },
            {
              onSuccess: () => {
                setOpen(false);
                notifications.show({ color: 'teal', message: disabling ? t('adminFamilies.disabledDone') : t('adminFamilies.enabledDone') });
              },
              onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error, t) }),
            },
          )
        }
      />
    </>
  );
}

function Section({ title, children, action }: { title: string; children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <Card withBorder radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="md">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}

function FamilyOverview({ family }: { family: AdminFamilyDetail }) {
  const gradeName = useGradeName(useLanguage());
  const { t } = useTranslation();
  const format = useFormatters();
  const empty = (text: string) => (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
  return (
    <Stack gap="md">
      <AdviserPicker family={family} />
      <CaseWorkPanel kind="family" id={family.id} />
      <Section title={t('adminFamilies.children')}>
        {family.children.length === 0
          ? empty(t('adminFamilies.noChildren'))
          : (
            <Table.ScrollContainer minWidth={480}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('adminFamilies.child.name')}</Table.Th>
                    <Table.Th>{t('adminFamilies.child.birthDate')}</Table.Th>
                    <Table.Th>{t('adminFamilies.child.grade')}</Table.Th>
                    <Table.Th>{t('adminFamilies.child.school')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {family.children.map((child) => (
                    <Table.Tr key={child.id}>
                      <Table.Td>
                        {child.name}
                        {child.archivedTime && (
                          <Text size="xs" c="dimmed">
                            {t('adminFamilies.child.archived', { date: format.dateTime(child.archivedTime) })}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{format.day(child.birthDate)}</Table.Td>
                      <Table.Td>{gradeName(child.grade)}</Table.Td>
                      <Table.Td>{child.school || '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
      </Section>
      <Section
        title={t('adminFamilies.orders')}
        action={
          family.orderCount > 0 && (
            <Anchor component={Link} to={`/admin/orders?parentId=${family.id}`} size="sm">
              {t('adminFamilies.allOrders', { count: family.orderCount })}
            </Anchor>
          )
        }
      >
        {family.orders.length === 0
          ? empty(t('adminFamilies.noOrders'))
          : (
            <Table.ScrollContainer minWidth={560}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('adminOrders.columns.orderSn')}</Table.Th>
                    <Table.Th>{t('adminOrders.columns.course')}</Table.Th>
                    <Table.Th>{t('adminOrders.columns.child')}</Table.Th>
                    <Table.Th>{t('adminOrders.columns.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {family.orders.map((order) => (
                    <Table.Tr key={order.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/admin/orders/${order.id}`} ff="monospace">
                          {order.orderSn}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{order.productName}</Table.Td>
                      <Table.Td>{order.childName}</Table.Td>
                      <Table.Td>{t(`orders.status.${ORDER_STATUS_KEYS[order.status]}`)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
      </Section>
      <Section title={t('adminFamilies.entitlements')}>
        {family.entitlements.length === 0
          ? empty(t('adminFamilies.noEntitlements'))
          : (
            <Table.ScrollContainer minWidth={560}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('adminOrders.columns.course')}</Table.Th>
                    <Table.Th>{t('adminOrders.columns.child')}</Table.Th>
                    <Table.Th>{t('adminFamilies.entitlement.used')}</Table.Th>
                    <Table.Th>{t('adminFamilies.entitlement.valid')}</Table.Th>
                    <Table.Th>{t('adminOrders.columns.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {family.entitlements.map((entitlement) => (
                    <Table.Tr key={entitlement.id}>
                      <Table.Td>{entitlement.productName}</Table.Td>
                      <Table.Td>{entitlement.childName}</Table.Td>
                      <Table.Td>
                        {entitlement.used} / {entitlement.total}
                      </Table.Td>
                      <Table.Td>
                        {format.day(entitlement.equityDateStart)} – {format.day(entitlement.equityDateEnd)}
                      </Table.Td>
                      <Table.Td>{t(`orders.entitlements.status.${entitlement.status}`)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
      </Section>
    </Stack>
  );
}
