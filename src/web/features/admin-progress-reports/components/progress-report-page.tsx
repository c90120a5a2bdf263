import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FEEDBACK_TEXT_MAX } from '../../../../shared/api/feedback.ts';
import type { StaffProgressReport } from '../../../../shared/api/progress-reports.ts';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { AdminLoadError, AdminLoading } from '../../../components/admin/query-states.tsx';
import { useTranslation } from '../../../i18n/translator.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { useFormatters } from '../../../lib/format.ts';
import { notifications } from '../../../lib/toast.ts';
import { adminProgressReportQueryOptions } from '../api/get-progress-report.ts';
import { useReleaseProgressReport } from '../api/release-progress-report.ts';
import { ReportStatusBadge } from './report-status-badge.tsx';

/** One progress report: staff read what the teacher wrote, correct it if need be, and release it to the family. */
export function ProgressReportPage({ reportId, backHref }: { reportId: number; backHref: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const report = useQuery(adminProgressReportQueryOptions(language, reportId));
  const back = { href: backHref, label: t('adminProgressReports.backToList') };
  if (report.isPending) return <AdminLoading />;
  if (report.isError) {
    return (
      <AdminPage title={t('adminProgressReports.detailTitle')} back={back}>
        <AdminLoadError error={report.error} onRetry={() => void report.refetch()} />
      </AdminPage>
    );
  }
  const data = report.data;
  return (
    <AdminPage
      back={back}
      documentTitle={t('adminProgressReports.detailTitle')}
      title={[data.childName, data.courseName].join(' · ')}
      description={data.teacherName ? t('adminProgressReports.writtenBy', { name: data.teacherName }) : t('adminProgressReports.notWrittenYet')}
      actions={<ReportStatusBadge status={data.status} />}
    >
      <Facts report={data} />
      {data.status === 'requested' ? (
        <Alert color="orange" radius="lg" title={t('adminProgressReports.waitingTitle')}>
          {t('adminProgressReports.waiting')}
        </Alert>
      ) : data.status === 'submitted' ? (
        <ReleaseForm key={data.submitTime} report={data} />
      ) : (
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('adminProgressReports.releasedTitle')}
            </Title>
            <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="released-text">
              {data.text}
            </Text>
            <Text size="sm" c="dimmed">
              {t('adminProgressReports.releasedNote')}
            </Text>
          </Stack>
        </Paper>
      )}
    </AdminPage>
  );
}

function Facts({ report }: { report: StaffProgressReport }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const facts: [string, string][] = [
    [t('adminProgressReports.facts.requested'), format.dateTime(report.requestTime)],
    [t('adminProgressReports.facts.submitted'), format.dateTime(report.submitTime)],
    [t('adminProgressReports.facts.released'), format.dateTime(report.releaseTime)],
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      {facts.map(([label, value]) => (
        <Paper key={label} withBorder radius="lg" p="md">
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text size="sm" fw={600}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function ReleaseForm({ report }: { report: StaffProgressReport }) {
  const { t } = useTranslation();
  const [text, setText] = useState(report.text);
  const release = useReleaseProgressReport(report.id);
  const blank = text.trim() === '';
  const submit = () =>
    release.mutate(text === report.text ? {} : { text }, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('adminProgressReports.releasedDone') }),
    });
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Textarea
          label={t('adminProgressReports.textLabel')}
          description={t('adminProgressReports.textHint')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autosize
          minRows={6}
          maxRows={20}
          maxLength={FEEDBACK_TEXT_MAX}
          error={blank ? t('auth.validation.fieldRequired') : release.isError ? errorMessageOf(release.error, t) : undefined}
          data-testid="review-text"
        />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {text.length} / {FEEDBACK_TEXT_MAX}
          </Text>
          <Button radius="xl" onClick={submit} loading={release.isPending} disabled={blank} data-testid="release-report">
            {t('adminProgressReports.release')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
