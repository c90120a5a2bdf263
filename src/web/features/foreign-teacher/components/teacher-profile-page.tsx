import { useState } from 'react';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '../../../lib/toast.ts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { TeacherApplicationStatusCode, TeacherProfileDto } from '../../../../shared/api/accounts.ts';
import { dateTimeFormat } from '../../../../shared/intl.ts';
import { errorMessageOf, focusFirstInvalidField, isApiError } from '../../../lib/form-feedback.ts';
import { localeOf, useLanguage } from '../../../i18n/use-language.ts';
import { teacherProfileQueryOptions } from '../api/get-teacher-profile.ts';
import { useUpdateTeacherProfile } from '../api/update-teacher-profile.ts';
import {
  serverErrorsOf,
  stepErrors,
  teacherProfileBodyOf,
  valuesOfProfile,
  type AnswerStep,
  type ApplicationValues,
} from '../application-values.ts';
import { AnswersSummary } from './answers-summary.tsx';
import { AvailabilityStep } from './steps/availability-step.tsx';
import { DocumentsStep } from './steps/documents-step.tsx';
import { EducationStep } from './steps/education-step.tsx';
import { ExperienceStep } from './steps/experience-step.tsx';
import { PersonalStep } from './steps/personal-step.tsx';
import type { ApplicationForm } from './steps/step-form.ts';
import { TeachingStep } from './steps/teaching-step.tsx';
import classes from './teacher-profile-page.module.css';

const NOT_FOUND = 404;
const STATUS_COLOURS: Record<TeacherApplicationStatusCode, string> = {
  submitted: 'navy',
  reviewing: 'indigo.9',
  approved: 'teal.9',
  rejected: 'red.9',
};

/** /user/teacher: a foreign teacher's profile and the status of their application, editable section by section. */
export function TeacherProfilePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const profile = useQuery(teacherProfileQueryOptions(language));

  return (
    <Stack gap="lg">
      <Title order={1} className={classes.title}>
        {t('teacher.profilePage.title')}
      </Title>
      {profile.isPending ? (
        <Stack gap="md" aria-busy="true">
          <Skeleton height={120} radius="lg" />
          <Skeleton height={240} radius="lg" />
        </Stack>
      ) : profile.isError ? (
        isApiError(profile.error, NOT_FOUND) ? (
          <NoApplication />
        ) : (
          <Paper withBorder radius="lg" p="xl" role="alert">
            <Stack align="center" gap="sm" ta="center">
              <Text>{errorMessageOf(profile.error, t)}</Text>
              <Button variant="light" radius="xl" onClick={() => void profile.refetch()}>
                {t('teacher.profilePage.retry')}
              </Button>
            </Stack>
          </Paper>
        )
      ) : (
        <LoadedProfile key={profile.data.updatedAt} profile={profile.data} />
      )}
    </Stack>
  );
}

function NoApplication() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="xl" data-testid="no-application">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          {t('teacher.profilePage.noApplicationTitle')}
        </Title>
        <Text c="dimmed">{t('teacher.profilePage.noApplicationBody')}</Text>
        <Button component={Link} to="/teach" variant="light" radius="xl">
          {t('teacher.profilePage.aboutTeaching')}
        </Button>
      </Stack>
    </Paper>
  );
}

function LoadedProfile({ profile }: { profile: TeacherProfileDto }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [editing, setEditing] = useState<AnswerStep | null>(null);
  const update = useUpdateTeacherProfile();
  const form = useForm<ApplicationValues>({ initialValues: valuesOfProfile(profile) });
  const dateOf = (iso: string) => dateTimeFormat(localeOf(language), { dateStyle: 'long' }).format(new Date(iso));

  const cancel = () => {
    form.setValues(valuesOfProfile(profile));
    form.clearErrors();
    setEditing(null);
  };

  const save = () => {
    if (!editing) return;
    const errors = stepErrors(editing, form.values, t);
    if (Object.keys(errors).length) {
      form.setErrors(errors);
      focusFirstInvalidField();
      return;
    }
    update.mutate(teacherProfileBodyOf(form.values), {
      onSuccess: () => {
        setEditing(null);
        notifications.show({ color: 'teal', message: t('teacher.profilePage.updated') });
      },
      onError: (error) => {
        const fieldErrors = serverErrorsOf(error);
        if (Object.keys(fieldErrors).length) {
          form.setErrors(fieldErrors);
          focusFirstInvalidField();
        }
        notifications.show({ color: 'red', title: t('teacher.profilePage.updateFailed'), message: errorMessageOf(error, t) });
      },
    });
  };

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="lg" className={classes.statusCard} data-testid="application-status">
        <Group justify="space-between" align="flex-start" gap="md">
          <div>
            <Text size="sm" c="dimmed">
              {t('teacher.profilePage.statusLabel')}
            </Text>
            <Badge size="lg" mt={6} variant="filled" color={STATUS_COLOURS[profile.status]}>
              {t(`teacher.status.${profile.status}`)}
            </Badge>
          </div>
          <Stack gap={2} className={classes.dates}>
            <Text size="sm">{t('teacher.profilePage.submittedAt', { date: dateOf(profile.submittedAt) })}</Text>
            <Text size="sm" c="dimmed">
              {t('teacher.profilePage.updatedAt', { date: dateOf(profile.updatedAt) })}
            </Text>
          </Stack>
        </Group>
        <Text mt="md">{t(`teacher.statusExplained.${profile.status}`)}</Text>
      </Paper>

      {editing ? (
        <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="edit-section-title">
          <Title order={2} size="h4" id="edit-section-title" mb="md">
            {t('teacher.profilePage.editing', { section: t(`teacher.steps.${editing}`) })}
          </Title>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              save();
            }}
          >
            <SectionFields step={editing} form={form} />
            <Group justify="flex-end" gap="sm" mt="xl">
              <Button variant="default" radius="xl" onClick={cancel}>
                {t('teacher.profilePage.cancel')}
              </Button>
              <Button type="submit" radius="xl" loading={update.isPending}>
                {t('teacher.profilePage.save')}
              </Button>
            </Group>
          </form>
        </Paper>
      ) : (
        <AnswersSummary values={form.values} onEdit={(step) => step !== 'account' && setEditing(step)} />
      )}
    </Stack>
  );
}

function SectionFields({ step, form }: { step: AnswerStep; form: ApplicationForm }) {
  switch (step) {
    case 'profile':
      return <PersonalStep form={form} />;
    case 'education':
      return <EducationStep form={form} />;
    case 'experience':
      return <ExperienceStep form={form} />;
    case 'teaching':
      return <TeachingStep form={form} />;
    case 'availability':
      return <AvailabilityStep form={form} />;
    case 'documents':
      return <DocumentsStep form={form} purpose="document" />;
  }
}
