import type { ReactNode } from 'react';
import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';

/**
 * The required first step of an account whose password the seed or staff set: nothing of the back
 * office opens until the member chooses their own (`sso/updatePassword` clears the flag).
 */
export function PasswordStep({ form }: { form: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md" bg="gray.0" component="main">
      <title>{`${t('adminShell.mustChange.title')} · ${t('adminShell.title')}`}</title>
      <Paper withBorder radius="md" p="xl" w="100%" maw={460}>
        <Stack gap="md">
          <Title order={1} fz={24}>
            {t('adminShell.mustChange.title')}
          </Title>
          <Text size="sm">{t('adminShell.mustChange.body')}</Text>
          {form}
        </Stack>
      </Paper>
    </Center>
  );
}
