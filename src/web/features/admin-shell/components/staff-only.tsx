import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';

/** What a signed-in parent or teacher sees at /admin: a clear "staff only", and ways out. */
export function StaffOnly({ homeHref, onSignOut }: { homeHref: string; onSignOut: () => void }) {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md" bg="gray.0" component="main">
      <title>{`${t('adminShell.staffOnly.title')} · ${t('adminShell.title')}`}</title>
      <Paper withBorder radius="md" p="xl" maw={480}>
        <Stack gap="md">
          <Title order={1} fz={24}>
            {t('adminShell.staffOnly.title')}
          </Title>
          <Text>{t('adminShell.staffOnly.body')}</Text>
          <Stack gap="xs">
            <Button component={Link} to={homeHref}>
              {t('adminShell.staffOnly.home')}
            </Button>
            <Button variant="default" onClick={onSignOut}>
              {t('adminShell.staffOnly.signInAsStaff')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Center>
  );
}
