import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import { formatByteSize } from '../../../../shared/byte-size.ts';
import { dateTimeFormat } from '../../../../shared/intl.ts';
import { localeOf, useLanguage } from '../../../i18n/use-language.ts';
import { useGradeName } from '../../../lib/grades-query.ts';
import type { AnswerStep, TeacherAnswerValues } from '../application-values.ts';
import classes from './answers-summary.module.css';

type Row = [label: string, value: string];

/**
 * Every answer, section by section: the wizard's review step and the teacher's profile page.
 * `onEdit` adds an Edit button per section.
 */
export function AnswersSummary(props: {
  values: TeacherAnswerValues;
  account?: { username: string; email: string };
  onEdit?: (step: AnswerStep | 'account') => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const gradeName = useGradeName(language);
  const { profile, education, experience, teaching, availability, documents } = props.values;
  const list = (items: string[]) => (items.length ? items.join(', ') : '—');
  const startDate = availability.startDate
    ? dateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${availability.startDate}T00:00:00Z`))
    : t('teacher.review.flexible');

  const sections: { step: AnswerStep | 'account'; rows: Row[] }[] = [
    ...(props.account
      ? [
          {
            step: 'account' as const,
            rows: [
              [t('teacher.account.username'), props.account.username],
              [t('teacher.account.email'), props.account.email],
            ] satisfies Row[],
          },
        ]
      : []),
    {
      step: 'profile',
      rows: [
        [t('teacher.review.name'), `${profile.firstName} ${profile.lastName}`.trim()],
        [t('teacher.profile.gender'), profile.gender ? t(`teacher.gender.${profile.gender}`) : '—'],
        [t('teacher.profile.nationality'), profile.nationality],
        [t('teacher.profile.countryOfResidence'), [profile.city, profile.countryOfResidence].filter(Boolean).join(', ')],
        [t('teacher.profile.phone'), profile.phone],
        [t('teacher.profile.introduction'), profile.introduction || '—'],
      ],
    },
    {
      step: 'education',
      rows: [
        [t('teacher.education.highestDegree'), education.highestDegree ? t(`teacher.degree.${education.highestDegree}`) : '—'],
        [t('teacher.education.major'), education.major],
        [t('teacher.education.university'), education.university],
        [t('teacher.education.graduationYear'), String(education.graduationYear || '—')],
        [t('teacher.education.certifications'), list(education.certifications)],
      ],
    },
    {
      step: 'experience',
      rows: [
        [t('teacher.experience.yearsTeaching'), String(experience.yearsTeaching === '' ? '—' : experience.yearsTeaching)],
        [t('teacher.experience.currentSchool'), [experience.currentRole, experience.currentSchool].filter(Boolean).join(', ') || '—'],
        [t('teacher.review.online'), experience.onlineExperience ? t('teacher.review.yes') : t('teacher.review.no')],
        [t('teacher.experience.summary'), experience.summary],
      ],
    },
    {
      step: 'teaching',
      rows: [
        [t('teacher.teaching.subjects'), list(teaching.subjects)],
        [t('teacher.teaching.grades'), list(teaching.grades.map(gradeName))],
        [t('teacher.teaching.languages'), list(teaching.languages)],
        [t('teacher.teaching.approach'), teaching.approach || '—'],
      ],
    },
    {
      step: 'availability',
      rows: [
        [t('teacher.availability.timeZone'), availability.timeZone.replace(/_/g, ' ')],
        [t('teacher.availability.hoursPerWeek'), String(availability.hoursPerWeek || '—')],
        [t('teacher.availability.weekdays'), list(availability.weekdays.map((day) => t(`teacher.weekday.${day}`)))],
        [t('teacher.availability.dayParts'), list(availability.dayParts.map((part) => t(`teacher.dayPart.${part}`)))],
        [t('teacher.availability.startDate'), startDate],
      ],
    },
    {
      step: 'documents',
      rows: [
        [t('teacher.documents.cv'), documents.cv ? `${documents.cv.name} (${formatByteSize(documents.cv.size)})` : '—'],
        [
          t('teacher.documents.certificates'),
          list(documents.certificates.map((file) => `${file.name} (${formatByteSize(file.size)})`)),
        ],
      ],
    },
  ];

  return (
    <Stack gap="md">
      {sections.map((section) => (
        <Paper key={section.step} withBorder radius="md" p="md" component="section" aria-labelledby={`summary-${section.step}`}>
          <Group justify="space-between" mb="xs" wrap="nowrap">
            <Title order={3} size="h5" id={`summary-${section.step}`}>
              {t(`teacher.steps.${section.step}`)}
            </Title>
            {props.onEdit && (
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => props.onEdit?.(section.step)}
                aria-label={t('teacher.review.editSection', { section: t(`teacher.steps.${section.step}`) })}
              >
                {t('teacher.review.edit')}
              </Button>
            )}
          </Group>
          <dl className={classes.rows}>
            {section.rows.map(([label, value]) => (
              <div key={label} className={classes.row}>
                <dt>{label}</dt>
                <dd>
                  <Text size="sm" component="span" className={classes.value}>
                    {value}
                  </Text>
                </dd>
              </div>
            ))}
          </dl>
        </Paper>
      ))}
    </Stack>
  );
}
