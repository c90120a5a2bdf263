import { Outlet } from 'react-router';
import { BrandLogo } from '../app/layout/brand-logo.tsx';
import { LanguageMenu } from '../app/layout/language-menu.tsx';
import { AuthFrame } from '../features/auth/components/auth-frame.tsx';
import { useSessionEndedRedirect } from '../features/auth/use-session-ended-redirect.ts';
import { memberTextsHandle } from '../app/route-handle.ts';
import { loadMemberCatalogue } from '../i18n/i18n.ts';

export const handle = memberTextsHandle;

/** On the way in from a visitor's page, the sign-in texts arrive before the page renders. */
export async function clientLoader() {
  await loadMemberCatalogue();
  return null;
}

/** The standalone routes of §2 (login, getpass, register, register/foreign) share this frame. */
export default function StandaloneLayout() {
  useSessionEndedRedirect();
  return (
    <AuthFrame logo={<BrandLogo tone="onDark" />} languageMenu={<LanguageMenu />}>
      <Outlet />
    </AuthFrame>
  );
}
