import { Container, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import classes from './user-shell.module.css';

/**
 * What the server renders for the user area and what shows while the session is checked: the
 * token lives in the browser, so the page itself renders there (DESIGN §3).
 */
export function UserAreaLoading() {
  const { t } = useTranslation();
  return (
    <Container size="lg" className={classes.shell} aria-busy="true">
      <span className={classes.visuallyHidden} role="status">
        {t('user.shell.loading')}
      </span>
      <div className={classes.side}>
        <Skeleton height={48} circle />
        <Stack gap={8}>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={32} radius="md" />
          ))}
        </Stack>
      </div>
      <Stack gap="md">
        <Skeleton height={36} width="50%" radius="md" />
        <Skeleton height={160} radius="lg" />
        <Skeleton height={120} radius="lg" />
      </Stack>
    </Container>
  );
}
