import { Anchor, Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { ConsultantCard as Consultant, TeacherCard as Teacher } from '../../../../shared/api/requirements.ts';
import { MailOutlineIcon, PhoneOutlineIcon } from '../../../components/account-icons.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { zoneLabel } from '../../../../shared/time-labels.ts';
import classes from './requirements.module.css';

function PersonCard(props: { title: string; testId: string; pending: string; person: { name: string; photo: string; subtitle?: string } | null; children?: React.ReactNode }) {
  const id = `${props.testId}-title`;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={id} data-testid={props.testId}>
      <Title order={2} size="h5" id={id} mb="sm">
        {props.title}
      </Title>
      {props.person ? (
        <Stack gap="sm">
          <Group wrap="nowrap" gap="md">
            <Avatar src={props.person.photo || null} name={props.person.name} color="navy" radius="xl" size={52} alt="" />
            <div style={{ minWidth: 0 }}>
              <Text fw={700}>{props.person.name}</Text>
              {props.person.subtitle && (
                <Text size="sm" c="dimmed">
                  {props.person.subtitle}
                </Text>
              )}
            </div>
          </Group>
          {props.children}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {props.pending}
        </Text>
      )}
    </Paper>
  );
}

/**
 * The consultant the academy matched: how to reach them, and where they work from. Until one is
 * matched, a family with an adviser sees that adviser, proposed as their consultant.
 */
export function ConsultantCard({ consultant: matched, proposed }: { consultant: Consultant | null; proposed: Consultant | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const consultant = matched ?? proposed;
  return (
    <PersonCard
      title={t('requirements.detail.consultantTitle')}
      testId="consultant-card"
      pending={t('requirements.detail.consultantPending')}
      person={consultant && { name: consultant.name, photo: consultant.photo, subtitle: consultant.title }}
    >
      {!matched && proposed && (
        <Text size="sm" data-testid="consultant-proposed">
          {t('requirements.detail.consultantProposed', { name: proposed.name })}
        </Text>
      )}
      {consultant && (
        <Stack gap={6}>
          {consultant.email && (
            <Anchor href={`mailto:${consultant.email}`} size="sm" className={classes.contact}>
              <MailOutlineIcon size={16} />
              {consultant.email}
            </Anchor>
          )}
          {consultant.phone && (
            <Anchor href={`tel:${consultant.phone.replace(/\s/g, '')}`} size="sm" className={classes.contact}>
              <PhoneOutlineIcon size={16} />
              {consultant.phone}
            </Anchor>
          )}
          <Text size="xs" c="dimmed">
            {t('requirements.detail.worksIn', { zone: zoneLabel(consultant.timeZone, language) })}
          </Text>
        </Stack>
      )}
    </PersonCard>
  );
}

/** The foreign teacher matched from the approved applications. */
export function TeacherCard({ teacher }: { teacher: Teacher | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <PersonCard title={t('requirements.detail.teacherTitle')} testId="teacher-card" pending={t('requirements.detail.teacherPending')} person={teacher && { name: teacher.name, photo: teacher.photo }}>
      {teacher && (
        <Stack gap={6}>
          {teacher.introduction && <Text size="sm">{teacher.introduction}</Text>}
          <dl className={classes.miniFacts}>
            <div>
              <dt>{t('requirements.detail.teacherSubjects')}</dt>
              <dd>{teacher.subjects.join(', ')}</dd>
            </div>
            <div>
              <dt>{t('requirements.detail.teacherLanguages')}</dt>
              <dd>{teacher.languages.join(', ')}</dd>
            </div>
          </dl>
          <Text size="xs" c="dimmed">
            {t('requirements.detail.worksIn', { zone: zoneLabel(teacher.timeZone, language) })}
          </Text>
        </Stack>
      )}
    </PersonCard>
  );
}
