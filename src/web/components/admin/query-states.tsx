import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/translator.tsx';
import { errorMessageOf } from '../../lib/form-feedback.ts';

/**
 * The loading and failure states of a back-office read, the same on every page.
 *
 *   if (detail.isPending) return <AdminLoading />;
 *   if (detail.isError) return <AdminLoadError error={detail.error} onRetry={detail.refetch} />;
 */
export function AdminLoading() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="md" aria-hidden />
        <Text size="sm" c="dimmed">
          {t('common.loading')}
        </Text>
      </Stack>
    </Center>
  );
}

export function AdminLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('adminShell.loadFailed')} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorMessageOf(error, t)}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
