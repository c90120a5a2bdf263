import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import classes from './product-list-states.module.css';

export function EmptyProducts({ onClearFilters }: { onClearFilters?: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack className={classes.panel} align="center" gap="xs" role="status">
      <Text fw={700} size="lg">
        {t('products.list.emptyTitle')}
      </Text>
      <Text c="var(--academy-muted)">{t('products.list.emptyBody')}</Text>
      {onClearFilters && (
        <Button variant="light" radius="xl" mt="sm" onClick={onClearFilters}>
          {t('products.filters.clear')}
        </Button>
      )}
    </Stack>
  );
}

export function ProductLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack className={classes.panel} align="center" gap="xs" role="alert">
      <Text fw={700}>{t('products.list.errorTitle')}</Text>
      <Text c="var(--academy-muted)">{t('products.list.errorBody')}</Text>
      <Button variant="light" radius="xl" mt="sm" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Stack>
  );
}
