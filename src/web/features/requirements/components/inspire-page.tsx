import { Button, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/translator.tsx';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { browserTimeZone } from '../../../lib/time-zones.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { childrenQueryOptions } from '../api/get-children.ts';
import { subjectAreasQueryOptions } from '../api/get-subject-areas.ts';
import { emptyInspireValues } from '../inspire-values.ts';
import { InspireForm } from './inspire-form.tsx';
import classes from './requirements.module.css';

/** /apply/inspire: the questionnaire that starts an Inspire requirement. */
export function InspirePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const children = useQuery(childrenQueryOptions(language));
  const subjectAreas = useQuery(subjectAreasQueryOptions(language));
  const failed = [children, subjectAreas].find((query) => query.isError);

  return (
    <Container size="md" className={classes.page}>
      <Text className={classes.eyebrow}>{t('requirements.form.eyebrow')}</Text>
      <Title order={1} className={classes.title}>
        {t('requirements.form.title')}
      </Title>
      <Text c="dimmed" mt="xs" mb="xl" maw={680}>
        {t('requirements.form.intro')}
      </Text>
      {failed ? (
        <Paper withBorder radius="lg" p="xl" role="alert">
          <Stack align="center" gap="sm" ta="center">
            <Text fw={600}>{t('requirements.form.loadFailed')}</Text>
            <Text size="sm" c="dimmed">
              {errorMessageOf(failed.error, t)}
            </Text>
            <Button variant="light" radius="xl" onClick={() => [children, subjectAreas].forEach((query) => void query.refetch())}>
              {t('requirements.form.retry')}
            </Button>
          </Stack>
        </Paper>
      ) : children.data && subjectAreas.data ? (
        <InspireForm initialValues={emptyInspireValues(browserTimeZone() || 'UTC')} childOptions={children.data} subjectAreas={subjectAreas.data} />
      ) : (
        <Stack gap="md" aria-busy="true" data-testid="inspire-form-loading">
          <Skeleton height={120} radius="lg" />
          <Skeleton height={420} radius="lg" />
        </Stack>
      )}
    </Container>
  );
}
