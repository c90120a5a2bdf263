import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Textarea, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FEEDBACK_TEXT_MAX } from '../../../../shared/api/feedback.ts';
import type { TeacherProgressReport } from '../../../../shared/api/progress-reports.ts';
import { RecordIcon } from '../../../components/account-icons.tsx';
import { useTranslation } from '../../../i18n/translator.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { useFormatters } from '../../../lib/format.ts';
import { strongTextOf } from '../../../lib/text-colors.ts';
import { notifications } from '../../../lib/toast.ts';
import { teacherReportsQueryOptions } from '../api/get-teacher-reports.ts';
import { useSubmitTeacherReport } from '../api/submit-teacher-report.ts';

/**
 * /user/reports (issue 29): the progress reports staff asked a teacher for, one per child of their
 * courses. A written report can be rewritten until the academy releases it to the family.
 */
export function TeacherReportsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const reports = useQuery(teacherReportsQueryOptions(language));
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={30}>
          {t('teacherReports.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('teacherReports.subtitle')}
        </Text>
      </div>
      {reports.isPending ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={160} radius="lg" />
          <Skeleton height={160} radius="lg" />
        </Stack>
      ) : reports.isError ? (
        <Paper withBorder radius="lg" p="xl" role="alert">
          <Stack align="center" gap="sm" ta="center">
            <Text fw={600}>{t('teacherReports.loadFailed')}</Text>
            <Text size="sm" c="dimmed">
              {errorMessageOf(reports.error, t)}
            </Text>
            <Button variant="light" radius="xl" onClick={() => void reports.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Paper>
      ) : reports.data.list.length === 0 ? (
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} data-testid="reports-empty">
          <Stack align="center" gap="sm" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light" color="navy">
              <RecordIcon size={26} />
            </ThemeIcon>
            <Text fw={600}>{t('teacherReports.empty')}</Text>
            <Text size="sm" c="dimmed">
              {t('teacherReports.emptyHint')}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="report-list">
          {reports.data.list.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function ReportCard({ report }: { report: TeacherProgressReport }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [text, setText] = useState(report.text);
  const [error, setError] = useState<string | null>(null);
  const submit = useSubmitTeacherReport(report.id);
  const submitted = report.status === 'submitted';
  const headingId = `report-${report.id}-heading`;
  const save = () => {
    if (text.trim() === '') {
      setError(t('auth.validation.fieldRequired'));
      return;
    }
    setError(null);
    submit.mutate(
      { text },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('teacherReports.saved') }),
        onError: (failure) => setError(errorMessageOf(failure, t)),
      },
    );
  };
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId} data-testid="report-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={2} size="h4" id={headingId}>
              {report.childFirstName}
            </Title>
            <Text size="sm" c="dimmed">
              {report.courseName}
            </Text>
          </div>
          <Badge variant="light" radius="sm" color={submitted ? 'teal' : 'orange'} c={strongTextOf(submitted ? 'teal' : 'orange')}>
            {t(`teacherReports.status.${report.status}`)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {submitted && report.submitTime ? t('teacherReports.submittedOn', { date: format.dateTime(report.submitTime) }) : t('teacherReports.requestedOn', { date: format.dayOf(report.requestTime) })}
        </Text>
        <Textarea
          label={t('teacherReports.textLabel', { name: report.childFirstName })}
          description={t('teacherReports.textHint')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autosize
          minRows={4}
          maxRows={14}
          maxLength={FEEDBACK_TEXT_MAX}
          error={error}
          data-testid="report-text"
        />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {text.length} / {FEEDBACK_TEXT_MAX}
          </Text>
          <Button radius="xl" onClick={save} loading={submit.isPending} disabled={submitted && text === report.text} data-testid="submit-report">
            {submitted ? t('teacherReports.update') : t('teacherReports.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
