import { useTranslation } from '../../../i18n/translator.tsx';
import { Button } from '@mantine/core';
import { StatusPage } from '../../../components/status-page.tsx';

/** The session could not be confirmed (the server did not answer). */
export function UserAreaUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusPage title={t('user.shell.unavailableTitle')} description={t('user.shell.unavailableBody')}>
      <Button onClick={onRetry} radius="xl" size="md">
        {t('user.shell.retry')}
      </Button>
    </StatusPage>
  );
}
