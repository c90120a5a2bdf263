import { Suspense } from 'react';
import { useTranslation } from '../../i18n/translator.tsx';
import { useSessionToken } from '../../features/auth/use-session-token.ts';
import { memberHeaderPart } from './member-header-part.ts';
import { LOGIN_PATH, REGISTER_PATH } from './site-navigation.ts';
import { ControlPlaceholder, PillLink } from '../../components/site-controls.tsx';

const MemberDrawerAccount = memberHeaderPart('MemberDrawerAccount');

/**
 * The compact drawer's account slot, the twin of AccountActions (§2): Login and Sign up for
 * visitors, the avatar (to the user area) and the account actions for members. `onNavigate`
 * closes the drawer.
 */
export function CompactAccountActions({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const token = useSessionToken();
  const placeholder = <ControlPlaceholder height={44} />;
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
      <PillLink to={LOGIN_PATH} size="md" fullWidth onClick={onNavigate}>
        {t('layout.account.login')}
      </PillLink>
      <PillLink to={REGISTER_PATH} size="md" variant="outline" fullWidth onClick={onNavigate}>
        {t('layout.account.signup')}
      </PillLink>
    </>
  );
}
