import { Suspense } from 'react';
import { useTranslation } from '../../i18n/translator.tsx';
import { useSessionToken } from '../../features/auth/use-session-token.ts';
import { memberHeaderPart } from './member-header-part.ts';
import { LOGIN_PATH, REGISTER_PATH } from './site-navigation.ts';
import { ControlPlaceholder, PillLink } from '../../components/site-controls.tsx';

const MemberAccountMenu = memberHeaderPart('MemberAccountMenu');

/**
 * The header's account slot (§2): Sign up and Login for visitors, the avatar menu for members.
 * The server cannot see the token, so until the browser knows, the slot holds a quiet placeholder
 * instead of flashing the wrong state.
 */
export function AccountActions() {
  const { t } = useTranslation();
  const token = useSessionToken();
  const placeholder = <ControlPlaceholder height={40} width={84} />;
  if (token) {
    return (
      <Suspense fallback={placeholder}>
        <MemberAccountMenu placeholder={placeholder} />
      </Suspense>
    );
  }
  if (token === null) return placeholder;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <PillLink to={REGISTER_PATH} variant="outline">
        {t('layout.account.signup')}
      </PillLink>
      <PillLink to={LOGIN_PATH}>{t('layout.account.login')}</PillLink>
    </div>
  );
}
