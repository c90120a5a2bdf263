import { Container } from '@mantine/core';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/member-coming-soon';
import { guardRoute } from '../features/auth/route-guard.ts';
import { useSessionEndedRedirect } from '../features/auth/use-session-ended-redirect.ts';
import { ComingSoon } from '../features/user-area/components/coming-soon.tsx';
import { UserAreaLoading } from '../features/user-area/components/user-area-loading.tsx';
import { languageOfMatches } from '../features/user-area/page-title.ts';
import { memberTextsHandle } from '../app/route-handle.ts';
import { catalogueOf, loadMemberCatalogue } from '../i18n/i18n.ts';

/**
 * Member pages outside /user whose issues have not landed (assessments, Inspire, requirements).
 * The guarded ones (§2) send visitors to the login page first.
 */
const PAGE_KEYS = {
  '/apply/evaluation': 'applyEvaluation',
  '/apply/inspire': 'applyInspire',
  '/requirement-detail': 'requirementDetail',
} as const;
type MemberPageKey = (typeof PAGE_KEYS)[keyof typeof PAGE_KEYS];

const pageKeyOf = (pathname: string): MemberPageKey =>
  PAGE_KEYS[pathname.replace(/\/+$/, '') as keyof typeof PAGE_KEYS] ?? 'requirementDetail';

export const handle = memberTextsHandle;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  guardRoute(request);
  await loadMemberCatalogue();
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <UserAreaLoading />;
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const catalogue = catalogueOf(languageOfMatches(matches));
  return [{ title: `${catalogue.user.memberPages[pageKeyOf(location.pathname)].title} · ${catalogue.common.brand}` }];
};

export default function MemberComingSoonPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useSessionEndedRedirect();
  const key = pageKeyOf(pathname);
  return (
    <Container size="md" py={{ base: 24, sm: 48 }}>
      <ComingSoon
        title={t(`user.memberPages.${key}.title`)}
        description={t(`user.memberPages.${key}.body`)}
        backHref="/user/home"
        backLabel={t('user.comingSoon.backToUserCenter')}
      />
    </Container>
  );
}
