import { Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { RecordIcon } from '../../../components/account-icons.tsx';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { assessmentsQueryOptions } from '../api/get-assessments.ts';
import { AssessmentCard } from './assessment-card.tsx';
import classes from './assessments.module.css';

/** The overview's assessments (D13): each one's status, timeline and time in the family's zone. */
export function AssessmentSection() {
  const { t } = useTranslation();
  const assessments = useQuery(assessmentsQueryOptions(useLanguage()));

  return (
    <Stack gap="md" component="section" aria-labelledby="assessments-title" id="assessments" data-testid="assessment-section">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={2} size="h3" id="assessments-title">
            {t('assessments.card.sectionTitle')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('assessments.card.sectionIntro')}
          </Text>
        </div>
        {assessments.data && assessments.data.total > 0 && (
          <Button component={Link} to="/apply/evaluation" variant="light" radius="xl">
            {t('assessments.card.bookNew')}
          </Button>
        )}
      </Group>
      {assessments.isPending ? (
        <div className={classes.cards} aria-busy="true">
          <Skeleton height={220} radius="lg" />
          <Skeleton height={220} radius="lg" />
        </div>
      ) : assessments.isError ? (
        <Paper withBorder radius="lg" p="lg" role="alert">
          <Stack align="center" gap="sm" ta="center">
            <Text fw={600}>{t('assessments.card.loadFailed')}</Text>
            <Text size="sm" c="dimmed">
              {errorMessageOf(assessments.error, t)}
            </Text>
            <Button variant="light" radius="xl" onClick={() => void assessments.refetch()}>
              {t('assessments.card.retry')}
            </Button>
          </Stack>
        </Paper>
      ) : assessments.data.list.length === 0 ? (
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 32 }} className={classes.empty} data-testid="assessments-empty">
          <Stack align="center" gap="sm" ta="center" maw={460} mx="auto">
            <ThemeIcon size={56} radius="xl" variant="light" color="navy">
              <RecordIcon size={26} />
            </ThemeIcon>
            <Title order={3} size="h4">
              {t('assessments.card.emptyTitle')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('assessments.card.emptyBody')}
            </Text>
            <Button component={Link} to="/apply/evaluation" radius="xl">
              {t('assessments.card.bookNew')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <ul className={classes.cards}>
          {assessments.data.list.map((assessment) => (
            <li key={assessment.id}>
              <AssessmentCard assessment={assessment} />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
