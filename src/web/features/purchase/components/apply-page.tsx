import { useState } from 'react';
import { Alert, Anchor, Button, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessageOf, isApiError } from '../../../lib/form-feedback.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { productQueryOptions } from '../api/get-product.ts';
import { applyBackLinkOf, COURSES_HREF } from '../links.ts';
import { isSoldOut } from '../purchase-rules.ts';
import { ApplyWizard } from './apply-wizard.tsx';
import { CourseSummary } from './course-summary.tsx';
import classes from './purchase.module.css';


/** `/apply?productId=N`: the course on top, then the application, or why it cannot go on. */
export function ApplyPage({ productId, search = '' }: { productId: number | null; search?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const product = useQuery({ ...productQueryOptions(productId ?? 0, language), enabled: productId !== null });
  // A 409 on confirm: someone took the last seat while this page was open.
  const [soldOutNow, setSoldOutNow] = useState(false);

  if (productId === null || (product.isError && isApiError(product.error, 404))) {
    return (
      <Container size="sm" py={{ base: 48, sm: 96 }}>
        <Stack align="center" ta="center" gap="md">
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            {t('purchase.apply.notFoundTitle')}
          </Title>
          <Text c="dimmed">{t('purchase.apply.notFoundBody')}</Text>
          <Button component={Link} to={COURSES_HREF} radius="xl">
            {t('purchase.apply.browseCourses')}
          </Button>
        </Stack>
      </Container>
    );
  }

  const back = applyBackLinkOf(search, productId);
  return (
    <Container size="lg" className={classes.page}>
      <Anchor component={Link} to={back.href} className={classes.back} size="sm">
        <span aria-hidden="true">←</span> {t(`purchase.apply.${back.labelKey}`)}
      </Anchor>
      <Text className={classes.eyebrow}>{t('purchase.apply.eyebrow')}</Text>
      {product.isPending ? (
        <Stack gap="lg" aria-busy="true">
          <span className={classes.visuallyHidden} role="status">
            {t('purchase.loading')}
          </span>
          <Skeleton height={136} radius="lg" />
          <Skeleton height={360} radius="lg" />
        </Stack>
      ) : product.isError ? (
        <Paper withBorder radius="lg" p="xl" role="alert">
          <Stack align="center" gap="sm" ta="center">
            <Text>{errorMessageOf(product.error, t)}</Text>
            <Button variant="light" radius="xl" onClick={() => void product.refetch()}>
              {t('purchase.retry')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Stack gap="lg">
          <CourseSummary product={product.data} soldOut={soldOutNow || isSoldOut(product.data)} />
          {soldOutNow || isSoldOut(product.data) ? (
            <Alert color="red" variant="light" radius="lg" title={t('purchase.apply.soldOutTitle')} data-testid="sold-out">
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{t('purchase.apply.soldOutBody')}</Text>
                <Button component={Link} to={COURSES_HREF} radius="xl" variant="white" color="red.9">
                  {t('purchase.apply.browseCourses')}
                </Button>
              </Stack>
            </Alert>
          ) : (
            <ApplyWizard product={product.data} onSoldOut={() => setSoldOutNow(true)} />
          )}
        </Stack>
      )}
    </Container>
  );
}
