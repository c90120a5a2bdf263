import { Badge, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ASSESSMENT_PRICE } from '../../../../shared/api/assessments.ts';
import { useFormatters } from '../../../lib/format.ts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { AssessmentStatus } from '../../../../shared/api/assessments.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { browserTimeZone } from '../../../lib/time-zones.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { assessmentQueryOptions } from '../api/get-assessments.ts';
import { childrenQueryOptions } from '../api/get-children.ts';
import { subjectsQueryOptions } from '../api/get-subjects.ts';
import { emptyBookingValues } from '../booking-values.ts';
import { BookingForm } from './booking-form.tsx';
import classes from './assessments.module.css';

/**
 * /apply/evaluation: book an assessment, or with `?rebook=N` book an abnormal one again with
 * its child and subjects filled in.
 */
/** What the assessment costs, said before the form (free, when it is). */
function AssessmentPriceNote() {
  const { t } = useTranslation();
  const format = useFormatters();
  const free = ASSESSMENT_PRICE.amount === 0;
  return (
    <Group gap="xs" mt="sm" mb="xl" data-testid="assessment-price">
      <Badge color={free ? 'teal.9' : 'navy'} variant="filled" radius="sm" size="lg">
        {free ? t('assessments.book.free') : t('assessments.book.price', { price: format.money(ASSESSMENT_PRICE.amount, ASSESSMENT_PRICE.currency) })}
      </Badge>
      <Text size="sm" c="dimmed">
        {t(free ? 'assessments.book.freeHint' : 'assessments.book.priceHint')}
      </Text>
    </Group>
  );
}

export function EvaluationPage({ rebookId }: { rebookId: number | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const children = useQuery(childrenQueryOptions(language));
  const subjects = useQuery(subjectsQueryOptions(language));
  const rebook = useQuery({ ...assessmentQueryOptions(language, rebookId ?? 0), enabled: rebookId !== null });
  const loads = [children, subjects, ...(rebookId === null ? [] : [rebook])];
  const failed = loads.find((query) => query.isError);

  let body: React.ReactNode;
  if (failed) {
    body = (
      <Paper withBorder radius="lg" p="xl" role="alert">
        <Stack align="center" gap="sm" ta="center">
          <Text fw={600}>{t('assessments.book.loadFailed')}</Text>
          <Text size="sm" c="dimmed">
            {errorMessageOf(failed.error, t)}
          </Text>
          <Button variant="light" radius="xl" onClick={() => loads.forEach((query) => void query.refetch())}>
            {t('assessments.book.retry')}
          </Button>
        </Stack>
      </Paper>
    );
  } else if (!children.data || !subjects.data || (rebookId !== null && !rebook.data)) {
    body = (
      <Stack gap="md" aria-busy="true" data-testid="assessment-form-loading">
        <Skeleton height={120} radius="lg" />
        <Skeleton height={320} radius="lg" />
      </Stack>
    );
  } else if (rebook.data && rebook.data.status !== AssessmentStatus.Abnormal) {
    body = (
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="sm" ta="center">
          <Title order={2} size="h4">
            {t('assessments.book.notRebookableTitle')}
          </Title>
          <Text c="dimmed">{t('assessments.book.notRebookableBody')}</Text>
          <Button component={Link} to="/user/home#assessments" radius="xl">
            {t('assessments.book.backHome')}
          </Button>
        </Stack>
      </Paper>
    );
  } else {
    const earlier = rebook.data;
    const initial = emptyBookingValues(earlier?.timeZone ?? (browserTimeZone() || 'UTC'), earlier ? { subjects: earlier.subjects.map((subject) => subject.code), notes: earlier.notes } : {});
    body = (
      <BookingForm
        initialValues={initial}
        childOptions={children.data}
        subjects={subjects.data}
        rebook={earlier ? { id: earlier.id, childName: earlier.childName } : undefined}
      />
    );
  }

  return (
    <Container size="md" className={classes.page}>
      <Text className={classes.eyebrow}>{t('assessments.book.eyebrow')}</Text>
      <Title order={1} className={classes.title}>
        {rebookId === null ? t('assessments.book.title') : t('assessments.book.rebookTitle')}
      </Title>
      <Text c="dimmed" mt="xs" maw={680}>
        {t('assessments.book.intro')}
      </Text>
      <AssessmentPriceNote />
      {body}
    </Container>
  );
}
