import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/translator.tsx';
import { rejectApplicationBody, UNDECIDED_APPLICATION_STATUSES, type AdminTeacherApplicationDetail } from '../../../../shared/api/admin-teacher-applications.ts';
import { useFormatters } from '../../../lib/format.ts';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { PrivateFileLink } from '../../../components/admin/private-file.tsx';
import { AdminLoadError, AdminLoading } from '../../../components/admin/query-states.tsx';
import { ReasonDialog } from '../../../components/admin/reason-dialog.tsx';
import { RecordHistory } from '../../../components/admin/record-history.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { notifications } from '../../../lib/toast.ts';
import { useDecideApplication } from '../api/decide-application.ts';
import { useCreateFacultyEntry } from '../api/create-faculty-entry.ts';
import { useGradeName } from '../../../lib/grades-query.ts';
import { applicationQueryOptions } from '../api/get-application.ts';
import { ApplicationStatusBadge } from './application-status-badge.tsx';

/** The whole application as the teacher wrote it, with the documents, and the decision. */
export function ApplicationDetail({ applicationId, backHref }: { applicationId: number; backHref: string }) {
  const { t } = useTranslation();
  const application = useQuery(applicationQueryOptions(useLanguage(), applicationId));
  const format = useFormatters();
  const back = { href: backHref, label: t('adminTeachers.backToList') };
  if (application.isPending) return <AdminLoading />;
  if (application.isError) {
    return (
      <AdminPage title={t('adminTeachers.title')} back={back}>
        <AdminLoadError error={application.error} onRetry={() => void application.refetch()} />
      </AdminPage>
    );
  }
  const data = application.data;
  return (
    <AdminPage
      back={back}
      documentTitle={`${data.profile.firstName} ${data.profile.lastName}`}
      title={
        <Group gap="sm" component="span">
          <span>
            {data.profile.firstName} {data.profile.lastName}
          </span>
          <ApplicationStatusBadge status={data.status} />
        </Group>
      }
      description={`${data.applicant.email} · ${t('adminTeachers.submittedAt', { time: format.dateTime(data.submittedAt) })}`}
      actions={
        // The decision's buttons stay mounted once it is made, so that its answer is still told.
        <>
          <DecisionButtons application={data} />
          {data.status === 'approved' && <FacultyEntryAction application={data} />}
        </>
      }
    >
      <Tabs defaultValue="application" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="application">{t('adminTeachers.tabs.application')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('adminShell.history.tab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="application" pt="md">
          <ApplicationAnswers application={data} />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <RecordHistory entityType="teacherApplication" entityId={data.id} />
        </Tabs.Panel>
      </Tabs>
    </AdminPage>
  );
}

function DecisionButtons({ application }: { application: AdminTeacherApplicationDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const decide = useDecideApplication();
  if (!UNDECIDED_APPLICATION_STATUSES.includes(application.status)) return null;
  const outcome = (done: string) => ({
    onSuccess: () => {
      setOpen(null);
      notifications.show({ color: 'teal', message: done });
    },
    onError: (error: unknown) => notifications.show({ color: 'red', message: errorMessageOf(error, t) }),
  });
  return (
    <>
      <Group gap="sm">
        <Button color="teal" onClick={() => setOpen('approve')}>
          {t('adminTeachers.approve')}
        </Button>
        <Button color="red" variant="outline" onClick={() => setOpen('reject')}>
          {t('adminTeachers.reject')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={open === 'approve'}
        title={t('adminTeachers.approve')}
        body={t('adminTeachers.approveBody')}
        confirmLabel={t('adminTeachers.approve')}
        color="teal"
        busy={decide.isPending}
        onConfirm={() => decide.mutate({ id: application.id }, outcome(t('adminTeachers.approved')))}
        onClose={() => setOpen(null)}
      />
      <ReasonDialog
        opened={open === 'reject'}
        title={t('adminTeachers.reject')}
        body={t('adminTeachers.rejectBody')}
        confirmLabel={t('adminTeachers.reject')}
        schema={rejectApplicationBody}
        busy={decide.isPending}
        onConfirm={(reason) => decide.mutate({ id: application.id, reason }, outcome(t('adminTeachers.rejected')))}
        onClose={() => setOpen(null)}
      />
    </>
  );
}

function Answer({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ whiteSpace: 'pre-wrap' }}>
        {children === '' || children === null ? '—' : children}
      </Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md">
      <Title order={2} fz="md" mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {children}
      </SimpleGrid>
    </Card>
  );
}

function ApplicationAnswers({ application }: { application: AdminTeacherApplicationDetail }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { profile, education, experience, teaching, availability, documents } = application;
  const a = (key: string) => t(`adminTeachers.answers.${key}`);
  const gradeName = useGradeName(useLanguage());
  const list = (items: string[]) => items.join(t('adminTeachers.listSeparator'));
  return (
    <Stack gap="md">
      {application.status === 'rejected' && application.decisionReason && (
        <Alert color="red" title={t('adminTeachers.rejectedBecause')}>
          {application.decisionReason}
        </Alert>
      )}
      <Section title={t('adminTeachers.sections.documents')}>
        <Answer label={a('cv')}>{documents.cv ? <PrivateFileLink url={documents.cv.url} name={documents.cv.name} /> : '—'}</Answer>
        <Answer label={a('certificates')}>
          {documents.certificates.length === 0 ? '—' : (
            <Stack gap={2}>
              {documents.certificates.map((file) => (
                <PrivateFileLink key={file.key} url={file.url} name={file.name} />
              ))}
            </Stack>
          )}
        </Answer>
      </Section>
      <Section title={t('adminTeachers.sections.profile')}>
        <Answer label={a('nationality')}>{profile.nationality}</Answer>
        <Answer label={a('residence')}>{[profile.city, profile.countryOfResidence].filter(Boolean).join(', ')}</Answer>
        <Answer label={a('phone')}>{profile.phone}</Answer>
        <Answer label={a('introduction')}>{profile.introduction}</Answer>
      </Section>
      <Section title={t('adminTeachers.sections.education')}>
        <Answer label={a('degree')}>{`${t(`teacher.degree.${education.highestDegree}`)} · ${education.major}`}</Answer>
        <Answer label={a('university')}>{`${education.university} (${education.graduationYear})`}</Answer>
        <Answer label={a('certifications')}>{list(education.certifications)}</Answer>
      </Section>
      <Section title={t('adminTeachers.sections.experience')}>
        <Answer label={a('years')}>{String(experience.yearsTeaching)}</Answer>
        <Answer label={a('current')}>{[experience.currentRole, experience.currentSchool].filter(Boolean).join(', ')}</Answer>
        <Answer label={a('online')}>{experience.onlineExperience ? t('adminTeachers.yes') : t('adminTeachers.no')}</Answer>
        <Answer label={a('summary')}>{experience.summary}</Answer>
      </Section>
      <Section title={t('adminTeachers.sections.teaching')}>
        <Answer label={a('subjects')}>{list(teaching.subjects)}</Answer>
        <Answer label={a('grades')}>{list(teaching.grades.map(gradeName))}</Answer>
        <Answer label={a('languages')}>{list(teaching.languages)}</Answer>
        <Answer label={a('approach')}>{teaching.approach}</Answer>
      </Section>
      <Section title={t('adminTeachers.sections.availability')}>
        <Answer label={a('timeZone')}>{availability.timeZone}</Answer>
        <Answer label={a('hours')}>{String(availability.hoursPerWeek)}</Answer>
        <Answer label={a('when')}>
          {`${list(availability.weekdays.map((day) => t(`teacher.weekday.${day}`)))} · ${list(availability.dayParts.map((part) => t(`teacher.dayPart.${part}`)))}`}
        </Answer>
        <Answer label={a('start')}>{availability.startDate ? format.day(availability.startDate) : ''}</Answer>
      </Section>
    </Stack>
  );
}

/** An approved applicant's faculty entry (D30): made from the application once, then opened. */
function FacultyEntryAction({ application }: { application: AdminTeacherApplicationDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateFacultyEntry();
  if (application.facultyId !== null) {
    return (
      <Button component={Link} to={`/admin/faculty/${application.facultyId}`} variant="light">
        {t('adminTeachers.facultyEntry.open')}
      </Button>
    );
  }
  return (
    <Button
      loading={create.isPending}
      onClick={() =>
        create.mutate(application.id, {
          onSuccess: async ({ facultyId }) => {
            await navigate(`/admin/faculty/${facultyId}`);
            notifications.show({ color: 'teal', message: t('adminTeachers.facultyEntry.created') });
          },
          onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error, t) }),
        })
      }
      data-testid="create-faculty-entry"
    >
      {t('adminTeachers.facultyEntry.create')}
    </Button>
  );
}
