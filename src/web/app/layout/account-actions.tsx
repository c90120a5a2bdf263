import { Suspense } from 'react';
import { Button, Group, Skeleton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/translator.tsx';
import { useSessionToken } from '../../features/auth/use-session-token.ts';
import { memberHeaderPart } from './member-header-part.ts';
import { LOGIN_PATH, REGISTER_PATH } from './site-navigation.ts';

const MemberAccountMenu = memberHeaderPart('MemberAccountMenu');

/**
 * The header's account slot (§2): Sign up and Login for visitors, the avatar menu for members.
 * The server cannot see the token, so until the browser knows, the slot holds a quiet placeholder
 * instead of flashing the wrong state.
 */
export function AccountActions() {
  const { t } = useTranslation();
  const token = useSessionToken();
  const placeholder = <Skeleton height={40} width={84} radius="xl" aria-hidden="true" />;
  if (token) {
    return (
      <Suspense fallback={placeholder}>
        <MemberAccountMenu placeholder={placeholder} />
      </Suspense>
    );
  }
  if (token === null) return placeholder;
  return (
    <Group gap={8} wrap="nowrap">
      <Button component={Link} to={REGISTER_PATH} variant="outline" radius="xl" size="sm">
        {t('layout.account.signup')}
      </Button>
      <Button component={Link} to={LOGIN_PATH} radius="xl" size="sm">
        {t('layout.account.login')}
      </Button>
    </Group>
  );
}
