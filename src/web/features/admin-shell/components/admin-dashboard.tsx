import { Card, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { WaitingWorkKind } from '../../../../shared/api/admin-dashboard.ts';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { AdminLoadError, AdminLoading } from '../../../components/admin/query-states.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { WAITING_WORK_LINKS } from '../admin-areas.ts';
import { dashboardSummaryQueryOptions } from '../api/get-dashboard-summary.ts';
import { DashboardTrendsSection } from './dashboard-trends.tsx';
import { TodaysClasses } from './todays-classes.tsx';

/** The dashboard: one card per kind of work waiting, each leading to the list that holds it; today's classes; the trends. */
export function AdminDashboard({ name }: { name: string }) {
  const { t } = useTranslation();
  const summary = useQuery(dashboardSummaryQueryOptions(useLanguage()));
  const kinds = summary.data ? (Object.keys(summary.data.waiting) as WaitingWorkKind[]) : [];
  const nothingWaiting = kinds.every((kind) => !summary.data?.waiting[kind]);

  return (
    <AdminPage title={t('adminShell.dashboard.title')} description={t('adminShell.dashboard.greeting', { name })}>
      {summary.isPending && <AdminLoading />}
      {summary.isError && <AdminLoadError error={summary.error} onRetry={() => void summary.refetch()} />}
      {summary.data && (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            {kinds.map((kind) => (
              <UnstyledButton key={kind} component={Link} to={WAITING_WORK_LINKS[kind]} aria-label={t(`adminShell.dashboard.waiting.${kind}`, { count: summary.data.waiting[kind] })}>
                <Card withBorder radius="md" padding="lg" h="100%">
                  <Text fz={36} fw={700} c={summary.data.waiting[kind] ? 'navy.8' : 'gray.7'} lh={1.1}>
                    {summary.data.waiting[kind]}
                  </Text>
                  <Text size="sm" mt={4} c="gray.8">
                    {t(`adminShell.dashboard.kinds.${kind}`)}
                  </Text>
                </Card>
              </UnstyledButton>
            ))}
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {nothingWaiting ? t('adminShell.dashboard.allClear') : t('adminShell.dashboard.hint')}
          </Text>
        </>
      )}
      <TodaysClasses />
      <DashboardTrendsSection />
    </AdminPage>
  );
}
