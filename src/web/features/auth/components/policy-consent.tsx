import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { POLICY_VERSION } from '../../../../shared/policies.ts';
import { useTranslation } from '../../../i18n/translator.tsx';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { useFormatters } from '../../../lib/format.ts';
import { notifications } from '../../../lib/toast.ts';
import { useAcceptPolicies } from '../api/accept-policies.ts';
import { useLogoutAndGoHome } from '../use-logout-and-go-home.ts';
import { PolicyAgreement } from '../../../components/policy-agreement.tsx';

/**
 * Shown in place of a member's page while they have not agreed to the current privacy notice and
 * terms (issue 31): a new version, or an account made before there was one. Agreeing opens the
 * page they came for; they may log out instead.
 */
export function PolicyConsent() {
  const { t } = useTranslation();
  const format = useFormatters();
  const accept = useAcceptPolicies();
  const logOut = useLogoutAndGoHome();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={640} mx={{ base: 'md', sm: 'auto' }} my="xl" component="section" aria-labelledby="policy-consent-title" data-testid="policy-consent">
      <Stack gap="md">
        <Title order={1} size="h2" id="policy-consent-title">
          {t('auth.consent.title')}
        </Title>
        <Text>{t('auth.consent.body', { version: POLICY_VERSION.number, date: format.day(POLICY_VERSION.date) })}</Text>
        <PolicyAgreement sentenceKey="auth.consent.agreement" align="start" />
        <Group gap="sm">
          <Button
            radius="xl"
            loading={accept.isPending}
            onClick={() => accept.mutate(undefined, { onError: (error) => notifications.show({ color: 'red', title: t('auth.consent.failed'), message: errorMessageOf(error, t) }) })}
          >
            {t('auth.consent.accept')}
          </Button>
          <Button radius="xl" variant="default" onClick={logOut}>
            {t('auth.consent.logOut')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
