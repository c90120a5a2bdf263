import { useState } from 'react';
import { Alert, Anchor, Button, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { errorMessageOf, isApiError } from '../../../lib/form-feedback.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { productQueryOptions } from '../api/get-product.ts';
import { applyBackLinkOf, COURSES_HREF } from '../links.ts';
import { applyRefusalOf, type ApplyRefusal } from '../purchase-rules.ts';
import { ApplyWizard } from './apply-wizard.tsx';
import { waitlistQueryOptions } from '../api/get-waitlist.ts';
import { openWaitlistEntries, WaitlistOfferNote, WaitlistPanel } from './waitlist-panel.tsx';
import { CourseSummary } from './course-summary.tsx';
import classes from './purchase.module.css';


/** `/apply?productId=N`: the course on top, then the application, or why it cannot go on. */
export function ApplyPage({ productId, search = '' }: { productId: number | null; search?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const product = useQuery({ ...productQueryOptions(productId ?? 0, language), enabled: productId !== null });
  // A 409 on confirm: the last seat went, or the first class began, while this page was open.
  const [refusedNow, setRefusedNow] = useState<ApplyRefusal | null>(null);
  const soldOutNow = refusedNow ?? (product.data ? applyRefusalOf(product.data) : null);
  // D32: a full course is still open to a family holding a seat offered from its waitlist.
  const waitlist = useQuery({ ...waitlistQueryOptions(productId ?? 0, language), enabled: productId !== null && soldOutNow === 'soldOut' });
  const openPlaces = openWaitlistEntries(waitlist.data);
  const offer = openPlaces.find((entry) => entry.status === 'offered');
  const refusal = soldOutNow === 'soldOut' && offer ? null : soldOutNow;

  /** After a 409, the course as it is now says whether the page should turn to its closed state. */
  const recheck = async () => {
    const { data } = await product.refetch();
    const reason = data ? applyRefusalOf(data) : null;
    if (reason) setRefusedNow(reason);
    return reason !== null;
  };

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
          <CourseSummary product={product.data} refusal={refusal} />
          {offer && <WaitlistOfferNote entry={offer} />}
          {refusal === 'soldOut' && waitlist.isSuccess && !offer && product.data.formingState === 'full' ? (
            <WaitlistPanel productId={product.data.id} entries={openPlaces} />
          ) : refusal ? (
            <Alert
              color="red"
              variant="light"
              radius="lg"
              title={t(`purchase.apply.${refusal}Title`)}
              data-testid={refusal === 'closed' ? 'enrolment-closed' : 'sold-out'}
            >
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{t(`purchase.apply.${refusal}Body`)}</Text>
                <Button component={Link} to={COURSES_HREF} radius="xl" variant="white" color="red.9">
                  {t('purchase.apply.browseCourses')}
                </Button>
              </Stack>
            </Alert>
          ) : (
            <ApplyWizard product={product.data} onConflict={recheck} />
          )}
        </Stack>
      )}
    </Container>
  );
}
