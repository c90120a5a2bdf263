import { Suspense } from 'react';
import { Button, Skeleton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/translator.tsx';
import { useSessionToken } from '../../features/auth/use-session-token.ts';
import { memberHeaderPart } from './member-header-part.ts';
import { LOGIN_PATH, REGISTER_PATH } from './site-navigation.ts';

const MemberDrawerAccount = memberHeaderPart('MemberDrawerAccount');

/**
 * The compact drawer's account slot, the twin of AccountActions (§2): Login and Sign up for
 * visitors, the avatar (to the user area) and the account actions for members. `onNavigate`
 * closes the drawer.
 */
export function CompactAccountActions({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const token = useSessionToken();
  const placeholder = <Skeleton height={44} radius="xl" aria-hidden="true" />;
  if (token) {
    return (
      <Suspense fallback={placeholder}>
        <MemberDrawerAccount placeholder={placeholder} onNavigate={onNavigate} />
      </Suspense>
    );
  }
  if (token === null) return placeholder;
  return (
    <>
      <Button component={Link} to={LOGIN_PATH} size="md" radius="xl" fullWidth onClick={onNavigate}>
        {t('layout.account.login')}
      </Button>
      <Button
        component={Link}
        to={REGISTER_PATH}
        size="md"
        radius="xl"
        variant="outline"
        fullWidth
        onClick={onNavigate}
      >
        {t('layout.account.signup')}
      </Button>
    </>
  );
}
