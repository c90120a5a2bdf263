import { Container, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import classes from './purchase.module.css';

/** What shows while the page and the session load (these pages render in the browser only). */
export function PurchaseLoading() {
  const { t } = useTranslation();
  return (
    <Container size="lg" className={classes.page} aria-busy="true">
      <span className={classes.visuallyHidden} role="status">
        {t('purchase.loading')}
      </span>
      <Stack gap="lg">
        <Skeleton height={20} width={160} radius="md" />
        <Skeleton height={136} radius="lg" />
        <Skeleton height={320} radius="lg" />
      </Stack>
    </Container>
  );
}
