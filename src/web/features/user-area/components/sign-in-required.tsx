import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { StatusPage } from '../../../components/status-page.tsx';

/** A page of the user area outside the guard list (§2), opened by a visitor. */
export function SignInRequired({ loginHref }: { loginHref: string }) {
  const { t } = useTranslation();
  return (
    <StatusPage title={t('user.shell.signInTitle')} description={t('user.shell.signInBody')}>
      <Group justify="center">
        <Button component={Link} to={loginHref} radius="xl" size="md">
          {t('user.shell.signIn')}
        </Button>
        <Button component={Link} to="/register" variant="outline" radius="xl" size="md">
          {t('user.shell.signUp')}
        </Button>
      </Group>
    </StatusPage>
  );
}
