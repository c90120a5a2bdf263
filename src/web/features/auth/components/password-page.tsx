import { useState } from 'react';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import { homePathOf } from '../api/get-user-info.ts';
import { useSession } from '../use-session.ts';
import { AuthCard } from './auth-card.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { PasswordResetForm } from './password-reset-form.tsx';

type Mode = 'change' | 'reset';

/**
 * /getpass. Visitors reset by e-mailed code; a signed-in member arrives here from Change
 * Password and may use their current password instead, or the code.
 */
export function PasswordPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [chosen, setChosen] = useState<Mode | null>(null);
  const signedIn = session.status === 'signedIn';
  const mode: Mode = chosen ?? (signedIn ? 'change' : 'reset');

  return (
    <AuthCard
      title={mode === 'change' ? t('auth.getpass.changeTitle') : t('auth.getpass.title')}
      subtitle={mode === 'change' ? t('auth.getpass.changeSubtitle') : t('auth.getpass.subtitle')}
    >
      <Stack gap="lg">
        {signedIn && (
          <Stack gap={6}>
            <Text size="sm" fw={500} id="password-mode-label">
              {t('auth.getpass.modeLabel')}
            </Text>
            <SegmentedControl
              fullWidth
              value={mode}
              onChange={(value) => setChosen(value as Mode)}
              aria-labelledby="password-mode-label"
              data={[
                { value: 'change', label: t('auth.getpass.modeChange') },
                { value: 'reset', label: t('auth.getpass.modeReset') },
              ]}
            />
          </Stack>
        )}
        {mode === 'change' && signedIn ? <ChangePasswordForm doneHref={homePathOf(session.user)} /> : <PasswordResetForm />}
      </Stack>
    </AuthCard>
  );
}
